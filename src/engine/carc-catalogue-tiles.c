/* carc-catalogue-tiles.c: the tile and feature readers of the tile data
 *
 * A tile object and its features, their places and the edges they give,
 * checked completely and read with what the descriptors print on them
 * into a CarcTileType and its derived tables. The set file around it is
 * carc-catalogue.c's; a box's tiles come here through
 * carc-catalogue-derive.c.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-catalogue-private.h"

#include <string.h>

/* Lets every descriptor read its members of a tile (@type) or feature (@f). */
static gboolean
load_registered (JsonObject     *obj,
                 CarcTileType   *type,
                 CarcFeatureDef *f,
                 const Where    *where,
                 GError        **error)
{
  guint n;
  const CarcExpansion * const *all = carc_registry_all (&n);

  for (guint e = 0; e < n; e++)
    {
      g_autoptr(GError) local = NULL;
      gboolean ok = TRUE;

      if (type && all[e]->load_tile)
        ok = all[e]->load_tile (obj, type, &local);
      else if (f && all[e]->load_feature)
        ok = all[e]->load_feature (obj, f, &local);
      if (!ok)
        return catalogue_fail (error, where, "%s", local->message);
    }
  return TRUE;
}

/* ---- derived tables ----------------------------------------------------- */

static guint
edge_kind_of_feature (CarcFeatureKind kind)
{
  return carc_registry_feature (kind)->edge_kind;
}

static CarcFeatureShape
shape_of (CarcFeatureKind kind)
{
  return (CarcFeatureShape) carc_registry_feature (kind)->shape;
}

/* A feature kind by its name in tile data: the kinds of the game or
 * expansion owning the set come first (two games may both have a "river") */
static gboolean
parse_kind (const Where     *where,
            const char      *name,
            CarcFeatureKind *kind)
{
  if (where->owner)
    for (guint i = 0; i < where->owner->n_features; i++)
      if (strcmp (where->owner->features[i].name, name) == 0)
        {
          *kind = where->owner->features[i].id;
          return TRUE;
        }
  return carc_feature_kind_parse (name, kind);
}

static void
derive_tables (CarcTileType *type)
{
  CarcEdgeCode code = 0;
  guint16 whole_edges = 0;

  memset (type->edge_features, CARC_NO_FEATURE, sizeof type->edge_features);
  memset (type->half_feature, CARC_NO_FEATURE, sizeof type->half_feature);
  type->monastery = CARC_NO_FEATURE;

  for (guint i = 0; i < type->n_features; i++)
    {
      const CarcFeatureDef *f = &type->features[i];

      if (f->kind == CARC_FEATURE_MONASTERY)
        type->monastery = i;

      for (guint e = 0; e < 4; e++)
        {
          guint16 bit = CARC_LOC_EDGE (e);
          if ((f->locations | f->joins) & bit)
            {
              guint8 *slot = type->edge_features[e];
              if (slot[0] == CARC_NO_FEATURE)
                slot[0] = i;
              else
                slot[1] = i;
            }
          if (f->locations & bit)
            {
              code |= (CarcEdgeCode) (edge_kind_of_feature (f->kind) << (CARC_EDGE_KIND_BITS * e));
              whole_edges |= bit;
            }
        }
      for (guint h = 0; h < 8; h++)
        if (shape_of (f->kind) == CARC_FEATURE_SHAPE_HALVES && (f->locations & CARC_LOC_HALF (h)))
          type->half_feature[h] = i;
    }

  /* an edge of half-edges shows what lies on its first half (a field, a
   * meadow) */
  for (guint e = 0; e < 4; e++)
    if (!(whole_edges & CARC_LOC_EDGE (e)) && type->half_feature[2 * e] != CARC_NO_FEATURE)
      code |= (CarcEdgeCode) (edge_kind_of_feature (type->features[type->half_feature[2 * e]].kind)
                              << (CARC_EDGE_KIND_BITS * e));

  for (guint r = 0; r < 4; r++)
    type->edge_code[r] = carc_edge_code_rotate (code, r);

  /* A rotation is distinct unless an earlier rotation gives the same
   * features at the same places (e.g. a monastery turned 90° is the same). */
  type->distinct_rotations = 1;
  for (guint r = 1; r < 4; r++)
    {
      gboolean distinct = TRUE;
      for (guint q = 0; q < r && distinct; q++)
        {
          gboolean same = TRUE;
          for (guint i = 0; i < type->n_features && same; i++)
            {
              const CarcFeatureDef *f = &type->features[i];
              guint16 want = carc_loc_rotate (f->locations, r);
              gboolean found = FALSE;
              for (guint j = 0; j < type->n_features; j++)
                {
                  const CarcFeatureDef *g = &type->features[j];
                  if (g->kind == f->kind
                      && carc_loc_rotate (g->locations, q) == want
                      && g->pennants == f->pennants && g->flags == f->flags
                      && memcmp (g->counters, f->counters, sizeof f->counters) == 0
                      && carc_loc_rotate (g->joins, q) == carc_loc_rotate (f->joins, r))
                    found = TRUE;
                }
              same = found;
            }
          if (same)
            distinct = FALSE;
        }
      if (distinct)
        type->distinct_rotations |= 1u << r;
    }
}

