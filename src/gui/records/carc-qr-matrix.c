/* carc-qr-matrix.c: a text as a QR code's modules (libqrencode)
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "carc-qr-matrix.h"

#include <errno.h>
#include <gio/gio.h>
#include <glib/gi18n.h>
#include <qrencode.h>
#include <string.h>

struct _CarcQrMatrix
{
  guint   size;
  guint8 *dark;   /* size × size, row by row */
};

CarcQrMatrix *
carc_qr_matrix_new (const char  *text,
                    GError     **error)
{
  CarcQrMatrix *matrix;
  QRcode *code;

  g_return_val_if_fail (text != NULL, NULL);

  /* version 0: the smallest that holds the text; case-sensitive byte mode */
  errno = 0;
  code = QRcode_encodeString (text, 0, QR_ECLEVEL_L, QR_MODE_8, 1);
  if (code == NULL)
    {
      int saved = errno;

      g_set_error (error, G_IO_ERROR, saved == ERANGE ? G_IO_ERROR_INVALID_DATA : G_IO_ERROR_FAILED,
                   saved == ERANGE
                     /* Translators: %u is the length of the text in bytes */
                     ? _("The link is too long for a QR code (%u bytes)")
                     : _("The QR code cannot be made (%u bytes)"),
                   (guint) strlen (text));
      return NULL;
    }
  matrix = g_new0 (CarcQrMatrix, 1);
  matrix->size = (guint) code->width;
  matrix->dark = g_malloc (matrix->size * matrix->size);
  /* libqrencode's bit 0 of each byte is the module's colour; the other
   * bits say what the module is for */
  for (guint i = 0; i < matrix->size * matrix->size; i++)
    matrix->dark[i] = code->data[i] & 1;
  QRcode_free (code);
  return matrix;
}

void
carc_qr_matrix_free (CarcQrMatrix *matrix)
{
  if (matrix == NULL)
    return;
  g_free (matrix->dark);
  g_free (matrix);
}

guint
carc_qr_matrix_get_size (const CarcQrMatrix *matrix)
{
  g_return_val_if_fail (matrix != NULL, 0);
  return matrix->size;
}

gboolean
carc_qr_matrix_is_dark (const CarcQrMatrix *matrix,
                        int                 x,
                        int                 y)
{
  g_return_val_if_fail (matrix != NULL, FALSE);
  if (x < 0 || y < 0 || (guint) x >= matrix->size || (guint) y >= matrix->size)
    return FALSE;
  return matrix->dark[(guint) y * matrix->size + (guint) x] != 0;
}
