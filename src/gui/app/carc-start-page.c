/* carc-start-page.c: continue the unfinished game, recent games, new game
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-start-page.h"
#include "carc-title-squeezer.h"

#include "carc-format.h"

struct _CarcStartPage
{
  GtkWidget             parent_instance;

  GtkWidget            *box;
  AdwHeaderBar         *header_bar;
  AdwWindowTitle       *window_title;
  GtkMenuButton        *primary_menu_button;
  AdwStatusPage        *status_page;
  GtkLabel             *notice_label;
  GtkFlowBox           *actions_box;   /* wraps on narrow windows */
  GtkButton            *new_game_button;
  AdwPreferencesGroup  *continue_group;
  AdwActionRow         *continue_row;
  AdwPreferencesGroup  *recent_group;
  AdwActionRow         *all_unfinished_row;  /* "All 312 Unfinished Games", or NULL */

  GPtrArray            *recent_rows;
  GPtrArray            *unfinished_rows;
};

G_DEFINE_FINAL_TYPE (CarcStartPage, carc_start_page, GTK_TYPE_WIDGET)

static void
carc_start_page_dispose (GObject *object)
{
  CarcStartPage *self = CARC_START_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), CARC_TYPE_START_PAGE);
  g_clear_pointer (&self->recent_rows, g_ptr_array_unref);
  g_clear_pointer (&self->unfinished_rows, g_ptr_array_unref);

  G_OBJECT_CLASS (carc_start_page_parent_class)->dispose (object);
}

static void
carc_start_page_class_init (CarcStartPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = carc_start_page_dispose;

  g_type_ensure (CARC_TYPE_TITLE_SQUEEZER);
  gtk_widget_class_set_template_from_resource (widget_class, APP_RESOURCE_PATH "/app/carc-start-page.ui");
  gtk_widget_class_bind_template_child (widget_class, CarcStartPage, box);
  gtk_widget_class_bind_template_child (widget_class, CarcStartPage, header_bar);
  gtk_widget_class_bind_template_child (widget_class, CarcStartPage, window_title);
  gtk_widget_class_bind_template_child (widget_class, CarcStartPage, primary_menu_button);
  gtk_widget_class_bind_template_child (widget_class, CarcStartPage, status_page);
  gtk_widget_class_bind_template_child (widget_class, CarcStartPage, notice_label);
  gtk_widget_class_bind_template_child (widget_class, CarcStartPage, actions_box);
  gtk_widget_class_bind_template_child (widget_class, CarcStartPage, new_game_button);
  gtk_widget_class_bind_template_child (widget_class, CarcStartPage, continue_group);
  gtk_widget_class_bind_template_child (widget_class, CarcStartPage, continue_row);
  gtk_widget_class_bind_template_child (widget_class, CarcStartPage, recent_group);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "carcstartpage");
}

static void
carc_start_page_init (CarcStartPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->recent_rows = g_ptr_array_new ();
  self->unfinished_rows = g_ptr_array_new ();
}

void
carc_start_page_set_unfinished (CarcStartPage *self,
                                const char    *title,
                                const char    *subtitle)
{
  g_return_if_fail (CARC_IS_START_PAGE (self));

  gtk_widget_set_visible (GTK_WIDGET (self->continue_row), title != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->continue_group), title != NULL || self->unfinished_rows->len > 0);
  if (title == NULL)
    return;
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->continue_row), title);
  adw_action_row_set_subtitle (self->continue_row, subtitle != NULL ? subtitle : "");
}

void
carc_start_page_clear_recent (CarcStartPage *self)
{
  g_return_if_fail (CARC_IS_START_PAGE (self));

  for (guint i = 0; i < self->recent_rows->len; i++)
    adw_preferences_group_remove (self->recent_group, g_ptr_array_index (self->recent_rows, i));
  g_ptr_array_set_size (self->recent_rows, 0);
  gtk_widget_set_visible (GTK_WIDGET (self->recent_group), FALSE);

  for (guint i = 0; i < self->unfinished_rows->len; i++)
    adw_preferences_group_remove (self->continue_group, g_ptr_array_index (self->unfinished_rows, i));
  g_ptr_array_set_size (self->unfinished_rows, 0);
  carc_start_page_set_all_unfinished (self, 0);
  gtk_widget_set_visible (GTK_WIDGET (self->continue_group), gtk_widget_get_visible (GTK_WIDGET (self->continue_row)));
}

static void
game_row_activated_cb (AdwActionRow *row)
{
  gtk_widget_activate_action (GTK_WIDGET (row), "win.open-game", "s",
                              (const char *) g_object_get_data (G_OBJECT (row), "game-id"));
}

/* A row that opens the game @id (win.open-game), with @icon at its end. It
 * activates the action by name when activated: an action name set on a
 * row (GtkActionable) had GTK look the action up through every widget
 * above it, millions of instructions a row (docs/performance.md). */
static GtkWidget *
game_row_new (const char *id,
              const char *title,
              const char *subtitle,
              const char *icon)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  /* At most two lines of names and three of the rest (when it was played,
   * the sets, the scores), which fit at 360 px. Without a limit the
   * rows' labels wrap at any character, and every measure of a row lays
   * its text out at width 0, one character a line: the six recent games
   * took more than a third of the start-up's instructions
   * (docs/performance.md). */
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 2);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 3);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_object_set_data_full (G_OBJECT (row), "game-id", g_strdup (id), g_free);
  g_signal_connect (row, "activated", G_CALLBACK (game_row_activated_cb), NULL);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name (icon));
  return row;
}

