/* carc-store-schema.c: the database schema, version by version
 *
 * Each step is the DDL exactly as that version shipped; a new database runs
 * them all, an older one the steps it lacks, so a fresh and an upgraded
 * database always end with the same schema. Never edit a step that has
 * shipped: add the next one (and a test that upgrades to it, see
 * tests/store/test-store.c). docs/store.md explains every table.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "carc-registry.h"
#include "carc-store-private.h"

/* Version 1: every game saved as it happens, and resumed. */
static const char schema_v1[] =
  "CREATE TABLE players (\n"
  "  id       INTEGER PRIMARY KEY,\n"
  "  name     TEXT NOT NULL,\n"
  "  name_key TEXT NOT NULL UNIQUE,   -- carc_store_fold (name): one person, one entry\n"
  "  colour   TEXT,\n"
  "  created  INTEGER NOT NULL\n"
  ");\n"
  "CREATE TABLE games (\n"
  "  id       INTEGER PRIMARY KEY,\n"
  "  uuid     TEXT NOT NULL UNIQUE,     -- the record's id: imports merge by it\n"
  "  created  INTEGER NOT NULL,         -- µs since the epoch, UTC\n"
  "  updated  INTEGER NOT NULL,\n"
  "  ended    INTEGER,\n"
  "  state    TEXT NOT NULL DEFAULT 'playing' CHECK (state IN ('playing', 'finished')),\n"
  "  setup    TEXT NOT NULL,            -- carc_setup_to_json ()\n"
  "  sets     TEXT NOT NULL,            -- JSON array of set ids\n"
  "  n_events INTEGER NOT NULL DEFAULT 0\n"
  ");\n"
  "CREATE INDEX games_created ON games (created);\n"
  "CREATE TABLE game_players (\n"
  "  game   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,\n"
  "  seat   INTEGER NOT NULL,\n"
  "  player INTEGER NOT NULL REFERENCES players (id),\n"
  "  name   TEXT NOT NULL,              -- as entered for this game\n"
  "  colour TEXT NOT NULL,\n"
  "  score  INTEGER NOT NULL DEFAULT 0, -- after the last stored event\n"
  "  PRIMARY KEY (game, seat)\n"
  ") WITHOUT ROWID;\n"
  "CREATE INDEX game_players_player ON game_players (player);\n"
  "CREATE TABLE events (\n"
  "  game  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,\n"
  "  idx   INTEGER NOT NULL,\n"
  "  data  TEXT NOT NULL,               -- carc_event_to_json ()\n"
  "  time  INTEGER,                     -- the event's own time\n"
  "  saved INTEGER,                     -- when it was committed while playing\n"
  "  PRIMARY KEY (game, idx)\n"
  ") WITHOUT ROWID;\n";

/* Version 2: reviewed and counted. Results and scorings derived from the
 * log when a game ends, so that statistics never replay games; games can be
 * deleted with undo. carc_store_schema_migrate() fills the results of the
 * games that had already finished. */
