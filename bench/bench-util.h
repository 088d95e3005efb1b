/* bench-util.h: the games and boards the metrics share
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-game.h"

G_BEGIN_DECLS

/* The sets of the big box, NULL-terminated. */
extern const char * const carc_bench_bigbox_sets[];

/* A setup of @sets (NULL-terminated ids of the default catalogue), without
 * players. With @double_tiles every tile of the normal stack comes twice (a
 * box inventory override): boards larger than the big box's 144 tiles need
 * that. */
CarcSetup *carc_bench_setup_new     (const char * const *sets,
                                     gboolean            double_tiles);
/* The game of @setup (which it takes) on the default catalogue. */
CarcGame  *carc_bench_game_new      (CarcSetup          *setup);
/* A game of @sets for @n_players players called P1, P2… */
CarcGame  *carc_bench_new_game      (const char * const *sets,
                                     guint               n_players);
/* A big-box game with doubled tiles and 4 players, played at random until
 * @n_tiles tiles lie on the board and the next tile is awaited. The seed is
 * fixed, so the same @n_tiles gives the same board in every metric. */
CarcGame  *carc_bench_board_of      (guint               n_tiles);

#ifdef CARC_BENCH_GUI
/* Initialises GTK and libadwaita, once; FALSE without a display, after
 * saying on stderr that @metric is skipped. */
gboolean   carc_bench_init_display  (const char *metric);
#endif

G_END_DECLS
