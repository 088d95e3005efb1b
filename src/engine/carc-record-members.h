/* carc-record-members.h: reading the members of a record's objects
 *
 * The record (carc-record.c) and every descriptor's event `read` check the
 * members they read the same way and say what is wrong in the same words,
 * “where: message” in CARC_ERROR_PARSE, so a bad record reads alike
 * whichever game or expansion wrote the event.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Sets @error to CARC_ERROR_PARSE “@where: message” and returns FALSE, so a
 * reader can `return carc_record_error (…)`. */
G_GNUC_PRINTF (3, 4)
gboolean    carc_record_error          (GError     **error,
                                        const char  *where,
                                        const char  *format,
                                        ...);

/* A string member. A missing one is an error when @required; otherwise
 * *@out is NULL and the result TRUE. The string belongs to @obj. */
gboolean    carc_record_member_string  (JsonObject  *obj,
                                        const char  *key,
                                        gboolean     required,
                                        const char **out,
                                        const char  *where,
                                        GError     **error);

/* A whole-number member from @min to @max. A missing one is an error when
 * @required; otherwise *@out is left as it was and the result TRUE. */
gboolean    carc_record_member_int     (JsonObject  *obj,
                                        const char  *key,
                                        gboolean     required,
                                        gint64       min,
                                        gint64       max,
                                        gint64      *out,
                                        const char  *where,
                                        GError     **error);

/* A member that must be there and be an object / an array; NULL with
 * @error set otherwise. The result belongs to @obj. */
JsonObject *carc_record_member_object  (JsonObject  *obj,
                                        const char  *key,
                                        const char  *where,
                                        GError     **error);
JsonArray  *carc_record_member_array   (JsonObject  *obj,
                                        const char  *key,
                                        const char  *where,
                                        GError     **error);

G_END_DECLS
