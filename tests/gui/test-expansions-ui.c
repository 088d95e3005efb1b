/* test-expansions-ui.c: every expansion the engine knows has its screens' part
 *
 * The screens ask the table of carc-expansions-ui.c instead of naming an
 * expansion's things, so an expansion registered in the engine without its
 * CarcExpansionUi (or with a name missing) would show empty words. These
 * checks need no display.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>

#include "carc-expansion-ui.h"
#include "carc-expansion.h"
#include "carc-format.h"
#include "carc-registry.h"

static const CarcExpansionUi *
ui_of (const char *id)
{
  guint n;
  const CarcExpansionUi * const *ui = carc_expansions_ui_all (&n);

  for (guint e = 0; e < n; e++)
    if (g_strcmp0 (ui[e]->id, id) == 0)
      return ui[e];
  return NULL;
}

/* One screens' descriptor per engine descriptor, by id, and no other. */
static void
test_descriptors (void)
{
  guint n_engine, n_ui;
  const CarcExpansion * const *engine = carc_registry_all (&n_engine);
  const CarcExpansionUi * const *ui = carc_expansions_ui_all (&n_ui);

  for (guint e = 0; e < n_engine; e++)
    {
      g_test_message ("engine descriptor %s", engine[e]->id);
      g_assert_nonnull (ui_of (engine[e]->id));
    }
  for (guint e = 0; e < n_ui; e++)
    {
      gboolean found = FALSE;

      for (guint k = 0; k < n_engine; k++)
        found |= g_strcmp0 (engine[k]->id, ui[e]->id) == 0;
      g_assert_true (found);
    }
}

/* Every set an engine descriptor owns has a title and its own place in
 * the lists, given by its own screens' descriptor. */
static void
test_sets (void)
{
  guint n_engine;
  const CarcExpansion * const *engine = carc_registry_all (&n_engine);
  g_autoptr(GHashTable) orders = g_hash_table_new (NULL, NULL);

  for (guint e = 0; e < n_engine; e++)
    {
      const CarcExpansionUi *ui = ui_of (engine[e]->id);

      for (guint i = 0; engine[e]->sets != NULL && engine[e]->sets[i] != NULL; i++)
        {
          const char *name = NULL;
          guint order = carc_expansions_ui_set_order (engine[e]->sets[i], &name);
          gboolean own = FALSE;

          g_test_message ("set %s: %s, place %u", engine[e]->sets[i], name, order);
          g_assert_cmpuint (order, !=, G_MAXUINT);
          g_assert_nonnull (name);
          g_assert_cmpstr (name, !=, "");
          g_assert_false (g_hash_table_contains (orders, GUINT_TO_POINTER (order)));
          g_hash_table_add (orders, GUINT_TO_POINTER (order));
          for (guint k = 0; k < ui->n_sets; k++)
            own |= g_strcmp0 (ui->sets[k].id, engine[e]->sets[i]) == 0;
          g_assert_true (own);
        }
    }
  g_assert_cmpuint (carc_expansions_ui_set_order ("no-such-set", NULL), ==, G_MAXUINT);
}

/* Every registered figure and score kind has a display name, and a
 * scoring of each kind has words. */
static void
test_kind_names (void)
{
  for (guint k = 0; k < carc_registry_n_figure_kinds (); k++)
    if (carc_registry_figure (k) != NULL)
      {
        g_test_message ("figure %s: %s", carc_registry_figure (k)->name, carc_figure_kind_display_name (k));
        g_assert_cmpstr (carc_figure_kind_display_name (k), !=, "");
      }
  for (guint k = 0; k < carc_registry_n_score_kinds (); k++)
    if (carc_registry_score (k) != NULL)
      {
        CarcScoring scoring = { 0 };
        g_autofree char *detail = NULL;

        scoring.kind = k;
        scoring.count = 2;
        scoring.tiles = 3;
        scoring.flags = CARC_NODE_COMPLETE;
        detail = carc_format_scoring_detail (&scoring);
        g_test_message ("score kind %s: %s, \"%s\"", carc_registry_score (k)->name,
                        carc_score_kind_display_name (k), detail);
        g_assert_cmpstr (carc_score_kind_display_name (k), !=, "");
        g_assert_cmpstr (detail, !=, "");
      }
}

