/* gui-test-util.c: helpers shared by the GUI tests
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>

#include "carc-board-view-private.h"
#include "carc-log-section.h"
#include "carc-random.h"
#include "carc-screenshot.h"
#include "carc-turn-report.h"
#include "carc-window-private.h"
#include "gui-test-util.h"

gboolean
gui_test_have_display (void)
{
  if (g_getenv ("DISPLAY") != NULL || g_getenv ("WAYLAND_DISPLAY") != NULL)
    return TRUE;
  g_print ("1..0 # SKIP no display: set DISPLAY or WAYLAND_DISPLAY (e.g. run under xvfb-run)\n");
  return FALSE;
}

gboolean
gui_test_init (int              *argc,
               char           ***argv,
               const char       *name,
               gboolean          catalogues,
               CarcApplication **app)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *template = NULL;
  g_autofree char *data_home = NULL;
  g_autofree char *localedir = NULL;

  if (!gui_test_have_display ())
    return FALSE;

  template = g_strdup_printf ("carc-test-%s-XXXXXX", name);
  data_home = g_dir_make_tmp (template, &error);
  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);

  gtk_test_init (argc, argv, NULL);

  if (catalogues)
    {
      localedir = g_test_build_filename (G_TEST_BUILT, "..", "..", "po", NULL);
      bindtextdomain (GETTEXT_PACKAGE, localedir);
      bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
      textdomain (GETTEXT_PACKAGE);
      gui_test_set_language ("en");
    }
  else if (g_getenv ("CARC_TEST_LOCALE_DIR") != NULL)
    {
      /* gtk_test_init() leaves the C locale */
      setlocale (LC_ALL, "");
      bindtextdomain (GETTEXT_PACKAGE, g_getenv ("CARC_TEST_LOCALE_DIR"));
      bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
      textdomain (GETTEXT_PACKAGE);
    }

  *app = carc_application_new ();
  g_application_register (G_APPLICATION (*app), NULL, &error);
  g_assert_no_error (error);
  return TRUE;
}

void
gui_test_set_language (const char *lang)
{
  g_setenv ("LANGUAGE", g_str_equal (lang, "en") ? "C" : lang, TRUE);
  /* setting the locale again makes gettext drop what it has cached */
  setlocale (LC_ALL, "");
}

char *
gui_test_screenshot_path (const char *name)
{
  g_autofree char *dir = g_test_build_filename (G_TEST_BUILT, "screenshots", NULL);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  return g_build_filename (dir, name, NULL);
}

static void
store_result_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  GAsyncResult **out = user_data;

  *out = g_object_ref (result);
}

