/* carc-wheel-paint.c: the Wheel of Fortune's printed wheel, in our own art
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>
#include <pango/pangocairo.h>

#include "carc-tile-symbols.h"
#include "carc-wheel-paint.h"

/* The sectors clockwise from the top, as the engine numbers them. */
static const char * const sector_names[CARC_WHEEL_PAINT_SECTORS] = {
  /* Translators: a sector of the Wheel of Fortune (Czech: Štěstěna) */
  NC_("wheel sector", "Fortune"),
  /* Translators: a sector of the Wheel of Fortune (Czech: Daně) */
  NC_("wheel sector", "Taxes"),
  /* Translators: a sector of the Wheel of Fortune (Czech: Hladomor) */
  NC_("wheel sector", "Famine"),
  /* Translators: a sector of the Wheel of Fortune (Czech: Bouře) */
  NC_("wheel sector", "Storm"),
  /* Translators: a sector of the Wheel of Fortune (Czech: Inkvizice) */
  NC_("wheel sector", "Inquisition"),
  /* Translators: a sector of the Wheel of Fortune (Czech: Mor) */
  NC_("wheel sector", "Plague"),
};

typedef struct
{
  guint32 sector[CARC_WHEEL_PAINT_SECTORS];
  guint32 rim, spoke, hub, text, lit, crown, crown_rim;
} WheelPalette;

/* soft tints that keep the names legible: gold, slate blue, wheat,
 * storm grey, purple, sickly green */
static const WheelPalette light = {
  .sector = { 0xf6d47a, 0xb7cdea, 0xe2c7a0, 0xb9bcc4, 0xd7b3dc, 0xbcd9a4 },
  .rim = 0x6b4a2b, .spoke = 0x6b4a2b, .hub = 0x8a6239, .text = 0x241f31,
  .lit = 0x1c71d8, .crown = 0xf5c211, .crown_rim = 0x865e3c,
};

static const WheelPalette dark = {
  .sector = { 0x9c7a22, 0x4a6286, 0x7d6443, 0x5a5d66, 0x6f4b78, 0x4f6b3c },
  .rim = 0x2b1d10, .spoke = 0x2b1d10, .hub = 0x5e4125, .text = 0xf6f5f4,
  .lit = 0x78aeed, .crown = 0xc79b0a, .crown_rim = 0x3d2a14,
};

const char *
carc_wheel_sector_display_name (guint sector)
{
  if (sector >= CARC_WHEEL_PAINT_SECTORS)
    return "";
  return g_dpgettext2 (NULL, "wheel sector", sector_names[sector]);
}

/* A direction given clockwise from north (degrees), as cairo's angle. */
static double
cairo_angle (double degrees_cw)
{
  return (degrees_cw - 90.0) * G_PI / 180.0;
}

/* @text centred at (@x, @y) in the current units, @px pixels high: drawn
 * in device pixels so the glyphs are hinted as on any label. */
static void
paint_text (cairo_t    *cr,
            const char *text,
            double      x,
            double      y,
            double      em,
            gboolean    bold)
{
  PangoLayout *layout;
  PangoFontDescription *font;
  double dx = 1, dy = 0, k;
  int w, h;

  cairo_user_to_device_distance (cr, &dx, &dy);
  k = hypot (dx, dy);
  if (k * em < 5)
    return;   /* too small to read: leave it out */
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, 1 / k, 1 / k);
  layout = pango_cairo_create_layout (cr);
  font = pango_font_description_new ();
  pango_font_description_set_family (font, "Sans");
  pango_font_description_set_weight (font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_SEMIBOLD);
  pango_font_description_set_absolute_size (font, k * em * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, -w / 2.0, -h / 2.0);
  pango_cairo_show_layout (cr, layout);
  pango_font_description_free (font);
  g_object_unref (layout);
  cairo_restore (cr);
}

