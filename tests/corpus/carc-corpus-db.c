/* carc-corpus-db.c: a club's games in a database, for the end-to-end test
 *
 * carc-corpus-db N_GAMES DB_PATH copies the corpus database of N_GAMES
 * games (carc-corpus.h) to DB_PATH, replacing it: the one the GUI tests
 * and the benchmark use, imported with carcassonne-cli once and kept in
 * <build>/corpus. The end-to-end test (tests/e2e/, in Python) starts the
 * app on it as a club's data folder would hold it.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>

#include "carc-corpus.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  guint64 n_games = 0;

  if (argc != 3 || !g_ascii_string_to_unsigned (argv[1], 10, 1, G_MAXUINT, &n_games, NULL))
    {
      g_printerr ("usage: carc-corpus-db N_GAMES DB_PATH\n");
      return 2;
    }
  if (!carc_corpus_copy_database (CARC_CORPUS_CLI, CARC_CORPUS_CACHE, (guint) n_games, argv[2], &error))
    {
      g_printerr ("carc-corpus-db: %s\n", error->message);
      return 1;
    }
  return 0;
}
