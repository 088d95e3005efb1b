/* test-json.c: the guarded JSON loader every reader goes through
 *
 * Hostile text (nesting, size, value count, numbers out of range, folders)
 * is refused with a message before json-glib parses it. Deep and large
 * inputs are generated here at run time.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-test-util.h"
#include "carc-jcz.h"
#include "carc-json.h"
#include "carc-text.h"

#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#define HEAD "{\"format\": \"carcassonne-companion/game\", \"version\": 1, \"setup\": " \
  "{\"players\": [{\"name\": \"Alice\"}, {\"name\": \"Bob\"}], \"sets\": [\"base\"], " \
  "\"figures\": {\"follower\": 7}, \"rules\": {\"farmers\": true, \"auto-end\": true}}, \"events\": ["

static char *tmpdir;

/* @prefix, @depth opening brackets, their closing ones, @suffix */
static char *
nested (const char *prefix,
        guint       depth,
        const char *suffix)
{
  GString *s = g_string_new (prefix);

  for (guint i = 0; i < depth; i++)
    g_string_append_c (s, '[');
  for (guint i = 0; i < depth; i++)
    g_string_append_c (s, ']');
  g_string_append (s, suffix);
  return g_string_free (s, FALSE);
}

static void
assert_message (const GError *error,
                const char   *part)
{
  g_assert_nonnull (error);
  if (strstr (error->message, part) == NULL)
    g_error ("“%s” does not mention “%s”", error->message, part);
}

static void
test_depth (void)
{
  g_autoptr(GError) error = NULL;
  /* 75,000 levels crashed every reader in json-glib's recursion */
  g_autofree char *deep = nested ("", 75000, "");
  g_autofree char *deep_record = nested (HEAD, 75000, "]}");
  g_autofree char *deep_jcz = nested ("{\"setup\": {}, \"players\": [], \"replay\": ", 75000, "}");
  g_autofree char *deep_string = NULL;
  /* the deepest allowed: the root object plus 31 arrays */
  g_autofree char *at_limit = nested ("{\"a\": ", CARC_JSON_MAX_DEPTH - 1, "}");
  g_autofree char *over_limit = nested ("{\"a\": ", CARC_JSON_MAX_DEPTH, "}");
  g_autoptr(JsonNode) root = NULL;
  CarcEvent event;

  g_assert_null (carc_game_load_data (test_catalogue (), deep, -1, &error));
  g_assert_error (error, CARC_ERROR, CARC_ERROR_PARSE);
  assert_message (error, "nested more than 32 deep");
  g_clear_error (&error);
  g_assert_null (carc_game_load_data (test_catalogue (), deep_record, -1, &error));
  assert_message (error, "nested more than 32 deep");
  g_clear_error (&error);
  g_assert_null (carc_record_from_json (test_catalogue (), deep_record, -1, &error));
  assert_message (error, "nested more than 32 deep");
  g_clear_error (&error);
  g_assert_null (carc_jcz_import (test_catalogue (), deep_jcz, -1, &error));
  assert_message (error, "nested more than 32 deep");
  g_clear_error (&error);
  /* what the store reads back from its own rows goes the same way */
  g_assert_null (carc_setup_from_json (test_catalogue (), deep, -1, &error));
  assert_message (error, "nested more than 32 deep");
  g_clear_error (&error);
  g_assert_false (carc_event_from_json (test_catalogue (), deep, -1, &event, &error));
  assert_message (error, "nested more than 32 deep");
  g_clear_error (&error);

  root = carc_json_parse (at_limit, strlen (at_limit), &error);
  g_assert_no_error (error);
  g_assert_nonnull (root);
  g_assert_null (carc_json_parse (over_limit, strlen (over_limit), &error));
  assert_message (error, "nested more than 32 deep (line 1)");
  g_clear_error (&error);

  /* brackets inside strings are text, not nesting */
  {
    GString *s = g_string_new ("{\"a\": \"");
    for (guint i = 0; i < 1000; i++)
      g_string_append (s, "[{\\\"");
    g_string_append (s, "\"}");
    deep_string = g_string_free (s, FALSE);
  }
  g_assert_true (carc_json_check (deep_string, strlen (deep_string), CARC_JSON_MAX_VALUES, NULL, &error));
  g_assert_no_error (error);
}

