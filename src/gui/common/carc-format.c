/* carc-format.c: the words the front end shows for the engine's values
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-expansion-ui.h"
#include "carc-format.h"
#include "carc-history-format.h"
#include "carc-registry.h"
#include "carc-tile-names.h"

#include <limits.h>
#include <locale.h>

/* The names; what each colour looks like is the tile painter's
 * (carc_player_colour), one palette for the board, chips and charts. */
static const struct {
  const char *id;
  const char *name;
} colours[] = {
  /* Translators: a player colour of the box */
  { "red", N_("Red") },
  /* Translators: a player colour of the box */
  { "blue", N_("Blue") },
  /* Translators: a player colour of the box */
  { "green", N_("Green") },
  /* Translators: a player colour of the box */
  { "yellow", N_("Yellow") },
  /* Translators: a player colour of the box */
  { "black", N_("Black") },
  /* Translators: a player colour of the box */
  { "grey", N_("Grey") },
  /* Translators: a player colour of the box */
  { "pink", N_("Pink") },
  /* Translators: a player colour of the box */
  { "purple", N_("Purple") },
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
  carc_history_player_rgba (player < setup->n_players ? setup->players[player].colour : NULL, out);
}

const char *
carc_figure_kind_display_name (CarcFigureKind kind)
{
  switch (kind)
    {
    case CARC_FIGURE_FOLLOWER: return _("Follower");
    case CARC_N_FIGURE_KINDS:
    default:
      {
        const char *name = carc_expansions_ui_figure_name (kind);
        return name != NULL ? name : "";
      }
    }
}

const char *
carc_figure_kind_display_name_in (const CarcSetup *setup,
                                  CarcFigureKind   kind)
{
  const char *name = setup != NULL ? carc_expansions_ui_game_figure_name (setup, kind) : NULL;

  return name != NULL ? name : carc_figure_kind_display_name (kind);
}

/* A registered feature kind's noun ("meadow", "louka") as a name
 * ("Meadow"), kept for the program's life per translated noun. */
static const char *
capitalized_noun (const char *noun)
{
  static GHashTable *names;
  const char *name;

  if (names == NULL)
    names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  name = g_hash_table_lookup (names, noun);
  if (name == NULL)
    {
      g_autofree char *first = g_utf8_strup (noun, g_utf8_next_char (noun) - noun);
      char *capitalized = g_strconcat (first, g_utf8_next_char (noun), NULL);

      g_hash_table_insert (names, g_strdup (noun), capitalized);
      name = capitalized;
    }
  return name;
}

const char *
carc_feature_kind_display_name (CarcFeatureKind kind)
{
  const CarcFeatureKindInfo *info;

  switch (kind)
    {
    case CARC_FEATURE_ROAD: return _("Road");
    case CARC_FEATURE_CITY: return _("City");
    case CARC_FEATURE_FIELD: return _("Field");
    case CARC_FEATURE_MONASTERY: return _("Monastery");
    case CARC_FEATURE_RIVER: return _("River");
    case CARC_N_FEATURE_KINDS:
    default:
      /* a game's own kinds (Hunters & Gatherers' forest, meadow, river,
       * lake) by the noun its descriptor registers */
      info = carc_registry_feature (kind);
      if (info == NULL || info->noun == NULL || info->noun[0] == '\0')
        return "";
      return capitalized_noun (carc_feature_kind_noun (kind));
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
    case CARC_N_SCORE_KINDS:
    default:
      {
        const char *name = carc_expansions_ui_score_name (kind);
        return name != NULL ? name : "";
      }
    }
}

