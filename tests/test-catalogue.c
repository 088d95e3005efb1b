/* test-catalogue.c: the tile catalogue's data and its validation
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-test-util.h"
#include "carc-inns-cathedrals.h"
#include "carc-traders-builders.h"
#include "carc-hills-sheep.h"

#include <string.h>

typedef struct {
  guint tiles, cities, pennants, monasteries, roads_with_inn, cathedrals;
  guint goods[CARC_N_GOODS];
  guint hills, vineyards, inner_fields, rivers;
} Totals;

static Totals
count_set (const char *set_id)
{
  CarcCatalogue *cat = test_catalogue ();
  int index = carc_catalogue_lookup_set (cat, set_id);
  const CarcTileSet *set;
  Totals t = { 0 };

  g_assert_cmpint (index, >=, 0);
  set = carc_catalogue_get_set (cat, (guint) index);
  for (guint i = 0; i < set->tiles->len; i++)
    {
      const CarcTileType *type = carc_catalogue_get_type (cat, g_array_index (set->tiles, guint, i));
      guint n = type->count;
      t.tiles += n;
      if (type->flags & CARC_TILE_FLAG_HILL)
        t.hills += n;
      if (type->flags & CARC_TILE_FLAG_VINEYARD)
        t.vineyards += n;
      for (guint f = 0; f < type->n_features; f++)
        {
          const CarcFeatureDef *d = &type->features[f];
          switch (d->kind)
            {
            case CARC_FEATURE_CITY:
              t.cities += n;
              t.pennants += n * d->pennants;
              t.cathedrals += (d->flags & CARC_FEATURE_FLAG_CATHEDRAL) ? n : 0;
              for (guint g = 0; g < CARC_N_GOODS; g++)
                t.goods[g] += n * d->counters[g];
              break;
            case CARC_FEATURE_ROAD:
              t.roads_with_inn += (d->flags & CARC_FEATURE_FLAG_INN) ? n : 0;
              break;
            case CARC_FEATURE_MONASTERY:
              t.monasteries += n;
              break;
            case CARC_FEATURE_FIELD:
              t.inner_fields += (d->locations & CARC_LOC_INNER) ? n : 0;
              break;
            case CARC_FEATURE_RIVER:
              t.rivers += n;
              break;
            default:
              break;
            }
        }
    }
  return t;
}

static void
test_base_counts (void)
{
  Totals t = count_set ("base");
  CarcCatalogue *cat = test_catalogue ();
  const CarcTileSet *set = carc_catalogue_get_set (cat, (guint) carc_catalogue_lookup_set (cat, "base"));

  /* R-B-1: 72 tiles with the start tile; reference/jcz/README.md totals */
  g_assert_cmpuint (t.tiles, ==, 72);
  g_assert_cmpuint (t.cities, ==, 49);
  g_assert_cmpuint (t.pennants, ==, 10);
  g_assert_cmpuint (t.monasteries, ==, 6);
  g_assert_cmpuint (set->tiles->len, ==, 24);
  g_assert_cmpstr (carc_catalogue_get_type (cat, (guint) set->start_tile)->id, ==, "BA/RCr");
}

static void
test_expansion_counts (void)
{
  Totals ic = count_set ("inns-and-cathedrals");
  Totals tb = count_set ("traders-and-builders");
  Totals hs = count_set ("hills-and-sheep");
  Totals river = count_set ("river");

  g_assert_cmpuint (ic.tiles, ==, 18);           /* R-IC-1 */
  g_assert_cmpuint (ic.cathedrals, ==, 2);
  g_assert_cmpuint (ic.roads_with_inn, ==, 6);
  g_assert_cmpuint (ic.pennants, ==, 3);
  g_assert_cmpuint (ic.monasteries, ==, 1);
  g_assert_cmpuint (ic.inner_fields, ==, 1);

  g_assert_cmpuint (tb.tiles, ==, 24);           /* R-TB-1 */
  g_assert_cmpuint (tb.goods[CARC_GOOD_WINE], ==, 9);
  g_assert_cmpuint (tb.goods[CARC_GOOD_GRAIN], ==, 6);
  g_assert_cmpuint (tb.goods[CARC_GOOD_CLOTH], ==, 5);
  g_assert_cmpuint (tb.monasteries, ==, 1);
  g_assert_cmpuint (tb.inner_fields, ==, 4);

  g_assert_cmpuint (hs.tiles, ==, 18);           /* R-HS-1 */
  g_assert_cmpuint (hs.hills, ==, 8);
  g_assert_cmpuint (hs.vineyards, ==, 8);
  g_assert_cmpuint (hs.monasteries, ==, 2);

  g_assert_cmpuint (river.tiles, ==, 12);        /* R-R-1 */
  g_assert_cmpuint (river.rivers, ==, 12);
}

