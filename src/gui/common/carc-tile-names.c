/* carc-tile-names.c: what a tile shows, in words
 *
 * Tiles have ids like "BA/CcRr+"; people at the table say "a city corner
 * with a pennant and a road curve". The description is built from the
 * tile's features, so a tile added to the catalogue gets one too, and it is
 * what typing in the tile picker matches besides the id and the edges.
 *
 * Every tile type a game can play has a name of its own: the words tell
 * mirror images and look-alikes apart ("road end on the left"), a tile
 * that shows exactly what a tile of another set shows is named with its
 * set ("City cap (Wheel of Fortune)"), two that the data cannot tell
 * apart at all are numbered, and a tile of the box's own (a custom tile)
 * is its name, or says it is the box's.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "carc-expansion-ui.h"
#include "carc-format.h"
#include "carc-set-names.h"
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

/* The first edge of @locations (0 … 3), or -1. */
static int
first_edge (guint16 locations)
{
  for (guint e = 0; e < 4; e++)
    if (locations & CARC_LOC_EDGE (e))
      return (int) e;
  return -1;
}

/* Where a road lies on a tile with one city, seen with that city at the
 * top: tiles that are each other's mirror image (a road curving off to
 * the left of a city cap, or to the right) get words of their own. */
typedef enum {
  SIDE_NONE,
  SIDE_LEFT,
  SIDE_RIGHT,
  SIDE_OPPOSITE,
} Side;

typedef struct {
  int      top;      /* the city's edge (a corner's first, clockwise), -1: no one city */
  gboolean corner;
} Landmark;

static Landmark
landmark_of (const CarcTileType *type)
{
  Landmark l = { -1, FALSE };
  guint n_cities = 0;

  for (guint i = 0; i < type->n_features; i++)
    {
      const CarcFeatureDef *f = &type->features[i];
      guint16 edges = (f->locations | f->joins) & CARC_LOC_EDGES;

      if (f->kind != CARC_FEATURE_CITY)
        continue;
      n_cities++;
      if (n_edges (edges) == 1)
        l.top = first_edge (edges);
      else if (n_edges (edges) == 2 && !opposite (edges))
        {
          l.corner = TRUE;
          /* the corner's edges are top and top + 1, clockwise */
          for (guint e = 0; e < 4; e++)
            if ((edges & CARC_LOC_EDGE (e)) && (edges & CARC_LOC_EDGE ((e + 1) & 3)))
              l.top = (int) e;
        }
      else
        l.top = -1;
    }
  if (n_cities != 1)
    l.top = -1;
  return l;
}

/* Seen with the landmark's city at the top: a cap's top + 1 is the
 * right, + 2 the bottom, + 3 the left; a corner's top and top + 1 are the
 * upper sides, top + 2 the lower right, top + 3 the lower left. */
static Side
side_of_edge (const Landmark *l,
              guint           edge)
{
  guint d;

  if (l->top < 0)
    return SIDE_NONE;
  d = (edge + 4 - (guint) l->top) & 3;
  if (l->corner)
    return d == 2 ? SIDE_RIGHT : d == 3 ? SIDE_LEFT : SIDE_NONE;
  return d == 1 ? SIDE_RIGHT : d == 2 ? SIDE_OPPOSITE : d == 3 ? SIDE_LEFT : SIDE_NONE;
}

/* A road curve beside a city cap bends off to one side (a corner leaves
 * it only one place). */
static const char *
road_curve_name (const Landmark *l,
                 guint16         locations)
{
  if (l->top >= 0 && !l->corner)
    {
      guint right = CARC_LOC_EDGE ((l->top + 1) & 3) | CARC_LOC_EDGE ((l->top + 2) & 3);
      guint left = CARC_LOC_EDGE ((l->top + 2) & 3) | CARC_LOC_EDGE ((l->top + 3) & 3);

      /* Translators: a tile part, seen with the tile's city at the top:
       * the road curves off to the right of it (the mirror image of
       * "road curve on the left") */
      if ((locations & CARC_LOC_EDGES) == right)
        return _("road curve on the right");
      /* Translators: a tile part, seen with the tile's city at the top */
      if ((locations & CARC_LOC_EDGES) == left)
        return _("road curve on the left");
    }
  return _("road curve");
}

