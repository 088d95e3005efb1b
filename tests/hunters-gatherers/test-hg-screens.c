/* test-hg-screens.c: Hunters & Gatherers through the real screens
 *
 * The painter's layout of the game's landscape (every feature of every
 * tile can be found where its figure stands, every printed thing is
 * drawn), the new-game page's choice of game, the tile picker's words, and
 * a whole seeded game entered through the widgets with its prompts (menhir
 * bonus turn, shaman, small trap) and "tiles left" with the menhir stack.
 * Screenshots (light, dark, Czech, 360 px) go to
 * <builddir>/tests/gui/screenshots/hg-*.png.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <string.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "carc-application.h"
#include "carc-board-view-private.h"
#include "carc-board-view.h"
#include "carc-end-page.h"
#include "carc-format.h"
#include "carc-registry.h"
#include "carc-stats-page.h"
#include "carc-store.h"
#include "carc-hunters-gatherers.h"
#include "carc-new-game-page.h"
#include "carc-random.h"
#include "carc-record.h"
#include "carc-tile-painter-private.h"
#include "carc-tile-names.h"
#include "carc-tile-picker.h"
#include "carc-window-private.h"
#include "carc-figure-bar.h"
#include "carc-tile-painter.h"
#include "gui-test-util.h"

static CarcApplication *app;

/* ---- helpers ---- */

static void
shot (GtkWidget  *widget,
      const char *name,
      gboolean    dark,
      const char *lang,
      int         width)
{
  g_autofree char *file = g_strdup_printf ("hg-%s-%s-%s-%s.png", name, dark ? "dark" : "light", lang,
                                           width > 400 ? "1280x800" : "360x720");

  gui_test_settle ();
  gui_test_save_screenshot (widget, file);
}

static CarcSetup *
hg_setup (guint n_players)
{
  static const char *names[] = { "Anna", "Ben", "Cecilie", "David", "Eva" };
  CarcCatalogue *catalogue = carc_catalogue_get_default (NULL);
  CarcSetup *setup = carc_setup_new ();
  static const char *colours[] = { "yellow", "red", "green", "blue", "purple" };

  g_assert_true (carc_setup_add_set (setup, catalogue, CARC_HG_SET_ID, NULL));
  for (guint p = 0; p < n_players; p++)
    carc_setup_add_player (setup, names[p], colours[p]);
  setup->seed = 42;
  return setup;
}

static const CarcTileSet *
hg_set (void)
{
  CarcCatalogue *catalogue = carc_catalogue_get_default (NULL);
  int set = carc_catalogue_lookup_set (catalogue, CARC_HG_SET_ID);

  g_assert_cmpint (set, >=, 0);
  return carc_catalogue_get_set (catalogue, (guint) set);
}

/* ---- the painter ---- */

/* What the painter must print on a tile: its animals, fish, menhirs,
 * mushrooms and its power. */
static guint
printed_things (const CarcTileType *type)
{
  guint n = carc_hg_tile_power (type) != 0;

  for (guint f = 0; f < type->n_features; f++)
    {
      const CarcFeatureDef *def = &type->features[f];

      switch ((guint) def->kind)
        {
        case CARC_FEATURE_HG_MEADOW:
          for (guint a = CARC_HG_COUNTER_MAMMOTH; a <= CARC_HG_COUNTER_TIGER; a++)
            n += def->counters[a];
          break;
        case CARC_FEATURE_HG_FOREST:
          n += def->counters[CARC_HG_COUNTER_MENHIR] + def->counters[CARC_HG_COUNTER_MUSHROOMS];
          break;
        case CARC_FEATURE_HG_RIVER:
        case CARC_FEATURE_HG_LAKE:
          n += def->counters[CARC_HG_COUNTER_FISH];
          break;
        default:
          g_assert_not_reached ();
        }
    }
  return n;
}

/* Every feature of every tile, in every rotation, is found where its
 * figure stands; rivers end in their lakes; every animal, fish, menhir,
 * mushroom and power is drawn. A sheet of all the tiles, light and dark. */
