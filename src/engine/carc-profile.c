/* carc-profile.c: a box profile and the tiles the catalogue does not know
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "carc-profile.h"

#include <string.h>

#include "carc-errors.h"
#include "carc-expansion.h"
#include "carc-json.h"
#include "carc-text.h"

static const char * const bag_names[CARC_BAG_KINDS] = { "wolf", "1", "2", "3", "4" };
static const char * const edge_names[4] = { "N", "E", "S", "W" };
static const char * const half_names[8] = { "NL", "NR", "EL", "ER", "SL", "SR", "WL", "WR" };

G_GNUC_PRINTF (2, 3)
static gboolean
invalid (GError    **error,
         const char *format,
         ...)
{
  va_list args;
  g_autofree char *msg = NULL;

  va_start (args, format);
  msg = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP, msg);
  return FALSE;
}

/* A string element or member, NULL when it is something else. */
static const char *
string_of (JsonNode *node)
{
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (node);
}

CarcProfile *
carc_profile_new (const char *name)
{
  CarcProfile *profile = g_new0 (CarcProfile, 1);

  profile->name = g_strdup (name ? name : "");
  profile->game = g_strdup ("carcassonne");
  profile->sets = g_ptr_array_new_with_free_func (g_free);
  profile->editions = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  profile->counts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  profile->overrides = json_object_new ();
  profile->custom_tiles = json_array_new ();
  profile->file_overrides = json_object_new ();
  return profile;
}

static JsonNode *
node_of_object (JsonObject *obj)
{
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);
  json_node_set_object (node, obj);
  return node;
}

CarcProfile *
carc_profile_copy (const CarcProfile *profile)
{
  CarcProfile *copy = carc_profile_new (profile->name);
  GHashTableIter iter;
  gpointer key, value;
  g_autoptr(JsonNode) overrides = node_of_object (profile->overrides);
  g_autoptr(JsonNode) custom = json_node_new (JSON_NODE_ARRAY);
  g_autoptr(JsonNode) overrides_copy = NULL;
  g_autoptr(JsonNode) custom_copy = NULL;

  g_free (copy->game);
  copy->game = g_strdup (profile->game);
  for (guint i = 0; i < profile->sets->len; i++)
    g_ptr_array_add (copy->sets, g_strdup (profile->sets->pdata[i]));
  g_hash_table_iter_init (&iter, profile->editions);
  while (g_hash_table_iter_next (&iter, &key, &value))
    g_hash_table_insert (copy->editions, g_strdup (key), g_strdup (value));
  g_hash_table_iter_init (&iter, profile->counts);
  while (g_hash_table_iter_next (&iter, &key, &value))
    g_hash_table_insert (copy->counts, g_strdup (key), value);
  /* deep copies: a copy edited in Preferences leaves the original alone */
  overrides_copy = carc_json_deep_copy (overrides);
  json_object_unref (copy->overrides);
  copy->overrides = json_object_ref (json_node_get_object (overrides_copy));
  json_node_set_array (custom, profile->custom_tiles);
  custom_copy = carc_json_deep_copy (custom);
  json_array_unref (copy->custom_tiles);
  copy->custom_tiles = json_array_ref (json_node_get_array (custom_copy));
  copy->has_bag = profile->has_bag;
  memcpy (copy->bag, profile->bag, sizeof copy->bag);
  {
    g_autoptr(JsonNode) file = node_of_object (profile->file_overrides);
    g_autoptr(JsonNode) file_copy = carc_json_deep_copy (file);
    json_object_unref (copy->file_overrides);
    copy->file_overrides = json_object_ref (json_node_get_object (file_copy));
  }
  return copy;
}

void
carc_profile_free (CarcProfile *profile)
{
  if (profile == NULL)
    return;
  g_free (profile->name);
  g_free (profile->game);
  g_ptr_array_unref (profile->sets);
  g_hash_table_unref (profile->editions);
  g_hash_table_unref (profile->counts);
  json_object_unref (profile->overrides);
  json_array_unref (profile->custom_tiles);
  json_object_unref (profile->file_overrides);
  g_free (profile);
}

/* ---- JSON ---------------------------------------------------------------------- */

static GList *
sorted_keys (GHashTable *table)
{
  return g_list_sort (g_hash_table_get_keys (table), (GCompareFunc) strcmp);
}

/* @obj with its members (and theirs) in name order: stable output. */
static JsonNode *
sorted_copy (JsonNode *node)
{
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *obj = json_node_get_object (node);
      JsonObject *out = json_object_new ();
      g_autoptr(GList) members = g_list_sort (json_object_get_members (obj), (GCompareFunc) strcmp);
      JsonNode *result = json_node_new (JSON_NODE_OBJECT);

      for (GList *l = members; l; l = l->next)
        json_object_set_member (out, l->data, sorted_copy (json_object_get_member (obj, l->data)));
      json_node_take_object (result, out);
      return result;
    }
  return json_node_copy (node);
}

