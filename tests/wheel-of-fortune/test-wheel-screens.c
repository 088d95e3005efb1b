/* test-wheel-screens.c: the Wheel of Fortune through the real window
 *
 * A game with the wheel board: the wheel drawn over the board's middle
 * (its disc with the pig, its crown spaces), a wheel tile's turn entered
 * the way the table enters it — the tile picked, the preview of what the
 * pig's move pays each player read, the symbol's button pressed, the tile
 * the wheel announced placed, a follower clicked onto a crown space — and
 * a Plague, where each player in turn clicks the figure they give back.
 * After each step the engine's state, the log and the prompts are checked.
 *
 * Screenshots of the board, a Taxes preview and a Plague choice, in
 * English and Czech, light and dark, at 1280 px and 360 px wide, go to
 * <builddir>/tests/gui/screenshots/wheel-*.png.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <math.h>
#include <string.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "carc-application.h"
#include "carc-board-view-private.h"
#include "carc-figure-bar.h"
#include "carc-log-section.h"
#include "carc-new-game-page.h"
#include "carc-play-page.h"
#include "carc-towers-thieves-ui.h"
#include "carc-turn-report.h"
#include "carc-wheel-of-fortune-ui.h"
#include "carc-wheel-of-fortune.h"
#include "carc-wheel-paint.h"
#include "carc-wheel-section.h"
#include "carc-window-private.h"
#include "gui-test-util.h"

static CarcApplication *app;

typedef struct {
  const char *lang;
  gboolean    dark;
  int         width;
  int         height;
} Look;

/* ---- helpers ---- */

static void
shot (CarcWindow *window,
      const Look *look,
      const char *scene)
{
  g_autofree char *file = g_strdup_printf ("wheel-%s-%s-%s-%d.png", scene, look->lang,
                                           look->dark ? "dark" : "light", look->width);
  int min = 0, nat = 0;

  gui_test_settle ();
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  g_test_message ("%s: window minimum %d, natural %d, width %d px", file, min, nat,
                  gtk_widget_get_width (GTK_WIDGET (window)));
  if (look->width <= 360)
    g_assert_cmpint (min, <=, 360);
  gui_test_save_screenshot (GTK_WIDGET (window), file);
}

/* The first visible widget under @widget with CSS class @css_class. */
static GtkWidget *
find_by_class (GtkWidget  *widget,
               const char *css_class)
{
  if (gtk_widget_has_css_class (widget, css_class))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_by_class (child, css_class);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
prompt_visible (CarcWindow *window,
                const char *css_class)
{
  GtkWidget *prompt = find_by_class (GTK_WIDGET (gui_test_play_page (window)), css_class);

  return prompt != NULL && gtk_widget_get_visible (prompt);
}

/* All the text the labels under @widget show, one per line. */
static void
collect_text (GtkWidget *widget,
              GString   *out)
{
  if (!gtk_widget_get_visible (widget))
    return;
  if (GTK_IS_LABEL (widget))
    {
      g_string_append (out, gtk_label_get_text (GTK_LABEL (widget)));
      g_string_append_c (out, '\n');
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_text (child, out);
}

static char *
prompt_text (CarcWindow *window,
             const char *css_class)
{
  GString *text = g_string_new (NULL);

  collect_text (find_by_class (GTK_WIDGET (gui_test_play_page (window)), css_class), text);
  return g_string_free (text, FALSE);
}

/* The text of the side panel's wheel section. */
static char *
section_text (CarcWindow *window)
{
  GString *text = g_string_new (NULL);
  GtkWidget *found = NULL;
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();

  g_ptr_array_add (stack, gui_test_play_page (window));
  while (stack->len > 0 && found == NULL)
    {
      GtkWidget *w = g_ptr_array_steal_index (stack, stack->len - 1);

      if (CARC_IS_WHEEL_SECTION (w))
        found = w;
      for (GtkWidget *child = gtk_widget_get_first_child (w); child != NULL; child = gtk_widget_get_next_sibling (child))
        g_ptr_array_add (stack, child);
    }
  g_assert_nonnull (found);
  collect_text (found, text);
  /* the crown line's tooltip: the data's note on what is uncertain */
  for (GtkWidget *child = gtk_widget_get_first_child (found); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LABEL (child) && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (child)), "Crown spaces"))
      {
        g_assert_nonnull (gtk_widget_get_tooltip_text (child));
        g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (child), "crowns"));
      }
  return g_string_free (text, FALSE);
}

/* The button of the prompt @css_class whose action target is @symbol. */
static GtkWidget *
find_symbol_button (GtkWidget *widget,
                    int        symbol)
{
  if (GTK_IS_BUTTON (widget) && gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)) != NULL
      && g_str_equal (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "play.wheel")
      && g_variant_get_int32 (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (widget))) == symbol)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_symbol_button (child, symbol);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Figures of @player on the landscape. */
static guint
figures_on_board (const CarcState *state,
                  guint            player)
{
  guint n = 0;

  for (guint b = 0; b < carc_state_get_n_board_figures (state); b++)
    n += carc_state_get_figures (state)[carc_state_get_board_figures (state)[b]].owner == player;
  return n;
}

/* How many of the board's marks (the expansions' things drawn over the
 * tiles, "descriptor:kind:…") the wheel drew, of @kind. */
