/* test-your-box.c: the ways into Preferences → Your Box (issue 22, item 19)
 *
 * From New Game, the row "Count Your Tiles…" below the box profile's opens
 * Your Box on the game chosen and its profile chosen (the game's default
 * one when none is); what is counted there is what New Game then plays,
 * a first box counted (on a first run) too.
 * From the main menu, the item "Your Box…" and its key Ctrl+B (listed in
 * the shortcuts window) open it on Carcassonne's default box.
 *
 * Screenshots: <builddir>/tests/gui/screenshots/your-box-*.png, in English
 * and Czech, light and dark, 360 px wide.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "carc-application.h"
#include "carc-box-page.h"
#include "carc-expansion-ui.h"
#include "carc-new-game-page.h"
#include "carc-preferences-window.h"
#include "carc-start-page.h"
#include "carc-store.h"
#include "carc-window-private.h"
#include "gui-test-util.h"

static CarcApplication *app;

static CarcPreferencesWindow *
find_preferences (void)
{
  return (CarcPreferencesWindow *) gui_test_find_toplevel (CARC_TYPE_PREFERENCES_WINDOW, NULL, TRUE);
}

/* The Preferences window that opened, on its Your Box page: its page. */
static CarcBoxPage *
your_box_shown (void)
{
  CarcPreferencesWindow *prefs;
  GtkWidget *box_page;

  gui_test_settle ();
  prefs = find_preferences ();
  g_assert_nonnull (prefs);
  box_page = carc_preferences_window_get_box_page (prefs);
  g_assert_nonnull (box_page);
  g_assert_true (ADW_PREFERENCES_PAGE (box_page) == adw_preferences_window_get_visible_page (ADW_PREFERENCES_WINDOW (prefs)));
  return CARC_BOX_PAGE (box_page);
}

static void
close_preferences (void)
{
  CarcPreferencesWindow *prefs = find_preferences ();

  g_assert_nonnull (prefs);
  gtk_window_destroy (GTK_WINDOW (prefs));
  gui_test_settle ();
  g_assert_null (find_preferences ());
}

/* Boxes in the store: Carcassonne's "Our Box" (the default) and "Club
 * Box", Hunters & Gatherers' "Stone Age" (its default). */
static void
store_boxes (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *db_path = carc_store_get_default_path ();
  g_autoptr(CarcStore) store = carc_store_open (db_path, CARC_STORE_OPEN_DEFAULT, &error);
  g_autoptr(CarcProfile) ours = carc_profile_new ("Our Box");
  g_autoptr(CarcProfile) club = carc_profile_new ("Club Box");
  g_autoptr(CarcProfile) stone = carc_profile_new ("Stone Age");

  g_assert_no_error (error);
  g_ptr_array_add (ours->sets, g_strdup ("base"));
  g_ptr_array_add (club->sets, g_strdup ("base"));
  g_ptr_array_add (club->sets, g_strdup ("inns-and-cathedrals"));
  g_free (stone->game);
  stone->game = g_strdup ("hunters-and-gatherers");
  g_ptr_array_add (stone->sets, g_strdup ("hunters-and-gatherers"));
  g_assert_true (carc_store_save_profile (store, CARC_STORE_GAME_CARCASSONNE, club, FALSE, &error));
  g_assert_true (carc_store_save_profile (store, CARC_STORE_GAME_CARCASSONNE, ours, TRUE, &error));
  g_assert_true (carc_store_save_profile (store, CARC_STORE_GAME_HUNTERS_GATHERERS, stone, TRUE, &error));
  g_assert_no_error (error);
}

static GObject *
new_game_child (CarcWindow *window,
                const char *name)
{
  GObject *child = gtk_widget_get_template_child (_carc_window_get_page (window, "new-game"),
                                                  CARC_TYPE_NEW_GAME_PAGE, name);

  g_assert_nonnull (child);
  return child;
}

/* Chooses the profile named @name in New Game's box row. */
static void
choose_box (CarcWindow *window,
            const char *name)
{
  AdwComboRow *box_row = ADW_COMBO_ROW (new_game_child (window, "box_row"));
  GListModel *names = adw_combo_row_get_model (box_row);

  for (guint i = 0; i < g_list_model_get_n_items (names); i++)
    if (g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (names), i), name) == 0)
      {
        adw_combo_row_set_selected (box_row, i);
        return;
      }
  g_error ("New Game offers no box “%s”", name);
}

/* A first run: no box counted yet. New Game has no box to choose, but
 * the row to count one; the box counted there is the one New Game plays. */
