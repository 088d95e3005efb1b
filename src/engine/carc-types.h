/* carc-types.h: basic vocabulary of the rules engine
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Board conventions (RULES.md): x grows east, y grows south, the start tile is
 * at (0,0); rotation is clockwise in quarter turns (0..3 = 0°, 90°, 180°, 270°). */

typedef enum {
  CARC_EDGE_N = 0,
  CARC_EDGE_E = 1,
  CARC_EDGE_S = 2,
  CARC_EDGE_W = 3,
} CarcEdge;

/* Field half-edges, clockwise from the north-west corner. "L/R" as seen from
 * the tile centre looking out through that edge. */
typedef enum {
  CARC_HALF_NL = 0, CARC_HALF_NR, CARC_HALF_EL, CARC_HALF_ER,
  CARC_HALF_SL, CARC_HALF_SR, CARC_HALF_WL, CARC_HALF_WR,
} CarcHalfEdge;

/* A location set: bits 0-7 half-edges, bits 8-11 edges, bit 12 the inner
 * location I (monastery, inner field), bit 13 the second inner location II.
 * Rotating by a quarter turn is a cyclic shift of each group, so rotated
 * locations never need a lookup table. */
#define CARC_LOC_HALF(h)   ((guint16) (1u << (h)))
#define CARC_LOC_EDGE(e)   ((guint16) (0x100u << (e)))
#define CARC_LOC_INNER     ((guint16) 0x1000u)
#define CARC_LOC_INNER2    ((guint16) 0x2000u)
#define CARC_LOC_HALVES    ((guint16) 0x00ffu)
#define CARC_LOC_EDGES     ((guint16) 0x0f00u)

static inline guint16
carc_loc_rotate (guint16 loc,
                 guint   quarter_turns)
{
  guint r = quarter_turns & 3;
  guint half = loc & 0xffu;
  guint edges = (loc >> 8) & 0xfu;

  if (r == 0)
    return loc;
  half = ((half << (2 * r)) | (half >> (8 - 2 * r))) & 0xffu;
  edges = ((edges << r) | (edges >> (4 - r))) & 0xfu;
  return (guint16) ((loc & 0xf000u) | (edges << 8) | half);
}

static inline guint
carc_edge_opposite (guint edge)
{
  return (edge + 2) & 3;
}

/* The half-edge of the neighbour that touches half-edge @h across its edge:
 * NL meets the neighbour's SR, NR meets SL, EL meets WR, ER meets WL. */
static inline guint
carc_half_opposite (guint h)
{
  return ((h ^ 1u) + 4) & 7u;
}

/* The edge a half-edge lies on. */
static inline guint
carc_half_edge (guint h)
{
  return h >> 1;
}

static inline void
carc_edge_step (guint edge, int *dx, int *dy)
{
  static const int sx[4] = { 0, 1, 0, -1 };
  static const int sy[4] = { -1, 0, 1, 0 };
  *dx = sx[edge & 3];
  *dy = sy[edge & 3];
}

/* What an edge of a tile shows: neighbours must match exactly. A game has
 * up to 16 edge kinds (Hunters & Gatherers: forest, meadow, river, lake);
 * these are Carcassonne's. */
typedef enum {
  CARC_EDGE_KIND_FIELD = 0,
  CARC_EDGE_KIND_ROAD = 1,
  CARC_EDGE_KIND_CITY = 2,
  CARC_EDGE_KIND_RIVER = 3,
} CarcEdgeKind;

#define CARC_EDGE_KIND_BITS  4
#define CARC_N_EDGE_KINDS    (1u << CARC_EDGE_KIND_BITS)

/* Four edge kinds packed 4 bits each (N in bits 0-3 … W in bits 12-15); a
 * quarter turn is a 4-bit cyclic shift, like the half-edges' 2-bit one. */
typedef guint16 CarcEdgeCode;

static inline CarcEdgeCode
carc_edge_code_rotate (CarcEdgeCode code,
                       guint        quarter_turns)
{
  guint r = quarter_turns & 3;
  if (r == 0)
    return code;
  return (CarcEdgeCode) (((code << (4 * r)) | (code >> (16 - 4 * r))) & 0xffffu);
}

