/* bench-gui.c: the board view's metrics
 *
 *   frame_200_tiles_ms  one full frame of a 200-tile board at 1920×1080 with
 *                       the cairo renderer: the widget's snapshot rendered
 *                       to a texture, with the tile textures already cached
 *                       (as every frame after the first); the median frame.
 *
 * Needs a display (gtk_init_check); without one the metric is skipped with
 * a message on stderr.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-bench.h"

#include <stdio.h>
#include <stdlib.h>

#include <adwaita.h>

#include "bench-util.h"
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
  carc_state_list_placements (state, state->tiles[state->n_tiles - 1].type, spots);
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

const CarcBenchMetric carc_bench_gui_metrics[] = {
  { "frame_200_tiles_ms", bench_frame_200_tiles_ms },
  { NULL, NULL },
};
