/* carc-wheel-of-fortune.c: The Wheel of Fortune (R-WF-1 … R-WF-6, R-R-3)
 *
 * The board is 16 cells of the catalogue laid at setup (place_start), so
 * its printed cities, roads and fields merge and score as tiles do; the
 * wheel in its middle is a feature kind nobody may stand on. A drawn tile
 * with a symbol is a WHEEL event before its TILE event: the pig moves, the
 * sector's action pays, the sector's crown spaces score; Plague asks each
 * player in turn for a figure (PLAGUE decisions). A follower may go on a
 * crown space instead of the tile (CROWN). Everything is in the flat
 * per-game data, so undo and replay need nothing more. The crown spaces
 * and the symbols of the base tiles come from the set's data file.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "carc-wheel-of-fortune.h"

#include <math.h>
#include <string.h>

#include "carc-expansion.h"
#include "carc-record-members.h"
#include "carc-state-private.h"

#define SET_ID "wheel-of-fortune"
#define MAX_SYMBOL_TYPES 24
#define BOARD_CELLS (CARC_WHEEL_BOARD_SIZE * CARC_WHEEL_BOARD_SIZE)

typedef struct {
  guint8  pig;                                  /* CarcWheelSector */
  guint16 steps;                                /* sectors moved since the start */
  gint16  origin_x, origin_y;                   /* the board's north-west cell */
  guint8  n_crowns;
  guint8  crown_sector[CARC_WHEEL_MAX_CROWNS];
  guint16 crown_x[CARC_WHEEL_MAX_CROWNS];       /* hundredths of a cell */
  guint16 crown_y[CARC_WHEEL_MAX_CROWNS];
  gint8   crown_player[CARC_WHEEL_MAX_CROWNS];  /* -1: empty */
  /* the data's symbols of the copies still in the supply */
  guint8  n_symbol_types;
  guint16 symbol_type[MAX_SYMBOL_TYPES];
  guint8  symbol_left[MAX_SYMBOL_TYPES][4];
  /* this placement */
  guint16 announced;                            /* tile type the wheel turned for, CARC_NONE */
  guint16 announced_left;                       /* its copies in the supply then */
  guint8  announced_symbol;
  guint8  plague_asked;                         /* players asked so far (from the active one) */
  guint16 plague_group;
} WheelData;

static const char * const sector_names[CARC_WHEEL_N_SECTORS] = {
  "fortune", "taxes", "famine", "storm", "inquisition", "plague",
};

static const CarcExpansion *self_descriptor (void);

static WheelData *
wheel_data (const CarcState *state)
{
  return carc_state_expansion_data (state, self_descriptor ());
}

/* The tile the wheel turned for, still to be placed: CARC_NONE if none,
 * or if it left the supply meanwhile (set aside: it fitted nowhere, R-B-2,
 * and another tile is drawn). */
static guint
announced_tile (const CarcState *state,
                const WheelData *wheel)
{
  if (wheel->announced == CARC_NONE || state->remaining[wheel->announced] != wheel->announced_left)
    return CARC_NONE;
  return wheel->announced;
}

const char *
carc_wheel_sector_name (CarcWheelSector sector)
{
  return sector < CARC_WHEEL_N_SECTORS ? sector_names[sector] : NULL;
}

gboolean
carc_wheel_sector_parse (const char      *name,
                         CarcWheelSector *sector)
{
  for (guint s = 0; s < CARC_WHEEL_N_SECTORS; s++)
    if (g_strcmp0 (name, sector_names[s]) == 0)
      {
        *sector = s;
        return TRUE;
      }
  return FALSE;
}

/* ---- the data file ------------------------------------------------------------ */

static const char * const wheel_file_members[] = { "wheel", NULL };
static const char * const wheel_tile_members[] = { "board", NULL };

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

  if (spots == NULL || !json_object_has_member (spots, sector_names[sector]))
    return 0;
  return json_array_get_length (json_object_get_array_member (spots, sector_names[sector]));
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

static gboolean
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
  if (!check_crowns (wheel, "crowns", TRUE, error)
      || !check_crowns (wheel, "crowns_alternative", FALSE, error)
      || !check_crown_spots (wheel, error)
      || !check_crown_counts (wheel, error)
      || !check_symbol_counts (wheel, error))
    return FALSE;
  node = json_object_get_member (wheel, "symbols");
  if (node != NULL)
    {
      g_autoptr(GList) members = NULL;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        goto bad_symbols;
      members = json_object_get_members (json_node_get_object (node));
      for (GList *l = members; l; l = l->next)
        {
          JsonNode *list = json_object_get_member (json_node_get_object (node), l->data);
          if (!JSON_NODE_HOLDS_ARRAY (list))
            goto bad_symbols;
          for (guint i = 0; i < json_array_get_length (json_node_get_array (list)); i++)
            {
              JsonNode *v = json_array_get_element (json_node_get_array (list), i);
              if (!JSON_NODE_HOLDS_VALUE (v) || json_node_get_value_type (v) != G_TYPE_INT64
                  || json_node_get_int (v) < 1 || json_node_get_int (v) > 3)
                goto bad_symbols;
            }
        }
    }
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

bad_symbols:
  g_set_error_literal (error, CARC_CATALOGUE_ERROR, CARC_CATALOGUE_ERROR_INVALID,
                       "“wheel”: “symbols” must map tile ids to lists of symbols 1-3 (one per copy; the other copies show none)");
  return FALSE;
}

