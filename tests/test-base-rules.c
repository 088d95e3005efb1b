/* test-base-rules.c: every base-game rule id (RULES.md R-B-1 … R-B-11)
 *
 * Boards are built turn by turn with test_play(): "TILE x,y rotation",
 * then a figure ("follower N") or "-" for none.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-test-util.h"
#include "carc-random.h"

#include <string.h>

/* R-B-1: 2-8 players with 7 followers, the start tile at (0,0) taken from the supply */
static void
test_r_b_1_setup (void)
{
  CarcGame *game = test_game_new ("base", 8, 0, 0);
  const CarcState *state = carc_game_get_state (game);
  CarcCatalogue *cat = test_catalogue ();
  g_autoptr(CarcSetup) nine = carc_setup_new ();
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (carc_state_get_n_players (state), ==, 8);
  for (guint p = 0; p < 8; p++)
    g_assert_cmpuint (carc_state_figures_in_supply (state, p, CARC_FIGURE_FOLLOWER), ==, 7);
  g_assert_cmpuint (carc_state_get_n_tiles (state), ==, 1);
  g_assert_cmpstr (carc_state_tile_type (state, &carc_state_get_tiles (state)[0])->id, ==, "BA/RCr");
  g_assert_cmpint (carc_state_get_tiles (state)[0].x, ==, 0);
  g_assert_cmpint (carc_state_get_tiles (state)[0].y, ==, 0);
  g_assert_cmpuint (carc_state_supply_count (state), ==, 71);
  g_assert_cmpuint (carc_state_get_remaining (state)[carc_catalogue_lookup (cat, "BA/RCr")], ==, 3);
  carc_game_free (game);

  carc_setup_add_set (nine, cat, "base", NULL);   /* a setup without players makes no game */
  g_assert_false (carc_setup_validate (nine, cat, &error));
  g_assert_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP);

  /* the box's colours by name, and the two sheep bags (R-HS-1) told apart */
  g_assert_cmpint (carc_player_colour_index ("red"), ==, 0);
  g_assert_cmpint (carc_player_colour_index ("purple"), ==, CARC_MAX_PLAYERS - 1);
  g_assert_cmpint (carc_player_colour_index ("mauve"), ==, -1);
  g_assert_cmpint (carc_player_colour_index (NULL), ==, -1);
  g_assert_false (carc_setup_bag_is_other (nine));
  carc_setup_set_bag_other (nine);
  g_assert_true (carc_setup_bag_is_other (nine));
  carc_setup_set_bag_default (nine);
  g_assert_false (carc_setup_bag_is_other (nine));
}

/* R-B-1: every player is someone else; names that differ only in case,
 * accents or spaces are one person (as the store counts them) */
static void
test_r_b_1_player_names (void)
{
  CarcCatalogue *cat = test_catalogue ();
  g_autoptr(CarcSetup) setup = carc_setup_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *key = carc_player_name_key (" ŠÁRKA ");

  g_assert_cmpstr (key, ==, "sarka");
  carc_setup_add_set (setup, cat, "base", NULL);
  carc_setup_add_player (setup, "Šárka", NULL);
  carc_setup_add_player (setup, "Sára", NULL);
  g_assert_true (carc_setup_validate (setup, cat, &error));
  g_assert_no_error (error);

  carc_setup_add_player (setup, "sarka", NULL);
  g_assert_false (carc_setup_validate (setup, cat, &error));
  g_assert_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP);
  g_assert_nonnull (strstr (error->message, "sarka"));
}

