/* carc-store-profiles.c: box profiles in the games database
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "carc-store-private.h"

#include "carc-record.h"

GStrv
carc_store_list_profiles (CarcStore          *self,
                          CarcStoreGameType   type,
                          char              **default_name,
                          GError            **error)
{
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
  sqlite3_stmt *stmt = carc_store_prepare (self,
    "SELECT name, is_default FROM box_profiles WHERE type = ? ORDER BY name", error);
  int rc;

  if (default_name)
    *default_name = NULL;
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_text (stmt, 1, carc_store_game_type_name (type), -1, SQLITE_STATIC);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      const char *name = (const char *) sqlite3_column_text (stmt, 0);
      g_strv_builder_add (names, name);
      if (default_name && sqlite3_column_int (stmt, 1))
        {
          g_free (*default_name);
          *default_name = g_strdup (name);
        }
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      if (default_name)
        g_clear_pointer (default_name, g_free);
      carc_store_set_error (self, error, rc, _("reading the box profiles"));
      return NULL;
    }
  return g_strv_builder_end (names);
}

static CarcProfile *
load_where (CarcStore         *self,
            const char        *sql,
            CarcStoreGameType  type,
            const char        *name,
            gboolean           missing_ok,
            GError           **error)
{
  g_autoptr(GError) local = NULL;
  g_autofree char *stored_name = NULL;
  g_autofree char *data = NULL;
  sqlite3_stmt *stmt = carc_store_prepare (self, sql, error);
  CarcProfile *profile;
  int rc;

  if (stmt == NULL)
    return NULL;
  sqlite3_bind_text (stmt, 1, carc_store_game_type_name (type), -1, SQLITE_STATIC);
  if (name)
    sqlite3_bind_text (stmt, 2, name, -1, SQLITE_TRANSIENT);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    {
      stored_name = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
      data = g_strdup ((const char *) sqlite3_column_text (stmt, 1));
    }
  sqlite3_reset (stmt);
  if (rc == SQLITE_DONE)
    {
      if (!missing_ok)
        g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_NOT_FOUND,
                     _("There is no box profile “%s”."), name);
      return NULL;
    }
  if (rc != SQLITE_ROW)
    {
      carc_store_set_error (self, error, rc, _("reading a box profile"));
      return NULL;
    }
  profile = carc_profile_from_json (carc_store_get_catalogue (self), data, -1, &local);
  if (profile == NULL)
    {
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID,
                   _("The box profile “%s” cannot be read: %s"), stored_name, local->message);
      return NULL;
    }
  /* the row's name is the profile's (a rename changes only the row) */
  g_free (profile->name);
  profile->name = g_steal_pointer (&stored_name);
  return profile;
}

CarcProfile *
carc_store_load_profile (CarcStore          *self,
                         CarcStoreGameType   type,
                         const char         *name,
                         GError            **error)
{
  return load_where (self, "SELECT name, data FROM box_profiles WHERE type = ? AND name = ?",
                     type, name, FALSE, error);
}

CarcProfile *
carc_store_load_default_profile (CarcStore        *self,
                                 CarcStoreGameType type,
                                 GError          **error)
{
  return load_where (self, "SELECT name, data FROM box_profiles WHERE type = ? AND is_default",
                     type, NULL, TRUE, error);
}

static gboolean
step (CarcStore    *self,
      sqlite3_stmt *stmt,
      const char   *doing,
      GError      **error)
{
  int rc = sqlite3_step (stmt);

  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      carc_store_set_error (self, error, rc, doing);
      return FALSE;
    }
  return TRUE;
}

