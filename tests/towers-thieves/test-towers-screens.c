/* test-towers-screens.c: Towers & Thieves at the table, through the real window
 *
 * A thief tile picked in the picker: the prompt says what entering it will
 * do before it is confirmed (no guard anywhere: the theft), the value is
 * entered, the stolen tile shows beside the scores and the tower stack's
 * count beside "tiles left"; a tower tile drawn instead is placed and its
 * tower, in sight of it, is offered as a guard spot on the board and
 * clicked; the next thief's prompt names who scores what, and after it the
 * guard's scoring is in the log and the turn report, and the thief tile is
 * the one to place; on the way Ben climbs Anna's guarded tower (she scores
 * 2), T enters a thief and a tower's tooltip describes it. When the tower
 * pieces run short (a seeded random game), the grow prompt lists the
 * towers and a click on one grows it. The words of every guard scoring and
 * of the tiles are checked too. Then the same screens in light and dark,
 * English and Czech, 1280 px and 360 px (the window's minimum width and
 * the prompts' bounds checked).
 *
 * Screenshots go to <builddir>/tests/gui/screenshots/towers-*.png.
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
#include "carc-expansion-ui.h"
#include "carc-format.h"
#include "carc-traders-builders.h"
#include "carc-tile-names.h"
#include "carc-tile-painter.h"
#include "carc-board-view-private.h"
#include "carc-figure-bar.h"
#include "carc-log-section.h"
#include "carc-new-game-page.h"
#include "carc-play-page.h"
#include "carc-profile.h"
#include "carc-random.h"
#include "carc-towers-thieves.h"
#include "carc-towers-thieves-ui.h"
#include "carc-turn-report.h"
#include "carc-window-private.h"
#include "gui-test-util.h"

static CarcApplication *app;

/* ---- helpers ---- */

/* A key typed while the board has the focus. */
static void
key (CarcWindow *window,
     guint       keyval)
{
  if (!gui_test_press_key (GTK_WIDGET (gui_test_board_of (window)), keyval, 0))
    g_error ("no key binding for %s", gdk_keyval_name (keyval));
}

static const CarcExpansionUi *
towers_ui (void)
{
  guint n;
  const CarcExpansionUi * const *ui = carc_expansions_ui_all (&n);

  for (guint e = 0; e < n; e++)
    if (g_strcmp0 (ui[e]->id, "towers-and-thieves") == 0)
      return ui[e];
  g_error ("no screens' descriptor for Towers & Thieves");
  return NULL;
}

/* The prompt or side section with CSS class or name @what. */
static GtkWidget *
find_widget (GtkWidget  *widget,
             const char *what)
{
  if (gtk_widget_has_css_class (widget, what) || g_strcmp0 (G_OBJECT_TYPE_NAME (widget), what) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, what);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
page_widget (CarcWindow *window,
             const char *what)
{
  GtkWidget *found = find_widget (GTK_WIDGET (gui_test_play_page (window)), what);

  if (found == NULL)
    g_error ("no %s on the play page", what);
  return found;
}

/* All the labels' texts under @widget, one per line. */
static void
collect_text (GtkWidget *widget,
              GString   *text)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget))
    g_string_append_printf (text, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_text (child, text);
}

static char *
text_of (GtkWidget *widget)
{
  GString *text = g_string_new (NULL);

  collect_text (widget, text);
  return g_string_free (text, FALSE);
}

static gboolean
shown (GtkWidget *widget)
{
  return gtk_widget_get_mapped (widget);
}

/* A tile type of the supply that may be drawn now and is (@tower) or is
 * not a tower tile, and that fits somewhere. */
static guint
find_tile (const CarcState *state,
           gboolean         tower,
           gboolean         maybe_thief)
{
  g_autoptr(GArray) spots = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));
  const CarcCatalogue *catalogue = carc_state_get_catalogue (state);

  for (guint i = 0; i < carc_state_get_n_supply_types (state); i++)
    {
      guint type = carc_state_get_supply_types (state)[i];
      const CarcTileType *t = carc_catalogue_get_type (catalogue, type);

      if (carc_state_get_remaining (state)[type] == 0 || !carc_state_tile_available (state, type)
          || ((t->flags & CARC_TILE_FLAG_TOWER_TILE) != 0) != tower
          || ((carc_towers_thief_symbol (state, type, NULL) != CARC_THIEF_NONE) != maybe_thief))
        continue;
      g_array_set_size (spots, 0);
      carc_state_list_placements (state, type, spots);
      if (spots->len > 0)
        return type;
    }
  g_error ("no %s tile to draw", tower ? "tower" : maybe_thief ? "thief" : "plain");
  return 0;
}

/* A plain land tile (no thief) and a spot for it in sight of tower
 * @tower (R-TT-3), not on its tile. */
static void
find_in_sight (const CarcState *state,
               guint            tower,
               guint           *type_out,
               int             *x,
               int             *y)
{
  g_autoptr(GArray) spots = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));
  const CarcCatalogue *catalogue = carc_state_get_catalogue (state);

  for (guint i = 0; i < carc_state_get_n_supply_types (state); i++)
    {
      guint type = carc_state_get_supply_types (state)[i];
      const CarcTileType *t = carc_catalogue_get_type (catalogue, type);

      if (carc_state_get_remaining (state)[type] == 0 || !carc_state_tile_available (state, type)
          || (t->flags & CARC_TILE_FLAG_TOWER_TILE) || carc_towers_thief_symbol (state, type, NULL) != CARC_THIEF_NONE)
        continue;
      g_array_set_size (spots, 0);
      carc_state_list_placements (state, type, spots);
      for (guint s = 0; s < spots->len; s++)
        {
          const CarcPlacement *p = &g_array_index (spots, CarcPlacement, s);

          if (carc_towers_in_sight (state, tower, p->x, p->y))
            {
              *type_out = type;
              *x = p->x;
              *y = p->y;
              return;
            }
        }
    }
  g_error ("no tile fits in sight of tower %u", tower);
}

