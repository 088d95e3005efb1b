/* carc-preferences-window.h: the app's preferences
 *
 * The default assistance level of new games (GSettings "assistance-level")
 * and where the games database lives, with a button that opens its folder.
 *
 * Actions: prefs.open-folder  open the database's folder in the file manager
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define CARC_TYPE_PREFERENCES_WINDOW (carc_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (CarcPreferencesWindow, carc_preferences_window, CARC, PREFERENCES_WINDOW, AdwPreferencesWindow)

/* @database_path: the games database, or NULL (the app keeps none) */
GtkWidget  *carc_preferences_window_new                (GtkWindow  *parent,
                                                        GSettings  *settings,
                                                        const char *database_path);
const char *carc_preferences_window_get_database_path  (CarcPreferencesWindow *self);

G_END_DECLS
