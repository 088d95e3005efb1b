/* carc-hg-menhir-prompt.h: Hunters & Gatherers: the menhir bonus turn
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-play-section.h"

G_BEGIN_DECLS

#define CARC_TYPE_HG_MENHIR_PROMPT (carc_hg_menhir_prompt_get_type ())

G_DECLARE_FINAL_TYPE (CarcHgMenhirPrompt, carc_hg_menhir_prompt, CARC, HG_MENHIR_PROMPT, GtkBox)

G_END_DECLS