char *
carc_format_scoring_detail (const CarcScoring *s)
{
  GString *text = g_string_new (NULL);
  gboolean open = !(s->flags & CARC_NODE_COMPLETE);
  guint n_ui;
  const CarcExpansionUi * const *ui = carc_expansions_ui_all (&n_ui);

  switch ((CarcScoreKind) s->kind)
    {
    case CARC_SCORE_ROAD:
      g_string_append_printf (text, ngettext ("road, %u tile", "road, %u tiles", s->tiles), s->tiles);
      break;

    case CARC_SCORE_CITY:
      g_string_append_printf (text, ngettext ("city, %u tile", "city, %u tiles", s->tiles), s->tiles);
      if (s->pennants > 0)
        g_string_append_printf (text, ngettext (", %u pennant", ", %u pennants", s->pennants), s->pennants);
      break;

    case CARC_SCORE_MONASTERY:
      g_string_append (text, _("monastery"));
      break;

    case CARC_SCORE_FIELD:
      open = FALSE;
      g_string_append_printf (text, ngettext ("field, %u completed city", "field, %u completed cities", s->count),
                              s->count);
      break;

    default:
      {
        gboolean told = FALSE;

        /* an expansion's score kind: its own words, else its name */
        open = FALSE;
        for (guint e = 0; e < n_ui && !told; e++)
          told = ui[e]->scoring_detail != NULL && ui[e]->scoring_detail (s, text);
        if (!told)
          g_string_append (text, carc_score_kind_display_name (s->kind));
      }
      break;
    }

  /* what the expansions add to the core's scorings */
  for (guint e = 0; e < n_ui; e++)
    if (ui[e]->scoring_extra != NULL)
      ui[e]->scoring_extra (s, text);

  if (open && s->final)
    switch ((CarcScoreKind) s->kind)
      {
      /* Translators: after "road, 4 tiles" at the final scoring */
      case CARC_SCORE_ROAD: g_string_append (text, C_("road", " (incomplete)")); break;
      /* Translators: after "city, 3 tiles, 1 pennant" at the final scoring */
      case CARC_SCORE_CITY: g_string_append (text, C_("city", " (incomplete)")); break;
      /* Translators: after "monastery" (and what an expansion adds) at the final scoring */
      case CARC_SCORE_MONASTERY: g_string_append (text, C_("monastery", " (incomplete)")); break;
      default: break;
      }

  return g_string_free (text, FALSE);
}

char *
carc_format_scoring (const CarcState   *state,
                     const CarcScoring *scoring)
{
  g_autofree char *detail = carc_format_scoring_detail (scoring);
  const char *name = scoring->player < carc_state_get_n_players (state) ? carc_state_get_setup (state)->players[scoring->player].name : "?";

  /* Translators: "Anna +8: city, 3 tiles, 1 pennant" */
  return g_strdup_printf (_("%s %+d: %s"), name, scoring->points, detail);
}

char *
carc_format_rotation (guint rotation)
{
  /* Translators: a rotation in degrees, clockwise */
  return g_strdup_printf (_("%u°"), (rotation & 3) * 90);
}

/* A placed tile named by who placed it and what it shows. */
static char *
neighbour_phrase (const CarcState      *state,
                  const CarcPlacedTile *tile,
                  guint                 edge)
{
  const CarcTileType *type = carc_state_tile_type (state, tile);
  g_autofree char *what = type ? carc_tile_describe_brief (type) : g_strdup ("?");
  const char *who = tile->player >= 0 && (guint) tile->player < carc_state_get_setup (state)->n_players
                    ? carc_state_get_setup (state)->players[tile->player].name : "";

  /* the spot lies on the opposite side of the neighbour from where the
   * neighbour lies seen from the spot */
  switch (carc_edge_opposite (edge))
    {
    /* Translators: where a tile went: "north of Ben’s city corner"; %1$s is
     * who placed the neighbouring tile, %2$s what it shows */
    case CARC_EDGE_N: return g_strdup_printf (_("north of %1$s’s %2$s"), who, what);
    /* Translators: where a tile went: "east of Ben’s city corner" */
    case CARC_EDGE_E: return g_strdup_printf (_("east of %1$s’s %2$s"), who, what);
    /* Translators: where a tile went: "south of Ben’s city corner" */
    case CARC_EDGE_S: return g_strdup_printf (_("south of %1$s’s %2$s"), who, what);
    /* Translators: where a tile went: "west of Ben’s city corner" */
    default: return g_strdup_printf (_("west of %1$s’s %2$s"), who, what);
    }
}

