/* store-test-util.c: helpers shared by the store's tests
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "store-test-util.h"

#include <glib/gstdio.h>
#include <string.h>

#include "carc-test-util.h"

char *
store_test_make_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("carc-store-XXXXXX", &error);

  g_assert_no_error (error);
  /* other users (the read-only test drops to "nobody") must reach it */
  g_assert_cmpint (g_chmod (dir, 0755), ==, 0);
  return dir;
}

void
store_test_remove_dir (const char *dir)
{
  g_autoptr(GDir) d = NULL;
  const char *name;

  if (dir == NULL)
    return;
  g_chmod (dir, 0755);
  d = g_dir_open (dir, 0, NULL);
  if (d == NULL)
    return;
  while ((name = g_dir_read_name (d)))
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
        store_test_remove_dir (path);
      else
        g_unlink (path);
    }
  g_rmdir (dir);
}

void
store_test_fixture_set_up (StoreFixture  *f,
                           gconstpointer  data)
{
  f->dir = store_test_make_dir ();
  f->path = g_build_filename (f->dir, "games.sqlite3", NULL);
}

void
store_test_fixture_tear_down (StoreFixture  *f,
                              gconstpointer  data)
{
  store_test_remove_dir (f->dir);
  g_free (f->dir);
  g_free (f->path);
}

CarcStore *
store_test_open (const char *path)
{
  g_autoptr(GError) error = NULL;
  CarcStore *store = carc_store_open (path, CARC_STORE_OPEN_DEFAULT, &error);

  g_assert_no_error (error);
  g_assert_nonnull (store);
  return store;
}

gint64
store_test_raw_int (const char *path,
                    const char *sql)
{
  sqlite3 *db = NULL;
  sqlite3_stmt *stmt = NULL;
  gint64 value = -1;

  g_assert_cmpint (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READONLY, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL), ==, SQLITE_OK);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    value = sqlite3_column_int64 (stmt, 0);
  sqlite3_finalize (stmt);
  sqlite3_close (db);
  return value;
}

char *
store_test_raw_text (const char *path,
                     const char *sql)
{
  sqlite3 *db = NULL;
  sqlite3_stmt *stmt = NULL;
  GString *text = g_string_new (NULL);

  g_assert_cmpint (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READONLY, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL), ==, SQLITE_OK);
  while (sqlite3_step (stmt) == SQLITE_ROW)
    for (int c = 0; c < sqlite3_column_count (stmt); c++)
      g_string_append_printf (text, "%s%c", sqlite3_column_text (stmt, c) ? (const char *) sqlite3_column_text (stmt, c) : "NULL",
                              c + 1 < sqlite3_column_count (stmt) ? '|' : '\n');
  sqlite3_finalize (stmt);
  sqlite3_close (db);
  return g_string_free (text, FALSE);
}

void
store_test_raw_exec (const char *path,
                     const char *sql)
{
  sqlite3 *db = NULL;
  char *message = NULL;

  g_assert_cmpint (sqlite3_open (path, &db), ==, SQLITE_OK);
  if (sqlite3_exec (db, sql, NULL, NULL, &message) != SQLITE_OK)
    g_error ("%s: %s", sql, message);
  sqlite3_close (db);
}

CarcGame *
store_test_random_game (const char *sets,
                        const char *names,
                        guint64     seed,
                        guint       n_events,
                        gint64      created)
{
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (seed);
  CarcGame *game = store_test_game_new (sets, names, created);

  while ((n_events == 0 || carc_game_get_n_events (game) < n_events)
         && store_test_random_step (player, game, 0))
    ;
  return game;
}

GPtrArray *
store_test_list (CarcStore          *store,
                 const char         *search,
                 CarcStoreListFlags  flags)
{
  g_autoptr(GError) error = NULL;
  GPtrArray *games = carc_store_list_games (store, search, flags, 0, &error);

  g_assert_no_error (error);
  g_assert_nonnull (games);
  return games;
}

