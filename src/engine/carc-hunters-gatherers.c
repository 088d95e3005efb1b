/* carc-hunters-gatherers.c: Hunters & Gatherers (2020), a game of its own
 *
 * R-HG-1 … R-HG-7 (seed 001). The core places tiles, merges features and
 * scores what closes (forests and rivers "close" like roads and cities,
 * their values come from feature_value here); this file reads the tile
 * data, decides who may stand where, adds the lakes to rivers and water
 * systems, runs the menhir bonus turn and the menhir tiles' powers, and
 * scores huts and hunters at the end.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "carc-hunters-gatherers.h"
#include "carc-state-private.h"

#define HG_MAX_TILES 128

typedef struct {
  gboolean bonus_now;       /* this placement is the menhir bonus turn (R-HG-4) */
  gboolean menhir_closed;   /* this turn's regular tile closed a forest with a menhir */
  gboolean shaman_used;     /* the shaman of the tile just placed has acted */
  guint16  covered[HG_MAX_TILES];  /* per placed tile: meadows the small trap covered */
} HgData;

/* ---- the tile data -------------------------------------------------------- */

static const struct {
  guint       flag;
  const char *name;
} powers[] = {
  { CARC_HG_TILE_SHAMAN, "shaman" },
  { CARC_HG_TILE_WILD_FIRE, "wild-fire" },
  { CARC_HG_TILE_BIG_TRAP, "big-trap" },
  { CARC_HG_TILE_SMALL_TRAP, "small-trap" },
  { CARC_HG_TILE_RAFT, "raft" },
  { CARC_HG_TILE_CANOE, "canoe" },
};

static const char * const hg_tile_members[] = { "deck", "power", NULL };
static const char * const hg_feature_members[] = {
  "fish", "lake", "menhir", "mushrooms", "mammoth", "aurochs", "deer", "tiger", NULL
};

static gboolean
hg_load_tile (JsonObject   *object,
              CarcTileType *type,
              GError      **error)
{
  const char *deck, *power;

  if (!carc_tile_data_get_string (object, "deck", &deck, error)
      || !carc_tile_data_get_string (object, "power", &power, error))
    return FALSE;
  if (deck && strcmp (deck, "menhir") == 0)
    type->flags |= CARC_HG_TILE_MENHIR;
  else if (deck && strcmp (deck, "regular") != 0)
    {
      g_set_error (error, CARC_CATALOGUE_ERROR, CARC_CATALOGUE_ERROR_INVALID,
                   "unknown deck “%s” (regular, menhir)", deck);
      return FALSE;
    }
  if (power)
    {
      guint flag = 0;
      for (guint i = 0; i < G_N_ELEMENTS (powers); i++)
        if (strcmp (power, powers[i].name) == 0)
          flag = powers[i].flag;
      if (flag == 0)
        {
          g_set_error (error, CARC_CATALOGUE_ERROR, CARC_CATALOGUE_ERROR_INVALID,
                       "unknown power “%s” (shaman, wild-fire, big-trap, small-trap, raft, canoe)", power);
          return FALSE;
        }
      /* R-HG-7: only menhir tiles have powers */
      if (!(type->flags & CARC_HG_TILE_MENHIR))
        {
          g_set_error (error, CARC_CATALOGUE_ERROR, CARC_CATALOGUE_ERROR_INVALID,
                       "a power is printed on menhir tiles only (“deck”: “menhir”)");
          return FALSE;
        }
      type->flags |= flag;
    }
  return TRUE;
}

static gboolean
feature_member_for (JsonObject     *object,
                    const char     *key,
                    CarcFeatureDef *feature,
                    guint           kind_a,
                    guint           kind_b,
                    GError        **error)
{
  if (json_object_has_member (object, key) && feature->kind != kind_a && feature->kind != kind_b)
    {
      g_set_error (error, CARC_CATALOGUE_ERROR, CARC_CATALOGUE_ERROR_INVALID,
                   "“%s” belongs on a %s", key, carc_registry_feature (kind_a)->name);
      return FALSE;
    }
  return TRUE;
}

