/* test-ratings.c: the rating ladder and the ratings over time on the
 * Statistics page, driven through its widgets over a real store
 *
 * What the ladder shows must be what carc_store_get_ratings() says for the
 * page's filters, worded in the user's language and numbers; it follows
 * the store when a game is corrected, deleted or imported. Screenshots of
 * the ladder and its chart in English and Czech, light and dark, at
 * 1280 and 360 px go to <builddir>/tests/gui/screenshots/ratings-*.png.
 *
 * Needs a display (run under xvfb-run); prints "1..0 # SKIP" without one.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <math.h>
#include <string.h>

#include <adwaita.h>

#include "../carc-test-util.h"
#include "carc-history.h"
#include "carc-random.h"
#include "carc-rating-ladder.h"
#include "carc-record.h"
#include "carc-score-chart.h"
#include "carc-stats-page.h"
#include "carc-store.h"
#include "carc-window-private.h"
#include "gui-test-util.h"

static CarcApplication *app;
static CarcStore *store;

/* Ten Carcassonne games over a spring (Anna and Ben in most, Erik in three:
 * provisional), the last with Inns & Cathedrals, the Wheel of Fortune and
 * Towers & Thieves, and two of Hunters & Gatherers. */
typedef struct
{
  const char *sets;
  const char *players;
  guint64     seed;
  int         month, day;
} GameSpec;

static const GameSpec game_specs[] = {
  { "base", "Anna,Ben,Cecile", 21, 3, 2 },
  { "base", "Ben,Anna", 22, 3, 9 },
  { "base,river", "Anna,Dora,Ben", 23, 3, 16 },
  { "base,inns-and-cathedrals", "Cecile,Anna,Ben,Dora", 24, 3, 23 },
  { "base", "Erik,Ben", 25, 3, 30 },
  { "base,river", "Dora,Anna", 26, 4, 6 },
  { "base", "Anna,Ben,Erik", 27, 4, 13 },
  { "base,inns-and-cathedrals", "Ben,Cecile,Anna", 28, 4, 20 },
  { "base", "Dora,Ben,Cecile,Anna", 29, 4, 27 },
  { "base,inns-and-cathedrals,wheel-of-fortune,towers-and-thieves", "Cecile,Erik,Dora", 32, 4, 29 },
  { "hunters-and-gatherers", "Anna,Ben", 30, 5, 4 },
  { "hunters-and-gatherers", "Ben,Dora,Anna", 31, 5, 11 },
};

static char *game_ids[G_N_ELEMENTS (game_specs)];

/* ---- helpers ----------------------------------------------------------------- */

static gint64
local_time (int month,
            int day)
{
  g_autoptr(GDateTime) time = g_date_time_new_local (2026, month, day, 20, 0, 0);

  return g_date_time_to_unix (time) * G_USEC_PER_SEC;
}

static CarcGame *
make_game (const GameSpec *spec)
{
  CarcGame *game = gui_test_random_game (spec->sets, spec->players, spec->seed,
                                         local_time (spec->month, spec->day), 15, 0);

  g_assert_cmpint (carc_state_get_phase (carc_game_get_state (game)), ==, CARC_PHASE_OVER);
  return game;
}

static void
fill_store (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (game_specs); i++)
    game_ids[i] = gui_test_store_game (store, make_game (&game_specs[i]));
}

/* What the ladder widget of @type shows is @ladder, row for row, and its
 * chart draws each player's rating after each of their games. */
