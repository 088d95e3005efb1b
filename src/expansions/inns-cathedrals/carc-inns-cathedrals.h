/* carc-inns-cathedrals.h: Inns & Cathedrals' kinds and flags
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-state.h"

G_BEGIN_DECLS

extern const CarcExpansion carc_inns_cathedrals;

/* Registered ids (carc-registry.h) */
#define CARC_FIGURE_BIG_FOLLOWER     ((CarcFigureKind) 1u)  /* counts as two (R-IC-1) */

#define CARC_RULE_INNS               (1u << 3)  /* R-IC-2 */
#define CARC_RULE_CATHEDRALS         (1u << 4)  /* R-IC-3 */

/* Feature flags of the tile data and the same bits on the board's nodes and
 * in scorings */
#define CARC_FEATURE_FLAG_INN        (1u << 0)
#define CARC_FEATURE_FLAG_CATHEDRAL  (1u << 1)
#define CARC_NODE_INN                CARC_FEATURE_FLAG_INN
#define CARC_NODE_CATHEDRAL          CARC_FEATURE_FLAG_CATHEDRAL

G_END_DECLS
