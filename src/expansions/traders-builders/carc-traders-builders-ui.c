/* carc-traders-builders-ui.c: Traders & Builders on the screens
 *
 * Its set, the builder and the pig (names, keys, log lines), its new-game
 * options, the goods in scorings, tile descriptions and the players'
 * supplies, the builder's second-tile prompt, and the goods printed on
 * tiles.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-builder-prompt.h"
#include "carc-expansion-ui.h"
#include "carc-tile-painter.h"
#include "carc-traders-builders.h"

static const CarcUiSetName sets[] = {
  /* Translators: the expansion's published title */
  { "traders-and-builders", N_("Traders & Builders") },
};

static const CarcUiKindName figures[] = {
  { CARC_FIGURE_BUILDER, N_("Builder") },
  { CARC_FIGURE_PIG, N_("Pig") },
};

static const CarcUiKindName scores[] = {
  { CARC_SCORE_GOODS, N_("Goods") },
};

static void
builder_shape (cairo_t *cr)
{
  cairo_save (cr);
  cairo_translate (cr, 0, 0.04);
  cairo_scale (cr, 0.72, 0.92);
  carc_figure_meeple_path (cr);
  /* a pointed hood: builders are the tall ones */
  cairo_move_to (cr, -0.15, -0.36);
  cairo_line_to (cr, 0, -0.62);
  cairo_line_to (cr, 0.15, -0.36);
  cairo_close_path (cr);
  cairo_restore (cr);
}

static void
pig_shape (cairo_t *cr)
{
  /* side view, facing right */
  cairo_save (cr);
  cairo_translate (cr, -0.06, 0.04);
  cairo_scale (cr, 0.36, 0.24);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
  cairo_close_path (cr);
  cairo_new_sub_path (cr);
  cairo_arc (cr, 0.28, -0.04, 0.16, 0, 2 * G_PI);
  cairo_close_path (cr);
  cairo_rectangle (cr, 0.38, -0.06, 0.1, 0.11);        /* snout */
  cairo_move_to (cr, 0.18, -0.14);                      /* ear */
  cairo_line_to (cr, 0.24, -0.3);
  cairo_line_to (cr, 0.32, -0.17);
  cairo_close_path (cr);
  for (int i = 0; i < 4; i++)
    {
      double x = -0.34 + i * 0.16 + (i >= 2 ? 0.06 : 0);
      cairo_rectangle (cr, x, 0.18, 0.08, 0.2);
    }
}

static void
pig_over (cairo_t       *cr,
          const GdkRGBA *fill)
{
  cairo_arc (cr, 0.3, -0.08, 0.025, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.8);
  cairo_fill (cr);
  /* the curly tail */
  cairo_arc (cr, -0.45, -0.04, 0.05, 0, 1.6 * G_PI);
  cairo_set_source_rgba (cr, 0.1, 0.08, 0.06, 0.85);
  cairo_set_line_width (cr, 0.035);
  cairo_stroke (cr);
}

static const CarcUiFigureLook figure_looks[] = {
  { CARC_FIGURE_BUILDER, 0.9, FALSE, builder_shape, NULL, NULL },
  /* a pig stands on its field */
  { CARC_FIGURE_PIG, 0.8, TRUE, pig_shape, NULL, pig_over },
};

static const CarcUiSetupOption options[] = {
  { "traders-and-builders", TRUE, CARC_FIGURE_BUILDER, N_("Builder"), N_("Extending its road or city gives a second tile"), FALSE },
  { "traders-and-builders", TRUE, CARC_FIGURE_PIG, N_("Pig"), N_("Its owner’s field scores 4 per city"), FALSE },
  { "traders-and-builders", FALSE, CARC_RULE_GOODS, N_("Goods tokens"), N_("Completing a city with goods takes its tokens"), FALSE },
};

static GType (* const prompts[]) (void) = {
  carc_builder_prompt_get_type,
  NULL,
};

