/* carc-qr-code.c: a QR code a phone can scan off the screen
 *
 * Drawn with cairo in whole device pixels a module, no antialiasing, so the
 * edges stay sharp at any size and scale factor; always near-black modules
 * on white with the quiet zone around them, even in the dark style, since
 * phone scanners read dark-on-light codes and many fail on inverted ones.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "carc-qr-code.h"

#include <glib/gi18n.h>

#define MIN_MODULE_PX      2    /* a module at least, in logical pixels */
#define NATURAL_MODULE_PX  3    /* what it asks for when there is room: a
                                 * phone's camera at arm's length reads it */

struct _CarcQrCode
{
  GtkWidget     parent_instance;

  char         *text;
  CarcQrMatrix *matrix;
};

G_DEFINE_FINAL_TYPE (CarcQrCode, carc_qr_code, GTK_TYPE_WIDGET)

void
carc_qr_code_paint (cairo_t            *cr,
                    const CarcQrMatrix *matrix,
                    int                 x,
                    int                 y,
                    int                 side)
{
  guint size = carc_qr_matrix_get_size (matrix);
  guint with_zone = size + 2 * CARC_QR_QUIET_ZONE;
  int module = MAX (1, side / (int) with_zone);
  int x0 = x + (side - module * (int) size) / 2;
  int y0 = y + (side - module * (int) size) / 2;

  cairo_save (cr);
  cairo_set_antialias (cr, CAIRO_ANTIALIAS_NONE);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_rectangle (cr, x, y, side, side);
  cairo_fill (cr);

  /* runs of dark modules in a row as one rectangle */
  for (guint row = 0; row < size; row++)
    for (guint col = 0; col < size;)
      {
        guint end = col;

        if (!carc_qr_matrix_is_dark (matrix, (int) col, (int) row))
          {
            col++;
            continue;
          }
        while (end < size && carc_qr_matrix_is_dark (matrix, (int) end, (int) row))
          end++;
        cairo_rectangle (cr, x0 + (int) col * module, y0 + (int) row * module, (int) (end - col) * module, module);
        col = end;
      }
  cairo_set_source_rgb (cr, 0.0, 0.0, 0.0);
  cairo_fill (cr);
  cairo_restore (cr);
}

static void
carc_qr_code_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  CarcQrCode *self = CARC_QR_CODE (widget);
  int with_zone = self->matrix != NULL ? (int) carc_qr_matrix_get_size (self->matrix) + 2 * CARC_QR_QUIET_ZONE : 0;

  *minimum = with_zone * MIN_MODULE_PX;
  *natural = with_zone * NATURAL_MODULE_PX;
  /* square: as tall as it is given width (a narrow window gives less) */
  if (orientation == GTK_ORIENTATION_VERTICAL && for_size >= 0)
    *minimum = *natural = CLAMP (for_size, *minimum, *natural);
}

static GtkSizeRequestMode
carc_qr_code_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
carc_qr_code_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  CarcQrCode *self = CARC_QR_CODE (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  int scale = gtk_widget_get_scale_factor (widget);
  int side = MIN (width, height);
  int device_side = side * scale;
  cairo_t *cr;

  if (self->matrix == NULL || side <= 0)
    return;

  /* the whole square light, the modules in whole device pixels centred
   * in it (carc_qr_code_paint) */
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  /* draw in device pixels so that module edges fall on pixel edges */
  cairo_scale (cr, 1.0 / scale, 1.0 / scale);
  carc_qr_code_paint (cr, self->matrix,
                      (width * scale - device_side) / 2, (height * scale - device_side) / 2, device_side);
  cairo_destroy (cr);
}

static void
carc_qr_code_finalize (GObject *object)
{
  CarcQrCode *self = CARC_QR_CODE (object);

  g_free (self->text);
  g_clear_pointer (&self->matrix, carc_qr_matrix_free);

  G_OBJECT_CLASS (carc_qr_code_parent_class)->finalize (object);
}

static void
carc_qr_code_class_init (CarcQrCodeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = carc_qr_code_finalize;
  widget_class->measure = carc_qr_code_measure;
  widget_class->get_request_mode = carc_qr_code_get_request_mode;
  widget_class->snapshot = carc_qr_code_snapshot;

  gtk_widget_class_set_css_name (widget_class, "carcqrcode");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
carc_qr_code_init (CarcQrCode *self)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("QR code of the link"),
                                  -1);
}

GtkWidget *
carc_qr_code_new (void)
{
  return g_object_new (CARC_TYPE_QR_CODE, NULL);
}

gboolean
carc_qr_code_set_text (CarcQrCode  *self,
                       const char  *text,
                       GError     **error)
{
  CarcQrMatrix *matrix = NULL;

  g_return_val_if_fail (CARC_IS_QR_CODE (self), FALSE);

  if (text != NULL)
    matrix = carc_qr_matrix_new (text, error);
  g_clear_pointer (&self->matrix, carc_qr_matrix_free);
  self->matrix = matrix;
  g_free (self->text);
  self->text = matrix != NULL ? g_strdup (text) : NULL;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  return matrix != NULL || text == NULL;
}

const char *
carc_qr_code_get_text (CarcQrCode *self)
{
  g_return_val_if_fail (CARC_IS_QR_CODE (self), NULL);
  return self->text;
}

const CarcQrMatrix *
carc_qr_code_get_matrix (CarcQrCode *self)
{
  g_return_val_if_fail (CARC_IS_QR_CODE (self), NULL);
  return self->matrix;
}
