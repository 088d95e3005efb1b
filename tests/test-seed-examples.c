/* test-seed-examples.c: the worked examples of the base-game rule books
 *
 * Every test rebuilds one example of the rule books in ../shared/seeds
 * (000: Czech big-box rules, 002: Slovak classic rules, 004: Czech 2nd/3rd
 * edition rules from WikiCarpedia) and asserts the points the book prints.
 * The pictures of the books are missing, so the tiles and places are chosen
 * here; what the text says (tiles, pennants, followers, which features are
 * complete) is kept. Players are A, B, C… in turn order; each test says
 * which book colour each letter plays.
 *
 * Board conventions (RULES.md): the start tile BA/RCr lies at (0,0) with its
 * city N and its road W–E; x grows east, y grows south; rotation clockwise.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-test-util.h"

#include <string.h>

/* ---- helpers ---------------------------------------------------------------- */

/* May the player on turn put a follower on a feature of @kind of the tile just placed? */
static gboolean
offers_follower_on (CarcGame        *game,
                    CarcFeatureKind  kind)
{
  const CarcState *state = carc_game_get_state (game);
  const CarcPlacedTile *tile = &carc_state_get_tiles (state)[carc_state_get_current_tile (state)];
  const CarcTileType *type = carc_state_tile_type (state, tile);
  CarcFigureOption options[64];
  guint n = carc_state_list_figure_options (state, options, G_N_ELEMENTS (options));

  for (guint i = 0; i < n && i < G_N_ELEMENTS (options); i++)
    if (options[i].kind == CARC_FIGURE_FOLLOWER && type->features[options[i].feature].kind == kind)
      return TRUE;
  return FALSE;
}

/* ---- R-B-4: roads ------------------------------------------------------------ */

/* seed 000 and seed 002: "Červený získal 4 body." / "Červený získal 4 body"
 * (a completed road of 4 tiles) — R-B-4.
 * A = red. The road runs crossing (-1,0) – start – (1,0) – crossing (2,0). */
static void
test_road_4 (void)
{
  CarcGame *game = test_game_play ("base", 2, 0, 0,
                         "BA/RFr 1,0 0; follower E;"      /* A red: robber */
                         "BA/RRR 2,0 0; -;"               /* B: crossing closes the east end */
                         "BA/CRRR -1,0 0; -");            /* A: crossing closes the west end */
  const CarcScoring *s = test_the_scoring (game, 0, CARC_SCORE_ROAD);

  g_assert_cmpint (s->points, ==, 4);
  g_assert_cmpuint (s->tiles, ==, 4);
  g_assert_false (s->final);
  g_assert_cmpint (test_score (game, 0), ==, 4);
  test_assert_nothing (game, 1);
  /* the robber came back after the scoring (R-B-7) */
  g_assert_cmpuint (carc_state_figures_in_supply (carc_game_get_state (game), 0,
                                                  CARC_FIGURE_FOLLOWER), ==, 7);
  carc_game_free (game);
}

/* seed 000 and seed 002: "Červený získal 3 body." — R-B-4.
 * seed 004: "Na dlouhé obchodní cestě už vpravo stojí družiník červeného, takže
 * sem svého družiníka modrý umístit nemůže … Rozhodne se však umístit družiníka
 * jako rytíře do města" and "I když červenému dokončil cestu modrý hráč, stále
 * je to cesta červeného a pouze on za ni získá body. … Protože červený hráč
 * dokončil cestu, která je složena ze 3 kartiček, získá 3 body." — R-B-2, R-B-4.
 * A = red places a crossing (three roads leave it) with a robber on the road
 * towards the start; B = blue closes it with the city-and-crossing tile and
 * puts a knight into the city. */
static void
test_road_3_completed_by_other (void)
{
  CarcGame *game = test_game_play ("base", 2, 0, 0,
                         "BA/RRR 1,0 0; follower W;"      /* A red: robber "vpravo" */
                         "BA/CRRR -1,0 0");               /* B blue closes the road */

  /* "sem svého družiníka modrý umístit nemůže" */
  test_expect_error (game, "follower E", CARC_ERROR_ILLEGAL_FIGURE, NULL);
  test_play (game, "follower N");                         /* blue: knight in the city */

  test_assert_points (game, 0, CARC_SCORE_ROAD, 3);
  g_assert_cmpuint (test_the_scoring (game, 0, CARC_SCORE_ROAD)->tiles, ==, 3);
  g_assert_cmpint (test_score (game, 0), ==, 3);
  test_assert_nothing (game, 1);
  carc_game_free (game);
}

/* seed 004: "Kdyby nestál vpravo družiník červeného hráče, mohl by modrý svého
 * lupiče na tuto uzavřenou cestu umístit." and "Družiníka lze umístit i na
 * území, které bylo přiložením kartičky právě uzavřeno." — R-B-3, R-B-4.
 * The same board without red's robber: blue's robber on the road its tile has
 * just closed scores the 3 tiles at once and comes back. */
static void
test_road_3_follower_on_completed (void)
{
  CarcGame *game = test_game_play ("base", 2, 0, 0,
                         "BA/RRR 1,0 0; -;"               /* A red: no robber */
                         "BA/CRRR -1,0 0; follower E");   /* B blue: robber on the closed road */

  test_assert_points (game, 1, CARC_SCORE_ROAD, 3);
  g_assert_false (test_the_scoring (game, 1, CARC_SCORE_ROAD)->final);
  g_assert_cmpuint (carc_state_figures_in_supply (carc_game_get_state (game), 1,
                                                  CARC_FIGURE_FOLLOWER), ==, 7);
  test_assert_nothing (game, 0);
  carc_game_free (game);
}