char *
carc_profile_to_json (const CarcProfile *profile)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonNode) overrides = node_of_object (profile->overrides);
  g_autoptr(JsonNode) custom = json_node_new (JSON_NODE_ARRAY);
  g_autoptr(GList) keys = NULL;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, CARC_PROFILE_FORMAT);
  json_builder_set_member_name (b, "name");
  json_builder_add_string_value (b, profile->name);
  json_builder_set_member_name (b, "game");
  json_builder_add_string_value (b, profile->game);

  json_builder_set_member_name (b, "sets");
  json_builder_begin_array (b);
  for (guint i = 0; i < profile->sets->len; i++)
    json_builder_add_string_value (b, profile->sets->pdata[i]);
  json_builder_end_array (b);

  json_builder_set_member_name (b, "editions");
  json_builder_begin_object (b);
  keys = sorted_keys (profile->editions);
  for (GList *l = keys; l; l = l->next)
    {
      json_builder_set_member_name (b, l->data);
      json_builder_add_string_value (b, g_hash_table_lookup (profile->editions, l->data));
    }
  g_clear_pointer (&keys, g_list_free);
  json_builder_end_object (b);

  json_builder_set_member_name (b, "counts");
  json_builder_begin_object (b);
  keys = sorted_keys (profile->counts);
  for (GList *l = keys; l; l = l->next)
    {
      json_builder_set_member_name (b, l->data);
      json_builder_add_int_value (b, GPOINTER_TO_UINT (g_hash_table_lookup (profile->counts, l->data)));
    }
  g_clear_pointer (&keys, g_list_free);
  json_builder_end_object (b);

  json_builder_set_member_name (b, "overrides");
  json_builder_add_value (b, sorted_copy (overrides));

  if (profile->has_bag)
    {
      json_builder_set_member_name (b, "bag");
      json_builder_begin_object (b);
      for (guint k = 0; k < CARC_BAG_KINDS; k++)
        {
          json_builder_set_member_name (b, bag_names[k]);
          json_builder_add_int_value (b, profile->bag[k]);
        }
      json_builder_end_object (b);
    }

  json_node_set_array (custom, profile->custom_tiles);
  json_builder_set_member_name (b, "custom_tiles");
  json_builder_add_value (b, json_node_copy (custom));
  /* only when set, so that profiles without them read as before */
  if (json_object_get_size (profile->file_overrides) > 0)
    {
      g_autoptr(JsonNode) file = node_of_object (profile->file_overrides);
      json_builder_set_member_name (b, "file_overrides");
      json_builder_add_value (b, sorted_copy (file));
    }
  json_builder_end_object (b);

  root = json_builder_get_root (b);
  json_generator_set_root (gen, root);
  json_generator_set_pretty (gen, TRUE);
  return json_generator_to_data (gen, NULL);
}

static gboolean
read_int (JsonNode   *node,
          gint64      min,
          gint64      max,
          gint64     *out,
          const char *where,
          GError    **error)
{
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return invalid (error, _("%s must be a whole number"), where);
  *out = json_node_get_int (node);
  if (*out < min || *out > max)
    return invalid (error, _("%s is %lld, expected %lld to %lld"), where,
                    (long long) *out, (long long) min, (long long) max);
  return TRUE;
}

gboolean
carc_profile_check_name (const char  *name,
                         GError     **error)
{
  if (name != NULL && g_utf8_validate (name, -1, NULL) && g_utf8_strlen (name, -1) > CARC_MAX_NAME_CHARS)
    {
      /* the start of it is enough to say which (it may be very long) */
      g_autofree char *shown = carc_text_start (name, 24);
      return invalid (error,
                      g_dngettext (GETTEXT_PACKAGE, "box profile: the name “%s” is too long: at most %d character",
                                   "box profile: the name “%s” is too long: at most %d characters",
                                   CARC_MAX_NAME_CHARS),
                      shown, CARC_MAX_NAME_CHARS);
    }
  return TRUE;
}

gboolean
carc_profile_game_known (const char *game)
{
  const CarcExpansion *owner;

  if (g_strcmp0 (game, "carcassonne") == 0)
    return TRUE;
  /* a whole other game's box is named by its set (Hunters & Gatherers) */
  owner = game != NULL ? carc_registry_set_owner (game) : NULL;
  return owner != NULL && owner->is_game && owner != carc_registry_set_owner ("base");
}

gboolean
carc_profile_check_game (const CarcProfile  *profile,
                         GError            **error)
{
  g_autofree char *name = NULL;
  g_autofree char *game = NULL;

  if (carc_profile_game_known (profile->game))
    return TRUE;
  name = carc_text_start (profile->name, 24);
  game = carc_text_start (profile->game, 24);
  /* Translators: a box profile (from a backup) for a game such as chess;
   * the first %s is the profile's name, the second the game */
  return invalid (error, _("box profile “%s”: “%s” is not a game this app knows (carcassonne or a game of its own such as hunters-and-gatherers)"),
                  name, game);
}

