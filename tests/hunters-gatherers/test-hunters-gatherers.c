/* test-hunters-gatherers.c: Hunters & Gatherers: its tiles and its rules
 * (R-HG-1 … R-HG-7, seed 001)
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-test-util.h"
#include "carc-hunters-gatherers.h"
#include "carc-profile.h"
#include "carc-registry.h"
#include "carc-random.h"
#include "carc-setup.h"

#include <string.h>

/* ---- the catalogue against the public tile list -------------------------- */

/* One CSV line, split on commas outside quotes. */
static GPtrArray *
split_csv_line (const char *line)
{
  GPtrArray *fields = g_ptr_array_new_with_free_func (g_free);
  GString *field = g_string_new (NULL);
  gboolean quoted = FALSE;

  for (const char *p = line; *p; p++)
    {
      if (*p == '"')
        quoted = !quoted;
      else if (*p == ',' && !quoted)
        {
          g_ptr_array_add (fields, g_string_free (field, FALSE));
          field = g_string_new (NULL);
        }
      else if (*p != '\r')
        g_string_append_c (field, *p);
    }
  g_ptr_array_add (fields, g_string_free (field, FALSE));
  return fields;
}

static const CarcTileType *
hg_tile (const char *id)
{
  int index = carc_catalogue_lookup (test_catalogue (), id);
  g_assert_cmpint (index, >=, 0);
  return carc_catalogue_get_type (test_catalogue (), (guint) index);
}

/* A CSV zone's place ("N1,E,S2" or "inner") as our locations. */
static guint16
zone_locations (const char *at)
{
  g_auto(GStrv) parts = g_strsplit (at, ",", -1);
  guint16 loc = 0;

  for (guint i = 0; parts[i]; i++)
    {
      const char *p = g_strstrip (parts[i]);
      const char *edges = "NESW";
      const char *e;

      if (strcmp (p, "inner") == 0)
        continue;
      e = strchr (edges, p[0]);
      g_assert_nonnull (e);
      if (p[1] == '\0')
        loc |= CARC_LOC_EDGE (e - edges);
      else
        loc |= CARC_LOC_HALF (2 * (e - edges) + (p[1] == '2'));
    }
  return loc;
}

/* Checks every zone of a tile: kind, place, fish, lake, animals, forest
 * kind; returns how many zones there were. */
static guint
check_zones (const CarcTileType *type,
             const char         *zones)
{
  g_auto(GStrv) list = g_strsplit (zones, ";", -1);
  guint n = 0;

  for (guint i = 0; list[i]; i++)
    {
      g_autoptr(GMatchInfo) match = NULL;
      g_autoptr(GRegex) re = g_regex_new ("^\\s*(\\d+):(\\w+)(.*)@(.*?)\\s*$", 0, 0, NULL);
      g_autofree char *zone_text = NULL, *kind = NULL, *extra = NULL, *at = NULL;
      const CarcFeatureDef *f;
      guint zone, feature;
      guint16 want;

      g_assert_true (g_regex_match (re, list[i], 0, &match));
      zone_text = g_match_info_fetch (match, 1);
      kind = g_match_info_fetch (match, 2);
      extra = g_match_info_fetch (match, 3);
      at = g_match_info_fetch (match, 4);
      zone = (guint) atoi (zone_text);
      feature = carc_hg_feature_of_zone (type, zone);
      g_assert_cmpuint (feature, !=, CARC_NO_FEATURE);
      g_assert_cmpuint (carc_hg_zone_of_feature (type, feature), ==, zone);
      f = &type->features[feature];
      g_assert_cmpstr (carc_registry_feature (f->kind)->name, ==, kind);
      n++;

      if (strcmp (kind, "lake") == 0)
        {
          int fish = 0;
          const char *p = strstr (extra, "(");
          if (p)
            fish = atoi (p + 1);
          g_assert_cmphex (f->locations, ==, zone == 8 ? CARC_LOC_INNER : CARC_LOC_INNER2);
          g_assert_cmpuint (f->counters[CARC_HG_COUNTER_FISH], ==, fish);
          continue;
        }

      want = zone_locations (at);
      if (f->kind == CARC_FEATURE_HG_MEADOW)
        {
          /* a meadow on a whole edge lies on both its halves */
          for (guint e = 0; e < 4; e++)
            if (want & CARC_LOC_EDGE (e))
              want = (guint16) ((want & ~CARC_LOC_EDGE (e)) | CARC_LOC_HALF (2 * e) | CARC_LOC_HALF (2 * e + 1));
          g_assert_cmpuint (f->counters[CARC_HG_COUNTER_MAMMOTH], ==, g_strstr_len (extra, -1, "mammoth") ? 1 : 0);
          g_assert_cmpuint (f->counters[CARC_HG_COUNTER_AUROCHS], ==, g_strstr_len (extra, -1, "aurochs") ? 1 : 0);
          g_assert_cmpuint (f->counters[CARC_HG_COUNTER_TIGER], ==, g_strstr_len (extra, -1, "tiger") ? 1 : 0);
          g_assert_cmpuint (f->counters[CARC_HG_COUNTER_DEER], ==,
                            g_strstr_len (extra, -1, "deer+deer") ? 2 : g_strstr_len (extra, -1, "deer") ? 1 : 0);
        }
      else if (f->kind == CARC_FEATURE_HG_RIVER)
        {
          const char *fish = strstr (extra, "(");
          const char *lake = strstr (extra, "->lake");
          g_assert_cmpuint (f->counters[CARC_HG_COUNTER_FISH], ==, fish ? (guint) atoi (fish + 1) : 0);
          g_assert_cmpuint (f->counters[CARC_HG_COUNTER_LAKE], ==, lake ? (guint) atoi (lake + 6) : 0);
        }
      else if (f->kind == CARC_FEATURE_HG_FOREST)
        {
          g_assert_cmpuint (f->counters[CARC_HG_COUNTER_MENHIR], ==, strstr (extra, "(menhir)") ? 1 : 0);
          g_assert_cmpuint (f->counters[CARC_HG_COUNTER_MUSHROOMS], ==, strstr (extra, "(mushrooms)") ? 1 : 0);
        }
      g_assert_cmphex (f->locations, ==, want);
    }
  g_assert_cmpuint (n, ==, type->n_features);
  return n;
}

typedef struct {
  guint tiles, mammoth, aurochs, deer, tiger, lakes, fish, menhir_forests, mushrooms;
} Group;

static void
add_tile (Group              *g,
          const CarcTileType *type)
{
  gboolean menhir = FALSE;

  g->tiles++;
  for (guint f = 0; f < type->n_features; f++)
    {
      const CarcFeatureDef *d = &type->features[f];
      if (d->kind == CARC_FEATURE_HG_MEADOW)
        {
          g->mammoth += d->counters[CARC_HG_COUNTER_MAMMOTH];
          g->aurochs += d->counters[CARC_HG_COUNTER_AUROCHS];
          g->deer += d->counters[CARC_HG_COUNTER_DEER];
          g->tiger += d->counters[CARC_HG_COUNTER_TIGER];
        }
      else if (d->kind == CARC_FEATURE_HG_LAKE)
        {
          g->lakes++;
          g->fish += d->counters[CARC_HG_COUNTER_FISH];
        }
      else if (d->kind == CARC_FEATURE_HG_RIVER)
        g->fish += d->counters[CARC_HG_COUNTER_FISH];
      else if (d->kind == CARC_FEATURE_HG_FOREST)
        {
          menhir |= d->counters[CARC_HG_COUNTER_MENHIR] > 0;
          g->mushrooms += d->counters[CARC_HG_COUNTER_MUSHROOMS];
        }
    }
  g->menhir_forests += menhir;
}

/* R-HG-1: 95 tiles (1 start, 78 regular, 16 menhir), each as the public
 * tile list has it (edges, zones, animals, fish, menhirs, mushrooms,
 * powers), and the totals of tiles-notes.md §4b per group. */
