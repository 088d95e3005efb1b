/* test-expansions.c: the rule ids of the four big-box expansions and the
 * worked examples of their chapters in seed 000
 *
 * RULES.md: R-IC-1 … R-IC-4 (Inns & Cathedrals, "Hostince a katedrály"),
 * R-TB-1 … R-TB-5 (Traders & Builders, "Kupci a stavitelé"), R-HS-1 … R-HS-9
 * (Hills & Sheep, "Ovce a kopce") and R-R-1 … R-R-2 (The River, "Řeka").
 * R-R-3 (River with the Wheel of Fortune) waits for the Wheel of Fortune and
 * is registered as a skipped test.
 *
 * The pictures of seed 000 are missing, so the boards are chosen here; what
 * the text gives (followers, goods, sheep, tiles, points) is kept, and every
 * example test quotes its sentence. Where the books are silent the engine
 * follows JCloisterZone (the research notes) and RULES.md's Decisions.
 *
 * Players are A, B, C… in turn order; each test says which book colour each
 * letter plays. Board conventions (RULES.md): the start tile BA/RCr lies at
 * (0,0) with its city N and its road W–E (with the River the spring RI/s,
 * river flowing E); x grows east, y grows south; rotation is clockwise, 90
 * moves N to E.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-test-util.h"
#include "carc-hills-sheep.h"
#include "carc-inns-cathedrals.h"
#include "carc-traders-builders.h"

#include <string.h>

#define BASE_IC  "base,inns-and-cathedrals"
#define BASE_TB  "base,traders-and-builders"
#define BASE_HS  "base,hills-and-sheep"

enum { A, B, C };

/* ---- helpers ---------------------------------------------------------------- */

static const CarcState *
state_of (CarcGame *game)
{
  return carc_game_get_state (game);
}

static guint
in_supply (CarcGame       *game,
           guint           player,
           CarcFigureKind  kind)
{
  return carc_state_figures_in_supply (state_of (game), player, kind);
}

/* The root of the feature at @where (board orientation) of the tile at (x,y). */
static guint
root_at (CarcGame   *game,
         int         x,
         int         y,
         const char *where)
{
  const CarcState *state = state_of (game);
  const CarcPlacedTile *tile = carc_state_tile_at (state, x, y);
  guint16 loc = 0;
  guint f;

  g_assert_nonnull (tile);
  g_assert_true (carc_loc_parse (where, &loc));
  f = carc_tile_type_find_feature (carc_state_tile_type (state, tile), tile->rotation, loc);
  g_assert_cmpuint (f, !=, CARC_NO_FEATURE);
  return carc_state_find (state, tile->node0 + f);
}

static int
type_of (const char *id)
{
  int t = carc_catalogue_lookup (test_catalogue (), id);
  g_assert_cmpint (t, >=, 0);
  return t;
}

/* A game whose players own @count figures of @kind (other than the sets give). */
static CarcGame *
game_with_figures (const char     *sets,
                   guint           n_players,
                   CarcFigureKind  kind,
                   guint           count)
{
  CarcSetup *setup = test_setup_new (sets, n_players);

  setup->figures[kind] = count;
  return test_game_from_setup (setup);
}

/* Bag + tokens lying with flocks = the setup's mix (R-HS-1); @on_board tokens lie out. */
static void
assert_bag (CarcGame *game,
            guint     on_board)
{
  const CarcState *state = state_of (game);
  guint mix = 0;

  for (guint k = 0; k < CARC_BAG_KINDS; k++)
    mix += carc_state_get_setup (state)->bag[k];
  g_assert_cmpuint (carc_sheep_tokens_on_board (state), ==, on_board);
  g_assert_cmpuint (carc_sheep_bag_total (state) + carc_sheep_tokens_on_board (state), ==, mix);
  /* the wolves never leave the bag */
  g_assert_cmpuint (carc_sheep_bag_count (state, 0), ==, carc_state_get_setup (state)->bag[0]);
}

/* ==== Inns & Cathedrals ===================================================== */

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

/* ==== Traders & Builders ==================================================== */

/* R-TB-1: 24 tiles with 20 goods (9 wine, 6 grain, 5 cloth); each player gets a
 * builder and a pig; they are placed instead of a follower, one figure a tile. */
static void
test_r_tb_1_setup (void)
{
  CarcCatalogue *cat = test_catalogue ();
  const CarcTileSet *set = carc_catalogue_get_set (cat, (guint) carc_catalogue_lookup_set (cat, "traders-and-builders"));
  guint goods[CARC_N_GOODS] = { 0 };
  CarcGame *game;

  g_assert_cmpuint (carc_tile_set_count_tiles (cat, set), ==, 24);
  for (guint i = 0; i < set->tiles->len; i++)
    {
      const CarcTileType *type = carc_catalogue_get_type (cat, g_array_index (set->tiles, guint, i));
      for (guint f = 0; f < type->n_features; f++)
        for (guint g = 0; g < CARC_N_GOODS; g++)
          goods[g] += type->count * type->features[f].counters[g];
    }
  g_assert_cmpuint (goods[CARC_GOOD_WINE], ==, 9);
  g_assert_cmpuint (goods[CARC_GOOD_GRAIN], ==, 6);
  g_assert_cmpuint (goods[CARC_GOOD_CLOTH], ==, 5);

  game = test_game_new (BASE_TB, 4, 0, 0);
  for (guint p = 0; p < 4; p++)
    {
      g_assert_cmpuint (in_supply (game, p, CARC_FIGURE_FOLLOWER), ==, 7);
      g_assert_cmpuint (in_supply (game, p, CARC_FIGURE_BUILDER), ==, 1);
      g_assert_cmpuint (in_supply (game, p, CARC_FIGURE_PIG), ==, 1);
      g_assert_cmpuint (in_supply (game, p, CARC_FIGURE_BIG_FOLLOWER), ==, 0);
    }
  g_assert_cmpuint (carc_state_supply_count (state_of (game)), ==, 71 + 24);

  /* one figure per tile: after the follower nothing more goes on that tile */
  test_play (game, "BA/RFr 1,0 0; follower E");
  g_assert_cmpuint (carc_state_get_player (state_of (game)), ==, B);
  test_expect_error (game, "builder E", CARC_ERROR_WRONG_PHASE, NULL);
  test_play (game, "BA/RFr 2,0 0; -;"                /* B */
                   "BA/RFr 3,0 0; -");              /* C */
  carc_game_free (game);
}

/* R-TB-2: where a builder may stand (a road or city holding a follower of
 * its owner, not a field or monastery), and only one figure on a tile. */
static void
test_r_tb_2_placement (void)
{
  CarcGame *game = test_game_play (BASE_TB, 2, 0, 0, "BA/RFr 1,0 0");

  /* no follower of A on the road yet */
  test_expect_error (game, "builder E", CARC_ERROR_ILLEGAL_FIGURE, "R-TB-2");
  test_play (game, "follower E;"
                   "BA/RRR -1,0 0");                             /* B: extends A's road */
  /* B has no follower on it: A's robber does not let B build */
  test_expect_error (game, "builder E", CARC_ERROR_ILLEGAL_FIGURE, "R-TB-2");
  test_play (game, "-;"
                   "BA/RFr 2,0 0");                              /* A */
  test_expect_error (game, "builder NL NR", CARC_ERROR_ILLEGAL_FIGURE, "R-TB-2");     /* a field */
  test_play (game, "builder E");
  /* one figure per tile, and no double turn for placing the builder */
  g_assert_cmpuint (carc_state_get_player (state_of (game)), ==, B);
  g_assert_cmpuint (in_supply (game, A, CARC_FIGURE_BUILDER), ==, 0);
  test_play (game, "BA/LR 2,1 0");                               /* B: monastery */
  test_expect_error (game, "builder I", CARC_ERROR_ILLEGAL_FIGURE, NULL);
  test_play (game, "follower I");
  carc_game_free (game);
}

/* seed 000: "V příštím nebo některém dalším tahu umístit kartičku, která
 * prodlužuje nebo uzavírá tuto cestu. IHNED si vezme ještě jednu kartičku a
 * umístit ji na libovolné místo.", "Neexistuje řetězová reakce. Pokud hráč
 * přiloží i druhou kartičku k cestě se stavitelem, nemůže si již vzít kartičku
 * třetí.", "Hráč může na obě kartičky dvojitého tahu stavět své figurky.",
 * "Dojde-li k uzavření cesty, je vyhodnocena jako obvykle a lupič i stavitel se
 * vrací k hráči." — R-TB-2.
 * A: robber on the road from the crossing (-1,0) eastwards, then the builder;
 * A's next road tile earns a second tile at once (same player), a figure on
 * each, and the second tile, though it extends the road again, earns no third.
 * B's tile on A's builder road gives B nothing extra. */
static void
test_r_tb_2_double_turn (void)
{
  CarcGame *game = test_game_play (BASE_TB, 2, 0, 0,
                         "BA/RFr 1,0 0; follower E;"      /* A: robber */
                         "BA/RRR -1,0 0; -;"              /* B closes the west end */
                         "BA/RFr 2,0 0; builder E;"       /* A: builder */
                         "BA/L 0,1 0; -");                /* B */
  const CarcState *state;

  g_assert_cmpuint (carc_state_get_player (state_of (game)), ==, A);
  test_play (game, "BA/RFr 3,0 0; follower NL NR");        /* A extends: farmer on tile 1 */
  state = state_of (game);
  g_assert_cmpuint (carc_state_get_player (state), ==, A);                 /* the second tile, same turn */
  g_assert_cmpint (carc_state_get_phase (state), ==, CARC_PHASE_TILE);
  g_assert_cmpuint (carc_state_get_placements (state), ==, 1);
  test_play (game, "BA/RFr 4,0 0; follower SL SR");        /* tile 2 extends it again; farmer */
  state = state_of (game);
  g_assert_cmpuint (carc_state_get_player (state), ==, B);                 /* no chain */
  g_assert_cmpuint (in_supply (game, A, CARC_FIGURE_FOLLOWER), ==, 4);
  g_assert_cmpuint (in_supply (game, A, CARC_FIGURE_BUILDER), ==, 0);

  test_play (game, "BA/RRR 5,0 0; -");                     /* B closes A's road */
  state = state_of (game);
  g_assert_cmpuint (carc_state_get_player (state), ==, A);                 /* B's tile earned B nothing */
  test_assert_points (game, A, CARC_SCORE_ROAD, 7);
  g_assert_cmpuint (test_the_scoring (game, A, CARC_SCORE_ROAD)->tiles, ==, 7);
  test_assert_nothing (game, B);
  /* robber and builder are back */
  g_assert_cmpuint (in_supply (game, A, CARC_FIGURE_FOLLOWER), ==, 5);
  g_assert_cmpuint (in_supply (game, A, CARC_FIGURE_BUILDER), ==, 1);
  carc_game_free (game);
}

/* seed 000: "Pokud tedy například přiložením první kartičky cestu uzavřel, může
 * vráceného stavitele ihned umístit na druhou kartičku." and the picture
 * steps "3a) Cestu uzavřít a do části města na této kartičce postavit rytíře
 * (cesta se nyní vyhodnotí a figurky lupiče a stavitele se vrací k hráči.)
 * 3b) Položit druhou kartičku a na ni postavit stavitele." — R-TB-2, R-B-3.
 * A's first tile, a city-and-crossing tile, closes the builder's road (5
 * tiles) with a knight in its city; the second tile extends that city and
 * takes the builder that has just come back. */
static void
test_r_tb_2_seed_returned_builder (void)
{
  CarcGame *game = test_game_play (BASE_TB, 2, 0, 0,
                         "BA/RFr 1,0 0; follower E;"      /* A: 1) robber */
                         "BA/RRR -1,0 0; -;"              /* B */
                         "BA/RFr 2,0 0; builder E;"       /* A: 2) builder */
                         "BA/L 0,1 0; -;"                 /* B */
                         "BA/CRRR 3,0 0; follower N");    /* A: 3a) closes the road, knight */

  test_assert_points (game, A, CARC_SCORE_ROAD, 5);
  g_assert_cmpuint (carc_state_get_player (state_of (game)), ==, A);
  g_assert_cmpuint (in_supply (game, A, CARC_FIGURE_BUILDER), ==, 1);
  test_play (game, "BA/CFc.1 3,-1 90; builder S");         /* A: 3b) builder on tile 2 */
  g_assert_cmpuint (in_supply (game, A, CARC_FIGURE_BUILDER), ==, 0);
  g_assert_cmpuint (carc_state_get_player (state_of (game)), ==, B);
  carc_game_free (game);
}

