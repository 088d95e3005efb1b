/* carc-store-stats.c: statistics over the stored results
 *
 * One pass over the results table (one row per player and finished game,
 * written when the game ended) and one over the points per kind
 * (result_points, summed by SQLite), so statistics never replay a game.
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
  g_clear_pointer (&entry->points, g_free);
  g_clear_pointer (&entry->scores, g_free);
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
  g_strfreev (stats->kinds);
  for (guint i = 0; i < stats->n_games; i++)
    g_free (stats->games[i].id);
  g_free (stats->games);
  g_free (stats);
}

gint64
carc_store_stats_get_points (const CarcStoreStats      *stats,
                             const CarcStoreStatsEntry *entry,
                             const char                *kind)
{
  g_return_val_if_fail (stats != NULL && entry != NULL && kind != NULL, 0);

  for (guint k = 0; k < stats->n_kinds; k++)
    if (strcmp (stats->kinds[k], kind) == 0)
      return entry->points[k];
  return 0;
}

/* What the accumulation needs beyond the public entry. */
typedef struct {
  CarcStoreStatsEntry entry;
  gint64              score_sum;
  gint64              turn_time;
  gint64              last_game;    /* games are counted once per entry */
  GHashTable         *games;        /* overall: distinct games */
  GArray             *scores;       /* players: GameScore, for the charts */
  GArray             *points;       /* players: gint64 by kind, in the order kinds turned up */
  /* tie-breaks: the earliest game holds a record */
  gint64              city_game, road_game, score_game;
} Accumulator;

typedef struct {
  gint64 rowid;
  int    score;
} GameScore;

/* A game counted: its index among them once they are sorted by date. */
typedef struct {
  gint64  rowid;
  char   *uuid;
  gint64  created;
  guint   index;
} GameInfo;

static void
game_info_free (gpointer data)
{
  GameInfo *info = data;
  g_free (info->uuid);
  g_free (info);
}

