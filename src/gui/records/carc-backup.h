/* carc-backup.h: import games, export them all, export one
 *
 * Window actions: win.import-games, win.export-games, win.export-game(s id).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-store.h"
#include "carc-window.h"

G_BEGIN_DECLS

void             carc_backup_install             (CarcWindow          *window);

/* What the actions do once a file is chosen (also for tests): the store's
 * workers run them; the callbacks get the store (or the window, when there
 * is nothing to run) as the source object. */
void             carc_backup_import_file_async   (CarcWindow          *window,
                                                  GFile               *file,
                                                  GAsyncReadyCallback  callback,
                                                  gpointer             user_data);
CarcStoreImport *carc_backup_import_file_finish  (CarcWindow          *window,
                                                  GAsyncResult        *result,
                                                  GError             **error);
/* The message the window shows when the import of @file failed: the
 * file's name and what is wrong with it. */
char            *carc_backup_import_error_text   (GFile               *file,
                                                  const GError        *error);
void             carc_backup_export_all_async    (CarcWindow          *window,
                                                  GFile               *file,
                                                  GAsyncReadyCallback  callback,
                                                  gpointer             user_data);
gboolean         carc_backup_export_all_finish   (CarcWindow          *window,
                                                  GAsyncResult        *result,
                                                  guint               *n_games,
                                                  GError             **error);

G_END_DECLS
