/* test-table-records.c: what the table reads and does, through the real window
 *
 * Tiles named in words (the picker, its title, the log with a drawing of
 * each tile, the correction banner) and the search's edge letters.
 * Screenshots go to <builddir>/tests/gui/screenshots/table-records-*.png.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <string.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "carc-application.h"
#include "carc-error-format.h"
#include "carc-format.h"
#include "carc-board-view-private.h"
#include "carc-history-page.h"
#include "carc-log-section.h"
#include "carc-random.h"
#include "carc-record.h"
#include "carc-review-page.h"
#include "carc-scores-section.h"
#include "carc-bgstats.h"
#include "carc-share.h"
#include "carc-start-page.h"
#include "carc-new-game-page.h"
#include "carc-play-page.h"
#include "carc-store.h"
#include "carc-tile-names.h"
#include "carc-tile-picker.h"
#include "carc-window-private.h"
#include "gui-test-util.h"

static CarcApplication *app;

/* ---- helpers ---- */

static guint
tile_type (const char *id)
{
  int type = carc_catalogue_lookup (carc_catalogue_get_default (NULL), id);

  g_assert_cmpint (type, >=, 0);
  return (guint) type;
}

static void
shot (CarcWindow *window,
      const char *name)
{
  g_autofree char *file = g_strdup_printf ("table-records-%s.png", name);
  g_autofree char *path = gui_test_screenshot_path (file);

  gui_test_settle ();
  gui_test_save_png (GTK_WIDGET (window), path);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
}

/* The first descendant of @widget of @type with @css_class (NULL: any);
 * with @count, how many there are. */
static GtkWidget *
find_descendant (GtkWidget  *widget,
                 GType       type,
                 const char *css_class,
                 guint      *count)
{
  GtkWidget *found = NULL;

  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type) && (css_class == NULL || gtk_widget_has_css_class (widget, css_class)))
    {
      found = widget;
      if (count != NULL)
        (*count)++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *w = find_descendant (child, type, css_class, count);
      if (found == NULL)
        found = w;
    }
  return found;
}

/* Every label text under @widget, joined by newlines. */
static void
collect_labels (GtkWidget *widget,
                GString   *out)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget))
    g_string_append_printf (out, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    collect_labels (child, out);
}

/* ---- tests ---- */

