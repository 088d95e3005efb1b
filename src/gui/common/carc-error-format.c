/* carc-error-format.c: an error in words a person reads
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-error-format.h"
#include "carc-expansion-ui.h"
#include "carc-expansion.h"
#include "carc-format.h"
#include "carc-registry.h"
#include "carc-tile-names.h"

CarcErrorScene
carc_error_scene_of_game (CarcGame        *game,
                          const CarcState *state)
{
  CarcErrorScene scene = { 0 };

  scene.state = state != NULL ? state : game != NULL ? carc_game_get_state (game) : NULL;
  scene.setup = game != NULL ? carc_game_get_setup (game) : scene.state != NULL ? carc_state_get_setup (scene.state) : NULL;
  scene.catalogue = game != NULL ? carc_game_get_catalogue (game)
                    : scene.state != NULL ? carc_state_get_catalogue (scene.state) : NULL;
  scene.game = game;
  scene.own_from = G_MAXUINT;
  return scene;
}

/* ---- names ---- */

const char *
carc_error_edge_words (guint edge)
{
  switch (edge & 3)
    {
    /* Translators: a tile's edge as it lies on the screen (north is up),
     * standing alone: "the top edge: city here, field next to it" */
    case CARC_EDGE_N: return _("the top edge");
    /* Translators: a tile's edge as it lies on the screen, standing alone */
    case CARC_EDGE_E: return _("the right edge");
    /* Translators: a tile's edge as it lies on the screen, standing alone */
    case CARC_EDGE_S: return _("the bottom edge");
    /* Translators: a tile's edge as it lies on the screen, standing alone */
    default: return _("the left edge");
    }
}

static const CarcCatalogue *
catalogue_of (const CarcErrorScene *scene)
{
  if (scene != NULL && scene->catalogue != NULL)
    return scene->catalogue;
  if (scene != NULL && scene->state != NULL)
    return carc_state_get_catalogue (scene->state);
  return carc_catalogue_get_default (NULL);
}

char *
carc_error_scene_tile (const CarcErrorScene *scene,
                       guint                 type)
{
  const CarcCatalogue *catalogue = catalogue_of (scene);
  const CarcTileType *tile = catalogue != NULL && type < carc_catalogue_get_n_types (catalogue)
                             ? carc_catalogue_get_type (catalogue, type) : NULL;

  /* Translators: a tile the app cannot name (a message about it) */
  return tile != NULL ? carc_tile_describe_phrase (tile) : g_strdup (_("this tile"));
}

static const CarcSetup *
setup_of (const CarcErrorScene *scene)
{
  if (scene != NULL && scene->setup != NULL)
    return scene->setup;
  if (scene != NULL && scene->state != NULL)
    return carc_state_get_setup (scene->state);
  return NULL;
}

char *
carc_error_scene_player (const CarcErrorScene *scene,
                         guint                 player)
{
  const CarcSetup *setup = setup_of (scene);

  if (setup != NULL && player < setup->n_players && setup->players[player].name != NULL)
    return g_strdup (setup->players[player].name);
  return g_strdup_printf (_("Player %u"), player + 1);
}

/* A figure kind in a sentence, as the game calls it ("follower",
 * "figure" in Hunters & Gatherers). */
static char *
figure_noun (const CarcErrorScene *scene,
             guint                 kind)
{
  const CarcSetup *setup = setup_of (scene);
  const char *name = setup != NULL ? carc_expansions_ui_game_figure_name (setup, kind) : NULL;

  if (name != NULL && *name != '\0')
    {
      /* the list's title case becomes a noun in a sentence */
      g_autofree char *first = g_utf8_strdown (name, g_utf8_next_char (name) - name);

      return g_strconcat (first, g_utf8_next_char (name), NULL);
    }
  return g_strdup (carc_figure_kind_noun (kind));
}

/* The title of the expansion (or game) that registered event kind @type,
 * or NULL; @engine gets its descriptor. */
static const char *
event_owner_title (guint                 type,
                   const CarcExpansion **engine)
{
  guint n, n_ui;
  const CarcExpansion * const *all = carc_registry_all (&n);
  const CarcExpansionUi * const *ui = carc_expansions_ui_all (&n_ui);

  *engine = NULL;
  for (guint e = 0; e < n && *engine == NULL; e++)
    for (guint i = 0; i < all[e]->n_events; i++)
      if (all[e]->events[i].id == type)
        *engine = all[e];
  if (*engine == NULL)
    return NULL;
  for (guint u = 0; u < n_ui; u++)
    if (g_strcmp0 (ui[u]->id, (*engine)->id) == 0 && ui[u]->n_sets > 0)
      return _(ui[u]->sets[0].name);
  return NULL;
}

