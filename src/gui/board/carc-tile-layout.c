/* carc-tile-layout.c: where a tile type's features lie, laid out once
 *
 * Cities, roads, rivers, the monastery and the fields of a tile type as
 * shapes in its own orientation, and on a small label raster of those
 * shapes the anchors where figures stand and the places of the symbols
 * (pennants, houses, the expansions' symbols). Layouts are built once per
 * tile type and kept.
 *
 * A tile is laid out once per tile type, in its own orientation (rotation
 * 0), from its feature data (DESIGN.md, "Drawing tiles"):
 *
 *  - cities are runs of the tile's perimeter closed by curved walls: one
 *    edge gives a cap, two adjacent edges a corner wedge, two opposite a
 *    band, three everything but a bay, four the whole tile;
 *  - roads and rivers follow a centreline: straight through the centre, a
 *    quarter circle around the corner between two adjacent edges, or a
 *    spoke from each edge to an end (a crossing, a house, the monastery, the
 *    city gate, the river bank, a pond);
 *  - fields own the eight half-edge sectors (centre to half-edge), bounded
 *    by "spokes" from each edge midpoint and corner to the centre; a spoke
 *    follows a curved road, so the sectors of a field are exactly its part of
 *    the tile. Where two fields meet without a road between them, a hedge is
 *    drawn along the spoke.
 *
 * The same shapes are painted, hit-tested (cairo_in_fill, topmost first) and
 * returned as feature paths. Where figures stand is found on a small label
 * raster of those shapes: the point deepest inside each feature.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "carc-tile-painter-private.h"
#include "carc-expansion-ui.h"

static guint
edges_of (const CarcFeatureDef *def)
{
  return (def->locations >> 8) & 0xf;
}

gboolean
is_path_kind (CarcFeatureKind kind)
{
  return kind == CARC_FEATURE_ROAD || kind == CARC_FEATURE_RIVER;
}

/* A kind of an expansion's own that lies along the edges (the wheel on the
 * wheel board's cells): it gets an area shaped like a city's, for its
 * anchor, hit-testing and highlight, but is not painted (the expansion
 * draws what lies there, see CarcExpansionUi.board_marks). */
static gboolean
is_other_area_kind (CarcFeatureKind kind)
{
  /* (a game's own kinds are laid out as the Carcassonne kind, or the
   * pool, their look names: plan_looks) */
  return kind != CARC_FEATURE_ROAD && kind != CARC_FEATURE_RIVER && kind != CARC_FEATURE_CITY
         && kind != CARC_FEATURE_MONASTERY && kind != CARC_FEATURE_FIELD && kind != DRAWN_POOL;
}

/* ---- roads and rivers ---- */

static void
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

static void
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

static void
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

static void
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

/* ---- cities ---- */

static int
interval_cmp (const void *x, const void *y)
{
  const Interval *p = x, *q = y;
  return p->a < q->a ? -1 : p->a > q->a ? 1 : 0;
}

/* Which city of the tile owns (lists in `at`) edge e, or -1. */
static int
city_owning (const Layout *l, guint e)
{
  for (guint f = 0; f < l->n_features; f++)
    if (l->features[f].kind == CARC_FEATURE_CITY && (edges_of (&l->features[f]) & (1u << e)))
      return (int) f;
  return -1;
}

static int
city_joining (const Layout *l, guint e)
{
  for (guint f = 0; f < l->n_features; f++)
    if (l->features[f].kind == CARC_FEATURE_CITY && ((l->features[f].joins >> 8) & (1u << e)))
      return (int) f;
  return -1;
}

static guint
city_runs (const Layout *l,
           guint         f,
           Interval      runs[8])
{
  const CarcFeatureDef *def = &l->features[f];
  guint edges = edges_of (def), joins = (def->joins >> 8) & 0xf;
  Interval iv[8];
  guint n = 0, m = 0;

  for (guint e = 0; e < 4; e++)
    {
      if (edges & (1u << e))
        {
          if (city_joining (l, e) >= 0)
            {
              /* a split edge: keep the half next to this city's other edges */
              if (edges & (1u << ((e + 3) & 3)))
                iv[n++] = (Interval) { e, e + 0.5 };
              else
                iv[n++] = (Interval) { e + 0.5, e + 1 };
            }
          else
            iv[n++] = (Interval) { e, e + 1 };
        }
      else if (joins & (1u << e))
        {
          int owner = city_owning (l, e);
          guint oe = owner >= 0 ? edges_of (&l->features[owner]) : 0;

          if (oe & (1u << ((e + 3) & 3)))
            iv[n++] = (Interval) { e + 0.5, e + 1 };
          else
            iv[n++] = (Interval) { e, e + 0.5 };
        }
    }
  if (n == 0)
    return 0;
  qsort (iv, n, sizeof iv[0], interval_cmp);
  runs[m++] = iv[0];
  for (guint i = 1; i < n; i++)
    {
      if (iv[i].a <= runs[m - 1].b + 1e-6)
        runs[m - 1].b = MAX (runs[m - 1].b, iv[i].b);
      else
        runs[m++] = iv[i];
    }
  if (m > 1 && runs[m - 1].b >= 4 - 1e-6 && runs[0].a <= 1e-6)
    {
      runs[0].a = runs[m - 1].a - 4;
      m--;
    }
  return m;
}