/* Item: words where people need words. */
static void
test_tile_words (void)
{
  CarcWindow *window = gui_test_show_window (app, 1280, 800);
  g_autoptr(CarcSetup) setup = gui_test_make_setup ("base", 3);
  CarcPlayPage *page;
  CarcLogSection *log;
  CarcTilePicker *picker;
  GtkLabel *picker_title, *banner;
  CarcEvent event;
  g_autoptr(GString) captions = g_string_new (NULL);
  guint n_pictures = 0;

  g_assert_nonnull (_carc_window_start_game (window, setup, NULL));
  page = gui_test_play_page (window);
  log = CARC_LOG_SECTION (carc_play_page_get_log (page));
  picker = CARC_TILE_PICKER (carc_play_page_get_picker (page));

  /* Anna closes the start tile's city with a cap, north of the start; Ben
   * puts a straight road west of her cap. */
  event = carc_event_tile (tile_type ("BA/C"), 0, -1, 2);
  gui_test_apply (window, &event);
  event = carc_event_simple (CARC_EVENT_PASS, 0);
  gui_test_apply (window, &event);
  event = carc_event_tile (tile_type ("BA/RFr"), -1, -1, 0);
  if (!carc_state_check_placement (gui_test_state_of (window), event.tile, event.x, event.y, 0, NULL))
    event.rotation = 1;
  gui_test_apply (window, &event);
  event = carc_event_simple (CARC_EVENT_PASS, 0);
  gui_test_apply (window, &event);

  for (guint i = 0; i < carc_log_section_get_n_lines (log); i++)
    {
      const char *line = carc_log_section_get_line (log, i);
      g_test_message ("log: %s", line);
      g_assert_null (strstr (line, "BA/"));
    }
  g_assert_cmpstr (carc_log_section_get_line (log, 0), ==, "Anna: city cap — north of the start, turned 180°");
  g_assert_nonnull (strstr (carc_log_section_get_line (log, 2), "Ben: straight road — west of Anna’s city cap"));
  /* a drawing of each placed tile in its row */
  find_descendant (GTK_WIDGET (log), GTK_TYPE_PICTURE, "log-tile", &n_pictures);
  g_assert_cmpuint (n_pictures, ==, 2);

  /* The picker at a spot: its title says where, its tiles say what. */
  g_signal_emit_by_name (carc_play_page_get_board (page), "spot-activated", 1, -1);
  gui_test_pump ();
  /* the spot's popover first; its "Pick Tile" is the picker for the spot */
  g_assert_true (gtk_widget_get_visible (carc_play_page_get_spot_popover (page)));
  g_signal_emit_by_name (carc_play_page_get_spot_popover (page), "pick-tile");
  gui_test_pump ();
  picker_title = GTK_LABEL (gtk_widget_get_template_child (GTK_WIDGET (page), CARC_TYPE_PLAY_PAGE, "picker_title"));
  g_test_message ("picker title: %s", gtk_label_get_text (picker_title));
  g_assert_cmpstr (gtk_label_get_text (picker_title), ==, "Tiles That Fit east of Anna’s city cap");
  g_assert_cmpuint (carc_tile_picker_get_n_shown (picker), >, 0);
  collect_labels (GTK_WIDGET (picker), captions);
  g_test_message ("picker labels: %s", captions->str);
  g_assert_null (strstr (captions->str, "BA/"));
  g_assert_nonnull (strstr (captions->str, "×"));
  shot (window, "picker-words");

  /* Two caps are counted, not listed twice, and where they lie tells
   * the two base tiles apart. */
  {
    g_autofree char *caps = carc_tile_describe (carc_catalogue_get_type (carc_catalogue_get_default (NULL),
                                                                         tile_type ("BA/CC.2")));
    g_assert_cmpstr (caps, ==, "Two adjacent city caps");
  }

  /* Searching by words and by edge letters. */
  carc_tile_picker_set_filter (picker, "monastery");
  g_assert_cmpuint (carc_tile_picker_get_n_shown (picker), >, 0);
  g_assert_cmpuint (carc_tile_picker_get_n_shown (picker), <, 4);
  carc_tile_picker_set_filter (picker, "crfr");
  for (guint i = 0; i < carc_tile_picker_get_n_shown (picker); i++)
    {
      char edges[5];
      g_autofree char *ring = NULL;

      carc_tile_type_edge_letters (carc_catalogue_get_type (carc_catalogue_get_default (NULL),
                                                            carc_tile_picker_get_shown (picker, i)), 0, edges);
      ring = g_strconcat (edges, edges, NULL);
      g_assert_nonnull (strstr (ring, "CRFR"));
    }
  g_assert_cmpuint (carc_tile_picker_get_n_shown (picker), >, 0);
  gui_test_act (GTK_WIDGET (page), "play.close-picker", NULL);

  /* The correction banner says what the entry was, in words. */
  gui_test_act (GTK_WIDGET (page), "play.correct", g_variant_new_uint32 (0));
  banner = GTK_LABEL (gtk_widget_get_template_child (GTK_WIDGET (page), CARC_TYPE_PLAY_PAGE, "correction_label"));
  g_test_message ("banner: %s", gtk_label_get_text (banner));
  g_assert_nonnull (strstr (gtk_label_get_text (banner), "city cap — north of the start"));
  g_assert_null (strstr (gtk_label_get_text (banner), "BA/"));
  shot (window, "correction-words");
  gui_test_act (GTK_WIDGET (page), "play.cancel-correction", NULL);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Where @widget lies in @window now (after a frame). */
static double
y_in_window (CarcWindow *window,
             GtkWidget  *widget)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (window), &bounds));
  return bounds.origin.y;
}