/* What comes next in the turn, to end a message about something entered
 * out of turn. */
static const char *
next_step (const CarcState *state)
{
  if (state == NULL)
    return NULL;
  switch (carc_state_get_phase (state))
    {
    case CARC_PHASE_TILE:
      return _("Now the drawn tile is entered.");
    case CARC_PHASE_FIGURE:
      return _("Now a figure goes on the tile just placed, or none (Esc).");
    case CARC_PHASE_DECISION:
      return _("First answer the question above the board.");
    case CARC_PHASE_OVER:
    default:
      return _("The game is over.");
    }
}

/* "top edge: city, right edge: road" from an open spot's demands. */
static char *
demands (const CarcErrorDetail *d)
{
  GString *text = g_string_new (NULL);

  for (guint e = 0; e < 4; e++)
    if (d->need_mask & carc_edge_code_mask (e))
      {
        if (text->len > 0)
          /* Translators: between the demands of an open spot: "the top edge a city, the right edge a road" */
          g_string_append (text, C_("spot demands", ", "));
        /* Translators: what a neighbour demands of one edge of an open
         * spot: "the top edge: city"; the two stand alone */
        g_string_append_printf (text, C_("spot demands", "%s: %s"), carc_error_edge_words (e),
                                carc_feature_kind_noun (carc_registry_feature_of_edge (carc_edge_code_get (d->need, e))));
      }
  return g_string_free (text, FALSE);
}

/* ---- the core's reasons ---- */

