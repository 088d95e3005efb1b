/* carc-window.c: the main window
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-catalogue.h"
#include "carc-set-names.h"
#include "carc-window-private.h"

struct _CarcWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;

  /* Template widgets */
  AdwHeaderBar         *header_bar;
  AdwWindowTitle       *window_title;
  GtkMenuButton        *primary_menu_button;
  AdwToastOverlay      *toast_overlay;
  GtkStack             *stack;
  AdwStatusPage        *start_page;
  AdwPreferencesGroup  *sets_group;
  AdwStatusPage        *error_page;

  /* The rows added to sets_group, so that they can be replaced */
  GPtrArray            *set_rows;
};

G_DEFINE_FINAL_TYPE (CarcWindow, carc_window, ADW_TYPE_APPLICATION_WINDOW)

static GtkWidget *
create_set_row (const CarcCatalogue *catalogue,
                const CarcTileSet   *set)
{
  g_autofree char *subtitle = NULL;
  GtkWidget *row;
  guint n_tiles;

  n_tiles = carc_tile_set_count_tiles (catalogue, set);
  subtitle = g_strdup_printf (ngettext ("%u tile", "%u tiles", n_tiles), n_tiles);

  row = adw_action_row_new ();
  /* Set names such as "Hills & Sheep" are plain text, not markup. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                 carc_tile_set_get_display_name (set));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_add_css_class (row, "tile-set-row");

  return row;
}

static int
compare_sets (gconstpointer a,
              gconstpointer b)
{
  const CarcTileSet *set_a = *(const CarcTileSet * const *) a;
  const CarcTileSet *set_b = *(const CarcTileSet * const *) b;
  guint order_a = carc_tile_set_get_display_order (set_a);
  guint order_b = carc_tile_set_get_display_order (set_b);

  if (order_a != order_b)
    return order_a < order_b ? -1 : 1;

  return g_strcmp0 (set_a->id, set_b->id);
}

void
_carc_window_set_catalogue (CarcWindow          *self,
                            const CarcCatalogue *catalogue,
                            const GError        *error)
{
  g_autoptr(GPtrArray) sets = NULL;

  g_return_if_fail (CARC_IS_WINDOW (self));
  g_return_if_fail (catalogue != NULL || error != NULL);

  for (guint i = 0; i < self->set_rows->len; i++)
    adw_preferences_group_remove (self->sets_group, g_ptr_array_index (self->set_rows, i));
  g_ptr_array_set_size (self->set_rows, 0);

  if (catalogue == NULL)
    {
      g_autofree char *markup = g_markup_escape_text (error->message, -1);

      /* The description is markup; the message is plain text. */
      adw_status_page_set_description (self->error_page, markup);
      gtk_stack_set_visible_child_name (self->stack, "error");
      return;
    }

  sets = g_ptr_array_new ();
  for (guint i = 0; i < carc_catalogue_get_n_sets (catalogue); i++)
    g_ptr_array_add (sets, (gpointer) carc_catalogue_get_set (catalogue, i));
  g_ptr_array_sort (sets, compare_sets);

  for (guint i = 0; i < sets->len; i++)
    {
      GtkWidget *row = create_set_row (catalogue, g_ptr_array_index (sets, i));

      adw_preferences_group_add (self->sets_group, row);
      g_ptr_array_add (self->set_rows, row);
    }

  gtk_stack_set_visible_child_name (self->stack, "start");
}

static void
carc_window_dispose (GObject *object)
{
  CarcWindow *self = CARC_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), CARC_TYPE_WINDOW);

  G_OBJECT_CLASS (carc_window_parent_class)->dispose (object);
}

static void
carc_window_finalize (GObject *object)
{
  CarcWindow *self = CARC_WINDOW (object);

  g_clear_object (&self->settings);
  g_clear_pointer (&self->set_rows, g_ptr_array_unref);

  G_OBJECT_CLASS (carc_window_parent_class)->finalize (object);
}

static void
carc_window_class_init (CarcWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = carc_window_dispose;
  object_class->finalize = carc_window_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, APP_RESOURCE_PATH "/carc-window.ui");
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, primary_menu_button);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, start_page);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, sets_group);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, error_page);
}

static void
carc_window_init (CarcWindow *self)
{
  g_autoptr(GError) error = NULL;
  CarcCatalogue *catalogue;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->set_rows = g_ptr_array_new ();

  self->settings = g_settings_new (APP_ID);
  g_settings_bind (self->settings, "window-width", self, "default-width", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-height", self, "default-height", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-maximized", self, "maximized", G_SETTINGS_BIND_DEFAULT);

  catalogue = carc_catalogue_get_default (&error);
  _carc_window_set_catalogue (self, catalogue, error);
}

CarcWindow *
carc_window_new (CarcApplication *application)
{
  g_return_val_if_fail (CARC_IS_APPLICATION (application), NULL);

  return g_object_new (CARC_TYPE_WINDOW,
                       "application", application,
                       NULL);
}
