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

  expect_import_error (minimal_jcz ("\"small-follower\": 7, \"king\": true", "", ""),
                       CARC_ERROR_UNSUPPORTED, "this game scores the King’s bonus for the largest city "
                       "(Count, King & Robber) (element “king”), which the app does not support");
  expect_import_error (minimal_jcz ("\"small-follower\": 7, \"gamblersluck\": true", "", ""),
                       CARC_ERROR_UNSUPPORTED, "JCloisterZone element “gamblersluck” is not supported");
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
  /* any seat may start, but then the turns go round */
  expect_import_error (minimal_jcz ("\"small-follower\": 7", "",
                                    "{\"type\": \"PLACE_TILE\", \"payload\": {\"tileId\": \"BA/C\", \"rotation\": \"R180\", \"position\": [0, -1]}, \"player\": 1}, "
                                    "{\"type\": \"PASS\", \"payload\": {}, \"player\": 1}, "
                                    "{\"type\": \"PLACE_TILE\", \"payload\": {\"tileId\": \"BA/C\", \"rotation\": \"R0\", \"position\": [0, 1]}, \"player\": 1}"),
                       CARC_ERROR_PARSE, "replay message 3 (PLACE_TILE) is by player 1, but the move is Ann’s");
  expect_import_error ("{\"setup\": {\"sets\": {\"basic:1\": 1}", CARC_ERROR_PARSE, "malformed JSON");
}


/* ---- what the client's own saves contain (our own minimal files) --------------- */

#define TILE(p, t, r, x, y) \
  "{\"type\": \"PLACE_TILE\", \"player\": " #p ", \"payload\": {\"tileId\": \"" t "\", \"rotation\": \"R" #r "\", \"position\": [" #x ", " #y "]}}"
#define MEEPLE(p, x, y, feature, loc, kind) \
  "{\"type\": \"DEPLOY_MEEPLE\", \"player\": " #p ", \"payload\": {\"pointer\": {\"position\": [" #x ", " #y "]," \
  " \"feature\": \"" feature "\", \"location\": \"" loc "\"}, \"meepleId\": \"" #p "." kind ".0\"}}"
#define PASS(p) "{\"type\": \"PASS\", \"player\": " #p ", \"payload\": {}}"
#define COMMIT(r) "{\"type\": \"COMMIT\", \"payload\": {\"random\": " #r "}}"

static const char *
client_jcz (const char *initial_random,
            const char *elements,
            const char *players,
            const char *replay)
{
  static char *doc;
  g_free (doc);
  doc = g_strdup_printf (
    "{\"appVersion\": \"5.12.1\", \"initialRandom\": %s, \"created\": \"2026-05-01T18:00:00Z\","
    " \"setup\": {\"sets\": {\"basic:1\": 1}, \"elements\": {%s}, \"rules\": {},"
    " \"start\": [{\"tile\": \"BA/RCr\", \"x\": 0, \"y\": 0, \"rotation\": 0}]},"
    " \"players\": [%s], \"replay\": [%s]}", initial_random, elements, players, replay);
  return doc;
}

