/* carc-hunters-gatherers-ui.c: Hunters & Gatherers on the screens
 *
 * The game's set, its hut and score kinds, how the painter draws its
 * landscape (forests, meadows, rivers, lakes) and what is printed on it
 * (animals, fish, menhirs, mushrooms, the menhir tiles' powers), its words
 * in the log and the tile picker, its "tiles left" with the menhir stack,
 * and its prompts (menhir bonus turn, shaman, small trap).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "carc-expansion-ui.h"
#include "carc-hg-menhir-prompt.h"
#include "carc-hg-shaman-prompt.h"
#include "carc-hg-trap-prompt.h"
#include "carc-hunters-gatherers.h"
#include "carc-tile-names.h"
#include "carc-tile-painter.h"

static const CarcUiSetName sets[] = {
  /* Translators: the game's published title (Czech: Lovci a sběrači) */
  { CARC_HG_SET_ID, N_("Hunters & Gatherers") },
};

static const CarcUiKindName figures[] = {
  /* Translators: the game's fishers, gatherers and hunters, one kind of
   * figure (Czech: figurka) */
  { CARC_FIGURE_FOLLOWER, N_("Figure") },
  { CARC_FIGURE_HUT, N_("Hut") },
};

static const CarcUiKindName scores[] = {
  { CARC_SCORE_HG_RIVER, N_("Rivers") },
  { CARC_SCORE_HG_FOREST, N_("Forests") },
  { CARC_SCORE_HG_MEADOW, N_("Meadows") },
  { CARC_SCORE_HG_HUT, N_("Huts") },
  { CARC_SCORE_HG_RAFT, N_("Rafts") },
  { CARC_SCORE_HG_CANOE, N_("Canoes") },
  { CARC_SCORE_HG_SMALL_TRAP, N_("Small traps") },
  { CARC_SCORE_HG_BIG_TRAP, N_("Big traps") },
};

/* ---- the hut ---- */

/* A round hut seen from the side: a thatched cone on a low wall. */
static void
hut_shape (cairo_t *cr)
{
  cairo_move_to (cr, 0, -0.48);
  cairo_curve_to (cr, 0.12, -0.3, 0.3, -0.08, 0.48, 0.08);
  cairo_line_to (cr, 0.38, 0.1);
  cairo_line_to (cr, 0.38, 0.46);
  cairo_line_to (cr, -0.38, 0.46);
  cairo_line_to (cr, -0.38, 0.1);
  cairo_line_to (cr, -0.48, 0.08);
  cairo_curve_to (cr, -0.3, -0.08, -0.12, -0.3, 0, -0.48);
  cairo_close_path (cr);
}

static void
hut_over (cairo_t       *cr,
          const GdkRGBA *fill)
{
  /* the eaves' line and a dark doorway */
  cairo_move_to (cr, -0.38, 0.1);
  cairo_line_to (cr, 0.38, 0.1);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
  cairo_set_line_width (cr, 0.04);
  cairo_stroke (cr);
  cairo_move_to (cr, -0.1, 0.46);
  cairo_line_to (cr, -0.1, 0.27);
  cairo_arc (cr, 0, 0.27, 0.1, G_PI, 2 * G_PI);
  cairo_line_to (cr, 0.1, 0.46);
  cairo_close_path (cr);
  cairo_set_source_rgba (cr, 0.1, 0.07, 0.05, 0.8);
  cairo_fill (cr);
}

static const CarcUiFigureLook figure_looks[] = {
  { CARC_FIGURE_HUT, 0.72, TRUE, hut_shape, NULL, hut_over },
};

/* ---- the landscape ---- */

/* Small tree crowns scattered over a forest, the same on every tile. */
static void
forest_texture (cairo_t  *cr,
                gboolean  dark)
{
  guint32 crown = dark ? 0x173d1c : 0x27592b;
  guint32 lit = dark ? 0x2f6a34 : 0x4f9a4f;

  for (int j = 0; j < 9; j++)
    for (int i = 0; i < 9; i++)
      {
        guint h = (guint) (i * 73856093u) ^ (guint) (j * 19349663u);
        double x = (i + 0.5 + ((h & 0xff) / 255.0 - 0.5) * 0.5 + (j & 1) * 0.5) / 9;
        double y = (j + 0.5 + (((h >> 8) & 0xff) / 255.0 - 0.5) * 0.5) / 9;
        double r = 0.03 + ((h >> 16) & 0xff) / 255.0 * 0.012;

        cairo_new_sub_path (cr);
        cairo_arc (cr, x, y, r, 0, 2 * G_PI);
        carc_tile_set_rgba (cr, crown, 0.8);
        cairo_fill (cr);
        cairo_arc (cr, x - r * 0.3, y - r * 0.3, r * 0.45, 0, 2 * G_PI);
        carc_tile_set_rgba (cr, lit, 0.7);
        cairo_fill (cr);
      }
}

/* Ripples on a lake, in a box from -1 to 1 (the lake's radius). */
static void
lake_texture (cairo_t  *cr,
              gboolean  dark)
{
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, 0.06);
  carc_tile_set_rgba (cr, dark ? 0x7aa6d6 : 0xd6eafb, 0.8);
  cairo_move_to (cr, -0.6, -0.45);
  cairo_curve_to (cr, -0.45, -0.55, -0.3, -0.55, -0.15, -0.45);
  cairo_move_to (cr, 0.2, 0.5);
  cairo_curve_to (cr, 0.35, 0.4, 0.5, 0.4, 0.65, 0.5);
  cairo_stroke (cr);
}

/* The letters typed for the game's edges in the tile search. */
static const char *
forest_letter (void)
{
  /* Translators: the letter typed in the tile search for a forest edge
   * (Hunters & Gatherers): the first letter of your word for "forest";
   * one letter, different from the meadow's and the river's */
  return C_("edge letter (Hunters & Gatherers)", "F");
}

static const char *
meadow_letter (void)
{
  /* Translators: the letter typed in the tile search for a meadow edge
   * (Hunters & Gatherers): the first letter of your word for "meadow" */
  return C_("edge letter (Hunters & Gatherers)", "M");
}

static const char *
river_letter (void)
{
  /* Translators: the letter typed in the tile search for a river edge
   * (Hunters & Gatherers): the first letter of your word for "river" */
  return C_("edge letter (Hunters & Gatherers)", "R");
}

static const CarcUiFeatureLook feature_looks[] = {
  { CARC_FEATURE_HG_FOREST, CARC_UI_SHAPE_AREA,
    { 0x33703a, 0x1f4626 }, { 0x4a8c48, 0x2b5a30 }, { 0x1d4a22, 0x0f2a14 }, forest_texture, NULL, forest_letter },
  { CARC_FEATURE_HG_MEADOW, CARC_UI_SHAPE_GROUND,
    { 0xa6c86c, 0x5b783a }, { 0xc4dd8c, 0x6a8a46 }, { 0x6f8f3f, 0x3b5424 }, NULL, NULL, meadow_letter },
  { CARC_FEATURE_HG_RIVER, CARC_UI_SHAPE_STREAM,
    { 0x7ab3ea, 0x3a72b0 }, { 0xa9cff3, 0x5088c4 }, { 0x3d7fcb, 0x24528a }, NULL, carc_hg_river_lake, river_letter },
  { CARC_FEATURE_HG_LAKE, CARC_UI_SHAPE_POOL,
    { 0x4a8fd8, 0x2d5f9a }, { 0x9ccaf4, 0x4a80bc }, { 0x2f6db5, 0x1b4070 }, lake_texture, NULL, NULL },
};

