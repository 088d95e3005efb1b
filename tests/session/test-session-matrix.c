/* test-session-matrix.c: every game of the combination matrix through the
 * session into a real games database, reopened, and through a backup
 *
 * The games are those of tests/test-combinations.c (test_matrix_cells():
 * the same cells and seeds play the same games). Each is played by the
 * random player through CarcGameSession, which saves every event in its
 * own transaction into a SQLite file; at every step the engine's list of
 * next entries must not be empty and must hold the random player's move
 * (test-combinations applies every entry). The games go into databases of
 * BLOCK games each; when a block is done its database is closed and opened
 * again, and every game must load and replay to the position the session
 * ended in, with the same record byte for byte; then the whole database is
 * exported as a backup and imported into a fresh one, where every game
 * must be the same again.
 *
 * The databases live in a temporary folder, on /dev/shm when there is one:
 * every commit is synced (PRAGMA synchronous = FULL), and what this test
 * checks is what is saved, not how fast a disk syncs; the store's own
 * tests (tests/store/) are on a real disk.
 *
 * CARC_MATRIX_SEEDS=N plays N seeds per cell (as test-combinations does).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "carc-game-session.h"
#include "carc-session-store.h"
#include "carc-test-util.h"
#include "store-test-util.h"

#define DEFAULT_SEEDS 1
#define BLOCK 32

/* What a game ended as, to compare with what the database gives back. */
typedef struct {
  char      *id;
  char      *label;
  char      *record;
  CarcSetup *setup;      /* the state's, which outlives its game */
  CarcState *state;
} Finished;

static void
finished_free (Finished *f)
{
  g_free (f->id);
  g_free (f->label);
  g_free (f->record);
  carc_state_free (f->state);
  carc_setup_free (f->setup);
  g_free (f);
}

static gboolean
session_apply (gpointer         target,
               const CarcEvent *event,
               GError         **error)
{
  return carc_game_session_apply (target, event, error);
}

static char *
make_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir;

  if (g_file_test ("/dev/shm", G_FILE_TEST_IS_DIR) && g_access ("/dev/shm", W_OK) == 0)
    {
      g_autofree char *template = g_build_filename ("/dev/shm", "carc-matrix-XXXXXX", NULL);
      dir = g_mkdtemp (g_steal_pointer (&template));
      if (dir)
        return dir;
    }
  dir = g_dir_make_tmp ("carc-matrix-XXXXXX", &error);
  g_assert_no_error (error);
  return dir;
}

/* Every game of @games must be in @store as it ended: the same record and
 * the same position after its replay. */
static void
check_games (CarcStore       *store,
             GPtrArray       *games,
             const char      *where,
             TestMatrixStats *stats)
{
  for (guint i = 0; i < games->len; i++)
    {
      const Finished *f = games->pdata[i];
      g_autoptr(GError) error = NULL;
      g_autoptr(CarcGame) loaded = carc_store_load_game (store, f->id, &error);
      g_autofree char *record = NULL;
      g_autofree char *difference = NULL;

      if (loaded == NULL)
        {
          g_ptr_array_add (stats->failures, g_strdup_printf ("%s: %s: the game does not load: %s",
                                                             f->label, where, error->message));
          continue;
        }
      record = carc_record_to_json (loaded);
      if (strcmp (record, f->record) != 0)
        g_ptr_array_add (stats->failures, g_strdup_printf ("%s: %s: the record differs", f->label, where));
      else if ((difference = test_states_difference (f->state, carc_game_get_state (loaded))))
        g_ptr_array_add (stats->failures, g_strdup_printf ("%s: %s: it replays to another position: %s",
                                                           f->label, where, difference));
    }
}

/* The block's database closed and opened again, then its backup imported
 * into a fresh database. */
