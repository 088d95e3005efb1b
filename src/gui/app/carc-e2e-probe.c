/* carc-e2e-probe.c: where things are on screen, for the end-to-end test
 *
 * The end-to-end test (tests/e2e/) drives the real window with real X
 * pointer and key events; to know where to click it asks this probe, which
 * exists only when the environment variable CARC_E2E_PROBE names a folder.
 * The app then writes its pid to FOLDER/pid, and on each SIGUSR1 it writes
 * FOLDER/widgets.json: the active window's size, the page shown, the
 * widget that has the keyboard focus, every widget on screen (its type,
 * buildable id, visible text, tooltip, action, sensitivity, focus, CSS
 * classes and rectangle in the window's surface) and the board's geometry
 * (the cell grid, the marked spots and the numbered choices as drawn).
 * "serial" repeats the number the test last wrote to FOLDER/request.
 *
 * The probe only reads: it never activates, focuses or changes anything.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "carc-e2e-probe.h"

#include <adwaita.h>
#include <glib-unix.h>
#include <json-glib/json-glib.h>
#include <signal.h>
#include <unistd.h>

#include "carc-board-view-private.h"
#include "carc-catalogue.h"
#include "carc-expansion-ui.h"
#include "carc-play-page.h"
#include "carc-tile-picker.h"
#include "carc-window-private.h"

/* A label as a person reads it: mnemonic underscores removed. */
static char *
visible_text (const char *text,
              gboolean    use_underline)
{
  GString *out;

  if (text == NULL)
    return g_strdup ("");
  if (!use_underline)
    return g_strdup (text);
  out = g_string_new (NULL);
  for (const char *p = text; *p; p++)
    {
      if (*p == '_')
        {
          if (p[1] == '_')
            {
              g_string_append_c (out, '_');
              p++;
            }
          continue;
        }
      g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

static char *
widget_text (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget))
    return g_strdup (gtk_label_get_text (GTK_LABEL (widget)));
  if (ADW_IS_BUTTON_CONTENT (widget))
    return visible_text (adw_button_content_get_label (ADW_BUTTON_CONTENT (widget)),
                         adw_button_content_get_use_underline (ADW_BUTTON_CONTENT (widget)));
  if (ADW_IS_WINDOW_TITLE (widget))
    return g_strdup (adw_window_title_get_title (ADW_WINDOW_TITLE (widget)));
  if (ADW_IS_PREFERENCES_ROW (widget))
    return g_strdup (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)));
  if (GTK_IS_BUTTON (widget))
    {
      GtkWidget *child = gtk_button_get_child (GTK_BUTTON (widget));

      if (gtk_button_get_label (GTK_BUTTON (widget)) != NULL)
        return visible_text (gtk_button_get_label (GTK_BUTTON (widget)),
                             gtk_button_get_use_underline (GTK_BUTTON (widget)));
      if (child != NULL && (GTK_IS_LABEL (child) || ADW_IS_BUTTON_CONTENT (child)))
        return widget_text (child);
      return g_strdup ("");
    }
  if (GTK_IS_EDITABLE (widget) && !GTK_IS_TEXT (widget))
    return g_strdup (gtk_editable_get_text (GTK_EDITABLE (widget)));
  return g_strdup ("");
}

static const char *
widget_id (GtkWidget *widget)
{
  const char *id = gtk_buildable_get_buildable_id (GTK_BUILDABLE (widget));

  if (id == NULL || id[0] == '\0')
    id = gtk_widget_get_name (widget);
  /* the default name is the type's */
  if (id != NULL && g_str_equal (id, G_OBJECT_TYPE_NAME (widget)))
    id = NULL;
  return id != NULL ? id : "";
}

