/* test-box.c: Preferences → Your Box, the custom-tile editor and the box
 * profile at New game (issue 15)
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "carc-application.h"
#include "carc-box-page.h"
#include "carc-box-prompts.h"
#include "carc-custom-tile-editor.h"
#include "carc-hunters-gatherers.h"
#include "carc-new-game-page.h"
#include "carc-play-page.h"
#include "carc-window-private.h"
#include "carc-preferences-window.h"
#include "carc-store.h"
#include "carc-tile-picker.h"
#include "carc-towers-thieves.h"
#include "carc-wheel-box.h"
#include "gui-test-util.h"

static CarcApplication *app;

static GtkWidget *find_button (GtkWidget *widget, const char *label);

static CarcPreferencesWindow *
find_preferences (void)
{
  return (CarcPreferencesWindow *) gui_test_find_toplevel (CARC_TYPE_PREFERENCES_WINDOW, NULL, FALSE);
}

static CarcCustomTileEditor *
find_editor (void)
{
  return (CarcCustomTileEditor *) gui_test_find_toplevel (CARC_TYPE_CUSTOM_TILE_EDITOR, NULL, FALSE);
}

static gboolean
shows_text (GtkWidget  *widget,
            const char *text)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_is_drawable (widget)
      && strstr (gtk_label_get_text (GTK_LABEL (widget)), text) != NULL)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    if (shows_text (child, text))
      return TRUE;
  return FALSE;
}

/* How many labels under @widget read @text. */
static guint
count_text (GtkWidget  *widget,
            const char *text)
{
  guint n = GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    n += count_text (child, text);
  return n;
}

/* Typing into @editable: as a user would, one insertion of @text. */
static void
type_into (GtkEditable *editable,
           const char  *text)
{
  int position = 0;

  gtk_editable_set_text (editable, "");
  gtk_editable_insert_text (editable, text, -1, &position);
}

/* Issue 21: the entry rows for the names the store keeps (a box profile's,
 * a custom tile's, a player's) stop at CARC_MAX_NAME_CHARS characters,
 * however much is typed or pasted. */
static void
test_name_limits (void)
{
  g_autofree char *long_name = g_strnfill (CARC_MAX_NAME_CHARS + 30, 'N');
  CarcCatalogue *catalogue = carc_catalogue_get_default (NULL);
  CarcWindow *window = gui_test_show_window (app, 800, 600);
  CarcPreferencesWindow *prefs;
  CarcCustomTileEditor *editor;
  CarcNewGamePage *new_game;
  GtkEditable *row;

  gui_test_act (GTK_WIDGET (window), "win.preferences", NULL);
  prefs = find_preferences ();
  g_assert_nonnull (prefs);
  row = GTK_EDITABLE (gtk_widget_get_template_child (carc_preferences_window_get_box_page (prefs),
                                                     CARC_TYPE_BOX_PAGE, "name_row"));
  type_into (row, long_name);
  g_assert_cmpint (g_utf8_strlen (gtk_editable_get_text (row), -1), ==, CARC_MAX_NAME_CHARS);
  gtk_window_destroy (GTK_WINDOW (prefs));

  editor = CARC_CUSTOM_TILE_EDITOR (carc_custom_tile_editor_new (GTK_WINDOW (window), catalogue, FALSE));
  row = GTK_EDITABLE (gtk_widget_get_template_child (GTK_WIDGET (editor), CARC_TYPE_CUSTOM_TILE_EDITOR, "name_row"));
  type_into (row, long_name);
  g_assert_cmpint (g_utf8_strlen (gtk_editable_get_text (row), -1), ==, CARC_MAX_NAME_CHARS);
  /* what it makes is a tile the store takes */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(JsonObject) form = carc_custom_tile_editor_get_form (editor);
    g_autoptr(JsonObject) data = carc_custom_tile_to_data (catalogue, form, &error);
    g_assert_no_error (error);
    g_assert_nonnull (data);
  }
  gtk_window_destroy (GTK_WINDOW (editor));

  gui_test_act (GTK_WIDGET (window), "win.new-game", NULL);
  new_game = CARC_NEW_GAME_PAGE (_carc_window_get_page (window, "new-game"));
  row = GTK_EDITABLE (gtk_widget_get_template_child (GTK_WIDGET (new_game), CARC_TYPE_NEW_GAME_PAGE, "add_player_row"));
  type_into (row, long_name);
  g_assert_cmpint (g_utf8_strlen (gtk_editable_get_text (row), -1), ==, CARC_MAX_NAME_CHARS);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Count your tiles: a count changed in a spin row is the profile's, saved
 * at once, with the set's total against the expected one and where each
 * value comes from. */
static void
test_inventory (void)
{
  static const char *langs[] = { "en", "cs" };
  g_autofree char *db_path = carc_store_get_default_path ();

  for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
    for (guint dark = 0; dark <= 1; dark++)
      {
        g_autoptr(GError) error = NULL;
        g_autofree char *name = g_strdup_printf ("box-inventory-%s-%s-360.png", langs[l], dark ? "dark" : "light");
        CarcWindow *window;
        CarcPreferencesWindow *prefs;
        CarcBoxPage *page;
        GtkSpinButton *spin;
        GtkWidget *base_row, *river_row;

        gui_test_set_language (langs[l]);
        gui_test_set_dark (dark);
        window = gui_test_show_window (app, 800, 600);
        gui_test_act (GTK_WIDGET (window), "win.preferences", NULL);
        prefs = find_preferences ();
        g_assert_nonnull (prefs);
        page = CARC_BOX_PAGE (carc_preferences_window_get_box_page (prefs));
        g_assert_nonnull (page);
        adw_preferences_window_set_visible_page (ADW_PREFERENCES_WINDOW (prefs), ADW_PREFERENCES_PAGE (page));

        /* every tile type of every set has its spin row */
        spin = carc_box_page_get_count_spin (page, "BA/C");
        g_assert_nonnull (spin);
        g_assert_nonnull (carc_box_page_get_count_spin (page, "RI.1/IFI"));
        g_assert_nonnull (carc_box_page_get_count_spin (page, "HS/C!.v"));
        base_row = carc_box_page_get_set_row (page, "base");
        river_row = carc_box_page_get_set_row (page, "river");
        g_assert_nonnull (base_row);

        /* one lost tile: the profile, the total, and the store have it */
        gtk_spin_button_set_value (spin, l == 0 && !dark ? 4 : 5);
        if (l == 0 && !dark)
          {
            g_autoptr(CarcStore) store = carc_store_open (db_path, CARC_STORE_OPEN_READ_ONLY, &error);
            g_autoptr(CarcProfile) stored = NULL;
            g_assert_no_error (error);
            g_assert_cmpuint (GPOINTER_TO_UINT (g_hash_table_lookup (carc_box_page_get_profile (page)->counts, "BA/C")), ==, 4);
            g_assert_cmpstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (base_row)), ==, "71 of 72 tiles · From the rule book");
            stored = carc_store_load_default_profile (store, CARC_STORE_GAME_CARCASSONNE, &error);
            g_assert_no_error (error);
            g_assert_nonnull (stored);
            g_assert_cmpuint (GPOINTER_TO_UINT (g_hash_table_lookup (stored->counts, "BA/C")), ==, 4);
          }
        else
          /* back to the catalogue's count: no difference is kept */
          g_assert_false (g_hash_table_contains (carc_box_page_get_profile (page)->counts, "BA/C"));

        /* the big box's River sheep are the box's to say */
        adw_expander_row_set_expanded (ADW_EXPANDER_ROW (river_row), TRUE);
        gui_test_settle ();
        g_assert_true (shows_text (river_row, l == 0 ? "Unknown — please check your box" : "please check your box")
                       || l == 1);

        /* 360 px wide: what the window needs at the least fits */
        adw_expander_row_set_expanded (ADW_EXPANDER_ROW (river_row), FALSE);
        adw_expander_row_set_expanded (ADW_EXPANDER_ROW (base_row), TRUE);
        gtk_window_set_default_size (GTK_WINDOW (prefs), 360, 720);
        gui_test_settle ();
        {
          /* the window's own minimum includes its frame (and its other
           * page): the page adds nothing to it and fits 360 px */
          int with_page = gui_test_minimum_width (GTK_WIDGET (prefs)), without_page;
          gtk_widget_set_visible (GTK_WIDGET (page), FALSE);
          without_page = gui_test_minimum_width (GTK_WIDGET (prefs));
          gtk_widget_set_visible (GTK_WIDGET (page), TRUE);
          g_test_message ("%s: the page needs %d px; the window %d px with it, %d px without",
                          langs[l], gui_test_minimum_width (GTK_WIDGET (page)), with_page, without_page);
          g_assert_cmpint (gui_test_minimum_width (GTK_WIDGET (page)), <=, 360);
          g_assert_cmpint (with_page, ==, without_page);
          adw_preferences_window_set_visible_page (ADW_PREFERENCES_WINDOW (prefs), ADW_PREFERENCES_PAGE (page));
          gui_test_settle ();
        }
        gui_test_save_screenshot (GTK_WIDGET (prefs), name);

        /* the River's tiles with what only the box can say, in view */
        {
          g_autofree char *river_name = g_strdup_printf ("box-inventory-river-%s-%s-360.png", langs[l], dark ? "dark" : "light");
          adw_expander_row_set_expanded (ADW_EXPANDER_ROW (base_row), FALSE);
          adw_expander_row_set_expanded (ADW_EXPANDER_ROW (river_row), TRUE);
          gui_test_settle ();
          gtk_widget_grab_focus (GTK_WIDGET (carc_box_page_get_count_spin (page, "RI.1/CICI")));
          gui_test_settle ();
          gui_test_save_screenshot (GTK_WIDGET (prefs), river_name);
        }

        /* Towers & Thieves and the Wheel of Fortune: what no public list
         * gives (tower sites, thief values, wheel symbols) is the box's */
        {
          static const struct { const char *set, *tile, *shot; } sets[] = {
            { "towers-and-thieves", "TT/L01", "towers" },
            { "wheel-of-fortune", "WF/CR", "wheel" },
          };
          for (guint k = 0; k < G_N_ELEMENTS (sets); k++)
            {
              g_autofree char *shot = g_strdup_printf ("box-inventory-%s-%s-%s-360.png", sets[k].shot, langs[l], dark ? "dark" : "light");
              GtkWidget *set_row = carc_box_page_get_set_row (page, sets[k].set);
              GtkWidget *prev = carc_box_page_get_set_row (page, k == 0 ? "river" : sets[k - 1].set);

              g_assert_nonnull (set_row);
              adw_expander_row_set_expanded (ADW_EXPANDER_ROW (prev), FALSE);
              adw_expander_row_set_expanded (ADW_EXPANDER_ROW (set_row), TRUE);
              gui_test_settle ();
              if (l == 0)
                g_assert_true (k == 0 ? shows_text (set_row, "Tower construction site") && shows_text (set_row, "Thief value")
                                      : shows_text (set_row, "Wheel symbol"));
              /* the wheel board's cells show no symbol: only the 12 tiles */
              if (l == 0 && k == 1)
                g_assert_cmpuint (count_text (set_row, "Wheel symbol"), ==, 12);
              gtk_widget_grab_focus (GTK_WIDGET (carc_box_page_get_count_spin (page, sets[k].tile)));
              gui_test_settle ();
              gui_test_save_screenshot (GTK_WIDGET (prefs), shot);
            }
        }
        gtk_window_destroy (GTK_WINDOW (prefs));
        gtk_window_destroy (GTK_WINDOW (window));
      }
  gui_test_set_language ("en");
  gui_test_set_dark (FALSE);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

