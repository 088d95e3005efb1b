/* carc-store-summaries.c: the games as History and the start page list them
 *
 * A CarcStoreGameSummary is a game's row and its seats, read without
 * replaying the game.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "carc-store-private.h"

#include <string.h>

void
carc_store_game_summary_free (CarcStoreGameSummary *summary)
{
  if (summary == NULL)
    return;
  g_free (summary->id);
  g_strfreev (summary->sets);
  for (guint p = 0; p < summary->n_players; p++)
    {
      g_free (summary->players[p].name);
      g_free (summary->players[p].colour);
    }
  g_free (summary);
}

static char **
parse_sets (const char *json)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) parts = NULL;

  /* the column holds a JSON array of plain set ids, e.g. ["base","river"] */
  if (json == NULL)
    return g_strv_builder_end (builder);
  parts = g_strsplit_set (json, "[],\" ", -1);
  for (guint i = 0; parts[i]; i++)
    if (*parts[i])
      g_strv_builder_add (builder, parts[i]);
  return g_strv_builder_end (builder);
}

#define SUMMARY_COLUMNS \
  "g.id, g.uuid, g.type, g.created, g.updated, g.ended, g.deleted, g.state = 'finished', g.n_events, g.sets," \
  " COALESCE ((SELECT MAX (e.time) FROM events e WHERE e.game = g.id AND e.time > 0), g.created)"

static CarcStoreGameSummary *
summary_from_row (sqlite3_stmt *stmt,
                  gint64       *rowid)
{
  CarcStoreGameSummary *s = g_new0 (CarcStoreGameSummary, 1);
  CarcStoreGameType type = CARC_STORE_GAME_CARCASSONNE;

  *rowid = sqlite3_column_int64 (stmt, 0);
  s->id = g_strdup ((const char *) sqlite3_column_text (stmt, 1));
  carc_store_game_type_parse ((const char *) sqlite3_column_text (stmt, 2), &type);
  s->type = type;
  s->created = sqlite3_column_int64 (stmt, 3);
  s->updated = sqlite3_column_int64 (stmt, 4);
  s->ended = sqlite3_column_int64 (stmt, 5);
  s->deleted = sqlite3_column_int64 (stmt, 6);
  s->finished = sqlite3_column_int (stmt, 7) != 0;
  s->n_events = (guint) sqlite3_column_int64 (stmt, 8);
  s->sets = parse_sets ((const char *) sqlite3_column_text (stmt, 9));
  s->played = sqlite3_column_int64 (stmt, 10);
  return s;
}

/* Fills in the seats of @summaries (rowid → summary). */
static gboolean
fill_seats (CarcStore   *self,
            GHashTable  *by_rowid,
            GError     **error)
{
  g_autoptr(GString) ids = g_string_new ("[");
  GHashTableIter iter;
  gpointer key;
  sqlite3_stmt *stmt;
  int rc;

  if (g_hash_table_size (by_rowid) == 0)
    return TRUE;
  g_hash_table_iter_init (&iter, by_rowid);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    g_string_append_printf (ids, "%s%" G_GINT64_FORMAT, ids->len > 1 ? "," : "", *(gint64 *) key);
  g_string_append_c (ids, ']');

  stmt = carc_store_prepare (self,
    "SELECT gp.game, gp.seat, p.name, gp.colour, gp.score, COALESCE (r.winner, 0)"
    "  FROM game_players gp JOIN players p ON p.id = gp.player"
    "  LEFT JOIN results r ON r.game = gp.game AND r.seat = gp.seat"
    " WHERE gp.game IN (SELECT value FROM json_each (?))", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, ids->str, (int) ids->len, SQLITE_TRANSIENT);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 rowid = sqlite3_column_int64 (stmt, 0);
      guint seat = (guint) sqlite3_column_int (stmt, 1);
      CarcStoreGameSummary *s = g_hash_table_lookup (by_rowid, &rowid);

      if (s == NULL || seat >= CARC_MAX_PLAYERS)
        continue;
      s->players[seat].name = g_strdup ((const char *) sqlite3_column_text (stmt, 2));
      s->players[seat].colour = g_strdup ((const char *) sqlite3_column_text (stmt, 3));
      s->players[seat].score = sqlite3_column_int (stmt, 4);
      s->players[seat].winner = sqlite3_column_int (stmt, 5) != 0;
      s->n_players = MAX (s->n_players, seat + 1);
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      carc_store_set_error (self, error, rc, _("reading the players of the games"));
      return FALSE;
    }
  return TRUE;
}

