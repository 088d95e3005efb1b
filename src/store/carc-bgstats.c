/* carc-bgstats.c: a finished game for BG Stats — the .bgsplay file and the push link
 *
 * What each member holds, and what it was checked against, is in
 * docs/bgstats-export.md. The play's game is the set of the game the
 * table played (Carcassonne's base set, or Hunters & Gatherers, a game of
 * its own); every other set is an expansion, listed with its
 * BoardGameGeek id when the data has one, and named in the comments in
 * any case (Towers & Thieves has no confirmed id).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "carc-bgstats.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "carc-catalogue.h"
#include "carc-expansion.h"
#include "carc-registry.h"
#include "carc-text.h"

G_DEFINE_QUARK (carc-bgstats-error-quark, carc_bgstats_error)

/* What the builder reads off a game once, for either output. */
typedef struct {
  const CarcGame    *game;
  const CarcSetup   *setup;
  const CarcState   *state;
  const CarcTileSet *played;       /* the play's game, or NULL */
  GPtrArray         *expansions;   /* const CarcTileSet*, with a BoardGameGeek name */
  char              *play_uuid;
  char              *play_date;
  char              *location;
  char              *comments;
  int                duration_min;
  guint32            winners;
} Play;

static void
play_clear (Play *play)
{
  g_clear_pointer (&play->expansions, g_ptr_array_unref);
  g_clear_pointer (&play->play_uuid, g_free);
  g_clear_pointer (&play->play_date, g_free);
  g_clear_pointer (&play->location, g_free);
  g_clear_pointer (&play->comments, g_free);
}

char *
carc_bgstats_uuid (const char *kind,
                   const char *text)
{
  g_autofree char *key = g_strconcat ("carcassonne-companion/", kind, "/", text, NULL);
  g_autofree char *sum = g_compute_checksum_for_string (G_CHECKSUM_SHA1, key, -1);
  g_autofree char *up = g_ascii_strup (sum, -1);

  return g_strdup_printf ("%.8s-%.4s-%.4s-%.4s-%.12s", up, up + 8, up + 12, up + 16, up + 20);
}

char *
carc_bgstats_date (gint64 usec)
{
  g_autoptr(GDateTime) utc = NULL;

  if (usec < 0)
    return g_strdup ("");
  utc = g_date_time_new_from_unix_utc (usec / G_USEC_PER_SEC);
  if (utc == NULL)
    return g_strdup ("");
  return g_date_time_format (utc, "%Y-%m-%d %H:%M:%S");
}

/* The rank BG Stats shows: 1 for the best score, tied scores share a rank
 * and the next one skips (1, 1, 3). */
static guint
rank_of (const CarcState *state,
         guint            seat)
{
  const CarcPlayer *players = carc_state_get_players (state);
  guint rank = 1;

  for (guint q = 0; q < carc_state_get_n_players (state); q++)
    rank += players[q].score > players[seat].score;
  return rank;
}

static gboolean
play_init (Play                     *play,
           const CarcGame           *game,
           const CarcBgstatsOptions *options,
           GError                  **error)
{
  CarcCatalogue *catalogue = carc_game_get_catalogue (game);
  g_autoptr(GString) named = g_string_new (NULL);
  g_autoptr(GString) comments = g_string_new (NULL);
  gint64 created, last = 0;

  memset (play, 0, sizeof *play);
  play->game = game;
  play->setup = carc_game_get_setup (game);
  play->state = carc_game_get_state (game);
  if (carc_state_get_phase (play->state) != CARC_PHASE_OVER)
    {
      g_set_error_literal (error, CARC_BGSTATS_ERROR, CARC_BGSTATS_ERROR_NOT_FINISHED,
                           _("Only a finished game can be logged in BG Stats"));
      return FALSE;
    }

  play->expansions = g_ptr_array_new ();
  for (guint i = 0; i < play->setup->sets->len; i++)
    {
      const CarcTileSet *set = carc_catalogue_get_set (catalogue, g_array_index (play->setup->sets, guint, i));
      const CarcExpansion *owner = set != NULL ? carc_registry_set_owner (set->id) : NULL;

      /* a box's own tiles are no published set */
      if (set == NULL || set->bgg_name == NULL)
        continue;
      if (play->played == NULL && owner != NULL && owner->is_game)
        play->played = set;
      else
        {
          g_ptr_array_add (play->expansions, (gpointer) set);
          if (named->len > 0)
            g_string_append (named, ", ");
          /* the published title, as the table knows it */
          g_string_append (named, set->name);
        }
    }

  play->play_uuid = carc_bgstats_uuid ("play", carc_game_get_id (game));
  created = carc_game_get_created (game);
  play->play_date = carc_bgstats_date (created);
  for (guint i = carc_game_get_n_events (game); i > 0 && last == 0; i--)
    last = carc_game_get_event (game, i - 1)->time;
  play->duration_min = last > created ? (int) ((last - created) / (60 * G_USEC_PER_SEC)) : 0;
  play->winners = carc_state_winners (play->state, NULL);
  play->location = g_strdup (options != NULL && options->location != NULL && options->location[0] != '\0'
                               ? options->location
                               /* Translators: where a game was played, when the user
                                * has not said: a place in BG Stats */
                               : _("Home"));

  if (named->len > 0)
    {
      /* Translators: BG Stats' comments on a play; %s lists the expansions
       * by their English titles */
      g_string_append_printf (comments, _("Expansions: %s."), named->str);
      g_string_append_c (comments, ' ');
    }
  g_string_append (comments, _("Recorded with Carcassonne Companion."));
  play->comments = g_string_free (g_steal_pointer (&comments), FALSE);
  return TRUE;
}

