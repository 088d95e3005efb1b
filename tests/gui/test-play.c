/* test-play.c: whole turns entered through the real screens
 *
 * Every move goes in the way a person enters it: a click on an empty spot
 * (the board's "spot-activated"), a key that picks the numbered tile, R to
 * turn, Enter to place, a click on a feature ("feature-activated") or Esc,
 * the prompts' buttons (their actions), Ctrl+Z and Ctrl+Shift+Z. Keys are
 * pressed through the widgets' own shortcut tables (gui_test_press_key()),
 * so a key binding that is missing or wrong fails the test. Which move to
 * make is found by asking the engine, the way a table would have drawn a
 * tile that fits; after each step the test checks the engine's state, the
 * log, the checklist and the prompts.
 *
 * Screenshots of every screen, light and dark, at 1280×800 and 360 px
 * wide, go to <builddir>/tests/gui/screenshots/. With CARC_DOCS_SCREENSHOTS
 * set to a folder, the game in progress is also saved there as play.png at
 * 1280×800 for the README and AppStream (CARC_DOCS_SCREENSHOT, a path,
 * still works as before).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>
#include <sqlite3.h>

#include "carc-application.h"
#include "carc-board-view-private.h"
#include "carc-coach-labels.h"
#include "carc-end-page.h"
#include "carc-figure-bar.h"
#include "carc-hills-sheep.h"
#include "carc-log-section.h"
#include "carc-new-game-page.h"
#include "carc-play-page.h"
#include "carc-random.h"
#include "carc-start-page.h"
#include "carc-store.h"
#include "carc-tile-painter.h"
#include "carc-tile-picker.h"
#include "carc-turn-report.h"
#include "carc-window-private.h"
#include "carc-traders-builders.h"
#include "gui-test-util.h"

static CarcApplication *app;

/* ---- helpers ---- */

static GtkWidget *
board_of (CarcWindow *window)
{
  return carc_play_page_get_board (gui_test_play_page (window));
}

/* A key typed while the board has the focus: the board's own keys first
 * (cursor, Enter on a spot, numbered figure places), then the bindings of
 * the screens around it. */
static void
key (CarcWindow      *window,
     guint            keyval,
     GdkModifierType  mods)
{
  if (!gui_test_press_key (board_of (window), keyval, mods))
    g_error ("no key binding for %s (%x)", gdk_keyval_name (keyval), mods);
}

/* A click at board point (@bx, @by) in tile units, through the board's own
 * hit-testing. */
static void
click_board (CarcWindow *window,
             double      bx,
             double      by)
{
  CarcBoardView *board = CARC_BOARD_VIEW (board_of (window));
  double wx, wy;

  carc_board_view_center_on (board, (int) bx, (int) by);
  gui_test_pump ();
  _carc_board_view_board_to_widget (board, bx, by, &wx, &wy);
  _carc_board_view_click (board, wx, wy);
  gui_test_pump ();
}

/* A click on @feature of the tile just placed, where its figure would stand.
 * FALSE if the board did not take it as that feature. */
static gboolean
click_feature (CarcWindow *window,
               guint       feature)
{
  const CarcState *state = gui_test_state_of (window);
  const CarcPlacedTile *tile = &carc_state_get_tiles (state)[carc_state_get_current_tile (state)];
  const CarcTileType *type = carc_state_tile_type (state, tile);
  guint n_events = carc_game_get_n_events (gui_test_game_of (window));
  double ux, uy;

  g_assert_true (carc_tile_feature_anchor (type, tile->rotation, feature, &ux, &uy));
  g_assert_cmpuint (carc_tile_feature_at (type, tile->rotation, ux, uy), ==, feature);
  click_board (window, tile->x + ux, tile->y + uy);
  return carc_game_get_n_events (gui_test_game_of (window)) == n_events + 1;
}

/* ---- finding moves with the engine ---- */

typedef struct {
  CarcFigureKind  kind;
  int             feature_kind;   /* -1 any */
  guint           player;
} FigureWant;

static gboolean
has_figure_option (const CarcState *before,
                   const CarcState *after,
                   gpointer         data)
{
  FigureWant *want = data;
  CarcFigureOption options[64];
  guint n = carc_state_list_figure_options (after, options, G_N_ELEMENTS (options));
  const CarcTileType *type = carc_state_tile_type (after, &carc_state_get_tiles (after)[carc_state_get_current_tile (after)]);

  for (guint i = 0; i < n; i++)
    if (options[i].kind == want->kind
        && (want->feature_kind < 0 || type->features[options[i].feature].kind == (guint) want->feature_kind))
      {
        CarcFeatureInfo info;
        carc_state_feature_info (after, carc_state_get_tiles (after)[carc_state_get_current_tile (after)].node0 + options[i].feature, &info);
        if (!(info.flags & CARC_NODE_COMPLETE))
          return TRUE;
      }
  return FALSE;
}

/* Figures of @player still on the board (a bit mask of kinds, counted). */
static guint
figures_on_board (const CarcState *state,
                  guint            player)
{
  guint n = 0;

  for (guint i = 0; i < carc_state_get_n_figures (state); i++)
    if (carc_state_get_figures (state)[i].owner == player && carc_state_get_figures (state)[i].node != CARC_NONE)
      n++;
  return n;
}

/* A move that changes nothing for the others: no scoring, no decision,
 * no extra turn, nobody's figure comes back. */
static gboolean
quiet_move (const CarcState *before,
            const CarcState *after,
            gpointer         data)
{
  if (carc_state_get_phase (after) != CARC_PHASE_TILE || carc_state_get_player (after) == carc_state_get_player (before)
      || carc_state_get_n_scorings (after) != carc_state_get_n_scorings (before))
    return FALSE;
  for (guint p = 0; p < carc_state_get_n_players (before); p++)
    if (figures_on_board (after, p) != figures_on_board (before, p))
      return FALSE;
  return TRUE;
}

static gboolean
gives_extra_turn (const CarcState *before,
                  const CarcState *after,
                  gpointer         data)
{
  return carc_state_get_phase (after) == CARC_PHASE_TILE && carc_state_get_player (after) == carc_state_get_player (before) && carc_state_get_placements (after) == 1;
}

static gboolean
asks_flock (const CarcState *before,
            const CarcState *after,
            gpointer         data)
{
  return carc_state_get_phase (after) == CARC_PHASE_DECISION && carc_state_get_pending (after) == CARC_PENDING_FLOCK;
}

static gboolean
is_hill (const CarcState *before,
         const CarcState *after,
         gpointer         data)
{
  const CarcTileType *type = carc_state_tile_type (after, &carc_state_get_tiles (after)[carc_state_get_current_tile (after)]);
  return (type->flags & CARC_TILE_FLAG_HILL) != 0 && carc_state_get_n_scorings (after) == carc_state_get_n_scorings (before);
}

/* ---- entering moves through the widgets ---- */

/* Click the empty spot, pick the tile among those that fit there with its
 * number key, turn it with R, place it with Enter. */
