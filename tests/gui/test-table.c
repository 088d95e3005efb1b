/* test-table.c: the play screen as a table uses it
 *
 * Only real choices (the spots a tile left can fill, why the others are
 * dead, Esc backing out of a spot, number keys that keep their meaning),
 * the play screen at 360 px in English, Czech and Slovak (the window's
 * natural width on every step), the board following play, the "At the
 * Table" card, and the sheep prompt. Moves go in through the widgets'
 * own handlers (clicks through the board's hit-testing, keys through the
 * shortcut tables), as in test-play.c.
 *
 * Screenshots go to <builddir>/tests/gui/screenshots/table-*.png.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <math.h>
#include <string.h>

#include <glib/gi18n.h>

#include "carc-application.h"
#include "carc-bgstats-dialog.h"
#include "carc-board-view-private.h"
#include "carc-custom-tile-editor.h"
#include "carc-hills-sheep.h"
#include "carc-play-page.h"
#include "carc-preferences-window.h"
#include "carc-store.h"
#include "carc-random.h"
#include "carc-spot-popover.h"
#include "carc-tile-picker.h"
#include "carc-window-private.h"
#include "gui-test-util.h"

static CarcApplication *app;

/* ---- helpers ---- */

static gpointer
page_child (CarcWindow *window,
            const char *name)
{
  return gtk_widget_get_template_child (GTK_WIDGET (gui_test_play_page (window)), CARC_TYPE_PLAY_PAGE, name);
}

/* A key typed while the board has the focus. */
static void
key (CarcWindow *window,
     guint       keyval)
{
  if (!gui_test_press_key (GTK_WIDGET (gui_test_board_of (window)), keyval, 0))
    g_error ("no key binding for %s", gdk_keyval_name (keyval));
}

/* Some label under @widget that is drawn shows @text (a substring). */
static gboolean
shows_text (GtkWidget  *widget,
            const char *text)
{
  if (!gtk_widget_get_visible (widget))
    return FALSE;
  if (GTK_IS_LABEL (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), text) != NULL)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (shows_text (child, text))
      return TRUE;
  return FALSE;
}

static void
shot (CarcWindow *window,
      const char *name)
{
  g_autofree char *file = g_strdup_printf ("table-%s.png", name);

  gui_test_settle ();
  gui_test_save_screenshot (GTK_WIDGET (window), file);
}

/* ---- finding moves with the engine ---- */

/* After the tile, a shepherd may go on a field and a follower on at least
 * @data places (the figure step's longest row). */
static gboolean
shepherd_option (const CarcState *before,
                 const CarcState *after,
                 gpointer         data)
{
  CarcFigureOption options[64];
  guint n = carc_state_list_figure_options (after, options, G_N_ELEMENTS (options));
  gboolean shepherd = FALSE;
  guint followers = 0;

  for (guint i = 0; i < n; i++)
    {
      followers += options[i].kind == CARC_FIGURE_FOLLOWER;
      shepherd |= options[i].kind == CARC_FIGURE_SHEPHERD;
    }
  return shepherd && followers >= GPOINTER_TO_UINT (data);
}

/* ---- only real choices ---- */

/* During the River only the spot where the river goes on is marked; a
 * click on a dead spot says why; Esc backs out of a chosen spot. */
static void
test_river_spots (void)
{
  CarcWindow *window = gui_test_start_game (app, "base,river", 2, 1280, 800);
  CarcPlayPage *page = gui_test_play_page (window);
  CarcBoardView *board = gui_test_board_of (window);
  GtkRevealer *picker_revealer = page_child (window, "picker_revealer");
  GtkLabel *picker_title = page_child (window, "picker_title");
  g_autofree char *spot_title = NULL;
  guint n_events = carc_game_get_n_events (carc_game_session_get_game (gui_test_session_of (window)));

  /* the spring flows east: of its four open spots only (1,0) is a choice */
  g_assert_cmpuint (carc_state_get_n_spots (gui_test_state_of (window)), ==, 4);
  g_assert_cmpuint (_carc_board_view_get_n_spots (board), ==, 1);
  g_assert_true (_carc_board_view_has_spot (board, 1, 0));
  g_assert_false (_carc_board_view_has_spot (board, 0, 1));
  shot (window, "river-spots");

  /* asked why (0,1) is not marked: the engine's reason, over the board */
  gui_test_click_cell (window, 0, 1);
  g_assert_false (gtk_revealer_get_reveal_child (picker_revealer));
  g_assert_true (shows_text (page_child (window, "board_toasts"),
                             "No river tile left can continue the river here"));
  shot (window, "river-dead-spot");

  /* the live spot: the tiles that fit there, over the board; "Pick Tile"
   * in it opens the picker for the same spot */
  gui_test_act (GTK_WIDGET (page), "play.close-picker", NULL);
  gui_test_click_cell (window, 1, 0);
  g_assert_true (gtk_widget_get_visible (carc_play_page_get_spot_popover (page)));
  g_assert_false (gtk_revealer_get_reveal_child (picker_revealer));
  g_assert_cmpuint (carc_spot_popover_get_n_items (CARC_SPOT_POPOVER (carc_play_page_get_spot_popover (page))), >, 0);
  g_signal_emit_by_name (carc_play_page_get_spot_popover (page), "pick-tile");
  gui_test_pump ();
  g_assert_false (gtk_widget_get_visible (carc_play_page_get_spot_popover (page)));
  g_assert_true (gtk_revealer_get_reveal_child (picker_revealer));
  spot_title = g_strdup (gtk_label_get_text (picker_title));
  g_assert_cmpuint (carc_tile_picker_get_n_shown (CARC_TILE_PICKER (carc_play_page_get_picker (page))), >, 0);

  /* Esc backs out of the spot: the picker closes, and opening it again
   * offers the drawn tile, not the tiles for that spot */
  key (window, GDK_KEY_Escape);
  g_assert_false (gtk_revealer_get_reveal_child (picker_revealer));
  /* so does Esc in the spot's own popover */
  gui_test_click_cell (window, 1, 0);
  g_assert_true (gtk_widget_get_visible (carc_play_page_get_spot_popover (page)));
  key (window, GDK_KEY_Escape);
  g_assert_false (gtk_widget_get_visible (carc_play_page_get_spot_popover (page)));
  gui_test_act (GTK_WIDGET (page), "play.pick", NULL);
  g_assert_true (gtk_revealer_get_reveal_child (picker_revealer));
  g_assert_cmpstr (gtk_label_get_text (picker_title), !=, spot_title);
  gui_test_act (GTK_WIDGET (page), "play.close-picker", NULL);

  g_assert_cmpuint (carc_game_get_n_events (carc_game_session_get_game (gui_test_session_of (window))), ==, n_events);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* An open spot of the board with no tile on it that the board marks. */
static gboolean
marked_spot (CarcWindow *window,
             int        *x,
             int        *y)
{
  g_autoptr(GArray) spots = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));

  carc_state_list_live_spots (gui_test_state_of (window), spots);
  for (guint i = 0; i < spots->len; i++)
    if (_carc_board_view_has_spot (gui_test_board_of (window), g_array_index (spots, CarcPlacement, i).x,
                                   g_array_index (spots, CarcPlacement, i).y))
      {
        *x = g_array_index (spots, CarcPlacement, i).x;
        *y = g_array_index (spots, CarcPlacement, i).y;
        return TRUE;
      }
  return FALSE;
}

/* The spot popover's item @index, clicked (activated as a click does). */
static void
click_spot_item (CarcPlayPage *page,
                 guint         index)
{
  CarcSpotPopover *popover = CARC_SPOT_POPOVER (carc_play_page_get_spot_popover (page));
  GtkWidget *item = carc_spot_popover_get_item_widget (popover, index);

  g_assert_nonnull (item);
  g_assert_true (gtk_widget_activate (item));
  gui_test_pump ();
}

static guint
n_events (CarcWindow *window)
{
  return carc_game_get_n_events (gui_test_game_of (window));
}

/* The spot first (issue 22, item 20): a click on an empty spot offers the
 * tiles of the supply that fit there, each in the ways it fits, and a
 * click on one places it so turned; then a figure is a click on its
 * place: 3 clicks a turn. With no figure a click on a spot of the next
 * turn means none and starts that turn: 2 clicks. */
