/* carc-sheep-prompt.h: Hills & Sheep: a token drawn from the bag
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-play-section.h"

G_BEGIN_DECLS

#define CARC_TYPE_SHEEP_PROMPT (carc_sheep_prompt_get_type ())

G_DECLARE_FINAL_TYPE (CarcSheepPrompt, carc_sheep_prompt, CARC, SHEEP_PROMPT, GtkBox)

G_END_DECLS
