/* carc-bgstats-dialog.c: "Log in BG Stats" — the play as a QR code, a link and a file
 *
 * BG Stats' documented way in is its push link; a phone opens it from the
 * QR code, a computer from the copied link, and the .bgsplay file is for
 * the app's import. All three come from one builder (src/store/carc-bgstats.c,
 * docs/bgstats-export.md), made when the dialog opens.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "carc-bgstats-dialog.h"

#include <glib/gi18n.h>
#include <string.h>

#include "carc-bgstats.h"
#include "carc-format.h"
#include "carc-game-session.h"
#include "carc-play-page.h"
#include "carc-window-private.h"

#ifdef HAVE_CARC_STORE
#include "carc-store.h"
#include "carc-text.h"
#include "carc-toast.h"
#endif

struct _CarcBgstatsDialog
{
  AdwWindow        parent_instance;

  AdwToastOverlay *toast_overlay;
  AdwWindowTitle  *window_title;
  CarcQrCode      *qr_code;
  AdwActionRow    *link_row;

  char            *link;
  char            *play_file;
  char            *file_name;    /* suggested */
};

G_DEFINE_FINAL_TYPE (CarcBgstatsDialog, carc_bgstats_dialog, ADW_TYPE_WINDOW)

static void
toast (CarcBgstatsDialog *self,
       const char        *text)
{
  adw_toast_overlay_add_toast (self->toast_overlay,
                               carc_toast_new (GTK_WIDGET (self->toast_overlay), text, NULL, NULL));
}

static void
copy_link_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  CarcBgstatsDialog *self = CARC_BGSTATS_DIALOG (widget);

  if (self->link == NULL)
    return;
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), self->link);
  toast (self, _("Link copied"));
}

gboolean
carc_bgstats_dialog_save_to (CarcBgstatsDialog  *self,
                             const char         *path,
                             GError            **error)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (CARC_IS_BGSTATS_DIALOG (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  file = g_file_new_for_path (path);
  /* replaced whole or not at all: a failed save keeps what was there */
  if (!g_file_replace_contents (file, self->play_file, strlen (self->play_file), NULL, FALSE,
                                G_FILE_CREATE_REPLACE_DESTINATION, NULL, NULL, &local_error))
    {
      g_autofree char *display = carc_display_path (path);
      /* GIO's message names the file too */
      g_autofree char *why = carc_text_escape_controls (local_error->message);

      g_set_error (error, local_error->domain, local_error->code,
                   _("The BG Stats file %s cannot be saved: %s"), display, why);
      return FALSE;
    }
  return TRUE;
}

static void
save_response_cb (GtkNativeDialog   *chooser,
                  int                response,
                  CarcBgstatsDialog *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;
      g_autoptr(GError) error = NULL;

      if (path != NULL && !g_str_has_suffix (path, ".bgsplay"))
        {
          char *with = g_strconcat (path, ".bgsplay", NULL);
          g_free (path);
          path = with;
        }
      if (path != NULL && carc_bgstats_dialog_save_to (self, path, &error))
        {
          g_autofree char *display = carc_display_basename (path);
          /* Translators: a toast; %s is the file's name */
          g_autofree char *text = g_strdup_printf (_("Saved for BG Stats as %s"), display);
          toast (self, text);
        }
      else if (path != NULL)
        {
          toast (self, error->message);
          gtk_widget_error_bell (GTK_WIDGET (self));
        }
    }
  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);
  g_object_unref (self);
}

static void
save_file_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  CarcBgstatsDialog *self = CARC_BGSTATS_DIALOG (widget);
  GtkFileChooserNative *chooser;
  GtkFileFilter *filter;

  if (self->play_file == NULL)
    return;
  chooser = gtk_file_chooser_native_new (_("Save a BG Stats File"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  filter = gtk_file_filter_new ();
  /* Translators: a file type in the save dialog */
  gtk_file_filter_set_name (filter, _("BG Stats play file"));
  gtk_file_filter_add_pattern (filter, "*.bgsplay");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  g_object_unref (filter);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), self->file_name);
  g_signal_connect (chooser, "response", G_CALLBACK (save_response_cb), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
carc_bgstats_dialog_finalize (GObject *object)
{
  CarcBgstatsDialog *self = CARC_BGSTATS_DIALOG (object);

  g_free (self->link);
  g_free (self->play_file);
  g_free (self->file_name);

  G_OBJECT_CLASS (carc_bgstats_dialog_parent_class)->finalize (object);
}

static void
carc_bgstats_dialog_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), CARC_TYPE_BGSTATS_DIALOG);

  G_OBJECT_CLASS (carc_bgstats_dialog_parent_class)->dispose (object);
}

