/* carc-bgstats-dialog.h: "Log in BG Stats" — the play as a QR code, a link and a file
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "carc-game.h"
#include "carc-qr-code.h"
#include "carc-window.h"

G_BEGIN_DECLS

#define CARC_TYPE_BGSTATS_DIALOG (carc_bgstats_dialog_get_type ())

G_DECLARE_FINAL_TYPE (CarcBgstatsDialog, carc_bgstats_dialog, CARC, BGSTATS_DIALOG, AdwWindow)

/* Opens the dialog for @game over @parent's window and returns it; a game
 * not finished (or a link no QR code holds) shows the reason as a toast in
 * @parent's AdwToastOverlay instead and returns NULL. The dialog keeps
 * what it shows: the game may change or go meanwhile. */
CarcBgstatsDialog *carc_bgstats_dialog_present     (GtkWidget         *parent,
                                                    const CarcGame    *game);

/* Adds win.log-in-bgstats(game id) to @window: the dialog for the window's
 * game or, by its id, a stored one (History's rows call it). */
void               carc_bgstats_dialog_install     (CarcWindow        *window);

const char        *carc_bgstats_dialog_get_link    (CarcBgstatsDialog *self);
const char        *carc_bgstats_dialog_get_play_file (CarcBgstatsDialog *self);
CarcQrCode        *carc_bgstats_dialog_get_qr_code (CarcBgstatsDialog *self);
/* What "Save .bgsplay File…" writes once a file is chosen. */
gboolean           carc_bgstats_dialog_save_to     (CarcBgstatsDialog *self,
                                                    const char        *path,
                                                    GError           **error);

G_END_DECLS
