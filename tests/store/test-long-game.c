/* test-long-game.c: one very long game through engine, store and CLI
 *
 * Every Carcassonne set of the big box at once, six players, and a box
 * holding four copies of every tile but the River's (the River stays one
 * river): over 500 tiles, at least 400 of them placed by the random table. The
 * game then goes into the store, out again, and through the CLI's commands.
 * CI runs this under valgrind memcheck too (suite "valgrind": no definite
 * leaks, no invalid access); the peak memory is reported as a test message.
 * (Hunters & Gatherers is not in the engine yet.)
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <json-glib/json-glib.h>
#include <stdarg.h>
#include <string.h>
#include <sys/resource.h>

#include "carc-cli.h"
#include "store-test-util.h"

#define COPIES    4
#define MIN_TILES 400

static const char *all_sets = "base,inns-and-cathedrals,traders-and-builders,hills-and-sheep,river";
static CarcGame *long_game;
static char *dir;

static long
peak_kib (void)
{
  struct rusage usage;
  getrusage (RUSAGE_SELF, &usage);
  return usage.ru_maxrss;
}

static void
test_engine (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (400);
  CarcCatalogue *catalogue = carc_catalogue_get_default (&error);
  CarcSetup *setup;
  CarcState *replayed;
  guint box = 0, n_events;
  gint64 start = g_get_monotonic_time ();

  long_game = store_test_game_new (all_sets, "Ann,Ben,Cid,Dot,Eva,Fox", MARCH_1);
  setup = (CarcSetup *) carc_game_get_setup (long_game);
  for (guint t = 0; t < carc_catalogue_get_n_types (catalogue); t++)
    {
      const CarcTileType *type = carc_catalogue_get_type (catalogue, t);
      guint count = carc_setup_tile_count (setup, catalogue, t);

      if (count == 0)
        continue;
      if (type->stack == CARC_STACK_NORMAL)
        count *= COPIES;
      box += count;
      g_hash_table_insert (setup->inventory, g_strdup (type->id), GUINT_TO_POINTER (count));
    }
  g_assert_cmpuint (box, >=, MIN_TILES);
  /* the box was changed behind the game's back: start it again from it */
  {
    CarcGame *game = carc_game_new (catalogue, carc_setup_copy (setup), &error);
    g_assert_no_error (error);
    carc_game_set_id (game, carc_game_get_id (long_game));
    carc_game_set_created (game, MARCH_1);
    carc_game_free (long_game);
    long_game = game;
  }

  n_events = (guint) carc_random_play (player, long_game, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (carc_state_get_phase (carc_game_get_state (long_game)), ==, CARC_PHASE_OVER);
  /* at least 400 on the table (a few tiles fit nowhere and are discarded) */
  g_assert_cmpuint (carc_state_get_n_tiles (carc_game_get_state (long_game)), >=, MIN_TILES);

  replayed = carc_game_replay_prefix (long_game, n_events, &error);
  g_assert_no_error (error);
  for (guint p = 0; p < carc_state_get_n_players (replayed); p++)
    g_assert_cmpint (carc_state_get_players (replayed)[p].score, ==, carc_state_get_players (carc_game_get_state (long_game))[p].score);
  carc_state_free (replayed);

  g_test_message ("engine: %u tiles in the box, %u on the table, %u events, %u scorings, game %zu KiB, "
                  "%.2f s, peak RSS %ld KiB",
                  box, carc_state_get_n_tiles (carc_game_get_state (long_game)), n_events,
                  carc_state_get_n_scorings (carc_game_get_state (long_game)),
                  carc_game_memory_size (long_game) / 1024,
                  (g_get_monotonic_time () - start) / 1e6, peak_kib ());
}

