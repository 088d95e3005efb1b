/* carc-json.h: reading JSON that nobody vouches for
 *
 * Every reader of game records, .jcz saves and backups loads its text through
 * here. json-glib's parser recurses once per nesting level and builds a tree
 * many times the size of the text, so a hostile file could exhaust the stack
 * or the memory before any of our own checks ran. The limits below refuse
 * such input first, with one linear scan that neither recurses nor
 * allocates; docs/reliability.md explains the figures.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Our deepest format nests 7 levels (a player inside a backup's record);
 * .jcz saves nest as deep. */
#define CARC_JSON_MAX_DEPTH      32

/* JSON values (arrays, objects and the scalars in them) in one game: a
 * record of CARC_RECORD_MAX_EVENTS events holds at most about 130,000.
 * Bounds the tree json-glib builds to roughly 100 MiB. */
#define CARC_JSON_MAX_VALUES     250000

/* One game (a record or a .jcz save). The largest game pretty-printed is
 * about 2 MB. */
#define CARC_JSON_MAX_GAME_SIZE  ((gsize) 16 * 1024 * 1024)

/* A file to import, which may be a backup: a backup is never parsed as a
 * whole, one game at a time, so only its text must fit in memory. 10,000
 * games come to about 200 MB. */
#define CARC_JSON_MAX_IMPORT_SIZE ((gsize) 256 * 1024 * 1024)

/* Games in one backup: ten times the largest collection we plan for. Each
 * game's failure is listed, so this also bounds that list. */
#define CARC_JSON_MAX_BACKUP_GAMES 100000

/* Reads at most @max_size bytes of @path (a pipe too). A folder, a missing
 * file or a larger file is refused with a message that does not repeat the
 * path (the caller names the file): G_FILE_ERROR for what the system says,
 * CARC_ERROR_PARSE for a file too large. The text is NUL-terminated. */
char     *carc_json_read_file   (const char  *path,
                                 gsize        max_size,
                                 gsize       *length,
                                 GError     **error);

/* Refuses (CARC_ERROR_PARSE) empty text, text that is not UTF-8, arrays and
 * objects nested deeper than CARC_JSON_MAX_DEPTH or left open, more than
 * @max_values values, and integers outside 64 bits. @n_values, if given,
 * receives the count. Not a full grammar check: json-glib does that. */
gboolean  carc_json_check       (const char  *data,
                                 gsize        length,
                                 guint        max_values,
                                 guint       *n_values,
                                 GError     **error);

/* carc_json_check() with the limits of one game (size, values), then
 * json-glib's parse. Returns the root, whatever it holds (the caller checks
 * for an object and says what the file should be). */
JsonNode *carc_json_parse       (const char  *data,
                                 gsize        length,
                                 GError     **error);

/* For checked text holding one JSON object: the text of the value of its
 * member @key (the last one, as json-glib keeps), without surrounding space. */
gboolean  carc_json_find_member (const char  *object,
                                 gsize        length,
                                 const char  *key,
                                 gsize       *value_start,
                                 gsize       *value_length);

/* Walks the elements of checked text holding one JSON array, without
 * parsing them: each can then be parsed (and limited) on its own. */
typedef struct {
  const char *p;
  const char *end;
} CarcJsonArrayIter;

void      carc_json_array_iter_init (CarcJsonArrayIter *iter,
                                     const char        *array,
                                     gsize              length);
gboolean  carc_json_array_iter_next (CarcJsonArrayIter *iter,
                                     const char       **element,
                                     gsize             *length);

/* A copy of @node that shares nothing with it (json_node_copy() shares
 * objects and arrays): for data a box profile edits. */
JsonNode *carc_json_deep_copy   (JsonNode    *node);

G_END_DECLS
