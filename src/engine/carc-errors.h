/* carc-errors.h: the engine's error domain
 *
 * An error's message is the engine's own, precise and one line, for the
 * headless tool (it names the tile, the cell and the rule). What a screen
 * needs to say the same in its own words travels with the error as its
 * detail (an extended error domain, g_error_domain_register): why it was
 * refused (a reason of the core, or of the descriptor named @owner) and
 * the values the words need — which cell, which edge and what meets
 * there, which figure, how many players were asked for and how many the
 * game allows.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define CARC_ERROR (carc_error_quark ())

typedef enum {
  CARC_ERROR_INVALID_SETUP,   /* players, sets or options make no game */
  CARC_ERROR_WRONG_PHASE,     /* the event does not fit this moment of the turn */
  CARC_ERROR_UNKNOWN_TILE,    /* a tile id the catalogue does not know */
  CARC_ERROR_OUT_OF_SUPPLY,   /* no copy of that tile is left */
  CARC_ERROR_ILLEGAL_PLACEMENT,
  CARC_ERROR_ILLEGAL_FIGURE,
  CARC_ERROR_INVALID_EVENT,   /* an event with impossible values */
  CARC_ERROR_PARSE,           /* a record or save file that cannot be read */
  CARC_ERROR_UNSUPPORTED,     /* valid input this program does not handle */
} CarcError;

/* Why the core refused (CarcErrorDetail.reason when .owner is NULL); the
 * members each one fills are named after it. An expansion's own reasons
 * are numbered in its header. */
typedef enum {
  CARC_REASON_NONE = 0,            /* only the message (a file that cannot be read) */
  CARC_REASON_INVALID,             /* values no screen enters (a rotation of 5, an unknown figure) */

  /* placing a tile */
  CARC_REASON_CELL_TAKEN,          /* x, y */
  CARC_REASON_NOT_ADJACENT,        /* x, y */
  CARC_REASON_DOES_NOT_FIT,        /* tile, x, y, rotation, edge, kind (the tile's), other_kind (the neighbour's) */
  CARC_REASON_NO_TILE_FITS,        /* x, y, need, need_mask (what the neighbours demand) */
  CARC_REASON_NO_RIVER_TILE_FITS,  /* x, y */
  CARC_REASON_LAKE_CANNOT_END,     /* x, y */
  CARC_REASON_SUPPLY_EMPTY,
  CARC_REASON_TILE_USED_UP,        /* tile */
  CARC_REASON_TILE_ALREADY_PLACED,
  CARC_REASON_SET_ASIDE_FITS,      /* tile */
  CARC_REASON_SET_ASIDE_TOO_LATE,
  CARC_REASON_EVENT_FIRST,         /* tile, event_type (what its expansion enters first) */

  /* figures */
  CARC_REASON_NO_TILE_FOR_FIGURE,
  CARC_REASON_FEATURE_TAKES_NO_FIGURE, /* kind */
  CARC_REASON_NO_FARMERS,
  CARC_REASON_FEATURE_OCCUPIED,    /* kind */
  CARC_REASON_FIGURE_NOT_THERE,    /* figure, kind */
  CARC_REASON_FIGURE_NOT_IN_GAME,  /* figure */
  CARC_REASON_FIGURE_CAME_BACK,    /* player, figure */
  CARC_REASON_FIGURE_NONE_LEFT,    /* player, figure */

  /* the turn */
  CARC_REASON_DECISION_OWED,       /* number: the CarcPending owed */
  CARC_REASON_NOTHING_TO_PASS,
  CARC_REASON_END_BETWEEN_TURNS,
  CARC_REASON_GAME_OVER,
  CARC_REASON_EVENT_OUT_OF_PLACE,  /* event_type */

  /* the log and the session */
  CARC_REASON_NO_SUCH_ENTRY,
  CARC_REASON_TILE_IN_LOG,         /* tile */
  CARC_REASON_NOTHING_TO_UNDO,
  CARC_REASON_NOTHING_TO_REDO,
  CARC_REASON_NOTHING_TO_DRAW,

  /* the set-up */
  CARC_REASON_NO_SET_CHOSEN,
  CARC_REASON_NO_SUCH_SET,         /* name: the set's id */
  CARC_REASON_PLAYER_COUNT,        /* number (asked), min, max */
  CARC_REASON_PLAYER_NO_NAME,      /* player */
  CARC_REASON_NAME_TOO_LONG,       /* player, max */
  CARC_REASON_SAME_NAME,           /* name */
  CARC_REASON_COLOUR_NOT_IN_BOX,   /* player, name: the colour */
  CARC_REASON_SAME_COLOUR,         /* player, other_player, name: the colour */
  CARC_REASON_TOO_MANY_FIGURES,    /* figure, number */
  CARC_REASON_BAG_TOO_BIG,         /* number, max */
  CARC_REASON_NO_START_TILE,
  CARC_REASON_START_TILE_MISSING,  /* tile */

  CARC_N_REASONS
} CarcReason;

typedef struct {
  const char *owner;       /* the descriptor id whose reason it is; NULL: the core's (CarcReason) */
  guint       reason;
  int         x, y;        /* a cell */
  int         other_x, other_y; /* a second cell (a tower that does not see the tile) */
  guint       tile;        /* a tile type of the game's catalogue */
  guint       other_tile;  /* a second one (the tile due instead) */
  guint       rotation;    /* 0 … 3 */
  guint       edge;        /* CarcEdge */
  guint       kind;        /* a CarcFeatureKind */
  guint       other_kind;
  guint       figure;      /* a CarcFigureKind */
  guint       player;      /* a seat */
  guint       other_player;
  guint       event_type;  /* a CarcEventType */
  int         number;      /* a count or a value the input gave */
  int         min, max;    /* the range it must lie in */
  guint       need, need_mask; /* an open spot's demands: a CarcEdgeCode and its mask */
  const char *name;        /* a name the input gave (a set id, a colour); copied */
  /* set by a replay: the log entry (from 0) it stopped at */
  gboolean    in_log;
  guint       entry;
} CarcErrorDetail;

GQuark                 carc_error_quark      (void);

/* Gives *@error, a CARC_ERROR just set, its detail (@detail is copied; the
 * log entry stays as it was). Nothing when @error or *@error is NULL. */
void                   carc_error_set_detail (GError               **error,
                                              const CarcErrorDetail *detail);
/* The detail of @error, NULL when it is not a CARC_ERROR. A CARC_ERROR
 * that was given none has reason CARC_REASON_NONE. */
const CarcErrorDetail *carc_error_get_detail (const GError          *error);
/* Marks *@error as stopping a replay at log entry @entry (from 0). */
void                   carc_error_set_entry  (GError               **error,
                                              guint                  entry);

/* CARC_ERROR_DETAIL (error, .reason = CARC_REASON_CELL_TAKEN, .x = x, .y = y)
 * after the g_set_error() of a refusal. */
#define CARC_ERROR_DETAIL(error, ...) \
  carc_error_set_detail ((error), &(const CarcErrorDetail) { __VA_ARGS__ })

G_END_DECLS
