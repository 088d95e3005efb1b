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
#include "carc-board-view-private.h"
#include "carc-box-page.h"
#include "carc-catalogue.h"
#include "carc-coach-labels.h"
#include "carc-coach.h"
#include "carc-error-format.h"
#include "carc-expansion-ui.h"
#include "carc-hills-sheep.h"
#include "carc-hunters-gatherers.h"
#include "carc-new-game-page.h"
#include "carc-play-page.h"
#include "carc-preferences-window.h"
#include "carc-profile.h"
#include "carc-random.h"
#include "carc-river.h"
#include "carc-towers-thieves.h"
#include "carc-traders-builders.h"
#include "carc-wheel-of-fortune.h"
#include "carc-tile-names.h"
#include "carc-tile-painter.h"
#include "carc-tile-picker.h"
#include "carc-window-private.h"
#include "gui-test-util.h"

static CarcApplication *app;

/* ---- helpers ---- */

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

        window = start_game (setup, 360);
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
        for (guint dark = 0; dark <= 1; dark++)
          {
            g_autofree char *name = g_strdup_printf ("words-search-hint-carcassonne-%s-%s-360.png", langs[l],
                                                     dark ? "dark" : "light");

            gui_test_set_dark (dark);
            gui_test_settle ();
            gui_test_save_screenshot (GTK_WIDGET (window), name);
          }
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

            gui_test_set_dark (dark);
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


/* ---- item 10: refusals in words ---- */

static GtkWidget *
find_css_name_early (GtkWidget  *widget,
                     const char *name)
{
  if (g_strcmp0 (gtk_widget_get_css_name (widget), name) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_css_name_early (child, name);
      if (found)
        return found;
    }
  return NULL;
}

/* The play page's message, as it reads now ("" when none is shown). */
static char *
page_message (CarcWindow *window)
{
  GtkWidget *revealer = gui_test_find_named (GTK_WIDGET (gui_test_play_page (window)), "message_revealer");
  GtkWidget *label;

  g_assert_nonnull (revealer);
  if (!gtk_widget_get_visible (revealer) || !gtk_revealer_get_reveal_child (GTK_REVEALER (revealer)))
    return g_strdup ("");
  label = gui_test_find_type (revealer, GTK_TYPE_LABEL);
  g_assert_nonnull (label);
  return g_strdup (gtk_label_get_text (GTK_LABEL (label)));
}

static void
shot_message (CarcWindow *window,
              const char *name,
              const char *lang,
              int         width)
{
  GtkWidget *page = GTK_WIDGET (gui_test_play_page (window));
  GtkWidget *message = gui_test_find_named (page, "message_revealer");
  GtkWidget *picker = carc_play_page_get_picker (gui_test_play_page (window));

  /* what these items add to the play page fits a phone (the page's own
   * width, its header and turn bar, are other items') */
  g_test_message ("%s: message %d px, picker %d px", name, gui_test_minimum_width (message), gui_test_minimum_width (picker));
  g_assert_cmpint (gui_test_minimum_width (message), <=, 360);
  g_assert_cmpint (gui_test_minimum_width (picker), <=, 360);
  {
    GtkWidget *legend = find_css_name_early (page, "carccoachsection");

    if (legend != NULL)
      {
        g_test_message ("%s: the coach's legend %d px", name, gui_test_minimum_width (legend));
        g_assert_cmpint (gui_test_minimum_width (legend), <=, 340);
      }
  }
  for (guint dark = 0; dark <= 1; dark++)
    {
      g_autofree char *file = g_strdup_printf ("words-%s-%s-%s-%d.png", name, lang, dark ? "dark" : "light", width);

      gui_test_set_dark (dark);
      gui_test_settle ();
      gui_test_save_screenshot (GTK_WIDGET (window), file);
    }
}

/* A spot open for the board where tile @type fits in no rotation. */
static gboolean
spot_where_no_rotation_fits (const CarcState *state,
                             guint            type,
                             int             *x,
                             int             *y)
{
  for (guint i = 0; i < carc_state_get_n_spots (state); i++)
    {
      const CarcSpot *spot = &carc_state_get_spots (state)[i];

      if (carc_coach_rotations_at (state, type, spot->x, spot->y) == 0)
        {
          *x = spot->x;
          *y = spot->y;
          return TRUE;
        }
    }
  return FALSE;
}

/* Through the real window: a click on a spot where the chosen tile does
 * not fit, a key of an expansion the game is played without, a figure on
 * a feature someone holds, a tile that must wait for the wheel, and a
 * correction that breaks a later entry — each says what is wrong and what
 * to do, with no tile code, coordinates, rule id or event name. */