static void
enter_tile (CarcWindow      *window,
            const CarcEvent *tile)
{
  CarcPlayPage *page = gui_test_play_page (window);
  CarcTilePicker *picker = CARC_TILE_PICKER (carc_play_page_get_picker (page));
  guint n_tiles = carc_state_get_n_tiles (gui_test_state_of (window));
  int found = -1;
  guint rotation;
  gboolean legal;
  int x, y;

  g_assert_cmpint (carc_state_get_phase (gui_test_state_of (window)), ==, CARC_PHASE_TILE);
  gui_test_click_cell (window, tile->x, tile->y);

  for (guint i = 0; i < carc_tile_picker_get_n_shown (picker); i++)
    if (carc_tile_picker_get_shown (picker, i) == tile->tile)
      found = (int) i;
  g_assert_cmpint (found, >=, 0);   /* the tile fits the clicked spot, so it is offered */

  /* its number key if it has one (the game's fixed numbers), else a click */
  if (carc_tile_picker_get_number (picker, (guint) found) >= 0)
    key (window, GDK_KEY_1 + (guint) carc_tile_picker_get_number (picker, (guint) found), 0);
  else
    g_assert_true (carc_tile_picker_choose_nth (picker, (guint) found));
  gui_test_pump ();

  g_assert_cmpint (carc_play_page_get_ghost (page, &x, &y, &rotation, &legal), ==, tile->tile);
  g_assert_cmpint (x, ==, tile->x);
  g_assert_cmpint (y, ==, tile->y);
  g_assert_true (legal);
  for (guint i = 0; i < 4 && rotation != tile->rotation; i++)
    {
      key (window, GDK_KEY_r, 0);
      carc_play_page_get_ghost (page, NULL, NULL, &rotation, &legal);
      g_assert_true (legal);   /* R only offers legal rotations */
    }
  g_assert_cmpuint (rotation, ==, tile->rotation);

  key (window, GDK_KEY_Return, 0);
  g_assert_cmpuint (carc_state_get_n_tiles (gui_test_state_of (window)), ==, n_tiles + 1);
  g_assert_cmpint (carc_state_get_tiles (gui_test_state_of (window))[n_tiles].x, ==, tile->x);
  g_assert_cmpint (carc_state_get_tiles (gui_test_state_of (window))[n_tiles].y, ==, tile->y);
  g_assert_cmpuint (carc_state_get_tiles (gui_test_state_of (window))[n_tiles].rotation, ==, tile->rotation);
}

/* The same through the picker: the tile first (its action), then a click
 * on a marked spot. */
static void
enter_tile_picker_first (CarcWindow      *window,
                         const CarcEvent *tile)
{
  CarcPlayPage *page = gui_test_play_page (window);
  guint n_tiles = carc_state_get_n_tiles (gui_test_state_of (window));
  guint rotation;
  gboolean legal;
  int x, y;

  gui_test_act (GTK_WIDGET (page), "play.choose-tile", g_variant_new_uint32 (tile->tile));
  g_assert_cmpint (carc_play_page_get_ghost (page, &x, &y, &rotation, &legal), ==, tile->tile);
  g_assert_true (legal);   /* the ghost starts on a legal spot */
  if (x != tile->x || y != tile->y)
    {
      /* A click on another marked spot moves the ghost there. */
      gui_test_click_cell (window, tile->x, tile->y);
      g_assert_cmpuint (carc_state_get_n_tiles (gui_test_state_of (window)), ==, n_tiles);
      g_assert_cmpint (carc_play_page_get_ghost (page, &x, &y, &rotation, &legal), ==, tile->tile);
      g_assert_cmpint (x, ==, tile->x);
      g_assert_cmpint (y, ==, tile->y);
    }
  for (guint i = 0; i < 4 && rotation != tile->rotation; i++)
    {
      gui_test_act (GTK_WIDGET (page), "play.rotate", g_variant_new_int32 (1));
      carc_play_page_get_ghost (page, NULL, NULL, &rotation, &legal);
    }
  g_assert_cmpuint (rotation, ==, tile->rotation);
  /* A click on the ghost places it. */
  gui_test_click_cell (window, tile->x, tile->y);
  g_assert_cmpuint (carc_state_get_n_tiles (gui_test_state_of (window)), ==, n_tiles + 1);
}

/* The feature of @kind (a figure option of @want) on the tile just placed:
 * click it on the board. */
static guint
enter_figure (CarcWindow     *window,
              CarcFigureKind  kind,
              int             feature_kind)
{
  const CarcState *state = gui_test_state_of (window);
  CarcFigureOption options[64];
  guint n = carc_state_list_figure_options (state, options, G_N_ELEMENTS (options));
  const CarcTileType *type = carc_state_tile_type (state, &carc_state_get_tiles (state)[carc_state_get_current_tile (state)]);
  static const guint kind_keys[] = { GDK_KEY_f, GDK_KEY_g, GDK_KEY_b, GDK_KEY_p, GDK_KEY_s };
  guint n_events = carc_game_get_n_events (gui_test_game_of (window));
  CarcFigureBar *bar = CARC_FIGURE_BAR (carc_play_page_get_figure_bar (gui_test_play_page (window)));

  for (guint i = 0; i < n; i++)
    if (options[i].kind == kind && (feature_kind < 0 || type->features[options[i].feature].kind == (guint) feature_kind))
      {
        guint feature = options[i].feature;

        if (kind != CARC_FIGURE_FOLLOWER)
          {
            /* Choose the kind with its key, then the place with its number. */
            guint features[CARC_MAX_TILE_FEATURES];
            guint count, pos = G_MAXUINT;

            key (window, kind_keys[kind], 0);
            g_assert_cmpint (carc_figure_bar_get_kind (bar), ==, kind);
            count = carc_figure_bar_get_features (bar, features, G_N_ELEMENTS (features));
            for (guint k = 0; k < count; k++)
              if (features[k] == feature)
                pos = k;
            g_assert_cmpuint (pos, <, 9);
            key (window, GDK_KEY_1 + pos, 0);
          }
        else if (!click_feature (window, feature))
          {
            /* The anchor lies on something drawn over the feature: the
             * numbered choice instead. */
            g_test_message ("feature %u not hit at its anchor; choosing it by number", feature);
            g_signal_emit_by_name (board_of (window), "feature-activated", feature);
            gui_test_pump ();
          }
        g_assert_cmpuint (carc_game_get_n_events (gui_test_game_of (window)), ==, n_events + 1);
        g_assert_cmpint (carc_game_get_event (gui_test_game_of (window), n_events)->type, ==, CARC_EVENT_FIGURE);
        g_assert_cmpint (carc_game_get_event (gui_test_game_of (window), n_events)->figure, ==, kind);
        return feature;
      }
  g_error ("no %s option on the tile just placed", carc_figure_kind_name (kind));
  return 0;
}

static void
enter_pass (CarcWindow *window)
{
  guint n_events = carc_game_get_n_events (gui_test_game_of (window));

  g_assert_cmpint (carc_state_get_phase (gui_test_state_of (window)), ==, CARC_PHASE_FIGURE);
  key (window, GDK_KEY_Escape, 0);
  g_assert_cmpuint (carc_game_get_n_events (gui_test_game_of (window)), ==, n_events + 1);
  g_assert_cmpint (carc_game_get_event (gui_test_game_of (window), n_events)->type, ==, CARC_EVENT_PASS);
}

static void
quiet_turn (CarcWindow *window)
{
  CarcEvent tile;

  g_assert_true (gui_test_find_tile_move (gui_test_state_of (window), TRUE, quiet_move, NULL, &tile));
  enter_tile (window, &tile);
  enter_pass (window);
}

/* ---- tests ---- */

