/* test-words.c: words, never codes (issue 22, items 10 to 13 and 15)
 *
 * What a person reads on the screens carries no tile codes, coordinates,
 * event names or rule ids; a custom tile without a name has a readable
 * one; the tile search's hint lists the game's own edge kinds; the coach's
 * numbers and shading are explained; the search ranks the tile named
 * first. Screenshots go to <builddir>/tests/gui/screenshots/words-*.png.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "carc-application.h"
#include "carc-catalogue.h"
#include "carc-hunters-gatherers.h"
#include "carc-play-page.h"
#include "carc-tile-names.h"
#include "carc-tile-picker.h"
#include "carc-window-private.h"
#include "gui-test-util.h"

static CarcApplication *app;

/* ---- helpers ---- */

static void
set_dark (gboolean dark)
{
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
}

/* A Hunters & Gatherers game of @n_players in the game's own colours. */
static CarcSetup *
hg_setup (guint n_players)
{
  static const char *names[] = { "Anna", "Ben", "Cecilie", "David", "Eva" };
  static const char *colours[] = { "yellow", "red", "green", "blue", "purple" };
  CarcSetup *setup = carc_setup_new ();

  g_assert_true (carc_setup_add_set (setup, carc_catalogue_get_default (NULL), CARC_HG_SET_ID, NULL));
  for (guint p = 0; p < n_players; p++)
    carc_setup_add_player (setup, names[p], colours[p]);
  setup->seed = 42;
  return setup;
}

static CarcWindow *
start_game (CarcSetup *setup,
            int        width)
{
  g_autoptr(GError) error = NULL;
  CarcWindow *window = gui_test_show_window (app, width, 720);

  g_assert_nonnull (_carc_window_start_game (window, setup, &error));
  g_assert_no_error (error);
  gui_test_pump ();
  return window;
}

static CarcTilePicker *
picker_of (CarcWindow *window)
{
  return CARC_TILE_PICKER (carc_play_page_get_picker (gui_test_play_page (window)));
}

static GtkWidget *
search_of (CarcWindow *window)
{
  GtkWidget *search = gui_test_find_type (GTK_WIDGET (picker_of (window)), GTK_TYPE_SEARCH_ENTRY);

  g_assert_nonnull (search);
  return search;
}

/* Whether @word is one of the words of @text (case-folded). */
static gboolean
has_word (const char *text,
          const char *word)
{
  g_auto(GStrv) alternates = NULL;
  g_auto(GStrv) words = g_str_tokenize_and_fold (text, NULL, &alternates);
  g_autofree char *folded = g_utf8_casefold (word, -1);

  return g_strv_contains ((const char * const *) words, folded);
}

/* The words a person reads must not carry what only a file knows: a tile
 * code ("BA/L", "WF/Rr", "TT/L01"), a cell in brackets ("(1,1)"), a rule
 * id ("R-HG-1"), an event's record name in quotes ("“flock” event"). */
static void
assert_no_codes (const char *text)
{
  static const char * const patterns[] = {
    "\\b[A-Z]{2}(\\.\\d)?/\\S+",
    "\\(-?\\d+, ?-?\\d+\\)",
    "\\bR-[A-Z]{1,3}-\\d+",
    "[“\"][a-z-]+[”\"] event",
  };

  g_test_message ("shown: %s", text);
  for (guint i = 0; i < G_N_ELEMENTS (patterns); i++)
    if (g_regex_match_simple (patterns[i], text, 0, 0))
      g_error ("“%s” shows a code (%s)", text, patterns[i]);
}

/* ---- item 12: the search's hint ---- */

/* Each game's hint lists its own edge kinds: Carcassonne's city, road and
 * field (and the River's river when it is played), Hunters & Gatherers'
 * forest, meadow and river. */
