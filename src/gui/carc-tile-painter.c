/* carc-tile-painter.c: our own vector art for tiles and figures
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

#include "carc-tile-painter.h"
#include "carc-inns-cathedrals.h"
#include "carc-traders-builders.h"
#include "carc-hills-sheep.h"

#define ROAD_HW      0.052   /* half width of a road */
#define RIVER_HW     0.082   /* half width of a river */
#define RIVER_WAVE   0.026   /* how far a river meanders off its centreline */
#define EXTEND       0.06    /* roads and rivers reach this far past an edge */
#define PLAZA_R      0.085
#define RASTER       64      /* label raster for anchors and symbols */

typedef struct
{
  double x, y;
} Pt;

static const Pt centre = { 0.5, 0.5 };

/* ------------------------------------------------------------------------
 * Recorded paths
 * ------------------------------------------------------------------------ */

typedef enum
{
  OP_MOVE,
  OP_LINE,
  OP_CURVE,
  OP_ARC,
  OP_ARC_NEG,
  OP_NEW_SUB,
  OP_CLOSE,
} OpCode;

typedef struct
{
  guint8 op;
  double v[6];
} PathOp;

typedef struct
{
  PathOp *ops;
  guint   n_ops;
  guint   cap;
} Shape;

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

static void
shape_move (Shape *s, double x, double y)
{
  PathOp *o = shape_push (s, OP_MOVE);
  o->v[0] = x;
  o->v[1] = y;
}

static void
shape_line (Shape *s, double x, double y)
{
  PathOp *o = shape_push (s, OP_LINE);
  o->v[0] = x;
  o->v[1] = y;
}

static void
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

static void
shape_arc (Shape *s, gboolean negative, Pt c, double r, double a1, double a2)
{
  PathOp *o = shape_push (s, negative ? OP_ARC_NEG : OP_ARC);
  o->v[0] = c.x;
  o->v[1] = c.y;
  o->v[2] = r;
  o->v[3] = a1;
  o->v[4] = a2;
}

static void
shape_new_sub (Shape *s)
{
  shape_push (s, OP_NEW_SUB);
}

static void
shape_close (Shape *s)
{
  shape_push (s, OP_CLOSE);
}

static void
shape_circle (Shape *s, Pt c, double r)
{
  shape_new_sub (s);
  shape_arc (s, FALSE, c, r, 0, 2 * G_PI);
  shape_close (s);
}

static void
shape_quad (Shape *s, Pt a, Pt b, Pt c, Pt d)
{
  shape_move (s, a.x, a.y);
  shape_line (s, b.x, b.y);
  shape_line (s, c.x, c.y);
  shape_line (s, d.x, d.y);
  shape_close (s);
}

static void
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

static void
shape_replay (cairo_t     *cr,
              const Shape *s)
{
  replay_ops (cr, s->ops, s->n_ops);
}

/* Cuts every closed piece of @s out of the clip. A shape is a union of
 * simple pieces that may overlap, so each piece is removed on its own (an
 * even-odd clip of the whole shape would put the overlaps back). */
static void
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

static Pt
pt (double x, double y)
{
  Pt p = { x, y };
  return p;
}

static Pt
pt_add (Pt a, Pt b)
{
  return pt (a.x + b.x, a.y + b.y);
}

static Pt
pt_sub (Pt a, Pt b)
{
  return pt (a.x - b.x, a.y - b.y);
}

static Pt
pt_scale (Pt a, double k)
{
  return pt (a.x * k, a.y * k);
}