static void
test_spot_first (void)
{
  CarcWindow *window = gui_test_start_game (app, "base", 2, 1280, 800);
  CarcPlayPage *page = gui_test_play_page (window);
  CarcBoardView *board = gui_test_board_of (window);
  CarcSpotPopover *popover = CARC_SPOT_POPOVER (carc_play_page_get_spot_popover (page));
  GtkRevealer *picker_revealer = page_child (window, "picker_revealer");
  g_autoptr(GArray) next = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));
  const CarcEvent *event;
  guint n0 = n_events (window), type, rotation, n_items;
  int x, y;
  double wx, wy;

  /* click 1: a spot; the tiles that fit it, not the picker */
  g_assert_true (marked_spot (window, &x, &y));
  gui_test_click_cell (window, x, y);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (popover)));
  g_assert_false (gtk_revealer_get_reveal_child (picker_revealer));
  n_items = carc_spot_popover_get_n_items (popover);
  g_assert_cmpuint (n_items, >, 0);
  for (guint i = 0; i < n_items; i++)
    {
      g_assert_true (carc_spot_popover_get_item (popover, i, &type, &rotation));
      g_assert_cmpuint (carc_state_get_remaining (gui_test_state_of (window))[type], >, 0);
      g_assert_true (carc_state_check_placement (gui_test_state_of (window), type, x, y, rotation, NULL));
    }
  /* every tile of the supply that fits there is offered */
  for (guint i = 0; i < carc_state_get_n_supply_types (gui_test_state_of (window)); i++)
    {
      guint t = carc_state_get_supply_types (gui_test_state_of (window))[i];
      gboolean fits = FALSE, offered = FALSE;

      if (carc_state_get_remaining (gui_test_state_of (window))[t] == 0)
        continue;
      for (guint r = 0; r < 4; r++)
        fits |= carc_state_check_placement (gui_test_state_of (window), t, x, y, r, NULL);
      for (guint j = 0; j < n_items; j++)
        offered |= carc_spot_popover_get_item (popover, j, &type, NULL) && type == t;
      g_assert_cmpint (fits, ==, offered);
    }
  shot (window, "spot-tiles");

  /* click 2: the first tile, as it is drawn there: placed */
  g_assert_true (carc_spot_popover_get_item (popover, 0, &type, &rotation));
  click_spot_item (page, 0);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (popover)));
  g_assert_cmpuint (n_events (window), ==, n0 + 1);
  event = carc_game_get_event (gui_test_game_of (window), n0);
  g_assert_cmpuint (event->type, ==, CARC_EVENT_TILE);
  g_assert_cmpuint (event->tile, ==, type);
  g_assert_cmpint (event->x, ==, x);
  g_assert_cmpint (event->y, ==, y);
  g_assert_cmpuint (event->rotation, ==, rotation);
  g_assert_cmpint (carc_state_get_phase (gui_test_state_of (window)), ==, CARC_PHASE_FIGURE);

  /* click 3: the first figure place drawn on it */
  g_assert_true (_carc_board_view_get_choice_point (board, 0, &wx, &wy));
  _carc_board_view_click (board, wx, wy);
  gui_test_pump ();
  g_assert_cmpuint (n_events (window), ==, n0 + 2);
  g_assert_cmpuint (carc_game_get_event (gui_test_game_of (window), n0 + 1)->type, ==, CARC_EVENT_FIGURE);
  g_assert_cmpint (carc_state_get_phase (gui_test_state_of (window)), ==, CARC_PHASE_TILE);

  /* the next player: a spot and a tile, then no figure */
  g_assert_true (marked_spot (window, &x, &y));
  gui_test_click_cell (window, x, y);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (popover)));
  click_spot_item (page, 0);
  g_assert_cmpuint (n_events (window), ==, n0 + 3);
  g_assert_cmpint (carc_state_get_phase (gui_test_state_of (window)), ==, CARC_PHASE_FIGURE);

  /* the figure step marks the next turn's spots; a click on one is no
   * figure, and the tiles of that spot are offered at once */
  carc_game_session_list_next_spots (gui_test_session_of (window), next);
  g_assert_cmpuint (next->len, >, 0);
  g_assert_cmpuint (_carc_board_view_get_n_spots (board), ==, next->len);
  x = g_array_index (next, CarcPlacement, 0).x;
  y = g_array_index (next, CarcPlacement, 0).y;
  g_assert_true (_carc_board_view_has_spot (board, x, y));
  shot (window, "spot-next-turn");
  gui_test_click_cell (window, x, y);
  g_assert_cmpuint (n_events (window), ==, n0 + 4);
  g_assert_cmpuint (carc_game_get_event (gui_test_game_of (window), n0 + 3)->type, ==, CARC_EVENT_PASS);
  g_assert_cmpint (carc_state_get_phase (gui_test_state_of (window)), ==, CARC_PHASE_TILE);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (popover)));
  click_spot_item (page, 0);
  g_assert_cmpuint (n_events (window), ==, n0 + 5);
  g_assert_cmpint (carc_game_get_event (gui_test_game_of (window), n0 + 4)->x, ==, x);
  g_assert_cmpint (carc_game_get_event (gui_test_game_of (window), n0 + 4)->y, ==, y);

  /* the picker path stays: Pick Tile, a tile, its ghost placed by Enter */
  gui_test_act (GTK_WIDGET (page), "play.pass", NULL);
  g_assert_cmpuint (n_events (window), ==, n0 + 6);
  gui_test_act (GTK_WIDGET (page), "play.pick", NULL);
  g_assert_true (gtk_revealer_get_reveal_child (picker_revealer));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (popover)));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The chosen tile's spots are numbered in reading order; with ten or more,
 * 1 then Enter (the board has the focus, its cursor on the ghost) takes
 * the tile to spot 1, not to where the ghost stood. */
