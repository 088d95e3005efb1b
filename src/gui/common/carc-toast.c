/* carc-toast.c: toasts whose words are never cut
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "carc-toast.h"

#define TOAST_TEXT "carc-toast-text"
#define TOAST_DETAILS "carc-toast-details"
#define TOAST_TITLE "carc-toast-title"

/* What libadwaita 1.2's toast keeps around its title, measured with the
 * Adwaita style sheet: the overlay's margins (12 each side), the toast's
 * padding and close button (70); a button of its own takes its label's
 * width and 40 more (padding, spacing). A few pixels spare for rounding. */
#define TOAST_MARGINS   24
#define TOAST_CHROME    70
#define BUTTON_CHROME   40
#define SPARE            4

/* The width of @text as a toast draws it, on one line: its title in the
 * "heading" style (bold, 11 pt where the text is 10 pt: @title), its
 * button's label bold at the size of the text. */
static int
text_width (GtkWidget  *widget,
            const char *text,
            gboolean    title)
{
  g_autoptr(PangoLayout) layout = NULL;
  g_autoptr(GString) plain = g_string_new (NULL);
  PangoFontDescription *font;
  int width = 0;

  /* a button's mnemonic underscore takes no room */
  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '_' && p[1] != '_')
        continue;
      g_string_append_c (plain, *p);
      if (*p == '_')
        p++;
    }
  layout = gtk_widget_create_pango_layout (widget, plain->str);
  font = pango_font_description_copy (pango_context_get_font_description (pango_layout_get_context (layout)));
  pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  if (title)
    {
      int size = pango_font_description_get_size (font);

      if (pango_font_description_get_size_is_absolute (font))
        pango_font_description_set_absolute_size (font, size * 1.1);
      else
        pango_font_description_set_size (font, (int) (size * 1.1));
    }
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_get_pixel_size (layout, &width, NULL);
  return width;
}

static int
overlay_width (GtkWidget *overlay)
{
  int width = gtk_widget_get_width (overlay);
  GtkRoot *root;

  /* not laid out yet: as wide as its window, at the most */
  if (width <= 0 && (root = gtk_widget_get_root (overlay)) != NULL)
    width = gtk_widget_get_width (GTK_WIDGET (root));
  return width;
}

gboolean
carc_toast_title_fits (GtkWidget  *overlay,
                       const char *title,
                       const char *button_label)
{
  int room;

  g_return_val_if_fail (GTK_IS_WIDGET (overlay), TRUE);
  g_return_val_if_fail (title != NULL, TRUE);

  room = overlay_width (overlay);
  if (room <= 0)
    return TRUE;
  room -= TOAST_MARGINS + TOAST_CHROME + SPARE;
  if (button_label != NULL && *button_label != '\0')
    room -= text_width (overlay, button_label, FALSE) + BUTTON_CHROME;
  return strchr (title, '\n') == NULL && text_width (overlay, title, TRUE) <= room;
}

/* The text up to the first @separator, if there is one and something
 * before it. */
static char *
before (const char *text,
        const char *separator)
{
  const char *at = strstr (text, separator);

  return at != NULL && at > text ? g_strndup (text, (gsize) (at - text)) : NULL;
}

/* The wording that fits (the text itself, one of @shorter, the text's first
 * clause); NULL when the text fits as it is. */
static char *
shorter_title (GtkWidget          *overlay,
               const char         *text,
               const char * const *shorter,
               const char         *button_label)
{
  g_autoptr(GPtrArray) candidates = g_ptr_array_new_with_free_func (g_free);
  static const char * const separators[] = { " · ", ": ", ". ", "\n" };
  const char *shortest = NULL;

  if (carc_toast_title_fits (overlay, text, button_label))
    return NULL;
  for (guint i = 0; shorter != NULL && shorter[i] != NULL; i++)
    g_ptr_array_add (candidates, g_strdup (shorter[i]));
  for (guint i = 0; i < G_N_ELEMENTS (separators); i++)
    {
      char *part = before (text, separators[i]);
      if (part != NULL)
        g_ptr_array_add (candidates, part);
    }
  for (guint i = 0; i < candidates->len; i++)
    {
      const char *candidate = g_ptr_array_index (candidates, i);

      if (carc_toast_title_fits (overlay, candidate, button_label))
        return g_strdup (candidate);
      if (shortest == NULL || g_utf8_strlen (candidate, -1) < g_utf8_strlen (shortest, -1))
        shortest = candidate;
    }
  /* nothing fits: the shortest wording, the whole text a click away */
  return g_strdup (shortest != NULL ? shortest : text);
}

