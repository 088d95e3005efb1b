/* carc-hg-trap-prompt.h: Hunters & Gatherers: the small trap's animals are covered
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-play-section.h"

G_BEGIN_DECLS

#define CARC_TYPE_HG_TRAP_PROMPT (carc_hg_trap_prompt_get_type ())

G_DECLARE_FINAL_TYPE (CarcHgTrapPrompt, carc_hg_trap_prompt, CARC, HG_TRAP_PROMPT, GtkBox)

G_END_DECLS
