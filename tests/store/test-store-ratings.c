/* test-store-ratings.c: the rating ladder over stored games, and the CLI's
 * "ratings"
 *
 * carc-rating.c's arithmetic is test-rating.c's; here the store must feed
 * it the right games in the right order: finished, not deleted, of two
 * players or more, per game type, within the statistics' filters, ordered
 * by start time then id, ranked by final points, and again after a
 * correction, a deletion or an import. Real SQLite files, no mocks.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <json-glib/json-glib.h>
#include <math.h>
#include <string.h>

#include "carc-cli.h"
#include "carc-rating.h"
#include "carc-test-util.h"
#include "store-test-util.h"

/* Seat 1 closes a 2-tile city (4 points), seat 2's farmer gets 3 at the
 * end, everyone else 0 (store-test-util.c's K1). */
#define SCRIPT_WIN  "BA/C 0,-1 180; follower S; BA/RFr 1,0 0; follower NL NR; end"
/* The same without the city's follower: seat 1 0, seat 2 3. */
#define SCRIPT_SECOND_WINS "BA/C 0,-1 180; -; BA/RFr 1,0 0; follower NL NR; end"
/* Nobody scores: everyone tied. */
#define SCRIPT_FLAT "end"

typedef struct {
  char      *dir;
  char      *path;
  CarcStore *store;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  f->dir = store_test_make_dir ();
  f->path = g_build_filename (f->dir, "games.sqlite3", NULL);
  f->store = carc_store_open (f->path, CARC_STORE_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_clear_object (&f->store);
  store_test_remove_dir (f->dir);
  g_free (f->dir);
  g_free (f->path);
}

/* A base game @id of @names (seat order) played with @script. */
static CarcGame *
played (const char *id,
        const char *names,
        gint64      created,
        const char *script)
{
  CarcGame *game = store_test_game_new ("base", names, created);

  carc_game_set_id (game, id);
  test_play (game, script);
  return game;
}

static void
store_game (CarcStore *store,
            CarcGame  *game)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (carc_store_create_game (store, game, &error));
  g_assert_no_error (error);
}

static void
store_played (CarcStore  *store,
              const char *id,
              const char *names,
              gint64      created,
              const char *script)
{
  CarcGame *game = played (id, names, created, script);

  store_game (store, game);
  carc_game_free (game);
}

static CarcStoreRatings *
get_ratings (CarcStore                  *store,
             const CarcStoreStatsFilter *filter)
{
  g_autoptr(GError) error = NULL;
  CarcStoreRatings *ratings = carc_store_get_ratings (store, filter, &error);

  g_assert_no_error (error);
  g_assert_nonnull (ratings);
  return ratings;
}

static const CarcStoreRating *
find_rating (const CarcStoreLadder *ladder,
             const char            *name)
{
  for (guint i = 0; i < ladder->n_players; i++)
    if (strcmp (ladder->players[i].name, name) == 0)
      return &ladder->players[i];
  return NULL;
}

/* ---- the test's own sequencing, to compare with -------------------------------- */

/* What a test knows of a game it stored: ids, names and final points from
 * the engine's state, not from the store. */
typedef struct {
  char   *id;
  gint64  created;
  guint   n_players;
  char   *names[CARC_MAX_PLAYERS];
  int     points[CARC_MAX_PLAYERS];
} KnownGame;

static KnownGame *
known_of (const CarcGame *game)
{
  const CarcState *state = carc_game_get_state (game);
  KnownGame *known = g_new0 (KnownGame, 1);

  g_assert_cmpint (carc_state_get_phase (state), ==, CARC_PHASE_OVER);
  known->id = g_strdup (carc_game_get_id (game));
  known->created = carc_game_get_created (game);
  known->n_players = carc_state_get_n_players (state);
  for (guint p = 0; p < known->n_players; p++)
    {
      known->names[p] = g_strdup (carc_game_get_setup (game)->players[p].name);
      known->points[p] = carc_state_get_players (state)[p].score;
    }
  return known;
}

static void
known_free (gpointer data)
{
  KnownGame *known = data;

  g_free (known->id);
  for (guint p = 0; p < known->n_players; p++)
    g_free (known->names[p]);
  g_free (known);
}

static int
compare_known (gconstpointer a,
               gconstpointer b)
{
  const KnownGame *ka = *(const KnownGame * const *) a, *kb = *(const KnownGame * const *) b;

  if (ka->created != kb->created)
    return ka->created < kb->created ? -1 : 1;
  return strcmp (ka->id, kb->id);
}

/* Rates @games (KnownGame*) in the array's order; name → CarcRating*. */
static GHashTable *
rate_in_order (GPtrArray *games)
{
  GHashTable *ratings = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  for (guint g = 0; g < games->len; g++)
    {
      const KnownGame *known = games->pdata[g];
      CarcRating seat[CARC_MAX_PLAYERS];
      guint ranks[CARC_MAX_PLAYERS];

      for (guint p = 0; p < known->n_players; p++)
        {
          CarcRating *r = g_hash_table_lookup (ratings, known->names[p]);

          if (r == NULL)
            {
              r = g_new (CarcRating, 1);
              *r = carc_rating_initial ();
              g_hash_table_insert (ratings, g_strdup (known->names[p]), r);
            }
          seat[p] = *r;
        }
      carc_rating_ranks_from_points (known->points, known->n_players, ranks);
      carc_rating_rate_game (seat, ranks, known->n_players);
      for (guint p = 0; p < known->n_players; p++)
        *(CarcRating *) g_hash_table_lookup (ratings, known->names[p]) = seat[p];
    }
  return ratings;
}

