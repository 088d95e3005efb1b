/* carc-towers-thieves.h: Towers & Thieves (2024 rules): ids and what front ends ask
 *
 * Towers grow on tower construction sites (R-TT-2); a follower may stand on
 * top of a tower in sight of the tile just placed as a guard (R-TT-3); a
 * drawn thief tile grows every unguarded tower, then either is stolen (no
 * guard anywhere: a tower tile is drawn instead) or pays every guard
 * (R-TT-4); guards still standing score at the end (R-TT-5).
 *
 * The table enters a thief tile with a `thief` event (the tile and the value
 * printed on it) before it is placed; a guard with a `guard` event instead of
 * a figure; the tower chosen when pieces run short with a `grow` event each
 * (decision CARC_PENDING_GROW). Every query below reads the state as it is
 * and decides nothing a screen could get wrong.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-state.h"

G_BEGIN_DECLS

extern const CarcExpansion carc_towers_thieves;

/* ---- registered ids (carc-registry.h) ---- */

/* Scorings of kind `guard` (CARC_SCORE_GUARD, carc-types.h) carry one of
 * these in CarcScoring.detail; the record and `carcassonne-cli replay` name
 * them "displaced", "thief" and "end". */
#define CARC_GUARD_DETAIL_DISPLACED  0u   /* R-TT-3: a guard sent home scores 2 */
#define CARC_GUARD_DETAIL_THIEF      1u   /* R-TT-4: v + the stolen tile's value */
#define CARC_GUARD_DETAIL_END        2u   /* R-TT-5: 5 + the stolen tile's value */

/* tile: the thief tile drawn; value: the thief value printed on it
 * (-1 in a record that leaves it to the catalogue) */
#define CARC_EVENT_THIEF   ((CarcEventType) 10u)
/* figure: a follower kind; x, y: the tile the tower stands on */
#define CARC_EVENT_GUARD   ((CarcEventType) 11u)
/* x, y: the tower that gets one of the last pieces (R-TT-4, short supply) */
#define CARC_EVENT_GROW    ((CarcEventType) 12u)
/* the active player chooses which towers grow: one GROW event per piece */
#define CARC_PENDING_GROW  ((CarcPending) 4u)

#define CARC_RULE_TOWERS   (1u << 14)   /* R-TT-1 … R-TT-5 */

/* Tile flags of the tile data (docs/tile-catalogue.md: "tower",
 * "tower_tile", "thief_symbol") */
#define CARC_TILE_FLAG_TOWER_SITE   (1u << 8)   /* a tower construction site (R-TT-2) */
#define CARC_TILE_FLAG_TOWER_TILE   (1u << 9)   /* in the face-down tower stack (R-TT-1) */
#define CARC_TILE_FLAG_THIEF        (1u << 10)  /* shows a thief symbol ("thief_symbol": "yes") */
#define CARC_TILE_FLAG_THIEF_MAYBE  (1u << 11)  /* may show one: the table says ("unknown") */

#define CARC_TOWER_MAX_HEIGHT  5     /* R-TT-1 */
#define CARC_TOWER_PIECES      20    /* R-TT-1: the shared supply */
#define CARC_TOWER_GUARD_BONUS 2     /* R-TT-3: a displaced guard's owner scores this */
#define CARC_TOWER_END_BONUS   5     /* R-TT-5: per guard still standing */
#define CARC_MAX_TOWERS        32    /* towers tracked per game (masks are 32 bits) */
/* The one thief value seed 003 prints (its example, 2 guards → 12): what
 * the random player reads off a thief tile the catalogue has no value for. */
#define CARC_THIEF_EXAMPLE_VALUE 6

/* ---- tile data (for pickers and painters; no game needed) ---- */

/* A tower construction site (R-TT-2). The data does not say where on the
 * tile it lies: draw it at the centre. */
gboolean         carc_towers_tile_has_site     (const CarcTileType *type);
/* One of the tower tiles, drawn from the stack of its own (R-TT-1). */
gboolean         carc_towers_tile_is_tower_tile (const CarcTileType *type);

/* ---- towers ---- */