void
carc_wheel_paint_pig (cairo_t *cr,
                      double   size)
{
  double s = size;

  cairo_save (cr);
  cairo_scale (cr, s, s);
  cairo_set_line_width (cr, 0.05);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);

  /* legs */
  cairo_set_source_rgb (cr, 0.78, 0.42, 0.52);
  for (int i = 0; i < 4; i++)
    {
      double lx = -0.26 + i * 0.17;
      cairo_rectangle (cr, lx - 0.04, 0.1, 0.08, 0.2);
    }
  cairo_fill (cr);
  /* curly tail */
  cairo_arc (cr, -0.42, -0.04, 0.06, 0, 1.6 * G_PI);
  cairo_set_source_rgb (cr, 0.55, 0.25, 0.33);
  cairo_stroke (cr);
  /* body and head */
  cairo_save (cr);
  cairo_scale (cr, 1, 0.68);
  cairo_arc (cr, -0.04, 0, 0.36, 0, 2 * G_PI);
  cairo_restore (cr);
  cairo_new_sub_path (cr);
  cairo_arc (cr, 0.3, -0.07, 0.16, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.97, 0.66, 0.75);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.55, 0.25, 0.33);
  cairo_stroke (cr);
  /* ear, snout, eye */
  cairo_move_to (cr, 0.22, -0.2);
  cairo_line_to (cr, 0.3, -0.33);
  cairo_line_to (cr, 0.34, -0.19);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 0.9, 0.52, 0.62);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.55, 0.25, 0.33);
  cairo_stroke (cr);
  cairo_save (cr);
  cairo_translate (cr, 0.45, -0.04);
  cairo_scale (cr, 0.6, 1);
  cairo_arc (cr, 0, 0, 0.08, 0, 2 * G_PI);
  cairo_restore (cr);
  cairo_set_source_rgb (cr, 0.9, 0.52, 0.62);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.55, 0.25, 0.33);
  cairo_stroke (cr);
  cairo_arc (cr, 0.33, -0.11, 0.025, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.1, 0.05, 0.05);
  cairo_fill (cr);
  cairo_restore (cr);
}

