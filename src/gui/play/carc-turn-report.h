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
/* Shows the checklist for scorings [first, first + n) and figure returns
 * [rfirst, rfirst + rn) of @state; hides itself when both are empty. */
/* The markers @update moved and the figures it sent back. */
void       carc_turn_report_show    (CarcTurnReport          *self,
                                     const CarcState         *state,
                                     const CarcSessionUpdate *update);
void       carc_turn_report_clear   (CarcTurnReport  *self);
/* The checklist's lines, for tests. */
GPtrArray *carc_turn_report_get_items (CarcTurnReport *self);

G_END_DECLS