static void
test_painter (void)
{
  CarcCatalogue *catalogue = carc_catalogue_get_default (NULL);
  const CarcTileSet *set = hg_set ();
  guint n_lakes = 0, n_rivers_in_lakes = 0, n_symbols = 0;

  g_assert_cmpuint (set->tiles->len, ==, 95);
  for (guint i = 0; i < set->tiles->len; i++)
    {
      const CarcTileType *type = carc_catalogue_get_type (catalogue, g_array_index (set->tiles, guint, i));
      const Layout *l = layout_get (type);

      if (l->n_symbols != printed_things (type))
        g_error ("tile %s: %u symbols drawn, %u printed", type->id, l->n_symbols, printed_things (type));
      n_symbols += l->n_symbols;
      for (guint r = 0; r < 4; r++)
        for (guint f = 0; f < type->n_features; f++)
          {
            double x, y;

            g_assert_true (carc_tile_feature_anchor (type, r, f, &x, &y));
            if (carc_tile_feature_at (type, r, x, y) != f)
              g_error ("tile %s, rotation %u: feature %u (%s) not found at its anchor %.2f, %.2f",
                       type->id, r, f, carc_feature_kind_name (type->features[f].kind), x, y);
          }
      for (guint f = 0; f < type->n_features; f++)
        {
          guint zone = type->features[f].counters[CARC_HG_COUNTER_LAKE];

          if (type->features[f].kind == CARC_FEATURE_HG_LAKE)
            {
              n_lakes++;
              /* a lake is drawn as a pond of its own */
              g_assert_cmpuint (carc_tile_feature_at (type, 0, l->pool_pt[f].x, l->pool_pt[f].y), ==, f);
            }
          else if (type->features[f].kind == CARC_FEATURE_HG_RIVER && zone != 0)
            {
              guint lake = carc_hg_feature_of_zone (type, zone);

              /* the river runs into its lake */
              g_assert_cmpuint (lake, <, type->n_features);
              g_assert_cmpfloat (l->routes[f].end.x, ==, l->pool_pt[lake].x);
              g_assert_cmpfloat (l->routes[f].end.y, ==, l->pool_pt[lake].y);
              n_rivers_in_lakes++;
            }
        }
    }
  g_test_message ("%u lakes, %u rivers ending in lakes, %u printed symbols", n_lakes, n_rivers_in_lakes, n_symbols);
  g_assert_cmpuint (n_lakes, >=, 29);
  g_assert_cmpuint (n_rivers_in_lakes, >, n_lakes);

  for (guint dark = 0; dark <= 1; dark++)
    {
      const int size = 128, columns = 10, rows = (set->tiles->len + columns - 1) / columns;
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, columns * (size + 4), rows * (size + 4));
      cairo_t *cr = cairo_create (surface);
      g_autofree char *path = gui_test_screenshot_path (dark ? "hg-tiles-dark.png" : "hg-tiles-light.png");

      cairo_set_source_rgb (cr, dark ? 0.15 : 0.95, dark ? 0.15 : 0.95, dark ? 0.15 : 0.95);
      cairo_paint (cr);
      for (guint i = 0; i < set->tiles->len; i++)
        {
          const CarcTileType *type = carc_catalogue_get_type (catalogue, g_array_index (set->tiles, guint, i));

          cairo_save (cr);
          cairo_translate (cr, (i % columns) * (size + 4) + 2, (i / columns) * (size + 4) + 2);
          carc_tile_paint (cr, type, 0, size, dark);
          cairo_restore (cr);
        }
      cairo_destroy (cr);
      g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
      cairo_surface_destroy (surface);
    }

  /* the animals, powers and water up close */
  for (guint dark = 0; dark <= 1; dark++)
    {
      static const char *ids[] = { "8", "17", "20", "79", "80", "83", "85", "88", "91", "92", "93", "94" };
      const int size = 256;
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 6 * size, 2 * size);
      cairo_t *cr = cairo_create (surface);
      g_autofree char *path = gui_test_screenshot_path (dark ? "hg-tiles-detail-dark.png" : "hg-tiles-detail-light.png");

      for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
        {
          int t = carc_catalogue_lookup (catalogue, ids[i]);

          g_assert_cmpint (t, >=, 0);
          cairo_save (cr);
          cairo_translate (cr, (i % 6) * size, (i / 6) * size);
          carc_tile_paint (cr, carc_catalogue_get_type (catalogue, (guint) t), 0, size, dark);
          cairo_restore (cr);
        }
      cairo_destroy (cr);
      g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
      cairo_surface_destroy (surface);
    }
}

/* ---- the tile picker's words ---- */

