/* test-towers-thieves.c: Towers & Thieves, 2024 rules (R-TT-1 … R-TT-5)
 *
 * Every rule id of RULES.md's Towers & Thieves section, seed 003's worked
 * examples ("Věže a zloději": sight of towers 1, 2 and 3 high, a tower
 * capped at 5 and the pieces running short, the displaced guard's 2 points,
 * two guards and one guard paid by a thief of 6, the stolen tile and the
 * tower tile drawn instead, the end's 5 + the stolen tile's value), random
 * whole games with the big-box expansions and invariants after every move,
 * and the record's round trip.
 *
 * The tiles of the set are placeholders (docs/tile-catalogue.md), so the
 * examples use the base game's tiles for the land and tower tiles placed
 * as the table would when the box differs ("!" below: the tile event's
 * override). Board conventions as in RULES.md: the start tile BA/RCr at
 * (0,0), city N, road W–E, field S; x grows east, y grows south.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-test-util.h"
#include "carc-random.h"
#include "carc-hills-sheep.h"
#include "carc-inns-cathedrals.h"
#include "carc-towers-thieves.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TT "base,towers-and-thieves"

/* ---- helpers ---------------------------------------------------------------- */

/* A game of @sets with box counts "TT/T1=2,BA/L=10" overriding the sets',
 * less the rules @rules_off. */
static CarcGame *
tt_game_without (const char *sets,
                 guint       n_players,
                 const char *inventory,
                 guint       rules_off)
{
  CarcSetup *setup = test_setup_new (sets, n_players);
  g_auto(GStrv) items = g_strsplit (inventory ? inventory : "", ",", -1);

  for (guint i = 0; items[i]; i++)
    {
      char *eq = strchr (items[i], '=');
      if (eq == NULL)
        continue;
      *eq = '\0';
      g_hash_table_insert (setup->inventory, g_strdup (g_strstrip (items[i])),
                           GUINT_TO_POINTER ((guint) atoi (eq + 1)));
    }
  setup->rules &= ~rules_off;
  return test_game_from_setup (setup);
}

static CarcGame *
tt_game (const char *sets,
         guint       n_players,
         const char *inventory)
{
  return tt_game_without (sets, n_players, inventory, 0);
}

/* The items of test_play() and these:
 *   "!TT/T1 0,1 0"          a tile placed with override (the box differs)
 *   "thief TT/L02 6"        a thief tile drawn, value 6 ("thief TT/L02" leaves
 *                           the value to the catalogue)
 *   "guard follower 0,1"    a guard on the tower at (0,1)
 *   "grow 3,1"              the tower at (3,1) gets one of the last pieces */
static gboolean
tt_parse (CarcGame   *game,
          const char *item,
          CarcEvent  *event)
{
  char what[32], id[32];
  int x, y, v;

  memset (event, 0, sizeof *event);
  if (item[0] == '!')
    {
      *event = test_event (game, item + 1);
      event->flags |= CARC_EVENT_FLAG_OVERRIDE;
      return TRUE;
    }
  if (sscanf (item, "thief %31s %d", id, &v) == 2)
    {
      *event = carc_event_simple (CARC_EVENT_THIEF, v);
      event->tile = (guint16) test_tile_index (game, id);
      return TRUE;
    }
  if (sscanf (item, "thief %31s", id) == 1)
    {
      *event = carc_event_simple (CARC_EVENT_THIEF, -1);
      event->tile = (guint16) test_tile_index (game, id);
      return TRUE;
    }
  if (sscanf (item, "guard %31s %d,%d", what, &x, &y) == 3)
    {
      CarcFigureKind kind;
      g_assert_true (carc_figure_kind_parse (what, &kind));
      *event = carc_event_simple (CARC_EVENT_GUARD, 0);
      event->figure = (guint8) kind;
      event->x = (gint16) x;
      event->y = (gint16) y;
      return TRUE;
    }
  if (sscanf (item, "grow %d,%d", &x, &y) == 2)
    {
      *event = carc_event_simple (CARC_EVENT_GROW, 0);
      event->x = (gint16) x;
      event->y = (gint16) y;
      return TRUE;
    }
  return FALSE;
}

static gboolean
tt_try (CarcGame   *game,
        const char *item,
        GError    **error)
{
  CarcEvent event;

  if (!tt_parse (game, item, &event))
    return test_try (game, item, error);
  return carc_game_append (game, &event, error);
}

static void
tt_play (CarcGame   *game,
         const char *script)
{
  test_play_with (game, script, tt_try);
}

static void
tt_expect_error (CarcGame   *game,
                 const char *item,
                 int         code,
                 const char *part)
{
  test_expect_error_with (game, tt_try, item, code, part);
}

/* The tower at (x, y): its height and its guard's owner (-1 none). */
static void
assert_tower (CarcGame *game,
              int       x,
              int       y,
              guint     height,
              int       guard_owner)
{
  CarcTower towers[CARC_MAX_TOWERS];
  guint n = carc_towers_get (state_of (game), towers, G_N_ELEMENTS (towers));
  int i = carc_towers_at (state_of (game), x, y);

  g_assert_cmpint (i, >=, 0);
  g_assert_cmpint (i, <, (int) n);
  g_assert_cmpint (towers[i].x, ==, x);
  g_assert_cmpint (towers[i].y, ==, y);
  g_assert_cmpuint (towers[i].height, ==, height);
  g_assert_cmpint (towers[i].guard_owner, ==, guard_owner);
}

static gboolean
guard_spot (CarcGame *game,
            int       x,
            int       y)
{
  int i = carc_towers_at (state_of (game), x, y);
  g_assert_cmpint (i, >=, 0);
  return (carc_towers_guard_spots (state_of (game)) & (1u << i)) != 0;
}

/* The scorings of kind guard for @player with @detail, summed. */
static int
guard_points (CarcGame *game,
              guint     player,
              guint     detail,
              guint    *count)
{
  const CarcState *state = state_of (game);
  int points = 0;

  if (count)
    *count = 0;
  for (guint i = 0; i < carc_state_get_n_scorings (state); i++)
    {
      const CarcScoring *s = &carc_state_get_scorings (state)[i];
      if (s->kind == CARC_SCORE_GUARD && s->player == player && s->detail == detail)
        {
          points += s->points;
          if (count)
            (*count)++;
        }
    }
  return points;
}

static guint
tower_pieces_on_board (const CarcState *state)
{
  CarcTower towers[CARC_MAX_TOWERS];
  guint n = carc_towers_get (state, towers, G_N_ELEMENTS (towers)), pieces = 0;

  for (guint i = 0; i < n; i++)
    pieces += towers[i].height;
  return pieces;
}

/* ---- R-TT-1: the box, two stacks, 20 pieces -------------------------------------- */

/* seed 003: "13 kartiček krajiny", "5 kartiček věže (mají odlišnou zadní
 * stranu)", "20 dřevěných dílků věže" — R-TT-1. */