static void
details_cb (AdwToast  *toast,
            GtkWidget *overlay)
{
  carc_toast_show_details (toast, overlay);
}

/* Sets the toast's words; a "Details" button when they are shortened
 * (unless the caller has a button of its own). */
static void
set_words (AdwToast           *toast,
           GtkWidget          *overlay,
           const char         *text,
           const char * const *shorter,
           const char         *button_label)
{
  gboolean own_button = button_label != NULL;
  /* Translators: the button of a toast whose words are shortened: it
   * shows them all */
  const char *details = _("_Details");
  g_autofree char *title = NULL;

  g_object_set_data_full (G_OBJECT (toast), TOAST_TEXT, g_strdup (text), g_free);
  title = shorter_title (overlay, text, shorter, own_button ? button_label : NULL);
  if (title != NULL && !own_button)
    {
      /* the shorter title beside "Details" */
      g_free (title);
      title = shorter_title (overlay, text, shorter, details);
      if (title == NULL)
        title = g_strdup (text);
    }
  /* a toast's title is markup: "Hills & Sheep" is text */
  {
    g_autofree char *escaped = g_markup_escape_text (title != NULL ? title : text, -1);

    g_object_set_data_full (G_OBJECT (toast), TOAST_TITLE, g_strdup (title != NULL ? title : text), g_free);
    adw_toast_set_title (toast, escaped);
  }
  if (own_button)
    return;
  adw_toast_set_button_label (toast, title != NULL ? details : NULL);
  if (title != NULL && g_object_get_data (G_OBJECT (toast), TOAST_DETAILS) == NULL)
    {
      g_object_set_data (G_OBJECT (toast), TOAST_DETAILS, GINT_TO_POINTER (TRUE));
      g_signal_connect_object (toast, "button-clicked", G_CALLBACK (details_cb), overlay, 0);
    }
}

AdwToast *
carc_toast_new (GtkWidget          *overlay,
                const char         *text,
                const char * const *shorter,
                const char         *button_label)
{
  AdwToast *toast;

  g_return_val_if_fail (GTK_IS_WIDGET (overlay), NULL);
  g_return_val_if_fail (text != NULL, NULL);

  toast = adw_toast_new (text);
  if (button_label != NULL)
    adw_toast_set_button_label (toast, button_label);
  set_words (toast, overlay, text, shorter, button_label);
  return toast;
}

void
carc_toast_set_text (AdwToast           *toast,
                     GtkWidget          *overlay,
                     const char         *text,
                     const char * const *shorter)
{
  g_return_if_fail (ADW_IS_TOAST (toast));
  g_return_if_fail (GTK_IS_WIDGET (overlay));
  g_return_if_fail (text != NULL);

  set_words (toast, overlay, text, shorter, NULL);
}

const char *
carc_toast_get_text (AdwToast *toast)
{
  const char *text;

  g_return_val_if_fail (ADW_IS_TOAST (toast), NULL);
  text = g_object_get_data (G_OBJECT (toast), TOAST_TEXT);
  return text != NULL ? text : adw_toast_get_title (toast);
}

const char *
carc_toast_get_title (AdwToast *toast)
{
  const char *title;

  g_return_val_if_fail (ADW_IS_TOAST (toast), NULL);
  title = g_object_get_data (G_OBJECT (toast), TOAST_TITLE);
  return title != NULL ? title : adw_toast_get_title (toast);
}

void
carc_toast_show_details (AdwToast  *toast,
                         GtkWidget *parent)
{
  GtkRoot *root = gtk_widget_get_root (parent);
  g_auto(GStrv) lines = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  g_return_if_fail (ADW_IS_TOAST (toast));

  /* a list joined by " · " on one line reads as a list, one a line */
  lines = g_strsplit (carc_toast_get_text (toast), " · ", -1);
  body = g_strjoinv ("\n", lines);
  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                   carc_toast_get_title (toast), body);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "close");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  gtk_widget_add_css_class (dialog, "toast-details");
  gtk_window_present (GTK_WINDOW (dialog));
}