static gboolean
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
static JsonObject *
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
static void
find_cells (const CarcCatalogue *catalogue,
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

/* ---- setup ---------------------------------------------------------------- */

static gboolean
wheel_enabled (const CarcSetup *setup)
{
  return (setup->rules & CARC_RULE_WHEEL) != 0;
}

static void
wheel_set_added (CarcSetup *setup)
{
  /* the box's usual way: as an expansion (R-WF-2); off, its tiles mix
   * into the base game (R-WF-1) */
  setup->rules |= CARC_RULE_WHEEL;
}

/* The box's symbols (symbol_counts) on no more copies than the box has:
 * @counts maps tile ids to the box's copies where they differ from the
 * catalogue's. */
static gboolean
wheel_check_box_file (const CarcCatalogue *box,
                      GHashTable          *counts,
                      GError             **error)
{
  JsonObject *wheel = wheel_members (box);
  JsonObject *symbol_counts;
  g_autoptr(GList) ids = NULL;

  if (wheel == NULL || !json_object_has_member (wheel, "symbol_counts"))
    return TRUE;
  symbol_counts = json_object_get_object_member (wheel, "symbol_counts");
  ids = json_object_get_members (symbol_counts);
  for (GList *l = ids; l; l = l->next)
    {
      JsonArray *list = json_object_get_array_member (symbol_counts, l->data);
      int type = carc_catalogue_lookup (box, l->data);
      gpointer value;
      guint copies, with = 0;

      if (type < 0)
        {
          g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP,
                       _("the wheel symbols name an unknown tile “%s”"), (const char *) l->data);
          return FALSE;
        }
      copies = counts && g_hash_table_lookup_extended (counts, l->data, NULL, &value)
               ? GPOINTER_TO_UINT (value) : carc_catalogue_get_type (box, (guint) type)->count;
      for (guint i = 0; i < 3; i++)
        with += (guint) json_array_get_int_element (list, i);
      if (with > copies)
        {
          g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP,
                       /* Translators: "10 copies of BA/Rr show a wheel symbol, but the box has only 9" */
                       g_dngettext (GETTEXT_PACKAGE, "%u copy of %s shows a wheel symbol, but the box has only %u",
                                    "%u copies of %s show a wheel symbol, but the box has only %u", with),
                       with, (const char *) l->data, copies);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
wheel_validate_setup (const CarcSetup     *setup,
                      const CarcCatalogue *catalogue,
                      GError             **error)
{
  int cells[BOARD_CELLS];

  /* the board's cells are never in the supply, whatever the box says */
  find_cells (catalogue, cells);
  for (guint i = 0; i < BOARD_CELLS; i++)
    if (cells[i] >= 0 && carc_setup_tile_count (setup, catalogue, (guint) cells[i]) > 0)
      {
        g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP,
                     _("%s is part of the wheel board, not a tile of the supply"),
                     carc_catalogue_get_type (catalogue, (guint) cells[i])->id);
        return FALSE;
      }
  if (!(setup->rules & CARC_RULE_WHEEL))
    return TRUE;
  if (!carc_setup_has_set (setup, catalogue, SET_ID))
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP,
                   _("the wheel board needs the Wheel of Fortune tiles (R-WF-2)"));
      return FALSE;
    }
  for (guint i = 0; i < BOARD_CELLS; i++)
    if (cells[i] < 0 || wheel_members (catalogue) == NULL)
      {
        g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP,
                     _("the tile data has no complete wheel board (R-WF-2)"));
        return FALSE;
      }
  if ((setup->rules & CARC_RULE_WHEEL_CROWNS_ALT)
      && !json_object_has_member (wheel_members (catalogue), "crowns_alternative"))
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP,
                   _("the tile data has no alternative crown spaces for the wheel"));
      return FALSE;
    }
  return wheel_check_box_file (catalogue, setup->inventory, error);
}

/* R-WF-2: the board replaces the start tile. */
static void
wheel_place_start (CarcState *state,
                   gpointer   data)
{
  WheelData *wheel = data;
  int cells[BOARD_CELLS];

  find_cells (state->catalogue, cells);
  /* (0,0) is a cell of the wheel's middle */
  wheel->origin_x = -1;
  wheel->origin_y = -1;
  for (guint i = 0; i < BOARD_CELLS; i++)
    carc_state_place_fixed (state, (guint) cells[i],
                            wheel->origin_x + (int) (i % CARC_WHEEL_BOARD_SIZE),
                            wheel->origin_y + (int) (i / CARC_WHEEL_BOARD_SIZE), 0);

  /* the base start tile leaves the game ("s výjimkou startovní kartičky –
   * tu ze hry vyřaďte"); with the River the core has set it aside already
   * and the spring comes first (R-R-3) */
  if (!(state->setup->rules & CARC_RULE_RIVER) && carc_setup_has_set (state->setup, state->catalogue, "base"))
    {
      int base = carc_catalogue_lookup_set (state->catalogue, "base");
      int start = carc_catalogue_get_set (state->catalogue, (guint) base)->start_tile;
      if (start >= 0)
        carc_state_take_from_supply (state, (guint) start);
    }
}

static void
add_symbols (WheelData *wheel,
             guint      type,
             guint      remaining,
             const guint counts[4])
{
  guint with = counts[1] + counts[2] + counts[3];

  if (wheel->n_symbol_types >= MAX_SYMBOL_TYPES || remaining == 0 || with == 0)
    return;
  wheel->symbol_type[wheel->n_symbol_types] = (guint16) type;
  for (guint s = 1; s < 4; s++)
    wheel->symbol_left[wheel->n_symbol_types][s] = (guint8) MIN (counts[s], 255u);
  /* the copies the list does not name show none */
  wheel->symbol_left[wheel->n_symbol_types][0] = (guint8) (remaining > with ? MIN (remaining - with, 255u) : 0);
  wheel->n_symbol_types++;
}

static void
add_crown (WheelData       *wheel,
           CarcWheelSector  sector,
           JsonArray       *at)
{
  guint i = wheel->n_crowns++;

  wheel->crown_sector[i] = (guint8) sector;
  wheel->crown_x[i] = (guint16) lround (json_array_get_double_element (at, 0) * 100);
  wheel->crown_y[i] = (guint16) lround (json_array_get_double_element (at, 1) * 100);
  wheel->crown_player[i] = -1;
}

/* The box's crown spaces (crown_counts, checked by load_file): a sector it
 * names has that many, drawn at the data's spots for that many; the others
 * keep the count of the setup's layout (@layout, the option's preset). */
