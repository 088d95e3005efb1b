/* carc-record.h: the native game record (JSON) and loading any game file
 *
 * The format is documented in docs/record-format.md with a JSON Schema in
 * docs/record-format.schema.json.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "carc-game.h"

G_BEGIN_DECLS

#define CARC_RECORD_FORMAT  "carcassonne-companion/game"
#define CARC_RECORD_VERSION 1

/* A game has at most a few thousand events (every set together: about 400
 * tiles, each with a figure and now and then an expansion's draw or decision);
 * a record listing more is refused before any is replayed. */
#define CARC_RECORD_MAX_EVENTS 10000

/* Pretty-printed, stable key order: export → import → export is identical. */
char     *carc_record_to_json        (const CarcGame *game);

/* Parses and replays a record. Errors name the place (“event 12: …”). */
CarcGame *carc_record_from_json      (CarcCatalogue *catalogue,
                                      const char    *data,
                                      gssize         length,
                                      GError       **error);
/* The same from a parsed record (e.g. one game of a backup). */
CarcGame *carc_record_from_node      (CarcCatalogue *catalogue,
                                      JsonNode      *root,
                                      GError       **error);

/* The setup alone, as the JSON object used inside records (the store keeps it). */
char      *carc_setup_to_json        (const CarcSetup     *setup,
                                      const CarcCatalogue *catalogue);
CarcSetup *carc_setup_from_json      (const CarcCatalogue *catalogue,
                                      const char          *data,
                                      gssize               length,
                                      GError             **error);

/* One event as a compact JSON object, and back (the store keeps events so). */
char      *carc_event_to_json        (const CarcEvent     *event,
                                      const CarcCatalogue *catalogue);
gboolean   carc_event_from_json      (const CarcCatalogue *catalogue,
                                      const char          *data,
                                      gssize               length,
                                      CarcEvent           *event,
                                      GError             **error);

/* Times as records (and the store) write them: ISO 8601 in UTC with
 * microseconds and always a four-digit year, so every time written reads
 * back. NULL / FALSE outside GDateTime's range or for text that is not
 * such a time. */
char      *carc_record_format_time   (gint64      usec);
gboolean   carc_record_parse_time    (const char *text,
                                      gint64     *usec);

/* Loads a native record or a JCloisterZone .jcz save, whichever @data is;
 * the text is checked against the limits of carc-json.h first, and a file
 * larger than any game is not even read. */
CarcGame *carc_game_load_data        (CarcCatalogue *catalogue,
                                      const char    *data,
                                      gssize         length,
                                      GError       **error);
CarcGame *carc_game_load_file        (CarcCatalogue *catalogue,
                                      const char    *path,
                                      GError       **error);
/* For text already parsed (and checked) into @root. */
CarcGame *carc_game_load_parsed      (CarcCatalogue *catalogue,
                                      JsonNode      *root,
                                      const char    *data,
                                      gsize          length,
                                      GError       **error);

G_END_DECLS