/* ---- what is printed on the tiles ---- */

enum {
  SYMBOL_MAMMOTH,   /* the animals in the order of CARC_HG_COUNTER_* */
  SYMBOL_AUROCHS,
  SYMBOL_DEER,
  SYMBOL_TIGER,
  SYMBOL_FISH,
  SYMBOL_MENHIR,
  SYMBOL_MUSHROOMS,
  SYMBOL_POWER,     /* count: the CARC_HG_TILE_* power bit */
};

static void
outline_fill (cairo_t *cr,
              guint32  fill,
              double   width)
{
  carc_tile_set_rgb (cr, fill);
  cairo_fill_preserve (cr);
  carc_tile_set_rgba (cr, 0x2a1f16, 0.9);
  cairo_set_line_width (cr, width);
  cairo_stroke (cr);
}

/* Legs: @n rectangles under a body, from x0 to x1, down to y. */
static void
legs (cairo_t *cr,
      double   x0,
      double   x1,
      double   top,
      double   bottom,
      double   width)
{
  for (guint i = 0; i < 4; i++)
    {
      double x = x0 + (x1 - x0) * i / 3.0;
      cairo_rectangle (cr, x - width / 2, top, width, bottom - top);
    }
}

/* The animals, side view facing right, in a box from -0.5 to 0.5. */
static void
paint_mammoth (cairo_t *cr, gboolean dark)
{
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  legs (cr, -0.3, 0.18, 0.05, 0.42, 0.13);
  outline_fill (cr, dark ? 0x5a3c24 : 0x7a5234, 0.04);
  /* a high domed back, the head low in front, the trunk hanging */
  cairo_move_to (cr, -0.42, 0.2);
  cairo_curve_to (cr, -0.45, -0.2, -0.2, -0.42, 0.08, -0.36);
  cairo_curve_to (cr, 0.3, -0.34, 0.42, -0.2, 0.42, 0.0);
  cairo_curve_to (cr, 0.44, 0.15, 0.48, 0.3, 0.46, 0.42);
  cairo_line_to (cr, 0.38, 0.42);
  cairo_curve_to (cr, 0.36, 0.3, 0.3, 0.2, 0.24, 0.16);
  cairo_curve_to (cr, 0.1, 0.22, -0.2, 0.24, -0.42, 0.2);
  cairo_close_path (cr);
  outline_fill (cr, dark ? 0x6b4a2e : 0x8f6240, 0.04);
  /* the tusk */
  cairo_move_to (cr, 0.3, 0.08);
  cairo_curve_to (cr, 0.26, 0.3, 0.06, 0.32, 0.0, 0.2);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  carc_tile_set_rgb (cr, 0x2a1f16);
  cairo_set_line_width (cr, 0.1);
  cairo_stroke_preserve (cr);
  carc_tile_set_rgb (cr, 0xf6f0e0);
  cairo_set_line_width (cr, 0.06);
  cairo_stroke (cr);
  /* the eye */
  cairo_arc (cr, 0.3, -0.12, 0.03, 0, 2 * G_PI);
  carc_tile_set_rgb (cr, 0x1a120c);
  cairo_fill (cr);
}

static void
paint_aurochs (cairo_t *cr, gboolean dark)
{
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  legs (cr, -0.34, 0.16, 0.05, 0.42, 0.09);
  outline_fill (cr, dark ? 0x2a1c14 : 0x3b2a20, 0.04);
  /* a heavy body with a hump, the head low in front */
  cairo_move_to (cr, -0.44, -0.02);
  cairo_curve_to (cr, -0.44, -0.2, -0.2, -0.24, 0.0, -0.26);
  cairo_curve_to (cr, 0.12, -0.3, 0.22, -0.22, 0.3, -0.12);
  cairo_line_to (cr, 0.46, -0.02);
  cairo_curve_to (cr, 0.48, 0.06, 0.44, 0.14, 0.36, 0.14);
  cairo_curve_to (cr, 0.28, 0.14, 0.24, 0.1, 0.2, 0.12);
  cairo_curve_to (cr, 0.0, 0.18, -0.3, 0.2, -0.4, 0.12);
  cairo_close_path (cr);
  outline_fill (cr, dark ? 0x3d2a1e : 0x54382a, 0.04);
  /* the long forward-curving horns, light */
  cairo_move_to (cr, 0.3, -0.14);
  cairo_curve_to (cr, 0.26, -0.34, 0.42, -0.42, 0.5, -0.32);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  carc_tile_set_rgb (cr, 0x2a1f16);
  cairo_set_line_width (cr, 0.09);
  cairo_stroke_preserve (cr);
  carc_tile_set_rgb (cr, 0xefe4c8);
  cairo_set_line_width (cr, 0.05);
  cairo_stroke (cr);
}

static void
paint_deer (cairo_t *cr, gboolean dark)
{
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  legs (cr, -0.28, 0.12, 0.02, 0.46, 0.06);
  outline_fill (cr, dark ? 0x8a5a34 : 0xa86d40, 0.035);
  /* a slim body, a long neck up to the head */
  cairo_move_to (cr, -0.36, 0.06);
  cairo_curve_to (cr, -0.38, -0.08, -0.2, -0.1, 0.06, -0.08);
  cairo_curve_to (cr, 0.14, -0.1, 0.18, -0.22, 0.22, -0.3);
  cairo_line_to (cr, 0.4, -0.24);
  cairo_line_to (cr, 0.4, -0.16);
  cairo_line_to (cr, 0.28, -0.16);
  cairo_curve_to (cr, 0.24, -0.04, 0.2, 0.08, 0.1, 0.1);
  cairo_curve_to (cr, -0.1, 0.14, -0.3, 0.14, -0.36, 0.06);
  cairo_close_path (cr);
  outline_fill (cr, dark ? 0xa4703f : 0xc8874f, 0.035);
  /* the antlers */
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_move_to (cr, 0.24, -0.3);
  cairo_line_to (cr, 0.14, -0.48);
  cairo_move_to (cr, 0.18, -0.4);
  cairo_line_to (cr, 0.06, -0.44);
  cairo_move_to (cr, 0.28, -0.3);
  cairo_line_to (cr, 0.34, -0.5);
  cairo_move_to (cr, 0.31, -0.4);
  cairo_line_to (cr, 0.42, -0.44);
  carc_tile_set_rgb (cr, dark ? 0xd9c7a0 : 0x5a3d22);
  cairo_set_line_width (cr, 0.045);
  cairo_stroke (cr);
}

