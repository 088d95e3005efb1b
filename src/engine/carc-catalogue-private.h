/* carc-catalogue-private.h: what the catalogue's files share
 *
 * The catalogue (carc-catalogue.h) is four files: carc-catalogue.c (the
 * catalogue's life, the validation helpers, reading a set file, the
 * bundled sets), carc-catalogue-tiles.c (one tile and its features read
 * and checked, the derived tables), carc-catalogue-derive.c (a catalogue
 * for one box) and carc-catalogue-query.c (lookups and queries). Only they
 * include this header.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-catalogue.h"
#include "carc-expansion.h"

G_BEGIN_DECLS

struct _CarcCatalogue
{
  gatomicrefcount ref_count;
  GPtrArray *types;     /* CarcTileType* */
  GPtrArray *sets;      /* CarcTileSet* */
  GHashTable *by_id;    /* tile id -> index+1 */
  CarcCatalogue *base;  /* what a derived catalogue was made from (a reference), or NULL */
  int custom_set;       /* index of the set of custom tiles, or -1 */
  gint wall_kinds;      /* carc_catalogue_get_wall_kinds () with WALL_KINDS_KNOWN, or 0 before it is asked */
};

#define WALL_KINDS_KNOWN (1u << 31)

void catalogue_tile_type_free (gpointer data);

/* ---- validation helpers (carc-catalogue.c) ------------------------------ */

typedef struct {
  const char *file;
  const char *tile;   /* NULL while reading the set header */
  int feature;        /* -1 when not inside a feature */
  const CarcExpansion *owner;  /* the descriptor owning the set being read, if any */
} Where;

/* Which of the descriptors' member lists a JSON object may use besides
 * the core's. */
typedef enum
{
  MEMBERS_CORE,      /* none: the core's only */
  MEMBERS_FEATURE,   /* CarcExpansion.feature_members */
  MEMBERS_TILE,      /* CarcExpansion.tile_members */
  MEMBERS_FILE,      /* CarcExpansion.file_members: a file's top level */
} Members;

/* Sets @error to the message after the file, tile and feature of @where;
 * returns FALSE. */
G_GNUC_PRINTF (3, 4)
gboolean catalogue_fail                 (GError             **error,
                               const Where         *where,
                               const char          *format,
                               ...);
gboolean catalogue_check_keys           (JsonObject          *obj,
                               const char * const  *allowed,
                               Members              members,
                               const Where         *where,
                               const char          *what,
                               GError             **error);
gboolean catalogue_get_string           (JsonObject          *obj,
                               const char          *key,
                               gboolean             required,
                               const char         **out,
                               const Where         *where,
                               GError             **error);
gboolean catalogue_get_int              (JsonObject          *obj,
                               const char          *key,
                               gint64               min,
                               gint64               max,
                               gint64               fallback,
                               gint64              *out,
                               const Where         *where,
                               GError             **error);
gboolean catalogue_load_file_registered (JsonObject          *obj,
                               const Where         *where,
                               GError             **error);

/* ---- the tile reader (carc-catalogue-tiles.c) --------------------------- */

gboolean catalogue_parse_uncertain      (JsonObject          *obj,
                               char              ***out,
                               const Where         *where,
                               GError             **error);
gboolean catalogue_parse_tile           (CarcCatalogue       *self,
                               JsonNode            *node,
                               guint                set_index,
                               CarcTileType       **out,
                               Where               *where,
                               GError             **error);

G_END_DECLS