static void
test_first_box (void)
{
  CarcWindow *window = gui_test_show_window (app, 800, 720);
  CarcNewGamePage *page;
  GtkWidget *count_row;
  CarcBoxPage *box;
  GtkSpinButton *spin;

  gui_test_act (GTK_WIDGET (window), "win.new-game", NULL);
  page = CARC_NEW_GAME_PAGE (_carc_window_get_page (window, "new-game"));
  carc_new_game_page_add_player (page, "Anna");
  carc_new_game_page_add_player (page, "Ben");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (new_game_child (window, "box_row"))));
  count_row = GTK_WIDGET (new_game_child (window, "count_row"));
  g_assert_true (gtk_widget_is_visible (count_row));
  g_assert_true (gtk_widget_activate (count_row));
  box = your_box_shown ();
  spin = carc_box_page_get_count_spin (box, "BA/C");
  g_assert_nonnull (spin);
  gtk_spin_button_set_value (spin, 3);
  gui_test_pump ();
  close_preferences ();
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(CarcSetup) setup = carc_new_game_page_build_setup (page, &error);

    g_assert_no_error (error);
    g_assert_true (gtk_widget_get_visible (GTK_WIDGET (new_game_child (window, "box_row"))));
    g_assert_nonnull (setup->profile);
    g_assert_cmpuint (GPOINTER_TO_UINT (g_hash_table_lookup (setup->inventory, "BA/C")), ==, 3);
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_from_new_game (void)
{
  guint carcassonne = carc_expansions_ui_game_of_set ("base");
  guint hunters = carc_expansions_ui_game_of_set ("hunters-and-gatherers");
  CarcWindow *window;
  CarcNewGamePage *page;
  GtkWidget *count_row;
  CarcBoxPage *box;
  GtkSpinButton *spin;

  store_boxes ();
  window = gui_test_show_window (app, 800, 720);
  gui_test_act (GTK_WIDGET (window), "win.new-game", NULL);
  page = CARC_NEW_GAME_PAGE (_carc_window_get_page (window, "new-game"));
  {
    g_autoptr(CarcSetup) players = gui_test_make_setup ("base", 2);

    carc_new_game_page_set_setup (page, players);
  }
  count_row = GTK_WIDGET (new_game_child (window, "count_row"));
  g_assert_true (gtk_widget_is_visible (count_row));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (count_row)), ==, "_Count Your Tiles…");
  /* right below the box profile's row */
  g_assert_true (gtk_widget_get_prev_sibling (count_row) == GTK_WIDGET (new_game_child (window, "box_row")));

  /* the profile chosen, not the default one */
  choose_box (window, "Club Box");
  g_assert_true (gtk_widget_activate (count_row));
  box = your_box_shown ();
  g_assert_cmpstr (carc_box_page_get_profile (box)->name, ==, "Club Box");
  g_assert_cmpstr (carc_box_page_get_profile (box)->game, ==, carc_box_game_profile_name (carcassonne));

  /* what is counted there, New Game plays */
  spin = carc_box_page_get_count_spin (box, "BA/C");
  g_assert_nonnull (spin);
  gtk_spin_button_set_value (spin, 2);
  gui_test_pump ();
  close_preferences ();
  g_assert_cmpstr (_carc_window_get_page_name (window), ==, "new-game");
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(CarcSetup) setup = carc_new_game_page_build_setup (page, &error);

    g_assert_no_error (error);
    g_assert_cmpstr (setup->profile, ==, "Club Box");
    g_assert_cmpuint (GPOINTER_TO_UINT (g_hash_table_lookup (setup->inventory, "BA/C")), ==, 2);
  }

  /* none chosen: the game's default box */
  adw_combo_row_set_selected (ADW_COMBO_ROW (new_game_child (window, "box_row")), 0);
  gui_test_act (GTK_WIDGET (page), "new-game.count-tiles", NULL);
  box = your_box_shown ();
  g_assert_cmpstr (carc_box_page_get_profile (box)->name, ==, "Our Box");
  close_preferences ();

  /* another game: its own box; Ctrl+B on New Game does the same */
  adw_combo_row_set_selected (ADW_COMBO_ROW (new_game_child (window, "game_row")), 1);
  gui_test_pump ();
  choose_box (window, "Stone Age");
  g_assert_true (gui_test_press_key (GTK_WIDGET (page), GDK_KEY_b, GDK_CONTROL_MASK));
  box = your_box_shown ();
  g_assert_cmpstr (carc_box_page_get_profile (box)->name, ==, "Stone Age");
  g_assert_cmpstr (carc_box_page_get_profile (box)->game, ==, carc_box_game_profile_name (hunters));
  close_preferences ();

  /* the pictures: the row at 360 px, and where it leads */
  for (guint l = 0; l < 2; l++)
    for (guint dark = 0; dark <= 1; dark++)
      {
        const char *lang = l == 0 ? "en" : "cs";
        g_autofree char *row_shot = g_strdup_printf ("your-box-new-game-%s-%s-360.png", lang, dark ? "dark" : "light");
        g_autofree char *box_shot = g_strdup_printf ("your-box-from-new-game-%s-%s-360.png", lang, dark ? "dark" : "light");
        CarcWindow *narrow;
        CarcPreferencesWindow *prefs;

        gui_test_set_language (lang);
        gui_test_set_dark (dark);
        narrow = gui_test_show_window (app, 360, 720);
        gui_test_act (GTK_WIDGET (narrow), "win.new-game", NULL);
        choose_box (narrow, "Club Box");
        count_row = GTK_WIDGET (new_game_child (narrow, "count_row"));
        gtk_widget_grab_focus (count_row);
        gui_test_settle ();
        gui_test_save_screenshot (GTK_WIDGET (narrow), row_shot);
        g_assert_true (gtk_widget_activate (count_row));
        box = your_box_shown ();
        g_assert_cmpstr (carc_box_page_get_profile (box)->name, ==, "Club Box");
        prefs = find_preferences ();
        gtk_window_set_default_size (GTK_WINDOW (prefs), 360, 720);
        gui_test_settle ();
        gui_test_save_screenshot (GTK_WIDGET (prefs), box_shot);
        close_preferences ();
        gtk_window_destroy (GTK_WINDOW (narrow));
      }
  gui_test_set_language ("en");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The menu item in @model (and its sections) whose action is @action:
 * its label, or NULL. */
