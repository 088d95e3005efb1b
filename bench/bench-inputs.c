/* bench-inputs.c: inputs per turn, through the real window
 *
 *   inputs_per_turn_mouse  whole games entered through the real window by
 *                          a mouse-only player: the median of the clicks
 *                          and wheel notches a turn takes, from its first
 *                          input to the next turn's first; the maximum is
 *                          reported beside (inputs_per_turn_mouse_max)
 *   inputs_per_turn_keys   the same by a keyboard-only player: key presses
 *                          (the search text typed is counted apart:
 *                          typed_per_turn_keys, its median in characters;
 *                          inputs_per_turn_keys_max)
 *
 * The games: the big-box game of tests/data/big-box-game.json (134 tiles
 * with the River, builders, sheep and hills), and a whole Wheel of Fortune
 * game and a whole Hunters & Gatherers game played by the engine's random
 * player (fixed seeds, so every run enters the same games). Each is set up
 * in the games database with carcassonne-cli and entered turn by turn by
 * bench/bench-inputs.py, which drives the app the README's way (meson
 * devenv) with real X input (xdotool, tests/e2e/carc_e2e.py) and decides
 * each input from what the screen shows (the app's probe). At the end it
 * checks that the database's game scores as the record does.
 *
 * It needs python3, xdotool and xwd, and an X display (or Xvfb, which
 * it then starts with xvfb-run); without them both metrics are skipped
 * with a message on stderr. CARC_BENCH_INPUTS_BUILD=DIR enters the games
 * with the app of another build (the figures before a change),
 * CARC_BENCH_INPUTS_TURNS=N only the first N turns of each game, and
 * CARC_BENCH_INPUTS_SHOTS=DIR keeps a screenshot of every turn there.
 * Counting inputs is no timing: there is no --seconds to it. Both take
 * many minutes, so they run only when named:
 *
 *   carcassonne-bench inputs_per_turn_mouse inputs_per_turn_keys
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "carc-bench.h"

#include "bench-util.h"
#include "carc-random.h"
#include "carc-record.h"

/* A whole random game of @sets (two players), written to @dir/@name.json. */
static char *
write_random_game (const char         *dir,
                   const char         *name,
                   const char * const *sets,
                   guint64             seed)
{
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (seed);
  g_autoptr(GError) error = NULL;
  CarcGame *game = carc_bench_new_game (sets, 2);
  g_autofree char *json = NULL;
  g_autofree char *file = g_strconcat (name, ".json", NULL);
  char *path = g_build_filename (dir, file, NULL);

  if (carc_random_play (player, game, NULL, NULL, &error) < 0)
    g_error ("the random %s game failed: %s", name, error->message);
  json = carc_record_to_json (game);
  if (!g_file_set_contents (path, json, -1, &error))
    g_error ("%s: %s", path, error->message);
  carc_game_free (game);
  return path;
}

/* What is missing to drive a real window, or NULL. */
static const char *
missing_tool (gboolean *use_xvfb)
{
  static const char * const tools[] = { "python3", "xdotool", "xwd" };

  for (guint i = 0; i < G_N_ELEMENTS (tools); i++)
    {
      g_autofree char *path = g_find_program_in_path (tools[i]);
      if (path == NULL)
        return tools[i];
    }
  *use_xvfb = g_getenv ("DISPLAY") == NULL || g_getenv ("DISPLAY")[0] == '\0';
  if (*use_xvfb)
    {
      g_autofree char *xvfb = g_find_program_in_path ("xvfb-run");
      g_autofree char *server = g_find_program_in_path ("Xvfb");
      if (xvfb == NULL || server == NULL)
        return "an X display ($DISPLAY) or Xvfb (xvfb-run)";
    }
  return NULL;
}

