/* carc-scores-section.h: scores, track positions, supplies and tokens
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-play-section.h"

G_BEGIN_DECLS

#define CARC_TYPE_SCORES_SECTION (carc_scores_section_get_type ())

G_DECLARE_FINAL_TYPE (CarcScoresSection, carc_scores_section, CARC, SCORES_SECTION, GtkBox)

G_END_DECLS
