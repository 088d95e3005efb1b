/* carc-tile-paint.c: painting a tile from its layout
 *
 * The palettes (light and dark) and the painting of every shape and
 * symbol of a layout, rotated to the tile's rotation.
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
 * Palette
 * ------------------------------------------------------------------------ */

static const Palette light_palette = {
  .field = 0x9cc877, .field_light = 0xb0d68c, .hedge = 0x4f8a3c,
  .hill_light = 0xc0e09a, .hill_dark = 0x79ab56,
  .city = 0xe9d3a5, .city_light = 0xf3e2bf, .wall = 0x8d7150,
  .road = 0xfbf6ea, .road_edge = 0x9e9070,
  .water = 0x7ab3ea, .water_light = 0xa9cff3, .bank = 0x3d7fcb,
  .yard = 0xeee5cf, .yard_edge = 0x9b8a68, .stone = 0xfbf8f1, .roof = 0xc4573b, .outline = 0x5b4636,
  .pennant = 0x1c71d8, .pennant_edge = 0xffffff,
  .slate = 0x62697e,
  .badge = 0xfff8e8, .badge_edge = 0x8d7150,
  .wine = 0x813d9c, .leaf = 0x4a8c34, .grain = 0xe5a50a, .grain_dark = 0xa86d05,
  .cloth = 0x2a9d8f, .cloth_dark = 0x1b6b62,
  .vine = 0x3d7a2c, .stake = 0x7a5a3a,
  .frame_alpha = 0.22,
};

static const Palette dark_palette = {
  .field = 0x4d7340, .field_light = 0x5a8249, .hedge = 0x2b4d22,
  .hill_light = 0x6a9452, .hill_dark = 0x3b5c30,
  .city = 0xa99171, .city_light = 0xb8a07e, .wall = 0x574530,
  .road = 0xc9c0aa, .road_edge = 0x5f5644,
  .water = 0x3a72b0, .water_light = 0x5088c4, .bank = 0x24528a,
  .yard = 0x9c927c, .yard_edge = 0x584c3a, .stone = 0xdcd5c6, .roof = 0xa8452f, .outline = 0x2e241c,
  .pennant = 0x2a6fc9, .pennant_edge = 0xe8e8e8,
  .slate = 0x4a5064,
  .badge = 0xd9d0bc, .badge_edge = 0x4f3f2c,
  .wine = 0x74348e, .leaf = 0x3c7a2a, .grain = 0xd19a0a, .grain_dark = 0x8a5a04,
  .cloth = 0x23897c, .cloth_dark = 0x165c54,
  .vine = 0x2d5f20, .stake = 0x5e452d,
  .frame_alpha = 0.5,
};

static void
set_rgb (cairo_t *cr, guint32 rgb)
{
  cairo_set_source_rgb (cr, ((rgb >> 16) & 0xff) / 255.0, ((rgb >> 8) & 0xff) / 255.0, (rgb & 0xff) / 255.0);
}

static void
set_rgba (cairo_t *cr, guint32 rgb, double a)
{
  cairo_set_source_rgba (cr, ((rgb >> 16) & 0xff) / 255.0, ((rgb >> 8) & 0xff) / 255.0, (rgb & 0xff) / 255.0, a);
}

/* ------------------------------------------------------------------------
 * Painting
 * ------------------------------------------------------------------------ */

void
rotate_tile (cairo_t *cr, guint rotation)
{
  cairo_translate (cr, 0.5, 0.5);
  cairo_rotate (cr, (rotation & 3) * G_PI / 2);
  cairo_translate (cr, -0.5, -0.5);
}

static void
paint_house (cairo_t *cr, const Palette *pal, Pt c, double size, double angle)
{
  double hx = size * 0.5, hy = size * 0.42;

  cairo_save (cr);
  cairo_translate (cr, c.x, c.y);
  cairo_rotate (cr, angle);
  /* walls, then a gable roof seen from above: two slopes and a ridge */
  cairo_rectangle (cr, -hx, -hy, 2 * hx, 2 * hy);
  set_rgb (cr, pal->roof);
  cairo_fill_preserve (cr);
  set_rgb (cr, pal->outline);
  cairo_set_line_width (cr, size * 0.08);
  cairo_stroke (cr);
  cairo_move_to (cr, -hx, 0);
  cairo_line_to (cr, hx, 0);
  cairo_set_line_width (cr, size * 0.06);
  cairo_stroke (cr);
  cairo_rectangle (cr, -hx, 0, 2 * hx, hy);
  set_rgba (cr, 0x000000, 0.18);
  cairo_fill (cr);
  cairo_restore (cr);
}

