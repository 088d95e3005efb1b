/* test-record.c: the native game record: round trips and bad input
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-test-util.h"
#include "carc-random.h"
#include "carc-hills-sheep.h"
#include "carc-record-members.h"

#include <string.h>

static CarcGame *
random_game (const char *sets,
             guint64     seed,
             guint       n_players)
{
  CarcGame *game = test_game_new (sets, n_players, 0, 0);
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (seed);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (carc_random_play (player, game, NULL, NULL, &error), >, 0);
  g_assert_no_error (error);
  return game;
}

/* export → import → export is byte for byte the same, and so is the game */
static void
test_round_trip (void)
{
  const char *sets[] = {
    "base", "base,inns-and-cathedrals,traders-and-builders,hills-and-sheep,river",
  };

  for (guint i = 0; i < G_N_ELEMENTS (sets); i++)
    for (guint64 seed = 1; seed <= 5; seed++)
      {
        g_autoptr(GError) error = NULL;
        CarcGame *game = random_game (sets[i], seed * 31 + i, 2 + (guint) seed);
        g_autofree char *first = carc_record_to_json (game);
        CarcGame *back = carc_record_from_json (test_catalogue (), first, -1, &error);
        g_autofree char *second = NULL;
        const CarcState *a, *b;

        g_assert_no_error (error);
        second = carc_record_to_json (back);
        g_assert_cmpstr (first, ==, second);
        a = carc_game_get_state (game);
        b = carc_game_get_state (back);
        g_assert_cmpuint (carc_game_get_n_events (back), ==, carc_game_get_n_events (game));
        g_assert_cmpuint (carc_state_get_n_scorings (a), ==, carc_state_get_n_scorings (b));
        for (guint p = 0; p < carc_state_get_n_players (a); p++)
          g_assert_cmpint (carc_state_get_players (a)[p].score, ==, carc_state_get_players (b)[p].score);
        g_assert_cmpstr (carc_game_get_id (back), ==, carc_game_get_id (game));
        g_assert_cmpint (carc_game_get_created (back), ==, carc_game_get_created (game));
        carc_game_free (back);
        carc_game_free (game);
      }
}

static void
test_setup_and_event_json (void)
{
  CarcGame *game = test_game_new ("base,hills-and-sheep", 3, CARC_RULE_SMALL_CITY, 0);
  CarcCatalogue *cat = test_catalogue ();
  g_autoptr(GError) error = NULL;
  g_autofree char *json = carc_setup_to_json (carc_game_get_setup (game), cat);
  g_autoptr(CarcSetup) setup = carc_setup_from_json (cat, json, -1, &error);
  CarcEvent e = carc_event_figure (CARC_FIGURE_SHEPHERD, CARC_LOC_HALF (CARC_HALF_NL) | CARC_LOC_HALF (CARC_HALF_NR));
  CarcEvent back;
  g_autofree char *event_json = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (setup->n_players, ==, 3);
  g_assert_cmpuint (setup->rules, ==, carc_game_get_setup (game)->rules);
  g_assert_cmpmem (setup->figures, sizeof setup->figures,
                   carc_game_get_setup (game)->figures, sizeof setup->figures);
  g_assert_cmpmem (setup->bag, sizeof setup->bag, carc_game_get_setup (game)->bag, sizeof setup->bag);

  e.time = G_GINT64_CONSTANT (1763761200123456);
  event_json = carc_event_to_json (&e, cat);
  g_assert_true (carc_event_from_json (cat, event_json, -1, &back, &error));
  g_assert_no_error (error);
  /* field by field: padding bytes are not part of an event */
  g_assert_cmpuint (back.type, ==, e.type);
  g_assert_cmpuint (back.figure, ==, e.figure);
  g_assert_cmpuint (back.location, ==, e.location);
  g_assert_cmpuint (back.flags, ==, e.flags);
  g_assert_cmpint (back.time, ==, e.time);
  carc_game_free (game);
}

static void
expect_bad (const char *json,
            const char *message_part)
{
  g_autoptr(GError) error = NULL;
  CarcGame *game = carc_game_load_data (test_catalogue (), json, -1, &error);

  g_assert_null (game);
  g_assert_nonnull (error);
  if (strstr (error->message, message_part) == NULL)
    g_error ("“%s” does not mention “%s”", error->message, message_part);
}

#define HEAD "{\"format\": \"carcassonne-companion/game\", \"version\": 1, \"setup\": " \
  "{\"players\": [{\"name\": \"A\"}, {\"name\": \"B\"}], \"sets\": [\"base\"], " \
  "\"figures\": {\"follower\": 7}, \"rules\": {\"farmers\": true}}, \"events\": ["

