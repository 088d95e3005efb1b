/* carc-board-view.h: the board, drawn from a game state
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "carc-state.h"

G_BEGIN_DECLS

#define CARC_TYPE_BOARD_VIEW (carc_board_view_get_type ())

G_DECLARE_FINAL_TYPE (CarcBoardView, carc_board_view, CARC, BOARD_VIEW, GtkWidget)

GtkWidget *carc_board_view_new                    (void);

/* Borrowed: call again after every change of the game; NULL clears. */
void       carc_board_view_set_state              (CarcBoardView       *self,
                                                   const CarcState     *state);
/* Legal empty spots to mark (rotations are not drawn). */
void       carc_board_view_set_spots              (CarcBoardView       *self,
                                                   const CarcPlacement *spots,
                                                   guint                n_spots);
/* Optional text per spot, e.g. coach hints "3 · 45%": keys "x,y" → char *;
 * NULL clears. The table is referenced, not copied. */
void       carc_board_view_set_spot_labels        (CarcBoardView       *self,
                                                   GHashTable          *labels);
/* What a spot's label says, in words, for the tooltip over that spot:
 * keys "x,y" → char *; NULL clears. Referenced, not copied. */
void       carc_board_view_set_spot_tooltips      (CarcBoardView       *self,
                                                   GHashTable          *tooltips);
/* The tile being placed, drawn translucent; @type < 0 hides it; @legal FALSE
 * tints it red. */
void       carc_board_view_set_ghost              (CarcBoardView       *self,
                                                   int                  type,
                                                   int                  x,
                                                   int                  y,
                                                   guint                rotation,
                                                   gboolean             legal);
/* Features of the tile just placed where a figure may go, numbered 1…n. */
void       carc_board_view_set_figure_choices     (CarcBoardView       *self,
                                                   const guint         *features,
                                                   guint                n_features);
/* Figure choices off the features of the tile just placed (an
 * expansion's, e.g. a tower a guard may climb): board points (tile
 * units), numbered after the features. */
void       carc_board_view_set_point_choices      (CarcBoardView          *self,
                                                   const graphene_point_t *points,
                                                   guint                   n_points);
void       carc_board_view_set_player_colours     (CarcBoardView       *self,
                                                   const GdkRGBA       *colours,
                                                   guint                n_colours);
/* Each seat of @setup in its player's colour, or in the seat's box colour
 * when the painter does not know the player's. */
void       carc_board_view_set_setup_colours      (CarcBoardView       *self,
                                                   const CarcSetup     *setup);
/* Coach overlay: fields tinted by their owners' colours. */
void       carc_board_view_set_show_field_owners  (CarcBoardView       *self,
                                                   gboolean             show);
void       carc_board_view_set_cursor             (CarcBoardView       *self,
                                                   int                  x,
                                                   int                  y);
void       carc_board_view_get_cursor             (CarcBoardView       *self,
                                                   int                 *x,
                                                   int                 *y);
void       carc_board_view_zoom_in                (CarcBoardView       *self);
void       carc_board_view_zoom_out               (CarcBoardView       *self);
void       carc_board_view_zoom_to_fit            (CarcBoardView       *self);
/* Keeps the spots, the ghost and the tile just placed in view, clear of
 * @top and @bottom pixels that something covers. */
void       carc_board_view_follow                 (CarcBoardView       *self,
                                                   int                  top,
                                                   int                  bottom);
void       carc_board_view_center_on              (CarcBoardView       *self,
                                                   int                  x,
                                                   int                  y);
/* The pixels at the left edge that something always lies over (the play
 * page's zoom buttons): fitting the board, following play and moving the
 * cursor keep the spots clear of them. */
void       carc_board_view_set_inset_start        (CarcBoardView       *self,
                                                   int                  pixels);

/* Additions beyond the play screen's contract. */

/* A feature (any node of it) to highlight across all its tiles while the
 * pointer is not over another one, e.g. the feature a final-scoring step
 * scores; CARC_NONE for none. A new state clears it. */
void       carc_board_view_set_highlight          (CarcBoardView       *self,
                                                   guint                node);

/* Logical pixels per tile (the zoom). */
double     carc_board_view_get_tile_size          (CarcBoardView       *self);
void       carc_board_view_set_tile_size          (CarcBoardView       *self,
                                                   double               tile_size);

/* Signals:
 *   "spot-activated"    (int x, int y)   an empty spot clicked, or Enter on it
 *   "feature-activated" (guint feature)  a figure choice clicked or its number typed
 *   "point-activated"   (guint index)    a point choice clicked or its number typed
 *   "tile-activated"    (int x, int y)   a placed tile clicked (or Enter on it)
 *   "cursor-moved"      (int x, int y)
 */

G_END_DECLS