static void
check_block (const char      *dir,
             guint            block,
             GPtrArray       *games,
             TestMatrixStats *stats)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = g_strdup_printf ("block-%u.sqlite3", block);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autofree char *backup_name = g_strdup_printf ("block-%u-backup.json", block);
  g_autofree char *backup = g_build_filename (dir, backup_name, NULL);
  g_autofree char *fresh_name = g_strdup_printf ("block-%u-fresh.sqlite3", block);
  g_autofree char *fresh_path = g_build_filename (dir, fresh_name, NULL);
  g_autoptr(CarcStore) store = carc_store_open (path, CARC_STORE_OPEN_DEFAULT, &error);
  g_autoptr(CarcStore) fresh = NULL;
  CarcStoreImport *import;
  guint exported = 0;

  g_assert_no_error (error);
  check_games (store, games, "reopened", stats);

  g_assert_true (carc_store_export_backup (store, backup, &exported, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (exported, ==, games->len);
  fresh = carc_store_open (fresh_path, CARC_STORE_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  import = carc_store_import_file (fresh, backup, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < import->failures->len; i++)
    g_ptr_array_add (stats->failures, g_strdup_printf ("block %u: the backup's %s", block,
                                                       (const char *) import->failures->pdata[i]));
  g_assert_cmpuint (import->imported + import->failures->len, ==, games->len);
  carc_store_import_free (import);
  check_games (fresh, games, "from the backup", stats);
}

static void
test_matrix_session (void)
{
  g_autoptr(GPtrArray) cells = test_matrix_cells (test_matrix_seeds (DEFAULT_SEEDS));
  g_autofree char *dir = make_dir ();
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func ((GDestroyNotify) finished_free);
  g_autoptr(CarcStore) store = NULL;
  gint64 start = g_get_monotonic_time ();
  TestMatrixStats stats;
  guint block = 0;

  test_matrix_stats_init (&stats);
  for (guint c = 0; c < cells->len; c++)
    {
      const TestMatrixCell *cell = cells->pdata[c];
      g_autoptr(GError) error = NULL;
      g_autoptr(CarcSessionStore) saver = NULL;
      g_autoptr(CarcGameSession) session = NULL;
      g_autoptr(CarcSetup) setup = test_matrix_setup (cell);
      CarcGame *game;
      Finished *f;

      if (store == NULL)
        {
          g_autofree char *name = g_strdup_printf ("block-%u.sqlite3", block);
          g_autofree char *path = g_build_filename (dir, name, NULL);
          store = carc_store_open (path, CARC_STORE_OPEN_DEFAULT, &error);
          g_assert_no_error (error);
        }
      saver = carc_session_store_new_for_store (store);
      session = carc_game_session_new_game (test_catalogue (), setup, saver, &error);
      if (session == NULL)
        {
          g_ptr_array_add (stats.failures, g_strdup_printf ("%s: no session: %s", cell->label, error->message));
          continue;
        }
      game = carc_game_session_get_game (session);
      if (!test_matrix_play (cell, game, session_apply, session, TEST_LIVENESS_LIST, &stats))
        continue;

      f = g_new0 (Finished, 1);
      f->id = g_strdup (carc_game_get_id (game));
      f->label = g_strdup (cell->label);
      f->record = carc_record_to_json (game);
      f->setup = carc_setup_copy (carc_game_get_setup (game));
      f->state = carc_state_copy (carc_game_get_state (game));
      carc_state_set_setup (f->state, f->setup);
      g_ptr_array_add (games, f);

      if (games->len == BLOCK || c + 1 == cells->len)
        {
          g_clear_object (&session);
          g_clear_object (&saver);
          g_clear_object (&store);
          check_block (dir, block++, games, &stats);
          g_ptr_array_set_size (games, 0);
        }
    }
  if (store != NULL && games->len > 0)
    {
      g_clear_object (&store);
      check_block (dir, block++, games, &stats);
    }

  g_test_message ("%u games, %u steps saved one by one, %u databases reopened and through a backup, %.1f s",
                  stats.games, stats.steps, block, (g_get_monotonic_time () - start) / 1e6);
  for (guint i = 0; i < MIN (stats.failures->len, 50); i++)
    g_test_message ("failure: %s", (const char *) stats.failures->pdata[i]);
  if (stats.failures->len > 0)
    g_error ("%u of the matrix's checks failed, the first: %s", stats.failures->len,
             (const char *) stats.failures->pdata[0]);
  test_matrix_stats_clear (&stats);
  store_test_remove_dir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/session/matrix", test_matrix_session);
  return g_test_run ();
}