static void
paint_tiger (cairo_t *cr, gboolean dark)
{
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  legs (cr, -0.3, 0.2, 0.04, 0.4, 0.08);
  outline_fill (cr, dark ? 0xb8651c : 0xe08a2e, 0.035);
  /* a long low body, a big head, a tail */
  cairo_move_to (cr, -0.38, -0.02);
  cairo_curve_to (cr, -0.36, -0.16, -0.1, -0.16, 0.18, -0.14);
  cairo_curve_to (cr, 0.24, -0.26, 0.44, -0.26, 0.48, -0.08);
  cairo_curve_to (cr, 0.48, 0.04, 0.38, 0.08, 0.26, 0.06);
  cairo_curve_to (cr, 0.1, 0.14, -0.2, 0.14, -0.38, 0.08);
  cairo_close_path (cr);
  outline_fill (cr, dark ? 0xd0762a : 0xf29a3a, 0.035);
  cairo_move_to (cr, -0.38, -0.02);
  cairo_curve_to (cr, -0.48, -0.04, -0.5, -0.2, -0.44, -0.3);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  carc_tile_set_rgb (cr, 0x2a1f16);
  cairo_set_line_width (cr, 0.05);
  cairo_stroke (cr);
  /* stripes */
  for (int i = 0; i < 4; i++)
    {
      double x = -0.26 + i * 0.12;
      cairo_move_to (cr, x, -0.13);
      cairo_line_to (cr, x + 0.03, 0.0);
    }
  cairo_set_line_width (cr, 0.04);
  cairo_stroke (cr);
  /* the sabre teeth */
  cairo_move_to (cr, 0.4, 0.04);
  cairo_line_to (cr, 0.42, 0.2);
  cairo_line_to (cr, 0.45, 0.04);
  cairo_close_path (cr);
  carc_tile_set_rgb (cr, 0xffffff);
  cairo_fill_preserve (cr);
  carc_tile_set_rgb (cr, 0x2a1f16);
  cairo_set_line_width (cr, 0.02);
  cairo_stroke (cr);
}

static void
paint_fish (cairo_t *cr, gboolean dark)
{
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_move_to (cr, 0.45, 0);
  cairo_curve_to (cr, 0.3, -0.26, -0.1, -0.26, -0.26, 0);
  cairo_line_to (cr, -0.46, -0.2);
  cairo_line_to (cr, -0.42, 0);
  cairo_line_to (cr, -0.46, 0.2);
  cairo_line_to (cr, -0.26, 0);
  cairo_curve_to (cr, -0.1, 0.26, 0.3, 0.26, 0.45, 0);
  cairo_close_path (cr);
  carc_tile_set_rgb (cr, dark ? 0xc6d2dc : 0xeef4f8);
  cairo_fill_preserve (cr);
  carc_tile_set_rgb (cr, 0x1b3350);
  cairo_set_line_width (cr, 0.07);
  cairo_stroke (cr);
  cairo_arc (cr, 0.26, -0.04, 0.045, 0, 2 * G_PI);
  cairo_fill (cr);
}

static void
paint_menhir (cairo_t *cr, gboolean dark)
{
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  /* a standing stone on its shadow */
  cairo_save (cr);
  cairo_translate (cr, 0.04, 0.44);
  cairo_scale (cr, 0.36, 0.08);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
  carc_tile_set_rgba (cr, 0x000000, 0.35);
  cairo_fill (cr);
  cairo_move_to (cr, -0.2, 0.44);
  cairo_curve_to (cr, -0.26, 0.0, -0.22, -0.4, -0.02, -0.48);
  cairo_curve_to (cr, 0.16, -0.46, 0.22, -0.2, 0.22, 0.44);
  cairo_close_path (cr);
  carc_tile_set_rgb (cr, dark ? 0x9c9a94 : 0xc4c1ba);
  cairo_fill_preserve (cr);
  carc_tile_set_rgb (cr, 0x2e2a26);
  cairo_set_line_width (cr, 0.05);
  cairo_stroke (cr);
  /* the shaded side */
  cairo_move_to (cr, 0.06, 0.44);
  cairo_curve_to (cr, 0.1, 0.0, 0.08, -0.3, -0.02, -0.46);
  cairo_curve_to (cr, 0.16, -0.44, 0.2, -0.2, 0.2, 0.44);
  cairo_close_path (cr);
  carc_tile_set_rgba (cr, 0x000000, 0.22);
  cairo_fill (cr);
}

static void
paint_mushrooms (cairo_t *cr, gboolean dark)
{
  static const double at[][3] = { { -0.16, 0.06, 0.3 }, { 0.2, 0.16, 0.22 } };

  for (guint i = 0; i < G_N_ELEMENTS (at); i++)
    {
      double x = at[i][0], y = at[i][1], r = at[i][2];

      cairo_rectangle (cr, x - r * 0.3, y, r * 0.6, r * 1.1);
      carc_tile_set_rgb (cr, 0xf4eee0);
      cairo_fill_preserve (cr);
      carc_tile_set_rgb (cr, 0x2a1f16);
      cairo_set_line_width (cr, 0.04);
      cairo_stroke (cr);
      cairo_move_to (cr, x - r, y + 0.02);
      cairo_curve_to (cr, x - r, y - r * 1.1, x + r, y - r * 1.1, x + r, y + 0.02);
      cairo_close_path (cr);
      carc_tile_set_rgb (cr, dark ? 0xa51d2d : 0xd0283a);
      cairo_fill_preserve (cr);
      carc_tile_set_rgb (cr, 0x2a1f16);
      cairo_stroke (cr);
      for (int d = -1; d <= 1; d++)
        {
          cairo_new_sub_path (cr);
          cairo_arc (cr, x + d * r * 0.45, y - r * (d == 0 ? 0.55 : 0.3), r * 0.12, 0, 2 * G_PI);
        }
      carc_tile_set_rgb (cr, 0xffffff);
      cairo_fill (cr);
    }
}

