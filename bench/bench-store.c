/* bench-store.c: the SQLite store's metrics
 *
 *   commit_event_ms    one event saved in its own transaction (WAL, the
 *                      store's synchronous = FULL): the wait between a
 *                      click and the scored board
 *   open_game_ms       a stored 250-event game replayed into a CarcGame
 *   open_database_ms   carc_store_open() of the 10,000-game database, last
 *                      closed cleanly (so without its whole-file check)
 *   check_10k_ms       that check (PRAGMA quick_check) of the database, run
 *                      at opening after an unclean shutdown
 *   stats_10k_ms       statistics over 10,000 stored games
 *   ratings_10k_ms     the rating ladder over the same 10,000 games
 *   import_move_wait_ms  the longest commit of a move entered while a
 *                      1,000-game backup is being imported (the wait for
 *                      the import's write lock included); goal ~100 ms
 *
 * The databases live in a temporary folder on the same disk as /tmp and
 * are removed afterwards.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-bench.h"

#include <glib/gstdio.h>
#include <stdlib.h>

#include "bench-util.h"
#include "carc-random.h"
#include "carc-record.h"
#include "carc-store-private.h"

static const char * const names[] = {
  "Alice", "Bob", "Carol", "Dave", "Eve", "František", "Gréta", "Hana", "Ivan", "Jana",
};

static const char * const base_sets[] = { "base", NULL };

/* A game of @sets whose players take the names from @first_name on. */
static CarcGame *
new_game (const char * const *sets,
          guint               n_players,
          guint               first_name,
          gboolean            double_tiles)
{
  CarcSetup *setup = carc_bench_setup_new (sets, double_tiles);

  for (guint p = 0; p < n_players; p++)
    carc_setup_add_player (setup, names[(first_name + p) % G_N_ELEMENTS (names)], NULL);
  return carc_bench_game_new (setup);
}

static void
remove_dir (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d && (name = g_dir_read_name (d)))
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (dir);
}

static CarcStore *
open_store (const char *path)
{
  g_autoptr(GError) error = NULL;
  CarcStore *store = carc_store_open (path, CARC_STORE_OPEN_DEFAULT, &error);

  if (store == NULL)
    g_error ("%s", error->message);
  return store;
}

