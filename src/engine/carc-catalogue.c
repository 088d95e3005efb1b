/* carc-catalogue.c: tile types and tile sets, loaded from data files
 *
 * The file format is documented in docs/tile-catalogue.md. Every file is
 * validated completely: a broken file is an error naming the file, the tile
 * and the feature, never a crash and never a half-loaded set. One tile and
 * its features are read by carc-catalogue-tiles.c; a box's catalogue is
 * carc-catalogue-derive.c's, the lookups carc-catalogue-query.c's.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-catalogue.h"
#include "carc-catalogue-private.h"

#include <json-glib/json-glib.h>
#include <string.h>

#include "carc-expansion.h"
#include "carc-resources.h"

#define FORMAT_NAME "carcassonne-companion/tiles"
#define FORMAT_VERSION 1
#define DEFAULT_RESOURCE_DIR "/io/github/CarcassonneCompanion/tiles"

G_DEFINE_QUARK (carc-catalogue-error-quark, carc_catalogue_error)

void
catalogue_tile_type_free (gpointer data)
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
  g_free (set->bgg_name);
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
  self->types = g_ptr_array_new_with_free_func (catalogue_tile_type_free);
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

G_GNUC_PRINTF (3, 4)
gboolean
catalogue_fail (GError     **error,
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
gboolean
catalogue_check_keys (JsonObject         *obj,
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
        return catalogue_fail (error, where, "unknown %s key “%s”", what, (const char *) l->data);
    }
  return TRUE;
}

gboolean
catalogue_get_string (JsonObject  *obj,
            const char  *key,
            gboolean     required,
            const char **out,
            const Where *where,
            GError     **error)
{
  JsonNode *node = json_object_get_member (obj, key);

  *out = NULL;
  if (node == NULL)
    return required ? catalogue_fail (error, where, "missing “%s”", key) : TRUE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return catalogue_fail (error, where, "“%s” must be a string", key);
  *out = json_node_get_string (node);
  return TRUE;
}

gboolean
catalogue_get_int (JsonObject  *obj,
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
    return catalogue_fail (error, where, "“%s” must be an integer", key);
  v = json_node_get_int (node);
  if (v < min || v > max)
    return catalogue_fail (error, where, "“%s” is %" G_GINT64_FORMAT ", expected %" G_GINT64_FORMAT "–%" G_GINT64_FORMAT,
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
    return catalogue_fail (error, where, "“%s” must be true or false", key);
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
gboolean
catalogue_load_file_registered (JsonObject  *obj,
                      const Where *where,
                      GError     **error)
{
  guint n;
  const CarcExpansion * const *all = carc_registry_all (&n);

  for (guint e = 0; e < n; e++)
    {
      g_autoptr(GError) local = NULL;

      if (all[e]->load_file && !all[e]->load_file (obj, &local))
        return catalogue_fail (error, where, "%s", local->message);
    }
  return TRUE;
}

/* The set's "bgg": {"name": …, "id": …, "note": …}. The id is optional on
 * purpose: a set whose BoardGameGeek item is not confirmed is named, never
 * given an id that may be another game's. */
static gboolean
get_bgg (JsonObject   *set_obj,
         gint64       *id,
         const char  **name,
         const Where  *where,
         GError      **error)
{
  static const char * const bgg_keys[] = { "id", "name", "note", NULL };
  JsonNode *node = json_object_get_member (set_obj, "bgg");
  JsonObject *bgg;
  const char *note;

  *id = 0;
  *name = NULL;
  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return catalogue_fail (error, where, "“bgg” must be an object");
  bgg = json_node_get_object (node);
  return catalogue_check_keys (bgg, bgg_keys, MEMBERS_CORE, where, "bgg", error)
         && catalogue_get_string (bgg, "name", TRUE, name, where, error)
         && catalogue_get_string (bgg, "note", FALSE, &note, where, error)
         && catalogue_get_int (bgg, "id", 1, G_MAXINT, 0, id, where, error);
}