/* The tile chosen (play.choose-tile), its ghost placed where it starts
 * (Enter). */
static void
place_chosen (CarcWindow *window)
{
  CarcPlayPage *page = gui_test_play_page (window);
  guint n_tiles = carc_state_get_n_tiles (gui_test_state_of (window));
  gboolean legal = FALSE;

  g_assert_cmpint (carc_play_page_get_ghost (page, NULL, NULL, NULL, &legal), >=, 0);
  g_assert_true (legal);
  gui_test_act (GTK_WIDGET (page), "play.place", NULL);
  g_assert_cmpuint (carc_state_get_n_tiles (gui_test_state_of (window)), ==, n_tiles + 1);
}

static void
shot (CarcWindow *window,
      const char *name)
{
  g_autofree char *file = g_strdup_printf ("towers-%s.png", name);

  gui_test_settle ();
  gui_test_save_screenshot (GTK_WIDGET (window), file);
}

/* Every visible button and label under @widget lies inside the window:
 * nothing of a prompt is cut off. */
static void
assert_inside (GtkWidget  *widget,
               GtkWidget  *window,
               const char *where)
{
  if (!gtk_widget_get_visible (widget) || !gtk_widget_get_child_visible (widget))
    return;
  if (GTK_IS_BUTTON (widget) || GTK_IS_LABEL (widget))
    {
      graphene_rect_t bounds;

      g_assert_true (gtk_widget_compute_bounds (widget, window, &bounds));
      if (bounds.origin.x < -0.5 || bounds.origin.x + bounds.size.width > gtk_widget_get_width (window) + 0.5)
        g_error ("%s: a %s is cut off at x %.0f, %.0f wide, in a %d px window", where,
                 G_OBJECT_TYPE_NAME (widget), bounds.origin.x, bounds.size.width, gtk_widget_get_width (window));
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    assert_inside (child, window, where);
}

/* The window fits 360 px: its minimum width, and the width it got. */
static void
check_narrow (CarcWindow *window,
              const char *step)
{
  int min = 0, nat = 0;

  gui_test_settle ();
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  g_test_message ("%s: minimum %d, natural %d, width %d px", step, min, nat, gtk_widget_get_width (GTK_WIDGET (window)));
  if (min > 360 || gtk_widget_get_width (GTK_WIDGET (window)) > 360)
    g_error ("%s: the window needs %d px (it is %d px wide), more than 360", step, min,
             gtk_widget_get_width (GTK_WIDGET (window)));
  assert_inside (GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (gui_test_play_page (window)), CARC_TYPE_PLAY_PAGE, "prompt_box")),
                 GTK_WIDGET (window), step);
}

/* ---- the game ---- */

typedef struct {
  const char *lang;
  gboolean    dark;
  int         width, height;
  gboolean    checks;   /* the full checks (English, once) */
} Variant;

static void
snap (CarcWindow    *window,
      const Variant *v,
      const char    *step)
{
  g_autofree char *name = g_strdup_printf ("%s-%s-%s-%s", step, v->lang, v->dark ? "dark" : "light",
                                           v->width > 400 ? "1280x800" : "360x720");

  if (v->width <= 400)
    check_narrow (window, name);
  shot (window, name);
}

