/* carc-share.h: the game for others — a picture of the board, a BG Stats file
 *
 * A picture of the board at any moment (playing or in review) with the
 * scores beside it, as PNG or SVG, drawn with cairo by the tile painter
 * (no widget involved, so it has the full board at any size). A finished
 * game as a BG Stats play file (docs/bgstats-export.md).
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

/* A finished game as a BG Stats play file: players, scores, winners, when
 * it was played, how long, the expansions. NULL with an error if the game
 * is not finished. */
char           *carc_share_bgstats_json    (const CarcGame   *game,
                                            GError          **error);
gboolean        carc_share_save_bgstats    (const CarcGame   *game,
                                            const char       *path,
                                            GError          **error);

/* Ask where (GtkFileChooserNative), then save; the result (or the error)
 * shows as a toast in @widget's AdwToastOverlay. The state is copied, the
 * BG Stats file made before asking, so the game may go on meanwhile. */
void            carc_share_choose_and_save_board     (GtkWidget       *widget,
                                                      const CarcState *state,
                                                      const char      *caption,
                                                      const char      *suggested_name);
void            carc_share_choose_and_export_bgstats (GtkWidget       *widget,
                                                      const CarcGame  *game);

G_END_DECLS
