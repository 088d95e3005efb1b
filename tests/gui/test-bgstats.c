/* test-bgstats.c: "Log in BG Stats" through the real window (issue 23, section 1)
 *
 * The dialog from the end page of a game played in the window (Inns &
 * Cathedrals, the Wheel of Fortune and Towers & Thieves together), from
 * win.log-in-bgstats for stored games (Hunters & Gatherers, a box's custom
 * tile), and from the review's share menu: its link is the builder's, its
 * QR widget rendered to a PNG decodes (zbarimg) to that link in the light
 * and the dark style, Ctrl+C copies it, Esc closes, the file it saves is
 * the builder's. Screenshots of the dialog and the end page in English
 * and Czech, light and dark, wide and 360 px go to
 * <builddir>/tests/gui/screenshots/bgstats-*.png.
 *
 * Needs a display (run under xvfb-run); prints "1..0 # SKIP" without one.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <adwaita.h>
#include <json-glib/json-glib.h>

#include "carc-bgstats.h"
#include "carc-bgstats-dialog.h"
#include "carc-end-page.h"
#include "carc-history-page.h"
#include "carc-history.h"
#include "carc-play-page.h"
#include "carc-record.h"
#include "carc-store.h"
#include "carc-window-private.h"
#include "gui-test-util.h"

static CarcApplication *app;

/* The dialog that is open, or NULL. */
static CarcBgstatsDialog *
open_dialog (void)
{
  return (CarcBgstatsDialog *) gui_test_find_toplevel (CARC_TYPE_BGSTATS_DIALOG, NULL, TRUE);
}

/* The first widget under @widget with the style class @name, or NULL. */
static GtkWidget *
find_with_class (GtkWidget  *widget,
                 const char *name)
{
  if (gtk_widget_has_css_class (widget, name))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_with_class (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static char *
zbarimg_path (void)
{
  return g_find_program_in_path ("zbarimg");
}

/* What zbarimg reads in the PNG @path (the one QR code's bytes), or NULL. */
static char *
decode_png (const char *path)
{
  g_autofree char *zbarimg = zbarimg_path ();
  const char *argv[] = { zbarimg, "--quiet", "--raw", "-Sdisable", "-Sqrcode.enable", "-Sbinary", path, NULL };
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  int status = 0;

  g_assert_nonnull (zbarimg);
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status, &error));
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, NULL))
    {
      g_test_message ("zbarimg %s: %s", path, err);
      return NULL;
    }
  return g_steal_pointer (&out);
}

/* The dialog's QR widget as a PNG decodes to its link; its corner (the
 * quiet zone) is white whatever the style. */
static void
check_qr_decodes (CarcBgstatsDialog *dialog,
                  const char        *name)
{
  CarcQrCode *qr = carc_bgstats_dialog_get_qr_code (dialog);
  g_autofree char *path = NULL;
  g_autofree char *read = NULL;
  cairo_surface_t *image;
  guint32 corner;

  g_assert_cmpstr (carc_qr_code_get_text (qr), ==, carc_bgstats_dialog_get_link (dialog));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (dialog));
  path = gui_test_screenshot_path (name);
  gui_test_save_png (GTK_WIDGET (qr), path);

  image = cairo_image_surface_create_from_png (path);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  g_test_message ("%s: %d×%d px for %u modules", name, cairo_image_surface_get_width (image),
                  cairo_image_surface_get_height (image), carc_qr_matrix_get_size (carc_qr_code_get_matrix (qr)));
  cairo_surface_flush (image);
  corner = *(const guint32 *) (cairo_image_surface_get_data (image) + 2 * cairo_image_surface_get_stride (image) + 2 * 4);
  g_assert_cmphex (corner & 0xffffff, ==, 0xffffff);
  cairo_surface_destroy (image);

  if (zbarimg_path () == NULL)
    {
      g_test_incomplete ("zbarimg (Debian's zbar-tools, installed by .ci/setup) is not installed");
      return;
    }
  read = decode_png (path);
  g_assert_cmpstr (read, ==, carc_bgstats_dialog_get_link (dialog));
}