static void
test_bad_records (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *good = g_strdup (HEAD "{\"type\": \"tile\", \"tile\": \"BA/C\", \"x\": 0, \"y\": -1, \"rotation\": 180}]}");
  CarcGame *game = carc_game_load_data (test_catalogue (), good, -1, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (carc_game_get_n_events (game), ==, 1);
  carc_game_free (game);

  expect_bad ("", "empty");
  expect_bad (HEAD "{\"type\": \"tile\", \"tile\": \"BA/C\", \"x\": 0", "malformed JSON");      /* truncated */
  expect_bad ("[1, 2]", "one JSON object");
  expect_bad ("{\"hello\": 1}", "neither a game record");
  expect_bad (HEAD "{\"type\": \"tile\", \"tile\": \"XX/Y\", \"x\": 0, \"y\": -1, \"rotation\": 180}]}",
              "event 1: unknown tile “XX/Y”");
  expect_bad (HEAD "{\"type\": \"tile\", \"tile\": \"BA/C\", \"x\": \"0\", \"y\": -1, \"rotation\": 180}]}",
              "event 1: “x” must be an integer");
  expect_bad (HEAD "{\"type\": \"tile\", \"tile\": \"BA/C\", \"x\": 0, \"y\": -1, \"rotation\": 45}]}",
              "rotation");
  expect_bad (HEAD "{\"type\": \"tile\", \"tile\": \"BA/C\", \"x\": 0, \"y\": -1, \"rotation\": 0}]}",
              "event 1 (tile)");                                                            /* illegal spot */
  expect_bad (HEAD "{\"type\": \"tile\", \"tile\": \"BA/C\", \"x\": 0, \"y\": -1, \"rotation\": 180},"
              "{\"type\": \"figure\", \"figure\": \"follower\", \"at\": \"S\"},"
              "{\"type\": \"tile\", \"tile\": \"BA/RFr\", \"x\": 1, \"y\": 0, \"rotation\": 0},"
              "{\"type\": \"figure\", \"figure\": \"follower\", \"at\": \"E\"},"
              "{\"type\": \"tile\", \"tile\": \"BA/RFr\", \"x\": -1, \"y\": 0, \"rotation\": 0},"
              "{\"type\": \"figure\", \"figure\": \"follower\", \"at\": \"W\"}]}",
              "event 6 (figure)");                                                          /* occupied road */
  expect_bad (HEAD "{\"type\": \"jump\"}]}", "unknown event type");
  expect_bad (HEAD "{\"type\": \"pass\", \"extra\": 1}]}", "unknown key “extra”");
  expect_bad ("{\"format\": \"carcassonne-companion/game\", \"version\": 99, \"setup\": {}, \"events\": []}",
              "newer version");
  expect_bad ("{\"format\": \"carcassonne-companion/game\", \"version\": 1, \"setup\": "
              "{\"players\": [], \"sets\": [\"base\"], \"figures\": {}, \"rules\": {}}, \"events\": []}",
              "players");
  expect_bad ("{\"format\": \"carcassonne-companion/game\", \"version\": 1, \"setup\": "
              "{\"players\": [{\"name\": \"A\"}], \"sets\": [\"moon\"], \"figures\": {}, \"rules\": {}}, \"events\": []}",
              "unknown tile set “moon”");
}

/* Bytes that are not even text are refused with a clear message. */
static void
test_binary_garbage (void)
{
  static const char garbage[] = { '{', (char) 0xff, (char) 0xfe, '}', 0 };
  expect_bad (garbage, "UTF-8");
}

/* Times as records and the store write them: a four-digit year even before
 * 1000, so that they read back, and microseconds. */
static void
test_times (void)
{
  g_autofree char *epoch = carc_record_format_time (1500000);
  g_autofree char *early = NULL;
  g_autoptr(GDateTime) year_999 = g_date_time_new_utc (999, 3, 2, 1, 2, 3);
  gint64 usec = 0;

  g_assert_cmpstr (epoch, ==, "1970-01-01T00:00:01.500000Z");
  early = carc_record_format_time (g_date_time_to_unix (year_999) * G_USEC_PER_SEC + 7);
  g_assert_cmpstr (early, ==, "0999-03-02T01:02:03.000007Z");
  g_assert_true (carc_record_parse_time (early, &usec));
  g_assert_cmpint (usec, ==, g_date_time_to_unix (year_999) * G_USEC_PER_SEC + 7);
  /* outside GDateTime's range, or not a time */
  g_assert_null (carc_record_format_time (G_MAXINT64));
  g_assert_false (carc_record_parse_time ("yesterday", &usec));
  g_assert_false (carc_record_parse_time (NULL, &usec));
}

static JsonObject *
object_of (JsonParser *parser,
           const char *text)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (json_parser_load_from_data (parser, text, -1, &error));
  g_assert_no_error (error);
  return json_node_get_object (json_parser_get_root (parser));
}

static void
expect_member_error (GError     *error,
                     const char *message)
{
  g_assert_error (error, CARC_ERROR, CARC_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==, message);
}

