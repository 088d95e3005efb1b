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

static int
compare_sets (gconstpointer a,
              gconstpointer b)
{
  const CarcTileSet *set_a = *(const CarcTileSet * const *) a;
  const CarcTileSet *set_b = *(const CarcTileSet * const *) b;
  guint order_a = carc_tile_set_get_display_order (set_a);
  guint order_b = carc_tile_set_get_display_order (set_b);

  if (order_a != order_b)
    return order_a < order_b ? -1 : 1;
  return g_strcmp0 (set_a->id, set_b->id);
}

/**
 * carc_tile_sets_in_display_order:
 * @catalogue: a catalogue
 *
 * Every list of sets shows them in one order: the known sets in
 * carc_tile_set_get_display_order(), the others after them by id.
 *
 * Returns: (transfer container) (element-type CarcTileSet): the sets of
 *   @catalogue, in that order
 */
GPtrArray *
carc_tile_sets_in_display_order (const CarcCatalogue *catalogue)
{
  GPtrArray *sets;

  g_return_val_if_fail (catalogue != NULL, NULL);

  sets = g_ptr_array_sized_new (carc_catalogue_get_n_sets (catalogue));
  for (guint i = 0; i < carc_catalogue_get_n_sets (catalogue); i++)
    g_ptr_array_add (sets, (gpointer) carc_catalogue_get_set (catalogue, i));
  g_ptr_array_sort (sets, compare_sets);
  return sets;
}
