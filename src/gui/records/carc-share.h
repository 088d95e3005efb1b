/* carc-share.h: the game for others — a picture of the board
 *
 * A picture of the board at any moment (playing or in review) with the
 * scores beside it, as PNG or SVG, drawn with cairo by the tile painter
 * (no widget involved, so it has the full board at any size). BG Stats:
 * carc-bgstats-dialog.h (docs/bgstats-export.md).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "carc-game.h"

G_BEGIN_DECLS

typedef enum {
  CARC_SHARE_PNG,
  CARC_SHARE_SVG,
} CarcShareFormat;

/* PNG or SVG by the file name's ending (case-insensitive); PNG otherwise. */
CarcShareFormat carc_share_format_for_path (const char *path);

/* Draws @state's board with its figures, and beside it @caption (nullable)
 * and each player's score, into @path (replaced atomically). The error
 * names the file. */
gboolean        carc_share_save_board      (const CarcState  *state,
                                            const char       *caption,
                                            const char       *path,
                                            CarcShareFormat   format,
                                            GError          **error);

/* Ask where (GtkFileChooserNative), then save; the result (or the error)
 * shows as a toast in @widget's AdwToastOverlay. The state is copied, so
 * the game may go on meanwhile. */
void            carc_share_choose_and_save_board     (GtkWidget       *widget,
                                                      const CarcState *state,
                                                      const char      *caption,
                                                      const char      *suggested_name);

G_END_DECLS
