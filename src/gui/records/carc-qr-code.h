/* carc-qr-code.h: a QR code a phone can scan off the screen
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "carc-qr-matrix.h"

G_BEGIN_DECLS

#define CARC_TYPE_QR_CODE (carc_qr_code_get_type ())

G_DECLARE_FINAL_TYPE (CarcQrCode, carc_qr_code, CARC, QR_CODE, GtkWidget)

GtkWidget          *carc_qr_code_new        (void);
/* Shows @text as a QR code; NULL or a text no code holds shows nothing
 * (the error says why). */
gboolean            carc_qr_code_set_text   (CarcQrCode  *self,
                                             const char  *text,
                                             GError     **error);
const char         *carc_qr_code_get_text   (CarcQrCode  *self);
const CarcQrMatrix *carc_qr_code_get_matrix (CarcQrCode  *self);

/* Draws @matrix with its quiet zone as a square of @side device pixels at
 * (@x, @y) of @cr (in device pixels): whole pixels a module, the rest of
 * @side split around it as more light border. Dark on light whatever the
 * style, as scanners expect. */
void                carc_qr_code_paint      (cairo_t            *cr,
                                             const CarcQrMatrix *matrix,
                                             int                 x,
                                             int                 y,
                                             int                 side);

G_END_DECLS