static void
test_catalogue_matches_csv (void)
{
  const char *shared = test_shared_dir ();
  g_autofree char *path = NULL, *text = NULL;
  g_auto(GStrv) lines = NULL;
  CarcCatalogue *cat = test_catalogue ();
  int set_index = carc_catalogue_lookup_set (cat, CARC_HG_SET_ID);
  const CarcTileSet *set;
  Group regular = { 0 }, menhir = { 0 }, start = { 0 };
  guint rows = 0;
  static const char * const power_names[] = {
    "wild_fire", "wild-fire", "shaman", "shaman", "raft", "raft", "pit_trap", "big-trap",
    "logboat", "canoe", "hunting_trap", "small-trap",
  };

  g_assert_cmpint (set_index, >=, 0);
  set = carc_catalogue_get_set (cat, (guint) set_index);
  g_assert_cmpuint (set->tiles->len, ==, 95);
  g_assert_cmpuint (carc_tile_set_count_tiles (cat, set), ==, 95);
  g_assert_cmpstr (carc_catalogue_get_type (cat, (guint) set->start_tile)->id, ==, "56");

  for (guint i = 0; i < set->tiles->len; i++)
    {
      const CarcTileType *type = carc_catalogue_get_type (cat, g_array_index (set->tiles, guint, i));
      if ((int) g_array_index (set->tiles, guint, i) == set->start_tile)
        add_tile (&start, type);
      else if (carc_hg_is_menhir_tile (type))
        add_tile (&menhir, type);
      else
        add_tile (&regular, type);
    }
  /* tiles-notes.md §4a/§4b: mammoth 4/4/0, aurochs 9/3/1, deer 30/3/0,
   * tiger 11/2/0; lakes 19/9/1; fish 33/16/1; menhir forests on 29 regular
   * tiles, 1 menhir tile and the start tile; 2 mushroom forests */
  g_assert_cmpuint (regular.tiles, ==, 78);
  g_assert_cmpuint (menhir.tiles, ==, 16);
  g_assert_cmpuint (start.tiles, ==, 1);
  g_assert_cmpuint (regular.mammoth, ==, 4);
  g_assert_cmpuint (menhir.mammoth, ==, 4);
  g_assert_cmpuint (start.mammoth, ==, 0);
  g_assert_cmpuint (regular.aurochs, ==, 9);
  g_assert_cmpuint (menhir.aurochs, ==, 3);
  g_assert_cmpuint (start.aurochs, ==, 1);
  g_assert_cmpuint (regular.deer, ==, 30);
  g_assert_cmpuint (menhir.deer, ==, 3);
  g_assert_cmpuint (start.deer, ==, 0);
  g_assert_cmpuint (regular.tiger, ==, 11);
  g_assert_cmpuint (menhir.tiger, ==, 2);
  g_assert_cmpuint (regular.lakes, ==, 19);
  g_assert_cmpuint (menhir.lakes, ==, 9);
  g_assert_cmpuint (start.lakes, ==, 1);
  g_assert_cmpuint (regular.fish, ==, 33);
  g_assert_cmpuint (menhir.fish, ==, 16);
  g_assert_cmpuint (start.fish, ==, 1);
  g_assert_cmpuint (regular.menhir_forests, ==, 29);
  g_assert_cmpuint (menhir.menhir_forests, ==, 1);
  g_assert_cmpuint (start.menhir_forests, ==, 1);
  g_assert_cmpuint (regular.mushrooms + start.mushrooms, ==, 0);
  g_assert_cmpuint (menhir.mushrooms, ==, 2);

  if (shared == NULL)
    {
      g_test_skip ("../shared is absent: the tile list cannot be compared");
      return;
    }
  path = g_build_filename (shared, "reference", "data", "hunters_gatherers_2020_tiles_chacun.csv", NULL);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  for (guint l = 1; lines[l]; l++)
    {
      g_autoptr(GPtrArray) c = NULL;
      const CarcTileType *type;
      char edges[5], want[5];
      guint lakes = 0, fish = 0, animals[4] = { 0 }, menhirs = 0, mushrooms = 0;
      const char *power = NULL;

      if (lines[l][0] == '\0')
        continue;
      c = split_csv_line (lines[l]);
      g_assert_cmpuint (c->len, ==, 16);
      type = hg_tile (c->pdata[0]);
      rows++;
      g_assert_cmpint (carc_hg_is_menhir_tile (type), ==, strcmp (c->pdata[1], "menhir") == 0);
      for (guint e = 0; e < 4; e++)
        want[e] = g_ascii_toupper (((const char *) c->pdata[2 + e])[0]);
      want[4] = '\0';
      carc_tile_type_edge_letters (type, 0, edges);
      g_assert_cmpstr (edges, ==, want);
      for (guint f = 0; f < type->n_features; f++)
        {
          const CarcFeatureDef *d = &type->features[f];
          if (d->kind == CARC_FEATURE_HG_LAKE)
            lakes++;
          if (d->kind == CARC_FEATURE_HG_LAKE || d->kind == CARC_FEATURE_HG_RIVER)
            fish += d->counters[CARC_HG_COUNTER_FISH];
          if (d->kind == CARC_FEATURE_HG_MEADOW)
            for (guint a = 0; a < 4; a++)
              animals[a] += d->counters[a];
          if (d->kind == CARC_FEATURE_HG_FOREST)
            {
              menhirs += d->counters[CARC_HG_COUNTER_MENHIR];
              mushrooms += d->counters[CARC_HG_COUNTER_MUSHROOMS];
            }
        }
      g_assert_cmpuint (lakes, ==, (guint) atoi (c->pdata[6]));
      g_assert_cmpuint (fish, ==, (guint) atoi (c->pdata[7]));
      g_assert_cmpuint (animals[CARC_HG_COUNTER_MAMMOTH], ==, (guint) atoi (c->pdata[8]));
      g_assert_cmpuint (animals[CARC_HG_COUNTER_AUROCHS], ==, (guint) atoi (c->pdata[9]));
      g_assert_cmpuint (animals[CARC_HG_COUNTER_DEER], ==, (guint) atoi (c->pdata[10]));
      g_assert_cmpuint (animals[CARC_HG_COUNTER_TIGER], ==, (guint) atoi (c->pdata[11]));
      g_assert_cmpuint (menhirs > 0, ==, (guint) atoi (c->pdata[12]));
      g_assert_cmpuint (mushrooms > 0, ==, (guint) atoi (c->pdata[13]));
      for (guint p = 0; p < G_N_ELEMENTS (power_names); p += 2)
        if (strcmp (c->pdata[14], power_names[p]) == 0)
          power = power_names[p + 1];
      if (((const char *) c->pdata[14])[0] != '\0')
        g_assert_nonnull (power);
      g_assert_cmpstr (carc_hg_power_name (carc_hg_tile_power (type)), ==, power);
      /* a power concerns the tile's only meadow or lake (tile-catalogue.md) */
      if (power && strcmp (power, "shaman") != 0)
        {
          guint f = carc_hg_power_feature (type), same = 0;
          g_assert_cmpuint (f, !=, CARC_NO_FEATURE);
          for (guint k = 0; k < type->n_features; k++)
            same += type->features[k].kind == type->features[f].kind;
          g_assert_cmpuint (same, ==, 1);
        }
      check_zones (type, c->pdata[15]);
    }
  g_assert_cmpuint (rows, ==, 95);
}

/* ---- games ------------------------------------------------------------------ */

static const char * const hg_colours[] = { "red", "blue", "yellow", "green", "purple" };

/* A game of Hunters & Gatherers: players A (red), B (blue), C (yellow) …;
 * @only: when not NULL, the regular tiles (comma-separated ids) the box
 * holds, to end a game early (the menhir tiles all stay). */
static CarcGame *
hg_game_new_with (guint       n_players,
                  const char *only,
                  guint       rules_on)
{
  g_autoptr(GError) error = NULL;
  CarcCatalogue *cat = test_catalogue ();
  CarcSetup *setup = carc_setup_new ();

  carc_setup_add_set (setup, cat, CARC_HG_SET_ID, &error);
  g_assert_no_error (error);
  for (guint p = 0; p < n_players; p++)
    {
      char name[2] = { (char) ('A' + p), 0 };
      carc_setup_add_player (setup, name, hg_colours[p]);
    }
  if (only)
    {
      g_auto(GStrv) keep = g_strsplit (only, ",", -1);
      const CarcTileSet *set = carc_catalogue_get_set (cat, (guint) carc_catalogue_lookup_set (cat, CARC_HG_SET_ID));
      for (guint i = 0; i < set->tiles->len; i++)
        {
          const CarcTileType *type = carc_catalogue_get_type (cat, g_array_index (set->tiles, guint, i));
          if (!carc_hg_is_menhir_tile (type) && (int) g_array_index (set->tiles, guint, i) != set->start_tile
              && !g_strv_contains ((const char * const *) keep, type->id))
            g_hash_table_insert (setup->inventory, g_strdup (type->id), GUINT_TO_POINTER (0));
        }
    }
  setup->rules |= rules_on;
  return test_game_from_setup (setup);
}

/* A game of the first @n_players of A, B, …, whose regular stack holds
 * only the tile ids @only (comma-separated; NULL: the whole box). */
static CarcGame *
hg_game_new (guint       n_players,
             const char *only)
{
  return hg_game_new_with (n_players, only, 0);
}

