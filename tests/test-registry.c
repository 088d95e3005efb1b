/* test-registry.c: the registry of games and expansions
 *
 * The names the records, the store and JCloisterZone imports use must stay
 * what they were before the kinds moved into their descriptors; every id is
 * claimed once; a descriptor's tile members are read by its own reader.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-test-util.h"
#include "carc-registry.h"
#include "carc-expansion.h"
#include "carc-inns-cathedrals.h"
#include "carc-traders-builders.h"
#include "carc-hills-sheep.h"
#include "carc-wheel-of-fortune.h"
#include "carc-towers-thieves.h"

#include <string.h>

static void
test_names (void)
{
  /* the record format's names, in id order (docs/record-format.md) */
  /* Carcassonne's (a second game's names, e.g. Hunters & Gatherers'
   * "river", are looked up in that game first: tests/hunters-gatherers/test-hunters-gatherers.c) */
  static const char * const features[] = { "road", "city", "field", "monastery", "river", "wheel" };
  static const char * const figures[] = { "follower", "big-follower", "builder", "pig", "shepherd", "hut" };
  static const char * const scores[] = {
    "road", "city", "monastery", "field", "goods", "flock", "wheel", "crown",
    "guard", "river", "forest", "meadow", "hut", "small-trap", "canoe", "big-trap", "raft",
  };
  static const char * const events[] = {
    "tile", "discard", "figure", "pass", "flock", "sheep", "end", "wheel", "plague", "crown",
    "thief", "guard", "grow", "shaman",
  };
  static const char * const rules[] = {
    "farmers", "small-city", "classic-farmers", "inns", "cathedrals", "goods", "hills",
    "vineyards", "river", "auto-end", "hill-tie-count", "keep-base-start", "wheel",
    "wheel-crowns-alternative", "towers", "hunters-gatherers", "menhir-bonus-after-last-tile",
  };
  static const guint rule_bits[] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 17 };
  const CarcRuleInfo *info;
  guint n, id;

  g_assert_cmpuint (carc_registry_n_figure_kinds (), ==, G_N_ELEMENTS (figures));
  for (guint k = 0; k < G_N_ELEMENTS (figures); k++)
    {
      g_assert_cmpstr (carc_figure_kind_name (k), ==, figures[k]);
      g_assert_true (carc_figure_kind_parse (figures[k], &id));
      g_assert_cmpuint (id, ==, k);
    }
  g_assert_cmpuint (carc_registry_n_score_kinds (), ==, G_N_ELEMENTS (scores));
  for (guint k = 0; k < G_N_ELEMENTS (scores); k++)
    {
      g_assert_cmpstr (carc_score_kind_name (k), ==, scores[k]);
      g_assert_nonnull (carc_registry_score (k)->display);
    }
  g_assert_cmpuint (carc_registry_n_event_kinds (), ==, G_N_ELEMENTS (events));
  for (guint k = 0; k < G_N_ELEMENTS (events); k++)
    {
      g_assert_cmpstr (carc_event_type_name (k), ==, events[k]);
      g_assert_true (carc_event_type_parse (events[k], &id));
      g_assert_cmpuint (id, ==, k);
    }
  info = carc_registry_rules (&n);
  g_assert_cmpuint (n, ==, G_N_ELEMENTS (rules));
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpstr (info[i].name, ==, rules[i]);
      g_assert_cmpuint (info[i].rule, ==, 1u << rule_bits[i]);
    }
  for (guint k = 0; k < G_N_ELEMENTS (features); k++)
    {
      CarcFeatureKind kind;
      g_assert_cmpstr (carc_feature_kind_name (k), ==, features[k]);
      g_assert_true (carc_feature_kind_parse (features[k], &kind));
      g_assert_cmpuint (kind, ==, k);
    }
  g_assert_false (carc_figure_kind_parse ("dragon", &id));
  g_assert_false (carc_event_type_parse ("dragon", &id));
}

