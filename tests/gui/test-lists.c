/* test-lists.c: the screens that list "all of something", with a lot of it
 *
 * A club's roster of 500 players at New game, 300 tiles of its own in a
 * box, statistics of 200 players: each screen lists a bounded number of
 * rows, and a person still reaches every one of them (issue 24).
 *
 * Needs a display (run under xvfb-run); prints "1..0 # SKIP" without one.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>

#include <glib/gstdio.h>

#include "carc-box-page.h"
#include "carc-history.h"
#include "carc-new-game-page.h"
#include "carc-preferences-window.h"
#include "carc-profile.h"
#include "carc-random.h"
#include "carc-rating-ladder.h"
#include "carc-stats-page.h"
#include "carc-store.h"
#include "carc-window-private.h"
#include "gui-test-util.h"

static CarcApplication *app;

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

/* The window's own database, emptied. */
static CarcStore *
fresh_store (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "io.github.CarcassonneCompanion", NULL);
  g_autofree char *path = g_build_filename (dir, "games.sqlite3", NULL);
  CarcStore *store;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  gui_test_unlink_database (path);
  store = carc_store_open (path, CARC_STORE_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  return store;
}

static guint
count_class (GtkWidget  *widget,
             const char *css_class)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      if (gtk_widget_has_css_class (child, css_class) && gtk_widget_get_visible (child))
        n++;
      n += count_class (child, css_class);
    }
  return n;
}

/* The widgets of @type under @widget, shown or not: what the page made. */
static guint
count_type (GtkWidget *widget,
            GType      type)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    n += G_TYPE_CHECK_INSTANCE_TYPE (child, type) + count_type (child, type);
  return n;
}

/* The action rows under @widget whose title starts with @prefix. */
static guint
count_titled (GtkWidget  *widget,
              const char *prefix)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      if (ADW_IS_PREFERENCES_ROW (child) && gtk_widget_get_visible (child)
          && g_str_has_prefix (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (child)), prefix))
        n++;
      n += count_titled (child, prefix);
    }
  return n;
}

/* @page's minimum width fits 360 px (a preferences window's own minimum
 * is its frame's and its other pages', test-box.c) */
/* Scrolls @widget's scrolled window so that @widget is near its top. */
static void
scroll_near (GtkWidget *widget)
{
  GtkWidget *scrolled = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment;
  graphene_point_t at;

  g_assert_nonnull (scrolled);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  g_assert_true (gtk_widget_compute_point (widget, scrolled, &GRAPHENE_POINT_INIT (0, 0), &at));
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment) + at.y - 120);
  gui_test_settle ();
  gtk_test_widget_wait_for_draw (gtk_widget_get_ancestor (widget, GTK_TYPE_WINDOW));
}

static void
shoot (GtkWidget  *window,
       GtkWidget  *page,
       const char *focus_class,
       const char *screen,
       const char *language,
       gboolean    dark,
       int         width)
{
  g_autofree char *name = g_strdup_printf ("lists-%s-%s-%s-%d.png", screen, language, dark ? "dark" : "light", width);
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  int border = MAX (0, gdk_surface_get_width (surface) - gtk_widget_get_width (window));
  int min = 0;

  gtk_window_set_default_size (GTK_WINDOW (window), width + border, 720);
  gui_test_settle ();
  gtk_test_widget_wait_for_draw (window);
  gui_test_settle ();
  gtk_widget_measure (ADW_IS_PREFERENCES_WINDOW (window) ? page : window, GTK_ORIENTATION_HORIZONTAL, -1,
                      &min, NULL, NULL, NULL);
  g_test_message ("%s: %d px wide, at least %d", name, gtk_widget_get_width (window), min);
  g_assert_cmpint (min, <=, 360);
  if (focus_class != NULL)
    scroll_near (gui_test_find_class_below (page, focus_class, TRUE));
  gui_test_save_screenshot (window, name);
}

/* Each screen in English and Czech, light and dark, 1280 and 360 px. */
typedef void (*ShowFunc) (GtkWidget **window, GtkWidget **page);

