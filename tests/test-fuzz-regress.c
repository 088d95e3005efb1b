/* test-fuzz-regress.c: what the fuzz targets found, as plain tests
 *
 * Each case is the smallest form of an input that once failed a fuzz
 * target (the raw input is kept in fuzz/regress/TARGET/ as a seed).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-test-util.h"

/* fuzz-engine: a follower "at" no location at all (location bits 0) was
 * accepted on a tile with a single feature (the four-sided city), because
 * an empty set of places is contained in every feature. The record then
 * wrote "at": "", which no reader accepts, so the saved game did not load. */
static void
test_figure_without_location (void)
{
  g_autoptr(GError) error = NULL;
  CarcGame *game = test_game_play ("base", 2, 0, 0, "BA/Cccc+ 0,-1 0");
  CarcEvent figure = carc_event_figure (CARC_FIGURE_FOLLOWER, 0);
  g_autofree char *before = carc_record_to_json (game);
  g_autofree char *after = NULL;
  CarcGame *copy;

  g_assert_false (carc_game_append (game, &figure, &error));
  g_assert_error (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE);
  after = carc_record_to_json (game);
  g_assert_cmpstr (before, ==, after);

  /* the same tile with its one feature named is fine, and its record loads */
  g_clear_error (&error);
  test_play (game, "follower N");
  after = (g_free (after), carc_record_to_json (game));
  copy = carc_record_from_json (test_catalogue (), after, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (carc_game_get_n_events (copy), ==, carc_game_get_n_events (game));
  carc_game_free (copy);
  carc_game_free (game);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/fuzz-regress/figure-without-location", test_figure_without_location);
  return g_test_run ();
}
