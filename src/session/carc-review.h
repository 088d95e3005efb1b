/* carc-review.h: a saved game, turn by turn, as data
 *
 * One replay of a game's log through the engine, noting where each turn
 * ends (the state's turn counter moves on, or the game is over) and every
 * player's score there. Steps: 0 is the start (no tile placed), then one
 * step after each turn, then the final scoring if the game has one; an
 * unfinished game that stopped in the middle of a turn ends with that half
 * turn. The review page shows these; it replays nothing itself.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-game.h"

G_BEGIN_DECLS

typedef enum {
  CARC_REVIEW_STEP_START = 0,   /* before the first turn */
  CARC_REVIEW_STEP_TURN,        /* after a whole turn */
  CARC_REVIEW_STEP_FINAL,       /* the final scoring is done */
  CARC_REVIEW_STEP_PARTIAL,     /* an unfinished game, in the middle of a turn */
} CarcReviewStepKind;

typedef struct {
  guint              n_events;  /* how many events of the log it has replayed */
  guint              turn;
  CarcReviewStepKind kind;
} CarcReviewStep;

typedef struct _CarcReview CarcReview;

/* The steps of @game (which must outlive the review). NULL and @error when
 * the game's setup cannot start a state. An event that no longer applies
 * (the game replayed when it was loaded, so this does not happen) ends the
 * review there: carc_review_get_problem() says why. */
CarcReview           *carc_review_new            (const CarcGame  *game,
                                                  GError         **error);
void                  carc_review_free           (CarcReview      *review);

guint                 carc_review_get_n_steps    (const CarcReview *review);
const CarcReviewStep *carc_review_get_step       (const CarcReview *review,
                                                  guint             step);
/* @player's score at @step. */
int                   carc_review_get_score      (const CarcReview *review,
                                                  guint             step,
                                                  guint             player);
/* The last whole turn. */
guint                 carc_review_get_n_turns    (const CarcReview *review);
/* The first step that includes event @event of the log. */
guint                 carc_review_step_of_event  (const CarcReview *review,
                                                  guint             event);
/* The board at @step, a new state (the last step is a copy of the game's own
 * state, not a replay). */
CarcState            *carc_review_get_state      (const CarcReview *review,
                                                  guint             step,
                                                  GError          **error);
/* Why the review stopped before the end of the log, or NULL. */
const char           *carc_review_get_problem    (const CarcReview *review);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CarcReview, carc_review_free)

G_END_DECLS