static void
assert_ladder_is (const CarcStoreLadder *ladder,
                  GHashTable            *expected)
{
  g_assert_nonnull (ladder);
  g_assert_cmpuint (ladder->n_players, ==, g_hash_table_size (expected));
  for (guint i = 0; i < ladder->n_players; i++)
    {
      const CarcStoreRating *entry = &ladder->players[i];
      const CarcRating *want = g_hash_table_lookup (expected, entry->name);

      g_assert_nonnull (want);
      g_assert_cmpfloat_with_epsilon (entry->mu, want->mu, 1e-9);
      g_assert_cmpfloat_with_epsilon (entry->sigma, want->sigma, 1e-9);
      g_assert_cmpfloat_with_epsilon (entry->ordinal, carc_rating_ordinal (*want), 1e-9);
      if (i > 0)
        g_assert_cmpfloat (ladder->players[i - 1].ordinal, >=, entry->ordinal);
    }
}

/* ---- tests ------------------------------------------------------------------------ */

static void
test_empty (Fixture       *f,
            gconstpointer  data)
{
  g_autoptr(CarcStoreRatings) ratings = get_ratings (f->store, NULL);

  g_assert_cmpuint (ratings->n_ladders, ==, 0);
  g_assert_null (carc_store_ratings_get_ladder (ratings, CARC_STORE_GAME_CARCASSONNE));
}

/* One game, Alice beats Bob 4 : 3: test-rating.c's two-player case with τ. */
static void
test_two_player_game (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(CarcStoreRatings) ratings = NULL;
  const CarcStoreLadder *ladder;
  const CarcStoreRating *alice, *bob;

  store_played (f->store, "G1", "Alice,Bob", MARCH_1, SCRIPT_WIN);
  ratings = get_ratings (f->store, NULL);
  g_assert_cmpuint (ratings->n_ladders, ==, 1);
  ladder = carc_store_ratings_get_ladder (ratings, CARC_STORE_GAME_CARCASSONNE);
  g_assert_nonnull (ladder);
  g_assert_cmpint (ladder->type, ==, CARC_STORE_GAME_CARCASSONNE);
  g_assert_cmpuint (ladder->n_games, ==, 1);
  g_assert_cmpstr (ladder->games[0].id, ==, "G1");
  g_assert_cmpint (ladder->games[0].created, ==, MARCH_1);
  g_assert_cmpuint (ladder->n_players, ==, 2);

  alice = &ladder->players[0];
  bob = &ladder->players[1];
  g_assert_cmpstr (alice->name, ==, "Alice");
  g_assert_cmpstr (bob->name, ==, "Bob");
  g_assert_cmpuint (alice->rank, ==, 1);
  g_assert_cmpuint (bob->rank, ==, 2);
  g_assert_cmpfloat_with_epsilon (alice->mu, 27.635389493140497, 1e-12);
  g_assert_cmpfloat_with_epsilon (alice->sigma, 8.06590141354368, 1e-12);
  g_assert_cmpfloat_with_epsilon (bob->mu, 22.364610506859503, 1e-12);
  g_assert_cmpfloat_with_epsilon (bob->sigma, 8.06590141354368, 1e-12);
  g_assert_cmpfloat_with_epsilon (alice->ordinal, 27.635389493140497 - 3 * 8.06590141354368, 1e-12);
  g_assert_cmpuint (alice->games, ==, 1);
  g_assert_true (alice->provisional);
  /* from the starting ordinal, 25 − 3 · 25/3 = 0 */
  g_assert_cmpfloat_with_epsilon (alice->change, alice->ordinal, 1e-9);
  g_assert_cmpfloat_with_epsilon (bob->change, bob->ordinal, 1e-9);
  g_assert_cmpuint (alice->n_steps, ==, 1);
  g_assert_cmpuint (alice->steps[0].game, ==, 0);
  g_assert_cmpfloat_with_epsilon (alice->steps[0].ordinal, alice->ordinal, 1e-12);
}

/* Three players, 4 : 3 : 0: the lone winner's μ rises, the lone loser's
 * falls, from wherever they stood. */
static void
test_lone_winner_and_loser (Fixture       *f,
                            gconstpointer  data)
{
  const char *seatings[] = { "Alice,Bob,Carol", "Carol,Alice,Bob", "Bob,Carol,Alice", "Carol,Bob,Alice" };

  for (guint g = 0; g < G_N_ELEMENTS (seatings); g++)
    {
      g_autoptr(CarcStoreRatings) before = get_ratings (f->store, NULL);
      g_autoptr(CarcStoreRatings) after = NULL;
      g_auto(GStrv) names = g_strsplit (seatings[g], ",", -1);
      g_autofree char *id = g_strdup_printf ("L%u", g);
      const CarcStoreLadder *was, *is;
      double winner_mu = CARC_RATING_MU, loser_mu = CARC_RATING_MU;

      was = carc_store_ratings_get_ladder (before, CARC_STORE_GAME_CARCASSONNE);
      if (was != NULL)
        {
          winner_mu = find_rating (was, names[0])->mu;
          loser_mu = find_rating (was, names[2])->mu;
        }
      store_played (f->store, id, seatings[g], MARCH_1 + g * DAY, SCRIPT_WIN);
      after = get_ratings (f->store, NULL);
      is = carc_store_ratings_get_ladder (after, CARC_STORE_GAME_CARCASSONNE);
      g_assert_cmpfloat (find_rating (is, names[0])->mu, >, winner_mu);
      g_assert_cmpfloat (find_rating (is, names[2])->mu, <, loser_mu);
      g_assert_cmpfloat (find_rating (is, names[0])->change, >, 0);
      g_assert_cmpfloat (find_rating (is, names[2])->change, <, 0);
    }
}

