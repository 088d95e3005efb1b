/* test-store.c: the SQLite store on real database files
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif
#include <sys/wait.h>
#include <unistd.h>

#include "carc-registry.h"
#include "carc-store-private.h"
#include "carc-test-util.h"
#include "carc-traders-builders.h"
#include "carc-towers-thieves.h"
#include "store-test-util.h"

/* Towers & Thieves: thieves (with their tile), guards and grow choices
 * are saved event by event and load back to the same game, guard points
 * in the results' points per kind. */
static void
test_towers_round_trip (StoreFixture  *f,
                        gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcStore) store = store_test_open (f->path);
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (11);
  CarcGame *game = store_test_game_new ("base,towers-and-thieves", "Alice,Bob", MARCH_1);
  CarcGame *loaded;
  gint64 t = MARCH_1;
  guint thieves = 0, guards = 0;
  int guard_points = 0;

  g_assert_true (carc_store_create_game (store, game, &error));
  g_assert_no_error (error);
  while (store_test_random_step (player, game, t += 7 * SEC))
    {
      const CarcEvent *e = carc_game_get_event (game, carc_game_get_n_events (game) - 1);
      thieves += e->type == CARC_EVENT_THIEF;
      guards += e->type == CARC_EVENT_GUARD;
      g_assert_true (carc_store_append_event (store, game, &error));
      g_assert_no_error (error);
    }
  g_assert_cmpuint (thieves, >, 0);
  g_assert_cmpuint (guards, >, 0);
  loaded = carc_store_load_game (store, carc_game_get_id (game), &error);
  g_assert_no_error (error);
  store_test_assert_same_game (game, loaded);
  for (guint p = 0; p < 2; p++)
    guard_points += carc_state_get_players (carc_game_get_state (game))[p].by_kind[CARC_SCORE_GUARD];
  g_assert_cmpint (guard_points, >, 0);
  g_assert_cmpint (store_test_raw_int (f->path, "SELECT coalesce (sum (points), 0) FROM result_points WHERE kind = 'guard'"), ==, guard_points);
  carc_game_free (loaded);
  carc_game_free (game);
}

/* ---- opening ------------------------------------------------------------------------ */

static void
test_open_creates (StoreFixture  *f,
                   gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *nested = g_build_filename (f->dir, "a", "b", "games.sqlite3", NULL);
  g_autofree char *default_path = carc_store_get_default_path ();
  g_autoptr(CarcStore) store = NULL;
  g_autoptr(CarcStore) missing = NULL;
  g_autofree char *mode = NULL;

  g_assert_true (g_str_has_suffix (default_path, "/io.github.CarcassonneCompanion/games.sqlite3"));
  g_assert_true (g_str_has_prefix (default_path, g_get_user_data_dir ()));

  missing = carc_store_open (nested, CARC_STORE_OPEN_READ_ONLY, &error);
  g_assert_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_NOT_FOUND);
  g_assert_null (missing);
  g_assert_false (g_file_test (nested, G_FILE_TEST_EXISTS));
  g_clear_error (&error);

  store = store_test_open (nested);
  g_assert_true (g_file_test (nested, G_FILE_TEST_IS_REGULAR));
  g_assert_cmpstr (carc_store_get_path (store), ==, nested);
  g_assert_false (carc_store_is_read_only (store));
  g_clear_object (&store);

  g_assert_cmpint (store_test_raw_int (nested, "PRAGMA user_version"), ==, CARC_STORE_SCHEMA_VERSION);
  g_assert_cmpint (store_test_raw_int (nested, "PRAGMA application_id"), ==, CARC_STORE_APPLICATION_ID);
  mode = store_test_raw_text (nested, "PRAGMA journal_mode");
  g_assert_cmpstr (mode, ==, "wal\n");
  /* a new database is not "upgraded": no copy beside it */
  {
    g_autofree char *nested_dir = g_path_get_dirname (nested);
    g_autofree char *copy = store_test_find_copy (nested_dir, "games.sqlite3.v");
    g_assert_null (copy);
  }

  store = carc_store_open (nested, CARC_STORE_OPEN_READ_ONLY, &error);
  g_assert_no_error (error);
  g_assert_true (carc_store_is_read_only (store));
}

/* ---- games -------------------------------------------------------------------------- */

static void
count_changes (CarcStore  *store,
               const char *game_id,
               guint      *count)
{
  (*count)++;
}

static void
test_round_trip (StoreFixture  *f,
                 gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcStore) store = store_test_open (f->path);
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (7);
  g_autoptr(CarcStoreGameSummary) summary = NULL;
  CarcGame *game = store_test_game_new ("base,inns-and-cathedrals,traders-and-builders,hills-and-sheep",
                                        "Alice,Bob,Carol", MARCH_1);
  CarcGame *loaded;
  guint changes = 0;
  gint64 t = MARCH_1;

  g_signal_connect (store, "changed", G_CALLBACK (count_changes), &changes);
  g_assert_true (carc_store_create_game (store, game, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (changes, ==, 1);

  /* the same id twice is refused */
  g_assert_false (carc_store_create_game (store, game, &error));
  g_assert_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID);
  g_clear_error (&error);

  for (guint i = 0; i < 60 && store_test_random_step (player, game, t += 7 * SEC); i++)
    {
      g_assert_true (carc_store_append_event (store, game, &error));
      g_assert_no_error (error);
    }
  g_assert_cmpuint (carc_game_get_n_events (game), ==, 60);
  g_assert_cmpuint (changes, ==, 61);

  /* committed: another connection sees every event at once */
  g_assert_cmpint (store_test_raw_int (f->path, "SELECT count(*) FROM events"), ==, 60);
  g_assert_cmpint (store_test_raw_int (f->path, "SELECT n_events FROM games"), ==, 60);

  loaded = carc_store_load_game (store, carc_game_get_id (game), &error);
  g_assert_no_error (error);
  store_test_assert_same_game (game, loaded);
  carc_game_free (loaded);

  /* appending the same event again: the store is one ahead now */
  g_assert_false (carc_store_append_event (store, game, &error));
  g_assert_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_cmpint (store_test_raw_int (f->path, "SELECT count(*) FROM events"), ==, 60);

  summary = carc_store_find_unfinished_game (store, &error);
  g_assert_no_error (error);
  g_assert_nonnull (summary);
  g_assert_cmpstr (summary->id, ==, carc_game_get_id (game));
  g_assert_false (summary->finished);
  g_assert_cmpuint (summary->n_events, ==, 60);
  g_assert_cmpuint (summary->n_players, ==, 3);
  g_assert_cmpstr (summary->players[1].name, ==, "Bob");
  for (guint p = 0; p < 3; p++)
    {
      g_assert_cmpint (summary->players[p].score, ==, carc_state_get_players (carc_game_get_state (game))[p].score);
      g_assert_false (summary->players[p].winner);
    }
  g_assert_cmpstrv (summary->sets, ((const char *[]) { "base", "inns-and-cathedrals", "traders-and-builders",
                                                       "hills-and-sheep", NULL }));
  g_clear_pointer (&summary, carc_store_game_summary_free);

  /* to the end: the last append finishes the game in the same transaction */
  while (store_test_random_step (player, game, t += 7 * SEC))
    {
      g_assert_true (carc_store_append_event (store, game, &error));
      g_assert_no_error (error);
    }
  g_assert_cmpint (carc_state_get_phase (carc_game_get_state (game)), ==, CARC_PHASE_OVER);
  summary = carc_store_get_game_summary (store, carc_game_get_id (game), &error);
  g_assert_no_error (error);
  g_assert_true (summary->finished);
  g_assert_cmpint (summary->ended, ==, t - 7 * SEC);   /* the last event's time */
  g_assert_cmpint (store_test_raw_int (f->path, "SELECT count(*) FROM results"), ==, 3);
  g_assert_cmpint (store_test_raw_int (f->path, "SELECT count(*) FROM scorings"), ==,
                   carc_state_get_n_scorings (carc_game_get_state (game)));
  g_assert_null (carc_store_find_unfinished_game (store, &error));
  g_assert_no_error (error);

  loaded = carc_store_load_game (store, carc_game_get_id (game), &error);
  g_assert_no_error (error);
  store_test_assert_same_game (game, loaded);
  carc_game_free (loaded);

  g_assert_null (carc_store_load_game (store, "no-such-game", &error));
  g_assert_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_NOT_FOUND);
  carc_game_free (game);
}

static void
test_undo_and_correct (StoreFixture  *f,
                       gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcStore) store = store_test_open (f->path);
  g_autoptr(CarcStoreGameSummary) summary = NULL;
  CarcGame *game = store_test_random_game ("base", "Alice,Bob", 11, 0, MARCH_1);
  CarcGame *loaded;
  CarcEvent pass = carc_event_simple (CARC_EVENT_PASS, 0);
  guint n = carc_game_get_n_events (game);
  guint figure = G_MAXUINT;

  g_assert_cmpint (carc_state_get_phase (carc_game_get_state (game)), ==, CARC_PHASE_OVER);
  g_assert_true (carc_store_create_game (store, game, &error));
  g_assert_no_error (error);
  summary = carc_store_get_game_summary (store, carc_game_get_id (game), &error);
  g_assert_true (summary->finished);
  g_clear_pointer (&summary, carc_store_game_summary_free);

  /* undoing the end makes the game unfinished again */
  g_assert_true (carc_game_undo (game));
  g_assert_true (carc_store_truncate_game (store, game, &error));
  g_assert_no_error (error);
  summary = carc_store_get_game_summary (store, carc_game_get_id (game), &error);
  g_assert_false (summary->finished);
  g_assert_cmpint (summary->ended, ==, 0);
  g_assert_cmpuint (summary->n_events, ==, n - 1);
  g_clear_pointer (&summary, carc_store_game_summary_free);
  g_assert_cmpint (store_test_raw_int (f->path, "SELECT count(*) FROM results"), ==, 0);
  g_assert_cmpint (store_test_raw_int (f->path, "SELECT count(*) FROM scorings"), ==, 0);

  /* three more undos */
  for (guint i = 0; i < 3; i++)
    g_assert_true (carc_game_undo (game));
  g_assert_true (carc_store_truncate_game (store, game, &error));
  g_assert_no_error (error);
  g_assert_cmpint (store_test_raw_int (f->path, "SELECT count(*) FROM events"), ==, n - 4);
  loaded = carc_store_load_game (store, carc_game_get_id (game), &error);
  g_assert_no_error (error);
  store_test_assert_same_game (game, loaded);
  carc_game_free (loaded);

  /* a correction early in the game: the first figure becomes a pass */
  for (guint i = 0; i < carc_game_get_n_events (game) && figure == G_MAXUINT; i++)
    if (carc_game_get_event (game, i)->type == CARC_EVENT_FIGURE)
      figure = i;
  g_assert_cmpuint (figure, <, 20);
  g_assert_true (carc_game_replace_event (game, figure, &pass, &error));
  g_assert_no_error (error);
  g_assert_true (carc_store_replace_events (store, game, &error));
  g_assert_no_error (error);
  loaded = carc_store_load_game (store, carc_game_get_id (game), &error);
  g_assert_no_error (error);
  store_test_assert_same_game (game, loaded);
  carc_game_free (loaded);
  summary = carc_store_get_game_summary (store, carc_game_get_id (game), &error);
  g_assert_cmpint (summary->players[0].score, ==, carc_state_get_players (carc_game_get_state (game))[0].score);
  g_assert_cmpint (summary->players[1].score, ==, carc_state_get_players (carc_game_get_state (game))[1].score);
  g_clear_pointer (&summary, carc_store_game_summary_free);

  /* a correction that removes events: the log shrinks in one transaction */
  g_assert_true (carc_game_remove_event (game, carc_game_get_n_events (game) - 1, &error));
  g_assert_true (carc_store_replace_events (store, game, &error));
  g_assert_no_error (error);
  g_assert_cmpint (store_test_raw_int (f->path, "SELECT count(*) FROM events"), ==, carc_game_get_n_events (game));

  /* ending it now finishes it again */
  {
    CarcEvent end = carc_event_simple (CARC_EVENT_END, 0);
    while (carc_state_get_phase (carc_game_get_state (game)) != CARC_PHASE_TILE)
      {
        g_assert_true (carc_game_append (game, &pass, &error));
        g_assert_true (carc_store_append_event (store, game, &error));
      }
    g_assert_true (carc_game_append (game, &end, &error));
    g_assert_no_error (error);
    g_assert_true (carc_store_append_event (store, game, &error));
    g_assert_no_error (error);
  }
  summary = carc_store_get_game_summary (store, carc_game_get_id (game), &error);
  g_assert_true (summary->finished);
  g_assert_true (summary->players[0].winner || summary->players[1].winner);
  g_clear_pointer (&summary, carc_store_game_summary_free);
  g_assert_true (carc_store_finish_game (store, game, &error));
  g_assert_no_error (error);
  g_assert_cmpint (store_test_raw_int (f->path, "SELECT count(*) FROM results"), ==, 2);

  /* the store refuses a game that is behind it */
  {
    CarcGame *behind = store_test_random_game ("base", "Alice,Bob", 11, 3, MARCH_1);
    carc_game_set_id (behind, carc_game_get_id (game));
    g_assert_false (carc_store_append_event (store, behind, &error));
    g_assert_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID);
    /* refused for being out of step, before anything is written */
    g_assert_nonnull (strstr (error->message, "in the database but 3 on screen"));
    g_clear_error (&error);
    g_assert_false (carc_store_finish_game (store, behind, &error));
    g_assert_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID);
    g_clear_error (&error);
    carc_game_free (behind);
  }
  carc_game_free (game);
}