/* A church seen from the front: nave with a gable roof, a bell tower with a
 * spire, an arched door; centred on (0, 0), about 0.3 wide. */
static void
paint_church (cairo_t *cr, const Palette *pal, double lw)
{
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, lw);

  /* nave */
  cairo_rectangle (cr, -0.06, -0.01, 0.17, 0.13);
  set_rgb (cr, pal->stone);
  cairo_fill_preserve (cr);
  set_rgb (cr, pal->outline);
  cairo_stroke (cr);
  cairo_move_to (cr, -0.075, -0.005);
  cairo_line_to (cr, 0.025, -0.1);
  cairo_line_to (cr, 0.125, -0.005);
  cairo_close_path (cr);
  set_rgb (cr, pal->roof);
  cairo_fill_preserve (cr);
  set_rgb (cr, pal->outline);
  cairo_stroke (cr);
  /* door */
  cairo_move_to (cr, 0.0, 0.12);
  cairo_line_to (cr, 0.0, 0.075);
  cairo_arc (cr, 0.025, 0.075, 0.025, G_PI, 2 * G_PI);
  cairo_line_to (cr, 0.05, 0.12);
  cairo_close_path (cr);
  set_rgb (cr, pal->outline);
  cairo_fill (cr);
  /* tower */
  cairo_rectangle (cr, -0.13, -0.07, 0.075, 0.19);
  set_rgb (cr, pal->stone);
  cairo_fill_preserve (cr);
  set_rgb (cr, pal->outline);
  cairo_stroke (cr);
  cairo_move_to (cr, -0.14, -0.065);
  cairo_line_to (cr, -0.0925, -0.165);
  cairo_line_to (cr, -0.045, -0.065);
  cairo_close_path (cr);
  set_rgb (cr, pal->roof);
  cairo_fill_preserve (cr);
  set_rgb (cr, pal->outline);
  cairo_stroke (cr);
  cairo_move_to (cr, -0.0925, -0.165);
  cairo_line_to (cr, -0.0925, -0.205);
  cairo_move_to (cr, -0.11, -0.19);
  cairo_line_to (cr, -0.075, -0.19);
  cairo_stroke (cr);
  /* bell opening */
  cairo_move_to (cr, -0.105, -0.01);
  cairo_line_to (cr, -0.105, -0.03);
  cairo_arc (cr, -0.0925, -0.03, 0.0125, G_PI, 2 * G_PI);
  cairo_line_to (cr, -0.08, -0.01);
  cairo_close_path (cr);
  cairo_fill (cr);
}

static void
paint_monastery (cairo_t *cr, const Palette *pal, Pt m, double k, const Shape *yard)
{
  shape_replay (cr, yard);
  set_rgb (cr, pal->yard);
  cairo_fill_preserve (cr);
  set_rgb (cr, pal->yard_edge);
  cairo_set_line_width (cr, 0.014 * k);
  cairo_stroke (cr);

  cairo_save (cr);
  cairo_translate (cr, m.x + 0.008 * k, m.y + 0.02 * k);
  cairo_scale (cr, k, k);
  paint_church (cr, pal, 0.012);
  cairo_restore (cr);
}

static void
paint_pennant (cairo_t *cr, const Palette *pal, Pt c, double size)
{
  double w = size * 0.8, h = size;

  cairo_save (cr);
  cairo_translate (cr, c.x, c.y);
  cairo_move_to (cr, -w / 2, -h / 2);
  cairo_line_to (cr, w / 2, -h / 2);
  cairo_line_to (cr, w / 2, 0);
  cairo_curve_to (cr, w / 2, h * 0.3, w * 0.2, h * 0.42, 0, h / 2);
  cairo_curve_to (cr, -w * 0.2, h * 0.42, -w / 2, h * 0.3, -w / 2, 0);
  cairo_close_path (cr);
  set_rgb (cr, pal->pennant);
  cairo_fill_preserve (cr);
  set_rgb (cr, pal->pennant_edge);
  cairo_set_line_width (cr, size * 0.12);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);
  /* a white chevron, as the tiles' coats of arms have */
  cairo_move_to (cr, -w * 0.32, -h * 0.05);
  cairo_line_to (cr, 0, h * 0.18);
  cairo_line_to (cr, w * 0.32, -h * 0.05);
  cairo_set_line_width (cr, size * 0.12);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
paint_badge (cairo_t *cr, const Palette *pal, Pt c, double size)
{
  cairo_arc (cr, c.x, c.y, size / 2, 0, 2 * G_PI);
  set_rgb (cr, pal->badge);
  cairo_fill_preserve (cr);
  set_rgb (cr, pal->badge_edge);
  cairo_set_line_width (cr, size * 0.07);
  cairo_stroke (cr);
}