/* The JSON inside the dialog's link. */
static JsonObject *
link_data (CarcBgstatsDialog *dialog,
           JsonParser        *parser)
{
  const char *link = carc_bgstats_dialog_get_link (dialog);
  g_autofree char *json = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_str_has_prefix (link, CARC_BGSTATS_LINK_BASE));
  json = g_uri_unescape_string (link + strlen (CARC_BGSTATS_LINK_BASE), NULL);
  g_assert_nonnull (json);
  g_assert_true (json_parser_load_from_data (parser, json, -1, &error));
  g_assert_no_error (error);
  return json_node_get_object (json_parser_get_root (parser));
}

static void
close_dialog (CarcBgstatsDialog *dialog)
{
  GtkWidget *weak = GTK_WIDGET (dialog);

  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &weak);
  /* Esc closes it */
  g_assert_true (gui_test_press_key (GTK_WIDGET (dialog), GDK_KEY_Escape, 0));
  gui_test_settle ();
  g_assert_null (open_dialog ());
  if (weak != NULL)
    g_object_remove_weak_pointer (G_OBJECT (weak), (gpointer *) &weak);
}

static void
clipboard_read_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  char **text = user_data;
  g_autoptr(GError) error = NULL;

  *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, &error);
  g_assert_no_error (error);
  if (*text == NULL)
    *text = g_strdup ("");
}

/* A game of three sets with the window's own entries, ended at once: the
 * end page's button, the link with its expansions, the QR code, Ctrl+C,
 * the file, Esc. */
static void
test_end_page (void)
{
  CarcWindow *window = gui_test_show_window (app, 1280, 800);
  g_autoptr(CarcSetup) setup = gui_test_make_setup ("base,inns-and-cathedrals,wheel-of-fortune,towers-and-thieves", 3);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *copied = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *path = gui_test_screenshot_path ("bgstats-end-page.bgsplay");
  CarcBgstatsDialog *dialog;
  CarcEndPage *end;
  JsonObject *data, *game_obj;
  CarcGame *game;
  const char *comments;

  g_assert_nonnull (_carc_window_start_game (window, setup, &error));
  g_assert_no_error (error);
  gui_test_play_some (window, 14);
  /* not over yet: nothing to log */
  end = CARC_END_PAGE (_carc_window_get_page (window, "end"));
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (end), "end.log-in-bgstats", NULL) && open_dialog () != NULL);
  gui_test_act (GTK_WIDGET (gui_test_play_page (window)), "play.end-game", NULL);
  gui_test_settle ();
  g_assert_cmpstr (_carc_window_get_page_name (window), ==, "end");
  game = gui_test_game_of (window);
  g_assert_cmpint (carc_state_get_phase (carc_game_get_state (game)), ==, CARC_PHASE_OVER);

  gui_test_act (GTK_WIDGET (end), "end.log-in-bgstats", NULL);
  dialog = open_dialog ();
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (window));
  expected = carc_bgstats_link (game, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (carc_bgstats_dialog_get_link (dialog), ==, expected);

  data = link_data (dialog, parser);
  game_obj = json_object_get_object_member (data, "game");
  g_assert_cmpint (json_object_get_int_member (game_obj, "bggId"), ==, 822);
  comments = json_object_get_string_member (data, "comments");
  g_test_message ("comments: %s", comments);
  g_assert_nonnull (strstr (comments, "Inns & Cathedrals"));
  g_assert_nonnull (strstr (comments, "Wheel of Fortune"));
  g_assert_nonnull (strstr (comments, "Towers & Thieves"));
  for (guint p = 0; p < 3; p++)
    {
      JsonObject *player = json_array_get_object_element (json_object_get_array_member (data, "players"), p);

      g_assert_true (json_object_has_member (player, "startPlayer"));
      g_assert_true (json_object_has_member (player, "winner"));
      g_assert_cmpint (json_object_get_int_member (player, "score"), ==,
                       carc_state_get_players (carc_game_get_state (game))[p].score);
    }
  check_qr_decodes (dialog, "bgstats-qr-end-page.png");

  /* Ctrl+C: the link on the clipboard */
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (dialog)), "something else");
  g_assert_true (gui_test_press_key (GTK_WIDGET (dialog), GDK_KEY_c, GDK_CONTROL_MASK));
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (dialog)), NULL, clipboard_read_cb, &copied);
  while (copied == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpstr (copied, ==, expected);

  /* the file: the builder's, with the expansions that have an id */
  g_assert_true (carc_bgstats_dialog_save_to (dialog, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &saved, NULL, &error));
  g_assert_cmpstr (saved, ==, carc_bgstats_dialog_get_play_file (dialog));
  {
    g_autoptr(JsonParser) file_parser = json_parser_new ();
    JsonObject *root, *play;
    JsonArray *games;

    g_assert_true (json_parser_load_from_data (file_parser, saved, -1, &error));
    root = json_node_get_object (json_parser_get_root (file_parser));
    games = json_object_get_array_member (root, "games");
    play = json_array_get_object_element (json_object_get_array_member (root, "plays"), 0);
    /* Carcassonne, Inns & Cathedrals, the Wheel; Towers & Thieves named only */
    g_assert_cmpuint (json_array_get_length (games), ==, 3);
    g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (games, 1), "bggId"), ==, 2993);
    g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (games, 2), "bggId"), ==, 45748);
    g_assert_nonnull (strstr (json_object_get_string_member (play, "comments"), "Towers & Thieves"));
  }
  /* a folder that is not there: the error names the file, nothing lost */
  g_assert_false (carc_bgstats_dialog_save_to (dialog, "/nonexistent/play.bgsplay", &error));
  g_assert_nonnull (strstr (error->message, "/nonexistent/play.bgsplay"));
  g_clear_error (&error);

  close_dialog (dialog);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Stored games by id, as History's rows will ask: Hunters & Gatherers
 * (a game of its own), a game with a box's custom tile; an unfinished
 * game and an unknown id open nothing. Then the review's share menu. */
