/* carc-flock-prompt.h: Hills & Sheep: expand the flock or drive it into the fold
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-play-section.h"

G_BEGIN_DECLS

#define CARC_TYPE_FLOCK_PROMPT (carc_flock_prompt_get_type ())

G_DECLARE_FINAL_TYPE (CarcFlockPrompt, carc_flock_prompt, CARC, FLOCK_PROMPT, GtkBox)

G_END_DECLS
