/* carc-wheel-setup.c: a game with the wheel set up: the setup's checks, the
 * board laid instead of the start tile, the crown spaces and the supply's
 * symbols in the per-game data (R-WF-1, R-WF-2)
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "carc-wheel-of-fortune-private.h"

#include <math.h>
#include <string.h>

gboolean
wheel_enabled (const CarcSetup *setup)
{
  return (setup->rules & CARC_RULE_WHEEL) != 0;
}

void
wheel_set_added (CarcSetup *setup)
{
  /* the box's usual way: as an expansion (R-WF-2); off, its tiles mix
   * into the base game (R-WF-1) */
  setup->rules |= CARC_RULE_WHEEL;
}

/* The box's symbols (symbol_counts) on no more copies than the box has:
 * @counts maps tile ids to the box's copies where they differ from the
 * catalogue's. */
gboolean
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
          CARC_ERROR_DETAIL (error, .owner = CARC_WF_ERRORS, .reason = CARC_WF_REASON_SYMBOLS_UNKNOWN_TILE, .name = l->data);
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
          CARC_ERROR_DETAIL (error, .owner = CARC_WF_ERRORS, .reason = CARC_WF_REASON_SYMBOLS_TOO_MANY, .name = l->data, .number = (int) with, .max = (int) copies);
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
wheel_validate_setup (const CarcSetup     *setup,
                      const CarcCatalogue *catalogue,
                      GError             **error)
{
  int cells[BOARD_CELLS];

  /* the board's cells are never in the supply, whatever the box says */
  wheel_find_cells (catalogue, cells);
  for (guint i = 0; i < BOARD_CELLS; i++)
    if (cells[i] >= 0 && carc_setup_tile_count (setup, catalogue, (guint) cells[i]) > 0)
      {
        g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP,
                     _("%s is part of the wheel board, not a tile of the supply"),
                     carc_catalogue_get_type (catalogue, (guint) cells[i])->id);
        CARC_ERROR_DETAIL (error, .owner = CARC_WF_ERRORS, .reason = CARC_WF_REASON_BOARD_TILE_IN_SUPPLY, .tile = (guint) cells[i]);
        return FALSE;
      }
  if (!(setup->rules & CARC_RULE_WHEEL))
    return TRUE;
  if (!carc_setup_has_set (setup, catalogue, SET_ID))
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP,
                   _("the wheel board needs the Wheel of Fortune tiles (R-WF-2)"));
      CARC_ERROR_DETAIL (error, .owner = CARC_WF_ERRORS, .reason = CARC_WF_REASON_BOARD_NEEDS_TILES);
      return FALSE;
    }
  for (guint i = 0; i < BOARD_CELLS; i++)
    if (cells[i] < 0 || wheel_members (catalogue) == NULL)
      {
        g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP,
                     _("the tile data has no complete wheel board (R-WF-2)"));
        CARC_ERROR_DETAIL (error, .owner = CARC_WF_ERRORS, .reason = CARC_WF_REASON_NO_COMPLETE_BOARD);
        return FALSE;
      }
  if ((setup->rules & CARC_RULE_WHEEL_CROWNS_ALT)
      && !json_object_has_member (wheel_members (catalogue), "crowns_alternative"))
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP,
                   _("the tile data has no alternative crown spaces for the wheel"));
      CARC_ERROR_DETAIL (error, .owner = CARC_WF_ERRORS, .reason = CARC_WF_REASON_NO_ALT_CROWNS);
      return FALSE;
    }
  return wheel_check_box_file (catalogue, setup->inventory, error);
}

/* R-WF-2: the board replaces the start tile. */
void
wheel_place_start (CarcState *state,
                   gpointer   data)
{
  WheelData *wheel = data;
  int cells[BOARD_CELLS];

  wheel_find_cells (state->catalogue, cells);
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

      if (json_object_has_member (counts, wheel_sector_names[s]))
        n = (guint) json_object_get_int_member (counts, wheel_sector_names[s]);
      else
        for (guint i = 0; i < json_array_get_length (layout); i++)
          n += strcmp (json_object_get_string_member (json_array_get_object_element (layout, i), "sector"),
                       wheel_sector_names[s]) == 0;
      if (n == 0)
        continue;
      at = json_array_get_array_element (json_object_get_array_member (spots, wheel_sector_names[s]), n - 1);
      for (guint k = 0; k < n; k++)
        add_crown (wheel, (CarcWheelSector) s, json_array_get_array_element (at, k));
    }
}

void
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
