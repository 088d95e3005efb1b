/* carc-format.c: the words the front end shows for the engine's values
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-format.h"

static const struct {
  const char *id;
  const char *name;
  const char *rgba;
} colours[] = {
  /* Translators: a player colour of the box */
  { "red", N_("Red"), "#d7262b" },
  /* Translators: a player colour of the box */
  { "blue", N_("Blue"), "#2a6fd6" },
  /* Translators: a player colour of the box */
  { "green", N_("Green"), "#2e9a3e" },
  /* Translators: a player colour of the box */
  { "yellow", N_("Yellow"), "#f1c21b" },
  /* Translators: a player colour of the box */
  { "black", N_("Black"), "#2b2b2b" },
  /* Translators: a player colour of the box */
  { "grey", N_("Grey"), "#9a9a9a" },
  /* Translators: a player colour of the box */
  { "pink", N_("Pink"), "#e87fb4" },
  /* Translators: a player colour of the box */
  { "purple", N_("Purple"), "#7d4bb3" },
};

const char *
carc_colour_display_name (const char *colour)
{
  for (guint i = 0; i < G_N_ELEMENTS (colours); i++)
    if (g_strcmp0 (colour, colours[i].id) == 0)
      return _(colours[i].name);
  return colour != NULL ? colour : "";
}

void
carc_format_player_rgba (const CarcSetup *setup,
                         guint            player,
                         GdkRGBA         *out)
{
  const char *colour = player < setup->n_players ? setup->players[player].colour : NULL;

  for (guint i = 0; i < G_N_ELEMENTS (colours); i++)
    if (g_strcmp0 (colour, colours[i].id) == 0)
      {
        gdk_rgba_parse (out, colours[i].rgba);
        return;
      }
  if (colour == NULL || !gdk_rgba_parse (out, colour))
    gdk_rgba_parse (out, "#9a9a9a");
}

const char *
carc_figure_kind_display_name (CarcFigureKind kind)
{
  switch (kind)
    {
    case CARC_FIGURE_FOLLOWER: return _("Follower");
    case CARC_FIGURE_BIG_FOLLOWER: return _("Big follower");
    case CARC_FIGURE_BUILDER: return _("Builder");
    case CARC_FIGURE_PIG: return _("Pig");
    case CARC_FIGURE_SHEPHERD: return _("Shepherd");
    case CARC_N_FIGURE_KINDS:
    default: return "";
    }
}

const char *
carc_feature_kind_display_name (CarcFeatureKind kind)
{
  switch (kind)
    {
    case CARC_FEATURE_ROAD: return _("Road");
    case CARC_FEATURE_CITY: return _("City");
    case CARC_FEATURE_FIELD: return _("Field");
    case CARC_FEATURE_MONASTERY: return _("Monastery");
    case CARC_FEATURE_RIVER: return _("River");
    case CARC_N_FEATURE_KINDS:
    default: return "";
    }
}

const char *
carc_score_kind_display_name (CarcScoreKind kind)
{
  switch (kind)
    {
    case CARC_SCORE_ROAD: return _("Roads");
    case CARC_SCORE_CITY: return _("Cities");
    case CARC_SCORE_MONASTERY: return _("Monasteries");
    case CARC_SCORE_FIELD: return _("Fields");
    case CARC_SCORE_GOODS: return _("Goods");
    case CARC_SCORE_FLOCK: return _("Flocks");
    case CARC_SCORE_WHEEL: return _("Wheel of Fortune");
    case CARC_SCORE_CROWN: return _("Crown spaces");
    case CARC_SCORE_GUARD: return _("Guards");
    case CARC_SCORE_RIVER: return _("Rivers");
    case CARC_SCORE_FOREST: return _("Forests");
    case CARC_SCORE_MEADOW: return _("Meadows");
    case CARC_SCORE_HUT: return _("Huts");
    case CARC_SCORE_TRAP: return _("Traps");
    case CARC_SCORE_CANOE: return _("Canoes");
    case CARC_N_SCORE_KINDS:
    default: return "";
    }
}

