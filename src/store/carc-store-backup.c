/* carc-store-backup.c: backup files, game records and .jcz imports
 *
 * A backup is one JSON object (docs/store.md):
 *   {"format": "carcassonne-companion/backup", "version": 1,
 *    "exported": "<ISO 8601>", "players": [{"name", "colour", "created"}, …],
 *    "box_profiles": [{"type", "default", "profile": <carc_profile_to_json ()>}, …],
 *    "games": [{"ended": "<ISO 8601>" | null, "record": <game record>}, …]}
 * Each "record" is a native game record (docs/record-format.md), so one game
 * can be cut out of a backup and opened on its own.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "carc-store-private.h"

#include <errno.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "carc-json.h"
#include "carc-record.h"

/* ---- export ------------------------------------------------------------------------ */

static void
append_time (GString *out,
             gint64   usec,
             gboolean known)
{
  g_autofree char *text = known ? carc_record_format_time (usec) : NULL;
  carc_store_append_json_string (out, text);
}

/* Writes one element of a backup's array from the row @row of its query
 * (the separator before it is write_array()'s). */
typedef gboolean (*WriteElement) (CarcStore     *self,
                                  sqlite3_stmt  *row,
                                  GString       *out,
                                  gpointer       data,
                                  GError       **error);

/* Writes the backup's member "@name": an array with an element a row of
 * @sql, each written by @write_element; @reading names what failed in an
 * error of the database. @last: the backup's last member (no comma). */
static gboolean
write_array (CarcStore     *self,
             GString       *out,
             const char    *name,
             const char    *sql,
             WriteElement   write_element,
             gpointer       data,
             const char    *reading,
             gboolean       last,
             GError       **error)
{
  sqlite3_stmt *stmt = carc_store_prepare (self, sql, error);
  gboolean first = TRUE;
  int rc;

  if (stmt == NULL)
    return FALSE;
  g_string_append_printf (out, "  \"%s\": [", name);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      g_string_append (out, first ? "\n    " : ",\n    ");
      if (!write_element (self, stmt, out, data, error))
        {
          sqlite3_reset (stmt);
          return FALSE;
        }
      first = FALSE;
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      carc_store_set_error (self, error, rc, reading);
      return FALSE;
    }
  if (first)
    g_string_append (out, last ? "]\n" : "],\n");
  else
    g_string_append (out, last ? "\n  ]\n" : "\n  ],\n");
  return TRUE;
}

static gboolean
write_player (CarcStore     *self,
              sqlite3_stmt  *row,
              GString       *out,
              gpointer       data,
              GError       **error)
{
  g_string_append (out, "{\"name\": ");
  carc_store_append_json_string (out, (const char *) sqlite3_column_text (row, 0));
  g_string_append (out, ", \"colour\": ");
  carc_store_append_json_string (out, (const char *) sqlite3_column_text (row, 1));
  g_string_append (out, ", \"created\": ");
  append_time (out, sqlite3_column_int64 (row, 2), TRUE);
  g_string_append_c (out, '}');
  return TRUE;
}

static gboolean
write_players (CarcStore  *self,
               GString    *out,
               GError    **error)
{
  return write_array (self, out, "players", "SELECT name, colour, created FROM players ORDER BY id",
                      write_player, NULL, _("reading the players"), FALSE, error);
}

static gboolean
write_box_profile (CarcStore     *self,
                   sqlite3_stmt  *row,
                   GString       *out,
                   gpointer       data,
                   GError       **error)
{
  g_string_append (out, "{\"type\": ");
  carc_store_append_json_string (out, (const char *) sqlite3_column_text (row, 0));
  g_string_append (out, sqlite3_column_int (row, 1) ? ", \"default\": true, \"profile\": "
                                                    : ", \"default\": false, \"profile\": ");
  g_string_append (out, (const char *) sqlite3_column_text (row, 2));
  g_string_append_c (out, '}');
  return TRUE;
}

/* The box profiles as stored (their JSON as is), so that a restored
 * database knows the boxes again. */
