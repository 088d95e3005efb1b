/* carc-expansions-ui.c: the one table of what the screens show per expansion
 *
 * Adding an expansion's screens: write carc-<id>-ui.c in its folder,
 * src/expansions/<id>/, with its CarcExpansionUi (carc-expansion-ui.h),
 * declare it here and list it in the array. The order is the order of the lists the screens show: sets, new-game
 * options, tile parts, side-panel sections, prompts. See HACKING.md,
 * "Adding an expansion".
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-expansion-ui.h"
#include "carc-expansion.h"

/* The lines of a column of the shortcuts window (a group's title is one). */
#define SHORTCUTS_MAX_HEIGHT 13

extern const CarcExpansionUi carc_base_game_ui;
extern const CarcExpansionUi carc_inns_cathedrals_ui;
extern const CarcExpansionUi carc_traders_builders_ui;
extern const CarcExpansionUi carc_hills_sheep_ui;
extern const CarcExpansionUi carc_river_ui;
extern const CarcExpansionUi carc_wheel_of_fortune_ui;
extern const CarcExpansionUi carc_towers_thieves_ui;
extern const CarcExpansionUi carc_hunters_gatherers_ui;

/* The base game, then the big box's expansions in publication order, then
 * the River; then Hunters & Gatherers, a game of its own. */
static const CarcExpansionUi * const all_expansions[] = {
  &carc_base_game_ui,
  &carc_inns_cathedrals_ui,
  &carc_traders_builders_ui,
  &carc_hills_sheep_ui,
  &carc_river_ui,
  &carc_wheel_of_fortune_ui,
  &carc_towers_thieves_ui,
  &carc_hunters_gatherers_ui,
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

const CarcUiFeatureLook *
carc_expansions_ui_feature_look (guint kind)
{
  for (guint e = 0; all_expansions[e] != NULL; e++)
    for (guint i = 0; i < all_expansions[e]->n_feature_looks; i++)
      if (all_expansions[e]->feature_looks[i].kind == kind)
        return &all_expansions[e]->feature_looks[i];
  return NULL;
}

const char *
carc_expansions_ui_game_figure_name (const CarcSetup *setup,
                                     guint            figure)
{
  CarcCatalogue *catalogue = carc_catalogue_get_default (NULL);
  const CarcExpansionUi *game;

  if (setup->sets == NULL || setup->sets->len == 0 || catalogue == NULL)
    return NULL;
  game = carc_expansions_ui_game (carc_expansions_ui_game_of_set (
           carc_catalogue_get_set (catalogue, g_array_index (setup->sets, guint, 0))->id));
  return game != NULL ? kind_name (game->figures, game->n_figures, figure) : NULL;
}

gboolean
carc_expansions_ui_figure_point (const CarcState *state,
                                 guint            figure,
                                 double          *x,
                                 double          *y)
{
  for (guint e = 0; all_expansions[e] != NULL; e++)
    if (all_expansions[e]->figure_point != NULL && all_expansions[e]->figure_point (state, figure, x, y))
      return TRUE;
  return FALSE;
}

char *
carc_expansions_ui_tiles_left (const CarcState *state)
{
  for (guint e = 0; all_expansions[e] != NULL; e++)
    if (all_expansions[e]->tiles_left != NULL)
      {
        char *text = all_expansions[e]->tiles_left (state);
        if (text != NULL)
          return text;
      }
  return NULL;
}

guint
carc_expansions_ui_n_games (void)
{
  guint n = 0;

  for (guint e = 0; all_expansions[e] != NULL; e++)
    n += all_expansions[e]->game_name != NULL;
  return n;
}

const CarcExpansionUi *
carc_expansions_ui_game (guint game)
{
  for (guint e = 0; all_expansions[e] != NULL; e++)
    if (all_expansions[e]->game_name != NULL && game-- == 0)
      return all_expansions[e];
  return NULL;
}

guint
carc_expansions_ui_game_of_set (const char *set_id)
{
  guint game = 0;

  /* an expansion belongs to the game listed before it */
  for (guint e = 0, seen = 0; all_expansions[e] != NULL; e++)
    {
      if (all_expansions[e]->game_name != NULL)
        game = seen++;
      for (guint i = 0; i < all_expansions[e]->n_sets; i++)
        if (g_strcmp0 (set_id, all_expansions[e]->sets[i].id) == 0)
          return game;
    }
  return 0;
}

static const CarcExpansion *
game_engine (guint game)
{
  const CarcExpansionUi *ui = carc_expansions_ui_game (game);
  guint n;
  const CarcExpansion * const *engine = carc_registry_all (&n);

  for (guint e = 0; ui != NULL && e < n; e++)
    if (g_strcmp0 (engine[e]->id, ui->id) == 0)
      return engine[e];
  return NULL;
}

const char * const *
carc_expansions_ui_game_colours (guint  game,
                                 guint *n)
{
  const CarcExpansion *engine = game_engine (game);

  if (engine == NULL || engine->colours == NULL)
    {
      *n = CARC_MAX_PLAYERS;
      return carc_player_colours;
    }
  *n = g_strv_length ((char **) engine->colours);
  return engine->colours;
}

gboolean
carc_expansions_ui_game_players (guint  game,
                                 guint *min,
                                 guint *max)
{
  const CarcExpansion *engine = game_engine (game);

  *min = engine != NULL && engine->min_players > 0 ? engine->min_players : 1;
  *max = engine != NULL && engine->max_players > 0 ? engine->max_players : CARC_MAX_PLAYERS;
  return engine != NULL && (engine->min_players > 0 || engine->max_players > 0);
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

static GtkWidget *
find_named (GtkWidget  *widget,
            const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), name) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_named (child, name);
      if (found != NULL)
        return found;
    }
  return NULL;
}

