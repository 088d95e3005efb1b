/* carc-inns-cathedrals-ui.c: Inns & Cathedrals on the screens
 *
 * Its set, the big follower's name and key, its new-game options, the inn
 * and cathedral in scorings and tile descriptions, the inn beside its road
 * and the cathedral printed on tiles.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "carc-expansion-ui.h"
#include "carc-inns-cathedrals.h"
#include "carc-tile-painter.h"

static const CarcUiSetName sets[] = {
  /* Translators: the expansion's published title */
  { "inns-and-cathedrals", N_("Inns & Cathedrals") },
};

static const CarcUiKindName figures[] = {
  { CARC_FIGURE_BIG_FOLLOWER, N_("Big follower") },
};

/* the follower's silhouette, bigger */
static const CarcUiFigureLook figure_looks[] = {
  { CARC_FIGURE_BIG_FOLLOWER, 1.0, FALSE, NULL, NULL, NULL },
};

static const CarcUiSetupOption options[] = {
  { "inns-and-cathedrals", TRUE, CARC_FIGURE_BIG_FOLLOWER, N_("Big follower"), N_("Counts as two followers for majority"), FALSE },
  { "inns-and-cathedrals", FALSE, CARC_RULE_INNS, N_("Inns"), N_("A road with an inn scores 2 per tile, or nothing if incomplete"), FALSE },
  { "inns-and-cathedrals", FALSE, CARC_RULE_CATHEDRALS, N_("Cathedrals"), N_("A city with a cathedral scores 3 per tile, or nothing if incomplete"), FALSE },
};

static char *
figure_on_feature (const char *name,
                   guint       figure,
                   guint       feature)
{
  if (figure != CARC_FIGURE_BIG_FOLLOWER)
    return NULL;
  switch (feature)
    {
    /* Translators: "Anna: big follower on a road" (a robber) */
    case CARC_FEATURE_ROAD: return g_strdup_printf (_("%s: big follower on a road"), name);
    /* Translators: "Anna: big follower in a city" (a knight) */
    case CARC_FEATURE_CITY: return g_strdup_printf (_("%s: big follower in a city"), name);
    /* Translators: "Anna: big follower in a monastery" (a monk) */
    case CARC_FEATURE_MONASTERY: return g_strdup_printf (_("%s: big follower in a monastery"), name);
    /* Translators: "Anna: big follower on a field" (a farmer) */
    case CARC_FEATURE_FIELD: return g_strdup_printf (_("%s: big follower on a field"), name);
    default: return NULL;
    }
}

static void
scoring_extra (const CarcScoring *s,
               GString           *text)
{
  if (s->kind == CARC_SCORE_ROAD && (s->flags & CARC_NODE_INN))
    g_string_append (text, _(", with an inn"));
  else if (s->kind == CARC_SCORE_CITY && (s->flags & CARC_NODE_CATHEDRAL))
    g_string_append (text, _(", with a cathedral"));
}

static void
tile_parts (const CarcTileType *type,
            GPtrArray          *parts)
{
  gboolean inn = FALSE, cathedral = FALSE;

  for (guint i = 0; i < type->n_features; i++)
    {
      const CarcFeatureDef *f = &type->features[i];

      if (f->kind == CARC_FEATURE_CITY)
        cathedral |= (f->flags & CARC_FEATURE_FLAG_CATHEDRAL) != 0;
      else if (f->kind == CARC_FEATURE_ROAD)
        inn |= (f->flags & CARC_FEATURE_FLAG_INN) != 0;
    }
  if (cathedral)
    g_ptr_array_add (parts, (gpointer) _("cathedral"));
  if (inn)
    g_ptr_array_add (parts, (gpointer) _("inn"));
}

static const CarcUiShortcut shortcuts[] = {
  { NC_("shortcut window", "Big Follower"), "g" },
};

static void
play_class_init (GtkWidgetClass *widget_class)
{
  carc_play_page_add_binding (widget_class, GDK_KEY_g, 0, "play.figure-kind", g_variant_new ("u", CARC_FIGURE_BIG_FOLLOWER));
}

/* ---- the inn beside its road ---- */

static gboolean
roadside_building (const CarcFeatureDef *def)
{
  return (def->flags & CARC_FEATURE_FLAG_INN) != 0;
}

static void
paint_inn (cairo_t  *cr,
           double    x,
           double    y,
           double    size,
           double    angle,
           gboolean  dark)
{
  /* the inn by its lake, as on the tiles, with a yellow sign */
  double lake_x = x + cos (angle) * (size * 0.75), lake_y = y + sin (angle) * (size * 0.75);

  cairo_save (cr);
  cairo_translate (cr, lake_x, lake_y);
  cairo_scale (cr, 1, 0.7);
  cairo_arc (cr, 0, 0, size * 0.38, 0, 2 * G_PI);
  cairo_restore (cr);
  carc_tile_set_colour (cr, CARC_TILE_COLOUR_WATER, dark);
  cairo_fill_preserve (cr);
  carc_tile_set_colour (cr, CARC_TILE_COLOUR_BANK, dark);
  cairo_set_line_width (cr, 0.01);
  cairo_stroke (cr);
  carc_tile_paint_house (cr, x, y, size, angle, dark);
  cairo_arc (cr, x, y, size * 0.16, 0, 2 * G_PI);
  carc_tile_set_rgb (cr, 0xf6d32d);
  cairo_fill_preserve (cr);
  carc_tile_set_colour (cr, CARC_TILE_COLOUR_OUTLINE, dark);
  cairo_set_line_width (cr, 0.008);
  cairo_stroke (cr);
}

/* ---- the cathedral printed on a city ---- */

