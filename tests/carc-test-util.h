/* carc-test-util.h: helpers shared by the engine tests
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-game.h"
#include "carc-record.h"

G_BEGIN_DECLS

CarcCatalogue *test_catalogue      (void);

/* A new setup: @sets comma-separated set ids, players named A, B, C… */
CarcSetup     *test_setup_new      (const char *sets,
                                    guint       n_players);
/* A new game of @setup (transfer full) with test_catalogue(); fails the
 * test when the engine refuses the setup. */
CarcGame      *test_game_from_setup (CarcSetup *setup);
/* A new game of test_setup_new(); @rules_on / @rules_off adjust the rules
 * the sets switch on. */
CarcGame      *test_game_new       (const char *sets,
                                    guint       n_players,
                                    guint       rules_on,
                                    guint       rules_off);

/* Plays a script of events, one per ';'-separated item:
 *   "BA/C 0,-1 180"        place a tile at (0,-1) rotated 180°
 *   "follower N"           place a figure on the feature at N (board orientation)
 *   "big-follower NL NR"   …
 *   "-"                    pass (no figure)
 *   "sheep 3" / "sheep wolf"   token drawn
 *   "expand" / "fold"      flock decision
 *   "discard BA/C"         set a drawn tile aside
 *   "end"                  end the game (final scoring)
 * Fails the test with the item and the engine's message on any error. */
void           test_play           (CarcGame   *game,
                                    const char *script);
/* A new game (as test_game_new) with @script played (as test_play). */
CarcGame      *test_game_play      (const char *sets,
                                    guint       n_players,
                                    guint       rules_on,
                                    guint       rules_off,
                                    const char *script);
/* Like test_play for one item, but returns the error instead of failing. */
gboolean       test_try            (CarcGame   *game,
                                    const char *item,
                                    GError    **error);
/* Reads and applies one item: test_try, or a test's own that reads its
 * expansion's items and hands the rest to test_try. */
typedef gboolean (*TestTryFunc)    (CarcGame   *game,
                                    const char *item,
                                    GError    **error);
/* test_play and test_expect_error with @try_item reading the items. */
void           test_play_with      (CarcGame    *game,
                                    const char  *script,
                                    TestTryFunc  try_item);
void           test_expect_error_with (CarcGame    *game,
                                       TestTryFunc  try_item,
                                       const char  *item,
                                       int          code,
                                       const char  *part);
/* The event @item (as test_play) stands for in @game; fails the test if it
 * cannot be read. */
CarcEvent      test_event          (CarcGame   *game,
                                    const char *item);
/* @item must be refused with @code (and a message containing @part, unless
 * that is NULL); the log stays as it was. */
void           test_expect_error   (CarcGame   *game,
                                    const char *item,
                                    int         code,
                                    const char *part);

/* The index of tile type @id in @game's catalogue; fails the test when
 * there is none. */
int            test_tile_index     (CarcGame   *game,
                                    const char *id);

/* Short names the expansions' tests (tests/<id>/) use on almost every line:
 * @game's state (carc_game_get_state), the figures of @kind that @player has
 * in supply, and the root of the feature at @where (board orientation) of
 * the tile at (x,y). */
const CarcState *state_of          (CarcGame       *game);
guint          in_supply           (CarcGame       *game,
                                    guint           player,
                                    CarcFigureKind  kind);
guint          root_at             (CarcGame   *game,
                                    int         x,
                                    int         y,
                                    const char *where);

int            test_score          (CarcGame *game,
                                    guint     player);
/* Sum of the points of the scorings of @kind for @player (final or not: -1 both). */
int            test_points_of      (CarcGame     *game,
                                    guint         player,
                                    CarcScoreKind kind,
                                    int           final);
/* Does a scoring of @kind with exactly @points exist for @player? */
gboolean       test_has_scoring    (CarcGame     *game,
                                    guint         player,
                                    CarcScoreKind kind,
                                    int           points);
/* The number of scorings of @kind that @player received. */
guint          test_n_scorings     (CarcGame     *game,
                                    guint         player,
                                    CarcScoreKind kind);
/* The single scoring of @kind for @player (fails if there is not exactly one). */
const CarcScoring *test_the_scoring (CarcGame     *game,
                                     guint         player,
                                     CarcScoreKind kind);

/* Every scoring of the game as a test message, for a check about to fail. */
void           test_dump_scorings  (CarcGame     *game);
/* The sum of @player's scorings of @kind (final or not) must be @points. */
void           test_assert_points  (CarcGame     *game,
                                    guint         player,
                                    CarcScoreKind kind,
                                    int           points);
/* @player must have no points at all and no non-zero scoring (outvoted, or
 * nothing to score). */
void           test_assert_nothing (CarcGame     *game,
                                    guint         player);

/* ../shared, or NULL when it is absent (tests then skip with a message). */
const char    *test_shared_dir     (void);

G_END_DECLS