static char *
core_words (const CarcErrorDetail *d,
            const CarcErrorScene  *scene,
            const GError          *error)
{
  const CarcState *state = scene != NULL ? scene->state : NULL;

  switch ((CarcReason) d->reason)
    {
    case CARC_REASON_CELL_TAKEN:
      return g_strdup (_("A tile already lies there. Choose one of the marked spots next to the tiles."));
    case CARC_REASON_NOT_ADJACENT:
      return g_strdup (_("A tile goes next to a tile already placed, edge to edge. Choose one of the marked spots."));
    case CARC_REASON_DOES_NOT_FIT:
      /* Translators: the tile being placed does not fit the spot the way it
       * is turned; %1$s is an edge ("the top edge"), %2$s what the tile
       * shows there, %3$s what the tile next to it shows there (nouns
       * standing alone). R turns the tile. */
      return g_strdup_printf (_("Turned this way the tile does not fit here (%1$s: %2$s on it, %3$s next to it). "
                                "Turn it (R) or choose another spot."),
                              carc_error_edge_words (d->edge), carc_feature_kind_noun (d->kind),
                              carc_feature_kind_noun (d->other_kind));
    case CARC_REASON_NO_TILE_FITS:
      {
        g_autofree char *need = demands (d);

        /* Translators: %s lists what the tiles around an open spot demand:
         * "the top edge: city, the right edge: road" */
        return g_strdup_printf (_("No tile left in the supply fits this spot (%s). Choose another spot."), need);
      }
    case CARC_REASON_NO_RIVER_TILE_FITS:
      return g_strdup (_("No river tile left can continue the river here. Choose another spot at the river’s end."));
    case CARC_REASON_LAKE_CANNOT_END:
      return g_strdup (_("The lake cannot end the river here. Choose another spot at the river’s end."));
    case CARC_REASON_SUPPLY_EMPTY:
      return g_strdup (_("No tile is left in the supply. End the game for the final scoring."));
    case CARC_REASON_TILE_USED_UP:
      {
        g_autofree char *tile = carc_error_scene_tile (scene, d->tile);
        /* the picker's check box, as it reads there */
        g_auto(GStrv) parts = g_strsplit (_("Also tiles _not in the supply"), "_", -1);
        g_autofree char *check = g_strjoinv ("", parts);

        /* Translators: %1$s is what the tile shows, %2$s the tile picker's
         * check box ("Also tiles not in the supply") */
        return g_strdup_printf (_("Every copy of “%1$s” has been played. If the table has one more, tick “%2$s”."),
                                tile, check);
      }
    case CARC_REASON_TILE_ALREADY_PLACED:
      return g_strdup (_("This turn’s tile is already placed. Place a figure on it, or none (Esc)."));
    case CARC_REASON_SET_ASIDE_FITS:
      {
        g_autofree char *tile = carc_error_scene_tile (scene, d->tile);

        /* Translators: %s is what the tile shows */
        return g_strdup_printf (_("“%s” fits on the board, so it cannot be set aside. Place it on one of the marked spots."),
                                tile);
      }
    case CARC_REASON_SET_ASIDE_TOO_LATE:
      return g_strdup (_("Only a drawn tile that fits nowhere is set aside, before it is placed."));
    case CARC_REASON_EVENT_FIRST:
      {
        g_autofree char *tile = carc_error_scene_tile (scene, d->tile);

        /* Translators: %s is what the tile shows */
        return g_strdup_printf (_("“%s” shows something that is entered first, before the tile is placed. "
                                  "Enter it with the prompt above the board."), tile);
      }
    case CARC_REASON_NO_TILE_FOR_FIGURE:
      return g_strdup (_("A figure goes on the tile just placed. Place this turn’s tile first."));
    case CARC_REASON_FEATURE_TAKES_NO_FIGURE:
      /* Translators: %s is a kind of place on a tile, standing alone ("lake") */
      return g_strdup_printf (_("No figure stands there (%s). Choose another place, or no figure (Esc)."),
                              carc_feature_kind_noun (d->kind));
    case CARC_REASON_NO_FARMERS:
      return g_strdup (_("This game is played without farmers: no figure goes on a field. "
                         "Choose another place, or no figure (Esc)."));
    case CARC_REASON_FEATURE_OCCUPIED:
      /* Translators: %s is a kind of place on a tile, standing alone ("road") */
      return g_strdup_printf (_("A figure already stands there (%s), maybe further along. "
                                "Choose another place, or no figure (Esc)."),
                              carc_feature_kind_noun (d->kind));
    case CARC_REASON_FIGURE_NOT_THERE:
      {
        g_autofree char *figure = figure_noun (scene, d->figure);

        /* Translators: %1$s is a figure, %2$s a kind of place on a tile,
         * both standing alone ("pig", "road") */
        return g_strdup_printf (_("That figure does not stand there (%1$s on %2$s). Choose another place or another figure."),
                                figure, carc_feature_kind_noun (d->kind));
      }
    case CARC_REASON_FIGURE_NOT_IN_GAME:
      {
        g_autofree char *figure = figure_noun (scene, d->figure);

        /* Translators: %s is a figure, standing alone ("builder") */
        return g_strdup_printf (_("This game is played without this figure (%s). Choose another figure."), figure);
      }
    case CARC_REASON_FIGURE_CAME_BACK:
      {
        g_autofree char *who = carc_error_scene_player (scene, d->player);
        g_autofree char *figure = figure_noun (scene, d->figure);

        /* Translators: %1$s is a player's name, %2$s a figure standing alone */
        return g_strdup_printf (_("%1$s: the figure that came back this turn (%2$s) is placed again from the next turn on. "
                                  "Choose another figure, or none (Esc)."), who, figure);
      }
    case CARC_REASON_FIGURE_NONE_LEFT:
      {
        g_autofree char *who = carc_error_scene_player (scene, d->player);
        g_autofree char *figure = figure_noun (scene, d->figure);

        /* Translators: %1$s is a player's name, %2$s a figure standing alone */
        return g_strdup_printf (_("%1$s: none of these left in the supply (%2$s). Choose another figure, or none (Esc)."),
                                who, figure);
      }
    case CARC_REASON_DECISION_OWED:
      return g_strdup (_("First answer the question above the board."));
    case CARC_REASON_NOTHING_TO_PASS:
      return g_strdup (_("No tile waits for a figure now. Choose the drawn tile first."));
    case CARC_REASON_END_BETWEEN_TURNS:
      return g_strdup (_("The game can end only between turns. Finish this turn first."));
    case CARC_REASON_GAME_OVER:
      return g_strdup (_("The game is over. To go on, undo the end or correct an entry in the log."));
    case CARC_REASON_EVENT_OUT_OF_PLACE:
      {
        const CarcExpansion *engine = NULL;
        const char *title = event_owner_title (d->event_type, &engine);
        const CarcSetup *setup = setup_of (scene);

        if (title != NULL && engine != NULL && setup != NULL && engine->enabled != NULL && !engine->enabled (setup))
          /* Translators: %s is an expansion ("Hills & Sheep"): a key of
           * its was pressed in a game without it */
          return g_strdup_printf (_("This game is played without %s: there is nothing to enter for it."), title);
        if (next_step (state) != NULL)
          /* Translators: %s says what comes next in the turn */
          return g_strdup_printf (_("That does not fit this moment of the turn. %s"), next_step (state));
        return g_strdup (_("That does not fit this moment of the turn."));
      }
    case CARC_REASON_NO_SUCH_ENTRY:
      return g_strdup (_("That entry is no longer in the log."));
    case CARC_REASON_TILE_IN_LOG:
      {
        g_autofree char *tile = carc_error_scene_tile (scene, d->tile);

        /* Translators: %s is what the tile shows */
        return g_strdup_printf (_("“%s” is played in this game, so it stays in the game’s box."), tile);
      }
    case CARC_REASON_NOTHING_TO_UNDO:
    case CARC_REASON_NOTHING_TO_REDO:
    case CARC_REASON_NOTHING_TO_DRAW:
      /* the session's own sentences say it to a person already */
      return g_strdup (error->message);
    case CARC_REASON_NO_SET_CHOSEN:
      return g_strdup (_("Choose the tiles to play with: at least one set."));
    case CARC_REASON_NO_SUCH_SET:
      /* Translators: %s is a set's id from a file */
      return g_strdup_printf (_("This app does not know the set “%s”."), d->name != NULL ? d->name : "");
    case CARC_REASON_PLAYER_COUNT:
      {
        guint game, min = (guint) d->min, max = (guint) d->max;
        const CarcSetup *setup = setup_of (scene);

        /* the game's own limits, when the engine stopped at its general ones */
        if (setup != NULL && setup->sets != NULL && setup->sets->len > 0 && catalogue_of (scene) != NULL)
          {
            const CarcCatalogue *catalogue = catalogue_of (scene);
            guint set = g_array_index (setup->sets, guint, 0);

            if (set < carc_catalogue_get_n_sets (catalogue))
              {
                game = carc_expansions_ui_game_of_set (carc_catalogue_get_set (catalogue, set)->id);
                carc_expansions_ui_game_players (game, &min, &max);
              }
          }
        if (d->number < (int) min)
          /* Translators: the players set for a new game are too few; %u to
           * %u is how many the game is played by */
          return g_strdup_printf (ngettext ("This game is played by %u to %u player. Add players.",
                                            "This game is played by %u to %u players. Add players.", max),
                                  min, max);
        /* Translators: the players set for a new game are too many */
        return g_strdup_printf (ngettext ("This game is played by %u to %u player. Remove players.",
                                          "This game is played by %u to %u players. Remove players.", max),
                                min, max);
      }
    case CARC_REASON_PLAYER_NO_NAME:
      /* Translators: %u is a seat, 1 for the first player */
      return g_strdup_printf (_("Player %u has no name. Type a name."), d->player + 1);
    case CARC_REASON_NAME_TOO_LONG:
      return g_strdup_printf (ngettext ("The name of player %u is too long: at most %d character.",
                                        "The name of player %u is too long: at most %d characters.", (gulong) d->max),
                              d->player + 1, d->max);
    case CARC_REASON_SAME_NAME:
      /* Translators: %s is a name two players were given */
      return g_strdup_printf (_("Two players are called “%s”. Give one of them another name."),
                              d->name != NULL ? d->name : "");
    case CARC_REASON_COLOUR_NOT_IN_BOX:
      return g_strdup_printf (_("The colour of player %u is not one of this game’s. Choose another colour."),
                              d->player + 1);
    case CARC_REASON_SAME_COLOUR:
      return g_strdup_printf (_("Players %u and %u have the same colour. Choose another colour for one of them."),
                              d->player + 1, d->other_player + 1);
    case CARC_REASON_TOO_MANY_FIGURES:
      {
        g_autofree char *figure = figure_noun (scene, d->figure);

        /* Translators: %s is a figure standing alone; %d how many per player */
        return g_strdup_printf (ngettext ("%d figure per player is more than a box holds (%s).",
                                          "%d figures per player is more than a box holds (%s).", (gulong) d->number),
                                d->number, figure);
      }
    case CARC_REASON_BAG_TOO_BIG:
      return g_strdup_printf (ngettext ("The bag holds %d token; it takes at most %d.",
                                        "The bag holds %d tokens; it takes at most %d.", (gulong) d->number),
                              d->number, d->max);
    case CARC_REASON_NO_START_TILE:
      return g_strdup (_("None of the chosen sets has a start tile. Choose the base game or the River."));
    case CARC_REASON_START_TILE_MISSING:
      {
        g_autofree char *tile = carc_error_scene_tile (scene, d->tile);

        /* Translators: %s is what the start tile shows */
        return g_strdup_printf (_("The box has no copy of the start tile (%s). Count it in Preferences, Your Box."), tile);
      }
    case CARC_REASON_INVALID:
      return g_strdup (_("This entry is not possible in this game."));
    case CARC_REASON_NONE:
    case CARC_N_REASONS:
    default:
      return NULL;
    }
}

