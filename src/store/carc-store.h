/* carc-store.h: every game saved as it happens, resumed, reviewed and counted
 *
 * CarcStore keeps all the app's data in one SQLite database (by default
 * g_get_user_data_dir()/io.github.CarcassonneCompanion/games.sqlite3): the
 * player roster, every game as its setup plus its event log, and results
 * derived from the log for the history and the statistics. docs/store.md
 * describes the schema, the migrations and the fault behaviour.
 *
 * Opening
 *   carc_store_open() creates the database if it is missing, upgrades an
 *   older one (after copying it aside) and refuses what it cannot use, never
 *   writing to it:
 *     CARC_STORE_ERROR_NEWER_VERSION  written by a newer version of the app
 *     CARC_STORE_ERROR_CORRUPT        not a database, or PRAGMA quick_check fails
 *                                     (run when the last session left its -wal
 *                                     file behind, or with CARC_STORE_OPEN_CHECK)
 *     CARC_STORE_ERROR_LOCKED         another program holds it past the busy timeout
 *     CARC_STORE_ERROR_READ_ONLY      the file or its folder is not writable;
 *                                     open again with CARC_STORE_OPEN_READ_ONLY
 *                                     to look at the games
 *   For NEWER_VERSION and CORRUPT the front end may offer
 *   carc_store_move_aside(), which renames the file (and its -wal/-shm) to
 *   "<name>.newer-<timestamp>" / "<name>.broken-<timestamp>" so that the
 *   next open starts an empty database while the old file is kept.
 *
 * Playing (the play screen)
 *   The engine's CarcGame is the truth; the store mirrors it. Change the
 *   game in memory first, then tell the store, and show the result only
 *   when the store call returned TRUE (if it fails, undo the change in
 *   memory and show the error):
 *     carc_game_new ()            → carc_store_create_game ()
 *     carc_game_append ()         → carc_store_append_event ()   (one
 *                                   transaction, committed on return)
 *     carc_game_undo ()           → carc_store_truncate_game ()
 *     carc_game_replace_event () / insert / remove
 *                                 → carc_store_replace_events () (the whole
 *                                   log, one transaction)
 *   Stamp events before appending them (event.time = g_get_real_time ()):
 *   the record keeps that time and the statistics' turn times use it (the
 *   store also notes when it committed each event, as a fallback).
 *   When the engine's state reaches CARC_PHASE_OVER the store marks the game
 *   finished in the same transaction (end time, final scores, winners, every
 *   scoring); carc_store_finish_game() does the same explicitly. Undoing
 *   the end makes the game unfinished again.
 *   Resume: carc_store_find_unfinished_game() for the newest unfinished
 *   game, carc_store_load_game() to replay it into a CarcGame.
 *
 * Reviewing
 *   carc_store_list_games() with a search text (player and set names),
 *   carc_store_delete_game() / carc_store_undelete_game() for "delete with
 *   undo" (deleted games leave the lists and statistics; they are removed
 *   for good only by carc_store_purge_deleted_games()).
 *
 * Counting
 *   carc_store_get_stats() over the finished, not deleted games matching a
 *   CarcStoreStatsFilter; carc_store_stats_to_json() for the CLI.
 *   carc_store_get_ratings() for the rating ladder over the same games
 *   (carc-rating.h), carc_store_stats_to_json_with_ratings() for the CLI.
 *
 * Backup
 *   carc_store_export_backup() writes every game and the roster to one JSON
 *   file; carc_store_import_file() reads such a backup, a native game record
 *   or a JCloisterZone .jcz save, merging by game id (a game already stored
 *   is skipped and counted).
 *
 * Players
 *   The roster holds everyone who ever sat at the table. Games link each
 *   seat to a roster player by name (case- and accent-insensitive); a name
 *   the roster lacks is added when a game is stored. Lists and statistics
 *   show the roster's current name, so renaming a player keeps their
 *   history together; the stored game records keep the names as entered.
 *
 * Signal: CarcStore::changed (const char *game_id) after every committed
 * change, with the game's id, or NULL when the roster or many games changed
 * (import, purge). Lists and statistics can refresh on it.
 *
 * Times are microseconds since the Unix epoch (UTC), like g_get_real_time().
 * A CarcStore is not thread-safe: use it from one thread, and open another
 * CarcStore on the same path for work in another thread (SQLite's WAL lets
 * readers run while one writer commits).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "carc-game.h"
#include "carc-profile.h"

G_BEGIN_DECLS

/* ---- errors ---------------------------------------------------------------- */

