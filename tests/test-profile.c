/* test-profile.c: box profiles, overrides of tile data and custom tiles
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "carc-test-util.h"
#include "carc-errors.h"
#include "carc-expansion.h"
#include "carc-hills-sheep.h"
#include "carc-profile.h"
#include "carc-towers-thieves.h"
#include "carc-wheel-of-fortune.h"
#include "carc-wheel-box.h"

static JsonObject *
object_of (const char *json)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, json, -1, &error);
  g_assert_no_error (error);
  return json_object_ref (json_node_get_object (json_parser_get_root (parser)));
}

/* The type the small form @form describes. */
static const CarcTileType *
custom_type (const char *form,
             GError    **error)
{
  g_autoptr(JsonObject) obj = object_of (form);
  g_autoptr(CarcCatalogue) catalogue = carc_custom_tile_catalogue (test_catalogue (), obj, error);
  const CarcTileType *type;

  if (catalogue == NULL)
    return NULL;
  type = carc_catalogue_get_type (catalogue, carc_catalogue_get_n_types (catalogue) - 1);
  /* the type outlives its catalogue (the painter keys layouts by it) */
  return type;
}

/* Whether two types have the same features at the same places: the same
 * edges, the same partition of the half-edges into fields, the same
 * cities touched by each field and the same monastery. */
static void
assert_same_shape (const CarcTileType *a,
                   const CarcTileType *b)
{
  char la[5], lb[5];

  carc_tile_type_edge_letters (a, 0, la);
  carc_tile_type_edge_letters (b, 0, lb);
  g_assert_cmpstr (la, ==, lb);
  g_assert_cmpuint (a->n_features, ==, b->n_features);
  g_assert_cmpuint (a->monastery == CARC_NO_FEATURE, ==, b->monastery == CARC_NO_FEATURE);
  for (guint h = 0; h < 8; h++)
    for (guint k = 0; k < 8; k++)
      {
        gboolean together_a = a->half_feature[h] != CARC_NO_FEATURE && a->half_feature[h] == a->half_feature[k];
        gboolean together_b = b->half_feature[h] != CARC_NO_FEATURE && b->half_feature[h] == b->half_feature[k];
        if (together_a != together_b)
          g_error ("%s: half-edges %u and %u %s one field, unlike %s", a->id, h, k,
                   together_a ? "are" : "are not", b->id);
      }
  for (guint e = 0; e < 4; e++)
    for (guint k = 0; k < 4; k++)
      {
        gboolean together_a = a->edge_features[e][0] == a->edge_features[k][0];
        gboolean together_b = b->edge_features[e][0] == b->edge_features[k][0];
        g_assert_cmpint (together_a, ==, together_b);
      }
  /* the cities each field touches, by edges */
  for (guint h = 0; h < 8; h++)
    {
      guint16 ca = 0, cb = 0;
      if (a->half_feature[h] == CARC_NO_FEATURE)
        continue;
      for (guint i = 0; i < a->n_features; i++)
        if (a->features[a->half_feature[h]].cities & (1u << i))
          ca |= a->features[i].locations;
      for (guint i = 0; i < b->n_features; i++)
        if (b->features[b->half_feature[h]].cities & (1u << i))
          cb |= b->features[i].locations;
      if (ca != cb)
        g_error ("%s: the field at half-edge %u touches cities %x, not %x as %s", a->id, h, ca, cb, b->id);
    }
}

/* Described in a few clicks, the catalogue's own tiles come out as the
 * data has them: the fields follow from the edges and joins. */
static void
test_custom_like_catalogue (void)
{
  static const struct { const char *id; const char *form; } cases[] = {
    { "BA/RCr", "{\"id\": \"x1\", \"edges\": [\"city\", \"road\", \"field\", \"road\"], \"joins\": [[\"E\", \"W\"]]}" },
    { "BA/L", "{\"id\": \"x2\", \"edges\": [\"field\", \"field\", \"field\", \"field\"], \"monastery\": true}" },
    { "BA/LR", "{\"id\": \"x3\", \"edges\": [\"field\", \"field\", \"road\", \"field\"], \"monastery\": true}" },
    { "BA/RRRR", "{\"id\": \"x4\", \"edges\": [\"road\", \"road\", \"road\", \"road\"]}" },
    { "BA/RRR", "{\"id\": \"x5\", \"edges\": [\"field\", \"road\", \"road\", \"road\"]}" },
    { "BA/CRRR", "{\"id\": \"x6\", \"edges\": [\"city\", \"road\", \"road\", \"road\"]}" },
    { "BA/CcRr", "{\"id\": \"x7\", \"edges\": [\"city\", \"road\", \"road\", \"city\"], \"joins\": [[\"N\", \"W\"], [\"E\", \"S\"]]}" },
    { "BA/Cc.1", "{\"id\": \"x8\", \"edges\": [\"city\", \"field\", \"field\", \"city\"], \"joins\": [[\"N\", \"W\"]]}" },
    { "BA/CC.2", "{\"id\": \"x9\", \"edges\": [\"city\", \"field\", \"field\", \"city\"]}" },
    { "BA/CFc.1", "{\"id\": \"x10\", \"edges\": [\"field\", \"city\", \"field\", \"city\"], \"joins\": [[\"E\", \"W\"]]}" },
    { "BA/Cccc+", "{\"id\": \"x11\", \"edges\": [\"city\", \"city\", \"city\", \"city\"], \"joins\": [[\"N\", \"E\", \"S\", \"W\"]]}" },
    { "BA/RrC", "{\"id\": \"x12\", \"edges\": [\"city\", \"field\", \"road\", \"road\"], \"joins\": [[\"S\", \"W\"]]}" },
    { "TB/CR", "{\"id\": \"x13\", \"edges\": [\"city\", \"road\", \"field\", \"field\"]}" },
    { "IC/CcR", "{\"id\": \"x14\", \"edges\": [\"city\", \"road\", \"field\", \"city\"], \"joins\": [[\"N\", \"W\"]]}" },
    { "TB/RRrr", "{\"id\": \"x15\", \"edges\": [\"road\", \"road\", \"road\", \"road\"], \"joins\": [[\"N\", \"S\"], [\"E\", \"W\"]]}" },
    { "RI.1/RIrI", "{\"id\": \"x16\", \"edges\": [\"river\", \"road\", \"river\", \"road\"], \"joins\": [[\"N\", \"S\"], [\"E\", \"W\"]]}" },
    { "RI.1/II", "{\"id\": \"x17\", \"edges\": [\"field\", \"field\", \"river\", \"river\"], \"joins\": [[\"S\", \"W\"]]}" },
  };
  CarcCatalogue *catalogue = test_catalogue ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      const CarcTileType *made = custom_type (cases[i].form, &error);
      int known = carc_catalogue_lookup (catalogue, cases[i].id);

      g_assert_no_error (error);
      g_assert_cmpint (known, >=, 0);
      g_test_message ("%s", cases[i].id);
      assert_same_shape (made, carc_catalogue_get_type (catalogue, (guint) known));
    }
}