/* seed 000: "Pro vlastnictví cesty (města) je rozhodující počet lupičů (rytířů).
 * Stavitel se do počtu lupičů (rytířů) nepočítá." and "Na jedné cestě mohou stát
 * stavitelé více hráčů." — R-TB-2.
 * A (knight + builder) joins B's city (one knight, with or without B's
 * builder): 1 against 1, both score the 6 tiles in full; every builder returns. */
static void
test_r_tb_2_not_majority_and_shared (void)
{
  for (guint shared = 0; shared < 2; shared++)
    {
      g_autofree char *script = g_strdup_printf (
        "BA/CFc.1 0,-1 90; follower N;"       /* A: knight */
        "BA/Cc.1 1,-1 90; follower N;"        /* B: knight in a city of its own */
        "BA/Cc.1 0,-2 180; builder S;"        /* A: builder */
        "BA/C 2,-1 270; %s;"                  /* B: builder too, or not */
        "BA/Cc.1 1,-2 270; -;"                /* A joins and closes: double turn */
        "BA/L 0,1 0; -",                      /* A: the second tile */
        shared ? "builder W" : "-");
      CarcGame *game = test_game_play (BASE_TB, 2, 0, 0, script);

      test_assert_points (game, A, CARC_SCORE_CITY, 12);
      test_assert_points (game, B, CARC_SCORE_CITY, 12);
      g_assert_cmpuint (test_the_scoring (game, A, CARC_SCORE_CITY)->tiles, ==, 6);
      g_assert_cmpuint (in_supply (game, A, CARC_FIGURE_BUILDER), ==, 1);
      g_assert_cmpuint (in_supply (game, B, CARC_FIGURE_BUILDER), ==, 1);
      g_assert_cmpuint (in_supply (game, A, CARC_FIGURE_FOLLOWER), ==, 7);
      g_assert_cmpuint (in_supply (game, B, CARC_FIGURE_FOLLOWER), ==, 7);
      g_assert_cmpuint (carc_state_get_player (state_of (game)), ==, B);
      carc_game_free (game);
    }
}

/* The pig examples' board: at the end one field joins P (north of (0,-1) and
 * (-1,-1)), the strip between the road and the cities of the start and of
 * (-1,0), and the field south of the road; it touches two completed cities:
 * the start city (closed by (0,-1)) and the city of (-1,0) (closed by
 * (-1,-1)). @two_farmers: A's second farmer on the south field; @pig_early:
 * A's pig beside it, else on the last tile once the fields are one. */
static CarcGame *
pig_board (gboolean two_farmers,
           gboolean pig_early)
{
  g_autofree char *script = g_strdup_printf (
    "BA/C 0,-1 180; follower NL;"      /* A blue: farmer on P; the start city closes */
    "BA/RCr -1,0 0; follower WR;"      /* B red: farmer on the strip */
    "BA/L 0,1 0; %s;"                  /* A blue: second farmer on the south field */
    "BA/C -1,-1 180; -;"               /* B closes the city of (-1,0) */
    "BA/L 0,2 0; %s;"                  /* A: pig beside the second farmer */
    "BA/LR 1,0 90; -;"                 /* B: the strip and the south field meet */
    "BA/L 1,-1 0; %s;"                 /* A: P joins them */
    "end",
    two_farmers ? "follower NL" : "-",
    pig_early ? "pig NL" : "-",
    pig_early ? "-" : "pig NL");
  return test_game_play (BASE_TB, 2, 0, 0, script);
}

/* seed 000: "Modrý vlastní louku. Protože na ní má své selátko, dostane za každé
 * město po 4 bodech. Takže získává 8 bodů. Červený louku nevládní, protože na ní
 * nemá většinu sedláků. Nedostane žádné body." — R-TB-3.
 * A = blue (2 farmers + pig), B = red (1 farmer); 2 completed cities. */
static void
test_r_tb_3_seed_pig_8 (void)
{
  CarcGame *game = pig_board (TRUE, TRUE);
  const CarcScoring *s = test_the_scoring (game, A, CARC_SCORE_FIELD);

  g_assert_cmpint (s->points, ==, 8);
  g_assert_cmpuint (s->count, ==, 2);
  g_assert_true (s->final);
  test_assert_nothing (game, B);
  g_assert_cmpuint (test_n_scorings (game, B, CARC_SCORE_FIELD), ==, 0);
  carc_game_free (game);
}

/* seed 000: "Hráč může postavit selátko pouze na louku, na které stojí již
 * nejméně jeden jeho sedlák." and "Pro vlastnictví louky je rozhodující počet
 * sedláků. Selátko se do počtu sedláků nepočítá." — R-TB-3.
 * Without A's second farmer the pig is refused beside nobody of A's; on the
 * merged field (A's farmer there) it is allowed. 1 farmer + pig against 1
 * farmer is a tie: A 2 × 4 = 8, B 2 × 3 = 6 (JCloisterZone "pig-scoring"). */
static void
test_r_tb_3_pig_placement_and_tie (void)
{
  CarcGame *game = test_game_play (BASE_TB, 2, 0, 0,
                         "BA/C 0,-1 180; follower NL;"
                         "BA/RCr -1,0 0; follower WR;"
                         "BA/L 0,1 0; -;"
                         "BA/C -1,-1 180; -;"
                         "BA/L 0,2 0");
  test_expect_error (game, "pig NL", CARC_ERROR_ILLEGAL_FIGURE, "R-TB-3");
  test_expect_error (game, "pig N", CARC_ERROR_ILLEGAL_FIGURE, NULL);       /* not a field location */
  carc_game_free (game);

  game = pig_board (FALSE, FALSE);
  test_assert_points (game, A, CARC_SCORE_FIELD, 8);
  test_assert_points (game, B, CARC_SCORE_FIELD, 6);
  g_assert_cmpuint (in_supply (game, A, CARC_FIGURE_PIG), ==, 0);      /* it stayed */
  carc_game_free (game);

  /* a pig goes on a field, nowhere else */
  game = test_game_play (BASE_TB, 2, 0, 0, "BA/RFr 1,0 0; follower E; BA/RFr 2,0 0");
  test_expect_error (game, "pig E", CARC_ERROR_ILLEGAL_FIGURE, "R-TB-3");
  carc_game_free (game);
}

/* R-TB-3 (JCloisterZone "pigs-no-stack"): two pigs of one player on one field
 * still make a city worth 4, not 5. Played with two pigs per player. */
static void
test_r_tb_3_pig_no_stack (void)
{
  CarcGame *game = game_with_figures (BASE_TB, 2, CARC_FIGURE_PIG, 2);

  test_play (game, "BA/C 0,-1 180; follower NL;"     /* A: farmer; the start city closes */
                   "BA/RFr 1,0 0; -;"
                   "BA/L 1,-1 0; pig NL;"            /* A: pig 1 */
                   "BA/RFr -1,0 0; -;"
                   "BA/L -1,-1 0; pig NL;"           /* A: pig 2 */
                   "end");
  g_assert_cmpuint (in_supply (game, A, CARC_FIGURE_PIG), ==, 0);
  test_assert_points (game, A, CARC_SCORE_FIELD, 4);
  carc_game_free (game);
}

/* seed 000: "Hráč, který město dokončil, dostane za každý druh zboží (v tomto
 * městě zobrazený) příslušný žeton zboží. … Přitom není podstatné, zda má v
 * daném městě rytíře" and the example "Červený uzavřel město. Modrý dostane 10
 * bodů a červený dostane 2x obilí a 1x víno." — R-TB-4.
 * A = blue: knight in the city start – wine tube (0,-1) – grain corner (0,-2) –
 * grain corner (1,-2); B = red closes it with a cap (1,-1): 5 tiles. */
static void
test_r_tb_4_seed_goods_to_closer (void)
{
  CarcGame *game = test_game_play (BASE_TB, 2, 0, 0,
                         "TB/CFc.w 0,-1 90; follower N;"      /* A blue: knight */
                         "TB/Cc.g 0,-2 180; -;"               /* B */
                         "TB/RCc.g 1,-2 270; -;"              /* A */
                         "BA/C 1,-1 0; -");                   /* B red closes the city */
  const CarcState *state = state_of (game);
  const CarcScoring *s = test_the_scoring (game, A, CARC_SCORE_CITY);

  g_assert_cmpint (s->points, ==, 10);
  g_assert_cmpuint (s->tiles, ==, 5);
  g_assert_cmpuint (carc_state_get_players (state)[B].tokens[CARC_GOOD_GRAIN], ==, 2);
  g_assert_cmpuint (carc_state_get_players (state)[B].tokens[CARC_GOOD_WINE], ==, 1);
  g_assert_cmpuint (carc_state_get_players (state)[B].tokens[CARC_GOOD_CLOTH], ==, 0);
  for (guint g = 0; g < CARC_N_GOODS; g++)
    g_assert_cmpuint (carc_state_get_players (state)[A].tokens[g], ==, 0);
  test_assert_nothing (game, B);
  carc_game_free (game);
}

/* seed 000: "Hráč, který má na konci hry nejvíce žetonů s vínem, obdrží 10 bodů.
 * … Má-li nejvyšší počet dva či více hráčů, obdrží po 10 bodech každý z nich."
 * and the example "Příklad pro hru ve dvou: Modrý získal 20 bodů, červený 30
 * bodů." — R-TB-4.
 * The picture is missing: here blue closes a city with wine and grain and red
 * one with grain, wine and cloth, nobody holding either. Wine 1:1 and grain
 * 1:1 are ties (10 each), cloth 0:1 (red) → blue 20, red 30. A third player
 * without tokens gets nothing (a majority needs at least one token). */
static void
test_r_tb_4_seed_goods_final (void)
{
  CarcGame *game = test_game_play (BASE_TB, 3, 0, 0,
                         "TB/CFc.w 0,-1 90; -;"       /* A blue */
                         "TB/Cc.g 0,-2 180; -;"       /* B red */
                         "BA/RFr -1,0 0; -;"          /* C */
                         "BA/C 1,-2 270; -;"          /* A blue closes: wine + grain */
                         "TB/CRc.g 0,1 0; -;"         /* B */
                         "BA/RFr -2,0 0; -;"          /* C */
                         "TB/CRc.w 1,1 0; -;"         /* A */
                         "TB/CCc.c 2,1 0; -;"         /* B */
                         "BA/C -1,1 90; -;"           /* C */
                         "BA/RFr -3,0 0; -;"          /* A */
                         "BA/C 3,1 270; -");          /* B red closes: grain + wine + cloth */
  const CarcState *state = state_of (game);

  g_assert_cmpuint (carc_state_get_players (state)[A].tokens[CARC_GOOD_WINE], ==, 1);
  g_assert_cmpuint (carc_state_get_players (state)[A].tokens[CARC_GOOD_GRAIN], ==, 1);
  g_assert_cmpuint (carc_state_get_players (state)[A].tokens[CARC_GOOD_CLOTH], ==, 0);
  g_assert_cmpuint (carc_state_get_players (state)[B].tokens[CARC_GOOD_WINE], ==, 1);
  g_assert_cmpuint (carc_state_get_players (state)[B].tokens[CARC_GOOD_GRAIN], ==, 1);
  g_assert_cmpuint (carc_state_get_players (state)[B].tokens[CARC_GOOD_CLOTH], ==, 1);
  /* no points before the end */
  g_assert_cmpint (test_score (game, A), ==, 0);
  g_assert_cmpint (test_score (game, B), ==, 0);
  test_play (game, "end");
  test_assert_points (game, A, CARC_SCORE_GOODS, 20);
  test_assert_points (game, B, CARC_SCORE_GOODS, 30);
  g_assert_cmpuint (test_n_scorings (game, A, CARC_SCORE_GOODS), ==, 2);
  g_assert_cmpuint (test_n_scorings (game, B, CARC_SCORE_GOODS), ==, 3);
  g_assert_cmpint (test_score (game, A), ==, 20);
  g_assert_cmpint (test_score (game, B), ==, 30);
  test_assert_nothing (game, C);
  carc_game_free (game);
}

