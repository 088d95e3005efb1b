/* carc-store-results.c: what the store derives from a game's log
 *
 * The event count, the scores, the finished state, and for a finished game
 * its results, points per kind and scorings: rewritten from the replayed
 * game whenever its log changes, so that History and the statistics
 * (carc-store-stats.c) read them and never replay a game.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "carc-store-private.h"

#include "carc-registry.h"

/* When the game ended: its last event's time, else now for a game being
 * played, else (an import without times) its creation. */
static gint64
end_time (const CarcGame *game,
          gboolean        live)
{
  guint n = carc_game_get_n_events (game);

  if (n > 0 && carc_game_get_event (game, n - 1)->time)
    return carc_game_get_event (game, n - 1)->time;
  return live ? g_get_real_time () : carc_game_get_created (game);
}

/* Turn times: a turn is a run of events by the same player; it lasts from
 * the previous run's last event to its own last one. Runs with an unknown
 * or overlong gap (a paused game) are left out. */
static void
turn_times (CarcStore      *self,
            gint64          rowid,
            const CarcGame *game,
            guint          *turns,
            gint64         *turn_time)
{
  guint n = carc_game_get_n_events (game);
  g_autofree gint64 *times = g_new0 (gint64, n + 1);
  sqlite3_stmt *stmt = carc_store_prepare (self, "SELECT idx, saved FROM events WHERE game = ? AND saved IS NOT NULL", NULL);

  if (stmt)
    {
      sqlite3_bind_int64 (stmt, 1, rowid);
      while (sqlite3_step (stmt) == SQLITE_ROW)
        {
          gint64 idx = sqlite3_column_int64 (stmt, 0);
          if (idx >= 0 && idx < n)
            times[idx] = sqlite3_column_int64 (stmt, 1);
        }
      sqlite3_reset (stmt);
    }
  for (guint i = 0; i < n; i++)
    if (carc_game_get_event (game, i)->time)
      times[i] = carc_game_get_event (game, i)->time;

  for (guint start = 0; start < n;)
    {
      guint player = carc_game_event_player (game, start);
      guint end = start;
      gboolean known = start > 0;
      gint64 total;

      while (end + 1 < n && carc_game_event_player (game, end + 1) == player)
        end++;
      for (guint i = start; i <= end && known; i++)
        {
          gint64 gap = times[i] - times[i - 1];
          if (times[i] == 0 || times[i - 1] == 0 || gap < 0 || gap > CARC_STORE_MAX_TURN_USEC)
            known = FALSE;
        }
      total = known ? times[end] - times[start - 1] : 0;
      if (known && player < CARC_MAX_PLAYERS)
        {
          turns[player]++;
          turn_time[player] += total;
        }
      start = end + 1;
    }
}

/* The score categories as results columns: schema 2 had the big box's,
 * schema 3 added Hunters & Gatherers', schema 4 has none (result_points
 * rows instead). Those columns are the first kinds of the engine, by name. */
static guint
n_score_columns (guint schema)
{
  G_STATIC_ASSERT (CARC_N_SCORE_KINDS >= CARC_SCORE_CANOE + 1);
  return schema >= 4 ? 0 : schema == 3 ? CARC_SCORE_CANOE + 1 : CARC_SCORE_GUARD + 1;
}