static void
shoot_all (ShowFunc    show,
           const char *focus_class,
           const char *screen)
{
  static const char * const languages[] = { "en", "cs" };
  static const int widths[] = { 1280, 360 };

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    for (guint dark = 0; dark <= 1; dark++)
      for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
        {
          GtkWidget *window, *page, *toplevel;

          gui_test_set_language (languages[l]);
          if (g_str_equal (languages[l], "cs"))
            setlocale (LC_NUMERIC, "cs_CZ.UTF-8");
          gui_test_set_dark (dark);
          show (&window, &page);
          toplevel = GTK_WIDGET (gtk_widget_get_root (page));
          shoot (toplevel, page, focus_class, screen, languages[l], dark, widths[w]);
          if (toplevel != window)
            gtk_window_destroy (GTK_WINDOW (toplevel));
          gtk_window_destroy (GTK_WINDOW (window));
        }
  gui_test_set_language ("en");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

/* ---- New game with 500 players ---- */

static void
show_new_game (GtkWidget **window,
               GtkWidget **page)
{
  *window = GTK_WIDGET (gui_test_show_window (app, 1000, 760));
  gui_test_act (*window, "win.new-game", NULL);
  gui_test_settle ();
  *page = _carc_window_get_page (CARC_WINDOW (*window), "new-game");
}

/* Seen to fail on the page that had a row (a check, a colour menu made
 * and thrown away, two buttons) for each of them: 500 rows. */
static void
test_roster (void)
{
  g_autoptr(CarcStore) store = fresh_store ();
  GtkWidget *window, *page, *more;
  GtkEditable *add;

  for (guint i = 0; i < 500; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *name = player_name (i);

      g_assert_true (carc_store_add_player (store, name, NULL, NULL, &error));
      g_assert_no_error (error);
    }
  g_clear_object (&store);

  show_new_game (&window, &page);
  g_test_message ("%u player rows", count_class (page, "player-row"));
  g_assert_cmpuint (count_class (page, "player-row"), <=, 8);
  more = gui_test_find_class_below (page, "more-players", TRUE);
  g_assert_nonnull (more);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (more)), ==,
                   "492 more players: type a name below to find them");

  /* typing finds the others */
  add = GTK_EDITABLE (gtk_widget_get_template_child (page, CARC_TYPE_NEW_GAME_PAGE, "add_player_row"));
  gtk_editable_set_text (add, "Šárka Čern");
  gui_test_pump ();
  g_assert_cmpuint (count_titled (page, "Šárka Černý"), ==, 1);
  g_assert_cmpuint (count_class (page, "player-row"), ==, 1);
  g_assert_null (gui_test_find_class_below (page, "more-players", TRUE));
  /* … and Enter seats the one of that name, at the top, with a colour */
  gtk_editable_set_text (add, "Šárka Černý");
  g_assert_true (carc_new_game_page_add_player (CARC_NEW_GAME_PAGE (page), "šárka černý"));
  gtk_editable_set_text (add, "");
  gui_test_pump ();
  g_assert_cmpuint (count_class (page, "player-row"), ==, 1 + 8);
  g_assert_nonnull (gui_test_find_type (gui_test_find_class_below (page, "player-row", TRUE), GTK_TYPE_DROP_DOWN));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (gui_test_find_class_below (page, "player-row", TRUE))), ==,
                   "Šárka Černý");
  gtk_window_destroy (GTK_WINDOW (window));

  shoot_all (show_new_game, NULL, "new-game-roster");
}

/* ---- Your Box with 300 tiles of its own ---- */

static CarcPreferencesWindow *
find_preferences (void)
{
  return (CarcPreferencesWindow *) gui_test_find_toplevel (CARC_TYPE_PREFERENCES_WINDOW, NULL, FALSE);
}

static void
show_box (GtkWidget **window,
          GtkWidget **page)
{
  CarcPreferencesWindow *prefs;

  *window = GTK_WIDGET (gui_test_show_window (app, 1000, 760));
  gui_test_act (*window, "win.preferences", NULL);
  prefs = find_preferences ();
  g_assert_nonnull (prefs);
  *page = carc_preferences_window_get_box_page (prefs);
  adw_preferences_window_set_visible_page (ADW_PREFERENCES_WINDOW (prefs), ADW_PREFERENCES_PAGE (*page));
  gui_test_settle ();
}