static void
test_spot_numbers (void)
{
  CarcWindow *window = gui_test_start_game (app, "base", 2, 1280, 800);
  CarcPlayPage *page = gui_test_play_page (window);
  g_autoptr(GArray) placements = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));
  const CarcState *state;
  const CarcEvent *event;
  CarcPlacement first = { 0 };
  guint n0, type = G_MAXUINT;
  int gx = 0, gy = 0;
  guint rotation;
  gboolean legal;

  gui_test_play_some (window, 14);
  state = gui_test_state_of (window);
  /* a tile of the supply with ten spots or more */
  for (guint i = 0; i < carc_state_get_n_supply_types (state) && type == G_MAXUINT; i++)
    {
      guint t = carc_state_get_supply_types (state)[i];

      if (carc_state_get_remaining (state)[t] == 0)
        continue;
      carc_state_list_placements (state, t, placements);
      if (placements->len >= 10)
        type = t;
    }
  g_assert_cmpuint (type, !=, G_MAXUINT);
  for (guint i = 0; i < placements->len; i++)
    {
      const CarcPlacement *p = &g_array_index (placements, CarcPlacement, i);

      if (i == 0 || p->y < first.y || (p->y == first.y && p->x < first.x))
        first = *p;
    }
  n0 = n_events (window);
  gui_test_act (GTK_WIDGET (page), "play.choose-tile", g_variant_new_uint32 (type));
  g_assert_cmpint (carc_play_page_get_ghost (page, &gx, &gy, &rotation, &legal), ==, (int) type);
  g_assert_cmpstr (_carc_board_view_get_spot_label (gui_test_board_of (window), first.x, first.y), ==, "1");
  shot (window, "spot-numbers");
  gtk_widget_grab_focus (GTK_WIDGET (gui_test_board_of (window)));
  key (window, GDK_KEY_1);
  g_assert_cmpuint (n_events (window), ==, n0);
  key (window, GDK_KEY_Return);
  /* spot 1: placed there if it fits one way, else the ghost moved there */
  if (n_events (window) > n0)
    {
      event = carc_game_get_event (gui_test_game_of (window), n0);
      g_assert_cmpint (event->x, ==, first.x);
      g_assert_cmpint (event->y, ==, first.y);
    }
  else
    {
      g_assert_cmpint (carc_play_page_get_ghost (page, &gx, &gy, &rotation, &legal), ==, (int) type);
      g_assert_cmpint (gx, ==, first.x);
      g_assert_cmpint (gy, ==, first.y);
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The popover of a spot's tiles in English and Czech, light and dark, to
 * look at (table-spot-tiles-LANG-STYLE.png). */
static void
test_spot_tiles_shots (void)
{
  static const char *langs[] = { "en", "cs" };

  for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
    for (guint dark = 0; dark < 2; dark++)
      {
        CarcWindow *window;
        CarcPlayPage *page;
        g_autofree char *name = g_strdup_printf ("table-spot-tiles-%s-%s.png", langs[l], dark ? "dark" : "light");
        int x, y;

        gui_test_set_language (langs[l]);
        gui_test_set_dark (dark);
        window = gui_test_start_game (app, "base,inns-and-cathedrals", 2, 1280, 800);
        page = gui_test_play_page (window);
        gui_test_play_some (window, 12);
        g_assert_true (marked_spot (window, &x, &y));
        gui_test_click_cell (window, x, y);
        g_assert_true (gtk_widget_get_visible (carc_play_page_get_spot_popover (page)));
        gui_test_settle ();
        gui_test_save_screenshot (carc_play_page_get_spot_popover (page), name);
        gtk_window_destroy (GTK_WINDOW (window));
      }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  gui_test_set_language ("en");
}

/* The number keys pick the same tile for the whole game: using a tile does
 * not move it to the front. */
static void
test_number_keys_stable (void)
{
  CarcWindow *window = gui_test_start_game (app, "base", 2, 1280, 800);
  CarcPlayPage *page = gui_test_play_page (window);
  CarcTilePicker *picker = CARC_TILE_PICKER (carc_play_page_get_picker (page));
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (11);
  int numbers[256];
  guint n_types = carc_catalogue_get_n_types (carc_state_get_catalogue (gui_test_state_of (window)));
  guint checked = 0;

  g_assert_cmpuint (n_types, <=, G_N_ELEMENTS (numbers));
  gui_test_act (GTK_WIDGET (page), "play.pick", NULL);
  for (guint t = 0; t < n_types; t++)
    numbers[t] = -1;
  for (guint i = 0; i < carc_tile_picker_get_n_shown (picker); i++)
    numbers[carc_tile_picker_get_shown (picker, i)] = carc_tile_picker_get_number (picker, i);
  gui_test_act (GTK_WIDGET (page), "play.close-picker", NULL);

  for (guint turn = 0; turn < 12; turn++)
    {
      CarcEvent event;
      guint type;
      int x, y;
      guint rotation;
      gboolean legal;

      /* the tile the table drew, picked by its number when it has one */
      g_assert_true (carc_random_player_next (player, gui_test_state_of (window), &event));
      g_assert_cmpint (event.type, ==, CARC_EVENT_TILE);
      type = event.tile;
      gui_test_act (GTK_WIDGET (page), "play.pick", NULL);
      for (guint i = 0; i < carc_tile_picker_get_n_shown (picker); i++)
        {
          guint shown = carc_tile_picker_get_shown (picker, i);
          g_assert_cmpint (carc_tile_picker_get_number (picker, i), ==, numbers[shown]);
          checked++;
        }
      if (numbers[type] >= 0)
        {
          g_assert_true (gui_test_press_key (GTK_WIDGET (picker), GDK_KEY_1 + (guint) numbers[type], 0));
          g_assert_cmpint (carc_play_page_get_ghost (page, &x, &y, &rotation, &legal), ==, (int) type);
        }
      else
        gui_test_act (GTK_WIDGET (page), "play.close-picker", NULL);
      /* the move itself goes in through the session (test-play.c enters
       * whole games through the widgets) */
      key (window, GDK_KEY_Escape);
      g_assert_true (carc_game_session_apply (gui_test_session_of (window), &event, NULL));
      while (carc_state_get_phase (gui_test_state_of (window)) != CARC_PHASE_TILE && carc_state_get_phase (gui_test_state_of (window)) != CARC_PHASE_OVER)
        {
          g_assert_true (carc_random_player_next (player, gui_test_state_of (window), &event));
          g_assert_true (carc_game_session_apply (gui_test_session_of (window), &event, NULL));
        }
      gui_test_pump ();
    }
  g_assert_cmpuint (checked, >, 100);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* ---- the board follows play ---- */

/* Is the whole cell (@x, @y) inside the board, below @top? */
static gboolean
cell_in_view (CarcBoardView *board,
              int            x,
              int            y,
              int            top)
{
  double x0, y0, x1, y1;

  _carc_board_view_board_to_widget (board, x, y, &x0, &y0);
  _carc_board_view_board_to_widget (board, x + 1, y + 1, &x1, &y1);
  return x0 >= -0.5 && y0 >= top - 0.5
         && x1 <= gtk_widget_get_width (GTK_WIDGET (board)) + 0.5
         && y1 <= gtk_widget_get_height (GTK_WIDGET (board)) + 0.5;
}

/* The height the prompts cover at the top of the board (0 without one). */
static int
prompt_cover (CarcWindow *window)
{
  GtkWidget *box = page_child (window, "prompt_box");
  graphene_rect_t bounds;

  for (GtkWidget *child = gtk_widget_get_first_child (box); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_visible (child))
      {
        g_assert_true (gtk_widget_compute_bounds (box, GTK_WIDGET (gui_test_board_of (window)), &bounds));
        return (int) ceil (bounds.origin.y + bounds.size.height);
      }
  return 0;
}

/* After every placement of a growing game the spots that are the next
 * choices are on screen (or, when they would only fit at a size too small
 * to tap, the tile just placed is); the tile that takes a figure is never
 * under a prompt. At a desktop's size and at a phone's. */
static void
test_board_follows (void)
{
  static const struct { int width, height; } sizes[] = { { 1280, 800 }, { 360, 720 } };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      CarcWindow *window = gui_test_start_game (app, "base,hills-and-sheep", 2, sizes[i].width, sizes[i].height);
      CarcBoardView *board = gui_test_board_of (window);
      g_autoptr(CarcRandomPlayer) player = carc_random_player_new (5);
      guint all_in_view = 0, turns = 0;
      CarcEvent event;

      while (carc_state_get_n_tiles (gui_test_state_of (window)) < 45
             && carc_random_player_next (player, gui_test_state_of (window), &event))
        {
          const CarcState *state;

          g_assert_true (carc_game_session_apply (gui_test_session_of (window), &event, NULL));
          gui_test_pump ();
          state = gui_test_state_of (window);
          if (event.type == CARC_EVENT_TILE && carc_state_get_current_tile (state) != CARC_NONE)
            {
              const CarcPlacedTile *t = &carc_state_get_tiles (state)[carc_state_get_current_tile (state)];
              /* the board follows again once the figure step's taller turn
               * bar is laid out, on a later frame: give it those frames */
              for (guint f = 0; f < 100 && !cell_in_view (board, t->x, t->y, prompt_cover (window)); f++)
                {
                  g_usleep (10000);
                  gui_test_pump ();
                }
              g_assert_true (cell_in_view (board, t->x, t->y, prompt_cover (window)));
            }
          if (carc_state_get_phase (state) != CARC_PHASE_TILE)
            continue;
          {
            guint n = _carc_board_view_get_n_spots (board);
            const CarcPlacedTile *last = &carc_state_get_tiles (state)[carc_state_get_n_tiles (state) - 1];
            guint in_view = 0;

            turns++;
            for (guint s = 0; s < carc_state_get_n_spots (state); s++)
              if (_carc_board_view_has_spot (board, carc_state_get_spots (state)[s].x, carc_state_get_spots (state)[s].y)
                  && cell_in_view (board, carc_state_get_spots (state)[s].x, carc_state_get_spots (state)[s].y, 0))
                in_view++;
            if (in_view == n)
              all_in_view++;
            else
              /* too many to show at a size a finger can tap: then at least
               * the tile just placed, at that size */
              g_assert_cmpfloat (carc_board_view_get_tile_size (board), >=, 32);
            for (guint f = 0; f < 100 && !cell_in_view (board, last->x, last->y, 0); f++)
              {
                g_usleep (10000);
                gui_test_pump ();
              }
            g_assert_true (cell_in_view (board, last->x, last->y, 0));
          }
        }
      g_test_message ("%d px: every spot in view after %u of %u turns", sizes[i].width, all_in_view, turns);
      /* on a wide window the spots of most turns fit at a tappable size;
       * at 360 px a grown board soon does not, and then the checks above
       * (the tile just placed in view, never below 32 px) are what holds */
      if (sizes[i].width > 400)
        g_assert_cmpuint (all_in_view, >, turns / 2);
      shot (window, sizes[i].width > 400 ? "follows-1280" : "follows-360");

      /* the zoom buttons over the board do what Ctrl+plus and Ctrl+0 do */
      {
        GtkWidget *zoom_box = page_child (window, "zoom_box");
        GtkWidget *zoom_in = gtk_widget_get_first_child (zoom_box);
        GtkWidget *fit = gtk_widget_get_next_sibling (zoom_in);
        GtkWidget *zoom_out = gtk_widget_get_next_sibling (fit);
        double size = carc_board_view_get_tile_size (board), fitted;

        g_assert_true (gtk_widget_is_drawable (zoom_box));
        g_signal_emit_by_name (zoom_in, "clicked");
        gui_test_pump ();
        g_assert_cmpfloat (carc_board_view_get_tile_size (board), >, size);
        g_signal_emit_by_name (zoom_out, "clicked");
        g_signal_emit_by_name (zoom_out, "clicked");
        gui_test_pump ();
        g_assert_cmpfloat (carc_board_view_get_tile_size (board), <, size);
        g_signal_emit_by_name (fit, "clicked");
        gui_test_pump ();
        fitted = carc_board_view_get_tile_size (board);
        {
          int min_x, min_y, max_x, max_y;
          carc_state_get_bounds (gui_test_state_of (window), &min_x, &min_y, &max_x, &max_y);
          g_assert_true (cell_in_view (board, min_x, min_y, 0));
          g_assert_true (cell_in_view (board, max_x, max_y, 0));
        }
        g_test_message ("fitted: %.0f px a tile", fitted);
      }
      gtk_window_destroy (GTK_WINDOW (window));
    }
}

/* ---- "At the Table" ---- */

static gboolean
overlaps (GtkWidget *a,
          GtkWidget *b,
          GtkWidget *root)
{
  graphene_rect_t ra, rb;

  if (!gtk_widget_is_drawable (a) || !gtk_widget_is_drawable (b))
    return FALSE;
  g_assert_true (gtk_widget_compute_bounds (a, root, &ra));
  g_assert_true (gtk_widget_compute_bounds (b, root, &rb));
  return graphene_rect_intersection (&ra, &rb, NULL);
}

/* A drawn widget under @widget of the type named @type_name, or NULL. */
static GtkWidget *
find_by_type (GtkWidget  *widget,
              const char *type_name)
{
  if (!gtk_widget_is_drawable (widget))
    return NULL;
  if (g_str_equal (G_OBJECT_TYPE_NAME (widget), type_name))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_by_type (child, type_name);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A click as the check button's own gesture takes it (press, release). */
static void
click_check (GtkWidget *check)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (check);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_CLICK (controller))
        {
          g_signal_emit_by_name (controller, "pressed", 1, 5.0, 5.0);
          g_signal_emit_by_name (controller, "released", 1, 5.0, 5.0);
          gui_test_pump ();
          return;
        }
    }
  g_error ("the check button has no click gesture");
}