/* R-B-2: a tile touches by an edge and every touching edge matches */
static void
test_r_b_2_tile_placement (void)
{
  CarcGame *game = test_game_new ("base", 2, 0, 0);
  g_autoptr(GArray) spots = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));
  const CarcState *state;
  int city_cap;

  test_expect_error (game, "BA/C 0,-1 0", CARC_ERROR_ILLEGAL_PLACEMENT,
                     "(south edge: field here, city on the neighbour; R-B-2)");       /* field S vs city N */
  test_expect_error (game, "BA/C 1,1 0", CARC_ERROR_ILLEGAL_PLACEMENT, "touches no placed tile");  /* corner only */
  test_expect_error (game, "BA/C 0,0 0", CARC_ERROR_ILLEGAL_PLACEMENT, "already holds");
  test_expect_error (game, "BA/C 5,5 0", CARC_ERROR_ILLEGAL_PLACEMENT, NULL);
  test_play (game, "BA/C 0,-1 180");                                              /* city meets city */
  test_expect_error (game, "BA/RFr 1,0 0", CARC_ERROR_WRONG_PHASE, NULL);              /* one tile per turn */
  test_play (game, "-");

  /* the legal spots of a tile are exactly those every rotation check accepts */
  state = carc_game_get_state (game);
  city_cap = carc_catalogue_lookup (test_catalogue (), "BA/C");
  carc_state_list_placements (state, (guint) city_cap, spots);
  for (int y = -4; y <= 3; y++)
    for (int x = -3; x <= 3; x++)
      for (guint r = 0; r < 4; r++)
        {
          gboolean listed = FALSE;
          for (guint i = 0; i < spots->len; i++)
            {
              CarcPlacement *p = &g_array_index (spots, CarcPlacement, i);
              if (p->x == x && p->y == y && (p->rotations & (1u << r)))
                listed = TRUE;
            }
          g_assert_cmpint (listed, ==, carc_state_check_placement (state, (guint) city_cap, x, y, r, NULL));
        }
  g_assert_cmpuint (spots->len, >, 0);
  carc_game_free (game);
}

/* R-B-2: a tile that fits nowhere leaves the game; one that fits cannot */
static void
test_r_b_2_discard (void)
{
  static const char *doc =
    "{\"format\": \"carcassonne-companion/tiles\", \"version\": 1,"
    " \"set\": {\"id\": \"fortress\", \"name\": \"Fortress\", \"start_tile\": \"FO/C\"},"
    " \"tiles\": ["
    "  {\"id\": \"FO/C\", \"count\": 2, \"edges\": \"CCCC\", \"features\": [{\"kind\": \"city\", \"at\": \"N E S W\"}]},"
    "  {\"id\": \"FO/R\", \"count\": 2, \"edges\": \"RRRR\", \"features\": ["
    "    {\"kind\": \"road\", \"at\": \"N\"}, {\"kind\": \"road\", \"at\": \"E\"}, {\"kind\": \"road\", \"at\": \"S\"}, {\"kind\": \"road\", \"at\": \"W\"},"
    "    {\"kind\": \"field\", \"at\": \"NR EL\"}, {\"kind\": \"field\", \"at\": \"ER SL\"}, {\"kind\": \"field\", \"at\": \"SR WL\"}, {\"kind\": \"field\", \"at\": \"WR NL\"}]}"
    " ]}";
  g_autoptr(CarcCatalogue) cat = carc_catalogue_new ();
  g_autoptr(GError) error = NULL;
  CarcSetup *setup = carc_setup_new ();
  CarcGame *game;

  g_assert_true (carc_catalogue_load_data (cat, "fortress.json", doc, strlen (doc), &error));
  g_assert_true (carc_setup_add_set (setup, cat, "fortress", &error));
  carc_setup_add_player (setup, "A", NULL);
  carc_setup_add_player (setup, "B", NULL);
  game = carc_game_new (cat, setup, &error);
  g_assert_no_error (error);

  test_expect_error (game, "discard FO/C", CARC_ERROR_ILLEGAL_PLACEMENT, "fits somewhere");
  test_play (game, "discard FO/R");
  g_assert_cmpuint (carc_state_get_remaining (carc_game_get_state (game))[carc_catalogue_lookup (cat, "FO/R")], ==, 1);
  /* still the same player's turn: they draw again */
  g_assert_cmpuint (carc_state_get_player (carc_game_get_state (game)), ==, 0);
  test_play (game, "FO/C 1,0 0; -");
  g_assert_cmpuint (carc_state_get_player (carc_game_get_state (game)), ==, 1);
  /* only a tile the supply still has, of a type the catalogue has */
  test_expect_error (game, "discard FO/C", CARC_ERROR_OUT_OF_SUPPLY, "no copy of FO/C is left in the supply");
  {
    CarcEvent unknown = carc_event_simple (CARC_EVENT_DISCARD, 0);

    unknown.tile = (guint16) carc_catalogue_get_n_types (cat);
    g_assert_false (carc_game_append (game, &unknown, &error));
    g_assert_error (error, CARC_ERROR, CARC_ERROR_UNKNOWN_TILE);
  }
  carc_game_free (game);
}

