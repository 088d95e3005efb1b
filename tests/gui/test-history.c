/* test-history.c: the history list, the game review, the statistics and
 * their charts, driven through their widgets over a real store
 *
 * Needs a display (run under xvfb-run); prints "1..0 # SKIP" without one.
 * Screenshots go to <builddir>/tests/gui/screenshots/.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include <glib/gstdio.h>

#include "carc-application.h"
#include "carc-bar-chart.h"
#include "carc-history.h"
#include "carc-history-format.h"
#include "carc-history-page.h"
#include "carc-history-row.h"
#include "carc-lazy-list.h"
#include "carc-random.h"
#include "carc-review-page.h"
#include "carc-score-chart.h"
#include "carc-stats-page.h"
#include "carc-store.h"
#include "carc-store-private.h"
#include "carc-window-private.h"
#include "gui-test-util.h"

static CarcApplication *app;
static CarcStore *store;
static char *store_dir;

/* The games in the store, in the order they were made (oldest first). */
typedef struct
{
  const char *sets;
  const char *players;
  guint64     seed;
  int         year, month, day;
  guint       stop_after;    /* 0: play to the end; else the game stays unfinished */
} GameSpec;

static const GameSpec game_specs[] = {
  { "base", "Anna,Ben,Cecile", 11, 2026, 3, 2, 0 },
  { "base,river", "Anna,Dora", 12, 2026, 5, 10, 0 },
  { "base,inns-and-cathedrals", "Anna,Ben,Cecile,Dora", 13, 2026, 6, 1, 0 },
  { "base", "Ben,Erik", 14, 2026, 7, 1, 41 },
  { "base,inns-and-cathedrals,traders-and-builders,hills-and-sheep,river", "Anna,Ben,Cecile,Dora,Erik", 15, 2026, 8, 15, 0 },
};

static char *game_ids[G_N_ELEMENTS (game_specs)];

/* ---- helpers ----------------------------------------------------------------- */

static gint64
local_time (int year, int month, int day, int hour)
{
  g_autoptr(GDateTime) time = g_date_time_new_local (year, month, day, hour, 0, 0);

  return g_date_time_to_unix (time) * G_USEC_PER_SEC;
}

static CarcGame *
make_game (const GameSpec *spec)
{
  /* a move every 12 seconds (a turn every 25 or so), so that the turn
   * times are known */
  CarcGame *game = gui_test_random_game (spec->sets, spec->players, spec->seed,
                                         local_time (spec->year, spec->month, spec->day, 20),
                                         12, spec->stop_after);

  if (spec->stop_after == 0)
    g_assert_cmpint (carc_state_get_phase (carc_game_get_state (game)), ==, CARC_PHASE_OVER);
  else
    g_assert_cmpint (carc_state_get_phase (carc_game_get_state (game)), !=, CARC_PHASE_OVER);

  return game;
}

static void
fill_store (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (game_specs); i++)
    game_ids[i] = gui_test_store_game (store, make_game (&game_specs[i]));
}

/* Renders a (non-toplevel) widget as it is now, on the window's
 * background colour of the style (a child alone has none). */
static GdkTexture *
render_widget (GtkWidget *widget)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GskRenderNode) node = NULL;
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  GdkRGBA background;

  g_assert_cmpint (width, >, 0);
  g_assert_cmpint (height, >, 0);
  gdk_rgba_parse (&background, adw_style_manager_get_dark (adw_style_manager_get_default ()) ? "#242424" : "#fafafa");
  gtk_snapshot_append_color (snapshot, &background, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);

  return gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)),
                                      node, &GRAPHENE_RECT_INIT (0, 0, width, height));
}

/* Pixels of @texture within a small distance of @colour (opaque ones). */
static guint
count_colour (GdkTexture    *texture,
              const GdkRGBA *colour)
{
  int width = gdk_texture_get_width (texture);
  int height = gdk_texture_get_height (texture);
  gsize stride = (gsize) width * 4;
  g_autofree guchar *data = g_malloc ((gsize) height * stride);
  int r = (int) round (colour->red * 255);
  int g = (int) round (colour->green * 255);
  int b = (int) round (colour->blue * 255);
  guint count = 0;

  gdk_texture_download (texture, data, stride);
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        guint32 pixel = *(const guint32 *) (data + y * stride + x * 4);

        if ((pixel >> 24) != 0xff)
          continue;
        if (ABS ((int) ((pixel >> 16) & 0xff) - r) <= 6 &&
            ABS ((int) ((pixel >> 8) & 0xff) - g) <= 6 &&
            ABS ((int) (pixel & 0xff) - b) <= 6)
          count++;
      }

  return count;
}

/* Pixels that are not the background: something was drawn. */
static guint
count_drawn (GdkTexture *texture)
{
  int width = gdk_texture_get_width (texture);
  int height = gdk_texture_get_height (texture);
  gsize stride = (gsize) width * 4;
  g_autofree guchar *data = g_malloc ((gsize) height * stride);
  guint32 background;
  guint count = 0;

  gdk_texture_download (texture, data, stride);
  background = *(const guint32 *) data;   /* the corner */
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      if (*(const guint32 *) (data + y * stride + x * 4) != background)
        count++;

  return count;
}

/* ---- charts ------------------------------------------------------------------ */

static const char * const chart_names[] = {
  "Anna", "Ben", "Cecile", "Dora", "Erik", "František", "Gábor", "Hana",
};

