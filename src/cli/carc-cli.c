/* carc-cli.c: the headless tool's commands
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "carc-cli.h"

#include <json-glib/json-glib.h>
#include <string.h>

#include "carc-record.h"

#define USAGE \
  "usage: carcassonne-cli replay FILE | placements FILE TILE | record FILE"

static char *
one_line (const char *text)
{
  char *line = g_strdup (text);
  for (char *p = line; *p; p++)
    if (*p == '\n' || *p == '\r')
      *p = ' ';
  return line;
}

static int
bad_input (GString    *err,
           const char *file,
           const char *message)
{
  g_autofree char *line = one_line (message);
  if (file)
    g_string_append_printf (err, "carcassonne-cli: %s: %s\n", file, line);
  else
    g_string_append_printf (err, "carcassonne-cli: %s\n", line);
  return CARC_CLI_BAD_INPUT;
}

static char *
to_json (JsonBuilder *b)
{
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  g_autoptr(JsonNode) root = json_builder_get_root (b);
  json_generator_set_root (gen, root);
  return json_generator_to_data (gen, NULL);
}

static CarcGame *
load (const char *path,
      GString    *err,
      int        *status)
{
  g_autoptr(GError) error = NULL;
  CarcCatalogue *catalogue = carc_catalogue_get_default (&error);
  CarcGame *game;

  if (catalogue == NULL)
    {
      g_string_append_printf (err, "carcassonne-cli: the tile catalogue is broken: %s\n", error->message);
      *status = CARC_CLI_FAILURE;
      return NULL;
    }
  game = carc_game_load_file (catalogue, path, &error);
  if (game == NULL)
    {
      *status = bad_input (err, path, error->message);
      return NULL;
    }
  return game;
}

static int
cmd_replay (const char *path,
            GString    *out,
            GString    *err)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autofree char *json = NULL;
  int status = CARC_CLI_OK;
  CarcGame *game = load (path, err, &status);
  const CarcState *state;
  const CarcSetup *setup;

  if (game == NULL)
    return status;
  state = carc_game_get_state (game);
  setup = carc_game_get_setup (game);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "game_over");
  json_builder_add_boolean_value (b, state->phase == CARC_PHASE_OVER);
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint p = 0; p < state->n_players; p++)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, setup->players[p].name);
      json_builder_set_member_name (b, "points");
      json_builder_add_int_value (b, state->players[p].score);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "scorings");
  json_builder_begin_array (b);
  for (guint i = 0; i < state->n_scorings; i++)
    {
      const CarcScoring *s = &state->scorings[i];
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "turn");
      json_builder_add_int_value (b, s->turn);
      json_builder_set_member_name (b, "player");
      json_builder_add_string_value (b, setup->players[s->player].name);
      json_builder_set_member_name (b, "kind");
      json_builder_add_string_value (b, carc_score_kind_name (s->kind));
      json_builder_set_member_name (b, "points");
      json_builder_add_int_value (b, s->points);
      json_builder_set_member_name (b, "final");
      json_builder_add_boolean_value (b, s->final);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);

  json = to_json (b);
  g_string_append (out, json);
  g_string_append_c (out, '\n');
  carc_game_free (game);
  return CARC_CLI_OK;
}

static int
compare_placements (gconstpointer a,
                    gconstpointer b)
{
  const CarcPlacement *pa = a, *pb = b;
  if (pa->x != pb->x)
    return pa->x < pb->x ? -1 : 1;
  if (pa->y != pb->y)
    return pa->y < pb->y ? -1 : 1;
  return 0;
}

static int
cmd_placements (const char *path,
                const char *tile_id,
                GString    *out,
                GString    *err)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(GArray) placements = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));
  g_autofree char *json = NULL;
  int status = CARC_CLI_OK;
  CarcGame *game = load (path, err, &status);
  int type;

  if (game == NULL)
    return status;
  type = carc_catalogue_lookup (carc_game_get_catalogue (game), tile_id);
  if (type < 0)
    {
      g_autofree char *msg = g_strdup_printf ("unknown tile “%s”", tile_id);
      carc_game_free (game);
      return bad_input (err, NULL, msg);
    }
  carc_state_list_placements (carc_game_get_state (game), (guint) type, placements);
  g_array_sort (placements, compare_placements);

  json_builder_begin_array (b);
  for (guint i = 0; i < placements->len; i++)
    {
      const CarcPlacement *p = &g_array_index (placements, CarcPlacement, i);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "x");
      json_builder_add_int_value (b, p->x);
      json_builder_set_member_name (b, "y");
      json_builder_add_int_value (b, p->y);
      json_builder_set_member_name (b, "rotations");
      json_builder_begin_array (b);
      for (guint r = 0; r < 4; r++)
        if (p->rotations & (1u << r))
          json_builder_add_int_value (b, r * 90);
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  json = to_json (b);
  g_string_append (out, json);
  g_string_append_c (out, '\n');
  carc_game_free (game);
  return CARC_CLI_OK;
}

/* Converts any game file (native or .jcz) to a native record. */
static int
cmd_record (const char *path,
            GString    *out,
            GString    *err)
{
  int status = CARC_CLI_OK;
  CarcGame *game = load (path, err, &status);
  g_autofree char *json = NULL;

  if (game == NULL)
    return status;
  json = carc_record_to_json (game);
  g_string_append (out, json);
  carc_game_free (game);
  return CARC_CLI_OK;
}

int
carc_cli_run (int       argc,
              char    **argv,
              GString  *out,
              GString  *err)
{
  if (argc >= 2 && (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0))
    {
      g_string_append (out, USAGE "\n");
      return CARC_CLI_OK;
    }
  if (argc >= 2 && strcmp (argv[1], "--version") == 0)
    {
      g_string_append (out, "carcassonne-cli " PACKAGE_VERSION "\n");
      return CARC_CLI_OK;
    }
  if (argc == 3 && strcmp (argv[1], "replay") == 0)
    return cmd_replay (argv[2], out, err);
  if (argc == 4 && strcmp (argv[1], "placements") == 0)
    return cmd_placements (argv[2], argv[3], out, err);
  if (argc == 3 && strcmp (argv[1], "record") == 0)
    return cmd_record (argv[2], out, err);
  return bad_input (err, NULL, USAGE);
}
