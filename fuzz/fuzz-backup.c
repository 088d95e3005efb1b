/* fuzz-backup.c: the store's import (backups, records and .jcz saves)
 *
 * One database in a temporary folder for the whole run; after each input
 * whatever it imported is deleted and purged, so every input meets the same
 * empty store. An import that succeeds must have stored games that load.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "fuzz-common.h"

#include "carc-store.h"

static CarcStore *store;

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;

  fuzz_init ();
  dir = g_dir_make_tmp ("carc-fuzz-backup-XXXXXX", &error);
  if (dir == NULL)
    g_error ("%s", error->message);
  path = g_build_filename (dir, "games.sqlite3", NULL);
  store = carc_store_open (path, CARC_STORE_OPEN_DEFAULT, &error);
  if (store == NULL)
    g_error ("%s", error->message);
  /* leaves the folder behind (libFuzzer ends with exit()); it is small */
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  CarcStoreImport *import;
  guint purged = 0;

  import = carc_store_import_data (store, (const char *) data, (gssize) size, &error);
  FUZZ_CHECK ((import == NULL) == (error != NULL), "a result and an error must not come together");
  if (import == NULL)
    return 0;
  for (guint i = 0; i < import->imported_ids->len; i++)
    {
      const char *id = import->imported_ids->pdata[i];
      CarcGame *game = carc_store_load_game (store, id, &error);

      FUZZ_CHECK (game != NULL, "imported game %s does not load: %s", id, error->message);
      carc_game_free (game);
      FUZZ_CHECK (carc_store_delete_game (store, id, &error), "%s", error->message);
    }
  FUZZ_CHECK (carc_store_purge_deleted_games (store, &purged, &error), "%s", error ? error->message : "");
  FUZZ_CHECK (purged == import->imported, "imported %u games but purged %u", import->imported, purged);
  carc_store_import_free (import);
  return 0;
}