static void
test_picker_words (void)
{
  CarcWindow *window = gui_test_show_window (app, 1280, 800);
  CarcCatalogue *catalogue = carc_catalogue_get_default (NULL);
  g_autoptr(CarcSetup) setup = hg_setup (2);
  g_autoptr(GError) error = NULL;
  CarcTilePicker *picker;
  static const struct { const char *word; guint counter; int kind; guint power; } words[] = {
    { "mammoth", CARC_HG_COUNTER_MAMMOTH, CARC_FEATURE_HG_MEADOW, 0 },
    { "aurochs", CARC_HG_COUNTER_AUROCHS, CARC_FEATURE_HG_MEADOW, 0 },
    { "tiger", CARC_HG_COUNTER_TIGER, CARC_FEATURE_HG_MEADOW, 0 },
    { "menhir", CARC_HG_COUNTER_MENHIR, CARC_FEATURE_HG_FOREST, 0 },
    { "mushrooms", CARC_HG_COUNTER_MUSHROOMS, CARC_FEATURE_HG_FOREST, 0 },
    { "lake", 0, CARC_FEATURE_HG_LAKE, 0 },
    { "canoe", 0, -1, CARC_HG_TILE_CANOE },
    { "shaman", 0, -1, CARC_HG_TILE_SHAMAN },
  };

  g_assert_nonnull (_carc_window_start_game (window, setup, &error));
  g_assert_no_error (error);
  picker = CARC_TILE_PICKER (carc_play_page_get_picker (gui_test_play_page (window)));
  gui_test_act (GTK_WIDGET (gui_test_play_page (window)), "play.pick", NULL);

  for (guint w = 0; w < G_N_ELEMENTS (words); w++)
    {
      guint expected = 0;
      const CarcState *state = gui_test_state_of (window);

      /* the tiles that show it, and may be drawn now */
      for (guint t = 0; t < carc_catalogue_get_n_types (catalogue); t++)
        {
          const CarcTileType *type = carc_catalogue_get_type (catalogue, t);
          gboolean shows = FALSE;

          if (!carc_state_tile_available (state, t))
            continue;
          if (words[w].power != 0)
            shows = carc_hg_tile_power (type) == words[w].power;
          else
            for (guint f = 0; f < type->n_features; f++)
              if ((int) type->features[f].kind == words[w].kind
                  && (words[w].kind == CARC_FEATURE_HG_LAKE || type->features[f].counters[words[w].counter] > 0))
                shows = TRUE;
          /* "menhir" finds the menhir stack's tiles too ("menhir tile") */
          if (words[w].counter == CARC_HG_COUNTER_MENHIR && words[w].kind == CARC_FEATURE_HG_FOREST)
            shows |= carc_hg_is_menhir_tile (type);
          expected += shows;
        }
      carc_tile_picker_set_filter (picker, words[w].word);
      gui_test_pump ();
      g_test_message ("\"%s\": %u tiles shown, %u expected", words[w].word,
                      carc_tile_picker_get_n_shown (picker), expected);
      g_assert_cmpuint (carc_tile_picker_get_n_shown (picker), ==, expected);
      for (guint i = 0; i < carc_tile_picker_get_n_shown (picker); i++)
        {
          g_autofree char *text = carc_tile_describe_phrase (carc_catalogue_get_type (catalogue,
                                                               carc_tile_picker_get_shown (picker, i)));
          g_assert_nonnull (strstr (text, words[w].word));
        }
    }
  /* the edges typed in the game's letters: meadow, river, forest, river */
  {
    guint expected = 0;
    const CarcState *state = gui_test_state_of (window);

    for (guint t = 0; t < carc_catalogue_get_n_types (catalogue); t++)
      {
        char edges[5], ring[9];

        if (!carc_state_tile_available (state, t))
          continue;
        carc_tile_type_edge_letters (carc_catalogue_get_type (catalogue, t), 0, edges);
        g_snprintf (ring, sizeof ring, "%s%s", edges, edges);
        expected += strstr (ring, "MRFR") != NULL;
      }
    carc_tile_picker_set_filter (picker, "mrfr");
    gui_test_pump ();
    g_test_message ("\"mrfr\": %u tiles shown, %u expected", carc_tile_picker_get_n_shown (picker), expected);
    g_assert_cmpuint (expected, >, 0);
    g_assert_cmpuint (carc_tile_picker_get_n_shown (picker), ==, expected);
  }

  carc_tile_picker_set_filter (picker, "mammoth");
  gui_test_pump ();
  {
    AdwStyleManager *style_manager = adw_style_manager_get_default ();

    shot (GTK_WIDGET (window), "picker", FALSE, "en", 1280);
    adw_style_manager_set_color_scheme (style_manager, ADW_COLOR_SCHEME_FORCE_DARK);
    shot (GTK_WIDGET (window), "picker", TRUE, "en", 1280);
    adw_style_manager_set_color_scheme (style_manager, ADW_COLOR_SCHEME_DEFAULT);
    gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
    shot (GTK_WIDGET (window), "picker", FALSE, "en", 360);
  }
  carc_tile_picker_set_filter (picker, "");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* ---- the new-game page ---- */

static void
test_new_game (void)
{
  CarcWindow *window = gui_test_show_window (app, 1280, 800);
  CarcNewGamePage *page = CARC_NEW_GAME_PAGE (_carc_window_get_page (window, "new-game"));
  CarcCatalogue *catalogue = carc_catalogue_get_default (NULL);
  AdwComboRow *game_row = (AdwComboRow *) gtk_widget_get_template_child (GTK_WIDGET (page), CARC_TYPE_NEW_GAME_PAGE, "game_row");
  GtkWidget *start_group = (GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (page), CARC_TYPE_NEW_GAME_PAGE, "start_group");
  g_autoptr(CarcSetup) carcassonne = NULL;
  g_autoptr(CarcSetup) setup = NULL;
  g_autoptr(GError) error = NULL;
  AdwStyleManager *style_manager = adw_style_manager_get_default ();

  g_autoptr(GSettings) settings = g_settings_new (APP_ID);

  /* a new game starts from the last one: none here */
  g_settings_reset (settings, "last-setup");
  gui_test_act (GTK_WIDGET (window), "win.new-game", NULL);
  g_assert_cmpstr (_carc_window_get_page_name (window), ==, "new-game");
  g_assert_true (carc_new_game_page_add_player (page, "Hana"));
  g_assert_true (carc_new_game_page_add_player (page, "Igor"));
  carc_new_game_page_set_set_enabled (page, "river", TRUE);
  carcassonne = carc_new_game_page_build_setup (page, &error);
  g_assert_no_error (error);
  g_assert_true (gtk_widget_get_visible (gui_test_find_named (GTK_WIDGET (page), "base")));
  g_assert_false (gtk_widget_get_visible (gui_test_find_named (GTK_WIDGET (page), CARC_HG_SET_ID)));

  /* Hunters & Gatherers: its own tiles only; Carcassonne's sets, the
   * River's start and Carcassonne's variants go away */
  adw_combo_row_set_selected (game_row, 1);
  gui_test_pump ();
  g_assert_true (gtk_widget_get_visible (gui_test_find_named (GTK_WIDGET (page), CARC_HG_SET_ID)));
  g_assert_false (gtk_widget_get_visible (gui_test_find_named (GTK_WIDGET (page), "base")));
  g_assert_false (gtk_widget_get_visible (gui_test_find_named (GTK_WIDGET (page), "river")));
  g_assert_false (gtk_widget_get_visible (start_group));
  setup = carc_new_game_page_build_setup (page, &error);
  g_assert_no_error (error);
  g_assert_true (carc_setup_has_set (setup, catalogue, CARC_HG_SET_ID));
  g_assert_false (carc_setup_has_set (setup, catalogue, "base"));
  g_assert_false (carc_setup_has_set (setup, catalogue, "river"));
  g_assert_cmpuint (setup->n_players, ==, 2);
  /* the players keep colours of the game's five */
  for (guint p = 0; p < setup->n_players; p++)
    g_assert_nonnull (g_strv_contains ((const char * const[]) { "yellow", "red", "green", "blue", "purple", NULL },
                                       setup->players[p].colour) ? "" : NULL);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (game_row)), ==, "2 to 5 players");


  for (guint dark = 0; dark <= 1; dark++)
    {
      adw_style_manager_set_color_scheme (style_manager, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                              : ADW_COLOR_SCHEME_FORCE_LIGHT);
      shot (GTK_WIDGET (window), "new-game", dark, "en", 1280);
    }
  adw_style_manager_set_color_scheme (style_manager, ADW_COLOR_SCHEME_DEFAULT);

  /* six players are one too many for this game: the engine says so where
   * Start is, and Start is off */
  {
    static const char *more[] = { "Jana", "Karel", "Lucie", "Martin" };
    g_autoptr(CarcSetup) six = NULL;

    for (guint i = 0; i < G_N_ELEMENTS (more); i++)
      g_assert_true (carc_new_game_page_add_player (page, more[i]));
    six = carc_new_game_page_build_setup (page, &error);
    g_assert_null (six);
    g_assert_nonnull (error);
    g_test_message ("six players: %s", error->message);
    g_clear_error (&error);
    gui_test_pump ();
    g_assert_false (gtk_widget_get_sensitive ((GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (page),
                                                                                           CARC_TYPE_NEW_GAME_PAGE,
                                                                                           "start_button")));
    g_assert_null (strstr (carc_new_game_page_get_start_reason (page), "Ready"));
    shot (GTK_WIDGET (window), "new-game-six", FALSE, "en", 1280);
  }

  /* and back: Carcassonne's base game again, Hunters & Gatherers off */
  adw_combo_row_set_selected (game_row, 0);
  gui_test_pump ();
  g_clear_pointer (&setup, carc_setup_free);
  setup = carc_new_game_page_build_setup (page, &error);
  g_assert_no_error (error);
  g_assert_true (carc_setup_has_set (setup, catalogue, "base"));
  g_assert_false (carc_setup_has_set (setup, catalogue, CARC_HG_SET_ID));
  g_assert_true (gtk_widget_get_visible (start_group));

  /* a saved game of Hunters & Gatherers opens the page on its game */
  {
    g_autoptr(CarcSetup) hg = hg_setup (3);

    carc_new_game_page_set_setup (page, hg);
    gui_test_pump ();
    g_assert_cmpuint (adw_combo_row_get_selected (game_row), ==, 1);
    g_assert_false (gtk_widget_get_visible (gui_test_find_named (GTK_WIDGET (page), "base")));
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The row titled @title under @widget (the first). */
static GtkWidget *
row_titled (GtkWidget  *widget,
            const char *title)
{
  if (ADW_IS_PREFERENCES_ROW (widget) && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = row_titled (child, title);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The variant menhir-bonus-after-last-tile (docs/rule-decisions.md) is
 * offered for Hunters & Gatherers only, off as seed 001 reads the end, in
 * English and Czech, light and dark, at 1280 and 360 px; switched on it is
 * in the setup the page builds and in the game it starts. */
static void
test_new_game_menhir_variant (void)
{
  static const struct { const char *lang; const char *title; } langs[] = {
    { "en", "Menhir bonus turn after the last tile" },
    { "cs", "Menhirový tah navíc i po poslední kartičce" },
  };
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  AdwStyleManager *style_manager = adw_style_manager_get_default ();

  for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
    for (guint width = 0; width < 2; width++)
      for (guint dark = 0; dark <= 1; dark++)
        {
          CarcWindow *window;
          CarcNewGamePage *page;
          AdwComboRow *game_row;
          GtkWidget *row;
          GtkSwitch *toggle;
          g_autoptr(CarcSetup) off = NULL;
          g_autoptr(CarcSetup) on = NULL;
          g_autoptr(GError) error = NULL;
          int min = 0, nat = 0;

          gui_test_set_language (langs[l].lang);
          adw_style_manager_set_color_scheme (style_manager, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                                  : ADW_COLOR_SCHEME_FORCE_LIGHT);
          g_settings_reset (settings, "last-setup");
          window = gui_test_show_window (app, width ? 360 : 1280, width ? 720 : 800);
          page = CARC_NEW_GAME_PAGE (_carc_window_get_page (window, "new-game"));
          game_row = (AdwComboRow *) gtk_widget_get_template_child (GTK_WIDGET (page), CARC_TYPE_NEW_GAME_PAGE, "game_row");
          gui_test_act (GTK_WIDGET (window), "win.new-game", NULL);
          /* new names: the roster lists those of the game started below,
           * not playing */
          {
            g_autofree char *a = g_strdup_printf ("Hana %u", 4 * l + 2 * width + dark);
            g_autofree char *b = g_strdup_printf ("Igor %u", 4 * l + 2 * width + dark);
            g_assert_true (carc_new_game_page_add_player (page, a));
            g_assert_true (carc_new_game_page_add_player (page, b));
          }

          /* not Carcassonne's */
          row = row_titled (GTK_WIDGET (page), langs[l].title);
          g_assert_nonnull (row);
          g_assert_false (gtk_widget_is_visible (row));

          adw_combo_row_set_selected (game_row, 1);
          gui_test_pump ();
          g_assert_true (gtk_widget_is_visible (row));
          toggle = GTK_SWITCH (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row)));
          g_assert_false (gtk_switch_get_active (toggle));
          off = carc_new_game_page_build_setup (page, &error);
          g_assert_no_error (error);
          g_assert_false (off->rules & CARC_RULE_HG_MENHIR_BONUS_LAST);
          gtk_switch_set_active (toggle, TRUE);
          on = carc_new_game_page_build_setup (page, &error);
          g_assert_no_error (error);
          g_assert_true (on->rules & CARC_RULE_HG_MENHIR_BONUS_LAST);

          /* in sight for the picture (the page scrolled to its end, where
           * the variants are), and nothing cut off at 360 px */
          gtk_widget_grab_focus (GTK_WIDGET (toggle));
          gui_test_settle ();
          {
            GtkWidget *scrolled = gui_test_find_type (GTK_WIDGET (page), GTK_TYPE_SCROLLED_WINDOW);
            GtkAdjustment *adjustment;

            g_assert_nonnull (scrolled);
            adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
            gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment));
            gui_test_settle ();
          }
          gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
          g_test_message ("%s %s %s: window minimum %d, natural %d", langs[l].lang, width ? "360" : "1280",
                          dark ? "dark" : "light", min, nat);
          if (width)
            g_assert_cmpint (min, <=, 360);
          shot (GTK_WIDGET (window), "new-game-menhir-variant", dark, langs[l].lang, width ? 360 : 1280);

          /* Start: the game plays with it */
          if (l == 0 && width == 0 && dark == 0)
            {
              gtk_widget_activate_action (GTK_WIDGET (page), "new-game.start", NULL);
              gui_test_settle ();
              g_assert_cmpstr (_carc_window_get_page_name (window), ==, "play");
              g_assert_true (carc_game_get_setup (gui_test_game_of (window))->rules & CARC_RULE_HG_MENHIR_BONUS_LAST);
              g_assert_true (carc_hg_is_game (gui_test_state_of (window)));
            }
          gtk_window_destroy (GTK_WINDOW (window));
        }
  adw_style_manager_set_color_scheme (style_manager, ADW_COLOR_SCHEME_DEFAULT);
  gui_test_set_language ("en");
}