/* R-TB-4 with R-TB-2 (the combination): a builder in a city with goods.
 * When A's own tile closes it, A gets the city, its goods and a second tile;
 * the builder comes back. When B closes it, B takes the goods, A scores, the
 * builder comes back and B gets no second tile. */
static void
test_r_tb_4_builder_and_goods (void)
{
  const char *prefix = "TB/CFc.w 0,-1 90; follower N;"   /* A: knight, wine tube */
                       "BA/L 0,1 0; -;"                   /* B */
                       "TB/Cc.g 0,-2 180; builder S;";    /* A: builder, grain corner */
  g_autofree char *own = g_strconcat (prefix, "BA/L 0,2 0; -;"          /* B */
                                              "BA/C 1,-2 270; -", NULL); /* A closes */
  g_autofree char *other = g_strconcat (prefix, "BA/C 1,-2 270; -", NULL); /* B closes */
  CarcGame *game = test_game_play (BASE_TB, 2, 0, 0, own);
  const CarcState *state = state_of (game);

  test_assert_points (game, A, CARC_SCORE_CITY, 8);
  g_assert_cmpuint (carc_state_get_players (state)[A].tokens[CARC_GOOD_WINE], ==, 1);
  g_assert_cmpuint (carc_state_get_players (state)[A].tokens[CARC_GOOD_GRAIN], ==, 1);
  g_assert_cmpuint (in_supply (game, A, CARC_FIGURE_BUILDER), ==, 1);
  g_assert_cmpuint (in_supply (game, A, CARC_FIGURE_FOLLOWER), ==, 7);
  g_assert_cmpuint (carc_state_get_player (state), ==, A);                 /* the builder's second tile */
  test_play (game, "BA/L 1,-1 0; -");
  g_assert_cmpuint (carc_state_get_player (state_of (game)), ==, B);
  carc_game_free (game);

  game = test_game_play (BASE_TB, 2, 0, 0, other);
  state = state_of (game);
  test_assert_points (game, A, CARC_SCORE_CITY, 8);
  g_assert_cmpuint (carc_state_get_players (state)[B].tokens[CARC_GOOD_WINE], ==, 1);
  g_assert_cmpuint (carc_state_get_players (state)[B].tokens[CARC_GOOD_GRAIN], ==, 1);
  g_assert_cmpuint (carc_state_get_players (state)[A].tokens[CARC_GOOD_WINE], ==, 0);
  g_assert_cmpuint (carc_state_get_players (state)[A].tokens[CARC_GOOD_GRAIN], ==, 0);
  g_assert_cmpuint (in_supply (game, A, CARC_FIGURE_BUILDER), ==, 1);
  g_assert_cmpuint (carc_state_get_player (state), ==, A);                 /* B's turn is over */
  test_play (game, "end");
  test_assert_points (game, B, CARC_SCORE_GOODS, 20);           /* sole holder of wine and grain */
  test_assert_points (game, A, CARC_SCORE_GOODS, 0);
  carc_game_free (game);
}

/* seed 000: "Most není křižovatka. Jedna cesta vede bez přerušení zleva doprava,
 * druhá shora dolů. Louky jsou ovšem oddělené. Kartička má 4 louky." — R-TB-5.
 * A's robber on the N–S road of the bridge (1,0) leaves the W–E road free for
 * B; closed by two crossings it runs through the bridge: 4 tiles. */
static void
test_r_tb_5_bridge (void)
{
  CarcGame *game = test_game_play (BASE_TB, 2, 0, 0, "TB/RRrr 1,0 0; follower N");
  guint nl = root_at (game, 1, 0, "NL"), nr = root_at (game, 1, 0, "NR");
  guint sl = root_at (game, 1, 0, "SL"), sr = root_at (game, 1, 0, "SR");

  g_assert_cmpuint (nl, !=, nr);
  g_assert_cmpuint (nl, !=, sl);
  g_assert_cmpuint (nl, !=, sr);
  g_assert_cmpuint (nr, !=, sl);
  g_assert_cmpuint (nr, !=, sr);
  g_assert_cmpuint (sl, !=, sr);
  g_assert_cmpuint (root_at (game, 1, 0, "N"), ==, root_at (game, 1, 0, "S"));
  g_assert_cmpuint (root_at (game, 1, 0, "W"), ==, root_at (game, 1, 0, "E"));
  g_assert_cmpuint (root_at (game, 1, 0, "N"), !=, root_at (game, 1, 0, "E"));

  test_play (game, "BA/RRR 2,0 0; follower W;"      /* B: the W–E road is free */
                   "BA/RRR -1,0 0; -");             /* A closes it */
  test_assert_points (game, B, CARC_SCORE_ROAD, 4);
  g_assert_cmpuint (test_the_scoring (game, B, CARC_SCORE_ROAD)->tiles, ==, 4);
  g_assert_cmpuint (test_n_scorings (game, A, CARC_SCORE_ROAD), ==, 0);
  carc_game_free (game);
}

/* seed 000, the new Traders & Builders tiles: "Jedna cesta končí ve městě,
 * druhá u chaloupky. Kartička má 3 louky." and "Klášter dělí cestu na 3 ukončené
 * části." — R-TB-5 (the tile data): TB/RRC has two separate roads and three
 * fields; the monastery of TB/LRRR ends its three roads, so the road from the
 * crossing (-1,0) through the start into it is complete at once. */
static void
test_r_tb_5_tile_shapes (void)
{
  const char *tiles[] = { "TB/RRC", "TB/LRRR" };

  for (guint i = 0; i < G_N_ELEMENTS (tiles); i++)
    {
      g_autofree char *first = g_strdup_printf ("%s 1,0 0; -", tiles[i]);
      CarcGame *game = test_game_play (BASE_TB, 2, 0, 0, first);

      g_assert_cmpuint (root_at (game, 1, 0, "W"), !=, root_at (game, 1, 0, "S"));
      if (i == 0)
        {
          /* three fields: beside the city, between the roads, and the rest */
          g_assert_cmpuint (root_at (game, 1, 0, "WR"), !=, root_at (game, 1, 0, "WL"));
          g_assert_cmpuint (root_at (game, 1, 0, "WR"), !=, root_at (game, 1, 0, "EL"));
          g_assert_cmpuint (root_at (game, 1, 0, "WL"), !=, root_at (game, 1, 0, "EL"));
        }
      else
        {
          g_assert_cmpuint (root_at (game, 1, 0, "W"), !=, root_at (game, 1, 0, "E"));
          g_assert_cmpuint (root_at (game, 1, 0, "S"), !=, root_at (game, 1, 0, "E"));
        }
      /* B's robber on the crossing's arm: crossing – start – (1,0), complete */
      test_play (game, "BA/RRR -1,0 0; follower E");
      test_assert_points (game, B, CARC_SCORE_ROAD, 3);
      carc_game_free (game);
    }
}

/* ==== Hills & Sheep ========================================================= */

/* R-HS-1: 18 tiles, a shepherd each, and the bag: seed 000's mix by default
 * (4×1, 5×2, 6×3, 1×4, 2 wolves), the other edition's on request; the wolf
 * chance and "draw for me" follow the bag. */
static void
test_r_hs_1_setup_and_bag (void)
{
  CarcCatalogue *cat = test_catalogue ();
  const CarcTileSet *set = carc_catalogue_get_set (cat, (guint) carc_catalogue_lookup_set (cat, "hills-and-sheep"));
  static const guint seed_mix[CARC_BAG_KINDS] = { 2, 4, 5, 6, 1 };
  static const guint other_mix[CARC_BAG_KINDS] = { 2, 4, 5, 5, 2 };
  guint drawn[CARC_BAG_KINDS] = { 0 };
  g_autoptr(GError) error = NULL;
  CarcSetup *setup;
  CarcGame *game;
  const CarcState *state;

  g_assert_cmpuint (carc_tile_set_count_tiles (cat, set), ==, 18);
  game = test_game_new (BASE_HS, 3, 0, 0);
  state = state_of (game);
  for (guint p = 0; p < 3; p++)
    g_assert_cmpuint (in_supply (game, p, CARC_FIGURE_SHEPHERD), ==, 1);
  g_assert_cmpuint (carc_state_supply_count (state), ==, 71 + 18);
  for (guint k = 0; k < CARC_BAG_KINDS; k++)
    g_assert_cmpuint (carc_sheep_bag_count (state, k), ==, seed_mix[k]);
  g_assert_cmpuint (carc_sheep_bag_total (state), ==, 18);
  g_assert_cmpfloat_with_epsilon (carc_sheep_wolf_chance (state), 2.0 / 18.0, 1e-9);
  /* "draw for me" is uniform over the tokens in the bag */
  for (guint64 r = 0; r < 18; r++)
    drawn[carc_sheep_draw_token (state, r)]++;
  for (guint k = 0; k < CARC_BAG_KINDS; k++)
    g_assert_cmpuint (drawn[k], ==, seed_mix[k]);
  assert_bag (game, 0);
  carc_game_free (game);

  setup = carc_setup_new ();
  carc_setup_add_set (setup, cat, "base", NULL);
  carc_setup_add_set (setup, cat, "hills-and-sheep", NULL);
  carc_setup_add_player (setup, "A", NULL);
  carc_setup_add_player (setup, "B", NULL);
  carc_setup_set_bag_other (setup);
  game = carc_game_new (cat, setup, &error);
  g_assert_no_error (error);
  for (guint k = 0; k < CARC_BAG_KINDS; k++)
    g_assert_cmpuint (carc_sheep_bag_count (state_of (game), k), ==, other_mix[k]);
  g_assert_cmpuint (carc_sheep_bag_total (state_of (game)), ==, 18);
  carc_game_free (game);
}

/* seed 000: "Pokud si hráč vytáhne kartičku se symbolem kopce, okamžitě si
 * vytáhne ještě jednu další kartičku. Tu neodkrývá … a zasune ji pod kartičku
 * s kopcem." — R-HS-2: a hill takes one more, unknown tile out of the supply. */
static void
test_r_hs_2_hill_hides_a_tile (void)
{
  CarcGame *game = test_game_new (BASE_HS, 2, 0, 0);
  CarcGame *off = test_game_new (BASE_HS, 2, 0, CARC_RULE_HILLS);
  guint before = carc_state_supply_count (state_of (game));
  int hill = type_of ("HS/CFR.h");

  test_play (game, "HS/CFR.h 0,-1 180; -");
  g_assert_cmpuint (carc_state_supply_count (state_of (game)), ==, before - 2);
  g_assert_cmpuint (carc_state_get_supply_hidden (state_of (game)), ==, 1);
  g_assert_cmpuint (carc_state_get_remaining (state_of (game))[hill], ==, 0);
  test_play (game, "BA/RFr 1,0 0; -");                    /* not a hill: one tile */
  g_assert_cmpuint (carc_state_supply_count (state_of (game)), ==, before - 3);
  test_play (game, "HS/RFR.h 2,0 90; -");                  /* a second hill */
  g_assert_cmpuint (carc_state_supply_count (state_of (game)), ==, before - 5);
  g_assert_cmpuint (carc_state_get_supply_hidden (state_of (game)), ==, 2);

  /* without the hill rule a hill tile is just a tile */
  test_play (off, "HS/CFR.h 0,-1 180; -");
  g_assert_cmpuint (carc_state_supply_count (state_of (off)), ==, before - 1);
  g_assert_cmpuint (carc_state_get_supply_hidden (state_of (off)), ==, 0);
  carc_game_free (game);
  carc_game_free (off);
}

/* R-HS-2: the hidden tile is one tile fewer to play. A box of three land tiles
 * (one of them a hill): after the hill and one more tile the game is over. */