static void
run_strategy (const char *strategy)
{
  g_autofree char *metric = g_strconcat ("inputs_per_turn_", strategy, NULL);
  g_autofree char *metric_max = g_strconcat (metric, "_max", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(JsonParser) parser = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *summary = NULL;
  g_autofree char *summary_text = NULL;
  const char *build = g_getenv ("CARC_BENCH_INPUTS_BUILD");
  const char *turns = g_getenv ("CARC_BENCH_INPUTS_TURNS");
  const char *shots = g_getenv ("CARC_BENCH_INPUTS_SHOTS");
  const char *missing;
  gboolean use_xvfb = FALSE;
  int status = 0;
  JsonObject *result;
  static const char * const wheel_sets[] = { "base", "wheel-of-fortune", NULL };
  static const char * const hg_sets[] = { "hunters-and-gatherers", NULL };

  missing = missing_tool (&use_xvfb);
  if (missing != NULL)
    {
      fprintf (stderr, "%s: skipped: it enters games through the real window and needs %s "
               "(Debian: apt install python3 xdotool x11-apps xvfb)\n", metric, missing);
      return;
    }

  dir = g_dir_make_tmp ("carc-bench-inputs-XXXXXX", &error);
  if (dir == NULL)
    g_error ("%s: %s", metric, error->message);
  summary = g_build_filename (dir, "summary.json", NULL);

  if (use_xvfb)
    {
      g_ptr_array_add (argv, g_strdup ("xvfb-run"));
      g_ptr_array_add (argv, g_strdup ("-a"));
      g_ptr_array_add (argv, g_strdup ("-s"));
      g_ptr_array_add (argv, g_strdup ("-screen 0 1280x800x24"));
    }
  g_ptr_array_add (argv, g_strdup ("python3"));
  g_ptr_array_add (argv, g_build_filename (CARC_BENCH_SOURCE_DIR, "bench", "bench-inputs.py", NULL));
  g_ptr_array_add (argv, g_strdup ("--build"));
  g_ptr_array_add (argv, g_strdup (build != NULL && *build ? build : CARC_BENCH_BUILD_DIR));
  g_ptr_array_add (argv, g_strdup ("--meson"));
  g_ptr_array_add (argv, g_strdup (CARC_BENCH_MESON));
  g_ptr_array_add (argv, g_strdup ("--strategy"));
  g_ptr_array_add (argv, g_strdup (strategy));
  g_ptr_array_add (argv, g_strdup ("--summary"));
  g_ptr_array_add (argv, g_strdup (summary));
  if (turns != NULL && *turns)
    {
      g_ptr_array_add (argv, g_strdup ("--turns"));
      g_ptr_array_add (argv, g_strdup (turns));
    }
  if (shots != NULL && *shots)
    {
      g_ptr_array_add (argv, g_strdup ("--shots"));
      g_ptr_array_add (argv, g_build_filename (shots, strategy, NULL));
    }
  g_ptr_array_add (argv, g_build_filename (CARC_BENCH_SOURCE_DIR, "tests", "data", "big-box-game.json", NULL));
  g_ptr_array_add (argv, write_random_game (dir, "wheel-of-fortune", wheel_sets, 7));
  g_ptr_array_add (argv, write_random_game (dir, "hunters-and-gatherers", hg_sets, 7));
  g_ptr_array_add (argv, NULL);

  /* the per-turn lines go to stderr, the metrics to stdout */
  if (!g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_CHILD_INHERITS_STDIN,
                     NULL, NULL, NULL, NULL, &status, &error)
      || !g_spawn_check_wait_status (status, &error)
      || !g_file_get_contents (summary, &summary_text, NULL, &error))
    {
      fprintf (stderr, "%s: failed: %s\n", metric, error->message);
      goto out;
    }

  parser = json_parser_new ();
  if (!json_parser_load_from_data (parser, summary_text, -1, &error))
    {
      fprintf (stderr, "%s: %s: %s\n", metric, summary, error->message);
      goto out;
    }
  result = json_node_get_object (json_parser_get_root (parser));
  carc_bench_report (metric, json_object_get_double_member (result, "median"), "inputs");
  carc_bench_report (metric_max, json_object_get_double_member (result, "max"), "inputs");
  if (g_str_equal (strategy, "keys"))
    carc_bench_report ("typed_per_turn_keys", json_object_get_double_member (result, "typed_median"), "characters");

out:
  {
    g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
    const char *name;

    while (d != NULL && (name = g_dir_read_name (d)) != NULL)
      {
        g_autofree char *path = g_build_filename (dir, name, NULL);
        g_unlink (path);
      }
    g_rmdir (dir);
  }
}

static void
bench_inputs_per_turn_mouse (const CarcBenchOptions *options)
{
  run_strategy ("mouse");
}

static void
bench_inputs_per_turn_keys (const CarcBenchOptions *options)
{
  run_strategy ("keys");
}

const CarcBenchMetric carc_bench_inputs_metrics[] = {
  { "inputs_per_turn_mouse", bench_inputs_per_turn_mouse, TRUE },
  { "inputs_per_turn_keys", bench_inputs_per_turn_keys, TRUE },
  { NULL, NULL },
};
