/* carc-river.c: The River (R-R-1 … R-R-3)
 *
 * The spring is the start tile (chosen by the core when the River rule is
 * on). River tiles come first, the lake last, then the normal supply. Each
 * river tile continues the river from its open end, and the river never
 * turns back on itself.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-expansion.h"

typedef struct {
  gint16 end_x, end_y;   /* the cell the next river tile must fill */
  gint8  end_edge;       /* that cell's edge facing the river; -1 when the lake is placed */
  gint8  last_turn;      /* -1 left, +1 right, 0 none: the previous curve */
} RiverData;

static gboolean
river_enabled (const CarcSetup *setup)
{
  return (setup->rules & CARC_RULE_RIVER) != 0;
}

static guint16
river_edges (const CarcTileType *type,
             guint               rotation)
{
  guint16 edges = 0;
  for (guint i = 0; i < type->n_features; i++)
    if (type->features[i].kind == CARC_FEATURE_RIVER)
      edges |= carc_loc_rotate (type->features[i].locations, rotation) & CARC_LOC_EDGES;
  return edges;
}

static void
river_init (CarcState *state,
            gpointer   data)
{
  RiverData *river = data;
  const CarcPlacedTile *spring = &state->tiles[0];
  guint16 edges = river_edges (carc_state_tile_type (state, spring), spring->rotation);

  river->end_edge = -1;
  for (guint e = 0; e < 4; e++)
    if (edges & CARC_LOC_EDGE (e))
      {
        int dx, dy;
        carc_edge_step (e, &dx, &dy);
        river->end_x = (gint16) (spring->x + dx);
        river->end_y = (gint16) (spring->y + dy);
        river->end_edge = (gint8) carc_edge_opposite (e);
        break;
      }
}

/* R-R-1: river tiles first, then the lake, then everything else. */
static CarcHookResult
river_tile_available (const CarcState *state,
                      gconstpointer    data,
                      guint            type)
{
  CarcStack stack = state->types[type]->stack;

  if (state->stack_left[CARC_STACK_RIVER] > 0)
    return stack == CARC_STACK_RIVER ? CARC_HOOK_ALLOW : CARC_HOOK_DENY;
  if (state->stack_left[CARC_STACK_LAKE] > 0)
    return stack == CARC_STACK_LAKE ? CARC_HOOK_ALLOW : CARC_HOOK_DENY;
  return stack == CARC_STACK_NORMAL ? CARC_HOOK_ALLOW : CARC_HOOK_DENY;
}

/* Where a river tile at the open end leads: the turn it makes (-1 left,
 * 0 straight, +1 right) and its exit edge; FALSE if it has no exit (lake). */
static gboolean
river_exit (const RiverData    *river,
            const CarcTileType *type,
            guint               rotation,
            guint              *exit_edge,
            int                *turn)
{
  guint16 edges = river_edges (type, rotation) & ~CARC_LOC_EDGE (river->end_edge);
  guint flow = carc_edge_opposite ((guint) river->end_edge);   /* direction of travel */

  for (guint e = 0; e < 4; e++)
    if (edges & CARC_LOC_EDGE (e))
      {
        *exit_edge = e;
        *turn = e == flow ? 0 : e == ((flow + 1) & 3) ? 1 : -1;
        return TRUE;
      }
  return FALSE;
}

static CarcHookResult
river_placement_allowed (const CarcState *state,
                         gconstpointer    data,
                         guint            type_index,
                         int              x,
                         int              y,
                         guint            rotation)
{
  const RiverData *river = data;
  const CarcTileType *type = state->types[type_index];
  guint exit_edge;
  int turn;

  if (type->stack != CARC_STACK_RIVER && type->stack != CARC_STACK_LAKE)
    return CARC_HOOK_PASS;
  /* R-R-1: a river tile continues the river from its open end */
  if (river->end_edge < 0 || x != river->end_x || y != river->end_y
      || !(river_edges (type, rotation) & CARC_LOC_EDGE (river->end_edge)))
    return CARC_HOOK_DENY;
  if (!river_exit (river, type, rotation, &exit_edge, &turn))
    return CARC_HOOK_ALLOW;   /* the lake ends it */
  /* R-R-2: no two curves in a row the same way (no U-turn) */
  if (turn != 0 && turn == river->last_turn)
    return CARC_HOOK_DENY;
  {
    int dx, dy;
    carc_edge_step (exit_edge, &dx, &dy);
    /* the river must be able to go on */
    if (carc_state_tile_at (state, x + dx, y + dy) != NULL)
      return CARC_HOOK_DENY;
  }
  return CARC_HOOK_ALLOW;
}

static void
river_tile_placed (CarcState *state,
                   gpointer   data,
                   guint      tile_index)
{
  RiverData *river = data;
  const CarcPlacedTile *tile = &state->tiles[tile_index];
  const CarcTileType *type = carc_state_tile_type (state, tile);
  guint exit_edge;
  int turn, dx, dy;

  if ((type->stack != CARC_STACK_RIVER && type->stack != CARC_STACK_LAKE) || river->end_edge < 0
      || tile->x != river->end_x || tile->y != river->end_y)
    return;
  if (!river_exit (river, type, tile->rotation, &exit_edge, &turn))
    {
      river->end_edge = -1;
      return;
    }
  if (turn != 0)
    river->last_turn = (gint8) turn;
  carc_edge_step (exit_edge, &dx, &dy);
  river->end_x = (gint16) (tile->x + dx);
  river->end_y = (gint16) (tile->y + dy);
  river->end_edge = (gint8) carc_edge_opposite (exit_edge);
}

const CarcExpansion carc_river = {
  .id = "river",
  .data_size = sizeof (RiverData),
  .enabled = river_enabled,
  .init = river_init,
  .tile_available = river_tile_available,
  .placement_allowed = river_placement_allowed,
  .tile_placed = river_tile_placed,
};
