/* test-store-cli.c: carcassonne-cli's games, stats, export and import
 *
 * Same contract as the other commands: JSON on stdout only on success; bad
 * input exits 2 with exactly one line on stderr and nothing on stdout.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <json-glib/json-glib.h>
#include <sqlite3.h>
#include <string.h>

#include "carc-cli.h"
#include "carc-test-util.h"
#include "store-test-util.h"

static char *dir;
static char *db;

static int
run (GString *out,
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
parse (const GString *out)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, out->str, -1, &error);
  g_assert_no_error (error);
  return json_node_copy (json_parser_get_root (parser));
}

static void
assert_one_line (const GString *out,
                 const GString *err,
                 const char    *part)
{
  g_assert_cmpstr (out->str, ==, "");
  g_assert_true (g_str_has_suffix (err->str, "\n"));
  g_assert_true (strchr (err->str, '\n') == err->str + err->len - 1);
  if (strstr (err->str, part) == NULL)
    g_error ("“%s” does not mention “%s”", err->str, part);
}

/* K1: Alice 4 (city), Bob 3 (field); K2: Alice 3, Bob 3 (tie); K3 (with
 * Inns & Cathedrals): Alice 3, Bob 5, Carol 3; and an unfinished game. */
static void
fill_database (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcStore) store = carc_store_open (db, CARC_STORE_OPEN_DEFAULT, &error);
  static const char * const known[] = { "K1", "K2", "K3" };
  CarcGame *g;

  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (known); i++)
    {
      g = store_test_known_game (known[i]);
      g_assert_true (carc_store_create_game (store, g, &error));
      carc_game_free (g);
    }

  g = store_test_game_new ("base,river", "Dave,Šárka", MARCH_1 + 20 * DAY);
  carc_game_set_id (g, "U1");
  g_assert_true (carc_store_create_game (store, g, &error));
  g_assert_no_error (error);
  carc_game_free (g);
}

static void
test_games (void)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GString) err = g_string_new (NULL);
  g_autoptr(JsonNode) root = NULL;
  JsonArray *games, *players, *winners;
  JsonObject *k2;

  g_assert_cmpint (run (out, err, "games", "--db", db, NULL), ==, CARC_CLI_OK);
  g_assert_cmpstr (err->str, ==, "");
  root = parse (out);
  games = json_node_get_array (root);
  g_assert_cmpuint (json_array_get_length (games), ==, 4);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (games, 0), "id"), ==, "U1");
  g_assert_false (json_object_get_boolean_member (json_array_get_object_element (games, 0), "finished"));
  g_assert_true (json_object_get_null_member (json_array_get_object_element (games, 0), "ended"));
  k2 = json_array_get_object_element (games, 2);
  g_assert_cmpstr (json_object_get_string_member (k2, "id"), ==, "K2");
  g_assert_cmpstr (json_object_get_string_member (k2, "type"), ==, "carcassonne");
  g_assert_cmpstr (json_object_get_string_member (k2, "created"), ==, "2026-03-08T12:00:00Z");
  g_assert_true (json_object_get_boolean_member (k2, "finished"));
  g_assert_cmpint (json_object_get_int_member (k2, "events"), ==, 9);
  players = json_object_get_array_member (k2, "players");
  g_assert_cmpuint (json_array_get_length (players), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (players, 0), "name"), ==, "Alice");
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (players, 0), "score"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (players, 1), "score"), ==, 3);
  winners = json_object_get_array_member (k2, "winners");
  g_assert_cmpuint (json_array_get_length (winners), ==, 2);
  g_clear_pointer (&root, json_node_unref);

  g_assert_cmpint (run (out, err, "games", "--db", db, "--search", "carol", NULL), ==, CARC_CLI_OK);
  root = parse (out);
  games = json_node_get_array (root);
  g_assert_cmpuint (json_array_get_length (games), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (games, 0), "id"), ==, "K3");
  winners = json_object_get_array_member (json_array_get_object_element (games, 0), "winners");
  g_assert_cmpuint (json_array_get_length (winners), ==, 1);
  g_assert_cmpstr (json_array_get_string_element (winners, 0), ==, "Bob");
  g_clear_pointer (&root, json_node_unref);

  g_assert_cmpint (run (out, err, "games", "--search", "SARKA", "--db", db, NULL), ==, CARC_CLI_OK);
  root = parse (out);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (root)), ==, 1);
}

