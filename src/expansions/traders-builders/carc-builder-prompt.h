/* carc-builder-prompt.h: Traders & Builders: the builder's second tile
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-play-section.h"

G_BEGIN_DECLS

#define CARC_TYPE_BUILDER_PROMPT (carc_builder_prompt_get_type ())

G_DECLARE_FINAL_TYPE (CarcBuilderPrompt, carc_builder_prompt, CARC, BUILDER_PROMPT, GtkBox)

G_END_DECLS
