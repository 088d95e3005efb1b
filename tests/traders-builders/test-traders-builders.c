/* test-traders-builders.c: the rule ids of Traders & Builders and the
 * worked examples of its chapter in seed 000
 *
 * RULES.md: R-TB-1 … R-TB-5 (Traders & Builders, "Kupci a stavitelé").
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

#include <stdlib.h>

#define BASE_TB  "base,traders-and-builders"

enum { A, B, C };

/* ---- helpers ---------------------------------------------------------------- */

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

/* A box whose supply holds exactly @tiles ("ID:count,…"; every other
 * tile of @sets none). */
static CarcGame *
game_with_supply (const char *sets,
                  const char *tiles)
{
  CarcSetup *setup = test_setup_new (sets, 2);
  CarcCatalogue *catalogue = test_catalogue ();
  g_auto(GStrv) items = g_strsplit (tiles, ",", -1);

  for (guint t = 0; t < carc_catalogue_get_n_types (catalogue); t++)
    if (carc_setup_tile_count (setup, catalogue, t) > 0)
      g_hash_table_insert (setup->inventory, g_strdup (carc_catalogue_get_type (catalogue, t)->id),
                           GUINT_TO_POINTER (0));
  for (guint i = 0; items[i]; i++)
    {
      g_auto(GStrv) pair = g_strsplit (items[i], ":", 2);
      g_hash_table_insert (setup->inventory, g_strdup (pair[0]), GUINT_TO_POINTER (atoi (pair[1])));
    }
  return test_game_from_setup (setup);
}

/* R-TB-2 with R-HS-2: the builder's second tile is drawn from the supply;
 * a tile hidden under a hill is no longer in it. When the builder's road
 * is extended with the last tile left to draw, the game ends (R-B-9)
 * instead of granting a second tile nobody can draw. Found by the
 * combination matrix (tests/test-combinations.c): with a set that decides
 * which tiles may be drawn (here Towers & Thieves) the engine counted the
 * hidden tiles as drawable and the game went on past its end. */
static void
test_r_tb_2_no_second_tile_from_under_a_hill (void)
{
  CarcGame *game = game_with_supply (BASE_TB ",hills-and-sheep,towers-and-thieves",
                                     "BA/RCr:1,BA/RFr:2,BA/L:2,HS/RrC.h:1,BA/C:1");
  const CarcState *state;

  test_play (game, "BA/RFr 1,0 0; follower E;"           /* A: robber */
                   "BA/L 0,1 0; -;"                      /* B */
                   "HS/RrC.h 2,0 0; builder W;"          /* A: builder; a tile goes under the hill */
                   "BA/L 1,1 0; -");                     /* B */
  state = state_of (game);
  g_assert_cmpuint (carc_state_get_supply_hidden (state), ==, 1);
  g_assert_cmpuint (carc_state_supply_count (state), ==, 1);
  test_play (game, "BA/RFr 2,1 90; -");                  /* A extends the builder's road with the last tile */
  state = state_of (game);
  g_assert_cmpuint (carc_state_supply_count (state), ==, 0);
  g_assert_cmpint (carc_state_get_phase (state), ==, CARC_PHASE_OVER);
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

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/expansions/R-TB-1/setup", test_r_tb_1_setup);
  g_test_add_func ("/expansions/R-TB-2/placement", test_r_tb_2_placement);
  g_test_add_func ("/expansions/R-TB-2/builder-double-turn", test_r_tb_2_double_turn);
  g_test_add_func ("/expansions/R-TB-2/seed-returned-builder-on-second-tile", test_r_tb_2_seed_returned_builder);
  g_test_add_func ("/expansions/R-TB-2/not-majority-and-shared", test_r_tb_2_not_majority_and_shared);
  g_test_add_func ("/expansions/R-TB-2/no-second-tile-from-under-a-hill",
                   test_r_tb_2_no_second_tile_from_under_a_hill);
  g_test_add_func ("/expansions/R-TB-3/seed-pig-8", test_r_tb_3_seed_pig_8);
  g_test_add_func ("/expansions/R-TB-3/placement-and-tie", test_r_tb_3_pig_placement_and_tie);
  g_test_add_func ("/expansions/R-TB-3/no-stack", test_r_tb_3_pig_no_stack);
  g_test_add_func ("/expansions/R-TB-4/seed-goods-to-closer", test_r_tb_4_seed_goods_to_closer);
  g_test_add_func ("/expansions/R-TB-4/seed-goods-final-20-30", test_r_tb_4_seed_goods_final);
  g_test_add_func ("/expansions/R-TB-4/builder-and-goods", test_r_tb_4_builder_and_goods);
  g_test_add_func ("/expansions/R-TB-5/bridge", test_r_tb_5_bridge);
  g_test_add_func ("/expansions/R-TB-5/tile-shapes", test_r_tb_5_tile_shapes);
  return g_test_run ();
}