static void
play_towers (const Variant *v)
{
  CarcWindow *window;
  CarcPlayPage *page;
  g_autoptr(CarcSetup) setup = gui_test_make_setup ("base,towers-and-thieves", 2);
  g_autoptr(GError) error = NULL;
  GtkWidget *thief_prompt, *spin, *enter, *section;
  g_autofree char *prompt_text = NULL;
  g_autofree char *section_text = NULL;
  const CarcState *state;
  CarcTower tower;
  guint thief, type, n_events, stolen_value = 4;
  int stolen;
  double wx, wy;
  const char *subtitle;

  gui_test_set_language (v->lang);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      v->dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = gui_test_show_window (app, v->width, v->height);
  page = gui_test_play_page (window);

  /* the new game: the set among the others, its switch on */
  gui_test_act (GTK_WIDGET (window), "win.new-game", NULL);
  carc_new_game_page_set_setup (CARC_NEW_GAME_PAGE (_carc_window_get_page (window, "new-game")), setup);
  snap (window, v, "new-game");

  g_assert_nonnull (_carc_window_start_game (window, setup, &error));
  g_assert_no_error (error);
  gui_test_pump ();

  thief_prompt = page_widget (window, "thief-prompt");
  section = page_widget (window, "CarcTowersSection");
  spin = find_widget (thief_prompt, "GtkSpinButton");
  g_assert_nonnull (spin);
  g_assert_false (shown (thief_prompt));
  g_assert_true (gtk_widget_get_visible (section));   /* in the side panel, folded away at 360 px */

  /* the tower stack's count beside "tiles left" */
  subtitle = adw_window_title_get_subtitle (ADW_WINDOW_TITLE (gtk_widget_get_template_child (GTK_WIDGET (page), CARC_TYPE_PLAY_PAGE, "window_title")));
  g_test_message ("title: %s", subtitle);
  if (v->checks)
    g_assert_nonnull (strstr (subtitle, "· 5 tower tiles"));

  /* Anna picks a land tile that may show a thief: before anything is
   * entered the prompt says what a thief would do (no guard anywhere: the
   * theft) and asks for its value */
  state = gui_test_state_of (window);
  thief = find_tile (state, FALSE, TRUE);
  gui_test_act (GTK_WIDGET (page), "play.choose-tile", g_variant_new_uint32 (thief));
  g_assert_true (shown (thief_prompt));
  prompt_text = text_of (thief_prompt);
  g_test_message ("thief prompt: %s", prompt_text);
  if (v->checks)
    {
      g_assert_nonnull (strstr (prompt_text, "Does this tile show a thief?"));
      g_assert_nonnull (strstr (prompt_text, "No tower has a guard: the thief steals the tile"));
    }
  g_assert_cmpuint (carc_game_get_n_events (gui_test_game_of (window)), ==, 0);
  snap (window, v, "theft-preview");

  /* Enter the Thief… asks the value printed on it; Confirm enters it */
  enter = gui_test_find_named (thief_prompt, "thief-ask");
  g_assert_nonnull (enter);
  g_signal_emit_by_name (enter, "clicked");
  gui_test_pump ();
  g_assert_cmpuint (carc_game_get_n_events (gui_test_game_of (window)), ==, 0);
  g_assert_true (shown (spin));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), stolen_value);
  g_signal_emit_by_name (gui_test_find_named (thief_prompt, "thief-confirm"), "clicked");
  gui_test_pump ();
  n_events = carc_game_get_n_events (gui_test_game_of (window));
  g_assert_cmpuint (n_events, ==, 1);
  g_assert_cmpint (carc_game_get_event (gui_test_game_of (window), 0)->type, ==, CARC_EVENT_THIEF);
  g_assert_cmpint (carc_game_get_event (gui_test_game_of (window), 0)->value, ==, stolen_value);
  state = gui_test_state_of (window);
  g_assert_true (carc_towers_tower_tile_owed (state));
  stolen = carc_towers_stolen_tile (state, NULL);
  g_assert_cmpint (stolen, ==, (int) thief);
  if (v->checks)
    g_assert_true (gui_test_log_has (window, "Anna: drew a thief of value 4", TRUE));
  /* the stolen tile beside the scores, the prompt says what comes instead */
  g_clear_pointer (&section_text, g_free);
  section_text = text_of (section);
  g_test_message ("section: %s", section_text);
  if (v->checks)
    g_assert_nonnull (strstr (section_text, "value 4"));
  g_assert_true (shown (thief_prompt));
  g_clear_pointer (&prompt_text, g_free);
  prompt_text = text_of (thief_prompt);
  if (v->checks)
    g_assert_nonnull (strstr (prompt_text, "The thief stole the tile"));
  g_assert_false (shown (spin));

  /* the picker offers the tower tiles now, their construction sites drawn */
  gui_test_act (GTK_WIDGET (page), "play.pick", NULL);
  snap (window, v, "picker");
  gui_test_act (GTK_WIDGET (page), "play.close-picker", NULL);

  /* a tower tile instead: its tower (R-TT-2) is in sight of it, so it is a
   * guard spot on the board; a click on it puts Anna's follower there */
  type = find_tile (state, TRUE, FALSE);
  gui_test_act (GTK_WIDGET (page), "play.choose-tile", g_variant_new_uint32 (type));
  place_chosen (window);
  state = gui_test_state_of (window);
  g_assert_cmpint (carc_state_get_phase (state), ==, CARC_PHASE_FIGURE);
  g_assert_cmpuint (carc_towers_get (state, &tower, 1), ==, 1);
  g_assert_cmpuint (tower.height, ==, 1);
  gui_test_settle ();
  g_assert_true (_carc_board_view_get_point_choice (gui_test_board_of (window), 0, &wx, &wy));
  g_assert_false (_carc_board_view_get_point_choice (gui_test_board_of (window), 1, &wx, &wy));
  /* the tower is drawn, ringed as a guard spot, with no guard yet */
  g_test_message ("marks: %s", _carc_board_view_get_marks_drawn (gui_test_board_of (window)));
  g_assert_cmpstr (_carc_board_view_get_marks_drawn (gui_test_board_of (window)), ==, "towers-and-thieves:0:1:-1:-1:lit");
  snap (window, v, "guard-spot");
  if (v->checks)
    {
      /* a kind chosen in the figure bar that may not stand guard (a
       * builder here, not even in this game): a follower does */
      const CarcExpansionUi *ui = towers_ui ();
      g_autoptr(GArray) spots = g_array_new (FALSE, FALSE, sizeof (CarcUiFigureSpot));
      CarcEvent guard;

      ui->figure_spots (state, CARC_FIGURE_BUILDER, spots);
      g_assert_cmpuint (spots->len, ==, 1);
      g_assert_true (ui->figure_spot_event (state, CARC_FIGURE_BUILDER, g_array_index (spots, CarcUiFigureSpot, 0).id, &guard));
      g_assert_cmpint (guard.type, ==, CARC_EVENT_GUARD);
      g_assert_cmpint (guard.figure, ==, CARC_FIGURE_FOLLOWER);
    }

  {
    /* the guard spot the board numbers is a button of the figure bar
     * too, numbered after the tile's places (issue 22, item 8) */
    guint features[CARC_MAX_TILE_FEATURES];
    guint n_features = carc_figure_bar_get_features (CARC_FIGURE_BAR (carc_play_page_get_figure_bar (page)),
                                                     features, G_N_ELEMENTS (features));
    GtkWidget *button = gui_test_find_action_button (carc_play_page_get_figure_bar (page), "play.point", NULL);
    g_autofree char *number = g_strdup_printf ("%u · ", n_features + 1);

    g_assert_nonnull (button);
    g_test_message ("guard button: %s", gtk_button_get_label (GTK_BUTTON (button)));
    g_assert_true (g_str_has_prefix (gtk_button_get_label (GTK_BUTTON (button)), number));
    if (v->checks)
      g_assert_nonnull (strstr (gtk_button_get_label (GTK_BUTTON (button)), "Tower guard"));
    if (v->checks)
      /* a click on the bar's button */
      g_signal_emit_by_name (button, "clicked");
    else
      {
        /* a click on the board */
        carc_board_view_center_on (gui_test_board_of (window), tower.x, tower.y);
        gui_test_settle ();
        g_assert_true (_carc_board_view_get_point_choice (gui_test_board_of (window), 0, &wx, &wy));
        _carc_board_view_click (gui_test_board_of (window), wx, wy);
      }
  }
  gui_test_pump ();
  state = gui_test_state_of (window);
  g_assert_cmpuint (carc_game_get_n_events (gui_test_game_of (window)), ==, n_events + 2);
  g_assert_cmpint (carc_game_get_event (gui_test_game_of (window), n_events + 1)->type, ==, CARC_EVENT_GUARD);
  g_assert_cmpuint (carc_towers_get (state, &tower, 1), ==, 1);
  g_assert_cmpint (tower.guard_owner, ==, 0);
  gui_test_settle ();
  g_assert_cmpstr (_carc_board_view_get_marks_drawn (gui_test_board_of (window)), ==, "towers-and-thieves:0:1:0:0:-");
  if (v->checks)
    {
      double tx, ty;
      g_autofree char *tip = NULL;

      g_assert_true (gui_test_log_has (window, "Anna: follower as a guard on a tower", TRUE));
      /* the tower's tooltip: its height, its guard, how far it is in sight */
      g_assert_true (carc_towers_ui_tower_point (state, &tower, &tx, &ty));
      _carc_board_view_board_to_widget (gui_test_board_of (window), tx, ty, &wx, &wy);
      tip = _carc_board_view_describe_at (gui_test_board_of (window), wx, wy);
      g_test_message ("tooltip: %s", tip);
      g_assert_cmpstr (tip, ==, "Tower, 1 high\nGuard: Anna’s follower\n"
                                "In sight from its tile and 1 tile away in a straight line");
    }

  /* Ben places a tile in sight of the tower and climbs it: Anna's guard
   * goes home and she scores 2 (R-TT-3) */
  {
    int sx, sy, gx = 0, gy = 0;
    double cx, cy;

    find_in_sight (gui_test_state_of (window), 0, &type, &sx, &sy);
    gui_test_act (GTK_WIDGET (page), "play.choose-tile", g_variant_new_uint32 (type));
    carc_board_view_center_on (gui_test_board_of (window), sx, sy);
    gui_test_settle ();
    carc_play_page_get_ghost (page, &gx, &gy, NULL, NULL);
    if (gx != sx || gy != sy)
      {
        /* a click on the spot moves the ghost there */
        _carc_board_view_board_to_widget (gui_test_board_of (window), sx + 0.5, sy + 0.5, &cx, &cy);
        _carc_board_view_click (gui_test_board_of (window), cx, cy);
        gui_test_pump ();
      }
    place_chosen (window);
    g_assert_cmpint (carc_state_get_tiles (gui_test_state_of (window))[carc_state_get_n_tiles (gui_test_state_of (window)) - 1].x, ==, sx);
    g_assert_cmpint (carc_state_get_tiles (gui_test_state_of (window))[carc_state_get_n_tiles (gui_test_state_of (window)) - 1].y, ==, sy);
    gui_test_settle ();
    g_test_message ("marks: %s", _carc_board_view_get_marks_drawn (gui_test_board_of (window)));
    /* the guarded tower is a spot too, ringed, Anna's guard on it */
    g_assert_cmpstr (_carc_board_view_get_marks_drawn (gui_test_board_of (window)), ==, "towers-and-thieves:0:1:0:0:lit");
    carc_board_view_center_on (gui_test_board_of (window), tower.x, tower.y);
    gui_test_settle ();
    n_events = carc_game_get_n_events (gui_test_game_of (window));
    g_assert_true (_carc_board_view_get_point_choice (gui_test_board_of (window), 0, &wx, &wy));
    _carc_board_view_click (gui_test_board_of (window), wx, wy);
    gui_test_pump ();
    state = gui_test_state_of (window);
    g_assert_cmpuint (carc_game_get_n_events (gui_test_game_of (window)), ==, n_events + 1);
    g_assert_cmpint (carc_game_get_event (gui_test_game_of (window), n_events)->type, ==, CARC_EVENT_GUARD);
    g_assert_cmpuint (carc_towers_get (state, &tower, 1), ==, 1);
    g_assert_cmpint (tower.guard_owner, ==, 1);
    g_assert_cmpint (carc_state_get_players (state)[0].score, ==, 2);
    if (v->checks)
      {
        g_assert_true (gui_test_log_has (window, "Anna +2: guard sent home from a tower", TRUE));
        g_assert_true (gui_test_report_has (window, "Take back Anna’s Follower"));
      }
    snap (window, v, "guard-displaced");
  }

  /* Anna: another thief; its prompt names who scores what before it is
   * confirmed: Ben's one guard, 6 + the stolen tile's 4 */
  g_assert_cmpuint (carc_state_get_player (gui_test_state_of (window)), ==, 0);
  thief = find_tile (gui_test_state_of (window), FALSE, TRUE);
  gui_test_act (GTK_WIDGET (page), "play.choose-tile", g_variant_new_uint32 (thief));
  /* T asks the value: 6 typed over the last one (4) */
  key (window, GDK_KEY_t);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, stolen_value);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 6);
  gui_test_pump ();
  g_clear_pointer (&prompt_text, g_free);
  prompt_text = text_of (thief_prompt);
  g_test_message ("thief prompt: %s", prompt_text);
  if (v->checks)
    {
      g_assert_nonnull (strstr (prompt_text, "The guards score: Ben: 1 guard, +10."));
      g_assert_nonnull (strstr (prompt_text, "No tower grows."));
    }
  snap (window, v, "thief-preview");

  /* Enter enters it, with the value in the prompt */
  g_assert_true (gui_test_press_key (gtk_root_get_focus (GTK_ROOT (window)), GDK_KEY_Return, 0));
  state = gui_test_state_of (window);
  g_assert_cmpint (carc_state_get_players (state)[0].score, ==, 2);
  g_assert_cmpint (carc_state_get_players (state)[1].score, ==, 10);
  g_assert_cmpint (carc_towers_stolen_tile (state, NULL), ==, -1);
  g_assert_cmpuint (carc_towers_get (state, &tower, 1), ==, 1);
  g_assert_cmpint (tower.guard_owner, ==, -1);
  if (v->checks)
    {
      g_assert_true (gui_test_log_has (window, "Ben +10: guard saw a thief of value 6, stolen tile 4", TRUE));
      g_assert_true (gui_test_report_has (window, "Take back Ben’s Follower"));
    }
  /* the thief tile is the one to place now: it is picked for the table */
  g_assert_cmpint (carc_play_page_get_ghost (page, NULL, NULL, NULL, NULL), ==, (int) thief);
  g_assert_false (shown (thief_prompt));
  snap (window, v, "thief-scored");
  place_chosen (window);

  gtk_window_destroy (GTK_WINDOW (window));
  gui_test_pump ();
  gui_test_set_language ("en");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

