/* test-inns-cathedrals.c: the rule ids of Inns & Cathedrals and the worked
 * examples of its chapter in seed 000
 *
 * RULES.md: R-IC-1 … R-IC-4 (Inns & Cathedrals, "Hostince a katedrály").
 *
 * The pictures of seed 000 are missing, so the boards are chosen here; what
 * the text gives (followers, goods, sheep, tiles, points) is kept, and every
 * example test quotes its sentence. Where the books are silent the engine
 * follows JCloisterZone (the research notes) and RULES.md's Decisions.
 *
 * Players are A, B, C… in turn order; each test says which book colour each
 * letter plays. Board conventions (RULES.md): the start tile BA/RCr lies at
 * (0,0) with its city N and its road W–E; x grows east, y grows south;
 * rotation is clockwise, 90 moves N to E.
 *
 * The test paths keep their /expansions/ prefix from the days when the
 * big-box sets shared one test program: a path names the same test as before.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-test-util.h"
#include "carc-inns-cathedrals.h"
#include "carc-traders-builders.h"

#define BASE_IC  "base,inns-and-cathedrals"

enum { A, B, C };

/* R-IC-1: each player has one big follower besides the 7; it returns like the
 * others after its feature scores. */
static void
test_r_ic_1_big_follower_setup (void)
{
  CarcGame *game = test_game_new (BASE_IC, 3, 0, 0);

  for (guint p = 0; p < 3; p++)
    {
      g_assert_cmpuint (in_supply (game, p, CARC_FIGURE_FOLLOWER), ==, 7);
      g_assert_cmpuint (in_supply (game, p, CARC_FIGURE_BIG_FOLLOWER), ==, 1);
      g_assert_cmpuint (in_supply (game, p, CARC_FIGURE_BUILDER), ==, 0);
    }
  /* 72 base tiles without the start + 18 */
  g_assert_cmpuint (carc_state_supply_count (state_of (game)), ==, 71 + 18);
  carc_game_free (game);

  /* a big robber on a road of 4: 4 points, not doubled, and it comes back */
  game = test_game_play (BASE_IC, 2, 0, 0,
               "BA/RFr 1,0 0; big-follower E;"
               "BA/RRR 2,0 0; -;"
               "BA/RRR -1,0 0; -");
  test_assert_points (game, A, CARC_SCORE_ROAD, 4);
  g_assert_cmpuint (test_the_scoring (game, A, CARC_SCORE_ROAD)->tiles, ==, 4);
  g_assert_cmpuint (in_supply (game, A, CARC_FIGURE_BIG_FOLLOWER), ==, 1);
  carc_game_free (game);
}

/* seed 000: "Při bodování se však v příslušné krajině (na cestě, ve městě, na
 * louce) počítá jako 2 základní figurky. (Nezdvojnásobuje počet získaných bodů,
 * pouze přináší do převahy sílu dvou běžných figurek.)" and the example
 * "Pouze modrý získá 3 body za cestu." — R-IC-1, R-B-7.
 * A = blue: big robber on the road going S from the crossing (1,0);
 * B = red: a robber on a separate road end at (1,2); A's straight (1,1)
 * joins them: crossing – straight – crossing, 3 tiles. */
static void
test_r_ic_1_seed_big_follower_majority (void)
{
  CarcGame *game = test_game_play (BASE_IC, 2, 0, 0,
                         "BA/RRR 1,0 0; big-follower S;"     /* A blue */
                         "BA/L 0,1 0; -;"                    /* B */
                         "BA/L 0,2 0; -;"                    /* A */
                         "BA/RRR 1,2 270; follower N;"       /* B red: a separate road end */
                         "BA/RFr 1,1 90; -");                /* A joins: 2 against 1 */
  const CarcScoring *s = test_the_scoring (game, A, CARC_SCORE_ROAD);

  g_assert_cmpint (s->points, ==, 3);            /* 1 per tile: not doubled */
  g_assert_cmpuint (s->tiles, ==, 3);
  test_assert_nothing (game, B);
  g_assert_cmpuint (test_n_scorings (game, B, CARC_SCORE_ROAD), ==, 0);
  /* both came back */
  g_assert_cmpuint (in_supply (game, A, CARC_FIGURE_BIG_FOLLOWER), ==, 1);
  g_assert_cmpuint (in_supply (game, B, CARC_FIGURE_FOLLOWER), ==, 7);
  carc_game_free (game);
}