static char *
figure_on_feature (const char *name,
                   guint       figure,
                   guint       feature)
{
  if (figure == CARC_FIGURE_BUILDER)
    switch (feature)
      {
      /* Translators: "Anna: builder on a road" */
      case CARC_FEATURE_ROAD: return g_strdup_printf (_("%s: builder on a road"), name);
      /* Translators: "Anna: builder in a city" */
      case CARC_FEATURE_CITY: return g_strdup_printf (_("%s: builder in a city"), name);
      default: return NULL;
      }
  if (figure == CARC_FIGURE_PIG)
    /* Translators: "Anna: pig on a field" */
    return feature == CARC_FEATURE_FIELD ? g_strdup_printf (_("%s: pig on a field"), name) : NULL;
  return NULL;
}

static gboolean
scoring_detail (const CarcScoring *s,
                GString           *text)
{
  if (s->kind != CARC_SCORE_GOODS)
    return FALSE;
  switch (s->flags < CARC_N_GOODS ? s->flags : CARC_GOOD_WINE)
    {
    case CARC_GOOD_GRAIN:
      /* Translators: the majority of grain tokens (Traders & Builders) */
      g_string_append_printf (text, ngettext ("most grain, %u token", "most grain, %u tokens", s->count),
                              s->count);
      break;
    case CARC_GOOD_CLOTH:
      /* Translators: the majority of cloth tokens (Traders & Builders) */
      g_string_append_printf (text, ngettext ("most cloth, %u token", "most cloth, %u tokens", s->count),
                              s->count);
      break;
    case CARC_GOOD_WINE:
    case CARC_N_GOODS:
    default:
      /* Translators: the majority of wine tokens (Traders & Builders) */
      g_string_append_printf (text, ngettext ("most wine, %u token", "most wine, %u tokens", s->count),
                              s->count);
      break;
    }
  return TRUE;
}

static void
tile_parts (const CarcTileType *type,
            GPtrArray          *parts)
{
  guint goods[CARC_N_GOODS] = { 0 };

  for (guint i = 0; i < type->n_features; i++)
    if (type->features[i].kind == CARC_FEATURE_CITY)
      for (guint g = 0; g < CARC_N_GOODS; g++)
        goods[g] += type->features[i].counters[g];
  if (goods[CARC_GOOD_WINE])
    g_ptr_array_add (parts, (gpointer) _("wine"));
  if (goods[CARC_GOOD_GRAIN])
    g_ptr_array_add (parts, (gpointer) _("grain"));
  if (goods[CARC_GOOD_CLOTH])
    g_ptr_array_add (parts, (gpointer) _("cloth"));
}

static char *
supply_line (const CarcState *state,
             guint            player)
{
  const guint8 *tokens = carc_state_get_players (state)[player].tokens;

  if (!(carc_state_get_setup (state)->rules & CARC_RULE_GOODS))
    return NULL;
  /* Translators: goods tokens of a player */
  return g_strdup_printf (_("Wine %u · Grain %u · Cloth %u"),
                          tokens[CARC_GOOD_WINE], tokens[CARC_GOOD_GRAIN], tokens[CARC_GOOD_CLOTH]);
}

static const CarcUiShortcut shortcuts[] = {
  { NC_("shortcut window", "Builder, Pig"), "b p" },
};

static void
play_class_init (GtkWidgetClass *widget_class)
{
  carc_play_page_add_binding (widget_class, GDK_KEY_b, 0, "play.figure-kind", g_variant_new ("u", CARC_FIGURE_BUILDER));
  carc_play_page_add_binding (widget_class, GDK_KEY_p, 0, "play.figure-kind", g_variant_new ("u", CARC_FIGURE_PIG));
}

/* ---- the goods printed on cities ---- */

typedef struct
{
  guint32 wine, leaf, grain, grain_dark, cloth, cloth_dark;
} GoodsPalette;

static const GoodsPalette goods_light = {
  .wine = 0x813d9c, .leaf = 0x4a8c34, .grain = 0xe5a50a, .grain_dark = 0xa86d05,
  .cloth = 0x2a9d8f, .cloth_dark = 0x1b6b62,
};

static const GoodsPalette goods_dark = {
  .wine = 0x74348e, .leaf = 0x3c7a2a, .grain = 0xd19a0a, .grain_dark = 0x8a5a04,
  .cloth = 0x23897c, .cloth_dark = 0x165c54,
};

