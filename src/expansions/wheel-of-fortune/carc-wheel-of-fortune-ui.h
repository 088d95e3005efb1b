/* carc-wheel-of-fortune-ui.h: what the Wheel of Fortune's screens share
 *
 * Words and places the wheel's descriptor (carc-wheel-of-fortune-ui.c),
 * its prompts and its section all use; each is the engine's answer put
 * into words or board points.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-state.h"

G_BEGIN_DECLS

/* "Anna +8, Ben +3" for the non-zero entries of @points (per seat), or
 * "nobody scores". */
char     *carc_wheel_ui_payout          (const CarcState *state,
                                         const int       *points);
/* What wheel symbol @symbol (1…3) would do now, in words: the pig's move,
 * the action's payout per player, the crown spaces' (the engine's preview). */
char     *carc_wheel_ui_describe_symbol (const CarcState *state,
                                         guint            symbol);
/* The symbol most copies of @type left in the supply carry by the data
 * (1…3), 0 if none does. */
guint     carc_wheel_ui_expected_symbol (const CarcState *state,
                                         guint            type);
/* Where figure @figure on the landscape is drawn on the board, in tile
 * units; FALSE if it is not on the landscape. */
gboolean  carc_wheel_ui_figure_point    (const CarcState *state,
                                         guint            figure,
                                         double          *x,
                                         double          *y);

G_END_DECLS