/* The condition that a game has one of the sets whose id or English name
 * contains @needle (folded): the sets' ids looked for in the games' JSON
 * array of ids (part of the covering index games_finished), "0" when no
 * set matches. */
static char *
matching_sets (CarcStore  *self,
               const char *needle)
{
  g_autoptr(GString) condition = g_string_new (NULL);

  for (guint i = 0; i < carc_catalogue_get_n_sets (self->catalogue); i++)
    {
      const CarcTileSet *set = carc_catalogue_get_set (self->catalogue, i);
      g_autofree char *id = carc_store_fold (set->id);
      g_autofree char *name = carc_store_fold (set->name);

      if (strstr (id, needle) || strstr (name, needle))
        {
          g_autoptr(GString) element = g_string_new (NULL);
          char *quoted;

          carc_store_append_json_string (element, set->id);
          quoted = sqlite3_mprintf ("%Q", element->str);
          g_string_append_printf (condition, "%sinstr (g.sets, %s) > 0", condition->len > 0 ? " OR " : "", quoted);
          sqlite3_free (quoted);
        }
    }
  if (condition->len == 0)
    g_string_append (condition, "0");
  return g_string_free (g_steal_pointer (&condition), FALSE);
}

static GPtrArray *
query_summaries (CarcStore    *self,
                 const char   *where,
                 const char   *order,
                 const char   *needle,
                 const char   *uuid,
                 guint         limit,
                 GError      **error)
{
  g_autoptr(GPtrArray) summaries = g_ptr_array_new_with_free_func ((GDestroyNotify) carc_store_game_summary_free);
  g_autoptr(GHashTable) by_rowid = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  /* The rows are chosen and limited first, and only they get their
   * played time (a MAX over their events): in one flat query SQLite
   * computed it for every game before sorting, 330 ms at 10,000 games
   * for the start page's six. They are chosen by id alone, so that the
   * sort reads the covering index games_finished rather than copying
   * every whole game row (its setup JSON) into the sorter: 20 ms of the
   * app's start-up at 10,000 games, now 2 ms. */
  g_autofree char *sql = g_strdup_printf ("SELECT " SUMMARY_COLUMNS
                                          " FROM games g WHERE g.id IN"
                                          " (SELECT g.id FROM games g WHERE %s ORDER BY %s LIMIT ?4)"
                                          " ORDER BY %s",
                                          where, order, order);
  sqlite3_stmt *stmt = carc_store_prepare (self, sql, error);
  int rc;

  if (stmt == NULL)
    return NULL;
  if (needle)
    sqlite3_bind_text (stmt, 1, needle, -1, SQLITE_TRANSIENT);
  if (uuid)
    sqlite3_bind_text (stmt, 3, uuid, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 4, limit ? (gint64) limit : -1);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 rowid;
      CarcStoreGameSummary *s = summary_from_row (stmt, &rowid);
      g_ptr_array_add (summaries, s);
      g_hash_table_insert (by_rowid, g_memdup2 (&rowid, sizeof rowid), s);
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      carc_store_set_error (self, error, rc, _("reading the games"));
      return NULL;
    }
  if (!fill_seats (self, by_rowid, error))
    return NULL;
  return g_steal_pointer (&summaries);
}

/* The summaries of the games whose rowids @keys_json (a JSON array)
 * lists, in no particular order; their rowids in @out_keys. */
