/* test-store-input.c: hostile files through the import (the app's path and
 * carcassonne-cli import)
 *
 * Every such file is refused with one clear message naming the problem,
 * and the database is left exactly as it was. A backup is read one game at
 * a time, so the limits of one game apply to each of its games, not to the
 * whole backup. Deep and large inputs are generated here at run time.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>
#include <unistd.h>

#include "carc-cli.h"
#include "carc-json.h"
#include "carc-test-util.h"
#include "store-test-util.h"

static char *dir;
static char *db;

typedef struct {
  const char *name;
  const char *problem;   /* in the message */
} Hostile;

static const Hostile hostile[] = {
  { "deep.json", "arrays and objects are nested more than 32 deep (line 1)" },
  { "deep-in-backup.json", "arrays and objects are nested more than 32 deep (line 1)" },
  { "not-utf8.json", "the file is not UTF-8 text" },
  { "version.json", "“version” is 100000000000000000000000, a number out of range" },
  { "backup-version.json", "“version” is 100000000000000000000000, a number out of range" },
  { "huge.json", "the file is too large to import (300.0\u00a0MiB; a backup is at most 256.0\u00a0MiB)" },
  { "too-many-values.json", "the file holds more than 250000 values" },
  { "too-many-games.json", "“games” lists more than 100000 games; no backup holds that many" },
  { "a-folder", "it is a folder, not a file" },
};

static char *
path_of (const char *name)
{
  return g_build_filename (dir, name, NULL);
}

static void
write_text (const char *name,
            const char *text,
            gssize      length)
{
  g_autofree char *path = path_of (name);
  g_assert_true (g_file_set_contents (path, text, length, NULL));
}

static void
make_hostile_files (void)
{
  g_autofree char *huge = path_of ("huge.json");
  g_autofree char *folder = path_of ("a-folder");
  GString *s = g_string_new (NULL);
  FILE *f;

  /* 75,000 levels crashed the parser before */
  for (guint i = 0; i < 75000; i++)
    g_string_append_c (s, '[');
  for (guint i = 0; i < 75000; i++)
    g_string_append_c (s, ']');
  write_text ("deep.json", s->str, (gssize) s->len);
  g_string_assign (s, "{\"format\": \"carcassonne-companion/backup\", \"version\": 1, \"games\": [{\"ended\": ");
  for (guint i = 0; i < 75000; i++)
    g_string_append_c (s, '[');
  for (guint i = 0; i < 75000; i++)
    g_string_append_c (s, ']');
  g_string_append (s, "}]}");
  write_text ("deep-in-backup.json", s->str, (gssize) s->len);

  write_text ("not-utf8.json", "{\"format\": \"carcassonne-companion/game\", \"id\": \"\xc3\x28\"}", -1);
  write_text ("version.json", "{\"format\": \"carcassonne-companion/game\", \"version\": 100000000000000000000000}", -1);
  write_text ("backup-version.json",
              "{\"format\": \"carcassonne-companion/backup\", \"version\": 100000000000000000000000, \"games\": []}", -1);

  /* 300 MiB, sparse: refused by its size before a byte is read */
  f = fopen (huge, "w");
  g_assert_nonnull (f);
  g_assert_cmpint (ftruncate (fileno (f), (off_t) 300 * 1024 * 1024), ==, 0);
  fclose (f);

  /* half a million values in 1 MB: a game tree of that would be ~100 MiB */
  g_string_assign (s, "{\"format\": \"carcassonne-companion/game\", \"x\": [0");
  for (guint i = 0; i < 500000; i++)
    g_string_append (s, ",0");
  g_string_append (s, "]}");
  write_text ("too-many-values.json", s->str, (gssize) s->len);

  /* 100,001 games in 200 KB: each would be listed as a failure */
  g_string_assign (s, "{\"format\": \"carcassonne-companion/backup\", \"version\": 1, \"games\": [0");
  for (guint i = 0; i < CARC_JSON_MAX_BACKUP_GAMES; i++)
    g_string_append (s, ",0");
  g_string_append (s, "]}");
  write_text ("too-many-games.json", s->str, (gssize) s->len);

  g_assert_cmpint (g_mkdir (folder, 0755), ==, 0);
  g_string_free (s, TRUE);
}

