/* carc-tile-painter.h: our own vector art for tiles and figures
 *
 * Every tile is drawn from its feature data (cities, roads, fields,
 * monasteries, rivers and the expansions' marks), never from scanned art.
 * All functions are plain cairo; nothing here needs a widget.
 *
 * Coordinates: a tile is drawn in a size×size square at the current origin
 * of @cr. Unit tile coordinates run from 0 to 1, x east, y south, in board
 * orientation (after @rotation, clockwise quarter turns).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "carc-catalogue.h"

G_BEGIN_DECLS

/* Draws the tile. @dark picks the palette for a dark board. */
void        carc_tile_paint           (cairo_t            *cr,
                                       const CarcTileType *type,
                                       guint               rotation,
                                       double              size,
                                       gboolean            dark);

/* Appends the path of one feature, the same shapes as drawn (a road with
 * the building beside it, a monastery with its yard). Shapes may reach a little beyond the
 * tile, so clip to the tile before filling. A field's path is the part of
 * the tile it owns, with the cities, roads and rivers on it included; use
 * carc_tile_feature_fill() for exactly the visible part. */
void        carc_tile_feature_path    (cairo_t            *cr,
                                       const CarcTileType *type,
                                       guint               rotation,
                                       double              size,
                                       guint               feature);

/* Fills exactly the visible part of @feature (clipped to the tile, minus
 * whatever lies on top of it) with the current source of @cr. */
void        carc_tile_feature_fill    (cairo_t            *cr,
                                       const CarcTileType *type,
                                       guint               rotation,
                                       double              size,
                                       guint               feature);

/* The feature under the point (@x, @y) in unit tile coordinates, or
 * CARC_NO_FEATURE outside the tile. */
guint       carc_tile_feature_at      (const CarcTileType *type,
                                       guint               rotation,
                                       double              x,
                                       double              y);

/* Where a figure on @feature stands, in unit tile coordinates. FALSE (and
 * the tile centre) if @feature is not one of the tile's features. */
gboolean    carc_tile_feature_anchor  (const CarcTileType *type,
                                       guint               rotation,
                                       guint               feature,
                                       double             *x,
                                       double             *y);

/* Where the first symbol of @kind that the expansion @expansion (its
 * descriptor's id) printed on @type lies when the tile is turned by
 * @rotation, in unit tile coordinates (e.g. a tower construction site, for
 * the tower standing on it); FALSE if it printed none. */
gboolean    carc_tile_symbol_point    (const CarcTileType *type,
                                       guint               rotation,
                                       const char         *expansion,
                                       guint               kind,
                                       double             *x,
                                       double             *y);
/* Draws a figure in a size×size square at the current origin: a follower
 * fills about four fifths of it; an expansion's figures look as its
 * CarcExpansionUi.figure_looks say. @lying lays a follower on its back
 * (farmers). */
void        carc_figure_paint         (cairo_t            *cr,
                                       CarcFigureKind      kind,
                                       const GdkRGBA      *colour,
                                       gboolean            lying,
                                       double              size);

/* The follower's silhouette in a box from -0.5 to 0.5, standing (for the
 * expansions' figures built on it). */
void        carc_figure_meeple_path   (cairo_t            *cr);

/* The colours of the box's figures: red, blue, green, yellow, black, grey,
 * pink and purple (any case; "gray" too), tuned to read on light and dark
 * boards. Other strings are tried as CSS colours; FALSE if neither. */
gboolean    carc_player_colour        (const char         *name,
                                       GdkRGBA            *out);

/* A texture of what @surface (cairo ARGB32) shows, sharing its pixels. */
GdkTexture *carc_texture_from_surface (cairo_surface_t    *surface);

/* A thumbnail: the tile drawn into a size_px×size_px texture. */
GdkTexture *carc_tile_texture_new     (const CarcTileType *type,
                                       guint               rotation,
                                       int                 size_px,
                                       gboolean            dark);

G_END_DECLS