/* ---- parsing ------------------------------------------------------------ */

static gboolean
parse_locations (JsonObject  *obj,
                 const char  *key,
                 guint16     *out,
                 const Where *where,
                 GError     **error)
{
  const char *text;

  if (!catalogue_get_string (obj, key, FALSE, &text, where, error))
    return FALSE;
  *out = 0;
  if (text == NULL)
    return TRUE;
  if (!carc_loc_parse (text, out))
    return catalogue_fail (error, where, "“%s”: “%s” is not a list of locations (N E S W, NL NR EL ER SL SR WL WR, I, II)",
                 key, text);
  return TRUE;
}

static gboolean
parse_feature (JsonNode       *node,
               CarcFeatureDef *f,
               const Where    *where,
               GError        **error)
{
  static const char * const keys[] = { "kind", "at", "pennants", "joins", "cities", NULL };
  JsonObject *obj;
  const char *kind_name;
  gint64 pennants;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return catalogue_fail (error, where, "must be an object");
  obj = json_node_get_object (node);
  if (!catalogue_check_keys (obj, keys, MEMBERS_FEATURE, where, "feature", error))
    return FALSE;

  memset (f, 0, sizeof *f);
  if (!catalogue_get_string (obj, "kind", TRUE, &kind_name, where, error))
    return FALSE;
  if (!parse_kind (where, kind_name, &f->kind))
    return catalogue_fail (error, where, "unknown kind “%s” (road, city, field, monastery, river; forest, meadow, river, lake)",
                 kind_name);

  if (!parse_locations (obj, "at", &f->locations, where, error)
      || !parse_locations (obj, "joins", &f->joins, where, error)
      || !parse_locations (obj, "cities", &f->cities, where, error)
      || !catalogue_get_int (obj, "pennants", 0, 4, 0, &pennants, where, error))
    return FALSE;

  switch (shape_of (f->kind))
    {
    case CARC_FEATURE_SHAPE_INNER:
      if (f->kind == CARC_FEATURE_MONASTERY && f->locations != 0 && f->locations != CARC_LOC_INNER)
        return catalogue_fail (error, where, "a monastery lies at I only");
      if (f->locations != CARC_LOC_INNER && f->locations != CARC_LOC_INNER2)
        {
          if (f->locations != 0)
            return catalogue_fail (error, where, "a %s lies at I or II", kind_name);
          f->locations = CARC_LOC_INNER;
        }
      break;
    case CARC_FEATURE_SHAPE_HALVES:
      if (f->locations == 0)
        return catalogue_fail (error, where, "a %s needs “at”", kind_name);
      if (f->locations & CARC_LOC_EDGES)
        return catalogue_fail (error, where, "a %s lies on half-edges (NL … WR) or I/II, not whole edges", kind_name);
      break;
    case CARC_FEATURE_SHAPE_EDGES:
    default:
      if (f->locations == 0)
        return catalogue_fail (error, where, "a %s needs “at”", kind_name);
      if (f->locations & ~CARC_LOC_EDGES)
        return catalogue_fail (error, where, "a %s lies on whole edges (N E S W)", kind_name);
      break;
    }

  if (pennants && f->kind != CARC_FEATURE_CITY)
    return catalogue_fail (error, where, "only a city has pennants");
  f->pennants = (guint8) pennants;
  /* what the expansions print on a feature */
  if (!load_registered (obj, NULL, f, where, error))
    return FALSE;
  if (f->joins)
    {
      if (f->kind != CARC_FEATURE_CITY)
        return catalogue_fail (error, where, "only a city joins a split edge");
      if (f->joins & ~CARC_LOC_EDGES)
        return catalogue_fail (error, where, "“joins” lists whole edges");
      if (f->joins & f->locations)
        return catalogue_fail (error, where, "“joins” repeats an edge of “at”");
    }
  if (f->cities && f->kind != CARC_FEATURE_FIELD)
    return catalogue_fail (error, where, "only a field lists the cities it touches");
  if (f->cities & ~CARC_LOC_EDGES)
    return catalogue_fail (error, where, "“cities” names a city by one of its edges (N E S W)");
  /* f->cities holds edges until resolve_field_cities() turns them into indices */
  return TRUE;
}

