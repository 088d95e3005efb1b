/* test-cli.c: the headless tool's contract (DESIGN.md)
 *
 * JSON on stdout only on success; any bad input exits 2 with exactly one
 * line on stderr and nothing on stdout.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <json-glib/json-glib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "carc-cli.h"

static char *tmpdir;

static char *
write_file (const char *name,
            const char *text)
{
  char *path = g_build_filename (tmpdir, name, NULL);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

static int
run (GString    *out,
     GString    *err,
     const char *a1,
     const char *a2,
     const char *a3)
{
  char *argv[] = { (char *) "carcassonne-cli", (char *) a1, (char *) a2, (char *) a3, NULL };
  int argc = a3 ? 4 : a2 ? 3 : a1 ? 2 : 1;
  g_string_truncate (out, 0);
  g_string_truncate (err, 0);
  return carc_cli_run (argc, argv, out, err);
}

#define HEAD "{\"format\": \"carcassonne-companion/game\", \"version\": 1, \"setup\": " \
  "{\"players\": [{\"name\": \"Alice\"}, {\"name\": \"Bob\"}], \"sets\": [\"base\"], " \
  "\"figures\": {\"follower\": 7}, \"rules\": {\"farmers\": true, \"auto-end\": true}}, \"events\": ["

static void
test_replay_json (void)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GString) err = g_string_new (NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *path = write_file ("city.json", HEAD
    "{\"type\": \"tile\", \"tile\": \"BA/C\", \"x\": 0, \"y\": -1, \"rotation\": 180},"
    "{\"type\": \"figure\", \"figure\": \"follower\", \"at\": \"S\"},"
    "{\"type\": \"tile\", \"tile\": \"BA/RFr\", \"x\": 1, \"y\": 0, \"rotation\": 0},"
    "{\"type\": \"figure\", \"figure\": \"follower\", \"at\": \"NL NR\"},"
    "{\"type\": \"end\"}]}");
  JsonObject *root, *scoring;
  JsonArray *players, *scorings;

  g_assert_cmpint (run (out, err, "replay", path, NULL), ==, CARC_CLI_OK);
  g_assert_cmpstr (err->str, ==, "");
  g_assert_true (json_parser_load_from_data (parser, out->str, -1, NULL));
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_true (json_object_get_boolean_member (root, "game_over"));
  players = json_object_get_array_member (root, "players");
  g_assert_cmpuint (json_array_get_length (players), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (players, 0), "name"), ==, "Alice");
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (players, 0), "points"), ==, 4);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (players, 1), "points"), ==, 3);
  scorings = json_object_get_array_member (root, "scorings");
  g_assert_cmpuint (json_array_get_length (scorings), ==, 2);
  scoring = json_array_get_object_element (scorings, 0);
  g_assert_cmpint (json_object_get_int_member (scoring, "turn"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (scoring, "player"), ==, "Alice");
  g_assert_cmpstr (json_object_get_string_member (scoring, "kind"), ==, "city");
  g_assert_cmpint (json_object_get_int_member (scoring, "points"), ==, 4);
  g_assert_false (json_object_get_boolean_member (scoring, "final"));
  g_assert_false (json_object_has_member (scoring, "detail"));   /* only kinds that tell have one */
  scoring = json_array_get_object_element (scorings, 1);
  g_assert_cmpstr (json_object_get_string_member (scoring, "kind"), ==, "field");
  g_assert_true (json_object_get_boolean_member (scoring, "final"));
}

/* Towers & Thieves: every guard scoring names why (DESIGN.md: kind `guard`
 * with a `detail`): a displaced guard's 2 (R-TT-3), thieves paying guards
 * their value + the stolen tile's (R-TT-4), a guard at the end (R-TT-5).
 * The record (tests/data) also has a theft, a tower tile drawn instead and
 * the pieces running short. */