static guint
wheel_marks (CarcWindow *window,
             guint       kind)
{
  g_auto(GStrv) marks = NULL;
  g_autofree char *prefix = g_strdup_printf ("wheel-of-fortune:%u:", kind);
  guint n = 0;

  gtk_widget_queue_draw (GTK_WIDGET (gui_test_board_of (window)));
  gui_test_settle ();
  marks = g_strsplit (_carc_board_view_get_marks_drawn (gui_test_board_of (window)), " ", -1);
  for (guint i = 0; marks[i] != NULL; i++)
    n += g_str_has_prefix (marks[i], prefix);
  return n;
}

/* A tile type of the supply the data gives no wheel symbol (never turns
 * the wheel) that fits somewhere now. */
static gboolean
plain_tile (const CarcState *state,
            guint            type)
{
  guint counts[4] = { 0 };

  if (!carc_state_tile_available (state, type) || !carc_state_has_placement (state, type))
    return FALSE;
  return !carc_wheel_symbol_counts (state, type, counts) || counts[1] + counts[2] + counts[3] == 0;
}

/* Enters, through the session, a tile without a symbol and a follower on
 * a city of it that stays on the board (a knight for Taxes). */
static void
knight_turn (CarcWindow *window)
{
  const CarcState *state = gui_test_state_of (window);
  g_autoptr(GArray) spots = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));

  for (guint i = 0; i < carc_state_get_n_supply_types (state); i++)
    {
      guint type = carc_state_get_supply_types (state)[i];

      if (!plain_tile (state, type))
        continue;
      g_array_set_size (spots, 0);
      carc_state_list_placements (state, type, spots);
      for (guint s = 0; s < spots->len; s++)
        for (guint r = 0; r < 4; r++)
          {
            const CarcPlacement *p = &g_array_index (spots, CarcPlacement, s);
            CarcEvent tile = carc_event_tile (type, p->x, p->y, r);
            g_autoptr(CarcState) copy = NULL;
            CarcFigureOption options[32];
            guint n;

            if (!(p->rotations & (1u << r)))
              continue;
            copy = carc_state_copy (state);
            g_assert_true (carc_state_apply (copy, &tile, 0, NULL));
            n = carc_state_list_figure_options (copy, options, G_N_ELEMENTS (options));
            for (guint o = 0; o < n; o++)
              {
                const CarcPlacedTile *placed = &carc_state_get_tiles (copy)[carc_state_get_current_tile (copy)];
                const CarcTileType *tt = carc_state_tile_type (copy, placed);
                CarcEvent figure;
                g_autoptr(CarcState) after = NULL;
                guint before = carc_state_get_n_board_figures (copy);

                if (options[o].kind != CARC_FIGURE_FOLLOWER || tt->features[options[o].feature].kind != CARC_FEATURE_CITY)
                  continue;
                figure = carc_event_figure (CARC_FIGURE_FOLLOWER,
                                            carc_loc_rotate (tt->features[options[o].feature].locations, placed->rotation));
                after = carc_state_copy (copy);
                if (!carc_state_apply (after, &figure, 1, NULL) || carc_state_get_n_board_figures (after) <= before)
                  continue;
                g_assert_true (carc_game_session_apply (gui_test_session_of (window), &tile, NULL));
                g_assert_true (carc_game_session_apply (gui_test_session_of (window), &figure, NULL));
                gui_test_settle ();
                return;
              }
          }
    }
  g_error ("no tile without a symbol takes a knight");
}

/* A tile of the supply the data gives symbol @symbol on most copies. */
static int
wheel_tile (const CarcState *state,
            guint            symbol)
{
  for (guint i = 0; i < carc_state_get_n_supply_types (state); i++)
    {
      guint type = carc_state_get_supply_types (state)[i];
      guint counts[4] = { 0 }, best = 0;

      if (!carc_state_tile_available (state, type) || !carc_state_has_placement (state, type)
          || !carc_wheel_symbol_counts (state, type, counts))
        continue;
      for (guint s = 1; s <= 3; s++)
        if (counts[s] > counts[best] || (best == 0 && counts[s] > 0))
          best = s;
      if (best == symbol)
        return (int) type;
    }
  return -1;
}

/* Picks @type the way the table does (the picker's choice), then presses
 * the wheel prompt's button for @symbol. */
static void
turn_wheel (CarcWindow *window,
            guint       type,
            int         symbol)
{
  CarcPlayPage *page = gui_test_play_page (window);
  GtkWidget *button;

  gui_test_act (GTK_WIDGET (page), "play.choose-tile", g_variant_new_uint32 (type));
  gui_test_settle ();
  g_assert_true (prompt_visible (window, "wheel-prompt"));
  button = find_symbol_button (find_by_class (GTK_WIDGET (page), "wheel-prompt"), symbol);
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_visible (button));
  g_assert_true (gtk_widget_activate (button));
  gui_test_settle ();
}

/* ---- the scenario ---- */