CarcProfile *
carc_profile_from_json (CarcCatalogue *catalogue,
                        const char    *data,
                        gssize         length,
                        GError       **error)
{
  static const char * const keys[] = {
    "format", "name", "game", "sets", "editions", "counts", "overrides", "bag", "custom_tiles", "file_overrides", NULL
  };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) local = NULL;
  g_autoptr(CarcProfile) profile = NULL;
  g_autoptr(GList) members = NULL;
  g_autoptr(CarcSetup) probe = NULL;
  JsonObject *obj;
  JsonNode *node;

  if (!json_parser_load_from_data (parser, data, length, &local))
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_PARSE, _("box profile: not valid JSON: %s"), local->message);
      return NULL;
    }
  node = json_parser_get_root (parser);
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_PARSE, _("box profile: must be one JSON object"));
      return NULL;
    }
  obj = json_node_get_object (node);
  members = json_object_get_members (obj);
  for (GList *l = members; l; l = l->next)
    if (!g_strv_contains (keys, l->data))
      {
        g_set_error (error, CARC_ERROR, CARC_ERROR_PARSE, _("box profile: unknown member “%s”"),
                     (const char *) l->data);
        return NULL;
      }
  if (g_strcmp0 (string_of (json_object_get_member (obj, "format")), CARC_PROFILE_FORMAT) != 0)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_PARSE, _("box profile: “format” must be “%s”"),
                   CARC_PROFILE_FORMAT);
      return NULL;
    }

  profile = carc_profile_new (string_of (json_object_get_member (obj, "name")));
  if (!carc_profile_check_name (profile->name, error))
    return NULL;
  g_free (profile->game);
  profile->game = g_strdup (string_of (json_object_get_member (obj, "game")) ? string_of (json_object_get_member (obj, "game")) : "carcassonne");
  if (!carc_profile_check_game (profile, error))
    return NULL;

  if ((node = json_object_get_member (obj, "sets")) != NULL)
    {
      JsonArray *sets = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
      for (guint i = 0; sets && i < json_array_get_length (sets); i++)
        {
          const char *id = string_of (json_array_get_element (sets, i));
          if (id == NULL || carc_catalogue_lookup_set (catalogue, id) < 0)
            {
              invalid (error, _("box profile: unknown tile set “%s”"), id ? id : "?");
              return NULL;
            }
          g_ptr_array_add (profile->sets, g_strdup (id));
        }
      if (sets == NULL)
        {
          invalid (error, _("box profile: “sets” must list set names"));
          return NULL;
        }
    }
  if ((node = json_object_get_member (obj, "editions")) != NULL && JSON_NODE_HOLDS_OBJECT (node))
    {
      g_autoptr(GList) ids = json_object_get_members (json_node_get_object (node));
      for (GList *l = ids; l; l = l->next)
        {
          const char *text = string_of (json_object_get_member (json_node_get_object (node), l->data));
          if (text)
            g_hash_table_insert (profile->editions, g_strdup (l->data), g_strdup (text));
        }
    }
  if ((node = json_object_get_member (obj, "counts")) != NULL)
    {
      g_autoptr(GList) ids = NULL;
      if (!JSON_NODE_HOLDS_OBJECT (node))
        {
          invalid (error, _("box profile: “counts” must map tile ids to numbers"));
          return NULL;
        }
      ids = json_object_get_members (json_node_get_object (node));
      for (GList *l = ids; l; l = l->next)
        {
          g_autofree char *where = g_strdup_printf (_("box profile: the count of %s"), (const char *) l->data);
          gint64 v;
          if (carc_catalogue_lookup (catalogue, l->data) < 0)
            {
              invalid (error, _("box profile: unknown tile “%s”"), (const char *) l->data);
              return NULL;
            }
          if (!read_int (json_object_get_member (json_node_get_object (node), l->data), 0, 99, &v, where, error))
            return NULL;
          g_hash_table_insert (profile->counts, g_strdup (l->data), GUINT_TO_POINTER ((guint) v));
        }
    }
  if ((node = json_object_get_member (obj, "overrides")) != NULL)
    {
      g_autoptr(JsonNode) copy = NULL;
      if (!JSON_NODE_HOLDS_OBJECT (node))
        {
          invalid (error, _("box profile: “overrides” must map tile ids to members"));
          return NULL;
        }
      copy = carc_json_deep_copy (node);
      json_object_unref (profile->overrides);
      profile->overrides = json_object_ref (json_node_get_object (copy));
    }
  if ((node = json_object_get_member (obj, "bag")) != NULL)
    {
      if (!JSON_NODE_HOLDS_OBJECT (node))
        {
          invalid (error, _("box profile: “bag” must be an object"));
          return NULL;
        }
      for (guint k = 0; k < CARC_BAG_KINDS; k++)
        {
          g_autofree char *where = g_strdup_printf (_("box profile: bag “%s”"), bag_names[k]);
          gint64 v;
          if (!read_int (json_object_get_member (json_node_get_object (node), bag_names[k]), 0, 99, &v, where, error))
            return NULL;
          profile->bag[k] = (guint) v;
        }
      profile->has_bag = TRUE;
    }
  if ((node = json_object_get_member (obj, "custom_tiles")) != NULL)
    {
      g_autoptr(JsonNode) copy = NULL;
      if (!JSON_NODE_HOLDS_ARRAY (node))
        {
          invalid (error, _("box profile: “custom_tiles” must be a list"));
          return NULL;
        }
      copy = carc_json_deep_copy (node);
      json_array_unref (profile->custom_tiles);
      profile->custom_tiles = json_array_ref (json_node_get_array (copy));
    }
  if ((node = json_object_get_member (obj, "file_overrides")) != NULL)
    {
      g_autoptr(JsonNode) copy = NULL;
      if (!JSON_NODE_HOLDS_OBJECT (node))
        {
          invalid (error, _("box profile: “file_overrides” must map set ids to members"));
          return NULL;
        }
      copy = carc_json_deep_copy (node);
      json_object_unref (profile->file_overrides);
      profile->file_overrides = json_object_ref (json_node_get_object (copy));
    }

  /* the overrides and custom tiles are checked the way a game reads them */
  probe = carc_setup_new ();
  if (!carc_profile_apply (profile, catalogue, probe, error))
    return NULL;
  return g_steal_pointer (&profile);
}

/* ---- counts and members ------------------------------------------------------- */

guint
carc_profile_tile_count (const CarcProfile  *profile,
                         const CarcTileType *type)
{
  gpointer value;

  if (profile && g_hash_table_lookup_extended (profile->counts, type->id, NULL, &value))
    return GPOINTER_TO_UINT (value);
  return type->count;
}

void
carc_profile_set_tile_count (CarcProfile        *profile,
                             const CarcTileType *type,
                             guint               count)
{
  /* the catalogue's count is no change: the profile keeps only differences */
  if (count == type->count)
    g_hash_table_remove (profile->counts, type->id);
  else
    g_hash_table_insert (profile->counts, g_strdup (type->id), GUINT_TO_POINTER (count));
}

/* The object holding @tile_id's members (@feature ≥ 0: that feature's). */
static JsonObject *
member_holder (JsonObject *overrides,
               const char *tile_id,
               int         feature,
               gboolean    create)
{
  JsonObject *tile = json_object_get_member (overrides, tile_id)
                     ? json_object_get_object_member (overrides, tile_id) : NULL;
  JsonObject *features;
  g_autofree char *number = NULL;

  if (tile == NULL)
    {
      if (!create)
        return NULL;
      tile = json_object_new ();
      json_object_set_object_member (overrides, tile_id, tile);
    }
  if (feature < 0)
    return tile;
  features = json_object_get_member (tile, "features")
             ? json_object_get_object_member (tile, "features") : NULL;
  if (features == NULL)
    {
      if (!create)
        return NULL;
      features = json_object_new ();
      json_object_set_object_member (tile, "features", features);
    }
  number = g_strdup_printf ("%d", feature + 1);
  if (json_object_get_member (features, number) == NULL)
    {
      if (!create)
        return NULL;
      json_object_set_object_member (features, number, json_object_new ());
    }
  return json_object_get_object_member (features, number);
}

