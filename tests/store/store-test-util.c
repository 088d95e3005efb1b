/* store-test-util.c: helpers shared by the store's tests
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "store-test-util.h"

#include <glib/gstdio.h>
#include <string.h>

#include "carc-test-util.h"

char *
store_test_make_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("carc-store-XXXXXX", &error);

  g_assert_no_error (error);
  /* other users (the read-only test drops to "nobody") must reach it */
  g_assert_cmpint (g_chmod (dir, 0755), ==, 0);
  return dir;
}

void
store_test_remove_dir (const char *dir)
{
  g_autoptr(GDir) d = NULL;
  const char *name;

  if (dir == NULL)
    return;
  g_chmod (dir, 0755);
  d = g_dir_open (dir, 0, NULL);
  if (d == NULL)
    return;
  while ((name = g_dir_read_name (d)))
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
        store_test_remove_dir (path);
      else
        g_unlink (path);
    }
  g_rmdir (dir);
}

CarcGame *
store_test_game_new (const char *sets,
                     const char *names,
                     gint64      created)
{
  g_autoptr(GError) error = NULL;
  CarcCatalogue *catalogue = carc_catalogue_get_default (&error);
  CarcSetup *setup = carc_setup_new ();
  g_auto(GStrv) set_ids = g_strsplit (sets, ",", -1);
  g_auto(GStrv) players = g_strsplit (names, ",", -1);
  CarcGame *game;

  g_assert_no_error (error);
  for (guint i = 0; set_ids[i]; i++)
    {
      carc_setup_add_set (setup, catalogue, g_strstrip (set_ids[i]), &error);
      g_assert_no_error (error);
    }
  for (guint i = 0; players[i]; i++)
    carc_setup_add_player (setup, g_strstrip (players[i]), NULL);
  game = carc_game_new (catalogue, setup, &error);
  g_assert_no_error (error);
  if (created)
    carc_game_set_created (game, created);
  return game;
}

/* The statistics and the CLI tests assert these numbers. */
static const struct {
  const char *id;
  const char *sets;
  const char *names;
  gint64      created;
  const char *script;
} known_games[] = {
  /* K1: Alice closes a 2-tile city (4), Bob's farmer gets 3 at the end */
  { "K1", "base", "Alice,Bob", MARCH_1,
    "BA/C 0,-1 180; follower S; BA/RFr 1,0 0; follower NL NR; end" },
  /* K2: tied farmers, 3 each: a shared win */
  { "K2", "base", "Alice,Bob", MARCH_1 + 7 * DAY,
    "BA/C 0,-1 180; follower NL NR; BA/RFr 1,0 0; follower NL NR; BA/L 1,-1 0; -;"
    "BA/RFr -1,0 0; follower SL SR; end" },
  /* K3 (with Inns & Cathedrals): road 3 (Alice), monastery 5 (Bob), city 3 (Carol) at the end */
  { "K3", "base,inns-and-cathedrals", "Alice,Bob,Carol", MARCH_1 + 14 * DAY,
    "BA/RFr 1,0 0; follower E; BA/L 0,1 0; follower I; BA/CFc+ 0,-1 90; follower N;"
    "BA/RFr -1,0 0; -; BA/L -1,1 0; -; end" },
  /* K4: Bob closes a road of four (4), Alice 0 */
  { "K4", "base", "Bob,Alice", MARCH_1 + 32 * DAY,
    "BA/RFr 1,0 0; follower W; BA/RRR 2,0 0; -; BA/RRR -1,0 0; -; end" },
};

CarcGame *
store_test_known_game (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (known_games); i++)
    if (strcmp (known_games[i].id, id) == 0)
      {
        CarcGame *game = store_test_game_new (known_games[i].sets, known_games[i].names,
                                              known_games[i].created);

        carc_game_set_id (game, id);
        test_play (game, known_games[i].script);
        return game;
      }
  g_error ("no known game %s", id);
}

gboolean
store_test_random_step (CarcRandomPlayer *player,
                        CarcGame         *game,
                        gint64            time)
{
  g_autoptr(GError) error = NULL;
  CarcEvent event;

  if (carc_state_get_phase (carc_game_get_state (game)) == CARC_PHASE_OVER
      || !carc_random_player_next (player, carc_game_get_state (game), &event))
    return FALSE;
  event.time = time;
  carc_game_append (game, &event, &error);
  g_assert_no_error (error);
  return TRUE;
}

CarcGame *
store_test_with_times (const CarcGame *game,
                       gint64          first,
                       gint64          step)
{
  g_autoptr(GError) error = NULL;
  CarcGame *copy = carc_game_new (carc_game_get_catalogue (game),
                                  carc_setup_copy (carc_game_get_setup (game)), &error);

  g_assert_no_error (error);
  carc_game_set_id (copy, carc_game_get_id (game));
  carc_game_set_created (copy, carc_game_get_created (game));
  for (guint i = 0; i < carc_game_get_n_events (game); i++)
    {
      CarcEvent event = *carc_game_get_event (game, i);
      event.time = first + (gint64) i * step;
      carc_game_append (copy, &event, &error);
      g_assert_no_error (error);
    }
  return copy;
}

void
store_test_assert_same_game (const CarcGame *a,
                             const CarcGame *b)
{
  g_autofree char *ra = carc_record_to_json (a);
  g_autofree char *rb = carc_record_to_json (b);
  const CarcState *sa = carc_game_get_state (a);
  const CarcState *sb = carc_game_get_state (b);

  g_assert_cmpstr (ra, ==, rb);
  g_assert_cmpuint (carc_state_get_n_players (sa), ==, carc_state_get_n_players (sb));
  for (guint p = 0; p < carc_state_get_n_players (sa); p++)
    g_assert_cmpint (carc_state_get_players (sa)[p].score, ==, carc_state_get_players (sb)[p].score);
  g_assert_cmpuint (carc_state_get_n_scorings (sa), ==, carc_state_get_n_scorings (sb));
  g_assert_cmpint (carc_state_get_phase (sa), ==, carc_state_get_phase (sb));
}

char *
store_test_file_hash (const char *path)
{
  g_autofree char *data = NULL;
  gsize length;

  if (!g_file_get_contents (path, &data, &length, NULL))
    return g_strdup ("");
  return g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) data, length);
}