static void
test_replay_guard_details (void)
{
  static const struct { const char *player, *detail; int points; gboolean final; } expected[] = {
    { "Alice", "displaced", 2, FALSE },
    { "Bob", "thief", 6, FALSE },
    { "Alice", "thief", 3, FALSE },
    { "Alice", "thief", 4 + 2, FALSE },   /* value 4 + the stolen tile's 2 */
    { "Bob", "end", 5, TRUE },            /* the stolen tile went to the box */
  };
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GString) err = g_string_new (NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "towers-and-thieves-game.json", NULL);
  JsonObject *root;
  JsonArray *players, *scorings;

  g_assert_cmpint (run (out, err, "replay", path, NULL), ==, CARC_CLI_OK);
  g_assert_cmpstr (err->str, ==, "");
  g_assert_true (json_parser_load_from_data (parser, out->str, -1, NULL));
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_true (json_object_get_boolean_member (root, "game_over"));
  players = json_object_get_array_member (root, "players");
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (players, 0), "points"), ==, 11);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (players, 1), "points"), ==, 11);
  scorings = json_object_get_array_member (root, "scorings");
  g_assert_cmpuint (json_array_get_length (scorings), ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      JsonObject *scoring = json_array_get_object_element (scorings, i);
      g_assert_cmpstr (json_object_get_string_member (scoring, "kind"), ==, "guard");
      g_assert_cmpstr (json_object_get_string_member (scoring, "player"), ==, expected[i].player);
      g_assert_true (json_object_has_member (scoring, "detail"));
      g_assert_cmpstr (json_object_get_string_member (scoring, "detail"), ==, expected[i].detail);
      g_assert_cmpint (json_object_get_int_member (scoring, "points"), ==, expected[i].points);
      g_assert_cmpint (json_object_get_boolean_member (scoring, "final"), ==, expected[i].final);
    }
}

/* Hunters & Gatherers records (tests/data, written by hand from seed
 * 001's examples, with places named by zone): the tool replays them and
 * reports the game's own kinds (issue 12). */
static void
test_replay_hunters_gatherers (void)
{
  static const struct {
    const char *file;
    gboolean    over;
    const char *kinds;    /* "kind points" of every scoring, in order */
  } games[] = {
    { "hunters-gatherers-canoe.json", FALSE, "canoe 8, river 5" },
    { "hunters-gatherers-forest.json", FALSE, "forest 8" },
    { "hunters-gatherers-big-trap.json", TRUE, "meadow 10, big-trap 10" },
    { "hunters-gatherers-small-trap.json", FALSE, "small-trap 4" },
    { "hunters-gatherers-raft.json", TRUE, "hut 3, raft 2" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autoptr(GString) out = g_string_new (NULL);
      g_autoptr(GString) err = g_string_new (NULL);
      g_autoptr(GString) kinds = g_string_new (NULL);
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", games[i].file, NULL);
      JsonObject *root;
      JsonArray *scorings;

      g_assert_cmpint (run (out, err, "replay", path, NULL), ==, CARC_CLI_OK);
      g_assert_cmpstr (err->str, ==, "");
      g_assert_true (json_parser_load_from_data (parser, out->str, -1, NULL));
      root = json_node_get_object (json_parser_get_root (parser));
      g_assert_cmpint (json_object_get_boolean_member (root, "game_over"), ==, games[i].over);
      scorings = json_object_get_array_member (root, "scorings");
      for (guint k = 0; k < json_array_get_length (scorings); k++)
        {
          JsonObject *scoring = json_array_get_object_element (scorings, k);
          g_string_append_printf (kinds, "%s%s %" G_GINT64_FORMAT, k ? ", " : "",
                                  json_object_get_string_member (scoring, "kind"),
                                  json_object_get_int_member (scoring, "points"));
        }
      g_assert_cmpstr (kinds->str, ==, games[i].kinds);
    }
}

/* The rule switch menhir-bonus-after-last-tile: the record's bonus turn
 * after the last regular tile replays, and the game is over after it; the
 * same moves without the switch end before the menhir tile, so the record
 * is refused at that tile. */
static void
test_replay_menhir_bonus_after_last (void)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GString) err = g_string_new (NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "hunters-gatherers-menhir-after-last.json", NULL);
  g_autofree char *text = NULL;
  g_autofree char *off_path = NULL;
  g_autoptr(GString) off = NULL;
  JsonObject *root;

  g_assert_cmpint (run (out, err, "replay", path, NULL), ==, CARC_CLI_OK);
  g_assert_cmpstr (err->str, ==, "");
  g_assert_true (json_parser_load_from_data (parser, out->str, -1, NULL));
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_true (json_object_get_boolean_member (root, "game_over"));
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (json_object_get_array_member (root, "players"), 0),
                                               "points"), ==, 8);
  /* the record the tool writes keeps the switch */
  g_assert_cmpint (run (out, err, "record", path, NULL), ==, CARC_CLI_OK);
  g_assert_nonnull (strstr (out->str, "\"menhir-bonus-after-last-tile\" : true"));

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  off = g_string_new (text);
  g_assert_cmpuint (g_string_replace (off, "\"menhir-bonus-after-last-tile\": true",
                                      "\"menhir-bonus-after-last-tile\": false", 1), ==, 1);
  off_path = write_file ("menhir-off.json", off->str);
  g_assert_cmpint (run (out, err, "replay", off_path, NULL), ==, CARC_CLI_BAD_INPUT);
  g_assert_cmpstr (out->str, ==, "");
  g_assert_nonnull (strstr (err->str, "event 7 (tile): the game is over"));
}