static void
test_score_chart (void)
{
  static const guint counts[] = { 0, 1, 8 };

  for (guint c = 0; c < G_N_ELEMENTS (counts); c++)
    for (guint dark = 0; dark <= 1; dark++)
      {
        GtkWidget *chart = carc_score_chart_new ();
        g_autoptr(GdkTexture) texture = NULL;
        g_autofree char *description = NULL;
        g_autofree char *name = NULL;
        g_autofree char *path = NULL;
        GtkWindow *window;
        guint n = counts[c];

        gui_test_set_dark (dark);

        carc_score_chart_set_title (CARC_SCORE_CHART (chart), "Scores");
        carc_score_chart_set_x_title (CARC_SCORE_CHART (chart), "Turn");
        for (guint p = 0; p < n; p++)
          {
            double x[31], y[31];
            GdkRGBA rgba;

            for (guint t = 0; t <= 30; t++)
              {
                x[t] = t;
                /* Close lines, some equal: the end labels must not overlap. */
                y[t] = t * (2 + p % 3) + (t % 7 == 0 ? 8 : 0);
              }
            carc_history_player_rgba (carc_player_colours[p], &rgba);
            g_assert_cmpuint (carc_score_chart_add_series (CARC_SCORE_CHART (chart), chart_names[p], &rgba,
                                                           x, y, 31), ==, p);
          }
        carc_score_chart_set_marker (CARC_SCORE_CHART (chart), 12);

        window = gui_test_window_with (chart, 640, 360);

        /* The legend has every player's name, in order. */
        g_assert_cmpuint (carc_score_chart_get_n_series (CARC_SCORE_CHART (chart)), ==, n);
        for (guint p = 0; p < n; p++)
          g_assert_cmpstr (carc_score_chart_get_series_name (CARC_SCORE_CHART (chart), p), ==, chart_names[p]);
        g_assert_cmpfloat (carc_score_chart_get_marker (CARC_SCORE_CHART (chart)), ==, 12);

        description = carc_score_chart_describe (CARC_SCORE_CHART (chart));
        g_test_message ("score chart, %u players: %s", n, description);
        for (guint p = 0; p < n; p++)
          g_assert_nonnull (strstr (description, chart_names[p]));
        if (n == 0)
          g_assert_cmpstr (description, ==, "No scores yet");
        else
          {
            double value;

            g_assert_true (g_str_has_prefix (description, "Turn 12: "));
            g_assert_true (carc_score_chart_get_value_at (CARC_SCORE_CHART (chart), 0, 12, &value));
            g_assert_cmpfloat (value, ==, 24);
            g_assert_false (carc_score_chart_get_value_at (CARC_SCORE_CHART (chart), 0, -1, &value));
          }

        texture = render_widget (chart);
        g_assert_cmpuint (count_drawn (texture), >, 100);
        /* Every line (and its legend swatch) is drawn in its colour. */
        for (guint p = 0; p < n; p++)
          {
            GdkRGBA rgba;

            carc_score_chart_get_series_colour (CARC_SCORE_CHART (chart), p, &rgba);
            g_assert_cmpuint (count_colour (texture, &rgba), >=, 60);
          }

        name = g_strdup_printf ("chart-score-%u-%s.png", n, dark ? "dark" : "light");
        path = gui_test_screenshot_path (name);
        g_assert_true (gdk_texture_save_to_png (texture, path));

        gtk_window_destroy (window);
      }

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

static void
test_score_chart_edges (void)
{
  GtkWidget *chart = carc_score_chart_new ();
  GtkWindow *window;
  GdkRGBA rgba = { 0.8, 0.1, 0.1, 1 };
  double x[] = { 0 }, y[] = { 0 };
  double nan_x[] = { 0, NAN, 2 }, nan_y[] = { 1, 2, INFINITY };

  /* One point, a flat line, NaNs, a tiny size: nothing breaks. */
  carc_score_chart_add_series (CARC_SCORE_CHART (chart), "Solo", &rgba, x, y, 1);
  carc_score_chart_add_series (CARC_SCORE_CHART (chart), "Odd", &rgba, nan_x, nan_y, 3);
  g_assert_cmpuint (carc_score_chart_get_n_points (CARC_SCORE_CHART (chart), 1), ==, 1);
  carc_score_chart_set_marker (CARC_SCORE_CHART (chart), NAN);
  window = gui_test_window_with (chart, 120, 60);
  gtk_window_set_default_size (window, 20, 20);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  carc_score_chart_clear (CARC_SCORE_CHART (chart));
  g_assert_cmpuint (carc_score_chart_get_n_series (CARC_SCORE_CHART (chart)), ==, 0);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  gtk_window_destroy (window);
}

static void
test_bar_chart (void)
{
  static const guint counts[] = { 0, 1, 8 };
  const char * const categories[] = { "Roads", "Cities", "Monasteries", "Fields", NULL };

  for (guint c = 0; c < G_N_ELEMENTS (counts); c++)
    for (guint dark = 0; dark <= 1; dark++)
      {
        GtkWidget *chart = carc_bar_chart_new ();
        GtkWidget *scrolled = gtk_scrolled_window_new ();
        g_autoptr(GdkTexture) texture = NULL;
        g_autofree char *description = NULL;
        g_autofree char *name = NULL;
        g_autofree char *path = NULL;
        GtkWindow *window;
        guint n = counts[c];
        int minimum, natural;

        gui_test_set_dark (dark);

        carc_bar_chart_set_title (CARC_BAR_CHART (chart), "Points by category");
        carc_bar_chart_set_categories (CARC_BAR_CHART (chart), categories);
        for (guint p = 0; p < n; p++)
          {
            double values[4] = { 10 + p * 3, 40 + p * 7, p % 2 ? 0 : 9, 25 - p };
            GdkRGBA rgba;

            carc_history_player_rgba (carc_player_colours[p], &rgba);
            carc_bar_chart_add_series (CARC_BAR_CHART (chart), chart_names[p], &rgba, values);
          }

        gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), chart);
        gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
        window = gui_test_window_with (scrolled, 480, 720);

        g_assert_cmpuint (carc_bar_chart_get_n_series (CARC_BAR_CHART (chart)), ==, n);
        g_assert_cmpuint (carc_bar_chart_get_n_categories (CARC_BAR_CHART (chart)), ==, 4);
        for (guint p = 0; p < n; p++)
          {
            g_assert_cmpstr (carc_bar_chart_get_series_name (CARC_BAR_CHART (chart), p), ==, chart_names[p]);
            g_assert_cmpfloat (carc_bar_chart_get_value (CARC_BAR_CHART (chart), p, 1), ==, 40 + p * 7);
          }

        /* It asks for the height its bars need. */
        gtk_widget_measure (chart, GTK_ORIENTATION_VERTICAL, 480, &minimum, &natural, NULL, NULL);
        g_assert_cmpint (minimum, >=, n == 0 ? 40 : (int) (4 * n * 9));

        description = carc_bar_chart_describe (CARC_BAR_CHART (chart));
        for (guint p = 0; p < n; p++)
          g_assert_nonnull (strstr (description, chart_names[p]));

        texture = render_widget (chart);
        g_assert_cmpuint (count_drawn (texture), >, 100);
        for (guint p = 0; p < n; p++)
          {
            GdkRGBA rgba;

            carc_history_player_rgba (carc_player_colours[p], &rgba);
            g_assert_cmpuint (count_colour (texture, &rgba), >=, 60);
          }

        name = g_strdup_printf ("chart-bars-%u-%s.png", n, dark ? "dark" : "light");
        path = gui_test_screenshot_path (name);
        g_assert_true (gdk_texture_save_to_png (texture, path));

        gtk_window_destroy (window);
      }

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

/* ---- history list --------------------------------------------------------------- */

static CarcHistoryPage *
history_page_in_window (GtkWindow **window)
{
  GtkWidget *page = carc_history_page_new (store);

  *window = gui_test_window_with (page, 900, 700);
  return CARC_HISTORY_PAGE (page);
}

static void
search (CarcHistoryPage *page,
        const char      *text)
{
  GtkEditable *entry = GTK_EDITABLE (gui_test_template_child (page, CARC_TYPE_HISTORY_PAGE, "search_entry"));

  gtk_editable_set_text (entry, text);
  /* GtkSearchEntry waits a moment before ::search-changed */
  gui_test_wait_ms (400);
}

static void
test_history_list (void)
{
  GtkWindow *window;
  CarcHistoryPage *page = history_page_in_window (&window);
  GtkStack *stack = GTK_STACK (gui_test_template_child (page, CARC_TYPE_HISTORY_PAGE, "stack"));
  GtkSearchBar *bar = GTK_SEARCH_BAR (gui_test_template_child (page, CARC_TYPE_HISTORY_PAGE, "search_bar"));
  CarcHistoryRow *row;
  guint n = G_N_ELEMENTS (game_specs);

  /* Every game, newest first */
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "games");
  g_assert_cmpuint (carc_history_page_get_n_games (page), ==, n);
  for (guint i = 0; i < n; i++)
    g_assert_cmpstr (carc_history_page_get_game_id (page, i), ==, game_ids[n - 1 - i]);

  /* The unfinished game is marked, finished ones name their winner */
  row = CARC_HISTORY_ROW (carc_history_page_get_row (page, game_ids[3]));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (row), "unfinished"));
  g_assert_null (strstr (carc_history_row_get_subtitle (row), "Won by"));
  g_assert_nonnull (strstr (carc_history_row_get_title (row), "Erik"));
  row = CARC_HISTORY_ROW (carc_history_page_get_row (page, game_ids[0]));
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (row), "unfinished"));
  g_assert_true (strstr (carc_history_row_get_subtitle (row), "Won by") != NULL ||
                 strstr (carc_history_row_get_subtitle (row), "Shared win") != NULL);
  g_assert_nonnull (strstr (carc_history_row_get_subtitle (row), "2 Mar 2026"));
  g_assert_nonnull (strstr (carc_history_row_get_subtitle (row), "Base game"));
  /* The month's heading over its first game: one game a month here */
  g_assert_cmpstr (carc_history_row_get_heading (row), ==, "March 2026");
  /* The scores are in the title, the winner's in bold */
  {
    g_autoptr(CarcStoreGameSummary) summary = carc_store_get_game_summary (store, game_ids[0], NULL);
    const char *title = carc_history_row_get_title (row);

    for (guint p = 0; p < summary->n_players; p++)
      {
        g_autofree char *text = g_strdup_printf ("%s %d", summary->players[p].name, summary->players[p].score);
        g_autofree char *bold = g_strdup_printf ("<b>%s</b>", text);

        g_assert_nonnull (strstr (title, text));
        g_assert_true ((strstr (title, bold) != NULL) == summary->players[p].winner);
      }
  }
  /* The header counts them */
  g_assert_cmpstr (adw_window_title_get_subtitle (ADW_WINDOW_TITLE (gui_test_template_child (page, CARC_TYPE_HISTORY_PAGE,
                                                                                    "window_title"))),
                   ==, "5 games");

  /* Ctrl+F shows the search bar */
  g_assert_false (gtk_search_bar_get_search_mode (bar));
  gtk_widget_activate_action (GTK_WIDGET (page), "history.search", NULL);
  g_assert_true (gtk_search_bar_get_search_mode (bar));

  /* Search narrows the list: a player, a set, nothing */
  search (page, "erik");
  g_assert_cmpuint (carc_history_page_get_n_games (page), ==, 2);
  g_assert_cmpstr (carc_history_page_get_game_id (page, 0), ==, game_ids[4]);
  g_assert_cmpstr (carc_history_page_get_game_id (page, 1), ==, game_ids[3]);

  search (page, "River");
  g_assert_cmpuint (carc_history_page_get_n_games (page), ==, 2);
  g_assert_cmpstr (carc_history_page_get_game_id (page, 0), ==, game_ids[4]);
  g_assert_cmpstr (carc_history_page_get_game_id (page, 1), ==, game_ids[1]);

  search (page, "Zdeněk");
  g_assert_cmpuint (carc_history_page_get_n_games (page), ==, 0);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "no-results");

  /* Hiding the bar clears the search */
  gtk_widget_activate_action (GTK_WIDGET (page), "history.search", NULL);
  if (gtk_search_bar_get_search_mode (bar))
    gtk_widget_activate_action (GTK_WIDGET (page), "history.search", NULL);
  g_assert_false (gtk_search_bar_get_search_mode (bar));
  gui_test_wait_ms (400);
  g_assert_cmpuint (carc_history_page_get_n_games (page), ==, n);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "games");

  gtk_window_destroy (window);
}