static void
test_split_edges (void)
{
  CarcCatalogue *cat = test_catalogue ();
  const CarcTileType *cc = carc_catalogue_get_type (cat, (guint) carc_catalogue_lookup (cat, "HS/CC!.v"));
  const CarcTileType *c = carc_catalogue_get_type (cat, (guint) carc_catalogue_lookup (cat, "HS/C!.v"));
  guint8 at[2] = { 0, 0 };

  /* R-HS-8: the split city edge N belongs to both cities */
  g_assert_cmpuint (carc_tile_type_features_at_edge (cc, 0, CARC_EDGE_N, at), ==, 2);
  g_assert_cmpuint (cc->features[at[0]].kind, ==, CARC_FEATURE_CITY);
  g_assert_cmpuint (cc->features[at[1]].kind, ==, CARC_FEATURE_CITY);
  /* the split field edge S has a different field on each half */
  g_assert_cmpuint (carc_tile_type_field_at_half (c, 0, CARC_HALF_SL), !=,
                    carc_tile_type_field_at_half (c, 0, CARC_HALF_SR));
}

static void
test_rotation (void)
{
  guint16 loc;
  g_autofree char *text = NULL;

  g_assert_true (carc_loc_parse ("N NL NR", &loc));
  loc = carc_loc_rotate (loc, 1);
  text = carc_loc_to_string (loc, ' ');
  g_assert_cmpstr (text, ==, "E EL ER");
  g_assert_cmpuint (carc_half_opposite (CARC_HALF_NL), ==, CARC_HALF_SR);
  g_assert_cmpuint (carc_half_opposite (CARC_HALF_EL), ==, CARC_HALF_WR);
  g_assert_cmpuint (carc_half_opposite (CARC_HALF_WL), ==, CARC_HALF_ER);
  g_assert_cmpuint (carc_edge_code_rotate (0x0002, 1), ==, 0x0020);   /* city N → city E */
  /* 16 edge kinds per game: a kind above 3 (Hunters & Gatherers' lake,
   * say 9) on the west edge turns to the north and reads back whole */
  g_assert_cmpuint (carc_edge_code_rotate (0x9000, 1), ==, 0x0009);
  g_assert_cmpuint (carc_edge_code_get (0x9000, CARC_EDGE_W), ==, 9);
  g_assert_cmpuint (carc_edge_code_get (carc_edge_code_rotate (0x9000, 3), CARC_EDGE_S), ==, 9);
}

/* Locations in words for messages: "left" and "right" as seen from the
 * centre looking out, so NL is the west half of the north edge. */
static void
test_location_words (void)
{
  guint16 loc;
  g_autofree char *text = NULL;
  g_autofree char *halves = NULL;

  g_assert_true (carc_loc_parse ("W I", &loc));
  text = carc_loc_describe (loc);
  g_assert_cmpstr (text, ==, "west edge, middle of the tile");
  g_assert_true (carc_loc_parse ("NL EL SL WL", &loc));
  halves = carc_loc_describe (loc);
  g_assert_cmpstr (halves, ==, "west half of the north edge, north half of the east edge, "
                               "east half of the south edge, south half of the west edge");
  g_assert_cmpstr (carc_edge_noun (CARC_EDGE_S), ==, "south edge");
}

/* A broken file is an error naming the file, the tile and the feature. */
static void
expect_invalid (const char *tiles_json,
                const char *message_part)
{
  g_autoptr(CarcCatalogue) cat = carc_catalogue_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *doc = g_strdup_printf (
    "{\"format\": \"carcassonne-companion/tiles\", \"version\": 1,"
    " \"set\": {\"id\": \"test\", \"name\": \"Test\"}, \"tiles\": [%s]}", tiles_json);

  g_assert_false (carc_catalogue_load_data (cat, "broken.json", doc, strlen (doc), &error));
  g_assert_nonnull (error);
  if (strstr (error->message, message_part) == NULL)
    g_error ("“%s” does not mention “%s”", error->message, message_part);
  g_assert_nonnull (strstr (error->message, "broken.json"));
  g_assert_cmpuint (carc_catalogue_get_n_types (cat), ==, 0);
}

