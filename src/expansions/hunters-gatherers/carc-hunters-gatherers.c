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
#include "carc-record-members.h"
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
carc_hg_river_lake (const CarcTileType *type,
                    guint               feature)
{
  if (feature >= type->n_features || type->features[feature].kind != CARC_FEATURE_HG_RIVER
      || type->features[feature].counters[CARC_HG_COUNTER_LAKE] == 0)
    return CARC_NO_FEATURE;
  return carc_hg_feature_of_zone (type, type->features[feature].counters[CARC_HG_COUNTER_LAKE]);
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

guint
carc_hg_power_feature (const CarcTileType *type)
{
  guint power = carc_hg_tile_power (type);
  guint kind = (power & (CARC_HG_TILE_RAFT | CARC_HG_TILE_CANOE)) ? CARC_FEATURE_HG_LAKE
               : (power & (CARC_HG_TILE_BIG_TRAP | CARC_HG_TILE_SMALL_TRAP | CARC_HG_TILE_WILD_FIRE))
               ? CARC_FEATURE_HG_MEADOW : CARC_N_FEATURE_KINDS;

  for (guint i = 0; i < type->n_features; i++)
    if (type->features[i].kind == kind)
      return i;
  return CARC_NO_FEATURE;
}

/* ---- the board: water systems, river ends, meadows ------------------------- */

static void
push_root (CarcState *state,
           guint      node,
           guint32    stamp,
           guint     *roots,
           guint     *n)
{
  guint root = carc_state_find (state, node);

  if (state->node_stamp[root] == stamp)
    return;
  state->node_stamp[root] = stamp;
  roots[(*n)++] = root;
}

/* The roots of the water system of @node (rivers and lakes joined where a
 * river ends in a lake, R-HG-3) into @roots (room for every node). */
static guint
water_roots (const CarcState *state,
             guint            node,
             guint           *roots)
{
  CarcState *s = (CarcState *) state;   /* stamps are scratch space */
  guint32 stamp = carc_state_next_stamp (s);
  guint n = 0;

  push_root (s, node, stamp, roots, &n);
  for (guint head = 0; head < n; head++)
    {
      guint member = roots[head];
      do
        {
          const CarcNode *m = &s->nodes[member];
          const CarcPlacedTile *tile = &s->tiles[m->tile];
          const CarcTileType *type = s->types[tile->type];
          const CarcFeatureDef *def = &type->features[m->local];

          if (def->kind == CARC_FEATURE_HG_RIVER && def->counters[CARC_HG_COUNTER_LAKE])
            {
              guint lake = carc_hg_feature_of_zone (type, def->counters[CARC_HG_COUNTER_LAKE]);
              if (lake != CARC_NO_FEATURE)
                push_root (s, tile->node0 + lake, stamp, roots, &n);
            }
          else if (def->kind == CARC_FEATURE_HG_LAKE)
            {
              guint zone = carc_hg_zone_of_feature (type, m->local);
              for (guint j = 0; j < type->n_features; j++)
                if (type->features[j].kind == CARC_FEATURE_HG_RIVER
                    && type->features[j].counters[CARC_HG_COUNTER_LAKE] == zone)
                  push_root (s, tile->node0 + j, stamp, roots, &n);
            }
          member = m->next;
        }
      while (member != roots[head]);
    }
  return n;
}

void
carc_hg_water_system (const CarcState *state,
                      guint            node,
                      guint           *fish,
                      guint           *lakes,
                      guint           *huts)
{
  guint *roots = g_new (guint, MAX (state->n_nodes, 1));
  guint n = water_roots (state, node, roots);

  *fish = 0;
  *lakes = 0;
  if (huts)
    memset (huts, 0, sizeof (guint) * CARC_MAX_PLAYERS);
  for (guint i = 0; i < n; i++)
    {
      const CarcNode *r = &state->nodes[roots[i]];
      *fish += r->counters[CARC_HG_COUNTER_FISH];
      if (r->kind == CARC_FEATURE_HG_LAKE)
        *lakes += 1;
    }
  if (huts)
    for (guint b = 0; b < state->n_board_figures; b++)
      {
        const CarcFigure *f = &state->figures[state->board_figures[b]];
        guint root;

        if (f->kind != CARC_FIGURE_HUT)
          continue;
        root = carc_state_find (state, f->node);
        for (guint i = 0; i < n; i++)
          if (roots[i] == root)
            huts[f->owner]++;
      }
  g_free (roots);
}

/* Whether the water system of @node holds a lake with the raft (R-HG-7). */
static gboolean
water_has_raft (const CarcState *state,
                const guint     *roots,
                guint            n)
{
  for (guint i = 0; i < n; i++)
    {
      const CarcNode *r = &state->nodes[roots[i]];
      if (r->kind == CARC_FEATURE_HG_LAKE
          && (state->types[state->tiles[r->tile].type]->flags & CARC_HG_TILE_RAFT))
        return TRUE;
    }
  return FALSE;
}

/* R-HG-2: the fish in the lakes at the ends of the river @root (each lake
 * once), and how many lakes those are. */
static guint
river_end_fish (const CarcState *state,
                guint            root)
{
  guint lakes[16];
  guint n = 0, fish = 0;
  guint member = root;

  do
    {
      const CarcNode *m = &state->nodes[member];
      const CarcPlacedTile *tile = &state->tiles[m->tile];
      const CarcTileType *type = state->types[tile->type];
      const CarcFeatureDef *def = &type->features[m->local];

      if (def->counters[CARC_HG_COUNTER_LAKE])
        {
          guint lake = carc_hg_feature_of_zone (type, def->counters[CARC_HG_COUNTER_LAKE]);
          guint lake_root;
          gboolean seen = FALSE;

          if (lake != CARC_NO_FEATURE)
            {
              lake_root = carc_state_find (state, tile->node0 + lake);
              for (guint i = 0; i < n; i++)
                seen |= lakes[i] == lake_root;
              if (!seen && n < G_N_ELEMENTS (lakes))
                {
                  lakes[n++] = lake_root;
                  fish += state->nodes[lake_root].counters[CARC_HG_COUNTER_FISH];
                }
            }
        }
      member = m->next;
    }
  while (member != root);
  return fish;
}

static const HgData *
hg_data (const CarcState *state)
{
  return carc_state_expansion_data (state, &carc_hunters_gatherers);
}

gboolean
carc_hg_animals_covered (const CarcState *state,
                         guint            tile,
                         guint            feature)
{
  const HgData *data = hg_data (state);
  return data && tile < HG_MAX_TILES && (data->covered[tile] & (1u << feature));
}

/* The placed tile with a power @flag whose meadow is part of the meadow
 * @root, or -1. */
static int
power_tile_in (const CarcState *state,
               guint            root,
               guint            flag)
{
  guint member = root;

  do
    {
      const CarcNode *m = &state->nodes[member];
      if (state->types[state->tiles[m->tile].type]->flags & flag)
        return m->tile;
      member = m->next;
    }
  while (member != root);
  return -1;
}

typedef struct {
  guint mammoth, aurochs, deer, tiger;
} Animals;

static int
animals_points (const Animals *a)
{
  /* R-HG-5: mammoth 3, aurochs 2, deer 1; each tiger eats a deer, never
   * below 0 */
  return 3 * (int) a->mammoth + 2 * (int) a->aurochs + (int) (a->deer > a->tiger ? a->deer - a->tiger : 0);
}

/* The uncovered animals of meadow @root, all of them or only on the 3×3
 * tiles around (@cx, @cy) when @area is set; @outside gets the rest. */
static void
meadow_animals (const CarcState *state,
                guint            root,
                gboolean         area,
                int              cx,
                int              cy,
                Animals         *inside,
                Animals         *outside)
{
  guint member = root;

  memset (inside, 0, sizeof *inside);
  if (outside)
    memset (outside, 0, sizeof *outside);
  do
    {
      const CarcNode *m = &state->nodes[member];
      const CarcPlacedTile *tile = &state->tiles[m->tile];
      const CarcFeatureDef *def = &state->types[tile->type]->features[m->local];
      gboolean in = !area || (ABS (tile->x - cx) <= 1 && ABS (tile->y - cy) <= 1);
      Animals *to = in ? inside : outside;

      if (to && !carc_hg_animals_covered (state, m->tile, m->local))
        {
          to->mammoth += def->counters[CARC_HG_COUNTER_MAMMOTH];
          to->aurochs += def->counters[CARC_HG_COUNTER_AUROCHS];
          to->deer += def->counters[CARC_HG_COUNTER_DEER];
          to->tiger += def->counters[CARC_HG_COUNTER_TIGER];
        }
      member = m->next;
    }
  while (member != root);
}

void
carc_hg_meadow_animals (const CarcState *state,
                        guint            node,
                        guint            animals[4])
{
  Animals a;

  meadow_animals (state, carc_state_find (state, node), FALSE, 0, 0, &a, NULL);
  animals[CARC_HG_COUNTER_MAMMOTH] = a.mammoth;
  animals[CARC_HG_COUNTER_AUROCHS] = a.aurochs;
  animals[CARC_HG_COUNTER_DEER] = a.deer;
  animals[CARC_HG_COUNTER_TIGER] = a.tiger;
}

/* A meadow's worth to its hunters at the end (R-HG-5): @base without the
 * big trap, @extra what the big trap adds (R-HG-7: tigers eat the deer
 * outside its 3×3 first); the forest fire removes every tiger. */
static void
meadow_value (const CarcState *state,
              guint            root,
              int             *base,
              int             *extra)
{
  int trap = power_tile_in (state, root, CARC_HG_TILE_BIG_TRAP);
  gboolean fire = power_tile_in (state, root, CARC_HG_TILE_WILD_FIRE) >= 0;
  Animals in, out, all;

  if (trap >= 0)
    meadow_animals (state, root, TRUE, state->tiles[trap].x, state->tiles[trap].y, &in, &out);
  else
    {
      meadow_animals (state, root, FALSE, 0, 0, &in, NULL);
      memset (&out, 0, sizeof out);
    }
  if (fire)
    in.tiger = out.tiger = 0;
  all.mammoth = in.mammoth + out.mammoth;
  all.aurochs = in.aurochs + out.aurochs;
  all.deer = in.deer + out.deer;
  all.tiger = in.tiger + out.tiger;
  *base = animals_points (&all);
  *extra = 0;
  if (trap >= 0)
    {
      guint tigers = all.tiger;
      guint eaten = MIN (tigers, out.deer);
      Animals doubled = in;

      tigers -= eaten;
      doubled.tiger = tigers;
      *extra = animals_points (&doubled);
    }
}

int
carc_hg_meadow_value (const CarcState *state,
                      guint            node)
{
  int base, extra;

  meadow_value (state, carc_state_find (state, node), &base, &extra);
  return base + extra;
}

static void
stacks_left (const CarcState *state,
             guint           *regular,
             guint           *menhir)
{
  *regular = *menhir = 0;
  for (guint i = 0; i < state->n_supply_types; i++)
    {
      guint t = state->supply_types[i];
      if (state->types[t]->flags & CARC_HG_TILE_MENHIR)
        *menhir += state->remaining[t];
      else
        *regular += state->remaining[t];
    }
}

gboolean
carc_hg_is_game (const CarcState *state)
{
  return hg_data (state) != NULL;
}

void
carc_hg_stacks_left (const CarcState *state,
                     guint           *regular,
                     guint           *menhir)
{
  stacks_left (state, regular, menhir);
}

gboolean
carc_hg_bonus_turn (const CarcState *state)
{
  const HgData *data = hg_data (state);
  return data && data->bonus_now;
}

gboolean
carc_hg_shaman_available (const CarcState *state)
{
  const HgData *data = hg_data (state);

  if (data == NULL || data->shaman_used || state->phase != CARC_PHASE_FIGURE
      || state->current_tile == CARC_NONE)
    return FALSE;
  return (state->types[state->tiles[state->current_tile].type]->flags & CARC_HG_TILE_SHAMAN) != 0;
}

/* ---- setup ------------------------------------------------------------------ */

static const char * const hg_colours[] = { "yellow", "red", "green", "blue", "purple", NULL };

static void
hg_set_added (CarcSetup *setup)
{
  /* R-HG-1: 5 figures and 3 huts each; the game has no other figures and
   * none of Carcassonne's rules */
  for (guint k = 0; k < CARC_N_FIGURE_KINDS; k++)
    setup->figures[k] = 0;
  setup->figures[CARC_FIGURE_FOLLOWER] = CARC_HG_FIGURES;
  setup->figures[CARC_FIGURE_HUT] = CARC_HG_HUTS;
  setup->rules = CARC_RULE_HG | CARC_RULE_AUTO_END;
}

static gboolean
hg_validate_setup (const CarcSetup     *setup,
                   const CarcCatalogue *catalogue,
                   GError             **error)
{
  gboolean has_set = carc_setup_has_set (setup, catalogue, CARC_HG_SET_ID);
  const guint own_rules = CARC_RULE_HG | CARC_RULE_HG_MENHIR_BONUS_LAST | CARC_RULE_AUTO_END;

  if (!has_set && !(setup->rules & (CARC_RULE_HG | CARC_RULE_HG_MENHIR_BONUS_LAST))
      && setup->figures[CARC_FIGURE_HUT] == 0)
    return TRUE;
  if (!has_set || !(setup->rules & CARC_RULE_HG))
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP,
                   _("Hunters & Gatherers needs its own tiles and rules together"));
      CARC_ERROR_DETAIL (error, .owner = CARC_HG_ERRORS, .reason = CARC_HG_REASON_TILES_AND_RULES);
      return FALSE;
    }
  if (setup->sets->len != 1)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP,
                   _("Hunters & Gatherers is a game of its own: Carcassonne's tiles do not mix with it"));
      CARC_ERROR_DETAIL (error, .owner = CARC_HG_ERRORS, .reason = CARC_HG_REASON_NO_MIX);
      return FALSE;
    }
  if ((setup->rules & ~own_rules) != 0)
    {
      guint n;
      const CarcRuleInfo *rules = carc_registry_rules (&n);
      const char *name = "?";

      for (guint i = 0; i < n; i++)
        if ((setup->rules & rules[i].rule) && !(rules[i].rule & own_rules))
          {
            name = rules[i].name;
            break;
          }
      g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP,
                   /* Translators: %s is a rule's name in records ("farmers") */
                   _("Hunters & Gatherers is a game of its own: Carcassonne's rule “%s” does not apply to it"), name);
      CARC_ERROR_DETAIL (error, .owner = CARC_HG_ERRORS, .reason = CARC_HG_REASON_RULE_NOT_APPLICABLE, .name = name);
      return FALSE;
    }
  if (setup->n_players < 2 || setup->n_players > 5)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP,
                   _("Hunters & Gatherers is played by 2 to 5 players, not %u (R-HG-1)"), setup->n_players);
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_PLAYER_COUNT, .number = (int) setup->n_players, .min = 2, .max = 5);
      return FALSE;
    }
  for (guint p = 0; p < setup->n_players; p++)
    if (!g_strv_contains (hg_colours, setup->players[p].colour))
      {
        g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP,
                     _("the colour “%s” of player %u is not one of the colours of Hunters & Gatherers (yellow, red, green, blue, purple)"),
                     setup->players[p].colour, p + 1);
        CARC_ERROR_DETAIL (error, .reason = CARC_REASON_COLOUR_NOT_IN_BOX, .player = p, .name = setup->players[p].colour);
        return FALSE;
      }
  for (guint k = 0; k < CARC_N_FIGURE_KINDS; k++)
    if (k != CARC_FIGURE_FOLLOWER && k != CARC_FIGURE_HUT && setup->figures[k] > 0)
      {
        g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP,
                     _("Hunters & Gatherers has no figures of kind %s"), carc_figure_kind_noun (k));
        CARC_ERROR_DETAIL (error, .reason = CARC_REASON_FIGURE_NOT_IN_GAME, .figure = k);
        return FALSE;
      }
  return TRUE;
}