static void
test_play_refusals (void)
{
  static const char *langs[] = { "en", "cs" };
  static const int widths[] = { 1280, 360 };

  for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
    for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
      {
        g_autoptr(CarcSetup) setup = gui_test_make_setup ("base,wheel-of-fortune", 2);
        CarcWindow *window;
        CarcPlayPage *page;
        CarcTilePicker *picker;
        int chosen = -1, x = 0, y = 0;
        g_autofree char *text = NULL;

        gui_test_set_language (langs[l]);
        /* a base game with the wheel's tiles mixed in, no wheel board */
        setup->rules &= ~CARC_RULE_WHEEL;
        window = start_game (setup, widths[w]);
        page = gui_test_play_page (window);
        picker = picker_of (window);
        gui_test_play_some (window, 6);

        /* the tile chosen does not fit the spot clicked */
        gui_test_act (GTK_WIDGET (page), "play.pick", NULL);
        g_signal_connect (picker, "tile-chosen", G_CALLBACK (tile_chosen_cb), &chosen);
        g_assert_true (carc_tile_picker_choose_number (picker, 0));
        gui_test_pump ();
        g_signal_handlers_disconnect_by_func (picker, tile_chosen_cb, &chosen);
        g_assert_cmpint (chosen, >=, 0);
        if (spot_where_no_rotation_fits (gui_test_state_of (window), (guint) chosen, &x, &y))
          {
            gui_test_click_cell (window, x, y);
            text = page_message (window);
            g_assert_cmpstr (text, !=, "");
            assert_no_codes (text);
            if (g_str_equal (langs[l], "en"))
              g_assert_nonnull (strstr (text, "Turn it (R) or choose another spot"));
            shot_message (window, "illegal-spot", langs[l], widths[w]);
            g_clear_pointer (&text, g_free);
          }
        else
          g_test_message ("no spot refuses the chosen tile in every rotation");
        gui_test_act (GTK_WIDGET (page), "play.escape", NULL);

        /* O, the flock's key, in a game without Hills & Sheep */
        g_assert_true (gui_test_press_key (GTK_WIDGET (gui_test_board_of (window)), GDK_KEY_o, 0));
        text = page_message (window);
        assert_no_codes (text);
        g_assert_true (strstr (text, _("Hills & Sheep")) != NULL);
        shot_message (window, "no-such-expansion", langs[l], widths[w]);
        g_clear_pointer (&text, g_free);

        /* a tile with a wheel symbol placed before the wheel turned (the
         * base game's rules: the symbols do nothing) is fine; a figure on
         * a feature someone holds is not */
        {
          const CarcState *state = gui_test_state_of (window);
          CarcEvent event;
          gboolean found = FALSE;

          /* a legal tile next to a held feature, then a follower on it */
          for (guint t = 0; t < carc_state_get_n_supply_types (state) && !found; t++)
            {
              guint type = carc_state_get_supply_types (state)[t];
              g_autoptr(GArray) places = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));

              if (!carc_state_tile_available (state, type))
                continue;
              carc_state_list_placements (state, type, places);
              for (guint p = 0; p < places->len && !found; p++)
                {
                  const CarcPlacement *place = &g_array_index (places, CarcPlacement, p);

                  for (guint r = 0; r < 4 && !found; r++)
                    {
                      CarcState *after;
                      CarcFigureOption options[16];
                      const CarcTileType *tt;

                      if (!(place->rotations & (1u << r)))
                        continue;
                      event = carc_event_tile (type, place->x, place->y, r);
                      after = carc_state_copy (state);
                      if (!carc_state_apply (after, &event, 0, NULL))
                        {
                          carc_state_free (after);
                          continue;
                        }
                      tt = carc_catalogue_get_type (carc_state_get_catalogue (after), type);
                      for (guint f = 0; f < tt->n_features && !found; f++)
                        {
                          CarcFeatureInfo info;
                          const CarcPlacedTile *tile = &carc_state_get_tiles (after)[carc_state_get_n_tiles (after) - 1];

                          carc_state_feature_info (after, tile->node0 + f, &info);
                          if (info.owners != 0 && tt->features[f].kind != CARC_FEATURE_FIELD)
                            {
                              CarcEvent figure = carc_event_figure (CARC_FIGURE_FOLLOWER,
                                                                    carc_loc_rotate (tt->features[f].locations, r));

                              if (carc_state_check_figure (after, CARC_FIGURE_FOLLOWER, f, NULL))
                                continue;
                              carc_play_page_submit_event (page, &event);
                              gui_test_pump ();
                              carc_play_page_submit_event (page, &figure);
                              gui_test_pump ();
                              found = TRUE;
                            }
                        }
                      (void) options;
                      carc_state_free (after);
                    }
                }
            }
          if (found)
            {
              text = page_message (window);
              g_assert_cmpstr (text, !=, "");
              assert_no_codes (text);
              shot_message (window, "occupied", langs[l], widths[w]);
              g_clear_pointer (&text, g_free);
              gui_test_act (GTK_WIDGET (page), "play.escape", NULL);
            }
          else
            g_test_message ("no held feature within reach");
        }

        /* a correction of the first tile that leaves later ones hanging */
        {
          CarcGame *game = gui_test_game_of (window);
          const CarcEvent *first = carc_game_get_event (game, 0);
          CarcEvent moved = *first;

          g_assert_cmpuint (first->type, ==, CARC_EVENT_TILE);
          gui_test_act (GTK_WIDGET (page), "play.correct", g_variant_new_uint32 (0));
          /* far from the start: the tile itself is refused */
          moved.x = 30;
          moved.y = 30;
          carc_play_page_submit_event (page, &moved);
          gui_test_pump ();
          text = page_message (window);
          g_assert_cmpstr (text, !=, "");
          assert_no_codes (text);
          g_clear_pointer (&text, g_free);
          gui_test_act (GTK_WIDGET (page), "play.cancel-correction", NULL);
        }
        gtk_window_destroy (GTK_WINDOW (window));
      }
  gui_test_set_language ("en");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

