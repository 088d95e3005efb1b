/* carc-store-stats.c: statistics over the stored results
 *
 * One pass over the results table (one row per player and finished game,
 * written when the game ended), so statistics never replay a game.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "carc-store-private.h"
#include "carc-record.h"

#include <math.h>
#include <string.h>

static void
record_clear (CarcStoreRecord *record)
{
  g_clear_pointer (&record->game_id, g_free);
  g_clear_pointer (&record->player, g_free);
}

static void
entry_clear (CarcStoreStatsEntry *entry)
{
  g_clear_pointer (&entry->name, g_free);
  record_clear (&entry->biggest_city);
  record_clear (&entry->longest_road);
  record_clear (&entry->highest_score);
}

void
carc_store_stats_free (CarcStoreStats *stats)
{
  if (stats == NULL)
    return;
  entry_clear (&stats->overall);
  for (guint i = 0; i < stats->n_players; i++)
    entry_clear (&stats->players[i]);
  g_free (stats->players);
  g_free (stats);
}

/* What the accumulation needs beyond the public entry. */
typedef struct {
  CarcStoreStatsEntry entry;
  gint64              score_sum;
  gint64              turn_time;
  gint64              last_game;    /* games are counted once per entry */
  GHashTable         *games;        /* overall: distinct games */
  /* tie-breaks: the earliest game holds a record */
  gint64              city_game, road_game, score_game;
} Accumulator;

typedef struct {
  gint64      rowid;
  const char *uuid;
  const char *player;
  gint64      created;
  int         score;
  gboolean    winner;
  gboolean    shared;
  int         points[CARC_N_SCORE_KINDS];
  int         biggest_city;
  int         longest_road;
  int         turns;
  gint64      turn_time;
} Row;

/* Is (created, rowid) earlier than the record holder's game? */
static gboolean
earlier (const Row             *row,
         const CarcStoreRecord *record,
         gint64                 record_rowid)
{
  return row->created < record->date || (row->created == record->date && row->rowid < record_rowid);
}

static void
offer_record (CarcStoreRecord *record,
              gint64          *record_rowid,
              int              value,
              const Row       *row)
{
  if (record->game_id == NULL || value > record->value
      || (value == record->value && earlier (row, record, *record_rowid)))
    {
      record_clear (record);
      record->value = value;
      record->game_id = g_strdup (row->uuid);
      record->player = g_strdup (row->player);
      record->date = row->created;
      *record_rowid = row->rowid;
    }
}

static void
accumulate (Accumulator *acc,
            const Row   *row)
{
  CarcStoreStatsEntry *e = &acc->entry;

  if (acc->games)
    g_hash_table_add (acc->games, g_memdup2 (&row->rowid, sizeof row->rowid));
  else if (acc->last_game != row->rowid)
    {
      e->games++;
      acc->last_game = row->rowid;
    }
  if (e->results == 0)
    {
      e->best_score = row->score;
      e->worst_score = row->score;
    }
  e->results++;
  e->best_score = MAX (e->best_score, row->score);
  e->worst_score = MIN (e->worst_score, row->score);
  acc->score_sum += row->score;
  if (row->winner)
    e->wins++;
  if (row->shared)
    e->shared_wins++;
  for (guint k = 0; k < CARC_N_SCORE_KINDS; k++)
    e->points[k] += row->points[k];
  if (row->biggest_city > 0)
    offer_record (&e->biggest_city, &acc->city_game, row->biggest_city, row);
  if (row->longest_road > 0)
    offer_record (&e->longest_road, &acc->road_game, row->longest_road, row);
  offer_record (&e->highest_score, &acc->score_game, row->score, row);
  e->turns += (guint) row->turns;
  acc->turn_time += row->turn_time;
}

static void
finish_entry (Accumulator *acc)
{
  CarcStoreStatsEntry *e = &acc->entry;

  if (acc->games)
    e->games = g_hash_table_size (acc->games);
  e->win_rate = e->results ? (double) e->wins / e->results : 0.0;
  e->average_score = e->results ? (double) acc->score_sum / e->results : 0.0;
  e->average_turn_seconds = e->turns ? (double) acc->turn_time / e->turns / G_USEC_PER_SEC : -1.0;
}

static int
compare_entries (gconstpointer a,
                 gconstpointer b)
{
  const CarcStoreStatsEntry *ea = a, *eb = b;
  g_autofree char *ka = carc_store_fold (ea->name);
  g_autofree char *kb = carc_store_fold (eb->name);
  int c = g_utf8_collate (ka, kb);

  return c ? c : strcmp (ea->name, eb->name);
}

