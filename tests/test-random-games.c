/* test-random-games.c: seeded random whole games, invariants after every move
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-test-util.h"
#include "carc-random.h"
#include "carc-hills-sheep.h"
#include "carc-inns-cathedrals.h"
#include "carc-traders-builders.h"

#include <string.h>

typedef struct {
  int      last_score[CARC_MAX_PLAYERS];
  guint    total_tiles;     /* the supply at setup, start tile included */
  guint    discards;
  guint    bag_total;
  guint    goods_in_box[CARC_N_GOODS];
  guint    events;
  GArray  *spots;
} Check;

static gboolean
check_event (CarcGame        *game,
             const CarcEvent *event,
             gpointer         user_data)
{
  Check *c = user_data;
  const CarcState *state = carc_game_get_state (game);
  const CarcSetup *setup = carc_game_get_setup (game);
  guint on_board[CARC_MAX_PLAYERS][CARC_N_FIGURE_KINDS] = { { 0 } };
  guint goods_taken[CARC_N_GOODS] = { 0 };

  c->events++;
  if (event->type == CARC_EVENT_DISCARD)
    c->discards++;

  /* figures conserved: in supply + on the board = what the box gave */
  for (guint i = 0; i < carc_state_get_n_figures (state); i++)
    if (carc_state_get_figures (state)[i].node != CARC_NONE)
      on_board[carc_state_get_figures (state)[i].owner][carc_state_get_figures (state)[i].kind]++;
  for (guint p = 0; p < carc_state_get_n_players (state); p++)
    for (guint k = 0; k < CARC_N_FIGURE_KINDS; k++)
      g_assert_cmpuint (carc_state_figures_in_supply (state, p, k) + on_board[p][k], ==, setup->figures[k]);

  /* scores never decrease */
  for (guint p = 0; p < carc_state_get_n_players (state); p++)
    {
      g_assert_cmpint (carc_state_get_players (state)[p].score, >=, c->last_score[p]);
      c->last_score[p] = carc_state_get_players (state)[p].score;
      for (guint g = 0; g < CARC_N_GOODS; g++)
        goods_taken[g] += carc_state_get_players (state)[p].tokens[g];
    }

  /* a follower joins only a feature no follower holds (R-B-2): right after
   * it is placed it is alone there, unless the same move scored it away */
  if (event->type == CARC_EVENT_FIGURE
      && (event->figure == CARC_FIGURE_FOLLOWER || event->figure == CARC_FIGURE_BIG_FOLLOWER))
    {
      const CarcPlacedTile *tile = &carc_state_get_tiles (state)[carc_state_get_n_tiles (state) - 1];
      const CarcTileType *type = carc_state_tile_type (state, tile);
      guint f = carc_tile_type_find_feature (type, tile->rotation, event->location);
      guint root = carc_state_find (state, tile->node0 + f);
      g_assert_cmpuint (carc_state_get_nodes (state)[root].followers, <=, 1);
    }

  /* the supply adds up: left + placed + set aside = the box */
  g_assert_cmpuint (carc_state_get_supply_left (state) + carc_state_get_n_tiles (state) + c->discards, ==, c->total_tiles);
  /* the tiles hills hide are part of the supply's count (R-HS-2) */
  g_assert_cmpuint (carc_state_get_supply_hidden (state), <=, carc_state_get_supply_left (state));

  /* goods conserved, bag tokens conserved */
  for (guint g = 0; g < CARC_N_GOODS; g++)
    g_assert_cmpuint (goods_taken[g], <=, c->goods_in_box[g]);
  g_assert_cmpuint (carc_sheep_bag_total (state) + carc_sheep_tokens_on_board (state), ==, c->bag_total);

  /* the legal spots listed are exactly those the placement check accepts */
  if (event->type == CARC_EVENT_TILE && c->events % 7 == 1)
    {
      int x0, y0, x1, y1;
      g_array_set_size (c->spots, 0);
      carc_state_list_placements (state, event->tile, c->spots);
      carc_state_get_bounds (state, &x0, &y0, &x1, &y1);
      for (int y = y0 - 1; y <= y1 + 1; y++)
        for (int x = x0 - 1; x <= x1 + 1; x++)
          for (guint r = 0; r < 4; r++)
            {
              gboolean listed = FALSE;
              for (guint i = 0; i < c->spots->len; i++)
                {
                  const CarcPlacement *p = &g_array_index (c->spots, CarcPlacement, i);
                  listed |= p->x == x && p->y == y && (p->rotations & (1u << r));
                }
              g_assert_cmpint (listed, ==, carc_state_check_placement (state, event->tile, x, y, r, NULL));
            }
    }

  /* state = replay(log), checked now and then during the game */
  if (c->events % 37 == 0)
    {
      g_autoptr(GError) error = NULL;
      CarcState *replayed = carc_game_replay_prefix (game, carc_game_get_n_events (game), &error);
      g_assert_no_error (error);
      test_assert_states_equal (state, replayed);
      carc_state_free (replayed);
    }
  return TRUE;
}

