/* bench-gui.c: the board view's metrics
 *
 *   frame_200_tiles_ms  one full frame of a 200-tile board at 1920×1080 with
 *                       the cairo renderer: the widget's snapshot rendered
 *                       to a texture, with the tile textures already cached
 *                       (as every frame after the first); the median frame.
 *
 *   startup_10k_ms      the app started with 10,000 games stored: from the
 *                       toolkit's start to the window's first frame painted,
 *                       the store opened and the start page filled on the
 *                       way; each start in a process of its own, the median
 *                       of three
 *
 * Needs a display (gtk_init_check); without one the metrics are skipped
 * with a message on stderr.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-bench.h"

#include <stdio.h>
#include <stdlib.h>

#include <adwaita.h>

#include <glib/gstdio.h>
#include <unistd.h>

#include "bench-util.h"
#include "carc-application.h"
#include "carc-board-view-private.h"

#define FRAME_WIDTH  1920
#define FRAME_HEIGHT 1080

static int
compare_double (const void *a,
                const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y ? 1 : 0;
}

static double
render_frame (CarcBoardView *board,
              GskRenderer   *renderer)
{
  double t0 = carc_bench_now ();
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GskRenderNode *node;
  GdkTexture *texture;

  _carc_board_view_snapshot_board (board, snapshot, FRAME_WIDTH, FRAME_HEIGHT);
  node = gtk_snapshot_free_to_node (snapshot);
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, FRAME_WIDTH, FRAME_HEIGHT));
  g_object_unref (texture);
  gsk_render_node_unref (node);
  return carc_bench_now () - t0;
}

static void
bench_frame_200_tiles_ms (const CarcBenchOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) spots = NULL;
  g_autoptr(GArray) times = NULL;
  CarcGame *game;
  const CarcState *state;
  CarcBoardView *board;
  GskRenderer *renderer;
  double start, first;

  if (!carc_bench_init_display ("frame_200_tiles_ms"))
    return;

  game = carc_bench_board_of (200);
  state = carc_game_get_state (game);
  board = CARC_BOARD_VIEW (g_object_ref_sink (carc_board_view_new ()));
  carc_board_view_set_state (board, state);

  /* what the play screen shows while a tile waits: the legal spots */
  spots = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));
  carc_state_list_placements (state, carc_state_get_tiles (state)[carc_state_get_n_tiles (state) - 1].type, spots);
  carc_board_view_set_spots (board, (const CarcPlacement *) spots->data, spots->len);

  renderer = gsk_cairo_renderer_new ();
  if (!gsk_renderer_realize (renderer, NULL, &error))
    g_error ("cannot realize the cairo renderer: %s", error->message);

  /* the first frame sizes the view; then the whole board is fitted in */
  render_frame (board, renderer);
  carc_board_view_zoom_to_fit (board);
  first = render_frame (board, renderer);
  /* warm: the textures of the fitted zoom are drawn over a few frames */
  for (guint i = 0; i < 1000 && _carc_board_view_is_refreshing (board); i++)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      render_frame (board, renderer);
    }

  times = g_array_new (FALSE, FALSE, sizeof (double));
  start = carc_bench_now ();
  do
    {
      double t = render_frame (board, renderer);
      g_array_append_val (times, t);
    }
  while (times->len < 20 || (carc_bench_now () - start < options->seconds && times->len < 2000));

  qsort (times->data, times->len, sizeof (double), compare_double);
  fprintf (stderr, "frame_200_tiles_ms: %u frames, tile %.0f px, %u tile textures; first frame %.1f ms\n",
           times->len, carc_board_view_get_tile_size (board), _carc_board_view_get_n_tile_textures (board),
           first * 1000);
  carc_bench_report ("frame_200_tiles_ms", g_array_index (times, double, times->len / 2) * 1000, "ms");

  gsk_renderer_unrealize (renderer);
  g_object_unref (renderer);
  g_object_unref (board);
  carc_game_free (game);
}

/* ---- startup_10k_ms ---- */

#define STARTUP_RUNS 3

static gboolean
painted_cb (GdkFrameClock *clock,
            gpointer       data)
{
  double *painted = data;

  if (*painted == 0)
    *painted = carc_bench_now ();
  return G_SOURCE_CONTINUE;
}