/* Seen to fail on the page that had a row (and a catalogue) for each. */
static void
test_box (void)
{
  g_autoptr(CarcStore) store = fresh_store ();
  g_autoptr(CarcProfile) profile = carc_profile_new ("Club box");
  g_autoptr(GError) error = NULL;
  GtkWidget *window, *page, *more, *sets;
  GtkEditable *find;

  /* the base game owned: its row opens */
  g_ptr_array_add (profile->sets, g_strdup ("base"));
  for (guint i = 0; i < 300; i++)
    {
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autofree char *text = g_strdup_printf ("{\"id\": \"custom/t%u\", \"name\": \"Club tile %u\", \"count\": 1,"
                                               " \"edges\": [\"city\", \"field\", \"field\", \"field\"],"
                                               " \"joins\": [], \"monastery\": false, \"on\": {}, \"tile\": {}}",
                                               i, i + 1);

      g_assert_true (json_parser_load_from_data (parser, text, -1, &error));
      json_array_add_object_element (profile->custom_tiles, json_node_dup_object (json_parser_get_root (parser)));
    }
  g_assert_true (carc_store_save_profile (store, CARC_STORE_GAME_CARCASSONNE, profile, TRUE, &error));
  g_assert_no_error (error);
  g_clear_object (&store);

  show_box (&window, &page);
  /* Nothing for what is not on screen: the sets' rows are closed, and
   * their tiles get rows (a drawing, a spin, labels) when one is opened.
   * Seen to fail on the page that made them for every tile of every set
   * at once (the rows of a closed expander row are measured all the
   * same): 121 drawings and 175 spin buttons in the sets (267 rows on
   * the page, 64 now). */
  sets = GTK_WIDGET (gtk_widget_get_template_child (page, CARC_TYPE_BOX_PAGE, "sets_group"));
  g_test_message ("%u tile drawings, %u spin buttons, %u rows on the page; %u drawings, %u spin buttons in the sets",
                  count_type (page, GTK_TYPE_DRAWING_AREA), count_type (page, GTK_TYPE_SPIN_BUTTON),
                  count_type (page, ADW_TYPE_PREFERENCES_ROW), count_type (sets, GTK_TYPE_DRAWING_AREA),
                  count_type (sets, GTK_TYPE_SPIN_BUTTON));
  g_assert_cmpuint (count_type (sets, GTK_TYPE_DRAWING_AREA), ==, 0);
  g_assert_cmpuint (count_type (sets, GTK_TYPE_SPIN_BUTTON), ==, 0);
  /* the 12 custom tiles listed, and the expansions' own groups */
  g_assert_cmpuint (count_type (page, GTK_TYPE_DRAWING_AREA), <=, 24);
  g_assert_cmpuint (count_type (page, ADW_TYPE_PREFERENCES_ROW), <=, 100);
  {
    GtkWidget *base = carc_box_page_get_set_row (CARC_BOX_PAGE (page), "base");
    guint drawings = count_type (page, GTK_TYPE_DRAWING_AREA);
    guint base_types = 0;
    CarcCatalogue *catalogue = carc_catalogue_get_default (NULL);
    const CarcTileSet *set = carc_catalogue_get_set (catalogue, (guint) carc_catalogue_lookup_set (catalogue, "base"));

    for (guint t = 0; t < set->tiles->len; t++)
      base_types += carc_catalogue_get_type (catalogue, g_array_index (set->tiles, guint, t))->count > 0;
    /* opened, the base game's tiles are there, each drawn, to count */
    adw_expander_row_set_expanded (ADW_EXPANDER_ROW (base), TRUE);
    gui_test_settle ();
    g_assert_cmpuint (count_type (base, GTK_TYPE_DRAWING_AREA), ==, base_types);
    g_assert_cmpuint (count_type (page, GTK_TYPE_DRAWING_AREA), ==, drawings + base_types);
    g_assert_nonnull (carc_box_page_get_count_spin (CARC_BOX_PAGE (page), "BA/C"));
    g_assert_true (gtk_widget_is_ancestor (GTK_WIDGET (carc_box_page_get_count_spin (CARC_BOX_PAGE (page), "BA/C")), base));
    /* and a tile of a closed set asked for has its row made */
    g_assert_nonnull (carc_box_page_get_count_spin (CARC_BOX_PAGE (page), "RI.1/IFI"));
    g_assert_true (gtk_widget_is_ancestor (GTK_WIDGET (carc_box_page_get_count_spin (CARC_BOX_PAGE (page), "RI.1/IFI")),
                                           carc_box_page_get_set_row (CARC_BOX_PAGE (page), "river")));
    adw_expander_row_set_expanded (ADW_EXPANDER_ROW (base), FALSE);
    gui_test_settle ();
  }
  g_test_message ("%u custom tile rows", count_titled (page, "Club tile "));
  g_assert_cmpuint (count_titled (page, "Club tile "), ==, 12);
  /* the last ones added */
  g_assert_cmpuint (count_titled (page, "Club tile 300"), ==, 1);
  g_assert_cmpuint (count_titled (page, "Club tile 289"), ==, 1);
  g_assert_cmpuint (count_titled (page, "Club tile 288"), ==, 0);
  more = gui_test_find_class_below (page, "more-tiles", TRUE);
  g_assert_nonnull (more);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (more)), ==,
                   "288 more tiles: type a name above to find them");

  /* the name typed finds the others */
  find = GTK_EDITABLE (gui_test_find_class_below (page, "find-tile", TRUE));
  gtk_editable_set_text (find, "7");
  gui_test_pump ();
  /* 7, 17, 27 … 70 … 79 … 297: more than are listed, the last ones */
  g_assert_cmpuint (count_titled (page, "Club tile "), ==, 12);
  g_assert_cmpuint (count_titled (page, "Club tile 297"), ==, 1);
  g_assert_nonnull (gui_test_find_class_below (page, "more-tiles", TRUE));
  gtk_editable_set_text (find, "tile 77");
  gui_test_pump ();
  g_assert_cmpuint (count_titled (page, "Club tile "), ==, 1);
  g_assert_cmpuint (count_titled (page, "Club tile 77"), ==, 1);
  g_assert_null (gui_test_find_class_below (page, "more-tiles", TRUE));
  gtk_window_destroy (GTK_WINDOW (gtk_widget_get_root (page)));
  gtk_window_destroy (GTK_WINDOW (window));

  shoot_all (show_box, "find-tile", "box-custom-tiles");
}

