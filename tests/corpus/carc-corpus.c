/* carc-corpus.c: a club's games, for the benchmarks and the GUI tests
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "carc-corpus.h"

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "carc-random.h"
#include "carc-record.h"

/* Bump when the games change: cached databases are named by it. */
#define CORPUS_VERSION 2

/* A backup file holds at most this many games: the import reads a file
 * whole, and a chunk stays well under its size limit. */
#define GAMES_PER_FILE 1000

/* The club: first names as a Czech club writes them, a few from abroad. */
static const char * const members[] = {
  "Anna", "Boris", "Cecílie", "David", "Eliška", "František", "Gréta", "Hynek",
  "Irena", "Jakub", "Karolína", "Luboš", "Markéta", "Nikola", "Ondřej", "Petra",
  "Radek", "Šárka", "Tomáš", "Uršula", "Věra", "Zdeněk", "Alice", "Bob",
};

/* The game and set mixes the club plays, and how many of the distinct
 * games each has. */
typedef struct {
  const char *sets[8];
  guint       n_games;
} Mix;

#define BIG_BOX "base", "inns-and-cathedrals", "traders-and-builders", "hills-and-sheep", "river"

static const Mix mixes[] = {
  { { "base", NULL }, 80 },
  { { "base", "inns-and-cathedrals", NULL }, 40 },
  { { "base", "inns-and-cathedrals", "traders-and-builders", NULL }, 25 },
  { { BIG_BOX, NULL }, 40 },
  { { "base", "river", NULL }, 15 },
  { { BIG_BOX, "wheel-of-fortune", NULL }, 20 },
  { { "base", "wheel-of-fortune", NULL }, 10 },
  { { "base", "towers-and-thieves", NULL }, 20 },
  { { BIG_BOX, "towers-and-thieves", NULL }, 5 },
  { { "hunters-and-gatherers", NULL }, 20 },
};

/* The records of real games in tests/data that join them. */
static const char * const record_files[] = {
  "big-box-game.json", "custom-tile-game.json", "towers-and-thieves-game.json",
  "wheel-box-game.json", "wheel-game.json",
};

/* Every 28th distinct game is left unfinished: 10 of the 280. */
#define UNFINISHED_EVERY 28

static gboolean
is_unfinished (guint distinct)
{
  return distinct % UNFINISHED_EVERY == UNFINISHED_EVERY - 1;
}

static gint64
corpus_start (void)
{
  g_autoptr(GDateTime) first = g_date_time_new_local (CARC_CORPUS_FIRST_YEAR, 1, 3, 18, 0, 0);

  return g_date_time_to_unix (first) * G_USEC_PER_SEC;
}

static gint64
corpus_end (void)
{
  g_autoptr(GDateTime) last = g_date_time_new_local (CARC_CORPUS_LAST_YEAR, 11, 20, 22, 0, 0);

  return g_date_time_to_unix (last) * G_USEC_PER_SEC;
}

/* Distinct game @distinct of mix @mix, played by the random player; a turn
 * every half minute or so. */
static CarcGame *
random_game (const Mix *mix,
             guint      distinct)
{
  CarcCatalogue *catalogue = carc_catalogue_get_default (NULL);
  gboolean hunters = g_str_equal (mix->sets[0], "hunters-and-gatherers");
  guint n_players = 2 + distinct % (hunters ? 3 : 4);
  gint64 created = corpus_start ();

  for (guint64 seed = 1000 + distinct * 31;; seed += 7919)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(CarcRandomPlayer) player = carc_random_player_new (seed);
      CarcSetup *setup = carc_setup_new ();
      CarcGame *game;
      CarcEvent event;
      guint n = 0, stop = is_unfinished (distinct) ? 20 + distinct % 60 : 0;
      gint64 t = created;

      for (guint i = 0; mix->sets[i] != NULL; i++)
        if (!carc_setup_add_set (setup, catalogue, mix->sets[i], &error))
          g_error ("corpus: set %s: %s", mix->sets[i], error->message);
      /* a member seats once a game: 5 and 24 share no factor */
      for (guint p = 0; p < n_players; p++)
        carc_setup_add_player (setup, members[(distinct * 7 + p * 5) % G_N_ELEMENTS (members)], NULL);
      game = carc_game_new (catalogue, setup, &error);
      if (game == NULL)
        g_error ("corpus: game %u: %s", distinct, error->message);
      carc_game_set_created (game, created);

      while (carc_random_player_next (player, carc_game_get_state (game), &event))
        {
          t += (12 + (n * 7 + distinct) % 40) * G_USEC_PER_SEC;
          event.time = t;
          if (!carc_game_append (game, &event, &error))
            g_error ("corpus: game %u, event %u: %s", distinct, n, error->message);
          if (++n == stop)
            break;
        }
      /* a game meant to be finished that the random player could not end
       * is played again with another seed */
      if (stop != 0 || carc_state_get_phase (carc_game_get_state (game)) == CARC_PHASE_OVER)
        return game;
      carc_game_free (game);
    }
}