static void
box_crowns (WheelData  *wheel,
            JsonObject *members,
            JsonArray  *layout)
{
  JsonObject *counts = json_object_get_object_member (members, "crown_counts");
  JsonObject *spots = json_object_get_object_member (members, "crown_spots");

  wheel->n_crowns = 0;
  for (guint s = 0; s < CARC_WHEEL_N_SECTORS; s++)
    {
      guint n = 0;
      JsonArray *at;

      if (json_object_has_member (counts, sector_names[s]))
        n = (guint) json_object_get_int_member (counts, sector_names[s]);
      else
        for (guint i = 0; i < json_array_get_length (layout); i++)
          n += strcmp (json_object_get_string_member (json_array_get_object_element (layout, i), "sector"),
                       sector_names[s]) == 0;
      if (n == 0)
        continue;
      at = json_array_get_array_element (json_object_get_array_member (spots, sector_names[s]), n - 1);
      for (guint k = 0; k < n; k++)
        add_crown (wheel, (CarcWheelSector) s, json_array_get_array_element (at, k));
    }
}

static void
wheel_init (CarcState *state,
            gpointer   data)
{
  WheelData *wheel = data;
  JsonObject *members = wheel_members (state->catalogue);
  JsonObject *symbols, *box_symbols;
  JsonArray *crowns;

  wheel->pig = CARC_WHEEL_FORTUNE;
  wheel->announced = CARC_NONE;

  crowns = json_object_get_array_member (members, (state->setup->rules & CARC_RULE_WHEEL_CROWNS_ALT)
                                                    ? "crowns_alternative" : "crowns");
  if (json_object_has_member (members, "crown_counts"))
    box_crowns (wheel, members, crowns);
  else
    {
      wheel->n_crowns = 0;
      for (guint i = 0; i < json_array_get_length (crowns); i++)
        {
          JsonObject *crown = json_array_get_object_element (crowns, i);
          CarcWheelSector sector = CARC_WHEEL_FORTUNE;

          carc_wheel_sector_parse (json_object_get_string_member (crown, "sector"), &sector);
          add_crown (wheel, sector, json_object_get_array_member (crown, "at"));
        }
    }

  /* the copies in this game's supply: per copy from the data's list, or
   * every copy of a tile whose data gives one symbol */
  symbols = json_object_has_member (members, "symbols") ? json_object_get_object_member (members, "symbols") : NULL;
  box_symbols = json_object_has_member (members, "symbol_counts")
                ? json_object_get_object_member (members, "symbol_counts") : NULL;
  for (guint i = 0; i < state->n_supply_types; i++)
    {
      guint type = state->supply_types[i];
      const CarcTileType *t = state->types[type];
      guint counts[4] = { 0 };

      if (box_symbols && json_object_has_member (box_symbols, t->id))
        {
          /* the box counted its copies showing each symbol */
          JsonArray *list = json_object_get_array_member (box_symbols, t->id);
          for (guint s = 1; s < 4; s++)
            counts[s] = (guint) json_array_get_int_element (list, s - 1);
        }
      else if (symbols && json_object_has_member (symbols, t->id))
        {
          JsonArray *list = json_object_get_array_member (symbols, t->id);
          for (guint k = 0; k < json_array_get_length (list); k++)
            counts[json_array_get_int_element (list, k)]++;
        }
      else if (t->wheel_symbol > 0)
        counts[t->wheel_symbol] = state->remaining[type];
      add_symbols (wheel, type, state->remaining[type], counts);
    }
}

/* ---- queries ----------------------------------------------------------------- */

gboolean
carc_wheel_active (const CarcState *state)
{
  return wheel_data (state) != NULL;
}

CarcWheelSector
carc_wheel_pig_sector (const CarcState *state)
{
  WheelData *wheel = wheel_data (state);
  return wheel ? wheel->pig : CARC_WHEEL_FORTUNE;
}

guint
carc_wheel_pig_steps (const CarcState *state)
{
  WheelData *wheel = wheel_data (state);
  return wheel ? wheel->steps : 0;
}

gboolean
carc_wheel_board_origin (const CarcState *state,
                         int             *x,
                         int             *y)
{
  WheelData *wheel = wheel_data (state);

  if (wheel == NULL)
    return FALSE;
  *x = wheel->origin_x;
  *y = wheel->origin_y;
  return TRUE;
}

gboolean
carc_wheel_is_board_type (const CarcTileType *type)
{
  return (type->flags & CARC_TILE_FLAG_WHEEL_BOARD) != 0;
}

gboolean
carc_wheel_is_board_tile (const CarcState *state,
                          guint            tile)
{
  return tile < state->n_tiles && carc_wheel_is_board_type (state->types[state->tiles[tile].type]);
}

guint
carc_wheel_n_crowns (const CarcState *state)
{
  WheelData *wheel = wheel_data (state);
  return wheel ? wheel->n_crowns : 0;
}

gboolean
carc_wheel_get_crown (const CarcState *state,
                      guint            crown,
                      CarcWheelCrown  *out)
{
  WheelData *wheel = wheel_data (state);

  if (wheel == NULL || crown >= wheel->n_crowns)
    return FALSE;
  out->sector = wheel->crown_sector[crown];
  out->x = wheel->crown_x[crown] / 100.0;
  out->y = wheel->crown_y[crown] / 100.0;
  out->player = wheel->crown_player[crown];
  return TRUE;
}

guint
carc_wheel_sector_crowns (const CarcState *state,
                          CarcWheelSector  sector,
                          guint           *out,
                          guint            max)
{
  WheelData *wheel = wheel_data (state);
  guint n = 0;

  for (guint i = 0; wheel && i < wheel->n_crowns; i++)
    if (wheel->crown_sector[i] == sector && n < max)
      out[n++] = i;
  return n;
}

/* R-R-3: with the wheel board the spring is laid at setup, against the
 * board; here the first player lays it and then takes their turn. */
static gboolean
spring_just_placed (const CarcState *state)
{
  return state->current_tile != CARC_NONE
         && state->types[state->tiles[state->current_tile].type]->stack == CARC_STACK_SPRING;
}