static GPtrArray *
query_summaries_keyed (CarcStore   *self,
                       const char  *keys_json,
                       gint64     **out_keys,
                       GError     **error)
{
  g_autoptr(GPtrArray) summaries = g_ptr_array_new_with_free_func ((GDestroyNotify) carc_store_game_summary_free);
  g_autoptr(GHashTable) by_rowid = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  g_autoptr(GArray) rowids = g_array_new (FALSE, FALSE, sizeof (gint64));
  sqlite3_stmt *stmt = carc_store_prepare (self, "SELECT " SUMMARY_COLUMNS " FROM games g"
                                                 " WHERE g.id IN (SELECT value FROM json_each (?))", error);
  int rc;

  if (stmt == NULL)
    return NULL;
  sqlite3_bind_text (stmt, 1, keys_json, -1, SQLITE_TRANSIENT);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 rowid;
      CarcStoreGameSummary *s = summary_from_row (stmt, &rowid);

      g_ptr_array_add (summaries, s);
      g_array_append_val (rowids, rowid);
      g_hash_table_insert (by_rowid, g_memdup2 (&rowid, sizeof rowid), s);
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      carc_store_set_error (self, error, rc, _("reading the games"));
      return NULL;
    }
  if (!fill_seats (self, by_rowid, error))
    return NULL;
  *out_keys = (gint64 *) g_array_free (g_steal_pointer (&rowids), FALSE);
  return g_steal_pointer (&summaries);
}

/* The WHERE clause of a list of @flags, with a search: ?1 is then the
 * folded @search (returned, NULL without a search). */
static char *
list_where (CarcStore           *self,
            const char          *search,
            CarcStoreListFlags   flags,
            char               **out_needle)
{
  GString *where = g_string_new (NULL);
  g_autofree char *needle = NULL;

  g_string_append (where, (flags & CARC_STORE_LIST_DELETED) ? "g.deleted IS NOT NULL" : "g.deleted IS NULL");
  if (flags & CARC_STORE_LIST_UNFINISHED)
    g_string_append (where, " AND g.state = 'playing'");
  if (flags & CARC_STORE_LIST_FINISHED)
    g_string_append (where, " AND g.state = 'finished'");
  if (search && *search)
    {
      g_autofree char *stripped = g_strstrip (g_strdup (search));
      needle = carc_store_fold (stripped);
    }
  *out_needle = NULL;
  if (needle && *needle)
    {
      g_autofree char *sets = matching_sets (self, needle);

      *out_needle = g_steal_pointer (&needle);
      /* The games of the players found, as one list the query looks each
       * game up in (rather than a lookup of every game's seats): 10 ms for
       * 10,000 games rather than 50-70. */
      g_string_append_printf (where,
        " AND (g.id IN (SELECT gp.game FROM game_players gp"
        "                WHERE gp.player IN (SELECT id FROM players WHERE instr (name_key, ?1) > 0)"
        /* the names as seated (a roster entry may have been renamed since):
         * each distinct name folded once per search, not once per seat */
        "                   OR gp.name IN (SELECT name FROM (SELECT DISTINCT name FROM game_players)"
        "                                   WHERE instr (carc_fold (name), ?1) > 0))"
        "      OR %s)", sets);
    }
  return g_string_free (where, FALSE);
}

GPtrArray *
carc_store_list_games (CarcStore           *self,
                       const char          *search,
                       CarcStoreListFlags   flags,
                       guint                limit,
                       GError             **error)
{
  g_autofree char *where = NULL;
  g_autofree char *needle = NULL;

  g_return_val_if_fail (CARC_IS_STORE (self), NULL);

  where = list_where (self, search, flags, &needle);
  return query_summaries (self, where,
                          (flags & CARC_STORE_LIST_BY_PLAYED)
                          ? "COALESCE ((SELECT MAX (e.time) FROM events e WHERE e.game = g.id AND e.time > 0),"
                            " g.created) DESC, g.id DESC"
                          : "g.created DESC, g.id DESC",
                          needle, NULL, limit, error);
}

