/* carc-figure-paint.c: figures and the player colours
 *
 * The figures (the follower's silhouette; the expansions' figures as their
 * CarcExpansionUi.figure_looks say) as painted on the
 * board, the figure bar and the pictures, and the players' colours of the
 * box.
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "carc-expansion-ui.h"
#include "carc-tile-painter-private.h"

/* ------------------------------------------------------------------------
 * Figures
 * ------------------------------------------------------------------------ */

/* The classic silhouette in a box from -0.5 to 0.5, standing. */
void
carc_figure_meeple_path (cairo_t *cr)
{
  cairo_move_to (cr, -0.1, -0.2);
  cairo_curve_to (cr, -0.22, -0.19, -0.36, -0.15, -0.43, -0.08);
  cairo_curve_to (cr, -0.5, -0.01, -0.46, 0.07, -0.37, 0.06);
  cairo_curve_to (cr, -0.3, 0.05, -0.22, 0.05, -0.19, 0.08);
  cairo_curve_to (cr, -0.22, 0.2, -0.31, 0.33, -0.36, 0.4);
  cairo_curve_to (cr, -0.4, 0.46, -0.36, 0.48, -0.28, 0.48);
  cairo_line_to (cr, -0.13, 0.48);
  cairo_curve_to (cr, -0.09, 0.4, -0.05, 0.3, 0, 0.28);
  cairo_curve_to (cr, 0.05, 0.3, 0.09, 0.4, 0.13, 0.48);
  cairo_line_to (cr, 0.28, 0.48);
  cairo_curve_to (cr, 0.36, 0.48, 0.4, 0.46, 0.36, 0.4);
  cairo_curve_to (cr, 0.31, 0.33, 0.22, 0.2, 0.19, 0.08);
  cairo_curve_to (cr, 0.22, 0.05, 0.3, 0.05, 0.37, 0.06);
  cairo_curve_to (cr, 0.46, 0.07, 0.5, -0.01, 0.43, -0.08);
  cairo_curve_to (cr, 0.36, -0.15, 0.22, -0.19, 0.1, -0.2);
  cairo_close_path (cr);
  cairo_new_sub_path (cr);
  cairo_arc (cr, 0, -0.32, 0.15, 0, 2 * G_PI);
  cairo_close_path (cr);
}

static void
figure_shape (cairo_t *cr, const CarcUiFigureLook *look)
{
  if (look != NULL && look->shape != NULL)
    look->shape (cr);
  else
    carc_figure_meeple_path (cr);
}

static double
luminance (const GdkRGBA *c)
{
  return 0.2126 * c->red + 0.7152 * c->green + 0.0722 * c->blue;
}

void
carc_figure_paint (cairo_t        *cr,
                   CarcFigureKind  kind,
                   const GdkRGBA  *colour,
                   gboolean        lying,
                   double          size)
{
  GdkRGBA fill = { 0.5, 0.5, 0.5, 1 };
  const CarcUiFigureLook *look;
  double scale, lum, outline_w;
  gboolean light_outline;

  g_return_if_fail (cr != NULL);
  if (size <= 0)
    return;
  if (colour)
    fill = *colour;

  /* the follower's look, or an expansion's figure's */
  look = carc_expansions_ui_figure_look (kind);
  scale = look != NULL ? look->scale : 0.78;
  lum = luminance (&fill);
  /* dark figures get a light rim, the others a dark one: both read on
   * green fields, beige cities and either board */
  light_outline = lum < 0.22;
  outline_w = 0.075 / scale;

  cairo_save (cr);
  cairo_translate (cr, size / 2, size / 2);
  cairo_scale (cr, size * scale, size * scale);
  if (lying && !(look != NULL && look->upright))
    {
      cairo_rotate (cr, -G_PI / 2);
      cairo_scale (cr, 0.92, 0.92);
    }
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);

  /* a soft shadow, then the rim, then the body */
  cairo_save (cr);
  cairo_translate (cr, 0.035, 0.05);
  figure_shape (cr, look);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.3);
  cairo_fill (cr);
  cairo_restore (cr);

  if (look != NULL && look->behind != NULL)
    {
      if (light_outline)
        cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
      else
        cairo_set_source_rgba (cr, 0.1, 0.08, 0.06, 0.85);
      look->behind (cr, outline_w);
    }

  figure_shape (cr, look);
  if (light_outline)
    cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
  else
    cairo_set_source_rgba (cr, 0.1, 0.08, 0.06, 0.85);
  cairo_set_line_width (cr, outline_w * 2);
  cairo_stroke_preserve (cr);
  gdk_cairo_set_source_rgba (cr, &fill);
  cairo_fill (cr);

  if (look != NULL && look->over != NULL)
    look->over (cr, &fill);

  /* a highlight on the wood, to look like a figure rather than a hole */
  cairo_save (cr);
  figure_shape (cr, look);
  cairo_clip (cr);
  {
    cairo_pattern_t *pattern = cairo_pattern_create_linear (-0.5, -0.5, 0.5, 0.5);
    cairo_pattern_add_color_stop_rgba (pattern, 0, 1, 1, 1, lum < 0.22 ? 0.22 : 0.35);
    cairo_pattern_add_color_stop_rgba (pattern, 0.55, 1, 1, 1, 0);
    cairo_pattern_add_color_stop_rgba (pattern, 1, 0, 0, 0, 0.18);
    cairo_set_source (cr, pattern);
    cairo_paint (cr);
    cairo_pattern_destroy (pattern);
  }
  cairo_restore (cr);
  cairo_restore (cr);
}

/* ------------------------------------------------------------------------
 * Player colours
 * ------------------------------------------------------------------------ */

static const struct
{
  const char *name;
  guint32     rgb;
} player_colours[] = {
  { "red", 0xe01b24 },
  { "blue", 0x1c71d8 },
  { "green", 0x2ec27e },
  { "yellow", 0xf6d32d },
  { "black", 0x2a2630 },
  { "grey", 0x9a9996 },
  { "gray", 0x9a9996 },
  { "pink", 0xf57ec0 },
  { "purple", 0x9141ac },
};

gboolean
carc_player_colour (const char *name,
                    GdkRGBA    *out)
{
  GdkRGBA parsed;

  if (name == NULL)
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (player_colours); i++)
    if (g_ascii_strcasecmp (name, player_colours[i].name) == 0)
      {
        if (out)
          {
            out->red = ((player_colours[i].rgb >> 16) & 0xff) / 255.0f;
            out->green = ((player_colours[i].rgb >> 8) & 0xff) / 255.0f;
            out->blue = (player_colours[i].rgb & 0xff) / 255.0f;
            out->alpha = 1;
          }
        return TRUE;
      }
  if (gdk_rgba_parse (&parsed, name))
    {
      if (out)
        *out = parsed;
      return TRUE;
    }
  return FALSE;
}