static const char *
road_end_name (Side side)
{
  switch (side)
    {
    /* Translators: a tile part, seen with the tile's city at the top: a
     * road ending on the tile leaves it on the right */
    case SIDE_RIGHT: return _("road end on the right");
    /* Translators: a tile part, seen with the tile's city at the top */
    case SIDE_LEFT: return _("road end on the left");
    /* Translators: a tile part: a road ending on the tile leaves it on
     * the side facing the city */
    case SIDE_OPPOSITE: return _("road end opposite");
    case SIDE_NONE:
    default: return _("road end");
    }
}

/* Two parts of the ground that meet without a road or a river between
 * them: a hedge divides them (the painter draws it), which tells such a
 * tile from one whose field goes round. */
gboolean
carc_tile_ground_divided (const CarcTileType *type,
                          guint               ground,
                          guint32             routes)
{
  guint8 owner[8];

  for (guint h = 0; h < 8; h++)
    owner[h] = CARC_NO_FEATURE;
  for (guint i = 0; i < type->n_features; i++)
    if (type->features[i].kind == ground)
      for (guint h = 0; h < 8; h++)
        if (type->features[i].locations & CARC_LOC_HALF (h))
          owner[h] = (guint8) i;
  for (guint h = 0; h < 8; h++)
    {
      guint before = owner[(h + 7) & 7], after = owner[h];

      if (before == CARC_NO_FEATURE || after == CARC_NO_FEATURE || before == after)
        continue;
      /* the two halves of one edge: a road or a river parts them */
      if (h & 1)
        {
          gboolean parted = FALSE;

          for (guint i = 0; i < type->n_features; i++)
            if ((routes & (1u << type->features[i].kind))
                && (type->features[i].locations & CARC_LOC_EDGE (h >> 1)))
              parted = TRUE;
          if (parted)
            continue;
        }
      return TRUE;
    }
  return FALSE;
}

/* The parts, most telling first; @brief stops after the first. */
static char *
describe (const CarcTileType *type,
          gboolean            brief)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new ();
  guint road_ends = 0, road_curves = 0, pennants = 0, caps = 0, corners = 0, straight_roads = 0;
  guint corner_part = 0, straight_part = 0;
  guint16 cap_edges = 0, end_edges = 0;
  g_autoptr(GString) text = NULL;
  guint n_ui;
  const CarcExpansionUi * const *ui = carc_expansions_ui_all (&n_ui);
  Landmark landmark = landmark_of (type);

  /* most telling first: monastery, cities, roads, river; then the details */
  /* the core's kinds only: an expansion's own (the wheel on the wheel
   * board's cells) or a game's says itself what it shows, through
   * tile_parts */
  static const CarcFeatureKind order[] = {
    CARC_FEATURE_MONASTERY, CARC_FEATURE_CITY, CARC_FEATURE_ROAD, CARC_FEATURE_RIVER, CARC_FEATURE_FIELD,
  };

  for (guint i = 0; i < type->n_features; i++)
    if (type->features[i].kind == CARC_FEATURE_ROAD && n_edges (type->features[i].locations) == 2
        && !opposite (type->features[i].locations))
      road_curves++;

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
                {
                  caps++;
                  cap_edges |= (f->locations | f->joins) & CARC_LOC_EDGES;
                }
              else if (n_edges (f->locations | f->joins) == 2 && !opposite (f->locations) && corners++ > 0)
                /* the second corner: "two city corners" */
                parts->pdata[corner_part] = (gpointer) _("two city corners");
              else
                {
                  corner_part = parts->len;
                  add (parts, city_name (f));
                }
              pennants += f->pennants;
              break;
            case CARC_FEATURE_ROAD:
              if (n_edges (f->locations) == 2 && opposite (f->locations) && straight_roads++ > 0)
                parts->pdata[straight_part] = (gpointer) _("two straight roads");
              else if (n_edges (f->locations) == 2 && opposite (f->locations))
                {
                  straight_part = parts->len;
                  add (parts, _("straight road"));
                }
              else if (n_edges (f->locations) == 2 && road_curves < 2)
                add (parts, road_curve_name (&landmark, f->locations));
              else if (n_edges (f->locations) != 2)
                {
                  road_ends++;
                  end_edges |= f->locations & CARC_LOC_EDGES;
                }
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
          if (caps >= 4)
            add (parts, _("four city caps"));
          else if (caps == 3)
            add (parts, _("three city caps"));
          else if (caps == 2)
            /* Translators: two city caps on the opposite sides of a tile,
             * or on two sides that meet at a corner */
            add (parts, opposite (cap_edges) ? _("two opposite city caps") : _("two adjacent city caps"));
          else if (caps == 1)
            add (parts, _("city cap"));
        }

      /* roads that end on this tile: at a crossroads, a monastery, a city… */
      if (order[kind] == CARC_FEATURE_ROAD)
        {
          if (road_curves >= 2)
            add (parts, _("two road curves"));
          if (road_ends >= 4)
            add (parts, _("four-way crossroads"));
          else if (road_ends == 3)
            add (parts, _("three-way crossroads"));
          else if (road_ends == 2)
            /* Translators: two roads ending on a tile, on opposite sides
             * or on two sides that meet at a corner */
            add (parts, opposite (end_edges) ? _("two opposite road ends") : _("two adjacent road ends"));
          else if (road_ends == 1)
            add (parts, road_end_name (side_of_edge (&landmark, (guint) first_edge (end_edges))));
        }
    }
  if (pennants > 0)
    add (parts, _("pennant"));
  if (carc_tile_ground_divided (type, CARC_FEATURE_FIELD, (1u << CARC_FEATURE_ROAD) | (1u << CARC_FEATURE_RIVER)))
    /* Translators: a tile part: fields that meet with a hedge between them */
    add (parts, _("hedge"));
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

