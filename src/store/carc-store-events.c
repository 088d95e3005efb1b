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

/* What a write changes in a game's stored log, inside write_log()'s
 * transaction; the game's row is @stored. */
typedef gboolean (*LogChange) (CarcStore         *self,
                               const StoredGame  *stored,
                               const CarcGame    *game,
                               GError           **error);

/* Every write to a game's log is one transaction: the game is looked up;
 * unless it has from @min_stored to @max_stored events stored, the log was
 * changed elsewhere and the write is refused (out_of_step()); then @change
 * (if any) is made, the derived columns are brought in line with the new
 * log (@rewrite: from its start), and the change is committed and told to
 * the listeners. Whatever fails rolls all of it back. */
static gboolean
write_log (CarcStore      *self,
           const CarcGame *game,
           guint           min_stored,
           guint           max_stored,
           LogChange       change,
           gboolean        rewrite,
           GError        **error)
{
  const char *uuid = carc_game_get_id (game);
  StoredGame stored;

  if (!carc_store_begin (self, error))
    return FALSE;
  if (!store_lookup_game (self, uuid, &stored, error))
    goto fail;
  if (stored.n_events < min_stored || stored.n_events > max_stored)
    {
      out_of_step (uuid, stored.n_events, carc_game_get_n_events (game), error);
      goto fail;
    }
  if (change != NULL && !change (self, &stored, game, error))
    goto fail;
  if (!store_sync_derived (self, &stored, game, TRUE, rewrite, error) || !carc_store_commit (self, error))
    goto fail;
  carc_store_emit_changed (self, uuid);
  return TRUE;

fail:
  carc_store_rollback (self);
  return FALSE;
}

/* The game's last event joins the stored log. */
static gboolean
insert_last_event (CarcStore         *self,
                   const StoredGame  *stored,
                   const CarcGame    *game,
                   GError           **error)
{
  guint n = carc_game_get_n_events (game);

  return store_insert_event (self, carc_game_get_catalogue (game), stored->rowid, n - 1,
                             carc_game_get_event (game, n - 1), g_get_real_time (), error);
}

gboolean
carc_store_append_event (CarcStore      *self,
                         const CarcGame *game,
                         GError        **error)
{
  guint n;

  g_return_val_if_fail (CARC_IS_STORE (self), FALSE);
  g_return_val_if_fail (game != NULL, FALSE);

  n = carc_game_get_n_events (game);
  if (n == 0)
    {
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID,
                   _("The game %s has no event to save."), carc_game_get_id (game));
      return FALSE;
    }
  /* the store has every event but the new one */
  return write_log (self, game, n - 1, n - 1, insert_last_event, FALSE, error);
}

/* The stored events past the game's (undone) are deleted. */
static gboolean
delete_undone_events (CarcStore         *self,
                      const StoredGame  *stored,
                      const CarcGame    *game,
                      GError           **error)
{
  return delete_events_from (self, stored->rowid, carc_game_get_n_events (game), _("undoing"), error);
}

gboolean
carc_store_truncate_game (CarcStore      *self,
                          const CarcGame *game,
                          GError        **error)
{
  g_return_val_if_fail (CARC_IS_STORE (self), FALSE);
  g_return_val_if_fail (game != NULL, FALSE);

  /* the store has at least the events that stay */
  return write_log (self, game, carc_game_get_n_events (game), G_MAXUINT, delete_undone_events, FALSE, error);
}

/* The stored log becomes the game's: changed events are rewritten, new
 * ones added, those past its end deleted. */
static gboolean
rewrite_changed_events (CarcStore         *self,
                        const StoredGame  *stored,
                        const CarcGame    *game,
                        GError           **error)
{
  guint n = carc_game_get_n_events (game);
  g_autoptr(GPtrArray) old = g_ptr_array_new_with_free_func (g_free);
  sqlite3_stmt *stmt;
  int rc;

  stmt = carc_store_prepare (self, "SELECT data FROM events WHERE game = ? ORDER BY idx", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, stored->rowid);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_ptr_array_add (old, g_strdup ((const char *) sqlite3_column_text (stmt, 0)));
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      carc_store_set_error (self, error, rc, _("reading the game"));
      return FALSE;
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
          if (!store_insert_event (self, carc_game_get_catalogue (game), stored->rowid, i, event, 0, error))
            return FALSE;
          continue;
        }
      stmt = carc_store_prepare (self, "UPDATE events SET data = ?, time = ? WHERE game = ? AND idx = ?", error);
      if (stmt == NULL)
        return FALSE;
      sqlite3_bind_text (stmt, 1, data, -1, SQLITE_TRANSIENT);
      if (event->time)
        sqlite3_bind_int64 (stmt, 2, event->time);
      sqlite3_bind_int64 (stmt, 3, stored->rowid);
      sqlite3_bind_int64 (stmt, 4, i);
      if (!store_step_done (self, stmt, _("saving the corrected event"), error))
        return FALSE;
    }
  return delete_events_from (self, stored->rowid, n, _("saving the corrected log"), error);
}

gboolean
carc_store_replace_events (CarcStore      *self,
                           const CarcGame *game,
                           GError        **error)
{
  g_return_val_if_fail (CARC_IS_STORE (self), FALSE);
  g_return_val_if_fail (game != NULL, FALSE);

  /* a correction may rewrite any stored event: any count will do */
  return write_log (self, game, 0, G_MAXUINT, rewrite_changed_events, TRUE, error);
}

gboolean
carc_store_finish_game (CarcStore      *self,
                        const CarcGame *game,
                        GError        **error)
{
  guint n;

  g_return_val_if_fail (CARC_IS_STORE (self), FALSE);
  g_return_val_if_fail (game != NULL, FALSE);

  if (carc_state_get_phase (carc_game_get_state (game)) != CARC_PHASE_OVER)
    {
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID,
                   _("The game %s is not over yet: end it first (an “end” event)."), carc_game_get_id (game));
      return FALSE;
    }
  /* nothing to change but what is derived, from a log stored whole */
  n = carc_game_get_n_events (game);
  return write_log (self, game, n, n, NULL, TRUE, error);
}