static Pt
pt_lerp (Pt a, Pt b, double t)
{
  return pt (a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
}

static double
pt_len (Pt a)
{
  return hypot (a.x, a.y);
}

static Pt
pt_norm (Pt a)
{
  double l = pt_len (a);
  return l > 0 ? pt_scale (a, 1 / l) : pt (0, 0);
}

/* Right-hand normal of a direction (y points down: right of east is south). */
static Pt
pt_right (Pt d)
{
  return pt (-d.y, d.x);
}

static Pt
edge_mid (guint e)
{
  static const Pt mids[4] = { { 0.5, 0 }, { 1, 0.5 }, { 0.5, 1 }, { 0, 0.5 } };
  return mids[e & 3];
}

/* Outward normal of an edge. */
static Pt
edge_out (guint e)
{
  static const Pt outs[4] = { { 0, -1 }, { 1, 0 }, { 0, 1 }, { -1, 0 } };
  return outs[e & 3];
}

/* Corner c: 0 NW, 1 NE, 2 SE, 3 SW; edge e runs from corner e to e+1. */
static Pt
corner_pt (guint c)
{
  static const Pt corners[4] = { { 0, 0 }, { 1, 0 }, { 1, 1 }, { 0, 1 } };
  return corners[c & 3];
}

/* Boundary point k of the half-edge ring: even k are corners, odd k edge
 * midpoints; half-edge h runs from point h to point h + 1. */
static Pt
ring_pt (guint k)
{
  k &= 7;
  return (k & 1) ? edge_mid (k >> 1) : corner_pt (k >> 1);
}

/* A point of the perimeter, s in [0, 4): N from the NW corner, then E, S, W. */
static Pt
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
static void
arc_cubic (Pt o, double r, double a0, double a1, Pt *p0, Pt *c1, Pt *c2, Pt *p3)
{
  double k = 4.0 / 3.0 * tan ((a1 - a0) / 4) * r;

  *p0 = pt (o.x + r * cos (a0), o.y + r * sin (a0));
  *p3 = pt (o.x + r * cos (a1), o.y + r * sin (a1));
  *c1 = pt (p0->x - k * sin (a0), p0->y + k * cos (a0));
  *c2 = pt (p3->x + k * sin (a1), p3->y - k * cos (a1));
}

typedef enum
{
  ROUTE_NONE,
  ROUTE_STRAIGHT,   /* e0 to the opposite edge, through the centre */
  ROUTE_CURVE,      /* e0 to e0 + 1 around their shared corner */
  ROUTE_STAR,       /* each edge to `end` */
} RouteKind;

typedef enum
{
  END_OPEN,         /* a round joint (several edges of one road) */
  END_PLAZA,        /* a crossing of several roads */
  END_HOUSE,        /* a single road ends at a house */
  END_MONASTERY,
  END_CITY,         /* through a gate into the city */
  END_RIVER,        /* at the bank of a river through the centre */
  END_SPRING,
  END_LAKE,
  END_POND,         /* rivers meeting at a pool */
} EndKind;

typedef struct
{
  RouteKind route;
  guint     edges;        /* bit per edge */
  guint     e0;
  Pt        end;          /* ROUTE_STAR */
  EndKind   end_kind;
  double    hw;
  gboolean  under_river;  /* drawn before (under) the rivers */
  gboolean  inn;
  Pt        inn_pt;
  double    inn_angle;
  gboolean  gate[4];
  Pt        gate_pt[4];
  double    gate_angle[4];
} Route;

typedef struct
{
  gboolean curved;        /* ring point → curve to via → line to centre */
  Pt       from, c1, c2, via;
} Spoke;

typedef struct
{
  /* a copy of what the layout was built from, to notice a reloaded catalogue */
  CarcFeatureDef features[CARC_MAX_TILE_FEATURES];
  guint8         n_features;
  guint          flags;
  CarcStack      stack;

  Shape  shapes[CARC_MAX_TILE_FEATURES];
  Shape  bands[CARC_MAX_TILE_FEATURES];    /* roads without their houses */
  Shape  walls[CARC_MAX_TILE_FEATURES];    /* cities: the walls only, open paths */
  Route  routes[CARC_MAX_TILE_FEATURES];
  guint8 layers[CARC_MAX_TILE_FEATURES];   /* non-field features, bottom first */
  guint  n_layers;

  Spoke  spokes[8];
  Shape  sectors[8];
  guint8 sector_field[8];
  gboolean hedge[8];
  gboolean has_river_through;

  gboolean monastery;
  Pt     monastery_pt;
  double monastery_scale;

  gboolean plaza;
  gboolean house;

  Pt     anchor[CARC_MAX_TILE_FEATURES];
  Pt     pennant_pt[CARC_MAX_TILE_FEATURES];
  Pt     goods_pt[CARC_MAX_TILE_FEATURES];
  double symbol_size[CARC_MAX_TILE_FEATURES];
  Pt     cathedral_pt;
  gboolean hill;
  Pt     hill_pt;
  double hill_r;
  gboolean vineyard;
  Pt     vine_pt;
  double vine_size;
  Pt     sheep_pt[CARC_MAX_TILE_FEATURES];
} Layout;

static guint
edges_of (const CarcFeatureDef *def)
{
  return (def->locations >> 8) & 0xf;
}

static gboolean
is_path_kind (CarcFeatureKind kind)
{
  return kind == CARC_FEATURE_ROAD || kind == CARC_FEATURE_RIVER;
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
static void
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

#define INN_SIZE 0.15
#define HOUSE_SIZE 0.15

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

static double
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
  if (r->inn)
    add_house_shape (s, r->inn_pt, INN_SIZE, r->inn_angle);
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

static Pt
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
      blob_shape (s, pond_centre (r), pond_radius (r->end_kind), r->end_kind == END_LAKE ? 0.1 : 0.06);
    }
  else
    river_band (s, r, r->e0, TRUE, TRUE, TRUE);
}