/* Is edge e the bay (a one-edge gap) of another city on this tile? */
static gboolean
edge_in_bay (const Layout *l, guint f, guint e)
{
  for (guint g = 0; g < l->n_features; g++)
    {
      Interval runs[8];
      guint n;

      if (g == f || l->features[g].kind != CARC_FEATURE_CITY)
        continue;
      n = city_runs (l, g, runs);
      for (guint i = 0; i < n; i++)
        {
          double gap_a = runs[i].b, gap_b = runs[(i + 1) % n].a;

          if (n == 1)
            gap_b += 4;
          while (gap_b < gap_a)
            gap_b += 4;
          if (fabs (gap_b - gap_a - 1) < 1e-6 && fabs (fmod (gap_a, 4) - e) < 1e-6)
            return TRUE;
        }
    }
  return FALSE;
}

static double
wall_bow (const Layout *l,
          guint         f,
          double        gap,
          guint         n_runs,
          double        gap_start)
{
  double cap = 0.25, bay = n_runs > 1 ? 0.22 : 0.33, wedge = 0.14;
  guint e = (guint) floor (gap_start + 1e-6) & 3;

  if (l->has_river_through)
    cap = 0.2;
  /* a cap in another city's bay stays shallow; that bay gets deeper */
  if (fabs (gap - 3) < 1e-6 && edge_in_bay (l, f, (e + 3) & 3))
    cap = 0.14;
  if (fabs (gap - 1) < 1e-6 && city_owning (l, e) >= 0)
    bay = 0.36;

  if (gap <= 1)
    return bay;
  if (gap <= 2)
    return bay + (wedge - bay) * (gap - 1);
  return wedge + (-cap - wedge) * MIN (gap - 2, 1);
}

static void
city_shape (Layout *l,
            guint   f)
{
  Shape *s = &l->shapes[f];
  Shape *w = &l->walls[f];
  Interval runs[8];
  guint n = city_runs (l, f, runs);

  shape_clear (s);
  shape_clear (w);
  if (n == 0)
    return;
  if (n == 1 && runs[0].b - runs[0].a >= 4 - 1e-6)
    {
      shape_quad (s, pt (0, 0), pt (1, 0), pt (1, 1), pt (0, 1));
      return;
    }

  {
    Pt p = perimeter_pt (runs[0].a);
    shape_move (s, p.x, p.y);
  }
  for (guint i = 0; i < n; i++)
    {
      double a = runs[i].a, b = runs[i].b;
      double next = runs[(i + 1) % n].a, gap;
      Pt A, B, d, nr, c1, c2;
      double len, k, bow;

      /* along the perimeter, corner by corner */
      for (double c = floor (a) + 1; c < b - 1e-6; c += 1)
        {
          Pt p = perimeter_pt (c);
          shape_line (s, p.x, p.y);
        }
      A = perimeter_pt (b);
      shape_line (s, A.x, A.y);

      while (next < b - 1e-6)
        next += 4;
      if (n == 1)
        next = a + 4;
      gap = next - b;
      bow = wall_bow (l, f, gap, n, b);
      B = perimeter_pt (next);

      /* a split edge: the two cities share a short wall from its middle */
      shape_move (w, A.x, A.y);
      if (fabs (b - floor (b) - 0.5) < 1e-6)
        {
          A = pt_sub (A, pt_scale (edge_out ((guint) floor (b) & 3), 0.2));
          shape_line (s, A.x, A.y);
          shape_line (w, A.x, A.y);
        }
      {
        Pt B2 = B;
        if (fabs (next - floor (next) - 0.5) < 1e-6)
          B2 = pt_sub (B, pt_scale (edge_out ((guint) floor (next) & 3), 0.2));
        d = pt_sub (B2, A);
        len = pt_len (d);
        nr = pt_right (pt_norm (d));
        k = len <= 1.01 ? 0.4 : 0.28;
        c1 = pt_add (pt_add (A, pt_scale (d, k)), pt_scale (nr, bow * 4 / 3));
        c2 = pt_add (pt_add (A, pt_scale (d, 1 - k)), pt_scale (nr, bow * 4 / 3));
        shape_curve (s, c1, c2, B2);
        shape_curve (w, c1, c2, B2);
        if (B2.x != B.x || B2.y != B.y)
          {
            shape_line (s, B.x, B.y);
            shape_line (w, B.x, B.y);
          }
      }
    }
  shape_close (s);
}

/* ---- monastery ---- */

#define YARD_HALF 0.165

static void
monastery_shape (Layout *l,
                 guint   f)
{
  Shape *s = &l->shapes[f];
  Pt m = l->monastery_pt;
  double h = YARD_HALF * l->monastery_scale, r = 0.04 * l->monastery_scale;

  shape_clear (s);
  shape_new_sub (s);
  shape_arc (s, FALSE, pt (m.x + h - r, m.y - h + r), r, -G_PI / 2, 0);
  shape_arc (s, FALSE, pt (m.x + h - r, m.y + h - r), r, 0, G_PI / 2);
  shape_arc (s, FALSE, pt (m.x - h + r, m.y + h - r), r, G_PI / 2, G_PI);
  shape_arc (s, FALSE, pt (m.x - h + r, m.y - h + r), r, G_PI, 3 * G_PI / 2);
  shape_close (s);
}

/* ---- fields ---- */

static void
sector_shape (Layout *l,
              guint   h)
{
  Shape *s = &l->sectors[h];
  const Spoke *a = &l->spokes[h], *b = &l->spokes[(h + 1) & 7];
  Pt pa = ring_pt (h), pb = ring_pt (h + 1);

  shape_clear (s);
  shape_move (s, pa.x, pa.y);
  shape_line (s, pb.x, pb.y);
  if (b->curved)
    {
      shape_curve (s, b->c1, b->c2, b->via);
      shape_line (s, centre.x, centre.y);
    }
  else
    shape_line (s, centre.x, centre.y);
  if (a->curved)
    {
      shape_line (s, a->via.x, a->via.y);
      shape_curve (s, a->c2, a->c1, pa);
    }
  shape_close (s);
}

