/* carc-random.h: random legal games (tests' invariants, the benchmark)
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-game.h"
#include "carc-rng.h"

G_BEGIN_DECLS

typedef struct _CarcRandomPlayer CarcRandomPlayer;

/* Called after every applied event; return FALSE to stop the game. */
typedef gboolean (*CarcRandomCheck) (CarcGame        *game,
                                     const CarcEvent *event,
                                     gpointer         user_data);

CarcRandomPlayer *carc_random_player_new   (guint64 seed);
void              carc_random_player_free  (CarcRandomPlayer *player);

/* Picks the next event a random table would enter: a random tile from the
 * supply at a random legal spot (or its discard), a random legal figure or a
 * pass, a random decision, a token drawn from the bag. FALSE once over. */
gboolean          carc_random_player_next  (CarcRandomPlayer *player,
                                            const CarcState  *state,
                                            CarcEvent        *event);

/* Plays @game to its end; returns the number of events applied, or -1 if
 * @check stopped it or an event failed (then @error says why). */
int               carc_random_play         (CarcRandomPlayer *player,
                                            CarcGame         *game,
                                            CarcRandomCheck   check,
                                            gpointer          user_data,
                                            GError          **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CarcRandomPlayer, carc_random_player_free)

G_END_DECLS