/* A new-game option switches a registered figure or rule of one of its
 * descriptor's own sets. */
static void
test_options (void)
{
  guint n_ui, n_rules;
  const CarcExpansionUi * const *ui = carc_expansions_ui_all (&n_ui);
  const CarcRuleInfo *rules = carc_registry_rules (&n_rules);

  for (guint e = 0; e < n_ui; e++)
    for (guint i = 0; i < ui[e]->n_options; i++)
      {
        const CarcUiSetupOption *o = &ui[e]->options[i];
        gboolean own = FALSE, known = FALSE;

        g_test_message ("%s: option %s", ui[e]->id, o->title);
        for (guint k = 0; k < ui[e]->n_sets; k++)
          own |= g_strcmp0 (ui[e]->sets[k].id, o->set_id) == 0;
        g_assert_true (own);
        if (o->figure)
          known = carc_registry_figure (o->value) != NULL;
        else
          for (guint r = 0; r < n_rules; r++)
            known |= rules[r].rule == o->value;
        g_assert_true (known);
      }
}

/* Whether feature kind @k is a whole game's own (not an expansion's that
 * draws it itself, such as the wheel) */
static gboolean
feature_of_a_game (guint k)
{
  guint n;
  const CarcExpansion * const *all = carc_registry_all (&n);

  for (guint e = 0; e < n; e++)
    for (guint i = 0; i < all[e]->n_features; i++)
      if (all[e]->features[i].id == k)
        return all[e]->is_game;
  return FALSE;
}

/* Every feature kind beyond Carcassonne's (a game's own landscape) tells
 * the painter how it looks, with a colour in both palettes. */
static void
test_feature_looks (void)
{
  for (guint k = CARC_FEATURE_RIVER + 1; k < CARC_N_FEATURE_KINDS; k++)
    if (carc_registry_feature (k) != NULL && feature_of_a_game (k))
      {
        const CarcUiFeatureLook *look = carc_expansions_ui_feature_look (k);

        g_test_message ("feature %s", carc_registry_feature (k)->name);
        g_assert_nonnull (look);
        g_assert_cmpuint (look->kind, ==, k);
        g_assert_true (look->fill[0] != look->fill[1]);
        if (look->shape == CARC_UI_SHAPE_STREAM)
          g_assert_nonnull (look->pool);
      }
  /* Carcassonne's own kinds are the painter's */
  for (guint k = 0; k <= CARC_FEATURE_RIVER; k++)
    g_assert_null (carc_expansions_ui_feature_look (k));
}

/* Every game of the engine is a choice of the new-game page, its sets (and
 * its expansions' sets) go with it, and its colours are the box's. */
static void
test_games (void)
{
  guint n_engine, n_games = 0;
  const CarcExpansion * const *engine = carc_registry_all (&n_engine);

  for (guint e = 0; e < n_engine; e++)
    {
      const CarcExpansionUi *ui = ui_of (engine[e]->id);

      g_assert_cmpint (engine[e]->is_game, ==, ui->game_name != NULL);
      if (!engine[e]->is_game)
        continue;
      g_assert_true (carc_expansions_ui_game (n_games) == ui);
      for (guint i = 0; engine[e]->sets != NULL && engine[e]->sets[i] != NULL; i++)
        g_assert_cmpuint (carc_expansions_ui_game_of_set (engine[e]->sets[i]), ==, n_games);
      {
        guint n;
        const char * const *colours = carc_expansions_ui_game_colours (n_games, &n);

        g_assert_cmpuint (n, >=, 2);
        for (guint c = 0; c < n; c++)
          g_assert_cmpint (carc_player_colour_index (colours[c]), >=, 0);
      }
      n_games++;
    }
  g_assert_cmpuint (carc_expansions_ui_n_games (), ==, n_games);
  g_assert_cmpuint (n_games, >=, 2);
  g_assert_null (carc_expansions_ui_game (n_games));
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "C");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/expansions-ui/descriptors", test_descriptors);
  g_test_add_func ("/expansions-ui/sets", test_sets);
  g_test_add_func ("/expansions-ui/kind-names", test_kind_names);
  g_test_add_func ("/expansions-ui/options", test_options);
  g_test_add_func ("/expansions-ui/feature-looks", test_feature_looks);
  g_test_add_func ("/expansions-ui/games", test_games);

  return g_test_run ();
}
