/* test-wheel-of-fortune.c: the Wheel of Fortune (R-WF-1 … R-WF-6, R-R-3)
 *
 * Boards built move by move so that every number is known: the seed's
 * worked examples, every action, the crowns, Plague's decisions, the two
 * modes, the River's start; then seeded random whole games with the wheel
 * and every big-box expansion, with invariants after every move.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-test-util.h"
#include "carc-random.h"
#include "carc-registry.h"
#include "carc-hills-sheep.h"
#include "carc-inns-cathedrals.h"
#include "carc-towers-thieves.h"
#include "carc-wheel-of-fortune.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define WHEEL_SETS "base,wheel-of-fortune"

/* The first crown space of @sector (the data's layout, never a number). */
static guint
crown_of (CarcGame        *game,
          CarcWheelSector  sector,
          guint            nth)
{
  guint crowns[CARC_WHEEL_MAX_CROWNS];
  guint n = carc_wheel_sector_crowns (carc_game_get_state (game), sector, crowns, G_N_ELEMENTS (crowns));
  g_assert_cmpuint (nth, <, n);
  return crowns[nth];
}

/* The script items of test_play, and the wheel's:
 *   "wheel BA/RFr 2"         the wheel turns for a drawn BA/RFr showing 2
 *   "crown taxes 1"          a follower on the second crown space of Taxes
 *   "plague 0,-2 W"          the pending player gives back their figure there
 *   "plague 0,-2 shepherd NL" … a figure of that kind
 *   "plague 0,-2 follower"   … the figure on no feature there (a guard)
 *   "guard follower 0,-2"    a guard on the tower at (0,-2) (R-TT-3)
 *   "!TT/T1 0,-2 0"          a tile placed as the box differs (override) */
static gboolean
wheel_try (CarcGame   *game,
           const char *item,
           GError    **error)
{
  const CarcState *state = carc_game_get_state (game);
  g_auto(GStrv) w = g_strsplit (item, " ", -1);
  CarcEvent event;

  if (w[0][0] == '!')
    {
      event = test_event (game, item + 1);
      event.flags |= CARC_EVENT_FLAG_OVERRIDE;
    }
  else if (strcmp (w[0], "guard") == 0)
    {
      CarcFigureKind kind;
      int x, y;

      g_assert_true (carc_figure_kind_parse (w[1], &kind));
      g_assert_cmpint (sscanf (w[2], "%d,%d", &x, &y), ==, 2);
      event = carc_event_simple (CARC_EVENT_GUARD, 0);
      event.figure = (guint8) kind;
      event.x = (gint16) x;
      event.y = (gint16) y;
    }
  else if (strcmp (w[0], "wheel") == 0)
    event = carc_event_wheel ((guint) test_tile_index (game, w[1]), (guint) atoi (w[2]));
  else if (strcmp (w[0], "crown") == 0)
    {
      CarcWheelSector sector;
      g_assert_true (carc_wheel_sector_parse (w[1], &sector));
      event = carc_event_crown (crown_of (game, sector, (guint) atoi (w[2])));
    }
  else if (strcmp (w[0], "plague") == 0)
    {
      CarcFigureKind kind = CARC_FIGURE_FOLLOWER;
      guint first = 2;
      g_autofree char *at = NULL;
      int x, y;

      g_assert_cmpint (sscanf (w[1], "%d,%d", &x, &y), ==, 2);
      if (carc_figure_kind_parse (w[2], &kind))
        first = 3;
      at = g_strjoinv (" ", w + first);
      event = carc_event_simple (CARC_EVENT_PLAGUE, 0);
      event.x = (gint16) x;
      event.y = (gint16) y;
      event.figure = (guint8) kind;
      /* no locations: the figure on no feature there */
      if (*at != '\0')
        g_assert_true (carc_loc_parse (at, &event.location));
    }
  else
    return test_try (game, item, error);
  (void) state;
  return carc_game_append (game, &event, error);
}

static void
wheel_play (CarcGame   *game,
            const char *script)
{
  test_play_with (game, script, wheel_try);
}

static void
wheel_expect_error (CarcGame   *game,
                    const char *item,
                    int         code,
                    const char *part)
{
  test_expect_error_with (game, wheel_try, item, code, part);
}

static CarcGame *
wheel_game (guint       n_players,
            const char *script)
{
  CarcGame *game = test_game_new (WHEEL_SETS, n_players, 0, 0);
  wheel_play (game, script);
  return game;
}

/* ---- R-WF-1, R-WF-2: the two modes -------------------------------------------- */

static void
test_base_game_mode (void)
{
  /* R-WF-1: the tiles mix in, no board, symbols ignored */
  CarcGame *game = test_game_new (WHEEL_SETS, 2, 0, CARC_RULE_WHEEL);
  const CarcState *state = carc_game_get_state (game);
  CarcCatalogue *catalogue = carc_game_get_catalogue (game);
  int base = carc_catalogue_lookup_set (catalogue, "base");

  g_assert_false (carc_wheel_active (state));
  g_assert_cmpuint (carc_state_get_n_tiles (state), ==, 1);
  g_assert_cmpint (carc_state_get_tiles (state)[0].type, ==, carc_catalogue_get_set (catalogue, (guint) base)->start_tile);
  /* 72 + 12, the start tile placed */
  g_assert_cmpuint (carc_state_get_supply_left (state), ==, 72 + 12 - 1);
  g_assert_cmpuint (carc_state_get_remaining (state)[test_tile_index (game, "WF/CCC")], ==, 1);
  g_assert_cmpuint (carc_state_get_remaining (state)[test_tile_index (game, "WF/board.1")], ==, 0);
  /* a tile with a symbol is placed at once; the wheel does not turn */
  wheel_play (game, "BA/RFr 1,0 0; -");
  wheel_expect_error (game, "wheel BA/RFr 2", CARC_ERROR_WRONG_PHASE, NULL);
  carc_game_free (game);
}

static void
test_board_start (void)
{
  /* R-WF-2: the board is the start, 16 cells; the start tile leaves */
  CarcGame *game = test_game_new (WHEEL_SETS, 2, 0, 0);
  const CarcState *state = carc_game_get_state (game);
  g_autoptr(GArray) spots = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));
  int x0, y0;

  g_assert_true (carc_wheel_active (state));
  g_assert_cmpuint (carc_wheel_pig_sector (state), ==, CARC_WHEEL_FORTUNE);
  g_assert_cmpuint (carc_state_get_n_tiles (state), ==, 16);
  g_assert_true (carc_wheel_board_origin (state, &x0, &y0));
  for (guint i = 0; i < 16; i++)
    {
      const CarcPlacedTile *t = &carc_state_get_tiles (state)[i];
      g_assert_true (carc_wheel_is_board_tile (state, i));
      g_assert_cmpint (t->x, ==, x0 + (int) (i % 4));
      g_assert_cmpint (t->y, ==, y0 + (int) (i / 4));
      g_assert_cmpint (t->player, ==, -1);
    }
  /* 72 base tiles less the start tile, 12 wheel tiles */
  g_assert_cmpuint (carc_state_get_supply_left (state), ==, 72 - 1 + 12);
  g_assert_cmpuint (carc_state_get_remaining (state)[test_tile_index (game, "BA/RCr")], ==, 3);

  /* tiles attach to the outer edges only: every legal spot is outside */
  carc_state_list_placements (state, (guint) test_tile_index (game, "BA/L"), spots);
  g_assert_cmpuint (spots->len, >, 0);
  for (guint i = 0; i < spots->len; i++)
    {
      const CarcPlacement *p = &g_array_index (spots, CarcPlacement, i);
      g_assert_false (p->x >= x0 && p->x < x0 + 4 && p->y >= y0 && p->y < y0 + 4);
    }
  /* the monastery fits by the fields, not by the city and roads */
  g_assert_true (carc_state_check_placement (state, (guint) test_tile_index (game, "BA/L"), x0 + 1, y0 - 1, 0, NULL));
  g_assert_false (carc_state_check_placement (state, (guint) test_tile_index (game, "BA/L"), x0, y0 - 1, 0, NULL));
  g_assert_false (carc_state_check_placement (state, (guint) test_tile_index (game, "BA/L"), x0 + 2, y0 - 1, 0, NULL));
  carc_game_free (game);
}