static void
test_r_tt_1_box (void)
{
  CarcCatalogue *cat = test_catalogue ();
  const CarcTileSet *set = carc_catalogue_get_set (cat, (guint) carc_catalogue_lookup_set (cat, "towers-and-thieves"));
  guint land = 0, tower_tiles = 0, sites = 0, river = 0;

  for (guint i = 0; i < set->tiles->len; i++)
    {
      const CarcTileType *type = carc_catalogue_get_type (cat, g_array_index (set->tiles, guint, i));
      if (type->flags & CARC_TILE_FLAG_TOWER_TILE)
        tower_tiles += type->count;
      else
        land += type->count;
      if (type->flags & CARC_TILE_FLAG_TOWER_SITE)
        sites += type->count;
      if (type->stack == CARC_STACK_RIVER)
        river += type->count;
      /* nothing the public sources cannot confirm goes unmarked */
      g_assert_nonnull (carc_tile_type_uncertain_note (type, "edges"));
    }
  g_assert_cmpuint (land, ==, 13);
  g_assert_cmpuint (tower_tiles, ==, 5);
  g_assert_cmpuint (river, ==, 1);
  g_assert_cmpuint (sites, ==, 6);   /* the 5 tower tiles and the River tile */
  /* the land tiles' thieves are the table's to enter */
  g_assert_nonnull (carc_tile_type_uncertain_note (carc_catalogue_get_type (cat, (guint) carc_catalogue_lookup (cat, "TT/L02")),
                                                   "thief"));
}

/* R-TT-1: the tower tiles are a stack of their own: no normal draw reaches
 * them and the supply's count leaves them out; 20 pieces in the supply. */
static void
test_r_tt_1_stacks (void)
{
  CarcGame *game = test_game_new (TT, 2, 0, 0);
  const CarcState *state = state_of (game);
  guint t1 = test_tile_index (game, "TT/T1");

  /* 72 base tiles less the start, 12 land tiles (the River tile stays in
   * the box without the River), the 5 tower tiles apart */
  g_assert_cmpuint (carc_state_supply_count (state), ==, 71 + 12);
  g_assert_cmpuint (carc_state_get_supply_left (state), ==, 71 + 12 + 5);
  g_assert_cmpuint (carc_towers_tower_tiles_left (state), ==, 5);
  g_assert_cmpuint (carc_towers_pieces_left (state), ==, CARC_TOWER_PIECES);
  g_assert_cmpuint (CARC_TOWER_PIECES, ==, 20);
  g_assert_cmpuint (carc_state_get_remaining (state)[test_tile_index (game, "TT/RI")], ==, 0);
  g_assert_false (carc_state_tile_available (state, t1));
  g_assert_true (carc_state_tile_available (state, test_tile_index (game, "TT/L02")));
  tt_expect_error (game, "TT/T1 0,1 0", CARC_ERROR_OUT_OF_SUPPLY, "tower tile");
  carc_game_free (game);

  /* with the River, its tower-site tile joins the River tiles (seed 003:
   * "zamíchejte novou kartičku řeky mezi ostatní kartičky řeky") */
  game = test_game_new ("base,river,towers-and-thieves", 2, 0, 0);
  state = state_of (game);
  g_assert_cmpuint (carc_state_get_remaining (state)[test_tile_index (game, "TT/RI")], ==, 1);
  g_assert_true (carc_state_tile_available (state, test_tile_index (game, "TT/RI")));
  g_assert_false (carc_state_tile_available (state, test_tile_index (game, "TT/L02")));
  carc_game_free (game);
}

/* Without its rules the tower tiles would join the land tiles: refused. */
static void
test_r_tt_1_setup (void)
{
  g_autoptr(GError) error = NULL;
  CarcSetup *setup = test_setup_new (TT, 2);   /* the game takes it, even when it refuses */
  CarcGame *game;

  g_assert_true (setup->rules & CARC_RULE_TOWERS);
  setup->rules &= ~CARC_RULE_TOWERS;
  game = carc_game_new (test_catalogue (), setup, &error);
  g_assert_null (game);
  g_assert_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP);
  g_assert_nonnull (strstr (error->message, "Towers & Thieves"));
}

/* ---- R-TT-2: a tower construction site gets its first piece ------------------------- */

/* seed 003: "Jakmile přiložíte kartičku se staveništěm věže, musíte na ni
 * umístit 1 dílek věže." and, with the River, "první staveniště věže přijde
 * do hry s novou kartičkou řeky" — R-TT-2. */
static void
test_r_tt_2_site (void)
{
  CarcGame *game = tt_game (TT, 2, NULL);

  tt_play (game, "!TT/T1 0,1 0");
  assert_tower (game, 0, 1, 1, -1);
  g_assert_cmpuint (carc_towers_pieces_left (state_of (game)), ==, CARC_TOWER_PIECES - 1);
  /* a tile without a site raises no tower */
  tt_play (game, "-; BA/L 1,1 0; -");
  g_assert_cmpint (carc_towers_at (state_of (game), 1, 1), ==, -1);
  carc_game_free (game);

  /* the River tile: the spring RI/s at (0,0) flows east */
  game = test_game_new ("base,river,towers-and-thieves", 2, 0, 0);
  tt_play (game, "TT/RI 1,0 0; -");
  assert_tower (game, 1, 0, 1, -1);
  g_assert_cmpuint (carc_towers_pieces_left (state_of (game)), ==, CARC_TOWER_PIECES - 1);
  carc_game_free (game);
}

/* ---- R-TT-3: guards ------------------------------------------------------------------ */

/* seed 003: "Věž o velikosti 1 dílku je na dohled z každé ortogonálně
 * sousedící kartičky … věž o výšce 2 … ze dvou kartiček v řadě …, věž o výšce
 * 3 ze tří kartiček", "Dohled se nikdy nepočítá diagonálně", "Mezery v
 * herním plánu nepřerušují dohled na věž a pro tento účel se počítají jako
 * kartičky" — R-TT-3.
 *
 * Three towers are built first: X at (0,1) grows to 3, Z at (-2,1) to 2,
 * G at (-1,1) stays 1 (a guard stands on it at every thief, so no thief
 * steals). Then tiles are placed at known distances, gaps between. */
