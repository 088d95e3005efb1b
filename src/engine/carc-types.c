/* carc-types.c: names of the engine's vocabulary
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "carc-types.h"

#include "carc-registry.h"

#include <glib/gi18n-lib.h>

#include <string.h>

static const char * const edge_names[4] = { "N", "E", "S", "W" };
static const char * const half_names[8] = { "NL", "NR", "EL", "ER", "SL", "SR", "WL", "WR" };

const char *
carc_feature_kind_noun (CarcFeatureKind kind)
{
  const CarcFeatureKindInfo *info = carc_registry_feature (kind);
  return info ? _(info->noun) : "?";
}

const char *
carc_figure_kind_noun (CarcFigureKind kind)
{
  const CarcFigureKindInfo *info = carc_registry_figure (kind);
  return info ? _(info->noun) : "?";
}

const char *
carc_edge_noun (guint edge)
{
  switch (edge & 3)
    {
    /* Translators: an edge of a tile, standing alone (nominative) */
    case CARC_EDGE_N: return _("north edge");
    /* Translators: an edge of a tile, standing alone (nominative) */
    case CARC_EDGE_E: return _("east edge");
    /* Translators: an edge of a tile, standing alone (nominative) */
    case CARC_EDGE_S: return _("south edge");
    /* Translators: an edge of a tile, standing alone (nominative) */
    default: return _("west edge");
    }
}

static const char *
half_edge_noun (guint half)
{
  /* "Left" and "right" as seen from the centre looking out through the
   * edge: the left half of the north edge is its western half. */
  switch (half & 7)
    {
    /* Translators: where on a tile, standing alone (nominative) */
    case CARC_HALF_NL: return _("west half of the north edge");
    /* Translators: where on a tile, standing alone (nominative) */
    case CARC_HALF_NR: return _("east half of the north edge");
    /* Translators: where on a tile, standing alone (nominative) */
    case CARC_HALF_EL: return _("north half of the east edge");
    /* Translators: where on a tile, standing alone (nominative) */
    case CARC_HALF_ER: return _("south half of the east edge");
    /* Translators: where on a tile, standing alone (nominative) */
    case CARC_HALF_SL: return _("east half of the south edge");
    /* Translators: where on a tile, standing alone (nominative) */
    case CARC_HALF_SR: return _("west half of the south edge");
    /* Translators: where on a tile, standing alone (nominative) */
    case CARC_HALF_WL: return _("south half of the west edge");
    /* Translators: where on a tile, standing alone (nominative) */
    default: return _("north half of the west edge");
    }
}

char *
carc_loc_describe (guint16 loc)
{
  GString *s = g_string_new (NULL);
  /* Translators: the separator between the parts of a place on a tile:
   * "north edge, middle of the tile" */
  const char *separator = C_("list separator", ", ");

  for (guint i = 0; i < 4; i++)
    if (loc & CARC_LOC_EDGE (i))
      {
        if (s->len)
          g_string_append (s, separator);
        g_string_append (s, carc_edge_noun (i));
      }
  for (guint i = 0; i < 8; i++)
    if (loc & CARC_LOC_HALF (i))
      {
        if (s->len)
          g_string_append (s, separator);
        g_string_append (s, half_edge_noun (i));
      }
  if (loc & CARC_LOC_INNER)
    {
      if (s->len)
        g_string_append (s, separator);
      /* Translators: where on a tile (a monastery, an inner field), standing alone (nominative) */
      g_string_append (s, _("middle of the tile"));
    }
  if (loc & CARC_LOC_INNER2)
    {
      if (s->len)
        g_string_append (s, separator);
      /* Translators: where on a tile (a second inner field), standing alone (nominative) */
      g_string_append (s, _("second middle area of the tile"));
    }
  return g_string_free (s, FALSE);
}

const char *
carc_edge_name (guint edge)
{
  return edge_names[edge & 3];
}

const char *
carc_half_edge_name (guint half)
{
  return half_names[half & 7];
}

const char *
carc_feature_kind_name (CarcFeatureKind kind)
{
  const CarcFeatureKindInfo *info = carc_registry_feature (kind);
  g_return_val_if_fail (info != NULL, NULL);
  return info->name;
}

gboolean
carc_feature_kind_parse (const char      *name,
                         CarcFeatureKind *kind)
{
  guint v;
  if (!carc_registry_feature_parse (name, &v))
    return FALSE;
  *kind = v;
  return TRUE;
}

const char *
carc_figure_kind_name (CarcFigureKind kind)
{
  const CarcFigureKindInfo *info = carc_registry_figure (kind);
  g_return_val_if_fail (info != NULL, NULL);
  return info->name;
}

gboolean
carc_figure_kind_parse (const char     *name,
                        CarcFigureKind *kind)
{
  return carc_registry_figure_parse (name, kind);
}

const char *
carc_score_kind_name (CarcScoreKind kind)
{
  const CarcScoreKindInfo *info = carc_registry_score (kind);
  g_return_val_if_fail (info != NULL, NULL);
  return info->name;
}

static gboolean
parse_one_location (const char *word,
                    gsize       len,
                    guint16    *bit)
{
  for (guint i = 0; i < 4; i++)
    if (len == 1 && word[0] == edge_names[i][0])
      {
        *bit = CARC_LOC_EDGE (i);
        return TRUE;
      }
  for (guint i = 0; i < 8; i++)
    if (len == 2 && strncmp (word, half_names[i], 2) == 0)
      {
        *bit = CARC_LOC_HALF (i);
        return TRUE;
      }
  if (len == 1 && word[0] == 'I')
    {
      *bit = CARC_LOC_INNER;
      return TRUE;
    }
  if (len == 2 && strncmp (word, "II", 2) == 0)
    {
      *bit = CARC_LOC_INNER2;
      return TRUE;
    }
  return FALSE;
}

gboolean
carc_loc_parse (const char *text,
                guint16    *loc)
{
  guint16 result = 0;
  const char *p = text;

  if (text == NULL)
    return FALSE;

  while (*p)
    {
      const char *start;
      guint16 bit;

      while (*p == ' ' || *p == '.' || *p == ',')
        p++;
      if (!*p)
        break;
      start = p;
      while (*p && *p != ' ' && *p != '.' && *p != ',')
        p++;
      if (!parse_one_location (start, (gsize) (p - start), &bit))
        return FALSE;
      if (result & bit)
        return FALSE;
      result |= bit;
    }

  if (result == 0)
    return FALSE;
  *loc = result;
  return TRUE;
}

char *
carc_loc_to_string (guint16 loc,
                    char    separator)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < 4; i++)
    if (loc & CARC_LOC_EDGE (i))
      {
        if (s->len)
          g_string_append_c (s, separator);
        g_string_append (s, edge_names[i]);
      }
  for (guint i = 0; i < 8; i++)
    if (loc & CARC_LOC_HALF (i))
      {
        if (s->len)
          g_string_append_c (s, separator);
        g_string_append (s, half_names[i]);
      }
  if (loc & CARC_LOC_INNER)
    {
      if (s->len)
        g_string_append_c (s, separator);
      g_string_append (s, "I");
    }
  if (loc & CARC_LOC_INNER2)
    {
      if (s->len)
        g_string_append_c (s, separator);
      g_string_append (s, "II");
    }
  return g_string_free (s, FALSE);
}