/* R-B-2: a follower goes on the tile just placed, on a feature nobody holds after merging */
static void
test_r_b_2_figure_placement (void)
{
  CarcGame *game = test_game_new ("base", 2, 0, 0);

  /* A: a road tile east of the start with a robber on the joined road */
  test_play (game, "BA/RFr 1,0 0; follower E");
  /* B: the road west of the start joins the same road: taken */
  test_play (game, "BA/RFr -1,0 0");
  test_expect_error (game, "follower W", CARC_ERROR_ILLEGAL_FIGURE, "already holds a follower");
  test_expect_error (game, "follower N", CARC_ERROR_ILLEGAL_FIGURE, "fields are named by half-edges: NL or NR");  /* a field edge */
  test_expect_error (game, "builder SL", CARC_ERROR_ILLEGAL_FIGURE, "no builder");        /* not in this game */
  /* the field south of the road is still free */
  test_play (game, "follower SL SR");
  g_assert_cmpuint (carc_state_figures_in_supply (carc_game_get_state (game), 1, CARC_FIGURE_FOLLOWER), ==, 6);
  carc_game_free (game);
}

/* R-B-3: a follower may go on a feature its tile completes; it scores and returns at once */
static void
test_r_b_3_place_on_completed (void)
{
  CarcGame *game = test_game_new ("base", 1, 0, 0);

  test_play (game, "BA/C 0,-1 180; follower S");
  g_assert_cmpint (test_score (game, 0), ==, 4);
  g_assert_cmpuint (carc_state_figures_in_supply (carc_game_get_state (game), 0, CARC_FIGURE_FOLLOWER), ==, 7);
  g_assert_cmpuint (carc_state_get_n_returns (carc_game_get_state (game)), ==, 1);
  carc_game_free (game);
}

/* R-B-4: a road closed by crossings at both ends scores 1 per tile */
static void
test_r_b_4_roads (void)
{
  CarcGame *game = test_game_new ("base", 1, 0, 0);

  test_play (game, "BA/RRR 1,0 0; -");
  test_play (game, "BA/RRR -1,0 0; follower E");          /* crossing - start - crossing */
  g_assert_true (test_has_scoring (game, 0, CARC_SCORE_ROAD, 3));
  g_assert_cmpint (test_score (game, 0), ==, 3);
  carc_game_free (game);
}

/* R-B-4: a road of four: crossing, two straights, the start, crossing */
static void
test_r_b_4_road_of_four (void)
{
  CarcGame *game = test_game_new ("base", 1, 0, 0);

  test_play (game, "BA/RFr 1,0 0; follower W; BA/RRR 2,0 0; -; BA/RRR -1,0 0; -");
  g_assert_true (test_has_scoring (game, 0, CARC_SCORE_ROAD, 4));
  g_assert_cmpint (test_score (game, 0), ==, 4);
  carc_game_free (game);
}

/* R-B-4: a loop is complete too */
static void
test_r_b_4_loop (void)
{
  CarcGame *game = test_game_new ("base", 1, 0, 0);

  /* a ring of four curves south of the start's field */
  test_play (game, "BA/Rr 0,1 270; follower E; BA/Rr 1,1 0; -; BA/Rr 1,2 90; -; BA/Rr 0,2 180; -");
  g_assert_true (test_has_scoring (game, 0, CARC_SCORE_ROAD, 4));
  carc_game_free (game);
}