/* Random games of 2-4 out of 5 players, stored in a shuffled order, some at
 * the same start time: the store's ladder is the games rated by start
 * time, then id, each player's steps follow their games, and every step is
 * the rating after that game. */
static void
test_matches_sequence (Fixture       *f,
                       gconstpointer  data)
{
  static const char * const pool[] = { "Alice", "Bob", "Carol", "Dave", "Eve" };
  static const char * const scripts[] = { SCRIPT_WIN, SCRIPT_SECOND_WINS, SCRIPT_FLAT };
  g_autoptr(GRand) rand = g_rand_new_with_seed (2311);
  g_autoptr(GPtrArray) known = g_ptr_array_new_with_free_func (known_free);
  g_autoptr(GPtrArray) sorted = NULL;
  g_autoptr(GHashTable) expected = NULL;
  g_autoptr(CarcStoreRatings) ratings = NULL;
  const CarcStoreLadder *ladder;

  for (guint g = 0; g < 40; g++)
    {
      guint n = (guint) g_rand_int_range (rand, 2, 5);
      g_autoptr(GString) names = g_string_new (NULL);
      /* ids not in time order, and a few games at the same moment */
      g_autofree char *id = g_strdup_printf ("R%02u", (g * 17) % 40);
      gint64 created = MARCH_1 + (gint64) g_rand_int_range (rand, 0, 12) * DAY;
      gboolean used[G_N_ELEMENTS (pool)] = { FALSE };
      CarcGame *game;

      for (guint p = 0; p < n; p++)
        {
          guint pick;

          do
            pick = (guint) g_rand_int_range (rand, 0, G_N_ELEMENTS (pool));
          while (used[pick]);
          used[pick] = TRUE;
          g_string_append_printf (names, "%s%s", p ? "," : "", pool[pick]);
        }
      game = played (id, names->str, created, scripts[g_rand_int_range (rand, 0, G_N_ELEMENTS (scripts))]);
      g_ptr_array_add (known, known_of (game));
      store_game (f->store, game);
      carc_game_free (game);
    }

  sorted = g_ptr_array_copy (known, NULL, NULL);
  g_ptr_array_set_free_func (sorted, NULL);   /* the games stay known's */
  g_ptr_array_sort (sorted, compare_known);
  expected = rate_in_order (sorted);

  ratings = get_ratings (f->store, NULL);
  ladder = carc_store_ratings_get_ladder (ratings, CARC_STORE_GAME_CARCASSONNE);
  assert_ladder_is (ladder, expected);

  g_assert_cmpuint (ladder->n_games, ==, sorted->len);
  for (guint g = 0; g < sorted->len; g++)
    g_assert_cmpstr (ladder->games[g].id, ==, ((KnownGame *) sorted->pdata[g])->id);

  for (guint i = 0; i < ladder->n_players; i++)
    {
      const CarcStoreRating *entry = &ladder->players[i];
      guint games = 0;

      for (guint g = 0; g < sorted->len; g++)
        {
          const KnownGame *k = sorted->pdata[g];

          for (guint p = 0; p < k->n_players; p++)
            if (strcmp (k->names[p], entry->name) == 0)
              {
                g_assert_cmpuint (games, <, entry->n_steps);
                g_assert_cmpuint (entry->steps[games].game, ==, g);
                games++;
              }
        }
      g_assert_cmpuint (entry->games, ==, games);
      g_assert_cmpuint (entry->n_steps, ==, games);
      g_assert_cmpfloat_with_epsilon (entry->steps[games - 1].ordinal, entry->ordinal, 1e-12);
      g_assert_cmpfloat_with_epsilon (entry->steps[games - 1].mu, entry->mu, 1e-12);
      g_assert_true (entry->provisional == (games < CARC_RATING_PROVISIONAL_GAMES));
      if (games >= 2)
        g_assert_cmpfloat_with_epsilon (entry->change,
                                        entry->steps[games - 1].ordinal - entry->steps[games - 2].ordinal, 1e-12);
      /* equal ordinals share a rank, otherwise ranks count up */
      g_assert_cmpuint (entry->rank, ==, i > 0 && ladder->players[i - 1].ordinal == entry->ordinal
                                         ? ladder->players[i - 1].rank : i + 1);
    }
}

/* The same two games in two orders: Alice beats Bob, Bob beats Carol. Their
 * start times decide; at the same start time, their ids. */
