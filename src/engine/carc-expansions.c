/* carc-expansions.c: the one table of games and expansions the engine knows
 *
 * Adding an expansion: give it a folder, src/expansions/<id>/, with
 * carc-<id>.c holding its CarcExpansion (and carc-<id>.h with its ids),
 * declare it here, and list it in the array (hooks run in this order). See
 * HACKING.md, "Adding an expansion".
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-expansion.h"

extern const CarcExpansion carc_base_game;
extern const CarcExpansion carc_inns_cathedrals;
extern const CarcExpansion carc_traders_builders;
extern const CarcExpansion carc_hills_sheep;
extern const CarcExpansion carc_river;
extern const CarcExpansion carc_wheel_of_fortune;
extern const CarcExpansion carc_towers_thieves;
extern const CarcExpansion carc_hunters_gatherers;

static const CarcExpansion * const all_expansions[] = {
  &carc_base_game,
  &carc_river,
  &carc_inns_cathedrals,
  &carc_traders_builders,
  &carc_hills_sheep,
  &carc_wheel_of_fortune,
  &carc_towers_thieves,
  &carc_hunters_gatherers,
  NULL,
};

const CarcExpansion * const *
carc_expansions_all (guint *n)
{
  *n = G_N_ELEMENTS (all_expansions) - 1;
  return all_expansions;
}
