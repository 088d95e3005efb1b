/* carc-state-private.h: what the engine's core files share
 *
 * The core is three files: carc-board.c (grid, frontier, union-find, tile
 * placement), carc-scoring.c (feature values, majorities, completion and
 * final scoring) and carc-state.c (figures, the turn, events, the state's
 * life). Nothing outside the engine includes this header.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-expansion.h"

G_BEGIN_DECLS

/* The state; outside the engine only through the carc_state_get_*()
 * accessors of carc-state.h. */
struct _CarcState
{
  CarcCatalogue   *catalogue;
  CarcTileType * const *types;     /* the catalogue's tile types */
  const CarcSetup *setup;          /* borrowed from the game */
  guint            n_players;
  CarcPlayer       players[CARC_MAX_PLAYERS];

  CarcPlacedTile  *tiles;
  guint            n_tiles;
  CarcNode        *nodes;
  guint            n_nodes;
  CarcFigure      *figures;
  guint            n_figures;
  guint16         *board_figures;  /* indices of the figures on the board */
  guint            n_board_figures;
  CarcSpot        *spots;
  guint            n_spots;
  CarcScoring     *scorings;
  guint            n_scorings;
  CarcFigureReturn *returns;
  guint            n_returns;
  guint            n_groups;

  /* supply */
  guint16         *remaining;      /* copies left per tile type */
  guint            supply_left;    /* sum of remaining */
  guint            supply_hidden;  /* unknown tiles gone (set aside face down by an expansion) */
  guint            supply_apart;   /* copies in a stack of an expansion's own that the
                                    * normal draw never reaches (R-TT-1's tower tiles);
                                    * the expansion keeps the count */
  guint            stack_left[4];  /* remaining copies per CarcStack */

  /* turn */
  guint            turn;           /* 1 for the first player's first turn */
  guint            player;         /* whose turn it is */
  CarcPhase        phase;
  CarcPending      pending;
  guint            pending_player;
  guint            step;           /* where the turn resumes after a decision */
  guint            current_tile;   /* placed tile index of this placement, CARC_NONE before */
  guint            placements;     /* tiles placed in this turn (an expansion may allow 2) */
  guint            placement_serial; /* counts placements, for R-B-3 */
  guint            event_index;    /* log index of the event being applied */
  gboolean         extra_turn;     /* the player places another tile (an expansion's bonus) */
  gboolean         decision_before_tile; /* the decision owed came before this turn's tile */

  /* figures per player and kind: in supply, and of those came back this turn */
  guint8           in_supply[CARC_MAX_PLAYERS][CARC_N_FIGURE_KINDS];
  guint8           returned_now[CARC_MAX_PLAYERS][CARC_N_FIGURE_KINDS];  /* … in this placement */
  guint16         *supply_types;   /* tile types this game's supply started with */
  guint            n_supply_types;

  /* private */
  guint            cap_tiles, cap_nodes, cap_spots, cap_scorings, cap_returns;
  int              grid_x0, grid_y0, grid_w, grid_h;
  gint16          *grid;           /* >0 tile+1, <0 -(spot+1), 0 empty */
  CarcEdgeCode    *spot_need;      /* per spot: edge kinds the neighbours demand (edge code) */
  CarcEdgeCode    *spot_mask;      /* per spot: edges with a neighbour (carc_edge_code_mask);
                                    * both padded by 16 for the vector compare */
  guint16          touched[48];    /* roots the current tile touched */
  guint            n_touched;
  guint32          stamp;
  guint32         *tile_stamp;
  guint32         *node_stamp;
  const CarcExpansion *expansions[8];
  gpointer         expansion_data[8];
  guint            n_expansions;
  gboolean         has_tile_available_hook;
  /* the expansions (indices) with a tile_available hook: asked for every
   * tile type at every draw, so the others are not walked each time */
  guint8           tile_available_hooks[8];
  guint            n_tile_available_hooks;
};

/* Inline in the engine, where every query uses them; the exported
 * functions of the same names (carc-state.c) are for everyone else. */