static void
carc_bgstats_dialog_class_init (CarcBgstatsDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = carc_bgstats_dialog_dispose;
  object_class->finalize = carc_bgstats_dialog_finalize;

  g_type_ensure (CARC_TYPE_QR_CODE);
  gtk_widget_class_set_template_from_resource (widget_class, APP_RESOURCE_PATH "/records/carc-bgstats-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, CarcBgstatsDialog, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, CarcBgstatsDialog, window_title);
  gtk_widget_class_bind_template_child (widget_class, CarcBgstatsDialog, qr_code);
  gtk_widget_class_bind_template_child (widget_class, CarcBgstatsDialog, link_row);

  gtk_widget_class_install_action (widget_class, "bgstats.copy-link", NULL, copy_link_action);
  gtk_widget_class_install_action (widget_class, "bgstats.save-file", NULL, save_file_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, GDK_CONTROL_MASK, "bgstats.copy-link", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "bgstats.save-file", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
carc_bgstats_dialog_init (CarcBgstatsDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

static GtkWidget *
toast_overlay_of (GtkWidget *widget)
{
  return gtk_widget_get_ancestor (widget, ADW_TYPE_TOAST_OVERLAY);
}

static void
refuse (GtkWidget    *parent,
        const GError *error)
{
  GtkWidget *overlay = toast_overlay_of (parent);
  g_autofree char *message = carc_format_capitalize (error->message);

  if (overlay != NULL)
    adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), carc_toast_new (overlay, message, NULL, NULL));
  else if (CARC_IS_WINDOW (parent))
    _carc_window_add_text_toast (CARC_WINDOW (parent), message, NULL);
  else
    g_message ("%s", message);
  gtk_widget_error_bell (parent);
}

/* "Anna, Ben and Cecilie · 25 Nov 2026" */
static char *
subtitle_of (const CarcGame *game)
{
  const CarcSetup *setup = carc_game_get_setup (game);
  const char *names[CARC_MAX_PLAYERS];
  g_autofree char *players = NULL;
  g_autofree char *date = carc_format_date_time (carc_game_get_created (game));

  for (guint p = 0; p < setup->n_players; p++)
    names[p] = setup->players[p].name;
  players = carc_format_join_names (names, setup->n_players);
  return g_strdup_printf ("%s · %s", players, date);
}

CarcBgstatsDialog *
carc_bgstats_dialog_present (GtkWidget      *parent,
                             const CarcGame *game)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *link = NULL;
  g_autofree char *play_file = NULL;
  g_autofree char *subtitle = NULL;
  g_autoptr(GDateTime) created = NULL;
  g_autofree char *day = NULL;
  CarcBgstatsDialog *self;
  GtkRoot *root;

  g_return_val_if_fail (GTK_IS_WIDGET (parent), NULL);
  g_return_val_if_fail (game != NULL, NULL);

  link = carc_bgstats_link (game, NULL, &error);
  if (link != NULL)
    play_file = carc_bgstats_play_file_json (game, NULL, &error);
  if (link == NULL || play_file == NULL)
    {
      refuse (parent, error);
      return NULL;
    }

  self = g_object_new (CARC_TYPE_BGSTATS_DIALOG, NULL);
  if (!carc_qr_code_set_text (self->qr_code, link, &error))
    {
      refuse (parent, error);
      gtk_window_destroy (GTK_WINDOW (self));
      return NULL;
    }
  self->link = g_steal_pointer (&link);
  self->play_file = g_steal_pointer (&play_file);
  created = g_date_time_new_from_unix_local (carc_game_get_created (game) / G_USEC_PER_SEC);
  day = created != NULL ? g_date_time_format (created, "%Y-%m-%d") : g_strdup ("game");
  self->file_name = g_strdup_printf ("carcassonne-%s.bgsplay", day);

  subtitle = subtitle_of (game);
  adw_window_title_set_subtitle (self->window_title, subtitle);
  adw_action_row_set_subtitle (self->link_row, self->link);

  root = gtk_widget_get_root (parent);
  if (GTK_IS_WINDOW (root))
    gtk_window_set_transient_for (GTK_WINDOW (self), GTK_WINDOW (root));
  gtk_window_present (GTK_WINDOW (self));
  return self;
}

const char *
carc_bgstats_dialog_get_link (CarcBgstatsDialog *self)
{
  g_return_val_if_fail (CARC_IS_BGSTATS_DIALOG (self), NULL);
  return self->link;
}

const char *
carc_bgstats_dialog_get_play_file (CarcBgstatsDialog *self)
{
  g_return_val_if_fail (CARC_IS_BGSTATS_DIALOG (self), NULL);
  return self->play_file;
}

CarcQrCode *
carc_bgstats_dialog_get_qr_code (CarcBgstatsDialog *self)
{
  g_return_val_if_fail (CARC_IS_BGSTATS_DIALOG (self), NULL);
  return self->qr_code;
}

/* ---- win.log-in-bgstats ---- */

static void
log_in_bgstats_action (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  CarcWindow *window = CARC_WINDOW (user_data);
  GtkWidget *widget = GTK_WIDGET (window);
  const char *id = g_variant_get_string (parameter, NULL);
  CarcGameSession *session = _carc_window_get_session (window);
  g_autoptr(GError) error = NULL;
  CarcGame *stored = NULL;

  /* the game on the screens, saved or not */
  if (session != NULL && g_strcmp0 (carc_game_get_id (carc_game_session_get_game (session)), id) == 0)
    {
      carc_bgstats_dialog_present (widget, carc_game_session_get_game (session));
      return;
    }
#ifdef HAVE_CARC_STORE
  if (_carc_window_get_store (window) != NULL)
    stored = carc_store_load_game (CARC_STORE (_carc_window_get_store (window)), id, &error);
#endif
  if (stored == NULL)
    {
      if (error == NULL)
        g_set_error (&error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("There is no game %s"), id);
      refuse (widget, error);
      return;
    }
  carc_bgstats_dialog_present (widget, stored);
  carc_game_free (stored);
}

static const GActionEntry actions[] = {
  { "log-in-bgstats", log_in_bgstats_action, "s" },
};

void
carc_bgstats_dialog_install (CarcWindow *window)
{
  g_return_if_fail (CARC_IS_WINDOW (window));
  g_action_map_add_action_entries (G_ACTION_MAP (window), actions, G_N_ELEMENTS (actions), window);
}