static void
plan_spokes (Layout *l)
{
  for (guint k = 0; k < 8; k++)
    {
      l->spokes[k].curved = FALSE;
      l->spokes[k].from = ring_pt (k);
      l->spokes[k].via = centre;
    }

  for (guint f = 0; f < l->n_features; f++)
    {
      const Route *r = &l->routes[f];
      Pt o, p0, c1, c2, mid_pt, q0, d1, d2, p3;
      double a0, am;
      guint k_start, k_corner, k_end;

      if (!is_path_kind (l->features[f].kind) || r->route != ROUTE_CURVE)
        continue;
      o = corner_pt (r->e0 + 1);
      p0 = edge_mid (r->e0);
      a0 = atan2 (p0.y - o.y, p0.x - o.x);
      am = a0 - G_PI / 4;
      mid_pt = pt (o.x + 0.5 * cos (am), o.y + 0.5 * sin (am));

      k_start = 2 * r->e0 + 1;
      k_corner = 2 * r->e0 + 2;
      k_end = 2 * r->e0 + 3;

      arc_cubic (o, 0.5, a0, am, &q0, &c1, &c2, &d1);
      l->spokes[k_start & 7] = (Spoke) { TRUE, q0, c1, c2, mid_pt };
      arc_cubic (o, 0.5, a0 - G_PI / 2, am, &p3, &c1, &c2, &d2);
      l->spokes[k_end & 7] = (Spoke) { TRUE, p3, c1, c2, mid_pt };
      /* the corner's spoke crosses the inside of the curve straight */
      l->spokes[k_corner & 7] = (Spoke) { TRUE, o, pt_lerp (o, mid_pt, 1.0 / 3),
                                          pt_lerp (o, mid_pt, 2.0 / 3), mid_pt };
    }
}

static void
plan_fields (Layout *l)
{
  guint inner = CARC_NO_FEATURE;
  guint8 own[8];

  for (guint f = 0; f < l->n_features; f++)
    if (l->features[f].kind == CARC_FEATURE_FIELD
        && (l->features[f].locations & (CARC_LOC_INNER | CARC_LOC_INNER2))
        && inner == CARC_NO_FEATURE)
      inner = f;

  for (guint h = 0; h < 8; h++)
    {
      own[h] = CARC_NO_FEATURE;
      for (guint f = 0; f < l->n_features; f++)
        if (l->features[f].kind == CARC_FEATURE_FIELD && (l->features[f].locations & CARC_LOC_HALF (h)))
          own[h] = (guint8) f;
    }

  for (guint h = 0; h < 8; h++)
    {
      l->sector_field[h] = own[h];
      if (own[h] != CARC_NO_FEATURE)
        continue;
      if (inner != CARC_NO_FEATURE)
        {
          l->sector_field[h] = (guint8) inner;
          continue;
        }
      /* a city's sector goes to the nearest field around the ring: the west
       * half of an edge looks back first, the east half forward */
      for (guint d = 1; d < 8 && l->sector_field[h] == CARC_NO_FEATURE; d++)
        {
          guint back = (h + 8 - d) & 7, fwd = (h + d) & 7;
          guint first = (h & 1) ? fwd : back, second = (h & 1) ? back : fwd;

          if (own[first] != CARC_NO_FEATURE)
            l->sector_field[h] = own[first];
          else if (own[second] != CARC_NO_FEATURE)
            l->sector_field[h] = own[second];
        }
    }

  for (guint k = 0; k < 8; k++)
    {
      guint before = l->sector_field[(k + 7) & 7], after = l->sector_field[k];

      l->hedge[k] = FALSE;
      if (before == CARC_NO_FEATURE || after == CARC_NO_FEATURE || before == after)
        continue;
      if (k & 1)
        {
          guint e = k >> 1;
          gboolean covered = FALSE;

          for (guint f = 0; f < l->n_features; f++)
            if (is_path_kind (l->features[f].kind) && (edges_of (&l->features[f]) & (1u << e)))
              covered = TRUE;
          if (covered)
            continue;
        }
      l->hedge[k] = TRUE;
    }

  for (guint h = 0; h < 8; h++)
    sector_shape (l, h);
}

/* ---- label raster: anchors and symbol places ---- */

static void
raster_paint (const Layout *l,
              Raster       *r)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_A8, RASTER, RASTER);
  cairo_t *cr = cairo_create (surface);
  int stride = cairo_image_surface_get_stride (surface);
  const guchar *data;

  cairo_scale (cr, RASTER, RASTER);
  cairo_set_antialias (cr, CAIRO_ANTIALIAS_NONE);
  cairo_set_operator (cr, CAIRO_OPERATOR_SOURCE);
  cairo_rectangle (cr, 0, 0, 1, 1);
  cairo_clip (cr);

  for (guint h = 0; h < 8; h++)
    if (l->sector_field[h] != CARC_NO_FEATURE)
      {
        cairo_set_source_rgba (cr, 0, 0, 0, (l->sector_field[h] + 1) / 255.0);
        shape_replay (cr, &l->sectors[h]);
        cairo_fill (cr);
      }
  for (guint i = 0; i < l->n_layers; i++)
    {
      guint f = l->layers[i];
      cairo_set_source_rgba (cr, 0, 0, 0, (f + 1) / 255.0);
      shape_replay (cr, &l->shapes[f]);
      cairo_fill (cr);
    }
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  for (int y = 0; y < RASTER; y++)
    memcpy (r->label + y * RASTER, data + y * stride, RASTER);
  cairo_surface_destroy (surface);
}