/* The powers sit on a light badge, so they read as printed marks. */
static void
paint_power (cairo_t  *cr,
             guint     power,
             gboolean  dark)
{
  carc_tile_paint_badge (cr, 0, 0, 1.0, dark);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  switch (power)
    {
    case CARC_HG_TILE_SHAMAN:
      /* a staff with a crescent moon and a feather */
      cairo_move_to (cr, -0.05, 0.36);
      cairo_line_to (cr, 0.05, -0.2);
      carc_tile_set_rgb (cr, 0x6a4a2a);
      cairo_set_line_width (cr, 0.07);
      cairo_stroke (cr);
      cairo_arc (cr, 0.06, -0.22, 0.17, 0, 2 * G_PI);
      cairo_new_sub_path (cr);
      cairo_arc_negative (cr, 0.13, -0.27, 0.14, 2 * G_PI, 0);
      cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
      carc_tile_set_rgb (cr, 0x813d9c);
      cairo_fill (cr);
      cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
      cairo_move_to (cr, -0.02, 0.06);
      cairo_curve_to (cr, -0.2, 0.06, -0.3, 0.16, -0.32, 0.26);
      cairo_curve_to (cr, -0.2, 0.24, -0.08, 0.18, -0.02, 0.06);
      carc_tile_set_rgb (cr, 0xc01c28);
      cairo_fill (cr);
      break;
    case CARC_HG_TILE_WILD_FIRE:
      cairo_move_to (cr, 0, 0.36);
      cairo_curve_to (cr, -0.3, 0.36, -0.34, 0.06, -0.14, -0.12);
      cairo_curve_to (cr, -0.12, 0.0, -0.06, 0.04, -0.02, 0.02);
      cairo_curve_to (cr, -0.1, -0.14, 0.0, -0.3, 0.08, -0.38);
      cairo_curve_to (cr, 0.08, -0.2, 0.32, -0.06, 0.3, 0.14);
      cairo_curve_to (cr, 0.28, 0.3, 0.16, 0.36, 0, 0.36);
      cairo_close_path (cr);
      carc_tile_set_rgb (cr, 0xe5541b);
      cairo_fill_preserve (cr);
      carc_tile_set_rgb (cr, 0x7a1f0a);
      cairo_set_line_width (cr, 0.04);
      cairo_stroke (cr);
      cairo_move_to (cr, 0, 0.34);
      cairo_curve_to (cr, -0.14, 0.32, -0.16, 0.16, -0.04, 0.04);
      cairo_curve_to (cr, 0.0, 0.14, 0.14, 0.16, 0.12, 0.26);
      cairo_curve_to (cr, 0.1, 0.32, 0.06, 0.34, 0, 0.34);
      carc_tile_set_rgb (cr, 0xf6d32d);
      cairo_fill (cr);
      break;
    case CARC_HG_TILE_BIG_TRAP:
      /* a pit with sharpened stakes */
      cairo_save (cr);
      cairo_scale (cr, 1, 0.55);
      cairo_arc (cr, 0, 0.1, 0.36, 0, 2 * G_PI);
      cairo_restore (cr);
      carc_tile_set_rgb (cr, 0x3b2a1c);
      cairo_fill (cr);
      for (int i = -2; i <= 2; i++)
        {
          cairo_move_to (cr, i * 0.12, 0.14);
          cairo_line_to (cr, i * 0.12 + 0.02 * i, -0.2);
        }
      carc_tile_set_rgb (cr, 0xd9b98a);
      cairo_set_line_width (cr, 0.05);
      cairo_stroke (cr);
      break;
    case CARC_HG_TILE_SMALL_TRAP:
      /* a snare: a bent stick and a noose */
      cairo_move_to (cr, -0.28, 0.34);
      cairo_curve_to (cr, -0.26, -0.1, -0.1, -0.32, 0.18, -0.32);
      carc_tile_set_rgb (cr, 0x6a4a2a);
      cairo_set_line_width (cr, 0.07);
      cairo_stroke (cr);
      cairo_move_to (cr, 0.18, -0.32);
      cairo_line_to (cr, 0.14, 0.0);
      cairo_new_sub_path (cr);
      cairo_arc (cr, 0.14, 0.14, 0.14, 0, 2 * G_PI);
      carc_tile_set_rgb (cr, 0x9a7a4a);
      cairo_set_line_width (cr, 0.04);
      cairo_stroke (cr);
      break;
    case CARC_HG_TILE_RAFT:
      /* logs bound side by side */
      for (int i = 0; i < 4; i++)
        {
          double y = -0.27 + i * 0.18;
          cairo_move_to (cr, -0.3, y);
          cairo_line_to (cr, 0.3, y);
        }
      carc_tile_set_rgb (cr, 0x3b2a1c);
      cairo_set_line_width (cr, 0.17);
      cairo_stroke_preserve (cr);
      carc_tile_set_rgb (cr, 0xa8784a);
      cairo_set_line_width (cr, 0.12);
      cairo_stroke (cr);
      cairo_move_to (cr, -0.18, -0.38);
      cairo_line_to (cr, -0.18, 0.38);
      cairo_move_to (cr, 0.18, -0.38);
      cairo_line_to (cr, 0.18, 0.38);
      carc_tile_set_rgb (cr, 0xe0d0a8);
      cairo_set_line_width (cr, 0.04);
      cairo_stroke (cr);
      break;
    case CARC_HG_TILE_CANOE:
    default:
      /* a dugout canoe and its paddle */
      cairo_move_to (cr, -0.42, -0.02);
      cairo_curve_to (cr, -0.3, 0.24, 0.3, 0.24, 0.42, -0.02);
      cairo_curve_to (cr, 0.2, 0.04, -0.2, 0.04, -0.42, -0.02);
      cairo_close_path (cr);
      carc_tile_set_rgb (cr, 0x8a5a32);
      cairo_fill_preserve (cr);
      carc_tile_set_rgb (cr, 0x2a1f16);
      cairo_set_line_width (cr, 0.04);
      cairo_stroke (cr);
      cairo_move_to (cr, -0.16, -0.36);
      cairo_line_to (cr, 0.14, 0.1);
      carc_tile_set_rgb (cr, 0x6a4a2a);
      cairo_set_line_width (cr, 0.05);
      cairo_stroke (cr);
      cairo_save (cr);
      cairo_translate (cr, 0.18, 0.16);
      cairo_rotate (cr, 1.0);
      cairo_scale (cr, 0.1, 0.05);
      cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
      cairo_restore (cr);
      cairo_fill (cr);
      break;
    }
}

static void
add_symbols (CarcTileSymbolPlacer *placer,
             guint                 kind,
             guint                 count,
             double                size,
             guint                 layer)
{
  CarcTileSymbol symbol = {
    .layer = (guint8) layer, .order = 1, .feature = (guint8) carc_tile_placer_feature (placer),
    .upright = TRUE, .kind = kind, .size = size,
  };

  for (guint i = 0; i < count; i++)
    {
      static const double gaps[] = { 1.05, 0.75, 0.45, 0 };
      double best = -1;

      /* away from the figures' place and the symbols placed before, but
       * never so far that it leaves its meadow: the first place deep
       * enough to hold it, else the deepest */
      for (guint g = 0; g < G_N_ELEMENTS (gaps); g++)
        {
          double x, y, depth = carc_tile_placer_pole (placer, 0.05, size * gaps[g], &x, &y);

          if (depth > best)
            {
              best = depth;
              symbol.x = x;
              symbol.y = y;
            }
          if (depth >= size * 0.42)
            break;
        }
      carc_tile_placer_add (placer, &symbol);
      carc_tile_placer_avoid (placer, symbol.x, symbol.y);
    }
}

