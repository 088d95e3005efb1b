/* carc-inns-cathedrals.c: Inns & Cathedrals (R-IC-1 … R-IC-4)
 *
 * The big follower needs nothing here: the core counts it as 2 for majority
 * (R-IC-1). The new tile shapes are data (R-IC-4). What remains is the value
 * of a road with an inn and of a city with a cathedral.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "carc-inns-cathedrals.h"

#include "carc-expansion.h"
#include "carc-state-private.h"

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

static const char * const ic_sets[] = { "inns-and-cathedrals", NULL };

static const CarcFigureKindInfo ic_figures[] = {
  { CARC_FIGURE_BIG_FOLLOWER, "big-follower", "big-follower", "big", N_("big follower"),
    N_("this game has no big follower figures"), 2 },
};

static const CarcRuleInfo ic_rules[] = {
  { CARC_RULE_INNS, "inns", "inn", FALSE },
  { CARC_RULE_CATHEDRALS, "cathedrals", "cathedral", FALSE },
};

static void
ic_set_added (CarcSetup *setup)
{
  setup->figures[CARC_FIGURE_BIG_FOLLOWER] = MAX (setup->figures[CARC_FIGURE_BIG_FOLLOWER], 1);
  setup->rules |= CARC_RULE_INNS | CARC_RULE_CATHEDRALS;
}

static const char * const ic_feature_members[] = { "cathedral", "inn", NULL };

static gboolean
ic_load_feature (JsonObject     *obj,
                 CarcFeatureDef *f,
                 GError        **error)
{
  gboolean cathedral, inn;

  if (!carc_tile_data_get_bool (obj, "cathedral", &cathedral, error)
      || !carc_tile_data_get_bool (obj, "inn", &inn, error))
    return FALSE;
  if (cathedral && f->kind != CARC_FEATURE_CITY)
    {
      g_set_error_literal (error, CARC_CATALOGUE_ERROR, CARC_CATALOGUE_ERROR_INVALID,
                           "only a city has a cathedral");
      return FALSE;
    }
  if (inn && f->kind != CARC_FEATURE_ROAD)
    {
      g_set_error_literal (error, CARC_CATALOGUE_ERROR, CARC_CATALOGUE_ERROR_INVALID,
                           "only a road has an inn");
      return FALSE;
    }
  f->flags |= (cathedral ? CARC_FEATURE_FLAG_CATHEDRAL : 0) | (inn ? CARC_FEATURE_FLAG_INN : 0);
  return TRUE;
}

const CarcExpansion carc_inns_cathedrals = {
  .id = "inns-and-cathedrals",
  .sets = ic_sets,
  .figures = ic_figures,
  .n_figures = G_N_ELEMENTS (ic_figures),
  .rules = ic_rules,
  .n_rules = G_N_ELEMENTS (ic_rules),
  .set_added = ic_set_added,
  .feature_members = ic_feature_members,
  .load_feature = ic_load_feature,
  .enabled = ic_enabled,
  .feature_value = ic_feature_value,
};
