/* carc-tile-painter-private.h: what the painter's files share
 *
 * The tile painter (carc-tile-painter.h) is five parts: geometry (recorded
 * paths and points), layout (where a tile type's features and symbols
 * lie: carc-tile-layout.c with its -routes, -areas and -places files),
 * hit-testing (features at a point, paths, anchors, textures), painting
 * (palettes and the tile's shapes and symbols) and figures. Only their
 * files include this header.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-tile-painter.h"
#include "carc-tile-symbols.h"
#include "carc-expansion-ui.h"

G_BEGIN_DECLS

#define ROAD_HW      0.052   /* half width of a road */
#define RIVER_HW     0.082   /* half width of a river */
#define RIVER_WAVE   0.026   /* how far a river meanders off its centreline */
#define EXTEND       0.06    /* roads and rivers reach this far past an edge */
#define PLAZA_R      0.085
#define RASTER       64      /* label raster for anchors and symbols */

/* a point in tile units (the tile is 0…1 both ways) */
typedef struct
{
  double x, y;
} Pt;

#define HOUSE_SIZE 0.15
#define MAX_SYMBOLS 32

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
  END_POOL,         /* into a game's own pool feature, drawn by it */
} EndKind;

/* What a game's pool (CARC_UI_SHAPE_POOL) is laid out as: none of
 * Carcassonne's kinds. */
#define DRAWN_POOL ((CarcFeatureKind) 0x7f)

typedef struct
{
  RouteKind route;
  guint     edges;        /* bit per edge */
  guint     e0;
  Pt        end;          /* ROUTE_STAR */
  EndKind   end_kind;
  double    hw;
  gboolean  under_river;  /* drawn before (under) the rivers */
  /* an expansion's building beside the road (CarcExpansionUi.roadside_building) */
  gboolean  building;
  guint8    building_expansion;   /* its index in carc_expansions_ui_all() */
  double    building_size;
  Pt        building_pt;
  double    building_angle;
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
  double symbol_size[CARC_MAX_TILE_FEATURES];

  /* a game's own feature kinds (CarcUiFeatureLook): features[f].kind is
   * the Carcassonne kind (or DRAWN_POOL) whose shapes it takes, own_kind[f]
   * its registered kind; looks[f] NULL for Carcassonne's own */
  const CarcUiFeatureLook *looks[CARC_MAX_TILE_FEATURES];
  guint8   own_kind[CARC_MAX_TILE_FEATURES];
  Pt       pool_pt[CARC_MAX_TILE_FEATURES];
  double   pool_r[CARC_MAX_TILE_FEATURES];
  const CarcUiFeatureLook *ground;   /* the look of the tile's ground, or NULL */

  /* the expansions' printed symbols (carc-tile-symbols.h) */
  CarcTileSymbol symbols[MAX_SYMBOLS];
  guint          n_symbols;
} Layout;

typedef struct
{
  double a, b;
} Interval;

typedef struct
{
  guint8 label[RASTER * RASTER];   /* feature + 1, 0 none */
  guint16 dist[RASTER * RASTER];   /* chamfer distance ×3 to the feature's border */
} Raster;

typedef struct
{
  guint32 field, field_light, hedge;
  guint32 city, city_light, wall;
  guint32 road, road_edge;
  guint32 water, water_light, bank;
  guint32 yard, yard_edge, stone, roof, outline;
  guint32 pennant, pennant_edge;
  guint32 slate;
  guint32 badge, badge_edge;
  double  frame_alpha;
} Palette;

static const Pt centre = { 0.5, 0.5 };


