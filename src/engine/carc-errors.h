/* carc-errors.h: the engine's error domain
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

GQuark carc_error_quark (void);

G_END_DECLS
