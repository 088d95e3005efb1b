/* carc-end-page.h: final scoring step by step, the table, the winner
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "carc-game-session.h"

G_BEGIN_DECLS

#define CARC_TYPE_END_PAGE (carc_end_page_get_type ())

G_DECLARE_FINAL_TYPE (CarcEndPage, carc_end_page, CARC, END_PAGE, GtkWidget)

GtkWidget  *carc_end_page_new           (void);
void        carc_end_page_set_session   (CarcEndPage     *self,
                                         CarcGameSession *session);
/* For tests */
const char *carc_end_page_get_winner_text (CarcEndPage   *self);
const char *carc_end_page_get_step_text   (CarcEndPage   *self);
/* The board of the final scoring and the scoring (index into the state's
 * scorings) the current step shows, CARC_NONE when none; for tests. */
GtkWidget  *carc_end_page_get_board       (CarcEndPage   *self);
guint       carc_end_page_get_step_scoring (CarcEndPage  *self);
/* The cell of the table at (row, column): row 0 the players, the last row
 * the totals; column 0 the categories. NULL outside. */
const char *carc_end_page_get_cell        (CarcEndPage   *self,
                                           guint          row,
                                           guint          column);

G_END_DECLS