/* ---- R-B-5: cities ----------------------------------------------------------- */

/* seed 000: "Červený získal 8 bodů (3 části města a 1 erb)."
 * seed 002: "Červený získal 8 bodov" — R-B-5.
 * A = red: start city – pennant tube (0,-1) – city end (0,-2).
 * Seed 002's small-city rule concerns 2-tile cities only: 8 there too. */
static void
test_city_3_tiles_pennant (void)
{
  const guint variants[] = { 0, CARC_RULE_SMALL_CITY };

  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      CarcGame *game = test_game_play ("base", 2, variants[v], 0,
                             "BA/CFc+ 0,-1 90; follower N;"   /* A red: knight */
                             "BA/C 0,-2 180; -");             /* B closes the city */
      const CarcScoring *s = test_the_scoring (game, 0, CARC_SCORE_CITY);

      g_assert_cmpint (s->points, ==, 8);
      g_assert_cmpuint (s->tiles, ==, 3);
      g_assert_cmpuint (s->pennants, ==, 1);
      test_assert_nothing (game, 1);
      carc_game_free (game);
    }
}

/* seed 000: "Červený získal 8 bodů (4 části města, žádný erb)." — R-B-5.
 * A = red: start city – corner (0,-1) – corner (1,-1) – city-with-road (1,0). */
static void
test_city_4_tiles (void)
{
  CarcGame *game = test_game_play ("base", 2, 0, 0,
                         "BA/Cc.1 0,-1 180; follower S;"  /* A red: knight (city E+S) */
                         "BA/Cc.1 1,-1 270; -;"           /* B: city S+W */
                         "BA/RrC 1,0 0; -");              /* A closes it */
  const CarcScoring *s = test_the_scoring (game, 0, CARC_SCORE_CITY);

  g_assert_cmpint (s->points, ==, 8);
  g_assert_cmpuint (s->tiles, ==, 4);
  g_assert_cmpuint (s->pennants, ==, 0);
  test_assert_nothing (game, 1);
  carc_game_free (game);
}

/* seed 000: "Pokud obě části města leží na jedné kartičce, počítají se při
 * bodování jako jedna část."
 * seed 004: "Za každou kartičku, na níž leží dané město, získá příslušný hráč po
 * 2 bodech (pozor, ne za každou část města, což může hrát roli v případě, že se
 * na jedné kartičce nacházejí dvě části téhož města)." — R-B-5.
 * The city runs start – (0,-1) – (0,-2) – (1,-2) and comes back into the other
 * segment of the two-city tile BA/CC.2 at (1,-1): 6 segments on 5 tiles = 10. */
static void
test_city_two_segments_one_tile (void)
{
  CarcGame *game = test_game_play ("base", 2, 0, 0,
                         "BA/Ccc 0,-1 90; follower N;"    /* A: knight (city N+E+S) */
                         "BA/Cc.1 0,-2 180; -;"           /* B: city E+S */
                         "BA/Cc.1 1,-2 270; -;"           /* A: city S+W */
                         "BA/CC.2 1,-1 0; -");            /* B: its N and W segments join the city */
  const CarcScoring *s = test_the_scoring (game, 0, CARC_SCORE_CITY);

  g_assert_cmpuint (s->tiles, ==, 5);
  g_assert_cmpint (s->points, ==, 10);
  test_assert_nothing (game, 1);
  carc_game_free (game);
}

/* seed 000: "Nová kartička spojila dříve samostatné části města. … Modrý a
 * červený získávají oba plný počet bodů, čili po 10 bodech každý, protože mají
 * ve městě každý jednu figurku."
 * seed 002: "Červený i Modrý získavajú obaja plný počet bodov, t.z. obaja po 10
 * bodov" — R-B-7.
 * A = red knight in start city + tube (0,-1); B = blue knight in a separate
 * city (1,-1)+(1,-2); the corner (0,-2) joins and closes them: 5 tiles. */
static void
test_city_shared_10 (void)
{
  CarcGame *game = test_game_play ("base", 2, 0, 0,
                         "BA/CFc.1 0,-1 90; follower N;"  /* A red */
                         "BA/C 1,-1 0; follower N;"       /* B blue: a separate city */
                         "BA/Cc.1 1,-2 270; -;"           /* A: extends blue's city */
                         "BA/Cc.1 0,-2 180; -");          /* B: joins and closes both */

  g_assert_cmpuint (test_n_scorings (game, 0, CARC_SCORE_CITY), ==, 1);
  g_assert_cmpuint (test_n_scorings (game, 1, CARC_SCORE_CITY), ==, 1);
  test_assert_points (game, 0, CARC_SCORE_CITY, 10);
  test_assert_points (game, 1, CARC_SCORE_CITY, 10);
  g_assert_cmpuint (test_the_scoring (game, 0, CARC_SCORE_CITY)->tiles, ==, 5);
  carc_game_free (game);
}

/* seed 000 (Návrat figurek): "Červený získal 4 body" — seed 002: "Červený
 * získal 2 body" with "Jediná výnimka: mesto tvorené iba dvoma časťami sa
 * počíta len za 2 body"; both books: 1. close the city with the new tile,
 * 2. put the knight, 3. score, 4. take the knight back — R-B-3, R-B-5 and its
 * small-city variant.
 * A = red closes the start city with BA/C and puts the knight on it at once. */