static void
test_order (Fixture       *f,
            gconstpointer  data)
{
  g_autofree char *other_path = g_build_filename (f->dir, "other.sqlite3", NULL);
  g_autofree char *third_path = g_build_filename (f->dir, "third.sqlite3", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcStore) other = carc_store_open (other_path, CARC_STORE_OPEN_DEFAULT, &error);
  g_autoptr(CarcStore) third = NULL;
  g_autoptr(CarcStoreRatings) first = NULL;
  g_autoptr(CarcStoreRatings) second = NULL;
  g_autoptr(CarcStoreRatings) tied = NULL;
  const CarcStoreLadder *a, *b, *t;

  g_assert_no_error (error);
  /* first: A-B on day 1, B-C on day 2, stored in that order */
  store_played (f->store, "X", "Alice,Bob", MARCH_1, SCRIPT_WIN);
  store_played (f->store, "Y", "Bob,Carol", MARCH_1 + DAY, SCRIPT_WIN);
  /* second: the same games, B-C first by its start time, though stored last */
  store_played (other, "X", "Alice,Bob", MARCH_1 + 2 * DAY, SCRIPT_WIN);
  store_played (other, "Y", "Bob,Carol", MARCH_1 + DAY, SCRIPT_WIN);

  first = get_ratings (f->store, NULL);
  second = get_ratings (other, NULL);
  a = carc_store_ratings_get_ladder (first, CARC_STORE_GAME_CARCASSONNE);
  b = carc_store_ratings_get_ladder (second, CARC_STORE_GAME_CARCASSONNE);
  g_assert_cmpstr (a->games[0].id, ==, "X");
  g_assert_cmpstr (b->games[0].id, ==, "Y");
  for (guint i = 0; i < 3; i++)
    {
      const CarcStoreRating *ra = &a->players[i];
      const CarcStoreRating *rb = find_rating (b, ra->name);

      g_assert_nonnull (rb);
      g_assert_cmpfloat (fabs (ra->mu - rb->mu), >, 1e-3);
    }
  /* Bob's own first game differs: after a loss to Alice, or a win over Carol */
  g_assert_cmpfloat (find_rating (a, "Bob")->steps[0].mu, <, 25);
  g_assert_cmpfloat (find_rating (b, "Bob")->steps[0].mu, >, 25);

  /* the same start time: the ids decide, not the order they were stored in */
  third = carc_store_open (third_path, CARC_STORE_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  store_played (third, "Y", "Bob,Carol", MARCH_1, SCRIPT_WIN);
  store_played (third, "X", "Alice,Bob", MARCH_1, SCRIPT_WIN);
  tied = get_ratings (third, NULL);
  t = carc_store_ratings_get_ladder (tied, CARC_STORE_GAME_CARCASSONNE);
  g_assert_cmpstr (t->games[0].id, ==, "X");
  g_assert_cmpstr (t->games[1].id, ==, "Y");
  for (guint i = 0; i < 3; i++)
    {
      const CarcStoreRating *rt = &t->players[i];
      const CarcStoreRating *ra = find_rating (a, rt->name);

      g_assert_cmpfloat_with_epsilon (rt->mu, ra->mu, 1e-12);
      g_assert_cmpfloat_with_epsilon (rt->sigma, ra->sigma, 1e-12);
    }
}

/* A correction that turns the winner into the loser: the ratings follow at
 * once, as if the game had been entered right. */
static void
test_correction (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcStoreRatings) before = NULL;
  g_autoptr(CarcStoreRatings) after = NULL;
  g_autoptr(GPtrArray) known = g_ptr_array_new_with_free_func (known_free);
  g_autoptr(GHashTable) expected = NULL;
  const CarcStoreLadder *was, *is;
  CarcGame *game;

  store_played (f->store, "C0", "Alice,Carol", MARCH_1, SCRIPT_FLAT);
  store_played (f->store, "C1", "Alice,Bob", MARCH_1 + DAY, SCRIPT_WIN);
  store_played (f->store, "C2", "Bob,Carol", MARCH_1 + 2 * DAY, SCRIPT_WIN);
  before = get_ratings (f->store, NULL);
  was = carc_store_ratings_get_ladder (before, CARC_STORE_GAME_CARCASSONNE);
  g_assert_cmpstr (was->players[0].name, ==, "Alice");

  /* C1 corrected: Alice's city had no follower, Bob's farmer wins it */
  game = played ("C1", "Alice,Bob", MARCH_1 + DAY, SCRIPT_SECOND_WINS);
  g_assert_true (carc_store_replace_events (f->store, game, &error));
  g_assert_no_error (error);
  carc_game_free (game);

  after = get_ratings (f->store, NULL);
  is = carc_store_ratings_get_ladder (after, CARC_STORE_GAME_CARCASSONNE);
  g_assert_cmpfloat (find_rating (is, "Alice")->mu, <, find_rating (was, "Alice")->mu);
  g_assert_cmpfloat (find_rating (is, "Bob")->mu, >, find_rating (was, "Bob")->mu);
  g_assert_cmpstr (is->players[0].name, ==, "Bob");

  /* exactly the ratings of the corrected games */
  game = played ("C0", "Alice,Carol", MARCH_1, SCRIPT_FLAT);
  g_ptr_array_add (known, known_of (game));
  carc_game_free (game);
  game = played ("C1", "Alice,Bob", MARCH_1 + DAY, SCRIPT_SECOND_WINS);
  g_ptr_array_add (known, known_of (game));
  carc_game_free (game);
  game = played ("C2", "Bob,Carol", MARCH_1 + 2 * DAY, SCRIPT_WIN);
  g_ptr_array_add (known, known_of (game));
  carc_game_free (game);
  expected = rate_in_order (known);
  assert_ladder_is (is, expected);

  /* a correction back to an unfinished game takes it out of the ladder */
  game = played ("C1", "Alice,Bob", MARCH_1 + DAY, "BA/C 0,-1 180; follower S");
  g_assert_true (carc_store_replace_events (f->store, game, &error));
  g_assert_no_error (error);
  carc_game_free (game);
  {
    g_autoptr(CarcStoreRatings) unfinished = get_ratings (f->store, NULL);
    const CarcStoreLadder *ladder = carc_store_ratings_get_ladder (unfinished, CARC_STORE_GAME_CARCASSONNE);

    g_assert_cmpuint (ladder->n_games, ==, 2);
    g_assert_cmpuint (find_rating (ladder, "Alice")->games, ==, 1);
  }
}