static gboolean
check_crown (const CarcState *state,
             const WheelData *wheel,
             guint            crown,
             GError         **error)
{
  if (wheel == NULL)
    {
      CARC_SET_ERROR (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE,
                      _("this game is played without the wheel board (R-WF-1)"));
      return FALSE;
    }
  if (state->phase != CARC_PHASE_FIGURE || state->current_tile == CARC_NONE)
    {
      CARC_SET_ERROR (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE,
                      _("a follower goes on a crown space instead of on the tile just placed, and no tile waits for one (R-WF-3)"));
      return FALSE;
    }
  if (spring_just_placed (state))
    {
      CARC_SET_ERROR (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                      _("the spring is laid before the game against the wheel board: no figure goes with it (R-R-3)"));
      return FALSE;
    }
  if (crown >= wheel->n_crowns)
    {
      CARC_SET_ERROR_LITERAL (error, CARC_ERROR, CARC_ERROR_INVALID_EVENT, _("the wheel has no such crown space"));
      return FALSE;
    }
  if (wheel->crown_player[crown] >= 0)
    {
      CARC_SET_ERROR (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                      _("that crown space already holds a follower (R-WF-3)"));
      return FALSE;
    }
  if (state->setup->figures[CARC_FIGURE_FOLLOWER] == 0
      || carc_state_figures_available (state, state->player, CARC_FIGURE_FOLLOWER) == 0)
    {
      CARC_SET_ERROR (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                      /* Translators: "Anna: no follower at hand for a crown space" */
                      _("%s: no follower at hand for a crown space (R-WF-3)"),
                      state->setup->players[state->player].name);
      return FALSE;
    }
  return TRUE;
}

gboolean
carc_wheel_check_crown (const CarcState *state,
                        guint            crown,
                        GError         **error)
{
  return check_crown (state, wheel_data (state), crown, error);
}

static guint
free_crowns (const CarcState *state,
             const WheelData *wheel,
             guint           *out,
             guint            max)
{
  guint n = 0;

  /* nothing is free before the tile lies (the common case: skip the walk) */
  if (wheel == NULL || state->phase != CARC_PHASE_FIGURE)
    return 0;
  for (guint i = 0; i < wheel->n_crowns && n < max; i++)
    if (check_crown (state, wheel, i, NULL))
      out[n++] = i;
  return n;
}

guint
carc_wheel_free_crowns (const CarcState *state,
                        guint           *out,
                        guint            max)
{
  return free_crowns (state, wheel_data (state), out, max);
}

static int
symbol_index (const WheelData *wheel,
              guint            type)
{
  for (guint i = 0; i < wheel->n_symbol_types; i++)
    if (wheel->symbol_type[i] == type)
      return (int) i;
  return -1;
}

gboolean
carc_wheel_symbol_counts (const CarcState *state,
                          guint            type,
                          guint            counts[4])
{
  WheelData *wheel = wheel_data (state);
  int i = wheel ? symbol_index (wheel, type) : -1;

  memset (counts, 0, 4 * sizeof (guint));
  if (i < 0)
    return FALSE;
  for (guint s = 0; s < 4; s++)
    counts[s] = wheel->symbol_left[i][s];
  return TRUE;
}

static gboolean
needs_symbol (const CarcState *state,
              const WheelData *wheel,
              guint            type)
{
  int i = symbol_index (wheel, type);

  if (i < 0 || announced_tile (state, wheel) != CARC_NONE)
    return FALSE;
  return wheel->symbol_left[i][0] == 0
         && wheel->symbol_left[i][1] + wheel->symbol_left[i][2] + wheel->symbol_left[i][3] > 0;
}

gboolean
carc_wheel_needs_symbol (const CarcState *state,
                         guint            type)
{
  WheelData *wheel = wheel_data (state);
  return wheel != NULL && needs_symbol (state, wheel, type);
}

int
carc_wheel_announced_tile (const CarcState *state)
{
  WheelData *wheel = wheel_data (state);
  return wheel && announced_tile (state, wheel) != CARC_NONE ? (int) wheel->announced : -1;
}

/* ---- the actions (R-WF-5) ------------------------------------------------------- */

/* Own followers (each one figure, whatever its strength) on the feature @root. */
static guint
own_followers_on (const CarcState *state,
                  guint            root,
                  guint            player)
{
  guint n = 0;

  for (guint b = 0; b < state->n_board_figures; b++)
    {
      const CarcFigure *f = &state->figures[state->board_figures[b]];
      if (f->owner == player && carc_figure_is_follower (f->kind) && carc_state_find (state, f->node) == root)
        n++;
    }
  return n;
}

/* What @sector pays @player now, and how many of their figures it counts
 * (-1 when it concerns none of them: no scoring then). */
static int
action_points (const CarcState *state,
               CarcWheelSector  sector,
               guint            player,
               int             *counted)
{
  int points = 0, n = 0;

  switch (sector)
    {
    case CARC_WHEEL_FORTUNE:
      *counted = player == state->player ? 1 : -1;
      return player == state->player ? 3 : 0;

    case CARC_WHEEL_STORM:
      /* every figure in the supply, special figures too (RULES.md) */
      for (guint k = 0; k < CARC_N_FIGURE_KINDS; k++)
        n += state->in_supply[player][k];
      *counted = n > 0 ? n : -1;
      return n;

    case CARC_WHEEL_TAXES:
    case CARC_WHEEL_FAMINE:
    case CARC_WHEEL_INQUISITION:
      for (guint b = 0; b < state->n_board_figures; b++)
        {
          const CarcFigure *f = &state->figures[state->board_figures[b]];
          guint root;
          guint kind;

          if (f->owner != player || !carc_figure_is_follower (f->kind))
            continue;
          root = carc_state_find (state, f->node);
          kind = state->nodes[root].kind;
          if (sector == CARC_WHEEL_TAXES && kind == CARC_FEATURE_CITY)
            {
              /* per knight: the city's pennants + the owner's knights in it */
              points += state->nodes[root].pennants + (int) own_followers_on (state, root, player);
              n++;
            }
          else if (sector == CARC_WHEEL_FAMINE && kind == CARC_FEATURE_FIELD)
            {
              CarcFeatureInfo info;
              /* per farmer: the completed cities its field touches, no majority */
              carc_state_feature_info (state, root, &info);
              points += (int) info.cities;
              n++;
            }
          else if (sector == CARC_WHEEL_INQUISITION && kind == CARC_FEATURE_MONASTERY)
            {
              points += 2;
              n++;
            }
        }
      *counted = n > 0 ? n : -1;
      return points;

    case CARC_WHEEL_PLAGUE:
    default:
      *counted = -1;
      return 0;
    }
}