void
gui_test_save_png (GtkWidget  *widget,
                   const char *path)
{
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;

  g_unlink (path);
  carc_widget_save_png_async (widget, path, NULL, store_result_cb, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (carc_widget_save_png_finish (widget, result, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  g_test_message ("screenshot: %s", path);
}

void
gui_test_save_screenshot (GtkWidget  *widget,
                          const char *name)
{
  g_autofree char *path = gui_test_screenshot_path (name);

  gui_test_save_png (widget, path);
}

void
gui_test_docs_screenshot (GtkWidget  *window,
                          const char *file)
{
  const char *folder = g_getenv ("CARC_DOCS_SCREENSHOTS");
  g_autofree char *path = NULL;
  GdkSurface *surface;
  int width, height, border_x, border_y;

  if (folder == NULL || folder[0] == '\0')
    return;
  g_assert_true (GTK_IS_WINDOW (window));
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  surface = gtk_native_get_surface (GTK_NATIVE (window));
  border_x = MAX (0, gdk_surface_get_width (surface) - gtk_widget_get_width (window));
  border_y = MAX (0, gdk_surface_get_height (surface) - gtk_widget_get_height (window));
  gtk_window_set_default_size (GTK_WINDOW (window), 1280 + border_x, 800 + border_y);
  for (guint i = 0; i < 100 && (gtk_widget_get_width (window) != 1280 || gtk_widget_get_height (window) != 800); i++)
    {
      gtk_test_widget_wait_for_draw (window);
      gui_test_settle ();
    }
  g_assert_cmpint (gtk_widget_get_width (window), ==, 1280);
  g_assert_cmpint (gtk_widget_get_height (window), ==, 800);
  gui_test_settle ();
  path = g_build_filename (folder, file, NULL);
  gui_test_save_png (window, path);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_test_widget_wait_for_draw (window);
  gui_test_settle ();
}

void
gui_test_set_dark (gboolean dark)
{
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
}

void
gui_test_unlink_database (const char *path)
{
  g_autofree char *wal = g_strconcat (path, "-wal", NULL);
  g_autofree char *shm = g_strconcat (path, "-shm", NULL);

  g_unlink (path);
  g_unlink (wal);
  g_unlink (shm);
}

void
gui_test_pump (void)
{
  for (guint i = 0; i < 50 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
}

void
gui_test_settle (void)
{
  for (guint i = 0; i < 30; i++)
    {
      gui_test_pump ();
      g_usleep (10000);
    }
}

CarcWindow *
gui_test_show_window (CarcApplication *app,
                      int              width,
                      int              height)
{
  CarcWindow *window = carc_window_new (app);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  gui_test_pump ();
  return window;
}

CarcWindow *
gui_test_start_game (CarcApplication *app,
                     const char      *sets,
                     guint            n_players,
                     int              width,
                     int              height)
{
  g_autoptr(CarcSetup) setup = gui_test_make_setup (sets, n_players);
  CarcWindow *window = gui_test_show_window (app, width, height);
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (_carc_window_start_game (window, setup, &error));
  g_assert_no_error (error);
  gui_test_settle ();
  return window;
}

CarcPlayPage *
gui_test_play_page (CarcWindow *window)
{
  return CARC_PLAY_PAGE (_carc_window_get_page (window, "play"));
}

CarcGameSession *
gui_test_session_of (CarcWindow *window)
{
  return carc_play_page_get_session (gui_test_play_page (window));
}

const CarcState *
gui_test_state_of (CarcWindow *window)
{
  return carc_game_session_get_state (gui_test_session_of (window));
}

CarcGame *
gui_test_game_of (CarcWindow *window)
{
  return carc_game_session_get_game (gui_test_session_of (window));
}

CarcBoardView *
gui_test_board_of (CarcWindow *window)
{
  return CARC_BOARD_VIEW (carc_play_page_get_board (gui_test_play_page (window)));
}

gboolean
gui_test_log_has (CarcWindow *window,
                  const char *text,
                  gboolean    whole_line)
{
  CarcLogSection *log = CARC_LOG_SECTION (carc_play_page_get_log (gui_test_play_page (window)));

  for (guint i = 0; i < carc_log_section_get_n_lines (log); i++)
    {
      const char *line = carc_log_section_get_line (log, i);

      if (whole_line ? g_strcmp0 (line, text) == 0 : strstr (line, text) != NULL)
        return TRUE;
    }
  return FALSE;
}

GtkWidget *
gui_test_prompt_widget (CarcWindow *window,
                        const char *css_class)
{
  GtkWidget *box = (GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (gui_test_play_page (window)),
                                                                 CARC_TYPE_PLAY_PAGE, "prompt_box");

  for (GtkWidget *child = gtk_widget_get_first_child (box); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_has_css_class (child, css_class))
      return child;
  return NULL;
}

gboolean
gui_test_prompt_visible (CarcWindow *window,
                         const char *css_class)
{
  GtkWidget *prompt = gui_test_prompt_widget (window, css_class);

  if (prompt == NULL)
    g_error ("no prompt %s", css_class);
  return gtk_widget_get_visible (prompt);
}

gboolean
gui_test_report_has (CarcWindow *window,
                     const char *line)
{
  CarcTurnReport *report = CARC_TURN_REPORT (carc_play_page_get_turn_report (gui_test_play_page (window)));
  GPtrArray *items = carc_turn_report_get_items (report);

  for (guint i = 0; i < items->len; i++)
    if (g_strcmp0 (g_ptr_array_index (items, i), line) == 0)
      return TRUE;
  return FALSE;
}

void
gui_test_click_cell (CarcWindow *window,
                     int         x,
                     int         y)
{
  CarcBoardView *board = gui_test_board_of (window);
  double wx, wy;

  carc_board_view_center_on (board, x, y);
  gui_test_pump ();
  _carc_board_view_board_to_widget (board, x + 0.5, y + 0.5, &wx, &wy);
  _carc_board_view_click (board, wx, wy);
  gui_test_pump ();
}

void
gui_test_play_some (CarcWindow *window,
                    guint       n_tiles)
{
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (7);
  CarcEvent event;

  while (carc_state_get_n_tiles (gui_test_state_of (window)) < n_tiles
         && carc_random_player_next (player, gui_test_state_of (window), &event))
    g_assert_true (carc_game_session_apply (gui_test_session_of (window), &event, NULL));
  while (carc_state_get_phase (gui_test_state_of (window)) != CARC_PHASE_TILE
         && carc_random_player_next (player, gui_test_state_of (window), &event))
    g_assert_true (carc_game_session_apply (gui_test_session_of (window), &event, NULL));
}

GtkWidget *
gui_test_find_type (GtkWidget *widget,
                    GType      type)
{
  if (widget == NULL || G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = gui_test_find_type (child, type);
      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWidget *
gui_test_find_class_below (GtkWidget  *widget,
                           const char *css_class,
                           gboolean    only_visible)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (gtk_widget_has_css_class (child, css_class) && (!only_visible || gtk_widget_get_visible (child)))
        return child;
      if ((found = gui_test_find_class_below (child, css_class, only_visible)) != NULL)
        return found;
    }
  return NULL;
}

AdwActionRow *
gui_test_find_row_titled (GtkWidget  *widget,
                          const char *title)
{
  if (ADW_IS_ACTION_ROW (widget)
      && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0)
    return ADW_ACTION_ROW (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      AdwActionRow *found = gui_test_find_row_titled (child, title);
      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWidget *
gui_test_find_toplevel (GType       type,
                        const char *css_class,
                        gboolean    only_visible)
{
  GListModel *toplevels = gtk_window_get_toplevels ();   /* owned by GTK */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type)
          && (css_class == NULL || gtk_widget_has_css_class (window, css_class))
          && (!only_visible || gtk_widget_get_visible (window)))
        return window;   /* GTK keeps its own reference */
    }
  return NULL;
}

gpointer
gui_test_template_child (gpointer    widget,
                         GType       type,
                         const char *name)
{
  GObject *child = gtk_widget_get_template_child (GTK_WIDGET (widget), type, name);

  g_assert_nonnull (child);
  return child;
}

GtkWindow *
gui_test_window_with (GtkWidget *child,
                      int        width,
                      int        height)
{
  GtkWindow *window = GTK_WINDOW (adw_window_new ());

  adw_window_set_content (ADW_WINDOW (window), child);
  gtk_window_set_default_size (window, width, height);
  gtk_window_present (window);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  return window;
}

int
gui_test_minimum_width (GtkWidget *widget)
{
  int minimum = 0, natural = 0;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  return minimum;
}

void
gui_test_apply (CarcWindow      *window,
                const CarcEvent *event)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (carc_game_session_apply (gui_test_session_of (window), event, &error));
  g_assert_no_error (error);
  gui_test_pump ();
}

GtkWidget *
gui_test_find_named (GtkWidget  *widget,
                     const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), name) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = gui_test_find_named (child, name);
      if (found != NULL)
        return found;
    }
  return NULL;
}

