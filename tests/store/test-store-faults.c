/* test-store-faults.c: killed in the middle of saving, many times
 *
 * A child process plays random games into the database, one committed
 * transaction per event, and reports every event the store said was
 * committed on a pipe. The parent kills it with SIGKILL at random moments
 * (while it opens the database, replays the game it resumes, or commits),
 * then checks that the database is intact and holds every reported event.
 * The next child resumes the newest unfinished game, as the app does.
 *
 * The same with a child that imports a backup of 60 games (every game is
 * found whole and exactly as in the backup, or not at all, and importing
 * again completes it) and one that keeps correcting earlier events of a
 * stored game (the database holds the last committed log, or the one being
 * committed when it died, never a mixture).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "carc-store-private.h"
#include "store-test-util.h"

#define N_KILLS 200

static const char * const set_choices[] = {
  "base",
  "base,inns-and-cathedrals",
  "base,traders-and-builders,hills-and-sheep",
};

static void
report (int         fd,
        const char *line)
{
  size_t length = strlen (line);

  /* one write per line: shorter than PIPE_BUF, so never torn */
  while (write (fd, line, length) < 0 && errno == EINTR)
    ;
}

static G_NORETURN void
child_fail (int           fd,
            const GError *error)
{
  g_autofree char *line = g_strdup_printf ("E %s\n", error ? error->message : "?");
  for (char *p = line + 2; *p && p[1]; p++)
    if (*p == '\n')
      *p = ' ';
  report (fd, line);
  _exit (2);
}

/* Never returns: the parent kills it. */
static G_NORETURN void
child_main (const char *path,
            int         fd,
            guint64     seed)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (seed);
  CarcStore *store = carc_store_open (path, CARC_STORE_OPEN_DEFAULT, &error);
  CarcStoreGameSummary *resume;
  CarcGame *game = NULL;

  if (store == NULL)
    child_fail (fd, error);
  resume = carc_store_find_unfinished_game (store, &error);
  if (error)
    child_fail (fd, error);
  if (resume)
    {
      game = carc_store_load_game (store, resume->id, &error);
      if (game == NULL)
        child_fail (fd, error);
      carc_store_game_summary_free (resume);
    }

  for (guint n = 0;; n++)
    {
      char line[128];

      if (game == NULL || carc_state_get_phase (carc_game_get_state (game)) == CARC_PHASE_OVER)
        {
          g_clear_pointer (&game, carc_game_free);
          game = store_test_game_new (set_choices[(seed + n) % G_N_ELEMENTS (set_choices)],
                                      (seed + n) % 2 ? "Alice,Bob" : "Alice,Bob,Carol", 0);
          /* forked children share GLib's random state, hence their uuids:
           * name the games after the child instead */
          g_snprintf (line, sizeof line, "game-%" G_GUINT64_FORMAT "-%u", seed, n);
          carc_game_set_id (game, line);
          if (!carc_store_create_game (store, game, &error))
            child_fail (fd, error);
          g_snprintf (line, sizeof line, "C %s\n", carc_game_get_id (game));
          report (fd, line);
        }
      if (!store_test_random_step (player, game, g_get_real_time ()))
        continue;
      if (!carc_store_append_event (store, game, &error))
        child_fail (fd, error);
      /* only now is the event the table's: the store has committed it */
      g_snprintf (line, sizeof line, "A %s %u\n", carc_game_get_id (game), carc_game_get_n_events (game) - 1);
      report (fd, line);
    }
}

typedef struct {
  char  *id;
  guint  index;
} Reported;

static void
parse_lines (GString   *buffer,
             GPtrArray *created,
             GArray    *appended,
             guint     *n_lines)
{
  char *start = buffer->str, *end;

  while ((end = strchr (start, '\n')))
    {
      *end = '\0';
      if (start[0] == 'C' && start[1] == ' ')
        g_ptr_array_add (created, g_strdup (start + 2));
      else if (start[0] == 'A' && start[1] == ' ')
        {
          char *space = strrchr (start + 2, ' ');
          Reported r;
          g_assert_nonnull (space);
          *space = '\0';
          r.id = g_strdup (start + 2);
          r.index = (guint) g_ascii_strtoull (space + 1, NULL, 10);
          g_array_append_val (appended, r);
        }
      else if (start[0] == 'E')
        g_error ("the child failed: %s", start + 2);
      else
        g_error ("unexpected line from the child: “%s”", start);
      (*n_lines)++;
      start = end + 1;
    }
  g_string_erase (buffer, 0, start - buffer->str);
}

