/* carc-json.c: reading JSON that nobody vouches for
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "carc-json.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "carc-errors.h"

/* ---- reading a file ------------------------------------------------------ */

static void
set_too_large (GError **error,
               guint64  size,
               gsize    max_size)
{
  g_autofree char *have = g_format_size_full (size, G_FORMAT_SIZE_IEC_UNITS);
  g_autofree char *most = g_format_size_full (max_size, G_FORMAT_SIZE_IEC_UNITS);

  /* the two limits of carc-json.h, each in words */
  if (max_size < CARC_JSON_MAX_IMPORT_SIZE)
    g_set_error (error, CARC_ERROR, CARC_ERROR_PARSE,
                 _("the file is too large for a game (%s; a game file is at most %s)"), have, most);
  else
    g_set_error (error, CARC_ERROR, CARC_ERROR_PARSE,
                 _("the file is too large to import (%s; a backup is at most %s)"), have, most);
}

static void
set_errno_error (GError **error,
                 int      saved_errno)
{
  if (saved_errno == ENOENT)
    g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT, _("there is no such file"));
  else if (saved_errno == EISDIR)
    g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_ISDIR, _("it is a folder, not a file"));
  else
    g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                 _("the file cannot be read: %s"), g_strerror (saved_errno));
}

char *
carc_json_read_file (const char  *path,
                     gsize        max_size,
                     gsize       *length,
                     GError     **error)
{
  g_autofree char *data = NULL;
  struct stat st;
  gsize size = 0, allocated;
  int fd;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (length != NULL, NULL);

  fd = g_open (path, O_RDONLY | O_CLOEXEC, 0);
  if (fd < 0)
    {
      set_errno_error (error, errno);
      return NULL;
    }
  if (fstat (fd, &st) != 0)
    {
      set_errno_error (error, errno);
      close (fd);
      return NULL;
    }
  /* A file too large is refused before a byte is read; a pipe or device
   * has no size and is bounded while reading instead. (A folder opens, and
   * its first read() fails with EISDIR, named below.) */
  if (S_ISREG (st.st_mode) && (guint64) st.st_size > max_size)
    {
      set_too_large (error, (guint64) st.st_size, max_size);
      close (fd);
      return NULL;
    }

  /* room for the whole file, its NUL, and one byte to see the end */
  allocated = S_ISREG (st.st_mode) ? (gsize) st.st_size + 2 : 64 * 1024;
  data = g_malloc (allocated);
  for (;;)
    {
      gssize n;

      if (size + 1 >= allocated)
        {
          if (size > max_size)
            break;
          allocated = MIN (allocated * 2, max_size + 2);
          data = g_realloc (data, allocated);
        }
      n = read (fd, data + size, allocated - 1 - size);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          set_errno_error (error, errno);
          close (fd);
          return NULL;
        }
      if (n == 0)
        break;
      size += (gsize) n;
    }
  close (fd);
  if (size > max_size)
    {
      set_too_large (error, size, max_size);
      return NULL;
    }
  data[size] = '\0';
  *length = size;
  return g_steal_pointer (&data);
}

/* ---- the scan ------------------------------------------------------------ */

