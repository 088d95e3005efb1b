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
#include "carc-expansion-ui.h"

/* ------------------------------------------------------------------------
 * Palette
 * ------------------------------------------------------------------------ */

static const Palette light_palette = {
  .field = 0x9cc877, .field_light = 0xb0d68c, .hedge = 0x4f8a3c,
  .city = 0xe9d3a5, .city_light = 0xf3e2bf, .wall = 0x8d7150,
  .road = 0xfbf6ea, .road_edge = 0x9e9070,
  .water = 0x7ab3ea, .water_light = 0xa9cff3, .bank = 0x3d7fcb,
  .yard = 0xeee5cf, .yard_edge = 0x9b8a68, .stone = 0xfbf8f1, .roof = 0xc4573b, .outline = 0x5b4636,
  .pennant = 0x1c71d8, .pennant_edge = 0xffffff,
  .slate = 0x62697e,
  .badge = 0xfff8e8, .badge_edge = 0x8d7150,
  .frame_alpha = 0.22,
};

static const Palette dark_palette = {
  .field = 0x4d7340, .field_light = 0x5a8249, .hedge = 0x2b4d22,
  .city = 0xa99171, .city_light = 0xb8a07e, .wall = 0x574530,
  .road = 0xc9c0aa, .road_edge = 0x5f5644,
  .water = 0x3a72b0, .water_light = 0x5088c4, .bank = 0x24528a,
  .yard = 0x9c927c, .yard_edge = 0x584c3a, .stone = 0xdcd5c6, .roof = 0xa8452f, .outline = 0x2e241c,
  .pennant = 0x2a6fc9, .pennant_edge = 0xe8e8e8,
  .slate = 0x4a5064,
  .badge = 0xd9d0bc, .badge_edge = 0x4f3f2c,
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

void
carc_tile_set_rgb (cairo_t *cr,
                   guint32  rgb)
{
  set_rgb (cr, rgb);
}

void
carc_tile_set_rgba (cairo_t *cr,
                    guint32  rgb,
                    double   alpha)
{
  set_rgba (cr, rgb, alpha);
}

void
carc_tile_set_colour (cairo_t        *cr,
                      CarcTileColour  colour,
                      gboolean        dark)
{
  const Palette *pal = dark ? &dark_palette : &light_palette;

  switch (colour)
    {
    case CARC_TILE_COLOUR_STONE:
      set_rgb (cr, pal->stone);
      break;
    case CARC_TILE_COLOUR_OUTLINE:
      set_rgb (cr, pal->outline);
      break;
    case CARC_TILE_COLOUR_SLATE:
      set_rgb (cr, pal->slate);
      break;
    case CARC_TILE_COLOUR_WATER:
      set_rgb (cr, pal->water);
      break;
    case CARC_TILE_COLOUR_BANK:
      set_rgb (cr, pal->bank);
      break;
    case CARC_TILE_COLOUR_PENNANT:
    default:
      set_rgb (cr, pal->pennant);
      break;
    }
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

void
carc_tile_paint_house (cairo_t  *cr,
                       double    x,
                       double    y,
                       double    size,
                       double    angle,
                       gboolean  dark)
{
  paint_house (cr, dark ? &dark_palette : &light_palette, pt (x, y), size, angle);
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

void
carc_tile_paint_badge (cairo_t  *cr,
                       double    x,
                       double    y,
                       double    size,
                       gboolean  dark)
{
  const Palette *pal = dark ? &dark_palette : &light_palette;

  cairo_arc (cr, x, y, size / 2, 0, 2 * G_PI);
  set_rgb (cr, pal->badge);
  cairo_fill_preserve (cr);
  set_rgb (cr, pal->badge_edge);
  cairo_set_line_width (cr, size * 0.07);
  cairo_stroke (cr);
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
  if (r->building)
    {
      guint n;
      const CarcExpansionUi * const *all = carc_expansions_ui_all (&n);

      all[r->building_expansion]->roadside_building_paint (cr, r->building_pt.x, r->building_pt.y,
                                                           r->building_size, r->building_angle,
                                                           pal == &dark_palette);
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
add_gradient_stop (cairo_pattern_t *pattern,
                   double           offset,
                   guint32          rgb)
{
  cairo_pattern_add_color_stop_rgb (pattern, offset, ((rgb >> 16) & 0xff) / 255.0,
                                    ((rgb >> 8) & 0xff) / 255.0, (rgb & 0xff) / 255.0);
}

/* A game's area (CARC_UI_SHAPE_AREA, a forest): the city's shape in the
 * game's colours, its texture, and a soft bumpy border instead of walls. */
static void
paint_area (cairo_t *cr, const Layout *l, guint f, gboolean dark)
{
  const CarcUiFeatureLook *look = l->looks[f];
  cairo_pattern_t *pattern;
  static const double bumps[] = { 0.0001, 0.042 };

  pattern = cairo_pattern_create_radial (0.5, 0.46, 0, 0.5, 0.5, 0.75);
  add_gradient_stop (pattern, 0, look->fill_light[dark ? 1 : 0]);
  add_gradient_stop (pattern, 1, look->fill[dark ? 1 : 0]);
  shape_replay (cr, &l->shapes[f]);
  cairo_set_source (cr, pattern);
  cairo_fill (cr);
  cairo_pattern_destroy (pattern);

  if (look->texture != NULL)
    {
      cairo_save (cr);
      shape_replay (cr, &l->shapes[f]);
      cairo_clip (cr);
      look->texture (cr, dark);
      cairo_restore (cr);
    }

  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  shape_replay (cr, &l->walls[f]);
  set_rgb (cr, look->edge[dark ? 1 : 0]);
  cairo_set_line_width (cr, 0.016);
  cairo_stroke_preserve (cr);
  cairo_set_dash (cr, bumps, 2, 0);
  cairo_set_line_width (cr, 0.048);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* A game's pool (CARC_UI_SHAPE_POOL, a lake): bank, water, texture. */
static void
paint_pool (cairo_t *cr, const Layout *l, guint f, gboolean dark)
{
  const CarcUiFeatureLook *look = l->looks[f];
  cairo_pattern_t *pattern;
  Pt c = l->pool_pt[f];

  shape_replay (cr, &l->shapes[f]);
  set_rgb (cr, look->edge[dark ? 1 : 0]);
  cairo_set_line_width (cr, 0.024);
  cairo_stroke_preserve (cr);
  pattern = cairo_pattern_create_radial (c.x - 0.04, c.y - 0.05, 0, c.x, c.y, l->pool_r[f] * 1.2);
  add_gradient_stop (pattern, 0, look->fill_light[dark ? 1 : 0]);
  add_gradient_stop (pattern, 1, look->fill[dark ? 1 : 0]);
  cairo_set_source (cr, pattern);
  cairo_fill (cr);
  cairo_pattern_destroy (pattern);
  if (look->texture != NULL)
    {
      cairo_save (cr);
      shape_replay (cr, &l->shapes[f]);
      cairo_clip (cr);
      cairo_translate (cr, c.x, c.y);
      cairo_scale (cr, l->pool_r[f], l->pool_r[f]);
      look->texture (cr, dark);
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

/* The expansions' symbols of @layer (on the city @feature for the marks),
 * each drawn by the expansion that placed it. */
static void
paint_symbols (cairo_t      *cr,
               const Layout *l,
               guint         layer,
               guint         feature,
               guint         rotation,
               gboolean      dark)
{
  guint n;
  const CarcExpansionUi * const *all = carc_expansions_ui_all (&n);

  for (guint order = 0; order < 4; order++)
    for (guint i = 0; i < l->n_symbols; i++)
      {
        const CarcTileSymbol *s = &l->symbols[i];

        if (s->layer != layer || s->order != order || s->expansion >= n
            || (feature != CARC_NO_FEATURE && s->feature != feature)
            || !all[s->expansion]->tile_symbol_paint)
          continue;
        if (s->upright)
          begin_upright (cr, pt (s->x, s->y), rotation);
        all[s->expansion]->tile_symbol_paint (cr, s, dark);
        if (s->upright)
          cairo_restore (cr);
      }
}

static void
paint_layout (cairo_t       *cr,
              const Layout  *l,
              const Palette *pal,
              guint          rotation)
{
  gboolean plaza_done = FALSE;
  gboolean dark = pal == &dark_palette;

  paint_symbols (cr, l, CARC_TILE_SYMBOL_GROUND, CARC_NO_FEATURE, rotation, dark);

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

  paint_symbols (cr, l, CARC_TILE_SYMBOL_FIELD, CARC_NO_FEATURE, rotation, dark);

  for (guint i = 0; i < l->n_layers; i++)
    {
      guint f = l->layers[i];

      /* the crossing goes over the roads and under the city or monastery */
      if (l->plaza && !plaza_done && !is_path_kind (l->features[f].kind))
        {
          paint_plaza (cr, pal);
          plaza_done = TRUE;
        }
      switch ((guint) l->features[f].kind)
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
          if (l->looks[f] != NULL)
            paint_area (cr, l, f, dark);
          else
            paint_city (cr, pal, l, f);
          break;
        case DRAWN_POOL:
          paint_pool (cr, l, f, dark);
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

  /* the cities' marks, and those on a game's own features */
  for (guint f = 0; f < l->n_features; f++)
    {
      const CarcFeatureDef *def = &l->features[f];

      if (def->kind != CARC_FEATURE_CITY && l->looks[f] == NULL)
        continue;
      paint_symbols (cr, l, CARC_TILE_SYMBOL_MARK_FIRST, f, rotation, dark);
      if (def->pennants)
        {
          begin_upright (cr, l->pennant_pt[f], rotation);
          paint_pennant (cr, pal, l->pennant_pt[f], l->symbol_size[f]);
          cairo_restore (cr);
        }
      paint_symbols (cr, l, CARC_TILE_SYMBOL_MARK, f, rotation, dark);
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
  /* a game's ground (a meadow) in its own colours */
  add_gradient_stop (pattern, 0, l->ground != NULL ? l->ground->fill_light[dark ? 1 : 0] : pal->field_light);
  add_gradient_stop (pattern, 1, l->ground != NULL ? l->ground->fill[dark ? 1 : 0] : pal->field);
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