/* A correction that makes a later entry impossible names it as the log
 * does, and why, in words. */
static void
test_correction_refusal (void)
{
  g_autoptr(CarcSetup) setup = gui_test_make_setup ("base", 2);
  CarcWindow *window = start_game (setup, 1280);
  CarcPlayPage *page = gui_test_play_page (window);
  CarcCatalogue *catalogue = carc_game_get_catalogue (gui_test_game_of (window));
  int monastery = carc_catalogue_lookup (catalogue, "BA/L");
  int cap = carc_catalogue_lookup (catalogue, "BA/C");
  CarcEvent events[] = {
    carc_event_tile ((guint) monastery, 0, 1, 0), carc_event_simple (CARC_EVENT_PASS, 0),
    carc_event_tile ((guint) monastery, 0, 2, 0), carc_event_simple (CARC_EVENT_PASS, 0),
  };
  CarcEvent moved = carc_event_tile ((guint) cap, 0, -1, 2);
  g_autofree char *text = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (events); i++)
    g_assert_true (carc_game_session_apply (gui_test_session_of (window), &events[i], NULL));
  gui_test_pump ();
  /* the first monastery moved north of the start: the second touches nothing */
  gui_test_act (GTK_WIDGET (page), "play.correct", g_variant_new_uint32 (0));
  carc_play_page_submit_event (page, &moved);
  gui_test_pump ();
  text = page_message (window);
  assert_no_codes (text);
  g_assert_nonnull (strstr (text, "further down the log would no longer be possible"));
  g_assert_nonnull (strstr (text, "A tile goes next to a tile already placed"));
  shot_message (window, "correction", "en", 1280);
  gtk_window_destroy (GTK_WINDOW (window));
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

/* New game: one player for Hunters & Gatherers says how many the game
 * takes, with no rule id. */
static void
test_new_game_refusal (void)
{
  static const char *langs[] = { "en", "cs" };

  for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
    {
      CarcWindow *window;
      GtkWidget *new_game;
      g_autoptr(GError) error = NULL;
      g_autoptr(CarcSetup) one = hg_setup (1);
      g_autofree char *expected = NULL;

      gui_test_set_language (langs[l]);
      window = gui_test_show_window (app, 360, 720);
      gui_test_act (GTK_WIDGET (window), "win.new-game", NULL);
      new_game = _carc_window_get_page (window, "new-game");
      g_assert_nonnull (new_game);
      /* the words the page shows for the engine's refusal of one player */
      g_assert_false (carc_setup_validate (one, carc_catalogue_get_default (NULL), &error));
      {
        CarcErrorScene scene = { .setup = one, .catalogue = carc_catalogue_get_default (NULL), .own_from = G_MAXUINT };
        expected = carc_error_format (error, &scene);
      }
      g_test_message ("%s: %s", langs[l], expected);
      assert_no_codes (expected);
      g_assert_nonnull (strstr (expected, "2"));
      g_assert_nonnull (strstr (expected, "5"));
      /* the page set for one player of Hunters & Gatherers shows them */
      carc_new_game_page_set_setup (CARC_NEW_GAME_PAGE (new_game), one);
      gui_test_pump ();
      g_test_message ("%s, the page: %s", langs[l], carc_new_game_page_get_start_reason (CARC_NEW_GAME_PAGE (new_game)));
      assert_no_codes (carc_new_game_page_get_start_reason (CARC_NEW_GAME_PAGE (new_game)));
      g_assert_cmpstr (carc_new_game_page_get_start_reason (CARC_NEW_GAME_PAGE (new_game)), ==, expected);
      for (guint dark = 0; dark <= 1; dark++)
        {
          g_autofree char *file = g_strdup_printf ("words-new-game-hg-one-player-%s-%s-360.png", langs[l],
                                                   dark ? "dark" : "light");
          GtkWidget *scrolled = gui_test_find_type (new_game, GTK_TYPE_SCROLLED_WINDOW);

          gui_test_set_dark (dark);
          /* the reason stands by Start, at the foot of the page */
          if (scrolled != NULL)
            {
              GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
              gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj));
            }
          gui_test_settle ();
          gui_test_save_screenshot (GTK_WIDGET (window), file);
        }
      gtk_window_destroy (GTK_WINDOW (window));
    }
  gui_test_set_language ("en");
}

