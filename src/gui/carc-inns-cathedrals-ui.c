/* carc-inns-cathedrals-ui.c: Inns & Cathedrals on the screens
 *
 * Its set, the big follower's name and key, its new-game options, the inn
 * and cathedral in scorings and tile descriptions.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

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

static void
play_class_init (GtkWidgetClass *widget_class)
{
  carc_play_page_add_binding (widget_class, GDK_KEY_g, 0, "play.figure-kind", g_variant_new ("u", CARC_FIGURE_BIG_FOLLOWER));
}

const CarcExpansionUi carc_inns_cathedrals_ui = {
  .id = "inns-and-cathedrals",
  .sets = sets,
  .n_sets = G_N_ELEMENTS (sets),
  .figures = figures,
  .n_figures = G_N_ELEMENTS (figures),
  .figure_looks = figure_looks,
  .n_figure_looks = G_N_ELEMENTS (figure_looks),
  .options = options,
  .n_options = G_N_ELEMENTS (options),
  .figure_on_feature = figure_on_feature,
  .scoring_extra = scoring_extra,
  .tile_parts = tile_parts,
  .play_class_init = play_class_init,
};