static void
assert_ladder_shown (CarcStatsPage         *page,
                     CarcStoreGameType      type,
                     const CarcStoreLadder *ladder)
{
  CarcRatingLadder *widget = carc_stats_page_get_ladder (page, type);
  CarcScoreChart *chart = carc_rating_ladder_get_chart (widget);

  if (ladder == NULL)
    {
      g_assert_false (gtk_widget_get_visible (GTK_WIDGET (widget)));
      return;
    }
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (widget)));
  g_assert_cmpuint (carc_rating_ladder_get_n_rows (widget), ==, ladder->n_players);
  g_assert_cmpuint (carc_score_chart_get_n_series (chart), ==, ladder->n_players);
  for (guint i = 0; i < ladder->n_players; i++)
    {
      const CarcStoreRating *entry = &ladder->players[i];
      g_autofree char *rank = g_strdup_printf ("%u", entry->rank);
      g_autofree char *rating = carc_rating_ladder_format_rating (entry->ordinal);
      g_autofree char *change = carc_rating_ladder_format_change (entry->change);
      g_autofree char *games = g_strdup_printf (entry->games == 1 ? "%u game" : "%u games", entry->games);
      const char *subtitle = carc_rating_ladder_get_cell_text (widget, i, CARC_RATING_LADDER_GAMES);

      g_assert_cmpstr (carc_rating_ladder_get_cell_text (widget, i, CARC_RATING_LADDER_RANK), ==, rank);
      g_assert_cmpstr (carc_rating_ladder_get_cell_text (widget, i, CARC_RATING_LADDER_NAME), ==, entry->name);
      g_assert_cmpstr (carc_rating_ladder_get_cell_text (widget, i, CARC_RATING_LADDER_RATING), ==, rating);
      g_assert_cmpstr (carc_rating_ladder_get_cell_text (widget, i, CARC_RATING_LADDER_CHANGE), ==, change);
      g_assert_true (g_str_has_prefix (subtitle, games));
      g_assert_true ((strstr (subtitle, "provisional") != NULL) == entry->provisional);

      g_assert_cmpstr (carc_score_chart_get_series_name (chart, i), ==, entry->name);
      g_assert_cmpuint (carc_score_chart_get_n_points (chart, i), ==, entry->n_steps);
      for (guint s = 0; s < entry->n_steps; s++)
        {
          double y = NAN;

          g_assert_true (carc_score_chart_get_value_at (chart, i, entry->steps[s].game, &y));
          g_assert_cmpfloat_with_epsilon (y, entry->steps[s].ordinal, 1e-9);
        }
    }
  g_assert_null (carc_rating_ladder_get_cell_text (widget, ladder->n_players, CARC_RATING_LADDER_RANK));
}

/* The page's ladders are the store's for the page's filter. */
static void
assert_page_ratings (CarcStatsPage *page)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcStoreRatings) expected = NULL;
  const CarcStoreRatings *shown = carc_stats_page_get_ratings (page);
  CarcStoreStatsFilter filter;

  carc_stats_page_get_filter (page, &filter);
  expected = carc_store_get_ratings (store, &filter, &error);
  g_assert_no_error (error);
  g_assert_nonnull (shown);
  g_assert_cmpuint (shown->n_ladders, ==, expected->n_ladders);
  for (guint l = 0; l < expected->n_ladders; l++)
    {
      g_assert_cmpuint (shown->ladders[l].n_games, ==, expected->ladders[l].n_games);
      g_assert_cmpuint (shown->ladders[l].n_players, ==, expected->ladders[l].n_players);
      for (guint i = 0; i < expected->ladders[l].n_players; i++)
        {
          g_assert_cmpstr (shown->ladders[l].players[i].name, ==, expected->ladders[l].players[i].name);
          g_assert_cmpfloat (shown->ladders[l].players[i].ordinal, ==, expected->ladders[l].players[i].ordinal);
        }
    }
  assert_ladder_shown (page, CARC_STORE_GAME_CARCASSONNE,
                       carc_store_ratings_get_ladder (expected, CARC_STORE_GAME_CARCASSONNE));
  assert_ladder_shown (page, CARC_STORE_GAME_HUNTERS_GATHERERS,
                       carc_store_ratings_get_ladder (expected, CARC_STORE_GAME_HUNTERS_GATHERERS));
}

static const char *
group_title (CarcStatsPage     *page,
             CarcStoreGameType  type,
             const char        *group)
{
  return adw_preferences_group_get_title (gui_test_template_child (carc_stats_page_get_ladder (page, type),
                                                          CARC_TYPE_RATING_LADDER, group));
}

/* ---- tests ------------------------------------------------------------------------ */

static void
test_format (void)
{
  g_autofree char *c_rating = NULL;
  g_autofree char *c_negative = NULL;
  g_autofree char *c_zero = NULL;
  g_autofree char *c_up = NULL;
  g_autofree char *cs_rating = NULL;
  g_autofree char *cs_down = NULL;
  g_autofree char *old = g_strdup (setlocale (LC_NUMERIC, NULL));

  c_rating = carc_rating_ladder_format_rating (27.34);
  c_negative = carc_rating_ladder_format_rating (-1.83);
  c_zero = carc_rating_ladder_format_change (-0.04);
  c_up = carc_rating_ladder_format_change (1.0);
  g_assert_cmpstr (c_rating, ==, "27.3");
  g_assert_cmpstr (c_negative, ==, "\xe2\x88\x92" "1.8");
  g_assert_cmpstr (c_zero, ==, "0.0");
  g_assert_cmpstr (c_up, ==, "+1.0");

  /* the user's decimal separator */
  if (setlocale (LC_NUMERIC, "cs_CZ.UTF-8") == NULL)
    {
      g_test_skip ("no cs_CZ.UTF-8 locale");
      return;
    }
  cs_rating = carc_rating_ladder_format_rating (27.34);
  cs_down = carc_rating_ladder_format_change (-1.26);
  setlocale (LC_NUMERIC, old);
  g_assert_cmpstr (cs_rating, ==, "27,3");
  g_assert_cmpstr (cs_down, ==, "\xe2\x88\x92" "1,3");
}