/* The turn from @before to @after_turn had a scoring (its toast) that moves
 * a marker or returns a figure. */
static gboolean
scoring_leaves_work (const CarcState *before,
                     const CarcState *after_turn,
                     gpointer         data)
{
  gboolean work = carc_state_get_n_returns (after_turn) > carc_state_get_n_returns (before);

  for (guint s = carc_state_get_n_scorings (before); s < carc_state_get_n_scorings (after_turn); s++)
    work |= carc_state_get_scorings (after_turn)[s].points != 0;
  return work && carc_state_get_n_scorings (after_turn) > carc_state_get_n_scorings (before);
}

/* With @after's tile just placed, a figure (or a pass) that ends the turn
 * with a scoring that leaves something to do at the table: a score marker
 * that moves or a figure that goes back (what the "At the Table" strip
 * lists). The figure event goes to @data. */
static gboolean
leaves_table_work (const CarcState *before,
                   const CarcState *after,
                   gpointer         data)
{
  return gui_test_find_turn_end (before, after, scoring_leaves_work, NULL, data);
}

/* After a scoring the checklist has its own strip: it covers neither the
 * picker nor the toast nor the board; ticking a box leaves Enter to the
 * turn. */
static void
test_at_the_table (void)
{
  static const struct { int width, height; } sizes[] = { { 1280, 800 }, { 360, 720 } };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      CarcWindow *window = gui_test_start_game (app, "base", 2, sizes[i].width, sizes[i].height);
      CarcPlayPage *page = gui_test_play_page (window);
      GtkWidget *report = carc_play_page_get_turn_report (page);
      g_autoptr(CarcRandomPlayer) player = carc_random_player_new (9);
      GtkWidget *check, *toast;
      CarcEvent event, tile, figure;
      guint n_events;
      g_autofree char *name = NULL;

      /* Some turns of a random game, then the first turn that leaves
       * something to do at the table, found with the engine: a random game
       * need not score before its end (with some seeds no feature holding
       * a figure is completed until the final scoring). */
      while (carc_state_get_n_tiles (gui_test_state_of (window)) < 10
             || carc_state_get_phase (gui_test_state_of (window)) != CARC_PHASE_TILE
             || !gui_test_find_tile_move (gui_test_state_of (window), FALSE, leaves_table_work, &figure, &tile))
        {
          g_assert_true (carc_random_player_next (player, gui_test_state_of (window), &event));
          g_assert_true (carc_game_session_apply (gui_test_session_of (window), &event, NULL));
          gui_test_pump ();
        }
      g_test_message ("a turn for the table after %u tiles", carc_state_get_n_tiles (gui_test_state_of (window)));
      g_assert_true (carc_game_session_apply (gui_test_session_of (window), &tile, NULL));
      gui_test_pump ();
      g_assert_true (carc_game_session_apply (gui_test_session_of (window), &figure, NULL));
      gui_test_pump ();
      g_assert_cmpint (carc_state_get_phase (gui_test_state_of (window)), ==, CARC_PHASE_TILE);
      g_assert_true (gtk_widget_get_visible (report));
      gui_test_settle ();
      g_assert_true (gtk_widget_is_drawable (report));
      g_assert_false (overlaps (report, page_child (window, "board_toasts"), GTK_WIDGET (window)));
      g_assert_false (overlaps (report, GTK_WIDGET (gui_test_board_of (window)), GTK_WIDGET (window)));
      g_assert_false (overlaps (report, page_child (window, "turn_stack"), GTK_WIDGET (window)));

      toast = find_by_type (page_child (window, "board_toasts"), "AdwToastWidget");
      g_assert_nonnull (toast);   /* the scoring's toast is up */
      gui_test_act (GTK_WIDGET (page), "play.pick", NULL);
      gui_test_settle ();
      g_assert_true (gtk_widget_is_drawable (report));
      g_assert_false (overlaps (report, page_child (window, "picker_revealer"), GTK_WIDGET (window)));
      /* where the toast and the picker meet, a click reaches the picker */
      {
        GtkWidget *picker = page_child (window, "picker_revealer");
        graphene_rect_t rt, rp, both;
        GtkWidget *hit;

        g_assert_true (gtk_widget_compute_bounds (toast, GTK_WIDGET (window), &rt));
        g_assert_true (gtk_widget_compute_bounds (picker, GTK_WIDGET (window), &rp));
        if (graphene_rect_intersection (&rt, &rp, &both))
          {
            hit = gtk_widget_pick (GTK_WIDGET (window), both.origin.x + both.size.width / 2,
                                   both.origin.y + both.size.height / 2, GTK_PICK_DEFAULT);
            g_assert_nonnull (hit);
            g_test_message ("under the toast: %s", G_OBJECT_TYPE_NAME (hit));
            g_assert_true (hit == picker || gtk_widget_is_ancestor (hit, picker));
          }
      }
      name = g_strdup_printf ("at-the-table-picker-%d", sizes[i].width);
      shot (window, name);
      if (sizes[i].width > 400 && !adw_style_manager_get_dark (adw_style_manager_get_default ()))
        gui_test_docs_screenshot (GTK_WIDGET (window), "picker.png");
      gui_test_act (GTK_WIDGET (page), "play.close-picker", NULL);

      /* the table draws a tile; the ghost stands where it fits */
      g_assert_true (carc_random_player_next (player, gui_test_state_of (window), &tile));
      g_assert_cmpint (tile.type, ==, CARC_EVENT_TILE);
      gui_test_act (GTK_WIDGET (page), "play.choose-tile", g_variant_new_uint32 (tile.tile));
      gtk_widget_grab_focus (GTK_WIDGET (gui_test_board_of (window)));
      g_assert_true (carc_play_page_get_ghost (page, NULL, NULL, NULL, NULL) == (int) tile.tile);

      /* tick the first box, then Enter: the tile is placed */
      check = gtk_widget_get_first_child (gtk_widget_get_last_child (report));
      g_assert_true (GTK_IS_CHECK_BUTTON (check));
      click_check (check);
      g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (check)));
      n_events = carc_game_get_n_events (carc_game_session_get_game (gui_test_session_of (window)));
      g_assert_true (gui_test_press_key (GTK_WIDGET (gtk_root_get_focus (GTK_ROOT (window))), GDK_KEY_Return, 0));
      g_assert_cmpuint (carc_game_get_n_events (carc_game_session_get_game (gui_test_session_of (window))), ==, n_events + 1);

      gtk_window_destroy (GTK_WINDOW (window));
    }
}

