/* carc-thief-prompt.h: Towers & Thieves: a thief tile drawn: what it will do, before it is entered
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-play-section.h"

G_BEGIN_DECLS

#define CARC_TYPE_THIEF_PROMPT (carc_thief_prompt_get_type ())

G_DECLARE_FINAL_TYPE (CarcThiefPrompt, carc_thief_prompt, CARC, THIEF_PROMPT, GtkBox)

/* Asks the value of the thief shown (T, "Enter the Thief…"): the tile's
 * proposed, or the last thief's, for Enter or Confirm to enter; FALSE
 * when the prompt offers none. Nothing is entered here. */
gboolean carc_thief_prompt_ask       (CarcThiefPrompt *self);
/* Whether its value is being asked. */
gboolean carc_thief_prompt_is_asking (CarcThiefPrompt *self);

G_END_DECLS
