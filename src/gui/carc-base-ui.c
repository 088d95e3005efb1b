/* carc-base-ui.c: the base game's part of the screens' table
 *
 * The base game's figures, features and score kinds are the core's words
 * (carc-format.c); it brings only its set's name here.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-expansion-ui.h"

static const CarcUiSetName sets[] = {
  /* Translators: the Carcassonne base game, as a tile set */
  { "base", N_("Base game") },
};

/* A pennant is the base game's; the monastery the editor knows itself. */
static const CarcUiCustomMark custom_marks[] = {
  { "pennants", FALSE, CARC_FEATURE_CITY, N_("Pennant"), TRUE, NULL, NULL },
};

const CarcExpansionUi carc_base_game_ui = {
  .id = "base",
  /* Translators: the game, in the new game's choice of game */
  .game_name = N_("Carcassonne"),
  CARC_UI_LIST (sets),
  CARC_UI_LIST (custom_marks),
};
