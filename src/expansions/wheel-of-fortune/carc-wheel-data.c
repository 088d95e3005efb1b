/* carc-wheel-data.c: the Wheel of Fortune's part of the tile data: the set's
 * "wheel" member (crown spaces, symbols, a box's counts) and the board's cells
 *
 * Checked once when a catalogue is loaded, so the setup and the game read
 * the members without checking them again.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "carc-wheel-of-fortune-private.h"

#include <string.h>

/* The crowns of a layout: an array of {"sector", "at": [x, y]}. */
static gboolean
check_crowns (JsonObject  *wheel,
              const char  *key,
              gboolean     required,
              GError     **error)
{
  JsonNode *node = json_object_get_member (wheel, key);
  JsonArray *crowns;

  if (node == NULL && !required)
    return TRUE;
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    goto bad;
  crowns = json_node_get_array (node);
  if (json_array_get_length (crowns) > CARC_WHEEL_MAX_CROWNS)
    goto bad;
  for (guint i = 0; i < json_array_get_length (crowns); i++)
    {
      JsonNode *c = json_array_get_element (crowns, i);
      JsonObject *o;
      JsonNode *at;
      CarcWheelSector sector;

      if (!JSON_NODE_HOLDS_OBJECT (c))
        goto bad;
      o = json_node_get_object (c);
      at = json_object_get_member (o, "at");
      if (!carc_wheel_sector_parse (json_object_get_string_member_with_default (o, "sector", ""), &sector)
          || at == NULL || !JSON_NODE_HOLDS_ARRAY (at) || json_array_get_length (json_node_get_array (at)) != 2)
        goto bad;
      for (guint k = 0; k < 2; k++)
        {
          JsonNode *v = json_array_get_element (json_node_get_array (at), k);
          double d;
          if (!JSON_NODE_HOLDS_VALUE (v)
              || (json_node_get_value_type (v) != G_TYPE_DOUBLE && json_node_get_value_type (v) != G_TYPE_INT64))
            goto bad;
          d = json_node_get_double (v);
          if (d < 0 || d > CARC_WHEEL_BOARD_SIZE)
            goto bad;
        }
    }
  return TRUE;

bad:
  g_set_error (error, CARC_CATALOGUE_ERROR, CARC_CATALOGUE_ERROR_INVALID,
               "“wheel”: “%s” must be an array of at most %d crown spaces, each "
               "{\"sector\": fortune|taxes|famine|storm|inquisition|plague, \"at\": [x, y]} "
               "with x and y from 0 to %d",
               key, CARC_WHEEL_MAX_CROWNS, CARC_WHEEL_BOARD_SIZE);
  return FALSE;
}

static gboolean
is_spot (JsonNode *at)
{
  if (at == NULL || !JSON_NODE_HOLDS_ARRAY (at) || json_array_get_length (json_node_get_array (at)) != 2)
    return FALSE;
  for (guint k = 0; k < 2; k++)
    {
      JsonNode *v = json_array_get_element (json_node_get_array (at), k);
      if (!JSON_NODE_HOLDS_VALUE (v)
          || (json_node_get_value_type (v) != G_TYPE_DOUBLE && json_node_get_value_type (v) != G_TYPE_INT64)
          || json_node_get_double (v) < 0 || json_node_get_double (v) > CARC_WHEEL_BOARD_SIZE)
        return FALSE;
    }
  return TRUE;
}

/* "crown_spots": sector → the spots of 1, 2, … crown spaces in it. */
static gboolean
check_crown_spots (JsonObject  *wheel,
                   GError     **error)
{
  JsonNode *node = json_object_get_member (wheel, "crown_spots");
  g_autoptr(GList) sectors = NULL;

  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    goto bad;
  sectors = json_object_get_members (json_node_get_object (node));
  for (GList *l = sectors; l; l = l->next)
    {
      JsonNode *layouts = json_object_get_member (json_node_get_object (node), l->data);
      CarcWheelSector sector;

      if (!carc_wheel_sector_parse (l->data, &sector) || !JSON_NODE_HOLDS_ARRAY (layouts)
          || json_array_get_length (json_node_get_array (layouts)) > CARC_WHEEL_MAX_SECTOR_CROWNS)
        goto bad;
      for (guint n = 0; n < json_array_get_length (json_node_get_array (layouts)); n++)
        {
          JsonNode *spots = json_array_get_element (json_node_get_array (layouts), n);
          if (!JSON_NODE_HOLDS_ARRAY (spots) || json_array_get_length (json_node_get_array (spots)) != n + 1)
            goto bad;
          for (guint k = 0; k <= n; k++)
            if (!is_spot (json_array_get_element (json_node_get_array (spots), k)))
              goto bad;
        }
    }
  return TRUE;

bad:
  g_set_error (error, CARC_CATALOGUE_ERROR, CARC_CATALOGUE_ERROR_INVALID,
               "“wheel”: “crown_spots” must map sectors (fortune, taxes, famine, storm, inquisition, "
               "plague) to at most %d layouts, the n-th a list of n spots [x, y] with x and y from 0 to %d",
               CARC_WHEEL_MAX_SECTOR_CROWNS, CARC_WHEEL_BOARD_SIZE);
  return FALSE;
}

