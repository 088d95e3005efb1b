/* test-board-view.c: the tile painter and the board view
 *
 * Needs a display (run under xvfb-run); prints "1..0 # SKIP" without one.
 * Screenshots of a board (light and dark) and of every tile go to
 * <builddir>/tests/gui/screenshots/board-*.png.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <math.h>

#include "carc-board-view-private.h"
#include "carc-expansion-ui.h"
#include "carc-game.h"
#include "carc-random.h"
#include "carc-tile-painter.h"
#include "carc-tile-symbols.h"
#include "carc-inns-cathedrals.h"
#include "carc-traders-builders.h"
#include "carc-hills-sheep.h"
#include "gui-test-util.h"

static const char *bigbox_sets[] = {
  "base", "inns-and-cathedrals", "traders-and-builders", "hills-and-sheep", "river", NULL
};

static CarcCatalogue *
catalogue (void)
{
  g_autoptr(GError) error = NULL;
  CarcCatalogue *cat = carc_catalogue_get_default (&error);

  g_assert_no_error (error);
  g_assert_nonnull (cat);
  return cat;
}

static const CarcTileType *
tile (const char *id)
{
  int index = carc_catalogue_lookup (catalogue (), id);

  g_assert_cmpint (index, >=, 0);
  return carc_catalogue_get_type (catalogue (), (guint) index);
}

/* The feature of @type whose locations (tile orientation) are exactly @loc. */
static guint
feature_with (const CarcTileType *type,
              const char         *loc)
{
  guint16 want;

  g_assert_true (carc_loc_parse (loc, &want));
  for (guint f = 0; f < type->n_features; f++)
    if (type->features[f].locations == want)
      return f;
  g_assert_not_reached ();
  return CARC_NO_FEATURE;
}

static guint
feature_of_kind (const CarcTileType *type,
                 CarcFeatureKind     kind)
{
  for (guint f = 0; f < type->n_features; f++)
    if (type->features[f].kind == kind)
      return f;
  g_assert_not_reached ();
  return CARC_NO_FEATURE;
}

/* A game played at random (seeded, so the same every run) until @n_tiles
 * lie on the board, ending after a placed tile when @in_figure_phase. */
static CarcGame *
random_board (guint    n_tiles,
              guint64  seed,
              gboolean in_figure_phase)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (seed);
  CarcSetup *setup = carc_setup_new ();
  CarcGame *game;
  CarcEvent event;

  for (guint i = 0; bigbox_sets[i]; i++)
    {
      carc_setup_add_set (setup, catalogue (), bigbox_sets[i], &error);
      g_assert_no_error (error);
    }
  carc_setup_add_player (setup, "Alice", "red");
  carc_setup_add_player (setup, "Bob", "blue");
  carc_setup_add_player (setup, "Cyril", "yellow");
  carc_setup_add_player (setup, "Dana", "black");
  game = carc_game_new (catalogue (), setup, &error);
  g_assert_no_error (error);

  while (carc_state_get_n_tiles (carc_game_get_state (game)) < n_tiles
         && carc_random_player_next (player, carc_game_get_state (game), &event))
    {
      g_assert_true (carc_game_append (game, &event, &error));
      g_assert_no_error (error);
    }
  /* finish the turn, or stop with the last tile waiting for its figure */
  while (carc_state_get_phase (carc_game_get_state (game)) != (in_figure_phase ? CARC_PHASE_FIGURE : CARC_PHASE_TILE)
         && carc_random_player_next (player, carc_game_get_state (game), &event))
    {
      if (in_figure_phase && event.type == CARC_EVENT_TILE && carc_state_get_phase (carc_game_get_state (game)) == CARC_PHASE_TILE)
        {
          g_assert_true (carc_game_append (game, &event, NULL));
          break;
        }
      g_assert_true (carc_game_append (game, &event, NULL));
    }
  return game;
}

/* ---- the painter ---- */

