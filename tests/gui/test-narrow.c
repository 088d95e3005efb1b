/* test-narrow.c: every screen at 360 px, in English, Czech and Slovak,
 * light and dark (issue 22, item 18)
 *
 * Each main screen is opened in a window 360 px wide: the start page with
 * unfinished and finished games, New game for Carcassonne and for Hunters
 * & Gatherers, the play page of a big-box game, of a Wheel of Fortune game,
 * of a Towers & Thieves game and of a Hunters & Gatherers game (every
 * prompt their turns show, the side panel with their sections), the end
 * page, History, a review, the statistics, Preferences with Your Box and
 * the custom-tile editor. On each the test checks what a picture alone
 * cannot show:
 *   - the natural width of the window's content (gtk_widget_measure) is at
 *     most 360 px, so nothing asks for more than a phone has;
 *   - no label is cut (ellipsized) and every prompt lies inside the window;
 *   - while playing, the header says whose turn it is (the player's name
 *     and the turn's number).
 * On a failure the widgets that ask for more are named.
 *
 * Screenshots go to <builddir>/tests/gui/screenshots/narrow-*.png.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include <adwaita.h>

#include "carc-application.h"
#include "carc-board-view-private.h"
#include "carc-box-page.h"
#include "carc-custom-tile-editor.h"
#include "carc-end-page.h"
#include "carc-history.h"
#include "carc-new-game-page.h"
#include "carc-play-page.h"
#include "carc-preferences-window.h"
#include "carc-random.h"
#include "carc-window-private.h"
#include "gui-test-util.h"

#define NARROW 360

static CarcApplication *app;

typedef struct {
  const char *lang;
  gboolean    dark;
} Look;

static const Look looks[] = {
  { "en", FALSE }, { "en", TRUE },
  { "cs", FALSE }, { "cs", TRUE },
  { "sk", FALSE }, { "sk", TRUE },
};

static void
set_look (const Look *look)
{
  gui_test_set_language (look->lang);
  gui_test_set_dark (look->dark);
}

/* Without a compositor (Xvfb) GTK keeps an invisible resize border inside
 * a window's default size: what a window of 360 px asks for on top. */
static int
border_width (void)
{
  static int border = -1;

  if (border < 0)
    {
      CarcWindow *window = gui_test_show_window (app, 800, 600);
      GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));

      border = gdk_surface_get_width (surface) - gtk_widget_get_width (GTK_WIDGET (window));
      g_assert_cmpint (border, >=, 0);
      gtk_window_destroy (GTK_WINDOW (window));
    }
  return border;
}

/* Makes @window 360 px wide (its drawn part). */
static void
make_narrow (GtkWindow *window)
{
  gtk_window_set_default_size (window, NARROW + border_width (), 720);
  gtk_widget_queue_resize (GTK_WIDGET (window));
  gui_test_settle ();
}

static CarcWindow *
show_narrow (void)
{
  return gui_test_show_window (app, NARROW + border_width (), 720);
}

/* ---- what is too wide, what is cut ---- */

static const char *
describe (GtkWidget *widget,
          char      *buf,
          gsize      size)
{
  const char *text = NULL;

  if (GTK_IS_LABEL (widget))
    text = gtk_label_get_text (GTK_LABEL (widget));
  else if (GTK_IS_BUTTON (widget))
    text = gtk_button_get_label (GTK_BUTTON (widget));
  else if (ADW_IS_PREFERENCES_ROW (widget))
    text = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget));
  g_snprintf (buf, size, "%s%s%s%s%s", G_OBJECT_TYPE_NAME (widget),
              gtk_widget_get_css_classes (widget)[0] != NULL ? "." : "",
              gtk_widget_get_css_classes (widget)[0] != NULL ? gtk_widget_get_css_classes (widget)[0] : "",
              text != NULL ? " " : "", text != NULL ? text : "");
  return buf;
}

static int
natural_width (GtkWidget *widget)
{
  int minimum = 0, natural = 0;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  return natural;
}

/* Whether @child's size counts in @parent's: an overlay's size is its
 * main child's (what lies over it is checked apart: check_inside ()). */