static GtkWidget *
find_button_with_label (GtkWidget  *widget,
                        const char *label)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_BUTTON (child) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (child)), label) == 0)
        return child;
      if ((found = find_button_with_label (child, label)) != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
find_actionable (GtkWidget  *widget,
                 const char *action_name)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_ACTIONABLE (child) &&
          g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (child)), action_name) == 0)
        return child;
      if ((found = find_actionable (child, action_name)) != NULL)
        return found;
    }
  return NULL;
}

static guint
count_actionables (GtkWidget  *widget,
                   const char *action_name)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_ACTIONABLE (child) &&
          g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (child)), action_name) == 0)
        n++;
      n += count_actionables (child, action_name);
    }
  return n;
}

static void
test_history_delete_undo (void)
{
  GtkWindow *window;
  CarcHistoryPage *page = history_page_in_window (&window);
  GtkWidget *overlay = GTK_WIDGET (gui_test_template_child (page, CARC_TYPE_HISTORY_PAGE, "toast_overlay"));
  g_autoptr(GPtrArray) listed = NULL;
  GtkWidget *undo;
  guint n = G_N_ELEMENTS (game_specs);
  const char *id = game_ids[2];

  g_assert_nonnull (carc_history_page_get_row (page, id));

  /* The row's trash button */
  {
    GtkWidget *trash = gui_test_find_class_below (carc_history_page_get_row (page, id), "delete-game", FALSE);

    g_assert_nonnull (trash);
    g_signal_emit_by_name (trash, "clicked");
  }
  g_assert_cmpuint (carc_history_page_get_n_games (page), ==, n - 1);
  g_assert_null (carc_history_page_get_row (page, id));
  listed = carc_store_list_games (store, NULL, CARC_STORE_LIST_DELETED, 0, NULL);
  g_assert_cmpuint (listed->len, ==, 1);
  g_assert_cmpstr (((CarcStoreGameSummary *) g_ptr_array_index (listed, 0))->id, ==, id);

  /* The toast's Undo button brings it back */
  gui_test_wait_ms (100);
  undo = find_button_with_label (overlay, "_Undo");
  g_assert_nonnull (undo);
  /* a button's activation shows it pressed for a moment, then clicks */
  gtk_widget_activate (undo);
  gui_test_wait_ms (600);
  g_assert_cmpuint (carc_history_page_get_n_games (page), ==, n);
  g_assert_nonnull (carc_history_page_get_row (page, id));
  g_clear_pointer (&listed, g_ptr_array_unref);
  listed = carc_store_list_games (store, NULL, CARC_STORE_LIST_DELETED, 0, NULL);
  g_assert_cmpuint (listed->len, ==, 0);

  /* In order again */
  for (guint i = 0; i < n; i++)
    g_assert_cmpstr (carc_history_page_get_game_id (page, i), ==, game_ids[n - 1 - i]);

  gtk_window_destroy (window);
}

static AdwMessageDialog *
find_purge_dialog (void)
{
  return (AdwMessageDialog *) gui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, "purge-game", TRUE);
}

/* A game of its own for a test that removes it for good. */
static char *
add_spare_game (guint64 seed)
{
  /* players already in the roster: the statistics count the roster */
  static const GameSpec spec = { "base", "Dora,Erik", 0, 2025, 1, 5, 30 };
  GameSpec seeded = spec;
  g_autoptr(GError) error = NULL;
  CarcGame *game;
  char *id;

  seeded.seed = seed;
  game = make_game (&seeded);
  g_assert_true (carc_store_create_game (store, game, &error));
  g_assert_no_error (error);
  id = g_strdup (carc_game_get_id (game));
  carc_game_free (game);
  return id;
}

/* One click deletes nothing for good (issue 22, item 3): a deleted game
 * waits in Recently Deleted, where it is restored, or removed for good
 * after a question; after 30 days it goes by itself. */
