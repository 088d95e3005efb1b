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

#include "carc-catalogue.h"

G_BEGIN_DECLS

#define CARC_TYPE_PREFERENCES_WINDOW (carc_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (CarcPreferencesWindow, carc_preferences_window, CARC, PREFERENCES_WINDOW, AdwPreferencesWindow)

/* @database_path: the games database, or NULL (the app keeps none) */
GtkWidget  *carc_preferences_window_new                (GtkWindow  *parent,
                                                        GSettings  *settings,
                                                        const char *database_path);
const char *carc_preferences_window_get_database_path  (CarcPreferencesWindow *self);
/* Adds the "Your Box" page (carc-box-page.h) over @catalogue, keeping its
 * profiles in @store (a CarcStore, or NULL). */
void        carc_preferences_window_add_box_page       (CarcPreferencesWindow *self,
                                                        CarcCatalogue         *catalogue,
                                                        GObject               *store);
/* That page, or NULL before it is added. */
GtkWidget  *carc_preferences_window_get_box_page       (CarcPreferencesWindow *self);

G_END_DECLS
