/* carc-hills-sheep-ui.c: Hills & Sheep on the screens
 *
 * Its set, the shepherd (name, key, log line, the flock size on a badge
 * beside it on the board), its new-game options and the sheep bag's mix,
 * flocks and vineyards in scorings, the sheep draws and flock decisions in
 * the log, hills and vineyards in tile descriptions, the sheep bag's
 * side-panel section, its prompts (hill, sheep draw, flock) and their
 * actions and keys, and the hills, vineyards and sheep printed on tiles.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "carc-expansion-ui.h"
#include "carc-flock-prompt.h"
#include "carc-game-session.h"
#include "carc-hill-prompt.h"
#include "carc-hills-sheep.h"
#include "carc-sheep-prompt.h"
#include "carc-sheep-section.h"
#include "carc-tile-painter.h"

static const CarcUiSetName sets[] = {
  /* Translators: the expansion's published title */
  { "hills-and-sheep", N_("Hills & Sheep") },
};

static const CarcUiKindName figures[] = {
  { CARC_FIGURE_SHEPHERD, N_("Shepherd") },
};

static const CarcUiKindName scores[] = {
  { CARC_SCORE_FLOCK, N_("Flocks") },
};

static void
shepherd_shape (cairo_t *cr)
{
  cairo_save (cr);
  cairo_translate (cr, -0.08, 0.02);
  cairo_scale (cr, 0.78, 0.92);
  carc_figure_meeple_path (cr);
  cairo_restore (cr);
}

static void
crook_path (cairo_t *cr)
{
  /* the shepherd's staff with its hook */
  cairo_move_to (cr, 0.36, 0.47);
  cairo_line_to (cr, 0.36, -0.3);
  cairo_arc (cr, 0.28, -0.3, 0.08, 0, G_PI);
  cairo_line_to (cr, 0.2, -0.24);
}

static void
shepherd_behind (cairo_t *cr,
                 double   rim_width)
{
  crook_path (cr);
  cairo_set_line_width (cr, 0.06 + rim_width * 1.4);
  cairo_stroke (cr);
}

static void
shepherd_over (cairo_t       *cr,
               const GdkRGBA *fill)
{
  crook_path (cr);
  cairo_set_source_rgb (cr, fill->red * 0.7, fill->green * 0.7, fill->blue * 0.7);
  cairo_set_line_width (cr, 0.06);
  cairo_stroke (cr);
}

static const CarcUiFigureLook figure_looks[] = {
  { CARC_FIGURE_SHEPHERD, 0.86, FALSE, shepherd_shape, shepherd_behind, shepherd_over },
};

static const CarcUiSetupOption options[] = {
  { "hills-and-sheep", TRUE, CARC_FIGURE_SHEPHERD, N_("Shepherd and sheep bag"), NULL, FALSE },
  { "hills-and-sheep", FALSE, CARC_RULE_HILLS, N_("Hills"), N_("A tile goes under each hill; hills break ties"), FALSE },
  { "hills-and-sheep", FALSE, CARC_RULE_VINEYARDS, N_("Vineyards"), N_("A completed monastery scores 3 more per vineyard beside it"), FALSE },
  { "hills-and-sheep", FALSE, CARC_RULE_HILL_TIE_COUNT, N_("Hill tie-break by count"), N_("In a tie, more followers on hills wins"), TRUE },
};

static char **
bag_choices (void)
{
  const char * const mixes[] = {
    /* Translators: the sheep bag as printed in the Czech big box */
    _("4×1, 5×2, 6×3, 1×4 sheep, 2 wolves (big box)"),
    /* Translators: the sheep bag of the publisher's other editions */
    _("4×1, 5×2, 5×3, 2×4 sheep, 2 wolves (other editions)"),
    NULL
  };

  return g_strdupv ((char **) mixes);
}

static guint
bag_get (const CarcSetup *setup)
{
  return carc_setup_bag_is_other (setup) ? 1 : 0;
}

