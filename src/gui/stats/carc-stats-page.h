/* carc-stats-page.h: statistics per player and overall
 *
 * Filters (game type, sets, period or a date range, player) in a side panel
 * that folds on narrow windows; a table per player (games, wins, win rate,
 * average, best and worst score, average turn time) with the overall line,
 * points by category as bars, the records (biggest city, longest road,
 * highest score: who and when; a record opens its game), and the final
 * scores over the games. Every number comes from carc_store_get_stats()
 * (and the game list, for the scores over time). Under the table, a rating
 * ladder per game type with each player's rating over the games
 * (CarcRatingLadder, from carc_store_get_ratings() with the same filter).
 *
 * Actions: stats.show-filters (F9), stats.reset-filters, stats.open(s).
 * Signals: ::open-game (const char *game_id), from a record.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "carc-rating-ladder.h"
#include "carc-store.h"

G_BEGIN_DECLS

#define CARC_TYPE_STATS_PAGE (carc_stats_page_get_type ())

G_DECLARE_FINAL_TYPE (CarcStatsPage, carc_stats_page, CARC, STATS_PAGE, GtkWidget)

typedef enum {
  CARC_STATS_PERIOD_ALL = 0,
  CARC_STATS_PERIOD_30_DAYS,
  CARC_STATS_PERIOD_12_MONTHS,
  CARC_STATS_PERIOD_THIS_YEAR,
  CARC_STATS_PERIOD_LAST_YEAR,
  CARC_STATS_PERIOD_CUSTOM,
} CarcStatsPeriod;

/* The columns of the table. */
typedef enum {
  CARC_STATS_COLUMN_GAMES = 0,
  CARC_STATS_COLUMN_WINS,
  CARC_STATS_COLUMN_WIN_RATE,
  CARC_STATS_COLUMN_AVERAGE,
  CARC_STATS_COLUMN_BEST,
  CARC_STATS_COLUMN_WORST,
  CARC_STATS_COLUMN_TURN_TIME,
  CARC_STATS_N_COLUMNS
} CarcStatsColumn;

GtkWidget            *carc_stats_page_new           (CarcStore          *store);
void                  carc_stats_page_set_store     (CarcStatsPage      *self,
                                                     CarcStore          *store);
CarcStore            *carc_stats_page_get_store     (CarcStatsPage      *self);

/* Reads the statistics again (it also follows CarcStore::changed). */
void                  carc_stats_page_reload        (CarcStatsPage      *self);

/* The filter the page shows, as the store takes it (valid until the
 * filters change). */
void                  carc_stats_page_get_filter    (CarcStatsPage        *self,
                                                     CarcStoreStatsFilter *filter);
/* Filters, as the widgets set them (for tests and other screens). */
void                  carc_stats_page_set_game_type (CarcStatsPage      *self,
                                                     CarcStoreGameType   type);
void                  carc_stats_page_set_sets      (CarcStatsPage      *self,
                                                     const char * const *set_ids);
/* For CARC_STATS_PERIOD_CUSTOM: local dates, @to included; NULL for no bound. */
void                  carc_stats_page_set_dates     (CarcStatsPage      *self,
                                                     GDateTime          *from,
                                                     GDateTime          *to);
void                  carc_stats_page_set_player    (CarcStatsPage      *self,
                                                     const char         *player);

/* The statistics shown, or NULL. */
const CarcStoreStats *carc_stats_page_get_stats     (CarcStatsPage      *self);
/* The ladders shown, or NULL. */
const CarcStoreRatings *carc_stats_page_get_ratings (CarcStatsPage    *self);
/* The ladder widget of a game type (Carcassonne's for CARC_STORE_GAME_ANY). */
CarcRatingLadder     *carc_stats_page_get_ladder    (CarcStatsPage      *self,
                                                     CarcStoreGameType   type);
/* The text of a cell of the table: @player NULL for the overall line. */
const char           *carc_stats_page_get_cell_text (CarcStatsPage      *self,
                                                     const char         *player,
                                                     CarcStatsColumn     column);

G_END_DECLS
