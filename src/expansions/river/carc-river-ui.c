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

static const CarcUiSetName sets[] = {
  /* Translators: the mini expansion's published title */
  { "river", N_("The River") },
};

const CarcExpansionUi carc_river_ui = {
  .id = "river",
  CARC_UI_LIST (sets),
};