typedef struct {
  gint16  x, y;          /* the tile it stands on */
  guint8  height;        /* pieces, 1 … CARC_TOWER_MAX_HEIGHT */
  gint8   guard_owner;   /* seat of its guard's owner, -1: no guard */
  guint8  guard_kind;    /* CarcFigureKind of the guard */
  guint16 guard_figure;  /* the guard's figure index, CARC_NONE: no guard */
} CarcTower;

/* The towers in the order they were built (an index is stable for the
 * whole game), up to @max into @out; returns how many there are (0 when
 * the game has no Towers & Thieves). */
guint            carc_towers_get            (const CarcState *state,
                                             CarcTower       *out,
                                             guint            max);
/* The tower on the tile at (x, y), -1 if none. */
int              carc_towers_at             (const CarcState *state,
                                             int              x,
                                             int              y);
/* Tower pieces left in the shared supply (R-TT-1). */
guint            carc_towers_pieces_left    (const CarcState *state);
/* Tiles left in the face-down tower stack (R-TT-1); they are not part of
 * carc_state_supply_count(). */
guint            carc_towers_tower_tiles_left (const CarcState *state);
/* R-TT-3: whether tower @tower is in sight of the tile at (x, y): its own
 * tile, or up to its height away in a straight orthogonal line (gaps count
 * as tiles; never diagonal). */
gboolean         carc_towers_in_sight       (const CarcState *state,
                                             guint            tower,
                                             int              x,
                                             int              y);
/* "Which towers can take a guard now": bit i for tower i, for the player
 * whose turn it is, in the figure step (towers in sight of the tile just
 * placed, a follower at hand); 0 at any other time. A tower that has a
 * guard is a spot too (its guard goes home, R-TT-3). */
guint32          carc_towers_guard_spots    (const CarcState *state);
/* The same for a guard of @kind only (a special follower, say). Guards are not
 * among carc_state_list_figure_options(): they are events of their own
 * (CARC_EVENT_GUARD), listed with carc_state_list_figure_events(). */
guint32          carc_towers_guard_spots_for (const CarcState *state,
                                             CarcFigureKind   kind);
/* Whether a guard of @kind may go on tower @tower now; @error says why not. */
gboolean         carc_towers_check_guard    (const CarcState *state,
                                             CarcFigureKind   kind,
                                             guint            tower,
                                             GError         **error);

/* ---- thieves (R-TT-4) ---- */

typedef enum {
  CARC_THIEF_NONE = 0,   /* the tile shows no thief */
  CARC_THIEF_YES,        /* it shows one (value in *value, -1 if the catalogue
                          * does not know it: the table enters it) */
  CARC_THIEF_MAYBE,      /* the catalogue does not know whether it shows one */
} CarcThiefSymbol;

CarcThiefSymbol  carc_towers_thief_symbol   (const CarcState *state,
                                             guint            type,
                                             int             *value);
/* The same from the tile data alone; @uncertain (may be NULL): the data
 * marks the thief or its value uncertain (carc_tile_type_uncertain_note()),
 * so the table's reading wins. */
CarcThiefSymbol  carc_towers_tile_thief     (const CarcTileType *type,
                                             int                *value,
                                             gboolean           *uncertain);

/* What a thief of value @value drawn now would do, before it is entered:
 * for a screen to show before the table confirms. Towers in @grow are one
 * piece higher afterwards; when @choice_owed, @pieces of @candidates will
 * be, as the player chooses. */
typedef struct {
  guint32  grow;           /* towers that grow for sure */
  guint32  candidates;     /* unguarded towers below the cap: all of them grow
                            * unless pieces run short */
  guint    pieces;         /* pieces that will be added (≤ pieces left) */
  gboolean choice_owed;    /* pieces run short: the player chooses which of
                            * @candidates grow (CARC_PENDING_GROW) */
  gboolean stolen;         /* no guard anywhere: the tile is stolen, a tower
                            * tile is drawn instead (or a land tile if none) */
  int      per_guard;      /* each guard scores this (value + stolen tile's) */
  guint    guards[CARC_MAX_PLAYERS];   /* guards per seat */
  int      points[CARC_MAX_PLAYERS];   /* what each seat would score */
  int      stolen_returned; /* the tile beside the track that goes to the box
                             * (type), -1 if none */
} CarcThiefPreview;