static char *
describe (GtkWidget *widget)
{
  g_autofree char *text = NULL;

  if (widget == NULL)
    return g_strdup ("");
  text = widget_text (widget);
  if (GTK_IS_FLOW_BOX_CHILD (widget))
    return g_strdup_printf ("%s#%d", G_OBJECT_TYPE_NAME (widget), gtk_flow_box_child_get_index (GTK_FLOW_BOX_CHILD (widget)));
  return g_strdup_printf ("%s#%s \"%s\"", G_OBJECT_TYPE_NAME (widget), widget_id (widget), text);
}

static void
add_widget (JsonBuilder *b,
            GtkWidget   *widget,
            GtkWidget   *window,
            double       sx,
            double       sy,
            GtkWidget   *focus)
{
  graphene_rect_t bounds;
  g_autofree char *text = NULL;
  const char *action = NULL;
  char **classes;

  if (!gtk_widget_get_mapped (widget) || !gtk_widget_get_child_visible (widget))
    return;
  if (GTK_IS_POPOVER (widget) && widget != window)
    {
      /* a popover is a surface of its own, placed against the window's:
       * its widgets are where it lies plus where they lie in it */
      GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (widget));
      double px = 0, py = 0;

      if (surface == NULL || !GDK_IS_POPUP (surface))
        return;
      gtk_native_get_surface_transform (GTK_NATIVE (widget), &px, &py);
      sx = gdk_popup_get_position_x (GDK_POPUP (surface)) + px;
      sy = gdk_popup_get_position_y (GDK_POPUP (surface)) + py;
      window = widget;
    }
  if (gtk_widget_compute_bounds (widget, window, &bounds) && bounds.size.width > 0 && bounds.size.height > 0)
    {
      text = widget_text (widget);
      if (GTK_IS_ACTIONABLE (widget))
        action = gtk_actionable_get_action_name (GTK_ACTIONABLE (widget));
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "type");
      json_builder_add_string_value (b, G_OBJECT_TYPE_NAME (widget));
      json_builder_set_member_name (b, "id");
      json_builder_add_string_value (b, widget_id (widget));
      json_builder_set_member_name (b, "label");
      json_builder_add_string_value (b, text);
      json_builder_set_member_name (b, "tooltip");
      json_builder_add_string_value (b, gtk_widget_get_tooltip_text (widget) ? gtk_widget_get_tooltip_text (widget) : "");
      json_builder_set_member_name (b, "action");
      json_builder_add_string_value (b, action ? action : "");
      json_builder_set_member_name (b, "sensitive");
      json_builder_add_boolean_value (b, gtk_widget_is_sensitive (widget));
      json_builder_set_member_name (b, "focus");
      json_builder_add_boolean_value (b, widget == focus);
      json_builder_set_member_name (b, "active");
      json_builder_add_boolean_value (b, (GTK_IS_TOGGLE_BUTTON (widget)
                                          && gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (widget)))
                                         || (GTK_IS_SWITCH (widget) && gtk_switch_get_active (GTK_SWITCH (widget)))
                                         || (GTK_IS_CHECK_BUTTON (widget)
                                             && gtk_check_button_get_active (GTK_CHECK_BUTTON (widget))));
      json_builder_set_member_name (b, "css");
      json_builder_begin_array (b);
      classes = gtk_widget_get_css_classes (widget);
      for (guint i = 0; classes[i] != NULL; i++)
        json_builder_add_string_value (b, classes[i]);
      g_strfreev (classes);
      json_builder_end_array (b);
      json_builder_set_member_name (b, "x");
      json_builder_add_double_value (b, sx + bounds.origin.x);
      json_builder_set_member_name (b, "y");
      json_builder_add_double_value (b, sy + bounds.origin.y);
      json_builder_set_member_name (b, "width");
      json_builder_add_double_value (b, bounds.size.width);
      json_builder_set_member_name (b, "height");
      json_builder_add_double_value (b, bounds.size.height);
      json_builder_end_object (b);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    add_widget (b, child, window, sx, sy, focus);
}

/* Is something on screen still moving (a page sliding in, a revealer
 * opening)? Then what the probe says may change by itself. */