/* A game whose box has no menhir tile left. */
static CarcGame *
hg_game_without_menhir_tiles (void)
{
  g_autoptr(GError) error = NULL;
  CarcCatalogue *cat = test_catalogue ();
  CarcSetup *setup = carc_setup_new ();
  const CarcTileSet *set;

  carc_setup_add_set (setup, cat, CARC_HG_SET_ID, &error);
  g_assert_no_error (error);
  carc_setup_add_player (setup, "A", "red");
  carc_setup_add_player (setup, "B", "blue");
  set = carc_catalogue_get_set (cat, (guint) carc_catalogue_lookup_set (cat, CARC_HG_SET_ID));
  for (guint i = 0; i < set->tiles->len; i++)
    {
      const CarcTileType *type = carc_catalogue_get_type (cat, g_array_index (set->tiles, guint, i));
      if (carc_hg_is_menhir_tile (type))
        g_hash_table_insert (setup->inventory, g_strdup (type->id), GUINT_TO_POINTER (0));
    }
  return test_game_from_setup (setup);
}

static CarcGame *
hg_game_play (guint       n_players,
              const char *only,
              const char *script)
{
  CarcGame *game = hg_game_new (n_players, only);
  test_play (game, script);
  return game;
}

/* The state a replay of the log gives must be the state the game holds:
 * undo, corrections and records rely on it. */
static void
assert_replay_equal (CarcGame *game)
{
  g_autoptr(GError) error = NULL;
  const CarcState *a = carc_game_get_state (game);
  CarcState *b = carc_game_replay_prefix (game, carc_game_get_n_events (game), &error);

  g_assert_no_error (error);
  g_assert_cmpint (carc_state_get_phase (a), ==, carc_state_get_phase (b));
  g_assert_cmpuint (carc_state_get_player (a), ==, carc_state_get_player (b));
  g_assert_cmpuint (carc_state_get_n_scorings (a), ==, carc_state_get_n_scorings (b));
  for (guint p = 0; p < carc_state_get_n_players (a); p++)
    g_assert_cmpint (carc_state_get_players (a)[p].score, ==, carc_state_get_players (b)[p].score);
  for (guint i = 0; i < carc_state_get_n_figures (a); i++)
    g_assert_cmpuint (carc_state_get_figures (a)[i].node, ==, carc_state_get_figures (b)[i].node);
  g_assert_cmpint (carc_hg_bonus_turn (a), ==, carc_hg_bonus_turn (b));
  carc_state_free (b);
}

/* R-HG-1: the game's own setup: 5 figures and 3 huts each, 2-5 players in
 * the box's colours, no mixing with Carcassonne. */
static void
test_setup (void)
{
  g_autoptr(GError) error = NULL;
  CarcCatalogue *cat = test_catalogue ();
  g_autoptr(CarcSetup) setup = carc_setup_new ();
  CarcGame *game;
  const CarcState *state;
  guint regular, menhir;

  carc_setup_add_set (setup, cat, CARC_HG_SET_ID, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (setup->figures[CARC_FIGURE_FOLLOWER], ==, 5);
  g_assert_cmpuint (setup->figures[CARC_FIGURE_HUT], ==, 3);
  carc_setup_add_player (setup, "A", "yellow");
  g_assert_false (carc_setup_validate (setup, cat, &error));   /* one player */
  g_assert_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP);
  g_clear_error (&error);
  carc_setup_add_player (setup, "B", "black");
  g_assert_false (carc_setup_validate (setup, cat, &error));   /* not a colour of the box */
  g_assert_nonnull (strstr (error->message, "black"));
  g_clear_error (&error);
  g_free (setup->players[1].colour);
  setup->players[1].colour = g_strdup ("purple");
  g_assert_true (carc_setup_validate (setup, cat, &error));
  g_assert_no_error (error);
  setup->rules |= CARC_RULE_FARMERS;                         /* Carcassonne's rule */
  g_assert_false (carc_setup_validate (setup, cat, &error));
  g_assert_nonnull (strstr (error->message, "farmers"));
  g_clear_error (&error);
  setup->rules &= ~(guint) CARC_RULE_FARMERS;
  carc_setup_add_set (setup, cat, "base", &error);
  g_assert_no_error (error);
  g_assert_false (carc_setup_validate (setup, cat, &error));   /* no mixing */
  g_assert_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP);
  g_clear_error (&error);

  game = hg_game_new (2, NULL);
  state = carc_game_get_state (game);
  g_assert_true (carc_hg_is_game (state));
  carc_hg_stacks_left (state, &regular, &menhir);
  g_assert_cmpuint (regular, ==, 78);
  g_assert_cmpuint (menhir, ==, 16);
  g_assert_cmpuint (carc_state_figures_in_supply (state, 0, CARC_FIGURE_FOLLOWER), ==, 5);
  g_assert_cmpuint (carc_state_figures_in_supply (state, 1, CARC_FIGURE_HUT), ==, 3);
  /* R-HG-4: menhir tiles only in a bonus turn */
  test_expect_error (game, "90 0,-1 180", CARC_ERROR_ILLEGAL_PLACEMENT, "menhir");
  carc_game_free (game);
}

/* R-HG-2, seed 001 "rivers 5": a fisher's river closed by the next player:
 * 3 tiles + 1 fish in each end lake. */
static void
test_river_5 (void)
{
  g_autoptr(CarcGame) game = hg_game_play (2, NULL,
    "46 -1,0 0; follower E W;"   /* A (red): a fisher */
    "2 -2,0 0; -");              /* B (blue) closes it with a lake */

  test_assert_points (game, 0, CARC_SCORE_HG_RIVER, 5);
  test_assert_points (game, 1, CARC_SCORE_HG_RIVER, 0);
  g_assert_cmpuint (carc_state_figures_in_supply (carc_game_get_state (game), 0, CARC_FIGURE_FOLLOWER), ==, 5);
  assert_replay_equal (game);
}

/* R-HG-2, seed 001 "rivers 9 + 9": two fishers on two rivers that a tile
 * joins; the river closes: 5 tiles + 4 fish, both score in full (ties). A
 * second fisher on an occupied river is refused. */
static void
test_river_9_9 (void)
{
  g_autoptr(CarcGame) game = hg_game_play (2, NULL,
    "46 -1,0 0; follower E W;"   /* A (blue here): fisher */
    "2 -1,1 180; follower W;"   /* B: a fisher on a river of its own */
    "15 -2,0 0;");
  /* the river already holds A's fisher (R-HG-2) */
  test_expect_error (game, "follower E S", CARC_ERROR_ILLEGAL_FIGURE, "fisher");
  test_play (game, "-;"
                   "20 -2,1 0; -");           /* B joins and closes them */
  test_assert_points (game, 0, CARC_SCORE_HG_RIVER, 9);
  test_assert_points (game, 1, CARC_SCORE_HG_RIVER, 9);
  assert_replay_equal (game);
}

/* R-HG-4, seed 001 "the forest 8 then the menhir turn": A closes a 4-tile
 * forest with a menhir: 8 points, then A places a menhir tile (a regular
 * tile is refused); the turn then passes. */
static void
test_forest_8_menhir (void)
{
  g_autoptr(CarcGame) game = hg_game_play (2, NULL,
    "30 1,0 0; follower S W;"
    "42 0,1 0; -;"
    "31 1,1 0; -");
  const CarcState *state = carc_game_get_state (game);

  test_assert_points (game, 0, CARC_SCORE_HG_FOREST, 8);
  g_assert_cmpint (carc_state_get_phase (state), ==, CARC_PHASE_TILE);
  g_assert_cmpuint (carc_state_get_player (state), ==, 0);
  g_assert_true (carc_hg_bonus_turn (state));
  test_expect_error (game, "62 0,-1 0", CARC_ERROR_ILLEGAL_PLACEMENT, "menhir bonus turn");
  assert_replay_equal (game);
  test_play (game, "90 0,-1 180; -");
  state = carc_game_get_state (game);
  g_assert_cmpuint (carc_state_get_player (state), ==, 1);
  g_assert_false (carc_hg_bonus_turn (state));
  {
    guint regular, menhir;
    carc_hg_stacks_left (state, &regular, &menhir);
    g_assert_cmpuint (regular, ==, 75);
    g_assert_cmpuint (menhir, ==, 15);
  }
  assert_replay_equal (game);
}

/* R-HG-4, R-HG-6, seed 001 "the majority forest 10 for red only": three
 * forests joined by one tile: A has 2 gatherers, B 1; 5 tiles: A scores
 * 10, B nothing, both take their figures back, and A has a bonus turn. */
static void
test_forest_10_majority (void)
{
  g_autoptr(CarcGame) game = hg_game_play (2, NULL,
    "62 0,-1 0; -;"
    "37 0,1 0; follower N;"
    "36 1,-1 0; follower S;"
    "61 2,-1 0; -;"
    "34 2,0 0; follower W;"
    "35 0,-2 0; -;"
    "63 1,0 0; -");
  const CarcState *state = carc_game_get_state (game);

  test_assert_points (game, 0, CARC_SCORE_HG_FOREST, 10);
  test_assert_nothing (game, 1);
  g_assert_cmpuint (carc_state_figures_in_supply (state, 0, CARC_FIGURE_FOLLOWER), ==, 5);
  g_assert_cmpuint (carc_state_figures_in_supply (state, 1, CARC_FIGURE_FOLLOWER), ==, 5);
  g_assert_true (carc_hg_bonus_turn (state));
  g_assert_cmpuint (carc_state_get_player (state), ==, 0);
}

