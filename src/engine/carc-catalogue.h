/* carc-catalogue.h: tile types and tile sets, loaded from data files
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "carc-types.h"

G_BEGIN_DECLS

#define CARC_CATALOGUE_ERROR (carc_catalogue_error_quark ())

typedef enum {
  CARC_CATALOGUE_ERROR_PARSE,
  CARC_CATALOGUE_ERROR_INVALID,
} CarcCatalogueError;

GQuark carc_catalogue_error_quark (void);

/* Per-feature flags: bits 0-1 belong to the expansions (their headers name
 * them; they become the node's flags of the same bits). */
#define CARC_FEATURE_EXPANSION_FLAGS  0x03u

/* Which draw stack a tile belongs to (the River deals its tiles first). */
typedef enum {
  CARC_STACK_NORMAL = 0,
  CARC_STACK_RIVER,
  CARC_STACK_SPRING,
  CARC_STACK_LAKE,
} CarcStack;

/* Per-tile flags: the expansions' (their headers name them). */

#define CARC_NO_FEATURE 0xffu

typedef struct {
  CarcFeatureKind kind;
  guint16 locations;       /* in the tile's own orientation (rotation 0) */
  guint16 joins;           /* split city edge: edges whose neighbour also joins
                            * this feature without this feature owning them */
  guint8  pennants;
  guint8  flags;           /* the expansions' feature flags */
  /* Small numbers printed on the feature that an expansion reads, by the
   * index its header names; summed when features merge on the board. */
  guint8  counters[CARC_N_FEATURE_COUNTERS];
  guint16 cities;          /* fields: bit i set = touches city feature i of the tile */
} CarcFeatureDef;

typedef struct {
  char      *id;                 /* JCloisterZone id where the tile exists there */
  guint      set;                /* index of the set that defines it */
  guint      count;              /* copies in the set (start tile included) */
  guint      flags;              /* the expansions' tile flags */
  CarcStack  stack;
  gint8      wheel_symbol;       /* -1 unknown / entered at the table, 0 none */
  gint8      thief_value;        /* -1 unknown / entered at the table */
  guint8     n_features;
  CarcFeatureDef features[CARC_MAX_TILE_FEATURES];
  guint8     monastery;          /* feature index or CARC_NO_FEATURE */
  char     **uncertain;          /* member/note pairs of the data's "uncertain", or NULL */

  /* Derived at load time so that placement never recomputes them. */
  CarcEdgeCode edge_code[4];     /* per rotation, see carc_edge_code_get() */
  guint8     edge_features[4][2];/* rotation 0: features touching each edge */
  guint8     half_feature[8];    /* rotation 0: field on each half-edge */
  guint8     distinct_rotations; /* bit r set: rotation r differs from smaller ones */

  /* The tile's data as read (a box profile sets members in a copy of it
   * and reads the copy again: carc_catalogue_derive()). */
  JsonObject *source;
} CarcTileType;

typedef struct {
  char   *id;           /* "base", "river", … */
  char   *name;         /* English name; front ends translate it */
  char   *jcz_id;       /* JCloisterZone set id ("basic:1") */
  /* BoardGameGeek's item for the set (the data's "bgg"), for BG Stats:
   * its id (0 when none is known) and the name it has there (NULL when the
   * data names none: the set is no published item of its own) */
  int     bgg_id;
  char   *bgg_name;
  char   *source_file;  /* where it was loaded from, for messages */
  int     start_tile;   /* tile type index, or -1 */
  GArray *tiles;        /* guint tile type indices */
  char  **uncertain;    /* member/note pairs of the file's "uncertain", or NULL */
  /* the file's top level when it has members a descriptor reads
   * (CarcExpansion.file_members), else NULL */
  struct _JsonObject *members;
} CarcTileSet;

typedef struct _CarcCatalogue CarcCatalogue;

CarcCatalogue      *carc_catalogue_new             (void);
CarcCatalogue      *carc_catalogue_ref             (CarcCatalogue *self);
void                carc_catalogue_unref           (CarcCatalogue *self);

/* The sets shipped with the engine (bundled GResource); loaded once. Returns
 * NULL and sets @error if a bundled file is broken. */
CarcCatalogue      *carc_catalogue_get_default     (GError       **error);

gboolean            carc_catalogue_load_data       (CarcCatalogue *self,
                                                    const char    *name,
                                                    const char    *data,
                                                    gsize          length,
                                                    GError       **error);
gboolean            carc_catalogue_load_file       (CarcCatalogue *self,
                                                    GFile         *file,
                                                    GError       **error);
gboolean            carc_catalogue_load_resources  (CarcCatalogue *self,
                                                    const char    *resource_dir,
                                                    GError       **error);

guint               carc_catalogue_get_n_types     (const CarcCatalogue *self);
/* The feature kinds whose edges are walls (bit per CarcFeatureKind): no
 * field-like feature lies along them on any tile of the catalogue (a city,
 * a forest), unlike a road or a river that fields line on both sides. */
