/* carc-preferences-window.c: the app's preferences
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-preferences-window.h"

#include "carc-box-page.h"
#include "carc-text.h"

struct _CarcPreferencesWindow
{
  AdwPreferencesWindow  parent_instance;

  /* template */
  AdwComboRow          *assistance_row;
  AdwPreferencesGroup  *data_group;
  AdwActionRow         *database_row;

  GSettings            *settings;
  char                 *database_path;
  GtkWidget            *box_page;
};

G_DEFINE_FINAL_TYPE (CarcPreferencesWindow, carc_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

static void
assistance_selected_cb (CarcPreferencesWindow *self)
{
  g_settings_set_enum (self->settings, "assistance-level",
                       (int) adw_combo_row_get_selected (self->assistance_row));
}

static void
open_folder_action (GtkWidget  *widget,
                    const char *name,
                    GVariant   *param)
{
  CarcPreferencesWindow *self = CARC_PREFERENCES_WINDOW (widget);
  g_autofree char *folder = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *uri = NULL;

  if (self->database_path == NULL)
    return;
  folder = g_path_get_dirname (self->database_path);
  file = g_file_new_for_path (folder);
  uri = g_file_get_uri (file);
  /* GtkFileLauncher is GTK 4.10; on 4.8 the file manager opens the URI */
  gtk_show_uri (GTK_WINDOW (self), uri, GDK_CURRENT_TIME);
}

static void
carc_preferences_window_finalize (GObject *object)
{
  CarcPreferencesWindow *self = CARC_PREFERENCES_WINDOW (object);

  g_clear_object (&self->settings);
  g_clear_pointer (&self->database_path, g_free);

  G_OBJECT_CLASS (carc_preferences_window_parent_class)->finalize (object);
}

static void
carc_preferences_window_class_init (CarcPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = carc_preferences_window_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, APP_RESOURCE_PATH "/app/carc-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, CarcPreferencesWindow, assistance_row);
  gtk_widget_class_bind_template_child (widget_class, CarcPreferencesWindow, data_group);
  gtk_widget_class_bind_template_child (widget_class, CarcPreferencesWindow, database_row);
  gtk_widget_class_bind_template_callback (widget_class, assistance_selected_cb);

  gtk_widget_class_install_action (widget_class, "prefs.open-folder", NULL, open_folder_action);
}

static void
carc_preferences_window_init (CarcPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
carc_preferences_window_new (GtkWindow  *parent,
                             GSettings  *settings,
                             const char *database_path)
{
  CarcPreferencesWindow *self;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (CARC_TYPE_PREFERENCES_WINDOW,
                       "transient-for", parent,
                       "modal", TRUE,
                       NULL);
  self->settings = g_object_ref (settings);
  self->database_path = g_strdup (database_path);

  g_signal_handlers_block_by_func (self->assistance_row, assistance_selected_cb, self);
  adw_combo_row_set_selected (self->assistance_row, (guint) g_settings_get_enum (settings, "assistance-level"));
  g_signal_handlers_unblock_by_func (self->assistance_row, assistance_selected_cb, self);

  if (database_path != NULL)
    {
      g_autofree char *display = carc_display_path (database_path);
      adw_action_row_set_subtitle (self->database_row, display);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->data_group), database_path != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "prefs.open-folder", database_path != NULL);

  return GTK_WIDGET (self);
}

const char *
carc_preferences_window_get_database_path (CarcPreferencesWindow *self)
{
  g_return_val_if_fail (CARC_IS_PREFERENCES_WINDOW (self), NULL);
  return self->database_path;
}

void
carc_preferences_window_add_box_page (CarcPreferencesWindow *self,
                                      CarcCatalogue         *catalogue,
                                      GObject               *store)
{
  g_return_if_fail (CARC_IS_PREFERENCES_WINDOW (self));
  g_return_if_fail (self->box_page == NULL);

  self->box_page = carc_box_page_new (catalogue, store);
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (self), ADW_PREFERENCES_PAGE (self->box_page));
}

GtkWidget *
carc_preferences_window_get_box_page (CarcPreferencesWindow *self)
{
  g_return_val_if_fail (CARC_IS_PREFERENCES_WINDOW (self), NULL);
  return self->box_page;
}
