/* bench-engine.c: the rules engine's metrics
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-bench.h"

#include "bench-util.h"
#include "carc-profile.h"
#include "carc-random.h"

static const char *base_sets[] = { "base", NULL };
static const char *hg_sets[] = { "hunters-and-gatherers", NULL };

/* Complete random legal games, 4 players, one thread: games per second.
 * Only games that reached their end count; the time of any that stopped
 * early (a decision the random player cannot take) is still spent. */
static void
random_games (const CarcBenchOptions *options,
              const char * const     *sets,
              const char             *name)
{
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (2026);
  double start = carc_bench_now (), elapsed;
  guint games = 0, unfinished = 0;

  do
    {
      for (guint i = 0; i < 50; i++)
        {
          CarcGame *game = carc_bench_new_game (sets, 4);
          if (carc_random_play (player, game, NULL, NULL, NULL) < 0)
            g_error ("a random game failed");
          if (carc_state_get_phase (carc_game_get_state (game)) == CARC_PHASE_OVER)
            games++;
          else
            unfinished++;
          carc_game_free (game);
        }
      elapsed = carc_bench_now () - start;
    }
  while (elapsed < options->seconds);
  if (unfinished > 0)
    g_printerr ("%s: %u of %u games did not reach their end and are not counted\n",
                name, unfinished, games + unfinished);
  carc_bench_report (name, games / elapsed, "games/s");
}

static void
bench_random_game_base (const CarcBenchOptions *options)
{
  random_games (options, base_sets, "random_game_base");
}

static void
bench_random_game_bigbox (const CarcBenchOptions *options)
{
  random_games (options, carc_bench_bigbox_sets, "random_game_bigbox");
}

/* The big box with the Wheel of Fortune as an expansion: the board as the
 * start, the pig, the actions, Plague's decisions and the crowns. */
static void
bench_random_game_wheel (const CarcBenchOptions *options)
{
  static const char * const sets[] = {
    "base", "inns-and-cathedrals", "traders-and-builders", "hills-and-sheep", "river",
    "wheel-of-fortune", NULL,
  };
  random_games (options, sets, "random_game_wheel");
}

/* The big box with Towers & Thieves: thieves, thefts, tower tiles, guards
 * and the grow choices. */
static void
bench_random_game_towers (const CarcBenchOptions *options)
{
  static const char * const sets[] = {
    "base", "inns-and-cathedrals", "traders-and-builders", "hills-and-sheep", "river",
    "towers-and-thieves", NULL,
  };
  random_games (options, sets, "random_game_towers");
}

/* Hunters & Gatherers, 4 players: 78 regular tiles and the menhir tiles
 * of the bonus turns, water systems, the end scoring of huts and hunters */
static void
bench_random_game_hg (const CarcBenchOptions *options)
{
  random_games (options, hg_sets, "random_game_hg");
}

/* All legal spots and rotations of a tile on a 150-tile board. */
static void
bench_placements_us (const CarcBenchOptions *options)
{
  CarcGame *game = carc_bench_board_of (150);
  const CarcState *state = carc_game_get_state (game);
  g_autoptr(GArray) out = g_array_sized_new (FALSE, FALSE, sizeof (CarcPlacement), 256);
  double start = carc_bench_now (), elapsed;
  guint64 calls = 0;
  guint found = 0;

  do
    {
      for (guint i = 0; i < carc_state_get_n_supply_types (state); i++)
        {
          g_array_set_size (out, 0);
          carc_state_list_placements (state, carc_state_get_supply_types (state)[i], out);
          found += out->len;
          calls++;
        }
      elapsed = carc_bench_now () - start;
    }
  while (elapsed < options->seconds / 2);
  if (found == 0)
    g_error ("no placement found on the benchmark board");
  carc_bench_report ("placements_us", elapsed * 1e6 / (double) calls, "us");
  carc_game_free (game);
}

/* Place one tile (merge, score) on a 150-tile board: each tile of a
 * recorded game applied onto a copy of the 150-tile state. */