/* ---- lists, search, delete, roster ------------------------------------------------- */

/* Game @index of @store's list (CarcStoreGameKey) has @game's id. */
static void
assert_key_is (CarcStore      *store,
               GArray         *keys,
               guint           index,
               const CarcGame *game)
{
  g_autoptr(GError) error = NULL;
  gint64 key = 0;

  g_assert_true (carc_store_get_game_key (store, carc_game_get_id (game), &key, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_array_index (keys, CarcStoreGameKey, index).key, ==, key);
}

/* A long list's way in (issue 24): the games as keys and times alone,
 * in the list's order, and their summaries by key; the last played first;
 * deleted games removed for good one at a time or by age. */
static void
test_list_keys (StoreFixture  *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcStore) store = store_test_open (f->path);
  g_autoptr(GArray) keys = NULL;
  g_autoptr(GPtrArray) summaries = NULL;
  g_autoptr(GPtrArray) by_played = NULL;
  /* unfinished games */
  CarcGame *g1 = store_test_random_game ("base", "Alice,Bob", 1, 20, MARCH_1);
  CarcGame *g2 = store_test_random_game ("base,hills-and-sheep", "Šárka,Bob", 2, 20, MARCH_1 + DAY);
  CarcGame *g3 = store_test_random_game ("base,river", "Carol,Dave", 3, 20, MARCH_1 + 2 * DAY);
  CarcGame *old;
  gint64 keys_of[3];
  guint purged = 9;
  CarcEvent event;

  /* g1 is played last */
  g_assert_true (carc_store_create_game (store, g1, &error));
  g_assert_true (carc_store_create_game (store, g2, &error));
  g_assert_true (carc_store_create_game (store, g3, &error));
  g_assert_no_error (error);
  {
    g_autoptr(CarcRandomPlayer) player = carc_random_player_new (4);

    g_assert_true (carc_random_player_next (player, carc_game_get_state (g1), &event));
    event.time = g_get_real_time () + DAY;   /* after the others' events, stamped now */
    g_assert_true (carc_game_append (g1, &event, &error));
    g_assert_true (carc_store_append_event (store, g1, &error));
    g_assert_no_error (error);
  }

  keys = carc_store_list_game_keys (store, NULL, CARC_STORE_LIST_DEFAULT, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (keys->len, ==, 3);
  /* newest first, as carc_store_list_games (), with their times */
  assert_key_is (store, keys, 0, g3);
  assert_key_is (store, keys, 2, g1);
  g_assert_cmpint (g_array_index (keys, CarcStoreGameKey, 0).time, ==, MARCH_1 + 2 * DAY);
  for (guint i = 0; i < 3; i++)
    keys_of[i] = g_array_index (keys, CarcStoreGameKey, i).key;
  g_clear_pointer (&keys, g_array_unref);

  /* the search and one game alone */
  keys = carc_store_list_game_keys (store, "bob", CARC_STORE_LIST_DEFAULT, NULL, &error);
  g_assert_cmpuint (keys->len, ==, 2);
  assert_key_is (store, keys, 0, g2);
  g_clear_pointer (&keys, g_array_unref);
  keys = carc_store_list_game_keys (store, "sheep", CARC_STORE_LIST_DEFAULT, NULL, &error);
  g_assert_cmpuint (keys->len, ==, 1);
  g_clear_pointer (&keys, g_array_unref);
  keys = carc_store_list_game_keys (store, "bob", CARC_STORE_LIST_DEFAULT, carc_game_get_id (g3), &error);
  g_assert_cmpuint (keys->len, ==, 0);
  g_clear_pointer (&keys, g_array_unref);
  keys = carc_store_list_game_keys (store, NULL, CARC_STORE_LIST_DEFAULT, carc_game_get_id (g3), &error);
  g_assert_cmpuint (keys->len, ==, 1);
  g_clear_pointer (&keys, g_array_unref);

  /* summaries in the order asked, NULL for a key no game has */
  {
    gint64 asked[] = { keys_of[2], 987654, keys_of[0] };

    summaries = carc_store_get_game_summaries (store, asked, G_N_ELEMENTS (asked), &error);
    g_assert_no_error (error);
    g_assert_cmpuint (summaries->len, ==, 3);
    g_assert_cmpstr (((CarcStoreGameSummary *) summaries->pdata[0])->id, ==, carc_game_get_id (g1));
    g_assert_null (summaries->pdata[1]);
    g_assert_cmpstr (((CarcStoreGameSummary *) summaries->pdata[2])->id, ==, carc_game_get_id (g3));
    g_assert_cmpstr (((CarcStoreGameSummary *) summaries->pdata[2])->players[0].name, ==, "Carol");
  }

  /* the last played first: g1, whose last event is the latest */
  by_played = carc_store_list_games (store, NULL, CARC_STORE_LIST_UNFINISHED | CARC_STORE_LIST_BY_PLAYED, 2, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (by_played->len, ==, 2);
  g_assert_cmpstr (((CarcStoreGameSummary *) by_played->pdata[0])->id, ==, carc_game_get_id (g1));
  g_assert_cmpstr (((CarcStoreGameSummary *) by_played->pdata[1])->id, ==, carc_game_get_id (g3));

  /* deleted: last deleted first, each with when */
  g_assert_true (carc_store_delete_game (store, carc_game_get_id (g1), &error));
  g_usleep (2000);
  g_assert_true (carc_store_delete_game (store, carc_game_get_id (g3), &error));
  keys = carc_store_list_game_keys (store, NULL, CARC_STORE_LIST_DELETED, NULL, &error);
  g_assert_cmpuint (keys->len, ==, 2);
  assert_key_is (store, keys, 0, g3);
  assert_key_is (store, keys, 1, g1);
  g_assert_cmpint (g_array_index (keys, CarcStoreGameKey, 0).time, >, g_array_index (keys, CarcStoreGameKey, 1).time);
  g_clear_pointer (&keys, g_array_unref);

  /* only a deleted game is removed for good */
  g_assert_false (carc_store_purge_game (store, carc_game_get_id (g2), &error));
  g_assert_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (carc_store_purge_game (store, "nope", &error));
  g_assert_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_true (carc_store_purge_game (store, carc_game_get_id (g3), &error));
  g_assert_no_error (error);
  g_assert_false (carc_store_get_game_key (store, carc_game_get_id (g3), &keys_of[0], NULL));

  /* by age: what was deleted before the time given */
  old = store_test_random_game ("base", "Alice,Carol", 5, 10, MARCH_1 + 3 * DAY);
  g_assert_true (carc_store_create_game (store, old, &error));
  g_assert_true (carc_store_delete_game (store, carc_game_get_id (old), &error));
  g_assert_true (carc_store_exec (store, "UPDATE games SET deleted = 1000 WHERE deleted IS NOT NULL"
                                         " AND uuid <> (SELECT uuid FROM games WHERE deleted IS NOT NULL"
                                         "              ORDER BY deleted LIMIT 1)", "testing", &error));
  g_assert_no_error (error);
  g_assert_true (carc_store_purge_deleted_before (store, 500, &purged, &error));
  g_assert_cmpuint (purged, ==, 0);
  g_assert_true (carc_store_purge_deleted_before (store, 2000, &purged, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (purged, ==, 1);
  g_assert_cmpuint (store_test_count_games (store, NULL, CARC_STORE_LIST_DELETED), ==, 1);
  g_assert_true (carc_store_get_game_key (store, carc_game_get_id (g2), &keys_of[0], NULL));

  carc_game_free (g1);
  carc_game_free (g2);
  carc_game_free (g3);
  carc_game_free (old);
}

static void
test_list_search_delete (StoreFixture  *f,
                         gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcStore) store = store_test_open (f->path);
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GPtrArray) players = NULL;
  CarcGame *g1 = store_test_random_game ("base", "Alice,Bob", 1, 0, MARCH_1);
  CarcGame *g2 = store_test_random_game ("base,hills-and-sheep", "Šárka,Bob", 2, 20, MARCH_1 + DAY);
  CarcGame *g3 = store_test_random_game ("base,river", "Carol,Dave", 3, 10, MARCH_1 + 2 * DAY);
  gint64 bob = 0;
  guint purged = 0;

  g_assert_true (carc_store_create_game (store, g1, &error));
  g_assert_true (carc_store_create_game (store, g2, &error));
  g_assert_true (carc_store_create_game (store, g3, &error));
  g_assert_no_error (error);

  games = store_test_list (store, NULL, CARC_STORE_LIST_DEFAULT);
  g_assert_cmpuint (games->len, ==, 3);
  /* newest first */
  g_assert_cmpstr (((CarcStoreGameSummary *) games->pdata[0])->id, ==, carc_game_get_id (g3));
  g_assert_cmpstr (((CarcStoreGameSummary *) games->pdata[2])->id, ==, carc_game_get_id (g1));
  g_assert_true (((CarcStoreGameSummary *) games->pdata[2])->finished);
  g_clear_pointer (&games, g_ptr_array_unref);

  g_assert_cmpuint (store_test_count_games (store, NULL, CARC_STORE_LIST_FINISHED), ==, 1);
  g_assert_cmpuint (store_test_count_games (store, NULL, CARC_STORE_LIST_UNFINISHED), ==, 2);
  g_assert_cmpuint (store_test_count_games (store, "BOB", 0), ==, 2);
  g_assert_cmpuint (store_test_count_games (store, "sarka", 0), ==, 1);      /* accents and case ignored */
  g_assert_cmpuint (store_test_count_games (store, "ŠÁR", 0), ==, 1);
  g_assert_cmpuint (store_test_count_games (store, "  ali ", 0), ==, 1);
  g_assert_cmpuint (store_test_count_games (store, "hills", 0), ==, 1);      /* set id */
  g_assert_cmpuint (store_test_count_games (store, "Sheep", 0), ==, 1);      /* set name */
  g_assert_cmpuint (store_test_count_games (store, "river", 0), ==, 1);
  g_assert_cmpuint (store_test_count_games (store, "base", 0), ==, 3);
  g_assert_cmpuint (store_test_count_games (store, "nobody", 0), ==, 0);
  g_assert_cmpuint (store_test_count_games (store, "%", 0), ==, 0);
  g_assert_cmpuint (store_test_count_games (store, "", 0), ==, 3);

  /* limit */
  games = carc_store_list_games (store, NULL, 0, 2, &error);
  g_assert_cmpuint (games->len, ==, 2);
  g_clear_pointer (&games, g_ptr_array_unref);

  /* delete with undo */
  g_assert_true (carc_store_delete_game (store, carc_game_get_id (g2), &error));
  g_assert_no_error (error);
  g_assert_cmpuint (store_test_count_games (store, NULL, 0), ==, 2);
  g_assert_cmpuint (store_test_count_games (store, "sarka", 0), ==, 0);
  games = store_test_list (store, NULL, CARC_STORE_LIST_DELETED);
  g_assert_cmpuint (games->len, ==, 1);
  g_assert_cmpstr (((CarcStoreGameSummary *) games->pdata[0])->id, ==, carc_game_get_id (g2));
  g_assert_cmpint (((CarcStoreGameSummary *) games->pdata[0])->deleted, >, 0);
  g_clear_pointer (&games, g_ptr_array_unref);
  g_assert_true (carc_store_undelete_game (store, carc_game_get_id (g2), &error));
  g_assert_cmpuint (store_test_count_games (store, NULL, 0), ==, 3);
  g_assert_cmpuint (store_test_count_games (store, NULL, CARC_STORE_LIST_DELETED), ==, 0);
  g_assert_false (carc_store_delete_game (store, "nope", &error));
  g_assert_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* roster: everyone who sat at a table, linked by name */
  players = carc_store_list_players (store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (players->len, ==, 5);
  g_assert_cmpstr (((CarcStorePlayer *) players->pdata[0])->name, ==, "Alice");
  g_assert_cmpstr (((CarcStorePlayer *) players->pdata[1])->name, ==, "Bob");
  g_assert_cmpuint (((CarcStorePlayer *) players->pdata[1])->n_games, ==, 2);
  bob = ((CarcStorePlayer *) players->pdata[1])->id;
  g_clear_pointer (&players, g_ptr_array_unref);

  g_assert_false (carc_store_add_player (store, "  BOB ", "red", NULL, &error));
  g_assert_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (carc_store_add_player (store, "Eve", "orange", NULL, &error));
  g_assert_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (carc_store_add_player (store, "   ", NULL, NULL, &error));
  g_assert_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_true (carc_store_add_player (store, " Eve ", "green", NULL, &error));
  g_assert_no_error (error);

  g_assert_true (carc_store_rename_player (store, bob, "Robert", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (store_test_count_games (store, "robert", 0), ==, 2);
  g_assert_cmpuint (store_test_count_games (store, "bob", 0), ==, 2);          /* the name in the game still finds it */
  games = store_test_list (store, "robert", 0);
  g_assert_cmpstr (((CarcStoreGameSummary *) games->pdata[0])->players[1].name, ==, "Robert");
  g_clear_pointer (&games, g_ptr_array_unref);
  g_assert_false (carc_store_rename_player (store, bob, "eve", &error));
  g_assert_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_true (carc_store_rename_player (store, bob, "ROBERT", &error));   /* same key: own name */
  g_assert_false (carc_store_rename_player (store, 9999, "Zed", &error));
  g_assert_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_true (carc_store_set_player_colour (store, bob, "purple", &error));
  players = carc_store_list_players (store, &error);
  g_assert_cmpuint (players->len, ==, 6);
  g_assert_cmpstr (((CarcStorePlayer *) players->pdata[3])->name, ==, "Eve");
  g_assert_cmpstr (((CarcStorePlayer *) players->pdata[3])->colour, ==, "green");
  g_assert_cmpstr (((CarcStorePlayer *) players->pdata[4])->name, ==, "ROBERT");
  g_assert_cmpstr (((CarcStorePlayer *) players->pdata[4])->colour, ==, "purple");

  /* a new game with "robert" joins the same roster entry */
  {
    CarcGame *g4 = store_test_random_game ("base", "robert,Eve", 4, 4, MARCH_1 + 3 * DAY);
    g_assert_true (carc_store_create_game (store, g4, &error));
    g_assert_cmpint (store_test_raw_int (f->path, "SELECT count(*) FROM players"), ==, 6);
    g_assert_cmpuint (store_test_count_games (store, "eve", 0), ==, 1);
    carc_game_free (g4);
  }

  /* purge removes deleted games for good, with their events */
  g_assert_true (carc_store_delete_game (store, carc_game_get_id (g1), &error));
  g_assert_true (carc_store_purge_deleted_games (store, &purged, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (purged, ==, 1);
  g_assert_cmpint (store_test_raw_int (f->path, "SELECT count(*) FROM games"), ==, 3);
  g_assert_cmpint (store_test_raw_int (f->path, "SELECT count(*) FROM results"), ==, 0);
  g_assert_cmpint (store_test_raw_int (f->path, "SELECT sum(n_events) FROM games"), ==,
                   store_test_raw_int (f->path, "SELECT count(*) FROM events"));

  /* a name from a set-up or a backup with spaces around it enters the
   * roster trimmed, and finds the trimmed entry again */
  {
    gint64 frank = 0, again = 0;
    gboolean added = FALSE;

    g_assert_true (carc_store_ensure_player (store, " Frank ", NULL, &frank, &added, &error));
    g_assert_no_error (error);
    g_assert_true (added);
    g_assert_cmpint (store_test_raw_int (f->path, "SELECT count(*) FROM players WHERE name = 'Frank'"), ==, 1);
    g_assert_true (carc_store_ensure_player (store, "Frank", NULL, &again, &added, &error));
    g_assert_false (added);
    g_assert_cmpint (again, ==, frank);
  }

  carc_game_free (g1);
  carc_game_free (g2);
  carc_game_free (g3);
}

/* ---- backup and import -------------------------------------------------------------- */

static void
test_backup_round_trip (StoreFixture  *f,
                        gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *backup = g_build_filename (f->dir, "backup.json", NULL);
  g_autofree char *other_path = g_build_filename (f->dir, "other.sqlite3", NULL);
  g_autofree char *record = g_build_filename (f->dir, "one.json", NULL);
  g_autofree char *third_path = g_build_filename (f->dir, "third.sqlite3", NULL);
  g_autoptr(CarcStore) store = store_test_open (f->path);
  g_autoptr(CarcStore) other = NULL;
  g_autoptr(CarcStore) third = NULL;
  g_autoptr(CarcStoreImport) import = NULL;
  g_autofree char *stats_a = NULL;
  g_autofree char *stats_b = NULL;
  g_autofree char *before = NULL;
  CarcGame *games[5];
  guint n_games = 0;

  games[0] = store_test_random_game ("base", "Alice,Bob", 21, 0, MARCH_1);
  games[1] = store_test_random_game ("base,inns-and-cathedrals,traders-and-builders", "Alice,Bob,Carol", 22, 0, MARCH_1 + DAY);
  games[2] = store_test_random_game ("base,hills-and-sheep", "Šárka,Bob", 23, 0, MARCH_1 + 2 * DAY);
  games[3] = store_test_random_game ("base,river", "Alice,Dave", 24, 30, MARCH_1 + 3 * DAY);
  games[4] = store_test_random_game ("base", "Alice,Eve", 25, 0, MARCH_1 + 4 * DAY);
  {
    /* one game with event times, so that turn times travel too */
    CarcGame *timed = store_test_with_times (games[0], MARCH_1 + 10 * SEC, 13 * SEC);
    carc_game_free (games[0]);
    games[0] = timed;
  }
  for (guint i = 0; i < 5; i++)
    {
      g_assert_true (carc_store_create_game (store, games[i], &error));
      g_assert_no_error (error);
    }
  g_assert_true (carc_store_add_player (store, "Frank", "yellow", NULL, &error));
  g_assert_true (carc_store_delete_game (store, carc_game_get_id (games[4]), &error));
  /* the box profiles travel too */
  {
    g_autoptr(CarcProfile) ours = carc_profile_new ("Our box");
    g_autoptr(CarcProfile) club = carc_profile_new ("Club box");
    CarcCatalogue *catalogue = carc_store_get_catalogue (store);
    carc_profile_set_tile_count (ours, carc_catalogue_get_type (catalogue, carc_catalogue_lookup (catalogue, "BA/C")), 6);
    g_assert_true (carc_store_save_profile (store, CARC_STORE_GAME_CARCASSONNE, ours, TRUE, &error));
    g_assert_true (carc_store_save_profile (store, CARC_STORE_GAME_CARCASSONNE, club, FALSE, &error));
    g_assert_no_error (error);
  }

  g_assert_true (carc_store_export_backup (store, backup, &n_games, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_games, ==, 4);

  other = store_test_open (other_path);
  import = carc_store_import_file (other, backup, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (import->imported, ==, 4);
  g_assert_cmpuint (import->skipped, ==, 0);
  g_assert_cmpuint (import->failures->len, ==, 0);
  g_assert_cmpuint (import->players_added, ==, 7);    /* Alice Bob Carol Šárka Dave Eve Frank */
  g_clear_pointer (&import, carc_store_import_free);
  {
    g_autofree char *default_name = NULL;
    g_auto(GStrv) names = carc_store_list_profiles (other, CARC_STORE_GAME_CARCASSONNE, &default_name, &error);
    g_autoptr(CarcProfile) ours = carc_store_load_profile (other, CARC_STORE_GAME_CARCASSONNE, "Our box", &error);
    g_autoptr(CarcProfile) original = carc_store_load_profile (store, CARC_STORE_GAME_CARCASSONNE, "Our box", &error);
    g_autofree char *a = NULL;
    g_autofree char *b = NULL;
    g_assert_no_error (error);
    g_assert_cmpuint (g_strv_length (names), ==, 2);
    g_assert_cmpstr (default_name, ==, "Our box");
    a = carc_profile_to_json (ours);
    b = carc_profile_to_json (original);
    g_assert_cmpstr (a, ==, b);
  }

  store_test_assert_same_lists (store, other);
  g_assert_true (carc_store_undelete_game (store, carc_game_get_id (games[4]), &error));
  g_assert_cmpuint (store_test_count_games (other, NULL, 0), ==, 4);
  g_assert_true (carc_store_delete_game (store, carc_game_get_id (games[4]), &error));
  stats_a = store_test_stats_json (store);
  stats_b = store_test_stats_json (other);
  g_assert_cmpstr (stats_a, ==, stats_b);
  {
    g_autoptr(CarcStoreStats) stats = carc_store_get_stats (other, NULL, &error);
    g_assert_cmpuint (stats->overall.turns, >, 20);
    g_assert_cmpfloat (stats->overall.average_turn_seconds, >=, 13.0);
  }
  {
    g_autoptr(GPtrArray) pa = carc_store_list_players (store, &error);
    g_autoptr(GPtrArray) pb = carc_store_list_players (other, &error);
    g_assert_cmpuint (pa->len, ==, pb->len);
    for (guint i = 0; i < pa->len; i++)
      {
        g_assert_cmpstr (((CarcStorePlayer *) pa->pdata[i])->name, ==, ((CarcStorePlayer *) pb->pdata[i])->name);
        g_assert_cmpstr (((CarcStorePlayer *) pa->pdata[i])->colour, ==, ((CarcStorePlayer *) pb->pdata[i])->colour);
      }
  }

  /* twice: every game is already there */
  before = store_test_file_hash (other_path);
  import = carc_store_import_file (other, backup, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (import->imported, ==, 0);
  g_assert_cmpuint (import->skipped, ==, 4);
  g_assert_cmpuint (import->players_added, ==, 0);
  g_clear_pointer (&import, carc_store_import_free);
  store_test_assert_same_lists (store, other);

  /* one game as a record, into a third database, twice */
  g_assert_true (carc_store_export_game (store, carc_game_get_id (games[1]), record, &error));
  g_assert_no_error (error);
  {
    CarcGame *read = carc_game_load_file (carc_game_get_catalogue (games[1]), record, &error);
    g_assert_no_error (error);
    store_test_assert_same_game (games[1], read);
    carc_game_free (read);
  }
  third = store_test_open (third_path);
  import = carc_store_import_file (third, record, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (import->imported, ==, 1);
  g_assert_cmpstr (import->imported_ids->pdata[0], ==, carc_game_get_id (games[1]));
  g_clear_pointer (&import, carc_store_import_free);
  import = carc_store_import_file (third, record, &error);
  g_assert_cmpuint (import->imported, ==, 0);
  g_assert_cmpuint (import->skipped, ==, 1);
  g_clear_pointer (&import, carc_store_import_free);
  g_assert_false (carc_store_export_game (store, "nope", record, &error));
  g_assert_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* a record without an id gets one from its content: imported once */
  {
    g_autofree char *anon = g_build_filename (f->dir, "anon.json", NULL);
    g_assert_true (g_file_set_contents (anon,
      "{\"format\": \"carcassonne-companion/game\", \"version\": 1, \"setup\": "
      "{\"players\": [{\"name\": \"Alice\"}, {\"name\": \"Bob\"}], \"sets\": [\"base\"], "
      "\"figures\": {\"follower\": 7}, \"rules\": {\"farmers\": true}}, \"events\": ["
      "{\"type\": \"tile\", \"tile\": \"BA/C\", \"x\": 0, \"y\": -1, \"rotation\": 180}]}", -1, NULL));
    import = carc_store_import_file (third, anon, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (import->imported, ==, 1);
    g_assert_true (g_str_has_prefix (import->imported_ids->pdata[0], "record-"));
    g_clear_pointer (&import, carc_store_import_free);
    import = carc_store_import_file (third, anon, &error);
    g_assert_cmpuint (import->skipped, ==, 1);
    g_clear_pointer (&import, carc_store_import_free);

    /* the same record inside a backup, laid out differently, is the same game */
    {
      g_autofree char *wrapped = g_build_filename (f->dir, "anon-backup.json", NULL);
      g_assert_true (g_file_set_contents (wrapped,
        "{\"format\": \"carcassonne-companion/backup\", \"version\": 1, \"games\": [{\"record\":\n"
        "  {\"format\": \"carcassonne-companion/game\",\n   \"version\": 1,\n   \"setup\": "
        "{\"players\": [{\"name\": \"Alice\"}, {\"name\": \"Bob\"}], \"sets\": [\"base\"], "
        "\"figures\": {\"follower\": 7}, \"rules\": {\"farmers\": true}}, \"events\": ["
        "{\"type\": \"tile\", \"tile\": \"BA/C\", \"x\": 0, \"y\": -1, \"rotation\": 180}]}}]}", -1, NULL));
      import = carc_store_import_file (third, wrapped, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (import->imported, ==, 0);
      g_assert_cmpuint (import->skipped, ==, 1);
      g_clear_pointer (&import, carc_store_import_free);
    }
  }

  /* bad files import nothing */
  {
    g_autofree char *bad = g_build_filename (f->dir, "bad.json", NULL);
    g_autofree char *hash = store_test_file_hash (third_path);
    const char *cases[] = {
      "not json",
      "[1, 2]",
      "{\"hello\": 1}",
      "{\"format\": \"carcassonne-companion/backup\", \"version\": 1}",
      "{\"format\": \"carcassonne-companion/game\", \"version\": 1, \"setup\": {\"players\": "
        "[{\"name\": \"A\"}], \"sets\": [\"base\"], \"figures\": {\"follower\": 7}, \"rules\": {\"farmers\": true}}, \"events\": [{\"type\": \"tile\", \"tile\": \"BA/C\", "
        "\"x\": 5, \"y\": 5, \"rotation\": 0}]}",
    };
    for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
      {
        g_assert_true (g_file_set_contents (bad, cases[i], -1, NULL));
        g_assert_null (carc_store_import_file (third, bad, &error));
        g_assert_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID);
        g_clear_error (&error);
      }
    g_assert_true (g_file_set_contents (bad, "{\"format\": \"carcassonne-companion/backup\", \"version\": 9, "
                                             "\"games\": []}", -1, NULL));
    g_assert_null (carc_store_import_file (third, bad, &error));
    g_assert_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_NEWER_VERSION);
    g_clear_error (&error);
    g_assert_null (carc_store_import_file (third, "/nonexistent/x.json", &error));
    g_assert_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_NOT_FOUND);
    g_clear_error (&error);
    g_assert_cmpint (store_test_raw_int (third_path, "SELECT count(*) FROM games"), ==, 2);
    {
      g_autofree char *after = store_test_file_hash (third_path);
      g_assert_cmpstr (after, ==, hash);
    }

    /* a backup where one game no longer replays: the rest comes in, the bad one is listed */
    g_assert_true (g_file_set_contents (bad,
      "{\"format\": \"carcassonne-companion/backup\", \"version\": 1, \"players\": [], \"games\": ["
      "{\"ended\": null, \"record\": {\"format\": \"carcassonne-companion/game\", \"version\": 1, \"id\": \"good\","
      " \"setup\": {\"players\": [{\"name\": \"A\"}, {\"name\": \"B\"}], \"sets\": [\"base\"], \"figures\": {\"follower\": 7}, \"rules\": {\"farmers\": true}}, \"events\": []}},"
      "{\"ended\": null, \"record\": {\"format\": \"carcassonne-companion/game\", \"version\": 1, \"id\": \"broken\","
      " \"setup\": {\"players\": [{\"name\": \"A\"}, {\"name\": \"B\"}], \"sets\": [\"base\"], \"figures\": {\"follower\": 7}, \"rules\": {\"farmers\": true}}, \"events\": ["
      "{\"type\": \"figure\", \"figure\": \"follower\", \"at\": \"N\"}]}}]}", -1, NULL));
    import = carc_store_import_file (third, bad, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (import->imported, ==, 1);
    g_assert_cmpuint (import->failures->len, ==, 1);
    g_assert_true (g_str_has_prefix (import->failures->pdata[0], "game broken: "));
    g_clear_pointer (&import, carc_store_import_free);
  }

  for (guint i = 0; i < 5; i++)
    carc_game_free (games[i]);
}

static void
test_import_jcz (StoreFixture  *f,
                 gconstpointer  data)
{
  const char *shared = test_shared_dir ();
  g_autofree char *root = shared ? g_build_filename (shared, "reference", "jcz", "engine-tests", "jcz5-client", NULL) : NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcStore) store = NULL;
  g_autoptr(GDir) sets = NULL;
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  const char *set;
  guint finished = 0;

  if (root == NULL || !g_file_test (root, G_FILE_TEST_IS_DIR))
    {
      g_test_skip ("the JCloisterZone scenarios (../shared/reference/jcz) are absent");
      return;
    }
  sets = g_dir_open (root, 0, &error);
  g_assert_no_error (error);
  while ((set = g_dir_read_name (sets)))
    {
      g_autofree char *dir = g_build_filename (root, set, NULL);
      g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
      const char *name;
      while (d && (name = g_dir_read_name (d)))
        if (g_str_has_suffix (name, ".jcz"))
          g_ptr_array_add (files, g_build_filename (dir, name, NULL));
    }
  g_assert_cmpuint (files->len, >, 10);

  store = store_test_open (f->path);
  for (guint i = 0; i < files->len; i++)
    {
      g_autoptr(CarcStoreImport) import = carc_store_import_file (store, files->pdata[i], &error);
      CarcGame *direct = carc_game_load_file (carc_store_get_catalogue (store), files->pdata[i], NULL);
      CarcGame *stored;

      g_assert_no_error (error);
      g_assert_nonnull (direct);
      g_assert_cmpuint (import->imported, ==, 1);
      g_assert_true (g_str_has_prefix (import->imported_ids->pdata[0], "jcz-"));
      stored = carc_store_load_game (store, import->imported_ids->pdata[0], &error);
      g_assert_no_error (error);
      store_test_assert_same_game (direct, stored);
      finished += carc_state_get_phase (carc_game_get_state (direct)) == CARC_PHASE_OVER;
      carc_game_free (direct);
      carc_game_free (stored);
    }
  g_assert_cmpuint (store_test_count_games (store, NULL, 0), ==, files->len);
  g_assert_cmpuint (store_test_count_games (store, NULL, CARC_STORE_LIST_FINISHED), ==, finished);
  g_assert_cmpint (store_test_raw_int (f->path, "SELECT count(DISTINCT game) FROM results"), ==, finished);

  /* the same files again: all skipped */
  for (guint i = 0; i < files->len; i++)
    {
      g_autoptr(CarcStoreImport) import = carc_store_import_file (store, files->pdata[i], &error);
      g_assert_no_error (error);
      g_assert_cmpuint (import->imported, ==, 0);
      g_assert_cmpuint (import->skipped, ==, 1);
    }
  g_assert_cmpuint (store_test_count_games (store, NULL, 0), ==, files->len);
}

/* A record of a short game of Alice (red) and Bob (blue), as text, with
 * @from replaced by @to. */
static char *
record_with (const char *id,
             const char *from,
             const char *to)
{
  CarcGame *game = store_test_game_new ("base", "Alice,Bob", MARCH_1);
  g_autofree char *json = NULL;
  g_autoptr(GString) text = NULL;

  carc_game_set_id (game, id);
  json = carc_record_to_json (game);
  carc_game_free (game);
  text = g_string_new (json);
  g_assert_cmpuint (g_string_replace (text, from, to, 1), ==, 1);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* Every way in checks what the app checks: names within the roster's
 * limit and the box's colours, in records, backups and backup rosters. */
static void
test_import_validation (StoreFixture  *f,
                        gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcStore) store = store_test_open (f->path);
  g_autoptr(GString) long_name = g_string_new ("\"");
  g_autofree char *too_long = NULL;
  g_autofree char *mauve = NULL;
  g_autofree char *good = NULL;
  g_autofree char *backup = NULL;
  g_autoptr(GPtrArray) players = NULL;

  for (guint i = 0; i < 10000; i++)
    g_string_append_c (long_name, 'x');
  g_string_append_c (long_name, '"');
  too_long = record_with ("long-name", "\"Alice\"", long_name->str);
  mauve = record_with ("mauve", "\"red\"", "\"mauve\"");
  good = record_with ("good", "\"Alice\"", "\"Alice\"");

  /* a record alone: refused, with a message that stays short */
  g_assert_null (carc_store_import_data (store, too_long, -1, &error));
  g_assert_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "too long"));
  g_assert_cmpuint (strlen (error->message), <, 300);
  g_clear_error (&error);
  g_assert_null (carc_store_import_data (store, mauve, -1, &error));
  g_assert_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "mauve"));
  g_clear_error (&error);
  g_assert_cmpuint (store_test_count_games (store, NULL, 0), ==, 0);
  players = carc_store_list_players (store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (players->len, ==, 0);
  g_clear_pointer (&players, g_ptr_array_unref);

  /* in a backup: those games and roster entries are left out and listed,
   * the rest comes in */
  backup = g_strdup_printf ("{\"format\": \"carcassonne-companion/backup\", \"version\": 1, "
                            "\"players\": [{\"name\": \"Zed\", \"colour\": \"green\"}, "
                            "{\"name\": %s, \"colour\": null}, {\"name\": \"Mo\", \"colour\": \"mauve\"}], "
                            "\"games\": [{\"ended\": null, \"record\": %s}, {\"ended\": null, \"record\": %s}, "
                            "{\"ended\": null, \"record\": %s}]}",
                            long_name->str, too_long, good, mauve);
  {
    g_autoptr(CarcStoreImport) import = carc_store_import_data (store, backup, -1, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (import->imported, ==, 1);
    g_assert_cmpstr (import->imported_ids->pdata[0], ==, "good");
    g_assert_cmpuint (import->failures->len, ==, 4);
    for (guint i = 0; i < import->failures->len; i++)
      g_test_message ("%s", (const char *) import->failures->pdata[i]);
  }
  players = carc_store_list_players (store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (players->len, ==, 3);   /* Zed, Alice, Bob */
  for (guint i = 0; i < players->len; i++)
    {
      CarcStorePlayer *p = players->pdata[i];
      g_assert_cmpuint (g_utf8_strlen (p->name, -1), <=, CARC_MAX_NAME_CHARS);
      g_assert_true (p->colour == NULL || carc_player_colour_index (p->colour) >= 0);
    }
  g_assert_cmpuint (store_test_count_games (store, NULL, 0), ==, 1);
}

/* ---- statistics on known games -------------------------------------------------------- */

/* Four finished games whose every number is known (see the rules tests),
 * one unfinished and one deleted game that must not count. */
static void
store_known_games (CarcStore *store)
{
  static const char * const untimed[] = { "K2", "K3", "K4" };
  g_autoptr(GError) error = NULL;
  CarcGame *g, *timed;

  /* K1: Alice closes a 2-tile city (4), Bob's farmer gets 3 at the end */
  g = store_test_known_game ("K1");
  timed = store_test_with_times (g, MARCH_1 + 5 * SEC, 10 * SEC);
  carc_game_free (g);
  /* event times 5, 15, 25, 35, 45 s: Bob's turn (events 2-3) 35 - 15 = 20 s,
   * Alice's end (event 4) 45 - 35 = 10 s; Alice's first turn has no start */
  g_assert_true (carc_store_create_game (store, timed, &error));
  g_assert_no_error (error);
  carc_game_free (timed);

  /* K2 (a shared win), K3 (with Inns & Cathedrals) and K4 as they are */
  for (guint i = 0; i < G_N_ELEMENTS (untimed); i++)
    {
      g = store_test_known_game (untimed[i]);
      g_assert_true (carc_store_create_game (store, g, &error));
      carc_game_free (g);
    }

  /* unfinished and deleted games do not count */
  g = store_test_game_new ("base", "Alice,Dave", MARCH_1 + 20 * DAY);
  carc_game_set_id (g, "U1");
  test_play (g, "BA/C 0,-1 180; follower S");
  g_assert_true (carc_store_create_game (store, g, &error));
  carc_game_free (g);
  g = store_test_game_new ("base", "Alice,Dave", MARCH_1 + 21 * DAY);
  carc_game_set_id (g, "D1");
  test_play (g, "BA/C 0,-1 180; follower S; end");
  g_assert_true (carc_store_create_game (store, g, &error));
  g_assert_true (carc_store_delete_game (store, "D1", &error));
  g_assert_no_error (error);
  carc_game_free (g);
}

static void
assert_record (const CarcStoreRecord *record,
               int                    value,
               const char            *game_id,
               const char            *player)
{
  g_assert_cmpint (record->value, ==, value);
  g_assert_cmpstr (record->game_id, ==, game_id);
  g_assert_cmpstr (record->player, ==, player);
}

static CarcStoreStats *
get_stats (CarcStore                  *store,
           const CarcStoreStatsFilter *filter)
{
  g_autoptr(GError) error = NULL;
  CarcStoreStats *stats = carc_store_get_stats (store, filter, &error);

  g_assert_no_error (error);
  g_assert_nonnull (stats);
  return stats;
}

static void
test_stats_known (StoreFixture  *f,
                  gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcStore) store = store_test_open (f->path);
  g_autoptr(CarcStoreStats) stats = NULL;
  const CarcStoreStatsEntry *e;
  CarcStoreStatsFilter filter = { 0 };
  static const char * const ic[] = { "inns-and-cathedrals", NULL };
  static const char * const bad_set[] = { "no-such-set", NULL };
  g_autofree char *json = NULL;

  store_known_games (store);
  stats = get_stats (store, NULL);

  e = &stats->overall;
  g_assert_null (e->name);
  g_assert_cmpuint (e->games, ==, 4);
  g_assert_cmpuint (e->results, ==, 9);
  g_assert_cmpuint (e->wins, ==, 5);              /* K1 Alice, K2 Alice + Bob, K3 Bob, K4 Bob */
  g_assert_cmpuint (e->shared_wins, ==, 2);
  g_assert_cmpfloat_with_epsilon (e->win_rate, 5.0 / 9.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (e->average_score, 28.0 / 9.0, 1e-9);
  g_assert_cmpint (e->best_score, ==, 5);
  g_assert_cmpint (e->worst_score, ==, 0);
  g_assert_cmpint (carc_store_stats_get_points (stats, e, "road"), ==, 7);
  g_assert_cmpint (carc_store_stats_get_points (stats, e, "city"), ==, 7);
  g_assert_cmpint (carc_store_stats_get_points (stats, e, "monastery"), ==, 5);
  g_assert_cmpint (carc_store_stats_get_points (stats, e, "field"), ==, 9);
  g_assert_cmpint (carc_store_stats_get_points (stats, e, "goods"), ==, 0);
  /* the kinds someone scored in, in the engine's order, and no other */
  g_assert_cmpuint (stats->n_kinds, ==, 4);
  g_assert_cmpstr (stats->kinds[0], ==, "road");
  g_assert_cmpstr (stats->kinds[1], ==, "city");
  g_assert_cmpstr (stats->kinds[2], ==, "monastery");
  g_assert_cmpstr (stats->kinds[3], ==, "field");
  g_assert_null (stats->kinds[4]);
  /* the games counted, oldest first, and each player's scores in them */
  g_assert_cmpuint (stats->n_games, ==, 4);
  g_assert_cmpstr (stats->games[0].id, ==, "K1");
  for (guint g = 1; g < stats->n_games; g++)
    g_assert_cmpint (stats->games[g - 1].created, <=, stats->games[g].created);
  assert_record (&e->biggest_city, 2, "K1", "Alice");   /* Carol's 2-tile city in K3 came later */
  assert_record (&e->longest_road, 4, "K4", "Bob");
  assert_record (&e->highest_score, 5, "K3", "Bob");
  g_assert_cmpuint (e->turns, ==, 2);
  g_assert_cmpfloat_with_epsilon (e->average_turn_seconds, 15.0, 1e-9);

  g_assert_cmpuint (stats->n_players, ==, 3);
  e = &stats->players[0];
  g_assert_cmpstr (e->name, ==, "Alice");
  g_assert_cmpuint (e->games, ==, 4);
  g_assert_cmpuint (e->wins, ==, 2);
  g_assert_cmpuint (e->shared_wins, ==, 1);
  g_assert_cmpfloat_with_epsilon (e->win_rate, 0.5, 1e-9);
  g_assert_cmpfloat_with_epsilon (e->average_score, 2.5, 1e-9);
  g_assert_cmpint (e->best_score, ==, 4);
  g_assert_cmpint (e->worst_score, ==, 0);
  g_assert_cmpint (carc_store_stats_get_points (stats, e, "city"), ==, 4);
  g_assert_cmpint (carc_store_stats_get_points (stats, e, "field"), ==, 3);
  g_assert_cmpint (carc_store_stats_get_points (stats, e, "road"), ==, 3);
  g_assert_cmpint (carc_store_stats_get_points (stats, e, "monastery"), ==, 0);
  assert_record (&e->biggest_city, 2, "K1", "Alice");
  assert_record (&e->longest_road, 3, "K3", "Alice");
  assert_record (&e->highest_score, 4, "K1", "Alice");
  g_assert_cmpuint (e->turns, ==, 1);
  g_assert_cmpfloat_with_epsilon (e->average_turn_seconds, 10.0, 1e-9);
  /* a score per game played, in game order, adding up to the average */
  g_assert_cmpuint (e->n_scores, ==, 4);
  {
    int sum = 0;
    for (guint i = 0; i < e->n_scores; i++)
      {
        sum += e->scores[i].score;
        g_assert_cmpuint (e->scores[i].game, ==, i);
      }
    g_assert_cmpint (sum, ==, 10);
    g_assert_cmpint (e->scores[0].score, ==, 4);   /* K1 */
  }

  e = &stats->players[1];
  g_assert_cmpstr (e->name, ==, "Bob");
  g_assert_cmpuint (e->games, ==, 4);
  g_assert_cmpuint (e->wins, ==, 3);
  g_assert_cmpuint (e->shared_wins, ==, 1);
  g_assert_cmpfloat_with_epsilon (e->win_rate, 0.75, 1e-9);
  g_assert_cmpfloat_with_epsilon (e->average_score, 3.75, 1e-9);
  g_assert_cmpint (e->best_score, ==, 5);
  g_assert_cmpint (e->worst_score, ==, 3);
  g_assert_cmpint (carc_store_stats_get_points (stats, e, "field"), ==, 6);
  g_assert_cmpint (carc_store_stats_get_points (stats, e, "monastery"), ==, 5);
  g_assert_cmpint (carc_store_stats_get_points (stats, e, "road"), ==, 4);
  g_assert_cmpint (carc_store_stats_get_points (stats, e, "city"), ==, 0);
  g_assert_null (e->biggest_city.game_id);
  assert_record (&e->longest_road, 4, "K4", "Bob");
  assert_record (&e->highest_score, 5, "K3", "Bob");
  g_assert_cmpuint (e->turns, ==, 1);
  g_assert_cmpfloat_with_epsilon (e->average_turn_seconds, 20.0, 1e-9);

  e = &stats->players[2];
  g_assert_cmpstr (e->name, ==, "Carol");
  g_assert_cmpuint (e->games, ==, 1);
  g_assert_cmpuint (e->n_scores, ==, 1);
  g_assert_cmpstr (stats->games[e->scores[0].game].id, ==, "K3");
  g_assert_cmpint (e->scores[0].score, ==, 3);
  g_assert_cmpuint (e->wins, ==, 0);
  g_assert_cmpfloat_with_epsilon (e->average_score, 3.0, 1e-9);
  g_assert_cmpint (carc_store_stats_get_points (stats, e, "city"), ==, 3);
  assert_record (&e->biggest_city, 2, "K3", "Carol");
  g_assert_cmpfloat (e->average_turn_seconds, <, 0);
  g_assert_cmpuint (e->turns, ==, 0);

  json = carc_store_stats_to_json (stats);
  g_test_message ("%s", json);
  g_assert_true (strstr (json, "\"win_rate\":0.5556") != NULL);
  g_assert_true (strstr (json, "\"average_score\":3.1111") != NULL);
  g_assert_true (strstr (json, "\"biggest_city\":{\"tiles\":2,\"game\":\"K1\",\"player\":\"Alice\"") != NULL);
  g_assert_true (strstr (json, "\"biggest_city\":null") != NULL);
  g_clear_pointer (&stats, carc_store_stats_free);

  /* one player's results */
  filter.player = "alice";
  stats = get_stats (store, &filter);
  g_assert_cmpuint (stats->n_players, ==, 1);
  g_assert_cmpstr (stats->players[0].name, ==, "Alice");
  g_assert_cmpuint (stats->overall.games, ==, 4);
  g_assert_cmpuint (stats->overall.results, ==, 4);
  g_assert_cmpuint (stats->overall.wins, ==, 2);
  assert_record (&stats->overall.longest_road, 3, "K3", "Alice");
  g_clear_pointer (&stats, carc_store_stats_free);

  /* sets: only K3 has Inns & Cathedrals */
  filter.player = NULL;
  filter.sets = ic;
  stats = get_stats (store, &filter);
  g_assert_cmpuint (stats->overall.games, ==, 1);
  g_assert_cmpuint (stats->overall.results, ==, 3);
  g_assert_cmpuint (stats->n_players, ==, 3);
  assert_record (&stats->overall.biggest_city, 2, "K3", "Carol");
  g_clear_pointer (&stats, carc_store_stats_free);

  /* dates: K2 and K3 */
  filter.sets = NULL;
  filter.from = MARCH_1 + 5 * DAY;
  filter.to = MARCH_1 + 30 * DAY;
  stats = get_stats (store, &filter);
  g_assert_cmpuint (stats->overall.games, ==, 2);
  g_assert_cmpuint (stats->overall.results, ==, 5);
  g_assert_cmpuint (stats->overall.wins, ==, 3);
  g_clear_pointer (&stats, carc_store_stats_free);

  /* type: no Hunters & Gatherers games yet */
  filter.from = filter.to = 0;
  filter.type = CARC_STORE_GAME_HUNTERS_GATHERERS;
  stats = get_stats (store, &filter);
  g_assert_cmpuint (stats->overall.games, ==, 0);
  g_assert_cmpuint (stats->n_players, ==, 0);
  g_assert_null (stats->overall.highest_score.game_id);
  g_clear_pointer (&stats, carc_store_stats_free);
  filter.type = CARC_STORE_GAME_CARCASSONNE;
  stats = get_stats (store, &filter);
  g_assert_cmpuint (stats->overall.games, ==, 4);
  g_clear_pointer (&stats, carc_store_stats_free);

  /* restoring the deleted game brings it back into the numbers */
  g_assert_true (carc_store_undelete_game (store, "D1", &error));
  stats = get_stats (store, NULL);
  g_assert_cmpuint (stats->overall.games, ==, 5);
  g_assert_cmpuint (stats->n_players, ==, 4);
  g_clear_pointer (&stats, carc_store_stats_free);

  filter.type = CARC_STORE_GAME_ANY;
  filter.player = "Nobody";
  g_assert_null (carc_store_get_stats (store, &filter, &error));
  g_assert_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);
  filter.player = NULL;
  filter.sets = bad_set;
  g_assert_null (carc_store_get_stats (store, &filter, &error));
  g_assert_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID);
}

/* ---- box profiles ------------------------------------------------------------------------------ */

static void
test_profiles (StoreFixture  *f,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcStore) store = store_test_open (f->path);
  g_autoptr(CarcProfile) ours = carc_profile_new ("Our big box");
  g_autoptr(CarcProfile) club = carc_profile_new ("Club box");
  g_autoptr(CarcProfile) back = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_auto(GStrv) names = NULL;
  g_autofree char *default_name = NULL;
  g_autofree char *json = NULL;
  g_autofree char *json_back = NULL;
  CarcCatalogue *catalogue = carc_store_get_catalogue (store);

  g_ptr_array_add (ours->sets, g_strdup ("base"));
  g_hash_table_insert (ours->editions, g_strdup ("base"), g_strdup ("Mindok 2014"));
  carc_profile_set_tile_count (ours, carc_catalogue_get_type (catalogue, carc_catalogue_lookup (catalogue, "BA/C")), 6);
  carc_profile_set_member (ours, "RI.1/IFI", 0, "sheep", 2, FALSE);
  g_assert_true (json_parser_load_from_data (parser,
    "{\"id\": \"extra\", \"count\": 1, \"edges\": [\"city\", \"road\", \"road\", \"city\"],"
    " \"joins\": [[\"N\", \"W\"], [\"E\", \"S\"]], \"on\": {\"N\": {\"pennants\": 1}}}", -1, NULL));
  json_array_add_object_element (ours->custom_tiles, json_object_ref (json_node_get_object (json_parser_get_root (parser))));
  ours->has_bag = TRUE;
  ours->bag[0] = 2; ours->bag[1] = 4; ours->bag[2] = 5; ours->bag[3] = 5; ours->bag[4] = 2;

  /* nothing stored yet: no default */
  g_assert_null (carc_store_load_default_profile (store, CARC_STORE_GAME_CARCASSONNE, &error));
  g_assert_no_error (error);

  g_assert_true (carc_store_save_profile (store, CARC_STORE_GAME_CARCASSONNE, ours, TRUE, &error));
  g_assert_no_error (error);
  g_assert_true (carc_store_save_profile (store, CARC_STORE_GAME_CARCASSONNE, club, FALSE, &error));
  g_assert_no_error (error);
  names = carc_store_list_profiles (store, CARC_STORE_GAME_CARCASSONNE, &default_name, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_strv_length (names), ==, 2);
  g_assert_cmpstr (names[0], ==, "Club box");
  g_assert_cmpstr (default_name, ==, "Our big box");
  g_clear_pointer (&names, g_strfreev);
  g_clear_pointer (&default_name, g_free);
  /* per game type */
  names = carc_store_list_profiles (store, CARC_STORE_GAME_HUNTERS_GATHERERS, &default_name, &error);
  g_assert_cmpuint (g_strv_length (names), ==, 0);
  g_assert_null (default_name);
  g_clear_pointer (&names, g_strfreev);

  /* the round trip: the same JSON, after closing the database */
  g_clear_object (&store);
  store = store_test_open (f->path);
  back = carc_store_load_default_profile (store, CARC_STORE_GAME_CARCASSONNE, &error);
  g_assert_no_error (error);
  json = carc_profile_to_json (ours);
  json_back = carc_profile_to_json (back);
  g_assert_cmpstr (json_back, ==, json);

  /* one default per game type */
  g_assert_true (carc_store_set_default_profile (store, CARC_STORE_GAME_CARCASSONNE, "Club box", &error));
  g_clear_pointer (&back, carc_profile_free);
  back = carc_store_load_default_profile (store, CARC_STORE_GAME_CARCASSONNE, &error);
  g_assert_cmpstr (back->name, ==, "Club box");
  g_assert_cmpint (store_test_raw_int (f->path, "SELECT count(*) FROM box_profiles WHERE is_default"), ==, 1);

  /* saving again replaces; renaming keeps the default */
  carc_profile_set_tile_count (ours, carc_catalogue_get_type (catalogue, carc_catalogue_lookup (catalogue, "BA/C")), 4);
  g_assert_true (carc_store_save_profile (store, CARC_STORE_GAME_CARCASSONNE, ours, FALSE, &error));
  g_clear_pointer (&back, carc_profile_free);
  back = carc_store_load_profile (store, CARC_STORE_GAME_CARCASSONNE, "Our big box", &error);
  g_assert_cmpuint (carc_profile_tile_count (back, carc_catalogue_get_type (catalogue, carc_catalogue_lookup (catalogue, "BA/C"))), ==, 4);
  g_assert_false (carc_store_rename_profile (store, CARC_STORE_GAME_CARCASSONNE, "Club box", "Our big box", &error));
  g_assert_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_true (carc_store_rename_profile (store, CARC_STORE_GAME_CARCASSONNE, "Club box", "The club's box", &error));
  g_clear_pointer (&back, carc_profile_free);
  back = carc_store_load_default_profile (store, CARC_STORE_GAME_CARCASSONNE, &error);
  g_assert_cmpstr (back->name, ==, "The club's box");

  /* no name; no such profile; deleted */
  {
    g_autoptr(CarcProfile) nameless = carc_profile_new ("  ");
    g_assert_false (carc_store_save_profile (store, CARC_STORE_GAME_CARCASSONNE, nameless, FALSE, &error));
    g_assert_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID);
    g_clear_error (&error);
  }
  g_assert_null (carc_store_load_profile (store, CARC_STORE_GAME_CARCASSONNE, "Nobody's box", &error));
  g_assert_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_true (carc_store_delete_profile (store, CARC_STORE_GAME_CARCASSONNE, "Our big box", &error));
  names = carc_store_list_profiles (store, CARC_STORE_GAME_CARCASSONNE, NULL, &error);
  g_assert_cmpuint (g_strv_length (names), ==, 1);

  /* a stored profile that no longer reads: INVALID naming it, nothing lost */
  {
    sqlite3 *db = NULL;
    g_assert_cmpint (sqlite3_open (f->path, &db), ==, SQLITE_OK);
    g_assert_cmpint (sqlite3_exec (db, "UPDATE box_profiles SET data = json_set (data, '$.counts', json('{\"XX/gone\": 1}'))",
                                   NULL, NULL, NULL), ==, SQLITE_OK);
    sqlite3_close (db);
    g_clear_pointer (&back, carc_profile_free);
    back = carc_store_load_default_profile (store, CARC_STORE_GAME_CARCASSONNE, &error);
    g_assert_null (back);
    g_assert_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID);
    g_assert_nonnull (strstr (error->message, "The club's box"));
    g_assert_nonnull (strstr (error->message, "XX/gone"));
    g_assert_cmpint (store_test_raw_int (f->path, "SELECT count(*) FROM box_profiles"), ==, 1);
  }
}

/* Issue 21: the store keeps no profile for a game the app does not know,
 * none named longer than a player may be, and none whose custom tile is;
 * a backup's such profile is left out, named, and the rest comes in. */
static void
test_profiles_refused (StoreFixture  *f,
                       gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcStore) store = store_test_open (f->path);
  g_autofree char *too_long = g_strnfill (CARC_MAX_NAME_CHARS + 1, 'N');
  g_autofree char *longest = g_strnfill (CARC_MAX_NAME_CHARS, 'N');
  g_auto(GStrv) names = NULL;

  {
    g_autoptr(CarcProfile) chess = carc_profile_new ("Chess set");
    g_free (chess->game);
    chess->game = g_strdup ("chess");
    g_assert_false (carc_store_save_profile (store, CARC_STORE_GAME_CARCASSONNE, chess, FALSE, &error));
    g_assert_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID);
    g_test_message ("%s", error->message);
    g_assert_nonnull (strstr (error->message, "Chess set"));
    g_assert_nonnull (strstr (error->message, "chess"));
    g_clear_error (&error);
  }
  {
    g_autoptr(CarcProfile) named = carc_profile_new (too_long);
    g_autoptr(CarcProfile) fits = carc_profile_new (longest);
    g_assert_false (carc_store_save_profile (store, CARC_STORE_GAME_CARCASSONNE, named, FALSE, &error));
    g_assert_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID);
    g_test_message ("%s", error->message);
    g_assert_nonnull (strstr (error->message, "is too long: at most 64 characters."));
    g_clear_error (&error);
    g_assert_true (carc_store_save_profile (store, CARC_STORE_GAME_CARCASSONNE, fits, FALSE, &error));
    g_assert_no_error (error);
    g_assert_false (carc_store_rename_profile (store, CARC_STORE_GAME_CARCASSONNE, longest, too_long, &error));
    g_assert_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID);
    g_clear_error (&error);
  }
  {
    g_autoptr(CarcProfile) tiles = carc_profile_new ("Our tiles");
    g_autoptr(JsonParser) parser = json_parser_new ();
    g_autofree char *form = g_strdup_printf ("{\"id\": \"cap\", \"name\": \"%s\", \"count\": 1,"
                                             " \"edges\": [\"field\", \"field\", \"city\", \"field\"]}", too_long);

    g_assert_true (json_parser_load_from_data (parser, form, -1, NULL));
    json_array_add_object_element (tiles->custom_tiles, json_object_ref (json_node_get_object (json_parser_get_root (parser))));
    g_assert_false (carc_store_save_profile (store, CARC_STORE_GAME_CARCASSONNE, tiles, FALSE, &error));
    g_assert_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID);
    g_assert_nonnull (strstr (error->message, "too long"));
    g_clear_error (&error);
  }
  names = carc_store_list_profiles (store, CARC_STORE_GAME_CARCASSONNE, NULL, &error);
  g_assert_cmpuint (g_strv_length (names), ==, 1);
  g_clear_pointer (&names, g_strfreev);

  /* a backup with a chess box and a good one */
  {
    g_autoptr(CarcStoreImport) import = carc_store_import_data (store,
      "{\"format\": \"carcassonne-companion/backup\", \"version\": 1, \"games\": [], \"box_profiles\": ["
      "{\"type\": \"carcassonne\", \"default\": false, \"profile\": {\"format\": \"carcassonne-companion/box\","
      " \"name\": \"Chess set\", \"game\": \"chess\"}},"
      "{\"type\": \"carcassonne\", \"default\": false, \"profile\": {\"format\": \"carcassonne-companion/box\","
      " \"name\": \"Club box\", \"game\": \"carcassonne\"}}]}", -1, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (import->failures->len, ==, 1);
    g_test_message ("%s", (const char *) import->failures->pdata[0]);
    g_assert_nonnull (strstr (import->failures->pdata[0], "“Chess set”"));
    g_assert_nonnull (strstr (import->failures->pdata[0], "“chess”"));
  }
  names = carc_store_list_profiles (store, CARC_STORE_GAME_CARCASSONNE, NULL, &error);
  g_assert_cmpuint (g_strv_length (names), ==, 2);
  g_assert_true (g_strv_contains ((const char * const *) names, "Club box"));
  g_assert_false (g_strv_contains ((const char * const *) names, "Chess set"));
}

