/* carc-board-view-internal.h: what the board view's files share
 *
 * The board view (carc-board-view.h) is four files: the widget and its
 * view (carc-board-view.c), the frame (carc-board-view-draw.c), input and
 * hover (carc-board-view-input.c) and what the play sets on it
 * (carc-board-view-play.c). Only they include this header; what tests and
 * the benchmark reach inside is carc-board-view-private.h.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-board-view-private.h"

#include <adwaita.h>

G_BEGIN_DECLS

#define MIN_TILE_SIZE  12.0
#define MAX_TILE_SIZE  320.0

struct _CarcBoardView
{
  GtkWidget        parent_instance;

  const CarcState *state;
  CarcCatalogue   *catalogue;      /* owned: the state is borrowed and may be
                                    * freed before the next one arrives */
  GArray          *spots;          /* CarcPlacement */
  GHashTable      *spot_labels;    /* "x,y" → char * */
  GHashTable      *spot_tooltips;  /* "x,y" → char *: the labels in words */
  int              ghost_type;
  int              ghost_x;
  int              ghost_y;
  guint            ghost_rotation;
  gboolean         ghost_legal;
  GArray          *choices;        /* guint features of the current tile */
  GArray          *points;         /* graphene_point_t: figure choices off
                                    * the features (board points), numbered
                                    * after them */
  GdkRGBA          colours[CARC_MAX_PLAYERS];
  guint            n_colours;
  gboolean         show_field_owners;
  int              cursor_x;
  int              cursor_y;

  /* the view: board point (centre_x, centre_y) lies at the widget's centre */
  double           tile_size;
  double           centre_x;
  double           centre_y;
  int              width;
  int              height;
  gboolean         fit_pending;
  gboolean         follow_pending;  /* carc_board_view_follow() at the next allocation */
  int              follow_top, follow_bottom;
  int              inset_start;    /* pixels at the left edge under the zoom buttons */
  gboolean         zooming;        /* pinch: scale the cached textures meanwhile */
  double           zoom_start_size;
  double           zoom_anchor_bx, zoom_anchor_by;
  double           drag_start_x, drag_start_y;
  double           scroll_zoom;    /* accumulated smooth Ctrl+scroll */

  /* caches, at cache_px device pixels per tile */
  int              cache_px;
  gboolean         cache_dark;
  GHashTable      *tile_textures;     /* type << 2 | rotation → GdkTexture */
  gint64           frame_deadline;    /* redraw stale textures until then */
  gboolean         stale_left;        /* some tile was drawn from an old size */
  guint            refresh_id;
  GHashTable      *figure_textures;   /* figure key → GdkTexture */
  GHashTable      *overlay_textures;  /* overlay key → GdkTexture */
  GHashTable      *field_owners;      /* root → owners + 1 (coach overlay) */
  GHashTable      *layouts;           /* "size|bold|text" → PangoLayout */
  GHashTable      *mark_textures;     /* "descriptor|kind|value|px" → GdkTexture */
  GArray          *marks;             /* CarcUiBoardMark, this frame's */

  /* the pointer */
  gboolean         pointer_in;
  double           pointer_x, pointer_y;
  guint            hover_root;        /* CARC_NONE: nothing highlighted */
  guint            pinned_node;       /* highlighted when nothing is hovered */
  GArray          *hover_parts;       /* CarcFeaturePart */

  gboolean         dark;
  AdwStyleManager *style_manager;

  GString         *figure_badges;     /* the figure badges drawn last, for tests */
  GString         *marks_drawn;       /* the expansions' marks drawn last, for tests */
  guint            n_tile_marks;      /* tiles with the expansions' marks drawn last */
};

enum {
  SPOT_ACTIVATED,
  FEATURE_ACTIVATED,
  TILE_ACTIVATED,
  CURSOR_MOVED,
  EMPTY_ACTIVATED,
  POINT_ACTIVATED,
  N_SIGNALS
};

G_GNUC_INTERNAL extern guint signals[N_SIGNALS];

/* carc-board-view.c: the view */
G_GNUC_INTERNAL double effective_tile_size (CarcBoardView *self);
G_GNUC_INTERNAL void view_origin (CarcBoardView *self, double *ox, double *oy);
G_GNUC_INTERNAL void widget_to_board (CarcBoardView *self, double wx, double wy, double *bx, double *by);
G_GNUC_INTERNAL const CarcPlacedTile *tile_at (CarcBoardView *self, int x, int y);
G_GNUC_INTERNAL gboolean is_spot (CarcBoardView *self, int x, int y);
/* The tile the figure choices belong to: the one just placed. */
G_GNUC_INTERNAL const CarcPlacedTile *current_tile (CarcBoardView *self);
G_GNUC_INTERNAL const CarcTileType *tile_type (CarcBoardView *self, const CarcPlacedTile *tile);
G_GNUC_INTERNAL void set_tile_size_at (CarcBoardView *self, double size, double wx, double wy);
G_GNUC_INTERNAL void zoom_step (CarcBoardView *self, int direction, double wx, double wy);
G_GNUC_INTERNAL void move_cursor (CarcBoardView *self, int x, int y, gboolean scroll);
/* The strip at the left edge that fitting and following keep clear. */
G_GNUC_INTERNAL int visible_inset (CarcBoardView *self);

/* carc-board-view-draw.c: the frame */
G_GNUC_INTERNAL void clear_caches (CarcBoardView *self);
G_GNUC_INTERNAL double choice_radius (CarcBoardView *self);
/* Where the numbered choices go (on the tile, pushed apart). */
G_GNUC_INTERNAL guint choice_positions (CarcBoardView *self, const CarcPlacedTile *tile, guint features[9],
                                        double x[9], double y[9]);
/* The smallest tile size, up to @largest, at which the numbered choices
 * do not overlap (0: fewer than two). */
G_GNUC_INTERNAL double choices_tile_size (CarcBoardView *self, double largest);
/* Where the point choices go, in widget coordinates; how many (at most @max). */
G_GNUC_INTERNAL guint point_positions (CarcBoardView *self, double *x, double *y, guint max);
G_GNUC_INTERNAL void carc_board_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot);

/* carc-board-view-input.c: input and hover */
G_GNUC_INTERNAL void hover_update (CarcBoardView *self);
G_GNUC_INTERNAL gboolean carc_board_view_query_tooltip (GtkWidget *widget, int x, int y, gboolean keyboard,
                                                        GtkTooltip *tooltip);
/* The gestures and event controllers, added by carc_board_view_init(). */
G_GNUC_INTERNAL void _carc_board_view_add_controllers (CarcBoardView *self);

/* carc-board-view-play.c: what the play sets */
G_GNUC_INTERNAL void do_follow (CarcBoardView *self, int top, int bottom);

G_END_DECLS