static gboolean
is_moving (GtkWidget *widget)
{
  if (!gtk_widget_get_mapped (widget))
    return FALSE;
  if (GTK_IS_STACK (widget) && gtk_stack_get_transition_running (GTK_STACK (widget)))
    return TRUE;
  if (GTK_IS_REVEALER (widget)
      && gtk_revealer_get_child_revealed (GTK_REVEALER (widget)) != gtk_revealer_get_reveal_child (GTK_REVEALER (widget)))
    return TRUE;
  if (ADW_IS_LEAFLET (widget) && adw_leaflet_get_child_transition_running (ADW_LEAFLET (widget)))
    return TRUE;
  if (ADW_IS_FLAP (widget))
    {
      double progress = adw_flap_get_reveal_progress (ADW_FLAP (widget));
      if (progress > 0 && progress < 1)
        return TRUE;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (is_moving (child))
      return TRUE;
  return FALSE;
}

static GtkWidget *
find_board (GtkWidget *widget)
{
  if (CARC_IS_BOARD_VIEW (widget) && gtk_widget_get_mapped (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_board (child);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
add_point (JsonBuilder *b,
           guint        number,
           double       x,
           double       y)
{
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "number");
  json_builder_add_int_value (b, number);
  json_builder_set_member_name (b, "x");
  json_builder_add_double_value (b, x);
  json_builder_set_member_name (b, "y");
  json_builder_add_double_value (b, y);
  json_builder_end_object (b);
}

static void
add_board (JsonBuilder *b,
           GtkWidget   *widget,
           GtkWidget   *window,
           double       sx,
           double       sy)
{
  CarcBoardView *board = CARC_BOARD_VIEW (widget);
  graphene_rect_t bounds;
  double ox, oy, x1, y1, ts, x, y;
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  guint n_choices = 0;
  int cursor_x, cursor_y;

  if (!gtk_widget_compute_bounds (widget, window, &bounds))
    return;
  _carc_board_view_board_to_widget (board, 0, 0, &ox, &oy);
  _carc_board_view_board_to_widget (board, 1, 0, &x1, &y1);
  ts = x1 - ox;

  json_builder_set_member_name (b, "board");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "x");
  json_builder_add_double_value (b, sx + bounds.origin.x);
  json_builder_set_member_name (b, "y");
  json_builder_add_double_value (b, sy + bounds.origin.y);
  json_builder_set_member_name (b, "width");
  json_builder_add_int_value (b, width);
  json_builder_set_member_name (b, "height");
  json_builder_add_int_value (b, height);
  json_builder_set_member_name (b, "origin_x");
  json_builder_add_double_value (b, ox);
  json_builder_set_member_name (b, "origin_y");
  json_builder_add_double_value (b, oy);
  json_builder_set_member_name (b, "tile_size");
  json_builder_add_double_value (b, ts);
  json_builder_set_member_name (b, "focus");
  json_builder_add_boolean_value (b, gtk_widget_has_focus (widget));
  carc_board_view_get_cursor (board, &cursor_x, &cursor_y);
  json_builder_set_member_name (b, "cursor");
  json_builder_begin_array (b);
  json_builder_add_int_value (b, cursor_x);
  json_builder_add_int_value (b, cursor_y);
  json_builder_end_array (b);

  /* the marked spots among the cells on screen */
  json_builder_set_member_name (b, "spots");
  json_builder_begin_array (b);
  if (ts > 1)
    for (int cy = (int) floor (-oy / ts) - 1; cy <= (int) ceil ((height - oy) / ts); cy++)
      for (int cx = (int) floor (-ox / ts) - 1; cx <= (int) ceil ((width - ox) / ts); cx++)
        if (_carc_board_view_has_spot (board, cx, cy))
          {
            json_builder_begin_array (b);
            json_builder_add_int_value (b, cx);
            json_builder_add_int_value (b, cy);
            json_builder_end_array (b);
          }
  json_builder_end_array (b);

  /* the numbered choices as drawn: the features' first, then the points */
  json_builder_set_member_name (b, "choices");
  json_builder_begin_array (b);
  while (_carc_board_view_get_choice_point (board, n_choices, &x, &y))
    {
      add_point (b, n_choices + 1, x, y);
      n_choices++;
    }
  for (guint i = 0; _carc_board_view_get_point_choice (board, i, &x, &y); i++)
    add_point (b, n_choices + i + 1, x, y);
  json_builder_end_array (b);
  json_builder_end_object (b);
}

static GtkWidget *
find_mapped (GtkWidget *widget,
             GType      type)
{
  if (!gtk_widget_get_mapped (widget))
    return NULL;
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_mapped (child, type);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The picker's thumbnails, in the order shown, with the tile each shows
 * (a person knows it by its picture; the test by its id). */
static void
add_picker (JsonBuilder *b,
            GtkWidget   *window,
            double       sx,
            double       sy)
{
  GtkWidget *picker = find_mapped (window, CARC_TYPE_TILE_PICKER);
  GtkWidget *page = find_mapped (window, CARC_TYPE_PLAY_PAGE);
  GtkWidget *flow = picker != NULL ? find_mapped (picker, GTK_TYPE_FLOW_BOX) : NULL;
  const CarcState *state = page != NULL ? carc_play_page_get_state (CARC_PLAY_PAGE (page)) : NULL;
  guint n;

  if (flow == NULL || state == NULL)
    return;
  n = carc_tile_picker_get_n_shown (CARC_TILE_PICKER (picker));
  json_builder_set_member_name (b, "picker");
  json_builder_begin_array (b);
  for (guint i = 0; i < n; i++)
    {
      GtkFlowBoxChild *child = gtk_flow_box_get_child_at_index (GTK_FLOW_BOX (flow), (int) i);
      const CarcTileType *type = carc_catalogue_get_type (carc_state_get_catalogue (state),
                                                          carc_tile_picker_get_shown (CARC_TILE_PICKER (picker), i));
      graphene_rect_t bounds;

      if (child == NULL || type == NULL || !gtk_widget_compute_bounds (GTK_WIDGET (child), window, &bounds))
        continue;
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "tile");
      json_builder_add_string_value (b, type->id);
      json_builder_set_member_name (b, "number");
      json_builder_add_int_value (b, carc_tile_picker_get_number (CARC_TILE_PICKER (picker), i) + 1);
      json_builder_set_member_name (b, "x");
      json_builder_add_double_value (b, sx + bounds.origin.x);
      json_builder_set_member_name (b, "y");
      json_builder_add_double_value (b, sy + bounds.origin.y);
      json_builder_set_member_name (b, "width");
      json_builder_add_double_value (b, bounds.size.width);
      json_builder_set_member_name (b, "height");
      json_builder_add_double_value (b, bounds.size.height);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

/* The tile being placed as the board shows it: where, how it is turned. */
static void
add_ghost (JsonBuilder *b,
           GtkWidget   *window)
{
  GtkWidget *page = find_mapped (window, CARC_TYPE_PLAY_PAGE);
  const CarcState *state = page != NULL ? carc_play_page_get_state (CARC_PLAY_PAGE (page)) : NULL;
  const CarcTileType *type;
  int x, y, tile;
  guint rotation;
  gboolean legal;

  if (state == NULL)
    return;
  tile = carc_play_page_get_ghost (CARC_PLAY_PAGE (page), &x, &y, &rotation, &legal);
  type = tile >= 0 ? carc_catalogue_get_type (carc_state_get_catalogue (state), (guint) tile) : NULL;
  if (type == NULL)
    return;
  json_builder_set_member_name (b, "ghost");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "tile");
  json_builder_add_string_value (b, type->id);
  json_builder_set_member_name (b, "x");
  json_builder_add_int_value (b, x);
  json_builder_set_member_name (b, "y");
  json_builder_add_int_value (b, y);
  json_builder_set_member_name (b, "rotation");
  json_builder_add_int_value (b, rotation * 90);
  json_builder_set_member_name (b, "legal");
  json_builder_add_boolean_value (b, legal);
  json_builder_end_object (b);
}

static char *probe_dir;

static gboolean
probe_cb (gpointer data)
{
  GApplication *app = data;
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *request_path = g_build_filename (probe_dir, "request", NULL);
  g_autofree char *request = NULL;
  g_autofree char *json = NULL;
  g_autofree char *path = g_build_filename (probe_dir, "widgets.json", NULL);
  g_autofree char *focus_text = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *focus = NULL;
  double sx = 0, sy = 0;

  g_file_get_contents (request_path, &request, NULL, NULL);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "serial");
  json_builder_add_int_value (b, request != NULL ? g_ascii_strtoll (request, NULL, 10) : 0);
  if (window != NULL)
    {
      GtkWidget *board;

      focus = gtk_root_get_focus (GTK_ROOT (window));
      gtk_native_get_surface_transform (GTK_NATIVE (window), &sx, &sy);
      focus_text = describe (focus);
      json_builder_set_member_name (b, "active");
      json_builder_add_boolean_value (b, gtk_window_is_active (window));
      json_builder_set_member_name (b, "focus");
      json_builder_add_string_value (b, focus_text);
      json_builder_set_member_name (b, "settled");
      json_builder_add_boolean_value (b, !is_moving (GTK_WIDGET (window)));
      json_builder_set_member_name (b, "page");
      json_builder_add_string_value (b, CARC_IS_WINDOW (window) && _carc_window_get_page_name (CARC_WINDOW (window))
                                        ? _carc_window_get_page_name (CARC_WINDOW (window)) : "");
      json_builder_set_member_name (b, "window");
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "type");
      json_builder_add_string_value (b, G_OBJECT_TYPE_NAME (window));
      json_builder_set_member_name (b, "width");
      json_builder_add_int_value (b, gtk_widget_get_width (GTK_WIDGET (window)));
      json_builder_set_member_name (b, "height");
      json_builder_add_int_value (b, gtk_widget_get_height (GTK_WIDGET (window)));
      json_builder_end_object (b);
      json_builder_set_member_name (b, "widgets");
      json_builder_begin_array (b);
      add_widget (b, GTK_WIDGET (window), GTK_WIDGET (window), sx, sy, focus);
      json_builder_end_array (b);
      board = find_board (GTK_WIDGET (window));
      if (board != NULL)
        add_board (b, board, GTK_WIDGET (window), sx, sy);
      add_picker (b, GTK_WIDGET (window), sx, sy);
      add_ghost (b, GTK_WIDGET (window));
    }
  json_builder_end_object (b);

  root = json_builder_get_root (b);
  json_generator_set_root (gen, root);
  json = json_generator_to_data (gen, NULL);
  if (!g_file_set_contents (path, json, -1, &error))
    g_warning ("e2e probe: %s", error->message);
  return G_SOURCE_CONTINUE;
}

void
carc_e2e_probe_install (GApplication *app)
{
  const char *dir = g_getenv ("CARC_E2E_PROBE");
  g_autofree char *pid_path = NULL;
  g_autofree char *pid = NULL;

  if (dir == NULL || dir[0] == '\0' || probe_dir != NULL)
    return;
  probe_dir = g_strdup (dir);
  g_mkdir_with_parents (probe_dir, 0700);
  g_unix_signal_add (SIGUSR1, probe_cb, app);
  pid_path = g_build_filename (probe_dir, "pid", NULL);
  pid = g_strdup_printf ("%d\n", (int) getpid ());
  g_file_set_contents (pid_path, pid, -1, NULL);
}