void
carc_start_page_add_unfinished (CarcStartPage *self,
                                const char    *id,
                                const char    *title,
                                const char    *subtitle)
{
  GtkWidget *row;

  g_return_if_fail (CARC_IS_START_PAGE (self));
  g_return_if_fail (id != NULL);

  row = game_row_new (id, title, subtitle, "media-playback-start-symbolic");
  gtk_widget_set_tooltip_text (row, _("Continue this game"));
  gtk_widget_add_css_class (row, "unfinished-game");
  adw_preferences_group_add (self->continue_group, row);
  /* the row to all of them stays last */
  if (self->all_unfinished_row != NULL)
    {
      g_object_ref (self->all_unfinished_row);
      adw_preferences_group_remove (self->continue_group, GTK_WIDGET (self->all_unfinished_row));
      adw_preferences_group_add (self->continue_group, GTK_WIDGET (self->all_unfinished_row));
      g_object_unref (self->all_unfinished_row);
    }
  g_ptr_array_add (self->unfinished_rows, row);
  gtk_widget_set_visible (GTK_WIDGET (self->continue_group), TRUE);
}

guint
carc_start_page_get_n_unfinished (CarcStartPage *self)
{
  g_return_val_if_fail (CARC_IS_START_PAGE (self), 0);
  return self->unfinished_rows->len;
}

const char *
carc_start_page_get_unfinished_subtitle (CarcStartPage *self,
                                         guint          index)
{
  g_return_val_if_fail (CARC_IS_START_PAGE (self), NULL);
  g_return_val_if_fail (index < self->unfinished_rows->len, NULL);
  return adw_action_row_get_subtitle (g_ptr_array_index (self->unfinished_rows, index));
}

const char *
carc_start_page_get_unfinished_id (CarcStartPage *self,
                                   guint          index)
{
  g_return_val_if_fail (CARC_IS_START_PAGE (self), NULL);
  g_return_val_if_fail (index < self->unfinished_rows->len, NULL);
  return g_object_get_data (G_OBJECT (g_ptr_array_index (self->unfinished_rows, index)), "game-id");
}

void
carc_start_page_set_all_unfinished (CarcStartPage *self,
                                    guint          n_games)
{
  g_autofree char *count = NULL;
  g_autofree char *title = NULL;

  g_return_if_fail (CARC_IS_START_PAGE (self));

  if (n_games <= self->unfinished_rows->len)
    {
      if (self->all_unfinished_row != NULL)
        adw_preferences_group_remove (self->continue_group, GTK_WIDGET (self->all_unfinished_row));
      self->all_unfinished_row = NULL;
      return;
    }
  if (self->all_unfinished_row == NULL)
    {
      self->all_unfinished_row = ADW_ACTION_ROW (adw_action_row_new ());
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (self->all_unfinished_row), TRUE);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (self->all_unfinished_row), "win.show-unfinished");
      adw_action_row_add_suffix (self->all_unfinished_row, gtk_image_new_from_icon_name ("go-next-symbolic"));
      gtk_widget_add_css_class (GTK_WIDGET (self->all_unfinished_row), "all-unfinished");
      adw_preferences_group_add (self->continue_group, GTK_WIDGET (self->all_unfinished_row));
    }
  count = carc_format_count (n_games);
  /* Translators: the last row of the start page's unfinished games, which
   * shows only the last played ones; %s is a number */
  title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "All %s Unfinished Game", "All %s Unfinished Games", n_games),
                           count);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->all_unfinished_row), title);
}

const char *
carc_start_page_get_all_unfinished (CarcStartPage *self)
{
  g_return_val_if_fail (CARC_IS_START_PAGE (self), NULL);

  return self->all_unfinished_row != NULL
         ? adw_preferences_row_get_title (ADW_PREFERENCES_ROW (self->all_unfinished_row)) : NULL;
}

void
carc_start_page_add_recent (CarcStartPage *self,
                            const char    *id,
                            const char    *title,
                            const char    *subtitle)
{
  GtkWidget *row;

  g_return_if_fail (CARC_IS_START_PAGE (self));
  g_return_if_fail (id != NULL);

  row = game_row_new (id, title, subtitle, "go-next-symbolic");
  adw_preferences_group_add (self->recent_group, row);
  g_ptr_array_add (self->recent_rows, row);
  gtk_widget_set_visible (GTK_WIDGET (self->recent_group), TRUE);
}

GtkWidget *
carc_start_page_add_action (CarcStartPage *self,
                            const char    *label,
                            const char    *icon_name,
                            const char    *detailed_action)
{
  GtkWidget *button;

  g_return_val_if_fail (CARC_IS_START_PAGE (self), NULL);
  g_return_val_if_fail (label != NULL && detailed_action != NULL, NULL);

  button = gtk_button_new ();
  if (icon_name != NULL)
    gtk_button_set_child (GTK_BUTTON (button),
                          g_object_new (ADW_TYPE_BUTTON_CONTENT,
                                        "label", label,
                                        "icon-name", icon_name,
                                        "use-underline", TRUE,
                                        NULL));
  else
    {
      gtk_button_set_label (GTK_BUTTON (button), label);
      gtk_button_set_use_underline (GTK_BUTTON (button), TRUE);
    }
  gtk_actionable_set_detailed_action_name (GTK_ACTIONABLE (button), detailed_action);
  gtk_widget_add_css_class (button, "pill");
  gtk_flow_box_append (self->actions_box, button);
  /* the button takes the focus, not the flow box's wrapper around it */
  gtk_widget_set_focusable (gtk_widget_get_parent (button), FALSE);
  return button;
}

void
carc_start_page_set_notice (CarcStartPage *self,
                            const char    *notice)
{
  g_return_if_fail (CARC_IS_START_PAGE (self));

  gtk_widget_set_visible (GTK_WIDGET (self->notice_label), notice != NULL);
  gtk_label_set_text (self->notice_label, notice != NULL ? notice : "");
}