static void
test_r_tt_3_sight (void)
{
  CarcGame *game = tt_game (TT, 2, "BA/L=20,TT/L05=5");

  tt_play (game,
           "!TT/T1 0,1 0; -;"                      /* A: X */
           "!TT/T1 -1,1 0; guard follower -1,1;"   /* B: G, guarded at once (own tile) */
           "thief TT/L05 2; TT/L05 -1,2 0; guard follower -1,1;"  /* A: X grows to 2 */
           "!TT/T1 -2,1 0; guard follower -1,1;"   /* B: Z, and the guard on G again */
           "thief TT/L05 2; TT/L05 -1,3 0; -;");   /* A: X 3, Z 2 grow; G is left unguarded */
  assert_tower (game, 0, 1, 3, -1);
  assert_tower (game, -2, 1, 2, -1);
  assert_tower (game, -1, 1, 1, -1);

  /* height 3 across a gap: (3,1) is 3 away with (1,1) and (2,1) empty */
  tt_play (game, "BA/L 0,2 0; -; BA/L 1,2 0; -; BA/L 2,2 0; -; BA/L 3,2 0; -");
  tt_play (game, "BA/L 3,1 0");
  g_assert_true (guard_spot (game, 0, 1));
  g_assert_false (guard_spot (game, -2, 1));
  tt_play (game, "guard follower 0,1");    /* B */
  assert_tower (game, 0, 1, 3, 1);
  tt_play (game, "BA/L 4,2 0; -; BA/L 4,1 0");   /* 4 away: out of sight */
  g_assert_false (guard_spot (game, 0, 1));
  tt_expect_error (game, "guard follower 0,1", CARC_ERROR_ILLEGAL_FIGURE, "not in sight");
  tt_play (game, "-");

  /* never diagonal: (1,2) lies next to X's corner */
  g_assert_false (carc_towers_in_sight (state_of (game), (guint) carc_towers_at (state_of (game), 0, 1), 1, 2));
  g_assert_true (carc_towers_in_sight (state_of (game), (guint) carc_towers_at (state_of (game), 0, 1), 0, 4));
  g_assert_false (carc_towers_in_sight (state_of (game), (guint) carc_towers_at (state_of (game), 0, 1), 0, 5));

  /* height 2 across a gap: (-2,3) is 2 away with (-2,2) empty; (-2,4) is 3 */
  tt_play (game, "BA/L -2,3 0");          /* A */
  g_assert_true (guard_spot (game, -2, 1));
  g_assert_false (guard_spot (game, -1, 1));   /* G, 1 high, 2 away diagonally and down */
  tt_play (game, "-; BA/L -2,4 0");       /* B */
  g_assert_false (guard_spot (game, -2, 1));
  tt_play (game, "-");

  /* height 1: next door only; (-1,3) lies 2 below G */
  g_assert_true (carc_towers_in_sight (state_of (game), (guint) carc_towers_at (state_of (game), -1, 1), -1, 2));
  g_assert_false (carc_towers_in_sight (state_of (game), (guint) carc_towers_at (state_of (game), -1, 1), -1, 3));
  g_assert_false (carc_towers_in_sight (state_of (game), (guint) carc_towers_at (state_of (game), -1, 1), 0, 2));
  tt_play (game, "BA/L -3,1 0");          /* A: 2 west of G, next to Z */
  g_assert_false (guard_spot (game, -1, 1));
  g_assert_true (guard_spot (game, -2, 1));
  tt_play (game, "guard follower -2,1");
  assert_tower (game, -2, 1, 2, 0);
  carc_game_free (game);
}

/* seed 003: "Pokud v tu chvíli na věži nějaký strážný stojí, je odstraněn.
 * Vrací se do zásoby příslušného hráče, který za to dostane 2 body (bez
 * ohledu na výšku věže)." — R-TT-3. A = red guards the tower, B = blue
 * places a tile in sight and puts its own guard there. */
static void
test_r_tt_3_displaced (void)
{
  CarcGame *game = tt_game (TT, 2, NULL);
  const CarcScoring *s;

  tt_play (game, "!TT/T1 0,1 0; guard follower 0,1");
  assert_tower (game, 0, 1, 1, 0);
  g_assert_cmpuint (carc_state_figures_in_supply (state_of (game), 0, CARC_FIGURE_FOLLOWER), ==, 6);
  /* a guard stands instead of a figure on the tile: the turn is over */
  g_assert_cmpuint (carc_state_get_player (state_of (game)), ==, 1);

  tt_play (game, "BA/L 0,2 0");
  g_assert_true (guard_spot (game, 0, 1));
  tt_play (game, "guard follower 0,1");
  assert_tower (game, 0, 1, 1, 1);
  s = test_the_scoring (game, 0, CARC_SCORE_GUARD);
  g_assert_cmpint (s->points, ==, 2);
  g_assert_cmpuint (s->detail, ==, CARC_GUARD_DETAIL_DISPLACED);
  g_assert_false (s->final);
  g_assert_cmpint (test_score (game, 0), ==, 2);
  test_assert_nothing (game, 1);
  g_assert_cmpuint (carc_state_figures_in_supply (state_of (game), 0, CARC_FIGURE_FOLLOWER), ==, 7);
  g_assert_cmpuint (carc_state_figures_in_supply (state_of (game), 1, CARC_FIGURE_FOLLOWER), ==, 6);
  /* the guard is on no feature: the board's figures do not list it */
  g_assert_cmpuint (carc_state_get_n_board_figures (state_of (game)), ==, 0);
  carc_game_free (game);
}

/* A guard stands on no feature, but on the table all the same: the engine
 * says where (its tower's cell), so corrections can list it. */
static void
test_guard_place (void)
{
  CarcGame *game = tt_game (TT, 2, NULL);
  const CarcState *state;
  const char *noun = NULL;
  int x = 99, y = 99;
  guint guard, entry = 99;

  tt_play (game, "!TT/T1 0,1 0; guard follower 0,1; BA/L 0,2 0; follower EL");
  state = state_of (game);
  g_assert_cmpuint (carc_state_get_n_board_figures (state), ==, 1);
  for (guint i = 0; i < carc_state_get_n_figures (state); i++)
    {
      const CarcFigure *f = &carc_state_get_figures (state)[i];

      if (f->node == CARC_FIGURE_ELSEWHERE)
        {
          g_assert_true (carc_state_figure_place (state, i, &x, &y, &entry, &noun));
          g_assert_cmpint (x, ==, 0);
          g_assert_cmpint (y, ==, 1);
          g_assert_cmpuint (entry, ==, 1);   /* the guard's event */
          g_assert_cmpstr (noun, ==, "tower");
          g_assert_cmpuint (f->owner, ==, 0);
        }
      else
        /* on a feature, or in the supply: not on an expansion's place */
        g_assert_false (carc_state_figure_place (state, i, &x, &y, &entry, &noun));
    }
  g_assert_false (carc_state_figure_place (state, carc_state_get_n_figures (state), &x, &y, &entry, &noun));

  /* A puts a new guard on the tower: the old one goes home, one is listed */
  tt_play (game, "BA/L 1,1 0; guard follower 0,1");
  state = state_of (game);
  guard = CARC_NONE;
  for (guint i = 0; i < carc_state_get_n_figures (state); i++)
    if (carc_state_figure_place (state, i, &x, &y, &entry, &noun))
      {
        g_assert_cmpuint (guard, ==, CARC_NONE);
        guard = i;
      }
  g_assert_cmpuint (guard, !=, CARC_NONE);
  g_assert_cmpuint (entry, ==, 5);
  g_assert_cmpuint (carc_state_get_figures (state)[guard].owner, ==, 0);
  carc_game_free (game);
}

/* R-TT-3: only a follower stands guard, one the player has at hand, in
 * the figure step, on a tower that stands. */