static void
paint_goods (cairo_t *cr, const Palette *pal, CarcGood good, Pt c, double size)
{
  paint_badge (cr, pal, c, size);
  cairo_save (cr);
  cairo_translate (cr, c.x, c.y);
  cairo_scale (cr, size, size);
  switch (good)
    {
    case CARC_GOOD_WINE:
      {
        static const double grapes[][2] = {
          { -0.14, -0.1 }, { 0, -0.1 }, { 0.14, -0.1 }, { -0.07, 0.03 }, { 0.07, 0.03 }, { 0, 0.16 },
        };
        for (guint i = 0; i < G_N_ELEMENTS (grapes); i++)
          {
            cairo_new_sub_path (cr);
            cairo_arc (cr, grapes[i][0], grapes[i][1] + 0.04, 0.085, 0, 2 * G_PI);
          }
        set_rgb (cr, pal->wine);
        cairo_fill (cr);
        cairo_move_to (cr, 0, -0.2);
        cairo_curve_to (cr, 0.1, -0.32, 0.22, -0.3, 0.26, -0.22);
        cairo_curve_to (cr, 0.16, -0.16, 0.08, -0.18, 0, -0.2);
        set_rgb (cr, pal->leaf);
        cairo_fill (cr);
      }
      break;
    case CARC_GOOD_GRAIN:
      {
        /* a sheaf: stalks bound in the middle, ears at the top */
        cairo_set_line_width (cr, 0.045);
        cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
        for (int i = -2; i <= 2; i++)
          {
            cairo_move_to (cr, i * 0.04, 0.3);
            cairo_line_to (cr, i * 0.07, -0.12);
          }
        set_rgb (cr, pal->grain_dark);
        cairo_stroke (cr);
        for (int i = -2; i <= 2; i++)
          {
            cairo_save (cr);
            cairo_translate (cr, i * 0.075, -0.18);
            cairo_rotate (cr, i * 0.25);
            cairo_scale (cr, 0.045, 0.11);
            cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
            cairo_restore (cr);
          }
        set_rgb (cr, pal->grain);
        cairo_fill (cr);
        cairo_rectangle (cr, -0.12, 0.05, 0.24, 0.06);
        set_rgb (cr, pal->grain_dark);
        cairo_fill (cr);
      }
      break;
    case CARC_GOOD_CLOTH:
    default:
      {
        /* a bolt of cloth: a roll with its loose end */
        cairo_rectangle (cr, -0.26, -0.16, 0.4, 0.3);
        set_rgb (cr, pal->cloth);
        cairo_fill (cr);
        cairo_save (cr);
        cairo_translate (cr, 0.14, -0.01);
        cairo_scale (cr, 0.09, 0.15);
        cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
        cairo_restore (cr);
        set_rgb (cr, pal->cloth_dark);
        cairo_fill (cr);
        cairo_move_to (cr, -0.26, 0.14);
        cairo_line_to (cr, -0.3, 0.26);
        cairo_line_to (cr, 0.06, 0.26);
        cairo_line_to (cr, 0.1, 0.14);
        cairo_close_path (cr);
        set_rgb (cr, pal->cloth);
        cairo_fill (cr);
        cairo_set_line_width (cr, 0.03);
        for (int i = 0; i < 3; i++)
          {
            cairo_move_to (cr, -0.2 + i * 0.11, -0.16);
            cairo_line_to (cr, -0.2 + i * 0.11, 0.14);
          }
        set_rgba (cr, 0xffffff, 0.6);
        cairo_stroke (cr);
      }
      break;
    }
  cairo_restore (cr);
}