static const char schema_v2[] =
  "ALTER TABLE games ADD COLUMN deleted INTEGER;\n"
  "CREATE TABLE results (\n"
  "  game         INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,\n"
  "  seat         INTEGER NOT NULL,\n"
  "  player       INTEGER NOT NULL REFERENCES players (id),\n"
  "  score        INTEGER NOT NULL,\n"
  "  winner       INTEGER NOT NULL,\n"
  "  shared       INTEGER NOT NULL,     -- won together with another player\n"
  "  road         INTEGER NOT NULL DEFAULT 0,\n"
  "  city         INTEGER NOT NULL DEFAULT 0,\n"
  "  monastery    INTEGER NOT NULL DEFAULT 0,\n"
  "  field        INTEGER NOT NULL DEFAULT 0,\n"
  "  goods        INTEGER NOT NULL DEFAULT 0,\n"
  "  flock        INTEGER NOT NULL DEFAULT 0,\n"
  "  wheel        INTEGER NOT NULL DEFAULT 0,\n"
  "  crown        INTEGER NOT NULL DEFAULT 0,\n"
  "  guard        INTEGER NOT NULL DEFAULT 0,\n"
  "  biggest_city INTEGER NOT NULL DEFAULT 0, -- tiles\n"
  "  longest_road INTEGER NOT NULL DEFAULT 0, -- tiles\n"
  "  turns        INTEGER NOT NULL DEFAULT 0, -- turns with a known duration\n"
  "  turn_time    INTEGER NOT NULL DEFAULT 0, -- their total, µs\n"
  "  PRIMARY KEY (game, seat)\n"
  ") WITHOUT ROWID;\n"
  "CREATE INDEX results_player ON results (player);\n"
  "CREATE TABLE scorings (\n"
  "  game     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,\n"
  "  n        INTEGER NOT NULL,\n"
  "  grp      INTEGER NOT NULL,\n"
  "  event    INTEGER NOT NULL,\n"
  "  turn     INTEGER NOT NULL,\n"
  "  seat     INTEGER NOT NULL,\n"
  "  kind     TEXT NOT NULL,\n"
  "  points   INTEGER NOT NULL,\n"
  "  tiles    INTEGER NOT NULL,\n"
  "  pennants INTEGER NOT NULL,\n"
  "  count    INTEGER NOT NULL,\n"
  "  final    INTEGER NOT NULL,\n"
  "  flags    INTEGER NOT NULL,\n"
  "  PRIMARY KEY (game, n)\n"
  ") WITHOUT ROWID;\n";

/* Version 3: the game type (Hunters & Gatherers is coming), the rule
 * variants and the box inventory as columns of their own, the score
 * categories of Hunters & Gatherers, and an index that lets statistics over
 * 10,000 games run in well under 200 ms. */
static const char schema_v3[] =
  "ALTER TABLE games ADD COLUMN type TEXT NOT NULL DEFAULT 'carcassonne';\n"
  "ALTER TABLE games ADD COLUMN variants TEXT NOT NULL DEFAULT '{}';\n"
  "ALTER TABLE games ADD COLUMN inventory TEXT NOT NULL DEFAULT '{}';\n"
  "UPDATE games SET variants = COALESCE (json_extract (setup, '$.rules'), '{}'),\n"
  "                 inventory = COALESCE (json_extract (setup, '$.inventory'), '{}');\n"
  "-- covers the statistics' scan of finished games, so that it never reads\n"
  "-- the (large) game rows\n"
  "CREATE INDEX games_finished ON games (state, deleted, type, created, uuid, sets);\n"
  "ALTER TABLE results ADD COLUMN river  INTEGER NOT NULL DEFAULT 0;\n"
  "ALTER TABLE results ADD COLUMN forest INTEGER NOT NULL DEFAULT 0;\n"
  "ALTER TABLE results ADD COLUMN meadow INTEGER NOT NULL DEFAULT 0;\n"
  "ALTER TABLE results ADD COLUMN hut    INTEGER NOT NULL DEFAULT 0;\n"
  "ALTER TABLE results ADD COLUMN trap   INTEGER NOT NULL DEFAULT 0;\n"
  "ALTER TABLE results ADD COLUMN canoe  INTEGER NOT NULL DEFAULT 0;\n";

/* Version 4: points per score kind as rows of their own rather than one
 * results column per kind, so that a kind a new expansion brings needs no
 * new schema step. Only the kinds a player scored in get a row. The old
 * columns are carried over and dropped. */
