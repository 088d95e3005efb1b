/* carc-wheel-of-fortune-private.h: what the Wheel of Fortune's engine files share
 *
 * The per-game data (WheelData) and the hooks and helpers one file defines
 * for another; included only by carc-wheel-of-fortune.c and its parts
 * (carc-wheel-data.c, carc-wheel-setup.c, carc-wheel-actions.c,
 * carc-wheel-crowns.c, carc-wheel-record.c).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-wheel-of-fortune.h"

#include "carc-expansion.h"
#include "carc-state-private.h"

G_BEGIN_DECLS

#define SET_ID "wheel-of-fortune"
#define MAX_SYMBOL_TYPES 24
#define BOARD_CELLS (CARC_WHEEL_BOARD_SIZE * CARC_WHEEL_BOARD_SIZE)

typedef struct {
  guint8  pig;                                  /* CarcWheelSector */
  guint16 steps;                                /* sectors moved since the start */
  gint16  origin_x, origin_y;                   /* the board's north-west cell */
  guint8  n_crowns;
  guint8  crown_sector[CARC_WHEEL_MAX_CROWNS];
  guint16 crown_x[CARC_WHEEL_MAX_CROWNS];       /* hundredths of a cell */
  guint16 crown_y[CARC_WHEEL_MAX_CROWNS];
  gint8   crown_player[CARC_WHEEL_MAX_CROWNS];  /* -1: empty */
  /* the data's symbols of the copies still in the supply */
  guint8  n_symbol_types;
  guint16 symbol_type[MAX_SYMBOL_TYPES];
  guint8  symbol_left[MAX_SYMBOL_TYPES][4];
  /* this placement */
  guint16 announced;                            /* tile type the wheel turned for, CARC_NONE */
  guint16 announced_left;                       /* its copies in the supply then */
  guint8  announced_symbol;
  guint8  plague_asked;                         /* players asked so far (from the active one) */
  guint16 plague_group;
} WheelData;

/* ---- carc-wheel-of-fortune.c: the descriptor, the queries, the turn ---- */

/* The sectors' record names, in CarcWheelSector order. */
extern const char * const wheel_sector_names[CARC_WHEEL_N_SECTORS];

/* This game's WheelData, NULL when the wheel is not played. */
WheelData      *wheel_data                (const CarcState *state);
/* The tile the wheel turned for, still to be placed, or CARC_NONE. */
guint           wheel_announced_tile            (const CarcState *state,
                                           const WheelData *wheel);
/* Whether the tile just placed is the River's spring (R-R-3). */
gboolean        wheel_spring_just_placed        (const CarcState *state);

/* ---- carc-wheel-data.c: the set's data file ---- */

gboolean        wheel_load_file           (JsonObject *object,
                                           GError    **error);
gboolean        wheel_load_tile           (JsonObject   *obj,
                                           CarcTileType *type,
                                           GError      **error);
/* The set's "wheel" member (checked when the catalogue was loaded). */
JsonObject     *wheel_members             (const CarcCatalogue *catalogue);
/* The board's cells by number (-1: missing). */
void            wheel_find_cells                (const CarcCatalogue *catalogue,
                                           int                  cells[BOARD_CELLS]);

/* ---- carc-wheel-setup.c: the setup, the board, the per-game data ---- */

gboolean        wheel_enabled             (const CarcSetup *setup);
void            wheel_set_added           (CarcSetup *setup);
gboolean        wheel_check_box_file      (const CarcCatalogue *box,
                                           GHashTable          *counts,
                                           GError             **error);
gboolean        wheel_validate_setup      (const CarcSetup     *setup,
                                           const CarcCatalogue *catalogue,
                                           GError             **error);
void            wheel_place_start         (CarcState *state,
                                           gpointer   data);
void            wheel_init                (CarcState *state,
                                           gpointer   data);

/* ---- carc-wheel-crowns.c: the crown spaces ---- */

/* R-WF-6: what a follower on a crown space of @sector scores. */
int             wheel_crown_points              (const WheelData *wheel,
                                           CarcWheelSector  sector);
/* The crown spaces of the pig's sector score, their followers go home. */
void            wheel_score_crowns              (CarcState *state,
                                           WheelData *wheel);
CarcHookResult  wheel_apply_crown               (CarcState       *state,
                                           WheelData       *wheel,
                                           const CarcEvent *event,
                                           GError         **error);
guint           wheel_figure_alternatives (const CarcState *state,
                                           gconstpointer    data,
                                           CarcEvent       *out,
                                           guint            max);

/* ---- carc-wheel-actions.c: the WHEEL event, the actions, the Plague ---- */

CarcHookResult  wheel_apply_event         (CarcState       *state,
                                           gpointer         data,
                                           const CarcEvent *event,
                                           GError         **error);
void            wheel_plague_random             (const CarcState *state,
                                           CarcRng         *rng,
                                           CarcEvent       *event);
/* Every figure the player owing the Plague may give back, as PLAGUE events. */
guint           wheel_plague_list               (const CarcState *state,
                                                 CarcEvent       *out,
                                                 guint            max);

/* ---- carc-wheel-record.c: the events in a record ---- */

/* @catalogue: the game's own, whose tiles the events name (custom ones
 * included) */
void            wheel_write               (JsonBuilder         *b,
                                           const CarcCatalogue *catalogue,
                                           const CarcEvent     *e);
gboolean        wheel_read                (JsonObject          *obj,
                                           const char          *where,
                                           const CarcCatalogue *catalogue,
                                           CarcEvent           *e,
                                           GError             **error);
void            wheel_plague_write        (JsonBuilder         *b,
                                           const CarcCatalogue *catalogue,
                                           const CarcEvent     *e);
gboolean        wheel_plague_read         (JsonObject          *obj,
                                           const char          *where,
                                           const CarcCatalogue *catalogue,
                                           CarcEvent           *e,
                                           GError             **error);
void            wheel_crown_write         (JsonBuilder         *b,
                                           const CarcCatalogue *catalogue,
                                           const CarcEvent     *e);
gboolean        wheel_crown_read          (JsonObject          *obj,
                                           const char          *where,
                                           const CarcCatalogue *catalogue,
                                           CarcEvent           *e,
                                           GError             **error);
const char     *wheel_detail              (const CarcScoring *scoring);

G_END_DECLS