static void
test_guard_and_thief (void)
{
  static const Variant v = { "en", FALSE, 1280, 800, TRUE };

  play_towers (&v);
}

/* Random games (the engine alone) until the tower pieces run short: the
 * seed and the number of events before the grow choice, or FALSE. */
static gboolean
find_short_supply (const CarcSetup *setup,
                   guint64         *seed_out,
                   guint           *n_out)
{
  for (guint64 seed = 1; seed <= 400; seed++)
    {
      g_autoptr(CarcRandomPlayer) player = carc_random_player_new (seed);
      CarcState *state = carc_state_new (carc_catalogue_get_default (NULL), setup, NULL);
      CarcEvent event;
      guint n = 0;
      gboolean found = FALSE;

      while (!found && carc_random_player_next (player, state, &event) && carc_state_apply (state, &event, n, NULL))
        {
          n++;
          found = carc_state_get_phase (state) == CARC_PHASE_DECISION
                  && carc_state_get_pending (state) == CARC_PENDING_GROW;
        }
      carc_state_free (state);
      if (found)
        {
          *seed_out = seed;
          *n_out = n;
          return TRUE;
        }
    }
  return FALSE;
}

/* The pieces ran short (R-TT-4): the prompt lists the towers that may
 * grow, the board numbers them, and a click on one grows it. */