static void
test_placements_json (void)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GString) err = g_string_new (NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *path = write_file ("empty.json", HEAD "]}");
  JsonArray *spots;
  guint total = 0;

  /* a city cap next to the lone start tile: N (city meets city: one rotation)
   * and S (field meets field: the three rotations that turn the city away);
   * E and W show the road, which a cap cannot meet */
  g_assert_cmpint (run (out, err, "placements", path, "BA/C"), ==, CARC_CLI_OK);
  g_assert_true (json_parser_load_from_data (parser, out->str, -1, NULL));
  spots = json_node_get_array (json_parser_get_root (parser));
  g_assert_cmpuint (json_array_get_length (spots), ==, 2);
  for (guint i = 0; i < json_array_get_length (spots); i++)
    {
      JsonObject *spot = json_array_get_object_element (spots, i);
      JsonArray *rotations = json_object_get_array_member (spot, "rotations");
      int x = (int) json_object_get_int_member (spot, "x");
      int y = (int) json_object_get_int_member (spot, "y");
      if (x == 0 && y == -1)
        {
          g_assert_cmpuint (json_array_get_length (rotations), ==, 1);
          g_assert_cmpint (json_array_get_int_element (rotations, 0), ==, 180);
        }
      total += json_array_get_length (rotations);
    }
  g_assert_cmpuint (total, ==, 1 + 3);
}

static void
expect_bad_input (const char *a1,
                  const char *a2,
                  const char *a3,
                  const char *message_part)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GString) err = g_string_new (NULL);

  g_assert_cmpint (run (out, err, a1, a2, a3), ==, CARC_CLI_BAD_INPUT);
  g_assert_cmpstr (out->str, ==, "");
  /* exactly one line */
  g_assert_true (g_str_has_suffix (err->str, "\n"));
  g_assert_null (strchr (err->str, '\n') == err->str + err->len - 1 ? NULL : strchr (err->str, '\n'));
  if (strstr (err->str, message_part) == NULL)
    g_error ("“%s” does not mention “%s”", err->str, message_part);
}

/* The Wheel of Fortune through the tool: the sample game's wheel and crown
 * scorings with their sector as `detail` (Storm pays every figure in the
 * supply: 5, 5 and 6; Plague's crown, a lone follower of two spaces: 6),
 * the record written again is the same, and a Plague naming a figure the
 * player does not have is refused. */
