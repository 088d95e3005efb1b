/* carc-history-page.h: every game played, searchable, deletable with undo
 *
 * A list of the store's games (finished and unfinished), newest first and
 * grouped by month: date, sets, players with their scores, the winner, and
 * whether the game is unfinished. Ctrl+F searches by player or set name;
 * each game can be deleted (an undo toast brings it back) or opened.
 *
 * Actions (page-local, also for the keyboard and the tests):
 *   history.search          show or hide the search bar (Ctrl+F)
 *   history.open(s)         emit ::open-game for the game with that id
 *   history.delete(s)       delete that game, with an undo toast
 *   history.undo-delete(s)  bring a deleted game back
 *
 * Signals: ::open-game (const char *game_id).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "carc-store.h"

G_BEGIN_DECLS

#define CARC_TYPE_HISTORY_PAGE (carc_history_page_get_type ())

G_DECLARE_FINAL_TYPE (CarcHistoryPage, carc_history_page, CARC, HISTORY_PAGE, GtkWidget)

GtkWidget  *carc_history_page_new          (CarcStore       *store);
void        carc_history_page_set_store    (CarcHistoryPage *self,
                                            CarcStore       *store);
CarcStore  *carc_history_page_get_store    (CarcHistoryPage *self);

/* Reads the list again from the store (it also follows CarcStore::changed). */
void        carc_history_page_reload       (CarcHistoryPage *self);

/* The games listed now, in order (for tests). */
guint       carc_history_page_get_n_games  (CarcHistoryPage *self);
const char *carc_history_page_get_game_id  (CarcHistoryPage *self,
                                            guint            index);
/* The row of a listed game, or NULL. */
GtkWidget  *carc_history_page_get_row      (CarcHistoryPage *self,
                                            const char      *game_id);

G_END_DECLS
