/* carc-hunters-gatherers.h: Hunters & Gatherers (2020), a game of its own:
 * its ids and what front ends ask about it
 *
 * Its tiles are data/tiles/hunters-and-gatherers.json; tile ids and zone
 * numbers are those of the public tile list (RULES.md conventions: ids
 * 0-94, start tile 56; zones 0-7 around the edges, 8-9 lakes). A tile's
 * features are listed in zone order, lakes last, so a zone number and a
 * feature index convert without a table (carc_hg_feature_of_zone()).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-catalogue.h"
#include "carc-state.h"

G_BEGIN_DECLS

extern const CarcExpansion carc_hunters_gatherers;

#define CARC_HG_SET_ID "hunters-and-gatherers"

/* Feature kinds (carc-registry.h) and the edge kinds their edges show */
#define CARC_FEATURE_HG_FOREST   ((CarcFeatureKind) 6u)  /* R-HG-4 */
#define CARC_FEATURE_HG_MEADOW   ((CarcFeatureKind) 7u)  /* R-HG-5 */
#define CARC_FEATURE_HG_RIVER    ((CarcFeatureKind) 8u)  /* R-HG-2 */
#define CARC_FEATURE_HG_LAKE     ((CarcFeatureKind) 9u)  /* R-HG-2, R-HG-3 */
#define CARC_EDGE_KIND_HG_FOREST 4u
#define CARC_EDGE_KIND_HG_MEADOW 5u
#define CARC_EDGE_KIND_HG_RIVER  6u
#define CARC_EDGE_KIND_HG_LAKE   7u   /* never on an edge: lakes lie inside a tile */

/* Figures: fishers, gatherers and hunters are the game's follower
 * (CARC_FIGURE_FOLLOWER), named by where they stand; the hut is its own. */
#define CARC_FIGURE_HUT          ((CarcFigureKind) 5u)   /* R-HG-3 */

/* Score kinds */
#define CARC_SCORE_HG_RIVER      CARC_SCORE_RIVER        /* "river", R-HG-2 */
#define CARC_SCORE_HG_FOREST     CARC_SCORE_FOREST       /* "forest", R-HG-4, R-HG-7 */
#define CARC_SCORE_HG_MEADOW     CARC_SCORE_MEADOW       /* "meadow", R-HG-5 */
#define CARC_SCORE_HG_HUT        CARC_SCORE_HUT          /* "hut", R-HG-3 */
#define CARC_SCORE_HG_SMALL_TRAP CARC_SCORE_TRAP         /* "small-trap", R-HG-7 */
#define CARC_SCORE_HG_CANOE      CARC_SCORE_CANOE        /* "canoe", R-HG-7 */
#define CARC_SCORE_HG_BIG_TRAP   ((CarcScoreKind) 15u)   /* "big-trap": what the big trap adds */
#define CARC_SCORE_HG_RAFT       ((CarcScoreKind) 16u)   /* "raft": the raft's lakes */

/* Events: the shaman takes back one of the player's figures (R-HG-7),
 * optional, on the shaman's tile before its figure or pass; x, y and
 * location name the figure's place (location 0: value - 1 is its zone).
 * The menhir bonus turn, the small trap and the canoe need no decision:
 * they follow from the tiles (carc_hg_bonus_turn() says when the tile to
 * place is the bonus one). */
#define CARC_EVENT_SHAMAN        ((CarcEventType) 13u)

/* Rule bits: the game is Hunters & Gatherers (switched on by its set) */
#define CARC_RULE_HG             (1u << 16)
/* R-HG-6 variant (docs/rule-decisions.md): a forest with a menhir closed by
 * the last regular tile still earns its bonus turn; the game ends after it */
#define CARC_RULE_HG_MENHIR_BONUS_LAST (1u << 17)

/* Tile flags of the tile data: the menhir stack (R-HG-1, "deck": "menhir")
 * and the menhir tiles' powers (R-HG-7, "power") */
#define CARC_HG_TILE_MENHIR      (1u << 16)
#define CARC_HG_TILE_SHAMAN      (1u << 17)
#define CARC_HG_TILE_WILD_FIRE   (1u << 18)
#define CARC_HG_TILE_BIG_TRAP    (1u << 19)
#define CARC_HG_TILE_SMALL_TRAP  (1u << 20)
#define CARC_HG_TILE_RAFT        (1u << 21)
#define CARC_HG_TILE_CANOE       (1u << 22)
#define CARC_HG_TILE_POWERS      (0x3fu << 17)

/* Feature counters (summed when features merge): a meadow's animals … */
#define CARC_HG_COUNTER_MAMMOTH  0
#define CARC_HG_COUNTER_AUROCHS  1
#define CARC_HG_COUNTER_DEER     2
#define CARC_HG_COUNTER_TIGER    3
/* … a river's or lake's fish, and the zone (8, 9) of the lake a river of
 * the tile ends in (0: none; read from the tile data, never summed) … */