/* A game set up from a profile with a custom tile is stored, played on and
 * loaded with that tile, by the store's shared catalogue. */
static void
test_profile_game (StoreFixture  *f,
                   gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcStore) store = store_test_open (f->path);
  g_autoptr(CarcProfile) profile = carc_profile_new ("Ours");
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(CarcGame) game = NULL;
  g_autoptr(CarcGame) loaded = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  CarcSetup *setup = carc_setup_new ();
  CarcCatalogue *catalogue = carc_store_get_catalogue (store);
  CarcEvent e = { 0 };

  g_assert_true (json_parser_load_from_data (parser,
    "{\"id\": \"our-cap\", \"count\": 1, \"edges\": [\"field\", \"field\", \"city\", \"field\"]}", -1, NULL));
  json_array_add_object_element (profile->custom_tiles, json_object_ref (json_node_get_object (json_parser_get_root (parser))));
  carc_setup_add_set (setup, catalogue, "base", NULL);
  carc_setup_add_player (setup, "Alice", NULL);
  carc_setup_add_player (setup, "Bob", NULL);
  g_assert_true (carc_profile_apply (profile, catalogue, setup, &error));
  game = carc_game_new (catalogue, setup, &error);
  g_assert_no_error (error);
  g_assert_true (carc_store_create_game (store, game, &error));
  g_assert_no_error (error);

  e.type = CARC_EVENT_TILE;
  e.tile = (guint) carc_catalogue_lookup (carc_game_get_catalogue (game), "our-cap");
  e.x = 0;
  e.y = -1;
  g_assert_true (carc_game_append (game, &e, &error));
  g_assert_no_error (error);
  g_assert_true (carc_store_append_event (store, game, &error));
  g_assert_no_error (error);

  loaded = carc_store_load_game (store, carc_game_get_id (game), &error);
  g_assert_no_error (error);
  before = carc_record_to_json (game);
  after = carc_record_to_json (loaded);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpint (store_test_raw_int (f->path, "SELECT count(*) FROM events WHERE json_extract (data, '$.tile') = 'our-cap'"), ==, 1);
}