static void
test_hit_points (void)
{
  const CarcTileType *rcr = tile ("BA/RCr");
  guint city = feature_with (rcr, "N"), road = feature_with (rcr, "E W");
  guint north = feature_with (rcr, "EL WR"), south = feature_with (rcr, "ER SL SR WL");
  const CarcTileType *l = tile ("BA/L");
  const CarcTileType *cccc = tile ("IC/CCCC");
  const CarcTileType *river = tile ("RI.1/IFI");
  const CarcTileType *bridge = tile ("TB/RRrr");
  const CarcTileType *split = tile ("HS/C!.v");

  /* rotation 0: the city at the north edge, the road through the middle */
  g_assert_cmpuint (carc_tile_feature_at (rcr, 0, 0.5, 0.06), ==, city);
  g_assert_cmpuint (carc_tile_feature_at (rcr, 0, 0.2, 0.03), ==, city);
  g_assert_cmpuint (carc_tile_feature_at (rcr, 0, 0.85, 0.5), ==, road);
  g_assert_cmpuint (carc_tile_feature_at (rcr, 0, 0.5, 0.5), ==, road);
  g_assert_cmpuint (carc_tile_feature_at (rcr, 0, 0.5, 0.8), ==, south);
  g_assert_cmpuint (carc_tile_feature_at (rcr, 0, 0.1, 0.95), ==, south);
  g_assert_cmpuint (carc_tile_feature_at (rcr, 0, 0.5, 0.38), ==, north);
  g_assert_cmpuint (carc_tile_feature_at (rcr, 0, 0.9, 0.3), ==, north);

  /* a quarter turn: the city is east, the road runs north-south */
  g_assert_cmpuint (carc_tile_feature_at (rcr, 1, 0.94, 0.5), ==, city);
  g_assert_cmpuint (carc_tile_feature_at (rcr, 1, 0.5, 0.15), ==, road);
  g_assert_cmpuint (carc_tile_feature_at (rcr, 1, 0.2, 0.5), ==, south);
  g_assert_cmpuint (carc_tile_feature_at (rcr, 1, 0.62, 0.5), ==, north);
  /* half and three quarters */
  g_assert_cmpuint (carc_tile_feature_at (rcr, 2, 0.5, 0.94), ==, city);
  g_assert_cmpuint (carc_tile_feature_at (rcr, 2, 0.5, 0.2), ==, south);
  g_assert_cmpuint (carc_tile_feature_at (rcr, 3, 0.06, 0.5), ==, city);
  g_assert_cmpuint (carc_tile_feature_at (rcr, 3, 0.8, 0.5), ==, south);

  /* outside the tile */
  g_assert_cmpuint (carc_tile_feature_at (rcr, 0, -0.01, 0.5), ==, CARC_NO_FEATURE);
  g_assert_cmpuint (carc_tile_feature_at (rcr, 0, 0.5, 1.01), ==, CARC_NO_FEATURE);

  /* the monastery in the middle, its field around */
  g_assert_cmpuint (carc_tile_feature_at (l, 0, 0.5, 0.5), ==, feature_of_kind (l, CARC_FEATURE_MONASTERY));
  g_assert_cmpuint (carc_tile_feature_at (l, 3, 0.45, 0.55), ==, feature_of_kind (l, CARC_FEATURE_MONASTERY));
  g_assert_cmpuint (carc_tile_feature_at (l, 0, 0.1, 0.1), ==, feature_of_kind (l, CARC_FEATURE_FIELD));

  /* four separate cities around an inner field */
  g_assert_cmpuint (carc_tile_feature_at (cccc, 0, 0.5, 0.5), ==, feature_with (cccc, "I"));
  g_assert_cmpuint (carc_tile_feature_at (cccc, 0, 0.5, 0.05), ==, feature_with (cccc, "N"));
  g_assert_cmpuint (carc_tile_feature_at (cccc, 0, 0.95, 0.5), ==, feature_with (cccc, "E"));
  g_assert_cmpuint (carc_tile_feature_at (cccc, 1, 0.95, 0.5), ==, feature_with (cccc, "N"));

  /* the river through the middle, fields on both banks */
  g_assert_cmpuint (carc_tile_feature_at (river, 0, 0.5, 0.5), ==, feature_of_kind (river, CARC_FEATURE_RIVER));
  g_assert_cmpuint (carc_tile_feature_at (river, 0, 0.05, 0.5), ==, feature_of_kind (river, CARC_FEATURE_RIVER));
  g_assert_cmpuint (carc_tile_feature_at (river, 0, 0.5, 0.15), ==, feature_with (river, "NL NR EL WR"));
  g_assert_cmpuint (carc_tile_feature_at (river, 1, 0.5, 0.5), ==, feature_of_kind (river, CARC_FEATURE_RIVER));
  g_assert_cmpuint (carc_tile_feature_at (river, 1, 0.15, 0.5), ==, feature_with (river, "ER SL SR WL"));

  /* the bridge: the east-west road lies on top */
  g_assert_cmpuint (carc_tile_feature_at (bridge, 0, 0.5, 0.5), ==, feature_with (bridge, "E W"));
  g_assert_cmpuint (carc_tile_feature_at (bridge, 0, 0.5, 0.2), ==, feature_with (bridge, "N S"));

  /* a split south edge: the fields meet on the north-south line */
  g_assert_cmpuint (carc_tile_feature_at (split, 0, 0.35, 0.8), ==, feature_with (split, "SR WL WR"));
  g_assert_cmpuint (carc_tile_feature_at (split, 0, 0.65, 0.8), ==, feature_with (split, "EL ER SL"));
}

/* A curved road: the inside of the curve is the small field, the outside
 * (even right next to the centre) the big one. */
static void
test_hit_curve (void)
{
  const CarcTileType *rr = tile ("BA/Rr");
  guint road = feature_of_kind (rr, CARC_FEATURE_ROAD);
  guint inside = feature_with (rr, "SR WL"), outside = feature_with (rr, "NL NR EL ER SL WR");

  g_assert_cmpuint (carc_tile_feature_at (rr, 0, 0.1, 0.9), ==, inside);
  g_assert_cmpuint (carc_tile_feature_at (rr, 0, 0.5, 0.5), ==, outside);
  g_assert_cmpuint (carc_tile_feature_at (rr, 0, 0.42, 0.58), ==, outside);
  g_assert_cmpuint (carc_tile_feature_at (rr, 0, 0.9, 0.1), ==, outside);
  g_assert_cmpuint (carc_tile_feature_at (rr, 0, 0.354, 0.646), ==, road);
  g_assert_cmpuint (carc_tile_feature_at (rr, 0, 0.5, 0.97), ==, road);
  g_assert_cmpuint (carc_tile_feature_at (rr, 2, 0.9, 0.1), ==, inside);
}

static guint
count_pixels (cairo_surface_t *surface)
{
  int w = cairo_image_surface_get_width (surface), h = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  const guchar *data;
  guint n = 0;

  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        /* the alpha byte: native-endian ARGB32, or A8 */
        guchar alpha = cairo_image_surface_get_format (surface) == CAIRO_FORMAT_A8
                       ? data[y * stride + x]
                       : (guchar) (*(const guint32 *) (data + y * stride + x * 4) >> 24);
        if (alpha > 0)
          n++;
      }
  return n;
}

/* A road that an expansion's roadside_building hook claims has its
 * building beside it as part of the road: IC/RFr.i (a road with an inn) is
 * BA/RFr and the inn, so its road is hit everywhere BA/RFr's is and over
 * about the building's footprint more. */
static void
test_roadside_building (void)
{
  const CarcTileType *plain = tile ("BA/RFr"), *inn = tile ("IC/RFr.i");
  guint road = feature_with (inn, "E W");
  guint n, claims = 0;
  const CarcExpansionUi * const *all = carc_expansions_ui_all (&n);

  g_assert_cmpuint (feature_with (plain, "E W"), ==, road);
  for (guint e = 0; e < n; e++)
    if (all[e]->roadside_building != NULL)
      {
        g_assert_false (all[e]->roadside_building (&plain->features[road]));
        if (all[e]->roadside_building (&inn->features[road]))
          claims++;
      }
  g_assert_cmpuint (claims, ==, 1);

  for (guint r = 0; r < 4; r++)
    {
      guint lost = 0, gained = 0;

      for (int i = 0; i < 100; i++)
        for (int j = 0; j < 100; j++)
          {
            double x = (i + 0.5) / 100, y = (j + 0.5) / 100;
            gboolean on_plain = carc_tile_feature_at (plain, r, x, y) == road;
            gboolean on_inn = carc_tile_feature_at (inn, r, x, y) == road;

            lost += on_plain && !on_inn;
            gained += on_inn && !on_plain;
          }
      g_test_message ("rotation %u: the building adds %u of 10000 points to the road", r, gained);
      g_assert_cmpuint (lost, ==, 0);
      /* its footprint is 0.15 × 0.126 of the tile */
      g_assert_cmpuint (gained, >=, 150);
      g_assert_cmpuint (gained, <=, 250);
    }
}

