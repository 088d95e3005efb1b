/* carc-board-view-private.h: what tests and the benchmark reach inside
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-board-view.h"

G_BEGIN_DECLS

/* One frame of the board at @width×@height, as the snapshot vfunc draws it
 * (the benchmark renders it without a window). */
void     _carc_board_view_snapshot_board (CarcBoardView   *self,
                                          GtkSnapshot     *snapshot,
                                          int              width,
                                          int              height);

/* Widget coordinates of a board point (tile units: tile (x, y) spans x…x+1). */
void     _carc_board_view_board_to_widget (CarcBoardView  *self,
                                           double          bx,
                                           double          by,
                                           double         *wx,
                                           double         *wy);

/* What a primary click at (@x, @y) does (the click gesture calls it). */
void     _carc_board_view_click           (CarcBoardView   *self,
                                           double           x,
                                           double           y);
/* What a key press does; TRUE if the view used it. */
gboolean _carc_board_view_key             (CarcBoardView   *self,
                                           guint            keyval,
                                           GdkModifierType  state);
/* Moves the pointer to (@x, @y) (hover highlight), or away if @x < 0. */
void     _carc_board_view_hover           (CarcBoardView   *self,
                                           double           x,
                                           double           y);
/* Where figure choice @index (0 for "1") is drawn; FALSE if there is none. */
gboolean _carc_board_view_get_choice_point (CarcBoardView *self,
                                            guint          index,
                                            double        *x,
                                            double        *y);
/* Where point choice @index (carc_board_view_set_point_choices()) is
 * drawn, in widget coordinates; FALSE if there is none. */
gboolean _carc_board_view_get_point_choice (CarcBoardView *self,
                                            guint          index,
                                            double        *x,
                                            double        *y);
/* The expansions' marks drawn in the last frame, in drawing order:
 * "descriptor:kind:value:figure:owner:lit|-" (figure, owner -1: none). */
const char *_carc_board_view_get_marks_drawn (CarcBoardView *self);
/* The hovered feature's extent: the number of (tile, feature) parts. */
guint    _carc_board_view_get_n_highlighted (CarcBoardView *self);
/* The tooltip text for (@x, @y), or NULL. */
char    *_carc_board_view_describe_at     (CarcBoardView   *self,
                                           double           x,
                                           double           y);
/* Are tile textures of an old zoom still waiting to be redrawn? */
gboolean _carc_board_view_is_refreshing   (CarcBoardView   *self);
/* Is (@x, @y) a marked spot? */
gboolean _carc_board_view_has_spot        (CarcBoardView   *self,
                                           int              x,
                                           int              y);
guint    _carc_board_view_get_n_spots     (CarcBoardView   *self);
/* The text set for the marked spot (@x, @y) (carc_board_view_set_spot_labels()),
 * or NULL. */
const char *_carc_board_view_get_spot_label (CarcBoardView *self,
                                             int            x,
                                             int            y);
/* The badges drawn on figures in the last frame ("3 5"), in drawing
 * order (CarcExpansionUi.figure_badge). */
const char *_carc_board_view_get_figure_badges (CarcBoardView *self);
/* Placed tiles the expansions drew marks over, in the last frame. */
guint    _carc_board_view_get_n_tile_marks (CarcBoardView *self);
/* Cached tile textures of the current zoom (one per type × rotation). */
guint    _carc_board_view_get_n_tile_textures (CarcBoardView *self);

G_END_DECLS
