/* carc-game.c: setup + append-only log; state = replay(log)
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "carc-game.h"
#include "carc-state-private.h"

#include <string.h>

struct _CarcGame
{
  CarcCatalogue *catalogue;
  CarcSetup     *setup;
  CarcState     *state;
  GArray        *events;        /* CarcEvent */
  GArray        *event_players; /* guint8: who acted, per event */
  char          *id;
  gint64         created;
};

static guint8
acting_player (const CarcState *state)
{
  return (guint8) (state->phase == CARC_PHASE_DECISION ? state->pending_player : state->player);
}

CarcGame *
carc_game_new (CarcCatalogue *catalogue,
               CarcSetup     *setup,
               GError       **error)
{
  CarcGame *game;
  CarcState *state;
  /* the box's catalogue: the setup's overrides and custom tiles, so that
   * the record, the store and every replay use the same tiles */
  g_autoptr(CarcCatalogue) box = carc_setup_derive_catalogue (setup, catalogue, error);

  if (box == NULL || (state = carc_state_new (box, setup, error)) == NULL)
    {
      carc_setup_free (setup);
      return NULL;
    }
  game = g_new0 (CarcGame, 1);
  game->catalogue = g_steal_pointer (&box);
  game->setup = setup;
  game->state = state;
  game->events = g_array_new (FALSE, FALSE, sizeof (CarcEvent));
  game->event_players = g_array_new (FALSE, FALSE, sizeof (guint8));
  game->id = g_uuid_string_random ();
  game->created = g_get_real_time ();
  return game;
}

void
carc_game_free (CarcGame *game)
{
  if (game == NULL)
    return;
  carc_state_free (game->state);
  carc_setup_free (game->setup);
  carc_catalogue_unref (game->catalogue);
  g_array_unref (game->events);
  g_array_unref (game->event_players);
  g_free (game->id);
  g_free (game);
}

CarcCatalogue *
carc_game_get_catalogue (const CarcGame *game)
{
  return game->catalogue;
}

const CarcSetup *
carc_game_get_setup (const CarcGame *game)
{
  return game->setup;
}

const CarcState *
carc_game_get_state (const CarcGame *game)
{
  return game->state;
}

const char *
carc_game_get_id (const CarcGame *game)
{
  return game->id;
}

void
carc_game_set_id (CarcGame   *game,
                  const char *id)
{
  g_free (game->id);
  game->id = g_strdup (id);
}

gint64
carc_game_get_created (const CarcGame *game)
{
  return game->created;
}

void
carc_game_set_created (CarcGame *game,
                       gint64    usec)
{
  game->created = usec;
}

guint
carc_game_get_n_events (const CarcGame *game)
{
  return game->events->len;
}

const CarcEvent *
carc_game_get_event (const CarcGame *game,
                     guint           index)
{
  g_return_val_if_fail (index < game->events->len, NULL);
  return &g_array_index (game->events, CarcEvent, index);
}

gsize
carc_game_memory_size (const CarcGame *game)
{
  gsize n = sizeof *game + sizeof *game->setup;

  n += carc_state_memory_size (game->state);
  n += sizeof (CarcEvent) * game->events->len + game->event_players->len;
  for (guint i = 0; i < game->setup->n_players; i++)
    n += strlen (game->setup->players[i].name) + 1 + strlen (game->setup->players[i].colour) + 1;
  return n;
}

guint
carc_game_event_player (const CarcGame *game,
                        guint           index)
{
  g_return_val_if_fail (index < game->event_players->len, 0);
  return g_array_index (game->event_players, guint8, index);
}

gboolean
carc_game_append (CarcGame        *game,
                  const CarcEvent *event,
                  GError         **error)
{
  guint8 player = acting_player (game->state);

  if (game->events->len >= G_MAXUINT16 - 1)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_EVENT, _("the log is full"));
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_INVALID);
      return FALSE;
    }
  if (!carc_state_apply (game->state, event, game->events->len, error))
    return FALSE;
  g_array_append_val (game->events, *event);
  g_array_append_val (game->event_players, player);
  return TRUE;
}