static void
play_wheel (gconstpointer data)
{
  const Look *look = data;
  g_autoptr(CarcSetup) setup = NULL;
  CarcWindow *window;
  CarcPlayPage *page;
  const CarcState *state;
  CarcWheelPreview preview;
  int type, ghost;
  guint n_scorings, crown_points, plague_steps = 0;
  double x, y;

  gui_test_set_language (look->lang);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      look->dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
  setup = gui_test_make_setup ("base,wheel-of-fortune", 2);
  window = gui_test_show_window (app, look->width, look->height);
  g_assert_nonnull (_carc_window_start_game (window, setup, NULL));
  gui_test_settle ();
  page = gui_test_play_page (window);
  state = gui_test_state_of (window);

  /* The board: the wheel over its middle, the pig on Fortune, every
   * crown space of the data drawn */
  g_assert_true (carc_wheel_active (state));
  g_assert_cmpuint (carc_wheel_pig_sector (state), ==, CARC_WHEEL_FORTUNE);
  g_assert_cmpuint (wheel_marks (window, 0), ==, 1);
  g_assert_cmpuint (wheel_marks (window, 1), ==, carc_wheel_n_crowns (state));
  g_assert_cmpuint (carc_wheel_n_crowns (state), >, 0);
  shot (window, look, "board");
  /* the tooltip over the wheel names the sector and what it does */
  {
    int x0, y0;
    double wx, wy;
    g_autofree char *tip = NULL;

    g_assert_true (carc_wheel_board_origin (state, &x0, &y0));
    /* the middle of Taxes (60° clockwise from north), inside the crowns */
    _carc_board_view_board_to_widget (gui_test_board_of (window), x0 + 2 + 0.9 * sin (G_PI / 3), y0 + 2 - 0.9 * cos (G_PI / 3),
                                      &wx, &wy);
    tip = _carc_board_view_describe_at (gui_test_board_of (window), wx, wy);
    g_test_message ("tooltip over Taxes: %s", tip);
    g_assert_nonnull (tip);
    if (g_str_equal (look->lang, "en"))
      {
        g_assert_true (g_str_has_prefix (tip, "Taxes: each knight"));
        g_assert_nonnull (strstr (tip, "2 crown spaces, 0 taken"));
      }
  }

  /* A knight each, so that Taxes pays */
  knight_turn (window);   /* Anna */
  knight_turn (window);   /* Ben */
  state = gui_test_state_of (window);
  g_assert_cmpuint (carc_state_get_player (state), ==, 0);

  /* Anna draws a tile with symbol 1: the preview says what Taxes pays */
  type = wheel_tile (state, 1);
  g_assert_cmpint (type, >=, 0);
  gui_test_act (GTK_WIDGET (page), "play.choose-tile", g_variant_new_uint32 ((guint) type));
  gui_test_settle ();
  g_assert_true (prompt_visible (window, "wheel-prompt"));
  carc_wheel_preview (state, 1, &preview);
  g_assert_cmpuint (preview.sector, ==, CARC_WHEEL_TAXES);
  g_assert_cmpint (preview.action[0], >, 0);
  g_assert_cmpint (preview.action[1], >, 0);
  if (g_str_equal (look->lang, "en"))
    {
      g_autofree char *text = prompt_text (window, "wheel-prompt");
      g_autofree char *expected = g_strdup_printf ("Taxes: Anna %+d, Ben %+d.", preview.action[0], preview.action[1]);

      g_test_message ("wheel prompt: %s", text);
      g_assert_nonnull (strstr (text, "1: the pig moves 1 sector to Taxes."));
      g_assert_nonnull (strstr (text, expected));
    }
  shot (window, look, "taxes-preview");

  /* The symbol's button: the pig moves, Taxes pays what was shown */
  n_scorings = carc_state_get_n_scorings (state);
  turn_wheel (window, (guint) type, 1);
  state = gui_test_state_of (window);
  g_assert_cmpuint (carc_wheel_pig_sector (state), ==, CARC_WHEEL_TAXES);
  g_assert_cmpint (carc_wheel_announced_tile (state), ==, type);
  g_assert_cmpuint (carc_state_get_n_scorings (state), >, n_scorings);
  for (guint i = n_scorings; i < carc_state_get_n_scorings (state); i++)
    {
      const CarcScoring *s = &carc_state_get_scorings (state)[i];

      g_assert_cmpuint (s->kind, ==, CARC_SCORE_WHEEL);
      g_assert_cmpint (s->points, ==, preview.action[s->player]);
    }
  g_assert_false (prompt_visible (window, "wheel-prompt"));
  if (g_str_equal (look->lang, "en"))
    {
      g_autofree char *scoring = g_strdup_printf ("Anna %+d: Taxes, 1 knight", preview.action[0]);

      g_assert_true (gui_test_log_has (window, "Anna: wheel symbol 1, the pig moves 1 sector", FALSE));
      g_assert_true (gui_test_log_has (window, scoring, FALSE));
    }

  /* The tile the wheel announced is the one picked for the table */
  ghost = carc_play_page_get_ghost (page, NULL, NULL, NULL, NULL);
  g_assert_cmpint (ghost, ==, type);
  gui_test_act (GTK_WIDGET (page), "play.place", NULL);
  state = gui_test_state_of (window);
  g_assert_cmpint (carc_state_get_phase (state), ==, CARC_PHASE_FIGURE);

  /* R-WF-3: the free crown spaces are figure choices; a click on one
   * puts Anna's follower there */
  {
    guint free[CARC_WHEEL_MAX_CROWNS];
    guint n_free = carc_wheel_free_crowns (state, free, G_N_ELEMENTS (free));
    CarcWheelCrown crown;
    guint index = 0;

    g_assert_cmpuint (n_free, >, 0);
    g_assert_cmpuint (wheel_marks (window, 1), ==, carc_wheel_n_crowns (state));
    /* the point choices are the free crowns, numbered after the tile's features */
    for (guint i = 0; i < n_free; i++)
      g_assert_true (_carc_board_view_get_point_choice (gui_test_board_of (window), i, &x, &y));
    g_assert_false (_carc_board_view_get_point_choice (gui_test_board_of (window), n_free, &x, &y));
    /* the crown of Inquisition: it scores when the pig gets there below */
    for (guint i = 0; i < n_free; i++)
      if (carc_wheel_get_crown (state, free[i], &crown) && crown.sector == CARC_WHEEL_INQUISITION)
        index = i;
    g_assert_true (_carc_board_view_get_point_choice (gui_test_board_of (window), index, &x, &y));
    carc_board_view_center_on (gui_test_board_of (window), (int) floor (x), (int) floor (y));
    gui_test_settle ();
    g_assert_true (_carc_board_view_get_point_choice (gui_test_board_of (window), index, &x, &y));
    _carc_board_view_click (gui_test_board_of (window), x, y);
    gui_test_settle ();
    state = gui_test_state_of (window);
    g_assert_true (carc_wheel_get_crown (state, free[index], &crown));
    g_assert_cmpint (crown.player, ==, 0);
    g_assert_cmpint (carc_state_get_phase (state), ==, CARC_PHASE_TILE);
    if (g_str_equal (look->lang, "en"))
      {
        g_autofree char *text = section_text (window);
        g_autofree char *expected = g_strdup_printf ("Crown spaces: Anna (Inquisition); %u free.",
                                                     carc_wheel_n_crowns (state) - 1);

        g_assert_true (gui_test_log_has (window, "Anna: follower on a crown space", FALSE));
        g_test_message ("wheel section: %s", text);
        g_assert_nonnull (strstr (text, "The pig stands on Taxes."));
        g_assert_nonnull (strstr (text, "1 → Famine · 2 → Storm · 3 → Inquisition"));
        g_assert_nonnull (strstr (text, expected));
      }
    /* the board stands her follower on it */
    {
      g_autofree char *mark = g_strdup_printf ("wheel-of-fortune:1:0:%u:0:", CARC_FIGURE_FOLLOWER);

      gtk_widget_queue_draw (GTK_WIDGET (gui_test_board_of (window)));
      gui_test_settle ();
      g_assert_nonnull (strstr (_carc_board_view_get_marks_drawn (gui_test_board_of (window)), mark));
    }
    if (look->width > 360 && !look->dark)
      shot (window, look, "crown");
  }

  /* Ben turns the wheel by 3 through the session: the pig to Inquisition,
   * Anna's crown scores and her follower comes back (the checklist) */
  state = gui_test_state_of (window);
  g_assert_cmpuint (carc_state_get_player (state), ==, 1);
  /* a tile every copy of which shows a symbol: it has no spot before the
   * wheel turns, and the turn bar says so rather than calling it dead */
  type = -1;
  for (guint i = 0; i < carc_state_get_n_supply_types (state) && type < 0; i++)
    if (carc_state_tile_available (state, carc_state_get_supply_types (state)[i])
        && carc_wheel_needs_symbol (state, carc_state_get_supply_types (state)[i]))
      type = (int) carc_state_get_supply_types (state)[i];
  g_assert_cmpint (type, >=, 0);
  gui_test_act (GTK_WIDGET (page), "play.choose-tile", g_variant_new_uint32 ((guint) type));
  gui_test_settle ();
  {
    GtkWidget *discard = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (page), CARC_TYPE_PLAY_PAGE, "discard_button"));
    GtkLabel *label = GTK_LABEL (gtk_widget_get_template_child (GTK_WIDGET (page), CARC_TYPE_PLAY_PAGE, "tile_label"));

    GtkWidget *place = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (page), CARC_TYPE_PLAY_PAGE, "place_button"));

    g_test_message ("turn bar: %s", gtk_label_get_text (label));
    g_assert_false (gtk_widget_get_visible (discard) && gtk_widget_is_sensitive (discard));
    g_assert_false (gtk_widget_get_visible (place) && gtk_widget_is_sensitive (place));
    g_assert_true (prompt_visible (window, "wheel-prompt"));
    if (g_str_equal (look->lang, "en"))
      g_assert_nonnull (strstr (gtk_label_get_text (label), "turn the wheel first"));
  }
  crown_points = 0;
  n_scorings = carc_state_get_n_scorings (state);
  turn_wheel (window, (guint) type, 3);
  state = gui_test_state_of (window);
  g_assert_cmpuint (carc_wheel_pig_sector (state), ==, CARC_WHEEL_INQUISITION);
  for (guint i = n_scorings; i < carc_state_get_n_scorings (state); i++)
    if (carc_state_get_scorings (state)[i].kind == CARC_SCORE_CROWN)
      crown_points += carc_state_get_scorings (state)[i].points;
  g_assert_cmpuint (crown_points, >, 0);
  {
    GPtrArray *items = carc_turn_report_get_items (CARC_TURN_REPORT (carc_play_page_get_turn_report (page)));
    gboolean back = FALSE;

    for (guint i = 0; i < items->len; i++)
      back |= strstr (g_ptr_array_index (items, i), "Anna") != NULL
              && (g_str_equal (look->lang, "en") ? strstr (g_ptr_array_index (items, i), "Take back") != NULL : TRUE);
    g_assert_true (back);
  }
  gui_test_act (GTK_WIDGET (page), "play.place", NULL);
  gui_test_act (GTK_WIDGET (page), "play.pass", NULL);

  /* Anna: symbol 1 sends the pig on to the Plague; each player in turn
   * clicks the figure they give back */
  state = gui_test_state_of (window);
  g_assert_cmpuint (carc_state_get_player (state), ==, 0);
  type = wheel_tile (state, 1);
  g_assert_cmpint (type, >=, 0);
  /* this time by its key: W turns the wheel by the tile's symbol */
  gui_test_act (GTK_WIDGET (page), "play.choose-tile", g_variant_new_uint32 ((guint) type));
  gui_test_settle ();
  g_assert_true (prompt_visible (window, "wheel-prompt"));
  g_assert_true (gui_test_press_key (GTK_WIDGET (gui_test_board_of (window)), GDK_KEY_w, 0));
  gui_test_settle ();
  state = gui_test_state_of (window);
  g_assert_cmpuint (carc_wheel_pig_sector (state), ==, CARC_WHEEL_PLAGUE);
  g_assert_cmpint (carc_state_get_phase (state), ==, CARC_PHASE_DECISION);
  for (guint step = 0, last = 0; carc_state_get_phase (gui_test_state_of (window)) == CARC_PHASE_DECISION; step++)
    {
      guint figures[64], n, player, before;

      state = gui_test_state_of (window);
      g_assert_cmpuint (carc_state_get_pending (state), ==, CARC_PENDING_PLAGUE);
      player = carc_state_get_pending_player (state);
      /* the active player (Anna) first, then clockwise */
      g_assert_true (step == 0 ? player == 0 || figures_on_board (state, 0) == 0 : player > last);
      last = player;
      g_assert_true (prompt_visible (window, "plague-prompt"));
      n = carc_wheel_plague_candidates (state, player, figures, G_N_ELEMENTS (figures));
      g_assert_cmpuint (n, >, 0);
      /* every figure the engine allows is numbered on the board, no other */
      for (guint i = 0; i < n; i++)
        g_assert_true (_carc_board_view_get_point_choice (gui_test_board_of (window), i, &x, &y));
      g_assert_false (_carc_board_view_get_point_choice (gui_test_board_of (window), n, &x, &y));
      if (step == 0)
        shot (window, look, "plague-choice");
      /* the board keeps them in sight */
      for (guint i = 0; i < n; i++)
        {
          g_assert_true (_carc_board_view_get_point_choice (gui_test_board_of (window), i, &x, &y));
          g_assert_cmpfloat (x, >=, 0);
          g_assert_cmpfloat (y, >=, 0);
          g_assert_cmpfloat (x, <=, gtk_widget_get_width (GTK_WIDGET (gui_test_board_of (window))));
          g_assert_cmpfloat (y, <=, gtk_widget_get_height (GTK_WIDGET (gui_test_board_of (window))));
        }
      before = figures_on_board (state, player);
      if (step == 0)
        {
          /* a click on the figure itself (its number stands at its shoulder) */
          g_assert_true (carc_wheel_ui_figure_point (state, figures[0], &x, &y));
          carc_board_view_center_on (gui_test_board_of (window), (int) floor (x), (int) floor (y));
          gui_test_settle ();
          g_assert_true (carc_wheel_ui_figure_point (state, figures[0], &x, &y));
          _carc_board_view_board_to_widget (gui_test_board_of (window), x, y, &x, &y);
          _carc_board_view_click (gui_test_board_of (window), x, y);
        }
      else
        /* the next player by the number key, wherever the focus is */
        g_assert_true (gui_test_press_key (GTK_WIDGET (page), GDK_KEY_1, 0));
      gui_test_settle ();
      g_assert_cmpuint (figures_on_board (gui_test_state_of (window), player), ==, before - 1);
      g_assert_cmpuint (step, <, 2);
      plague_steps++;
    }
  /* both knights were still on the board: both players were asked */
  g_assert_cmpuint (plague_steps, ==, 2);
  state = gui_test_state_of (window);
  g_assert_false (prompt_visible (window, "plague-prompt"));
  g_assert_cmpint (carc_state_get_phase (state), ==, CARC_PHASE_TILE);
  g_assert_cmpint (carc_play_page_get_ghost (page, NULL, NULL, NULL, NULL), ==, type);
  if (g_str_equal (look->lang, "en"))
    g_assert_true (gui_test_log_has (window, "(Plague)", FALSE));

  gtk_window_destroy (GTK_WINDOW (window));
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  gui_test_set_language ("en");
}

