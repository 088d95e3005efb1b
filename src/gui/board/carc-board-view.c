/* carc-board-view.c: the board, drawn from a game state
 *
 * The widget and its view: where a board point lies on the widget, zoom
 * and pan, the keyboard cursor; its size, class and instance. The frame is
 * carc-board-view-draw.c, clicks, gestures, keys and hover are
 * carc-board-view-input.c, what the play sets (and following it) is
 * carc-board-view-play.c; they share carc-board-view-internal.h.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <stdlib.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "carc-board-view-internal.h"
#include "carc-expansion-ui.h"

#define DEFAULT_TILE_SIZE 72.0

static const double zoom_steps[] = {
  12, 16, 20, 24, 28, 32, 40, 48, 56, 64, 72, 80, 96, 112, 128, 144, 160, 192, 224, 256, 320,
};

G_DEFINE_FINAL_TYPE (CarcBoardView, carc_board_view, GTK_TYPE_WIDGET)

guint signals[N_SIGNALS];

/* ---- geometry ---- */

double
effective_tile_size (CarcBoardView *self)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));

  /* at rest a tile is a whole number of device pixels: crisp textures */
  if (self->zooming)
    return self->tile_size;
  return MAX (1.0, round (self->tile_size * scale)) / scale;
}

void
view_origin (CarcBoardView *self,
             double        *ox,
             double        *oy)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  double ts = effective_tile_size (self);

  *ox = round ((self->width / 2.0 - self->centre_x * ts) * scale) / scale;
  *oy = round ((self->height / 2.0 - self->centre_y * ts) * scale) / scale;
}

void
_carc_board_view_board_to_widget (CarcBoardView *self,
                                  double         bx,
                                  double         by,
                                  double        *wx,
                                  double        *wy)
{
  double ox, oy, ts = effective_tile_size (self);

  view_origin (self, &ox, &oy);
  *wx = ox + bx * ts;
  *wy = oy + by * ts;
}

void
widget_to_board (CarcBoardView *self,
                 double         wx,
                 double         wy,
                 double        *bx,
                 double        *by)
{
  double ox, oy, ts = effective_tile_size (self);

  view_origin (self, &ox, &oy);
  *bx = (wx - ox) / ts;
  *by = (wy - oy) / ts;
}

const CarcPlacedTile *
tile_at (CarcBoardView *self,
         int            x,
         int            y)
{
  if (self->state == NULL)
    return NULL;
  return carc_state_tile_at (self->state, x, y);
}

gboolean
is_spot (CarcBoardView *self,
         int            x,
         int            y)
{
  for (guint i = 0; i < self->spots->len; i++)
    {
      const CarcPlacement *p = &g_array_index (self->spots, CarcPlacement, i);
      if (p->x == x && p->y == y)
        return TRUE;
    }
  return FALSE;
}

/* The tile the figure choices belong to: the one just placed. */
const CarcPlacedTile *
current_tile (CarcBoardView *self)
{
  if (self->state == NULL || carc_state_get_n_tiles (self->state) == 0)
    return NULL;
  if (carc_state_get_current_tile (self->state) < carc_state_get_n_tiles (self->state))
    return &carc_state_get_tiles (self->state)[carc_state_get_current_tile (self->state)];
  return &carc_state_get_tiles (self->state)[carc_state_get_n_tiles (self->state) - 1];
}

const CarcTileType *
tile_type (CarcBoardView        *self,
           const CarcPlacedTile *tile)
{
  return carc_state_tile_type (self->state, tile);
}

/* ---- zoom and pan ---- */