void
gui_test_act (GtkWidget  *widget,
              const char *action,
              GVariant   *target)
{
  g_assert_true (gtk_widget_activate_action_variant (widget, action, target));
  gui_test_pump ();
}

/* Runs the first shortcut bound to @keyval with @mods on @w in @phase;
 * TRUE if one took it. */
static gboolean
shortcut_on (GtkWidget           *w,
             GtkPropagationPhase  phase,
             guint                keyval,
             GdkModifierType      mods)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (w);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller)
          || gtk_event_controller_get_propagation_phase (GTK_EVENT_CONTROLLER (controller)) != phase)
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          /* As in GTK: a shortcut that declines lets the next one try. */
          if (GTK_IS_KEYVAL_TRIGGER (trigger)
              && gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == gdk_keyval_to_lower (keyval)
              && gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == mods
              && gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut),
                                               GTK_SHORTCUT_ACTION_EXCLUSIVE, w,
                                               gtk_shortcut_get_arguments (shortcut)))
            return TRUE;
        }
    }
  return FALSE;
}

gboolean
gui_test_press_key (GtkWidget       *widget,
                    guint            keyval,
                    GdkModifierType  mods)
{
  g_autoptr(GPtrArray) chain = g_ptr_array_new ();
  gboolean done = FALSE;

  for (GtkWidget *w = widget; w != NULL; w = gtk_widget_get_parent (w))
    g_ptr_array_add (chain, w);
  for (guint i = chain->len; i > 0 && !done; i--)
    done = shortcut_on (g_ptr_array_index (chain, i - 1), GTK_PHASE_CAPTURE, keyval, mods);
  /* the board takes its own keys in its key controller, between the phases */
  if (!done && CARC_IS_BOARD_VIEW (widget))
    done = _carc_board_view_key (CARC_BOARD_VIEW (widget), keyval, mods);
  for (guint i = 0; i < chain->len && !done; i++)
    done = shortcut_on (g_ptr_array_index (chain, i), GTK_PHASE_BUBBLE, keyval, mods);
  gui_test_pump ();
  return done;
}