/* ---- the keys of what is numbered (issue 22, items 7 and 8) ---- */

/* The figure bar's buttons of places off the tile (play.point), in order. */
static void
collect_point_buttons (GtkWidget *widget,
                       GPtrArray *out)
{
  if (GTK_IS_BUTTON (widget) && gtk_widget_get_visible (widget)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "play.point") == 0)
    g_ptr_array_add (out, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_point_buttons (child, out);
}

/* The wheel prompt's buttons read "1 · Storm": the key 2 turns the wheel
 * as the button "2 · …" does. Then every crown space the board numbers has
 * a button in the figure bar with that number, from 10 too, and typing a
 * number from 10 digit by digit puts the follower there. */
static void
test_keys (gconstpointer data)
{
  const Look *look = data;
  g_autoptr(CarcSetup) setup = NULL;
  g_autoptr(GPtrArray) points = g_ptr_array_new ();
  CarcWindow *window;
  CarcPlayPage *page;
  const CarcState *state;
  guint free[CARC_WHEEL_MAX_CROWNS], n_free, n_features, n_events, last;
  guint features[CARC_MAX_TILE_FEATURES];
  int type;
  CarcWheelCrown crown;
  double x, y;

  gui_test_set_language (look->lang);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      look->dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
  setup = gui_test_make_setup ("base,wheel-of-fortune", 2);
  window = gui_test_show_window (app, look->width, look->height);
  g_assert_nonnull (_carc_window_start_game (window, setup, NULL));
  gui_test_settle ();
  page = gui_test_play_page (window);
  state = gui_test_state_of (window);

  /* the key 2 while the prompt shows "2 · Famine" */
  type = wheel_tile (state, 1);
  g_assert_cmpint (type, >=, 0);
  gui_test_act (GTK_WIDGET (page), "play.choose-tile", g_variant_new_uint32 ((guint) type));
  gui_test_settle ();
  g_assert_true (prompt_visible (window, "wheel-prompt"));
  shot (window, look, "prompt-keys");
  n_events = carc_game_get_n_events (gui_test_game_of (window));
  g_assert_true (gui_test_press_key (GTK_WIDGET (gui_test_board_of (window)), GDK_KEY_2, 0));
  gui_test_settle ();
  g_assert_cmpuint (carc_game_get_n_events (gui_test_game_of (window)), ==, n_events + 1);
  g_assert_cmpint (carc_game_get_event (gui_test_game_of (window), n_events)->type, ==, CARC_EVENT_WHEEL);
  state = gui_test_state_of (window);
  /* two sectors on from Fortune */
  g_assert_cmpuint (carc_wheel_pig_sector (state), ==, (CARC_WHEEL_FORTUNE + 2) % CARC_WHEEL_N_SECTORS);
  g_assert_false (prompt_visible (window, "wheel-prompt"));

  /* the tile: the figure bar numbers its places, then the free crowns */
  gui_test_act (GTK_WIDGET (page), "play.place", NULL);
  gui_test_settle ();
  state = gui_test_state_of (window);
  g_assert_cmpint (carc_state_get_phase (state), ==, CARC_PHASE_FIGURE);
  n_free = carc_wheel_free_crowns (state, free, G_N_ELEMENTS (free));
  n_features = carc_figure_bar_get_features (CARC_FIGURE_BAR (carc_play_page_get_figure_bar (page)),
                                             features, G_N_ELEMENTS (features));
  /* the last choice is numbered from 10 on: its two digits */
  last = n_features + n_free;
  g_assert_cmpuint (last, >=, 10);
  g_assert_cmpuint (last, <, 20);
  collect_point_buttons (carc_play_page_get_figure_bar (page), points);
  g_assert_cmpuint (points->len, ==, n_free);
  for (guint i = 0; i < n_free; i++)
    {
      const char *label = gtk_button_get_label (g_ptr_array_index (points, i));
      g_autofree char *number = g_strdup_printf ("%u · ", n_features + i + 1);

      g_test_message ("figure bar: %s", label);
      /* the number the board draws at that crown */
      g_assert_true (_carc_board_view_get_point_choice (gui_test_board_of (window), i, &x, &y));
      g_assert_true (g_str_has_prefix (label, number));
      g_assert_true (carc_wheel_get_crown (state, free[i], &crown));
      g_assert_nonnull (strstr (label, carc_wheel_sector_display_name (crown.sector)));
    }
  shot (window, look, "figure-bar-crowns");

  /* "1", then the second digit: the last crown space, not the first place */
  g_assert_true (gui_test_press_key (GTK_WIDGET (gui_test_board_of (window)), GDK_KEY_1, 0));
  gui_test_settle ();
  state = gui_test_state_of (window);
  g_assert_cmpint (carc_state_get_phase (state), ==, CARC_PHASE_FIGURE);
  if (g_str_equal (look->lang, "en"))
    {
      g_autofree char *text = prompt_text (window, "turn-bar");

      g_test_message ("turn bar: %s", text);
      g_assert_nonnull (strstr (text, "type the second digit"));
    }
  if (!look->dark)
    shot (window, look, "first-digit");
  g_assert_true (gui_test_press_key (GTK_WIDGET (gui_test_board_of (window)), GDK_KEY_0 + last % 10, 0));
  gui_test_settle ();
  state = gui_test_state_of (window);
  g_assert_cmpint (carc_state_get_phase (state), ==, CARC_PHASE_TILE);
  g_assert_cmpint (carc_game_get_event (gui_test_game_of (window), carc_game_get_n_events (gui_test_game_of (window)) - 1)->type,
                   ==, CARC_EVENT_CROWN);
  g_assert_true (carc_wheel_get_crown (state, free[last - n_features - 1], &crown));
  g_assert_cmpint (crown.player, ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  gui_test_set_language ("en");
}

/* ---- with Towers & Thieves ---- */

/* Applies the event through the window's session; fails on a refusal. */
static void
apply (CarcWindow      *window,
       const CarcEvent *event)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (carc_game_session_apply (gui_test_session_of (window), event, &error));
  g_assert_no_error (error);
  gui_test_settle ();
}