static void
bag_set (CarcSetup *setup,
         guint      choice)
{
  if (choice == 1)
    carc_setup_set_bag_other (setup);
  else
    carc_setup_set_bag_default (setup);
}

static const CarcUiSetupChoice bag = {
  "hills-and-sheep", N_("Sheep bag"), bag_choices, bag_get, bag_set,
};

static GType (* const sections[]) (void) = {
  carc_sheep_section_get_type,
  NULL,
};

static GType (* const prompts[]) (void) = {
  carc_hill_prompt_get_type,
  carc_sheep_prompt_get_type,
  carc_flock_prompt_get_type,
  NULL,
};

static const char *
token_name (guint token)
{
  switch (token)
    {
    case 0: return _("Wolf");
    case 1: return _("1 sheep");
    case 2: return _("2 sheep");
    case 3: return _("3 sheep");
    case 4: return _("4 sheep");
    default: return "";
    }
}

static char *
figure_on_feature (const char *name,
                   guint       figure,
                   guint       feature)
{
  if (figure != CARC_FIGURE_SHEPHERD)
    return NULL;
  /* Translators: "Anna: shepherd on a field" */
  return feature == CARC_FEATURE_FIELD ? g_strdup_printf (_("%s: shepherd on a field"), name) : NULL;
}

static gboolean
scoring_detail (const CarcScoring *s,
                GString           *text)
{
  if (s->kind != CARC_SCORE_FLOCK)
    return FALSE;
  g_string_append_printf (text, ngettext ("flock, %u sheep", "flock, %u sheep", s->count), s->count);
  return TRUE;
}

static void
scoring_extra (const CarcScoring *s,
               GString           *text)
{
  /* a monastery's count is its vineyards (R-HS-7) */
  if (s->kind == CARC_SCORE_MONASTERY && s->count > 0)
    g_string_append_printf (text, ngettext (", %u vineyard", ", %u vineyards", s->count), s->count);
}

static char *
event_text (const CarcEvent *event,
            const char      *name)
{
  if (event->type == CARC_EVENT_FLOCK)
    return g_strdup_printf (event->value == CARC_FLOCK_FOLD ? _("%s: drives the flock into the fold")
                                                             : _("%s: expands the flock"), name);
  if (event->type == CARC_EVENT_SHEEP)
    {
      if (event->flags & CARC_EVENT_FLAG_APP_DRAW)
        /* Translators: "Anna: drew 3 sheep (drawn by the app)" */
        return g_strdup_printf (_("%s: drew %s (drawn by the app)"), name, token_name (event->value));
      return g_strdup_printf (_("%s: drew %s"), name, token_name (event->value));
    }
  return NULL;
}

static void
tile_parts (const CarcTileType *type,
            GPtrArray          *parts)
{
  if (type->flags & CARC_TILE_FLAG_HILL)
    g_ptr_array_add (parts, (gpointer) _("hill"));
  if (type->flags & CARC_TILE_FLAG_VINEYARD)
    g_ptr_array_add (parts, (gpointer) _("vineyard"));
}

/* The shepherd's flock: how many sheep, so the table sees the flock size
 * without the side panel. */
static char *
figure_badge (const CarcState  *state,
              const CarcFigure *figure)
{
  if (figure->kind != CARC_FIGURE_SHEPHERD)
    return NULL;
  return g_strdup_printf ("%u", carc_sheep_flock_size (state, figure->node));
}

static void
sheep_action (GtkWidget  *widget,
              const char *name,
              GVariant   *param)
{
  CarcEvent event = carc_event_simple (CARC_EVENT_SHEEP, g_variant_get_int32 (param));

  carc_play_page_submit_event ((CarcPlayPage *) widget, &event);
}

static void
flock_action (GtkWidget  *widget,
              const char *name,
              GVariant   *param)
{
  CarcEvent event = carc_event_simple (CARC_EVENT_FLOCK, g_variant_get_int32 (param));

  carc_play_page_submit_event ((CarcPlayPage *) widget, &event);
}

