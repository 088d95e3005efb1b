/* carc-hg-shaman-prompt.h: Hunters & Gatherers: the shaman takes back a figure
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-play-section.h"

G_BEGIN_DECLS

#define CARC_TYPE_HG_SHAMAN_PROMPT (carc_hg_shaman_prompt_get_type ())

G_DECLARE_FINAL_TYPE (CarcHgShamanPrompt, carc_hg_shaman_prompt, CARC, HG_SHAMAN_PROMPT, GtkBox)

G_END_DECLS
