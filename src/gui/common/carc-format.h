/* carc-format.h: the words the front end shows for the engine's values
 *
 * Names of colours, figures and features, one line per scoring ("Anna +8:
 * city, 3 tiles, 1 pennant"), one line per event of the log, and where a
 * score marker stands on the 50-space track. Every string is translated.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "carc-game.h"

G_BEGIN_DECLS

const char *carc_colour_display_name        (const char      *colour);
const char *carc_figure_kind_display_name   (CarcFigureKind   kind);
/* The same in the game @setup plays: a game may name its figures its own
 * way (CarcExpansionUi.figures of its game's descriptor). */
const char *carc_figure_kind_display_name_in (const CarcSetup *setup,
                                              CarcFigureKind   kind);
const char *carc_feature_kind_display_name  (CarcFeatureKind  kind);
const char *carc_score_kind_display_name    (CarcScoreKind    kind);

/* The colour of @player as RGBA (the box colours, falling back to grey). */
void        carc_format_player_rgba         (const CarcSetup *setup,
                                             guint            player,
                                             GdkRGBA         *out);

/* "Anna +8: city, 3 tiles, 1 pennant" */
char       *carc_format_scoring             (const CarcState   *state,
                                             const CarcScoring *scoring);
/* "city, 3 tiles, 1 pennant" (without who and how much) */
char       *carc_format_scoring_detail      (const CarcScoring *scoring);
/* "Anna: BA/C at 1, 0, turned 90°" … one line per log event */
char       *carc_format_event               (const CarcGame *game,
                                             guint           index);
/* Where (@x, @y) lies in words: "north of the start", "east of Ben’s city
 * corner" (the newest neighbour placed before log entry @before_event;
 * G_MAXUINT for any), "on the start tile" for the start tile's place, or
 * "at 3, -2" when nothing lies next to it. */
char       *carc_format_position            (const CarcState *state,
                                             int              x,
                                             int              y,
                                             guint            before_event);
/* "space 12, lap 2" for a score, as the physical track shows it (R-B-11) */
char       *carc_format_track               (int score);
/* "124 (178)": the score, and the projected final score when @projected >= 0 */
char       *carc_format_score               (int score,
                                             int projected);
/* Turns 0..3 as degrees: "0°" … "270°" */
char       *carc_format_rotation            (guint rotation);
/* "21 Nov 2026, 20:15": a time (microseconds since the epoch) in local time,
 * in the one date-and-time format of all lists; "" when out of range */
char       *carc_format_date_time           (gint64 usec);
/* "10,000" / "10 000": a count with its digits grouped as LC_NUMERIC
 * groups them; in a locale that groups nothing (C, POSIX), by threes with
 * the language's separator (a translation). Every count shown to a person
 * goes through this, also inside a plural message ("%s games"). */
char       *carc_format_count               (gint64 count);
/* "Anna, Ben and Cecilie" */
char       *carc_format_join_names          (const char * const *names,
                                             guint               n_names);
/* An engine or store message, a lowercase fragment that also follows
 * "event 5 (tile): ", made to stand on its own (in a toast or a dialog):
 * its first letter capitalized (UTF-8 aware). */
char       *carc_format_capitalize          (const char *message);
/* A file name suggested in a save dialog, from a translated pattern
 * ("carcassonne-tah-5.png"): safe on any disk and in any mail, so ASCII
 * only (letters transliterated, "ťah" → "tah"), anything but letters,
 * digits, '.', '-' and '_' made '-'. */
char       *carc_format_file_name           (const char *name);

/* An entry for a name (a player's, a box profile's, a custom tile's):
 * typing stops at the longest name the store keeps (CARC_MAX_NAME_CHARS),
 * so that nothing the table types is refused later for its length. */
void        carc_format_limit_name_entry    (GtkEditable     *editable);

G_END_DECLS