static void
test_history_recently_deleted (void)
{
  GtkWindow *window;
  CarcHistoryPage *page = history_page_in_window (&window);
  GtkRevealer *deleted_bar = GTK_REVEALER (gui_test_template_child (page, CARC_TYPE_HISTORY_PAGE, "deleted_revealer"));
  AdwWindowTitle *title = ADW_WINDOW_TITLE (gui_test_template_child (page, CARC_TYPE_HISTORY_PAGE, "window_title"));
  GtkStack *stack = GTK_STACK (gui_test_template_child (page, CARC_TYPE_HISTORY_PAGE, "stack"));
  g_autofree char *id = add_spare_game (21);
  g_autoptr(GError) error = NULL;
  CarcHistoryRow *row;
  AdwMessageDialog *dialog;
  guint n = G_N_ELEMENTS (game_specs) + 1;

  gui_test_wait_ms (100);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_assert_cmpuint (carc_history_page_get_n_games (page), ==, n);
  g_assert_false (gtk_revealer_get_reveal_child (deleted_bar));

  /* Deleting: a bar leads to the recently deleted games */
  gtk_widget_activate_action (GTK_WIDGET (page), "history.delete", "s", id);
  g_assert_cmpuint (carc_history_page_get_n_games (page), ==, n - 1);
  g_assert_true (gtk_revealer_get_reveal_child (deleted_bar));
  gtk_widget_activate_action (GTK_WIDGET (page), "history.show-deleted", NULL);
  g_assert_cmpint (carc_history_page_get_view (page), ==, CARC_HISTORY_VIEW_DELETED);
  g_assert_cmpstr (adw_window_title_get_title (title), ==, "Recently Deleted");
  g_assert_cmpstr (adw_window_title_get_subtitle (title), ==, "1 game, kept for 30 days");
  g_assert_cmpuint (carc_history_page_get_n_games (page), ==, 1);
  g_assert_cmpstr (carc_history_page_get_game_id (page, 0), ==, id);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  row = CARC_HISTORY_ROW (carc_history_page_get_row (page, id));
  g_assert_nonnull (row);
  g_test_message ("deleted: %s", carc_history_row_get_subtitle (row));
  g_assert_true (g_str_has_prefix (carc_history_row_get_subtitle (row), "Deleted on "));
  g_assert_nonnull (strstr (carc_history_row_get_subtitle (row), ", kept until "));
  g_assert_null (gui_test_find_class_below (GTK_WIDGET (row), "continue-game", FALSE) != NULL
                 && gtk_widget_get_visible (gui_test_find_class_below (GTK_WIDGET (row), "continue-game", FALSE))
                 ? row : NULL);

  /* Restored from there: back among the games */
  g_signal_emit_by_name (gui_test_find_class_below (GTK_WIDGET (row), "restore-game", FALSE), "clicked");
  g_assert_cmpuint (carc_history_page_get_n_games (page), ==, 0);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "no-deleted");
  gtk_widget_activate_action (GTK_WIDGET (page), "history.back", NULL);
  g_assert_cmpint (carc_history_page_get_view (page), ==, CARC_HISTORY_VIEW_ALL);
  g_assert_cmpuint (carc_history_page_get_n_games (page), ==, n);
  g_assert_false (gtk_revealer_get_reveal_child (deleted_bar));

  /* Removed for good only after a question */
  gtk_widget_activate_action (GTK_WIDGET (page), "history.delete", "s", id);
  gtk_widget_activate_action (GTK_WIDGET (page), "history.show-deleted", NULL);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  row = CARC_HISTORY_ROW (carc_history_page_get_row (page, id));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (gui_test_find_class_below (GTK_WIDGET (row), "delete-game", FALSE)), ==,
                   "Delete for Good…");
  g_signal_emit_by_name (gui_test_find_class_below (GTK_WIDGET (row), "delete-game", FALSE), "clicked");
  gui_test_pump ();
  dialog = find_purge_dialog ();
  g_assert_nonnull (dialog);
  g_test_message ("asks: %s", adw_message_dialog_get_body (dialog));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "Dora and Erik"));
  adw_message_dialog_response (dialog, "cancel");
  gui_test_pump ();
  g_assert_cmpuint (carc_history_page_get_n_games (page), ==, 1);
  g_assert_true (carc_store_get_game_key (store, id, &(gint64) { 0 }, NULL));
  /* the Delete key asks the same */
  carc_lazy_list_focus_position (CARC_LAZY_LIST (carc_history_page_get_list (page)), 0);
  gui_test_pump ();
  g_assert_true (gui_test_press_key (carc_history_page_get_row (page, id), GDK_KEY_Delete, 0));
  dialog = find_purge_dialog ();
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "purge");
  gui_test_pump ();
  g_assert_cmpuint (carc_history_page_get_n_games (page), ==, 0);
  g_assert_false (carc_store_get_game_key (store, id, &(gint64) { 0 }, &error));
  g_assert_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);
  gtk_window_destroy (window);

  /* A game deleted more than 30 days ago is gone when History opens */
  {
    g_autofree char *old = add_spare_game (22);
    g_autofree char *recent = add_spare_game (23);
    g_autofree char *sql = NULL;

    g_assert_true (carc_store_delete_game (store, old, &error));
    g_assert_true (carc_store_delete_game (store, recent, &error));
    sql = g_strdup_printf ("UPDATE games SET deleted = %" G_GINT64_FORMAT " WHERE uuid = '%s'",
                           g_get_real_time () - (gint64) 31 * 24 * 3600 * G_USEC_PER_SEC, old);
    g_assert_true (carc_store_exec (store, sql, "testing", &error));
    g_assert_no_error (error);
    page = history_page_in_window (&window);
    g_assert_false (carc_store_get_game_key (store, old, &(gint64) { 0 }, NULL));
    g_assert_true (carc_store_get_game_key (store, recent, &(gint64) { 0 }, NULL));
    gtk_widget_activate_action (GTK_WIDGET (page), "history.show-deleted", NULL);
    g_assert_cmpuint (carc_history_page_get_n_games (page), ==, 1);
    g_assert_cmpstr (carc_history_page_get_game_id (page, 0), ==, recent);
    g_assert_true (carc_store_purge_game (store, recent, &error));
    g_assert_no_error (error);
    gtk_window_destroy (window);
  }
}

static void
open_game_cb (CarcHistoryPage *page,
              const char      *id,
              char           **out)
{
  g_free (*out);
  *out = g_strdup (id);
}

/* The keys of the list: arrows through the rows, Enter opens, Tab into a
 * row's own buttons (Continue, then Delete) and on out of the list. */
static void
test_history_keys (void)
{
  GtkWindow *window;
  CarcHistoryPage *page = history_page_in_window (&window);
  CarcLazyList *list = CARC_LAZY_LIST (carc_history_page_get_list (page));
  GtkWidget *row, *focus;
  g_autofree char *opened = NULL;
  guint n = G_N_ELEMENTS (game_specs);

  g_signal_connect (page, "open-game", G_CALLBACK (open_game_cb), &opened);
  /* Tab from the search button's side comes into the list at its first row */
  carc_lazy_list_focus_position (list, 0);
  gui_test_pump ();
  g_assert_cmpint (carc_lazy_list_get_cursor (list), ==, 0);
  g_assert_true (gui_test_press_key (carc_lazy_list_get_row (list, 0), GDK_KEY_Down, 0));
  g_assert_true (gui_test_press_key (carc_lazy_list_get_row (list, 1), GDK_KEY_Return, 0));
  g_assert_cmpstr (opened, ==, game_ids[n - 2]);

  /* the unfinished game's row: Tab reaches Continue, then Delete */
  row = carc_history_page_get_row (page, game_ids[3]);
  gtk_widget_grab_focus (row);
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD));
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (gtk_widget_has_css_class (focus, "continue-game"));
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD));
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (gtk_widget_has_css_class (focus, "delete-game"));
  /* … and out of the list, not into the next row */
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD)
                 || gtk_root_get_focus (GTK_ROOT (window)) == NULL);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (list)));

  gtk_window_destroy (window);
}

/* Hunters & Gatherers is a set and a game of its own: the row names it
 * once (issue 22, item 16). */
static void
test_history_hunters_gatherers (void)
{
  static const GameSpec spec = { "hunters-and-gatherers", "Cecile,Dora", 5, 2025, 2, 1, 20 };
  g_autoptr(GError) error = NULL;
  CarcGame *game = make_game (&spec);
  g_autofree char *id = g_strdup (carc_game_get_id (game));
  GtkWindow *window;
  CarcHistoryPage *page;
  CarcHistoryRow *row;
  const char *subtitle, *first;

  g_assert_true (carc_store_create_game (store, game, &error));
  carc_game_free (game);
  page = history_page_in_window (&window);
  g_assert_true (carc_history_page_scroll_to (page, id));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  row = CARC_HISTORY_ROW (carc_history_page_get_row (page, id));
  g_assert_nonnull (row);
  subtitle = carc_history_row_get_subtitle (row);
  g_test_message ("%s", subtitle);
  first = strstr (subtitle, "Hunters & Gatherers");
  g_assert_nonnull (first);
  g_assert_null (strstr (first + 1, "Hunters & Gatherers"));
  gtk_window_destroy (window);

  g_assert_true (carc_store_delete_game (store, id, &error));
  g_assert_true (carc_store_purge_game (store, id, &error));
  g_assert_no_error (error);
}

static void
test_history_empty (void)
{
  g_autofree char *dir = g_dir_make_tmp ("carc-history-empty-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "games.sqlite3", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcStore) empty = carc_store_open (path, CARC_STORE_OPEN_DEFAULT, &error);
  GtkWidget *history, *stats;
  GtkWindow *window;

  g_assert_no_error (error);

  history = carc_history_page_new (empty);
  window = gui_test_window_with (history, 600, 500);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (gui_test_template_child (history, CARC_TYPE_HISTORY_PAGE, "stack"))),
                   ==, "empty");
  g_assert_cmpuint (carc_history_page_get_n_games (CARC_HISTORY_PAGE (history)), ==, 0);
  gtk_window_destroy (window);

  stats = carc_stats_page_new (empty);
  window = gui_test_window_with (stats, 600, 500);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (gui_test_template_child (stats, CARC_TYPE_STATS_PAGE, "stack"))),
                   ==, "empty");
  gtk_window_destroy (window);

  /* Without a store at all */
  history = carc_history_page_new (NULL);
  window = gui_test_window_with (history, 600, 500);
  gtk_window_destroy (window);
  stats = carc_stats_page_new (NULL);
  window = gui_test_window_with (stats, 600, 500);
  gtk_window_destroy (window);

  g_clear_object (&empty);
  gui_test_unlink_database (path);
  g_rmdir (dir);
}

