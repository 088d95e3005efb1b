/* test-hills-sheep.c: the rule ids of Hills & Sheep and the worked examples
 * of its chapter in seed 000, with the River's sheep and vineyards
 *
 * RULES.md: R-HS-1 … R-HS-9 (Hills & Sheep, "Ovce a kopce"); R-HS-9, Hills &
 * Sheep with the River, is played on a small River of the tests' own.
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
 * The test paths keep their /expansions/ prefix from the days when the
 * big-box sets shared one test program: a path names the same test as before.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-test-util.h"
#include "carc-hills-sheep.h"
#include "carc-inns-cathedrals.h"

#include <string.h>

#define BASE_IC  "base,inns-and-cathedrals"
#define BASE_HS  "base,hills-and-sheep"

enum { A, B, C };

/* ---- helpers ---------------------------------------------------------------- */

static int
type_of (const char *id)
{
  int t = carc_catalogue_lookup (test_catalogue (), id);
  g_assert_cmpint (t, >=, 0);
  return t;
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

/* ==== Hills & Sheep with the River ========================================= */

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

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

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
  return g_test_run ();
}