void
carc_wheel_paint_disc (cairo_t  *cr,
                       guint     pig_sector,
                       guint     lit_sector,
                       gboolean  is_dark)
{
  const WheelPalette *pal = is_dark ? &dark : &light;
  /* in the box: the disc's radius is 0.5; a tile is this much */
  const double tile = 1.0 / CARC_WHEEL_PAINT_DISC_TILES;
  const double hub = 0.34 * tile, names = 1.06 * tile, pig = 0.56 * tile;

  cairo_save (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);

  /* a shadow under the disc, as a board lying on the table */
  cairo_arc (cr, 0.006, 0.01, 0.5, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_fill (cr);

  for (guint s = 0; s < CARC_WHEEL_PAINT_SECTORS; s++)
    {
      double from = cairo_angle (s * 60.0 - 30.0), to = cairo_angle (s * 60.0 + 30.0);

      cairo_move_to (cr, 0, 0);
      cairo_arc (cr, 0, 0, 0.49, from, to);
      cairo_close_path (cr);
      carc_tile_set_rgb (cr, pal->sector[s]);
      cairo_fill (cr);
      if (s == pig_sector || s == lit_sector)
        {
          /* the pig's sector glows; the one it is about to reach is ringed */
          cairo_move_to (cr, 0, 0);
          cairo_arc (cr, 0, 0, 0.49, from, to);
          cairo_close_path (cr);
          if (s == pig_sector)
            {
              cairo_set_source_rgba (cr, 1, 1, 1, is_dark ? 0.16 : 0.38);
              cairo_fill_preserve (cr);
            }
          if (s == lit_sector)
            {
              carc_tile_set_rgba (cr, pal->lit, 1);
              cairo_set_line_width (cr, 0.018);
              cairo_stroke_preserve (cr);
            }
          cairo_new_path (cr);
        }
    }

  /* spokes between the sectors, then the rim */
  cairo_set_line_width (cr, 0.008);
  carc_tile_set_rgb (cr, pal->spoke);
  for (guint s = 0; s < CARC_WHEEL_PAINT_SECTORS; s++)
    {
      double a = cairo_angle (s * 60.0 + 30.0);
      cairo_move_to (cr, cos (a) * hub, sin (a) * hub);
      cairo_line_to (cr, cos (a) * 0.49, sin (a) * 0.49);
    }
  cairo_stroke (cr);
  cairo_arc (cr, 0, 0, 0.49, 0, 2 * G_PI);
  cairo_set_line_width (cr, 0.018);
  carc_tile_set_rgb (cr, pal->rim);
  cairo_stroke (cr);

  /* the hub */
  cairo_arc (cr, 0, 0, hub, 0, 2 * G_PI);
  carc_tile_set_rgb (cr, pal->hub);
  cairo_fill_preserve (cr);
  carc_tile_set_rgb (cr, pal->rim);
  cairo_set_line_width (cr, 0.01);
  cairo_stroke (cr);

  /* the names, level so that they read at a glance */
  for (guint s = 0; s < CARC_WHEEL_PAINT_SECTORS; s++)
    {
      double a = cairo_angle (s * 60.0);
      GdkRGBA text;

      text.red = ((pal->text >> 16) & 0xff) / 255.0f;
      text.green = ((pal->text >> 8) & 0xff) / 255.0f;
      text.blue = (pal->text & 0xff) / 255.0f;
      text.alpha = 1;
      gdk_cairo_set_source_rgba (cr, &text);
      paint_text (cr, carc_wheel_sector_display_name (s), cos (a) * names, sin (a) * names, 0.155 * tile, s == pig_sector);
    }

  /* the pig, facing clockwise (where it goes next) */
  if (pig_sector < CARC_WHEEL_PAINT_SECTORS)
    {
      double a = cairo_angle (pig_sector * 60.0);

      cairo_save (cr);
      cairo_translate (cr, cos (a) * pig, sin (a) * pig);
      /* upright on the top half, mirrored on the bottom half, so the
       * pig never stands on its head */
      if (cos (a) < -1e-6)
        cairo_scale (cr, -1, 1);
      carc_wheel_paint_pig (cr, 0.46 * tile);
      cairo_restore (cr);
    }
  cairo_restore (cr);
}

void
carc_wheel_paint_crown (cairo_t  *cr,
                        gboolean  is_dark)
{
  const WheelPalette *pal = is_dark ? &dark : &light;

  cairo_save (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_arc (cr, 0, 0, 0.46, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 1, 1, 1, is_dark ? 0.12 : 0.55);
  cairo_fill_preserve (cr);
  carc_tile_set_rgb (cr, pal->crown_rim);
  cairo_set_line_width (cr, 0.06);
  cairo_stroke (cr);

  /* a three-pointed crown */
  cairo_move_to (cr, -0.26, 0.16);
  cairo_line_to (cr, -0.3, -0.14);
  cairo_line_to (cr, -0.13, 0.0);
  cairo_line_to (cr, 0, -0.22);
  cairo_line_to (cr, 0.13, 0.0);
  cairo_line_to (cr, 0.3, -0.14);
  cairo_line_to (cr, 0.26, 0.16);
  cairo_close_path (cr);
  carc_tile_set_rgb (cr, pal->crown);
  cairo_fill_preserve (cr);
  carc_tile_set_rgb (cr, pal->crown_rim);
  cairo_set_line_width (cr, 0.04);
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
carc_wheel_paint_symbol (cairo_t  *cr,
                         guint     number,
                         gboolean  is_dark)
{
  const WheelPalette *pal = is_dark ? &dark : &light;
  char text[4];

  cairo_save (cr);
  /* a small wheel: rim, six spokes, the number in its hub */
  cairo_arc (cr, 0, 0, 0.46, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 1, 1, 1, is_dark ? 0.7 : 0.85);
  cairo_fill_preserve (cr);
  carc_tile_set_rgb (cr, pal->rim);
  cairo_set_line_width (cr, 0.08);
  cairo_stroke (cr);
  cairo_set_line_width (cr, 0.05);
  for (guint s = 0; s < CARC_WHEEL_PAINT_SECTORS; s++)
    {
      double a = cairo_angle (s * 60.0 + 30.0);
      cairo_move_to (cr, cos (a) * 0.24, sin (a) * 0.24);
      cairo_line_to (cr, cos (a) * 0.44, sin (a) * 0.44);
    }
  cairo_stroke (cr);
  cairo_arc (cr, 0, 0, 0.26, 0, 2 * G_PI);
  carc_tile_set_rgb (cr, pal->hub);
  cairo_fill (cr);
  g_snprintf (text, sizeof text, "%u", number);
  cairo_set_source_rgb (cr, 1, 1, 1);
  paint_text (cr, text, 0, 0, 0.36, TRUE);
  cairo_restore (cr);
}
