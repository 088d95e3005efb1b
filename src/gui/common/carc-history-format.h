/* carc-history-format.h: the words of the history, review and statistics
 *
 * Dates, lists of sets, durations and player colours as the history,
 * review and statistics screens show them. Every string is translated.
 * (A date with its time: carc_format_date_time() in carc-format.h, shared
 * with the start page.)
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "carc-store.h"

G_BEGIN_DECLS

/* "21 Nov 2026" */
char *carc_history_format_date       (gint64              usec);
/* "November 2026", a heading over a month's games */
char *carc_history_format_month      (gint64              usec);
/* "Base game, The River" from set ids; "" for none */
char *carc_history_format_sets       (const char * const *set_ids);
/* "45 s", "1 min 23 s", "1 h 5 min"; "—" when @seconds < 0 */
char *carc_history_format_duration   (double              seconds);
/* "42 %" */
char *carc_history_format_percent    (double              fraction);
/* "Carcassonne", "Hunters & Gatherers" */
const char *carc_history_game_type_name (CarcStoreGameType type);

/* The box colour @colour (a colour name), grey when unknown or NULL. */
void  carc_history_player_rgba       (const char         *colour,
                                      GdkRGBA            *out);
/* A small round chip in @rgba, for rows. */
GtkWidget *carc_history_colour_chip  (const GdkRGBA      *rgba);

G_END_DECLS