static void
check_database (const char *path,
                GPtrArray  *created,
                GArray     *appended)
{
  sqlite3 *db = NULL;
  sqlite3_stmt *stmt = NULL;

  /* read-only, so that closing it does not checkpoint: the next child
   * opens the database with the WAL the killed one left */
  g_assert_cmpint (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READONLY, NULL), ==, SQLITE_OK);

  g_assert_cmpint (sqlite3_prepare_v2 (db, "PRAGMA integrity_check", -1, &stmt, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  g_assert_cmpstr ((const char *) sqlite3_column_text (stmt, 0), ==, "ok");
  sqlite3_finalize (stmt);

  /* the derived count always matches the log: both change in one transaction */
  g_assert_cmpint (sqlite3_prepare_v2 (db,
    "SELECT count(*) FROM games g WHERE n_events <> (SELECT count(*) FROM events e WHERE e.game = g.id)"
    " OR (n_events > 0 AND n_events - 1 <> (SELECT max(idx) FROM events e WHERE e.game = g.id))",
    -1, &stmt, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  g_assert_cmpint (sqlite3_column_int (stmt, 0), ==, 0);
  sqlite3_finalize (stmt);

  g_assert_cmpint (sqlite3_prepare_v2 (db, "SELECT count(*) FROM games WHERE uuid = ?", -1, &stmt, NULL), ==, SQLITE_OK);
  for (guint i = 0; i < created->len; i++)
    {
      sqlite3_reset (stmt);
      sqlite3_bind_text (stmt, 1, created->pdata[i], -1, SQLITE_STATIC);
      g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
      if (sqlite3_column_int (stmt, 0) != 1)
        g_error ("game %s was reported created but is not in the database", (char *) created->pdata[i]);
    }
  sqlite3_finalize (stmt);

  g_assert_cmpint (sqlite3_prepare_v2 (db,
    "SELECT count(*) FROM events e JOIN games g ON g.id = e.game WHERE g.uuid = ? AND e.idx = ?",
    -1, &stmt, NULL), ==, SQLITE_OK);
  for (guint i = 0; i < appended->len; i++)
    {
      const Reported *r = &g_array_index (appended, Reported, i);
      sqlite3_reset (stmt);
      sqlite3_bind_text (stmt, 1, r->id, -1, SQLITE_STATIC);
      sqlite3_bind_int (stmt, 2, (int) r->index);
      g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
      if (sqlite3_column_int (stmt, 0) != 1)
        g_error ("event %u of game %s was reported committed but is lost", r->index + 1, r->id);
    }
  sqlite3_finalize (stmt);
  sqlite3_close (db);
}

/* Every stored game still replays through the store. */
static void
check_games_load (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcStore) store = carc_store_open (path, CARC_STORE_OPEN_DEFAULT, &error);
  g_autoptr(GPtrArray) games = NULL;

  g_assert_no_error (error);
  games = carc_store_list_games (store, NULL, 0, 0, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < games->len; i++)
    {
      const CarcStoreGameSummary *s = games->pdata[i];
      CarcGame *game = carc_store_load_game (store, s->id, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (carc_game_get_n_events (game), ==, s->n_events);
      g_assert_cmpint (carc_state_get_phase (carc_game_get_state (game)) == CARC_PHASE_OVER, ==, s->finished);
      for (guint p = 0; p < s->n_players; p++)
        g_assert_cmpint (carc_state_get_players (carc_game_get_state (game))[p].score, ==, s->players[p].score);
      carc_game_free (game);
    }
}

static void
reported_clear (gpointer data)
{
  g_free (((Reported *) data)->id);
}

static void
test_kill_while_saving (void)
{
  g_autofree char *dir = store_test_make_dir ();
  g_autofree char *path = g_build_filename (dir, "games.sqlite3", NULL);
  g_autoptr(GPtrArray) created = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) appended = g_array_new (FALSE, FALSE, sizeof (Reported));
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261121);
  g_autoptr(GError) error = NULL;
  gint64 start = g_get_monotonic_time ();
  guint killed_mid_stream = 0;

  g_array_set_clear_func (appended, reported_clear);
  /* the catalogue is loaded before forking, as the app would have it */
  g_assert_nonnull (carc_catalogue_get_default (&error));

  for (guint k = 0; k < N_KILLS; k++)
    {
      g_autoptr(GString) buffer = g_string_new (NULL);
      guint target = (guint) g_rand_int_range (rand, 0, 12);
      gulong delay = (gulong) g_rand_int_range (rand, 0, 4000);
      guint n_lines = 0, before = appended->len;
      int fds[2], status;
      char chunk[4096];
      ssize_t got;
      pid_t pid;

      g_assert_cmpint (pipe (fds), ==, 0);
      pid = fork ();
      g_assert_cmpint (pid, >=, 0);
      if (pid == 0)
        {
          close (fds[0]);
          child_main (path, fds[1], 1000 + k);
        }
      close (fds[1]);

      /* let it commit @target events, then wait a random moment */
      while (n_lines < target && (got = read (fds[0], chunk, sizeof chunk)) != 0)
        {
          if (got < 0 && errno == EINTR)
            continue;
          g_assert_cmpint (got, >, 0);
          g_string_append_len (buffer, chunk, got);
          parse_lines (buffer, created, appended, &n_lines);
        }
      g_usleep (delay);
      kill (pid, SIGKILL);
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
      if (!(WIFSIGNALED (status) && WTERMSIG (status) == SIGKILL))
        {
          /* it ended by itself: read why */
          while ((got = read (fds[0], chunk, sizeof chunk)) > 0)
            g_string_append_len (buffer, chunk, got);
          g_error ("the child exited with status %d: %s", status, buffer->str);
        }
      /* what it reported before dying */
      while ((got = read (fds[0], chunk, sizeof chunk)) != 0)
        {
          if (got < 0 && errno == EINTR)
            continue;
          g_assert_cmpint (got, >, 0);
          g_string_append_len (buffer, chunk, got);
        }
      close (fds[0]);
      parse_lines (buffer, created, appended, &n_lines);
      killed_mid_stream += appended->len > before;

      check_database (path, created, appended);
      if (k % 40 == 39)
        check_games_load (path);
    }
  check_games_load (path);

  g_test_message ("%u kills, %u events committed and found again, %u games, %.1f s",
                  N_KILLS, appended->len, created->len, (g_get_monotonic_time () - start) / 1e6);
  /* the kills must have landed among commits, not only before the first */
  g_assert_cmpuint (appended->len, >, N_KILLS);
  g_assert_cmpuint (killed_mid_stream, >, N_KILLS / 2);
  store_test_remove_dir (dir);
}


/* ---- killed during an import ---------------------------------------------- */

#define N_IMPORT_KILLS 40
#define N_IMPORT_GAMES 60

/* A backup of @n random games, written to @path; their records by id. */
static GHashTable *
write_backup (const char *dir,
              const char *path,
              guint       n)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *db = g_build_filename (dir, "source.sqlite3", NULL);
  g_autoptr(CarcStore) store = carc_store_open (db, CARC_STORE_OPEN_DEFAULT, &error);
  GHashTable *records = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  g_assert_no_error (error);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CarcRandomPlayer) player = carc_random_player_new (500 + i);
      CarcGame *game = store_test_game_new (set_choices[i % G_N_ELEMENTS (set_choices)],
                                            i % 2 ? "Alice,Bob" : "Alice,Bob,Carol", MARCH_1 + i * DAY);
      char id[32];

      g_snprintf (id, sizeof id, "import-%03u", i);
      carc_game_set_id (game, id);
      while (store_test_random_step (player, game, MARCH_1 + i * DAY))
        ;
      g_assert_true (carc_store_create_game (store, game, &error));
      g_hash_table_insert (records, g_strdup (id), carc_record_to_json (game));
      carc_game_free (game);
    }
  g_assert_true (carc_store_export_backup (store, path, NULL, &error));
  g_assert_no_error (error);
  return records;
}