char *
carc_format_position (const CarcState *state,
                      int              x,
                      int              y,
                      guint            before_event)
{
  const CarcPlacedTile *best = NULL;
  const CarcPlacedTile *here;
  guint best_edge = 0;

  g_return_val_if_fail (state != NULL, NULL);

  /* a figure's place may be the start tile itself */
  here = carc_state_tile_at (state, x, y);
  if (here != NULL && here->event == CARC_NONE && here->player < 0)
    /* Translators: where something lies: "the road on the start tile" */
    return g_strdup (_("on the start tile"));

  /* The start tile is the landmark everyone knows; otherwise the newest
   * neighbour that already lay there, the one the table remembers. */
  for (guint edge = 0; edge < 4; edge++)
    {
      const CarcPlacedTile *tile;
      int dx, dy;

      carc_edge_step (edge, &dx, &dy);
      tile = carc_state_tile_at (state, x + dx, y + dy);
      if (tile == NULL || (tile->event != CARC_NONE && tile->event >= before_event))
        continue;
      if (best == NULL || tile->event == CARC_NONE
          || (best->event != CARC_NONE && tile->event > best->event))
        {
          best = tile;
          best_edge = edge;
        }
    }

  if (best == NULL)
    /* Translators: a spot on the board by its coordinates, when no tile lies next to it */
    return g_strdup_printf (_("at %d, %d"), x, y);
  if (best->event == CARC_NONE && best->player < 0)
    switch (carc_edge_opposite (best_edge))
      {
      /* Translators: where a tile went, next to the start tile */
      case CARC_EDGE_N: return g_strdup (_("north of the start"));
      /* Translators: where a tile went, next to the start tile */
      case CARC_EDGE_E: return g_strdup (_("east of the start"));
      /* Translators: where a tile went, next to the start tile */
      case CARC_EDGE_S: return g_strdup (_("south of the start"));
      /* Translators: where a tile went, next to the start tile */
      default: return g_strdup (_("west of the start"));
      }
  return neighbour_phrase (state, best, best_edge);
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

  for (guint i = 0; i < carc_state_get_n_tiles (state); i++)
    {
      const CarcPlacedTile *t = &carc_state_get_tiles (state)[i];
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

/* "Anna: follower on a road": one whole phrase per figure on a kind of
 * feature it can stand on, so that translations can decline the words; NULL
 * for any other pair. */
static char *
format_figure_on_feature (const char     *name,
                          CarcFigureKind  figure,
                          CarcFeatureKind feature)
{
  switch (figure)
    {
    case CARC_FIGURE_FOLLOWER:
      switch (feature)
        {
        /* Translators: "Anna: follower on a road" (a robber) */
        case CARC_FEATURE_ROAD: return g_strdup_printf (_("%s: follower on a road"), name);
        /* Translators: "Anna: follower in a city" (a knight) */
        case CARC_FEATURE_CITY: return g_strdup_printf (_("%s: follower in a city"), name);
        /* Translators: "Anna: follower in a monastery" (a monk) */
        case CARC_FEATURE_MONASTERY: return g_strdup_printf (_("%s: follower in a monastery"), name);
        /* Translators: "Anna: follower on a field" (a farmer) */
        case CARC_FEATURE_FIELD: return g_strdup_printf (_("%s: follower on a field"), name);
        case CARC_FEATURE_RIVER:
        case CARC_N_FEATURE_KINDS:
        default:
          /* a game's own features: its descriptor's words, below */
          break;
        }
      G_GNUC_FALLTHROUGH;
    case CARC_N_FIGURE_KINDS:
    default:
      {
        guint n_ui;
        const CarcExpansionUi * const *ui = carc_expansions_ui_all (&n_ui);

        for (guint e = 0; e < n_ui; e++)
          if (ui[e]->figure_on_feature != NULL)
            {
              char *text = ui[e]->figure_on_feature (name, figure, feature);
              if (text != NULL)
                return text;
            }
        return NULL;
      }
    }
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
        g_autofree char *what = type ? carc_tile_describe_phrase (type) : g_strdup ("?");
        g_autofree char *where = carc_format_position (state, event->x, event->y, index);

        if (event->flags & CARC_EVENT_FLAG_OVERRIDE)
          /* Translators: "Anna: city corner, road curve — north of the start,
           * turned 90° (not in the supply)": who, what the tile shows, where
           * it went and how it was turned */
          return g_strdup_printf (_("%s: %s — %s, turned %s (not in the supply)"), name, what, where, rot);
        /* Translators: "Anna: city corner, road curve — north of the start,
         * turned 90°": who, what the tile shows, where it went and how it was turned */
        return g_strdup_printf (_("%s: %s — %s, turned %s"), name, what, where, rot);
      }

    case CARC_EVENT_DISCARD:
      {
        const CarcTileType *type = carc_catalogue_get_type (catalogue, event->tile);
        g_autofree char *what = type ? carc_tile_describe_phrase (type) : g_strdup ("?");
        /* Translators: a drawn tile that fits nowhere leaves the game; %s is
         * what it shows ("city corner, road curve") */
        return g_strdup_printf (_("%s: %s fits nowhere and leaves the game"), name, what);
      }

    case CARC_EVENT_FIGURE:
      {
        int kind = figure_feature_kind (state, event, index);
        char *text = kind >= 0 ? format_figure_on_feature (name, event->figure, kind) : NULL;
        g_autofree char *where = NULL;

        if (text != NULL)
          return text;
        where = kind >= 0 ? g_strdup (carc_feature_kind_noun (kind)) : carc_loc_describe (event->location);
        /* Translators: "Anna: follower (north edge)": a figure, and the feature
         * or the place on the tile it stands on; both stand alone */
        return g_strdup_printf (_("%s: %s (%s)"), name, carc_figure_kind_noun (event->figure), where);
      }

    case CARC_EVENT_PASS:
      return g_strdup_printf (_("%s: no figure"), name);

    case CARC_EVENT_END:
      return g_strdup (_("The game ends: final scoring"));

    case CARC_N_EVENT_TYPES:
    default:
      {
        guint n_ui;
        const CarcExpansionUi * const *ui = carc_expansions_ui_all (&n_ui);

        for (guint e = 0; e < n_ui; e++)
          if (ui[e]->event_text != NULL)
            {
              char *text = ui[e]->event_text (event, name);
              if (text != NULL)
                return text;
            }
        return g_strdup (carc_event_type_name (event->type));
      }
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

char *
carc_format_date_time (gint64 usec)
{
  g_autoptr(GDateTime) utc = g_date_time_new_from_unix_utc (usec / G_USEC_PER_SEC);
  g_autoptr(GDateTime) local = NULL;

  if (utc == NULL)
    return g_strdup ("");
  local = g_date_time_to_local (utc);
  if (local == NULL)
    return g_strdup ("");
  /* Translators: a game's date and time in lists, as for g_date_time_format():
   * "21 Nov 2026, 20:15" */
  return g_date_time_format (local, C_("game date", "%-d %b %Y, %H:%M"));
}

/* The separator and grouping of counts, worked out again only when the
 * numeric locale or the language changes: a table of a club's statistics
 * formats thousands of counts, and a translation lookup each was 5 % of
 * its time. */
static const char *
count_grouping (const char **grouping)
{
  static char *separator = NULL;
  static char *groups = NULL;
  static char *numeric = NULL;
  static char *language = NULL;
  const char *now_numeric = setlocale (LC_NUMERIC, NULL);
  const char *now_language = g_get_language_names ()[0];

  if (separator == NULL || g_strcmp0 (numeric, now_numeric) != 0 || g_strcmp0 (language, now_language) != 0)
    {
      struct lconv *conv = localeconv ();

      g_clear_pointer (&separator, g_free);
      g_clear_pointer (&groups, g_free);
      g_free (numeric);
      numeric = g_strdup (now_numeric);
      g_free (language);
      language = g_strdup (now_language);
      if (conv->thousands_sep != NULL && conv->thousands_sep[0] != '\0'
          && conv->grouping != NULL && conv->grouping[0] > 0 && conv->grouping[0] != CHAR_MAX)
        {
          separator = g_locale_to_utf8 (conv->thousands_sep, -1, NULL, NULL, NULL);
          groups = g_strdup (conv->grouping);
        }
      if (separator == NULL)
        {
          /* Translators: what separates the groups of three digits of a count
           * ("10,000 games") where the locale says nothing (the C locale); in
           * Czech and Slovak a no-break space */
          separator = g_strdup (C_("digit grouping", ","));
          g_free (groups);
          groups = g_strdup ("\3");
        }
    }
  *grouping = groups;
  return separator;
}

char *
carc_format_count (gint64 count)
{
  const char *grouping;
  const char *separator = count_grouping (&grouping);
  char digits[32];
  GString *out;
  int length, group, left;

  length = g_snprintf (digits, sizeof digits, "%" G_GINT64_FORMAT, count < 0 ? -count : count);
  out = g_string_new (count < 0 ? "-" : "");
  /* the groups from the right: each grouping byte a group's size, the
   * last one repeated, CHAR_MAX for no more groups */
  group = grouping[0];
  left = length;
  {
    int cuts[32], n_cuts = 0;   /* where groups begin, from the right */
    const char *g = grouping;

    while (group > 0 && group != CHAR_MAX && left > group && n_cuts < (int) G_N_ELEMENTS (cuts))
      {
        left -= group;
        cuts[n_cuts++] = left;
        if (g[1] != '\0')
          group = *++g;
      }
    for (int i = n_cuts, start = 0; i >= 0; i--)
      {
        int end = i > 0 ? cuts[i - 1] : length;

        if (i < n_cuts)
          g_string_append (out, separator);
        g_string_append_len (out, digits + start, end - start);
        start = end;
      }
  }
  return g_string_free (out, FALSE);
}

char *
carc_format_join_names (const char * const *names,
                        guint               n_names)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n_names; i++)
    {
      if (i > 0 && i + 1 == n_names)
        /* Translators: between the last two names of a list: "Anna, Ben and Cecilie" */
        g_string_append (text, C_("list", " and "));
      else if (i > 0)
        /* Translators: between the names of a list but the last two: "Anna, Ben and Cecilie" */
        g_string_append (text, C_("list separator", ", "));
      g_string_append (text, names[i]);
    }
  return g_string_free (text, FALSE);
}

char *
carc_format_file_name (const char *name)
{
  char *ascii = g_str_to_ascii (name, "C");

  for (char *p = ascii; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) && *p != '.' && *p != '-' && *p != '_')
      *p = '-';
  return ascii;
}

char *
carc_format_capitalize (const char *message)
{
  gunichar first;
  const char *rest;
  char head[8];
  int len;

  if (message == NULL || *message == '\0')
    return g_strdup ("");
  if (!g_utf8_validate (message, -1, NULL))
    return g_strdup (message);
  first = g_utf8_get_char (message);
  rest = g_utf8_next_char (message);
  len = g_unichar_to_utf8 (g_unichar_totitle (first), head);
  head[len] = '\0';
  return g_strconcat (head, rest, NULL);
}

void
carc_format_limit_name_entry (GtkEditable *editable)
{
  GtkEditable *delegate = gtk_editable_get_delegate (editable);

  /* an AdwEntryRow types into its GtkText */
  if (GTK_IS_TEXT (delegate))
    gtk_text_set_max_length (GTK_TEXT (delegate), CARC_MAX_NAME_CHARS);
  else if (GTK_IS_TEXT (editable))
    gtk_text_set_max_length (GTK_TEXT (editable), CARC_MAX_NAME_CHARS);
}
