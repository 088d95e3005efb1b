/* gui-test-util.h: helpers shared by the GUI tests
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "carc-play-page.h"
#include "carc-setup.h"
#include "carc-window.h"

G_BEGIN_DECLS

/* Is there a display to run on? Without one, prints the TAP line that skips
 * the whole program and returns FALSE. */
gboolean  gui_test_have_display        (void);

/* <builddir>/tests/gui/screenshots/@name; the folder is created. */
char     *gui_test_screenshot_path     (const char *name);
/* Saves @widget as it is drawn now to the PNG file @path (replacing it)
 * and waits until it is written; fails the test on any error. */
void      gui_test_save_png            (GtkWidget  *widget,
                                        const char *path);
/* gui_test_save_png() to gui_test_screenshot_path (@name). */
void      gui_test_save_screenshot     (GtkWidget  *widget,
                                        const char *name);

/* Deletes the SQLite database @path with its -wal and -shm files. */
void      gui_test_unlink_database     (const char *path);

/* ---- driving the real window ---- */

/* Runs what is pending in the main context (50 iterations at the most). */
void             gui_test_pump         (void);
/* A new window of @app at @width × @height, presented and drawn once. */
CarcWindow      *gui_test_show_window  (CarcApplication *app,
                                        int              width,
                                        int              height);
CarcPlayPage    *gui_test_play_page    (CarcWindow *window);
CarcGameSession *gui_test_session_of   (CarcWindow *window);
const CarcState *gui_test_state_of     (CarcWindow *window);
/* Activates @action on @widget (it must exist and be enabled), then pumps. */
void             gui_test_act          (GtkWidget  *widget,
                                        const char *action,
                                        GVariant   *target);
/* Presses a key on @widget as the toolkit dispatches it, through the
 * widgets' own shortcut tables: the capture phase from the window down,
 * the board's own keys when @widget is the board (cursor, Enter on a
 * spot, numbered figure places), then the bubble phase back up; then
 * pumps. FALSE when nothing took the key. */
gboolean         gui_test_press_key    (GtkWidget       *widget,
                                        guint            keyval,
                                        GdkModifierType  mods);
/* A game of @sets (comma-separated set ids) for the first @n_players of
 * Anna, Ben, Cecilie and David, with bag seed 42. */
CarcSetup       *gui_test_make_setup   (const char *sets,
                                        guint       n_players);

G_END_DECLS
