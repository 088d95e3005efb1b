/* carc-coach.h: the numbers the "coach" assistance level shows
 *
 * The session layer (no GTK). Everything here asks the engine (legal
 * placements, the supply); it only counts and does the arithmetic of
 * chances. No rule lives here, and no text: the play page words the
 * numbers (src/gui/board/carc-coach-labels.h).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "carc-state.h"

G_BEGIN_DECLS

typedef enum {
  CARC_ASSISTANCE_RECORD = 0,     /* tournaments: no hints, no tiles left, no projections */
  CARC_ASSISTANCE_SCOREKEEPER,    /* the default */
  CARC_ASSISTANCE_COACH,
} CarcAssistance;

/* Bit r set: @type may lie at (@x, @y) turned r quarter turns. */
guint       carc_coach_rotations_at     (const CarcState *state,
                                         guint            type,
                                         int              x,
                                         int              y);
/* Copies left in the supply (drawable now) that fit at (@x, @y). */
guint       carc_coach_tiles_fitting    (const CarcState *state,
                                         int              x,
                                         int              y);
/* Chance that at least one of @fitting tiles among @supply comes up in the
 * next @draws draws (without replacement). */
double      carc_coach_chance           (guint fitting,
                                         guint supply,
                                         guint draws);
/* What the coach shows on an open spot. */
typedef struct {
  int    x, y;
  guint  fitting;   /* carc_coach_tiles_fitting() */
  double chance;    /* that one comes in the next round (one draw per player) */
} CarcCoachSpot;

/* CarcCoachSpot for every open spot of @state, in the state's spot order. */
GArray     *carc_coach_spot_odds        (const CarcState *state);

G_END_DECLS