static gboolean
hg_load_feature (JsonObject     *object,
                 CarcFeatureDef *feature,
                 GError        **error)
{
  static const char * const animals[] = { "mammoth", "aurochs", "deer", "tiger" };
  gint64 fish, lake, value;
  gboolean menhir, mushrooms;

  if (!feature_member_for (object, "fish", feature, CARC_FEATURE_HG_RIVER, CARC_FEATURE_HG_LAKE, error)
      || !feature_member_for (object, "lake", feature, CARC_FEATURE_HG_RIVER, CARC_FEATURE_HG_RIVER, error)
      || !feature_member_for (object, "menhir", feature, CARC_FEATURE_HG_FOREST, CARC_FEATURE_HG_FOREST, error)
      || !feature_member_for (object, "mushrooms", feature, CARC_FEATURE_HG_FOREST, CARC_FEATURE_HG_FOREST, error))
    return FALSE;
  for (guint a = 0; a < G_N_ELEMENTS (animals); a++)
    {
      if (!feature_member_for (object, animals[a], feature, CARC_FEATURE_HG_MEADOW, CARC_FEATURE_HG_MEADOW, error)
          || !carc_tile_data_get_int (object, animals[a], 0, 9, &value, error))
        return FALSE;
      if (feature->kind == CARC_FEATURE_HG_MEADOW)
        feature->counters[CARC_HG_COUNTER_MAMMOTH + a] = (guint8) value;
    }
  if (!carc_tile_data_get_int (object, "fish", 0, 9, &fish, error)
      || !carc_tile_data_get_int (object, "lake", 0, 9, &lake, error)
      || !carc_tile_data_get_bool (object, "menhir", &menhir, error)
      || !carc_tile_data_get_bool (object, "mushrooms", &mushrooms, error))
    return FALSE;
  if (json_object_has_member (object, "lake") && lake != CARC_HG_ZONE_LAKE && lake != CARC_HG_ZONE_LAKE + 1)
    {
      g_set_error (error, CARC_CATALOGUE_ERROR, CARC_CATALOGUE_ERROR_INVALID,
                   "“lake” names the zone of a lake of the tile: 8 or 9");
      return FALSE;
    }
  if (feature->kind == CARC_FEATURE_HG_RIVER || feature->kind == CARC_FEATURE_HG_LAKE)
    {
      feature->counters[CARC_HG_COUNTER_FISH] = (guint8) fish;
      feature->counters[CARC_HG_COUNTER_LAKE] = (guint8) lake;
    }
  if (feature->kind == CARC_FEATURE_HG_FOREST)
    {
      feature->counters[CARC_HG_COUNTER_MENHIR] = menhir ? 1 : 0;
      feature->counters[CARC_HG_COUNTER_MUSHROOMS] = mushrooms ? 1 : 0;
    }
  return TRUE;
}

guint
carc_hg_feature_of_zone (const CarcTileType *type,
                         guint               zone)
{
  guint lakes = 0;

  for (guint i = 0; i < type->n_features; i++)
    {
      if (type->features[i].kind == CARC_FEATURE_HG_LAKE)
        {
          if (zone == CARC_HG_ZONE_LAKE + lakes)
            return i;
          lakes++;
        }
      else if (i == zone)
        return i;
    }
  return CARC_NO_FEATURE;
}

guint
carc_hg_zone_of_feature (const CarcTileType *type,
                         guint               feature)
{
  guint lakes = 0;

  for (guint i = 0; i < feature && i < type->n_features; i++)
    if (type->features[i].kind == CARC_FEATURE_HG_LAKE)
      lakes++;
  if (feature < type->n_features && type->features[feature].kind == CARC_FEATURE_HG_LAKE)
    return CARC_HG_ZONE_LAKE + lakes;
  return feature;
}