static gboolean
set_default (CarcStore         *self,
             CarcStoreGameType  type,
             const char        *name,
             GError           **error)
{
  sqlite3_stmt *stmt = carc_store_prepare (self,
    "UPDATE box_profiles SET is_default = 0 WHERE type = ? AND is_default", error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, carc_store_game_type_name (type), -1, SQLITE_STATIC);
  if (!step (self, stmt, _("saving the box profile"), error))
    return FALSE;
  if (name == NULL)
    return TRUE;
  stmt = carc_store_prepare (self, "UPDATE box_profiles SET is_default = 1 WHERE type = ? AND name = ?", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, carc_store_game_type_name (type), -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 2, name, -1, SQLITE_TRANSIENT);
  if (!step (self, stmt, _("saving the box profile"), error))
    return FALSE;
  if (sqlite3_changes (sqlite3_db_handle (stmt)) == 0)
    {
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_NOT_FOUND,
                   _("There is no box profile “%s”."), name);
      return FALSE;
    }
  return TRUE;
}

/* A name of a box profile or of one of its tiles: no longer than a
 * player's (carc-store-players.c), with the same message. */
static gboolean
check_length (const char  *name,
              GError     **error)
{
  if (name == NULL || !g_utf8_validate (name, -1, NULL) || g_utf8_strlen (name, -1) <= CARC_MAX_NAME_CHARS)
    return TRUE;
  {
    /* the start of it is enough to say which name (it may be very long) */
    g_autofree char *shown = carc_text_start (name, 24);

    g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID,
                 g_dngettext (GETTEXT_PACKAGE, "The name “%s” is too long: at most %d character.",
                              "The name “%s” is too long: at most %d characters.", CARC_MAX_NAME_CHARS),
                 shown, CARC_MAX_NAME_CHARS);
    return FALSE;
  }
}

static gboolean
check_name (const char  *name,
            GError     **error)
{
  g_autofree char *stripped = name ? g_strstrip (g_strdup (name)) : NULL;

  if (stripped == NULL || *stripped == '\0' || !g_utf8_validate (stripped, -1, NULL))
    {
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID, _("A box profile needs a name."));
      return FALSE;
    }
  return check_length (stripped, error);
}

/* What the store keeps of a profile: a name, a game the app knows, and
 * custom tiles named no longer than players. */
static gboolean
check_profile (const CarcProfile  *profile,
               GError            **error)
{
  g_autoptr(GError) local = NULL;

  if (!check_name (profile->name, error))
    return FALSE;
  if (!carc_profile_check_game (profile, &local))
    {
      g_set_error_literal (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID, local->message);
      return FALSE;
    }
  for (guint i = 0; i < json_array_get_length (profile->custom_tiles); i++)
    {
      JsonNode *node = json_array_get_element (profile->custom_tiles, i);
      JsonObject *tile = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;

      if (tile == NULL)
        continue;
      for (guint k = 0; k < 2; k++)
        {
          JsonNode *name = json_object_get_member (tile, k == 0 ? "id" : "name");
          if (name != NULL && JSON_NODE_HOLDS_VALUE (name) && json_node_get_value_type (name) == G_TYPE_STRING
              && !check_length (json_node_get_string (name), error))
            return FALSE;
        }
    }
  return TRUE;
}

gboolean
carc_store_save_profile (CarcStore          *self,
                         CarcStoreGameType   type,
                         const CarcProfile  *profile,
                         gboolean            make_default,
                         GError            **error)
{
  g_autofree char *data = NULL;
  sqlite3_stmt *stmt;

  if (!check_profile (profile, error))
    return FALSE;
  data = carc_profile_to_json (profile);
  if (!carc_store_begin (self, error))
    return FALSE;
  stmt = carc_store_prepare (self,
    "INSERT INTO box_profiles (type, name, data, updated) VALUES (?, ?, ?, ?)"
    " ON CONFLICT (type, name) DO UPDATE SET data = excluded.data, updated = excluded.updated", error);
  if (stmt == NULL)
    goto fail;
  sqlite3_bind_text (stmt, 1, carc_store_game_type_name (type), -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 2, profile->name, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 3, data, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 4, g_get_real_time ());
  if (!step (self, stmt, _("saving the box profile"), error)
      || (make_default && !set_default (self, type, profile->name, error)))
    goto fail;
  return carc_store_commit (self, error);

fail:
  carc_store_rollback (self);
  return FALSE;
}

