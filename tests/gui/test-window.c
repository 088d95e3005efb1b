/* test-window.c: the main window, its start page and the app actions
 *
 * Needs a display (run under xvfb-run); prints "1..0 # SKIP" without one.
 * Screenshots of the start page go to <builddir>/tests/gui/screenshots/.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "carc-application.h"
#include "carc-format.h"
#include "carc-new-game-page.h"
#include "carc-start-page.h"
#include "carc-tile-names.h"
#include "carc-window-private.h"
#include "gui-test-util.h"

static CarcApplication *app;

static const char * const set_titles[] = {
  "Base game",
  "Inns & Cathedrals",
  "Traders & Builders",
  "Hills & Sheep",
  "The River",
  "The Wheel of Fortune",
  "Towers & Thieves",
  /* a game of its own: its row shows when that game is chosen */
  "Hunters & Gatherers",
};

static GObject *
template_child (CarcWindow *window,
                const char *name)
{
  return gui_test_template_child (window, CARC_TYPE_WINDOW, name);
}

static void
collect_action_rows (GtkWidget *widget,
                     GPtrArray *rows)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (ADW_IS_ACTION_ROW (child) || ADW_IS_EXPANDER_ROW (child))
        g_ptr_array_add (rows, child);
      collect_action_rows (child, rows);
    }
}

static GObject *
page_child (CarcWindow *window,
            const char *page,
            GType       type,
            const char *name)
{
  GObject *child = gtk_widget_get_template_child (_carc_window_get_page (window, page), type, name);

  g_assert_nonnull (child);
  return child;
}

/* The tile sets are listed on the new game page, one row with a switch each. */
static GPtrArray *
get_set_rows (CarcWindow *window)
{
  GPtrArray *rows = g_ptr_array_new ();
  GPtrArray *all = g_ptr_array_new ();

  collect_action_rows (GTK_WIDGET (page_child (window, "new-game", CARC_TYPE_NEW_GAME_PAGE, "sets_group")), all);
  for (guint i = 0; i < all->len; i++)
    if (gtk_widget_has_css_class (g_ptr_array_index (all, i), "tile-set-row"))
      g_ptr_array_add (rows, g_ptr_array_index (all, i));
  g_ptr_array_unref (all);
  return rows;
}

static AdwActionRow *
find_row (GPtrArray  *rows,
          const char *title)
{
  for (guint i = 0; i < rows->len; i++)
    {
      AdwPreferencesRow *row = g_ptr_array_index (rows, i);

      if (g_strcmp0 (adw_preferences_row_get_title (row), title) == 0)
        return ADW_ACTION_ROW (row);
    }
  return NULL;
}

static CarcWindow *
show_window (int width,
             int height)
{
  CarcWindow *window = carc_window_new (app);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));

  return window;
}

/* Shows a window whose visible part is width×height, if the monitor allows.
 *
 * With no compositing manager (Xvfb), GTK puts an invisible resize border
 * of a few pixels around the window, inside its default size, and clamps
 * the whole to the monitor. So measure that border once, ask for it on
 * top, and stay within the monitor: on a 1280×800 screen, "1280×800" comes
 * out as 1270×790, the largest window that fits. */
static CarcWindow *
show_window_sized (int width,
                   int height)
{
  static int border_width = -1, border_height = -1;
  CarcWindow *window;
  GdkSurface *surface;
  GdkMonitor *monitor;
  GdkRectangle geometry;

  if (border_width < 0)
    {
      window = show_window (width, height);
      surface = gtk_native_get_surface (GTK_NATIVE (window));
      border_width = gdk_surface_get_width (surface) - gtk_widget_get_width (GTK_WIDGET (window));
      border_height = gdk_surface_get_height (surface) - gtk_widget_get_height (GTK_WIDGET (window));
      g_assert_cmpint (border_width, >=, 0);
      g_assert_cmpint (border_height, >=, 0);
      gtk_window_destroy (GTK_WINDOW (window));
    }

  window = show_window (width + border_width, height + border_height);
  surface = gtk_native_get_surface (GTK_NATIVE (window));
  monitor = gdk_display_get_monitor_at_surface (gdk_surface_get_display (surface), surface);
  gdk_monitor_get_geometry (monitor, &geometry);

  g_test_message ("%dx%d requested: window %dx%d (surface %dx%d, monitor %dx%d)",
                  width, height,
                  gtk_widget_get_width (GTK_WIDGET (window)),
                  gtk_widget_get_height (GTK_WIDGET (window)),
                  gdk_surface_get_width (surface), gdk_surface_get_height (surface),
                  geometry.width, geometry.height);

  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), ==,
                   MIN (width, geometry.width - border_width));
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), ==,
                   MIN (height, geometry.height - border_height));

  return window;
}

