/* carc-cli.c: the headless tool's commands
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "carc-cli.h"

#include <json-glib/json-glib.h>
#include <stdio.h>
#include <string.h>

#include "carc-bgstats.h"
#include "carc-record.h"
#include "carc-registry.h"
#include "carc-store.h"
#include "carc-text.h"

#define USAGE \
  "usage: carcassonne-cli replay FILE | placements FILE TILE | record FILE" \
  " | games [--db PATH] [--search TEXT]" \
  " | stats [--db PATH] [--player NAME] [--set ID]... [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--type TYPE]" \
  " | export [--db PATH] [--game ID] FILE | export --bgstats [--db PATH] [--game ID] [--location NAME] FILE" \
  " | bgstats-link [--db PATH] --game ID [--location NAME] | import [--db PATH] FILE"

/* Bad input is one line on stderr: the file named on the command line and
 * the message, their control characters escaped (a newline in a file name
 * or a tile id would split the line, an escape sequence would reach the
 * terminal). */
static int
bad_input (GString    *err,
           const char *file,
           const char *message)
{
  g_autofree char *line = carc_text_escape_controls (message);
  if (file)
    {
      g_autofree char *shown = carc_display_path (file);
      g_string_append_printf (err, "carcassonne-cli: %s: %s\n", shown, line);
    }
  else
    g_string_append_printf (err, "carcassonne-cli: %s\n", line);
  return CARC_CLI_BAD_INPUT;
}

/* Prints the built JSON as one line: the output of a successful command. */
static void
print_json (GString     *out,
            JsonBuilder *b)
{
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  g_autoptr(JsonNode) root = json_builder_get_root (b);
  g_autofree char *json = NULL;

  json_generator_set_root (gen, root);
  json = json_generator_to_data (gen, NULL);
  g_string_append (out, json);
  g_string_append_c (out, '\n');
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
      g_autofree char *line = carc_text_escape_controls (error->message);
      g_string_append_printf (err, "carcassonne-cli: the tile catalogue is broken: %s\n", line);
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
  json_builder_add_boolean_value (b, carc_state_get_phase (state) == CARC_PHASE_OVER);
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint p = 0; p < carc_state_get_n_players (state); p++)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, setup->players[p].name);
      json_builder_set_member_name (b, "points");
      json_builder_add_int_value (b, carc_state_get_players (state)[p].score);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "scorings");
  json_builder_begin_array (b);
  for (guint i = 0; i < carc_state_get_n_scorings (state); i++)
    {
      const CarcScoring *s = &carc_state_get_scorings (state)[i];
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
      {
        const CarcScoreKindInfo *info = carc_registry_score (s->kind);
        const char *detail = info && info->detail ? info->detail (s) : NULL;
        if (detail)
          {
            json_builder_set_member_name (b, "detail");
            json_builder_add_string_value (b, detail);
          }
      }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);

  print_json (out, b);
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

  print_json (out, b);
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

/* ---- the store's commands ---------------------------------------------------- */

typedef struct {
  const char *db;
  const char *game;
  const char *search;
  const char *player;
  const char *from;
  const char *to;
  const char *type;
  const char *location;
  gboolean    bgstats;     /* --bgstats, a flag */
  GPtrArray  *sets;        /* const char* */
  GPtrArray  *positional;  /* const char* */
} StoreArgs;

static void
store_args_clear (StoreArgs *args)
{
  g_clear_pointer (&args->sets, g_ptr_array_unref);
  g_clear_pointer (&args->positional, g_ptr_array_unref);
}

/* Options take their value from the next argument. @allowed lists the
 * options this command accepts, e.g. "db search". On bad options @args is
 * cleared again. */