static void
test_stats (void)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GString) err = g_string_new (NULL);
  g_autoptr(JsonNode) root = NULL;
  JsonObject *overall, *alice, *points, *records;
  JsonArray *players;

  g_assert_cmpint (run (out, err, "stats", "--db", db, NULL), ==, CARC_CLI_OK);
  g_assert_cmpstr (err->str, ==, "");
  root = parse (out);
  overall = json_object_get_object_member (json_node_get_object (root), "overall");
  g_assert_cmpint (json_object_get_int_member (overall, "games"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (overall, "results"), ==, 7);
  g_assert_cmpint (json_object_get_int_member (overall, "wins"), ==, 4);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (overall, "average_score"), 3.4286, 1e-9);
  records = json_object_get_object_member (overall, "records");
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (records, "highest_score"), "points"), ==, 5);
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (records, "highest_score"), "player"), ==, "Bob");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (records, "longest_road"), "game"), ==, "K3");
  players = json_object_get_array_member (json_node_get_object (root), "players");
  g_assert_cmpuint (json_array_get_length (players), ==, 3);
  alice = json_array_get_object_element (players, 0);
  g_assert_cmpstr (json_object_get_string_member (alice, "name"), ==, "Alice");
  g_assert_cmpint (json_object_get_int_member (alice, "games"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (alice, "wins"), ==, 2);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (alice, "win_rate"), 0.6667, 1e-9);
  g_assert_cmpint (json_object_get_int_member (alice, "best_score"), ==, 4);
  g_assert_cmpint (json_object_get_int_member (alice, "worst_score"), ==, 3);
  points = json_object_get_object_member (alice, "points");
  g_assert_cmpint (json_object_get_int_member (points, "city"), ==, 4);
  g_assert_cmpint (json_object_get_int_member (points, "field"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (points, "road"), ==, 3);
  /* the kinds someone scored in, the same for every entry */
  g_assert_false (json_object_has_member (points, "canoe"));
  g_assert_cmpuint (json_object_get_size (points), ==,
                    json_object_get_size (json_object_get_object_member (overall, "points")));
  g_assert_true (json_object_get_null_member (alice, "average_turn_seconds"));
  g_clear_pointer (&root, json_node_unref);

  g_assert_cmpint (run (out, err, "stats", "--db", db, "--player", "bob", "--set", "inns-and-cathedrals", NULL), ==, CARC_CLI_OK);
  root = parse (out);
  overall = json_object_get_object_member (json_node_get_object (root), "overall");
  g_assert_cmpint (json_object_get_int_member (overall, "games"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (overall, "wins"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (overall, "points"), "monastery"), ==, 5);
  players = json_object_get_array_member (json_node_get_object (root), "players");
  g_assert_cmpuint (json_array_get_length (players), ==, 1);
  g_clear_pointer (&root, json_node_unref);

  /* dates are local days, "to" included */
  g_assert_cmpint (run (out, err, "stats", "--db", db, "--from", "2026-03-02", "--to", "2026-03-15", NULL), ==, CARC_CLI_OK);
  root = parse (out);
  overall = json_object_get_object_member (json_node_get_object (root), "overall");
  g_assert_cmpint (json_object_get_int_member (overall, "games"), ==, 2);
  g_clear_pointer (&root, json_node_unref);
  g_assert_cmpint (run (out, err, "stats", "--db", db, "--type", "hunters-and-gatherers", NULL), ==, CARC_CLI_OK);
  root = parse (out);
  overall = json_object_get_object_member (json_node_get_object (root), "overall");
  g_assert_cmpint (json_object_get_int_member (overall, "games"), ==, 0);
}

static void
test_export_import (void)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GString) err = g_string_new (NULL);
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *backup = g_build_filename (dir, "backup.json", NULL);
  g_autofree char *record = g_build_filename (dir, "k3.json", NULL);
  g_autofree char *copy = g_build_filename (dir, "copy.sqlite3", NULL);
  g_autofree char *games_a = NULL;
  g_autofree char *stats_a = NULL;
  JsonObject *obj;

  g_assert_cmpint (run (out, err, "export", "--db", db, backup, NULL), ==, CARC_CLI_OK);
  root = parse (out);
  obj = json_node_get_object (root);
  g_assert_cmpint (json_object_get_int_member (obj, "exported"), ==, 4);
  g_assert_cmpstr (json_object_get_string_member (obj, "file"), ==, backup);
  g_clear_pointer (&root, json_node_unref);

  g_assert_cmpint (run (out, err, "import", "--db", copy, backup, NULL), ==, CARC_CLI_OK);
  g_assert_cmpstr (err->str, ==, "");
  root = parse (out);
  obj = json_node_get_object (root);
  g_assert_cmpint (json_object_get_int_member (obj, "imported"), ==, 4);
  g_assert_cmpint (json_object_get_int_member (obj, "skipped"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (obj, "players_added"), ==, 5);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (obj, "failed")), ==, 0);
  g_clear_pointer (&root, json_node_unref);

  g_assert_cmpint (run (out, err, "import", "--db", copy, backup, NULL), ==, CARC_CLI_OK);
  root = parse (out);
  obj = json_node_get_object (root);
  g_assert_cmpint (json_object_get_int_member (obj, "imported"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (obj, "skipped"), ==, 4);
  g_clear_pointer (&root, json_node_unref);

  /* the copy lists and counts the same */
  g_assert_cmpint (run (out, err, "games", "--db", db, NULL), ==, CARC_CLI_OK);
  games_a = g_strdup (out->str);
  g_assert_cmpint (run (out, err, "games", "--db", copy, NULL), ==, CARC_CLI_OK);
  g_assert_cmpstr (out->str, ==, games_a);
  g_assert_cmpint (run (out, err, "stats", "--db", db, NULL), ==, CARC_CLI_OK);
  stats_a = g_strdup (out->str);
  g_assert_cmpint (run (out, err, "stats", "--db", copy, NULL), ==, CARC_CLI_OK);
  g_assert_cmpstr (out->str, ==, stats_a);

  /* one game as a record, which the other commands read */
  g_assert_cmpint (run (out, err, "export", "--db", db, "--game", "K3", record, NULL), ==, CARC_CLI_OK);
  root = parse (out);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (root), "exported"), ==, 1);
  g_clear_pointer (&root, json_node_unref);
  g_assert_cmpint (run (out, err, "replay", record, NULL), ==, CARC_CLI_OK);
  root = parse (out);
  g_assert_true (json_object_get_boolean_member (json_node_get_object (root), "game_over"));
  g_clear_pointer (&root, json_node_unref);
  g_assert_cmpint (run (out, err, "import", "--db", copy, record, NULL), ==, CARC_CLI_OK);
  root = parse (out);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (root), "skipped"), ==, 1);
}