static gboolean
write_box_profiles (CarcStore  *self,
                    GString    *out,
                    GError    **error)
{
  return write_array (self, out, "box_profiles", "SELECT type, is_default, data FROM box_profiles ORDER BY type, name",
                      write_box_profile, NULL, _("reading the box profiles"), FALSE, error);
}

/* One game of the "games" query: its record, counted in @data (a guint). */
static gboolean
write_game (CarcStore     *self,
            sqlite3_stmt  *row,
            GString       *out,
            gpointer       data,
            GError       **error)
{
  guint *n_games = data;
  sqlite3_stmt *events;
  gboolean first_event = TRUE;
  int rc;

  g_string_append (out, "{\"ended\": ");
  append_time (out, sqlite3_column_int64 (row, 3), sqlite3_column_type (row, 3) != SQLITE_NULL);
  g_string_append (out, ", \"record\": {\"format\": \"" CARC_RECORD_FORMAT "\", \"version\": ");
  g_string_append_printf (out, "%d, \"id\": ", CARC_RECORD_VERSION);
  carc_store_append_json_string (out, (const char *) sqlite3_column_text (row, 1));
  g_string_append (out, ", \"created\": ");
  append_time (out, sqlite3_column_int64 (row, 2), TRUE);
  g_string_append (out, ", \"setup\": ");
  g_string_append (out, (const char *) sqlite3_column_text (row, 4));
  g_string_append (out, ", \"events\": [");

  events = carc_store_prepare (self, "SELECT data FROM events WHERE game = ? ORDER BY idx", error);
  if (events == NULL)
    return FALSE;
  sqlite3_bind_int64 (events, 1, sqlite3_column_int64 (row, 0));
  while ((rc = sqlite3_step (events)) == SQLITE_ROW)
    {
      g_string_append (out, first_event ? "\n      " : ",\n      ");
      g_string_append (out, (const char *) sqlite3_column_text (events, 0));
      first_event = FALSE;
    }
  sqlite3_reset (events);
  if (rc != SQLITE_DONE)
    {
      carc_store_set_error (self, error, rc, _("reading the events"));
      return FALSE;
    }
  g_string_append (out, first_event ? "]}}" : "\n    ]}}");
  (*n_games)++;
  return TRUE;
}

/* The record is assembled from the stored JSON, without replaying: a
 * backup must keep even a game this version can no longer replay. */
static gboolean
write_games (CarcStore  *self,
             GString    *out,
             guint      *n_games,
             GError    **error)
{
  return write_array (self, out, "games",
                      "SELECT id, uuid, created, ended, setup FROM games WHERE deleted IS NULL ORDER BY created, id",
                      write_game, n_games, _("reading the games"), TRUE, error);
}

/* The reason of a failed g_file_set_contents() in words, without the name
 * of its temporary file (which the user never chose). */
static const char *
file_error_reason (const GError *error)
{
  static const struct { GFileError code; int errnum; } reasons[] = {
    { G_FILE_ERROR_ACCES, EACCES }, { G_FILE_ERROR_PERM, EPERM }, { G_FILE_ERROR_ROFS, EROFS },
    { G_FILE_ERROR_NOSPC, ENOSPC }, { G_FILE_ERROR_NOENT, ENOENT }, { G_FILE_ERROR_NOTDIR, ENOTDIR },
    { G_FILE_ERROR_ISDIR, EISDIR }, { G_FILE_ERROR_NAMETOOLONG, ENAMETOOLONG }, { G_FILE_ERROR_IO, EIO },
  };

  for (guint i = 0; error->domain == G_FILE_ERROR && i < G_N_ELEMENTS (reasons); i++)
    if (error->code == (int) reasons[i].code)
      return g_strerror (reasons[i].errnum);
  return error->message;
}