static void
tile_symbols_place (CarcTileSymbolPlacer *placer,
                    const CarcTileType   *type,
                    const CarcFeatureDef *def,
                    CarcTilePlaceStage    stage)
{
  guint power = carc_hg_tile_power (type);

  /* a trap's or the fire's badge on its own meadow, before its animals */
  if (stage == CARC_TILE_PLACE_AFTER_ANCHOR && power != 0 && (guint) def->kind == CARC_FEATURE_HG_MEADOW
      && carc_tile_placer_feature (placer) == carc_hg_power_feature (type))
    {
      CarcTileSymbol symbol = {
        .layer = CARC_TILE_SYMBOL_MARK, .order = 2, .feature = (guint8) carc_tile_placer_feature (placer),
        .upright = TRUE, .kind = SYMBOL_POWER, .count = power, .size = 0.2,
      };

      carc_tile_placer_spot (placer, 0.0, 0.2, &symbol.x, &symbol.y);
      carc_tile_placer_add (placer, &symbol);
      carc_tile_placer_avoid (placer, symbol.x, symbol.y);
    }

  if (stage == CARC_TILE_PLACE_AFTER_ANCHOR)
    switch ((guint) def->kind)
      {
      case CARC_FEATURE_HG_MEADOW:
        for (guint a = CARC_HG_COUNTER_MAMMOTH; a <= CARC_HG_COUNTER_TIGER; a++)
          add_symbols (placer, SYMBOL_MAMMOTH + a, def->counters[a], 0.19, CARC_TILE_SYMBOL_MARK);
        break;
      case CARC_FEATURE_HG_FOREST:
        add_symbols (placer, SYMBOL_MENHIR, def->counters[CARC_HG_COUNTER_MENHIR], 0.17, CARC_TILE_SYMBOL_MARK);
        add_symbols (placer, SYMBOL_MUSHROOMS, def->counters[CARC_HG_COUNTER_MUSHROOMS], 0.17, CARC_TILE_SYMBOL_MARK);
        break;
      case CARC_FEATURE_HG_LAKE:
        if ((power == CARC_HG_TILE_RAFT || power == CARC_HG_TILE_CANOE)
            && carc_tile_placer_feature (placer) == carc_hg_power_feature (type))
          {
            CarcTileSymbol symbol = {
              .layer = CARC_TILE_SYMBOL_MARK, .order = 2, .feature = (guint8) carc_tile_placer_feature (placer),
              .upright = TRUE, .kind = SYMBOL_POWER, .count = power, .size = 0.16,
            };

            carc_tile_placer_anchor (placer, &symbol.x, &symbol.y);
            symbol.y += 0.13;
            carc_tile_placer_add (placer, &symbol);
            carc_tile_placer_avoid (placer, symbol.x, symbol.y);
          }
        add_symbols (placer, SYMBOL_FISH, def->counters[CARC_HG_COUNTER_FISH], 0.09, CARC_TILE_SYMBOL_MARK);
        break;
      case CARC_FEATURE_HG_RIVER:
        add_symbols (placer, SYMBOL_FISH, def->counters[CARC_HG_COUNTER_FISH], 0.085, CARC_TILE_SYMBOL_MARK);
        break;
      default:
        break;
      }

  /* the shaman's, who is the whole tile's, on its biggest meadow */
  if (stage == CARC_TILE_PLACE_TILE && power != 0 && carc_hg_power_feature (type) == CARC_NO_FEATURE
      && (guint) def->kind == CARC_FEATURE_HG_MEADOW)
    {
      CarcTileSymbol symbol = {
        .layer = CARC_TILE_SYMBOL_MARK, .order = 2, .feature = (guint8) carc_tile_placer_feature (placer),
        .upright = TRUE, .kind = SYMBOL_POWER, .count = power, .size = 0.2,
      };

      carc_tile_placer_spot (placer, 0.0, 0.2, &symbol.x, &symbol.y);
      carc_tile_placer_add (placer, &symbol);
    }
}

static void
tile_symbol_paint (cairo_t              *cr,
                   const CarcTileSymbol *symbol,
                   gboolean              dark)
{
  cairo_save (cr);
  cairo_translate (cr, symbol->x, symbol->y);
  cairo_scale (cr, symbol->size, symbol->size);
  switch (symbol->kind)
    {
    case SYMBOL_MAMMOTH: paint_mammoth (cr, dark); break;
    case SYMBOL_AUROCHS: paint_aurochs (cr, dark); break;
    case SYMBOL_DEER: paint_deer (cr, dark); break;
    case SYMBOL_TIGER: paint_tiger (cr, dark); break;
    case SYMBOL_FISH: paint_fish (cr, dark); break;
    case SYMBOL_MENHIR: paint_menhir (cr, dark); break;
    case SYMBOL_MUSHROOMS: paint_mushrooms (cr, dark); break;
    case SYMBOL_POWER:
    default:
      paint_power (cr, symbol->count, dark);
      break;
    }
  cairo_restore (cr);
}

/* The small trap's markers (R-HG-7): a wooden disc on every animal of
 * each meadow of the tile it covered. */
static gboolean
tile_marks (cairo_t         *cr,
            const CarcState *state,
            guint            tile,
            gboolean         dark)
{
  const CarcPlacedTile *placed;
  const CarcTileType *type;
  gboolean any = FALSE;

  if (!carc_hg_is_game (state))
    return FALSE;
  placed = &carc_state_get_tiles (state)[tile];
  type = carc_state_tile_type (state, placed);
  for (guint f = 0; f < type->n_features; f++)
    {
      CarcTileSymbol symbols[16];
      guint n;

      if (type->features[f].kind != CARC_FEATURE_HG_MEADOW || !carc_hg_animals_covered (state, tile, f))
        continue;
      n = carc_tile_feature_symbols (type, placed->rotation, f, symbols, G_N_ELEMENTS (symbols));
      for (guint i = 0; i < n; i++)
        {
          if (symbols[i].kind > SYMBOL_TIGER)
            continue;
          any = TRUE;
          if (cr == NULL)
            return TRUE;
          cairo_new_sub_path (cr);
          cairo_arc (cr, symbols[i].x, symbols[i].y, symbols[i].size * 0.5, 0, 2 * G_PI);
          carc_tile_set_rgb (cr, dark ? 0x6e4a2a : 0x9a6a3c);
          cairo_fill_preserve (cr);
          carc_tile_set_rgb (cr, 0x2a1f16);
          cairo_set_line_width (cr, symbols[i].size * 0.08);
          cairo_stroke (cr);
          /* the wood's rings */
          cairo_arc (cr, symbols[i].x, symbols[i].y, symbols[i].size * 0.28, 0, 2 * G_PI);
          carc_tile_set_rgba (cr, 0x2a1f16, 0.45);
          cairo_set_line_width (cr, symbols[i].size * 0.04);
          cairo_stroke (cr);
        }
    }
  return any;
}

/* ---- words ---- */

static char *
figure_on_feature (const char *name,
                   guint       figure,
                   guint       feature)
{
  if (figure == CARC_FIGURE_HUT)
    switch (feature)
      {
      /* Translators: "Anna: hut on a river" */
      case CARC_FEATURE_HG_RIVER: return g_strdup_printf (_("%s: hut on a river"), name);
      /* Translators: "Anna: hut on a lake" */
      case CARC_FEATURE_HG_LAKE: return g_strdup_printf (_("%s: hut on a lake"), name);
      default: return NULL;
      }
  if (figure != CARC_FIGURE_FOLLOWER)
    return NULL;
  /* the game's figures are named by where they stand */
  switch (feature)
    {
    /* Translators: "Anna: fisher on a river" (Hunters & Gatherers) */
    case CARC_FEATURE_HG_RIVER: return g_strdup_printf (_("%s: fisher on a river"), name);
    /* Translators: "Anna: gatherer in a forest" (Hunters & Gatherers) */
    case CARC_FEATURE_HG_FOREST: return g_strdup_printf (_("%s: gatherer in a forest"), name);
    /* Translators: "Anna: hunter on a meadow" (Hunters & Gatherers) */
    case CARC_FEATURE_HG_MEADOW: return g_strdup_printf (_("%s: hunter on a meadow"), name);
    default: return NULL;
    }
}