/* The window's subtitle ("34 tiles left · 12 menhir tiles"). */
static const char *
subtitle_of (CarcWindow *window)
{
  AdwWindowTitle *title = (AdwWindowTitle *) gtk_widget_get_template_child (GTK_WIDGET (gui_test_play_page (window)),
                                                         CARC_TYPE_PLAY_PAGE, "window_title");

  return adw_window_title_get_subtitle (title);
}

/* ---- a whole game ---- */

/* A click on @feature of the tile just placed, where its figure stands. */
static void
enter_figure (CarcWindow      *window,
              const CarcEvent *event)
{
  const CarcState *state = gui_test_state_of (window);
  const CarcPlacedTile *tile = &carc_state_get_tiles (state)[carc_state_get_current_tile (state)];
  const CarcTileType *type = carc_state_tile_type (state, tile);
  guint feature = carc_tile_type_find_feature (type, tile->rotation, event->location);
  guint n_events = carc_game_get_n_events (gui_test_game_of (window));
  double ux, uy, wx, wy;

  g_assert_cmpuint (feature, <, type->n_features);
  if (event->figure == CARC_FIGURE_HUT)
    {
      /* the hut's key, then its place */
      gui_test_act (GTK_WIDGET (gui_test_play_page (window)), "play.figure-kind", g_variant_new_uint32 (CARC_FIGURE_HUT));
      g_signal_emit_by_name (gui_test_board_of (window), "feature-activated", feature);
      gui_test_pump ();
    }
  else
    {
      g_assert_true (carc_tile_feature_anchor (type, tile->rotation, feature, &ux, &uy));
      carc_board_view_center_on (gui_test_board_of (window), tile->x, tile->y);
      gui_test_pump ();
      _carc_board_view_board_to_widget (gui_test_board_of (window), tile->x + ux, tile->y + uy, &wx, &wy);
      _carc_board_view_click (gui_test_board_of (window), wx, wy);
      gui_test_pump ();
      if (carc_game_get_n_events (gui_test_game_of (window)) == n_events)
        {
          g_signal_emit_by_name (gui_test_board_of (window), "feature-activated", feature);
          gui_test_pump ();
        }
    }
  g_assert_cmpuint (carc_game_get_n_events (gui_test_game_of (window)), ==, n_events + 1);
  g_assert_cmpuint (carc_game_get_event (gui_test_game_of (window), n_events)->figure, ==, event->figure);
}