/* Replays @events into a fresh state; on failure names the event. */
static CarcState *
replay (CarcGame  *game,
        GArray    *events,
        guint      n,
        GArray    *players_out,
        GError   **error)
{
  g_autoptr(GError) local_error = NULL;
  CarcState *state = carc_state_new (game->catalogue, game->setup, error);

  if (state == NULL)
    return NULL;
  if (players_out)
    g_array_set_size (players_out, 0);
  for (guint i = 0; i < n; i++)
    {
      const CarcEvent *event = &g_array_index (events, CarcEvent, i);
      guint8 player = acting_player (state);
      if (!carc_state_apply (state, event, i, &local_error))
        {
          /* the same message with what it is about, and where the log stopped */
          carc_error_set_entry (&local_error, i);
          g_propagate_prefixed_error (error, g_steal_pointer (&local_error),
                                      _("event %u (%s): "), i + 1, carc_event_type_name (event->type));
          carc_state_free (state);
          return NULL;
        }
      if (players_out)
        g_array_append_val (players_out, player);
    }
  return state;
}

CarcState *
carc_game_replay_prefix (const CarcGame *game,
                         guint           n_events,
                         GError        **error)
{
  return replay ((CarcGame *) game, game->events, MIN (n_events, game->events->len), NULL, error);
}

/* Installs @events as the new log if it replays cleanly. */
static gboolean
commit_log (CarcGame *game,
            GArray   *events,
            GError  **error)
{
  g_autoptr(GArray) players = g_array_new (FALSE, FALSE, sizeof (guint8));
  CarcState *state = replay (game, events, events->len, players, error);

  if (state == NULL)
    {
      g_array_unref (events);
      return FALSE;
    }
  carc_state_free (game->state);
  game->state = state;
  g_array_unref (game->events);
  game->events = events;
  g_array_unref (game->event_players);
  game->event_players = g_steal_pointer (&players);
  return TRUE;
}

gboolean
carc_game_undo (CarcGame *game)
{
  GArray *events;

  if (game->events->len == 0)
    return FALSE;
  events = g_array_copy (game->events);
  g_array_set_size (events, events->len - 1);
  return commit_log (game, events, NULL);
}

gboolean
carc_game_replace_event (CarcGame        *game,
                         guint            index,
                         const CarcEvent *event,
                         GError         **error)
{
  GArray *events;

  if (index >= game->events->len)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_EVENT, _("there is no event %u"), index + 1);
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_NO_SUCH_ENTRY);
      return FALSE;
    }
  events = g_array_copy (game->events);
  g_array_index (events, CarcEvent, index) = *event;
  return commit_log (game, events, error);
}

gboolean
carc_game_insert_event (CarcGame        *game,
                        guint            index,
                        const CarcEvent *event,
                        GError         **error)
{
  GArray *events;

  if (index > game->events->len)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_EVENT, _("there is no event %u"), index + 1);
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_NO_SUCH_ENTRY);
      return FALSE;
    }
  events = g_array_copy (game->events);
  g_array_insert_val (events, index, *event);
  return commit_log (game, events, error);
}

gboolean
carc_game_insert_events (CarcGame        *game,
                         guint            index,
                         const CarcEvent *events,
                         guint            n_events,
                         GError         **error)
{
  GArray *log;

  if (index > game->events->len)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_EVENT, _("there is no event %u"), index + 1);
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_NO_SUCH_ENTRY);
      return FALSE;
    }
  /* all at once: a forgotten turn's tile alone would leave the log broken
   * (a tile where the next entry expects a figure) */
  log = g_array_copy (game->events);
  g_array_insert_vals (log, index, events, n_events);
  return commit_log (game, log, error);
}

gboolean
carc_game_remove_events (CarcGame *game,
                         guint     index,
                         guint     n_events,
                         GError  **error)
{
  GArray *log;

  if (n_events == 0 || index >= game->events->len || n_events > game->events->len - index)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_EVENT, _("there is no event %u"), index + n_events);
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_NO_SUCH_ENTRY);
      return FALSE;
    }
  log = g_array_copy (game->events);
  g_array_remove_range (log, index, n_events);
  return commit_log (game, log, error);
}

