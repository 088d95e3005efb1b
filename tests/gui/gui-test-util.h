/* gui-test-util.h: helpers shared by the GUI tests
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "carc-application.h"
#include "carc-board-view.h"
#include "carc-play-page.h"
#include "carc-setup.h"
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

G_END_DECLS