/* Chamfer (3-4) distance of each pixel of @label to the nearest pixel that
 * is not, the tile's border included. */
static void
raster_distance (Raster *r,
                 guint8  label)
{
  guint16 *d = r->dist;

#define D(x, y) (((x) < 0 || (y) < 0 || (x) >= RASTER || (y) >= RASTER) ? 0 : d[(y) * RASTER + (x)])
  for (int i = 0; i < RASTER * RASTER; i++)
    d[i] = r->label[i] == label ? 60000 : 0;
  for (int y = 0; y < RASTER; y++)
    for (int x = 0; x < RASTER; x++)
      if (d[y * RASTER + x])
        {
          guint v = d[y * RASTER + x];
          v = MIN (v, (guint) D (x - 1, y) + 3);
          v = MIN (v, (guint) D (x, y - 1) + 3);
          v = MIN (v, (guint) D (x - 1, y - 1) + 4);
          v = MIN (v, (guint) D (x + 1, y - 1) + 4);
          d[y * RASTER + x] = (guint16) v;
        }
  for (int y = RASTER - 1; y >= 0; y--)
    for (int x = RASTER - 1; x >= 0; x--)
      if (d[y * RASTER + x])
        {
          guint v = d[y * RASTER + x];
          v = MIN (v, (guint) D (x + 1, y) + 3);
          v = MIN (v, (guint) D (x, y + 1) + 3);
          v = MIN (v, (guint) D (x + 1, y + 1) + 4);
          v = MIN (v, (guint) D (x - 1, y + 1) + 4);
          d[y * RASTER + x] = (guint16) v;
        }
#undef D
}

static Pt
pixel_pt (int i)
{
  return pt ((i % RASTER + 0.5) / RASTER, (i / RASTER + 0.5) / RASTER);
}

static Pt
raster_centroid (const Raster *r, guint8 label, guint *count)
{
  double sx = 0, sy = 0;
  guint n = 0;

  for (int i = 0; i < RASTER * RASTER; i++)
    if (r->label[i] == label)
      {
        Pt p = pixel_pt (i);
        sx += p.x;
        sy += p.y;
        n++;
      }
  if (count)
    *count = n;
  return n ? pt (sx / n, sy / n) : centre;
}

/* The point deepest inside the feature, pulled a little towards @pref, and
 * at least @min_gap away from each of @avoid. Returns the depth (unit). */
static double
raster_pole (const Raster *r,
             guint8        label,
             Pt            pref,
             double        pull,
             const Pt     *avoid,
             guint         n_avoid,
             double        min_gap,
             Pt           *out)
{
  double best = -G_MAXDOUBLE, depth = 0;
  int found = -1;

  for (int i = 0; i < RASTER * RASTER; i++)
    {
      Pt p;
      double score;
      gboolean ok = TRUE;

      if (r->label[i] != label)
        continue;
      p = pixel_pt (i);
      for (guint a = 0; a < n_avoid; a++)
        if (pt_len (pt_sub (p, avoid[a])) < min_gap)
          ok = FALSE;
      if (!ok)
        continue;
      score = r->dist[i] / 3.0 - pull * pt_len (pt_sub (p, pref)) * RASTER;
      if (score > best)
        {
          best = score;
          found = i;
        }
    }
  if (found < 0)
    return -1;
  *out = pixel_pt (found);
  depth = r->dist[found] / 3.0 / RASTER;
  return depth;
}

static guint8
raster_at (const Raster *r, Pt p)
{
  int x = (int) floor (p.x * RASTER), y = (int) floor (p.y * RASTER);

  if (x < 0 || y < 0 || x >= RASTER || y >= RASTER)
    return 0;
  return r->label[y * RASTER + x];
}

static Pt
route_anchor (const Layout *l,
              const Raster *r,
              guint         f)
{
  static const double ts[] = { 0.5, 0.4, 0.6, 0.3, 0.7, 0.25, 0.75, 0.2, 0.8, 0.15, 0.85 };
  const Route *route = &l->routes[f];
  guint segs[4], n_segs = 0;

  if (route->route == ROUTE_STAR)
    {
      for (guint e = 0; e < 4; e++)
        if (route->edges & (1u << e))
          segs[n_segs++] = e;
    }
  else
    segs[n_segs++] = route->e0;

  for (guint s = 0; s < n_segs; s++)
    for (guint i = 0; i < G_N_ELEMENTS (ts); i++)
      {
        Pt p, d;
        double t = ts[i];

        /* a road into a crossing: stand nearer the edge than the crossing */
        if (route->route == ROUTE_STAR && route->end_kind != END_HOUSE)
          t = ts[i] * 0.8;
        route_centre (route, segs[s], t, &p, &d);
        if (raster_at (r, p) == f + 1)
          return p;
      }
  {
    Pt p, d;
    route_centre (route, segs[0], 0.3, &p, &d);
    return p;
  }
}

/* A roadside building stands on the field beside its road, clear of
 * everything else: the first place along the road, on either side, whose
 * footprint lies on fields only. */
