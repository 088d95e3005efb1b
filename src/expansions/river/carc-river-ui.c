/* carc-river-ui.c: the River's part of the screens' table
 *
 * Its tiles' words (spring, lake, river curve) are the tile names' own, as
 * the river is a feature kind of the core; its start choice is the new-game
 * page's.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-expansion-ui.h"
#include "carc-river.h"

static const CarcUiSetName sets[] = {
  /* Translators: the mini expansion's published title */
  { "river", N_("The River") },
};

/* ---- its refusals in words ---- */

static char *
error_text (const CarcErrorDetail *detail,
            const CarcErrorScene  *scene)
{
  if (g_strcmp0 (detail->owner, CARC_RIVER_ERRORS) != 0)
    return NULL;
  switch (detail->reason)
    {
    case CARC_RIVER_REASON_NOT_NOW:
      {
        const CarcCatalogue *catalogue = scene != NULL && scene->catalogue != NULL ? scene->catalogue
                                         : scene != NULL && scene->state != NULL ? carc_state_get_catalogue (scene->state)
                                         : NULL;
        const CarcTileType *type = catalogue != NULL && detail->tile < carc_catalogue_get_n_types (catalogue)
                                   ? carc_catalogue_get_type (catalogue, detail->tile) : NULL;

        if (type != NULL && type->stack == CARC_STACK_LAKE)
          return g_strdup (_("The lake is placed last, after the other River tiles. Pick a River tile."));
        return g_strdup (_("The River’s tiles are placed first, before the land’s. Pick a River tile."));
      }
    case CARC_RIVER_REASON_TURNS_BACK:
      return g_strdup (_("Turned this way the river would flow back on itself. Turn the tile (R) or choose another spot."));
    case CARC_RIVER_REASON_START_NEEDS_TILES:
      return g_strdup (_("The River start needs the River’s tiles: switch the River on."));
    default:
      return NULL;
    }
}

const CarcExpansionUi carc_river_ui = {
  .id = "river",
  .error_text = error_text,
  CARC_UI_LIST (sets),
};