static char *
player_uuid (const char *name)
{
  g_autofree char *key = carc_player_name_key (name);

  return carc_bgstats_uuid ("player", key);
}

static char *
to_json (JsonBuilder *b,
         gboolean     pretty)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = json_builder_get_root (b);

  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, pretty);
  return json_generator_to_data (generator, NULL);
}

static void
add_string (JsonBuilder *b,
            const char  *name,
            const char  *value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_string_value (b, value);
}

static void
add_int (JsonBuilder *b,
         const char  *name,
         gint64       value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, value);
}

static void
add_bool (JsonBuilder *b,
          const char  *name,
          gboolean     value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_boolean_value (b, value);
}

/* One of the file's games: the play's (id 1) or an expansion's. */
static void
add_game (JsonBuilder       *b,
          int                id,
          const CarcTileSet *set,
          gboolean           expansion)
{
  g_autofree char *uuid = carc_bgstats_uuid ("game", set->id);

  json_builder_begin_object (b);
  add_int (b, "id", id);
  add_string (b, "uuid", uuid);
  add_string (b, "name", set->bgg_name);
  add_string (b, "bggName", set->bgg_name);
  add_int (b, "bggId", set->bgg_id);
  /* as BG Stats writes them: 0 or 1 */
  add_int (b, "isBaseGame", expansion ? 0 : 1);
  add_int (b, "isExpansion", expansion ? 1 : 0);
  add_bool (b, "highestWins", TRUE);
  add_bool (b, "noPoints", FALSE);
  add_bool (b, "cooperative", FALSE);
  add_bool (b, "usesTeams", FALSE);
  json_builder_end_object (b);
}

char *
carc_bgstats_play_file_json (const CarcGame           *game,
                             const CarcBgstatsOptions *options,
                             GError                  **error)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autofree char *location_uuid = NULL;
  Play play;
  char *json;
  guint n_games = 1;

  g_return_val_if_fail (game != NULL, NULL);

  if (!play_init (&play, game, options, error))
    {
      play_clear (&play);
      return NULL;
    }
  location_uuid = carc_bgstats_uuid ("location", play.location);

  json_builder_begin_object (b);
  add_string (b, "about", "A play exported by Carcassonne Companion for Board Game Stats (BG Stats); "
                          "open it with BG Stats to import it.");

  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint p = 0; p < play.setup->n_players; p++)
    {
      g_autofree char *uuid = player_uuid (play.setup->players[p].name);

      json_builder_begin_object (b);
      add_int (b, "id", p + 1);
      add_string (b, "uuid", uuid);
      add_string (b, "name", play.setup->players[p].name);
      add_bool (b, "isAnonymous", FALSE);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  /* every known writer includes one location, and a known reader throws
   * without the one the play names */
  json_builder_set_member_name (b, "locations");
  json_builder_begin_array (b);
  json_builder_begin_object (b);
  add_int (b, "id", 1);
  add_string (b, "uuid", location_uuid);
  add_string (b, "name", play.location);
  json_builder_end_object (b);
  json_builder_end_array (b);

  json_builder_set_member_name (b, "games");
  json_builder_begin_array (b);
  if (play.played != NULL)
    add_game (b, 1, play.played, FALSE);
  for (guint i = 0; i < play.expansions->len; i++)
    {
      const CarcTileSet *set = play.expansions->pdata[i];

      /* named in the comments only: no id we could confirm */
      if (set->bgg_id > 0)
        add_game (b, (int) ++n_games, set, TRUE);
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "plays");
  json_builder_begin_array (b);
  json_builder_begin_object (b);
  add_string (b, "uuid", play.play_uuid);
  add_int (b, "gameRefId", 1);
  add_int (b, "locationRefId", 1);
  add_string (b, "playDate", play.play_date);
  add_int (b, "durationMin", play.duration_min);
  add_bool (b, "ignored", FALSE);
  add_bool (b, "manualWinner", FALSE);
  add_bool (b, "usesTeams", FALSE);
  add_int (b, "rounds", 0);
  add_int (b, "scoringSetting", 0);
  add_string (b, "board", "");
  add_string (b, "comments", play.comments);

  json_builder_set_member_name (b, "playerScores");
  json_builder_begin_array (b);
  for (guint p = 0; p < play.setup->n_players; p++)
    {
      g_autofree char *score = g_strdup_printf ("%d", carc_state_get_players (play.state)[p].score);

      json_builder_begin_object (b);
      add_int (b, "playerRefId", p + 1);
      /* BG Stats keeps a score as text (it may be an expression) */
      add_string (b, "score", score);
      add_bool (b, "winner", (play.winners & (1u << p)) != 0);
      add_int (b, "rank", rank_of (play.state, p));
      add_int (b, "seatOrder", p + 1);
      add_bool (b, "startPlayer", p == play.setup->first_player);
      add_bool (b, "newPlayer", FALSE);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "expansionPlays");
  json_builder_begin_array (b);
  n_games = 1;
  for (guint i = 0; i < play.expansions->len; i++)
    {
      const CarcTileSet *set = play.expansions->pdata[i];

      if (set->bgg_id <= 0)
        continue;
      json_builder_begin_object (b);
      add_int (b, "gameRefId", ++n_games);
      add_int (b, "bggId", set->bgg_id);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  json_builder_end_array (b);

  /* the phone's owner: the app does not know who that is at the table, so
   * the first seat (docs/bgstats-export.md) */
  json_builder_set_member_name (b, "userInfo");
  json_builder_begin_object (b);
  add_int (b, "meRefId", 1);
  json_builder_end_object (b);
  json_builder_end_object (b);

  json = to_json (b, TRUE);
  play_clear (&play);
  return json;
}

gboolean
carc_bgstats_save_play_file (const CarcGame           *game,
                             const CarcBgstatsOptions *options,
                             const char               *path,
                             GError                  **error)
{
  g_autofree char *json = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GFile) file = NULL;

  g_return_val_if_fail (path != NULL, FALSE);

  json = carc_bgstats_play_file_json (game, options, error);
  if (json == NULL)
    return FALSE;
  file = g_file_new_for_path (path);
  if (!g_file_replace_contents (file, json, strlen (json), NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION,
                                NULL, NULL, &local_error))
    {
      g_autofree char *shown = carc_display_path (path);
      /* GIO's message names the file too */
      g_autofree char *why = carc_text_escape_controls (local_error->message);

      /* Translators: the file's name, then why */
      g_set_error (error, local_error->domain, local_error->code,
                   _("The BG Stats file %s cannot be saved: %s"), shown, why);
      return FALSE;
    }
  return TRUE;
}

