/* carc-screenshot.h: save what a widget shows to a PNG file
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void     carc_widget_save_png_async  (GtkWidget            *widget,
                                      const char           *path,
                                      GCancellable         *cancellable,
                                      GAsyncReadyCallback   callback,
                                      gpointer              user_data);
gboolean carc_widget_save_png_finish (GtkWidget            *widget,
                                      GAsyncResult         *result,
                                      GError              **error);

G_END_DECLS