static void
paint_cathedral (cairo_t *cr, const Palette *pal, Pt c, double size)
{
  cairo_save (cr);
  cairo_translate (cr, c.x, c.y);
  cairo_scale (cr, size, size);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, 0.03);

  /* a cathedral from the front: a high gable between two spired towers */
  cairo_rectangle (cr, -0.22, -0.05, 0.44, 0.5);
  set_rgb (cr, pal->stone);
  cairo_fill_preserve (cr);
  set_rgb (cr, pal->outline);
  cairo_stroke (cr);
  cairo_move_to (cr, -0.24, -0.04);
  cairo_line_to (cr, 0, -0.3);
  cairo_line_to (cr, 0.24, -0.04);
  cairo_close_path (cr);
  set_rgb (cr, pal->slate);
  cairo_fill_preserve (cr);
  set_rgb (cr, pal->outline);
  cairo_stroke (cr);
  for (int side = -1; side <= 1; side += 2)
    {
      double x = side * 0.3;

      cairo_rectangle (cr, x - 0.09, -0.2, 0.18, 0.65);
      set_rgb (cr, pal->stone);
      cairo_fill_preserve (cr);
      set_rgb (cr, pal->outline);
      cairo_stroke (cr);
      cairo_move_to (cr, x - 0.11, -0.19);
      cairo_line_to (cr, x, -0.5);
      cairo_line_to (cr, x + 0.11, -0.19);
      cairo_close_path (cr);
      set_rgb (cr, pal->slate);
      cairo_fill_preserve (cr);
      set_rgb (cr, pal->outline);
      cairo_stroke (cr);
      cairo_move_to (cr, x - 0.03, 0.05);
      cairo_line_to (cr, x - 0.03, -0.03);
      cairo_arc (cr, x, -0.03, 0.03, G_PI, 2 * G_PI);
      cairo_line_to (cr, x + 0.03, 0.05);
      cairo_close_path (cr);
      cairo_fill (cr);
    }
  /* rose window and portal */
  cairo_arc (cr, 0, 0.09, 0.085, 0, 2 * G_PI);
  set_rgb (cr, pal->pennant);
  cairo_fill_preserve (cr);
  set_rgb (cr, pal->outline);
  cairo_stroke (cr);
  for (int i = 0; i < 4; i++)
    {
      double a = i * G_PI / 4;
      cairo_move_to (cr, 0.085 * cos (a), 0.09 + 0.085 * sin (a));
      cairo_line_to (cr, -0.085 * cos (a), 0.09 - 0.085 * sin (a));
    }
  cairo_set_line_width (cr, 0.015);
  cairo_stroke (cr);
  cairo_move_to (cr, -0.075, 0.45);
  cairo_line_to (cr, -0.075, 0.3);
  cairo_arc (cr, 0, 0.3, 0.075, G_PI, 2 * G_PI);
  cairo_line_to (cr, 0.075, 0.45);
  cairo_close_path (cr);
  set_rgb (cr, pal->outline);
  cairo_fill (cr);
  cairo_restore (cr);
}

static void
paint_hill (cairo_t *cr, const Palette *pal, Pt c, double r)
{
  cairo_pattern_t *pattern = cairo_pattern_create_radial (c.x - r * 0.3, c.y - r * 0.35, r * 0.1, c.x, c.y, r);
  double red_l = ((pal->hill_light >> 16) & 0xff) / 255.0, green_l = ((pal->hill_light >> 8) & 0xff) / 255.0,
         blue_l = (pal->hill_light & 0xff) / 255.0;
  double red_d = ((pal->hill_dark >> 16) & 0xff) / 255.0, green_d = ((pal->hill_dark >> 8) & 0xff) / 255.0,
         blue_d = (pal->hill_dark & 0xff) / 255.0;

  cairo_pattern_add_color_stop_rgba (pattern, 0, red_l, green_l, blue_l, 1);
  cairo_pattern_add_color_stop_rgba (pattern, 0.75, red_d, green_d, blue_d, 0.9);
  cairo_pattern_add_color_stop_rgba (pattern, 1, red_d, green_d, blue_d, 0);
  cairo_save (cr);
  cairo_translate (cr, c.x, c.y);
  cairo_scale (cr, 1, 0.8);
  cairo_translate (cr, -c.x, -c.y);
  cairo_arc (cr, c.x, c.y, r, 0, 2 * G_PI);
  cairo_set_source (cr, pattern);
  cairo_fill (cr);
  /* contour lines */
  cairo_set_line_width (cr, 0.008);
  set_rgba (cr, pal->hill_dark, 0.7);
  cairo_arc (cr, c.x + r * 0.05, c.y + r * 0.06, r * 0.72, G_PI * 0.05, G_PI * 0.95);
  cairo_stroke (cr);
  cairo_arc (cr, c.x + r * 0.02, c.y + r * 0.02, r * 0.45, G_PI * 0.1, G_PI * 0.9);
  cairo_stroke (cr);
  cairo_restore (cr);
  cairo_pattern_destroy (pattern);
}