GArray *
carc_store_list_game_keys (CarcStore           *self,
                           const char          *search,
                           CarcStoreListFlags   flags,
                           const char          *game_id,
                           GError             **error)
{
  g_autoptr(GArray) keys = g_array_new (FALSE, FALSE, sizeof (CarcStoreGameKey));
  g_autofree char *where = NULL;
  g_autofree char *needle = NULL;
  g_autofree char *sql = NULL;
  const char *time = (flags & CARC_STORE_LIST_DELETED) ? "g.deleted" : "g.created";
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (CARC_IS_STORE (self), NULL);

  where = list_where (self, search, flags, &needle);
  /* Every column named here is in the covering index games_finished, so
   * that the list of 10,000 games never reads their rows (each with its
   * setup's JSON, often on overflow pages): 4 ms rather than 60. */
  sql = g_strdup_printf ("SELECT g.id, %s FROM games g INDEXED BY games_finished"
                         " WHERE %s%s ORDER BY %s DESC, g.id DESC",
                         time, where, game_id != NULL ? " AND g.uuid = ?3" : "", time);
  stmt = carc_store_prepare (self, sql, error);
  if (stmt == NULL)
    return NULL;
  if (needle)
    sqlite3_bind_text (stmt, 1, needle, -1, SQLITE_TRANSIENT);
  if (game_id)
    sqlite3_bind_text (stmt, 3, game_id, -1, SQLITE_TRANSIENT);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      CarcStoreGameKey key = { sqlite3_column_int64 (stmt, 0), sqlite3_column_int64 (stmt, 1) };

      g_array_append_val (keys, key);
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      carc_store_set_error (self, error, rc, _("reading the games"));
      return NULL;
    }
  return g_steal_pointer (&keys);
}

GPtrArray *
carc_store_get_game_summaries (CarcStore     *self,
                               const gint64  *keys,
                               guint          n_keys,
                               GError       **error)
{
  g_autoptr(GString) json = g_string_new ("[");
  g_autoptr(GPtrArray) found = NULL;
  g_autoptr(GHashTable) index_of = g_hash_table_new (g_int64_hash, g_int64_equal);
  g_autofree gint64 *found_keys = NULL;
  GPtrArray *summaries;

  g_return_val_if_fail (CARC_IS_STORE (self), NULL);
  g_return_val_if_fail (keys != NULL || n_keys == 0, NULL);

  for (guint i = 0; i < n_keys; i++)
    g_string_append_printf (json, "%s%" G_GINT64_FORMAT, i > 0 ? "," : "", keys[i]);
  g_string_append_c (json, ']');

  found = query_summaries_keyed (self, json->str, &found_keys, error);
  if (found == NULL)
    return NULL;
  for (guint i = 0; i < found->len; i++)
    g_hash_table_insert (index_of, &found_keys[i], GUINT_TO_POINTER (i + 1));

  summaries = g_ptr_array_new_full (n_keys, (GDestroyNotify) carc_store_game_summary_free);
  for (guint i = 0; i < n_keys; i++)
    {
      guint index = GPOINTER_TO_UINT (g_hash_table_lookup (index_of, &keys[i]));

      /* taken from @found, so that a key asked twice gets NULL the second time */
      g_ptr_array_add (summaries, index > 0 ? g_steal_pointer (&found->pdata[index - 1]) : NULL);
    }
  return summaries;
}

CarcStoreGameSummary *
carc_store_get_game_summary (CarcStore   *self,
                             const char  *game_id,
                             GError     **error)
{
  g_autoptr(GPtrArray) found = NULL;

  g_return_val_if_fail (CARC_IS_STORE (self), NULL);
  g_return_val_if_fail (game_id != NULL, NULL);

  found = query_summaries (self, "g.uuid = ?3", "g.id", NULL, game_id, 1, error);
  if (found == NULL)
    return NULL;
  if (found->len == 0)
    {
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_NOT_FOUND,
                   _("There is no game %s in the database."), game_id);
      return NULL;
    }
  return g_ptr_array_steal_index (found, 0);
}

CarcStoreGameSummary *
carc_store_find_unfinished_game (CarcStore  *self,
                                 GError    **error)
{
  g_autoptr(GPtrArray) found = NULL;

  g_return_val_if_fail (CARC_IS_STORE (self), NULL);

  found = query_summaries (self, "g.deleted IS NULL AND g.state = 'playing'",
                           "g.updated DESC, g.id DESC", NULL, NULL, 1, error);
  if (found == NULL || found->len == 0)
    return NULL;
  return g_ptr_array_steal_index (found, 0);
}