static gboolean
hg_enabled (const CarcSetup *setup)
{
  return (setup->rules & CARC_RULE_HG) != 0;
}

/* ---- tiles -------------------------------------------------------------------- */

/* R-HG-1, R-HG-4: a turn's tile comes from the regular stack, the bonus
 * turn's from the menhir stack. */
static CarcHookResult
hg_tile_available (const CarcState *state,
                   gconstpointer    data_,
                   guint            type,
                   GError         **error)
{
  const HgData *data = data_;
  gboolean menhir = (state->types[type]->flags & CARC_HG_TILE_MENHIR) != 0;

  if (menhir == data->bonus_now)
    return CARC_HOOK_PASS;
  if (menhir)
    {
      CARC_SET_ERROR (error, CARC_ERROR, CARC_ERROR_ILLEGAL_PLACEMENT,
                      _("%s is a menhir tile: it is drawn only in a menhir bonus turn (R-HG-4)"),
                      state->types[type]->id);
      CARC_ERROR_DETAIL (error, .owner = CARC_HG_ERRORS, .reason = CARC_HG_REASON_MENHIR_TILE_NOT_NOW, .tile = type);
    }
  else
    {
      CARC_SET_ERROR (error, CARC_ERROR, CARC_ERROR_ILLEGAL_PLACEMENT,
                      _("%s is a regular tile, but this is the menhir bonus turn: draw a menhir tile (R-HG-4)"),
                      state->types[type]->id);
      CARC_ERROR_DETAIL (error, .owner = CARC_HG_ERRORS, .reason = CARC_HG_REASON_MENHIR_TILE_DUE, .tile = type);
    }
  return CARC_HOOK_DENY;
}

