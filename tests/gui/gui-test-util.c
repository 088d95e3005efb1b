/* gui-test-util.c: helpers shared by the GUI tests
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>

#include "carc-screenshot.h"
#include "gui-test-util.h"

gboolean
gui_test_have_display (void)
{
  if (g_getenv ("DISPLAY") != NULL || g_getenv ("WAYLAND_DISPLAY") != NULL)
    return TRUE;
  g_print ("1..0 # SKIP no display: set DISPLAY or WAYLAND_DISPLAY (e.g. run under xvfb-run)\n");
  return FALSE;
}

char *
gui_test_screenshot_path (const char *name)
{
  g_autofree char *dir = g_test_build_filename (G_TEST_BUILT, "screenshots", NULL);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  return g_build_filename (dir, name, NULL);
}

static void
store_result_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  GAsyncResult **out = user_data;

  *out = g_object_ref (result);
}

void
gui_test_save_png (GtkWidget  *widget,
                   const char *path)
{
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;

  g_unlink (path);
  carc_widget_save_png_async (widget, path, NULL, store_result_cb, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (carc_widget_save_png_finish (widget, result, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  g_test_message ("screenshot: %s", path);
}

void
gui_test_save_screenshot (GtkWidget  *widget,
                          const char *name)
{
  g_autofree char *path = gui_test_screenshot_path (name);

  gui_test_save_png (widget, path);
}

void
gui_test_unlink_database (const char *path)
{
  g_autofree char *wal = g_strconcat (path, "-wal", NULL);
  g_autofree char *shm = g_strconcat (path, "-shm", NULL);

  g_unlink (path);
  g_unlink (wal);
  g_unlink (shm);
}
