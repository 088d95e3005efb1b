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
#include "carc-end-page.h"
#include "carc-format.h"
#include "carc-log-section.h"
#include "carc-new-game-page.h"
#include "carc-play-page.h"
#include "carc-preferences-window.h"
#include "carc-random.h"
#include "carc-review-page.h"
#include "carc-store.h"
#include "carc-toast.h"
#include "carc-turn-report.h"
#include "carc-wheel-of-fortune.h"
#include "carc-window-private.h"
#include "gui-test-util.h"

static CarcApplication *app;

/* ---- helpers ---- */

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

/* @msgid as the screen in @lang shows it. */
static const char *
l_ (const char *msgid,
    const char *lang)
{
  return g_str_equal (lang, "en") ? msgid : g_dgettext (GETTEXT_PACKAGE, msgid);
}

static CarcPreferencesWindow *
find_preferences (void)
{
  return (CarcPreferencesWindow *) gui_test_find_toplevel (CARC_TYPE_PREFERENCES_WINDOW, NULL, FALSE);
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

/* The first player row's box under @widget that is (@ticked) or is not
 * ticked, or NULL. */
static GtkWidget *
player_box (GtkWidget *widget,
            gboolean   ticked)
{
  if (gtk_widget_has_css_class (widget, "player-row"))
    {
      GtkWidget *check = gui_test_find_type (widget, GTK_TYPE_CHECK_BUTTON);

      return check != NULL && gtk_check_button_get_active (GTK_CHECK_BUTTON (check)) == ticked ? check : NULL;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = player_box (child, ticked);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Ticks (@tick) or unticks every player of the roster in New game, as a
 * click on each row's box does (each tick builds the rows again). */
static void
set_players (GtkWidget *page,
             gboolean   tick)
{
  GtkWidget *check;

  while ((check = player_box (page, !tick)) != NULL)
    {
      gtk_check_button_set_active (GTK_CHECK_BUTTON (check), tick);
      gui_test_pump ();
    }
}

static void
tick_players (GtkWidget *page)
{
  set_players (page, TRUE);
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
        gui_test_set_dark (dark);
        window = gui_test_show_window (app, 360, 720);
        page = open_new_game (window);
        tick_players (GTK_WIDGET (page));
        g_assert_cmpstr (set_row_subtitle (page, "base"), ==, l == 0 ? "71 tiles" : "71 kartiček");
        g_free (after);
        after = sets_on (page);
        g_assert_cmpstr (after, ==, "base");
        gtk_widget_grab_focus (gui_test_find_named (GTK_WIDGET (page), "base"));
        g_assert_cmpint (gui_test_minimum_width (GTK_WIDGET (window)), <=, 360);
        shot (GTK_WIDGET (window), "new-game-after-box-edit", lang, dark, 360);
        gtk_window_destroy (GTK_WINDOW (window));
        gui_test_pump ();
      }
  reset_look ();
}

/* ---- item 6: the checklist keeps what was not ticked ---- */

/* The turn from @before to @after_turn scored points and sent a figure back. */
static gboolean
moves_marker_and_returns (const CarcState *before,
                          const CarcState *after_turn,
                          gpointer         data)
{
  gboolean points = FALSE;

  for (guint s = carc_state_get_n_scorings (before); s < carc_state_get_n_scorings (after_turn); s++)
    points |= carc_state_get_scorings (after_turn)[s].points != 0;
  return points && carc_state_get_n_returns (after_turn) > carc_state_get_n_returns (before);
}

/* With @after's tile just placed, a figure (or a pass) that ends the turn
 * with a scoring that both moves a marker and sends a figure back: two
 * lines at least for the table. The figure event goes to @data. */
static gboolean
leaves_two_lines (const CarcState *before,
                  const CarcState *after,
                  gpointer         data)
{
  return gui_test_find_turn_end (before, after, moves_marker_and_returns, NULL, data);
}

/* A tile and a pass after it that score nothing. */
static gboolean
scores_nothing (const CarcState *before,
                const CarcState *after,
                gpointer         data)
{
  return carc_state_get_n_scorings (after) == carc_state_get_n_scorings (before)
         && carc_state_get_n_returns (after) == carc_state_get_n_returns (before);
}

/* A quiet turn: a tile that scores nothing, then no figure. */
static void
quiet_turn (CarcWindow *window)
{
  CarcEvent tile, pass = carc_event_simple (CARC_EVENT_PASS, 0);

  g_assert_true (gui_test_find_tile_move (gui_test_state_of (window), TRUE, scores_nothing, NULL, &tile));
  gui_test_apply (window, &tile);
  gui_test_apply (window, &pass);
}

static GPtrArray *
report_items (CarcWindow *window)
{
  return carc_turn_report_get_items (CARC_TURN_REPORT (carc_play_page_get_turn_report (gui_test_play_page (window))));
}

static GtkWidget *
report_check (CarcWindow *window,
              guint       index)
{
  GtkWidget *report = carc_play_page_get_turn_report (gui_test_play_page (window));
  GtkWidget *check = gtk_widget_get_first_child (gtk_widget_get_last_child (report));

  for (guint i = 0; i < index && check != NULL; i++)
    check = gtk_widget_get_next_sibling (check);
  g_assert_true (GTK_IS_CHECK_BUTTON (check));
  return check;
}

/* A scoring leaves a marker to move and a figure to take back; the table
 * plays on without ticking: both lines stay through the next turn; the one
 * ticked goes at the next entry, the other stays; undoing a later entry
 * keeps it; dismissed, the card is gone and stays gone. */
static void
test_checklist_kept (void)
{
  static const struct { const char *lang; gboolean dark; int width, height; } looks[] = {
    { "en", FALSE, 1280, 800 }, { "en", TRUE, 1280, 800 }, { "cs", FALSE, 1280, 800 }, { "cs", TRUE, 1280, 800 },
    { "en", FALSE, 360, 720 }, { "en", TRUE, 360, 720 }, { "cs", FALSE, 360, 720 }, { "cs", TRUE, 360, 720 },
  };

  for (guint v = 0; v < G_N_ELEMENTS (looks); v++)
    {
      g_autoptr(CarcRandomPlayer) player = carc_random_player_new (9);
      g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
      CarcWindow *window;
      GtkWidget *report;
      CarcEvent event, tile, figure;
      g_autoptr(GError) error = NULL;

      gui_test_set_language (looks[v].lang);
      gui_test_set_dark (looks[v].dark);
      window = gui_test_start_game (app, "base", 2, looks[v].width, looks[v].height);
      report = carc_play_page_get_turn_report (gui_test_play_page (window));

      /* a random game until a turn can score with a marker to move and a
       * figure to take back */
      while (carc_state_get_n_tiles (gui_test_state_of (window)) < 6
             || carc_state_get_phase (gui_test_state_of (window)) != CARC_PHASE_TILE
             || !gui_test_find_tile_move (gui_test_state_of (window), FALSE, leaves_two_lines, &figure, &tile))
        {
          g_assert_true (carc_random_player_next (player, gui_test_state_of (window), &event));
          gui_test_apply (window, &event);
        }
      gui_test_apply (window, &tile);
      gui_test_apply (window, &figure);
      g_assert_true (gtk_widget_get_visible (report));
      g_assert_cmpuint (report_items (window)->len, >=, 2);
      for (guint i = 0; i < report_items (window)->len; i++)
        g_ptr_array_add (lines, g_strdup (g_ptr_array_index (report_items (window), i)));
      g_test_message ("the table's lines: %s, …", (const char *) g_ptr_array_index (lines, 0));

      /* the next turn, nothing ticked: everything still there */
      quiet_turn (window);
      g_assert_true (gtk_widget_get_visible (report));
      g_assert_cmpuint (report_items (window)->len, ==, lines->len);
      for (guint i = 0; i < lines->len; i++)
        g_assert_true (gui_test_report_has (window, g_ptr_array_index (lines, i)));
      shot (GTK_WIDGET (window), "checklist-next-turn", looks[v].lang, looks[v].dark, looks[v].width);

      /* the first ticked: gone at the next entry; the others stay */
      gtk_check_button_set_active (GTK_CHECK_BUTTON (report_check (window, 0)), TRUE);
      quiet_turn (window);
      g_assert_false (gui_test_report_has (window, g_ptr_array_index (lines, 0)));
      g_assert_true (gui_test_report_has (window, g_ptr_array_index (lines, 1)));
      g_assert_cmpuint (report_items (window)->len, ==, lines->len - 1);

      /* an undo of the last turn's entries keeps what an earlier one asked */
      gui_test_act (GTK_WIDGET (gui_test_play_page (window)), "play.undo", NULL);
      g_assert_true (gui_test_report_has (window, g_ptr_array_index (lines, 1)));

      /* dismissed: gone, and not back at the next entry */
      carc_turn_report_clear (CARC_TURN_REPORT (report));
      g_assert_false (gtk_widget_get_visible (report));
      {
        CarcEvent pass = carc_event_simple (CARC_EVENT_PASS, 0);
        gui_test_apply (window, &pass);
      }
      g_assert_false (gtk_widget_get_visible (report));
      g_assert_cmpuint (report_items (window)->len, ==, 0);

      gtk_window_destroy (GTK_WINDOW (window));
      gui_test_pump ();
    }
  reset_look ();
}

/* ---- item 16: no toast is cut ---- */

/* The toast shown over @overlay: its widget, and in @label its title. */
static GtkWidget *
shown_toast (GtkWidget  *overlay,
             GtkLabel  **label)
{
  GtkWidget *toast = NULL;

  for (GtkWidget *child = gtk_widget_get_first_child (overlay); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (g_str_equal (G_OBJECT_TYPE_NAME (child), "AdwToastWidget"))
      toast = child;
  if (toast != NULL && label != NULL)
    {
      GtkWidget *found = NULL;

      /* the title is the label with the "heading" style */
      for (GtkWidget *w = gtk_widget_get_first_child (toast); w != NULL && found == NULL;
           w = gtk_widget_get_next_sibling (w))
        {
          GtkWidget *l = gui_test_find_type (w, GTK_TYPE_LABEL);
          if (l != NULL && gtk_widget_has_css_class (l, "heading"))
            found = l;
        }
      *label = GTK_LABEL (found);
    }
  return toast;
}

/* The toast's title is whole on its one line. */
static void
assert_toast_whole (GtkWidget *overlay)
{
  GtkLabel *label = NULL;
  GtkWidget *toast = shown_toast (overlay, &label);

  g_assert_nonnull (toast);
  g_assert_nonnull (label);
  gui_test_settle ();
  g_test_message ("toast: “%s”, %d px of %d", gtk_label_get_text (label), gtk_widget_get_width (GTK_WIDGET (label)),
                  gtk_widget_get_width (overlay));
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (label)));
}

/* A tile of the supply whose wheel symbol is @symbol and that fits now. */
static int
wheel_tile (const CarcState *state,
            guint            symbol)
{
  for (guint i = 0; i < carc_state_get_n_supply_types (state); i++)
    {
      guint type = carc_state_get_supply_types (state)[i];
      guint counts[4] = { 0 };

      if (carc_state_tile_available (state, type) && carc_state_has_placement (state, type)
          && carc_wheel_symbol_counts (state, type, counts) && counts[symbol] > 0)
        return (int) type;
    }
  return -1;
}

static AdwMessageDialog *
find_dialog (const char *css_class)
{
  return (AdwMessageDialog *) gui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, css_class, FALSE);
}

