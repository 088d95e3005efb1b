/* carc-tile-symbols.h: the marks an expansion prints on tiles
 *
 * The tile painter (carc-tile-painter.h) draws the base game's shapes
 * itself; the symbols an expansion prints on its tiles are laid out and
 * drawn by its CarcExpansionUi's
 * tile_symbols_place and tile_symbol_paint hooks, in its own files. The
 * painter asks every registered expansion while it lays out a tile type,
 * keeps the symbols they add with the layout, and calls back to draw them.
 * A building beside a road is part of the road instead: the
 * roadside_building hooks say which roads carry one, and the painter keeps
 * its place in the road's shape (CarcExpansionUi).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "carc-catalogue.h"

G_BEGIN_DECLS

/* When a symbol is drawn, bottom first. */
typedef enum
{
  CARC_TILE_SYMBOL_GROUND,      /* on the bare fields, under the hedges */
  CARC_TILE_SYMBOL_FIELD,       /* on the fields, under roads and cities */
  CARC_TILE_SYMBOL_MARK_FIRST,  /* on its city, before the city's pennant */
  CARC_TILE_SYMBOL_MARK,        /* on its city, after the city's pennant */
} CarcTileSymbolLayer;

/* When the placer calls an expansion for one tile type. */
typedef enum
{
  /* for a city or field, before its figures' anchor is chosen (what is
   * placed and avoided now the anchor keeps clear of) */
  CARC_TILE_PLACE_BEFORE_ANCHOR,
  /* for a city or field, after its anchor and its pennant */
  CARC_TILE_PLACE_AFTER_ANCHOR,
  /* once for the tile, on its biggest field (the placer's feature) */
  CARC_TILE_PLACE_TILE,
} CarcTilePlaceStage;

typedef struct
{
  guint8 layer;      /* CarcTileSymbolLayer */
  guint8 order;      /* within a layer, lower first (0…3) */
  guint8 feature;    /* the city a mark belongs to */
  guint8 expansion;  /* set by the placer: whose hook draws it */
  gboolean upright;  /* stays upright whichever way the tile lies */
  guint  kind;       /* the expansion's own */
  guint  count;      /* the expansion's own (a count) */
  double x, y;       /* unit tile coordinates, before the tile's rotation */
  double size;
} CarcTileSymbol;

/* A tile being laid out, for the tile_symbols_place hooks. */
typedef struct _CarcTileSymbolPlacer CarcTileSymbolPlacer;

/* The feature being placed on (CARC_TILE_PLACE_TILE: the biggest field). */
guint   carc_tile_placer_feature (CarcTileSymbolPlacer *placer);
/* Where the feature's figures stand; the centroid before it is chosen. */
void    carc_tile_placer_anchor  (CarcTileSymbolPlacer *placer,
                                  double               *x,
                                  double               *y);
/* The deepest point of the feature (its distance to the border weighed
 * against @pull towards the anchor or centroid), at least @min_gap from
 * every point avoided so far (@min_gap 0: anywhere). Returns its depth in
 * tile units, negative when no point is far enough from the others. */
double  carc_tile_placer_pole    (CarcTileSymbolPlacer *placer,
                                  double                pull,
                                  double                min_gap,
                                  double               *x,
                                  double               *y);
/* A spot for a symbol: the deepest point of the feature (weighed by @pull
 * as carc_tile_placer_pole() does) at least @min_gap from every point
 * avoided so far, else, when the feature is too crowded for that, its
 * deepest point anywhere, so that a printed symbol is never left off the
 * tile. Returns the spot's depth in tile units. */
double  carc_tile_placer_spot    (CarcTileSymbolPlacer *placer,
                                  double                pull,
                                  double                min_gap,
                                  double               *x,
                                  double               *y);
/* Keeps the later symbols and the anchor away from (@x, @y). */
void    carc_tile_placer_avoid   (CarcTileSymbolPlacer *placer,
                                  double                x,
                                  double                y);
/* The size of the feature's city marks, the pennant's included, so that
 * the marks of one city match. */
void    carc_tile_placer_mark_size (CarcTileSymbolPlacer *placer,
                                    double                size);
/* Adds a symbol to the tile's layout (copied). */
void    carc_tile_placer_add     (CarcTileSymbolPlacer *placer,
                                  const CarcTileSymbol *symbol);

/* For the tests: lays out @type afresh and calls @func with a placer on
 * @feature as the tile_symbols_place hooks get it after the feature's
 * anchor (the anchor avoided); what @func adds is dropped afterwards. */
typedef void (*CarcTilePlacerFunc) (CarcTileSymbolPlacer *placer,
                                    gpointer              user_data);
void    carc_tile_placer_run     (const CarcTileType   *type,
                                  guint                 feature,
                                  CarcTilePlacerFunc    func,
                                  gpointer              user_data);

/* The symbols the expansions placed on @feature of @type (at most @max,
 * copied to @out), their places turned as the tile lies at @rotation
 * (board orientation, unit tile coordinates). Returns how many. */
guint   carc_tile_feature_symbols (const CarcTileType *type,
                                   guint               rotation,
                                   guint               feature,
                                   CarcTileSymbol     *out,
                                   guint               max);

/* The painter's colours the expansions' symbols share. */
typedef enum
{
  CARC_TILE_COLOUR_STONE,
  CARC_TILE_COLOUR_OUTLINE,
  CARC_TILE_COLOUR_SLATE,
  CARC_TILE_COLOUR_PENNANT,
  CARC_TILE_COLOUR_WATER,
  CARC_TILE_COLOUR_BANK,
} CarcTileColour;

/* Sets @cr's source to @colour of the light or @dark palette. */
void    carc_tile_set_colour     (cairo_t        *cr,
                                  CarcTileColour  colour,
                                  gboolean        dark);
/* Sets @cr's source to 0xRRGGBB, opaque or with @alpha. */
void    carc_tile_set_rgb        (cairo_t        *cr,
                                  guint32         rgb);
void    carc_tile_set_rgba       (cairo_t        *cr,
                                  guint32         rgb,
                                  double          alpha);
/* A house seen from above, as at the end of a road: a footprint @size
 * wide centred on (@x, @y), its ridge along @angle (radians). The
 * footprint is what the layout keeps beside a road for a roadside
 * building (CarcExpansionUi.roadside_building). */
void    carc_tile_paint_house    (cairo_t        *cr,
                                  double          x,
                                  double          y,
                                  double          size,
                                  double          angle,
                                  gboolean        dark);
/* A round badge of @size across at (@x, @y), for marks that sit on one. */
void    carc_tile_paint_badge    (cairo_t        *cr,
                                  double          x,
                                  double          y,
                                  double          size,
                                  gboolean        dark);

G_END_DECLS