/* Impossible tiles get a clear message, nothing else. */
static void
test_custom_impossible (void)
{
  static const struct { const char *form; const char *message; } cases[] = {
    { "{\"id\": \"a\", \"edges\": [\"city\", \"road\", \"field\"]}", "four edges" },
    { "{\"id\": \"a\", \"edges\": [\"city\", \"castle\", \"field\", \"field\"]}", "edge E: “castle”" },
    { "{\"id\": \"a\", \"edges\": [\"city\", \"monastery\", \"field\", \"field\"]}", "edge E" },
    { "{\"id\": \"a\", \"edges\": [\"city\", \"road\", \"field\", \"field\"], \"joins\": [[\"N\", \"E\"]]}",
      "different things" },
    { "{\"id\": \"a\", \"edges\": [\"field\", \"road\", \"field\", \"road\"], \"joins\": [[\"N\", \"S\"]]}",
      "is a field" },
    { "{\"id\": \"a\", \"edges\": [\"city\", \"road\", \"city\", \"road\"], \"joins\": [[\"N\", \"S\"], [\"E\", \"W\"]]}",
      "cannot cross" },
    { "{\"id\": \"a\", \"edges\": [\"road\", \"road\", \"road\", \"road\"], \"joins\": [[\"N\", \"S\"], [\"S\", \"W\"]]}",
      "joined twice" },
    { "{\"id\": \"a\", \"edges\": [\"road\", \"field\", \"field\", \"field\"], \"joins\": [[\"N\"]]}", "two edges" },
    { "{\"id\": \"\", \"edges\": [\"road\", \"field\", \"field\", \"field\"]}", "needs a name" },
    { "{\"id\": \"a\", \"count\": 100, \"edges\": [\"road\", \"field\", \"field\", \"field\"]}", "copies" },
    { "{\"id\": \"a\", \"edges\": [\"road\", \"field\", \"field\", \"field\"], \"on\": {\"N\": {\"pennants\": 1}}}",
      "only a city has pennants" },
    { "{\"id\": \"a\", \"edges\": [\"road\", \"field\", \"field\", \"field\"], \"on\": {\"N\": {\"colour\": 1}}}",
      "cannot show “colour”" },
    { "{\"id\": \"a\", \"edges\": [\"road\", \"field\", \"field\", \"field\"], \"tile\": {\"stack\": \"lake\"}}",
      "cannot show “stack”" },
    { "{\"id\": \"BA/C\", \"edges\": [\"road\", \"field\", \"field\", \"field\"]}", "defined twice" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      const CarcTileType *made = custom_type (cases[i].form, &error);

      g_assert_null (made);
      g_assert_nonnull (error);
      g_test_message ("%s → %s", cases[i].form, error->message);
      if (strstr (error->message, cases[i].message) == NULL)
        g_error ("“%s” does not say “%s”", error->message, cases[i].message);
      /* a message for the editor: no file or tile prefix */
      g_assert_null (strstr (error->message, "box profile"));
    }
}

/* The walls (kinds no field lines) come from the catalogue the tile joins:
 * in a box whose only road tile has no field along its road, a road is a
 * wall the fields stop at; in the shipped data fields line roads. */
static void
test_custom_walls_of_catalogue (void)
{
  static const char data[] =
    "{\"format\": \"carcassonne-companion/tiles\", \"version\": 1,"
    " \"set\": {\"id\": \"walled\", \"name\": \"Walled\"},"
    " \"tiles\": [{\"id\": \"WA/R\", \"count\": 1, \"edges\": \"RFFF\", \"features\": ["
    "   {\"kind\": \"road\", \"at\": \"N\"}, {\"kind\": \"field\", \"at\": \"EL ER SL SR WL WR\"}]}]}";
  static const char lined[] =
    "{\"format\": \"carcassonne-companion/tiles\", \"version\": 1,"
    " \"set\": {\"id\": \"lined\", \"name\": \"Lined\"},"
    " \"tiles\": [{\"id\": \"LI/RR\", \"count\": 1, \"edges\": \"RFRF\", \"features\": ["
    "   {\"kind\": \"road\", \"at\": \"N S\"}, {\"kind\": \"field\", \"at\": \"NR ER EL SL\"},"
    "   {\"kind\": \"field\", \"at\": \"SR WR WL NL\"}]}]}";
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcCatalogue) walled = carc_catalogue_new ();
  g_autoptr(JsonObject) form = object_of ("{\"id\": \"lone\", \"edges\": [\"road\", \"field\", \"field\", \"field\"],"
                                          " \"monastery\": true}");
  const char *at[2];

  g_assert_true (carc_catalogue_load_data (walled, "walled.json", data, sizeof data - 1, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(JsonObject) made = carc_custom_tile_to_data (i == 0 ? test_catalogue () : walled, form, &error);
      JsonArray *features;

      g_assert_no_error (error);
      features = json_object_get_array_member (made, "features");
      at[i] = NULL;
      for (guint f = 0; f < json_array_get_length (features); f++)
        {
          JsonObject *feature = json_array_get_object_element (features, f);
          if (g_strcmp0 (json_object_get_string_member (feature, "kind"), "field") == 0)
            {
              g_assert_null (at[i]);
              at[i] = g_intern_string (json_object_get_string_member (feature, "at"));
            }
        }
      g_test_message ("field of the lone road's tile: %s", at[i]);
    }
  g_assert_cmpstr (at[0], ==, "NL NR EL ER SL SR WL WR");
  g_assert_cmpstr (at[1], ==, "EL ER SL SR WL WR");

  /* the walls are read once per catalogue and read again when it grows:
   * a tile with fields along its road makes the road no wall */
  g_assert_true (carc_catalogue_get_wall_kinds (walled) & (1u << CARC_FEATURE_ROAD));
  g_assert_true (carc_catalogue_load_data (walled, "lined.json", lined, sizeof lined - 1, &error));
  g_assert_no_error (error);
  g_assert_false (carc_catalogue_get_wall_kinds (walled) & (1u << CARC_FEATURE_ROAD));
  {
    g_autoptr(JsonObject) made = carc_custom_tile_to_data (walled, form, &error);
    JsonArray *features = json_object_get_array_member (made, "features");
    g_assert_no_error (error);
    for (guint f = 0; f < json_array_get_length (features); f++)
      if (g_strcmp0 (json_object_get_string_member (json_array_get_object_element (features, f), "kind"), "field") == 0)
        g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (features, f), "at"), ==,
                         "NL NR EL ER SL SR WL WR");
  }
}

static CarcProfile *
profile_with_cap (const char *extra)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *form = g_strdup_printf ("{\"id\": \"our-cap\", \"name\": \"The cap with a shield\", \"count\": 2,"
                                           " \"edges\": [\"field\", \"field\", \"city\", \"field\"]%s}", extra);
  CarcProfile *profile = carc_profile_new ("Our box");

  json_array_add_object_element (profile->custom_tiles, object_of (form));
  return profile;
}

static CarcGame *
game_with_profile (const char        *sets,
                   const CarcProfile *profile)
{
  g_autoptr(GError) error = NULL;
  CarcSetup *setup = test_setup_new (sets, 2);
  CarcGame *game;

  g_assert_true (carc_profile_apply (profile, test_catalogue (), setup, &error));
  g_assert_no_error (error);
  game = carc_game_new (test_catalogue (), setup, &error);
  g_assert_no_error (error);
  return game;
}

/* A custom city tile closes the start tile's city and scores like any. */
static void
test_custom_closes_city (void)
{
  g_autoptr(CarcProfile) plain = profile_with_cap ("");
  g_autoptr(CarcProfile) shield = profile_with_cap (", \"on\": {\"S\": {\"pennants\": 1}}");
  g_autoptr(CarcGame) game = game_with_profile ("base", plain);
  g_autoptr(CarcGame) with_pennant = game_with_profile ("base", shield);
  const guint16 *left;
  int custom;

  /* the start tile's city is north: the cap's city is south */
  test_play (game, "our-cap 0,-1 0; follower S");
  test_assert_points (game, 0, CARC_SCORE_CITY, 4);
  g_assert_cmpint (test_score (game, 0), ==, 4);
  test_play (with_pennant, "our-cap 0,-1 0; follower S");
  test_assert_points (with_pennant, 0, CARC_SCORE_CITY, 6);

  /* its copies are in the supply, and the second one too */
  custom = carc_catalogue_lookup (carc_game_get_catalogue (game), "our-cap");
  g_assert_cmpint (custom, >=, 0);
  left = carc_state_get_remaining (carc_game_get_state (game));
  g_assert_cmpuint (left[custom], ==, 1);
  /* a city that cannot match is refused by the ordinary rules */
  test_expect_error (game, "our-cap 1,0 0", CARC_ERROR_ILLEGAL_PLACEMENT, NULL);
}

/* A custom tile with a tower construction site (issue 15): placing it
 * starts a tower (R-TT-2), a guard climbs it (R-TT-3), another player's
 * guard in sight displaces it, and the record replays the same from the
 * shared catalogue. */
static void
test_custom_tower_guard (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcProfile) profile = profile_with_cap (", \"tile\": {\"tower\": true}");
  g_autoptr(CarcGame) game = game_with_profile ("base,towers-and-thieves", profile);
  g_autoptr(CarcGame) back = NULL;
  g_autofree char *json = NULL;
  g_autofree char *again = NULL;
  CarcTower towers[CARC_MAX_TOWERS];
  CarcEvent guard;

  g_assert_true (carc_towers_tile_has_site (carc_catalogue_get_type (carc_game_get_catalogue (game),
                                                                     carc_catalogue_lookup (carc_game_get_catalogue (game), "our-cap"))));
  test_play (game, "our-cap 0,-1 0");
  /* R-TT-2: the site got its first piece */
  g_assert_cmpuint (carc_towers_get (carc_game_get_state (game), towers, G_N_ELEMENTS (towers)), ==, 1);
  g_assert_cmpint (carc_towers_at (carc_game_get_state (game), 0, -1), ==, 0);
  g_assert_cmpuint (towers[0].height, ==, 1);
  /* R-TT-3: Alice's follower stands guard on it instead of on the tile */
  g_assert_true (carc_towers_guard_spots (carc_game_get_state (game)) & 1u);
  guard = carc_towers_guard_event (carc_game_get_state (game), CARC_FIGURE_FOLLOWER, 0);
  g_assert_true (carc_game_append (game, &guard, &error));
  g_assert_no_error (error);
  carc_towers_get (carc_game_get_state (game), towers, G_N_ELEMENTS (towers));
  g_assert_cmpint (towers[0].guard_owner, ==, 0);
  g_assert_cmpuint (carc_state_get_player (carc_game_get_state (game)), ==, 1);

  /* Bob's tile beside it is in sight: his guard sends Alice's home (2) */
  test_play (game, "BA/L 1,-1 0");
  guard = carc_towers_guard_event (carc_game_get_state (game), CARC_FIGURE_FOLLOWER, 0);
  g_assert_true (carc_game_append (game, &guard, &error));
  g_assert_no_error (error);
  carc_towers_get (carc_game_get_state (game), towers, G_N_ELEMENTS (towers));
  g_assert_cmpint (towers[0].guard_owner, ==, 1);
  test_assert_points (game, 0, CARC_SCORE_GUARD, 2);

  /* the record carries the tile: it replays to the same towers */
  json = carc_record_to_json (game);
  g_assert_nonnull (strstr (json, "\"tower\" : true"));
  back = carc_record_from_json (test_catalogue (), json, -1, &error);
  g_assert_no_error (error);
  again = carc_record_to_json (back);
  g_assert_cmpstr (again, ==, json);
  g_assert_cmpint (carc_towers_at (carc_game_get_state (back), 0, -1), ==, 0);
  carc_towers_get (carc_game_get_state (back), towers, G_N_ELEMENTS (towers));
  g_assert_cmpint (towers[0].guard_owner, ==, 1);
  g_assert_cmpint (test_score (back, 0), ==, 2);
}