/* R-WF-2: the printed landscape scores like tiles: the north-west city
 * closed by a cap is a city of 2 tiles; the south-west city needs two. */
static void
test_board_landscape (void)
{
  CarcGame *game = wheel_game (2, "BA/C -1,-2 180; follower S");
  const CarcState *state = carc_game_get_state (game);

  /* closed at once: 2 tiles × 2 (R-B-5 small city rule off) */
  g_assert_true (test_has_scoring (game, 0, CARC_SCORE_CITY, 4));
  /* the south-west city: two open edges */
  wheel_play (game, "BA/C -2,2 90; follower E");
  g_assert_cmpuint (test_n_scorings (game, 1, CARC_SCORE_CITY), ==, 0);
  wheel_play (game, "BA/C -1,3 0; -");
  g_assert_true (test_has_scoring (game, 1, CARC_SCORE_CITY, 6));
  /* a road of the board ends at the wheel: a road ending at a monastery
   * closes it, 2 tiles */
  wheel_play (game, "BA/LR 1,-2 0; follower S");
  (void) state;
  g_assert_true (test_has_scoring (game, 1, CARC_SCORE_ROAD, 2));
  carc_game_free (game);
}

/* ---- R-WF-4: the order of a wheel turn ------------------------------------------ */

static void
test_wheel_turn_order (void)
{
  CarcGame *game = test_game_new (WHEEL_SETS, 2, 0, 0);
  const CarcState *state;
  guint counts[4];

  /* every copy of the straight road shows a symbol: the wheel turns first */
  wheel_expect_error (game, "BA/RFr 0,-2 0", CARC_ERROR_WRONG_PHASE, "R-WF-4");
  /* … nor set aside as fitting nowhere, though the lists say where it fits */
  wheel_expect_error (game, "discard BA/RFr", CARC_ERROR_WRONG_PHASE, "R-WF-4");
  g_assert_true (carc_state_has_placement (carc_game_get_state (game), (guint) test_tile_index (game, "BA/RFr")));
  state = carc_game_get_state (game);
  g_assert_true (carc_wheel_needs_symbol (state, (guint) test_tile_index (game, "BA/RFr")));
  g_assert_true (carc_wheel_symbol_counts (state, (guint) test_tile_index (game, "BA/RFr"), counts));
  g_assert_cmpuint (counts[0], ==, 0);
  g_assert_cmpuint (counts[1] + counts[2] + counts[3], ==, 8);
  /* a road curve may show none */
  g_assert_false (carc_wheel_needs_symbol (state, (guint) test_tile_index (game, "BA/Rr")));

  wheel_play (game, "wheel BA/RFr 2");
  state = carc_game_get_state (game);
  g_assert_cmpuint (carc_wheel_pig_sector (state), ==, CARC_WHEEL_FAMINE);
  g_assert_cmpint (carc_wheel_announced_tile (state), ==, test_tile_index (game, "BA/RFr"));
  /* only that tile now, and the wheel turns once */
  wheel_expect_error (game, "BA/L 0,-2 0", CARC_ERROR_OUT_OF_SUPPLY, "R-WF-4");
  wheel_expect_error (game, "wheel BA/RFr 1", CARC_ERROR_WRONG_PHASE, "R-WF-4");
  wheel_play (game, "BA/RFr 3,-1 90; -");
  state = carc_game_get_state (game);
  g_assert_cmpint (carc_wheel_announced_tile (state), ==, -1);
  g_assert_true (carc_wheel_symbol_counts (state, (guint) test_tile_index (game, "BA/RFr"), counts));
  g_assert_cmpuint (counts[2], ==, 2);
  /* the table's box may differ: a symbol declared as none */
  wheel_play (game, "wheel BA/RFr 0; BA/RFr 4,-1 90; -");
  state = carc_game_get_state (game);
  g_assert_cmpuint (carc_wheel_pig_sector (state), ==, CARC_WHEEL_FAMINE);
  g_assert_cmpuint (carc_wheel_pig_steps (state), ==, 2);
  carc_game_free (game);
}

/* Each step is an event: undo goes back one step exactly. */
static void
test_undo_steps (void)
{
  CarcGame *game = test_game_new (WHEEL_SETS, 2, 0, 0);
  g_autoptr(GError) error = NULL;
  CarcState *before;

  wheel_play (game, "BA/L 0,-2 0; - ; BA/L 3,-1 0; crown taxes 0");
  before = carc_state_copy (carc_game_get_state (game));
  carc_state_set_setup (before, carc_game_get_setup (game));
  wheel_play (game, "wheel BA/RFr 1");
  g_assert_cmpint (carc_state_get_players (carc_game_get_state (game))[1].score, ==, 6);
  g_assert_true (carc_game_undo (game));
  g_assert_cmpint (carc_state_get_players (carc_game_get_state (game))[1].score, ==, 0);
  g_assert_cmpuint (carc_wheel_pig_sector (carc_game_get_state (game)), ==, CARC_WHEEL_FORTUNE);
  g_assert_cmpint (carc_wheel_announced_tile (carc_game_get_state (game)), ==, -1);
  {
    CarcWheelCrown crown;
    g_assert_true (carc_wheel_get_crown (carc_game_get_state (game), crown_of (game, CARC_WHEEL_TAXES, 0), &crown));
    g_assert_cmpint (crown.player, ==, 1);
  }
  g_assert_cmpuint (carc_state_get_n_scorings (carc_game_get_state (game)), ==, carc_state_get_n_scorings (before));
  g_assert_cmpuint (carc_state_figures_in_supply (carc_game_get_state (game), 1, CARC_FIGURE_FOLLOWER), ==,
                    carc_state_figures_in_supply (before, 1, CARC_FIGURE_FOLLOWER));
  carc_state_free (before);
  g_assert_no_error (error);
  carc_game_free (game);
}

/* A correction of the symbol replays the rest exactly as if it had been
 * entered so; one that a later event no longer fits changes nothing. */
