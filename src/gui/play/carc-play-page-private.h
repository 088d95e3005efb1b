/* carc-play-page-private.h: what the play page's files share
 *
 * The play page is carc-play-page.c (the widget, the turn entry, the
 * board's signals, the session) and carc-play-actions.c (its play.*
 * actions and their keys). Only they include this header.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "carc-board-view.h"
#include "carc-figure-bar.h"
#include "carc-play-page.h"
#include "carc-spot-popover.h"
#include "carc-tile-picker.h"
#include "carc-title-squeezer.h"
#include "carc-turn-report.h"

G_BEGIN_DECLS

struct _CarcPlayPage
{
  GtkWidget          parent_instance;

  /* template */
  GtkWidget         *box;
  AdwWindowTitle    *window_title;
  AdwWindowTitle    *compact_title;   /* who plays, at phone width */
  CarcTitleSqueezer *title_squeezer;
  GtkWidget         *no_title;        /* its form when nothing fits */
  GtkRevealer       *turn_strip;      /* the turn below the bar, then */
  AdwFlap           *flap;
  GtkRevealer       *correction_revealer;
  GtkLabel          *correction_label;
  GtkRevealer       *changes_revealer;
  GtkLabel          *changes_label;
  AdwToastOverlay   *board_toasts;
  GtkOverlay        *board_overlay;
  GtkBox            *prompt_box;
  GtkWidget         *zoom_box;
  CarcTurnReport    *turn_report;
  GtkStack          *turn_stack;
  GtkLabel          *tile_label;
  GtkToggleButton   *pick_button;
  AdwButtonContent  *pick_content;
  GtkRevealer       *picker_revealer;
  GtkLabel          *picker_title;
  CarcTilePicker    *picker;
  GtkWidget         *rotate_box;
  GtkButton         *place_button;
  GtkButton         *discard_button;
  GtkLabel          *figure_label;
  CarcFigureBar     *figure_bar;
  GtkLabel          *decision_label;
  GtkWidget         *side_box;

  CarcBoardView     *board;
  const CarcState   *board_state;   /* what the board was last given, */
  guint              board_generation;  /* at this session generation */
  GPtrArray         *sections;      /* CarcPlaySection (side panel and prompts) */
  GArray            *point_spots;   /* PointSpot: the board's point choices */

  CarcGameSession   *session;
  gulong             changed_id;
  CarcAssistance     assistance;
  int                projected[CARC_MAX_PLAYERS];
  gboolean           projected_valid;
  guint              projected_generation;  /* the session's, when projected */

  /* the tile being entered */
  int                tile;          /* type, -1 none */
  gboolean           override;
  GArray            *placements;    /* CarcPlacement of the chosen tile */
  gboolean           has_ghost;
  int                ghost_x, ghost_y;
  guint              rotation;
  gboolean           spot_chosen;
  int                spot_x, spot_y;

  /* a correction of the log entry correct_index */
  gboolean           correcting;
  guint              correct_index;
  CarcState         *preview;
  gboolean           inserting;     /* a forgotten turn goes in before correct_index */
  GArray            *inserted;      /* CarcEvent: its entries so far */
  char              *changes_text;
  AdwToast          *toast;         /* the last scoring toast, replaced by the next */

  /* why the last entry was refused, in words, over the board under the
   * prompts (a toast would cut a sentence short); until the next change,
   * a dismissal or a while */
  GtkRevealer       *message_revealer;
  GtkLabel          *message_label;
  guint              message_timeout;
  guint              digit_pending; /* the first digit of a choice from 10, 0: none */

  /* the spot first (carc-play-page.c, "a spot, then its tiles") */
  CarcSpotPopover   *spot_popover;
  gboolean           spot_popover_keep; /* closed for a choice: keep the spot */
  GArray            *next_spots;    /* CarcPlacement: the next turn's, in the figure step */
  guint              next_spots_generation;
  GArray            *spot_order;    /* CarcPlacement: the chosen tile's spots as numbered */
  gboolean           pending;       /* a tile chosen at a spot waits for its step */
  guint              pending_tile;
  int                pending_x, pending_y;
  guint              pending_rotation;
  guint              pending_idle;

  /* the keyboard stays on the turn (carc-play-page.c, "keeping the keys") */
  GtkRoot           *root;
  gulong             focus_id;
  GtkWidget         *focus_watch;   /* weak: the page's widget with the focus */
  gboolean           focus_watched;
};