#define CARC_STORE_ERROR (carc_store_error_quark ())

typedef enum {
  CARC_STORE_ERROR_LOCKED,         /* another program holds the database */
  CARC_STORE_ERROR_READ_ONLY,      /* cannot write: permissions, or opened read-only */
  CARC_STORE_ERROR_CORRUPT,        /* not a database, or damaged */
  CARC_STORE_ERROR_NEWER_VERSION,  /* written by a newer version of the app */
  CARC_STORE_ERROR_IO,             /* disk full, I/O error, cannot create the folder */
  CARC_STORE_ERROR_NOT_FOUND,      /* no such game, player or file */
  CARC_STORE_ERROR_INVALID,        /* bad input: duplicate name, game out of step, bad file */
} CarcStoreError;

GQuark carc_store_error_quark (void);

/* ---- opening ------------------------------------------------------------- */

typedef enum {
  CARC_STORE_OPEN_DEFAULT   = 0,
  /* Never write: no creation, no upgrade on disk (an older database is
   * upgraded in memory), every change fails with READ_ONLY. */
  CARC_STORE_OPEN_READ_ONLY = 1 << 0,
  /* Check the whole file (PRAGMA quick_check) before using it. Without
   * this flag the check runs only when the last session may have ended
   * badly (its -wal file is left behind); see carc_store_check_integrity()
   * for a check on demand. */
  CARC_STORE_OPEN_CHECK     = 1 << 1,
  /* Never check the whole file while opening, not even after an unclean
   * shutdown: the front end runs carc_store_check_integrity_async() when
   * carc_store_is_check_pending() says so, and shows its window meanwhile. */
  CARC_STORE_OPEN_NO_CHECK  = 1 << 2,
} CarcStoreOpenFlags;

/* How long an operation waits for another program's lock before LOCKED. */
#define CARC_STORE_DEFAULT_BUSY_TIMEOUT_MS 5000

#define CARC_TYPE_STORE (carc_store_get_type ())
G_DECLARE_FINAL_TYPE (CarcStore, carc_store, CARC, STORE, GObject)

/* g_get_user_data_dir()/io.github.CarcassonneCompanion/games.sqlite3 */
char       *carc_store_get_default_path   (void);

/* Opens (creating the file and its folder unless read-only) @path, or the
 * default path when @path is NULL. */
CarcStore  *carc_store_open               (const char          *path,
                                           CarcStoreOpenFlags   flags,
                                           GError             **error);
CarcStore  *carc_store_open_full          (const char          *path,
                                           CarcStoreOpenFlags   flags,
                                           guint                busy_timeout_ms,
                                           GError             **error);

/* Reads every page of the database file (PRAGMA quick_check, ~35 ms per
 * 1,000 games, on a read-only connection of its own): CORRUPT, naming the
 * file, when it is damaged. */
gboolean    carc_store_check_integrity    (CarcStore  *self,
                                           GError    **error);
/* Whether the file should be checked (its last session may have ended
 * badly) but was not, since it was opened with CARC_STORE_OPEN_NO_CHECK. */
gboolean    carc_store_is_check_pending   (CarcStore  *self);
/* The same check in a worker thread, on a read-only connection of its own;
 * the store stays usable meanwhile. */
void        carc_store_check_integrity_async  (CarcStore           *self,
                                               GCancellable        *cancellable,
                                               GAsyncReadyCallback  callback,
                                               gpointer             user_data);