/* Every reason the engine has, the core's and each expansion's, worded
 * with real values: never a code, never the engine's own message, and
 * never only the general words of its kind. */
static void
sweep_reasons (const char *owner,
               guint       n_reasons,
               const CarcErrorScene *scene)
{
  guint n_ui;
  const CarcExpansionUi * const *ui = carc_expansions_ui_all (&n_ui);

  for (guint reason = 1; reason < n_reasons; reason++)
    for (guint in_log = 0; in_log <= 1; in_log++)
      {
        /* the session's refusals are its own sentences (nothing to undo),
         * the engine's name codes */
        gboolean session = owner == NULL && (reason == CARC_REASON_NOTHING_TO_UNDO || reason == CARC_REASON_NOTHING_TO_REDO
                                             || reason == CARC_REASON_NOTHING_TO_DRAW);
        g_autoptr(GError) error = g_error_new_literal (CARC_ERROR, CARC_ERROR_INVALID_EVENT,
                                                       session ? _("There is nothing to undo")
                                                       : "BA/C at (1,0): the “flock” event (R-B-2)");
        CarcErrorDetail detail = {
          .owner = owner, .reason = reason, .x = 1, .y = 0, .other_x = 2, .other_y = 0,
          .tile = 0, .other_tile = 1, .rotation = 1, .edge = CARC_EDGE_N,
          .kind = CARC_FEATURE_ROAD, .other_kind = CARC_FEATURE_CITY, .figure = CARC_FIGURE_FOLLOWER,
          .player = 0, .other_player = 1, .event_type = CARC_EVENT_FLOCK, .number = 1, .min = 2, .max = 5,
          .need = 0x21, .need_mask = 0xff, .name = "base",
        };
        g_autofree char *words = NULL;

        carc_error_set_detail (&error, &detail);
        if (in_log)
          carc_error_set_entry (&error, 1);
        words = carc_error_format (error, scene);
        g_test_message ("%s %u%s: %s", owner ? owner : "core", reason, in_log ? " (in the log)" : "", words);
        g_assert_nonnull (words);
        g_assert_cmpstr (words, !=, "");
        if (!session)
          g_assert_null (strstr (words, error->message));
        assert_no_codes (words);
        if (owner != NULL)
          {
            /* the expansion words it itself */
            gboolean own = FALSE;

            for (guint e = 0; e < n_ui; e++)
              if (g_strcmp0 (ui[e]->id, owner) == 0 && ui[e]->error_text != NULL)
                {
                  g_autofree char *text = ui[e]->error_text (carc_error_get_detail (error), scene);
                  own = text != NULL;
                }
            g_assert_true (own);
          }
      }
}

static void
test_every_reason (void)
{
  static const char *langs[] = { "en", "cs", "sk" };
  g_autoptr(GError) error = NULL;
  /* the game takes the setup */
  g_autoptr(CarcGame) game = carc_game_new (carc_catalogue_get_default (NULL),
                                            gui_test_make_setup ("base,hills-and-sheep", 2), &error);
  CarcErrorScene scene;

  g_assert_no_error (error);
  {
    g_autoptr(CarcRandomPlayer) player = carc_random_player_new (3);
    CarcEvent event;

    for (guint i = 0; i < 6 && carc_random_player_next (player, carc_game_get_state (game), &event); i++)
      g_assert_true (carc_game_append (game, &event, NULL));
  }
  scene = carc_error_scene_of_game (game, NULL);
  for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
    {
      gui_test_set_language (langs[l]);
      sweep_reasons (NULL, CARC_N_REASONS, &scene);
      sweep_reasons (CARC_RIVER_ERRORS, CARC_RIVER_N_REASONS, &scene);
      sweep_reasons (CARC_HS_ERRORS, CARC_HS_N_REASONS, &scene);
      sweep_reasons (CARC_TB_ERRORS, CARC_TB_N_REASONS, &scene);
      sweep_reasons (CARC_TT_ERRORS, CARC_TT_N_REASONS, &scene);
      sweep_reasons (CARC_WF_ERRORS, CARC_WF_N_REASONS, &scene);
      sweep_reasons (CARC_HG_ERRORS, CARC_HG_N_REASONS, &scene);
    }
  gui_test_set_language ("en");
}