static void
test_new_game_page (void)
{
  CarcWindow *window = gui_test_show_window (app, 1280, 800);
  CarcNewGamePage *page = CARC_NEW_GAME_PAGE (_carc_window_get_page (window, "new-game"));
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(CarcSetup) setup = NULL;
  g_autoptr(GError) error = NULL;
  CarcCatalogue *catalogue = carc_catalogue_get_default (NULL);
  GtkWidget *start_group;

  g_settings_reset (settings, "last-setup");
  gui_test_act (GTK_WIDGET (window), "win.new-game", NULL);
  g_assert_cmpstr (_carc_window_get_page_name (window), ==, "new-game");

  /* Two few players: the engine's validation says so. */
  g_assert_null (carc_new_game_page_build_setup (page, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);

  g_assert_true (carc_new_game_page_add_player (page, "Anna"));
  g_assert_true (carc_new_game_page_add_player (page, "Ben"));
  g_assert_true (carc_new_game_page_add_player (page, "Cecilie"));
  g_assert_false (carc_new_game_page_add_player (page, "ben"));   /* already listed */
  g_assert_false (carc_new_game_page_add_player (page, "  "));
  carc_new_game_page_move_player (page, 2, -1);   /* Cecilie sits before Ben */

  /* The River's start choice is offered only with the River. */
  start_group = (GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (page), CARC_TYPE_NEW_GAME_PAGE, "start_group");
  g_assert_false (gtk_widget_get_sensitive (start_group));
  carc_new_game_page_set_set_enabled (page, "inns-and-cathedrals", TRUE);
  carc_new_game_page_set_set_enabled (page, "traders-and-builders", TRUE);
  carc_new_game_page_set_set_enabled (page, "hills-and-sheep", TRUE);
  carc_new_game_page_set_set_enabled (page, "river", TRUE);
  g_assert_true (gtk_widget_get_sensitive (start_group));

  setup = carc_new_game_page_build_setup (page, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (setup->n_players, ==, 3);
  g_assert_cmpstr (setup->players[0].name, ==, "Anna");
  g_assert_cmpstr (setup->players[1].name, ==, "Cecilie");
  g_assert_cmpstr (setup->players[2].name, ==, "Ben");
  g_assert_cmpstr (setup->players[0].colour, !=, setup->players[1].colour);
  g_assert_true (carc_setup_has_set (setup, catalogue, "hills-and-sheep"));
  g_assert_true (carc_setup_has_set (setup, catalogue, "river"));
  g_assert_true (setup->rules & CARC_RULE_RIVER);
  g_assert_cmpuint (setup->figures[CARC_FIGURE_SHEPHERD], ==, 1);
  g_assert_cmpuint (setup->figures[CARC_FIGURE_BUILDER], ==, 1);

  /* Ctrl+Enter starts the game, which opens on the play page with the spring. */
  g_assert_true (gui_test_press_key (GTK_WIDGET (page), GDK_KEY_Return, GDK_CONTROL_MASK));
  g_assert_cmpstr (_carc_window_get_page_name (window), ==, "play");
  g_assert_cmpuint (carc_state_get_n_players (gui_test_state_of (window)), ==, 3);
  g_assert_cmpstr (carc_catalogue_get_type (catalogue, carc_state_get_tiles (gui_test_state_of (window))[0].type)->id, ==, "RI/s");

  /* The next new game starts from this one. */
  {
    g_autofree char *json = g_settings_get_string (settings, "last-setup");
    g_autoptr(CarcSetup) again = NULL;
    g_assert_cmpstr (json, !=, "");
    gui_test_act (GTK_WIDGET (window), "win.new-game", NULL);
    again = carc_new_game_page_build_setup (page, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (again->n_players, ==, 3);
    g_assert_cmpstr (again->players[1].name, ==, "Cecilie");
    g_assert_true (carc_setup_has_set (again, catalogue, "river"));
    g_assert_true (again->rules & CARC_RULE_RIVER);
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_base_turns (void)
{
  CarcWindow *window = gui_test_show_window (app, 1280, 800);
  g_autoptr(CarcSetup) setup = gui_test_make_setup ("base", 2);
  CarcCatalogue *catalogue = carc_catalogue_get_default (NULL);
  CarcPlayPage *page;
  CarcEvent tile;
  g_autoptr(GError) error = NULL;
  CarcEndPage *end;
  const char *changes;

  g_assert_nonnull (_carc_window_start_game (window, setup, &error));
  g_assert_no_error (error);
  page = gui_test_play_page (window);
  g_assert_cmpstr (_carc_window_get_page_name (window), ==, "play");

  /* Enter opens the picker wherever the cursor is (here on the start tile),
   * Esc closes it. */
  {
    GtkRevealer *revealer = GTK_REVEALER (gtk_widget_get_template_child (GTK_WIDGET (page), CARC_TYPE_PLAY_PAGE,
                                                                          "picker_revealer"));
    g_assert_false (gtk_revealer_get_reveal_child (revealer));
    key (window, GDK_KEY_Return, 0);
    g_assert_true (gtk_revealer_get_reveal_child (revealer));
    key (window, GDK_KEY_Escape, 0);
    g_assert_false (gtk_revealer_get_reveal_child (revealer));
  }

  /* Anna closes the start tile's city with a cap and puts a follower on it:
   * a click on the spot, a number, Enter, a click on the city. */
  tile = carc_event_tile ((guint) carc_catalogue_lookup (catalogue, "BA/C"), 0, -1, 2);
  enter_tile (window, &tile);
  g_assert_cmpint (carc_state_get_phase (gui_test_state_of (window)), ==, CARC_PHASE_FIGURE);
  enter_figure (window, CARC_FIGURE_FOLLOWER, CARC_FEATURE_CITY);
  g_assert_cmpint (carc_state_get_players (gui_test_state_of (window))[0].score, ==, 4);
  g_assert_true (gui_test_log_has (window, "Anna +4: city, 2 tiles", TRUE));
  g_assert_true (gui_test_report_has (window, "Move Anna’s marker (Red) to space 4"));
  g_assert_true (gui_test_report_has (window, "Take back Anna’s Follower"));
  g_assert_cmpuint (carc_state_get_player (gui_test_state_of (window)), ==, 1);

  /* The picker: the tile used last does not move (number keys keep their
   * meaning: the most common tile, the road curve, is 1); typing filters
   * by name or by edges in any rotation. */
  {
    CarcTilePicker *picker = CARC_TILE_PICKER (carc_play_page_get_picker (page));
    guint curve = (guint) carc_catalogue_lookup (catalogue, "BA/Rr");
    char edges[5];

    gui_test_act (GTK_WIDGET (page), "play.pick", NULL);
    g_assert_cmpuint (carc_tile_picker_get_shown (picker, 0), ==, curve);
    g_assert_cmpint (carc_tile_picker_get_number (picker, 0), ==, 0);
    carc_tile_picker_set_filter (picker, "ba/rcr");
    g_assert_cmpuint (carc_tile_picker_get_n_shown (picker), ==, 1);
    g_assert_cmpstr (carc_catalogue_get_type (catalogue, carc_tile_picker_get_shown (picker, 0))->id, ==, "BA/RCr");
    carc_tile_picker_set_filter (picker, "rrrr");
    g_assert_cmpuint (carc_tile_picker_get_n_shown (picker), ==, 1);   /* the crossroads */
    carc_tile_picker_set_filter (picker, "FRFR");
    g_assert_cmpuint (carc_tile_picker_get_n_shown (picker), >, 0);
    for (guint i = 0; i < carc_tile_picker_get_n_shown (picker); i++)
      {
        carc_tile_type_edge_letters (carc_catalogue_get_type (catalogue, carc_tile_picker_get_shown (picker, i)), 0, edges);
        g_assert_true (g_str_equal (edges, "FRFR") || g_str_equal (edges, "RFRF"));
      }
    key (window, GDK_KEY_Escape, 0);   /* closes the picker */
    g_assert_cmpint (carc_state_get_phase (gui_test_state_of (window)), ==, CARC_PHASE_TILE);
    g_assert_cmpuint (carc_game_get_n_events (gui_test_game_of (window)), ==, 2);
  }

  /* Ben: the tile first, then the spot; no figure (Esc). */
  g_assert_true (gui_test_find_tile_move (gui_test_state_of (window), TRUE, quiet_move, NULL, &tile));
  enter_tile_picker_first (window, &tile);
  enter_pass (window);
  g_assert_cmpuint (carc_game_get_n_events (gui_test_game_of (window)), ==, 4);
  g_assert_cmpuint (carc_state_get_player (gui_test_state_of (window)), ==, 0);

  /* Undo and redo in single steps. */
  key (window, GDK_KEY_z, GDK_CONTROL_MASK);
  g_assert_cmpuint (carc_game_get_n_events (gui_test_game_of (window)), ==, 3);
  g_assert_cmpint (carc_state_get_phase (gui_test_state_of (window)), ==, CARC_PHASE_FIGURE);
  key (window, GDK_KEY_z, GDK_CONTROL_MASK);
  g_assert_cmpuint (carc_game_get_n_events (gui_test_game_of (window)), ==, 2);
  g_assert_cmpint (carc_state_get_phase (gui_test_state_of (window)), ==, CARC_PHASE_TILE);
  g_assert_cmpuint (carc_state_get_player (gui_test_state_of (window)), ==, 1);
  key (window, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK);
  key (window, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK);
  g_assert_cmpuint (carc_game_get_n_events (gui_test_game_of (window)), ==, 4);
  g_assert_false (carc_game_session_can_redo (gui_test_session_of (window)));
  g_assert_cmpint (carc_state_get_players (gui_test_state_of (window))[0].score, ==, 4);

  /* A correction: Anna placed no follower after all. */
  gui_test_act (GTK_WIDGET (page), "play.correct", g_variant_new_uint32 (1));
  g_assert_true (carc_play_page_is_correcting (page));
  key (window, GDK_KEY_Escape, 0);
  g_assert_false (carc_play_page_is_correcting (page));
  g_assert_cmpuint (carc_game_get_n_events (gui_test_game_of (window)), ==, 4);
  g_assert_cmpint (carc_game_get_event (gui_test_game_of (window), 1)->type, ==, CARC_EVENT_PASS);
  g_assert_cmpint (carc_state_get_players (gui_test_state_of (window))[0].score, ==, 0);
  changes = carc_play_page_get_changes_text (page);
  g_test_message ("what changed: %s", changes);
  g_assert_nonnull (strstr (changes, "Anna: 4 → 0 (-4)"));
  g_assert_nonnull (strstr (changes, "No longer: Anna +4: city, 2 tiles"));
  g_assert_false (gui_test_log_has (window, "Anna +4: city, 2 tiles", TRUE));

  /* A correction of a tile: Ben's tile turned or moved, via the log. */
  gui_test_act (GTK_WIDGET (page), "play.correct", g_variant_new_uint32 (2));
  g_assert_true (carc_play_page_is_correcting (page));
  gui_test_act (GTK_WIDGET (page), "play.cancel-correction", NULL);
  g_assert_false (carc_play_page_is_correcting (page));

  /* The table ends the game here: final scoring, then the results. */
  gui_test_act (GTK_WIDGET (page), "play.end-game", NULL);
  g_assert_cmpint (carc_state_get_phase (gui_test_state_of (window)), ==, CARC_PHASE_OVER);
  g_assert_cmpstr (_carc_window_get_page_name (window), ==, "end");
  end = CARC_END_PAGE (_carc_window_get_page (window, "end"));
  g_assert_nonnull (strstr (carc_end_page_get_winner_text (end), "points"));
  g_assert_cmpstr (carc_end_page_get_cell (end, 0, 1), ==, "Anna");
  g_assert_cmpstr (carc_end_page_get_cell (end, 1, 0), ==, "Roads");

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_expansion_prompts (void)
{
  CarcWindow *window = gui_test_show_window (app, 1280, 800);
  g_autoptr(CarcSetup) setup = gui_test_make_setup ("base,inns-and-cathedrals,traders-and-builders,hills-and-sheep", 4);
  FigureWant road = { CARC_FIGURE_FOLLOWER, CARC_FEATURE_ROAD, 0 };
  FigureWant builder = { CARC_FIGURE_BUILDER, CARC_FEATURE_ROAD, 0 };
  FigureWant shepherd = { CARC_FIGURE_SHEPHERD, CARC_FEATURE_FIELD, 0 };
  CarcEvent tile;
  g_autoptr(GError) error = NULL;
  guint hidden, n_events, bag;
  const CarcEvent *last;

  g_assert_nonnull (_carc_window_start_game (window, setup, &error));
  g_assert_no_error (error);

  /* Builder double turn (R-TB-2): Anna's follower on a road, her builder
   * on it next turn, then a tile that extends it gives a second tile. */
  g_assert_true (gui_test_find_tile_move (gui_test_state_of (window), FALSE, has_figure_option, &road, &tile));
  enter_tile (window, &tile);
  enter_figure (window, CARC_FIGURE_FOLLOWER, CARC_FEATURE_ROAD);
  for (guint p = 1; p < 4; p++)
    quiet_turn (window);
  g_assert_cmpuint (carc_state_get_player (gui_test_state_of (window)), ==, 0);
  g_assert_true (gui_test_find_tile_move (gui_test_state_of (window), FALSE, has_figure_option, &builder, &tile));
  enter_tile (window, &tile);
  enter_figure (window, CARC_FIGURE_BUILDER, CARC_FEATURE_ROAD);
  for (guint p = 1; p < 4; p++)
    quiet_turn (window);
  g_assert_true (gui_test_find_tile_move (gui_test_state_of (window), TRUE, gives_extra_turn, NULL, &tile));
  enter_tile (window, &tile);
  g_assert_false (gui_test_prompt_visible (window, "builder-prompt"));
  enter_pass (window);
  g_assert_cmpuint (carc_state_get_player (gui_test_state_of (window)), ==, 0);
  g_assert_cmpint (carc_state_get_phase (gui_test_state_of (window)), ==, CARC_PHASE_TILE);
  g_assert_true (gui_test_prompt_visible (window, "builder-prompt"));
  quiet_turn (window);   /* the second tile */
  g_assert_false (gui_test_prompt_visible (window, "builder-prompt"));
  g_assert_cmpuint (carc_state_get_player (gui_test_state_of (window)), ==, 1);

  /* A hill tile (R-HS-2): one more tile goes under it, unseen. */
  hidden = carc_state_get_supply_hidden (gui_test_state_of (window));
  g_assert_true (gui_test_find_tile_move (gui_test_state_of (window), FALSE, is_hill, NULL, &tile));
  enter_tile (window, &tile);
  g_assert_true (gui_test_prompt_visible (window, "hill-prompt"));
  g_assert_cmpuint (carc_state_get_supply_hidden (gui_test_state_of (window)), ==, hidden + 1);
  enter_pass (window);
  g_assert_false (gui_test_prompt_visible (window, "hill-prompt"));

  /* A shepherd (R-HS-4): the token drawn from the real bag, entered by hand. */
  shepherd.player = carc_state_get_player (gui_test_state_of (window));
  g_assert_true (gui_test_find_tile_move (gui_test_state_of (window), FALSE, has_figure_option, &shepherd, &tile));
  enter_tile (window, &tile);
  enter_figure (window, CARC_FIGURE_SHEPHERD, CARC_FEATURE_FIELD);
  g_assert_cmpint (carc_state_get_phase (gui_test_state_of (window)), ==, CARC_PHASE_DECISION);
  g_assert_cmpint (carc_state_get_pending (gui_test_state_of (window)), ==, CARC_PENDING_SHEEP);
  g_assert_true (gui_test_prompt_visible (window, "sheep-prompt"));
  bag = carc_sheep_bag_total (gui_test_state_of (window));
  n_events = carc_game_get_n_events (gui_test_game_of (window));
  /* the key 3, as the prompt's button "3 Sheep" shows (issue 22, item 7) */
  key (window, GDK_KEY_3, 0);
  last = carc_game_get_event (gui_test_game_of (window), n_events);
  g_assert_nonnull (last);
  g_assert_cmpint (last->type, ==, CARC_EVENT_SHEEP);
  g_assert_cmpint (last->value, ==, 3);
  g_assert_false (last->flags & CARC_EVENT_FLAG_APP_DRAW);
  g_assert_cmpuint (carc_sheep_bag_total (gui_test_state_of (window)), ==, bag - 1);
  g_assert_false (gui_test_prompt_visible (window, "sheep-prompt"));

  /* The others play quietly until the shepherd's owner extends the flock's
   * field: expand or fold (R-HS-5). */
  while (carc_state_get_player (gui_test_state_of (window)) != shepherd.player)
    quiet_turn (window);
  g_assert_true (gui_test_find_tile_move (gui_test_state_of (window), TRUE, asks_flock, NULL, &tile));
  enter_tile (window, &tile);
  enter_pass (window);
  g_assert_true (gui_test_prompt_visible (window, "flock-prompt"));
  key (window, GDK_KEY_e, 0);   /* expand */
  g_assert_cmpint (carc_state_get_pending (gui_test_state_of (window)), ==, CARC_PENDING_SHEEP);
  g_assert_true (gui_test_prompt_visible (window, "sheep-prompt"));

  /* "Draw for me": the app draws from its seeded generator. */
  n_events = carc_game_get_n_events (gui_test_game_of (window));
  key (window, GDK_KEY_d, 0);
  last = carc_game_get_event (gui_test_game_of (window), n_events);
  g_assert_nonnull (last);
  g_assert_cmpint (last->type, ==, CARC_EVENT_SHEEP);
  g_assert_true (last->flags & CARC_EVENT_FLAG_APP_DRAW);
  g_assert_false (gui_test_prompt_visible (window, "sheep-prompt"));
  g_assert_cmpint (carc_state_get_phase (gui_test_state_of (window)), ==, CARC_PHASE_TILE);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A whole base game, every entry through the widgets, to the final scoring. */
static void
test_full_game (void)
{
  CarcWindow *window = gui_test_show_window (app, 1280, 800);
  g_autoptr(CarcSetup) setup = gui_test_make_setup ("base", 2);
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (2026);
  g_autoptr(GError) error = NULL;
  CarcEvent event;
  CarcEndPage *end;
  guint moves = 0;
  g_autofree char *total0 = NULL;

  g_assert_nonnull (_carc_window_start_game (window, setup, &error));

  while (carc_state_get_phase (gui_test_state_of (window)) != CARC_PHASE_OVER
         && carc_random_player_next (player, gui_test_state_of (window), &event))
    {
      const CarcState *state = gui_test_state_of (window);

      switch (event.type)
        {
        case CARC_EVENT_TILE:
          if (moves % 2 == 0)
            enter_tile (window, &event);
          else
            enter_tile_picker_first (window, &event);
          break;
        case CARC_EVENT_FIGURE:
          {
            const CarcPlacedTile *t = &carc_state_get_tiles (state)[carc_state_get_current_tile (state)];
            guint feature = carc_tile_type_find_feature (carc_state_tile_type (state, t), t->rotation, event.location);
            guint before = carc_game_get_n_events (gui_test_game_of (window));

            if (!click_feature (window, feature) && carc_game_get_n_events (gui_test_game_of (window)) == before)
              {
                g_signal_emit_by_name (board_of (window), "feature-activated", feature);
                gui_test_pump ();
              }
            break;
          }
        case CARC_EVENT_PASS:
          enter_pass (window);
          break;
        case CARC_EVENT_DISCARD:
          gui_test_act (GTK_WIDGET (gui_test_play_page (window)), "play.choose-tile", g_variant_new_uint32 (event.tile));
          gui_test_act (GTK_WIDGET (gui_test_play_page (window)), "play.discard", NULL);
          break;
        default:
          g_assert_true (carc_game_session_apply (gui_test_session_of (window), &event, NULL));
          break;
        }
      moves++;
      g_assert_cmpuint (carc_game_get_n_events (gui_test_game_of (window)), ==, moves);
    }

  g_assert_cmpint (carc_state_get_phase (gui_test_state_of (window)), ==, CARC_PHASE_OVER);
  g_assert_cmpuint (carc_state_get_n_tiles (gui_test_state_of (window)), >, 60);
  g_assert_cmpstr (_carc_window_get_page_name (window), ==, "end");
  end = CARC_END_PAGE (_carc_window_get_page (window, "end"));
  total0 = g_strdup_printf ("%d", carc_state_get_players (gui_test_state_of (window))[0].score);
  /* The last row is the total. */
  for (guint row = 1; row < 20; row++)
    if (g_strcmp0 (carc_end_page_get_cell (end, row, 0), "Total") == 0)
      {
        g_assert_cmpstr (carc_end_page_get_cell (end, row, 1), ==, total0);
        break;
      }
  g_assert_nonnull (strstr (carc_end_page_get_winner_text (end), "point"));
  g_test_message ("full game: %u entries, %d : %d", moves,
                  carc_state_get_players (gui_test_state_of (window))[0].score, carc_state_get_players (gui_test_state_of (window))[1].score);

  /* The log shows the newest entries until asked for the earlier ones. */
  {
    CarcLogSection *log = CARC_LOG_SECTION (carc_play_page_get_log (gui_test_play_page (window)));

    g_assert_cmpuint (carc_log_section_get_n_visible_events (log), ==, 40);
    /* an undo brings the entry before the window back in, a redo drops it */
    gui_test_act (GTK_WIDGET (gui_test_play_page (window)), "play.undo", NULL);
    g_assert_cmpuint (carc_game_get_n_events (gui_test_game_of (window)), ==, moves - 1);
    g_assert_cmpuint (carc_log_section_get_n_visible_events (log), ==, 40);
    gui_test_act (GTK_WIDGET (gui_test_play_page (window)), "play.redo", NULL);
    g_assert_cmpuint (carc_game_get_n_events (gui_test_game_of (window)), ==, moves);
    g_assert_cmpuint (carc_log_section_get_n_visible_events (log), ==, 40);
    g_assert_cmpstr (_carc_window_get_page_name (window), ==, "end");
    carc_log_section_show_earlier (log);
    gui_test_pump ();
    g_assert_cmpuint (carc_log_section_get_n_visible_events (log), ==, moves);
  }

  /* The final scoring step by step. */
  g_assert_nonnull (strstr (carc_end_page_get_step_text (end), "1 of "));
  gui_test_act (GTK_WIDGET (end), "end.next", NULL);
  g_assert_nonnull (strstr (carc_end_page_get_step_text (end), "2 of "));
  /* each step lights the scored feature across all its tiles */
  {
    CarcBoardView *end_board = CARC_BOARD_VIEW (carc_end_page_get_board (end));
    const CarcState *state = gui_test_state_of (window);
    guint checked = 0;

    while (carc_end_page_get_step_scoring (end) != CARC_NONE)
      {
        const CarcScoring *s = &carc_state_get_scorings (state)[carc_end_page_get_step_scoring (end)];

        g_assert_true (s->final);
        if (s->node != CARC_NONE)
          {
            g_assert_cmpuint (_carc_board_view_get_n_highlighted (end_board), >, 0);
            /* a road or city has a part on every tile it covers */
            if (s->kind == CARC_SCORE_ROAD || s->kind == CARC_SCORE_CITY)
              g_assert_cmpuint (_carc_board_view_get_n_highlighted (end_board), >=, s->tiles);
            checked++;
          }
        if (!gtk_widget_activate_action (GTK_WIDGET (end), "end.next", NULL)
            || carc_end_page_get_step_scoring (end) == s - carc_state_get_scorings (state))
          break;
        gui_test_pump ();
      }
    g_assert_cmpuint (checked, >, 0);
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

/* ---- screenshots ---- */

static void
save_screenshot (CarcWindow *window,
                 const char *path)
{
  /* Let revealers and the stack finish their transitions. */
  for (guint i = 0; i < 30; i++)
    {
      gui_test_pump ();
      g_usleep (10000);
    }
  gui_test_save_png (GTK_WIDGET (window), path);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
}

static void
shot (CarcWindow *window,
      const char *screen,
      gboolean    dark,
      int         width)
{
  g_autofree char *name = g_strdup_printf ("%s-%s-%s.png", screen, dark ? "dark" : "light",
                                           width > 400 ? "1280x800" : "360x720");
  g_autofree char *path = gui_test_screenshot_path (name);

  save_screenshot (window, path);
}

static void
test_screenshots (void)
{
  static const struct { int width, height; } sizes[] = { { 1280, 800 }, { 360, 720 } };
  AdwStyleManager *style_manager = adw_style_manager_get_default ();
  const char *docs = g_getenv ("CARC_DOCS_SCREENSHOT");

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (guint dark = 0; dark <= 1; dark++)
      {
        g_autoptr(CarcSetup) setup = gui_test_make_setup ("base,inns-and-cathedrals,traders-and-builders,hills-and-sheep", 4);
        CarcNewGamePage *new_game;
        CarcWindow *window;
        CarcPlayPage *page;
        AdwFlap *flap;
        FigureWant shepherd = { CARC_FIGURE_SHEPHERD, CARC_FEATURE_FIELD, 0 };
        CarcEvent tile;
        int width = sizes[i].width;

        gui_test_set_dark (dark);
        window = gui_test_show_window (app, sizes[i].width, sizes[i].height);
        shot (window, "start", dark, width);

        gui_test_act (GTK_WIDGET (window), "win.new-game", NULL);
        new_game = CARC_NEW_GAME_PAGE (_carc_window_get_page (window, "new-game"));
        carc_new_game_page_set_setup (new_game, setup);
        shot (window, "new-game", dark, width);

        g_assert_nonnull (_carc_window_start_game (window, setup, NULL));
        page = gui_test_play_page (window);
        gui_test_play_some (window, 44);
        flap = ADW_FLAP (gtk_widget_get_template_child (GTK_WIDGET (page), CARC_TYPE_PLAY_PAGE, "flap"));
        {
          /* one frame to settle the layout (a scratch file, never a device) */
          g_autofree char *settle = g_test_build_filename (G_TEST_BUILT, "screenshots", "settle.png", NULL);
          save_screenshot (window, settle);
          g_unlink (settle);
        }

        if (width < 400)
          {
            /* Narrow: the side panel folds away (and comes back with F9). */
            g_assert_true (adw_flap_get_folded (flap));
            g_assert_false (adw_flap_get_reveal_flap (flap));
          }
        else
          {
            g_assert_false (adw_flap_get_folded (flap));
            g_assert_true (adw_flap_get_reveal_flap (flap));
          }

        shot (window, "play", dark, width);
        if (docs != NULL && docs[0] != '\0' && width > 400 && !dark)
          save_screenshot (window, docs);
        if (width > 400 && !dark)
          gui_test_docs_screenshot (GTK_WIDGET (window), "play.png");

        gui_test_act (GTK_WIDGET (page), "play.pick", NULL);
        shot (window, "play-picker", dark, width);
        gui_test_act (GTK_WIDGET (page), "play.close-picker", NULL);

        /* Quiet turns until someone can place a shepherd: the figure
         * choice, then the sheep bag's prompt. */
        for (guint t = 0; t < 16 && !gui_test_find_tile_move (gui_test_state_of (window), FALSE, has_figure_option, &shepherd, &tile); t++)
          {
            CarcEvent quiet, pass = carc_event_simple (CARC_EVENT_PASS, 0);
            g_assert_true (gui_test_find_tile_move (gui_test_state_of (window), TRUE, quiet_move, NULL, &quiet));
            g_assert_true (carc_game_session_apply (gui_test_session_of (window), &quiet, NULL));
            g_assert_true (carc_game_session_apply (gui_test_session_of (window), &pass, NULL));
          }
        g_assert_true (gui_test_find_tile_move (gui_test_state_of (window), FALSE, has_figure_option, &shepherd, &tile));
        enter_tile (window, &tile);
        shot (window, "play-figure", dark, width);
        enter_figure (window, CARC_FIGURE_SHEPHERD, CARC_FEATURE_FIELD);
        g_assert_true (gui_test_prompt_visible (window, "sheep-prompt"));
        shot (window, "play-prompt", dark, width);
        gui_test_act (GTK_WIDGET (page), "play.draw-for-me", NULL);

        if (width < 400)
          {
            key (window, GDK_KEY_F9, 0);
            g_assert_true (adw_flap_get_reveal_flap (flap));
            shot (window, "play-panel", dark, width);
            key (window, GDK_KEY_F9, 0);
          }

        while (carc_state_get_phase (gui_test_state_of (window)) != CARC_PHASE_TILE)
          gui_test_act (GTK_WIDGET (page), "play.pass", NULL);
        gui_test_act (GTK_WIDGET (page), "play.end-game", NULL);
        g_assert_cmpstr (_carc_window_get_page_name (window), ==, "end");
        shot (window, "end", dark, width);

        gtk_window_destroy (GTK_WINDOW (window));
      }

  adw_style_manager_set_color_scheme (style_manager, ADW_COLOR_SCHEME_DEFAULT);
}

/* The game is saved as it is played: a new window offers it on the start
 * page, and continuing replays the stored log. */
static void
test_resume (void)
{
  CarcWindow *window = gui_test_show_window (app, 1280, 800);
  g_autoptr(CarcSetup) setup = gui_test_make_setup ("base", 3);
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL;
  CarcStartPage *start;
  GtkWidget *continue_group;
  guint n_events;
  int score0;

  g_assert_nonnull (_carc_window_start_game (window, setup, &error));
  g_assert_no_error (error);
  g_assert_nonnull (_carc_window_get_store (window));   /* the games database opened */
  for (guint i = 0; i < 4; i++)
    quiet_turn (window);
  n_events = carc_game_get_n_events (gui_test_game_of (window));
  score0 = carc_state_get_players (gui_test_state_of (window))[0].score;
  id = g_strdup (carc_game_get_id (gui_test_game_of (window)));
  /* the level chosen for this game comes back with it */
  gui_test_act (GTK_WIDGET (gui_test_play_page (window)), "play.assistance", g_variant_new_string ("coach"));
  gtk_window_destroy (GTK_WINDOW (window));

  window = gui_test_show_window (app, 1280, 800);
  start = CARC_START_PAGE (_carc_window_get_page (window, "start"));
  continue_group = (GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (start), CARC_TYPE_START_PAGE, "continue_group");
  g_assert_true (gtk_widget_get_visible (continue_group));
  gui_test_act (GTK_WIDGET (window), "win.continue-game", NULL);
  g_assert_cmpstr (_carc_window_get_page_name (window), ==, "play");
  g_assert_cmpstr (carc_game_get_id (gui_test_game_of (window)), ==, id);
  g_assert_cmpuint (carc_game_get_n_events (gui_test_game_of (window)), ==, n_events);
  g_assert_cmpint (carc_state_get_players (gui_test_state_of (window))[0].score, ==, score0);
  g_assert_cmpint (carc_play_page_get_assistance (gui_test_play_page (window)), ==, CARC_ASSISTANCE_COACH);

  /* Entering the next turn (a tile chosen, turned) leaves the resumed log
   * as it is: only a change of the game lays it out again. */
  {
    CarcLogSection *log = CARC_LOG_SECTION (carc_play_page_get_log (gui_test_play_page (window)));
    const CarcState *state = gui_test_state_of (window);
    guint rebuilds, lines = carc_log_section_get_n_lines (log);
    guint type = G_MAXUINT;

    for (guint i = 0; i < carc_state_get_n_supply_types (state) && type == G_MAXUINT; i++)
      if (carc_state_tile_available (state, carc_state_get_supply_types (state)[i])
          && carc_state_has_placement (state, carc_state_get_supply_types (state)[i]))
        type = carc_state_get_supply_types (state)[i];
    g_assert_cmpuint (type, !=, G_MAXUINT);
    rebuilds = carc_log_section_get_n_rebuilds (log);
    gui_test_act (GTK_WIDGET (gui_test_play_page (window)), "play.choose-tile", g_variant_new_uint32 (type));
    key (window, GDK_KEY_r, 0);
    key (window, GDK_KEY_r, 0);
    g_assert_cmpuint (carc_log_section_get_n_rebuilds (log), ==, rebuilds);
    g_assert_cmpuint (carc_log_section_get_n_lines (log), ==, lines);
    key (window, GDK_KEY_Escape, 0);
  }

  /* An undo is saved too. */
  key (window, GDK_KEY_z, GDK_CONTROL_MASK);
  gtk_window_destroy (GTK_WINDOW (window));
  window = gui_test_show_window (app, 1280, 800);
  gui_test_act (GTK_WIDGET (window), "win.continue-game", NULL);
  g_assert_cmpuint (carc_game_get_n_events (gui_test_game_of (window)), ==, n_events - 1);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Record only shows no hints; the coach shows projections and spot hints. */
static void
test_assistance_levels (void)
{
  CarcWindow *window = gui_test_show_window (app, 1280, 800);
  g_autoptr(CarcSetup) setup = gui_test_make_setup ("base", 2);
  CarcPlayPage *page;
  AdwWindowTitle *title;
  CarcTilePicker *picker;
  GtkWidget *side;
  GtkWidget *scores = NULL;
  GtkWidget *label;
  gboolean projected = FALSE;

  g_assert_nonnull (_carc_window_start_game (window, setup, NULL));
  page = gui_test_play_page (window);
  for (guint i = 0; i < 4; i++)
    quiet_turn (window);
  title = ADW_WINDOW_TITLE (gtk_widget_get_template_child (GTK_WIDGET (page), CARC_TYPE_PLAY_PAGE, "window_title"));
  picker = CARC_TILE_PICKER (carc_play_page_get_picker (page));

  gui_test_act (GTK_WIDGET (page), "play.assistance", g_variant_new_string ("record"));
  g_assert_cmpint (carc_play_page_get_assistance (page), ==, CARC_ASSISTANCE_RECORD);
  g_assert_cmpstr (adw_window_title_get_subtitle (title), ==, "");   /* no tiles left */
  gui_test_act (GTK_WIDGET (page), "play.pick", NULL);
  g_assert_cmpuint (carc_tile_picker_get_n_shown (picker), >, 0);
  gui_test_act (GTK_WIDGET (page), "play.close-picker", NULL);

  gui_test_act (GTK_WIDGET (page), "play.assistance", g_variant_new_string ("scorekeeper"));
  g_assert_nonnull (strstr (adw_window_title_get_subtitle (title), "tiles left"));

  gui_test_act (GTK_WIDGET (page), "play.assistance", g_variant_new_string ("coach"));
  g_assert_cmpint (carc_play_page_get_assistance (page), ==, CARC_ASSISTANCE_COACH);
  /* Scores read "4 (12)": now and projected at the end. */
  side = (GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (page), CARC_TYPE_PLAY_PAGE, "side_box");
  scores = gtk_widget_get_first_child (side);
  for (label = scores; label != NULL;)
    {
      if (GTK_IS_LABEL (label) && gtk_widget_has_css_class (label, "score"))
        projected |= strchr (gtk_label_get_text (GTK_LABEL (label)), '(') != NULL;
      if (gtk_widget_get_first_child (label) != NULL)
        label = gtk_widget_get_first_child (label);
      else
        {
          while (label != scores && gtk_widget_get_next_sibling (label) == NULL)
            label = gtk_widget_get_parent (label);
          label = label == scores ? NULL : gtk_widget_get_next_sibling (label);
        }
    }
  g_assert_true (projected);
  /* The coach's numbers come from the engine's supply and placements. */
  {
    const CarcState *state = gui_test_state_of (window);
    g_autoptr(GHashTable) labels = carc_coach_spot_labels (state);
    guint total = 0;
    g_assert_cmpuint (g_hash_table_size (labels), ==, carc_state_get_n_spots (state));
    for (guint i = 0; i < carc_state_get_n_spots (state); i++)
      total += carc_coach_tiles_fitting (state, carc_state_get_spots (state)[i].x, carc_state_get_spots (state)[i].y);
    g_assert_cmpuint (total, >, 0);
    g_assert_cmpfloat (carc_coach_chance (0, 50, 2), ==, 0.0);
    g_assert_cmpfloat (carc_coach_chance (50, 50, 2), ==, 1.0);
    g_assert_cmpfloat_with_epsilon (carc_coach_chance (1, 10, 1), 0.1, 1e-9);
    g_assert_cmpfloat_with_epsilon (carc_coach_chance (2, 10, 2), 1.0 - (8.0 / 10) * (7.0 / 9), 1e-9);
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

static AdwMessageDialog *
find_message_dialog (void)
{
  return (AdwMessageDialog *) gui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL, TRUE);
}

/* A games file with finished games whose pages after the schema are
 * damaged, and a -wal with a change in it left beside it, as a crash
 * leaves it. */
static void
make_damaged_after_crash (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *empty = g_strconcat (path, ".empty", NULL);
  g_autofree char *wal = g_strconcat (path, "-wal", NULL);
  g_autofree char *bytes = NULL;
  g_autofree char *wal_bytes = NULL;
  g_autofree char *same_version = NULL;
  gsize length = 0, wal_length = 0;
  gint64 empty_pages = 0, version = 0;
  sqlite3 *raw = NULL;
  sqlite3_stmt *stmt = NULL;

  gui_test_unlink_database (path);
  {
    g_autoptr(CarcStore) store = carc_store_open (empty, CARC_STORE_OPEN_DEFAULT, &error);
    g_assert_no_error (error);
  }
  g_assert_cmpint (sqlite3_open (empty, &raw), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (raw, "PRAGMA page_count", -1, &stmt, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  empty_pages = sqlite3_column_int64 (stmt, 0);
  sqlite3_finalize (stmt);
  sqlite3_close (raw);
  gui_test_unlink_database (empty);

  {
    g_autoptr(CarcStore) store = carc_store_open (path, CARC_STORE_OPEN_DEFAULT, &error);
    g_autoptr(CarcRandomPlayer) player = carc_random_player_new (31);
    CarcCatalogue *catalogue = carc_catalogue_get_default (&error);

    g_assert_no_error (error);
    for (guint i = 0; i < 8; i++)
      {
        CarcSetup *setup = carc_setup_new ();
        CarcGame *game;
        CarcEvent event;

        g_assert_true (carc_setup_add_set (setup, catalogue, "base", &error));
        carc_setup_add_player (setup, "Ann", NULL);
        carc_setup_add_player (setup, "Ben", NULL);
        game = carc_game_new (catalogue, setup, &error);   /* takes the setup */
        g_assert_no_error (error);
        while (carc_random_player_next (player, carc_game_get_state (game), &event))
          g_assert_true (carc_game_append (game, &event, &error));
        g_assert_true (carc_store_create_game (store, game, &error));
        g_assert_no_error (error);
        carc_game_free (game);
      }
  }

  g_assert_true (g_file_get_contents (path, &bytes, &length, &error));
  g_assert_cmpuint ((gsize) (empty_pages + 4) * 4096, <, length);
  for (gsize page = (gsize) empty_pages; page * 4096 < length; page += 2)
    memset (bytes + page * 4096 + 8, 0x5a, 64);
  g_assert_true (g_file_set_contents (path, bytes, (gssize) length, &error));

  /* a change (the version it has) left in the WAL */
  g_assert_cmpint (sqlite3_open (path, &raw), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (raw, "PRAGMA user_version", -1, &stmt, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  version = sqlite3_column_int64 (stmt, 0);
  sqlite3_finalize (stmt);
  same_version = g_strdup_printf ("PRAGMA user_version = %" G_GINT64_FORMAT, version);
  g_assert_cmpint (sqlite3_exec (raw, same_version, NULL, NULL, NULL), ==, SQLITE_OK);
  g_assert_true (g_file_get_contents (wal, &wal_bytes, &wal_length, &error));
  g_assert_cmpuint (wal_length, >, 0);
  sqlite3_close (raw);
  g_assert_true (g_file_set_contents (wal, wal_bytes, (gssize) wal_length, &error));
}

/* A damaged games file: the window says so and offers the store's ways
 * out; "start fresh" keeps the old file aside. Runs last: it replaces the
 * database the other tests used. */
static void
test_store_error (void)
{
  g_autofree char *path = carc_store_get_default_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) listing = NULL;
  AdwMessageDialog *dialog;
  CarcWindow *window;
  const char *name;
  gboolean kept = FALSE;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  gui_test_unlink_database (path);
  g_assert_true (g_file_set_contents (path, "this is not a database, just words", -1, &error));

  window = gui_test_show_window (app, 1280, 800);
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "The Games Could Not Be Opened");
  g_assert_true (adw_message_dialog_has_response (dialog, "quit"));
  g_assert_true (adw_message_dialog_has_response (dialog, "move-aside"));
  g_assert_null (_carc_window_get_store (window));

  adw_message_dialog_response (dialog, "move-aside");
  gui_test_pump ();
  g_assert_nonnull (_carc_window_get_store (window));

  listing = g_dir_open (dir, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (listing)) != NULL)
    kept |= strstr (name, ".broken-") != NULL;
  g_assert_true (kept);

  gtk_window_destroy (GTK_WINDOW (window));
  gui_test_pump ();

  /* After an unclean shutdown the window opens the games without reading
   * the whole file and checks it in a worker thread: a damaged file gets
   * the same dialog once the check is done. */
  make_damaged_after_crash (path);
  window = gui_test_show_window (app, 1280, 800);
  {
    gint64 give_up = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;

    while ((dialog = find_message_dialog ()) == NULL && g_get_monotonic_time () < give_up)
      {
        g_main_context_iteration (NULL, FALSE);
        g_usleep (2000);
      }
  }
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "The Games Could Not Be Opened");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "is damaged"));
  g_assert_true (adw_message_dialog_has_response (dialog, "move-aside"));
  g_assert_null (_carc_window_get_store (window));
  adw_message_dialog_response (dialog, "move-aside");
  gui_test_pump ();
  g_assert_nonnull (_carc_window_get_store (window));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_shortcuts_window (void)
{
  CarcWindow *window = gui_test_show_window (app, 800, 600);
  GtkShortcutsWindow *help = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window));

  /* The shortcuts window lists the play screen's keys. */
  g_assert_nonnull (help);
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (window), "show-help-overlay"));
  /* the core's keys from the .ui; the expansions' come from their
   * descriptors, in the table's order, in a group of their own */
  {
    static const struct { const char *group, *lines; } expected[] = {
      { "play-shortcuts", "f=Follower;d=Draw for Me;" },
      { "expansion-shortcuts", "g=Big Follower;b p=Builder, Pig;s=Shepherd;"
                               "e o=Flock: Expand / Drive into the Fold;" },
    };

    for (guint g = 0; g < G_N_ELEMENTS (expected); g++)
      {
        g_autoptr(GString) listed = g_string_new (NULL);
        GtkWidget *group = gui_test_find_named (GTK_WIDGET (help), expected[g].group);

        g_assert_true (GTK_IS_SHORTCUTS_GROUP (group));
        for (GtkWidget *child = gtk_widget_get_first_child (group); child != NULL;
             child = gtk_widget_get_next_sibling (child))
          if (GTK_IS_SHORTCUTS_SHORTCUT (child))
            {
              g_autofree char *title = NULL;
              g_autofree char *accelerator = NULL;

              g_object_get (child, "title", &title, "accelerator", &accelerator, NULL);
              g_string_append_printf (listed, "%s=%s;", accelerator, title);
            }
        if (strstr (listed->str, expected[g].lines) == NULL)
          g_error ("%s lists %s", expected[g].group, listed->str);
      }
  }
  /* and the keys are bound where they are said to be */
  g_assert_true (gui_test_press_key (GTK_WIDGET (gui_test_play_page (window)), GDK_KEY_F9, 0));
  g_assert_true (gui_test_press_key (GTK_WIDGET (gui_test_play_page (window)), GDK_KEY_r, 0));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  int ret;

  if (!gui_test_init (&argc, &argv, "play", FALSE, &app))
    return 0;

  g_test_add_func ("/play/new-game-page", test_new_game_page);
  g_test_add_func ("/play/base-turns-undo-correction-end", test_base_turns);
  g_test_add_func ("/play/expansion-prompts", test_expansion_prompts);
  g_test_add_func ("/play/full-game", test_full_game);
  g_test_add_func ("/play/resume", test_resume);
  g_test_add_func ("/play/assistance-levels", test_assistance_levels);
  g_test_add_func ("/play/shortcuts", test_shortcuts_window);
  g_test_add_func ("/play/screenshots", test_screenshots);
  g_test_add_func ("/play/store-error", test_store_error);

  ret = g_test_run ();

  g_clear_object (&app);

  return ret;
}
