/* carc-wheel-section.h: the Wheel of Fortune: the pig and the crown spaces
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-play-section.h"

G_BEGIN_DECLS

#define CARC_TYPE_WHEEL_SECTION (carc_wheel_section_get_type ())

G_DECLARE_FINAL_TYPE (CarcWheelSection, carc_wheel_section, CARC, WHEEL_SECTION, GtkBox)

G_END_DECLS
