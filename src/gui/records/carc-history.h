/* carc-history.h: the history, review and statistics screens in the window
 *
 * carc_history_install() adds the three pages to the main window's page
 * stack ("history", "review", "statistics"), a "History" button to the
 * start page (the history's header bar leads on to the statistics), and
 * these window actions:
 *   win.show-history        the list of games
 *   win.show-statistics     the statistics
 *   win.review-game(s)      review the game with that id
 *   win.history-back        back from the review or the statistics to the
 *                           page they were opened from
 * It may be called again (e.g. once the store is open) to pass the store;
 * with @store NULL the pages ask the window for its store when shown.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-store.h"
#include "carc-window.h"

G_BEGIN_DECLS

void       carc_history_install     (CarcWindow *window,
                                     CarcStore  *store);

/* The installed pages ("history", "review", "statistics"), built on first
 * use, or NULL. */
GtkWidget *carc_history_get_page    (CarcWindow *window,
                                     const char *name);

G_END_DECLS