static void
test_correction (void)
{
  CarcGame *game = wheel_game (2, "wheel BA/RFr 1; BA/RFr 3,-1 90; -; BA/L 0,-2 0; follower I");
  CarcGame *direct = wheel_game (2, "wheel BA/RFr 3; BA/RFr 3,-1 90; -; BA/L 0,-2 0; follower I");
  g_autoptr(GError) error = NULL;
  CarcEvent event = carc_event_wheel ((guint) test_tile_index (game, "BA/RFr"), 3);
  const CarcState *a, *b;

  g_assert_true (carc_game_replace_event (game, 0, &event, &error));
  g_assert_no_error (error);
  a = carc_game_get_state (game);
  b = carc_game_get_state (direct);
  g_assert_cmpuint (carc_wheel_pig_sector (a), ==, CARC_WHEEL_STORM);
  g_assert_cmpuint (carc_state_get_n_scorings (a), ==, carc_state_get_n_scorings (b));
  for (guint i = 0; i < carc_state_get_n_scorings (a); i++)
    {
      g_assert_cmpint (carc_state_get_scorings (a)[i].points, ==, carc_state_get_scorings (b)[i].points);
      g_assert_cmpuint (carc_state_get_scorings (a)[i].tiles, ==, carc_state_get_scorings (b)[i].tiles);
    }
  for (guint p = 0; p < 2; p++)
    g_assert_cmpint (carc_state_get_players (a)[p].score, ==, carc_state_get_players (b)[p].score);

  /* the wheel turned for another tile than the one placed next: refused */
  event = carc_event_wheel ((guint) test_tile_index (game, "BA/Rr"), 3);
  g_assert_false (carc_game_replace_event (game, 0, &event, &error));
  g_assert_error (error, CARC_ERROR, CARC_ERROR_OUT_OF_SUPPLY);
  g_assert_nonnull (strstr (error->message, "R-WF-4"));
  g_assert_cmpuint (carc_wheel_pig_sector (carc_game_get_state (game)), ==, CARC_WHEEL_STORM);
  g_assert_cmpint (carc_game_get_event (game, 0)->tile, ==, test_tile_index (game, "BA/RFr"));
  carc_game_free (direct);
  carc_game_free (game);
}

/* ---- R-WF-5: the actions, with boards whose numbers are known -------------------- */

/* Seed 000's Taxes: blue (A) has two knights in a city with 2 pennants,
 * red (B) one: blue 2 × (2 + 2) = 8, red 1 + 2 = 3. */
static const char taxes_board[] =
  "BA/CFc+ 0,-2 0; follower W;"     /* A: a knight, 1 pennant */
  "BA/CFc+ 2,-2 0; follower W;"     /* B: a knight, 1 pennant */
  "BA/L 0,-3 0; follower I;"       /* A: a monk */
  "BA/L -2,-1 0; -;"                /* B */
  "BA/Cc.1 1,-3 180; follower S E;" /* A: a second knight */
  "BA/CccR 1,-2 0; -";              /* B: one city of the three, 2 pennants */

static void
test_taxes_seed_example (void)
{
  CarcGame *game = wheel_game (2, taxes_board);
  const CarcState *state = carc_game_get_state (game);
  const CarcScoring *blue, *red;

  g_assert_cmpint (carc_wheel_action_points (state, CARC_WHEEL_TAXES, 0), ==, 8);
  g_assert_cmpint (carc_wheel_action_points (state, CARC_WHEEL_TAXES, 1), ==, 3);
  wheel_play (game, "wheel BA/RFr 1");
  state = carc_game_get_state (game);
  blue = test_the_scoring (game, 0, CARC_SCORE_WHEEL);
  red = test_the_scoring (game, 1, CARC_SCORE_WHEEL);
  g_assert_cmpint (blue->points, ==, 8);
  g_assert_cmpint (red->points, ==, 3);
  g_assert_cmpuint (blue->count, ==, 2);   /* knights */
  g_assert_cmpstr (carc_registry_score (CARC_SCORE_WHEEL)->detail (blue), ==, "taxes");
  g_assert_cmpint (carc_state_get_players (state)[0].by_kind[CARC_SCORE_WHEEL], ==, 8);
  carc_game_free (game);
}

static void
test_inquisition_and_storm (void)
{
  CarcGame *game = wheel_game (2, taxes_board);
  const CarcState *state = carc_game_get_state (game);
  guint supply_a = 0, supply_b = 0;

  /* Inquisition: 2 per monk (A has one) */
  g_assert_cmpint (carc_wheel_action_points (state, CARC_WHEEL_INQUISITION, 0), ==, 2);
  g_assert_cmpint (carc_wheel_action_points (state, CARC_WHEEL_INQUISITION, 1), ==, 0);
  /* Storm: every figure in the supply */
  for (guint k = 0; k < CARC_N_FIGURE_KINDS; k++)
    {
      supply_a += carc_state_figures_in_supply (state, 0, k);
      supply_b += carc_state_figures_in_supply (state, 1, k);
    }
  g_assert_cmpuint (supply_a, ==, carc_game_get_setup (game)->figures[CARC_FIGURE_FOLLOWER] - 3);
  g_assert_cmpint (carc_wheel_action_points (state, CARC_WHEEL_STORM, 0), ==, (int) supply_a);
  g_assert_cmpint (carc_wheel_action_points (state, CARC_WHEEL_STORM, 1), ==, (int) supply_b);

  /* Fortune → Storm (3) → Inquisition (1) */
  wheel_play (game, "wheel BA/RFr 3");
  state = carc_game_get_state (game);
  g_assert_cmpuint (carc_wheel_pig_sector (state), ==, CARC_WHEEL_STORM);
  g_assert_true (test_has_scoring (game, 0, CARC_SCORE_WHEEL, (int) supply_a));
  g_assert_true (test_has_scoring (game, 1, CARC_SCORE_WHEEL, (int) supply_b));
  wheel_play (game, "BA/RFr 3,-1 90; -; wheel BA/Rr 1");
  g_assert_true (test_has_scoring (game, 0, CARC_SCORE_WHEEL, 2));
  g_assert_cmpuint (test_n_scorings (game, 1, CARC_SCORE_WHEEL), ==, 1);   /* no monk: no Inquisition */
  carc_game_free (game);
}

/* Storm counts every figure in the supply, special figures too (RULES.md). */
static void
test_storm_special_figures (void)
{
  CarcGame *game = test_game_new ("base,traders-and-builders,wheel-of-fortune", 2, 0, 0);
  const CarcSetup *setup = carc_game_get_setup (game);
  guint all = 0;

  for (guint k = 0; k < CARC_N_FIGURE_KINDS; k++)
    all += setup->figures[k];
  g_assert_cmpuint (all, >, setup->figures[CARC_FIGURE_FOLLOWER]);
  g_assert_cmpint (carc_wheel_action_points (carc_game_get_state (game), CARC_WHEEL_STORM, 1), ==, (int) all);
  carc_game_free (game);
}

/* RULES.md: in Taxes and Famine a big follower is one figure. */
static void
test_big_follower_is_one (void)
{
  CarcGame *game = test_game_new ("base,inns-and-cathedrals,wheel-of-fortune", 2, 0, 0);

  /* A: a big knight in a city with 1 pennant; B: a big farmer by the
   * board's south-west city, closed by two caps */
  wheel_play (game, "BA/CFc+ 0,-2 0; big-follower W;"
                    "BA/C -2,2 90; -;"
                    "BA/C -1,3 0; -;"
                    "BA/L 0,3 0; big-follower NL");
  /* 1 pennant + 1 knight (not 2); 1 city for one farmer (not 2) */
  g_assert_cmpint (carc_wheel_action_points (carc_game_get_state (game), CARC_WHEEL_TAXES, 0), ==, 2);
  g_assert_cmpint (carc_wheel_action_points (carc_game_get_state (game), CARC_WHEEL_FAMINE, 1), ==, 1);
  wheel_play (game, "wheel BA/RFr 1");
  g_assert_true (test_has_scoring (game, 0, CARC_SCORE_WHEEL, 2));
  g_assert_cmpuint (test_the_scoring (game, 0, CARC_SCORE_WHEEL)->count, ==, 1);
  carc_game_free (game);
}

