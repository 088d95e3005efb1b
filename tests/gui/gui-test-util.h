/* gui-test-util.h: helpers shared by the GUI tests
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

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

G_END_DECLS
