/* test-table-round2.c: at the table, round 2 (issue 22), through the real window
 *
 * What a new user met at a real table: a Your Box edit that switched every
 * set on at New game; the "At the Table" checklist gone after the next
 * turn; "End the Game Now" that ended without a word about undo; D that
 * said only that nothing was to be drawn; a players' message that
 * contradicted the game's limits; toasts cut at 360 px; default box names
 * and picture file names left in English on a Czech screen. Each step is
 * the user's: the window's actions, the widgets' own signals and keys
 * through the shortcut tables.
 *
 * Screenshots go to <builddir>/tests/gui/screenshots/round2-*.png.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <string.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "carc-application.h"
#include "carc-box-page.h"
#include "carc-new-game-page.h"
#include "carc-play-page.h"
#include "carc-preferences-window.h"
#include "carc-store.h"
#include "carc-window-private.h"
#include "gui-test-util.h"

static CarcApplication *app;

/* ---- helpers ---- */

static void
set_dark (gboolean dark)
{
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
}

static void
reset_look (void)
{
  gui_test_set_language ("en");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

static void
shot (GtkWidget  *window,
      const char *scene,
      const char *lang,
      gboolean    dark,
      int         width)
{
  g_autofree char *file = g_strdup_printf ("round2-%s-%s-%s-%d.png", scene, lang, dark ? "dark" : "light", width);

  gui_test_settle ();
  gui_test_save_screenshot (window, file);
}

/* The width a widget asks for at the least: what 360 px must hold. */
static int
minimum_width (GtkWidget *widget)
{
  int minimum = 0, natural = 0;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  return minimum;
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

static CarcNewGamePage *
open_new_game (CarcWindow *window)
{
  gui_test_act (GTK_WIDGET (window), "win.new-game", NULL);
  return CARC_NEW_GAME_PAGE (_carc_window_get_page (window, "new-game"));
}

/* The set ids whose switches are on in New game, comma-separated in the
 * page's order. */
static char *
sets_on (CarcNewGamePage *page)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcSetup) setup = carc_new_game_page_build_setup (page, &error);
  CarcCatalogue *catalogue = carc_catalogue_get_default (NULL);
  GString *text = g_string_new (NULL);

  g_assert_no_error (error);
  for (guint i = 0; i < setup->sets->len; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? "," : "",
                            carc_catalogue_get_set (catalogue, g_array_index (setup->sets, guint, i))->id);
  return g_string_free (text, FALSE);
}

