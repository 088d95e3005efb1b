/* carc-coach-section.h: the side panel's legend of what the coach shows
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-play-section.h"

G_BEGIN_DECLS

#define CARC_TYPE_COACH_SECTION (carc_coach_section_get_type ())

G_DECLARE_FINAL_TYPE (CarcCoachSection, carc_coach_section, CARC, COACH_SECTION, GtkBox)

G_END_DECLS