/* The editor: a few clicks give a tile drawn at once; an impossible one
 * says why inline and cannot be used; a good one goes into the profile. */
static void
test_editor (void)
{
  static const char *langs[] = { "en", "cs" };

  for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
    for (guint dark = 0; dark <= 1; dark++)
      {
        g_autofree char *name = g_strdup_printf ("box-editor-%s-%s-360.png", langs[l], dark ? "dark" : "light");
        g_autofree char *bad_name = g_strdup_printf ("box-editor-impossible-%s-%s-360.png", langs[l], dark ? "dark" : "light");
        CarcWindow *window;
        CarcPreferencesWindow *prefs;
        CarcBoxPage *page;
        CarcCustomTileEditor *editor;
        const CarcTileType *type;
        guint before;

        gui_test_set_language (langs[l]);
        gui_test_set_dark (dark);
        window = gui_test_show_window (app, 800, 600);
        gui_test_act (GTK_WIDGET (window), "win.preferences", NULL);
        prefs = find_preferences ();
        page = CARC_BOX_PAGE (carc_preferences_window_get_box_page (prefs));
        before = json_array_get_length (carc_box_page_get_profile (page)->custom_tiles);
        gui_test_act (GTK_WIDGET (page), "box.add-tile", NULL);
        editor = find_editor ();
        g_assert_nonnull (editor);
        gtk_window_set_default_size (GTK_WINDOW (editor), 360, 720);

        /* a city corner with a road curve and a pennant */
        carc_custom_tile_editor_set_edge (editor, 0, CARC_FEATURE_CITY);
        carc_custom_tile_editor_set_edge (editor, 3, CARC_FEATURE_CITY);
        carc_custom_tile_editor_set_edge (editor, 1, CARC_FEATURE_ROAD);
        carc_custom_tile_editor_set_edge (editor, 2, CARC_FEATURE_ROAD);
        carc_custom_tile_editor_set_joined (editor, 0, 3, TRUE);
        carc_custom_tile_editor_set_joined (editor, 1, 2, TRUE);
        carc_custom_tile_editor_set_mark (editor, "pennants", 1);
        type = carc_custom_tile_editor_get_type_shown (editor);
        g_assert_nonnull (type);
        g_assert_null (carc_custom_tile_editor_get_message (editor));
        g_assert_cmpuint (type->n_features, ==, 4);
        {
          char letters[5];
          carc_tile_type_edge_letters (type, 0, letters);
          g_assert_cmpstr (letters, ==, "CRRC");
        }
        g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (editor),
                                                                                            CARC_TYPE_CUSTOM_TILE_EDITOR,
                                                                                            "save_button"))));
        gui_test_settle ();
        {
          /* its content fits 360 px (the window's minimum adds its frame) */
          GtkWidget *content = adw_window_get_content (ADW_WINDOW (editor));
          g_test_message ("%s: the editor's content needs %d px", langs[l], gui_test_minimum_width (content));
          g_assert_cmpint (gui_test_minimum_width (content), <=, 360);
        }
        gui_test_save_screenshot (GTK_WIDGET (editor), name);
        {
          /* the rest of it: what it shows, name, copies, the buttons */
          g_autofree char *bottom = g_strdup_printf ("box-editor-bottom-%s-%s-360.png", langs[l], dark ? "dark" : "light");
          gtk_widget_grab_focus (GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (editor), CARC_TYPE_CUSTOM_TILE_EDITOR,
                                                                            "save_button")));
          gui_test_settle ();
          gui_test_save_screenshot (GTK_WIDGET (editor), bottom);
        }

        /* a tower construction site and a wheel symbol (issue 15) */
        carc_custom_tile_editor_set_mark (editor, "tower", 1);
        carc_custom_tile_editor_set_mark (editor, "wheel", 2);
        type = carc_custom_tile_editor_get_type_shown (editor);
        g_assert_nonnull (type);
        g_assert_true (carc_towers_tile_has_site (type));
        g_assert_cmpint (type->wheel_symbol, ==, 2);
        /* a thief shown with its value left to the table, then one of
         * value 4 (after "None" and "Shown": 1 at index 2) */
        {
          int value = 0;
          carc_custom_tile_editor_set_mark (editor, "thief_symbol", 1);
          type = carc_custom_tile_editor_get_type_shown (editor);
          g_assert_cmpint (carc_towers_tile_thief (type, &value, NULL), ==, CARC_THIEF_YES);
          g_assert_cmpint (value, ==, -1);
          carc_custom_tile_editor_set_mark (editor, "thief_symbol", 5);
          type = carc_custom_tile_editor_get_type_shown (editor);
          g_assert_cmpint (carc_towers_tile_thief (type, &value, NULL), ==, CARC_THIEF_YES);
          g_assert_cmpint (value, ==, 4);
        }
        gui_test_settle ();
        {
          g_autofree char *marks = g_strdup_printf ("box-editor-tower-wheel-%s-%s-360.png", langs[l], dark ? "dark" : "light");
          gui_test_save_screenshot (GTK_WIDGET (editor), marks);
        }
        carc_custom_tile_editor_set_mark (editor, "tower", 0);
        carc_custom_tile_editor_set_mark (editor, "wheel", 0);

        /* a city band crossed by a road: impossible, said inline */
        carc_custom_tile_editor_set_edge (editor, 1, CARC_FEATURE_CITY);
        carc_custom_tile_editor_set_edge (editor, 3, CARC_FEATURE_CITY);
        carc_custom_tile_editor_set_edge (editor, 0, CARC_FEATURE_ROAD);
        carc_custom_tile_editor_set_edge (editor, 2, CARC_FEATURE_ROAD);
        carc_custom_tile_editor_set_joined (editor, 1, 3, TRUE);
        carc_custom_tile_editor_set_joined (editor, 0, 2, TRUE);
        g_assert_null (carc_custom_tile_editor_get_type_shown (editor));
        g_assert_nonnull (carc_custom_tile_editor_get_message (editor));
        g_test_message ("%s", carc_custom_tile_editor_get_message (editor));
        /* the engine's words, in the language shown (the editor starts
         * the sentence with a capital) */
        g_assert_nonnull (strstr (carc_custom_tile_editor_get_message (editor),
                                  g_utf8_next_char (g_dgettext (GETTEXT_PACKAGE,
                                                                "a city cannot cross another feature on one tile"))));
        gui_test_settle ();
        g_assert_true (shows_text (GTK_WIDGET (editor), carc_custom_tile_editor_get_message (editor)));
        g_assert_false (gtk_widget_is_sensitive (GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (editor),
                                                                                             CARC_TYPE_CUSTOM_TILE_EDITOR,
                                                                                             "save_button"))));
        gui_test_save_screenshot (GTK_WIDGET (editor), bad_name);

        /* back to a good tile, saved into the profile */
        carc_custom_tile_editor_set_joined (editor, 0, 2, FALSE);
        g_assert_nonnull (carc_custom_tile_editor_get_type_shown (editor));
        gui_test_act (GTK_WIDGET (editor), "editor.save", NULL);
        gui_test_settle ();
        g_assert_null (find_editor ());
        g_assert_cmpuint (json_array_get_length (carc_box_page_get_profile (page)->custom_tiles), ==, before + 1);
        {
          /* the thief's value went into the profile with the tile */
          JsonArray *tiles = carc_box_page_get_profile (page)->custom_tiles;
          JsonObject *saved = json_array_get_object_element (tiles, json_array_get_length (tiles) - 1);
          JsonObject *on_tile = json_object_get_object_member (saved, "tile");
          g_assert_nonnull (on_tile);
          g_assert_cmpint (json_object_get_int_member_with_default (on_tile, "thief", 0), ==, 4);
          g_assert_false (json_object_has_member (on_tile, "thief_symbol"));
        }

        gtk_window_destroy (GTK_WINDOW (prefs));
        gtk_window_destroy (GTK_WINDOW (window));
      }
  gui_test_set_language ("en");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

/* The editor for a tile of Hunters & Gatherers: its edges show the game's
 * kinds (forest, meadow, river), meadows fill what is left, no monastery
 * nor Carcassonne's marks, and the tile says its game. */