static void
test_validation (void)
{
  expect_invalid ("{\"id\": \"X\", \"count\": 1, \"edges\": \"CFFF\", \"features\": [{\"kind\": \"city\", \"at\": \"N\"}]}",
                  "field edge E");
  expect_invalid ("{\"id\": \"X\", \"count\": 1, \"edges\": \"FFFF\", \"features\": [{\"kind\": \"field\", \"at\": \"NL NR EL ER SL SR WL WX\"}]}",
                  "tile X: feature 1");
  expect_invalid ("{\"id\": \"X\", \"count\": 1, \"edges\": \"CFFF\", \"features\": [{\"kind\": \"city\", \"at\": \"N\"}, {\"kind\": \"field\", \"at\": \"EL ER SL SR WL WR\", \"cities\": \"S\"}]}",
                  "no city of this tile lies there");
  expect_invalid ("{\"id\": \"X\", \"count\": 1, \"edges\": \"RFFF\", \"features\": [{\"kind\": \"city\", \"at\": \"N\"}, {\"kind\": \"field\", \"at\": \"EL ER SL SR WL WR\"}]}",
                  "“edges” says RFFF but the features give CFFF");
  expect_invalid ("{\"id\": \"X\", \"count\": 1, \"edges\": \"FFFF\", \"features\": [{\"kind\": \"monastery\", \"pennants\": 1}]}",
                  "only a city has pennants");
  expect_invalid ("{\"id\": \"X\", \"count\": \"two\", \"edges\": \"FFFF\", \"features\": []}",
                  "“count” must be an integer");
  expect_invalid ("{\"id\": \"X\", \"count\": 1, \"edges\": \"FFFF\", \"colour\": 3, \"features\": []}",
                  "unknown tile key “colour”");
  /* an expansion's tile members are not a feature's, nor the other way */
  expect_invalid ("{\"id\": \"X\", \"count\": 1, \"edges\": \"FFFF\", \"features\": [{\"kind\": \"field\", \"at\": \"NL NR EL ER SL SR WL WR\", \"hill\": true}]}",
                  "feature 1: unknown feature key “hill”");
  expect_invalid ("{\"id\": \"X\", \"count\": 1, \"edges\": \"FFFF\", \"sheep\": 1, \"features\": [{\"kind\": \"field\", \"at\": \"NL NR EL ER SL SR WL WR\"}]}",
                  "tile X: unknown tile key “sheep”");
  expect_invalid ("{\"id\": \"X\", \"count\": 1, \"edges\": \"FFFF\", \"features\": [{\"kind\": \"field\", \"at\": \"NL NR EL ER SL SR WL WR\"}]},"
                  "{\"id\": \"X\", \"count\": 1, \"edges\": \"FFFF\", \"features\": [{\"kind\": \"field\", \"at\": \"NL NR EL ER SL SR WL WR\"}]}",
                  "defined twice");

  /* the top level: the core's members and the expansions' file members */
  {
    g_autoptr(CarcCatalogue) cat = carc_catalogue_new ();
    g_autoptr(GError) error = NULL;
    const char *doc = "{\"format\": \"carcassonne-companion/tiles\", \"version\": 1, \"hill\": 1,"
                      " \"set\": {\"id\": \"test\", \"name\": \"Test\", \"colour\": 2}, \"tiles\": []}";
    const char *set_doc = "{\"format\": \"carcassonne-companion/tiles\", \"version\": 1,"
                          " \"set\": {\"id\": \"test\", \"name\": \"Test\", \"colour\": 2}, \"tiles\": []}";

    g_assert_false (carc_catalogue_load_data (cat, "broken.json", doc, strlen (doc), &error));
    g_assert_nonnull (strstr (error->message, "unknown top-level key “hill”"));
    g_clear_error (&error);
    g_assert_false (carc_catalogue_load_data (cat, "broken.json", set_doc, strlen (set_doc), &error));
    g_assert_nonnull (strstr (error->message, "unknown set key “colour”"));
  }
}

/* Values the sources cannot confirm are marked in the data, with a note the
 * front ends show, per tile and for the whole set. */
