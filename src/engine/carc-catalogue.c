/* carc-catalogue.c: tile types and tile sets, loaded from data files
 *
 * The file format is documented in docs/tile-catalogue.md. Every file is
 * validated completely: a broken file is an error naming the file, the tile
 * and the feature, never a crash and never a half-loaded set.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-catalogue.h"

#include <json-glib/json-glib.h>
#include <string.h>

#include "carc-expansion.h"
#include "carc-json.h"
#include "carc-resources.h"

#define FORMAT_NAME "carcassonne-companion/tiles"
#define FORMAT_VERSION 1
#define DEFAULT_RESOURCE_DIR "/io/github/CarcassonneCompanion/tiles"

struct _CarcCatalogue
{
  gatomicrefcount ref_count;
  GPtrArray *types;     /* CarcTileType* */
  GPtrArray *sets;      /* CarcTileSet* */
  GHashTable *by_id;    /* tile id -> index+1 */
  CarcCatalogue *base;  /* what a derived catalogue was made from (a reference), or NULL */
  int custom_set;       /* index of the set of custom tiles, or -1 */
  gint wall_kinds;      /* carc_catalogue_get_wall_kinds () with WALL_KINDS_KNOWN, or 0 before it is asked */
};

#define WALL_KINDS_KNOWN (1u << 31)

G_DEFINE_QUARK (carc-catalogue-error-quark, carc_catalogue_error)

static void
tile_type_free (gpointer data)
{
  CarcTileType *type = data;
  g_free (type->id);
  g_clear_pointer (&type->source, json_object_unref);
  g_strfreev (type->uncertain);
  g_free (type);
}

static void
tile_set_free (gpointer data)
{
  CarcTileSet *set = data;
  g_free (set->id);
  g_free (set->name);
  g_free (set->jcz_id);
  g_free (set->source_file);
  g_strfreev (set->uncertain);
  g_array_unref (set->tiles);
  g_clear_pointer (&set->members, json_object_unref);
  g_free (set);
}

CarcCatalogue *
carc_catalogue_new (void)
{
  CarcCatalogue *self = g_new0 (CarcCatalogue, 1);
  g_atomic_ref_count_init (&self->ref_count);
  self->types = g_ptr_array_new_with_free_func (tile_type_free);
  self->sets = g_ptr_array_new_with_free_func (tile_set_free);
  self->by_id = g_hash_table_new (g_str_hash, g_str_equal);
  self->custom_set = -1;
  return self;
}