static void
test_r_hs_2_game_ends_earlier (void)
{
  CarcCatalogue *cat = test_catalogue ();
  g_autoptr(GError) error = NULL;
  CarcSetup *setup = carc_setup_new ();
  const char *sets[] = { "base", "hills-and-sheep" };
  CarcGame *game;
  const CarcState *state;

  for (guint i = 0; i < G_N_ELEMENTS (sets); i++)
    {
      int index = carc_catalogue_lookup_set (cat, sets[i]);
      const CarcTileSet *set = carc_catalogue_get_set (cat, (guint) index);
      g_assert_true (carc_setup_add_set (setup, cat, sets[i], &error));
      for (guint k = 0; k < set->tiles->len; k++)
        g_hash_table_insert (setup->inventory,
                             g_strdup (carc_catalogue_get_type (cat, g_array_index (set->tiles, guint, k))->id),
                             GUINT_TO_POINTER (0));
    }
  g_hash_table_insert (setup->inventory, g_strdup ("BA/RCr"), GUINT_TO_POINTER (1));
  g_hash_table_insert (setup->inventory, g_strdup ("BA/RFr"), GUINT_TO_POINTER (2));
  g_hash_table_insert (setup->inventory, g_strdup ("HS/RFR.h"), GUINT_TO_POINTER (1));
  carc_setup_add_player (setup, "A", NULL);
  carc_setup_add_player (setup, "B", NULL);
  game = carc_game_new (cat, setup, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (carc_state_supply_count (state_of (game)), ==, 3);

  test_play (game, "HS/RFR.h 1,0 90; follower E");          /* A: the hill hides a BA/RFr */
  state = state_of (game);
  g_assert_cmpuint (carc_state_supply_count (state), ==, 1);
  g_assert_cmpint (carc_state_get_phase (state), ==, CARC_PHASE_TILE);
  test_play (game, "BA/RFr 2,0 0; -");                      /* B: the last tile */
  state = state_of (game);
  g_assert_cmpint (carc_state_get_phase (state), ==, CARC_PHASE_OVER);
  g_assert_cmpuint (carc_state_get_remaining (state)[type_of ("BA/RFr")], ==, 1);   /* the one under the hill */
  /* final: the road E of the house, (1,0)–(2,0) */
  test_assert_points (game, A, CARC_SCORE_ROAD, 2);
  g_assert_true (test_the_scoring (game, A, CARC_SCORE_ROAD)->final);
  carc_game_free (game);
}

/* seed 000: "Příklad: Červený a modrý mají v době uzavření města každý ve městě
 * jednoho rytíře. Červený rytíř ovšem stojí na kopci. Červený díky tomu získává
 * 10 bodů za město sám. Modrý nedostane body žádné." — R-HS-3.
 * A = blue: knight in the start city + tube (0,-1); B = red: knight on the
 * hill tile (1,-1); two corners join and close them: 5 tiles. Without the
 * hill rule both score 10 (R-B-7). */
static void
test_r_hs_3_seed_hill_tie (void)
{
  const char *script = "BA/CFc.1 0,-1 90; follower N;"    /* A blue */
                       "HS/CFR.h 1,-1 0; follower N;"     /* B red: on a hill */
                       "BA/Cc.1 1,-2 270; -;"             /* A */
                       "BA/Cc.1 0,-2 180; -";             /* B closes */
  CarcGame *game = test_game_play (BASE_HS, 2, 0, 0, script);
  CarcGame *off = test_game_play (BASE_HS, 2, 0, CARC_RULE_HILLS, script);
  const CarcScoring *s = test_the_scoring (game, B, CARC_SCORE_CITY);

  g_assert_cmpint (s->points, ==, 10);
  g_assert_cmpuint (s->tiles, ==, 5);
  test_assert_nothing (game, A);
  g_assert_cmpuint (test_n_scorings (game, A, CARC_SCORE_CITY), ==, 0);
  /* "Po vyhodnocení si hráč bere figurku z kopce zpět do zásoby." */
  g_assert_cmpuint (in_supply (game, A, CARC_FIGURE_FOLLOWER), ==, 7);
  g_assert_cmpuint (in_supply (game, B, CARC_FIGURE_FOLLOWER), ==, 7);
  test_assert_points (off, A, CARC_SCORE_CITY, 10);
  test_assert_points (off, B, CARC_SCORE_CITY, 10);
  carc_game_free (game);
  carc_game_free (off);
}

/* seed 000: "Pokud se tedy vyhodnocuje území (město, cesta, louka), na kterém
 * stojí ve shodném počtu figurky více hráčů, započítají se body pouze tomu
 * hráči, jehož figurka stojí na kopci. … Toto platí i při vyhodnocování na konci
 * hry." — R-HS-3 on a field at the end.
 * A's farmer stands on the hill tile (0,-1) that closed the start city, B's on
 * the strip of (-1,0); two tiles join the fields: 1 against 1, A alone gets
 * the closed start city's 3 points. */
static void
test_r_hs_3_field_tie (void)
{
  const char *script = "HS/CFR.h 0,-1 180; follower EL;"   /* A: farmer on the hill */
                       "BA/RCr -1,0 0; follower WR;"       /* B: farmer on the strip */
                       "BA/LR 1,0 90; -;"                  /* A */
                       "BA/L 1,-1 0; -;"                   /* B joins the fields */
                       "end";
  CarcGame *game = test_game_play (BASE_HS, 2, 0, 0, script);
  CarcGame *off = test_game_play (BASE_HS, 2, 0, CARC_RULE_HILLS, script);

  test_assert_points (game, A, CARC_SCORE_FIELD, 3);
  g_assert_cmpuint (test_n_scorings (game, B, CARC_SCORE_FIELD), ==, 0);
  test_assert_nothing (game, B);
  test_assert_points (off, A, CARC_SCORE_FIELD, 3);
  test_assert_points (off, B, CARC_SCORE_FIELD, 3);
  carc_game_free (game);
  carc_game_free (off);
}

/* R-HS-3 with R-IC-1 (the combination): A's big knight (2) against B's
 * two knights, one of them on the hill (1,-1): a tie of strength, broken by
 * the hill: B alone scores the 7-tile city. Without B's second knight A has
 * the majority and the hill does not matter; without the hill rule the tie
 * scores for both. */
static void
test_r_hs_3_big_follower_hill (void)
{
  for (guint v = 0; v < 3; v++)
    {
      g_autofree char *script = g_strdup_printf (
        "BA/CFc.1 0,-1 90; big-follower N;"     /* A: big knight */
        "HS/CFR.h 1,-1 0; follower N;"          /* B: knight on a hill */
        "BA/Cc.1 1,-2 270; -;"                  /* A */
        "BA/C -1,-1 0; %s;"                     /* B: second knight (or not) */
        "BA/Cc.1 -1,-2 180; -;"                 /* A */
        "BA/Ccc 0,-2 180; -",                   /* B joins all three and closes */
        v == 1 ? "-" : "follower N");
      CarcGame *game = test_game_play (BASE_IC ",hills-and-sheep", 2, 0, v == 2 ? CARC_RULE_HILLS : 0, script);

      switch (v)
        {
        case 0:   /* 2 : 2, B on the hill */
          test_assert_points (game, B, CARC_SCORE_CITY, 14);
          g_assert_cmpuint (test_the_scoring (game, B, CARC_SCORE_CITY)->tiles, ==, 7);
          test_assert_nothing (game, A);
          break;
        case 1:   /* 2 : 1, the majority wins whatever the hill */
          test_assert_points (game, A, CARC_SCORE_CITY, 14);
          test_assert_nothing (game, B);
          break;
        default:  /* no hill rule: 2 : 2 is a tie */
          test_assert_points (game, A, CARC_SCORE_CITY, 14);
          test_assert_points (game, B, CARC_SCORE_CITY, 14);
          break;
        }
      g_assert_cmpuint (in_supply (game, A, CARC_FIGURE_BIG_FOLLOWER), ==, 1);
      g_assert_cmpuint (in_supply (game, B, CARC_FIGURE_FOLLOWER), ==, 7);
      carc_game_free (game);
    }
}

/* seed 000: "V případě že hraje pastýřem, vytáhne si hned po jeho umístění jeden
 * žeton z hromádky. … Vytáhne-li si vlka - bohužel, smůla! Hráč vrátí žeton zpět
 * a vezme si pastýře zpět do své zásoby. Pastýře může hráč postavit na louku i v
 * případě, že už je louka obsazena sedlákem. Nesmí ho tam však umístit, pokud už
 * je na louce jiný pastýř." — R-HS-4. */
static void
test_r_hs_4_shepherd_placement (void)
{
  CarcGame *game = test_game_play (BASE_HS, 2, 0, 0, "BA/L 0,1 0");
  const CarcState *state;

  test_expect_error (game, "shepherd I", CARC_ERROR_ILLEGAL_FIGURE, "R-HS-4");   /* a monastery */
  test_play (game, "shepherd NL");
  state = state_of (game);
  g_assert_cmpint (carc_state_get_phase (state), ==, CARC_PHASE_DECISION);
  g_assert_cmpint (carc_state_get_pending (state), ==, CARC_PENDING_SHEEP);
  g_assert_cmpuint (carc_sheep_pending_field (state), ==, root_at (game, 0, 1, "NL"));
  test_expect_error (game, "expand", CARC_ERROR_WRONG_PHASE, NULL);
  test_expect_error (game, "BA/L 0,2 0", CARC_ERROR_WRONG_PHASE, NULL);
  test_play (game, "sheep 3");
  state = state_of (game);
  g_assert_cmpuint (carc_sheep_flock_size (state, root_at (game, 0, 1, "NL")), ==, 3);
  g_assert_cmpuint (carc_sheep_bag_count (state, 3), ==, 5);
  assert_bag (game, 1);
  g_assert_cmpuint (carc_state_get_player (state), ==, B);
  g_assert_cmpint (test_score (game, A), ==, 0);

  /* B extends A's field: no second shepherd there, but a farmer may join */
  test_play (game, "BA/L 1,1 0");
  test_expect_error (game, "shepherd NL", CARC_ERROR_ILLEGAL_FIGURE, "R-HS-4");
  test_play (game, "follower NL");
  g_assert_cmpuint (carc_state_get_player (state_of (game)), ==, A);       /* B is not asked about A's flock */

  /* A's shepherd is out: none left for another field */
  test_play (game, "BA/C 0,-1 180");
  test_expect_error (game, "shepherd NL", CARC_ERROR_ILLEGAL_FIGURE, NULL);
  test_play (game, "-");

  /* a city is no place for a shepherd; B's takes the only 4 */
  test_play (game, "BA/C -1,-1 180");
  test_expect_error (game, "shepherd S", CARC_ERROR_ILLEGAL_FIGURE, "R-HS-4");
  test_play (game, "shepherd NL; sheep 4");
  assert_bag (game, 2);
  g_assert_cmpuint (carc_sheep_bag_count (state_of (game), 4), ==, 0);

  /* A extends its flock: expand, and no second 4 in the bag; the wolf takes it */
  test_play (game, "BA/L -1,1 0; -; expand");
  test_expect_error (game, "sheep 4", CARC_ERROR_INVALID_EVENT, NULL);
  test_play (game, "sheep wolf");
  g_assert_cmpuint (in_supply (game, A, CARC_FIGURE_SHEPHERD), ==, 1);
  g_assert_cmpuint (in_supply (game, B, CARC_FIGURE_FOLLOWER), ==, 6);      /* the farmer stays */
  assert_bag (game, 1);
  g_assert_cmpint (test_score (game, A), ==, 0);

  /* a wolf at once: the shepherd goes home, the bag is as it was */
  test_play (game, "BA/RFr 1,0 0; -;"                       /* B */
                   "BA/RFr 2,0 0; shepherd NL NR; sheep wolf");
  g_assert_cmpuint (in_supply (game, A, CARC_FIGURE_SHEPHERD), ==, 1);
  assert_bag (game, 1);
  g_assert_cmpuint (test_n_scorings (game, A, CARC_SCORE_FLOCK), ==, 0);
  g_assert_cmpuint (carc_state_get_player (state_of (game)), ==, B);
  carc_game_free (game);
}

/* The ring of four curves south of the start encloses a small field; A's
 * shepherd keeps a flock there from the first curve (0,1). %s: A's decision
 * when A's third curve extends it. */
static CarcGame *
ring_game (const char *decision)
{
  g_autofree char *script = g_strdup_printf (
    "BA/Rr 0,1 270; shepherd ER SL; sheep 2;"     /* A */
    "BA/Rr 1,1 0; -;"                             /* B extends A's flock: not asked */
    "BA/Rr 1,2 90; follower N; %s",               /* A: a robber first, then the flock */
    decision);
  return test_game_play (BASE_HS, 2, 0, 0, script);
}

/* seed 000: "Vždy když hráč rozšíří přiložením nové kartičky louku, na které
 * stojí jeho pastýř, může se rozhodnout mezi dvěma akcemi (před tím ještě může
 * podle normálních pravidel umístit figurku ze své zásoby): rozšíření vlastního
 * stáda … NEBO zahnání stáda do salaše" — R-HS-5; a closed field folds at once
 * for its shepherds (RULES.md Decision, as JCloisterZone). */
static void
test_r_hs_5_expand_and_closed_field (void)
{
  CarcGame *game = test_game_play (BASE_HS, 2, 0, 0,
                         "BA/Rr 0,1 270; shepherd ER SL; sheep 2;"
                         "BA/Rr 1,1 0; -");
  const CarcState *state = state_of (game);

  g_assert_cmpuint (carc_state_get_player (state), ==, A);
  g_assert_cmpint (carc_state_get_phase (state), ==, CARC_PHASE_TILE);
  /* the figure step comes first */
  test_play (game, "BA/Rr 1,2 90");
  g_assert_cmpint (carc_state_get_phase (state_of (game)), ==, CARC_PHASE_FIGURE);
  test_play (game, "follower N");
  state = state_of (game);
  g_assert_cmpint (carc_state_get_phase (state), ==, CARC_PHASE_DECISION);
  g_assert_cmpint (carc_state_get_pending (state), ==, CARC_PENDING_FLOCK);
  g_assert_cmpuint (carc_sheep_pending_field (state), ==, root_at (game, 0, 1, "ER"));
  /* the choice is compulsory */
  test_expect_error (game, "BA/L 5,5 0", CARC_ERROR_WRONG_PHASE, NULL);
  test_expect_error (game, "end", CARC_ERROR_WRONG_PHASE, NULL);
  test_expect_error (game, "sheep 2", CARC_ERROR_WRONG_PHASE, NULL);
  test_play (game, "expand");
  g_assert_cmpint (carc_state_get_pending (state_of (game)), ==, CARC_PENDING_SHEEP);
  test_play (game, "sheep 3");
  g_assert_cmpuint (carc_sheep_flock_size (state_of (game), root_at (game, 0, 1, "ER")), ==, 5);
  assert_bag (game, 2);
  g_assert_cmpuint (carc_state_get_player (state_of (game)), ==, B);
  g_assert_cmpint (test_score (game, A), ==, 0);

  /* B's curve closes the field (and the road loop): the flock folds for A */
  test_play (game, "BA/Rr 0,2 180; -");
  {
    const CarcScoring *s = test_the_scoring (game, A, CARC_SCORE_FLOCK);
    g_assert_cmpint (s->points, ==, 5);
    g_assert_cmpuint (s->count, ==, 5);
    g_assert_false (s->final);
  }
  test_assert_points (game, A, CARC_SCORE_ROAD, 4);
  g_assert_cmpuint (in_supply (game, A, CARC_FIGURE_SHEPHERD), ==, 1);
  assert_bag (game, 0);
  test_assert_nothing (game, B);
  carc_game_free (game);
}

/* seed 000: "Zahnání stáda do salaše … Za každou ovci na louce obdrží hráč v tu
 * chvíli 1 bod … Po vyhodnocení vrátí hráč všechny žetony zpět na hromádku a
 * vezme si pastýře zpět do své zásoby." and "Vytáhne-li žeton s vlkem, zažene
 * vlk všechny ovce. Hráč musí všechny dosud nasbírané ovce z louky odstranit a
 * vrátit je společně s vlkem zpět do sáčku. … pastýře … zpět do zásoby."
 * — R-HS-5. */
static void
test_r_hs_5_fold_and_wolf (void)
{
  CarcGame *game = ring_game ("fold");

  test_assert_points (game, A, CARC_SCORE_FLOCK, 2);
  g_assert_cmpuint (in_supply (game, A, CARC_FIGURE_SHEPHERD), ==, 1);
  assert_bag (game, 0);
  g_assert_cmpuint (carc_state_get_player (state_of (game)), ==, B);
  carc_game_free (game);

  game = ring_game ("expand; sheep wolf");
  g_assert_cmpuint (test_n_scorings (game, A, CARC_SCORE_FLOCK), ==, 0);
  g_assert_cmpint (test_score (game, A), ==, 0);
  g_assert_cmpuint (in_supply (game, A, CARC_FIGURE_SHEPHERD), ==, 1);
  assert_bag (game, 0);
  /* closing the field later scores no flock: nobody keeps one there */
  test_play (game, "BA/Rr 0,2 180; -");
  g_assert_cmpuint (test_n_scorings (game, A, CARC_SCORE_FLOCK), ==, 0);
  carc_game_free (game);
}

/* R-HS-5: when the owner's own tile closes the flock's field, the owner is
 * still asked first; after "expand" the closed field folds at once
 * (JCloisterZone: EXPAND, then every closed field with a shepherd scores). */
static void
test_r_hs_5_own_tile_closes_field (void)
{
  const char *prefix = "BA/Rr 0,1 270; shepherd ER SL; sheep 2;"   /* A */
                       "BA/Rr 1,1 0; -;"                           /* B */
                       "BA/Rr 1,2 90; -; expand; sheep 1;"         /* A: 3 sheep */
                       "BA/L 2,1 0; -;"                            /* B */
                       "BA/Rr 0,2 180; -";                         /* A closes the field */
  CarcGame *game = test_game_play (BASE_HS, 2, 0, 0, prefix);

  g_assert_cmpint (carc_state_get_pending (state_of (game)), ==, CARC_PENDING_FLOCK);
  g_assert_cmpuint (test_n_scorings (game, A, CARC_SCORE_FLOCK), ==, 0);
  test_play (game, "expand; sheep 4");
  test_assert_points (game, A, CARC_SCORE_FLOCK, 7);
  g_assert_cmpuint (in_supply (game, A, CARC_FIGURE_SHEPHERD), ==, 1);
  assert_bag (game, 0);
  g_assert_cmpuint (carc_state_get_player (state_of (game)), ==, B);
  carc_game_free (game);

  game = test_game_play (BASE_HS, 2, 0, 0, prefix);
  test_play (game, "fold");
  test_assert_points (game, A, CARC_SCORE_FLOCK, 3);
  assert_bag (game, 0);
  carc_game_free (game);
}

/* R-HS-5 Decision: a shepherd on a field that is closed from the start (the
 * inner field of IC/CCCC) draws its token and is folded at once. */
static void
test_r_hs_5_closed_inner_field (void)
{
  CarcGame *game = test_game_play (BASE_IC ",hills-and-sheep", 2, 0, 0,
                         "IC/CCCC 0,-1 0; shepherd I; sheep 2");

  test_assert_points (game, A, CARC_SCORE_FLOCK, 2);
  g_assert_cmpuint (in_supply (game, A, CARC_FIGURE_SHEPHERD), ==, 1);
  assert_bag (game, 0);
  g_assert_cmpuint (carc_state_get_player (state_of (game)), ==, B);
  carc_game_free (game);
}

/* Two flocks that meet: A = red keeps 1 + 3 sheep on the strip north of the
 * road, B = blue 2 + 2 on the field south of it (its shepherd on the hill tile
 * (0,1): hills do not matter for shepherds). A's monastery-and-road tile
 * (-1,0) joins the two fields: 4 tokens, 8 sheep. %s: A's decision. */
static CarcGame *
flocks_game (const char *decision)
{
  g_autofree char *script = g_strdup_printf (
    "BA/RFr 1,0 0; shepherd NL; sheep 1;"         /* A red */
    "HS/RR.h 0,1 0; shepherd NL; sheep 2;"        /* B blue, on a hill */
    "BA/RFr 2,0 0; -; expand; sheep 3;"           /* A: only A is asked */
    "BA/L 1,1 0; -; expand; sheep 2;"             /* B */
    "BA/LR -1,0 270; -; %s",                      /* A: the fields meet */
    decision);
  return test_game_play (BASE_HS, 2, 0, 0, script);
}

/* seed 000: "Příklad: Červený a modrý pastýř stojí na jedné louce, na které leží
 * 4 žetony s celkem 8 ovce. Červený je na tahu, rozšíří louku a rozhodne se
 * zahnat stádo do salaše a zhodnotit ho. Červený a modrý tak dostanou oba po 8
 * bodech. Žetony s ovce se vrátí zpět na hromádku a pastýře si hráči vezmou zpět
 * do zásoby." — R-HS-6, R-HS-3 ("nemají kopce vliv při vyhodnocování pastýřů"). */
static void
test_r_hs_6_seed_merged_flock_8 (void)
{
  CarcGame *game = flocks_game ("");
  const CarcState *state = state_of (game);

  g_assert_cmpint (carc_state_get_pending (state), ==, CARC_PENDING_FLOCK);
  g_assert_cmpuint (carc_sheep_tokens_on_board (state), ==, 4);
  g_assert_cmpuint (carc_sheep_flock_size (state, carc_sheep_pending_field (state)), ==, 8);
  assert_bag (game, 4);
  test_play (game, "fold");
  test_assert_points (game, A, CARC_SCORE_FLOCK, 8);
  test_assert_points (game, B, CARC_SCORE_FLOCK, 8);
  g_assert_cmpuint (test_the_scoring (game, A, CARC_SCORE_FLOCK)->count, ==, 8);
  g_assert_cmpint (test_score (game, A), ==, 8);
  g_assert_cmpint (test_score (game, B), ==, 8);
  g_assert_cmpuint (in_supply (game, A, CARC_FIGURE_SHEPHERD), ==, 1);
  g_assert_cmpuint (in_supply (game, B, CARC_FIGURE_SHEPHERD), ==, 1);
  assert_bag (game, 0);
  carc_game_free (game);
}

/* seed 000: "Pokud se červený rozhodne rozšířit stádo a vytáhl by vlka, nezískal
 * by body za ovce žádný z pastýřů." and "Vytáhne-li si jeden z hráčů vlka, je
 * celé společné stádo ztraceno. Všechny žetony s ovce se vrátí na hromádku a
 * všichni hráči si vezmou své pastýře z louky zpět do zásoby." — R-HS-6. */
static void
test_r_hs_6_seed_merged_flock_wolf (void)
{
  CarcGame *game = flocks_game ("expand; sheep wolf");

  g_assert_cmpuint (test_n_scorings (game, A, CARC_SCORE_FLOCK), ==, 0);
  g_assert_cmpuint (test_n_scorings (game, B, CARC_SCORE_FLOCK), ==, 0);
  g_assert_cmpint (test_score (game, A), ==, 0);
  g_assert_cmpint (test_score (game, B), ==, 0);
  g_assert_cmpuint (in_supply (game, A, CARC_FIGURE_SHEPHERD), ==, 1);
  g_assert_cmpuint (in_supply (game, B, CARC_FIGURE_SHEPHERD), ==, 1);
  assert_bag (game, 0);
  carc_game_free (game);
}

/* seed 000: "Od té chvíle se stáda všech pastýřů na louce počítají jako jedno
 * společné stádo. Každá další ovce, která přibude na společnou louku, se
 * započítává všem pastýřům." — R-HS-6: A adds a 4 to the common flock (12);
 * B's next tile extends it and B folds: both get 12. */
static void
test_r_hs_6_every_draw_counts_for_all (void)
{
  CarcGame *game = flocks_game ("expand; sheep 4");

  g_assert_cmpint (test_score (game, A), ==, 0);
  assert_bag (game, 5);
  g_assert_cmpuint (carc_state_get_player (state_of (game)), ==, B);
  test_play (game, "BA/L 1,2 0; -");
  g_assert_cmpint (carc_state_get_pending (state_of (game)), ==, CARC_PENDING_FLOCK);   /* B is asked now */
  test_play (game, "fold");
  test_assert_points (game, A, CARC_SCORE_FLOCK, 12);
  test_assert_points (game, B, CARC_SCORE_FLOCK, 12);
  assert_bag (game, 0);
  carc_game_free (game);
}

/* R-HS-6 with the R-HS-5 Decision: A's and B's flocks meet in the small field
 * inside a ring of curves (A expands the common flock: 1 + 2 + 3). When C,
 * who keeps no flock there, closes that field with the last curve, the flock
 * folds at once for both shepherds. When B closes it, B is asked first (B's
 * tile extends B's flock); after "expand" the closed field folds for both. */
static void
test_r_hs_6_closed_field_folds_for_all (void)
{
  const char *ring = "BA/Rr 0,1 270; shepherd ER SL; sheep 1;"    /* A */
                     "BA/RFr 1,0 0; -;"                           /* B */
                     "BA/RFr 2,0 0; -;"                           /* C */
                     "BA/L 2,1 0; -;"                             /* A */
                     "BA/L 2,2 0; -;"                             /* B */
                     "BA/RFr 3,0 0; -;"                           /* C */
                     "BA/RFr -1,0 0; -;"                          /* A */
                     "BA/Rr 1,2 90; shepherd WR NL; sheep 2;"     /* B: the opposite corner */
                     "BA/RFr -2,0 0; -;"                          /* C */
                     "BA/Rr 1,1 0; -; expand; sheep 3;"           /* A joins the two */
                     "BA/RFr 4,0 0; -";                           /* B */
  CarcGame *game = test_game_play (BASE_HS, 3, 0, 0, ring);

  g_assert_cmpuint (root_at (game, 0, 1, "ER"), ==, root_at (game, 1, 2, "NL"));
  g_assert_cmpuint (carc_sheep_flock_size (state_of (game), root_at (game, 0, 1, "ER")), ==, 6);
  assert_bag (game, 3);
  g_assert_cmpuint (carc_state_get_player (state_of (game)), ==, C);
  test_play (game, "BA/Rr 0,2 180; -");                 /* C closes it: nobody is asked */
  test_assert_points (game, A, CARC_SCORE_FLOCK, 6);
  test_assert_points (game, B, CARC_SCORE_FLOCK, 6);
  g_assert_cmpuint (test_n_scorings (game, C, CARC_SCORE_FLOCK), ==, 0);
  g_assert_cmpuint (in_supply (game, A, CARC_FIGURE_SHEPHERD), ==, 1);
  g_assert_cmpuint (in_supply (game, B, CARC_FIGURE_SHEPHERD), ==, 1);
  assert_bag (game, 0);
  g_assert_cmpuint (carc_state_get_player (state_of (game)), ==, A);
  carc_game_free (game);

  /* two players: B's own curve closes it */
  game = test_game_play (BASE_HS, 2, 0, 0,
               "BA/Rr 0,1 270; shepherd ER SL; sheep 1;"    /* A */
               "BA/RFr 1,0 0; -;"                           /* B */
               "BA/RFr 2,0 0; -;"                           /* A */
               "BA/L 2,1 0; -;"                             /* B */
               "BA/L 2,2 0; -;"                             /* A */
               "BA/Rr 1,2 90; shepherd WR NL; sheep 2;"     /* B */
               "BA/Rr 1,1 0; -; expand; sheep 3;"           /* A joins the two */
               "BA/Rr 0,2 180; -");                         /* B closes it */
  g_assert_cmpint (carc_state_get_pending (state_of (game)), ==, CARC_PENDING_FLOCK);
  test_play (game, "expand; sheep 4");
  test_assert_points (game, A, CARC_SCORE_FLOCK, 10);
  test_assert_points (game, B, CARC_SCORE_FLOCK, 10);
  assert_bag (game, 0);
  carc_game_free (game);
}

/* seed 000: "Figurka pastýře se dá využít pouze k „opatrování“ stáda. Nelze s ní
 * nahradit ostatní družiníky a nezohledňuje se při žádném jiném bodovém
 * vyhodnocování." — R-HS-6: at the end a flock scores nothing, and a shepherd
 * is no farmer: B's farmer, who joined the field of A's flock, owns it alone. */
static void
test_r_hs_6_flocks_score_0_at_end (void)
{
  CarcGame *game = test_game_play (BASE_HS, 2, 0, 0,
                         "BA/C 0,-1 180; shepherd NL; sheep 3;"    /* A: the start city closes */
                         "BA/L 1,-1 0; follower NL;"              /* B: farmer beside the flock */
                         "end");

  g_assert_cmpuint (test_n_scorings (game, A, CARC_SCORE_FLOCK), ==, 0);
  g_assert_cmpuint (test_n_scorings (game, A, CARC_SCORE_FIELD), ==, 0);
  g_assert_cmpint (test_score (game, A), ==, 0);
  test_assert_points (game, B, CARC_SCORE_FIELD, 3);
  g_assert_cmpint (test_score (game, B), ==, 3);
  carc_game_free (game);
}

/* The vineyard board: A = red's monastery (0,1) with the vineyards (1,1) and
 * (-1,1) among its neighbours, B = blue's monastery (1,2) beside the vineyard
 * (1,1). */
static const char *vineyard_board =
  "BA/L 0,1 0; follower I;"          /* A red: monk */
  "BA/RFr 1,0 0; -;"                 /* B */
  "BA/RFr -1,0 0; -;"                /* A */
  "HS/C!.v 1,1 90; -;"               /* B: vineyard */
  "HS/C!.v -1,1 270; -;"             /* A: vineyard */
  "BA/L 1,2 0; follower I;"          /* B blue: monk */
  "BA/L 0,2 0; -;"                   /* A */
  "BA/C -1,2 270; -;"                /* B: red's monastery is surrounded */
  "BA/C 2,1 270; -;"                 /* A */
  "BA/C 2,2 90; -;"                  /* B */
  "BA/RFr 0,3 0; -;"                 /* A */
  "BA/RFr 1,3 0; -;"                 /* B */
  "BA/RFr 2,3 0; -";                 /* A: blue's monastery is surrounded */

/* seed 000: "Je-li uzavřen klášter, získá jeho majitel za každou vinici, která
 * leží na přilehlých 8 kartách 3 body navíc. Jedna vinice může přinést body i
 * několika klášterům v okolí." and "Příklad: Červený uzavřel svůj klášter. V jeho
 * okolí se nacházejí dvě vinice. Červený tak získá 9+3+3=15 bodů. Pokud by v
 * průběhu hry uzavřel klášter i modrý, získá za vinici také 3 body navíc."
 * — R-HS-7. */
static void
test_r_hs_7_seed_vineyards_15 (void)
{
  CarcGame *game = test_game_play (BASE_HS, 2, 0, 0, vineyard_board);
  CarcGame *off = test_game_play (BASE_HS, 2, 0, CARC_RULE_VINEYARDS, vineyard_board);
  const CarcScoring *s = test_the_scoring (game, A, CARC_SCORE_MONASTERY);

  g_assert_cmpint (s->points, ==, 15);
  g_assert_cmpuint (s->count, ==, 2);
  g_assert_false (s->final);
  s = test_the_scoring (game, B, CARC_SCORE_MONASTERY);
  g_assert_cmpint (s->points, ==, 12);
  g_assert_cmpuint (s->count, ==, 1);
  /* without the vineyard rule: 9 each */
  test_assert_points (off, A, CARC_SCORE_MONASTERY, 9);
  test_assert_points (off, B, CARC_SCORE_MONASTERY, 9);
  carc_game_free (game);
  carc_game_free (off);
}

/* seed 000: "Není-li klášter na konci celé hry uzavřen, nepřináší vinice jeho
 * majiteli v závěrečném hodnocení žádné body navíc." — R-HS-7, R-B-9:
 * 1 + 3 neighbours, the vineyard among them adds nothing. */
static void
test_r_hs_7_incomplete (void)
{
  CarcGame *game = test_game_play (BASE_HS, 2, 0, 0,
                         "BA/L 0,1 0; follower I;"
                         "BA/RFr 1,0 0; -;"
                         "HS/C!.v 1,1 90; -;"
                         "end");
  const CarcScoring *s = test_the_scoring (game, A, CARC_SCORE_MONASTERY);

  g_assert_cmpint (s->points, ==, 4);
  g_assert_true (s->final);
  carc_game_free (game);
}

/* seed 000: "Pravá strana kartičky se přikládá k městu. Horní a dolní část města
 * jsou oddělené. Přiložíme-li zprava kartičku města, obě části propojíme." and
 * "Příklad: Pravá kartička propojí obě předtím oddělené části města na kartičce
 * levé." — R-HS-8.
 * HS/CC!.v turned 90 at (0,-1): its split edge faces E. A's knight in the
 * lower part (joined to the start city), B's in the upper part (with the cap
 * (0,-2)): they are separate. The right tile (1,-1) joins and closes them: 4
 * tiles (two segments of (0,-1) count once), 8 each. */
static void
test_r_hs_8_seed_split_city (void)
{
  CarcGame *game = test_game_play (BASE_HS, 2, 0, 0,
                         "HS/CC!.v 0,-1 90; follower S;"     /* A: the lower part */
                         "BA/C 0,-2 180; follower S");       /* B: the upper part is free */

  g_assert_cmpuint (root_at (game, 0, -1, "S"), !=, root_at (game, 0, -1, "E"));
  g_assert_cmpuint (root_at (game, 0, -1, "N"), ==, root_at (game, 0, -1, "E"));
  test_play (game, "BA/C 1,-1 270; -");                       /* A: the right tile */
  g_assert_cmpuint (root_at (game, 0, -1, "S"), ==, root_at (game, 0, -1, "E"));
  test_assert_points (game, A, CARC_SCORE_CITY, 8);
  test_assert_points (game, B, CARC_SCORE_CITY, 8);
  g_assert_cmpuint (test_the_scoring (game, A, CARC_SCORE_CITY)->tiles, ==, 4);
  g_assert_cmpuint (test_the_scoring (game, A, CARC_SCORE_CITY)->group, ==,
                    test_the_scoring (game, B, CARC_SCORE_CITY)->group);
  carc_game_free (game);
}

/* seed 000: "Pravá strana kartičky se přikládá k louce. Horní a dolní louka jsou
 * od sebe odděleny. Přiložíme-li zprava kartičku s loukou, obě části propojíme."
 * and "Příklad: Pravá kartička propojí obě předtím oddělené části louky na
 * kartičce levé." — R-HS-8.
 * HS/C!.v turned 270 at (0,1): its split field edge faces E. A's farmer in the
 * upper field, B's in the lower one; the right tile (1,1) joins them: one
 * field, a tie for the city (0,1)+(-1,1). */
static void
test_r_hs_8_seed_split_field (void)
{
  CarcGame *game = test_game_play (BASE_HS, 2, 0, 0,
                         "HS/C!.v 0,1 270; follower NL;"     /* A: upper field */
                         "BA/L 0,2 0; follower NL");         /* B: the lower field is free */

  g_assert_cmpuint (root_at (game, 0, 1, "EL"), !=, root_at (game, 0, 1, "ER"));
  test_play (game, "BA/L 1,1 0");                            /* A: the right tile */
  g_assert_cmpuint (root_at (game, 0, 1, "EL"), ==, root_at (game, 0, 1, "ER"));
  test_expect_error (game, "follower NL", CARC_ERROR_ILLEGAL_FIGURE, NULL);
  test_play (game, "-;"
                   "BA/C -1,1 90; -;"                         /* B closes the city */
                   "end");
  test_assert_points (game, A, CARC_SCORE_FIELD, 3);
  test_assert_points (game, B, CARC_SCORE_FIELD, 3);
  g_assert_cmpuint (test_the_scoring (game, A, CARC_SCORE_FIELD)->group, ==,
                    test_the_scoring (game, B, CARC_SCORE_FIELD)->group);
  carc_game_free (game);
}

/* seed 000, "Zvláštnosti na kartičkách krajiny" of Hills & Sheep: "Louky mezi
 * dvěma částmi města nejsou propojené." (HS/CFC.v) and "Domeček rozděluje cestu
 * na dvě části (cesta u domečku končí a začíná)." (HS/RFR.h) — the tile data
 * beside R-HS-8's split edges. */
static void
test_r_hs_8_tile_shapes (void)
{
  CarcGame *game = test_game_play (BASE_HS, 2, 0, 0,
                         "HS/RFR.h 1,0 90; follower E;"      /* A: robber E of the house */
                         "HS/CFC.v 0,-1 90; follower WL WR");  /* B: farmer W of the cities */

  g_assert_cmpuint (root_at (game, 1, 0, "W"), !=, root_at (game, 1, 0, "E"));
  g_assert_cmpuint (root_at (game, 0, -1, "WL"), !=, root_at (game, 0, -1, "EL"));
  /* the house ends the road: crossing – start – house is complete */
  test_play (game, "BA/RRR -1,0 0; follower E");           /* A */
  test_assert_points (game, A, CARC_SCORE_ROAD, 3);
  /* the field E of the two cities is free */
  test_play (game, "BA/L 1,-1 0; follower NL");            /* B */
  g_assert_cmpuint (in_supply (game, B, CARC_FIGURE_FOLLOWER), ==, 5);
  carc_game_free (game);
}

/* ==== River ================================================================= */

/* R-HS-9: the shipped River data has no sheep or vineyards (unknown for the big
 * box), so these tests use a small River of their own: the spring, a straight
 * river tile with 2 sheep printed on its north field, a straight vineyard
 * tile and the lake, with the bundled base and Hills & Sheep sets. */
static const char *test_river_json =
  "{\"format\": \"carcassonne-companion/tiles\", \"version\": 1,"
  " \"set\": {\"id\": \"river\", \"name\": \"River (test)\", \"start_tile\": \"XR/s\"},"
  " \"tiles\": ["
  "  {\"id\": \"XR/s\", \"count\": 1, \"edges\": \"FIFF\", \"stack\": \"spring\", \"features\": ["
  "    {\"kind\": \"field\", \"at\": \"NL NR EL ER SL SR WL WR\"}, {\"kind\": \"river\", \"at\": \"E\"}]},"
  "  {\"id\": \"XR/IFI.s\", \"count\": 1, \"edges\": \"FIFI\", \"stack\": \"river\", \"features\": ["
  "    {\"kind\": \"field\", \"at\": \"NL NR EL WR\", \"sheep\": 2},"
  "    {\"kind\": \"field\", \"at\": \"ER SL SR WL\"},"
  "    {\"kind\": \"river\", \"at\": \"E W\"}]},"
  "  {\"id\": \"XR/IFI.v\", \"count\": 1, \"edges\": \"FIFI\", \"stack\": \"river\", \"vineyard\": true, \"features\": ["
  "    {\"kind\": \"field\", \"at\": \"NL NR EL WR\"},"
  "    {\"kind\": \"field\", \"at\": \"ER SL SR WL\"},"
  "    {\"kind\": \"river\", \"at\": \"E W\"}]},"
  "  {\"id\": \"XR/e\", \"count\": 1, \"edges\": \"FFFI\", \"stack\": \"lake\", \"features\": ["
  "    {\"kind\": \"field\", \"at\": \"NL NR EL ER SL SR WL WR\"}, {\"kind\": \"river\", \"at\": \"W\"}]}"
  " ]}";

static CarcCatalogue *
test_river_catalogue (void)
{
  static const char * const bundled[] = { "base.json", "hills-and-sheep.json" };
  g_autoptr(GError) error = NULL;
  CarcCatalogue *cat;

  test_catalogue ();    /* registers the bundled resources */
  cat = carc_catalogue_new ();
  for (guint i = 0; i < G_N_ELEMENTS (bundled); i++)
    {
      g_autofree char *path = g_build_path ("/", "/io/github/CarcassonneCompanion/tiles", bundled[i], NULL);
      g_autoptr(GBytes) bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
      gsize size;
      const char *data;

      g_assert_no_error (error);
      data = g_bytes_get_data (bytes, &size);
      g_assert_true (carc_catalogue_load_data (cat, bundled[i], data, size, &error));
      g_assert_no_error (error);
    }
  g_assert_true (carc_catalogue_load_data (cat, "test-river.json", test_river_json,
                                           strlen (test_river_json), &error));
  g_assert_no_error (error);
  return cat;
}

static CarcGame *
test_river_game (CarcCatalogue *cat,
                 gboolean       with_hills_sheep)
{
  g_autoptr(GError) error = NULL;
  CarcSetup *setup = carc_setup_new ();
  CarcGame *game;

  g_assert_true (carc_setup_add_set (setup, cat, "base", &error));
  if (with_hills_sheep)
    g_assert_true (carc_setup_add_set (setup, cat, "hills-and-sheep", &error));
  g_assert_true (carc_setup_add_set (setup, cat, "river", &error));
  carc_setup_add_player (setup, "A", NULL);
  carc_setup_add_player (setup, "B", NULL);
  game = carc_game_new (cat, setup, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (carc_state_tile_type (state_of (game), &carc_state_get_tiles (state_of (game))[0])->id, ==, "XR/s");
  return game;
}

/* seed 000: "Ovce na kartičkách s řekou patří k rozšíření hry Ovce a kopce …
 * Když hráč zahání své ovce do salaše a získává tak body, připočítávají se mu i
 * ovce vytištěné na kartičkách řeky. Tyto samozřejmě zůstávají ležet na hrací
 * ploše a mohou být započítány opakovaně." — R-HS-9 with R-HS-4/R-HS-5 (the
 * issue's combination: River sheep + shepherd).
 * The spring's field joins both banks, so one field runs along the river.
 * A's shepherd on the sheep tile draws a 1: 3 sheep; A folds when the lake
 * extends the field: 3. Later B's shepherd on the same field counts the two
 * printed sheep again. */
static void
test_r_hs_9_river_sheep (void)
{
  g_autoptr(CarcCatalogue) cat = test_river_catalogue ();
  CarcGame *game = test_river_game (cat, TRUE);
  guint field;

  test_play (game, "XR/IFI.s 1,0 0; shepherd NL; sheep 1");        /* A */
  field = root_at (game, 1, 0, "NL");
  g_assert_cmpuint (carc_sheep_flock_size (state_of (game), field), ==, 3);
  test_play (game, "XR/IFI.v 2,0 0; -");                          /* B: not asked */
  g_assert_cmpuint (carc_state_get_player (state_of (game)), ==, A);
  test_play (game, "XR/e 3,0 0; -; fold");                         /* A */
  test_assert_points (game, A, CARC_SCORE_FLOCK, 3);
  g_assert_cmpuint (test_the_scoring (game, A, CARC_SCORE_FLOCK)->count, ==, 3);
  assert_bag (game, 0);
  /* the printed sheep stay on the board */
  g_assert_cmpuint (carc_sheep_flock_size (state_of (game), root_at (game, 1, 0, "NL")), ==, 2);

  test_play (game, "BA/L 2,1 0; shepherd NL; sheep 2");            /* B: the same field */
  g_assert_cmpuint (carc_sheep_flock_size (state_of (game), root_at (game, 2, 1, "NL")), ==, 4);
  test_play (game, "BA/L -1,0 0; -;"                               /* A: the spring's west */
                   "BA/L 1,1 0; -; fold");                         /* B extends and folds */
  test_assert_points (game, B, CARC_SCORE_FLOCK, 4);
  g_assert_cmpint (test_score (game, A), ==, 3);
  assert_bag (game, 0);
  carc_game_free (game);
}

/* seed 000: "Vinice na kartičkách řeky patří také k rozšíření Ovce a kopce a
 * platí pro ně i stejná pravidla" and "Pokud hrajete bez rozšíření Ovce a kopce,
 * nemají ovce ani vinice ve hře žádný speciální význam." — R-HS-9, R-HS-7.
 * B's monastery (2,1) below the vineyard river tile (2,0): 9 + 3 with Hills &
 * Sheep, 9 without. */
static void
test_r_hs_9_river_vineyard (void)
{
  g_autoptr(CarcCatalogue) cat = test_river_catalogue ();

  for (guint with = 0; with < 2; with++)
    {
      CarcGame *game = test_river_game (cat, with);
      test_play (game, "XR/IFI.s 1,0 0; -;"       /* A */
                       "XR/IFI.v 2,0 0; -;"       /* B */
                       "XR/e 3,0 0; -;"           /* A: the lake */
                       "BA/L 2,1 0; follower I;"  /* B: monk */
                       "BA/C 1,1 270; -;"
                       "BA/C 3,1 90; -;"
                       "BA/C 1,2 180; -;"
                       "BA/C 2,2 180; -;"
                       "BA/C 3,2 180; -");        /* A: the eighth neighbour */
      test_assert_points (game, B, CARC_SCORE_MONASTERY, with ? 12 : 9);
      g_assert_cmpuint (test_the_scoring (game, B, CARC_SCORE_MONASTERY)->count, ==, with ? 1 : 0);
      carc_game_free (game);
    }
}

/* The River of the bundled set, laid from the spring (0,0) eastwards with
 * alternating bends: 10 river tiles, then the lake at (7,4). */
static const char * const river_path[] = {
  "RI.1/IFI 1,0 0",
  "RI.1/CICI 2,0 0",
  "RI.1/II 3,0 0",         /* bends south (right) */
  "RI.1/RIrI 3,1 0",
  "RI.1/CcII 3,2 270",     /* bends east (left) */
  "RI.1/CIRI 4,2 0",
  "RI.1/RrII 5,2 0",       /* right */
  "RI.1/IFI 5,3 90",
  "RI.1/II 5,4 180",       /* left */
  "RI.1/LIRI 6,4 0",
};

/* seed 000: "Startovní kartička ze základní hry se nepoužije. Pramen a jezero
 * odložte stranou a zbylé kartičky řeky zamíchejte. Do středu stolu položte
 * kartičku s pramenem. Postupně od startovního hráče po směru hry tahejte
 * kartičky řeky a přikládejte je k sobě - vytvářejte řeku. … Jako poslední umístí
 * hráč, který je právě na řadě, kartičku s jezerem." — R-R-1. */
static void
test_r_r_1_river_first_lake_last (void)
{
  CarcGame *game = test_game_new ("base,river", 2, 0, 0);
  const CarcState *state = state_of (game);

  g_assert_cmpuint (carc_state_get_n_tiles (state), ==, 1);
  g_assert_cmpstr (carc_state_tile_type (state, &carc_state_get_tiles (state)[0])->id, ==, "RI/s");
  g_assert_cmpint (carc_state_get_tiles (state)[0].x, ==, 0);
  g_assert_cmpint (carc_state_get_tiles (state)[0].y, ==, 0);
  g_assert_cmpuint (carc_state_get_stack_left (state)[CARC_STACK_RIVER], ==, 10);
  g_assert_cmpuint (carc_state_get_stack_left (state)[CARC_STACK_LAKE], ==, 1);
  g_assert_cmpuint (carc_state_get_stack_left (state)[CARC_STACK_SPRING], ==, 0);
  /* the base game's start tile is set aside: 3 of the 4 BA/RCr remain
   * ("Startovní kartička ze základní hry se nepoužije") */
  g_assert_cmpuint (carc_state_get_remaining (state)[carc_catalogue_lookup (test_catalogue (), "BA/RCr")], ==, 3);
  g_assert_cmpuint (carc_state_supply_count (state), ==, 72 - 1 + 12 - 1);

  /* neither a land tile nor the lake before the river tiles */
  test_expect_error (game, "BA/L 0,1 0", CARC_ERROR_OUT_OF_SUPPLY, "R-R-1");
  test_expect_error (game, "RI.1/I.e 1,0 0", CARC_ERROR_OUT_OF_SUPPLY, "R-R-1");
  /* a river tile continues the river: not beside it on a field edge */
  test_expect_error (game, "RI.1/IFI 0,1 0", CARC_ERROR_ILLEGAL_PLACEMENT, NULL);
  test_expect_error (game, "RI.1/IFI 0,-1 0", CARC_ERROR_ILLEGAL_PLACEMENT, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (river_path); i++)
    {
      g_autofree char *item = g_strconcat (river_path[i], "; -", NULL);
      g_assert_cmpuint (carc_state_get_player (state_of (game)), ==, i % 2);   /* in turn */
      if (i == 5)
        {
          test_expect_error (game, "RI.1/I.e 4,3 90", CARC_ERROR_OUT_OF_SUPPLY, "R-R-1");
          test_expect_error (game, "BA/RFr 4,1 0", CARC_ERROR_OUT_OF_SUPPLY, "R-R-1");
        }
      test_play (game, item);
    }
  state = state_of (game);
  g_assert_cmpuint (carc_state_get_stack_left (state)[CARC_STACK_RIVER], ==, 0);
  /* now only the lake */
  test_expect_error (game, "BA/L 1,1 0", CARC_ERROR_OUT_OF_SUPPLY, "R-R-1");
  test_play (game, "RI.1/I.e 7,4 0; -");
  /* then the normal supply */
  test_play (game, "BA/L 1,1 0; -");
  state = state_of (game);
  g_assert_cmpuint (carc_state_get_n_tiles (state), ==, 13);
  g_assert_cmpuint (carc_state_get_stack_left (state)[CARC_STACK_LAKE], ==, 0);
  carc_game_free (game);
}

/* seed 000: "Řeka nikdy nesmí vytvořit zatáčku do protisměru." and "Při každém
 * přiložení kartičky s řekou smí hráč podle známých pravidel umístit i svou
 * figurku. Přímo na samotnou řeku figurku neumísťujete." — R-R-2. */
static void
test_r_r_2_no_u_turn_and_figures (void)
{
  CarcGame *game = test_game_new ("base,river", 2, 0, 0);

  /* figures: on the fields and cities of river tiles, never on the river */
  test_play (game, "RI.1/IFI 1,0 0");
  test_expect_error (game, "follower E", CARC_ERROR_ILLEGAL_FIGURE, "R-R-2");
  test_expect_error (game, "follower W", CARC_ERROR_ILLEGAL_FIGURE, "R-R-2");
  test_play (game, "follower NL NR");                         /* A: farmer */
  test_play (game, "RI.1/CICI 2,0 0; follower N");            /* B: knight */
  g_assert_cmpuint (in_supply (game, A, CARC_FIGURE_FOLLOWER), ==, 6);
  g_assert_cmpuint (in_supply (game, B, CARC_FIGURE_FOLLOWER), ==, 6);

  /* bends south, then a second right bend would turn it back west */
  test_play (game, "RI.1/II 3,0 0; -");
  test_expect_error (game, "RI.1/II 3,1 90", CARC_ERROR_ILLEGAL_PLACEMENT, "R-R-2");
  test_expect_error (game, "RI.1/RrII 3,1 90", CARC_ERROR_ILLEGAL_PLACEMENT, "R-R-2");
  /* bending the other way is fine */
  test_play (game, "RI.1/II 3,1 180; -");
  g_assert_cmpuint (carc_state_get_n_tiles (state_of (game)), ==, 5);
  carc_game_free (game);
}

/* Only real choices: the live spots are exactly the open spots where some
 * tile that may be drawn now has a legal rotation (checked against
 * carc_state_check_placement, spot by spot), and carc_state_check_spot
 * agrees with the list. */
static guint
assert_live_spots_consistent (const CarcState *state)
{
  g_autoptr(GArray) live = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));
  guint n_live = 0;

  carc_state_list_live_spots (state, live);
  for (guint s = 0; s < carc_state_get_n_spots (state); s++)
    {
      int x = carc_state_get_spots (state)[s].x, y = carc_state_get_spots (state)[s].y;
      gboolean fillable = FALSE, listed = FALSE;
      g_autoptr(GError) error = NULL;

      for (guint t = 0; t < carc_catalogue_get_n_types (carc_state_get_catalogue (state)) && !fillable; t++)
        if (carc_state_tile_available (state, t))
          for (guint r = 0; r < 4 && !fillable; r++)
            fillable = carc_state_check_placement (state, t, x, y, r, NULL);
      for (guint i = 0; i < live->len; i++)
        if (g_array_index (live, CarcPlacement, i).x == x && g_array_index (live, CarcPlacement, i).y == y)
          listed = TRUE;
      g_assert_cmpint (listed, ==, fillable);
      g_assert_cmpint (carc_state_check_spot (state, x, y, &error), ==, fillable);
      if (fillable)
        {
          g_assert_no_error (error);
          n_live++;
        }
      else
        g_assert_error (error, CARC_ERROR, CARC_ERROR_ILLEGAL_PLACEMENT);
    }
  g_assert_cmpuint (live->len, ==, n_live);
  return n_live;
}

