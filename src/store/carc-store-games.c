/* carc-store-games.c: a game's row: creating, importing, loading and deleting games
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "carc-store-private.h"

#include "carc-record.h"

/* ---- writing games ---------------------------------------------------------------- */

gboolean
store_lookup_game (CarcStore   *self,
             const char  *uuid,
             StoredGame  *out,
             GError     **error)
{
  sqlite3_stmt *stmt = carc_store_prepare (self,
    "SELECT id, n_events, state = 'finished', ended FROM games WHERE uuid = ?", error);
  int rc;

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, uuid, -1, SQLITE_TRANSIENT);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    {
      out->rowid = sqlite3_column_int64 (stmt, 0);
      out->n_events = (guint) sqlite3_column_int64 (stmt, 1);
      out->finished = sqlite3_column_int (stmt, 2) != 0;
      out->ended = sqlite3_column_int64 (stmt, 3);
    }
  sqlite3_reset (stmt);
  if (rc == SQLITE_ROW)
    return TRUE;
  if (rc == SQLITE_DONE)
    g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_NOT_FOUND,
                 _("There is no game %s in the database."), uuid);
  else
    carc_store_set_error (self, error, rc, _("looking up the game"));
  return FALSE;
}

gboolean
carc_store_insert_game (CarcStore      *self,
                        const CarcGame *game,
                        gint64          ended,
                        guint          *players_added,
                        gint64         *out_rowid,
                        GError        **error)
{
  const CarcSetup *setup = carc_game_get_setup (game);
  g_autofree char *setup_json = carc_setup_to_json (setup, self->catalogue);
  StoredGame stored = { 0 };
  sqlite3_stmt *stmt;

  stmt = carc_store_prepare (self,
    "INSERT INTO games (uuid, type, created, updated, state, setup, sets, variants, inventory)"
    " VALUES (?1, ?2, ?3, ?4, 'playing', ?5, json_extract (?5, '$.sets'),"
    "         json_extract (?5, '$.rules'), json_extract (?5, '$.inventory'))", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, carc_game_get_id (game), -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 2, carc_store_game_type_name (carc_store_type_of_setup (setup, self->catalogue)),
                     -1, SQLITE_STATIC);
  sqlite3_bind_int64 (stmt, 3, carc_game_get_created (game));
  sqlite3_bind_int64 (stmt, 4, g_get_real_time ());
  sqlite3_bind_text (stmt, 5, setup_json, -1, SQLITE_TRANSIENT);
  if (!store_step_done (self, stmt, _("saving the new game"), error))
    return FALSE;
  stored.rowid = sqlite3_last_insert_rowid (self->db);
  stored.ended = ended;

  stmt = carc_store_prepare (self,
    "INSERT INTO game_players (game, seat, player, name, colour) VALUES (?, ?, ?, ?, ?)", error);
  if (stmt == NULL)
    return FALSE;
  for (guint p = 0; p < setup->n_players; p++)
    {
      gint64 player_id = 0;
      gboolean added = FALSE;

      if (!carc_store_ensure_player (self, setup->players[p].name, setup->players[p].colour,
                                     &player_id, &added, error))
        return FALSE;
      if (added && players_added)
        (*players_added)++;
      sqlite3_reset (stmt);
      sqlite3_bind_int64 (stmt, 1, stored.rowid);
      sqlite3_bind_int (stmt, 2, (int) p);
      sqlite3_bind_int64 (stmt, 3, player_id);
      sqlite3_bind_text (stmt, 4, setup->players[p].name, -1, SQLITE_TRANSIENT);
      sqlite3_bind_text (stmt, 5, setup->players[p].colour ? setup->players[p].colour : "", -1, SQLITE_TRANSIENT);
      if (!store_step_done (self, stmt, _("saving the players of the game"), error))
        return FALSE;
    }

  for (guint i = 0; i < carc_game_get_n_events (game); i++)
    if (!store_insert_event (self, carc_game_get_catalogue (game), stored.rowid, i, carc_game_get_event (game, i), 0, error))
      return FALSE;

  /* an import that knows its end time: store_sync_derived writes that one
   * rather than deriving it from the log */
  stored.finished = ended != 0 && carc_state_get_phase (carc_game_get_state (game)) == CARC_PHASE_OVER;
  if (!store_sync_derived (self, &stored, game, FALSE, TRUE, error))
    return FALSE;
  if (out_rowid)
    *out_rowid = stored.rowid;
  return TRUE;
}