/* The tile through the picker's action, then a click on its spot and on
 * the ghost. */
static void
enter_tile (CarcWindow      *window,
            const CarcEvent *tile)
{
  CarcPlayPage *page = gui_test_play_page (window);
  guint n_tiles = carc_state_get_n_tiles (gui_test_state_of (window));
  guint rotation;
  gboolean legal;
  int x, y;
  double wx, wy;

  gui_test_act (GTK_WIDGET (page), "play.choose-tile", g_variant_new_uint32 (tile->tile));
  g_assert_cmpint (carc_play_page_get_ghost (page, &x, &y, &rotation, &legal), ==, tile->tile);
  carc_board_view_center_on (gui_test_board_of (window), tile->x, tile->y);
  gui_test_pump ();
  if (x != tile->x || y != tile->y)
    {
      _carc_board_view_board_to_widget (gui_test_board_of (window), tile->x + 0.5, tile->y + 0.5, &wx, &wy);
      _carc_board_view_click (gui_test_board_of (window), wx, wy);
      gui_test_pump ();
    }
  for (guint i = 0; i < 4 && (carc_play_page_get_ghost (page, NULL, NULL, &rotation, &legal), rotation != tile->rotation); i++)
    gui_test_act (GTK_WIDGET (page), "play.rotate", g_variant_new_int32 (1));
  g_assert_cmpuint (rotation, ==, tile->rotation);
  _carc_board_view_board_to_widget (gui_test_board_of (window), tile->x + 0.5, tile->y + 0.5, &wx, &wy);
  _carc_board_view_click (gui_test_board_of (window), wx, wy);
  gui_test_pump ();
  g_assert_cmpuint (carc_state_get_n_tiles (gui_test_state_of (window)), ==, n_tiles + 1);
}

static void
take_screens (CarcWindow *window,
              const char *name)
{
  AdwStyleManager *style_manager = adw_style_manager_get_default ();

  for (guint dark = 0; dark <= 1; dark++)
    {
      adw_style_manager_set_color_scheme (style_manager, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                              : ADW_COLOR_SCHEME_FORCE_LIGHT);
      shot (GTK_WIDGET (window), name, dark, "en", 1280);
    }
  adw_style_manager_set_color_scheme (style_manager, ADW_COLOR_SCHEME_DEFAULT);
}

static void
board_shots (CarcWindow *window)
{
  int minimum, natural;
  const CarcState *state = gui_test_state_of (window);
  guint covered = 0;

  /* the small trap's markers lie on the tiles whose animals it covered */
  for (guint t = 0; t < carc_state_get_n_tiles (state); t++)
    {
      const CarcTileType *type = carc_state_tile_type (state, &carc_state_get_tiles (state)[t]);
      gboolean marked = FALSE;

      for (guint f = 0; f < type->n_features; f++)
        if (type->features[f].kind == CARC_FEATURE_HG_MEADOW && carc_hg_animals_covered (state, t, f)
            && type->features[f].counters[CARC_HG_COUNTER_MAMMOTH] + type->features[f].counters[CARC_HG_COUNTER_AUROCHS]
               + type->features[f].counters[CARC_HG_COUNTER_DEER] + type->features[f].counters[CARC_HG_COUNTER_TIGER] > 0)
          marked = TRUE;
      covered += marked;
    }

  carc_board_view_zoom_to_fit (gui_test_board_of (window));
  take_screens (window, "board");
  g_test_message ("%u tiles with covered animals, %u marked", covered, _carc_board_view_get_n_tile_marks (gui_test_board_of (window)));
  g_assert_cmpuint (_carc_board_view_get_n_tile_marks (gui_test_board_of (window)), ==, covered);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
  shot (GTK_WIDGET (window), "board", FALSE, "en", 360);
  /* the prompts and the panel fit a phone's width */
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  g_test_message ("at 360 px: minimum %d, natural %d, width %d", minimum, natural,
                  gtk_widget_get_width (GTK_WIDGET (window)));
  g_assert_cmpint (minimum, <=, 360);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 360);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gui_test_settle ();
}

