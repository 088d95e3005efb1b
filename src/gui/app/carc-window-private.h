/* carc-window-private.h: CarcWindow API for the tests
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-catalogue.h"
#include "carc-game-session.h"
#include "carc-window.h"

G_BEGIN_DECLS

/* Shows @catalogue's game set-up, or @error instead when @catalogue is NULL. */
void              _carc_window_set_catalogue  (CarcWindow          *self,
                                               const CarcCatalogue *catalogue,
                                               const GError        *error);
/* Plays @setup (copied) as a new game: creates it in the store, if any. */
CarcGameSession  *_carc_window_start_game     (CarcWindow          *self,
                                               const CarcSetup     *setup,
                                               GError             **error);
/* Plays an existing game (transfer full of @game). */
CarcGameSession  *_carc_window_play_game      (CarcWindow          *self,
                                               CarcGame            *game);
GtkWidget        *_carc_window_get_page       (CarcWindow          *self,
                                               const char          *name);
const char       *_carc_window_get_page_name  (CarcWindow          *self);
/* The store (a CarcStore) or NULL. */
gpointer          _carc_window_get_store      (CarcWindow          *self);
/* The session of the game on the play and end pages, or NULL. */
CarcGameSession  *_carc_window_get_session    (CarcWindow          *self);
/* Shows @toast (takes ownership) in the window's toast overlay. */
void              _carc_window_add_toast      (CarcWindow          *self,
                                               AdwToast            *toast);
/* Shows @text in a toast that fits the window (carc-toast.h): where it is
 * too long, its first clause or @shorter (NULL: none), the whole under
 * Details. */
void              _carc_window_add_text_toast (CarcWindow          *self,
                                               const char          *text,
                                               const char          *shorter);

G_END_DECLS
