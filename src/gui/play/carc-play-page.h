/* carc-play-page.h: the board, the turn entry, prompts and the side panel
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "carc-coach.h"
#include "carc-game-session.h"

G_BEGIN_DECLS

#define CARC_TYPE_PLAY_PAGE (carc_play_page_get_type ())

G_DECLARE_FINAL_TYPE (CarcPlayPage, carc_play_page, CARC, PLAY_PAGE, GtkWidget)

GtkWidget       *carc_play_page_new             (void);
void             carc_play_page_set_session     (CarcPlayPage    *self,
                                                 CarcGameSession *session);
CarcGameSession *carc_play_page_get_session     (CarcPlayPage    *self);
void             carc_play_page_set_assistance  (CarcPlayPage    *self,
                                                 CarcAssistance   assistance);
CarcAssistance   carc_play_page_get_assistance  (CarcPlayPage    *self);

/* For tests and the benchmark */
GtkWidget       *carc_play_page_get_board       (CarcPlayPage    *self);
GtkWidget       *carc_play_page_get_picker      (CarcPlayPage    *self);
GtkWidget       *carc_play_page_get_figure_bar  (CarcPlayPage    *self);
GtkWidget       *carc_play_page_get_turn_report (CarcPlayPage    *self);
GtkWidget       *carc_play_page_get_log         (CarcPlayPage    *self);
/* The tile chosen (-1 none) and where its ghost stands. */
int              carc_play_page_get_ghost       (CarcPlayPage    *self,
                                                 int             *x,
                                                 int             *y,
                                                 guint           *rotation,
                                                 gboolean        *legal);
/* The expansion's id of the board's point choice @index (a crown space's
 * index, a tower's): what the choice numbered after the tile's features
 * stands for; FALSE if there is none. */
gboolean         carc_play_page_get_point_choice (CarcPlayPage *self,
                                                  guint         index,
                                                  guint        *id);
/* The popover of the tiles that fit a spot (a CarcSpotPopover), shown
 * when an empty spot is clicked with no tile chosen. */
GtkWidget       *carc_play_page_get_spot_popover (CarcPlayPage   *self);
/* The "what changed" text after the last correction ("" if none shown). */
const char      *carc_play_page_get_changes_text (CarcPlayPage   *self);
gboolean         carc_play_page_is_correcting   (CarcPlayPage    *self);

/* Signal: "game-over": the game reached its end by an entry made here. */

G_END_DECLS