/* Every game in the database is whole: it loads, and an imported one is
 * exactly the game of the backup. Returns how many imported games it holds. */
static guint
check_imported (const char *path,
                GHashTable *records)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcStore) store = carc_store_open (path, CARC_STORE_OPEN_READ_ONLY, &error);
  g_autoptr(GPtrArray) games = NULL;
  guint found = 0;

  g_assert_no_error (error);
  games = carc_store_list_games (store, NULL, 0, 0, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < games->len; i++)
    {
      const CarcStoreGameSummary *s = games->pdata[i];
      const char *expected = g_hash_table_lookup (records, s->id);
      CarcGame *game = carc_store_load_game (store, s->id, &error);
      g_autofree char *json = NULL;

      g_assert_no_error (error);
      g_assert_cmpuint (carc_game_get_n_events (game), ==, s->n_events);
      if (expected)
        {
          json = carc_record_to_json (game);
          g_assert_cmpstr (json, ==, expected);
          found++;
        }
      carc_game_free (game);
    }
  return found;
}

static void
test_kill_while_importing (void)
{
  g_autofree char *dir = store_test_make_dir ();
  g_autofree char *path = g_build_filename (dir, "games.sqlite3", NULL);
  g_autofree char *backup = g_build_filename (dir, "backup.json", NULL);
  g_autoptr(GHashTable) records = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261125);
  g_autoptr(GError) error = NULL;
  guint completed = 0, cut = 0, most = 0;
  gint64 full_us;

  g_assert_nonnull (carc_catalogue_get_default (&error));
  records = write_backup (dir, backup, N_IMPORT_GAMES);

  /* how long a whole import takes here, to aim the kills inside it */
  {
    g_autofree char *probe = g_build_filename (dir, "probe.sqlite3", NULL);
    g_autoptr(CarcStore) store = carc_store_open (probe, CARC_STORE_OPEN_DEFAULT, &error);
    gint64 start = g_get_monotonic_time ();
    CarcStoreImport *import = carc_store_import_file (store, backup, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (import->imported, ==, N_IMPORT_GAMES);
    carc_store_import_free (import);
    full_us = g_get_monotonic_time () - start;
  }

  for (guint k = 0; k < N_IMPORT_KILLS; k++)
    {
      int fds[2], status;
      char byte;
      pid_t pid;
      guint found;

      g_assert_cmpint (pipe (fds), ==, 0);
      pid = fork ();
      g_assert_cmpint (pid, >=, 0);
      if (pid == 0)
        {
          /* the store opened, then "go" on the pipe, then the import */
          CarcStore *store = carc_store_open (path, CARC_STORE_OPEN_DEFAULT, &error);
          if (store == NULL)
            child_fail (fds[1], error);
          close (fds[0]);
          report (fds[1], "G\n");
          if (carc_store_import_file (store, backup, &error) == NULL)
            child_fail (fds[1], error);
          report (fds[1], "D\n");
          for (;;)
            pause ();
        }
      close (fds[1]);
      g_assert_cmpint (read (fds[0], &byte, 1), ==, 1);
      g_assert_cmpint (byte, ==, 'G');
      g_usleep ((gulong) g_rand_double_range (rand, 0, full_us * 1.2));
      kill (pid, SIGKILL);
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
      {
        char rest[256] = { 0 };
        ssize_t got = read (fds[0], rest, sizeof rest - 1);
        if (got > 0 && rest[1] == 'E')
          g_error ("the importing child failed: %s", rest);
        completed += got > 0 && strstr (rest, "D") != NULL;
      }
      close (fds[0]);

      /* whatever the kill left: whole games only, each exactly as in the
       * backup, and the database intact */
      {
        g_autoptr(GPtrArray) none = g_ptr_array_new ();
        g_autoptr(GArray) nothing = g_array_new (FALSE, FALSE, sizeof (Reported));
        check_database (path, none, nothing);
      }
      found = check_imported (path, records);
      if (found > 0 && found < N_IMPORT_GAMES)
        cut++;
      most = MAX (most, found);
      /* start each kill from the empty store again, unless the import
       * finished: then a second one must skip every game */
      if (found == N_IMPORT_GAMES || k % 4 == 3)
        {
          g_autoptr(CarcStore) store = carc_store_open (path, CARC_STORE_OPEN_DEFAULT, &error);
          CarcStoreImport *import = carc_store_import_file (store, backup, &error);
          g_assert_no_error (error);
          /* what the killed import left counts as there, the rest comes in */
          g_assert_cmpuint (import->imported + import->skipped, ==, N_IMPORT_GAMES);
          g_assert_cmpuint (import->skipped, ==, found);
          carc_store_import_free (import);
          g_assert_cmpuint (check_imported (path, records), ==, N_IMPORT_GAMES);
          g_clear_object (&store);
          store_test_remove_dir (dir);
          g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
          g_hash_table_unref (g_steal_pointer (&records));
          records = write_backup (dir, backup, N_IMPORT_GAMES);
        }
    }
  g_test_message ("%u kills during imports of %u games (%.0f ms each): %u finished before the kill, "
                  "%u left some games (batches), at most %u games found after a kill",
                  N_IMPORT_KILLS, N_IMPORT_GAMES, full_us / 1e3, completed, cut, most);
  /* the kills must have landed while the import ran */
  g_assert_cmpuint (completed, <, N_IMPORT_KILLS);
  store_test_remove_dir (dir);
}

