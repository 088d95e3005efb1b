/* carc-tile-layout-areas.c: the cities, monastery and fields of a tile layout
 *
 * A city's runs of the perimeter closed by curved walls (and an
 * expansion's area along the edges, shaped the same), the monastery's
 * yard, and the fields' eight half-edge sectors, the spokes between them
 * and the hedges where two fields meet. Part of the layout
 * (carc-tile-layout.c).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "carc-tile-painter-private.h"

#include <math.h>
#include <stdlib.h>

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

void
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

void
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

void
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

void
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
