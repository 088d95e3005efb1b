/* carc-tile-geometry.c: recorded paths and the points of a tile
 *
 * The painter's vector primitives: a Shape records a path once (in tile
 * units, 0…1) so that it can be painted, hit-tested and returned as a
 * feature path alike; and the points every layout is built from (edge
 * midpoints, corners, the perimeter). See carc-tile-painter-private.h.
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "carc-tile-painter-private.h"

/* ------------------------------------------------------------------------
 * Recorded paths
 * ------------------------------------------------------------------------ */

static PathOp *
shape_push (Shape  *s,
            OpCode  op)
{
  PathOp *o;

  if (s->n_ops == s->cap)
    {
      s->cap = MAX (16, s->cap * 2);
      s->ops = g_renew (PathOp, s->ops, s->cap);
    }
  o = &s->ops[s->n_ops++];
  memset (o, 0, sizeof *o);
  o->op = op;
  return o;
}

void
shape_move (Shape *s, double x, double y)
{
  PathOp *o = shape_push (s, OP_MOVE);
  o->v[0] = x;
  o->v[1] = y;
}

void
shape_line (Shape *s, double x, double y)
{
  PathOp *o = shape_push (s, OP_LINE);
  o->v[0] = x;
  o->v[1] = y;
}

void
shape_curve (Shape *s, Pt c1, Pt c2, Pt p)
{
  PathOp *o = shape_push (s, OP_CURVE);
  o->v[0] = c1.x;
  o->v[1] = c1.y;
  o->v[2] = c2.x;
  o->v[3] = c2.y;
  o->v[4] = p.x;
  o->v[5] = p.y;
}

void
shape_arc (Shape *s, gboolean negative, Pt c, double r, double a1, double a2)
{
  PathOp *o = shape_push (s, negative ? OP_ARC_NEG : OP_ARC);
  o->v[0] = c.x;
  o->v[1] = c.y;
  o->v[2] = r;
  o->v[3] = a1;
  o->v[4] = a2;
}

void
shape_new_sub (Shape *s)
{
  shape_push (s, OP_NEW_SUB);
}

void
shape_close (Shape *s)
{
  shape_push (s, OP_CLOSE);
}

void
shape_circle (Shape *s, Pt c, double r)
{
  shape_new_sub (s);
  shape_arc (s, FALSE, c, r, 0, 2 * G_PI);
  shape_close (s);
}

void
shape_quad (Shape *s, Pt a, Pt b, Pt c, Pt d)
{
  shape_move (s, a.x, a.y);
  shape_line (s, b.x, b.y);
  shape_line (s, c.x, c.y);
  shape_line (s, d.x, d.y);
  shape_close (s);
}

void
shape_clear (Shape *s)
{
  g_clear_pointer (&s->ops, g_free);
  s->n_ops = s->cap = 0;
}

static void
replay_ops (cairo_t      *cr,
            const PathOp *ops,
            guint         n_ops)
{
  for (guint i = 0; i < n_ops; i++)
    {
      const double *v = ops[i].v;

      switch (ops[i].op)
        {
        case OP_MOVE:
          cairo_move_to (cr, v[0], v[1]);
          break;
        case OP_LINE:
          cairo_line_to (cr, v[0], v[1]);
          break;
        case OP_CURVE:
          cairo_curve_to (cr, v[0], v[1], v[2], v[3], v[4], v[5]);
          break;
        case OP_ARC:
          cairo_arc (cr, v[0], v[1], v[2], v[3], v[4]);
          break;
        case OP_ARC_NEG:
          cairo_arc_negative (cr, v[0], v[1], v[2], v[3], v[4]);
          break;
        case OP_NEW_SUB:
          cairo_new_sub_path (cr);
          break;
        case OP_CLOSE:
          cairo_close_path (cr);
          break;
        default:
          g_assert_not_reached ();
        }
    }
}

void
shape_replay (cairo_t     *cr,
              const Shape *s)
{
  replay_ops (cr, s->ops, s->n_ops);
}