static char *
menu_label_of (GMenuModel *model,
               const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *item_action = NULL;
      g_autofree char *label = NULL;
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);

      if (section != NULL)
        {
          char *found = menu_label_of (section, action);
          if (found != NULL)
            return found;
          continue;
        }
      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &item_action)
          && g_str_equal (item_action, action)
          && g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_LABEL, "s", &label))
        return g_steal_pointer (&label);
    }
  return NULL;
}

/* The shortcuts window lists @accelerator under @title. */
static gboolean
shortcuts_list (GtkWidget  *widget,
                const char *accelerator,
                const char *title)
{
  if (GTK_IS_SHORTCUTS_SHORTCUT (widget))
    {
      g_autofree char *accel = NULL;
      g_autofree char *shortcut_title = NULL;

      g_object_get (widget, "accelerator", &accel, "title", &shortcut_title, NULL);
      if (g_strcmp0 (accel, accelerator) == 0 && g_strcmp0 (shortcut_title, title) == 0)
        return TRUE;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (shortcuts_list (child, accelerator, title))
      return TRUE;
  return FALSE;
}

static void
test_from_main_menu (void)
{
  guint carcassonne = carc_expansions_ui_game_of_set ("base");
  CarcWindow *window = gui_test_show_window (app, 800, 720);
  GtkWidget *start = _carc_window_get_page (window, "start");
  GtkMenuButton *menu_button = GTK_MENU_BUTTON (gtk_widget_get_template_child (start, CARC_TYPE_START_PAGE,
                                                                              "primary_menu_button"));
  g_autofree char *label = menu_label_of (gtk_menu_button_get_menu_model (menu_button), "win.your-box");
  GtkShortcutsWindow *help = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window));
  CarcBoxPage *box;

  store_boxes ();
  /* the item */
  g_assert_cmpstr (label, ==, "Your _Box…");
  gui_test_act (GTK_WIDGET (window), "win.your-box", NULL);
  box = your_box_shown ();
  g_assert_cmpstr (carc_box_page_get_profile (box)->name, ==, "Our Box");
  g_assert_cmpstr (carc_box_page_get_profile (box)->game, ==, carc_box_game_profile_name (carcassonne));
  close_preferences ();

  /* its key, from the start page */
  g_assert_cmpstr (_carc_window_get_page_name (window), ==, "start");
  g_assert_true (gui_test_press_key (start, GDK_KEY_b, GDK_CONTROL_MASK));
  box = your_box_shown ();
  g_assert_cmpstr (carc_box_page_get_profile (box)->name, ==, "Our Box");
  close_preferences ();

  /* and the key in the shortcuts window */
  g_assert_nonnull (help);
  g_assert_true (shortcuts_list (GTK_WIDGET (help), "<Primary>b", "Your Box"));

  /* the menu at 360 px, in English and Czech, light and dark */
  for (guint l = 0; l < 2; l++)
    for (guint dark = 0; dark <= 1; dark++)
      {
        const char *lang = l == 0 ? "en" : "cs";
        g_autofree char *shot = g_strdup_printf ("your-box-menu-%s-%s-360.png", lang, dark ? "dark" : "light");
        CarcWindow *narrow;
        GtkMenuButton *narrow_button;

        gui_test_set_language (lang);
        gui_test_set_dark (dark);
        narrow = gui_test_show_window (app, 360, 720);
        narrow_button = GTK_MENU_BUTTON (gtk_widget_get_template_child (_carc_window_get_page (narrow, "start"),
                                                                        CARC_TYPE_START_PAGE, "primary_menu_button"));
        gtk_menu_button_popup (narrow_button);
        gui_test_settle ();
        /* the menu is a surface of its own */
        gui_test_save_screenshot (GTK_WIDGET (gtk_menu_button_get_popover (narrow_button)), shot);
        gtk_menu_button_popdown (narrow_button);
        gtk_window_destroy (GTK_WINDOW (narrow));
      }
  gui_test_set_language ("en");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  if (!gui_test_init (&argc, &argv, "your-box", TRUE, &app))
    return 0;

  g_test_add_func ("/your-box/first-box", test_first_box);
  g_test_add_func ("/your-box/from-new-game", test_from_new_game);
  g_test_add_func ("/your-box/from-main-menu", test_from_main_menu);
  status = g_test_run ();
  g_object_unref (app);
  return status;
}
