/* carc-state.h: the position after a sequence of events
 *
 * A CarcState is what replaying a log gives: the board with its features
 * merged by union-find, the figures, the supply, the scores and every scoring
 * so far. It changes only through carc_state_apply(); front ends read it.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-catalogue.h"
#include "carc-errors.h"
#include "carc-event.h"
#include "carc-setup.h"

G_BEGIN_DECLS

#define CARC_NONE 0xffffu

typedef struct {
  gint16  x, y;
  guint8  rotation;
  gint8   player;      /* who placed it; -1 for the start tile */
  guint16 type;        /* catalogue tile type */
  guint16 node0;       /* its features are nodes node0 … node0 + n_features - 1 */
  guint16 turn;        /* 0 for the start tile */
  guint16 event;       /* log index of the TILE event, CARC_NONE for the start tile */
  guint16 monastery;   /* its monastery's node, CARC_NONE if it has none */
} CarcPlacedTile;

/* Node flags (meaningful on roots). Bits 0-1 are the expansions' (their
 * headers name them): a node takes them from its tile feature's flags (same
 * bits), merged features keep them, and scorings show them. */
#define CARC_NODE_EXPANSION_FLAGS  0x03u
#define CARC_NODE_COMPLETE   (1u << 2)   /* closed road/city, surrounded monastery */
#define CARC_NODE_SCORED     (1u << 3)

/* One feature of one placed tile. Features that connect are merged with
 * union-find; the root holds the aggregates of the whole feature. */
typedef struct {
  guint16 parent;
  guint16 next;        /* circular list of all nodes of the same feature */
  guint16 tile;        /* placed tile index */
  guint8  local;       /* feature index in the tile type */
  guint8  kind;        /* CarcFeatureKind */
  /* aggregates, valid on roots */
  guint16 size;        /* nodes in the feature */
  gint16  open;        /* unmatched edges (half-edges for fields) */
  guint8  pennants;
  guint8  flags;       /* CARC_NODE_* */
  guint8  counters[CARC_N_FEATURE_COUNTERS]; /* the tile features' counters, summed */
  guint8  followers;   /* follower figures of anyone */
  guint8  specials;    /* special figures (strength 0) */
} CarcNode;

/* The node of a figure that stands on the board but on no feature, on a
 * place an expansion keeps (a guard on a tower, R-TT-3): such a figure is
 * neither in supply nor among the board figures. */
#define CARC_FIGURE_ELSEWHERE 0xfffeu

typedef struct {
  guint8  owner;
  guint8  kind;        /* CarcFigureKind */
  guint16 node;        /* CARC_NONE while in the player's supply,
                        * CARC_FIGURE_ELSEWHERE on an expansion's place */
  guint16 returned_turn; /* placement in which it last came back (R-B-3) */
  guint16 board_slot;    /* its index in board_figures while on the board */
} CarcFigure;

typedef struct {
  int    score;
  int    by_kind[CARC_N_SCORE_KINDS];
  guint8 tokens[CARC_N_PLAYER_TOKENS];  /* tokens an expansion gives players, by its index */
} CarcPlayer;

/* One award: a player's points for one feature or bonus. Awards of the same
 * feature at the same moment share `group`. */
typedef struct _CarcScoring {
  guint16 group;
  guint16 event;       /* log index of the event that caused it */
  guint16 turn;
  guint8  player;
  guint8  kind;        /* CarcScoreKind */
  gboolean final;
  gint    points;
  guint16 tiles;       /* tiles of the feature */
  guint16 pennants;
  guint16 count;       /* cities (field), or what the expansion's kind counts */
  guint16 node;        /* a node of the scored feature, CARC_NONE for bonuses */
  guint8  flags;       /* CARC_NODE_COMPLETE and the expansions' node flags */
  guint8  detail;      /* what kind of award of its score kind, when the kind
                        * says so (CarcScoreKindInfo.detail names it) */
} CarcScoring;