gboolean    carc_store_check_integrity_finish (CarcStore           *self,
                                               GAsyncResult        *result,
                                               GError             **error);

const char *carc_store_get_path           (CarcStore *self);
gboolean    carc_store_is_read_only       (CarcStore *self);

/* Renames the database at @path (with its -wal and -shm files) to
 * "<path>.broken-<YYYYmmdd-HHMMSS>" (any @reason but NEWER_VERSION) or
 * "<path>.newer-<…>" (NEWER_VERSION), never replacing an existing file.
 * Returns the new path of the database file. Call it only while no CarcStore
 * has the file open. */
char       *carc_store_move_aside         (const char     *path,
                                           CarcStoreError  reason,
                                           GError        **error);

/* ---- players ------------------------------------------------------------- */

typedef struct {
  gint64  id;
  char   *name;
  char   *colour;     /* preferred colour (carc_player_colours), or NULL */
  gint64  created;
  guint   n_games;    /* games (not deleted) this player sat in */
} CarcStorePlayer;

void        carc_store_player_free        (CarcStorePlayer *player);

/* CarcStorePlayer*, sorted by name. */
GPtrArray  *carc_store_list_players       (CarcStore   *self,
                                           GError     **error);
/* INVALID if the name is empty, too long or taken (case-insensitively), or
 * the colour is not one of carc_player_colours. @out_id may be NULL. */
gboolean    carc_store_add_player         (CarcStore   *self,
                                           const char  *name,
                                           const char  *colour,
                                           gint64      *out_id,
                                           GError     **error);
gboolean    carc_store_rename_player      (CarcStore   *self,
                                           gint64       player_id,
                                           const char  *new_name,
                                           GError     **error);
gboolean    carc_store_set_player_colour  (CarcStore   *self,
                                           gint64       player_id,
                                           const char  *colour,
                                           GError     **error);

/* ---- games --------------------------------------------------------------- */

typedef enum {
  CARC_STORE_GAME_ANY = 0,            /* filters only: every type */
  CARC_STORE_GAME_CARCASSONNE,
  CARC_STORE_GAME_HUNTERS_GATHERERS,
} CarcStoreGameType;

/* "carcassonne", "hunters-and-gatherers" ("any" for CARC_STORE_GAME_ANY). */
const char *carc_store_game_type_name     (CarcStoreGameType type);
gboolean    carc_store_game_type_parse    (const char        *name,
                                           CarcStoreGameType *type);

/* Stores a new game: its setup and every event it already has (an imported
 * or restarted game). Uses the game's id; INVALID if that id is taken. */
gboolean    carc_store_create_game        (CarcStore      *self,
                                           const CarcGame *game,
                                           GError        **error);
/* Stores the last event of @game, which must be exactly one event ahead of
 * the stored log (else INVALID: the game and the database are out of step).
 * One transaction, committed (in the WAL) before it returns. */
gboolean    carc_store_append_event       (CarcStore      *self,
                                           const CarcGame *game,
                                           GError        **error);
/* After carc_game_undo(): drops the stored events past @game's log. */
gboolean    carc_store_truncate_game      (CarcStore      *self,
                                           const CarcGame *game,
                                           GError        **error);
/* After a correction: the stored log becomes @game's log, in one transaction. */
gboolean    carc_store_replace_events     (CarcStore      *self,
                                           const CarcGame *game,
                                           GError        **error);
/* Records the end: end time, scores, winners and scorings. INVALID unless
 * the engine's state is over. Appending the last event does this already. */
gboolean    carc_store_finish_game        (CarcStore      *self,
                                           const CarcGame *game,
                                           GError        **error);

/* Replays the stored game. NOT_FOUND for an unknown id; INVALID if the log
 * no longer replays (the message names the event). Deleted games load too. */
CarcGame   *carc_store_load_game          (CarcStore   *self,
                                           const char  *game_id,
                                           GError     **error);

