/* bench-lists.c: the screens that list "all of something", with a lot of it
 *
 *   new_game_500_players_ms  New game with 500 players in the roster: from
 *                            win.new-game to the first frame painted
 *   box_300_tiles_ms         Preferences → Your Box with 300 custom tiles in
 *                            the default box: from win.preferences to the
 *                            first frame of the box page
 *   review_540_tiles_ms      the review of a 540-tile game (the big box five
 *                            times over): from win.review-game to its first
 *                            frame
 *   review_step_540_ms       then one step of its slider, to the frame
 *   stats_200_players_ms     Statistics over 1,000 games among 200 players:
 *                            from win.show-statistics to the first frame
 *
 * Each run is the app in a process of its own, started with the database
 * made for the metric, its start page painted first; the median of three
 * runs (CARC_BENCH_RUNS sets another number).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-bench.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <adwaita.h>

#include <glib/gstdio.h>

#include "bench-util.h"
#include "carc-application.h"
#include "carc-history.h"
#include "carc-preferences-window.h"
#include "carc-profile.h"
#include "carc-random.h"
#include "carc-review-page.h"
#include "carc-store.h"
#include "carc-window.h"
#include "carc-window-private.h"

static int
compare_double (const void *a,
                const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y ? 1 : 0;
}

static CarcStore *
open_store (const char *path)
{
  g_autoptr(GError) error = NULL;
  CarcStore *store = carc_store_open (path, CARC_STORE_OPEN_DEFAULT, &error);

  if (store == NULL)
    g_error ("%s", error->message);
  return store;
}

/* ---- the databases ---- */

static char *
player_name (guint i)
{
  static const char * const first[] = {
    "Anna", "Boris", "Cecílie", "David", "Eliška", "František", "Gréta", "Hynek", "Irena", "Jakub",
    "Karolína", "Luboš", "Markéta", "Nikola", "Ondřej", "Petra", "Radek", "Šárka", "Tomáš", "Věra",
  };
  static const char * const last[] = {
    "Novák", "Svoboda", "Dvořák", "Černý", "Procházka", "Kučera", "Veselý", "Horák", "Němec", "Pokorný",
    "Marek", "Pospíšil", "Hájek", "Jelínek", "Král", "Růžička", "Beneš", "Fiala", "Sedláček", "Doležal",
    "Zeman", "Kolář", "Navrátil", "Čermák", "Vaněk",
  };

  return g_strdup_printf ("%s %s", first[i % G_N_ELEMENTS (first)], last[(i / G_N_ELEMENTS (first)) % G_N_ELEMENTS (last)]);
}

static void
prepare_roster (const char *path)
{
  g_autoptr(CarcStore) store = open_store (path);

  for (guint i = 0; i < 500; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *name = player_name (i);

      if (!carc_store_add_player (store, name, NULL, NULL, &error))
        g_error ("%s", error->message);
    }
}

static void
prepare_box (const char *path)
{
  g_autoptr(CarcStore) store = open_store (path);
  g_autoptr(CarcProfile) profile = carc_profile_new ("Club box");
  g_autoptr(GError) error = NULL;
  static const char * const edges[] = {
    "[\"city\", \"field\", \"field\", \"field\"]", "[\"field\", \"road\", \"field\", \"road\"]",
    "[\"city\", \"city\", \"field\", \"field\"]", "[\"road\", \"road\", \"road\", \"field\"]",
    "[\"city\", \"road\", \"field\", \"road\"]",
  };

  for (guint i = 0; i < 300; i++)
    {
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autofree char *text = g_strdup_printf ("{\"id\": \"custom/t%u\", \"name\": \"Club tile %u\", \"count\": %u,"
                                               " \"edges\": %s, \"joins\": [], \"monastery\": %s, \"on\": {}, \"tile\": {}}",
                                               i, i + 1, 1 + i % 3, edges[i % G_N_ELEMENTS (edges)],
                                               i % 7 == 0 ? "true" : "false");

      if (!json_parser_load_from_data (parser, text, -1, &error))
        g_error ("%s", error->message);
      json_array_add_object_element (profile->custom_tiles, json_node_dup_object (json_parser_get_root (parser)));
    }
  if (!carc_store_save_profile (store, CARC_STORE_GAME_CARCASSONNE, profile, TRUE, &error))
    g_error ("%s", error->message);
}