static void
settle (CarcWindow *window)
{
  gui_test_settle ();
  gtk_widget_queue_draw (GTK_WIDGET (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  gui_test_pump ();
}

/* Item: switching a set on moves nothing under the pointer; Start waits
 * for a valid set-up and says why. */
static void
test_new_game_layout (void)
{
  static const char *sets[] = { "base", "inns-and-cathedrals", "traders-and-builders", "hills-and-sheep", "river" };
  CarcWindow *window = gui_test_show_window (app, 1280, 800);
  CarcNewGamePage *page;
  GtkWidget *start_button, *sets_group, *variants_group;
  g_autoptr(CarcSetup) empty = carc_setup_new ();
  double rows_y[G_N_ELEMENTS (sets)], variants_y;

  g_assert_true (carc_setup_add_set (empty, carc_catalogue_get_default (NULL), "base", NULL));
  gui_test_act (GTK_WIDGET (window), "win.new-game", NULL);
  page = CARC_NEW_GAME_PAGE (_carc_window_get_page (window, "new-game"));
  carc_new_game_page_set_setup (page, empty);
  start_button = (GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (page), CARC_TYPE_NEW_GAME_PAGE, "start_button");
  sets_group = (GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (page), CARC_TYPE_NEW_GAME_PAGE, "sets_group");
  variants_group = (GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (page), CARC_TYPE_NEW_GAME_PAGE, "variants_group");

  /* Nobody ticked: Start is off, and the engine's reason is shown, in
   * the words of carc-error-format.c (the game's own player limits). */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(CarcSetup) none = carc_new_game_page_build_setup (page, &error);
    g_autofree char *reason = NULL;
    CarcErrorScene scene = { .setup = empty, .catalogue = carc_catalogue_get_default (NULL), .own_from = G_MAXUINT };

    g_assert_null (none);
    reason = carc_error_format (error, &scene);
    g_test_message ("reason: %s", carc_new_game_page_get_start_reason (page));
    g_assert_cmpstr (carc_new_game_page_get_start_reason (page), ==, reason);
  }
  g_assert_false (gtk_widget_get_sensitive (start_button));
  gtk_widget_activate_action (GTK_WIDGET (page), "new-game.start", NULL);
  gui_test_pump ();
  g_assert_cmpstr (_carc_window_get_page_name (window), ==, "new-game");
  settle (window);
  shot (window, "new-game-invalid");

  /* Switching each set on in turn, down the column: the rows below it stay put. */
  settle (window);
  for (guint i = 0; i < G_N_ELEMENTS (sets); i++)
    {
      GtkWidget *row = NULL;

      for (GtkWidget *w = find_descendant (sets_group, ADW_TYPE_ACTION_ROW, "tile-set-row", NULL); w != NULL;
           w = gtk_widget_get_next_sibling (w))
        if (g_strcmp0 (gtk_widget_get_name (w), sets[i]) == 0)
          row = w;
      g_assert_nonnull (row);
      rows_y[i] = y_in_window (window, row);
    }
  variants_y = y_in_window (window, variants_group);
  for (guint i = 1; i < G_N_ELEMENTS (sets); i++)
    {
      carc_new_game_page_set_set_enabled (page, sets[i], TRUE);
      settle (window);
      for (guint j = 0; j < G_N_ELEMENTS (sets); j++)
        {
          GtkWidget *row = NULL;

          for (GtkWidget *w = find_descendant (sets_group, ADW_TYPE_ACTION_ROW, "tile-set-row", NULL); w != NULL;
               w = gtk_widget_get_next_sibling (w))
            if (g_strcmp0 (gtk_widget_get_name (w), sets[j]) == 0)
              row = w;
          g_assert_cmpfloat_with_epsilon (y_in_window (window, row), rows_y[j], 0.5);
        }
      g_assert_cmpfloat_with_epsilon (y_in_window (window, variants_group), variants_y, 0.5);
    }

  /* Players ticked: Start is offered. */
  g_assert_true (carc_new_game_page_add_player (page, "Hana"));
  g_assert_true (carc_new_game_page_add_player (page, "Ivo"));
  g_assert_true (gtk_widget_get_sensitive (start_button));
  g_test_message ("ready: %s", carc_new_game_page_get_start_reason (page));
  g_assert_null (strstr (carc_new_game_page_get_start_reason (page), "players"));
  settle (window);
  shot (window, "new-game-valid");
  {
    GtkWidget *scrolled = find_descendant (GTK_WIDGET (page), GTK_TYPE_SCROLLED_WINDOW, NULL, NULL);
    GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));

    gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj));
    settle (window);
    shot (window, "new-game-options");
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Item: an imported unfinished game never displaces the family's; every
 * unfinished game is listed, newest played first, with when it was played;
 * history rows continue unfinished games. */