/* Storm at the start of a four-player game pays everybody: the toast's
 * words would not fit one line at 360 px. The title is whole (shorter
 * words), "Details" shows every scoring. */
static void
test_storm_toast (void)
{
  static const struct { const char *lang; gboolean dark; int width, height; } looks[] = {
    { "en", FALSE, 360, 720 }, { "en", TRUE, 360, 720 }, { "cs", FALSE, 360, 720 }, { "cs", TRUE, 360, 720 },
    { "en", FALSE, 1280, 800 }, { "cs", TRUE, 1280, 800 },
  };

  for (guint v = 0; v < G_N_ELEMENTS (looks); v++)
    {
      CarcWindow *window;
      CarcPlayPage *page;
      GtkWidget *overlay;
      AdwToast *toast;
      AdwMessageDialog *dialog;
      const CarcState *state;
      int type;
      guint n_scorings;
      GString *whole = g_string_new (NULL);

      gui_test_set_language (looks[v].lang);
      gui_test_set_dark (looks[v].dark);
      window = gui_test_start_game (app, "base,wheel-of-fortune", 4, looks[v].width, looks[v].height);
      page = gui_test_play_page (window);
      overlay = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (page), CARC_TYPE_PLAY_PAGE, "board_toasts"));
      state = gui_test_state_of (window);

      /* symbol 3: the pig moves three sectors, from Fortune to Storm */
      type = wheel_tile (state, 3);
      g_assert_cmpint (type, >=, 0);
      gui_test_act (GTK_WIDGET (page), "play.choose-tile", g_variant_new_uint32 ((guint) type));
      n_scorings = carc_state_get_n_scorings (state);
      {
        CarcEvent wheel = carc_event_wheel ((guint) type, 3);
        gui_test_apply (window, &wheel);
      }
      state = gui_test_state_of (window);
      g_assert_cmpuint (carc_wheel_pig_sector (state), ==, CARC_WHEEL_STORM);
      g_assert_cmpuint (carc_state_get_n_scorings (state), ==, n_scorings + 4);
      gui_test_settle ();
      assert_toast_whole (overlay);
      shot (GTK_WIDGET (window), "storm-toast", looks[v].lang, looks[v].dark, looks[v].width);

      /* every scoring in its words, a click away when the title is short */
      toast = NULL;
      {
        GtkWidget *widget = shown_toast (overlay, NULL);
        g_object_get (widget, "toast", &toast, NULL);
      }
      g_assert_nonnull (toast);
      for (guint i = n_scorings; i < carc_state_get_n_scorings (state); i++)
        {
          g_autofree char *line = carc_format_scoring (state, &carc_state_get_scorings (state)[i]);
          g_string_append_printf (whole, "%s%s", i > n_scorings ? " · " : "", line);
        }
      g_assert_cmpstr (carc_toast_get_text (toast), ==, whole->str);
      if (g_strcmp0 (carc_toast_get_title (toast), whole->str) != 0)
        {
          g_assert_nonnull (adw_toast_get_button_label (toast));
          g_signal_emit_by_name (toast, "button-clicked");
          gui_test_settle ();
          dialog = find_dialog ("toast-details");
          g_assert_nonnull (dialog);
          {
            g_auto(GStrv) lines = g_strsplit (whole->str, " · ", -1);
            g_autofree char *body = g_strjoinv ("\n", lines);

            g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==, body);
          }
          shot (GTK_WIDGET (dialog), "storm-toast-details", looks[v].lang, looks[v].dark, looks[v].width);
          gtk_window_destroy (GTK_WINDOW (dialog));
        }
      else
        g_assert_cmpint (looks[v].width, >, 360);
      g_object_unref (toast);
      g_string_free (whole, TRUE);
      gtk_window_destroy (GTK_WINDOW (window));
      gui_test_pump ();
    }
  reset_look ();
}