gboolean    carc_store_delete_game        (CarcStore   *self,
                                           const char  *game_id,
                                           GError     **error);
gboolean    carc_store_undelete_game      (CarcStore   *self,
                                           const char  *game_id,
                                           GError     **error);
/* Removes the deleted games for good; returns how many in @out_count. */
gboolean    carc_store_purge_deleted_games (CarcStore  *self,
                                            guint      *out_count,
                                            GError    **error);
/* Removes for good the games deleted before @before (µs since the epoch):
 * what "Recently Deleted" no longer keeps. */
gboolean    carc_store_purge_deleted_before (CarcStore *self,
                                             gint64     before,
                                             guint     *out_count,
                                             GError   **error);
/* Removes one deleted game for good; NOT_FOUND for an unknown id, INVALID
 * for a game that is not deleted (it must go to "Recently Deleted" first). */
gboolean    carc_store_purge_game         (CarcStore   *self,
                                           const char  *game_id,
                                           GError     **error);

typedef struct {
  char     *name;      /* the roster's current name */
  char     *colour;    /* as in the game */
  int       score;     /* current score; final once the game is finished */
  gboolean  winner;    /* finished games: highest score (ties: all of them) */
} CarcStoreSeat;

typedef struct {
  char              *id;
  CarcStoreGameType  type;
  gint64             created;
  gint64             updated;    /* last change (an import's: when it was imported) */
  gint64             played;     /* when it was last played: its newest event's own
                                  * time, else its creation; never the import's time */
  gint64             ended;      /* 0 while unfinished */
  gint64             deleted;    /* 0 unless deleted */
  gboolean           finished;
  guint              n_events;
  char             **sets;       /* set ids, NULL-terminated */
  guint              n_players;
  CarcStoreSeat      players[CARC_MAX_PLAYERS];   /* seat order */
} CarcStoreGameSummary;

void        carc_store_game_summary_free  (CarcStoreGameSummary *summary);

typedef enum {
  CARC_STORE_LIST_DEFAULT    = 0,        /* not deleted, finished or not */
  CARC_STORE_LIST_DELETED    = 1 << 0,   /* only deleted games */
  CARC_STORE_LIST_UNFINISHED = 1 << 1,   /* only unfinished games */
  CARC_STORE_LIST_FINISHED   = 1 << 2,   /* only finished games */
  CARC_STORE_LIST_BY_PLAYED  = 1 << 3,   /* carc_store_list_games (): the last
                                          * played first, not the newest */
} CarcStoreListFlags;

/* CarcStoreGameSummary*, newest first. @search (NULL or "" for all) matches
 * any part of a player's name or a set's id or English name, ignoring case
 * and accents. @limit 0 means no limit. */
GPtrArray  *carc_store_list_games         (CarcStore           *self,
                                           const char          *search,
                                           CarcStoreListFlags   flags,
                                           guint                limit,
                                           GError             **error);
/* A game in a list, without its details: what a long list pages by. */
typedef struct {
  gint64 key;     /* the game's own key in the store (not its id) */
  gint64 time;    /* what the list is ordered by: when the game was created,
                   * or for CARC_STORE_LIST_DELETED when it was deleted */
} CarcStoreGameKey;

/* The games carc_store_list_games() lists (CarcStoreGameKey), in its order,
 * newest first; CARC_STORE_LIST_DELETED ones by when they were deleted,
 * last deleted first. With @game_id (NULL for all), only that game, if the
 * list has it: whether a change to it belongs in the list, and where. */
GArray     *carc_store_list_game_keys     (CarcStore           *self,
                                           const char          *search,
                                           CarcStoreListFlags   flags,
                                           const char          *game_id,
                                           GError             **error);
/* The key of the game @game_id (deleted or not); NOT_FOUND when there is
 * no such game. */
gboolean    carc_store_get_game_key       (CarcStore           *self,
                                           const char          *game_id,
                                           gint64              *out_key,
                                           GError             **error);