gboolean
carc_store_game_exists (CarcStore   *self,
                        const char  *uuid,
                        gboolean    *exists,
                        GError     **error)
{
  gint64 one;

  if (!store_lookup_by_key (self, "SELECT 1 FROM games WHERE uuid = ?", uuid, _("looking up the game"), &one, error))
    return FALSE;
  *exists = one != 0;
  return TRUE;
}

gboolean
carc_store_create_game (CarcStore      *self,
                        const CarcGame *game,
                        GError        **error)
{
  gboolean exists = FALSE;

  g_return_val_if_fail (CARC_IS_STORE (self), FALSE);
  g_return_val_if_fail (game != NULL, FALSE);

  if (!carc_store_begin (self, error))
    return FALSE;
  if (!carc_store_game_exists (self, carc_game_get_id (game), &exists, error))
    goto fail;
  if (exists)
    {
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID,
                   _("A game with the id %s is already in the database."), carc_game_get_id (game));
      goto fail;
    }
  if (!carc_store_insert_game (self, game, 0, NULL, NULL, error) || !carc_store_commit (self, error))
    goto fail;
  carc_store_emit_changed (self, carc_game_get_id (game));
  return TRUE;

fail:
  carc_store_rollback (self);
  return FALSE;
}

/* ---- reading games ----------------------------------------------------------------- */

CarcGame *
carc_store_load_rowid (CarcStore   *self,
                       gint64       rowid,
                       GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *uuid = NULL;
  CarcSetup *setup = NULL;
  CarcGame *game;
  gint64 created;
  sqlite3_stmt *stmt;
  guint index = 0;
  int rc;

  stmt = carc_store_prepare (self, "SELECT uuid, created, setup FROM games WHERE id = ?", error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, rowid);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    {
      uuid = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
      created = sqlite3_column_int64 (stmt, 1);
      setup = carc_setup_from_json (self->catalogue, (const char *) sqlite3_column_text (stmt, 2),
                                    sqlite3_column_bytes (stmt, 2), &local_error);
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_ROW)
    {
      if (rc == SQLITE_DONE)
        g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_NOT_FOUND, _("There is no such game in the database."));
      else
        carc_store_set_error (self, error, rc, _("reading the game"));
      return NULL;
    }
  if (setup == NULL || (game = carc_game_new (self->catalogue, setup, &local_error)) == NULL)
    {
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID,
                   _("The saved game %s cannot be opened: its setup: %s"), uuid, local_error->message);
      return NULL;
    }
  carc_game_set_id (game, uuid);
  carc_game_set_created (game, created);

  stmt = carc_store_prepare (self, "SELECT data FROM events WHERE game = ? ORDER BY idx", error);
  if (stmt == NULL)
    {
      carc_game_free (game);
      return NULL;
    }
  sqlite3_bind_int64 (stmt, 1, rowid);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      CarcEvent event;

      index++;
      if (!carc_event_from_json (carc_game_get_catalogue (game), (const char *) sqlite3_column_text (stmt, 0),
                                 sqlite3_column_bytes (stmt, 0), &event, &local_error)
          || !carc_game_append (game, &event, &local_error))
        {
          sqlite3_reset (stmt);
          g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID,
                       _("The saved game %s cannot be replayed: event %u: %s"),
                       uuid, index, local_error->message);
          carc_game_free (game);
          return NULL;
        }
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      carc_store_set_error (self, error, rc, _("reading the game's events"));
      carc_game_free (game);
      return NULL;
    }
  return game;
}

gboolean
carc_store_get_game_key (CarcStore   *self,
                         const char  *game_id,
                         gint64      *out_key,
                         GError     **error)
{
  StoredGame stored;

  g_return_val_if_fail (CARC_IS_STORE (self), FALSE);
  g_return_val_if_fail (game_id != NULL, FALSE);

  if (!store_lookup_game (self, game_id, &stored, error))
    return FALSE;
  *out_key = stored.rowid;
  return TRUE;
}

CarcGame *
carc_store_load_game (CarcStore   *self,
                      const char  *game_id,
                      GError     **error)
{
  StoredGame stored;

  g_return_val_if_fail (CARC_IS_STORE (self), NULL);
  g_return_val_if_fail (game_id != NULL, NULL);

  if (!store_lookup_game (self, game_id, &stored, error))
    return NULL;
  return carc_store_load_rowid (self, stored.rowid, error);
}