/* ---- item 5: ending the game says so, and Undo brings it back ---- */

static GtkWidget *
window_overlay (CarcWindow *window)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), CARC_TYPE_WINDOW, "toast_overlay"));
}

static AdwToast *
toast_of (GtkWidget *overlay)
{
  GtkWidget *widget = shown_toast (overlay, NULL);
  AdwToast *toast = NULL;

  g_assert_nonnull (widget);
  g_object_get (widget, "toast", &toast, NULL);
  /* the overlay keeps it */
  g_object_unref (toast);
  return toast;
}

/* "End the Game Now" with tiles left: the results, a toast that says how
 * many tiles were left with Undo (never cut), the results' line that says
 * Ctrl+Z brings it back; Undo and Ctrl+Z each bring back the game as it
 * was, on the board. */
static void
test_end_game_undo (void)
{
  static const struct { const char *lang; gboolean dark; int width, height; } looks[] = {
    { "en", FALSE, 1280, 800 }, { "en", TRUE, 1280, 800 }, { "cs", FALSE, 1280, 800 }, { "cs", TRUE, 1280, 800 },
    { "en", FALSE, 360, 720 }, { "en", TRUE, 360, 720 }, { "cs", FALSE, 360, 720 }, { "cs", TRUE, 360, 720 },
  };

  for (guint v = 0; v < G_N_ELEMENTS (looks); v++)
    {
      CarcWindow *window;
      CarcPlayPage *page;
      GtkWidget *end;
      AdwToast *toast;
      guint n_events, left;
      g_autofree char *expected = NULL;

      gui_test_set_language (looks[v].lang);
      gui_test_set_dark (looks[v].dark);
      window = gui_test_start_game (app, "base", 2, looks[v].width, looks[v].height);
      page = gui_test_play_page (window);
      gui_test_play_some (window, 5);
      n_events = carc_game_get_n_events (gui_test_game_of (window));
      left = carc_state_supply_count (gui_test_state_of (window));
      g_assert_cmpuint (left, >, 0);

      /* the menu's End the Game Now */
      gui_test_act (GTK_WIDGET (page), "play.end-game", NULL);
      gui_test_settle ();
      g_assert_cmpint (carc_state_get_phase (gui_test_state_of (window)), ==, CARC_PHASE_OVER);
      g_assert_cmpstr (_carc_window_get_page_name (window), ==, "end");
      assert_toast_whole (window_overlay (window));
      toast = toast_of (window_overlay (window));
      g_assert_cmpstr (adw_toast_get_button_label (toast), ==, l_ ("_Undo", looks[v].lang));
      g_test_message ("toast: %s · %s", carc_toast_get_title (toast), adw_toast_get_button_label (toast));
      if (g_str_equal (looks[v].lang, "en"))
        {
          expected = g_strdup_printf (looks[v].width > 360 ? "Game ended with %u tiles left" : "Ended, %u tiles left", left);
          g_assert_cmpstr (carc_toast_get_title (toast), ==, expected);
        }
      end = _carc_window_get_page (window, "end");
      {
        GtkLabel *saved = GTK_LABEL (gtk_widget_get_template_child (end, carc_end_page_get_type (), "saved_label"));
        g_autofree char *count = g_strdup_printf ("%u", left);

        g_test_message ("results: %s", gtk_label_get_text (saved));
        g_assert_nonnull (strstr (gtk_label_get_text (saved), "Ctrl+Z"));
        g_assert_nonnull (strstr (gtk_label_get_text (saved), count));
      }
      shot (GTK_WIDGET (window), "end-game-toast", looks[v].lang, looks[v].dark, looks[v].width);

      /* Undo in the toast: the game as it was, on the board */
      g_signal_emit_by_name (toast, "button-clicked");
      gui_test_settle ();
      g_assert_cmpstr (_carc_window_get_page_name (window), ==, "play");
      g_assert_cmpint (carc_state_get_phase (gui_test_state_of (window)), ==, CARC_PHASE_TILE);
      g_assert_cmpuint (carc_game_get_n_events (gui_test_game_of (window)), ==, n_events);

      /* the keyboard: ended again, Ctrl+Z on the results */
      gui_test_act (GTK_WIDGET (page), "play.end-game", NULL);
      gui_test_settle ();
      g_assert_cmpstr (_carc_window_get_page_name (window), ==, "end");
      g_assert_true (gui_test_press_key (end, GDK_KEY_z, GDK_CONTROL_MASK));
      gui_test_settle ();
      g_assert_cmpstr (_carc_window_get_page_name (window), ==, "play");
      g_assert_cmpuint (carc_game_get_n_events (gui_test_game_of (window)), ==, n_events);

      gtk_window_destroy (GTK_WINDOW (window));
      gui_test_pump ();
    }
  reset_look ();
}