static gboolean
hg_supply_exhausted (const CarcState *state,
                     gconstpointer    data)
{
  guint regular, menhir;

  /* R-HG-6: the game ends after the last regular tile; menhir tiles may
   * remain */
  stacks_left (state, &regular, &menhir);
  return regular == 0;
}

/* R-HG-7: the small trap scores the meadow on its tile and the 8 around it
 * for the active player, tigers first, and covers those animals for good. */
static void
small_trap (CarcState *state,
            HgData    *data,
            guint      t)
{
  const CarcPlacedTile *tile = &state->tiles[t];
  const CarcTileType *type = state->types[tile->type];
  Animals a;
  guint root, member;
  int points;

  for (guint i = 0; i < type->n_features; i++)
    {
      if (type->features[i].kind != CARC_FEATURE_HG_MEADOW)
        continue;
      root = carc_state_find (state, tile->node0 + i);
      meadow_animals (state, root, TRUE, tile->x, tile->y, &a, NULL);
      points = animals_points (&a);
      if (points > 0)
        carc_state_award (state, carc_state_new_group (state), state->player, CARC_SCORE_HG_SMALL_TRAP,
                          points, FALSE, root, 0, 0, a.mammoth + a.aurochs + a.deer, 0);
      member = root;
      do
        {
          const CarcNode *m = &state->nodes[member];
          const CarcPlacedTile *mt = &state->tiles[m->tile];
          if (ABS (mt->x - tile->x) <= 1 && ABS (mt->y - tile->y) <= 1 && m->tile < HG_MAX_TILES)
            data->covered[m->tile] |= (guint16) (1u << m->local);
          member = m->next;
        }
      while (member != root);
    }
}

