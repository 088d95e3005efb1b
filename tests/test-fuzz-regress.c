/* test-fuzz-regress.c: what the fuzz targets found, as plain tests
 *
 * Each case is the smallest form of an input that once failed a fuzz
 * target (the raw input is kept in fuzz/regress/TARGET/ as a seed).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-test-util.h"
#include "carc-jcz.h"

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

/* fuzz-jcz: a save "created" in the year 1010 has a negative start time;
 * the check that a move's clock fits after it subtracted that from
 * G_MAXINT64 and overflowed (UBSan: signed integer overflow). The moves now
 * import without a time, as for any clock that cannot be one. */
static void
test_jcz_created_before_1970 (void)
{
  static const char save[] =
    "{\"appVersion\": \"5.7.3\", \"initialRandom\": 0.5, \"created\": \"1010-08-22T19:59:10.006Z\","
    " \"setup\": {\"sets\": {\"basic:1\": 1}, \"elements\": {\"small-follower\": 7, \"farmers\": true},"
    " \"rules\": {}, \"start\": [{\"tile\": \"BA/RCr\", \"x\": 0, \"y\": 0, \"rotation\": 0}]},"
    " \"players\": [{\"name\": \"Alice\", \"slot\": 0}, {\"name\": \"Bob\", \"slot\": 1}],"
    " \"replay\": [{\"type\": \"PLACE_TILE\", \"player\": 0, \"clock\": 1699, \"payload\":"
    " {\"tileId\": \"BA/C\", \"rotation\": \"R180\", \"position\": [0, -1]}}]}";
  g_autoptr(GError) error = NULL;
  CarcGame *game = carc_jcz_import (test_catalogue (), save, -1, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  g_assert_cmpuint (carc_game_get_n_events (game), >=, 1);
  g_assert_cmpint (carc_game_get_event (game, 0)->time, ==, 0);
  carc_game_free (game);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/fuzz-regress/figure-without-location", test_figure_without_location);
  g_test_add_func ("/fuzz-regress/jcz-created-before-1970", test_jcz_created_before_1970);
  return g_test_run ();
}