gboolean
carc_store_write_results (CarcStore      *self,
                          gint64          rowid,
                          const CarcGame *game,
                          guint           schema,
                          GError        **error)
{
  const CarcState *state = carc_game_get_state (game);
  guint n_kinds = n_score_columns (schema);
  g_autoptr(GString) sql = g_string_new ("INSERT INTO results (game, seat, player, score, winner, shared, "
                                         "biggest_city, longest_road, turns, turn_time");
  guint biggest_city[CARC_MAX_PLAYERS] = { 0 }, longest_road[CARC_MAX_PLAYERS] = { 0 };
  guint turns[CARC_MAX_PLAYERS] = { 0 };
  gint64 turn_time[CARC_MAX_PLAYERS] = { 0 };
  guint32 winners;
  sqlite3_stmt *stmt;

  stmt = carc_store_prepare (self, "DELETE FROM results WHERE game = ?", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, rowid);
  if (!store_step_done (self, stmt, _("clearing the results"), error))
    return FALSE;
  if (schema >= 4)
    {
      stmt = carc_store_prepare (self, "DELETE FROM result_points WHERE game = ?", error);
      if (stmt == NULL)
        return FALSE;
      sqlite3_bind_int64 (stmt, 1, rowid);
      if (!store_step_done (self, stmt, _("clearing the results"), error))
        return FALSE;
    }
  stmt = carc_store_prepare (self, "DELETE FROM scorings WHERE game = ?", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, rowid);
  if (!store_step_done (self, stmt, _("clearing the scorings"), error))
    return FALSE;
  if (carc_state_get_phase (state) != CARC_PHASE_OVER)
    return TRUE;

  /* the detail column came with version 6 */
  stmt = carc_store_prepare (self, schema >= 6
    ? "INSERT INTO scorings (game, n, grp, event, turn, seat, kind, points, tiles, pennants, count, final, flags, detail)"
      " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
    : "INSERT INTO scorings (game, n, grp, event, turn, seat, kind, points, tiles, pennants, count, final, flags)"
      " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", error);
  if (stmt == NULL)
    return FALSE;
  for (guint i = 0; i < carc_state_get_n_scorings (state); i++)
    {
      const CarcScoring *s = &carc_state_get_scorings (state)[i];

      if (s->player < CARC_MAX_PLAYERS && s->kind == CARC_SCORE_CITY)
        biggest_city[s->player] = MAX (biggest_city[s->player], s->tiles);
      if (s->player < CARC_MAX_PLAYERS && s->kind == CARC_SCORE_ROAD)
        longest_road[s->player] = MAX (longest_road[s->player], s->tiles);
      sqlite3_reset (stmt);
      sqlite3_bind_int64 (stmt, 1, rowid);
      sqlite3_bind_int (stmt, 2, (int) i);
      sqlite3_bind_int (stmt, 3, s->group);
      sqlite3_bind_int (stmt, 4, s->event);
      sqlite3_bind_int (stmt, 5, s->turn);
      sqlite3_bind_int (stmt, 6, s->player);
      sqlite3_bind_text (stmt, 7, carc_score_kind_name (s->kind), -1, SQLITE_STATIC);
      sqlite3_bind_int (stmt, 8, s->points);
      sqlite3_bind_int (stmt, 9, s->tiles);
      sqlite3_bind_int (stmt, 10, s->pennants);
      sqlite3_bind_int (stmt, 11, s->count);
      sqlite3_bind_int (stmt, 12, s->final ? 1 : 0);
      sqlite3_bind_int (stmt, 13, s->flags);
      if (schema >= 6)
        {
          /* NULL for a kind without details */
          const char *detail = carc_registry_score_detail (s->kind, s->detail);

          if (detail != NULL)
            sqlite3_bind_text (stmt, 14, detail, -1, SQLITE_STATIC);
          else
            sqlite3_bind_null (stmt, 14);
        }
      if (!store_step_done (self, stmt, _("saving the scorings"), error))
        return FALSE;
    }

  turn_times (self, rowid, game, turns, turn_time);
  winners = carc_state_winners (state, NULL);

  for (guint k = 0; k < n_kinds; k++)
    g_string_append_printf (sql, ", %s", carc_score_kind_name (k));
  g_string_append (sql, ") SELECT game, seat, player, ?, ?, ?, ?, ?, ?, ?");
  for (guint k = 0; k < n_kinds; k++)
    g_string_append (sql, ", ?");
  g_string_append (sql, " FROM game_players WHERE game = ? AND seat = ?");
  stmt = carc_store_prepare (self, sql->str, error);
  if (stmt == NULL)
    return FALSE;
  for (guint p = 0; p < carc_state_get_n_players (state); p++)
    {
      int col = 1;
      gboolean winner = (winners & (1u << p)) != 0;

      sqlite3_reset (stmt);
      sqlite3_bind_int (stmt, col++, carc_state_get_players (state)[p].score);
      sqlite3_bind_int (stmt, col++, winner);
      sqlite3_bind_int (stmt, col++, winner && (winners & (winners - 1)) != 0 /* shared */);
      sqlite3_bind_int (stmt, col++, (int) biggest_city[p]);
      sqlite3_bind_int (stmt, col++, (int) longest_road[p]);
      sqlite3_bind_int (stmt, col++, (int) turns[p]);
      sqlite3_bind_int64 (stmt, col++, turn_time[p]);
      for (guint k = 0; k < n_kinds; k++)
        sqlite3_bind_int (stmt, col++, carc_state_get_players (state)[p].by_kind[k]);
      sqlite3_bind_int64 (stmt, col++, rowid);
      sqlite3_bind_int (stmt, col++, (int) p);
      if (!store_step_done (self, stmt, _("saving the results"), error))
        return FALSE;
    }
  if (schema < 4)
    return TRUE;

  /* one row per kind a player scored in: whatever kinds the engine has */
  stmt = carc_store_prepare (self,
    "INSERT INTO result_points (game, seat, player, kind, points)"
    " SELECT game, seat, player, ?, ? FROM game_players WHERE game = ? AND seat = ?", error);
  if (stmt == NULL)
    return FALSE;
  for (guint p = 0; p < carc_state_get_n_players (state); p++)
    for (guint k = 0; k < CARC_N_SCORE_KINDS; k++)
      {
        if (carc_state_get_players (state)[p].by_kind[k] == 0)
          continue;
        sqlite3_reset (stmt);
        sqlite3_bind_text (stmt, 1, carc_score_kind_name (k), -1, SQLITE_STATIC);
        sqlite3_bind_int (stmt, 2, carc_state_get_players (state)[p].by_kind[k]);
        sqlite3_bind_int64 (stmt, 3, rowid);
        sqlite3_bind_int (stmt, 4, (int) p);
        if (!store_step_done (self, stmt, _("saving the results"), error))
          return FALSE;
      }
  return TRUE;
}