/* A custom tile the editor gave a thief of value 4 (the form's tile member
 * "thief"): drawn in a game, its thief is entered with that value without
 * asking the table (carc_state_drawn_event() has no rng), and with no
 * guard anywhere it steals the tile, worth 4 (R-TT-4). */
static void
test_custom_thief_value (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcProfile) profile = profile_with_cap (", \"tile\": {\"thief\": 4}");
  g_autoptr(CarcGame) game = game_with_profile ("base,towers-and-thieves", profile);
  g_autoptr(CarcGame) back = NULL;
  g_autofree char *json = NULL;
  CarcCatalogue *catalogue = carc_game_get_catalogue (game);
  int id = carc_catalogue_lookup (catalogue, "our-cap");
  int value = 0;
  CarcEvent thief, wrong;

  g_assert_cmpint (id, >=, 0);
  g_assert_cmpint (carc_towers_tile_thief (carc_catalogue_get_type (catalogue, (guint) id), &value, NULL),
                   ==, CARC_THIEF_YES);
  g_assert_cmpint (value, ==, 4);
  g_assert_true (carc_state_drawn_event (carc_game_get_state (game), (guint) id, &thief));
  g_assert_cmpint (thief.type, ==, CARC_EVENT_THIEF);
  /* a value the tile does not show is refused */
  wrong = carc_towers_thief_event ((guint) id, 5);
  g_assert_false (carc_game_append (game, &wrong, &error));
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "value 4, not 5"));
  g_clear_error (&error);
  g_assert_true (carc_game_append (game, &thief, &error));
  g_assert_no_error (error);
  g_assert_cmpint (carc_towers_stolen_tile (carc_game_get_state (game), &value), ==, id);
  g_assert_cmpint (value, ==, 4);

  json = carc_record_to_json (game);
  back = carc_record_from_json (test_catalogue (), json, -1, &error);
  g_assert_no_error (error);
  value = 0;
  g_assert_cmpint (carc_towers_stolen_tile (carc_game_get_state (back), &value), ==, id);
  g_assert_cmpint (value, ==, 4);
}

/* A custom tile that shows a wheel symbol (the editor's "Wheel symbol"):
 * drawn, the wheel turns for it; its event names it in the game's own
 * catalogue, one by one (as the store saves events) and in the record,
 * and both read back to the same game. */