static void
check_symbol_spot (CarcTileSymbolPlacer *placer,
                   gpointer              user_data)
{
  double x0, y0, x, y, xp, yp, depth0, depth;

  /* the deepest point anywhere, which the next symbol must keep clear of */
  depth0 = carc_tile_placer_pole (placer, 0.0, 0, &x0, &y0);
  g_assert_cmpfloat (depth0, >, 0.1);
  carc_tile_placer_avoid (placer, x0, y0);

  /* a free spot: taken, clear of what was placed before */
  depth = carc_tile_placer_spot (placer, 0.0, 0.2, &x, &y);
  g_test_message ("free: (%.3f, %.3f) depth %.3f, %.3f from (%.3f, %.3f)", x, y, depth, hypot (x - x0, y - y0), x0, y0);
  g_assert_cmpfloat (depth, >, 0);
  g_assert_cmpfloat (hypot (x - x0, y - y0), >=, 0.2);
  g_assert_cmpfloat (carc_tile_placer_pole (placer, 0.0, 0.2, &xp, &yp), ==, depth);
  g_assert_cmpfloat (xp, ==, x);
  g_assert_cmpfloat (yp, ==, y);

  /* no point of the tile is 2 from its anchor: the deepest point anyway */
  g_assert_cmpfloat (carc_tile_placer_pole (placer, 0.0, 2.0, &xp, &yp), <, 0);
  depth = carc_tile_placer_spot (placer, 0.0, 2.0, &x, &y);
  g_test_message ("crowded: (%.3f, %.3f) depth %.3f", x, y, depth);
  g_assert_cmpfloat (depth, ==, depth0);
  g_assert_cmpfloat (x, ==, x0);
  g_assert_cmpfloat (y, ==, y0);
  (*(guint *) user_data)++;
}

/* A symbol's spot (carc_tile_placer_spot): clear of the symbols placed
 * before where the feature has room, else anywhere on it. */
static void
test_symbol_spot (void)
{
  const CarcTileType *monastery = tile ("BA/L");
  guint checked = 0;

  carc_tile_placer_run (monastery, feature_of_kind (monastery, CARC_FEATURE_FIELD), check_symbol_spot, &checked);
  g_assert_cmpuint (checked, ==, 1);
}

/* Every tile type in every rotation paints, at small and large sizes, in
 * both palettes; each feature has a shape, and its anchor lies inside it. */
static void
test_all_tiles (void)
{
  CarcCatalogue *cat = catalogue ();
  cairo_surface_t *probe = cairo_image_surface_create (CAIRO_FORMAT_A8, 1, 1);
  guint checked = 0;

  for (guint t = 0; t < carc_catalogue_get_n_types (cat); t++)
    {
      const CarcTileType *type = carc_catalogue_get_type (cat, t);

      for (guint r = 0; r < 4; r++)
        {
          static const int sizes[] = { 16, 61, 200 };

          for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
            for (guint dark = 0; dark <= 1; dark++)
              {
                cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, sizes[s], sizes[s]);
                cairo_t *cr = cairo_create (surface);

                carc_tile_paint (cr, type, r, sizes[s], dark);
                g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
                cairo_destroy (cr);
                /* opaque everywhere: nothing left undrawn */
                g_assert_cmpuint (count_pixels (surface), ==, (guint) (sizes[s] * sizes[s]));
                cairo_surface_destroy (surface);
              }

          for (guint f = 0; f < type->n_features; f++)
            {
              cairo_t *cr = cairo_create (probe);
              double x, y, x1, y1, x2, y2;

              cairo_scale (cr, 1000, 1000);
              g_assert_true (carc_tile_feature_anchor (type, r, f, &x, &y));
              g_assert_cmpfloat (x, >, 0);
              g_assert_cmpfloat (x, <, 1);
              g_assert_cmpfloat (y, >, 0);
              g_assert_cmpfloat (y, <, 1);
              carc_tile_feature_path (cr, type, r, 1, f);
              cairo_fill_extents (cr, &x1, &y1, &x2, &y2);
              if (x2 - x1 <= 0 || y2 - y1 <= 0)
                g_error ("%s rotation %u feature %u has no shape", type->id, r, f);
              if (!cairo_in_fill (cr, x, y))
                g_error ("%s rotation %u: the anchor (%.2f, %.2f) of feature %u is outside its path",
                         type->id, r, x, y, f);
              /* and nothing else is drawn over it */
              if (carc_tile_feature_at (type, r, x, y) != f)
                g_error ("%s rotation %u: the anchor of feature %u hits feature %u",
                         type->id, r, f, carc_tile_feature_at (type, r, x, y));
              g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
              cairo_destroy (cr);
              checked++;
            }

          {
            g_autoptr(GdkTexture) texture = carc_tile_texture_new (type, r, 48, r & 1);
            g_assert_cmpint (gdk_texture_get_width (texture), ==, 48);
            g_assert_cmpint (gdk_texture_get_height (texture), ==, 48);
          }
        }
      g_assert_false (carc_tile_feature_anchor (type, 0, type->n_features, NULL, NULL));
    }
  cairo_surface_destroy (probe);
  g_test_message ("%u feature anchors checked", checked);
}

/* The exact fill of a field leaves out the road and city drawn on it, and
 * the fills of all features of a tile cover the whole tile once. */