guint32             carc_catalogue_get_wall_kinds  (const CarcCatalogue *self);
/* The tile types as an array (indices as in carc_catalogue_get_type()). */
CarcTileType * const *carc_catalogue_peek_types    (const CarcCatalogue *self);
const CarcTileType *carc_catalogue_get_type        (const CarcCatalogue *self,
                                                    guint                index);
int                 carc_catalogue_lookup          (const CarcCatalogue *self,
                                                    const char          *tile_id);
guint               carc_catalogue_get_n_sets      (const CarcCatalogue *self);
const CarcTileSet  *carc_catalogue_get_set         (const CarcCatalogue *self,
                                                    guint                index);
int                 carc_catalogue_lookup_set      (const CarcCatalogue *self,
                                                    const char          *set_id);
int                 carc_catalogue_lookup_jcz_set  (const CarcCatalogue *self,
                                                    const char          *jcz_set_id);

/* The set a derived catalogue adds for the tiles a box profile describes
 * (carc_custom_tile_*); a game's supply holds them besides its sets. */
#define CARC_CUSTOM_SET_ID "custom"

/* A catalogue for one box: @base with the members of @overrides (tile id →
 * object of tile data members, and "features": {"1": {…}} by feature
 * number) set in its tiles, each read again as if the data said so, and
 * the tiles of @custom (tile objects in the data format) in a set of their
 * own (CARC_CUSTOM_SET_ID) after @base's. Set and tile indices of @base
 * keep their meaning. Returns a new reference to @base when there is
 * nothing to change; NULL with @error (naming the tile) when a member is
 * not one the descriptors let a box set (their box_members) or a tile is
 * impossible. Tile types that differ from @base's are kept for the life of
 * the program (the painter keys its layouts by them). */
CarcCatalogue      *carc_catalogue_derive          (CarcCatalogue *base,
                                                    JsonObject    *overrides,
                                                    JsonArray     *custom,
                                                    GError       **error);
/* The same, and the members of @file_overrides (set id → top-level members
 * of the set's file, only those a descriptor lists in its box_file_members)
 * merged into the sets' data and read again by the descriptors' load_file.
 * Messages start with @source ("box profile “Ours”"). */
CarcCatalogue      *carc_catalogue_derive_box      (CarcCatalogue *base,
                                                    JsonObject    *overrides,
                                                    JsonObject    *file_overrides,
                                                    JsonArray     *custom,
                                                    const char    *source,
                                                    GError       **error);
/* The catalogue a derived one was made from (itself for a loaded one). */
CarcCatalogue      *carc_catalogue_get_base        (CarcCatalogue *self);
/* The index of the set of custom tiles, or -1. */
int                 carc_catalogue_get_custom_set  (const CarcCatalogue *self);

/* Total copies of all tiles of a set (e.g. 72 for the base game). */
guint               carc_tile_set_count_tiles      (const CarcCatalogue *self,
                                                    const CarcTileSet   *set);

/* Features of @type touching board edge @edge when the tile lies at @rotation:
 * writes up to 2 feature indices, returns how many. */
static inline guint
carc_tile_type_features_at_edge (const CarcTileType *type,
                                 guint               rotation,
                                 guint               edge,
                                 guint8              out[2])
{
  const guint8 *f = type->edge_features[(edge - rotation) & 3];
  guint n = 0;
  if (f[0] != CARC_NO_FEATURE)
    out[n++] = f[0];
  if (f[1] != CARC_NO_FEATURE)
    out[n++] = f[1];
  return n;
}

static inline guint
carc_tile_type_field_at_half (const CarcTileType *type,
                              guint               rotation,
                              guint               half)
{
  return type->half_feature[(half - 2 * rotation) & 7];
}

static inline CarcEdgeCode
carc_tile_type_edge_code (const CarcTileType *type,
                          guint               rotation)
{
  return type->edge_code[rotation & 3];
}

/* The edges as letters N E S W (F field, R road, C city, I river), e.g. "CRFR". */
void                carc_tile_type_edge_letters    (const CarcTileType *type,
                                                    guint               rotation,
                                                    char                out[5]);

/* The feature whose rotated locations contain all of @loc (board orientation);
 * CARC_NO_FEATURE if none or ambiguous. */
guint               carc_tile_type_find_feature    (const CarcTileType *type,
                                                    guint               rotation,
                                                    guint16             loc);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CarcCatalogue, carc_catalogue_unref)

/* Values the data file marks as uncertain (its "uncertain" member): the
 * note, or NULL when the value is not marked. */
const char         *carc_tile_type_uncertain_note  (const CarcTileType *type,
                                                    const char         *member);
const char         *carc_tile_set_uncertain_note   (const CarcTileSet  *set,
                                                    const char         *member);

G_END_DECLS