/* ---- cities ---- */

typedef struct
{
  double a, b;
} Interval;

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

/* ---- hit-testing ---- */

static cairo_t *
hit_context (void)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_A8, 1, 1);
  cairo_t *cr = cairo_create (surface);

  cairo_surface_destroy (surface);
  /* unit coordinates: scale up so curves are flattened finely enough */
  cairo_scale (cr, 1024, 1024);
  cairo_set_tolerance (cr, 0.05);
  return cr;
}

static gboolean
shape_contains (cairo_t *cr, const Shape *s, Pt p)
{
  gboolean in;

  cairo_new_path (cr);
  shape_replay (cr, s);
  in = cairo_in_fill (cr, p.x, p.y);
  cairo_new_path (cr);
  return in;
}

static gboolean
inside_tile (Pt p)
{
  return p.x >= 0 && p.x <= 1 && p.y >= 0 && p.y <= 1;
}

static guint
layout_feature_at (const Layout *l,
                   cairo_t      *cr,
                   Pt            p)
{
  if (!inside_tile (p))
    return CARC_NO_FEATURE;

  for (guint i = l->n_layers; i-- > 0;)
    {
      guint f = l->layers[i];
      if (shape_contains (cr, &l->shapes[f], p))
        return f;
    }

  if (l->plaza && pt_len (pt_sub (p, centre)) <= PLAZA_R)
    {
      /* a crossing belongs to the road whose spoke points closest */
      double a = atan2 (p.y - 0.5, p.x - 0.5), best = G_MAXDOUBLE;
      guint found = CARC_NO_FEATURE;

      for (guint f = 0; f < l->n_features; f++)
        if (l->features[f].kind == CARC_FEATURE_ROAD && l->routes[f].route == ROUTE_STAR)
          for (guint e = 0; e < 4; e++)
            if (l->routes[f].edges & (1u << e))
              {
                Pt o = edge_out (e);
                double d = fabs (remainder (a - atan2 (o.y, o.x), 2 * G_PI));
                if (d < best)
                  {
                    best = d;
                    found = f;
                  }
              }
      if (found != CARC_NO_FEATURE)
        return found;
    }

  for (guint h = 0; h < 8; h++)
    if (l->sector_field[h] != CARC_NO_FEATURE && shape_contains (cr, &l->sectors[h], p))
      return l->sector_field[h];

  /* on a sector border exactly: any field will do */
  for (guint h = 0; h < 8; h++)
    if (l->sector_field[h] != CARC_NO_FEATURE)
      return l->sector_field[h];
  return CARC_NO_FEATURE;
}

/* ---- label raster: anchors and symbol places ---- */

typedef struct
{
  guint8 label[RASTER * RASTER];   /* feature + 1, 0 none */
  guint16 dist[RASTER * RASTER];   /* chamfer distance ×3 to the feature's border */
} Raster;

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

