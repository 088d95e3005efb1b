/* carc-screenshot.c: save what a widget shows to a PNG file
 *
 * A GtkWidgetPaintable of a toplevel is empty until the widget has drawn a
 * frame, so this waits for the paintable's ::invalidate-contents after
 * queueing a redraw, then renders the paintable with the window's own
 * renderer and saves the texture (GTK-NOTES.md, pitfall 3).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-screenshot.h"
#include "carc-text.h"

#define SCREENSHOT_TIMEOUT_SECONDS 20

typedef struct
{
  GdkPaintable *paintable;
  char         *path;
  gulong        invalidate_id;
  guint         timeout_id;
  guint         idle_id;
} Screenshot;

static void
screenshot_free (gpointer data)
{
  Screenshot *shot = data;

  g_clear_signal_handler (&shot->invalidate_id, shot->paintable);
  g_clear_handle_id (&shot->timeout_id, g_source_remove);
  g_clear_handle_id (&shot->idle_id, g_source_remove);
  g_clear_object (&shot->paintable);
  g_free (shot->path);
  g_free (shot);
}

static gboolean
render_to_png (GtkWidget     *widget,
               GdkPaintable  *paintable,
               const char    *path,
               GError       **error)
{
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GtkSnapshot *snapshot;
  GskRenderer *renderer;
  GtkNative *native;
  int width;
  int height;

  width = gtk_widget_get_width (widget);
  height = gtk_widget_get_height (widget);
  native = gtk_widget_get_native (widget);

  if (width <= 0 || height <= 0 || native == NULL ||
      (renderer = gtk_native_get_renderer (native)) == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                           _("The window is not shown, so there is nothing to capture"));
      return FALSE;
    }

  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);

  if (node == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                           _("The window has not drawn anything yet"));
      return FALSE;
    }

  texture = gsk_renderer_render_texture (renderer, node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));

  if (!gdk_texture_save_to_png (texture, path))
    {
      g_autofree char *display_name = carc_display_path (path);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   _("Could not write the screenshot to “%s”"), display_name);
      return FALSE;
    }

  return TRUE;
}

static gboolean
render_idle_cb (gpointer data)
{
  GTask *task = data;
  Screenshot *shot = g_task_get_task_data (task);
  GError *error = NULL;

  shot->idle_id = 0;

  if (g_task_return_error_if_cancelled (task))
    ;
  else if (render_to_png (g_task_get_source_object (task), shot->paintable, shot->path, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);

  g_object_unref (task);

  return G_SOURCE_REMOVE;
}

static void
invalidate_contents_cb (GdkPaintable *paintable,
                        GTask        *task)
{
  Screenshot *shot = g_task_get_task_data (task);

  /* The widget has a fresh render node; render it once this frame is done. */
  g_clear_signal_handler (&shot->invalidate_id, shot->paintable);
  g_clear_handle_id (&shot->timeout_id, g_source_remove);
  shot->idle_id = g_idle_add (render_idle_cb, task);
}

static gboolean
timeout_cb (gpointer data)
{
  GTask *task = data;
  Screenshot *shot = g_task_get_task_data (task);

  shot->timeout_id = 0;
  g_clear_signal_handler (&shot->invalidate_id, shot->paintable);

  g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_TIMED_OUT,
                           ngettext ("The window did not draw within %d second",
                                     "The window did not draw within %d seconds",
                                     SCREENSHOT_TIMEOUT_SECONDS),
                           SCREENSHOT_TIMEOUT_SECONDS);
  g_object_unref (task);

  return G_SOURCE_REMOVE;
}

/**
 * carc_widget_save_png_async:
 * @widget: a widget, usually a shown window
 * @path: the PNG file to write
 * @cancellable: (nullable): a cancellable
 * @callback: called when the file is written or on error
 * @user_data: data for @callback
 *
 * Waits for @widget to draw its next frame and saves that frame to @path.
 */
void
carc_widget_save_png_async (GtkWidget           *widget,
                            const char          *path,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  GTask *task;
  Screenshot *shot;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (path != NULL);

  task = g_task_new (widget, cancellable, callback, user_data);
  g_task_set_source_tag (task, carc_widget_save_png_async);

  shot = g_new0 (Screenshot, 1);
  shot->path = g_strdup (path);
  shot->paintable = gtk_widget_paintable_new (widget);
  g_task_set_task_data (task, shot, screenshot_free);

  /* The task's own reference is dropped by whichever of these fires. */
  shot->invalidate_id = g_signal_connect (shot->paintable, "invalidate-contents",
                                          G_CALLBACK (invalidate_contents_cb), task);
  shot->timeout_id = g_timeout_add_seconds (SCREENSHOT_TIMEOUT_SECONDS, timeout_cb, task);

  gtk_widget_queue_draw (widget);
}

gboolean
carc_widget_save_png_finish (GtkWidget     *widget,
                             GAsyncResult  *result,
                             GError       **error)
{
  g_return_val_if_fail (GTK_IS_WIDGET (widget), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, widget), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}