static gboolean
counts_in_size (GtkWidget *parent,
                GtkWidget *child)
{
  if (GTK_IS_OVERLAY (parent))
    return child == gtk_overlay_get_child (GTK_OVERLAY (parent));
  if (ADW_IS_TOAST_OVERLAY (parent))
    return child == adw_toast_overlay_get_child (ADW_TOAST_OVERLAY (parent));
  return TRUE;
}

/* The deepest visible widgets under @widget whose natural width is over
 * @limit, appended to @out (the path down to each). */
static void
find_wide (GtkWidget *widget,
           int        (*width) (GtkWidget *),
           int        limit,
           GString   *path,
           GString   *out)
{
  gboolean deeper = FALSE;
  gsize len = path->len;
  char buf[160];

  g_string_append_printf (path, " > %s", describe (widget, buf, sizeof buf));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_visible (child) && gtk_widget_get_child_visible (child)
        && counts_in_size (widget, child) && width (child) > limit)
      {
        deeper = TRUE;
        find_wide (child, width, limit, path, out);
      }
  /* a revealer measures its child, shown or not */
  if (!deeper)
    for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
         child = gtk_widget_get_next_sibling (child))
      if (gtk_widget_get_visible (child) && !gtk_widget_get_child_visible (child)
          && counts_in_size (widget, child) && width (child) > limit)
        {
          deeper = TRUE;
          find_wide (child, width, limit, path, out);
        }
  if (!deeper)
    g_string_append_printf (out, "\n  %d px:%s", width (widget), path->str);
  g_string_truncate (path, len);
}

/* Text shortened on purpose, whole in its tooltip: a tile's caption under
 * its picture in the picker, the picker's search hint. Logged, not
 * failed. */
static gboolean
cut_on_purpose (GtkWidget *label)
{
  GtkWidget *choice = gtk_widget_get_ancestor (label, GTK_TYPE_FLOW_BOX_CHILD);
  GtkWidget *entry = gtk_widget_get_ancestor (label, GTK_TYPE_SEARCH_ENTRY);

  return (choice != NULL && gtk_widget_has_css_class (label, "caption"))
         || (entry != NULL && gtk_widget_get_tooltip_text (entry) != NULL);
}

/* Every mapped label under @widget whose text is cut, appended to @out. */
static void
find_cut (GtkWidget *widget,
          GString   *out)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_LABEL (widget) && gtk_label_get_ellipsize (GTK_LABEL (widget)) != PANGO_ELLIPSIZE_NONE
      && pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))))
    {
      if (cut_on_purpose (widget))
        g_test_message ("shortened, whole in the tooltip: “%s”", gtk_label_get_text (GTK_LABEL (widget)));
      else
        g_string_append_printf (out, "\n  cut: “%s” (%d px of %d)", gtk_label_get_text (GTK_LABEL (widget)),
                                gtk_widget_get_width (widget), natural_width (widget));
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    find_cut (child, out);
}

/* @widget (mapped) lies inside @window. */
static void
check_inside (GtkWidget  *widget,
              GtkWidget  *window,
              const char *what,
              GString    *out)
{
  graphene_rect_t bounds;

  if (!gtk_widget_get_mapped (widget) || !gtk_widget_compute_bounds (widget, window, &bounds))
    return;
  if (bounds.origin.x < -0.5 || bounds.origin.x + bounds.size.width > gtk_widget_get_width (window) + 0.5)
    g_string_append_printf (out, "\n  %s spans %.0f…%.0f px of a window %d px wide", what,
                            bounds.origin.x, bounds.origin.x + bounds.size.width, gtk_widget_get_width (window));
}

/* The board of the play page: no marked spot under the zoom buttons when
 * all of them are in view (fitting and following keep them clear), no two
 * numbered choices over each other, each in view. */
