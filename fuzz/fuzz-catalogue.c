/* fuzz-catalogue.c: the tile catalogue loader
 *
 * A set file that loads must be playable: a random game of it (a few
 * hundred events at most) must run without an engine error, because a
 * catalogue the loader accepts is one the rules promise to handle.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "fuzz-common.h"

#include "carc-random.h"
#include "carc-setup.h"

#define MAX_EVENTS 400

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  fuzz_init ();
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(CarcCatalogue) catalogue = carc_catalogue_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcRandomPlayer) player = NULL;
  CarcSetup *setup;
  CarcGame *game;
  gboolean ok;

  ok = carc_catalogue_load_data (catalogue, "fuzz.json", (const char *) data, size, &error);
  FUZZ_CHECK (ok == (error == NULL), "a result and an error must not come together");
  if (!ok || carc_catalogue_get_n_sets (catalogue) == 0)
    return 0;

  setup = carc_setup_new ();
  if (!carc_setup_add_set (setup, catalogue, carc_catalogue_get_set (catalogue, 0)->id, &error))
    {
      carc_setup_free (setup);
      return 0;
    }
  carc_setup_add_player (setup, "A", NULL);
  carc_setup_add_player (setup, "B", NULL);
  game = carc_game_new (catalogue, setup, &error);
  if (game == NULL)
    return 0;
  player = carc_random_player_new (size);
  for (guint n = 0; n < MAX_EVENTS; n++)
    {
      CarcEvent event;

      if (!carc_random_player_next (player, carc_game_get_state (game), &event))
        break;
      FUZZ_CHECK (carc_game_append (game, &event, &error),
                  "a random legal event was refused: %s", error->message);
    }
  carc_game_free (game);
  return 0;
}