static void
test_replay_wheel (void)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GString) err = g_string_new (NULL);
  g_autoptr(GString) again = g_string_new (NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  const char *sample = g_test_get_filename (G_TEST_DIST, "data", "wheel-game.json", NULL);
  static const struct { const char *player, *kind, *detail; int points; } expected[] = {
    { "Anna", "wheel", "storm", 5 },
    { "Bert", "wheel", "storm", 5 },
    { "Cyril", "wheel", "storm", 6 },
    { "Anna", "crown", "plague", 6 },
    { "Bert", "city", NULL, 6 },
  };
  g_autofree char *contents = NULL;
  g_autofree char *record = NULL;
  g_autofree char *rewritten = NULL;
  g_autofree char *bad_path = NULL;
  JsonArray *scorings, *players;
  char *at;

  g_assert_cmpint (run (out, err, "replay", sample, NULL), ==, CARC_CLI_OK);
  g_assert_cmpstr (err->str, ==, "");
  g_assert_true (json_parser_load_from_data (parser, out->str, -1, NULL));
  players = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "players");
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (players, 0), "points"), ==, 11);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (players, 1), "points"), ==, 11);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (players, 2), "points"), ==, 6);
  scorings = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "scorings");
  g_assert_cmpuint (json_array_get_length (scorings), ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      JsonObject *scoring = json_array_get_object_element (scorings, i);
      g_assert_cmpstr (json_object_get_string_member (scoring, "player"), ==, expected[i].player);
      g_assert_cmpstr (json_object_get_string_member (scoring, "kind"), ==, expected[i].kind);
      g_assert_cmpint (json_object_get_int_member (scoring, "points"), ==, expected[i].points);
      g_assert_cmpstr (json_object_get_string_member_with_default (scoring, "detail", NULL), ==, expected[i].detail);
    }

  /* record → file → record: the same bytes, the same replay */
  g_assert_cmpint (run (out, err, "record", sample, NULL), ==, CARC_CLI_OK);
  record = g_strdup (out->str);
  rewritten = write_file ("wheel-again.json", record);
  g_assert_cmpint (run (again, err, "record", rewritten, NULL), ==, CARC_CLI_OK);
  g_assert_cmpstr (again->str, ==, record);
  g_assert_cmpint (run (again, err, "replay", rewritten, NULL), ==, CARC_CLI_OK);
  g_assert_cmpint (run (out, err, "replay", sample, NULL), ==, CARC_CLI_OK);
  g_assert_cmpstr (again->str, ==, out->str);

  /* Bert gives back a figure he does not have */
  g_assert_true (g_file_get_contents (sample, &contents, NULL, NULL));
  at = g_strrstr (contents, "\"type\": \"plague\"");
  g_assert_nonnull (at);
  at = strstr (at, "\"x\": 1,");
  g_assert_nonnull (at);
  at[5] = '2';
  bad_path = write_file ("wheel-bad-plague.json", contents);
  expect_bad_input ("replay", bad_path, NULL, "(plague)");
}

/* A game set up from a box profile that sets the wheel's crown spaces per
 * sector (Taxes 1, Famine 2) and BA/Rr's symbols (tests/data, written by
 * the test /profile/wheel-box/round-trip): Anna on the second Famine space
 * scores 6 when the wheel turns to Famine (a lone follower of two spaces);
 * the record written again is the same; a box count the data cannot draw
 * is refused in one line. */
static void
test_replay_wheel_box (void)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GString) err = g_string_new (NULL);
  g_autoptr(GString) again = g_string_new (NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  const char *sample = g_test_get_filename (G_TEST_DIST, "data", "wheel-box-game.json", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *record = NULL;
  g_autofree char *rewritten = NULL;
  g_autofree char *bad_path = NULL;
  JsonArray *scorings;
  JsonObject *scoring;
  char *at;

  g_assert_cmpint (run (out, err, "replay", sample, NULL), ==, CARC_CLI_OK);
  g_assert_cmpstr (err->str, ==, "");
  g_assert_true (json_parser_load_from_data (parser, out->str, -1, NULL));
  scorings = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "scorings");
  g_assert_cmpuint (json_array_get_length (scorings), ==, 1);
  scoring = json_array_get_object_element (scorings, 0);
  g_assert_cmpstr (json_object_get_string_member (scoring, "player"), ==, "Anna");
  g_assert_cmpstr (json_object_get_string_member (scoring, "kind"), ==, "crown");
  g_assert_cmpstr (json_object_get_string_member (scoring, "detail"), ==, "famine");
  g_assert_cmpint (json_object_get_int_member (scoring, "points"), ==, 6);

  g_assert_cmpint (run (out, err, "record", sample, NULL), ==, CARC_CLI_OK);
  record = g_strdup (out->str);
  g_assert_nonnull (strstr (record, "\"crown_counts\""));
  rewritten = write_file ("wheel-box-again.json", record);
  g_assert_cmpint (run (again, err, "record", rewritten, NULL), ==, CARC_CLI_OK);
  g_assert_cmpstr (again->str, ==, record);

  g_assert_true (g_file_get_contents (sample, &contents, NULL, NULL));
  at = strstr (contents, "\"famine\": 2");
  g_assert_nonnull (at);
  at[strlen ("\"famine\": ")] = '9';
  bad_path = write_file ("wheel-box-bad.json", contents);
  expect_bad_input ("replay", bad_path, NULL, "“crown_counts”: famine must be a number of crown spaces from 0 to 3");
}