/* ---- review --------------------------------------------------------------------- */


/* What pressing @key on @widget does: its capture-phase shortcuts. */
static void
press_key (GtkWidget  *widget,
           const char *key)
{
  GListModel *controllers = gtk_widget_observe_controllers (widget);
  gboolean found = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !found; i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)) && !found; j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          g_autofree char *trigger = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));

          if (g_strcmp0 (trigger, key) == 0)
            {
              g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, widget, NULL));
              found = TRUE;
            }
        }
    }
  g_object_unref (controllers);
  g_assert_true (found);
}

static void
test_review (void)
{
  GtkWindow *window, *review_window;
  CarcHistoryPage *history = history_page_in_window (&window);
  CarcReviewPage *review = CARC_REVIEW_PAGE (carc_review_page_new (store));
  GtkRange *scale = GTK_RANGE (gui_test_template_child (review, CARC_TYPE_REVIEW_PAGE, "scale"));
  CarcScoreChart *chart = CARC_SCORE_CHART (gui_test_template_child (review, CARC_TYPE_REVIEW_PAGE, "score_chart"));
  GtkListBox *log = GTK_LIST_BOX (gui_test_template_child (review, CARC_TYPE_REVIEW_PAGE, "log_list"));
  g_autoptr(GError) error = NULL;
  g_autofree char *opened = NULL;
  g_autoptr(CarcStoreGameSummary) summary = NULL;
  const CarcGame *game;
  const CarcState *final;
  guint n_steps, middle, n_log = 0;

  /* Opening a row of the history asks for that game */
  g_signal_connect (history, "open-game", G_CALLBACK (open_game_cb), &opened);
  gtk_widget_activate (carc_history_page_get_row (history, game_ids[0]));
  g_assert_cmpstr (opened, ==, game_ids[0]);
  gtk_window_destroy (window);

  g_assert_true (carc_review_page_load_game (review, opened, &error));
  g_assert_no_error (error);
  review_window = gui_test_window_with (GTK_WIDGET (review), 1100, 760);

  game = carc_review_page_get_game (review);
  final = carc_game_get_state (game);
  n_steps = carc_review_page_get_n_steps (review);

  /* Start, one step per turn, the final scoring (with the last turn when
   * the last tile ended the game) */
  g_assert_cmpuint (n_steps, >=, carc_state_get_turn (final) + 1);
  g_assert_cmpuint (n_steps, <=, carc_state_get_turn (final) + 2);
  for (guint s = 1; s + 1 < n_steps; s++)
    g_assert_cmpint (carc_review_page_get_step_kind (review, s), ==, CARC_REVIEW_STEP_TURN);
  g_assert_cmpint (carc_review_page_get_step_kind (review, 0), ==, CARC_REVIEW_STEP_START);
  g_assert_cmpint (carc_review_page_get_step_kind (review, 1), ==, CARC_REVIEW_STEP_TURN);
  g_assert_cmpint (carc_review_page_get_step_kind (review, n_steps - 1), ==, CARC_REVIEW_STEP_FINAL);
  g_assert_cmpuint (carc_review_page_get_step_events (review, n_steps - 1), ==, carc_game_get_n_events (game));

  /* It opens at the end: the stored final scores */
  summary = carc_store_get_game_summary (store, opened, NULL);
  g_assert_cmpuint (carc_review_page_get_step (review), ==, n_steps - 1);
  g_assert_true (g_str_has_suffix (carc_review_page_get_step_text (review), "final scoring") ||
                 g_str_equal (carc_review_page_get_step_text (review), "Final scoring"));
  for (guint p = 0; p < summary->n_players; p++)
    {
      g_autofree char *text = g_strdup_printf ("%d", summary->players[p].score);
      g_assert_cmpstr (carc_review_page_get_score_text (review, p), ==, text);
    }

  /* The slider to a middle turn shows the state of carc_game_replay_prefix () */
  middle = n_steps / 2;
  gtk_range_set_value (scale, middle);
  g_assert_cmpuint (carc_review_page_get_step (review), ==, middle);
  {
    guint n_events = carc_review_page_get_step_events (review, middle);
    g_autoptr(GError) replay_error = NULL;
    CarcState *expected = carc_game_replay_prefix (game, n_events, &replay_error);
    const CarcState *shown = carc_review_page_get_state (review);
    g_autofree char *step_text = g_strdup_printf ("Turn %u of %u", middle, carc_state_get_turn (final));

    g_test_message ("step %u of %u: %s", middle, n_steps, carc_review_page_get_step_text (review));

    g_assert_no_error (replay_error);
    g_assert_nonnull (shown);
    g_assert_cmpuint (carc_state_get_n_tiles (shown), ==, carc_state_get_n_tiles (expected));
    g_assert_cmpuint (carc_state_get_turn (shown), ==, middle + 1);
    g_assert_true (g_str_has_prefix (carc_review_page_get_step_text (review), step_text));
    for (guint p = 0; p < carc_state_get_n_players (expected); p++)
      {
        g_autofree char *text = g_strdup_printf ("%d", carc_state_get_players (expected)[p].score);
        double value;

        g_assert_cmpint (carc_state_get_players (shown)[p].score, ==, carc_state_get_players (expected)[p].score);
        g_assert_cmpstr (carc_review_page_get_score_text (review, p), ==, text);
        /* the chart's marker is on the same turn, with the same scores */
        g_assert_true (carc_score_chart_get_value_at (chart, p, middle, &value));
        g_assert_cmpint ((int) value, ==, carc_state_get_players (expected)[p].score);
      }
    g_assert_cmpfloat (carc_score_chart_get_marker (chart), ==, middle);
    carc_state_free (expected);
  }

  /* The log has every scoring, those of this turn selected */
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (log)); row != NULL; row = gtk_widget_get_next_sibling (row))
    if (GTK_IS_LIST_BOX_ROW (row))
      n_log++;
  g_assert_cmpuint (n_log, ==, carc_state_get_n_scorings (final));
  {
    GList *selected = gtk_list_box_get_selected_rows (log);
    guint n_current = 0;

    for (guint i = 0; i < carc_state_get_n_scorings (final); i++)
      if (!carc_state_get_scorings (final)[i].final && carc_state_get_scorings (final)[i].turn == middle)
        n_current++;
    g_assert_cmpuint (g_list_length (selected), ==, n_current);
    g_list_free (selected);
  }

  /* The keys: Right is the next turn, wherever the focus is */
  press_key (GTK_WIDGET (review), "Right");
  g_assert_cmpuint (carc_review_page_get_step (review), ==, middle + 1);
  press_key (GTK_WIDGET (review), "Left");
  g_assert_cmpuint (carc_review_page_get_step (review), ==, middle);
  press_key (GTK_WIDGET (review), "End");
  g_assert_cmpuint (carc_review_page_get_step (review), ==, n_steps - 1);
  press_key (GTK_WIDGET (review), "Home");
  g_assert_cmpuint (carc_review_page_get_step (review), ==, 0);
  carc_review_page_set_step (review, middle);

  /* Step buttons and actions */
  gtk_widget_activate_action (GTK_WIDGET (review), "review.next", NULL);
  g_assert_cmpuint (carc_review_page_get_step (review), ==, middle + 1);
  g_assert_cmpfloat (gtk_range_get_value (scale), ==, middle + 1);
  gtk_widget_activate_action (GTK_WIDGET (review), "review.previous", NULL);
  gtk_widget_activate_action (GTK_WIDGET (review), "review.previous", NULL);
  g_assert_cmpuint (carc_review_page_get_step (review), ==, middle - 1);
  gtk_widget_activate_action (GTK_WIDGET (review), "review.first", NULL);
  g_assert_cmpuint (carc_review_page_get_step (review), ==, 0);
  g_assert_cmpstr (carc_review_page_get_step_text (review), ==, "Start");
  g_assert_cmpuint (carc_state_get_n_tiles (carc_review_page_get_state (review)), ==, 1);
  for (guint p = 0; p < summary->n_players; p++)
    g_assert_cmpstr (carc_review_page_get_score_text (review, p), ==, "0");
  g_assert_false (gtk_widget_is_sensitive (GTK_WIDGET (gui_test_template_child (review, CARC_TYPE_REVIEW_PAGE, "previous_button"))));
  gtk_widget_activate_action (GTK_WIDGET (review), "review.last", NULL);
  g_assert_cmpuint (carc_review_page_get_step (review), ==, n_steps - 1);
  g_assert_false (gtk_widget_is_sensitive (GTK_WIDGET (gui_test_template_child (review, CARC_TYPE_REVIEW_PAGE, "next_button"))));
  gtk_widget_activate_action (GTK_WIDGET (review), "review.step", "u", 3);
  g_assert_cmpuint (carc_review_page_get_step (review), ==, 3);

  /* An unfinished game ends with its half turn */
  g_assert_true (carc_review_page_load_game (review, game_ids[3], &error));
  g_assert_no_error (error);
  n_steps = carc_review_page_get_n_steps (review);
  g_assert_cmpuint (carc_review_page_get_step_events (review, n_steps - 1), ==, game_specs[3].stop_after);
  g_assert_cmpint (carc_review_page_get_step_kind (review, n_steps - 1), !=, CARC_REVIEW_STEP_FINAL);

  /* Every game reviews from start to end */
  for (guint g = 0; g < G_N_ELEMENTS (game_ids); g++)
    {
      g_assert_true (carc_review_page_load_game (review, game_ids[g], &error));
      g_assert_no_error (error);
      for (guint s = 0; s < carc_review_page_get_n_steps (review); s += 7)
        carc_review_page_set_step (review, s);
    }

  g_assert_false (carc_review_page_load_game (review, "no-such-game", &error));
  g_assert_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_NOT_FOUND);

  gtk_window_destroy (review_window);
}