guint
store_test_count_games (CarcStore          *store,
                        const char         *search,
                        CarcStoreListFlags  flags)
{
  g_autoptr(GPtrArray) games = store_test_list (store, search, flags);
  return games->len;
}

char *
store_test_stats_json (CarcStore *store)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcStoreStats) stats = carc_store_get_stats (store, NULL, &error);

  g_assert_no_error (error);
  return carc_store_stats_to_json (stats);
}

void
store_test_assert_same_lists (CarcStore *a,
                              CarcStore *b)
{
  g_autoptr(GPtrArray) la = store_test_list (a, NULL, 0);
  g_autoptr(GPtrArray) lb = store_test_list (b, NULL, 0);

  g_assert_cmpuint (la->len, ==, lb->len);
  for (guint i = 0; i < la->len; i++)
    {
      CarcStoreGameSummary *sa = la->pdata[i], *sb = lb->pdata[i];
      g_autoptr(GError) error = NULL;
      CarcGame *ga, *gb;

      g_assert_cmpstr (sa->id, ==, sb->id);
      g_assert_cmpint (sa->created, ==, sb->created);
      g_assert_cmpint (sa->ended, ==, sb->ended);
      g_assert_cmpint (sa->finished, ==, sb->finished);
      g_assert_cmpuint (sa->n_events, ==, sb->n_events);
      g_assert_cmpstrv (sa->sets, sb->sets);
      g_assert_cmpuint (sa->n_players, ==, sb->n_players);
      for (guint p = 0; p < sa->n_players; p++)
        {
          g_assert_cmpstr (sa->players[p].name, ==, sb->players[p].name);
          g_assert_cmpstr (sa->players[p].colour, ==, sb->players[p].colour);
          g_assert_cmpint (sa->players[p].score, ==, sb->players[p].score);
          g_assert_cmpint (sa->players[p].winner, ==, sb->players[p].winner);
        }
      ga = carc_store_load_game (a, sa->id, &error);
      g_assert_no_error (error);
      gb = carc_store_load_game (b, sb->id, &error);
      g_assert_no_error (error);
      store_test_assert_same_game (ga, gb);
      carc_game_free (ga);
      carc_game_free (gb);
    }
}

char *
store_test_find_copy (const char *dir,
                      const char *prefix)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d && (name = g_dir_read_name (d)))
    if (g_str_has_prefix (name, prefix) && !g_str_has_suffix (name, "-wal") && !g_str_has_suffix (name, "-shm"))
      return g_build_filename (dir, name, NULL);
  return NULL;
}

CarcGame *
store_test_game_new (const char *sets,
                     const char *names,
                     gint64      created)
{
  g_autoptr(GError) error = NULL;
  CarcCatalogue *catalogue = carc_catalogue_get_default (&error);
  CarcSetup *setup = carc_setup_new ();
  g_auto(GStrv) set_ids = g_strsplit (sets, ",", -1);
  g_auto(GStrv) players = g_strsplit (names, ",", -1);
  CarcGame *game;

  g_assert_no_error (error);
  for (guint i = 0; set_ids[i]; i++)
    {
      carc_setup_add_set (setup, catalogue, g_strstrip (set_ids[i]), &error);
      g_assert_no_error (error);
    }
  for (guint i = 0; players[i]; i++)
    carc_setup_add_player (setup, g_strstrip (players[i]), NULL);
  game = carc_game_new (catalogue, setup, &error);
  g_assert_no_error (error);
  if (created)
    carc_game_set_created (game, created);
  return game;
}