static void
paint_vines (cairo_t *cr, const Palette *pal, Pt c, double size)
{
  cairo_save (cr);
  cairo_translate (cr, c.x, c.y);
  cairo_rotate (cr, -0.35);
  cairo_scale (cr, size, size);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (int row = -1; row <= 1; row++)
    {
      double y = row * 0.3;

      cairo_move_to (cr, -0.45, y);
      cairo_line_to (cr, 0.45, y);
      cairo_set_line_width (cr, 0.05);
      set_rgb (cr, pal->stake);
      cairo_stroke (cr);
      for (int i = 0; i < 4; i++)
        {
          double x = -0.34 + i * 0.23;
          cairo_new_sub_path (cr);
          cairo_arc (cr, x, y - 0.06, 0.09, 0, 2 * G_PI);
        }
      set_rgb (cr, pal->vine);
      cairo_fill (cr);
      for (int i = 0; i < 4; i++)
        {
          double x = -0.3 + i * 0.23;
          cairo_new_sub_path (cr);
          cairo_arc (cr, x, y + 0.05, 0.045, 0, 2 * G_PI);
        }
      set_rgb (cr, pal->wine);
      cairo_fill (cr);
    }
  cairo_restore (cr);
}

static void
paint_sheep (cairo_t *cr, Pt c, guint n, double size)
{
  for (guint i = 0; i < MIN (n, 4u); i++)
    {
      double x = c.x + (i % 2 ? 0.6 : -0.6) * size * (i / 2 + 0.6), y = c.y + (i / 2) * size * 0.8;

      cairo_save (cr);
      cairo_translate (cr, x, y);
      cairo_scale (cr, size, size * 0.7);
      cairo_arc (cr, 0, 0, 0.5, 0, 2 * G_PI);
      cairo_restore (cr);
      cairo_set_source_rgb (cr, 0.98, 0.98, 0.96);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.5);
      cairo_set_line_width (cr, size * 0.08);
      cairo_stroke (cr);
      cairo_arc (cr, x + size * 0.5, y - size * 0.05, size * 0.18, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.2, 0.2, 0.2);
      cairo_fill (cr);
    }
}

static void
stroke_spoke (cairo_t *cr, const Spoke *s, guint k)
{
  cairo_move_to (cr, s->from.x, s->from.y);
  if (s->curved)
    {
      cairo_curve_to (cr, s->c1.x, s->c1.y, s->c2.x, s->c2.y, s->via.x, s->via.y);
      /* past the curve a corner's spoke only folds back on the others */
      if (k & 1)
        cairo_line_to (cr, centre.x, centre.y);
    }
  else
    cairo_line_to (cr, centre.x, centre.y);
}

static void
paint_river (cairo_t *cr, const Palette *pal, const Layout *l, guint f)
{
  const Route *r = &l->routes[f];

  /* bank (the outer half of a stroke), then water, then a lighter ripple */
  shape_replay (cr, &l->shapes[f]);
  set_rgb (cr, pal->bank);
  cairo_set_line_width (cr, 0.022);
  cairo_stroke_preserve (cr);
  set_rgb (cr, pal->water);
  cairo_fill (cr);

  if (r->route != ROUTE_STAR)
    {
      cairo_save (cr);
      shape_replay (cr, &l->shapes[f]);
      cairo_clip (cr);
      cairo_set_line_width (cr, 0.012);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      set_rgb (cr, pal->water_light);
      for (double t = 0.12; t < 0.95; t += 0.28)
        {
          Pt p, d, n;
          route_centre (r, r->e0, t, &p, &d);
          n = pt_right (d);
          p = pt_add (p, pt_scale (n, RIVER_WAVE * sin (2 * G_PI * t) - 0.02));
          cairo_move_to (cr, p.x - d.x * 0.05, p.y - d.y * 0.05);
          cairo_curve_to (cr, p.x, p.y - 0.012 * n.y, p.x, p.y, p.x + d.x * 0.05, p.y + d.y * 0.05);
        }
      cairo_stroke (cr);
      cairo_restore (cr);
    }
  else if (r->end_kind == END_SPRING)
    {
      Pt c = pond_centre (r);
      cairo_arc (cr, c.x, c.y, 0.045, 0, 2 * G_PI);
      set_rgb (cr, pal->water_light);
      cairo_fill (cr);
      for (guint i = 0; i < 5; i++)
        {
          double a = G_PI * (0.55 + 0.22 * i);
          cairo_new_sub_path (cr);
          cairo_arc (cr, c.x + 0.125 * cos (a), c.y + 0.115 * sin (a), 0.022, 0, 2 * G_PI);
        }
      set_rgb (cr, 0xa0a0a0);
      cairo_fill (cr);
    }
  else if (r->end_kind == END_LAKE)
    {
      Pt c = pond_centre (r);
      cairo_save (cr);
      cairo_set_line_width (cr, 0.012);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      set_rgb (cr, pal->water_light);
      for (int i = 0; i < 3; i++)
        {
          double x = c.x - 0.06 + i * 0.06, y = c.y - 0.07 + i * 0.07;
          cairo_move_to (cr, x - 0.05, y);
          cairo_curve_to (cr, x - 0.02, y - 0.015, x + 0.02, y - 0.015, x + 0.05, y);
        }
      cairo_stroke (cr);
      cairo_restore (cr);
    }
}