/* Mean luminance (0-255) of the texture, to tell light from dark. */
static double
mean_luminance (GdkTexture *texture)
{
  int width = gdk_texture_get_width (texture);
  int height = gdk_texture_get_height (texture);
  gsize stride = (gsize) width * 4;
  g_autofree guchar *data = g_malloc ((gsize) height * stride);
  double sum = 0;

  gdk_texture_download (texture, data, stride);

  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        /* CAIRO_FORMAT_ARGB32, native endian: B G R A on little endian */
        const guchar *p = data + y * stride + x * 4;
        guint32 pixel = *(const guint32 *) p;
        double r = (pixel >> 16) & 0xff;
        double g = (pixel >> 8) & 0xff;
        double b = pixel & 0xff;

        sum += 0.2126 * r + 0.7152 * g + 0.0722 * b;
      }

  return sum / ((double) width * height);
}

static GdkTexture *
save_screenshot (CarcWindow *window,
                 const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = gui_test_screenshot_path (name);
  GdkTexture *texture;

  gui_test_save_png (GTK_WIDGET (window), path);

  texture = gdk_texture_new_from_filename (path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, gtk_widget_get_width (GTK_WIDGET (window)));
  g_assert_cmpint (gdk_texture_get_height (texture), ==, gtk_widget_get_height (GTK_WIDGET (window)));

  return texture;
}

static void
test_activate_single_window (void)
{
  GtkWindow *window;
  GList *windows;

  g_application_activate (G_APPLICATION (app));
  g_application_activate (G_APPLICATION (app));

  windows = gtk_application_get_windows (GTK_APPLICATION (app));
  g_assert_cmpuint (g_list_length (windows), ==, 1);

  window = windows->data;
  g_assert_true (CARC_IS_WINDOW (window));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  g_assert_cmpstr (gtk_window_get_title (window), ==, "Carcassonne Companion");
  g_assert_cmpstr (adw_window_title_get_title (ADW_WINDOW_TITLE (page_child (CARC_WINDOW (window), "start",
                                                                          CARC_TYPE_START_PAGE, "window_title"))),
                   ==, "Carcassonne Companion");

  gtk_window_destroy (window);
  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (app)));
}

static void
test_start_page (void)
{
  CarcWindow *window = show_window (1280, 800);
  g_autoptr(GPtrArray) rows = get_set_rows (window);
  AdwStatusPage *status_page = ADW_STATUS_PAGE (page_child (window, "start", CARC_TYPE_START_PAGE, "status_page"));
  GtkWidget *actions = GTK_WIDGET (page_child (window, "start", CARC_TYPE_START_PAGE, "actions_box"));
  CarcStartPage *start = CARC_START_PAGE (_carc_window_get_page (window, "start"));
  GtkWidget *extra, *first;
  AdwActionRow *base;

  g_assert_cmpstr (_carc_window_get_page_name (window), ==, "start");
  g_assert_cmpstr (adw_status_page_get_title (status_page), ==, "Carcassonne Companion");
  g_assert_nonnull (adw_status_page_get_description (status_page));

  /* New game is the first entry point; others (history, statistics) add theirs. */
  first = gtk_flow_box_child_get_child (gtk_flow_box_get_child_at_index (GTK_FLOW_BOX (actions), 0));
  g_assert_true (GTK_IS_BUTTON (first));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (first)), ==, "win.new-game");
  extra = carc_start_page_add_action (start, "_History", "document-open-recent-symbolic", "win.show-start");
  g_assert_true (gtk_widget_get_parent (gtk_widget_get_parent (extra)) == actions);
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (extra)), ==, "win.show-start");

  /* Only the start page is built at start-up (docs/performance.md): the
   * new game page gets its rows, and the history its pages, when first
   * shown. */
  g_assert_cmpuint (rows->len, ==, 0);
  g_assert_null (_carc_window_get_page (window, "statistics"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  g_assert_cmpstr (_carc_window_get_page_name (window), ==, "new-game");
  g_ptr_array_unref (rows);
  rows = get_set_rows (window);

  /* The sets of the catalogue, in box order, on the new game page. */
  g_assert_cmpuint (rows->len, ==, G_N_ELEMENTS (set_titles));
  for (guint i = 0; i < G_N_ELEMENTS (set_titles); i++)
    g_assert_cmpstr (adw_preferences_row_get_title (g_ptr_array_index (rows, i)), ==, set_titles[i]);

  base = find_row (rows, "Base game");
  g_assert_cmpstr (adw_action_row_get_subtitle (base), ==, "72 tiles");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (base), "tile-set-row"));

  for (guint i = 0; i < rows->len; i++)
    {
      const char *subtitle = adw_action_row_get_subtitle (g_ptr_array_index (rows, i));

      g_assert_true (g_str_has_suffix (subtitle, " tiles") || g_str_has_suffix (subtitle, " tile"));
      g_assert_cmpint (atoi (subtitle), >, 0);
    }

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_catalogue_error (void)
{
  CarcWindow *window = show_window (800, 600);
  GtkStack *stack = GTK_STACK (template_child (window, "stack"));
  AdwStatusPage *error_page = ADW_STATUS_PAGE (template_child (window, "error_page"));
  g_autoptr(GError) error = NULL;
  CarcCatalogue *catalogue;

  /* Not markup: shown as it is, "&" and "<" included. */
  g_set_error_literal (&error, CARC_CATALOGUE_ERROR, CARC_CATALOGUE_ERROR_PARSE,
                       "hills-and-sheep.json: line 3: unexpected character '<' in \"Hills & Sheep\"");
  _carc_window_set_catalogue (window, NULL, error);

  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "error");
  g_assert_cmpstr (adw_status_page_get_description (error_page), ==,
                   "hills-and-sheep.json: line 3: unexpected character &apos;&lt;&apos; in &quot;Hills &amp; Sheep&quot;");
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  g_assert_cmpstr (adw_status_page_get_title (error_page), ==, "The Tile Catalogue Could Not Be Loaded");
  /* No new game without a catalogue. */
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL)
                  && g_strcmp0 (_carc_window_get_page_name (window), "new-game") == 0);

  catalogue = carc_catalogue_get_default (NULL);
  g_assert_nonnull (catalogue);
  _carc_window_set_catalogue (window, catalogue, NULL);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "start");
  /* A new game again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  g_assert_cmpstr (_carc_window_get_page_name (window), ==, "new-game");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The new game page takes a name once, however it is written: the
 * engine's key (carc_player_name_key) says who is who. */
