/* store-test-util.h: helpers shared by the store's tests
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-random.h"
#include "carc-record.h"
#include "carc-store.h"

#include <sqlite3.h>

G_BEGIN_DECLS

#define SEC G_USEC_PER_SEC
#define DAY ((gint64) 86400 * SEC)
/* 2026-03-01 12:00:00 UTC */
#define MARCH_1 ((gint64) 1772366400 * SEC)

/* A fresh temporary directory (mode 0755), removed with its contents by
 * store_test_remove_dir(). */
char     *store_test_make_dir     (void);
void      store_test_remove_dir   (const char *dir);

/* A test's own database: the file @path (not there yet) in the fresh
 * directory @dir, both removed after the test; for g_test_add(). */
typedef struct {
  char *dir;
  char *path;
} StoreFixture;

void      store_test_fixture_set_up    (StoreFixture  *f,
                                        gconstpointer  data);
void      store_test_fixture_tear_down (StoreFixture  *f,
                                        gconstpointer  data);

/* The store at @path, opened (and created) for writing; fails the test on
 * any error. */
CarcStore *store_test_open        (const char *path);

/* What the database file @path holds, read with SQLite itself (not the
 * store) on a connection of its own: the first column of the first row
 * of @sql (-1 without a row); every row of @sql, its columns joined by
 * "|" ("NULL" for a null), a line each; and @sql run for its changes
 * (the test fails if it fails). */
gint64    store_test_raw_int      (const char *path,
                                   const char *sql);
char     *store_test_raw_text     (const char *path,
                                   const char *sql);
void      store_test_raw_exec     (const char *path,
                                   const char *sql);

/* The games of @store's list (CarcStoreGameSummary, free the array) that
 * match @search with @flags, and how many they are; the test fails on an
 * error. */
GPtrArray *store_test_list        (CarcStore          *store,
                                   const char         *search,
                                   CarcStoreListFlags  flags);
guint     store_test_count_games  (CarcStore          *store,
                                   const char         *search,
                                   CarcStoreListFlags  flags);
/* The statistics of all @store's games as JSON (free it). */
char     *store_test_stats_json   (CarcStore *store);
/* The two stores list the same games, in the same order, with the same
 * summaries, and each loads as the same game. */
void      store_test_assert_same_lists (CarcStore *a,
                                        CarcStore *b);

/* The copy a migration left in @dir, the file whose name starts with
 * @prefix (its -wal and -shm not counted), or NULL. */
char     *store_test_find_copy    (const char *dir,
                                   const char *prefix);

/* A game of @sets (comma-separated) with players named by @names
 * (comma-separated), created at @created (0: now). */
CarcGame *store_test_game_new     (const char *sets,
                                   const char *names,
                                   gint64      created);

/* A finished game whose every number the tests know, by id (K1 … K4; see
 * store-test-util.c), created on MARCH_1 or some days later. */
CarcGame *store_test_known_game   (const char *id);

/* A random game played for @n_events events (all of it when 0). */
CarcGame *store_test_random_game  (const char *sets,
                                   const char *names,
                                   guint64     seed,
                                   guint       n_events,
                                   gint64      created);

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