int
carc_wheel_action_points (const CarcState *state,
                          CarcWheelSector  sector,
                          guint            player)
{
  int counted;

  if (player >= state->n_players || sector >= CARC_WHEEL_N_SECTORS)
    return 0;
  return action_points (state, sector, player, &counted);
}

/* R-WF-6: one space: its follower 3; two: a lone follower 6, two 3 each. */
static int
crown_points (const WheelData *wheel,
              CarcWheelSector  sector)
{
  guint spaces = 0, taken = 0;

  for (guint i = 0; i < wheel->n_crowns; i++)
    if (wheel->crown_sector[i] == sector)
      {
        spaces++;
        taken += wheel->crown_player[i] >= 0;
      }
  return spaces == 2 && taken == 1 ? 6 : 3;
}

void
carc_wheel_preview (const CarcState  *state,
                    guint             symbol,
                    CarcWheelPreview *out)
{
  WheelData *wheel = wheel_data (state);

  memset (out, 0, sizeof *out);
  if (wheel == NULL)
    return;
  out->sector = (wheel->pig + MIN (symbol, 3u)) % CARC_WHEEL_N_SECTORS;
  for (guint p = 0; p < state->n_players; p++)
    out->action[p] = carc_wheel_action_points (state, out->sector, p);
  for (guint i = 0; i < wheel->n_crowns; i++)
    if (wheel->crown_sector[i] == out->sector && wheel->crown_player[i] >= 0)
      {
        out->crowns[wheel->crown_player[i]] += crown_points (wheel, out->sector);
        out->crowns_returned[wheel->crown_player[i]]++;
      }
}

guint
carc_wheel_plague_candidates (const CarcState *state,
                              guint            player,
                              guint           *out,
                              guint            max)
{
  guint n = 0;

  /* the figures on the landscape; those on crown spaces are not there */
  for (guint i = 0; i < state->n_figures && n < max; i++)
    if (state->figures[i].owner == player && state->figures[i].node != CARC_NONE)
      out[n++] = i;
  return n;
}

static gboolean
has_plague_candidate (const CarcState *state,
                      guint            player)
{
  guint one;
  return carc_wheel_plague_candidates (state, player, &one, 1) > 0;
}

/* ---- events --------------------------------------------------------------------- */

CarcEvent
carc_event_wheel (guint tile_type,
                  guint symbol)
{
  CarcEvent e = carc_event_simple (CARC_EVENT_WHEEL, (int) symbol);
  e.tile = (guint16) tile_type;
  return e;
}

CarcEvent
carc_event_crown (guint crown)
{
  return carc_event_simple (CARC_EVENT_CROWN, (int) crown);
}

CarcEvent
carc_event_plague (const CarcState *state,
                   guint            figure)
{
  CarcEvent e = carc_event_simple (CARC_EVENT_PLAGUE, 0);
  const CarcFigure *f = &state->figures[figure];
  const CarcNode *node = &state->nodes[f->node];
  const CarcPlacedTile *tile = &state->tiles[node->tile];
  const CarcTileType *type = carc_state_tile_type (state, tile);
  const CarcFeatureDef *def = &type->features[node->local];

  e.figure = f->kind;
  e.x = tile->x;
  e.y = tile->y;
  e.location = def->kind == CARC_FEATURE_MONASTERY ? CARC_LOC_INNER : carc_loc_rotate (def->locations, tile->rotation);
  return e;
}

/* The figure a PLAGUE event names, or -1. */
static int
plague_figure (const CarcState *state,
               const CarcEvent *event,
               guint            owner)
{
  int t = carc_state_tile_index_at (state, event->x, event->y);
  const CarcPlacedTile *tile;
  guint feature;

  if (t < 0)
    return -1;
  tile = &state->tiles[t];
  feature = carc_tile_type_find_feature (carc_state_tile_type (state, tile), tile->rotation, event->location);
  if (feature == CARC_NO_FEATURE)
    return -1;
  for (guint i = 0; i < state->n_figures; i++)
    {
      const CarcFigure *f = &state->figures[i];
      if (f->owner == owner && f->kind == event->figure && f->node == tile->node0 + feature)
        return (int) i;
    }
  return -1;
}

/* The crown spaces of the pig's sector score and their followers go home
 * (R-WF-6); they came back this turn and wait for the next (R-B-3). */
static void
score_crowns (CarcState *state,
              WheelData *wheel)
{
  int points = crown_points (wheel, wheel->pig);
  guint group = CARC_NONE;

  for (guint i = 0; i < wheel->n_crowns; i++)
    {
      int owner = wheel->crown_player[i];
      CarcFigureReturn *r;

      if (wheel->crown_sector[i] != wheel->pig || owner < 0)
        continue;
      if (group == CARC_NONE)
        group = carc_state_new_group (state);
      carc_state_award (state, group, (guint) owner, CARC_SCORE_CROWN, points, FALSE, CARC_NONE,
                        wheel->pig, 0, 1, 0);
      wheel->crown_player[i] = -1;
      state->in_supply[owner][CARC_FIGURE_FOLLOWER]++;
      state->returned_now[owner][CARC_FIGURE_FOLLOWER]++;

      GROW (state->returns, state->n_returns, state->cap_returns, 64);
      r = &state->returns[state->n_returns++];
      r->group = (guint16) group;
      r->event = (guint16) state->event_index;
      r->owner = (guint8) owner;
      r->kind = CARC_FIGURE_FOLLOWER;
      r->figure = CARC_NONE;
      /* one of the owner's followers off the landscape stands for it */
      for (guint f = 0; f < state->n_figures; f++)
        {
          CarcFigure *figure = &state->figures[f];
          if (figure->owner == owner && figure->kind == CARC_FIGURE_FOLLOWER && figure->node == CARC_NONE
              && figure->returned_turn != state->placement_serial)
            {
              figure->returned_turn = (guint16) state->placement_serial;
              r->figure = (guint16) f;
              break;
            }
        }
    }
}