/* Fortune pays the active player 3, nobody else. */
static void
test_fortune (void)
{
  CarcGame *game = wheel_game (2, "wheel BA/RFr 3; BA/RFr 3,-1 90; -; wheel BA/RFr 3");
  const CarcState *state = carc_game_get_state (game);

  g_assert_cmpuint (carc_wheel_pig_sector (state), ==, CARC_WHEEL_FORTUNE);
  g_assert_cmpuint (carc_wheel_pig_steps (state), ==, 6);
  g_assert_true (test_has_scoring (game, 1, CARC_SCORE_WHEEL, 3));
  g_assert_cmpint (test_points_of (game, 0, CARC_SCORE_WHEEL, -1), ==,
                   carc_game_get_setup (game)->figures[CARC_FIGURE_FOLLOWER]);   /* only the Storm */
  carc_game_free (game);
}

/* Famine: every farmer 1 per completed city its field touches, no majority;
 * a farmer by no completed city gets a scoring of 0. */
static void
test_famine (void)
{
  /* B's farmer is on the board's field by the north-west city, which A
   * has closed; A's farmer is on the board's field by the open east city */
  CarcGame *game = wheel_game (2, "BA/C -1,-2 180; follower S;"
                                  "BA/L 0,-2 0; follower NL;"
                                  "BA/L 3,0 0; follower NL;"
                                  "BA/L 4,0 0; -");
  const CarcState *state = carc_game_get_state (game);

  g_assert_cmpint (carc_wheel_action_points (state, CARC_WHEEL_FAMINE, 0), ==, 0);
  g_assert_cmpint (carc_wheel_action_points (state, CARC_WHEEL_FAMINE, 1), ==, 1);
  wheel_play (game, "wheel BA/RFr 2");
  g_assert_true (test_has_scoring (game, 0, CARC_SCORE_WHEEL, 0));
  g_assert_true (test_has_scoring (game, 1, CARC_SCORE_WHEEL, 1));
  carc_game_free (game);
}

/* Plague: the active player first, then clockwise, each with a figure on
 * the landscape gives one back (never a crown's); then the crowns of
 * Plague score and the turn goes on with the tile. Three players: in the
 * Taxes board A has a knight, B two knights, C a monk. */
static const char plague_script[] =
  "BA/L -2,-2 0; crown plague 0;"              /* A: a follower on a crown */
  "wheel BA/RFr 3; BA/RFr 3,-1 90; -;"         /* B: Storm */
  "wheel BA/RFr 2";                            /* C: Plague */

static void
test_plague_decisions (void)
{
  CarcGame *game = wheel_game (3, taxes_board);
  const CarcState *state;
  guint figures[16];

  wheel_play (game, plague_script);
  state = carc_game_get_state (game);
  g_assert_cmpuint (carc_wheel_pig_sector (state), ==, CARC_WHEEL_PLAGUE);
  g_assert_cmpint (carc_state_get_phase (state), ==, CARC_PHASE_DECISION);
  g_assert_cmpuint (carc_state_get_pending (state), ==, CARC_PENDING_PLAGUE);
  g_assert_cmpuint (carc_state_get_player (state), ==, 2);
  /* C, the active player, first */
  g_assert_cmpuint (carc_state_get_pending_player (state), ==, 2);
  g_assert_cmpuint (carc_wheel_plague_candidates (state, 2, figures, 16), ==, 1);
  /* A's follower on the crown is not on the landscape */
  g_assert_cmpuint (carc_wheel_plague_candidates (state, 0, figures, 16), ==, 1);
  g_assert_cmpuint (carc_wheel_plague_candidates (state, 1, figures, 16), ==, 2);
  /* someone else's figure, the tile, a crown: not now */
  wheel_expect_error (game, "plague 0,-2 W", CARC_ERROR_ILLEGAL_FIGURE, "R-WF-5");
  wheel_expect_error (game, "BA/RFr 4,-1 90", CARC_ERROR_WRONG_PHASE, NULL);
  wheel_play (game, "plague 0,-3 I");
  state = carc_game_get_state (game);
  g_assert_cmpuint (carc_state_get_pending_player (state), ==, 0);
  wheel_play (game, "plague 0,-2 W");
  state = carc_game_get_state (game);
  g_assert_cmpuint (carc_state_get_pending_player (state), ==, 1);
  g_assert_cmpuint (test_n_scorings (game, 0, CARC_SCORE_CROWN), ==, 0);
  wheel_play (game, "plague 1,-3 S E");
  state = carc_game_get_state (game);
  /* everyone asked; A's lone follower on Plague's two spaces: 6 */
  g_assert_cmpint (carc_state_get_phase (state), ==, CARC_PHASE_TILE);
  g_assert_true (test_has_scoring (game, 0, CARC_SCORE_CROWN, 6));
  g_assert_cmpuint (carc_wheel_plague_candidates (state, 0, figures, 16), ==, 0);
  g_assert_cmpuint (carc_wheel_plague_candidates (state, 1, figures, 16), ==, 1);
  g_assert_cmpuint (carc_wheel_plague_candidates (state, 2, figures, 16), ==, 0);
  /* the figures given back came back this turn (R-B-3) */
  g_assert_cmpuint (carc_state_figures_available (state, 2, CARC_FIGURE_FOLLOWER), ==,
                    carc_state_figures_in_supply (state, 2, CARC_FIGURE_FOLLOWER) - 1);
  wheel_expect_error (game, "BA/L 4,-1 0", CARC_ERROR_OUT_OF_SUPPLY, "R-WF-4");
  wheel_play (game, "BA/RFr 4,-1 90; -");
  g_assert_cmpuint (carc_state_get_player (carc_game_get_state (game)), ==, 0);
  carc_game_free (game);
}

/* RULES.md: a shepherd taken by Plague returns its flock's tokens. */
static void
test_plague_shepherd (void)
{
  CarcGame *game = test_game_new ("base,hills-and-sheep,wheel-of-fortune", 2, 0, 0);
  const CarcState *state = carc_game_get_state (game);
  guint bag = carc_sheep_bag_total (state);

  wheel_play (game, "BA/L 0,-2 0; shepherd NL; sheep 3;"
                    "BA/L 3,-1 0; -;"
                    "wheel BA/RFr 3; BA/RFr 3,-2 0; -");
  state = carc_game_get_state (game);
  g_assert_cmpuint (carc_sheep_bag_total (state), ==, bag - 1);
  wheel_play (game, "wheel BA/RFr 2");
  state = carc_game_get_state (game);
  /* B has nothing on the landscape: A gives the shepherd back */
  g_assert_cmpuint (carc_state_get_pending (state), ==, CARC_PENDING_PLAGUE);
  g_assert_cmpuint (carc_state_get_pending_player (state), ==, 0);
  wheel_play (game, "plague 0,-2 shepherd NL");
  state = carc_game_get_state (game);
  g_assert_cmpint (carc_state_get_phase (state), ==, CARC_PHASE_TILE);
  g_assert_cmpuint (carc_sheep_bag_total (state), ==, bag);
  g_assert_cmpuint (carc_sheep_tokens_on_board (state), ==, 0);
  g_assert_cmpuint (carc_state_figures_in_supply (state, 0, CARC_FIGURE_SHEPHERD), ==, 1);
  carc_game_free (game);
}

/* Seed 000's Plague takes back "one figure from the landscape", never one
 * from a crown space; a guard stands on a tower built on a land tile (seed
 * 003), so the Plague may take it (docs/rule-decisions.md). B's only figure
 * is a guard: B gives it back, the tower stays, unguarded, and the game
 * plays on to its end. */