/* A figure that goes back to its owner's supply. */
typedef struct {
  guint16 group;       /* the scoring group that returned it (or a new group) */
  guint16 event;
  guint16 figure;
  guint8  owner;
  guint8  kind;
} CarcFigureReturn;

/* An empty cell next to a placed tile; what its neighbours demand is in
 * the state's spot_need/spot_mask arrays at the same index. */
typedef struct {
  gint16 x, y;
} CarcSpot;

typedef struct {
  int   x, y;
  guint rotations;     /* bit r: rotation r is legal */
} CarcPlacement;

typedef struct {
  CarcFigureKind kind;
  guint          feature;   /* feature index on the tile just placed */
} CarcFigureOption;

typedef enum {
  CARC_PHASE_TILE = 0,     /* waiting for a tile (or a discard, or the end) */
  CARC_PHASE_FIGURE,       /* the tile lies; waiting for a figure or a pass */
  CARC_PHASE_DECISION,     /* an expansion waits for a decision (see pending) */
  CARC_PHASE_OVER,         /* final scoring done */
} CarcPhase;

/* A decision an expansion waits for: a registered id (carc-registry.h),
 * named in the expansion's header. */
typedef guint CarcPending;
#define CARC_PENDING_NONE 0u

typedef struct _CarcExpansion CarcExpansion;
typedef struct _CarcState CarcState;

/* What the front ends may read: the state is opaque outside the engine
 * (carc-state-private.h); arrays are owned by the state and valid until
 * the next carc_state_apply(). */
CarcCatalogue          *carc_state_get_catalogue       (const CarcState *state);
CarcTileType * const   *carc_state_get_types           (const CarcState *state);
const CarcSetup        *carc_state_get_setup           (const CarcState *state);
guint                   carc_state_get_n_players       (const CarcState *state);
const CarcPlayer       *carc_state_get_players         (const CarcState *state);
const CarcPlacedTile   *carc_state_get_tiles           (const CarcState *state);
guint                   carc_state_get_n_tiles         (const CarcState *state);
const CarcNode         *carc_state_get_nodes           (const CarcState *state);
guint                   carc_state_get_n_nodes         (const CarcState *state);
const CarcFigure       *carc_state_get_figures         (const CarcState *state);
guint                   carc_state_get_n_figures       (const CarcState *state);
const guint16          *carc_state_get_board_figures   (const CarcState *state);
guint                   carc_state_get_n_board_figures (const CarcState *state);
const CarcSpot         *carc_state_get_spots           (const CarcState *state);
guint                   carc_state_get_n_spots         (const CarcState *state);
const CarcScoring      *carc_state_get_scorings        (const CarcState *state);
guint                   carc_state_get_n_scorings      (const CarcState *state);
const CarcFigureReturn *carc_state_get_returns         (const CarcState *state);
guint                   carc_state_get_n_returns       (const CarcState *state);
guint                   carc_state_get_n_groups        (const CarcState *state);
/* supply: copies left per tile type, in all, unknown ones gone (set aside
 * face down), left per CarcStack; the types the supply started with */
const guint16          *carc_state_get_remaining       (const CarcState *state);
guint                   carc_state_get_supply_left     (const CarcState *state);
guint                   carc_state_get_supply_hidden   (const CarcState *state);
const guint            *carc_state_get_stack_left      (const CarcState *state);
const guint16          *carc_state_get_supply_types    (const CarcState *state);
guint                   carc_state_get_n_supply_types  (const CarcState *state);
/* turn: 1 for the first player's first turn; whose turn; the phase; the
 * decision owed and by whom; the placed tile index of this placement
 * (CARC_NONE before); tiles placed this turn; whether another follows */
guint                   carc_state_get_turn            (const CarcState *state);
guint                   carc_state_get_player          (const CarcState *state);
CarcPhase               carc_state_get_phase           (const CarcState *state);
CarcPending             carc_state_get_pending         (const CarcState *state);
guint                   carc_state_get_pending_player  (const CarcState *state);
guint                   carc_state_get_current_tile    (const CarcState *state);
guint                   carc_state_get_placements      (const CarcState *state);
gboolean                carc_state_get_extra_turn      (const CarcState *state);