static void
test_values_and_size (void)
{
  g_autoptr(GError) error = NULL;
  GString *s = g_string_new ("[0");
  g_autofree char *text = NULL;
  guint n_values = 0;

  /* the array and its 250,000 numbers: one more than a game may hold */
  for (guint i = 1; i < CARC_JSON_MAX_VALUES; i++)
    g_string_append (s, ",0");
  g_string_append_c (s, ']');
  text = g_string_free (s, FALSE);
  g_assert_true (carc_json_check (text, strlen (text), CARC_JSON_MAX_VALUES + 1, &n_values, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_values, ==, CARC_JSON_MAX_VALUES + 1);
  g_assert_null (carc_json_parse (text, strlen (text), &error));
  g_assert_error (error, CARC_ERROR, CARC_ERROR_PARSE);
  assert_message (error, "more than 250000 values");
  g_clear_error (&error);
  g_assert_null (carc_game_load_data (test_catalogue (), text, -1, &error));
  assert_message (error, "more than 250000 values");
  g_clear_error (&error);

  /* text larger than any game, held in memory (a file is stopped earlier) */
  {
    gsize length = CARC_JSON_MAX_GAME_SIZE + 1;
    g_autofree char *big = g_malloc (length + 1);
    memset (big, ' ', length);
    big[0] = '{';
    big[length - 1] = '}';
    big[length] = '\0';
    g_assert_null (carc_game_load_data (test_catalogue (), big, (gssize) length, &error));
    assert_message (error, "the file is too large for a game");
    g_clear_error (&error);
  }
}

static void
test_numbers (void)
{
  g_autoptr(GError) error = NULL;
  const char *version = "{\"format\": \"carcassonne-companion/game\", \"version\": 100000000000000000000000, "
                        "\"setup\": {}, \"events\": []}";
  const char *in_array = "{\"a\": [1, -9223372036854775809]}";
  const char *fits = "{\"a\": [9223372036854775807, -9223372036854775808, 1e23, -0.5e-3, "
                     "-999999999999999999, 1000000000000000000]}";
  const char *just_over = "{\"a\": [9223372036854775808]}";
  const char *long_over = "{\"a\": [12345678901234567890123456789012345678901234567890123]}";
  g_autoptr(JsonNode) root = NULL;

  /* json-glib would have wrapped it round to -1 */
  g_assert_null (carc_game_load_data (test_catalogue (), version, -1, &error));
  g_assert_error (error, CARC_ERROR, CARC_ERROR_PARSE);
  assert_message (error, "“version” is 100000000000000000000000, a number out of range");
  g_clear_error (&error);
  g_assert_null (carc_json_parse (in_array, strlen (in_array), &error));
  assert_message (error, "the number -9223372036854775809 on line 1 is out of range");
  g_clear_error (&error);
  g_assert_null (carc_json_parse (just_over, strlen (just_over), &error));
  assert_message (error, "the number 9223372036854775808 on line 1 is out of range");
  g_clear_error (&error);
  /* shown cut short */
  g_assert_null (carc_json_parse (long_over, strlen (long_over), &error));
  assert_message (error, "the number 1234567890123456789012345678901234567890… on line 1 is out of range");
  g_clear_error (&error);
  root = carc_json_parse (fits, strlen (fits), &error);
  g_assert_no_error (error);
  g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (json_node_get_object (root), "a"), 0),
                   ==, G_MAXINT64);
}

static void
test_events_limit (void)
{
  g_autoptr(GError) error = NULL;
  GString *s = g_string_new (HEAD);
  g_autofree char *text = NULL;

  for (guint i = 0; i <= CARC_RECORD_MAX_EVENTS; i++)
    g_string_append (s, i ? ",{\"type\": \"pass\"}" : "{\"type\": \"pass\"}");
  g_string_append (s, "]}");
  text = g_string_free (s, FALSE);
  g_assert_null (carc_game_load_data (test_catalogue (), text, -1, &error));
  g_assert_error (error, CARC_ERROR, CARC_ERROR_PARSE);
  assert_message (error, "“events” lists 10001 events; no game has more than 10000");
  g_clear_error (&error);

  /* one fewer is read, and fails where the game does: the limit is exact */
  *strrchr (text, ',') = '\0';
  g_assert_null (carc_game_load_data (test_catalogue (), text, -1, &error));
  g_assert_error (error, CARC_ERROR, CARC_ERROR_PARSE);
  g_clear_error (&error);
  {
    GString *t = g_string_new (text);
    g_string_append (t, "]}");
    g_assert_null (carc_game_load_data (test_catalogue (), t->str, -1, &error));
    assert_message (error, "event 1 (pass)");
    g_clear_error (&error);
    g_string_free (t, TRUE);
  }
}

