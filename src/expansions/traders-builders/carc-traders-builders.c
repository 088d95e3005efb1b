/* carc-traders-builders.c: Traders & Builders (R-TB-1 … R-TB-5)
 *
 * Builder and pig placement, the builder's double turn, the pig's fourth
 * point per city, goods to whoever completes a city and the goods majorities
 * at the end. The bridge tile (R-TB-5) is data: two roads, four fields.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "carc-traders-builders.h"

#include <string.h>

#include "carc-expansion.h"
#include "carc-state-private.h"

typedef struct {
  guint8 taken[CARC_N_GOODS];   /* tokens handed out so far (20 in the box) */
} TbData;

static gboolean
tb_enabled (const CarcSetup *setup)
{
  return (setup->rules & CARC_RULE_GOODS)
         || setup->figures[CARC_FIGURE_BUILDER] > 0
         || setup->figures[CARC_FIGURE_PIG] > 0;
}

static CarcHookResult
tb_figure_allowed (const CarcState *state,
                   gconstpointer    data,
                   CarcFigureKind   kind,
                   guint            root,
                   GError         **error)
{
  const CarcNode *node = &state->nodes[root];

  if (kind == CARC_FIGURE_BUILDER)
    {
      /* R-TB-2: on a road or city where the player already has a follower */
      if (node->kind != CARC_FEATURE_ROAD && node->kind != CARC_FEATURE_CITY)
        {
          CARC_SET_ERROR (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                       _("a builder stands on a road or in a city (R-TB-2)"));
          CARC_ERROR_DETAIL (error, .owner = CARC_TB_ERRORS, .reason = CARC_TB_REASON_BUILDER_WHERE);
          return CARC_HOOK_DENY;
        }
      if (!carc_state_has_figure_on (state, root, (int) state->player, CARC_FIGURE_KINDS_FOLLOWERS, CARC_NONE))
        {
          CARC_SET_ERROR_LITERAL (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                               node->kind == CARC_FEATURE_ROAD
                               ? _("a builder joins a road where you already have a follower (R-TB-2)")
                               : _("a builder joins a city where you already have a follower (R-TB-2)"));
          CARC_ERROR_DETAIL (error, .owner = CARC_TB_ERRORS, .reason = CARC_TB_REASON_BUILDER_ALONE, .kind = node->kind);
          return CARC_HOOK_DENY;
        }
      /* a builder is there to extend it: not on what this tile completed */
      if (node->open == 0)
        {
          CARC_SET_ERROR_LITERAL (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                               node->kind == CARC_FEATURE_ROAD
                               ? _("that road is complete; a builder needs one still to be extended (R-TB-2)")
                               : _("that city is complete; a builder needs one still to be extended (R-TB-2)"));
          CARC_ERROR_DETAIL (error, .owner = CARC_TB_ERRORS, .reason = CARC_TB_REASON_BUILDER_COMPLETE, .kind = node->kind);
          return CARC_HOOK_DENY;
        }
      return CARC_HOOK_ALLOW;
    }
  if (kind == CARC_FIGURE_PIG)
    {
      /* R-TB-3: on a field where the player already has a farmer */
      if (node->kind != CARC_FEATURE_FIELD)
        {
          CARC_SET_ERROR (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                       _("a pig stands on a field (R-TB-3)"));
          CARC_ERROR_DETAIL (error, .owner = CARC_TB_ERRORS, .reason = CARC_TB_REASON_PIG_WHERE);
          return CARC_HOOK_DENY;
        }
      if (!carc_state_has_figure_on (state, root, (int) state->player, CARC_FIGURE_KINDS_FOLLOWERS, CARC_NONE))
        {
          CARC_SET_ERROR (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                       _("a pig joins a field where you already have a farmer (R-TB-3)"));
          CARC_ERROR_DETAIL (error, .owner = CARC_TB_ERRORS, .reason = CARC_TB_REASON_PIG_ALONE);
          return CARC_HOOK_DENY;
        }
      return CARC_HOOK_ALLOW;
    }
  return CARC_HOOK_PASS;
}

/* R-TB-2: the first tile of a turn that extends a road or city holding the
 * player's builder earns a second tile at once (no chain). */
static void
tb_tile_placed (CarcState *state,
                gpointer   data,
                guint      tile_index)
{
  const CarcPlacedTile *tile = &state->tiles[tile_index];
  const CarcTileType *type = carc_state_tile_type (state, tile);

  if (state->placements != 1 || state->setup->figures[CARC_FIGURE_BUILDER] == 0)
    return;
  for (guint i = 0; i < type->n_features; i++)
    {
      CarcFeatureKind kind = type->features[i].kind;
      if ((kind == CARC_FEATURE_ROAD || kind == CARC_FEATURE_CITY)
          && carc_state_has_figure_on (state, carc_state_find (state, tile->node0 + i), (int) state->player,
                                      1u << CARC_FIGURE_BUILDER, CARC_NONE))
        {
          state->extra_turn = TRUE;
          return;
        }
    }
}

/* R-TB-3: the pig makes each city worth 4 to the field's owner; several pigs
 * of one player do not add up. */