/* The summaries of the games of @keys (CarcStoreGameKey.key), in that
 * order, NULL where a game is no longer stored (and for a key asked twice,
 * the second time). */
GPtrArray  *carc_store_get_game_summaries (CarcStore           *self,
                                           const gint64        *keys,
                                           guint                n_keys,
                                           GError             **error);
/* NOT_FOUND for an unknown id. */
CarcStoreGameSummary *carc_store_get_game_summary (CarcStore   *self,
                                                   const char  *game_id,
                                                   GError     **error);
/* The most recently changed unfinished game that is not deleted, or NULL
 * (without an error) when there is none. */
CarcStoreGameSummary *carc_store_find_unfinished_game (CarcStore  *self,
                                                       GError    **error);

/* ---- backup and exchange --------------------------------------------------- */

#define CARC_STORE_BACKUP_FORMAT  "carcassonne-companion/backup"
#define CARC_STORE_BACKUP_VERSION 1

/* Every game that is not deleted (as native records, with their end times)
 * and the roster, in one JSON file, written atomically. */
gboolean    carc_store_export_backup      (CarcStore   *self,
                                           const char  *path,
                                           guint       *out_n_games,
                                           GError     **error);
/* One game as a native record (docs/record-format.md). */
gboolean    carc_store_export_game        (CarcStore   *self,
                                           const char  *game_id,
                                           const char  *path,
                                           GError     **error);

typedef struct {
  guint      imported;        /* games added */
  guint      skipped;         /* games whose id was already stored */
  guint      players_added;   /* roster entries added */
  GPtrArray *imported_ids;    /* char*: ids of the games added */
  GPtrArray *failures;        /* char*: "game <id>: <why>" for games left out */
} CarcStoreImport;

void        carc_store_import_free        (CarcStoreImport *import);

/* Imports a backup, a native record or a .jcz save, whichever @path holds.
 * A game that does not replay, or a player the roster would refuse, is left
 * out and listed in failures; a file that is none of the three gives
 * INVALID (a backup from a newer version NEWER_VERSION) and imports nothing.
 * The games are written in short transactions (tens of milliseconds each),
 * so that other writers wait little; each game comes in whole or not at
 * all, and an import cut short (an error, a crash) keeps the batches it
 * committed: importing the same file again adds the rest. */
CarcStoreImport *carc_store_import_file   (CarcStore   *self,
                                           const char  *path,
                                           GError     **error);
CarcStoreImport *carc_store_import_data   (CarcStore   *self,
                                           const char  *data,
                                           gssize       length,
                                           GError     **error);

/* The same in a worker thread, on a second connection to the database (WAL
 * lets this one keep reading meanwhile): the window stays responsive with a
 * big file. @self emits "changed" when the import has added something. */
void             carc_store_import_file_async   (CarcStore           *self,
                                                 const char          *path,
                                                 GCancellable        *cancellable,
                                                 GAsyncReadyCallback  callback,
                                                 gpointer             user_data);
CarcStoreImport *carc_store_import_file_finish  (CarcStore           *self,
                                                 GAsyncResult        *result,
                                                 GError             **error);
/* carc_store_export_backup() in a worker thread, on a read-only connection. */
void             carc_store_export_backup_async (CarcStore           *self,
                                                 const char          *path,
                                                 GCancellable        *cancellable,
                                                 GAsyncReadyCallback  callback,
                                                 gpointer             user_data);
gboolean         carc_store_export_backup_finish (CarcStore          *self,
                                                  GAsyncResult       *result,
                                                  guint              *out_n_games,
                                                  GError            **error);

/* ---- statistics ------------------------------------------------------------ */

typedef struct {
  CarcStoreGameType  type;       /* CARC_STORE_GAME_ANY for all */
  const char * const *sets;      /* NULL-terminated set ids: games with all of them; NULL any */
  gint64             from;       /* games created at or after (0: no bound) */
  gint64             to;         /* games created before (0: no bound) */
  const char        *player;     /* roster name: only this player's results; NULL all */
} CarcStoreStatsFilter;