static void
test_r_tt_3_refusals (void)
{
  CarcGame *game = tt_game ("base,traders-and-builders,towers-and-thieves", 2, NULL);

  tt_expect_error (game, "guard follower 0,0", CARC_ERROR_ILLEGAL_FIGURE, "no tower");
  tt_play (game, "!TT/T1 0,1 0");
  tt_expect_error (game, "guard builder 0,1", CARC_ERROR_ILLEGAL_FIGURE, "only a follower");
  tt_expect_error (game, "guard follower 5,5", CARC_ERROR_ILLEGAL_FIGURE, "no tower");
  tt_play (game, "-");
  tt_expect_error (game, "guard follower 0,1", CARC_ERROR_WRONG_PHASE, "no tile waits");
  carc_game_free (game);

  /* a big follower is a follower too, and guards as one (Decision) */
  game = tt_game ("base,inns-and-cathedrals,towers-and-thieves", 2, NULL);
  tt_play (game, "!TT/T1 0,1 0");
  g_assert_cmpuint (carc_towers_guard_spots_for (state_of (game), CARC_FIGURE_BIG_FOLLOWER), ==, 1);
  g_assert_cmpuint (carc_towers_guard_spots_for (state_of (game), CARC_FIGURE_FOLLOWER), ==, 1);
  tt_play (game, "guard big-follower 0,1");
  g_assert_cmpuint (carc_state_figures_in_supply (state_of (game), 0, CARC_FIGURE_BIG_FOLLOWER), ==, 0);
  tt_play (game, "BA/L 0,2 0");
  /* no big follower left for A: B has one, and it may guard */
  g_assert_cmpuint (carc_towers_guard_spots_for (state_of (game), CARC_FIGURE_BIG_FOLLOWER), ==, 1);
  tt_play (game, "-; thief TT/L02 6");
  g_assert_cmpint (test_the_scoring (game, 0, CARC_SCORE_GUARD)->points, ==, 6);   /* one guard, one award */
  carc_game_free (game);
}

/* ---- R-TT-4: thieves ------------------------------------------------------------------ */

/* seed 003: "Hráč dobere kartičku se symbolem zloděje a hodnotou 6. Při
 * vyhodnocení svých dvou strážných dostane 2 × 6 = 12 bodů. Hráč získá za
 * svého strážného 6 bodů. Všichni strážní se vracejí do zásoby." — R-TT-4.
 * A = blue with two guards, B = red with one. */
static void
test_r_tt_4_guards_score (void)
{
  CarcGame *game = tt_game (TT, 2, NULL);
  CarcThiefPreview preview;
  guint n;

  tt_play (game,
           "!TT/T1 0,1 0; guard follower 0,1;"      /* A */
           "!TT/T1 1,1 0; guard follower 1,1;"      /* B */
           "!TT/T1 -1,1 0; guard follower -1,1");   /* A */
  g_assert_cmpuint (carc_state_get_player (state_of (game)), ==, 1);

  /* before it is entered: who scores what, nothing grows, nothing stolen */
  g_assert_true (carc_towers_thief_preview (state_of (game), 6, &preview));
  g_assert_false (preview.stolen);
  g_assert_cmpuint (preview.candidates, ==, 0);
  g_assert_cmpint (preview.per_guard, ==, 6);
  g_assert_cmpuint (preview.guards[0], ==, 2);
  g_assert_cmpint (preview.points[0], ==, 12);
  g_assert_cmpint (preview.points[1], ==, 6);

  tt_play (game, "thief TT/L02 6");          /* B draws it */
  g_assert_cmpint (guard_points (game, 0, CARC_GUARD_DETAIL_THIEF, &n), ==, 12);
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpint (guard_points (game, 1, CARC_GUARD_DETAIL_THIEF, &n), ==, 6);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpint (test_score (game, 0), ==, 12);
  g_assert_cmpint (test_score (game, 1), ==, 6);
  for (guint p = 0; p < 2; p++)
    g_assert_cmpuint (carc_state_figures_in_supply (state_of (game), p, CARC_FIGURE_FOLLOWER), ==, 7);
  assert_tower (game, 0, 1, 1, -1);

  /* then the thief tile is placed, and no other */
  g_assert_cmpuint (carc_towers_thief_to_place (state_of (game)), ==, test_tile_index (game, "TT/L02"));
  tt_expect_error (game, "BA/L 0,2 0", CARC_ERROR_OUT_OF_SUPPLY, "is placed now");
  tt_play (game, "TT/L02 0,2 180");
  g_assert_cmpuint (carc_towers_thief_to_place (state_of (game)), ==, CARC_NONE);
  /* the tile's player may stand guard again at once (with a follower that
   * did not come home this turn, R-B-3) */
  g_assert_true (guard_spot (game, 0, 1));
  tt_play (game, "guard follower 0,1");
  assert_tower (game, 0, 1, 1, 1);
  g_assert_cmpuint (carc_state_figures_in_supply (state_of (game), 1, CARC_FIGURE_FOLLOWER), ==, 6);
  carc_game_free (game);
}

/* seed 003: "Na herním plánu jsou 2 věže, na nichž nestojí žádný strážný a
 * ani jedna z nich dosud nemá 5 dílků. Hráč na každou z těchto věží přidá
 * jeden dílek." and "V případě, že na ani jedné věži na herním plánu není
 * strážný, … dobranou kartičku se symbolem zloděje odložte lícem vzhůru k
 * počítadlu bodů … Namísto toho doberte 1 z připravených kartiček věže a
 * přiložte ji" and "Pokud zloděj ukradne další kartičku v okamžiku, kdy u
 * počítadla bodů už kartička leží, tuto starou kartičku vraťte do krabice"
 * — R-TT-4. No guard stands anywhere: every thief steals. */
static void
test_r_tt_4_stolen (void)
{
  CarcGame *game = tt_game (TT, 2, "TT/T1=2");
  const CarcState *state;
  CarcThiefPreview preview;
  int value;
  guint land;

  tt_play (game, "!TT/T1 0,1 0; -");
  state = state_of (game);
  land = carc_state_supply_count (state);
  g_assert_true (carc_towers_thief_preview (state, 3, &preview));
  g_assert_true (preview.stolen);
  g_assert_cmpuint (preview.grow, ==, 1u << carc_towers_at (state, 0, 1));
  g_assert_cmpint (preview.stolen_returned, ==, -1);

  /* B draws a thief: the tower grows, the tile is stolen, a tower tile follows */
  tt_play (game, "thief TT/L02 3");
  state = state_of (game);
  assert_tower (game, 0, 1, 2, -1);
  g_assert_cmpint (carc_towers_stolen_tile (state, &value), ==, (int) test_tile_index (game, "TT/L02"));
  g_assert_cmpint (value, ==, 3);
  g_assert_cmpuint (carc_state_supply_count (state), ==, land - 1);
  g_assert_true (carc_towers_tower_tile_owed (state));
  g_assert_true (carc_state_tile_available (state, test_tile_index (game, "TT/T3")));
  g_assert_false (carc_state_tile_available (state, test_tile_index (game, "BA/L")));
  tt_expect_error (game, "BA/L 0,2 0", CARC_ERROR_OUT_OF_SUPPLY, "tower tile is drawn instead");
  tt_expect_error (game, "TT/L02 0,2 0", CARC_ERROR_OUT_OF_SUPPLY, NULL);   /* it is gone */
  /* no scoring: no guard stood anywhere */
  g_assert_cmpuint (carc_state_get_n_scorings (state), ==, 0);
  tt_play (game, "TT/T1 1,1 0");
  assert_tower (game, 1, 1, 1, -1);
  g_assert_false (carc_towers_tower_tile_owed (state_of (game)));
  g_assert_cmpuint (carc_towers_tower_tiles_left (state_of (game)), ==, 4);   /* 6 in this box, 2 out */
  tt_play (game, "-");

  /* the next theft puts the new tile beside the track, the old one to the box */
  tt_play (game, "thief TT/L03 5");
  g_assert_cmpint (carc_towers_stolen_tile (state_of (game), &value), ==, (int) test_tile_index (game, "TT/L03"));
  g_assert_cmpint (value, ==, 5);
  assert_tower (game, 0, 1, 3, -1);
  assert_tower (game, 1, 1, 2, -1);

  /* seed 003: "Za každého svého strážného dostanete tolik bodů, kolik je
   * uvedeno u symbolu zloděje na nové kartičce plus tolik bodů, kolik je
   * uvedeno na ukradené kartičce ležící u počítadla bodů (pokud tam nějaká
   * leží). Poté vraťte ukradenou kartičku do krabice." A guards the tower
   * tile it drew; B's thief of 2 pays it 2 + 5. */
  tt_play (game, "TT/T3 -1,1 0; guard follower -1,1");
  g_assert_true (carc_towers_thief_preview (state_of (game), 2, &preview));
  g_assert_cmpint (preview.per_guard, ==, 2 + 5);
  g_assert_cmpint (preview.stolen_returned, ==, (int) test_tile_index (game, "TT/L03"));
  tt_play (game, "thief TT/L04 2");
  g_assert_cmpint (guard_points (game, 0, CARC_GUARD_DETAIL_THIEF, NULL), ==, 7);
  g_assert_cmpint (test_score (game, 0), ==, 7);
  g_assert_cmpint (carc_towers_stolen_tile (state_of (game), &value), ==, -1);
  g_assert_cmpint (value, ==, 0);
  assert_tower (game, 0, 1, 4, -1);
  assert_tower (game, -1, 1, 1, -1);   /* guarded while the others grew */
  tt_play (game, "TT/L04 0,2 0; -");
  carc_game_free (game);
}

