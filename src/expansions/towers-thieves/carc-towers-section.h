/* carc-towers-section.h: Towers & Thieves: tower pieces, tower tiles and the stolen tile
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-play-section.h"

G_BEGIN_DECLS

#define CARC_TYPE_TOWERS_SECTION (carc_towers_section_get_type ())

G_DECLARE_FINAL_TYPE (CarcTowersSection, carc_towers_section, CARC, TOWERS_SECTION, GtkBox)

G_END_DECLS