/* ---- item 16: the players' limits, and what D is for ---- */

static guint
combo_index (AdwComboRow *row,
             const char  *text)
{
  GListModel *model = adw_combo_row_get_model (row);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    if (g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (model), i), text) == 0)
      return i;
  g_error ("no “%s” to choose", text);
  return 0;
}

/* No players: the message under Start gives the same limits as the line
 * under the game (2 to 5 for Hunters & Gatherers), never 1 to 8. */
static void
test_players_limits (void)
{
  for (guint l = 0; l < 2; l++)
    for (guint dark = 0; dark < 2; dark++)
      {
        const char *lang = l == 0 ? "en" : "cs";
        CarcWindow *window;
        CarcNewGamePage *page;
        AdwComboRow *game_row;
        const char *subtitle;
        g_autofree char *reason = NULL;

        gui_test_set_language (lang);
        gui_test_set_dark (dark);
        window = gui_test_show_window (app, 360, 720);
        page = open_new_game (window);
        set_players (GTK_WIDGET (page), FALSE);
        /* Carcassonne: no limits of its own */
        reason = g_strdup (carc_new_game_page_get_start_reason (page));
        g_test_message ("%s, Carcassonne, no players: %s", lang, reason);
        if (l == 0)
          g_assert_cmpstr (reason, ==, "This game is played by 1 to 8 players. Add players.");

        game_row = ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (page), CARC_TYPE_NEW_GAME_PAGE, "game_row"));
        adw_combo_row_set_selected (game_row, combo_index (game_row, l_ ("Hunters & Gatherers", lang)));
        gui_test_settle ();
        set_players (GTK_WIDGET (page), FALSE);
        subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (game_row));
        g_free (reason);
        reason = g_strdup (carc_new_game_page_get_start_reason (page));
        g_test_message ("%s, Hunters & Gatherers: “%s” under “%s”", lang, reason, subtitle);
        g_assert_nonnull (strstr (reason, "2"));
        g_assert_nonnull (strstr (reason, "5"));
        g_assert_null (strstr (reason, "8"));
        g_assert_nonnull (strstr (subtitle, "2"));
        g_assert_nonnull (strstr (subtitle, "5"));
        if (l == 0)
          {
            g_assert_cmpstr (subtitle, ==, "2 to 5 players");
            g_assert_cmpstr (reason, ==, "This game is played by 2 to 5 players. Add players.");
          }
        g_assert_cmpint (gui_test_minimum_width (GTK_WIDGET (window)), <=, 360);
        shot (GTK_WIDGET (window), "new-game-no-players", lang, dark, 360);

        /* one player: one too few, said with the same limits */
        carc_new_game_page_add_player (page, "Anna");
        set_players (GTK_WIDGET (page), FALSE);
        {
          GtkWidget *check = player_box (GTK_WIDGET (page), FALSE);
          gtk_check_button_set_active (GTK_CHECK_BUTTON (check), TRUE);
          gui_test_pump ();
        }
        g_free (reason);
        reason = g_strdup (carc_new_game_page_get_start_reason (page));
        g_test_message ("%s, one player: %s", lang, reason);
        if (l == 0)
          g_assert_cmpstr (reason, ==, "This game is played by 2 to 5 players. Add players.");

        gtk_window_destroy (GTK_WINDOW (window));
        gui_test_pump ();
      }
  reset_look ();
}