/* seed 003: "Žádná věž nemůže mít více než 5 dílků." and "Zásoba dílků věže
 * je omezená. Není-li dost dílků, můžete si vybrat, ke které věži dílek
 * přidáte (samozřejmě k žádné nemůžete přidat více než 1). Jakmile zásoba
 * dojde, žádné další dílky k věžím nepřidávejte." — R-TT-1, R-TT-4.
 * Six thieves steal in a row: X grows to 5 and stays; each theft brings a
 * tower tile; the sixth finds the supply empty. */
static void
test_r_tt_4_cap (void)
{
  CarcGame *game = tt_game (TT, 2, "TT/T1=2");
  static const char * const tower_tiles[] = {
    "TT/T1 1,1 0", "TT/T3 -1,1 0", "TT/T2 0,2 90", "TT/T4 2,1 180", "TT/T5 1,2 0",
  };
  static const char * const thieves[] = {
    "TT/L02", "TT/L03", "TT/L04", "TT/L05", "TT/L06", "TT/L07",
  };
  /* pieces left after each theft's growth and its tower tile */
  static const guint pieces[] = { 17, 14, 10, 5, 0 };

  tt_play (game, "!TT/T1 0,1 0; -");
  for (guint i = 0; i < 5; i++)
    {
      g_autofree char *thief = g_strdup_printf ("thief %s %u", thieves[i], i + 1);
      tt_play (game, thief);
      tt_play (game, tower_tiles[i]);
      tt_play (game, "-");
      assert_tower (game, 0, 1, MIN (i + 2, CARC_TOWER_MAX_HEIGHT), -1);
      g_assert_cmpuint (carc_towers_pieces_left (state_of (game)), ==, pieces[i]);
      g_assert_cmpuint (tower_pieces_on_board (state_of (game)) + carc_towers_pieces_left (state_of (game)), ==,
                        CARC_TOWER_PIECES);
    }
  /* the fifth thief left X at 5 and grew the other four by one each */
  assert_tower (game, 1, 1, 5, -1);
  assert_tower (game, 1, 2, 1, -1);
  /* the supply is empty: the sixth thief grows nothing; no tower tile is
   * left, so a land tile comes instead */
  tt_play (game, "thief TT/L07 6");
  assert_tower (game, -1, 1, 4, -1);
  g_assert_true (carc_towers_tower_tile_owed (state_of (game)));
  g_assert_cmpuint (carc_towers_tower_tiles_left (state_of (game)), ==, 0);
  tt_play (game, "BA/L 0,3 0; -");
  carc_game_free (game);
}

/* R-TT-4, the pieces running short: 18 towers stand unguarded, 2 pieces
 * are left: the player chooses two towers, one piece each. */
static void
test_r_tt_4_short_supply (void)
{
  CarcGame *game = tt_game (TT, 2, NULL);
  CarcThiefPreview preview;
  guint32 choices;
  guint left;

  for (int x = 0; x < 18; x++)
    {
      g_autofree char *item = g_strdup_printf ("!TT/T1 %d,1 0", x);
      tt_play (game, item);
      tt_play (game, "-");
    }
  g_assert_cmpuint (carc_towers_pieces_left (state_of (game)), ==, 2);
  g_assert_true (carc_towers_thief_preview (state_of (game), 4, &preview));
  g_assert_true (preview.choice_owed);
  g_assert_cmpuint (preview.pieces, ==, 2);
  g_assert_cmpuint (preview.grow, ==, 0);
  g_assert_cmpuint ((guint) __builtin_popcount (preview.candidates), ==, 18);

  tt_play (game, "thief TT/L02 4");
  g_assert_cmpint (carc_state_get_phase (state_of (game)), ==, CARC_PHASE_DECISION);
  g_assert_cmpuint (carc_state_get_pending (state_of (game)), ==, CARC_PENDING_GROW);
  choices = carc_towers_grow_choices (state_of (game), &left);
  g_assert_cmpuint ((guint) __builtin_popcount (choices), ==, 18);
  g_assert_cmpuint (left, ==, 2);
  /* nothing else of the turn before the choice */
  tt_expect_error (game, "BA/L 0,2 0", CARC_ERROR_WRONG_PHASE, "choose which towers grow");
  tt_expect_error (game, "grow 0,3", CARC_ERROR_INVALID_EVENT, "no tower");

  tt_play (game, "grow 3,1");
  assert_tower (game, 3, 1, 2, -1);
  /* at most one piece per tower */
  tt_expect_error (game, "grow 3,1", CARC_ERROR_INVALID_EVENT, "cannot grow now");
  tt_play (game, "grow 7,1");
  assert_tower (game, 7, 1, 2, -1);
  assert_tower (game, 4, 1, 1, -1);
  g_assert_cmpuint (carc_towers_pieces_left (state_of (game)), ==, 0);
  /* then the theft (no guard stands) and a tower tile */
  g_assert_cmpint (carc_state_get_phase (state_of (game)), ==, CARC_PHASE_TILE);
  g_assert_true (carc_towers_tower_tile_owed (state_of (game)));
  g_assert_cmpuint (carc_towers_grow_choices (state_of (game), NULL), ==, 0);
  carc_game_free (game);
}

/* R-TT-4 with R-B-9: the thief steals the last tile there is, after the
 * player chose which towers grow, and no tower tile is left: nothing is
 * left to draw, so the game ends there (auto-end) and the guards score. */
