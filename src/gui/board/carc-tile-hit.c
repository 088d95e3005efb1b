/* carc-tile-hit.c: which feature lies where on a tile, and its outline
 *
 * Hit-testing the layout's shapes (topmost first), the features' paths
 * and fills for highlights, the anchors of figures on the board, and tile
 * textures.
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "carc-expansion-ui.h"
#include "carc-tile-painter-private.h"

/* ---- hit-testing ---- */

cairo_t *
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

gboolean
shape_contains (cairo_t *cr, const Shape *s, Pt p)
{
  gboolean in;

  cairo_new_path (cr);
  shape_replay (cr, s);
  in = cairo_in_fill (cr, p.x, p.y);
  cairo_new_path (cr);
  return in;
}

gboolean
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

gboolean
carc_tile_symbol_point (const CarcTileType *type,
                        guint               rotation,
                        const char         *expansion,
                        guint               kind,
                        double             *x,
                        double             *y)
{
  const Layout *l;
  guint n_ui;
  const CarcExpansionUi * const *ui = carc_expansions_ui_all (&n_ui);

  g_return_val_if_fail (type != NULL, FALSE);

  l = layout_get (type);
  for (guint i = 0; i < l->n_symbols; i++)
    {
      const CarcTileSymbol *symbol = &l->symbols[i];

      if (symbol->kind == kind && symbol->expansion < n_ui && g_strcmp0 (ui[symbol->expansion]->id, expansion) == 0)
        {
          Pt p = to_board (rotation, (Pt) { symbol->x, symbol->y });

          *x = p.x;
          *y = p.y;
          return TRUE;
        }
    }
  return FALSE;
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

guint
carc_tile_feature_symbols (const CarcTileType *type,
                           guint               rotation,
                           guint               feature,
                           CarcTileSymbol     *out,
                           guint               max)
{
  const Layout *l;
  guint n = 0;

  g_return_val_if_fail (type != NULL, 0);

  l = layout_get (type);
  for (guint i = 0; i < l->n_symbols && n < max; i++)
    if (l->symbols[i].feature == feature)
      {
        Pt p = to_board (rotation, pt (l->symbols[i].x, l->symbols[i].y));

        out[n] = l->symbols[i];
        out[n].x = p.x;
        out[n].y = p.y;
        n++;
      }
  return n;
}
