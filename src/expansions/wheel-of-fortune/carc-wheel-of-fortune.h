/* carc-wheel-of-fortune.h: The Wheel of Fortune: its ids and what front ends ask
 *
 * Two modes (a setup option): as a base game its tiles mix into the base
 * game and the wheel symbols mean nothing (R-WF-1, CARC_RULE_WHEEL off); as
 * an expansion (CARC_RULE_WHEEL on, the default when its set is chosen) the
 * 4×4 wheel board replaces the start tile, the pig starts on Fortune and a
 * drawn tile with a wheel symbol turns the wheel (R-WF-2 … R-WF-6).
 *
 * The board is 16 cells of the catalogue (tiles of the set with a `board`
 * member and count 0) laid at setup around (0,0): its printed cities,
 * roads and fields merge and score like any tile's; its centre is the
 * wheel (feature kind CARC_FEATURE_WHEEL: no figure, no score), so tiles
 * attach to the board's outer edges only. The sectors' crown spaces and
 * the symbols of the base tiles are data (data/tiles/wheel-of-fortune.json,
 * uncertain values marked there); the crown layout is a setup option
 * (CARC_RULE_WHEEL_CROWNS_ALT picks the data's alternative layout).
 *
 * A wheel turn is events, in the order of R-WF-4:
 *   1. WHEEL (the drawn tile and its symbol): the pig moves, the sector's
 *      action pays (scorings of kind CARC_SCORE_WHEEL), the sector's crown
 *      spaces score (CARC_SCORE_CROWN) and their followers go home;
 *   2. for Plague only, one PLAGUE decision per player with a figure on the
 *      landscape, the active player first, then clockwise
 *      (CARC_PENDING_PLAGUE; the pending player is
 *      carc_state_get_pending_player());
 *   3. the TILE of that type, as usual (only that type may be placed now);
 *   4. a FIGURE, a PASS, or CROWN: a follower on an empty crown space
 *      instead of a figure on the tile (R-WF-3).
 * With the River (R-R-3) the spring is the first tile, laid against the
 * board with the river flowing away: it stands for the setup's spring, so
 * no figure or crown goes with it and the first player then takes their
 * turn (the same player places again, carc_state_get_extra_turn()).
 *
 * Scorings: kind CARC_SCORE_WHEEL per player the action concerns (a
 * 0-point one for a farmer by no completed city), `tiles` = the sector,
 * `count` = the figures counted (knights, farmers, monks, figures in the
 * supply; 1 for Fortune); kind CARC_SCORE_CROWN per follower on a crown
 * space of the sector, `tiles` = the sector. The headless tool prints
 * the sector's name as the scoring's `detail` for both.
 *
 * A tile whose copies all carry a symbol (by the data) cannot be placed
 * (or set aside) before its WHEEL event; a WHEEL with symbol 0 says "this
 * copy shows none" and a WHEEL may declare a symbol the data does not
 * know (the table's box wins over the data). The legal-move lists (carc_state_list_placements,
 * carc_state_list_live_spots) show where such a tile fits as usual; placing
 * it or setting it aside before its WHEEL is refused.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-state.h"

G_BEGIN_DECLS

extern const CarcExpansion carc_wheel_of_fortune;

/* Registered ids (carc-registry.h). The score kinds CARC_SCORE_WHEEL and
 * CARC_SCORE_CROWN (carc-types.h, the store's columns) are registered by
 * this descriptor. */
#define CARC_FEATURE_WHEEL        ((CarcFeatureKind) 5u)  /* the wheel on the board's cells */
#define CARC_EDGE_KIND_WHEEL      8u                      /* what the wheel's edges show */
#define CARC_EVENT_WHEEL          ((CarcEventType) 7u)    /* tile: the drawn type; value: its symbol 0…3 */
#define CARC_EVENT_PLAGUE         ((CarcEventType) 8u)    /* x, y, location, figure: the figure given back */
#define CARC_EVENT_CROWN          ((CarcEventType) 9u)    /* value: the crown space (index) */
#define CARC_PENDING_PLAGUE       ((CarcPending) 3u)      /* give one figure back (R-WF-5) */
#define CARC_RULE_WHEEL           (1u << 12)  /* as an expansion: board, pig, actions, crowns */
#define CARC_RULE_WHEEL_CROWNS_ALT (1u << 13) /* the data's alternative crown spaces per sector */

