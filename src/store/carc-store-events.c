/* carc-store-events.c: a game's event log: appending, undoing and correcting events
 *
 * Each change to the log is one transaction that ends by bringing what is
 * derived from the log in line (store_sync_derived(), carc-store-results.c).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "carc-store-private.h"

#include "carc-record.h"

#include <string.h>

gboolean
store_insert_event (CarcStore       *self,
              CarcCatalogue   *catalogue,
              gint64           rowid,
              guint            index,
              const CarcEvent *event,
              gint64           saved,
              GError         **error)
{
  /* the game's catalogue: its box's own tiles are not the store's */
  g_autofree char *data = carc_event_to_json (event, catalogue);
  sqlite3_stmt *stmt = carc_store_prepare (self,
    "INSERT INTO events (game, idx, data, time, saved) VALUES (?, ?, ?, ?, ?)", error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, rowid);
  sqlite3_bind_int64 (stmt, 2, index);
  sqlite3_bind_text (stmt, 3, data, -1, SQLITE_TRANSIENT);
  if (event->time)
    sqlite3_bind_int64 (stmt, 4, event->time);
  if (saved)
    sqlite3_bind_int64 (stmt, 5, saved);
  return store_step_done (self, stmt, _("saving an event"), error);
}

static gboolean
out_of_step (const char  *uuid,
             guint        stored,
             guint        in_memory,
             GError     **error)
{
  g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID,
               /* Translators: the plural follows the first number (the events in
                * the database); the second is the events on screen */
               g_dngettext (GETTEXT_PACKAGE, "The game %s has %u event in the database but %u on screen: it was changed "
                            "elsewhere. Open it again to continue.",
                            "The game %s has %u events in the database but %u on screen: it was changed "
                            "elsewhere. Open it again to continue.", stored),
               uuid, stored, in_memory);
  return FALSE;
}

/* A write to a game's log is one transaction: begin_log_write() starts it
 * and looks the game up, end_log_write() brings the derived columns in line
 * with the new log, commits and tells the listeners. Each rolls back when
 * it fails; a failure between them rolls back in the caller. */
static gboolean
begin_log_write (CarcStore   *self,
                 const char  *uuid,
                 StoredGame  *stored,
                 GError     **error)
{
  if (!carc_store_begin (self, error))
    return FALSE;
  if (!store_lookup_game (self, uuid, stored, error))
    {
      carc_store_rollback (self);
      return FALSE;
    }
  return TRUE;
}

static gboolean
end_log_write (CarcStore        *self,
               const StoredGame *stored,
               const CarcGame   *game,
               gboolean          rewrite,
               GError          **error)
{
  if (!store_sync_derived (self, stored, game, TRUE, rewrite, error) || !carc_store_commit (self, error))
    {
      carc_store_rollback (self);
      return FALSE;
    }
  carc_store_emit_changed (self, carc_game_get_id (game));
  return TRUE;
}

/* Deletes the stored events from index @n on. */
static gboolean
delete_events_from (CarcStore   *self,
                    gint64       rowid,
                    guint        n,
                    const char  *doing,
                    GError     **error)
{
  sqlite3_stmt *stmt = carc_store_prepare (self, "DELETE FROM events WHERE game = ? AND idx >= ?", error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, rowid);
  sqlite3_bind_int64 (stmt, 2, n);
  return store_step_done (self, stmt, doing, error);
}

gboolean
carc_store_append_event (CarcStore      *self,
                         const CarcGame *game,
                         GError        **error)
{
  const char *uuid;
  guint n;
  StoredGame stored;

  g_return_val_if_fail (CARC_IS_STORE (self), FALSE);
  g_return_val_if_fail (game != NULL, FALSE);

  uuid = carc_game_get_id (game);
  n = carc_game_get_n_events (game);
  if (n == 0)
    {
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID,
                   _("The game %s has no event to save."), uuid);
      return FALSE;
    }
  if (!begin_log_write (self, uuid, &stored, error))
    return FALSE;
  if (stored.n_events != n - 1)
    {
      out_of_step (uuid, stored.n_events, n, error);
      goto fail;
    }
  if (!store_insert_event (self, carc_game_get_catalogue (game), stored.rowid, n - 1, carc_game_get_event (game, n - 1), g_get_real_time (), error))
    goto fail;
  return end_log_write (self, &stored, game, FALSE, error);