static void
test_editor_hunters_gatherers (void)
{
  static const char *langs[] = { "en", "cs" };
  CarcCatalogue *catalogue = carc_catalogue_get_default (NULL);

  for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
    for (guint dark = 0; dark <= 1; dark++)
      {
        g_autofree char *name = g_strdup_printf ("box-editor-hg-%s-%s-360.png", langs[l], dark ? "dark" : "light");
        CarcWindow *window;
        CarcCustomTileEditor *editor;
        AdwComboRow *north = NULL;
        const CarcTileType *type;
        GtkWidget *content;
        guint forests = 0, meadows = 0;

        gui_test_set_language (langs[l]);
        gui_test_set_dark (dark);
        window = gui_test_show_window (app, 800, 600);
        editor = CARC_CUSTOM_TILE_EDITOR (carc_custom_tile_editor_new_for_game (GTK_WINDOW (window), catalogue,
                                                                                 "hunters-and-gatherers", TRUE));
        gtk_window_set_default_size (GTK_WINDOW (editor), 360, 720);
        gtk_window_present (GTK_WINDOW (editor));

        /* the north edge offers the game's three kinds, a meadow first chosen */
        content = adw_window_get_content (ADW_WINDOW (editor));
        north = ADW_COMBO_ROW (gui_test_find_type (content, ADW_TYPE_COMBO_ROW));
        g_assert_nonnull (north);
        g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (north)), ==, 3);
        type = carc_custom_tile_editor_get_type_shown (editor);
        g_assert_nonnull (type);
        g_assert_cmpuint (type->n_features, ==, 1);
        g_assert_cmpuint (type->features[0].kind, ==, CARC_FEATURE_HG_MEADOW);

        /* a forest in the north, meadow round it */
        carc_custom_tile_editor_set_edge (editor, 0, CARC_FEATURE_HG_FOREST);
        type = carc_custom_tile_editor_get_type_shown (editor);
        g_assert_nonnull (type);
        g_assert_null (carc_custom_tile_editor_get_message (editor));
        for (guint i = 0; i < type->n_features; i++)
          {
            forests += type->features[i].kind == CARC_FEATURE_HG_FOREST;
            meadows += type->features[i].kind == CARC_FEATURE_HG_MEADOW;
          }
        g_assert_cmpuint (forests, ==, 1);
        g_assert_cmpuint (meadows, ==, 1);
        {
          g_autoptr(JsonObject) form = carc_custom_tile_editor_get_form (editor);
          g_assert_cmpstr (json_object_get_string_member_with_default (form, "game", ""), ==, "hunters-and-gatherers");
          g_assert_false (json_object_get_boolean_member (form, "monastery"));
        }
        /* what a forest and a meadow of that game may show (its menhir,
         * mushrooms, animals), none of Carcassonne's */
        g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (editor),
                                                                                          CARC_TYPE_CUSTOM_TILE_EDITOR,
                                                                                          "marks_group"))));
        carc_custom_tile_editor_set_mark (editor, "mushrooms", 1);
        {
          g_autoptr(JsonObject) form = carc_custom_tile_editor_get_form (editor);
          JsonObject *on = json_object_get_object_member (form, "on");
          g_assert_cmpuint (json_object_get_size (on), ==, 1);
          g_assert_true (json_object_get_boolean_member (json_object_get_object_member (on, "N"), "mushrooms"));
          g_assert_cmpuint (json_object_get_size (json_object_get_object_member (form, "tile")), ==, 0);
        }
        gui_test_settle ();
        g_test_message ("%s: the H&G editor's content needs %d px", langs[l], gui_test_minimum_width (content));
        g_assert_cmpint (gui_test_minimum_width (content), <=, 360);
        gui_test_save_screenshot (GTK_WIDGET (editor), name);
        gtk_window_destroy (GTK_WINDOW (editor));
        gtk_window_destroy (GTK_WINDOW (window));
      }
  gui_test_set_language ("en");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

/* A form the editor gives, set into a new editor, gives the same form
 * back: every edge, join and mark (on the tile and on a feature). */
static void
assert_round_trip (GtkWindow     *window,
                   CarcCatalogue *catalogue,
                   const char    *game_set,
                   JsonObject    *form)
{
  CarcCustomTileEditor *again = CARC_CUSTOM_TILE_EDITOR (carc_custom_tile_editor_new_for_game (window, catalogue,
                                                                                                game_set, FALSE));
  g_autoptr(JsonNode) wanted = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(JsonNode) got = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(JsonObject) back = NULL;
  g_autofree char *wanted_text = NULL;
  g_autofree char *got_text = NULL;

  carc_custom_tile_editor_set_form (again, form);
  back = carc_custom_tile_editor_get_form (again);
  json_node_set_object (wanted, form);
  json_node_set_object (got, back);
  wanted_text = json_to_string (wanted, FALSE);
  got_text = json_to_string (got, FALSE);
  g_test_message ("saved %s, read back %s", wanted_text, got_text);
  g_assert_cmpstr (got_text, ==, wanted_text);
  g_assert_true (json_node_equal (wanted, got));
  g_assert_nonnull (carc_custom_tile_editor_get_type_shown (again));
  gtk_window_destroy (GTK_WINDOW (again));
}

static void
test_editor_set_form (void)
{
  CarcCatalogue *catalogue = carc_catalogue_get_default (NULL);
  CarcWindow *window = gui_test_show_window (app, 800, 600);
  CarcCustomTileEditor *editor = CARC_CUSTOM_TILE_EDITOR (carc_custom_tile_editor_new (GTK_WINDOW (window), catalogue, FALSE));
  g_autoptr(JsonObject) form = NULL;
  g_autoptr(JsonObject) plain = NULL;
  JsonObject *tile, *north, *east;

  /* a city with a pennant and goods, a road with an inn, a tower site,
   * thief 4, wheel symbol 2 */
  carc_custom_tile_editor_set_edge (editor, 0, CARC_FEATURE_CITY);
  carc_custom_tile_editor_set_edge (editor, 1, CARC_FEATURE_ROAD);
  carc_custom_tile_editor_set_edge (editor, 3, CARC_FEATURE_ROAD);
  carc_custom_tile_editor_set_joined (editor, 1, 3, TRUE);
  carc_custom_tile_editor_set_mark (editor, "pennants", 1);
  carc_custom_tile_editor_set_mark (editor, "goods", 2);
  carc_custom_tile_editor_set_mark (editor, "inn", 1);
  carc_custom_tile_editor_set_mark (editor, "tower", 1);
  carc_custom_tile_editor_set_mark (editor, "thief_symbol", 5);
  carc_custom_tile_editor_set_mark (editor, "wheel", 2);
  gtk_editable_set_text (GTK_EDITABLE (gtk_widget_get_template_child (GTK_WIDGET (editor), CARC_TYPE_CUSTOM_TILE_EDITOR,
                                                                      "name_row")), "Tower gate");
  g_assert_nonnull (carc_custom_tile_editor_get_type_shown (editor));
  form = carc_custom_tile_editor_get_form (editor);
  tile = json_object_get_object_member (form, "tile");
  north = json_object_get_object_member (json_object_get_object_member (form, "on"), "N");
  east = json_object_get_object_member (json_object_get_object_member (form, "on"), "E");
  g_assert_true (json_object_get_boolean_member (tile, "tower"));
  g_assert_cmpint (json_object_get_int_member (tile, "thief"), ==, 4);
  g_assert_cmpint (json_object_get_int_member (tile, "wheel"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (north, "pennants"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (north, "goods"), ==, "grain");
  g_assert_true (json_object_get_boolean_member (east, "inn"));
  assert_round_trip (GTK_WINDOW (window), catalogue, NULL, form);

  /* the thief shown with its value unknown */
  carc_custom_tile_editor_set_mark (editor, "thief_symbol", 1);
  {
    g_autoptr(JsonObject) unknown = carc_custom_tile_editor_get_form (editor);
    g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (unknown, "tile"), "thief_symbol"),
                     ==, "yes");
    assert_round_trip (GTK_WINDOW (window), catalogue, NULL, unknown);
  }

  /* a form without marks clears those the editor showed */
  carc_custom_tile_editor_set_mark (editor, "thief_symbol", 0);
  carc_custom_tile_editor_set_mark (editor, "tower", 0);
  carc_custom_tile_editor_set_mark (editor, "wheel", 0);
  carc_custom_tile_editor_set_mark (editor, "pennants", 0);
  carc_custom_tile_editor_set_mark (editor, "goods", 0);
  carc_custom_tile_editor_set_mark (editor, "inn", 0);
  plain = carc_custom_tile_editor_get_form (editor);
  carc_custom_tile_editor_set_form (editor, form);
  {
    g_autoptr(JsonObject) full = carc_custom_tile_editor_get_form (editor);
    g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (full, "tile"), "thief"), ==, 4);
  }
  carc_custom_tile_editor_set_form (editor, plain);
  {
    g_autoptr(JsonObject) cleared = carc_custom_tile_editor_get_form (editor);
    g_assert_cmpuint (json_object_get_size (json_object_get_object_member (cleared, "tile")), ==, 0);
    g_assert_cmpuint (json_object_get_size (json_object_get_object_member (cleared, "on")), ==, 0);
  }
  gtk_window_destroy (GTK_WINDOW (editor));

  /* Hunters & Gatherers: a forest, a river through, meadow; its game */
  editor = CARC_CUSTOM_TILE_EDITOR (carc_custom_tile_editor_new_for_game (GTK_WINDOW (window), catalogue,
                                                                           "hunters-and-gatherers", FALSE));
  carc_custom_tile_editor_set_edge (editor, 0, CARC_FEATURE_HG_FOREST);
  carc_custom_tile_editor_set_edge (editor, 1, CARC_FEATURE_HG_RIVER);
  carc_custom_tile_editor_set_edge (editor, 3, CARC_FEATURE_HG_RIVER);
  carc_custom_tile_editor_set_joined (editor, 1, 3, TRUE);
  /* what its features show: 2 fish in the river, a menhir in the forest,
   * 2 deer in the meadow (the south edge's) */
  carc_custom_tile_editor_set_edge (editor, 2, CARC_FEATURE_HG_MEADOW);
  carc_custom_tile_editor_set_mark (editor, "fish", 2);
  carc_custom_tile_editor_set_mark (editor, "menhir", 1);
  carc_custom_tile_editor_set_mark (editor, "deer", 2);
  g_assert_nonnull (carc_custom_tile_editor_get_type_shown (editor));
  {
    g_autoptr(JsonObject) hg = carc_custom_tile_editor_get_form (editor);
    JsonObject *on = json_object_get_object_member (hg, "on");
    const CarcTileType *shown = carc_custom_tile_editor_get_type_shown (editor);
    JsonArray *features = json_object_get_array_member (shown->source, "features");
    guint fish = 0, deer = 0, menhirs = 0;

    g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (on, "E"), "fish"), ==, 2);
    g_assert_true (json_object_get_boolean_member (json_object_get_object_member (on, "N"), "menhir"));
    g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (on, "S"), "deer"), ==, 2);
    /* the engine took them onto the tile's features */
    for (guint f = 0; f < json_array_get_length (features); f++)
      {
        JsonObject *feature = json_array_get_object_element (features, f);
        fish += (guint) json_object_get_int_member_with_default (feature, "fish", 0);
        deer += (guint) json_object_get_int_member_with_default (feature, "deer", 0);
        menhirs += json_object_get_boolean_member_with_default (feature, "menhir", FALSE);
      }
    g_assert_cmpuint (fish, ==, 2);
    g_assert_cmpuint (deer, ==, 2);
    g_assert_cmpuint (menhirs, ==, 1);
    g_assert_cmpstr (json_object_get_string_member (hg, "game"), ==, "hunters-and-gatherers");
    assert_round_trip (GTK_WINDOW (window), catalogue, "hunters-and-gatherers", hg);
  }
  gtk_window_destroy (GTK_WINDOW (editor));
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
shows_icon (GtkWidget  *widget,
            const char *icon)
{
  if (GTK_IS_IMAGE (widget) && gtk_widget_get_visible (widget)
      && g_strcmp0 (gtk_image_get_icon_name (GTK_IMAGE (widget)), icon) == 0)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    if (shows_icon (child, icon))
      return TRUE;
  return FALSE;
}