/* R-HG-7: the canoe scores 2 per lake of its water system, its own lake
 * included, for the player who placed it. */
static void
canoe (CarcState *state,
       guint      t)
{
  const CarcPlacedTile *tile = &state->tiles[t];
  const CarcTileType *type = state->types[tile->type];

  for (guint i = 0; i < type->n_features; i++)
    if (type->features[i].kind == CARC_FEATURE_HG_LAKE)
      {
        guint fish, lakes;
        carc_hg_water_system (state, tile->node0 + i, &fish, &lakes, NULL);
        carc_state_award (state, carc_state_new_group (state), state->player, CARC_SCORE_HG_CANOE,
                          2 * (int) lakes, FALSE, carc_state_find (state, tile->node0 + i), 0, 0, lakes, 0);
        return;
      }
}

static void
hg_tile_placed (CarcState *state,
                gpointer   data_,
                guint      t)
{
  HgData *data = data_;
  guint flags = state->types[state->tiles[t].type]->flags;

  data->shaman_used = FALSE;
  if (flags & CARC_HG_TILE_SMALL_TRAP)
    small_trap (state, data, t);
  if (flags & CARC_HG_TILE_CANOE)
    canoe (state, t);
}

/* ---- figures ------------------------------------------------------------------- */

static CarcHookResult
hg_figure_allowed (const CarcState *state,
                   gconstpointer    data,
                   CarcFigureKind   kind,
                   guint            root,
                   GError         **error)
{
  guint feature = state->nodes[root].kind;

  if (kind == CARC_FIGURE_HUT)
    {
      guint total = 0;

      if (feature != CARC_FEATURE_HG_RIVER && feature != CARC_FEATURE_HG_LAKE)
        {
          CARC_SET_ERROR_LITERAL (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                                  _("a hut stands on a river or a lake (R-HG-3)"));
          CARC_ERROR_DETAIL (error, .owner = CARC_HG_ERRORS, .reason = CARC_HG_REASON_HUT_WHERE);
          return CARC_HOOK_DENY;
        }
      /* R-HG-3: one hut per water system, lakes do not separate (huts
       * are the game's only special figures: a root's count says it) */
      guint *roots = g_newa (guint, MAX (state->n_nodes, 1));
      guint n = water_roots (state, root, roots);
      for (guint i = 0; i < n; i++)
        total += state->nodes[roots[i]].specials;
      if (total > 0)
        {
          CARC_SET_ERROR_LITERAL (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                                  _("that water system already holds a hut (R-HG-3)"));
          CARC_ERROR_DETAIL (error, .owner = CARC_HG_ERRORS, .reason = CARC_HG_REASON_HUT_TAKEN);
          return CARC_HOOK_DENY;
        }
      return CARC_HOOK_ALLOW;
    }
  if (feature == CARC_FEATURE_HG_LAKE)
    {
      CARC_SET_ERROR_LITERAL (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                              _("only a hut stands on a lake (R-HG-3)"));
      CARC_ERROR_DETAIL (error, .owner = CARC_HG_ERRORS, .reason = CARC_HG_REASON_LAKE_HUT_ONLY);
      return CARC_HOOK_DENY;
    }
  return CARC_HOOK_PASS;
}

