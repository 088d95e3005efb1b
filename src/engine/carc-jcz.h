/* carc-jcz.h: import of JCloisterZone saved games (.jcz)
 *
 * A .jcz holds the setup and the messages of a game; no board. Importing
 * turns each message into our events and replays them, so an imported game
 * scores as our engine scores it, which the tests compare with what
 * JCloisterZone asserted. See ../shared/reference/jcz/README.md.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-game.h"

G_BEGIN_DECLS

CarcGame *carc_jcz_import          (CarcCatalogue *catalogue,
                                    const char    *data,
                                    gssize         length,
                                    GError       **error);

/* A JCloisterZone location ("NL.NR.EL", "NWSE", "I") as our location bits. */
gboolean  carc_jcz_parse_location  (const char *text,
                                    guint16    *loc);

/* JCloisterZone's random stream (java.util.Random, re-seeded from the
 * `random` values its messages carry), used only to give imported sheep
 * draws the tokens JCloisterZone gave. */
typedef struct {
  guint64 seed;
} CarcJczRandom;

void      carc_jcz_random_init        (CarcJczRandom *random,
                                       double         value);
void      carc_jcz_random_reseed      (CarcJczRandom *random,
                                       double         value);
int       carc_jcz_random_next_int    (CarcJczRandom *random,
                                       int            bound);
/* The token JCloisterZone draws from the bag as it is in @state. */
guint     carc_jcz_random_draw_token  (CarcJczRandom   *random,
                                       const CarcState *state);

G_END_DECLS