/* Tile flags of the board's cells (the data's `board` member). */
#define CARC_TILE_FLAG_WHEEL_BOARD      (1u << 24)
#define CARC_TILE_WHEEL_CELL_SHIFT      25            /* row-major cell 0…15 in bits 25-28 */
#define CARC_TILE_WHEEL_CELL(flags)     (((flags) >> CARC_TILE_WHEEL_CELL_SHIFT) & 0xfu)

/* The sectors in clockwise order (R-WF-2); the pig starts on Fortune. */
typedef enum {
  CARC_WHEEL_FORTUNE = 0,
  CARC_WHEEL_TAXES,
  CARC_WHEEL_FAMINE,
  CARC_WHEEL_STORM,
  CARC_WHEEL_INQUISITION,
  CARC_WHEEL_PLAGUE,
  CARC_WHEEL_N_SECTORS
} CarcWheelSector;

#define CARC_WHEEL_BOARD_SIZE  4   /* cells per side */
#define CARC_WHEEL_MAX_SECTOR_CROWNS 3  /* a box's crown spaces per sector */
#define CARC_WHEEL_MAX_CROWNS  (CARC_WHEEL_N_SECTORS * CARC_WHEEL_MAX_SECTOR_CROWNS)

/* A crown space. A follower on it is neither on the landscape nor in the
 * supply: it is counted here only (no CarcFigure has a node for it, so
 * the board's figure loop, which walks carc_state_get_board_figures(),
 * never draws it; the supply count, carc_state_figures_in_supply(), is
 * one less). The screens draw it from @player. */
typedef struct {
  CarcWheelSector sector;
  double          x, y;     /* its centre in cells from the board's north-west
                             * corner (0…4, y grows south) */
  int             player;   /* who stands there, -1: empty */
} CarcWheelCrown;

/* What a wheel symbol would do now, before it is entered (the screens'
 * preview): where the pig stops, the action's points and the crown
 * points per player, and the followers the crowns give back. For Plague
 * the action pays nothing; carc_wheel_plague_candidates() says what each
 * player could give back. */
typedef struct {
  CarcWheelSector sector;
  int             action[CARC_MAX_PLAYERS];
  int             crowns[CARC_MAX_PLAYERS];
  guint           crowns_returned[CARC_MAX_PLAYERS];
} CarcWheelPreview;

/* The sector's record name ("fortune", "taxes", …: the `detail` of a
 * wheel scoring), NULL for an invalid sector; and back. */
const char *carc_wheel_sector_name      (CarcWheelSector  sector);
gboolean    carc_wheel_sector_parse     (const char      *name,
                                         CarcWheelSector *sector);

/* Whether this game plays the wheel as an expansion (board, pig, crowns). */
gboolean    carc_wheel_active           (const CarcState *state);

/* Where the pig stands. */
CarcWheelSector carc_wheel_pig_sector   (const CarcState *state);
/* Sectors the pig moved since the start (mod 6 gives its sector). */
guint       carc_wheel_pig_steps        (const CarcState *state);

/* The board: its north-west cell lies at (@x, @y); the cells are
 * (x … x+3, y … y+3), row-major placed tiles 0 … 15. FALSE if inactive. */
gboolean    carc_wheel_board_origin     (const CarcState *state,
                                         int             *x,
                                         int             *y);
/* Whether a placed tile is one of the board's cells. */
gboolean    carc_wheel_is_board_tile    (const CarcState *state,
                                         guint            tile);
/* Whether a tile type is a board cell (not in any supply). */
gboolean    carc_wheel_is_board_type    (const CarcTileType *type);

/* Crown spaces: how many, and one (sector, position, who stands there). */
guint       carc_wheel_n_crowns         (const CarcState *state);
gboolean    carc_wheel_get_crown        (const CarcState *state,
                                         guint            crown,
                                         CarcWheelCrown  *out);
/* The crown spaces of @sector (indices into @out, up to @max); returns how many. */
guint       carc_wheel_sector_crowns    (const CarcState *state,
                                         CarcWheelSector  sector,
                                         guint           *out,
                                         guint            max);
/* Whether the active player may put a follower on @crown now (R-WF-3):
 * the tile lies, no figure was placed, the space is empty, a follower is
 * at hand. @error says why not. */
gboolean    carc_wheel_check_crown      (const CarcState *state,
                                         guint            crown,
                                         GError         **error);
/* The crown spaces free for the active player now (indices, up to @max). */
guint       carc_wheel_free_crowns      (const CarcState *state,
                                         guint           *out,
                                         guint            max);