/* carc-play-page.c: what the actions call */
G_GNUC_INTERNAL const CarcState *view_state (CarcPlayPage *self);
G_GNUC_INTERNAL const CarcPlacement *find_placement (CarcPlayPage *self, int x, int y);
G_GNUC_INTERNAL void show_error (CarcPlayPage *self, const GError *error);
G_GNUC_INTERNAL void show_correction_error (CarcPlayPage *self, const GError *error, guint own_from,
                                            guint n_own, int shift);
/* A toast over the board; words too long at this width are the first of
 * @shorter that fits, the whole under Details (carc-toast.h). */
G_GNUC_INTERNAL void _carc_play_page_toast (CarcPlayPage *self, const char *text, const char * const *shorter);
G_GNUC_INTERNAL void clear_tile_input (CarcPlayPage *self);
G_GNUC_INTERNAL gboolean is_open_spot (const CarcState *state, int x, int y);
G_GNUC_INTERNAL gboolean ghost_legal (CarcPlayPage *self);
G_GNUC_INTERNAL void move_ghost (CarcPlayPage *self, int x, int y);
G_GNUC_INTERNAL void choose_tile (CarcPlayPage *self, guint type, gboolean override);
G_GNUC_INTERNAL gboolean submit (CarcPlayPage *self, const CarcEvent *event);
G_GNUC_INTERNAL void leave_correction (CarcPlayPage *self);
G_GNUC_INTERNAL void update_all (CarcPlayPage *self);
/* keeps the next move in view (the spots, clear of prompts and zoom buttons) */
G_GNUC_INTERNAL void follow_play (CarcPlayPage *self);
G_GNUC_INTERNAL void open_picker (CarcPlayPage *self);
/* The popover of the tiles that fit the chosen spot (spot_x, spot_y). */
G_GNUC_INTERNAL void open_spot_tiles (CarcPlayPage *self);
/* Closes it; @keep_spot: the spot stays chosen (a tile was chosen, the
 * picker opens for it), else the board offers every spot again. */
G_GNUC_INTERNAL void close_spot_tiles (CarcPlayPage *self, gboolean keep_spot);
G_GNUC_INTERNAL gboolean spot_tiles_open (CarcPlayPage *self);
/* The chosen tile's spot numbered @number (1 for the first): the ghost
 * goes there, and a tile that fits there one way is placed; FALSE if
 * there is none. */
G_GNUC_INTERNAL gboolean choose_spot_number (CarcPlayPage *self, guint number);
/* How many spots of the chosen tile are numbered (0: none). */
G_GNUC_INTERNAL guint n_numbered_spots (CarcPlayPage *self);
G_GNUC_INTERNAL void place_tile (CarcPlayPage *self);
G_GNUC_INTERNAL void submit_figure (CarcPlayPage *self, CarcFigureKind kind, guint feature);
/* the board's point choice @index (numbered after the tile's features):
 * FALSE if there is none */
G_GNUC_INTERNAL gboolean activate_point (CarcPlayPage *self, guint index);
/* the first digit of a two-digit choice typed so far (0: none), shown in
 * the turn bar */
G_GNUC_INTERNAL void _carc_play_page_set_digit_pending (CarcPlayPage *self, guint digit);

/* carc-play-actions.c */
G_GNUC_INTERNAL void _carc_play_page_install_actions (GtkWidgetClass *widget_class);
/* the turn keys of _carc_play_page_install_actions() (and the
 * expansions'), for the page @self */
G_GNUC_INTERNAL void _carc_play_page_add_key_controller (CarcPlayPage *self);
/* Enter: pick, place the ghost, or take the decision shown */
G_GNUC_INTERNAL void enter_action (GtkWidget *widget, const char *name, GVariant *param);

/* carc-play-spots.c: a spot first, then its tiles */
G_GNUC_INTERNAL void spot_popover_closed_cb (CarcPlayPage *self);
G_GNUC_INTERNAL void spot_search_changed_cb (CarcPlayPage *self);
G_GNUC_INTERNAL void spot_pick_tile_cb (CarcPlayPage *self);
G_GNUC_INTERNAL gboolean tile_has_step (CarcPlayPage *self, const CarcState *state);
G_GNUC_INTERNAL void spot_tile_chosen_cb (CarcSpotPopover *popover, guint type, guint rotation, CarcPlayPage *self);
G_GNUC_INTERNAL gboolean continue_pending_cb (gpointer data);
G_GNUC_INTERNAL void spot_activated_cb (CarcBoardView *board, int x, int y, CarcPlayPage *self);
G_GNUC_INTERNAL void empty_activated_cb (CarcBoardView *board, int x, int y, CarcPlayPage *self);
G_GNUC_INTERNAL char *tile_waits (CarcPlayPage *self, const CarcState *state);
G_GNUC_INTERNAL gboolean is_next_spot (CarcPlayPage *self, int x, int y);

G_END_DECLS