/* Plague: the next player (from the active one, clockwise) with a figure on
 * the landscape is asked; when none is left, the crowns score. */
static void
plague_next (CarcState *state,
             WheelData *wheel)
{
  while (wheel->plague_asked < state->n_players)
    {
      guint player = (state->player + wheel->plague_asked) % state->n_players;
      wheel->plague_asked++;
      if (has_plague_candidate (state, player))
        {
          carc_state_request (state, CARC_PENDING_PLAGUE, player);
          return;
        }
    }
  if (state->phase == CARC_PHASE_DECISION)
    carc_state_resolve (state);
  score_crowns (state, wheel);
}

static CarcHookResult
apply_wheel (CarcState       *state,
             WheelData       *wheel,
             const CarcEvent *event,
             GError         **error)
{
  guint symbol = (guint) event->value;
  CarcWheelSector sector;
  guint group;

  if (state->phase != CARC_PHASE_TILE || announced_tile (state, wheel) != CARC_NONE)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE,
                   _("the wheel turns once for a drawn tile, before it is placed (R-WF-4)"));
      return CARC_HOOK_DENY;
    }
  if (event->value < 0 || event->value > 3)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_EVENT, _("a wheel symbol is 1, 2 or 3 (0: none)"));
      return CARC_HOOK_DENY;
    }
  if (!carc_state_tile_in_supply (state, event->tile, error))
    return CARC_HOOK_DENY;

  wheel->announced = event->tile;
  wheel->announced_left = state->remaining[event->tile];
  wheel->announced_symbol = (guint8) symbol;
  if (symbol == 0)
    return CARC_HOOK_ALLOW;

  /* R-WF-4: the pig moves clockwise, the action, then the crowns */
  wheel->steps += (guint16) symbol;
  wheel->pig = (guint8) ((wheel->pig + symbol) % CARC_WHEEL_N_SECTORS);
  sector = wheel->pig;
  if (sector == CARC_WHEEL_PLAGUE)
    {
      wheel->plague_asked = 0;
      wheel->plague_group = (guint16) carc_state_new_group (state);
      plague_next (state, wheel);
      return CARC_HOOK_ALLOW;
    }
  group = carc_state_new_group (state);
  {
    int points[CARC_MAX_PLAYERS], counted[CARC_MAX_PLAYERS];

    /* everyone's points from the same position, then the awards */
    for (guint p = 0; p < state->n_players; p++)
      points[p] = action_points (state, sector, p, &counted[p]);
    for (guint p = 0; p < state->n_players; p++)
      if (counted[p] >= 0)
        carc_state_award (state, group, p, CARC_SCORE_WHEEL, points[p], FALSE, CARC_NONE,
                          sector, 0, (guint) counted[p], 0);
  }
  score_crowns (state, wheel);
  return CARC_HOOK_ALLOW;
}

static CarcHookResult
apply_plague (CarcState       *state,
              WheelData       *wheel,
              const CarcEvent *event,
              GError         **error)
{
  int figure;

  if (state->phase != CARC_PHASE_DECISION || state->pending != CARC_PENDING_PLAGUE)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE,
                   _("no figure is owed to the Plague now (R-WF-5)"));
      return CARC_HOOK_DENY;
    }
  figure = plague_figure (state, event, state->pending_player);
  if (figure < 0)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                   /* Translators: "Anna has no such figure at (1,0) for the Plague" */
                   _("%s has no such figure at (%d,%d) to give back to the Plague (R-WF-5)"),
                   state->setup->players[state->pending_player].name, event->x, event->y);
      return CARC_HOOK_DENY;
    }
  carc_state_remove_figure (state, (guint) figure, wheel->plague_group);
  plague_next (state, wheel);
  return CARC_HOOK_ALLOW;
}

static CarcHookResult
apply_crown (CarcState       *state,
             WheelData       *wheel,
             const CarcEvent *event,
             GError         **error)
{
  if (event->value < 0 || !check_crown (state, wheel, (guint) event->value, error))
    {
      if (event->value < 0)
        g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_EVENT, _("the wheel has no such crown space"));
      return CARC_HOOK_DENY;
    }
  wheel->crown_player[event->value] = (gint8) state->player;
  state->in_supply[state->player][CARC_FIGURE_FOLLOWER]--;
  carc_state_figure_step_done (state);
  return CARC_HOOK_ALLOW;
}

static CarcHookResult
wheel_apply_event (CarcState       *state,
                   gpointer         data,
                   const CarcEvent *event,
                   GError         **error)
{
  switch (event->type)
    {
    case CARC_EVENT_WHEEL:
      return apply_wheel (state, data, event, error);
    case CARC_EVENT_PLAGUE:
      return apply_plague (state, data, event, error);
    case CARC_EVENT_CROWN:
      return apply_crown (state, data, event, error);
    default:
      return CARC_HOOK_PASS;
    }
}

/* ---- the turn ------------------------------------------------------------------- */

static void
wheel_turn_started (CarcState *state,
                    gpointer   data)
{
  WheelData *wheel = data;
  wheel->announced = CARC_NONE;
  wheel->plague_asked = 0;
}

/* R-WF-4: once the wheel turned, that tile is the one to place. */
static CarcHookResult
wheel_tile_available (const CarcState *state,
                      gconstpointer    data,
                      guint            type,
                      GError         **error)
{
  const WheelData *wheel = data;
  guint announced = announced_tile (state, wheel);

  if (announced == CARC_NONE || announced == type)
    return CARC_HOOK_PASS;
  CARC_SET_ERROR (error, CARC_ERROR, CARC_ERROR_OUT_OF_SUPPLY,
                  _("the wheel turned for %s: that tile is placed now (R-WF-4)"),
                  state->types[wheel->announced]->id);
  return CARC_HOOK_DENY;
}