/* During the River only the spot where the river goes on is a real choice;
 * the others say why they are dead. Then the lake, then the land tiles. */
static void
test_r_r_live_spots (void)
{
  CarcGame *game = test_game_new ("base,river", 2, 0, 0);
  g_autoptr(GArray) live = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));
  g_autoptr(GError) error = NULL;
  const CarcState *state = state_of (game);

  /* the spring at (0,0) flows east: four open spots, one live */
  g_assert_cmpuint (carc_state_get_n_spots (state), ==, 4);
  carc_state_list_live_spots (state, live);
  g_assert_cmpuint (live->len, ==, 1);
  g_assert_cmpint (g_array_index (live, CarcPlacement, 0).x, ==, 1);
  g_assert_cmpint (g_array_index (live, CarcPlacement, 0).y, ==, 0);
  g_assert_true (carc_state_check_spot (state, 1, 0, NULL));
  g_assert_false (carc_state_check_spot (state, 0, 1, &error));
  g_assert_error (error, CARC_ERROR, CARC_ERROR_ILLEGAL_PLACEMENT);
  g_assert_nonnull (strstr (error->message, "no river tile left can continue the river here"));
  g_clear_error (&error);
  /* not open spots at all */
  g_assert_false (carc_state_check_spot (state, 0, 0, &error));
  g_assert_nonnull (strstr (error->message, "already holds a tile"));
  g_clear_error (&error);
  g_assert_false (carc_state_check_spot (state, 5, 5, &error));
  g_assert_nonnull (strstr (error->message, "touches no placed tile"));
  g_clear_error (&error);
  g_assert_cmpuint (assert_live_spots_consistent (state), ==, 1);

  for (guint i = 0; i < G_N_ELEMENTS (river_path); i++)
    {
      g_autofree char *item = g_strconcat (river_path[i], "; -", NULL);
      test_play (game, item);
      state = state_of (game);
      /* the river has one open end, and a curve may bend either way */
      g_assert_cmpuint (assert_live_spots_consistent (state), >=, 1);
      g_assert_cmpuint (assert_live_spots_consistent (state), <, carc_state_get_n_spots (state));
    }

  /* only the lake is left: it ends the river at its open end only */
  state = state_of (game);
  g_assert_cmpuint (assert_live_spots_consistent (state), ==, 1);
  g_assert_false (carc_state_check_spot (state, 0, 1, &error));
  g_assert_nonnull (strstr (error->message, "the lake cannot end the river here"));
  g_clear_error (&error);

  /* then the land tiles: some fit beside the river's banks */
  test_play (game, "RI.1/I.e 7,4 0; -");
  state = state_of (game);
  g_assert_cmpuint (assert_live_spots_consistent (state), >, 1);
  carc_game_free (game);
}