static void
paint_cathedral (cairo_t *cr, gboolean dark, double cx, double cy, double size)
{
  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_scale (cr, size, size);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, 0.03);

  /* a cathedral from the front: a high gable between two spired towers */
  cairo_rectangle (cr, -0.22, -0.05, 0.44, 0.5);
  carc_tile_set_colour (cr, CARC_TILE_COLOUR_STONE, dark);
  cairo_fill_preserve (cr);
  carc_tile_set_colour (cr, CARC_TILE_COLOUR_OUTLINE, dark);
  cairo_stroke (cr);
  cairo_move_to (cr, -0.24, -0.04);
  cairo_line_to (cr, 0, -0.3);
  cairo_line_to (cr, 0.24, -0.04);
  cairo_close_path (cr);
  carc_tile_set_colour (cr, CARC_TILE_COLOUR_SLATE, dark);
  cairo_fill_preserve (cr);
  carc_tile_set_colour (cr, CARC_TILE_COLOUR_OUTLINE, dark);
  cairo_stroke (cr);
  for (int side = -1; side <= 1; side += 2)
    {
      double x = side * 0.3;

      cairo_rectangle (cr, x - 0.09, -0.2, 0.18, 0.65);
      carc_tile_set_colour (cr, CARC_TILE_COLOUR_STONE, dark);
      cairo_fill_preserve (cr);
      carc_tile_set_colour (cr, CARC_TILE_COLOUR_OUTLINE, dark);
      cairo_stroke (cr);
      cairo_move_to (cr, x - 0.11, -0.19);
      cairo_line_to (cr, x, -0.5);
      cairo_line_to (cr, x + 0.11, -0.19);
      cairo_close_path (cr);
      carc_tile_set_colour (cr, CARC_TILE_COLOUR_SLATE, dark);
      cairo_fill_preserve (cr);
      carc_tile_set_colour (cr, CARC_TILE_COLOUR_OUTLINE, dark);
      cairo_stroke (cr);
      cairo_move_to (cr, x - 0.03, 0.05);
      cairo_line_to (cr, x - 0.03, -0.03);
      cairo_arc (cr, x, -0.03, 0.03, G_PI, 2 * G_PI);
      cairo_line_to (cr, x + 0.03, 0.05);
      cairo_close_path (cr);
      cairo_fill (cr);
    }
  /* rose window and portal */
  cairo_arc (cr, 0, 0.09, 0.085, 0, 2 * G_PI);
  carc_tile_set_colour (cr, CARC_TILE_COLOUR_PENNANT, dark);
  cairo_fill_preserve (cr);
  carc_tile_set_colour (cr, CARC_TILE_COLOUR_OUTLINE, dark);
  cairo_stroke (cr);
  for (int i = 0; i < 4; i++)
    {
      double a = i * G_PI / 4;
      cairo_move_to (cr, 0.085 * cos (a), 0.09 + 0.085 * sin (a));
      cairo_line_to (cr, -0.085 * cos (a), 0.09 - 0.085 * sin (a));
    }
  cairo_set_line_width (cr, 0.015);
  cairo_stroke (cr);
  cairo_move_to (cr, -0.075, 0.45);
  cairo_line_to (cr, -0.075, 0.3);
  cairo_arc (cr, 0, 0.3, 0.075, G_PI, 2 * G_PI);
  cairo_line_to (cr, 0.075, 0.45);
  cairo_close_path (cr);
  carc_tile_set_colour (cr, CARC_TILE_COLOUR_OUTLINE, dark);
  cairo_fill (cr);
  cairo_restore (cr);
}

static void
tile_symbols_place (CarcTileSymbolPlacer *placer,
                    const CarcTileType   *type,
                    const CarcFeatureDef *def,
                    CarcTilePlaceStage    stage)
{
  CarcTileSymbol symbol = {
    .layer = CARC_TILE_SYMBOL_MARK_FIRST,
    .feature = (guint8) carc_tile_placer_feature (placer),
    .upright = TRUE,
    .size = 0.42,
  };

  /* the cathedral takes the city's heart; the figures stand beside it */
  if (stage != CARC_TILE_PLACE_BEFORE_ANCHOR || def->kind != CARC_FEATURE_CITY
      || !(def->flags & CARC_FEATURE_FLAG_CATHEDRAL))
    return;
  carc_tile_placer_pole (placer, 0.4, 0, &symbol.x, &symbol.y);
  carc_tile_placer_avoid (placer, symbol.x, symbol.y);
  carc_tile_placer_add (placer, &symbol);
}

static void
tile_symbol_paint (cairo_t              *cr,
                   const CarcTileSymbol *symbol,
                   gboolean              dark)
{
  paint_cathedral (cr, dark, symbol->x, symbol->y, symbol->size);
}

static const CarcUiCustomMark custom_marks[] = {
  { "inn", FALSE, CARC_FEATURE_ROAD, N_("Inn by the road"), FALSE, NULL, NULL },
  { "cathedral", FALSE, CARC_FEATURE_CITY, N_("Cathedral"), FALSE, NULL, NULL },
};

const CarcExpansionUi carc_inns_cathedrals_ui = {
  .id = "inns-and-cathedrals",
  CARC_UI_LIST (sets),
  CARC_UI_LIST (custom_marks),
  CARC_UI_LIST (figures),
  CARC_UI_LIST (figure_looks),
  CARC_UI_LIST (options),
  .figure_on_feature = figure_on_feature,
  .scoring_extra = scoring_extra,
  .tile_parts = tile_parts,
  .tile_symbols_place = tile_symbols_place,
  .tile_symbol_paint = tile_symbol_paint,
  .roadside_building = roadside_building,
  .roadside_building_size = 0.15,
  .roadside_building_paint = paint_inn,
  .play_class_init = play_class_init,
  CARC_UI_LIST (shortcuts),
};