static void
test_new_game_player_names (void)
{
  CarcWindow *window = carc_window_new (app);
  CarcNewGamePage *page = CARC_NEW_GAME_PAGE (_carc_window_get_page (window, "new-game"));
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcSetup) setup = NULL;

  /* the page is filled when opened */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  g_assert_true (carc_new_game_page_add_player (page, "Šárka"));
  g_assert_false (carc_new_game_page_add_player (page, "sarka"));
  g_assert_false (carc_new_game_page_add_player (page, " ŠÁRKA "));
  g_assert_true (carc_new_game_page_add_player (page, "Sára"));

  setup = carc_new_game_page_build_setup (page, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (setup->n_players, ==, 2);
  g_assert_cmpstr (setup->players[0].name, ==, "Šárka");
  g_assert_cmpstr (setup->players[1].name, ==, "Sára");

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_actions (void)
{
  CarcWindow *window = show_window (800, 600);
  g_auto(GStrv) quit_accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "app.quit");
  g_auto(GStrv) close_accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "window.close");
  g_auto(GStrv) help_accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.show-help-overlay");
  GtkMenuButton *menu_button = GTK_MENU_BUTTON (page_child (window, "start", CARC_TYPE_START_PAGE, "primary_menu_button"));
  GListModel *toplevels;
  AdwAboutWindow *about = NULL;

  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (app), "quit"));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (app), "about"));
  g_assert_true (g_strv_contains ((const char * const *) quit_accels, "<Control>q"));
  g_assert_true (g_strv_contains ((const char * const *) close_accels, "<Control>w"));
  g_assert_true (g_strv_contains ((const char * const *) help_accels, "<Control>question"));

  /* The shortcuts window from gtk/help-overlay.ui, and the primary menu. */
  g_assert_nonnull (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (window), "show-help-overlay"));
  g_assert_true (gtk_menu_button_get_primary (menu_button));
  g_assert_nonnull (gtk_menu_button_get_menu_model (menu_button));
  /* sections: import/export, preferences…, quit */
  g_assert_cmpint (g_menu_model_get_n_items (gtk_menu_button_get_menu_model (menu_button)), ==, 3);
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (window), "import-games"));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (window), "export-games"));

  /* app.about opens the about window over the main window. */
  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  toplevels = gtk_window_get_toplevels ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) toplevel = g_list_model_get_item (toplevels, i);

      if (ADW_IS_ABOUT_WINDOW (toplevel))
        about = ADW_ABOUT_WINDOW (toplevel);
    }
  g_assert_nonnull (about);
  g_assert_cmpstr (adw_about_window_get_application_name (about), ==, "Carcassonne Companion");
  g_assert_cmpstr (adw_about_window_get_version (about), ==, PACKAGE_VERSION);
  g_assert_cmpint (adw_about_window_get_license_type (about), ==, GTK_LICENSE_GPL_3_0);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (about)) == GTK_WINDOW (window));
  gtk_window_destroy (GTK_WINDOW (about));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_window_size_settings (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  CarcWindow *window;
  int width, height;

  g_settings_set_int (settings, "window-width", 700);
  g_settings_set_int (settings, "window-height", 500);
  g_settings_set_boolean (settings, "window-maximized", FALSE);

  window = carc_window_new (app);
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 700);
  g_assert_cmpint (height, ==, 500);

  gtk_window_set_default_size (GTK_WINDOW (window), 820, 610);
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 820);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 610);

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
    {
      double luminance[2];

      for (guint dark = 0; dark <= 1; dark++)
        {
          g_autoptr(GdkTexture) texture = NULL;
          g_autofree char *name = NULL;
          CarcWindow *window;

          gui_test_set_dark (dark);
          g_assert_cmpint (adw_style_manager_get_dark (style_manager), ==, dark);

          window = show_window_sized (sizes[i].width, sizes[i].height);

          name = g_strdup_printf ("start-%s-%dx%d.png",
                                  dark ? "dark" : "light", sizes[i].width, sizes[i].height);
          texture = save_screenshot (window, name);
          luminance[dark] = mean_luminance (texture);

          gtk_window_destroy (GTK_WINDOW (window));
        }

      g_test_message ("%dx%d: mean luminance light %.0f, dark %.0f",
                      sizes[i].width, sizes[i].height, luminance[0], luminance[1]);
      g_assert_cmpfloat (luminance[0], >, 150);
      g_assert_cmpfloat (luminance[1], <, 100);
    }

  adw_style_manager_set_color_scheme (style_manager, ADW_COLOR_SCHEME_DEFAULT);
}

