/* test-mutated-input.c: malformed and mutated game files never crash
 *
 * Valid records and saves are mutated at random (bytes flipped, cut short,
 * tokens swapped, numbers changed); each mutant either loads or is refused
 * with an error — under the sanitizers in CI, any memory error fails too.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-test-util.h"
#include "carc-rng.h"

#include <string.h>

static const char * const tokens[] = {
  "null", "true", "false", "0", "-1", "65536", "1e309", "\"\"", "\"BA/C\"", "[]", "{}",
  "\"R90\"", "\"NL.NR\"", "\"follower\"", "[0,0]", "999999999999999999999", "\"\\u0000\"",
};

static char *
mutate (const char *text,
        gsize       length,
        CarcRng    *rng)
{
  GString *s = g_string_new_len (text, (gssize) length);
  guint edits = 1 + carc_rng_below (rng, 4);

  for (guint e = 0; e < edits && s->len > 0; e++)
    {
      guint at = carc_rng_below (rng, (guint) s->len);
      switch (carc_rng_below (rng, 6))
        {
        case 0:   /* flip a byte */
          s->str[at] = (char) (s->str[at] ^ (1 << carc_rng_below (rng, 8)));
          break;
        case 1:   /* cut short */
          g_string_truncate (s, at);
          break;
        case 2:   /* drop a span */
          {
            gsize span = 1 + carc_rng_below (rng, 40);
            g_string_erase (s, at, (gssize) MIN (s->len - at, span));
          }
          break;
        case 3:   /* insert a JSON token */
          g_string_insert (s, at, tokens[carc_rng_below (rng, G_N_ELEMENTS (tokens))]);
          break;
        case 4:   /* change a digit */
          for (guint i = at; i < s->len; i++)
            if (g_ascii_isdigit (s->str[i]))
              {
                s->str[i] = (char) ('0' + carc_rng_below (rng, 10));
                break;
              }
          break;
        default:  /* replace a value after a colon */
          for (guint i = at; i < s->len; i++)
            if (s->str[i] == ':')
              {
                guint end = i + 1;
                while (end < s->len && s->str[end] != ',' && s->str[end] != '}' && s->str[end] != ']')
                  end++;
                g_string_erase (s, i + 1, end - (i + 1));
                g_string_insert (s, i + 1, tokens[carc_rng_below (rng, G_N_ELEMENTS (tokens))]);
                break;
              }
          break;
        }
    }
  return g_string_free (s, FALSE);
}

static void
fuzz_file (const char *path,
           guint       rounds,
           guint64     seed)
{
  g_autofree char *text = NULL;
  gsize length;
  CarcRng rng;
  guint loaded = 0, refused = 0;

  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  carc_rng_init (&rng, seed);
  for (guint i = 0; i < rounds; i++)
    {
      g_autofree char *mutant = mutate (text, length, &rng);
      g_autoptr(GError) error = NULL;
      CarcGame *game = carc_game_load_data (test_catalogue (), mutant, -1, &error);

      if (game)
        {
          /* whatever loaded is a consistent game: writing it reads back */
          g_autofree char *json = carc_record_to_json (game);
          g_autoptr(GError) again_error = NULL;
          CarcGame *again = carc_record_from_json (test_catalogue (), json, -1, &again_error);
          if (again == NULL)
            g_error ("a loaded game does not read back: %s", again_error->message);
          carc_game_free (again);
          carc_game_free (game);
          loaded++;
        }
      else
        {
          g_assert_nonnull (error);
          g_assert_cmpstr (error->message, !=, "");
          refused++;
        }
    }
  g_test_message ("%s: %u loaded, %u refused", path, loaded, refused);
  g_assert_cmpuint (refused, >, 0);
}

static void
test_mutated_record (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "big-box-game.json", NULL);
  fuzz_file (path, 1500, 1);
}

/* The Wheel of Fortune's events (wheel, plague, crown) and rules. */
static void
test_mutated_wheel_record (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "wheel-game.json", NULL);
  fuzz_file (path, 800, 4);
}

/* Towers & Thieves: thieves with their tile and value, guards, grow choices */
static void
test_mutated_towers_record (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "towers-and-thieves-game.json", NULL);
  fuzz_file (path, 1000, 4);
}

static void
test_mutated_jcz (void)
{
  const char *shared = test_shared_dir ();
  g_autofree char *path = NULL;

  if (shared == NULL)
    {
      g_test_skip ("../shared is absent: no JCloisterZone saves to mutate");
      return;
    }
  path = g_build_filename (shared, "reference", "jcz", "engine-tests", "jcz5-client",
                           "hills-and-sheep", "flock-scoring.jcz", NULL);
  fuzz_file (path, 1500, 2);
  g_free (path);
  path = g_build_filename (shared, "reference", "jcz", "engine-tests", "jcz5-client",
                           "traders-and-builders", "cloth-scoring-tie.jcz", NULL);
  fuzz_file (path, 1000, 3);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/mutated/record", test_mutated_record);
  g_test_add_func ("/mutated/wheel-record", test_mutated_wheel_record);
  g_test_add_func ("/mutated/towers-record", test_mutated_towers_record);
  g_test_add_func ("/mutated/jcz", test_mutated_jcz);
  return g_test_run ();
}