#define CARC_HG_COUNTER_FISH     0
#define CARC_HG_COUNTER_LAKE     1
/* … a forest's menhirs and mushroom groups */
#define CARC_HG_COUNTER_MENHIR   0
#define CARC_HG_COUNTER_MUSHROOMS 1

#define CARC_HG_ZONE_LAKE        8   /* the first lake's zone; the second is 9 */
#define CARC_HG_FIGURES          5   /* per player (R-HG-1) */
#define CARC_HG_HUTS             3

/* ---- the tile data ---- */

/* The feature index of zone @zone of @type, CARC_NO_FEATURE if none. */
guint    carc_hg_feature_of_zone   (const CarcTileType *type,
                                    guint               zone);
/* The zone number of feature @feature of @type. */
guint    carc_hg_zone_of_feature   (const CarcTileType *type,
                                    guint               feature);
/* The lake (feature index) of the same tile that river @feature of @type
 * flows into, CARC_NO_FEATURE for a river with no lake there. */
guint    carc_hg_river_lake        (const CarcTileType *type,
                                    guint               feature);
/* The power of a menhir tile (one CARC_HG_TILE_* power bit, 0 none) and
 * its record name ("shaman", "wild-fire", "big-trap", "small-trap", "raft",
 * "canoe"), NULL for none. */
guint        carc_hg_tile_power      (const CarcTileType *type);
const char  *carc_hg_power_name      (guint power);
gboolean     carc_hg_is_menhir_tile  (const CarcTileType *type);
/* The feature a power is printed on: the tile's meadow (traps, fire), its
 * lake (raft, canoe); CARC_NO_FEATURE for the shaman (the whole tile) or
 * no power. */
guint        carc_hg_power_feature   (const CarcTileType *type);

/* ---- the game ---- */

/* Whether @state is a game of Hunters & Gatherers. */
gboolean carc_hg_is_game           (const CarcState *state);
/* Tiles left in the regular stack and in the menhir stack ("tiles left"
 * shows the regular stack, the menhir stack beside it). */
void     carc_hg_stacks_left       (const CarcState *state,
                                    guint           *regular,
                                    guint           *menhir);
/* Whether the tile to place now (or the one just placed) is the menhir
 * bonus turn (R-HG-4). */
gboolean carc_hg_bonus_turn        (const CarcState *state);
/* Whether the player may still take a figure back with the shaman of the
 * tile just placed (R-HG-7). */
gboolean carc_hg_shaman_available  (const CarcState *state);
/* The animals of the meadow of @node still on the board (not covered by a
 * small trap), by CARC_HG_COUNTER_* index. */
void     carc_hg_meadow_animals    (const CarcState *state,
                                    guint            node,
                                    guint            animals[4]);
/* Whether the small trap covered the animals of meadow @feature of placed
 * tile @tile. */
gboolean carc_hg_animals_covered   (const CarcState *state,
                                    guint            tile,
                                    guint            feature);
/* The water system (rivers and lakes joined, R-HG-3) of the river or lake
 * @node: its fish, lakes, and huts per player (@huts may be NULL). */
void     carc_hg_water_system      (const CarcState *state,
                                    guint            node,
                                    guint           *fish,
                                    guint           *lakes,
                                    guint           *huts);
/* What a meadow is worth now to its hunters (tigers, fire and the big
 * trap counted, R-HG-5, R-HG-7). */
int      carc_hg_meadow_value      (const CarcState *state,
                                    guint            node);

/* Why it refuses (CarcErrorDetail.reason with .owner CARC_HG_ERRORS, the
 * descriptor's id), and the detail members each fills; the screens word
 * them (its CarcExpansionUi.error_text). */
#define CARC_HG_ERRORS "hunters-gatherers"
typedef enum {
  CARC_HG_REASON_TILES_AND_RULES = 1,           /* the game's tiles and rules go together */
  CARC_HG_REASON_NO_MIX,                        /* Carcassonne's tiles do not mix with it */
  CARC_HG_REASON_RULE_NOT_APPLICABLE,           /* name: a rule of Carcassonne's */
  CARC_HG_REASON_MENHIR_TILE_NOT_NOW,           /* tile: a menhir tile comes only in a bonus turn (R-HG-4) */
  CARC_HG_REASON_MENHIR_TILE_DUE,               /* tile: a regular tile in the bonus turn (R-HG-4) */
  CARC_HG_REASON_HUT_WHERE,                     /* a hut stands on a river or a lake (R-HG-3) */
  CARC_HG_REASON_HUT_TAKEN,                     /* the water system already holds a hut (R-HG-3) */
  CARC_HG_REASON_LAKE_HUT_ONLY,                 /* only a hut stands on a lake (R-HG-3) */
  CARC_HG_REASON_SHAMAN_NOT_NOW,                /* the shaman acts right after his tile (R-HG-7) */
  CARC_HG_REASON_SHAMAN_NO_TILE,                /* x, y: no tile lies there */
  CARC_HG_REASON_SHAMAN_NOTHING,                /* x, y: none of the player's figures to take back (R-HG-7) */
  CARC_HG_N_REASONS
} CarcHGReason;

G_END_DECLS