/* D with nothing to draw says what D is for: in a plain game, the sheep
 * bag of Hills & Sheep, which this game has not; with Hills & Sheep, that
 * it draws from the bag when the game asks. The toast is whole. */
static void
test_draw_explained (void)
{
  static const struct { const char *lang; gboolean dark; int width, height; } looks[] = {
    { "en", FALSE, 1280, 800 }, { "en", TRUE, 1280, 800 }, { "cs", FALSE, 1280, 800 }, { "cs", TRUE, 1280, 800 },
    { "en", FALSE, 360, 720 }, { "en", TRUE, 360, 720 }, { "cs", FALSE, 360, 720 }, { "cs", TRUE, 360, 720 },
  };

  for (guint v = 0; v < G_N_ELEMENTS (looks); v++)
    for (guint sheep = 0; sheep < 2; sheep++)
      {
        CarcWindow *window;
        GtkWidget *overlay;
        AdwToast *toast;
        guint n_events;

        gui_test_set_language (looks[v].lang);
        gui_test_set_dark (looks[v].dark);
        window = gui_test_start_game (app, sheep ? "base,hills-and-sheep" : "base", 2, looks[v].width, looks[v].height);
        overlay = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (gui_test_play_page (window)),
                                                             CARC_TYPE_PLAY_PAGE, "board_toasts"));
        n_events = carc_game_get_n_events (gui_test_game_of (window));
        gtk_widget_grab_focus (GTK_WIDGET (gui_test_board_of (window)));
        g_assert_true (gui_test_press_key (GTK_WIDGET (gui_test_board_of (window)), GDK_KEY_d, 0));
        gui_test_settle ();
        g_assert_cmpuint (carc_game_get_n_events (gui_test_game_of (window)), ==, n_events);
        assert_toast_whole (overlay);
        toast = toast_of (overlay);
        g_test_message ("%s: %s", sheep ? "with the sheep bag" : "plain", carc_toast_get_text (toast));
        if (g_str_equal (looks[v].lang, "en"))
          g_assert_cmpstr (carc_toast_get_text (toast), ==,
                           sheep ? "Nothing to draw now: D draws a token from the sheep bag when the game asks for one"
                                 : "D draws a token from the sheep bag (Hills & Sheep); this game has none");
        if (!sheep)
          shot (GTK_WIDGET (window), "draw-nothing", looks[v].lang, looks[v].dark, looks[v].width);
        gtk_window_destroy (GTK_WINDOW (window));
        gui_test_pump ();
      }
  reset_look ();
}

