/* carc-hills-sheep.h: Hills & Sheep: what front ends ask about the bag and flocks
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-state.h"

G_BEGIN_DECLS

extern const CarcExpansion carc_hills_sheep;

/* Registered ids (carc-registry.h) */
#define CARC_FIGURE_SHEPHERD      ((CarcFigureKind) 4u)  /* R-HS-4 */
#define CARC_SCORE_FLOCK          ((CarcScoreKind) 5u)   /* R-HS-5 */
#define CARC_EVENT_FLOCK          ((CarcEventType) 4u)   /* value: CARC_FLOCK_EXPAND or _FOLD */
#define CARC_EVENT_SHEEP          ((CarcEventType) 5u)   /* value: 1…4 sheep, 0 wolf */
#define CARC_PENDING_SHEEP        ((CarcPending) 1u)     /* draw a token from the bag */
#define CARC_PENDING_FLOCK        ((CarcPending) 2u)     /* expand the flock or drive it into the fold */
#define CARC_RULE_HILLS           (1u << 6)              /* R-HS-2, R-HS-3 */
#define CARC_RULE_VINEYARDS       (1u << 7)              /* R-HS-7 */
#define CARC_RULE_HILL_TIE_COUNT  (1u << 10) /* hill tie-break by number of followers on hills
                                              * (JCloisterZone "number-of-followers") */

#define CARC_FLOCK_EXPAND 0
#define CARC_FLOCK_FOLD   1

/* Tile flags of the tile data */
#define CARC_TILE_FLAG_HILL       (1u << 0)
#define CARC_TILE_FLAG_VINEYARD   (1u << 1)
/* The index of a field's counters holding the sheep printed on it (River
 * tiles of the big box, R-HS-9) */
#define CARC_FEATURE_COUNTER_SHEEP 3

/* Tokens of a kind still in the bag (0 wolf, 1…4 sheep). */
guint    carc_sheep_bag_count      (const CarcState *state,
                                    guint            kind);
guint    carc_sheep_bag_total      (const CarcState *state);
/* Chance that the next draw is a wolf, 0…1. */
double   carc_sheep_wolf_chance    (const CarcState *state);
/* "Draw for me": the token a uniformly random draw gives, from @random. */
guint    carc_sheep_draw_token     (const CarcState *state,
                                    guint64          random);
/* "Draw for me" as the app does it: the game's seed and the number of
 * tokens drawn so far pick the token, so the same game draws the same way. */
guint    carc_sheep_draw_for_me    (const CarcState *state);
/* Sheep in the flock on the field of @node (tokens and printed sheep). */
guint    carc_sheep_flock_size     (const CarcState *state,
                                    guint            node);
/* Sheep tokens lying with flocks on the board (bag + board = the setup's mix). */
guint    carc_sheep_tokens_on_board (const CarcState *state);
/* The field a pending decision or draw is about (CARC_NONE if none). */
guint    carc_sheep_pending_field  (const CarcState *state);

/* Why it refuses (CarcErrorDetail.reason with .owner CARC_HS_ERRORS, the
 * descriptor's id), and the detail members each fills; the screens word
 * them (its CarcExpansionUi.error_text). */
#define CARC_HS_ERRORS "hills-and-sheep"
typedef enum {
  CARC_HS_REASON_SHEPHERD_ON_FIELD = 1,         /* a shepherd stands on a field only (R-HS-4) */
  CARC_HS_REASON_FLOCK_TAKEN,                   /* another shepherd keeps a flock on the field (R-HS-4) */
  CARC_HS_REASON_NO_FLOCK_DECISION,             /* no flock waits to be expanded or folded */
  CARC_HS_REASON_NO_DRAW_NOW,                   /* no token is to be drawn now */
  CARC_HS_REASON_NONE_IN_BAG,                   /* number: the token (1 … 4 sheep, 0 a wolf) none of which is left */
  CARC_HS_REASON_EMPTY_BAG,                     /* the set-up's bag holds no token */
  CARC_HS_N_REASONS
} CarcHSReason;

G_END_DECLS