/* FALSE (and @out zeroed) if no thief may be entered now. */
gboolean         carc_towers_thief_preview  (const CarcState  *state,
                                             int               value,
                                             CarcThiefPreview *out);

/* The stolen tile lying beside the score track: its tile type and value
 * (R-TT-4); -1 if none. */
int              carc_towers_stolen_tile    (const CarcState *state,
                                             int             *value);
/* The thief tile entered this turn that must be placed now (its guards
 * have scored), CARC_NONE if none. */
guint            carc_towers_thief_to_place (const CarcState *state);
/* Whether the thief stole this turn's tile, so the tile placed now comes
 * from the tower stack (or the land tiles when it is empty). */
gboolean         carc_towers_tower_tile_owed (const CarcState *state);
/* ---- the events the screens enter ---- */

/* The thief tile of @type was drawn, showing @value (-1: the catalogue's
 * value). Entered before the tile is placed (in the tile step); then,
 * unless the tile was stolen, the same tile is placed with a tile event.
 * carc_state_drawn_event() says whether a drawn tile must be entered so. */
CarcEvent        carc_towers_thief_event    (guint            type,
                                             int              value);
/* A guard of @kind on tower @tower (instead of a figure on the tile). */
CarcEvent        carc_towers_guard_event    (const CarcState *state,
                                             CarcFigureKind   kind,
                                             guint            tower);
/* The answer to CARC_PENDING_GROW: one more piece on tower @tower (one
 * event per piece, until the pieces or the towers to choose run out). */
CarcEvent        carc_towers_grow_event     (const CarcState *state,
                                             guint            tower);

/* While CARC_PENDING_GROW is owed: the towers that may still get a piece
 * (bits by tower index) and how many pieces are still to place. */
guint32          carc_towers_grow_choices   (const CarcState *state,
                                             guint           *pieces);

/* Why it refuses (CarcErrorDetail.reason with .owner CARC_TT_ERRORS, the
 * descriptor's id), and the detail members each fills; the screens word
 * them (its CarcExpansionUi.error_text). */
#define CARC_TT_ERRORS "towers-and-thieves"
typedef enum {
  CARC_TT_REASON_GUARD_NO_TILE = 1,             /* a guard goes up in place of the tile's figure (R-TT-3) */
  CARC_TT_REASON_NO_TOWER,                      /* no tower stands there (x, y when known) */
  CARC_TT_REASON_GUARD_FOLLOWER_ONLY,           /* only a follower stands guard (R-TT-3) */
  CARC_TT_REASON_NO_GUARD_AT_HAND,              /* player, figure: none at hand for a guard */
  CARC_TT_REASON_OUT_OF_SIGHT,                  /* x, y: the tower, number: its height, other_x, other_y: the tile (R-TT-3) */
  CARC_TT_REASON_NOT_IN_GAME,                   /* the game is played without Towers & Thieves */
  CARC_TT_REASON_NOTHING_LEFT,                  /* the thief stole the last tile (R-TT-4) */
  CARC_TT_REASON_TOWER_TILE_DUE,                /* tile: a tower tile is drawn in its place (R-TT-4) */
  CARC_TT_REASON_TOWER_TILE_NOT_NOW,            /* tile: a tower tile comes only after a theft (R-TT-1, R-TT-4) */
  CARC_TT_REASON_THIEF_TILE_DUE,                /* tile, other_tile: the thief's tile drawn this turn (R-TT-4) */
  CARC_TT_REASON_THIEF_TOO_LATE,                /* a thief is entered when its tile is drawn (R-TT-4) */
  CARC_TT_REASON_NO_THIEF,                      /* tile: it shows no thief (R-TT-4) */
  CARC_TT_REASON_THIEF_VALUE_UNKNOWN,           /* tile: the table enters its printed value */
  CARC_TT_REASON_THIEF_VALUE,                   /* tile, number: the value entered, min: the value printed (R-TT-4) */
  CARC_TT_REASON_NO_GROWTH_NOW,                 /* no tower waits for one of the last pieces (R-TT-4) */
  CARC_TT_REASON_CANNOT_GROW,                   /* x, y: that tower cannot grow now (R-TT-4) */
  CARC_TT_REASON_NEEDS_RULES,                   /* the set's tiles without its rules */
  CARC_TT_N_REASONS
} CarcTTReason;

G_END_DECLS