static void
paint_road (cairo_t *cr, const Palette *pal, const Layout *l, guint f)
{
  const Route *r = &l->routes[f];

  /* edges, then the surface, which covers the inner half of the edge lines
   * and every seam between the pieces */
  shape_replay (cr, &l->bands[f]);
  set_rgb (cr, pal->road_edge);
  cairo_set_line_width (cr, 0.024);
  cairo_stroke_preserve (cr);
  set_rgb (cr, pal->road);
  cairo_fill (cr);

  if (r->end_kind == END_HOUSE)
    paint_house (cr, pal, r->end, HOUSE_SIZE, house_angle (r));
  if (r->inn)
    {
      /* the inn by its lake, as on the tiles, with a yellow sign */
      Pt pond = pt_add (r->inn_pt, pt_scale (pt (cos (r->inn_angle), sin (r->inn_angle)), INN_SIZE * 0.75));

      cairo_save (cr);
      cairo_translate (cr, pond.x, pond.y);
      cairo_scale (cr, 1, 0.7);
      cairo_arc (cr, 0, 0, INN_SIZE * 0.38, 0, 2 * G_PI);
      cairo_restore (cr);
      set_rgb (cr, pal->water);
      cairo_fill_preserve (cr);
      set_rgb (cr, pal->bank);
      cairo_set_line_width (cr, 0.01);
      cairo_stroke (cr);
      paint_house (cr, pal, r->inn_pt, INN_SIZE, r->inn_angle);
      cairo_arc (cr, r->inn_pt.x, r->inn_pt.y, INN_SIZE * 0.16, 0, 2 * G_PI);
      set_rgb (cr, 0xf6d32d);
      cairo_fill_preserve (cr);
      set_rgb (cr, pal->outline);
      cairo_set_line_width (cr, 0.008);
      cairo_stroke (cr);
    }
}

static void
paint_plaza (cairo_t *cr, const Palette *pal)
{
  /* a village square with a well where the roads meet */
  cairo_arc (cr, 0.5, 0.5, PLAZA_R, 0, 2 * G_PI);
  set_rgb (cr, pal->road_edge);
  cairo_set_line_width (cr, 0.024);
  cairo_stroke_preserve (cr);
  set_rgb (cr, pal->road);
  cairo_fill (cr);
  cairo_arc (cr, 0.5, 0.5, PLAZA_R * 0.42, 0, 2 * G_PI);
  set_rgb (cr, pal->yard_edge);
  cairo_fill (cr);
  cairo_arc (cr, 0.5, 0.5, PLAZA_R * 0.25, 0, 2 * G_PI);
  set_rgb (cr, pal->water);
  cairo_fill (cr);
}