static void
paint_goods (cairo_t *cr, gboolean dark, CarcGood good, double cx, double cy, double size)
{
  const GoodsPalette *pal = dark ? &goods_dark : &goods_light;

  carc_tile_paint_badge (cr, cx, cy, size, dark);
  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_scale (cr, size, size);
  switch (good)
    {
    case CARC_GOOD_WINE:
      {
        static const double grapes[][2] = {
          { -0.14, -0.1 }, { 0, -0.1 }, { 0.14, -0.1 }, { -0.07, 0.03 }, { 0.07, 0.03 }, { 0, 0.16 },
        };
        for (guint i = 0; i < G_N_ELEMENTS (grapes); i++)
          {
            cairo_new_sub_path (cr);
            cairo_arc (cr, grapes[i][0], grapes[i][1] + 0.04, 0.085, 0, 2 * G_PI);
          }
        carc_tile_set_rgb (cr, pal->wine);
        cairo_fill (cr);
        cairo_move_to (cr, 0, -0.2);
        cairo_curve_to (cr, 0.1, -0.32, 0.22, -0.3, 0.26, -0.22);
        cairo_curve_to (cr, 0.16, -0.16, 0.08, -0.18, 0, -0.2);
        carc_tile_set_rgb (cr, pal->leaf);
        cairo_fill (cr);
      }
      break;
    case CARC_GOOD_GRAIN:
      {
        /* a sheaf: stalks bound in the middle, ears at the top */
        cairo_set_line_width (cr, 0.045);
        cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
        for (int i = -2; i <= 2; i++)
          {
            cairo_move_to (cr, i * 0.04, 0.3);
            cairo_line_to (cr, i * 0.07, -0.12);
          }
        carc_tile_set_rgb (cr, pal->grain_dark);
        cairo_stroke (cr);
        for (int i = -2; i <= 2; i++)
          {
            cairo_save (cr);
            cairo_translate (cr, i * 0.075, -0.18);
            cairo_rotate (cr, i * 0.25);
            cairo_scale (cr, 0.045, 0.11);
            cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
            cairo_restore (cr);
          }
        carc_tile_set_rgb (cr, pal->grain);
        cairo_fill (cr);
        cairo_rectangle (cr, -0.12, 0.05, 0.24, 0.06);
        carc_tile_set_rgb (cr, pal->grain_dark);
        cairo_fill (cr);
      }
      break;
    case CARC_GOOD_CLOTH:
    default:
      {
        /* a bolt of cloth: a roll with its loose end */
        cairo_rectangle (cr, -0.26, -0.16, 0.4, 0.3);
        carc_tile_set_rgb (cr, pal->cloth);
        cairo_fill (cr);
        cairo_save (cr);
        cairo_translate (cr, 0.14, -0.01);
        cairo_scale (cr, 0.09, 0.15);
        cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
        cairo_restore (cr);
        carc_tile_set_rgb (cr, pal->cloth_dark);
        cairo_fill (cr);
        cairo_move_to (cr, -0.26, 0.14);
        cairo_line_to (cr, -0.3, 0.26);
        cairo_line_to (cr, 0.06, 0.26);
        cairo_line_to (cr, 0.1, 0.14);
        cairo_close_path (cr);
        carc_tile_set_rgb (cr, pal->cloth);
        cairo_fill (cr);
        cairo_set_line_width (cr, 0.03);
        for (int i = 0; i < 3; i++)
          {
            cairo_move_to (cr, -0.2 + i * 0.11, -0.16);
            cairo_line_to (cr, -0.2 + i * 0.11, 0.14);
          }
        carc_tile_set_rgba (cr, 0xffffff, 0.6);
        cairo_stroke (cr);
      }
      break;
    }
  cairo_restore (cr);
}

