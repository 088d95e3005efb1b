/* carc-log-section.h: the turn log with every scoring; select a turn to correct it
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-play-section.h"

G_BEGIN_DECLS

#define CARC_TYPE_LOG_SECTION (carc_log_section_get_type ())

G_DECLARE_FINAL_TYPE (CarcLogSection, carc_log_section, CARC, LOG_SECTION, GtkBox)

/* Lines shown (events and scorings), for tests. */
guint       carc_log_section_get_n_lines (CarcLogSection *self);
const char *carc_log_section_get_line    (CarcLogSection *self,
                                          guint           index);
/* Event rows the list box shows now (the newest ones until the user asks
 * for the earlier entries), and that request, for tests. */
guint       carc_log_section_get_n_visible_events (CarcLogSection *self);
void        carc_log_section_show_earlier          (CarcLogSection *self);
/* Times the whole log was cleared and laid out again (a new game, a
 * correction), for tests: entering a turn must not do it. */
guint       carc_log_section_get_n_rebuilds        (CarcLogSection *self);

/* Marks log entry @index as the one being corrected and dims the later
 * ones; -1 shows the present again. */
void        carc_log_section_set_moment            (CarcLogSection *self,
                                                    int             index);

G_END_DECLS