gboolean
carc_game_remove_event (CarcGame *game,
                        guint     index,
                        GError  **error)
{
  GArray *events;

  if (index >= game->events->len)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_EVENT, _("there is no event %u"), index + 1);
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_NO_SUCH_ENTRY);
      return FALSE;
    }
  events = g_array_copy (game->events);
  g_array_remove_index (events, index);
  return commit_log (game, events, error);
}

/* Plays the log again with @custom as the box's own tiles (the old ones
 * first, so the log's tile indices keep their meaning). */
static gboolean
set_custom_tiles (CarcGame  *game,
                  JsonArray *custom,
                  GError   **error)
{
  CarcSetup *setup, *old_setup = game->setup;
  CarcCatalogue *catalogue, *old_catalogue = game->catalogue;
  CarcState *state;

  setup = carc_setup_copy (game->setup);
  g_clear_pointer (&setup->custom_tiles, json_array_unref);
  if (json_array_get_length (custom) > 0)
    setup->custom_tiles = json_array_ref (custom);
  catalogue = carc_setup_derive_catalogue (setup, game->catalogue, error);
  if (catalogue == NULL)
    {
      carc_setup_free (setup);
      return FALSE;
    }

  game->setup = setup;
  game->catalogue = catalogue;
  state = replay (game, game->events, game->events->len, NULL, error);
  if (state == NULL)
    {
      game->setup = old_setup;
      game->catalogue = old_catalogue;
      carc_setup_free (setup);
      carc_catalogue_unref (catalogue);
      return FALSE;
    }
  carc_state_free (game->state);
  game->state = state;
  carc_setup_free (old_setup);
  carc_catalogue_unref (old_catalogue);
  return TRUE;
}

gboolean
carc_game_add_custom_tile (CarcGame   *game,
                           JsonObject *data,
                           guint      *type,
                           GError    **error)
{
  g_autoptr(JsonArray) custom = json_array_new ();
  guint n_types = carc_catalogue_get_n_types (game->catalogue);

  g_return_val_if_fail (game != NULL && data != NULL, FALSE);

  for (guint i = 0; game->setup->custom_tiles && i < json_array_get_length (game->setup->custom_tiles); i++)
    json_array_add_element (custom, json_node_copy (json_array_get_element (game->setup->custom_tiles, i)));
  json_array_add_object_element (custom, json_object_ref (data));
  if (!set_custom_tiles (game, custom, error))
    return FALSE;
  /* the new tile comes after every other */
  g_assert (carc_catalogue_get_n_types (game->catalogue) == n_types + 1);
  if (type)
    *type = n_types;
  return TRUE;
}

gboolean
carc_game_drop_last_custom_tile (CarcGame *game,
                                 GError  **error)
{
  g_autoptr(JsonArray) custom = json_array_new ();
  JsonArray *old = game->setup->custom_tiles;
  int last;

  if (old == NULL || json_array_get_length (old) == 0)
    return TRUE;
  last = carc_catalogue_lookup (game->catalogue, json_object_get_string_member (json_array_get_object_element (old, json_array_get_length (old) - 1), "id"));
  /* only a tile the log never names: the log must replay without it */
  for (guint i = 0; i < game->events->len; i++)
    if ((int) g_array_index (game->events, CarcEvent, i).tile == last
        && (g_array_index (game->events, CarcEvent, i).type == CARC_EVENT_TILE
            || g_array_index (game->events, CarcEvent, i).type == CARC_EVENT_DISCARD))
      {
        g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_EVENT, _("the tile %s is in the game's log"),
                     carc_catalogue_get_type (game->catalogue, (guint) last)->id);
        CARC_ERROR_DETAIL (error, .reason = CARC_REASON_TILE_IN_LOG, .tile = (guint) last);
        return FALSE;
      }
  for (guint i = 0; i + 1 < json_array_get_length (old); i++)
    json_array_add_element (custom, json_node_copy (json_array_get_element (old, i)));
  return set_custom_tiles (game, custom, error);
}