static gboolean
write_file (const char  *path,
            GString     *contents,
            GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *dir = g_path_get_dirname (path);

  /* the folder the user named: say so, rather than fail on the
   * temporary file inside it */
  if (!g_file_test (dir, G_FILE_TEST_IS_DIR))
    {
      g_autofree char *shown = carc_display_path (path);
      g_autofree char *shown_dir = carc_display_path (dir);
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_NOT_FOUND,
                   _("Could not write %s: there is no folder %s."), shown, shown_dir);
      return FALSE;
    }
  /* written to a temporary file and renamed: a crash never leaves half a
   * backup under the chosen name */
  if (!g_file_set_contents (path, contents->str, (gssize) contents->len, &local_error))
    {
      g_autofree char *shown = carc_display_path (path);
      g_autofree char *why = carc_text_escape_controls (file_error_reason (local_error));
      g_set_error (error, CARC_STORE_ERROR,
                   g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_ACCES)
                     || g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_ROFS)
                     || g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_PERM)
                   ? CARC_STORE_ERROR_READ_ONLY : CARC_STORE_ERROR_IO,
                   _("Could not write %s: %s"), shown, why);
      return FALSE;
    }
  return TRUE;
}

gboolean
carc_store_export_backup (CarcStore   *self,
                          const char  *path,
                          guint       *out_n_games,
                          GError     **error)
{
  g_autoptr(GString) out = g_string_new (NULL);
  guint n_games = 0;
  gboolean ok;

  g_return_val_if_fail (CARC_IS_STORE (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  /* one read transaction: the roster and the games from the same moment */
  if (!carc_store_exec (self, "BEGIN", _("starting the backup"), error))
    return FALSE;
  g_string_append (out, "{\n  \"format\": \"" CARC_STORE_BACKUP_FORMAT "\",\n");
  g_string_append_printf (out, "  \"version\": %d,\n  \"exported\": ", CARC_STORE_BACKUP_VERSION);
  append_time (out, g_get_real_time (), TRUE);
  g_string_append (out, ",\n");
  ok = write_players (self, out, error) && write_box_profiles (self, out, error)
       && write_games (self, out, &n_games, error);
  carc_store_rollback (self);
  if (!ok)
    return FALSE;
  g_string_append (out, "}\n");
  if (!write_file (path, out, error))
    return FALSE;
  if (out_n_games)
    *out_n_games = n_games;
  return TRUE;
}

gboolean
carc_store_export_game (CarcStore   *self,
                        const char  *game_id,
                        const char  *path,
                        GError     **error)
{
  CarcGame *game;
  g_autofree char *json = NULL;
  g_autoptr(GString) out = NULL;
  gboolean ok;

  g_return_val_if_fail (CARC_IS_STORE (self), FALSE);
  g_return_val_if_fail (game_id != NULL && path != NULL, FALSE);

  game = carc_store_load_game (self, game_id, error);
  if (game == NULL)
    return FALSE;
  json = carc_record_to_json (game);
  carc_game_free (game);
  out = g_string_new (json);
  ok = write_file (path, out, error);
  return ok;
}

/* ---- import ------------------------------------------------------------------------ */

void
carc_store_import_free (CarcStoreImport *import)
{
  if (import == NULL)
    return;
  g_ptr_array_unref (import->imported_ids);
  g_ptr_array_unref (import->failures);
  g_free (import);
}

static CarcStoreImport *
import_new (void)
{
  CarcStoreImport *import = g_new0 (CarcStoreImport, 1);
  import->imported_ids = g_ptr_array_new_with_free_func (g_free);
  import->failures = g_ptr_array_new_with_free_func (g_free);
  return import;
}

/* A record without an id gets one from its content, the same whether it
 * comes alone or inside a backup: importing it again finds the same game. */
static void
set_content_id (CarcGame *game,
                JsonNode *record)
{
  g_autofree char *text = json_to_string (record, FALSE);
  g_autofree char *hash = g_compute_checksum_for_string (G_CHECKSUM_SHA256, text, -1);
  g_autofree char *made = g_strdup_printf ("record-%.32s", hash);

  carc_game_set_id (game, made);
}

/* Adds @game unless its id is stored already. The caller holds the transaction. */
static gboolean
import_game (CarcStore       *self,
             const CarcGame  *game,
             gint64           ended,
             CarcStoreImport *import,
             GError         **error)
{
  gboolean exists;

  if (!carc_store_game_exists (self, carc_game_get_id (game), &exists, error))
    return FALSE;
  if (exists)
    {
      import->skipped++;
      return TRUE;
    }
  if (!carc_store_insert_game (self, game, ended, &import->players_added, NULL, error))
    return FALSE;
  import->imported++;
  g_ptr_array_add (import->imported_ids, g_strdup (carc_game_get_id (game)));
  return TRUE;
}

/* An import writes in batches, each its own transaction, so that the
 * write lock is never held for long: a move entered in the app meanwhile,
 * or a second import, waits one batch at most (docs/performance.md), never
 * the whole import. The games of a batch are replayed before the lock is
 * taken, which leaves the lock free for the others between two batches.
 * Each game is stored whole or not at all; an import cut short keeps the
 * batches it committed, and importing the file again adds the rest. */
#define BATCH_GAMES      64
#define BATCH_PREPARE_US (15 * 1000)   /* replaying games for one batch */
#define BATCH_WRITE_US   (25 * 1000)   /* holding the write lock */

typedef struct {
  CarcGame *game;
  gint64    ended;
} Pending;

static void
pending_clear (gpointer data)
{
  Pending *pending = data;
  carc_game_free (pending->game);
}

typedef struct {
  CarcStore       *store;
  CarcStoreImport *import;
  GArray          *pending;      /* Pending: replayed, waiting for the lock */
  gint64           prepared;     /* when the first pending game was added */
  gboolean         committed;    /* some batch came in */
} Batch;

static void
batch_init (Batch           *batch,
            CarcStore       *store,
            CarcStoreImport *import)
{
  batch->store = store;
  batch->import = import;
  batch->pending = g_array_new (FALSE, FALSE, sizeof (Pending));
  g_array_set_clear_func (batch->pending, pending_clear);
  batch->prepared = 0;
  batch->committed = FALSE;
}

static void
batch_clear (Batch *batch)
{
  g_clear_pointer (&batch->pending, g_array_unref);
}

/* Stores the pending games, one transaction per BATCH_WRITE_US. */
static gboolean
batch_flush (Batch   *batch,
             GError **error)
{
  gint64 started = 0;
  gboolean open = FALSE;

  for (guint i = 0; i < batch->pending->len; i++)
    {
      Pending *pending = &g_array_index (batch->pending, Pending, i);

      if (!open)
        {
          if (!carc_store_begin (batch->store, error))
            return FALSE;
          open = TRUE;
          started = g_get_monotonic_time ();
        }
      if (!import_game (batch->store, pending->game, pending->ended, batch->import, error))
        {
          carc_store_rollback (batch->store);
          return FALSE;
        }
      if (i + 1 == batch->pending->len || g_get_monotonic_time () - started >= BATCH_WRITE_US)
        {
          open = FALSE;
          if (!carc_store_commit (batch->store, error))
            return FALSE;
          batch->committed = TRUE;
        }
    }
  g_array_set_size (batch->pending, 0);
  return TRUE;
}

/* Takes @game; stores the batch when it is full. */
static gboolean
batch_add (Batch     *batch,
           CarcGame  *game,
           gint64     ended,
           GError   **error)
{
  Pending pending = { game, ended };

  if (batch->pending->len == 0)
    batch->prepared = g_get_monotonic_time ();
  g_array_append_val (batch->pending, pending);
  if (batch->pending->len >= BATCH_GAMES || g_get_monotonic_time () - batch->prepared >= BATCH_PREPARE_US)
    return batch_flush (batch, error);
  return TRUE;
}

/* 0 (unknown) when absent or not a time */
static gint64
parse_time (const char *text)
{
  gint64 usec = 0;

  return carc_record_parse_time (text, &usec) ? usec : 0;
}

static const char *
string_member (JsonObject *obj,
               const char *name)
{
  JsonNode *node = obj ? json_object_get_member (obj, name) : NULL;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (node);
}

/* The backup's box profiles: those this database lacks (by type and
 * name) are added, the ones it has are kept as they are; a default only
 * where the database has none. One that does not read is a failure of
 * its own, like a game. */
static gboolean
import_box_profiles (CarcStore       *self,
                     JsonNode        *profiles,
                     CarcStoreImport *import,
                     GError         **error)
{
  JsonArray *array;

  if (profiles == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (profiles))
    {
      g_ptr_array_add (import->failures, g_strdup (_("“box_profiles” is not a list")));
      return TRUE;
    }
  array = json_node_get_array (profiles);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      JsonObject *entry = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      JsonNode *data = entry ? json_object_get_member (entry, "profile") : NULL;
      JsonNode *is_default = entry ? json_object_get_member (entry, "default") : NULL;
      const char *type_name = string_member (entry, "type");
      g_autoptr(GError) local_error = NULL;
      g_autoptr(CarcProfile) profile = NULL;
      g_autofree char *text = NULL;
      g_autofree char *default_name = NULL;
      g_auto(GStrv) names = NULL;
      CarcStoreGameType type;

      if (data == NULL || type_name == NULL || !carc_store_game_type_parse (type_name, &type)
          || type == CARC_STORE_GAME_ANY)
        {
          g_ptr_array_add (import->failures, g_strdup_printf (_("box profile %u: no type or profile"), i + 1));
          continue;
        }
      text = json_to_string (data, FALSE);
      profile = carc_profile_from_json (carc_store_get_catalogue (self), text, -1, &local_error);
      if (profile == NULL)
        {
          g_ptr_array_add (import->failures, g_strdup_printf (_("box profile %u: %s"), i + 1, local_error->message));
          continue;
        }
      names = carc_store_list_profiles (self, type, &default_name, error);
      if (names == NULL)
        return FALSE;
      if (g_strv_contains ((const char * const *) names, profile->name))
        continue;
      if (!carc_store_save_profile (self, type, profile,
                                    default_name == NULL && is_default != NULL
                                    && JSON_NODE_HOLDS_VALUE (is_default)
                                    && json_node_get_value_type (is_default) == G_TYPE_BOOLEAN
                                    && json_node_get_boolean (is_default),
                                    &local_error))
        {
          if (!g_error_matches (local_error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID))
            {
              g_propagate_error (error, g_steal_pointer (&local_error));
              return FALSE;
            }
          g_ptr_array_add (import->failures, g_strdup_printf (_("box profile %u: %s"), i + 1, local_error->message));
        }
    }
  return TRUE;
}

/* @games_text is the backup's "games" array, parsed one game at a time so
 * that a large backup never becomes one large tree; @root holds the rest. */
static gboolean
import_backup (CarcStore       *self,
               JsonObject      *root,
               const char      *games_text,
               gsize            games_length,
               CarcStoreImport *import,
               Batch           *batch,
               GError         **error)
{
  CarcJsonArrayIter games_iter;
  JsonNode *version = json_object_get_member (root, "version");
  JsonNode *players = json_object_get_member (root, "players");
  JsonNode *games = json_object_get_member (root, "games");
  JsonArray *array;

  if (version == NULL || json_node_get_value_type (version) != G_TYPE_INT64
      || json_node_get_int (version) < 1)
    {
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID, _("The backup has no valid “version”."));
      return FALSE;
    }
  if (json_node_get_int (version) > CARC_STORE_BACKUP_VERSION)
    {
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_NEWER_VERSION,
                   _("The backup was written by a newer version of Carcassonne Companion (backup "
                     "version %lld, this version reads up to %d). Update the app to import it."),
                   (long long) json_node_get_int (version), CARC_STORE_BACKUP_VERSION);
      return FALSE;
    }
  if ((players && !JSON_NODE_HOLDS_ARRAY (players)) || games == NULL || !JSON_NODE_HOLDS_ARRAY (games))
    {
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID,
                   _("The backup needs a “games” array (and “players”, if any, must be an array)."));
      return FALSE;
    }

  if (players)
    {
      gint64 started = 0;
      gboolean open = FALSE;

      array = json_node_get_array (players);
      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          JsonNode *node = json_array_get_element (array, i);
          JsonObject *p = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
          const char *name = string_member (p, "name");
          g_autofree char *clean = name ? g_strstrip (g_strdup (name)) : NULL;
          g_autoptr(GError) local_error = NULL;
          gint64 id;
          gboolean added;

          if (clean == NULL || *clean == '\0')
            {
              g_ptr_array_add (import->failures, g_strdup_printf (_("player %u: no name"), i + 1));
              continue;
            }
          /* the roster, too, in transactions of bounded length */
          if (!open)
            {
              if (!carc_store_begin (self, error))
                return FALSE;
              open = TRUE;
              started = g_get_monotonic_time ();
            }
          if (!carc_store_ensure_player (self, clean, string_member (p, "colour"), &id, &added, &local_error))
            {
              /* a name or colour the app would not take: left out, like a
               * game that does not replay */
              if (!g_error_matches (local_error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID))
                {
                  g_propagate_error (error, g_steal_pointer (&local_error));
                  carc_store_rollback (self);
                  return FALSE;
                }
              g_ptr_array_add (import->failures, g_strdup_printf (_("player %u: %s"), i + 1, local_error->message));
              g_clear_error (&local_error);
              continue;
            }
          import->players_added += added;
          if (g_get_monotonic_time () - started >= BATCH_WRITE_US)
            {
              open = FALSE;
              if (!carc_store_commit (self, error))
                return FALSE;
              batch->committed = TRUE;
            }
        }
      if (open)
        {
          if (!carc_store_commit (self, error))
            return FALSE;
          batch->committed = TRUE;
        }
    }

  if (!import_box_profiles (self, json_object_get_member (root, "box_profiles"), import, error))
    return FALSE;

  carc_json_array_iter_init (&games_iter, games_text, games_length);
  for (guint i = 0; carc_json_array_iter_next (&games_iter, &games_text, &games_length); i++)
    {
      g_autoptr(GError) local_error = NULL;
      g_autoptr(JsonNode) node = carc_json_parse (games_text, games_length, &local_error);
      JsonObject *entry = node && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      JsonNode *record = entry ? json_object_get_member (entry, "record") : NULL;
      const char *id = record && JSON_NODE_HOLDS_OBJECT (record)
                       ? string_member (json_node_get_object (record), "id") : NULL;
      CarcGame *game;
      gboolean ok;

      if (node == NULL)
        {
          g_ptr_array_add (import->failures, g_strdup_printf (_("game %u: %s"), i + 1, local_error->message));
          continue;
        }
      if (record == NULL || !JSON_NODE_HOLDS_OBJECT (record))
        {
          g_ptr_array_add (import->failures, g_strdup_printf (_("game %u: no record"), i + 1));
          continue;
        }
      game = carc_record_from_node (carc_store_get_catalogue (self), record, &local_error);
      if (game == NULL)
        {
          g_ptr_array_add (import->failures, id ? g_strdup_printf (_("game %s: %s"), id, local_error->message)
                                                : g_strdup_printf (_("game %u: %s"), i + 1, local_error->message));
          continue;
        }
      if (id == NULL)
        set_content_id (game, record);
      ok = batch_add (batch, game, parse_time (string_member (entry, "ended")), error);
      if (!ok)
        return FALSE;
    }
  return batch_flush (batch, error);
}