static gboolean
parse_store_args (int         argc,
                  char      **argv,
                  const char *allowed,
                  StoreArgs  *args,
                  GString    *err)
{
  g_auto(GStrv) names = g_strsplit (allowed, " ", -1);

  gboolean options_done = FALSE;

  args->sets = g_ptr_array_new ();
  args->positional = g_ptr_array_new ();
  for (int i = 2; i < argc; i++)
    {
      const char *arg = argv[i];
      const char **slot = NULL;

      if (!options_done && strcmp (arg, "--") == 0)
        {
          options_done = TRUE;
          continue;
        }
      if (options_done || !g_str_has_prefix (arg, "--"))
        {
          g_ptr_array_add (args->positional, (gpointer) arg);
          continue;
        }
      if (!g_strv_contains ((const char * const *) names, arg + 2))
        {
          g_autofree char *msg = g_strdup_printf ("%s does not take the option %s; %s", argv[1], arg, USAGE);
          bad_input (err, NULL, msg);
          store_args_clear (args);
          return FALSE;
        }
      if (strcmp (arg, "--bgstats") == 0)
        {
          args->bgstats = TRUE;
          continue;
        }
      if (i + 1 >= argc)
        {
          g_autofree char *msg = g_strdup_printf ("the option %s needs a value", arg);
          bad_input (err, NULL, msg);
          store_args_clear (args);
          return FALSE;
        }
      if (strcmp (arg, "--db") == 0)
        slot = &args->db;
      else if (strcmp (arg, "--game") == 0)
        slot = &args->game;
      else if (strcmp (arg, "--search") == 0)
        slot = &args->search;
      else if (strcmp (arg, "--player") == 0)
        slot = &args->player;
      else if (strcmp (arg, "--from") == 0)
        slot = &args->from;
      else if (strcmp (arg, "--to") == 0)
        slot = &args->to;
      else if (strcmp (arg, "--type") == 0)
        slot = &args->type;
      else if (strcmp (arg, "--location") == 0)
        slot = &args->location;
      if (slot)
        *slot = argv[++i];
      else
        g_ptr_array_add (args->sets, argv[++i]);
    }
  return TRUE;
}

/* Problems with the files named on the command line are bad input (2);
 * a locked, write-protected or failing database is a failure (1). */
static int
store_error (GString      *err,
             const char   *file,
             const GError *error)
{
  int status = bad_input (err, file, error->message);

  if (error->domain == CARC_STORE_ERROR
      && (error->code == CARC_STORE_ERROR_INVALID || error->code == CARC_STORE_ERROR_NOT_FOUND
          || error->code == CARC_STORE_ERROR_NEWER_VERSION || error->code == CARC_STORE_ERROR_CORRUPT))
    return status;
  return CARC_CLI_FAILURE;
}

static char *
format_time (gint64 usec)
{
  g_autoptr(GDateTime) dt = g_date_time_new_from_unix_utc (usec / G_USEC_PER_SEC);
  return dt ? g_date_time_format (dt, "%Y-%m-%dT%H:%M:%SZ") : NULL;
}

static void
add_time (JsonBuilder *b,
          const char  *name,
          gint64       usec)
{
  g_autofree char *text = usec ? format_time (usec) : NULL;

  json_builder_set_member_name (b, name);
  if (text)
    json_builder_add_string_value (b, text);
  else
    json_builder_add_null_value (b);
}