/* A deleted game drops out; undeleted, it is back. */
static void
test_delete (Fixture       *f,
             gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) known = g_ptr_array_new_with_free_func (known_free);
  g_autoptr(GHashTable) without = NULL;
  g_autoptr(CarcStoreRatings) all = NULL;
  g_autoptr(CarcStoreRatings) deleted = NULL;
  g_autoptr(CarcStoreRatings) restored = NULL;
  const CarcStoreLadder *ladder;
  CarcGame *game;

  store_played (f->store, "D1", "Alice,Bob", MARCH_1, SCRIPT_WIN);
  store_played (f->store, "D2", "Bob,Alice", MARCH_1 + DAY, SCRIPT_WIN);
  store_played (f->store, "D3", "Carol,Alice", MARCH_1 + 2 * DAY, SCRIPT_WIN);
  all = get_ratings (f->store, NULL);

  g_assert_true (carc_store_delete_game (f->store, "D2", &error));
  g_assert_no_error (error);
  deleted = get_ratings (f->store, NULL);
  ladder = carc_store_ratings_get_ladder (deleted, CARC_STORE_GAME_CARCASSONNE);
  g_assert_cmpuint (ladder->n_games, ==, 2);
  g_assert_cmpstr (ladder->games[0].id, ==, "D1");
  g_assert_cmpstr (ladder->games[1].id, ==, "D3");
  g_assert_cmpuint (find_rating (ladder, "Bob")->games, ==, 1);
  game = played ("D1", "Alice,Bob", MARCH_1, SCRIPT_WIN);
  g_ptr_array_add (known, known_of (game));
  carc_game_free (game);
  game = played ("D3", "Carol,Alice", MARCH_1 + 2 * DAY, SCRIPT_WIN);
  g_ptr_array_add (known, known_of (game));
  carc_game_free (game);
  without = rate_in_order (known);
  assert_ladder_is (ladder, without);

  g_assert_true (carc_store_undelete_game (f->store, "D2", &error));
  g_assert_no_error (error);
  restored = get_ratings (f->store, NULL);
  ladder = carc_store_ratings_get_ladder (restored, CARC_STORE_GAME_CARCASSONNE);
  g_assert_cmpuint (ladder->n_games, ==, 3);
  for (guint i = 0; i < ladder->n_players; i++)
    g_assert_cmpfloat_with_epsilon (ladder->players[i].mu,
                                    find_rating (carc_store_ratings_get_ladder (all, CARC_STORE_GAME_CARCASSONNE),
                                                 ladder->players[i].name)->mu, 1e-12);

  /* purged for good: still out */
  g_assert_true (carc_store_delete_game (f->store, "D2", &error));
  g_assert_true (carc_store_purge_deleted_games (f->store, NULL, &error));
  g_assert_no_error (error);
  {
    g_autoptr(CarcStoreRatings) purged = get_ratings (f->store, NULL);

    assert_ladder_is (carc_store_ratings_get_ladder (purged, CARC_STORE_GAME_CARCASSONNE), without);
  }
}

/* Unfinished games and games of one player rate nobody. */
static void
test_unfinished_and_solo (Fixture       *f,
                          gconstpointer  data)
{
  g_autoptr(CarcStoreRatings) ratings = NULL;
  const CarcStoreLadder *ladder;
  CarcGame *game;

  store_played (f->store, "F1", "Alice,Bob", MARCH_1, SCRIPT_WIN);
  /* the same city, not ended */
  game = played ("U1", "Alice,Bob,Dave", MARCH_1 + DAY, "BA/C 0,-1 180; follower S; BA/RFr 1,0 0; follower NL NR");
  store_game (f->store, game);
  carc_game_free (game);
  /* Eve alone */
  store_played (f->store, "S1", "Eve", MARCH_1 + 2 * DAY, "BA/C 0,-1 180; follower S; end");

  ratings = get_ratings (f->store, NULL);
  ladder = carc_store_ratings_get_ladder (ratings, CARC_STORE_GAME_CARCASSONNE);
  g_assert_cmpuint (ladder->n_games, ==, 1);
  g_assert_cmpuint (ladder->n_players, ==, 2);
  g_assert_null (find_rating (ladder, "Dave"));
  g_assert_null (find_rating (ladder, "Eve"));
  g_assert_cmpuint (find_rating (ladder, "Alice")->games, ==, 1);
  g_assert_cmpfloat_with_epsilon (find_rating (ladder, "Alice")->mu, 27.635389493140497, 1e-12);
}

/* A finished Hunters & Gatherers game of @names, played at random. */
static CarcGame *
hunters_gatherers_game (const char *id,
                        const char *names,
                        gint64      created,
                        guint64     seed)
{
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (seed);
  CarcGame *game = store_test_game_new ("hunters-and-gatherers", names, created);

  carc_game_set_id (game, id);
  while (store_test_random_step (player, game, 0))
    ;
  g_assert_cmpint (carc_state_get_phase (carc_game_get_state (game)), ==, CARC_PHASE_OVER);
  return game;
}

/* Each game type has its own ladder: Carcassonne's results say nothing of
 * Hunters & Gatherers and the other way round. */