/* Cuts every closed piece of @s out of the clip. A shape is a union of
 * simple pieces that may overlap, so each piece is removed on its own (an
 * even-odd clip of the whole shape would put the overlaps back). */
void
shape_clip_out (cairo_t     *cr,
                const Shape *s)
{
  guint start = 0;

  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  while (start < s->n_ops)
    {
      guint end = start + 1;

      while (end < s->n_ops && s->ops[end].op != OP_MOVE && s->ops[end].op != OP_NEW_SUB)
        end++;
      cairo_new_path (cr);
      cairo_rectangle (cr, -1, -1, 3, 3);
      replay_ops (cr, s->ops + start, end - start);
      cairo_clip (cr);
      start = end;
    }
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
}

/* ------------------------------------------------------------------------
 * Tile geometry
 * ------------------------------------------------------------------------ */

Pt
pt (double x, double y)
{
  Pt p = { x, y };
  return p;
}

Pt
pt_add (Pt a, Pt b)
{
  return pt (a.x + b.x, a.y + b.y);
}

Pt
pt_sub (Pt a, Pt b)
{
  return pt (a.x - b.x, a.y - b.y);
}

Pt
pt_scale (Pt a, double k)
{
  return pt (a.x * k, a.y * k);
}

Pt
pt_lerp (Pt a, Pt b, double t)
{
  return pt (a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
}

double
pt_len (Pt a)
{
  return hypot (a.x, a.y);
}

Pt
pt_norm (Pt a)
{
  double l = pt_len (a);
  return l > 0 ? pt_scale (a, 1 / l) : pt (0, 0);
}

/* Right-hand normal of a direction (y points down: right of east is south). */
Pt
pt_right (Pt d)
{
  return pt (-d.y, d.x);
}

Pt
edge_mid (guint e)
{
  static const Pt mids[4] = { { 0.5, 0 }, { 1, 0.5 }, { 0.5, 1 }, { 0, 0.5 } };
  return mids[e & 3];
}

/* Outward normal of an edge. */
Pt
edge_out (guint e)
{
  static const Pt outs[4] = { { 0, -1 }, { 1, 0 }, { 0, 1 }, { -1, 0 } };
  return outs[e & 3];
}

/* Corner c: 0 NW, 1 NE, 2 SE, 3 SW; edge e runs from corner e to e+1. */
Pt
corner_pt (guint c)
{
  static const Pt corners[4] = { { 0, 0 }, { 1, 0 }, { 1, 1 }, { 0, 1 } };
  return corners[c & 3];
}

/* Boundary point k of the half-edge ring: even k are corners, odd k edge
 * midpoints; half-edge h runs from point h to point h + 1. */
Pt
ring_pt (guint k)
{
  k &= 7;
  return (k & 1) ? edge_mid (k >> 1) : corner_pt (k >> 1);
}

/* A point of the perimeter, s in [0, 4): N from the NW corner, then E, S, W. */
Pt
perimeter_pt (double s)
{
  double e, t;

  s = fmod (s, 4);
  if (s < 0)
    s += 4;
  e = floor (s);
  t = s - e;
  switch ((int) e)
    {
    case 0: return pt (t, 0);
    case 1: return pt (1, t);
    case 2: return pt (1 - t, 1);
    default: return pt (0, 1 - t);
    }
}

/* The cubic control points of a circular arc around @o. */
void
arc_cubic (Pt o, double r, double a0, double a1, Pt *p0, Pt *c1, Pt *c2, Pt *p3)
{
  double k = 4.0 / 3.0 * tan ((a1 - a0) / 4) * r;

  *p0 = pt (o.x + r * cos (a0), o.y + r * sin (a0));
  *p3 = pt (o.x + r * cos (a1), o.y + r * sin (a1));
  *c1 = pt (p0->x - k * sin (a0), p0->y + k * cos (a0));
  *c2 = pt (p3->x + k * sin (a1), p3->y - k * cos (a1));
}