static gboolean
scoring_detail (const CarcScoring *s,
                GString           *text)
{
  switch (s->kind)
    {
    case CARC_SCORE_HG_RIVER:
      /* Translators: a scored river: "river of 3 tiles" (then the fish) */
      g_string_append_printf (text, g_dngettext (NULL, "river of %u tile", "river of %u tiles", s->tiles), s->tiles);
      if (s->count > 0)
        /* Translators: after "river of 3 tiles" */
        g_string_append_printf (text, g_dngettext (NULL, ", %u fish", ", %u fish", s->count), s->count);
      return TRUE;
    case CARC_SCORE_HG_FOREST:
      /* Translators: a scored forest: "forest of 3 tiles" */
      g_string_append_printf (text, g_dngettext (NULL, "forest of %u tile", "forest of %u tiles", s->tiles), s->tiles);
      if (s->count > 0)
        /* Translators: after "forest of 3 tiles" */
        g_string_append_printf (text, g_dngettext (NULL, ", %u mushroom group", ", %u mushroom groups", s->count),
                                s->count);
      return TRUE;
    case CARC_SCORE_HG_MEADOW:
      /* Translators: a meadow's hunters at the end, for its animals: "meadow of 4 tiles" */
      g_string_append_printf (text, g_dngettext (NULL, "meadow of %u tile", "meadow of %u tiles", s->tiles), s->tiles);
      return TRUE;
    case CARC_SCORE_HG_HUT:
      /* Translators: huts at the end: "huts, 7 fish in the water system" */
      g_string_append_printf (text, g_dngettext (NULL, "huts, %u fish in the water system",
                                                 "huts, %u fish in the water system", s->count), s->count);
      return TRUE;
    case CARC_SCORE_HG_RAFT:
      /* Translators: the raft at the end: 1 point per lake of the water system */
      g_string_append_printf (text, g_dngettext (NULL, "raft, %u lake", "raft, %u lakes", s->count), s->count);
      return TRUE;
    case CARC_SCORE_HG_CANOE:
      /* Translators: the canoe when placed: 2 points per lake of the water system */
      g_string_append_printf (text, g_dngettext (NULL, "canoe, %u lake", "canoe, %u lakes", s->count), s->count);
      return TRUE;
    case CARC_SCORE_HG_SMALL_TRAP:
      g_string_append (text, _("small trap, the animals around it"));
      return TRUE;
    case CARC_SCORE_HG_BIG_TRAP:
      g_string_append (text, _("big trap, the animals around it count twice"));
      return TRUE;
    default:
      return FALSE;
    }
}

static char *
event_text (const CarcEvent *event,
            const char      *name)
{
  if (event->type != CARC_EVENT_SHAMAN)
    return NULL;
  /* Translators: the shaman (a menhir tile's power): "Anna: the shaman
   * takes back a figure" (which one, the board shows) */
  return g_strdup_printf (_("%s: the shaman takes back a figure"), name);
}

static void
add_part (GPtrArray  *parts,
          const char *part)
{
  for (guint i = 0; i < parts->len; i++)
    if (g_strcmp0 (parts->pdata[i], part) == 0)
      return;
  g_ptr_array_add (parts, (gpointer) part);
}

static guint
n_edges (guint16 locations)
{
  guint n = 0;

  for (guint e = 0; e < 4; e++)
    n += (locations & CARC_LOC_EDGE (e)) != 0;
  return n;
}

static gboolean
opposite (guint16 locations)
{
  guint16 edges = locations & CARC_LOC_EDGES;

  return edges == (CARC_LOC_EDGE (CARC_EDGE_N) | CARC_LOC_EDGE (CARC_EDGE_S))
         || edges == (CARC_LOC_EDGE (CARC_EDGE_E) | CARC_LOC_EDGE (CARC_EDGE_W));
}

/* A meadow that fills one corner of the tile (the inside of a river's
 * bend, the corner between two rivers): what stands there is told from
 * what stands on the open meadow. */
static gboolean
corner_meadow (const CarcFeatureDef *f)
{
  guint16 halves = f->locations & CARC_LOC_HALVES;

  if ((f->locations & ~CARC_LOC_HALVES) != 0)
    return FALSE;
  for (guint h = 1; h < 8; h += 2)
    if (halves == (CARC_LOC_HALF (h) | CARC_LOC_HALF ((h + 1) & 7)))
      return TRUE;
  return FALSE;
}

/* The forests of a tile, named by their shapes like a city's: one on a
 * side (counted, and where two lie), a corner, a band across, three sides;
 * a corner with one more on a side says on which (seen with the corner at
 * the top), so that mirror images differ. */
static void
forest_parts (const CarcTileType *type,
              GPtrArray          *parts)
{
  guint sides = 0;
  guint16 side_edges = 0;
  int corner_top = -1;

  for (guint i = 0; i < type->n_features; i++)
    {
      const CarcFeatureDef *f = &type->features[i];
      guint16 edges = f->locations & CARC_LOC_EDGES;

      if (f->kind != CARC_FEATURE_HG_FOREST)
        continue;
      switch (n_edges (edges))
        {
        case 0:
        case 1:
          sides++;
          side_edges |= edges;
          break;
        case 2:
          if (opposite (edges))
            /* Translators: a tile part: a forest across the tile, from one side to the other */
            add_part (parts, _("forest band"));
          else
            {
              /* Translators: a tile part: a forest over two sides that meet at a corner */
              add_part (parts, _("forest corner"));
              for (guint e = 0; e < 4; e++)
                if ((edges & CARC_LOC_EDGE (e)) && (edges & CARC_LOC_EDGE ((e + 1) & 3)))
                  corner_top = (int) e;
            }
          break;
        case 3:
          /* Translators: a tile part: one forest over three sides */
          add_part (parts, _("forest on three sides"));
          break;
        default:
          /* Translators: a tile part: one forest over all four sides */
          add_part (parts, _("forest on all sides"));
          break;
        }
    }
  if (sides == 1 && corner_top >= 0)
    {
      /* seen with the corner at the top: top + 2 is the lower right */
      guint d = ((guint) __builtin_ctz (side_edges >> 8) + 4 - (guint) corner_top) & 3;

      /* Translators: a tile part after "forest corner": another forest
       * on a side, on the right when the corner is at the top */
      add_part (parts, d == 2 ? _("forest on the right") : _("forest on the left"));
    }
  else if (sides == 1)
    /* Translators: a tile part: a forest on one side of the tile */
    add_part (parts, _("forest on one side"));
  else if (sides == 2)
    /* Translators: a tile part: two forests, on opposite sides of the tile
     * or on two sides that meet at a corner */
    add_part (parts, opposite (side_edges) ? _("two opposite forests") : _("two adjacent forests"));
  else if (sides == 3)
    add_part (parts, _("three forests"));
  else if (sides >= 4)
    add_part (parts, _("four forests"));
}