static void
test_custom_wheel_symbol (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcProfile) profile = profile_with_cap (", \"tile\": {\"wheel\": 2}");
  g_autoptr(CarcGame) game = game_with_profile ("base,wheel-of-fortune", profile);
  g_autoptr(CarcGame) back = NULL;
  g_autofree char *json = NULL;
  g_autofree char *again = NULL;
  g_autofree char *saved = NULL;
  CarcCatalogue *catalogue = carc_game_get_catalogue (game);
  int id = carc_catalogue_lookup (catalogue, "our-cap");
  CarcEvent wheel, read;

  g_assert_cmpint (id, >=, 0);
  g_assert_cmpint (carc_catalogue_lookup (test_catalogue (), "our-cap"), <, 0);
  g_assert_true (carc_wheel_needs_symbol (carc_game_get_state (game), (guint) id));
  wheel = carc_event_wheel ((guint) id, 2);
  g_assert_true (carc_game_append (game, &wheel, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (carc_wheel_pig_sector (carc_game_get_state (game)), ==, CARC_WHEEL_FAMINE);

  /* one event, as the store keeps it */
  saved = carc_event_to_json (&wheel, catalogue);
  g_assert_nonnull (strstr (saved, "\"tile\":\"our-cap\""));
  g_assert_true (carc_event_from_json (catalogue, saved, -1, &read, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (read.type, ==, CARC_EVENT_WHEEL);
  g_assert_cmpint (read.tile, ==, id);
  g_assert_cmpint (read.value, ==, 2);

  /* the whole record, after the tile is down */
  test_play (game, "our-cap 0,-2 180; -");
  json = carc_record_to_json (game);
  g_assert_nonnull (strstr (json, "\"tile\" : \"our-cap\",\n      \"symbol\" : 2"));
  back = carc_record_from_json (test_catalogue (), json, -1, &error);
  g_assert_no_error (error);
  again = carc_record_to_json (back);
  g_assert_cmpstr (again, ==, json);
  g_assert_cmpuint (carc_wheel_pig_sector (carc_game_get_state (back)), ==, CARC_WHEEL_FAMINE);
  g_assert_cmpuint (carc_state_get_n_tiles (carc_game_get_state (back)), ==,
                    carc_state_get_n_tiles (carc_game_get_state (game)));
}

/* What Towers & Thieves lets a box say: a land tile's tower site and
 * thief value (0: none), which no public list gives. */
static void
test_towers_box_members (void)
{
  g_autoptr(CarcProfile) profile = carc_profile_new ("Our towers");
  g_autoptr(CarcGame) game = NULL;
  CarcCatalogue *box;
  const CarcTileType *type;
  int value = 0;

  type = carc_catalogue_get_type (test_catalogue (), carc_catalogue_lookup (test_catalogue (), "TT/L01"));
  g_assert_cmpint (carc_towers_tile_thief (type, NULL, NULL), ==, CARC_THIEF_MAYBE);
  g_assert_false (carc_towers_tile_has_site (type));
  carc_profile_set_member (profile, "TT/L01", -1, "thief", 6, FALSE);
  carc_profile_set_member (profile, "TT/L01", -1, "tower", 1, FALSE);
  carc_profile_set_member (profile, "TT/L02", -1, "thief", 0, FALSE);

  game = game_with_profile ("base,towers-and-thieves", profile);
  box = carc_game_get_catalogue (game);
  type = carc_catalogue_get_type (box, carc_catalogue_lookup (box, "TT/L01"));
  g_assert_cmpint (carc_towers_tile_thief (type, &value, NULL), ==, CARC_THIEF_YES);
  g_assert_cmpint (value, ==, 6);
  g_assert_true (carc_towers_tile_has_site (type));
  type = carc_catalogue_get_type (box, carc_catalogue_lookup (box, "TT/L02"));
  g_assert_cmpint (carc_towers_tile_thief (type, NULL, NULL), ==, CARC_THIEF_NONE);

  /* the box fixes TT/L01's value: no longer the table's to enter, and a
   * thief of another value is refused, as for a custom tile (issue 21) */
  {
    g_autoptr(GError) error = NULL;
    gboolean uncertain = TRUE;
    int id = carc_catalogue_lookup (box, "TT/L01");
    CarcEvent thief;

    type = carc_catalogue_get_type (box, (guint) id);
    carc_towers_tile_thief (type, &value, &uncertain);
    g_assert_false (uncertain);
    g_assert_null (carc_tile_type_uncertain_note (type, "thief"));
    thief = carc_towers_thief_event ((guint) id, 5);
    g_assert_false (carc_game_append (game, &thief, &error));
    g_assert_error (error, CARC_ERROR, CARC_ERROR_INVALID_EVENT);
    g_test_message ("%s", error->message);
    g_assert_nonnull (strstr (error->message, "TT/L01 shows a thief of value 6, not 5 (R-TT-4)"));
    g_clear_error (&error);
    thief = carc_towers_thief_event ((guint) id, 6);
    g_assert_true (carc_game_append (game, &thief, &error));
    g_assert_no_error (error);
  }
  /* without the box, the table's reading of the uncertain value stands */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(CarcGame) plain = test_game_new ("base,towers-and-thieves", 2, 0, 0);
    CarcEvent thief = carc_towers_thief_event ((guint) test_tile_index (plain, "TT/L01"), 5);
    g_assert_true (carc_game_append (plain, &thief, &error));
    g_assert_no_error (error);
  }
}

/* The Wheel of Fortune's symbols as the box has them: a tile the data
 * gives no symbol gets one (the wheel must turn before it is placed,
 * R-WF-4), one the data gives a symbol shows none, and the record carries
 * the box's reading. */
static void
test_wheel_symbol_override (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcProfile) profile = carc_profile_new ("Our wheel");
  g_autoptr(CarcGame) plain = test_game_new ("base,wheel-of-fortune", 2, 0, 0);
  g_autoptr(CarcGame) game = NULL;
  g_autoptr(CarcGame) back = NULL;
  g_autofree char *json = NULL;
  CarcCatalogue *box;
  int cap, crossing;
  CarcEvent wheel;

  cap = carc_catalogue_lookup (carc_game_get_catalogue (plain), "WF/C");
  crossing = carc_catalogue_lookup (carc_game_get_catalogue (plain), "WF/RrRr");
  g_assert_false (carc_wheel_needs_symbol (carc_game_get_state (plain), (guint) cap));
  g_assert_true (carc_wheel_needs_symbol (carc_game_get_state (plain), (guint) crossing));

  carc_profile_set_member (profile, "WF/C", -1, "wheel", 2, FALSE);
  carc_profile_set_member (profile, "WF/RrRr", -1, "wheel", 0, FALSE);
  game = game_with_profile ("base,wheel-of-fortune", profile);
  box = carc_game_get_catalogue (game);
  cap = carc_catalogue_lookup (box, "WF/C");
  crossing = carc_catalogue_lookup (box, "WF/RrRr");
  g_assert_cmpint (carc_catalogue_get_type (box, (guint) cap)->wheel_symbol, ==, 2);
  g_assert_true (carc_wheel_needs_symbol (carc_game_get_state (game), (guint) cap));
  g_assert_false (carc_wheel_needs_symbol (carc_game_get_state (game), (guint) crossing));
  test_expect_error (game, "discard WF/C", CARC_ERROR_WRONG_PHASE, "R-WF-4");

  /* the wheel turns two sectors, then the tile goes down */
  wheel = carc_event_wheel ((guint) cap, 2);
  g_assert_true (carc_game_append (game, &wheel, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (carc_wheel_pig_sector (carc_game_get_state (game)), ==, CARC_WHEEL_FAMINE);

  json = carc_record_to_json (game);
  back = carc_record_from_json (test_catalogue (), json, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (carc_catalogue_get_type (carc_game_get_catalogue (back), (guint) cap)->wheel_symbol, ==, 2);
  g_assert_cmpint (carc_wheel_announced_tile (carc_game_get_state (back)), ==, cap);
  g_assert_cmpuint (carc_wheel_pig_sector (carc_game_get_state (back)), ==, CARC_WHEEL_FAMINE);
}

/* Counts of the box are the supply: "tiles left" follows them. */
static void
test_counts_in_supply (void)
{
  g_autoptr(CarcProfile) profile = carc_profile_new ("Lost two");
  g_autoptr(CarcGame) plain = test_game_new ("base", 2, 0, 0);
  g_autoptr(CarcGame) game = NULL;
  CarcCatalogue *catalogue = test_catalogue ();
  int city = carc_catalogue_lookup (catalogue, "BA/C");
  int road = carc_catalogue_lookup (catalogue, "BA/RFr");
  const guint16 *left;

  carc_profile_set_tile_count (profile, carc_catalogue_get_type (catalogue, (guint) city), 3);
  carc_profile_set_tile_count (profile, carc_catalogue_get_type (catalogue, (guint) road), 10);
  /* the catalogue's own count is no change */
  carc_profile_set_tile_count (profile, carc_catalogue_get_type (catalogue, carc_catalogue_lookup (catalogue, "BA/L")), 4);
  g_assert_cmpuint (g_hash_table_size (profile->counts), ==, 2);
  g_assert_cmpuint (carc_profile_set_total (profile, catalogue, 0), ==, 72 - 2 + 2);

  game = game_with_profile ("base", profile);
  left = carc_state_get_remaining (carc_game_get_state (game));
  g_assert_cmpuint (left[city], ==, 3);
  g_assert_cmpuint (left[road], ==, 10);
  g_assert_cmpuint (carc_state_get_supply_left (carc_game_get_state (game)), ==,
                    carc_state_get_supply_left (carc_game_get_state (plain)));
  test_play (game, "BA/C 0,-1 180; -; BA/C 1,-1 0; -; BA/C 2,-1 0; -");
  g_assert_cmpuint (carc_state_get_remaining (carc_game_get_state (game))[city], ==, 0);
  /* the fourth is not in this box; the table may still enter it (override) */
  test_expect_error (game, "BA/C -1,-1 0", CARC_ERROR_OUT_OF_SUPPLY, NULL);
}

/* One box profile serves every game of its type: a game takes the counts
 * of the sets it plays only, so a set's own checks never see another's
 * (a count for a wheel board cell, which no box has copies of, in a game
 * without the wheel) and its record carries no more. */
static void
test_counts_of_played_sets (void)
{
  g_autoptr(CarcProfile) profile = carc_profile_new ("Whole box");
  g_autoptr(CarcGame) game = NULL;
  g_autoptr(GError) error = NULL;
  CarcSetup *setup = test_setup_new ("base,wheel-of-fortune", 2);
  CarcCatalogue *catalogue = test_catalogue ();
  int city = carc_catalogue_lookup (catalogue, "BA/C");
  int cell = carc_catalogue_lookup (catalogue, "WF/board.5");

  g_assert_cmpint (cell, >=, 0);
  carc_profile_set_tile_count (profile, carc_catalogue_get_type (catalogue, (guint) city), 3);
  carc_profile_set_tile_count (profile, carc_catalogue_get_type (catalogue, (guint) cell), 1);

  game = game_with_profile ("base", profile);
  g_assert_cmpuint (carc_state_get_remaining (carc_game_get_state (game))[city], ==, 3);
  g_assert_true (g_hash_table_contains (carc_game_get_setup (game)->inventory, "BA/C"));
  g_assert_false (g_hash_table_contains (carc_game_get_setup (game)->inventory, "WF/board.5"));

  /* a game with the wheel gets the count, and the wheel's check refuses it
   * (carc_game_new takes the setup, also when it refuses it) */
  g_assert_true (carc_profile_apply (profile, catalogue, setup, &error));
  g_assert_true (g_hash_table_contains (setup->inventory, "WF/board.5"));
  g_assert_null (carc_game_new (catalogue, setup, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "part of the wheel board"));
}

/* Members the descriptors let a box set: the tile is read again with them. */
static void
test_member_overrides (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcProfile) profile = carc_profile_new ("Big box river");
  g_autoptr(CarcGame) game = NULL;
  const CarcTileType *type;
  CarcCatalogue *box;
  gint64 value;

  carc_profile_set_member (profile, "RI.1/IFI", 0, "sheep", 2, FALSE);
  carc_profile_set_member (profile, "RI.1/IFI", -1, "vineyard", 1, FALSE);
  g_assert_true (carc_profile_get_member (profile, "RI.1/IFI", 0, "sheep", &value));
  g_assert_cmpint (value, ==, 2);
  g_assert_cmpint (carc_profile_confidence (profile, test_catalogue (),
                                            carc_catalogue_get_type (test_catalogue (), carc_catalogue_lookup (test_catalogue (), "RI.1/IFI")),
                                            0, "sheep"), ==, CARC_CONFIDENCE_BOX);
  g_assert_cmpint (carc_profile_confidence (NULL, test_catalogue (),
                                            carc_catalogue_get_type (test_catalogue (), carc_catalogue_lookup (test_catalogue (), "RI.1/IFI")),
                                            0, "sheep"), ==, CARC_CONFIDENCE_UNKNOWN);

  game = game_with_profile ("base,river,hills-and-sheep", profile);
  box = carc_game_get_catalogue (game);
  type = carc_catalogue_get_type (box, carc_catalogue_lookup (box, "RI.1/IFI"));
  g_assert_cmpuint (type->features[0].counters[CARC_FEATURE_COUNTER_SHEEP], ==, 2);
  g_assert_true (type->flags & CARC_TILE_FLAG_VINEYARD);
  /* the shared catalogue is untouched */
  type = carc_catalogue_get_type (test_catalogue (), carc_catalogue_lookup (test_catalogue (), "RI.1/IFI"));
  g_assert_cmpuint (type->features[0].counters[CARC_FEATURE_COUNTER_SHEEP], ==, 0);
  g_assert_false (type->flags & CARC_TILE_FLAG_VINEYARD);

  /* unsetting forgets it */
  carc_profile_set_member (profile, "RI.1/IFI", 0, "sheep", 0, TRUE);
  carc_profile_set_member (profile, "RI.1/IFI", -1, "vineyard", 0, TRUE);
  g_assert_cmpuint (json_object_get_size (profile->overrides), ==, 0);

  /* what no descriptor lets a box set, or not on that tile, is refused */
  {
    g_autoptr(CarcSetup) setup = test_setup_new ("base", 2);
    carc_profile_set_member (profile, "BA/C", -1, "hill", 1, FALSE);
    g_assert_false (carc_profile_apply (profile, test_catalogue (), setup, &error));
    g_assert_nonnull (strstr (error->message, "“hill”"));
    g_assert_nonnull (strstr (error->message, "BA/C"));
    g_clear_error (&error);
    carc_profile_set_member (profile, "BA/C", -1, "hill", 0, TRUE);
    carc_profile_set_member (profile, "BA/C", 1, "sheep", 3, FALSE);
    g_assert_false (carc_profile_apply (profile, test_catalogue (), setup, &error));
    g_assert_nonnull (strstr (error->message, "“sheep”"));
    g_clear_error (&error);
    carc_profile_set_member (profile, "BA/C", 1, "sheep", 0, TRUE);
    carc_profile_set_member (profile, "RI.1/IFI", 0, "sheep", 12, FALSE);
    g_assert_false (carc_profile_apply (profile, test_catalogue (), setup, &error));
    g_assert_nonnull (strstr (error->message, "expected 0–9"));
    /* refused: the setup is as it was */
    g_assert_null (setup->overrides);
    g_assert_null (setup->profile);
  }
}

/* Confidence comes from the data's "uncertain" notes and the profile. */
static void
test_confidence (void)
{
  static const char data[] =
    "{\"format\": \"carcassonne-companion/tiles\", \"version\": 1,"
    " \"uncertain\": {\"count\": \"the big box has one more\"},"
    " \"set\": {\"id\": \"mini\", \"name\": \"Mini\"},"
    " \"tiles\": [{\"id\": \"MI/C\", \"count\": 2, \"edges\": \"CFFF\", \"wheel\": 2,"
    "   \"uncertain\": {\"wheel\": \"from the 2009 list\"}, \"features\": ["
    "   {\"kind\": \"city\", \"at\": \"N\"}, {\"kind\": \"field\", \"at\": \"EL ER SL SR WL WR\", \"cities\": \"N\"}]}]}";
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcCatalogue) catalogue = carc_catalogue_new ();
  g_autoptr(CarcProfile) profile = carc_profile_new ("Ours");
  const CarcTileType *type;

  g_assert_true (carc_catalogue_load_data (catalogue, "mini.json", data, sizeof data - 1, &error));
  g_assert_no_error (error);
  type = carc_catalogue_get_type (catalogue, 0);
  g_assert_cmpint (carc_profile_confidence (NULL, catalogue, type, -1, "wheel"), ==, CARC_CONFIDENCE_UNKNOWN);
  g_assert_cmpint (carc_profile_confidence (NULL, catalogue, type, -1, "count"), ==, CARC_CONFIDENCE_PUBLIC_DATA);
  carc_profile_set_tile_count (profile, type, 3);
  g_assert_cmpint (carc_profile_confidence (profile, catalogue, type, -1, "count"), ==, CARC_CONFIDENCE_BOX);
  g_assert_cmpint (carc_profile_set_confidence (catalogue, 0), ==, CARC_CONFIDENCE_UNKNOWN);
  g_assert_cmpint (carc_profile_set_confidence (test_catalogue (), 0), ==, CARC_CONFIDENCE_RULE_BOOK);
  g_assert_cmpuint (carc_profile_set_total (profile, catalogue, 0), ==, 3);
}

/* Every descriptor's box members are well formed: the profile code relies
 * on nothing else. */
static void
test_box_members_registered (void)
{
  guint n, total = 0;
  const CarcExpansion * const *all = carc_registry_all (&n);
  gboolean count = FALSE;

  for (guint e = 0; e < n; e++)
    for (guint i = 0; i < all[e]->n_box_members; i++)
      {
        const CarcBoxMemberInfo *info = &all[e]->box_members[i];
        g_assert_nonnull (info->member);
        g_assert_nonnull (info->label);
        g_assert_cmpint (info->min, <=, info->max);
        count |= strcmp (info->member, "count") == 0 && info->sets == NULL;
        total++;
      }
  g_assert_true (count);
  g_assert_cmpuint (total, >=, 3);
}

/* JSON round trip, and the checks on reading. */
static void
test_profile_json (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcProfile) profile = profile_with_cap (", \"on\": {\"S\": {\"pennants\": 1}}");
  g_autoptr(CarcProfile) back = NULL;
  g_autoptr(CarcProfile) copy = NULL;
  g_autofree char *json = NULL;
  g_autofree char *again = NULL;
  g_autofree char *copied = NULL;
  CarcCatalogue *catalogue = test_catalogue ();

  g_ptr_array_add (profile->sets, g_strdup ("base"));
  g_ptr_array_add (profile->sets, g_strdup ("river"));
  g_hash_table_insert (profile->editions, g_strdup ("base"), g_strdup ("Mindok 2014, 72 + 1"));
  carc_profile_set_tile_count (profile, carc_catalogue_get_type (catalogue, carc_catalogue_lookup (catalogue, "BA/C")), 6);
  carc_profile_set_member (profile, "RI.1/IFI", 1, "sheep", 1, FALSE);
  profile->has_bag = TRUE;
  profile->bag[0] = 2; profile->bag[1] = 4; profile->bag[2] = 5; profile->bag[3] = 5; profile->bag[4] = 2;

  json = carc_profile_to_json (profile);
  back = carc_profile_from_json (catalogue, json, -1, &error);
  g_assert_no_error (error);
  again = carc_profile_to_json (back);
  g_assert_cmpstr (again, ==, json);
  g_assert_cmpuint (carc_profile_tile_count (back, carc_catalogue_get_type (catalogue, carc_catalogue_lookup (catalogue, "BA/C"))), ==, 6);
  copy = carc_profile_copy (back);
  carc_profile_set_member (back, "RI.1/IFI", 1, "sheep", 3, FALSE);
  copied = carc_profile_to_json (copy);
  g_assert_cmpstr (copied, ==, json);

  /* applied: the bag and the name go into the setup */
  {
    g_autoptr(CarcSetup) setup = test_setup_new ("base,hills-and-sheep", 2);
    g_assert_true (carc_profile_apply (copy, catalogue, setup, &error));
    g_assert_cmpuint (setup->bag[4], ==, 2);
    g_assert_true (carc_setup_bag_is_other (setup));
    g_assert_cmpstr (setup->profile, ==, "Our box");
  }

  /* broken profiles: a clear message */
  {
    static const struct { const char *json; const char *message; } cases[] = {
      { "[1]", "one JSON object" },
      { "{\"format\": \"x\"}", "“format”" },
      { "{\"format\": \"carcassonne-companion/box\", \"counts\": {\"XX/nope\": 1}}", "unknown tile “XX/nope”" },
      { "{\"format\": \"carcassonne-companion/box\", \"counts\": {\"BA/C\": 100}}", "the count of BA/C is 100" },
      { "{\"format\": \"carcassonne-companion/box\", \"sets\": [\"nope\"]}", "unknown tile set" },
      { "{\"format\": \"carcassonne-companion/box\", \"bag\": {\"wolf\": 1}}", "bag “1”" },
      { "{\"format\": \"carcassonne-companion/box\", \"custom_tiles\": [{\"id\": \"q\", \"edges\": []}]}",
        "custom tile 1: say what each" },
      { "{\"format\": \"carcassonne-companion/box\", \"frobs\": 1}", "unknown member “frobs”" },
    };
    for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
      {
        CarcProfile *bad = carc_profile_from_json (catalogue, cases[i].json, -1, &error);
        g_assert_null (bad);
        g_test_message ("%s → %s", cases[i].json, error->message);
        if (strstr (error->message, cases[i].message) == NULL)
          g_error ("“%s” does not say “%s”", error->message, cases[i].message);
        g_clear_error (&error);
      }
  }
}

/* A record carries the box: it replays the same with only the shared
 * catalogue, and writes itself again byte for byte. */
static void
test_record_carries_box (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcProfile) profile = profile_with_cap (", \"on\": {\"S\": {\"pennants\": 1}}");
  g_autoptr(CarcGame) game = NULL;
  g_autoptr(CarcGame) back = NULL;
  g_autofree char *json = NULL;
  g_autofree char *again = NULL;
  CarcCatalogue *catalogue = test_catalogue ();

  carc_profile_set_tile_count (profile, carc_catalogue_get_type (catalogue, carc_catalogue_lookup (catalogue, "BA/C")), 1);
  carc_profile_set_member (profile, "RI.1/IFI", 0, "sheep", 2, FALSE);
  game = game_with_profile ("base,hills-and-sheep", profile);
  test_play (game, "BA/RFr 1,0 0; -; our-cap 0,-1 0; -");
  json = carc_record_to_json (game);
  g_assert_nonnull (strstr (json, "\"custom_tiles\""));
  g_assert_nonnull (strstr (json, "\"profile\" : \"Our box\""));

  back = carc_record_from_json (catalogue, json, -1, &error);
  g_assert_no_error (error);
  again = carc_record_to_json (back);
  g_assert_cmpstr (again, ==, json);
  g_assert_cmpuint (carc_game_get_n_events (back), ==, carc_game_get_n_events (game));
  g_assert_cmpuint (carc_state_get_supply_left (carc_game_get_state (back)), ==,
                    carc_state_get_supply_left (carc_game_get_state (game)));

  /* a record whose custom tile is impossible is refused, naming it */
  {
    g_autofree char *broken = g_strdup (json);
    char *edges = strstr (broken, "\"edges\" : \"FFCF\"");
    g_assert_nonnull (edges);
    memcpy (edges + strlen ("\"edges\" : \""), "FFRF", 4);
    g_assert_null (carc_record_from_json (catalogue, broken, -1, &error));
    g_test_message ("%s", error->message);
    g_assert_nonnull (strstr (error->message, "setup: box profile: tile our-cap"));
  }
}

