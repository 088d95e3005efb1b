/* test-tile-names.c: every tile type has a name of its own, in every language
 *
 * The picker, the log and the messages name a tile by what it shows
 * (carc_tile_describe()); two types with one name cannot be told apart
 * there, and the search cannot pick one of them. The types a game can
 * play together (its own sets and its expansions' sets) must each have a
 * distinct name in English, Czech and Slovak. These checks need no display.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>

#include <glib/gi18n.h>

#include "carc-catalogue.h"
#include "carc-expansion-ui.h"
#include "carc-tile-names.h"

static void
set_language (const char *lang)
{
  g_setenv ("LANGUAGE", g_str_equal (lang, "en") ? "C" : lang, TRUE);
  /* setting the locale again makes gettext drop what it has cached */
  setlocale (LC_ALL, "");
}

/* Each game's tile types (its sets and its expansions'), every name
 * distinct, in @lang. */
static void
check_distinct (gconstpointer data)
{
  const char *lang = data;
  CarcCatalogue *catalogue = carc_catalogue_get_default (NULL);
  guint n_duplicates = 0;

  g_assert_nonnull (catalogue);
  set_language (lang);
  if (!g_str_equal (lang, "en"))
    /* the catalogues are there: a word of the tile names is translated */
    g_assert_cmpstr (_("monastery"), !=, "monastery");

  for (guint game = 0; game < carc_expansions_ui_n_games (); game++)
    {
      g_autoptr(GHashTable) names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      guint n_types = 0;

      for (guint i = 0; i < carc_catalogue_get_n_types (catalogue); i++)
        {
          const CarcTileType *type = carc_catalogue_get_type (catalogue, i);
          const CarcTileSet *set = carc_catalogue_get_set (catalogue, type->set);
          g_autofree char *name = NULL;
          const CarcTileType *other;

          /* the wheel board's cells are no tile of any supply: nobody
           * picks one or reads its name (a tile beside the board lies
           * "north of the start") */
          if (carc_expansions_ui_game_of_set (set->id) != game || type->count == 0)
            continue;
          n_types++;
          name = carc_tile_describe (type);
          g_test_message ("%s: %s: %s", lang, type->id, name);
          other = g_hash_table_lookup (names, name);
          if (other != NULL)
            {
              g_test_message ("%s: %s and %s are both “%s”", lang, other->id, type->id, name);
              n_duplicates++;
            }
          else
            g_hash_table_insert (names, g_steal_pointer (&name), (gpointer) type);
        }
      g_test_message ("%s: game %u has %u tile types", lang, game, n_types);
      g_assert_cmpuint (n_types, >, 0);
    }
  set_language ("en");
  g_assert_cmpuint (n_duplicates, ==, 0);
}

int
main (int argc, char **argv)
{
  g_autofree char *localedir = NULL;

  g_test_init (&argc, &argv, NULL);
  localedir = g_test_build_filename (G_TEST_BUILT, "..", "..", "po", NULL);
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_test_add_data_func ("/tile-names/distinct/en", "en", check_distinct);
  g_test_add_data_func ("/tile-names/distinct/cs", "cs", check_distinct);
  g_test_add_data_func ("/tile-names/distinct/sk", "sk", check_distinct);

  return g_test_run ();
}
