/* carc-figure-paint.c: figures and the player colours
 *
 * The figures' silhouettes (meeple, and each kind's own) as painted on the
 * board, the figure bar and the pictures, and the players' colours of the
 * box.
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "carc-tile-painter-private.h"
#include "carc-hills-sheep.h"
#include "carc-inns-cathedrals.h"
#include "carc-traders-builders.h"

/* ------------------------------------------------------------------------
 * Figures
 * ------------------------------------------------------------------------ */

/* The classic silhouette in a box from -0.5 to 0.5, standing. */
static void
meeple_path (cairo_t *cr)
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
pig_path (cairo_t *cr)
{
  /* side view, facing right */
  cairo_save (cr);
  cairo_translate (cr, -0.06, 0.04);
  cairo_scale (cr, 0.36, 0.24);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
  cairo_close_path (cr);
  cairo_new_sub_path (cr);
  cairo_arc (cr, 0.28, -0.04, 0.16, 0, 2 * G_PI);
  cairo_close_path (cr);
  cairo_rectangle (cr, 0.38, -0.06, 0.1, 0.11);        /* snout */
  cairo_move_to (cr, 0.18, -0.14);                      /* ear */
  cairo_line_to (cr, 0.24, -0.3);
  cairo_line_to (cr, 0.32, -0.17);
  cairo_close_path (cr);
  for (int i = 0; i < 4; i++)
    {
      double x = -0.34 + i * 0.16 + (i >= 2 ? 0.06 : 0);
      cairo_rectangle (cr, x, 0.18, 0.08, 0.2);
    }
}

static void
figure_shape (cairo_t *cr, CarcFigureKind kind)
{
  switch (kind)
    {
    case CARC_FIGURE_PIG:
      pig_path (cr);
      break;
    case CARC_FIGURE_BUILDER:
      cairo_save (cr);
      cairo_translate (cr, 0, 0.04);
      cairo_scale (cr, 0.72, 0.92);
      meeple_path (cr);
      /* a pointed hood: builders are the tall ones */
      cairo_move_to (cr, -0.15, -0.36);
      cairo_line_to (cr, 0, -0.62);
      cairo_line_to (cr, 0.15, -0.36);
      cairo_close_path (cr);
      cairo_restore (cr);
      break;
    case CARC_FIGURE_SHEPHERD:
      cairo_save (cr);
      cairo_translate (cr, -0.08, 0.02);
      cairo_scale (cr, 0.78, 0.92);
      meeple_path (cr);
      cairo_restore (cr);
      break;
    case CARC_FIGURE_FOLLOWER:
    case CARC_FIGURE_BIG_FOLLOWER:
    default:
      meeple_path (cr);
      break;
    }
}

static void
crook_path (cairo_t *cr)
{
  /* the shepherd's staff with its hook */
  cairo_move_to (cr, 0.36, 0.47);
  cairo_line_to (cr, 0.36, -0.3);
  cairo_arc (cr, 0.28, -0.3, 0.08, 0, G_PI);
  cairo_line_to (cr, 0.2, -0.24);
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
  double scale, lum, outline_w;
  gboolean light_outline;

  g_return_if_fail (cr != NULL);
  if (size <= 0)
    return;
  if (colour)
    fill = *colour;

  switch (kind)
    {
    case CARC_FIGURE_BIG_FOLLOWER: scale = 1.0; break;
    case CARC_FIGURE_PIG: scale = 0.8; break;
    case CARC_FIGURE_BUILDER: scale = 0.9; break;
    case CARC_FIGURE_SHEPHERD: scale = 0.86; break;
    case CARC_FIGURE_FOLLOWER:
    default: scale = 0.78; break;
    }
  lum = luminance (&fill);
  /* dark figures get a light rim, the others a dark one: both read on
   * green fields, beige cities and either board */
  light_outline = lum < 0.22;
  outline_w = 0.075 / scale;

  cairo_save (cr);
  cairo_translate (cr, size / 2, size / 2);
  cairo_scale (cr, size * scale, size * scale);
  if (lying && kind != CARC_FIGURE_PIG)
    {
      cairo_rotate (cr, -G_PI / 2);
      cairo_scale (cr, 0.92, 0.92);
    }
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);

  /* a soft shadow, then the rim, then the body */
  cairo_save (cr);
  cairo_translate (cr, 0.035, 0.05);
  figure_shape (cr, kind);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.3);
  cairo_fill (cr);
  cairo_restore (cr);

  if (kind == CARC_FIGURE_SHEPHERD)
    {
      crook_path (cr);
      if (light_outline)
        cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
      else
        cairo_set_source_rgba (cr, 0.1, 0.08, 0.06, 0.85);
      cairo_set_line_width (cr, 0.06 + outline_w * 1.4);
      cairo_stroke (cr);
    }

  figure_shape (cr, kind);
  if (light_outline)
    cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
  else
    cairo_set_source_rgba (cr, 0.1, 0.08, 0.06, 0.85);
  cairo_set_line_width (cr, outline_w * 2);
  cairo_stroke_preserve (cr);
  gdk_cairo_set_source_rgba (cr, &fill);
  cairo_fill (cr);

  if (kind == CARC_FIGURE_SHEPHERD)
    {
      crook_path (cr);
      cairo_set_source_rgb (cr, fill.red * 0.7, fill.green * 0.7, fill.blue * 0.7);
      cairo_set_line_width (cr, 0.06);
      cairo_stroke (cr);
    }
  if (kind == CARC_FIGURE_PIG)
    {
      cairo_arc (cr, 0.3, -0.08, 0.025, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.8);
      cairo_fill (cr);
      /* the curly tail */
      cairo_arc (cr, -0.45, -0.04, 0.05, 0, 1.6 * G_PI);
      cairo_set_source_rgba (cr, 0.1, 0.08, 0.06, 0.85);
      cairo_set_line_width (cr, 0.035);
      cairo_stroke (cr);
    }

  /* a highlight on the wood, to look like a figure rather than a hole */
  cairo_save (cr);
  figure_shape (cr, kind);
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