/* R-B-5: a closed city scores 2 per tile and 2 per pennant */
static void
test_r_b_5_city (void)
{
  CarcGame *game = test_game_new ("base", 1, 0, 0);

  test_play (game, "BA/CFc+ 0,-1 90; follower N; BA/C 0,-2 180; -");
  g_assert_true (test_has_scoring (game, 0, CARC_SCORE_CITY, 8));   /* 3 tiles, 1 pennant */
  carc_game_free (game);
}

/* R-B-5: two segments of one city on one tile count as one tile */
static void
test_r_b_5_two_segments_one_tile (void)
{
  CarcGame *game = test_game_new ("base", 1, 0, 0);

  /* BA/CC.2 turned 180 has caps S and E; a ring of three corners joins them */
  test_play (game, "BA/CC.2 0,1 180; follower E;"
                   "BA/Cc.1 1,1 270; -; BA/Cc.1 1,2 0; -; BA/Cc.1 0,2 90; -");
  g_assert_true (test_has_scoring (game, 0, CARC_SCORE_CITY, 8));   /* 4 tiles, not 5 */
  carc_game_free (game);
}

/* R-B-5 variant "small city": a closed city of two tiles scores 2 */
static void
test_r_b_5_small_city (void)
{
  CarcGame *standard = test_game_new ("base", 1, 0, 0);
  CarcGame *small = test_game_new ("base", 1, CARC_RULE_SMALL_CITY, 0);

  test_play (standard, "BA/C 0,-1 180; follower S");
  test_play (small, "BA/C 0,-1 180; follower S");
  g_assert_cmpint (test_score (standard, 0), ==, 4);
  g_assert_cmpint (test_score (small, 0), ==, 2);
  carc_game_free (standard);
  carc_game_free (small);
}

/* R-B-6: a monastery surrounded by eight tiles scores 9 */
static void
test_r_b_6_monastery (void)
{
  CarcGame *game = test_game_new ("base", 1, 0, 0);

  test_play (game, "BA/LR 0,1 0; follower I;"
                   "BA/RFr -1,0 0; -; BA/RFr 1,0 0; -; BA/L -1,1 0; -; BA/L 1,1 0; -;"
                   "BA/L -1,2 0; -; BA/RFr 0,2 90; -");
  g_assert_cmpint (test_score (game, 0), ==, 0);
  test_play (game, "BA/L 1,2 0; -");
  g_assert_true (test_has_scoring (game, 0, CARC_SCORE_MONASTERY, 9));
  carc_game_free (game);
}

/* R-B-7: ties score in full; the majority alone scores; all figures return */
static void
test_r_b_7_majority (void)
{
  CarcGame *game = test_game_new ("base", 2, 0, 0);
  const CarcState *state;

  /* A: a band with a pennant north of the start; B: a cap further east; A closes */
  test_play (game, "BA/CFc+ 0,-1 90; follower N;"
                   "BA/L 1,-1 0; -;"
                   "BA/RFr -1,0 0; -;"
                   "BA/C 1,-2 270; follower W;"
                   "BA/Cc.1 0,-2 180; -");
  g_assert_true (test_has_scoring (game, 0, CARC_SCORE_CITY, 10));
  g_assert_true (test_has_scoring (game, 1, CARC_SCORE_CITY, 10));
  carc_game_free (game);

  /* two of A's knights against one of B's: A alone scores */
  game = test_game_new ("base", 2, 0, 0);
  test_play (game, "BA/RFr -1,0 0; -; BA/RFr 1,0 0; -;"
                   "BA/C -1,1 90; follower E; BA/C 1,1 270; follower W;"
                   "BA/L 1,2 0; -; BA/L -1,2 0; -;"
                   "BA/C 0,2 0; follower N; BA/Ccc 0,1 180; -");
  state = carc_game_get_state (game);
  g_assert_true (test_has_scoring (game, 0, CARC_SCORE_CITY, 8));
  g_assert_cmpint (test_points_of (game, 1, CARC_SCORE_CITY, -1), ==, 0);
  g_assert_false (test_has_scoring (game, 1, CARC_SCORE_CITY, 0));   /* outvoted: no entry */
  g_assert_cmpuint (carc_state_figures_in_supply (state, 0, CARC_FIGURE_FOLLOWER), ==, 7);
  g_assert_cmpuint (carc_state_figures_in_supply (state, 1, CARC_FIGURE_FOLLOWER), ==, 7);
  carc_game_free (game);
}

