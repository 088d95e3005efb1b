/* carc-tile-names.c: what a tile shows, in words
 *
 * Tiles have ids like "BA/CcRr+"; people at the table say "a city corner
 * with a pennant and a road curve". The description is built from the
 * tile's features, so a tile added to the catalogue gets one too, and it is
 * what typing in the tile picker matches besides the id and the edges.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-expansion-ui.h"
#include "carc-format.h"
#include "carc-tile-names.h"

static guint
n_edges (guint16 locations)
{
  guint n = 0;
  for (guint e = 0; e < 4; e++)
    n += (locations & CARC_LOC_EDGE (e)) != 0;
  return n;
}

/* two edges facing each other (N–S or E–W) */
static gboolean
opposite (guint16 locations)
{
  guint16 edges = locations & CARC_LOC_EDGES;
  return edges == (CARC_LOC_EDGE (CARC_EDGE_N) | CARC_LOC_EDGE (CARC_EDGE_S))
         || edges == (CARC_LOC_EDGE (CARC_EDGE_E) | CARC_LOC_EDGE (CARC_EDGE_W));
}

static void
add (GPtrArray  *parts,
     const char *text)
{
  g_ptr_array_add (parts, (gpointer) text);
}

static const char *
city_name (const CarcFeatureDef *f)
{
  switch (n_edges (f->locations | f->joins))
    {
    case 1: return _("city cap");
    case 2: return opposite (f->locations) ? _("city band") : _("city corner");
    case 3: return _("city on three sides");
    default: return _("city on all sides");
    }
}

/* The parts, most telling first; @brief stops after the first. */
static char *
describe (const CarcTileType *type,
          gboolean            brief)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new ();
  guint road_ends = 0, pennants = 0, caps = 0;
  g_autoptr(GString) text = NULL;
  guint n_ui;
  const CarcExpansionUi * const *ui = carc_expansions_ui_all (&n_ui);

  /* most telling first: monastery, cities, roads, river; then the details */
  /* the core's kinds only: an expansion's own (the wheel on the wheel
   * board's cells) or a game's says itself what it shows, through
   * tile_parts */
  static const CarcFeatureKind order[] = {
    CARC_FEATURE_MONASTERY, CARC_FEATURE_CITY, CARC_FEATURE_ROAD, CARC_FEATURE_RIVER, CARC_FEATURE_FIELD,
  };

  for (guint kind = 0; kind < G_N_ELEMENTS (order); kind++)
    {

      for (guint i = 0; i < type->n_features; i++)
        {
          const CarcFeatureDef *f = &type->features[i];

          if (f->kind != order[kind])
            continue;
          switch (f->kind)
            {
            case CARC_FEATURE_MONASTERY:
              add (parts, _("monastery"));
              break;
            case CARC_FEATURE_CITY:
              /* caps are counted: "two city caps", not "city cap, city cap" */
              if (n_edges (f->locations | f->joins) == 1)
                caps++;
              else
                add (parts, city_name (f));
              pennants += f->pennants;
              break;
            case CARC_FEATURE_ROAD:
              if (n_edges (f->locations) == 2)
                add (parts, opposite (f->locations) ? _("straight road") : _("road curve"));
              else
                road_ends++;
              break;
            case CARC_FEATURE_RIVER:
              if (type->stack == CARC_STACK_SPRING)
                add (parts, _("spring"));
              else if (type->stack == CARC_STACK_LAKE)
                add (parts, _("lake"));
              else if (n_edges (f->locations) == 2)
                add (parts, opposite (f->locations) ? _("straight river") : _("river curve"));
              else
                add (parts, _("river"));
              break;
            default:
              break;
            }
        }

      if (order[kind] == CARC_FEATURE_CITY)
        {
          if (caps >= 3)
            add (parts, _("three city caps"));
          else if (caps == 2)
            add (parts, _("two city caps"));
          else if (caps == 1)
            add (parts, _("city cap"));
        }

      /* roads that end on this tile: at a crossroads, a monastery, a city… */
      if (order[kind] == CARC_FEATURE_ROAD)
        {
          if (road_ends >= 3)
            add (parts, _("crossroads"));
          else if (road_ends == 2)
            add (parts, _("two road ends"));
          else if (road_ends == 1)
            add (parts, _("road end"));
        }
    }
  if (pennants > 0)
    add (parts, _("pennant"));
  /* the expansions' parts, in the order of their table */
  for (guint e = 0; e < n_ui; e++)
    if (ui[e]->tile_parts != NULL)
      ui[e]->tile_parts (type, parts);
  if (parts->len == 0)
    add (parts, _("field"));

  text = g_string_new (NULL);
  for (guint i = 0; i < (brief ? 1 : parts->len); i++)
    {
      if (i > 0)
        /* TRANSLATORS: between the parts of a tile's description, e.g. "city corner, road curve" */
        g_string_append (text, C_("tile parts", ", "));
      g_string_append (text, parts->pdata[i]);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

char *
carc_tile_describe (const CarcTileType *type)
{
  g_autofree char *text = describe (type, FALSE);

  /* the first letter capitalised for a label */
  return carc_format_capitalize (text);
}

char *
carc_tile_describe_phrase (const CarcTileType *type)
{
  return describe (type, FALSE);
}

char *
carc_tile_describe_brief (const CarcTileType *type)
{
  return describe (type, TRUE);
}