static void
play_grow (const Variant *v)
{
  g_autoptr(CarcSetup) setup = gui_test_make_setup ("base,towers-and-thieves", 2);
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcRandomPlayer) player = NULL;
  CarcWindow *window;
  GtkWidget *prompt;
  g_autofree char *text = NULL;
  CarcTower before[CARC_MAX_TOWERS], after[CARC_MAX_TOWERS];
  guint64 seed = 0;
  guint n = 0, n_towers, pieces, grown = 0;
  guint32 choices;
  double wx, wy;
  int first = -1;

  g_assert_true (find_short_supply (setup, &seed, &n));
  g_test_message ("seed %" G_GUINT64_FORMAT ": the pieces run short after %u events", seed, n);
  gui_test_set_language (v->lang);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      v->dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = gui_test_show_window (app, v->width, v->height);
  g_assert_nonnull (_carc_window_start_game (window, setup, &error));
  g_assert_no_error (error);
  player = carc_random_player_new (seed);
  for (guint i = 0; i < n; i++)
    {
      CarcEvent event;

      g_assert_true (carc_random_player_next (player, gui_test_state_of (window), &event));
      g_assert_true (carc_game_session_apply (gui_test_session_of (window), &event, NULL));
    }
  gui_test_pump ();
  g_assert_cmpuint (carc_state_get_pending (gui_test_state_of (window)), ==, CARC_PENDING_GROW);

  prompt = page_widget (window, "grow-prompt");
  g_assert_true (shown (prompt));
  text = text_of (prompt);
  g_test_message ("grow prompt: %s", text);
  if (v->checks)
    g_assert_nonnull (strstr (text, "The tower pieces ran short"));
  choices = carc_towers_grow_choices (gui_test_state_of (window), &pieces);
  g_assert_cmpuint (pieces, >, 0);
  for (guint i = 0; i < CARC_MAX_TOWERS; i++)
    if (choices & (1u << i) && first < 0)
      first = (int) i;
  /* every tower that may grow is numbered on the board, and ringed */
  gui_test_settle ();
  for (guint i = 0; i < (guint) __builtin_popcount (choices); i++)
    g_assert_true (_carc_board_view_get_point_choice (gui_test_board_of (window), i, &wx, &wy));
  g_assert_false (_carc_board_view_get_point_choice (gui_test_board_of (window), __builtin_popcount (choices), &wx, &wy));
  g_assert_nonnull (strstr (_carc_board_view_get_marks_drawn (gui_test_board_of (window)), ":lit"));
  snap (window, v, "grow");

  /* a click on the first one gives it a piece */
  n_towers = carc_towers_get (gui_test_state_of (window), before, G_N_ELEMENTS (before));
  carc_board_view_center_on (gui_test_board_of (window), before[first].x, before[first].y);
  gui_test_settle ();
  g_assert_true (_carc_board_view_get_point_choice (gui_test_board_of (window), 0, &wx, &wy));
  _carc_board_view_click (gui_test_board_of (window), wx, wy);
  gui_test_pump ();
  g_assert_cmpuint (carc_game_get_n_events (gui_test_game_of (window)), ==, n + 1);
  g_assert_cmpint (carc_game_get_event (gui_test_game_of (window), n)->type, ==, CARC_EVENT_GROW);
  carc_towers_get (gui_test_state_of (window), after, G_N_ELEMENTS (after));
  for (guint i = 0; i < n_towers; i++)
    grown += after[i].height - before[i].height;
  g_assert_cmpuint (grown, ==, 1);
  g_assert_cmpuint (after[first].height, ==, before[first].height + 1);

  gtk_window_destroy (GTK_WINDOW (window));
  gui_test_pump ();
  gui_test_set_language ("en");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