/* The layouts the data draws a sector's crown spaces with (0: none). */
static guint
sector_layouts (JsonObject      *wheel,
                CarcWheelSector  sector)
{
  JsonObject *spots = json_object_has_member (wheel, "crown_spots")
                      ? json_object_get_object_member (wheel, "crown_spots") : NULL;

  if (spots == NULL || !json_object_has_member (spots, wheel_sector_names[sector]))
    return 0;
  return json_array_get_length (json_object_get_array_member (spots, wheel_sector_names[sector]));
}

/* "crown_counts" (a box's): sector → its crown spaces, as many as the data
 * can draw. */
static gboolean
check_crown_counts (JsonObject  *wheel,
                    GError     **error)
{
  JsonNode *node = json_object_get_member (wheel, "crown_counts");
  g_autoptr(GList) sectors = NULL;

  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error_literal (error, CARC_CATALOGUE_ERROR, CARC_CATALOGUE_ERROR_INVALID,
                           "“wheel”: “crown_counts” must map sectors to numbers of crown spaces");
      return FALSE;
    }
  sectors = json_object_get_members (json_node_get_object (node));
  for (GList *l = sectors; l; l = l->next)
    {
      JsonNode *v = json_object_get_member (json_node_get_object (node), l->data);
      CarcWheelSector sector;
      guint max;

      if (!carc_wheel_sector_parse (l->data, &sector))
        {
          g_set_error (error, CARC_CATALOGUE_ERROR, CARC_CATALOGUE_ERROR_INVALID,
                       "“wheel”: “crown_counts”: unknown sector “%s” (fortune, taxes, famine, storm, "
                       "inquisition, plague)", (const char *) l->data);
          return FALSE;
        }
      max = sector_layouts (wheel, sector);
      if (!JSON_NODE_HOLDS_VALUE (v) || json_node_get_value_type (v) != G_TYPE_INT64
          || json_node_get_int (v) < 0 || json_node_get_int (v) > max)
        {
          g_set_error (error, CARC_CATALOGUE_ERROR, CARC_CATALOGUE_ERROR_INVALID,
                       "“wheel”: “crown_counts”: %s must be a number of crown spaces from 0 to %u "
                       "(the spots the data has for it)", (const char *) l->data, max);
          return FALSE;
        }
    }
  return TRUE;
}

/* "symbols": tile id → the symbol of each copy that shows one (1-3). */
static gboolean
check_symbols (JsonObject  *wheel,
               GError     **error)
{
  JsonNode *node = json_object_get_member (wheel, "symbols");
  g_autoptr(GList) members = NULL;

  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    goto bad;
  members = json_object_get_members (json_node_get_object (node));
  for (GList *l = members; l; l = l->next)
    {
      JsonNode *list = json_object_get_member (json_node_get_object (node), l->data);
      if (!JSON_NODE_HOLDS_ARRAY (list))
        goto bad;
      for (guint i = 0; i < json_array_get_length (json_node_get_array (list)); i++)
        {
          JsonNode *v = json_array_get_element (json_node_get_array (list), i);
          if (!JSON_NODE_HOLDS_VALUE (v) || json_node_get_value_type (v) != G_TYPE_INT64
              || json_node_get_int (v) < 1 || json_node_get_int (v) > 3)
            goto bad;
        }
    }
  return TRUE;

bad:
  g_set_error_literal (error, CARC_CATALOGUE_ERROR, CARC_CATALOGUE_ERROR_INVALID,
                       "“wheel”: “symbols” must map tile ids to lists of symbols 1-3 (one per copy; the other copies show none)");
  return FALSE;
}

/* "symbol_counts" (a box's): tile id → copies showing symbol 1, 2 and 3,
 * for the tiles the data gives symbols for. */