const char *
carc_good_display_name (CarcGood good)
{
  switch (good)
    {
    case CARC_GOOD_WINE: return _("wine");
    case CARC_GOOD_GRAIN: return _("grain");
    case CARC_GOOD_CLOTH: return _("cloth");
    case CARC_N_GOODS:
    default: return "";
    }
}

const char *
carc_sheep_token_display_name (guint token)
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

char *
carc_format_scoring_detail (const CarcScoring *s)
{
  GString *text = g_string_new (NULL);
  gboolean open = !(s->flags & CARC_NODE_COMPLETE);

  switch ((CarcScoreKind) s->kind)
    {
    case CARC_SCORE_ROAD:
      g_string_append_printf (text, ngettext ("road, %u tile", "road, %u tiles", s->tiles), s->tiles);
      if (s->flags & CARC_NODE_INN)
        g_string_append (text, _(", with an inn"));
      break;

    case CARC_SCORE_CITY:
      g_string_append_printf (text, ngettext ("city, %u tile", "city, %u tiles", s->tiles), s->tiles);
      if (s->pennants > 0)
        g_string_append_printf (text, ngettext (", %u pennant", ", %u pennants", s->pennants), s->pennants);
      if (s->flags & CARC_NODE_CATHEDRAL)
        g_string_append (text, _(", with a cathedral"));
      break;

    case CARC_SCORE_MONASTERY:
      g_string_append (text, _("monastery"));
      if (s->count > 0)
        g_string_append_printf (text, ngettext (", %u vineyard", ", %u vineyards", s->count), s->count);
      break;

    case CARC_SCORE_FIELD:
      open = FALSE;
      g_string_append_printf (text, ngettext ("field, %u completed city", "field, %u completed cities", s->count),
                              s->count);
      break;

    case CARC_SCORE_GOODS:
      open = FALSE;
      g_string_append_printf (text, ngettext ("most %s, %u token", "most %s, %u tokens", s->count),
                              carc_good_display_name (s->flags < CARC_N_GOODS ? s->flags : 0), s->count);
      break;

    case CARC_SCORE_FLOCK:
      open = FALSE;
      g_string_append_printf (text, ngettext ("flock, %u sheep", "flock, %u sheep", s->count), s->count);
      break;

    case CARC_SCORE_WHEEL:
    case CARC_SCORE_CROWN:
    case CARC_SCORE_GUARD:
    case CARC_SCORE_RIVER:
    case CARC_SCORE_FOREST:
    case CARC_SCORE_MEADOW:
    case CARC_SCORE_HUT:
    case CARC_SCORE_TRAP:
    case CARC_SCORE_CANOE:
    case CARC_N_SCORE_KINDS:
    default:
      open = FALSE;
      g_string_append (text, carc_score_kind_display_name (s->kind));
      break;
    }

  if (open && s->final)
    g_string_append (text, _(" (incomplete)"));

  return g_string_free (text, FALSE);
}

char *
carc_format_scoring (const CarcState   *state,
                     const CarcScoring *scoring)
{
  g_autofree char *detail = carc_format_scoring_detail (scoring);
  const char *name = scoring->player < state->n_players ? state->setup->players[scoring->player].name : "?";

  /* Translators: "Anna +8: city, 3 tiles, 1 pennant" */
  return g_strdup_printf (_("%s %+d: %s"), name, scoring->points, detail);
}

char *
carc_format_rotation (guint rotation)
{
  /* Translators: a rotation in degrees, clockwise */
  return g_strdup_printf (_("%u°"), (rotation & 3) * 90);
}

/* The kind of feature a FIGURE event at log @index went on: the tile placed
 * by the latest TILE event before it. */
static int
figure_feature_kind (const CarcState *state,
                     const CarcEvent *event,
                     guint            index)
{
  const CarcPlacedTile *best = NULL;
  guint feature;

  for (guint i = 0; i < state->n_tiles; i++)
    {
      const CarcPlacedTile *t = &state->tiles[i];
      if (t->event != CARC_NONE && t->event < index && (best == NULL || t->event > best->event))
        best = t;
    }
  if (best == NULL)
    return -1;
  feature = carc_tile_type_find_feature (carc_state_tile_type (state, best), best->rotation, event->location);
  if (feature == CARC_NO_FEATURE)
    return -1;
  return carc_state_tile_type (state, best)->features[feature].kind;
}

