/* carc-plague-prompt.h: the Wheel of Fortune: each player gives back a figure
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-play-section.h"

G_BEGIN_DECLS

#define CARC_TYPE_PLAGUE_PROMPT (carc_plague_prompt_get_type ())

G_DECLARE_FINAL_TYPE (CarcPlaguePrompt, carc_plague_prompt, CARC, PLAGUE_PROMPT, GtkBox)

G_END_DECLS
