/* test-backup.c: importing and exporting games from the window
 *
 * The actions' file choosers are the desktop's; the tests drive what the
 * actions do once a file is chosen: an import in a worker thread while the
 * window stays responsive, an export of every game, and the round trip.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "carc-application.h"
#include "carc-backup.h"
#include "carc-store.h"
#include "carc-window-private.h"
#include "gui-test-util.h"

static CarcApplication *app;
static char *tmp_dir;

static guint
count_games (CarcStore *store)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = carc_store_list_games (store, NULL, CARC_STORE_LIST_DEFAULT, 0, &error);

  g_assert_no_error (error);
  return games->len;
}

static void
store_result_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  *(GAsyncResult **) user_data = g_object_ref (result);
}

static CarcStoreImport *
import (CarcWindow  *window,
        const char  *path,
        GError     **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GAsyncResult) result = NULL;

  carc_backup_import_file_async (window, file, store_result_cb, &result);
  /* the window keeps drawing while the worker imports */
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  return carc_backup_import_file_finish (window, result, error);
}

static gboolean
export_all (CarcWindow  *window,
            GFile       *file,
            guint       *n_games,
            GError     **error)
{
  g_autoptr(GAsyncResult) result = NULL;

  carc_backup_export_all_async (window, file, store_result_cb, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  return carc_backup_export_all_finish (window, result, n_games, error);
}

static void
count_changed_cb (CarcStore  *store,
                  const char *game_id,
                  guint      *n)
{
  (*n)++;
}

static void
test_import_export (void)
{
  CarcWindow *window = carc_window_new (app);
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcStoreImport) first = NULL;
  g_autoptr(CarcStoreImport) again = NULL;
  g_autoptr(CarcStoreImport) restored = NULL;
  g_autofree char *record = g_test_build_filename (G_TEST_DIST, "data", "big-box-game.json", NULL);
  g_autofree char *backup = g_build_filename (tmp_dir, "backup.json", NULL);
  g_autofree char *other_db = g_build_filename (tmp_dir, "other.sqlite3", NULL);
  g_autoptr(GFile) backup_file = g_file_new_for_path (backup);
  g_autoptr(CarcStore) other = NULL;
  const char *shared = g_getenv ("CARC_SHARED_DIR");
  CarcStore *store;
  guint before, n_exported = 0, n_changed = 0;

  gtk_window_present (GTK_WINDOW (window));
  store = _carc_window_get_store (window);
  g_assert_nonnull (store);
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (window), "import-games"));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (window), "export-games"));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (window), "export-game"));
  before = count_games (store);
  g_signal_connect (store, "changed", G_CALLBACK (count_changed_cb), &n_changed);

  /* a native record comes in once (the window's store tells its lists);
   * the second time it is already there and nothing changes */
  first = import (window, record, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (first->imported, ==, 1);
  g_assert_cmpuint (count_games (store), ==, before + 1);
  g_assert_cmpuint (n_changed, ==, 1);
  again = import (window, record, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (again->imported, ==, 0);
  g_assert_cmpuint (again->skipped, ==, 1);
  g_assert_cmpuint (n_changed, ==, 1);

  /* a JCloisterZone save joins the history too */
  if (shared != NULL && g_file_test (shared, G_FILE_TEST_IS_DIR))
    {
      g_autofree char *jcz = g_build_filename (shared, "reference", "jcz", "engine-tests", "jcz5-client",
                                               "basic", "field-scoring.jcz", NULL);
      g_autoptr(CarcStoreImport) from_jcz = import (window, jcz, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (from_jcz->imported, ==, 1);
    }

  /* something that is no game is refused with a message, nothing changes */
  {
    g_autofree char *junk = g_build_filename (tmp_dir, "junk.json", NULL);
    guint now = count_games (store);
    CarcStoreImport *none;

    g_assert_true (g_file_set_contents (junk, "{\"hello\": 1}", -1, NULL));
    none = import (window, junk, &error);
    g_assert_null (none);
    g_assert_nonnull (error);
    g_assert_cmpstr (error->message, !=, "");
    g_clear_error (&error);
    g_assert_cmpuint (count_games (store), ==, now);
  }

  /* a name with a newline: the message shows it escaped, on one line */
  {
    g_autofree char *odd = g_build_filename (tmp_dir, "bad\nname.json", NULL);
    g_autoptr(GFile) odd_file = g_file_new_for_path (odd);
    g_autofree char *text = NULL;

    g_assert_true (g_file_set_contents (odd, "{\"hello\": 1}", -1, NULL));
    g_assert_null (import (window, odd, &error));
    g_assert_nonnull (error);
    text = carc_backup_import_error_text (odd_file, error);
    g_test_message ("%s", text);
    g_assert_true (g_str_has_prefix (text, "bad\\nname.json: "));
    /* the words, then the engine's details after an empty line: neither
     * is split by the name */
    {
      g_auto(GStrv) parts = g_strsplit (text, "\n\nDetails: ", 2);

      for (guint i = 0; parts[i] != NULL; i++)
        g_assert_null (strchr (parts[i], '\n'));
    }
    g_clear_error (&error);
  }

  /* nesting that crashed the parser: refused, and the window's message
   * names the file and the problem */
  {
    g_autofree char *deep = g_build_filename (tmp_dir, "deep.json", NULL);
    g_autoptr(GFile) deep_file = g_file_new_for_path (deep);
    g_autofree char *text = NULL;
    GString *s = g_string_new (NULL);
    guint now = count_games (store);

    for (guint i = 0; i < 75000; i++)
      g_string_append_c (s, '[');
    for (guint i = 0; i < 75000; i++)
      g_string_append_c (s, ']');
    g_assert_true (g_file_set_contents (deep, s->str, (gssize) s->len, NULL));
    g_string_free (s, TRUE);
    g_assert_null (import (window, deep, &error));
    g_assert_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID);
    text = carc_backup_import_error_text (deep_file, error);
    g_assert_cmpstr (text, ==, "deep.json: It is not a backup, a game record or a JCloisterZone save that this app "
                               "can read, or a move in it is not possible.\n\n"
                               "Details: This file cannot be imported: arrays and objects are nested "
                               "more than 32 deep (line 1); no game file needs that");
    g_clear_error (&error);
    g_assert_cmpuint (count_games (store), ==, now);
  }

  /* export everything, then read it into another database: same games */
  g_assert_true (export_all (window, backup_file, &n_exported, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_exported, ==, count_games (store));
  other = carc_store_open (other_db, CARC_STORE_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  restored = carc_store_import_file (other, backup, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (restored->imported, ==, n_exported);
  g_assert_cmpuint (count_games (other), ==, count_games (store));

  g_signal_handlers_disconnect_by_func (store, count_changed_cb, &n_changed);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A file with no local path (here a resource) is refused at once, with
 * the error of its own direction, and nothing is imported. */
static void
test_not_local (void)
{
  CarcWindow *window = carc_window_new (app);
  g_autoptr(GFile) file = g_file_new_for_uri ("resource:///not-local/backup.json");
  g_autoptr(GError) error = NULL;
  g_autoptr(GAsyncResult) result = NULL;
  CarcStore *store;
  guint before, n = 0;

  gtk_window_present (GTK_WINDOW (window));
  store = _carc_window_get_store (window);
  g_assert_nonnull (store);
  g_assert_null (g_file_get_path (file));
  before = count_games (store);

  carc_backup_import_file_async (window, file, store_result_cb, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_null (carc_backup_import_file_finish (window, result, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
  g_assert_cmpstr (error->message, ==, "Only local files can be imported.");
  g_clear_error (&error);
  g_clear_object (&result);
  g_assert_cmpuint (count_games (store), ==, before);

  g_assert_false (export_all (window, file, &n, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
  g_assert_cmpstr (error->message, ==, "Games can be exported to local files only.");

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data_home = NULL;
  int ret;

  if (!gui_test_have_display ())
    return 0;

  /* the window's database goes into a fresh folder of this test */
  tmp_dir = g_dir_make_tmp ("carc-backup-XXXXXX", &error);
  g_assert_no_error (error);
  data_home = g_build_filename (tmp_dir, "data", NULL);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);

  gtk_test_init (&argc, &argv, NULL);
  app = carc_application_new ();
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  g_test_add_func ("/backup/import-export", test_import_export);
  g_test_add_func ("/backup/not-local", test_not_local);
  ret = g_test_run ();

  g_clear_object (&app);
  {
    g_autofree char *cmd = g_strdup_printf ("rm -rf '%s'", tmp_dir);
    if (system (cmd) != 0)
      g_printerr ("could not remove %s\n", tmp_dir);
  }
  g_free (tmp_dir);
  return ret;
}