/* A tile found mid-game joins the game's box: the log replays with it, it
 * is placed and scored, and the record carries it. */
static void
test_add_mid_game (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcGame) game = test_game_play ("base", 2, 0, 0, "BA/RFr 1,0 0; -");
  g_autoptr(JsonObject) form = object_of ("{\"id\": \"found\", \"count\": 1, \"edges\": [\"field\", \"field\", \"city\", \"field\"],"
                                          " \"on\": {\"S\": {\"pennants\": 1}}}");
  g_autoptr(JsonObject) data = carc_custom_tile_to_data (test_catalogue (), form, &error);
  g_autoptr(CarcGame) back = NULL;
  g_autofree char *json = NULL;
  guint n_types = carc_catalogue_get_n_types (carc_game_get_catalogue (game));
  guint type = 0;

  g_assert_no_error (error);
  g_assert_true (carc_game_add_custom_tile (game, data, &type, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (type, ==, n_types);
  g_assert_cmpuint (carc_state_get_remaining (carc_game_get_state (game))[type], ==, 1);
  g_assert_cmpuint (carc_game_get_n_events (game), ==, 2);
  /* the same id twice is refused, nothing changed */
  g_assert_false (carc_game_add_custom_tile (game, data, NULL, &error));
  g_assert_nonnull (strstr (error->message, "defined twice"));
  g_clear_error (&error);
  g_assert_cmpuint (carc_catalogue_get_n_types (carc_game_get_catalogue (game)), ==, n_types + 1);

  test_play (game, "found 0,-1 0; follower S");
  test_assert_points (game, 1, CARC_SCORE_CITY, 6);
  /* a tile the log names stays */
  g_assert_false (carc_game_drop_last_custom_tile (game, &error));
  g_clear_error (&error);

  json = carc_record_to_json (game);
  back = carc_record_from_json (test_catalogue (), json, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (test_score (back, 1), ==, 6);

  /* one the log does not name can be dropped again */
  {
    g_autoptr(JsonObject) other = object_of ("{\"id\": \"other\", \"edges\": [\"road\", \"field\", \"road\", \"field\"],"
                                             " \"joins\": [[\"N\", \"S\"]]}");
    g_autoptr(JsonObject) other_data = carc_custom_tile_to_data (test_catalogue (), other, &error);
    g_assert_true (carc_game_add_custom_tile (back, other_data, NULL, &error));
    g_assert_true (carc_game_drop_last_custom_tile (back, &error));
    g_assert_no_error (error);
    g_assert_cmpint (carc_catalogue_lookup (carc_game_get_catalogue (back), "other"), <, 0);
    g_assert_cmpint (test_score (back, 1), ==, 6);
  }
}

/* ---- the wheel's set-wide values (file overrides) ------------------------------ */

/* Taxes 1, Famine 2 crown spaces, BA/Rr with symbol 1 on 3 copies. */
static CarcProfile *
wheel_box_profile (void)
{
  CarcProfile *profile = carc_profile_new ("Our wheel box");
  static const guint rr[3] = { 3, 0, 0 };

  carc_wheel_box_set_crowns (profile, CARC_WHEEL_TAXES, 1);
  carc_wheel_box_set_crowns (profile, CARC_WHEEL_FAMINE, 2);
  carc_wheel_box_set_symbols (profile, "BA/Rr", rr);
  return profile;
}

static guint
sector_crowns (CarcGame        *game,
               CarcWheelSector  sector,
               guint           *crowns)
{
  return carc_wheel_sector_crowns (carc_game_get_state (game), sector, crowns, CARC_WHEEL_MAX_CROWNS);
}

/* The box's crown spaces are the game's: a follower on the second Famine
 * space is legal, Taxes has no second one; the sectors it leaves out keep
 * the data's layout. */
static void
test_wheel_box_crowns (void)
{
  static const guint expected[CARC_WHEEL_N_SECTORS] = { 1, 1, 2, 2, 1, 2 };
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcProfile) profile = wheel_box_profile ();
  g_autoptr(CarcGame) plain = test_game_new ("base,wheel-of-fortune", 2, 0, 0);
  g_autoptr(CarcGame) game = game_with_profile ("base,wheel-of-fortune", profile);
  guint crowns[CARC_WHEEL_MAX_CROWNS];
  CarcWheelCrown crown;
  CarcEvent event;

  g_assert_cmpuint (sector_crowns (plain, CARC_WHEEL_TAXES, crowns), ==, 2);
  g_assert_cmpuint (sector_crowns (plain, CARC_WHEEL_FAMINE, crowns), ==, 1);
  for (guint s = 0; s < CARC_WHEEL_N_SECTORS; s++)
    g_assert_cmpuint (sector_crowns (game, s, crowns), ==, expected[s]);
  g_assert_cmpuint (carc_wheel_n_crowns (carc_game_get_state (game)), ==, 9);

  /* drawn where the data's spots for two Famine spaces are */
  g_assert_cmpuint (sector_crowns (game, CARC_WHEEL_FAMINE, crowns), ==, 2);
  g_assert_true (carc_wheel_get_crown (carc_game_get_state (game), crowns[1], &crown));
  g_assert_cmpfloat_with_epsilon (crown.x, 3.06, 0.001);
  g_assert_cmpfloat_with_epsilon (crown.y, 3.06, 0.001);

  test_play (game, "BA/L 0,-2 0");
  event = carc_event_crown (crowns[1]);
  g_assert_true (carc_game_append (game, &event, &error));
  g_assert_no_error (error);
  g_assert_true (carc_wheel_get_crown (carc_game_get_state (game), crowns[1], &crown));
  g_assert_cmpint (crown.player, ==, 0);
  g_assert_cmpuint (crown.sector, ==, CARC_WHEEL_FAMINE);

  /* the one Taxes space is all there is: no space past the last */
  test_play (game, "BA/L 3,-1 0");
  event = carc_event_crown (carc_wheel_n_crowns (carc_game_get_state (game)));
  g_assert_false (carc_game_append (game, &event, &error));
  g_assert_error (error, CARC_ERROR, CARC_ERROR_INVALID_EVENT);
  g_clear_error (&error);
  g_assert_cmpuint (sector_crowns (game, CARC_WHEEL_TAXES, crowns), ==, 1);
  event = carc_event_crown (crowns[0]);
  g_assert_true (carc_game_append (game, &event, &error));
  g_assert_no_error (error);
}

/* The box's symbols are the wheel's bookkeeping: 3 copies of BA/Rr show 1,
 * the other 6 none; the data's list is gone for it, kept for the others. */
static void
test_wheel_box_symbols (void)
{
  g_autoptr(CarcProfile) profile = wheel_box_profile ();
  g_autoptr(CarcGame) plain = test_game_new ("base,wheel-of-fortune", 2, 0, 0);
  g_autoptr(CarcGame) game = game_with_profile ("base,wheel-of-fortune", profile);
  int rr = carc_catalogue_lookup (test_catalogue (), "BA/Rr");
  int rfr = carc_catalogue_lookup (test_catalogue (), "BA/RFr");
  guint counts[4], plain_counts[4];
  guint box[3];

  g_assert_true (carc_wheel_symbol_counts (carc_game_get_state (plain), (guint) rr, plain_counts));
  g_assert_cmpuint (plain_counts[1], ==, 4);
  g_assert_true (carc_wheel_symbol_counts (carc_game_get_state (game), (guint) rr, counts));
  g_assert_cmpuint (counts[0], ==, 6);
  g_assert_cmpuint (counts[1], ==, 3);
  g_assert_cmpuint (counts[2], ==, 0);
  g_assert_cmpuint (counts[3], ==, 0);
  g_assert_true (carc_wheel_symbol_counts (carc_game_get_state (game), (guint) rfr, counts));
  g_assert_true (carc_wheel_symbol_counts (carc_game_get_state (plain), (guint) rfr, plain_counts));
  g_assert_cmpmem (counts, sizeof counts, plain_counts, sizeof plain_counts);

  /* what the box page shows: the box's, else the data's */
  carc_wheel_box_symbols (profile, test_catalogue (), "BA/Rr", box);
  g_assert_cmpuint (box[0], ==, 3);
  g_assert_cmpuint (box[1] + box[2], ==, 0);
  carc_wheel_box_symbols (profile, test_catalogue (), "BA/RFr", box);
  g_assert_cmpuint (box[0], ==, 3);
  g_assert_cmpuint (box[1], ==, 3);
  g_assert_cmpuint (box[2], ==, 2);
}

/* Round trips: the profile's JSON, and a record of a game with it, which
 * replays to the same scores (the crown space of Famine scores). */
static void
test_wheel_box_round_trip (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcProfile) profile = wheel_box_profile ();
  g_autoptr(CarcProfile) read = NULL;
  g_autoptr(CarcGame) game = game_with_profile ("base,wheel-of-fortune", profile);
  g_autoptr(CarcGame) back = NULL;
  g_autofree char *json = carc_profile_to_json (profile);
  g_autofree char *again = NULL;
  g_autofree char *record = NULL;
  g_autofree char *record_again = NULL;
  guint crowns[CARC_WHEEL_MAX_CROWNS];
  CarcEvent event;

  g_assert_nonnull (strstr (json, "\"file_overrides\""));
  read = carc_profile_from_json (test_catalogue (), json, -1, &error);
  g_assert_no_error (error);
  again = carc_profile_to_json (read);
  g_assert_cmpstr (again, ==, json);
  g_assert_cmpuint (carc_wheel_box_crowns (read, test_catalogue (), CARC_WHEEL_FAMINE, NULL), ==, 2);

  /* Anna on the second Famine space; Bruno's tile turns the wheel to Famine */
  test_play (game, "BA/L 0,-2 0");
  g_assert_cmpuint (sector_crowns (game, CARC_WHEEL_FAMINE, crowns), ==, 2);
  event = carc_event_crown (crowns[1]);
  g_assert_true (carc_game_append (game, &event, &error));
  g_assert_no_error (error);
  event = carc_event_wheel ((guint) carc_catalogue_lookup (test_catalogue (), "BA/RFr"), 2);
  g_assert_true (carc_game_append (game, &event, &error));
  g_assert_no_error (error);
  g_assert_cmpint (carc_state_get_players (carc_game_get_state (game))[0].score, >, 0);

  record = carc_record_to_json (game);
  if (g_getenv ("WHEEL_BOX_DUMP_RECORD"))
    g_file_set_contents (g_getenv ("WHEEL_BOX_DUMP_RECORD"), record, -1, NULL);
  g_assert_nonnull (strstr (record, "\"file_overrides\""));
  g_assert_nonnull (strstr (record, "\"crown_counts\""));
  back = carc_record_from_json (test_catalogue (), record, -1, &error);
  g_assert_no_error (error);
  record_again = carc_record_to_json (back);
  g_assert_cmpstr (record_again, ==, record);
  for (guint p = 0; p < 2; p++)
    g_assert_cmpint (carc_state_get_players (carc_game_get_state (back))[p].score, ==,
                     carc_state_get_players (carc_game_get_state (game))[p].score);
  g_assert_cmpuint (sector_crowns (back, CARC_WHEEL_FAMINE, crowns), ==, 2);
}