static const char schema_v4[] =
  "CREATE TABLE result_points (\n"
  "  game   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,\n"
  "  seat   INTEGER NOT NULL,\n"
  "  player INTEGER NOT NULL REFERENCES players (id),\n"
  "  kind   TEXT NOT NULL,               -- carc_score_kind_name (): road, city, …\n"
  "  points INTEGER NOT NULL,            -- never 0: a kind not scored has no row\n"
  "  PRIMARY KEY (game, seat, kind)\n"
  ") WITHOUT ROWID;\n"
  "INSERT INTO result_points (game, seat, player, kind, points)\n"
  "            SELECT game, seat, player, 'road',      road      FROM results WHERE road <> 0\n"
  "  UNION ALL SELECT game, seat, player, 'city',      city      FROM results WHERE city <> 0\n"
  "  UNION ALL SELECT game, seat, player, 'monastery', monastery FROM results WHERE monastery <> 0\n"
  "  UNION ALL SELECT game, seat, player, 'field',     field     FROM results WHERE field <> 0\n"
  "  UNION ALL SELECT game, seat, player, 'goods',     goods     FROM results WHERE goods <> 0\n"
  "  UNION ALL SELECT game, seat, player, 'flock',     flock     FROM results WHERE flock <> 0\n"
  "  UNION ALL SELECT game, seat, player, 'wheel',     wheel     FROM results WHERE wheel <> 0\n"
  "  UNION ALL SELECT game, seat, player, 'crown',     crown     FROM results WHERE crown <> 0\n"
  "  UNION ALL SELECT game, seat, player, 'guard',     guard     FROM results WHERE guard <> 0\n"
  "  UNION ALL SELECT game, seat, player, 'river',     river     FROM results WHERE river <> 0\n"
  "  UNION ALL SELECT game, seat, player, 'forest',    forest    FROM results WHERE forest <> 0\n"
  "  UNION ALL SELECT game, seat, player, 'meadow',    meadow    FROM results WHERE meadow <> 0\n"
  "  UNION ALL SELECT game, seat, player, 'hut',       hut       FROM results WHERE hut <> 0\n"
  "  UNION ALL SELECT game, seat, player, 'trap',      trap      FROM results WHERE trap <> 0\n"
  "  UNION ALL SELECT game, seat, player, 'canoe',     canoe     FROM results WHERE canoe <> 0;\n"
  "ALTER TABLE results DROP COLUMN road;\n"
  "ALTER TABLE results DROP COLUMN city;\n"
  "ALTER TABLE results DROP COLUMN monastery;\n"
  "ALTER TABLE results DROP COLUMN field;\n"
  "ALTER TABLE results DROP COLUMN goods;\n"
  "ALTER TABLE results DROP COLUMN flock;\n"
  "ALTER TABLE results DROP COLUMN wheel;\n"
  "ALTER TABLE results DROP COLUMN crown;\n"
  "ALTER TABLE results DROP COLUMN guard;\n"
  "ALTER TABLE results DROP COLUMN river;\n"
  "ALTER TABLE results DROP COLUMN forest;\n"
  "ALTER TABLE results DROP COLUMN meadow;\n"
  "ALTER TABLE results DROP COLUMN hut;\n"
  "ALTER TABLE results DROP COLUMN trap;\n"
  "ALTER TABLE results DROP COLUMN canoe;\n";

/* Version 5: box profiles, what is in a group's box (carc-profile.h): one
 * row per profile, at most one default per game type, the profile itself
 * as its JSON (the tiles and members it names are the engine's business). */
static const char schema_v5[] =
  "CREATE TABLE box_profiles (\n"
  "  id         INTEGER PRIMARY KEY,\n"
  "  type       TEXT NOT NULL DEFAULT 'carcassonne', -- the game type, as games.type\n"
  "  name       TEXT NOT NULL,\n"
  "  data       TEXT NOT NULL,                       -- carc_profile_to_json ()\n"
  "  is_default INTEGER NOT NULL DEFAULT 0,\n"
  "  updated    INTEGER NOT NULL,\n"
  "  UNIQUE (type, name)\n"
  ");\n"
  "CREATE UNIQUE INDEX box_profiles_default ON box_profiles (type) WHERE is_default;\n";

/* Version 6: a scoring's detail (the wheel's sector, how a guard scored:
 * carc_registry_score_detail ()), which otherwise only a replay of the
 * game gives back. Upgrading fills it for the finished games that have
 * scorings of a kind with details. */
static const char schema_v6[] =
  "ALTER TABLE scorings ADD COLUMN detail TEXT; -- NULL: the kind has no detail\n";

static const char * const steps[CARC_STORE_SCHEMA_VERSION + 1] = {
  NULL, schema_v1, schema_v2, schema_v3, schema_v4, schema_v5, schema_v6,
};