/* ---- scoring ------------------------------------------------------------------- */

static void
hg_feature_value (const CarcState  *state,
                  gconstpointer     data,
                  guint             root,
                  gboolean          completed,
                  CarcFeatureValue *value)
{
  const CarcNode *node = &state->nodes[root];

  switch (node->kind)
    {
    case CARC_FEATURE_HG_FOREST:
      /* R-HG-4, R-HG-7: 2 per tile, 3 per mushroom group */
      value->points = 2 * (int) carc_state_count_tiles (state, root)
                      + 3 * node->counters[CARC_HG_COUNTER_MUSHROOMS];
      value->count = node->counters[CARC_HG_COUNTER_MUSHROOMS];
      break;
    case CARC_FEATURE_HG_RIVER:
      {
        /* R-HG-2: 1 per tile, 1 per fish in it and in the lakes at its ends */
        guint fish = node->counters[CARC_HG_COUNTER_FISH] + river_end_fish (state, root);
        value->points = (int) (carc_state_count_tiles (state, root) + fish);
        value->count = fish;
      }
      break;
    case CARC_FEATURE_HG_MEADOW:
      value->points = carc_hg_meadow_value (state, root);
      break;
    default:
      break;
    }
}

static void
hg_feature_completed (CarcState *state,
                      gpointer   data_,
                      guint      root)
{
  HgData *data = data_;
  const CarcNode *node = &state->nodes[root];

  /* R-HG-4: whoever closes a forest with a menhir earns the bonus turn */
  if (node->kind == CARC_FEATURE_HG_FOREST && node->counters[CARC_HG_COUNTER_MENHIR] > 0 && !data->bonus_now)
    data->menhir_closed = TRUE;
}

