/* gui-test-util.h: helpers shared by the GUI tests
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>
#include <gtk/gtk.h>

#include "carc-application.h"
#include "carc-board-view.h"
#include "carc-play-page.h"
#include "carc-setup.h"
#include "carc-store.h"
#include "carc-window.h"

G_BEGIN_DECLS

/* Is there a display to run on? Without one, prints the TAP line that skips
 * the whole program and returns FALSE. */
gboolean  gui_test_have_display        (void);

/* <builddir>/tests/gui/screenshots/@name; the folder is created. */
char     *gui_test_screenshot_path     (const char *name);
/* Saves @widget as it is drawn now to the PNG file @path (replacing it)
 * and waits until it is written; fails the test on any error. */
void      gui_test_save_png            (GtkWidget  *widget,
                                        const char *path);
/* gui_test_save_png() to gui_test_screenshot_path (@name). */
void      gui_test_save_screenshot     (GtkWidget  *widget,
                                        const char *name);

/* The pictures of docs/screenshots/ (README, AppStream): with
 * CARC_DOCS_SCREENSHOTS set to a folder, @window is resized so that its
 * content is 1280×800 (the frame's shadow not counted), saved there as
 * @file and given its size back; without it, nothing happens. English and
 * the light style are the caller's (docs/screenshots/README.md). */
void      gui_test_docs_screenshot     (GtkWidget  *window,
                                        const char *file);

/* For a program of GUI tests named @name: returns FALSE (skipping the
 * whole program) without a display; otherwise gives it a fresh
 * XDG_DATA_HOME of its own, initialises GTK and returns a registered
 * application in @app (free it after g_test_run). With @catalogues the
 * build's compiled catalogues (<build>/po, as the devenv gives them) are
 * bound and English set; without, CARC_TEST_LOCALE_DIR=<build>/po with
 * LANGUAGE=cs shows the screens in Czech, to look at them. */
gboolean  gui_test_init                (int              *argc,
                                        char           ***argv,
                                        const char       *name,
                                        gboolean          catalogues,
                                        CarcApplication **app);
/* The translations of the build tree in @lang ("en" for none). */
void      gui_test_set_language        (const char *lang);

/* Forces the dark (@dark) or the light style, as a screenshot of each
 * look wants it; ADW_COLOR_SCHEME_DEFAULT gives the style back. */
void      gui_test_set_dark            (gboolean dark);

/* Deletes the SQLite database @path with its -wal and -shm files. */
void      gui_test_unlink_database     (const char *path);

/* ---- driving the real window ---- */

/* Runs what is pending in the main context (50 iterations at the most). */
void             gui_test_pump         (void);
/* Pumps for a while (30 × 10 ms) so that revealers and stacks finish
 * their transitions. */
void             gui_test_settle       (void);
/* Runs the main context for @ms milliseconds (timeouts and frames in
 * between fire). */
void             gui_test_wait_ms      (guint ms);
/* A new window of @app at @width × @height, presented and drawn once. */
CarcWindow      *gui_test_show_window  (CarcApplication *app,
                                        int              width,
                                        int              height);
/* gui_test_show_window() with a game of gui_test_make_setup (@sets,
 * @n_players) started in it, its first turn settled. */
CarcWindow      *gui_test_start_game   (CarcApplication *app,
                                        const char      *sets,
                                        guint            n_players,
                                        int              width,
                                        int              height);
CarcPlayPage    *gui_test_play_page    (CarcWindow *window);
CarcGameSession *gui_test_session_of   (CarcWindow *window);
const CarcState *gui_test_state_of     (CarcWindow *window);
CarcGame        *gui_test_game_of      (CarcWindow *window);
CarcBoardView   *gui_test_board_of     (CarcWindow *window);
/* The play page's log has a line equal to @text (@whole_line) or one
 * containing it. */
gboolean         gui_test_log_has      (CarcWindow *window,
                                        const char *text,
                                        gboolean    whole_line);
/* The play page's prompt of CSS class @css_class, or NULL. */
GtkWidget       *gui_test_prompt_widget (CarcWindow *window,
                                         const char *css_class);
/* The play page's prompt of CSS class @css_class is visible (there must
 * be one). */
gboolean         gui_test_prompt_visible (CarcWindow *window,
                                          const char *css_class);
/* The turn report lists the item @line. */
gboolean         gui_test_report_has   (CarcWindow *window,
                                        const char *line);
/* Centres the board on the cell @x, @y and clicks its middle. */
void             gui_test_click_cell   (CarcWindow *window,
                                        int         x,
                                        int         y);
/* Plays a random game (player seed 7) through the session until
 * @n_tiles are down and the next turn waits for its tile. */