static void
paint_bridge (cairo_t *cr, const Palette *pal, const Layout *l, guint top, guint under)
{
  /* where @top crosses @under: parapets along the top road, a shadow below */
  cairo_save (cr);
  shape_replay (cr, &l->shapes[under]);
  cairo_clip (cr);
  cairo_save (cr);
  cairo_translate (cr, 0.012, 0.018);
  shape_replay (cr, &l->shapes[top]);
  cairo_restore (cr);
  set_rgba (cr, 0x000000, 0.3);
  cairo_fill (cr);
  shape_replay (cr, &l->shapes[top]);
  set_rgb (cr, pal->road);
  cairo_fill_preserve (cr);
  set_rgb (cr, pal->outline);
  cairo_set_line_width (cr, 0.03);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
paint_city (cairo_t *cr, const Palette *pal, const Layout *l, guint f)
{
  cairo_pattern_t *pattern;

  /* walls: a broad stroke whose inner half the fill covers */
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  shape_replay (cr, &l->walls[f]);
  set_rgb (cr, pal->wall);
  cairo_set_line_width (cr, 0.052);
  cairo_stroke (cr);
  pattern = cairo_pattern_create_radial (0.5, 0.46, 0, 0.5, 0.5, 0.75);
  cairo_pattern_set_extend (pattern, CAIRO_EXTEND_PAD);
  cairo_pattern_add_color_stop_rgb (pattern, 0, ((pal->city_light >> 16) & 0xff) / 255.0,
                                    ((pal->city_light >> 8) & 0xff) / 255.0, (pal->city_light & 0xff) / 255.0);
  cairo_pattern_add_color_stop_rgb (pattern, 1, ((pal->city >> 16) & 0xff) / 255.0,
                                    ((pal->city >> 8) & 0xff) / 255.0, (pal->city & 0xff) / 255.0);
  shape_replay (cr, &l->shapes[f]);
  cairo_set_source (cr, pattern);
  cairo_fill (cr);
  cairo_pattern_destroy (pattern);

  /* the wall walk just inside, and battlements on the outside */
  cairo_save (cr);
  shape_replay (cr, &l->shapes[f]);
  cairo_clip (cr);
  shape_replay (cr, &l->walls[f]);
  set_rgba (cr, pal->wall, 0.3);
  cairo_set_line_width (cr, 0.036);
  cairo_stroke (cr);
  cairo_restore (cr);
  {
    static const double dashes[] = { 0.018, 0.018 };

    cairo_save (cr);
    cairo_set_dash (cr, dashes, 2, 0);
    shape_replay (cr, &l->walls[f]);
    set_rgba (cr, pal->outline, 0.45);
    cairo_set_line_width (cr, 0.062);
    cairo_push_group (cr);
    cairo_stroke (cr);
    /* keep only the outermost rim of the dashes */
    shape_replay (cr, &l->walls[f]);
    cairo_set_dash (cr, NULL, 0, 0);
    cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
    cairo_set_line_width (cr, 0.044);
    cairo_stroke (cr);
    shape_replay (cr, &l->shapes[f]);
    cairo_fill (cr);
    cairo_pop_group_to_source (cr);
    cairo_paint (cr);
    cairo_restore (cr);
  }
}

static void
paint_gates (cairo_t *cr, const Palette *pal, const Layout *l)
{
  for (guint f = 0; f < l->n_features; f++)
    {
      const Route *r = &l->routes[f];

      if (l->features[f].kind != CARC_FEATURE_ROAD || r->end_kind != END_CITY)
        continue;
      for (guint e = 0; e < 4; e++)
        if (r->gate[e])
          {
            cairo_save (cr);
            cairo_translate (cr, r->gate_pt[e].x, r->gate_pt[e].y);
            cairo_rotate (cr, r->gate_angle[e]);
            /* two towers and a dark archway across the road */
            cairo_rectangle (cr, -0.03, -r->hw * 0.85, 0.05, r->hw * 1.7);
            set_rgb (cr, 0x3d3024);
            cairo_fill (cr);
            for (int side = -1; side <= 1; side += 2)
              {
                cairo_rectangle (cr, -0.04, side * (r->hw + 0.018) - 0.025, 0.07, 0.05);
                set_rgb (cr, pal->wall);
                cairo_fill_preserve (cr);
                set_rgb (cr, pal->outline);
                cairo_set_line_width (cr, 0.008);
                cairo_stroke (cr);
              }
            cairo_restore (cr);
          }
    }
}

/* Does road @top pass over @under (a bridge)? */
gboolean
crosses (const Layout *l, guint top, guint under)
{
  const Route *t = &l->routes[top], *u = &l->routes[under];

  if (top == under || t->under_river || !is_path_kind (l->features[under].kind))
    return FALSE;
  if (l->features[under].kind == CARC_FEATURE_RIVER)
    return u->route != ROUTE_STAR && (t->route == ROUTE_STRAIGHT || t->end_kind == END_MONASTERY);
  return t->route == ROUTE_STRAIGHT && u->route == ROUTE_STRAIGHT;
}

/* Symbols stay upright whichever way the tile lies: a pennant on its side
 * reads as an arrow. */
static void
begin_upright (cairo_t *cr,
               Pt       p,
               guint    rotation)
{
  cairo_save (cr);
  cairo_translate (cr, p.x, p.y);
  cairo_rotate (cr, -(double) (rotation & 3) * G_PI / 2);
  cairo_translate (cr, -p.x, -p.y);
}

static void
paint_layout (cairo_t       *cr,
              const Layout  *l,
              const Palette *pal,
              guint          rotation)
{
  gboolean plaza_done = FALSE;

  if (l->hill)
    paint_hill (cr, pal, l->hill_pt, l->hill_r);

  /* hedges between fields that no road separates */
  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint k = 0; k < 8; k++)
    if (l->hedge[k])
      stroke_spoke (cr, &l->spokes[k], k);
  set_rgb (cr, pal->hedge);
  cairo_set_line_width (cr, 0.03);
  cairo_stroke_preserve (cr);
  {
    static const double dots[] = { 0.0001, 0.045 };
    cairo_set_dash (cr, dots, 2, 0.02);
    cairo_set_line_width (cr, 0.05);
    cairo_stroke (cr);
  }
  cairo_restore (cr);

  if (l->vineyard)
    paint_vines (cr, pal, l->vine_pt, l->vine_size);
  for (guint f = 0; f < l->n_features; f++)
    if (l->features[f].kind == CARC_FEATURE_FIELD && l->features[f].counters[CARC_FEATURE_COUNTER_SHEEP])
      paint_sheep (cr, l->sheep_pt[f], l->features[f].counters[CARC_FEATURE_COUNTER_SHEEP], 0.07);

  for (guint i = 0; i < l->n_layers; i++)
    {
      guint f = l->layers[i];

      /* the crossing goes over the roads and under the city or monastery */
      if (l->plaza && !plaza_done && !is_path_kind (l->features[f].kind))
        {
          paint_plaza (cr, pal);
          plaza_done = TRUE;
        }
      switch (l->features[f].kind)
        {
        case CARC_FEATURE_RIVER:
          paint_river (cr, pal, l, f);
          break;
        case CARC_FEATURE_ROAD:
          paint_road (cr, pal, l, f);
          for (guint j = 0; j < i; j++)
            if (crosses (l, f, l->layers[j]))
              paint_bridge (cr, pal, l, f, l->layers[j]);
          break;
        case CARC_FEATURE_CITY:
          paint_city (cr, pal, l, f);
          break;
        case CARC_FEATURE_MONASTERY:
          begin_upright (cr, l->monastery_pt, rotation);
          paint_monastery (cr, pal, l->monastery_pt, l->monastery_scale, &l->shapes[f]);
          cairo_restore (cr);
          break;
        default:
          break;
        }
    }
  if (l->plaza && !plaza_done)
    paint_plaza (cr, pal);
  paint_gates (cr, pal, l);

  /* the cities' marks */
  for (guint f = 0; f < l->n_features; f++)
    {
      const CarcFeatureDef *def = &l->features[f];

      if (def->kind != CARC_FEATURE_CITY)
        continue;
      if (def->flags & CARC_FEATURE_FLAG_CATHEDRAL)
        {
          begin_upright (cr, l->cathedral_pt, rotation);
          paint_cathedral (cr, pal, l->cathedral_pt, 0.42);
          cairo_restore (cr);
        }
      if (def->pennants)
        {
          begin_upright (cr, l->pennant_pt[f], rotation);
          paint_pennant (cr, pal, l->pennant_pt[f], l->symbol_size[f]);
          cairo_restore (cr);
        }
      for (guint g = 0; g < CARC_N_GOODS; g++)
        if (def->counters[g])
          {
            begin_upright (cr, l->goods_pt[f], rotation);
            paint_goods (cr, pal, (CarcGood) g, l->goods_pt[f], l->symbol_size[f]);
            cairo_restore (cr);
          }
    }
}