CarcCatalogue *
carc_catalogue_ref (CarcCatalogue *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

void
carc_catalogue_unref (CarcCatalogue *self)
{
  g_return_if_fail (self != NULL);
  if (g_atomic_ref_count_dec (&self->ref_count))
    {
      g_hash_table_unref (self->by_id);
      g_ptr_array_unref (self->types);
      g_ptr_array_unref (self->sets);
      g_clear_pointer (&self->base, carc_catalogue_unref);
      g_free (self);
    }
}

/* ---- validation helpers ------------------------------------------------ */

typedef struct {
  const char *file;
  const char *tile;   /* NULL while reading the set header */
  int feature;        /* -1 when not inside a feature */
  const CarcExpansion *owner;  /* the descriptor owning the set being read, if any */
} Where;

G_GNUC_PRINTF (3, 4)
static gboolean
fail (GError     **error,
      const Where *where,
      const char  *format,
      ...)
{
  va_list args;
  g_autofree char *msg = NULL;
  g_autoptr(GString) prefix = g_string_new (where->file);

  va_start (args, format);
  msg = g_strdup_vprintf (format, args);
  va_end (args);

  if (where->tile)
    g_string_append_printf (prefix, ": tile %s", where->tile);
  if (where->feature >= 0)
    g_string_append_printf (prefix, ": feature %d", where->feature + 1);

  g_set_error (error, CARC_CATALOGUE_ERROR, CARC_CATALOGUE_ERROR_INVALID,
               "%s: %s", prefix->str, msg);
  return FALSE;
}

/* Which of the descriptors' member lists a JSON object may use besides
 * the core's. */
typedef enum
{
  MEMBERS_CORE,      /* none: the core's only */
  MEMBERS_FEATURE,   /* CarcExpansion.feature_members */
  MEMBERS_TILE,      /* CarcExpansion.tile_members */
  MEMBERS_FILE,      /* CarcExpansion.file_members: a file's top level */
} Members;

static const char * const *
registered_members (const CarcExpansion *exp,
                    Members              members)
{
  switch (members)
    {
    case MEMBERS_FEATURE:
      return exp->feature_members;
    case MEMBERS_TILE:
      return exp->tile_members;
    case MEMBERS_FILE:
      return exp->file_members;
    case MEMBERS_CORE:
    default:
      return NULL;
    }
}

static gboolean
key_listed (const char         *key,
            const char * const *list)
{
  for (guint i = 0; list != NULL && list[i] != NULL; i++)
    if (strcmp (key, list[i]) == 0)
      return TRUE;
  return FALSE;
}

/* Every member of @obj is one of the core's @allowed or of a registered
 * descriptor's @members. */
static gboolean
check_keys (JsonObject         *obj,
            const char * const *allowed,
            Members             members,
            const Where        *where,
            const char         *what,
            GError            **error)
{
  g_autoptr(GList) keys = json_object_get_members (obj);
  guint n;
  const CarcExpansion * const *all = carc_registry_all (&n);

  for (GList *l = keys; l; l = l->next)
    {
      gboolean ok = key_listed (l->data, allowed);

      for (guint e = 0; e < n && !ok; e++)
        ok = key_listed (l->data, registered_members (all[e], members));
      if (!ok)
        return fail (error, where, "unknown %s key “%s”", what, (const char *) l->data);
    }
  return TRUE;
}

static gboolean
get_string (JsonObject  *obj,
            const char  *key,
            gboolean     required,
            const char **out,
            const Where *where,
            GError     **error)
{
  JsonNode *node = json_object_get_member (obj, key);

  *out = NULL;
  if (node == NULL)
    return required ? fail (error, where, "missing “%s”", key) : TRUE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return fail (error, where, "“%s” must be a string", key);
  *out = json_node_get_string (node);
  return TRUE;
}

static gboolean
get_int (JsonObject  *obj,
         const char  *key,
         gint64       min,
         gint64       max,
         gint64       fallback,
         gint64      *out,
         const Where *where,
         GError     **error)
{
  JsonNode *node = json_object_get_member (obj, key);
  gint64 v;

  *out = fallback;
  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return fail (error, where, "“%s” must be an integer", key);
  v = json_node_get_int (node);
  if (v < min || v > max)
    return fail (error, where, "“%s” is %" G_GINT64_FORMAT ", expected %" G_GINT64_FORMAT "–%" G_GINT64_FORMAT,
                 key, v, min, max);
  *out = v;
  return TRUE;
}

static gboolean
get_bool (JsonObject  *obj,
          const char  *key,
          gboolean    *out,
          const Where *where,
          GError     **error)
{
  JsonNode *node = json_object_get_member (obj, key);

  *out = FALSE;
  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    return fail (error, where, "“%s” must be true or false", key);
  *out = json_node_get_boolean (node);
  return TRUE;
}

static gboolean
has_file_members (JsonObject *obj)
{
  guint n;
  const CarcExpansion * const *all = carc_registry_all (&n);

  for (guint e = 0; e < n; e++)
    for (guint i = 0; all[e]->file_members && all[e]->file_members[i]; i++)
      if (json_object_has_member (obj, all[e]->file_members[i]))
        return TRUE;
  return FALSE;
}

/* Lets every descriptor check its members of a file's top level. */
static gboolean
load_file_registered (JsonObject  *obj,
                      const Where *where,
                      GError     **error)
{
  guint n;
  const CarcExpansion * const *all = carc_registry_all (&n);

  for (guint e = 0; e < n; e++)
    {
      g_autoptr(GError) local = NULL;

      if (all[e]->load_file && !all[e]->load_file (obj, &local))
        return fail (error, where, "%s", local->message);
    }
  return TRUE;
}

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
        return fail (error, where, "%s", local->message);
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

/* The letter of an edge kind in tile data: the letter of the feature kind
 * that names it ("F" field, "M" meadow) */
static char
edge_letter (guint edge_kind)
{
  const CarcFeatureKindInfo *info = carc_registry_feature (carc_registry_feature_of_edge (edge_kind));
  return info && info->letter ? info->letter : '?';
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

/* ---- parsing ------------------------------------------------------------ */

static gboolean
parse_locations (JsonObject  *obj,
                 const char  *key,
                 guint16     *out,
                 const Where *where,
                 GError     **error)
{
  const char *text;

  if (!get_string (obj, key, FALSE, &text, where, error))
    return FALSE;
  *out = 0;
  if (text == NULL)
    return TRUE;
  if (!carc_loc_parse (text, out))
    return fail (error, where, "“%s”: “%s” is not a list of locations (N E S W, NL NR EL ER SL SR WL WR, I, II)",
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
    return fail (error, where, "must be an object");
  obj = json_node_get_object (node);
  if (!check_keys (obj, keys, MEMBERS_FEATURE, where, "feature", error))
    return FALSE;

  memset (f, 0, sizeof *f);
  if (!get_string (obj, "kind", TRUE, &kind_name, where, error))
    return FALSE;
  if (!parse_kind (where, kind_name, &f->kind))
    return fail (error, where, "unknown kind “%s” (road, city, field, monastery, river; forest, meadow, river, lake)",
                 kind_name);

  if (!parse_locations (obj, "at", &f->locations, where, error)
      || !parse_locations (obj, "joins", &f->joins, where, error)
      || !parse_locations (obj, "cities", &f->cities, where, error)
      || !get_int (obj, "pennants", 0, 4, 0, &pennants, where, error))
    return FALSE;

  switch (shape_of (f->kind))
    {
    case CARC_FEATURE_SHAPE_INNER:
      if (f->kind == CARC_FEATURE_MONASTERY && f->locations != 0 && f->locations != CARC_LOC_INNER)
        return fail (error, where, "a monastery lies at I only");
      if (f->locations != CARC_LOC_INNER && f->locations != CARC_LOC_INNER2)
        {
          if (f->locations != 0)
            return fail (error, where, "a %s lies at I or II", kind_name);
          f->locations = CARC_LOC_INNER;
        }
      break;
    case CARC_FEATURE_SHAPE_HALVES:
      if (f->locations == 0)
        return fail (error, where, "a %s needs “at”", kind_name);
      if (f->locations & CARC_LOC_EDGES)
        return fail (error, where, "a %s lies on half-edges (NL … WR) or I/II, not whole edges", kind_name);
      break;
    case CARC_FEATURE_SHAPE_EDGES:
    default:
      if (f->locations == 0)
        return fail (error, where, "a %s needs “at”", kind_name);
      if (f->locations & ~CARC_LOC_EDGES)
        return fail (error, where, "a %s lies on whole edges (N E S W)", kind_name);
      break;
    }

  if (pennants && f->kind != CARC_FEATURE_CITY)
    return fail (error, where, "only a city has pennants");
  f->pennants = (guint8) pennants;
  /* what the expansions print on a feature */
  if (!load_registered (obj, NULL, f, where, error))
    return FALSE;
  if (f->joins)
    {
      if (f->kind != CARC_FEATURE_CITY)
        return fail (error, where, "only a city joins a split edge");
      if (f->joins & ~CARC_LOC_EDGES)
        return fail (error, where, "“joins” lists whole edges");
      if (f->joins & f->locations)
        return fail (error, where, "“joins” repeats an edge of “at”");
    }
  if (f->cities && f->kind != CARC_FEATURE_FIELD)
    return fail (error, where, "only a field lists the cities it touches");
  if (f->cities & ~CARC_LOC_EDGES)
    return fail (error, where, "“cities” names a city by one of its edges (N E S W)");
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
            return fail (error, where, "“cities” names %s, but no city of this tile lies there",
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
            return fail (error, where, "shares an inner location with another feature");
          used_inner |= f->locations;
          break;
        case CARC_FEATURE_SHAPE_HALVES:
          for (guint e = 0; e < 4; e++)
            if (f->locations & CARC_LOC_HALF (2 * e))
              half_letter[e] = carc_registry_feature (f->kind)->letter;
          if (used_halves & f->locations & CARC_LOC_HALVES)
            return fail (error, where, "shares a half-edge with another field");
          if (used_inner & f->locations & (CARC_LOC_INNER | CARC_LOC_INNER2))
            return fail (error, where, "shares an inner location with another field");
          used_halves |= f->locations & CARC_LOC_HALVES;
          used_inner |= f->locations & (CARC_LOC_INNER | CARC_LOC_INNER2);
          break;
        default:
          if (used_edges & f->locations)
            return fail (error, where, "shares an edge with another feature");
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
    return fail (error, where, "has more than one monastery");
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
          return fail (error, where, "“joins” an edge that is not a city edge of this tile");
        }
    }

  for (guint e = 0; e < 4; e++)
    {
      guint16 halves = CARC_LOC_HALF (2 * e) | CARC_LOC_HALF (2 * e + 1);
      if ((city_edges & CARC_LOC_EDGE (e)) && (used_halves & halves))
        return fail (error, where, "a field lies on city edge %s", carc_edge_name (e));
      if (!(blocking_edges & CARC_LOC_EDGE (e)) && (used_halves & halves) != halves)
        return fail (error, where, "field edge %s needs a field on both of its half-edges",
                     carc_edge_name (e));
    }

  if (edges_text == NULL || strlen (edges_text) != 4)
    return fail (error, where, "“edges” must be 4 letters N E S W from F R C I (W: the wheel board; Hunters & Gatherers: F M R), e.g. “CRFR”");
  if (strcmp (edges_text, derived) != 0)
    return fail (error, where, "“edges” says %s but the features give %s", edges_text, derived);
  return TRUE;
}

/* "uncertain": {"member": "why this value may be wrong", …} marks values
 * the public sources cannot confirm (RULES.md: the box on the table is the
 * truth), so front ends can say so and let the table correct them. Kept as
 * member/note pairs. */
static gboolean
parse_uncertain (JsonObject  *obj,
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
    return fail (error, where, "“uncertain” must be an object of notes by member name");
  pairs = g_strv_builder_new ();
  members = json_object_get_members (json_node_get_object (node));
  for (GList *l = members; l; l = l->next)
    {
      JsonNode *note = json_object_get_member (json_node_get_object (node), l->data);
      if (*(const char *) l->data == '\0')
        return fail (error, where, "“uncertain” names an empty member");
      if (!JSON_NODE_HOLDS_VALUE (note) || json_node_get_value_type (note) != G_TYPE_STRING
          || *json_node_get_string (note) == '\0')
        return fail (error, where, "“uncertain”: the note on “%s” must be a non-empty string",
                     (const char *) l->data);
      g_strv_builder_add (pairs, l->data);
      g_strv_builder_add (pairs, json_node_get_string (note));
    }
  *out = g_strv_builder_end (pairs);
  return TRUE;
}

static const char *
uncertain_note (char * const *pairs,
                const char   *member)
{
  for (guint i = 0; pairs && pairs[i] && pairs[i + 1]; i += 2)
    if (strcmp (pairs[i], member) == 0)
      return pairs[i + 1];
  return NULL;
}

static gboolean
parse_tile (CarcCatalogue *self,
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
  const char *id, *edges, *stack;
  gint64 count, wheel, thief;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return fail (error, where, "a tile must be an object");
  obj = json_node_get_object (node);

  if (!get_string (obj, "id", TRUE, &id, where, error))
    return FALSE;
  where->tile = id;
  if (!check_keys (obj, keys, MEMBERS_TILE, where, "tile", error))
    return FALSE;
  if (*id == '\0')
    return fail (error, where, "empty id");
  if (g_hash_table_contains (self->by_id, id))
    return fail (error, where, "the id is defined twice");

  type = g_new0 (CarcTileType, 1);
  type->set = set_index;
  if (!get_int (obj, "count", 0, 99, -1, &count, where, error)
      || !get_string (obj, "edges", TRUE, &edges, where, error)
      || !get_string (obj, "stack", FALSE, &stack, where, error)
      || !get_int (obj, "wheel", 0, 3, -1, &wheel, where, error)
      || !get_int (obj, "thief", 0, 99, -1, &thief, where, error))
    return FALSE;
  if (count < 0)
    return fail (error, where, "missing “count”");

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
    return fail (error, where, "unknown stack “%s” (normal, river, spring, lake)", stack);

  node = json_object_get_member (obj, "features");
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return fail (error, where, "“features” must be an array");
  features = json_node_get_array (node);
  if (json_array_get_length (features) == 0)
    return fail (error, where, "has no features");
  if (json_array_get_length (features) > CARC_MAX_TILE_FEATURES)
    return fail (error, where, "has more than %d features", CARC_MAX_TILE_FEATURES);

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
        return fail (error, where, "a River stack tile needs a river");
    }

  if (!parse_uncertain (obj, &type->uncertain, where, error))
    return FALSE;
  type->id = g_strdup (id);
  type->source = json_object_ref (obj);
  derive_tables (type);
  *out = g_steal_pointer (&type);
  return TRUE;
}

gboolean
carc_catalogue_load_data (CarcCatalogue *self,
                          const char    *name,
                          const char    *data,
                          gsize          length,
                          GError       **error)
{
  static const char * const top_keys[] = { "format", "version", "set", "tiles", "uncertain", NULL };
  static const char * const set_keys[] = { "id", "name", "jcz", "start_tile", "edition", "source", NULL };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GPtrArray) new_types = g_ptr_array_new_with_free_func (tile_type_free);
  g_autoptr(GHashTable) new_ids = g_hash_table_new (g_str_hash, g_str_equal);
  Where where = { name, NULL, -1 };
  JsonNode *root, *node;
  JsonObject *obj, *set_obj;
  JsonArray *tiles;
  const char *format, *set_id, *set_name, *jcz, *start;
  g_auto(GStrv) set_uncertain = NULL;
  gint64 version;
  CarcTileSet *set;
  guint set_index = self->sets->len;
  int start_index = -1;

  g_return_val_if_fail (self != NULL, FALSE);

  if (!json_parser_load_from_data (parser, data, (gssize) length, &local_error))
    {
      g_set_error (error, CARC_CATALOGUE_ERROR, CARC_CATALOGUE_ERROR_PARSE,
                   "%s: not valid JSON: %s", name, local_error->message);
      return FALSE;
    }
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return fail (error, &where, "the file must hold one JSON object");
  obj = json_node_get_object (root);
  if (!check_keys (obj, top_keys, MEMBERS_FILE, &where, "top-level", error)
      || !get_string (obj, "format", TRUE, &format, &where, error))
    return FALSE;
  if (strcmp (format, FORMAT_NAME) != 0)
    return fail (error, &where, "“format” is “%s”, expected “%s”", format, FORMAT_NAME);
  if (!get_int (obj, "version", 1, G_MAXINT, -1, &version, &where, error))
    return FALSE;
  if (version != FORMAT_VERSION)
    return fail (error, &where, "format version %" G_GINT64_FORMAT " is not supported (this program reads version %d)",
                 version, FORMAT_VERSION);

  node = json_object_get_member (obj, "set");
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return fail (error, &where, "“set” must be an object");
  set_obj = json_node_get_object (node);
  if (!check_keys (set_obj, set_keys, MEMBERS_CORE, &where, "set", error)
      || !get_string (set_obj, "id", TRUE, &set_id, &where, error)
      || !get_string (set_obj, "name", TRUE, &set_name, &where, error)
      || !get_string (set_obj, "jcz", FALSE, &jcz, &where, error)
      || !get_string (set_obj, "start_tile", FALSE, &start, &where, error))
    return FALSE;
  if (carc_catalogue_lookup_set (self, set_id) >= 0)
    return fail (error, &where, "set “%s” is loaded twice", set_id);
  where.owner = carc_registry_set_owner (set_id);
  if (!parse_uncertain (obj, &set_uncertain, &where, error))
    return FALSE;

  node = json_object_get_member (obj, "tiles");
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return fail (error, &where, "“tiles” must be an array");
  tiles = json_node_get_array (node);
  if (json_array_get_length (tiles) == 0)
    return fail (error, &where, "“tiles” is empty");
  if (!load_file_registered (obj, &where, error))
    return FALSE;

  for (guint i = 0; i < json_array_get_length (tiles); i++)
    {
      CarcTileType *type = NULL;
      where.tile = NULL;
      where.feature = -1;
      if (!parse_tile (self, json_array_get_element (tiles, i), set_index, &type, &where, error))
        return FALSE;
      if (g_hash_table_contains (new_ids, type->id))
        {
          where.tile = type->id;
          tile_type_free (type);
          return fail (error, &where, "the id is defined twice");
        }
      g_hash_table_add (new_ids, type->id);
      g_ptr_array_add (new_types, type);
    }
  where.tile = NULL;

  if (start)
    {
      for (guint i = 0; i < new_types->len; i++)
        if (strcmp (((CarcTileType *) new_types->pdata[i])->id, start) == 0)
          start_index = (int) (self->types->len + i);
      if (start_index < 0)
        return fail (error, &where, "“start_tile” %s is not a tile of this set", start);
      if (((CarcTileType *) new_types->pdata[start_index - self->types->len])->count == 0)
        return fail (error, &where, "“start_tile” %s has count 0", start);
    }

  /* Everything checked: commit. */
  set = g_new0 (CarcTileSet, 1);
  set->id = g_strdup (set_id);
  set->name = g_strdup (set_name);
  set->jcz_id = g_strdup (jcz);
  set->source_file = g_strdup (name);
  set->start_tile = start_index;
  set->uncertain = g_steal_pointer (&set_uncertain);
  if (has_file_members (obj))
    set->members = json_object_ref (obj);
  set->tiles = g_array_new (FALSE, FALSE, sizeof (guint));
  while (new_types->len > 0)
    {
      CarcTileType *type = g_ptr_array_steal_index (new_types, 0);
      guint index = self->types->len;
      g_ptr_array_add (self->types, type);
      g_atomic_int_set (&self->wall_kinds, 0);
      g_hash_table_insert (self->by_id, type->id, GUINT_TO_POINTER (index + 1));
      g_array_append_val (set->tiles, index);
    }
  g_ptr_array_add (self->sets, set);
  return TRUE;
}