/* ---- the play screen at 360 px ---- */

/* The sheep prompt: the shepherd just placed stays clear of it, its flock
 * size is on the board, and the prompt's icon is one the app ships or the
 * icon theme has (and not Adwaita's "?" in a diamond, which reads as the
 * missing-glyph box). */
static void
check_sheep_prompt (CarcWindow *window)
{
  const CarcState *state = gui_test_state_of (window);
  const CarcPlacedTile *tile = &carc_state_get_tiles (state)[carc_state_get_current_tile (state)];
  GtkWidget *box = page_child (window, "prompt_box");
  GtkIconTheme *theme = gtk_icon_theme_get_for_display (gtk_widget_get_display (GTK_WIDGET (window)));
  guint icons = 0;
  char expected[16];

  g_assert_true (cell_in_view (gui_test_board_of (window), tile->x, tile->y, prompt_cover (window)));

  gtk_widget_queue_draw (GTK_WIDGET (gui_test_board_of (window)));
  gui_test_settle ();
  g_snprintf (expected, sizeof expected, "%u", carc_sheep_flock_size (state, carc_sheep_pending_field (state) != CARC_NONE
                                                                                ? carc_sheep_pending_field (state)
                                                                                : tile->node0));
  g_test_message ("flock sizes on the board: %s", _carc_board_view_get_figure_badges (gui_test_board_of (window)));
  {
    g_auto(GStrv) badges = g_strsplit (_carc_board_view_get_figure_badges (gui_test_board_of (window)), " ", -1);
    g_assert_true (g_strv_contains ((const char * const *) badges, expected));
  }

  for (GtkWidget *prompt = gtk_widget_get_first_child (box); prompt != NULL;
       prompt = gtk_widget_get_next_sibling (prompt))
    {
      GtkWidget *top, *icon;

      if (!gtk_widget_get_visible (prompt))
        continue;
      top = gtk_widget_get_first_child (prompt);
      icon = gtk_widget_get_first_child (top);
      g_assert_true (GTK_IS_IMAGE (icon));
      g_test_message ("prompt icon: %s", gtk_image_get_icon_name (GTK_IMAGE (icon)));
      g_assert_true (gtk_icon_theme_has_icon (theme, gtk_image_get_icon_name (GTK_IMAGE (icon))));
      g_assert_cmpstr (gtk_image_get_icon_name (GTK_IMAGE (icon)), !=, "dialog-question-symbolic");
      icons++;
    }
  g_assert_cmpuint (icons, ==, 1);
}


/* Every button of the turn bar and the prompts lies inside the window:
 * nothing is cut off or scrolled away. */