static void collect_labels (GtkWidget *widget, GString *out);

/* ---- item 11: a custom tile without a name ---- */

static CarcPreferencesWindow *
find_preferences (void)
{
  return (CarcPreferencesWindow *) gui_test_find_toplevel (CARC_TYPE_PREFERENCES_WINDOW, NULL, FALSE);
}

/* The titles of the action rows under @widget. */
static void
collect_row_titles (GtkWidget *widget,
                    GPtrArray *out)
{
  if (ADW_IS_ACTION_ROW (widget))
    g_ptr_array_add (out, (gpointer) adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    collect_row_titles (child, out);
}

/* A label under @widget reading @text, or NULL. */
static GtkLabel *
label_reading (GtkWidget  *widget,
               const char *text)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_is_drawable (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
    return GTK_LABEL (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *found = label_reading (child, text);
      if (found)
        return found;
    }
  return NULL;
}

static JsonObject *
unnamed_form (void)
{
  g_autoptr(JsonParser) parser = json_parser_new ();

  g_assert_true (json_parser_load_from_data (parser,
    "{\"id\": \"custom/tile\", \"count\": 1, \"edges\": [\"city\", \"road\", \"field\", \"road\"],"
    " \"joins\": [[\"E\", \"W\"]], \"monastery\": false, \"on\": {}, \"tile\": {}}", -1, NULL));
  return json_node_dup_object (json_parser_get_root (parser));
}

/* A tile saved without a name reads as what it shows, and as the box's
 * own, in the list, the picker and the log, in every language; its
 * removal's toast fits a phone. */
static void
test_custom_tile_name (void)
{
  static const char *langs[] = { "en", "cs" };

  for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
    for (guint dark = 0; dark <= 1; dark++)
      {
        g_autoptr(JsonObject) form = unnamed_form ();
        g_autoptr(CarcCatalogue) drawn = carc_custom_tile_catalogue (carc_catalogue_get_default (NULL), form, NULL);
        g_autofree char *expected = NULL;
        g_autofree char *list_shot = g_strdup_printf ("words-custom-list-%s-%s-360.png", langs[l], dark ? "dark" : "light");
        g_autofree char *toast_shot = g_strdup_printf ("words-custom-removed-%s-%s-360.png", langs[l], dark ? "dark" : "light");
        g_autofree char *picker_shot = g_strdup_printf ("words-custom-picker-%s-%s-360.png", langs[l], dark ? "dark" : "light");
        g_autoptr(GPtrArray) titles = g_ptr_array_new ();
        CarcWindow *window;
        CarcPreferencesWindow *prefs;
        CarcBoxPage *page;
        AdwActionRow *row;

        gui_test_set_language (langs[l]);
        gui_test_set_dark (dark);
        g_assert_nonnull (drawn);
        expected = carc_tile_describe (carc_catalogue_get_type (drawn, carc_catalogue_get_n_types (drawn) - 1));
        g_test_message ("%s: %s", langs[l], expected);
        assert_no_codes (expected);
        g_assert_null (strstr (expected, "custom"));
        /* the box's own, in its words */
        g_assert_nonnull (strstr (expected, g_dpgettext2 (GETTEXT_PACKAGE, "tile name", "%s (your tile)") + 2));

        /* the list in Preferences → Your Box */
        window = gui_test_show_window (app, 800, 600);
        gui_test_act (GTK_WIDGET (window), "win.preferences", NULL);
        prefs = find_preferences ();
        g_assert_nonnull (prefs);
        gtk_window_set_default_size (GTK_WINDOW (prefs), 360, 720);
        page = CARC_BOX_PAGE (carc_preferences_window_get_box_page (prefs));
        adw_preferences_window_set_visible_page (ADW_PREFERENCES_WINDOW (prefs), ADW_PREFERENCES_PAGE (page));
        carc_box_page_add_custom_tile (page, form);
        gui_test_settle ();
        collect_row_titles (GTK_WIDGET (page), titles);
        for (guint i = 0; i < titles->len; i++)
          g_assert_false (g_str_has_prefix (titles->pdata[i], "custom/"));
        row = gui_test_find_row_titled (GTK_WIDGET (page), expected);
        g_assert_nonnull (row);
        gtk_widget_grab_focus (GTK_WIDGET (row));
        gui_test_settle ();
        gui_test_save_screenshot (GTK_WIDGET (prefs), list_shot);

        /* removed: a toast that is not cut at 360 px */
        g_signal_emit_by_name (gui_test_find_type (GTK_WIDGET (row), GTK_TYPE_BUTTON), "clicked");
        gui_test_settle ();
        {
          GtkLabel *toast = label_reading (GTK_WIDGET (prefs), _("Tile removed"));

          g_assert_nonnull (toast);
          g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (toast)));
        }
        gui_test_save_screenshot (GTK_WIDGET (prefs), toast_shot);
        gtk_window_destroy (GTK_WINDOW (prefs));

        /* a game with it: the picker's caption and the log say the same */
        {
          g_autoptr(CarcProfile) profile = carc_profile_new ("Words");
          g_autoptr(CarcSetup) setup = gui_test_make_setup ("base", 2);
          g_autoptr(GError) error = NULL;
          g_autofree char *phrase = NULL;
          const CarcState *state;
          int custom;
          g_autoptr(GArray) places = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));

          json_array_add_object_element (profile->custom_tiles, json_object_ref (form));
          g_assert_true (carc_profile_apply (profile, carc_catalogue_get_default (NULL), setup, &error));
          g_assert_no_error (error);
          gtk_window_destroy (GTK_WINDOW (window));
          window = start_game (setup, 360);
          gui_test_act (GTK_WIDGET (gui_test_play_page (window)), "play.pick", NULL);
          carc_tile_picker_set_filter (picker_of (window), expected);
          gui_test_settle ();
          {
            GString *shown = g_string_new (NULL);
            g_autofree char *line = g_strdup_printf ("\n%s\n", expected);

            collect_labels (GTK_WIDGET (picker_of (window)), shown);
            g_test_message ("the picker: %u shown: %s", carc_tile_picker_get_n_shown (picker_of (window)), shown->str);
            /* its caption, a line of its own */
            g_assert_nonnull (strstr (shown->str, line));
            g_string_free (shown, TRUE);
          }
          gui_test_save_screenshot (GTK_WIDGET (window), picker_shot);
          gui_test_act (GTK_WIDGET (gui_test_play_page (window)), "play.close-picker", NULL);

          state = gui_test_state_of (window);
          custom = carc_catalogue_lookup (carc_state_get_catalogue (state), "custom/tile");
          g_assert_cmpint (custom, >=, 0);
          carc_state_list_placements (state, (guint) custom, places);
          g_assert_cmpuint (places->len, >, 0);
          for (guint r = 0; r < 4; r++)
            if (g_array_index (places, CarcPlacement, 0).rotations & (1u << r))
              {
                CarcEvent event = carc_event_tile ((guint) custom, g_array_index (places, CarcPlacement, 0).x,
                                                   g_array_index (places, CarcPlacement, 0).y, r);

                g_assert_true (carc_game_session_apply (gui_test_session_of (window), &event, NULL));
                break;
              }
          gui_test_pump ();
          phrase = carc_tile_describe_phrase (carc_catalogue_get_type (carc_state_get_catalogue (gui_test_state_of (window)),
                                                                      (guint) custom));
          g_assert_cmpstr (phrase, !=, "");
          g_assert_true (gui_test_log_has (window, phrase, FALSE));
        }
        gtk_window_destroy (GTK_WINDOW (window));
      }
  gui_test_set_language ("en");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

