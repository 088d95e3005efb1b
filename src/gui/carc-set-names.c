/* carc-set-names.c: translated display names of the tile sets
 *
 * The catalogue's data files carry English names only; the front end
 * translates the sets it knows by id and falls back to the data file's
 * name for any other set.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-set-names.h"

/* In the order the front end lists them: the base game, then the big box's
 * expansions in publication order, then the River. */
static const struct {
  const char *id;
  const char *name;
} set_names[] = {
  /* Translators: the Carcassonne base game, as a tile set */
  { "base", N_("Base game") },
  /* Translators: the expansion's published title */
  { "inns-and-cathedrals", N_("Inns & Cathedrals") },
  /* Translators: the expansion's published title */
  { "traders-and-builders", N_("Traders & Builders") },
  /* Translators: the expansion's published title */
  { "hills-and-sheep", N_("Hills & Sheep") },
  /* Translators: the mini expansion's published title */
  { "river", N_("The River") },
};

/**
 * carc_tile_set_get_display_name:
 * @set: a tile set of a catalogue
 *
 * Returns: (transfer none): the name of @set in the user's language
 */
const char *
carc_tile_set_get_display_name (const CarcTileSet *set)
{
  g_return_val_if_fail (set != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (set_names); i++)
    {
      if (g_strcmp0 (set->id, set_names[i].id) == 0)
        return _(set_names[i].name);
    }

  return set->name != NULL ? set->name : set->id;
}

/**
 * carc_tile_set_get_display_order:
 * @set: a tile set of a catalogue
 *
 * Returns: where @set goes in lists of sets (lower first); sets the front
 *   end does not know come after the others
 */
guint
carc_tile_set_get_display_order (const CarcTileSet *set)
{
  g_return_val_if_fail (set != NULL, G_MAXUINT);

  for (guint i = 0; i < G_N_ELEMENTS (set_names); i++)
    {
      if (g_strcmp0 (set->id, set_names[i].id) == 0)
        return i;
    }

  return G_N_ELEMENTS (set_names);
}
