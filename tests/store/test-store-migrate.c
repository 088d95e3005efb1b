/* test-store-migrate.c: databases of every earlier schema version opened
 * by this one
 *
 * Each earlier layout (versions 1 to 5) is written with raw SQL, as that
 * version wrote it; opening it upgrades it in place and keeps a copy of
 * the old file beside it; then its schema, lists and statistics are those
 * of a new database with the same games. Version 6 adds the scorings'
 * details, filled in by the upgrade from version 5.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <string.h>

#include "carc-registry.h"
#include "carc-store-private.h"
#include "carc-test-util.h"
#include "store-test-util.h"

/* Writes @game the way a version-@version store did, with raw SQL in that
 * version's layout. */
static void
insert_old_game (sqlite3        *db,
                 guint           version,
                 const CarcGame *game,
                 gboolean        deleted)
{
  CarcCatalogue *catalogue = carc_game_get_catalogue (game);
  const CarcSetup *setup = carc_game_get_setup (game);
  const CarcState *state = carc_game_get_state (game);
  g_autofree char *setup_json = carc_setup_to_json (setup, catalogue);
  gboolean over = carc_state_get_phase (state) == CARC_PHASE_OVER;
  guint n = carc_game_get_n_events (game);
  gint64 ended = n && carc_game_get_event (game, n - 1)->time ? carc_game_get_event (game, n - 1)->time
                                                               : carc_game_get_created (game);
  gint64 rowid, player_ids[CARC_MAX_PLAYERS];
  sqlite3_stmt *stmt;
  int best = G_MININT, n_best = 0;

  for (guint p = 0; p < setup->n_players; p++)
    {
      g_autofree char *key = carc_store_fold (setup->players[p].name);
      sqlite3_prepare_v2 (db, "INSERT OR IGNORE INTO players (name, name_key, colour, created) VALUES (?, ?, ?, 1)", -1, &stmt, NULL);
      sqlite3_bind_text (stmt, 1, setup->players[p].name, -1, SQLITE_TRANSIENT);
      sqlite3_bind_text (stmt, 2, key, -1, SQLITE_TRANSIENT);
      sqlite3_bind_text (stmt, 3, setup->players[p].colour, -1, SQLITE_TRANSIENT);
      g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_DONE);
      sqlite3_finalize (stmt);
      sqlite3_prepare_v2 (db, "SELECT id FROM players WHERE name_key = ?", -1, &stmt, NULL);
      sqlite3_bind_text (stmt, 1, key, -1, SQLITE_TRANSIENT);
      g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
      player_ids[p] = sqlite3_column_int64 (stmt, 0);
      sqlite3_finalize (stmt);
    }

  g_assert_cmpint (sqlite3_prepare_v2 (db, version >= 3
    ? "INSERT INTO games (uuid, created, updated, ended, state, setup, sets, n_events, deleted, variants, inventory)"
      " VALUES (?, ?, ?, ?, ?, ?, json_extract (?6, '$.sets'), ?, ?, json_extract (?6, '$.rules'), json_extract (?6, '$.inventory'))"
    : version == 2
    ? "INSERT INTO games (uuid, created, updated, ended, state, setup, sets, n_events, deleted) VALUES (?, ?, ?, ?, ?, ?, json_extract (?6, '$.sets'), ?, ?)"
    : "INSERT INTO games (uuid, created, updated, ended, state, setup, sets, n_events) VALUES (?, ?, ?, ?, ?, ?, json_extract (?6, '$.sets'), ?)",
    -1, &stmt, NULL), ==, SQLITE_OK);
  sqlite3_bind_text (stmt, 1, carc_game_get_id (game), -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 2, carc_game_get_created (game));
  sqlite3_bind_int64 (stmt, 3, carc_game_get_created (game));
  if (over)
    sqlite3_bind_int64 (stmt, 4, ended);
  sqlite3_bind_text (stmt, 5, over ? "finished" : "playing", -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 6, setup_json, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 7, n);
  if (version >= 2 && deleted)
    sqlite3_bind_int64 (stmt, 8, MARCH_1);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_DONE);
  sqlite3_finalize (stmt);
  rowid = sqlite3_last_insert_rowid (db);

  for (guint p = 0; p < setup->n_players; p++)
    {
      sqlite3_prepare_v2 (db, "INSERT INTO game_players (game, seat, player, name, colour, score) VALUES (?, ?, ?, ?, ?, ?)", -1, &stmt, NULL);
      sqlite3_bind_int64 (stmt, 1, rowid);
      sqlite3_bind_int (stmt, 2, (int) p);
      sqlite3_bind_int64 (stmt, 3, player_ids[p]);
      sqlite3_bind_text (stmt, 4, setup->players[p].name, -1, SQLITE_TRANSIENT);
      sqlite3_bind_text (stmt, 5, setup->players[p].colour, -1, SQLITE_TRANSIENT);
      sqlite3_bind_int (stmt, 6, carc_state_get_players (state)[p].score);
      g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_DONE);
      sqlite3_finalize (stmt);
      best = MAX (best, carc_state_get_players (state)[p].score);
    }
  for (guint i = 0; i < n; i++)
    {
      const CarcEvent *e = carc_game_get_event (game, i);
      g_autofree char *json = carc_event_to_json (e, catalogue);
      sqlite3_prepare_v2 (db, "INSERT INTO events (game, idx, data, time) VALUES (?, ?, ?, ?)", -1, &stmt, NULL);
      sqlite3_bind_int64 (stmt, 1, rowid);
      sqlite3_bind_int (stmt, 2, (int) i);
      sqlite3_bind_text (stmt, 3, json, -1, SQLITE_TRANSIENT);
      if (e->time)
        sqlite3_bind_int64 (stmt, 4, e->time);
      g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_DONE);
      sqlite3_finalize (stmt);
    }

  if (version < 2 || !over)
    return;
  /* versions 2 and 3 wrote results (one column per score kind: the big
   * box's; 3 added Hunters & Gatherers', which these games do not score,
   * so they keep their default 0) and scorings at the end; these games
   * carry no event times, so no turn times */
  for (guint p = 0; p < setup->n_players; p++)
    n_best += carc_state_get_players (state)[p].score == best;
  for (guint p = 0; p < setup->n_players; p++)
    {
      int city = 0, road = 0;
      for (guint i = 0; i < carc_state_get_n_scorings (state); i++)
        {
          if (carc_state_get_scorings (state)[i].player != p)
            continue;
          if (carc_state_get_scorings (state)[i].kind == CARC_SCORE_CITY)
            city = MAX (city, carc_state_get_scorings (state)[i].tiles);
          if (carc_state_get_scorings (state)[i].kind == CARC_SCORE_ROAD)
            road = MAX (road, carc_state_get_scorings (state)[i].tiles);
        }
      if (version >= 4)
        {
          /* version 4: the points per kind are rows of result_points */
          sqlite3_prepare_v2 (db,
            "INSERT INTO results (game, seat, player, score, winner, shared, biggest_city, longest_road, turns, turn_time)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, 0)", -1, &stmt, NULL);
          sqlite3_bind_int64 (stmt, 1, rowid);
          sqlite3_bind_int (stmt, 2, (int) p);
          sqlite3_bind_int64 (stmt, 3, player_ids[p]);
          sqlite3_bind_int (stmt, 4, carc_state_get_players (state)[p].score);
          sqlite3_bind_int (stmt, 5, carc_state_get_players (state)[p].score == best);
          sqlite3_bind_int (stmt, 6, carc_state_get_players (state)[p].score == best && n_best > 1);
          sqlite3_bind_int (stmt, 7, city);
          sqlite3_bind_int (stmt, 8, road);
          g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_DONE);
          sqlite3_finalize (stmt);
          for (guint k = 0; k < CARC_N_SCORE_KINDS; k++)
            {
              int points = carc_state_get_players (state)[p].by_kind[k];
              if (points == 0)
                continue;
              sqlite3_prepare_v2 (db, "INSERT INTO result_points (game, seat, player, kind, points) VALUES (?, ?, ?, ?, ?)",
                                  -1, &stmt, NULL);
              sqlite3_bind_int64 (stmt, 1, rowid);
              sqlite3_bind_int (stmt, 2, (int) p);
              sqlite3_bind_int64 (stmt, 3, player_ids[p]);
              sqlite3_bind_text (stmt, 4, carc_score_kind_name (k), -1, SQLITE_STATIC);
              sqlite3_bind_int (stmt, 5, points);
              g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_DONE);
              sqlite3_finalize (stmt);
            }
          continue;
        }
      sqlite3_prepare_v2 (db,
        "INSERT INTO results (game, seat, player, score, winner, shared, road, city, monastery, field, goods,"
        " flock, wheel, crown, guard, biggest_city, longest_road, turns, turn_time)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0)", -1, &stmt, NULL);
      sqlite3_bind_int64 (stmt, 1, rowid);
      sqlite3_bind_int (stmt, 2, (int) p);
      sqlite3_bind_int64 (stmt, 3, player_ids[p]);
      sqlite3_bind_int (stmt, 4, carc_state_get_players (state)[p].score);
      sqlite3_bind_int (stmt, 5, carc_state_get_players (state)[p].score == best);
      sqlite3_bind_int (stmt, 6, carc_state_get_players (state)[p].score == best && n_best > 1);
      for (guint k = 0; k <= CARC_SCORE_GUARD; k++)
        sqlite3_bind_int (stmt, 7 + (int) k, carc_state_get_players (state)[p].by_kind[k]);
      sqlite3_bind_int (stmt, 16, city);
      sqlite3_bind_int (stmt, 17, road);
      g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_DONE);
      sqlite3_finalize (stmt);
    }
  for (guint i = 0; i < carc_state_get_n_scorings (state); i++)
    {
      const CarcScoring *s = &carc_state_get_scorings (state)[i];
      sqlite3_prepare_v2 (db,
        "INSERT INTO scorings (game, n, grp, event, turn, seat, kind, points, tiles, pennants, count, final, flags)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", -1, &stmt, NULL);
      sqlite3_bind_int64 (stmt, 1, rowid);
      sqlite3_bind_int (stmt, 2, (int) i);
      sqlite3_bind_int (stmt, 3, s->group);
      sqlite3_bind_int (stmt, 4, s->event);
      sqlite3_bind_int (stmt, 5, s->turn);
      sqlite3_bind_int (stmt, 6, s->player);
      sqlite3_bind_text (stmt, 7, carc_score_kind_name (s->kind), -1, SQLITE_STATIC);
      sqlite3_bind_int (stmt, 8, s->points);
      sqlite3_bind_int (stmt, 9, s->tiles);
      sqlite3_bind_int (stmt, 10, s->pennants);
      sqlite3_bind_int (stmt, 11, s->count);
      sqlite3_bind_int (stmt, 12, s->final);
      sqlite3_bind_int (stmt, 13, s->flags);
      g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_DONE);
      sqlite3_finalize (stmt);
    }
}