static void
test_full_game (void)
{
  CarcWindow *window = gui_test_show_window (app, 1280, 800);
  g_autoptr(CarcSetup) setup = hg_setup (3);
  /* seed 60: a game with the shaman, the small trap and five menhir turns */
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (60);
  g_autoptr(GError) error = NULL;
  CarcEvent event;
  guint moves = 0, menhir_turns = 0, shamans = 0, traps = 0, huts = 0;
  gboolean menhir_shot = FALSE, board_shot = FALSE;
  guint n_before_last = 0;

  g_assert_nonnull (_carc_window_start_game (window, setup, &error));
  g_assert_no_error (error);
  /* "tiles left": the regular stack, and the menhir stack beside it */
  g_assert_nonnull (strstr (subtitle_of (window), "78 tiles left"));
  g_assert_nonnull (strstr (subtitle_of (window), "16 menhir tiles"));

  while (carc_state_get_phase (gui_test_state_of (window)) != CARC_PHASE_OVER
         && carc_random_player_next (player, gui_test_state_of (window), &event))
    {
      const CarcState *state = gui_test_state_of (window);

      /* the prompts follow the engine's answers */
      g_assert_cmpint (gui_test_prompt_visible (window, "menhir-prompt"), ==,
                       carc_state_get_phase (state) == CARC_PHASE_TILE && carc_hg_bonus_turn (state));
      g_assert_cmpint (gui_test_prompt_visible (window, "shaman-prompt"), ==, carc_hg_shaman_available (state));
      if (gui_test_prompt_visible (window, "menhir-prompt"))
        {
          menhir_turns++;
          if (!menhir_shot)
            {
              take_screens (window, "menhir-turn");
              gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
              shot (GTK_WIDGET (window), "menhir-turn", FALSE, "en", 360);
              gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
              gui_test_settle ();
              menhir_shot = TRUE;
            }
        }
      if (gui_test_prompt_visible (window, "trap-prompt"))
        {
          if (traps++ == 0)
            take_screens (window, "small-trap");
        }
      /* the shaman: take back the first figure its prompt offers, with its
       * button (the random player never does) */
      if (gui_test_prompt_visible (window, "shaman-prompt") && shamans == 0)
        {
          GtkWidget *button = gui_test_find_type (gui_test_prompt_widget (window, "shaman-prompt"), GTK_TYPE_BUTTON);

          take_screens (window, "shaman");
          if (button != NULL)
            {
              guint on_board = carc_state_get_n_board_figures (state);
              guint n_events = carc_game_get_n_events (gui_test_game_of (window));

              g_signal_emit_by_name (button, "clicked");
              gui_test_pump ();
              g_assert_cmpuint (carc_game_get_n_events (gui_test_game_of (window)), ==, n_events + 1);
              g_assert_cmpint (carc_game_get_event (gui_test_game_of (window), n_events)->type, ==, CARC_EVENT_SHAMAN);
              g_assert_cmpuint (carc_state_get_n_board_figures (gui_test_state_of (window)), ==, on_board - 1);
              g_assert_false (gui_test_prompt_visible (window, "shaman-prompt"));
              moves++;
              shamans++;
              /* the random player goes on from the new state */
              continue;
            }
        }
      /* the builders' prompt is theirs: never in this game */
      g_assert_false (gui_test_prompt_visible (window, "builder-prompt"));
      if (!board_shot && carc_state_get_phase (state) == CARC_PHASE_TILE)
        {
          guint regular, menhir;

          carc_hg_stacks_left (state, &regular, &menhir);
          if (regular == 1)
            {
              board_shots (window);
              board_shot = TRUE;
              n_before_last = carc_game_get_n_events (gui_test_game_of (window));
            }
        }

      switch (event.type)
        {
        case CARC_EVENT_TILE:
          enter_tile (window, &event);
          break;
        case CARC_EVENT_FIGURE:
          huts += event.figure == CARC_FIGURE_HUT;
          enter_figure (window, &event);
          break;
        case CARC_EVENT_PASS:
          gui_test_act (GTK_WIDGET (gui_test_play_page (window)), "play.pass", NULL);
          break;
        case CARC_EVENT_DISCARD:
          gui_test_act (GTK_WIDGET (gui_test_play_page (window)), "play.choose-tile", g_variant_new_uint32 (event.tile));
          gui_test_act (GTK_WIDGET (gui_test_play_page (window)), "play.discard", NULL);
          break;
        default:
          if (event.type == CARC_EVENT_SHAMAN)
            {
              /* the shaman's prompt offers this choice: its action */
              g_assert_true (gui_test_prompt_visible (window, "shaman-prompt"));
              gui_test_act (GTK_WIDGET (gui_test_play_page (window)), "play.shaman",
                            g_variant_new ("(iiu)", (gint32) event.x, (gint32) event.y, (guint32) event.location));
              shamans++;
            }
          else
            g_assert_true (carc_game_session_apply (gui_test_session_of (window), &event, NULL));
          break;
        }
      moves++;
      g_assert_cmpuint (carc_game_get_n_events (gui_test_game_of (window)), ==, moves);
    }

  g_test_message ("H&G game: %u entries, %u menhir turns, %u shamans, %u small traps, %u huts", moves,
                  menhir_turns, shamans, traps, huts);
  g_assert_cmpint (carc_state_get_phase (gui_test_state_of (window)), ==, CARC_PHASE_OVER);
  g_assert_cmpuint (menhir_turns, >, 0);
  g_assert_cmpuint (huts, >, 0);
  g_assert_cmpuint (traps, >, 0);
  g_assert_cmpuint (shamans, ==, 1);
  g_assert_cmpstr (_carc_window_get_page_name (window), ==, "end");
  take_screens (window, "end");

  /* the log names the game's figures by where they stand */
  for (guint i = 0; i < carc_game_get_n_events (gui_test_game_of (window)); i++)
    if (carc_game_get_event (gui_test_game_of (window), i)->type == CARC_EVENT_FIGURE)
      {
        g_autofree char *line = carc_format_event (gui_test_game_of (window), i);

        if (strstr (line, " on a river") == NULL && strstr (line, " in a forest") == NULL
            && strstr (line, " on a meadow") == NULL && strstr (line, " on a lake") == NULL)
          g_error ("log line \"%s\" does not say where the figure stands", line);
      }

  /* statistics: the game counts as Hunters & Gatherers, with its categories */
  {
    CarcStatsPage *stats = CARC_STATS_PAGE (carc_stats_page_new (_carc_window_get_store (window)));
    GtkWidget *holder = gtk_window_new ();
    const CarcStoreStats *shown;
    gboolean river = FALSE;

    gtk_window_set_child (GTK_WINDOW (holder), GTK_WIDGET (stats));
    gtk_window_present (GTK_WINDOW (holder));
    gui_test_pump ();
    carc_stats_page_set_game_type (stats, CARC_STORE_GAME_HUNTERS_GATHERERS);
    gui_test_pump ();
    shown = carc_stats_page_get_stats (stats);
    g_assert_nonnull (shown);
    g_assert_cmpuint (shown->n_games, >=, 1);
    for (guint k = 0; k < shown->n_kinds; k++)
      {
        guint id;

        g_test_message ("H&G category %s", shown->kinds[k]);
        g_assert_true (carc_registry_score_parse (shown->kinds[k], &id));
        /* only the game's own categories, with its names */
        g_assert_cmpuint (id, >=, CARC_SCORE_HG_RIVER);
        g_assert_cmpstr (carc_score_kind_display_name (id), !=, "");
        river |= id == CARC_SCORE_HG_RIVER || id == CARC_SCORE_HG_HUT;
      }
    g_assert_true (river);
    /* its own sets to filter by, and no biggest city */
    g_assert_false (gtk_widget_get_visible (row_titled (GTK_WIDGET (stats), "Base game")));
    g_assert_true (gtk_widget_get_visible (row_titled (GTK_WIDGET (stats), "Hunters & Gatherers")));
    g_assert_false (gtk_widget_get_visible ((GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (stats), CARC_TYPE_STATS_PAGE,
                                                                                        "city_record_row")));
    gtk_window_set_default_size (GTK_WINDOW (holder), 1280, 800);
    shot (holder, "statistics", FALSE, "en", 1280);
    /* and Carcassonne's statistics leave it out */
    carc_stats_page_set_game_type (stats, CARC_STORE_GAME_CARCASSONNE);
    gui_test_pump ();
    shown = carc_stats_page_get_stats (stats);
    for (guint k = 0; shown != NULL && k < shown->n_kinds; k++)
      {
        guint id;

        g_assert_true (carc_registry_score_parse (shown->kinds[k], &id));
        g_assert_cmpuint (id, <, CARC_SCORE_HG_RIVER);
      }
    gtk_window_destroy (GTK_WINDOW (holder));
  }

  /* the board with (nearly) everything on it, before the last tile */
  g_assert_true (board_shot);
  /* the same board in Czech: the game again, entry by entry */
  {
    g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func (g_free);
    CarcWindow *czech;
    gboolean czech_menhir = FALSE;

    for (guint i = 0; i < n_before_last; i++)
      g_ptr_array_add (events, g_memdup2 (carc_game_get_event (gui_test_game_of (window), i), sizeof (CarcEvent)));
    gtk_window_destroy (GTK_WINDOW (window));

    gui_test_set_language ("cs");
    czech = gui_test_show_window (app, 1280, 800);
    g_assert_nonnull (_carc_window_start_game (czech, setup, &error));
    for (guint i = 0; i < events->len; i++)
      {
        g_assert_true (carc_game_session_apply (gui_test_session_of (czech), events->pdata[i], NULL));
        gui_test_pump ();
        /* the first menhir bonus turn, in Czech */
        if (!czech_menhir && gui_test_prompt_visible (czech, "menhir-prompt"))
          {
            shot (GTK_WIDGET (czech), "menhir-turn", FALSE, "cs", 1280);
            czech_menhir = TRUE;
          }
      }
    g_assert_true (czech_menhir);
    carc_board_view_zoom_to_fit (gui_test_board_of (czech));
    shot (GTK_WIDGET (czech), "board", FALSE, "cs", 1280);
    gui_test_act (GTK_WIDGET (gui_test_play_page (czech)), "play.pick", NULL);
    shot (GTK_WIDGET (czech), "picker", FALSE, "cs", 1280);
    gui_test_set_language ("en");
    gtk_window_destroy (GTK_WINDOW (czech));
  }
}