/* ---- faults: newer, corrupt, locked, read-only ------------------------------------------------ */

static void
fill_some (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcStore) store = store_test_open (path);

  for (guint i = 0; i < 3; i++)
    {
      CarcGame *g = store_test_random_game ("base", "Alice,Bob", 40 + i, i == 2 ? 20 : 0, MARCH_1 + i * DAY);
      g_assert_true (carc_store_create_game (store, g, &error));
      g_assert_no_error (error);
      carc_game_free (g);
    }
}

static void
expect_open_error (const char        *path,
                   CarcStoreOpenFlags flags,
                   CarcStoreError     code)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcStore) store = carc_store_open_full (path, flags, 300, &error);

  g_assert_null (store);
  g_assert_error (error, CARC_STORE_ERROR, (int) code);
  g_assert_nonnull (strstr (error->message, path));
}

static void
test_newer_version (StoreFixture  *f,
                    gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *moved = NULL;
  g_autoptr(CarcStore) store = NULL;

  fill_some (f->path);
  store_test_raw_exec (f->path, "PRAGMA user_version = 7");
  before = store_test_file_hash (f->path);

  expect_open_error (f->path, CARC_STORE_OPEN_DEFAULT, CARC_STORE_ERROR_NEWER_VERSION);
  expect_open_error (f->path, CARC_STORE_OPEN_READ_ONLY, CARC_STORE_ERROR_NEWER_VERSION);
  after = store_test_file_hash (f->path);
  g_assert_cmpstr (before, ==, after);
  {
    g_autofree char *copy = store_test_find_copy (f->dir, "games.sqlite3.v");
    g_assert_null (copy);
  }

  /* the way out: move it aside, start afresh, the old file kept as it was */
  moved = carc_store_move_aside (f->path, CARC_STORE_ERROR_NEWER_VERSION, &error);
  g_assert_no_error (error);
  g_assert_true (strstr (moved, "games.sqlite3.newer-") != NULL);
  g_assert_false (g_file_test (f->path, G_FILE_TEST_EXISTS));
  g_clear_pointer (&after, g_free);
  after = store_test_file_hash (moved);
  g_assert_cmpstr (before, ==, after);
  store = store_test_open (f->path);
  g_assert_cmpuint (store_test_count_games (store, NULL, 0), ==, 0);
  g_clear_object (&store);

  /* a second move in the same second gets a name of its own */
  fill_some (f->path);
  store_test_raw_exec (f->path, "PRAGMA user_version = 7");
  {
    g_autofree char *second = carc_store_move_aside (f->path, CARC_STORE_ERROR_NEWER_VERSION, &error);
    g_assert_no_error (error);
    g_assert_cmpstr (second, !=, moved);
    g_assert_true (g_file_test (moved, G_FILE_TEST_EXISTS));
    g_assert_true (g_file_test (second, G_FILE_TEST_EXISTS));
  }
  g_assert_null (carc_store_move_aside (f->path, CARC_STORE_ERROR_CORRUPT, &error));
  g_assert_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_NOT_FOUND);
}