gboolean
carc_catalogue_load_file (CarcCatalogue *self,
                          GFile         *file,
                          GError       **error)
{
  g_autofree char *data = NULL;
  g_autofree char *name = g_file_get_basename (file);
  gsize length;

  if (!g_file_load_contents (file, NULL, &data, &length, NULL, error))
    return FALSE;
  return carc_catalogue_load_data (self, name, data, length, error);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

gboolean
carc_catalogue_load_resources (CarcCatalogue *self,
                               const char    *resource_dir,
                               GError       **error)
{
  g_auto(GStrv) children = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new ();

  children = g_resources_enumerate_children (resource_dir, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (children == NULL)
    return FALSE;
  for (guint i = 0; children[i]; i++)
    if (g_str_has_suffix (children[i], ".json"))
      g_ptr_array_add (names, children[i]);
  /* The base game first, then the rest by name: set order is stable. */
  g_ptr_array_sort (names, compare_names);
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < names->len; i++)
      {
        const char *child = names->pdata[i];
        gboolean is_base = strcmp (child, "base.json") == 0;
        g_autofree char *path = NULL;
        g_autoptr(GBytes) bytes = NULL;
        gsize size;
        const char *data;

        if ((pass == 0) != is_base)
          continue;
        path = g_build_path ("/", resource_dir, child, NULL);
        bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
        if (bytes == NULL)
          return FALSE;
        data = g_bytes_get_data (bytes, &size);
        if (!carc_catalogue_load_data (self, child, data, size, error))
          return FALSE;
      }
  return TRUE;
}

CarcCatalogue *
carc_catalogue_get_default (GError **error)
{
  static CarcCatalogue *instance;
  static GError *load_error;
  static gsize init;

  if (g_once_init_enter (&init))
    {
      CarcCatalogue *cat = carc_catalogue_new ();
      g_resources_register (carc_engine_get_resource ());
      if (!carc_catalogue_load_resources (cat, DEFAULT_RESOURCE_DIR, &load_error))
        g_clear_pointer (&cat, carc_catalogue_unref);
      instance = cat;
      g_once_init_leave (&init, 1);
    }

  if (instance == NULL)
    {
      g_propagate_error (error, g_error_copy (load_error));
      return NULL;
    }
  return instance;
}

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

/* ---- services for the descriptors' tile data readers ---------------------- */

static const Where no_where = { "", NULL, -1 };

/* The loader puts the file, tile and feature before these messages; strip
 * the empty prefix fail() gives them here. */
static gboolean
unprefixed (GError **error,
            gboolean ok)
{
  if (!ok && error && *error && g_str_has_prefix ((*error)->message, ": "))
    {
      char *message = g_strdup ((*error)->message + 2);
      g_free ((*error)->message);
      (*error)->message = message;
    }
  return ok;
}

gboolean
carc_tile_data_get_bool (JsonObject *obj,
                         const char *key,
                         gboolean   *out,
                         GError    **error)
{
  return unprefixed (error, get_bool (obj, key, out, &no_where, error));
}

gboolean
carc_tile_data_get_int (JsonObject *obj,
                        const char *key,
                        gint64      min,
                        gint64      max,
                        gint64     *out,
                        GError    **error)
{
  return unprefixed (error, get_int (obj, key, min, max, 0, out, &no_where, error));
}

gboolean
carc_tile_data_get_string (JsonObject  *obj,
                           const char  *key,
                           const char **out,
                           GError     **error)
{
  return unprefixed (error, get_string (obj, key, FALSE, out, &no_where, error));
}

/* ---- a catalogue for one box ------------------------------------------------ */

/* Tile types read from a box's data, shared by every catalogue that reads
 * the same data: the painter keys its layouts by type, so a type must never
 * be freed while a front end may still draw it. */
static GHashTable *box_types;   /* "set\ndata" → CarcTileType* */
static GMutex box_types_lock;

static const CarcBoxMemberInfo *
find_box_member (const char *member,
                 gboolean    on_feature)
{
  guint n;
  const CarcExpansion * const *all = carc_registry_all (&n);

  for (guint e = 0; e < n; e++)
    for (guint i = 0; i < all[e]->n_box_members; i++)
      if (all[e]->box_members[i].on_feature == on_feature
          && strcmp (all[e]->box_members[i].member, member) == 0)
        return &all[e]->box_members[i];
  return NULL;
}

static gboolean
box_member_applies (const CarcBoxMemberInfo *info,
                    const char              *set_id)
{
  if (info->sets == NULL)
    return TRUE;
  for (guint i = 0; info->sets[i]; i++)
    if (strcmp (info->sets[i], set_id) == 0)
      return TRUE;
  return FALSE;
}

/* Checks one value against what the descriptor lets a box set. */
static gboolean
check_box_value (const CarcBoxMemberInfo *info,
                 JsonNode                *value,
                 const Where             *where,
                 GError                 **error)
{
  if (!JSON_NODE_HOLDS_VALUE (value))
    return fail (error, where, "“%s” must be a value", info->member);
  if (info->type == CARC_BOX_VALUE_BOOL)
    {
      if (json_node_get_value_type (value) != G_TYPE_BOOLEAN)
        return fail (error, where, "“%s” must be true or false", info->member);
      return TRUE;
    }
  if (json_node_get_value_type (value) != G_TYPE_INT64)
    return fail (error, where, "“%s” must be an integer", info->member);
  if (json_node_get_int (value) < info->min || json_node_get_int (value) > info->max)
    return fail (error, where, "“%s” is %" G_GINT64_FORMAT ", expected %" G_GINT64_FORMAT "–%" G_GINT64_FORMAT,
                 info->member, json_node_get_int (value), info->min, info->max);
  return TRUE;
}

/* A copy of @type's data with the box's members of @patch set. */
static JsonObject *
patched_source (const CarcTileType *type,
                const CarcTileSet  *set,
                JsonObject         *patch,
                Where              *where,
                GError            **error)
{
  g_autoptr(JsonNode) copy = NULL;
  g_autoptr(JsonNode) wrap = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(GList) members = NULL;
  JsonObject *obj;
  JsonArray *features;

  json_node_set_object (wrap, type->source);
  copy = carc_json_deep_copy (wrap);
  obj = json_node_get_object (copy);
  features = json_object_get_array_member (obj, "features");

  members = json_object_get_members (patch);
  for (GList *l = members; l; l = l->next)
    {
      const char *name = l->data;
      JsonNode *value = json_object_get_member (patch, name);
      const CarcBoxMemberInfo *info;

      if (strcmp (name, "features") == 0)
        {
          g_autoptr(GList) numbers = NULL;
          if (!JSON_NODE_HOLDS_OBJECT (value))
            {
              fail (error, where, "“features” must map feature numbers to members");
              return NULL;
            }
          numbers = json_object_get_members (json_node_get_object (value));
          for (GList *k = numbers; k; k = k->next)
            {
              JsonNode *fnode = json_object_get_member (json_node_get_object (value), k->data);
              char *end = NULL;
              guint64 number = g_ascii_strtoull (k->data, &end, 10);
              JsonObject *fobj, *fpatch;
              g_autoptr(GList) fmembers = NULL;
              CarcFeatureKind kind;

              if (end == k->data || *end != '\0' || number < 1 || number > json_array_get_length (features))
                {
                  fail (error, where, "the tile has no feature “%s”", (const char *) k->data);
                  return NULL;
                }
              where->feature = (int) number - 1;
              if (!JSON_NODE_HOLDS_OBJECT (fnode))
                {
                  fail (error, where, "must be an object of members");
                  return NULL;
                }
              fpatch = json_node_get_object (fnode);
              fobj = json_array_get_object_element (features, (guint) number - 1);
              if (!carc_feature_kind_parse (json_object_get_string_member_with_default (fobj, "kind", ""), &kind))
                kind = CARC_N_FEATURE_KINDS;
              fmembers = json_object_get_members (fpatch);
              for (GList *m = fmembers; m; m = m->next)
                {
                  JsonNode *fvalue = json_object_get_member (fpatch, m->data);
                  info = find_box_member (m->data, TRUE);
                  if (info == NULL || !box_member_applies (info, set->id) || info->feature_kind != kind)
                    {
                      fail (error, where, "a box cannot set “%s” here", (const char *) m->data);
                      return NULL;
                    }
                  if (!check_box_value (info, fvalue, where, error))
                    return NULL;
                  json_object_set_member (fobj, m->data, json_node_copy (fvalue));
                }
              where->feature = -1;
            }
          continue;
        }

      info = find_box_member (name, FALSE);
      if (info == NULL || !box_member_applies (info, set->id))
        {
          fail (error, where, "a box cannot set “%s” on this tile", name);
          return NULL;
        }
      if (!check_box_value (info, value, where, error))
        return NULL;
      json_object_set_member (obj, name, json_node_copy (value));
    }
  return json_object_ref (obj);
}

/* The type read from @obj in @set, shared with every catalogue that read
 * the same (box_types). */
static CarcTileType *
intern_type (CarcCatalogue *self,
             JsonObject    *obj,
             guint          set_index,
             Where         *where,
             GError       **error)
{
  g_autoptr(JsonNode) wrap = json_node_new (JSON_NODE_OBJECT);
  g_autofree char *text = NULL;
  g_autofree char *key = NULL;
  CarcTileType *type;

  json_node_set_object (wrap, obj);
  text = json_to_string (wrap, FALSE);
  key = g_strdup_printf ("%u\n%s", set_index, text);

  g_mutex_lock (&box_types_lock);
  if (box_types == NULL)
    box_types = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, tile_type_free);
  type = g_hash_table_lookup (box_types, key);
  g_mutex_unlock (&box_types_lock);
  if (type != NULL)
    {
      if (g_hash_table_contains (self->by_id, type->id))
        {
          where->tile = type->id;
          fail (error, where, "the id is defined twice");
          return NULL;
        }
      return type;
    }

  if (!parse_tile (self, wrap, set_index, &type, where, error))
    return NULL;
  g_mutex_lock (&box_types_lock);
  if (g_hash_table_contains (box_types, key))
    {
      /* another thread read the same data meanwhile: use its type */
      tile_type_free (type);
      type = g_hash_table_lookup (box_types, key);
    }
  else
    g_hash_table_insert (box_types, g_steal_pointer (&key), type);
  g_mutex_unlock (&box_types_lock);
  return type;
}