/* Seed 001's small trap (4 points): its prompt, and the markers on the
 * animals it covered, through the real play page. */
static void
test_small_trap (void)
{
  CarcWindow *window = gui_test_show_window (app, 1280, 800);
  CarcCatalogue *catalogue = carc_catalogue_get_default (NULL);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "hunters-gatherers-small-trap.json", NULL);
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  CarcGame *record;
  const CarcState *state;
  guint covered = 0;

  g_assert_true (g_file_get_contents (path, &data, NULL, &error));
  record = carc_record_from_json (catalogue, data, -1, &error);
  g_assert_no_error (error);
  /* the game up to the trap tile, before its figure */
  g_assert_cmpint (carc_game_get_event (record, carc_game_get_n_events (record) - 1)->type, ==, CARC_EVENT_PASS);
  g_assert_true (carc_game_undo (record));
  g_assert_nonnull (_carc_window_play_game (window, record));
  gui_test_pump ();

  state = gui_test_state_of (window);
  g_assert_true (gui_test_prompt_visible (window, "trap-prompt"));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (gui_test_find_type (gui_test_prompt_widget (window, "trap-prompt"), GTK_TYPE_LABEL))),
                            "scores 4 points"));
  for (guint t = 0; t < carc_state_get_n_tiles (state); t++)
    {
      const CarcTileType *type = carc_state_tile_type (state, &carc_state_get_tiles (state)[t]);
      gboolean marked = FALSE;

      for (guint f = 0; f < type->n_features; f++)
        if (type->features[f].kind == CARC_FEATURE_HG_MEADOW && carc_hg_animals_covered (state, t, f)
            && type->features[f].counters[CARC_HG_COUNTER_MAMMOTH] + type->features[f].counters[CARC_HG_COUNTER_AUROCHS]
               + type->features[f].counters[CARC_HG_COUNTER_DEER] + type->features[f].counters[CARC_HG_COUNTER_TIGER] > 0)
          marked = TRUE;
      covered += marked;
    }
  carc_board_view_zoom_to_fit (gui_test_board_of (window));
  take_screens (window, "small-trap-seed");
  g_test_message ("%u tiles with covered animals, %u marked", covered, _carc_board_view_get_n_tile_marks (gui_test_board_of (window)));
  g_assert_cmpuint (covered, >, 0);
  g_assert_cmpuint (_carc_board_view_get_n_tile_marks (gui_test_board_of (window)), ==, covered);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The figure bar's buttons of the places on the tile just placed, in
 * order (play.figure). */
static void
collect_figure_buttons (GtkWidget *widget,
                        GPtrArray *out)
{
  if (GTK_IS_BUTTON (widget) && gtk_widget_get_visible (widget)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "play.figure") == 0)
    g_ptr_array_add (out, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_figure_buttons (child, out);
}

