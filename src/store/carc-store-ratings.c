/* carc-store-ratings.c: the rating ladder over the stored results
 *
 * One pass over the results of the games a statistics filter selects (one
 * row per player and finished game, written when the game ended), grouped
 * by game and sorted here into the order the games were played; then
 * carc-rating.c rates them one after the other. Nothing is cached: a
 * correction rewrites a game's results, a deletion hides them and an import
 * adds some, and the next call sees it (10,000 games take a few tens of
 * milliseconds, docs/performance.md).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "carc-store-private.h"
#include "carc-rating.h"

#include <math.h>
#include <string.h>

/* A finished game as the ladder needs it. */
typedef struct {
  gint64             rowid;
  char              *uuid;
  CarcStoreGameType  type;
  gint64             created;
  guint              n_players;
  gint64             players[CARC_MAX_PLAYERS];   /* roster ids */
  int                points[CARC_MAX_PLAYERS];    /* final scores */
} RatedGame;

/* A player's rating while the games are rated. */
typedef struct {
  gint64      id;
  const char *name;        /* the names table's */
  CarcRating  rating;
  guint       games;
  double      change;
  GArray     *steps;       /* CarcStoreRatingStep */
} PlayerState;

static void
player_state_free (gpointer data)
{
  PlayerState *state = data;

  if (state->steps)
    g_array_unref (state->steps);
  g_free (state);
}

static void
ladder_clear (CarcStoreLadder *ladder)
{
  for (guint i = 0; i < ladder->n_players; i++)
    {
      g_free (ladder->players[i].name);
      g_free (ladder->players[i].steps);
    }
  g_free (ladder->players);
  for (guint i = 0; i < ladder->n_games; i++)
    g_free (ladder->games[i].id);
  g_free (ladder->games);
}

void
carc_store_ratings_free (CarcStoreRatings *ratings)
{
  if (ratings == NULL)
    return;
  for (guint i = 0; i < ratings->n_ladders; i++)
    ladder_clear (&ratings->ladders[i]);
  g_free (ratings->ladders);
  g_free (ratings);
}

const CarcStoreLadder *
carc_store_ratings_get_ladder (const CarcStoreRatings *ratings,
                               CarcStoreGameType       type)
{
  g_return_val_if_fail (ratings != NULL, NULL);

  for (guint i = 0; i < ratings->n_ladders; i++)
    if (ratings->ladders[i].type == type)
      return &ratings->ladders[i];
  return NULL;
}

/* Game types first (Carcassonne's ladder before the others'), then the order
 * the games were played: start time, then id. */
static int
compare_games (gconstpointer a,
               gconstpointer b)
{
  const RatedGame *ga = a, *gb = b;

  if (ga->type != gb->type)
    return ga->type < gb->type ? -1 : 1;
  if (ga->created != gb->created)
    return ga->created < gb->created ? -1 : 1;
  return strcmp (ga->uuid, gb->uuid);
}

/* An entry of the ladder and whose it is. */
typedef struct {
  CarcStoreRating rating;
  gint64          id;
} LadderEntry;

/* Highest ordinal first; equal ones by name, as the statistics sort. */
static int
compare_entries (gconstpointer a,
                 gconstpointer b)
{
  const CarcStoreRating *ra = &((const LadderEntry *) a)->rating, *rb = &((const LadderEntry *) b)->rating;
  g_autofree char *ka = NULL;
  g_autofree char *kb = NULL;
  int c;

  if (ra->ordinal != rb->ordinal)
    return ra->ordinal > rb->ordinal ? -1 : 1;
  ka = carc_store_fold (ra->name);
  kb = carc_store_fold (rb->name);
  c = g_utf8_collate (ka, kb);
  return c ? c : strcmp (ra->name, rb->name);
}