static gboolean
set_deleted (CarcStore   *self,
             const char  *game_id,
             gboolean     deleted,
             GError     **error)
{
  StoredGame stored;
  sqlite3_stmt *stmt;

  g_return_val_if_fail (CARC_IS_STORE (self), FALSE);
  g_return_val_if_fail (game_id != NULL, FALSE);

  if (!carc_store_begin (self, error))
    return FALSE;
  if (!store_lookup_game (self, game_id, &stored, error))
    goto fail;
  stmt = carc_store_prepare (self, deleted
                               ? "UPDATE games SET deleted = ? WHERE id = ? AND deleted IS NULL"
                               : "UPDATE games SET deleted = NULL WHERE id = ?2", error);
  if (stmt == NULL)
    goto fail;
  sqlite3_bind_int64 (stmt, 1, g_get_real_time ());
  sqlite3_bind_int64 (stmt, 2, stored.rowid);
  if (!store_step_done (self, stmt, deleted ? _("deleting the game") : _("restoring the game"), error)
      || !carc_store_commit (self, error))
    goto fail;
  carc_store_emit_changed (self, game_id);
  return TRUE;

fail:
  carc_store_rollback (self);
  return FALSE;
}

gboolean
carc_store_delete_game (CarcStore   *self,
                        const char  *game_id,
                        GError     **error)
{
  return set_deleted (self, game_id, TRUE, error);
}

gboolean
carc_store_undelete_game (CarcStore   *self,
                          const char  *game_id,
                          GError     **error)
{
  return set_deleted (self, game_id, FALSE, error);
}

gboolean
carc_store_purge_deleted_games (CarcStore  *self,
                                guint      *out_count,
                                GError    **error)
{
  sqlite3_stmt *stmt;

  g_return_val_if_fail (CARC_IS_STORE (self), FALSE);

  if (!carc_store_begin (self, error))
    return FALSE;
  stmt = carc_store_prepare (self, "DELETE FROM games WHERE deleted IS NOT NULL", error);
  if (stmt == NULL || !store_step_done (self, stmt, _("removing the deleted games"), error))
    goto fail;
  if (out_count)
    *out_count = (guint) sqlite3_changes (self->db);
  if (!carc_store_commit (self, error))
    goto fail;
  carc_store_emit_changed (self, NULL);
  return TRUE;

fail:
  carc_store_rollback (self);
  return FALSE;
}

gboolean
carc_store_purge_deleted_before (CarcStore  *self,
                                 gint64      before,
                                 guint      *out_count,
                                 GError    **error)
{
  sqlite3_stmt *stmt;
  guint count;

  g_return_val_if_fail (CARC_IS_STORE (self), FALSE);

  /* mostly there is none: then no write (and no sync of the disk) at all */
  stmt = carc_store_prepare (self, "SELECT EXISTS (SELECT 1 FROM games WHERE deleted IS NOT NULL AND deleted < ?)", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, before);
  if (sqlite3_step (stmt) == SQLITE_ROW && sqlite3_column_int (stmt, 0) == 0)
    {
      sqlite3_reset (stmt);
      if (out_count)
        *out_count = 0;
      return TRUE;
    }
  sqlite3_reset (stmt);

  if (!carc_store_begin (self, error))
    return FALSE;
  stmt = carc_store_prepare (self, "DELETE FROM games WHERE deleted IS NOT NULL AND deleted < ?", error);
  if (stmt == NULL)
    goto fail;
  sqlite3_bind_int64 (stmt, 1, before);
  if (!store_step_done (self, stmt, _("removing the deleted games"), error))
    goto fail;
  count = (guint) sqlite3_changes (self->db);
  if (!carc_store_commit (self, error))
    goto fail;
  if (out_count)
    *out_count = count;
  if (count > 0)
    carc_store_emit_changed (self, NULL);
  return TRUE;

fail:
  carc_store_rollback (self);
  return FALSE;
}

gboolean
carc_store_purge_game (CarcStore   *self,
                       const char  *game_id,
                       GError     **error)
{
  StoredGame stored;
  sqlite3_stmt *stmt;

  g_return_val_if_fail (CARC_IS_STORE (self), FALSE);
  g_return_val_if_fail (game_id != NULL, FALSE);

  if (!carc_store_begin (self, error))
    return FALSE;
  if (!store_lookup_game (self, game_id, &stored, error))
    goto fail;
  stmt = carc_store_prepare (self, "DELETE FROM games WHERE id = ? AND deleted IS NOT NULL", error);
  if (stmt == NULL)
    goto fail;
  sqlite3_bind_int64 (stmt, 1, stored.rowid);
  if (!store_step_done (self, stmt, _("removing the game"), error))
    goto fail;
  if (sqlite3_changes (self->db) == 0)
    {
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID,
                   _("The game %s is not deleted: only a deleted game can be removed for good."), game_id);
      goto fail;
    }
  if (!carc_store_commit (self, error))
    goto fail;
  carc_store_emit_changed (self, game_id);
  return TRUE;

fail:
  carc_store_rollback (self);
  return FALSE;
}
