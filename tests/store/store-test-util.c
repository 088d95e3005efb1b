/* store-test-util.c: helpers shared by the store's tests
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "store-test-util.h"

#include <glib/gstdio.h>
#include <string.h>

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

gboolean
store_test_random_step (CarcRandomPlayer *player,
                        CarcGame         *game,
                        gint64            time)
{
  g_autoptr(GError) error = NULL;
  CarcEvent event;

  if (carc_game_get_state (game)->phase == CARC_PHASE_OVER
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
  g_assert_cmpuint (sa->n_players, ==, sb->n_players);
  for (guint p = 0; p < sa->n_players; p++)
    g_assert_cmpint (sa->players[p].score, ==, sb->players[p].score);
  g_assert_cmpuint (sa->n_scorings, ==, sb->n_scorings);
  g_assert_cmpint (sa->phase, ==, sb->phase);
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