/* The big box five times over, played at random to 540 tiles. */
static void
prepare_review (const char *path)
{
  g_autoptr(CarcStore) store = open_store (path);
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (540);
  g_autoptr(GError) error = NULL;
  CarcCatalogue *catalogue = carc_catalogue_get_default (NULL);
  CarcSetup *setup = carc_bench_setup_new (carc_bench_bigbox_sets, FALSE);
  gint64 t = g_get_real_time () - (gint64) 6 * 3600 * G_USEC_PER_SEC;
  CarcGame *game;
  CarcEvent event;

  for (guint i = 0; i < carc_catalogue_get_n_types (catalogue); i++)
    {
      const CarcTileType *type = carc_catalogue_get_type (catalogue, i);

      if (type->stack == CARC_STACK_NORMAL && type->count > 0)
        g_hash_table_insert (setup->inventory, g_strdup (type->id), GUINT_TO_POINTER (5 * type->count));
    }
  for (guint p = 0; p < 5; p++)
    {
      g_autofree char *name = player_name (p);
      carc_setup_add_player (setup, name, NULL);
    }
  game = carc_bench_game_new (setup);
  carc_game_set_created (game, t);
  while (carc_state_get_n_tiles (carc_game_get_state (game)) < 540
         && carc_random_player_next (player, carc_game_get_state (game), &event))
    {
      event.time = t += 20 * G_USEC_PER_SEC;
      if (!carc_game_append (game, &event, &error))
        g_error ("%s", error->message);
    }
  /* the turn in progress finished, so that the review ends on a turn */
  while (carc_state_get_phase (carc_game_get_state (game)) != CARC_PHASE_TILE
         && carc_random_player_next (player, carc_game_get_state (game), &event))
    {
      event.time = t += 20 * G_USEC_PER_SEC;
      if (!carc_game_append (game, &event, &error))
        g_error ("%s", error->message);
    }
  if (carc_state_get_n_tiles (carc_game_get_state (game)) < 540)
    g_error ("the review's game has %u tiles, not 540", carc_state_get_n_tiles (carc_game_get_state (game)));
  if (!carc_store_create_game (store, game, &error))
    g_error ("%s", error->message);
  carc_game_free (game);
}

/* 1,000 finished base games, four of 200 players each. */
static void
prepare_stats (const char *path)
{
  g_autoptr(CarcStore) store = open_store (path);
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (200);
  gint64 first = g_get_real_time () - (gint64) 2 * 365 * 24 * 3600 * G_USEC_PER_SEC;
  static const char * const base[] = { "base", NULL };

  for (guint i = 0; i < 1000; i++)
    {
      g_autoptr(GError) error = NULL;
      CarcSetup *setup = carc_bench_setup_new (base, FALSE);
      CarcGame *game;
      CarcEvent event;
      gint64 t = first + (gint64) i * 60000 * G_USEC_PER_SEC;

      for (guint p = 0; p < 4; p++)
        {
          g_autofree char *name = player_name ((i * 4 + p * 53) % 200);
          carc_setup_add_player (setup, name, NULL);
        }
      game = carc_bench_game_new (setup);
      carc_game_set_created (game, t);
      while (carc_random_player_next (player, carc_game_get_state (game), &event))
        {
          event.time = t += 20 * G_USEC_PER_SEC;
          if (!carc_game_append (game, &event, &error))
            g_error ("%s", error->message);
        }
      if (!carc_store_create_game (store, game, &error))
        g_error ("%s", error->message);
      carc_game_free (game);
    }
}

/* ---- in the child: the app, an action, its frame ---- */

typedef struct {
  double    painted;
  GtkWidget *target;   /* painted when this is mapped */
} FrameWait;

static gboolean
after_paint_cb (GdkFrameClock *clock,
                gpointer       user_data)
{
  FrameWait *wait = user_data;

  if (wait->painted == 0 && (wait->target == NULL || gtk_widget_get_mapped (wait->target)))
    wait->painted = carc_bench_now ();
  return G_SOURCE_CONTINUE;
}

/* The time the first frame of @window is painted in which @target is
 * mapped (NULL: any frame). */
static double
wait_for_frame (GtkWidget *window,
                GtkWidget *target)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);
  FrameWait wait = { 0, target };
  gint64 give_up = g_get_monotonic_time () + 300 * G_USEC_PER_SEC;
  gulong id;

  if (clock == NULL)
    g_error ("the window has no frame clock");
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &wait);
  gtk_widget_queue_draw (window);
  while (wait.painted == 0 && g_get_monotonic_time () < give_up)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (clock, id);
  if (wait.painted == 0)
    g_error ("the awaited frame was never painted");
  return wait.painted;
}

