/* carc-review.c: a saved game, turn by turn, as data
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "carc-review.h"

struct _CarcReview
{
  const CarcGame *game;
  GArray         *steps;       /* CarcReviewStep */
  GArray         *scores;      /* int, n_steps × n_players */
  guint           n_players;
  guint           n_turns;
  char           *problem;
};

static void
add_step (CarcReview         *self,
          const CarcState    *state,
          guint               n_events,
          guint               turn,
          CarcReviewStepKind  kind)
{
  CarcReviewStep step = { n_events, turn, kind };

  g_array_append_val (self->steps, step);
  for (guint p = 0; p < self->n_players; p++)
    g_array_append_val (self->scores, carc_state_get_players (state)[p].score);
  if (kind == CARC_REVIEW_STEP_TURN)
    self->n_turns = MAX (self->n_turns, turn);
}

CarcReview *
carc_review_new (const CarcGame  *game,
                 GError         **error)
{
  g_autoptr(GError) local_error = NULL;
  guint n_events;
  CarcReview *self;
  CarcState *state;

  g_return_val_if_fail (game != NULL, NULL);

  state = carc_state_new (carc_game_get_catalogue (game), carc_game_get_setup (game), error);
  if (state == NULL)
    return NULL;

  self = g_new0 (CarcReview, 1);
  self->game = game;
  self->steps = g_array_new (FALSE, FALSE, sizeof (CarcReviewStep));
  self->scores = g_array_new (FALSE, FALSE, sizeof (int));
  self->n_players = MIN (carc_game_get_setup (game)->n_players, CARC_MAX_PLAYERS);
  n_events = carc_game_get_n_events (game);

  add_step (self, state, 0, 0, CARC_REVIEW_STEP_START);

  for (guint i = 0; i < n_events; i++)
    {
      guint turn = carc_state_get_turn (state);

      if (!carc_state_apply (state, carc_game_get_event (game, i), i, &local_error))
        {
          self->problem = g_strdup_printf ("event %u: %s", i + 1, local_error->message);
          n_events = i;
          break;
        }

      if (carc_state_get_phase (state) == CARC_PHASE_OVER)
        {
          /* When the game ends by itself with the last tile, the last turn
           * and the final scoring are one step. */
          for (guint e = carc_review_get_step (self, self->steps->len - 1)->n_events; e <= i; e++)
            if (carc_game_get_event (game, e)->type == CARC_EVENT_TILE)
              self->n_turns = MAX (self->n_turns, turn);
          add_step (self, state, i + 1, turn, CARC_REVIEW_STEP_FINAL);
          n_events = i + 1;
          break;
        }
      if (carc_state_get_turn (state) != turn)
        add_step (self, state, i + 1, turn, CARC_REVIEW_STEP_TURN);
    }

  if (carc_review_get_step (self, self->steps->len - 1)->n_events != n_events)
    add_step (self, state, n_events, carc_state_get_turn (state), CARC_REVIEW_STEP_PARTIAL);

  carc_state_free (state);
  return self;
}

void
carc_review_free (CarcReview *self)
{
  if (self == NULL)
    return;
  g_array_unref (self->steps);
  g_array_unref (self->scores);
  g_free (self->problem);
  g_free (self);
}

guint
carc_review_get_n_steps (const CarcReview *self)
{
  return self->steps->len;
}

const CarcReviewStep *
carc_review_get_step (const CarcReview *self,
                      guint             step)
{
  g_return_val_if_fail (step < self->steps->len, NULL);
  return &g_array_index (self->steps, CarcReviewStep, step);
}

int
carc_review_get_score (const CarcReview *self,
                       guint             step,
                       guint             player)
{
  g_return_val_if_fail (step < self->steps->len && player < self->n_players, 0);
  return g_array_index (self->scores, int, step * self->n_players + player);
}

guint
carc_review_get_n_turns (const CarcReview *self)
{
  return self->n_turns;
}

guint
carc_review_step_of_event (const CarcReview *self,
                           guint             event)
{
  for (guint i = 1; i < self->steps->len; i++)
    if (carc_review_get_step (self, i)->n_events > event)
      return i;
  return self->steps->len - 1;
}

CarcState *
carc_review_get_state (const CarcReview  *self,
                       guint              step,
                       GError           **error)
{
  const CarcReviewStep *s;

  g_return_val_if_fail (step < self->steps->len, NULL);
  s = carc_review_get_step (self, step);
  /* The last step is the game as it stands: no need to replay it. */
  if (s->n_events == carc_game_get_n_events (self->game))
    return carc_state_copy (carc_game_get_state (self->game));
  return carc_game_replay_prefix (self->game, s->n_events, error);
}

const char *
carc_review_get_problem (const CarcReview *self)
{
  return self->problem;
}
