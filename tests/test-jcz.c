/* test-jcz.c: JCloisterZone import
 *
 * The scored scenarios are read from ../shared (AGPL data, never copied into
 * the project); without them the scenario tests skip and say so.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-test-util.h"
#include "carc-jcz.h"

#include <json-glib/json-glib.h>
#include <string.h>

static void
test_locations (void)
{
  guint16 loc;
  g_autofree char *text = NULL;

  g_assert_true (carc_jcz_parse_location ("NL.NR.EL.ER.WL.WR", &loc));
  text = carc_loc_to_string (loc, '.');
  g_assert_cmpstr (text, ==, "NL.NR.EL.ER.WL.WR");
  g_assert_true (carc_jcz_parse_location ("NWSE", &loc));
  g_assert_cmpuint (loc, ==, CARC_LOC_EDGES);
  g_assert_true (carc_jcz_parse_location ("I", &loc));
  g_assert_cmpuint (loc, ==, CARC_LOC_INNER);
  g_assert_true (carc_jcz_parse_location ("SR.WL", &loc));
  g_assert_cmpuint (loc, ==, CARC_LOC_HALF (CARC_HALF_SR) | CARC_LOC_HALF (CARC_HALF_WL));
  g_assert_false (carc_jcz_parse_location ("NX", &loc));
  g_assert_false (carc_jcz_parse_location ("", &loc));
  g_assert_false (carc_jcz_parse_location ("N.N", &loc));
}

/* JCloisterZone's stream: floor(r·n), then r steps by the 48-bit LCG
 * (vectors from the research notes, checked with a JDK's doubleToLongBits) */
static void
test_jcz_random (void)
{
  CarcJczRandom r;

  carc_jcz_random_init (&r, 0.3);
  g_assert_cmpint (carc_jcz_random_next_int (&r, 10), ==, 3);
  g_assert_cmpfloat_with_epsilon (r.r, 0.39998208373322797, 1e-15);
  g_assert_cmpint (carc_jcz_random_next_int (&r, 10), ==, 3);
  g_assert_cmpfloat_with_epsilon (r.r, 0.70667764385011012, 1e-15);
  g_assert_cmpint (carc_jcz_random_next_int (&r, 18), ==, 12);
  g_assert_cmpfloat_with_epsilon (r.r, 0.11912031690546243, 1e-15);

  carc_jcz_random_init (&r, 0.9270480344405714);
  g_assert_cmpint (carc_jcz_random_next_int (&r, 64), ==, 59);
  g_assert_cmpfloat_with_epsilon (r.r, 0.60685253613457846, 1e-15);

  carc_jcz_random_init (&r, 0.0);
  g_assert_cmpint (carc_jcz_random_next_int (&r, 18), ==, 0);
  g_assert_cmpfloat_with_epsilon (r.r, 11.0 / 281474976710656.0, 1e-30);
}

static const char *
minimal_jcz (const char *elements,
             const char *rules,
             const char *replay)
{
  static char *doc;
  g_free (doc);
  doc = g_strdup_printf (
    "{\"setup\": {\"sets\": {\"basic:1\": 1}, \"elements\": {%s}, \"rules\": {%s},"
    " \"start\": [{\"tile\": \"BA/RCr\", \"x\": 0, \"y\": 0, \"rotation\": 0}]},"
    " \"players\": [{\"name\": \"Ann\", \"slot\": 0}, {\"name\": \"Bob\", \"slot\": 1}],"
    " \"replay\": [%s]}", elements, rules, replay);
  return doc;
}

static void
expect_import_error (const char *doc,
                     int         code,
                     const char *message_part)
{
  g_autoptr(GError) error = NULL;
  CarcGame *game = carc_game_load_data (test_catalogue (), doc, -1, &error);

  g_assert_null (game);
  g_assert_error (error, CARC_ERROR, code);
  if (strstr (error->message, message_part) == NULL)
    g_error ("“%s” does not mention “%s”", error->message, message_part);
}

static void
test_import_errors (void)
{
  const char *place = "{\"type\": \"PLACE_TILE\", \"payload\": {\"tileId\": \"BA/C\", \"rotation\": \"R180\", \"position\": [0, -1]}, \"player\": 0}";
  g_autofree char *two = g_strdup_printf ("%s, {\"type\": \"PASS\", \"payload\": {}}, "
                                          "{\"type\": \"PLACE_TILE\", \"payload\": {\"tileId\": \"BA/ZZ\", \"rotation\": \"R0\", \"position\": [1, 0]}}",
                                          place);

  expect_import_error (minimal_jcz ("\"small-follower\": 7, \"abbot\": true", "", ""),
                       CARC_ERROR_UNSUPPORTED, "abbot");
  expect_import_error (minimal_jcz ("\"small-follower\": 7", "\"king-scoring\": \"1\"", ""),
                       CARC_ERROR_UNSUPPORTED, "king-scoring");
  expect_import_error (minimal_jcz ("\"small-follower\": 7", "", two),
                       CARC_ERROR_UNKNOWN_TILE, "replay message 3 (PLACE_TILE): unknown tile “BA/ZZ”");
  expect_import_error (minimal_jcz ("\"small-follower\": 7", "",
                                    "{\"type\": \"PLACE_TILE\", \"payload\": {\"tileId\": \"BA/C\", \"rotation\": \"R0\", \"position\": [0, -1]}}"),
                       CARC_ERROR_ILLEGAL_PLACEMENT, "replay message 1");
  expect_import_error (minimal_jcz ("\"small-follower\": 7", "",
                                    "{\"type\": \"PLACE_TILE\", \"payload\": {\"tileId\": \"BA/C\", \"rotation\": 90, \"position\": [0, -1]}}"),
                       CARC_ERROR_PARSE, "rotation");
  expect_import_error (minimal_jcz ("\"small-follower\": 7", "",
                                    "{\"type\": \"PLACE_TILE\", \"payload\": {\"tileId\": \"BA/C\", \"rotation\": \"R180\", \"position\": [0, -1]}, \"player\": 1}"),
                       CARC_ERROR_PARSE, "by player 1");
  expect_import_error ("{\"setup\": {\"sets\": {\"basic:1\": 1}", CARC_ERROR_PARSE, "malformed JSON");
}

