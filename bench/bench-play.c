/* bench-play.c: the play screen's metrics (needs a display)
 *
 *   click_to_scored_us  one placement, a tile and "no figure" (and any decision
 *                       it leaves, not timed), on a board of
 *                       200-240 tiles: engine + session + every view update
 *                       the play screen makes, and the board's next frame
 *                       built (render nodes); target under 16 ms
 *   rss_200_tiles_mib   resident memory (VmRSS) of the process with the play
 *                       screen showing a 200-tile game, drawn; target under
 *                       150 MiB
 *
 * A 200-tile board needs more tiles than the big box holds, so the
 * inventory is doubled (carc_bench_board_of()). Without a display both
 * metrics are skipped with a message on stderr.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <adwaita.h>

#include "carc-bench.h"

#include "bench-util.h"
#include "carc-board-view-private.h"
#include "carc-game-session.h"
#include "carc-play-page.h"
#include "carc-random.h"

static void
wait_for_draw (GtkWidget *window)
{
  gint64 end = g_get_monotonic_time () + 2 * G_USEC_PER_SEC;

  /* Present, then let the frame clock run a few frames. */
  while (g_get_monotonic_time () < end)
    {
      while (g_main_context_pending (NULL))
        g_main_context_iteration (NULL, FALSE);
      if (gtk_widget_get_mapped (window) && gtk_widget_get_width (window) > 0)
        break;
      g_usleep (5000);
    }
  for (guint i = 0; i < 20; i++)
    {
      while (g_main_context_pending (NULL))
        g_main_context_iteration (NULL, FALSE);
      g_usleep (5000);
    }
}

static GtkWidget *
show_play (CarcGameSession *session,
           CarcPlayPage   **out_page)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = carc_play_page_new ();

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_set_child (GTK_WINDOW (window), page);
  carc_play_page_set_session (CARC_PLAY_PAGE (page), session);
  gtk_window_present (GTK_WINDOW (window));
  wait_for_draw (window);
  *out_page = CARC_PLAY_PAGE (page);
  return window;
}

static void
bench_click_to_scored_us (const CarcBenchOptions *options)
{
  CarcGameSession *session;
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (9);
  CarcPlayPage *page;
  GtkWidget *window;
  CarcBoardView *board;
  double spent = 0, start, worst = 0;
  guint64 placed = 0;

  if (!carc_bench_init_display ("click_to_scored_us"))
    return;

  session = carc_game_session_new (carc_bench_board_of (200), NULL);
  window = show_play (session, &page);
  board = CARC_BOARD_VIEW (carc_play_page_get_board (page));
  start = carc_bench_now ();

  do
    {
      const CarcState *state = carc_game_session_get_state (session);
      CarcEvent tile, pass = carc_event_simple (CARC_EVENT_PASS, 0);
      GtkSnapshot *snapshot;
      GskRenderNode *node;
      double t0, dt;
      if (!carc_random_player_next (player, state, &tile) || tile.type != CARC_EVENT_TILE)
        break;

      t0 = carc_bench_now ();
      if (!carc_game_session_apply (session, &tile, NULL))
        g_error ("a legal tile was refused");
      if (carc_state_get_phase (carc_game_session_get_state (session)) == CARC_PHASE_FIGURE
          && !carc_game_session_apply (session, &pass, NULL))
        g_error ("a pass was refused");
      /* The frame the board shows next. */
      snapshot = gtk_snapshot_new ();
      _carc_board_view_snapshot_board (board, snapshot, 960, 700);
      node = gtk_snapshot_free_to_node (snapshot);
      dt = carc_bench_now () - t0;
      g_clear_pointer (&node, gsk_render_node_unref);

      spent += dt;
      worst = MAX (worst, dt);
      placed++;

      /* Decisions the pass left (a flock to expand or fold…): not timed. */
      while (carc_state_get_phase (carc_game_session_get_state (session)) != CARC_PHASE_TILE
             && carc_state_get_phase (carc_game_session_get_state (session)) != CARC_PHASE_OVER
             && carc_random_player_next (player, carc_game_session_get_state (session), &tile))
        if (!carc_game_session_apply (session, &tile, NULL))
          g_error ("a legal decision was refused");

      /* Keep the board between 200 and 240 tiles: start again from the
       * 200-tile game when it grew past that (not timed). */
      while (g_main_context_pending (NULL))
        g_main_context_iteration (NULL, FALSE);
      if (carc_state_get_n_tiles (carc_game_session_get_state (session)) >= 240
          || carc_state_get_phase (carc_game_session_get_state (session)) != CARC_PHASE_TILE)
        {
          g_object_unref (session);
          session = carc_game_session_new (carc_bench_board_of (200), NULL);
          carc_play_page_set_session (page, session);
          while (g_main_context_pending (NULL))
            g_main_context_iteration (NULL, FALSE);
        }
    }
  while (carc_bench_now () - start < options->seconds);

  if (placed == 0)
    g_error ("no placement measured");
  carc_bench_report ("click_to_scored_us", spent * 1e6 / (double) placed, "us");
  fprintf (stderr, "click_to_scored_us: %" G_GUINT64_FORMAT " placements, worst %.0f us\n",
           placed, worst * 1e6);

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (session);
}

static double
vm_rss_mib (void)
{
  g_autofree char *status = NULL;
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    return -1;
  line = strstr (status, "VmRSS:");
  if (line == NULL)
    return -1;
  return g_ascii_strtod (line + strlen ("VmRSS:"), NULL) / 1024.0;
}

static void
bench_rss_200_tiles_mib (const CarcBenchOptions *options)
{
  CarcGameSession *session;
  CarcPlayPage *page;
  GtkWidget *window;

  if (!carc_bench_init_display ("rss_200_tiles_mib"))
    return;

  session = carc_game_session_new (carc_bench_board_of (200), NULL);
  window = show_play (session, &page);
  carc_bench_report ("rss_200_tiles_mib", vm_rss_mib (), "MiB");

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (session);
}

const CarcBenchMetric carc_bench_play_metrics[] = {
  { "click_to_scored_us", bench_click_to_scored_us },
  { "rss_200_tiles_mib", bench_rss_200_tiles_mib },
  { NULL, NULL },
};