static void
test_r_tt_4_last_tile_stolen (void)
{
  CarcCatalogue *cat = test_catalogue ();
  g_autoptr(GString) inventory = g_string_new ("TT/L02=1,BA/RCr=1");
  CarcGame *game;

  for (guint i = 0; i < carc_catalogue_get_n_types (cat); i++)
    {
      const CarcTileType *type = carc_catalogue_get_type (cat, i);
      if (strcmp (type->id, "TT/L02") != 0 && strcmp (type->id, "BA/RCr") != 0)
        g_string_append_printf (inventory, ",%s=0", type->id);
    }
  game = tt_game (TT, 2, inventory->str);
  g_assert_true (carc_game_get_setup (game)->rules & CARC_RULE_AUTO_END);
  g_assert_cmpuint (carc_state_supply_count (state_of (game)), ==, 1);
  for (int x = 0; x < 19; x++)
    {
      g_autofree char *item = g_strdup_printf ("!TT/T1 %d,1 0", x);
      tt_play (game, item);
      tt_play (game, x == 0 ? "guard follower 0,1" : "-");
    }
  g_assert_cmpuint (carc_towers_pieces_left (state_of (game)), ==, 1);
  /* a guard stands on (0,1): the thief pays it; nothing is stolen */
  tt_play (game, "thief TT/L02 3; grow 5,1");
  g_assert_cmpint (carc_state_get_phase (state_of (game)), ==, CARC_PHASE_TILE);
  g_assert_cmpuint (carc_towers_thief_to_place (state_of (game)), ==, test_tile_index (game, "TT/L02"));
  carc_game_free (game);

  /* no guard: the last tile is stolen after the choice, and the game is over */
  game = tt_game (TT, 2, inventory->str);
  for (int x = 0; x < 19; x++)
    {
      g_autofree char *item = g_strdup_printf ("!TT/T1 %d,1 0", x);
      tt_play (game, item);
      tt_play (game, "-");
    }
  tt_play (game, "thief TT/L02 3");
  g_assert_cmpint (carc_state_get_phase (state_of (game)), ==, CARC_PHASE_DECISION);
  tt_play (game, "grow 5,1");
  assert_tower (game, 5, 1, 2, -1);
  g_assert_cmpint (carc_towers_stolen_tile (state_of (game), NULL), ==, (int) test_tile_index (game, "TT/L02"));
  g_assert_cmpint (carc_state_get_phase (state_of (game)), ==, CARC_PHASE_OVER);
  carc_game_free (game);

  /* without auto-end the table ends it: nothing can be drawn */
  game = tt_game_without (TT, 2, inventory->str, CARC_RULE_AUTO_END);
  tt_play (game, "!TT/T1 0,1 0; -; thief TT/L02 3");
  g_assert_cmpint (carc_state_get_phase (state_of (game)), ==, CARC_PHASE_TILE);
  g_assert_true (carc_towers_tower_tile_owed (state_of (game)));
  g_assert_cmpuint (carc_state_supply_count (state_of (game)), ==, 0);
  tt_play (game, "end");
  g_assert_cmpint (carc_state_get_phase (state_of (game)), ==, CARC_PHASE_OVER);
  carc_game_free (game);
}

/* R-TT-4: a thief tile is entered as a thief before it is placed or set
 * aside; a tile without one is not; a value the catalogue does not know is
 * the table's to enter. */
static void
test_r_tt_4_entering (void)
{
  CarcGame *game = tt_game (TT, 2, NULL);
  CarcEvent event;

  tt_expect_error (game, "thief BA/L 3", CARC_ERROR_INVALID_EVENT, "shows no thief");
  tt_expect_error (game, "thief TT/L02", CARC_ERROR_INVALID_EVENT, "enter the value");
  tt_expect_error (game, "thief TT/T1 3", CARC_ERROR_OUT_OF_SUPPLY, "tower tile");
  /* the data cannot tell whether TT/L02 shows a thief: placing it as a
   * plain tile is the table's word */
  g_assert_cmpint (carc_towers_thief_symbol (state_of (game), test_tile_index (game, "TT/L02"), NULL), ==, CARC_THIEF_MAYBE);
  g_assert_false (carc_state_drawn_event (state_of (game), test_tile_index (game, "TT/L02"), &event));
  tt_play (game, "TT/L02 0,1 180; -");
  carc_game_free (game);
}

/* R-TT-4: a tile the catalogue knows shows a thief is entered as one first
 * (a catalogue of the test's own with a thief of 6). */
static void
test_r_tt_4_known_thief (void)
{
  static const char data[] =
    "{\"format\": \"carcassonne-companion/tiles\", \"version\": 1,"
    " \"set\": {\"id\": \"tt-test\", \"name\": \"T\"},"
    " \"tiles\": [{\"id\": \"X/thief\", \"count\": 2, \"edges\": \"FFFF\", \"thief\": 6, \"thief_symbol\": \"yes\","
    "   \"features\": [{\"kind\": \"field\", \"at\": \"NL NR EL ER SL SR WL WR\"}]}]}";
  g_autoptr(GError) error = NULL;
  CarcCatalogue *cat = carc_catalogue_new ();
  CarcSetup *setup = carc_setup_new ();
  CarcGame *game;
  CarcEvent event;

  g_assert_true (carc_catalogue_load_resources (cat, "/io/github/CarcassonneCompanion/tiles", &error));
  g_assert_no_error (error);
  g_assert_true (carc_catalogue_load_data (cat, "tt-test.json", data, strlen (data), &error));
  g_assert_no_error (error);
  for (guint i = 0; i < 3; i++)
    g_assert_true (carc_setup_add_set (setup, cat, (const char *[]) { "base", "towers-and-thieves", "tt-test" }[i], NULL));
  carc_setup_add_player (setup, "A", NULL);
  carc_setup_add_player (setup, "B", NULL);
  game = carc_game_new (cat, setup, &error);
  g_assert_no_error (error);

  g_assert_true (carc_state_drawn_event (state_of (game), test_tile_index (game, "X/thief"), &event));
  g_assert_cmpuint (event.type, ==, CARC_EVENT_THIEF);
  g_assert_cmpint (event.value, ==, 6);
  tt_expect_error (game, "X/thief 0,1 0", CARC_ERROR_WRONG_PHASE, "“thief” event first");
  tt_expect_error (game, "thief X/thief 5", CARC_ERROR_INVALID_EVENT, "value 6, not 5");
  tt_play (game, "thief X/thief");            /* the catalogue's value */
  g_assert_cmpint (carc_towers_stolen_tile (state_of (game), NULL), ==, (int) test_tile_index (game, "X/thief"));
  carc_game_free (game);
  carc_catalogue_unref (cat);
}

/* ---- R-TT-5: the end ------------------------------------------------------------------- */

/* seed 003: "Při závěrečném vyhodnocení dostanete po 5 bodech za každého
 * svého strážného na herním plánu plus tolik bodů, kolik je uvedeno na
 * ukradené kartičce dosud ležící u počítadla (je-li tam nějaká)." — R-TT-5.
 * A's thief is stolen (value 4); B guards the tower tile drawn instead. */