static void
test_search_hint (void)
{
  static const char *langs[] = { "en", "cs" };

  for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
    {
      CarcWindow *window;
      const char *hint;
      g_autofree char *city = NULL, *road = NULL, *field = NULL, *river = NULL;
      g_autofree char *forest = NULL, *meadow = NULL;

      gui_test_set_language (langs[l]);
      city = g_strdup (carc_feature_kind_noun (CARC_FEATURE_CITY));
      road = g_strdup (carc_feature_kind_noun (CARC_FEATURE_ROAD));
      field = g_strdup (carc_feature_kind_noun (CARC_FEATURE_FIELD));
      river = g_strdup (carc_feature_kind_noun (CARC_FEATURE_HG_RIVER));
      forest = g_strdup (carc_feature_kind_noun (CARC_FEATURE_HG_FOREST));
      meadow = g_strdup (carc_feature_kind_noun (CARC_FEATURE_HG_MEADOW));

      {
        g_autoptr(CarcSetup) setup = gui_test_make_setup ("base,river", 2);

        window = start_game (setup, 1280);
        gui_test_act (GTK_WIDGET (gui_test_play_page (window)), "play.pick", NULL);
        g_object_get (search_of (window), "placeholder-text", &hint, NULL);
        g_test_message ("%s, Carcassonne: %s", langs[l], hint);
        g_assert_true (has_word (hint, city));
        g_assert_true (has_word (hint, road));
        g_assert_true (has_word (hint, field));
        g_assert_true (has_word (hint, carc_feature_kind_noun (CARC_FEATURE_RIVER)));
        g_assert_false (has_word (hint, forest));
        g_assert_false (has_word (hint, meadow));
        g_free ((char *) hint);
        gtk_window_destroy (GTK_WINDOW (window));
      }
      {
        g_autoptr(CarcSetup) setup = hg_setup (2);

        window = start_game (setup, 360);
        gui_test_act (GTK_WIDGET (gui_test_play_page (window)), "play.pick", NULL);
        g_object_get (search_of (window), "placeholder-text", &hint, NULL);
        g_test_message ("%s, Hunters & Gatherers: %s", langs[l], hint);
        g_assert_true (has_word (hint, forest));
        g_assert_true (has_word (hint, meadow));
        g_assert_true (has_word (hint, river));
        g_assert_false (has_word (hint, city));
        g_assert_false (has_word (hint, road));
        g_assert_false (has_word (hint, field));
        g_free ((char *) hint);
        for (guint dark = 0; dark <= 1; dark++)
          {
            g_autofree char *name = g_strdup_printf ("words-search-hint-hg-%s-%s-360.png", langs[l],
                                                     dark ? "dark" : "light");

            set_dark (dark);
            gui_test_settle ();
            gui_test_save_screenshot (GTK_WIDGET (window), name);
          }
        gtk_window_destroy (GTK_WINDOW (window));
      }
    }
  gui_test_set_language ("en");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

/* ---- item 15: the search takes the tile named ---- */

static void
tile_chosen_cb (CarcTilePicker *picker,
                guint           type,
                gboolean        override,
                int            *chosen)
{
  *chosen = (int) type;
}

/* Search and Enter: every word typed is a whole word of the tile taken
 * ("river, deer, meadow" takes a river with a deer, not "Lake, rivers,
 * forest, deer, fish, meadow"), and the closest such tile comes first. */
static void
test_search_ranking (void)
{
  static const struct { const char *sets; const char *typed; } searches[] = {
    { CARC_HG_SET_ID, "river, deer, meadow" },
    { CARC_HG_SET_ID, "forest, meadow" },
    { "base,inns-and-cathedrals", "road curve" },
    { "base,inns-and-cathedrals", "monastery" },
  };

  for (guint s = 0; s < G_N_ELEMENTS (searches); s++)
    {
      g_autoptr(CarcSetup) setup = g_str_equal (searches[s].sets, CARC_HG_SET_ID) ? hg_setup (2)
                                   : gui_test_make_setup (searches[s].sets, 2);
      CarcWindow *window = start_game (setup, 1280);
      CarcTilePicker *picker = picker_of (window);
      CarcCatalogue *catalogue = carc_state_get_catalogue (gui_test_state_of (window));
      g_auto(GStrv) typed_alternates = NULL;
      g_auto(GStrv) typed = g_str_tokenize_and_fold (searches[s].typed, NULL, &typed_alternates);
      int chosen = -1;
      gulong handler;
      g_autofree char *first = NULL;
      guint first_words;

      gui_test_act (GTK_WIDGET (gui_test_play_page (window)), "play.pick", NULL);
      handler = g_signal_connect (picker, "tile-chosen", G_CALLBACK (tile_chosen_cb), &chosen);
      /* as typed (the entry's "search-changed" comes after a pause) */
      carc_tile_picker_set_filter (picker, searches[s].typed);
      gui_test_pump ();
      g_assert_cmpuint (carc_tile_picker_get_n_shown (picker), >, 0);
      first = carc_tile_describe (carc_catalogue_get_type (catalogue, carc_tile_picker_get_shown (picker, 0)));
      g_test_message ("“%s”: %u shown, the first “%s”", searches[s].typed, carc_tile_picker_get_n_shown (picker), first);
      for (guint w = 0; typed[w] != NULL; w++)
        g_assert_true (has_word (first, typed[w]));
      /* no tile shown that has every word names fewer other things */
      {
        g_auto(GStrv) alternates = NULL;
        g_auto(GStrv) words = g_str_tokenize_and_fold (first, NULL, &alternates);

        first_words = g_strv_length (words);
      }
      for (guint i = 1; i < carc_tile_picker_get_n_shown (picker); i++)
        {
          g_autofree char *other = carc_tile_describe (carc_catalogue_get_type (catalogue,
                                                                                carc_tile_picker_get_shown (picker, i)));
          gboolean all = TRUE;
          g_auto(GStrv) alternates = NULL;
          g_auto(GStrv) words = g_str_tokenize_and_fold (other, NULL, &alternates);

          for (guint w = 0; typed[w] != NULL; w++)
            all &= has_word (other, typed[w]);
          if (all)
            g_assert_cmpuint (g_strv_length (words), >=, first_words);
        }
      /* Enter takes it */
      g_signal_emit_by_name (gui_test_find_type (search_of (window), GTK_TYPE_TEXT), "activate");
      gui_test_pump ();
      g_assert_cmpint (chosen, ==, (int) carc_tile_picker_get_shown (picker, 0));
      g_signal_handler_disconnect (picker, handler);
      gtk_window_destroy (GTK_WINDOW (window));
    }
}

/* ---- item 10: the picker's tooltip ---- */

static void
collect_tooltips (GtkWidget *widget,
                  GPtrArray *out)
{
  const char *tip = gtk_widget_get_tooltip_text (widget);

  if (tip != NULL)
    g_ptr_array_add (out, (gpointer) tip);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    collect_tooltips (child, out);
}

/* The tiles' tooltips in the picker say what a tile shows and how many
 * are left: no id ("Road curve: 1 left (WF/Rr, FFRR)"). */
static void
test_picker_tooltips (void)
{
  g_autoptr(CarcSetup) setup = gui_test_make_setup ("base,wheel-of-fortune,towers-and-thieves", 2);
  CarcWindow *window = start_game (setup, 1280);
  g_autoptr(GPtrArray) tips = g_ptr_array_new ();

  gui_test_act (GTK_WIDGET (gui_test_play_page (window)), "play.pick", NULL);
  collect_tooltips (GTK_WIDGET (picker_of (window)), tips);
  g_assert_cmpuint (tips->len, >, 10);
  for (guint i = 0; i < tips->len; i++)
    assert_no_codes (tips->pdata[i]);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  int ret;

  if (!gui_test_init (&argc, &argv, "words", TRUE, &app))
    return 0;

  g_test_add_func ("/words/search-hint", test_search_hint);
  g_test_add_func ("/words/search-ranking", test_search_ranking);
  g_test_add_func ("/words/picker-tooltips", test_picker_tooltips);

  ret = g_test_run ();

  g_clear_object (&app);

  return ret;
}
