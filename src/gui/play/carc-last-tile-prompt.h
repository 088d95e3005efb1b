/* carc-last-tile-prompt.h: the supply is empty: end the game
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-play-section.h"

G_BEGIN_DECLS

#define CARC_TYPE_LAST_TILE_PROMPT (carc_last_tile_prompt_get_type ())

G_DECLARE_FINAL_TYPE (CarcLastTilePrompt, carc_last_tile_prompt, CARC, LAST_TILE_PROMPT, GtkBox)

G_END_DECLS