static void
test_r_tt_5_end (void)
{
  CarcGame *game = tt_game (TT, 2, "TT/T1=2");
  const CarcScoring *s;

  tt_play (game, "!TT/T1 0,1 0; -;"        /* A */
                 "thief TT/L02 4; TT/T1 1,1 0; guard follower 1,1;"   /* B */
                 "BA/L 0,2 0; guard follower 0,1;"                    /* A */
                 "end");
  s = test_the_scoring (game, 1, CARC_SCORE_GUARD);
  g_assert_cmpint (s->points, ==, 5 + 4);
  g_assert_true (s->final);
  g_assert_cmpuint (s->detail, ==, CARC_GUARD_DETAIL_END);
  g_assert_cmpint (guard_points (game, 0, CARC_GUARD_DETAIL_END, NULL), ==, 9);
  g_assert_cmpint (carc_state_get_phase (state_of (game)), ==, CARC_PHASE_OVER);
  carc_game_free (game);

  /* no stolen tile: 5 each */
  game = tt_game (TT, 2, NULL);
  tt_play (game, "!TT/T1 0,1 0; guard follower 0,1; end");
  g_assert_cmpint (test_the_scoring (game, 0, CARC_SCORE_GUARD)->points, ==, 5);
  carc_game_free (game);
}

/* ---- the log: undo and replay are exact ------------------------------------------------------ */

static void
test_undo_replay (void)
{
  CarcGame *game = tt_game (TT, 2, NULL);
  CarcState *before;
  g_autoptr(GError) error = NULL;

  for (int x = 0; x < 18; x++)
    {
      g_autofree char *item = g_strdup_printf ("!TT/T1 %d,1 0", x);
      tt_play (game, item);
      tt_play (game, x == 5 ? "guard follower 5,1" : "-");
    }
  before = carc_state_copy (state_of (game));
  tt_play (game, "thief TT/L02 4; grow 3,1; grow 7,1");
  assert_tower (game, 5, 1, 1, -1);
  g_assert_cmpint (test_score (game, 1), ==, 4);
  /* undo back to before the thief: towers, pieces, guard and score as they were */
  for (guint i = 0; i < 3; i++)
    g_assert_true (carc_game_undo (game));
  assert_tower (game, 3, 1, 1, -1);
  assert_tower (game, 5, 1, 1, 1);
  g_assert_cmpuint (carc_towers_pieces_left (state_of (game)), ==, carc_towers_pieces_left (before));
  g_assert_cmpint (test_score (game, 1), ==, 0);
  carc_state_free (before);
  /* a correction: the thief's value, and everything after re-scored */
  tt_play (game, "thief TT/L02 4; grow 3,1; grow 7,1");
  {
    CarcEvent thief = carc_event_simple (CARC_EVENT_THIEF, 2);
    thief.tile = (guint16) test_tile_index (game, "TT/L02");
    g_assert_true (carc_game_replace_event (game, carc_game_get_n_events (game) - 3, &thief, &error));
    g_assert_no_error (error);
  }
  g_assert_cmpint (test_score (game, 1), ==, 2);
  assert_tower (game, 7, 1, 2, -1);
  carc_game_free (game);
}

/* ---- the record ------------------------------------------------------------------------- */

static void
test_record_round_trip (void)
{
  CarcGame *game = tt_game (TT, 2, "TT/T1=2");
  g_autoptr(GError) error = NULL;
  g_autofree char *json = NULL, *again = NULL;
  CarcGame *read;

  tt_play (game, "!TT/T1 0,1 0; -;"
                 "thief TT/L02 4; TT/T1 1,1 0; guard follower 1,1;"
                 "BA/L 0,2 0; guard follower 0,1;"
                 "BA/L 2,1 0; guard follower 1,1;"
                 "end");
  json = carc_record_to_json (game);
  g_assert_nonnull (strstr (json, "\"type\" : \"thief\""));
  g_assert_nonnull (strstr (json, "\"tile\" : \"TT/L02\""));
  g_assert_nonnull (strstr (json, "\"type\" : \"guard\""));
  g_assert_nonnull (strstr (json, "\"towers\" : true"));
  read = carc_record_from_json (test_catalogue (), json, -1, &error);
  g_assert_no_error (error);
  again = carc_record_to_json (read);
  g_assert_cmpstr (json, ==, again);
  for (guint p = 0; p < 2; p++)
    g_assert_cmpint (test_score (read, p), ==, test_score (game, p));
  g_assert_cmpint (test_score (game, 0), ==, 5 + 4);        /* a guard at the end */
  g_assert_cmpint (test_score (game, 1), ==, 2 + 5 + 4);    /* its own guard sent home, one at the end */
  carc_game_free (read);
  carc_game_free (game);
}

/* JCloisterZone's "The Tower" (2006: capture and ransom) is another game:
 * its saves stay refused by name, never read as Towers & Thieves. */
static void
test_jcz_old_tower_refused (void)
{
  static const char doc[] =
    "{\"setup\": {\"sets\": {\"basic:1\": 1, \"tower:1\": 1}, \"elements\": {\"small-follower\": 7, \"tower\": 4},"
    " \"rules\": {}, \"start\": [{\"tile\": \"BA/RCr\", \"x\": 0, \"y\": 0, \"rotation\": 0}]},"
    " \"players\": [{\"name\": \"Ann\", \"slot\": 0}, {\"name\": \"Bob\", \"slot\": 1}], \"replay\": []}";
  g_autoptr(GError) error = NULL;
  CarcGame *game = carc_game_load_data (test_catalogue (), doc, -1, &error);

  g_assert_null (game);
  g_assert_error (error, CARC_ERROR, CARC_ERROR_UNSUPPORTED);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "The Tower"));
}

/* ---- random whole games ----------------------------------------------------------------- */

typedef struct {
  guint total_tiles;
  guint stolen;
  guint discards;
  guint thieves, guards, grows;
  int   last_score[CARC_MAX_PLAYERS];
} Check;