/* R-HG-4: one bonus turn per turn: a menhir tile that closes another
 * forest with a menhir gives none (seed 001's continuation). */
static void
test_one_bonus_per_turn (void)
{
  g_autoptr(CarcGame) game = hg_game_play (2, NULL,
    "30 1,0 0; -;"
    "39 0,-1 0; -;"              /* B: a forest with a menhir, open at E and W */
    "42 0,1 0; -;"
    "34 -1,-1 180; -;"           /* B closes its west end */
    "31 1,1 0; -;"               /* A closes the start's forest: bonus */
    "82 1,-1 0; -");             /* the menhir tile closes the other one */
  const CarcState *state = carc_game_get_state (game);

  /* no second bonus: the turn passed */
  g_assert_cmpuint (carc_state_get_player (state), ==, 1);
  g_assert_false (carc_hg_bonus_turn (state));
}

/* R-HG-6 decision: the last regular tile ends the game at once: a forest
 * with a menhir it closes scores, but no bonus turn follows; unclosed
 * rivers and forests score nothing. */
static void
test_end_after_last_regular (void)
{
  g_autoptr(CarcGame) game = hg_game_play (2, "30,42,31",
    "30 1,0 0; follower S W;"
    "42 0,1 0; follower SL SR;"  /* B: a hunter on the meadow below */
    "31 1,1 0; -");
  const CarcState *state = carc_game_get_state (game);
  guint regular, menhir;

  test_assert_points (game, 0, CARC_SCORE_HG_FOREST, 8);
  carc_hg_stacks_left (state, &regular, &menhir);
  g_assert_cmpuint (regular, ==, 0);
  g_assert_cmpuint (menhir, ==, 16);
  g_assert_cmpint (carc_state_get_phase (state), ==, CARC_PHASE_OVER);
  g_assert_false (carc_hg_bonus_turn (state));
  assert_replay_equal (game);
}

/* The rule switch menhir-bonus-after-last-tile (docs/rule-decisions.md):
 * the forest with a menhir that the last regular tile closes earns its
 * bonus turn, played with a menhir tile (which may take a figure); the
 * game ends after it, with no second bonus turn. */