gboolean
carc_store_rename_profile (CarcStore          *self,
                           CarcStoreGameType   type,
                           const char         *name,
                           const char         *new_name,
                           GError            **error)
{
  sqlite3_stmt *stmt;
  int rc;

  if (!check_name (new_name, error) || !carc_store_begin (self, error))
    return FALSE;
  stmt = carc_store_prepare (self, "UPDATE box_profiles SET name = ?, updated = ? WHERE type = ? AND name = ?", error);
  if (stmt == NULL)
    goto fail;
  sqlite3_bind_text (stmt, 1, new_name, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 2, g_get_real_time ());
  sqlite3_bind_text (stmt, 3, carc_store_game_type_name (type), -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 4, name, -1, SQLITE_TRANSIENT);
  rc = sqlite3_step (stmt);
  sqlite3_reset (stmt);
  if (rc == SQLITE_CONSTRAINT)
    {
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID,
                   _("There is already a box profile “%s”."), new_name);
      goto fail;
    }
  if (rc != SQLITE_DONE)
    {
      carc_store_set_error (self, error, rc, _("renaming the box profile"));
      goto fail;
    }
  if (sqlite3_changes (sqlite3_db_handle (stmt)) == 0)
    {
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_NOT_FOUND,
                   _("There is no box profile “%s”."), name);
      goto fail;
    }
  return carc_store_commit (self, error);

fail:
  carc_store_rollback (self);
  return FALSE;
}

gboolean
carc_store_delete_profile (CarcStore          *self,
                           CarcStoreGameType   type,
                           const char         *name,
                           GError            **error)
{
  sqlite3_stmt *stmt;

  if (!carc_store_begin (self, error))
    return FALSE;
  stmt = carc_store_prepare (self, "DELETE FROM box_profiles WHERE type = ? AND name = ?", error);
  if (stmt == NULL)
    goto fail;
  sqlite3_bind_text (stmt, 1, carc_store_game_type_name (type), -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 2, name, -1, SQLITE_TRANSIENT);
  if (!step (self, stmt, _("deleting the box profile"), error))
    goto fail;
  return carc_store_commit (self, error);

fail:
  carc_store_rollback (self);
  return FALSE;
}

gboolean
carc_store_set_default_profile (CarcStore        *self,
                                CarcStoreGameType type,
                                const char       *name,
                                GError          **error)
{
  if (!carc_store_begin (self, error))
    return FALSE;
  if (!set_default (self, type, name, error))
    {
      carc_store_rollback (self);
      return FALSE;
    }
  return carc_store_commit (self, error);
}

gboolean
carc_store_update_setup (CarcStore      *self,
                         const CarcGame *game,
                         GError        **error)
{
  g_autofree char *setup_json = carc_setup_to_json (carc_game_get_setup (game), carc_game_get_catalogue (game));
  sqlite3_stmt *stmt;

  if (!carc_store_begin (self, error))
    return FALSE;
  stmt = carc_store_prepare (self,
    "UPDATE games SET setup = ?1, inventory = json_extract (?1, '$.inventory'), updated = ?2 WHERE uuid = ?3", error);
  if (stmt == NULL)
    goto fail;
  sqlite3_bind_text (stmt, 1, setup_json, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 2, g_get_real_time ());
  sqlite3_bind_text (stmt, 3, carc_game_get_id (game), -1, SQLITE_TRANSIENT);
  if (!step (self, stmt, _("saving the game's box"), error))
    goto fail;
  if (sqlite3_changes (sqlite3_db_handle (stmt)) == 0)
    {
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_NOT_FOUND,
                   _("There is no game %s in the database."), carc_game_get_id (game));
      goto fail;
    }
  if (!carc_store_commit (self, error))
    return FALSE;
  carc_store_emit_changed (self, carc_game_get_id (game));
  return TRUE;

fail:
  carc_store_rollback (self);
  return FALSE;
}