static void
assert_inside (GtkWidget  *widget,
               GtkWidget  *window,
               const char *where)
{
  if (!gtk_widget_get_visible (widget) || !gtk_widget_get_child_visible (widget))
    return;
  if (GTK_IS_BUTTON (widget))
    {
      graphene_rect_t bounds;

      g_assert_true (gtk_widget_compute_bounds (widget, window, &bounds));
      if (bounds.origin.x < 0 || bounds.origin.x + bounds.size.width > gtk_widget_get_width (window) + 0.5
          || bounds.origin.y < 0 || bounds.origin.y + bounds.size.height > gtk_widget_get_height (window) + 0.5)
        g_error ("%s: a button (%s) is cut off at %.0f,%.0f %.0f×%.0f in a %d×%d window", where,
                 gtk_button_get_label (GTK_BUTTON (widget)) ? gtk_button_get_label (GTK_BUTTON (widget)) : "",
                 bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height,
                 gtk_widget_get_width (window), gtk_widget_get_height (window));
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    assert_inside (child, window, where);
}

/* The window must fit a phone (360 px), checked on the window itself, not
 * only in a picture: its minimum width (what made it grow to 510 px) and
 * the width it really has. Its natural width is logged: with wrapping
 * labels it is the width of their text on one line, which a window given
 * 360 px does not ask for. */
static void
assert_fits (CarcWindow *window,
             const char *lang,
             const char *step)
{
  g_autofree char *name = g_strdup_printf ("360-%s-%s", step, lang);
  int min = 0, nat = 0;

  gui_test_settle ();
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  g_test_message ("%s, %s: minimum %d, natural %d, width %d px", lang, step, min, nat,
                  gtk_widget_get_width (GTK_WIDGET (window)));
  shot (window, name);
  assert_inside (page_child (window, "turn_stack"), GTK_WIDGET (window), name);
  assert_inside (page_child (window, "prompt_box"), GTK_WIDGET (window), name);
  if (min > 360 || gtk_widget_get_width (GTK_WIDGET (window)) > 360)
    g_error ("%s, %s: the window needs %d px (it is %d px wide), more than 360",
             lang, step, min, gtk_widget_get_width (GTK_WIDGET (window)));
}

/* Every step of a turn at 360 px, in English, Czech and Slovak: the tile
 * step, the picker, the ghost with its buttons, the figure step with all
 * the figure kinds of the big box, the sheep prompt, the side panel. */
static void
test_narrow (void)
{
  static const char *langs[] = { "en", "cs", "sk" };

  for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
    {
      CarcWindow *window;
      CarcPlayPage *page;
      CarcEvent tile;
      guint places;

      gui_test_set_language (langs[l]);
      /* Czech in the dark style, the others light */
      gui_test_set_dark (g_str_equal (langs[l], "cs"));
      window = gui_test_start_game (app, "base,inns-and-cathedrals,traders-and-builders,hills-and-sheep", 4, 360, 720);
      page = gui_test_play_page (window);
      gui_test_play_some (window, 30);
      assert_fits (window, langs[l], "tile");

      gui_test_act (GTK_WIDGET (page), "play.pick", NULL);
      assert_fits (window, langs[l], "picker");
      gui_test_act (GTK_WIDGET (page), "play.close-picker", NULL);

      /* a spot's tiles: the popover no wider than the window */
      {
        GtkWidget *popover = carc_play_page_get_spot_popover (page);
        g_autofree char *name = g_strdup_printf ("table-360-spot-tiles-%s.png", langs[l]);
        int x, y, min = 0, nat = 0;

        g_assert_true (marked_spot (window, &x, &y));
        gui_test_click_cell (window, x, y);
        g_assert_true (gtk_widget_get_visible (popover));
        assert_fits (window, langs[l], "spot");
        gui_test_settle ();
        gtk_widget_measure (popover, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
        g_test_message ("%s, spot popover: minimum %d, natural %d, width %d px", langs[l], min, nat,
                        gtk_widget_get_width (popover));
        gui_test_save_screenshot (popover, name);
        if (min > 360 || gtk_widget_get_width (popover) > 360)
          g_error ("%s: the spot popover needs %d px (it is %d px wide), more than 360",
                   langs[l], min, gtk_widget_get_width (popover));
        key (window, GDK_KEY_Escape);
        g_assert_false (gtk_widget_get_visible (popover));
      }

      /* a turn whose figure step offers the most places for a follower,
       * and a field for the shepherd */
      for (places = 6; places > 1; places--)
        if (gui_test_find_tile_move (gui_test_state_of (window), FALSE, shepherd_option, GUINT_TO_POINTER (places), &tile))
          break;
      g_assert_true (gui_test_find_tile_move (gui_test_state_of (window), FALSE, shepherd_option, GUINT_TO_POINTER (places), &tile));
      g_test_message ("figure step with %u places for a follower", places);
      g_assert_cmpuint (places, >=, 3);
      gui_test_act (GTK_WIDGET (page), "play.choose-tile", g_variant_new_uint32 (tile.tile));
      assert_fits (window, langs[l], "ghost");
      g_assert_true (carc_game_session_apply (gui_test_session_of (window), &tile, NULL));
      gui_test_pump ();
      assert_fits (window, langs[l], "figure");

      gui_test_act (GTK_WIDGET (page), "play.figure-kind", g_variant_new_uint32 (CARC_FIGURE_SHEPHERD));
      {
        const CarcState *state = gui_test_state_of (window);
        CarcFigureOption options[64];
        guint n = carc_state_list_figure_options (state, options, G_N_ELEMENTS (options));

        for (guint i = 0; i < n; i++)
          if (options[i].kind == CARC_FIGURE_SHEPHERD)
            {
              gui_test_act (GTK_WIDGET (page), "play.figure",
                            g_variant_new ("(uu)", CARC_FIGURE_SHEPHERD, options[i].feature));
              break;
            }
      }
      g_assert_cmpint (carc_state_get_phase (gui_test_state_of (window)), ==, CARC_PHASE_DECISION);
      assert_fits (window, langs[l], "sheep-prompt");
      check_sheep_prompt (window);
      gui_test_act (GTK_WIDGET (page), "play.draw-for-me", NULL);
      {
        g_autoptr(CarcRandomPlayer) player = carc_random_player_new (3);
        CarcEvent event;

        while (carc_state_get_phase (gui_test_state_of (window)) == CARC_PHASE_DECISION
               && carc_random_player_next (player, gui_test_state_of (window), &event))
          g_assert_true (carc_game_session_apply (gui_test_session_of (window), &event, NULL));
        gui_test_pump ();
      }
      assert_fits (window, langs[l], "after-turn");

      gui_test_act (GTK_WIDGET (page), "play.toggle-panel", NULL);
      assert_fits (window, langs[l], "panel");
      gui_test_act (GTK_WIDGET (page), "play.toggle-panel", NULL);

      gtk_window_destroy (GTK_WINDOW (window));
    }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  gui_test_set_language ("en");
}

/* ---- preferences ---- */

/* The widget under @widget whose action is @action, or NULL. */
static GtkWidget *
find_actionable (GtkWidget  *widget,
                 const char *action)
{
  if (GTK_IS_ACTIONABLE (widget)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_actionable (child, action);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static CarcPreferencesWindow *
find_preferences (void)
{
  return (CarcPreferencesWindow *) gui_test_find_toplevel (CARC_TYPE_PREFERENCES_WINDOW, NULL, FALSE);
}

/* Preferences show where the games are (the database in use, with a button
 * for its folder) and the default assistance level, kept in GSettings. */
static void
test_preferences (void)
{
  static const char *langs[] = { "en", "cs" };

  for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
    {
      CarcWindow *window;
      CarcPreferencesWindow *prefs;
      g_autoptr(GSettings) settings = g_settings_new (APP_ID);
      g_autofree char *expected = carc_store_get_default_path ();
      g_autofree char *name = g_strdup_printf ("table-preferences-%s.png", langs[l]);
      AdwComboRow *level = NULL;
      gboolean path_shown;

      gui_test_set_language (langs[l]);
      window = gui_test_show_window (app, 800, 600);
      gui_test_act (GTK_WIDGET (window), "win.preferences", NULL);
      prefs = find_preferences ();
      g_assert_nonnull (prefs);

      /* the database the window opened, which exists */
      g_assert_cmpstr (carc_preferences_window_get_database_path (prefs), ==, expected);
      g_assert_true (g_file_test (expected, G_FILE_TEST_IS_REGULAR));
      path_shown = shows_text (GTK_WIDGET (prefs), expected);
      g_assert_true (path_shown);
      g_assert_true (gtk_widget_is_drawable (GTK_WIDGET (prefs)));
      {
        GtkWidget *open = find_actionable (GTK_WIDGET (prefs), "prefs.open-folder");
        g_assert_nonnull (open);
        g_assert_true (gtk_widget_is_drawable (open));
        g_assert_true (gtk_widget_is_sensitive (open));   /* its action is enabled */
      }

      /* the default level follows the setting both ways */
      level = ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (prefs), CARC_TYPE_PREFERENCES_WINDOW,
                                                            "assistance_row"));
      g_assert_cmpuint (adw_combo_row_get_selected (level), ==, (guint) g_settings_get_enum (settings, "assistance-level"));
      adw_combo_row_set_selected (level, 2);
      g_assert_cmpstr (g_settings_get_string (settings, "assistance-level"), ==, "coach");
      adw_combo_row_set_selected (level, 1);
      g_assert_cmpstr (g_settings_get_string (settings, "assistance-level"), ==, "scorekeeper");

      gui_test_settle ();
      gui_test_save_screenshot (GTK_WIDGET (prefs), name);
      gtk_window_destroy (GTK_WINDOW (prefs));
      gtk_window_destroy (GTK_WINDOW (window));
    }
  gui_test_set_language ("en");
}

/* ---- the shortcuts window ---- */

/* Appends every widget of @type under @widget to @found, in tree order. */
static void
collect_of_type (GtkWidget *widget,
                 GType      type,
                 GPtrArray *found)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    g_ptr_array_add (found, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_of_type (child, type, found);
}

/* A key as the shortcuts window shows it: the keypad's keys are listed as
 * their main keys, letters in lower case. */
static char *
key_name (guint           keyval,
          GdkModifierType mods)
{
  static const struct { guint keypad, main; } keypad[] = {
    { GDK_KEY_KP_Enter, GDK_KEY_Return }, { GDK_KEY_KP_Left, GDK_KEY_Left },
    { GDK_KEY_KP_Right, GDK_KEY_Right }, { GDK_KEY_KP_Up, GDK_KEY_Up },
    { GDK_KEY_KP_Down, GDK_KEY_Down }, { GDK_KEY_KP_Home, GDK_KEY_Home },
    { GDK_KEY_KP_End, GDK_KEY_End },
  };

  keyval = gdk_keyval_to_lower (keyval);
  if (keyval >= GDK_KEY_KP_0 && keyval <= GDK_KEY_KP_9)
    keyval = GDK_KEY_0 + (keyval - GDK_KEY_KP_0);
  for (guint i = 0; i < G_N_ELEMENTS (keypad); i++)
    if (keyval == keypad[i].keypad)
      keyval = keypad[i].main;
  return gtk_accelerator_name (keyval, mods);
}

/* What the window's group @group lists: "<group> <key>" for each key of
 * its lines' accelerators (a range "1...9" is each key in it) and
 * "<group> <action>" for a line that shows an action's own keys. */
static void
listed_keys (GtkWidget  *shortcut,
             const char *group,
             GHashTable *listed)
{
  g_autofree char *accelerator = NULL;
  g_autofree char *action = NULL;
  g_auto(GStrv) tokens = NULL;

  g_object_get (shortcut, "accelerator", &accelerator, "action-name", &action, NULL);
  if (action != NULL)
    g_hash_table_add (listed, g_strdup_printf ("%s %s", group, action));
  tokens = g_strsplit (accelerator != NULL ? accelerator : "", " ", 0);
  for (guint t = 0; tokens[t] != NULL; t++)
    {
      g_auto(GStrv) ends = g_strsplit (tokens[t], "...", 2);
      guint first, last;
      GdkModifierType mods, last_mods;

      if (tokens[t][0] == '\0')
        continue;
      g_assert_true (gtk_accelerator_parse (ends[0], &first, &mods));
      last = first;
      last_mods = mods;
      if (ends[1] != NULL)
        g_assert_true (gtk_accelerator_parse (ends[1], &last, &last_mods));
      g_assert_cmpuint (last, >=, first);
      for (guint k = first; k <= last; k++)
        {
          g_autofree char *name = key_name (k, mods);
          g_hash_table_add (listed, g_strdup_printf ("%s %s", group, name));
        }
    }
}

/* Where the keys of an action are listed, by the action's prefix. */
static const struct
{
  const char *prefix;
  const char *groups[3];
} key_groups[] = {
  { "app.", { "general-shortcuts" } },
  { "win.", { "general-shortcuts" } },
  { "window.", { "general-shortcuts", "editor-shortcuts" } },
  { "new-game.", { "general-shortcuts" } },
  { "play.", { "play-shortcuts", "expansion-shortcuts", "game-shortcuts" } },
  { "end.", { "game-shortcuts" } },
  { "bgstats.", { "history-shortcuts" } },
  { "history.", { "history-shortcuts" } },
  { "review.", { "history-shortcuts" } },
  { "stats.", { "history-shortcuts" } },
  { "editor.", { "editor-shortcuts" } },
};

/* Is one of @keys (key names, NULL-terminated) or @action listed in a
 * group where @action's keys belong? */
static gboolean
is_listed (GHashTable         *listed,
           const char         *action,
           const char * const *keys)
{
  for (guint p = 0; p < G_N_ELEMENTS (key_groups); p++)
    if (g_str_has_prefix (action, key_groups[p].prefix))
      for (guint g = 0; g < G_N_ELEMENTS (key_groups[p].groups) && key_groups[p].groups[g] != NULL; g++)
        {
          g_autofree char *by_action = g_strdup_printf ("%s %s", key_groups[p].groups[g], action);

          if (g_hash_table_contains (listed, by_action))
            return TRUE;
          for (guint k = 0; keys[k] != NULL; k++)
            {
              g_autofree char *by_key = g_strdup_printf ("%s %s", key_groups[p].groups[g], keys[k]);
              if (g_hash_table_contains (listed, by_key))
                return TRUE;
            }
        }
  return FALSE;
}

/* The keys bound on the screens of @window, of @dialogs (NULL-terminated:
 * windows of their own with keys, like the custom-tile editor) and the
 * application's accelerators, as "<action>[ <target>]" → key names
 * (GPtrArray). Only our own actions count (those of key_groups[]), not
 * the toolkit's. */
static GHashTable *
bound_keys (CarcWindow        *window,
            GtkWidget * const *dialogs)
{
  GHashTable *bound = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) g_ptr_array_unref);
  g_autoptr(GPtrArray) widgets = g_ptr_array_new ();
  g_auto(GStrv) actions = gtk_application_list_action_descriptions (GTK_APPLICATION (app));

  collect_of_type (GTK_WIDGET (window), GTK_TYPE_WIDGET, widgets);
  for (guint d = 0; dialogs != NULL && dialogs[d] != NULL; d++)
    collect_of_type (dialogs[d], GTK_TYPE_WIDGET, widgets);
  for (guint w = 0; w < widgets->len; w++)
    {
      g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (g_ptr_array_index (widgets, w));

      for (guint c = 0; c < g_list_model_get_n_items (controllers); c++)
        {
          g_autoptr(GObject) controller = g_list_model_get_item (controllers, c);

          if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
            continue;
          for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (controller)); i++)
            {
              g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), i);
              GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);
              GtkShortcutAction *action = gtk_shortcut_get_action (shortcut);
              GVariant *args = gtk_shortcut_get_arguments (shortcut);
              g_autofree char *target = args != NULL ? g_variant_print (args, FALSE) : NULL;
              g_autofree char *id = NULL;
              gboolean ours = FALSE;
              GPtrArray *keys;

              if (!GTK_IS_KEYVAL_TRIGGER (trigger) || !GTK_IS_NAMED_ACTION (action))
                continue;
              for (guint p = 0; p < G_N_ELEMENTS (key_groups); p++)
                ours |= g_str_has_prefix (gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)),
                                          key_groups[p].prefix);
              if (!ours)
                continue;
              id = g_strjoin (" ", gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)), target, NULL);
              keys = g_hash_table_lookup (bound, id);
              if (keys == NULL)
                {
                  keys = g_ptr_array_new_null_terminated (4, g_free, TRUE);
                  g_hash_table_insert (bound, g_strdup (id), keys);
                }
              g_ptr_array_add (keys, key_name (gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)),
                                               gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger))));
            }
        }
    }
  for (guint a = 0; actions[a] != NULL; a++)
    {
      g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), actions[a]);
      GPtrArray *keys = g_ptr_array_new_null_terminated (4, g_free, TRUE);

      for (guint k = 0; accels[k] != NULL; k++)
        {
          guint keyval;
          GdkModifierType mods;

          g_assert_true (gtk_accelerator_parse (accels[k], &keyval, &mods));
          g_ptr_array_add (keys, key_name (keyval, mods));
        }
      g_hash_table_insert (bound, g_strdup (actions[a]), keys);
    }
  return bound;
}