static void
store_test_async_cb (GObject      *source,
                     GAsyncResult *result,
                     gpointer      data)
{
  *(GAsyncResult **) data = g_object_ref (result);
}

/* The damage in words, not SQLite's page-by-page notes. */
static void
assert_damaged_words (const GError *error,
                      const char   *path)
{
  g_test_message ("%s", error->message);
  g_assert_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_CORRUPT);
  g_assert_nonnull (strstr (error->message, path));
  g_assert_nonnull (strstr (error->message, "is damaged: its check found"));
  g_assert_null (strstr (error->message, "***"));
  g_assert_null (strstr (error->message, "Page"));
  g_assert_null (strchr (error->message, '\n'));
}

static void
test_corrupt (StoreFixture  *f,
              gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *garbage = g_build_filename (f->dir, "garbage.sqlite3", NULL);
  g_autofree char *foreign = g_build_filename (f->dir, "foreign.sqlite3", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *data_bytes = NULL;
  g_autofree char *moved = NULL;
  gsize length, first_damaged;
  guint8 noise[4096];

  /* not a database at all */
  for (guint i = 0; i < sizeof noise; i++)
    noise[i] = (guint8) (i * 131 + 7);
  g_assert_true (g_file_set_contents (garbage, (const char *) noise, sizeof noise, NULL));
  before = store_test_file_hash (garbage);
  expect_open_error (garbage, CARC_STORE_OPEN_DEFAULT, CARC_STORE_ERROR_CORRUPT);
  expect_open_error (garbage, CARC_STORE_OPEN_READ_ONLY, CARC_STORE_ERROR_CORRUPT);
  after = store_test_file_hash (garbage);
  g_assert_cmpstr (before, ==, after);
  g_clear_pointer (&before, g_free);
  g_clear_pointer (&after, g_free);

  /* our database with damaged pages: the b-tree pages after the first
   * are overwritten in the middle */
  fill_some (f->path);
  {
    g_autoptr(CarcStore) store = store_test_open (f->path);
    for (guint i = 0; i < 6; i++)
      {
        CarcGame *g = store_test_random_game ("base", "Alice,Bob,Carol", 70 + i, 0, MARCH_1 + i * DAY);
        g_assert_true (carc_store_create_game (store, g, &error));
        g_assert_no_error (error);
        carc_game_free (g);
      }
  }
  g_assert_true (g_file_get_contents (f->path, &data_bytes, &length, NULL));
  g_assert_cmpuint (length, >=, 8 * 4096);
  /* the pages an empty database has (the schema) stay intact, so that the
   * file opens; the games' pages after them are damaged */
  {
    g_autofree char *empty = g_build_filename (f->dir, "empty.sqlite3", NULL);
    g_autoptr(CarcStore) store = store_test_open (empty);
    first_damaged = (gsize) store_test_raw_int (empty, "PRAGMA page_count");
  }
  g_assert_cmpuint ((first_damaged + 4) * 4096, <, length);
  for (gsize page = first_damaged; page * 4096 < length; page += 2)
    memset (data_bytes + page * 4096 + 8, 0x5a, 64);
  g_assert_true (g_file_set_contents (f->path, data_bytes, (gssize) length, NULL));
  before = store_test_file_hash (f->path);

  /* closed cleanly last time: opening does not read every page (that
   * would cost 350 ms at 10,000 games), the damage shows when it is read,
   * in words that name the file */
  {
    g_autoptr(CarcStore) store = carc_store_open (f->path, CARC_STORE_OPEN_READ_ONLY, &error);
    g_autofree char *backup = g_build_filename (f->dir, "backup.json", NULL);

    g_assert_no_error (error);
    /* the backup reads every game and event */
    g_assert_false (carc_store_export_backup (store, backup, NULL, &error));
    g_assert_false (g_file_test (backup, G_FILE_TEST_EXISTS));
    g_assert_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_CORRUPT);
    g_assert_nonnull (strstr (error->message, f->path));
    g_assert_nonnull (strstr (error->message, "is damaged"));
    g_assert_null (strstr (error->message, "malformed"));
    g_clear_error (&error);
    /* a check on demand finds it */
    g_assert_false (carc_store_check_integrity (store, &error));
    assert_damaged_words (error, f->path);
    g_clear_error (&error);
  }
  /* closed cleanly: nothing pending */
  {
    g_autoptr(CarcStore) store = carc_store_open (f->path, CARC_STORE_OPEN_READ_ONLY | CARC_STORE_OPEN_NO_CHECK,
                                                  &error);
    g_assert_no_error (error);
    g_assert_false (carc_store_is_check_pending (store));
  }
  /* and so does the check when asked for at opening */
  expect_open_error (f->path, CARC_STORE_OPEN_CHECK, CARC_STORE_ERROR_CORRUPT);
  expect_open_error (f->path, CARC_STORE_OPEN_CHECK | CARC_STORE_OPEN_READ_ONLY, CARC_STORE_ERROR_CORRUPT);
  after = store_test_file_hash (f->path);
  g_assert_cmpstr (before, ==, after);

  /* after a crash (a -wal with changes left behind) the whole file is
   * checked before anything is done with it */
  {
    g_autofree char *wal = g_strconcat (f->path, "-wal", NULL);
    g_autofree char *wal_bytes = NULL;
    gsize wal_length = 0;
    sqlite3 *raw = NULL;

    g_autofree char *same_version = g_strdup_printf ("PRAGMA user_version = %d", CARC_STORE_SCHEMA_VERSION);

    /* a change (the version it has) left in the WAL */
    g_assert_cmpint (sqlite3_open (f->path, &raw), ==, SQLITE_OK);
    g_assert_cmpint (sqlite3_exec (raw, same_version, NULL, NULL, NULL), ==, SQLITE_OK);
    g_assert_true (g_file_get_contents (wal, &wal_bytes, &wal_length, NULL));
    g_assert_cmpuint (wal_length, >, 0);
    sqlite3_close (raw);
    g_assert_true (g_file_set_contents (wal, wal_bytes, (gssize) wal_length, NULL));
    g_clear_pointer (&before, g_free);
    before = store_test_file_hash (f->path);
    expect_open_error (f->path, CARC_STORE_OPEN_DEFAULT, CARC_STORE_ERROR_CORRUPT);
    expect_open_error (f->path, CARC_STORE_OPEN_READ_ONLY, CARC_STORE_ERROR_CORRUPT);
    g_clear_pointer (&after, g_free);
    after = store_test_file_hash (f->path);
    g_assert_cmpstr (before, ==, after);
    {
      g_autoptr(CarcStore) store = carc_store_open (f->path, CARC_STORE_OPEN_DEFAULT, &error);
      g_assert_null (store);
      assert_damaged_words (error, f->path);
      g_clear_error (&error);
    }
    /* a window opens it without the check and runs the check meanwhile,
     * in a worker thread */
    {
      g_autoptr(CarcStore) store = carc_store_open (f->path, CARC_STORE_OPEN_READ_ONLY | CARC_STORE_OPEN_NO_CHECK,
                                                    &error);
      g_autoptr(GAsyncResult) result = NULL;

      g_assert_no_error (error);
      g_assert_true (carc_store_is_check_pending (store));
      carc_store_check_integrity_async (store, NULL, store_test_async_cb, &result);
      while (result == NULL)
        g_main_context_iteration (NULL, TRUE);
      g_assert_false (carc_store_check_integrity_finish (store, result, &error));
      assert_damaged_words (error, f->path);
      g_clear_error (&error);
      g_assert_true (carc_store_is_check_pending (store));
    }
    g_clear_pointer (&after, g_free);
    after = store_test_file_hash (f->path);
    g_assert_cmpstr (before, ==, after);
  }

  moved = carc_store_move_aside (f->path, CARC_STORE_ERROR_CORRUPT, &error);
  g_assert_no_error (error);
  g_assert_true (strstr (moved, "games.sqlite3.broken-") != NULL);
  g_clear_pointer (&after, g_free);
  after = store_test_file_hash (moved);
  g_assert_cmpstr (before, ==, after);
  {
    g_autoptr(CarcStore) store = store_test_open (f->path);
    g_assert_cmpuint (store_test_count_games (store, NULL, 0), ==, 0);
  }

  /* another program's database is left alone */
  store_test_raw_exec (foreign, "CREATE TABLE notes (text); INSERT INTO notes VALUES ('mine')");
  g_clear_pointer (&before, g_free);
  before = store_test_file_hash (foreign);
  expect_open_error (foreign, CARC_STORE_OPEN_DEFAULT, CARC_STORE_ERROR_INVALID);
  g_clear_pointer (&after, g_free);
  after = store_test_file_hash (foreign);
  g_assert_cmpstr (before, ==, after);
}

