/* test-game-log.c: the game as an append-only log; undo and corrections
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-test-util.h"

#include <string.h>

static void
test_undo (void)
{
  CarcGame *game = test_game_new ("base", 2, 0, 0);

  test_play (game, "BA/C 0,-1 180; follower S");
  g_assert_cmpint (test_score (game, 0), ==, 4);
  g_assert_cmpuint (carc_state_get_player (carc_game_get_state (game)), ==, 1);

  /* undo drops the last event: the figure; the score goes with it */
  g_assert_true (carc_game_undo (game));
  g_assert_cmpint (test_score (game, 0), ==, 0);
  g_assert_cmpint (carc_state_get_phase (carc_game_get_state (game)), ==, CARC_PHASE_FIGURE);
  g_assert_cmpuint (carc_state_get_player (carc_game_get_state (game)), ==, 0);
  g_assert_true (carc_game_undo (game));
  g_assert_cmpuint (carc_state_get_n_tiles (carc_game_get_state (game)), ==, 1);
  g_assert_false (carc_game_undo (game));
  carc_game_free (game);
}

/* A corrected earlier event re-scores everything after it. */
static void
test_replace_rescores (void)
{
  CarcGame *game = test_game_new ("base", 2, 0, 0);
  CarcCatalogue *cat = test_catalogue ();
  g_autoptr(GError) error = NULL;
  CarcEvent fixed;

  /* A closes a 2-tile city; then B and A play on */
  test_play (game, "BA/C 0,-1 180; follower S; BA/RFr 1,0 0; -; BA/RFr -1,0 0; -");
  g_assert_cmpint (test_score (game, 0), ==, 4);

  /* it was really a band with a pennant: the city stays open */
  fixed = carc_event_tile ((guint) carc_catalogue_lookup (cat, "BA/CFc+"), 0, -1, 1);
  g_assert_true (carc_game_replace_event (game, 0, &fixed, &error));
  g_assert_no_error (error);
  g_assert_cmpint (test_score (game, 0), ==, 0);
  g_assert_cmpuint (carc_game_get_n_events (game), ==, 6);
  g_assert_cmpuint (carc_state_get_scorings (carc_game_get_state (game)) == NULL ? 0 : carc_state_get_n_scorings (carc_game_get_state (game)), ==, 0);
  carc_game_free (game);
}

/* A correction that breaks a later event is refused and changes nothing. */
static void
test_replace_refused (void)
{
  CarcGame *game = test_game_new ("base", 2, 0, 0);
  CarcCatalogue *cat = test_catalogue ();
  g_autoptr(GError) error = NULL;
  CarcEvent bad;

  test_play (game, "BA/RFr 1,0 0; -; BA/RFr 2,0 0; -");
  /* moving the first tile away leaves the second one floating */
  bad = carc_event_tile ((guint) carc_catalogue_lookup (cat, "BA/RFr"), -1, 0, 0);
  g_assert_false (carc_game_replace_event (game, 0, &bad, &error));
  g_assert_error (error, CARC_ERROR, CARC_ERROR_ILLEGAL_PLACEMENT);
  g_assert_nonnull (strstr (error->message, "event 3"));
  g_assert_cmpuint (carc_game_get_n_events (game), ==, 4);
  g_assert_cmpint (carc_state_get_tiles (carc_game_get_state (game))[1].x, ==, 1);
  carc_game_free (game);
}