static void
test_plague_guard (void)
{
  CarcGame *game = test_game_new ("base,wheel-of-fortune,towers-and-thieves", 2, 0, 0);
  g_autoptr(CarcRandomPlayer) random = carc_random_player_new (2026);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  const CarcState *state;
  CarcTower tower;
  CarcEvent event, spot;
  guint figures[16], followers;
  int x, y;
  guint entry;
  const char *noun;
  CarcGame *loaded;

  wheel_play (game, "wheel BA/RFr 3; BA/RFr 3,-1 90; -;"        /* A: Storm, no figure */
                    "!TT/T1 0,-2 0; guard follower 0,-2;"        /* B: a guard, nothing else */
                    "wheel BA/RFr 2");                          /* A: Plague */
  state = carc_game_get_state (game);
  followers = carc_game_get_setup (game)->figures[CARC_FIGURE_FOLLOWER];
  g_assert_cmpuint (carc_wheel_pig_sector (state), ==, CARC_WHEEL_PLAGUE);
  /* A has nothing on the landscape: B, with the guard, is asked */
  g_assert_cmpint (carc_state_get_phase (state), ==, CARC_PHASE_DECISION);
  g_assert_cmpuint (carc_state_get_pending (state), ==, CARC_PENDING_PLAGUE);
  g_assert_cmpuint (carc_state_get_pending_player (state), ==, 1);
  g_assert_cmpuint (carc_wheel_plague_candidates (state, 0, figures, 16), ==, 0);
  g_assert_cmpuint (carc_wheel_plague_candidates (state, 1, figures, 16), ==, 1);
  g_assert_true (carc_state_figure_place (state, figures[0], &x, &y, &entry, &noun));
  g_assert_cmpint (x, ==, 0);
  g_assert_cmpint (y, ==, -2);

  /* the random player's answer, the board's spot and the record's event
   * name the guard alike, and the engine takes it */
  g_assert_true (carc_random_player_next (random, state, &event));
  g_assert_cmpuint (event.type, ==, CARC_EVENT_PLAGUE);
  spot = carc_event_plague (state, figures[0]);
  g_assert_cmpint (event.x, ==, 0);
  g_assert_cmpint (event.y, ==, -2);
  g_assert_cmpuint (event.location, ==, 0);
  g_assert_cmpint (spot.x, ==, event.x);
  g_assert_cmpint (spot.y, ==, event.y);
  g_assert_cmpuint (spot.location, ==, event.location);
  g_assert_cmpuint (spot.figure, ==, CARC_FIGURE_FOLLOWER);
  wheel_expect_error (game, "plague 0,-2 big-follower", CARC_ERROR_ILLEGAL_FIGURE, "R-WF-5");
  wheel_expect_error (game, "plague 1,-2 follower", CARC_ERROR_ILLEGAL_FIGURE, "R-WF-5");
  g_assert_true (carc_game_append (game, &event, &error));
  g_assert_no_error (error);

  state = carc_game_get_state (game);
  g_assert_cmpint (carc_state_get_phase (state), ==, CARC_PHASE_TILE);
  g_assert_cmpuint (carc_state_figures_in_supply (state, 1, CARC_FIGURE_FOLLOWER), ==, followers);
  g_assert_false (carc_state_figure_place (state, figures[0], &x, &y, &entry, &noun));
  g_assert_cmpint (carc_towers_at (state, 0, -2), ==, 0);
  g_assert_cmpuint (carc_towers_get (state, &tower, 1), ==, 1);
  g_assert_cmpint (tower.guard_owner, ==, -1);
  g_assert_cmpuint (tower.guard_figure, ==, CARC_NONE);
  g_assert_cmpuint (tower.height, ==, 1);

  /* played on: the tile, a pass, a new guard on that tower, the end */
  wheel_play (game, "BA/RFr 4,-1 90; -;"
                    "BA/L 0,-3 0; guard follower 0,-2");
  state = carc_game_get_state (game);
  g_assert_cmpuint (carc_towers_get (state, &tower, 1), ==, 1);
  g_assert_cmpint (tower.guard_owner, ==, 1);

  /* the record reads back the same game */
  text = carc_record_to_json (game);
  loaded = carc_record_from_json (test_catalogue (), text, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (carc_game_get_n_events (loaded), ==, carc_game_get_n_events (game));
  carc_game_free (loaded);

  wheel_play (game, "end");
  state = carc_game_get_state (game);
  g_assert_cmpint (carc_state_get_phase (state), ==, CARC_PHASE_OVER);
  /* B's guard on the tower at the end: 5 (R-TT-5) */
  g_assert_true (test_has_scoring (game, 1, CARC_SCORE_GUARD, 5));
  carc_game_free (game);
}

/* ---- R-WF-3, R-WF-6: crown spaces ------------------------------------------------- */

static void
test_crown_placement (void)
{
  CarcGame *game = test_game_new (WHEEL_SETS, 2, 0, 0);
  const CarcState *state = carc_game_get_state (game);
  guint follower_supply = carc_state_figures_in_supply (state, 0, CARC_FIGURE_FOLLOWER);
  guint free[CARC_WHEEL_MAX_CROWNS];
  CarcWheelCrown crown;

  /* not before the tile */
  wheel_expect_error (game, "crown taxes 0", CARC_ERROR_WRONG_PHASE, NULL);
  wheel_play (game, "BA/L 0,-2 0");
  state = carc_game_get_state (game);
  g_assert_cmpuint (carc_wheel_free_crowns (state, free, G_N_ELEMENTS (free)), ==, carc_wheel_n_crowns (state));
  wheel_play (game, "crown taxes 0");
  state = carc_game_get_state (game);
  g_assert_cmpuint (carc_state_get_player (state), ==, 1);   /* the turn went on */
  g_assert_cmpuint (carc_state_figures_in_supply (state, 0, CARC_FIGURE_FOLLOWER), ==, follower_supply - 1);
  g_assert_true (carc_wheel_get_crown (state, crown_of (game, CARC_WHEEL_TAXES, 0), &crown));
  g_assert_cmpint (crown.player, ==, 0);
  g_assert_cmpuint (crown.sector, ==, CARC_WHEEL_TAXES);
  /* one follower per space */
  wheel_play (game, "BA/L 3,-1 0");
  wheel_expect_error (game, "crown taxes 0", CARC_ERROR_ILLEGAL_FIGURE, "R-WF-3");
  state = carc_game_get_state (game);
  g_assert_cmpuint (carc_wheel_free_crowns (state, free, G_N_ELEMENTS (free)), ==, carc_wheel_n_crowns (state) - 1);
  /* a figure on the tile instead: no crown as well */
  wheel_play (game, "follower I");
  wheel_expect_error (game, "crown taxes 1", CARC_ERROR_WRONG_PHASE, NULL);
  carc_game_free (game);
}

/* Seed 000: a sector with one crown space: 3; two: a lone follower 6, two
 * followers 3 each (even of one player); the sectors passed keep theirs. */
static void
test_crown_scoring (void)
{
  CarcGame *game = test_game_new (WHEEL_SETS, 2, 0, 0);
  const CarcState *state;
  guint supply;

  /* A and B each on Taxes, A on Famine and Fortune */
  wheel_play (game, "BA/L 0,-2 0; crown taxes 0;"
                    "BA/L 3,-1 0; crown taxes 1;"
                    "BA/L 3,0 0; crown famine 0;"
                    "BA/L 3,-2 0; -;"
                    "BA/LR 2,-2 180; crown fortune 0;"
                    "BA/LR 4,-1 270; -");
  state = carc_game_get_state (game);
  supply = carc_state_figures_in_supply (state, 0, CARC_FIGURE_FOLLOWER);
  /* A turns it by 1: Taxes, 3 + 3; Famine is not reached */
  wheel_play (game, "wheel BA/RFr 1");
  state = carc_game_get_state (game);
  g_assert_true (test_has_scoring (game, 0, CARC_SCORE_CROWN, 3));
  g_assert_true (test_has_scoring (game, 1, CARC_SCORE_CROWN, 3));
  g_assert_cmpuint (carc_state_figures_in_supply (state, 0, CARC_FIGURE_FOLLOWER), ==, supply + 1);
  /* R-B-3: back this turn, placed next turn */
  g_assert_cmpuint (carc_state_figures_available (state, 0, CARC_FIGURE_FOLLOWER), ==, supply);
  {
    CarcWheelCrown crown;
    g_assert_true (carc_wheel_get_crown (state, crown_of (game, CARC_WHEEL_FAMINE, 0), &crown));
    g_assert_cmpint (crown.player, ==, 0);
    g_assert_true (carc_wheel_get_crown (state, crown_of (game, CARC_WHEEL_TAXES, 0), &crown));
    g_assert_cmpint (crown.player, ==, -1);
  }
  /* B on Storm alone (two spaces): 6 */
  wheel_play (game, "BA/RFr 0,-3 0; -;"
                    "BA/Cc.1 4,0 180; crown storm 1;"
                    "BA/C 4,-2 0; -;"
                    "wheel BA/RFr 2");
  state = carc_game_get_state (game);
  g_assert_cmpuint (carc_wheel_pig_sector (state), ==, CARC_WHEEL_STORM);
  g_assert_true (test_has_scoring (game, 1, CARC_SCORE_CROWN, 6));
  /* Famine was passed: A's follower is still there */
  g_assert_cmpuint (test_n_scorings (game, 0, CARC_SCORE_CROWN), ==, 1);
  /* on to Fortune: A's lone crown there: 3, and Fortune's +3 */
  wheel_play (game, "BA/RFr 0,-4 0; -; wheel BA/RFr 3");
  g_assert_cmpuint (carc_wheel_pig_sector (carc_game_get_state (game)), ==, CARC_WHEEL_FORTUNE);
  g_assert_cmpuint (test_n_scorings (game, 0, CARC_SCORE_CROWN), ==, 2);
  g_assert_true (test_has_scoring (game, 0, CARC_SCORE_WHEEL, 3));
  carc_game_free (game);
}

/* The screens' preview: what a symbol would pay now. */
static void
test_preview (void)
{
  CarcGame *game = wheel_game (2, taxes_board);
  CarcWheelPreview preview;

  wheel_play (game, "BA/L -2,-2 0; crown taxes 0; BA/L -3,-1 0; -");
  carc_wheel_preview (carc_game_get_state (game), 1, &preview);
  g_assert_cmpuint (preview.sector, ==, CARC_WHEEL_TAXES);
  g_assert_cmpint (preview.action[0], ==, 8);
  g_assert_cmpint (preview.action[1], ==, 3);
  g_assert_cmpint (preview.crowns[0], ==, 6);
  g_assert_cmpuint (preview.crowns_returned[0], ==, 1);
  wheel_play (game, "wheel BA/RFr 1");
  g_assert_cmpint (carc_state_get_players (carc_game_get_state (game))[0].by_kind[CARC_SCORE_WHEEL], ==, 8);
  g_assert_cmpint (carc_state_get_players (carc_game_get_state (game))[0].by_kind[CARC_SCORE_CROWN], ==, 6);
  carc_game_free (game);
}

/* ---- R-R-3: with the River ------------------------------------------------------- */

static void
test_river_start (void)
{
  CarcGame *game = test_game_new ("base,river,wheel-of-fortune", 2, 0, 0);
  const CarcState *state = carc_game_get_state (game);
  int spring = test_tile_index (game, "RI/s");
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (carc_state_get_n_tiles (state), ==, 16);
  /* the spring first, against the board */
  g_assert_true (carc_state_tile_available (state, (guint) spring));
  g_assert_false (carc_state_tile_available (state, (guint) test_tile_index (game, "RI.1/IFI")));
  g_assert_false (carc_state_tile_available (state, (guint) test_tile_index (game, "BA/L")));
  /* the river flows away from the board, not along it */
  g_assert_true (carc_state_check_placement (state, (guint) spring, 0, -2, 3, &error));
  g_assert_no_error (error);
  g_assert_false (carc_state_check_placement (state, (guint) spring, 0, -2, 0, NULL));
  g_assert_false (carc_state_check_placement (state, (guint) spring, 0, -2, 2, NULL));
  g_assert_false (carc_state_check_placement (state, (guint) spring, 0, -2, 1, NULL));
  /* laid before the game: no figure, no crown, and the first player's
   * turn follows */
  wheel_play (game, "RI/s 0,-2 270");
  wheel_expect_error (game, "follower NL", CARC_ERROR_ILLEGAL_FIGURE, "R-R-3");
  wheel_expect_error (game, "crown taxes 0", CARC_ERROR_ILLEGAL_FIGURE, "R-R-3");
  wheel_play (game, "-");
  g_assert_cmpuint (carc_state_get_player (carc_game_get_state (game)), ==, 0);
  g_assert_cmpint (carc_state_get_phase (carc_game_get_state (game)), ==, CARC_PHASE_TILE);
  g_assert_false (carc_state_tile_available (carc_game_get_state (game), (guint) spring));
  g_assert_true (carc_state_tile_available (carc_game_get_state (game), (guint) test_tile_index (game, "RI.1/IFI")));
  carc_game_free (game);
}

/* ---- the record ------------------------------------------------------------------ */

static void
test_record_round_trip (void)
{
  CarcGame *game = wheel_game (3, taxes_board);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  CarcGame *loaded;

  wheel_play (game, plague_script);
  wheel_play (game, "plague 0,-3 I; plague 0,-2 W; plague 1,-3 S E; BA/RFr 4,-1 90; -");
  text = carc_record_to_json (game);
  if (g_getenv ("WHEEL_DUMP_RECORD"))
    g_file_set_contents (g_getenv ("WHEEL_DUMP_RECORD"), text, -1, NULL);
  g_assert_nonnull (strstr (text, "\"type\" : \"wheel\""));
  g_assert_nonnull (strstr (text, "\"type\" : \"plague\""));
  g_assert_nonnull (strstr (text, "\"type\" : \"crown\""));
  loaded = carc_record_from_json (test_catalogue (), text, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (carc_game_get_n_events (loaded), ==, carc_game_get_n_events (game));
  for (guint p = 0; p < 3; p++)
    g_assert_cmpint (carc_state_get_players (carc_game_get_state (loaded))[p].score, ==,
                     carc_state_get_players (carc_game_get_state (game))[p].score);
  g_assert_cmpuint (carc_state_get_n_scorings (carc_game_get_state (loaded)), ==,
                    carc_state_get_n_scorings (carc_game_get_state (game)));
  carc_game_free (loaded);
  carc_game_free (game);
}

/* ---- the data -------------------------------------------------------------------- */

/* The bundled file: 12 tiles in the supply, the board's 16 cells in none,
 * the crown spaces by sector, the uncertain values marked. */
static void
test_data (void)
{
  CarcCatalogue *catalogue = test_catalogue ();
  const CarcTileSet *set = carc_catalogue_get_set (catalogue, (guint) carc_catalogue_lookup_set (catalogue, "wheel-of-fortune"));
  guint cells = 0, seen = 0, cities = 0, roads = 0;

  g_assert_cmpuint (carc_tile_set_count_tiles (catalogue, set), ==, 12);
  for (guint i = 0; i < set->tiles->len; i++)
    {
      const CarcTileType *type = carc_catalogue_get_type (catalogue, g_array_index (set->tiles, guint, i));
      if (!carc_wheel_is_board_type (type))
        continue;
      cells++;
      seen |= 1u << CARC_TILE_WHEEL_CELL (type->flags);
      g_assert_cmpuint (type->count, ==, 0);
      for (guint f = 0; f < type->n_features; f++)
        {
          cities += type->features[f].kind == CARC_FEATURE_CITY;
          roads += type->features[f].kind == CARC_FEATURE_ROAD;
        }
    }
  g_assert_cmpuint (cells, ==, 16);
  g_assert_cmpuint (seen, ==, 0xffff);
  g_assert_cmpuint (cities, ==, 3);
  g_assert_cmpuint (roads, ==, 3);
  g_assert_nonnull (carc_tile_set_uncertain_note (set, "wheel"));
  g_assert_nonnull (carc_tile_type_uncertain_note (carc_catalogue_get_type (catalogue, (guint) carc_catalogue_lookup (catalogue, "WF/RrRr")), "wheel"));
  g_assert_cmpint (carc_catalogue_get_type (catalogue, (guint) carc_catalogue_lookup (catalogue, "WF/RrRr"))->wheel_symbol, ==, 1);
}

/* The crown spaces of a game: the data's default, or its alternative. */
static void
test_crown_layouts (void)
{
  static const guint tts[CARC_WHEEL_N_SECTORS] = { 1, 2, 1, 2, 1, 2 };
  CarcGame *game = test_game_new (WHEEL_SETS, 2, 0, 0);
  CarcGame *other = test_game_new (WHEEL_SETS, 2, CARC_RULE_WHEEL_CROWNS_ALT, 0);
  guint crowns[CARC_WHEEL_MAX_CROWNS];

  g_assert_cmpuint (carc_wheel_n_crowns (carc_game_get_state (game)), ==, 9);
  for (guint s = 0; s < CARC_WHEEL_N_SECTORS; s++)
    g_assert_cmpuint (carc_wheel_sector_crowns (carc_game_get_state (game), s, crowns, G_N_ELEMENTS (crowns)), ==, tts[s]);
  /* the alternative has a sector without crowns */
  g_assert_cmpuint (carc_wheel_n_crowns (carc_game_get_state (other)), ==, 9);
  g_assert_cmpuint (carc_wheel_sector_crowns (carc_game_get_state (other), CARC_WHEEL_FORTUNE, crowns, G_N_ELEMENTS (crowns)), ==, 0);
  carc_game_free (game);
  carc_game_free (other);
}

/* A broken "wheel" member is refused with the file's name; a setup
 * with the board but without the set is refused clearly. */
static void
test_bad_data_and_setup (void)
{
  static const char broken[] =
    "{\"format\": \"carcassonne-companion/tiles\", \"version\": 1,"
    " \"set\": {\"id\": \"w2\", \"name\": \"W\"},"
    " \"wheel\": {\"crowns\": [{\"sector\": \"pigsty\", \"at\": [1, 1]}]},"
    " \"tiles\": [{\"id\": \"W2/L\", \"count\": 1, \"edges\": \"FFFF\", \"features\": [{\"kind\": \"monastery\"},"
    " {\"kind\": \"field\", \"at\": \"NL NR EL ER SL SR WL WR\"}]}]}";
  g_autoptr(CarcCatalogue) catalogue = carc_catalogue_new ();
  g_autoptr(GError) error = NULL;
  CarcSetup *setup = test_setup_new ("base", 2);   /* the game takes it */
  CarcGame *game;

  g_assert_false (carc_catalogue_load_data (catalogue, "broken.json", broken, sizeof broken - 1, &error));
  g_assert_error (error, CARC_CATALOGUE_ERROR, CARC_CATALOGUE_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "broken.json"));
  g_assert_nonnull (strstr (error->message, "“crowns”"));
  g_clear_error (&error);

  /* symbols that are no object, with a box's counts of them: one refusal,
   * no GLib critical first (g_test_init makes criticals fatal) */
  {
    static const char symbols[] =
      "{\"format\": \"carcassonne-companion/tiles\", \"version\": 1,"
      " \"set\": {\"id\": \"w3\", \"name\": \"W\"},"
      " \"wheel\": {\"crowns\": [{\"sector\": \"taxes\", \"at\": [1, 1]}], \"symbols\": \"none\","
      " \"symbol_counts\": {\"W3/L\": [1, 0, 0]}},"
      " \"tiles\": [{\"id\": \"W3/L\", \"count\": 1, \"edges\": \"FFFF\", \"features\": [{\"kind\": \"monastery\"},"
      " {\"kind\": \"field\", \"at\": \"NL NR EL ER SL SR WL WR\"}]}]}";
    g_autoptr(CarcCatalogue) other = carc_catalogue_new ();

    g_assert_false (carc_catalogue_load_data (other, "symbols.json", symbols, sizeof symbols - 1, &error));
    g_assert_error (error, CARC_CATALOGUE_ERROR, CARC_CATALOGUE_ERROR_INVALID);
    g_assert_nonnull (strstr (error->message, "“symbols” must map tile ids"));
    g_clear_error (&error);
  }

  setup->rules |= CARC_RULE_WHEEL;
  game = carc_game_new (test_catalogue (), setup, &error);
  g_assert_null (game);
  g_assert_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP);
  g_assert_nonnull (strstr (error->message, "R-WF-2"));
  g_clear_error (&error);

  /* a box inventory cannot put a cell of the board into the supply */
  setup = test_setup_new (WHEEL_SETS, 2);
  g_hash_table_insert (setup->inventory, g_strdup ("WF/board.6"), GUINT_TO_POINTER (1));
  game = carc_game_new (test_catalogue (), setup, &error);
  g_assert_null (game);
  g_assert_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP);
  g_assert_nonnull (strstr (error->message, "WF/board.6"));
}