static gboolean
exec_raw (sqlite3     *db,
          const char  *sql,
          GError     **error)
{
  char *message = NULL;
  int rc = sqlite3_exec (db, sql, NULL, NULL, &message);

  if (rc != SQLITE_OK)
    {
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_IO,
                   _("Could not set up the game database: %s"), message ? message : sqlite3_errstr (rc));
      sqlite3_free (message);
      return FALSE;
    }
  return TRUE;
}

/* PRAGMA user_version, read inside the caller's write transaction: another
 * process (the CLI beside the app) may have created or upgraded the
 * database between our first look and our lock. -1 on an error. */
static gint64
user_version (sqlite3 *db)
{
  sqlite3_stmt *stmt = NULL;
  gint64 version = -1;

  if (sqlite3_prepare_v2 (db, "PRAGMA user_version", -1, &stmt, NULL) == SQLITE_OK
      && sqlite3_step (stmt) == SQLITE_ROW)
    version = sqlite3_column_int64 (stmt, 0);
  sqlite3_finalize (stmt);
  return version;
}

gboolean
carc_store_schema_create (sqlite3  *db,
                          guint     version,
                          GError  **error)
{
  g_autofree char *pragmas = NULL;

  g_return_val_if_fail (version >= 1 && version <= CARC_STORE_SCHEMA_VERSION, FALSE);

  if (!exec_raw (db, "BEGIN IMMEDIATE", error))
    return FALSE;
  if (user_version (db) > 0)
    {
      /* created by another process while we waited for the lock */
      sqlite3_exec (db, "ROLLBACK", NULL, NULL, NULL);
      return TRUE;
    }
  for (guint v = 1; v <= version; v++)
    if (!exec_raw (db, steps[v], error))
      goto fail;
  pragmas = g_strdup_printf ("PRAGMA application_id = %d; PRAGMA user_version = %u;",
                             CARC_STORE_APPLICATION_ID, version);
  if (!exec_raw (db, pragmas, error) || !exec_raw (db, "COMMIT", error))
    goto fail;
  return TRUE;

fail:
  sqlite3_exec (db, "ROLLBACK", NULL, NULL, NULL);
  return FALSE;
}

/* 1 → 2: results and scorings of the games that had already ended. */
static gboolean
derive_finished_results (CarcStore  *self,
                         GError    **error)
{
  sqlite3_stmt *stmt = carc_store_prepare (self, "SELECT id, uuid FROM games WHERE state = 'finished' ORDER BY id", error);
  g_autoptr(GArray) rowids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GPtrArray) uuids = g_ptr_array_new_with_free_func (g_free);
  int rc;

  if (stmt == NULL)
    return FALSE;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 rowid = sqlite3_column_int64 (stmt, 0);
      g_array_append_val (rowids, rowid);
      g_ptr_array_add (uuids, g_strdup ((const char *) sqlite3_column_text (stmt, 1)));
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      carc_store_set_error (self, error, rc, _("reading the finished games"));
      return FALSE;
    }

  for (guint i = 0; i < rowids->len; i++)
    {
      g_autoptr(GError) local_error = NULL;
      CarcGame *game = carc_store_load_rowid (self, g_array_index (rowids, gint64, i), &local_error);

      if (game == NULL)
        {
          /* The game stays, with its log intact; only its results are
           * missing, so statistics leave it out. Say so rather than
           * refusing the whole upgrade. */
          g_warning ("Game %s is left out of the statistics: %s",
                     (const char *) uuids->pdata[i], local_error->message);
          continue;
        }
      if (!carc_store_write_results (self, g_array_index (rowids, gint64, i), game, 2, error))
        {
          carc_game_free (game);
          return FALSE;
        }
      carc_game_free (game);
    }
  return TRUE;
}

/* 5 → 6: the details of the finished games' scorings, from a replay of
 * each game that has a scoring of a kind with details (the others have
 * none to fill). */