static gboolean
check_symbol_counts (JsonObject  *wheel,
                     GError     **error)
{
  JsonNode *node = json_object_get_member (wheel, "symbol_counts");
  JsonObject *symbols = json_object_has_member (wheel, "symbols")
                        ? json_object_get_object_member (wheel, "symbols") : NULL;
  g_autoptr(GList) ids = NULL;

  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    goto bad;
  ids = json_object_get_members (json_node_get_object (node));
  for (GList *l = ids; l; l = l->next)
    {
      JsonNode *list = json_object_get_member (json_node_get_object (node), l->data);

      if (symbols == NULL || !json_object_has_member (symbols, l->data))
        {
          g_set_error (error, CARC_CATALOGUE_ERROR, CARC_CATALOGUE_ERROR_INVALID,
                       "“wheel”: “symbol_counts”: the data gives no wheel symbols for tile “%s”",
                       (const char *) l->data);
          return FALSE;
        }
      if (!JSON_NODE_HOLDS_ARRAY (list) || json_array_get_length (json_node_get_array (list)) != 3)
        goto bad;
      for (guint i = 0; i < 3; i++)
        {
          JsonNode *v = json_array_get_element (json_node_get_array (list), i);
          if (!JSON_NODE_HOLDS_VALUE (v) || json_node_get_value_type (v) != G_TYPE_INT64
              || json_node_get_int (v) < 0 || json_node_get_int (v) > 99)
            goto bad;
        }
    }
  return TRUE;

bad:
  g_set_error_literal (error, CARC_CATALOGUE_ERROR, CARC_CATALOGUE_ERROR_INVALID,
                       "“wheel”: “symbol_counts” must map tile ids to the copies showing symbol 1, 2 and 3 "
                       "([n1, n2, n3], each 0-99; the other copies show none)");
  return FALSE;
}

gboolean
wheel_load_file (JsonObject *object,
                 GError    **error)
{
  JsonNode *node = json_object_get_member (object, "wheel");
  JsonObject *wheel;

  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error_literal (error, CARC_CATALOGUE_ERROR, CARC_CATALOGUE_ERROR_INVALID,
                           "“wheel” must be an object");
      return FALSE;
    }
  wheel = json_node_get_object (node);
  /* each member is checked before another's check reads it: the counts
   * of a box read "crown_spots" and "symbols" */
  if (!check_crowns (wheel, "crowns", TRUE, error)
      || !check_crowns (wheel, "crowns_alternative", FALSE, error)
      || !check_crown_spots (wheel, error)
      || !check_symbols (wheel, error)
      || !check_crown_counts (wheel, error)
      || !check_symbol_counts (wheel, error))
    return FALSE;
  {
    g_autoptr(GList) keys = json_object_get_members (wheel);
    for (GList *l = keys; l; l = l->next)
      if (strcmp (l->data, "crowns") != 0 && strcmp (l->data, "crowns_alternative") != 0
          && strcmp (l->data, "symbols") != 0 && strcmp (l->data, "crown_spots") != 0
          && strcmp (l->data, "crown_counts") != 0 && strcmp (l->data, "symbol_counts") != 0)
        {
          g_set_error (error, CARC_CATALOGUE_ERROR, CARC_CATALOGUE_ERROR_INVALID,
                       "unknown “wheel” key “%s”", (const char *) l->data);
          return FALSE;
        }
  }
  return TRUE;
}

gboolean
wheel_load_tile (JsonObject   *obj,
                 CarcTileType *type,
                 GError      **error)
{
  gint64 cell;

  if (!carc_tile_data_get_int (obj, "board", 1, BOARD_CELLS, &cell, error))
    return FALSE;
  if (cell > 0)
    {
      if (type->count != 0)
        {
          g_set_error_literal (error, CARC_CATALOGUE_ERROR, CARC_CATALOGUE_ERROR_INVALID,
                               "a cell of the wheel board (“board”) is in no supply: its count must be 0");
          return FALSE;
        }
      type->flags |= CARC_TILE_FLAG_WHEEL_BOARD | ((guint) (cell - 1) << CARC_TILE_WHEEL_CELL_SHIFT);
    }
  return TRUE;
}

/* The set's "wheel" member (checked when the catalogue was loaded). */
JsonObject *
wheel_members (const CarcCatalogue *catalogue)
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

/* The board's cells by number (-1: missing). */
void
wheel_find_cells (const CarcCatalogue *catalogue,
            int                  cells[BOARD_CELLS])
{
  int set = carc_catalogue_lookup_set (catalogue, SET_ID);

  for (guint i = 0; i < BOARD_CELLS; i++)
    cells[i] = -1;
  if (set < 0)
    return;
  {
    const CarcTileSet *tile_set = carc_catalogue_get_set (catalogue, (guint) set);
    for (guint k = 0; k < tile_set->tiles->len; k++)
      {
        guint t = g_array_index (tile_set->tiles, guint, k);
        const CarcTileType *type = carc_catalogue_get_type (catalogue, t);
        if (type->flags & CARC_TILE_FLAG_WHEEL_BOARD)
          cells[CARC_TILE_WHEEL_CELL (type->flags)] = (int) t;
      }
  }
}