static void
test_ids (void)
{
  guint id, rule;

  /* the expansions' ids as their headers name them */
  g_assert_true (carc_registry_figure_parse ("big-follower", &id));
  g_assert_cmpuint (id, ==, CARC_FIGURE_BIG_FOLLOWER);
  g_assert_true (carc_registry_figure_parse ("shepherd", &id));
  g_assert_cmpuint (id, ==, CARC_FIGURE_SHEPHERD);
  g_assert_true (carc_registry_score_parse ("goods", &id));
  g_assert_cmpuint (id, ==, CARC_SCORE_GOODS);
  g_assert_true (carc_registry_rule_parse ("vineyards", &rule));
  g_assert_cmpuint (rule, ==, CARC_RULE_VINEYARDS);
  g_assert_true (carc_registry_rule_parse ("wheel", &rule));
  g_assert_cmpuint (rule, ==, CARC_RULE_WHEEL);
  g_assert_true (carc_registry_event_parse ("plague", &id));
  g_assert_cmpuint (id, ==, CARC_EVENT_PLAGUE);
  g_assert_true (carc_registry_feature_parse ("wheel", &id));
  g_assert_cmpuint (id, ==, CARC_FEATURE_WHEEL);
  g_assert_true (carc_registry_rule_parse ("towers", &rule));
  g_assert_cmpuint (rule, ==, CARC_RULE_TOWERS);
  g_assert_true (carc_registry_event_parse ("thief", &id));
  g_assert_cmpuint (id, ==, CARC_EVENT_THIEF);
  g_assert_true (carc_registry_event_parse ("guard", &id));
  g_assert_cmpuint (id, ==, CARC_EVENT_GUARD);
  g_assert_true (carc_registry_event_parse ("grow", &id));
  g_assert_cmpuint (id, ==, CARC_EVENT_GROW);
  /* a guard's scorings tell why (the record and the CLI's "detail") */
  g_assert_cmpstr (carc_registry_score_detail (CARC_SCORE_GUARD, CARC_GUARD_DETAIL_DISPLACED), ==, "displaced");
  g_assert_cmpstr (carc_registry_score_detail (CARC_SCORE_GUARD, CARC_GUARD_DETAIL_THIEF), ==, "thief");
  g_assert_cmpstr (carc_registry_score_detail (CARC_SCORE_GUARD, CARC_GUARD_DETAIL_END), ==, "end");
  g_assert_null (carc_registry_score_detail (CARC_SCORE_GUARD, 3));
  g_assert_null (carc_registry_score_detail (CARC_SCORE_ROAD, 0));
  /* JCloisterZone's "tower" is the older game: no rule of ours takes it */
  g_assert_false (carc_registry_rule_from_jcz ("tower", &rule));

  /* JCloisterZone's names */
  g_assert_true (carc_registry_figure_from_jcz ("small-follower", &id));
  g_assert_cmpuint (id, ==, CARC_FIGURE_FOLLOWER);
  g_assert_true (carc_registry_figure_from_jcz ("pig", &id));
  g_assert_cmpuint (id, ==, CARC_FIGURE_PIG);
  g_assert_true (carc_registry_rule_from_jcz ("traders", &rule));
  g_assert_cmpuint (rule, ==, CARC_RULE_GOODS);
  g_assert_true (carc_registry_rule_from_jcz ("cathedral", &rule));
  g_assert_cmpuint (rule, ==, CARC_RULE_CATHEDRALS);

  /* strengths for majorities (R-B-7, R-IC-1) */
  carc_registry_init ();
  g_assert_cmpuint (carc_registry_strength[CARC_FIGURE_FOLLOWER], ==, 1);
  g_assert_cmpuint (carc_registry_strength[CARC_FIGURE_BIG_FOLLOWER], ==, 2);
  g_assert_cmpuint (carc_registry_strength[CARC_FIGURE_BUILDER], ==, 0);
  g_assert_cmpuint (carc_registry_follower_mask, ==,
                    (1u << CARC_FIGURE_FOLLOWER) | (1u << CARC_FIGURE_BIG_FOLLOWER));

  /* feature kinds: what their edges show, what they score as */
  g_assert_cmpuint (carc_registry_feature_of_edge (CARC_EDGE_KIND_CITY), ==, CARC_FEATURE_CITY);
  g_assert_cmpuint (carc_registry_feature_of_edge (CARC_EDGE_KIND_FIELD), ==, CARC_FEATURE_FIELD);
  g_assert_cmpuint (carc_registry_feature_of_edge (CARC_EDGE_KIND_RIVER), ==, CARC_FEATURE_RIVER);
  g_assert_cmpuint (carc_registry_feature (CARC_FEATURE_MONASTERY)->edge_kind, ==, CARC_EDGE_KIND_FIELD);
  g_assert_cmpuint (carc_registry_feature (CARC_FEATURE_MONASTERY)->score_kind, ==, CARC_SCORE_MONASTERY);
  g_assert_nonnull (carc_registry_feature (CARC_FEATURE_RIVER)->no_figures);
  g_assert_null (carc_registry_feature (CARC_FEATURE_ROAD)->no_figures);

  /* decisions name what is owed */
  g_assert_nonnull (carc_registry_decision (CARC_PENDING_SHEEP));
  g_assert_nonnull (carc_registry_decision (CARC_PENDING_FLOCK)->random);
  g_assert_null (carc_registry_decision (CARC_PENDING_NONE));
  g_assert_nonnull (carc_registry_decision (CARC_PENDING_GROW)->random);
}