/* ---- statistics -------------------------------------------------------------------- */

static void
assert_stats_shown (CarcStatsPage              *page,
                    const CarcStoreStatsFilter *filter)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcStoreStats) expected = carc_store_get_stats (store, filter, &error);
  CarcBarChart *bars = CARC_BAR_CHART (gui_test_template_child (page, CARC_TYPE_STATS_PAGE, "bar_chart"));
  GtkLabel *city = GTK_LABEL (gui_test_template_child (page, CARC_TYPE_STATS_PAGE, "city_record_label"));
  GtkLabel *best = GTK_LABEL (gui_test_template_child (page, CARC_TYPE_STATS_PAGE, "score_record_label"));
  const CarcStoreStats *shown = carc_stats_page_get_stats (page);

  g_assert_no_error (error);
  g_assert_nonnull (shown);
  g_assert_cmpuint (shown->overall.games, ==, expected->overall.games);
  g_assert_cmpuint (shown->n_players, ==, expected->n_players);

  for (guint i = 0; i < expected->n_players + 1; i++)
    {
      const CarcStoreStatsEntry *entry = i < expected->n_players ? &expected->players[i] : &expected->overall;
      g_autofree char *games = g_strdup_printf ("%u", entry->games);
      g_autofree char *wins = g_strdup_printf ("%u", entry->wins);
      g_autofree char *rate = carc_history_format_percent (entry->win_rate);
      g_autofree char *average = g_strdup_printf ("%.1f", entry->average_score);
      g_autofree char *high = g_strdup_printf ("%d", entry->best_score);
      g_autofree char *low = g_strdup_printf ("%d", entry->worst_score);
      g_autofree char *turn = carc_history_format_duration (entry->average_turn_seconds);

      if (i == expected->n_players && expected->n_players == 1)
        break;   /* one player: no overall line */

      g_test_message ("%s: %s games, %s wins, %s, avg %s, best %s, worst %s, turn %s",
                      entry->name ? entry->name : "(all)", games, wins, rate, average, high, low, turn);
      g_assert_cmpstr (carc_stats_page_get_cell_text (page, entry->name, CARC_STATS_COLUMN_GAMES), ==, games);
      g_assert_cmpstr (carc_stats_page_get_cell_text (page, entry->name, CARC_STATS_COLUMN_WINS), ==, wins);
      g_assert_cmpstr (carc_stats_page_get_cell_text (page, entry->name, CARC_STATS_COLUMN_WIN_RATE), ==, rate);
      g_assert_cmpstr (carc_stats_page_get_cell_text (page, entry->name, CARC_STATS_COLUMN_AVERAGE), ==, average);
      g_assert_cmpstr (carc_stats_page_get_cell_text (page, entry->name, CARC_STATS_COLUMN_BEST), ==, high);
      g_assert_cmpstr (carc_stats_page_get_cell_text (page, entry->name, CARC_STATS_COLUMN_WORST), ==, low);
      g_assert_cmpstr (carc_stats_page_get_cell_text (page, entry->name, CARC_STATS_COLUMN_TURN_TIME), ==, turn);
      /* the turn times are known: every event has its time */
      g_assert_cmpfloat (entry->average_turn_seconds, >, 0);
    }

  /* Bars: a series per player, the store's points per category (the
   * categories the statistics list: someone scored in each) */
  g_assert_cmpuint (carc_bar_chart_get_n_series (bars), ==, expected->n_players);
  g_assert_cmpuint (carc_bar_chart_get_n_categories (bars), ==, expected->n_kinds);
  for (guint i = 0; i < expected->n_players; i++)
    {
      g_assert_cmpstr (carc_bar_chart_get_series_name (bars, i), ==, expected->players[i].name);
      for (guint k = 0; k < expected->n_kinds; k++)
        {
          gboolean any = expected->overall.points[k] != 0;

          g_assert_true (any);
          g_assert_cmpfloat (carc_bar_chart_get_value (bars, i, k), ==, expected->players[i].points[k]);
        }
    }

  /* Scores over time: a line per player, a point per game they played
   * among the games counted */
  {
    CarcScoreChart *lines = CARC_SCORE_CHART (gui_test_template_child (page, CARC_TYPE_STATS_PAGE, "score_chart"));

    g_assert_cmpuint (carc_score_chart_get_n_series (lines), ==, expected->n_players);
    for (guint i = 0; i < expected->n_players; i++)
      {
        g_assert_cmpstr (carc_score_chart_get_series_name (lines, i), ==, expected->players[i].name);
        g_assert_cmpuint (carc_score_chart_get_n_points (lines, i), ==, expected->players[i].games);
      }
  }

  /* Records */
  {
    g_autofree char *tiles = g_strdup_printf ("%d tiles", expected->overall.biggest_city.value);
    g_autofree char *points = g_strdup_printf ("%d points", expected->overall.highest_score.value);

    g_assert_cmpstr (gtk_label_get_text (city), ==, tiles);
    g_assert_cmpstr (gtk_label_get_text (best), ==, points);
  }
}