static const CarcUiShortcut shortcuts[] = {
  { NC_("shortcut window", "Shepherd"), "s" },
  { NC_("shortcut window", "Flock: Expand / Drive into the Fold"), "e o" },
};

static void
play_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "play.sheep", "i", sheep_action);
  gtk_widget_class_install_action (widget_class, "play.flock", "i", flock_action);

  carc_play_page_add_binding (widget_class, GDK_KEY_s, 0, "play.figure-kind", g_variant_new ("u", CARC_FIGURE_SHEPHERD));
  carc_play_page_add_binding (widget_class, GDK_KEY_e, 0, "play.flock", g_variant_new ("i", CARC_FLOCK_EXPAND));
  carc_play_page_add_binding (widget_class, GDK_KEY_o, 0, "play.flock", g_variant_new ("i", CARC_FLOCK_FOLD));
}

/* ---- the tiles' hills, vineyards and printed sheep ---- */

typedef struct
{
  guint32 hill_light, hill_dark, vine, stake, wine;
} TilePalette;

static const TilePalette tile_light = {
  .hill_light = 0xc0e09a, .hill_dark = 0x79ab56, .vine = 0x3d7a2c, .stake = 0x7a5a3a, .wine = 0x813d9c,
};

static const TilePalette tile_dark = {
  .hill_light = 0x6a9452, .hill_dark = 0x3b5c30, .vine = 0x2d5f20, .stake = 0x5e452d, .wine = 0x74348e,
};

enum { SYMBOL_HILL, SYMBOL_VINES, SYMBOL_SHEEP };

static void
paint_hill (cairo_t *cr, gboolean dark, double cx, double cy, double r)
{
  const TilePalette *pal = dark ? &tile_dark : &tile_light;
  cairo_pattern_t *pattern = cairo_pattern_create_radial (cx - r * 0.3, cy - r * 0.35, r * 0.1, cx, cy, r);
  double red_l = ((pal->hill_light >> 16) & 0xff) / 255.0, green_l = ((pal->hill_light >> 8) & 0xff) / 255.0,
         blue_l = (pal->hill_light & 0xff) / 255.0;
  double red_d = ((pal->hill_dark >> 16) & 0xff) / 255.0, green_d = ((pal->hill_dark >> 8) & 0xff) / 255.0,
         blue_d = (pal->hill_dark & 0xff) / 255.0;

  cairo_pattern_add_color_stop_rgba (pattern, 0, red_l, green_l, blue_l, 1);
  cairo_pattern_add_color_stop_rgba (pattern, 0.75, red_d, green_d, blue_d, 0.9);
  cairo_pattern_add_color_stop_rgba (pattern, 1, red_d, green_d, blue_d, 0);
  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_scale (cr, 1, 0.8);
  cairo_translate (cr, -cx, -cy);
  cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  cairo_set_source (cr, pattern);
  cairo_fill (cr);
  /* contour lines */
  cairo_set_line_width (cr, 0.008);
  carc_tile_set_rgba (cr, pal->hill_dark, 0.7);
  cairo_arc (cr, cx + r * 0.05, cy + r * 0.06, r * 0.72, G_PI * 0.05, G_PI * 0.95);
  cairo_stroke (cr);
  cairo_arc (cr, cx + r * 0.02, cy + r * 0.02, r * 0.45, G_PI * 0.1, G_PI * 0.9);
  cairo_stroke (cr);
  cairo_restore (cr);
  cairo_pattern_destroy (pattern);
}

