/* carc-catalogue-derive.c: a catalogue for one box, derived from the base
 *
 * A box profile's values set in copies of the tiles' and sets' data and
 * read again, and its own tiles in a set of their own
 * (carc_catalogue_derive()); the types it reads are shared for the life
 * of the program.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "carc-catalogue-private.h"

#include "carc-json.h"
#include "carc-setup.h"
#include "carc-text.h"

#include <string.h>

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
    return catalogue_fail (error, where, "“%s” must be a value", info->member);
  if (info->type == CARC_BOX_VALUE_BOOL)
    {
      if (json_node_get_value_type (value) != G_TYPE_BOOLEAN)
        return catalogue_fail (error, where, "“%s” must be true or false", info->member);
      return TRUE;
    }
  if (json_node_get_value_type (value) != G_TYPE_INT64)
    return catalogue_fail (error, where, "“%s” must be an integer", info->member);
  if (json_node_get_int (value) < info->min || json_node_get_int (value) > info->max)
    return catalogue_fail (error, where, "“%s” is %" G_GINT64_FORMAT ", expected %" G_GINT64_FORMAT "–%" G_GINT64_FORMAT,
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
              catalogue_fail (error, where, "“features” must map feature numbers to members");
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
                  catalogue_fail (error, where, "the tile has no feature “%s”", (const char *) k->data);
                  return NULL;
                }
              where->feature = (int) number - 1;
              if (!JSON_NODE_HOLDS_OBJECT (fnode))
                {
                  catalogue_fail (error, where, "must be an object of members");
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
                      catalogue_fail (error, where, "a box cannot set “%s” here", (const char *) m->data);
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
          catalogue_fail (error, where, "a box cannot set “%s” on this tile", name);
          return NULL;
        }
      if (!check_box_value (info, value, where, error))
        return NULL;
      json_object_set_member (obj, name, json_node_copy (value));
      /* the box has said: what the data left uncertain is settled */
      if (json_object_has_member (obj, "uncertain")
          && JSON_NODE_HOLDS_OBJECT (json_object_get_member (obj, "uncertain")))
        {
          JsonObject *notes = json_object_get_object_member (obj, "uncertain");
          json_object_remove_member (notes, name);
          if (json_object_get_size (notes) == 0)
            json_object_remove_member (obj, "uncertain");
        }
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
    box_types = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, catalogue_tile_type_free);
  type = g_hash_table_lookup (box_types, key);
  g_mutex_unlock (&box_types_lock);
  if (type != NULL)
    {
      if (g_hash_table_contains (self->by_id, type->id))
        {
          where->tile = type->id;
          catalogue_fail (error, where, "the id is defined twice");
          return NULL;
        }
      return type;
    }

  if (!catalogue_parse_tile (self, wrap, set_index, &type, where, error))
    return NULL;
  g_mutex_lock (&box_types_lock);
  if (g_hash_table_contains (box_types, key))
    {
      /* another thread read the same data meanwhile: use its type */
      catalogue_tile_type_free (type);
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
  copy->bgg_id = set->bgg_id;
  copy->bgg_name = g_strdup (set->bgg_name);
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

/* How a descriptor's box_file_members entry @entry (a member path such as
 * "wheel.crown_counts") stands to the member path @path: 2 when a box may
 * set @path as a whole, 1 when it may set some members inside it, 0 when
 * neither. */
static int
box_file_entry_covers (const char *entry,
                       const char *path)
{
  gsize n = strlen (path);

  if (strcmp (entry, path) == 0)
    return 2;
  return strncmp (entry, path, n) == 0 && entry[n] == '.' ? 1 : 0;
}

static int
box_file_member_allowed (const char *path)
{
  guint n;
  const CarcExpansion * const *all = carc_registry_all (&n);
  int best = 0;

  for (guint e = 0; e < n; e++)
    for (guint i = 0; all[e]->box_file_members && all[e]->box_file_members[i]; i++)
      best = MAX (best, box_file_entry_covers (all[e]->box_file_members[i], path));
  return best;
}

/* Every member of @patch (under @prefix, NULL at the file's top level) is
 * one a descriptor lets a box set (its box_file_members), or an object
 * holding only such members: the box never replaces what the data
 * itself lays down (the wheel's crown spots and symbols). */
static gboolean
check_box_file_members (JsonObject  *patch,
                        const char  *prefix,
                        Where       *where,
                        GError     **error)
{
  g_autoptr(GList) members = json_object_get_members (patch);

  for (GList *l = members; l; l = l->next)
    {
      g_autofree char *path = prefix ? g_strconcat (prefix, ".", l->data, NULL) : g_strdup (l->data);
      JsonNode *value = json_object_get_member (patch, l->data);

      switch (box_file_member_allowed (path))
        {
        case 2:
          break;
        case 1:
          if (!JSON_NODE_HOLDS_OBJECT (value))
            return catalogue_fail (error, where, "“%s” must be an object", path);
          if (!check_box_file_members (json_node_get_object (value), path, where, error))
            return FALSE;
          break;
        default:
          return catalogue_fail (error, where, "“%s” is not a set-wide value a box may set", path);
        }
    }
  return TRUE;
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
  g_autoptr(JsonNode) copy = NULL;
  JsonObject *merged;

  if (!JSON_NODE_HOLDS_OBJECT (patch))
    return catalogue_fail (error, &where, "must be an object of the set's members");
  if (!check_box_file_members (json_node_get_object (patch), NULL, &where, error))
    return FALSE;

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
  if (!catalogue_load_file_registered (merged, &where, error))
    return FALSE;
  g_clear_pointer (&set->members, json_object_unref);
  set->members = json_object_ref (merged);
  return TRUE;
}

/* A box's own tile is named by the table, in its "id" (what records name
 * it by) and its "note" (the editor's name for it): no longer than a
 * player's name (CARC_MAX_NAME_CHARS), so that lists and messages hold it. */
static gboolean
check_custom_names (JsonObject  *tile,
                    guint        number,
                    Where       *where,
                    GError     **error)
{
  static const char * const members[] = { "id", "note" };

  for (guint i = 0; i < G_N_ELEMENTS (members); i++)
    {
      JsonNode *node = json_object_get_member (tile, members[i]);
      const char *text;

      if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
        continue;   /* the tile's reader says what is wrong */
      text = json_node_get_string (node);
      if (g_utf8_validate (text, -1, NULL) && g_utf8_strlen (text, -1) > CARC_MAX_NAME_CHARS)
        {
          g_autofree char *shown = carc_text_start (text, 24);
          return catalogue_fail (error, where,
                                 /* Translators: "custom tile 2: the name “Our very long…” is too
                                  * long: at most 64 characters"; the name may be its id or its note */
                                 g_dngettext (GETTEXT_PACKAGE, "custom tile %u: the name “%s” is too long: at most %d character",
                                              "custom tile %u: the name “%s” is too long: at most %d characters",
                                              CARC_MAX_NAME_CHARS),
                                 number, shown, CARC_MAX_NAME_CHARS);
        }
    }
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
          return catalogue_fail (error, &where, "unknown set “%s”", (const char *) l->data), NULL;
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
              catalogue_fail (error, &where, "must be an object of members");
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
          return catalogue_fail (error, &where, "unknown tile “%s”", (const char *) l->data), NULL;
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
            return catalogue_fail (error, &where, "a tile must be an object"), NULL;
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
                return catalogue_fail (error, &where, "“%s” is not a game a tile can belong to", game), NULL;
            }
          if (!check_custom_names (json_node_get_object (node), i + 1, &where, error))
            return NULL;
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
