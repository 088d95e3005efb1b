/* carc-store-private.h: what the store's files (and its tests) share
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <sqlite3.h>

#include "carc-store.h"
#include "carc-text.h"

G_BEGIN_DECLS

/* PRAGMA user_version of the schema this build writes (docs/store.md). */
#define CARC_STORE_SCHEMA_VERSION 6

/* PRAGMA application_id: "Carc", so that another program's SQLite file is
 * recognised and left alone. */
#define CARC_STORE_APPLICATION_ID 0x43617263

/* A gap between two events longer than this is a paused game, not a turn. */
#define CARC_STORE_MAX_TURN_USEC ((gint64) 30 * 60 * G_USEC_PER_SEC)

/* ---- schema (carc-store-schema.c) ---- */

/* Creates the schema of exactly @version (1 … CARC_STORE_SCHEMA_VERSION) in
 * an empty database, the way that version of the app did: the tests build
 * databases of every earlier version with it. */
gboolean    carc_store_schema_create      (sqlite3  *db,
                                           guint     version,
                                           GError  **error);

/* Brings the open store's database from @from to the current version, one
 * transaction per step. */
gboolean    carc_store_schema_migrate     (CarcStore *self,
                                           guint      from,
                                           GError   **error);

/* ---- the object and its helpers (carc-store.c) ---- */

struct _CarcStore
{
  GObject             parent_instance;

  char               *path;
  CarcStoreOpenFlags  flags;
  guint               busy_timeout;
  gint64              busy_since;    /* when the current wait for a lock began */
  gboolean            read_only;
  gboolean            upgrading;     /* a read-only store upgrades its in-memory copy */
  gboolean            registered;    /* counted in open_paths */
  gboolean            check_pending; /* needed a check, opened with NO_CHECK */
  sqlite3            *db;
  CarcCatalogue      *catalogue;
  GHashTable         *statements;    /* SQL text → sqlite3_stmt* */
};

CarcCatalogue *carc_store_get_catalogue   (CarcStore *self);

/* A cached prepared statement, reset and with its bindings cleared. */
sqlite3_stmt  *carc_store_prepare         (CarcStore   *self,
                                           const char  *sql,
                                           GError     **error);
/* Steps a statement that returns no rows. */
gboolean       store_step_done                  (CarcStore    *self,
                                           sqlite3_stmt *stmt,
                                           const char   *doing,
                                           GError      **error);
/* Steps @sql, its one parameter bound to the text @key, for one row: the
 * row's first column in @out_value, 0 when there is no row (which is no
 * error); @doing says what failed. */
gboolean       store_lookup_by_key        (CarcStore   *self,
                                           const char  *sql,
                                           const char  *key,
                                           const char  *doing,
                                           gint64      *out_value,
                                           GError     **error);
/* Sets @error from SQLite's result @rc (and the connection's message),
 * mapped to a CarcStoreError; @doing says what failed ("saving the event"). */
void           carc_store_set_error       (CarcStore   *self,
                                           GError     **error,
                                           int          rc,
                                           const char  *doing);
gboolean       carc_store_exec            (CarcStore   *self,
                                           const char  *sql,
                                           const char  *doing,
                                           GError     **error);
/* BEGIN IMMEDIATE (READ_ONLY error on a read-only store) / COMMIT / ROLLBACK. */
gboolean       carc_store_begin           (CarcStore   *self,
                                           GError     **error);
gboolean       carc_store_commit          (CarcStore   *self,
                                           GError     **error);
void           carc_store_rollback        (CarcStore   *self);
void           carc_store_emit_changed    (CarcStore   *self,
                                           const char  *game_id);

/* Case- and accent-insensitive key for names and searches. */
char          *carc_store_fold            (const char  *text);
/* @text as a JSON string literal ("null" for NULL). */
void           carc_store_append_json_string (GString    *out,
                                              const char *text);

/* The "file:" URI that opens @path (absolute or relative to the current
 * folder) read-only as immutable; NULL if it has none. */
char          *carc_store_immutable_uri   (const char  *path);

/* The game type a setup plays. */
CarcStoreGameType carc_store_type_of_setup (const CarcSetup     *setup,
                                            const CarcCatalogue *catalogue);

/* ---- players (carc-store-players.c) ---- */

/* The roster id of the player whose name folds to @key, 0 when there is none. */
gboolean       carc_store_find_player     (CarcStore   *self,
                                           const char  *key,
                                           gint64      *out_id,
                                           GError     **error);