static void
test_locked (StoreFixture  *f,
             gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcStore) store = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  sqlite3 *other = NULL;
  CarcGame *game;
  gint64 start;

  fill_some (f->path);
  before = store_test_file_hash (f->path);

  /* another program holds the whole file */
  g_assert_cmpint (sqlite3_open (f->path, &other), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (other, "PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE;", NULL, NULL, NULL), ==, SQLITE_OK);
  start = g_get_monotonic_time ();
  expect_open_error (f->path, CARC_STORE_OPEN_DEFAULT, CARC_STORE_ERROR_LOCKED);
  g_assert_cmpint (g_get_monotonic_time () - start, >=, 250 * 1000);   /* waited for the timeout */
  expect_open_error (f->path, CARC_STORE_OPEN_READ_ONLY, CARC_STORE_ERROR_LOCKED);
  sqlite3_exec (other, "ROLLBACK", NULL, NULL, NULL);
  sqlite3_close (other);
  after = store_test_file_hash (f->path);
  g_assert_cmpstr (before, ==, after);

  /* another writer holds the write lock while we save an event */
  store = carc_store_open_full (f->path, CARC_STORE_OPEN_DEFAULT, 300, &error);
  g_assert_no_error (error);
  game = store_test_random_game ("base", "Alice,Bob", 50, 0, MARCH_1);
  g_assert_cmpint (sqlite3_open (f->path, &other), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (other, "BEGIN IMMEDIATE", NULL, NULL, NULL), ==, SQLITE_OK);
  g_assert_false (carc_store_create_game (store, game, &error));
  g_assert_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_LOCKED);
  g_clear_error (&error);
  /* readers are not blocked by a writer (WAL) */
  g_assert_cmpuint (store_test_count_games (store, NULL, 0), ==, 3);
  sqlite3_exec (other, "ROLLBACK", NULL, NULL, NULL);
  sqlite3_close (other);
  g_assert_true (carc_store_create_game (store, game, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (store_test_count_games (store, NULL, 0), ==, 4);
  carc_game_free (game);
}

/* Runs in a child: as "nobody" when the tests run as root, since root may
 * write anywhere. */
static void
drop_root (void)
{
  if (geteuid () != 0)
    return;
  g_assert_cmpint (setgid (65534), ==, 0);
  g_assert_cmpint (setuid (65534), ==, 0);
  g_assert_cmpint (geteuid (), ==, 65534);
#ifdef __linux__
  /* changing credentials makes the process undumpable, which keeps
   * LeakSanitizer from inspecting it */
  prctl (PR_SET_DUMPABLE, 1, 0, 0, 0);
#endif
}

static void
read_only_child (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcStore) store = NULL;
  const char *path = g_getenv ("CARC_TEST_DB");
  CarcGame *game;

  drop_root ();
  g_assert_nonnull (path);
  if (g_getenv ("CARC_TEST_RELATIVE") != NULL)
    {
      /* --db games.sqlite3 from inside its folder: the immutable open
       * must find the same file, not an empty database */
      g_autofree char *dir = g_path_get_dirname (path);
      g_assert_cmpint (g_chdir (dir), ==, 0);
      path = "games.sqlite3";
    }
  expect_open_error (path, CARC_STORE_OPEN_DEFAULT, CARC_STORE_ERROR_READ_ONLY);

  store = carc_store_open (path, CARC_STORE_OPEN_READ_ONLY, &error);
  g_assert_no_error (error);
  g_assert_true (carc_store_is_read_only (store));
  g_assert_cmpuint (store_test_count_games (store, NULL, 0), ==, 3);
  game = carc_store_load_game (store, "K1", &error);
  g_assert_no_error (error);
  g_assert_true (carc_store_delete_game (store, "K1", &error) == FALSE);
  g_assert_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_READ_ONLY);
  g_clear_error (&error);
  g_assert_false (carc_store_add_player (store, "Zoe", NULL, NULL, &error));
  g_assert_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_READ_ONLY);
  g_clear_error (&error);
  carc_game_free (game);
}