/* seed 000: "Pokud ji hráč umístí jako sedláka, zůstává na hrací ploše do konce
 * hry jako ostatní sedláci." — R-IC-1, R-B-8.
 * A's big farmer and B's farmer meet on one field: 2 against 1, A alone
 * scores the closed start city. */
static void
test_r_ic_1_big_farmer (void)
{
  CarcGame *game = test_game_play (BASE_IC, 2, 0, 0,
                         "BA/C 0,-1 180; big-follower NL;"    /* A: big farmer; the start city closes */
                         "BA/RFr 1,0 0; follower NL NR;"      /* B: farmer on the strip by the road */
                         "BA/L 1,-1 0; -");                   /* A joins the two fields */

  g_assert_cmpuint (in_supply (game, A, CARC_FIGURE_BIG_FOLLOWER), ==, 0);
  test_play (game, "BA/RFr 2,0 0; -; BA/RFr 3,0 0; -");
  g_assert_cmpuint (in_supply (game, A, CARC_FIGURE_BIG_FOLLOWER), ==, 0);   /* it stays */
  test_play (game, "end");
  test_assert_points (game, A, CARC_SCORE_FIELD, 3);
  g_assert_cmpuint (test_n_scorings (game, B, CARC_SCORE_FIELD), ==, 0);
  carc_game_free (game);
}

/* seed 000: "Pokud se na uzavřené cestě nachází 1 nebo více hostinců, obdrží
 * majitel uzavřené cesty po 2 bodech za každou kartičku/úsek cesty." and the
 * example "Modrý obdrží 6 bodů." — R-IC-2.
 * A = blue: robber on the inn arm of IC/RRR.i at (-1,0); B closes the road
 * with a crossing at (1,0): 3 tiles × 2. */
static void
test_r_ic_2_seed_inn_road_6 (void)
{
  CarcGame *game = test_game_play (BASE_IC, 2, 0, 0,
                         "IC/RRR.i -1,0 0; follower E;"       /* A blue: the inn arm meets the start */
                         "BA/RRR 1,0 0; -");                  /* B closes the road */
  const CarcScoring *s = test_the_scoring (game, A, CARC_SCORE_ROAD);

  g_assert_cmpint (s->points, ==, 6);
  g_assert_cmpuint (s->tiles, ==, 3);
  g_assert_true (s->flags & CARC_NODE_INN);
  g_assert_false (s->final);
  test_assert_nothing (game, B);
  carc_game_free (game);
}

/* seed 000, the second road example: "Modrý obdrží 6 bodů." — R-IC-2 ("1 nebo
 * více hostinců": two inns on one road still give 2 per tile).
 * Both tiles that end the road carry an inn: the crossing IC/RRR.i (-1,0) and
 * IC/RCc.i (1,0), whose inn road ends at its city. */
static void
test_r_ic_2_seed_two_inns_6 (void)
{
  CarcGame *game = test_game_play (BASE_IC, 2, 0, 0,
                         "IC/RRR.i -1,0 0; follower E;"       /* A blue */
                         "IC/RCc.i 1,0 90; -");               /* B: its inn road ends at (1,0) */
  test_assert_points (game, A, CARC_SCORE_ROAD, 6);
  g_assert_cmpuint (test_the_scoring (game, A, CARC_SCORE_ROAD)->tiles, ==, 3);
  carc_game_free (game);
}

/* seed 000: "Pokud však taková cesta není až do konce hry uzavřena, nedostane
 * majitel žádné body!" and "Modrý neobdrží žádné body, cesta není na konci hry
 * uzavřena." — R-IC-2, R-B-9.
 * A = blue: robber on the inn road (-1,0)–start–(1,0), open at both ends.
 * The same road without the inn scores 1 per tile. */
static void
test_r_ic_2_seed_inn_road_incomplete (void)
{
  CarcGame *game = test_game_play (BASE_IC, 2, 0, 0,
                         "IC/RFr.i 1,0 0; follower E;"
                         "BA/RFr -1,0 0; -;"
                         "end");
  CarcGame *plain = test_game_play (BASE_IC, 2, 0, 0,
                          "BA/RFr 1,0 0; follower E;"
                          "BA/RFr -1,0 0; -;"
                          "end");

  g_assert_cmpint (test_score (game, A), ==, 0);
  /* like JCloisterZone, the owner gets a 0-point scoring of the road */
  g_assert_true (test_has_scoring (game, A, CARC_SCORE_ROAD, 0));
  g_assert_true (test_the_scoring (game, A, CARC_SCORE_ROAD)->final);
  g_assert_true (test_the_scoring (game, A, CARC_SCORE_ROAD)->flags & CARC_NODE_INN);
  test_assert_points (plain, A, CARC_SCORE_ROAD, 3);
  carc_game_free (game);
  carc_game_free (plain);
}

