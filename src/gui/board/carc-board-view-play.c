/* carc-board-view-play.c: what the play sets on the board, and following it
 *
 * The state after every change of the game, the marked spots and their
 * labels, the tile being placed, the figure and point choices, the
 * players' colours and the coach's field owners; carc_board_view_follow()
 * keeps what the next move needs in view.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "carc-board-view-internal.h"
#include "carc-format.h"

#include <math.h>
#include <string.h>

/* following play zooms out no further than this (a tile a finger can tap) */
#define FOLLOW_MIN_TILE_SIZE 32.0
/* ... and zooms in no further than this to keep numbered choices apart */
#define MAX_CHOICES_TILE_SIZE 96.0

/* What the board marks (the spots, the figure or the point choices)
 * becomes the @n_items @items, drawn at once. */
static void
replace_marks (CarcBoardView *self,
               GArray        *marks,
               gconstpointer  items,
               guint          n_items)
{
  g_array_set_size (marks, 0);
  if (n_items > 0)
    g_array_append_vals (marks, items, n_items);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
carc_board_view_set_state (CarcBoardView   *self,
                           const CarcState *state)
{
  g_return_if_fail (CARC_IS_BOARD_VIEW (self));

  /* a new catalogue means new tile types: drop what was drawn from the old
   * (compared with our own reference: the previous state may be gone) */
  if (state == NULL || carc_state_get_catalogue (state) != self->catalogue)
    {
      clear_caches (self);
      g_clear_pointer (&self->catalogue, carc_catalogue_unref);
      if (state)
        self->catalogue = carc_catalogue_ref (carc_state_get_catalogue (state));
    }
  self->state = state;
  g_hash_table_remove_all (self->field_owners);
  self->pinned_node = CARC_NONE;
  self->hover_root = CARC_NONE;
  g_array_set_size (self->hover_parts, 0);
  if (state)
    hover_update (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
carc_board_view_set_spots (CarcBoardView       *self,
                           const CarcPlacement *spots,
                           guint                n_spots)
{
  g_return_if_fail (CARC_IS_BOARD_VIEW (self));
  g_return_if_fail (spots != NULL || n_spots == 0);

  replace_marks (self, self->spots, spots, n_spots);
}

void
carc_board_view_set_spot_labels (CarcBoardView *self,
                                 GHashTable    *labels)
{
  g_return_if_fail (CARC_IS_BOARD_VIEW (self));

  if (labels)
    g_hash_table_ref (labels);
  g_clear_pointer (&self->spot_labels, g_hash_table_unref);
  self->spot_labels = labels;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
carc_board_view_set_spot_tooltips (CarcBoardView *self,
                                   GHashTable    *tooltips)
{
  g_return_if_fail (CARC_IS_BOARD_VIEW (self));

  if (tooltips)
    g_hash_table_ref (tooltips);
  g_clear_pointer (&self->spot_tooltips, g_hash_table_unref);
  self->spot_tooltips = tooltips;
}

void
carc_board_view_set_ghost (CarcBoardView *self,
                           int            type,
                           int            x,
                           int            y,
                           guint          rotation,
                           gboolean       legal)
{
  g_return_if_fail (CARC_IS_BOARD_VIEW (self));

  self->ghost_type = type < 0 ? -1 : type;
  self->ghost_x = x;
  self->ghost_y = y;
  self->ghost_rotation = rotation & 3;
  self->ghost_legal = legal;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
carc_board_view_set_figure_choices (CarcBoardView *self,
                                    const guint   *features,
                                    guint          n_features)
{
  g_return_if_fail (CARC_IS_BOARD_VIEW (self));
  g_return_if_fail (features != NULL || n_features == 0);

  replace_marks (self, self->choices, features, n_features);
}

void
carc_board_view_set_point_choices (CarcBoardView          *self,
                                   const graphene_point_t *points,
                                   guint                   n_points)
{
  g_return_if_fail (CARC_IS_BOARD_VIEW (self));
  g_return_if_fail (points != NULL || n_points == 0);

  replace_marks (self, self->points, points, n_points);
}

void
carc_board_view_set_player_colours (CarcBoardView *self,
                                    const GdkRGBA *colours,
                                    guint          n_colours)
{
  g_return_if_fail (CARC_IS_BOARD_VIEW (self));
  g_return_if_fail (colours != NULL || n_colours == 0);

  self->n_colours = MIN (n_colours, CARC_MAX_PLAYERS);
  for (guint i = 0; i < self->n_colours; i++)
    self->colours[i] = colours[i];
  g_hash_table_remove_all (self->figure_textures);
  g_hash_table_remove_all (self->overlay_textures);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
carc_board_view_set_setup_colours (CarcBoardView   *self,
                                   const CarcSetup *setup)
{
  GdkRGBA colours[CARC_MAX_PLAYERS];

  g_return_if_fail (CARC_IS_BOARD_VIEW (self));
  g_return_if_fail (setup != NULL);

  for (guint p = 0; p < setup->n_players; p++)
    carc_format_player_rgba (setup, p, &colours[p]);
  carc_board_view_set_player_colours (self, colours, setup->n_players);
}

void
carc_board_view_set_show_field_owners (CarcBoardView *self,
                                       gboolean       show)
{
  g_return_if_fail (CARC_IS_BOARD_VIEW (self));

  show = !!show;
  if (show == self->show_field_owners)
    return;
  self->show_field_owners = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * carc_board_view_follow:
 * @self: a #CarcBoardView
 * @top: pixels at the top that something covers (prompts)
 * @bottom: pixels at the bottom that something covers
 *
 * Keeps what the next move needs in view after a placement: the marked
 * spots, the ghost and the tile just placed, clear of the edges and of
 * what covers the board. The view moves as little as it can, and zooms out
 * only when they do not fit at the current size.
 */
void
do_follow (CarcBoardView *self,
           int            top,
           int            bottom)
{
  int min_x = G_MAXINT, min_y = G_MAXINT, max_x = G_MININT, max_y = G_MININT;
  double ts, avail_h, cols, rows, margin, ox, oy, wx0, wx1, wy0, wy1;
  double choices_size;
  int inset;
  const CarcPlacedTile *last = NULL;

  if (self->width <= 0 || self->height <= 0 || self->fit_pending)
    return;

#define TAKE(px, py) G_STMT_START { \
    min_x = MIN (min_x, (px)); max_x = MAX (max_x, (px)); \
    min_y = MIN (min_y, (py)); max_y = MAX (max_y, (py)); } G_STMT_END
  gboolean figure_step = self->state != NULL && carc_state_get_phase (self->state) == CARC_PHASE_FIGURE;

  if (!figure_step)
    for (guint i = 0; i < self->spots->len; i++)
      TAKE (g_array_index (self->spots, CarcPlacement, i).x, g_array_index (self->spots, CarcPlacement, i).y);
  if (self->ghost_type >= 0)
    TAKE (self->ghost_x, self->ghost_y);
  /* the choices off the features too (the figures a decision picks) */
  for (guint i = 0; i < self->points->len; i++)
    TAKE ((int) floor (g_array_index (self->points, graphene_point_t, i).x),
          (int) floor (g_array_index (self->points, graphene_point_t, i).y));
  if (self->state != NULL && carc_state_get_n_tiles (self->state) > 0)
    {
      guint t = carc_state_get_current_tile (self->state) != CARC_NONE ? carc_state_get_current_tile (self->state) : carc_state_get_n_tiles (self->state) - 1;
      last = &carc_state_get_tiles (self->state)[t];
      TAKE (last->x, last->y);
    }
  /* In the figure step the spots are the next turn's (a click on one
   * means no figure): in view when the tile's numbered choices still
   * stand apart with them, else the choices come first (a phone). */
  if (figure_step && self->spots->len > 0 && min_x <= max_x)
    {
      int all_min_x = min_x, all_max_x = max_x, all_min_y = min_y, all_max_y = max_y;
      double apart = choices_tile_size (self, MAX_CHOICES_TILE_SIZE);
      double avail = self->height - top - bottom, fit;

      for (guint i = 0; i < self->spots->len; i++)
        {
          const CarcPlacement *p = &g_array_index (self->spots, CarcPlacement, i);

          all_min_x = MIN (all_min_x, p->x);
          all_max_x = MAX (all_max_x, p->x);
          all_min_y = MIN (all_min_y, p->y);
          all_max_y = MAX (all_max_y, p->y);
        }
      if (avail < 2 * MIN_TILE_SIZE)
        avail = self->height;
      fit = floor (MIN ((self->width - visible_inset (self)) / (all_max_x - all_min_x + 1.5),
                        avail / (all_max_y - all_min_y + 1.5)));
      if (fit >= apart)
        {
          min_x = all_min_x;
          max_x = all_max_x;
          min_y = all_min_y;
          max_y = all_max_y;
        }
    }
#undef TAKE
  if (min_x > max_x)
    return;

  /* a board too low for the covered strips: only the edges count */
  avail_h = self->height - top - bottom;
  if (avail_h < 2 * MIN_TILE_SIZE)
    {
      top = bottom = 0;
      avail_h = self->height;
    }

  /* a quarter tile of room on every side, clear of the zoom buttons */
  inset = visible_inset (self);
  cols = max_x - min_x + 1.5;
  rows = max_y - min_y + 1.5;

  /* numbered choices that would overlap at this size (a small board's
   * crown spaces): zoomed in until they stand apart, as far as they all
   * stay in view */
  choices_size = choices_tile_size (self, MAX_CHOICES_TILE_SIZE);
  choices_size = MIN (choices_size, floor (MIN ((self->width - inset) / cols, avail_h / rows)));
  if (self->tile_size < choices_size)
    set_tile_size_at (self, choices_size, self->width / 2.0, self->height / 2.0);

  ts = self->tile_size;
  if (cols * ts > self->width - inset || rows * ts > avail_h)
    {
      double fit = floor (MIN ((self->width - inset) / cols, avail_h / rows));
      double cx = (min_x + max_x + 1) / 2.0, cy = (min_y + max_y + 1) / 2.0;

      gboolean keep_last = FALSE;

      /* not smaller than a finger can tap: then the box stays in the
       * middle as far as the tile just placed stays in view */
      if (fit < FOLLOW_MIN_TILE_SIZE && last != NULL)
        {
          fit = MAX (FOLLOW_MIN_TILE_SIZE, MIN (ts, FOLLOW_MIN_TILE_SIZE));
          keep_last = TRUE;
        }
      set_tile_size_at (self, CLAMP (fit, MIN_TILE_SIZE, ts), self->width / 2.0, self->height / 2.0);
      ts = self->tile_size;
      /* the middle of the box at the middle of the uncovered part */
      self->centre_x = cx - inset / 2.0 / ts;
      self->centre_y = cy - (top + avail_h / 2.0 - self->height / 2.0) / ts;
      if (keep_last)
        {
          margin = ts / 4;
          view_origin (self, &ox, &oy);
          wx0 = ox + last->x * ts - margin;
          wx1 = ox + (last->x + 1) * ts + margin;
          wy0 = oy + last->y * ts - margin;
          wy1 = oy + (last->y + 1) * ts + margin;
          if (wx0 < inset)
            self->centre_x += (wx0 - inset) / ts;
          else if (wx1 > self->width)
            self->centre_x += (wx1 - self->width) / ts;
          if (wy0 < top)
            self->centre_y += (wy0 - top) / ts;
          else if (wy1 > self->height - bottom)
            self->centre_y += (wy1 - (self->height - bottom)) / ts;
        }
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }

  margin = ts / 4;
  view_origin (self, &ox, &oy);
  wx0 = ox + min_x * ts - margin;
  wx1 = ox + (max_x + 1) * ts + margin;
  wy0 = oy + min_y * ts - margin;
  wy1 = oy + (max_y + 1) * ts + margin;
  if (wx0 < inset)
    self->centre_x += (wx0 - inset) / ts;
  else if (wx1 > self->width)
    self->centre_x += (wx1 - self->width) / ts;
  if (wy0 < top)
    self->centre_y += (wy0 - top) / ts;
  else if (wy1 > self->height - bottom)
    self->centre_y += (wy1 - (self->height - bottom)) / ts;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
carc_board_view_follow (CarcBoardView *self,
                        int            top,
                        int            bottom)
{
  g_return_if_fail (CARC_IS_BOARD_VIEW (self));

  /* now, and again once the page around has its new layout (the turn bar
   * of the figure step is taller than the tile step's) */
  self->follow_pending = TRUE;
  self->follow_top = top;
  self->follow_bottom = bottom;
  do_follow (self, top, bottom);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

gboolean
_carc_board_view_has_spot (CarcBoardView *self,
                           int            x,
                           int            y)
{
  g_return_val_if_fail (CARC_IS_BOARD_VIEW (self), FALSE);
  return is_spot (self, x, y);
}

guint
_carc_board_view_get_n_spots (CarcBoardView *self)
{
  g_return_val_if_fail (CARC_IS_BOARD_VIEW (self), 0);
  return self->spots->len;
}

gboolean
_carc_board_view_spot_label_drawn (const char *label,
                                   double      ts)
{
  if (label == NULL || *label == '\0')
    return FALSE;
  return ts >= 28 || (strlen (label) <= 2 && ts >= 14);
}

const char *
_carc_board_view_get_spot_label (CarcBoardView *self,
                                 int            x,
                                 int            y)
{
  char key[32];
  const char *label;

  g_return_val_if_fail (CARC_IS_BOARD_VIEW (self), NULL);
  if (self->spot_labels == NULL || !is_spot (self, x, y)
      || (self->ghost_type >= 0 && x == self->ghost_x && y == self->ghost_y))
    return NULL;
  g_snprintf (key, sizeof key, "%d,%d", x, y);
  label = g_hash_table_lookup (self->spot_labels, key);
  return _carc_board_view_spot_label_drawn (label, effective_tile_size (self)) ? label : NULL;
}