static void
check_board (CarcWindow *window,
             GString    *out)
{
  CarcBoardView *board = gui_test_board_of (window);
  GtkWidget *zoom = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (gui_test_play_page (window)),
                                                               CARC_TYPE_PLAY_PAGE, "zoom_box"));
  const CarcState *state = gui_test_state_of (window);
  double ts = carc_board_view_get_tile_size (board), r = CLAMP (ts * 0.13, 9, 15);
  int width = gtk_widget_get_width (GTK_WIDGET (board)), height = gtk_widget_get_height (GTK_WIDGET (board));
  int min_x = 0, min_y = 0, max_x = 0, max_y = 0, spots_min_x = G_MAXINT, spots_max_x = G_MININT;
  graphene_rect_t zoom_bounds;
  gboolean all_in_view = TRUE;
  g_autoptr(GArray) covered = g_array_new (FALSE, FALSE, sizeof (int));
  double bx[32], by[32];
  guint n = 0;

  g_assert_true (gtk_widget_compute_bounds (zoom, GTK_WIDGET (board), &zoom_bounds));
  carc_state_get_bounds (state, &min_x, &min_y, &max_x, &max_y);
  for (int y = min_y - 1; y <= max_y + 1; y++)
    for (int x = min_x - 1; x <= max_x + 1; x++)
      {
        double wx, wy;

        if (!_carc_board_view_has_spot (board, x, y))
          continue;
        spots_min_x = MIN (spots_min_x, x);
        spots_max_x = MAX (spots_max_x, x);
        _carc_board_view_board_to_widget (board, x, y, &wx, &wy);
        if (wx < 0 || wy < 0 || wx + ts > width || wy + ts > height)
          all_in_view = FALSE;
        if (graphene_rect_intersection (&zoom_bounds, &GRAPHENE_RECT_INIT (wx, wy, ts, ts), NULL))
          {
            g_array_append_val (covered, x);
            g_array_append_val (covered, y);
          }
      }
  /* (a board wider than the part the buttons leave, at the smallest size
   * following keeps, is a window onto it: the table pans) */
  if (all_in_view && spots_min_x <= spots_max_x
      && ((double) spots_max_x - spots_min_x + 1.5) * ts <= width - (zoom_bounds.origin.x + zoom_bounds.size.width))
    for (guint i = 0; i < covered->len; i += 2)
      g_string_append_printf (out, "\n  the zoom buttons cover the spot %d, %d",
                              g_array_index (covered, int, i), g_array_index (covered, int, i + 1));

  for (guint i = 0; n < G_N_ELEMENTS (bx) && _carc_board_view_get_choice_point (board, i, &bx[n], &by[n]); i++)
    n++;
  for (guint i = 0; n < G_N_ELEMENTS (bx) && _carc_board_view_get_point_choice (board, i, &bx[n], &by[n]); i++)
    n++;
  for (guint i = 0; i < n; i++)
    {
      if (bx[i] < 0 || by[i] < 0 || bx[i] > width || by[i] > height)
        g_string_append_printf (out, "\n  choice %u is out of view (%.0f, %.0f)", i + 1, bx[i], by[i]);
      /* a badge is drawn with a ring of 2 px */
      for (guint j = i + 1; j < n; j++)
        if (hypot (bx[i] - bx[j], by[i] - by[j]) < 2 * r + 4 - 0.5)
          g_string_append_printf (out, "\n  the numbered choices %u and %u overlap (%.0f px apart, %.0f px wide)",
                                  i + 1, j + 1, hypot (bx[i] - bx[j], by[i] - by[j]), 2 * r + 4);
    }
}

static void check_header_turn (CarcWindow *window);

/* The content of a window: what its frame holds. */
static GtkWidget *
content_of (GtkWidget *window)
{
  if (ADW_IS_APPLICATION_WINDOW (window))
    return adw_application_window_get_content (ADW_APPLICATION_WINDOW (window));
  if (ADW_IS_WINDOW (window))
    return adw_window_get_content (ADW_WINDOW (window));
  return gtk_window_get_child (GTK_WINDOW (window));
}

/* The checks of the file's comment on @window as it is now, and its
 * picture narrow-@screen-@lang-@style.png. */