static void
test_game_types (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(GPtrArray) carcassonne = g_ptr_array_new_with_free_func (known_free);
  g_autoptr(GPtrArray) hunters = g_ptr_array_new_with_free_func (known_free);
  g_autoptr(GHashTable) expected_c = NULL;
  g_autoptr(GHashTable) expected_h = NULL;
  g_autoptr(CarcStoreRatings) ratings = NULL;
  g_autoptr(CarcStoreRatings) only_h = NULL;
  g_autoptr(CarcStoreRatings) only_c = NULL;
  CarcStoreStatsFilter filter = { 0 };
  CarcGame *game;

  for (guint g = 0; g < 3; g++)
    {
      g_autofree char *id = g_strdup_printf ("H%u", g);

      game = hunters_gatherers_game (id, g == 1 ? "Bob,Alice" : "Alice,Bob", MARCH_1 + g * DAY, 40 + g);
      g_ptr_array_add (hunters, known_of (game));
      store_game (f->store, game);
      carc_game_free (game);

      id = (g_free (id), g_strdup_printf ("K%u", g));
      game = played (id, g == 2 ? "Bob,Alice" : "Alice,Bob", MARCH_1 + g * DAY + (gint64) 3600 * SEC, SCRIPT_WIN);
      g_ptr_array_add (carcassonne, known_of (game));
      store_game (f->store, game);
      carc_game_free (game);
    }
  expected_c = rate_in_order (carcassonne);
  expected_h = rate_in_order (hunters);

  ratings = get_ratings (f->store, NULL);
  g_assert_cmpuint (ratings->n_ladders, ==, 2);
  g_assert_cmpint (ratings->ladders[0].type, ==, CARC_STORE_GAME_CARCASSONNE);
  g_assert_cmpint (ratings->ladders[1].type, ==, CARC_STORE_GAME_HUNTERS_GATHERERS);
  assert_ladder_is (carc_store_ratings_get_ladder (ratings, CARC_STORE_GAME_CARCASSONNE), expected_c);
  assert_ladder_is (carc_store_ratings_get_ladder (ratings, CARC_STORE_GAME_HUNTERS_GATHERERS), expected_h);
  g_assert_cmpuint (carc_store_ratings_get_ladder (ratings, CARC_STORE_GAME_CARCASSONNE)->n_games, ==, 3);
  g_assert_cmpuint (find_rating (carc_store_ratings_get_ladder (ratings, CARC_STORE_GAME_HUNTERS_GATHERERS),
                                 "Alice")->games, ==, 3);

  filter.type = CARC_STORE_GAME_HUNTERS_GATHERERS;
  only_h = get_ratings (f->store, &filter);
  g_assert_cmpuint (only_h->n_ladders, ==, 1);
  assert_ladder_is (&only_h->ladders[0], expected_h);
  filter.type = CARC_STORE_GAME_CARCASSONNE;
  only_c = get_ratings (f->store, &filter);
  g_assert_cmpuint (only_c->n_ladders, ==, 1);
  assert_ladder_is (&only_c->ladders[0], expected_c);
}

/* The statistics' filters: sets and dates choose the games rated; a player
 * keeps their own entry, rated over everyone's games, with its rank. */
static void
test_filters (Fixture       *f,
              gconstpointer  data)
{
  static const char * const river[] = { "river", NULL };
  static const char * const nonsense[] = { "chess", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcStoreRatings) all = NULL;
  g_autoptr(CarcStoreRatings) by_sets = NULL;
  g_autoptr(CarcStoreRatings) by_dates = NULL;
  g_autoptr(CarcStoreRatings) carol = NULL;
  CarcStoreStatsFilter filter = { 0 };
  const CarcStoreLadder *ladder;
  CarcGame *game;

  store_played (f->store, "P1", "Alice,Bob", MARCH_1, SCRIPT_WIN);
  game = store_test_game_new ("base,river", "Carol,Alice", MARCH_1 + 10 * DAY);
  carc_game_set_id (game, "P2");
  test_play (game, "end");
  store_game (f->store, game);
  carc_game_free (game);
  store_played (f->store, "P3", "Bob,Carol", MARCH_1 + 20 * DAY, SCRIPT_WIN);

  all = get_ratings (f->store, NULL);
  g_assert_cmpuint (all->ladders[0].n_games, ==, 3);

  filter.sets = river;
  by_sets = get_ratings (f->store, &filter);
  ladder = &by_sets->ladders[0];
  g_assert_cmpuint (ladder->n_games, ==, 1);
  g_assert_cmpstr (ladder->games[0].id, ==, "P2");
  g_assert_cmpuint (ladder->n_players, ==, 2);
  g_assert_null (find_rating (ladder, "Bob"));
  /* a tie of newcomers: both at 25, sharing rank 1 */
  g_assert_cmpfloat_with_epsilon (ladder->players[0].mu, 25.0, 1e-12);
  g_assert_cmpuint (ladder->players[0].rank, ==, 1);
  g_assert_cmpuint (ladder->players[1].rank, ==, 1);

  filter.sets = NULL;
  filter.from = MARCH_1 + 5 * DAY;
  filter.to = MARCH_1 + 30 * DAY;
  by_dates = get_ratings (f->store, &filter);
  ladder = &by_dates->ladders[0];
  g_assert_cmpuint (ladder->n_games, ==, 2);
  g_assert_cmpstr (ladder->games[0].id, ==, "P2");
  g_assert_cmpstr (ladder->games[1].id, ==, "P3");
  g_assert_cmpuint (find_rating (ladder, "Bob")->games, ==, 1);

  memset (&filter, 0, sizeof filter);
  filter.player = "carol";
  carol = get_ratings (f->store, &filter);
  ladder = &carol->ladders[0];
  g_assert_cmpuint (ladder->n_players, ==, 1);
  g_assert_cmpstr (ladder->players[0].name, ==, "Carol");
  g_assert_cmpuint (ladder->n_games, ==, 3);
  g_assert_cmpfloat_with_epsilon (ladder->players[0].mu, find_rating (&all->ladders[0], "Carol")->mu, 1e-12);
  g_assert_cmpuint (ladder->players[0].rank, ==, find_rating (&all->ladders[0], "Carol")->rank);
  g_assert_cmpuint (ladder->players[0].rank, >, 1);

  filter.player = "Nobody";
  g_assert_null (carc_store_get_ratings (f->store, &filter, &error));
  g_assert_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);
  filter.player = NULL;
  filter.sets = nonsense;
  g_assert_null (carc_store_get_ratings (f->store, &filter, &error));
  g_assert_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID);
}