/* R-WF-4: a tile whose every copy shows a symbol waits for its WHEEL. */
static CarcHookResult
wheel_tile_entered (const CarcState *state,
                    gconstpointer    data,
                    guint            type,
                    GError         **error)
{
  if (!needs_symbol (state, data, type))
    return CARC_HOOK_PASS;
  g_set_error (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE,
               _("%s shows a wheel symbol: the wheel turns before it is placed (R-WF-4)"),
               state->types[type]->id);
  return CARC_HOOK_DENY;
}

static CarcHookResult
wheel_figure_allowed (const CarcState *state,
                      gconstpointer    data,
                      CarcFigureKind   kind,
                      guint            root,
                      GError         **error)
{
  if (!spring_just_placed (state))
    return CARC_HOOK_PASS;
  CARC_SET_ERROR (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                  _("the spring is laid before the game against the wheel board: no figure goes with it (R-R-3)"));
  return CARC_HOOK_DENY;
}

static void
wheel_tile_placed (CarcState *state,
                   gpointer   data,
                   guint      tile)
{
  WheelData *wheel = data;
  guint type = state->tiles[tile].type;
  guint symbol = announced_tile (state, wheel) == CARC_NONE && wheel->announced == type
                 && state->remaining[type] + 1 == wheel->announced_left
                 ? wheel->announced_symbol : 0;
  int i = symbol_index (wheel, type);

  /* the data's count of copies with that symbol goes down; a symbol the
   * data did not expect (the table's box differs) takes another copy */
  if (i >= 0)
    {
      if (wheel->symbol_left[i][symbol] == 0)
        for (guint s = 0; s < 4 && wheel->symbol_left[i][symbol] == 0; s++)
          if (wheel->symbol_left[i][s] > 0)
            symbol = s;
      if (wheel->symbol_left[i][symbol] > 0)
        wheel->symbol_left[i][symbol]--;
    }
  wheel->announced = CARC_NONE;
  /* the spring was setup: the first player's turn comes after it */
  if (state->types[type]->stack == CARC_STACK_SPRING)
    state->extra_turn = TRUE;
}

/* The random player: a drawn tile with a symbol turns the wheel first. */
static gboolean
wheel_tile_drawn (const CarcState *state,
                  gconstpointer    data,
                  guint            type,
                  CarcRng         *rng,
                  CarcEvent       *event)
{
  const WheelData *wheel = data;
  int i = symbol_index (wheel, type);
  guint total = 0, pick;

  /* only the table knows the symbol: tile_entered waits for its event */
  if (rng == NULL || i < 0 || announced_tile (state, wheel) != CARC_NONE)
    return FALSE;
  for (guint s = 0; s < 4; s++)
    total += wheel->symbol_left[i][s];
  if (total == 0)
    return FALSE;
  pick = carc_rng_below (rng, total);
  for (guint s = 0; s < 4; s++)
    {
      if (pick < wheel->symbol_left[i][s])
        {
          if (s == 0)
            return FALSE;
          *event = carc_event_wheel (type, s);
          return TRUE;
        }
      pick -= wheel->symbol_left[i][s];
    }
  return FALSE;
}

static guint
wheel_figure_alternatives (const CarcState *state,
                           gconstpointer    data,
                           CarcEvent       *out,
                           guint            max)
{
  guint crowns[CARC_WHEEL_MAX_CROWNS];
  guint n = free_crowns (state, data, crowns, MIN (max, G_N_ELEMENTS (crowns)));

  for (guint i = 0; i < n; i++)
    out[i] = carc_event_crown (crowns[i]);
  return n;
}

static void
plague_random (const CarcState *state,
               CarcRng         *rng,
               CarcEvent       *event)
{
  guint figures[64];
  guint n = carc_wheel_plague_candidates (state, state->pending_player, figures, G_N_ELEMENTS (figures));

  g_assert (n > 0);
  *event = carc_event_plague (state, figures[carc_rng_below (rng, n)]);
}

/* ---- record --------------------------------------------------------------------- */

/* Records name tiles by id; the engine's catalogue is the bundled one. */
static CarcCatalogue *
record_catalogue (void)
{
  return carc_catalogue_get_default (NULL);
}

static void
wheel_write (JsonBuilder     *b,
             const CarcEvent *e)
{
  CarcCatalogue *catalogue = record_catalogue ();

  json_builder_set_member_name (b, "tile");
  json_builder_add_string_value (b, catalogue && e->tile < carc_catalogue_get_n_types (catalogue)
                                      ? carc_catalogue_get_type (catalogue, e->tile)->id : "");
  json_builder_set_member_name (b, "symbol");
  json_builder_add_int_value (b, e->value);
}

static gboolean
wheel_read (JsonObject  *obj,
            const char  *where,
            CarcEvent   *e,
            GError     **error)
{
  CarcCatalogue *catalogue = record_catalogue ();
  const char *id;
  gint64 symbol;
  int type;

  if (!carc_record_member_string (obj, "tile", TRUE, &id, where, error)
      || !carc_record_member_int (obj, "symbol", TRUE, 0, 3, &symbol, where, error))
    return FALSE;
  type = catalogue ? carc_catalogue_lookup (catalogue, id) : -1;
  if (type < 0)
    return carc_record_error (error, where, _("unknown tile “%s”"), id);
  e->tile = (guint16) type;
  e->value = (gint16) symbol;
  return TRUE;
}

static void
plague_write (JsonBuilder     *b,
              const CarcEvent *e)
{
  g_autofree char *at = carc_loc_to_string (e->location, ' ');

  json_builder_set_member_name (b, "figure");
  json_builder_add_string_value (b, carc_figure_kind_name (e->figure));
  json_builder_set_member_name (b, "x");
  json_builder_add_int_value (b, e->x);
  json_builder_set_member_name (b, "y");
  json_builder_add_int_value (b, e->y);
  json_builder_set_member_name (b, "at");
  json_builder_add_string_value (b, at);
}