static GtkWindow *
start_app (CarcApplication **app)
{
  g_autoptr(GError) error = NULL;
  GtkWindow *window;

  *app = carc_application_new ();
  g_application_set_flags (G_APPLICATION (*app), G_APPLICATION_NON_UNIQUE);
  if (!g_application_register (G_APPLICATION (*app), NULL, &error))
    g_error ("%s", error->message);
  g_application_activate (G_APPLICATION (*app));
  window = gtk_application_get_active_window (GTK_APPLICATION (*app));
  if (window == NULL)
    window = gtk_application_get_windows (GTK_APPLICATION (*app))->data;
  gtk_window_set_default_size (window, 1000, 760);
  for (guint i = 0; i < 10; i++)
    wait_for_frame (GTK_WIDGET (window), NULL);
  return window;
}

static CarcPreferencesWindow *
find_preferences (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (CARC_IS_PREFERENCES_WINDOW (window))
        return CARC_PREFERENCES_WINDOW (window);
    }
  return NULL;
}

/* Prints "<ms> [<ms>]": the action to its frame (and the review's step). */
static void
lists_child (const char *scenario)
{
  g_autoptr(CarcApplication) app = NULL;
  GtkWindow *window;
  double start, painted, step = 0;

  if (!carc_bench_init_display (scenario))
    exit (1);
  window = start_app (&app);

  if (g_str_equal (scenario, "roster"))
    {
      start = carc_bench_now ();
      gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
      painted = wait_for_frame (GTK_WIDGET (window), _carc_window_get_page (CARC_WINDOW (window), "new-game"));
    }
  else if (g_str_equal (scenario, "box"))
    {
      CarcPreferencesWindow *prefs;
      GtkWidget *page;

      start = carc_bench_now ();
      gtk_widget_activate_action (GTK_WIDGET (window), "win.preferences", NULL);
      prefs = find_preferences ();
      if (prefs == NULL)
        g_error ("no preferences window");
      page = carc_preferences_window_get_box_page (prefs);
      adw_preferences_window_set_visible_page (ADW_PREFERENCES_WINDOW (prefs), ADW_PREFERENCES_PAGE (page));
      while (gtk_widget_get_frame_clock (GTK_WIDGET (prefs)) == NULL)
        g_main_context_iteration (NULL, TRUE);
      painted = wait_for_frame (GTK_WIDGET (prefs), page);
    }
  else if (g_str_equal (scenario, "review"))
    {
      CarcStore *store = _carc_window_get_store (CARC_WINDOW (window));
      g_autoptr(GPtrArray) games = carc_store_list_games (store, NULL, CARC_STORE_LIST_DEFAULT, 1, NULL);
      CarcReviewPage *review;
      double step_start;

      start = carc_bench_now ();
      gtk_widget_activate_action (GTK_WIDGET (window), "win.review-game", "s",
                                  ((CarcStoreGameSummary *) games->pdata[0])->id);
      review = CARC_REVIEW_PAGE (carc_history_get_page (CARC_WINDOW (window), "review"));
      painted = wait_for_frame (GTK_WIDGET (window), GTK_WIDGET (review));
      for (guint i = 0; i < 10; i++)
        wait_for_frame (GTK_WIDGET (window), NULL);
      step_start = carc_bench_now ();
      carc_review_page_set_step (review, carc_review_page_get_n_steps (review) / 2);
      step = wait_for_frame (GTK_WIDGET (window), NULL) - step_start;
    }
  else
    {
      start = carc_bench_now ();
      gtk_widget_activate_action (GTK_WIDGET (window), "win.show-statistics", NULL);
      painted = wait_for_frame (GTK_WIDGET (window), carc_history_get_page (CARC_WINDOW (window), "statistics"));
    }
  printf ("%.3f %.3f\n", (painted - start) * 1000, step * 1000);
  fflush (stdout);
}

/* ---- in the parent ---- */

typedef struct {
  const char *metric;
  const char *scenario;
  void      (*prepare) (const char *path);
} Scenario;

static const Scenario scenarios[] = {
  { "new_game_500_players_ms", "roster", prepare_roster },
  { "box_300_tiles_ms", "box", prepare_box },
  { "review_540_tiles_ms", "review", prepare_review },
  { "stats_200_players_ms", "stats", prepare_stats },
};