gboolean
carc_catalogue_load_data (CarcCatalogue *self,
                          const char    *name,
                          const char    *data,
                          gsize          length,
                          GError       **error)
{
  static const char * const top_keys[] = { "format", "version", "set", "tiles", "uncertain", NULL };
  static const char * const set_keys[] = { "id", "name", "jcz", "start_tile", "edition", "source", "bgg", NULL };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GPtrArray) new_types = g_ptr_array_new_with_free_func (catalogue_tile_type_free);
  g_autoptr(GHashTable) new_ids = g_hash_table_new (g_str_hash, g_str_equal);
  Where where = { name, NULL, -1 };
  JsonNode *root, *node;
  JsonObject *obj, *set_obj;
  JsonArray *tiles;
  const char *format, *set_id, *set_name, *jcz, *start, *bgg_name = NULL;
  gint64 bgg_id = 0;
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
    return catalogue_fail (error, &where, "the file must hold one JSON object");
  obj = json_node_get_object (root);
  if (!catalogue_check_keys (obj, top_keys, MEMBERS_FILE, &where, "top-level", error)
      || !catalogue_get_string (obj, "format", TRUE, &format, &where, error))
    return FALSE;
  if (strcmp (format, FORMAT_NAME) != 0)
    return catalogue_fail (error, &where, "“format” is “%s”, expected “%s”", format, FORMAT_NAME);
  if (!catalogue_get_int (obj, "version", 1, G_MAXINT, -1, &version, &where, error))
    return FALSE;
  if (version != FORMAT_VERSION)
    return catalogue_fail (error, &where, "format version %" G_GINT64_FORMAT " is not supported (this program reads version %d)",
                 version, FORMAT_VERSION);

  node = json_object_get_member (obj, "set");
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return catalogue_fail (error, &where, "“set” must be an object");
  set_obj = json_node_get_object (node);
  if (!catalogue_check_keys (set_obj, set_keys, MEMBERS_CORE, &where, "set", error)
      || !catalogue_get_string (set_obj, "id", TRUE, &set_id, &where, error)
      || !catalogue_get_string (set_obj, "name", TRUE, &set_name, &where, error)
      || !catalogue_get_string (set_obj, "jcz", FALSE, &jcz, &where, error)
      || !catalogue_get_string (set_obj, "start_tile", FALSE, &start, &where, error))
    return FALSE;
  if (carc_catalogue_lookup_set (self, set_id) >= 0)
    return catalogue_fail (error, &where, "set “%s” is loaded twice", set_id);
  if (!get_bgg (set_obj, &bgg_id, &bgg_name, &where, error))
    return FALSE;
  where.owner = carc_registry_set_owner (set_id);
  if (!catalogue_parse_uncertain (obj, &set_uncertain, &where, error))
    return FALSE;

  node = json_object_get_member (obj, "tiles");
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return catalogue_fail (error, &where, "“tiles” must be an array");
  tiles = json_node_get_array (node);
  if (json_array_get_length (tiles) == 0)
    return catalogue_fail (error, &where, "“tiles” is empty");
  if (!catalogue_load_file_registered (obj, &where, error))
    return FALSE;

  for (guint i = 0; i < json_array_get_length (tiles); i++)
    {
      CarcTileType *type = NULL;
      where.tile = NULL;
      where.feature = -1;
      if (!catalogue_parse_tile (self, json_array_get_element (tiles, i), set_index, &type, &where, error))
        return FALSE;
      if (g_hash_table_contains (new_ids, type->id))
        {
          where.tile = type->id;
          catalogue_tile_type_free (type);
          return catalogue_fail (error, &where, "the id is defined twice");
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
        return catalogue_fail (error, &where, "“start_tile” %s is not a tile of this set", start);
      if (((CarcTileType *) new_types->pdata[start_index - self->types->len])->count == 0)
        return catalogue_fail (error, &where, "“start_tile” %s has count 0", start);
    }

  /* Everything checked: commit. */
  set = g_new0 (CarcTileSet, 1);
  set->id = g_strdup (set_id);
  set->name = g_strdup (set_name);
  set->jcz_id = g_strdup (jcz);
  set->bgg_id = (int) bgg_id;
  set->bgg_name = g_strdup (bgg_name);
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

/* ---- services for the descriptors' tile data readers ---------------------- */

static const Where no_where = { "", NULL, -1 };

/* The loader puts the file, tile and feature before these messages; strip
 * the empty prefix catalogue_fail() gives them here. */
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
  return unprefixed (error, catalogue_get_int (obj, key, min, max, 0, out, &no_where, error));
}

gboolean
carc_tile_data_get_string (JsonObject  *obj,
                           const char  *key,
                           const char **out,
                           GError     **error)
{
  return unprefixed (error, catalogue_get_string (obj, key, FALSE, out, &no_where, error));
}