static void
place_inns (Layout       *l,
            const Raster *r)
{
  static const double ts[] = { 0.3, 0.7, 0.22, 0.78, 0.5, 0.4, 0.6 };

  for (guint f = 0; f < l->n_features; f++)
    {
      Route *route = &l->routes[f];
      guint seg = route->e0;
      gboolean placed = FALSE;

      if (!route->inn)
        continue;
      for (guint i = 0; i < G_N_ELEMENTS (ts) && !placed; i++)
        for (int side = 1; side >= -1 && !placed; side -= 2)
          {
            Pt p, d, c;
            double t = route->route == ROUTE_STAR && route->end_kind != END_HOUSE ? ts[i] * 0.75 : ts[i];
            gboolean ok = TRUE;

            route_centre (route, seg, t, &p, &d);
            c = pt_add (p, pt_scale (pt_right (d), side * (route->hw + INN_SIZE * 0.5 + 0.02)));
            for (int dx = -1; dx <= 1; dx++)
              for (int dy = -1; dy <= 1; dy++)
                {
                  Pt q = pt (c.x + dx * INN_SIZE * 0.6, c.y + dy * INN_SIZE * 0.6);
                  guint8 lab = raster_at (r, q);
                  if (!inside_tile (q) || lab == 0 || l->features[lab - 1].kind != CARC_FEATURE_FIELD)
                    ok = FALSE;
                }
            if (ok)
              {
                route->inn_pt = c;
                route->inn_angle = atan2 (d.y, d.x);
                placed = TRUE;
              }
          }
      if (!placed)
        {
          Pt p, d;
          route_centre (route, seg, 0.3, &p, &d);
          route->inn_pt = pt_add (p, pt_scale (pt_right (d), route->hw + INN_SIZE * 0.5 + 0.02));
          route->inn_angle = atan2 (d.y, d.x);
        }
      road_shape (l, f);
    }
}

static void
place_symbols (Layout *l,
               Raster *r)
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
            Pt avoid[4];
            guint n_avoid = 0;
            double depth;

            if (count == 0)
              break;
            raster_distance (r, label);
            if (def->kind == CARC_FEATURE_CITY && (def->flags & CARC_FEATURE_FLAG_CATHEDRAL))
              {
                raster_pole (r, label, pref, 0.4, NULL, 0, 0, &l->cathedral_pt);
                avoid[n_avoid++] = l->cathedral_pt;
              }
            depth = raster_pole (r, label, pref, 0.25, avoid, n_avoid, 0.26, &l->anchor[f]);
            if (depth < 0)
              raster_pole (r, label, pref, 0.25, NULL, 0, 0, &l->anchor[f]);
            avoid[n_avoid++] = l->anchor[f];

            if (def->kind == CARC_FEATURE_CITY && def->pennants > 0)
              {
                depth = raster_pole (r, label, pref, 0.05, avoid, n_avoid, 0.2, &l->pennant_pt[f]);
                if (depth < 0)
                  depth = raster_pole (r, label, pref, 0.05, avoid, n_avoid, 0.12, &l->pennant_pt[f]);
                if (depth < 0)
                  l->pennant_pt[f] = l->anchor[f];
                l->symbol_size[f] = CLAMP (depth * 2.2, 0.1, 0.15);
                avoid[n_avoid++] = l->pennant_pt[f];
              }
            if (def->kind == CARC_FEATURE_CITY
                && (def->counters[0] || def->counters[1] || def->counters[2]))
              {
                depth = raster_pole (r, label, pref, 0.05, avoid, n_avoid, 0.2, &l->goods_pt[f]);
                if (depth < 0)
                  depth = raster_pole (r, label, pref, 0.05, avoid, n_avoid, 0.12, &l->goods_pt[f]);
                if (depth < 0)
                  l->goods_pt[f] = l->anchor[f];
                l->symbol_size[f] = CLAMP (depth * 2.2, 0.11, 0.17);
              }
            if (def->kind == CARC_FEATURE_FIELD && def->counters[CARC_FEATURE_COUNTER_SHEEP])
              {
                if (raster_pole (r, label, pref, 0.05, avoid, n_avoid, 0.18, &l->sheep_pt[f]) < 0)
                  l->sheep_pt[f] = l->anchor[f];
              }
          }
          break;
        }
    }

  if (biggest_field != CARC_NO_FEATURE)
    {
      guint8 label = (guint8) (biggest_field + 1);
      Pt avoid[2];

      raster_distance (r, label);
      if (l->hill)
        {
          l->hill_pt = l->anchor[biggest_field];
          l->hill_r = 0.3;
        }
      if (l->vineyard)
        {
          double depth;

          avoid[0] = l->anchor[biggest_field];
          depth = raster_pole (r, label, l->anchor[biggest_field], 0.0, avoid, 1, 0.22, &l->vine_pt);
          if (depth < 0)
            depth = raster_pole (r, label, l->anchor[biggest_field], 0.0, NULL, 0, 0, &l->vine_pt);
          l->vine_size = CLAMP (depth * 2.4, 0.13, 0.24);
        }
    }
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
  l->hill = (type->flags & CARC_TILE_FLAG_HILL) != 0;
  l->vineyard = (type->flags & CARC_TILE_FLAG_VINEYARD) != 0;
  l->monastery_pt = centre;
  l->monastery_scale = 1;

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
      if (l->features[f].kind == CARC_FEATURE_ROAD && (l->features[f].flags & CARC_FEATURE_FLAG_INN))
        l->routes[f].inn = TRUE;
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
    if (l->features[f].kind == CARC_FEATURE_CITY)
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
    if (l->features[f].kind == CARC_FEATURE_CITY)
      l->layers[l->n_layers++] = (guint8) f;
  if (l->monastery)
    l->layers[l->n_layers++] = (guint8) monastery;

  plan_spokes (l);
  plan_fields (l);

  raster = g_new0 (Raster, 1);
  raster_paint (l, raster);
  place_inns (l, raster);
  raster_paint (l, raster);
  place_symbols (l, raster);
  g_free (raster);

  return l;
}