static void
test_city_2_follower_on_completed (void)
{
  const struct { guint rules; int points; } variants[] = {
    { 0, 4 },                       /* seed 000: 2 tiles × 2 */
    { CARC_RULE_SMALL_CITY, 2 },    /* seed 002: a 2-tile city is worth 2 */
  };

  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      CarcGame *game = test_game_play ("base", 2, variants[v].rules, 0, "BA/C 0,-1 180; follower S");
      const CarcState *state = carc_game_get_state (game);
      const CarcScoring *s = test_the_scoring (game, 0, CARC_SCORE_CITY);

      g_assert_cmpint (s->points, ==, variants[v].points);
      g_assert_cmpuint (s->tiles, ==, 2);
      g_assert_false (s->final);
      g_assert_cmpuint (carc_state_figures_in_supply (state, 0, CARC_FIGURE_FOLLOWER), ==, 7);
      carc_game_free (game);
    }
}

/* seed 002: "Červený získal 3 body" (the road beside the 2-point city in the
 * Návrat figúrok example); seed 000 "Červený získal 3 body" — R-B-3, R-B-4.
 * A = red: after B's crossing, red closes a 3-tile road and puts the robber on it. */
static void
test_road_3_own_follower_on_completed (void)
{
  CarcGame *game = test_game_play ("base", 2, 0, 0,
                         "BA/C 0,-1 180; -;"              /* A: an unrelated tile */
                         "BA/RRR 1,0 0; -;"               /* B: crossing */
                         "BA/CRRR -1,0 0; follower E");   /* A red closes the road + robber */

  test_assert_points (game, 0, CARC_SCORE_ROAD, 3);
  g_assert_cmpuint (carc_state_figures_in_supply (carc_game_get_state (game), 0,
                                                  CARC_FIGURE_FOLLOWER), ==, 7);
  carc_game_free (game);
}

/* seed 000: "Může použít pouze figurku, kterou má u sebe k dispozici. (Nelze
 * umístit figurku, kterou v daném tahu získal uzavřením města, cesty nebo
 * kláštera zpět. Tuto figurku smí hráč použít až v následujícím tahu.)"
 * seed 002: "nemôže umiestniť figúrku, ktorú v danom ťahu získal uzavretím
 * mesta, cesty alebo kláštora" and "Ak hráč počas hry umiestni všetky svoje
 * figúrky, môže len vykladať karty." — R-B-3.
 * A puts all 7 followers out (robber at the crossing (1,0), monks and robbers
 * down the column x = 0), B extends an empty road eastwards. A's next tile
 * closes the robber's road; the robber comes back only in step 3 (scoring),
 * after the figure step, so A has nothing to put on the new tile's city in
 * this turn; it scores 3, and the robber is back for A's next turn. */
static void
test_returned_follower_waits (void)
{
  CarcGame *game = test_game_play ("base", 2, 0, 0,
                         "BA/RRR 1,0 0; follower W;"      /* A: 1 */
                         "BA/RFr 2,0 0; -;"
                         "BA/L 0,1 0; follower I;"        /* A: 2 */
                         "BA/RFr 3,0 0; -;"
                         "BA/RFr 0,2 0; follower W;"      /* A: 3 */
                         "BA/RFr 4,0 0; -;"
                         "BA/L 0,3 0; follower I;"        /* A: 4 */
                         "BA/RFr 5,0 0; -;"
                         "BA/RFr 0,4 0; follower W;"      /* A: 5 */
                         "BA/RFr 6,0 0; -;"
                         "BA/L 0,5 0; follower I;"        /* A: 6 */
                         "BA/RFr 7,0 0; -;"
                         "BA/L 0,6 0; follower I;"        /* A: 7 */
                         "BA/Rr 8,0 0; -;");
  const CarcState *state = carc_game_get_state (game);

  g_assert_cmpuint (carc_state_figures_in_supply (state, 0, CARC_FIGURE_FOLLOWER), ==, 0);
  test_play (game, "BA/CRRR -1,0 0");                      /* A closes the road */
  test_expect_error (game, "follower N", CARC_ERROR_ILLEGAL_FIGURE, NULL);  /* nothing to place */
  test_play (game, "-");
  state = carc_game_get_state (game);
  test_assert_points (game, 0, CARC_SCORE_ROAD, 3);
  g_assert_cmpuint (carc_state_figures_in_supply (state, 0, CARC_FIGURE_FOLLOWER), ==, 1);
  test_play (game, "BA/LR 8,1 180; -;"                     /* B */
                   "BA/C 0,-1 180; follower S");           /* A: next turn it may */
  test_assert_points (game, 0, CARC_SCORE_CITY, 4);
  carc_game_free (game);
}

/* ---- R-B-6: monastery -------------------------------------------------------- */

/* seed 000: "Červený získal 9 bodů." — seed 002: "Modrý získal 9 bodov" — R-B-6.
 * A = the monk's owner: monastery at (0,1) below the start, 8 tiles around it. */
static void
test_monastery_9 (void)
{
  CarcGame *game = test_game_play ("base", 2, 0, 0,
                         "BA/L 0,1 0; follower I;"        /* A: monk */
                         "BA/RFr 1,0 0; -;"
                         "BA/RFr -1,0 0; -;"
                         "BA/Rr 1,1 270; -;"
                         "BA/Rr -1,1 0; -;"
                         "BA/RFr 0,2 0; -;"
                         "BA/Rr -1,2 180; -;");
  /* seven neighbours: not yet complete */
  g_assert_cmpint (test_score (game, 0), ==, 0);
  test_play (game, "BA/Rr 1,2 90; -");                     /* B: the eighth */

  {
    const CarcScoring *s = test_the_scoring (game, 0, CARC_SCORE_MONASTERY);
    g_assert_cmpint (s->points, ==, 9);
    g_assert_false (s->final);
  }
  test_assert_nothing (game, 1);
  carc_game_free (game);
}