static gboolean
fill_scoring_details (CarcStore  *self,
                      GError    **error)
{
  g_autoptr(GString) kinds = g_string_new (NULL);
  g_autoptr(GArray) rowids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autofree char *sql = NULL;
  sqlite3_stmt *stmt;
  int rc;

  for (guint k = 0; k < carc_registry_n_score_kinds (); k++)
    {
      const CarcScoreKindInfo *info = carc_registry_score (k);

      if (info == NULL || info->detail == NULL)
        continue;
      g_string_append_printf (kinds, "%s'%s'", kinds->len > 0 ? ", " : "", info->name);
    }
  if (kinds->len == 0)
    return TRUE;

  sql = g_strdup_printf ("SELECT DISTINCT s.game FROM scorings s JOIN games g ON g.id = s.game"
                         " WHERE g.state = 'finished' AND s.kind IN (%s) ORDER BY s.game", kinds->str);
  if ((stmt = carc_store_prepare (self, sql, error)) == NULL)
    return FALSE;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 rowid = sqlite3_column_int64 (stmt, 0);
      g_array_append_val (rowids, rowid);
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      carc_store_set_error (self, error, rc, _("reading the finished games"));
      return FALSE;
    }

  if ((stmt = carc_store_prepare (self, "UPDATE scorings SET detail = ? WHERE game = ? AND n = ?", error)) == NULL)
    return FALSE;
  for (guint i = 0; i < rowids->len; i++)
    {
      gint64 rowid = g_array_index (rowids, gint64, i);
      g_autoptr(GError) local_error = NULL;
      CarcGame *game = carc_store_load_rowid (self, rowid, &local_error);
      const CarcState *state;

      if (game == NULL)
        {
          /* as when version 2 derived the results: the game and its
           * scorings stay, only without their details */
          g_warning ("The scorings of game %" G_GINT64_FORMAT " are left without their details: %s",
                     rowid, local_error->message);
          continue;
        }
      state = carc_game_get_state (game);
      for (guint n = 0; n < carc_state_get_n_scorings (state); n++)
        {
          const CarcScoring *s = &carc_state_get_scorings (state)[n];
          const char *detail = carc_registry_score_detail (s->kind, s->detail);

          if (detail == NULL)
            continue;
          sqlite3_reset (stmt);
          sqlite3_bind_text (stmt, 1, detail, -1, SQLITE_STATIC);
          sqlite3_bind_int64 (stmt, 2, rowid);
          sqlite3_bind_int (stmt, 3, (int) n);
          rc = sqlite3_step (stmt);
          if (rc != SQLITE_DONE)
            {
              sqlite3_reset (stmt);
              carc_game_free (game);
              carc_store_set_error (self, error, rc, _("saving the scorings"));
              return FALSE;
            }
        }
      carc_game_free (game);
    }
  sqlite3_reset (stmt);
  return TRUE;
}

gboolean
carc_store_schema_migrate (CarcStore *self,
                           guint      from,
                           GError   **error)
{
  for (guint v = from + 1; v <= CARC_STORE_SCHEMA_VERSION; v++)
    {
      g_autofree char *bump = g_strdup_printf ("PRAGMA user_version = %u", v);
      g_autofree char *doing = g_strdup_printf (_("upgrading the game database to version %u"), v);

      sqlite3_stmt *stmt;
      gint64 current = -1;

      if (!carc_store_begin (self, error))
        return FALSE;
      /* another process may have done this step while we waited for the lock */
      if ((stmt = carc_store_prepare (self, "PRAGMA user_version", error)) == NULL)
        {
          carc_store_rollback (self);
          return FALSE;
        }
      if (sqlite3_step (stmt) == SQLITE_ROW)
        current = sqlite3_column_int64 (stmt, 0);
      sqlite3_reset (stmt);
      if (current >= v)
        {
          carc_store_rollback (self);
          continue;
        }
      if (!carc_store_exec (self, steps[v], doing, error)
          || (v == 2 && !derive_finished_results (self, error))
          || (v == 6 && !fill_scoring_details (self, error))
          || !carc_store_exec (self, bump, doing, error))
        {
          carc_store_rollback (self);
          return FALSE;
        }
      if (!carc_store_commit (self, error))
        return FALSE;
    }
  return TRUE;
}