/* Random 2-player base games, each event committed as the app commits it. */
static void
bench_commit_event_ms (const CarcBenchOptions *options)
{
  g_autofree char *dir = g_dir_make_tmp ("carc-bench-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "games.sqlite3", NULL);
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (2026);
  g_autoptr(GError) error = NULL;
  CarcStore *store = open_store (path);
  CarcGame *game = NULL;
  double spent = 0, start = carc_bench_now ();
  guint commits = 0;

  while (carc_bench_now () - start < options->seconds || commits < 100)
    {
      CarcEvent event;
      double t0;

      if (game == NULL || !carc_random_player_next (player, carc_game_get_state (game), &event))
        {
          g_clear_pointer (&game, carc_game_free);
          game = new_game (base_sets, 2, commits, FALSE);
          if (!carc_store_create_game (store, game, &error))
            g_error ("%s", error->message);
          continue;
        }
      event.time = g_get_real_time ();
      if (!carc_game_append (game, &event, &error))
        g_error ("%s", error->message);
      t0 = carc_bench_now ();
      if (!carc_store_append_event (store, game, &error))
        g_error ("%s", error->message);
      spent += carc_bench_now () - t0;
      commits++;
    }
  carc_bench_report ("commit_event_ms", spent * 1000.0 / commits, "ms");
  carc_game_free (game);
  g_object_unref (store);
  remove_dir (dir);
}

/* A big-box game with doubled tiles, cut at 250 events. */
static void
bench_open_game_ms (const CarcBenchOptions *options)
{
  g_autofree char *dir = g_dir_make_tmp ("carc-bench-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "games.sqlite3", NULL);
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (250);
  g_autoptr(GError) error = NULL;
  CarcStore *store = open_store (path);
  CarcGame *game = new_game (carc_bench_bigbox_sets, 4, 0, TRUE);
  char *id;
  double start;
  guint loads = 0;
  CarcEvent event;

  if (!carc_store_create_game (store, game, &error))
    g_error ("%s", error->message);
  /* the same board size every time: a 250-event log */
  while (carc_game_get_n_events (game) < 250
         && carc_random_player_next (player, carc_game_get_state (game), &event))
    {
      event.time = g_get_real_time ();
      if (!carc_game_append (game, &event, &error) || !carc_store_append_event (store, game, &error))
        g_error ("%s", error->message);
    }
  if (carc_game_get_n_events (game) != 250)
    g_error ("the benchmark game has %u events, not 250", carc_game_get_n_events (game));
  id = g_strdup (carc_game_get_id (game));
  carc_game_free (game);

  start = carc_bench_now ();
  do
    {
      game = carc_store_load_game (store, id, &error);
      if (game == NULL)
        g_error ("%s", error->message);
      carc_game_free (game);
      loads++;
    }
  while (carc_bench_now () - start < options->seconds);
  carc_bench_report ("open_game_ms", (carc_bench_now () - start) * 1000.0 / loads, "ms");
  g_free (id);
  g_object_unref (store);
  remove_dir (dir);
}

/* 10,000 finished random games: 70 % base, 30 % big box, 2 to 5 players out
 * of ten, played over three years. Built without syncing each commit (a
 * benchmark's setup, not the app's way), then reopened as the app opens it. */
static char *
build_10k (const char *dir)
{
  char *path = g_build_filename (dir, "games.sqlite3", NULL);
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (10000);
  g_autoptr(GError) error = NULL;
  CarcStore *store = open_store (path);
  gint64 first = g_get_real_time () - (gint64) 3 * 365 * 24 * 3600 * G_USEC_PER_SEC;

  if (!carc_store_exec (store, "PRAGMA synchronous = OFF", "building", &error))
    g_error ("%s", error->message);
  for (guint i = 0; i < 10000; i++)
    {
      CarcGame *game = new_game (i % 10 < 7 ? base_sets : carc_bench_bigbox_sets, 2 + i % 4, i * 7, FALSE);
      gint64 created = first + (gint64) i * 9461 * G_USEC_PER_SEC;
      gint64 t = created;
      CarcEvent event;

      carc_game_set_created (game, created);
      while (carc_random_player_next (player, carc_game_get_state (game), &event))
        {
          event.time = t += 20 * G_USEC_PER_SEC + (t % 17) * G_USEC_PER_SEC;
          if (!carc_game_append (game, &event, &error))
            g_error ("%s", error->message);
          if (carc_state_get_phase (carc_game_get_state (game)) == CARC_PHASE_OVER)
            break;
        }
      if (!carc_store_create_game (store, game, &error))
        g_error ("%s", error->message);
      carc_game_free (game);
    }
  g_object_unref (store);
  return path;
}

static char *stats_dir;
static char *stats_path;

static void
remove_stats_database (void)
{
  if (stats_dir)
    remove_dir (stats_dir);
  g_clear_pointer (&stats_dir, g_free);
  g_clear_pointer (&stats_path, g_free);
}

/* Built on first use, shared by the metrics that need it, removed at exit. */
static const char *
stats_database (void)
{
  if (stats_path == NULL)
    {
      double start = carc_bench_now ();
      stats_dir = g_dir_make_tmp ("carc-bench-XXXXXX", NULL);
      atexit (remove_stats_database);
      stats_path = build_10k (stats_dir);
      g_printerr ("carcassonne-bench: built the 10,000-game database in %.1f s\n", carc_bench_now () - start);
    }
  return stats_path;
}

const char *
carc_bench_database_10k (void)
{
  return stats_database ();
}

static void
bench_stats_10k_ms (const CarcBenchOptions *options)
{
  g_autoptr(GError) error = NULL;
  CarcStore *store = open_store (stats_database ());
  double start = carc_bench_now ();
  guint runs = 0;

  do
    {
      CarcStoreStats *stats = carc_store_get_stats (store, NULL, &error);
      if (stats == NULL)
        g_error ("%s", error->message);
      if (stats->overall.games != 10000)
        g_error ("statistics over %u games, not 10,000", stats->overall.games);
      carc_store_stats_free (stats);
      runs++;
    }
  while (carc_bench_now () - start < options->seconds);
  carc_bench_report ("stats_10k_ms", (carc_bench_now () - start) * 1000.0 / runs, "ms");
  g_object_unref (store);
}

/* The rating ladder over the same games: every result read, the games put
 * in the order played, each rated with the Plackett–Luce update. */
static void
bench_ratings_10k_ms (const CarcBenchOptions *options)
{
  g_autoptr(GError) error = NULL;
  CarcStore *store = open_store (stats_database ());
  double start = carc_bench_now ();
  guint runs = 0;

  do
    {
      CarcStoreRatings *ratings = carc_store_get_ratings (store, NULL, &error);
      if (ratings == NULL)
        g_error ("%s", error->message);
      if (ratings->n_ladders != 1 || ratings->ladders[0].n_games != 10000)
        g_error ("a ladder over %u games, not 10,000", ratings->n_ladders ? ratings->ladders[0].n_games : 0);
      carc_store_ratings_free (ratings);
      runs++;
    }
  while (carc_bench_now () - start < options->seconds);
  carc_bench_report ("ratings_10k_ms", (carc_bench_now () - start) * 1000.0 / runs, "ms");
  g_object_unref (store);
}

/* The whole-file check an open runs after an unclean shutdown or when
 * asked (CARC_STORE_OPEN_CHECK, carc_store_check_integrity ()). */
static void
bench_check_10k_ms (const CarcBenchOptions *options)
{
  g_autoptr(GError) error = NULL;
  CarcStore *store = open_store (stats_database ());
  double start = carc_bench_now ();
  guint runs = 0;

  do
    {
      if (!carc_store_check_integrity (store, &error))
        g_error ("%s", error->message);
      runs++;
    }
  while (carc_bench_now () - start < options->seconds);
  carc_bench_report ("check_10k_ms", (carc_bench_now () - start) * 1000.0 / runs, "ms");
  g_object_unref (store);
}

static void
bench_open_database_ms (const CarcBenchOptions *options)
{
  const char *path = stats_database ();
  double start = carc_bench_now ();
  guint opens = 0;

  do
    {
      g_object_unref (open_store (path));
      opens++;
    }
  while (carc_bench_now () - start < options->seconds);
  carc_bench_report ("open_database_ms", (carc_bench_now () - start) * 1000.0 / opens, "ms");
}

typedef struct {
  const char *path;
  const char *backup;
  gint        done;   /* atomic */
} ImportRun;

static gpointer
import_run_thread (gpointer data)
{
  ImportRun *run = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcStore) store = open_store (run->path);
  CarcStoreImport *import = carc_store_import_data (store, run->backup, -1, &error);

  if (import == NULL)
    g_error ("%s", error->message);
  carc_store_import_free (import);
  g_atomic_int_set (&run->done, 1);
  return NULL;
}

/* A backup of 1,000 finished base games (3 players), as JSON. */
static char *
backup_1k (void)
{
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (1000);
  g_autoptr(GError) error = NULL;
  GString *out = g_string_new ("{\"format\": \"carcassonne-companion/backup\", \"version\": 1, \"games\": [");

  for (guint i = 0; i < 1000; i++)
    {
      CarcGame *game = new_game (base_sets, 3, i, FALSE);
      g_autofree char *json = NULL;
      CarcEvent event;

      while (carc_random_player_next (player, carc_game_get_state (game), &event))
        if (!carc_game_append (game, &event, &error))
          g_error ("%s", error->message);
      json = carc_record_to_json (game);
      g_string_append_printf (out, "%s{\"ended\": null, \"record\": %s}", i ? ", " : "", json);
      carc_game_free (game);
    }
  g_string_append (out, "]}");
  return g_string_free (out, FALSE);
}

/* Moves entered in the app while a 1,000-game backup is imported (in its
 * own thread and connection, as the app does): each move is committed on
 * its own, one every 5 ms; the longest such commit, waiting for the
 * import's write lock included. */
static void
bench_import_move_wait_ms (const CarcBenchOptions *options)
{
  g_autofree char *dir = g_dir_make_tmp ("carc-bench-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "games.sqlite3", NULL);
  g_autofree char *backup = backup_1k ();
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (5);
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) waits = g_array_new (FALSE, FALSE, sizeof (double));
  CarcStore *store = open_store (path);
  ImportRun run = { path, backup, 0 };
  CarcGame *game = NULL;
  GThread *thread;
  double start, longest = 0, total = 0;

  start = carc_bench_now ();
  thread = g_thread_new ("import", import_run_thread, &run);
  while (!g_atomic_int_get (&run.done))
    {
      CarcEvent event;
      double t0;

      if (game == NULL || !carc_random_player_next (player, carc_game_get_state (game), &event))
        {
          g_clear_pointer (&game, carc_game_free);
          game = new_game (base_sets, 2, waits->len, FALSE);
          if (!carc_store_create_game (store, game, &error))
            g_error ("%s", error->message);
          continue;
        }
      event.time = g_get_real_time ();
      if (!carc_game_append (game, &event, &error))
        g_error ("%s", error->message);
      t0 = carc_bench_now ();
      if (!carc_store_append_event (store, game, &error))
        g_error ("%s", error->message);
      t0 = carc_bench_now () - t0;
      g_array_append_val (waits, t0);
      longest = MAX (longest, t0);
      total += t0;
      g_usleep (5000);
    }
  g_thread_join (thread);
  g_printerr ("import_move_wait_ms: the import took %.2f s; %u moves meanwhile, %.1f ms on average\n",
              carc_bench_now () - start, waits->len, total * 1000 / MAX (waits->len, 1));
  carc_bench_report ("import_move_wait_ms", longest * 1000, "ms");
  carc_game_free (game);
  g_object_unref (store);
  remove_dir (dir);
}

const CarcBenchMetric carc_bench_store_metrics[] = {
  { "commit_event_ms", bench_commit_event_ms },
  { "open_game_ms", bench_open_game_ms },
  { "stats_10k_ms", bench_stats_10k_ms },
  { "ratings_10k_ms", bench_ratings_10k_ms },
  { "open_database_ms", bench_open_database_ms },
  { "check_10k_ms", bench_check_10k_ms },
  { "import_move_wait_ms", bench_import_move_wait_ms },
  { NULL, NULL },
};