static void
bench_place_tile_us (const CarcBenchOptions *options)
{
  CarcGame *game = carc_bench_board_of (150);
  const CarcState *board = carc_game_get_state (game);
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (7);
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (CarcEvent));
  double spent = 0, start = carc_bench_now ();
  guint64 placed = 0;

  /* legal next moves from this board: a tile and its figure/pass */
  for (guint i = 0; i < 64; i++)
    {
      CarcState *copy = carc_state_copy (board);
      CarcEvent tile, figure;
      if (!carc_random_player_next (player, copy, &tile) || tile.type != CARC_EVENT_TILE
          || !carc_state_apply (copy, &tile, 0, NULL)
          || !carc_random_player_next (player, copy, &figure))
        {
          carc_state_free (copy);
          continue;
        }
      g_array_append_val (moves, tile);
      g_array_append_val (moves, figure);
      carc_state_free (copy);
    }
  g_assert (moves->len > 0);

  do
    {
      for (guint i = 0; i + 1 < moves->len; i += 2)
        {
          CarcState *copy = carc_state_copy (board);
          double t0 = carc_bench_now ();
          gboolean ok = carc_state_apply (copy, &g_array_index (moves, CarcEvent, i), 0, NULL)
                        && (g_array_index (moves, CarcEvent, i + 1).type == CARC_EVENT_PASS
                            || g_array_index (moves, CarcEvent, i + 1).type == CARC_EVENT_FIGURE)
                        && carc_state_apply (copy, &g_array_index (moves, CarcEvent, i + 1), 1, NULL);
          spent += carc_bench_now () - t0;
          if (!ok)
            g_error ("a recorded move failed");
          carc_state_free (copy);
          placed++;
        }
    }
  while (carc_bench_now () - start < options->seconds / 2);
  carc_bench_report ("place_tile_us", spent * 1e6 / (double) placed, "us");
  carc_game_free (game);
}

/* Memory of a finished 72-tile base game: state plus log. */
static void
bench_game_state_kib (const CarcBenchOptions *options)
{
  CarcGame *game = carc_bench_new_game (base_sets, 4);
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (72);

  carc_random_play (player, game, NULL, NULL, NULL);
  carc_bench_report ("game_state_kib", carc_game_memory_size (game) / 1024.0, "KiB");
  carc_game_free (game);
}

/* Setting up a big-box game from a box profile: counts, the River's
 * printed sheep and vineyards, three tiles of its own (the catalogue
 * derived for the box, carc_game_new()); what Start and every record,
 * stored game or replay of such a game pay once. */
static void
bench_box_game_new_us (const CarcBenchOptions *options)
{
  static const char * const forms[] = {
    "{\"id\": \"cap\", \"edges\": [\"city\", \"field\", \"field\", \"field\"], \"on\": {\"N\": {\"pennants\": 1}}}",
    "{\"id\": \"bend\", \"edges\": [\"field\", \"road\", \"road\", \"field\"], \"joins\": [[\"E\", \"S\"]]}",
    "{\"id\": \"abbey\", \"edges\": [\"city\", \"road\", \"field\", \"road\"], \"joins\": [[\"E\", \"W\"]], \"monastery\": true}",
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcProfile) profile = carc_profile_new ("Bench box");
  CarcCatalogue *catalogue = carc_catalogue_get_default (NULL);
  double start = carc_bench_now (), elapsed;
  guint64 games = 0;

  for (guint i = 0; i < carc_catalogue_get_n_types (catalogue); i++)
    if (i % 5 == 0)
      carc_profile_set_tile_count (profile, carc_catalogue_get_type (catalogue, i),
                                   carc_catalogue_get_type (catalogue, i)->count + 1);
  carc_profile_set_member (profile, "RI.1/IFI", 0, "sheep", 2, FALSE);
  carc_profile_set_member (profile, "RI.1/CICI", -1, "vineyard", 1, FALSE);
  for (guint i = 0; i < G_N_ELEMENTS (forms); i++)
    {
      g_autoptr(JsonParser) parser = json_parser_new ();
      json_parser_load_from_data (parser, forms[i], -1, NULL);
      json_array_add_object_element (profile->custom_tiles, json_node_dup_object (json_parser_get_root (parser)));
    }

  do
    {
      for (guint i = 0; i < 20; i++)
        {
          CarcSetup *setup = carc_setup_new ();
          CarcGame *game;
          for (guint k = 0; carc_bench_bigbox_sets[k]; k++)
            carc_setup_add_set (setup, catalogue, carc_bench_bigbox_sets[k], NULL);
          carc_setup_add_player (setup, "Anna", NULL);
          carc_setup_add_player (setup, "Ben", NULL);
          if (!carc_profile_apply (profile, catalogue, setup, &error)
              || (game = carc_game_new (catalogue, setup, &error)) == NULL)
            g_error ("a box game could not be set up: %s", error->message);
          carc_game_free (game);
          games++;
        }
      elapsed = carc_bench_now () - start;
    }
  while (elapsed < options->seconds / 2);
  carc_bench_report ("box_game_new_us", elapsed * 1e6 / (double) games, "us");
}

const CarcBenchMetric carc_bench_engine_metrics[] = {
  { "box_game_new_us", bench_box_game_new_us },
  { "random_game_base", bench_random_game_base },
  { "random_game_bigbox", bench_random_game_bigbox },
  { "random_game_wheel", bench_random_game_wheel },
  { "random_game_towers", bench_random_game_towers },
  { "random_game_hg", bench_random_game_hg },
  { "placements_us", bench_placements_us },
  { "place_tile_us", bench_place_tile_us },
  { "game_state_kib", bench_game_state_kib },
  { NULL, NULL },
};