/* ---- item 17: names in the language of the screen ---- */

static const char *
combo_shown (AdwComboRow *row)
{
  GObject *item = adw_combo_row_get_selected_item (row);
  GtkExpression *expression = adw_combo_row_get_expression (row);
  static GValue value = G_VALUE_INIT;

  g_assert_nonnull (item);
  if (expression == NULL)
    return gtk_string_object_get_string (GTK_STRING_OBJECT (item));
  g_value_unset (&value);
  g_assert_true (gtk_expression_evaluate (expression, item, &value));
  return g_value_get_string (&value);
}

/* The default box made on an English screen ("Our Box", saved when a
 * count changes) reads "Naše krabice" on a Czech one, in Your Box and at
 * New game; the game still names the profile as it is stored. A name the
 * group gives stays as it is in every language. */
static void
test_default_box_name (void)
{
  g_autofree char *db_path = carc_store_get_default_path ();
  CarcCatalogue *catalogue = carc_catalogue_get_default (NULL);

  /* the box of the first test (made on an English screen) is the default */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(CarcStore) store = carc_store_open (db_path, CARC_STORE_OPEN_READ_ONLY, &error);
    g_autofree char *default_name = NULL;
    g_auto(GStrv) names = NULL;

    g_assert_no_error (error);
    names = carc_store_list_profiles (store, CARC_STORE_GAME_CARCASSONNE, &default_name, &error);
    g_assert_no_error (error);
    g_assert_cmpstr (default_name, ==, "Our Box");
  }

  for (guint l = 0; l < 3; l++)
    for (guint dark = 0; dark < 2; dark++)
      {
        static const char * const langs[] = { "en", "cs", "sk" };
        static const char * const shown[] = { "Our Box", "Naše krabice", "Naša krabica" };
        const char *lang = langs[l];
        CarcWindow *window;
        CarcPreferencesWindow *prefs;
        CarcBoxPage *box;
        CarcNewGamePage *page;
        AdwComboRow *row;
        g_autoptr(GError) error = NULL;
        g_autoptr(CarcSetup) setup = NULL;

        if (l == 2 && dark)
          continue;
        gui_test_set_language (lang);
        gui_test_set_dark (dark);
        window = gui_test_show_window (app, 360, 720);

        gui_test_act (GTK_WIDGET (window), "win.preferences", NULL);
        prefs = find_preferences ();
        box = CARC_BOX_PAGE (carc_preferences_window_get_box_page (prefs));
        adw_preferences_window_set_visible_page (ADW_PREFERENCES_WINDOW (prefs), ADW_PREFERENCES_PAGE (box));
        gtk_window_set_default_size (GTK_WINDOW (prefs), 360, 720);
        row = ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (box), CARC_TYPE_BOX_PAGE, "profile_row"));
        g_test_message ("%s: Your Box shows “%s”, its name row “%s”", lang, combo_shown (row),
                        gtk_editable_get_text (GTK_EDITABLE (gtk_widget_get_template_child (GTK_WIDGET (box), CARC_TYPE_BOX_PAGE,
                                                                                             "name_row"))));
        g_assert_cmpstr (combo_shown (row), ==, shown[l]);
        g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (gtk_widget_get_template_child (GTK_WIDGET (box), CARC_TYPE_BOX_PAGE,
                                                                                              "name_row"))),
                         ==, shown[l]);
        /* the profile itself keeps its stored name */
        g_assert_cmpstr (carc_box_page_get_profile (box)->name, ==, "Our Box");
        if (l < 2)
          shot (GTK_WIDGET (prefs), "box-default-name", lang, dark, 360);
        gtk_window_close (GTK_WINDOW (prefs));
        gui_test_pump ();

        page = open_new_game (window);
        tick_players (GTK_WIDGET (page));
        row = ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (page), CARC_TYPE_NEW_GAME_PAGE, "box_row"));
        g_assert_cmpstr (combo_shown (row), ==, shown[l]);
        setup = carc_new_game_page_build_setup (page, &error);
        g_assert_no_error (error);
        g_assert_cmpstr (setup->profile, ==, "Our Box");
        if (l < 2)
          {
            gtk_widget_grab_focus (GTK_WIDGET (row));
            shot (GTK_WIDGET (window), "new-game-default-box", lang, dark, 360);
          }
        gtk_window_destroy (GTK_WINDOW (window));
        gui_test_pump ();
      }

  /* a name the group gave is its own in every language */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(CarcProfile) club = carc_profile_new ("Box 7 of the club");
    CarcWindow *window;
    CarcNewGamePage *page;
    AdwComboRow *row;
    GListModel *names;
    gboolean found = FALSE;

    {
      g_autoptr(CarcStore) store = carc_store_open (db_path, CARC_STORE_OPEN_DEFAULT, &error);
      g_assert_no_error (error);
      g_assert_true (carc_store_save_profile (store, CARC_STORE_GAME_CARCASSONNE, club, FALSE, &error));
      g_assert_no_error (error);
    }
    gui_test_set_language ("cs");
    window = gui_test_show_window (app, 800, 600);
    page = open_new_game (window);
    row = ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (page), CARC_TYPE_NEW_GAME_PAGE, "box_row"));
    names = adw_combo_row_get_model (row);
    for (guint i = 0; i < g_list_model_get_n_items (names); i++)
      found |= g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (names), i), "Box 7 of the club") == 0;
    g_assert_true (found);
    gtk_window_destroy (GTK_WINDOW (window));
    gui_test_pump ();
    (void) catalogue;
  }
  reset_look ();
}

