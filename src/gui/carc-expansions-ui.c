/* carc-expansions-ui.c: the one table of what the screens show per expansion
 *
 * Adding an expansion's screens: write carc-<name>-ui.c with its
 * CarcExpansionUi (carc-expansion-ui.h), declare it here and list it in the
 * array. The order is the order of the lists the screens show: sets, new-game
 * options, tile parts, side-panel sections, prompts. See HACKING.md,
 * "Adding an expansion".
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-expansion-ui.h"

extern const CarcExpansionUi carc_base_game_ui;
extern const CarcExpansionUi carc_inns_cathedrals_ui;
extern const CarcExpansionUi carc_traders_builders_ui;
extern const CarcExpansionUi carc_hills_sheep_ui;
extern const CarcExpansionUi carc_river_ui;

/* The base game, then the big box's expansions in publication order, then
 * the River. */
static const CarcExpansionUi * const all_expansions[] = {
  &carc_base_game_ui,
  &carc_inns_cathedrals_ui,
  &carc_traders_builders_ui,
  &carc_hills_sheep_ui,
  &carc_river_ui,
  NULL,
};

const CarcExpansionUi * const *
carc_expansions_ui_all (guint *n)
{
  *n = G_N_ELEMENTS (all_expansions) - 1;
  return all_expansions;
}

static const char *
kind_name (const CarcUiKindName *names,
           guint                 n_names,
           guint                 id)
{
  for (guint i = 0; i < n_names; i++)
    if (names[i].id == id)
      return _(names[i].name);
  return NULL;
}

const char *
carc_expansions_ui_figure_name (guint figure)
{
  for (guint e = 0; all_expansions[e] != NULL; e++)
    {
      const char *name = kind_name (all_expansions[e]->figures, all_expansions[e]->n_figures, figure);
      if (name != NULL)
        return name;
    }
  return NULL;
}

const char *
carc_expansions_ui_score_name (guint score)
{
  for (guint e = 0; all_expansions[e] != NULL; e++)
    {
      const char *name = kind_name (all_expansions[e]->scores, all_expansions[e]->n_scores, score);
      if (name != NULL)
        return name;
    }
  return NULL;
}

const CarcUiFigureLook *
carc_expansions_ui_figure_look (guint figure)
{
  for (guint e = 0; all_expansions[e] != NULL; e++)
    for (guint i = 0; i < all_expansions[e]->n_figure_looks; i++)
      if (all_expansions[e]->figure_looks[i].kind == figure)
        return &all_expansions[e]->figure_looks[i];
  return NULL;
}

guint
carc_expansions_ui_set_order (const char  *id,
                              const char **name)
{
  guint order = 0;

  for (guint e = 0; all_expansions[e] != NULL; e++)
    for (guint i = 0; i < all_expansions[e]->n_sets; i++, order++)
      if (g_strcmp0 (id, all_expansions[e]->sets[i].id) == 0)
        {
          if (name != NULL)
            *name = _(all_expansions[e]->sets[i].name);
          return order;
        }
  if (name != NULL)
    *name = NULL;
  return G_MAXUINT;
}
