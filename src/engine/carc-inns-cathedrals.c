/* carc-inns-cathedrals.c: Inns & Cathedrals (R-IC-1 … R-IC-4)
 *
 * The big follower needs nothing here: the core counts it as 2 for majority
 * (R-IC-1). The new tile shapes are data (R-IC-4). What remains is the value
 * of a road with an inn and of a city with a cathedral.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-expansion.h"

static gboolean
ic_enabled (const CarcSetup *setup)
{
  return (setup->rules & (CARC_RULE_INNS | CARC_RULE_CATHEDRALS)) != 0;
}

static void
ic_feature_value (const CarcState  *state,
                  gconstpointer     data,
                  guint             root,
                  gboolean          completed,
                  CarcFeatureValue *value)
{
  const CarcNode *node = &state->nodes[root];
  guint rules = state->setup->rules;

  if (node->kind == CARC_FEATURE_ROAD && (node->flags & CARC_NODE_INN) && (rules & CARC_RULE_INNS))
    {
      /* R-IC-2: 2 per tile when complete, nothing when the game ends first */
      value->points = completed ? 2 * (int) carc_state_count_tiles (state, root) : 0;
      value->flags |= CARC_NODE_INN;
    }
  else if (node->kind == CARC_FEATURE_CITY && (node->flags & CARC_NODE_CATHEDRAL)
           && (rules & CARC_RULE_CATHEDRALS))
    {
      /* R-IC-3: 3 per tile and 3 per pennant, or nothing at the end */
      value->points = completed ? 3 * (int) (carc_state_count_tiles (state, root) + node->pennants) : 0;
      value->flags |= CARC_NODE_CATHEDRAL;
    }
}

const CarcExpansion carc_inns_cathedrals = {
  .id = "inns-and-cathedrals",
  .enabled = ic_enabled,
  .feature_value = ic_feature_value,
};