/* Words for an error no one words (an expansion that has none for it):
 * what kind of refusal it is. */
static const char *
kind_words (const GError *error)
{
  switch ((CarcError) error->code)
    {
    case CARC_ERROR_INVALID_SETUP: return _("These players and tiles make no game.");
    case CARC_ERROR_WRONG_PHASE: return _("That does not fit this moment of the turn.");
    case CARC_ERROR_UNKNOWN_TILE: return _("The app does not know this tile.");
    case CARC_ERROR_OUT_OF_SUPPLY: return _("That tile cannot be drawn now.");
    case CARC_ERROR_ILLEGAL_PLACEMENT: return _("The tile cannot go there.");
    case CARC_ERROR_ILLEGAL_FIGURE: return _("That figure cannot go there.");
    case CARC_ERROR_INVALID_EVENT: return _("This entry is not possible in this game.");
    case CARC_ERROR_PARSE: return _("The file cannot be read: it is damaged, or not a game record.");
    case CARC_ERROR_UNSUPPORTED:
    default: return _("This app cannot play that.");
    }
}

/* A record or save the engine cannot read, or cannot play. */
static gboolean
unreadable (const GError *error)
{
  return g_error_matches (error, CARC_ERROR, CARC_ERROR_PARSE) || g_error_matches (error, CARC_ERROR, CARC_ERROR_UNSUPPORTED);
}