/* R-IC-2 is a rule of the game: without it an inn changes nothing. */
static void
test_r_ic_2_rule_off (void)
{
  CarcGame *game = test_game_play (BASE_IC, 2, 0, CARC_RULE_INNS,
                         "IC/RRR.i -1,0 0; follower E;"
                         "BA/RRR 1,0 0; -");
  test_assert_points (game, A, CARC_SCORE_ROAD, 3);
  carc_game_free (game);
}

/* The city of the cathedral examples: 7 tiles and 1 pennant around IC/Cccc.c
 * at (0,-1): the start, the cathedral, a cap N (0,-2), a pennant corner
 * (1,-1) and a corner (-1,-1); the city-and-road tile (1,0) closes the east
 * corner, the same tile at (-1,0) the west one. */
static const char *cathedral_city =
  "IC/Cccc.c 0,-1 0; follower N;"     /* A blue: knight in the cathedral city */
  "BA/C 0,-2 180; -;"
  "BA/Cc+ 1,-1 270; -;"
  "BA/RCr 1,0 0; -;"
  "BA/Cc.1 -1,-1 180; -;";

/* seed 000: "Nachází-li se 1 či obě katedrály v uzavřeném městě, obdrží rytíř
 * 3 body za každý díl města (= počet kartiček) a za každý erb." and the example
 * "Modrý dostane 24 bodů." — R-IC-3. (7 tiles + 1 pennant) × 3 = 24. */
static void
test_r_ic_3_seed_cathedral_24 (void)
{
  g_autofree char *script = g_strconcat (cathedral_city, "BA/RCr -1,0 0; -", NULL);
  CarcGame *game = test_game_play (BASE_IC, 2, 0, 0, script);
  CarcGame *off = test_game_play (BASE_IC, 2, 0, CARC_RULE_CATHEDRALS, script);
  const CarcScoring *s = test_the_scoring (game, A, CARC_SCORE_CITY);

  g_assert_cmpint (s->points, ==, 24);
  g_assert_cmpuint (s->tiles, ==, 7);
  g_assert_cmpuint (s->pennants, ==, 1);
  g_assert_true (s->flags & CARC_NODE_CATHEDRAL);
  test_assert_nothing (game, B);
  g_assert_cmpuint (in_supply (game, A, CARC_FIGURE_FOLLOWER), ==, 7);
  /* without the cathedral rule the same city is worth 2 per tile and pennant */
  test_assert_points (off, A, CARC_SCORE_CITY, 16);
  carc_game_free (game);
  carc_game_free (off);
}

/* seed 000: "Pokud nebude město uzavřeno, nedostane žádné body!" and "Město není
 * uzavřeno, modrý nedostane žádné body." — R-IC-3, R-B-9.
 * The same city with its last gap open at the end: 0 (without a cathedral an
 * open city of 6 tiles and 1 pennant would give 7). */
static void
test_r_ic_3_seed_cathedral_incomplete (void)
{
  g_autofree char *script = g_strconcat (cathedral_city, "end", NULL);
  CarcGame *game = test_game_play (BASE_IC, 2, 0, 0, script);
  CarcGame *off = test_game_play (BASE_IC, 2, 0, CARC_RULE_CATHEDRALS, script);

  g_assert_cmpint (test_score (game, A), ==, 0);
  g_assert_true (test_has_scoring (game, A, CARC_SCORE_CITY, 0));
  g_assert_true (test_the_scoring (game, A, CARC_SCORE_CITY)->final);
  test_assert_points (off, A, CARC_SCORE_CITY, 7);
  carc_game_free (game);
  carc_game_free (off);
}

/* R-IC-4 (seed 000: "Tato kartička má 4 oddělené části města."): IC/CCCC has
 * four separate city segments around an inner field. */