static void
test_grow (void)
{
  static const Variant variants[] = {
    { "en", FALSE, 1280, 800, TRUE },
    { "cs", TRUE, 360, 720, FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (variants); i++)
    play_grow (&variants[i]);
}

/* The words of the guard scorings (R-TT-3, R-TT-4, R-TT-5) and of the
 * tiles (construction site, tower tile, a thief the table looks for). */
static void
test_words (void)
{
  static const struct {
    guint       detail, count;
    int         points;
    const char *words;
  } scorings[] = {
    { CARC_GUARD_DETAIL_DISPLACED, 0, 2, "guard sent home from a tower" },
    { CARC_GUARD_DETAIL_THIEF, 6, 6, "guard saw a thief of value 6" },
    { CARC_GUARD_DETAIL_THIEF, 6, 9, "guard saw a thief of value 6, stolen tile 3" },
    { CARC_GUARD_DETAIL_END, 0, 5, "guard still on a tower" },
    { CARC_GUARD_DETAIL_END, 0, 9, "guard still on a tower, stolen tile 4" },
  };
  static const struct {
    const char *id, *part;
  } tiles[] = {
    { "TT/T1", "tower tile" },
    { "TT/RI", "tower construction site" },
    { "TT/L01", "maybe a thief" },
  };
  CarcCatalogue *catalogue = carc_catalogue_get_default (NULL);

  g_assert_cmpstr (carc_score_kind_display_name (CARC_SCORE_GUARD), ==, "Guards");
  for (guint i = 0; i < G_N_ELEMENTS (scorings); i++)
    {
      CarcScoring scoring = { 0 };
      g_autofree char *words = NULL;

      scoring.kind = CARC_SCORE_GUARD;
      scoring.detail = (guint8) scorings[i].detail;
      scoring.count = (guint16) scorings[i].count;
      scoring.points = scorings[i].points;
      words = carc_format_scoring_detail (&scoring);
      g_assert_cmpstr (words, ==, scorings[i].words);
    }
  for (guint i = 0; i < G_N_ELEMENTS (tiles); i++)
    {
      int type = carc_catalogue_lookup (catalogue, tiles[i].id);
      g_autofree char *words = NULL;
      g_autofree char *lower = NULL;

      g_assert_cmpint (type, >=, 0);
      words = carc_tile_describe (carc_catalogue_get_type (catalogue, (guint) type));
      g_test_message ("%s: %s", tiles[i].id, words);
      /* the first part is capitalized */
      lower = g_utf8_strdown (words, -1);
      g_assert_nonnull (strstr (lower, tiles[i].part));
    }

  /* a thief the data knows, with its value, and one without */
  {
    CarcTileType thief = *carc_catalogue_get_type (catalogue, (guint) carc_catalogue_lookup (catalogue, "TT/L01"));
    g_autofree char *with_value = NULL;
    g_autofree char *without = NULL;

    thief.flags = (thief.flags & ~CARC_TILE_FLAG_THIEF_MAYBE) | CARC_TILE_FLAG_THIEF;
    thief.thief_value = 6;
    with_value = carc_tile_describe (&thief);
    g_test_message ("a thief of 6: %s", with_value);
    g_assert_nonnull (strstr (with_value, "thief 6"));
    {
      /* the thief printed with its value (kept: the painter caches layouts) */
      static CarcTileType *printed;
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 160, 160);
      cairo_t *cr = cairo_create (surface);
      g_autofree char *path = gui_test_screenshot_path ("towers-thief-tile.png");

      printed = g_memdup2 (&thief, sizeof thief);
      carc_tile_paint (cr, printed, 0, 160, FALSE);
      cairo_destroy (cr);
      g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
      cairo_surface_destroy (surface);
    }
    thief.thief_value = -1;
    without = carc_tile_describe (&thief);
    g_assert_nonnull (strstr (without, "thief, value not known"));
  }
}

/* A guard stands on no feature, yet a correction says what to do with it
 * on the table like with any figure: Anna set no guard after all. */