static void
expect_refused (const char *file_overrides,
                const char *part)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcProfile) profile = carc_profile_new ("Our wheel box");
  g_autoptr(CarcSetup) setup = test_setup_new ("base,wheel-of-fortune", 2);
  g_autofree char *json = NULL;
  g_autofree char *before = NULL;
  JsonObject *overrides = object_of (file_overrides);

  json_object_unref (profile->file_overrides);
  profile->file_overrides = overrides;
  g_assert_false (carc_profile_apply (profile, test_catalogue (), setup, &error));
  g_assert_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP);
  g_test_message ("%s", error->message);
  if (!strstr (error->message, part) || !strstr (error->message, "Our wheel box"))
    g_error ("the message “%s” lacks “%s” or the profile's name", error->message, part);
  g_assert_null (setup->file_overrides);

  /* and read from a file */
  g_clear_error (&error);
  json = carc_profile_to_json (profile);
  g_assert_null (carc_profile_from_json (test_catalogue (), json, -1, &error));
  g_assert_nonnull (error);
}

static void
test_wheel_box_refused (void)
{
  expect_refused ("{\"wheel-of-fortune\": {\"wheel\": {\"crown_counts\": {\"foo\": 1}}}}", "unknown sector “foo”");
  expect_refused ("{\"wheel-of-fortune\": {\"wheel\": {\"crown_counts\": {\"famine\": 9}}}}",
                  "famine must be a number of crown spaces from 0 to 3");
  expect_refused ("{\"wheel-of-fortune\": {\"wheel\": {\"symbol_counts\": {\"BA/Rr\": [5, 5, 0]}}}}",
                  "10 copies of BA/Rr show a wheel symbol, but the box has only 9");
  expect_refused ("{\"wheel-of-fortune\": {\"wheel\": {\"symbol_counts\": {\"BA/C\": [1, 0, 0]}}}}",
                  "no wheel symbols for tile “BA/C”");
  expect_refused ("{\"wheel-of-fortune\": {\"wheel\": {\"symbol_counts\": {\"BA/Rr\": [1, 0]}}}}",
                  "[n1, n2, n3]");
  expect_refused ("{\"wheel-of-fortune\": {\"tiles\": []}}", "“tiles” is not a set-wide value a box may set");
  /* only what Your Box sets (the crown spaces and symbols it counts), not
   * the data's own layouts: {"symbols": {}} would drop every symbol */
  expect_refused ("{\"wheel-of-fortune\": {\"wheel\": {\"crowns\": []}}}",
                  "“wheel.crowns” is not a set-wide value a box may set");
  expect_refused ("{\"wheel-of-fortune\": {\"wheel\": {\"crown_spots\": {}}}}",
                  "“wheel.crown_spots” is not a set-wide value a box may set");
  expect_refused ("{\"wheel-of-fortune\": {\"wheel\": {\"symbols\": {}}}}",
                  "“wheel.symbols” is not a set-wide value a box may set");
  expect_refused ("{\"wheel-of-fortune\": {\"wheel\": 3}}", "“wheel” must be an object");
  expect_refused ("{\"no-such-set\": {\"wheel\": {}}}", "unknown set “no-such-set”");

  /* the box's own count is what the symbols are checked against */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(CarcProfile) profile = wheel_box_profile ();
    g_autoptr(CarcSetup) setup = test_setup_new ("base,wheel-of-fortune", 2);
    carc_profile_set_tile_count (profile, carc_catalogue_get_type (test_catalogue (), (guint) carc_catalogue_lookup (test_catalogue (), "BA/Rr")), 2);
    g_assert_false (carc_profile_apply (profile, test_catalogue (), setup, &error));
    g_assert_nonnull (strstr (error->message, "3 copies of BA/Rr show a wheel symbol, but the box has only 2"));
  }
}