/* ---- R-B-9: final scoring of incomplete features ------------------------------ */

/* One board holds the four final-scoring examples of the picture:
 *   red: robber on the road (-1,0)–start–(1,0), open at both ends: 3 tiles;
 *   yellow: monk at (0,1) with 4 neighbours (start, (±1,0), (1,1)): 1 + 4;
 *   blue: knight in the open city (2,-1)+(2,-2) (2 tiles, pennant on (2,-1)
 *         in seed 000's version, none in seed 002's);
 *   green (2 knights) and black (1 knight) in the open city start–(0,-1)–
 *         (±1,-1)–(-1..1,-2): 7 tiles, the tube (0,-1) carries a pennant in
 *         seed 000's version (8), none in seed 002's (7).
 * A = red, B = yellow, C = blue, D = green, E = black. */
enum { RED, YELLOW, BLUE, GREEN, BLACK };

static CarcGame *
final_board (gboolean pennants,
             guint    rules_on)
{
  g_autofree char *script = g_strdup_printf (
    "BA/RFr 1,0 0; follower E;"          /* red: robber */
    "BA/L 0,1 0; follower I;"            /* yellow: monk */
    "BA/RFr -1,0 0; -;"                  /* blue */
    "%s 0,-1 90; follower N;"            /* green: knight 1 (tube N–S) */
    "BA/C 1,-1 0; follower N;"           /* black: knight, separate city */
    "BA/Rr 1,1 270; -;"                  /* red: 4th neighbour of the monastery */
    "BA/Rr 2,1 0; -;"                    /* yellow: elsewhere */
    "%s 2,-1 90; follower N;"            /* blue: knight (city N+E) */
    "BA/C -1,-1 0; follower N;"          /* green: knight 2, separate city */
    "BA/Cc.1 -1,-2 180; -;"              /* black */
    "BA/Ccc 0,-2 180; -;"                /* red: joins green 1 and green 2 */
    "BA/Ccc 1,-2 270; -;"                /* yellow: joins black, leaves N open */
    "BA/Cc.1 2,-2 180; -;"               /* blue: extends blue's city, still open */
    "end",
    pennants ? "BA/CFc+" : "BA/CFc.1",
    pennants ? "BA/Cc+" : "BA/Cc.1");
  CarcGame *game = test_game_new ("base", 5, rules_on, 0);
  test_play (game, script);
  return game;
}

/* seed 000: "Zelený získal za nedokončené velké město 8 bodů. Černý nezískal
 * nic, protože zelený má ve městě početní převahu rytířů." "Červený získal za
 * neuzavřenou cestu 3 body" "Žlutý získal 5 bodů za neuzavřený klášter."
 * "Modrý získal 3 body za neuzavřené město (2 body za kartičku, 1 bod za erb)."
 * seed 004 footnote: "Pokud dva družiníci jedné barvy obsadí stejnou cestu,
 * město nebo louku, nezískáváte v těchto případech dvojnásobný počet bodů."
 * — R-B-7, R-B-9. */
static void
test_final_000 (void)
{
  CarcGame *game = final_board (TRUE, 0);
  const CarcScoring *s;

  s = test_the_scoring (game, RED, CARC_SCORE_ROAD);
  g_assert_cmpint (s->points, ==, 3);
  g_assert_true (s->final);

  s = test_the_scoring (game, YELLOW, CARC_SCORE_MONASTERY);
  g_assert_cmpint (s->points, ==, 5);
  g_assert_true (s->final);

  s = test_the_scoring (game, BLUE, CARC_SCORE_CITY);
  g_assert_cmpint (s->points, ==, 3);
  g_assert_cmpuint (s->tiles, ==, 2);
  g_assert_cmpuint (s->pennants, ==, 1);

  s = test_the_scoring (game, GREEN, CARC_SCORE_CITY);     /* once, not once per knight */
  g_assert_cmpint (s->points, ==, 8);
  g_assert_cmpuint (s->tiles, ==, 7);
  g_assert_cmpuint (s->pennants, ==, 1);
  g_assert_true (s->final);

  test_assert_nothing (game, BLACK);
  g_assert_cmpint (test_score (game, RED), ==, 3);
  g_assert_cmpint (test_score (game, YELLOW), ==, 5);
  g_assert_cmpint (test_score (game, BLUE), ==, 3);
  g_assert_cmpint (test_score (game, GREEN), ==, 8);
  g_assert_cmpint (carc_state_get_phase (carc_game_get_state (game)), ==, CARC_PHASE_OVER);
  carc_game_free (game);
}

/* seed 002: "Červený získal za neuzavretú cestu 3 body. Žltý má 5 bodov za
 * neuzavretý kláštor. Modrý má 2 body za neuzavreté mesto, zelený 7 bodov.
 * Černý nezískal nič, pretože zelený má početnú prevahu rytierov." — R-B-7,
 * R-B-9, played with seed 002's own variants (small city, classic farmers):
 * they change nothing for incomplete features. Blue's city is 2 tiles without
 * a pennant, green's 7 tiles without a pennant. */
