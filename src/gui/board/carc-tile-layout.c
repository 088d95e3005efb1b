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
 * This file plans a layout (where routes end, a game's own kinds, the
 * layers) and keeps one per tile type; the shapes are built in
 * carc-tile-layout-routes.c (roads and rivers) and carc-tile-layout-areas.c
 * (cities, the monastery, fields), the anchors and symbol places found in
 * carc-tile-layout-places.c.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "carc-tile-painter-private.h"
#include "carc-expansion-ui.h"

guint
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

void
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

Layout *
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