static JsonObject *
custom_form (const char *name,
             const char *edges)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *text = g_strdup_printf ("{\"id\": \"custom/t\", \"name\": \"%s\", \"count\": 1, \"edges\": %s, "
                                           "\"joins\": [], \"monastery\": false, \"on\": {}, \"tile\": {}}",
                                           name, edges);
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  return json_node_dup_object (json_parser_get_root (parser));
}

/* The stored default profile's custom tile at @index. */
static const char *
stored_tile_member (guint       index,
                    const char *member,
                    guint      *length)
{
  static char *value;
  g_autofree char *db_path = carc_store_get_default_path ();
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcStore) store = carc_store_open (db_path, CARC_STORE_OPEN_READ_ONLY, &error);
  g_autoptr(CarcProfile) stored = NULL;

  g_assert_no_error (error);
  stored = carc_store_load_default_profile (store, CARC_STORE_GAME_CARCASSONNE, &error);
  g_assert_no_error (error);
  g_assert_nonnull (stored);
  *length = json_array_get_length (stored->custom_tiles);
  g_clear_pointer (&value, g_free);
  if (index < *length)
    value = g_strdup (json_object_get_string_member (json_array_get_object_element (stored->custom_tiles, index), member));
  return value;
}

/* A saved tile opens in the editor again (its row activated), "Save"
 * replaces it in place; the trash removes it with a toast whose "Undo"
 * puts it back where it was. */
static void
test_custom_edit_undo (void)
{
  static const char *langs[] = { "en", "cs" };

  for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
    for (guint dark = 0; dark <= 1; dark++)
      {
        g_autofree char *list_shot = g_strdup_printf ("box-custom-list-%s-%s-360.png", langs[l], dark ? "dark" : "light");
        g_autofree char *edit_shot = g_strdup_printf ("box-custom-edit-%s-%s-360.png", langs[l], dark ? "dark" : "light");
        g_autofree char *toast_shot = g_strdup_printf ("box-custom-removed-%s-%s-360.png", langs[l], dark ? "dark" : "light");
        g_autofree char *first = g_strdup_printf ("Gate %s%u", langs[l], dark);
        g_autofree char *second = g_strdup_printf ("Bridge %s%u", langs[l], dark);
        g_autofree char *third = g_strdup_printf ("Corner %s%u", langs[l], dark);
        g_autofree char *renamed = g_strdup_printf ("Long bridge %s%u", langs[l], dark);
        g_autofree char *second_id = NULL;
        g_autofree char *first_id = NULL;
        CarcWindow *window;
        CarcPreferencesWindow *prefs;
        CarcBoxPage *page;
        CarcCustomTileEditor *editor;
        AdwActionRow *row;
        GtkWidget *undo;
        JsonArray *tiles;
        guint before, stored_length;

        gui_test_set_language (langs[l]);
        gui_test_set_dark (dark);
        window = gui_test_show_window (app, 800, 600);
        gui_test_act (GTK_WIDGET (window), "win.preferences", NULL);
        prefs = find_preferences ();
        gtk_window_set_default_size (GTK_WINDOW (prefs), 360, 720);
        page = CARC_BOX_PAGE (carc_preferences_window_get_box_page (prefs));
        before = json_array_get_length (carc_box_page_get_profile (page)->custom_tiles);
        {
          g_autoptr(JsonObject) a = custom_form (first, "[\"city\", \"field\", \"field\", \"field\"]");
          g_autoptr(JsonObject) b = custom_form (second, "[\"field\", \"road\", \"field\", \"road\"]");
          g_autoptr(JsonObject) c = custom_form (third, "[\"city\", \"city\", \"field\", \"field\"]");
          carc_box_page_add_custom_tile (page, a);
          carc_box_page_add_custom_tile (page, b);
          carc_box_page_add_custom_tile (page, c);
          /* the profile's copy is its own: the caller's form changing
           * later changes nothing in the profile */
          json_object_set_string_member (b, "name", "Changed by the caller");
          json_array_add_string_element (json_object_get_array_member (b, "edges"), "city");
        }
        tiles = carc_box_page_get_profile (page)->custom_tiles;
        g_assert_cmpuint (json_array_get_length (tiles), ==, before + 3);
        g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (tiles, before + 1), "name"), ==, second);
        g_assert_cmpuint (json_array_get_length (json_object_get_array_member (json_array_get_object_element (tiles, before + 1),
                                                                               "edges")), ==, 4);
        first_id = g_strdup (json_object_get_string_member (json_array_get_object_element (tiles, before), "id"));
        second_id = g_strdup (json_object_get_string_member (json_array_get_object_element (tiles, before + 1), "id"));

        /* the row opens the tile: activatable, with a "next" arrow */
        row = gui_test_find_row_titled (GTK_WIDGET (page), second);
        g_assert_nonnull (row);
        g_assert_true (gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (row)));
        g_assert_true (shows_icon (GTK_WIDGET (row), "go-next-symbolic"));
        adw_preferences_window_set_visible_page (ADW_PREFERENCES_WINDOW (prefs), ADW_PREFERENCES_PAGE (page));
        gui_test_settle ();
        gtk_widget_grab_focus (GTK_WIDGET (row));
        gui_test_settle ();
        /* the page's rows fit 360 px (the window's own frame is
         * libadwaita's, measured by /box/inventory) */
        g_test_message ("%s: the page needs %d px", langs[l], gui_test_minimum_width (GTK_WIDGET (page)));
        g_assert_cmpint (gui_test_minimum_width (GTK_WIDGET (page)), <=, 360);
        gui_test_save_screenshot (GTK_WIDGET (prefs), list_shot);

        /* Enter on the row */
        gtk_widget_activate (GTK_WIDGET (row));
        gui_test_settle ();
        editor = find_editor ();
        g_assert_nonnull (editor);
        gtk_window_set_default_size (GTK_WINDOW (editor), 360, 720);
        {
          g_autoptr(JsonObject) shown = carc_custom_tile_editor_get_form (editor);
          JsonArray *edges = json_object_get_array_member (shown, "edges");
          g_assert_cmpstr (json_object_get_string_member (shown, "name"), ==, second);
          g_assert_cmpstr (json_array_get_string_element (edges, 1), ==, "road");
          g_assert_cmpstr (json_array_get_string_element (edges, 3), ==, "road");
          g_assert_cmpstr (json_array_get_string_element (edges, 0), ==, "field");
        }
        gui_test_settle ();
        g_assert_cmpint (gui_test_minimum_width (adw_window_get_content (ADW_WINDOW (editor))), <=, 360);
        gui_test_save_screenshot (GTK_WIDGET (editor), edit_shot);

        /* changed and saved: the same tile, in its place */
        gtk_editable_set_text (GTK_EDITABLE (gtk_widget_get_template_child (GTK_WIDGET (editor), CARC_TYPE_CUSTOM_TILE_EDITOR,
                                                                            "name_row")), renamed);
        gtk_spin_button_set_value (GTK_SPIN_BUTTON (gtk_widget_get_template_child (GTK_WIDGET (editor),
                                                                                   CARC_TYPE_CUSTOM_TILE_EDITOR,
                                                                                   "count_spin")), 3);
        carc_custom_tile_editor_set_joined (editor, 1, 3, TRUE);
        gui_test_act (GTK_WIDGET (editor), "editor.save", NULL);
        gui_test_settle ();
        g_assert_null (find_editor ());
        tiles = carc_box_page_get_profile (page)->custom_tiles;
        g_assert_cmpuint (json_array_get_length (tiles), ==, before + 3);
        {
          JsonObject *saved = json_array_get_object_element (tiles, before + 1);
          g_assert_cmpstr (json_object_get_string_member (saved, "id"), ==, second_id);
          g_assert_cmpstr (json_object_get_string_member (saved, "name"), ==, renamed);
          g_assert_cmpint (json_object_get_int_member (saved, "count"), ==, 3);
          g_assert_cmpuint (json_array_get_length (json_object_get_array_member (saved, "joins")), ==, 1);
        }
        g_assert_cmpstr (stored_tile_member (before + 1, "name", &stored_length), ==, renamed);
        g_assert_cmpstr (stored_tile_member (before + 1, "id", &stored_length), ==, second_id);
        g_assert_cmpuint (stored_length, ==, before + 3);
        g_assert_null (gui_test_find_row_titled (GTK_WIDGET (page), second));
        g_assert_nonnull (gui_test_find_row_titled (GTK_WIDGET (page), renamed));

        /* the trash: gone at once, saved, with a toast to undo it */
        row = gui_test_find_row_titled (GTK_WIDGET (page), first);
        g_assert_nonnull (row);
        g_signal_emit_by_name (gui_test_find_type (GTK_WIDGET (row), GTK_TYPE_BUTTON), "clicked");
        gui_test_settle ();
        g_assert_null (find_editor ());
        tiles = carc_box_page_get_profile (page)->custom_tiles;
        g_assert_cmpuint (json_array_get_length (tiles), ==, before + 2);
        g_assert_null (gui_test_find_row_titled (GTK_WIDGET (page), first));
        g_assert_cmpstr (stored_tile_member (before, "id", &stored_length), ==, second_id);
        g_assert_cmpuint (stored_length, ==, before + 2);
        {
          /* the toast in the language shown (Czech quotes „…“) */
          g_autofree char *toast = g_strdup_printf (g_dgettext (GETTEXT_PACKAGE, "“%s” removed"), first);
          g_assert_true (shows_text (GTK_WIDGET (prefs), toast));
        }
        /* the focus stays in the list (the next tile), not the page's top */
        {
          GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (prefs));
          g_assert_true (ADW_IS_ACTION_ROW (focus));
          g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (focus)), ==, renamed);
        }
        gui_test_save_screenshot (GTK_WIDGET (prefs), toast_shot);
        undo = find_button (GTK_WIDGET (prefs), g_dgettext (GETTEXT_PACKAGE, "_Undo"));
        g_assert_nonnull (undo);
        g_signal_emit_by_name (undo, "clicked");
        gui_test_settle ();
        tiles = carc_box_page_get_profile (page)->custom_tiles;
        g_assert_cmpuint (json_array_get_length (tiles), ==, before + 3);
        g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (tiles, before), "id"), ==, first_id);
        g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (tiles, before), "name"), ==, first);
        g_assert_nonnull (gui_test_find_row_titled (GTK_WIDGET (page), first));
        g_assert_cmpstr (stored_tile_member (before, "id", &stored_length), ==, first_id);
        g_assert_cmpuint (stored_length, ==, before + 3);

        /* a tile removed while its editor is open: Save adds nothing */
        row = gui_test_find_row_titled (GTK_WIDGET (page), third);
        g_assert_nonnull (row);
        gtk_widget_activate (GTK_WIDGET (row));
        gui_test_settle ();
        editor = find_editor ();
        g_assert_nonnull (editor);
        g_signal_emit_by_name (gui_test_find_type (GTK_WIDGET (row), GTK_TYPE_BUTTON), "clicked");
        gui_test_settle ();
        g_assert_cmpuint (json_array_get_length (carc_box_page_get_profile (page)->custom_tiles), ==, before + 2);
        gui_test_act (GTK_WIDGET (editor), "editor.save", NULL);
        gui_test_settle ();
        g_assert_null (find_editor ());
        g_assert_cmpuint (json_array_get_length (carc_box_page_get_profile (page)->custom_tiles), ==, before + 2);
        g_assert_null (gui_test_find_row_titled (GTK_WIDGET (page), third));

        gtk_window_destroy (GTK_WINDOW (prefs));
        gtk_window_destroy (GTK_WINDOW (window));
      }
  gui_test_set_language ("en");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