static guint
count_elements (const char *array,
                gsize       length)
{
  CarcJsonArrayIter iter;
  const char *element;
  gsize element_length;
  guint n = 0;

  carc_json_array_iter_init (&iter, array, length);
  while (n <= CARC_JSON_MAX_BACKUP_GAMES && carc_json_array_iter_next (&iter, &element, &element_length))
    n++;
  return n;
}

CarcStoreImport *
carc_store_import_data (CarcStore   *self,
                        const char  *data,
                        gssize       length,
                        GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(CarcStoreImport) import = import_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *rest = NULL;
  gsize games_start = 0, games_length = 0;
  gboolean has_games = FALSE;
  JsonObject *obj = NULL;
  const char *format;
  Batch batch;
  gboolean ok, committed;

  g_return_val_if_fail (CARC_IS_STORE (self), NULL);
  g_return_val_if_fail (data != NULL, NULL);

  if (length < 0)
    length = (gssize) strlen (data);
  /* One scan of the whole text refuses what would break the parser (no
   * limit on the values yet: a backup holds many games). A backup's games
   * are then parsed one at a time; the tree holds the rest, with the
   * games array emptied. */
  if (carc_json_check (data, (gsize) length, G_MAXUINT, NULL, &local_error))
    {
      has_games = carc_json_find_member (data, (gsize) length, "games", &games_start, &games_length)
                  && data[games_start] == '[';
      if (has_games && count_elements (data + games_start, games_length) > CARC_JSON_MAX_BACKUP_GAMES)
        g_set_error (&local_error, CARC_ERROR, CARC_ERROR_PARSE,
                     _("“games” lists more than %d games; no backup holds that many"),
                     CARC_JSON_MAX_BACKUP_GAMES);
      else if (!has_games)
        root = carc_json_parse (data, (gsize) length, &local_error);
      else if ((gsize) length - games_length <= CARC_JSON_MAX_GAME_SIZE)
        {
          gsize rest_length = (gsize) length - games_length + 2;

          rest = g_malloc (rest_length + 1);
          memcpy (rest, data, games_start);
          memcpy (rest + games_start, "[]", 2);
          memcpy (rest + games_start + 2, data + games_start + games_length,
                  (gsize) length - games_start - games_length);
          rest[rest_length] = '\0';
          root = carc_json_parse (rest, rest_length, &local_error);
        }
      else
        g_set_error (&local_error, CARC_ERROR, CARC_ERROR_PARSE,
                     _("there is too much besides the games (more than %u MiB)"),
                     (guint) (CARC_JSON_MAX_GAME_SIZE / (1024 * 1024)));
    }
  if (root != NULL && JSON_NODE_HOLDS_OBJECT (root))
    obj = json_node_get_object (root);
  /* text that cannot be read at all, or that is read but is no object */
  if (obj == NULL && local_error)
    {
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID,
                   _("This file cannot be imported: %s"), local_error->message);
      return NULL;
    }
  if (obj == NULL)
    {
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID,
                   _("This is not a backup, a game record or a JCloisterZone save: %s"),
                   _("it is not one JSON object"));
      return NULL;
    }
  format = string_member (obj, "format");

  if (carc_store_is_read_only (self))
    {
      /* the message a change on a read-only store gets */
      carc_store_begin (self, error);
      return NULL;
    }
  batch_init (&batch, self, import);
  if (g_strcmp0 (format, CARC_STORE_BACKUP_FORMAT) == 0)
    ok = import_backup (self, obj, data + games_start, has_games ? games_length : 0, import, &batch, error);
  else
    {
      CarcGame *game;

      /* not a backup after all: the whole text is one game */
      if (has_games)
        {
          g_clear_pointer (&root, json_node_unref);
          root = carc_json_parse (data, (gsize) length, &local_error);
        }
      game = root ? carc_game_load_parsed (carc_store_get_catalogue (self), root, data, (gsize) length, &local_error)
                  : NULL;
      if (game == NULL)
        {
          g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID,
                       _("This game cannot be imported: %s"), local_error->message);
          ok = FALSE;
        }
      else
        {
          if (format && string_member (json_node_get_object (root), "id") == NULL)
            set_content_id (game, root);
          ok = batch_add (&batch, game, 0, error) && batch_flush (&batch, error);
        }
    }
  committed = batch.committed;
  batch_clear (&batch);
  /* what came in before a failure stays, and the lists should show it */
  if (committed && (import->imported || import->players_added))
    carc_store_emit_changed (self, NULL);
  if (!ok)
    return NULL;
  return g_steal_pointer (&import);
}