static void
test_final_002 (void)
{
  CarcGame *game = final_board (FALSE, CARC_RULE_SMALL_CITY | CARC_RULE_CLASSIC_FARMERS);

  test_assert_points (game, RED, CARC_SCORE_ROAD, 3);
  test_assert_points (game, YELLOW, CARC_SCORE_MONASTERY, 5);
  test_assert_points (game, BLUE, CARC_SCORE_CITY, 2);
  g_assert_cmpuint (test_the_scoring (game, BLUE, CARC_SCORE_CITY)->tiles, ==, 2);
  test_assert_points (game, GREEN, CARC_SCORE_CITY, 7);
  g_assert_cmpuint (test_the_scoring (game, GREEN, CARC_SCORE_CITY)->tiles, ==, 7);
  test_assert_nothing (game, BLACK);
  carc_game_free (game);
}

/* ---- R-B-10: farmers --------------------------------------------------------- */

/* seed 000: "Modrý získal 6 bodů za dvě uzavřená města."
 * seed 002: "Modrý má 6 bodov, pretože jeho lúka hraničí s dvoma mestami." — R-B-10.
 * A = blue: farmer between the road and the two cities of the start tile and
 * of (1,0); both cities are closed by BA/C tiles. */
static void
test_field_two_cities (void)
{
  const guint variants[] = { 0, CARC_RULE_CLASSIC_FARMERS };

  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      CarcGame *game = test_game_play ("base", 2, variants[v], 0,
                             "BA/RCr 1,0 0; follower WR;"    /* A blue: farmer */
                             "BA/C 0,-1 180; -;"             /* B closes the start city */
                             "BA/C 1,-1 180; -;"             /* A closes the city of (1,0) */
                             "end");
      const CarcScoring *s = test_the_scoring (game, 0, CARC_SCORE_FIELD);

      g_assert_cmpint (s->points, ==, 6);
      g_assert_cmpuint (s->count, ==, 2);
      g_assert_true (s->final);
      test_assert_nothing (game, 1);
      carc_game_free (game);
    }
}

/* seed 000: "Červený získal 3 body. Za neuzavřené město body nejsou."
 * seed 002: "Modrý je vlastníkom lúky a získal 3 body za uzavreté mesto. Za
 * neuzavreté mesto body nezískal." — R-B-10.
 * A = the farmer's owner: as above, but the city of (1,0) stays open. */
static void
test_field_open_city_counts_nothing (void)
{
  CarcGame *game = test_game_play ("base", 2, 0, 0,
                         "BA/RCr 1,0 0; follower WR;"
                         "BA/C 0,-1 180; -;"
                         "end");
  const CarcScoring *s = test_the_scoring (game, 0, CARC_SCORE_FIELD);

  g_assert_cmpint (s->points, ==, 3);
  g_assert_cmpuint (s->count, ==, 1);
  carc_game_free (game);
}

/* seed 000: "Modrý získal 9 bodů. (6 bodů za sedláka nahoře a 3 body za sedláka
 * dole)." — R-B-10.
 * A = blue: the upper farmer on the field between the road and the closed
 * cities of the start tile and (1,0); the lower one south of the road, on a
 * field touching the closed city (0,1)+(0,2). */
static void
test_field_two_farmers_9 (void)
{
  CarcGame *game = test_game_play ("base", 2, 0, 0,
                         "BA/RCr 1,0 0; follower WR;"     /* A blue: upper farmer */
                         "BA/C 0,-1 180; -;"
                         "BA/C 0,1 180; follower NL;"     /* A blue: lower farmer */
                         "BA/C 1,-1 180; -;"
                         "BA/C 0,2 0; -;"
                         "end");

  g_assert_cmpuint (test_n_scorings (game, 0, CARC_SCORE_FIELD), ==, 2);
  g_assert_true (test_has_scoring (game, 0, CARC_SCORE_FIELD, 6));
  g_assert_true (test_has_scoring (game, 0, CARC_SCORE_FIELD, 3));
  test_assert_points (game, 0, CARC_SCORE_FIELD, 9);
  g_assert_cmpint (test_score (game, 0), ==, 9);
  test_assert_nothing (game, 1);
  carc_game_free (game);
}

/* seed 002: "Pozor: Hráč si môže za jedno mesto spočítať body len jedenkrát.
 * … Modrý získal 3 body." — R-B-10 and its classic-farmers variant.
 * A = blue has a farmer on each of the two fields that touch the closed city
 * start+(0,-1): the field between road and city, and the field beyond the city.
 * Classic farmers (seed 002): the city counts once for blue: 3.
 * Default (seeds 000, 004; RULES.md R-B-10 "A city touching two fields can
 * score for both"): each field scores it: 3 + 3. */
static void
test_field_city_once_per_player (void)
{
  const struct { guint rules; int points; guint scorings; } variants[] = {
    { CARC_RULE_CLASSIC_FARMERS, 3, 2 },
    { 0, 6, 2 },
  };

  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      CarcGame *game = test_game_play ("base", 2, variants[v].rules, 0,
                             "BA/C 0,-1 180; follower NL;"   /* A blue: farmer beyond the city */
                             "BA/RFr -1,0 0; -;"
                             "BA/RFr 1,0 0; follower WR;"    /* A blue: farmer by the road */
                             "end");

      test_assert_points (game, 0, CARC_SCORE_FIELD, variants[v].points);
      g_assert_cmpuint (test_n_scorings (game, 0, CARC_SCORE_FIELD), ==, variants[v].scorings);
      g_assert_cmpint (test_score (game, 0), ==, variants[v].points);
      test_assert_nothing (game, 1);
      carc_game_free (game);
    }
}