/* The page switcher of the shortcuts window (GTK's own circular buttons)
 * has its labels report a negative width ("GtkLabel … reported min width
 * -3"): a toolkit warning about a toolkit widget, left out so that the
 * window can be shown. Every other message goes on as usual (and is fatal
 * as gtk_test_init() makes it). */
static GLogWriterOutput
log_writer (GLogLevelFlags   log_level,
            const GLogField *fields,
            gsize            n_fields,
            gpointer         user_data)
{
  const char *domain = NULL, *message = NULL;

  for (gsize i = 0; i < n_fields; i++)
    if (g_strcmp0 (fields[i].key, "GLIB_DOMAIN") == 0 && fields[i].length < 0)
      domain = fields[i].value;
    else if (g_strcmp0 (fields[i].key, "MESSAGE") == 0 && fields[i].length < 0)
      message = fields[i].value;
  if ((log_level & G_LOG_LEVEL_WARNING) && g_strcmp0 (domain, "Gtk") == 0 && message != NULL
      && g_str_has_prefix (message, "GtkLabel ") && strstr (message, ") reported min width -") != NULL)
    return G_LOG_WRITER_HANDLED;
  return g_log_writer_default (log_level, fields, n_fields, user_data);
}

/* The shortcuts window lists every key the screens bind, in the group of
 * its screen; the groups keep the .ui's order over pages and columns; an
 * expansion's lines line up with the core's; no page holds one group
 * alone. Screenshots of every page in
 * English and Czech, light and dark, wide and at 360 px:
 * table-shortcuts-<lang>-<style>-<width>-<page>.png. */