/* The water: the lakes with the rivers that flow into them, and the
 * rivers that go on, by their shapes. */
static void
water_parts (const CarcTileType *type,
             GPtrArray          *parts)
{
  guint lakes = 0, into_lake = 0, ends = 0;

  for (guint i = 0; i < type->n_features; i++)
    {
      const CarcFeatureDef *f = &type->features[i];

      if (f->kind == CARC_FEATURE_HG_LAKE)
        lakes++;
      else if (f->kind == CARC_FEATURE_HG_RIVER && carc_hg_river_lake (type, i) != CARC_NO_FEATURE)
        into_lake++;
    }
  if (lakes > 1)
    add_part (parts, _("two lakes"));
  else if (lakes == 1)
    switch (into_lake)
      {
      /* Translators: a tile part: a lake with no river */
      case 0: add_part (parts, _("lake")); break;
      /* Translators: a tile part: a lake and the one river flowing into it */
      case 1: add_part (parts, _("lake with one river")); break;
      case 2: add_part (parts, _("lake with two rivers")); break;
      case 3: add_part (parts, _("lake with three rivers")); break;
      default: add_part (parts, _("lake with four rivers")); break;
      }
  for (guint i = 0; i < type->n_features; i++)
    {
      const CarcFeatureDef *f = &type->features[i];

      if (f->kind != CARC_FEATURE_HG_RIVER || carc_hg_river_lake (type, i) != CARC_NO_FEATURE)
        continue;
      if (n_edges (f->locations) >= 2)
        add_part (parts, opposite (f->locations) ? _("straight river") : _("river curve"));
      else
        ends++;
    }
  if (ends > 1)
    /* Translators: a tile part: two rivers that begin (or end) on the tile */
    add_part (parts, _("two river ends"));
  else if (ends == 1)
    /* Translators: a tile part: a river that begins (or ends) on the tile */
    add_part (parts, _("river end"));
}

/* An animal, how many, and whether it stands in a corner meadow. */
static void
animal_part (GPtrArray  *parts,
             guint       count,
             gboolean    in_corner,
             const char *one,
             const char *two,
             const char *cornered)
{
  if (count == 0)
    return;
  add_part (parts, count > 1 ? two : in_corner ? cornered : one);
}

static void
tile_parts (const CarcTileType *type,
            GPtrArray          *parts)
{
  guint animals[4] = { 0 }, fish = 0, menhirs = 0, mushrooms = 0;
  gboolean cornered[4] = { FALSE };

  for (guint i = 0; i < type->n_features; i++)
    {
      const CarcFeatureDef *f = &type->features[i];

      switch ((guint) f->kind)
        {
        case CARC_FEATURE_HG_FOREST:
          menhirs += f->counters[CARC_HG_COUNTER_MENHIR];
          mushrooms += f->counters[CARC_HG_COUNTER_MUSHROOMS];
          break;
        case CARC_FEATURE_HG_MEADOW:
          for (guint a = 0; a < 4; a++)
            {
              animals[a] += f->counters[a];
              cornered[a] |= f->counters[a] > 0 && corner_meadow (f);
            }
          break;
        case CARC_FEATURE_HG_RIVER:
        case CARC_FEATURE_HG_LAKE:
          fish += f->counters[CARC_HG_COUNTER_FISH];
          break;
        default:
          return;   /* not a tile of this game */
        }
    }

  /* most telling first: the powers, the water, the forests, the game */
  switch (carc_hg_tile_power (type))
    {
    /* Translators: a menhir tile's power, a word of the tile search */
    case CARC_HG_TILE_SHAMAN: add_part (parts, _("shaman")); break;
    /* Translators: a menhir tile's power (Czech: lesní požár), a word of the tile search */
    case CARC_HG_TILE_WILD_FIRE: add_part (parts, _("forest fire")); break;
    /* Translators: a menhir tile's power (Czech: velká past), a word of the tile search */
    case CARC_HG_TILE_BIG_TRAP: add_part (parts, _("big trap")); break;
    /* Translators: a menhir tile's power (Czech: malá past), a word of the tile search */
    case CARC_HG_TILE_SMALL_TRAP: add_part (parts, _("small trap")); break;
    /* Translators: a menhir tile's power (Czech: vor), a word of the tile search */
    case CARC_HG_TILE_RAFT: add_part (parts, _("raft")); break;
    /* Translators: a menhir tile's power (Czech: člun), a word of the tile search */
    case CARC_HG_TILE_CANOE: add_part (parts, _("canoe")); break;
    default: break;
    }
  water_parts (type, parts);
  forest_parts (type, parts);
  if (menhirs > 0)
    add_part (parts, _("menhir"));
  if (mushrooms > 0)
    add_part (parts, _("mushrooms"));
  /* Translators: tile parts: an animal on a meadow, two of them, and
   * one in a corner meadow (inside a river's bend, between two rivers) */
  animal_part (parts, animals[CARC_HG_COUNTER_MAMMOTH], cornered[CARC_HG_COUNTER_MAMMOTH],
               _("mammoth"), _("two mammoths"), _("mammoth in a corner"));
  animal_part (parts, animals[CARC_HG_COUNTER_AUROCHS], cornered[CARC_HG_COUNTER_AUROCHS],
               _("aurochs"), _("two aurochs"), _("aurochs in a corner"));
  animal_part (parts, animals[CARC_HG_COUNTER_DEER], cornered[CARC_HG_COUNTER_DEER],
               _("deer"), _("two deer"), _("deer in a corner"));
  animal_part (parts, animals[CARC_HG_COUNTER_TIGER], cornered[CARC_HG_COUNTER_TIGER],
               _("sabre-toothed tiger"), _("two sabre-toothed tigers"), _("sabre-toothed tiger in a corner"));
  if (fish == 1)
    add_part (parts, _("fish"));
  else if (fish > 1)
    /* Translators: a tile part: how many fish its water shows */
    add_part (parts, fish == 2 ? _("two fish") : fish == 3 ? _("three fish") : _("four fish"));
  if (carc_tile_ground_divided (type, CARC_FEATURE_HG_MEADOW, 1u << CARC_FEATURE_HG_RIVER))
    /* Translators: a tile part: meadows that meet with a hedge between them */
    add_part (parts, _("divided meadow"));
  else
    add_part (parts, _("meadow"));
  if (carc_hg_is_menhir_tile (type))
    /* Translators: a tile of the menhir stack (Czech: menhirová kartička) */
    add_part (parts, _("menhir tile"));
}

static char *
tiles_left (const CarcState *state)
{
  guint regular, menhir;
  g_autofree char *regular_text = NULL;
  g_autofree char *menhir_text = NULL;

  if (!carc_hg_is_game (state))
    return NULL;
  carc_hg_stacks_left (state, &regular, &menhir);
  regular_text = g_strdup_printf (g_dngettext (NULL, "%u tile left", "%u tiles left", regular), regular);
  /* Translators: the menhir stack, beside "34 tiles left" (the regular
   * stack) in Hunters & Gatherers */
  menhir_text = g_strdup_printf (g_dngettext (NULL, "%u menhir tile", "%u menhir tiles", menhir), menhir);
  /* Translators: "34 tiles left · 12 menhir tiles" */
  return g_strdup_printf (C_("tiles left", "%s · %s"), regular_text, menhir_text);
}


