/* carc-test-util.h: helpers shared by the engine tests
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-game.h"
#include "carc-profile.h"
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

/* Whether the two states are the same game position: phase, turn, board,
 * figures, supply, scores, every scoring and figure return. NULL when they
 * are, else what differs first ("the score of player 2: 31, 33"). */
char          *test_states_difference   (const CarcState *a,
                                         const CarcState *b);
/* … and fails the test, naming it, when they are not. */
void           test_assert_states_equal (const CarcState *a,
                                         const CarcState *b);

/* ---- the combination matrix (tests/test-combinations.c, tests/session/
 * test-session-matrix.c): every mix of sets and boxes played to its end by
 * the random player, the engine's list of next entries checked at every
 * step ---- */

/* One game of the matrix. */
typedef struct {
  char        *label;      /* sets, players, rules, box and seed, for messages */
  char        *sets;       /* comma-separated set ids */
  guint        n_players;
  guint        rules_on;   /* switched on or off after the sets' defaults */
  guint        rules_off;
  guint64      seed;       /* the random player's */
  CarcProfile *profile;    /* the box on the table; NULL: the catalogue's */
} TestMatrixCell;

void           test_matrix_cell_free (TestMatrixCell *cell);

/* Seeds per cell: CARC_MATRIX_SEEDS when set, else @default_seeds. The
 * seeds are CARC_MATRIX_SEED_BASE (default 0) and on, so that soak runs in
 * parallel play different games. */
guint          test_matrix_seeds   (guint default_seeds);
/* Every game: the 64 mixes of the Carcassonne sets (the base game always
 * in) × 2 to 6 players × @n_seeds, some rule variants chosen per seed;
 * the same mixes with the test boxes (test_box_profile()), one player
 * count each, per seed; Hunters & Gatherers × 2 to 5 players × its boxes
 * (none and the test boxes) × @n_seeds. TestMatrixCell*, owned. */
GPtrArray     *test_matrix_cells   (guint n_seeds);
/* The test boxes of @game ("carcassonne", "hunters-and-gatherers"), by
 * @variant: 0 changes counts and box values and has custom tiles with
 * every mark the custom-tile editor offers (each expansion's
 * CarcExpansionUi.custom_marks); 1 is a small box (about half the tiles)
 * with its own custom tiles. NULL past the last variant. */
CarcProfile   *test_box_profile    (const char *game,
                                    guint       variant);
/* The setup of @cell; fails the test when the profile does not apply. */
CarcSetup     *test_matrix_setup   (const TestMatrixCell *cell);

/* What the matrix played and reached. */
typedef struct {
  GHashTable *reached;      /* "event:plague", "decision:grow", "score:guard:thief", … → count */
  guint       games;
  guint       steps;        /* events entered */
  guint       listed;       /* entries on the lists of next entries */
  guint       applied;      /* … of those applied to a copy of the state */
  GPtrArray  *failures;     /* char*: the cell, seed and step, what failed */
} TestMatrixStats;

void           test_matrix_stats_init  (TestMatrixStats *stats);
void           test_matrix_stats_clear (TestMatrixStats *stats);
/* Counts one more of @name. */
void           test_matrix_reach   (TestMatrixStats *stats,
                                    const char      *name);
/* The kinds the matrix must reach: every registered event, decision and
 * score kind (and each named detail of the kinds that have them), and
 * what every expansion's decisions and set-ups can do (each sheep token,
 * each figure the Plague can take, a theft and a paid thief, a second
 * tile in a turn, a tile under a hill, the menhir bonus turn, each menhir
 * tile power, each test box's custom tile placed, …). NULL-terminated,
 * free with g_strfreev(). */
char         **test_matrix_required (void);

typedef enum {
  TEST_LIVENESS_LIST,     /* the list is not empty until the end and holds the random player's move */
  TEST_LIVENESS_SAMPLE,   /* … and every entry on it is applied to a copy of the state, but of the
                           * tile placements only one per tile type (the rest share its checks) */
  TEST_LIVENESS_FULL,     /* … and every single entry is applied */
} TestLiveness;

/* Applies @event to the game @target plays (the session's apply). */
typedef gboolean (*TestMatrixApply) (gpointer         target,
                                     const CarcEvent *event,
                                     GError         **error);

/* Plays @game (of @cell's setup) to its end with the random player seeded
 * by @cell, entering each event with @apply (NULL: carc_game_append() on
 * @game); at every step the list of next entries is checked as @liveness
 * says and what was entered is counted in @stats. A state where nothing
 * is accepted, an entry the engine refuses, a move of the random player
 * not on the list, or a game that does not end is added to
 * stats->failures with the cell, seed and step, the record so far written
 * to a file it names; FALSE then. */
gboolean       test_matrix_play    (const TestMatrixCell *cell,
                                    CarcGame             *game,
                                    TestMatrixApply       apply,
                                    gpointer              target,
                                    TestLiveness          liveness,
                                    TestMatrixStats      *stats);

G_END_DECLS