static void
test_bad_input (void)
{
  g_autofree char *empty = write_file ("empty2.json", HEAD "]}");
  g_autofree char *illegal = write_file ("illegal.json", HEAD
    "{\"type\": \"tile\", \"tile\": \"BA/C\", \"x\": 0, \"y\": -1, \"rotation\": 0}]}");
  g_autofree char *unknown = write_file ("unknown.json", HEAD
    "{\"type\": \"tile\", \"tile\": \"BA/Nope\", \"x\": 0, \"y\": -1, \"rotation\": 0}]}");
  g_autofree char *occupied = write_file ("occupied.json", HEAD
    "{\"type\": \"tile\", \"tile\": \"BA/RFr\", \"x\": 1, \"y\": 0, \"rotation\": 0},"
    "{\"type\": \"figure\", \"figure\": \"follower\", \"at\": \"E\"},"
    "{\"type\": \"tile\", \"tile\": \"BA/RFr\", \"x\": -1, \"y\": 0, \"rotation\": 0},"
    "{\"type\": \"figure\", \"figure\": \"follower\", \"at\": \"W\"}]}");
  g_autofree char *rotation = write_file ("rotation.json", HEAD
    "{\"type\": \"tile\", \"tile\": \"BA/C\", \"x\": 0, \"y\": -1, \"rotation\": 100}]}");
  g_autofree char *truncated = write_file ("truncated.json", HEAD "{\"type\": \"tile\", \"ti");
  g_autofree char *types = write_file ("types.json", HEAD
    "{\"type\": \"tile\", \"tile\": 7, \"x\": 0, \"y\": -1, \"rotation\": 180}]}");
  g_autofree char *missing = g_build_filename (tmpdir, "no-such-file.json", NULL);

  expect_bad_input ("replay", illegal, NULL, "event 1 (tile)");
  expect_bad_input ("replay", unknown, NULL, "unknown tile “BA/Nope”");
  expect_bad_input ("replay", occupied, NULL, "event 4 (figure)");
  expect_bad_input ("replay", rotation, NULL, "rotation");
  expect_bad_input ("replay", truncated, NULL, "malformed JSON");
  expect_bad_input ("replay", types, NULL, "“tile” must be a string");
  expect_bad_input ("replay", missing, NULL, "no-such-file.json");
  expect_bad_input ("placements", empty, "BA/Nope", "unknown tile “BA/Nope”");
  expect_bad_input ("placements", truncated, "BA/C", "malformed JSON");
  expect_bad_input ("frobnicate", NULL, NULL, "usage");
  expect_bad_input (NULL, NULL, NULL, "usage");
}

/* Generated at run time: what used to crash or mislead every reader. */
static void
test_hostile_input (void)
{
  g_autoptr(GString) deep = g_string_new (NULL);
  g_autoptr(GString) values = g_string_new ("{\"format\": \"carcassonne-companion/game\", \"x\": [0");
  g_autoptr(GString) events = g_string_new (HEAD "{\"type\": \"pass\"}");
  g_autofree char *deep_path = NULL, *values_path = NULL, *events_path = NULL;
  g_autofree char *version = write_file ("version.json", "{\"format\": \"carcassonne-companion/game\", "
                                         "\"version\": 100000000000000000000000}");
  g_autofree char *utf8 = write_file ("utf8.json", HEAD "{\"type\": \"p\xe1ss\"}]}");
  g_autofree char *blank = write_file ("blank.json", " \n\t\n");
  g_autofree char *huge = g_build_filename (tmpdir, "huge.json", NULL);
  const char *commands[] = { "replay", "record", "placements" };
  FILE *f;

  /* 75,000 levels crashed json-glib's recursive parser */
  for (guint i = 0; i < 75000; i++)
    g_string_append_c (deep, '[');
  for (guint i = 0; i < 75000; i++)
    g_string_append_c (deep, ']');
  deep_path = write_file ("deep.json", deep->str);
  /* half a million values in 1 MB: a tree of them would take ~100 MiB */
  for (guint i = 0; i < 500000; i++)
    g_string_append (values, ",0");
  g_string_append (values, "]}");
  values_path = write_file ("values.json", values->str);
  /* 12,000 events (about 200 KB) */
  for (guint i = 1; i < 12000; i++)
    g_string_append (events, ",{\"type\": \"pass\"}");
  g_string_append (events, "]}");
  events_path = write_file ("events.json", events->str);
  /* 17 MiB and sparse: refused by its size before it is read */
  f = fopen (huge, "w");
  g_assert_nonnull (f);
  g_assert_cmpint (ftruncate (fileno (f), 17 * 1024 * 1024), ==, 0);
  fclose (f);

  for (guint c = 0; c < G_N_ELEMENTS (commands); c++)
    {
      const char *tile = strcmp (commands[c], "placements") == 0 ? "BA/C" : NULL;
      const struct {
        const char *path;
        const char *problem;
      } cases[] = {
        { deep_path, "arrays and objects are nested more than 32 deep (line 1)" },
        { values_path, "the file holds more than 250000 values; no game holds that many" },
        { events_path, "“events” lists 12000 events; no game has more than 10000" },
        { version, "“version” is 100000000000000000000000, a number out of range (line 1)" },
        { utf8, "the file is not UTF-8 text" },
        { huge, "the file is too large for a game (17.0\u00a0MiB; a game file is at most 16.0\u00a0MiB)" },
        { tmpdir, "it is a folder, not a file" },
        { blank, "the file holds nothing but white space" },
      };

      for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
        {
          g_autofree char *line = g_strdup_printf ("carcassonne-cli: %s: ", cases[i].path);
          g_autoptr(GString) out = g_string_new (NULL);
          g_autoptr(GString) err = g_string_new (NULL);

          expect_bad_input (commands[c], cases[i].path, tile, cases[i].problem);
          /* the message starts by naming the user's file */
          run (out, err, commands[c], cases[i].path, tile);
          g_assert_true (g_str_has_prefix (err->str, line));
        }
    }
}