/* Before the box says: what the data's uncertain note says (unknown); after:
 * counted in the box, per sector and per tile type. */
static void
test_wheel_box_confidence (void)
{
  g_autoptr(CarcProfile) profile = carc_profile_new ("Ours");
  static const guint rr[3] = { 3, 0, 0 };
  guint max;

  g_assert_cmpint (carc_wheel_box_crowns_confidence (NULL, test_catalogue (), CARC_WHEEL_FAMINE), ==, CARC_CONFIDENCE_UNKNOWN);
  g_assert_cmpint (carc_wheel_box_crowns_confidence (profile, test_catalogue (), CARC_WHEEL_FAMINE), ==, CARC_CONFIDENCE_UNKNOWN);
  g_assert_cmpint (carc_wheel_box_symbols_confidence (profile, test_catalogue (), "BA/Rr"), ==, CARC_CONFIDENCE_UNKNOWN);
  g_assert_cmpuint (carc_wheel_box_crowns (profile, test_catalogue (), CARC_WHEEL_FAMINE, &max), ==, 1);
  g_assert_cmpuint (max, ==, 3);
  carc_wheel_box_set_crowns (profile, CARC_WHEEL_FAMINE, 2);
  carc_wheel_box_set_symbols (profile, "BA/Rr", rr);
  g_assert_cmpint (carc_wheel_box_crowns_confidence (profile, test_catalogue (), CARC_WHEEL_FAMINE), ==, CARC_CONFIDENCE_BOX);
  g_assert_cmpint (carc_wheel_box_crowns_confidence (profile, test_catalogue (), CARC_WHEEL_TAXES), ==, CARC_CONFIDENCE_UNKNOWN);
  g_assert_cmpint (carc_wheel_box_symbols_confidence (profile, test_catalogue (), "BA/Rr"), ==, CARC_CONFIDENCE_BOX);
  g_assert_cmpint (carc_wheel_box_symbols_confidence (profile, test_catalogue (), "BA/RFr"), ==, CARC_CONFIDENCE_UNKNOWN);
  g_assert_cmpuint (carc_wheel_box_crowns (profile, test_catalogue (), CARC_WHEEL_FAMINE, NULL), ==, 2);
  {
    g_autoptr(GPtrArray) ids = carc_wheel_symbol_tiles (test_catalogue ());
    g_assert_cmpuint (ids->len, ==, 4);
  }
}

