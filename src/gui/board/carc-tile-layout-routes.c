/* carc-tile-layout-routes.c: the roads and rivers of a tile layout
 *
 * A road's or a river's route (straight, around a corner, or a spoke
 * from each edge to an end), its centreline, and the shapes laid along
 * it: a road's band, its house and an expansion's building beside it, a
 * river's meandering banks and its lake, spring or pond. Part of the
 * layout (carc-tile-layout.c), which decides where the routes end.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "carc-tile-painter-private.h"

#include <math.h>

/* ---- roads and rivers ---- */

void
route_plan (Layout *l,
            guint   f)
{
  const CarcFeatureDef *def = &l->features[f];
  Route *r = &l->routes[f];
  guint edges = edges_of (def);
  guint n = (guint) __builtin_popcount (edges);

  r->edges = edges;
  r->hw = def->kind == CARC_FEATURE_RIVER ? RIVER_HW : ROAD_HW;
  r->route = ROUTE_STAR;
  r->end = centre;
  r->end_kind = END_OPEN;
  for (guint e = 0; e < 4; e++)
    if (edges & (1u << e))
      {
        r->e0 = e;
        break;
      }

  if (n == 2)
    {
      for (guint e = 0; e < 4; e++)
        {
          guint a = 1u << e, b = 1u << ((e + 1) & 3), c = 1u << ((e + 2) & 3);

          if (edges == (a | c) && e < 2)
            {
              r->route = ROUTE_STRAIGHT;
              r->e0 = e;
            }
          else if (edges == (a | b))
            {
              r->route = ROUTE_CURVE;
              r->e0 = e;
            }
        }
    }
}

/* The centreline of a route piece: @seg is an edge for ROUTE_STAR. t runs
 * from 0 at the edge to 1 at the other edge or the end. */
void
route_centre (const Route *r,
              guint        seg,
              double       t,
              Pt          *p,
              Pt          *dir)
{
  switch (r->route)
    {
    case ROUTE_STRAIGHT:
      {
        Pt a = edge_mid (r->e0), b = edge_mid (r->e0 + 2);
        *p = pt_lerp (a, b, t);
        *dir = pt_norm (pt_sub (b, a));
      }
      break;
    case ROUTE_CURVE:
      {
        Pt o = corner_pt (r->e0 + 1);
        Pt m = edge_mid (r->e0);
        double a0 = atan2 (m.y - o.y, m.x - o.x);
        double a = a0 - t * G_PI / 2;
        *p = pt (o.x + 0.5 * cos (a), o.y + 0.5 * sin (a));
        *dir = pt (sin (a), -cos (a));
      }
      break;
    case ROUTE_STAR:
    default:
      {
        Pt a = edge_mid (seg);
        *p = pt_lerp (a, r->end, t);
        *dir = pt_norm (pt_sub (r->end, a));
      }
      break;
    }
}

static void
add_extension (Shape *s, guint e, double hw)
{
  Pt m = edge_mid (e), out = edge_out (e), side = pt_right (out);
  Pt a = pt_add (m, pt_scale (side, hw));
  Pt b = pt_sub (m, pt_scale (side, hw));

  shape_quad (s, b, pt_add (b, pt_scale (out, EXTEND)), pt_add (a, pt_scale (out, EXTEND)), a);
}

static void
add_house_shape (Shape *s, Pt c, double size, double angle)
{
  /* a footprint rectangle; the roof is drawn inside it */
  double ca = cos (angle), sa = sin (angle);
  double hx = size * 0.5, hy = size * 0.42;
  Pt p[4] = { { -hx, -hy }, { hx, -hy }, { hx, hy }, { -hx, hy } };

  for (guint i = 0; i < 4; i++)
    p[i] = pt (c.x + p[i].x * ca - p[i].y * sa, c.y + p[i].x * sa + p[i].y * ca);
  shape_quad (s, p[0], p[1], p[2], p[3]);
}

static void
road_band (Layout *l,
           guint   f,
           Shape  *s)
{
  Route *r = &l->routes[f];
  double hw = r->hw;

  switch (r->route)
    {
    case ROUTE_STRAIGHT:
      {
        Pt a = pt_add (edge_mid (r->e0), pt_scale (edge_out (r->e0), EXTEND));
        Pt b = pt_add (edge_mid (r->e0 + 2), pt_scale (edge_out (r->e0 + 2), EXTEND));
        Pt side = pt_scale (pt_right (pt_norm (pt_sub (b, a))), hw);
        shape_quad (s, pt_sub (a, side), pt_sub (b, side), pt_add (b, side), pt_add (a, side));
      }
      break;
    case ROUTE_CURVE:
      {
        Pt o = corner_pt (r->e0 + 1);
        Pt m = edge_mid (r->e0);
        double a0 = atan2 (m.y - o.y, m.x - o.x);
        double a1 = a0 - G_PI / 2;
        shape_new_sub (s);
        shape_arc (s, FALSE, o, 0.5 + hw, a1, a0);
        shape_arc (s, TRUE, o, 0.5 - hw, a0, a1);
        shape_close (s);
        add_extension (s, r->e0, hw);
        add_extension (s, r->e0 + 1, hw);
      }
      break;
    case ROUTE_STAR:
    default:
      for (guint e = 0; e < 4; e++)
        if (r->edges & (1u << e))
          {
            Pt a = pt_add (edge_mid (e), pt_scale (edge_out (e), EXTEND));
            Pt side = pt_scale (pt_right (pt_norm (pt_sub (r->end, a))), hw);
            shape_quad (s, pt_sub (a, side), pt_sub (r->end, side),
                        pt_add (r->end, side), pt_add (a, side));
          }
      if (r->end_kind == END_OPEN && __builtin_popcount (r->edges) > 1)
        shape_circle (s, r->end, hw);
      break;
    }
}

