/* carc-rating-ladder.h: one game type's rating ladder on the Statistics page
 *
 * The players by rating (the ordinal μ − 3σ of carc-rating.h), each row
 * with the rank, the name, the rating, the games rated and the change in
 * the player's last game, "provisional" before CARC_RATING_PROVISIONAL_GAMES
 * games; under it each player's rating over the games, drawn by
 * CarcScoreChart. Every number comes from carc_store_get_ratings(); the
 * widget only words and draws it.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "carc-score-chart.h"
#include "carc-store.h"

G_BEGIN_DECLS

#define CARC_TYPE_RATING_LADDER (carc_rating_ladder_get_type ())

G_DECLARE_FINAL_TYPE (CarcRatingLadder, carc_rating_ladder, CARC, RATING_LADDER, GtkWidget)

/* What a row shows, for carc_rating_ladder_get_cell_text(). */
typedef enum {
  CARC_RATING_LADDER_RANK = 0,
  CARC_RATING_LADDER_NAME,
  CARC_RATING_LADDER_RATING,
  CARC_RATING_LADDER_GAMES,      /* "12 games", "3 games · provisional" */
  CARC_RATING_LADDER_CHANGE,
  CARC_RATING_LADDER_N_COLUMNS
} CarcRatingLadderColumn;

GtkWidget      *carc_rating_ladder_new            (void);

/* Shows @ladder (copied; NULL or empty hides the widget), @colours[i] for
 * its player i. @game_name names the game in the titles, for a page that
 * shows more than one game's ladder; NULL leaves it out. */
void            carc_rating_ladder_set_ladder     (CarcRatingLadder      *self,
                                                   const CarcStoreLadder *ladder,
                                                   const GdkRGBA         *colours,
                                                   const char            *game_name);

/* At most @max_rows players (those ranked first) in the list and the
 * chart of the next carc_rating_ladder_set_ladder(), then a row that
 * activates @more_action ("Show All 200 Players"); 0 shows everyone. */
void            carc_rating_ladder_set_max_rows   (CarcRatingLadder      *self,
                                                   guint                  max_rows,
                                                   const char            *more_action);

/* The players' rows shown (not the "Show All" row). */
guint           carc_rating_ladder_get_n_rows     (CarcRatingLadder      *self);
/* The text of a row as shown; NULL past the last row. */
const char     *carc_rating_ladder_get_cell_text  (CarcRatingLadder      *self,
                                                   guint                  row,
                                                   CarcRatingLadderColumn column);
CarcScoreChart *carc_rating_ladder_get_chart      (CarcRatingLadder      *self);

/* "27.3", "−1.8": a rating in the user's locale, one decimal. */
char           *carc_rating_ladder_format_rating  (double                 rating);
/* "+1.2", "−0.8", "0.0": a change of rating. */
char           *carc_rating_ladder_format_change  (double                 change);

G_END_DECLS
