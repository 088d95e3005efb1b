/* carc-hills-sheep.h: Hills & Sheep: what front ends ask about the bag and flocks
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-state.h"

G_BEGIN_DECLS

extern const CarcExpansion carc_hills_sheep;

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

G_END_DECLS
