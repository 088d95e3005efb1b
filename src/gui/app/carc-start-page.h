/* carc-start-page.h: continue the unfinished game, recent games, new game
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define CARC_TYPE_START_PAGE (carc_start_page_get_type ())

G_DECLARE_FINAL_TYPE (CarcStartPage, carc_start_page, CARC, START_PAGE, GtkWidget)

/* The unfinished game: a row that activates win.continue-game; NULL hides it. */
void carc_start_page_set_unfinished (CarcStartPage *self,
                                     const char    *title,
                                     const char    *subtitle);
/* Recent games: rows that activate win.open-game(id). Clearing also
 * clears the unfinished games' rows. */
void carc_start_page_clear_recent   (CarcStartPage *self);
/* The last played unfinished games, in the order added (newest played
 * first), each a row that continues it (win.open-game(id)). */
void carc_start_page_add_unfinished (CarcStartPage *self,
                                     const char    *id,
                                     const char    *title,
                                     const char    *subtitle);
guint       carc_start_page_get_n_unfinished        (CarcStartPage *self);
const char *carc_start_page_get_unfinished_id       (CarcStartPage *self,
                                                     guint          index);
const char *carc_start_page_get_unfinished_subtitle (CarcStartPage *self,
                                                     guint          index);
/* When there are more than those shown (@n_games in all), a last row
 * "All 312 Unfinished Games" that activates win.show-unfinished. */
void        carc_start_page_set_all_unfinished      (CarcStartPage *self,
                                                     guint          n_games);
/* That row's title, NULL without it. */
const char *carc_start_page_get_all_unfinished      (CarcStartPage *self);
void carc_start_page_add_recent     (CarcStartPage *self,
                                     const char    *id,
                                     const char    *title,
                                     const char    *subtitle);
/* Entry points of other screens (history, statistics…): a button in the
 * start page's action box that activates @detailed_action. */
GtkWidget *carc_start_page_add_action (CarcStartPage *self,
                                       const char    *label,
                                       const char    *icon_name,
                                       const char    *detailed_action);
/* A note under the title (e.g. "The games are open read-only"); NULL hides it. */
void carc_start_page_set_notice     (CarcStartPage *self,
                                     const char    *notice);

G_END_DECLS
