/* carc-backup.c: import games, export them all, export one
 *
 * The store does the work (carc_store_import_file, carc_store_export_backup,
 * carc_store_export_game); this file adds the window actions, the file
 * choosers and the feedback. An import runs in a worker thread on its own
 * connection to the same database (SQLite's WAL lets the window keep reading
 * meanwhile), with a toast saying it is under way; the lists refresh when
 * it is done.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-backup.h"
#include "carc-error-format.h"
#include "carc-format.h"
#include "carc-store.h"
#include "carc-window-private.h"
#include "carc-text.h"

/* ---- import ---- */

/* The store's worker does an import or an export; the window needs a
 * database and a local path (@path, else @not_local is the error). Returns
 * the store, or NULL when the task (tagged @source_tag) already failed. */
static CarcStore *
backup_store (CarcWindow          *window,
              GFile               *file,
              gpointer             source_tag,
              const char          *not_local,
              GAsyncReadyCallback  callback,
              gpointer             user_data,
              char               **path)
{
  CarcStore *store = _carc_window_get_store (window);

  *path = g_file_get_path (file);
  if (store == NULL || *path == NULL)
    {
      g_autoptr(GTask) task = g_task_new (window, NULL, callback, user_data);

      g_task_set_source_tag (task, source_tag);
      if (store == NULL)
        g_task_return_new_error (task, CARC_STORE_ERROR, CARC_STORE_ERROR_NOT_FOUND, _("No game database is open."));
      else
        g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "%s", not_local);
      return NULL;
    }
  return store;
}

void
carc_backup_import_file_async (CarcWindow          *window,
                               GFile               *file,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  g_autofree char *path = NULL;
  CarcStore *store = backup_store (window, file, carc_backup_import_file_async,
                                   _("Only local files can be imported."), callback, user_data, &path);

  if (store != NULL)
    carc_store_import_file_async (store, path, NULL, callback, user_data);
}

CarcStoreImport *
carc_backup_import_file_finish (CarcWindow    *window,
                                GAsyncResult  *result,
                                GError       **error)
{
  g_autoptr(GObject) source = g_async_result_get_source_object (result);

  if (source == G_OBJECT (window))
    return g_task_propagate_pointer (G_TASK (result), error);
  return carc_store_import_file_finish (CARC_STORE (source), result, error);
}

static char *
import_summary (const CarcStoreImport *import)
{
  g_autofree char *imported = carc_format_count (import->imported);
  /* Translators: %s is a number */
  g_autofree char *added = g_strdup_printf (ngettext ("Imported %s game", "Imported %s games", import->imported),
                                            imported);
  GString *text = g_string_new (added);

  if (import->skipped > 0)
    {
      g_string_append (text, C_("import summary", ", "));
      g_autofree char *skipped = carc_format_count (import->skipped);

      /* Translators: %s is a number */
      g_string_append_printf (text, ngettext ("%s was already there", "%s were already there", import->skipped),
                              skipped);
    }
  if (import->failures->len > 0)
    {
      g_string_append (text, C_("import summary", ", "));
      g_autofree char *failed = carc_format_count (import->failures->len);

      /* Translators: %s is a number */
      g_string_append_printf (text, ngettext ("%s could not be read", "%s could not be read", import->failures->len),
                              failed);
    }
  return g_string_free (text, FALSE);
}

char *
carc_backup_import_error_text (GFile        *file,
                               const GError *error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *parse_name = path ? NULL : g_file_get_parse_name (file);
  /* a name may hold a newline or an escape sequence */
  g_autofree char *name = path ? carc_display_basename (path) : carc_text_escape_controls (parse_name);
  g_autofree char *words = NULL;
  g_autofree char *details = NULL;

  if (g_error_matches (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID))
    {
      /* the store's message names what in the file it could not take (a
       * tile's id, a move's number): a details line after the words */
      words = g_strdup (_("It is not a backup, a game record or a JCloisterZone save that this app can read, "
                          "or a move in it is not possible."));
      details = carc_format_capitalize (error->message);
    }
  else
    {
      words = carc_error_format (error, NULL);
      details = carc_error_format_details (error);
    }
  if (details != NULL)
    /* TRANSLATORS: the name of the file the user chose to import, what is
     * wrong with it, then on a line of its own what exactly (it may name
     * the file's parts) */
    return g_strdup_printf (_("%s: %s\n\nDetails: %s"), name, words, details);
  /* TRANSLATORS: the name of the file the user chose to import, then what
   * is wrong with it */
  return g_strdup_printf (_("%s: %s"), name, words);
}

static void
show_message (CarcWindow *window,
              const char *heading,
              const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (window), heading, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
show_error (CarcWindow   *window,
            const char   *heading,
            const GError *error)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (window), heading, error->message);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* What a running import or export needs when it is done: the window, and
 * the toast that says it is under way (shown until then). */
typedef struct {
  CarcWindow *window;
  AdwToast   *progress;
  GFile      *file;       /* the file imported, to name it in an error */
} Progress;

static Progress *
progress_new (CarcWindow *window,
              const char *text)
{
  Progress *progress = g_new0 (Progress, 1);

  progress->window = g_object_ref (window);
  progress->progress = adw_toast_new (text);
  adw_toast_set_timeout (progress->progress, 0);
  _carc_window_add_toast (window, g_object_ref (progress->progress));
  return progress;
}

static void
progress_done (Progress   *progress,
               const char *text)
{
  adw_toast_dismiss (progress->progress);
  if (text != NULL)
    /* Translators: an import's or export's summary, in short for a narrow
     * window (the whole is under Details) */
    _carc_window_add_text_toast (progress->window, text, _("Done"));
  g_object_unref (progress->progress);
  g_object_unref (progress->window);
  g_clear_object (&progress->file);
  g_free (progress);
}