static gboolean
is_space (char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* A piece of the (valid UTF-8) text, cut to a readable length on a
 * character boundary, for a message. */
static char *
excerpt (const char *text,
         gsize       length)
{
  const char *end = text + length;
  const char *p = text;
  guint chars = 0;

  while (p < end && chars < 40)
    {
      p = g_utf8_next_char (p);
      chars++;
    }
  if (p >= end)
    return g_strndup (text, length);
  return g_strdup_printf ("%.*s…", (int) (p - text), text);
}

/* @p is just past an opening quote; returns just past the closing one, or
 * NULL when the text ends first. */
static const char *
skip_string (const char *p,
             const char *end,
             guint      *line)
{
  while (p < end)
    {
      if (*p == '"')
        return p + 1;
      if (*p == '\\' && p + 1 < end)
        p++;
      if (*p == '\n' && line)
        (*line)++;
      p++;
    }
  return NULL;
}

/* Whether an integer's text fits 64 bits; what is not a number at all is
 * left to json-glib to name. Most numbers are short: no allocation. */
static gboolean
integer_fits (const char *text,
              gsize       length)
{
  g_autoptr(GError) local_error = NULL;
  char buffer[24];
  gboolean negative = *text == '-';
  const char *digits = text + negative;
  gsize n = length - negative;

  /* 18 digits always fit */
  if (length <= 18)
    return TRUE;
  for (gsize i = 0; i < n; i++)
    if (!g_ascii_isdigit (digits[i]))
      return TRUE;
  while (n > 1 && *digits == '0')
    {
      digits++;
      n--;
    }
  if (n > 19)
    return FALSE;
  buffer[0] = '-';
  memcpy (buffer + 1, digits, n);
  buffer[n + 1] = '\0';
  if (g_ascii_string_to_signed (negative ? buffer : buffer + 1, 10, G_MININT64, G_MAXINT64, NULL, &local_error))
    return TRUE;
  return !g_error_matches (local_error, G_NUMBER_PARSER_ERROR, G_NUMBER_PARSER_ERROR_OUT_OF_BOUNDS);
}

static gboolean
malformed (GError    **error,
           const char *format,
           ...) G_GNUC_PRINTF (2, 3);

static gboolean
malformed (GError    **error,
           const char *format,
           ...)
{
  va_list args;
  g_autofree char *msg = NULL;

  va_start (args, format);
  msg = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, CARC_ERROR, CARC_ERROR_PARSE, _("malformed JSON: %s"), msg);
  return FALSE;
}

gboolean
carc_json_check (const char  *data,
                 gsize        length,
                 guint        max_values,
                 guint       *n_values,
                 GError     **error)
{
  char open[CARC_JSON_MAX_DEPTH];
  const char *p = data, *end = data + length;
  const char *key = NULL;
  gsize key_length = 0;
  guint depth = 0, line = 1, values = 0;

  if (length == 0)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_PARSE, _("the file is empty"));
      return FALSE;
    }
  if (!g_utf8_validate_len (data, length, NULL))
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_PARSE, _("the file is not UTF-8 text"));
      return FALSE;
    }

  while (p < end)
    {
      char c = *p;

      if (c == '\n')
        {
          line++;
          p++;
        }
      else if (is_space (c) || c == ':')
        p++;
      else if (c == '"')
        {
          const char *start = p + 1;
          guint start_line = line;
          const char *after;

          p = skip_string (start, end, &line);
          if (p == NULL)
            return malformed (error, _("a string from line %u is never closed"), start_line);
          /* a member's name is remembered to say which number is out of range */
          after = p;
          while (after < end && is_space (*after))
            after++;
          if (after < end && *after == ':')
            {
              key = start;
              key_length = (gsize) (p - 1 - start);
            }
          else
            values++;
        }
      else if (c == '{' || c == '[')
        {
          /* refused before json-glib recurses into it */
          if (depth == CARC_JSON_MAX_DEPTH)
            {
              g_set_error (error, CARC_ERROR, CARC_ERROR_PARSE,
                           _("arrays and objects are nested more than %d deep (line %u); "
                             "no game file needs that"), CARC_JSON_MAX_DEPTH, line);
              return FALSE;
            }
          open[depth++] = c;
          values++;
          key = NULL;
          p++;
        }
      else if (c == '}' || c == ']')
        {
          char wanted = c == '}' ? '{' : '[';

          if (depth == 0)
            return malformed (error, _("“%c” on line %u closes nothing"), c, line);
          if (open[depth - 1] != wanted)
            return malformed (error, _("“%c” on line %u does not close “%c”"), c, line, open[depth - 1]);
          depth--;
          key = NULL;
          p++;
        }
      else if (c == ',')
        {
          key = NULL;
          p++;
        }
      else if (c == '-' || g_ascii_isdigit (c))
        {
          const char *start = p;
          gboolean integer = TRUE;

          while (p < end && (g_ascii_isdigit (*p) || *p == '-' || *p == '+'
                             || *p == '.' || *p == 'e' || *p == 'E'))
            {
              integer &= *p != '.' && *p != 'e' && *p != 'E';
              p++;
            }
          values++;
          /* json-glib wraps such a number around silently; say what it is */
          if (integer && !integer_fits (start, (gsize) (p - start)))
            {
              g_autofree char *shown = excerpt (start, (gsize) (p - start));

              if (key)
                {
                  g_autofree char *name = excerpt (key, key_length);
                  g_set_error (error, CARC_ERROR, CARC_ERROR_PARSE,
                               _("“%s” is %s, a number out of range (line %u)"), name, shown, line);
                }
              else
                g_set_error (error, CARC_ERROR, CARC_ERROR_PARSE,
                             _("the number %s on line %u is out of range"), shown, line);
              return FALSE;
            }
        }
      else if (g_ascii_isalpha (c))
        {
          /* true, false, null, or a word json-glib will name */
          values++;
          while (p < end && g_ascii_isalnum (*p))
            p++;
        }
      else
        p++;

      if (values > max_values)
        {
          g_set_error (error, CARC_ERROR, CARC_ERROR_PARSE,
                       _("the file holds more than %u values; no game holds that many"), max_values);
          return FALSE;
        }
    }

  if (depth > 0)
    return malformed (error, _("the text ends before all its arrays and objects are closed"));
  if (n_values)
    *n_values = values;
  return TRUE;
}