/* The big and the small field with cities A and B.
 *   city A = (1,-1)+(2,-1); city B = start + tube (0,-1) + (0,-2) (3 tiles);
 *   small field: beyond city A on (2,-1), touches A only (blue);
 *   big field: the tube's west field (red), its east field + (1,-1) (red),
 *   the field beyond B on (0,-2) (yellow, in the tie only), the field between
 *   the start's road and city (yellow); the monastery (-1,-1) and the road
 *   tile (1,0) join them into one field touching A and B.
 * A = red, B = yellow, C = blue. */
static CarcGame *
big_small_field (gboolean tie,
                 guint    rules_on)
{
  g_autofree char *script = g_strdup_printf (
    "BA/CFc.1 0,-1 90; follower WL;"     /* red: farmer 1 (west of the tube) */
    "BA/C 0,-2 180; %s;"                 /* yellow: closes B; farmer beyond B in the tie */
    "BA/L -1,-2 0; -;"                   /* blue */
    "BA/C 1,-1 90; follower NL;"         /* red: farmer 2 (east of the tube) */
    "BA/RFr -1,0 0; follower NL;"        /* yellow: farmer by the start's road */
    "BA/C 2,-1 270; follower NL;"        /* blue: closes A, farmer on the small field */
    "BA/L -1,-1 0; -;"                   /* red: joins the west parts */
    "BA/RFr 1,0 0; -;"                   /* yellow: joins the east part */
    "end",
    tie ? "follower NL" : "-");
  CarcGame *game = test_game_new ("base", 3, rules_on, 0);
  test_play (game, script);
  return game;
}

/* seed 000: "Modrý vlastní malou louku, získal 3 body za město A." "Červený
 * vlastní velkou louku. Má převahu sedláků. Získal 6 bodů (3 body za město A a
 * 3 body za město B). Žlutý nemá na louce převahu, nezíská tedy žádné body."
 * seed 002: "Ak mesto susedí s viacerými lúkami, každý vlastník lúky získa 3
 * body. Červený vlastní veľkú lúku. Má prevahu sedliakov. Získal 6 bodov (3 body
 * za mestá A a B). Modrý vlastní malú lúku, získal 3 body za mesto A."
 * — R-B-7, R-B-10 (same points with seed 002's classic farmers). */
static void
test_field_big_small_majority (void)
{
  const guint variants[] = { 0, CARC_RULE_CLASSIC_FARMERS };

  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      CarcGame *game = big_small_field (FALSE, variants[v]);
      const CarcScoring *s = test_the_scoring (game, 0, CARC_SCORE_FIELD);

      g_assert_cmpint (s->points, ==, 6);
      g_assert_cmpuint (s->count, ==, 2);
      s = test_the_scoring (game, 2, CARC_SCORE_FIELD);
      g_assert_cmpint (s->points, ==, 3);
      g_assert_cmpuint (s->count, ==, 1);
      test_assert_nothing (game, 1);                 /* yellow: outvoted 1 to 2 */
      g_assert_cmpint (test_score (game, 0), ==, 6);
      g_assert_cmpint (test_score (game, 2), ==, 3);
      carc_game_free (game);
    }
}

/* seed 000: "Na velké louce mají červený a žlutý každý dva sedláky. Oba jsou
 * tedy vlastníky louky, oba mají po 6 bodech (za dvě uzavřená města A a B)."
 * seed 002: "Na veľkej lúke majú červený a žltý dvoch sedliakov. Obidvaja sú
 * vlastníkmi lúky, obidvaja majú po 6 bodoch (za obidve mestá). Modrý má 3 body
 * za mesto A." — R-B-7, R-B-10. */
static void
test_field_big_small_tie (void)
{
  const guint variants[] = { 0, CARC_RULE_CLASSIC_FARMERS };

  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      CarcGame *game = big_small_field (TRUE, variants[v]);

      g_assert_cmpint (test_the_scoring (game, 0, CARC_SCORE_FIELD)->points, ==, 6);
      g_assert_cmpint (test_the_scoring (game, 1, CARC_SCORE_FIELD)->points, ==, 6);
      g_assert_cmpint (test_the_scoring (game, 2, CARC_SCORE_FIELD)->points, ==, 3);
      g_assert_cmpint (test_score (game, 0), ==, 6);
      g_assert_cmpint (test_score (game, 1), ==, 6);
      g_assert_cmpint (test_score (game, 2), ==, 3);
      carc_game_free (game);
    }
}

/* seed 000, "PŘÍKLAD VYHODNOCENÍ SEDLÁKŮ NA LOUKÁCH":
 * "Louka 1: Vlastníkem louky je modrý. S loukou hraničí 2 uzavřená města (A a
 * B). … Modrý tedy dostane 6 bodů."
 * "Louka 2: Tuto louku vlastní společně červený a modrý, neboť na ní mají po
 * jednom sedlákovi. Na louce jsou celkem 3 uzavřená města (A, B, a C). Červený
 * a modrý dostanou každý 9 bodů."
 * "Pozor: Města A a B přinášejí zároveň po 3 bodech modrému za louku 1 a po
 * třech bodech červenému a modrému za louku 2. … Město vlevo dole není
 * uzavřené, proto žádné body nepřináší."
 * "Louka 3: Vlastníkem této louky je žlutý, protože na ní má více sedláků než
 * černý. Za 4 města hraničící s touto loukou dostane žlutý 12 bodů."
 * — R-B-7, R-B-10.
 * Board: A = start city closed by BA/CFC.2 (0,-1), whose other city U stays
 * open; B = (1,0)+(1,-1) (BA/CC.2, whose other city C is closed by (2,-1)).
 * Louka 1 = between the road and A, B. Louka 2 = beyond A, B, C (and U).
 * Louka 3 = south of the road, touching the cities D1…D4 of the two BA/CFC.2
 * tiles (0,1), (0,2), closed by BA/C tiles.
 * A = red, B = blue, C = yellow, D = black. */
