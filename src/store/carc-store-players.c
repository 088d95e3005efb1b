/* carc-store-players.c: the roster, the players the store knows by name and colour
 *
 * Game set-ups and backups enter names through carc_store_ensure_player(),
 * a name typed for the roster through carc_store_add_player(): both trim
 * and check them the same way.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "carc-store-private.h"

void
carc_store_player_free (CarcStorePlayer *player)
{
  if (player == NULL)
    return;
  g_free (player->name);
  g_free (player->colour);
  g_free (player);
}

static char *
clean_name (const char  *name,
            GError     **error)
{
  g_autofree char *copy = NULL;
  glong length;

  if (name == NULL || !g_utf8_validate (name, -1, NULL))
    {
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID, _("A player's name must be text."));
      return NULL;
    }
  copy = g_strstrip (g_strdup (name));
  length = g_utf8_strlen (copy, -1);
  if (length == 0)
    {
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID, _("A player needs a name."));
      return NULL;
    }
  if (length > CARC_MAX_NAME_CHARS)
    {
      /* the start of it is enough to say which name (it may be very long) */
      g_autofree char *start = g_utf8_substring (copy, 0, 24);
      g_autofree char *shown = g_strconcat (start, "…", NULL);

      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID,
                   g_dngettext (GETTEXT_PACKAGE, "The name “%s” is too long: at most %d character.",
                                "The name “%s” is too long: at most %d characters.", CARC_MAX_NAME_CHARS),
                   shown, CARC_MAX_NAME_CHARS);
      return NULL;
    }
  return g_steal_pointer (&copy);
}

static gboolean
check_colour (const char  *colour,
              GError     **error)
{
  if (colour == NULL || carc_player_colour_index (colour) >= 0)
    return TRUE;
  g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID,
               _("“%s” is not one of the players' colours."), colour);
  return FALSE;
}

GPtrArray *
carc_store_list_players (CarcStore  *self,
                         GError    **error)
{
  g_autoptr(GPtrArray) players = g_ptr_array_new_with_free_func ((GDestroyNotify) carc_store_player_free);
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (CARC_IS_STORE (self), NULL);

  stmt = carc_store_prepare (self,
    "SELECT p.id, p.name, p.colour, p.created,"
    "       (SELECT count(*) FROM game_players gp JOIN games g ON g.id = gp.game"
    "         WHERE gp.player = p.id AND g.deleted IS NULL)"
    "  FROM players p ORDER BY p.name_key, p.id", error);
  if (stmt == NULL)
    return NULL;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      CarcStorePlayer *p = g_new0 (CarcStorePlayer, 1);
      p->id = sqlite3_column_int64 (stmt, 0);
      p->name = g_strdup ((const char *) sqlite3_column_text (stmt, 1));
      p->colour = g_strdup ((const char *) sqlite3_column_text (stmt, 2));
      p->created = sqlite3_column_int64 (stmt, 3);
      p->n_games = (guint) sqlite3_column_int (stmt, 4);
      g_ptr_array_add (players, p);
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      carc_store_set_error (self, error, rc, _("reading the players"));
      return NULL;
    }
  return g_steal_pointer (&players);
}

gboolean
carc_store_find_player (CarcStore   *self,
                        const char  *key,
                        gint64      *out_id,
                        GError     **error)
{
  return store_lookup_by_key (self, "SELECT id FROM players WHERE name_key = ?", key, _("looking up a player"),
                              out_id, error);
}

static gboolean
insert_player (CarcStore   *self,
               const char  *name,
               const char  *key,
               const char  *colour,
               gint64      *out_id,
               GError     **error)
{
  sqlite3_stmt *stmt = carc_store_prepare (self,
    "INSERT INTO players (name, name_key, colour, created) VALUES (?, ?, ?, ?)", error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, name, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 2, key, -1, SQLITE_TRANSIENT);
  if (colour)
    sqlite3_bind_text (stmt, 3, colour, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 4, g_get_real_time ());
  if (!store_step_done (self, stmt, _("adding a player"), error))
    return FALSE;
  *out_id = sqlite3_last_insert_rowid (self->db);
  return TRUE;
}