/* Rates @games[@first … @last) (one game type, in order) into @ladder. */
static void
rate_ladder (const RatedGame *games,
             guint            first,
             guint            last,
             GHashTable      *names,
             gint64           only_player,
             CarcStoreLadder *ladder)
{
  g_autoptr(GHashTable) states = g_hash_table_new_full (g_int64_hash, g_int64_equal, NULL, player_state_free);
  g_autoptr(GArray) rated = g_array_new (FALSE, FALSE, sizeof (CarcStoreStatsGame));
  g_autoptr(GArray) entries = g_array_new (FALSE, FALSE, sizeof (LadderEntry));
  g_autoptr(GArray) out = NULL;
  GHashTableIter iter;
  gpointer value;

  ladder->type = games[first].type;

  for (guint g = first; g < last; g++)
    {
      const RatedGame *game = &games[g];
      PlayerState *seated[CARC_MAX_PLAYERS];
      CarcRating ratings[CARC_MAX_PLAYERS];
      guint ranks[CARC_MAX_PLAYERS];
      CarcStoreStatsGame info;

      /* a game of one ranks nobody */
      if (game->n_players < 2)
        continue;

      for (guint i = 0; i < game->n_players; i++)
        {
          PlayerState *state = g_hash_table_lookup (states, &game->players[i]);

          if (state == NULL)
            {
              state = g_new0 (PlayerState, 1);
              state->id = game->players[i];
              state->name = g_hash_table_lookup (names, &state->id);
              state->rating = carc_rating_initial ();
              state->steps = g_array_new (FALSE, FALSE, sizeof (CarcStoreRatingStep));
              g_hash_table_insert (states, &state->id, state);
            }
          seated[i] = state;
          ratings[i] = state->rating;
        }

      carc_rating_ranks_from_points (game->points, game->n_players, ranks);
      carc_rating_rate_game (ratings, ranks, game->n_players);

      for (guint i = 0; i < game->n_players; i++)
        {
          PlayerState *state = seated[i];
          CarcStoreRatingStep step = { rated->len, ratings[i].mu, ratings[i].sigma,
                                       carc_rating_ordinal (ratings[i]) };

          state->change = step.ordinal - carc_rating_ordinal (state->rating);
          state->rating = ratings[i];
          state->games++;
          g_array_append_val (state->steps, step);
        }

      info.id = g_strdup (game->uuid);
      info.created = game->created;
      g_array_append_val (rated, info);
    }

  g_hash_table_iter_init (&iter, states);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      PlayerState *state = value;
      LadderEntry entry = { { 0 }, state->id };

      entry.rating.name = g_strdup (state->name != NULL ? state->name : "");
      entry.rating.games = state->games;
      entry.rating.mu = state->rating.mu;
      entry.rating.sigma = state->rating.sigma;
      entry.rating.ordinal = carc_rating_ordinal (state->rating);
      entry.rating.change = state->change;
      entry.rating.provisional = state->games < CARC_RATING_PROVISIONAL_GAMES;
      entry.rating.n_steps = state->steps->len;
      entry.rating.steps = (CarcStoreRatingStep *) (void *) g_array_free (g_steal_pointer (&state->steps), FALSE);
      g_array_append_val (entries, entry);
    }
  g_array_sort (entries, compare_entries);

  /* ranked over the whole ladder, then narrowed to the filter's player */
  out = g_array_sized_new (FALSE, FALSE, sizeof (CarcStoreRating), entries->len);
  for (guint i = 0; i < entries->len; i++)
    {
      LadderEntry *entry = &g_array_index (entries, LadderEntry, i);

      entry->rating.rank = i > 0 && entry->rating.ordinal == entry[-1].rating.ordinal
                           ? entry[-1].rating.rank : i + 1;
    }
  for (guint i = 0; i < entries->len; i++)
    {
      LadderEntry *entry = &g_array_index (entries, LadderEntry, i);

      if (only_player == 0 || entry->id == only_player)
        g_array_append_val (out, entry->rating);
      else
        {
          g_free (entry->rating.name);
          g_free (entry->rating.steps);
        }
    }

  ladder->n_players = out->len;
  ladder->players = (CarcStoreRating *) (void *) g_array_free (g_steal_pointer (&out), FALSE);
  ladder->n_games = rated->len;
  ladder->games = (CarcStoreStatsGame *) (void *) g_array_free (g_steal_pointer (&rated), FALSE);
}

static void
rated_game_clear (gpointer data)
{
  RatedGame *game = data;

  g_free (game->uuid);
}