static void
check_screen (GtkWidget  *window,
              const Look *look,
              const char *screen)
{
  g_autofree char *name = g_strdup_printf ("narrow-%s-%s-%s.png", screen, look->lang, look->dark ? "dark" : "light");
  g_autoptr(GString) problems = g_string_new (NULL);
  GtkWidget *content = content_of (window);
  int natural;

  gui_test_settle ();
  /* Preferences' own header (libadwaita's AdwViewSwitcherTitle) asks for
   * its wide view switcher although it shows the narrow one: its page is
   * what is measured there (the header's labels are checked for cuts) */
  if (ADW_IS_PREFERENCES_WINDOW (window))
    content = GTK_WIDGET (adw_preferences_window_get_visible_page (ADW_PREFERENCES_WINDOW (window)));
  natural = natural_width (content);
  g_test_message ("%s: natural width %d px, window %d px", name, natural, gtk_widget_get_width (window));
  gui_test_save_screenshot (window, name);
  if (natural > NARROW)
    {
      g_autoptr(GString) path = g_string_new (NULL);

      g_string_append_printf (problems, "\n natural width %d px, over %d:", natural, NARROW);
      find_wide (content, natural_width, NARROW, path, problems);
    }
  if (gui_test_minimum_width (content_of (window)) > NARROW)
    {
      g_autoptr(GString) path = g_string_new (NULL);

      g_string_append_printf (problems, "\n minimum width %d px, over %d:", gui_test_minimum_width (content_of (window)), NARROW);
      find_wide (content_of (window), gui_test_minimum_width, NARROW, path, problems);
    }
  if (gtk_widget_get_width (window) != NARROW)
    g_string_append_printf (problems, "\n the window is %d px wide, not %d", gtk_widget_get_width (window), NARROW);
  find_cut (content_of (window), problems);
  if (CARC_IS_WINDOW (window) && g_str_equal (_carc_window_get_page_name (CARC_WINDOW (window)), "play"))
    {
      GtkWidget *prompts = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (gui_test_play_page (CARC_WINDOW (window))),
                                                                     CARC_TYPE_PLAY_PAGE, "prompt_box"));

      for (GtkWidget *child = gtk_widget_get_first_child (prompts); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        check_inside (child, window, gtk_widget_get_css_classes (child)[0], problems);
      check_board (CARC_WINDOW (window), problems);
      check_header_turn (CARC_WINDOW (window));
    }
  /* every screen is checked, then the test fails */
  if (problems->len > 0)
    {
      g_test_message ("PROBLEM %s:%s", name, problems->str);
      g_test_fail_printf ("%s:%s", name, problems->str);
    }
}

/* ---- the header while playing ---- */

/* The text of the labels under @widget that are drawn whole, joined. */
static void
shown_text (GtkWidget *widget,
            GString   *out)
{
  if (!gtk_widget_get_mapped (widget) || gtk_widget_get_width (widget) <= 0)
    return;
  if (GTK_IS_LABEL (widget) && !pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))))
    g_string_append_printf (out, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  else if (GTK_IS_INSCRIPTION (widget) && gtk_inscription_get_text (GTK_INSCRIPTION (widget)) != NULL)
    g_string_append_printf (out, "%s\n", gtk_inscription_get_text (GTK_INSCRIPTION (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    shown_text (child, out);
}

/* The play page's header names the player whose turn it is and the turn. */
static void
check_header_turn (CarcWindow *window)
{
  const CarcState *state = gui_test_state_of (window);
  GtkWidget *header = gui_test_find_type (GTK_WIDGET (gui_test_play_page (window)), ADW_TYPE_HEADER_BAR);
  const char *player = carc_state_get_setup (state)->players[carc_state_get_player (state)].name;
  g_autofree char *turn = g_strdup_printf ("%u", carc_state_get_turn (state));
  g_autoptr(GString) text = g_string_new (NULL);
  GObject *strip;

  /* (a correction shows the turn corrected) */
  if (carc_state_get_phase (state) == CARC_PHASE_OVER || carc_play_page_is_correcting (gui_test_play_page (window)))
    return;
  shown_text (header, text);
  /* the strip below the bar, when the bar has no room */
  strip = gtk_widget_get_template_child (GTK_WIDGET (gui_test_play_page (window)), CARC_TYPE_PLAY_PAGE, "turn_strip");
  if (strip != NULL)
    shown_text (GTK_WIDGET (strip), text);
  g_test_message ("header: %s", text->str);
  if (strstr (text->str, player) == NULL || strstr (text->str, turn) == NULL)
    g_test_message ("PROBLEM: the header shows “%s”, not whose turn it is (%s, turn %s)", text->str, player, turn),
    g_test_fail_printf ("the header shows “%s”, not whose turn it is (%s, turn %s)", text->str, player, turn);
}

/* ---- playing ---- */

static GtkWidget *
prompt_box (CarcWindow *window)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (gui_test_play_page (window)),
                                                    CARC_TYPE_PLAY_PAGE, "prompt_box"));
}