CarcSetup *
gui_test_make_setup (const char *sets,
                     guint       n_players)
{
  static const char *names[] = { "Anna", "Ben", "Cecilie", "David" };
  CarcCatalogue *catalogue = carc_catalogue_get_default (NULL);
  CarcSetup *setup = carc_setup_new ();
  g_auto(GStrv) ids = g_strsplit (sets, ",", -1);

  g_assert_cmpuint (n_players, <=, G_N_ELEMENTS (names));
  for (guint i = 0; ids[i] != NULL; i++)
    g_assert_true (carc_setup_add_set (setup, catalogue, ids[i], NULL));
  for (guint p = 0; p < n_players; p++)
    carc_setup_add_player (setup, names[p], NULL);
  setup->seed = 42;
  return setup;
}

gboolean
gui_test_find_tile_move (const CarcState *state,
                         gboolean         then_pass,
                         GuiTestMovePred  pred,
                         gpointer         data,
                         CarcEvent       *out)
{
  g_autoptr(GArray) spots = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));

  for (guint i = 0; i < carc_state_get_n_supply_types (state); i++)
    {
      guint type = carc_state_get_supply_types (state)[i];

      /* (a tile is available only while copies of it remain) */
      if (!carc_state_tile_available (state, type))
        continue;
      g_array_set_size (spots, 0);
      carc_state_list_placements (state, type, spots);
      for (guint s = 0; s < spots->len; s++)
        for (guint r = 0; r < 4; r++)
          {
            CarcPlacement *p = &g_array_index (spots, CarcPlacement, s);
            CarcEvent tile = carc_event_tile (type, p->x, p->y, r);
            CarcEvent pass = carc_event_simple (CARC_EVENT_PASS, 0);
            CarcState *copy;
            gboolean ok;

            if (!(p->rotations & (1u << r)))
              continue;
            copy = carc_state_copy (state);
            ok = carc_state_apply (copy, &tile, 0, NULL)
                 && (!then_pass || carc_state_apply (copy, &pass, 1, NULL))
                 && pred (state, copy, data);
            carc_state_free (copy);
            if (ok)
              {
                *out = tile;
                return TRUE;
              }
          }
    }
  return FALSE;
}

