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

#include "carc-expansion-ui.h"
#include "carc-set-names.h"

/**
 * carc_tile_set_get_display_name:
 * @set: a tile set of a catalogue
 *
 * Returns: (transfer none): the name of @set in the user's language
 */
const char *
carc_tile_set_get_display_name (const CarcTileSet *set)
{
  const char *name;

  g_return_val_if_fail (set != NULL, NULL);

  /* the names are the expansions' (carc-expansions-ui.c) */
  if (carc_expansions_ui_set_order (set->id, &name) != G_MAXUINT)
    return name;

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

  /* the order of the table of carc-expansions-ui.c: the base game, the big
   * box's expansions in publication order, then the River */
  return carc_expansions_ui_set_order (set->id, NULL);
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