/* ---- random whole games ------------------------------------------------------------ */

/* Plague events of all random games so far that took a guard. */
static guint guard_plagues;

typedef struct {
  int   last_score[CARC_MAX_PLAYERS];
  guint symbols;      /* sum of the WHEEL events' symbols */
  guint events;
  guint wheel_events, plague_events, crown_events;
  CarcState *before;  /* the state before the last event, for undo */
} Check;

static gboolean
check_event (CarcGame        *game,
             const CarcEvent *event,
             gpointer         user_data)
{
  Check *c = user_data;
  const CarcState *state = carc_game_get_state (game);
  const CarcSetup *setup = carc_game_get_setup (game);
  guint held[CARC_MAX_PLAYERS][CARC_N_FIGURE_KINDS] = { { 0 } };

  c->events++;
  if (event->type == CARC_EVENT_WHEEL)
    {
      c->symbols += (guint) event->value;
      c->wheel_events++;
    }
  c->plague_events += event->type == CARC_EVENT_PLAGUE;
  /* a Plague event that names no feature gives back a guard */
  guard_plagues += event->type == CARC_EVENT_PLAGUE && event->location == 0;
  c->crown_events += event->type == CARC_EVENT_CROWN;

  /* the pig's sector = start + symbols drawn (mod 6) */
  g_assert_cmpuint (carc_wheel_pig_steps (state), ==, c->symbols);
  g_assert_cmpuint (carc_wheel_pig_sector (state), ==, (CARC_WHEEL_FORTUNE + c->symbols) % CARC_WHEEL_N_SECTORS);

  /* figures conserved: supply + landscape + crown spaces = the box */
  for (guint i = 0; i < carc_state_get_n_figures (state); i++)
    if (carc_state_get_figures (state)[i].node != CARC_NONE)
      held[carc_state_get_figures (state)[i].owner][carc_state_get_figures (state)[i].kind]++;
  for (guint i = 0; i < carc_wheel_n_crowns (state); i++)
    {
      CarcWheelCrown crown;
      g_assert_true (carc_wheel_get_crown (state, i, &crown));
      if (crown.player >= 0)
        held[crown.player][CARC_FIGURE_FOLLOWER]++;
    }
  for (guint p = 0; p < carc_state_get_n_players (state); p++)
    for (guint k = 0; k < CARC_N_FIGURE_KINDS; k++)
      g_assert_cmpuint (carc_state_figures_in_supply (state, p, k) + held[p][k], ==, setup->figures[k]);

  /* scores never decrease */
  for (guint p = 0; p < carc_state_get_n_players (state); p++)
    {
      g_assert_cmpint (carc_state_get_players (state)[p].score, >=, c->last_score[p]);
      c->last_score[p] = carc_state_get_players (state)[p].score;
    }

  /* undo of the last event gives back the state before it, exactly */
  if (c->events % 11 == 0 && c->before != NULL)
    {
      g_autoptr(GError) error = NULL;
      CarcState *undone = carc_game_replay_prefix (game, carc_game_get_n_events (game) - 1, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (carc_state_get_n_scorings (undone), ==, carc_state_get_n_scorings (c->before));
      g_assert_cmpuint (carc_state_get_n_returns (undone), ==, carc_state_get_n_returns (c->before));
      g_assert_cmpuint (carc_wheel_pig_steps (undone), ==, carc_wheel_pig_steps (c->before));
      g_assert_cmpint (carc_state_get_phase (undone), ==, carc_state_get_phase (c->before));
      for (guint p = 0; p < carc_state_get_n_players (state); p++)
        g_assert_cmpint (carc_state_get_players (undone)[p].score, ==, carc_state_get_players (c->before)[p].score);
      for (guint i = 0; i < carc_wheel_n_crowns (state); i++)
        {
          CarcWheelCrown x, y;
          carc_wheel_get_crown (undone, i, &x);
          carc_wheel_get_crown (c->before, i, &y);
          g_assert_cmpint (x.player, ==, y.player);
        }
      carc_state_free (undone);
    }
  g_clear_pointer (&c->before, carc_state_free);
  c->before = carc_state_copy (state);
  carc_state_set_setup (c->before, setup);
  return TRUE;
}

static void
play_games (const char *sets,
            guint       n_games,
            guint64     seed,
            guint       rules_on)
{
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (seed);
  guint wheels = 0, plagues = 0, crowns = 0;

  for (guint g = 0; g < n_games; g++)
    {
      g_autoptr(GError) error = NULL;
      CarcGame *game = test_game_new (sets, 2 + g % 5, rules_on, 0);
      Check c = { { 0 } };
      CarcState *replayed;
      int n;

      n = carc_random_play (player, game, check_event, &c, &error);
      g_assert_no_error (error);
      g_assert_cmpint (n, >, 0);
      g_assert_cmpint (carc_state_get_phase (carc_game_get_state (game)), ==, CARC_PHASE_OVER);
      replayed = carc_game_replay_prefix (game, carc_game_get_n_events (game), &error);
      g_assert_no_error (error);
      for (guint p = 0; p < carc_state_get_n_players (replayed); p++)
        g_assert_cmpint (carc_state_get_players (replayed)[p].score, ==,
                         carc_state_get_players (carc_game_get_state (game))[p].score);
      g_assert_cmpuint (carc_state_get_n_scorings (replayed), ==, carc_state_get_n_scorings (carc_game_get_state (game)));
      carc_state_free (replayed);
      g_clear_pointer (&c.before, carc_state_free);
      wheels += c.wheel_events;
      plagues += c.plague_events;
      crowns += c.crown_events;
      carc_game_free (game);
    }
  /* the games did turn the wheel, ask for Plague and use the crowns */
  g_assert_cmpuint (wheels, >, n_games * 5);
  g_assert_cmpuint (plagues, >, 0);
  g_assert_cmpuint (crowns, >, 0);
}

static void
test_random_games (void)
{
  play_games (WHEEL_SETS, 20, 2026112601, 0);
}

static void
test_random_big_box_games (void)
{
  play_games ("base,inns-and-cathedrals,traders-and-builders,hills-and-sheep,river,wheel-of-fortune",
              20, 2026112602, 0);
  play_games ("base,inns-and-cathedrals,traders-and-builders,hills-and-sheep,wheel-of-fortune",
              10, 2026112603, CARC_RULE_WHEEL_CROWNS_ALT);
}

/* With Towers & Thieves: guards, which the Plague may take (about one game
 * in eight met a Plague owed by a player whose only figure was a guard). */
static void
test_random_towers_games (void)
{
  guard_plagues = 0;
  play_games ("base,wheel-of-fortune,towers-and-thieves", 24, 2026112604, 0);
  g_test_message ("%u guards given back to the Plague", guard_plagues);
  g_assert_cmpuint (guard_plagues, >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/wheel/data", test_data);
  g_test_add_func ("/wheel/crown-layouts", test_crown_layouts);
  g_test_add_func ("/wheel/bad-data-and-setup", test_bad_data_and_setup);
  g_test_add_func ("/wheel/R-WF-1/base-game", test_base_game_mode);
  g_test_add_func ("/wheel/R-WF-2/board-start", test_board_start);
  g_test_add_func ("/wheel/R-WF-2/board-landscape", test_board_landscape);
  g_test_add_func ("/wheel/R-WF-3/crown-placement", test_crown_placement);
  g_test_add_func ("/wheel/R-WF-4/turn-order", test_wheel_turn_order);
  g_test_add_func ("/wheel/R-WF-4/undo-steps", test_undo_steps);
  g_test_add_func ("/wheel/R-WF-4/correction", test_correction);
  g_test_add_func ("/wheel/R-WF-5/taxes-seed-example", test_taxes_seed_example);
  g_test_add_func ("/wheel/R-WF-5/inquisition-storm", test_inquisition_and_storm);
  g_test_add_func ("/wheel/R-WF-5/fortune", test_fortune);
  g_test_add_func ("/wheel/R-WF-5/big-follower-is-one", test_big_follower_is_one);
  g_test_add_func ("/wheel/R-WF-5/storm-special-figures", test_storm_special_figures);
  g_test_add_func ("/wheel/R-WF-5/famine", test_famine);
  g_test_add_func ("/wheel/R-WF-5/plague", test_plague_decisions);
  g_test_add_func ("/wheel/R-WF-5/plague-shepherd", test_plague_shepherd);
  g_test_add_func ("/wheel/R-WF-5/plague-guard", test_plague_guard);
  g_test_add_func ("/wheel/R-WF-6/crown-scoring", test_crown_scoring);
  g_test_add_func ("/wheel/preview", test_preview);
  g_test_add_func ("/wheel/R-R-3/river-start", test_river_start);
  g_test_add_func ("/wheel/record-round-trip", test_record_round_trip);
  g_test_add_func ("/wheel/random", test_random_games);
  g_test_add_func ("/wheel/random-big-box", test_random_big_box_games);
  g_test_add_func ("/wheel/random-towers", test_random_towers_games);
  return g_test_run ();
}