void
set_tile_size_at (CarcBoardView *self,
                  double         size,
                  double         wx,
                  double         wy)
{
  double bx, by;

  size = CLAMP (size, MIN_TILE_SIZE, MAX_TILE_SIZE);
  if (size == self->tile_size)
    return;
  /* keep the board point under (wx, wy) where it is */
  bx = self->centre_x + (wx - self->width / 2.0) / self->tile_size;
  by = self->centre_y + (wy - self->height / 2.0) / self->tile_size;
  self->tile_size = size;
  self->centre_x = bx - (wx - self->width / 2.0) / size;
  self->centre_y = by - (wy - self->height / 2.0) / size;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
zoom_step (CarcBoardView *self,
           int            direction,
           double         wx,
           double         wy)
{
  double size = self->tile_size;

  if (direction > 0)
    {
      for (guint i = 0; i < G_N_ELEMENTS (zoom_steps); i++)
        if (zoom_steps[i] > self->tile_size + 0.5)
          {
            size = zoom_steps[i];
            break;
          }
    }
  else
    {
      for (guint i = G_N_ELEMENTS (zoom_steps); i-- > 0;)
        if (zoom_steps[i] < self->tile_size - 0.5)
          {
            size = zoom_steps[i];
            break;
          }
    }
  set_tile_size_at (self, size, wx, wy);
}

/* The covered strip at the left edge, unless the board is too narrow to
 * keep anything clear of it. */
int
visible_inset (CarcBoardView *self)
{
  return self->width >= 3 * self->inset_start ? self->inset_start : 0;
}

static void
do_zoom_to_fit (CarcBoardView *self)
{
  int min_x = 0, min_y = 0, max_x = 0, max_y = 0;
  double cols, rows, size;

  if (self->state && carc_state_get_n_tiles (self->state) > 0)
    carc_state_get_bounds (self->state, &min_x, &min_y, &max_x, &max_y);
  for (guint i = 0; i < self->spots->len; i++)
    {
      const CarcPlacement *p = &g_array_index (self->spots, CarcPlacement, i);
      min_x = MIN (min_x, p->x);
      min_y = MIN (min_y, p->y);
      max_x = MAX (max_x, p->x);
      max_y = MAX (max_y, p->y);
    }
  /* room for one ring of empty spots around the tiles, clear of the
   * strip at the left edge that the zoom buttons cover */
  cols = max_x - min_x + 1 + (self->spots->len ? 0.5 : 2);
  rows = max_y - min_y + 1 + (self->spots->len ? 0.5 : 2);
  size = floor (MIN ((self->width - visible_inset (self)) / cols, self->height / rows));
  self->tile_size = CLAMP (size, MIN_TILE_SIZE, MAX (MIN_TILE_SIZE, MIN (size, 160)));
  /* the middle of the board at the middle of the uncovered part */
  self->centre_x = (min_x + max_x + 1) / 2.0 - visible_inset (self) / 2.0 / self->tile_size;
  self->centre_y = (min_y + max_y + 1) / 2.0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
ensure_cursor_visible (CarcBoardView *self)
{
  double ts = effective_tile_size (self), wx, wy;

  if (self->width <= 0 || self->height <= 0)
    return;
  _carc_board_view_board_to_widget (self, self->cursor_x, self->cursor_y, &wx, &wy);
  if (wx < visible_inset (self))
    self->centre_x -= (visible_inset (self) - wx) / ts + 0.5;
  else if (wx + ts > self->width)
    self->centre_x += (wx + ts - self->width) / ts + 0.5;
  if (wy < 0)
    self->centre_y -= (-wy) / ts + 0.5;
  else if (wy + ts > self->height)
    self->centre_y += (wy + ts - self->height) / ts + 0.5;
}

void
move_cursor (CarcBoardView *self,
             int            x,
             int            y,
             gboolean       scroll)
{
  if (x == self->cursor_x && y == self->cursor_y)
    return;
  self->cursor_x = x;
  self->cursor_y = y;
  if (scroll)
    ensure_cursor_visible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[CURSOR_MOVED], 0, x, y);
}

static void
dark_changed_cb (AdwStyleManager *manager,
                 GParamSpec      *pspec,
                 CarcBoardView   *self)
{
  self->dark = adw_style_manager_get_dark (manager);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- GtkWidget ---- */

static void
carc_board_view_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  *minimum = 120;
  /* as wide as a phone: wider is the window's to give (it expands) */
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 320 : 480;
}

static void
carc_board_view_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  CarcBoardView *self = CARC_BOARD_VIEW (widget);

  self->width = width;
  self->height = height;
  if (self->fit_pending && width > 0 && height > 0)
    {
      self->fit_pending = FALSE;
      do_zoom_to_fit (self);
    }
  if (self->follow_pending && width > 0 && height > 0)
    {
      self->follow_pending = FALSE;
      do_follow (self, self->follow_top, self->follow_bottom);
    }
}

static void
carc_board_view_dispose (GObject *object)
{
  CarcBoardView *self = CARC_BOARD_VIEW (object);

  g_clear_handle_id (&self->refresh_id, g_source_remove);
  if (self->style_manager)
    {
      g_signal_handlers_disconnect_by_func (self->style_manager, dark_changed_cb, self);
      self->style_manager = NULL;
    }
  self->state = NULL;
  g_clear_pointer (&self->catalogue, carc_catalogue_unref);
  g_clear_pointer (&self->spot_labels, g_hash_table_unref);
  g_clear_pointer (&self->spot_tooltips, g_hash_table_unref);

  G_OBJECT_CLASS (carc_board_view_parent_class)->dispose (object);
}

static void
carc_board_view_finalize (GObject *object)
{
  CarcBoardView *self = CARC_BOARD_VIEW (object);

  g_clear_pointer (&self->spots, g_array_unref);
  if (self->figure_badges != NULL)
    g_string_free (self->figure_badges, TRUE);
  self->figure_badges = NULL;
  g_clear_pointer (&self->choices, g_array_unref);
  g_clear_pointer (&self->points, g_array_unref);
  g_clear_pointer (&self->marks, g_array_unref);
  g_clear_pointer (&self->mark_textures, g_hash_table_unref);
  if (self->marks_drawn != NULL)
    g_string_free (self->marks_drawn, TRUE);
  self->marks_drawn = NULL;
  g_clear_pointer (&self->hover_parts, g_array_unref);
  g_clear_pointer (&self->tile_textures, g_hash_table_unref);
  g_clear_pointer (&self->figure_textures, g_hash_table_unref);
  g_clear_pointer (&self->overlay_textures, g_hash_table_unref);
  g_clear_pointer (&self->field_owners, g_hash_table_unref);
  g_clear_pointer (&self->layouts, g_hash_table_unref);

  G_OBJECT_CLASS (carc_board_view_parent_class)->finalize (object);
}