static void
test_correct_guard (void)
{
  g_autoptr(CarcSetup) setup = gui_test_make_setup ("base,towers-and-thieves", 2);
  g_autoptr(GError) error = NULL;
  CarcCatalogue *catalogue = carc_catalogue_get_default (NULL);
  CarcGameSession *session;
  CarcPlayPage *page;
  CarcWindow *window;
  CarcEvent events[4];
  const char *changes;

  window = gui_test_show_window (app, 1280, 800);
  g_assert_nonnull (_carc_window_start_game (window, setup, &error));
  g_assert_no_error (error);
  session = gui_test_session_of (window);
  page = gui_test_play_page (window);
  events[0] = carc_event_tile ((guint) carc_catalogue_lookup (catalogue, "TT/T1"), 0, 1, 0);
  events[0].flags |= CARC_EVENT_FLAG_OVERRIDE;
  g_assert_true (carc_game_session_apply (session, &events[0], &error));
  events[1] = carc_towers_guard_event (gui_test_state_of (window), CARC_FIGURE_FOLLOWER, 0);
  g_assert_true (carc_game_session_apply (session, &events[1], &error));
  events[2] = carc_event_tile ((guint) carc_catalogue_lookup (catalogue, "BA/L"), 0, 2, 0);
  g_assert_true (carc_game_session_apply (session, &events[2], &error));
  events[3] = carc_event_simple (CARC_EVENT_PASS, 0);
  g_assert_true (carc_game_session_apply (session, &events[3], &error));
  g_assert_no_error (error);
  gui_test_pump ();

  /* the guard's entry corrected to no figure (Esc in the figure step) */
  gui_test_act (GTK_WIDGET (page), "play.correct", g_variant_new_uint32 (1));
  g_assert_true (carc_play_page_is_correcting (page));
  key (window, GDK_KEY_Escape);
  gui_test_pump ();
  g_assert_false (carc_play_page_is_correcting (page));
  g_assert_cmpint (carc_game_get_event (gui_test_game_of (window), 1)->type, ==, CARC_EVENT_PASS);
  changes = carc_play_page_get_changes_text (page);
  g_test_message ("changes: %s", changes);
  g_assert_nonnull (strstr (changes, "Take back Anna’s follower from the tower "));

  gtk_window_destroy (GTK_WINDOW (window));
  gui_test_pump ();
}

static void
test_screens (void)
{
  static const Variant variants[] = {
    { "en", TRUE, 1280, 800, FALSE },
    { "cs", FALSE, 1280, 800, FALSE },
    { "cs", TRUE, 1280, 800, FALSE },
    { "en", FALSE, 360, 720, FALSE },
    { "cs", TRUE, 360, 720, FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (variants); i++)
    play_towers (&variants[i]);
}

/* ---- the thief's value is asked (issue 22) ---- */

/* A land tile that may show a thief, other than @except, that fits. */
static guint
find_thief_except (const CarcState *state,
                   const char      *except)
{
  g_autoptr(GArray) spots = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));
  const CarcCatalogue *catalogue = carc_state_get_catalogue (state);

  for (guint i = 0; i < carc_state_get_n_supply_types (state); i++)
    {
      guint type = carc_state_get_supply_types (state)[i];
      const CarcTileType *t = carc_catalogue_get_type (catalogue, type);

      if (carc_state_get_remaining (state)[type] == 0 || !carc_state_tile_available (state, type)
          || (t->flags & CARC_TILE_FLAG_TOWER_TILE) || g_strcmp0 (t->id, except) == 0
          || carc_towers_thief_symbol (state, type, NULL) == CARC_THIEF_NONE)
        continue;
      g_array_set_size (spots, 0);
      carc_state_list_placements (state, type, spots);
      if (spots->len > 0)
        return type;
    }
  g_error ("no thief tile to draw");
  return 0;
}

static GtkWidget *
focus_of (CarcWindow *window)
{
  return gtk_root_get_focus (GTK_ROOT (window));
}