static void
test_insert_remove (void)
{
  CarcGame *game = test_game_new ("base", 2, 0, 0);
  g_autoptr(GError) error = NULL;
  CarcEvent figure = carc_event_figure (CARC_FIGURE_FOLLOWER, CARC_LOC_EDGE (CARC_EDGE_S));

  test_play (game, "BA/C 0,-1 180; -; BA/RFr 1,0 0; -");
  g_assert_cmpint (test_score (game, 0), ==, 0);
  /* forgot the knight: the pass becomes a figure, and the city scores */
  g_assert_true (carc_game_replace_event (game, 1, &figure, &error));
  g_assert_no_error (error);
  g_assert_cmpint (test_score (game, 0), ==, 4);
  /* removing a pass in the middle would leave two tiles in one turn: refused */
  g_assert_false (carc_game_remove_event (game, 1, &error));
  g_assert_error (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE);
  g_clear_error (&error);
  /* B's pass was really a robber on the road */
  g_assert_true (carc_game_remove_event (game, 3, &error));
  figure = carc_event_figure (CARC_FIGURE_FOLLOWER, CARC_LOC_EDGE (CARC_EDGE_E));
  g_assert_true (carc_game_insert_event (game, 3, &figure, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (carc_game_get_n_events (game), ==, 4);
  g_assert_cmpuint (carc_game_event_player (game, 3), ==, 1);
  g_assert_cmpuint (carc_state_figures_in_supply (carc_game_get_state (game), 1, CARC_FIGURE_FOLLOWER), ==, 6);
  carc_game_free (game);
}

/* A forgotten turn entered afterwards: its tile and figure go in together,
 * the turns after it pass to the next player, and everything is re-scored. */
static void
test_insert_turn (void)
{
  CarcGame *game = test_game_new ("base", 2, 0, 0);
  CarcCatalogue *cat = test_catalogue ();
  g_autoptr(GError) error = NULL;
  CarcEvent turn[2];

  /* A played the cap north of the start; the app missed it, so B's straight
   * road was entered as A's */
  test_play (game, "BA/RFr 1,0 0; follower E");
  g_assert_cmpuint (carc_game_event_player (game, 0), ==, 0);
  turn[0] = carc_event_tile ((guint) carc_catalogue_lookup (cat, "BA/C"), 0, -1, 2);
  turn[1] = carc_event_figure (CARC_FIGURE_FOLLOWER, CARC_LOC_EDGE (CARC_EDGE_S));
  /* the tile alone leaves a tile where a figure is due: refused */
  g_assert_false (carc_game_insert_events (game, 0, turn, 1, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_cmpuint (carc_game_get_n_events (game), ==, 2);
  g_assert_true (carc_game_insert_events (game, 0, turn, 2, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (carc_game_get_n_events (game), ==, 4);
  g_assert_cmpuint (carc_game_event_player (game, 0), ==, 0);
  g_assert_cmpuint (carc_game_event_player (game, 2), ==, 1);   /* the road is B's now */
  g_assert_cmpint (test_score (game, 0), ==, 4);                 /* A's city scored */
  g_assert_cmpuint (carc_state_figures_in_supply (carc_game_get_state (game), 1, CARC_FIGURE_FOLLOWER), ==, 6);
  /* and out again in one step: as it was */
  g_assert_true (carc_game_remove_events (game, 0, 2, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (carc_game_get_n_events (game), ==, 2);
  g_assert_cmpuint (carc_game_event_player (game, 0), ==, 0);
  g_assert_cmpint (test_score (game, 0), ==, 0);
  g_assert_false (carc_game_remove_events (game, 1, 2, &error));
  g_assert_error (error, CARC_ERROR, CARC_ERROR_INVALID_EVENT);
  g_clear_error (&error);
  /* past the end: refused */
  g_assert_false (carc_game_insert_events (game, 9, turn, 2, &error));
  g_assert_error (error, CARC_ERROR, CARC_ERROR_INVALID_EVENT);
  carc_game_free (game);
}

/* state = replay(log): a prefix replay equals the state seen back then */
static void
test_replay_prefix (void)
{
  CarcGame *game = test_game_new ("base", 2, 0, 0);
  g_autoptr(GError) error = NULL;
  CarcState *mid;

  test_play (game, "BA/C 0,-1 180; follower S");
  test_play (game, "BA/RFr 1,0 0; follower E; BA/RRR 2,0 0; -");
  mid = carc_game_replay_prefix (game, 2, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (carc_state_get_n_tiles (mid), ==, 2);
  g_assert_cmpint (carc_state_get_players (mid)[0].score, ==, 4);
  g_assert_cmpint (carc_state_get_players (mid)[1].score, ==, 0);
  g_assert_cmpuint (carc_state_get_player (mid), ==, 1);
  carc_state_free (mid);
  carc_game_free (game);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/log/undo", test_undo);
  g_test_add_func ("/log/replace-rescores", test_replace_rescores);
  g_test_add_func ("/log/replace-refused", test_replace_refused);
  g_test_add_func ("/log/insert-remove", test_insert_remove);
  g_test_add_func ("/log/insert-turn", test_insert_turn);
  g_test_add_func ("/log/replay-prefix", test_replay_prefix);
  return g_test_run ();
}