/* Every label under @widget, in tree order. */
static void
collect_labels (GtkWidget *widget,
                GPtrArray *found)
{
  if (GTK_IS_LABEL (widget))
    g_ptr_array_add (found, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_labels (child, found);
}

/* The start page's game rows have at most two lines a label (so that GTK
 * does not lay a wrapping label out one character a line at start-up):
 * five players' names and a game's scores still fit whole at 360 px, with
 * the English and the (longer) Czech subtitle. Screenshots
 * start-rows-<lang>-360.png. */
static void
test_start_page_rows (void)
{
  static const char *langs[] = { "en", "cs" };

  for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
    {
      const char *names[] = { "Alžběta", "Bartoloměj", "Cecílie", "Dobroslav", "Emanuela" };
      g_autofree char *title = NULL;
      g_autofree char *date = NULL;
      g_autofree char *subtitle = NULL;
      g_autofree char *shot = g_strdup_printf ("start-rows-%s-360.png", langs[l]);
      g_autoptr(GPtrArray) labels = g_ptr_array_new ();
      CarcWindow *window;
      CarcStartPage *start;
      guint n_wrapped = 0;

      gui_test_set_language (langs[l]);
      title = carc_format_join_names (names, G_N_ELEMENTS (names));
      date = carc_format_date_time (g_get_real_time ());
      /* as the window writes a finished game's subtitle (po/cs.po) */
      subtitle = g_strconcat (date, l == 0 ? " · finished · " : " · dohráno · ", "112 : 98 : 87 : 65 : 101", NULL);
      window = show_window_sized (360, 720);
      start = CARC_START_PAGE (_carc_window_get_page (window, "start"));
      carc_start_page_clear_recent (start);
      carc_start_page_add_unfinished (start, "long-1", title, subtitle);
      carc_start_page_add_recent (start, "long-2", title, subtitle);
      gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
      save_screenshot (window, shot);

      collect_labels (GTK_WIDGET (start), labels);
      for (guint i = 0; i < labels->len; i++)
        {
          GtkLabel *label = g_ptr_array_index (labels, i);
          const char *text = gtk_label_get_label (label);

          if (g_strcmp0 (text, title) != 0 && g_strcmp0 (text, subtitle) != 0)
            continue;
          g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (label)));
          n_wrapped += pango_layout_get_line_count (gtk_label_get_layout (label)) > 1;
        }
      g_test_message ("%s: %u of the rows' labels take two lines at 360 px", langs[l], n_wrapped);
      /* the names do need a second line there: the limit is what is tested */
      g_assert_cmpuint (n_wrapped, >, 0);
      gtk_window_destroy (GTK_WINDOW (window));
    }
  gui_test_set_language ("en");
}