static gboolean
resolve_player (CarcStore   *self,
                const char  *name,
                gint64      *out_id,
                GError     **error)
{
  g_autofree char *key = carc_store_fold (name);

  if (!carc_store_find_player (self, key, out_id, error))
    return FALSE;
  if (*out_id == 0)
    {
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_NOT_FOUND,
                   _("There is no player called “%s”."), name);
      return FALSE;
    }
  return TRUE;
}

static char *
sets_filter_json (CarcStore           *self,
                  const char * const  *sets,
                  GError             **error)
{
  g_autoptr(GString) json = g_string_new ("[");

  for (guint i = 0; sets[i]; i++)
    {
      if (carc_catalogue_lookup_set (carc_store_get_catalogue (self), sets[i]) < 0)
        {
          g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID,
                       _("There is no tile set “%s”."), sets[i]);
          return NULL;
        }
      if (i > 0)
        g_string_append_c (json, ',');
      carc_store_append_json_string (json, sets[i]);
    }
  g_string_append_c (json, ']');
  return g_string_free (g_steal_pointer (&json), FALSE);
}

CarcStoreStats *
carc_store_get_stats (CarcStore                  *self,
                      const CarcStoreStatsFilter *filter,
                      GError                    **error)
{
  static const CarcStoreStatsFilter no_filter = { 0 };
  g_autoptr(GString) sql = g_string_new ("SELECT g.id, g.uuid, p.name, g.created, r.score, r.winner, r.shared, "
                                         "r.biggest_city, r.longest_road, r.turns, r.turn_time, r.player");
  g_autoptr(GHashTable) by_player = NULL;
  g_autoptr(GArray) entries = NULL;
  g_autofree char *sets_json = NULL;
  Accumulator overall = { 0 };
  CarcStoreStats *stats;
  gint64 player_id = 0;
  sqlite3_stmt *stmt;
  GHashTableIter iter;
  gpointer value;
  int rc;

  g_return_val_if_fail (CARC_IS_STORE (self), NULL);

  if (filter == NULL)
    filter = &no_filter;
  if (filter->player && !resolve_player (self, filter->player, &player_id, error))
    return NULL;
  if (filter->sets && filter->sets[0] && (sets_json = sets_filter_json (self, filter->sets, error)) == NULL)
    return NULL;

  for (guint k = 0; k < CARC_N_SCORE_KINDS; k++)
    g_string_append_printf (sql, ", r.%s", carc_score_kind_name (k));
  g_string_append (sql,
    " FROM results r JOIN games g ON g.id = r.game JOIN players p ON p.id = r.player"
    " WHERE g.deleted IS NULL AND g.state = 'finished'"
    "   AND (?1 IS NULL OR g.type = ?1)"
    "   AND (?2 IS NULL OR g.created >= ?2)"
    "   AND (?3 IS NULL OR g.created < ?3)"
    "   AND (?4 IS NULL OR r.player = ?4)"
    "   AND (?5 IS NULL OR NOT EXISTS (SELECT 1 FROM json_each (?5) f"
    "                                   WHERE f.value NOT IN (SELECT value FROM json_each (g.sets))))");
  stmt = carc_store_prepare (self, sql->str, error);
  if (stmt == NULL)
    return NULL;
  if (filter->type != CARC_STORE_GAME_ANY)
    sqlite3_bind_text (stmt, 1, carc_store_game_type_name (filter->type), -1, SQLITE_STATIC);
  if (filter->from)
    sqlite3_bind_int64 (stmt, 2, filter->from);
  if (filter->to)
    sqlite3_bind_int64 (stmt, 3, filter->to);
  if (player_id)
    sqlite3_bind_int64 (stmt, 4, player_id);
  if (sets_json)
    sqlite3_bind_text (stmt, 5, sets_json, -1, SQLITE_TRANSIENT);

  overall.games = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  by_player = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      Row row;
      gint64 pid = sqlite3_column_int64 (stmt, 11);
      Accumulator *acc;

      row.rowid = sqlite3_column_int64 (stmt, 0);
      row.uuid = (const char *) sqlite3_column_text (stmt, 1);
      row.player = (const char *) sqlite3_column_text (stmt, 2);
      row.created = sqlite3_column_int64 (stmt, 3);
      row.score = sqlite3_column_int (stmt, 4);
      row.winner = sqlite3_column_int (stmt, 5) != 0;
      row.shared = sqlite3_column_int (stmt, 6) != 0;
      row.biggest_city = sqlite3_column_int (stmt, 7);
      row.longest_road = sqlite3_column_int (stmt, 8);
      row.turns = sqlite3_column_int (stmt, 9);
      row.turn_time = sqlite3_column_int64 (stmt, 10);
      for (guint k = 0; k < CARC_N_SCORE_KINDS; k++)
        row.points[k] = sqlite3_column_int (stmt, 12 + (int) k);

      acc = g_hash_table_lookup (by_player, &pid);
      if (acc == NULL)
        {
          acc = g_new0 (Accumulator, 1);
          acc->last_game = -1;
          acc->entry.name = g_strdup (row.player);
          g_hash_table_insert (by_player, g_memdup2 (&pid, sizeof pid), acc);
        }
      accumulate (acc, &row);
      accumulate (&overall, &row);
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      g_hash_table_unref (overall.games);
      entry_clear (&overall.entry);
      carc_store_set_error (self, error, rc, _("computing the statistics"));
      return NULL;
    }

  finish_entry (&overall);
  g_hash_table_unref (overall.games);
  stats = g_new0 (CarcStoreStats, 1);
  stats->overall = overall.entry;

  entries = g_array_sized_new (FALSE, FALSE, sizeof (CarcStoreStatsEntry), g_hash_table_size (by_player));
  g_hash_table_iter_init (&iter, by_player);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      Accumulator *acc = value;
      finish_entry (acc);
      g_array_append_val (entries, acc->entry);
    }
  g_array_sort (entries, compare_entries);
  stats->n_players = entries->len;
  stats->players = (CarcStoreStatsEntry *) (void *) g_array_free (g_steal_pointer (&entries), FALSE);
  return stats;
}