CarcState   *carc_state_new                 (CarcCatalogue   *catalogue,
                                             const CarcSetup *setup,
                                             GError         **error);
CarcState   *carc_state_copy                (const CarcState *state);
/* A state borrows its setup from its game; a copy that outlives the game
 * borrows an equal setup that lives as long as it does. */
void         carc_state_set_setup           (CarcState       *state,
                                             const CarcSetup *setup);
void         carc_state_free                (CarcState *state);

/* Validates @event against the rules and applies it; on error the state is
 * unchanged. @event_index is recorded in scorings. */
gboolean     carc_state_apply               (CarcState       *state,
                                             const CarcEvent *event,
                                             guint            event_index,
                                             GError         **error);

/* ---- board ---- */
int          carc_state_tile_index_at       (const CarcState *state,
                                             int              x,
                                             int              y);
static inline const CarcPlacedTile *
carc_state_tile_at (const CarcState *state, int x, int y)
{
  int i = carc_state_tile_index_at (state, x, y);
  return i < 0 ? NULL : &carc_state_get_tiles (state)[i];
}
const CarcTileType *carc_state_tile_type    (const CarcState      *state,
                                             const CarcPlacedTile *tile);
/* The root of @node's feature (union-find). Path compression changes no
 * observable state, hence the const. */
guint        carc_state_find                (const CarcState *state,
                                             guint            node);
/* Bounding box of the placed tiles. */
void         carc_state_get_bounds          (const CarcState *state,
                                             int *min_x, int *min_y,
                                             int *max_x, int *max_y);
/* One tile's share of a feature: the placed tile and its feature index. */
typedef struct {
  guint16 tile;        /* placed tile index */
  guint8  local;       /* feature index in the tile type */
} CarcFeaturePart;
/* Sets @parts (a GArray of CarcFeaturePart) to every tile feature that
 * makes up the feature of @node, the whole city or road or field across its
 * tiles; empty if @node is not a board node. */
void         carc_state_feature_parts       (const CarcState *state,
                                             guint            node,
                                             GArray          *parts);

/* ---- tile placement ---- */
gboolean     carc_state_check_placement     (const CarcState *state,
                                             guint            type,
                                             int              x,
                                             int              y,
                                             guint            rotation,
                                             GError         **error);
/* All legal spots of @type (rotations as a bit mask), ignoring the supply. */
void         carc_state_list_placements     (const CarcState *state,
                                             guint            type,
                                             GArray          *out_placements);
gboolean     carc_state_has_placement       (const CarcState *state,
                                             guint            type);
/* May @type be drawn now (in the supply, and from the right stack)? */
gboolean     carc_state_tile_available      (const CarcState *state,
                                             guint            type);
/* The open spots that some tile which may be drawn now fits (rotations 0):
 * the only real choices. A spot no tile left can fill is dead; during the
 * River most of the spots beside the river are. */
void         carc_state_list_live_spots     (const CarcState *state,
                                             GArray          *out_placements);
/* Whether some tile which may be drawn now fits (@x, @y); if none does,
 * @error says why ("no river tile left can continue the river here"). */
gboolean     carc_state_check_spot          (const CarcState *state,
                                             int              x,
                                             int              y,
                                             GError         **error);

/* The table drew a tile of @type: if an expansion wants an event of its
 * own entered before the tile is placed (R-TT-4: a thief), fills @event
 * with it and returns TRUE. Members the table reads off the tile that the
 * catalogue does not know are left as the event kind documents (a thief's
 * value -1). */
gboolean     carc_state_drawn_event         (const CarcState *state,
                                             guint            type,
                                             CarcEvent       *event);

/* ---- figures ---- */
gboolean     carc_state_check_figure        (const CarcState *state,
                                             CarcFigureKind   kind,
                                             guint            feature,
                                             GError         **error);
guint        carc_state_list_figure_options (const CarcState  *state,
                                             CarcFigureOption *out,
                                             guint             max);