static void
test_feature_fill (void)
{
  CarcCatalogue *cat = catalogue ();

  for (guint t = 0; t < carc_catalogue_get_n_types (cat); t++)
    {
      const CarcTileType *type = carc_catalogue_get_type (cat, t);
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_A8, 64, 64);
      cairo_t *cr = cairo_create (surface);
      guint covered, total = 0;

      cairo_set_antialias (cr, CAIRO_ANTIALIAS_NONE);
      cairo_set_source_rgba (cr, 0, 0, 0, 1);
      for (guint f = 0; f < type->n_features; f++)
        {
          cairo_surface_t *one = cairo_image_surface_create (CAIRO_FORMAT_A8, 64, 64);
          cairo_t *ocr = cairo_create (one);

          cairo_set_antialias (ocr, CAIRO_ANTIALIAS_NONE);
          carc_tile_feature_fill (ocr, type, 1, 64, f);
          cairo_destroy (ocr);
          total += count_pixels (one);
          cairo_surface_destroy (one);
          carc_tile_feature_fill (cr, type, 1, 64, f);
        }
      cairo_destroy (cr);
      covered = count_pixels (surface);
      cairo_surface_destroy (surface);
      /* a crossing or a hedge line may belong to no feature; overlaps only
       * along shared borders (rasterisation) */
      if (covered < 64 * 64 * 97 / 100 || total > covered + 64 * 3)
        g_error ("%s: the features' fills cover %u of %u pixels, %u counted", type->id, covered, 64 * 64, total);
    }
}

static void
test_colours (void)
{
  static const char *names[] = { "red", "blue", "green", "yellow", "black", "grey", "pink", "purple" };
  GdkRGBA seen[G_N_ELEMENTS (names)], c;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *upper = g_ascii_strup (names[i], -1);

      g_assert_true (carc_player_colour (names[i], &seen[i]));
      g_assert_true (carc_player_colour (upper, &c));
      g_assert_true (gdk_rgba_equal (&c, &seen[i]));
      g_assert_cmpfloat (seen[i].alpha, ==, 1);
      for (guint j = 0; j < i; j++)
        g_assert_false (gdk_rgba_equal (&seen[i], &seen[j]));
    }
  /* the engine's default colours are all known */
  for (guint i = 0; i < CARC_MAX_PLAYERS; i++)
    g_assert_true (carc_player_colour (carc_player_colours[i], NULL));
  g_assert_true (carc_player_colour ("gray", &c));
  g_assert_true (gdk_rgba_equal (&c, &seen[5]));
  g_assert_true (carc_player_colour ("#123456", &c));
  g_assert_false (carc_player_colour ("no such colour", &c));
  g_assert_false (carc_player_colour (NULL, &c));
}

static guint
figure_pixels (CarcFigureKind kind,
               gboolean       lying,
               int           *width,
               int           *height)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 64, 64);
  cairo_t *cr = cairo_create (surface);
  GdkRGBA red;
  guint n;
  int stride = cairo_image_surface_get_stride (surface);
  const guchar *data;
  int x0 = 64, x1 = -1, y0 = 64, y1 = -1;

  g_assert_true (carc_player_colour ("red", &red));
  carc_figure_paint (cr, kind, &red, lying, 64);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  n = count_pixels (surface);
  data = cairo_image_surface_get_data (surface);
  /* the extent of the opaque body (not the soft shadow) */
  for (int y = 0; y < 64; y++)
    for (int x = 0; x < 64; x++)
      if ((*(const guint32 *) (data + y * stride + x * 4) >> 24) > 200)
        {
          x0 = MIN (x0, x);
          x1 = MAX (x1, x);
          y0 = MIN (y0, y);
          y1 = MAX (y1, y);
        }
  cairo_surface_destroy (surface);
  *width = x1 - x0 + 1;
  *height = y1 - y0 + 1;
  return n;
}

static void
test_figures (void)
{
  int w[CARC_N_FIGURE_KINDS], h[CARC_N_FIGURE_KINDS], lw, lh;
  guint n[CARC_N_FIGURE_KINDS];

  for (guint k = 0; k < CARC_N_FIGURE_KINDS; k++)
    {
      n[k] = figure_pixels ((CarcFigureKind) k, FALSE, &w[k], &h[k]);
      g_assert_cmpuint (n[k], >, 400);
    }
  /* the big follower is bigger; the builder taller and slimmer; the pig
   * wider than tall */
  g_assert_cmpuint (n[CARC_FIGURE_BIG_FOLLOWER], >, n[CARC_FIGURE_FOLLOWER] * 5 / 4);
  g_assert_cmpint (h[CARC_FIGURE_BUILDER] * 100 / w[CARC_FIGURE_BUILDER], >,
                   h[CARC_FIGURE_FOLLOWER] * 100 / w[CARC_FIGURE_FOLLOWER] + 20);
  g_assert_cmpint (w[CARC_FIGURE_PIG], >, h[CARC_FIGURE_PIG]);
  g_assert_cmpint (w[CARC_FIGURE_SHEPHERD], !=, w[CARC_FIGURE_FOLLOWER]);
  /* a farmer lies down */
  figure_pixels (CARC_FIGURE_FOLLOWER, TRUE, &lw, &lh);
  g_assert_cmpint (lh, <, h[CARC_FIGURE_FOLLOWER]);
  g_assert_cmpint (lw, >, lh);
}

/* ---- the board view ---- */

typedef struct
{
  guint spot, feature, tile, cursor;
  int   x, y;
  guint value;
} Emitted;

static void
spot_cb (CarcBoardView *view, int x, int y, Emitted *e)
{
  e->spot++;
  e->x = x;
  e->y = y;
}

static void
tile_cb (CarcBoardView *view, int x, int y, Emitted *e)
{
  e->tile++;
  e->x = x;
  e->y = y;
}

static void
feature_cb (CarcBoardView *view, guint feature, Emitted *e)
{
  e->feature++;
  e->value = feature;
}

static void
cursor_cb (CarcBoardView *view, int x, int y, Emitted *e)
{
  e->cursor++;
  e->x = x;
  e->y = y;
}

static GtkWindow *
show_board (CarcBoardView *board,
            int            width,
            int            height)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());

  gtk_window_set_default_size (window, width, height);
  gtk_window_set_child (window, GTK_WIDGET (board));
  gtk_window_present (window);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (board));
  return window;
}

static void
widget_point (CarcBoardView *board,
              double         bx,
              double         by,
              double        *wx,
              double        *wy)
{
  _carc_board_view_board_to_widget (board, bx, by, wx, wy);
}

static GskRenderNode *
board_node (CarcBoardView *board,
            int            width,
            int            height)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();

  _carc_board_view_snapshot_board (board, snapshot, width, height);
  return gtk_snapshot_free_to_node (snapshot);
}

