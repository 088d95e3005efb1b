/* carc-river.c: The River (R-R-1 … R-R-3)
 *
 * The spring is the start tile (chosen by the core when the River rule is
 * on), or with the Wheel of Fortune the first tile, laid against the
 * wheel board with the river flowing away (R-R-3). River tiles come first,
 * the lake last, then the normal supply. A river
 * tile continues the river, and the river never turns back on itself.
 *
 * R-R-2 is checked as JCloisterZone checks it, so that its saved games import:
 * every open end of the new tile's river needs a free area two tiles deep and
 * three wide in front of it. Two curves in a row the same way always fail
 * this (the second one faces the tile before the first), and so does a river
 * running into other tiles.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "carc-river.h"

#include "carc-expansion.h"
#include "carc-state-private.h"

static gboolean
river_enabled (const CarcSetup *setup)
{
  return (setup->rules & CARC_RULE_RIVER) != 0;
}

/* Edges of the tile's (first) river, on the board. */
static guint16
river_edges (const CarcTileType *type,
             guint               rotation)
{
  for (guint i = 0; i < type->n_features; i++)
    if (type->features[i].kind == CARC_FEATURE_RIVER)
      return carc_loc_rotate (type->features[i].locations, rotation) & CARC_LOC_EDGES;
  return 0;
}

/* R-R-1: river tiles first, then the lake, then everything else. */
static CarcHookResult
river_tile_available (const CarcState *state,
                      gconstpointer    data,
                      guint            type,
                      GError         **error)
{
  CarcStack stack = state->types[type]->stack;
  /* the spring is still in the supply when another start lies first
   * (R-R-3: the wheel board) */
  CarcStack now = state->stack_left[CARC_STACK_SPRING] > 0 ? CARC_STACK_SPRING
                : state->stack_left[CARC_STACK_RIVER] > 0 ? CARC_STACK_RIVER
                : state->stack_left[CARC_STACK_LAKE] > 0 ? CARC_STACK_LAKE
                : CARC_STACK_NORMAL;

  if (stack == now)
    return CARC_HOOK_ALLOW;
  CARC_SET_ERROR (error, CARC_ERROR, CARC_ERROR_OUT_OF_SUPPLY,
                  _("%s cannot be drawn now (the River tiles come first, the lake last, R-R-1)"),
                  state->types[type]->id);
  CARC_ERROR_DETAIL (error, .owner = CARC_RIVER_ERRORS, .reason = CARC_RIVER_REASON_NOT_NOW, .tile = type);
  return CARC_HOOK_DENY;
}

static gboolean
river_placement_filters (const CarcState *state,
                         gconstpointer    data,
                         guint            type)
{
  return river_edges (state->types[type], 0) != 0;
}

static gboolean
free_at (const CarcState *state,
         int              x,
         int              y)
{
  return carc_state_tile_index_at (state, x, y) < 0;
}

static CarcHookResult
river_placement_allowed (const CarcState *state,
                         gconstpointer    data,
                         guint            type_index,
                         int              x,
                         int              y,
                         guint            rotation,
                         GError         **error)
{
  const CarcTileType *type = state->types[type_index];
  guint16 edges = river_edges (type, rotation);
  gboolean connected = FALSE;

  if (edges == 0)
    return CARC_HOOK_PASS;

  for (guint e = 0; e < 4; e++)
    {
      int dx, dy, lx, ly, px, py;

      if (!(edges & CARC_LOC_EDGE (e)))
        continue;
      carc_edge_step (e, &dx, &dy);
      px = x + dx;
      py = y + dy;
      if (!free_at (state, px, py))
        {
          /* R-R-1: the river goes on from a river already placed (edge
           * matching has made sure the neighbour's edge is river) */
          connected = TRUE;
          continue;
        }
      /* an open end: two rows of three free tiles in front of it (R-R-2) */
      carc_edge_step ((e + 1) & 3, &lx, &ly);
      if (!free_at (state, px + lx, py + ly) || !free_at (state, px - lx, py - ly)
          || !free_at (state, px + dx, py + dy)
          || !free_at (state, px + dx + lx, py + dy + ly) || !free_at (state, px + dx - lx, py + dy - ly))
        goto deny;
    }
  if (connected)
    return CARC_HOOK_ALLOW;
  /* R-R-3: a spring laid against another start (the wheel board) touches
   * it with land; its river flows away, into free space */
  if (type->stack == CARC_STACK_SPRING)
    return CARC_HOOK_ALLOW;

deny:
  CARC_SET_ERROR (error, CARC_ERROR, CARC_ERROR_ILLEGAL_PLACEMENT,
                  _("%s may not be placed at (%d,%d) rotated %u° (the River must flow on without turning back, R-R-2)"),
                  type->id, x, y, rotation * 90);
  CARC_ERROR_DETAIL (error, .owner = CARC_RIVER_ERRORS, .reason = CARC_RIVER_REASON_TURNS_BACK, .tile = type_index, .x = x, .y = y, .rotation = rotation);
  return CARC_HOOK_DENY;
}

static const char * const river_sets[] = { "river", NULL };

static const CarcFeatureKindInfo river_features[] = {
  { CARC_FEATURE_RIVER, "river", N_("river"), CARC_EDGE_KIND_RIVER, FALSE, CARC_SCORE_RIVER,
    N_("no figure may stand on the river itself (R-R-2)"), N_("that feature already holds a follower (R-B-2)"),
    CARC_FEATURE_SHAPE_EDGES, 'I', FALSE },
};

static const CarcRuleInfo river_rules[] = {
  { CARC_RULE_RIVER, "river", "river", TRUE },
  { CARC_RULE_KEEP_BASE_START, "keep-base-start", NULL, FALSE },
};

static void
river_set_added (CarcSetup *setup)
{
  setup->rules |= CARC_RULE_RIVER;
}

static gboolean
river_validate_setup (const CarcSetup     *setup,
                      const CarcCatalogue *catalogue,
                      GError             **error)
{
  if ((setup->rules & CARC_RULE_RIVER) && !carc_setup_has_set (setup, catalogue, "river"))
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP,
                   _("the River start needs the River tiles"));
      CARC_ERROR_DETAIL (error, .owner = CARC_RIVER_ERRORS, .reason = CARC_RIVER_REASON_START_NEEDS_TILES);
      return FALSE;
    }
  return TRUE;
}

const CarcExpansion carc_river = {
  .id = "river",
  .sets = river_sets,
  .features = river_features,
  .n_features = G_N_ELEMENTS (river_features),
  .rules = river_rules,
  .n_rules = G_N_ELEMENTS (river_rules),
  .set_added = river_set_added,
  .validate_setup = river_validate_setup,
  .enabled = river_enabled,
  .tile_available = river_tile_available,
  .placement_filters = river_placement_filters,
  .placement_allowed = river_placement_allowed,
};
