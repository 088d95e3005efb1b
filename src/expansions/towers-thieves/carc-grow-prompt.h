/* carc-grow-prompt.h: Towers & Thieves: the tower pieces ran short: which towers grow
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-play-section.h"

G_BEGIN_DECLS

#define CARC_TYPE_GROW_PROMPT (carc_grow_prompt_get_type ())

G_DECLARE_FINAL_TYPE (CarcGrowPrompt, carc_grow_prompt, CARC, GROW_PROMPT, GtkBox)

G_END_DECLS
