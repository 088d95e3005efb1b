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
GHashTable *carc_coach_spot_labels   (const CarcState *state);
/* "x,y" → what the label on that spot says, in a sentence, for the
 * board's tooltip there. */
GHashTable *carc_coach_spot_tooltips (const CarcState *state);
/* A spot's label for @fitting tiles and @chance (0 … 1): "5 · 38 %". */
char       *carc_coach_spot_label    (guint            fitting,
                                      double           chance);

/* The legend's words: what a spot's label says, and what a field in a
 * player's colour means. */
const char *carc_coach_spot_legend   (void);
const char *carc_coach_field_legend  (void);
/* The board's tooltip over a field the coach tints: whose colour it is,
 * and why (@names: the owners, joined). */
char       *carc_coach_field_tooltip (const char      *names,
                                      guint            n_owners);

G_END_DECLS