static CarcGame *
three_fields (guint rules_on)
{
  CarcGame *game = test_game_new ("base", 4, rules_on, 0);
  test_play (game,
             "BA/CFC.2 0,-1 0; follower EL;"    /* red: louka 2 */
             "BA/CC.2 1,-1 180; -;"             /* blue */
             "BA/CFC.2 0,1 90; follower NL;"    /* yellow: louka 3 */
             "BA/C -1,1 90; follower NL;"       /* black: louka 3 (separate part) */
             "BA/CFC.2 0,2 90; -;"              /* red */
             "BA/C 2,-1 270; follower NL;"      /* blue: louka 2 (separate part) */
             "BA/C 1,1 270; follower NL;"       /* yellow: louka 3 (separate part) */
             "BA/C 1,2 270; -;"                 /* black */
             "BA/C -1,2 90; -;"                 /* red */
             "BA/RCr 1,0 0; follower WR;"       /* blue: louka 1; joins louka 3 parts */
             "BA/RFr -1,0 0; -;"                /* yellow: joins black's part */
             "BA/L 1,-2 0; -;"                  /* black */
             "BA/L 2,-2 0; -;"                  /* red: joins blue's part of louka 2 */
             "end");
  return game;
}

static void
test_field_three_fields (void)
{
  CarcGame *game = three_fields (0);

  /* blue: louka 1 (6) and louka 2 (9) */
  g_assert_cmpuint (test_n_scorings (game, 1, CARC_SCORE_FIELD), ==, 2);
  g_assert_true (test_has_scoring (game, 1, CARC_SCORE_FIELD, 6));
  g_assert_true (test_has_scoring (game, 1, CARC_SCORE_FIELD, 9));
  g_assert_cmpint (test_score (game, 1), ==, 15);
  /* red: louka 2 */
  g_assert_cmpint (test_the_scoring (game, 0, CARC_SCORE_FIELD)->points, ==, 9);
  g_assert_cmpuint (test_the_scoring (game, 0, CARC_SCORE_FIELD)->count, ==, 3);
  g_assert_cmpint (test_score (game, 0), ==, 9);
  /* yellow: louka 3, black outvoted */
  g_assert_cmpint (test_the_scoring (game, 2, CARC_SCORE_FIELD)->points, ==, 12);
  g_assert_cmpuint (test_the_scoring (game, 2, CARC_SCORE_FIELD)->count, ==, 4);
  g_assert_cmpint (test_score (game, 2), ==, 12);
  test_assert_nothing (game, 3);
  carc_game_free (game);
}

/* The same board with seed 002's classic farmers ("Hráč si môže za jedno mesto
 * spočítať body len jedenkrát"): blue scores A and B once (for louka 1 or 2)
 * and C once: 9 instead of seed 000's 15; the others are unchanged — R-B-10
 * variant. */
static void
test_field_three_fields_classic (void)
{
  CarcGame *game = three_fields (CARC_RULE_CLASSIC_FARMERS);

  test_assert_points (game, 1, CARC_SCORE_FIELD, 9);
  g_assert_cmpint (test_score (game, 0), ==, 9);
  g_assert_cmpint (test_score (game, 2), ==, 12);
  test_assert_nothing (game, 3);
  carc_game_free (game);
}

/* seed 000, "JAK SE MŮŽE DOSTAT VÍCE SEDLÁKŮ NA JEDNU LOUKU?": "1. tah: Modrý
 * umístí sedláka na louku. 2. tah: Červený umístí kartičku doprava nahoru a
 * také umístí sedláka na louku. To je možné, neboť obě louky nejsou prozatím
 * propojeny. 3. tah: Přiložením této karty se obě dříve vytvořené louky
 * propojí v jednu větší louku." and "Po vyložení nové kartičky se louky
 * propojí. Pozor: Hráč, který vyložil novou kartičku, nemůže umístit sedláka,
 * protože na louce už sedláci jsou." (seed 002 alike) — R-B-2, R-B-7, R-B-10.
 * A = blue (farmer by the road at (1,0)), B = red (farmer beyond the start city
 * closed at (0,-1)), C = yellow joins them at (1,-1) and may not add a farmer.
 * At the end blue and red tie on the field touching the start city: 3 each. */
static void
test_field_farmers_join (void)
{
  CarcGame *game = test_game_play ("base", 3, 0, 0,
                         "BA/RFr 1,0 0; follower NL;"     /* A blue */
                         "BA/C 0,-1 180; follower NL;"    /* B red: a separate field */
                         "BA/L 1,-1 0");                  /* C yellow joins them */

  test_expect_error (game, "follower NL", CARC_ERROR_ILLEGAL_FIGURE, NULL);
  g_assert_false (offers_follower_on (game, CARC_FEATURE_FIELD));
  g_assert_true (offers_follower_on (game, CARC_FEATURE_MONASTERY));
  test_play (game, "-; end");

  test_assert_points (game, 0, CARC_SCORE_FIELD, 3);
  test_assert_points (game, 1, CARC_SCORE_FIELD, 3);
  test_assert_nothing (game, 2);
  carc_game_free (game);
}

/* ---- R-B-2: where a follower may go ------------------------------------------ */

/* seed 000: "Modrý nemůže umístit lupiče, jelikož cesta je již obsazená. Může
 * umístit mnicha do kláštera, nebo položit sedláka na louku." — R-B-2.
 * A = red robber on (1,0); B = blue extends the road with the monastery tile. */