/* The statistics and the CLI tests assert these numbers. */
static const struct {
  const char *id;
  const char *sets;
  const char *names;
  gint64      created;
  const char *script;
} known_games[] = {
  /* K1: Alice closes a 2-tile city (4), Bob's farmer gets 3 at the end */
  { "K1", "base", "Alice,Bob", MARCH_1,
    "BA/C 0,-1 180; follower S; BA/RFr 1,0 0; follower NL NR; end" },
  /* K2: tied farmers, 3 each: a shared win */
  { "K2", "base", "Alice,Bob", MARCH_1 + 7 * DAY,
    "BA/C 0,-1 180; follower NL NR; BA/RFr 1,0 0; follower NL NR; BA/L 1,-1 0; -;"
    "BA/RFr -1,0 0; follower SL SR; end" },
  /* K3 (with Inns & Cathedrals): road 3 (Alice), monastery 5 (Bob), city 3 (Carol) at the end */
  { "K3", "base,inns-and-cathedrals", "Alice,Bob,Carol", MARCH_1 + 14 * DAY,
    "BA/RFr 1,0 0; follower E; BA/L 0,1 0; follower I; BA/CFc+ 0,-1 90; follower N;"
    "BA/RFr -1,0 0; -; BA/L -1,1 0; -; end" },
  /* K4: Bob closes a road of four (4), Alice 0 */
  { "K4", "base", "Bob,Alice", MARCH_1 + 32 * DAY,
    "BA/RFr 1,0 0; follower W; BA/RRR 2,0 0; -; BA/RRR -1,0 0; -; end" },
};

CarcGame *
store_test_known_game (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (known_games); i++)
    if (strcmp (known_games[i].id, id) == 0)
      {
        CarcGame *game = store_test_game_new (known_games[i].sets, known_games[i].names,
                                              known_games[i].created);

        carc_game_set_id (game, id);
        test_play (game, known_games[i].script);
        return game;
      }
  g_error ("no known game %s", id);
}

gboolean
store_test_random_step (CarcRandomPlayer *player,
                        CarcGame         *game,
                        gint64            time)
{
  g_autoptr(GError) error = NULL;
  CarcEvent event;

  if (carc_state_get_phase (carc_game_get_state (game)) == CARC_PHASE_OVER
      || !carc_random_player_next (player, carc_game_get_state (game), &event))
    return FALSE;
  event.time = time;
  carc_game_append (game, &event, &error);
  g_assert_no_error (error);
  return TRUE;
}

CarcGame *
store_test_with_times (const CarcGame *game,
                       gint64          first,
                       gint64          step)
{
  g_autoptr(GError) error = NULL;
  CarcGame *copy = carc_game_new (carc_game_get_catalogue (game),
                                  carc_setup_copy (carc_game_get_setup (game)), &error);

  g_assert_no_error (error);
  carc_game_set_id (copy, carc_game_get_id (game));
  carc_game_set_created (copy, carc_game_get_created (game));
  for (guint i = 0; i < carc_game_get_n_events (game); i++)
    {
      CarcEvent event = *carc_game_get_event (game, i);
      event.time = first + (gint64) i * step;
      carc_game_append (copy, &event, &error);
      g_assert_no_error (error);
    }
  return copy;
}

void
store_test_assert_same_game (const CarcGame *a,
                             const CarcGame *b)
{
  g_autofree char *ra = carc_record_to_json (a);
  g_autofree char *rb = carc_record_to_json (b);
  const CarcState *sa = carc_game_get_state (a);
  const CarcState *sb = carc_game_get_state (b);

  g_assert_cmpstr (ra, ==, rb);
  g_assert_cmpuint (carc_state_get_n_players (sa), ==, carc_state_get_n_players (sb));
  for (guint p = 0; p < carc_state_get_n_players (sa); p++)
    g_assert_cmpint (carc_state_get_players (sa)[p].score, ==, carc_state_get_players (sb)[p].score);
  g_assert_cmpuint (carc_state_get_n_scorings (sa), ==, carc_state_get_n_scorings (sb));
  g_assert_cmpint (carc_state_get_phase (sa), ==, carc_state_get_phase (sb));
}

char *
store_test_file_hash (const char *path)
{
  g_autofree char *data = NULL;
  gsize length;

  if (!g_file_get_contents (path, &data, &length, NULL))
    return g_strdup ("");
  return g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) data, length);
}