char *
carc_format_event (const CarcGame *game,
                   guint           index)
{
  const CarcEvent *event = carc_game_get_event (game, index);
  const CarcState *state = carc_game_get_state (game);
  const CarcSetup *setup = carc_game_get_setup (game);
  CarcCatalogue *catalogue = carc_game_get_catalogue (game);
  guint player = carc_game_event_player (game, index);
  const char *name = player < setup->n_players ? setup->players[player].name : "";

  if (event == NULL)
    return g_strdup ("");

  switch ((CarcEventType) event->type)
    {
    case CARC_EVENT_TILE:
      {
        const CarcTileType *type = carc_catalogue_get_type (catalogue, event->tile);
        g_autofree char *rot = carc_format_rotation (event->rotation);

        if (event->flags & CARC_EVENT_FLAG_OVERRIDE)
          /* Translators: "Anna: BA/C at 1, 0, turned 90° (not in the supply)" */
          return g_strdup_printf (_("%s: %s at %d, %d, turned %s (not in the supply)"),
                                  name, type ? type->id : "?", event->x, event->y, rot);
        /* Translators: "Anna: BA/C at 1, 0, turned 90°" */
        return g_strdup_printf (_("%s: %s at %d, %d, turned %s"),
                                name, type ? type->id : "?", event->x, event->y, rot);
      }

    case CARC_EVENT_DISCARD:
      {
        const CarcTileType *type = carc_catalogue_get_type (catalogue, event->tile);
        /* Translators: a drawn tile that fits nowhere leaves the game */
        return g_strdup_printf (_("%s: %s fits nowhere and leaves the game"), name, type ? type->id : "?");
      }

    case CARC_EVENT_FIGURE:
      {
        int kind = figure_feature_kind (state, event, index);
        g_autofree char *where = carc_loc_to_string (event->location, ' ');

        if (kind >= 0)
          /* Translators: "Anna: Follower on the City" */
          return g_strdup_printf (_("%s: %s on the %s"), name,
                                  carc_figure_kind_display_name (event->figure),
                                  carc_feature_kind_display_name (kind));
        /* Translators: "Anna: Follower at N" (the location on the tile) */
        return g_strdup_printf (_("%s: %s at %s"), name,
                                carc_figure_kind_display_name (event->figure), where);
      }

    case CARC_EVENT_PASS:
      return g_strdup_printf (_("%s: no figure"), name);

    case CARC_EVENT_FLOCK:
      return g_strdup_printf (event->value == CARC_FLOCK_FOLD ? _("%s: drives the flock into the fold")
                                                               : _("%s: expands the flock"), name);

    case CARC_EVENT_SHEEP:
      if (event->flags & CARC_EVENT_FLAG_APP_DRAW)
        /* Translators: "Anna: drew 3 sheep (drawn by the app)" */
        return g_strdup_printf (_("%s: drew %s (drawn by the app)"), name,
                                carc_sheep_token_display_name (event->value));
      return g_strdup_printf (_("%s: drew %s"), name, carc_sheep_token_display_name (event->value));

    case CARC_EVENT_END:
      return g_strdup (_("The game ends: final scoring"));

    case CARC_N_EVENT_TYPES:
    default:
      return g_strdup (carc_event_type_name (event->type));
    }
}

char *
carc_format_track (int score)
{
  int laps, space;

  carc_score_track (score, &laps, &space);
  if (laps == 0)
    /* Translators: where the score marker stands on the 50-space track */
    return g_strdup_printf (_("space %d"), space);
  /* Translators: "space 12, lap 2": the marker went round the 50-space track twice */
  return g_strdup_printf (ngettext ("space %d, %d lap", "space %d, %d laps", laps), space, laps);
}

char *
carc_format_score (int score,
                   int projected)
{
  if (projected >= 0)
    /* Translators: the score, and in brackets the projected final score */
    return g_strdup_printf (_("%d (%d)"), score, projected);
  return g_strdup_printf ("%d", score);
}