static void
remove_home (const char *home)
{
  g_autofree char *app_dir = g_build_filename (home, "io.github.CarcassonneCompanion", NULL);
  g_autoptr(GDir) dir = g_dir_open (app_dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (app_dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (app_dir);
  g_rmdir (home);
}

static double review_step_ms = -1;

static void
run_scenario (const Scenario *scenario)
{
  g_autofree char *home = g_dir_make_tmp ("carc-bench-home-XXXXXX", NULL);
  g_autofree char *app_dir = g_build_filename (home, "io.github.CarcassonneCompanion", NULL);
  g_autofree char *path = g_build_filename (app_dir, "games.sqlite3", NULL);
  g_autofree char *self = g_file_read_link ("/proc/self/exe", NULL);
  const char *runs_env = g_getenv ("CARC_BENCH_RUNS");
  guint runs = runs_env != NULL ? MAX (1, atoi (runs_env)) : 3;
  g_autofree double *times = g_new (double, runs);
  g_autofree double *steps = g_new (double, runs);

  if (g_mkdir_with_parents (app_dir, 0700) != 0)
    g_error ("cannot set up %s", home);
  /* only the database, to look at it (CARC_BENCH_PREPARE=path) */
  if (g_getenv ("CARC_BENCH_PREPARE") != NULL)
    {
      scenario->prepare (g_getenv ("CARC_BENCH_PREPARE"));
      remove_home (home);
      return;
    }
  scenario->prepare (path);
  for (guint run = 0; run < runs; run++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *output = NULL;
      g_auto(GStrv) env = g_get_environ ();
      char *argv[] = { self, (char *) scenario->metric, NULL };
      int status = 0;

      env = g_environ_setenv (env, "CARC_BENCH_LISTS_CHILD", scenario->scenario, TRUE);
      env = g_environ_setenv (env, "XDG_DATA_HOME", home, TRUE);
      env = g_environ_setenv (env, "GSETTINGS_BACKEND", "memory", TRUE);
      env = g_environ_setenv (env, "GSETTINGS_SCHEMA_DIR", CARC_BENCH_SCHEMA_DIR, FALSE);
      if (!g_spawn_sync (NULL, argv, env, G_SPAWN_CHILD_INHERITS_STDIN, NULL, NULL,
                         &output, NULL, &status, &error)
          || !g_spawn_check_wait_status (status, &error))
        g_error ("%s: %s", scenario->metric, error->message);
      if (sscanf (output, "%lf %lf", &times[run], &steps[run]) != 2)
        g_error ("%s: the run printed %s", scenario->metric, output);
      g_printerr ("%s: run %u: %.0f ms\n", scenario->metric, run + 1, times[run]);
    }
  remove_home (home);
  qsort (times, runs, sizeof (double), compare_double);
  qsort (steps, runs, sizeof (double), compare_double);
  carc_bench_report (scenario->metric, times[runs / 2], "ms");
  if (g_str_equal (scenario->scenario, "review"))
    review_step_ms = steps[runs / 2];
}

static void
bench_scenario (const char *metric)
{
  const char *child = g_getenv ("CARC_BENCH_LISTS_CHILD");

  if (child != NULL)
    {
      lists_child (child);
      exit (0);
    }
  if (!carc_bench_init_display (metric))
    return;
  for (guint i = 0; i < G_N_ELEMENTS (scenarios); i++)
    if (g_str_equal (scenarios[i].metric, metric))
      run_scenario (&scenarios[i]);
}

static void
bench_new_game_500_players_ms (const CarcBenchOptions *options)
{
  bench_scenario ("new_game_500_players_ms");
}

static void
bench_box_300_tiles_ms (const CarcBenchOptions *options)
{
  bench_scenario ("box_300_tiles_ms");
}

static void
bench_review_540_tiles_ms (const CarcBenchOptions *options)
{
  bench_scenario ("review_540_tiles_ms");
}

static void
bench_review_step_540_ms (const CarcBenchOptions *options)
{
  if (review_step_ms < 0)
    bench_scenario ("review_540_tiles_ms");
  if (review_step_ms >= 0)
    carc_bench_report ("review_step_540_ms", review_step_ms, "ms");
}

static void
bench_stats_200_players_ms (const CarcBenchOptions *options)
{
  bench_scenario ("stats_200_players_ms");
}

const CarcBenchMetric carc_bench_lists_metrics[] = {
  { "new_game_500_players_ms", bench_new_game_500_players_ms },
  { "box_300_tiles_ms", bench_box_300_tiles_ms },
  { "review_540_tiles_ms", bench_review_540_tiles_ms },
  { "review_step_540_ms", bench_review_step_540_ms },
  { "stats_200_players_ms", bench_stats_200_players_ms },
  { NULL, NULL },
};