static void
count_node_kinds (GskRenderNode *node,
                  guint         *textures)
{
  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_TEXTURE_NODE:
      (*textures)++;
      break;
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        count_node_kinds (gsk_container_node_get_child (node, i), textures);
      break;
    case GSK_OPACITY_NODE:
      count_node_kinds (gsk_opacity_node_get_child (node), textures);
      break;
    case GSK_CLIP_NODE:
      count_node_kinds (gsk_clip_node_get_child (node), textures);
      break;
    case GSK_TRANSFORM_NODE:
      count_node_kinds (gsk_transform_node_get_child (node), textures);
      break;
    default:
      break;
    }
}

/* A 30-tile board with figures renders; every tile is a texture, and
 * textures are drawn once per tile type and rotation, not per frame. */
static void
test_board_renders (void)
{
  CarcGame *game = random_board (30, 7, FALSE);
  const CarcState *state = carc_game_get_state (game);
  CarcBoardView *board = CARC_BOARD_VIEW (g_object_ref_sink (carc_board_view_new ()));
  g_autoptr(GskRenderer) renderer = gsk_cairo_renderer_new ();
  g_autoptr(GHashTable) kinds = g_hash_table_new (NULL, NULL);
  g_autoptr(GError) error = NULL;
  guint placed = 0, textures = 0, cached;

  g_assert_cmpuint (carc_state_get_n_tiles (state), >=, 30);
  for (guint i = 0; i < carc_state_get_n_figures (state); i++)
    if (carc_state_get_figures (state)[i].node != CARC_NONE)
      placed++;
  g_assert_cmpuint (placed, >, 3);
  for (guint i = 0; i < carc_state_get_n_tiles (state); i++)
    g_hash_table_add (kinds, GUINT_TO_POINTER (carc_state_get_tiles (state)[i].type << 2 | carc_state_get_tiles (state)[i].rotation));

  g_assert_true (gsk_renderer_realize (renderer, NULL, &error));
  g_assert_no_error (error);

  carc_board_view_set_state (board, state);
  {
    g_autoptr(GskRenderNode) first = board_node (board, 900, 700);
  }
  carc_board_view_zoom_to_fit (board);
  /* the new size is drawn over a few frames; the cache takes the new size
   * only when a frame starts, so at least one frame is drawn before the
   * count means anything */
  for (guint frame = 0; frame < 200; frame++)
    {
      g_autoptr(GskRenderNode) node = board_node (board, 900, 700);

      if (_carc_board_view_get_n_tile_textures (board) >= g_hash_table_size (kinds))
        break;
    }
  for (guint frame = 0; frame < 3; frame++)
    {
      g_autoptr(GskRenderNode) node = board_node (board, 900, 700);
      g_autoptr(GdkTexture) texture = NULL;

      g_assert_nonnull (node);
      texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, 900, 700));
      g_assert_cmpint (gdk_texture_get_width (texture), ==, 900);
      if (frame == 0)
        {
          count_node_kinds (node, &textures);
          cached = _carc_board_view_get_n_tile_textures (board);
          g_assert_cmpuint (cached, ==, g_hash_table_size (kinds));
        }
      else
        g_assert_cmpuint (_carc_board_view_get_n_tile_textures (board), ==, cached);
    }
  /* a texture per tile and per figure on the board */
  g_assert_cmpuint (textures, >=, carc_state_get_n_tiles (state) + placed);

  /* zooming redraws the textures at the new size, a few per frame (the
   * others are drawn scaled meanwhile), each once */
  carc_board_view_zoom_in (board);
  for (guint frame = 0; frame < 200 && _carc_board_view_get_n_tile_textures (board) < cached; frame++)
    {
      g_autoptr(GskRenderNode) node = board_node (board, 900, 700);
      g_autoptr(GdkTexture) texture = gsk_renderer_render_texture (renderer, node,
                                                                   &GRAPHENE_RECT_INIT (0, 0, 900, 700));
      g_assert_cmpuint (_carc_board_view_get_n_tile_textures (board), <=, cached);
    }
  g_assert_cmpuint (_carc_board_view_get_n_tile_textures (board), ==, cached);

  carc_board_view_set_state (board, NULL);
  {
    g_autoptr(GskRenderNode) node = board_node (board, 900, 700);
    g_assert_nonnull (node);
  }
  gsk_renderer_unrealize (renderer);
  g_object_unref (board);
  carc_game_free (game);
}