static void
test_uncertain (void)
{
  g_autoptr(CarcCatalogue) cat = carc_catalogue_new ();
  g_autoptr(GError) error = NULL;
  const char *doc =
    "{\"format\": \"carcassonne-companion/tiles\", \"version\": 1,"
    " \"uncertain\": {\"crowns\": \"not in the rule book\"},"
    " \"set\": {\"id\": \"test\", \"name\": \"Test\"}, \"tiles\": ["
    "{\"id\": \"X\", \"count\": 2, \"edges\": \"FFFF\", \"wheel\": 2,"
    " \"uncertain\": {\"wheel\": \"from one public list\", \"count\": \"printings differ\"},"
    " \"features\": [{\"kind\": \"field\", \"at\": \"NL NR EL ER SL SR WL WR\"}]},"
    "{\"id\": \"Y\", \"count\": 1, \"edges\": \"FFFF\","
    " \"features\": [{\"kind\": \"field\", \"at\": \"NL NR EL ER SL SR WL WR\"}]}]}";
  const CarcTileType *x, *y;
  const CarcTileSet *set;

  g_assert_true (carc_catalogue_load_data (cat, "uncertain.json", doc, strlen (doc), &error));
  g_assert_no_error (error);
  x = carc_catalogue_get_type (cat, carc_catalogue_lookup (cat, "X"));
  y = carc_catalogue_get_type (cat, carc_catalogue_lookup (cat, "Y"));
  g_assert_cmpstr (carc_tile_type_uncertain_note (x, "wheel"), ==, "from one public list");
  g_assert_cmpstr (carc_tile_type_uncertain_note (x, "count"), ==, "printings differ");
  g_assert_null (carc_tile_type_uncertain_note (x, "edges"));
  g_assert_null (carc_tile_type_uncertain_note (y, "wheel"));
  set = carc_catalogue_get_set (cat, carc_catalogue_lookup_set (cat, "test"));
  g_assert_cmpstr (carc_tile_set_uncertain_note (set, "crowns"), ==, "not in the rule book");
  g_assert_null (carc_tile_set_uncertain_note (set, "wheel"));

  expect_invalid ("{\"id\": \"X\", \"count\": 1, \"edges\": \"FFFF\", \"uncertain\": [\"wheel\"],"
                  " \"features\": [{\"kind\": \"field\", \"at\": \"NL NR EL ER SL SR WL WR\"}]}",
                  "“uncertain” must be an object");
  expect_invalid ("{\"id\": \"X\", \"count\": 1, \"edges\": \"FFFF\", \"uncertain\": {\"wheel\": 2},"
                  " \"features\": [{\"kind\": \"field\", \"at\": \"NL NR EL ER SL SR WL WR\"}]}",
                  "the note on “wheel” must be a non-empty string");
}

static void
test_malformed_json (void)
{
  g_autoptr(CarcCatalogue) cat = carc_catalogue_new ();
  g_autoptr(GError) error = NULL;
  const char *doc = "{\"format\": \"carcassonne-companion/tiles\", \"version\": 1, \"tiles\": [";

  g_assert_false (carc_catalogue_load_data (cat, "truncated.json", doc, strlen (doc), &error));
  g_assert_error (error, CARC_CATALOGUE_ERROR, CARC_CATALOGUE_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "truncated.json"));
}

static void
test_distinct_rotations (void)
{
  CarcCatalogue *cat = test_catalogue ();
  const CarcTileType *monastery = carc_catalogue_get_type (cat, (guint) carc_catalogue_lookup (cat, "BA/L"));
  const CarcTileType *straight = carc_catalogue_get_type (cat, (guint) carc_catalogue_lookup (cat, "BA/RFr"));
  const CarcTileType *start = carc_catalogue_get_type (cat, (guint) carc_catalogue_lookup (cat, "BA/RCr"));

  g_assert_cmpuint (monastery->distinct_rotations, ==, 0x1);
  g_assert_cmpuint (straight->distinct_rotations, ==, 0x3);
  g_assert_cmpuint (start->distinct_rotations, ==, 0xf);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/catalogue/base-counts", test_base_counts);
  g_test_add_func ("/catalogue/expansion-counts", test_expansion_counts);
  g_test_add_func ("/catalogue/split-edges", test_split_edges);
  g_test_add_func ("/catalogue/rotation", test_rotation);
  g_test_add_func ("/catalogue/location-words", test_location_words);
  g_test_add_func ("/catalogue/validation", test_validation);
  g_test_add_func ("/catalogue/uncertain", test_uncertain);
  g_test_add_func ("/catalogue/malformed-json", test_malformed_json);
  g_test_add_func ("/catalogue/distinct-rotations", test_distinct_rotations);
  return g_test_run ();
}