static char *
schema_of (const char *path)
{
  return store_test_raw_text (path, "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY name");
}

static void
test_migrate (StoreFixture  *f,
              gconstpointer  data)
{
  guint version = GPOINTER_TO_UINT (data);
  g_autoptr(GError) error = NULL;
  g_autofree char *fresh_path = g_build_filename (f->dir, "fresh.sqlite3", NULL);
  g_autofree char *prefix = g_strdup_printf ("games.sqlite3.v%u-", version);
  g_autofree char *copy = NULL;
  g_autofree char *schema_fresh = NULL;
  g_autofree char *schema_migrated = NULL;
  g_autofree char *stats_fresh = NULL;
  g_autofree char *stats_migrated = NULL;
  g_autoptr(CarcStore) store = NULL;
  g_autoptr(CarcStore) fresh = NULL;
  CarcGame *games[4];
  sqlite3 *db = NULL;

  /* v1 games carry event times (turn times are derived while upgrading);
   * the v2 ones do not (v2 stored turn times of its own) */
  games[0] = store_test_random_game ("base", "Alice,Bob", 31, 0, MARCH_1);
  games[1] = store_test_random_game ("base,inns-and-cathedrals,traders-and-builders,hills-and-sheep", "Alice,Šárka,Carol", 32, 0, MARCH_1 + DAY);
  games[2] = store_test_random_game ("base,river", "Bob,Carol", 33, 25, MARCH_1 + 2 * DAY);
  games[3] = store_test_random_game ("base", "Dave,Alice", 34, 0, MARCH_1 + 3 * DAY);
  if (version == 1)
    for (guint i = 0; i < 4; i++)
      {
        CarcGame *timed = store_test_with_times (games[i], carc_game_get_created (games[i]) + 30 * SEC, (17 + i) * SEC);
        carc_game_free (games[i]);
        games[i] = timed;
      }

  /* the database as version @version left it */
  g_assert_cmpint (sqlite3_open (f->path, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (db, "PRAGMA journal_mode = WAL", NULL, NULL, NULL), ==, SQLITE_OK);
  g_assert_true (carc_store_schema_create (db, version, &error));
  g_assert_no_error (error);
  sqlite3_exec (db, "BEGIN", NULL, NULL, NULL);
  for (guint i = 0; i < 4; i++)
    insert_old_game (db, version, games[i], version >= 2 && i == 3);
  sqlite3_exec (db, "COMMIT", NULL, NULL, NULL);
  sqlite3_close (db);
  g_assert_cmpint (store_test_raw_int (f->path, "PRAGMA user_version"), ==, version);

  /* read-only: upgraded in memory, the file stays as it was */
  {
    g_autofree char *before = store_test_file_hash (f->path);
    g_autofree char *after = NULL;
    g_autoptr(CarcStore) ro = carc_store_open (f->path, CARC_STORE_OPEN_READ_ONLY, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (store_test_count_games (ro, NULL, CARC_STORE_LIST_DEFAULT), ==, version >= 2 ? 3 : 4);
    g_clear_object (&ro);
    after = store_test_file_hash (f->path);
    g_assert_cmpstr (before, ==, after);
    g_assert_cmpint (store_test_raw_int (f->path, "PRAGMA user_version"), ==, version);
  }

  store = store_test_open (f->path);
  g_assert_cmpint (store_test_raw_int (f->path, "PRAGMA user_version"), ==, CARC_STORE_SCHEMA_VERSION);

  /* a second process that saw the old version before this one upgraded it
   * (the CLI beside the app) finds the work done once it holds the lock */
  {
    g_autofree char *schema_before = schema_of (f->path);
    g_autofree char *schema_after = NULL;

    g_assert_true (carc_store_schema_migrate (store, version, &error));
    g_assert_no_error (error);
    g_assert_cmpint (sqlite3_open (f->path, &db), ==, SQLITE_OK);
    g_assert_true (carc_store_schema_create (db, CARC_STORE_SCHEMA_VERSION, &error));
    g_assert_no_error (error);
    sqlite3_close (db);
    schema_after = schema_of (f->path);
    g_assert_cmpstr (schema_after, ==, schema_before);
  }

  /* the copy made before upgrading is the old version, with its games */
  copy = store_test_find_copy (f->dir, prefix);
  g_assert_nonnull (copy);
  g_assert_cmpint (store_test_raw_int (copy, "PRAGMA user_version"), ==, version);
  g_assert_cmpint (store_test_raw_int (copy, "SELECT count(*) FROM games"), ==, 4);

  /* the same games stored by this version from scratch */
  fresh = store_test_open (fresh_path);
  for (guint i = 0; i < 4; i++)
    {
      g_assert_true (carc_store_create_game (fresh, games[i], &error));
      g_assert_no_error (error);
    }
  if (version >= 2)
    g_assert_true (carc_store_delete_game (fresh, carc_game_get_id (games[3]), &error));

  schema_fresh = schema_of (fresh_path);
  schema_migrated = schema_of (f->path);
  g_assert_cmpstr (schema_migrated, ==, schema_fresh);
  store_test_assert_same_lists (fresh, store);
  stats_fresh = store_test_stats_json (fresh);
  stats_migrated = store_test_stats_json (store);
  g_assert_cmpstr (stats_migrated, ==, stats_fresh);
  {
    g_autoptr(CarcStoreStats) stats = carc_store_get_stats (store, NULL, &error);
    g_assert_cmpuint (stats->overall.games, ==, version >= 2 ? 2 : 3);
    g_assert_cmpuint (stats->n_players, ==, version >= 2 ? 4 : 5);
    if (version == 1)
      for (guint p = 0; p < stats->n_players; p++)
        g_assert_cmpuint (stats->players[p].turns, >, 5);
  }
  if (version == 1)
    g_assert_null (strstr (stats_migrated, "\"average_turn_seconds\":null"));
  /* the points per kind became rows: as many as this version writes */
  g_assert_cmpint (store_test_raw_int (f->path, "SELECT count(*) FROM result_points"), >, 0);
  g_assert_cmpint (store_test_raw_int (f->path, "SELECT count(*) FROM result_points"), ==,
                   store_test_raw_int (fresh_path, "SELECT count(*) FROM result_points"));
  g_assert_cmpint (store_test_raw_int (f->path, "SELECT sum (points) FROM result_points"), ==,
                   store_test_raw_int (fresh_path, "SELECT sum (points) FROM result_points"));
  g_assert_cmpint (store_test_raw_int (f->path, "SELECT count(*) FROM games WHERE type = 'carcassonne'"), ==, 4);
  g_assert_cmpint (store_test_raw_int (f->path, "SELECT count(*) FROM games WHERE json_extract (variants, '$.farmers') = 1"), ==, 4);

  /* the box profiles of version 5 work on the upgraded database */
  {
    g_autoptr(CarcProfile) profile = carc_profile_new ("Upgraded box");
    g_autoptr(CarcProfile) back = NULL;
    CarcCatalogue *catalogue = carc_catalogue_get_default (NULL);
    carc_profile_set_tile_count (profile, carc_catalogue_get_type (catalogue, carc_catalogue_lookup (catalogue, "BA/C")), 6);
    g_assert_true (carc_store_save_profile (store, CARC_STORE_GAME_CARCASSONNE, profile, TRUE, &error));
    g_assert_no_error (error);
    back = carc_store_load_default_profile (store, CARC_STORE_GAME_CARCASSONNE, &error);
    g_assert_no_error (error);
    g_assert_nonnull (back);
    g_assert_cmpuint (carc_profile_tile_count (back, carc_catalogue_get_type (catalogue, carc_catalogue_lookup (catalogue, "BA/C"))), ==, 6);
    g_assert_true (carc_store_delete_profile (store, CARC_STORE_GAME_CARCASSONNE, "Upgraded box", &error));
  }

  /* and it carries on: a new event in the unfinished game */
  {
    g_autoptr(CarcRandomPlayer) player = carc_random_player_new (99);
    CarcGame *loaded = carc_store_load_game (store, carc_game_get_id (games[2]), &error);
    g_assert_no_error (error);
    g_assert_true (store_test_random_step (player, loaded, g_get_real_time ()));
    g_assert_true (carc_store_append_event (store, loaded, &error));
    g_assert_no_error (error);
    carc_game_free (loaded);
  }
  g_clear_object (&store);

  /* opened again: nothing more to upgrade, no second copy */
  store = store_test_open (f->path);
  {
    g_autoptr(GDir) d = g_dir_open (f->dir, 0, NULL);
    const char *name;
    guint copies = 0;
    while ((name = g_dir_read_name (d)))
      copies += g_str_has_prefix (name, "games.sqlite3.v") && !g_str_has_suffix (name, "-wal") && !g_str_has_suffix (name, "-shm");
    g_assert_cmpuint (copies, ==, 1);
  }
  for (guint i = 0; i < 4; i++)
    carc_game_free (games[i]);
}

/* ---- version 6: scorings' details ------------------------------------------------------ */

/* A game's scorings as the store should hold them: "n|detail" a line,
 * NULL for a scoring without details. */
static char *
expected_details (const CarcGame *game,
                  guint          *n_details)
{
  const CarcState *state = carc_game_get_state (game);
  GString *text = g_string_new (NULL);

  *n_details = 0;
  for (guint n = 0; n < carc_state_get_n_scorings (state); n++)
    {
      const CarcScoring *s = &carc_state_get_scorings (state)[n];
      const char *detail = carc_registry_score_detail (s->kind, s->detail);

      *n_details += detail != NULL;
      g_string_append_printf (text, "%u|%s\n", n, detail ? detail : "NULL");
    }
  return g_string_free (text, FALSE);
}

static char *
stored_details (const char     *path,
                const CarcGame *game)
{
  g_autofree char *sql = g_strdup_printf ("SELECT s.n, s.detail FROM scorings s JOIN games g ON g.id = s.game"
                                          " WHERE g.uuid = '%s' ORDER BY s.n", carc_game_get_id (game));
  return store_test_raw_text (path, sql);
}

/* Version 6: a scoring's detail (the wheel's sector, how a guard scored),
 * which otherwise only a replay gives back, is stored with the scoring
 * when a game is saved, and filled in when a version-5 database is
 * upgraded. */
static void
test_scoring_details (StoreFixture  *f,
                      gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *fresh_path = g_build_filename (f->dir, "fresh.sqlite3", NULL);
  g_autoptr(CarcStore) store = NULL;
  g_autoptr(CarcStore) fresh = NULL;
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (43);
  CarcGame *games[3];
  sqlite3 *db = NULL;
  gint64 t = MARCH_1 + 2 * DAY;

  games[0] = store_test_random_game ("base,towers-and-thieves", "Alice,Bob", 41, 0, MARCH_1);
  games[1] = store_test_random_game ("base,wheel-of-fortune", "Carol,Dave,Eve", 42, 0, MARCH_1 + DAY);
  games[2] = store_test_random_game ("base", "Alice,Carol", 44, 0, MARCH_1 + 3 * DAY);

  /* a version-5 database with the finished games */
  g_assert_cmpint (sqlite3_open (f->path, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (db, "PRAGMA journal_mode = WAL", NULL, NULL, NULL), ==, SQLITE_OK);
  g_assert_true (carc_store_schema_create (db, 5, &error));
  g_assert_no_error (error);
  sqlite3_exec (db, "BEGIN", NULL, NULL, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_assert_true (carc_state_get_phase (carc_game_get_state (games[i])) == CARC_PHASE_OVER);
      insert_old_game (db, 5, games[i], FALSE);
    }
  sqlite3_exec (db, "COMMIT", NULL, NULL, NULL);
  sqlite3_close (db);

  store = store_test_open (f->path);
  g_assert_cmpint (store_test_raw_int (f->path, "PRAGMA user_version"), ==, CARC_STORE_SCHEMA_VERSION);

  /* the same games saved by this version */
  fresh = store_test_open (fresh_path);
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_assert_true (carc_store_create_game (fresh, games[i], &error));
      g_assert_no_error (error);
    }

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      guint n_details;
      g_autofree char *expected = expected_details (games[i], &n_details);
      g_autofree char *migrated = stored_details (f->path, games[i]);
      g_autofree char *saved = stored_details (fresh_path, games[i]);

      /* the towers and the wheel have scorings with details, the base game none */
      if (i < 2)
        g_assert_cmpuint (n_details, >, 0);
      else
        g_assert_cmpuint (n_details, ==, 0);
      g_assert_cmpstr (saved, ==, expected);
      g_assert_cmpstr (migrated, ==, expected);
    }
  g_assert_cmpint (store_test_raw_int (fresh_path, "SELECT count(*) FROM scorings WHERE kind = 'guard' AND detail IS NOT NULL"), >, 0);
  g_assert_cmpint (store_test_raw_int (fresh_path, "SELECT count(*) FROM scorings WHERE kind = 'wheel' AND detail IS NOT NULL"), >, 0);

  /* and a game saved event by event, as the app does: its details are
   * written when it ends */
  {
    CarcGame *game = store_test_game_new ("base,towers-and-thieves,wheel-of-fortune", "Dave,Eve", t);
    guint n_details;
    g_autofree char *expected = NULL;
    g_autofree char *saved = NULL;

    g_assert_true (carc_store_create_game (fresh, game, &error));
    g_assert_no_error (error);
    while (store_test_random_step (player, game, t += 7 * SEC))
      {
        g_assert_true (carc_store_append_event (fresh, game, &error));
        g_assert_no_error (error);
      }
    expected = expected_details (game, &n_details);
    saved = stored_details (fresh_path, game);
    g_assert_cmpuint (n_details, >, 0);
    g_assert_cmpstr (saved, ==, expected);
    carc_game_free (game);
  }

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    carc_game_free (games[i]);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func, data) \
  g_test_add ("/store/" path, StoreFixture, data, store_test_fixture_set_up, func, store_test_fixture_tear_down)
  ADD ("migrate/from-v1", test_migrate, GUINT_TO_POINTER (1));
  ADD ("migrate/from-v2", test_migrate, GUINT_TO_POINTER (2));
  ADD ("migrate/from-v3", test_migrate, GUINT_TO_POINTER (3));
  ADD ("migrate/from-v4", test_migrate, GUINT_TO_POINTER (4));
  ADD ("migrate/from-v5", test_migrate, GUINT_TO_POINTER (5));
  ADD ("migrate/scoring-details", test_scoring_details, NULL);
#undef ADD

  return g_test_run ();
}