gboolean
store_sync_derived (CarcStore        *self,
              const StoredGame *stored,
              const CarcGame   *game,
              gboolean          live,
              gboolean          rewrite,
              GError          **error)
{
  const CarcState *state = carc_game_get_state (game);
  gboolean over = carc_state_get_phase (state) == CARC_PHASE_OVER;
  sqlite3_stmt *stmt;

  stmt = carc_store_prepare (self, "UPDATE games SET n_events = ?, updated = ? WHERE id = ?", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, carc_game_get_n_events (game));
  sqlite3_bind_int64 (stmt, 2, g_get_real_time ());
  sqlite3_bind_int64 (stmt, 3, stored->rowid);
  if (!store_step_done (self, stmt, _("saving the game"), error))
    return FALSE;

  stmt = carc_store_prepare (self, "UPDATE game_players SET score = ? WHERE game = ? AND seat = ? AND score <> ?", error);
  if (stmt == NULL)
    return FALSE;
  for (guint p = 0; p < carc_state_get_n_players (state); p++)
    {
      sqlite3_reset (stmt);
      sqlite3_bind_int (stmt, 1, carc_state_get_players (state)[p].score);
      sqlite3_bind_int64 (stmt, 2, stored->rowid);
      sqlite3_bind_int (stmt, 3, (int) p);
      sqlite3_bind_int (stmt, 4, carc_state_get_players (state)[p].score);
      if (!store_step_done (self, stmt, _("saving the scores"), error))
        return FALSE;
    }

  if (over && (!stored->finished || rewrite))
    {
      stmt = carc_store_prepare (self, "UPDATE games SET state = 'finished', ended = ? WHERE id = ?", error);
      if (stmt == NULL)
        return FALSE;
      sqlite3_bind_int64 (stmt, 1, stored->finished && stored->ended ? stored->ended : end_time (game, live));
      sqlite3_bind_int64 (stmt, 2, stored->rowid);
      if (!store_step_done (self, stmt, _("finishing the game"), error)
          || !carc_store_write_results (self, stored->rowid, game, CARC_STORE_SCHEMA_VERSION, error))
        return FALSE;
    }
  else if (!over && stored->finished)
    {
      stmt = carc_store_prepare (self, "UPDATE games SET state = 'playing', ended = NULL WHERE id = ?", error);
      if (stmt == NULL)
        return FALSE;
      sqlite3_bind_int64 (stmt, 1, stored->rowid);
      if (!store_step_done (self, stmt, _("reopening the game"), error)
          || !carc_store_write_results (self, stored->rowid, game, CARC_STORE_SCHEMA_VERSION, error))
        return FALSE;
    }
  return TRUE;
}