static int
tb_field_city_points (const CarcState *state,
                      gconstpointer    data,
                      guint            field_root,
                      guint            player,
                      int              points)
{
  return carc_state_has_figure_on (state, field_root, (int) player, 1u << CARC_FIGURE_PIG, CARC_NONE) ? points + 1 : points;
}

/* R-TB-4: the player who completes a city takes its goods, owner or not. */
static void
tb_feature_completed (CarcState *state,
                      gpointer   data,
                      guint      root)
{
  TbData *tb = data;
  CarcNode *node = &state->nodes[root];

  if (node->kind != CARC_FEATURE_CITY || !(state->setup->rules & CARC_RULE_GOODS))
    return;
  for (guint g = 0; g < CARC_N_GOODS; g++)
    {
      state->players[state->player].tokens[g] += node->counters[g];
      tb->taken[g] += node->counters[g];
    }
}

/* R-TB-4: 10 to the player(s) with most tokens of each good. */
static void
tb_final_scoring (CarcState *state,
                  gpointer   data)
{
  if (!(state->setup->rules & CARC_RULE_GOODS))
    return;
  for (guint g = 0; g < CARC_N_GOODS; g++)
    {
      guint best = 0, group;
      for (guint p = 0; p < state->n_players; p++)
        best = MAX (best, state->players[p].tokens[g]);
      if (best == 0)
        continue;
      group = carc_state_new_group (state);
      for (guint p = 0; p < state->n_players; p++)
        if (state->players[p].tokens[g] == best)
          carc_state_award (state, group, p, CARC_SCORE_GOODS, 10, TRUE, CARC_NONE,
                            0, 0, best, (guint8) g);
    }
}

static const char * const good_names[CARC_N_GOODS] = { "wine", "grain", "cloth" };

const char *
carc_good_name (CarcGood good)
{
  g_return_val_if_fail (good < CARC_N_GOODS, NULL);
  return good_names[good];
}

gboolean
carc_good_parse (const char *name,
                 CarcGood   *good)
{
  for (guint g = 0; name && g < CARC_N_GOODS; g++)
    if (strcmp (name, good_names[g]) == 0)
      {
        *good = g;
        return TRUE;
      }
  return FALSE;
}

static const char * const tb_sets[] = { "traders-and-builders", NULL };

static const CarcFigureKindInfo tb_figures[] = {
  { CARC_FIGURE_BUILDER, "builder", "builder", "builder", N_("builder"),
    N_("this game has no builder figures"), 0 },
  { CARC_FIGURE_PIG, "pig", "pig", "pig", N_("pig"), N_("this game has no pig figures"), 0 },
};

static const CarcScoreKindInfo tb_scores[] = {
  { CARC_SCORE_GOODS, "goods", N_("Goods") },
};

static const CarcRuleInfo tb_rules[] = {
  { CARC_RULE_GOODS, "goods", "traders", FALSE },
};

static void
tb_set_added (CarcSetup *setup)
{
  setup->figures[CARC_FIGURE_BUILDER] = MAX (setup->figures[CARC_FIGURE_BUILDER], 1);
  setup->figures[CARC_FIGURE_PIG] = MAX (setup->figures[CARC_FIGURE_PIG], 1);
  setup->rules |= CARC_RULE_GOODS;
}

static const char * const tb_feature_members[] = { "goods", NULL };

static gboolean
tb_load_feature (JsonObject     *obj,
                 CarcFeatureDef *f,
                 GError        **error)
{
  const char *goods;
  CarcGood good;

  if (!carc_tile_data_get_string (obj, "goods", &goods, error))
    return FALSE;
  if (goods == NULL)
    return TRUE;
  if (f->kind != CARC_FEATURE_CITY)
    {
      g_set_error_literal (error, CARC_CATALOGUE_ERROR, CARC_CATALOGUE_ERROR_INVALID,
                           "only a city has goods");
      return FALSE;
    }
  if (!carc_good_parse (goods, &good))
    {
      g_set_error (error, CARC_CATALOGUE_ERROR, CARC_CATALOGUE_ERROR_INVALID,
                   "unknown goods “%s” (wine, grain, cloth)", goods);
      return FALSE;
    }
  f->counters[good] = 1;
  return TRUE;
}

const CarcExpansion carc_traders_builders = {
  .id = "traders-and-builders",
  .sets = tb_sets,
  .figures = tb_figures,
  .n_figures = G_N_ELEMENTS (tb_figures),
  .scores = tb_scores,
  .n_scores = G_N_ELEMENTS (tb_scores),
  .rules = tb_rules,
  .n_rules = G_N_ELEMENTS (tb_rules),
  .set_added = tb_set_added,
  .feature_members = tb_feature_members,
  .load_feature = tb_load_feature,
  .data_size = sizeof (TbData),
  .enabled = tb_enabled,
  .figure_allowed = tb_figure_allowed,
  .tile_placed = tb_tile_placed,
  .field_city_points = tb_field_city_points,
  .feature_completed = tb_feature_completed,
  .final_scoring = tb_final_scoring,
};
