/* carc-review-page.h: a saved game, turn by turn
 *
 * The board as it stood after any turn (the session layer's CarcReview), a slider with previous/next buttons over the
 * turns, the scores at that turn, the log of every scoring (the current
 * turn's highlighted, later ones dimmed) and the score chart with a marker
 * at the turn. On narrow windows the scores, chart and log fold into a flap
 * over the board.
 *
 * Steps: 0 is the start (no tile placed), then one step after each turn,
 * then the final scoring if the game has one; an unfinished game that
 * stopped in the middle of a turn ends with that half turn.
 *
 * Actions: review.first, review.previous, review.next, review.last
 * (Home, Left, Right, End), review.step(u), review.show-sidebar.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "carc-game.h"
#include "carc-review.h"
#include "carc-store.h"

G_BEGIN_DECLS

#define CARC_TYPE_REVIEW_PAGE (carc_review_page_get_type ())

G_DECLARE_FINAL_TYPE (CarcReviewPage, carc_review_page, CARC, REVIEW_PAGE, GtkWidget)

GtkWidget       *carc_review_page_new              (CarcStore       *store);
void             carc_review_page_set_store        (CarcReviewPage  *self,
                                                    CarcStore       *store);

/* Loads the game from the store and shows its last step. */
gboolean         carc_review_page_load_game        (CarcReviewPage  *self,
                                                    const char      *game_id,
                                                    GError         **error);
/* Shows @game (transfer full; NULL clears) at its last step. */
void             carc_review_page_set_game         (CarcReviewPage  *self,
                                                    CarcGame        *game);
const CarcGame  *carc_review_page_get_game         (CarcReviewPage  *self);

guint            carc_review_page_get_n_steps      (CarcReviewPage  *self);
guint            carc_review_page_get_step         (CarcReviewPage  *self);
void             carc_review_page_set_step         (CarcReviewPage  *self,
                                                    guint            step);
/* How many events of the log step @step has replayed, and what it is. */
guint            carc_review_page_get_step_events  (CarcReviewPage  *self,
                                                    guint            step);
CarcReviewStepKind carc_review_page_get_step_kind  (CarcReviewPage  *self,
                                                    guint            step);
/* The state shown now (owned by the page). */
const CarcState *carc_review_page_get_state        (CarcReviewPage  *self);

/* What the page shows, for tests: a player's score and the step's title. */
const char      *carc_review_page_get_score_text   (CarcReviewPage  *self,
                                                    guint            player);
const char      *carc_review_page_get_step_text    (CarcReviewPage  *self);

G_END_DECLS