/* In a child process whose XDG_DATA_HOME holds the 10,000-game database:
 * the app as a user starts it (toolkit, application, window, the store
 * opened, the start page filled) until its window's first frame is
 * painted. Prints the time in ms on stdout. */
static void
startup_child (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcApplication) app = NULL;
  double start = carc_bench_now (), painted = 0, initialized, activated;
  GtkWindow *window;
  GdkFrameClock *clock;
  gint64 give_up = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  if (!carc_bench_init_display ("startup_10k_ms"))
    exit (1);
  initialized = carc_bench_now ();
  app = carc_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  if (!g_application_register (G_APPLICATION (app), NULL, &error))
    g_error ("%s", error->message);
  g_application_activate (G_APPLICATION (app));
  activated = carc_bench_now ();
  window = gtk_application_get_active_window (GTK_APPLICATION (app));
  if (window == NULL)
    window = gtk_application_get_windows (GTK_APPLICATION (app))->data;
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  if (clock == NULL)
    g_error ("the window has no frame clock");
  g_signal_connect (clock, "after-paint", G_CALLBACK (painted_cb), &painted);
  while (painted == 0 && g_get_monotonic_time () < give_up)
    g_main_context_iteration (NULL, TRUE);
  if (painted == 0)
    g_error ("the window was never painted");
  g_signal_handlers_disconnect_by_func (clock, painted_cb, &painted);
  fprintf (stderr, "startup_10k_ms: toolkit %.0f ms, window shown %.0f ms, first frame %.0f ms\n",
           (initialized - start) * 1000, (activated - initialized) * 1000, (painted - activated) * 1000);
  printf ("%.3f\n", (painted - start) * 1000);
  fflush (stdout);
  /* closes the store: a clean shutdown leaves no -wal behind */
  gtk_window_destroy (window);
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

static void
bench_startup_10k_ms (const CarcBenchOptions *options)
{
  g_autofree char *home = NULL;
  g_autofree char *app_dir = NULL;
  g_autofree char *link = NULL;
  g_autofree char *self = NULL;
  double times[STARTUP_RUNS];

  if (g_getenv ("CARC_BENCH_STARTUP_CHILD") != NULL)
    {
      startup_child ();
      return;
    }
  if (!carc_bench_init_display ("startup_10k_ms"))
    return;

  /* the app finds its games in g_get_user_data_dir (), read once per
   * process: so each start is a process of its own */
  home = g_dir_make_tmp ("carc-bench-home-XXXXXX", NULL);
  app_dir = g_build_filename (home, "io.github.CarcassonneCompanion", NULL);
  link = g_build_filename (app_dir, "games.sqlite3", NULL);
  self = g_file_read_link ("/proc/self/exe", NULL);
  if (self == NULL || g_mkdir_with_parents (app_dir, 0700) != 0
      || symlink (carc_bench_database_10k (), link) != 0)
    g_error ("cannot set up the startup benchmark in %s", home);

  for (guint run = 0; run < STARTUP_RUNS; run++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *output = NULL;
      g_auto(GStrv) env = g_get_environ ();
      char *argv[] = { self, (char *) "startup_10k_ms", NULL };
      int status = 0;

      env = g_environ_setenv (env, "CARC_BENCH_STARTUP_CHILD", "1", TRUE);
      env = g_environ_setenv (env, "XDG_DATA_HOME", home, TRUE);
      env = g_environ_setenv (env, "GSETTINGS_BACKEND", "memory", TRUE);
      env = g_environ_setenv (env, "GSETTINGS_SCHEMA_DIR", CARC_BENCH_SCHEMA_DIR, FALSE);
      if (!g_spawn_sync (NULL, argv, env, G_SPAWN_CHILD_INHERITS_STDIN, NULL, NULL,
                         &output, NULL, &status, &error)
          || !g_spawn_check_wait_status (status, &error))
        g_error ("startup_10k_ms: %s", error->message);
      times[run] = g_ascii_strtod (output, NULL);
    }
  qsort (times, STARTUP_RUNS, sizeof (double), compare_double);
  g_unlink (link);
  g_rmdir (app_dir);
  g_rmdir (home);
  carc_bench_report ("startup_10k_ms", times[STARTUP_RUNS / 2], "ms");
}

const CarcBenchMetric carc_bench_gui_metrics[] = {
  { "frame_200_tiles_ms", bench_frame_200_tiles_ms },
  { "startup_10k_ms", bench_startup_10k_ms },
  { NULL, NULL },
};