/* A record and who holds it. Ties go to the earliest game. */
typedef struct {
  int     value;       /* tiles, or points for the highest score; 0 if none */
  char   *game_id;     /* NULL if none */
  char   *player;
  gint64  date;        /* the game's creation time */
} CarcStoreRecord;

/* A final score in one of the games counted. */
typedef struct {
  guint  game;         /* index into CarcStoreStats.games */
  int    score;
} CarcStoreScore;

typedef struct {
  char            *name;          /* the player; NULL in the overall entry */
  guint            games;         /* games played (overall: distinct games) */
  guint            results;       /* scores counted: one per player and game */
  guint            wins;          /* results that won; a tie is a win for all tied */
  guint            shared_wins;   /* of those, won together with someone */
  double           win_rate;      /* wins / results */
  double           average_score;
  int              best_score;
  int              worst_score;
  gint64          *points;        /* by kind: points[i] for CarcStoreStats.kinds[i] */
  CarcStoreRecord  biggest_city;  /* most tiles in one scored city */
  CarcStoreRecord  longest_road;  /* most tiles in one scored road */
  CarcStoreRecord  highest_score; /* best final score */
  guint            turns;         /* turns with a known duration */
  double           average_turn_seconds;  /* < 0 when no turn has a known duration */
  CarcStoreScore  *scores;        /* players: the final score of each game played, oldest first */
  guint            n_scores;
} CarcStoreStatsEntry;

/* A game counted, for charts over time. */
typedef struct {
  char   *id;
  gint64  created;
} CarcStoreStatsGame;

typedef struct {
  CarcStoreStatsEntry  overall;
  CarcStoreStatsEntry *players;   /* sorted by name */
  guint                n_players;
  /* The score kinds someone scored points in (carc_score_kind_name ()
   * names; the engine's order, a kind this build does not know last),
   * NULL-terminated: whatever kinds the stored games have. */
  char               **kinds;
  guint                n_kinds;
  CarcStoreStatsGame  *games;     /* the games counted, oldest first */
  guint                n_games;
} CarcStoreStats;

void            carc_store_stats_free     (CarcStoreStats *stats);

/* @entry's points of @kind (a carc_score_kind_name ()), 0 if none. */
gint64          carc_store_stats_get_points (const CarcStoreStats      *stats,
                                             const CarcStoreStatsEntry *entry,
                                             const char                *kind);

/* Statistics over the finished, not deleted games matching @filter (NULL:
 * all). NOT_FOUND if @filter names a player the roster lacks. */
CarcStoreStats *carc_store_get_stats      (CarcStore                  *self,
                                           const CarcStoreStatsFilter *filter,
                                           GError                    **error);
/* {"overall": {…}, "players": [{…}, …]}; see docs/store.md. */
char           *carc_store_stats_to_json  (const CarcStoreStats *stats);

/* ---- ratings (carc-rating.h: OpenSkill's Plackett–Luce model) ---------------- */

/* A player's rating right after one of their games. */
typedef struct {
  guint   game;        /* index into CarcStoreLadder.games */
  double  mu;
  double  sigma;
  double  ordinal;     /* mu − 3 sigma */
} CarcStoreRatingStep;

typedef struct {
  char                *name;        /* the roster's current name */
  guint                rank;        /* 1, 2, …: by ordinal; equal ordinals share a rank */
  guint                games;       /* games rated */
  double               mu;
  double               sigma;
  double               ordinal;     /* mu − 3 sigma: the rating shown */
  double               change;      /* the ordinal's change in the player's last game */
  gboolean             provisional; /* fewer than CARC_RATING_PROVISIONAL_GAMES games */
  CarcStoreRatingStep *steps;       /* after each of their games, in the order played */
  guint                n_steps;
} CarcStoreRating;

/* The ladder of one game type. */
typedef struct {
  CarcStoreGameType    type;
  CarcStoreRating     *players;     /* by ordinal, highest first (then by name) */
  guint                n_players;
  CarcStoreStatsGame  *games;       /* the games rated, in the order rated */
  guint                n_games;
} CarcStoreLadder;