/* The readers every event's `read` and the record share: a missing member,
 * one of the wrong type and a number out of range each say so, naming the
 * place and the member. */
static void
test_member_readers (void)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *obj = object_of (parser, "{\"n\": 7, \"big\": 5000, \"s\": \"text\", \"o\": {}, \"a\": []}");
  GError *error = NULL;
  const char *text = "untouched";
  gint64 value = -1;

  g_assert_true (carc_record_member_int (obj, "n", TRUE, 0, 9, &value, "here", &error));
  g_assert_no_error (error);
  g_assert_cmpint (value, ==, 7);
  g_assert_true (carc_record_member_string (obj, "s", TRUE, &text, "here", &error));
  g_assert_cmpstr (text, ==, "text");
  g_assert_nonnull (carc_record_member_object (obj, "o", "here", &error));
  g_assert_nonnull (carc_record_member_array (obj, "a", "here", &error));
  g_assert_no_error (error);

  /* an optional member may be missing: the value stays, a string is NULL */
  value = 3;
  g_assert_true (carc_record_member_int (obj, "none", FALSE, 0, 9, &value, "here", &error));
  g_assert_cmpint (value, ==, 3);
  g_assert_true (carc_record_member_string (obj, "none", FALSE, &text, "here", &error));
  g_assert_null (text);
  g_assert_no_error (error);

  g_assert_false (carc_record_member_int (obj, "none", TRUE, 0, 9, &value, "event 4", &error));
  expect_member_error (error, "event 4: “none” is missing");
  g_clear_error (&error);
  g_assert_false (carc_record_member_string (obj, "none", TRUE, &text, "event 4", &error));
  expect_member_error (error, "event 4: “none” is missing");
  g_clear_error (&error);

  g_assert_false (carc_record_member_int (obj, "s", TRUE, 0, 9, &value, "setup", &error));
  expect_member_error (error, "setup: “s” must be an integer");
  g_clear_error (&error);
  g_assert_false (carc_record_member_string (obj, "n", FALSE, &text, "setup", &error));
  expect_member_error (error, "setup: “n” must be a string");
  g_clear_error (&error);
  g_assert_null (carc_record_member_object (obj, "a", "setup", &error));
  expect_member_error (error, "setup: “a” must be an object");
  g_clear_error (&error);
  g_assert_null (carc_record_member_array (obj, "o", "setup", &error));
  expect_member_error (error, "setup: “o” must be an array");
  g_clear_error (&error);

  value = 3;
  g_assert_false (carc_record_member_int (obj, "big", TRUE, -1000, 1000, &value, "x", &error));
  expect_member_error (error, "x: “big” is 5000, outside -1000…1000");
  g_assert_cmpint (value, ==, 3);
  g_clear_error (&error);

  g_assert_false (carc_record_error (&error, "event 2", "%s and %d", "words", 2));
  expect_member_error (error, "event 2: words and 2");
  g_clear_error (&error);
}

/* The expansions' events read their members with the same readers. */
static void
test_expansion_event_members (void)
{
  static const struct { const char *json; const char *message; } cases[] = {
    { "{\"type\": \"guard\", \"figure\": \"follower\", \"x\": 5000, \"y\": 0}",
      "event: “x” is 5000, outside -1000…1000" },
    { "{\"type\": \"guard\", \"x\": 0, \"y\": 0}", "event: “figure” is missing" },
    { "{\"type\": \"thief\", \"tile\": \"BA/C\", \"value\": \"3\"}", "event: “value” must be an integer" },
    { "{\"type\": \"wheel\", \"tile\": \"BA/C\"}", "event: “symbol” is missing" },
    { "{\"type\": \"crown\", \"crown\": -1}", "event: “crown” is -1, outside 0…" },
    { "{\"type\": \"sheep\", \"token\": 1}", "event: “token” must be a string" },
    { "{\"type\": \"shaman\", \"x\": 0}", "event: a shaman event needs the figure's tile" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      CarcEvent event;

      g_assert_false (carc_event_from_json (test_catalogue (), cases[i].json, -1, &event, &error));
      g_assert_error (error, CARC_ERROR, CARC_ERROR_PARSE);
      if (!g_str_has_prefix (error->message, cases[i].message))
        g_error ("%s: “%s” does not start with “%s”", cases[i].json, error->message, cases[i].message);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/record/round-trip", test_round_trip);
  g_test_add_func ("/record/setup-and-event", test_setup_and_event_json);
  g_test_add_func ("/record/bad-records", test_bad_records);
  g_test_add_func ("/record/binary-garbage", test_binary_garbage);
  g_test_add_func ("/record/times", test_times);
  g_test_add_func ("/record/member-readers", test_member_readers);
  g_test_add_func ("/record/expansion-event-members", test_expansion_event_members);
  return g_test_run ();
}