/* New game: the default profile is chosen, and the game plays its box. */
static void
test_new_game (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *db_path = carc_store_get_default_path ();
  g_autoptr(CarcProfile) club = carc_profile_new ("Club box");
  g_autoptr(JsonParser) parser = json_parser_new ();
  CarcCatalogue *catalogue = carc_catalogue_get_default (NULL);
  CarcWindow *window = gui_test_show_window (app, 800, 600);
  CarcNewGamePage *page;
  AdwComboRow *box_row;
  const CarcState *state;
  int custom;

  carc_profile_set_tile_count (club, carc_catalogue_get_type (catalogue, carc_catalogue_lookup (catalogue, "BA/C")), 2);
  g_assert_true (json_parser_load_from_data (parser,
    "{\"id\": \"custom/promo\", \"name\": \"Promo\", \"count\": 1,"
    " \"edges\": [\"city\", \"field\", \"field\", \"field\"], \"monastery\": true}", -1, NULL));
  json_array_add_object_element (club->custom_tiles, json_node_dup_object (json_parser_get_root (parser)));
  {
    g_autoptr(CarcStore) store = carc_store_open (db_path, CARC_STORE_OPEN_DEFAULT, &error);
    g_assert_no_error (error);
    g_assert_true (carc_store_save_profile (store, CARC_STORE_GAME_CARCASSONNE, club, TRUE, &error));
    g_assert_no_error (error);
  }

  gui_test_act (GTK_WIDGET (window), "win.new-game", NULL);
  page = CARC_NEW_GAME_PAGE (_carc_window_get_page (window, "new-game"));
  box_row = ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (page), CARC_TYPE_NEW_GAME_PAGE, "box_row"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (box_row)));
  carc_new_game_page_add_player (page, "Anna");
  carc_new_game_page_add_player (page, "Ben");
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (adw_combo_row_get_model (box_row)),
                                               adw_combo_row_get_selected (box_row)), ==, "Club box");
  {
    g_autoptr(CarcSetup) setup = carc_new_game_page_build_setup (page, &error);
    g_assert_no_error (error);
    g_assert_cmpstr (setup->profile, ==, "Club box");
    g_assert_cmpuint (GPOINTER_TO_UINT (g_hash_table_lookup (setup->inventory, "BA/C")), ==, 2);
    g_assert_cmpuint (json_array_get_length (setup->custom_tiles), ==, 1);
  }
  /* the catalogue as it is, when chosen */
  adw_combo_row_set_selected (box_row, 0);
  {
    g_autoptr(CarcSetup) setup = carc_new_game_page_build_setup (page, &error);
    g_assert_no_error (error);
    g_assert_null (setup->profile);
    g_assert_false (g_hash_table_contains (setup->inventory, "BA/C"));
  }
  adw_combo_row_set_selected (box_row, 1);
  /* on a phone: the row fits, the profile's name shown */
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
  gui_test_settle ();
  g_test_message ("the new-game page needs %d px", gui_test_minimum_width (GTK_WIDGET (page)));
  g_assert_cmpint (gui_test_minimum_width (GTK_WIDGET (page)), <=, 360);
  gui_test_save_screenshot (GTK_WIDGET (window), "box-new-game-360.png");

  gtk_widget_activate_action (GTK_WIDGET (page), "new-game.start", NULL);
  gui_test_settle ();
  state = gui_test_state_of (window);
  g_assert_nonnull (state);
  g_assert_cmpuint (carc_state_get_remaining (state)[carc_catalogue_lookup (catalogue, "BA/C")], ==, 2);
  custom = carc_catalogue_lookup (carc_state_get_catalogue (state), "custom/promo");
  g_assert_cmpint (custom, >=, 0);
  g_assert_cmpuint (carc_state_get_remaining (state)[custom], ==, 1);
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
setup_plays (const CarcSetup     *setup,
             const CarcCatalogue *catalogue,
             const char          *set_id)
{
  int set = carc_catalogue_lookup_set (catalogue, set_id);

  for (guint i = 0; i < setup->sets->len; i++)
    if ((int) g_array_index (setup->sets, guint, i) == set)
      return TRUE;
  return FALSE;
}

/* New game: the default box is chosen but leaves the sets as the table
 * had them (a box never switches sets by itself, issue 22); choosing a box
 * in the row switches on the sets it owns, the others off but still there
 * to switch on. */