CarcStoreImport *
carc_store_import_file (CarcStore   *self,
                        const char  *path,
                        GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (CARC_IS_STORE (self), NULL);
  g_return_val_if_fail (path != NULL, NULL);

  /* a file larger than any backup is refused before it is read */
  data = carc_json_read_file (path, CARC_JSON_MAX_IMPORT_SIZE, &length, &local_error);
  if (data == NULL)
    {
      CarcStoreError code = CARC_STORE_ERROR_IO;

      if (g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        code = CARC_STORE_ERROR_NOT_FOUND;
      else if (local_error->domain == CARC_ERROR
               || g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_ISDIR))
        code = CARC_STORE_ERROR_INVALID;
      g_set_error_literal (error, CARC_STORE_ERROR, code, local_error->message);
      return NULL;
    }
  return carc_store_import_data (self, data, (gsize) length, error);
}

/* ---- in a worker thread --------------------------------------------------- */

typedef struct {
  char *db_path;     /* the database, opened again by the worker */
  char *path;        /* the file to import or to write */
} WorkerJob;

static void
worker_job_free (gpointer data)
{
  WorkerJob *job = data;

  g_free (job->db_path);
  g_free (job->path);
  g_free (job);
}

static GTask *
worker_task_new (CarcStore           *self,
                 const char          *path,
                 GCancellable        *cancellable,
                 GAsyncReadyCallback  callback,
                 gpointer             user_data,
                 gpointer             source_tag)
{
  GTask *task = g_task_new (self, cancellable, callback, user_data);
  WorkerJob *job = g_new0 (WorkerJob, 1);

  g_task_set_source_tag (task, source_tag);
  job->db_path = g_strdup (carc_store_get_path (self));
  job->path = g_strdup (path);
  g_task_set_task_data (task, job, worker_job_free);
  return task;
}