/* ---- killed during a correction ------------------------------------------- */

#define N_CORRECTION_KILLS 40

static char *
game_hash (const CarcGame *game)
{
  g_autofree char *json = carc_record_to_json (game);
  return g_compute_checksum_for_string (G_CHECKSUM_SHA256, json, -1);
}

/* Corrects random earlier events of the stored game, forever; reports the
 * log it is about to commit ("P hash") and then that it did ("R hash"). */
static G_NORETURN void
correcting_child (const char *path,
                  const char *id,
                  int         fd,
                  guint64     seed)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (seed);
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) seed);
  CarcStore *store = carc_store_open (path, CARC_STORE_OPEN_DEFAULT, &error);
  CarcGame *game;

  if (store == NULL)
    child_fail (fd, error);
  game = carc_store_load_game (store, id, &error);
  if (game == NULL)
    child_fail (fd, error);
  for (;;)
    {
      guint n = carc_game_get_n_events (game);
      guint index = (guint) g_rand_int_range (rand, 0, (gint32) n);
      CarcState *state = carc_game_replay_prefix (game, index, NULL);
      CarcEvent event;
      gboolean ok;
      char line[128];
      g_autofree char *hash = NULL;

      if (!carc_random_player_next (player, state, &event))
        {
          carc_state_free (state);
          continue;
        }
      carc_state_free (state);
      event.time = MARCH_1 + index * SEC;
      switch (g_rand_int_range (rand, 0, 3))
        {
        case 0:
          ok = carc_game_replace_event (game, index, &event, NULL);
          break;
        case 1:
          ok = carc_game_remove_event (game, n - 1, NULL) && carc_game_append (game, &event, NULL);
          break;
        default:
          /* a tile taken out with what followed it: every later row moves */
          ok = carc_game_get_event (game, index)->type == CARC_EVENT_TILE && index + 1 < n
               && carc_game_remove_event (game, index, NULL) && carc_game_remove_event (game, index, NULL);
          break;
        }
      if (!ok)
        {
          /* the game may be half-changed by the remove: take it again */
          carc_game_free (game);
          game = carc_store_load_game (store, id, &error);
          if (game == NULL)
            child_fail (fd, error);
          continue;
        }
      hash = game_hash (game);
      g_snprintf (line, sizeof line, "P %s\n", hash);
      report (fd, line);
      if (!carc_store_replace_events (store, game, &error))
        child_fail (fd, error);
      g_snprintf (line, sizeof line, "R %s\n", hash);
      report (fd, line);
    }
}