static void
tile_symbols_place (CarcTileSymbolPlacer *placer,
                    const CarcTileType   *type,
                    const CarcFeatureDef *def,
                    CarcTilePlaceStage    stage)
{
  CarcTileSymbol symbol = {
    .layer = CARC_TILE_SYMBOL_MARK,
    .feature = (guint8) carc_tile_placer_feature (placer),
    .upright = TRUE,
  };
  double depth;

  if (stage != CARC_TILE_PLACE_AFTER_ANCHOR || def->kind != CARC_FEATURE_CITY
      || !(def->counters[CARC_GOOD_WINE] || def->counters[CARC_GOOD_GRAIN] || def->counters[CARC_GOOD_CLOTH]))
    return;
  depth = carc_tile_placer_pole (placer, 0.05, 0.2, &symbol.x, &symbol.y);
  if (depth < 0)
    depth = carc_tile_placer_pole (placer, 0.05, 0.12, &symbol.x, &symbol.y);
  if (depth < 0)
    carc_tile_placer_anchor (placer, &symbol.x, &symbol.y);
  /* the city's pennant takes the goods' size, so that its marks match */
  symbol.size = CLAMP (depth * 2.2, 0.11, 0.17);
  carc_tile_placer_mark_size (placer, symbol.size);
  for (guint g = 0; g < CARC_N_GOODS; g++)
    if (def->counters[g])
      {
        symbol.kind = g;
        carc_tile_placer_add (placer, &symbol);
      }
}

static void
tile_symbol_paint (cairo_t              *cr,
                   const CarcTileSymbol *symbol,
                   gboolean              dark)
{
  paint_goods (cr, dark, (CarcGood) symbol->kind, symbol->x, symbol->y, symbol->size);
}

static const char * const goods_values[] = { "wine", "grain", "cloth", NULL };
static const char * const goods_value_names[] = { N_("Wine"), N_("Grain"), N_("Cloth"), NULL };

static const CarcUiCustomMark custom_marks[] = {
  { "goods", FALSE, CARC_FEATURE_CITY, N_("Goods in the city"), FALSE, goods_values, goods_value_names },
};

/* ---- its refusals in words ---- */

static char *
error_text (const CarcErrorDetail *detail,
            const CarcErrorScene  *scene)
{
  if (g_strcmp0 (detail->owner, CARC_TB_ERRORS) != 0)
    return NULL;
  switch (detail->reason)
    {
    case CARC_TB_REASON_BUILDER_WHERE:
      return g_strdup (_("A builder stands on a road or in a city. Choose one of those, or another figure."));
    case CARC_TB_REASON_BUILDER_ALONE:
      if (detail->kind == CARC_FEATURE_ROAD)
        return g_strdup (_("A builder joins a road where you already have a follower. Choose another place, or another figure."));
      return g_strdup (_("A builder joins a city where you already have a follower. Choose another place, or another figure."));
    case CARC_TB_REASON_BUILDER_COMPLETE:
      if (detail->kind == CARC_FEATURE_ROAD)
        return g_strdup (_("This road is complete: a builder needs one that can still grow. Choose another place."));
      return g_strdup (_("This city is complete: a builder needs one that can still grow. Choose another place."));
    case CARC_TB_REASON_PIG_WHERE:
      return g_strdup (_("A pig stands on a field. Choose a field, or another figure."));
    case CARC_TB_REASON_PIG_ALONE:
      return g_strdup (_("A pig joins a field where you already have a farmer. Choose another field, or another figure."));
    default:
      return NULL;
    }
}

const CarcExpansionUi carc_traders_builders_ui = {
  .id = "traders-and-builders",
  .error_text = error_text,
  CARC_UI_LIST (sets),
  CARC_UI_LIST (custom_marks),
  CARC_UI_LIST (figures),
  CARC_UI_LIST (figure_looks),
  CARC_UI_LIST (scores),
  CARC_UI_LIST (options),
  .figure_on_feature = figure_on_feature,
  .scoring_detail = scoring_detail,
  .tile_parts = tile_parts,
  .tile_symbols_place = tile_symbols_place,
  .tile_symbol_paint = tile_symbol_paint,
  .supply_line = supply_line,
  .prompts = prompts,
  .play_class_init = play_class_init,
  CARC_UI_LIST (shortcuts),
};