/* R-B-8: farmers stay until the end; without farmers none may be placed */
static void
test_r_b_8_farmers (void)
{
  CarcGame *game = test_game_new ("base", 1, 0, 0);
  CarcGame *no_farmers = test_game_new ("base", 1, 0, CARC_RULE_FARMERS);

  test_play (game, "BA/C 0,-1 180; follower NL NR");     /* completes the city, farmer stays */
  g_assert_cmpuint (carc_state_figures_in_supply (carc_game_get_state (game), 0, CARC_FIGURE_FOLLOWER), ==, 6);
  test_play (game, "BA/RFr 1,0 0; -; BA/RFr 2,0 0; -");
  g_assert_cmpuint (carc_state_figures_in_supply (carc_game_get_state (game), 0, CARC_FIGURE_FOLLOWER), ==, 6);

  test_play (no_farmers, "BA/C 0,-1 180");
  test_expect_error (no_farmers, "follower NL NR", CARC_ERROR_ILLEGAL_FIGURE, "without farmers");
  test_play (no_farmers, "-; end");
  g_assert_cmpint (test_score (no_farmers, 0), ==, 0);
  carc_game_free (game);
  carc_game_free (no_farmers);
}

/* R-B-9: at the end incomplete roads 1/tile, cities 1/tile + 1/pennant, monasteries 1 + neighbours */
static void
test_r_b_9_final_scoring (void)
{
  CarcGame *game = test_game_new ("base", 3, 0, 0);
  const CarcState *state;

  test_play (game, "BA/RFr 1,0 0; follower E;"          /* A: road */
                   "BA/L 0,1 0; follower I;"            /* B: monastery */
                   "BA/CFc+ 0,-1 90; follower N;"       /* C: city with a pennant */
                   "BA/RFr -1,0 0; -;"
                   "BA/L -1,1 0; -");
  g_assert_cmpint (test_score (game, 0), ==, 0);
  test_play (game, "end");
  state = carc_game_get_state (game);
  g_assert_cmpint (carc_state_get_phase (state), ==, CARC_PHASE_OVER);
  g_assert_cmpint (test_points_of (game, 0, CARC_SCORE_ROAD, 1), ==, 3);
  g_assert_cmpint (test_points_of (game, 1, CARC_SCORE_MONASTERY, 1), ==, 5);
  g_assert_cmpint (test_points_of (game, 2, CARC_SCORE_CITY, 1), ==, 3);
  test_expect_error (game, "BA/RFr 2,0 0", CARC_ERROR_WRONG_PHASE, "over");
  carc_game_free (game);
}