static GMutex layout_lock;
static GHashTable *layouts;   /* CarcTileType* → Layout* */

static gboolean
layout_matches (const Layout       *l,
                const CarcTileType *type)
{
  return l->n_features == type->n_features
         && l->flags == type->flags
         && l->stack == type->stack
         && memcmp (l->features, type->features, sizeof l->features) == 0;
}

static const Layout *
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

/* ------------------------------------------------------------------------
 * Palette
 * ------------------------------------------------------------------------ */

typedef struct
{
  guint32 field, field_light, hedge, hill_light, hill_dark;
  guint32 city, city_light, wall;
  guint32 road, road_edge;
  guint32 water, water_light, bank;
  guint32 yard, yard_edge, stone, roof, outline;
  guint32 pennant, pennant_edge;
  guint32 slate;
  guint32 badge, badge_edge;
  guint32 wine, leaf, grain, grain_dark, cloth, cloth_dark;
  guint32 vine, stake;
  double  frame_alpha;
} Palette;

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

static void
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
static gboolean
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

/* ------------------------------------------------------------------------
 * Features
 * ------------------------------------------------------------------------ */

static void
append_field_path (cairo_t *cr, const Layout *l, guint feature)
{
  for (guint h = 0; h < 8; h++)
    if (l->sector_field[h] == feature)
      shape_replay (cr, &l->sectors[h]);
}

void
carc_tile_feature_path (cairo_t            *cr,
                        const CarcTileType *type,
                        guint               rotation,
                        double              size,
                        guint               feature)
{
  const Layout *l;
  cairo_matrix_t matrix;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (type != NULL);
  if (feature >= type->n_features)
    return;

  l = layout_get (type);
  cairo_get_matrix (cr, &matrix);
  cairo_scale (cr, size, size);
  rotate_tile (cr, rotation);
  if (l->features[feature].kind == CARC_FEATURE_FIELD)
    append_field_path (cr, l, feature);
  else
    shape_replay (cr, &l->shapes[feature]);
  cairo_set_matrix (cr, &matrix);
}

