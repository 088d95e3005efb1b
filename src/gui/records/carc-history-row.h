/* carc-history-row.h: one game's row in History's list
 *
 * Made once by the list's factory and shown with one CarcHistoryItem after
 * another as the list scrolls: the month's heading over the first game of
 * a month; the winner's colour, the players with their scores (the
 * winner's in bold), the date, the winner and the sets; Continue for an
 * unfinished game and Delete, or, in the recently deleted list, Restore
 * and Delete for Good. It follows its item's changes while it shows it.
 *
 * Activating the row (a click, Enter) activates history.open(s) with the
 * game's id; the buttons activate win.open-game(s), history.delete(s),
 * history.restore(s) and history.purge(s).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "carc-history-item.h"

G_BEGIN_DECLS

#define CARC_TYPE_HISTORY_ROW (carc_history_row_get_type ())

G_DECLARE_FINAL_TYPE (CarcHistoryRow, carc_history_row, CARC, HISTORY_ROW, GtkWidget)

GtkWidget       *carc_history_row_new       (void);
/* Shows @item (NULL: none); @deleted for the recently deleted list. */
void             carc_history_row_set_item  (CarcHistoryRow  *self,
                                             CarcHistoryItem *item,
                                             gboolean         deleted);
CarcHistoryItem *carc_history_row_get_item  (CarcHistoryRow  *self);

/* The texts shown (for the tests). */
const char      *carc_history_row_get_title    (CarcHistoryRow *self);
const char      *carc_history_row_get_subtitle (CarcHistoryRow *self);
const char      *carc_history_row_get_heading  (CarcHistoryRow *self);

G_END_DECLS