/* json-glib says "<data>:3:14: Parse error: unexpected …": the place in
 * words, without the made-up file name */
static void
set_parser_error (GError    **error,
                  const char *message)
{
  g_auto(GStrv) parts = NULL;

  if (g_str_has_prefix (message, "<data>:"))
    parts = g_strsplit (message + strlen ("<data>:"), ":", 3);
  if (parts && g_strv_length (parts) == 3
      && g_ascii_string_to_unsigned (parts[0], 10, 0, G_MAXUINT, NULL, NULL)
      && g_ascii_string_to_unsigned (parts[1], 10, 0, G_MAXUINT, NULL, NULL))
    {
      const char *what = g_strstrip (parts[2]);

      if (g_str_has_prefix (what, "Parse error:"))
        what += strlen ("Parse error:");
      while (*what == ' ')
        what++;
      g_set_error (error, CARC_ERROR, CARC_ERROR_PARSE, _("malformed JSON: line %s, column %s: %s"),
                   parts[0], parts[1], what);
    }
  else
    g_set_error (error, CARC_ERROR, CARC_ERROR_PARSE, _("malformed JSON: %s"), message);
}

JsonNode *
carc_json_parse (const char  *data,
                 gsize        length,
                 GError     **error)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) local_error = NULL;
  JsonNode *root;

  if (length > CARC_JSON_MAX_GAME_SIZE)
    {
      set_too_large (error, length, CARC_JSON_MAX_GAME_SIZE);
      return NULL;
    }
  if (!carc_json_check (data, length, CARC_JSON_MAX_VALUES, NULL, error))
    return NULL;
  parser = json_parser_new ();
  if (!json_parser_load_from_data (parser, data, (gssize) length, &local_error))
    {
      set_parser_error (error, local_error->message);
      return NULL;
    }
  /* the tree is handed over, not copied */
  root = json_parser_steal_root (parser);
  if (root == NULL)
    g_set_error (error, CARC_ERROR, CARC_ERROR_PARSE, _("the file holds nothing but white space"));
  return root;
}

/* ---- spans in checked text ----------------------------------------------- */

static const char *
skip_space (const char *p,
            const char *end)
{
  while (p < end && is_space (*p))
    p++;
  return p;
}

/* From the start of a value to the “,”, “]” or “}” after it (or the end). */
static const char *
skip_value (const char *p,
            const char *end)
{
  guint depth = 0;

  while (p < end)
    {
      char c = *p;

      if (c == '"')
        {
          p = skip_string (p + 1, end, NULL);
          if (p == NULL)
            return end;
          continue;
        }
      if (c == '{' || c == '[')
        depth++;
      else if (c == '}' || c == ']')
        {
          if (depth == 0)
            return p;
          depth--;
        }
      else if (c == ',' && depth == 0)
        return p;
      p++;
    }
  return p;
}

