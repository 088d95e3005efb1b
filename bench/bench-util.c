/* bench-util.c: the games and boards the metrics share
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bench-util.h"

#include <stdio.h>

#ifdef CARC_BENCH_GUI
#include <adwaita.h>
#endif

#include "carc-random.h"

const char * const carc_bench_bigbox_sets[] = {
  "base", "inns-and-cathedrals", "traders-and-builders", "hills-and-sheep", "river", NULL
};

CarcSetup *
carc_bench_setup_new (const char * const *sets,
                      gboolean            double_tiles)
{
  g_autoptr(GError) error = NULL;
  CarcCatalogue *catalogue = carc_catalogue_get_default (&error);
  CarcSetup *setup = carc_setup_new ();

  g_assert_no_error (error);
  for (guint i = 0; sets[i]; i++)
    carc_setup_add_set (setup, catalogue, sets[i], NULL);
  if (double_tiles)
    for (guint t = 0; t < carc_catalogue_get_n_types (catalogue); t++)
      {
        const CarcTileType *type = carc_catalogue_get_type (catalogue, t);
        if (type->stack == CARC_STACK_NORMAL)
          g_hash_table_insert (setup->inventory, g_strdup (type->id), GUINT_TO_POINTER (2 * type->count));
      }
  return setup;
}

CarcGame *
carc_bench_game_new (CarcSetup *setup)
{
  g_autoptr(GError) error = NULL;
  CarcGame *game = carc_game_new (carc_catalogue_get_default (NULL), setup, &error);

  g_assert_no_error (error);
  return game;
}

/* Players called P1, P2… */
static void
add_players (CarcSetup *setup,
             guint      n_players)
{
  for (guint p = 0; p < n_players; p++)
    {
      char name[8];
      g_snprintf (name, sizeof name, "P%u", p + 1);
      carc_setup_add_player (setup, name, NULL);
    }
}

CarcGame *
carc_bench_new_game (const char * const *sets,
                     guint               n_players)
{
  CarcSetup *setup = carc_bench_setup_new (sets, FALSE);

  add_players (setup, n_players);
  return carc_bench_game_new (setup);
}

CarcGame *
carc_bench_board_of (guint n_tiles)
{
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (150);
  CarcSetup *setup = carc_bench_setup_new (carc_bench_bigbox_sets, TRUE);
  CarcGame *game;
  CarcEvent event;

  add_players (setup, 4);
  game = carc_bench_game_new (setup);

  while (carc_state_get_n_tiles (carc_game_get_state (game)) < n_tiles
         && carc_random_player_next (player, carc_game_get_state (game), &event))
    if (!carc_game_append (game, &event, NULL))
      g_error ("a random move failed");
  /* finish the placement in progress so the board waits for a tile */
  while (carc_state_get_phase (carc_game_get_state (game)) != CARC_PHASE_TILE
         && carc_random_player_next (player, carc_game_get_state (game), &event))
    carc_game_append (game, &event, NULL);
  if (carc_state_get_n_tiles (carc_game_get_state (game)) < n_tiles)
    g_error ("the benchmark board has %u tiles, not %u", carc_state_get_n_tiles (carc_game_get_state (game)), n_tiles);
  return game;
}

#ifdef CARC_BENCH_GUI
gboolean
carc_bench_init_display (const char *metric)
{
  static int ok = -1;

  if (ok < 0)
    {
      ok = (g_getenv ("DISPLAY") != NULL || g_getenv ("WAYLAND_DISPLAY") != NULL) && gtk_init_check ();
      if (ok)
        adw_init ();
    }
  if (!ok)
    fprintf (stderr, "%s: skipped: no display (run under xvfb-run)\n", metric);
  return ok;
}
#endif
