/* carc-qr-matrix.h: a text as a QR code's modules (libqrencode), nothing drawn
 *
 * The matrix alone, on GLib and libqrencode (no GTK, no cairo), so that a
 * test can decode it without a display; CarcQrCode draws it.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The light border a reader needs around the modules, in modules (ISO/IEC
 * 18004 asks for 4). */
#define CARC_QR_QUIET_ZONE 4

typedef struct _CarcQrMatrix CarcQrMatrix;

/* @text in byte mode, error correction level L (7 % of the code may be
 * unreadable: enough on a screen, and the code stays as small as it can),
 * the smallest version that holds it. NULL with an error when it is too
 * long for any version (2,953 bytes at level L). */
CarcQrMatrix *carc_qr_matrix_new      (const char         *text,
                                       GError            **error);
void          carc_qr_matrix_free     (CarcQrMatrix       *matrix);
/* Modules a side, without the quiet zone (21 for version 1, … 177). */
guint         carc_qr_matrix_get_size (const CarcQrMatrix *matrix);
/* Whether the module at column @x, row @y (from the top left) is dark;
 * FALSE outside the matrix, as the quiet zone is. */
gboolean      carc_qr_matrix_is_dark  (const CarcQrMatrix *matrix,
                                       int                 x,
                                       int                 y);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CarcQrMatrix, carc_qr_matrix_free)

G_END_DECLS