static void
test_ladder (void)
{
  CarcStatsPage *page = CARC_STATS_PAGE (carc_stats_page_new (store));
  GtkWindow *window = gui_test_window_with (GTK_WIDGET (page), 1200, 800);
  const CarcStoreRatings *ratings;
  const CarcStoreLadder *carcassonne;

  /* every game type: two ladders, each naming its game */
  assert_page_ratings (page);
  ratings = carc_stats_page_get_ratings (page);
  g_assert_cmpuint (ratings->n_ladders, ==, 2);
  carcassonne = carc_store_ratings_get_ladder (ratings, CARC_STORE_GAME_CARCASSONNE);
  g_assert_cmpuint (carcassonne->n_games, ==, 10);
  g_assert_cmpuint (carcassonne->n_players, ==, 5);
  g_assert_cmpstr (group_title (page, CARC_STORE_GAME_CARCASSONNE, "ladder_group"), ==, "Rating Ladder: Carcassonne");
  g_assert_cmpstr (group_title (page, CARC_STORE_GAME_HUNTERS_GATHERERS, "ladder_group"), ==,
                   "Rating Ladder: Hunters & Gatherers");
  g_assert_cmpstr (group_title (page, CARC_STORE_GAME_CARCASSONNE, "chart_group"), ==, "Ratings over Time: Carcassonne");
  /* Erik's three games are provisional, Anna's eight are not */
  for (guint i = 0; i < carcassonne->n_players; i++)
    if (g_str_equal (carcassonne->players[i].name, "Erik"))
      {
        CarcRatingLadder *widget = carc_stats_page_get_ladder (page, CARC_STORE_GAME_CARCASSONNE);

        g_assert_cmpstr (carc_rating_ladder_get_cell_text (widget, i, CARC_RATING_LADDER_GAMES), ==,
                         "3 games · provisional");
      }
    else if (g_str_equal (carcassonne->players[i].name, "Anna"))
      g_assert_cmpstr (carc_rating_ladder_get_cell_text (carc_stats_page_get_ladder (page, CARC_STORE_GAME_CARCASSONNE),
                                                         i, CARC_RATING_LADDER_GAMES), ==, "8 games");

  /* one game type: one ladder, titled plainly */
  carc_stats_page_set_game_type (page, CARC_STORE_GAME_CARCASSONNE);
  assert_page_ratings (page);
  g_assert_cmpuint (carc_stats_page_get_ratings (page)->n_ladders, ==, 1);
  g_assert_cmpstr (group_title (page, CARC_STORE_GAME_CARCASSONNE, "ladder_group"), ==, "Rating Ladder");
  carc_stats_page_set_game_type (page, CARC_STORE_GAME_HUNTERS_GATHERERS);
  assert_page_ratings (page);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (carc_stats_page_get_ladder (page, CARC_STORE_GAME_CARCASSONNE))));
  g_assert_cmpstr (group_title (page, CARC_STORE_GAME_HUNTERS_GATHERERS, "ladder_group"), ==, "Rating Ladder");
  gtk_widget_activate_action (GTK_WIDGET (page), "stats.reset-filters", NULL);

  /* sets: the games with the River only */
  {
    const char * const river[] = { "river", NULL };

    const char * const wheel_towers[] = { "wheel-of-fortune", "towers-and-thieves", NULL };

    carc_stats_page_set_sets (page, river);
    assert_page_ratings (page);
    g_assert_cmpuint (carc_store_ratings_get_ladder (carc_stats_page_get_ratings (page),
                                                     CARC_STORE_GAME_CARCASSONNE)->n_games, ==, 2);
    /* the game of four sets, alone: three newcomers ranked by its points */
    carc_stats_page_set_sets (page, wheel_towers);
    assert_page_ratings (page);
    g_assert_cmpuint (carc_store_ratings_get_ladder (carc_stats_page_get_ratings (page),
                                                     CARC_STORE_GAME_CARCASSONNE)->n_games, ==, 1);
    g_assert_cmpuint (carc_rating_ladder_get_n_rows (carc_stats_page_get_ladder (page, CARC_STORE_GAME_CARCASSONNE)),
                      ==, 3);
    carc_stats_page_set_sets (page, NULL);
  }

  /* dates: April */
  {
    g_autoptr(GDateTime) from = g_date_time_new_local (2026, 4, 1, 0, 0, 0);
    g_autoptr(GDateTime) to = g_date_time_new_local (2026, 4, 30, 0, 0, 0);

    carc_stats_page_set_dates (page, from, to);
    assert_page_ratings (page);
    g_assert_cmpuint (carc_store_ratings_get_ladder (carc_stats_page_get_ratings (page),
                                                     CARC_STORE_GAME_CARCASSONNE)->n_games, ==, 5);
    gtk_widget_activate_action (GTK_WIDGET (page), "stats.reset-filters", NULL);
  }

  /* one player: their row, with their rank on the whole ladder */
  {
    guint full_rank = 0;
    CarcRatingLadder *widget = carc_stats_page_get_ladder (page, CARC_STORE_GAME_CARCASSONNE);
    g_autofree char *rank = NULL;

    carcassonne = carc_store_ratings_get_ladder (carc_stats_page_get_ratings (page), CARC_STORE_GAME_CARCASSONNE);
    for (guint i = 0; i < carcassonne->n_players; i++)
      if (g_str_equal (carcassonne->players[i].name, "Dora"))
        full_rank = carcassonne->players[i].rank;
    g_assert_cmpuint (full_rank, >, 0);
    carc_stats_page_set_player (page, "Dora");
    assert_page_ratings (page);
    g_assert_cmpuint (carc_rating_ladder_get_n_rows (widget), ==, 1);
    rank = g_strdup_printf ("%u", full_rank);
    g_assert_cmpstr (carc_rating_ladder_get_cell_text (widget, 0, CARC_RATING_LADDER_RANK), ==, rank);
    carc_stats_page_set_player (page, NULL);
  }

  gtk_window_destroy (window);
}