/* The first visible prompt not in @seen, which it joins; NULL if none. */
static const char *
new_prompt (CarcWindow *window,
            GHashTable *seen)
{
  for (GtkWidget *child = gtk_widget_get_first_child (prompt_box (window)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_visible (child))
      {
        g_auto(GStrv) classes = gtk_widget_get_css_classes (child);

        for (guint i = 0; classes[i] != NULL; i++)
          if (g_str_has_suffix (classes[i], "-prompt") && !g_hash_table_contains (seen, classes[i]))
            {
              g_hash_table_add (seen, g_strdup (classes[i]));
              return g_hash_table_lookup (seen, classes[i]);
            }
      }
  return NULL;
}

/* Plays @sets for @n_players to the end through the session (random
 * moves), checking the screens on the way: the tile step, the picker, the
 * figure step, the side panel, and each prompt the first time it shows —
 * those of a decision, and those a tile shows when it is picked (each
 * tile type of the supply is picked once per turn until every prompt was
 * seen). Returns the window on its end page. */
static CarcWindow *
play_through (const Look *look,
              const char *game,
              const char *sets,
              guint       n_players,
              guint       max_turns)
{
  g_autoptr(CarcSetup) setup = gui_test_make_setup (sets, n_players);
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (11);
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  CarcWindow *window = show_narrow ();
  CarcPlayPage *page;
  gboolean figure_seen = FALSE, panel_seen = FALSE, correction_seen = FALSE;
  guint turns = 0;
  CarcEvent event;

  g_assert_nonnull (_carc_window_start_game (window, setup, NULL));
  page = gui_test_play_page (window);
  gui_test_settle ();
  {
    g_autofree char *screen = g_strdup_printf ("%s-tile", game);
    check_screen (GTK_WIDGET (window), look, screen);
  }

  while (carc_state_get_phase (gui_test_state_of (window)) != CARC_PHASE_OVER)
    {
      const CarcState *state = gui_test_state_of (window);
      const char *prompt;

      if (carc_state_get_phase (state) == CARC_PHASE_TILE)
        {
          if (++turns > max_turns)
            break;
          if (turns == 4)
            {
              g_autofree char *screen = g_strdup_printf ("%s-picker", game);
              gui_test_act (GTK_WIDGET (page), "play.pick", NULL);
              check_screen (GTK_WIDGET (window), look, screen);
              gui_test_act (GTK_WIDGET (page), "play.close-picker", NULL);
            }
          /* what each tile shows when it is picked (the first turns offer
           * every kind of tile) */
          for (guint i = 0; turns <= 2 && i < carc_state_get_n_supply_types (state); i++)
            {
              guint type = carc_state_get_supply_types (state)[i];

              if (!carc_state_tile_available (state, type))
                continue;
              gui_test_act (GTK_WIDGET (page), "play.choose-tile", g_variant_new_uint32 (type));
              gui_test_pump ();
              while ((prompt = new_prompt (window, seen)) != NULL)
                {
                  g_autofree char *screen = g_strdup_printf ("%s-%s", game, prompt);
                  check_screen (GTK_WIDGET (window), look, screen);
                }
              gtk_widget_activate_action (GTK_WIDGET (page), "play.escape", NULL);
              gui_test_pump ();
            }
        }
      else if (carc_state_get_phase (state) == CARC_PHASE_FIGURE && !figure_seen && turns >= 6)
        {
          g_autofree char *screen = g_strdup_printf ("%s-figure", game);
          figure_seen = TRUE;
          check_screen (GTK_WIDGET (window), look, screen);
        }
      while ((prompt = new_prompt (window, seen)) != NULL)
        {
          g_autofree char *screen = g_strdup_printf ("%s-%s", game, prompt);
          check_screen (GTK_WIDGET (window), look, screen);
        }
      if (!correction_seen && turns >= 8 && carc_state_get_phase (state) == CARC_PHASE_TILE)
        {
          g_autofree char *screen = g_strdup_printf ("%s-correction", game);
          correction_seen = TRUE;
          /* a log entry selected to correct it: the bar with its buttons */
          gui_test_act (GTK_WIDGET (page), "play.correct", g_variant_new_uint32 (2));
          g_assert_true (carc_play_page_is_correcting (page));
          check_screen (GTK_WIDGET (window), look, screen);
          gui_test_act (GTK_WIDGET (page), "play.cancel-correction", NULL);
          g_assert_false (carc_play_page_is_correcting (page));
        }
      if (!panel_seen && turns >= 10 && carc_state_get_phase (state) == CARC_PHASE_TILE)
        {
          g_autofree char *screen = g_strdup_printf ("%s-panel", game);
          panel_seen = TRUE;
          gui_test_act (GTK_WIDGET (page), "play.toggle-panel", NULL);
          check_screen (GTK_WIDGET (window), look, screen);
          gui_test_act (GTK_WIDGET (page), "play.toggle-panel", NULL);
        }

      if (!carc_random_player_next (player, gui_test_state_of (window), &event))
        break;
      g_assert_true (carc_game_session_apply (gui_test_session_of (window), &event, NULL));
      gui_test_pump ();
    }
  {
    g_autofree const char **names = (const char **) g_hash_table_get_keys_as_array (seen, NULL);
    g_autofree char *list = g_strjoinv (", ", (char **) names);

    g_test_message ("%s: %u turns, prompts seen: %s", game, turns, list);
  }
  return window;
}

static void
test_play (gconstpointer data)
{
  const Look *look = data;
  CarcWindow *window;

  set_look (look);
  window = play_through (look, "big-box", "base,inns-and-cathedrals,traders-and-builders,hills-and-sheep,river", 4, 40);
  gtk_window_destroy (GTK_WINDOW (window));

  window = play_through (look, "wheel", "base,wheel-of-fortune", 3, 25);
  gtk_window_destroy (GTK_WINDOW (window));
  window = play_through (look, "towers", "base,towers-and-thieves,inns-and-cathedrals", 3, 25);
  gtk_window_destroy (GTK_WINDOW (window));
  window = play_through (look, "hg", "hunters-and-gatherers", 3, 25);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* ---- the other screens ---- */

static CarcPreferencesWindow *
find_preferences (void)
{
  return (CarcPreferencesWindow *) gui_test_find_toplevel (CARC_TYPE_PREFERENCES_WINDOW, NULL, FALSE);
}

static CarcCustomTileEditor *
find_editor (void)
{
  return (CarcCustomTileEditor *) gui_test_find_toplevel (CARC_TYPE_CUSTOM_TILE_EDITOR, NULL, FALSE);
}

/* A few games in the store: one finished, two unfinished. */
static char *
store_games (CarcWindow *window,
             const Look *look)
{
  g_autoptr(CarcSetup) finished = gui_test_make_setup ("base,inns-and-cathedrals", 3);
  g_autoptr(CarcSetup) unfinished = gui_test_make_setup ("base,wheel-of-fortune", 2);
  g_autoptr(CarcSetup) hg = gui_test_make_setup ("hunters-and-gatherers", 4);
  CarcGameSession *session;
  char *finished_id;

  session = _carc_window_start_game (window, finished, NULL);
  g_assert_nonnull (session);
  finished_id = g_strdup (carc_game_get_id (carc_game_session_get_game (session)));
  gui_test_play_some (window, 1000);
  g_assert_cmpint (carc_state_get_phase (gui_test_state_of (window)), ==, CARC_PHASE_OVER);
  /* the results of the game just finished */
  carc_end_page_set_session (CARC_END_PAGE (_carc_window_get_page (window, "end")), session);
  gui_test_act (GTK_WIDGET (window), "win.show-results", NULL);
  g_assert_cmpstr (_carc_window_get_page_name (window), ==, "end");
  check_screen (GTK_WIDGET (window), look, "end");
  g_assert_nonnull (_carc_window_start_game (window, unfinished, NULL));
  gui_test_play_some (window, 6);
  g_assert_nonnull (_carc_window_start_game (window, hg, NULL));
  gui_test_play_some (window, 5);
  return finished_id;
}

/* Screens that scroll: checked (and pictured) at the top, the middle and
 * the bottom. */
static void
check_scrolled (GtkWidget  *window,
                GtkWidget  *page,
                const Look *look,
                const char *screen)
{
  GtkScrolledWindow *scrolled = GTK_SCROLLED_WINDOW (gui_test_find_type (page, GTK_TYPE_SCROLLED_WINDOW));
  GtkAdjustment *adjustment;

  g_assert_nonnull (scrolled);
  adjustment = gtk_scrolled_window_get_vadjustment (scrolled);
  for (guint part = 0; part < 3; part++)
    {
      static const char *parts[] = { "", "-middle", "-bottom" };
      g_autofree char *name = g_strdup_printf ("%s%s", screen, parts[part]);
      double upper = gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment);

      gtk_adjustment_set_value (adjustment, upper * part / 2.0);
      check_screen (window, look, name);
    }
  gtk_adjustment_set_value (adjustment, 0);
}

static void
test_screens (gconstpointer data)
{
  const Look *look = data;
  CarcWindow *window;
  g_autofree char *finished_id = NULL;
  CarcPreferencesWindow *prefs;
  CarcCustomTileEditor *editor;
  GtkWidget *box_page;

  set_look (look);
  window = show_narrow ();
  finished_id = store_games (window, look);

  gui_test_act (GTK_WIDGET (window), "win.show-start", NULL);
  check_scrolled (GTK_WIDGET (window), _carc_window_get_page (window, "start"), look, "start");

  gui_test_act (GTK_WIDGET (window), "win.new-game", NULL);
  {
    AdwComboRow *game_row = ADW_COMBO_ROW (gtk_widget_get_template_child (_carc_window_get_page (window, "new-game"),
                                                                          CARC_TYPE_NEW_GAME_PAGE, "game_row"));
    /* Carcassonne (the last game started was another) */
    adw_combo_row_set_selected (game_row, 0);
    check_scrolled (GTK_WIDGET (window), _carc_window_get_page (window, "new-game"), look, "new-game");
    adw_combo_row_set_selected (game_row, 1);
    check_scrolled (GTK_WIDGET (window), _carc_window_get_page (window, "new-game"), look, "new-game-hg");
    adw_combo_row_set_selected (game_row, 0);
  }

  gui_test_act (GTK_WIDGET (window), "win.show-history", NULL);
  check_screen (GTK_WIDGET (window), look, "history");
  gui_test_act (GTK_WIDGET (window), "win.review-game", g_variant_new_string (finished_id));
  g_assert_cmpstr (_carc_window_get_page_name (window), ==, "review");
  check_screen (GTK_WIDGET (window), look, "review");
  /* its side panel over the board, and back */
  gui_test_act (_carc_window_get_page (window, "review"), "review.show-sidebar", NULL);
  check_screen (GTK_WIDGET (window), look, "review-sidebar");
  gui_test_act (_carc_window_get_page (window, "review"), "review.show-sidebar", NULL);
  gui_test_act (GTK_WIDGET (window), "win.show-statistics", NULL);
  check_screen (GTK_WIDGET (window), look, "statistics");
  gui_test_act (_carc_window_get_page (window, "statistics"), "stats.show-filters", NULL);
  check_screen (GTK_WIDGET (window), look, "statistics-filters");
  gui_test_act (_carc_window_get_page (window, "statistics"), "stats.show-filters", NULL);

  gui_test_act (GTK_WIDGET (window), "win.show-start", NULL);
  gui_test_act (GTK_WIDGET (window), "win.preferences", NULL);
  prefs = find_preferences ();
  g_assert_nonnull (prefs);
  make_narrow (GTK_WINDOW (prefs));
  check_screen (GTK_WIDGET (prefs), look, "preferences");
  box_page = carc_preferences_window_get_box_page (prefs);
  adw_preferences_window_set_visible_page (ADW_PREFERENCES_WINDOW (prefs), ADW_PREFERENCES_PAGE (box_page));
  check_scrolled (GTK_WIDGET (prefs), box_page, look, "your-box");

  gui_test_act (box_page, "box.add-tile", NULL);
  editor = find_editor ();
  g_assert_nonnull (editor);
  make_narrow (GTK_WINDOW (editor));
  check_scrolled (GTK_WIDGET (editor), GTK_WIDGET (editor), look, "tile-editor");
  gtk_window_destroy (GTK_WINDOW (editor));
  gtk_window_destroy (GTK_WINDOW (prefs));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A desktop's three window buttons (GTK's own layout, without GNOME's
 * settings) beside the play page's at 360 px: the window still fits
 * (its minimum width), and the turn still shows, in the strip below the
 * header bar. (The header bar, which centres its title, asks for twice
 * its wider side: that natural width is GTK's, with these buttons.) */
static void
test_window_buttons (gconstpointer data)
{
  const Look *look = data;
  g_autoptr(CarcSetup) setup = gui_test_make_setup ("base,wheel-of-fortune", 3);
  g_autofree char *name = g_strdup_printf ("narrow-window-buttons-%s-%s.png", look->lang, look->dark ? "dark" : "light");
  CarcWindow *window;
  GtkWidget *strip;

  set_look (look);
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", "menu:minimize,maximize,close", NULL);
  window = show_narrow ();
  g_assert_nonnull (_carc_window_start_game (window, setup, NULL));
  /* the wheel board is nine tiles: a few turns more */
  gui_test_play_some (window, 14);
  gui_test_settle ();
  check_header_turn (window);
  strip = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (gui_test_play_page (window)),
                                                     CARC_TYPE_PLAY_PAGE, "turn_strip"));
  g_assert_nonnull (strip);
  g_assert_true (gtk_revealer_get_child_revealed (GTK_REVEALER (strip)));
  g_test_message ("%s: minimum width %d px", name, gui_test_minimum_width (content_of (GTK_WIDGET (window))));
  g_assert_cmpint (gui_test_minimum_width (content_of (GTK_WIDGET (window))), <=, NARROW);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), ==, NARROW);
  gui_test_save_screenshot (GTK_WIDGET (window), name);
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", "appmenu:close", NULL);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  if (!gui_test_init (&argc, &argv, "narrow", TRUE, &app))
    return 0;
  /* The window buttons of GNOME (its default button layout) and of a
   * phone: only Close. (Without a desktop, GTK shows three.) */
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", "appmenu:close", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (looks); i++)
    {
      g_autofree char *screens = g_strdup_printf ("/narrow/screens/%s-%s", looks[i].lang, looks[i].dark ? "dark" : "light");
      g_autofree char *play = g_strdup_printf ("/narrow/play/%s-%s", looks[i].lang, looks[i].dark ? "dark" : "light");

      g_test_add_data_func (screens, &looks[i], test_screens);
      g_test_add_data_func (play, &looks[i], test_play);
    }
  g_test_add_data_func ("/narrow/window-buttons/en-light", &looks[0], test_window_buttons);
  g_test_add_data_func ("/narrow/window-buttons/cs-dark", &looks[3], test_window_buttons);
  status = g_test_run ();
  g_object_unref (app);
  return status;
}