/* ---- the scored scenarios ---------------------------------------------------- */

static gboolean
check_scenario (const char *path,
                GString    *failures)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GRegex) has = g_regex_new ("^(\\w+) has (\\d+) points?\\.?$", 0, 0, NULL);
  g_autoptr(GRegex) scored = g_regex_new ("^(\\w+) scored (\\w+) for (\\d+) points?\\.?$", 0, 0, NULL);
  g_autoptr(GArray) used = NULL;
  JsonObject *test;
  JsonArray *assertions;
  const CarcState *state;
  const CarcSetup *setup;
  CarcGame *game;
  gboolean ok = TRUE;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  test = json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)), "test");
  assertions = json_object_get_array_member (test, "assertions");

  game = carc_game_load_file (test_catalogue (), path, &error);
  if (game == NULL)
    {
      g_string_append_printf (failures, "%s: %s\n", path, error->message);
      return FALSE;
    }
  state = carc_game_get_state (game);
  setup = carc_game_get_setup (game);
  used = g_array_new (FALSE, TRUE, sizeof (gboolean));
  g_array_set_size (used, state->n_scorings);

  for (guint i = 0; i < json_array_get_length (assertions); i++)
    {
      const char *a = json_array_get_string_element (assertions, i);
      g_autoptr(GMatchInfo) m = NULL;

      if (g_regex_match (has, a, 0, &m))
        {
          g_autofree char *name = g_match_info_fetch (m, 1);
          g_autofree char *points = g_match_info_fetch (m, 2);
          gboolean found = FALSE;
          for (guint p = 0; p < setup->n_players; p++)
            if (strcmp (setup->players[p].name, name) == 0)
              {
                found = TRUE;
                if (state->players[p].score != atoi (points))
                  {
                    g_string_append_printf (failures, "%s: “%s”: got %d\n", path, a, state->players[p].score);
                    ok = FALSE;
                  }
              }
          g_assert_true (found);
        }
      else
        {
          g_clear_pointer (&m, g_match_info_free);
          if (g_regex_match (scored, a, 0, &m))
            {
              g_autofree char *name = g_match_info_fetch (m, 1);
              g_autofree char *kind = g_match_info_fetch (m, 2);
              g_autofree char *points = g_match_info_fetch (m, 3);
              gboolean found = FALSE;
              for (guint s = 0; s < state->n_scorings && !found; s++)
                {
                  const CarcScoring *sc = &state->scorings[s];
                  if (!g_array_index (used, gboolean, s)
                      && strcmp (setup->players[sc->player].name, name) == 0
                      && g_ascii_strcasecmp (carc_score_kind_name (sc->kind), kind) == 0
                      && sc->points == atoi (points))
                    {
                      g_array_index (used, gboolean, s) = TRUE;
                      found = TRUE;
                    }
                }
              if (!found)
                {
                  g_string_append_printf (failures, "%s: “%s” not among the scorings\n", path, a);
                  ok = FALSE;
                }
            }
        }
    }
  carc_game_free (game);
  return ok;
}

static void
test_scenarios (gconstpointer data)
{
  const char *subdir = data;
  const char *shared = test_shared_dir ();
  g_autofree char *dir = NULL;
  g_autoptr(GDir) d = NULL;
  g_autoptr(GString) failures = g_string_new (NULL);
  const char *name;
  guint n = 0;

  if (shared == NULL)
    {
      g_test_skip ("../shared is absent: the JCloisterZone scenarios live there");
      return;
    }
  dir = g_build_filename (shared, "reference", "jcz", "engine-tests", "jcz5-client", subdir, NULL);
  d = g_dir_open (dir, 0, NULL);
  if (d == NULL)
    {
      g_test_skip_printf ("%s is absent", dir);
      return;
    }
  while ((name = g_dir_read_name (d)))
    if (g_str_has_suffix (name, ".jcz"))
      {
        g_autofree char *path = g_build_filename (dir, name, NULL);
        check_scenario (path, failures);
        n++;
      }
  g_assert_cmpuint (n, >, 0);
  if (failures->len)
    g_error ("%s", failures->str);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/jcz/locations", test_locations);
  g_test_add_func ("/jcz/random", test_jcz_random);
  g_test_add_func ("/jcz/import-errors", test_import_errors);
  g_test_add_data_func ("/jcz/scenarios/basic", "basic", test_scenarios);
  g_test_add_data_func ("/jcz/scenarios/inns-and-cathedrals", "inns-and-cathedrals", test_scenarios);
  g_test_add_data_func ("/jcz/scenarios/traders-and-builders", "traders-and-builders", test_scenarios);
  g_test_add_data_func ("/jcz/scenarios/hills-and-sheep", "hills-and-sheep", test_scenarios);
  return g_test_run ();
}