static void
place_buildings (Layout       *l,
                 const Raster *r)
{
  static const double ts[] = { 0.3, 0.7, 0.22, 0.78, 0.5, 0.4, 0.6 };

  for (guint f = 0; f < l->n_features; f++)
    {
      Route *route = &l->routes[f];
      guint seg = route->e0;
      double size = route->building_size;
      gboolean placed = FALSE;

      if (!route->building)
        continue;
      for (guint i = 0; i < G_N_ELEMENTS (ts) && !placed; i++)
        for (int side = 1; side >= -1 && !placed; side -= 2)
          {
            Pt p, d, c;
            double t = route->route == ROUTE_STAR && route->end_kind != END_HOUSE ? ts[i] * 0.75 : ts[i];
            gboolean ok = TRUE;

            route_centre (route, seg, t, &p, &d);
            c = pt_add (p, pt_scale (pt_right (d), side * (route->hw + size * 0.5 + 0.02)));
            for (int dx = -1; dx <= 1; dx++)
              for (int dy = -1; dy <= 1; dy++)
                {
                  Pt q = pt (c.x + dx * size * 0.6, c.y + dy * size * 0.6);
                  guint8 lab = raster_at (r, q);
                  if (!inside_tile (q) || lab == 0 || l->features[lab - 1].kind != CARC_FEATURE_FIELD)
                    ok = FALSE;
                }
            if (ok)
              {
                route->building_pt = c;
                route->building_angle = atan2 (d.y, d.x);
                placed = TRUE;
              }
          }
      if (!placed)
        {
          Pt p, d;
          route_centre (route, seg, 0.3, &p, &d);
          route->building_pt = pt_add (p, pt_scale (pt_right (d), route->hw + size * 0.5 + 0.02));
          route->building_angle = atan2 (d.y, d.x);
        }
      road_shape (l, f);
    }
}

/* What the expansions' tile_symbols_place hooks see of a layout being
 * built: one feature's raster labels and distances, its anchor and the
 * points its symbols keep clear of. */
struct _CarcTileSymbolPlacer
{
  Layout             *l;
  Raster             *r;
  const CarcTileType *type;
  guint               feature;
  guint8              expansion;
  Pt                  pref;
  Pt                  avoid[8];
  guint               n_avoid;
};

guint
carc_tile_placer_feature (CarcTileSymbolPlacer *placer)
{
  return placer->feature;
}

void
carc_tile_placer_anchor (CarcTileSymbolPlacer *placer,
                         double               *x,
                         double               *y)
{
  *x = placer->l->anchor[placer->feature].x;
  *y = placer->l->anchor[placer->feature].y;
}

double
carc_tile_placer_pole (CarcTileSymbolPlacer *placer,
                       double                pull,
                       double                min_gap,
                       double               *x,
                       double               *y)
{
  Pt p = placer->pref;
  double depth;

  depth = raster_pole (placer->r, (guint8) (placer->feature + 1), placer->pref, pull,
                       min_gap > 0 ? placer->avoid : NULL, min_gap > 0 ? placer->n_avoid : 0,
                       min_gap, &p);
  *x = p.x;
  *y = p.y;
  return depth;
}

double
carc_tile_placer_spot (CarcTileSymbolPlacer *placer,
                       double                pull,
                       double                min_gap,
                       double               *x,
                       double               *y)
{
  double depth = carc_tile_placer_pole (placer, pull, min_gap, x, y);

  if (depth < 0)
    depth = carc_tile_placer_pole (placer, pull, 0, x, y);
  return depth;
}

void
carc_tile_placer_avoid (CarcTileSymbolPlacer *placer,
                        double                x,
                        double                y)
{
  if (placer->n_avoid < G_N_ELEMENTS (placer->avoid))
    placer->avoid[placer->n_avoid++] = pt (x, y);
}

void
carc_tile_placer_mark_size (CarcTileSymbolPlacer *placer,
                            double                size)
{
  placer->l->symbol_size[placer->feature] = size;
}

void
carc_tile_placer_add (CarcTileSymbolPlacer *placer,
                      const CarcTileSymbol *symbol)
{
  Layout *l = placer->l;

  if (l->n_symbols == MAX_SYMBOLS)
    {
      g_warning ("Tile %s has more than %u symbols", placer->type->id, MAX_SYMBOLS);
      return;
    }
  l->symbols[l->n_symbols] = *symbol;
  l->symbols[l->n_symbols].expansion = placer->expansion;
  l->n_symbols++;
}

static void
place_expansions (CarcTileSymbolPlacer *placer,
                  CarcTilePlaceStage    stage)
{
  guint n;
  const CarcExpansionUi * const *all = carc_expansions_ui_all (&n);

  for (guint i = 0; i < n; i++)
    if (all[i]->tile_symbols_place)
      {
        placer->expansion = (guint8) i;
        /* the catalogue's feature: a game's own kind as it is, not the
         * Carcassonne kind whose shapes it takes */
        all[i]->tile_symbols_place (placer, placer->type, &placer->type->features[placer->feature], stage);
      }
}