static CarcTileSet *
copy_set (const CarcTileSet *set)
{
  CarcTileSet *copy = g_new0 (CarcTileSet, 1);

  copy->id = g_strdup (set->id);
  copy->name = g_strdup (set->name);
  copy->jcz_id = g_strdup (set->jcz_id);
  copy->source_file = g_strdup (set->source_file);
  copy->start_tile = set->start_tile;
  copy->uncertain = g_strdupv (set->uncertain);
  copy->tiles = g_array_copy (set->tiles);
  /* set-wide data a descriptor reads (the Wheel of Fortune's board and
   * symbols) holds in every box */
  copy->members = set->members ? json_object_ref (set->members) : NULL;
  return copy;
}

/* @into with the members of @patch: objects merged member by member, any
 * other value replaced. */
static void
merge_members (JsonObject *into,
               JsonObject *patch)
{
  g_autoptr(GList) members = json_object_get_members (patch);

  for (GList *l = members; l; l = l->next)
    {
      JsonNode *value = json_object_get_member (patch, l->data);
      JsonNode *old = json_object_get_member (into, l->data);

      if (old && JSON_NODE_HOLDS_OBJECT (old) && JSON_NODE_HOLDS_OBJECT (value))
        merge_members (json_node_get_object (old), json_node_get_object (value));
      else
        json_object_set_member (into, l->data, carc_json_deep_copy (value));
    }
}