static gboolean
hg_turn_step (CarcState *state,
              gpointer   data_,
              CarcStep   step)
{
  HgData *data = data_;
  guint regular, menhir;

  if (step != CARC_STEP_END || !data->menhir_closed || data->bonus_now)
    return FALSE;
  data->menhir_closed = FALSE;
  /* R-HG-4, R-HG-6: at most one bonus turn per turn, none when the menhir
   * stack is empty, none after the last regular tile (seed 001: the game
   * ends the moment it is placed) unless the game plays the variant that
   * gives it (docs/rule-decisions.md); the game ends after that turn */
  stacks_left (state, &regular, &menhir);
  if ((regular > 0 || (state->setup->rules & CARC_RULE_HG_MENHIR_BONUS_LAST)) && menhir > 0)
    {
      data->bonus_now = TRUE;
      state->extra_turn = TRUE;
    }
  return FALSE;
}

static void
hg_turn_started (CarcState *state,
                 gpointer   data_)
{
  HgData *data = data_;

  data->bonus_now = FALSE;
  data->menhir_closed = FALSE;
  data->shaman_used = FALSE;
}

/* Majority owners of @strength per player (ties all, R-HG-6). */
static guint32
majority (const CarcState *state,
          const guint     *strength)
{
  guint best = 0;
  guint32 owners = 0;

  for (guint p = 0; p < state->n_players; p++)
    best = MAX (best, strength[p]);
  for (guint p = 0; best > 0 && p < state->n_players; p++)
    if (strength[p] == best)
      owners |= 1u << p;
  return owners;
}

static int
compare_guint (gconstpointer a,
               gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;
  return x < y ? -1 : x > y;
}

/* R-HG-3, R-HG-5, R-HG-6, R-HG-7: huts (with the raft), then hunters (with
 * tigers, the fire and the big trap). */
static void
hg_final_scoring (CarcState *state,
                  gpointer   data)
{
  guint n_nodes = MAX (state->n_nodes, 1);
  guint *roots = g_new (guint, n_nodes);
  guint *huts_at = g_new (guint, n_nodes);
  guint *meadows = g_new (guint, n_nodes);
  guint8 *done = g_new0 (guint8, n_nodes);
  guint n_huts = 0, n_meadows = 0;

  for (guint b = 0; b < state->n_board_figures; b++)
    {
      const CarcFigure *f = &state->figures[state->board_figures[b]];
      guint root = carc_state_find (state, f->node);

      if (f->kind == CARC_FIGURE_HUT)
        huts_at[n_huts++] = root;
      else if (carc_figure_is_follower (f->kind) && state->nodes[root].kind == CARC_FEATURE_HG_MEADOW
               && !done[root])
        {
          done[root] = 1;
          meadows[n_meadows++] = root;
        }
    }
  /* the board's order, so that scorings come out in a stable order */
  qsort (huts_at, n_huts, sizeof (guint), compare_guint);
  qsort (meadows, n_meadows, sizeof (guint), compare_guint);
  memset (done, 0, n_nodes);

  for (guint h = 0; h < n_huts; h++)
    {
      guint huts[CARC_MAX_PLAYERS] = { 0 };
      guint n, fish = 0, lakes = 0, group;
      guint32 owners;
      gboolean raft;

      if (done[huts_at[h]])
        continue;
      n = water_roots (state, huts_at[h], roots);
      for (guint i = 0; i < n; i++)
        {
          const CarcNode *r = &state->nodes[roots[i]];
          done[roots[i]] = 1;
          fish += r->counters[CARC_HG_COUNTER_FISH];
          lakes += r->kind == CARC_FEATURE_HG_LAKE;
        }
      for (guint b = 0; b < state->n_board_figures; b++)
        {
          const CarcFigure *f = &state->figures[state->board_figures[b]];
          if (f->kind == CARC_FIGURE_HUT && done[carc_state_find (state, f->node)] == 1)
            huts[f->owner]++;
        }
      raft = water_has_raft (state, roots, n);
      owners = majority (state, huts);
      group = carc_state_new_group (state);
      for (guint p = 0; p < state->n_players; p++)
        if (owners & (1u << p))
          {
            carc_state_award (state, group, p, CARC_SCORE_HG_HUT, (int) fish, TRUE, huts_at[h], 0, 0, fish, 0);
            if (raft)
              carc_state_award (state, group, p, CARC_SCORE_HG_RAFT, (int) lakes, TRUE, huts_at[h], 0, 0,
                                lakes, 0);
          }
      /* the next system may reuse the marks of this one's roots */
      for (guint i = 0; i < n; i++)
        done[roots[i]] = 2;
    }

  for (guint i = 0; i < n_meadows; i++)
    {
      guint root = meadows[i];
      guint32 owners = carc_state_feature_owners (state, root, NULL);
      guint group = carc_state_new_group (state);
      guint tiles = carc_state_count_tiles (state, root);
      int base, extra;

      meadow_value (state, root, &base, &extra);
      for (guint p = 0; p < state->n_players; p++)
        if (owners & (1u << p))
          {
            carc_state_award (state, group, p, CARC_SCORE_HG_MEADOW, base, TRUE, root, tiles, 0, 0, 0);
            if (extra > 0)
              carc_state_award (state, group, p, CARC_SCORE_HG_BIG_TRAP, extra, TRUE, root, tiles, 0, 0, 0);
          }
    }
  g_free (roots);
  g_free (huts_at);
  g_free (meadows);
  g_free (done);
}