static void
test_stored (void)
{
  CarcWindow *window = gui_test_show_window (app, 1280, 800);
  CarcStore *store = CARC_STORE (_carc_window_get_store (window));
  static const struct {
    const char *file;
    gint64      bgg_id;
    gboolean    finished;
  } games[] = {
    { "hunters-gatherers-raft.json", 4390, TRUE },
    { "custom-tile-game.json", 822, TRUE },
    { "hunters-gatherers-canoe.json", 0, FALSE },
  };
  g_autoptr(GError) error = NULL;
  g_autofree char *review_id = NULL;

  g_assert_nonnull (store);
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", games[i].file, NULL);
      g_autoptr(CarcStoreImport) import = carc_store_import_file (store, path, &error);
      g_autoptr(JsonParser) parser = json_parser_new ();
      CarcBgstatsDialog *dialog;
      const char *id;

      g_assert_no_error (error);
      g_assert_cmpuint (import->imported_ids->len + import->skipped, ==, 1);
      if (import->imported_ids->len == 0)
        continue;
      id = import->imported_ids->pdata[0];
      gtk_widget_activate_action (GTK_WIDGET (window), "win.log-in-bgstats", "s", id);
      gui_test_settle ();
      dialog = open_dialog ();
      if (!games[i].finished)
        {
          g_assert_null (dialog);
          continue;
        }
      g_assert_nonnull (dialog);
      g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (link_data (dialog, parser), "game"), "bggId"),
                       ==, games[i].bgg_id);
      {
        g_autofree char *name = g_strdup_printf ("bgstats-qr-stored-%u.png", i);
        check_qr_decodes (dialog, name);
      }
      /* a box's own tiles are no published set: nothing of them in the file */
      g_assert_null (strstr (carc_bgstats_dialog_get_play_file (dialog), "custom"));
      if (review_id == NULL)
        review_id = g_strdup (id);
      close_dialog (dialog);
    }

  /* History: a finished game's row has the button, an unfinished one's
   * not; the click opens the dialog of that row's game */
  gui_test_act (GTK_WIDGET (window), "win.show-history", NULL);
  gui_test_settle ();
  gui_test_wait_ms (100);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  {
    CarcHistoryPage *history = CARC_HISTORY_PAGE (carc_history_get_page (window, "history"));
    guint n_buttons = 0, n_without = 0;

    /* these three and the end page's game */
    g_assert_cmpuint (carc_history_page_get_n_games (history), >=, G_N_ELEMENTS (games));
    for (guint i = 0; i < carc_history_page_get_n_games (history); i++)
      {
        const char *id = carc_history_page_get_game_id (history, i);
        g_autoptr(CarcStoreGameSummary) summary = carc_store_get_game_summary (store, id, &error);
        GtkWidget *row = carc_history_page_get_row (history, id);
        g_autofree char *expected = NULL;
        GtkWidget *button;
        CarcBgstatsDialog *dialog;

        g_assert_no_error (error);
        g_assert_nonnull (row);
        button = find_with_class (row, "log-in-bgstats");
        g_assert_nonnull (button);
        g_assert_cmpint (gtk_widget_get_visible (button), ==, summary->finished);
        if (!gtk_widget_get_visible (button))
          {
            n_without++;
            continue;
          }
        n_buttons++;
        /* the link of that game, as the action gives it */
        gtk_widget_activate_action (GTK_WIDGET (window), "win.log-in-bgstats", "s", id);
        gui_test_settle ();
        expected = g_strdup (carc_bgstats_dialog_get_link (open_dialog ()));
        close_dialog (open_dialog ());
        g_assert_null (open_dialog ());
        g_signal_emit_by_name (button, "clicked");
        gui_test_settle ();
        dialog = open_dialog ();
        g_assert_nonnull (dialog);
        g_assert_cmpstr (carc_bgstats_dialog_get_link (dialog), ==, expected);
        close_dialog (dialog);
      }
    g_assert_cmpuint (n_buttons, >=, 2);
    g_assert_cmpuint (n_without, ==, 1);
  }

  gtk_widget_activate_action (GTK_WIDGET (window), "win.log-in-bgstats", "s", "no-such-game");
  gui_test_settle ();
  g_assert_null (open_dialog ());

  /* the review's share menu */
  gui_test_act (GTK_WIDGET (window), "win.review-game", g_variant_new_string (review_id));
  gui_test_settle ();
  g_assert_cmpstr (_carc_window_get_page_name (window), ==, "review");
  gui_test_act (carc_history_get_page (window, "review"), "review.log-in-bgstats", NULL);
  g_assert_nonnull (open_dialog ());
  close_dialog (open_dialog ());

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The dialog and the end page in English and Czech, light and dark, at
 * their own width and at 360 px; each fits 360 px, and in the dark style
 * the QR code stays dark on white and decodes. */