gboolean
carc_profile_get_member (const CarcProfile *profile,
                         const char        *tile_id,
                         int                feature,
                         const char        *member,
                         gint64            *value)
{
  JsonObject *holder = member_holder (profile->overrides, tile_id, feature, FALSE);
  JsonNode *node = holder ? json_object_get_member (holder, member) : NULL;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return FALSE;
  if (json_node_get_value_type (node) == G_TYPE_BOOLEAN)
    *value = json_node_get_boolean (node);
  else
    *value = json_node_get_int (node);
  return TRUE;
}

static const CarcBoxMemberInfo *
box_member (const char *member,
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

void
carc_profile_set_member (CarcProfile *profile,
                         const char  *tile_id,
                         int          feature,
                         const char  *member,
                         gint64       value,
                         gboolean     unset)
{
  const CarcBoxMemberInfo *info = box_member (member, feature >= 0);
  JsonObject *holder = member_holder (profile->overrides, tile_id, feature, !unset);

  if (unset)
    {
      JsonObject *tile;
      if (holder)
        json_object_remove_member (holder, member);
      /* drop what became empty, so an untouched tile is no override */
      tile = json_object_get_member (profile->overrides, tile_id)
             ? json_object_get_object_member (profile->overrides, tile_id) : NULL;
      if (tile && feature >= 0 && holder && json_object_get_size (holder) == 0)
        {
          g_autofree char *number = g_strdup_printf ("%d", feature + 1);
          JsonObject *features = json_object_get_object_member (tile, "features");
          json_object_remove_member (features, number);
          if (json_object_get_size (features) == 0)
            json_object_remove_member (tile, "features");
        }
      if (tile && json_object_get_size (tile) == 0)
        json_object_remove_member (profile->overrides, tile_id);
      return;
    }
  if (info && info->type == CARC_BOX_VALUE_BOOL)
    json_object_set_boolean_member (holder, member, value != 0);
  else
    json_object_set_int_member (holder, member, value);
}

CarcConfidence
carc_profile_confidence (const CarcProfile   *profile,
                         const CarcCatalogue *catalogue,
                         const CarcTileType  *type,
                         int                  feature,
                         const char          *member)
{
  JsonObject *holder = type->source;
  gint64 value;

  if (profile)
    {
      if (feature < 0 && strcmp (member, "count") == 0
          ? g_hash_table_contains (profile->counts, type->id)
          : carc_profile_get_member (profile, type->id, feature, member, &value))
        return CARC_CONFIDENCE_BOX;
    }
  /* the data marks what no source confirms (its "uncertain" notes) */
  if (carc_tile_type_uncertain_note (type, member) != NULL)
    return CARC_CONFIDENCE_UNKNOWN;
  if (holder && feature >= 0)
    {
      JsonArray *features = json_object_get_array_member (holder, "features");
      holder = features && (guint) feature < json_array_get_length (features)
               ? json_array_get_object_element (features, (guint) feature) : NULL;
    }
  /* a member the data does not give, that a descriptor lists for these
   * sets only because the box must say (a printing that differs), is
   * unknown; elsewhere its absence is the data's plain "none" */
  if (holder && strcmp (member, "count") != 0 && !json_object_has_member (holder, member))
    {
      const CarcBoxMemberInfo *info = box_member (member, feature >= 0);
      if (info && info->sets != NULL)
        return CARC_CONFIDENCE_UNKNOWN;
    }
  /* tile lists come from public data (docs/tile-catalogue.md) */
  (void) catalogue;
  return CARC_CONFIDENCE_PUBLIC_DATA;
}

/* How sure the expected total of a set is: its rule book lists the copies
 * of each set, unless the data marks the set's count uncertain. */
CarcConfidence
carc_profile_set_confidence (const CarcCatalogue *catalogue,
                             guint                set)
{
  const CarcTileSet *s = carc_catalogue_get_set (catalogue, set);

  if (carc_tile_set_uncertain_note (s, "count") != NULL)
    return CARC_CONFIDENCE_UNKNOWN;
  return s->id && strcmp (s->id, CARC_CUSTOM_SET_ID) == 0 ? CARC_CONFIDENCE_BOX : CARC_CONFIDENCE_RULE_BOOK;
}

guint
carc_profile_set_total (const CarcProfile   *profile,
                        const CarcCatalogue *catalogue,
                        guint                set)
{
  const CarcTileSet *s = carc_catalogue_get_set (catalogue, set);
  guint n = 0;

  for (guint i = 0; i < s->tiles->len; i++)
    n += carc_profile_tile_count (profile, carc_catalogue_get_type (catalogue, g_array_index (s->tiles, guint, i)));
  return n;
}

/* ---- set-wide members ------------------------------------------------------------ */

JsonObject *
carc_profile_get_file_members (CarcProfile *profile,
                               const char  *set_id,
                               gboolean     create)
{
  JsonNode *node = json_object_get_member (profile->file_overrides, set_id);

  if (node != NULL && JSON_NODE_HOLDS_OBJECT (node))
    return json_node_get_object (node);
  if (!create)
    return NULL;
  json_object_set_object_member (profile->file_overrides, set_id, json_object_new ());
  return json_object_get_object_member (profile->file_overrides, set_id);
}

CarcConfidence
carc_profile_file_confidence (const CarcProfile   *profile,
                              const CarcCatalogue *catalogue,
                              const char          *set_id,
                              const char * const  *path)
{
  int set = carc_catalogue_lookup_set (catalogue, set_id);
  JsonNode *node = NULL;

  g_return_val_if_fail (path != NULL && path[0] != NULL, CARC_CONFIDENCE_UNKNOWN);

  if (profile && (node = json_object_get_member (profile->file_overrides, set_id)) != NULL)
    for (guint i = 0; path[i] && node; i++)
      node = JSON_NODE_HOLDS_OBJECT (node) ? json_object_get_member (json_node_get_object (node), path[i]) : NULL;
  if (node != NULL)
    return CARC_CONFIDENCE_BOX;
  /* the file's top-level "uncertain" note on the member */
  if (set >= 0 && carc_tile_set_uncertain_note (carc_catalogue_get_set (catalogue, (guint) set), path[0]) != NULL)
    return CARC_CONFIDENCE_UNKNOWN;
  return CARC_CONFIDENCE_PUBLIC_DATA;
}

/* ---- applying -------------------------------------------------------------------- */

static gboolean
setup_plays_set (const CarcSetup *setup,
                 guint            set)
{
  for (guint i = 0; i < setup->sets->len; i++)
    if (g_array_index (setup->sets, guint, i) == set)
      return TRUE;
  return FALSE;
}

gboolean
carc_profile_apply (const CarcProfile *profile,
                    CarcCatalogue     *catalogue,
                    CarcSetup         *setup,
                    GError           **error)
{
  g_autoptr(JsonArray) custom = json_array_new ();
  g_autoptr(CarcCatalogue) box = NULL;
  g_autoptr(GError) local = NULL;
  GHashTableIter iter;
  gpointer key, value;

  for (guint i = 0; i < json_array_get_length (profile->custom_tiles); i++)
    {
      JsonNode *node = json_array_get_element (profile->custom_tiles, i);
      JsonObject *data;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        return invalid (error, _("box profile: custom tile %u is not an object"), i + 1);
      data = carc_custom_tile_to_data (catalogue, json_node_get_object (node), &local);
      if (data == NULL)
        return invalid (error, _("box profile “%s”: custom tile %u: %s"), profile->name, i + 1, local->message);
      json_array_add_object_element (custom, data);
    }
  {
    /* the set-wide members name the profile: they are no one tile's */
    g_autofree char *source = g_strdup_printf ("box profile “%s”", profile->name);
    box = carc_catalogue_derive_box (catalogue, profile->overrides, profile->file_overrides,
                                     custom, source, &local);
  }
  if (box == NULL)
    return invalid (error, "%s", local->message);
  if (json_object_get_size (profile->file_overrides) > 0)
    {
      guint n;
      const CarcExpansion * const *all = carc_registry_all (&n);

      for (guint e = 0; e < n; e++)
        if (all[e]->check_box_file && !all[e]->check_box_file (box, profile->counts, &local))
          return invalid (error, "box profile “%s”: %s", profile->name, local->message);
    }

  g_hash_table_iter_init (&iter, profile->counts);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (carc_catalogue_lookup (catalogue, key) < 0)
      return invalid (error, _("box profile: unknown tile “%s”"), (const char *) key);

  /* everything checked: change the setup */
  /* the counts of the sets this game plays: the record carries no more,
   * and a set's own checks see only a game with it */
  g_hash_table_remove_all (setup->inventory);
  g_hash_table_iter_init (&iter, profile->counts);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (setup_plays_set (setup, carc_catalogue_get_type (catalogue, (guint) carc_catalogue_lookup (catalogue, key))->set))
      g_hash_table_insert (setup->inventory, g_strdup (key), value);
  if (profile->has_bag)
    memcpy (setup->bag, profile->bag, sizeof setup->bag);
  g_free (setup->profile);
  setup->profile = g_strdup (profile->name);
  g_clear_pointer (&setup->overrides, json_object_unref);
  if (json_object_get_size (profile->overrides) > 0)
    {
      g_autoptr(JsonNode) node = node_of_object (profile->overrides);
      g_autoptr(JsonNode) copy = carc_json_deep_copy (node);
      setup->overrides = json_object_ref (json_node_get_object (copy));
    }
  g_clear_pointer (&setup->custom_tiles, json_array_unref);
  if (json_array_get_length (custom) > 0)
    setup->custom_tiles = json_array_ref (custom);
  g_clear_pointer (&setup->file_overrides, json_object_unref);
  if (json_object_get_size (profile->file_overrides) > 0)
    {
      g_autoptr(JsonNode) node = node_of_object (profile->file_overrides);
      g_autoptr(JsonNode) copy = carc_json_deep_copy (node);
      setup->file_overrides = json_object_ref (json_node_get_object (copy));
    }
  return TRUE;
}

/* ---- custom tiles ------------------------------------------------------------------ */

/* Places around the tile, clockwise: edge e's left half at 3e, its middle
 * at 3e + 1, its right half at 3e + 2. A feature reaching the middle of
 * the tile from several edges (a joined city, a crossing) cuts the tile:
 * two places are apart when both ways round between them meet it. */
static gboolean
cut_between (guint mask,
             guint a,
             guint b)
{
  gboolean one = FALSE, other = FALSE;

  for (guint e = 0; e < 4; e++)
    {
      guint m = 3 * e + 1;
      if (!(mask & (1u << e)) || m == a || m == b)
        continue;
      /* is m on the way from a to b clockwise, or on the way back? */
      if ((m + 12 - a) % 12 < (b + 12 - a) % 12)
        one = TRUE;
      else
        other = TRUE;
    }
  return one && other;
}

static guint
half_place (guint h)
{
  return 3 * (h / 2) + (h % 2 ? 2 : 0);
}

/* Whether two features' ways through the tile cross (their edges alternate
 * round the tile). */
static gboolean
crosses (guint a,
         guint b)
{
  for (guint i = 0; i < 4; i++)
    for (guint j = i + 1; j < 4; j++)
      if ((a & (1u << i)) && (a & (1u << j)))
        {
          gboolean inside = FALSE, outside = FALSE;
          for (guint k = 0; k < 4; k++)
            if (b & (1u << k))
              {
                if (k > i && k < j)
                  inside = TRUE;
                else if (k != i && k != j)
                  outside = TRUE;
              }
          if (inside && outside)
            return TRUE;
        }
  return FALSE;
}

static gboolean
parse_edge (const char *name,
            guint      *edge)
{
  for (guint e = 0; e < 4; e++)
    if (g_strcmp0 (name, edge_names[e]) == 0)
      {
        *edge = e;
        return TRUE;
      }
  return FALSE;
}

static char *
locations_text (guint16 loc)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint h = 0; h < 8; h++)
    if (loc & CARC_LOC_HALF (h))
      g_string_append_printf (text, "%s%s", text->len ? " " : "", half_names[h]);
  for (guint e = 0; e < 4; e++)
    if (loc & CARC_LOC_EDGE (e))
      g_string_append_printf (text, "%s%s", text->len ? " " : "", edge_names[e]);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static gboolean