static void
test_store (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (dir, "games.sqlite3", NULL);
  g_autofree char *record = g_build_filename (dir, "long-game.json", NULL);
  CarcGame *loaded;

  g_assert_nonnull (long_game);
  {
    g_autoptr(CarcStore) store = carc_store_open (path, CARC_STORE_OPEN_DEFAULT, &error);
    g_assert_no_error (error);
    g_assert_true (carc_store_create_game (store, long_game, &error));
    g_assert_no_error (error);
  }
  {
    g_autoptr(CarcStore) store = carc_store_open (path, CARC_STORE_OPEN_READ_ONLY, &error);
    g_autoptr(CarcStoreStats) stats = NULL;
    g_assert_no_error (error);
    loaded = carc_store_load_game (store, carc_game_get_id (long_game), &error);
    g_assert_no_error (error);
    store_test_assert_same_game (loaded, long_game);
    carc_game_free (loaded);
    stats = carc_store_get_stats (store, NULL, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (stats->overall.games, ==, 1);
    g_assert_cmpuint (stats->n_players, ==, 6);
    g_assert_true (carc_store_export_game (store, carc_game_get_id (long_game), record, &error));
    g_assert_no_error (error);
  }
  g_test_message ("store: peak RSS %ld KiB", peak_kib ());
}

static int
cli (GString *out, ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GString) err = g_string_new (NULL);
  va_list ap;
  const char *arg;
  int status;

  g_ptr_array_add (args, (gpointer) "carcassonne-cli");
  va_start (ap, out);
  while ((arg = va_arg (ap, const char *)))
    g_ptr_array_add (args, (gpointer) arg);
  va_end (ap);
  g_ptr_array_add (args, NULL);
  g_string_truncate (out, 0);
  status = carc_cli_run ((int) args->len - 1, (char **) args->pdata, out, err);
  if (status != CARC_CLI_OK)
    g_test_message ("%s", err->str);
  return status;
}

static void
test_cli (void)
{
  g_autofree char *path = g_build_filename (dir, "games.sqlite3", NULL);
  g_autofree char *copy = g_build_filename (dir, "copy.sqlite3", NULL);
  g_autofree char *record = g_build_filename (dir, "long-game.json", NULL);
  g_autofree char *backup = g_build_filename (dir, "backup.json", NULL);
  g_autofree char *again = g_build_filename (dir, "again.json", NULL);
  g_autofree char *first = NULL, *second = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  char score[32];

  g_assert_true (g_file_test (record, G_FILE_TEST_EXISTS));
  g_assert_cmpint (cli (out, "replay", record, NULL), ==, 0);
  g_assert_true (json_parser_load_from_data (parser, out->str, -1, NULL));
  g_assert_true (json_object_get_boolean_member (json_node_get_object (json_parser_get_root (parser)), "game_over"));
  g_snprintf (score, sizeof score, "\"points\":%d", carc_state_get_players (carc_game_get_state (long_game))[0].score);
  g_assert_nonnull (strstr (out->str, score));

  g_assert_cmpint (cli (out, "record", record, NULL), ==, 0);
  g_assert_true (g_file_get_contents (record, &first, NULL, NULL));
  g_assert_cmpstr (out->str, ==, first);

  g_assert_cmpint (cli (out, "placements", record, "BA/RFr", NULL), ==, 0);
  g_assert_cmpint (cli (out, "games", "--db", path, NULL), ==, 0);
  g_assert_cmpint (cli (out, "stats", "--db", path, "--player", "Ann", NULL), ==, 0);
  g_assert_cmpint (cli (out, "export", "--db", path, backup, NULL), ==, 0);
  g_assert_cmpint (cli (out, "import", "--db", copy, backup, NULL), ==, 0);
  g_assert_nonnull (strstr (out->str, "\"imported\":1"));
  g_assert_cmpint (cli (out, "export", "--db", copy, "--game", carc_game_get_id (long_game), again, NULL), ==, 0);
  g_assert_true (g_file_get_contents (again, &second, NULL, NULL));
  g_assert_cmpstr (first, ==, second);
  g_test_message ("CLI: peak RSS %ld KiB", peak_kib ());
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  dir = store_test_make_dir ();
  /* in order: each step uses what the one before made */
  g_test_add_func ("/long-game/1-engine", test_engine);
  g_test_add_func ("/long-game/2-store", test_store);
  g_test_add_func ("/long-game/3-cli", test_cli);
  status = g_test_run ();
  g_clear_pointer (&long_game, carc_game_free);
  store_test_remove_dir (dir);
  g_free (dir);
  return status;
}