/* A record carries its box's tiles: a tile no catalogue knows replays,
 * scores and is placed like any other. */
#define CUSTOM_HEAD "{\"format\": \"carcassonne-companion/game\", \"version\": 1, \"setup\": " \
  "{\"players\": [{\"name\": \"Alice\"}, {\"name\": \"Bob\"}], \"sets\": [\"base\"], " \
  "\"figures\": {\"follower\": 7}, \"rules\": {\"farmers\": true, \"auto-end\": true}, " \
  "\"profile\": \"Our box\", \"custom_tiles\": [{\"id\": \"our-cap\", \"count\": 1, \"edges\": \"%s\", " \
  "\"features\": [{\"kind\": \"city\", \"at\": \"S\", \"pennants\": 1}, " \
  "{\"kind\": \"field\", \"at\": \"NL NR EL ER WL WR\", \"cities\": \"S\"}]}]}, \"events\": ["

static void
test_replay_custom_tile (void)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GString) err = g_string_new (NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *text = g_strdup_printf (CUSTOM_HEAD
    "{\"type\": \"tile\", \"tile\": \"our-cap\", \"x\": 0, \"y\": -1, \"rotation\": 0},"
    "{\"type\": \"figure\", \"figure\": \"follower\", \"at\": \"S\"}]}", "FFCF");
  g_autofree char *path = write_file ("custom.json", text);
  g_autofree char *start = write_file ("custom-start.json", "");
  g_autofree char *broken = NULL;
  JsonObject *root, *scoring;
  JsonArray *players, *scorings;

  g_assert_cmpint (run (out, err, "replay", path, NULL), ==, CARC_CLI_OK);
  g_assert_cmpstr (err->str, ==, "");
  g_assert_true (json_parser_load_from_data (parser, out->str, -1, NULL));
  root = json_node_get_object (json_parser_get_root (parser));
  players = json_object_get_array_member (root, "players");
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (players, 0), "points"), ==, 6);
  scorings = json_object_get_array_member (root, "scorings");
  g_assert_cmpuint (json_array_get_length (scorings), ==, 1);
  scoring = json_array_get_object_element (scorings, 0);
  g_assert_cmpstr (json_object_get_string_member (scoring, "kind"), ==, "city");
  g_assert_cmpint (json_object_get_int_member (scoring, "points"), ==, 6);

  /* where it may go, before it is placed */
  g_free (text);
  text = g_strdup_printf (CUSTOM_HEAD "]}", "FFCF");
  g_free (start);
  start = write_file ("custom-start.json", text);
  g_assert_cmpint (run (out, err, "placements", start, "our-cap"), ==, CARC_CLI_OK);
  g_assert_nonnull (strstr (out->str, "{\"x\":0,\"y\":-1,\"rotations\":[0]}"));

  /* an impossible tile: exit 2, one line naming it */
  g_free (text);
  text = g_strdup_printf (CUSTOM_HEAD "]}", "FFRF");
  broken = write_file ("custom-broken.json", text);
  g_assert_cmpint (run (out, err, "replay", broken, NULL), ==, CARC_CLI_BAD_INPUT);
  g_assert_cmpstr (out->str, ==, "");
  g_assert_nonnull (strstr (err->str, "tile our-cap"));
  g_assert_cmpint (strchr (err->str, '\n') - err->str, ==, (int) err->len - 1);
}