/* Issue 22, item 9: the figure bar names the game's own places ("1 ·
 * Meadow", "2 · River"), in the game's words, and the board's tooltip
 * over one begins with its name, not an empty "·". */
static void
test_figure_bar_words (void)
{
  static const struct { const char *lang; gboolean dark; int width; } looks[] = {
    { "en", FALSE, 1280 }, { "en", TRUE, 360 }, { "cs", TRUE, 1280 }, { "cs", FALSE, 360 },
  };
  g_autoptr(CarcSetup) setup = hg_setup (2);
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (7);
  g_autoptr(GError) error = NULL;
  CarcWindow *window = gui_test_show_window (app, 1280, 800);
  const CarcState *state;
  CarcEvent event;
  gboolean checked = FALSE;

  g_assert_nonnull (_carc_window_start_game (window, setup, &error));
  g_assert_no_error (error);
  /* to a figure step with places of two kinds or more on the tile */
  for (guint moves = 0; moves < 60 && !checked; moves++)
    {
      state = gui_test_state_of (window);
      if (carc_state_get_phase (state) == CARC_PHASE_FIGURE)
        {
          const CarcPlacedTile *tile = &carc_state_get_tiles (state)[carc_state_get_current_tile (state)];
          const CarcTileType *type = carc_state_tile_type (state, tile);
          g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
          guint features[CARC_MAX_TILE_FEATURES], kinds = 0, n;

          gui_test_settle ();
          n = carc_figure_bar_get_features (CARC_FIGURE_BAR (carc_play_page_get_figure_bar (gui_test_play_page (window))),
                                            features, G_N_ELEMENTS (features));
          for (guint i = 0; i < n; i++)
            for (guint j = 0; j <= i; j++)
              if (j == i)
                kinds++;
              else if (type->features[features[j]].kind == type->features[features[i]].kind)
                break;
          if (kinds >= 2)
            {
              collect_figure_buttons (carc_play_page_get_figure_bar (gui_test_play_page (window)), buttons);
              g_assert_cmpuint (buttons->len, ==, n);
              for (guint i = 0; i < n; i++)
                {
                  const char *label = gtk_button_get_label (g_ptr_array_index (buttons, i));
                  g_autofree char *number = g_strdup_printf ("%u · ", i + 1);
                  g_autofree char *noun = g_utf8_strdown (carc_feature_kind_noun (type->features[features[i]].kind), -1);
                  g_autofree char *lower = g_utf8_strdown (label, -1);
                  double ax, ay, wx, wy;
                  g_autofree char *tip = NULL;

                  g_test_message ("figure bar: %s", label);
                  g_assert_true (g_str_has_prefix (label, number));
                  /* the noun the game registers for the feature */
                  g_assert_nonnull (strstr (lower, noun));
                  /* the tooltip over the feature names it first */
                  carc_tile_feature_anchor (type, tile->rotation, features[i], &ax, &ay);
                  carc_board_view_center_on (gui_test_board_of (window), tile->x, tile->y);
                  gui_test_settle ();
                  _carc_board_view_board_to_widget (gui_test_board_of (window), tile->x + ax, tile->y + ay, &wx, &wy);
                  tip = _carc_board_view_describe_at (gui_test_board_of (window), wx, wy);
                  g_test_message ("tooltip: %s", tip);
                  g_assert_nonnull (tip);
                  g_assert_false (g_str_has_prefix (tip, "·"));
                  g_assert_false (g_str_has_prefix (tip, " "));
                }
              for (guint l = 0; l < G_N_ELEMENTS (looks); l++)
                {
                  g_autoptr(GPtrArray) again = g_ptr_array_new ();

                  gui_test_set_language (looks[l].lang);
                  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                                      looks[l].dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                                    : ADW_COLOR_SCHEME_FORCE_LIGHT);
                  gtk_window_set_default_size (GTK_WINDOW (window), looks[l].width, looks[l].width > 400 ? 800 : 720);
                  /* the bar again in that language */
                  gui_test_act (GTK_WIDGET (gui_test_play_page (window)), "play.figure-kind",
                                g_variant_new_uint32 (carc_figure_bar_get_kind (CARC_FIGURE_BAR (
                                  carc_play_page_get_figure_bar (gui_test_play_page (window))))));
                  carc_figure_bar_set_state (CARC_FIGURE_BAR (carc_play_page_get_figure_bar (gui_test_play_page (window))),
                                             gui_test_state_of (window));
                  collect_figure_buttons (carc_play_page_get_figure_bar (gui_test_play_page (window)), again);
                  for (guint i = 0; i < again->len; i++)
                    {
                      const char *label = gtk_button_get_label (g_ptr_array_index (again, i));
                      /* a name after the number, in every language */
                      g_assert_cmpuint (strlen (strstr (label, "· ") + strlen ("· ")), >, 0);
                    }
                  shot (GTK_WIDGET (window), "figure-bar", looks[l].dark, looks[l].lang, looks[l].width);
                  if (looks[l].width <= 360)
                    {
                      int minimum = 0;

                      /* the bar never widens a phone's window */
                      gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
                      g_assert_cmpint (minimum, <=, 360);
                    }
                }
              gui_test_set_language ("en");
              adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
              checked = TRUE;
              break;
            }
        }
      g_assert_true (carc_random_player_next (player, state, &event));
      g_assert_true (carc_game_session_apply (gui_test_session_of (window), &event, NULL));
      gui_test_pump ();
    }
  g_assert_true (checked);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  int ret;

  if (!gui_test_init (&argc, &argv, "hg", TRUE, &app))
    return 0;

  g_test_add_func ("/hg/painter", test_painter);
  g_test_add_func ("/hg/picker-words", test_picker_words);
  g_test_add_func ("/hg/new-game", test_new_game);
  g_test_add_func ("/hg/new-game-menhir-variant", test_new_game_menhir_variant);
  g_test_add_func ("/hg/full-game", test_full_game);
  g_test_add_func ("/hg/small-trap", test_small_trap);
  g_test_add_func ("/hg/figure-bar-words", test_figure_bar_words);

  ret = g_test_run ();

  g_clear_object (&app);
  return ret;
}
