/* carc-history-page.h: every game played, searchable, deleted to a place it comes back from
 *
 * A list of the store's games (finished and unfinished), newest first and
 * headed by month: date, sets, players with their scores, the winner, and
 * whether the game is unfinished. It is a GtkListView over a
 * CarcHistoryModel shown by a CarcLazyList, so that only the games on
 * screen have rows, and it
 * follows the store game by game. Ctrl+F (or typing) searches by player or
 * set name, in the store. A deleted game goes to "Recently Deleted" for
 * CARC_HISTORY_KEEP_DAYS days (a bar under the header leads there while it has
 * games), where it is restored or, after a question, removed for good;
 * what was deleted longer ago is removed when the page gets its store.
 *
 * Keys: arrows through the rows, Enter opens the game, Tab reaches a row's
 * Continue and Delete buttons, Delete deletes the focused row's game.
 *
 * Actions (page-local, also for the keyboard and the tests):
 *   history.search          show or hide the search bar (Ctrl+F)
 *   history.open(s)         emit ::open-game for the game with that id
 *   history.delete(s)       move that game to Recently Deleted, with an undo toast
 *   history.undo-delete(s)  bring a deleted game back
 *   history.restore(s)      the same from the recently deleted list
 *   history.purge(s)        ask, then remove a deleted game for good
 *   history.delete-focused  history.delete (or .purge) of the focused row (Delete)
 *   history.show-deleted    the recently deleted games
 *   history.back            back to the whole history, or to the start page
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

typedef enum {
  CARC_HISTORY_VIEW_ALL,          /* every game that is not deleted */
  CARC_HISTORY_VIEW_UNFINISHED,   /* the unfinished ones */
  CARC_HISTORY_VIEW_DELETED,      /* the recently deleted ones */
} CarcHistoryView;

GtkWidget      *carc_history_page_new          (CarcStore       *store);
void            carc_history_page_set_store    (CarcHistoryPage *self,
                                                CarcStore       *store);
CarcStore      *carc_history_page_get_store    (CarcHistoryPage *self);

/* The keyboard focus where a person coming to History goes on. */
gboolean        carc_history_page_focus_start  (CarcHistoryPage *self);

/* Which games the page lists; with @back_to_start its back button goes to
 * the start page rather than to the whole history. */
void            carc_history_page_set_view     (CarcHistoryPage *self,
                                                CarcHistoryView  view,
                                                gboolean         back_to_start);
CarcHistoryView carc_history_page_get_view     (CarcHistoryPage *self);

/* Reads the list again from the store (it also follows CarcStore::changed). */
void            carc_history_page_reload       (CarcHistoryPage *self);

/* The games listed now (CarcHistoryItem), in order. */
GListModel     *carc_history_page_get_model    (CarcHistoryPage *self);
guint           carc_history_page_get_n_games  (CarcHistoryPage *self);
const char     *carc_history_page_get_game_id  (CarcHistoryPage *self,
                                                guint            index);
/* The row showing a listed game (a CarcHistoryRow), or NULL when it has
 * none: only the games on screen have rows. */
GtkWidget      *carc_history_page_get_row      (CarcHistoryPage *self,
                                                const char      *game_id);
/* The list (a CarcLazyList). */
GtkWidget      *carc_history_page_get_list     (CarcHistoryPage *self);
/* Scrolls the list to the game @game_id; FALSE when it is not listed. */
gboolean        carc_history_page_scroll_to    (CarcHistoryPage *self,
                                                const char      *game_id);

G_END_DECLS