/* Whether a descriptor lets a box set the file-level @member. */
static gboolean
is_box_file_member (const char *member)
{
  guint n;
  const CarcExpansion * const *all = carc_registry_all (&n);

  for (guint e = 0; e < n; e++)
    for (guint i = 0; all[e]->box_file_members && all[e]->box_file_members[i]; i++)
      if (strcmp (all[e]->box_file_members[i], member) == 0)
        return TRUE;
  return FALSE;
}

/* The box's file-level members of one set merged into a copy of its data,
 * read again by the descriptors. */
static gboolean
override_set_members (CarcTileSet *set,
                      JsonNode    *patch,
                      const char  *source,
                      GError     **error)
{
  g_autofree char *file = g_strdup_printf ("%s: set %s", source, set->id);
  Where where = { file, NULL, -1 };
  g_autoptr(GList) members = NULL;
  g_autoptr(JsonNode) copy = NULL;
  JsonObject *merged;

  if (!JSON_NODE_HOLDS_OBJECT (patch))
    return fail (error, &where, "must be an object of the set's members");
  members = json_object_get_members (json_node_get_object (patch));
  for (GList *l = members; l; l = l->next)
    if (!is_box_file_member (l->data))
      return fail (error, &where, "“%s” is not a set-wide value a box may set", (const char *) l->data);

  if (set->members)
    {
      g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
      json_node_set_object (node, set->members);
      copy = carc_json_deep_copy (node);
    }
  else
    {
      copy = json_node_new (JSON_NODE_OBJECT);
      json_node_take_object (copy, json_object_new ());
    }
  merged = json_node_get_object (copy);
  merge_members (merged, json_node_get_object (patch));
  if (!load_file_registered (merged, &where, error))
    return FALSE;
  g_clear_pointer (&set->members, json_object_unref);
  set->members = json_object_ref (merged);
  return TRUE;
}