void
carc_tile_feature_fill (cairo_t            *cr,
                        const CarcTileType *type,
                        guint               rotation,
                        double              size,
                        guint               feature)
{
  const Layout *l;
  gboolean above = FALSE;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (type != NULL);
  if (feature >= type->n_features)
    return;

  l = layout_get (type);
  cairo_save (cr);
  cairo_scale (cr, size, size);
  cairo_rectangle (cr, 0, 0, 1, 1);
  cairo_clip (cr);
  rotate_tile (cr, rotation);

  /* cut away everything above the feature */
  if (l->features[feature].kind == CARC_FEATURE_FIELD)
    above = TRUE;
  for (guint i = 0; i < l->n_layers; i++)
    {
      if (above)
        shape_clip_out (cr, &l->shapes[l->layers[i]]);
      if (l->layers[i] == feature)
        above = TRUE;
    }

  cairo_new_path (cr);
  if (l->features[feature].kind == CARC_FEATURE_FIELD)
    append_field_path (cr, l, feature);
  else
    shape_replay (cr, &l->shapes[feature]);
  cairo_fill (cr);
  cairo_restore (cr);
}

static Pt
to_own (guint rotation, double x, double y)
{
  switch (rotation & 3)
    {
    case 1: return pt (y, 1 - x);
    case 2: return pt (1 - x, 1 - y);
    case 3: return pt (1 - y, x);
    default: return pt (x, y);
    }
}

static Pt
to_board (guint rotation, Pt p)
{
  switch (rotation & 3)
    {
    case 1: return pt (1 - p.y, p.x);
    case 2: return pt (1 - p.x, 1 - p.y);
    case 3: return pt (p.y, 1 - p.x);
    default: return p;
    }
}

guint
carc_tile_feature_at (const CarcTileType *type,
                      guint               rotation,
                      double              x,
                      double              y)
{
  const Layout *l;
  cairo_t *cr;
  guint found;

  g_return_val_if_fail (type != NULL, CARC_NO_FEATURE);

  if (!(x >= 0 && x <= 1 && y >= 0 && y <= 1))
    return CARC_NO_FEATURE;
  l = layout_get (type);
  cr = hit_context ();
  found = layout_feature_at (l, cr, to_own (rotation, x, y));
  cairo_destroy (cr);
  return found;
}

gboolean
carc_tile_feature_anchor (const CarcTileType *type,
                          guint               rotation,
                          guint               feature,
                          double             *x,
                          double             *y)
{
  const Layout *l;
  Pt p = centre;
  gboolean ok = FALSE;

  g_return_val_if_fail (type != NULL, FALSE);

  if (feature < type->n_features)
    {
      l = layout_get (type);
      p = to_board (rotation, l->anchor[feature]);
      ok = TRUE;
    }
  if (x)
    *x = p.x;
  if (y)
    *y = p.y;
  return ok;
}

GdkTexture *
carc_texture_from_surface (cairo_surface_t *surface)
{
  int width = cairo_image_surface_get_width (surface);
  int height = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  g_autoptr(GBytes) bytes = NULL;

  /* cairo's ARGB32 is GDK_MEMORY_DEFAULT, so the pixels move over as they
   * are; the texture keeps the surface alive */
  cairo_surface_flush (surface);
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                      (gsize) stride * height,
                                      (GDestroyNotify) cairo_surface_destroy,
                                      cairo_surface_reference (surface));
  return gdk_memory_texture_new (width, height, GDK_MEMORY_DEFAULT, bytes, stride);
}

GdkTexture *
carc_tile_texture_new (const CarcTileType *type,
                       guint               rotation,
                       int                 size_px,
                       gboolean            dark)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  GdkTexture *texture;

  g_return_val_if_fail (type != NULL, NULL);
  g_return_val_if_fail (size_px > 0, NULL);

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size_px, size_px);
  cr = cairo_create (surface);
  carc_tile_paint (cr, type, rotation, size_px, dark);
  cairo_destroy (cr);
  texture = carc_texture_from_surface (surface);
  cairo_surface_destroy (surface);
  return texture;
}

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
