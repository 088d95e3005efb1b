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
 * (the cell grid, the marked spots and the numbered choices as drawn);
 * the lists that make rows only for what is on screen (History's): their
 * items, the row widgets that exist and the first and last shown; the id
 * of the game the play page or the review shows.
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
#include "carc-figure-bar.h"
#include "carc-lazy-list.h"
#include "carc-play-page.h"
#include "carc-review-page.h"
#include "carc-spot-popover.h"
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

/* A rectangle at (@x, @y) in the window, as the test clicks it. */
static void
add_rect (JsonBuilder           *b,
          double                 x,
          double                 y,
          const graphene_rect_t *bounds)
{
  json_builder_set_member_name (b, "x");
  json_builder_add_double_value (b, x + bounds->origin.x);
  json_builder_set_member_name (b, "y");
  json_builder_add_double_value (b, y + bounds->origin.y);
  json_builder_set_member_name (b, "width");
  json_builder_add_double_value (b, bounds->size.width);
  json_builder_set_member_name (b, "height");
  json_builder_add_double_value (b, bounds->size.height);
}

/* A popover is a surface of its own, placed against the window's: where
 * its widgets lie is where it lies plus where they lie in it. FALSE when
 * it has no popup surface (not shown). */
static gboolean
popover_origin (GtkWidget *popover,
                double    *sx,
                double    *sy)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (popover));
  double px = 0, py = 0;

  if (surface == NULL || !GDK_IS_POPUP (surface))
    return FALSE;
  gtk_native_get_surface_transform (GTK_NATIVE (popover), &px, &py);
  *sx = gdk_popup_get_position_x (GDK_POPUP (surface)) + px;
  *sy = gdk_popup_get_position_y (GDK_POPUP (surface)) + py;
  return TRUE;
}

typedef gboolean (*WidgetMatch) (GtkWidget *widget,
                                 gpointer   data);

/* The first mapped widget under @widget (itself included) that @match
 * takes, in the order the widgets are drawn. The children of an unmapped
 * widget are not mapped either: they are not looked at. Every search of
 * the probe walks the widgets this way. */
static GtkWidget *
find_first (GtkWidget   *widget,
            WidgetMatch  match,
            gpointer     data)
{
  if (!gtk_widget_get_mapped (widget))
    return NULL;
  if (match (widget, data))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_first (child, match, data);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
is_of_type (GtkWidget *widget,
            gpointer   type)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, (GType) GPOINTER_TO_SIZE (type));
}

static GtkWidget *
find_mapped (GtkWidget *widget,
             GType      type)
{
  return find_first (widget, is_of_type, GSIZE_TO_POINTER (type));
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
      if (!popover_origin (widget, &sx, &sy))
        return;
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
      add_rect (b, sx, sy, &bounds);
      json_builder_end_object (b);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    add_widget (b, child, window, sx, sy, focus);
}

/* Is something on screen still moving (a page sliding in, a revealer
 * opening)? Then what the probe says may change by itself. */
static gboolean
is_moving_here (GtkWidget *widget,
                gpointer   data)
{
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
  return FALSE;
}

static gboolean
is_moving (GtkWidget *widget)
{
  return find_first (widget, is_moving_here, NULL) != NULL;
}

/* A numbered choice drawn on the board; @at (a feature choice: where its
 * feature lies on the board, as a record names it) or @id (a point
 * choice: the expansion's id of the place, a crown space's index) say
 * what it is, as a person sees it on the tile or the wheel. */
static void
add_point (JsonBuilder *b,
           guint        number,
           double       x,
           double       y,
           const char  *at,
           int          id)
{
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "number");
  json_builder_add_int_value (b, number);
  json_builder_set_member_name (b, "x");
  json_builder_add_double_value (b, x);
  json_builder_set_member_name (b, "y");
  json_builder_add_double_value (b, y);
  if (at != NULL)
    {
      json_builder_set_member_name (b, "at");
      json_builder_add_string_value (b, at);
    }
  if (id >= 0)
    {
      json_builder_set_member_name (b, "id");
      json_builder_add_int_value (b, id);
    }
  json_builder_end_object (b);
}

/* Where the feature of figure choice @index lies on the board ("N E"), or
 * NULL: the figure bar numbers the placed tile's features as the board does. */
