/* carc-corpus.h: a club's games, for the benchmarks and the GUI tests
 *
 * A club that logs every game: 280 distinct games (the native records of
 * tests/data and games of every game and set mix a table plays, entered
 * by the random player with a turn every half minute or so; a few left
 * unfinished), repeated to as many games as asked, each copy with an id and
 * a date of its own, spread evenly from January 2022 to November 2026.
 * They reach a database as a person's would: a backup file imported with
 * `carcassonne-cli import`.
 *
 * The same number of games always gives the same file, so the benchmark
 * and the tests measure and see one and the same database.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-game.h"

G_BEGIN_DECLS

#define CARC_CORPUS_N_DISTINCT 280

/* The first and the last day the copies are spread over (local time). */
#define CARC_CORPUS_FIRST_YEAR 2022
#define CARC_CORPUS_LAST_YEAR  2026

/* The distinct games, each a CarcGame (owned by the array). */
GPtrArray *carc_corpus_distinct_games   (void);

/* How many of @n_games copies are unfinished games. */
guint      carc_corpus_count_unfinished (guint        n_games);

/* A backup (carcassonne-companion/backup) of @n_games: the distinct games
 * repeated, game i a copy of distinct game i % 280, created at the i-th of
 * @n_games even steps over the corpus's years. */
gboolean   carc_corpus_write_backup     (const char  *path,
                                         guint        n_games,
                                         GError     **error);

/* The @n_games backup imported into the database at @db_path (created if
 * missing) by the program @cli (carcassonne-cli). */
gboolean   carc_corpus_import           (const char  *cli,
                                         const char  *db_path,
                                         guint        n_games,
                                         GError     **error);

/* A database of @n_games built by carc_corpus_import() once and kept in
 * @cache_dir (named by the number of games and the generator's version),
 * copied to @db_path, which is replaced. */
gboolean   carc_corpus_copy_database    (const char  *cli,
                                         const char  *cache_dir,
                                         guint        n_games,
                                         const char  *db_path,
                                         GError     **error);

G_END_DECLS