/* The shared pieces of text: engine messages made to stand alone, lists of
 * names, dates with their time. */
static void
test_format_helpers (void)
{
  const char *names[] = { "Anna", "Ben", "Cecilie" };
  g_autofree char *capital = carc_format_capitalize ("event 5 (tile): unknown tile");
  g_autofree char *accented = carc_format_capitalize ("ávila’s city");
  g_autofree char *empty = carc_format_capitalize ("");
  g_autofree char *one = carc_format_join_names (names, 1);
  g_autofree char *two = carc_format_join_names (names, 2);
  g_autofree char *three = carc_format_join_names (names, 3);
  g_autofree char *date = NULL;
  g_autoptr(GDateTime) local = g_date_time_new_local (2026, 3, 2, 20, 15, 0);

  g_assert_cmpstr (capital, ==, "Event 5 (tile): unknown tile");
  g_assert_cmpstr (accented, ==, "Ávila’s city");
  g_assert_cmpstr (empty, ==, "");
  g_assert_cmpstr (one, ==, "Anna");
  g_assert_cmpstr (two, ==, "Anna and Ben");
  g_assert_cmpstr (three, ==, "Anna, Ben and Cecilie");

  date = carc_format_date_time (g_date_time_to_unix (local) * G_USEC_PER_SEC);
  g_assert_cmpstr (date, ==, "2 Mar 2026, 20:15");
}

/* What a tile shows, in words, from its features (the picker matches it). */
static void
test_tile_names (void)
{
  static const struct { const char *id; const char *words; } cases[] = {
    { "BA/RCr", "City cap, straight road" },
    { "BA/L", "Monastery" },
    { "BA/LR", "Monastery, road end" },
    { "BA/CccR+", "City on three sides, road end, pennant" },
    { "BA/CcRr+", "City corner, road curve, pennant" },
    { "BA/CFc.1", "City band" },
    { "BA/RRRR", "Four-way crossroads" },
    { "BA/RRR", "Three-way crossroads" },
    { "BA/CRr", "City cap, road curve on the right" },
    { "BA/RrC", "City cap, road curve on the left" },
    { "WF/Rr", "Road curve (The Wheel of Fortune)" },
    { "IC/Cccc.c", "City on all sides, cathedral" },
    { "IC/RFr.i", "Straight road, inn" },
    { "TB/Cc.g", "City corner, grain" },
    { "HS/RR.h", "Two adjacent road ends, hill" },
    { "RI/s", "Spring" },
    { "RI.1/I.e", "Lake" },
    { "RI.1/II", "River curve" },
  };
  g_autoptr(GError) error = NULL;
  CarcCatalogue *catalogue = carc_catalogue_get_default (&error);

  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      int type = carc_catalogue_lookup (catalogue, cases[i].id);
      g_autofree char *words = NULL;

      g_assert_cmpint (type, >=, 0);
      words = carc_tile_describe (carc_catalogue_get_type (catalogue, (guint) type));
      g_assert_cmpstr (words, ==, cases[i].words);
    }
  /* every tile gets a description */
  for (guint t = 0; t < carc_catalogue_get_n_types (catalogue); t++)
    {
      g_autofree char *words = carc_tile_describe (carc_catalogue_get_type (catalogue, t));
      g_assert_cmpuint (strlen (words), >, 0);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int ret;

  if (!gui_test_have_display ())
    return 0;

  gtk_test_init (&argc, &argv, NULL);

  /* The real application object: startup loads style.css, the shortcuts
   * window and the icons from the resources and adds the actions. */
  app = carc_application_new ();
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  g_test_add_func ("/window/activate-single-window", test_activate_single_window);
  g_test_add_func ("/window/start-page", test_start_page);
  g_test_add_func ("/window/catalogue-error", test_catalogue_error);
  g_test_add_func ("/window/new-game-player-names", test_new_game_player_names);
  g_test_add_func ("/window/actions", test_actions);
  g_test_add_func ("/window/size-settings", test_window_size_settings);
  g_test_add_func ("/window/screenshots", test_screenshots);
  g_test_add_func ("/window/start-page-rows", test_start_page_rows);
  g_test_add_func ("/window/format-helpers", test_format_helpers);
  g_test_add_func ("/window/tile-names", test_tile_names);

  ret = g_test_run ();

  g_clear_object (&app);

  return ret;
}