static void
test_import_jcz (void)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GString) err = g_string_new (NULL);
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *jcz_db = g_build_filename (dir, "jcz.sqlite3", NULL);
  g_autofree char *jcz = NULL;
  const char *shared = test_shared_dir ();
  JsonObject *obj;

  if (shared)
    jcz = g_build_filename (shared, "reference", "jcz", "engine-tests", "jcz5-client", "basic",
                            "city-and-road-scoring.jcz", NULL);
  if (jcz == NULL || !g_file_test (jcz, G_FILE_TEST_EXISTS))
    {
      g_test_skip ("the JCloisterZone scenarios (../shared/reference/jcz) are absent");
      return;
    }
  g_assert_cmpint (run (out, err, "import", "--db", jcz_db, jcz, NULL), ==, CARC_CLI_OK);
  root = parse (out);
  obj = json_node_get_object (root);
  g_assert_cmpint (json_object_get_int_member (obj, "imported"), ==, 1);
  g_assert_true (g_str_has_prefix (json_array_get_string_element (json_object_get_array_member (obj, "games"), 0), "jcz-"));
  g_clear_pointer (&root, json_node_unref);
  g_assert_cmpint (run (out, err, "import", "--db", jcz_db, jcz, NULL), ==, CARC_CLI_OK);
  root = parse (out);
  obj = json_node_get_object (root);
  g_assert_cmpint (json_object_get_int_member (obj, "imported"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (obj, "skipped"), ==, 1);
}