/* Finds a roster player by name or adds one; TRUE in @added if added. The
 * caller holds the transaction. */
gboolean       carc_store_ensure_player   (CarcStore   *self,
                                           const char  *name,
                                           const char  *colour,
                                           gint64      *out_id,
                                           gboolean    *added,
                                           GError     **error);

/* ---- games (carc-store-games.c) ---- */

/* A game's row as the log writes need it. */
typedef struct {
  gint64   rowid;
  guint    n_events;
  gboolean finished;
  gint64   ended;
} StoredGame;

/* Looks up the game with the id @uuid (NOT_FOUND when there is none). */
gboolean       store_lookup_game                (CarcStore   *self,
                                           const char  *uuid,
                                           StoredGame  *out,
                                           GError     **error);
/* Whether a game with the id @uuid is stored. */
gboolean       carc_store_game_exists     (CarcStore   *self,
                                           const char  *uuid,
                                           gboolean    *exists,
                                           GError     **error);
/* Stores @game as a new game (rowid in @out_rowid); @ended 0 derives the end
 * time from the log. The caller holds the transaction. */
gboolean       carc_store_insert_game     (CarcStore      *self,
                                           const CarcGame *game,
                                           gint64          ended,
                                           guint          *players_added,
                                           gint64         *out_rowid,
                                           GError        **error);
/* Replays a stored game by rowid. */
CarcGame      *carc_store_load_rowid      (CarcStore   *self,
                                           gint64       rowid,
                                           GError     **error);

/* ---- events (carc-store-events.c) ---- */

/* Stores @event as the event @index of the game @rowid, with @catalogue
 * (the game's) for its tiles; @saved 0 leaves the commit time unknown. */
gboolean       store_insert_event               (CarcStore       *self,
                                           CarcCatalogue   *catalogue,
                                           gint64           rowid,
                                           guint            index,
                                           const CarcEvent *event,
                                           gint64           saved,
                                           GError         **error);

/* ---- results (carc-store-results.c) ---- */

/* Brings the derived columns in line with @game after its log changed:
 * event count, scores, and (when the game is or was over) finished state
 * and results. @rewrite recomputes the results of a game still over. */
gboolean       store_sync_derived               (CarcStore        *self,
                                           const StoredGame *stored,
                                           const CarcGame   *game,
                                           gboolean          live,
                                           gboolean          rewrite,
                                           GError          **error);
/* Rewrites the results and scorings of a game (schema 2 and later) from the
 * replayed @game; a game not over gets none. The caller holds the
 * transaction. @schema says which columns exist (migrations run it on older
 * layouts). */
gboolean       carc_store_write_results   (CarcStore      *self,
                                           gint64          rowid,
                                           const CarcGame *game,
                                           guint           schema,
                                           GError        **error);

/* ---- statistics (carc-store-stats.c), shared with the ratings ---- */

/* The finished, not deleted games (g) of a CarcStoreStatsFilter, bound by
 * carc_store_bind_stats_filter(): ?1 type, ?2 from, ?3 to, ?5 the sets as
 * JSON; ?4, the player, is the query's own. */
#define CARC_STORE_STATS_GAMES_WHERE \
  " WHERE g.deleted IS NULL AND g.state = 'finished'" \
  "   AND (?1 IS NULL OR g.type = ?1)" \
  "   AND (?2 IS NULL OR g.created >= ?2)" \
  "   AND (?3 IS NULL OR g.created < ?3)" \
  "   AND (?5 IS NULL OR NOT EXISTS (SELECT 1 FROM json_each (?5) f" \
  "                                   WHERE f.value NOT IN (SELECT value FROM json_each (g.sets))))"

void           carc_store_bind_stats_filter (sqlite3_stmt               *stmt,
                                             const CarcStoreStatsFilter *filter,
                                             gint64                      player_id,
                                             const char                 *sets_json);
/* The set ids as a JSON array; INVALID, naming it, for a set the
 * catalogue lacks. */
char          *carc_store_stats_sets_json   (CarcStore                  *self,
                                             const char * const         *sets,
                                             GError                    **error);
/* The roster id of the player called @name; NOT_FOUND when there is none. */
gboolean       carc_store_resolve_player    (CarcStore                  *self,
                                             const char                 *name,
                                             gint64                     *out_id,
                                             GError                    **error);

G_END_DECLS