static char *
choice_locations (GtkWidget *page,
                  guint      index)
{
  const CarcState *state = carc_play_page_get_state (CARC_PLAY_PAGE (page));
  CarcFigureBar *bar = CARC_FIGURE_BAR (carc_play_page_get_figure_bar (CARC_PLAY_PAGE (page)));
  guint features[CARC_MAX_TILE_FEATURES];
  guint n = carc_figure_bar_get_features (bar, features, G_N_ELEMENTS (features));
  const CarcPlacedTile *tile;
  const CarcTileType *type;

  if (state == NULL || index >= n || carc_state_get_phase (state) != CARC_PHASE_FIGURE
      || carc_state_get_current_tile (state) == CARC_NONE)
    return NULL;
  tile = &carc_state_get_tiles (state)[carc_state_get_current_tile (state)];
  type = carc_state_tile_type (state, tile);
  if (features[index] >= type->n_features)
    return NULL;
  return carc_loc_to_string (carc_loc_rotate (type->features[features[index]].locations, tile->rotation), ' ');
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
  double ox, oy, rx, ry, ts, x, y;
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  guint n_choices = 0;
  int cursor_x, cursor_y;
  int x0 = 0, x1 = -1, y0 = 0, y1 = -1;
  GtkWidget *page = gtk_widget_get_ancestor (widget, CARC_TYPE_PLAY_PAGE);

  if (!gtk_widget_compute_bounds (widget, window, &bounds))
    return;
  _carc_board_view_board_to_widget (board, 0, 0, &ox, &oy);
  _carc_board_view_board_to_widget (board, 1, 0, &rx, &ry);
  ts = rx - ox;
  /* the cells on screen, one more at each edge (none before the board
   * has a size) */
  if (ts > 1)
    {
      x0 = (int) floor (-ox / ts) - 1;
      x1 = (int) ceil ((width - ox) / ts);
      y0 = (int) floor (-oy / ts) - 1;
      y1 = (int) ceil ((height - oy) / ts);
    }

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
  for (int cy = y0; cy <= y1; cy++)
    for (int cx = x0; cx <= x1; cx++)
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
      g_autofree char *at = page != NULL ? choice_locations (page, n_choices) : NULL;

      add_point (b, n_choices + 1, x, y, at, -1);
      n_choices++;
    }
  for (guint i = 0; _carc_board_view_get_point_choice (board, i, &x, &y); i++)
    {
      guint id = 0;
      gboolean known = page != NULL && carc_play_page_get_point_choice (CARC_PLAY_PAGE (page), i, &id);

      add_point (b, n_choices + i + 1, x, y, NULL, known ? (int) id : -1);
    }
  json_builder_end_array (b);

  /* the words drawn on spots (their numbers while a tile is chosen),
   * "x,y" → text */
  json_builder_set_member_name (b, "labels");
  json_builder_begin_object (b);
  for (int cy = y0; cy <= y1; cy++)
    for (int cx = x0; cx <= x1; cx++)
      {
        const char *label = _carc_board_view_get_spot_label (board, cx, cy);

        if (label != NULL && *label)
          {
            g_autofree char *key = g_strdup_printf ("%d,%d", cx, cy);

            json_builder_set_member_name (b, key);
            json_builder_add_string_value (b, label);
          }
      }
  json_builder_end_object (b);
  json_builder_end_object (b);
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
      add_rect (b, sx, sy, &bounds);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

/* The tiles the spot popover offers, in the order shown: the tile and the
 * rotation each shows (a person sees both in its picture). */