double
house_angle (const Route *r)
{
  Pt m = edge_mid (r->e0);
  return atan2 (r->end.y - m.y, r->end.x - m.x) + G_PI / 2;
}

void
road_shape (Layout *l,
            guint   f)
{
  Route *r = &l->routes[f];
  Shape *s = &l->shapes[f];

  shape_clear (s);
  shape_clear (&l->bands[f]);
  road_band (l, f, &l->bands[f]);
  road_band (l, f, s);
  if (r->end_kind == END_HOUSE)
    add_house_shape (s, r->end, HOUSE_SIZE, house_angle (r));
  if (r->building)
    add_house_shape (s, r->building_pt, r->building_size, r->building_angle);
}

/* A river's bank, meandering off the centreline but meeting the neighbours
 * exactly at the edge midpoints. */
static void
river_band (Shape       *s,
            const Route *r,
            guint        seg,
            gboolean     through,
            gboolean     start_ext,
            gboolean     end_ext)
{
  enum { N = 36 };
  Pt left[N + 3], right[N + 3];
  guint n = 0;
  double hw = r->hw;

  for (int i = -1; i <= N + 1; i++)
    {
      Pt p, d, nrm;
      double t = (double) i / N, m, w;

      if ((i < 0 && !start_ext) || (i > N && !end_ext))
        continue;
      if (i < 0 || i > N)
        {
          guint e = i < 0 ? (r->route == ROUTE_STAR ? seg : r->e0)
                          : (r->route == ROUTE_CURVE ? r->e0 + 1 : r->e0 + 2);
          p = pt_add (edge_mid (e), pt_scale (edge_out (e), EXTEND));
          d = pt_scale (edge_out (e), i < 0 ? -1 : 1);
          m = 0;
          w = hw;
        }
      else
        {
          route_centre (r, seg, t, &p, &d);
          m = RIVER_WAVE * sin (2 * G_PI * t) * (through ? 1 : 0.7);
          w = hw * (1 + 0.07 * sin (4 * G_PI * t));
        }
      nrm = pt_right (d);
      left[n] = pt_add (p, pt_scale (nrm, w + m));
      right[n] = pt_sub (p, pt_scale (nrm, w - m));
      n++;
    }

  /* clockwise, like every other piece, so overlapping pieces add up: swap
   * the sides (the "left" samples lie on the right-hand side) */
  for (guint i = 0; i < n; i++)
    {
      Pt t = left[i];
      left[i] = right[i];
      right[i] = t;
    }

  /* Catmull-Rom through the samples: smooth at any zoom */
  shape_move (s, left[0].x, left[0].y);
  for (guint i = 0; i + 1 < n; i++)
    {
      Pt p0 = left[i ? i - 1 : 0], p1 = left[i], p2 = left[i + 1], p3 = left[MIN (i + 2, n - 1)];
      shape_curve (s, pt_add (p1, pt_scale (pt_sub (p2, p0), 1.0 / 6)),
                   pt_sub (p2, pt_scale (pt_sub (p3, p1), 1.0 / 6)), p2);
    }
  shape_line (s, right[n - 1].x, right[n - 1].y);
  for (guint i = n - 1; i > 0; i--)
    {
      Pt p0 = right[MIN (i + 1, n - 1)], p1 = right[i], p2 = right[i - 1], p3 = right[i >= 2 ? i - 2 : 0];
      shape_curve (s, pt_add (p1, pt_scale (pt_sub (p2, p0), 1.0 / 6)),
                   pt_sub (p2, pt_scale (pt_sub (p3, p1), 1.0 / 6)), p2);
    }
  shape_close (s);
}

void
blob_shape (Shape *s, Pt c, double r, double wobble)
{
  enum { N = 40 };
  Pt p[N];

  for (guint i = 0; i < N; i++)
    {
      double a = 2 * G_PI * i / N;
      double rr = r * (1 + wobble * (0.6 * sin (3 * a + 0.7) + 0.4 * cos (5 * a)));
      p[i] = pt (c.x + rr * cos (a), c.y + rr * sin (a) * 0.86);
    }
  shape_move (s, p[0].x, p[0].y);
  for (guint i = 0; i < N; i++)
    {
      Pt p0 = p[(i + N - 1) % N], p1 = p[i], p2 = p[(i + 1) % N], p3 = p[(i + 2) % N];
      shape_curve (s, pt_add (p1, pt_scale (pt_sub (p2, p0), 1.0 / 6)),
                   pt_sub (p2, pt_scale (pt_sub (p3, p1), 1.0 / 6)), p2);
    }
  shape_close (s);
}

static double
pond_radius (EndKind kind)
{
  switch (kind)
    {
    case END_LAKE: return 0.25;
    case END_SPRING: return 0.11;
    default: return RIVER_HW * 1.5;
    }
}

Pt
pond_centre (const Route *r)
{
  if (r->end_kind == END_LAKE)
    return pt_sub (centre, pt_scale (edge_out (r->e0), 0.06));
  return r->end;
}

void
river_shape (Layout *l,
             guint   f)
{
  Route *r = &l->routes[f];
  Shape *s = &l->shapes[f];

  shape_clear (s);
  if (r->route == ROUTE_STAR)
    {
      for (guint e = 0; e < 4; e++)
        if (r->edges & (1u << e))
          river_band (s, r, e, FALSE, TRUE, FALSE);
      /* a game's pool is its own feature, drawn over the stream's end */
      if (r->end_kind != END_POOL)
        blob_shape (s, pond_centre (r), pond_radius (r->end_kind), r->end_kind == END_LAKE ? 0.1 : 0.06);
    }
  else
    river_band (s, r, r->e0, TRUE, TRUE, TRUE);
}