CarcCatalogue *
carc_catalogue_derive (CarcCatalogue *base,
                       JsonObject    *overrides,
                       JsonArray     *custom,
                       GError       **error)
{
  return carc_catalogue_derive_box (base, overrides, NULL, custom, "box profile", error);
}

CarcCatalogue *
carc_catalogue_derive_box (CarcCatalogue *base,
                           JsonObject    *overrides,
                           JsonObject    *file_overrides,
                           JsonArray     *custom,
                           const char    *source,
                           GError       **error)
{
  g_autoptr(CarcCatalogue) self = NULL;
  Where where = { source, NULL, -1 };
  guint n_overridden = 0, n_sets_overridden = 0;

  g_return_val_if_fail (base != NULL, NULL);

  base = carc_catalogue_get_base (base);
  if ((overrides == NULL || json_object_get_size (overrides) == 0)
      && (file_overrides == NULL || json_object_get_size (file_overrides) == 0)
      && (custom == NULL || json_array_get_length (custom) == 0))
    return carc_catalogue_ref (base);

  self = carc_catalogue_new ();
  /* the types are the base's or shared (box_types): never this one's to free */
  g_ptr_array_set_free_func (self->types, NULL);
  self->base = carc_catalogue_ref (base);

  for (guint i = 0; i < base->sets->len; i++)
    {
      CarcTileSet *set = copy_set (base->sets->pdata[i]);
      JsonNode *patch = file_overrides ? json_object_get_member (file_overrides, set->id) : NULL;

      g_ptr_array_add (self->sets, set);
      if (patch != NULL)
        {
          if (!override_set_members (set, patch, source, error))
            return NULL;
          n_sets_overridden++;
        }
    }
  if (file_overrides && n_sets_overridden != json_object_get_size (file_overrides))
    {
      g_autoptr(GList) ids = json_object_get_members (file_overrides);
      for (GList *l = ids; l; l = l->next)
        if (carc_catalogue_lookup_set (base, l->data) < 0)
          return fail (error, &where, "unknown set “%s”", (const char *) l->data), NULL;
    }

  for (guint i = 0; i < base->types->len; i++)
    {
      CarcTileType *type = base->types->pdata[i];
      JsonNode *patch = overrides ? json_object_get_member (overrides, type->id) : NULL;

      if (patch != NULL)
        {
          g_autoptr(JsonObject) obj = NULL;
          where.tile = type->id;
          if (!JSON_NODE_HOLDS_OBJECT (patch))
            {
              fail (error, &where, "must be an object of members");
              return NULL;
            }
          obj = patched_source (type, base->sets->pdata[type->set], json_node_get_object (patch), &where, error);
          if (obj == NULL || (type = intern_type (self, obj, type->set, &where, error)) == NULL)
            return NULL;
          n_overridden++;
        }
      g_ptr_array_add (self->types, type);
      g_atomic_int_set (&self->wall_kinds, 0);
      g_hash_table_insert (self->by_id, type->id, GUINT_TO_POINTER (i + 1));
    }
  where.tile = NULL;
  if (overrides && n_overridden != json_object_get_size (overrides))
    {
      g_autoptr(GList) ids = json_object_get_members (overrides);
      for (GList *l = ids; l; l = l->next)
        if (!g_hash_table_contains (self->by_id, l->data))
          return fail (error, &where, "unknown tile “%s”", (const char *) l->data), NULL;
    }

  if (custom != NULL && json_array_get_length (custom) > 0)
    {
      CarcTileSet *set = g_new0 (CarcTileSet, 1);

      set->id = g_strdup (CARC_CUSTOM_SET_ID);
      set->name = g_strdup ("Your tiles");
      set->source_file = g_strdup (where.file);
      set->start_tile = -1;
      set->tiles = g_array_new (FALSE, FALSE, sizeof (guint));
      self->custom_set = (int) self->sets->len;
      g_ptr_array_add (self->sets, set);

      for (guint i = 0; i < json_array_get_length (custom); i++)
        {
          JsonNode *node = json_array_get_element (custom, i);
          CarcTileType *type;
          guint index = self->types->len;

          where.tile = NULL;
          where.feature = -1;
          if (!JSON_NODE_HOLDS_OBJECT (node))
            return fail (error, &where, "a tile must be an object"), NULL;
          /* a tile of a whole other game names it: its kinds come first
           * (two games may both have a "river") */
          where.owner = NULL;
          if (json_object_has_member (json_node_get_object (node), "game"))
            {
              JsonNode *gnode = json_object_get_member (json_node_get_object (node), "game");
              const char *game = JSON_NODE_HOLDS_VALUE (gnode) && json_node_get_value_type (gnode) == G_TYPE_STRING
                                 ? json_node_get_string (gnode) : "?";
              where.owner = carc_registry_set_owner (game);
              if (where.owner == NULL || !where.owner->is_game)
                return fail (error, &where, "“%s” is not a game a tile can belong to", game), NULL;
            }
          type = intern_type (self, json_node_get_object (node), (guint) self->custom_set, &where, error);
          if (type == NULL)
            return NULL;
          g_ptr_array_add (self->types, type);
          g_atomic_int_set (&self->wall_kinds, 0);
          g_hash_table_insert (self->by_id, type->id, GUINT_TO_POINTER (index + 1));
          g_array_append_val (set->tiles, index);
        }
    }
  return g_steal_pointer (&self);
}

CarcCatalogue *
carc_catalogue_get_base (CarcCatalogue *self)
{
  return self->base ? self->base : self;
}

int
carc_catalogue_get_custom_set (const CarcCatalogue *self)
{
  return self->custom_set;
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