/* The first player row's box under @widget that is not ticked, or NULL. */
static GtkWidget *
unticked_player (GtkWidget *widget)
{
  if (gtk_widget_has_css_class (widget, "player-row"))
    {
      GtkWidget *check = gui_test_find_type (widget, GTK_TYPE_CHECK_BUTTON);

      return check != NULL && !gtk_check_button_get_active (GTK_CHECK_BUTTON (check)) ? check : NULL;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = unticked_player (child);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Ticks every player of the roster in New game, as a click on each row's
 * box does (each tick builds the rows again). */
static void
tick_players (GtkWidget *page)
{
  GtkWidget *check;

  while ((check = unticked_player (page)) != NULL)
    {
      gtk_check_button_set_active (GTK_CHECK_BUTTON (check), TRUE);
      gui_test_pump ();
    }
}

static const char *
set_row_subtitle (CarcNewGamePage *page,
                  const char      *set_id)
{
  GtkWidget *row = gui_test_find_named (GTK_WIDGET (page), set_id);

  g_assert_nonnull (row);
  return adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
}

/* ---- item 2: a box edit never changes which sets a new game plays ---- */

/* The user's steps: New game shows the base game only; Preferences → Your
 * Box, Monastery 4 → 3; New game again: still only the base game, its row
 * says 71 tiles; Ctrl+Enter starts a game of 71 tiles with no other set. */
static void
test_box_edit_keeps_sets (void)
{
  CarcCatalogue *catalogue = carc_catalogue_get_default (NULL);
  CarcWindow *window = gui_test_show_window (app, 1280, 800);
  CarcNewGamePage *page;
  CarcPreferencesWindow *prefs;
  CarcBoxPage *box;
  GtkSpinButton *monastery;
  const CarcState *state;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  page = open_new_game (window);
  carc_new_game_page_add_player (page, "Anna");
  carc_new_game_page_add_player (page, "Ben");
  before = sets_on (page);
  g_assert_cmpstr (before, ==, "base");
  g_assert_cmpstr (set_row_subtitle (page, "base"), ==, "72 tiles");
  gui_test_act (GTK_WIDGET (window), "win.show-start", NULL);

  gui_test_act (GTK_WIDGET (window), "win.preferences", NULL);
  prefs = find_preferences ();
  g_assert_nonnull (prefs);
  box = CARC_BOX_PAGE (carc_preferences_window_get_box_page (prefs));
  adw_preferences_window_set_visible_page (ADW_PREFERENCES_WINDOW (prefs), ADW_PREFERENCES_PAGE (box));
  monastery = carc_box_page_get_count_spin (box, "BA/L");
  g_assert_nonnull (monastery);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (monastery), ==, 4);
  gtk_spin_button_set_value (monastery, 3);
  gui_test_pump ();
  gtk_window_close (GTK_WINDOW (prefs));
  gui_test_pump ();

  page = open_new_game (window);
  tick_players (GTK_WIDGET (page));
  after = sets_on (page);
  g_test_message ("sets on before the edit: %s; after: %s", before, after);
  g_assert_cmpstr (after, ==, "base");
  g_assert_cmpstr (set_row_subtitle (page, "base"), ==, "71 tiles");
  shot (GTK_WIDGET (window), "new-game-after-box-edit", "en", FALSE, 1280);

  /* Ctrl+Enter starts it: the base game of this box */
  g_assert_true (gui_test_press_key (GTK_WIDGET (page), GDK_KEY_Return, GDK_CONTROL_MASK));
  gui_test_settle ();
  state = gui_test_state_of (window);
  g_assert_nonnull (state);
  g_assert_cmpuint (carc_state_get_setup (state)->sets->len, ==, 1);
  g_assert_cmpuint (g_array_index (carc_state_get_setup (state)->sets, guint, 0), ==,
                    (guint) carc_catalogue_lookup_set (catalogue, "base"));
  g_assert_cmpuint (carc_state_get_n_tiles (state) + carc_state_supply_count (state), ==, 71);
  gtk_window_destroy (GTK_WINDOW (window));
  gui_test_pump ();

  /* the page as it shows now, English and Czech, light and dark, 360 px */
  for (guint l = 0; l < 2; l++)
    for (guint dark = 0; dark < 2; dark++)
      {
        const char *lang = l == 0 ? "en" : "cs";

        gui_test_set_language (lang);
        set_dark (dark);
        window = gui_test_show_window (app, 360, 720);
        page = open_new_game (window);
        tick_players (GTK_WIDGET (page));
        g_assert_cmpstr (set_row_subtitle (page, "base"), ==, l == 0 ? "71 tiles" : "71 kartiček");
        g_free (after);
        after = sets_on (page);
        g_assert_cmpstr (after, ==, "base");
        gtk_widget_grab_focus (gui_test_find_named (GTK_WIDGET (page), "base"));
        g_assert_cmpint (minimum_width (GTK_WIDGET (window)), <=, 360);
        shot (GTK_WIDGET (window), "new-game-after-box-edit", lang, dark, 360);
        gtk_window_destroy (GTK_WINDOW (window));
        gui_test_pump ();
      }
  reset_look ();
}

int
main (int   argc,
      char *argv[])
{
  int ret;

  if (!gui_test_init (&argc, &argv, "table-round2", TRUE, &app))
    return 0;

  g_test_add_func ("/table-round2/box-edit-keeps-sets", test_box_edit_keeps_sets);

  ret = g_test_run ();

  g_clear_object (&app);
  return ret;
}