static void
paint_vines (cairo_t *cr, gboolean dark, double cx, double cy, double size)
{
  const TilePalette *pal = dark ? &tile_dark : &tile_light;

  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_rotate (cr, -0.35);
  cairo_scale (cr, size, size);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (int row = -1; row <= 1; row++)
    {
      double y = row * 0.3;

      cairo_move_to (cr, -0.45, y);
      cairo_line_to (cr, 0.45, y);
      cairo_set_line_width (cr, 0.05);
      carc_tile_set_rgb (cr, pal->stake);
      cairo_stroke (cr);
      for (int i = 0; i < 4; i++)
        {
          double x = -0.34 + i * 0.23;
          cairo_new_sub_path (cr);
          cairo_arc (cr, x, y - 0.06, 0.09, 0, 2 * G_PI);
        }
      carc_tile_set_rgb (cr, pal->vine);
      cairo_fill (cr);
      for (int i = 0; i < 4; i++)
        {
          double x = -0.3 + i * 0.23;
          cairo_new_sub_path (cr);
          cairo_arc (cr, x, y + 0.05, 0.045, 0, 2 * G_PI);
        }
      carc_tile_set_rgb (cr, pal->wine);
      cairo_fill (cr);
    }
  cairo_restore (cr);
}

static void
paint_sheep (cairo_t *cr, double cx, double cy, guint n, double size)
{
  for (guint i = 0; i < MIN (n, 4u); i++)
    {
      double x = cx + (i % 2 ? 0.6 : -0.6) * size * (i / 2 + 0.6), y = cy + (i / 2) * size * 0.8;

      cairo_save (cr);
      cairo_translate (cr, x, y);
      cairo_scale (cr, size, size * 0.7);
      cairo_arc (cr, 0, 0, 0.5, 0, 2 * G_PI);
      cairo_restore (cr);
      cairo_set_source_rgb (cr, 0.98, 0.98, 0.96);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.5);
      cairo_set_line_width (cr, size * 0.08);
      cairo_stroke (cr);
      cairo_arc (cr, x + size * 0.5, y - size * 0.05, size * 0.18, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.2, 0.2, 0.2);
      cairo_fill (cr);
    }
}

static void
tile_symbols_place (CarcTileSymbolPlacer *placer,
                    const CarcTileType   *type,
                    const CarcFeatureDef *def,
                    CarcTilePlaceStage    stage)
{
  CarcTileSymbol symbol = { .feature = (guint8) carc_tile_placer_feature (placer) };

  if (stage == CARC_TILE_PLACE_AFTER_ANCHOR && def->kind == CARC_FEATURE_FIELD
      && def->counters[CARC_FEATURE_COUNTER_SHEEP])
    {
      /* the printed sheep, away from the farmer */
      symbol.layer = CARC_TILE_SYMBOL_FIELD;
      symbol.order = 1;
      symbol.kind = SYMBOL_SHEEP;
      symbol.count = def->counters[CARC_FEATURE_COUNTER_SHEEP];
      symbol.size = 0.07;
      if (carc_tile_placer_pole (placer, 0.05, 0.18, &symbol.x, &symbol.y) < 0)
        carc_tile_placer_anchor (placer, &symbol.x, &symbol.y);
      carc_tile_placer_add (placer, &symbol);
    }
  if (stage != CARC_TILE_PLACE_TILE)
    return;
  /* a hill under the biggest field's figures, a vineyard beside them */
  if (type->flags & CARC_TILE_FLAG_HILL)
    {
      symbol.layer = CARC_TILE_SYMBOL_GROUND;
      symbol.kind = SYMBOL_HILL;
      symbol.size = 0.3;
      carc_tile_placer_anchor (placer, &symbol.x, &symbol.y);
      carc_tile_placer_add (placer, &symbol);
    }
  if (type->flags & CARC_TILE_FLAG_VINEYARD)
    {
      double depth;

      symbol.layer = CARC_TILE_SYMBOL_FIELD;
      symbol.order = 0;
      symbol.kind = SYMBOL_VINES;
      depth = carc_tile_placer_spot (placer, 0.0, 0.22, &symbol.x, &symbol.y);
      symbol.size = CLAMP (depth * 2.4, 0.13, 0.24);
      carc_tile_placer_add (placer, &symbol);
    }
}