/* Hunters & Gatherers games are stored with their type: statistics count
 * them apart, with the game's own categories (issue 12). */
static void
test_import_hunters_gatherers (void)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GString) err = g_string_new (NULL);
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *hg_db = g_build_filename (dir, "hg.sqlite3", NULL);
  g_autofree char *record = g_test_build_filename (G_TEST_DIST, "data", "hunters-gatherers-big-trap.json", NULL);
  JsonObject *overall, *points;

  g_assert_cmpint (run (out, err, "import", "--db", hg_db, record, NULL), ==, CARC_CLI_OK);
  g_assert_cmpstr (err->str, ==, "");
  root = parse (out);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (root), "imported"), ==, 1);
  g_clear_pointer (&root, json_node_unref);

  g_assert_cmpint (run (out, err, "stats", "--db", hg_db, "--type", "hunters-and-gatherers", NULL), ==, CARC_CLI_OK);
  root = parse (out);
  overall = json_object_get_object_member (json_node_get_object (root), "overall");
  g_assert_cmpint (json_object_get_int_member (overall, "games"), ==, 1);
  points = json_object_get_object_member (overall, "points");
  g_assert_cmpint (json_object_get_int_member (points, "meadow"), ==, 10);
  g_assert_cmpint (json_object_get_int_member (points, "big-trap"), ==, 10);
  g_clear_pointer (&root, json_node_unref);

  g_assert_cmpint (run (out, err, "stats", "--db", hg_db, "--type", "carcassonne", NULL), ==, CARC_CLI_OK);
  root = parse (out);
  overall = json_object_get_object_member (json_node_get_object (root), "overall");
  g_assert_cmpint (json_object_get_int_member (overall, "games"), ==, 0);
}