static void
test_board_input (void)
{
  CarcGame *game = random_board (20, 14, TRUE);
  const CarcState *state = carc_game_get_state (game);
  CarcBoardView *board = CARC_BOARD_VIEW (carc_board_view_new ());
  g_autoptr(GArray) placements = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));
  CarcFigureOption options[32];
  guint n_options, features[9], n_features = 0;
  const CarcPlacedTile *current;
  const CarcTileType *type;
  const CarcPlacement *spot;
  GtkWindow *window;
  Emitted e = { 0 };
  double wx, wy, ax, ay, before;
  int cx, cy;

  g_assert_cmpint (carc_state_get_phase (state), ==, CARC_PHASE_FIGURE);
  current = &carc_state_get_tiles (state)[carc_state_get_current_tile (state)];
  type = carc_state_tile_type (state, current);
  n_options = carc_state_list_figure_options (state, options, G_N_ELEMENTS (options));
  for (guint i = 0; i < n_options && n_features < G_N_ELEMENTS (features); i++)
    {
      gboolean seen = FALSE;
      for (guint j = 0; j < n_features; j++)
        seen |= features[j] == options[i].feature;
      if (!seen)
        features[n_features++] = options[i].feature;
    }
  g_assert_cmpuint (n_features, >, 0);
  carc_state_list_placements (state, carc_state_get_tiles (state)[0].type, placements);
  if (placements->len == 0)
    carc_state_list_placements (state, carc_catalogue_lookup (carc_state_get_catalogue (state), "BA/L"), placements);
  g_assert_cmpuint (placements->len, >, 0);
  spot = &g_array_index (placements, CarcPlacement, 0);

  carc_board_view_set_state (board, state);
  carc_board_view_set_spots (board, (const CarcPlacement *) placements->data, placements->len);
  carc_board_view_set_figure_choices (board, features, n_features);
  g_signal_connect (board, "spot-activated", G_CALLBACK (spot_cb), &e);
  g_signal_connect (board, "tile-activated", G_CALLBACK (tile_cb), &e);
  g_signal_connect (board, "feature-activated", G_CALLBACK (feature_cb), &e);
  g_signal_connect (board, "cursor-moved", G_CALLBACK (cursor_cb), &e);

  window = show_board (board, 800, 600);
  carc_board_view_set_tile_size (board, 96);
  carc_board_view_center_on (board, current->x, current->y);

  /* a click on an empty legal spot */
  widget_point (board, spot->x + 0.5, spot->y + 0.5, &wx, &wy);
  _carc_board_view_click (board, wx, wy);
  g_assert_cmpuint (e.spot, ==, 1);
  g_assert_cmpint (e.x, ==, spot->x);
  g_assert_cmpint (e.y, ==, spot->y);
  carc_board_view_get_cursor (board, &cx, &cy);
  g_assert_cmpint (cx, ==, spot->x);
  g_assert_cmpint (cy, ==, spot->y);

  /* a click on a placed tile that is not the new one */
  {
    const CarcPlacedTile *other = &carc_state_get_tiles (state)[0] == current ? &carc_state_get_tiles (state)[1] : &carc_state_get_tiles (state)[0];
    widget_point (board, other->x + 0.02, other->y + 0.02, &wx, &wy);
    _carc_board_view_click (board, wx, wy);
    g_assert_cmpuint (e.tile, ==, 1);
    g_assert_cmpint (e.x, ==, other->x);
    g_assert_cmpint (e.y, ==, other->y);
  }

  /* a click on each numbered figure choice */
  for (guint i = 0; i < n_features; i++)
    {
      g_assert_true (_carc_board_view_get_choice_point (board, i, &wx, &wy));
      _carc_board_view_click (board, wx, wy);
      g_assert_cmpuint (e.feature, ==, i + 1);
      g_assert_cmpuint (e.value, ==, features[i]);
    }
  g_assert_false (_carc_board_view_get_choice_point (board, n_features, &wx, &wy));
  g_assert_cmpuint (e.tile, ==, 1);

  /* … and on the feature itself, away from its number (the first choice
   * with room for that: a short road may be all number) */
  {
    gboolean clicked = FALSE;
    guint k;
    double mx, my;

    for (k = 0; k < n_features && !clicked; k++)
      {
        carc_board_view_set_figure_choices (board, &features[k], 1);
        g_assert_true (_carc_board_view_get_choice_point (board, 0, &mx, &my));
        for (double gy = 0.05; gy < 1 && !clicked; gy += 0.05)
          for (double gx = 0.05; gx < 1 && !clicked; gx += 0.05)
            {
              widget_point (board, current->x + gx, current->y + gy, &wx, &wy);
              if (carc_tile_feature_at (type, current->rotation, gx, gy) == features[k]
                  && hypot (wx - mx, wy - my) > 15 + 6)
                {
                  _carc_board_view_click (board, wx, wy);
                  clicked = TRUE;
                }
            }
      }
    g_assert_true (clicked);
    g_assert_cmpuint (e.feature, ==, n_features + 1);
    g_assert_cmpuint (e.value, ==, features[k - 1]);
    g_assert_cmpuint (e.tile, ==, 1);
  }
  /* a feature that takes no figure: the click is on the tile */
  carc_board_view_set_figure_choices (board, NULL, 0);
  carc_tile_feature_anchor (type, current->rotation, features[0], &ax, &ay);
  widget_point (board, current->x + ax, current->y + ay, &wx, &wy);
  _carc_board_view_click (board, wx, wy);
  g_assert_cmpuint (e.tile, ==, 2);
  g_assert_cmpuint (e.feature, ==, n_features + 1);
  carc_board_view_set_figure_choices (board, features, n_features);
  e.feature = 1;
  e.tile = 1;

  /* an empty square that is no legal spot does nothing */
  {
    int min_x, min_y, max_x, max_y;
    carc_state_get_bounds (state, &min_x, &min_y, &max_x, &max_y);
    carc_board_view_center_on (board, max_x + 3, max_y + 3);
    widget_point (board, max_x + 3.5, max_y + 3.5, &wx, &wy);
    _carc_board_view_click (board, wx, wy);
    g_assert_cmpuint (e.spot + e.tile + e.feature, ==, 3);
  }

  /* the keyboard: arrows move the cursor, Enter activates, digits choose */
  carc_board_view_set_cursor (board, spot->x - 1, spot->y);
  e.cursor = 0;
  g_assert_true (_carc_board_view_key (board, GDK_KEY_Right, 0));
  g_assert_cmpuint (e.cursor, ==, 1);
  g_assert_cmpint (e.x, ==, spot->x);
  g_assert_true (_carc_board_view_key (board, GDK_KEY_Return, 0));
  g_assert_cmpuint (e.spot, ==, 2);
  g_assert_true (_carc_board_view_key (board, GDK_KEY_Down, 0));
  g_assert_true (_carc_board_view_key (board, GDK_KEY_Up, 0));
  g_assert_true (_carc_board_view_key (board, GDK_KEY_Left, 0));
  g_assert_cmpuint (e.cursor, ==, 4);
  carc_board_view_set_cursor (board, current->x, current->y);
  g_assert_true (_carc_board_view_key (board, GDK_KEY_KP_Enter, 0));
  g_assert_cmpuint (e.tile, ==, 2);
  /* the digits are the page's (play.digit), which numbers the board's
   * choices, the figure bar and the prompts alike: the board leaves them */
  g_assert_false (_carc_board_view_key (board, GDK_KEY_1, 0));
  g_assert_false (_carc_board_view_key (board, GDK_KEY_0, 0));
  g_assert_cmpuint (e.feature, ==, 1);
  g_assert_false (_carc_board_view_key (board, GDK_KEY_a, 0));
  g_assert_false (_carc_board_view_key (board, GDK_KEY_Right, GDK_CONTROL_MASK));

  /* zoom: + and −; fitting is the page's Ctrl+0 */
  before = carc_board_view_get_tile_size (board);
  g_assert_true (_carc_board_view_key (board, GDK_KEY_plus, 0));
  g_assert_cmpfloat (carc_board_view_get_tile_size (board), >, before);
  g_assert_true (_carc_board_view_key (board, GDK_KEY_minus, 0));
  g_assert_true (_carc_board_view_key (board, GDK_KEY_minus, 0));
  g_assert_cmpfloat (carc_board_view_get_tile_size (board), <, before);
  carc_board_view_zoom_to_fit (board);
  {
    int min_x, min_y, max_x, max_y;
    double x0, y0, x1, y1;

    /* after fitting, the whole board is in view */
    carc_state_get_bounds (state, &min_x, &min_y, &max_x, &max_y);
    widget_point (board, min_x, min_y, &x0, &y0);
    widget_point (board, max_x + 1, max_y + 1, &x1, &y1);
    g_assert_cmpfloat (x0, >=, 0);
    g_assert_cmpfloat (y0, >=, 0);
    g_assert_cmpfloat (x1, <=, gtk_widget_get_width (GTK_WIDGET (board)));
    g_assert_cmpfloat (y1, <=, gtk_widget_get_height (GTK_WIDGET (board)));
  }

  gtk_window_destroy (window);
  carc_game_free (game);
}