static void
test_read_only (StoreFixture  *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *dir_path = g_build_filename (f->dir, "locked-dir", NULL);
  g_autofree char *in_dir = g_build_filename (dir_path, "games.sqlite3", NULL);

  if (g_test_subprocess ())
    {
      /* the child's own folder goes now: as "nobody" it could not remove it */
      store_test_remove_dir (f->dir);
      read_only_child ();
      return;
    }
  if (geteuid () == 0)
    {
      /* root writes anywhere: the child drops to "nobody"; some containers
       * do not allow that */
      int status = 0;
      pid_t probe = fork ();
      if (probe == 0)
        _exit (setgid (65534) == 0 && setuid (65534) == 0 ? 0 : 1);
      waitpid (probe, &status, 0);
      if (!WIFEXITED (status) || WEXITSTATUS (status) != 0)
        {
          g_test_skip ("running as root and cannot switch to the user nobody");
          return;
        }
    }

  /* three games and a deleted one: the child must see three */
  fill_some (f->path);
  {
    g_autoptr(CarcStore) store = store_test_open (f->path);
    CarcGame *g = store_test_random_game ("base", "Alice,Bob", 60, 10, MARCH_1);
    CarcGame *gone = store_test_random_game ("base", "Alice,Bob", 61, 10, MARCH_1);
    carc_game_set_id (g, "K1");
    g_assert_true (carc_store_create_game (store, g, &error));
    g_assert_true (carc_store_create_game (store, gone, &error));
    g_assert_true (carc_store_delete_game (store, carc_game_get_id (gone), &error));
    g_assert_no_error (error);
    g_assert_cmpuint (store_test_count_games (store, NULL, 0), ==, 4);
    {
      g_autoptr(GPtrArray) games = store_test_list (store, NULL, 0);
      CarcStoreGameSummary *victim = games->pdata[0];
      if (g_strcmp0 (victim->id, "K1") == 0)
        victim = games->pdata[1];
      g_assert_true (carc_store_delete_game (store, victim->id, &error));
    }
    carc_game_free (g);
    carc_game_free (gone);
  }

  /* a write-protected file in a folder the child may write to */
  if (geteuid () == 0)
    g_assert_cmpint (chown (f->dir, 65534, 65534), ==, 0);
  g_assert_cmpint (g_chmod (f->path, 0444), ==, 0);
  before = store_test_file_hash (f->path);
  g_setenv ("CARC_TEST_DB", f->path, TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
  after = store_test_file_hash (f->path);
  g_assert_cmpstr (before, ==, after);

  /* a writable file in a write-protected folder */
  g_assert_cmpint (g_mkdir (dir_path, 0755), ==, 0);
  g_assert_cmpint (g_chmod (f->path, 0644), ==, 0);
  g_assert_cmpint (g_rename (f->path, in_dir), ==, 0);
  if (geteuid () == 0)
    g_assert_cmpint (chown (in_dir, 65534, 65534), ==, 0);
  g_assert_cmpint (g_chmod (dir_path, 0555), ==, 0);
  g_clear_pointer (&before, g_free);
  before = store_test_file_hash (in_dir);
  g_setenv ("CARC_TEST_DB", in_dir, TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
  g_clear_pointer (&after, g_free);
  after = store_test_file_hash (in_dir);
  g_assert_cmpstr (before, ==, after);

  /* the same by a relative path */
  g_setenv ("CARC_TEST_RELATIVE", "1", TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
  g_unsetenv ("CARC_TEST_RELATIVE");
  g_clear_pointer (&after, g_free);
  after = store_test_file_hash (in_dir);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpint (g_chmod (dir_path, 0755), ==, 0);
  g_unsetenv ("CARC_TEST_DB");
}

/* Whether an open would check the whole file: only when the -wal holds
 * changes that are not this process's own (a crash, or another program
 * has the database open). Seen through CARC_STORE_OPEN_NO_CHECK, which
 * says instead of checking. */
static void
test_check_when_it_matters (StoreFixture  *f,
                            gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcStore) store = NULL;
  CarcGame *game;

  if (g_test_subprocess ())
    {
      /* another program: the -wal it sees is not its own */
      g_autoptr(CarcStore) other = carc_store_open (g_getenv ("CARC_TEST_DB"),
                                                    CARC_STORE_OPEN_READ_ONLY | CARC_STORE_OPEN_NO_CHECK, &error);
      g_assert_no_error (error);
      g_assert_true (carc_store_is_check_pending (other));
      return;
    }

  fill_some (f->path);
  /* closed cleanly: no -wal, nothing to check */
  store = carc_store_open (f->path, CARC_STORE_OPEN_NO_CHECK, &error);
  g_assert_no_error (error);
  g_assert_false (carc_store_is_check_pending (store));

  /* open, with changes in its -wal */
  game = store_test_random_game ("base", "Alice,Bob", 80, 0, MARCH_1);
  g_assert_true (carc_store_create_game (store, game, &error));
  g_assert_no_error (error);
  carc_game_free (game);
  {
    g_autofree char *wal = g_strconcat (f->path, "-wal", NULL);
    GStatBuf st;
    g_assert_cmpint (g_stat (wal, &st), ==, 0);
    g_assert_cmpint (st.st_size, >, 0);
  }
  /* a second connection of this process (a worker thread's): ours */
  {
    g_autoptr(CarcStore) second = carc_store_open (f->path, CARC_STORE_OPEN_NO_CHECK, &error);
    g_assert_no_error (error);
    g_assert_false (carc_store_is_check_pending (second));
  }
  /* another process */
  g_setenv ("CARC_TEST_DB", f->path, TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
  g_unsetenv ("CARC_TEST_DB");

  /* everyone closed it: the -wal went with the last connection; a check
   * on demand finds the file intact */
  {
    g_autoptr(CarcStore) other = NULL;

    g_clear_object (&store);
    other = carc_store_open (f->path, CARC_STORE_OPEN_NO_CHECK, &error);
    g_assert_no_error (error);
    g_assert_false (carc_store_is_check_pending (other));
    g_assert_true (carc_store_check_integrity (other, &error));
    g_assert_no_error (error);
  }
}

/* The immutable URI of a relative path names the file in the current
 * folder (g_filename_to_uri refuses relative paths). */
static void
test_immutable_uri (StoreFixture  *f,
                    gconstpointer  data)
{
  g_autofree char *cwd = g_get_current_dir ();
  g_autofree char *uri = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *file = NULL;

  g_assert_cmpint (g_chdir (f->dir), ==, 0);
  uri = carc_store_immutable_uri ("games.sqlite3");
  g_assert_cmpint (g_chdir (cwd), ==, 0);
  g_assert_nonnull (uri);
  g_assert_true (g_str_has_suffix (uri, "?immutable=1"));
  expected = g_strndup (uri, strlen (uri) - strlen ("?immutable=1"));
  file = g_filename_from_uri (expected, NULL, NULL);
  g_assert_cmpstr (file, ==, f->path);
}

/* ---- concurrency -------------------------------------------------------------------------- */

/* A backup of @n finished random games, seeded from @seed on. */
static char *
big_backup (guint   n,
            guint64 seed)
{
  GString *out = g_string_new ("{\"format\": \"carcassonne-companion/backup\", \"version\": 1, \"games\": [");

  for (guint i = 0; i < n; i++)
    {
      CarcGame *game = store_test_random_game (i % 3 ? "base" : "base,inns-and-cathedrals,traders-and-builders",
                                    "Alice,Bob,Carol", seed + i, 0, MARCH_1 + i * DAY);
      g_autofree char *id = g_strdup_printf ("big-%" G_GUINT64_FORMAT, seed + i);
      g_autofree char *json = NULL;

      carc_game_set_id (game, id);
      json = carc_record_to_json (game);
      g_string_append_printf (out, "%s{\"ended\": null, \"record\": %s}", i ? ", " : "", json);
      carc_game_free (game);
    }
  g_string_append (out, "]}");
  return g_string_free (out, FALSE);
}

typedef struct {
  const char      *path;
  const char      *data;
  CarcStoreImport *import;
  GError          *error;
  gint64           usec;
  gint             done;      /* atomic */
} ImportJob;

/* The busy timeout of the imports and of the player: generous, so that a
 * slow machine passes; that the imports let others in is seen from the
 * games coming in batch by batch. */
#define BUSY_MS 3000

static gpointer
import_job_thread (gpointer data)
{
  ImportJob *job = data;
  g_autoptr(CarcStore) store = carc_store_open_full (job->path, CARC_STORE_OPEN_DEFAULT, BUSY_MS, &job->error);
  gint64 start = g_get_monotonic_time ();

  if (store != NULL)
    job->import = carc_store_import_data (store, job->data, -1, &job->error);
  job->usec = g_get_monotonic_time () - start;
  g_atomic_int_set (&job->done, 1);
  return NULL;
}

/* Two large imports and a game being played, at once: everyone gets the
 * write lock in turn (imports write in short batches and others retry),
 * nobody gives up with "database is locked". */
static void
test_import_beside_play (StoreFixture  *f,
                         gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcStore) store = NULL;
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (77);
  g_autofree char *first = big_backup (400, 1000);
  g_autofree char *second = big_backup (400, 5000);
  ImportJob jobs[2] = { { f->path, first, NULL, NULL, 0, 0 }, { f->path, second, NULL, NULL, 0, 0 } };
  GThread *threads[2];
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);
  sqlite3 *reader = NULL;
  sqlite3_stmt *stmt = NULL;
  CarcGame *game;
  guint moves = 0, games = 1;
  gint64 longest = 0;

  store = carc_store_open_full (f->path, CARC_STORE_OPEN_DEFAULT, BUSY_MS, &error);
  g_assert_no_error (error);
  game = store_test_game_new ("base", "Dana,Emil", 0);
  g_assert_true (carc_store_create_game (store, game, &error));
  g_assert_no_error (error);

  g_assert_cmpint (sqlite3_open_v2 (f->path, &reader, SQLITE_OPEN_READONLY, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (reader, "SELECT count(*) FROM games WHERE uuid LIKE 'big-%'", -1, &stmt, NULL),
                   ==, SQLITE_OK);

  for (guint i = 0; i < 2; i++)
    threads[i] = g_thread_new ("import", import_job_thread, &jobs[i]);
  /* moves entered while the imports run, each committed on its own */
  while (!g_atomic_int_get (&jobs[0].done) || !g_atomic_int_get (&jobs[1].done))
    {
      gint64 start;

      if (!store_test_random_step (player, game, g_get_real_time ()))
        {
          carc_game_free (game);
          game = store_test_game_new ("base", "Dana,Emil", 0);
          g_assert_true (carc_store_create_game (store, game, &error));
          g_assert_no_error (error);
          games++;
          continue;
        }
      start = g_get_monotonic_time ();
      g_assert_true (carc_store_append_event (store, game, &error));
      g_assert_no_error (error);
      longest = MAX (longest, g_get_monotonic_time () - start);
      moves++;
      /* how many imported games another reader sees now */
      g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
      g_hash_table_add (seen, GINT_TO_POINTER (sqlite3_column_int (stmt, 0)));
      sqlite3_reset (stmt);
      g_usleep (2000);
    }
  sqlite3_finalize (stmt);
  sqlite3_close (reader);
  for (guint i = 0; i < 2; i++)
    {
      g_thread_join (threads[i]);
      g_assert_no_error (jobs[i].error);
      g_assert_cmpuint (jobs[i].import->imported, ==, 400);
      g_assert_cmpuint (jobs[i].import->failures->len, ==, 0);
      g_test_message ("import %u: %.2f s", i + 1, jobs[i].usec / 1e6);
      carc_store_import_free (jobs[i].import);
    }
  /* a figure for the report, not a test: timings depend on the machine */
  g_test_message ("%u moves during the imports, the longest commit %.1f ms; %u different counts of "
                  "imported games seen", moves, longest / 1000.0, g_hash_table_size (seen));
  g_assert_cmpuint (moves, >, 0);
  /* the games came in batch by batch, not all at once per import (which
   * would show 0, 400 and 800 only) */
  g_hash_table_remove (seen, GINT_TO_POINTER (0));
  g_hash_table_remove (seen, GINT_TO_POINTER (400));
  g_hash_table_remove (seen, GINT_TO_POINTER (800));
  g_assert_cmpuint (g_hash_table_size (seen), >=, 3);
  g_assert_cmpuint (store_test_count_games (store, NULL, 0), ==, 800 + games);
  carc_game_free (game);
}

typedef struct {
  const char    *path;
  const char    *game_id;
  gint           done;       /* atomic */
  guint          n_events;   /* the writer's total */
  gboolean       read_only;
} Shared;

static gpointer
reader_thread (gpointer data)
{
  Shared *shared = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcStore) store = carc_store_open (shared->path,
                                                shared->read_only ? CARC_STORE_OPEN_READ_ONLY : 0, &error);
  guint last = 0, reads = 0;
  gboolean writer_done = FALSE;

  g_assert_no_error (error);
  /* the read after seeing the writer done sees everything it wrote */
  while (!writer_done || reads < 3)
    {
      CarcGame *game;
      writer_done = g_atomic_int_get (&shared->done);
      game = carc_store_load_game (store, shared->game_id, &error);
      g_autoptr(GPtrArray) games = carc_store_list_games (store, NULL, 0, 0, &error);
      g_assert_no_error (error);
      g_assert_nonnull (game);
      /* never goes back, and every state a reader sees replays */
      g_assert_cmpuint (carc_game_get_n_events (game), >=, last);
      last = carc_game_get_n_events (game);
      g_assert_cmpuint (games->len, ==, 1);
      g_assert_cmpuint (((CarcStoreGameSummary *) games->pdata[0])->n_events, >=, last);
      carc_game_free (game);
      reads++;
    }
  return GUINT_TO_POINTER (last);
}

static void
test_concurrent_readers (StoreFixture  *f,
                         gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcStore) store = store_test_open (f->path);
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (77);
  CarcGame *game = store_test_game_new ("base,inns-and-cathedrals,traders-and-builders", "Alice,Bob,Carol,Dave", MARCH_1);
  Shared shared = { f->path, carc_game_get_id (game), 0, 0, FALSE };
  Shared shared_ro = { f->path, carc_game_get_id (game), 0, 0, TRUE };
  GThread *readers[4];

  g_assert_true (carc_store_create_game (store, game, &error));
  for (guint i = 0; i < 4; i++)
    readers[i] = g_thread_new ("reader", reader_thread, i == 3 ? &shared_ro : &shared);
  while (store_test_random_step (player, game, g_get_real_time ()))
    {
      g_assert_true (carc_store_append_event (store, game, &error));
      g_assert_no_error (error);
    }
  g_atomic_int_set (&shared.done, 1);
  g_atomic_int_set (&shared_ro.done, 1);
  for (guint i = 0; i < 4; i++)
    {
      guint seen = GPOINTER_TO_UINT (g_thread_join (readers[i]));
      g_assert_cmpuint (seen, ==, carc_game_get_n_events (game));
    }
  carc_game_free (game);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);


