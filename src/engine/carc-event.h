/* carc-event.h: one entry of a game's append-only log
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-types.h"

G_BEGIN_DECLS

/* Event kinds are registered ids (carc-registry.h); the base game's are
 * here, an expansion's (ids 4, 5, 7, …) in its header. */
typedef guint CarcEventType;
#define CARC_EVENT_TILE     0u  /* the drawn tile is placed: tile, x, y, rotation */
#define CARC_EVENT_DISCARD  1u  /* the drawn tile fits nowhere and leaves the game (R-B-2) */
#define CARC_EVENT_FIGURE   2u  /* a figure on the tile just placed: figure, location */
#define CARC_EVENT_PASS     3u  /* no figure this time */
#define CARC_EVENT_END      6u  /* the table ends the game here: final scoring (R-B-9) */
#define CARC_N_EVENT_TYPES  14u

typedef enum {
  CARC_EVENT_FLAG_OVERRIDE = 1u << 0,  /* tile placed although the supply has no copy left */
  CARC_EVENT_FLAG_APP_DRAW = 1u << 1,  /* the app made the random draw ("draw for me") */
} CarcEventFlags;

typedef struct {
  guint8  type;        /* CarcEventType */
  guint8  figure;      /* CarcFigureKind, for FIGURE */
  guint8  rotation;    /* quarter turns clockwise, for TILE */
  guint8  flags;       /* CarcEventFlags */
  gint16  x, y;        /* TILE */
  guint16 tile;        /* catalogue tile type, for TILE and DISCARD */
  guint16 location;    /* FIGURE: the feature's location on the board (rotated) */
  gint16  value;       /* an expansion's events: what was decided or drawn */
  gint64  time;        /* when it was entered, µs since the epoch (0 unknown) */
} CarcEvent;

const char *carc_event_type_name  (CarcEventType type);
gboolean    carc_event_type_parse (const char *name, CarcEventType *type);

static inline CarcEvent
carc_event_tile (guint tile, int x, int y, guint rotation)
{
  CarcEvent e = { 0 };
  e.type = CARC_EVENT_TILE;
  e.tile = (guint16) tile;
  e.x = (gint16) x;
  e.y = (gint16) y;
  e.rotation = (guint8) (rotation & 3);
  return e;
}

static inline CarcEvent
carc_event_figure (CarcFigureKind kind, guint16 location)
{
  CarcEvent e = { 0 };
  e.type = CARC_EVENT_FIGURE;
  e.figure = (guint8) kind;
  e.location = location;
  return e;
}

static inline CarcEvent
carc_event_simple (CarcEventType type, int value)
{
  CarcEvent e = { 0 };
  e.type = (guint8) type;
  e.value = (gint16) value;
  return e;
}

G_END_DECLS