static void
test_new_game_sets (void)
{
  static const char * const langs[] = { "en", "cs" };
  g_autoptr(GError) error = NULL;
  g_autofree char *db_path = carc_store_get_default_path ();
  g_autoptr(CarcProfile) shelf = carc_profile_new ("Shelf box");
  g_autoptr(CarcProfile) borrowed = carc_profile_new ("Borrowed box");
  CarcCatalogue *catalogue = carc_catalogue_get_default (NULL);

  g_ptr_array_add (shelf->sets, g_strdup ("base"));
  g_ptr_array_add (shelf->sets, g_strdup ("inns-and-cathedrals"));
  g_ptr_array_add (borrowed->sets, g_strdup ("base"));
  g_ptr_array_add (borrowed->sets, g_strdup ("river"));
  {
    g_autoptr(CarcStore) store = carc_store_open (db_path, CARC_STORE_OPEN_DEFAULT, &error);
    g_assert_no_error (error);
    g_assert_true (carc_store_save_profile (store, CARC_STORE_GAME_CARCASSONNE, borrowed, FALSE, &error));
    g_assert_true (carc_store_save_profile (store, CARC_STORE_GAME_CARCASSONNE, shelf, TRUE, &error));
    g_assert_no_error (error);
  }

  for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
    for (guint dark = 0; dark < 2; dark++)
      {
        g_autofree char *name = g_strdup_printf ("box-new-game-sets-%s-%s-360.png", langs[l], dark ? "dark" : "light");
        CarcWindow *window;
        CarcNewGamePage *page;
        AdwComboRow *box_row;
        GListModel *names;
        guint borrowed_index = G_MAXUINT, shelf_index;

        gui_test_set_language (langs[l]);
        gui_test_set_dark (dark);
        window = gui_test_show_window (app, 360, 720);
        gui_test_act (GTK_WIDGET (window), "win.new-game", NULL);
        page = CARC_NEW_GAME_PAGE (_carc_window_get_page (window, "new-game"));
        box_row = ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (page), CARC_TYPE_NEW_GAME_PAGE, "box_row"));
        carc_new_game_page_add_player (page, "Anna");
        carc_new_game_page_add_player (page, "Ben");
        names = adw_combo_row_get_model (box_row);
        shelf_index = adw_combo_row_get_selected (box_row);
        g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (names), shelf_index), ==, "Shelf box");
        for (guint i = 0; i < g_list_model_get_n_items (names); i++)
          if (g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (names), i), "Borrowed box") == 0)
            borrowed_index = i;
        g_assert_cmpuint (borrowed_index, !=, G_MAXUINT);

        /* the default box chosen: the sets as the last game (none here:
         * the base game) had them */
        {
          g_autoptr(CarcSetup) setup = carc_new_game_page_build_setup (page, &error);
          g_assert_no_error (error);
          g_assert_true (setup_plays (setup, catalogue, "base"));
          g_assert_false (setup_plays (setup, catalogue, "inns-and-cathedrals"));
          g_assert_false (setup_plays (setup, catalogue, "river"));
          g_assert_false (setup_plays (setup, catalogue, "hills-and-sheep"));
        }
        /* another box chosen: its sets */
        adw_combo_row_set_selected (box_row, borrowed_index);
        {
          g_autoptr(CarcSetup) setup = carc_new_game_page_build_setup (page, &error);
          g_assert_no_error (error);
          g_assert_true (setup_plays (setup, catalogue, "river"));
          g_assert_false (setup_plays (setup, catalogue, "inns-and-cathedrals"));
        }
        /* and back: the sets the default box owns, the River off */
        adw_combo_row_set_selected (box_row, shelf_index);
        {
          g_autoptr(CarcSetup) setup = carc_new_game_page_build_setup (page, &error);
          g_assert_no_error (error);
          g_assert_true (setup_plays (setup, catalogue, "inns-and-cathedrals"));
          g_assert_false (setup_plays (setup, catalogue, "river"));
        }
        adw_combo_row_set_selected (box_row, borrowed_index);
        /* a set the box does not own can still be played */
        carc_new_game_page_set_set_enabled (page, "hills-and-sheep", TRUE);
        {
          g_autoptr(CarcSetup) setup = carc_new_game_page_build_setup (page, &error);
          g_assert_no_error (error);
          g_assert_true (setup_plays (setup, catalogue, "hills-and-sheep"));
        }
        /* the set rows in view: the River's switched on by the box */
        {
          GtkWidget *river = gui_test_find_named (GTK_WIDGET (page), "river");
          g_assert_nonnull (river);
          gtk_widget_grab_focus (river);
        }
        gui_test_settle ();
        g_test_message ("%s: the new-game page needs %d px", langs[l], gui_test_minimum_width (GTK_WIDGET (page)));
        g_assert_cmpint (gui_test_minimum_width (GTK_WIDGET (page)), <=, 360);
        gui_test_save_screenshot (GTK_WIDGET (window), name);
        gtk_window_destroy (GTK_WINDOW (window));
      }
  gui_test_set_language ("en");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

/* The button under @widget labelled @label (with its mnemonic), or NULL. */
static GtkWidget *
find_button (GtkWidget  *widget,
             const char *label)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button (child, label);
      if (found)
        return found;
    }
  return NULL;
}

static AdwMessageDialog *
find_message_dialog (void)
{
  return (AdwMessageDialog *) gui_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG, NULL, FALSE);
}

typedef struct {
  guint    n;
  guint    type;
  gboolean override;
} Chosen;

static void
tile_chosen_cb (CarcTilePicker *picker,
                guint           type,
                gboolean        override,
                Chosen         *chosen)
{
  chosen->n++;
  chosen->type = type;
  chosen->override = override;
}

/* At the table: a tile whose copies are used up is entered after a
 * confirmation that can fix the profile; "Another tile…" describes a tile
 * nobody knew, plays it at once and can save it into the profile. */
static void
test_at_the_table (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcProfile) profile = carc_profile_new ("Table box");
  g_autoptr(CarcSetup) setup = gui_test_make_setup ("base", 2);
  CarcCatalogue *catalogue = carc_catalogue_get_default (NULL);
  int straight = carc_catalogue_lookup (catalogue, "BA/RFr");
  CarcWindow *window = gui_test_show_window (app, 1280, 800);
  CarcStore *store = _carc_window_get_store (window);
  CarcGameSession *session;
  CarcPlayPage *page;
  CarcTilePicker *picker;
  AdwMessageDialog *dialog;
  CarcCustomTileEditor *editor;
  Chosen chosen = { 0 };
  CarcEvent e = { 0 };
  int index = -1;

  carc_profile_set_tile_count (profile, carc_catalogue_get_type (catalogue, (guint) straight), 1);
  g_assert_true (carc_store_save_profile (store, CARC_STORE_GAME_CARCASSONNE, profile, FALSE, &error));
  g_assert_true (carc_profile_apply (profile, catalogue, setup, &error));
  session = _carc_window_start_game (window, setup, &error);
  g_assert_no_error (error);
  /* the one straight road of this box is played */
  e.type = CARC_EVENT_TILE;
  e.tile = (guint) straight;
  e.x = 1;
  g_assert_true (carc_game_session_apply (session, &e, &error));
  e = (CarcEvent) { .type = CARC_EVENT_PASS };
  g_assert_true (carc_game_session_apply (session, &e, &error));
  g_assert_no_error (error);
  gui_test_settle ();

  page = gui_test_play_page (window);
  picker = CARC_TILE_PICKER (carc_play_page_get_picker (page));
  g_signal_connect (picker, "tile-chosen", G_CALLBACK (tile_chosen_cb), &chosen);
  carc_tile_picker_set_state (picker, carc_game_get_state (carc_game_session_get_game (session)),
                              CARC_ASSISTANCE_SCOREKEEPER, FALSE, 0, 0);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (gui_test_find_type (GTK_WIDGET (picker), GTK_TYPE_CHECK_BUTTON)), TRUE);
  for (guint i = 0; i < carc_tile_picker_get_n_shown (picker); i++)
    if (carc_tile_picker_get_shown (picker, i) == (guint) straight)
      index = (int) i;
  g_assert_cmpint (index, >=, 0);

  /* asked first; cancelled, nothing is chosen */
  g_assert_true (carc_tile_picker_choose_nth (picker, (guint) index));
  gui_test_settle ();
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpuint (chosen.n, ==, 0);
  gui_test_save_screenshot (GTK_WIDGET (dialog), "box-extra-copy.png");
  adw_message_dialog_response (dialog, "cancel");
  gui_test_settle ();
  g_assert_cmpuint (chosen.n, ==, 0);

  /* entered, and the profile counts one more */
  g_assert_true (carc_tile_picker_choose_nth (picker, (guint) index));
  gui_test_settle ();
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "fix");
  gui_test_settle ();
  g_assert_cmpuint (chosen.n, ==, 1);
  g_assert_cmpuint (chosen.type, ==, (guint) straight);
  g_assert_true (chosen.override);
  {
    g_autoptr(CarcProfile) stored = carc_store_load_profile (store, CARC_STORE_GAME_CARCASSONNE, "Table box", &error);
    g_assert_no_error (error);
    g_assert_cmpuint (carc_profile_tile_count (stored, carc_catalogue_get_type (catalogue, (guint) straight)), ==, 2);
  }

  /* another tile, used now: in the game, saved with it, chosen */
  g_signal_emit_by_name (find_button (GTK_WIDGET (picker), "_Another Tile…"), "clicked");
  gui_test_settle ();
  editor = find_editor ();
  g_assert_nonnull (editor);
  carc_custom_tile_editor_set_edge (editor, 3, CARC_FEATURE_ROAD);
  gtk_editable_set_text (GTK_EDITABLE (gtk_widget_get_template_child (GTK_WIDGET (editor), CARC_TYPE_CUSTOM_TILE_EDITOR, "name_row")),
                         "Dead end");
  /* at the table both ways out are offered, and still fit a phone */
  gtk_window_set_default_size (GTK_WINDOW (editor), 360, 720);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (editor), CARC_TYPE_CUSTOM_TILE_EDITOR,
                                                                                      "use_button"))));
  g_assert_cmpint (gui_test_minimum_width (adw_window_get_content (ADW_WINDOW (editor))), <=, 360);
  gtk_widget_grab_focus (GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (editor), CARC_TYPE_CUSTOM_TILE_EDITOR, "use_button")));
  gui_test_settle ();
  gui_test_save_screenshot (GTK_WIDGET (editor), "box-editor-in-game-360.png");
  gui_test_act (GTK_WIDGET (editor), "editor.use", NULL);
  gui_test_settle ();
  g_assert_cmpuint (chosen.n, ==, 2);
  g_assert_false (chosen.override);
  {
    CarcGame *game = carc_game_session_get_game (session);
    const CarcTileType *type = carc_catalogue_get_type (carc_game_get_catalogue (game), chosen.type);
    g_autoptr(CarcGame) stored = NULL;
    g_assert_cmpstr (type->id, ==, "custom/dead-end");
    g_assert_cmpuint (carc_state_get_remaining (carc_game_get_state (game))[chosen.type], ==, 1);
    stored = carc_store_load_game (store, carc_game_get_id (game), &error);
    g_assert_no_error (error);
    g_assert_cmpint (carc_catalogue_lookup (carc_game_get_catalogue (stored), "custom/dead-end"), ==, (int) chosen.type);
  }

  /* another, saved into the profile too (under the id the game gave it) */
  g_signal_emit_by_name (find_button (GTK_WIDGET (picker), "_Another Tile…"), "clicked");
  gui_test_settle ();
  editor = find_editor ();
  carc_custom_tile_editor_set_edge (editor, 3, CARC_FEATURE_ROAD);
  gtk_editable_set_text (GTK_EDITABLE (gtk_widget_get_template_child (GTK_WIDGET (editor), CARC_TYPE_CUSTOM_TILE_EDITOR, "name_row")),
                         "Dead end");
  gui_test_act (GTK_WIDGET (editor), "editor.save", NULL);
  gui_test_settle ();
  g_assert_cmpuint (chosen.n, ==, 3);
  {
    g_autoptr(CarcProfile) stored = carc_store_load_profile (store, CARC_STORE_GAME_CARCASSONNE, "Table box", &error);
    g_assert_no_error (error);
    g_assert_cmpuint (json_array_get_length (stored->custom_tiles), ==, 1);
    g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (stored->custom_tiles, 0), "id"), ==,
                     "custom/dead-end-2");
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The position of the row reading @text in @combo's string list. */
static guint
combo_index (AdwComboRow *combo,
             const char  *text)
{
  GListModel *model = adw_combo_row_get_model (combo);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    if (g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (model), i), text) == 0)
      return i;
  return G_MAXUINT;
}