static void
test_resume_and_import (void)
{
  CarcWindow *window = gui_test_show_window (app, 1280, 800);
  g_autoptr(CarcSetup) family = gui_test_make_setup ("base", 2);
  CarcCatalogue *catalogue = carc_catalogue_get_default (NULL);
  CarcStore *store = _carc_window_get_store (window);
  CarcStartPage *start;
  CarcHistoryPage *history;
  g_autofree char *family_id = NULL;
  g_autofree char *imported_id = NULL;
  g_autofree char *old_date = NULL;
  g_autofree char *path = NULL;
  gint64 played = (gint64) 1577880000 * G_USEC_PER_SEC;   /* 1 Jan 2020, 12:00 UTC */
  guint n;
  CarcEvent event;

  g_assert_nonnull (store);

  /* The family's game, played now. */
  g_assert_nonnull (_carc_window_start_game (window, family, NULL));
  family_id = g_strdup (carc_game_get_id (carc_game_session_get_game (gui_test_session_of (window))));
  event = carc_event_tile (tile_type ("BA/C"), 0, -1, 2);
  gui_test_apply (window, &event);

  /* A game from 2020, imported afterwards (so stored last). */
  {
    g_autoptr(GError) error = NULL;
    CarcSetup *setup = carc_setup_new ();
    CarcGame *game;
    g_autofree char *json = NULL;
    CarcStoreImport *import;

    g_assert_true (carc_setup_add_set (setup, catalogue, "base", NULL));
    carc_setup_add_player (setup, "Jana", NULL);
    carc_setup_add_player (setup, "Emil", NULL);
    game = carc_game_new (catalogue, setup, &error);
    g_assert_no_error (error);
    carc_game_set_created (game, played - 60 * G_USEC_PER_SEC);
    event = carc_event_tile (tile_type ("BA/C"), 0, -1, 2);
    event.time = played;
    g_assert_true (carc_game_append (game, &event, &error));
    imported_id = g_strdup (carc_game_get_id (game));
    json = carc_record_to_json (game);
    carc_game_free (game);
    path = g_build_filename (g_get_tmp_dir (), "carc-test-table-import.json", NULL);
    g_assert_true (g_file_set_contents (path, json, -1, &error));
    import = carc_store_import_file (store, path, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (import->imported, ==, 1);
    carc_store_import_free (import);
    g_unlink (path);
  }
  old_date = carc_format_date_time (played);

  /* The start page lists both, the family's first, each with when it was played. */
  gui_test_act (GTK_WIDGET (window), "win.show-start", NULL);
  start = CARC_START_PAGE (_carc_window_get_page (window, "start"));
  /* (with the unfinished game of the first test, played in between) */
  n = carc_start_page_get_n_unfinished (start);
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpstr (carc_start_page_get_unfinished_id (start, 0), ==, family_id);
  g_assert_cmpstr (carc_start_page_get_unfinished_id (start, n - 1), ==, imported_id);
  g_test_message ("imported: %s", carc_start_page_get_unfinished_subtitle (start, n - 1));
  /* when it was last played, and which game: rows of the same players
   * differ (issue 22, item 14) */
  {
    g_autofree char *expected = g_strdup_printf ("Last played %s · Base game · ", old_date);

    g_assert_true (g_str_has_prefix (carc_start_page_get_unfinished_subtitle (start, n - 1), expected));
  }
  /* no more than are shown: no row to all of them */
  g_assert_null (carc_start_page_get_all_unfinished (start));
  shot (window, "start-unfinished");

  /* Continue means the family's game. */
  gui_test_act (GTK_WIDGET (window), "win.continue-game", NULL);
  g_assert_cmpstr (_carc_window_get_page_name (window), ==, "play");
  g_assert_cmpstr (carc_game_get_id (carc_game_session_get_game (gui_test_session_of (window))), ==, family_id);

  /* The history offers Continue on the imported game's row. */
  gui_test_act (GTK_WIDGET (window), "win.show-history", NULL);
  history = CARC_HISTORY_PAGE (_carc_window_get_page (window, "history"));
  carc_history_page_reload (history);
  /* the list makes its rows as it is laid out */
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  {
    GtkWidget *row = carc_history_page_get_row (history, imported_id);
    GtkWidget *resume;

    g_assert_nonnull (row);
    resume = find_descendant (row, GTK_TYPE_BUTTON, "continue-game", NULL);
    g_assert_nonnull (resume);
    shot (window, "history-continue");
    g_signal_emit_by_name (resume, "clicked");
    gui_test_pump ();
  }
  g_assert_cmpstr (_carc_window_get_page_name (window), ==, "play");
  g_assert_cmpstr (carc_game_get_id (carc_game_session_get_game (gui_test_session_of (window))), ==, imported_id);

  gtk_window_destroy (GTK_WINDOW (window));
}

static char *
labels_of (GtkWidget *widget)
{
  GString *text = g_string_new (NULL);

  collect_labels (widget, text);
  return g_string_free (text, FALSE);
}

/* Item: corrections show one moment everywhere, say what to do on the
 * table, and a forgotten turn can be entered afterwards. */
static void
test_corrections (void)
{
  CarcWindow *window = gui_test_show_window (app, 1280, 800);
  g_autoptr(CarcSetup) setup = gui_test_make_setup ("base", 2);
  CarcCatalogue *catalogue = carc_catalogue_get_default (NULL);
  CarcPlayPage *page;
  GtkWidget *scores;
  const CarcTileType *cap = carc_catalogue_get_type (catalogue, tile_type ("BA/C"));
  guint city = G_MAXUINT, rotation;
  const char *changes;
  CarcEvent event;
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (_carc_window_start_game (window, setup, NULL));
  page = gui_test_play_page (window);
  scores = find_descendant (GTK_WIDGET (page), CARC_TYPE_SCORES_SECTION, NULL, NULL);
  g_assert_nonnull (scores);

  /* Anna laid the cap north of the start and put a knight in it, but the
   * app never heard of it: Ben's straight road east of the start, with a
   * robber, went in as Anna's turn. */
  event = carc_event_tile (tile_type ("BA/RFr"), 1, 0, 0);
  gui_test_apply (window, &event);
  event = carc_event_figure (CARC_FIGURE_FOLLOWER, CARC_LOC_EDGE (CARC_EDGE_E));
  gui_test_apply (window, &event);
  g_assert_cmpuint (carc_game_event_player (carc_game_session_get_game (gui_test_session_of (window)), 0), ==, 0);

  /* The forgotten turn, entered before the road as it is played: the
   * tile, where it lies, turned, then the knight. */
  gui_test_act (GTK_WIDGET (page), "play.correct", g_variant_new_uint32 (0));
  g_assert_true (carc_play_page_is_correcting (page));
  gui_test_act (GTK_WIDGET (page), "play.insert-turn", NULL);
  gui_test_act (GTK_WIDGET (page), "play.choose-tile", g_variant_new_uint32 (tile_type ("BA/C")));
  {
    int x, y;

    /* a click on the ghost places it; on another spot it moves it there */
    carc_play_page_get_ghost (page, &x, &y, NULL, NULL);
    if (x != 0 || y != -1)
      gui_test_click_cell (window, 0, -1);
  }
  for (guint i = 0; i < 4; i++)
    {
      g_assert_cmpint (carc_play_page_get_ghost (page, NULL, NULL, &rotation, NULL), ==, (int) tile_type ("BA/C"));
      if (rotation == 2)
        break;
      gui_test_act (GTK_WIDGET (page), "play.rotate", g_variant_new_int32 (1));
    }
  gui_test_act (GTK_WIDGET (page), "play.place", NULL);
  /* still in the correction: the log waits for the whole turn */
  g_assert_true (carc_play_page_is_correcting (page));
  g_assert_cmpuint (carc_game_get_n_events (carc_game_session_get_game (gui_test_session_of (window))), ==, 2);
  shot (window, "insert-turn-figure");
  for (guint f = 0; f < cap->n_features; f++)
    if (cap->features[f].kind == CARC_FEATURE_CITY)
      city = f;
  gui_test_act (GTK_WIDGET (page), "play.figure", g_variant_new ("(uu)", (guint32) CARC_FIGURE_FOLLOWER, (guint32) city));

  g_assert_false (carc_play_page_is_correcting (page));
  g_assert_cmpuint (carc_game_get_n_events (carc_game_session_get_game (gui_test_session_of (window))), ==, 4);
  g_assert_cmpuint (carc_game_event_player (carc_game_session_get_game (gui_test_session_of (window)), 2), ==, 1);
  g_assert_cmpint (carc_state_get_players (gui_test_state_of (window))[0].score, ==, 4);

  /* What to do on the table: Anna's marker forward, the robber changes hands. */
  changes = carc_play_page_get_changes_text (page);
  g_test_message ("changes: %s", changes);
  g_assert_nonnull (strstr (changes, "Anna: 0 → 4 (+4) — move the marker forward to space 4"));
  g_assert_nonnull (strstr (changes, "Take back Anna’s follower from the road east of the start"));
  g_assert_nonnull (strstr (changes, "Put Ben’s follower on the road east of the start"));
  shot (window, "insert-turn-done");

  /* Ben's road really lay west of the start: the robber moves with it in
   * the app, but on the table it stands right already, so nothing to do. */
  gui_test_act (GTK_WIDGET (page), "play.correct", g_variant_new_uint32 (2));
  {
    CarcEvent moved = carc_event_tile (tile_type ("BA/RFr"), -1, 0, 0);
    CarcSessionChanges *moved_changes = NULL;

    g_assert_true (carc_game_session_replace_event (gui_test_session_of (window), 2, &moved, &moved_changes, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (moved_changes->take_back->len, ==, 0);
    g_assert_cmpuint (moved_changes->put_back->len, ==, 0);
    carc_session_changes_free (moved_changes);
  }
  g_assert_cmpint (carc_state_get_tiles (gui_test_state_of (window))[carc_state_get_n_tiles (gui_test_state_of (window)) - 1].x, ==, -1);

  /* Correcting the first entry shows that moment everywhere: the board,
   * the scores and the tiles left. */
  {
    g_autofree char *now = labels_of (scores);
    g_autofree char *then = NULL;
    CarcState *before = carc_game_replay_prefix (carc_game_session_get_game (gui_test_session_of (window)), 0, &error);
    g_autofree char *left = g_strdup_printf ("%u tiles left\n", carc_state_supply_count (before));

    g_assert_no_error (error);
    g_assert_nonnull (strstr (now, "space 4\n"));
    gui_test_act (GTK_WIDGET (page), "play.correct", g_variant_new_uint32 (0));
    then = labels_of (scores);
    g_test_message ("scores while correcting: %s", then);
    g_assert_null (strstr (then, "space 4\n"));
    g_assert_nonnull (strstr (then, "As they were before the entry being corrected"));
    g_assert_nonnull (strstr (then, left));
    /* the log marks the entry and dims what came after it */
    {
      guint corrected = 0, later = 0;
      GtkWidget *log = carc_play_page_get_log (page);

      find_descendant (log, GTK_TYPE_LIST_BOX_ROW, "log-corrected", &corrected);
      find_descendant (log, GTK_TYPE_LIST_BOX_ROW, "log-later", &later);
      g_assert_cmpuint (corrected, ==, 1);
      g_assert_cmpuint (later, ==, carc_log_section_get_n_lines (CARC_LOG_SECTION (log)) - 1);
    }
    shot (window, "correction-moment");
    gui_test_act (GTK_WIDGET (page), "play.cancel-correction", NULL);
    carc_state_free (before);
  }
  {
    g_autofree char *again = labels_of (scores);
    guint marked = 0;

    g_assert_nonnull (strstr (again, "space 4\n"));
    g_assert_null (strstr (again, "As they were before the entry being corrected"));
    find_descendant (carc_play_page_get_log (page), GTK_TYPE_LIST_BOX_ROW, "log-later", &marked);
    find_descendant (carc_play_page_get_log (page), GTK_TYPE_LIST_BOX_ROW, "log-corrected", &marked);
    g_assert_cmpuint (marked, ==, 0);
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Item: the board as a picture (PNG, SVG) at any moment, and a finished
 * game for BG Stats. */
static void
test_share (void)
{
  CarcWindow *window = gui_test_show_window (app, 1280, 800);
  g_autoptr(CarcSetup) setup = gui_test_make_setup ("base,inns-and-cathedrals", 3);
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (11);
  g_autoptr(GError) error = NULL;
  g_autofree char *png = gui_test_screenshot_path ("table-records-share-board.png");
  g_autofree char *svg = gui_test_screenshot_path ("table-records-share-board.svg");
  g_autofree char *bgs = gui_test_screenshot_path ("table-share.bgsplay");
  CarcPlayPage *page;
  CarcGame *game;
  CarcEvent event;
  int x0, y0, x1, y1;

  g_assert_nonnull (_carc_window_start_game (window, setup, NULL));
  page = gui_test_play_page (window);
  game = carc_game_session_get_game (gui_test_session_of (window));
  while (carc_state_get_n_tiles (gui_test_state_of (window)) < 30 && carc_random_player_next (player, gui_test_state_of (window), &event))
    gui_test_apply (window, &event);
  while (carc_state_get_phase (gui_test_state_of (window)) != CARC_PHASE_TILE
         && carc_random_player_next (player, gui_test_state_of (window), &event))
    gui_test_apply (window, &event);

  /* PNG: the whole board at 72 px a tile, the scores beside it */
  g_unlink (png);
  g_assert_true (carc_share_save_board (gui_test_state_of (window), "Turn 12 · Anna", png,
                                        carc_share_format_for_path (png), &error));
  g_assert_no_error (error);
  {
    cairo_surface_t *image = cairo_image_surface_create_from_png (png);
    const guint8 *data;
    int stride, px, py;
    guint32 start_pixel, corner_pixel;

    g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
    carc_state_get_bounds (gui_test_state_of (window), &x0, &y0, &x1, &y1);
    g_test_message ("board %d×%d tiles, picture %d×%d", x1 - x0 + 1, y1 - y0 + 1,
                    cairo_image_surface_get_width (image), cairo_image_surface_get_height (image));
    g_assert_cmpint (cairo_image_surface_get_width (image), >=, (x1 - x0 + 1) * 72 + 280);
    g_assert_cmpint (cairo_image_surface_get_height (image), >=, (y1 - y0 + 1) * 72);
    /* the start tile is drawn where it lies: not the background */
    cairo_surface_flush (image);
    data = cairo_image_surface_get_data (image);
    stride = cairo_image_surface_get_stride (image);
    px = 24 + (0 - x0) * 72 + 36;
    py = 24 + (0 - y0) * 72 + 60;
    start_pixel = *(const guint32 *) (data + py * stride + px * 4);
    corner_pixel = *(const guint32 *) (data + 2 * stride + 2 * 4);
    g_assert_cmphex (corner_pixel & 0xffffff, ==, 0xe8e6e1);
    g_assert_cmphex (start_pixel & 0xffffff, !=, 0xe8e6e1);
    cairo_surface_destroy (image);
  }

  /* SVG: the same drawing as vectors */
  g_unlink (svg);
  g_assert_true (carc_share_save_board (gui_test_state_of (window), NULL, svg, carc_share_format_for_path (svg), &error));
  g_assert_no_error (error);
  {
    g_autofree char *text = NULL;
    gsize length;

    g_assert_true (g_file_get_contents (svg, &text, &length, &error));
    g_assert_cmpuint (length, >, 10000);
    g_assert_nonnull (strstr (text, "<svg"));
    g_assert_true (g_str_has_suffix (g_strstrip (text), "</svg>"));
  }

  /* A folder that is not there: a clear error naming the file. */
  g_assert_false (carc_share_save_board (gui_test_state_of (window), NULL, "/nonexistent/board.png", CARC_SHARE_PNG, &error));
  g_assert_nonnull (error);
  g_test_message ("error: %s", error->message);
  g_assert_nonnull (strstr (error->message, "/nonexistent/board.png"));
  g_clear_error (&error);
  /* … with its control characters escaped: the message stays one line */
  g_assert_false (carc_share_save_board (gui_test_state_of (window), NULL, "/nonexistent\nfolder/\tboard.png",
                                         CARC_SHARE_PNG, &error));
  g_assert_nonnull (error);
  g_test_message ("error: %s", error->message);
  g_assert_nonnull (strstr (error->message, "/nonexistent\\nfolder/\\tboard.png"));
  g_assert_null (strchr (error->message, '\n'));
  g_assert_null (strchr (error->message, '\t'));
  g_clear_error (&error);

  /* BG Stats: only a finished game (the builder the app and the CLI share). */
  g_assert_null (carc_bgstats_play_file_json (game, NULL, &error));
  g_assert_error (error, CARC_BGSTATS_ERROR, CARC_BGSTATS_ERROR_NOT_FINISHED);
  g_clear_error (&error);
  gui_test_act (GTK_WIDGET (page), "play.end-game", NULL);
  game = carc_game_session_get_game (gui_test_session_of (window));
  g_assert_true (carc_bgstats_save_play_file (game, NULL, bgs, &error));
  g_assert_no_error (error);
  {
    g_autoptr(JsonParser) parser = json_parser_new ();
    const CarcState *state = carc_game_get_state (game);
    guint32 winners = carc_state_winners (state, NULL);
    JsonObject *root, *play;
    JsonArray *players, *scores, *games;
    g_autoptr(GRegex) date = g_regex_new ("^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$", 0, 0, NULL);

    g_assert_true (json_parser_load_from_file (parser, bgs, &error));
    g_assert_no_error (error);
    root = json_node_get_object (json_parser_get_root (parser));
    players = json_object_get_array_member (root, "players");
    games = json_object_get_array_member (root, "games");
    play = json_array_get_object_element (json_object_get_array_member (root, "plays"), 0);
    scores = json_object_get_array_member (play, "playerScores");
    g_assert_cmpuint (json_array_get_length (players), ==, 3);
    g_assert_cmpuint (json_array_get_length (scores), ==, 3);
    g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (games, 0), "name"), ==, "Carcassonne");
    g_assert_cmpuint (json_array_get_length (json_object_get_array_member (play, "expansionPlays")), ==, 1);
    g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (games, 1), "name"), ==,
                     "Carcassonne: Inns & Cathedrals");
    g_assert_true (g_regex_match_simple ("^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$",
                                         json_object_get_string_member (play, "uuid"), 0, 0));
    g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (games, 1), "bggId"), ==, 2993);
    g_assert_cmpint (json_object_get_int_member (play, "locationRefId"), ==, 1);
    g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (json_object_get_array_member (root, "locations"), 0), "id"), ==, 1);
    g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (root, "userInfo"), "meRefId"), ==, 1);
    g_assert_true (g_regex_match (date, json_object_get_string_member (play, "playDate"), 0, NULL));
    g_assert_cmpint (json_object_get_int_member (play, "durationMin"), >=, 0);
    for (guint p = 0; p < 3; p++)
      {
        JsonObject *score = json_array_get_object_element (scores, p);
        JsonObject *who = json_array_get_object_element (players, p);
        g_autofree char *points = g_strdup_printf ("%d", carc_state_get_players (state)[p].score);

        g_test_message ("%s: %s%s", json_object_get_string_member (who, "name"),
                        json_object_get_string_member (score, "score"),
                        json_object_get_boolean_member (score, "winner") ? " (winner)" : "");
        g_assert_cmpstr (json_object_get_string_member (who, "name"), ==, carc_state_get_setup (state)->players[p].name);
        g_assert_cmpint (json_object_get_int_member (score, "playerRefId"), ==, json_object_get_int_member (who, "id"));
        g_assert_cmpstr (json_object_get_string_member (score, "score"), ==, points);
        g_assert_cmpint (json_object_get_boolean_member (score, "winner"), ==, (winners >> p) & 1);
      }
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The screens of these items, light and dark, at 1280 and at 360 px wide:
 * each fits 360 px (its window's minimum width), and a picture of each. */
static void
shot_sized (CarcWindow *window,
            const char *screen,
            gboolean    dark,
            int         width)
{
  g_autofree char *name = g_strdup_printf ("%s-%s-%d", screen, dark ? "dark" : "light", width);
  int min = 0, nat = 0;

  /* back to the width asked for, after a wider screen widened the window */
  gtk_window_set_default_size (GTK_WINDOW (window), -1, -1);
  gtk_window_set_default_size (GTK_WINDOW (window), width, 720);
  settle (window);
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  g_test_message ("%s: minimum width %d, natural %d", name, min, nat);
  if (width >= 400)
    ;
  else if (g_str_equal (screen, "screen-review"))
    {
      /* the review was 370 px wide before these items (its board and
       * slider); what they add is the header's share menu, which fits */
      GtkWidget *review = _carc_window_get_page (window, "review");
      GtkWidget *header = (GtkWidget *) gtk_widget_get_template_child (review, CARC_TYPE_REVIEW_PAGE, "header_bar");
      int header_min = 0;

      gtk_widget_measure (header, GTK_ORIENTATION_HORIZONTAL, -1, &header_min, NULL, NULL, NULL);
      g_test_message ("  header_bar: minimum width %d", header_min);
      g_assert_cmpint (header_min, <=, 360);
    }
  else if (!g_str_has_prefix (screen, "screen-play-"))
    g_assert_cmpint (min, <=, 360);
  else
    {
      /* the play screen's own width (its turn bar) is another item's; what
       * these items add to it fits */
      static const char * const parts[] = { "picker_revealer", "correction_revealer", "changes_revealer" };

      for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
        {
          GtkWidget *part = (GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (gui_test_play_page (window)),
                                                                         CARC_TYPE_PLAY_PAGE, parts[i]);
          int part_min = 0;

          gtk_widget_measure (part, GTK_ORIENTATION_HORIZONTAL, -1, &part_min, NULL, NULL, NULL);
          g_test_message ("  %s: minimum width %d", parts[i], part_min);
          g_assert_cmpint (part_min, <=, 360);
        }
    }
  shot (window, name);
}

static void
test_screens (void)
{
  static const int widths[] = { 1280, 360 };
  AdwStyleManager *style_manager = adw_style_manager_get_default ();

  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    for (guint dark = 0; dark <= 1; dark++)
      {
        CarcWindow *window;
        g_autoptr(CarcSetup) setup = gui_test_make_setup ("base,inns-and-cathedrals", 3);
        g_autoptr(CarcRandomPlayer) player = carc_random_player_new (5);
        CarcPlayPage *page;
        CarcEvent event;
        g_autofree char *id = NULL;

        gui_test_set_dark (dark);
        window = gui_test_show_window (app, widths[w], 720);

        gui_test_act (GTK_WIDGET (window), "win.new-game", NULL);
        shot_sized (window, "screen-new-game", dark, widths[w]);

        g_assert_nonnull (_carc_window_start_game (window, setup, NULL));
        page = gui_test_play_page (window);
        id = g_strdup (carc_game_get_id (carc_game_session_get_game (gui_test_session_of (window))));
        while (carc_state_get_n_tiles (gui_test_state_of (window)) < 8
               && carc_random_player_next (player, gui_test_state_of (window), &event))
          gui_test_apply (window, &event);
        while (carc_state_get_phase (gui_test_state_of (window)) != CARC_PHASE_TILE
               && carc_random_player_next (player, gui_test_state_of (window), &event))
          gui_test_apply (window, &event);

        /* the picker at a spot: words, counts */
        g_signal_emit_by_name (carc_play_page_get_board (page), "spot-activated",
                               carc_state_get_spots (gui_test_state_of (window))[0].x, carc_state_get_spots (gui_test_state_of (window))[0].y);
        gui_test_pump ();
        shot_sized (window, "screen-play-picker", dark, widths[w]);
        gui_test_act (GTK_WIDGET (page), "play.close-picker", NULL);

        /* a correction, the side panel showing that moment and the log */
        gui_test_act (GTK_WIDGET (page), "play.correct", g_variant_new_uint32 (2));
        if (widths[w] < 400)
          gui_test_act (GTK_WIDGET (page), "play.toggle-panel", NULL);
        shot_sized (window, "screen-play-correction", dark, widths[w]);
        gui_test_act (GTK_WIDGET (page), "play.insert-turn", NULL);
        shot_sized (window, "screen-play-insert-turn", dark, widths[w]);
        gui_test_act (GTK_WIDGET (page), "play.cancel-correction", NULL);
        if (widths[w] < 400)
          gui_test_act (GTK_WIDGET (page), "play.toggle-panel", NULL);

        gui_test_act (GTK_WIDGET (window), "win.show-start", NULL);
        shot_sized (window, "screen-start", dark, widths[w]);
        gui_test_act (GTK_WIDGET (window), "win.show-history", NULL);
        shot_sized (window, "screen-history", dark, widths[w]);
        gui_test_act (GTK_WIDGET (window), "win.review-game", g_variant_new_string (id));
        shot_sized (window, "screen-review", dark, widths[w]);

        gtk_window_destroy (GTK_WINDOW (window));
      }
  adw_style_manager_set_color_scheme (style_manager, ADW_COLOR_SCHEME_DEFAULT);
}

int
main (int   argc,
      char *argv[])
{
  int ret;

  if (!gui_test_init (&argc, &argv, "table-records", FALSE, &app))
    return 0;

  g_test_add_func ("/table/tile-words", test_tile_words);
  g_test_add_func ("/table/new-game-layout", test_new_game_layout);
  g_test_add_func ("/table/resume-and-import", test_resume_and_import);
  g_test_add_func ("/table/corrections", test_corrections);
  g_test_add_func ("/table/share", test_share);
  g_test_add_func ("/table/screens", test_screens);

  ret = g_test_run ();

  g_clear_object (&app);

  return ret;
}