/* Imported games join the ladder in the order they were played, not the
 * order they arrived in; the roster's current names show. */
static void
test_import_and_rename (Fixture       *f,
                        gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *record = g_build_filename (f->dir, "early.json", NULL);
  g_autofree char *json = NULL;
  g_autoptr(GPtrArray) known = g_ptr_array_new_with_free_func (known_free);
  g_autoptr(GHashTable) expected = NULL;
  g_autoptr(CarcStoreRatings) ratings = NULL;
  g_autoptr(GPtrArray) roster = NULL;
  CarcStoreImport *import;
  CarcGame *early, *late;

  late = played ("late", "Alice,Bob", MARCH_1 + 5 * DAY, SCRIPT_WIN);
  store_game (f->store, late);
  early = played ("early", "Bob,Alice", MARCH_1, SCRIPT_WIN);
  json = carc_record_to_json (early);
  g_assert_true (g_file_set_contents (record, json, -1, &error));
  import = carc_store_import_file (f->store, record, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (import->imported, ==, 1);
  carc_store_import_free (import);

  g_ptr_array_add (known, known_of (early));
  g_ptr_array_add (known, known_of (late));
  carc_game_free (early);
  carc_game_free (late);
  expected = rate_in_order (known);

  ratings = get_ratings (f->store, NULL);
  g_assert_cmpstr (ratings->ladders[0].games[0].id, ==, "early");
  assert_ladder_is (&ratings->ladders[0], expected);
  g_clear_pointer (&ratings, carc_store_ratings_free);

  roster = carc_store_list_players (f->store, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < roster->len; i++)
    if (strcmp (((CarcStorePlayer *) roster->pdata[i])->name, "Bob") == 0)
      g_assert_true (carc_store_rename_player (f->store, ((CarcStorePlayer *) roster->pdata[i])->id, "Robert", &error));
  g_assert_no_error (error);
  ratings = get_ratings (f->store, NULL);
  g_assert_nonnull (find_rating (&ratings->ladders[0], "Robert"));
  g_assert_null (find_rating (&ratings->ladders[0], "Bob"));
  g_assert_cmpfloat_with_epsilon (find_rating (&ratings->ladders[0], "Robert")->mu,
                                  ((CarcRating *) g_hash_table_lookup (expected, "Bob"))->mu, 1e-12);
}

/* Five games make a rating settled. */
static void
test_provisional (Fixture       *f,
                  gconstpointer  data)
{
  for (guint g = 0; g < CARC_RATING_PROVISIONAL_GAMES; g++)
    {
      g_autofree char *id = g_strdup_printf ("V%u", g);
      g_autoptr(CarcStoreRatings) ratings = NULL;
      const CarcStoreRating *alice;

      store_played (f->store, id, g % 2 ? "Alice,Bob" : "Alice,Carol", MARCH_1 + g * DAY, SCRIPT_WIN);
      ratings = get_ratings (f->store, NULL);
      alice = find_rating (&ratings->ladders[0], "Alice");
      g_assert_cmpuint (alice->games, ==, g + 1);
      g_assert_true (alice->provisional == (g + 1 < CARC_RATING_PROVISIONAL_GAMES));
      g_assert_true (find_rating (&ratings->ladders[0], "Bob") == NULL
                     || find_rating (&ratings->ladders[0], "Bob")->provisional);
    }
}

/* ---- the CLI ------------------------------------------------------------------------ */

static int
run_cli (GString *out,
         GString *err,
         ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  va_list ap;
  const char *arg;

  g_ptr_array_add (args, (gpointer) "carcassonne-cli");
  va_start (ap, err);
  while ((arg = va_arg (ap, const char *)))
    g_ptr_array_add (args, (gpointer) arg);
  va_end (ap);
  g_string_truncate (out, 0);
  g_string_truncate (err, 0);
  return carc_cli_run ((int) args->len, (char **) args->pdata, out, err);
}

static JsonNode *
parse_json (const GString *out)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, out->str, -1, &error);
  g_assert_no_error (error);
  return json_node_copy (json_parser_get_root (parser));
}

/* The "ratings" array, checked against the C API's ladders of @filter. */
static void
assert_cli_ratings (CarcStore                  *store,
                    const CarcStoreStatsFilter *filter,
                    JsonNode                   *root)
{
  g_autoptr(CarcStoreRatings) ratings = get_ratings (store, filter);
  JsonArray *array;
  guint k = 0;

  g_assert_true (json_object_has_member (json_node_get_object (root), "ratings"));
  array = json_object_get_array_member (json_node_get_object (root), "ratings");
  g_assert_nonnull (array);
  for (guint l = 0; l < ratings->n_ladders; l++)
    for (guint i = 0; i < ratings->ladders[l].n_players; i++, k++)
      {
        const CarcStoreRating *entry = &ratings->ladders[l].players[i];
        JsonObject *obj;

        g_assert_cmpuint (k, <, json_array_get_length (array));
        obj = json_array_get_object_element (array, k);
        g_assert_cmpuint (json_object_get_size (obj), ==, 6);
        g_assert_cmpstr (json_object_get_string_member (obj, "player"), ==, entry->name);
        g_assert_cmpstr (json_object_get_string_member (obj, "game"), ==,
                         carc_store_game_type_name (ratings->ladders[l].type));
        g_assert_cmpint (json_object_get_int_member (obj, "games"), ==, entry->games);
        g_assert_cmpfloat_with_epsilon (json_object_get_double_member (obj, "mu"), entry->mu, 5e-7);
        g_assert_cmpfloat_with_epsilon (json_object_get_double_member (obj, "sigma"), entry->sigma, 5e-7);
        g_assert_cmpfloat_with_epsilon (json_object_get_double_member (obj, "ordinal"), entry->ordinal, 5e-7);
        /* highest ordinal first within a game's ladder */
        if (i > 0)
          g_assert_cmpfloat (json_object_get_double_member (json_array_get_object_element (array, k - 1), "ordinal"),
                             >=, json_object_get_double_member (obj, "ordinal"));
      }
  g_assert_cmpuint (json_array_get_length (array), ==, k);
}