typedef struct {
  CarcStoreLadder     *ladders;     /* one per game type with a rated game: Carcassonne first */
  guint                n_ladders;
} CarcStoreRatings;

void            carc_store_ratings_free   (CarcStoreRatings *ratings);

/* Every player's rating over the finished, not deleted games of two
 * players or more that match @filter's type, sets and dates (NULL: all),
 * computed from the stored results each time it is asked (so a correction,
 * an import or a deletion shows at once): one ladder per game type, games
 * in the order they were played (creation time, then id), every player a
 * team of one ranked by final points (ties share a rank). @filter's player
 * narrows the ladder's entries to that player, whose rating still comes
 * from every game (NOT_FOUND if the roster lacks them). */
CarcStoreRatings *carc_store_get_ratings  (CarcStore                  *self,
                                           const CarcStoreStatsFilter *filter,
                                           GError                    **error);
/* The ladder of @type, or NULL when it has no rated game. */
const CarcStoreLadder *carc_store_ratings_get_ladder (const CarcStoreRatings *ratings,
                                                      CarcStoreGameType       type);
/* carc_store_stats_to_json() with a top-level "ratings" array after the
 * other members: {"player", "game", "games", "mu", "sigma", "ordinal"} for
 * each entry of each ladder; see docs/store.md. */
char           *carc_store_stats_to_json_with_ratings (const CarcStoreStats   *stats,
                                                       const CarcStoreRatings *ratings);

/* ---- box profiles (carc-profile.h) ----------------------------------------------- */

/* The names of the stored profiles of a game type, by name; the default
 * one's name in @default_name (NULL when none is the default). */
GStrv           carc_store_list_profiles  (CarcStore          *self,
                                           CarcStoreGameType   type,
                                           char              **default_name,
                                           GError            **error);
/* NOT_FOUND if there is no such profile; INVALID (naming it) if what is
 * stored no longer reads (e.g. a set this build lacks). */
CarcProfile    *carc_store_load_profile   (CarcStore          *self,
                                           CarcStoreGameType   type,
                                           const char         *name,
                                           GError            **error);
/* The default profile of @type, or NULL (no error) when none is set. */
CarcProfile    *carc_store_load_default_profile (CarcStore        *self,
                                                 CarcStoreGameType type,
                                                 GError          **error);
/* Saves @profile under its name (replacing a profile of that name);
 * @make_default also makes it the type's default. INVALID for an empty name. */
gboolean        carc_store_save_profile   (CarcStore          *self,
                                           CarcStoreGameType   type,
                                           const CarcProfile  *profile,
                                           gboolean            make_default,
                                           GError            **error);
/* Renames a stored profile (its default flag stays); INVALID if the new
 * name is taken. */
gboolean        carc_store_rename_profile (CarcStore          *self,
                                           CarcStoreGameType   type,
                                           const char         *name,
                                           const char         *new_name,
                                           GError            **error);
gboolean        carc_store_delete_profile (CarcStore          *self,
                                           CarcStoreGameType   type,
                                           const char         *name,
                                           GError            **error);
/* Makes @name the default of its type (NULL: no default). */
gboolean        carc_store_set_default_profile (CarcStore        *self,
                                                CarcStoreGameType type,
                                                const char       *name,
                                                GError          **error);

/* Saves @game's setup again: its box changed while it was played (a tile
 * the table found, carc_game_add_custom_tile()). NOT_FOUND if the game is
 * not stored. */
gboolean        carc_store_update_setup   (CarcStore          *self,
                                           const CarcGame     *game,
                                           GError            **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CarcStorePlayer, carc_store_player_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (CarcStoreGameSummary, carc_store_game_summary_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (CarcStoreImport, carc_store_import_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (CarcStoreStats, carc_store_stats_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (CarcStoreRatings, carc_store_ratings_free)

G_END_DECLS
