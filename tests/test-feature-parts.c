/* test-feature-parts.c: the tiles a feature is made of
 *
 * carc_state_feature_parts() is what the board view highlights when the
 * pointer is over a feature.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-test-util.h"

/* The node of the feature of the tile at (@x, @y) touching its @edge. */
static guint
node_at_edge (const CarcState *state,
              int              x,
              int              y,
              guint            edge)
{
  const CarcPlacedTile *tile = carc_state_tile_at (state, x, y);
  guint8 features[2] = { 0, 0 };

  g_assert_nonnull (tile);
  g_assert_cmpuint (carc_tile_type_features_at_edge (carc_state_tile_type (state, tile), tile->rotation, edge, features), >=, 1);
  return tile->node0 + features[0];
}

static gboolean
has_part (GArray *parts,
          guint   tile,
          guint   local)
{
  for (guint i = 0; i < parts->len; i++)
    if (g_array_index (parts, CarcFeaturePart, i).tile == tile
        && g_array_index (parts, CarcFeaturePart, i).local == local)
      return TRUE;
  return FALSE;
}

static void
test_feature_parts (void)
{
  /* the cap closes the start tile's city; a curve continues its road east */
  CarcGame *game = test_game_play ("base", 2, 0, 0, "BA/C 0,-1 180; -; BA/RFr 1,0 0; -");
  const CarcState *state = carc_game_get_state (game);
  g_autoptr(GArray) parts = g_array_new (FALSE, FALSE, sizeof (CarcFeaturePart));
  guint city = node_at_edge (state, 0, 0, CARC_EDGE_N);
  guint cap_city = node_at_edge (state, 0, -1, CARC_EDGE_S);
  guint road = node_at_edge (state, 0, 0, CARC_EDGE_E);
  guint curve_road = node_at_edge (state, 1, 0, CARC_EDGE_W);
  const CarcPlacedTile *start = carc_state_tile_at (state, 0, 0);
  const CarcPlacedTile *cap = carc_state_tile_at (state, 0, -1);
  const CarcPlacedTile *curve = carc_state_tile_at (state, 1, 0);

  /* the city: one part on the start tile, one on the cap, from either */
  carc_state_feature_parts (state, city, parts);
  g_assert_cmpuint (parts->len, ==, 2);
  g_assert_true (has_part (parts, (guint) (start - carc_state_get_tiles (state)), city - start->node0));
  g_assert_true (has_part (parts, (guint) (cap - carc_state_get_tiles (state)), cap_city - cap->node0));
  carc_state_feature_parts (state, cap_city, parts);
  g_assert_cmpuint (parts->len, ==, 2);

  /* the road: start and curve, and nothing of the city */
  carc_state_feature_parts (state, road, parts);
  g_assert_cmpuint (parts->len, ==, 2);
  g_assert_true (has_part (parts, (guint) (curve - carc_state_get_tiles (state)), curve_road - curve->node0));
  g_assert_false (has_part (parts, (guint) (cap - carc_state_get_tiles (state)), cap_city - cap->node0));
  for (guint i = 0; i < parts->len; i++)
    {
      const CarcFeaturePart *part = &g_array_index (parts, CarcFeaturePart, i);
      const CarcPlacedTile *tile = &carc_state_get_tiles (state)[part->tile];

      g_assert_cmpuint (carc_state_find (state, tile->node0 + part->local), ==, carc_state_find (state, road));
    }

  /* not a node: nothing (and what was there is cleared) */
  carc_state_feature_parts (state, carc_state_get_n_nodes (state), parts);
  g_assert_cmpuint (parts->len, ==, 0);
  carc_game_free (game);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/board/feature-parts", test_feature_parts);
  return g_test_run ();
}