registered_member (const char *member,
                   gboolean    feature)
{
  guint n;
  const CarcExpansion * const *all = carc_registry_all (&n);

  for (guint e = 0; e < n; e++)
    {
      const char * const *list = feature ? all[e]->feature_members : all[e]->tile_members;
      for (guint i = 0; list && list[i]; i++)
        if (strcmp (list[i], member) == 0)
          return TRUE;
    }
  return FALSE;
}

/* The kinds whose edges are walls: no field-like feature lies along them
 * (a city, a forest), unlike a road or river that fields line on both
 * sides. The tile data of @catalogue says it: an edge-shaped kind none of
 * whose edges on any tile carries half-edges of a field-like kind. Read
 * from the catalogue the tile joins, not a default one, so a box with
 * other data gets the walls of its own data. */
static guint32
wall_kinds (const CarcCatalogue *catalogue)
{
  return catalogue ? carc_catalogue_get_wall_kinds (catalogue) : 1u << CARC_FEATURE_CITY;
}

/* A kind named in a form: the kinds of @game (a whole game's own, like
 * its "river") first, as the tile data of its sets has them. */
static gboolean
form_kind (const CarcExpansion *game,
           const char          *name,
           CarcFeatureKind     *kind)
{
  for (guint i = 0; game && name && i < game->n_features; i++)
    if (strcmp (game->features[i].name, name) == 0)
      {
        *kind = game->features[i].id;
        return TRUE;
      }
  return carc_feature_kind_parse (name, kind);
}