/* ---- the shaman ----------------------------------------------------------------- */

static const char * const shaman_keys[] = { "x", "y", "at", "zone", NULL };

static void
shaman_write (JsonBuilder         *builder,
              const CarcCatalogue *catalogue G_GNUC_UNUSED,
              const CarcEvent     *event)
{
  json_builder_set_member_name (builder, "x");
  json_builder_add_int_value (builder, event->x);
  json_builder_set_member_name (builder, "y");
  json_builder_add_int_value (builder, event->y);
  if (event->location == 0 && event->value > 0)
    {
      json_builder_set_member_name (builder, "zone");
      json_builder_add_int_value (builder, event->value - 1);
    }
  else
    {
      g_autofree char *at = carc_loc_to_string (event->location, ' ');
      json_builder_set_member_name (builder, "at");
      json_builder_add_string_value (builder, at);
    }
}

static gboolean
shaman_read (JsonObject          *object,
             const char          *where,
             const CarcCatalogue *catalogue G_GNUC_UNUSED,
             CarcEvent           *event,
             GError             **error)
{
  JsonNode *x = json_object_get_member (object, "x");
  JsonNode *y = json_object_get_member (object, "y");
  JsonNode *at = json_object_get_member (object, "at");
  JsonNode *zone = json_object_get_member (object, "zone");

  if (x == NULL || y == NULL || !JSON_NODE_HOLDS_VALUE (x) || !JSON_NODE_HOLDS_VALUE (y)
      || json_node_get_value_type (x) != G_TYPE_INT64 || json_node_get_value_type (y) != G_TYPE_INT64
      || ABS (json_node_get_int (x)) > 1000 || ABS (json_node_get_int (y)) > 1000)
    return carc_record_error (error, where, "%s",
                              _("a shaman event needs the figure's tile as integers “x” and “y”"));
  event->x = (gint16) json_node_get_int (x);
  event->y = (gint16) json_node_get_int (y);
  if (zone && JSON_NODE_HOLDS_VALUE (zone) && json_node_get_value_type (zone) == G_TYPE_INT64
      && json_node_get_int (zone) >= 0 && json_node_get_int (zone) <= 9 && at == NULL)
    {
      event->location = 0;
      event->value = (gint16) (json_node_get_int (zone) + 1);
      return TRUE;
    }
  if (zone == NULL && at && JSON_NODE_HOLDS_VALUE (at) && json_node_get_value_type (at) == G_TYPE_STRING
      && carc_loc_parse (json_node_get_string (at), &event->location) && event->location != 0)
    return TRUE;
  return carc_record_error (error, where, "%s",
                            _("a shaman event names the figure's place by “at” (locations) or “zone” (0-9)"));
}

static guint
hg_feature_by_number (const CarcTileType *type,
                      guint               number)
{
  return carc_hg_feature_of_zone (type, number);
}

