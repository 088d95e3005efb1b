/* carc-wheel-box.c: the Wheel of Fortune's set-wide values in a box profile
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "carc-wheel-box.h"

#include <string.h>

#define SET_ID "wheel-of-fortune"

/* The data's "wheel" member (the bundled set's). */
static JsonObject *
data_wheel (const CarcCatalogue *catalogue)
{
  int set = carc_catalogue_lookup_set (catalogue, SET_ID);
  const CarcTileSet *tile_set;

  if (set < 0)
    return NULL;
  tile_set = carc_catalogue_get_set (catalogue, (guint) set);
  if (tile_set->members == NULL || !json_object_has_member (tile_set->members, "wheel"))
    return NULL;
  return json_object_get_object_member (tile_set->members, "wheel");
}

/* The profile's object @key of its "wheel" overrides, made with @create. */
static JsonObject *
box_object (const CarcProfile *profile,
            const char        *key,
            gboolean           create)
{
  /* only @create changes the profile */
  JsonObject *set = profile ? carc_profile_get_file_members ((CarcProfile *) profile, SET_ID, create) : NULL;
  JsonObject *wheel;

  if (set == NULL)
    return NULL;
  if (!json_object_has_member (set, "wheel"))
    {
      if (!create)
        return NULL;
      json_object_set_object_member (set, "wheel", json_object_new ());
    }
  wheel = json_object_get_object_member (set, "wheel");
  if (!json_object_has_member (wheel, key))
    {
      if (!create)
        return NULL;
      json_object_set_object_member (wheel, key, json_object_new ());
    }
  return json_object_get_object_member (wheel, key);
}

/* Forgets empty objects, so that a profile setting nothing says nothing. */
static void
prune (CarcProfile *profile)
{
  JsonObject *set = carc_profile_get_file_members (profile, SET_ID, FALSE);
  JsonObject *wheel = set && json_object_has_member (set, "wheel") ? json_object_get_object_member (set, "wheel") : NULL;

  if (wheel)
    {
      g_autoptr(GList) keys = json_object_get_members (wheel);
      for (GList *l = keys; l; l = l->next)
        {
          JsonNode *node = json_object_get_member (wheel, l->data);
          if (JSON_NODE_HOLDS_OBJECT (node) && json_object_get_size (json_node_get_object (node)) == 0)
            json_object_remove_member (wheel, l->data);
        }
      if (json_object_get_size (wheel) == 0)
        json_object_remove_member (set, "wheel");
    }
  if (set && json_object_get_size (set) == 0)
    json_object_remove_member (profile->file_overrides, SET_ID);
}

guint
carc_wheel_box_crowns (const CarcProfile   *profile,
                       const CarcCatalogue *catalogue,
                       CarcWheelSector      sector,
                       guint               *max)
{
  JsonObject *wheel = data_wheel (catalogue);
  JsonObject *box = box_object (profile, "crown_counts", FALSE);
  const char *name = carc_wheel_sector_name (sector);
  guint n = 0;

  if (max)
    {
      JsonObject *spots = wheel && json_object_has_member (wheel, "crown_spots")
                          ? json_object_get_object_member (wheel, "crown_spots") : NULL;
      *max = spots && json_object_has_member (spots, name)
             ? json_array_get_length (json_object_get_array_member (spots, name)) : 0;
    }
  if (box && json_object_has_member (box, name))
    return (guint) json_object_get_int_member (box, name);
  if (wheel && json_object_has_member (wheel, "crowns"))
    {
      JsonArray *crowns = json_object_get_array_member (wheel, "crowns");
      for (guint i = 0; i < json_array_get_length (crowns); i++)
        n += g_strcmp0 (json_object_get_string_member (json_array_get_object_element (crowns, i), "sector"),
                        name) == 0;
    }
  return n;
}

void
carc_wheel_box_set_crowns (CarcProfile     *profile,
                           CarcWheelSector  sector,
                           guint            count)
{
  json_object_set_int_member (box_object (profile, "crown_counts", TRUE), carc_wheel_sector_name (sector), count);
}

CarcConfidence
carc_wheel_box_crowns_confidence (const CarcProfile   *profile,
                                  const CarcCatalogue *catalogue,
                                  CarcWheelSector      sector)
{
  const char * const path[] = { "wheel", "crown_counts", carc_wheel_sector_name (sector), NULL };
  return carc_profile_file_confidence (profile, catalogue, SET_ID, path);
}

GPtrArray *
carc_wheel_symbol_tiles (const CarcCatalogue *catalogue)
{
  GPtrArray *ids = g_ptr_array_new ();
  JsonObject *wheel = data_wheel (catalogue);
  JsonObject *symbols = wheel && json_object_has_member (wheel, "symbols")
                        ? json_object_get_object_member (wheel, "symbols") : NULL;

  /* in the catalogue's order, which the data's object has no hold on */
  for (guint t = 0; symbols && t < carc_catalogue_get_n_types (catalogue); t++)
    {
      const CarcTileType *type = carc_catalogue_get_type (catalogue, t);
      if (json_object_has_member (symbols, type->id))
        g_ptr_array_add (ids, type->id);
    }
  return ids;
}

void
carc_wheel_box_symbols (const CarcProfile   *profile,
                        const CarcCatalogue *catalogue,
                        const char          *tile_id,
                        guint                counts[3])
{
  JsonObject *box = box_object (profile, "symbol_counts", FALSE);
  JsonObject *wheel = data_wheel (catalogue);

  memset (counts, 0, 3 * sizeof (guint));
  if (box && json_object_has_member (box, tile_id))
    {
      JsonArray *list = json_object_get_array_member (box, tile_id);
      for (guint i = 0; i < 3 && i < json_array_get_length (list); i++)
        counts[i] = (guint) json_array_get_int_element (list, i);
      return;
    }
  if (wheel && json_object_has_member (wheel, "symbols")
      && json_object_has_member (json_object_get_object_member (wheel, "symbols"), tile_id))
    {
      JsonArray *list = json_object_get_array_member (json_object_get_object_member (wheel, "symbols"), tile_id);
      for (guint i = 0; i < json_array_get_length (list); i++)
        {
          gint64 s = json_array_get_int_element (list, i);
          if (s >= 1 && s <= 3)
            counts[s - 1]++;
        }
    }
}

void
carc_wheel_box_set_symbols (CarcProfile *profile,
                            const char  *tile_id,
                            const guint  counts[3])
{
  JsonArray *list = json_array_new ();

  for (guint i = 0; i < 3; i++)
    json_array_add_int_element (list, counts[i]);
  json_object_set_array_member (box_object (profile, "symbol_counts", TRUE), tile_id, list);
  prune (profile);
}

CarcConfidence
carc_wheel_box_symbols_confidence (const CarcProfile   *profile,
                                   const CarcCatalogue *catalogue,
                                   const char          *tile_id)
{
  const char * const path[] = { "wheel", "symbol_counts", tile_id, NULL };
  return carc_profile_file_confidence (profile, catalogue, SET_ID, path);
}