static void
test_placement_road_taken (void)
{
  CarcGame *game = test_game_play ("base", 2, 0, 0,
                         "BA/RFr 1,0 0; follower E;"
                         "BA/LR 2,0 90");

  g_assert_false (offers_follower_on (game, CARC_FEATURE_ROAD));
  g_assert_true (offers_follower_on (game, CARC_FEATURE_MONASTERY));
  g_assert_true (offers_follower_on (game, CARC_FEATURE_FIELD));
  test_expect_error (game, "follower W", CARC_ERROR_ILLEGAL_FIGURE, NULL);
  test_play (game, "follower I");
  carc_game_free (game);
}

/* seed 000: "Modrý nemůže umístit rytíře, jelikož město je již obsazeno. Může
 * umístit lupiče na cestu, nebo položit sedláka na louku."
 * seed 002: "Modrý môže umiestniť iba sedliaka, pretože v spojených častiach
 * mesta už stojí Červený." — R-B-2.
 * A = red knight in the tube (0,-1); B = blue extends that city with BA/RCr. */
static void
test_placement_city_taken (void)
{
  CarcGame *game = test_game_play ("base", 2, 0, 0,
                         "BA/CFc.1 0,-1 90; follower N;"
                         "BA/RCr 0,-2 180");

  g_assert_false (offers_follower_on (game, CARC_FEATURE_CITY));
  g_assert_true (offers_follower_on (game, CARC_FEATURE_ROAD));
  g_assert_true (offers_follower_on (game, CARC_FEATURE_FIELD));
  test_expect_error (game, "follower S", CARC_ERROR_ILLEGAL_FIGURE, NULL);
  test_play (game, "follower W");
  carc_game_free (game);
}

/* seed 002: "Červený môže svoju figúrku umiestniť ako rytiera alebo lupiča alebo
 * ako sedliaka, ale iba na malý kúsok lúky (červená šípka). Veľká lúka je už
 * obsadená." — R-B-2.
 * A = blue farmer south of the start's road (via (1,0)); B = red places BA/RCr
 * at (-1,0): its city, its road and its small field (between road and city)
 * are free, its big field joins blue's. */
static void
test_placement_small_field_only (void)
{
  CarcGame *game = test_game_play ("base", 2, 0, 0,
                         "BA/RFr 1,0 0; follower SL;"     /* A blue: the big field */
                         "BA/RCr -1,0 0");                /* B red */

  g_assert_true (offers_follower_on (game, CARC_FEATURE_CITY));
  g_assert_true (offers_follower_on (game, CARC_FEATURE_ROAD));
  g_assert_true (offers_follower_on (game, CARC_FEATURE_FIELD));
  test_expect_error (game, "follower SL", CARC_ERROR_ILLEGAL_FIGURE, NULL);  /* the big field */
  test_play (game, "follower WR");                        /* the small field */
  carc_game_free (game);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/seed-examples/000-002/road-4", test_road_4);
  g_test_add_func ("/seed-examples/004/road-3-completed-by-other", test_road_3_completed_by_other);
  g_test_add_func ("/seed-examples/004/road-3-follower-on-completed", test_road_3_follower_on_completed);
  g_test_add_func ("/seed-examples/000-002/road-3-own-follower-on-completed",
                   test_road_3_own_follower_on_completed);
  g_test_add_func ("/seed-examples/000-002/city-3-tiles-pennant", test_city_3_tiles_pennant);
  g_test_add_func ("/seed-examples/000/city-4-tiles", test_city_4_tiles);
  g_test_add_func ("/seed-examples/000-004/city-two-segments-one-tile", test_city_two_segments_one_tile);
  g_test_add_func ("/seed-examples/000-002/city-shared-10", test_city_shared_10);
  g_test_add_func ("/seed-examples/000-002/city-2-follower-on-completed",
                   test_city_2_follower_on_completed);
  g_test_add_func ("/seed-examples/000-002/returned-follower-waits", test_returned_follower_waits);
  g_test_add_func ("/seed-examples/000-002/monastery-9", test_monastery_9);
  g_test_add_func ("/seed-examples/000-004/final-scoring", test_final_000);
  g_test_add_func ("/seed-examples/002/final-scoring", test_final_002);
  g_test_add_func ("/seed-examples/000-002/field-two-cities", test_field_two_cities);
  g_test_add_func ("/seed-examples/000-002/field-open-city", test_field_open_city_counts_nothing);
  g_test_add_func ("/seed-examples/000/field-two-farmers-9", test_field_two_farmers_9);
  g_test_add_func ("/seed-examples/002/field-city-once-per-player", test_field_city_once_per_player);
  g_test_add_func ("/seed-examples/000-002/field-big-small-majority", test_field_big_small_majority);
  g_test_add_func ("/seed-examples/000-002/field-big-small-tie", test_field_big_small_tie);
  g_test_add_func ("/seed-examples/000/field-three-fields", test_field_three_fields);
  g_test_add_func ("/seed-examples/002/field-three-fields-classic", test_field_three_fields_classic);
  g_test_add_func ("/seed-examples/000-002/field-farmers-join", test_field_farmers_join);
  g_test_add_func ("/seed-examples/000/placement-road-taken", test_placement_road_taken);
  g_test_add_func ("/seed-examples/000-002/placement-city-taken", test_placement_city_taken);
  g_test_add_func ("/seed-examples/002/placement-small-field-only", test_placement_small_field_only);

  return g_test_run ();
}