void             gui_test_play_some    (CarcWindow *window,
                                        guint       n_tiles);
/* The first widget under @widget (itself included, which may be NULL)
 * that is a @type. */
GtkWidget       *gui_test_find_type    (GtkWidget  *widget,
                                        GType       type);
/* The first widget below @widget (not itself) with the style class
 * @css_class and, with @only_visible, visible itself; or NULL. */
GtkWidget       *gui_test_find_class_below (GtkWidget  *widget,
                                            const char *css_class,
                                            gboolean    only_visible);
/* The first action row under @widget (itself included) titled @title, or
 * NULL. */
AdwActionRow    *gui_test_find_row_titled (GtkWidget  *widget,
                                           const char *title);
/* The first toplevel window that is a @type, and (if @css_class is not
 * NULL) has that style class, and (with @only_visible) is visible; or
 * NULL. Dialogs and the preferences are toplevels of their own, not
 * under the main window. */
GtkWidget       *gui_test_find_toplevel (GType       type,
                                         const char *css_class,
                                         gboolean    only_visible);
/* The child @name of @widget's template of @type; fails the test if the
 * template has none. */
gpointer         gui_test_template_child (gpointer    widget,
                                          GType       type,
                                          const char *name);
/* A new AdwWindow holding @child at @width × @height, presented and
 * drawn once: a page tried on its own, without the main window. */
GtkWindow       *gui_test_window_with  (GtkWidget *child,
                                        int        width,
                                        int        height);
/* The width @widget asks for at the least: what 360 px must hold. */
int              gui_test_minimum_width (GtkWidget *widget);
/* Applies @event to @window's game session (it must be accepted), then
 * pumps. */
void             gui_test_apply        (CarcWindow      *window,
                                        const CarcEvent *event);
/* The first widget under @widget (itself included) named @name. */
GtkWidget       *gui_test_find_named   (GtkWidget  *widget,
                                        const char *name);
/* The first visible button under @widget whose action is @action and, if
 * @label_part is not NULL, whose label contains it; or NULL. */
GtkWidget       *gui_test_find_action_button (GtkWidget  *widget,
                                              const char *action,
                                              const char *label_part);
/* Activates @action on @widget (it must exist and be enabled), then pumps. */
void             gui_test_act          (GtkWidget  *widget,
                                        const char *action,
                                        GVariant   *target);
/* Presses a key on @widget as the toolkit dispatches it, through the
 * widgets' own shortcut tables: the capture phase from the window down,
 * the board's own keys when @widget is the board (cursor, Enter on a
 * spot, numbered figure places), then the bubble phase back up; then
 * pumps. FALSE when nothing took the key. */
gboolean         gui_test_press_key    (GtkWidget       *widget,
                                        guint            keyval,
                                        GdkModifierType  mods);
/* A game of @sets (comma-separated set ids) for the first @n_players of
 * Anna, Ben, Cecilie and David, with bag seed 42. */
CarcSetup       *gui_test_make_setup   (const char *sets,
                                        guint       n_players);


/* ---- finding moves with the engine ---- */

typedef gboolean (*GuiTestMovePred) (const CarcState *before,
                                     const CarcState *after,
                                     gpointer         data);

/* A tile from the supply at a legal spot such that @pred holds after the
 * tile (and, with @then_pass, a pass); TRUE with it in @out. */
gboolean         gui_test_find_tile_move (const CarcState *state,
                                          gboolean         then_pass,
                                          GuiTestMovePred  pred,
                                          gpointer         data,
                                          CarcEvent       *out);

/* ---- games for the store ---- */

/* A game stored and given back: its id (free it); @game is freed. */
char            *gui_test_store_game   (CarcStore *store,
                                        CarcGame  *game);
/* A game of @sets (comma-separated set ids) for @players (comma-separated
 * names, in the default colours), created at @created (µs) and played by a
 * random player of @seed, a move every @turn_seconds (so that the turn
 * times are known): to the end, or with @stop_after > 0 until that many
 * moves are in. */
CarcGame        *gui_test_random_game  (const char *sets,
                                        const char *players,
                                        guint64     seed,
                                        gint64      created,
                                        guint       turn_seconds,
                                        guint       stop_after);

/* With @after's tile just placed (@before is the state before it): the
 * first figure of the figure step, or else the pass, that ends the turn
 * (the next turn waits for its tile) such that @pred holds of @before and
 * the state after the turn; TRUE with that event in @out. */
gboolean         gui_test_find_turn_end  (const CarcState *before,
                                          const CarcState *after,
                                          GuiTestMovePred  pred,
                                          gpointer         data,
                                          CarcEvent       *out);

G_END_DECLS