/* A record whose box has a tile with a tower construction site (issue
 * 15): the tool replays its tower and the guards on it (R-TT-2, R-TT-3). */
static void
test_replay_custom_tower (void)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GString) err = g_string_new (NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *path = write_file ("custom-tower.json",
    "{\"format\": \"carcassonne-companion/game\", \"version\": 1, \"setup\": "
    "{\"players\": [{\"name\": \"Alice\"}, {\"name\": \"Bob\"}], \"sets\": [\"base\", \"towers-and-thieves\"], "
    "\"figures\": {\"follower\": 7}, \"rules\": {\"farmers\": true, \"towers\": true}, "
    "\"profile\": \"Our box\", \"custom_tiles\": [{\"id\": \"our-tower\", \"count\": 1, \"edges\": \"FFCF\", \"tower\": true, "
    "\"features\": [{\"kind\": \"city\", \"at\": \"S\"}, "
    "{\"kind\": \"field\", \"at\": \"NL NR EL ER WL WR\", \"cities\": \"S\"}]}]}, \"events\": ["
    "{\"type\": \"tile\", \"tile\": \"our-tower\", \"x\": 0, \"y\": -1, \"rotation\": 0},"
    "{\"type\": \"guard\", \"figure\": \"follower\", \"x\": 0, \"y\": -1},"
    "{\"type\": \"tile\", \"tile\": \"BA/L\", \"x\": 1, \"y\": -1, \"rotation\": 0},"
    "{\"type\": \"guard\", \"figure\": \"follower\", \"x\": 0, \"y\": -1}]}");
  JsonObject *root, *scoring;
  JsonArray *scorings;

  g_assert_cmpint (run (out, err, "replay", path, NULL), ==, CARC_CLI_OK);
  g_assert_cmpstr (err->str, ==, "");
  g_assert_true (json_parser_load_from_data (parser, out->str, -1, NULL));
  root = json_node_get_object (json_parser_get_root (parser));
  scorings = json_object_get_array_member (root, "scorings");
  g_assert_cmpuint (json_array_get_length (scorings), ==, 1);
  scoring = json_array_get_object_element (scorings, 0);
  g_assert_cmpstr (json_object_get_string_member (scoring, "kind"), ==, "guard");
  g_assert_cmpstr (json_object_get_string_member (scoring, "player"), ==, "Alice");
  g_assert_cmpstr (json_object_get_string_member (scoring, "detail"), ==, "displaced");
  g_assert_cmpint (json_object_get_int_member (scoring, "points"), ==, 2);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tmpdir = g_dir_make_tmp ("carc-cli-XXXXXX", NULL);
  g_test_add_func ("/cli/replay-json", test_replay_json);
  g_test_add_func ("/cli/replay-guard-details", test_replay_guard_details);
  g_test_add_func ("/cli/replay-hunters-gatherers", test_replay_hunters_gatherers);
  g_test_add_func ("/cli/replay-menhir-bonus-after-last", test_replay_menhir_bonus_after_last);
  g_test_add_func ("/cli/placements-json", test_placements_json);
  g_test_add_func ("/cli/bad-input", test_bad_input);
  g_test_add_func ("/cli/replay-wheel", test_replay_wheel);
  g_test_add_func ("/cli/replay-wheel-box", test_replay_wheel_box);
  g_test_add_func ("/cli/hostile-input", test_hostile_input);
  g_test_add_func ("/cli/replay-custom-tile", test_replay_custom_tile);
  g_test_add_func ("/cli/replay-custom-tower", test_replay_custom_tower);
  status = g_test_run ();
  {
    g_autoptr(GDir) d = g_dir_open (tmpdir, 0, NULL);
    const char *name;
    while (d && (name = g_dir_read_name (d)))
      {
        g_autofree char *p = g_build_filename (tmpdir, name, NULL);
        g_unlink (p);
      }
    g_rmdir (tmpdir);
  }
  return status;
}
