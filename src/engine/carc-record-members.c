/* carc-record-members.c: reading the members of a record's objects
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "carc-record-members.h"

#include "carc-errors.h"

gboolean
carc_record_error (GError    **error,
                   const char *where,
                   const char *format,
                   ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, CARC_ERROR, CARC_ERROR_PARSE, "%s: %s", where, message);
  return FALSE;
}

gboolean
carc_record_member_string (JsonObject  *obj,
                           const char  *key,
                           gboolean     required,
                           const char **out,
                           const char  *where,
                           GError     **error)
{
  JsonNode *node = json_object_get_member (obj, key);

  *out = NULL;
  if (node == NULL)
    return required ? carc_record_error (error, where, _("“%s” is missing"), key) : TRUE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return carc_record_error (error, where, _("“%s” must be a string"), key);
  *out = json_node_get_string (node);
  return TRUE;
}

gboolean
carc_record_member_int (JsonObject  *obj,
                        const char  *key,
                        gboolean     required,
                        gint64       min,
                        gint64       max,
                        gint64      *out,
                        const char  *where,
                        GError     **error)
{
  JsonNode *node = json_object_get_member (obj, key);
  gint64 value;

  if (node == NULL)
    return required ? carc_record_error (error, where, _("“%s” is missing"), key) : TRUE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return carc_record_error (error, where, _("“%s” must be an integer"), key);
  value = json_node_get_int (node);
  if (value < min || value > max)
    return carc_record_error (error, where, _("“%s” is %lld, outside %lld…%lld"),
                              key, (long long) value, (long long) min, (long long) max);
  *out = value;
  return TRUE;
}

JsonObject *
carc_record_member_object (JsonObject *obj,
                           const char *key,
                           const char *where,
                           GError    **error)
{
  JsonNode *node = json_object_get_member (obj, key);

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      carc_record_error (error, where, _("“%s” must be an object"), key);
      return NULL;
    }
  return json_node_get_object (node);
}

JsonArray *
carc_record_member_array (JsonObject *obj,
                          const char *key,
                          const char *where,
                          GError    **error)
{
  JsonNode *node = json_object_get_member (obj, key);

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    {
      carc_record_error (error, where, _("“%s” must be an array"), key);
      return NULL;
    }
  return json_node_get_array (node);
}