static void
place_symbols (Layout             *l,
               Raster             *r,
               const CarcTileType *type)
{
  guint biggest_field = CARC_NO_FEATURE, biggest = 0;

  for (guint f = 0; f < l->n_features; f++)
    {
      const CarcFeatureDef *def = &l->features[f];
      guint8 label = (guint8) (f + 1);
      guint count;
      Pt pref = raster_centroid (r, label, &count);

      l->anchor[f] = pref;
      switch (def->kind)
        {
        case CARC_FEATURE_ROAD:
        case CARC_FEATURE_RIVER:
          l->anchor[f] = route_anchor (l, r, f);
          /* a game's stream carries symbols of its own (fish) */
          if (l->looks[f] != NULL && count > 0)
            {
              CarcTileSymbolPlacer placer = { .l = l, .r = r, .type = type, .feature = f, .pref = l->anchor[f] };

              raster_distance (r, label);
              carc_tile_placer_avoid (&placer, l->anchor[f].x, l->anchor[f].y);
              place_expansions (&placer, CARC_TILE_PLACE_AFTER_ANCHOR);
            }
          break;
        case CARC_FEATURE_MONASTERY:
          l->anchor[f] = l->monastery_pt;
          break;
        case CARC_FEATURE_FIELD:
          if (count > biggest)
            {
              biggest = count;
              biggest_field = f;
            }
          G_GNUC_FALLTHROUGH;
        case CARC_FEATURE_CITY:
        default:
          {
            CarcTileSymbolPlacer placer = { .l = l, .r = r, .type = type, .feature = f, .pref = pref };
            double depth;

            if (count == 0)
              break;
            raster_distance (r, label);
            place_expansions (&placer, CARC_TILE_PLACE_BEFORE_ANCHOR);
            depth = raster_pole (r, label, pref, 0.25, placer.avoid, placer.n_avoid, 0.26, &l->anchor[f]);
            if (depth < 0)
              raster_pole (r, label, pref, 0.25, NULL, 0, 0, &l->anchor[f]);
            carc_tile_placer_avoid (&placer, l->anchor[f].x, l->anchor[f].y);

            if (def->kind == CARC_FEATURE_CITY && def->pennants > 0)
              {
                depth = raster_pole (r, label, pref, 0.05, placer.avoid, placer.n_avoid, 0.2, &l->pennant_pt[f]);
                if (depth < 0)
                  depth = raster_pole (r, label, pref, 0.05, placer.avoid, placer.n_avoid, 0.12, &l->pennant_pt[f]);
                if (depth < 0)
                  l->pennant_pt[f] = l->anchor[f];
                l->symbol_size[f] = CLAMP (depth * 2.2, 0.1, 0.15);
                carc_tile_placer_avoid (&placer, l->pennant_pt[f].x, l->pennant_pt[f].y);
              }
            place_expansions (&placer, CARC_TILE_PLACE_AFTER_ANCHOR);
          }
          break;
        }
    }

  if (biggest_field != CARC_NO_FEATURE)
    {
      CarcTileSymbolPlacer placer = {
        .l = l, .r = r, .type = type, .feature = biggest_field, .pref = l->anchor[biggest_field],
      };

      raster_distance (r, (guint8) (biggest_field + 1));
      carc_tile_placer_avoid (&placer, l->anchor[biggest_field].x, l->anchor[biggest_field].y);
      place_expansions (&placer, CARC_TILE_PLACE_TILE);
    }
}

/* Does an expansion put a building beside road @f? The first in the
 * table's order that claims it draws it. */
static void
plan_building (Layout *l,
               guint   f)
{
  guint n;
  const CarcExpansionUi * const *all = carc_expansions_ui_all (&n);

  for (guint i = 0; i < n; i++)
    if (all[i]->roadside_building && all[i]->roadside_building (&l->features[f]))
      {
        l->routes[f].building = TRUE;
        l->routes[f].building_expansion = (guint8) i;
        l->routes[f].building_size = all[i]->roadside_building_size;
        return;
      }
}

/* ---- a game's own kinds ---- */

/* Lays a game's own feature kinds out with the shapes of Carcassonne's
 * (CarcUiFeatureLook), and places its pools: one in the middle, two
 * towards the streams that flow into each. */
static void
plan_looks (Layout             *l,
            const CarcTileType *type)
{
  guint n_pools = 0;
  gboolean crowded = FALSE;

  for (guint f = 0; f < l->n_features; f++)
    {
      const CarcUiFeatureLook *look = carc_expansions_ui_feature_look (l->features[f].kind);

      if (look == NULL)
        continue;
      l->looks[f] = look;
      l->own_kind[f] = (guint8) l->features[f].kind;
      switch (look->shape)
        {
        case CARC_UI_SHAPE_AREA:
          l->features[f].kind = CARC_FEATURE_CITY;
          break;
        case CARC_UI_SHAPE_GROUND:
          l->features[f].kind = CARC_FEATURE_FIELD;
          if (l->ground == NULL)
            l->ground = look;
          break;
        case CARC_UI_SHAPE_STREAM:
          l->features[f].kind = CARC_FEATURE_RIVER;
          break;
        case CARC_UI_SHAPE_POOL:
        default:
          l->features[f].kind = DRAWN_POOL;
          n_pools++;
          break;
        }
    }
  if (n_pools == 0)
    return;

  /* an area across the middle (three edges, or two facing) leaves the
   * pool the side its streams come from */
  for (guint f = 0; f < l->n_features; f++)
    {
      guint edges = edges_of (&l->features[f]);

      if (l->features[f].kind == CARC_FEATURE_CITY
          && (__builtin_popcount (edges) >= 3 || edges == 0x5 || edges == 0xa))
        crowded = TRUE;
    }

  for (guint p = 0; p < l->n_features; p++)
    {
      Pt towards = pt (0, 0);

      if (l->features[p].kind != DRAWN_POOL)
        continue;
      l->pool_pt[p] = centre;
      l->pool_r[p] = n_pools == 1 && !crowded ? 0.2 : 0.14;
      if (n_pools == 1 && !crowded)
        continue;
      for (guint f = 0; f < l->n_features; f++)
        if (l->looks[f] != NULL && l->looks[f]->pool != NULL
            && l->features[f].kind == CARC_FEATURE_RIVER
            && l->looks[f]->pool (type, f) == p)
          for (guint e = 0; e < 4; e++)
            if (edges_of (&l->features[f]) & (1u << e))
              towards = pt_add (towards, edge_out (e));
      if (pt_len (towards) > 1e-6)
        l->pool_pt[p] = pt_add (centre, pt_scale (pt_norm (towards), 0.19));
    }
}

/* Where a game's stream that stops on the tile ends: in its pool, at a
 * spring short of the tile's pools, or where its branches meet. */