/* ---- JSON ---------------------------------------------------------------------------- */

/* Written by hand rather than with JsonGenerator, which prints doubles with
 * 17 digits (0.55559999999999998): ratios get 4 decimals, no trailing zeros. */
static void
append_double (GString *out,
               double   value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];
  char *end;

  g_ascii_formatd (buffer, sizeof buffer, "%.4f", round (value * 10000.0) / 10000.0);
  end = buffer + strlen (buffer) - 1;
  while (end > buffer && *end == '0' && end[-1] != '.')
    *end-- = '\0';
  g_string_append (out, strcmp (buffer, "-0.0") == 0 ? "0.0" : buffer);
}

static void
append_record (GString               *out,
               const char            *name,
               const char            *unit,
               const CarcStoreRecord *record)
{
  g_autofree char *date = NULL;

  g_string_append_printf (out, "\"%s\":", name);
  if (record->game_id == NULL)
    {
      g_string_append (out, "null");
      return;
    }
  date = carc_record_format_time (record->date);
  g_string_append_printf (out, "{\"%s\":%d,\"game\":", unit, record->value);
  carc_store_append_json_string (out, record->game_id);
  g_string_append (out, ",\"player\":");
  carc_store_append_json_string (out, record->player);
  g_string_append (out, ",\"date\":");
  carc_store_append_json_string (out, date);
  g_string_append_c (out, '}');
}

static void
append_entry (GString                   *out,
              const CarcStoreStatsEntry *e)
{
  g_string_append_c (out, '{');
  if (e->name)
    {
      g_string_append (out, "\"name\":");
      carc_store_append_json_string (out, e->name);
      g_string_append_c (out, ',');
    }
  g_string_append_printf (out, "\"games\":%u,\"results\":%u,\"wins\":%u,\"shared_wins\":%u,\"win_rate\":",
                          e->games, e->results, e->wins, e->shared_wins);
  append_double (out, e->win_rate);
  g_string_append (out, ",\"average_score\":");
  append_double (out, e->average_score);
  g_string_append_printf (out, ",\"best_score\":%d,\"worst_score\":%d,\"points\":{", e->best_score, e->worst_score);
  for (guint k = 0; k < CARC_N_SCORE_KINDS; k++)
    g_string_append_printf (out, "%s\"%s\":%" G_GINT64_FORMAT, k ? "," : "", carc_score_kind_name (k), e->points[k]);
  g_string_append (out, "},\"records\":{");
  append_record (out, "biggest_city", "tiles", &e->biggest_city);
  g_string_append_c (out, ',');
  append_record (out, "longest_road", "tiles", &e->longest_road);
  g_string_append_c (out, ',');
  append_record (out, "highest_score", "points", &e->highest_score);
  g_string_append_printf (out, "},\"turns\":%u,\"average_turn_seconds\":", e->turns);
  if (e->average_turn_seconds < 0)
    g_string_append (out, "null");
  else
    append_double (out, e->average_turn_seconds);
  g_string_append_c (out, '}');
}

char *
carc_store_stats_to_json (const CarcStoreStats *stats)
{
  GString *out = g_string_new ("{\"overall\":");

  append_entry (out, &stats->overall);
  g_string_append (out, ",\"players\":[");
  for (guint i = 0; i < stats->n_players; i++)
    {
      if (i)
        g_string_append_c (out, ',');
      append_entry (out, &stats->players[i]);
    }
  g_string_append (out, "]}");
  return g_string_free (out, FALSE);
}