/* Hovering a city lights up all its parts across tiles, and the tooltip
 * names the owners, the size and the value. */
static void
test_board_hover (void)
{
  CarcGame *game = random_board (40, 3, FALSE);
  const CarcState *state = carc_game_get_state (game);
  CarcBoardView *board = CARC_BOARD_VIEW (carc_board_view_new ());
  GtkWindow *window = show_board (board, 800, 600);
  guint best = CARC_NONE, best_size = 0;

  carc_board_view_set_state (board, state);
  carc_board_view_set_tile_size (board, 64);

  /* the biggest city on the board */
  for (guint n = 0; n < carc_state_get_n_nodes (state); n++)
    {
      guint root = carc_state_find (state, n);
      if (carc_state_get_nodes (state)[n].kind == CARC_FEATURE_CITY && root == n && carc_state_get_nodes (state)[n].size > best_size)
        {
          best = n;
          best_size = carc_state_get_nodes (state)[n].size;
        }
    }
  g_assert_cmpuint (best, !=, CARC_NONE);
  {
    const CarcNode *node = &carc_state_get_nodes (state)[best];
    const CarcPlacedTile *t = &carc_state_get_tiles (state)[node->tile];
    double ax, ay, wx, wy;
    g_autofree char *text = NULL;
    CarcFeatureInfo info;

    carc_tile_feature_anchor (carc_state_tile_type (state, t), t->rotation, node->local, &ax, &ay);
    carc_board_view_center_on (board, t->x, t->y);
    widget_point (board, t->x + ax, t->y + ay, &wx, &wy);
    _carc_board_view_hover (board, wx, wy);
    g_assert_cmpuint (_carc_board_view_get_n_highlighted (board), ==, best_size);

    text = _carc_board_view_describe_at (board, wx, wy);
    g_assert_nonnull (text);
    g_test_message ("tooltip: %s", text);
    g_assert_true (g_str_has_prefix (text, "City"));
    carc_state_feature_info (state, best, &info);
    {
      g_autofree char *tiles = g_strdup_printf ("%u tile", info.tiles);
      g_autofree char *points = g_strdup_printf ("%d point", info.value);
      g_assert_nonnull (strstr (text, tiles));
      g_assert_nonnull (strstr (text, points));
    }
    if (info.owners == 0)
      g_assert_nonnull (strstr (text, "No owner"));
    else
      for (guint p = 0; p < carc_state_get_n_players (state); p++)
        if (info.owners & (1u << p))
          g_assert_nonnull (strstr (text, carc_state_get_setup (state)->players[p].name));

    /* drawing the highlight works, and leaving clears it */
    gtk_widget_queue_draw (GTK_WIDGET (board));
    gtk_test_widget_wait_for_draw (GTK_WIDGET (board));
    _carc_board_view_hover (board, -1, -1);
    g_assert_cmpuint (_carc_board_view_get_n_highlighted (board), ==, 0);
  }

  gtk_window_destroy (window);
  carc_game_free (game);
}

/* ---- screenshots ---- */

/* Lets the view draw until every tile texture has its final size. */
static void
settle (CarcBoardView *board)
{
  gtk_widget_queue_draw (GTK_WIDGET (board));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (board));
  while (_carc_board_view_is_refreshing (board))
    g_main_context_iteration (NULL, TRUE);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (board));
}

/* A board of about 40 tiles in the middle of a turn: figures, the legal
 * spots for the next tile with coach labels, a ghost tile, the new tile's
 * numbered figure choices, a hovered city and the field owners. */