/* ---- telling look-alikes apart ---- */

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* What @type shows, as data: its features and what is printed on it,
 * whichever way it is turned (the smallest of the four turns), without
 * its id or count. Two types with one key are the same tile to the eye. */
static char *
look_key (const CarcTileType *type)
{
  char *best = NULL;

  for (guint r = 0; r < 4; r++)
    {
      g_autoptr(GPtrArray) features = g_ptr_array_new_with_free_func (g_free);
      GString *key = g_string_new (NULL);

      for (guint i = 0; i < type->n_features; i++)
        {
          const CarcFeatureDef *f = &type->features[i];
          GString *one = g_string_new (NULL);

          g_string_append_printf (one, "%u:%04x:%04x:%u:%u", (guint) f->kind, carc_loc_rotate (f->locations, r),
                                  carc_loc_rotate (f->joins, r), f->pennants, f->flags);
          for (guint c = 0; c < CARC_N_FEATURE_COUNTERS; c++)
            g_string_append_printf (one, ":%u", f->counters[c]);
          g_ptr_array_add (features, g_string_free (one, FALSE));
        }
      g_ptr_array_sort (features, compare_strings);
      g_string_append_printf (key, "%x:%d:%d:%d", type->flags, type->stack, type->wheel_symbol, type->thief_value);
      for (guint i = 0; i < features->len; i++)
        g_string_append_printf (key, ";%s", (const char *) features->pdata[i]);
      if (best == NULL || strcmp (key->str, best) < 0)
        {
          g_free (best);
          best = g_string_free (key, FALSE);
        }
      else
        g_string_free (key, TRUE);
    }
  return best;
}

/* How a bundled tile's name is told from a look-alike's: the set it
 * comes from (@set, the look-alike's set comes first), and a number when
 * even that is the same (@ordinal ≥ 2). */
typedef struct {
  const CarcTileSet *set;
  guint              ordinal;
} Qualifier;