static void
test_store_import (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcStore) store = carc_store_open (db, CARC_STORE_OPEN_DEFAULT, &error);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  g_assert_no_error (error);
  before = store_test_file_hash (db);
  for (guint i = 0; i < G_N_ELEMENTS (hostile); i++)
    {
      g_autofree char *path = path_of (hostile[i].name);
      g_autoptr(CarcStoreImport) import = carc_store_import_file (store, path, &error);

      g_assert_null (import);
      g_assert_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID);
      if (strstr (error->message, hostile[i].problem) == NULL)
        g_error ("%s: “%s” does not mention “%s”", hostile[i].name, error->message, hostile[i].problem);
      g_clear_error (&error);
    }
  g_clear_object (&store);
  after = store_test_file_hash (db);
  g_assert_cmpstr (before, ==, after);
}

typedef struct {
  gboolean         done;
  CarcStoreImport *import;
  GError          *error;
} AsyncResult;

static void
import_done_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  AsyncResult *r = user_data;

  r->import = carc_store_import_file_finish (CARC_STORE (source), result, &r->error);
  r->done = TRUE;
}

/* the window imports in a worker thread: the same refusal comes back */
static void
test_async_import (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcStore) store = carc_store_open (db, CARC_STORE_OPEN_DEFAULT, &error);
  g_autofree char *path = path_of ("deep.json");
  AsyncResult r = { 0 };

  g_assert_no_error (error);
  carc_store_import_file_async (store, path, NULL, import_done_cb, &r);
  while (!r.done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_null (r.import);
  g_assert_error (r.error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID);
  g_assert_nonnull (strstr (r.error->message, "nested more than 32 deep"));
  g_clear_error (&r.error);
}

static int
run (GString    *out,
     GString    *err,
     const char *file)
{
  char *argv[] = { (char *) "carcassonne-cli", (char *) "import", (char *) "--db", db, (char *) file, NULL };

  g_string_truncate (out, 0);
  g_string_truncate (err, 0);
  return carc_cli_run (5, argv, out, err);
}

static void
test_cli_import (void)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GString) err = g_string_new (NULL);
  g_autofree char *before = store_test_file_hash (db);
  g_autofree char *after = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (hostile); i++)
    {
      g_autofree char *path = path_of (hostile[i].name);
      g_autofree char *start = g_strdup_printf ("carcassonne-cli: %s: ", path);

      g_assert_cmpint (run (out, err, path), ==, CARC_CLI_BAD_INPUT);
      g_assert_cmpstr (out->str, ==, "");
      /* one line, naming the file and the problem */
      g_assert_true (g_str_has_suffix (err->str, "\n"));
      g_assert_true (strchr (err->str, '\n') == err->str + err->len - 1);
      g_assert_true (g_str_has_prefix (err->str, start));
      if (strstr (err->str, hostile[i].problem) == NULL)
        g_error ("“%s” does not mention “%s”", err->str, hostile[i].problem);
    }
  after = store_test_file_hash (db);
  g_assert_cmpstr (before, ==, after);

  /* the file is blamed before a database is made for it */
  {
    g_autofree char *folder = path_of ("a-folder");
    g_autofree char *fresh = path_of ("fresh.sqlite3");
    char *argv[] = { (char *) "carcassonne-cli", (char *) "import", (char *) "--db", fresh, folder, NULL };

    g_string_truncate (err, 0);
    g_assert_cmpint (carc_cli_run (5, argv, out, err), ==, CARC_CLI_BAD_INPUT);
    g_assert_nonnull (strstr (err->str, "it is a folder, not a file"));
    g_assert_false (g_file_test (fresh, G_FILE_TEST_EXISTS));
  }
}