static void
test_stats (void)
{
  GtkWindow *window;
  CarcStatsPage *page = CARC_STATS_PAGE (carc_stats_page_new (store));
  GtkStack *stack = GTK_STACK (gui_test_template_child (page, CARC_TYPE_STATS_PAGE, "stack"));
  AdwComboRow *player_row = ADW_COMBO_ROW (gui_test_template_child (page, CARC_TYPE_STATS_PAGE, "player_row"));
  CarcStoreStatsFilter filter = { 0 };
  const char * const river[] = { "river", NULL };
  g_autofree char *opened = NULL;
  g_autoptr(GDateTime) from = g_date_time_new_local (2026, 5, 1, 0, 0, 0);
  g_autoptr(GDateTime) to = g_date_time_new_local (2026, 6, 30, 0, 0, 0);

  window = gui_test_window_with (GTK_WIDGET (page), 1200, 800);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "stats");

  /* No filter: 4 finished games, 5 players */
  assert_stats_shown (page, &filter);
  g_assert_cmpuint (carc_stats_page_get_stats (page)->overall.games, ==, 4);
  g_assert_cmpuint (carc_stats_page_get_stats (page)->n_players, ==, 5);

  /* One player, through the combo row */
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (player_row)), ==, 6);
  adw_combo_row_set_selected (player_row, 1);   /* Anna: the roster is sorted */
  filter.player = "Anna";
  assert_stats_shown (page, &filter);
  g_assert_cmpuint (carc_stats_page_get_stats (page)->n_players, ==, 1);
  carc_stats_page_set_player (page, NULL);
  filter.player = NULL;

  /* Sets */
  carc_stats_page_set_sets (page, river);
  filter.sets = river;
  assert_stats_shown (page, &filter);
  g_assert_cmpuint (carc_stats_page_get_stats (page)->overall.games, ==, 2);
  carc_stats_page_set_sets (page, NULL);
  filter.sets = NULL;

  /* A date range: May and June */
  carc_stats_page_set_dates (page, from, to);
  carc_stats_page_get_filter (page, &filter);
  g_assert_cmpint (filter.from, ==, local_time (2026, 5, 1, 0));
  g_assert_cmpint (filter.to, ==, local_time (2026, 7, 1, 0));
  assert_stats_shown (page, &filter);
  g_assert_cmpuint (carc_stats_page_get_stats (page)->overall.games, ==, 2);

  /* Game type: no Hunters & Gatherers games */
  gtk_widget_activate_action (GTK_WIDGET (page), "stats.reset-filters", NULL);
  carc_stats_page_set_game_type (page, CARC_STORE_GAME_HUNTERS_GATHERERS);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "empty");
  carc_stats_page_set_game_type (page, CARC_STORE_GAME_CARCASSONNE);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "stats");
  memset (&filter, 0, sizeof filter);
  filter.type = CARC_STORE_GAME_CARCASSONNE;
  assert_stats_shown (page, &filter);
  gtk_widget_activate_action (GTK_WIDGET (page), "stats.reset-filters", NULL);

  /* A record opens its game */
  g_signal_connect (page, "open-game", G_CALLBACK (open_game_cb), &opened);
  gtk_widget_activate (GTK_WIDGET (gui_test_template_child (page, CARC_TYPE_STATS_PAGE, "score_record_row")));
  g_assert_cmpstr (opened, ==, carc_stats_page_get_stats (page)->overall.highest_score.game_id);

  /* The store changes: the page follows */
  {
    g_autoptr(GError) error = NULL;

    g_assert_true (carc_store_delete_game (store, game_ids[0], &error));
    g_assert_no_error (error);
    g_assert_cmpuint (carc_stats_page_get_stats (page)->overall.games, ==, 3);
    g_assert_true (carc_store_undelete_game (store, game_ids[0], &error));
    g_assert_no_error (error);
    g_assert_cmpuint (carc_stats_page_get_stats (page)->overall.games, ==, 4);
  }

  gtk_window_destroy (window);
}

/* ---- the window ---------------------------------------------------------------------- */

/* A main window with the history installed, showing @action's page (so
 * that the start page's width does not decide the window's). */
static CarcWindow *
show_window (int         width,
             int         height,
             const char *action)
{
  CarcWindow *window = carc_window_new (app);

  carc_history_install (window, store);
  if (action != NULL)
    gtk_widget_activate_action (GTK_WIDGET (window), action, NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));

  return window;
}

/* A window whose visible part is width×height where the monitor allows
 * (test-window.c explains the resize border of Xvfb windows). */
static CarcWindow *
show_window_sized (int         width,
                   int         height,
                   const char *action)
{
  static int border_width = -1, border_height = -1;
  CarcWindow *window;
  GdkSurface *surface;

  if (border_width < 0)
    {
      window = show_window (width, height, action);
      surface = gtk_native_get_surface (GTK_NATIVE (window));
      border_width = MAX (0, gdk_surface_get_width (surface) - gtk_widget_get_width (GTK_WIDGET (window)));
      border_height = MAX (0, gdk_surface_get_height (surface) - gtk_widget_get_height (GTK_WIDGET (window)));
      gtk_window_destroy (GTK_WINDOW (window));
    }

  window = show_window (width + border_width, height + border_height, action);
  g_test_message ("%dx%d requested: window %dx%d", width, height,
                  gtk_widget_get_width (GTK_WIDGET (window)), gtk_widget_get_height (GTK_WIDGET (window)));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), ==, MIN (width, 1280 - border_width));

  return window;
}

/* Waits for the page stack's crossfade to end. */
static void
wait_for_page (CarcWindow *window)
{
  GtkStack *stack = GTK_STACK (gtk_widget_get_parent (_carc_window_get_page (window, "start")));

  do
    gui_test_wait_ms (50);
  while (gtk_stack_get_transition_running (stack));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
}

static const char *
visible_page (CarcWindow *window)
{
  return _carc_window_get_page_name (window);
}

/* The game row that has the keyboard focus in @window, or NULL. */
static GtkWidget *
focused_game_row (CarcWindow *window)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  while (focus != NULL && !CARC_IS_HISTORY_ROW (focus))
    focus = gtk_widget_get_parent (focus);
  return focus;
}

static void
test_window (void)
{
  CarcWindow *window = show_window (1000, 700, NULL);
  CarcHistoryPage *history;
  CarcReviewPage *review;

  /* The start page's buttons */
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (window), "show-history"));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (window), "show-statistics"));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (window), "review-game"));
  g_assert_nonnull (find_actionable (_carc_window_get_page (window, "start"), "win.show-history"));
  g_assert_nonnull (find_actionable (_carc_window_get_page (window, "start"), "win.show-statistics"));
  /* the start page stays 360 px wide: its buttons wrap */
  {
    int minimum;

    gtk_widget_measure (_carc_window_get_page (window, "start"), GTK_ORIENTATION_HORIZONTAL, -1,
                        &minimum, NULL, NULL, NULL);
    g_assert_cmpint (minimum, <=, 360);
  }

  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-history", NULL);
  g_assert_cmpstr (visible_page (window), ==, "history");
  g_assert_cmpuint (carc_history_page_get_n_games (CARC_HISTORY_PAGE (carc_history_get_page (window, "history"))),
                    ==, G_N_ELEMENTS (game_specs));

  /* the keys go to the games at once: the newest has the focus, not the
   * header's first button (Down, Enter and Delete work without a Tab) */
  history = CARC_HISTORY_PAGE (carc_history_get_page (window, "history"));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_assert_nonnull (focused_game_row (window));
  g_assert_true (focused_game_row (window) == carc_history_page_get_row (history, game_ids[G_N_ELEMENTS (game_specs) - 1]));

  /* A row opens the review; back returns to the history (the rows are
   * made as the list is laid out), the focus on the row opened */
  carc_lazy_list_focus_position (CARC_LAZY_LIST (carc_history_page_get_list (history)), 3);
  gui_test_pump ();
  g_assert_true (focused_game_row (window) == carc_history_page_get_row (history, game_ids[1]));
  gtk_widget_activate (carc_history_page_get_row (history, game_ids[1]));
  g_assert_cmpstr (visible_page (window), ==, "review");
  review = CARC_REVIEW_PAGE (carc_history_get_page (window, "review"));
  g_assert_cmpstr (carc_game_get_id (carc_review_page_get_game (review)), ==, game_ids[1]);
  g_signal_emit_by_name (gui_test_template_child (review, CARC_TYPE_REVIEW_PAGE, "back_button"), "clicked");
  g_assert_cmpstr (visible_page (window), ==, "history");
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_assert_true (focused_game_row (window) == carc_history_page_get_row (history, game_ids[1]));

  /* The statistics; a record's review goes back to them */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-start", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-statistics", NULL);
  g_assert_cmpstr (visible_page (window), ==, "statistics");
  gtk_widget_activate (GTK_WIDGET (gui_test_template_child (carc_history_get_page (window, "statistics"),
                                                   CARC_TYPE_STATS_PAGE, "city_record_row")));
  g_assert_cmpstr (visible_page (window), ==, "review");
  g_signal_emit_by_name (gui_test_template_child (review, CARC_TYPE_REVIEW_PAGE, "back_button"), "clicked");
  g_assert_cmpstr (visible_page (window), ==, "statistics");
  /* … and from there back to the start page, where the statistics were opened */
  g_signal_emit_by_name (gui_test_template_child (carc_history_get_page (window, "statistics"),
                                         CARC_TYPE_STATS_PAGE, "back_button"), "clicked");
  g_assert_cmpstr (visible_page (window), ==, "start");

  /* The history's header leads to the statistics; back returns to it */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-history", NULL);
  g_signal_emit_by_name (gui_test_template_child (carc_history_get_page (window, "history"),
                                         CARC_TYPE_HISTORY_PAGE, "statistics_button"), "clicked");
  g_assert_cmpstr (visible_page (window), ==, "statistics");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-back", NULL);
  g_assert_cmpstr (visible_page (window), ==, "history");

  gtk_widget_activate_action (GTK_WIDGET (window), "win.review-game", "s", game_ids[4]);
  g_assert_cmpstr (visible_page (window), ==, "review");

  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-start", NULL);
  g_assert_cmpstr (visible_page (window), ==, "start");

  gtk_window_destroy (GTK_WINDOW (window));

  /* Installing again only passes the store on: a window not shown yet has
   * no store (carc_window_init() installed the pages without one) */
  window = carc_window_new (app);
  history = CARC_HISTORY_PAGE (carc_history_get_page (window, "history"));
  carc_history_install (window, NULL);
  g_assert_null (carc_history_page_get_store (history));
  carc_history_install (window, store);
  g_assert_true (carc_history_page_get_store (history) == store);
  g_assert_true (carc_stats_page_get_store (CARC_STATS_PAGE (carc_history_get_page (window, "statistics"))) == store);
  g_assert_cmpuint (count_actionables (_carc_window_get_page (window, "start"), "win.show-history"), ==, 1);
  g_assert_cmpuint (count_actionables (_carc_window_get_page (window, "start"), "win.show-statistics"), ==, 1);
  /* hidden, the pages read the store only once they are shown */
  g_assert_cmpuint (carc_history_page_get_n_games (history), ==, 0);
  g_assert_null (carc_stats_page_get_stats (CARC_STATS_PAGE (carc_history_get_page (window, "statistics"))));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-history", NULL);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_assert_cmpuint (carc_history_page_get_n_games (history), ==, G_N_ELEMENTS (game_specs));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Installed without a store, the pages take the window's once it is open. */