/* Tile id → Qualifier, for the bundled tiles that need one; built once. */
static GHashTable *
qualifiers (void)
{
  static GHashTable *table;
  CarcCatalogue *catalogue;
  g_autoptr(GHashTable) first_of = NULL;   /* game:key → the first type with it */
  g_autoptr(GHashTable) in_set = NULL;     /* game:key:set → how many so far */

  if (table != NULL)
    return table;
  table = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  catalogue = carc_catalogue_get_default (NULL);
  if (catalogue == NULL)
    return table;
  first_of = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  in_set = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  /* in the catalogue's order: the base game's tile keeps the bare name */
  for (guint i = 0; i < carc_catalogue_get_n_types (catalogue); i++)
    {
      const CarcTileType *type = carc_catalogue_get_type (catalogue, i);
      const CarcTileSet *set = carc_catalogue_get_set (catalogue, type->set);
      g_autofree char *key = look_key (type);
      g_autofree char *game_key = g_strdup_printf ("%u:%s", carc_expansions_ui_game_of_set (set->id), key);
      g_autofree char *set_key = g_strdup_printf ("%s:%s", game_key, set->id);
      const CarcTileType *first = g_hash_table_lookup (first_of, game_key);
      guint n = GPOINTER_TO_UINT (g_hash_table_lookup (in_set, set_key)) + 1;
      Qualifier *q;

      g_hash_table_insert (in_set, g_strdup (set_key), GUINT_TO_POINTER (n));
      if (first == NULL)
        {
          g_hash_table_insert (first_of, g_steal_pointer (&game_key), (gpointer) type);
          continue;
        }
      q = g_new0 (Qualifier, 1);
      q->set = first->set != type->set ? set : NULL;
      q->ordinal = n >= 2 ? n : 0;
      g_hash_table_insert (table, g_strdup (type->id), q);
    }
  return table;
}

/* A tile the bundled catalogue does not know is the box's own. */
static gboolean
is_custom (const CarcTileType *type)
{
  CarcCatalogue *catalogue = carc_catalogue_get_default (NULL);

  return catalogue != NULL && carc_catalogue_lookup (catalogue, type->id) < 0;
}

/* The name the table gave a tile of its own, or NULL. */
static const char *
custom_name (const CarcTileType *type)
{
  const char *name;

  if (type->source == NULL || !json_object_has_member (type->source, "note"))
    return NULL;
  name = json_object_get_string_member_with_default (type->source, "note", NULL);
  return name != NULL && *name != '\0' ? name : NULL;
}

/* @words with what tells the tile from its look-alikes. */
static char *
qualify (const CarcTileType *type,
         char               *words)
{
  const Qualifier *q;
  char *text = words;

  if (is_custom (type))
    {
      const char *name = custom_name (type);

      if (name != NULL)
        {
          g_free (words);
          return g_strdup (name);
        }
      /* Translators: a tile of the box's own (a custom tile) that was given
       * no name: what it shows, then that it is the box's own */
      text = g_strdup_printf (C_("tile name", "%s (your tile)"), words);
      g_free (words);
      return text;
    }
  q = g_hash_table_lookup (qualifiers (), type->id);
  if (q == NULL)
    return text;
  if (q->set != NULL)
    {
      /* Translators: a tile named by what it shows and, after it, its set,
       * when a tile of another set shows the same: "City cap (Wheel of Fortune)" */
      text = g_strdup_printf (C_("tile name", "%s (%s)"), words, carc_tile_set_get_display_name (q->set));
      g_free (words);
      words = text;
    }
  if (q->ordinal >= 2)
    {
      /* Translators: the second, third … of tiles that show the same and
       * that the data cannot tell apart: "Forest corner, menhir, meadow (2)" */
      text = g_strdup_printf (C_("tile name", "%s (%u)"), words, q->ordinal);
      g_free (words);
    }
  return text;
}

char *
carc_tile_describe (const CarcTileType *type)
{
  g_autofree char *text = qualify (type, describe (type, FALSE));

  /* the first letter capitalised for a label */
  return carc_format_capitalize (text);
}

char *
carc_tile_describe_phrase (const CarcTileType *type)
{
  /* the table's own name stands as it was typed */
  return qualify (type, describe (type, FALSE));
}

char *
carc_tile_describe_brief (const CarcTileType *type)
{
  if (is_custom (type) && custom_name (type) != NULL)
    return g_strdup (custom_name (type));
  return describe (type, TRUE);
}