JsonObject *
carc_custom_tile_to_data (const CarcCatalogue *catalogue,
                          JsonObject          *form,
                          GError             **error)
{
  static const char * const keys[] = {
    "id", "name", "count", "game", "edges", "joins", "monastery", "on", "tile", NULL
  };
  g_autoptr(GList) members = json_object_get_members (form);
  const CarcExpansion *game = NULL;
  const char *game_set = NULL;
  guint32 walls;
  guint field_kind = CARC_N_FEATURE_KINDS;
  g_autoptr(JsonObject) data = json_object_new ();
  g_autoptr(JsonArray) features = json_array_new ();
  JsonNode *node;
  JsonArray *edges, *joins = NULL;
  CarcFeatureKind kind[4];
  guint group_of[4];              /* feature index per edge, for non-field edges */
  guint masks[4] = { 0 };         /* edges of each edge feature */
  CarcFeatureKind group_kind[4];
  guint n_groups = 0, field_edges = 0;
  guint parent[8];
  const char *id;
  gint64 count = 1;
  gboolean monastery = FALSE;
  char letters[5] = "????";
  guint cuts[6];
  guint n_cuts = 0, lone_ends = 0, city_edges = 0;
  JsonObject *feature_at_edge[4] = { NULL };

  carc_registry_init ();
  walls = wall_kinds (catalogue);
  for (GList *l = members; l; l = l->next)
    if (!g_strv_contains (keys, l->data))
      return invalid (error, _("a custom tile has no “%s”"), (const char *) l->data), NULL;

  id = string_of (json_object_get_member (form, "id"));
  if (id == NULL || *id == '\0')
    return invalid (error, _("the tile needs a name to tell it by")), NULL;
  /* its name (and the id made of it) no longer than a player's */
  {
    const char *name = string_of (json_object_get_member (form, "name"));
    const char *longest = g_utf8_validate (id, -1, NULL) && g_utf8_strlen (id, -1) > CARC_MAX_NAME_CHARS ? id
                          : name && g_utf8_validate (name, -1, NULL) && g_utf8_strlen (name, -1) > CARC_MAX_NAME_CHARS ? name
                          : NULL;
    if (longest != NULL)
      {
        g_autofree char *shown = carc_text_start (longest, 24);
        return invalid (error,
                        g_dngettext (GETTEXT_PACKAGE, "the tile's name “%s” is too long: at most %d character",
                                     "the tile's name “%s” is too long: at most %d characters",
                                     CARC_MAX_NAME_CHARS),
                        shown, CARC_MAX_NAME_CHARS), NULL;
      }
  }
  if ((node = json_object_get_member (form, "count")) != NULL
      && !read_int (node, 0, 99, &count, _("the number of copies"), error))
    return NULL;
  if ((node = json_object_get_member (form, "monastery")) != NULL)
    {
      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
        return invalid (error, _("“monastery” must be true or false")), NULL;
      monastery = json_node_get_boolean (node);
    }

  /* a whole other game's tile names its game: its kinds come first */
  if ((node = json_object_get_member (form, "game")) != NULL)
    {
      game_set = string_of (node);
      game = game_set ? carc_registry_set_owner (game_set) : NULL;
      if (game == NULL || !game->is_game)
        return invalid (error, _("“%s” is not a game a tile can belong to"), game_set ? game_set : "?"), NULL;
    }

  node = json_object_get_member (form, "edges");
  edges = node && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
  if (edges == NULL || json_array_get_length (edges) != 4)
    return invalid (error, _("say what each of the four edges shows")), NULL;
  for (guint e = 0; e < 4; e++)
    {
      const char *name = string_of (json_array_get_element (edges, e));
      const CarcFeatureKindInfo *info;
      if (name == NULL || !form_kind (game, name, &kind[e])
          || (info = carc_registry_feature (kind[e]))->shape == CARC_FEATURE_SHAPE_INNER
          || info->letter == 0)
        return invalid (error, _("edge %s: “%s” is not something an edge shows"),
                        edge_names[e], name ? name : "?"), NULL;
      letters[e] = info->letter;
      group_of[e] = G_MAXUINT;
      /* field-like kinds (a field, a meadow) fill what the others leave */
      if (info->shape == CARC_FEATURE_SHAPE_HALVES)
        field_edges |= 1u << e;
      if (walls & (1u << kind[e]))
        city_edges |= 1u << e;
    }

  /* what fills the rest: the field-like kind of the edges, else the
   * game's own (the base game's fields when no game is named) */
  for (guint e = 0; e < 4 && field_kind == CARC_N_FEATURE_KINDS; e++)
    if (field_edges & (1u << e))
      field_kind = kind[e];
  {
    const CarcExpansion *owner = game ? game : carc_registry_set_owner ("base");
    for (guint i = 0; owner && i < owner->n_features && field_kind == CARC_N_FEATURE_KINDS; i++)
      if (owner->features[i].shape == CARC_FEATURE_SHAPE_HALVES)
        field_kind = owner->features[i].id;
    if (field_kind == CARC_N_FEATURE_KINDS)
      field_kind = CARC_FEATURE_FIELD;
  }

  /* edges that are one feature through the tile */
  if ((node = json_object_get_member (form, "joins")) != NULL)
    {
      if (!JSON_NODE_HOLDS_ARRAY (node))
        return invalid (error, _("“joins” must list groups of edges")), NULL;
      joins = json_node_get_array (node);
    }
  for (guint j = 0; joins && j < json_array_get_length (joins); j++)
    {
      JsonNode *gnode = json_array_get_element (joins, j);
      JsonArray *group = JSON_NODE_HOLDS_ARRAY (gnode) ? json_node_get_array (gnode) : NULL;
      guint mask = 0, first = G_MAXUINT;

      if (group == NULL || json_array_get_length (group) < 2)
        return invalid (error, _("a join needs at least two edges")), NULL;
      for (guint i = 0; i < json_array_get_length (group); i++)
        {
          guint e;
          if (!parse_edge (string_of (json_array_get_element (group, i)), &e))
            return invalid (error, _("a join names edges N, E, S or W")), NULL;
          if (field_edges & (1u << e))
            return invalid (error, _("edge %s is a field: fields join by themselves around the other features"),
                            edge_names[e]), NULL;
          if (group_of[e] != G_MAXUINT || (mask & (1u << e)))
            return invalid (error, _("edge %s is joined twice"), edge_names[e]), NULL;
          if (first == G_MAXUINT)
            first = e;
          else if (kind[e] != kind[first])
            return invalid (error, _("edges %s and %s show different things and cannot be one feature"),
                            edge_names[first], edge_names[e]), NULL;
          mask |= 1u << e;
        }
      for (guint e = 0; e < 4; e++)
        if (mask & (1u << e))
          group_of[e] = n_groups;
      masks[n_groups] = mask;
      group_kind[n_groups] = kind[first];
      n_groups++;
    }
  for (guint e = 0; e < 4; e++)
    if (!(field_edges & (1u << e)) && group_of[e] == G_MAXUINT)
      {
        group_of[e] = n_groups;
        masks[n_groups] = 1u << e;
        group_kind[n_groups] = kind[e];
        n_groups++;
      }

  /* what cuts the fields: features through the tile; roads (and rivers)
   * ending in the middle meet there when there are several, and a lone one
   * ends at the city wall when there is no monastery to end at */
  for (guint g = 0; g < n_groups; g++)
    {
      if (masks[g] & (masks[g] - 1))
        {
          for (guint c = 0; c < n_cuts; c++)
            if (crosses (masks[g], cuts[c])
                && ((walls & (1u << group_kind[g])) || (cuts[c] & city_edges)))
              return invalid (error, _("a city cannot cross another feature on one tile")), NULL;
          cuts[n_cuts++] = masks[g];
        }
      else if (!(walls & (1u << group_kind[g])))
        lone_ends |= masks[g];
    }
  if (lone_ends & (lone_ends - 1))
    cuts[n_cuts++] = lone_ends;
  else if (lone_ends && !monastery && city_edges)
    cuts[n_cuts++] = lone_ends | city_edges;

  /* the fields: half-edges of the edges that are not cities, together
   * unless something cuts between them */
  for (guint h = 0; h < 8; h++)
    parent[h] = h;
  for (guint a = 0; a < 8; a++)
    for (guint b = a + 1; b < 8; b++)
      {
        gboolean apart = FALSE;
        if ((city_edges & (1u << (a / 2))) || (city_edges & (1u << (b / 2))))
          continue;
        for (guint c = 0; c < n_cuts && !apart; c++)
          apart = cut_between (cuts[c], half_place (a), half_place (b));
        if (!apart)
          {
            guint ra = a, rb = b;
            while (parent[ra] != ra)
              ra = parent[ra];
            while (parent[rb] != rb)
              rb = parent[rb];
            parent[rb] = ra;
          }
      }

  json_object_set_string_member (data, "id", id);
  if (game_set != NULL)
    json_object_set_string_member (data, "game", game_set);
  json_object_set_int_member (data, "count", count);
  json_object_set_string_member (data, "edges", letters);
  if ((node = json_object_get_member (form, "name")) != NULL && JSON_NODE_HOLDS_VALUE (node)
      && json_node_get_value_type (node) == G_TYPE_STRING)
    json_object_set_string_member (data, "note", json_node_get_string (node));
  for (guint e = 0; e < 4; e++)
    if (kind[e] == CARC_FEATURE_RIVER)
      json_object_set_string_member (data, "stack", "river");

  if (monastery)
    {
      JsonObject *f = json_object_new ();
      json_object_set_string_member (f, "kind", "monastery");
      json_array_add_object_element (features, f);
    }
  for (guint g = 0; g < n_groups; g++)
    {
      JsonObject *f = json_object_new ();
      g_autofree char *at = locations_text ((guint16) (masks[g] << 8));
      json_object_set_string_member (f, "kind", carc_registry_feature (group_kind[g])->name);
      json_object_set_string_member (f, "at", at);
      json_array_add_object_element (features, f);
      for (guint e = 0; e < 4; e++)
        if (masks[g] & (1u << e))
          feature_at_edge[e] = f;
    }
  for (guint h = 0; h < 8; h++)
    {
      guint16 halves = 0;
      guint touched = 0;
      JsonObject *f;
      g_autofree char *at = NULL;

      if (parent[h] != h || (city_edges & (1u << (h / 2))))
        continue;
      for (guint k = 0; k < 8; k++)
        {
          guint r = k;
          while (parent[r] != r)
            r = parent[r];
          if (r == h && !(city_edges & (1u << (k / 2))))
            halves |= CARC_LOC_HALF (k);
        }
      /* the cities the field reaches without crossing another feature */
      for (guint g = 0; g < n_groups; g++)
        {
          if (group_kind[g] != CARC_FEATURE_CITY)
            continue;
          for (guint k = 0; k < 8 && !(touched & masks[g]); k++)
            for (guint e = 0; e < 4; e++)
              {
                gboolean apart = FALSE;
                if (!(halves & CARC_LOC_HALF (k)) || !(masks[g] & (1u << e)))
                  continue;
                for (guint c = 0; c < n_cuts && !apart; c++)
                  if (!(cuts[c] & masks[g]))
                    apart = cut_between (cuts[c], half_place (k), 3 * e + 1);
                if (!apart)
                  {
                    /* a city is named by its first edge */
                    for (guint first = 0; first < 4; first++)
                      if (masks[g] & (1u << first))
                        {
                          touched |= 1u << first;
                          break;
                        }
                    break;
                  }
              }
        }
      f = json_object_new ();
      at = locations_text (halves);
      json_object_set_string_member (f, "kind", carc_registry_feature (field_kind)->name);
      json_object_set_string_member (f, "at", at);
      if (touched && field_kind == CARC_FEATURE_FIELD)
        {
          g_autofree char *cities = locations_text ((guint16) (touched << 8));
          json_object_set_string_member (f, "cities", cities);
        }
      json_array_add_object_element (features, f);
      for (guint e = 0; e < 4; e++)
        if ((field_edges & (1u << e)) && (halves & CARC_LOC_HALF (2 * e)))
          feature_at_edge[e] = f;
    }

  /* what is printed on the features and the tile */
  if ((node = json_object_get_member (form, "on")) != NULL)
    {
      g_autoptr(GList) at_edges = NULL;
      if (!JSON_NODE_HOLDS_OBJECT (node))
        return invalid (error, _("“on” must map edges to what their feature shows")), NULL;
      at_edges = json_object_get_members (json_node_get_object (node));
      for (GList *l = at_edges; l; l = l->next)
        {
          JsonNode *what = json_object_get_member (json_node_get_object (node), l->data);
          g_autoptr(GList) names = NULL;
          guint e;
          if (!parse_edge (l->data, &e) || !JSON_NODE_HOLDS_OBJECT (what))
            return invalid (error, _("“on” names edges N, E, S or W")), NULL;
          names = json_object_get_members (json_node_get_object (what));
          for (GList *m = names; m; m = m->next)
            {
              if (strcmp (m->data, "pennants") != 0 && !registered_member (m->data, TRUE))
                return invalid (error, _("edge %s: a feature cannot show “%s”"),
                                edge_names[e], (const char *) m->data), NULL;
              json_object_set_member (feature_at_edge[e], m->data,
                                      carc_json_deep_copy (json_object_get_member (json_node_get_object (what), m->data)));
            }
        }
    }
  if ((node = json_object_get_member (form, "tile")) != NULL)
    {
      g_autoptr(GList) names = NULL;
      if (!JSON_NODE_HOLDS_OBJECT (node))
        return invalid (error, _("“tile” must be an object")), NULL;
      names = json_object_get_members (json_node_get_object (node));
      for (GList *m = names; m; m = m->next)
        {
          if (!registered_member (m->data, FALSE) && strcmp (m->data, "wheel") != 0
              && strcmp (m->data, "thief") != 0)
            return invalid (error, _("a tile cannot show “%s”"), (const char *) m->data), NULL;
          json_object_set_member (data, m->data,
                                  carc_json_deep_copy (json_object_get_member (json_node_get_object (node), m->data)));
        }
    }
  json_object_set_array_member (data, "features", json_array_ref (features));
  return g_steal_pointer (&data);
}

CarcCatalogue *
carc_custom_tile_catalogue (CarcCatalogue *base,
                            JsonObject    *form,
                            GError       **error)
{
  g_autoptr(JsonArray) custom = json_array_new ();
  g_autoptr(GError) local = NULL;
  JsonObject *data = carc_custom_tile_to_data (base, form, error);
  CarcCatalogue *catalogue;

  if (data == NULL)
    return NULL;
  json_array_add_object_element (custom, data);
  catalogue = carc_catalogue_derive (base, NULL, custom, &local);
  if (catalogue == NULL)
    {
      /* the loader's message names the place ("box profile: tile X: …");
       * the editor shows what is wrong */
      const char *msg = strrchr (local->message, ':');
      invalid (error, "%s", msg ? msg + 2 : local->message);
    }
  return catalogue;
}