static void
test_menhir_bonus_after_last_tile (void)
{
  g_autoptr(CarcGame) game = hg_game_new_with (2, "30,42,31", CARC_RULE_HG_MENHIR_BONUS_LAST);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr(CarcGame) back = NULL;
  const CarcState *state;
  guint regular, menhir;

  g_assert_true (carc_game_get_setup (game)->rules & CARC_RULE_HG_MENHIR_BONUS_LAST);
  test_play (game, "30 1,0 0; follower S W;"
                   "42 0,1 0; follower SL SR;"
                   "31 1,1 0; -");
  state = carc_game_get_state (game);
  test_assert_points (game, 0, CARC_SCORE_HG_FOREST, 8);
  carc_hg_stacks_left (state, &regular, &menhir);
  g_assert_cmpuint (regular, ==, 0);
  /* A's bonus turn, not the end */
  g_assert_cmpint (carc_state_get_phase (state), ==, CARC_PHASE_TILE);
  g_assert_true (carc_hg_bonus_turn (state));
  g_assert_cmpuint (carc_state_get_player (state), ==, 0);
  test_expect_error (game, "31 2,1 0", CARC_ERROR_OUT_OF_SUPPLY, NULL);
  test_play (game, "90 0,-1 180");
  g_assert_cmpint (carc_state_get_phase (carc_game_get_state (game)), ==, CARC_PHASE_FIGURE);
  test_play (game, "-");
  state = carc_game_get_state (game);
  g_assert_cmpint (carc_state_get_phase (state), ==, CARC_PHASE_OVER);
  carc_hg_stacks_left (state, &regular, &menhir);
  g_assert_cmpuint (menhir, ==, 15);
  assert_replay_equal (game);

  /* the record carries the switch and replays the bonus turn */
  text = carc_record_to_json (game);
  g_assert_nonnull (strstr (text, "\"menhir-bonus-after-last-tile\" : true"));
  back = carc_record_from_json (test_catalogue (), text, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (carc_state_get_phase (carc_game_get_state (back)), ==, CARC_PHASE_OVER);
  g_assert_cmpuint (carc_game_get_n_events (back), ==, carc_game_get_n_events (game));
  {
    g_autofree char *again = carc_record_to_json (back);
    g_assert_cmpstr (again, ==, text);
  }
  /* without the switch the same moves end the game before the menhir tile */
  {
    g_autoptr(CarcGame) plain = hg_game_new (2, "30,42,31");
    test_play (plain, "30 1,0 0; follower S W; 42 0,1 0; follower SL SR; 31 1,1 0; -");
    g_assert_cmpint (carc_state_get_phase (carc_game_get_state (plain)), ==, CARC_PHASE_OVER);
    test_expect_error (plain, "90 0,-1 180", CARC_ERROR_WRONG_PHASE, NULL);
  }
  /* the switch is Hunters & Gatherers' own */
  {
    CarcSetup *setup = test_setup_new ("base", 2);
    g_autoptr(GError) refused = NULL;
    CarcGame *none;

    setup->rules |= CARC_RULE_HG_MENHIR_BONUS_LAST;
    none = carc_game_new (test_catalogue (), setup, &refused);
    g_assert_null (none);
    g_assert_error (refused, CARC_ERROR, CARC_ERROR_INVALID_SETUP);
    g_test_message ("%s", refused->message);
  }
}

/* R-HG-5, seed 001 "meadow 1": one aurochs: 2 for the hunter. */
static void
test_meadow_2 (void)
{
  g_autoptr(CarcGame) game = hg_game_play (2, "33",
    "33 0,-1 0; follower SL");   /* joins the start tile's meadow */

  g_assert_cmpint (carc_state_get_phase (carc_game_get_state (game)), ==, CARC_PHASE_OVER);
  test_assert_points (game, 0, CARC_SCORE_HG_MEADOW, 2);
  test_assert_nothing (game, 1);
}

/* R-HG-5, R-HG-6, seed 001 "meadow 2": a deer, a mammoth and a tiger; two
 * hunters of two players tie: 3 each (the tiger ate the deer). */
static void
test_meadow_3_3 (void)
{
  g_autoptr(CarcGame) game = hg_game_play (2, "35,37,31",
    "35 1,0 180; follower NL;"   /* A: mammoth */
    "37 0,1 0; follower EL;"     /* B: deer, a meadow of its own; closes the
                                  * start's forest: a bonus turn */
    "87 -1,0 180; -;"
    "31 1,1 180; -");            /* A joins them with a tiger */

  test_assert_points (game, 0, CARC_SCORE_HG_MEADOW, 3);
  test_assert_points (game, 1, CARC_SCORE_HG_MEADOW, 3);
}

/* R-HG-5, seed 001 "meadow 3": a deer and two tigers: 0, never below. */
static void
test_meadow_0 (void)
{
  g_autoptr(CarcGame) game = hg_game_play (2, "37,31,32",
    "37 0,1 0; follower EL;"
    "31 1,1 180; -;"
    "32 0,2 180; -");

  g_assert_cmpint (carc_state_get_phase (carc_game_get_state (game)), ==, CARC_PHASE_OVER);
  test_assert_nothing (game, 0);
  test_assert_nothing (game, 1);
}

/* R-HG-5, R-HG-6, seed 001 "meadow 4": 2 mammoths, 2 aurochs, 2 deer, a
 * tiger: A's two hunters against none score all 11. */
static void
test_meadow_11 (void)
{
  g_autoptr(CarcGame) game = hg_game_play (2, "61,62,36,35,37,31",
    "61 0,-1 0; follower NL;"    /* A: with the start's aurochs */
    "62 -1,-1 0; -;"
    "36 1,0 90; follower NL;"    /* A: a meadow of its own, an aurochs */
    "35 0,-2 0; -;"
    "37 -1,-2 0; -;"
    "31 1,-1 90; -");            /* B joins them, with a tiger */
  guint animals[4];
  const CarcState *state = carc_game_get_state (game);
  const CarcPlacedTile *t = &carc_state_get_tiles (state)[1];

  carc_hg_meadow_animals (state, t->node0, animals);
  g_assert_cmpuint (animals[CARC_HG_COUNTER_MAMMOTH], ==, 2);
  g_assert_cmpuint (animals[CARC_HG_COUNTER_AUROCHS], ==, 2);
  g_assert_cmpuint (animals[CARC_HG_COUNTER_DEER], ==, 2);
  g_assert_cmpuint (animals[CARC_HG_COUNTER_TIGER], ==, 1);
  test_assert_points (game, 0, CARC_SCORE_HG_MEADOW, 11);
  g_assert_cmpuint (test_n_scorings (game, 0, CARC_SCORE_HG_MEADOW), ==, 1);
  test_assert_nothing (game, 1);
}

/* R-HG-7, seed 001 "the canoe 8 + 5": the canoe (a menhir tile, so a
 * bonus turn) in a water system of 4 lakes: 8; a fisher on its river,
 * closed at once: 3 tiles + 1 fish in each end lake: 5. */
static void
test_canoe_8_5 (void)
{
  g_autoptr(CarcGame) game = hg_game_play (2, NULL,
    "3 -1,0 0; -;"
    "2 -2,0 0; -;"
    "50 -1,-1 0; -;"
    "30 1,0 0; -;"
    "42 0,1 0; -;"
    "61 0,-1 0; -;"
    "31 1,1 0; -;"               /* A closes the start's forest: bonus */
    "93 -1,-2 180; follower S");

  test_assert_points (game, 0, CARC_SCORE_HG_CANOE, 8);
  test_assert_points (game, 0, CARC_SCORE_HG_RIVER, 5);
  assert_replay_equal (game);
}

/* R-HG-7, seed 001 "the small trap 4": the meadow of the trap on its 3×3:
 * a mammoth, 2 deer, a tiger: 4 for the active player; the animals are
 * covered and count no more. */
static void
test_small_trap_4 (void)
{
  g_autoptr(CarcGame) game = hg_game_play (2, NULL,
    "30 1,0 0; -;"
    "62 1,-1 0; -;"
    "31 1,1 0; -;"
    "35 2,1 0; -;"
    "42 0,1 0; -;"               /* A closes the start's forest: bonus */
    "94 2,0 0; -");
  const CarcState *state = carc_game_get_state (game);
  guint animals[4];

  test_assert_points (game, 0, CARC_SCORE_HG_SMALL_TRAP, 4);
  test_assert_points (game, 1, CARC_SCORE_HG_SMALL_TRAP, 0);
  carc_hg_meadow_animals (state, carc_state_get_tiles (state)[carc_state_get_n_tiles (state) - 1].node0 + 1,
                          animals);
  for (guint a = 0; a < 4; a++)
    g_assert_cmpuint (animals[a], ==, 0);
  assert_replay_equal (game);
}

/* R-HG-4: no bonus turn when the menhir stack is empty. */
static void
test_no_menhir_left (void)
{
  g_autoptr(CarcGame) game = hg_game_without_menhir_tiles ();
  const CarcState *state;

  test_play (game, "30 1,0 0; follower S W; 42 0,1 0; -; 31 1,1 0; -");
  state = carc_game_get_state (game);
  test_assert_points (game, 0, CARC_SCORE_HG_FOREST, 8);
  g_assert_cmpuint (carc_state_get_player (state), ==, 1);
  g_assert_false (carc_hg_bonus_turn (state));
}

/* R-HG-7 decision: under the big trap tigers eat the deer outside its 3×3
 * first: the deer inside counts double (24, not 23). */
static void
test_big_trap_tigers_outside_first (void)
{
  g_autoptr(CarcGame) game = hg_game_play (2, "30,31,61,35,36,5,42,62,2",
    "30 1,0 0; -;"
    "31 1,1 0; -;"
    "61 1,-1 0; follower NL;"
    "35 2,1 0; -;"
    "36 2,-1 0; -;"
    "5 3,-1 270; -;"
    "42 0,1 0; -;"
    "92 2,0 0; -;"
    "62 0,-1 0; -;"              /* a deer outside, with the start's aurochs */
    "2 -1,0 0; -");

  test_assert_points (game, 0, CARC_SCORE_HG_MEADOW, 13);
  test_assert_points (game, 0, CARC_SCORE_HG_BIG_TRAP, 11);
}

/* R-HG-7, seed 001 "the big trap 20": A's meadow holds the big trap: 2
 * mammoths, 2 aurochs, a deer and a tiger on its 3×3: the tiger eats the
 * deer, the rest counts double: 10 + 10 from the trap. */
static void
test_big_trap_20 (void)
{
  g_autoptr(CarcGame) game = hg_game_play (2, "30,31,61,35,36,5,42,2",
    "30 1,0 0; -;"
    "31 1,1 0; -;"
    "61 1,-1 0; follower NL;"    /* A's hunter */
    "35 2,1 0; -;"
    "36 2,-1 0; -;"
    "5 3,-1 270; -;"
    "42 0,1 0; -;"               /* A closes the start's forest: bonus */
    "92 2,0 0; -;"
    "2 -1,0 0; -");              /* the last regular tile */

  g_assert_cmpint (carc_state_get_phase (carc_game_get_state (game)), ==, CARC_PHASE_OVER);
  test_assert_points (game, 0, CARC_SCORE_HG_MEADOW, 10);
  test_assert_points (game, 0, CARC_SCORE_HG_BIG_TRAP, 10);
  test_assert_nothing (game, 1);
}

/* R-HG-3: a hut goes on a river or a lake whose water system has none
 * (lakes do not separate); a follower never on a lake; a hut stays when
 * its river scores, and fishers do not mind huts. */
static void
test_huts_legality (void)
{
  g_autoptr(CarcGame) game = hg_game_play (2, NULL,
    "47 -1,0 0; hut E W;"        /* A: a hut on the start's water system */
    "3 -2,0 0;");
  const CarcState *state;

  test_expect_error (game, "hut I", CARC_ERROR_ILLEGAL_FIGURE, "hut (R-HG-3)");
  test_expect_error (game, "hut N", CARC_ERROR_ILLEGAL_FIGURE, "hut (R-HG-3)");
  test_expect_error (game, "follower I", CARC_ERROR_ILLEGAL_FIGURE, "lake");
  test_expect_error (game, "hut SL SR", CARC_ERROR_ILLEGAL_FIGURE, "river or a lake");
  test_play (game, "follower N;"  /* B: a fisher on a river of that system */
                   "30 1,0 0; -;"
                   "2 -2,1 0;");
  /* not joined to the start's system (no river between): B's hut there */
  test_play (game, "hut I");
  state = carc_game_get_state (game);
  g_assert_cmpuint (carc_state_figures_in_supply (state, 0, CARC_FIGURE_HUT), ==, 2);
  g_assert_cmpuint (carc_state_figures_in_supply (state, 1, CARC_FIGURE_HUT), ==, 2);
}

/* R-HG-3: the river under a hut closes and scores for its fisher; the hut
 * stays on the board. */
static void
test_hut_stays (void)
{
  g_autoptr(CarcGame) game = hg_game_play (2, NULL,
    "46 -1,0 0; hut E W;"        /* A: a hut */
    "47 -2,0 0; follower E W;"   /* B: a fisher on the same river */
    "2 -3,0 0; -");              /* A closes it: 4 tiles + 1 + 1 + 1 fish */
  const CarcState *state = carc_game_get_state (game);

  test_assert_points (game, 1, CARC_SCORE_HG_RIVER, 7);
  test_assert_nothing (game, 0);
  g_assert_cmpuint (carc_state_figures_in_supply (state, 0, CARC_FIGURE_HUT), ==, 2);
  g_assert_cmpuint (carc_state_figures_in_supply (state, 1, CARC_FIGURE_FOLLOWER), ==, 5);
}

/* R-HG-3, seed 001 "huts 8": three water systems, each with a hut (A, A,
 * B), joined by one lake tile: 8 fish; A's majority scores them all. */
static void
test_huts_8 (void)
{
  g_autoptr(CarcGame) game = hg_game_play (2, "31,47,42,62,59,36,1,9",
    "31 0,-1 0; -;"
    "47 -1,0 0; hut E W;"        /* B */
    "42 -1,-1 0; -;"
    "62 1,-1 0; -;"
    "59 -2,-1 180; hut S;"       /* A */
    "36 -3,-1 180; -;"
    "1 -3,0 0; hut I;"           /* A */
    "9 -2,0 270; -");            /* B joins the three */
  const CarcState *state = carc_game_get_state (game);
  guint fish, lakes, huts[CARC_MAX_PLAYERS];

  g_assert_cmpint (carc_state_get_phase (state), ==, CARC_PHASE_OVER);
  carc_hg_water_system (state, carc_state_get_tiles (state)[0].node0 + 3, &fish, &lakes, huts);
  g_assert_cmpuint (fish, ==, 8);
  g_assert_cmpuint (lakes, ==, 4);
  g_assert_cmpuint (huts[0], ==, 2);
  g_assert_cmpuint (huts[1], ==, 1);
  test_assert_points (game, 0, CARC_SCORE_HG_HUT, 8);
  test_assert_nothing (game, 1);
}

/* R-HG-3, R-HG-6, seed 001 "huts 10 + 10": one hut each in a system of 10
 * fish: a tie, both score 10. */
static void
test_huts_10_10 (void)
{
  g_autoptr(CarcGame) game = hg_game_play (2, "31,47,42,62,59,36,61,1,13,0",
    "31 0,-1 0; -;"
    "47 -1,0 0; -;"
    "42 -1,-1 0; -;"
    "62 1,-1 0; -;"
    "59 -2,-1 180; hut S;"       /* A */
    "36 -3,-1 180; -;"
    "61 2,-1 0; -;"
    "1 -3,0 0; hut I;"           /* B */
    "13 -2,0 0; -;"
    "0 -2,1 0; -");

  test_assert_points (game, 0, CARC_SCORE_HG_HUT, 10);
  test_assert_points (game, 1, CARC_SCORE_HG_HUT, 10);
}

/* R-HG-7: mushrooms: +3 when their forest scores (and no bonus turn: no
 * menhir there). */
static void
test_mushrooms (void)
{
  g_autoptr(CarcGame) game = hg_game_play (2, NULL,
    "35 0,-1 0; follower E;"     /* A: a gatherer */
    "30 1,0 0; -;"
    "62 0,-2 0; -;"
    "36 1,-2 0; -;"
    "42 0,1 0; -;"
    "2 -1,0 0; -;"
    "31 1,1 0; -;"               /* A: bonus */
    "87 1,-1 180; -");           /* mushrooms close A's forest */

  test_assert_points (game, 0, CARC_SCORE_HG_FOREST, 9);
  g_assert_cmpuint (carc_state_get_player (carc_game_get_state (game)), ==, 1);
}

/* R-HG-7: the raft: the hut majority of its system also scores 1 per lake. */
static void
test_raft (void)
{
  g_autoptr(CarcGame) game = hg_game_play (2, "30,47,42,62,31,33",
    "30 1,0 0; -;"
    "47 -1,0 0; hut E W;"        /* B */
    "42 0,1 0; -;"
    "62 1,-1 0; -;"
    "31 1,1 0; -;"               /* A closes the start's forest: bonus */
    "91 -2,0 0; -;"              /* the raft's lake joins B's system */
    "33 0,-1 0; -");

  test_assert_points (game, 1, CARC_SCORE_HG_HUT, 3);
  test_assert_points (game, 1, CARC_SCORE_HG_RAFT, 2);
  test_assert_points (game, 0, CARC_SCORE_HG_RAFT, 0);
}

/* R-HG-7: the forest fire: no tiger of its meadow eats a deer. */
static void
test_wild_fire (void)
{
  g_autoptr(CarcGame) game = hg_game_play (2, "30,62,42,32,31,2",
    "30 1,0 0; follower NL;"     /* A: a hunter with a deer */
    "62 1,-1 0; -;"              /* a deer */
    "42 0,1 0; -;"
    "32 0,-1 0; -;"              /* a tiger, and the start's aurochs */
    "31 1,1 0; -;"               /* A: bonus */
    "85 2,0 0; -;"               /* the fire joins the meadow */
    "2 -1,0 0; -");

  /* aurochs 2 + 2 deer; without the fire 3 */
  test_assert_points (game, 0, CARC_SCORE_HG_MEADOW, 4);
}

/* R-HG-7 and its decision: the shaman takes back one of the player's own
 * figures (not a hut) without scoring; it may go back on his tile at once. */
static void
test_shaman (void)
{
  g_autoptr(CarcGame) game = hg_game_play (2, NULL,
    "30 1,0 0; follower NL;"     /* A: a hunter */
    "62 1,-1 0; -;"
    "42 0,1 0; -;"
    "2 -1,0 0; hut E;"           /* B: a hut */
    "31 1,1 0; -;"               /* A: bonus */
    "88 2,0 0");                 /* the shaman */
  g_autoptr(GError) error = NULL;
  CarcEvent e = carc_event_simple (CARC_EVENT_SHAMAN, 0);
  const CarcState *state = carc_game_get_state (game);

  g_assert_true (carc_hg_shaman_available (state));
  g_assert_cmpuint (carc_state_figures_in_supply (state, 0, CARC_FIGURE_FOLLOWER), ==, 4);
  /* not someone else's hut */
  e.x = -1;
  e.y = 0;
  e.location = CARC_LOC_EDGE (CARC_EDGE_E);
  g_assert_false (carc_game_append (game, &e, &error));
  g_assert_error (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE);
  g_clear_error (&error);
  /* A's hunter, by its zone (30's meadow is zone 0) */
  e.x = 1;
  e.y = 0;
  e.location = 0;
  e.value = 1;
  g_assert_true (carc_game_append (game, &e, &error));
  g_assert_no_error (error);
  state = carc_game_get_state (game);
  g_assert_cmpuint (carc_state_figures_in_supply (state, 0, CARC_FIGURE_FOLLOWER), ==, 5);
  g_assert_cmpuint (carc_state_figures_available (state, 0, CARC_FIGURE_FOLLOWER), ==, 5);
  g_assert_false (carc_hg_shaman_available (state));
  test_assert_nothing (game, 0);
  /* once only */
  g_assert_false (carc_game_append (game, &e, &error));
  g_clear_error (&error);
  /* back on the shaman's tile at once: a fisher, 5 figures on hand */
  test_play (game, "follower N E");
  state = carc_game_get_state (game);
  g_assert_cmpuint (carc_state_figures_in_supply (state, 0, CARC_FIGURE_FOLLOWER), ==, 4);
  assert_replay_equal (game);
}

/* Corrections re-score from the log: the fisher of "rivers 5" replaced by
 * a pass scores nothing; the hut of "huts 8" removed leaves the majority
 * tied; undo gives the state before. */
static void
test_corrections (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcGame) game = hg_game_play (2, NULL,
    "46 -1,0 0; follower E W;"
    "2 -2,0 0; -");
  CarcEvent pass = carc_event_simple (CARC_EVENT_PASS, 0);
  CarcEvent fisher = *carc_game_get_event (game, 1);

  test_assert_points (game, 0, CARC_SCORE_HG_RIVER, 5);
  g_assert_true (carc_game_replace_event (game, 1, &pass, &error));
  g_assert_no_error (error);
  test_assert_nothing (game, 0);
  /* and back: the hut instead of the fisher stays, and scores nothing yet */
  fisher.figure = CARC_FIGURE_HUT;
  g_assert_true (carc_game_replace_event (game, 1, &fisher, &error));
  g_assert_no_error (error);
  test_assert_nothing (game, 0);
  g_assert_cmpuint (carc_state_figures_in_supply (carc_game_get_state (game), 0, CARC_FIGURE_HUT), ==, 2);
  g_assert_true (carc_game_undo (game));
  g_assert_true (carc_game_undo (game));
  g_assert_cmpuint (carc_state_get_n_tiles (carc_game_get_state (game)), ==, 2);
  g_assert_cmpuint (carc_state_figures_in_supply (carc_game_get_state (game), 0, CARC_FIGURE_HUT), ==, 2);
  assert_replay_equal (game);
}