/* The limits of one game apply to each game of a backup: a backup of many
 * games comes in whole, and a game over a limit is listed, not fatal. */
static void
test_backup_per_game (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *source = g_test_build_filename (G_TEST_DIST, "data", "big-box-game.json", NULL);
  g_autofree char *backup = path_of ("many-games.json");
  g_autofree char *scratch = path_of ("many-games.sqlite3");
  g_autofree char *text = NULL;
  g_autofree char *record = NULL;
  g_autoptr(CarcStore) store = NULL;
  g_autoptr(CarcStoreImport) import = NULL;
  GString *s = g_string_new ("{\"format\": \"carcassonne-companion/backup\", \"version\": 1, \"players\": [], \"games\": [");
  CarcGame *game;
  guint n_values = 0, n_games, total = 0;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  game = carc_record_from_json (test_catalogue (), text, -1, &error);
  g_assert_no_error (error);
  g_assert_true (carc_json_check (text, strlen (text), G_MAXUINT, &n_values, NULL));
  /* enough games that the backup holds more values than one game may */
  n_games = CARC_JSON_MAX_VALUES / n_values + 2;
  for (guint i = 0; i < n_games; i++)
    {
      g_autofree char *id = g_strdup_printf ("game-%03u", i);
      carc_game_set_id (game, id);
      g_clear_pointer (&record, g_free);
      record = carc_record_to_json (game);
      g_string_append_printf (s, "%s{\"ended\": null, \"record\": %s}", i ? ",\n" : "", record);
      total += n_values;
    }
  carc_game_free (game);
  g_assert_cmpuint (total, >, CARC_JSON_MAX_VALUES);

  /* and one game listing more events than any game has */
  g_string_append (s, ",\n{\"ended\": null, \"record\": {\"format\": \"carcassonne-companion/game\", \"version\": 1, "
                      "\"id\": \"endless\", \"setup\": {\"players\": [{\"name\": \"A\"}, {\"name\": \"B\"}], "
                      "\"sets\": [\"base\"], \"figures\": {\"follower\": 7}, \"rules\": {\"farmers\": true}}, "
                      "\"events\": [{\"type\": \"pass\"}");
  for (guint i = 0; i < CARC_RECORD_MAX_EVENTS; i++)
    g_string_append (s, ", {\"type\": \"pass\"}");
  g_string_append (s, "]}}]}\n");
  g_assert_true (g_file_set_contents (backup, s->str, (gssize) s->len, NULL));
  g_string_free (s, TRUE);

  store = carc_store_open (scratch, CARC_STORE_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  import = carc_store_import_file (store, backup, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (import->imported, ==, n_games);
  g_assert_cmpuint (import->failures->len, ==, 1);
  g_assert_cmpstr (import->failures->pdata[0], ==,
                   "game endless: record: “events” lists 10001 events; no game has more than 10000");
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  dir = store_test_make_dir ();
  db = g_build_filename (dir, "games.sqlite3", NULL);
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(CarcStore) store = carc_store_open (db, CARC_STORE_OPEN_DEFAULT, &error);
    CarcGame *game = store_test_known_game ("K1");

    g_assert_no_error (error);
    g_assert_true (carc_store_create_game (store, game, &error));
    g_assert_no_error (error);
    carc_game_free (game);
  }
  make_hostile_files ();

  g_test_add_func ("/store-input/store-import", test_store_import);
  g_test_add_func ("/store-input/async-import", test_async_import);
  g_test_add_func ("/store-input/cli-import", test_cli_import);
  g_test_add_func ("/store-input/backup-per-game", test_backup_per_game);
  status = g_test_run ();

  store_test_remove_dir (dir);
  g_free (db);
  g_free (dir);
  return status;
}