GtkWidget *
gui_test_find_action_button (GtkWidget  *widget,
                             const char *action,
                             const char *label_part)
{
  if (widget == NULL || !gtk_widget_get_visible (widget))
    return NULL;
  if (GTK_IS_BUTTON (widget)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0
      && (label_part == NULL
          || (gtk_button_get_label (GTK_BUTTON (widget)) != NULL
              && strstr (gtk_button_get_label (GTK_BUTTON (widget)), label_part) != NULL)))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = gui_test_find_action_button (child, action, label_part);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
wait_done_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

void
gui_test_wait_ms (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, wait_done_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

gboolean
gui_test_find_turn_end (const CarcState *before,
                        const CarcState *after,
                        GuiTestMovePred  pred,
                        gpointer         data,
                        CarcEvent       *out)
{
  CarcFigureOption options[64];
  guint n;
  const CarcPlacedTile *tile;
  const CarcTileType *type;

  if (carc_state_get_phase (after) != CARC_PHASE_FIGURE || carc_state_get_current_tile (after) == CARC_NONE)
    return FALSE;
  n = carc_state_list_figure_options (after, options, G_N_ELEMENTS (options));
  tile = &carc_state_get_tiles (after)[carc_state_get_current_tile (after)];
  type = carc_state_tile_type (after, tile);
  /* each figure option in turn, then (i == n) the pass */
  for (guint i = 0; i <= n; i++)
    {
      CarcEvent event = i < n ? carc_event_figure (options[i].kind,
                                                   carc_loc_rotate (type->features[options[i].feature].locations,
                                                                    tile->rotation))
                              : carc_event_simple (CARC_EVENT_PASS, 0);
      CarcState *copy = carc_state_copy (after);
      gboolean found;

      found = carc_state_apply (copy, &event, 1, NULL) && carc_state_get_phase (copy) == CARC_PHASE_TILE
              && pred (before, copy, data);
      carc_state_free (copy);
      if (found)
        {
          *out = event;
          return TRUE;
        }
    }
  return FALSE;
}

char *
gui_test_store_game (CarcStore *store,
                     CarcGame  *game)
{
  g_autoptr(GError) error = NULL;
  char *id;

  g_assert_true (carc_store_create_game (store, game, &error));
  g_assert_no_error (error);
  id = g_strdup (carc_game_get_id (game));
  carc_game_free (game);
  return id;
}

CarcGame *
gui_test_random_game (const char *sets,
                      const char *players,
                      guint64     seed,
                      gint64      created,
                      guint       turn_seconds,
                      guint       stop_after)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (seed);
  g_auto(GStrv) set_ids = g_strsplit (sets, ",", -1);
  g_auto(GStrv) names = g_strsplit (players, ",", -1);
  CarcCatalogue *catalogue = carc_catalogue_get_default (&error);
  CarcSetup *setup = carc_setup_new ();
  CarcGame *game;
  CarcEvent event;
  guint n = 0;

  g_assert_no_error (error);
  for (guint i = 0; set_ids[i] != NULL; i++)
    {
      carc_setup_add_set (setup, catalogue, set_ids[i], &error);
      g_assert_no_error (error);
    }
  for (guint i = 0; names[i] != NULL; i++)
    carc_setup_add_player (setup, names[i], NULL);
  game = carc_game_new (catalogue, setup, &error);
  g_assert_no_error (error);
  carc_game_set_created (game, created);
  while (carc_random_player_next (player, carc_game_get_state (game), &event))
    {
      event.time = created + (gint64) ++n * turn_seconds * G_USEC_PER_SEC;
      g_assert_true (carc_game_append (game, &event, &error));
      g_assert_no_error (error);
      if (n == stop_after)
        break;
    }
  return game;
}