static void
import_done_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  Progress *progress = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcStoreImport) import = carc_backup_import_file_finish (progress->window, result, &error);
  g_autofree char *summary = import ? import_summary (import) : NULL;

  if (import == NULL)
    {
      g_autofree char *text = carc_backup_import_error_text (progress->file, error);
      show_message (progress->window, _("The Games Could Not Be Imported"), text);
    }
  progress_done (progress, summary);
}

static void
import_response_cb (GtkNativeDialog *chooser,
                    int              response,
                    CarcWindow      *window)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      Progress *progress = progress_new (window, _("Importing games…"));

      progress->file = g_object_ref (file);
      carc_backup_import_file_async (window, file, import_done_cb, progress);
    }
  g_object_unref (chooser);
}

static void
add_filter (GtkFileChooser *chooser,
            const char     *name,
            const char     *pattern1,
            const char     *pattern2)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, name);
  gtk_file_filter_add_pattern (filter, pattern1);
  if (pattern2)
    gtk_file_filter_add_pattern (filter, pattern2);
  gtk_file_chooser_add_filter (chooser, filter);
  g_object_unref (filter);
}

static void
import_games_action (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  CarcWindow *window = user_data;
  GtkFileChooserNative *chooser;

  chooser = gtk_file_chooser_native_new (_("Import Games"), GTK_WINDOW (window),
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _("_Import"), _("_Cancel"));
  add_filter (GTK_FILE_CHOOSER (chooser), _("Games and backups (.json, .jcz)"), "*.json", "*.jcz");
  add_filter (GTK_FILE_CHOOSER (chooser), _("JCloisterZone saves (.jcz)"), "*.jcz", NULL);
  g_signal_connect (chooser, "response", G_CALLBACK (import_response_cb), window);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* ---- export ---- */

void
carc_backup_export_all_async (CarcWindow          *window,
                              GFile               *file,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  g_autofree char *path = NULL;
  CarcStore *store = backup_store (window, file, carc_backup_export_all_async,
                                   _("Games can be exported to local files only."), callback, user_data, &path);

  if (store != NULL)
    carc_store_export_backup_async (store, path, NULL, callback, user_data);
}

gboolean
carc_backup_export_all_finish (CarcWindow    *window,
                               GAsyncResult  *result,
                               guint         *n_games,
                               GError       **error)
{
  g_autoptr(GObject) source = g_async_result_get_source_object (result);

  if (source == G_OBJECT (window))
    return g_task_propagate_boolean (G_TASK (result), error);
  return carc_store_export_backup_finish (CARC_STORE (source), result, n_games, error);
}

static void
export_done_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  Progress *progress = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  guint n = 0;

  if (carc_backup_export_all_finish (progress->window, result, &n, &error))
    {
      g_autofree char *count = carc_format_count (n);

      /* Translators: %s is a number */
      text = g_strdup_printf (ngettext ("Exported %s game", "Exported %s games", n), count);
    }
  else
    show_error (progress->window, _("The Games Could Not Be Exported"), error);
  progress_done (progress, text);
}

static void
export_response_cb (GtkNativeDialog *chooser,
                    int              response,
                    CarcWindow      *window)
{
  const char *game_id = g_object_get_data (G_OBJECT (chooser), "game-id");

  if (response == GTK_RESPONSE_ACCEPT && game_id == NULL)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      carc_backup_export_all_async (window, file, export_done_cb,
                                    progress_new (window, _("Exporting games…")));
    }
  else if (response == GTK_RESPONSE_ACCEPT)
    {
      /* one game is small: written at once */
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autofree char *path = g_file_get_path (file);
      g_autoptr(GError) error = NULL;

      if (path == NULL)
        g_set_error (&error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("Games can be exported to local files only."));
      else
        carc_store_export_game (_carc_window_get_store (window), game_id, path, &error);
      if (error != NULL)
        show_error (window, _("The Games Could Not Be Exported"), error);
      else
        _carc_window_add_toast (window, adw_toast_new (_("Game exported")));
    }
  g_object_unref (chooser);
}

static void
export_with_chooser (CarcWindow *window,
                     const char *game_id)
{
  GtkFileChooserNative *chooser;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y-%m-%d");
  g_autofree char *name = NULL;

  chooser = gtk_file_chooser_native_new (game_id ? _("Export Game") : _("Export All Games"),
                                         GTK_WINDOW (window), GTK_FILE_CHOOSER_ACTION_SAVE,
                                         _("_Export"), _("_Cancel"));
  /* TRANSLATORS: file names; %s is a date like 2026-11-21 */
  name = g_strdup_printf (game_id ? _("carcassonne-game-%s.json") : _("carcassonne-games-%s.json"), date);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  g_object_set_data_full (G_OBJECT (chooser), "game-id", g_strdup (game_id), g_free);
  g_signal_connect (chooser, "response", G_CALLBACK (export_response_cb), window);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
export_games_action (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  export_with_chooser (CARC_WINDOW (user_data), NULL);
}

static void
export_game_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  export_with_chooser (CARC_WINDOW (user_data), g_variant_get_string (parameter, NULL));
}

void
carc_backup_install (CarcWindow *window)
{
  static const GActionEntry actions[] = {
    { "import-games", import_games_action, NULL, NULL, NULL },
    { "export-games", export_games_action, NULL, NULL, NULL },
    { "export-game", export_game_action, "s", NULL, NULL },
  };

  g_action_map_add_action_entries (G_ACTION_MAP (window), actions, G_N_ELEMENTS (actions), window);
}