static void
carc_board_view_class_init (CarcBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = carc_board_view_dispose;
  object_class->finalize = carc_board_view_finalize;

  widget_class->snapshot = carc_board_view_snapshot;
  widget_class->measure = carc_board_view_measure;
  widget_class->size_allocate = carc_board_view_size_allocate;
  widget_class->query_tooltip = carc_board_view_query_tooltip;

  signals[SPOT_ACTIVATED] =
    g_signal_new ("spot-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  signals[FEATURE_ACTIVATED] =
    g_signal_new ("feature-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[TILE_ACTIVATED] =
    g_signal_new ("tile-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  signals[CURSOR_MOVED] =
    g_signal_new ("cursor-moved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  /* a click on an empty cell that is not a marked spot */
  signals[EMPTY_ACTIVATED] =
    g_signal_new ("empty-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  /* a figure choice off the features clicked, or its number typed */
  signals[POINT_ACTIVATED] =
    g_signal_new ("point-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_css_name (widget_class, "carc-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
carc_board_view_init (CarcBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);

  self->spots = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));
  self->figure_badges = g_string_new (NULL);
  self->choices = g_array_new (FALSE, FALSE, sizeof (guint));
  self->points = g_array_new (FALSE, FALSE, sizeof (graphene_point_t));
  self->marks = g_array_new (FALSE, FALSE, sizeof (CarcUiBoardMark));
  self->marks_drawn = g_string_new (NULL);
  self->mark_textures = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  self->hover_parts = g_array_new (FALSE, FALSE, sizeof (CarcFeaturePart));
  self->tile_textures = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);
  self->figure_textures = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_object_unref);
  self->overlay_textures = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);
  self->field_owners = g_hash_table_new (NULL, NULL);
  self->layouts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  self->ghost_type = -1;
  self->hover_root = CARC_NONE;
  self->pinned_node = CARC_NONE;
  self->tile_size = DEFAULT_TILE_SIZE;
  self->centre_x = 0.5;
  self->centre_y = 0.5;

  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_focus_on_click (widget, TRUE);
  gtk_widget_set_overflow (widget, GTK_OVERFLOW_HIDDEN);
  gtk_widget_set_has_tooltip (widget, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board"),
                                  -1);

  _carc_board_view_add_controllers (self);

  self->style_manager = adw_style_manager_get_default ();
  self->dark = adw_style_manager_get_dark (self->style_manager);
  self->cache_dark = self->dark;
  g_signal_connect (self->style_manager, "notify::dark", G_CALLBACK (dark_changed_cb), self);
}

/* ---- public API ---- */

GtkWidget *
carc_board_view_new (void)
{
  return g_object_new (CARC_TYPE_BOARD_VIEW, NULL);
}

void
carc_board_view_set_cursor (CarcBoardView *self,
                            int            x,
                            int            y)
{
  g_return_if_fail (CARC_IS_BOARD_VIEW (self));

  move_cursor (self, x, y, TRUE);
}

void
carc_board_view_get_cursor (CarcBoardView *self,
                            int           *x,
                            int           *y)
{
  g_return_if_fail (CARC_IS_BOARD_VIEW (self));

  if (x)
    *x = self->cursor_x;
  if (y)
    *y = self->cursor_y;
}

void
carc_board_view_zoom_in (CarcBoardView *self)
{
  g_return_if_fail (CARC_IS_BOARD_VIEW (self));

  zoom_step (self, 1, self->width / 2.0, self->height / 2.0);
}

void
carc_board_view_zoom_out (CarcBoardView *self)
{
  g_return_if_fail (CARC_IS_BOARD_VIEW (self));

  zoom_step (self, -1, self->width / 2.0, self->height / 2.0);
}

void
carc_board_view_zoom_to_fit (CarcBoardView *self)
{
  g_return_if_fail (CARC_IS_BOARD_VIEW (self));

  /* before the first allocation there is nothing to fit into yet */
  if (self->width <= 0 || self->height <= 0)
    {
      self->fit_pending = TRUE;
      return;
    }
  do_zoom_to_fit (self);
}

void
carc_board_view_set_inset_start (CarcBoardView *self,
                                 int            pixels)
{
  g_return_if_fail (CARC_IS_BOARD_VIEW (self));

  self->inset_start = MAX (pixels, 0);
}

void
carc_board_view_center_on (CarcBoardView *self,
                           int            x,
                           int            y)
{
  g_return_if_fail (CARC_IS_BOARD_VIEW (self));

  self->centre_x = x + 0.5;
  self->centre_y = y + 0.5;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

double
carc_board_view_get_tile_size (CarcBoardView *self)
{
  g_return_val_if_fail (CARC_IS_BOARD_VIEW (self), 0);

  return self->tile_size;
}

void
carc_board_view_set_tile_size (CarcBoardView *self,
                               double         tile_size)
{
  g_return_if_fail (CARC_IS_BOARD_VIEW (self));

  set_tile_size_at (self, tile_size, self->width / 2.0, self->height / 2.0);
}