static void
test_r_ic_4_four_city_segments (void)
{
  CarcGame *game = test_game_play (BASE_IC, 2, 0, 0, "IC/CCCC 0,-1 0; follower S");
  guint n = root_at (game, 0, -1, "N"), e = root_at (game, 0, -1, "E");
  guint w = root_at (game, 0, -1, "W"), s = root_at (game, 0, -1, "S");
  CarcFeatureInfo info;

  g_assert_cmpuint (n, !=, e);
  g_assert_cmpuint (n, !=, w);
  g_assert_cmpuint (n, !=, s);
  g_assert_cmpuint (e, !=, w);
  g_assert_cmpuint (e, !=, s);
  g_assert_cmpuint (w, !=, s);
  /* its S segment closed the start city at once: 2 tiles, 4 points */
  test_assert_points (game, A, CARC_SCORE_CITY, 4);
  g_assert_cmpuint (test_the_scoring (game, A, CARC_SCORE_CITY)->tiles, ==, 2);
  carc_state_feature_info (state_of (game), n, &info);
  g_assert_cmpint (info.kind, ==, CARC_FEATURE_CITY);
  g_assert_cmpuint (info.tiles, ==, 1);
  g_assert_cmpint (info.open, ==, 1);
  /* the inner field is a field of its own */
  carc_state_feature_info (state_of (game), root_at (game, 0, -1, "I"), &info);
  g_assert_cmpint (info.kind, ==, CARC_FEATURE_FIELD);
  g_assert_cmpuint (info.cities, ==, 1);      /* touches the completed S segment */
  carc_game_free (game);
}

/* R-IC-4 (seed 000: "Klášter dělí cestu na dvě části." and "Křižovatka dělí cestu
 * na dvě části."): the monastery of IC/LRFR ends both its roads; B's robber on
 * the crossing's arm closes the road crossing–start–monastery at once. */
static void
test_r_ic_4_monastery_splits_road (void)
{
  CarcGame *game = test_game_play (BASE_IC, 2, 0, 0, "IC/LRFR 1,0 0; follower E");

  g_assert_cmpuint (root_at (game, 1, 0, "W"), !=, root_at (game, 1, 0, "E"));
  test_play (game, "BA/RRR -1,0 0; follower E");
  test_assert_points (game, B, CARC_SCORE_ROAD, 3);
  g_assert_cmpuint (test_the_scoring (game, B, CARC_SCORE_ROAD)->tiles, ==, 3);
  /* A's robber on the other half still waits */
  g_assert_cmpuint (in_supply (game, A, CARC_FIGURE_FOLLOWER), ==, 6);
  g_assert_cmpuint (test_n_scorings (game, A, CARC_SCORE_ROAD), ==, 0);
  carc_game_free (game);
}

/* R-IC-4 (seed 000: "Tato louka zde končí."): on IC/C! the field along one
 * edge (its east edge; west here, the tile turned 180) is not the field
 * around the rest of the tile, so A's two farmers stand on two fields. */
static void
test_r_ic_4_field_ends (void)
{
  CarcGame *game = test_game_play (BASE_IC, 2, 0, 0, "IC/C! 0,-1 180; follower WL WR");

  g_assert_cmpuint (root_at (game, 0, -1, "WL"), !=, root_at (game, 0, -1, "NL"));
  test_play (game, "BA/L -1,-1 0; -;"
                   "BA/L 0,-2 0; follower NL");                  /* A: the other field */
  g_assert_cmpuint (in_supply (game, A, CARC_FIGURE_FOLLOWER), ==, 5);
  carc_game_free (game);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/expansions/R-IC-1/big-follower-setup", test_r_ic_1_big_follower_setup);
  g_test_add_func ("/expansions/R-IC-1/seed-big-follower-majority-3", test_r_ic_1_seed_big_follower_majority);
  g_test_add_func ("/expansions/R-IC-1/big-farmer-stays", test_r_ic_1_big_farmer);
  g_test_add_func ("/expansions/R-IC-2/seed-inn-road-6", test_r_ic_2_seed_inn_road_6);
  g_test_add_func ("/expansions/R-IC-2/seed-two-inns-6", test_r_ic_2_seed_two_inns_6);
  g_test_add_func ("/expansions/R-IC-2/seed-inn-road-incomplete-0", test_r_ic_2_seed_inn_road_incomplete);
  g_test_add_func ("/expansions/R-IC-2/rule-off", test_r_ic_2_rule_off);
  g_test_add_func ("/expansions/R-IC-3/seed-cathedral-24", test_r_ic_3_seed_cathedral_24);
  g_test_add_func ("/expansions/R-IC-3/seed-cathedral-incomplete-0", test_r_ic_3_seed_cathedral_incomplete);
  g_test_add_func ("/expansions/R-IC-4/four-city-segments", test_r_ic_4_four_city_segments);
  g_test_add_func ("/expansions/R-IC-4/monastery-splits-road", test_r_ic_4_monastery_splits_road);
  g_test_add_func ("/expansions/R-IC-4/field-ends", test_r_ic_4_field_ends);
  return g_test_run ();
}