#define ADD(path, func, data) \
  g_test_add ("/store/" path, StoreFixture, data, store_test_fixture_set_up, func, store_test_fixture_tear_down)
  ADD ("open/creates", test_open_creates, NULL);
  ADD ("games/round-trip", test_round_trip, NULL);
  ADD ("games/towers-round-trip", test_towers_round_trip, NULL);
  ADD ("games/undo-and-correct", test_undo_and_correct, NULL);
  ADD ("games/list-search-delete", test_list_search_delete, NULL);
  ADD ("games/list-keys", test_list_keys, NULL);
  ADD ("backup/round-trip", test_backup_round_trip, NULL);
  ADD ("import/jcz", test_import_jcz, NULL);
  ADD ("import/validation", test_import_validation, NULL);
  ADD ("concurrency/import-beside-play", test_import_beside_play, NULL);
  ADD ("stats/known-games", test_stats_known, NULL);
  ADD ("profiles/round-trip", test_profiles, NULL);
  ADD ("profiles/refused", test_profiles_refused, NULL);
  ADD ("profiles/game-with-custom-tile", test_profile_game, NULL);
  ADD ("faults/newer-version", test_newer_version, NULL);
  ADD ("faults/corrupt", test_corrupt, NULL);
  ADD ("faults/locked", test_locked, NULL);
  ADD ("faults/read-only", test_read_only, NULL);
  ADD ("faults/immutable-uri", test_immutable_uri, NULL);
  ADD ("faults/check-when-it-matters", test_check_when_it_matters, NULL);
  ADD ("concurrency/readers-while-writing", test_concurrent_readers, NULL);
#undef ADD

  return g_test_run ();
}