static void
stream_end (Layout             *l,
            const CarcTileType *type,
            guint               f)
{
  Route *r = &l->routes[f];
  guint pool = l->looks[f]->pool != NULL ? l->looks[f]->pool (type, f) : CARC_NO_FEATURE;
  gboolean has_pool = FALSE;

  for (guint g = 0; g < l->n_features; g++)
    if (l->features[g].kind == DRAWN_POOL)
      has_pool = TRUE;

  if (pool < l->n_features && l->features[pool].kind == DRAWN_POOL)
    {
      r->end = l->pool_pt[pool];
      r->end_kind = END_POOL;
    }
  else if (__builtin_popcount (r->edges) == 1)
    {
      r->end_kind = END_SPRING;
      if (has_pool)
        r->end = pt_sub (edge_mid (r->e0), pt_scale (edge_out (r->e0), 0.24));
    }
  else
    r->end_kind = END_POND;
}

/* ---- the whole layout ---- */

static void
layout_free (Layout *l)
{
  for (guint i = 0; i < CARC_MAX_TILE_FEATURES; i++)
    {
      shape_clear (&l->shapes[i]);
      shape_clear (&l->bands[i]);
      shape_clear (&l->walls[i]);
    }
  for (guint h = 0; h < 8; h++)
    shape_clear (&l->sectors[h]);
  g_free (l);
}

static Layout *
layout_build (const CarcTileType *type)
{
  Layout *l = g_new0 (Layout, 1);
  guint monastery = CARC_NO_FEATURE;
  guint n_dead = 0;
  gboolean road_through = FALSE;
  Raster *raster;

  memcpy (l->features, type->features, sizeof l->features);
  l->n_features = MIN (type->n_features, CARC_MAX_TILE_FEATURES);
  l->flags = type->flags;
  l->stack = type->stack;
  l->monastery_pt = centre;
  l->monastery_scale = 1;
  plan_looks (l, type);

  for (guint f = 0; f < l->n_features; f++)
    {
      if (l->features[f].kind == CARC_FEATURE_MONASTERY)
        monastery = f;
      if (is_path_kind (l->features[f].kind))
        {
          route_plan (l, f);
          if (l->features[f].kind == CARC_FEATURE_RIVER && l->routes[f].route == ROUTE_STRAIGHT)
            l->has_river_through = TRUE;
        }
      if (l->features[f].kind == CARC_FEATURE_ROAD)
        plan_building (l, f);
    }
  l->monastery = monastery != CARC_NO_FEATURE;
  for (guint f = 0; f < l->n_features; f++)
    if (l->features[f].kind == CARC_FEATURE_ROAD && l->routes[f].route == ROUTE_STRAIGHT)
      road_through = TRUE;

  /* a river through the middle pushes the monastery to a free side,
   * away from the roads that lead to it */
  if (l->monastery && l->has_river_through)
    {
      guint busy = 0, roads = 0;
      int best = -1;

      for (guint f = 0; f < l->n_features; f++)
        if (is_path_kind (l->features[f].kind))
          {
            busy |= edges_of (&l->features[f]);
            if (l->features[f].kind == CARC_FEATURE_ROAD)
              roads |= edges_of (&l->features[f]);
          }
      for (guint e = 0; e < 4 && best < 0; e++)
        if (!(busy & (1u << e)) && (roads & (1u << ((e + 2) & 3))))
          best = (int) e;
      for (guint e = 0; e < 4 && best < 0; e++)
        if (!(busy & (1u << e)))
          best = (int) e;
      if (best >= 0)
        {
          l->monastery_pt = pt_add (centre, pt_scale (edge_out ((guint) best), 0.26));
          l->monastery_scale = 0.72;
        }
    }

  /* where roads and rivers that stop on the tile end */
  for (guint f = 0; f < l->n_features; f++)
    {
      Route *r = &l->routes[f];

      if (!is_path_kind (l->features[f].kind) || r->route != ROUTE_STAR)
        continue;
      if (l->features[f].kind == CARC_FEATURE_RIVER && l->looks[f] != NULL)
        {
          stream_end (l, type, f);
          continue;
        }
      if (l->features[f].kind == CARC_FEATURE_RIVER)
        {
          r->end_kind = l->stack == CARC_STACK_SPRING ? END_SPRING
                      : l->stack == CARC_STACK_LAKE ? END_LAKE
                      : __builtin_popcount (r->edges) == 1 ? END_LAKE : END_POND;
          if (r->end_kind == END_LAKE)
            r->end = pond_centre (r);
          continue;
        }
      if (l->monastery)
        {
          r->end = l->monastery_pt;
          r->end_kind = END_MONASTERY;
        }
      else if (l->has_river_through)
        {
          r->end_kind = END_RIVER;
          r->under_river = TRUE;
        }
      else if (road_through && __builtin_popcount (r->edges) == 1)
        {
          /* a separate road stops at a house short of the road through */
          r->end = pt_add (centre, pt_scale (edge_out (r->e0), ROAD_HW + HOUSE_SIZE * 0.62));
          r->end_kind = END_HOUSE;
          l->house = TRUE;
        }
      else
        n_dead += (guint) __builtin_popcount (r->edges);
    }

  for (guint f = 0; f < l->n_features; f++)
    if (l->features[f].kind == CARC_FEATURE_CITY || is_other_area_kind (l->features[f].kind))
      city_shape (l, f);

  if (n_dead > 0)
    {
      cairo_t *cr = hit_context ();
      gboolean in_city = FALSE;

      for (guint f = 0; f < l->n_features; f++)
        if (l->features[f].kind == CARC_FEATURE_CITY && shape_contains (cr, &l->shapes[f], centre))
          in_city = TRUE;

      for (guint f = 0; f < l->n_features; f++)
        {
          Route *r = &l->routes[f];

          if (l->features[f].kind != CARC_FEATURE_ROAD || r->route != ROUTE_STAR
              || r->end_kind != END_OPEN)
            continue;
          if (in_city)
            {
              r->end_kind = END_CITY;
              /* the gate: where the road meets the wall */
              for (guint e = 0; e < 4; e++)
                if (r->edges & (1u << e))
                  {
                    double lo = 0, hi = 1;
                    Pt p, d;

                    for (guint i = 0; i < 20; i++)
                      {
                        double mid = (lo + hi) / 2;
                        gboolean inside = FALSE;

                        route_centre (r, e, mid, &p, &d);
                        for (guint g = 0; g < l->n_features; g++)
                          if (l->features[g].kind == CARC_FEATURE_CITY
                              && shape_contains (cr, &l->shapes[g], p))
                            inside = TRUE;
                        if (inside)
                          hi = mid;
                        else
                          lo = mid;
                      }
                    route_centre (r, e, hi, &p, &d);
                    r->gate[e] = TRUE;
                    r->gate_pt[e] = p;
                    r->gate_angle[e] = atan2 (d.y, d.x);
                  }
            }
          else if (n_dead >= 2)
            {
              r->end_kind = END_PLAZA;
              l->plaza = TRUE;
            }
          else
            {
              r->end_kind = END_HOUSE;
              l->house = TRUE;
            }
        }
      cairo_destroy (cr);
    }

  for (guint f = 0; f < l->n_features; f++)
    {
      if (l->features[f].kind == CARC_FEATURE_ROAD)
        road_shape (l, f);
      else if (l->features[f].kind == CARC_FEATURE_RIVER)
        river_shape (l, f);
      else if (l->features[f].kind == CARC_FEATURE_MONASTERY)
        monastery_shape (l, f);
      else if (l->features[f].kind == DRAWN_POOL)
        {
          shape_clear (&l->shapes[f]);
          blob_shape (&l->shapes[f], l->pool_pt[f], l->pool_r[f], 0.1);
        }
    }

  /* layers, bottom first: roads that stop at a river, rivers, the other
   * roads (a later road crosses over an earlier one), cities, monastery */
  for (guint f = 0; f < l->n_features; f++)
    if (l->features[f].kind == CARC_FEATURE_ROAD && l->routes[f].under_river)
      l->layers[l->n_layers++] = (guint8) f;
  for (guint f = 0; f < l->n_features; f++)
    if (l->features[f].kind == CARC_FEATURE_RIVER)
      l->layers[l->n_layers++] = (guint8) f;
  for (guint f = 0; f < l->n_features; f++)
    if (l->features[f].kind == CARC_FEATURE_ROAD && !l->routes[f].under_river)
      l->layers[l->n_layers++] = (guint8) f;
  for (guint f = 0; f < l->n_features; f++)
    if (l->features[f].kind == CARC_FEATURE_CITY || is_other_area_kind (l->features[f].kind))
      l->layers[l->n_layers++] = (guint8) f;
  /* a game's pools lie over its areas: a lake by a forest stays whole */
  for (guint f = 0; f < l->n_features; f++)
    if (l->features[f].kind == DRAWN_POOL)
      l->layers[l->n_layers++] = (guint8) f;
  if (l->monastery)
    l->layers[l->n_layers++] = (guint8) monastery;

  plan_spokes (l);
  plan_fields (l);

  raster = g_new0 (Raster, 1);
  raster_paint (l, raster);
  place_buildings (l, raster);
  raster_paint (l, raster);
  place_symbols (l, raster, type);
  g_free (raster);

  return l;
}