static gboolean
resolve_field_cities (CarcTileType *type,
                      Where        *where,
                      GError      **error)
{
  for (guint i = 0; i < type->n_features; i++)
    {
      CarcFeatureDef *f = &type->features[i];
      guint16 edges = f->cities;
      guint16 indices = 0;

      if (f->kind != CARC_FEATURE_FIELD)
        continue;
      where->feature = i;
      for (guint e = 0; e < 4; e++)
        {
          gboolean found = FALSE;
          if (!(edges & CARC_LOC_EDGE (e)))
            continue;
          for (guint j = 0; j < type->n_features; j++)
            if (type->features[j].kind == CARC_FEATURE_CITY
                && (type->features[j].locations & CARC_LOC_EDGE (e)))
              {
                indices |= 1u << j;
                found = TRUE;
              }
          if (!found)
            return catalogue_fail (error, where, "“cities” names %s, but no city of this tile lies there",
                         carc_edge_name (e));
        }
      f->cities = indices;
    }
  where->feature = -1;
  return TRUE;
}

static gboolean
check_tile_geometry (CarcTileType *type,
                     const char   *edges_text,
                     Where        *where,
                     GError      **error)
{
  guint16 used_edges = 0, used_halves = 0, used_inner = 0;
  guint16 city_edges = 0, blocking_edges = 0;
  guint monasteries = 0;
  char derived[5] = "????";
  char half_letter[4] = { '?', '?', '?', '?' };

  for (guint i = 0; i < type->n_features; i++)
    {
      const CarcFeatureDef *f = &type->features[i];
      where->feature = i;
      switch (shape_of (f->kind))
        {
        case CARC_FEATURE_SHAPE_INNER:
          if (f->kind == CARC_FEATURE_MONASTERY)
            monasteries++;
          else if (used_inner & f->locations)
            return catalogue_fail (error, where, "shares an inner location with another feature");
          used_inner |= f->locations;
          break;
        case CARC_FEATURE_SHAPE_HALVES:
          for (guint e = 0; e < 4; e++)
            if (f->locations & CARC_LOC_HALF (2 * e))
              half_letter[e] = carc_registry_feature (f->kind)->letter;
          if (used_halves & f->locations & CARC_LOC_HALVES)
            return catalogue_fail (error, where, "shares a half-edge with another field");
          if (used_inner & f->locations & (CARC_LOC_INNER | CARC_LOC_INNER2))
            return catalogue_fail (error, where, "shares an inner location with another field");
          used_halves |= f->locations & CARC_LOC_HALVES;
          used_inner |= f->locations & (CARC_LOC_INNER | CARC_LOC_INNER2);
          break;
        default:
          if (used_edges & f->locations)
            return catalogue_fail (error, where, "shares an edge with another feature");
          used_edges |= f->locations;
          if (f->kind == CARC_FEATURE_CITY)
            city_edges |= f->locations;
          blocking_edges |= f->locations;
          for (guint e = 0; e < 4; e++)
            if (f->locations & CARC_LOC_EDGE (e))
              derived[e] = carc_registry_feature (f->kind)->letter;
          break;
        }
    }
  where->feature = -1;

  if (monasteries > 1)
    return catalogue_fail (error, where, "has more than one monastery");
  /* an edge of half-edges shows what lies there (a field, a meadow) */
  for (guint e = 0; e < 4; e++)
    if (!(blocking_edges & CARC_LOC_EDGE (e)))
      derived[e] = half_letter[e];

  for (guint i = 0; i < type->n_features; i++)
    {
      const CarcFeatureDef *f = &type->features[i];
      if (f->joins & ~city_edges)
        {
          where->feature = i;
          return catalogue_fail (error, where, "“joins” an edge that is not a city edge of this tile");
        }
    }

  for (guint e = 0; e < 4; e++)
    {
      guint16 halves = CARC_LOC_HALF (2 * e) | CARC_LOC_HALF (2 * e + 1);
      if ((city_edges & CARC_LOC_EDGE (e)) && (used_halves & halves))
        return catalogue_fail (error, where, "a field lies on city edge %s", carc_edge_name (e));
      if (!(blocking_edges & CARC_LOC_EDGE (e)) && (used_halves & halves) != halves)
        return catalogue_fail (error, where, "field edge %s needs a field on both of its half-edges",
                     carc_edge_name (e));
    }

  if (edges_text == NULL || strlen (edges_text) != 4)
    return catalogue_fail (error, where, "“edges” must be 4 letters N E S W from F R C I (W: the wheel board; Hunters & Gatherers: F M R), e.g. “CRFR”");
  if (strcmp (edges_text, derived) != 0)
    return catalogue_fail (error, where, "“edges” says %s but the features give %s", edges_text, derived);
  return TRUE;
}