void
carc_tile_paint (cairo_t            *cr,
                 const CarcTileType *type,
                 guint               rotation,
                 double              size,
                 gboolean            dark)
{
  const Layout *l;
  const Palette *pal = dark ? &dark_palette : &light_palette;
  cairo_pattern_t *pattern;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (type != NULL);
  if (size <= 0)
    return;

  l = layout_get (type);
  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, size, size);
  cairo_clip (cr);
  cairo_scale (cr, size, size);

  /* the fields: whatever is left, lit softly from the top left of the
   * board (so before turning the tile) */
  pattern = cairo_pattern_create_linear (0, 0, 1, 1);
  cairo_pattern_add_color_stop_rgb (pattern, 0, ((pal->field_light >> 16) & 0xff) / 255.0,
                                    ((pal->field_light >> 8) & 0xff) / 255.0, (pal->field_light & 0xff) / 255.0);
  cairo_pattern_add_color_stop_rgb (pattern, 1, ((pal->field >> 16) & 0xff) / 255.0,
                                    ((pal->field >> 8) & 0xff) / 255.0, (pal->field & 0xff) / 255.0);
  cairo_set_source (cr, pattern);
  cairo_paint (cr);
  cairo_pattern_destroy (pattern);

  cairo_save (cr);
  rotate_tile (cr, rotation);
  paint_layout (cr, l, pal, rotation);
  cairo_restore (cr);

  /* a hairline frame, so tiles read as tiles on the board */
  cairo_rectangle (cr, 0.5 / size, 0.5 / size, 1 - 1 / size, 1 - 1 / size);
  cairo_set_source_rgba (cr, 0, 0, 0, pal->frame_alpha);
  cairo_set_line_width (cr, 1 / size);
  cairo_stroke (cr);
  cairo_restore (cr);
}