/* Corrected, deleted, imported: the ladder on screen follows the store. */
static void
test_follows_store (void)
{
  g_autoptr(GError) error = NULL;
  CarcStatsPage *page = CARC_STATS_PAGE (carc_stats_page_new (store));
  GtkWindow *window = gui_test_window_with (GTK_WIDGET (page), 1200, 800);
  g_autofree char *before = NULL;
  const CarcStoreLadder *ladder;
  CarcGame *fix;

  carc_stats_page_set_game_type (page, CARC_STORE_GAME_CARCASSONNE);
  ladder = &carc_stats_page_get_ratings (page)->ladders[0];
  g_assert_cmpuint (ladder->n_games, ==, 10);

  /* deleted, then back */
  g_assert_true (carc_store_delete_game (store, game_ids[0], &error));
  g_assert_no_error (error);
  assert_page_ratings (page);
  g_assert_cmpuint (carc_stats_page_get_ratings (page)->ladders[0].n_games, ==, 9);
  g_assert_true (carc_store_undelete_game (store, game_ids[0], &error));
  g_assert_no_error (error);
  assert_page_ratings (page);
  g_assert_cmpuint (carc_stats_page_get_ratings (page)->ladders[0].n_games, ==, 10);

  /* a game Erik wins (his city, 4 : 3), imported */
  {
    g_autoptr(GError) import_error = NULL;
    CarcSetup *setup = carc_setup_new ();
    CarcCatalogue *catalogue = carc_catalogue_get_default (NULL);
    g_autofree char *record = NULL;
    CarcStoreImport *import;

    carc_setup_add_set (setup, catalogue, "base", &import_error);
    g_assert_no_error (import_error);
    carc_setup_add_player (setup, "Erik", NULL);
    carc_setup_add_player (setup, "Anna", NULL);
    fix = carc_game_new (catalogue, setup, &import_error);
    g_assert_no_error (import_error);
    carc_game_set_id (fix, "fix");
    carc_game_set_created (fix, local_time (5, 1));
    test_play (fix, "BA/C 0,-1 180; follower S; BA/RFr 1,0 0; follower NL NR; end");
    record = carc_record_to_json (fix);
    carc_game_free (fix);
    import = carc_store_import_data (store, record, -1, &import_error);
    g_assert_no_error (import_error);
    g_assert_cmpuint (import->imported, ==, 1);
    carc_store_import_free (import);
  }
  assert_page_ratings (page);
  ladder = &carc_stats_page_get_ratings (page)->ladders[0];
  g_assert_cmpuint (ladder->n_games, ==, 11);
  g_assert_cmpstr (ladder->games[10].id, ==, "fix");
  for (guint i = 0; i < ladder->n_players; i++)
    if (g_str_equal (ladder->players[i].name, "Erik"))
      {
        g_assert_cmpfloat (ladder->players[i].change, >, 0);
        before = carc_rating_ladder_format_rating (ladder->players[i].ordinal);
      }

  /* corrected: Erik's city had no follower, Anna's farmer wins */
  {
    CarcGame *corrected = carc_store_load_game (store, "fix", &error);
    CarcEvent event;

    g_assert_no_error (error);
    g_assert_cmpint (carc_game_get_event (corrected, 1)->type, ==, CARC_EVENT_FIGURE);
    event = carc_event_simple (CARC_EVENT_PASS, 0);
    g_assert_true (carc_game_replace_event (corrected, 1, &event, &error));
    g_assert_no_error (error);
    g_assert_true (carc_store_replace_events (store, corrected, &error));
    g_assert_no_error (error);
    carc_game_free (corrected);
  }
  assert_page_ratings (page);
  ladder = &carc_stats_page_get_ratings (page)->ladders[0];
  for (guint i = 0; i < ladder->n_players; i++)
    if (g_str_equal (ladder->players[i].name, "Erik"))
      {
        g_autofree char *after = carc_rating_ladder_format_rating (ladder->players[i].ordinal);

        g_assert_cmpfloat (ladder->players[i].change, <, 0);
        g_assert_cmpstr (after, !=, before);
      }

  /* a game played with a box profile's custom tile (its record carries the
   * tile), imported: two more players, rated after everyone's spring */
  {
    g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "custom-tile-game.json", NULL);
    CarcStoreImport *import = carc_store_import_file (store, path, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (import->imported, ==, 1);
    carc_store_import_free (import);
    assert_page_ratings (page);
    ladder = &carc_stats_page_get_ratings (page)->ladders[0];
    g_assert_cmpuint (ladder->n_games, ==, 12);
    g_assert_cmpstr (ladder->games[11].id, ==, "custom-tile-sample");
    g_assert_cmpuint (carc_rating_ladder_get_n_rows (carc_stats_page_get_ladder (page, CARC_STORE_GAME_CARCASSONNE)),
                      ==, 7);
  }

  g_assert_true (carc_store_delete_game (store, "fix", &error));
  g_assert_true (carc_store_delete_game (store, "custom-tile-sample", &error));
  g_assert_true (carc_store_purge_deleted_games (store, NULL, &error));
  g_assert_no_error (error);
  assert_page_ratings (page);
  g_assert_cmpuint (carc_stats_page_get_ratings (page)->ladders[0].n_games, ==, 10);
  gtk_window_destroy (window);
}