static void
add_spot_tiles (JsonBuilder *b,
                GtkWidget   *window,
                double       sx,
                double       sy)
{
  GtkWidget *popover = find_mapped (window, CARC_TYPE_SPOT_POPOVER);
  GtkWidget *page = find_mapped (window, CARC_TYPE_PLAY_PAGE);
  const CarcState *state = page != NULL ? carc_play_page_get_state (CARC_PLAY_PAGE (page)) : NULL;
  CarcSpotPopover *spot = popover != NULL ? CARC_SPOT_POPOVER (popover) : NULL;

  if (spot == NULL || state == NULL || !popover_origin (popover, &sx, &sy))
    return;
  json_builder_set_member_name (b, "spot_tiles");
  json_builder_begin_array (b);
  for (guint i = 0; i < carc_spot_popover_get_n_items (spot); i++)
    {
      GtkWidget *child = carc_spot_popover_get_item_widget (spot, i);
      guint type_index, rotation;
      const CarcTileType *type;
      graphene_rect_t bounds;

      if (child == NULL || !carc_spot_popover_get_item (spot, i, &type_index, &rotation)
          || (type = carc_catalogue_get_type (carc_state_get_catalogue (state), type_index)) == NULL
          || !gtk_widget_compute_bounds (child, popover, &bounds))
        continue;
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "tile");
      json_builder_add_string_value (b, type->id);
      json_builder_set_member_name (b, "rotation");
      json_builder_add_int_value (b, rotation * 90);
      add_rect (b, sx, sy, &bounds);
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

static gboolean
collect_lazy_list (GtkWidget *widget,
                   gpointer   lists)
{
  if (CARC_IS_LAZY_LIST (widget))
    g_ptr_array_add (lists, widget);
  /* never taken: every list is wanted */
  return FALSE;
}

/* The lists that make rows only for the items on screen (History's): how
 * many items, how many row widgets exist (its children, on screen or kept
 * for reuse: bounded by its viewport, not by its items), the positions of
 * the first and the last shown (-1 for none), the focused row's, and the
 * viewport it shows in (the scrolled window around it). */
static void
add_lists (JsonBuilder *b,
           GtkWidget   *window,
           double       sx,
           double       sy)
{
  g_autoptr(GPtrArray) lists = g_ptr_array_new ();

  find_first (window, collect_lazy_list, lists);
  json_builder_set_member_name (b, "lists");
  json_builder_begin_array (b);
  for (guint i = 0; i < lists->len; i++)
    {
      CarcLazyList *list = lists->pdata[i];
      GListModel *model = carc_lazy_list_get_model (list);
      GtkWidget *viewport = gtk_widget_get_ancestor (GTK_WIDGET (list), GTK_TYPE_SCROLLED_WINDOW);
      graphene_rect_t bounds;
      guint first = 0, last = 0, rows = 0;
      gboolean shown = carc_lazy_list_get_shown (list, &first, &last);

      for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (list)); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        rows++;
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "items");
      json_builder_add_int_value (b, model != NULL ? g_list_model_get_n_items (model) : 0);
      json_builder_set_member_name (b, "rows");
      json_builder_add_int_value (b, rows);
      json_builder_set_member_name (b, "first");
      json_builder_add_int_value (b, shown ? (gint64) first : -1);
      json_builder_set_member_name (b, "last");
      json_builder_add_int_value (b, shown ? (gint64) last : -1);
      json_builder_set_member_name (b, "cursor");
      json_builder_add_int_value (b, carc_lazy_list_get_cursor (list));
      if (viewport != NULL && gtk_widget_compute_bounds (viewport, window, &bounds))
        {
          json_builder_set_member_name (b, "viewport");
          json_builder_begin_object (b);
          add_rect (b, sx, sy, &bounds);
          json_builder_end_object (b);
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

/* The id of the game the play page plays or the review shows (a person
 * knows it by its players and its board). */
static void
add_game (JsonBuilder *b,
          GtkWidget   *window)
{
  GtkWidget *play = find_mapped (window, CARC_TYPE_PLAY_PAGE);
  GtkWidget *review = play == NULL ? find_mapped (window, CARC_TYPE_REVIEW_PAGE) : NULL;
  CarcGameSession *session = play != NULL ? carc_play_page_get_session (CARC_PLAY_PAGE (play)) : NULL;
  const CarcGame *game = session != NULL ? carc_game_session_get_game (session)
                         : review != NULL ? carc_review_page_get_game (CARC_REVIEW_PAGE (review)) : NULL;

  if (game == NULL || carc_game_get_id (game) == NULL)
    return;
  json_builder_set_member_name (b, "game");
  json_builder_add_string_value (b, carc_game_get_id (game));
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
      board = find_mapped (GTK_WIDGET (window), CARC_TYPE_BOARD_VIEW);
      if (board != NULL)
        add_board (b, board, GTK_WIDGET (window), sx, sy);
      add_picker (b, GTK_WIDGET (window), sx, sy);
      add_spot_tiles (b, GTK_WIDGET (window), sx, sy);
      add_ghost (b, GTK_WIDGET (window));
      add_lists (b, GTK_WIDGET (window), sx, sy);
      add_game (b, GTK_WIDGET (window));
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