static int
cmd_games (int       argc,
           char    **argv,
           GString  *out,
           GString  *err)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcStore) store = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(JsonBuilder) b = json_builder_new ();
  StoreArgs args = { 0 };
  int status = CARC_CLI_OK;

  if (!parse_store_args (argc, argv, "db search", &args, err))
    return CARC_CLI_BAD_INPUT;
  if (args.positional->len > 0)
    status = bad_input (err, NULL, USAGE);
  else if ((store = carc_store_open (args.db, CARC_STORE_OPEN_READ_ONLY, &error)) == NULL
           || (games = carc_store_list_games (store, args.search, CARC_STORE_LIST_DEFAULT, 0, &error)) == NULL)
    status = store_error (err, NULL, error);
  store_args_clear (&args);
  if (status != CARC_CLI_OK)
    return status;

  json_builder_begin_array (b);
  for (guint i = 0; i < games->len; i++)
    {
      const CarcStoreGameSummary *g = games->pdata[i];

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "id");
      json_builder_add_string_value (b, g->id);
      json_builder_set_member_name (b, "type");
      json_builder_add_string_value (b, carc_store_game_type_name (g->type));
      add_time (b, "created", g->created);
      add_time (b, "ended", g->ended);
      json_builder_set_member_name (b, "finished");
      json_builder_add_boolean_value (b, g->finished);
      json_builder_set_member_name (b, "events");
      json_builder_add_int_value (b, g->n_events);
      json_builder_set_member_name (b, "sets");
      json_builder_begin_array (b);
      for (guint s = 0; g->sets[s]; s++)
        json_builder_add_string_value (b, g->sets[s]);
      json_builder_end_array (b);
      json_builder_set_member_name (b, "players");
      json_builder_begin_array (b);
      for (guint p = 0; p < g->n_players; p++)
        {
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "name");
          json_builder_add_string_value (b, g->players[p].name);
          json_builder_set_member_name (b, "colour");
          json_builder_add_string_value (b, g->players[p].colour);
          json_builder_set_member_name (b, "score");
          json_builder_add_int_value (b, g->players[p].score);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_set_member_name (b, "winners");
      json_builder_begin_array (b);
      for (guint p = 0; p < g->n_players; p++)
        if (g->players[p].winner)
          json_builder_add_string_value (b, g->players[p].name);
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  print_json (out, b);
  return CARC_CLI_OK;
}

/* YYYY-MM-DD as local midnight; @next_day gives the midnight after it (an
 * inclusive "to"). */
static gboolean
parse_day (const char *text,
           gboolean    next_day,
           gint64     *out)
{
  g_autoptr(GDateTime) day = NULL;
  g_autoptr(GDateTime) after = NULL;
  int y, m, d;
  char tail;

  if (text == NULL || strlen (text) != 10
      || sscanf (text, "%4d-%2d-%2d%c", &y, &m, &d, &tail) != 3
      || !g_date_valid_dmy ((GDateDay) CLAMP (d, 0, 255), (GDateMonth) CLAMP (m, 0, 255), (GDateYear) CLAMP (y, 0, 65535)))
    return FALSE;
  day = g_date_time_new_local (y, m, d, 0, 0, 0);
  if (day == NULL)
    return FALSE;
  if (next_day)
    after = g_date_time_add_days (day, 1);
  *out = g_date_time_to_unix (next_day ? after : day) * G_USEC_PER_SEC;
  return TRUE;
}

static int
cmd_stats (int       argc,
           char    **argv,
           GString  *out,
           GString  *err)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcStore) store = NULL;
  g_autoptr(CarcStoreStats) stats = NULL;
  g_autoptr(CarcStoreRatings) ratings = NULL;
  g_autofree char *json = NULL;
  CarcStoreStatsFilter filter = { 0 };
  StoreArgs args = { 0 };
  int status = CARC_CLI_OK;

  if (!parse_store_args (argc, argv, "db player set from to type", &args, err))
    return CARC_CLI_BAD_INPUT;
  g_ptr_array_add (args.sets, NULL);
  filter.sets = args.sets->len > 1 ? (const char * const *) args.sets->pdata : NULL;
  filter.player = args.player;
  if (args.positional->len > 0)
    status = bad_input (err, NULL, USAGE);
  else if (args.from && !parse_day (args.from, FALSE, &filter.from))
    status = bad_input (err, NULL, "--from needs a date as YYYY-MM-DD");
  else if (args.to && !parse_day (args.to, TRUE, &filter.to))
    status = bad_input (err, NULL, "--to needs a date as YYYY-MM-DD");
  else if (args.type && !carc_store_game_type_parse (args.type, &filter.type))
    status = bad_input (err, NULL, "--type is one of any, carcassonne, hunters-and-gatherers");
  else if ((store = carc_store_open (args.db, CARC_STORE_OPEN_READ_ONLY, &error)) == NULL
           || (stats = carc_store_get_stats (store, &filter, &error)) == NULL
           || (ratings = carc_store_get_ratings (store, &filter, &error)) == NULL)
    status = store_error (err, NULL, error);
  store_args_clear (&args);
  if (status != CARC_CLI_OK)
    return status;

  json = carc_store_stats_to_json_with_ratings (stats, ratings);
  g_string_append (out, json);
  g_string_append_c (out, '\n');
  return CARC_CLI_OK;
}