static CarcGame *
import_ok (const char *doc)
{
  g_autoptr(GError) error = NULL;
  CarcGame *game = carc_game_load_data (test_catalogue (), doc, -1, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

static void
assert_event_types (const CarcGame *game,
                    const char     *expected)
{
  g_autoptr(GString) got = g_string_new (NULL);
  for (guint i = 0; i < carc_game_get_n_events (game); i++)
    g_string_append_printf (got, "%s%s", i ? " " : "",
                            carc_event_type_name (carc_game_get_event (game, i)->type));
  g_assert_cmpstr (got->str, ==, expected);
}

/* Bob starts (seat 1 of 3); one follower each. Bob's and Cyril's later turns
 * have nothing to decide (no follower left), so the client writes no PASS;
 * Bob's city is named by its complement "_N"; the setup lists elements no
 * move uses (an abbey count, a tower count of 0, pig herds). Bob's city of
 * 4 tiles closes on his second turn: 8 points. */
static void
test_client_no_pass_complement (void)
{
  CarcGame *game = import_ok (client_jcz (
    "0.25", "\"small-follower\": 1, \"farmers\": true, \"abbey\": 2, \"tower\": 0, \"pig-herd\": true",
    "{\"name\": \"Ann\", \"slot\": 0}, {\"name\": \"Bob\", \"slot\": 1}, {\"name\": \"Cyril\", \"slot\": 2}",
    TILE (1, "BA/Ccc", 180, 0, -1) ", " MEEPLE (1, 0, -1, "City", "_N", "small") ", " COMMIT (0.5) ", "
    TILE (2, "BA/Rr", 0, 1, 0) ", " MEEPLE (2, 1, 0, "Road", "SW", "small") ", " COMMIT (0.5) ", "
    TILE (0, "BA/C", 270, 1, -1) ", " PASS (0) ", " COMMIT (0.5) ", "
    TILE (1, "BA/C", 90, -1, -1) ", " COMMIT (0.5) ", "
    TILE (2, "BA/RFr", 0, -1, 0) ", " COMMIT (0.5) ", "
    TILE (0, "BA/L", 0, 0, 1) ", " MEEPLE (0, 0, 1, "Monastery", "I", "small") ", " COMMIT (0.5)));
  const CarcState *state = carc_game_get_state (game);

  assert_event_types (game, "tile figure tile figure tile pass tile pass tile pass tile figure");
  g_assert_cmpuint (carc_game_get_setup (game)->first_player, ==, 1);
  g_assert_cmpuint (carc_game_get_event (game, 1)->location, ==,
                    CARC_LOC_EDGE (CARC_EDGE_E) | CARC_LOC_EDGE (CARC_EDGE_S) | CARC_LOC_EDGE (CARC_EDGE_W));
  g_assert_cmpint (carc_state_get_phase (state), ==, CARC_PHASE_TILE);
  g_assert_cmpint (carc_state_get_players (state)[0].score, ==, 0);
  g_assert_cmpint (carc_state_get_players (state)[1].score, ==, 8);
  g_assert_cmpint (carc_state_get_players (state)[2].score, ==, 0);
  g_assert_cmpuint (carc_state_get_n_scorings (state), ==, 1);
  carc_game_free (game);
}

/* The client draws from its pile with its random stream: the values below
 * (worked out for this test with that stream and the basic:1 pile ordered by
 * tile id) draw BA/RRR for Ann, then BA/L, which fits nowhere once BA/RRR
 * lies south of the start (every open spot borders a road or a city), and
 * BA/Rr for Bob. The client sets BA/L aside without a message; our record
 * keeps the discard. */
static void
test_client_silent_discard (void)
{
  CarcGame *game = import_ok (client_jcz (
    "0.7681331968514029", "\"small-follower\": 7, \"farmers\": true",
    "{\"name\": \"Ann\", \"slot\": 0}, {\"name\": \"Bob\", \"slot\": 1}",
    TILE (0, "BA/RRR", 0, 0, 1) ", " MEEPLE (0, 0, 1, "Road", "E", "small") ", " COMMIT (0.5286917744772064) ", "
    TILE (1, "BA/Rr", 0, 1, 1) ", " PASS (1) ", " COMMIT (0.5)));
  const CarcState *state = carc_game_get_state (game);

  assert_event_types (game, "tile figure discard tile pass");
  g_assert_cmpstr (carc_catalogue_get_type (test_catalogue (), carc_game_get_event (game, 2)->tile)->id, ==, "BA/L");
  g_assert_cmpint (carc_state_get_phase (state), ==, CARC_PHASE_TILE);
  g_assert_cmpint (carc_state_get_players (state)[0].score, ==, 0);
  g_assert_cmpint (carc_state_get_players (state)[1].score, ==, 0);
  carc_game_free (game);
}

/* Every name the client's Location gives a place on our tiles. */
static void
test_location_names (void)
{
  static const struct { const char *name; guint16 loc; } cases[] = {
    { "_N", CARC_LOC_EDGE (1) | CARC_LOC_EDGE (2) | CARC_LOC_EDGE (3) },
    { "_E", CARC_LOC_EDGE (0) | CARC_LOC_EDGE (2) | CARC_LOC_EDGE (3) },
    { "_S", CARC_LOC_EDGE (0) | CARC_LOC_EDGE (1) | CARC_LOC_EDGE (3) },
    { "_W", CARC_LOC_EDGE (0) | CARC_LOC_EDGE (1) | CARC_LOC_EDGE (2) },
    { "NW", CARC_LOC_EDGE (0) | CARC_LOC_EDGE (3) },
    { "SE", CARC_LOC_EDGE (2) | CARC_LOC_EDGE (1) },
    { "WE", CARC_LOC_EDGE (3) | CARC_LOC_EDGE (1) },
    { "NS", CARC_LOC_EDGE (0) | CARC_LOC_EDGE (2) },
    { "INNER_FARM", CARC_LOC_INNER },
    { "INNER_FARM_B", CARC_LOC_INNER2 },
    { "II", CARC_LOC_INNER2 },
    { "CLOISTER", CARC_LOC_INNER },
    { "NL.NR.EL.ER.SL.SR", CARC_LOC_HALVES & ~(CARC_LOC_HALF (CARC_HALF_WL) | CARC_LOC_HALF (CARC_HALF_WR)) },
  };
  guint16 loc;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_assert_true (carc_jcz_parse_location (cases[i].name, &loc));
      g_assert_cmpuint (loc, ==, cases[i].loc);
    }
  /* the client's rotations of a three-edge city stay complements: _N turned
   * a quarter clockwise is _E */
  g_assert_true (carc_jcz_parse_location ("_N", &loc));
  g_assert_cmpuint (carc_loc_rotate (loc, 1), ==, cases[1].loc);
  g_assert_false (carc_jcz_parse_location ("_X", &loc));
  g_assert_false (carc_jcz_parse_location ("_", &loc));
  g_assert_false (carc_jcz_parse_location ("_N.E", &loc));
  g_assert_false (carc_jcz_parse_location ("NN", &loc));
}

/* Unused setup elements import; what a move really uses and the app does
 * not support is refused, naming it. */
static void
test_client_unsupported_use (void)
{
  const char *players = "{\"name\": \"Ann\", \"slot\": 0}, {\"name\": \"Bob\", \"slot\": 1}";
  CarcGame *game;

  game = import_ok (client_jcz ("0.5", "\"small-follower\": 7, \"abbot\": 1, \"wagon\": 1, \"mayor\": 1, \"barn\": 1,"
                                " \"tower\": 0, \"abbey\": 1, \"garden\": true",
                                players, TILE (0, "BA/C", 180, 0, -1) ", " PASS (0) ", " COMMIT (0.5)));
  carc_game_free (game);

  expect_import_error (client_jcz ("0.5", "\"small-follower\": 7, \"abbey\": 1", players,
                                   TILE (0, "BA/C", 180, 0, -1) ", " PASS (0) ", " COMMIT (0.5) ", "
                                   TILE (1, "AM/CCc+", 0, 1, 0)),
                       CARC_ERROR_UNSUPPORTED,
                       "replay message 4: this game places Abbey & Mayor tiles (AM/CCc+), which the app does not support");
  expect_import_error (client_jcz ("0.5", "\"small-follower\": 7, \"abbot\": 1", players,
                                   TILE (0, "BA/L", 0, 0, 1) ", " MEEPLE (0, 0, 1, "Monastery", "I", "abbot")),
                       CARC_ERROR_UNSUPPORTED, "replay message 2: this game places abbots, which the app does not support");
  expect_import_error (client_jcz ("0.5", "\"small-follower\": 7, \"tower\": 4", players,
                                   TILE (0, "BA/L", 0, 0, 1) ", {\"type\": \"PLACE_TOKEN\", \"player\": 0, \"payload\": {}}"),
                       CARC_ERROR_UNSUPPORTED, "this game uses “PLACE_TOKEN” moves");
  expect_import_error ("{\"setup\": {\"sets\": {\"basic:1\": 1, \"abbey-and-mayor:1\": 1}, \"elements\": {\"small-follower\": 7}},"
                       " \"players\": [{\"name\": \"Ann\"}, {\"name\": \"Bob\"}], \"replay\": []}",
                       CARC_ERROR_UNSUPPORTED, "this game’s pile holds Abbey & Mayor tiles (set “abbey-and-mayor:1”)");
}

/* Numbers no client writes, out of every integer's range: refused or
 * ignored with a message, never cast (run under UBSan in CI). */
static void
test_client_out_of_range (void)
{
  const char *players = "{\"name\": \"Ann\", \"slot\": 0}, {\"name\": \"Bob\", \"slot\": 1}";
  const char *place = TILE (0, "BA/C", 180, 0, -1);
  g_autofree char *clock_doc = NULL;
  CarcGame *game;

  expect_import_error (client_jcz ("1e308", "\"small-follower\": 7", players, place),
                       CARC_ERROR_PARSE, "“initialRandom” must be a number from 0 up to (not including) 1");
  expect_import_error (client_jcz ("-0.5", "\"small-follower\": 7", players, place),
                       CARC_ERROR_PARSE, "initialRandom");
  expect_import_error (client_jcz ("1", "\"small-follower\": 7", players, place),
                       CARC_ERROR_PARSE, "initialRandom");
  expect_import_error (client_jcz ("0.5", "\"small-follower\": 7", players,
                                   TILE (0, "BA/C", 180, 0, -1) ", " PASS (0) ", " COMMIT (1e308)),
                       CARC_ERROR_PARSE, "replay message 3 (COMMIT): “random” must be a number from 0 up to (not including) 1");
  expect_import_error (client_jcz ("0.5", "\"small-follower\": 7", players,
                                   TILE (0, "BA/C", 180, 0, -1) ", " PASS (0) ", "
                                   "{\"type\": \"COMMIT\", \"payload\": {\"random\": \"0.5\"}}"),
                       CARC_ERROR_PARSE, "“random”");
  /* a clock of 1e300 (or 1e19 ms) is no time: the move imports without one */
  clock_doc = g_strdup (client_jcz ("0.5", "\"small-follower\": 7", players,
                                    "{\"type\": \"PLACE_TILE\", \"player\": 0, \"clock\": 1e300, \"payload\":"
                                    " {\"tileId\": \"BA/C\", \"rotation\": \"R180\", \"position\": [0, -1]}}, "
                                    "{\"type\": \"PASS\", \"player\": 0, \"clock\": 9223372036854775807, \"payload\": {}}, "
                                    "{\"type\": \"COMMIT\", \"player\": 1e300, \"clock\": 1e19, \"payload\": {}}"));
  game = import_ok (clock_doc);
  assert_event_types (game, "tile pass");
  g_assert_cmpint (carc_game_get_event (game, 0)->time, ==, 0);
  g_assert_cmpint (carc_game_get_event (game, 1)->time, ==, 0);
  carc_game_free (game);
  /* a sensible clock still gives the time */
  game = import_ok (client_jcz ("0.5", "\"small-follower\": 7", players,
                               "{\"type\": \"PLACE_TILE\", \"player\": 0, \"clock\": 1500, \"payload\":"
                               " {\"tileId\": \"BA/C\", \"rotation\": \"R180\", \"position\": [0, -1]}}"));
  g_assert_cmpint (carc_game_get_event (game, 0)->time, ==, G_GINT64_CONSTANT (1777658400000000) + 1500000);
  carc_game_free (game);
}

/* The pile's last tiles fit nowhere: the client sets them aside without a
 * message and its game is over. Our sets never get there (a full board
 * always has a spot), so a set of three tiles made for this test does: once
 * MI/RRR lies south of the start, every open spot borders a road or a city,
 * and the monastery MI/L is the last tile. With a tile that fits still in
 * the pile, the save is of a game in progress and nothing is added. */
static const char mini_set[] =
  "{\"format\": \"carcassonne-companion/tiles\", \"version\": 1,"
  " \"set\": {\"id\": \"mini\", \"name\": \"Mini\", \"jcz\": \"mini:1\", \"start_tile\": \"MI/RCr\"},"
  " \"tiles\": ["
  "  {\"id\": \"MI/RCr\", \"count\": 1, \"edges\": \"CRFR\", \"features\": [{\"kind\": \"road\", \"at\": \"E W\"},"
  "   {\"kind\": \"city\", \"at\": \"N\"}, {\"kind\": \"field\", \"at\": \"EL WR\", \"cities\": \"N\"},"
  "   {\"kind\": \"field\", \"at\": \"ER SL SR WL\"}]},"
  "  {\"id\": \"MI/RRR\", \"count\": 1, \"edges\": \"FRRR\", \"features\": [{\"kind\": \"road\", \"at\": \"E\"},"
  "   {\"kind\": \"road\", \"at\": \"S\"}, {\"kind\": \"road\", \"at\": \"W\"}, {\"kind\": \"field\", \"at\": \"NL NR EL WR\"},"
  "   {\"kind\": \"field\", \"at\": \"ER SL\"}, {\"kind\": \"field\", \"at\": \"SR WL\"}]},"
  "  {\"id\": \"MI/L\", \"count\": %u, \"edges\": \"FFFF\", \"features\": [{\"kind\": \"monastery\"},"
  "   {\"kind\": \"field\", \"at\": \"NL NR EL ER SL SR WL WR\"}]},"
  "  {\"id\": \"MI/C\", \"count\": %u, \"edges\": \"CFFF\", \"features\": [{\"kind\": \"city\", \"at\": \"N\"},"
  "   {\"kind\": \"field\", \"at\": \"EL ER SL SR WL WR\", \"cities\": \"N\"}]}"
  " ]}";

static CarcGame *
import_mini (guint n_monasteries,
             guint n_cities)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *set = g_strdup_printf (mini_set, n_monasteries, n_cities);
  CarcCatalogue *catalogue = carc_catalogue_new ();
  CarcGame *game;

  g_assert_true (carc_catalogue_load_data (catalogue, "mini.json", set, strlen (set), &error));
  g_assert_no_error (error);
  /* the pile ordered by id: MI/C…, MI/L…, MI/RRR; 0.99 draws MI/RRR */
  game = carc_jcz_import (catalogue,
    "{\"initialRandom\": 0.99, \"setup\": {\"sets\": {\"mini:1\": 1}, \"elements\": {\"small-follower\": 7}},"
    " \"players\": [{\"name\": \"Ann\", \"slot\": 0}, {\"name\": \"Bob\", \"slot\": 1}],"
    " \"replay\": [" TILE (0, "MI/RRR", 0, 0, 1) ", " MEEPLE (0, 0, 1, "Road", "E", "small") ", " COMMIT (0.5) "]}",
    -1, &error);
  g_assert_no_error (error);
  carc_catalogue_unref (catalogue);
  return game;
}