/* R-HG-6: a tile that fits nowhere is set aside, only then; a menhir tile
 * cannot be set aside in a regular turn (it is not drawn then). */
static void
test_set_aside (void)
{
  g_autoptr(CarcGame) game = hg_game_new (2, NULL);

  test_expect_error (game, "discard 0", CARC_ERROR_ILLEGAL_PLACEMENT, "fits");
  test_expect_error (game, "discard 85", CARC_ERROR_ILLEGAL_PLACEMENT, "menhir");
}

/* A record's "zone" names a feature of the tile just placed by the tile
 * list's numbering (lakes 8, 9); one the tile lacks is refused clearly. */
static void
test_zones (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcGame) game = hg_game_play (2, NULL, "9 -1,0 90");
  CarcEvent e = carc_event_figure (CARC_FIGURE_HUT, 0);
  const CarcState *state;

  e.value = 9 + 1;   /* tile 9 has one lake: zone 8 */
  g_assert_false (carc_game_append (game, &e, &error));
  g_assert_error (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE);
  g_assert_nonnull (strstr (error->message, "no zone 9"));
  g_clear_error (&error);
  /* both "zone" and "at" (issue 21): they must name one feature */
  {
    CarcEvent both;
    const CarcTileType *type = carc_state_get_types (carc_game_get_state (game))[test_tile_index (game, "9")];
    guint lake = carc_hg_feature_of_zone (type, 8);
    guint other = lake == 0 ? 1 : 0;
    const CarcPlacedTile *tile = &carc_state_get_tiles (carc_game_get_state (game))[carc_state_get_n_tiles (carc_game_get_state (game)) - 1];
    g_autofree char *at_other = carc_loc_to_string (carc_loc_rotate (type->features[other].locations, tile->rotation), ' ');
    g_autofree char *at_lake = carc_loc_to_string (carc_loc_rotate (type->features[lake].locations, tile->rotation), ' ');
    g_autofree char *json = g_strdup_printf ("{\"type\": \"figure\", \"figure\": \"hut\", \"zone\": 8, \"at\": \"%s\"}",
                                             at_other);

    g_assert_true (carc_event_from_json (carc_game_get_catalogue (game), json, -1, &both, &error));
    g_assert_no_error (error);
    g_assert_false (carc_game_append (game, &both, &error));
    g_assert_error (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE);
    g_test_message ("%s", error->message);
    g_assert_nonnull (strstr (error->message, "zone 8"));
    g_assert_nonnull (strstr (error->message, "different"));
    g_clear_error (&error);
    g_clear_pointer (&json, g_free);
    /* … and one feature twice is that feature */
    json = g_strdup_printf ("{\"type\": \"figure\", \"figure\": \"hut\", \"zone\": 8, \"at\": \"%s\"}", at_lake);
    g_assert_true (carc_event_from_json (carc_game_get_catalogue (game), json, -1, &both, &error));
    g_assert_true (carc_game_append (game, &both, &error));
    g_assert_no_error (error);
    g_assert_true (carc_game_undo (game));
  }
  e.value = 8 + 1;
  g_assert_true (carc_game_append (game, &e, &error));
  g_assert_no_error (error);
  state = carc_game_get_state (game);
  g_assert_cmpuint (carc_state_get_nodes (state)[carc_state_get_figures (state)[
                      carc_state_get_board_figures (state)[0]].node].kind, ==, CARC_FEATURE_HG_LAKE);
}