/* ---- BG Stats ---------------------------------------------------------------- */

/* The game @id, or without one the finished game played last. Not finished
 * is bad input: BG Stats logs finished plays only. */
static CarcGame *
load_finished_game (CarcStore  *store,
                    const char *id,
                    GString    *err,
                    int        *status)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) finished = NULL;
  CarcGame *game;

  if (id == NULL)
    {
      finished = carc_store_list_games (store, NULL, CARC_STORE_LIST_FINISHED, 1, &error);
      if (finished == NULL)
        {
          *status = store_error (err, NULL, error);
          return NULL;
        }
      if (finished->len == 0)
        {
          *status = bad_input (err, NULL, "there is no finished game to export for BG Stats");
          return NULL;
        }
      id = ((CarcStoreGameSummary *) finished->pdata[0])->id;
    }
  game = carc_store_load_game (store, id, &error);
  if (game == NULL)
    {
      *status = store_error (err, NULL, error);
      return NULL;
    }
  if (carc_state_get_phase (carc_game_get_state (game)) != CARC_PHASE_OVER)
    {
      g_autofree char *msg = g_strdup_printf ("game %s is not finished: BG Stats logs finished plays only", id);
      carc_game_free (game);
      *status = bad_input (err, NULL, msg);
      return NULL;
    }
  return game;
}

static int
export_bgstats (StoreArgs  *args,
                const char *file,
                GString    *out,
                GString    *err)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcStore) store = NULL;
  g_autoptr(JsonBuilder) b = json_builder_new ();
  CarcBgstatsOptions options = { .location = args->location };
  CarcGame *game;
  int status = CARC_CLI_OK;

  if (file == NULL)
    return bad_input (err, NULL, USAGE);
  store = carc_store_open (args->db, CARC_STORE_OPEN_READ_ONLY, &error);
  if (store == NULL)
    return store_error (err, NULL, error);
  game = load_finished_game (store, args->game, err, &status);
  if (game == NULL)
    return status;
  if (!carc_bgstats_save_play_file (game, &options, file, &error))
    status = bad_input (err, NULL, error->message);
  else
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "exported");
      json_builder_add_int_value (b, 1);
      json_builder_set_member_name (b, "game");
      json_builder_add_string_value (b, carc_game_get_id (game));
      json_builder_set_member_name (b, "file");
      json_builder_add_string_value (b, file);
      json_builder_end_object (b);
      print_json (out, b);
    }
  carc_game_free (game);
  return status;
}

/* The push link alone on a line, to paste or to turn into a QR code. */
static int
cmd_bgstats_link (int       argc,
                  char    **argv,
                  GString  *out,
                  GString  *err)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcStore) store = NULL;
  g_autofree char *link = NULL;
  CarcBgstatsOptions options = { 0 };
  StoreArgs args = { 0 };
  CarcGame *game = NULL;
  int status = CARC_CLI_OK;

  if (!parse_store_args (argc, argv, "db game location", &args, err))
    return CARC_CLI_BAD_INPUT;
  options.location = args.location;
  if (args.positional->len > 0)
    status = bad_input (err, NULL, USAGE);
  else if (args.game == NULL)
    status = bad_input (err, NULL, "bgstats-link needs --game ID (carcassonne-cli games lists them)");
  else if ((store = carc_store_open (args.db, CARC_STORE_OPEN_READ_ONLY, &error)) == NULL)
    status = store_error (err, NULL, error);
  else if ((game = load_finished_game (store, args.game, err, &status)) != NULL)
    {
      link = carc_bgstats_link (game, &options, &error);
      if (link == NULL)
        status = bad_input (err, NULL, error->message);
      carc_game_free (game);
    }
  store_args_clear (&args);
  if (status != CARC_CLI_OK)
    return status;
  g_string_append (out, link);
  g_string_append_c (out, '\n');
  return CARC_CLI_OK;
}