/* Events of the expansions that may take the place of a figure now (a
 * guard on a tower, R-TT-3), or come before it (the shaman, R-HG-7); up
 * to @max into @out, returns how many. */
guint        carc_state_list_figure_events  (const CarcState *state,
                                             CarcEvent       *out,
                                             guint            max);
/* Where figure @figure stands when it is on the board on no feature (node
 * CARC_FIGURE_ELSEWHERE, a guard on a tower): the board cell of its place,
 * the log index of the event that put it there and the place's translated
 * noun; FALSE for any other figure. */
gboolean     carc_state_figure_place        (const CarcState *state,
                                             guint            figure,
                                             int             *x,
                                             int             *y,
                                             guint           *entry,
                                             const char     **noun);
/* Figures of @player of @kind in supply and usable this turn. */
guint        carc_state_figures_available   (const CarcState *state,
                                             guint            player,
                                             CarcFigureKind   kind);
guint        carc_state_figures_in_supply   (const CarcState *state,
                                             guint            player,
                                             CarcFigureKind   kind);

/* ---- what may come next ---- */

/* Every entry the table may make next, as the engine would accept it:
 *  - waiting for a tile: for every tile type that may be drawn now, the
 *    events its drawing calls for first (a thief, the wheel turning with
 *    each symbol the data leaves for its copies: CarcExpansion.drawn_events)
 *    and, when it may be placed at once, each legal placement (one TILE
 *    per spot and rotation) or, if it fits nowhere, its DISCARD; then END;
 *  - after a tile: each figure on each feature that may take it (as
 *    carc_state_list_figure_options()), the expansions' events instead of
 *    a figure or before it (carc_state_list_figure_events()), and PASS;
 *  - a decision owed: each answer its kind lists (CarcDecisionKindInfo.list);
 *  - over: nothing.
 * Until the game is over the list is never empty and the engine accepts
 * each entry on it (tests/test-combinations.c holds it to that over every
 * mix of sets); the random player's moves are among them. What the engine
 * accepts but a table following its box would not enter is left out (a
 * wheel symbol the data gives no copy of, a correction's override).
 * @out (CarcEvent) is cleared first; returns its length. */
guint        carc_state_list_next_entries   (const CarcState *state,
                                             GArray          *out);

/* ---- features ---- */
typedef struct {
  CarcFeatureKind kind;
  guint    root;
  guint    tiles;              /* tiles it counts: a monastery's are those of its 3×3 */
  guint    pennants;
  guint    flags;              /* CARC_NODE_* */
  int      open;
  guint    strength[CARC_MAX_PLAYERS];  /* followers (big = 2) per player */
  guint32  owners;             /* bit per player: who would score it now */
  int      value;              /* points its owners would get if scored now
                                * (completed value when complete, else end value) */
  guint    cities;             /* fields: completed cities it touches */
} CarcFeatureInfo;

/* The players with the highest score (bit per seat): ties share the win.
 * The score itself in @best_score, if given. */
guint32      carc_state_winners             (const CarcState *state,
                                             int             *best_score);

void         carc_state_feature_info        (const CarcState *state,
                                             guint            node,
                                             CarcFeatureInfo *info);

/* The scores if the game ended now (final scoring on a copy), per player. */
void         carc_state_project_final       (const CarcState *state,
                                             int             *scores);

/* Bytes this state holds (struct and arrays; the shared catalogue excluded). */
gsize        carc_state_memory_size         (const CarcState *state);

/* ---- supply ---- */
/* Tiles that can still be drawn (the hidden ones are gone face down). */
guint        carc_state_supply_count        (const CarcState *state);

/* ---- expansions ---- */
gpointer     carc_state_expansion_data      (const CarcState     *state,
                                             const CarcExpansion *expansion);

/* ---- score track (R-B-11) ---- */
static inline void
carc_score_track (int score, int *laps, int *space)
{
  *laps = score >= 0 ? score / 50 : 0;
  *space = score >= 0 ? score % 50 : score;
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CarcState, carc_state_free)

G_END_DECLS