static gsize
trimmed_length (const char *start,
                const char *stop)
{
  while (stop > start && is_space (stop[-1]))
    stop--;
  return (gsize) (stop - start);
}

/* A member name as json-glib reads it, escapes and all. */
static gboolean
key_equals (const char *raw,
            gsize       length,
            const char *key)
{
  g_autofree char *doc = NULL;
  g_autoptr(JsonParser) parser = NULL;
  JsonNode *root;

  if (memchr (raw, '\\', length) == NULL)
    return strlen (key) == length && memcmp (raw, key, length) == 0;
  doc = g_strdup_printf ("[\"%.*s\"]", (int) length, raw);
  parser = json_parser_new ();
  if (!json_parser_load_from_data (parser, doc, -1, NULL)
      || (root = json_parser_get_root (parser)) == NULL || !JSON_NODE_HOLDS_ARRAY (root))
    return FALSE;
  return g_strcmp0 (json_array_get_string_element (json_node_get_array (root), 0), key) == 0;
}

gboolean
carc_json_find_member (const char  *object,
                       gsize        length,
                       const char  *key,
                       gsize       *value_start,
                       gsize       *value_length)
{
  const char *end = object + length;
  const char *p = skip_space (object, end);
  gboolean found = FALSE;

  if (p >= end || *p != '{')
    return FALSE;
  p++;
  for (;;)
    {
      const char *name, *name_end, *value;

      p = skip_space (p, end);
      if (p >= end || *p != '"')
        return found;
      name = p + 1;
      p = skip_string (name, end, NULL);
      if (p == NULL)
        return found;
      name_end = p - 1;
      p = skip_space (p, end);
      if (p >= end || *p != ':')
        return found;
      value = skip_space (p + 1, end);
      p = skip_value (value, end);
      if (key_equals (name, (gsize) (name_end - name), key))
        {
          *value_start = (gsize) (value - object);
          *value_length = trimmed_length (value, p);
          found = TRUE;
        }
      if (p >= end || *p != ',')
        return found;
      p++;
    }
}

void
carc_json_array_iter_init (CarcJsonArrayIter *iter,
                           const char        *array,
                           gsize              length)
{
  const char *end = array + length;
  const char *p = skip_space (array, end);

  iter->end = end;
  iter->p = p < end && *p == '[' ? p + 1 : end;
}

gboolean
carc_json_array_iter_next (CarcJsonArrayIter *iter,
                           const char       **element,
                           gsize             *length)
{
  const char *p = skip_space (iter->p, iter->end);
  const char *stop;

  if (p >= iter->end || *p == ']')
    {
      iter->p = iter->end;
      return FALSE;
    }
  stop = skip_value (p, iter->end);
  *element = p;
  *length = trimmed_length (p, stop);
  /* past the comma; the closing bracket ends the walk next time */
  iter->p = stop < iter->end && *stop == ',' ? stop + 1 : stop;
  return TRUE;
}

JsonNode *
carc_json_deep_copy (JsonNode *node)
{
  JsonNode *copy;

  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *obj = json_object_new ();
      g_autoptr(GList) members = json_object_get_members (json_node_get_object (node));
      for (GList *l = members; l; l = l->next)
        json_object_set_member (obj, l->data, carc_json_deep_copy (json_object_get_member (json_node_get_object (node), l->data)));
      copy = json_node_new (JSON_NODE_OBJECT);
      json_node_take_object (copy, obj);
      return copy;
    }
  if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_array_new ();
      for (guint i = 0; i < json_array_get_length (json_node_get_array (node)); i++)
        json_array_add_element (array, carc_json_deep_copy (json_array_get_element (json_node_get_array (node), i)));
      copy = json_node_new (JSON_NODE_ARRAY);
      json_node_take_array (copy, array);
      return copy;
    }
  return json_node_copy (node);
}