static void
test_screenshots (void)
{
  AdwStyleManager *style_manager = adw_style_manager_get_default ();
  CarcGame *game = random_board (40, 2026, TRUE);
  const CarcState *state = carc_game_get_state (game);
  g_autoptr(GArray) placements = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));
  g_autoptr(GHashTable) labels = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  CarcFigureOption options[32];
  guint n_options, features[9], n_features = 0;
  int ghost_type = carc_catalogue_lookup (carc_state_get_catalogue (state), "BA/CRr");
  const CarcPlacedTile *current = &carc_state_get_tiles (state)[carc_state_get_current_tile (state)];

  g_assert_cmpint (carc_state_get_phase (state), ==, CARC_PHASE_FIGURE);
  n_options = carc_state_list_figure_options (state, options, G_N_ELEMENTS (options));
  for (guint i = 0; i < n_options && n_features < G_N_ELEMENTS (features); i++)
    {
      gboolean seen = FALSE;
      for (guint j = 0; j < n_features; j++)
        seen |= features[j] == options[i].feature;
      if (!seen)
        features[n_features++] = options[i].feature;
    }
  carc_state_list_placements (state, (guint) ghost_type, placements);
  g_assert_cmpuint (placements->len, >, 1);
  for (guint i = 0; i < placements->len; i += 3)
    {
      const CarcPlacement *p = &g_array_index (placements, CarcPlacement, i);
      g_hash_table_insert (labels, g_strdup_printf ("%d,%d", p->x, p->y),
                           g_strdup_printf ("%u · %u%%", 2 + i % 7, 15 + (i * 13) % 70));
    }

  for (guint dark = 0; dark <= 1; dark++)
    {
      CarcBoardView *board = CARC_BOARD_VIEW (carc_board_view_new ());
      const CarcPlacement *ghost = &g_array_index (placements, CarcPlacement, 1);
      GtkWindow *window;
      guint rotation = 0;

      gui_test_set_dark (dark);
      while (!(ghost->rotations & (1u << rotation)))
        rotation++;
      carc_board_view_set_state (board, state);
      carc_board_view_set_spots (board, (const CarcPlacement *) placements->data, placements->len);
      carc_board_view_set_spot_labels (board, labels);
      carc_board_view_set_ghost (board, ghost_type, ghost->x, ghost->y, rotation, TRUE);
      carc_board_view_set_figure_choices (board, features, n_features);
      carc_board_view_set_cursor (board, current->x, current->y);
      carc_board_view_set_show_field_owners (board, dark);
      window = show_board (board, 1200, 760);
      carc_board_view_zoom_to_fit (board);
      gtk_widget_grab_focus (GTK_WIDGET (board));

      /* hover a city that has an owner, so the extent shows */
      for (guint i = 0; i < carc_state_get_n_figures (state); i++)
        {
          const CarcFigure *figure = &carc_state_get_figures (state)[i];
          const CarcNode *node;
          const CarcPlacedTile *t;
          double ax, ay, wx, wy;

          if (figure->node == CARC_NONE)
            continue;
          node = &carc_state_get_nodes (state)[figure->node];
          if (node->kind != (dark ? CARC_FEATURE_ROAD : CARC_FEATURE_CITY))
            continue;
          t = &carc_state_get_tiles (state)[node->tile];
          carc_tile_feature_anchor (carc_state_tile_type (state, t), t->rotation, node->local, &ax, &ay);
          widget_point (board, t->x + ax, t->y + ay, &wx, &wy);
          _carc_board_view_hover (board, wx, wy);
          if (_carc_board_view_get_n_highlighted (board) > 1)
            break;
        }

      settle (board);
      gui_test_save_screenshot (GTK_WIDGET (board), dark ? "board-dark.png" : "board-light.png");

      /* close up */
      carc_board_view_set_tile_size (board, 150);
      carc_board_view_center_on (board, current->x, current->y);
      settle (board);
      gui_test_save_screenshot (GTK_WIDGET (board), dark ? "board-zoom-dark.png" : "board-zoom-light.png");
      gtk_window_destroy (window);
    }
  adw_style_manager_set_color_scheme (style_manager, ADW_COLOR_SCHEME_DEFAULT);
  carc_game_free (game);
}

/* Every tile of the catalogue, and every figure in every colour. */
static void
test_tile_sheet (void)
{
  CarcCatalogue *cat = catalogue ();
  guint n = carc_catalogue_get_n_types (cat);
  const int size = 96, pad = 10, label = 16, cols = 12;
  int rows = (int) (n + cols - 1) / cols;
  static const char *colours[] = { "red", "blue", "green", "yellow", "black", "grey", "pink", "purple" };

  for (guint dark = 0; dark <= 1; dark++)
    {
      int width = cols * (size + pad) + pad;
      int height = rows * (size + pad + label) + pad + ((int) G_N_ELEMENTS (colours) + 3) / 4 * 52 + pad;
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
      cairo_t *cr = cairo_create (surface);
      g_autofree char *dir = g_test_build_filename (G_TEST_BUILT, "screenshots", NULL);
      g_autofree char *path = g_build_filename (dir, dark ? "board-tiles-dark.png" : "board-tiles-light.png", NULL);
      int y0;

      if (dark)
        cairo_set_source_rgb (cr, 0x1e / 255.0, 0x1e / 255.0, 0x1e / 255.0);
      else
        cairo_set_source_rgb (cr, 0xe8 / 255.0, 0xe6 / 255.0, 0xe1 / 255.0);
      cairo_paint (cr);
      for (guint i = 0; i < n; i++)
        {
          const CarcTileType *type = carc_catalogue_get_type (cat, i);
          double x = pad + (i % cols) * (size + pad), y = pad + (i / cols) * (size + pad + label);

          cairo_save (cr);
          cairo_translate (cr, x, y);
          carc_tile_paint (cr, type, 0, size, dark);
          cairo_restore (cr);
          cairo_move_to (cr, x, y + size + 12);
          cairo_set_font_size (cr, 10);
          cairo_set_source_rgb (cr, dark, dark, dark);
          cairo_show_text (cr, type->id);
        }
      y0 = pad + rows * (size + pad + label);
      for (guint c = 0; c < G_N_ELEMENTS (colours); c++)
        for (guint k = 0; k < CARC_N_FIGURE_KINDS + 1; k++)
          {
            GdkRGBA rgba;
            double x = pad + (c % 4) * 6 * 50 + k * 50, y = y0 + (c / 4) * 52;

            g_assert_true (carc_player_colour (colours[c], &rgba));
            cairo_save (cr);
            cairo_translate (cr, x, y);
            /* on a field tile, as they stand on the board */
            carc_tile_paint (cr, carc_catalogue_get_type (cat, (guint) carc_catalogue_lookup (cat, k % 2 ? "BA/C" : "BA/RFr")),
                             0, 48, dark);
            carc_figure_paint (cr, k == CARC_N_FIGURE_KINDS ? CARC_FIGURE_FOLLOWER : (CarcFigureKind) k,
                               &rgba, k == CARC_N_FIGURE_KINDS, 48);
            cairo_restore (cr);
          }
      g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
      cairo_destroy (cr);
      g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
      g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
      cairo_surface_destroy (surface);
      g_test_message ("screenshot: %s", path);
    }
}

int
main (int   argc,
      char *argv[])
{
  if (!gui_test_have_display ())
    return 0;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/painter/hit-points", test_hit_points);
  g_test_add_func ("/painter/hit-curve", test_hit_curve);
  g_test_add_func ("/painter/roadside-building", test_roadside_building);
  g_test_add_func ("/painter/symbol-spot", test_symbol_spot);
  g_test_add_func ("/painter/all-tiles", test_all_tiles);
  g_test_add_func ("/painter/feature-fill", test_feature_fill);
  g_test_add_func ("/painter/colours", test_colours);
  g_test_add_func ("/painter/figures", test_figures);
  g_test_add_func ("/board/renders", test_board_renders);
  g_test_add_func ("/board/input", test_board_input);
  g_test_add_func ("/board/hover", test_board_hover);
  g_test_add_func ("/board/screenshots", test_screenshots);
  g_test_add_func ("/board/tile-sheet", test_tile_sheet);

  return g_test_run ();
}