typedef struct {
  gint64      rowid;
  const char *uuid;
  const char *player;
  gint64      created;
  int         score;
  gboolean    winner;
  gboolean    shared;
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
  if (acc->scores)
    {
      GameScore score = { row->rowid, row->score };
      g_array_append_val (acc->scores, score);
    }
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

static int
compare_games (gconstpointer a,
               gconstpointer b)
{
  const GameInfo *ga = *(const GameInfo * const *) a, *gb = *(const GameInfo * const *) b;

  if (ga->created != gb->created)
    return ga->created < gb->created ? -1 : 1;
  return ga->rowid < gb->rowid ? -1 : ga->rowid > gb->rowid;
}

static int
compare_scores (gconstpointer a,
                gconstpointer b)
{
  const CarcStoreScore *sa = a, *sb = b;
  return sa->game < sb->game ? -1 : sa->game > sb->game;
}

/* The engine's order of the kinds it knows; a kind it does not know (a
 * newer version stored it) after them, by name. */
static guint
kind_rank (const char *kind)
{
  for (guint k = 0; k < CARC_N_SCORE_KINDS; k++)
    if (strcmp (kind, carc_score_kind_name (k)) == 0)
      return k;
  return CARC_N_SCORE_KINDS;
}

static int
compare_kinds (gconstpointer a,
               gconstpointer b)
{
  const char *ka = *(const char * const *) a, *kb = *(const char * const *) b;
  guint ra = kind_rank (ka), rb = kind_rank (kb);

  if (ra != rb)
    return ra < rb ? -1 : 1;
  return strcmp (ka, kb);
}

gboolean
carc_store_resolve_player (CarcStore   *self,
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

static void
accumulator_free (gpointer data)
{
  Accumulator *acc = data;

  entry_clear (&acc->entry);
  if (acc->scores)
    g_array_unref (acc->scores);
  if (acc->points)
    g_array_unref (acc->points);
  g_free (acc);
}

/* @points (by the index of the kind in @kinds) in the order of @sorted. */
static gint64 *
sorted_points (GArray    *points,
               GPtrArray *kinds,
               GPtrArray *sorted)
{
  gint64 *out = g_new0 (gint64, MAX (sorted->len, 1));

  for (guint k = 0; k < sorted->len; k++)
    for (guint i = 0; i < kinds->len; i++)
      if (kinds->pdata[i] == sorted->pdata[k])
        {
          out[k] = i < points->len ? g_array_index (points, gint64, i) : 0;
          break;
        }
  return out;
}

void
carc_store_bind_stats_filter (sqlite3_stmt               *stmt,
                              const CarcStoreStatsFilter *filter,
                              gint64                      player_id,
                              const char                 *sets_json)
{
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
}

char *
carc_store_stats_sets_json (CarcStore           *self,
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
  /* the games counted; ?4 is the player, in results (r) and result_points (rp) alike */
  static const char games_filter[] = CARC_STORE_STATS_GAMES_WHERE;
  g_autofree char *results_sql = g_strconcat (
    "SELECT g.id, g.uuid, p.name, g.created, r.score, r.winner, r.shared,"
    " r.biggest_city, r.longest_road, r.turns, r.turn_time, r.player"
    " FROM results r JOIN games g ON g.id = r.game JOIN players p ON p.id = r.player",
    games_filter, " AND (?4 IS NULL OR r.player = ?4)", NULL);
  /* summed here rather than with GROUP BY, whose temporary b-tree costs
   * ten times the scan (docs/performance.md) */
  g_autofree char *points_sql = g_strconcat (
    "SELECT rp.player, rp.kind, rp.points FROM result_points rp JOIN games g ON g.id = rp.game",
    games_filter, " AND (?4 IS NULL OR rp.player = ?4)", NULL);
  g_autoptr(GHashTable) by_player = NULL;
  g_autoptr(GHashTable) games = NULL;
  g_autoptr(GPtrArray) sorted_games = NULL;
  g_autoptr(GPtrArray) kinds = NULL;
  g_autoptr(GPtrArray) sorted_kinds = NULL;
  g_autoptr(GArray) overall_points = NULL;
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
  if (filter->player && !carc_store_resolve_player (self, filter->player, &player_id, error))
    return NULL;
  if (filter->sets && filter->sets[0] && (sets_json = carc_store_stats_sets_json (self, filter->sets, error)) == NULL)
    return NULL;

  stmt = carc_store_prepare (self, results_sql, error);
  if (stmt == NULL)
    return NULL;
  carc_store_bind_stats_filter (stmt, filter, player_id, sets_json);

  overall.games = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  by_player = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, accumulator_free);
  games = g_hash_table_new_full (g_int64_hash, g_int64_equal, NULL, game_info_free);
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

      if (!g_hash_table_contains (games, &row.rowid))
        {
          GameInfo *info = g_new0 (GameInfo, 1);
          info->rowid = row.rowid;
          info->uuid = g_strdup (row.uuid);
          info->created = row.created;
          g_hash_table_insert (games, &info->rowid, info);
        }
      acc = g_hash_table_lookup (by_player, &pid);
      if (acc == NULL)
        {
          acc = g_new0 (Accumulator, 1);
          acc->last_game = -1;
          acc->entry.name = g_strdup (row.player);
          acc->scores = g_array_new (FALSE, FALSE, sizeof (GameScore));
          acc->points = g_array_new (FALSE, TRUE, sizeof (gint64));
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

  /* points by player and kind: whatever kinds the games have, numbered
   * as they turn up, sorted afterwards */
  kinds = g_ptr_array_new_with_free_func (g_free);
  overall_points = g_array_new (FALSE, TRUE, sizeof (gint64));
  stmt = carc_store_prepare (self, points_sql, error);
  if (stmt != NULL)
    {
      carc_store_bind_stats_filter (stmt, filter, player_id, sets_json);
      while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
        {
          gint64 pid = sqlite3_column_int64 (stmt, 0);
          const char *kind = (const char *) sqlite3_column_text (stmt, 1);
          gint64 points = sqlite3_column_int64 (stmt, 2);
          Accumulator *acc = g_hash_table_lookup (by_player, &pid);
          guint k;

          for (k = 0; k < kinds->len && strcmp (kinds->pdata[k], kind) != 0; k++)
            ;
          if (k == kinds->len)
            {
              g_ptr_array_add (kinds, g_strdup (kind));
              g_array_set_size (overall_points, kinds->len);
            }
          g_array_index (overall_points, gint64, k) += points;
          if (acc != NULL)
            {
              if (acc->points->len < kinds->len)
                g_array_set_size (acc->points, kinds->len);
              g_array_index (acc->points, gint64, k) += points;
            }
        }
      sqlite3_reset (stmt);
    }
  if (stmt == NULL || rc != SQLITE_DONE)
    {
      if (stmt != NULL)
        carc_store_set_error (self, error, rc, _("computing the statistics"));
      g_hash_table_unref (overall.games);
      entry_clear (&overall.entry);
      return NULL;
    }
  sorted_kinds = g_ptr_array_copy (kinds, NULL, NULL);
  g_ptr_array_set_free_func (sorted_kinds, NULL);   /* the strings stay kinds' */
  g_ptr_array_sort (sorted_kinds, compare_kinds);
  overall.entry.points = sorted_points (overall_points, kinds, sorted_kinds);

  finish_entry (&overall);
  g_hash_table_unref (overall.games);
  stats = g_new0 (CarcStoreStats, 1);
  stats->overall = overall.entry;
  stats->n_kinds = sorted_kinds->len;
  stats->kinds = g_new0 (char *, sorted_kinds->len + 1);
  for (guint k = 0; k < sorted_kinds->len; k++)
    stats->kinds[k] = g_strdup (sorted_kinds->pdata[k]);

  /* the games in date order, for the charts */
  sorted_games = g_ptr_array_sized_new (g_hash_table_size (games));
  g_hash_table_iter_init (&iter, games);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    g_ptr_array_add (sorted_games, value);
  g_ptr_array_sort (sorted_games, compare_games);
  stats->n_games = sorted_games->len;
  stats->games = g_new0 (CarcStoreStatsGame, MAX (sorted_games->len, 1));
  for (guint i = 0; i < sorted_games->len; i++)
    {
      GameInfo *info = sorted_games->pdata[i];
      info->index = i;
      stats->games[i].id = g_strdup (info->uuid);
      stats->games[i].created = info->created;
    }

  entries = g_array_sized_new (FALSE, FALSE, sizeof (CarcStoreStatsEntry), g_hash_table_size (by_player));
  g_hash_table_iter_init (&iter, by_player);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      Accumulator *acc = value;

      finish_entry (acc);
      acc->entry.points = sorted_points (acc->points, kinds, sorted_kinds);
      acc->entry.n_scores = acc->scores->len;
      acc->entry.scores = g_new (CarcStoreScore, MAX (acc->scores->len, 1));
      for (guint i = 0; i < acc->scores->len; i++)
        {
          GameScore *score = &g_array_index (acc->scores, GameScore, i);
          GameInfo *info = g_hash_table_lookup (games, &score->rowid);

          acc->entry.scores[i].game = info->index;
          acc->entry.scores[i].score = score->score;
        }
      qsort (acc->entry.scores, acc->entry.n_scores, sizeof (CarcStoreScore), compare_scores);
      g_array_append_val (entries, acc->entry);
      /* the entry's memory moved to the array */
      memset (&acc->entry, 0, sizeof acc->entry);
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
              const CarcStoreStats      *stats,
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
  for (guint k = 0; k < stats->n_kinds; k++)
    {
      if (k)
        g_string_append_c (out, ',');
      carc_store_append_json_string (out, stats->kinds[k]);
      g_string_append_printf (out, ":%" G_GINT64_FORMAT, e->points[k]);
    }
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

  append_entry (out, stats, &stats->overall);
  g_string_append (out, ",\"players\":[");
  for (guint i = 0; i < stats->n_players; i++)
    {
      if (i)
        g_string_append_c (out, ',');
      append_entry (out, stats, &stats->players[i]);
    }
  g_string_append (out, "]}");
  return g_string_free (out, FALSE);
}
