/* carc-tile-layout-places.c: where figures and symbols stand on a tile layout
 *
 * The label raster of a layout's shapes and the places found on it: the
 * anchors where figures stand, the pennants, the roadside buildings, and
 * the expansions' symbols through CarcTileSymbolPlacer (carc-tile-symbols.h),
 * whose hooks see only this file's placer. Part of the layout
 * (carc-tile-layout.c), run once its shapes are built.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "carc-tile-painter-private.h"
#include "carc-expansion-ui.h"

#include <math.h>
#include <string.h>

/* ---- label raster: anchors and symbol places ---- */

void
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
void
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

void
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