fail:
  carc_store_rollback (self);
  return FALSE;
}

gboolean
carc_store_truncate_game (CarcStore      *self,
                          const CarcGame *game,
                          GError        **error)
{
  const char *uuid;
  guint n;
  StoredGame stored;

  g_return_val_if_fail (CARC_IS_STORE (self), FALSE);
  g_return_val_if_fail (game != NULL, FALSE);

  uuid = carc_game_get_id (game);
  n = carc_game_get_n_events (game);
  if (!begin_log_write (self, uuid, &stored, error))
    return FALSE;
  if (stored.n_events < n)
    {
      out_of_step (uuid, stored.n_events, n, error);
      goto fail;
    }
  if (!delete_events_from (self, stored.rowid, n, _("undoing"), error))
    goto fail;
  return end_log_write (self, &stored, game, FALSE, error);

fail:
  carc_store_rollback (self);
  return FALSE;
}

gboolean
carc_store_replace_events (CarcStore      *self,
                           const CarcGame *game,
                           GError        **error)
{
  const char *uuid;
  guint n;
  StoredGame stored;
  g_autoptr(GPtrArray) old = g_ptr_array_new_with_free_func (g_free);
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (CARC_IS_STORE (self), FALSE);
  g_return_val_if_fail (game != NULL, FALSE);

  uuid = carc_game_get_id (game);
  n = carc_game_get_n_events (game);
  if (!begin_log_write (self, uuid, &stored, error))
    return FALSE;

  stmt = carc_store_prepare (self, "SELECT data FROM events WHERE game = ? ORDER BY idx", error);
  if (stmt == NULL)
    goto fail;
  sqlite3_bind_int64 (stmt, 1, stored.rowid);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_ptr_array_add (old, g_strdup ((const char *) sqlite3_column_text (stmt, 0)));
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      carc_store_set_error (self, error, rc, _("reading the game"));
      goto fail;
    }

  /* rows that did not change stay as they are, with the time they were
   * entered; a corrected event keeps its slot's entry time */
  for (guint i = 0; i < n; i++)
    {
      const CarcEvent *event = carc_game_get_event (game, i);
      g_autofree char *data = carc_event_to_json (event, carc_game_get_catalogue (game));

      if (i < old->len && strcmp (data, old->pdata[i]) == 0)
        continue;
      if (i >= old->len)
        {
          if (!store_insert_event (self, carc_game_get_catalogue (game), stored.rowid, i, event, 0, error))
            goto fail;
          continue;
        }
      stmt = carc_store_prepare (self, "UPDATE events SET data = ?, time = ? WHERE game = ? AND idx = ?", error);
      if (stmt == NULL)
        goto fail;
      sqlite3_bind_text (stmt, 1, data, -1, SQLITE_TRANSIENT);
      if (event->time)
        sqlite3_bind_int64 (stmt, 2, event->time);
      sqlite3_bind_int64 (stmt, 3, stored.rowid);
      sqlite3_bind_int64 (stmt, 4, i);
      if (!store_step_done (self, stmt, _("saving the corrected event"), error))
        goto fail;
    }
  if (!delete_events_from (self, stored.rowid, n, _("saving the corrected log"), error))
    goto fail;
  return end_log_write (self, &stored, game, TRUE, error);

fail:
  carc_store_rollback (self);
  return FALSE;
}

gboolean
carc_store_finish_game (CarcStore      *self,
                        const CarcGame *game,
                        GError        **error)
{
  const char *uuid;
  StoredGame stored;

  g_return_val_if_fail (CARC_IS_STORE (self), FALSE);
  g_return_val_if_fail (game != NULL, FALSE);

  uuid = carc_game_get_id (game);
  if (carc_state_get_phase (carc_game_get_state (game)) != CARC_PHASE_OVER)
    {
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID,
                   _("The game %s is not over yet: end it first (an “end” event)."), uuid);
      return FALSE;
    }
  if (!begin_log_write (self, uuid, &stored, error))
    return FALSE;
  if (stored.n_events != carc_game_get_n_events (game))
    {
      out_of_step (uuid, stored.n_events, carc_game_get_n_events (game), error);
      carc_store_rollback (self);
      return FALSE;
    }
  return end_log_write (self, &stored, game, TRUE, error);
}