/* A spot whose neighbours demand what no tile has: city north and south,
 * a field east, the start tile's road west (no base tile shows C F C R);
 * the reason names what the neighbours demand. */
static void
test_live_spots_generic_reason (void)
{
  CarcGame *game = test_game_play ("base", 2, 0, 0,
                                   "BA/L 0,1 0; -; BA/C 1,1 0; -; "
                                   "BA/C 0,-1 180; -; BA/C 1,-1 180; -; "
                                   "BA/L 2,1 0; -; BA/L 2,0 0; -");
  const CarcState *state = state_of (game);
  g_autoptr(GError) error = NULL;

  g_assert_false (carc_state_check_spot (state, 1, 0, &error));
  g_assert_error (error, CARC_ERROR, CARC_ERROR_ILLEGAL_PLACEMENT);
  g_assert_nonnull (strstr (error->message, "no tile left in the supply fits here"));
  g_assert_nonnull (strstr (error->message, "north edge: city, east edge: field, south edge: city, west edge: road"));
  assert_live_spots_consistent (state);
  carc_game_free (game);
}

/* R-R-3 (River with the Wheel of Fortune) needs the Wheel of Fortune, which the
 * engine does not implement yet. */
static void
test_r_r_3_wheel_of_fortune (void)
{
  g_test_skip ("R-R-3: the Wheel of Fortune is not implemented yet");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/expansions/R-IC-1/big-follower-setup", test_r_ic_1_big_follower_setup);
  g_test_add_func ("/expansions/R-R/live-spots", test_r_r_live_spots);
  g_test_add_func ("/expansions/live-spots/generic-reason", test_live_spots_generic_reason);
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

  g_test_add_func ("/expansions/R-TB-1/setup", test_r_tb_1_setup);
  g_test_add_func ("/expansions/R-TB-2/placement", test_r_tb_2_placement);
  g_test_add_func ("/expansions/R-TB-2/builder-double-turn", test_r_tb_2_double_turn);
  g_test_add_func ("/expansions/R-TB-2/seed-returned-builder-on-second-tile", test_r_tb_2_seed_returned_builder);
  g_test_add_func ("/expansions/R-TB-2/not-majority-and-shared", test_r_tb_2_not_majority_and_shared);
  g_test_add_func ("/expansions/R-TB-3/seed-pig-8", test_r_tb_3_seed_pig_8);
  g_test_add_func ("/expansions/R-TB-3/placement-and-tie", test_r_tb_3_pig_placement_and_tie);
  g_test_add_func ("/expansions/R-TB-3/no-stack", test_r_tb_3_pig_no_stack);
  g_test_add_func ("/expansions/R-TB-4/seed-goods-to-closer", test_r_tb_4_seed_goods_to_closer);
  g_test_add_func ("/expansions/R-TB-4/seed-goods-final-20-30", test_r_tb_4_seed_goods_final);
  g_test_add_func ("/expansions/R-TB-4/builder-and-goods", test_r_tb_4_builder_and_goods);
  g_test_add_func ("/expansions/R-TB-5/bridge", test_r_tb_5_bridge);
  g_test_add_func ("/expansions/R-TB-5/tile-shapes", test_r_tb_5_tile_shapes);

  g_test_add_func ("/expansions/R-HS-1/setup-and-bag", test_r_hs_1_setup_and_bag);
  g_test_add_func ("/expansions/R-HS-2/hill-hides-a-tile", test_r_hs_2_hill_hides_a_tile);
  g_test_add_func ("/expansions/R-HS-2/game-ends-earlier", test_r_hs_2_game_ends_earlier);
  g_test_add_func ("/expansions/R-HS-3/seed-hill-tie-10", test_r_hs_3_seed_hill_tie);
  g_test_add_func ("/expansions/R-HS-3/field-tie", test_r_hs_3_field_tie);
  g_test_add_func ("/expansions/R-HS-3/big-follower-hill", test_r_hs_3_big_follower_hill);
  g_test_add_func ("/expansions/R-HS-4/shepherd-placement", test_r_hs_4_shepherd_placement);
  g_test_add_func ("/expansions/R-HS-5/expand-and-closed-field", test_r_hs_5_expand_and_closed_field);
  g_test_add_func ("/expansions/R-HS-5/fold-and-wolf", test_r_hs_5_fold_and_wolf);
  g_test_add_func ("/expansions/R-HS-5/own-tile-closes-field", test_r_hs_5_own_tile_closes_field);
  g_test_add_func ("/expansions/R-HS-5/closed-inner-field", test_r_hs_5_closed_inner_field);
  g_test_add_func ("/expansions/R-HS-6/seed-merged-flock-8", test_r_hs_6_seed_merged_flock_8);
  g_test_add_func ("/expansions/R-HS-6/seed-merged-flock-wolf", test_r_hs_6_seed_merged_flock_wolf);
  g_test_add_func ("/expansions/R-HS-6/every-draw-counts-for-all", test_r_hs_6_every_draw_counts_for_all);
  g_test_add_func ("/expansions/R-HS-6/closed-field-folds-for-all", test_r_hs_6_closed_field_folds_for_all);
  g_test_add_func ("/expansions/R-HS-6/flocks-score-0-at-end", test_r_hs_6_flocks_score_0_at_end);
  g_test_add_func ("/expansions/R-HS-7/seed-vineyards-15", test_r_hs_7_seed_vineyards_15);
  g_test_add_func ("/expansions/R-HS-7/incomplete", test_r_hs_7_incomplete);
  g_test_add_func ("/expansions/R-HS-8/seed-split-city", test_r_hs_8_seed_split_city);
  g_test_add_func ("/expansions/R-HS-8/seed-split-field", test_r_hs_8_seed_split_field);
  g_test_add_func ("/expansions/R-HS-8/tile-shapes", test_r_hs_8_tile_shapes);
  g_test_add_func ("/expansions/R-HS-9/river-sheep-shepherd", test_r_hs_9_river_sheep);
  g_test_add_func ("/expansions/R-HS-9/river-vineyard", test_r_hs_9_river_vineyard);

  g_test_add_func ("/expansions/R-R-1/river-first-lake-last", test_r_r_1_river_first_lake_last);
  g_test_add_func ("/expansions/R-R-2/no-u-turn-and-figures", test_r_r_2_no_u_turn_and_figures);
  g_test_add_func ("/expansions/R-R-3/wheel-of-fortune", test_r_r_3_wheel_of_fortune);
  return g_test_run ();
}