/* "uncertain": {"member": "why this value may be wrong", …} marks values
 * the public sources cannot confirm (RULES.md: the box on the table is the
 * truth), so front ends can say so and let the table correct them. Kept as
 * member/note pairs. */
gboolean
catalogue_parse_uncertain (JsonObject  *obj,
                 char      ***out,
                 const Where *where,
                 GError     **error)
{
  JsonNode *node = json_object_get_member (obj, "uncertain");
  g_autoptr(GStrvBuilder) pairs = NULL;
  g_autoptr(GList) members = NULL;

  *out = NULL;
  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return catalogue_fail (error, where, "“uncertain” must be an object of notes by member name");
  pairs = g_strv_builder_new ();
  members = json_object_get_members (json_node_get_object (node));
  for (GList *l = members; l; l = l->next)
    {
      JsonNode *note = json_object_get_member (json_node_get_object (node), l->data);
      if (*(const char *) l->data == '\0')
        return catalogue_fail (error, where, "“uncertain” names an empty member");
      if (!JSON_NODE_HOLDS_VALUE (note) || json_node_get_value_type (note) != G_TYPE_STRING
          || *json_node_get_string (note) == '\0')
        return catalogue_fail (error, where, "“uncertain”: the note on “%s” must be a non-empty string",
                     (const char *) l->data);
      g_strv_builder_add (pairs, l->data);
      g_strv_builder_add (pairs, json_node_get_string (note));
    }
  *out = g_strv_builder_end (pairs);
  return TRUE;
}