static CarcHookResult
hg_apply_event (CarcState       *state,
                gpointer         data_,
                const CarcEvent *event,
                GError         **error)
{
  HgData *data = data_;
  int tile = -1;
  const CarcTileType *type;
  guint feature;

  if (event->type != CARC_EVENT_SHAMAN)
    return CARC_HOOK_PASS;
  /* R-HG-7: once, on the tile just placed, before its figure */
  if (!carc_hg_shaman_available (state))
    {
      g_set_error_literal (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE,
                           _("the shaman acts only when his tile was just placed, before its figure (R-HG-7)"));
      CARC_ERROR_DETAIL (error, .owner = CARC_HG_ERRORS, .reason = CARC_HG_REASON_SHAMAN_NOT_NOW);
      return CARC_HOOK_DENY;
    }
  for (guint t = 0; t < state->n_tiles; t++)
    if (state->tiles[t].x == event->x && state->tiles[t].y == event->y)
      tile = (int) t;
  if (tile < 0)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                   _("no tile lies at (%d,%d)"), event->x, event->y);
      CARC_ERROR_DETAIL (error, .owner = CARC_HG_ERRORS, .reason = CARC_HG_REASON_SHAMAN_NO_TILE, .x = event->x, .y = event->y);
      return CARC_HOOK_DENY;
    }
  type = state->types[state->tiles[tile].type];
  feature = event->location == 0 && event->value > 0
            ? carc_hg_feature_of_zone (type, (guint) event->value - 1)
            : carc_tile_type_find_feature (type, state->tiles[tile].rotation, event->location);
  for (guint b = 0; feature != CARC_NO_FEATURE && b < state->n_board_figures; b++)
    {
      guint i = state->board_figures[b];
      CarcFigure *f = &state->figures[i];

      if (f->owner != state->player || f->node != state->tiles[tile].node0 + feature
          || f->kind == CARC_FIGURE_HUT)
        continue;
      carc_state_return_figure (state, i, carc_state_new_group (state));
      /* RULES.md decision: the figure may go back on the shaman's tile at once */
      state->returned_now[f->owner][f->kind]--;
      f->returned_turn = CARC_NONE;
      data->shaman_used = TRUE;
      return CARC_HOOK_ALLOW;
    }
  g_set_error (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
               _("the shaman takes back one of the player's own figures, not a hut, and none stands there (R-HG-7)"));
  CARC_ERROR_DETAIL (error, .owner = CARC_HG_ERRORS, .reason = CARC_HG_REASON_SHAMAN_NOTHING, .x = event->x, .y = event->y);
  return CARC_HOOK_DENY;
}

/* R-HG-7: what the shaman of the tile just placed may take back, one
 * event per figure of the player's own on the board (not a hut), named
 * by its zone; for the random player and the list of next entries. */
static guint
hg_figure_alternatives (const CarcState *state,
                        gconstpointer    data G_GNUC_UNUSED,
                        CarcEvent       *out,
                        guint            max)
{
  guint n = 0;

  if (!carc_hg_shaman_available (state))
    return 0;
  for (guint b = 0; b < state->n_board_figures && n < max; b++)
    {
      const CarcFigure *f = &state->figures[state->board_figures[b]];
      const CarcNode *node;
      const CarcPlacedTile *tile;

      if (f->owner != state->player || f->kind == CARC_FIGURE_HUT)
        continue;
      node = &state->nodes[f->node];
      tile = &state->tiles[node->tile];
      out[n] = carc_event_simple (CARC_EVENT_SHAMAN,
                                  (int) carc_hg_zone_of_feature (state->types[tile->type], node->local) + 1);
      out[n].x = tile->x;
      out[n].y = tile->y;
      n++;
    }
  return n;
}

static const CarcEventKindInfo hg_events[] = {
  { CARC_EVENT_SHAMAN, "shaman", shaman_keys, shaman_write, shaman_read },
};

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
  { CARC_RULE_HG_MENHIR_BONUS_LAST, "menhir-bonus-after-last-tile", NULL, FALSE },
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
  .events = hg_events,
  .n_events = G_N_ELEMENTS (hg_events),
  .colours = hg_colours,
  .min_players = 2,
  .max_players = 5,
  .set_added = hg_set_added,
  .validate_setup = hg_validate_setup,
  .tile_members = hg_tile_members,
  .load_tile = hg_load_tile,
  .feature_members = hg_feature_members,
  .load_feature = hg_load_feature,
  .enabled = hg_enabled,
  .tile_available = hg_tile_available,
  .tile_placed = hg_tile_placed,
  .figure_allowed = hg_figure_allowed,
  .figure_alternatives = hg_figure_alternatives,
  .feature_value = hg_feature_value,
  .feature_completed = hg_feature_completed,
  .final_scoring = hg_final_scoring,
  .supply_exhausted = hg_supply_exhausted,
  .feature_by_number = hg_feature_by_number,
  .turn_step = hg_turn_step,
  .apply_event = hg_apply_event,
  .turn_started = hg_turn_started,
};