static GMutex layout_lock;
static GHashTable *layouts;   /* CarcTileType* → Layout* */

static gboolean
layout_matches (const Layout       *l,
                const CarcTileType *type)
{
  if (l->n_features != type->n_features || l->flags != type->flags || l->stack != type->stack)
    return FALSE;
  for (guint f = 0; f < CARC_MAX_TILE_FEATURES; f++)
    {
      CarcFeatureDef def = l->features[f];

      /* compare the kinds the catalogue has, not the shapes they take */
      if (l->looks[f] != NULL)
        def.kind = l->own_kind[f];
      if (memcmp (&def, &type->features[f], sizeof def) != 0)
        return FALSE;
    }
  return TRUE;
}

const Layout *
layout_get (const CarcTileType *type)
{
  Layout *l;

  g_mutex_lock (&layout_lock);
  if (layouts == NULL)
    layouts = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) layout_free);
  l = g_hash_table_lookup (layouts, type);
  /* a reloaded catalogue may reuse the address of a freed tile type */
  if (l == NULL || !layout_matches (l, type))
    {
      l = layout_build (type);
      g_hash_table_replace (layouts, (gpointer) type, l);
    }
  g_mutex_unlock (&layout_lock);
  return l;
}

void
carc_tile_placer_run (const CarcTileType *type,
                      guint               feature,
                      CarcTilePlacerFunc  func,
                      gpointer            user_data)
{
  Layout *l;
  Raster *r;

  g_return_if_fail (feature < type->n_features && feature < CARC_MAX_TILE_FEATURES);
  /* a layout of its own, so that nothing @func adds reaches the cached one */
  l = layout_build (type);
  r = g_new0 (Raster, 1);
  raster_paint (l, r);
  raster_distance (r, (guint8) (feature + 1));
  {
    CarcTileSymbolPlacer placer = { .l = l, .r = r, .type = type, .feature = feature, .pref = l->anchor[feature] };

    carc_tile_placer_avoid (&placer, l->anchor[feature].x, l->anchor[feature].y);
    func (&placer, user_data);
  }
  g_free (r);
  layout_free (l);
}