static char *
words_of (const CarcErrorDetail *d,
          const CarcErrorScene  *scene,
          const GError          *error)
{
  guint n_ui;
  const CarcExpansionUi * const *ui = carc_expansions_ui_all (&n_ui);
  char *words = NULL;

  /* an expansion's own reasons are its words; the core's about its
   * events and decisions may be too */
  for (guint e = 0; e < n_ui && words == NULL; e++)
    if (ui[e]->error_text != NULL && (d->owner == NULL || g_strcmp0 (d->owner, ui[e]->id) == 0))
      words = ui[e]->error_text (d, scene);
  if (words == NULL && d->owner == NULL)
    words = core_words (d, scene, error);
  if (words == NULL)
    words = g_strdup (kind_words (error));
  return words;
}

char *
carc_error_format (const GError         *error,
                   const CarcErrorScene *scene)
{
  const CarcErrorDetail *d;
  g_autofree char *words = NULL;

  g_return_val_if_fail (error != NULL, NULL);

  d = carc_error_get_detail (error);
  /* the store's and the files' messages are sentences already */
  if (d == NULL)
    return carc_format_capitalize (error->message);
  /* a file the engine cannot read: what that means, its message goes on a
   * details line (it names the file's parts); the other refusals without
   * a reason (a custom tile, a box profile) are words already */
  if (d->reason == CARC_REASON_NONE)
    return unreadable (error) ? g_strdup (kind_words (error)) : carc_format_capitalize (error->message);
  words = words_of (d, scene, error);

  /* a correction that breaks a later entry says which */
  if (d->in_log && scene != NULL && scene->game != NULL
      && !(d->entry >= scene->own_from && d->entry - scene->own_from < scene->n_own))
    {
      int before = (int) d->entry - scene->shift;

      if (before >= 0 && (guint) before < carc_game_get_n_events (scene->game))
        {
          g_autofree char *entry = carc_format_event (scene->game, (guint) before);
          g_autofree char *reason = carc_format_capitalize (words);

          /* Translators: a correction would make a later entry of the log
           * impossible: %1$s is that entry as the log shows it, %2$s why */
          return g_strdup_printf (_("Then “%1$s” further down the log would no longer be possible. %2$s"), entry, reason);
        }
    }
  return carc_format_capitalize (words);
}

char *
carc_error_format_details (const GError *error)
{
  const CarcErrorDetail *d;

  g_return_val_if_fail (error != NULL, NULL);
  d = carc_error_get_detail (error);
  if (d == NULL || (d->reason == CARC_REASON_NONE && !unreadable (error)))
    return NULL;
  return carc_format_capitalize (error->message);
}