static int
cmd_export (int       argc,
            char    **argv,
            GString  *out,
            GString  *err)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcStore) store = NULL;
  g_autoptr(JsonBuilder) b = json_builder_new ();
  StoreArgs args = { 0 };
  const char *file;
  guint n_games = 1;
  int status = CARC_CLI_OK;

  if (!parse_store_args (argc, argv, "db game bgstats location", &args, err))
    return CARC_CLI_BAD_INPUT;
  file = args.positional->len == 1 ? args.positional->pdata[0] : NULL;
  if (args.bgstats)
    {
      status = export_bgstats (&args, file, out, err);
      store_args_clear (&args);
      return status;
    }
  if (file == NULL)
    status = bad_input (err, NULL, USAGE);
  else if (args.location != NULL)
    status = bad_input (err, NULL, "--location goes with --bgstats");
  else if ((store = carc_store_open (args.db, CARC_STORE_OPEN_READ_ONLY, &error)) == NULL
           || !(args.game ? carc_store_export_game (store, args.game, file, &error)
                          : carc_store_export_backup (store, file, &n_games, &error)))
    status = store_error (err, NULL, error);
  if (status == CARC_CLI_OK)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "exported");
      json_builder_add_int_value (b, n_games);
      json_builder_set_member_name (b, "file");
      json_builder_add_string_value (b, file);
      json_builder_end_object (b);
      print_json (out, b);
    }
  store_args_clear (&args);
  return status;
}

static int
cmd_import (int       argc,
            char    **argv,
            GString  *out,
            GString  *err)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcStore) store = NULL;
  g_autoptr(CarcStoreImport) import = NULL;
  g_autoptr(JsonBuilder) b = json_builder_new ();
  StoreArgs args = { 0 };
  const char *file;
  int status = CARC_CLI_OK;

  if (!parse_store_args (argc, argv, "db", &args, err))
    return CARC_CLI_BAD_INPUT;
  file = args.positional->len == 1 ? args.positional->pdata[0] : NULL;
  if (file == NULL)
    status = bad_input (err, NULL, USAGE);
  else if (g_file_test (file, G_FILE_TEST_IS_DIR))
    status = bad_input (err, file, "it is a folder, not a file");
  else if (!g_file_test (file, G_FILE_TEST_EXISTS))
    status = bad_input (err, file, "there is no such file");
  /* many games are about to be written: first make sure the file is sound */
  else if ((store = carc_store_open (args.db, CARC_STORE_OPEN_CHECK, &error)) == NULL)
    status = store_error (err, NULL, error);
  /* only now is the import file to blame */
  else if ((import = carc_store_import_file (store, file, &error)) == NULL)
    status = store_error (err, file, error);
  store_args_clear (&args);
  if (status != CARC_CLI_OK)
    return status;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "imported");
  json_builder_add_int_value (b, import->imported);
  json_builder_set_member_name (b, "skipped");
  json_builder_add_int_value (b, import->skipped);
  json_builder_set_member_name (b, "players_added");
  json_builder_add_int_value (b, import->players_added);
  json_builder_set_member_name (b, "games");
  json_builder_begin_array (b);
  for (guint i = 0; i < import->imported_ids->len; i++)
    json_builder_add_string_value (b, import->imported_ids->pdata[i]);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "failed");
  json_builder_begin_array (b);
  for (guint i = 0; i < import->failures->len; i++)
    json_builder_add_string_value (b, import->failures->pdata[i]);
  json_builder_end_array (b);
  json_builder_end_object (b);
  print_json (out, b);
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
  if (argc >= 2 && strcmp (argv[1], "games") == 0)
    return cmd_games (argc, argv, out, err);
  if (argc >= 2 && strcmp (argv[1], "stats") == 0)
    return cmd_stats (argc, argv, out, err);
  if (argc >= 2 && strcmp (argv[1], "export") == 0)
    return cmd_export (argc, argv, out, err);
  if (argc >= 2 && strcmp (argv[1], "bgstats-link") == 0)
    return cmd_bgstats_link (argc, argv, out, err);
  if (argc >= 2 && strcmp (argv[1], "import") == 0)
    return cmd_import (argc, argv, out, err);
  return bad_input (err, NULL, USAGE);
}
