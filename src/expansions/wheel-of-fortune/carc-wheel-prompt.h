/* carc-wheel-prompt.h: the Wheel of Fortune: a drawn tile turns the wheel
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-play-section.h"

G_BEGIN_DECLS

#define CARC_TYPE_WHEEL_PROMPT (carc_wheel_prompt_get_type ())

G_DECLARE_FINAL_TYPE (CarcWheelPrompt, carc_wheel_prompt, CARC, WHEEL_PROMPT, GtkBox)

G_END_DECLS
