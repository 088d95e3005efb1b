/* carc-sheep-section.h: Hills & Sheep: the bag's contents and the wolf chance
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-play-section.h"

G_BEGIN_DECLS

#define CARC_TYPE_SHEEP_SECTION (carc_sheep_section_get_type ())

G_DECLARE_FINAL_TYPE (CarcSheepSection, carc_sheep_section, CARC, SHEEP_SECTION, GtkBox)

/* "4 × 1 sheep, 5 × 2 sheep, … 2 wolves": the bag as it is now */
char *carc_sheep_bag_describe (const CarcState *state);

G_END_DECLS
