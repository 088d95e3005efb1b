/* carc-turn-report.h: after a scoring: figures to take back, markers to move
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "carc-game-session.h"

G_BEGIN_DECLS

#define CARC_TYPE_TURN_REPORT (carc_turn_report_get_type ())

G_DECLARE_FINAL_TYPE (CarcTurnReport, carc_turn_report, CARC, TURN_REPORT, GtkBox)

GtkWidget *carc_turn_report_new     (void);
/* Adds what @update asks of the table (the markers it moved, the figures
 * it sent back) to the lines not ticked yet, which stay; @entry is the log
 * index of the entry that brought it. A marker moved again replaces its
 * older line; ticked lines go. Hides itself when nothing is left. */
void       carc_turn_report_show    (CarcTurnReport          *self,
                                     const CarcState         *state,
                                     const CarcSessionUpdate *update,
                                     guint                    entry);
/* Drops the lines that entries from @n_entries on brought (undone). */
void       carc_turn_report_forget_from (CarcTurnReport *self,
                                         guint           n_entries);
/* Dismissed: every line goes. */
void       carc_turn_report_clear   (CarcTurnReport  *self);
/* The checklist's lines, for tests. */
GPtrArray *carc_turn_report_get_items (CarcTurnReport *self);

G_END_DECLS
