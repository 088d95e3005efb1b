/* carc-text.h: user text made safe to show on one line
 *
 * A file name may hold any byte but '/' and NUL: a newline in one splits the
 * headless tool's one-line error in two, an escape sequence recolours the
 * terminal, and in the app a newline breaks a message apart. Wherever a
 * path or another piece of user text is printed, its control characters are
 * written as escapes instead (\n, \r, \t, \xNN, \uNNNN).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* @text (UTF-8; invalid bytes are shown as U+FFFD) with every control
 * character escaped: C0 controls and DEL as \n, \r, \t or \xNN, C1 controls
 * and the line and paragraph separators as \uNNNN. Free with g_free(). */
char *carc_text_escape_controls (const char *text);

/* A file name as messages show it: in UTF-8 (g_filename_display_name()),
 * its control characters escaped as carc_text_escape_controls() does.
 * Free with g_free(). */
char *carc_display_path          (const char *path);

/* The last part of @path, shown as carc_display_path() shows a path. */
char *carc_display_basename      (const char *path);

/* Enough of @text (UTF-8) to say which it is in a message: its first
 * @chars characters and "…" when it is longer, control characters
 * escaped. */
char *carc_text_start            (const char *text,
                                  guint       chars);

G_END_DECLS