/* Hunters & Gatherers' box: Preferences → Your Box shows the game's 95
 * tiles against the rule book's total once the game is chosen; a lost
 * tile goes into the game's own default profile (the store keeps one per
 * game type), "Add a Tile…" describes one of the game's tiles, and New
 * game for Hunters & Gatherers offers the profile, whose count "tiles
 * left" shows. */
static void
test_hunters_gatherers_profile (void)
{
  static const char *langs[] = { "en", "cs" };
  g_autofree char *db_path = carc_store_get_default_path ();
  g_autoptr(GError) error = NULL;
  CarcCatalogue *catalogue = carc_catalogue_get_default (NULL);
  int set = carc_catalogue_lookup_set (catalogue, CARC_HG_SET_ID);
  const CarcTileSet *hg;
  const CarcTileType *lost;
  CarcWindow *window;
  CarcNewGamePage *new_game;
  AdwComboRow *row;
  const CarcState *state;
  AdwWindowTitle *title;

  g_assert_cmpint (set, >=, 0);
  hg = carc_catalogue_get_set (catalogue, (guint) set);
  /* a tile of the regular stack (the second; the start tile is the 57th) */
  lost = carc_catalogue_get_type (catalogue, g_array_index (hg->tiles, guint, 1));
  g_assert_cmpint (lost->stack, ==, CARC_STACK_NORMAL);

  for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
    for (guint dark = 0; dark <= 1; dark++)
      {
        g_autofree char *name = g_strdup_printf ("box-inventory-hg-%s-%s-360.png", langs[l], dark ? "dark" : "light");
        CarcPreferencesWindow *prefs;
        CarcBoxPage *page;
        AdwComboRow *game_row;
        GtkWidget *set_row;
        CarcCustomTileEditor *editor;
        guint index;

        gui_test_set_language (langs[l]);
        gui_test_set_dark (dark);
        window = gui_test_show_window (app, 800, 600);
        gui_test_act (GTK_WIDGET (window), "win.preferences", NULL);
        prefs = find_preferences ();
        page = CARC_BOX_PAGE (carc_preferences_window_get_box_page (prefs));
        adw_preferences_window_set_visible_page (ADW_PREFERENCES_WINDOW (prefs), ADW_PREFERENCES_PAGE (page));

        /* Carcassonne's box first; the game row offers the other game */
        game_row = ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (page), CARC_TYPE_BOX_PAGE, "game_row"));
        g_assert_true (gtk_widget_get_visible (GTK_WIDGET (game_row)));
        g_assert_cmpstr (carc_box_page_get_profile (page)->game, ==, "carcassonne");
        g_assert_null (carc_box_page_get_set_row (page, CARC_HG_SET_ID));
        index = combo_index (game_row, g_dgettext (GETTEXT_PACKAGE, "Hunters & Gatherers"));
        g_assert_cmpuint (index, !=, G_MAXUINT);
        adw_combo_row_set_selected (game_row, index);
        gui_test_settle ();

        /* its own profile, its own set only, every one of its tiles */
        g_assert_cmpstr (carc_box_page_get_profile (page)->game, ==, CARC_HG_SET_ID);
        g_assert_null (carc_box_page_get_set_row (page, "base"));
        set_row = carc_box_page_get_set_row (page, CARC_HG_SET_ID);
        g_assert_nonnull (set_row);
        g_assert_cmpuint (hg->tiles->len, ==, 95);
        for (guint t = 0; t < hg->tiles->len; t++)
          g_assert_nonnull (carc_box_page_get_count_spin (page, carc_catalogue_get_type (catalogue, g_array_index (hg->tiles, guint, t))->id));

        /* one tile lost: saved as the game's default, Carcassonne's untouched */
        gtk_spin_button_set_value (carc_box_page_get_count_spin (page, lost->id), 0);
        g_test_message ("%s: %s", langs[l], adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (set_row)));
        if (l == 0)
          g_assert_cmpstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (set_row)), ==, "94 of 95 tiles · From the rule book");
        if (l == 0 && !dark)
          {
            g_autoptr(CarcStore) store = carc_store_open (db_path, CARC_STORE_OPEN_READ_ONLY, &error);
            g_autoptr(CarcProfile) stored = NULL;
            g_autoptr(CarcProfile) carcassonne = NULL;
            g_assert_no_error (error);
            stored = carc_store_load_default_profile (store, CARC_STORE_GAME_HUNTERS_GATHERERS, &error);
            g_assert_no_error (error);
            g_assert_nonnull (stored);
            g_assert_cmpstr (stored->game, ==, CARC_HG_SET_ID);
            g_assert_true (g_hash_table_contains (stored->counts, lost->id));
            g_assert_cmpuint (GPOINTER_TO_UINT (g_hash_table_lookup (stored->counts, lost->id)), ==, 0);
            carcassonne = carc_store_load_default_profile (store, CARC_STORE_GAME_CARCASSONNE, &error);
            g_assert_no_error (error);
            g_assert_true (carcassonne == NULL || g_strcmp0 (carcassonne->game, "carcassonne") == 0);
          }

        /* "Add a Tile…" describes one of the game's tiles */
        gui_test_act (GTK_WIDGET (page), "box.add-tile", NULL);
        editor = find_editor ();
        g_assert_nonnull (editor);
        {
          g_autoptr(JsonObject) form = carc_custom_tile_editor_get_form (editor);
          g_assert_cmpstr (json_object_get_string_member_with_default (form, "game", ""), ==, CARC_HG_SET_ID);
        }
        gtk_window_destroy (GTK_WINDOW (editor));

        /* at 360 px, the tiles in view */
        adw_expander_row_set_expanded (ADW_EXPANDER_ROW (set_row), TRUE);
        gtk_window_set_default_size (GTK_WINDOW (prefs), 360, 720);
        gui_test_settle ();
        gtk_widget_grab_focus (GTK_WIDGET (carc_box_page_get_count_spin (page, lost->id)));
        gui_test_settle ();
        g_test_message ("%s: the H&G page needs %d px", langs[l], gui_test_minimum_width (GTK_WIDGET (page)));
        g_assert_cmpint (gui_test_minimum_width (GTK_WIDGET (page)), <=, 360);
        gui_test_save_screenshot (GTK_WIDGET (prefs), name);
        {
          g_autofree char *top = g_strdup_printf ("box-profile-hg-%s-%s-360.png", langs[l], dark ? "dark" : "light");
          gtk_widget_grab_focus (GTK_WIDGET (game_row));
          gui_test_settle ();
          gui_test_save_screenshot (GTK_WIDGET (prefs), top);
        }
        gtk_window_destroy (GTK_WINDOW (prefs));
        gtk_window_destroy (GTK_WINDOW (window));
      }
  gui_test_set_language ("en");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);

  /* New game for Hunters & Gatherers offers the game's box, chosen */
  window = gui_test_show_window (app, 800, 600);
  gui_test_act (GTK_WIDGET (window), "win.new-game", NULL);
  new_game = CARC_NEW_GAME_PAGE (_carc_window_get_page (window, "new-game"));
  row = ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (new_game), CARC_TYPE_NEW_GAME_PAGE, "game_row"));
  adw_combo_row_set_selected (row, combo_index (row, "Hunters & Gatherers"));
  gui_test_settle ();
  row = ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (new_game), CARC_TYPE_NEW_GAME_PAGE, "box_row"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (row)));
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (adw_combo_row_get_model (row)),
                                               adw_combo_row_get_selected (row)), ==, "Our Box");
  carc_new_game_page_add_player (new_game, "Anna");
  carc_new_game_page_add_player (new_game, "Ben");
  {
    g_autoptr(CarcSetup) setup = carc_new_game_page_build_setup (new_game, &error);
    g_assert_no_error (error);
    g_assert_true (setup_plays (setup, catalogue, CARC_HG_SET_ID));
    g_assert_cmpstr (setup->profile, ==, "Our Box");
  }
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
  gtk_widget_grab_focus (GTK_WIDGET (row));
  gui_test_settle ();
  g_assert_cmpint (gui_test_minimum_width (GTK_WIDGET (new_game)), <=, 360);
  gui_test_save_screenshot (GTK_WIDGET (window), "box-new-game-hg-360.png");
  gtk_widget_activate_action (GTK_WIDGET (new_game), "new-game.start", NULL);
  gui_test_settle ();
  state = gui_test_state_of (window);
  g_assert_nonnull (state);
  g_assert_cmpuint (carc_state_get_remaining (state)[carc_catalogue_lookup (catalogue, lost->id)], ==, 0);
  /* the 78 regular tiles less the lost one */
  title = ADW_WINDOW_TITLE (gtk_widget_get_template_child (GTK_WIDGET (gui_test_play_page (window)),
                                                           CARC_TYPE_PLAY_PAGE, "window_title"));
  g_test_message ("%s", adw_window_title_get_subtitle (title));
  g_assert_nonnull (strstr (adw_window_title_get_subtitle (title), "77 tiles left"));

  /* the lost tile found at the table: counted in the game's own box */
  g_assert_true (carc_box_count_one_more (gui_test_session_of (window), lost->id, &error));
  g_assert_no_error (error);
  {
    g_autoptr(CarcStore) store = carc_store_open (db_path, CARC_STORE_OPEN_READ_ONLY, &error);
    g_autoptr(CarcProfile) stored = NULL;
    g_assert_no_error (error);
    stored = carc_store_load_profile (store, CARC_STORE_GAME_HUNTERS_GATHERERS, "Our Box", &error);
    g_assert_no_error (error);
    /* 0 before: back to the catalogue's one */
    g_assert_cmpuint (carc_profile_tile_count (stored, lost), ==, 1);
    g_clear_pointer (&stored, carc_profile_free);
    stored = carc_store_load_profile (store, CARC_STORE_GAME_CARCASSONNE, "Our Box", &error);
    g_assert_true (stored == NULL || !g_hash_table_contains (stored->counts, lost->id));
    g_clear_error (&error);
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The row of a widget under Your Box (its AdwActionRow). */
static AdwActionRow *
row_of (GtkWidget *widget)
{
  return ADW_ACTION_ROW (gtk_widget_get_ancestor (widget, ADW_TYPE_ACTION_ROW));
}

/* The Wheel of Fortune's box values (issue 15): a "Crown spaces" group
 * with a spin row per sector and the symbols per tile type, shown while
 * the profile owns the set; Famine set to 2 is saved, counted in the box,
 * and a new game with the profile has two Famine crown spaces. */
static void
test_wheel_box (void)
{
  static const char *langs[] = { "en", "cs" };
  g_autoptr(GError) error = NULL;
  g_autofree char *db_path = carc_store_get_default_path ();
  g_autoptr(CarcProfile) wheel_box = carc_profile_new ("Wheel box");
  CarcCatalogue *catalogue = carc_catalogue_get_default (NULL);

  g_ptr_array_add (wheel_box->sets, g_strdup ("base"));
  g_ptr_array_add (wheel_box->sets, g_strdup ("wheel-of-fortune"));
  {
    g_autoptr(CarcStore) store = carc_store_open (db_path, CARC_STORE_OPEN_DEFAULT, &error);
    g_assert_no_error (error);
    g_assert_true (carc_store_save_profile (store, CARC_STORE_GAME_CARCASSONNE, wheel_box, TRUE, &error));
    g_assert_no_error (error);
  }

  for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
    for (guint dark = 0; dark <= 1; dark++)
      {
        g_autofree char *name = g_strdup_printf ("box-wheel-crowns-%s-%s-360.png", langs[l], dark ? "dark" : "light");
        g_autofree char *symbols_name = g_strdup_printf ("box-wheel-symbols-%s-%s-360.png", langs[l], dark ? "dark" : "light");
        CarcWindow *window;
        CarcPreferencesWindow *prefs;
        CarcBoxPage *page;
        GtkWidget *famine, *taxes, *rr, *wheel_row;
        GtkWidget *crowns_group;

        gui_test_set_language (langs[l]);
        gui_test_set_dark (dark);
        window = gui_test_show_window (app, 800, 600);
        gui_test_act (GTK_WIDGET (window), "win.preferences", NULL);
        prefs = find_preferences ();
        page = CARC_BOX_PAGE (carc_preferences_window_get_box_page (prefs));
        adw_preferences_window_set_visible_page (ADW_PREFERENCES_WINDOW (prefs), ADW_PREFERENCES_PAGE (page));
        {
          /* Carcassonne's boxes (another test may have left another game's) */
          AdwComboRow *game_row = ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (page), CARC_TYPE_BOX_PAGE, "game_row"));
          adw_combo_row_set_selected (game_row, combo_index (game_row, g_dgettext (GETTEXT_PACKAGE, "Carcassonne")));
        }
        gui_test_settle ();

        famine = gui_test_find_named (GTK_WIDGET (page), "wheel-crowns-famine");
        taxes = gui_test_find_named (GTK_WIDGET (page), "wheel-crowns-taxes");
        rr = gui_test_find_named (GTK_WIDGET (page), "wheel-symbols-BA/Rr-1");
        g_assert_nonnull (famine);
        g_assert_nonnull (taxes);
        g_assert_nonnull (rr);
        crowns_group = gtk_widget_get_ancestor (famine, ADW_TYPE_PREFERENCES_GROUP);
        g_assert_true (gtk_widget_get_visible (crowns_group));
        if (l == 0)
          {
            g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row_of (famine))), ==, "Famine");
            g_assert_cmpstr (adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (crowns_group)), ==, "Crown spaces");
          }
        else
          g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row_of (famine))), ==, "Hladomor");

        if (l == 0 && !dark)
          {
            /* the data's layout until the box says: 1 Famine, 2 Taxes */
            g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (famine)), ==, 1);
            g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (taxes)), ==, 2);
            g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (rr)), ==, 4);
            g_assert_cmpstr (adw_action_row_get_subtitle (row_of (famine)), ==, "Unknown — please check your box");
            gtk_spin_button_set_value (GTK_SPIN_BUTTON (famine), 2);
            g_assert_cmpstr (adw_action_row_get_subtitle (row_of (famine)), ==, "Counted in your box");
            g_assert_cmpstr (adw_action_row_get_subtitle (row_of (taxes)), ==, "Unknown — please check your box");
            {
              g_autoptr(CarcStore) store = carc_store_open (db_path, CARC_STORE_OPEN_READ_ONLY, &error);
              g_autoptr(CarcProfile) stored = NULL;
              g_assert_no_error (error);
              stored = carc_store_load_default_profile (store, CARC_STORE_GAME_CARCASSONNE, &error);
              g_assert_no_error (error);
              g_assert_cmpstr (stored->name, ==, "Wheel box");
              g_assert_cmpuint (carc_wheel_box_crowns (stored, catalogue, CARC_WHEEL_FAMINE, NULL), ==, 2);
              g_assert_cmpint (carc_wheel_box_crowns_confidence (stored, catalogue, CARC_WHEEL_FAMINE), ==, CARC_CONFIDENCE_BOX);
            }
            /* no more copies with a symbol than the box has (9 of BA/Rr) */
            gtk_spin_button_set_value (GTK_SPIN_BUTTON (rr), 9);
            g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (rr)), ==, 9 - 3);
            gtk_spin_button_set_value (GTK_SPIN_BUTTON (rr), 4);
          }
        else
          /* saved and read back: the box's value */
          g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (famine)), ==, 2);

        /* 360 px: the page adds nothing to the window's minimum */
        gtk_window_set_default_size (GTK_WINDOW (prefs), 360, 720);
        gui_test_settle ();
        g_test_message ("%s: the box page needs %d px", langs[l], gui_test_minimum_width (GTK_WIDGET (page)));
        g_assert_cmpint (gui_test_minimum_width (GTK_WIDGET (page)), <=, 360);
        gtk_widget_grab_focus (famine);
        gui_test_settle ();
        gui_test_save_screenshot (GTK_WIDGET (prefs), name);
        gtk_widget_grab_focus (gui_test_find_named (GTK_WIDGET (page), "wheel-symbols-BA/Rr-3"));
        gui_test_settle ();
        gui_test_save_screenshot (GTK_WIDGET (prefs), symbols_name);

        /* a box without the Wheel of Fortune shows none of it */
        wheel_row = carc_box_page_get_set_row (page, "wheel-of-fortune");
        adw_expander_row_set_enable_expansion (ADW_EXPANDER_ROW (wheel_row), FALSE);
        g_assert_false (gtk_widget_get_visible (crowns_group));
        adw_expander_row_set_enable_expansion (ADW_EXPANDER_ROW (wheel_row), TRUE);
        g_assert_true (gtk_widget_get_visible (crowns_group));

        gtk_window_destroy (GTK_WINDOW (prefs));
        gtk_window_destroy (GTK_WINDOW (window));
      }
  gui_test_set_language ("en");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);

  /* a new game with the box: two Famine crown spaces, one of Taxes two */
  {
    CarcWindow *window = gui_test_show_window (app, 800, 600);
    CarcNewGamePage *page;
    const CarcState *state;
    guint crowns[CARC_WHEEL_MAX_CROWNS];

    gui_test_act (GTK_WIDGET (window), "win.new-game", NULL);
    page = CARC_NEW_GAME_PAGE (_carc_window_get_page (window, "new-game"));
    {
      AdwComboRow *game_row = ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (page), CARC_TYPE_NEW_GAME_PAGE, "game_row"));
      adw_combo_row_set_selected (game_row, combo_index (game_row, "Carcassonne"));
      gui_test_settle ();
    }
    carc_new_game_page_add_player (page, "Anna");
    carc_new_game_page_add_player (page, "Ben");
    /* the table switches the Wheel on (the box never switches a set) */
    carc_new_game_page_set_set_enabled (page, "wheel-of-fortune", TRUE);
    {
      g_autoptr(CarcSetup) setup = carc_new_game_page_build_setup (page, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (setup->profile, ==, "Wheel box");
      g_assert_nonnull (setup->file_overrides);
    }
    gtk_widget_activate_action (GTK_WIDGET (page), "new-game.start", NULL);
    gui_test_settle ();
    state = gui_test_state_of (window);
    g_assert_nonnull (state);
    g_assert_true (carc_wheel_active (state));
    g_assert_cmpuint (carc_wheel_sector_crowns (state, CARC_WHEEL_FAMINE, crowns, G_N_ELEMENTS (crowns)), ==, 2);
    g_assert_cmpuint (carc_wheel_sector_crowns (state, CARC_WHEEL_TAXES, crowns, G_N_ELEMENTS (crowns)), ==, 2);
    gtk_window_destroy (GTK_WINDOW (window));
  }
}

int
main (int   argc,
      char *argv[])
{
  int ret;

  if (!gui_test_init (&argc, &argv, "box", TRUE, &app))
    return 0;

  g_test_add_func ("/box/inventory", test_inventory);
  g_test_add_func ("/box/name-limits", test_name_limits);
  g_test_add_func ("/box/editor", test_editor);
  g_test_add_func ("/box/editor-hunters-gatherers", test_editor_hunters_gatherers);
  g_test_add_func ("/box/editor-set-form", test_editor_set_form);
  g_test_add_func ("/box/custom-edit-undo", test_custom_edit_undo);
  g_test_add_func ("/box/new-game", test_new_game);
  g_test_add_func ("/box/new-game-sets", test_new_game_sets);
  g_test_add_func ("/box/at-the-table", test_at_the_table);
  g_test_add_func ("/box/hunters-gatherers-profile", test_hunters_gatherers_profile);
  g_test_add_func ("/box/wheel", test_wheel_box);

  ret = g_test_run ();

  g_clear_object (&app);
  return ret;
}
