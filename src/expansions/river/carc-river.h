/* carc-river.h: the River
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-state.h"

G_BEGIN_DECLS

extern const CarcExpansion carc_river;

/* Why it refuses (CarcErrorDetail.reason with .owner CARC_RIVER_ERRORS, the
 * descriptor's id), and the detail members each fills; the screens word
 * them (its CarcExpansionUi.error_text). */
#define CARC_RIVER_ERRORS "river"
typedef enum {
  CARC_RIVER_REASON_NOT_NOW = 1,                /* tile: the River tiles come first, the lake last (R-R-1) */
  CARC_RIVER_REASON_TURNS_BACK,                 /* tile, x, y, rotation: the River would turn back (R-R-2) */
  CARC_RIVER_REASON_START_NEEDS_TILES,          /* the River start without the River tiles */
  CARC_RIVER_N_REASONS
} CarcRiverReason;

G_END_DECLS
