/* carc-hill-prompt.h: Hills & Sheep: the tile that goes under a hill
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-play-section.h"

G_BEGIN_DECLS

#define CARC_TYPE_HILL_PROMPT (carc_hill_prompt_get_type ())

G_DECLARE_FINAL_TYPE (CarcHillPrompt, carc_hill_prompt, CARC, HILL_PROMPT, GtkBox)

G_END_DECLS