/* The save dialog's file chooser that is open, or NULL. */
static GtkWidget *
file_chooser (void)
{
  return gui_test_find_toplevel (GTK_TYPE_FILE_CHOOSER, NULL, TRUE);
}

/* The name the save dialog proposes for @action on @widget, the dialog
 * then cancelled. */
static char *
suggested_name (GtkWidget  *widget,
                const char *action)
{
  GtkWidget *chooser;
  char *name;

  gui_test_act (widget, action, NULL);
  gui_test_settle ();
  chooser = file_chooser ();
  g_assert_nonnull (chooser);
  name = gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (chooser));
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  gui_test_settle ();
  return name;
}

/* The picture of the board is offered under a name in the screen's
 * language, in ASCII: "carcassonne-tah-5.png" in Czech, on the play page
 * and in a game's review alike. */
static void
test_picture_file_names (void)
{
  static const char * const langs[] = { "en", "cs", "sk" };
  static const char * const words[] = { "turn", "tah", "tah" };

  for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
    {
      CarcWindow *window;
      CarcGame *game;
      GtkWidget *review;
      g_autofree char *name = NULL;
      g_autofree char *expected = NULL;
      guint turn;

      gui_test_set_language (langs[l]);
      window = gui_test_start_game (app, "base", 2, 1280, 800);
      gui_test_play_some (window, 6);
      turn = carc_state_get_turn (gui_test_state_of (window));
      name = suggested_name (GTK_WIDGET (gui_test_play_page (window)), "play.save-picture");
      expected = g_strdup_printf ("carcassonne-%s-%u.png", words[l], turn);
      g_test_message ("%s, play page: %s", langs[l], name);
      g_assert_cmpstr (name, ==, expected);

      /* the review of the same game, at its third turn */
      game = gui_test_game_of (window);
      gui_test_act (GTK_WIDGET (window), "win.review-game", g_variant_new_string (carc_game_get_id (game)));
      review = _carc_window_get_page (window, "review");
      g_assert_nonnull (review);
      for (guint s = 0; s < carc_review_page_get_n_steps (CARC_REVIEW_PAGE (review)); s++)
        if (carc_review_page_get_step_kind (CARC_REVIEW_PAGE (review), s) == CARC_REVIEW_STEP_TURN)
          {
            carc_review_page_set_step (CARC_REVIEW_PAGE (review), s + 2);
            break;
          }
      g_test_message ("%s, review at “%s”", langs[l], carc_review_page_get_step_text (CARC_REVIEW_PAGE (review)));
      g_free (name);
      name = suggested_name (review, "review.save-picture");
      g_test_message ("%s, review: %s", langs[l], name);
      g_free (expected);
      expected = g_strdup_printf ("carcassonne-%s-3.png", words[l]);
      g_assert_cmpstr (name, ==, expected);
      gtk_window_destroy (GTK_WINDOW (window));
      gui_test_pump ();
    }
  reset_look ();
}