static inline guint
carc_state_find_inline (const CarcState *state,
                        guint            node)
{
  CarcNode *nodes = state->nodes;
  guint root = node;

  while (nodes[root].parent != root)
    root = nodes[root].parent;
  while (nodes[node].parent != root)
    {
      guint next = nodes[node].parent;
      nodes[node].parent = (guint16) root;
      node = next;
    }
  return root;
}
#define carc_state_find(state, node) carc_state_find_inline ((state), (node))

static inline guint
carc_state_supply_count_inline (const CarcState *state)
{
  guint gone = state->supply_hidden + state->supply_apart;
  return state->supply_left > gone ? state->supply_left - gone : 0;
}
#define carc_state_supply_count(state) carc_state_supply_count_inline (state)

#define FOR_EACH_EXPANSION(state, i, exp, data) \
  for (guint i = 0; i < (state)->n_expansions; i++) \
    for (const CarcExpansion *exp = (state)->expansions[i]; exp; exp = NULL) \
      for (gpointer data G_GNUC_UNUSED = (state)->expansion_data[i]; exp; exp = NULL)

#define GROW(array, n, cap, min) \
  G_STMT_START { \
    if ((n) >= (cap)) \
      { \
        (cap) = MAX ((cap) * 2, (min)); \
        (array) = g_renew (__typeof__ (*(array)), (array), (cap)); \
      } \
  } G_STMT_END

#define CARC_GRID_MARGIN 8

/* g_set_error() that does not even format (or translate) its message when
 * nobody asked for it: the legality checks run for every candidate move. */
#define CARC_SET_ERROR(error, ...) \
  G_STMT_START { \
    if ((error) != NULL) \
      g_set_error ((error), __VA_ARGS__); \
  } G_STMT_END
#define CARC_SET_ERROR_LITERAL(error, domain, code, message) \
  G_STMT_START { \
    if ((error) != NULL) \
      g_set_error_literal ((error), (domain), (code), (message)); \
  } G_STMT_END

/* Whether the expansions let a tile of @type be drawn at this point of the
 * game (the River's order, R-R-1); the one that refuses sets @error. */
gboolean carc_state_tile_drawable_now (const CarcState *state,
                                       guint            type,
                                       GError         **error);

/* Whether a tile of @type can be drawn now: a type of the catalogue
 * (else CARC_ERROR_UNKNOWN_TILE), a copy of it left in the supply (else
 * CARC_ERROR_OUT_OF_SUPPLY) and carc_state_tile_drawable_now(). For the
 * events that take a tile from the supply or announce it. */
gboolean carc_state_tile_in_supply    (const CarcState *state,
                                       guint            type,
                                       GError         **error);

/* Whether a drawn tile of @type may be placed or set aside now without
 * an event first: no expansion wants its own event entered before it
 * (carc_state_drawn_event(), a thief) or waits for the table's (the wheel
 * turning, CarcExpansion.tile_entered). The supply is not asked. */
gboolean carc_state_tile_enterable    (const CarcState *state,
                                       guint            type,
                                       GError         **error);

/* The FIGURE event that puts @option (carc_state_list_figure_options())
 * on the tile just placed, naming its feature as the table does. */
CarcEvent carc_state_figure_option_event (const CarcState        *state,
                                          const CarcFigureOption *option);

/* R-B-7: a follower's strength for majorities, as its descriptor registered
 * it (an expansion's follower may count more); special figures have none. */
static inline guint
carc_figure_strength (guint kind)
{
  return kind < CARC_MAX_FIGURE_KINDS ? carc_registry_strength[kind] : 0;
}

/* A feature kind's registration, for the hot paths (carc_state_new()
 * has filled the table). */
static inline const CarcFeatureKindInfo *
carc_feature_info (guint kind)
{
  return carc_registry_features[kind];
}

static inline gboolean
carc_figure_is_follower (guint kind)
{
  return carc_figure_strength (kind) > 0;
}

/* carc-board.c */
guint    carc_board_add_tile        (CarcState *state,
                                     guint      type_index,
                                     int        x,
                                     int        y,
                                     guint      rotation);

/* carc-scoring.c */
void     carc_scoring_completed     (CarcState *state);
void     carc_scoring_final         (CarcState *state);

G_END_DECLS
