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

/* Why it refuses (CarcErrorDetail.reason with .owner CARC_TB_ERRORS, the
 * descriptor's id), and the detail members each fills; the screens word
 * them (its CarcExpansionUi.error_text). */
#define CARC_TB_ERRORS "traders-and-builders"
typedef enum {
  CARC_TB_REASON_BUILDER_WHERE = 1,             /* a builder stands on a road or in a city (R-TB-2) */
  CARC_TB_REASON_BUILDER_ALONE,                 /* kind: a builder joins the player's own follower (R-TB-2) */
  CARC_TB_REASON_BUILDER_COMPLETE,              /* kind: the feature is complete (R-TB-2) */
  CARC_TB_REASON_PIG_WHERE,                     /* a pig stands on a field (R-TB-3) */
  CARC_TB_REASON_PIG_ALONE,                     /* a pig joins the player's own farmer (R-TB-3) */
  CARC_TB_N_REASONS
} CarcTBReason;

G_END_DECLS
