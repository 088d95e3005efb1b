/* carc-traders-builders-ui.c: Traders & Builders on the screens
 *
 * Its set, the builder and the pig (names, keys, log lines), its new-game
 * options, the goods in scorings, tile descriptions and the players'
 * supplies, and the builder's second-tile prompt.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-builder-prompt.h"
#include "carc-expansion-ui.h"
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

static void
play_class_init (GtkWidgetClass *widget_class)
{
  carc_play_page_add_binding (widget_class, GDK_KEY_b, 0, "play.figure-kind", g_variant_new ("u", CARC_FIGURE_BUILDER));
  carc_play_page_add_binding (widget_class, GDK_KEY_p, 0, "play.figure-kind", g_variant_new ("u", CARC_FIGURE_PIG));
}

const CarcExpansionUi carc_traders_builders_ui = {
  .id = "traders-and-builders",
  .sets = sets,
  .n_sets = G_N_ELEMENTS (sets),
  .figures = figures,
  .n_figures = G_N_ELEMENTS (figures),
  .scores = scores,
  .n_scores = G_N_ELEMENTS (scores),
  .options = options,
  .n_options = G_N_ELEMENTS (options),
  .figure_on_feature = figure_on_feature,
  .scoring_detail = scoring_detail,
  .tile_parts = tile_parts,
  .supply_line = supply_line,
  .prompts = prompts,
  .play_class_init = play_class_init,
};