/* The whole window, scrolled to the ladder and to its chart. */
static void
scroll_to (CarcWindow *window,
           GtkWidget  *target)
{
  GtkWidget *stats = carc_history_get_page (window, "statistics");
  GtkScrolledWindow *scrolled = GTK_SCROLLED_WINDOW (gui_test_template_child (stats, CARC_TYPE_STATS_PAGE, "scrolled_window"));
  GtkWidget *content = gtk_scrolled_window_get_child (scrolled);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (scrolled);
  graphene_point_t at;

  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_assert_true (gtk_widget_compute_point (target, content, &GRAPHENE_POINT_INIT (0, 0), &at));
  gtk_adjustment_set_value (adjustment, at.y + gtk_adjustment_get_value (adjustment) - 12);
  gui_test_wait_ms (100);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
}

static void
test_screenshots (void)
{
  static const char * const langs[] = { "en", "cs" };
  static const int widths[] = { 1280, 360 };
  AdwStyleManager *style_manager = adw_style_manager_get_default ();
  g_autofree char *old_numeric = g_strdup (setlocale (LC_NUMERIC, NULL));

  for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
    for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
      for (guint dark = 0; dark <= 1; dark++)
        {
          const char *scheme = dark ? "dark" : "light";
          g_autofree char *name = NULL;
          CarcWindow *window;
          CarcStatsPage *page;
          CarcRatingLadder *ladder;
          int minimum = 0, natural = 0;

          gui_test_set_language (langs[l]);
          /* numbers as a Czech desktop writes them */
          setlocale (LC_NUMERIC, g_str_equal (langs[l], "cs") ? "cs_CZ.UTF-8" : "C.UTF-8");
          gui_test_set_dark (dark);
          window = carc_window_new (app);
          carc_history_install (window, store);
          gtk_widget_activate_action (GTK_WIDGET (window), "win.show-statistics", NULL);
          gtk_window_set_default_size (GTK_WINDOW (window), widths[w], 800);
          gtk_window_present (GTK_WINDOW (window));
          gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
          /* the default size includes the frame's shadow: widen by it */
          {
            GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
            int border = MAX (0, gdk_surface_get_width (surface) - gtk_widget_get_width (GTK_WIDGET (window)));
            int border_y = MAX (0, gdk_surface_get_height (surface) - gtk_widget_get_height (GTK_WIDGET (window)));

            gtk_window_set_default_size (GTK_WINDOW (window), MIN (widths[w] + border, 1280), 800 + border_y);
            gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
          }
          gui_test_wait_ms (400);
          g_assert_cmpstr (_carc_window_get_page_name (window), ==, "statistics");
          page = CARC_STATS_PAGE (carc_history_get_page (window, "statistics"));
          carc_stats_page_set_game_type (page, CARC_STORE_GAME_CARCASSONNE);
          ladder = carc_stats_page_get_ladder (page, CARC_STORE_GAME_CARCASSONNE);
          g_assert_true (gtk_widget_get_visible (GTK_WIDGET (ladder)));

          gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
          g_test_message ("ratings %s %s %d: window %d px wide, minimum %d, natural %d", langs[l], scheme,
                          widths[w], gtk_widget_get_width (GTK_WIDGET (window)), minimum, natural);
          if (widths[w] == 360)
            {
              int ladder_min = 0;

              gtk_widget_measure (GTK_WIDGET (ladder), GTK_ORIENTATION_HORIZONTAL, -1, &ladder_min, NULL, NULL, NULL);
              g_test_message ("  the ladder's minimum width: %d", ladder_min);
              g_assert_cmpint (minimum, <=, 360);
              g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), ==, 360);
            }
          if (g_str_equal (langs[l], "cs"))
            {
              const char *rating = carc_rating_ladder_get_cell_text (ladder, 0, CARC_RATING_LADDER_RATING);

              /* the Czech words and the decimal comma */
              g_assert_cmpstr (group_title (page, CARC_STORE_GAME_CARCASSONNE, "ladder_group"), !=, "Rating Ladder");
              g_assert_nonnull (strchr (rating, ','));
              g_assert_null (strchr (rating, '.'));
            }

          scroll_to (window, GTK_WIDGET (ladder));
          name = g_strdup_printf ("ratings-ladder-%s-%s-%d.png", langs[l], scheme, widths[w]);
          gui_test_save_screenshot (GTK_WIDGET (window), name);
          g_clear_pointer (&name, g_free);

          scroll_to (window, GTK_WIDGET (gui_test_template_child (ladder, CARC_TYPE_RATING_LADDER, "chart_group")));
          name = g_strdup_printf ("ratings-chart-%s-%s-%d.png", langs[l], scheme, widths[w]);
          gui_test_save_screenshot (GTK_WIDGET (window), name);
          g_clear_pointer (&name, g_free);

          gtk_window_destroy (GTK_WINDOW (window));
        }

  setlocale (LC_NUMERIC, old_numeric);
  gui_test_set_language ("en");
  adw_style_manager_set_color_scheme (style_manager, ADW_COLOR_SCHEME_DEFAULT);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  int ret;

  if (!gui_test_init (&argc, &argv, "ratings", TRUE, &app))
    return 0;

  path = carc_store_get_default_path ();
  store = carc_store_open (path, CARC_STORE_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  fill_store ();

  g_test_add_func ("/ratings/format", test_format);
  g_test_add_func ("/ratings/ladder", test_ladder);
  g_test_add_func ("/ratings/follows-store", test_follows_store);
  g_test_add_func ("/ratings/screenshots", test_screenshots);

  ret = g_test_run ();

  g_clear_object (&store);
  for (guint i = 0; i < G_N_ELEMENTS (game_ids); i++)
    g_free (game_ids[i]);
  g_clear_object (&app);
  return ret;
}