static void
import_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  WorkerJob *job = task_data;
  g_autoptr(CarcStore) store = NULL;
  GError *error = NULL;
  CarcStoreImport *import;

  /* many games are about to be written: first make sure the file is
   * sound (this thread can afford reading it all) */
  store = carc_store_open (job->db_path, CARC_STORE_OPEN_CHECK, &error);
  import = store ? carc_store_import_file (store, job->path, &error) : NULL;
  if (import == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, import, (GDestroyNotify) carc_store_import_free);
}

void
carc_store_import_file_async (CarcStore           *self,
                              const char          *path,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (CARC_IS_STORE (self));
  g_return_if_fail (path != NULL);

  task = worker_task_new (self, path, cancellable, callback, user_data, carc_store_import_file_async);
  if (carc_store_is_read_only (self))
    {
      g_task_return_new_error (task, CARC_STORE_ERROR, CARC_STORE_ERROR_READ_ONLY,
                               _("The game database is open read-only; nothing can be imported."));
      return;
    }
  g_task_run_in_thread (task, import_thread);
}

CarcStoreImport *
carc_store_import_file_finish (CarcStore     *self,
                               GAsyncResult  *result,
                               GError       **error)
{
  CarcStoreImport *import;

  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  import = g_task_propagate_pointer (G_TASK (result), error);
  /* the games came in through the worker's connection: tell our listeners */
  if (import != NULL && (import->imported > 0 || import->players_added > 0))
    carc_store_emit_changed (self, NULL);
  return import;
}

static void
export_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  WorkerJob *job = task_data;
  g_autoptr(CarcStore) store = NULL;
  GError *error = NULL;
  guint n_games = 0;

  store = carc_store_open (job->db_path, CARC_STORE_OPEN_READ_ONLY, &error);
  if (store == NULL || !carc_store_export_backup (store, job->path, &n_games, &error))
    g_task_return_error (task, error);
  else
    g_task_return_int (task, n_games);
}

void
carc_store_export_backup_async (CarcStore           *self,
                                const char          *path,
                                GCancellable        *cancellable,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (CARC_IS_STORE (self));
  g_return_if_fail (path != NULL);

  task = worker_task_new (self, path, cancellable, callback, user_data, carc_store_export_backup_async);
  g_task_run_in_thread (task, export_thread);
}

gboolean
carc_store_export_backup_finish (CarcStore     *self,
                                 GAsyncResult  *result,
                                 guint         *out_n_games,
                                 GError       **error)
{
  gssize n;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  n = g_task_propagate_int (G_TASK (result), error);
  if (n < 0)
    return FALSE;
  if (out_n_games)
    *out_n_games = (guint) n;
  return TRUE;
}