/* ---- item 13: what the coach shows, explained ---- */

/* Every visible label's text under @widget, one a line. */
static void
collect_labels (GtkWidget *widget,
                GString   *out)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget))
    g_string_append_printf (out, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    collect_labels (child, out);
}

static GtkWidget *
find_css_name (GtkWidget  *widget,
               const char *name)
{
  if (g_strcmp0 (gtk_widget_get_css_name (widget), name) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_css_name (child, name);
      if (found)
        return found;
    }
  return NULL;
}

/* Until a field is held: the next tile with a follower on a field. */
static void
hold_a_field (CarcWindow *window)
{
  for (guint tries = 0; tries < 40; tries++)
    {
      const CarcState *state = gui_test_state_of (window);

      for (guint i = 0; i < carc_state_get_n_tiles (state); i++)
        {
          const CarcPlacedTile *tile = &carc_state_get_tiles (state)[i];
          const CarcTileType *type = carc_state_tile_type (state, tile);

          for (guint f = 0; f < type->n_features; f++)
            {
              CarcFeatureInfo info;

              carc_state_feature_info (state, tile->node0 + f, &info);
              if (type->features[f].kind == CARC_FEATURE_FIELD && info.owners != 0)
                return;
            }
        }
      /* the first legal tile, a farmer on it if it can take one, else none */
      for (guint t = 0; t < carc_state_get_n_supply_types (state); t++)
        {
          guint type = carc_state_get_supply_types (state)[t];
          g_autoptr(GArray) places = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));
          CarcFigureOption options[32];
          guint n;
          CarcEvent event, figure = carc_event_simple (CARC_EVENT_PASS, 0);

          if (!carc_state_tile_available (state, type))
            continue;
          carc_state_list_placements (state, type, places);
          if (places->len == 0)
            continue;
          event = carc_event_tile (type, g_array_index (places, CarcPlacement, 0).x, g_array_index (places, CarcPlacement, 0).y,
                                   (guint) __builtin_ctz (g_array_index (places, CarcPlacement, 0).rotations));
          g_assert_true (carc_game_session_apply (gui_test_session_of (window), &event, NULL));
          state = gui_test_state_of (window);
          n = carc_state_list_figure_options (state, options, G_N_ELEMENTS (options));
          for (guint o = 0; o < n; o++)
            {
              const CarcPlacedTile *placed = &carc_state_get_tiles (state)[carc_state_get_n_tiles (state) - 1];
              const CarcTileType *tt = carc_state_tile_type (state, placed);

              if (options[o].kind == CARC_FIGURE_FOLLOWER && tt->features[options[o].feature].kind == CARC_FEATURE_FIELD)
                {
                  figure = carc_event_figure (CARC_FIGURE_FOLLOWER,
                                              carc_loc_rotate (tt->features[options[o].feature].locations, placed->rotation));
                  break;
                }
            }
          g_assert_true (carc_game_session_apply (gui_test_session_of (window), &figure, NULL));
          while (carc_state_get_phase (gui_test_state_of (window)) == CARC_PHASE_DECISION)
            {
              g_autoptr(CarcRandomPlayer) player = carc_random_player_new (tries);
              CarcEvent decision;

              g_assert_true (carc_random_player_next (player, gui_test_state_of (window), &decision));
              g_assert_true (carc_game_session_apply (gui_test_session_of (window), &decision, NULL));
            }
          break;
        }
    }
  g_assert_not_reached ();
}

