/* carc-traders-builders.h: Traders & Builders' kinds, goods and tokens
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-state.h"

G_BEGIN_DECLS

extern const CarcExpansion carc_traders_builders;

/* Registered ids (carc-registry.h) */
#define CARC_FIGURE_BUILDER   ((CarcFigureKind) 2u)  /* R-TB-2 */
#define CARC_FIGURE_PIG       ((CarcFigureKind) 3u)  /* R-TB-3 */
#define CARC_SCORE_GOODS      ((CarcScoreKind) 4u)   /* R-TB-4, flags: the CarcGood */
#define CARC_RULE_GOODS       (1u << 5)              /* R-TB-4 */

/* The goods: the index of a city feature's counters (tile data "goods"),
 * of a node's counters (goods in the city) and of a player's tokens. */
typedef enum {
  CARC_GOOD_WINE = 0,
  CARC_GOOD_GRAIN,
  CARC_GOOD_CLOTH,
  CARC_N_GOODS
} CarcGood;

G_STATIC_ASSERT (CARC_N_GOODS <= CARC_N_FEATURE_COUNTERS);
G_STATIC_ASSERT (CARC_N_GOODS <= CARC_N_PLAYER_TOKENS);

const char *carc_good_name  (CarcGood    good);
gboolean    carc_good_parse (const char *name,
                             CarcGood   *good);

G_END_DECLS