/* ---- random whole games ------------------------------------------------------ */

typedef struct {
  int   last_score[CARC_MAX_PLAYERS];
  guint huts_on_board;
  guint discards;
  guint events;
  guint bonus_turns;
  guint shamans;
} Check;

static gboolean
check_move (CarcGame        *game,
            const CarcEvent *event,
            gpointer         user_data)
{
  Check *c = user_data;
  const CarcState *state = carc_game_get_state (game);
  const CarcSetup *setup = carc_game_get_setup (game);
  guint on_board[CARC_MAX_PLAYERS][CARC_N_FIGURE_KINDS] = { { 0 } };
  guint regular, menhir, huts = 0;

  c->events++;
  if (event->type == CARC_EVENT_DISCARD)
    c->discards++;
  if (carc_hg_bonus_turn (state) && event->type == CARC_EVENT_TILE)
    {
      /* R-HG-4: the bonus turn's tile is a menhir tile */
      g_assert_true (carc_hg_is_menhir_tile (carc_state_get_types (state)[event->tile]));
      c->bonus_turns++;
    }
  else if (event->type == CARC_EVENT_TILE)
    g_assert_false (carc_hg_is_menhir_tile (carc_state_get_types (state)[event->tile]));

  /* R-HG-1: 5 figures and 3 huts each, in supply or on the board */
  for (guint i = 0; i < carc_state_get_n_figures (state); i++)
    {
      const CarcFigure *f = &carc_state_get_figures (state)[i];
      if (f->node == CARC_NONE)
        continue;
      on_board[f->owner][f->kind]++;
      if (f->kind == CARC_FIGURE_HUT)
        {
          guint kind = carc_state_get_nodes (state)[carc_state_find (state, f->node)].kind;
          huts++;
          g_assert_true (kind == CARC_FEATURE_HG_RIVER || kind == CARC_FEATURE_HG_LAKE);
        }
      else
        g_assert_cmpuint (carc_state_get_nodes (state)[carc_state_find (state, f->node)].kind, !=,
                          CARC_FEATURE_HG_LAKE);
    }
  for (guint p = 0; p < carc_state_get_n_players (state); p++)
    for (guint k = 0; k < CARC_N_FIGURE_KINDS; k++)
      g_assert_cmpuint (carc_state_figures_in_supply (state, p, k) + on_board[p][k], ==, setup->figures[k]);
  /* R-HG-3: huts stay to the end */
  g_assert_cmpuint (huts, >=, c->huts_on_board);
  c->huts_on_board = huts;

  /* a hut goes only where its water system has none yet */
  if (event->type == CARC_EVENT_FIGURE && event->figure == CARC_FIGURE_HUT)
    {
      const CarcPlacedTile *tile = &carc_state_get_tiles (state)[carc_state_get_current_tile (state) != CARC_NONE
                                                                 ? carc_state_get_current_tile (state)
                                                                 : carc_state_get_n_tiles (state) - 1];
      const CarcTileType *type = carc_state_tile_type (state, tile);
      guint f = carc_tile_type_find_feature (type, tile->rotation, event->location);
      guint fish, lakes, per_player[CARC_MAX_PLAYERS], total = 0;

      carc_hg_water_system (state, tile->node0 + f, &fish, &lakes, per_player);
      for (guint p = 0; p < carc_state_get_n_players (state); p++)
        total += per_player[p];
      g_assert_cmpuint (total, ==, 1);
    }

  /* scores never decrease; the stacks add up */
  for (guint p = 0; p < carc_state_get_n_players (state); p++)
    {
      g_assert_cmpint (carc_state_get_players (state)[p].score, >=, c->last_score[p]);
      c->last_score[p] = carc_state_get_players (state)[p].score;
    }
  carc_hg_stacks_left (state, &regular, &menhir);
  g_assert_cmpuint (regular + menhir, ==, carc_state_get_supply_left (state));
  g_assert_cmpuint (carc_state_get_supply_left (state) + carc_state_get_n_tiles (state) + c->discards, ==, 95);
  /* R-HG-6: the game goes on exactly while regular tiles are left */
  g_assert_cmpint (carc_state_get_phase (state) == CARC_PHASE_OVER, ==, regular == 0
                   && carc_state_get_phase (state) != CARC_PHASE_FIGURE);

  /* undo gives back the state before, replay the state after */
  if (c->events % 23 == 0)
    {
      CarcEvent again = *event;
      g_autoptr(GError) error = NULL;

      assert_replay_equal (game);
      g_assert_true (carc_game_undo (game));
      g_assert_true (carc_game_append (game, &again, &error));
      g_assert_no_error (error);
      assert_replay_equal (game);
    }
  return TRUE;
}

/* The shaman of the tile just placed takes back one of the player's own
 * figures, now and then (the random player knows no optional events). */
static gboolean
maybe_shaman (CarcGame *game,
              CarcRng  *rng,
              Check    *c)
{
  const CarcState *state = carc_game_get_state (game);
  g_autoptr(GError) error = NULL;

  if (!carc_hg_shaman_available (state) || carc_rng_below (rng, 2) == 0)
    return TRUE;
  for (guint b = 0; b < carc_state_get_n_board_figures (state); b++)
    {
      const CarcFigure *f = &carc_state_get_figures (state)[carc_state_get_board_figures (state)[b]];
      const CarcNode *node = &carc_state_get_nodes (state)[f->node];
      const CarcPlacedTile *tile = &carc_state_get_tiles (state)[node->tile];
      CarcEvent e = carc_event_simple (CARC_EVENT_SHAMAN, 0);

      if (f->owner != carc_state_get_player (state) || f->kind == CARC_FIGURE_HUT)
        continue;
      e.x = tile->x;
      e.y = tile->y;
      e.value = (gint16) (carc_hg_zone_of_feature (carc_state_tile_type (state, tile), node->local) + 1);
      g_assert_true (carc_game_append (game, &e, &error));
      g_assert_no_error (error);
      c->shamans++;
      return check_move (game, &e, c);
    }
  return TRUE;
}

/* R-HG-1 … R-HG-7: seeded random whole games of 2-5 players (the shaman
 * used when he comes), the invariants after every move; replay = state at
 * the end, and the record read back gives the same game. */
static void
test_random_games (void)
{
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (20261126);
  CarcRng rng;
  guint bonus_turns = 0, shamans = 0;

  carc_rng_init (&rng, 7);
  for (guint g = 0; g < 40; g++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(CarcGame) game = hg_game_new (2 + g % 4, NULL);
      g_autoptr(CarcGame) again = NULL;
      g_autofree char *json = NULL;
      Check c = { { 0 } };
      CarcEvent event;
      const CarcState *state;
      guint regular, menhir, n = 0;

      while (carc_random_player_next (player, carc_game_get_state (game), &event))
        {
          g_assert_true (carc_game_append (game, &event, &error));
          g_assert_no_error (error);
          g_assert_true (check_move (game, &event, &c));
          g_assert_true (maybe_shaman (game, &rng, &c));
          n++;
        }
      state = carc_game_get_state (game);
      g_assert_cmpuint (n, >, 78);
      g_assert_cmpint (carc_state_get_phase (state), ==, CARC_PHASE_OVER);
      carc_hg_stacks_left (state, &regular, &menhir);
      g_assert_cmpuint (regular, ==, 0);
      assert_replay_equal (game);
      bonus_turns += c.bonus_turns;
      shamans += c.shamans;

      json = carc_record_to_json (game);
      again = carc_record_from_json (test_catalogue (), json, -1, &error);
      g_assert_no_error (error);
      for (guint p = 0; p < carc_state_get_n_players (state); p++)
        g_assert_cmpint (carc_state_get_players (carc_game_get_state (again))[p].score, ==,
                         carc_state_get_players (state)[p].score);
      g_assert_cmpuint (carc_state_get_n_scorings (carc_game_get_state (again)), ==, carc_state_get_n_scorings (state));
    }
  /* the menhir stack and the shaman are used: games do close forests
   * with menhirs */
  g_assert_cmpuint (bonus_turns, >, 40);
  g_assert_cmpuint (shamans, >, 0);
}