static gboolean
focus_in (CarcWindow *window,
          GtkWidget  *widget)
{
  GtkWidget *focus = focus_of (window);

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

/* The thief was stolen (no guard anywhere): the tower tile drawn instead is
 * placed, no figure. */
static void
place_tower_tile (CarcWindow *window)
{
  CarcPlayPage *page = gui_test_play_page (window);
  guint type = find_tile (gui_test_state_of (window), TRUE, FALSE);

  gui_test_act (GTK_WIDGET (page), "play.choose-tile", g_variant_new_uint32 (type));
  place_chosen (window);
  gui_test_act (GTK_WIDGET (page), "play.pass", NULL);
  g_assert_cmpint (carc_state_get_phase (gui_test_state_of (window)), ==, CARC_PHASE_TILE);
}

static void
thief_asks (const Variant *v)
{
  g_autoptr(CarcSetup) setup = gui_test_make_setup ("base,towers-and-thieves", 2);
  g_autoptr(CarcProfile) box = carc_profile_new ("Thief box");
  g_autoptr(GError) error = NULL;
  CarcCatalogue *catalogue = carc_catalogue_get_default (NULL);
  CarcWindow *window;
  CarcPlayPage *page;
  CarcGame *game;
  GtkWidget *prompt, *spin;
  g_autofree char *text = NULL;
  guint thief, n_events;
  int value = 0;

  /* the box says TT/L01 shows a thief of 6 */
  carc_profile_set_member (box, "TT/L01", -1, "thief", 6, FALSE);
  g_assert_true (carc_profile_apply (box, catalogue, setup, &error));
  g_assert_no_error (error);

  gui_test_set_language (v->lang);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      v->dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = gui_test_show_window (app, v->width, v->height);
  page = gui_test_play_page (window);
  g_assert_nonnull (_carc_window_start_game (window, setup, &error));
  g_assert_no_error (error);
  gui_test_pump ();
  game = gui_test_game_of (window);
  prompt = page_widget (window, "thief-prompt");
  spin = find_widget (prompt, "GtkSpinButton");

  /* Anna picks a tile that may show a thief: the prompt says what a thief
   * would do; T asks its value, nothing is entered yet */
  thief = find_thief_except (gui_test_state_of (window), "TT/L01");
  gui_test_act (GTK_WIDGET (page), "play.choose-tile", g_variant_new_uint32 (thief));
  gtk_widget_grab_focus (GTK_WIDGET (gui_test_board_of (window)));
  g_assert_true (shown (prompt));
  g_assert_false (shown (spin));
  key (window, GDK_KEY_t);
  g_assert_cmpuint (carc_game_get_n_events (game), ==, 0);
  g_assert_true (shown (spin));
  g_assert_true (focus_in (window, spin));
  /* no thief entered before: the seed's example value proposed */
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, CARC_THIEF_EXAMPLE_VALUE);
  text = text_of (prompt);
  g_test_message ("asked: %s", text);
  snap (window, v, "thief-asked");

  /* the digit typed over the proposal, then Enter: entered with 4 */
  gtk_editable_set_text (GTK_EDITABLE (spin), "4");
  g_assert_true (gui_test_press_key (focus_of (window), GDK_KEY_Return, 0));
  g_assert_cmpuint (carc_game_get_n_events (game), ==, 1);
  g_assert_cmpint (carc_game_get_event (game, 0)->type, ==, CARC_EVENT_THIEF);
  g_assert_cmpint (carc_game_get_event (game, 0)->value, ==, 4);
  /* the focus back on the board, for the turn's keys */
  g_assert_true (focus_in (window, GTK_WIDGET (gui_test_board_of (window))));
  place_tower_tile (window);

  /* Ben: another thief; T proposes the last value, 4; Esc takes the
   * question back, nothing entered */
  thief = find_thief_except (gui_test_state_of (window), "TT/L01");
  gui_test_act (GTK_WIDGET (page), "play.choose-tile", g_variant_new_uint32 (thief));
  gtk_widget_grab_focus (GTK_WIDGET (gui_test_board_of (window)));
  n_events = carc_game_get_n_events (game);
  key (window, GDK_KEY_t);
  g_assert_true (shown (spin));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, 4);
  g_assert_true (gui_test_press_key (focus_of (window), GDK_KEY_Escape, 0));
  g_assert_cmpuint (carc_game_get_n_events (game), ==, n_events);
  g_assert_false (shown (spin));
  g_assert_true (shown (prompt));
  g_assert_cmpint (carc_play_page_get_ghost (page, NULL, NULL, NULL, NULL), ==, (int) thief);

  /* the mouse the same: Enter the Thief… asks, Confirm enters */
  g_signal_emit_by_name (gui_test_find_named (prompt, "thief-ask"), "clicked");
  gui_test_pump ();
  g_assert_cmpuint (carc_game_get_n_events (game), ==, n_events);
  g_assert_true (shown (spin));
  g_signal_emit_by_name (gui_test_find_named (prompt, "thief-confirm"), "clicked");
  gui_test_pump ();
  g_assert_cmpuint (carc_game_get_n_events (game), ==, n_events + 1);
  g_assert_cmpint (carc_game_get_event (game, n_events)->value, ==, 4);
  place_tower_tile (window);

  /* Anna: TT/L01, whose value the box knows: T proposes it as the only
   * choice (no value to type), Enter enters it */
  thief = (guint) carc_catalogue_lookup (carc_state_get_catalogue (gui_test_state_of (window)), "TT/L01");
  gui_test_act (GTK_WIDGET (page), "play.choose-tile", g_variant_new_uint32 (thief));
  gtk_widget_grab_focus (GTK_WIDGET (gui_test_board_of (window)));
  n_events = carc_game_get_n_events (game);
  key (window, GDK_KEY_t);
  g_assert_cmpuint (carc_game_get_n_events (game), ==, n_events);
  g_assert_false (shown (spin));
  g_assert_true (focus_in (window, gui_test_find_named (prompt, "thief-confirm")));
  g_clear_pointer (&text, g_free);
  text = text_of (prompt);
  g_test_message ("only choice: %s", text);
  g_assert_nonnull (strstr (text, "6"));
  snap (window, v, "thief-only-choice");
  g_assert_true (gui_test_press_key (focus_of (window), GDK_KEY_Return, 0));
  /* (a button clicks when its press animation is over) */
  gui_test_settle ();
  g_assert_cmpuint (carc_game_get_n_events (game), ==, n_events + 1);
  g_assert_cmpint (carc_towers_stolen_tile (gui_test_state_of (window), &value), ==, (int) thief);
  g_assert_cmpint (value, ==, 6);

  gtk_window_destroy (GTK_WINDOW (window));
  gui_test_pump ();
  gui_test_set_language ("en");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

static void
test_thief_asks (void)
{
  static const Variant variants[] = {
    { "en", FALSE, 1280, 800, TRUE },
    { "en", TRUE, 1280, 800, FALSE },
    { "cs", FALSE, 1280, 800, FALSE },
    { "cs", TRUE, 1280, 800, FALSE },
    { "en", FALSE, 360, 720, FALSE },
    { "en", TRUE, 360, 720, FALSE },
    { "cs", FALSE, 360, 720, FALSE },
    { "cs", TRUE, 360, 720, FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (variants); i++)
    thief_asks (&variants[i]);
}

int
main (int   argc,
      char *argv[])
{
  int ret;

  if (!gui_test_init (&argc, &argv, "towers", TRUE, &app))
    return 0;

  g_test_add_func ("/towers/words", test_words);
  g_test_add_func ("/towers/guard-and-thief", test_guard_and_thief);
  g_test_add_func ("/towers/grow", test_grow);
  g_test_add_func ("/towers/correct-guard", test_correct_guard);
  g_test_add_func ("/towers/screens", test_screens);
  g_test_add_func ("/towers/thief-asks", test_thief_asks);

  ret = g_test_run ();

  g_clear_object (&app);
  return ret;
}