static gboolean
check_event (CarcGame        *game,
             const CarcEvent *event,
             gpointer         user_data)
{
  Check *c = user_data;
  const CarcState *state = carc_game_get_state (game);
  const CarcSetup *setup = carc_game_get_setup (game);
  guint placed[CARC_MAX_PLAYERS][CARC_N_FIGURE_KINDS] = { { 0 } };
  CarcTower towers[CARC_MAX_TOWERS];
  guint n_towers = carc_towers_get (state, towers, G_N_ELEMENTS (towers)), guards = 0, elsewhere = 0;

  if (event->type == CARC_EVENT_DISCARD)
    c->discards++;
  c->thieves += event->type == CARC_EVENT_THIEF;
  /* a theft is done once the growth is (the thief, or the last choice) */
  if ((event->type == CARC_EVENT_THIEF || event->type == CARC_EVENT_GROW)
      && carc_state_get_phase (state) != CARC_PHASE_DECISION && carc_towers_tower_tile_owed (state))
    c->stolen++;
  c->guards += event->type == CARC_EVENT_GUARD;
  c->grows += event->type == CARC_EVENT_GROW;

  /* tower pieces conserved, no tower above 5 (R-TT-1) */
  g_assert_cmpuint (tower_pieces_on_board (state) + carc_towers_pieces_left (state), ==, CARC_TOWER_PIECES);
  for (guint i = 0; i < n_towers; i++)
    {
      g_assert_cmpuint (towers[i].height, >=, 1);
      g_assert_cmpuint (towers[i].height, <=, CARC_TOWER_MAX_HEIGHT);
      if (towers[i].guard_figure != CARC_NONE)
        {
          const CarcFigure *f = &carc_state_get_figures (state)[towers[i].guard_figure];
          guards++;
          g_assert_cmpuint (f->node, ==, CARC_FIGURE_ELSEWHERE);
          g_assert_cmpint (f->owner, ==, towers[i].guard_owner);
          g_assert_true (f->kind == CARC_FIGURE_FOLLOWER || f->kind == CARC_FIGURE_BIG_FOLLOWER);
        }
    }
  /* figures conserved: supply + features + towers = the box's */
  for (guint i = 0; i < carc_state_get_n_figures (state); i++)
    {
      const CarcFigure *f = &carc_state_get_figures (state)[i];
      if (f->node != CARC_NONE)
        placed[f->owner][f->kind]++;
      elsewhere += f->node == CARC_FIGURE_ELSEWHERE;
    }
  g_assert_cmpuint (elsewhere, ==, guards);
  for (guint p = 0; p < carc_state_get_n_players (state); p++)
    for (guint k = 0; k < CARC_N_FIGURE_KINDS; k++)
      g_assert_cmpuint (carc_state_figures_in_supply (state, p, k) + placed[p][k], ==, setup->figures[k]);
  /* tiles conserved: supply + board + set aside + stolen = the box's */
  g_assert_cmpuint (carc_state_get_supply_left (state) + carc_state_get_n_tiles (state) + c->discards + c->stolen,
                    ==, c->total_tiles);
  /* the tower stack is apart from the land tiles' count */
  g_assert_cmpuint (carc_state_supply_count (state) + carc_towers_tower_tiles_left (state)
                    + carc_state_get_supply_hidden (state), ==, carc_state_get_supply_left (state));
  /* a turn waits for a tile only while there is one to draw */
  if (carc_state_get_phase (state) == CARC_PHASE_TILE && (carc_state_get_setup (state)->rules & CARC_RULE_AUTO_END))
    g_assert_cmpuint (carc_state_supply_count (state) + carc_towers_tower_tiles_left (state), >, 0);
  /* scores never decrease */
  for (guint p = 0; p < carc_state_get_n_players (state); p++)
    {
      g_assert_cmpint (carc_state_get_players (state)[p].score, >=, c->last_score[p]);
      c->last_score[p] = carc_state_get_players (state)[p].score;
    }
  return TRUE;
}

static void
play_games (const char *sets,
            guint       n_games,
            guint64     seed,
            Check      *total)
{
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (seed);

  for (guint g = 0; g < n_games; g++)
    {
      g_autoptr(GError) error = NULL;
      CarcGame *game = test_game_new (sets, 2 + g % 5, 0, 0);
      const CarcState *state = carc_game_get_state (game);
      Check c = { 0 };
      CarcState *replayed;
      int n;

      c.total_tiles = carc_state_get_supply_left (state) + 1;
      n = carc_random_play (player, game, check_event, &c, &error);
      g_assert_no_error (error);
      g_assert_cmpint (n, >, 0);
      state = carc_game_get_state (game);
      g_assert_cmpint (carc_state_get_phase (state), ==, CARC_PHASE_OVER);
      /* state = replay(log) */
      replayed = carc_game_replay_prefix (game, carc_game_get_n_events (game), &error);
      g_assert_no_error (error);
      for (guint p = 0; p < carc_state_get_n_players (state); p++)
        g_assert_cmpint (carc_state_get_players (state)[p].score, ==, carc_state_get_players (replayed)[p].score);
      g_assert_cmpuint (carc_towers_pieces_left (replayed), ==, carc_towers_pieces_left (state));
      g_assert_cmpuint (carc_state_get_n_scorings (replayed), ==, carc_state_get_n_scorings (state));
      carc_state_free (replayed);
      /* the record: written, read back, written again the same */
      {
        g_autofree char *json = carc_record_to_json (game), *again = NULL;
        CarcGame *read = carc_record_from_json (test_catalogue (), json, -1, &error);
        g_assert_no_error (error);
        again = carc_record_to_json (read);
        g_assert_cmpstr (json, ==, again);
        for (guint p = 0; p < carc_state_get_n_players (state); p++)
          g_assert_cmpint (test_score (read, p), ==, test_score (game, p));
        carc_game_free (read);
      }
      total->thieves += c.thieves;
      total->stolen += c.stolen;
      total->guards += c.guards;
      total->grows += c.grows;
      carc_game_free (game);
    }
}

static void
test_random_games (void)
{
  Check total = { 0 };

  play_games (TT, 20, 2026112601, &total);
  play_games ("base,inns-and-cathedrals,traders-and-builders,hills-and-sheep,towers-and-thieves", 20,
              2026112602, &total);
  play_games ("base,inns-and-cathedrals,traders-and-builders,hills-and-sheep,river,towers-and-thieves", 20,
              2026112603, &total);
  g_test_message ("%u thieves (%u stole), %u guards, %u grow choices", total.thieves, total.stolen,
                  total.guards, total.grows);
  /* the games did play the expansion */
  g_assert_cmpuint (total.thieves, >, 100);
  g_assert_cmpuint (total.stolen, >, 0);
  g_assert_cmpuint (total.stolen, <, total.thieves);
  g_assert_cmpuint (total.guards, >, 100);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/towers/R-TT-1/box", test_r_tt_1_box);
  g_test_add_func ("/towers/R-TT-1/stacks", test_r_tt_1_stacks);
  g_test_add_func ("/towers/R-TT-1/setup", test_r_tt_1_setup);
  g_test_add_func ("/towers/R-TT-2/site", test_r_tt_2_site);
  g_test_add_func ("/towers/R-TT-3/sight", test_r_tt_3_sight);
  g_test_add_func ("/towers/R-TT-3/displaced", test_r_tt_3_displaced);
  g_test_add_func ("/towers/guard-place", test_guard_place);
  g_test_add_func ("/towers/R-TT-3/refusals", test_r_tt_3_refusals);
  g_test_add_func ("/towers/R-TT-4/guards-score", test_r_tt_4_guards_score);
  g_test_add_func ("/towers/R-TT-4/stolen", test_r_tt_4_stolen);
  g_test_add_func ("/towers/R-TT-4/cap", test_r_tt_4_cap);
  g_test_add_func ("/towers/R-TT-4/short-supply", test_r_tt_4_short_supply);
  g_test_add_func ("/towers/R-TT-4/last-tile-stolen", test_r_tt_4_last_tile_stolen);
  g_test_add_func ("/towers/R-TT-4/entering", test_r_tt_4_entering);
  g_test_add_func ("/towers/R-TT-4/known-thief", test_r_tt_4_known_thief);
  g_test_add_func ("/towers/R-TT-5/end", test_r_tt_5_end);
  g_test_add_func ("/towers/undo-replay", test_undo_replay);
  g_test_add_func ("/towers/record", test_record_round_trip);
  g_test_add_func ("/towers/jcz-old-tower", test_jcz_old_tower_refused);
  g_test_add_func ("/towers/random-games", test_random_games);
  return g_test_run ();
}