static void
play_games (const char *sets,
            guint       n_games,
            guint64     seed)
{
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (seed);

  for (guint g = 0; g < n_games; g++)
    {
      g_autoptr(GError) error = NULL;
      guint n_players = 2 + g % 7;
      guint variants = g % 4 == 1 ? CARC_RULE_SMALL_CITY : g % 4 == 2 ? CARC_RULE_CLASSIC_FARMERS : 0;
      guint off = g % 4 == 3 ? CARC_RULE_FARMERS : 0;
      CarcGame *game = test_game_new (sets, n_players, variants, off);
      const CarcState *state = carc_game_get_state (game);
      Check c = { { 0 } };
      CarcState *replayed;
      int n;

      c.total_tiles = carc_state_get_supply_left (state) + 1;
      c.bag_total = carc_sheep_bag_total (state);   /* the whole mix is in the bag at the start */
      c.goods_in_box[CARC_GOOD_WINE] = 9;
      c.goods_in_box[CARC_GOOD_GRAIN] = 6;
      c.goods_in_box[CARC_GOOD_CLOTH] = 5;
      c.spots = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));

      n = carc_random_play (player, game, check_event, &c, &error);
      g_assert_no_error (error);
      g_assert_cmpint (n, >, 0);
      state = carc_game_get_state (game);
      g_assert_cmpint (carc_state_get_phase (state), ==, CARC_PHASE_OVER);

      /* replay(log) == the incremental state */
      replayed = carc_game_replay_prefix (game, carc_game_get_n_events (game), &error);
      g_assert_no_error (error);
      test_assert_states_equal (state, replayed);
      carc_state_free (replayed);
      g_array_unref (c.spots);
      carc_game_free (game);
    }
}

static void
test_base_games (void)
{
  play_games ("base", 60, 20261121);
}

static void
test_big_box_games (void)
{
  play_games ("base,inns-and-cathedrals,traders-and-builders,hills-and-sheep,river", 60, 4242);
}

static void
test_each_expansion (void)
{
  play_games ("base,inns-and-cathedrals", 8, 11);
  play_games ("base,traders-and-builders", 8, 12);
  play_games ("base,hills-and-sheep", 8, 13);
  play_games ("base,river", 8, 14);
}

/* The random player picks uniformly among every legal (spot, rotation) pair
 * of the drawn tile, not a spot first: a spot where the tile fits one way is
 * no likelier than each of the ways it fits elsewhere. */
static void
test_uniform_placements (void)
{
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (99);
  CarcGame *game = test_game_new ("base", 2, 0, 0);
  const CarcState *state = carc_game_get_state (game);
  g_autoptr(GHashTable) counts = g_hash_table_new (g_direct_hash, g_direct_equal);
  g_autoptr(GHashTable) per_type = g_hash_table_new (g_direct_hash, g_direct_equal);
  GHashTableIter iter;
  gpointer key, value;
  guint checked_types = 0;

  g_assert_cmpint (carc_state_get_phase (state), ==, CARC_PHASE_TILE);
  for (guint i = 0; i < 200000; i++)
    {
      CarcEvent event;
      guint pair;

      g_assert_true (carc_random_player_next (player, state, &event));
      if (event.type != CARC_EVENT_TILE)
        continue;
      /* type, then spot (x, y in -2..2) and rotation, packed in one key */
      pair = (guint) event.tile << 16 | (guint) (event.x + 8) << 8 | (guint) (event.y + 8) << 2 | event.rotation;
      g_hash_table_insert (counts, GUINT_TO_POINTER (pair),
                           GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (counts, GUINT_TO_POINTER (pair))) + 1));
    }

  /* per tile type: the fewest and the most draws of any of its pairs */
  g_hash_table_iter_init (&iter, counts);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      guint type = GPOINTER_TO_UINT (key) >> 16, n = GPOINTER_TO_UINT (value);
      guint old = GPOINTER_TO_UINT (g_hash_table_lookup (per_type, GUINT_TO_POINTER (type)));
      guint lo = old ? old & 0xffff : G_MAXUINT16, hi = old >> 16;

      g_hash_table_insert (per_type, GUINT_TO_POINTER (type),
                           GUINT_TO_POINTER ((MAX (hi, n) << 16) | MIN (lo, n)));
    }
  g_hash_table_iter_init (&iter, per_type);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      guint lo = GPOINTER_TO_UINT (value) & 0xffff, hi = GPOINTER_TO_UINT (value) >> 16;

      if (hi < 400)
        continue;   /* too few draws of this type to judge */
      checked_types++;
      if (hi > lo * 13 / 10)
        g_test_message ("tile type %u: its pairs drawn between %u and %u times", GPOINTER_TO_UINT (key), lo, hi);
      g_assert_cmpuint (hi, <=, lo * 13 / 10);
    }
  g_assert_cmpuint (checked_types, >=, 10);
  carc_game_free (game);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/random/base", test_base_games);
  g_test_add_func ("/random/big-box", test_big_box_games);
  g_test_add_func ("/random/each-expansion", test_each_expansion);
  g_test_add_func ("/random/uniform-placements", test_uniform_placements);
  return g_test_run ();
}
