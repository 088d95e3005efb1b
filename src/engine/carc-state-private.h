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