GPtrArray *
carc_corpus_distinct_games (void)
{
  GPtrArray *games = g_ptr_array_new_with_free_func ((GDestroyNotify) carc_game_free);
  CarcCatalogue *catalogue = carc_catalogue_get_default (NULL);
  guint distinct = 0;

  for (guint r = 0; r < G_N_ELEMENTS (record_files); r++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *path = g_build_filename (CARC_CORPUS_DATA_DIR, record_files[r], NULL);
      CarcGame *game = carc_game_load_file (catalogue, path, &error);

      if (game == NULL)
        g_error ("corpus: %s: %s", path, error->message);
      g_ptr_array_add (games, game);
      distinct++;
    }
  for (guint m = 0; m < G_N_ELEMENTS (mixes); m++)
    for (guint i = 0; i < mixes[m].n_games; i++)
      g_ptr_array_add (games, random_game (&mixes[m], distinct++));
  g_assert_cmpuint (games->len, ==, CARC_CORPUS_N_DISTINCT);
  return games;
}

guint
carc_corpus_count_unfinished (guint n_games)
{
  g_autoptr(GPtrArray) games = carc_corpus_distinct_games ();
  guint count = 0;

  for (guint i = 0; i < n_games; i++)
    if (carc_state_get_phase (carc_game_get_state (games->pdata[i % games->len])) != CARC_PHASE_OVER)
      count++;
  return count;
}

/* A time member of @object moved by @shift. */
static void
shift_time (JsonObject *object,
            const char *member,
            gint64      shift)
{
  const char *text = json_object_has_member (object, member)
                     ? json_object_get_string_member_with_default (object, member, NULL) : NULL;
  g_autofree char *moved = NULL;
  gint64 usec;

  if (text == NULL || !carc_record_parse_time (text, &usec))
    return;
  moved = carc_record_format_time (usec + shift);
  json_object_set_string_member (object, member, moved);
}

/* The last event's time, or @fallback. */
static gint64
last_time (const CarcGame *game,
           gint64          fallback)
{
  guint n = carc_game_get_n_events (game);

  for (guint i = n; i > 0; i--)
    if (carc_game_get_event (game, i - 1)->time > 0)
      return carc_game_get_event (game, i - 1)->time;
  return fallback;
}

/* Copy @index of @n_games: @record (the distinct game's record) with an id
 * and a date of its own, as an element of a backup's "games". */
static void
append_copy (GString        *out,
             const CarcGame *game,
             const char     *record,
             guint           index,
             guint           n_games)
{
  /* parsed again for each copy: json_node_copy () shares the members */
  g_autoptr(JsonNode) copy = json_from_string (record, NULL);
  JsonObject *object = json_node_get_object (copy);
  JsonArray *events = json_object_get_array_member (object, "events");
  gint64 start = corpus_start (), span = corpus_end () - start;
  /* even steps, and an evening hour that moves from game to game */
  gint64 created = start + (gint64) ((double) span * index / MAX (n_games, 1))
                   + (gint64) (index % 5) * 600 * G_USEC_PER_SEC;
  gint64 shift = created - carc_game_get_created (game);
  g_autofree char *id = g_strdup_printf ("c0a5c0a5-%04x-4%03x-8%03x-%012x",
                                         CORPUS_VERSION, (index >> 24) & 0xfff, (index >> 12) & 0xfff,
                                         index & 0xfff);
  g_autofree char *created_text = carc_record_format_time (created);
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *json = NULL;
  gboolean over = carc_state_get_phase (carc_game_get_state (game)) == CARC_PHASE_OVER;

  json_object_set_string_member (object, "id", id);
  json_object_set_string_member (object, "created", created_text);
  for (guint e = 0; events != NULL && e < json_array_get_length (events); e++)
    {
      JsonNode *event = json_array_get_element (events, e);

      if (JSON_NODE_HOLDS_OBJECT (event))
        shift_time (json_node_get_object (event), "time", shift);
    }
  json_generator_set_root (generator, copy);
  json = json_generator_to_data (generator, NULL);

  g_string_append (out, out->str[out->len - 1] == '[' ? "\n" : ",\n");
  if (over)
    {
      g_autofree char *ended = carc_record_format_time (last_time (game, carc_game_get_created (game)) + shift);
      g_string_append_printf (out, "{\"ended\": \"%s\", \"record\": %s}", ended, json);
    }
  else
    g_string_append_printf (out, "{\"ended\": null, \"record\": %s}", json);
}

