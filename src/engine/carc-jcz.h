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

#include <json-glib/json-glib.h>

#include "carc-game.h"

G_BEGIN_DECLS

CarcGame *carc_jcz_import          (CarcCatalogue *catalogue,
                                    const char    *data,
                                    gssize         length,
                                    GError       **error);
/* The same for a save already parsed from @data (the game's id is a hash
 * of the file's bytes, so that the same file imports as the same game). */
CarcGame *carc_jcz_import_parsed   (CarcCatalogue *catalogue,
                                    JsonNode      *parsed,
                                    const char    *data,
                                    gsize          length,
                                    GError       **error);

/* A JCloisterZone location ("NL.NR.EL", "NWSE", "I") as our location bits. */
gboolean  carc_jcz_parse_location  (const char *text,
                                    guint16    *loc);

/* JCloisterZone's random stream (5.7 and later): one double r in [0,1),
 * replaced by the `random` value a COMMIT (or an expansion's decision) message carries before the
 * message applies; a draw from n things takes floor(r·n) and then advances r
 * with a 48-bit linear congruential step. Tile draws consume it too, which is
 * why the importer also replays JCloisterZone's tile pack. */
typedef struct _CarcJczRandom {
  double r;
} CarcJczRandom;

void      carc_jcz_random_init        (CarcJczRandom *random,
                                       double         value);
int       carc_jcz_random_next_int    (CarcJczRandom *random,
                                       int            bound);

G_END_DECLS