static void
test_files (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *sparse = g_build_filename (tmpdir, "sparse.json", NULL);
  g_autofree char *missing = g_build_filename (tmpdir, "missing.json", NULL);
  g_autofree char *small = g_build_filename (tmpdir, "small.json", NULL);
  g_autofree char *data = NULL;
  gsize length = 0;
  FILE *f;

  /* a folder is named as one */
  g_assert_null (carc_game_load_file (test_catalogue (), tmpdir, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_ISDIR);
  assert_message (error, "it is a folder, not a file");
  g_clear_error (&error);
  g_assert_null (carc_game_load_file (test_catalogue (), missing, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  assert_message (error, "there is no such file");
  g_clear_error (&error);

  /* larger than any game: refused by its size, without reading it (sparse) */
  f = fopen (sparse, "w");
  g_assert_nonnull (f);
  g_assert_cmpint (ftruncate (fileno (f), (off_t) CARC_JSON_MAX_GAME_SIZE + 1), ==, 0);
  fclose (f);
  g_assert_null (carc_game_load_file (test_catalogue (), sparse, &error));
  g_assert_error (error, CARC_ERROR, CARC_ERROR_PARSE);
  assert_message (error, "the file is too large for a game");
  g_clear_error (&error);

  /* a device has no size: the read itself stops at the limit */
  g_assert_null (carc_json_read_file ("/dev/zero", 1000, &length, &error));
  g_assert_error (error, CARC_ERROR, CARC_ERROR_PARSE);
  assert_message (error, "too large for a game");
  g_clear_error (&error);

  /* the limit itself is allowed */
  g_assert_true (g_file_set_contents (small, "0123456789", 10, NULL));
  data = carc_json_read_file (small, 10, &length, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (length, ==, 10);
  g_assert_cmpstr (data, ==, "0123456789");
  g_clear_pointer (&data, g_free);
  g_assert_null (carc_json_read_file (small, 9, &length, &error));
  g_assert_error (error, CARC_ERROR, CARC_ERROR_PARSE);
  g_clear_error (&error);

  g_unlink (sparse);
  g_unlink (small);
}

static void
test_other_refusals (void)
{
  const struct {
    const char *text;
    const char *message;
  } cases[] = {
    { "", "the file is empty" },
    { "{\"a\": \"\xff\"}", "the file is not UTF-8 text" },
    { "{\"a\": [1, 2}", "malformed JSON: “}” on line 1 does not close “[”" },
    { "{\"a\": 1}}", "malformed JSON: “}” on line 1 closes nothing" },
    { "{\"a\":\n [1, 2", "malformed JSON: the text ends before all its arrays and objects are closed" },
    { "{\"a\":\n \"open", "malformed JSON: a string from line 2 is never closed" },
    { "{\"a\": tru}", "malformed JSON: line 1, column 9: unexpected identifier `tru', expected value" },
    { " \n\t ", "the file holds nothing but white space" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_assert_null (carc_json_parse (cases[i].text, strlen (cases[i].text), &error));
      g_assert_error (error, CARC_ERROR, CARC_ERROR_PARSE);
      assert_message (error, cases[i].message);
    }
}

static char *
span (const char *text,
      gsize       start,
      gsize       length)
{
  return g_strndup (text + start, length);
}

static void
test_spans (void)
{
  const char *text = "{\"a\": [1, {\"b\": \"],\"}], \"games\" : [ {\"x\": \"[,]\"} , 2 ,\"s\\\"]\" ] , "
                     "\"z\": {\"games\": 0}}";
  const char *escaped = "{\"g\\u0061mes\": [1], \"other\": 2, \"games\": [3, 4]}";
  CarcJsonArrayIter iter;
  const char *element;
  gsize start, length;
  g_autofree char *games = NULL;
  g_autofree char *last = NULL;
  g_autofree char *z = NULL;

  g_assert_true (carc_json_check (text, strlen (text), 100, NULL, NULL));
  g_assert_true (carc_json_find_member (text, strlen (text), "games", &start, &length));
  games = span (text, start, length);
  g_assert_cmpstr (games, ==, "[ {\"x\": \"[,]\"} , 2 ,\"s\\\"]\" ]");
  g_assert_true (carc_json_find_member (text, strlen (text), "z", &start, &length));
  z = span (text, start, length);
  g_assert_cmpstr (z, ==, "{\"games\": 0}");
  g_assert_false (carc_json_find_member (text, strlen (text), "b", &start, &length));
  g_assert_false (carc_json_find_member ("[1]", 3, "games", &start, &length));

  carc_json_array_iter_init (&iter, games, strlen (games));
  g_assert_true (carc_json_array_iter_next (&iter, &element, &length));
  g_assert_cmpmem (element, length, "{\"x\": \"[,]\"}", 12);
  g_assert_true (carc_json_array_iter_next (&iter, &element, &length));
  g_assert_cmpmem (element, length, "2", 1);
  g_assert_true (carc_json_array_iter_next (&iter, &element, &length));
  g_assert_cmpmem (element, length, "\"s\\\"]\"", 6);
  g_assert_false (carc_json_array_iter_next (&iter, &element, &length));
  g_assert_false (carc_json_array_iter_next (&iter, &element, &length));

  carc_json_array_iter_init (&iter, " [ ] ", 5);
  g_assert_false (carc_json_array_iter_next (&iter, &element, &length));

  /* as json-glib reads it: escapes decoded, the last of two members wins */
  g_assert_true (carc_json_find_member (escaped, strlen (escaped), "games", &start, &length));
  last = span (escaped, start, length);
  g_assert_cmpstr (last, ==, "[3, 4]");
}

/* A file name or any user text shown on one line: every control character
 * escaped, the rest (accents, quotes, backslashes) as it is. */
static void
test_escape_controls (void)
{
  static const struct { const char *in, *out; } cases[] = {
    { "games.json", "games.json" },
    { "bad\nname.json", "bad\\nname.json" },
    { "a\tb\r", "a\\tb\\r" },
    { "\x1b[31mred\x7f", "\\x1B[31mred\\x7F" },
    { "\x01\x1f", "\\x01\\x1F" },
    { "C1 \xc2\x85 and LS \xe2\x80\xa8", "C1 \\u0085 and LS \\u2028" },
    { "Šárka’s \\ box", "Šárka’s \\ box" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = carc_text_escape_controls (cases[i].in);
      g_autofree char *path = carc_display_path (cases[i].in);

      g_assert_cmpstr (text, ==, cases[i].out);
      g_assert_cmpstr (path, ==, cases[i].out);
    }
  {
    /* not UTF-8: shown, still on one line */
    g_autofree char *path = carc_display_path ("bad\xff\nname");
    g_autofree char *base = carc_display_basename ("/tmp/dir\nx/bad\nname.json");

    g_assert_null (strchr (path, '\n'));
    g_assert_true (g_utf8_validate (path, -1, NULL));
    g_assert_cmpstr (base, ==, "bad\\nname.json");
  }
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tmpdir = g_dir_make_tmp ("carc-json-XXXXXX", NULL);
  g_test_add_func ("/json/depth", test_depth);
  g_test_add_func ("/json/values-and-size", test_values_and_size);
  g_test_add_func ("/json/numbers", test_numbers);
  g_test_add_func ("/json/events-limit", test_events_limit);
  g_test_add_func ("/json/files", test_files);
  g_test_add_func ("/json/other-refusals", test_other_refusals);
  g_test_add_func ("/json/spans", test_spans);
  g_test_add_func ("/json/escape-controls", test_escape_controls);
  status = g_test_run ();
  g_rmdir (tmpdir);
  return status;
}