/* Writes games @first … @last - 1 of @n_games to @path. */
static gboolean
write_chunk (const char  *path,
             GPtrArray   *games,
             GPtrArray   *records,
             guint        first,
             guint        last,
             guint        n_games,
             GError     **error)
{
  g_autoptr(GString) out = g_string_new ("{\"format\": \"carcassonne-companion/backup\", \"version\": 1, \"games\": [");

  for (guint i = first; i < last; i++)
    append_copy (out, games->pdata[i % games->len], records->pdata[i % records->len], i, n_games);
  g_string_append (out, "\n]}\n");
  return g_file_set_contents (path, out->str, (gssize) out->len, error);
}

static GPtrArray *
records_of (GPtrArray *games)
{
  GPtrArray *records = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < games->len; i++)
    g_ptr_array_add (records, carc_record_to_json (games->pdata[i]));
  return records;
}

gboolean
carc_corpus_write_backup (const char  *path,
                          guint        n_games,
                          GError     **error)
{
  g_autoptr(GPtrArray) games = carc_corpus_distinct_games ();
  g_autoptr(GPtrArray) records = records_of (games);

  return write_chunk (path, games, records, 0, n_games, n_games, error);
}

static gboolean
run_import (const char  *cli,
            const char  *db_path,
            const char  *file,
            GError     **error)
{
  const char *argv[] = { cli, "import", "--db", db_path, file, NULL };
  g_autofree char *err = NULL;
  int status = 0;

  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL,
                     NULL, &err, &status, error))
    return FALSE;
  if (!g_spawn_check_wait_status (status, NULL))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s import %s: %s", cli, file, err);
      return FALSE;
    }
  return TRUE;
}

gboolean
carc_corpus_import (const char  *cli,
                    const char  *db_path,
                    guint        n_games,
                    GError     **error)
{
  g_autoptr(GPtrArray) games = carc_corpus_distinct_games ();
  g_autoptr(GPtrArray) records = records_of (games);
  g_autofree char *dir = g_dir_make_tmp ("carc-corpus-XXXXXX", error);
  g_autofree char *file = NULL;
  gboolean ok = TRUE;

  if (dir == NULL)
    return FALSE;
  file = g_build_filename (dir, "backup.json", NULL);
  for (guint first = 0; ok && first < n_games; first += GAMES_PER_FILE)
    ok = write_chunk (file, games, records, first, MIN (first + GAMES_PER_FILE, n_games), n_games, error)
         && run_import (cli, db_path, file, error);
  g_unlink (file);
  g_rmdir (dir);
  return ok;
}

static gboolean
copy_file (const char  *from,
           const char  *to,
           GError     **error)
{
  g_autoptr(GFile) source = g_file_new_for_path (from);
  g_autoptr(GFile) destination = g_file_new_for_path (to);

  return g_file_copy (source, destination, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, error);
}

static void
unlink_database (const char *path)
{
  g_autofree char *wal = g_strconcat (path, "-wal", NULL);
  g_autofree char *shm = g_strconcat (path, "-shm", NULL);

  g_unlink (path);
  g_unlink (wal);
  g_unlink (shm);
}

gboolean
carc_corpus_copy_database (const char  *cli,
                           const char  *cache_dir,
                           guint        n_games,
                           const char  *db_path,
                           GError     **error)
{
  g_autofree char *name = g_strdup_printf ("corpus-v%d-%u.sqlite3", CORPUS_VERSION, n_games);
  g_autofree char *cached = g_build_filename (cache_dir, name, NULL);

  if (!g_file_test (cached, G_FILE_TEST_EXISTS))
    {
      g_autofree char *building = g_strconcat (cached, ".building", NULL);

      if (g_mkdir_with_parents (cache_dir, 0755) != 0)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "cannot create %s", cache_dir);
          return FALSE;
        }
      /* built aside and renamed, so that a run cut short leaves no half
       * database to be taken for a whole one */
      unlink_database (building);
      if (!carc_corpus_import (cli, building, n_games, error))
        {
          unlink_database (building);
          return FALSE;
        }
      if (g_rename (building, cached) != 0)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "cannot rename %s", building);
          return FALSE;
        }
    }
  unlink_database (db_path);
  return copy_file (cached, db_path, error);
}