/* The symbols the data gives for the copies of @type still in the supply:
 * counts[s] for s = 0 (none) … 3. FALSE if the data says nothing of it. */
gboolean    carc_wheel_symbol_counts    (const CarcState *state,
                                         guint            type,
                                         guint            counts[4]);
/* Whether @type needs its WHEEL event now before it is placed: every copy
 * left carries a symbol and this turn has no WHEEL yet. */
gboolean    carc_wheel_needs_symbol     (const CarcState *state,
                                         guint            type);
/* The tile type this turn's WHEEL announced (the one to place now), or -1. */
int         carc_wheel_announced_tile   (const CarcState *state);

/* What @symbol (1…3) would do now (see CarcWheelPreview). */
void        carc_wheel_preview          (const CarcState  *state,
                                         guint             symbol,
                                         CarcWheelPreview *out);
/* What the action of @sector would pay @player now (R-WF-5; Plague 0). */
int         carc_wheel_action_points    (const CarcState *state,
                                         CarcWheelSector  sector,
                                         guint            player);

/* Plague: the figures (indices into carc_state_get_figures()) @player
 * may give back: their figures on the landscape, on features or on an
 * expansion's place of the board such as a guard on its tower (never a
 * crown space; docs/rule-decisions.md).
 * Returns how many (up to @max). For the decision owed, @player is
 * carc_state_get_pending_player(). */
guint       carc_wheel_plague_candidates (const CarcState *state,
                                          guint            player,
                                          guint           *out,
                                          guint            max);

/* Events */
CarcEvent   carc_event_wheel            (guint tile_type,
                                         guint symbol);
CarcEvent   carc_event_crown            (guint crown);
/* The PLAGUE event that gives back figure @figure (an index as above): its
 * tile and feature's locations, or for a figure on no feature (a guard)
 * its cell and no locations. */
CarcEvent   carc_event_plague           (const CarcState *state,
                                         guint            figure);

/* Why it refuses (CarcErrorDetail.reason with .owner CARC_WF_ERRORS, the
 * descriptor's id), and the detail members each fills; the screens word
 * them (its CarcExpansionUi.error_text). */
#define CARC_WF_ERRORS "wheel-of-fortune"
typedef enum {
  CARC_WF_REASON_WHEEL_NOT_NOW = 1,             /* the wheel turns once for a drawn tile, before it is placed (R-WF-4) */
  CARC_WF_REASON_NO_PLAGUE,                     /* no figure is owed to the Plague (R-WF-5) */
  CARC_WF_REASON_PLAGUE_NO_FIGURE,              /* player, x, y: no such figure to give back (R-WF-5) */
  CARC_WF_REASON_NO_BOARD,                      /* the game is played without the wheel board (R-WF-1) */
  CARC_WF_REASON_CROWN_NO_TILE,                 /* a crown space takes the place of the tile's figure (R-WF-3) */
  CARC_WF_REASON_SPRING_NO_FIGURE,              /* no figure goes with the spring (R-R-3) */
  CARC_WF_REASON_CROWN_TAKEN,                   /* the crown space holds a follower (R-WF-3) */
  CARC_WF_REASON_NO_FOLLOWER_AT_HAND,           /* player: no follower for a crown space (R-WF-3) */
  CARC_WF_REASON_ANNOUNCED_TILE_DUE,            /* tile: the wheel turned for it, it is placed now (R-WF-4) */
  CARC_WF_REASON_WHEEL_FIRST,                   /* tile: it shows a wheel symbol, the wheel turns first (R-WF-4) */
  CARC_WF_REASON_SYMBOLS_UNKNOWN_TILE,          /* name: the box's wheel symbols name no tile */
  CARC_WF_REASON_SYMBOLS_TOO_MANY,              /* name: the tile, number: copies with a symbol, max: copies in the box */
  CARC_WF_REASON_BOARD_TILE_IN_SUPPLY,          /* tile: a cell of the wheel board in the supply */
  CARC_WF_REASON_BOARD_NEEDS_TILES,             /* the wheel board without the set's tiles (R-WF-2) */
  CARC_WF_REASON_NO_COMPLETE_BOARD,             /* the tile data has no whole wheel board (R-WF-2) */
  CARC_WF_REASON_NO_ALT_CROWNS,                 /* the tile data has no alternative crown spaces */
  CARC_WF_N_REASONS
} CarcWFReason;

G_END_DECLS