/* carc-tile-geometry.c */
G_GNUC_INTERNAL void shape_move (Shape *s, double x, double y);
G_GNUC_INTERNAL void shape_line (Shape *s, double x, double y);
G_GNUC_INTERNAL void shape_curve (Shape *s, Pt c1, Pt c2, Pt p);
G_GNUC_INTERNAL void shape_arc (Shape *s, gboolean negative, Pt c, double r, double a1, double a2);
G_GNUC_INTERNAL void shape_new_sub (Shape *s);
G_GNUC_INTERNAL void shape_close (Shape *s);
G_GNUC_INTERNAL void shape_circle (Shape *s, Pt c, double r);
G_GNUC_INTERNAL void shape_quad (Shape *s, Pt a, Pt b, Pt c, Pt d);
G_GNUC_INTERNAL void shape_clear (Shape *s);
G_GNUC_INTERNAL void shape_replay (cairo_t *cr, const Shape *s);
G_GNUC_INTERNAL void shape_clip_out (cairo_t *cr, const Shape *s);
G_GNUC_INTERNAL Pt pt (double x, double y);
G_GNUC_INTERNAL Pt pt_add (Pt a, Pt b);
G_GNUC_INTERNAL Pt pt_sub (Pt a, Pt b);
G_GNUC_INTERNAL Pt pt_scale (Pt a, double k);
G_GNUC_INTERNAL Pt pt_lerp (Pt a, Pt b, double t);
G_GNUC_INTERNAL double pt_len (Pt a);
G_GNUC_INTERNAL Pt pt_norm (Pt a);
G_GNUC_INTERNAL Pt pt_right (Pt d);
G_GNUC_INTERNAL Pt edge_mid (guint e);
G_GNUC_INTERNAL Pt edge_out (guint e);
G_GNUC_INTERNAL Pt corner_pt (guint c);
G_GNUC_INTERNAL Pt ring_pt (guint k);
G_GNUC_INTERNAL Pt perimeter_pt (double s);
G_GNUC_INTERNAL void arc_cubic (Pt o, double r, double a0, double a1, Pt *p0, Pt *c1, Pt *c2, Pt *p3);

/* carc-tile-layout.c */
G_GNUC_INTERNAL guint edges_of (const CarcFeatureDef *def);
G_GNUC_INTERNAL gboolean is_path_kind (CarcFeatureKind kind);
G_GNUC_INTERNAL void layout_free (Layout *l);
G_GNUC_INTERNAL Layout * layout_build (const CarcTileType *type);
G_GNUC_INTERNAL const Layout * layout_get (const CarcTileType *type);

/* carc-tile-layout-routes.c */
G_GNUC_INTERNAL void route_plan (Layout *l, guint f);
G_GNUC_INTERNAL void route_centre (const Route *r, guint seg, double t, Pt *p, Pt *dir);
G_GNUC_INTERNAL double house_angle (const Route *r);
G_GNUC_INTERNAL void road_shape (Layout *l, guint f);
G_GNUC_INTERNAL void blob_shape (Shape *s, Pt c, double r, double wobble);
G_GNUC_INTERNAL Pt pond_centre (const Route *r);
G_GNUC_INTERNAL void river_shape (Layout *l, guint f);

/* carc-tile-layout-areas.c */
G_GNUC_INTERNAL void city_shape (Layout *l, guint f);
G_GNUC_INTERNAL void monastery_shape (Layout *l, guint f);
G_GNUC_INTERNAL void plan_spokes (Layout *l);
G_GNUC_INTERNAL void plan_fields (Layout *l);

/* carc-tile-layout-places.c */
G_GNUC_INTERNAL void raster_paint (const Layout *l, Raster *r);
G_GNUC_INTERNAL void place_buildings (Layout *l, const Raster *r);
G_GNUC_INTERNAL void place_symbols (Layout *l, Raster *r, const CarcTileType *type);

/* carc-tile-hit.c */
G_GNUC_INTERNAL cairo_t * hit_context (void);
G_GNUC_INTERNAL gboolean shape_contains (cairo_t *cr, const Shape *s, Pt p);
G_GNUC_INTERNAL gboolean inside_tile (Pt p);

/* carc-tile-paint.c */
G_GNUC_INTERNAL void rotate_tile (cairo_t *cr, guint rotation);
G_GNUC_INTERNAL gboolean crosses (const Layout *l, guint top, guint under);

G_END_DECLS