gboolean
catalogue_parse_tile (CarcCatalogue *self,
            JsonNode      *node,
            guint          set_index,
            CarcTileType **out,
            Where         *where,
            GError       **error)
{
  static const char * const keys[] = {
    "id", "count", "edges", "features", "stack", "wheel", "thief", "note", "uncertain",
    "game",  /* a box's own tile: the game whose kinds it names (carc_catalogue_derive()) */
    NULL
  };
  g_autofree CarcTileType *type = NULL;
  JsonObject *obj;
  JsonArray *features;
  const char *id, *edges, *stack, *note;
  gint64 count, wheel, thief;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return catalogue_fail (error, where, "a tile must be an object");
  obj = json_node_get_object (node);

  if (!catalogue_get_string (obj, "id", TRUE, &id, where, error))
    return FALSE;
  where->tile = id;
  if (!catalogue_check_keys (obj, keys, MEMBERS_TILE, where, "tile", error))
    return FALSE;
  if (*id == '\0')
    return catalogue_fail (error, where, "empty id");
  if (g_hash_table_contains (self->by_id, id))
    return catalogue_fail (error, where, "the id is defined twice");

  type = g_new0 (CarcTileType, 1);
  type->set = set_index;
  if (!catalogue_get_int (obj, "count", 0, 99, -1, &count, where, error)
      || !catalogue_get_string (obj, "edges", TRUE, &edges, where, error)
      || !catalogue_get_string (obj, "stack", FALSE, &stack, where, error)
      || !catalogue_get_string (obj, "note", FALSE, &note, where, error)
      || !catalogue_get_int (obj, "wheel", 0, 3, -1, &wheel, where, error)
      || !catalogue_get_int (obj, "thief", 0, 99, -1, &thief, where, error))
    return FALSE;
  if (count < 0)
    return catalogue_fail (error, where, "missing “count”");

  type->count = (guint) count;
  if (!load_registered (obj, type, NULL, where, error))
    return FALSE;
  type->wheel_symbol = (gint8) wheel;
  type->thief_value = (gint8) thief;
  if (stack == NULL || strcmp (stack, "normal") == 0)
    type->stack = CARC_STACK_NORMAL;
  else if (strcmp (stack, "river") == 0)
    type->stack = CARC_STACK_RIVER;
  else if (strcmp (stack, "spring") == 0)
    type->stack = CARC_STACK_SPRING;
  else if (strcmp (stack, "lake") == 0)
    type->stack = CARC_STACK_LAKE;
  else
    return catalogue_fail (error, where, "unknown stack “%s” (normal, river, spring, lake)", stack);

  node = json_object_get_member (obj, "features");
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return catalogue_fail (error, where, "“features” must be an array");
  features = json_node_get_array (node);
  if (json_array_get_length (features) == 0)
    return catalogue_fail (error, where, "has no features");
  if (json_array_get_length (features) > CARC_MAX_TILE_FEATURES)
    return catalogue_fail (error, where, "has more than %d features", CARC_MAX_TILE_FEATURES);

  type->n_features = (guint8) json_array_get_length (features);
  for (guint i = 0; i < type->n_features; i++)
    {
      where->feature = i;
      if (!parse_feature (json_array_get_element (features, i), &type->features[i], where, error))
        return FALSE;
    }
  where->feature = -1;

  if (!resolve_field_cities (type, where, error)
      || !check_tile_geometry (type, edges, where, error))
    return FALSE;

  if (type->stack != CARC_STACK_NORMAL)
    {
      gboolean has_river = FALSE;
      for (guint i = 0; i < type->n_features; i++)
        has_river |= type->features[i].kind == CARC_FEATURE_RIVER;
      if (!has_river)
        return catalogue_fail (error, where, "a River stack tile needs a river");
    }

  if (!catalogue_parse_uncertain (obj, &type->uncertain, where, error))
    return FALSE;
  type->id = g_strdup (id);
  type->source = json_object_ref (obj);
  derive_tables (type);
  *out = g_steal_pointer (&type);
  return TRUE;
}
