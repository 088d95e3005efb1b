/* test-hunters-gatherers.c: Hunters & Gatherers: its tiles and its rules
 * (R-HG-1 … R-HG-7, seed 001)
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-test-util.h"
#include "carc-hunters-gatherers.h"
#include "carc-registry.h"

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
      check_zones (type, c->pdata[15]);
    }
  g_assert_cmpuint (rows, ==, 95);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hunters-gatherers/catalogue/R-HG-1-tiles", test_catalogue_matches_csv);
  return g_test_run ();
}