static void
test_cli (Fixture       *f,
          gconstpointer  data)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GString) err = g_string_new (NULL);
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(CarcStoreStats) stats = NULL;
  g_autofree char *stats_json = NULL;
  g_autoptr(GError) error = NULL;
  CarcStoreStatsFilter filter = { 0 };
  JsonArray *array;
  CarcGame *game;

  store_played (f->store, "J1", "Alice,Bob", MARCH_1, SCRIPT_WIN);
  store_played (f->store, "J2", "Bob,Carol,Alice", MARCH_1 + DAY, SCRIPT_WIN);
  store_played (f->store, "J3", "Carol,Alice", MARCH_1 + 2 * DAY, SCRIPT_WIN);
  game = hunters_gatherers_game ("JH", "Dave,Alice", MARCH_1 + 3 * DAY, 7);
  store_game (f->store, game);
  carc_game_free (game);
  g_clear_object (&f->store);

  g_assert_cmpint (run_cli (out, err, "stats", "--db", f->path, NULL), ==, CARC_CLI_OK);
  g_assert_cmpstr (err->str, ==, "");
  root = parse_json (out);
  f->store = carc_store_open (f->path, CARC_STORE_OPEN_READ_ONLY, &error);
  g_assert_no_error (error);
  assert_cli_ratings (f->store, NULL, root);
  array = json_object_get_array_member (json_node_get_object (root), "ratings");
  /* three Carcassonne players, then Hunters & Gatherers' two */
  g_assert_cmpuint (json_array_get_length (array), ==, 5);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (array, 3), "game"), ==,
                   "hunters-and-gatherers");
  /* the members the statistics had, unchanged and first */
  stats = carc_store_get_stats (f->store, NULL, &error);
  g_assert_no_error (error);
  stats_json = carc_store_stats_to_json (stats);
  g_assert_true (strncmp (out->str, stats_json, strlen (stats_json) - 1) == 0);
  g_assert_true (g_str_has_prefix (out->str + strlen (stats_json) - 1, ",\"ratings\":["));
  g_assert_true (json_object_has_member (json_node_get_object (root), "overall"));
  g_assert_true (json_object_has_member (json_node_get_object (root), "players"));
  g_clear_pointer (&root, json_node_unref);

  g_assert_cmpint (run_cli (out, err, "stats", "--db", f->path, "--type", "carcassonne", NULL), ==, CARC_CLI_OK);
  root = parse_json (out);
  filter.type = CARC_STORE_GAME_CARCASSONNE;
  assert_cli_ratings (f->store, &filter, root);
  array = json_object_get_array_member (json_node_get_object (root), "ratings");
  g_assert_cmpuint (json_array_get_length (array), ==, 3);
  g_clear_pointer (&root, json_node_unref);

  g_assert_cmpint (run_cli (out, err, "stats", "--db", f->path, "--from", "2026-03-02", NULL), ==, CARC_CLI_OK);
  root = parse_json (out);
  memset (&filter, 0, sizeof filter);
  {
    g_autoptr(GDateTime) day = g_date_time_new_local (2026, 3, 2, 0, 0, 0);

    filter.from = g_date_time_to_unix (day) * G_USEC_PER_SEC;
  }
  assert_cli_ratings (f->store, &filter, root);
  g_clear_pointer (&root, json_node_unref);

  g_assert_cmpint (run_cli (out, err, "stats", "--db", f->path, "--player", "alice", NULL), ==, CARC_CLI_OK);
  root = parse_json (out);
  memset (&filter, 0, sizeof filter);
  filter.player = "alice";
  assert_cli_ratings (f->store, &filter, root);
  array = json_object_get_array_member (json_node_get_object (root), "ratings");
  g_assert_cmpuint (json_array_get_length (array), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (array, 0), "player"), ==, "Alice");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (array, 1), "player"), ==, "Alice");
  g_clear_pointer (&root, json_node_unref);

  /* an empty database: an empty array */
  {
    g_autofree char *empty = g_build_filename (f->dir, "empty.sqlite3", NULL);
    g_autoptr(CarcStore) created = carc_store_open (empty, CARC_STORE_OPEN_DEFAULT, &error);

    g_assert_no_error (error);
    g_clear_object (&created);
    g_assert_cmpint (run_cli (out, err, "stats", "--db", empty, NULL), ==, CARC_CLI_OK);
    root = parse_json (out);
    g_assert_cmpuint (json_array_get_length (json_object_get_array_member (json_node_get_object (root), "ratings")), ==, 0);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) g_test_add ("/store-ratings/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("empty", test_empty);
  ADD ("two-player-game", test_two_player_game);
  ADD ("lone-winner-and-loser", test_lone_winner_and_loser);
  ADD ("matches-sequence", test_matches_sequence);
  ADD ("order", test_order);
  ADD ("correction", test_correction);
  ADD ("delete", test_delete);
  ADD ("unfinished-and-solo", test_unfinished_and_solo);
  ADD ("game-types", test_game_types);
  ADD ("filters", test_filters);
  ADD ("import-and-rename", test_import_and_rename);
  ADD ("provisional", test_provisional);
  ADD ("cli", test_cli);
#undef ADD

  return g_test_run ();
}