char *
carc_bgstats_link_json (const CarcGame           *game,
                        const CarcBgstatsOptions *options,
                        GError                  **error)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autofree char *source_game = NULL;
  Play play;
  char *json;

  g_return_val_if_fail (game != NULL, NULL);

  if (!play_init (&play, game, options, error))
    {
      play_clear (&play);
      return NULL;
    }

  /* exactly the members BG Stats documents for the link */
  json_builder_begin_object (b);
  add_string (b, "sourceName", CARC_BGSTATS_SOURCE_NAME);
  add_string (b, "sourcePlayId", play.play_uuid);
  add_string (b, "playDate", play.play_date);
  add_int (b, "durationMin", play.duration_min);
  add_string (b, "location", play.location);
  add_string (b, "board", "");
  add_string (b, "comments", play.comments);

  json_builder_set_member_name (b, "game");
  json_builder_begin_object (b);
  add_int (b, "bggId", play.played != NULL ? play.played->bgg_id : 0);
  add_string (b, "name", play.played != NULL ? play.played->bgg_name : "Carcassonne");
  add_bool (b, "highestWins", TRUE);
  add_bool (b, "noPoints", FALSE);
  source_game = g_strdup (play.played != NULL ? play.played->id : "base");
  add_string (b, "sourceGameId", source_game);
  json_builder_end_object (b);

  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint p = 0; p < play.setup->n_players; p++)
    {
      g_autofree char *uuid = player_uuid (play.setup->players[p].name);

      json_builder_begin_object (b);
      add_string (b, "name", play.setup->players[p].name);
      add_int (b, "rank", rank_of (play.state, p));
      add_string (b, "role", "");
      add_int (b, "score", carc_state_get_players (play.state)[p].score);
      add_string (b, "sourcePlayerId", uuid);
      /* both always: the Android app fails without either */
      add_bool (b, "startPlayer", p == play.setup->first_player);
      add_bool (b, "winner", (play.winners & (1u << p)) != 0);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);

  json = to_json (b, FALSE);
  play_clear (&play);
  return json;
}

char *
carc_bgstats_link (const CarcGame           *game,
                   const CarcBgstatsOptions *options,
                   GError                  **error)
{
  g_autofree char *json = carc_bgstats_link_json (game, options, error);
  g_autofree char *escaped = NULL;

  if (json == NULL)
    return NULL;
  /* what a query may hold as it is stays so (the code is smaller); "&",
   * "=", "+" and "#" would end or change the parameter, so they are
   * escaped with everything else */
  escaped = g_uri_escape_string (json, ":,/?@!$'()*;", FALSE);
  return g_strconcat (CARC_BGSTATS_LINK_BASE, escaped, NULL);
}
