/* test-combinations.c: every mix of sets and boxes played to its end
 *
 * The matrix of tests/carc-test-util.c (test_matrix_cells()): the 64 mixes
 * of the Carcassonne sets × 2 to 6 players, the same mixes with the test
 * boxes (changed counts and box values, custom tiles with every mark the
 * custom-tile editor offers), and Hunters & Gatherers with its own boxes.
 * Each game is played to its end by the random player; at every step the
 * engine's list of next entries (carc_state_list_next_entries()) must not
 * be empty until the end, every entry on it must be accepted, and the
 * random player's move must be on it. At the end the record must export
 * and import to the same bytes, scores and position, and the log must
 * replay to the same position. The kinds of events, decisions, scorings
 * and situations reached are counted over the matrix, and each one the
 * expansions have must be reached at least once.
 *
 * The store and session half (every game saved event by event through
 * CarcGameSession, a backup round trip) is tests/session/test-session-matrix.c.
 *
 * Environment: CARC_MATRIX_SEEDS=N plays N seeds per cell (default 1, the
 * CI run), CARC_MATRIX_SEED_BASE=M starts at seed M, CARC_MATRIX_FULL=1
 * applies every listed entry (not one placement per tile type);
 * docs/reliability.md has the figures of a soak.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-test-util.h"
#include "carc-hills-sheep.h"
#include "carc-hunters-gatherers.h"
#include "carc-random.h"
#include "carc-towers-thieves.h"
#include "carc-wheel-of-fortune.h"

#include <string.h>

#define DEFAULT_SEEDS 1

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* The end of a game: the record exports and imports to the same bytes,
 * scores and position, and the log replays to the same position. */
static void
check_end (TestMatrixStats      *stats,
           const TestMatrixCell *cell,
           CarcGame             *game)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *json = carc_record_to_json (game);
  g_autoptr(CarcGame) back = carc_record_from_json (test_catalogue (), json, -1, &error);
  g_autoptr(CarcState) replayed = NULL;
  g_autofree char *again = NULL;
  g_autofree char *difference = NULL;

  if (back == NULL)
    {
      g_ptr_array_add (stats->failures, g_strdup_printf ("%s: its record does not import: %s",
                                                         cell->label, error->message));
      g_printerr ("matrix failure: %s\n", (char *) g_ptr_array_index (stats->failures, stats->failures->len - 1));
      return;
    }
  again = carc_record_to_json (back);
  if (strcmp (json, again) != 0)
    g_ptr_array_add (stats->failures, g_strdup_printf ("%s: export → import → export differs", cell->label));
  else if ((difference = test_states_difference (carc_game_get_state (game), carc_game_get_state (back))))
    g_ptr_array_add (stats->failures, g_strdup_printf ("%s: the imported record plays to another position: %s",
                                                       cell->label, difference));
  g_clear_pointer (&difference, g_free);
  replayed = carc_game_replay_prefix (game, carc_game_get_n_events (game), &error);
  if (replayed == NULL)
    g_ptr_array_add (stats->failures, g_strdup_printf ("%s: its log does not replay: %s",
                                                       cell->label, error->message));
  else if ((difference = test_states_difference (carc_game_get_state (game), replayed)))
    g_ptr_array_add (stats->failures, g_strdup_printf ("%s: the replayed log differs: %s",
                                                       cell->label, difference));
}

static void
report (TestMatrixStats *stats,
        gint64           usec)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer key, value;

  g_test_message ("%u games, %u steps, %u entries listed, %u applied to a copy, %.1f s",
                  stats->games, stats->steps, stats->listed, stats->applied, usec / 1e6);
  g_hash_table_iter_init (&iter, stats->reached);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    g_ptr_array_add (names, key);
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    {
      value = g_hash_table_lookup (stats->reached, names->pdata[i]);
      g_test_message ("reached %s: %u", (const char *) names->pdata[i], GPOINTER_TO_UINT (value));
    }
}

static void
test_matrix (void)
{
  guint n_seeds = test_matrix_seeds (DEFAULT_SEEDS);
  TestLiveness liveness = g_getenv ("CARC_MATRIX_FULL") ? TEST_LIVENESS_FULL : TEST_LIVENESS_SAMPLE;
  g_autoptr(GPtrArray) cells = test_matrix_cells (n_seeds);
  g_auto(GStrv) required = test_matrix_required ();
  TestMatrixStats stats;
  gint64 start = g_get_monotonic_time ();
  guint missing = 0;

  test_matrix_stats_init (&stats);
  for (guint c = 0; c < cells->len; c++)
    {
      const TestMatrixCell *cell = cells->pdata[c];
      g_autoptr(GError) error = NULL;
      CarcGame *game = carc_game_new (test_catalogue (), test_matrix_setup (cell), &error);

      if (game == NULL)
        {
          g_ptr_array_add (stats.failures, g_strdup_printf ("%s: the engine refuses the setup: %s",
                                                            cell->label, error->message));
          continue;
        }
      if (test_matrix_play (cell, game, NULL, NULL, liveness, &stats))
        check_end (&stats, cell, game);
      carc_game_free (game);
    }
  report (&stats, g_get_monotonic_time () - start);

  /* what the random player must have done somewhere in the matrix */
  for (guint i = 0; required[i]; i++)
    if (!g_hash_table_contains (stats.reached, required[i]))
      {
        g_test_message ("never reached: %s", required[i]);
        missing++;
      }
  for (guint i = 0; i < MIN (stats.failures->len, 50); i++)
    g_test_message ("failure: %s", (const char *) stats.failures->pdata[i]);
  if (stats.failures->len > 0)
    g_error ("%u of the matrix's checks failed, the first: %s", stats.failures->len,
             (const char *) stats.failures->pdata[0]);
  g_assert_cmpuint (missing, ==, 0);
  test_matrix_stats_clear (&stats);
}

