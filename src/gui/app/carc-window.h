/* carc-window.h: the main window
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "carc-application.h"

G_BEGIN_DECLS

#define CARC_TYPE_WINDOW (carc_window_get_type ())

G_DECLARE_FINAL_TYPE (CarcWindow, carc_window, CARC, WINDOW, AdwApplicationWindow)

CarcWindow *carc_window_new (CarcApplication *application);

G_END_DECLS