static void
test_client_trailing_discards (void)
{
  CarcGame *game = import_mini (2, 0);
  const CarcState *state = carc_game_get_state (game);

  assert_event_types (game, "tile figure discard discard");
  g_assert_cmpint (carc_state_get_phase (state), ==, CARC_PHASE_OVER);
  /* Ann's road of one tile scores 1 at the end */
  g_assert_cmpint (carc_state_get_players (state)[0].score, ==, 1);
  g_assert_cmpint (carc_state_get_players (state)[1].score, ==, 0);
  carc_game_free (game);

  game = import_mini (1, 1);
  assert_event_types (game, "tile figure");
  g_assert_cmpint (carc_state_get_phase (carc_game_get_state (game)), ==, CARC_PHASE_TILE);
  carc_game_free (game);
}

/* ---- messages for a record that stops where a decision is owed ----------------- */

/* A tile, a pass, a discard or the end while a sheep token must be drawn
 * (R-HS-4) or the flock expanded or folded (R-HS-5) says which; imports and
 * records replay through the same engine. */
static void
test_owed_decision_messages (void)
{
  CarcGame *game = test_game_play ("base,hills-and-sheep", 2, 0, 0, "BA/Rr 0,1 270; shepherd ER SL");

  test_expect_error (game, "BA/Rr 1,1 0", CARC_ERROR_WRONG_PHASE, "a sheep token (R-HS-4) must be drawn first");
  test_expect_error (game, "-", CARC_ERROR_WRONG_PHASE, "a sheep token (R-HS-4) must be drawn first");
  test_expect_error (game, "end", CARC_ERROR_WRONG_PHASE, "a sheep token (R-HS-4) must be drawn first");
  test_expect_error (game, "discard BA/L", CARC_ERROR_WRONG_PHASE, "a sheep token (R-HS-4) must be drawn first");
  test_expect_error (game, "follower NL", CARC_ERROR_WRONG_PHASE, "a sheep token (R-HS-4) must be drawn first");
  /* A's third curve extends the flock: the decision is owed after the figure */
  test_play (game, "sheep 2; BA/Rr 1,1 0; -; BA/Rr 1,2 90; follower N");
  g_assert_cmpint (carc_state_get_phase (carc_game_get_state (game)), ==, CARC_PHASE_DECISION);
  test_expect_error (game, "BA/C 0,-1 180", CARC_ERROR_WRONG_PHASE, "expand or fold the flock first (R-HS-5)");
  test_expect_error (game, "-", CARC_ERROR_WRONG_PHASE, "expand or fold the flock first (R-HS-5)");
  test_expect_error (game, "end", CARC_ERROR_WRONG_PHASE, "expand or fold the flock first (R-HS-5)");
  /* once decided, the turn goes on as before */
  test_play (game, "fold");
  g_assert_cmpint (carc_state_get_phase (carc_game_get_state (game)), ==, CARC_PHASE_TILE);
  test_expect_error (game, "-", CARC_ERROR_WRONG_PHASE, "nothing to pass");
  carc_game_free (game);
}