/* Czech and Slovak never put a player's name after a genitive it cannot
 * follow ("kartičky hráče Anna"): the log of a game says who placed the
 * neighbouring tile in brackets, in the nominative ("východně od
 * kartičky (Anna: …)"). */
static void
test_names_nominative (void)
{
  static const char * const langs[] = { "cs", "sk" };
  static const char * const neighbour[] = { "od kartičky (", "od karty (" };

  for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
    for (guint dark = 0; dark < 2; dark++)
      {
        g_autoptr(GRegex) declined = g_regex_new ("hráč[eia]? (Anna|Ben|Cecilie|David)", 0, 0, NULL);
        CarcWindow *window;
        CarcLogSection *log;
        guint n_neighbour = 0;

        gui_test_set_language (langs[l]);
        gui_test_set_dark (dark);
        window = gui_test_start_game (app, "base,inns-and-cathedrals", 4, 1280, 800);
        gui_test_play_some (window, 14);
        gui_test_settle ();
        log = CARC_LOG_SECTION (carc_play_page_get_log (gui_test_play_page (window)));
        for (guint i = 0; i < carc_log_section_get_n_lines (log); i++)
          {
            const char *line = carc_log_section_get_line (log, i);

            if (g_regex_match (declined, line, 0, NULL))
              g_error ("%s: a name after a genitive: “%s”", langs[l], line);
            if (strstr (line, neighbour[l]) != NULL)
              {
                if (n_neighbour++ == 0)
                  g_test_message ("%s: %s", langs[l], line);
              }
          }
        g_assert_cmpuint (n_neighbour, >, 0);
        shot (GTK_WIDGET (window), "log-names", langs[l], dark, 1280);
        gtk_window_destroy (GTK_WINDOW (window));
        gui_test_pump ();
      }
  reset_look ();
}

/* The window's own toasts (an engine or store message, a file that does not
 * open) are never cut either: at 360 px a long one keeps its first clause
 * and shows the whole under Details. */
static void
test_window_toast (void)
{
  static const char *message = "The saved game 2026-11-21-203015 cannot be opened: its setup: "
                               "the colour “black” of player 2 is not one of the box's colours";

  for (guint w = 0; w < 2; w++)
    {
      CarcWindow *window = gui_test_show_window (app, w == 0 ? 360 : 1280, w == 0 ? 720 : 800);
      AdwToast *toast;

      _carc_window_add_text_toast (window, message, "Cannot open game");
      gui_test_settle ();
      assert_toast_whole (window_overlay (window));
      toast = toast_of (window_overlay (window));
      g_assert_cmpstr (carc_toast_get_text (toast), ==, message);
      if (w == 0)
        {
          AdwMessageDialog *dialog;

          g_assert_cmpstr (carc_toast_get_title (toast), ==, "Cannot open game");
          g_signal_emit_by_name (toast, "button-clicked");
          gui_test_settle ();
          dialog = find_dialog ("toast-details");
          g_assert_nonnull (dialog);
          g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==, message);
          gtk_window_destroy (GTK_WINDOW (dialog));
        }
      shot (GTK_WIDGET (window), "window-toast", "en", FALSE, w == 0 ? 360 : 1280);
      gtk_window_destroy (GTK_WINDOW (window));
      gui_test_pump ();
    }
}

int
main (int   argc,
      char *argv[])
{
  int ret;

  if (!gui_test_init (&argc, &argv, "table-round2", TRUE, &app))
    return 0;

  g_test_add_func ("/table-round2/box-edit-keeps-sets", test_box_edit_keeps_sets);
  g_test_add_func ("/table-round2/checklist-kept", test_checklist_kept);
  g_test_add_func ("/table-round2/storm-toast", test_storm_toast);
  g_test_add_func ("/table-round2/end-game-undo", test_end_game_undo);
  g_test_add_func ("/table-round2/window-toast", test_window_toast);
  g_test_add_func ("/table-round2/players-limits", test_players_limits);
  g_test_add_func ("/table-round2/draw-explained", test_draw_explained);
  g_test_add_func ("/table-round2/default-box-name", test_default_box_name);
  g_test_add_func ("/table-round2/picture-file-names", test_picture_file_names);
  g_test_add_func ("/table-round2/names-nominative", test_names_nominative);

  ret = g_test_run ();

  g_clear_object (&app);
  return ret;
}