/* With the coach on, the side panel explains the numbers on the open spots
 * and the fields in players' colours; the board's tooltip says the same
 * over a spot and over a tinted field. */
static void
test_coach_legend (void)
{
  static const char *langs[] = { "en", "cs" };
  static const int widths[] = { 1280, 360 };

  for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
    for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
      {
        g_autoptr(CarcSetup) setup = gui_test_make_setup ("base", 2);
        CarcWindow *window;
        CarcPlayPage *page;
        CarcBoardView *board;
        GtkWidget *legend;
        const CarcState *state;
        double wx, wy;
        g_autofree char *tip = NULL;

        gui_test_set_language (langs[l]);
        setup->rules |= CARC_RULE_FARMERS;
        window = start_game (setup, widths[w]);
        page = gui_test_play_page (window);
        board = gui_test_board_of (window);
        gui_test_play_some (window, 5);
        hold_a_field (window);
        carc_play_page_set_assistance (page, CARC_ASSISTANCE_COACH);
        gui_test_pump ();

        /* the legend, in the side panel */
        legend = find_css_name (GTK_WIDGET (page), "carccoachsection");
        g_assert_nonnull (legend);
        g_assert_true (gtk_widget_get_visible (legend));
        {
          GString *labels = g_string_new (NULL);

          collect_labels (legend, labels);
          g_assert_nonnull (strstr (labels->str, carc_coach_spot_legend ()));
          g_assert_nonnull (strstr (labels->str, carc_coach_field_legend ()));
          g_string_free (labels, TRUE);
        }

        /* the tooltip over a spot: the label's numbers in words */
        state = gui_test_state_of (window);
        {
          const CarcSpot *spot = &carc_state_get_spots (state)[0];
          guint fitting = carc_coach_tiles_fitting (state, spot->x, spot->y);
          g_autofree char *count = g_strdup_printf ("%u", fitting);

          carc_board_view_center_on (board, spot->x, spot->y);
          gui_test_pump ();
          _carc_board_view_board_to_widget (board, spot->x + 0.5, spot->y + 0.5, &wx, &wy);
          tip = _carc_board_view_describe_at (board, wx, wy);
          g_test_message ("%s, over a spot: %s", langs[l], tip ? tip : "(none)");
          g_assert_nonnull (tip);
          g_assert_nonnull (strstr (tip, count));
          g_assert_nonnull (strstr (tip, "%"));
          g_clear_pointer (&tip, g_free);
        }

        /* the tooltip over a tinted field: whose colour it is */
        for (guint i = 0; i < carc_state_get_n_tiles (state) && tip == NULL; i++)
          {
            const CarcPlacedTile *tile = &carc_state_get_tiles (state)[i];
            const CarcTileType *type = carc_state_tile_type (state, tile);

            for (guint f = 0; f < type->n_features && tip == NULL; f++)
              {
                CarcFeatureInfo info;
                double ax, ay;

                carc_state_feature_info (state, tile->node0 + f, &info);
                if (type->features[f].kind != CARC_FEATURE_FIELD || info.owners == 0)
                  continue;
                carc_tile_feature_anchor (type, tile->rotation, f, &ax, &ay);
                carc_board_view_center_on (board, tile->x, tile->y);
                gui_test_pump ();
                _carc_board_view_board_to_widget (board, tile->x + ax, tile->y + ay, &wx, &wy);
                tip = _carc_board_view_describe_at (board, wx, wy);
              }
          }
        g_test_message ("%s, over a field: %s", langs[l], tip ? tip : "(none)");
        g_assert_nonnull (tip);
        {
          g_auto(GStrv) lines = g_strsplit (tip, "\n", -1);
          guint n_lines = g_strv_length (lines);

          g_assert_cmpuint (n_lines, >=, 3);
          if (g_str_equal (langs[l], "en"))
            g_assert_true (g_str_has_prefix (lines[n_lines - 1], "Tinted in its owner’s colour")
                           || g_str_has_prefix (lines[n_lines - 1], "Striped in its owners’ colours"));
        }

        if (widths[w] < 400)
          gui_test_act (GTK_WIDGET (page), "play.toggle-panel", NULL);
        shot_message (window, "coach-legend", langs[l], widths[w]);
        gtk_window_destroy (GTK_WINDOW (window));
      }
  gui_test_set_language ("en");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

/* The picker with a search, as a person types it in each language: the
 * tile named first (the ranking), at 1280 and 360 px, light and dark. */
static void
test_picker_search_screens (void)
{
  static const struct { const char *lang; const char *typed; } searches[] = {
    { "en", "river, deer, meadow" },
    { "cs", "řeka, vysoká, pastvina" },
  };
  static const int widths[] = { 1280, 360 };

  for (guint l = 0; l < G_N_ELEMENTS (searches); l++)
    for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
      {
        g_autoptr(CarcSetup) setup = hg_setup (2);
        CarcWindow *window;
        CarcTilePicker *picker;
        g_autofree char *first = NULL;
        g_auto(GStrv) alternates = NULL;
        g_auto(GStrv) typed = g_str_tokenize_and_fold (searches[l].typed, NULL, &alternates);

        gui_test_set_language (searches[l].lang);
        window = start_game (setup, widths[w]);
        picker = picker_of (window);
        gui_test_act (GTK_WIDGET (gui_test_play_page (window)), "play.pick", NULL);
        gtk_editable_set_text (GTK_EDITABLE (search_of (window)), searches[l].typed);
        carc_tile_picker_set_filter (picker, searches[l].typed);
        gui_test_pump ();
        first = carc_tile_describe (carc_catalogue_get_type (carc_state_get_catalogue (gui_test_state_of (window)),
                                                             carc_tile_picker_get_shown (picker, 0)));
        g_test_message ("%s “%s”: %s", searches[l].lang, searches[l].typed, first);
        for (guint t = 0; typed[t] != NULL; t++)
          g_assert_true (has_word (first, typed[t]));
        shot_message (window, "picker-search", searches[l].lang, widths[w]);
        gtk_window_destroy (GTK_WINDOW (window));
      }
  gui_test_set_language ("en");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
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
  g_test_add_func ("/words/play-refusals", test_play_refusals);
  g_test_add_func ("/words/correction-refusal", test_correction_refusal);
  g_test_add_func ("/words/new-game-refusal", test_new_game_refusal);
  g_test_add_func ("/words/every-reason", test_every_reason);
  g_test_add_func ("/words/custom-tile-name", test_custom_tile_name);
  g_test_add_func ("/words/coach-legend", test_coach_legend);
  g_test_add_func ("/words/picker-search-screens", test_picker_search_screens);

  ret = g_test_run ();

  g_clear_object (&app);

  return ret;
}