/* ---- the play page ---- */

static void
shaman_action (GtkWidget  *widget,
               const char *name,
               GVariant   *param)
{
  CarcEvent event = { 0 };
  gint32 x, y;
  guint32 location;

  g_variant_get (param, "(iiu)", &x, &y, &location);
  event.type = CARC_EVENT_SHAMAN;
  event.x = x;
  event.y = y;
  event.location = (guint16) location;
  carc_play_page_submit_event ((CarcPlayPage *) widget, &event);
}

static const CarcUiShortcut shortcuts[] = {
  { NC_("shortcut window", "Hut"), "h" },
};

static void
play_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "play.shaman", "(iiu)", shaman_action);
  carc_play_page_add_binding (widget_class, GDK_KEY_h, 0, "play.figure-kind", g_variant_new ("u", CARC_FIGURE_HUT));
}

static GType (* const prompts[]) (void) = {
  carc_hg_menhir_prompt_get_type,
  carc_hg_shaman_prompt_get_type,
  carc_hg_trap_prompt_get_type,
  NULL,
};

/* What a box's own tile shows on its features, for the custom-tile editor:
 * the members the engine reads (hg_feature_members), on the feature of
 * the first edge of that kind. Counts go up to the most the printed tiles
 * show on a feature; a lake is never at an edge, so its fish are not
 * offered. */
static const char * const no_values[] = { NULL };

static const CarcUiCustomMark custom_marks[] = {
  { "fish", FALSE, CARC_FEATURE_HG_RIVER, N_("Fish"), FALSE, no_values, no_values,
    .range_member = "fish", .range_min = 1, .range_max = 3 },
  { "menhir", FALSE, CARC_FEATURE_HG_FOREST, N_("Menhir"), FALSE, NULL, NULL },
  { "mushrooms", FALSE, CARC_FEATURE_HG_FOREST, N_("Mushrooms"), FALSE, NULL, NULL },
  { "deer", FALSE, CARC_FEATURE_HG_MEADOW, N_("Deer"), FALSE, no_values, no_values,
    .range_member = "deer", .range_min = 1, .range_max = 3 },
  { "aurochs", FALSE, CARC_FEATURE_HG_MEADOW, N_("Aurochs"), FALSE, no_values, no_values,
    .range_member = "aurochs", .range_min = 1, .range_max = 3 },
  { "mammoth", FALSE, CARC_FEATURE_HG_MEADOW, N_("Mammoth"), FALSE, no_values, no_values,
    .range_member = "mammoth", .range_min = 1, .range_max = 3 },
  /* Translators: the animal (Czech: šavlozubý tygr) */
  { "tiger", FALSE, CARC_FEATURE_HG_MEADOW, N_("Sabre-Toothed Tiger"), FALSE, no_values, no_values,
    .range_member = "tiger", .range_min = 1, .range_max = 3 },
};

/* ---- its refusals in words ---- */

static char *
error_text (const CarcErrorDetail *detail,
            const CarcErrorScene  *scene)
{
  if (g_strcmp0 (detail->owner, CARC_HG_ERRORS) != 0)
    return NULL;
  switch (detail->reason)
    {
    case CARC_HG_REASON_TILES_AND_RULES:
      return g_strdup (_("Hunters & Gatherers is played with its own tiles and rules together."));
    case CARC_HG_REASON_NO_MIX:
      return g_strdup (_("Hunters & Gatherers is a game of its own: Carcassonne’s tiles do not mix with it."));
    case CARC_HG_REASON_RULE_NOT_APPLICABLE:
      return g_strdup (_("A rule of Carcassonne’s was chosen, and it does not apply to Hunters & Gatherers."));
    case CARC_HG_REASON_MENHIR_TILE_NOT_NOW:
      return g_strdup (_("Menhir tiles are drawn only in a menhir bonus turn. Pick a regular tile."));
    case CARC_HG_REASON_MENHIR_TILE_DUE:
      return g_strdup (_("This is the menhir bonus turn: pick a menhir tile."));
    case CARC_HG_REASON_HUT_WHERE:
      return g_strdup (_("A hut stands on a river or a lake. Choose one of those, or another figure."));
    case CARC_HG_REASON_HUT_TAKEN:
      return g_strdup (_("That water system already has a hut. Choose another place, or another figure."));
    case CARC_HG_REASON_LAKE_HUT_ONLY:
      return g_strdup (_("Only a hut stands on a lake. Choose a hut, or another place."));
    case CARC_HG_REASON_SHAMAN_NOT_NOW:
      return g_strdup (_("The shaman acts only right after his tile is placed, before its figure."));
    case CARC_HG_REASON_SHAMAN_NO_TILE:
      return g_strdup (_("No tile lies there. Choose one of your figures on the board."));
    case CARC_HG_REASON_SHAMAN_NOTHING:
      return g_strdup (_("The shaman takes back one of your own figures (not a hut), and none stands there. "
                         "Choose one of your figures."));
    default:
      return NULL;
    }
}
/* R-HG-6's variant (docs/rule-decisions.md): seed 001 ends the game the
 * moment the last regular tile is placed; other implementations still
 * play the bonus turn its forest with a menhir earns. Off by default. */
static const CarcUiSetupOption options[] = {
  { CARC_HG_SET_ID, FALSE, CARC_RULE_HG_MENHIR_BONUS_LAST, N_("Menhir bonus turn after the last tile"),
    N_("A forest with a menhir closed by the last regular tile still earns its bonus turn; the game ends after it"),
    TRUE },
};

const CarcExpansionUi carc_hunters_gatherers_ui = {
  .id = "hunters-gatherers",
  .error_text = error_text,
  /* Translators: the game (Czech: Lovci a sběrači), in the new game's choice of game */
  .game_name = N_("Hunters & Gatherers"),
  .sets = sets,
  .n_sets = G_N_ELEMENTS (sets),
  .figures = figures,
  .n_figures = G_N_ELEMENTS (figures),
  .figure_looks = figure_looks,
  .n_figure_looks = G_N_ELEMENTS (figure_looks),
  .scores = scores,
  .n_scores = G_N_ELEMENTS (scores),
  .feature_looks = feature_looks,
  .n_feature_looks = G_N_ELEMENTS (feature_looks),
  .options = options,
  .n_options = G_N_ELEMENTS (options),
  .figure_on_feature = figure_on_feature,
  .scoring_detail = scoring_detail,
  .event_text = event_text,
  .tile_parts = tile_parts,
  .tiles_left = tiles_left,
  .tile_symbols_place = tile_symbols_place,
  .tile_symbol_paint = tile_symbol_paint,
  .tile_marks = tile_marks,
  CARC_UI_LIST (custom_marks),
  .prompts = prompts,
  .play_class_init = play_class_init,
  .shortcuts = shortcuts,
  .n_shortcuts = G_N_ELEMENTS (shortcuts),
};