guint
carc_hg_tile_power (const CarcTileType *type)
{
  return type->flags & CARC_HG_TILE_POWERS;
}

const char *
carc_hg_power_name (guint power)
{
  for (guint i = 0; i < G_N_ELEMENTS (powers); i++)
    if (power == powers[i].flag)
      return powers[i].name;
  return NULL;
}

gboolean
carc_hg_is_menhir_tile (const CarcTileType *type)
{
  return (type->flags & CARC_HG_TILE_MENHIR) != 0;
}

/* ---- the descriptor --------------------------------------------------------- */

static const char * const hg_sets[] = { CARC_HG_SET_ID, NULL };

static const CarcFeatureKindInfo hg_features[] = {
  { CARC_FEATURE_HG_FOREST, "forest", N_("forest"), CARC_EDGE_KIND_HG_FOREST, TRUE, CARC_SCORE_HG_FOREST, NULL,
    N_("that forest already holds a gatherer (R-HG-4)"), CARC_FEATURE_SHAPE_EDGES, 'F', TRUE },
  { CARC_FEATURE_HG_MEADOW, "meadow", N_("meadow"), CARC_EDGE_KIND_HG_MEADOW, TRUE, CARC_SCORE_HG_MEADOW, NULL,
    N_("that meadow already holds a hunter (R-HG-5)"), CARC_FEATURE_SHAPE_HALVES, 'M', FALSE },
  { CARC_FEATURE_HG_RIVER, "river", N_("river"), CARC_EDGE_KIND_HG_RIVER, TRUE, CARC_SCORE_HG_RIVER, NULL,
    N_("that river already holds a fisher (R-HG-2)"), CARC_FEATURE_SHAPE_EDGES, 'R', TRUE },
  { CARC_FEATURE_HG_LAKE, "lake", N_("lake"), CARC_EDGE_KIND_HG_LAKE, FALSE, CARC_SCORE_HG_HUT, NULL,
    N_("only a hut stands on a lake (R-HG-3)"), CARC_FEATURE_SHAPE_INNER, 'L', FALSE },
};

static const CarcFigureKindInfo hg_figures[] = {
  { CARC_FIGURE_HUT, "hut", NULL, NULL, N_("hut"), N_("this game has no huts"), 0, TRUE },
};

static const CarcScoreKindInfo hg_scores[] = {
  { CARC_SCORE_HG_RIVER, "river", N_("Rivers") },
  { CARC_SCORE_HG_FOREST, "forest", N_("Forests") },
  { CARC_SCORE_HG_MEADOW, "meadow", N_("Meadows") },
  { CARC_SCORE_HG_HUT, "hut", N_("Huts") },
  { CARC_SCORE_HG_SMALL_TRAP, "small-trap", N_("Small traps") },
  { CARC_SCORE_HG_CANOE, "canoe", N_("Canoes") },
  { CARC_SCORE_HG_BIG_TRAP, "big-trap", N_("Big traps") },
  { CARC_SCORE_HG_RAFT, "raft", N_("Rafts") },
};

static const CarcRuleInfo hg_rules[] = {
  { CARC_RULE_HG, "hunters-gatherers", NULL, FALSE },
};

const CarcExpansion carc_hunters_gatherers = {
  .id = "hunters-gatherers",
  .is_game = TRUE,
  .data_size = sizeof (HgData),
  .sets = hg_sets,
  .features = hg_features,
  .n_features = G_N_ELEMENTS (hg_features),
  .figures = hg_figures,
  .n_figures = G_N_ELEMENTS (hg_figures),
  .scores = hg_scores,
  .n_scores = G_N_ELEMENTS (hg_scores),
  .rules = hg_rules,
  .n_rules = G_N_ELEMENTS (hg_rules),
  .tile_members = hg_tile_members,
  .load_tile = hg_load_tile,
  .feature_members = hg_feature_members,
  .load_feature = hg_load_feature,
};