static gboolean
plague_read (JsonObject  *obj,
             const char  *where,
             CarcEvent   *e,
             GError     **error)
{
  const char *figure, *at;
  CarcFigureKind kind;
  gint64 x, y;

  if (!carc_record_member_string (obj, "figure", TRUE, &figure, where, error))
    return FALSE;
  if (!carc_figure_kind_parse (figure, &kind))
    return carc_record_error (error, where, _("unknown figure “%s”"), figure);
  if (!carc_record_member_int (obj, "x", TRUE, -1000, 1000, &x, where, error)
      || !carc_record_member_int (obj, "y", TRUE, -1000, 1000, &y, where, error)
      || !carc_record_member_string (obj, "at", TRUE, &at, where, error))
    return FALSE;
  if (!carc_loc_parse (at, &e->location))
    return carc_record_error (error, where, _("“at” is not a list of locations: “%s”"), at);
  e->figure = (guint8) kind;
  e->x = (gint16) x;
  e->y = (gint16) y;
  return TRUE;
}

static void
crown_write (JsonBuilder     *b,
             const CarcEvent *e)
{
  json_builder_set_member_name (b, "crown");
  json_builder_add_int_value (b, e->value);
}

static gboolean
crown_read (JsonObject  *obj,
            const char  *where,
            CarcEvent   *e,
            GError     **error)
{
  gint64 crown;

  if (!carc_record_member_int (obj, "crown", TRUE, 0, CARC_WHEEL_MAX_CROWNS - 1, &crown, where, error))
    return FALSE;
  e->value = (gint16) crown;
  return TRUE;
}

/* A wheel or crown scoring's `tiles` holds the sector (carc_state_award's call). */
static const char *
wheel_detail (const CarcScoring *scoring)
{
  return carc_wheel_sector_name (scoring->tiles);
}

/* ---- the descriptor --------------------------------------------------------------- */

static const char * const wheel_sets[] = { SET_ID, NULL };

static const CarcFeatureKindInfo wheel_features[] = {
  { CARC_FEATURE_WHEEL, "wheel", N_("wheel"), CARC_EDGE_KIND_WHEEL, FALSE, CARC_SCORE_WHEEL,
    N_("no figure may stand on the wheel itself; a follower may go on an empty crown space instead (R-WF-3)"),
    N_("that feature already holds a follower (R-B-2)"), CARC_FEATURE_SHAPE_EDGES, 'W', FALSE },
};

static const CarcScoreKindInfo wheel_scores[] = {
  { CARC_SCORE_WHEEL, "wheel", N_("Wheel of Fortune"), wheel_detail },
  { CARC_SCORE_CROWN, "crown", N_("Crown spaces"), wheel_detail },
};

static const CarcRuleInfo wheel_rules[] = {
  { CARC_RULE_WHEEL, "wheel", NULL, FALSE },
  { CARC_RULE_WHEEL_CROWNS_ALT, "wheel-crowns-alternative", NULL, FALSE },
};

static const char * const wheel_keys[] = { "tile", "symbol", NULL };
static const char * const plague_keys[] = { "figure", "x", "y", "at", NULL };
static const char * const crown_keys[] = { "crown", NULL };

static const CarcEventKindInfo wheel_events[] = {
  { CARC_EVENT_WHEEL, "wheel", wheel_keys, wheel_write, wheel_read },
  { CARC_EVENT_PLAGUE, "plague", plague_keys, plague_write, plague_read },
  { CARC_EVENT_CROWN, "crown", crown_keys, crown_write, crown_read },
};

static const CarcDecisionKindInfo wheel_decisions[] = {
  { CARC_PENDING_PLAGUE, "plague", N_("a figure must be given back to the Plague first (R-WF-5)"),
    plague_random, NULL, NULL },
};

/* The wheel symbol printed on a tile of the set (0: none): the big box's
 * tiles are in no public list (the data marks its guesses uncertain), so
 * the box on the table says. The base tiles' symbols differ per copy (the
 * set's "symbols" list) and are declared by the table's WHEEL event. */
static gboolean
wheel_shows_symbol (const CarcTileType *type)
{
  return !(type->flags & CARC_TILE_FLAG_WHEEL_BOARD);
}

static const CarcBoxMemberInfo wheel_box_members[] = {
  { "wheel", FALSE, 0, CARC_BOX_VALUE_INT, 0, 3, wheel_sets, N_("Wheel symbol"), wheel_shows_symbol },
};

const CarcExpansion carc_wheel_of_fortune = {
  .id = SET_ID,
  .box_members = wheel_box_members,
  .n_box_members = G_N_ELEMENTS (wheel_box_members),
  .data_size = sizeof (WheelData),
  .sets = wheel_sets,
  .features = wheel_features,
  .n_features = G_N_ELEMENTS (wheel_features),
  .scores = wheel_scores,
  .n_scores = G_N_ELEMENTS (wheel_scores),
  .rules = wheel_rules,
  .n_rules = G_N_ELEMENTS (wheel_rules),
  .events = wheel_events,
  .n_events = G_N_ELEMENTS (wheel_events),
  .decisions = wheel_decisions,
  .n_decisions = G_N_ELEMENTS (wheel_decisions),
  .set_added = wheel_set_added,
  .validate_setup = wheel_validate_setup,
  .tile_members = wheel_tile_members,
  .load_tile = wheel_load_tile,
  .file_members = wheel_file_members,
  .load_file = wheel_load_file,
  .box_file_members = wheel_file_members,
  .check_box_file = wheel_check_box_file,
  .enabled = wheel_enabled,
  .place_start = wheel_place_start,
  .init = wheel_init,
  .tile_available = wheel_tile_available,
  .tile_entered = wheel_tile_entered,
  .tile_placed = wheel_tile_placed,
  .figure_allowed = wheel_figure_allowed,
  .tile_drawn = wheel_tile_drawn,
  .figure_alternatives = wheel_figure_alternatives,
  .apply_event = wheel_apply_event,
  .turn_started = wheel_turn_started,
};

static const CarcExpansion *
self_descriptor (void)
{
  return &carc_wheel_of_fortune;
}