/* A figure at a whole edge that is a field: fields are named by half-edges. */
static void
test_field_edge_message (void)
{
  CarcGame *game = test_game_play ("base", 2, 0, 0, "BA/RFr 0,1 0");

  test_expect_error (game, "follower N", CARC_ERROR_ILLEGAL_FIGURE,
                     "BA/RFr at (0,1) has a field on its north edge; fields are named by half-edges: NL or NR");
  test_expect_error (game, "follower S", CARC_ERROR_ILLEGAL_FIGURE, "fields are named by half-edges: SL or SR");
  /* a road edge is a road's name: the figure stands */
  test_play (game, "follower E");
  carc_game_free (game);
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
  g_array_set_size (used, carc_state_get_n_scorings (state));

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
                if (carc_state_get_players (state)[p].score != atoi (points))
                  {
                    g_string_append_printf (failures, "%s: “%s”: got %d\n", path, a, carc_state_get_players (state)[p].score);
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
              for (guint s = 0; s < carc_state_get_n_scorings (state) && !found; s++)
                {
                  const CarcScoring *sc = &carc_state_get_scorings (state)[s];
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
  g_test_add_func ("/jcz/location-names", test_location_names);
  g_test_add_func ("/jcz/client/no-pass-complement", test_client_no_pass_complement);
  g_test_add_func ("/jcz/client/silent-discard", test_client_silent_discard);
  g_test_add_func ("/jcz/client/unsupported-use", test_client_unsupported_use);
  g_test_add_func ("/jcz/client/out-of-range", test_client_out_of_range);
  g_test_add_func ("/jcz/client/trailing-discards", test_client_trailing_discards);
  g_test_add_func ("/jcz/messages/owed-decision", test_owed_decision_messages);
  g_test_add_func ("/jcz/messages/field-edge", test_field_edge_message);
  g_test_add_data_func ("/jcz/scenarios/basic", "basic", test_scenarios);
  g_test_add_data_func ("/jcz/scenarios/inns-and-cathedrals", "inns-and-cathedrals", test_scenarios);
  g_test_add_data_func ("/jcz/scenarios/traders-and-builders", "traders-and-builders", test_scenarios);
  g_test_add_data_func ("/jcz/scenarios/hills-and-sheep", "hills-and-sheep", test_scenarios);
  return g_test_run ();
}
