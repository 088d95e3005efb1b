/* carc-catalogue-query.c: lookups and queries on a catalogue and its types
 *
 * Types and sets by index and id, a tile type's edges and features at a
 * rotation, the data's notes on uncertain values, and the wall kinds; all
 * read from what the loader (carc-catalogue.c) and the box's derive
 * (carc-catalogue-derive.c) built.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-catalogue-private.h"

#include <string.h>

/* ---- a catalogue's types and sets --------------------------------------- */

guint
carc_catalogue_get_n_types (const CarcCatalogue *self)
{
  return self->types->len;
}

CarcTileType * const *
carc_catalogue_peek_types (const CarcCatalogue *self)
{
  return (CarcTileType * const *) self->types->pdata;
}

const CarcTileType *
carc_catalogue_get_type (const CarcCatalogue *self,
                         guint                index)
{
  g_return_val_if_fail (index < self->types->len, NULL);
  return self->types->pdata[index];
}

int
carc_catalogue_lookup (const CarcCatalogue *self,
                       const char          *tile_id)
{
  gpointer v = g_hash_table_lookup (self->by_id, tile_id);
  return v ? GPOINTER_TO_INT (v) - 1 : -1;
}

guint
carc_catalogue_get_n_sets (const CarcCatalogue *self)
{
  return self->sets->len;
}

const CarcTileSet *
carc_catalogue_get_set (const CarcCatalogue *self,
                        guint                index)
{
  g_return_val_if_fail (index < self->sets->len, NULL);
  return self->sets->pdata[index];
}

int
carc_catalogue_lookup_set (const CarcCatalogue *self,
                           const char          *set_id)
{
  for (guint i = 0; i < self->sets->len; i++)
    if (strcmp (((CarcTileSet *) self->sets->pdata[i])->id, set_id) == 0)
      return (int) i;
  return -1;
}

int
carc_catalogue_lookup_jcz_set (const CarcCatalogue *self,
                               const char          *jcz_set_id)
{
  for (guint i = 0; i < self->sets->len; i++)
    {
      const CarcTileSet *set = self->sets->pdata[i];
      if (set->jcz_id && strcmp (set->jcz_id, jcz_set_id) == 0)
        return (int) i;
    }
  return -1;
}

guint
carc_tile_set_count_tiles (const CarcCatalogue *self,
                           const CarcTileSet   *set)
{
  guint n = 0;
  for (guint i = 0; i < set->tiles->len; i++)
    n += carc_catalogue_get_type (self, g_array_index (set->tiles, guint, i))->count;
  return n;
}

/* ---- a tile type's edges and features ----------------------------------- */

/* The letter of an edge kind in tile data: the letter of the feature kind
 * that names it ("F" field, "M" meadow) */
static char
edge_letter (guint edge_kind)
{
  const CarcFeatureKindInfo *info = carc_registry_feature (carc_registry_feature_of_edge (edge_kind));
  return info && info->letter ? info->letter : '?';
}

void
carc_tile_type_edge_letters (const CarcTileType *type,
                             guint               rotation,
                             char                out[5])
{
  CarcEdgeCode code = carc_tile_type_edge_code (type, rotation);

  for (guint e = 0; e < 4; e++)
    out[e] = edge_letter (carc_edge_code_get (code, e));
  out[4] = '\0';
}

guint
carc_tile_type_find_feature (const CarcTileType *type,
                             guint               rotation,
                             guint16             loc)
{
  guint found = CARC_NO_FEATURE;

  /* no place at all is contained in every feature: it names none */
  if (loc == 0)
    return CARC_NO_FEATURE;
  for (guint i = 0; i < type->n_features; i++)
    {
      const CarcFeatureDef *f = &type->features[i];
      guint16 have = carc_loc_rotate (f->locations, rotation);

      if (f->kind == CARC_FEATURE_MONASTERY)
        have = CARC_LOC_INNER;
      if ((have & loc) == loc)
        {
          if (found != CARC_NO_FEATURE)
            return CARC_NO_FEATURE;
          found = i;
        }
    }
  return found;
}

/* ---- uncertain values --------------------------------------------------- */

static const char *
uncertain_note (char * const *pairs,
                const char   *member)
{
  for (guint i = 0; pairs && pairs[i] && pairs[i + 1]; i += 2)
    if (strcmp (pairs[i], member) == 0)
      return pairs[i + 1];
  return NULL;
}

/**
 * carc_tile_type_uncertain_note:
 * @member: a member of the tile's data ("count", "wheel", "edges", …)
 *
 * Returns: (nullable): the data file's note on why @member's value is
 * uncertain, or %NULL when the value is not marked uncertain.
 */
const char *
carc_tile_type_uncertain_note (const CarcTileType *type,
                               const char         *member)
{
  g_return_val_if_fail (type != NULL && member != NULL, NULL);
  return uncertain_note (type->uncertain, member);
}

/* The same for a set-wide value (the file's top-level "uncertain"). */
const char *
carc_tile_set_uncertain_note (const CarcTileSet *set,
                              const char        *member)
{
  g_return_val_if_fail (set != NULL && member != NULL, NULL);
  return uncertain_note (set->uncertain, member);
}

/* Read from the tile data once per catalogue: a box's custom tiles ask it
 * for every tile they describe. A catalogue is not changed once it is
 * shared, so two threads asking at once both store the same value. */
guint32
carc_catalogue_get_wall_kinds (const CarcCatalogue *self)
{
  CarcCatalogue *cache = (CarcCatalogue *) self;
  guint32 seen = 0, lined = 0;
  guint known;

  G_STATIC_ASSERT (CARC_N_FEATURE_KINDS < 32);
  g_return_val_if_fail (self != NULL, 0);

  known = (guint) g_atomic_int_get (&cache->wall_kinds);
  if (known & WALL_KINDS_KNOWN)
    return known & ~WALL_KINDS_KNOWN;

  for (guint t = 0; t < self->types->len; t++)
    {
      const CarcTileType *type = self->types->pdata[t];
      guint16 halves = 0;

      for (guint i = 0; i < type->n_features; i++)
        if (carc_registry_feature (type->features[i].kind)->shape == CARC_FEATURE_SHAPE_HALVES)
          halves |= type->features[i].locations & CARC_LOC_HALVES;
      for (guint i = 0; i < type->n_features; i++)
        if (carc_registry_feature (type->features[i].kind)->shape == CARC_FEATURE_SHAPE_EDGES)
          for (guint e = 0; e < 4; e++)
            if (type->features[i].locations & CARC_LOC_EDGE (e))
              {
                seen |= 1u << type->features[i].kind;
                if (halves & (CARC_LOC_HALF (2 * e) | CARC_LOC_HALF (2 * e + 1)))
                  lined |= 1u << type->features[i].kind;
              }
    }
  g_atomic_int_set (&cache->wall_kinds, (gint) ((seen & ~lined) | WALL_KINDS_KNOWN));
  return seen & ~lined;
}