/* ---- the statistics of 200 players ---- */

static void
show_stats (GtkWidget **window,
            GtkWidget **page)
{
  *window = GTK_WIDGET (gui_test_show_window (app, 1000, 760));
  gui_test_act (*window, "win.show-statistics", NULL);
  gui_test_settle ();
  *page = carc_history_get_page (CARC_WINDOW (*window), "statistics");
}

/* Seen to fail on the page that had a table row, an expander row with
 * its five rows and two chart series for each player. */
static void
test_stats (void)
{
  g_autoptr(CarcStore) store = fresh_store ();
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (200);
  CarcCatalogue *catalogue = carc_catalogue_get_default (NULL);
  GtkWidget *window, *page, *all;
  GtkListBox *compact;
  CarcRatingLadder *ladder;

  /* 50 games, each of four players met nowhere else, player 1 in three */
  for (guint g = 0; g < 50; g++)
    {
      g_autoptr(GError) error = NULL;
      CarcSetup *setup = carc_setup_new ();
      CarcGame *game;
      CarcEvent event;

      g_assert_true (carc_setup_add_set (setup, catalogue, "base", NULL));
      for (guint p = 0; p < 4; p++)
        {
          g_autofree char *name = player_name (g < 3 && p == 0 ? 0 : g * 4 + p);
          carc_setup_add_player (setup, name, NULL);
        }
      game = carc_game_new (catalogue, setup, &error);
      g_assert_no_error (error);
      while (carc_random_player_next (player, carc_game_get_state (game), &event))
        g_assert_true (carc_game_append (game, &event, NULL));
      g_assert_true (carc_store_create_game (store, game, &error));
      g_assert_no_error (error);
      carc_game_free (game);
    }
  g_clear_object (&store);

  show_stats (&window, &page);
  g_assert_cmpuint (carc_stats_page_get_stats (CARC_STATS_PAGE (page))->n_players, ==, 198);
  compact = GTK_LIST_BOX (gtk_widget_get_template_child (page, CARC_TYPE_STATS_PAGE, "compact_list"));
  /* twelve players, all of them, the way to the others */
  g_assert_cmpuint (count_class (GTK_WIDGET (compact), "expander"), ==, 12 + 1);
  all = gui_test_find_class_below (page, "show-all-players", TRUE);
  g_assert_nonnull (all);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (all)), ==, "Show All 198 Players");
  /* the one with the most games among them */
  {
    g_autofree char *first = player_name (0);
    /* (an expander row and its header row) */
    g_assert_cmpuint (count_titled (GTK_WIDGET (compact), first), >=, 1);
  }
  /* the rating ladder too: its first twelve, their lines in its chart,
   * the way to the others; no row for anyone else. Seen to fail on the
   * ladder that had a row and a line for each of the 198 (293 rows on
   * the page, 108 now) */
  ladder = carc_stats_page_get_ladder (CARC_STATS_PAGE (page), CARC_STORE_GAME_CARCASSONNE);
  g_test_message ("%u ladder rows, %u rows on the page", carc_rating_ladder_get_n_rows (ladder),
                  count_type (page, ADW_TYPE_PREFERENCES_ROW));
  g_assert_cmpuint (carc_rating_ladder_get_n_rows (ladder), ==, 12);
  g_assert_cmpuint (carc_score_chart_get_n_series (carc_rating_ladder_get_chart (ladder)), ==, 12);
  {
    const CarcStoreLadder *ranked = carc_store_ratings_get_ladder (carc_stats_page_get_ratings (CARC_STATS_PAGE (page)),
                                                                   CARC_STORE_GAME_CARCASSONNE);

    g_assert_cmpuint (ranked->n_players, ==, 198);
    for (guint i = 0; i < 12; i++)
      g_assert_cmpstr (carc_rating_ladder_get_cell_text (ladder, i, CARC_RATING_LADDER_NAME), ==, ranked->players[i].name);
  }
  g_assert_nonnull (gui_test_find_class_below (GTK_WIDGET (ladder), "show-all-ratings", TRUE));
  g_assert_cmpuint (count_type (page, ADW_TYPE_PREFERENCES_ROW), <=, 160);

  gui_test_act (page, "stats.show-all-players", NULL);
  g_assert_cmpuint (count_class (GTK_WIDGET (compact), "expander"), ==, 198 + 1);
  g_assert_null (gui_test_find_class_below (page, "show-all-players", TRUE));
  g_assert_cmpuint (carc_rating_ladder_get_n_rows (ladder), ==, 198);
  g_assert_cmpuint (carc_score_chart_get_n_series (carc_rating_ladder_get_chart (ladder)), ==, 198);
  g_assert_null (gui_test_find_class_below (GTK_WIDGET (ladder), "show-all-ratings", TRUE));
  gtk_window_destroy (GTK_WINDOW (window));

  shoot_all (show_stats, "show-all-players", "stats-players");
  /* the ladder's first twelve and its way to the others */
  shoot_all (show_stats, "show-all-ratings", "stats-ratings");
}

int
main (int   argc,
      char *argv[])
{
  int ret;

  if (!gui_test_init (&argc, &argv, "lists", TRUE, &app))
    return 0;

  g_test_add_func ("/lists/roster", test_roster);
  g_test_add_func ("/lists/box", test_box);
  g_test_add_func ("/lists/stats", test_stats);

  ret = g_test_run ();
  g_clear_object (&app);
  return ret;
}