static void
test_shortcuts_window (void)
{
  static const char *langs[] = { "en", "cs" };
  static const int widths[] = { 1280, 360 };
  static const char *order = "general-shortcuts editor-shortcuts play-shortcuts expansion-shortcuts game-shortcuts "
                             "history-shortcuts ";

  for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
    for (guint dark = 0; dark <= 1; dark++)
      for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
        {
          CarcWindow *window;
          GtkShortcutsWindow *help;
          GtkWidget *pages;
          g_autoptr(GPtrArray) all_groups = g_ptr_array_new ();
          g_autoptr(GString) groups = g_string_new (NULL);
          g_autoptr(GHashTable) listed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
          g_autoptr(GHashTable) bound = NULL;
          g_autoptr(GString) missing = g_string_new (NULL);
          GHashTableIter iter;
          gpointer action, keys;
          guint n_pages = 0;

          gui_test_set_language (langs[l]);
          gui_test_set_dark (dark);
          window = gui_test_show_window (app, widths[w], 720);
          help = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window));
          gtk_window_set_default_size (GTK_WINDOW (help), widths[w], 720);
          gui_test_act (GTK_WIDGET (window), "win.show-help-overlay", NULL);
          gui_test_settle ();
          /* the section's pages: the stack around its groups */
          collect_of_type (GTK_WIDGET (help), GTK_TYPE_SHORTCUTS_GROUP, all_groups);
          g_assert_cmpuint (all_groups->len, >, 0);
          pages = gtk_widget_get_ancestor (g_ptr_array_index (all_groups, 0), GTK_TYPE_STACK);
          g_assert_nonnull (pages);

          for (GtkWidget *page = gtk_widget_get_first_child (pages); page != NULL;
               page = gtk_widget_get_next_sibling (page))
            {
              g_autofree char *name = g_strdup_printf ("table-shortcuts-%s-%s-%d-%u.png", langs[l],
                                                       dark ? "dark" : "light", widths[w], ++n_pages);
              g_autoptr(GPtrArray) page_groups = g_ptr_array_new ();

              gtk_stack_set_visible_child (GTK_STACK (pages), page);
              gui_test_settle ();
              gui_test_save_screenshot (GTK_WIDGET (help), name);

              collect_of_type (page, GTK_TYPE_SHORTCUTS_GROUP, page_groups);
              /* no page of one group alone (the editor's three keys were) */
              if (page_groups->len < 2)
                g_error ("%s %d px: page %u holds only the group %s", langs[l], widths[w], n_pages,
                         page_groups->len > 0 ? gtk_widget_get_name (g_ptr_array_index (page_groups, 0)) : "(none)");
              for (guint g = 0; g < page_groups->len; g++)
                {
                  GtkWidget *group = g_ptr_array_index (page_groups, g);
                  g_autoptr(GPtrArray) lines = g_ptr_array_new ();
                  double title_x = -1;

                  g_string_append_printf (groups, "%s ", gtk_widget_get_name (group));
                  collect_of_type (group, GTK_TYPE_SHORTCUTS_SHORTCUT, lines);
                  for (guint i = 0; i < lines->len; i++)
                    {
                      GtkWidget *line = g_ptr_array_index (lines, i);
                      g_autoptr(GPtrArray) labels = g_ptr_array_new ();
                      g_autofree char *text = NULL;
                      GtkWidget *title = NULL;
                      graphene_point_t at;

                      listed_keys (line, gtk_widget_get_name (group), listed);
                      g_object_get (line, "title", &text, NULL);
                      collect_of_type (line, GTK_TYPE_LABEL, labels);
                      for (guint k = 0; k < labels->len && title == NULL; k++)
                        if (g_strcmp0 (gtk_label_get_label (g_ptr_array_index (labels, k)), text) == 0)
                          title = g_ptr_array_index (labels, k);
                      g_assert_nonnull (title);
                      /* the titles of a group start at one x */
                      g_assert_true (gtk_widget_compute_point (title, group, &GRAPHENE_POINT_INIT (0, 0), &at));
                      if (title_x < 0)
                        title_x = at.x;
                      if (fabs (at.x - title_x) > 0.5)
                        g_error ("%s %s: the title of line %u starts at x = %.0f, the first line's at %.0f",
                                 langs[l], gtk_widget_get_name (group), i, at.x, title_x);
                    }
                }
            }
          g_test_message ("%s %s %d px: %u pages, %d × %d px; groups: %s", langs[l], dark ? "dark" : "light",
                          widths[w], n_pages, gtk_widget_get_width (GTK_WIDGET (help)),
                          gtk_widget_get_height (GTK_WIDGET (help)), groups->str);
          g_assert_cmpstr (groups->str, ==, order);
          /* pages no taller than the window asked for: columns of a few lines */
          g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (help)), <=, 720);

          {
            /* the custom-tile editor and "Log in BG Stats" are windows of
             * their own: their keys too */
            GtkWidget *dialogs[] = {
              carc_custom_tile_editor_new (GTK_WINDOW (window), carc_catalogue_get_default (NULL), TRUE),
              g_object_new (CARC_TYPE_BGSTATS_DIALOG, NULL),
              NULL
            };
            bound = bound_keys (window, (GtkWidget * const *) dialogs);
            gtk_window_destroy (GTK_WINDOW (dialogs[0]));
            gtk_window_destroy (GTK_WINDOW (dialogs[1]));
          }
          g_hash_table_iter_init (&iter, bound);
          while (g_hash_table_iter_next (&iter, &action, &keys))
            {
              const char * const *names = (const char * const *) ((GPtrArray *) keys)->pdata;

              if (((GPtrArray *) keys)->len > 0 && !is_listed (listed, action, names))
                g_string_append_printf (missing, "%s (%s); ", (char *) action, names[0]);
            }
          if (missing->len > 0)
            g_error ("%s: keys not in the shortcuts window: %s", langs[l], missing->str);

          /* the window's search finds the expansions' lines, added after
           * the window was built (their group's first and last) */
          {
            g_autoptr(GPtrArray) entries = g_ptr_array_new ();
            g_autoptr(GPtrArray) items = g_ptr_array_new ();
            g_autoptr(GPtrArray) play_lines = g_ptr_array_new ();
            GtkWidget *play = NULL;

            for (guint g = 0; g < all_groups->len; g++)
              if (g_str_equal (gtk_widget_get_name (g_ptr_array_index (all_groups, g)), "expansion-shortcuts"))
                play = g_ptr_array_index (all_groups, g);
            g_assert_nonnull (play);
            collect_of_type (play, GTK_TYPE_SHORTCUTS_SHORTCUT, play_lines);
            collect_of_type (GTK_WIDGET (help), GTK_TYPE_SEARCH_ENTRY, entries);
            g_assert_cmpuint (entries->len, ==, 1);
            collect_of_type (GTK_WIDGET (help), GTK_TYPE_SHORTCUTS_SHORTCUT, items);
            for (guint q = 0; q < 2; q++)
              {
                g_autofree char *title = NULL;
                guint found = 0;

                g_object_get (g_ptr_array_index (play_lines, q == 0 ? 0 : play_lines->len - 1),
                              "title", &title, NULL);
                g_assert_nonnull (title);
                gtk_editable_set_text (GTK_EDITABLE (g_ptr_array_index (entries, 0)), title);
                gui_test_settle ();
                /* the search's own lines lie outside the section */
                for (guint i = 0; i < items->len; i++)
                  {
                    GtkWidget *item = g_ptr_array_index (items, i);
                    g_autofree char *item_title = NULL;

                    g_object_get (item, "title", &item_title, NULL);
                    if (gtk_widget_get_ancestor (item, GTK_TYPE_SHORTCUTS_SECTION) == NULL
                        && gtk_widget_get_visible (item) && g_strcmp0 (item_title, title) == 0)
                      found++;
                  }
                g_test_message ("search for '%s': %u lines", title, found);
                if (found != 1)
                  g_error ("%s: the search for '%s' finds %u lines", langs[l], title, found);
              }
            if (l == 0 && dark == 0 && w == 0)
              gui_test_save_screenshot (GTK_WIDGET (help), "table-shortcuts-search.png");
          }

          gtk_window_destroy (GTK_WINDOW (help));
          gtk_window_destroy (GTK_WINDOW (window));
        }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  gui_test_set_language ("en");
}

int
main (int   argc,
      char *argv[])
{
  int ret;

  g_log_set_writer_func (log_writer, NULL, NULL);
  if (!gui_test_init (&argc, &argv, "table", TRUE, &app))
    return 0;

  g_test_add_func ("/table/river-spots", test_river_spots);
  g_test_add_func ("/table/spot-first", test_spot_first);
  g_test_add_func ("/table/spot-tiles-shots", test_spot_tiles_shots);
  g_test_add_func ("/table/spot-numbers", test_spot_numbers);
  g_test_add_func ("/table/number-keys-stable", test_number_keys_stable);
  g_test_add_func ("/table/narrow", test_narrow);
  g_test_add_func ("/table/board-follows", test_board_follows);
  g_test_add_func ("/table/at-the-table", test_at_the_table);
  g_test_add_func ("/table/preferences", test_preferences);
  g_test_add_func ("/table/shortcuts-window", test_shortcuts_window);

  ret = g_test_run ();

  g_clear_object (&app);
  return ret;
}