static void
test_set_owners (void)
{
  g_assert_true (carc_registry_set_owner ("base")->is_game);
  g_assert_cmpstr (carc_registry_set_owner ("inns-and-cathedrals")->id, ==, "inns-and-cathedrals");
  g_assert_cmpstr (carc_registry_set_owner ("hills-and-sheep")->id, ==, "hills-and-sheep");
  g_assert_cmpstr (carc_registry_set_owner ("towers-and-thieves")->id, ==, "towers-and-thieves");
  g_assert_null (carc_registry_set_owner ("dragon"));
}

/* Setting up a set switches on what its descriptor says. */
static void
test_set_defaults (void)
{
  CarcCatalogue *cat = test_catalogue ();
  g_autoptr(CarcSetup) setup = carc_setup_new ();

  g_assert_true (carc_setup_add_set (setup, cat, "traders-and-builders", NULL));
  g_assert_cmpuint (setup->figures[CARC_FIGURE_BUILDER], ==, 1);
  g_assert_cmpuint (setup->figures[CARC_FIGURE_PIG], ==, 1);
  g_assert_true (setup->rules & CARC_RULE_GOODS);
  g_assert_false (setup->rules & CARC_RULE_HILLS);
  g_assert_true (carc_setup_add_set (setup, cat, "hills-and-sheep", NULL));
  g_assert_cmpuint (setup->figures[CARC_FIGURE_SHEPHERD], ==, 1);
  g_assert_true (setup->rules & CARC_RULE_HILLS);
  g_assert_false (setup->rules & CARC_RULE_TOWERS);
  g_assert_true (carc_setup_add_set (setup, cat, "towers-and-thieves", NULL));
  g_assert_true (setup->rules & CARC_RULE_TOWERS);
}

/* The members of a tile's features are read by the descriptor that owns
 * them, with the catalogue's place in front of the message. */
static void
test_tile_members (void)
{
  static const char data[] =
    "{ \"format\": \"carcassonne-companion/tiles\", \"version\": 1, \"set\": { \"id\": \"t\", \"name\": \"T\" }, \"tiles\": [ { \"id\": \"X\", \"count\": 1,"
    " \"edges\": \"FFFF\", \"vineyard\": true, \"features\": [ { \"kind\": \"field\", \"at\": \"NL NR EL ER SL SR WL WR\","
    " \"sheep\": 2 } ] } ] }";
  static const char bad[] =
    "{ \"format\": \"carcassonne-companion/tiles\", \"version\": 1, \"set\": { \"id\": \"u\", \"name\": \"U\" }, \"tiles\": [ { \"id\": \"Y\", \"count\": 1,"
    " \"edges\": \"FFFF\", \"features\": [ { \"kind\": \"field\", \"at\": \"NL NR EL ER SL SR WL WR\","
    " \"goods\": \"wine\" } ] } ] }";
  g_autoptr(GError) error = NULL;
  CarcCatalogue *cat = carc_catalogue_new ();
  const CarcTileType *type;

  g_assert_true (carc_catalogue_load_data (cat, "t.json", data, strlen (data), &error));
  g_assert_no_error (error);
  type = carc_catalogue_get_type (cat, (guint) carc_catalogue_lookup (cat, "X"));
  g_assert_true (type->flags & CARC_TILE_FLAG_VINEYARD);
  g_assert_false (type->flags & CARC_TILE_FLAG_HILL);
  g_assert_cmpuint (type->features[0].counters[CARC_FEATURE_COUNTER_SHEEP], ==, 2);

  g_assert_false (carc_catalogue_load_data (cat, "u.json", bad, strlen (bad), &error));
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "u.json: tile Y: feature 1: only a city has goods"));
  carc_catalogue_unref (cat);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/registry/names", test_names);
  g_test_add_func ("/registry/ids", test_ids);
  g_test_add_func ("/registry/set-owners", test_set_owners);
  g_test_add_func ("/registry/set-defaults", test_set_defaults);
  g_test_add_func ("/registry/tile-members", test_tile_members);
  return g_test_run ();
}