static void
test_window_store (void)
{
  CarcWindow *window = carc_window_new (app);
  CarcHistoryPage *page;

  carc_history_install (window, NULL);
  page = CARC_HISTORY_PAGE (carc_history_get_page (window, "history"));
  g_assert_null (carc_history_page_get_store (page));

  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_assert_nonnull (_carc_window_get_store (window));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-history", NULL);
  g_assert_true (carc_history_page_get_store (page) == _carc_window_get_store (window));
  g_assert_true (carc_stats_page_get_store (CARC_STATS_PAGE (carc_history_get_page (window, "statistics")))
                 == _carc_window_get_store (window));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_screenshots (void)
{
  static const struct {
    int width;
    int height;
  } sizes[] = {
    { 1280, 800 },
    { 360, 720 },
  };
  AdwStyleManager *style_manager = adw_style_manager_get_default ();

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (guint dark = 0; dark <= 1; dark++)
      {
        const char *scheme = dark ? "dark" : "light";
        g_autofree char *name = NULL;
        CarcReviewPage *review;
        CarcWindow *window;
        AdwFlap *flap;

        gui_test_set_dark (dark);
        window = show_window_sized (sizes[i].width, sizes[i].height, "win.show-history");

        wait_for_page (window);
        g_assert_cmpstr (visible_page (window), ==, "history");
        name = g_strdup_printf ("history-%s-%dx%d.png", scheme, sizes[i].width, sizes[i].height);
        gui_test_save_screenshot (GTK_WIDGET (window), name);
        g_clear_pointer (&name, g_free);

        /* The review at a middle turn */
        gtk_widget_activate_action (GTK_WIDGET (window), "win.review-game", "s", game_ids[2]);
        review = CARC_REVIEW_PAGE (carc_history_get_page (window, "review"));
        carc_review_page_set_step (review, carc_review_page_get_n_steps (review) / 2);
        wait_for_page (window);
        gui_test_wait_ms (400);
        g_assert_cmpstr (visible_page (window), ==, "review");
        name = g_strdup_printf ("review-%s-%dx%d.png", scheme, sizes[i].width, sizes[i].height);
        gui_test_save_screenshot (GTK_WIDGET (window), name);
        g_clear_pointer (&name, g_free);

        /* Narrow: the scores, the chart and the log fold into a flap */
        flap = ADW_FLAP (gui_test_template_child (review, CARC_TYPE_REVIEW_PAGE, "flap"));
        g_assert_true (adw_flap_get_folded (flap) == (sizes[i].width < 700));
        if (adw_flap_get_folded (flap))
          {
            g_assert_false (adw_flap_get_reveal_flap (flap));
            gtk_widget_activate_action (GTK_WIDGET (review), "review.show-sidebar", NULL);
            g_assert_true (adw_flap_get_reveal_flap (flap));
            gui_test_wait_ms (600);
            name = g_strdup_printf ("review-panel-%s-%dx%d.png", scheme, sizes[i].width, sizes[i].height);
            gui_test_save_screenshot (GTK_WIDGET (window), name);
            g_clear_pointer (&name, g_free);
          }
        else
          g_assert_true (adw_flap_get_reveal_flap (flap));

        gtk_widget_activate_action (GTK_WIDGET (window), "win.show-statistics", NULL);
        wait_for_page (window);
        g_assert_cmpstr (visible_page (window), ==, "statistics");
        name = g_strdup_printf ("stats-%s-%dx%d.png", scheme, sizes[i].width, sizes[i].height);
        gui_test_save_screenshot (GTK_WIDGET (window), name);
        g_clear_pointer (&name, g_free);

        /* … scrolled down to the records and the scores over time */
        {
          GtkScrolledWindow *scrolled = GTK_SCROLLED_WINDOW (gui_test_template_child (carc_history_get_page (window, "statistics"),
                                                                             CARC_TYPE_STATS_PAGE, "scrolled_window"));
          GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (scrolled);

          gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
          gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
          name = g_strdup_printf ("stats-end-%s-%dx%d.png", scheme, sizes[i].width, sizes[i].height);
          gui_test_save_screenshot (GTK_WIDGET (window), name);
          g_clear_pointer (&name, g_free);
        }

        gtk_window_destroy (GTK_WINDOW (window));
      }

  adw_style_manager_set_color_scheme (style_manager, ADW_COLOR_SCHEME_DEFAULT);
}

/* ---- main ------------------------------------------------------------------------------ */

static void
remove_store_dir (void)
{
  g_autoptr(GDir) dir = g_dir_open (store_dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (store_dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (store_dir);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  int ret;

  if (!gui_test_have_display ())
    return 0;

  gtk_test_init (&argc, &argv, NULL);

  app = carc_application_new ();
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);
  /* startup: style sheet, icons, actions */
  g_assert_true (g_application_get_is_registered (G_APPLICATION (app)));

  store_dir = g_dir_make_tmp ("carc-history-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (store_dir, "games.sqlite3", NULL);
  store = carc_store_open (path, CARC_STORE_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  fill_store ();

  g_test_add_func ("/history/score-chart", test_score_chart);
  g_test_add_func ("/history/score-chart-edges", test_score_chart_edges);
  g_test_add_func ("/history/bar-chart", test_bar_chart);
  g_test_add_func ("/history/list", test_history_list);
  g_test_add_func ("/history/delete-undo", test_history_delete_undo);
  g_test_add_func ("/history/recently-deleted", test_history_recently_deleted);
  g_test_add_func ("/history/keys", test_history_keys);
  g_test_add_func ("/history/hunters-gatherers", test_history_hunters_gatherers);
  g_test_add_func ("/history/empty", test_history_empty);
  g_test_add_func ("/history/review", test_review);
  g_test_add_func ("/history/stats", test_stats);
  g_test_add_func ("/history/window", test_window);
  g_test_add_func ("/history/window-store", test_window_store);
  g_test_add_func ("/history/screenshots", test_screenshots);

  ret = g_test_run ();

  g_clear_object (&store);
  remove_store_dir ();
  for (guint i = 0; i < G_N_ELEMENTS (game_ids); i++)
    g_free (game_ids[i]);
  g_free (store_dir);
  g_clear_object (&app);

  return ret;
}