gboolean
carc_store_ensure_player (CarcStore   *self,
                          const char  *name,
                          const char  *colour,
                          gint64      *out_id,
                          gboolean    *added,
                          GError     **error)
{
  /* names from game set-ups and backups: the roster keeps them trimmed and
   * within the roster's limits, as carc_store_add_player does */
  g_autofree char *clean = clean_name (name, error);
  g_autofree char *key = NULL;

  *added = FALSE;
  if (clean == NULL || !check_colour (colour, error))
    return FALSE;
  key = carc_store_fold (clean);
  if (!carc_store_find_player (self, key, out_id, error))
    return FALSE;
  if (*out_id != 0)
    return TRUE;
  *added = TRUE;
  return insert_player (self, clean, key, colour, out_id, error);
}

gboolean
carc_store_add_player (CarcStore   *self,
                       const char  *name,
                       const char  *colour,
                       gint64      *out_id,
                       GError     **error)
{
  g_autofree char *clean = NULL;
  g_autofree char *key = NULL;
  gint64 id = 0;

  g_return_val_if_fail (CARC_IS_STORE (self), FALSE);

  if ((clean = clean_name (name, error)) == NULL || !check_colour (colour, error))
    return FALSE;
  key = carc_store_fold (clean);
  if (!carc_store_begin (self, error))
    return FALSE;
  if (!carc_store_find_player (self, key, &id, error))
    goto fail;
  if (id != 0)
    {
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID,
                   _("There is already a player called “%s”."), clean);
      goto fail;
    }
  if (!insert_player (self, clean, key, colour, &id, error) || !carc_store_commit (self, error))
    goto fail;
  if (out_id)
    *out_id = id;
  carc_store_emit_changed (self, NULL);
  return TRUE;

fail:
  carc_store_rollback (self);
  return FALSE;
}

static gboolean
player_exists (CarcStore   *self,
               gint64       player_id,
               GError     **error)
{
  sqlite3_stmt *stmt = carc_store_prepare (self, "SELECT 1 FROM players WHERE id = ?", error);
  int rc;

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, player_id);
  rc = sqlite3_step (stmt);
  sqlite3_reset (stmt);
  if (rc == SQLITE_ROW)
    return TRUE;
  if (rc == SQLITE_DONE)
    g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_NOT_FOUND,
                 _("There is no player number %lld."), (long long) player_id);
  else
    carc_store_set_error (self, error, rc, _("looking up a player"));
  return FALSE;
}

gboolean
carc_store_rename_player (CarcStore   *self,
                          gint64       player_id,
                          const char  *new_name,
                          GError     **error)
{
  g_autofree char *clean = NULL;
  g_autofree char *key = NULL;
  sqlite3_stmt *stmt;
  gint64 other = 0;

  g_return_val_if_fail (CARC_IS_STORE (self), FALSE);

  if ((clean = clean_name (new_name, error)) == NULL)
    return FALSE;
  key = carc_store_fold (clean);
  if (!carc_store_begin (self, error))
    return FALSE;
  if (!player_exists (self, player_id, error) || !carc_store_find_player (self, key, &other, error))
    goto fail;
  if (other != 0 && other != player_id)
    {
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID,
                   _("There is already a player called “%s”."), clean);
      goto fail;
    }
  stmt = carc_store_prepare (self, "UPDATE players SET name = ?, name_key = ? WHERE id = ?", error);
  if (stmt == NULL)
    goto fail;
  sqlite3_bind_text (stmt, 1, clean, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 2, key, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 3, player_id);
  if (!store_step_done (self, stmt, _("renaming a player"), error) || !carc_store_commit (self, error))
    goto fail;
  carc_store_emit_changed (self, NULL);
  return TRUE;

fail:
  carc_store_rollback (self);
  return FALSE;
}

gboolean
carc_store_set_player_colour (CarcStore   *self,
                              gint64       player_id,
                              const char  *colour,
                              GError     **error)
{
  sqlite3_stmt *stmt;

  g_return_val_if_fail (CARC_IS_STORE (self), FALSE);

  if (!check_colour (colour, error) || !carc_store_begin (self, error))
    return FALSE;
  if (!player_exists (self, player_id, error))
    goto fail;
  stmt = carc_store_prepare (self, "UPDATE players SET colour = ? WHERE id = ?", error);
  if (stmt == NULL)
    goto fail;
  if (colour)
    sqlite3_bind_text (stmt, 1, colour, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 2, player_id);
  if (!store_step_done (self, stmt, _("changing a player's colour"), error) || !carc_store_commit (self, error))
    goto fail;
  carc_store_emit_changed (self, NULL);
  return TRUE;

fail:
  carc_store_rollback (self);
  return FALSE;
}