static void
test_kill_while_correcting (void)
{
  g_autofree char *dir = store_test_make_dir ();
  g_autofree char *path = g_build_filename (dir, "games.sqlite3", NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261126);
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (77);
  g_autofree char *committed = NULL;
  guint corrections = 0, pending_landed = 0;
  CarcGame *game = store_test_game_new ("base,inns-and-cathedrals,traders-and-builders", "Alice,Bob,Carol", MARCH_1);

  carc_game_set_id (game, "corrected");
  while (store_test_random_step (player, game, MARCH_1))
    ;
  {
    g_autoptr(CarcStore) store = carc_store_open (path, CARC_STORE_OPEN_DEFAULT, &error);
    g_assert_no_error (error);
    g_assert_true (carc_store_create_game (store, game, &error));
  }
  committed = game_hash (game);
  carc_game_free (game);

  for (guint k = 0; k < N_CORRECTION_KILLS; k++)
    {
      g_autoptr(GString) buffer = g_string_new (NULL);
      g_autofree char *pending = NULL;
      guint target = (guint) g_rand_int_range (rand, 1, 6);
      guint seen = 0;
      int fds[2], status;
      char chunk[4096];
      ssize_t got;
      pid_t pid;

      g_assert_cmpint (pipe (fds), ==, 0);
      pid = fork ();
      g_assert_cmpint (pid, >=, 0);
      if (pid == 0)
        {
          close (fds[0]);
          correcting_child (path, "corrected", fds[1], 3000 + k);
        }
      close (fds[1]);
      /* after @target commits, kill it at a random moment */
      while (seen < target && (got = read (fds[0], chunk, sizeof chunk)) > 0)
        {
          g_string_append_len (buffer, chunk, got);
          seen = 0;
          for (const char *p = buffer->str; (p = strstr (p, "R ")); p++)
            seen++;
        }
      g_usleep ((gulong) g_rand_int_range (rand, 0, 20000));
      kill (pid, SIGKILL);
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
      while ((got = read (fds[0], chunk, sizeof chunk)) > 0)
        g_string_append_len (buffer, chunk, got);
      close (fds[0]);
      if (strstr (buffer->str, "E "))
        g_error ("the correcting child failed: %s", buffer->str);

      /* the last committed log, and the one being committed when it died */
      {
        g_auto(GStrv) lines = g_strsplit (buffer->str, "\n", -1);
        for (guint i = 0; lines[i]; i++)
          {
            if (g_str_has_prefix (lines[i], "P "))
              {
                g_free (pending);
                pending = g_strdup (lines[i] + 2);
              }
            else if (g_str_has_prefix (lines[i], "R "))
              {
                g_free (committed);
                committed = g_strdup (lines[i] + 2);
                g_clear_pointer (&pending, g_free);
                corrections++;
              }
          }
      }

      /* the stored game is the last committed correction, or the one the
       * kill interrupted if its commit landed: never a mixture */
      {
        g_autoptr(GPtrArray) none = g_ptr_array_new ();
        g_autoptr(GArray) nothing = g_array_new (FALSE, FALSE, sizeof (Reported));
        g_autoptr(CarcStore) store = NULL;
        g_autofree char *stored_hash = NULL;
        CarcGame *stored;

        check_database (path, none, nothing);
        store = carc_store_open (path, CARC_STORE_OPEN_READ_ONLY, &error);
        g_assert_no_error (error);
        stored = carc_store_load_game (store, "corrected", &error);
        g_assert_no_error (error);
        stored_hash = game_hash (stored);
        /* the derived results were saved with the log, in one transaction */
        {
          g_autoptr(CarcStoreGameSummary) summary = carc_store_get_game_summary (store, "corrected", &error);
          g_assert_no_error (error);
          g_assert_cmpuint (summary->n_events, ==, carc_game_get_n_events (stored));
          for (guint p = 0; p < summary->n_players; p++)
            g_assert_cmpint (summary->players[p].score, ==, carc_state_get_players (carc_game_get_state (stored))[p].score);
        }
        carc_game_free (stored);
        if (pending && g_strcmp0 (stored_hash, pending) == 0)
          {
            pending_landed++;
            g_free (committed);
            committed = g_steal_pointer (&stored_hash);
          }
        else
          g_assert_cmpstr (stored_hash, ==, committed);
      }
    }
  g_test_message ("%u kills, %u corrections committed and found, %u interrupted ones that had landed",
                  N_CORRECTION_KILLS, corrections, pending_landed);
  g_assert_cmpuint (corrections, >=, N_CORRECTION_KILLS);
  store_test_remove_dir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/store/faults/kill-while-saving", test_kill_while_saving);
  g_test_add_func ("/store/faults/kill-while-importing", test_kill_while_importing);
  g_test_add_func ("/store/faults/kill-while-correcting", test_kill_while_correcting);
  return g_test_run ();
}