static void
test_bad_input (void)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GString) err = g_string_new (NULL);
  g_autofree char *garbage = g_build_filename (dir, "garbage.json", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing.sqlite3", NULL);
  g_autofree char *target = g_build_filename (dir, "out.json", NULL);
  g_autofree char *scratch = g_build_filename (dir, "scratch.sqlite3", NULL);

  g_assert_true (g_file_set_contents (garbage, "{\"format\": \"carcassonne-companion/game\", \"version\": 1, "
                                      "\"setup\": {\"players\": [{\"name\": \"A\"}], \"sets\": [\"base\"], \"figures\": {\"follower\": 7}, \"rules\": {\"farmers\": true}}, "
                                      "\"events\": [{\"type\": \"tile\", \"tile\": \"BA/Nope\", \"x\": 0, \"y\": -1, "
                                      "\"rotation\": 0}]}", -1, NULL));

  g_assert_cmpint (run (out, err, "stats", "--db", db, "--from", "2026-13-01", NULL), ==, CARC_CLI_BAD_INPUT);
  assert_one_line (out, err, "--from");
  g_assert_cmpint (run (out, err, "stats", "--db", db, "--to", "yesterday", NULL), ==, CARC_CLI_BAD_INPUT);
  assert_one_line (out, err, "--to");
  g_assert_cmpint (run (out, err, "stats", "--db", db, "--player", "Nobody", NULL), ==, CARC_CLI_BAD_INPUT);
  assert_one_line (out, err, "Nobody");
  g_assert_cmpint (run (out, err, "stats", "--db", db, "--set", "moon", NULL), ==, CARC_CLI_BAD_INPUT);
  assert_one_line (out, err, "moon");
  g_assert_cmpint (run (out, err, "stats", "--db", db, "--type", "chess", NULL), ==, CARC_CLI_BAD_INPUT);
  assert_one_line (out, err, "--type");
  g_assert_cmpint (run (out, err, "stats", "--db", db, "--colour", "red", NULL), ==, CARC_CLI_BAD_INPUT);
  assert_one_line (out, err, "--colour");
  g_assert_cmpint (run (out, err, "stats", "--db", NULL), ==, CARC_CLI_BAD_INPUT);
  assert_one_line (out, err, "needs a value");
  g_assert_cmpint (run (out, err, "games", "--db", missing, NULL), ==, CARC_CLI_BAD_INPUT);
  assert_one_line (out, err, missing);
  g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));
  g_assert_cmpint (run (out, err, "games", "--db", db, "extra", NULL), ==, CARC_CLI_BAD_INPUT);
  assert_one_line (out, err, "usage");
  g_assert_cmpint (run (out, err, "export", "--db", db, NULL), ==, CARC_CLI_BAD_INPUT);
  assert_one_line (out, err, "usage");
  g_assert_cmpint (run (out, err, "export", "--db", db, "--game", "nope", target, NULL), ==, CARC_CLI_BAD_INPUT);
  assert_one_line (out, err, "nope");
  g_assert_false (g_file_test (target, G_FILE_TEST_EXISTS));
  g_assert_cmpint (run (out, err, "import", "--db", scratch, garbage, NULL), ==, CARC_CLI_BAD_INPUT);
  assert_one_line (out, err, "BA/Nope");
  g_assert_cmpint (run (out, err, "import", "--db", scratch, missing, NULL), ==, CARC_CLI_BAD_INPUT);
  assert_one_line (out, err, "no such file");
  g_assert_cmpint (run (out, err, "import", NULL), ==, CARC_CLI_BAD_INPUT);
  assert_one_line (out, err, "usage");

  /* a record the app would not take: a colour not in the box */
  {
    g_autofree char *mauve = g_build_filename (dir, "mauve.json", NULL);
    CarcGame *game = store_test_known_game ("K2");
    g_autofree char *json = carc_record_to_json (game);
    g_autoptr(GString) text = g_string_new (json);

    carc_game_free (game);
    g_assert_cmpuint (g_string_replace (text, "\"red\"", "\"mauve\"", 1), ==, 1);
    g_assert_true (g_file_set_contents (mauve, text->str, -1, NULL));
    g_assert_cmpint (run (out, err, "import", "--db", scratch, mauve, NULL), ==, CARC_CLI_BAD_INPUT);
    assert_one_line (out, err, "mauve");
    g_assert_cmpint (run (out, err, "games", "--db", scratch, NULL), ==, CARC_CLI_OK);
    g_assert_cmpstr (out->str, ==, "[]\n");
  }

  /* a backup into a folder that does not exist: the folder is named,
   * not the temporary file the backup is first written to */
  {
    g_autofree char *nowhere = g_build_filename (dir, "no-such-folder", NULL);
    g_autofree char *into = g_build_filename (nowhere, "backup.json", NULL);

    g_assert_cmpint (run (out, err, "export", "--db", db, into, NULL), ==, CARC_CLI_BAD_INPUT);
    assert_one_line (out, err, "there is no folder");
    g_assert_nonnull (strstr (err->str, nowhere));
    g_assert_null (strstr (err->str, "backup.json."));
    g_assert_cmpint (run (out, err, "export", "--db", db, "--game", "K3", into, NULL), ==, CARC_CLI_BAD_INPUT);
    assert_one_line (out, err, nowhere);
    g_assert_false (g_file_test (nowhere, G_FILE_TEST_EXISTS));
  }

  /* a damaged database: said in words, naming the file; left as it was */
  {
    g_autofree char *damaged = g_build_filename (dir, "damaged.sqlite3", NULL);
    g_autofree char *bytes = NULL;
    g_autofree char *before = NULL;
    g_autofree char *after = NULL;
    g_autofree char *good = g_build_filename (dir, "good.json", NULL);
    const char * const commands[] = { "games", "stats", "export", "import" };
    CarcGame *game = store_test_known_game ("K2");
    g_autofree char *json = carc_record_to_json (game);
    gsize length;

    carc_game_set_id (game, "fresh-for-the-damaged-database");
    g_clear_pointer (&json, g_free);
    json = carc_record_to_json (game);
    carc_game_free (game);
    g_assert_true (g_file_set_contents (good, json, -1, NULL));

    g_assert_true (g_file_get_contents (db, &bytes, &length, NULL));
    for (gsize page = 2; page * 4096 < length; page++)
      memset (bytes + page * 4096 + 8, 0x5a, 64);
    g_assert_true (g_file_set_contents (damaged, bytes, (gssize) length, NULL));
    before = store_test_file_hash (damaged);
    for (guint c = 0; c < G_N_ELEMENTS (commands); c++)
      {
        int status;

        if (g_str_equal (commands[c], "export"))
          status = run (out, err, "export", "--db", damaged, target, NULL);
        else if (g_str_equal (commands[c], "import"))
          status = run (out, err, "import", "--db", damaged, good, NULL);
        else
          status = run (out, err, commands[c], "--db", damaged, NULL);
        g_test_message ("%s: %s", commands[c], err->str);
        /* the statistics read only a few pages, which may have been spared */
        if (status == CARC_CLI_OK && g_str_equal (commands[c], "stats"))
          continue;
        g_assert_cmpint (status, ==, CARC_CLI_BAD_INPUT);
        assert_one_line (out, err, "is damaged");
        g_assert_nonnull (strstr (err->str, damaged));
        g_assert_null (strstr (err->str, "***"));
        g_assert_null (strstr (err->str, "malformed"));
      }
    g_assert_false (g_file_test (target, G_FILE_TEST_EXISTS));
    after = store_test_file_hash (damaged);
    g_assert_cmpstr (before, ==, after);
  }

  /* a database from a newer version: refused, untouched */
  {
    g_autofree char *newer = g_build_filename (dir, "newer.sqlite3", NULL);
    g_autofree char *before = NULL;
    g_autofree char *after = NULL;
    sqlite3 *raw = NULL;
    g_assert_cmpint (run (out, err, "import", "--db", newer, garbage, NULL), ==, CARC_CLI_BAD_INPUT);
    g_assert_cmpint (sqlite3_open (newer, &raw), ==, SQLITE_OK);
    sqlite3_exec (raw, "PRAGMA user_version = 42", NULL, NULL, NULL);
    sqlite3_close (raw);
    before = store_test_file_hash (newer);
    g_assert_cmpint (run (out, err, "games", "--db", newer, NULL), ==, CARC_CLI_BAD_INPUT);
    assert_one_line (out, err, "newer version");
    after = store_test_file_hash (newer);
    g_assert_cmpstr (before, ==, after);
  }
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  dir = store_test_make_dir ();
  db = g_build_filename (dir, "games.sqlite3", NULL);
  fill_database ();

  g_test_add_func ("/store-cli/games", test_games);
  g_test_add_func ("/store-cli/stats", test_stats);
  g_test_add_func ("/store-cli/export-import", test_export_import);
  g_test_add_func ("/store-cli/import-jcz", test_import_jcz);
  g_test_add_func ("/store-cli/import-hunters-gatherers", test_import_hunters_gatherers);
  g_test_add_func ("/store-cli/bad-input", test_bad_input);
  status = g_test_run ();

  store_test_remove_dir (dir);
  g_free (dir);
  g_free (db);
  return status;
}