static inline guint
carc_edge_code_get (CarcEdgeCode code, guint edge)
{
  return (code >> (CARC_EDGE_KIND_BITS * edge)) & (CARC_N_EDGE_KINDS - 1);
}

/* The bits of @edge in an edge code (for masks of edges with a neighbour). */
static inline CarcEdgeCode
carc_edge_code_mask (guint edge)
{
  return (CarcEdgeCode) ((CARC_N_EDGE_KINDS - 1) << (CARC_EDGE_KIND_BITS * edge));
}

/* Feature kinds are registered ids too (names, nouns, edge kind, score
 * kind, shape: carc-registry.h); the base game's 0-3, the River's 4, and
 * the expansions' and games' from 5 (in their headers). */
typedef enum {
  CARC_FEATURE_ROAD = 0,
  CARC_FEATURE_CITY,
  CARC_FEATURE_FIELD,
  CARC_FEATURE_MONASTERY,
  CARC_FEATURE_RIVER,
  CARC_N_FEATURE_KINDS = 10  /* with the expansions' (their headers name them): 5 the wheel, 6-9 Hunters & Gatherers */
} CarcFeatureKind;

/* Kinds are small integers registered by the game and expansion
 * descriptors (carc-registry.h). The base game's own are here; an
 * expansion's are in its own header. The counts are
 * the registered ids (the registry checks each is claimed exactly once);
 * figure and score kinds are sized statically because the setup, the
 * state and the store keep one slot per kind. */
typedef guint CarcFigureKind;
#define CARC_FIGURE_FOLLOWER   0u
#define CARC_N_FIGURE_KINDS    6u
#define CARC_MAX_FIGURE_KINDS  8u

/* What a scoring is for: the `kind` names of the headless tool's contract
 * and the store's points per kind. */
typedef guint CarcScoreKind;
#define CARC_SCORE_ROAD        0u
#define CARC_SCORE_CITY        1u
#define CARC_SCORE_MONASTERY   2u
#define CARC_SCORE_FIELD       3u
/* Ids 4 and later are the expansions'; 6-8 are reserved for the rule
 * systems still to come; 9-16 are Hunters & Gatherers' (its header). */
#define CARC_SCORE_WHEEL       6u
#define CARC_SCORE_CROWN       7u
#define CARC_SCORE_GUARD       8u
#define CARC_SCORE_RIVER       9u
#define CARC_SCORE_FOREST      10u
#define CARC_SCORE_MEADOW      11u
#define CARC_SCORE_HUT         12u
#define CARC_SCORE_TRAP        13u
#define CARC_SCORE_CANOE       14u
#define CARC_N_SCORE_KINDS     17u

#define CARC_MAX_PLAYERS 8
/* Per-feature counters and per-player tokens kept for the expansions. */
#define CARC_N_FEATURE_COUNTERS 4
#define CARC_N_PLAYER_TOKENS    4
#define CARC_MAX_TILE_FEATURES 12

const char *carc_edge_name          (guint edge);
const char *carc_half_edge_name     (guint half);
const char *carc_feature_kind_name  (CarcFeatureKind kind);
gboolean    carc_feature_kind_parse (const char *name, CarcFeatureKind *kind);
const char *carc_figure_kind_name   (CarcFigureKind kind);
gboolean    carc_figure_kind_parse  (const char *name, CarcFigureKind *kind);
const char *carc_score_kind_name    (CarcScoreKind kind);
/* The same names as nouns for messages, translated (gettext). */
const char *carc_feature_kind_noun (CarcFeatureKind kind);
const char *carc_figure_kind_noun  (CarcFigureKind kind);
/* "north edge" … "west edge", translated (gettext). */
const char *carc_edge_noun         (guint edge);

/* Location sets as text: space- or dot-separated names (N E S W, NL … WR, I, II). */
gboolean    carc_loc_parse          (const char *text, guint16 *loc);
char       *carc_loc_to_string      (guint16 loc, char separator);
/* A location set in words for messages, translated (gettext): "north edge,
 * middle of the tile". */
char       *carc_loc_describe       (guint16 loc);

G_END_DECLS
