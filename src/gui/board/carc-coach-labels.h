/* carc-coach-labels.h: the coach's numbers in words, for the board
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-coach.h"

G_BEGIN_DECLS

/* "x,y" → "5 · 38 %" for every open spot: tiles that fit, and the chance
 * one comes in the next round (carc_coach_spot_odds()). */
GHashTable *carc_coach_spot_labels (const CarcState *state);

G_END_DECLS