static void
test_screenshots (void)
{
  static const char * const langs[] = { "en", "cs" };
  static const int widths[] = { 1280, 360 };
  AdwStyleManager *style_manager = adw_style_manager_get_default ();
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "big-box-game.json", NULL);

  for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
    for (guint dark = 0; dark <= 1; dark++)
      for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
        {
          const char *scheme = dark ? "dark" : "light";
          g_autoptr(GError) error = NULL;
          g_autofree char *name = NULL;
          CarcBgstatsDialog *dialog;
          CarcWindow *window;
          CarcGame *game;
          int minimum = 0, natural = 0;

          gui_test_set_language (langs[l]);
          gui_test_set_dark (dark);
          window = gui_test_show_window (app, widths[w], 800);
          game = carc_game_load_file (carc_catalogue_get_default (NULL), path, &error);
          g_assert_no_error (error);
          /* the finished game opens on the end page */
          _carc_window_play_game (window, game);
          gui_test_settle ();
          g_assert_cmpstr (_carc_window_get_page_name (window), ==, "end");
          gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
          g_test_message ("end page %s %s %d: window %d px, minimum %d, natural %d", langs[l], scheme, widths[w],
                          gtk_widget_get_width (GTK_WIDGET (window)), minimum, natural);
          if (widths[w] == 360)
            {
              GtkWidget *end = _carc_window_get_page (window, "end");
              GtkWidget *button = (GtkWidget *) gtk_widget_get_template_child (end, CARC_TYPE_END_PAGE, "bgstats_button");
              int page_min = 0, button_min = 0, without = 0;

              gtk_widget_measure (end, GTK_ORIENTATION_HORIZONTAL, -1, &page_min, NULL, NULL, NULL);
              gtk_widget_measure (button, GTK_ORIENTATION_HORIZONTAL, -1, &button_min, NULL, NULL, NULL);
              gtk_widget_set_visible (button, FALSE);
              gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &without, NULL, NULL, NULL);
              gtk_widget_set_visible (button, TRUE);
              g_test_message ("  end page minimum %d, its BG Stats button %d, the window without the button %d",
                              page_min, button_min, without);
              /* the window adds its frame (10 px here) to the page's */
              g_assert_cmpint (page_min, <=, 360);
            }
          name = g_strdup_printf ("bgstats-end-%s-%s-%d.png", langs[l], scheme, widths[w]);
          gui_test_save_screenshot (GTK_WIDGET (window), name);
          if (l == 0 && !dark && widths[w] > 400)
            gui_test_docs_screenshot (GTK_WIDGET (window), "results.png");
          g_clear_pointer (&name, g_free);

          gui_test_act (_carc_window_get_page (window, "end"), "end.log-in-bgstats", NULL);
          dialog = open_dialog ();
          g_assert_nonnull (dialog);
          if (widths[w] == 360)
            gtk_window_set_default_size (GTK_WINDOW (dialog), 360, 720);
          gui_test_settle ();
          gtk_test_widget_wait_for_draw (GTK_WIDGET (dialog));
          gui_test_wait_ms (200);
          gtk_widget_measure (GTK_WIDGET (dialog), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
          g_test_message ("dialog %s %s %d: %d px wide, minimum %d, natural %d", langs[l], scheme, widths[w],
                          gtk_widget_get_width (GTK_WIDGET (dialog)), minimum, natural);
          g_assert_cmpint (minimum, <=, 360);
          if (widths[w] == 360)
            g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (dialog)), <=, 360);
          if (g_str_equal (langs[l], "cs"))
            g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (dialog)), !=, "Log in BG Stats");
          name = g_strdup_printf ("bgstats-dialog-%s-%s-%d.png", langs[l], scheme, widths[w]);
          gui_test_save_screenshot (GTK_WIDGET (dialog), name);
          g_clear_pointer (&name, g_free);
          name = g_strdup_printf ("bgstats-qr-%s-%s-%d.png", langs[l], scheme, widths[w]);
          check_qr_decodes (dialog, name);

          close_dialog (dialog);
          gtk_window_destroy (GTK_WINDOW (window));
        }
  gui_test_set_language ("en");
  adw_style_manager_set_color_scheme (style_manager, ADW_COLOR_SCHEME_DEFAULT);
}

int
main (int   argc,
      char *argv[])
{
  int ret;

  if (!gui_test_init (&argc, &argv, "bgstats", TRUE, &app))
    return 0;

  g_test_add_func ("/bgstats/end-page", test_end_page);
  g_test_add_func ("/bgstats/stored", test_stored);
  g_test_add_func ("/bgstats/screenshots", test_screenshots);

  ret = g_test_run ();
  g_clear_object (&app);
  return ret;
}