/* ---- a tile the catalogue does not know ---------------------------------- */

static JsonObject *
form_of (const char *json)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, json, -1, &error);
  g_assert_no_error (error);
  return json_node_dup_object (json_parser_get_root (parser));
}

static const CarcTileType *
custom_hg_type (const char *json)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) form = form_of (json);
  CarcCatalogue *catalogue = carc_custom_tile_catalogue (test_catalogue (), form, &error);
  const CarcTileType *type;

  g_assert_no_error (error);
  type = carc_catalogue_get_type (catalogue, carc_catalogue_get_n_types (catalogue) - 1);
  /* the types of a box are shared: the catalogue can go */
  carc_catalogue_unref (catalogue);
  return type;
}

/* Issue 15: a box's own tile of Hunters & Gatherers, described edge by
 * edge with the game's kinds: meadows fill what the forest and the river
 * leave (they are field-like in the registry), the river is the game's
 * river, and the tile plays: a forest closed with it scores. */
static void
test_custom_tile (void)
{
  g_autoptr(GError) error = NULL;
  const CarcTileType *grove, *ford;
  g_autoptr(CarcGame) game = hg_game_new (2, NULL);
  const char * const forms[] = {
    "{\"id\": \"grove-w\", \"game\": \"hunters-and-gatherers\","
    " \"edges\": [\"meadow\", \"meadow\", \"meadow\", \"forest\"]}",
    "{\"id\": \"grove-n\", \"game\": \"hunters-and-gatherers\","
    " \"edges\": [\"forest\", \"meadow\", \"meadow\", \"meadow\"]}",
  };

  grove = custom_hg_type (forms[0]);
  g_assert_cmpuint (grove->n_features, ==, 2);
  for (guint i = 0; i < grove->n_features; i++)
    {
      const CarcFeatureDef *f = &grove->features[i];
      if (f->kind == CARC_FEATURE_HG_FOREST)
        g_assert_cmpuint (f->locations, ==, CARC_LOC_EDGE (3));
      else
        {
          /* one meadow round the three other edges, none on the forest's */
          g_assert_cmpuint (f->kind, ==, CARC_FEATURE_HG_MEADOW);
          g_assert_cmpuint (f->locations & CARC_LOC_HALVES, ==,
                            CARC_LOC_HALVES & ~(CARC_LOC_HALF (6) | CARC_LOC_HALF (7)));
        }
    }

  /* a river through the tile is the game's river, with a meadow each side */
  ford = custom_hg_type ("{\"id\": \"ford\", \"game\": \"hunters-and-gatherers\","
                         " \"edges\": [\"river\", \"meadow\", \"river\", \"meadow\"], \"joins\": [[\"N\", \"S\"]]}");
  g_assert_cmpuint (ford->n_features, ==, 3);
  {
    guint rivers = 0, meadows = 0;
    for (guint i = 0; i < ford->n_features; i++)
      {
        rivers += ford->features[i].kind == CARC_FEATURE_HG_RIVER;
        meadows += ford->features[i].kind == CARC_FEATURE_HG_MEADOW;
      }
    g_assert_cmpuint (rivers, ==, 1);
    g_assert_cmpuint (meadows, ==, 2);
  }

  /* a game no tile belongs to is refused, naming it */
  {
    g_autoptr(JsonObject) form = form_of ("{\"id\": \"x\", \"game\": \"river\","
                                          " \"edges\": [\"meadow\", \"meadow\", \"meadow\", \"forest\"]}");
    g_assert_null (carc_custom_tile_to_data (test_catalogue (), form, &error));
    g_assert_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP);
    g_assert_nonnull (strstr (error->message, "river"));
    g_clear_error (&error);
  }

  /* in a game: the start tile's forest (E, S) closed by two of them */
  for (guint i = 0; i < G_N_ELEMENTS (forms); i++)
    {
      g_autoptr(JsonObject) form = form_of (forms[i]);
      g_autoptr(JsonObject) data = carc_custom_tile_to_data (test_catalogue (), form, &error);
      g_assert_no_error (error);
      g_assert_true (carc_game_add_custom_tile (game, data, NULL, &error));
      g_assert_no_error (error);
    }
  test_play (game, "grove-w 1,0 0; follower W; grove-n 0,1 0; -");
  /* R-HG-4: 2 a tile, three tiles */
  test_assert_points (game, 0, CARC_SCORE_HG_FOREST, 6);
  assert_replay_equal (game);
  {
    g_autofree char *json = carc_record_to_json (game);
    g_autoptr(CarcGame) back = carc_record_from_json (test_catalogue (), json, -1, &error);
    g_assert_no_error (error);
    g_assert_cmpint (test_score (back, 0), ==, test_score (game, 0));
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hunters-gatherers/catalogue/R-HG-1-tiles", test_catalogue_matches_csv);
  g_test_add_func ("/hunters-gatherers/R-HG-1-setup", test_setup);
  g_test_add_func ("/hunters-gatherers/R-HG-2-river-5", test_river_5);
  g_test_add_func ("/hunters-gatherers/R-HG-2-rivers-9-9", test_river_9_9);
  g_test_add_func ("/hunters-gatherers/R-HG-4-forest-8-menhir-turn", test_forest_8_menhir);
  g_test_add_func ("/hunters-gatherers/R-HG-4-forest-10-majority", test_forest_10_majority);
  g_test_add_func ("/hunters-gatherers/R-HG-4-one-bonus-per-turn", test_one_bonus_per_turn);
  g_test_add_func ("/hunters-gatherers/R-HG-6-end-after-last-regular", test_end_after_last_regular);
  g_test_add_func ("/hunters-gatherers/R-HG-6-menhir-bonus-after-last-tile", test_menhir_bonus_after_last_tile);
  g_test_add_func ("/hunters-gatherers/R-HG-3-huts-legality", test_huts_legality);
  g_test_add_func ("/hunters-gatherers/R-HG-3-hut-stays", test_hut_stays);
  g_test_add_func ("/hunters-gatherers/R-HG-3-huts-8", test_huts_8);
  g_test_add_func ("/hunters-gatherers/R-HG-3-huts-10-10", test_huts_10_10);
  g_test_add_func ("/hunters-gatherers/R-HG-5-meadow-2", test_meadow_2);
  g_test_add_func ("/hunters-gatherers/R-HG-5-meadow-3-3", test_meadow_3_3);
  g_test_add_func ("/hunters-gatherers/R-HG-5-meadow-0", test_meadow_0);
  g_test_add_func ("/hunters-gatherers/R-HG-5-meadow-11", test_meadow_11);
  g_test_add_func ("/hunters-gatherers/R-HG-7-canoe-8-5", test_canoe_8_5);
  g_test_add_func ("/hunters-gatherers/R-HG-7-small-trap-4", test_small_trap_4);
  g_test_add_func ("/hunters-gatherers/R-HG-7-big-trap-20", test_big_trap_20);
  g_test_add_func ("/hunters-gatherers/R-HG-7-big-trap-tigers-outside-first", test_big_trap_tigers_outside_first);
  g_test_add_func ("/hunters-gatherers/R-HG-4-no-menhir-left", test_no_menhir_left);
  g_test_add_func ("/hunters-gatherers/R-HG-7-mushrooms", test_mushrooms);
  g_test_add_func ("/hunters-gatherers/R-HG-7-raft", test_raft);
  g_test_add_func ("/hunters-gatherers/R-HG-7-wild-fire", test_wild_fire);
  g_test_add_func ("/hunters-gatherers/R-HG-7-shaman", test_shaman);
  g_test_add_func ("/hunters-gatherers/corrections", test_corrections);
  g_test_add_func ("/hunters-gatherers/R-HG-6-set-aside", test_set_aside);
  g_test_add_func ("/hunters-gatherers/zones", test_zones);
  g_test_add_func ("/hunters-gatherers/random-games", test_random_games);
  g_test_add_func ("/hunters-gatherers/custom-tile", test_custom_tile);
  return g_test_run ();
}
