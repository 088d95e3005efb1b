/* carc-bgstats.h: a finished game for BG Stats — the .bgsplay file and the push link
 *
 * One builder for the app and carcassonne-cli (docs/bgstats-export.md):
 * the play file BG Stats opens, and the link its documented way in takes,
 * https://app.bgstatsapp.com/createPlay.html?data=<URL-encoded JSON>.
 * Plain GLib and json-glib over the engine's game: no SQLite, no GTK.
 * The BoardGameGeek ids come from the sets' data ("bgg" in
 * data/tiles/<set>.json), never from code.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "carc-game.h"

G_BEGIN_DECLS

#define CARC_BGSTATS_LINK_BASE "https://app.bgstatsapp.com/createPlay.html?data="
/* sourceName in the link: BG Stats remembers its matches of games and
 * players per source, so this never changes */
#define CARC_BGSTATS_SOURCE_NAME "Carcassonne Companion"

#define CARC_BGSTATS_ERROR (carc_bgstats_error_quark ())
typedef enum {
  CARC_BGSTATS_ERROR_NOT_FINISHED,  /* BG Stats logs finished plays only */
} CarcBgstatsError;
GQuark carc_bgstats_error_quark (void);

/* What the game does not say. Zeroed (or NULL) means the defaults. */
typedef struct {
  /* where it was played: the file's one location and the link's
   * "location"; NULL or empty: "Home" in the user's language */
  const char *location;
} CarcBgstatsOptions;

/* A UUID-shaped id ("8-4-4-4-12" upper-case hex) derived from @kind and
 * @text: the same player, set or game gets the same id in every file. */
char     *carc_bgstats_uuid            (const char               *kind,
                                        const char               *text);
/* "yyyy-MM-dd HH:mm:ss" in UTC, as BG Stats writes its dates; "" before
 * 1970 or out of range. */
char     *carc_bgstats_date            (gint64                    usec);

/* The .bgsplay file (pretty JSON). NULL with CARC_BGSTATS_ERROR_NOT_FINISHED
 * unless the game is over. */
char     *carc_bgstats_play_file_json  (const CarcGame           *game,
                                        const CarcBgstatsOptions *options,
                                        GError                  **error);
/* Writes it to @path (replaced atomically); the error names the file. */
gboolean  carc_bgstats_save_play_file  (const CarcGame           *game,
                                        const CarcBgstatsOptions *options,
                                        const char               *path,
                                        GError                  **error);
/* The push link's JSON (one line), and the link with it URL-encoded. */
char     *carc_bgstats_link_json       (const CarcGame           *game,
                                        const CarcBgstatsOptions *options,
                                        GError                  **error);
char     *carc_bgstats_link            (const CarcGame           *game,
                                        const CarcBgstatsOptions *options,
                                        GError                  **error);

G_END_DECLS
