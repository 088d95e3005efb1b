/* store-test-util.h: helpers shared by the store's tests
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-random.h"
#include "carc-record.h"
#include "carc-store.h"

G_BEGIN_DECLS

#define SEC G_USEC_PER_SEC
#define DAY ((gint64) 86400 * SEC)
/* 2026-03-01 12:00:00 UTC */
#define MARCH_1 ((gint64) 1772366400 * SEC)

/* A fresh temporary directory (mode 0755), removed with its contents by
 * store_test_remove_dir(). */
char     *store_test_make_dir     (void);
void      store_test_remove_dir   (const char *dir);

/* A game of @sets (comma-separated) with players named by @names
 * (comma-separated), created at @created (0: now). */
CarcGame *store_test_game_new     (const char *sets,
                                   const char *names,
                                   gint64      created);

/* A finished game whose every number the tests know, by id (K1 … K4; see
 * store-test-util.c), created on MARCH_1 or some days later. */
CarcGame *store_test_known_game   (const char *id);

/* Appends the next random event (stamped with @time unless 0); FALSE when
 * the game is over. */
gboolean  store_test_random_step  (CarcRandomPlayer *player,
                                   CarcGame         *game,
                                   gint64            time);

/* A copy of @game with every event stamped: event i at @first + i * @step. */
CarcGame *store_test_with_times   (const CarcGame *game,
                                   gint64          first,
                                   gint64          step);

/* The two games have the same record (setup, id, created, every event). */
void      store_test_assert_same_game (const CarcGame *a,
                                       const CarcGame *b);

/* SHA-256 of a file's bytes ("" if it does not exist). */
char     *store_test_file_hash    (const char *path);

G_END_DECLS
