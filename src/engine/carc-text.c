/* carc-text.c: user text made safe to show on one line
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-text.h"

#include <string.h>

static gboolean
is_control (gunichar c)
{
  return c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0) || c == 0x2028 || c == 0x2029;
}

char *
carc_text_escape_controls (const char *text)
{
  g_autofree char *valid = NULL;
  GString *out;

  if (text == NULL)
    return g_strdup ("");
  valid = g_utf8_make_valid (text, -1);
  out = g_string_sized_new (strlen (valid));
  for (const char *p = valid; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (!is_control (c))
        g_string_append_len (out, p, g_utf8_next_char (p) - p);
      else if (c == '\n')
        g_string_append (out, "\\n");
      else if (c == '\r')
        g_string_append (out, "\\r");
      else if (c == '\t')
        g_string_append (out, "\\t");
      else if (c < 0x80)
        g_string_append_printf (out, "\\x%02X", c);
      else
        g_string_append_printf (out, "\\u%04X", c);
    }
  return g_string_free (out, FALSE);
}

char *
carc_display_path (const char *path)
{
  g_autofree char *display = g_filename_display_name (path != NULL ? path : "");

  return carc_text_escape_controls (display);
}

char *
carc_text_start (const char *text,
                 guint       chars)
{
  g_autofree char *valid = g_utf8_make_valid (text != NULL ? text : "", -1);
  g_autofree char *start = NULL;

  if ((guint) g_utf8_strlen (valid, -1) <= chars)
    return carc_text_escape_controls (valid);
  start = g_utf8_substring (valid, 0, chars);
  {
    g_autofree char *shown = carc_text_escape_controls (start);
    return g_strconcat (shown, "…", NULL);
  }
}

char *
carc_display_basename (const char *path)
{
  g_autofree char *base = g_path_get_basename (path != NULL ? path : "");

  return carc_display_path (base);
}