static CarcEvent
tile_event (CarcWindow *window,
            const char *id,
            int         x,
            int         y,
            guint       rotation)
{
  CarcEvent event = carc_event_simple (CARC_EVENT_TILE, 0);
  int type = carc_catalogue_lookup (carc_game_get_catalogue (gui_test_game_of (window)), id);

  g_assert_cmpint (type, >=, 0);
  event.tile = (guint16) type;
  event.x = (gint16) x;
  event.y = (gint16) y;
  event.rotation = (guint8) rotation;
  return event;
}

/* The Plague may take a guard (docs/rule-decisions.md): Ben's only figure
 * stands on a tower; the prompt asks him, the board numbers the guard on
 * its tower, his key gives it back and the turn goes on. */
static void
test_plague_guard (void)
{
  g_autoptr(CarcSetup) setup = gui_test_make_setup ("base,wheel-of-fortune,towers-and-thieves", 2);
  CarcWindow *window = gui_test_show_window (app, 1280, 800);
  CarcPlayPage *page;
  const CarcState *state;
  CarcEvent event;
  CarcTower tower;
  guint figures[8];
  double x, y, tx, ty;

  g_assert_nonnull (_carc_window_start_game (window, setup, NULL));
  gui_test_settle ();
  page = gui_test_play_page (window);
  /* Anna: Storm, no figure; Ben: a tower tile (as the box differs) and a
   * guard on it; Anna: the Plague */
  event = tile_event (window, "BA/RFr", 0, 0, 0);
  apply (window, &(CarcEvent) { .type = CARC_EVENT_WHEEL, .tile = event.tile, .value = 3 });
  event = tile_event (window, "BA/RFr", 3, -1, 1);
  apply (window, &event);
  apply (window, &(CarcEvent) { .type = CARC_EVENT_PASS });
  event = tile_event (window, "TT/T1", 0, -2, 0);
  event.flags |= CARC_EVENT_FLAG_OVERRIDE;
  apply (window, &event);
  apply (window, &(CarcEvent) { .type = CARC_EVENT_GUARD, .figure = CARC_FIGURE_FOLLOWER, .x = 0, .y = -2 });
  event = tile_event (window, "BA/RFr", 0, 0, 0);
  apply (window, &(CarcEvent) { .type = CARC_EVENT_WHEEL, .tile = event.tile, .value = 2 });

  state = gui_test_state_of (window);
  g_assert_cmpuint (carc_wheel_pig_sector (state), ==, CARC_WHEEL_PLAGUE);
  g_assert_cmpuint (carc_state_get_pending (state), ==, CARC_PENDING_PLAGUE);
  g_assert_cmpuint (carc_state_get_pending_player (state), ==, 1);
  g_assert_true (prompt_visible (window, "plague-prompt"));
  {
    g_autofree char *text = prompt_text (window, "plague-prompt");
    g_assert_nonnull (strstr (text, "Ben"));
    g_assert_nonnull (strstr (text, "(1 figure)"));
  }
  /* the guard is numbered on its tower, and it is the only choice */
  g_assert_cmpuint (carc_wheel_plague_candidates (state, 1, figures, G_N_ELEMENTS (figures)), ==, 1);
  g_assert_true (carc_wheel_ui_figure_point (state, figures[0], &x, &y));
  g_assert_cmpuint (carc_towers_get (state, &tower, 1), ==, 1);
  g_assert_true (carc_towers_ui_tower_point (state, &tower, &tx, &ty));
  g_assert_cmpfloat (x, ==, tx);
  g_assert_cmpfloat (y, ==, ty);
  carc_board_view_center_on (gui_test_board_of (window), 0, -2);
  gui_test_settle ();
  g_assert_true (_carc_board_view_get_point_choice (gui_test_board_of (window), 0, &x, &y));
  g_assert_false (_carc_board_view_get_point_choice (gui_test_board_of (window), 1, &x, &y));
  gui_test_save_screenshot (GTK_WIDGET (window), "wheel-plague-guard-en-light-1280.png");
  g_assert_true (gui_test_press_key (GTK_WIDGET (page), GDK_KEY_1, 0));
  gui_test_settle ();

  state = gui_test_state_of (window);
  g_assert_false (prompt_visible (window, "plague-prompt"));
  g_assert_cmpint (carc_state_get_phase (state), ==, CARC_PHASE_TILE);
  g_assert_cmpuint (carc_towers_get (state, &tower, 1), ==, 1);
  g_assert_cmpint (tower.guard_owner, ==, -1);
  g_assert_true (gui_test_log_has (window, "Ben: follower back to the supply (Plague)", TRUE));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* ---- with the River ---- */

/* R-R-3: the spring goes against the wheel board first; the board keeps
 * its wheel and the spring is placed through the window like any tile. */
static void
test_river (void)
{
  g_autoptr(CarcSetup) setup = gui_test_make_setup ("base,river,wheel-of-fortune", 2);
  CarcWindow *window = gui_test_show_window (app, 1280, 800);
  CarcPlayPage *page;
  const CarcState *state;
  int spring = -1;
  guint n_tiles;
  double x, y;

  setup->rules |= CARC_RULE_RIVER;
  g_assert_nonnull (_carc_window_start_game (window, setup, NULL));
  gui_test_settle ();
  page = gui_test_play_page (window);
  state = gui_test_state_of (window);
  g_assert_true (carc_wheel_active (state));
  g_assert_cmpuint (wheel_marks (window, 0), ==, 1);

  for (guint i = 0; i < carc_state_get_n_supply_types (state); i++)
    {
      guint type = carc_state_get_supply_types (state)[i];

      if (carc_state_get_types (state)[type]->stack == CARC_STACK_SPRING && carc_state_tile_available (state, type))
        spring = (int) type;
    }
  g_assert_cmpint (spring, >=, 0);
  n_tiles = carc_state_get_n_tiles (state);
  gui_test_act (GTK_WIDGET (page), "play.choose-tile", g_variant_new_uint32 ((guint) spring));
  gui_test_settle ();
  g_assert_false (prompt_visible (window, "wheel-prompt"));
  gui_test_act (GTK_WIDGET (page), "play.place", NULL);
  gui_test_settle ();
  state = gui_test_state_of (window);
  g_assert_cmpuint (carc_state_get_n_tiles (state), ==, n_tiles + 1);
  /* no crown space is offered with the spring */
  g_assert_false (_carc_board_view_get_point_choice (gui_test_board_of (window), 0, &x, &y));
  gui_test_save_screenshot (GTK_WIDGET (window), "wheel-river-en-light-1280.png");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* ---- the new-game page ---- */

/* The switch of the option row titled @title under @widget. */
static GtkSwitch *
option_switch (GtkWidget  *widget,
               const char *title)
{
  if (ADW_IS_ACTION_ROW (widget)
      && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0)
    {
      GtkWidget *found = adw_action_row_get_activatable_widget (ADW_ACTION_ROW (widget));
      return GTK_IS_SWITCH (found) ? GTK_SWITCH (found) : NULL;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkSwitch *found = option_switch (child, title);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The set, its mode (as an expansion, the default; or as a base game)
 * and the alternative crown spaces are offered, and the setup follows. */
static void
test_new_game (void)
{
  CarcWindow *window = gui_test_show_window (app, 1280, 800);
  CarcNewGamePage *page;
  GtkSwitch *mode, *crowns;
  g_autoptr(CarcSetup) setup = NULL;
  g_autoptr(CarcSetup) base = NULL;
  g_autoptr(GError) error = NULL;
  CarcCatalogue *catalogue = carc_catalogue_get_default (NULL);

  gui_test_act (GTK_WIDGET (window), "win.new-game", NULL);
  page = CARC_NEW_GAME_PAGE (_carc_window_get_page (window, "new-game"));
  carc_new_game_page_add_player (page, "Anna");
  carc_new_game_page_add_player (page, "Ben");
  carc_new_game_page_set_set_enabled (page, "wheel-of-fortune", TRUE);
  gui_test_settle ();

  mode = option_switch (GTK_WIDGET (page), "As an expansion: wheel board and pig");
  crowns = option_switch (GTK_WIDGET (page), "Alternative crown spaces");
  g_assert_nonnull (mode);
  g_assert_nonnull (crowns);
  g_assert_true (gtk_switch_get_active (mode));
  g_assert_false (gtk_switch_get_active (crowns));
  gtk_switch_set_active (crowns, TRUE);
  setup = carc_new_game_page_build_setup (page, &error);
  g_assert_no_error (error);
  g_assert_true (carc_setup_has_set (setup, catalogue, "wheel-of-fortune"));
  g_assert_true (setup->rules & CARC_RULE_WHEEL);
  g_assert_true (setup->rules & CARC_RULE_WHEEL_CROWNS_ALT);

  /* as a base game: the tiles without the board */
  gtk_switch_set_active (mode, FALSE);
  gtk_switch_set_active (crowns, FALSE);
  base = carc_new_game_page_build_setup (page, &error);
  g_assert_no_error (error);
  g_assert_true (carc_setup_has_set (base, catalogue, "wheel-of-fortune"));
  g_assert_false (base->rules & CARC_RULE_WHEEL);
  g_assert_false (base->rules & CARC_RULE_WHEEL_CROWNS_ALT);

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  static const Look looks[] = {
    { "en", FALSE, 1280, 800 },
    { "cs", TRUE, 1280, 800 },
    { "en", TRUE, 360, 720 },
    { "cs", FALSE, 360, 720 },
  };
  int ret;

  if (!gui_test_init (&argc, &argv, "wheel", TRUE, &app))
    return 0;

  g_test_add_func ("/wheel/new-game", test_new_game);
  g_test_add_func ("/wheel/river", test_river);
  g_test_add_func ("/wheel/plague-guard", test_plague_guard);
  for (guint i = 0; i < G_N_ELEMENTS (looks); i++)
    {
      g_autofree char *path = g_strdup_printf ("/wheel/turns/%s-%s-%d", looks[i].lang,
                                               looks[i].dark ? "dark" : "light", looks[i].width);
      g_autofree char *keys = g_strdup_printf ("/wheel/keys/%s-%s-%d", looks[i].lang,
                                               looks[i].dark ? "dark" : "light", looks[i].width);

      g_test_add_data_func (path, &looks[i], play_wheel);
      g_test_add_data_func (keys, &looks[i], test_keys);
    }

  ret = g_test_run ();

  g_clear_object (&app);
  return ret;
}