/* A profile read from JSON (a backup's, a file's) @json is refused with a
 * message containing @part (and @part2, unless NULL). */
static void
expect_profile_refused (const char *json,
                        const char *part,
                        const char *part2)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcProfile) profile = carc_profile_from_json (test_catalogue (), json, -1, &error);

  g_assert_null (profile);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  if (!strstr (error->message, part) || (part2 && !strstr (error->message, part2)))
    g_error ("“%s” does not say “%s”%s%s", error->message, part, part2 ? " and " : "", part2 ? part2 : "");
}

/* A record whose setup is @setup_json (inside "setup") is refused with a
 * message containing @part. */
static void
expect_record_refused (const char *setup_members,
                       const char *part)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *json = g_strdup_printf (
    "{\"format\": \"carcassonne-companion/game\", \"version\": 1, \"setup\": "
    "{\"players\": [{\"name\": \"Alice\"}, {\"name\": \"Bob\"}], \"sets\": [\"base\"], "
    "\"figures\": {\"follower\": 7}, \"rules\": {\"farmers\": true}%s}, \"events\": []}", setup_members);
  CarcGame *game = carc_record_from_json (test_catalogue (), json, -1, &error);

  g_assert_null (game);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  if (!strstr (error->message, part))
    g_error ("“%s” does not say “%s”", error->message, part);
}

static char *
repeat (char  c,
        guint n)
{
  char *text = g_malloc (n + 1);
  memset (text, c, n);
  text[n] = '\0';
  return text;
}

/* Issue 21: a box for a game the app does not know; names of profiles and
 * custom tiles longer than a player's may be (CARC_MAX_NAME_CHARS); a
 * custom tile whose note is no text. Refused where a profile or a record
 * is read, with the name to find it by. */
static void
test_refused_box (void)
{
  g_autofree char *long_name = repeat ('N', CARC_MAX_NAME_CHARS + 1);
  g_autofree char *longest = repeat ('N', CARC_MAX_NAME_CHARS);
  g_autofree char *json = NULL;

  expect_profile_refused ("{\"format\": \"carcassonne-companion/box\", \"name\": \"Chess set\", \"game\": \"chess\"}",
                          "Chess set", "“chess”");
  expect_profile_refused ("{\"format\": \"carcassonne-companion/box\", \"name\": \"Odd\", \"game\": \"river\"}",
                          "Odd", "“river”");

  /* the longest name a player may have is the longest a box may have */
  json = g_strdup_printf ("{\"format\": \"carcassonne-companion/box\", \"name\": \"%s\"}", long_name);
  expect_profile_refused (json, "too long", "at most 64 characters");
  g_clear_pointer (&json, g_free);
  json = g_strdup_printf ("{\"format\": \"carcassonne-companion/box\", \"name\": \"%s\"}", longest);
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(CarcProfile) profile = carc_profile_from_json (test_catalogue (), json, -1, &error);
    g_assert_no_error (error);
    g_assert_nonnull (profile);
  }
  g_clear_pointer (&json, g_free);

  /* a custom tile's name in the editor's form, and in a profile */
  {
    g_autoptr(GError) error = NULL;
    g_autofree char *form = g_strdup_printf ("{\"id\": \"%s\", \"name\": \"%s\", \"count\": 1,"
                                             " \"edges\": [\"field\", \"field\", \"city\", \"field\"]}",
                                             "long-one", long_name);
    g_autoptr(JsonObject) obj = object_of (form);
    g_autoptr(JsonObject) data = carc_custom_tile_to_data (test_catalogue (), obj, &error);

    g_assert_null (data);
    g_test_message ("%s", error->message);
    g_assert_nonnull (strstr (error->message, "too long"));
    g_clear_error (&error);
    json = g_strdup_printf ("{\"format\": \"carcassonne-companion/box\", \"name\": \"Ours\", \"custom_tiles\": [%s]}", form);
    expect_profile_refused (json, "too long", "Ours");
    g_clear_pointer (&json, g_free);
  }

  /* a record's: the box profile's name, a custom tile's id and note */
  json = g_strdup_printf (", \"profile\": \"%s\"", long_name);
  expect_record_refused (json, "too long");
  g_clear_pointer (&json, g_free);
  json = g_strdup_printf (", \"custom_tiles\": [{\"id\": \"%s\", \"count\": 1, \"edges\": \"FFCF\", \"features\": ["
                          "{\"kind\": \"city\", \"at\": \"S\"}, {\"kind\": \"field\", \"at\": \"NL NR EL ER WL WR\", \"cities\": \"S\"}]}]",
                          long_name);
  expect_record_refused (json, "too long");
  g_clear_pointer (&json, g_free);
  json = g_strdup_printf (", \"custom_tiles\": [{\"id\": \"ours\", \"note\": \"%s\", \"count\": 1, \"edges\": \"FFCF\", \"features\": ["
                          "{\"kind\": \"city\", \"at\": \"S\"}, {\"kind\": \"field\", \"at\": \"NL NR EL ER WL WR\", \"cities\": \"S\"}]}]",
                          long_name);
  expect_record_refused (json, "too long");
  expect_record_refused (", \"custom_tiles\": [{\"id\": \"ours\", \"note\": 5, \"count\": 1, \"edges\": \"FFCF\", \"features\": ["
                         "{\"kind\": \"city\", \"at\": \"S\"}, {\"kind\": \"field\", \"at\": \"NL NR EL ER WL WR\", \"cities\": \"S\"}]}]",
                         "“note” must be a string");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  carc_registry_init ();
  g_test_add_func ("/profile/custom-like-catalogue", test_custom_like_catalogue);
  g_test_add_func ("/profile/custom-impossible", test_custom_impossible);
  g_test_add_func ("/profile/custom-walls-of-catalogue", test_custom_walls_of_catalogue);
  g_test_add_func ("/profile/custom-closes-city", test_custom_closes_city);
  g_test_add_func ("/profile/custom-tower-guard", test_custom_tower_guard);
  g_test_add_func ("/profile/custom-thief-value", test_custom_thief_value);
  g_test_add_func ("/profile/custom-wheel-symbol", test_custom_wheel_symbol);
  g_test_add_func ("/profile/towers-box-members", test_towers_box_members);
  g_test_add_func ("/profile/wheel-symbol-override", test_wheel_symbol_override);
  g_test_add_func ("/profile/counts-in-supply", test_counts_in_supply);
  g_test_add_func ("/profile/counts-of-played-sets", test_counts_of_played_sets);
  g_test_add_func ("/profile/member-overrides", test_member_overrides);
  g_test_add_func ("/profile/box-members", test_box_members_registered);
  g_test_add_func ("/profile/confidence", test_confidence);
  g_test_add_func ("/profile/json", test_profile_json);
  g_test_add_func ("/profile/record-carries-box", test_record_carries_box);
  g_test_add_func ("/profile/add-mid-game", test_add_mid_game);
  g_test_add_func ("/profile/wheel-box/crowns", test_wheel_box_crowns);
  g_test_add_func ("/profile/wheel-box/symbols", test_wheel_box_symbols);
  g_test_add_func ("/profile/wheel-box/round-trip", test_wheel_box_round_trip);
  g_test_add_func ("/profile/wheel-box/refused", test_wheel_box_refused);
  g_test_add_func ("/profile/wheel-box/confidence", test_wheel_box_confidence);
  g_test_add_func ("/profile/refused-box", test_refused_box);
  return g_test_run ();
}