void
carc_expansions_ui_add_shortcuts (GtkShortcutsWindow *overlay)
{
  g_autoptr(GtkBuilder) builder = NULL;
  GtkWidget *group, *section;
  GtkBuildableIface *iface;

  g_return_if_fail (GTK_IS_SHORTCUTS_WINDOW (overlay));

  /* The .ui lists the core's keys; each expansion's keys come from its
   * own descriptor, so that the window never names an expansion's things. */
  group = find_named (GTK_WIDGET (overlay), "expansion-shortcuts");
  g_return_if_fail (GTK_IS_SHORTCUTS_GROUP (group));
  section = gtk_widget_get_ancestor (group, GTK_TYPE_SHORTCUTS_SECTION);
  g_return_if_fail (section != NULL);

  /* GTK 4.8 has no gtk_shortcuts_group_add_shortcut(): a line is added as
   * the builder adds a <child>, which also puts it in the column's size
   * groups, so that its keys and title line up with the others. */
  builder = gtk_builder_new ();
  iface = GTK_BUILDABLE_GET_IFACE (group);
  for (guint e = 0; all_expansions[e] != NULL; e++)
    for (guint i = 0; i < all_expansions[e]->n_shortcuts; i++)
      {
        const CarcUiShortcut *shortcut = &all_expansions[e]->shortcuts[i];
        GtkWidget *child = g_object_new (GTK_TYPE_SHORTCUTS_SHORTCUT,
                                         "title", g_dpgettext2 (NULL, "shortcut window", shortcut->title),
                                         "accelerator", shortcut->accelerator,
                                         NULL);

        iface->add_child (GTK_BUILDABLE (group), builder, G_OBJECT (child), NULL);
      }

  /* Now that every group has its lines, spread the groups over columns and
   * pages. The .ui keeps them on one page until here: GTK 4.8 lays a
   * section out again each time it changes, reading the groups back with
   * the later pages first, so a section of several pages loses the .ui's
   * order of groups when it is laid out twice. */
  g_object_set (section, "max-height", SHORTCUTS_MAX_HEIGHT, NULL);

  /* GTK 4.8 indexes a section's lines for the window's search when the
   * section joins the window, before these lines were in: let it join
   * again (a line already indexed is not indexed twice). */
  g_object_ref (section);
  gtk_stack_remove (GTK_STACK (gtk_widget_get_parent (section)), section);
  GTK_BUILDABLE_GET_IFACE (overlay)->add_child (GTK_BUILDABLE (overlay), builder, G_OBJECT (section), NULL);
  g_object_unref (section);
}