/* R-B-9: the game ends by itself after the turn that places the last tile */
static void
test_r_b_9_auto_end (void)
{
  CarcGame *game = test_game_new ("base", 3, 0, 0);
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (7);
  g_autoptr(GError) error = NULL;
  const CarcState *state;
  guint discards = 0;
  int n;

  n = carc_random_play (player, game, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (n, >, 71);
  state = carc_game_get_state (game);
  for (guint i = 0; i < carc_game_get_n_events (game); i++)
    {
      g_assert_cmpint (carc_game_get_event (game, i)->type, !=, CARC_EVENT_END);
      discards += carc_game_get_event (game, i)->type == CARC_EVENT_DISCARD;
    }
  g_assert_cmpint (carc_state_get_phase (state), ==, CARC_PHASE_OVER);
  g_assert_cmpuint (carc_state_get_n_tiles (state) + discards, ==, 72);
  g_assert_cmpuint (carc_state_supply_count (state), ==, 0);
  carc_game_free (game);
}

/* R-B-10: each field scores 3 per completed city for its owners; a city can score for two fields */
static void
test_r_b_10_fields (void)
{
  CarcGame *game = test_game_new ("base", 1, 0, 0);
  CarcGame *classic = test_game_new ("base", 1, CARC_RULE_CLASSIC_FARMERS, 0);
  const char *script = "BA/C 0,-1 180; follower NL NR;"   /* the city closes; a farmer above it */
                       "BA/RFr 1,0 0; follower NL NR;"   /* another field touching the same city */
                       "end";

  test_play (game, script);
  test_play (classic, script);
  g_assert_cmpint (test_points_of (game, 0, CARC_SCORE_FIELD, 1), ==, 6);
  /* classic farmers (seed 002): a player scores each city once */
  g_assert_cmpint (test_points_of (classic, 0, CARC_SCORE_FIELD, 1), ==, 3);
  carc_game_free (game);
  carc_game_free (classic);
}

/* R-B-10: tied farmers all own the field; a field with no completed city scores 0 (listed) */
static void
test_r_b_10_ties_and_zero (void)
{
  CarcGame *game = test_game_new ("base", 2, 0, 0);

  test_play (game, "BA/C 0,-1 180; follower NL NR;"      /* A */
                   "BA/RFr 1,0 0; follower NL NR;"      /* B: a separate field */
                   "BA/L 1,-1 0; -;"                    /* A joins the two fields */
                   "BA/RFr -1,0 0; follower SL SR;"     /* B: the field south of the road */
                   "end");
  g_assert_true (test_has_scoring (game, 0, CARC_SCORE_FIELD, 3));
  g_assert_true (test_has_scoring (game, 1, CARC_SCORE_FIELD, 3));
  g_assert_true (test_has_scoring (game, 1, CARC_SCORE_FIELD, 0));
  g_assert_cmpint (test_score (game, 0), ==, 3);
  g_assert_cmpint (test_score (game, 1), ==, 3);
  carc_game_free (game);
}

/* R-B-11: the 50-space track shows laps and a space */
static void
test_r_b_11_score_track (void)
{
  int laps, space;

  carc_score_track (73, &laps, &space);
  g_assert_cmpint (laps, ==, 1);
  g_assert_cmpint (space, ==, 23);
  carc_score_track (49, &laps, &space);
  g_assert_cmpint (laps, ==, 0);
  g_assert_cmpint (space, ==, 49);
  carc_score_track (150, &laps, &space);
  g_assert_cmpint (laps, ==, 3);
  g_assert_cmpint (space, ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/base/R-B-1/setup", test_r_b_1_setup);
  g_test_add_func ("/base/R-B-1/player-names", test_r_b_1_player_names);
  g_test_add_func ("/base/R-B-2/tile-placement", test_r_b_2_tile_placement);
  g_test_add_func ("/base/R-B-2/discard", test_r_b_2_discard);
  g_test_add_func ("/base/R-B-2/figure-placement", test_r_b_2_figure_placement);
  g_test_add_func ("/base/R-B-3/place-on-completed", test_r_b_3_place_on_completed);
  g_test_add_func ("/base/R-B-4/road-of-three", test_r_b_4_roads);
  g_test_add_func ("/base/R-B-4/road-of-four", test_r_b_4_road_of_four);
  g_test_add_func ("/base/R-B-4/loop", test_r_b_4_loop);
  g_test_add_func ("/base/R-B-5/city", test_r_b_5_city);
  g_test_add_func ("/base/R-B-5/two-segments-one-tile", test_r_b_5_two_segments_one_tile);
  g_test_add_func ("/base/R-B-5/small-city", test_r_b_5_small_city);
  g_test_add_func ("/base/R-B-6/monastery", test_r_b_6_monastery);
  g_test_add_func ("/base/R-B-7/majority", test_r_b_7_majority);
  g_test_add_func ("/base/R-B-8/farmers", test_r_b_8_farmers);
  g_test_add_func ("/base/R-B-9/final-scoring", test_r_b_9_final_scoring);
  g_test_add_func ("/base/R-B-9/auto-end", test_r_b_9_auto_end);
  g_test_add_func ("/base/R-B-10/fields", test_r_b_10_fields);
  g_test_add_func ("/base/R-B-10/ties-and-zero", test_r_b_10_ties_and_zero);
  g_test_add_func ("/base/R-B-11/score-track", test_r_b_11_score_track);
  return g_test_run ();
}