static void
tile_symbol_paint (cairo_t              *cr,
                   const CarcTileSymbol *symbol,
                   gboolean              dark)
{
  switch (symbol->kind)
    {
    case SYMBOL_HILL:
      paint_hill (cr, dark, symbol->x, symbol->y, symbol->size);
      break;
    case SYMBOL_VINES:
      paint_vines (cr, dark, symbol->x, symbol->y, symbol->size);
      break;
    case SYMBOL_SHEEP:
    default:
      paint_sheep (cr, symbol->x, symbol->y, symbol->count, symbol->size);
      break;
    }
}

static const CarcUiCustomMark custom_marks[] = {
  { "hill", TRUE, 0, N_("Hill"), FALSE, NULL, NULL },
  { "vineyard", TRUE, 0, N_("Vineyard"), FALSE, NULL, NULL },
};

/* ---- its refusals in words ---- */

static char *
error_text (const CarcErrorDetail *detail,
            const CarcErrorScene  *scene)
{
  /* what it waits for, when something else was entered first */
  if (detail->owner == NULL && detail->reason == CARC_REASON_DECISION_OWED)
    switch ((guint) detail->number)
      {
      case CARC_PENDING_SHEEP:
        return g_strdup (_("First draw a sheep token from the bag (above the board)."));
      case CARC_PENDING_FLOCK:
        return g_strdup (_("First expand the flock or drive it into the fold (above the board)."));
      default:
        return NULL;
      }
  if (g_strcmp0 (detail->owner, CARC_HS_ERRORS) != 0)
    return NULL;
  switch (detail->reason)
    {
    case CARC_HS_REASON_SHEPHERD_ON_FIELD:
      return g_strdup (_("A shepherd stands on a field. Choose a field, or another figure."));
    case CARC_HS_REASON_FLOCK_TAKEN:
      return g_strdup (_("Another shepherd already keeps a flock on this field. Choose another field, or another figure."));
    case CARC_HS_REASON_NO_FLOCK_DECISION:
      return g_strdup (_("No flock waits to be expanded or driven into the fold now."));
    case CARC_HS_REASON_NO_DRAW_NOW:
      return g_strdup (_("No sheep token is to be drawn now."));
    case CARC_HS_REASON_NONE_IN_BAG:
      if (detail->number == 0)
        return g_strdup (_("No wolf is left in the bag. Check which token was drawn."));
      return g_strdup_printf (ngettext ("No token with %d sheep is left in the bag. Check which token was drawn.",
                                        "No token with %d sheep is left in the bag. Check which token was drawn.",
                                        (gulong) detail->number),
                              detail->number);
    case CARC_HS_REASON_EMPTY_BAG:
      return g_strdup (_("Shepherds need at least one token in the bag. Count the bag’s tokens in Preferences, Your Box."));
    default:
      return NULL;
    }
}

const CarcExpansionUi carc_hills_sheep_ui = {
  .id = "hills-and-sheep",
  .error_text = error_text,
  CARC_UI_LIST (sets),
  CARC_UI_LIST (custom_marks),
  CARC_UI_LIST (figures),
  CARC_UI_LIST (figure_looks),
  CARC_UI_LIST (scores),
  CARC_UI_LIST (options),
  .choice = &bag,
  /* Translators: what D ("Draw for me") draws: "D draws a token from the
   * sheep bag" */
  .draw_for_me = N_("a token from the sheep bag"),
  .figure_on_feature = figure_on_feature,
  .scoring_detail = scoring_detail,
  .scoring_extra = scoring_extra,
  .event_text = event_text,
  .tile_parts = tile_parts,
  .figure_badge = figure_badge,
  .tile_symbols_place = tile_symbols_place,
  .tile_symbol_paint = tile_symbol_paint,
  .sections = sections,
  .prompts = prompts,
  .play_class_init = play_class_init,
  CARC_UI_LIST (shortcuts),
};