/* The list itself, on positions whose every entry is known. */
static void
test_list_base (void)
{
  g_autoptr(GArray) entries = g_array_new (FALSE, FALSE, sizeof (CarcEvent));
  g_autoptr(CarcGame) game = test_game_new ("base", 2, 0, 0);
  guint tiles = 0, ends = 0, passes = 0, figures = 0;

  /* the first turn: every placement of every tile type against the start
   * tile (each spot and rotation its own entry), then the end */
  g_assert_cmpuint (carc_state_list_next_entries (state_of (game), entries), >, 0);
  for (guint i = 0; i < entries->len; i++)
    {
      const CarcEvent *e = &g_array_index (entries, CarcEvent, i);
      tiles += e->type == CARC_EVENT_TILE;
      ends += e->type == CARC_EVENT_END;
      if (e->type == CARC_EVENT_TILE)
        g_assert_true (carc_state_check_placement (state_of (game), e->tile, e->x, e->y, e->rotation, NULL));
    }
  g_assert_cmpuint (ends, ==, 1);
  g_assert_cmpuint (tiles + ends, ==, entries->len);
  g_assert_cmpint (g_array_index (entries, CarcEvent, entries->len - 1).type, ==, CARC_EVENT_END);

  /* BA/RFr east of the start tile: a follower on its road, or on either
   * field, or nothing */
  test_play (game, "BA/RFr 1,0 0");
  carc_state_list_next_entries (state_of (game), entries);
  for (guint i = 0; i < entries->len; i++)
    {
      const CarcEvent *e = &g_array_index (entries, CarcEvent, i);
      passes += e->type == CARC_EVENT_PASS;
      figures += e->type == CARC_EVENT_FIGURE;
    }
  g_assert_cmpuint (passes, ==, 1);
  g_assert_cmpuint (figures, ==, 3);
  g_assert_cmpuint (entries->len, ==, 4);

  /* over: nothing */
  test_play (game, "-; end");
  g_assert_cmpuint (carc_state_list_next_entries (state_of (game), entries), ==, 0);
}

/* A decision lists each answer: the sheep tokens in the bag, expanding or
 * folding a flock. */
static void
test_list_decisions (void)
{
  g_autoptr(GArray) entries = g_array_new (FALSE, FALSE, sizeof (CarcEvent));
  g_autoptr(CarcGame) game = test_game_new ("base,hills-and-sheep", 2, 0, 0);
  guint kinds = 0;

  /* a shepherd on the start tile's field asks for a draw (R-HS-4) */
  test_play (game, "BA/RFr 1,0 0; shepherd SL SR");
  g_assert_cmpint (carc_state_get_phase (state_of (game)), ==, CARC_PHASE_DECISION);
  g_assert_cmpuint (carc_state_get_pending (state_of (game)), ==, CARC_PENDING_SHEEP);
  for (guint k = 0; k < CARC_BAG_KINDS; k++)
    kinds += carc_sheep_bag_count (state_of (game), k) > 0;
  g_assert_cmpuint (carc_state_list_next_entries (state_of (game), entries), ==, kinds);
  for (guint i = 0; i < entries->len; i++)
    g_assert_cmpint (g_array_index (entries, CarcEvent, i).type, ==, CARC_EVENT_SHEEP);
}

/* What a drawn tile's set calls for first: a thief with each value the
 * game's tiles print when the catalogue does not know it, beside the tile
 * itself when it may show none. */
static void
test_list_thief (void)
{
  g_autoptr(GArray) entries = g_array_new (FALSE, FALSE, sizeof (CarcEvent));
  g_autoptr(CarcGame) game = test_game_new ("base,towers-and-thieves", 2, 0, 0);
  int maybe = test_tile_index (game, "TT/L01");
  guint thieves = 0, placements = 0;

  g_assert_cmpint (carc_towers_thief_symbol (state_of (game), (guint) maybe, NULL), ==, CARC_THIEF_MAYBE);
  carc_state_list_next_entries (state_of (game), entries);
  for (guint i = 0; i < entries->len; i++)
    {
      const CarcEvent *e = &g_array_index (entries, CarcEvent, i);
      if (e->tile != (guint) maybe)
        continue;
      if (e->type == CARC_EVENT_THIEF)
        {
          thieves++;
          /* the one value seed 003 prints: the bundled tiles print none */
          g_assert_cmpint (e->value, ==, CARC_THIEF_EXAMPLE_VALUE);
        }
      placements += e->type == CARC_EVENT_TILE;
    }
  g_assert_cmpuint (thieves, ==, 1);
  g_assert_cmpuint (placements, >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/combinations/list/base", test_list_base);
  g_test_add_func ("/combinations/list/decisions", test_list_decisions);
  g_test_add_func ("/combinations/list/thief", test_list_thief);
  g_test_add_func ("/combinations/matrix", test_matrix);
  return g_test_run ();
}