CarcStoreRatings *
carc_store_get_ratings (CarcStore                  *self,
                        const CarcStoreStatsFilter *filter,
                        GError                    **error)
{
  static const CarcStoreStatsFilter no_filter = { 0 };
  /* the names apart: joining the roster for every result costs more than
   * the whole rating (docs/performance.md) */
  static const char sql[] =
    "SELECT g.id, g.uuid, g.type, g.created, r.player, r.score"
    " FROM results r JOIN games g ON g.id = r.game"
    CARC_STORE_STATS_GAMES_WHERE;
  static const char names_sql[] = "SELECT id, name FROM players";
  g_autoptr(GArray) games = NULL;
  g_autoptr(GHashTable) by_rowid = NULL;
  g_autoptr(GHashTable) names = NULL;
  g_autoptr(GArray) ladders = NULL;
  g_autofree char *sets_json = NULL;
  CarcStoreRatings *ratings;
  gint64 player_id = 0;
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (CARC_IS_STORE (self), NULL);

  if (filter == NULL)
    filter = &no_filter;
  if (filter->player && !carc_store_resolve_player (self, filter->player, &player_id, error))
    return NULL;
  if (filter->sets && filter->sets[0] && (sets_json = carc_store_stats_sets_json (self, filter->sets, error)) == NULL)
    return NULL;

  stmt = carc_store_prepare (self, sql, error);
  if (stmt == NULL)
    return NULL;
  /* every seat of the games counts, whoever the filter's player is */
  carc_store_bind_stats_filter (stmt, filter, 0, sets_json);

  games = g_array_new (FALSE, FALSE, sizeof (RatedGame));
  g_array_set_clear_func (games, rated_game_clear);
  by_rowid = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  names = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 rowid = sqlite3_column_int64 (stmt, 0);
      gint64 player = sqlite3_column_int64 (stmt, 4);
      gpointer found;
      RatedGame *game;

      /* a game's seats come one after the other (results' key is game,
       * seat); the table is for a plan that mixes them */
      if (games->len > 0 && g_array_index (games, RatedGame, games->len - 1).rowid == rowid)
        game = &g_array_index (games, RatedGame, games->len - 1);
      else if (g_hash_table_lookup_extended (by_rowid, &rowid, NULL, &found))
        game = &g_array_index (games, RatedGame, GPOINTER_TO_UINT (found));
      else
        {
          RatedGame fresh = { 0 };

          /* a game type this version does not know has no ladder here */
          if (!carc_store_game_type_parse ((const char *) sqlite3_column_text (stmt, 2), &fresh.type)
              || fresh.type == CARC_STORE_GAME_ANY)
            continue;
          fresh.rowid = rowid;
          fresh.uuid = g_strdup ((const char *) sqlite3_column_text (stmt, 1));
          fresh.created = sqlite3_column_int64 (stmt, 3);
          g_array_append_val (games, fresh);
          game = &g_array_index (games, RatedGame, games->len - 1);
          g_hash_table_insert (by_rowid, g_memdup2 (&rowid, sizeof rowid), GUINT_TO_POINTER (games->len - 1));
        }
      if (game->n_players == CARC_MAX_PLAYERS)
        continue;
      game->players[game->n_players] = player;
      game->points[game->n_players] = sqlite3_column_int (stmt, 5);
      game->n_players++;
    }
  sqlite3_reset (stmt);
  if (rc == SQLITE_DONE && (stmt = carc_store_prepare (self, names_sql, error)) == NULL)
    return NULL;
  if (rc == SQLITE_DONE)
    {
      while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
        {
          gint64 player = sqlite3_column_int64 (stmt, 0);

          g_hash_table_insert (names, g_memdup2 (&player, sizeof player),
                               g_strdup ((const char *) sqlite3_column_text (stmt, 1)));
        }
      sqlite3_reset (stmt);
    }
  if (rc != SQLITE_DONE)
    {
      carc_store_set_error (self, error, rc, _("computing the ratings"));
      return NULL;
    }

  g_array_sort (games, compare_games);

  ladders = g_array_new (FALSE, TRUE, sizeof (CarcStoreLadder));
  for (guint first = 0; first < games->len;)
    {
      const RatedGame *all = (const RatedGame *) (void *) games->data;
      guint last = first;
      CarcStoreLadder ladder = { 0 };

      while (last < games->len && all[last].type == all[first].type)
        last++;
      rate_ladder (all, first, last, names, player_id, &ladder);
      if (ladder.n_games > 0)
        g_array_append_val (ladders, ladder);
      else
        ladder_clear (&ladder);
      first = last;
    }

  ratings = g_new0 (CarcStoreRatings, 1);
  ratings->n_ladders = ladders->len;
  ratings->ladders = (CarcStoreLadder *) (void *) g_array_free (g_steal_pointer (&ladders), FALSE);
  return ratings;
}

/* ---- JSON ---------------------------------------------------------------------------- */

/* Six decimals, no trailing zeros: enough to check the model's arithmetic,
 * without JsonGenerator's 17 digits. */
static void
append_rating_number (GString *out,
                      double   value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];
  char *end;

  g_ascii_formatd (buffer, sizeof buffer, "%.6f", value);
  end = buffer + strlen (buffer) - 1;
  while (end > buffer && *end == '0' && end[-1] != '.')
    *end-- = '\0';
  g_string_append (out, strcmp (buffer, "-0.0") == 0 ? "0.0" : buffer);
}

char *
carc_store_stats_to_json_with_ratings (const CarcStoreStats   *stats,
                                       const CarcStoreRatings *ratings)
{
  g_autofree char *stats_json = NULL;
  gboolean first = TRUE;
  GString *out;

  g_return_val_if_fail (stats != NULL, NULL);

  /* the statistics' object, reopened for one more member */
  stats_json = carc_store_stats_to_json (stats);
  g_assert (g_str_has_suffix (stats_json, "}"));
  out = g_string_new_len (stats_json, (gssize) strlen (stats_json) - 1);
  g_string_append (out, ",\"ratings\":[");
  for (guint l = 0; ratings != NULL && l < ratings->n_ladders; l++)
    {
      const CarcStoreLadder *ladder = &ratings->ladders[l];

      for (guint i = 0; i < ladder->n_players; i++)
        {
          const CarcStoreRating *entry = &ladder->players[i];

          if (!first)
            g_string_append_c (out, ',');
          first = FALSE;
          g_string_append (out, "{\"player\":");
          carc_store_append_json_string (out, entry->name);
          g_string_append (out, ",\"game\":");
          carc_store_append_json_string (out, carc_store_game_type_name (ladder->type));
          g_string_append_printf (out, ",\"games\":%u,\"mu\":", entry->games);
          append_rating_number (out, entry->mu);
          g_string_append (out, ",\"sigma\":");
          append_rating_number (out, entry->sigma);
          g_string_append (out, ",\"ordinal\":");
          append_rating_number (out, entry->ordinal);
          g_string_append_c (out, '}');
        }
    }
  g_string_append (out, "]}");
  return g_string_free (out, FALSE);
}
