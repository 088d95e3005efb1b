/* carc-store.c: the SQLite database behind every game
 *
 * See carc-store.h for the API and docs/store.md for the schema and the
 * fault behaviour.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "carc-store-private.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "carc-record.h"
#include "carc-registry.h"

#define APP_DIR  "io.github.CarcassonneCompanion"
#define DB_NAME  "games.sqlite3"

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

static void carc_store_initable_iface_init (GInitableIface *iface);
static void open_paths_remove (const char *path);

G_DEFINE_FINAL_TYPE_WITH_CODE (CarcStore, carc_store, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_INITABLE, carc_store_initable_iface_init))

G_DEFINE_QUARK (carc-store-error-quark, carc_store_error)

enum {
  PROP_0,
  PROP_PATH,
  PROP_FLAGS,
  PROP_BUSY_TIMEOUT,
  PROP_READ_ONLY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- small helpers ---------------------------------------------------------- */

char *
carc_store_fold (const char *text)
{
  /* one rule for who is who, in a game's setup and in the store */
  return carc_player_name_key (text);
}

void
carc_store_append_json_string (GString    *out,
                               const char *text)
{
  if (text == NULL)
    {
      g_string_append (out, "null");
      return;
    }
  g_string_append_c (out, '"');
  for (const unsigned char *p = (const unsigned char *) text; *p; p++)
    {
      switch (*p)
        {
        case '"':
          g_string_append (out, "\\\"");
          break;
        case '\\':
          g_string_append (out, "\\\\");
          break;
        case '\n':
          g_string_append (out, "\\n");
          break;
        case '\t':
          g_string_append (out, "\\t");
          break;
        case '\r':
          g_string_append (out, "\\r");
          break;
        default:
          if (*p < 0x20)
            g_string_append_printf (out, "\\u%04x", *p);
          else
            g_string_append_c (out, (char) *p);
        }
    }
  g_string_append_c (out, '"');
}

static void
sql_fold (sqlite3_context *context,
          int              argc,
          sqlite3_value  **argv)
{
  const char *text = (const char *) sqlite3_value_text (argv[0]);
  char *folded;

  if (text == NULL)
    {
      sqlite3_result_null (context);
      return;
    }
  folded = carc_store_fold (text);
  sqlite3_result_text (context, folded, -1, g_free);
}

const char *
carc_store_game_type_name (CarcStoreGameType type)
{
  switch (type)
    {
    case CARC_STORE_GAME_CARCASSONNE:
      return "carcassonne";
    case CARC_STORE_GAME_HUNTERS_GATHERERS:
      return "hunters-and-gatherers";
    case CARC_STORE_GAME_ANY:
    default:
      return "any";
    }
}

gboolean
carc_store_game_type_parse (const char        *name,
                            CarcStoreGameType *type)
{
  for (int t = CARC_STORE_GAME_ANY; t <= CARC_STORE_GAME_HUNTERS_GATHERERS; t++)
    if (g_strcmp0 (name, carc_store_game_type_name (t)) == 0)
      {
        *type = t;
        return TRUE;
      }
  return FALSE;
}

CarcStoreGameType
carc_store_type_of_setup (const CarcSetup     *setup,
                          const CarcCatalogue *catalogue)
{
  for (guint i = 0; i < setup->sets->len; i++)
    {
      const CarcTileSet *set = carc_catalogue_get_set (catalogue, g_array_index (setup->sets, guint, i));
      if (g_str_has_prefix (set->id, "hunters-and-gatherers"))
        return CARC_STORE_GAME_HUNTERS_GATHERERS;
    }
  return CARC_STORE_GAME_CARCASSONNE;
}

/* ---- errors ---------------------------------------------------------------- */

static CarcStoreError
error_code_for (int rc)
{
  switch (rc & 0xff)
    {
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
      return CARC_STORE_ERROR_LOCKED;
    case SQLITE_READONLY:
    case SQLITE_PERM:
    case SQLITE_AUTH:
      return CARC_STORE_ERROR_READ_ONLY;
    case SQLITE_CORRUPT:
    case SQLITE_NOTADB:
      return CARC_STORE_ERROR_CORRUPT;
    case SQLITE_CONSTRAINT:
    case SQLITE_MISMATCH:
    case SQLITE_TOOBIG:
      return CARC_STORE_ERROR_INVALID;
    default:
      return CARC_STORE_ERROR_IO;
    }
}

static void
set_error_for (GError     **error,
               const char  *path,
               sqlite3     *db,
               int          rc,
               const char  *doing)
{
  const char *detail = db ? sqlite3_errmsg (db) : sqlite3_errstr (rc);
  CarcStoreError code = error_code_for (rc);

  switch (code)
    {
    case CARC_STORE_ERROR_LOCKED:
      g_set_error (error, CARC_STORE_ERROR, code,
                   _("The game database %s is locked by another program (is Carcassonne Companion "
                   "running twice?), so %s failed. Close the other program and try again."),
                   path, doing);
      break;
    case CARC_STORE_ERROR_READ_ONLY:
      g_set_error (error, CARC_STORE_ERROR, code,
                   _("The game database %s cannot be written (%s), so %s failed. Check the "
                   "permissions of the file and its folder, or open it read-only to look at the games."),
                   path, detail, doing);
      break;
    case CARC_STORE_ERROR_CORRUPT:
      /* SQLite's own words ("database disk image is malformed") tell the
       * user nothing more */
      g_set_error (error, CARC_STORE_ERROR, code,
                   _("The game database %s is damaged, so %s failed. Move it aside to start "
                   "a new one; the old file is kept."),
                   path, doing);
      break;
    case CARC_STORE_ERROR_INVALID:
      /* Translators: what was being done (such as "saving the game"), then
       * SQLite's reason (in English); see po/GLOSSARY.md for the fragments */
      g_set_error (error, CARC_STORE_ERROR, code, _("%s failed: %s"), doing, detail);
      break;
    default:
      if ((rc & 0xff) == SQLITE_FULL)
        g_set_error (error, CARC_STORE_ERROR, code,
                     _("The disk holding the game database %s is full, so %s failed. Free some space and try again."),
                     path, doing);
      else
        g_set_error (error, CARC_STORE_ERROR, code,
                     _("The game database %s could not be used (%s), so %s failed."),
                     path, detail, doing);
      break;
    }
}

void
carc_store_set_error (CarcStore   *self,
                      GError     **error,
                      int          rc,
                      const char  *doing)
{
  set_error_for (error, self->path, self->db, rc, doing);
}

static gboolean
read_only_error (CarcStore  *self,
                 GError    **error)
{
  g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_READ_ONLY,
               _("The game database %s is open read-only; changes cannot be saved."), self->path);
  return FALSE;
}

/* ---- statements and transactions ------------------------------------------------ */

CarcCatalogue *
carc_store_get_catalogue (CarcStore *self)
{
  return self->catalogue;
}

sqlite3_stmt *
carc_store_prepare (CarcStore   *self,
                    const char  *sql,
                    GError     **error)
{
  sqlite3_stmt *stmt = g_hash_table_lookup (self->statements, sql);
  int rc;

  if (stmt)
    {
      sqlite3_reset (stmt);
      sqlite3_clear_bindings (stmt);
      return stmt;
    }
  rc = sqlite3_prepare_v3 (self->db, sql, -1, SQLITE_PREPARE_PERSISTENT, &stmt, NULL);
  if (rc != SQLITE_OK)
    {
      carc_store_set_error (self, error, rc, _("preparing a query"));
      return NULL;
    }
  g_hash_table_insert (self->statements, g_strdup (sql), stmt);
  return stmt;
}

gboolean
carc_store_exec (CarcStore   *self,
                 const char  *sql,
                 const char  *doing,
                 GError     **error)
{
  int rc = sqlite3_exec (self->db, sql, NULL, NULL, NULL);

  if (rc != SQLITE_OK)
    {
      carc_store_set_error (self, error, rc, doing);
      return FALSE;
    }
  return TRUE;
}

gboolean
carc_store_begin (CarcStore  *self,
                  GError    **error)
{
  if (self->read_only && !self->upgrading)
    return read_only_error (self, error);
  /* IMMEDIATE takes the write lock now, so a busy database waits (up to the
   * busy timeout) here instead of failing halfway through */
  return carc_store_exec (self, "BEGIN IMMEDIATE", _("starting a change"), error);
}

gboolean
carc_store_commit (CarcStore  *self,
                   GError    **error)
{
  if (!carc_store_exec (self, "COMMIT", _("saving"), error))
    {
      carc_store_rollback (self);
      return FALSE;
    }
  return TRUE;
}

void
carc_store_rollback (CarcStore *self)
{
  if (!sqlite3_get_autocommit (self->db))
    sqlite3_exec (self->db, "ROLLBACK", NULL, NULL, NULL);
}

void
carc_store_emit_changed (CarcStore  *self,
                         const char *game_id)
{
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0, game_id);
}

/* Steps a statement that returns no rows. */
static gboolean
step_done (CarcStore    *self,
           sqlite3_stmt *stmt,
           const char   *doing,
           GError      **error)
{
  int rc = sqlite3_step (stmt);

  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE && rc != SQLITE_ROW)
    {
      carc_store_set_error (self, error, rc, doing);
      return FALSE;
    }
  return TRUE;
}

/* ---- GObject ------------------------------------------------------------------ */

static void
carc_store_finalize (GObject *object)
{
  CarcStore *self = CARC_STORE (object);

  g_clear_pointer (&self->statements, g_hash_table_unref);
  if (self->db)
    sqlite3_close_v2 (self->db);
  if (self->registered)
    open_paths_remove (self->path);
  g_clear_pointer (&self->catalogue, carc_catalogue_unref);
  g_free (self->path);

  G_OBJECT_CLASS (carc_store_parent_class)->finalize (object);
}

static void
carc_store_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  CarcStore *self = CARC_STORE (object);

  switch (prop_id)
    {
    case PROP_PATH:
      g_value_set_string (value, self->path);
      break;
    case PROP_FLAGS:
      g_value_set_uint (value, self->flags);
      break;
    case PROP_BUSY_TIMEOUT:
      g_value_set_uint (value, self->busy_timeout);
      break;
    case PROP_READ_ONLY:
      g_value_set_boolean (value, self->read_only);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carc_store_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  CarcStore *self = CARC_STORE (object);

  switch (prop_id)
    {
    case PROP_PATH:
      g_free (self->path);
      self->path = g_value_dup_string (value);
      break;
    case PROP_FLAGS:
      self->flags = g_value_get_uint (value);
      break;
    case PROP_BUSY_TIMEOUT:
      self->busy_timeout = g_value_get_uint (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
statement_free (gpointer stmt)
{
  sqlite3_finalize (stmt);
}

static void
carc_store_class_init (CarcStoreClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = carc_store_finalize;
  object_class->get_property = carc_store_get_property;
  object_class->set_property = carc_store_set_property;

  properties[PROP_PATH] =
    g_param_spec_string ("path", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FLAGS] =
    g_param_spec_uint ("flags", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BUSY_TIMEOUT] =
    g_param_spec_uint ("busy-timeout", NULL, NULL, 0, G_MAXINT, CARC_STORE_DEFAULT_BUSY_TIMEOUT_MS,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_READ_ONLY] =
    g_param_spec_boolean ("read-only", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
carc_store_init (CarcStore *self)
{
  self->busy_timeout = CARC_STORE_DEFAULT_BUSY_TIMEOUT_MS;
  self->statements = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, statement_free);
}

/* ---- opening -------------------------------------------------------------------- */

char *
carc_store_get_default_path (void)
{
  return g_build_filename (g_get_user_data_dir (), APP_DIR, DB_NAME, NULL);
}

static gboolean
query_int (sqlite3     *db,
           const char  *sql,
           gint64      *out,
           int         *out_rc)
{
  sqlite3_stmt *stmt = NULL;
  int rc = sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL);

  if (rc == SQLITE_OK)
    {
      rc = sqlite3_step (stmt);
      if (rc == SQLITE_ROW)
        {
          *out = sqlite3_column_int64 (stmt, 0);
          rc = SQLITE_OK;
        }
    }
  sqlite3_finalize (stmt);
  *out_rc = rc;
  return rc == SQLITE_OK;
}

static gboolean
newer_version_error (GError     **error,
                     const char  *path,
                     gint64       version)
{
  g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_NEWER_VERSION,
               _("The game database %s was written by a newer version of Carcassonne Companion "
                 "(database version %lld, this version reads up to %d). Update the "
                 "app, or move the file aside to start a new database; it is kept unchanged."),
               path, (long long) version, CARC_STORE_SCHEMA_VERSION);
  return FALSE;
}

static gboolean
foreign_error (GError     **error,
               const char  *path)
{
  g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID,
               _("%s is a database of another program, not a Carcassonne Companion game "
               "database; it was left untouched."), path);
  return FALSE;
}

static guint32
read_be32 (const guint8 *p)
{
  return ((guint32) p[0] << 24) | ((guint32) p[1] << 16) | ((guint32) p[2] << 8) | p[3];
}

/* Reads the file's 100-byte header without SQLite, so that a file we will
 * refuse (not SQLite, a newer version, another program's) is not even
 * given a -wal or -shm beside it. @out_empty: a 0-byte file, which SQLite
 * treats as an empty database. */
static gboolean
check_header (const char  *path,
              gboolean    *out_empty,
              GError     **error)
{
  static const char magic[16] = "SQLite format 3";
  guint8 header[100];
  FILE *file = g_fopen (path, "rb");
  size_t n;

  if (file == NULL)
    {
      int saved_errno = errno;
      /* not READ_ONLY: opening it read-only would not help either */
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_IO,
                   _("The game database %s cannot be read: %s. Check its permissions."),
                   path, g_strerror (saved_errno));
      return FALSE;
    }
  n = fread (header, 1, sizeof header, file);
  fclose (file);
  *out_empty = n == 0;
  if (n == 0)
    return TRUE;
  if (n < sizeof header || memcmp (header, magic, sizeof magic) != 0)
    {
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_CORRUPT,
                   _("The game database %s is damaged (it is not an SQLite database). Move it aside "
                   "to start a new one; the old file is kept."), path);
      return FALSE;
    }
  /* user_version at offset 60, application_id at 68 (big-endian); the WAL
   * may hold newer values, which the SQLite connection reads next */
  if (read_be32 (header + 60) > CARC_STORE_SCHEMA_VERSION)
    return newer_version_error (error, path, read_be32 (header + 60));
  if (read_be32 (header + 68) != 0 && read_be32 (header + 68) != CARC_STORE_APPLICATION_ID)
    return foreign_error (error, path);
  return TRUE;
}

char *
carc_store_immutable_uri (const char *path)
{
  /* a URI names an absolute file: a relative --db path is taken from the
   * current folder, as SQLite would take it */
  g_autofree char *absolute = g_canonicalize_filename (path, NULL);
  g_autofree char *uri = g_filename_to_uri (absolute, NULL, NULL);

  return uri ? g_strconcat (uri, "?immutable=1", NULL) : NULL;
}

/* A read-only connection that has read the schema. A WAL database in a
 * write-protected folder cannot get its -shm file; no writer can use WAL
 * there either, so it is opened as immutable. */
static int
open_existing_read_only (const char  *path,
                         guint        busy_timeout,
                         sqlite3    **out_db)
{
  g_autofree char *dir = g_path_get_dirname (path);
  sqlite3 *db = NULL;
  gint64 n;
  int rc;

  rc = sqlite3_open_v2 (path, &db, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, NULL);
  if (rc == SQLITE_OK)
    {
      sqlite3_extended_result_codes (db, 1);
      sqlite3_busy_timeout (db, (int) busy_timeout);
      query_int (db, "SELECT count(*) FROM sqlite_master", &n, &rc);
    }
  if (((rc & 0xff) == SQLITE_READONLY || (rc & 0xff) == SQLITE_CANTOPEN) && g_access (dir, W_OK) != 0)
    {
      g_autofree char *immutable = carc_store_immutable_uri (path);

      sqlite3_close_v2 (db);
      db = NULL;
      /* never hand SQLite a NULL name: it would open a private, empty
       * database and the user would see no games at all */
      if (immutable == NULL)
        rc = SQLITE_CANTOPEN;
      else
        rc = sqlite3_open_v2 (immutable, &db, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX, NULL);
      if (rc == SQLITE_OK)
        {
          sqlite3_extended_result_codes (db, 1);
          query_int (db, "SELECT count(*) FROM sqlite_master", &n, &rc);
        }
    }
  *out_db = db;
  return rc;
}

/* PRAGMA quick_check reads every page of the file. Its findings are
 * SQLite's page-by-page notes, of no use to the user: they learn that the
 * file is damaged (the first finding goes to the debug log). */
static gboolean
check_integrity (sqlite3     *db,
                 const char  *path,
                 GError     **error)
{
  sqlite3_stmt *stmt = NULL;
  guint problems = 0;
  int rc;

  rc = sqlite3_prepare_v2 (db, "PRAGMA quick_check", -1, &stmt, NULL);
  while (rc == SQLITE_OK && (rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      const char *verdict = (const char *) sqlite3_column_text (stmt, 0);

      if (g_strcmp0 (verdict, "ok") != 0)
        {
          if (problems == 0)
            g_debug ("%s: quick_check: %.200s", path, verdict ? verdict : "(null)");
          problems++;
        }
      rc = SQLITE_OK;
    }
  /* the check itself may stop at a page it cannot read */
  if ((rc & 0xff) == SQLITE_CORRUPT || (rc & 0xff) == SQLITE_NOTADB)
    problems++;
  else if (rc != SQLITE_DONE && rc != SQLITE_OK)
    {
      set_error_for (error, path, db, rc, _("checking it"));
      sqlite3_finalize (stmt);
      return FALSE;
    }
  sqlite3_finalize (stmt);
  if (problems > 0)
    {
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_CORRUPT,
                   _("The game database %s is damaged: its check found errors in it. Move it "
                     "aside to start a new one; the old file is kept."), path);
      return FALSE;
    }
  return TRUE;
}

/* @path with symbolic links resolved, as SQLite resolves them: its -wal
 * lies beside the real file. */
static char *
resolved_path (const char *path)
{
  char *real = realpath (path, NULL);
  char *copy;

  if (real == NULL)
    return g_canonicalize_filename (path, NULL);
  copy = g_strdup (real);
  free (real);
  return copy;
}

/* Paths this process has open (resolved path → count): a -wal file
 * beside one of them is ours, not left behind by a crash. */
static GMutex open_paths_lock;
static GHashTable *open_paths;

static void
open_paths_add (const char *path)
{
  g_autofree char *key = resolved_path (path);

  g_mutex_lock (&open_paths_lock);
  if (open_paths == NULL)
    open_paths = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_hash_table_insert (open_paths, g_strdup (key),
                       GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (open_paths, key)) + 1));
  g_mutex_unlock (&open_paths_lock);
}

static void
open_paths_remove (const char *path)
{
  g_autofree char *key = resolved_path (path);
  guint n;

  g_mutex_lock (&open_paths_lock);
  n = open_paths ? GPOINTER_TO_UINT (g_hash_table_lookup (open_paths, key)) : 0;
  if (n > 1)
    g_hash_table_insert (open_paths, g_strdup (key), GUINT_TO_POINTER (n - 1));
  else if (n == 1)
    g_hash_table_remove (open_paths, key);
  g_mutex_unlock (&open_paths_lock);
}

/* Whether the file may have been left in an unknown state: its -wal still
 * holds changes, which the last connection writes into the database and
 * removes when it closes, so a crash (of the app, or of the machine) left
 * it behind, or another program has the database open right now (the
 * check costs a little time then, nothing else). An empty -wal is what a
 * read-only connection leaves; a -wal of our own process says nothing. */
static gboolean
needs_check (const char *path)
{
  g_autofree char *key = resolved_path (path);
  g_autofree char *wal = g_strconcat (key, "-wal", NULL);
  GStatBuf st;
  gboolean ours;

  if (g_stat (wal, &st) != 0 || st.st_size == 0)
    return FALSE;
  g_mutex_lock (&open_paths_lock);
  ours = open_paths != NULL && g_hash_table_contains (open_paths, key);
  g_mutex_unlock (&open_paths_lock);
  return !ours;
}

/* Looks at an existing file through a read-only connection, which can never
 * write to it (not even a checkpoint on close): its version, whether it is
 * ours, whether it is intact. */
static gboolean
inspect (const char  *path,
         guint        busy_timeout,
         gboolean     check,
         guint       *out_version,
         GError     **error)
{
  sqlite3 *db = NULL;
  gint64 version = 0, app_id = 0, n_tables = 0;
  gboolean empty = FALSE;
  int rc;
  gboolean ok = FALSE;

  if (!check_header (path, &empty, error))
    return FALSE;
  if (empty)
    {
      *out_version = 0;
      return TRUE;
    }
  rc = open_existing_read_only (path, busy_timeout, &db);
  if (rc != SQLITE_OK)
    {
      set_error_for (error, path, db, rc, _("opening it"));
      goto out;
    }

  if (!query_int (db, "PRAGMA user_version", &version, &rc)
      || !query_int (db, "PRAGMA application_id", &app_id, &rc)
      || !query_int (db, "SELECT count(*) FROM sqlite_master", &n_tables, &rc))
    {
      set_error_for (error, path, db, rc, _("opening it"));
      goto out;
    }
  if (version > CARC_STORE_SCHEMA_VERSION)
    {
      newer_version_error (error, path, version);
      goto out;
    }
  if ((app_id != 0 && app_id != CARC_STORE_APPLICATION_ID) || (version == 0 && n_tables > 0))
    {
      foreign_error (error, path);
      goto out;
    }

  if (check && !check_integrity (db, path, error))
    goto out;
  *out_version = (guint) version;
  ok = TRUE;

out:
  sqlite3_close_v2 (db);
  return ok;
}

/* Waits for another connection's lock in short steps, up to the busy
 * timeout. SQLite's own handler sleeps up to 100 ms at a time, so a writer
 * that commits every few dozen milliseconds (an import in batches) could
 * keep it waiting for seconds, though the lock was free between batches. */
static int
busy_handler (void *data,
              int   attempt)
{
  CarcStore *self = data;
  gint64 now = g_get_monotonic_time ();

  if (attempt == 0)
    self->busy_since = now;
  if (now - self->busy_since >= (gint64) self->busy_timeout * 1000)
    return 0;
  g_usleep (attempt < 20 ? 500 : 2000);
  return 1;
}

static gboolean
configure (CarcStore  *self,
           GError    **error)
{
  sqlite3_extended_result_codes (self->db, 1);
  sqlite3_busy_handler (self->db, busy_handler, self);
  sqlite3_create_function (self->db, "carc_fold", 1,
                           SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS,
                           NULL, sql_fold, NULL, NULL);
  /* 8 MiB of page cache (the default is 2): the statistics' working set of
   * 10,000 games stays in memory between two views */
  return carc_store_exec (self, "PRAGMA foreign_keys = ON; PRAGMA cache_size = -8192", _("opening it"), error);
}

/* Copies the database aside before an upgrade, so that a failed or
 * regretted upgrade never loses games. VACUUM INTO refuses to overwrite. */
static gboolean
copy_before_upgrade (CarcStore  *self,
                     guint       version,
                     GError    **error)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  g_autofree char *copy = g_strdup_printf ("%s.v%u-%s", self->path, version, stamp);
  g_autofree char *sql = NULL;
  char *quoted = sqlite3_mprintf ("%Q", copy);

  sql = g_strdup_printf ("VACUUM INTO %s", quoted);
  sqlite3_free (quoted);
  return carc_store_exec (self, sql, _("copying the database aside before upgrading it"), error);
}

static gboolean
open_read_only (CarcStore  *self,
                guint       version,
                GError    **error)
{
  sqlite3 *file_db = NULL;
  sqlite3_backup *backup;
  int rc;

  rc = open_existing_read_only (self->path, self->busy_timeout, &file_db);
  if (rc != SQLITE_OK)
    {
      set_error_for (error, self->path, file_db, rc, _("opening it read-only"));
      sqlite3_close_v2 (file_db);
      return FALSE;
    }
  if (version == CARC_STORE_SCHEMA_VERSION)
    {
      self->db = file_db;
      return configure (self, error);
    }

  /* An older (or empty) database cannot be upgraded on disk when nothing may
   * be written: upgrade a copy in memory instead. */
  sqlite3_busy_timeout (file_db, (int) self->busy_timeout);
  rc = sqlite3_open_v2 (":memory:", &self->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, NULL);
  if (rc == SQLITE_OK)
    {
      backup = sqlite3_backup_init (self->db, "main", file_db, "main");
      if (backup == NULL)
        rc = sqlite3_errcode (self->db);
      else
        {
          rc = sqlite3_backup_step (backup, -1);
          sqlite3_backup_finish (backup);
          rc = rc == SQLITE_DONE ? SQLITE_OK : rc;
        }
    }
  if (rc != SQLITE_OK)
    {
      set_error_for (error, self->path, file_db, rc, _("reading it"));
      sqlite3_close_v2 (file_db);
      return FALSE;
    }
  sqlite3_close_v2 (file_db);
  if (!configure (self, error))
    return FALSE;

  self->upgrading = TRUE;
  if (version == 0)
    rc = carc_store_schema_create (self->db, CARC_STORE_SCHEMA_VERSION, error);
  else
    rc = carc_store_schema_migrate (self, version, error);
  self->upgrading = FALSE;
  return rc;
}

static gboolean
check_writable (const char  *path,
                gboolean     exists,
                GError     **error)
{
  g_autofree char *dir = g_path_get_dirname (path);

  /* SQLite itself would open a write-protected file read-only without a
   * word, and WAL needs to create files beside the database */
  if (exists && g_access (path, W_OK) != 0)
    {
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_READ_ONLY,
                   _("The game database %s cannot be written (the file is write-protected). Check "
                     "the permissions, or open it read-only to look at the games."), path);
      return FALSE;
    }
  if (g_access (dir, W_OK) != 0)
    {
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_READ_ONLY,
                   _("The game database %s cannot be written (its folder is write-protected). Check "
                     "the permissions, or open it read-only to look at the games."), path);
      return FALSE;
    }
  return TRUE;
}

static gboolean
open_read_write (CarcStore  *self,
                 guint       version,
                 gboolean    exists,
                 GError    **error)
{
  int rc;
  gint64 dummy;
  sqlite3_stmt *stmt = NULL;
  const char *mode = NULL;

  rc = sqlite3_open_v2 (self->path, &self->db,
                        SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, NULL);
  if (rc != SQLITE_OK)
    {
      set_error_for (error, self->path, self->db, rc, _("opening it"));
      return FALSE;
    }
  if (!configure (self, error))
    return FALSE;
  if (sqlite3_db_readonly (self->db, "main") == 1)
    {
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_READ_ONLY,
                   _("The game database %s cannot be written. Check its permissions, or open it "
                   "read-only to look at the games."), self->path);
      return FALSE;
    }

  /* WAL: a commit appends to the log, readers never wait for the writer,
   * and a crash loses at most the transaction in progress */
  rc = sqlite3_prepare_v2 (self->db, "PRAGMA journal_mode = WAL", -1, &stmt, NULL);
  if (rc == SQLITE_OK && (rc = sqlite3_step (stmt)) == SQLITE_ROW)
    mode = (const char *) sqlite3_column_text (stmt, 0);
  if (rc != SQLITE_ROW || g_strcmp0 (mode, "wal") != 0)
    {
      if (rc == SQLITE_ROW)
        g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_IO,
                     _("The game database %s cannot use write-ahead logging (journal mode stays “%s”); "
                     "is it on a network drive?"), self->path, mode ? mode : "?");
      else
        carc_store_set_error (self, error, rc, _("opening it"));
      sqlite3_finalize (stmt);
      return FALSE;
    }
  sqlite3_finalize (stmt);
  /* FULL: the WAL is synced at every commit, so an event the table has
   * seen survives a power cut too, not only a crash */
  if (!carc_store_exec (self, "PRAGMA synchronous = FULL", _("opening it"), error))
    return FALSE;

  /* someone may have created or upgraded it since inspect() */
  if (!query_int (self->db, "PRAGMA user_version", &dummy, &rc))
    {
      carc_store_set_error (self, error, rc, _("opening it"));
      return FALSE;
    }
  version = (guint) dummy;
  if (version > CARC_STORE_SCHEMA_VERSION)
    return newer_version_error (error, self->path, version);
  if (version == CARC_STORE_SCHEMA_VERSION)
    return TRUE;
  if (version == 0)
    {
      gint64 n_tables = 0;
      if (!query_int (self->db, "SELECT count(*) FROM sqlite_master", &n_tables, &rc))
        {
          carc_store_set_error (self, error, rc, _("opening it"));
          return FALSE;
        }
      if (n_tables > 0)
        return foreign_error (error, self->path);
      return carc_store_schema_create (self->db, CARC_STORE_SCHEMA_VERSION, error);
    }
  if (exists && !copy_before_upgrade (self, version, error))
    return FALSE;
  return carc_store_schema_migrate (self, version, error);
}

static gboolean
carc_store_initable_init (GInitable     *initable,
                          GCancellable  *cancellable,
                          GError       **error)
{
  CarcStore *self = CARC_STORE (initable);
  g_autoptr(GError) local_error = NULL;
  gboolean exists, ok;
  guint version = 0;

  self->catalogue = carc_catalogue_get_default (&local_error);
  if (self->catalogue == NULL)
    {
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_IO,
                   _("The tile catalogue is broken: %s"), local_error->message);
      return FALSE;
    }
  carc_catalogue_ref (self->catalogue);
  if (self->path == NULL)
    self->path = carc_store_get_default_path ();
  self->read_only = (self->flags & CARC_STORE_OPEN_READ_ONLY) != 0;

  exists = g_file_test (self->path, G_FILE_TEST_EXISTS);
  if (exists && !g_file_test (self->path, G_FILE_TEST_IS_REGULAR))
    {
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID,
                   _("%s is not a file, so it cannot be the game database."), self->path);
      return FALSE;
    }
  if (!exists)
    {
      g_autofree char *dir = g_path_get_dirname (self->path);
      if (self->read_only)
        {
          g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_NOT_FOUND,
                       _("There is no game database at %s."), self->path);
          return FALSE;
        }
      if (g_mkdir_with_parents (dir, 0700) != 0)
        {
          int saved_errno = errno;
          g_set_error (error, CARC_STORE_ERROR,
                       saved_errno == EACCES || saved_errno == EROFS || saved_errno == EPERM
                         ? CARC_STORE_ERROR_READ_ONLY : CARC_STORE_ERROR_IO,
                       _("The folder %s for the game database cannot be created: %s."),
                       dir, g_strerror (saved_errno));
          return FALSE;
        }
    }
  else
    {
      gboolean check = (self->flags & CARC_STORE_OPEN_CHECK) != 0 || needs_check (self->path);

      if (check && (self->flags & CARC_STORE_OPEN_NO_CHECK) != 0)
        {
          self->check_pending = TRUE;
          check = FALSE;
        }
      if (!inspect (self->path, self->busy_timeout, check, &version, error))
        return FALSE;
    }

  if (self->read_only)
    ok = open_read_only (self, version, error);
  else
    ok = check_writable (self->path, exists, error) && open_read_write (self, version, exists, error);
  if (ok)
    {
      open_paths_add (self->path);
      self->registered = TRUE;
    }
  return ok;
}

static void
carc_store_initable_iface_init (GInitableIface *iface)
{
  iface->init = carc_store_initable_init;
}

CarcStore *
carc_store_open_full (const char          *path,
                      CarcStoreOpenFlags   flags,
                      guint                busy_timeout_ms,
                      GError             **error)
{
  return g_initable_new (CARC_TYPE_STORE, NULL, error,
                         "path", path,
                         "flags", (guint) flags,
                         "busy-timeout", busy_timeout_ms,
                         NULL);
}

CarcStore *
carc_store_open (const char          *path,
                 CarcStoreOpenFlags   flags,
                 GError             **error)
{
  return carc_store_open_full (path, flags, CARC_STORE_DEFAULT_BUSY_TIMEOUT_MS, error);
}

/* On a read-only connection of its own: the file is checked, even when
 * the store works on an upgraded copy in memory. */
static gboolean
check_file (const char  *path,
            guint        busy_timeout,
            GError     **error)
{
  sqlite3 *db = NULL;
  int rc = open_existing_read_only (path, busy_timeout, &db);
  gboolean ok;

  if (rc != SQLITE_OK)
    {
      set_error_for (error, path, db, rc, _("checking it"));
      ok = FALSE;
    }
  else
    ok = check_integrity (db, path, error);
  sqlite3_close_v2 (db);
  return ok;
}

gboolean
carc_store_check_integrity (CarcStore  *self,
                            GError    **error)
{
  g_return_val_if_fail (CARC_IS_STORE (self), FALSE);

  if (!check_file (self->path, self->busy_timeout, error))
    return FALSE;
  self->check_pending = FALSE;
  return TRUE;
}

gboolean
carc_store_is_check_pending (CarcStore *self)
{
  g_return_val_if_fail (CARC_IS_STORE (self), FALSE);
  return self->check_pending;
}

static void
check_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  const char *path = task_data;
  GError *error = NULL;

  if (!check_file (path, CARC_STORE_DEFAULT_BUSY_TIMEOUT_MS, &error))
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

void
carc_store_check_integrity_async (CarcStore           *self,
                                  GCancellable        *cancellable,
                                  GAsyncReadyCallback  callback,
                                  gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (CARC_IS_STORE (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, carc_store_check_integrity_async);
  g_task_set_task_data (task, g_strdup (self->path), g_free);
  g_task_run_in_thread (task, check_thread);
}

gboolean
carc_store_check_integrity_finish (CarcStore     *self,
                                   GAsyncResult  *result,
                                   GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  self->check_pending = FALSE;
  return TRUE;
}

const char *
carc_store_get_path (CarcStore *self)
{
  g_return_val_if_fail (CARC_IS_STORE (self), NULL);
  return self->path;
}

gboolean
carc_store_is_read_only (CarcStore *self)
{
  g_return_val_if_fail (CARC_IS_STORE (self), TRUE);
  return self->read_only;
}

char *
carc_store_move_aside (const char     *path,
                       CarcStoreError  reason,
                       GError        **error)
{
  static const char * const companions[] = { "-wal", "-shm", "-journal" };
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  const char *what = reason == CARC_STORE_ERROR_NEWER_VERSION ? "newer" : "broken";
  g_autofree char *target = NULL;

  if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
    {
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_NOT_FOUND,
                   _("There is no game database at %s to move aside."), path);
      return NULL;
    }
  /* never replace an earlier moved-aside file: add a counter if needed */
  for (guint n = 0; target == NULL; n++)
    {
      g_autofree char *candidate = n == 0
        ? g_strdup_printf ("%s.%s-%s", path, what, stamp)
        : g_strdup_printf ("%s.%s-%s-%u", path, what, stamp, n);
      gboolean taken = g_file_test (candidate, G_FILE_TEST_EXISTS);

      for (guint c = 0; c < G_N_ELEMENTS (companions) && !taken; c++)
        {
          g_autofree char *companion = g_strconcat (candidate, companions[c], NULL);
          taken = g_file_test (companion, G_FILE_TEST_EXISTS);
        }
      if (!taken)
        target = g_steal_pointer (&candidate);
    }

  /* the companions first: if the database itself cannot move, the user
   * still has all of it under the new name or the old one */
  for (guint c = 0; c < G_N_ELEMENTS (companions); c++)
    {
      g_autofree char *from = g_strconcat (path, companions[c], NULL);
      g_autofree char *to = g_strconcat (target, companions[c], NULL);
      if (g_file_test (from, G_FILE_TEST_EXISTS) && g_rename (from, to) != 0)
        {
          int saved_errno = errno;
          g_set_error (error, CARC_STORE_ERROR,
                       saved_errno == EACCES || saved_errno == EROFS || saved_errno == EPERM
                         ? CARC_STORE_ERROR_READ_ONLY : CARC_STORE_ERROR_IO,
                       _("Could not rename %s to %s: %s."), from, to, g_strerror (saved_errno));
          return NULL;
        }
    }
  if (g_rename (path, target) != 0)
    {
      int saved_errno = errno;
      g_set_error (error, CARC_STORE_ERROR,
                   saved_errno == EACCES || saved_errno == EROFS || saved_errno == EPERM
                     ? CARC_STORE_ERROR_READ_ONLY : CARC_STORE_ERROR_IO,
                   _("Could not rename %s to %s: %s."), path, target, g_strerror (saved_errno));
      return NULL;
    }
  return g_steal_pointer (&target);
}

/* ---- players ------------------------------------------------------------------ */

void
carc_store_player_free (CarcStorePlayer *player)
{
  if (player == NULL)
    return;
  g_free (player->name);
  g_free (player->colour);
  g_free (player);
}

static char *
clean_name (const char  *name,
            GError     **error)
{
  g_autofree char *copy = NULL;
  glong length;

  if (name == NULL || !g_utf8_validate (name, -1, NULL))
    {
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID, _("A player's name must be text."));
      return NULL;
    }
  copy = g_strstrip (g_strdup (name));
  length = g_utf8_strlen (copy, -1);
  if (length == 0)
    {
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID, _("A player needs a name."));
      return NULL;
    }
  if (length > CARC_MAX_NAME_CHARS)
    {
      /* the start of it is enough to say which name (it may be very long) */
      g_autofree char *start = g_utf8_substring (copy, 0, 24);
      g_autofree char *shown = g_strconcat (start, "…", NULL);

      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID,
                   g_dngettext (GETTEXT_PACKAGE, "The name “%s” is too long: at most %d character.",
                                "The name “%s” is too long: at most %d characters.", CARC_MAX_NAME_CHARS),
                   shown, CARC_MAX_NAME_CHARS);
      return NULL;
    }
  return g_steal_pointer (&copy);
}

static gboolean
check_colour (const char  *colour,
              GError     **error)
{
  if (colour == NULL || carc_player_colour_index (colour) >= 0)
    return TRUE;
  g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID,
               _("“%s” is not one of the players' colours."), colour);
  return FALSE;
}

GPtrArray *
carc_store_list_players (CarcStore  *self,
                         GError    **error)
{
  g_autoptr(GPtrArray) players = g_ptr_array_new_with_free_func ((GDestroyNotify) carc_store_player_free);
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (CARC_IS_STORE (self), NULL);

  stmt = carc_store_prepare (self,
    "SELECT p.id, p.name, p.colour, p.created,"
    "       (SELECT count(*) FROM game_players gp JOIN games g ON g.id = gp.game"
    "         WHERE gp.player = p.id AND g.deleted IS NULL)"
    "  FROM players p ORDER BY p.name_key, p.id", error);
  if (stmt == NULL)
    return NULL;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      CarcStorePlayer *p = g_new0 (CarcStorePlayer, 1);
      p->id = sqlite3_column_int64 (stmt, 0);
      p->name = g_strdup ((const char *) sqlite3_column_text (stmt, 1));
      p->colour = g_strdup ((const char *) sqlite3_column_text (stmt, 2));
      p->created = sqlite3_column_int64 (stmt, 3);
      p->n_games = (guint) sqlite3_column_int (stmt, 4);
      g_ptr_array_add (players, p);
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      carc_store_set_error (self, error, rc, _("reading the players"));
      return NULL;
    }
  return g_steal_pointer (&players);
}

gboolean
carc_store_find_player (CarcStore   *self,
                        const char  *key,
                        gint64      *out_id,
                        GError     **error)
{
  sqlite3_stmt *stmt = carc_store_prepare (self, "SELECT id FROM players WHERE name_key = ?", error);
  int rc;

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, key, -1, SQLITE_TRANSIENT);
  rc = sqlite3_step (stmt);
  *out_id = rc == SQLITE_ROW ? sqlite3_column_int64 (stmt, 0) : 0;
  sqlite3_reset (stmt);
  if (rc != SQLITE_ROW && rc != SQLITE_DONE)
    {
      carc_store_set_error (self, error, rc, _("looking up a player"));
      return FALSE;
    }
  return TRUE;
}

static gboolean
insert_player (CarcStore   *self,
               const char  *name,
               const char  *key,
               const char  *colour,
               gint64      *out_id,
               GError     **error)
{
  sqlite3_stmt *stmt = carc_store_prepare (self,
    "INSERT INTO players (name, name_key, colour, created) VALUES (?, ?, ?, ?)", error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, name, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 2, key, -1, SQLITE_TRANSIENT);
  if (colour)
    sqlite3_bind_text (stmt, 3, colour, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 4, g_get_real_time ());
  if (!step_done (self, stmt, _("adding a player"), error))
    return FALSE;
  *out_id = sqlite3_last_insert_rowid (self->db);
  return TRUE;
}

gboolean
carc_store_ensure_player (CarcStore   *self,
                          const char  *name,
                          const char  *colour,
                          gint64      *out_id,
                          gboolean    *added,
                          GError     **error)
{
  /* names from game set-ups and backups: the roster keeps them trimmed and
   * within the roster's limits, as carc_store_add_player does */
  g_autofree char *clean = clean_name (name, error);
  g_autofree char *key = NULL;

  *added = FALSE;
  if (clean == NULL || !check_colour (colour, error))
    return FALSE;
  key = carc_store_fold (clean);
  if (!carc_store_find_player (self, key, out_id, error))
    return FALSE;
  if (*out_id != 0)
    return TRUE;
  *added = TRUE;
  return insert_player (self, clean, key, colour, out_id, error);
}

gboolean
carc_store_add_player (CarcStore   *self,
                       const char  *name,
                       const char  *colour,
                       gint64      *out_id,
                       GError     **error)
{
  g_autofree char *clean = NULL;
  g_autofree char *key = NULL;
  gint64 id = 0;

  g_return_val_if_fail (CARC_IS_STORE (self), FALSE);

  if ((clean = clean_name (name, error)) == NULL || !check_colour (colour, error))
    return FALSE;
  key = carc_store_fold (clean);
  if (!carc_store_begin (self, error))
    return FALSE;
  if (!carc_store_find_player (self, key, &id, error))
    goto fail;
  if (id != 0)
    {
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID,
                   _("There is already a player called “%s”."), clean);
      goto fail;
    }
  if (!insert_player (self, clean, key, colour, &id, error) || !carc_store_commit (self, error))
    goto fail;
  if (out_id)
    *out_id = id;
  carc_store_emit_changed (self, NULL);
  return TRUE;

fail:
  carc_store_rollback (self);
  return FALSE;
}

static gboolean
player_exists (CarcStore   *self,
               gint64       player_id,
               GError     **error)
{
  sqlite3_stmt *stmt = carc_store_prepare (self, "SELECT 1 FROM players WHERE id = ?", error);
  int rc;

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, player_id);
  rc = sqlite3_step (stmt);
  sqlite3_reset (stmt);
  if (rc == SQLITE_ROW)
    return TRUE;
  if (rc == SQLITE_DONE)
    g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_NOT_FOUND,
                 _("There is no player number %lld."), (long long) player_id);
  else
    carc_store_set_error (self, error, rc, _("looking up a player"));
  return FALSE;
}

gboolean
carc_store_rename_player (CarcStore   *self,
                          gint64       player_id,
                          const char  *new_name,
                          GError     **error)
{
  g_autofree char *clean = NULL;
  g_autofree char *key = NULL;
  sqlite3_stmt *stmt;
  gint64 other = 0;

  g_return_val_if_fail (CARC_IS_STORE (self), FALSE);

  if ((clean = clean_name (new_name, error)) == NULL)
    return FALSE;
  key = carc_store_fold (clean);
  if (!carc_store_begin (self, error))
    return FALSE;
  if (!player_exists (self, player_id, error) || !carc_store_find_player (self, key, &other, error))
    goto fail;
  if (other != 0 && other != player_id)
    {
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID,
                   _("There is already a player called “%s”."), clean);
      goto fail;
    }
  stmt = carc_store_prepare (self, "UPDATE players SET name = ?, name_key = ? WHERE id = ?", error);
  if (stmt == NULL)
    goto fail;
  sqlite3_bind_text (stmt, 1, clean, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 2, key, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 3, player_id);
  if (!step_done (self, stmt, _("renaming a player"), error) || !carc_store_commit (self, error))
    goto fail;
  carc_store_emit_changed (self, NULL);
  return TRUE;

fail:
  carc_store_rollback (self);
  return FALSE;
}

gboolean
carc_store_set_player_colour (CarcStore   *self,
                              gint64       player_id,
                              const char  *colour,
                              GError     **error)
{
  sqlite3_stmt *stmt;

  g_return_val_if_fail (CARC_IS_STORE (self), FALSE);

  if (!check_colour (colour, error) || !carc_store_begin (self, error))
    return FALSE;
  if (!player_exists (self, player_id, error))
    goto fail;
  stmt = carc_store_prepare (self, "UPDATE players SET colour = ? WHERE id = ?", error);
  if (stmt == NULL)
    goto fail;
  if (colour)
    sqlite3_bind_text (stmt, 1, colour, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 2, player_id);
  if (!step_done (self, stmt, _("changing a player's colour"), error) || !carc_store_commit (self, error))
    goto fail;
  carc_store_emit_changed (self, NULL);
  return TRUE;

fail:
  carc_store_rollback (self);
  return FALSE;
}

/* ---- writing games ---------------------------------------------------------------- */

typedef struct {
  gint64   rowid;
  guint    n_events;
  gboolean finished;
  gint64   ended;
} StoredGame;

static gboolean
lookup_game (CarcStore   *self,
             const char  *uuid,
             StoredGame  *out,
             GError     **error)
{
  sqlite3_stmt *stmt = carc_store_prepare (self,
    "SELECT id, n_events, state = 'finished', ended FROM games WHERE uuid = ?", error);
  int rc;

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, uuid, -1, SQLITE_TRANSIENT);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    {
      out->rowid = sqlite3_column_int64 (stmt, 0);
      out->n_events = (guint) sqlite3_column_int64 (stmt, 1);
      out->finished = sqlite3_column_int (stmt, 2) != 0;
      out->ended = sqlite3_column_int64 (stmt, 3);
    }
  sqlite3_reset (stmt);
  if (rc == SQLITE_ROW)
    return TRUE;
  if (rc == SQLITE_DONE)
    g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_NOT_FOUND,
                 _("There is no game %s in the database."), uuid);
  else
    carc_store_set_error (self, error, rc, _("looking up the game"));
  return FALSE;
}

static gboolean
insert_event (CarcStore       *self,
              CarcCatalogue   *catalogue,
              gint64           rowid,
              guint            index,
              const CarcEvent *event,
              gint64           saved,
              GError         **error)
{
  /* the game's catalogue: its box's own tiles are not the store's */
  g_autofree char *data = carc_event_to_json (event, catalogue);
  sqlite3_stmt *stmt = carc_store_prepare (self,
    "INSERT INTO events (game, idx, data, time, saved) VALUES (?, ?, ?, ?, ?)", error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, rowid);
  sqlite3_bind_int64 (stmt, 2, index);
  sqlite3_bind_text (stmt, 3, data, -1, SQLITE_TRANSIENT);
  if (event->time)
    sqlite3_bind_int64 (stmt, 4, event->time);
  if (saved)
    sqlite3_bind_int64 (stmt, 5, saved);
  return step_done (self, stmt, _("saving an event"), error);
}

/* When the game ended: its last event's time, else now for a game being
 * played, else (an import without times) its creation. */
static gint64
end_time (const CarcGame *game,
          gboolean        live)
{
  guint n = carc_game_get_n_events (game);

  if (n > 0 && carc_game_get_event (game, n - 1)->time)
    return carc_game_get_event (game, n - 1)->time;
  return live ? g_get_real_time () : carc_game_get_created (game);
}

/* Turn times: a turn is a run of events by the same player; it lasts from
 * the previous run's last event to its own last one. Runs with an unknown
 * or overlong gap (a paused game) are left out. */
static void
turn_times (CarcStore      *self,
            gint64          rowid,
            const CarcGame *game,
            guint          *turns,
            gint64         *turn_time)
{
  guint n = carc_game_get_n_events (game);
  g_autofree gint64 *times = g_new0 (gint64, n + 1);
  sqlite3_stmt *stmt = carc_store_prepare (self, "SELECT idx, saved FROM events WHERE game = ? AND saved IS NOT NULL", NULL);

  if (stmt)
    {
      sqlite3_bind_int64 (stmt, 1, rowid);
      while (sqlite3_step (stmt) == SQLITE_ROW)
        {
          gint64 idx = sqlite3_column_int64 (stmt, 0);
          if (idx >= 0 && idx < n)
            times[idx] = sqlite3_column_int64 (stmt, 1);
        }
      sqlite3_reset (stmt);
    }
  for (guint i = 0; i < n; i++)
    if (carc_game_get_event (game, i)->time)
      times[i] = carc_game_get_event (game, i)->time;

  for (guint start = 0; start < n;)
    {
      guint player = carc_game_event_player (game, start);
      guint end = start;
      gboolean known = start > 0;
      gint64 total;

      while (end + 1 < n && carc_game_event_player (game, end + 1) == player)
        end++;
      for (guint i = start; i <= end && known; i++)
        {
          gint64 gap = times[i] - times[i - 1];
          if (times[i] == 0 || times[i - 1] == 0 || gap < 0 || gap > CARC_STORE_MAX_TURN_USEC)
            known = FALSE;
        }
      total = known ? times[end] - times[start - 1] : 0;
      if (known && player < CARC_MAX_PLAYERS)
        {
          turns[player]++;
          turn_time[player] += total;
        }
      start = end + 1;
    }
}

/* The score categories as results columns: schema 2 had the big box's,
 * schema 3 added Hunters & Gatherers', schema 4 has none (result_points
 * rows instead). Those columns are the first kinds of the engine, by name. */
static guint
n_score_columns (guint schema)
{
  G_STATIC_ASSERT (CARC_N_SCORE_KINDS >= CARC_SCORE_CANOE + 1);
  return schema >= 4 ? 0 : schema == 3 ? CARC_SCORE_CANOE + 1 : CARC_SCORE_GUARD + 1;
}

gboolean
carc_store_write_results (CarcStore      *self,
                          gint64          rowid,
                          const CarcGame *game,
                          guint           schema,
                          GError        **error)
{
  const CarcState *state = carc_game_get_state (game);
  guint n_kinds = n_score_columns (schema);
  g_autoptr(GString) sql = g_string_new ("INSERT INTO results (game, seat, player, score, winner, shared, "
                                         "biggest_city, longest_road, turns, turn_time");
  guint biggest_city[CARC_MAX_PLAYERS] = { 0 }, longest_road[CARC_MAX_PLAYERS] = { 0 };
  guint turns[CARC_MAX_PLAYERS] = { 0 };
  gint64 turn_time[CARC_MAX_PLAYERS] = { 0 };
  guint32 winners;
  sqlite3_stmt *stmt;

  stmt = carc_store_prepare (self, "DELETE FROM results WHERE game = ?", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, rowid);
  if (!step_done (self, stmt, _("clearing the results"), error))
    return FALSE;
  if (schema >= 4)
    {
      stmt = carc_store_prepare (self, "DELETE FROM result_points WHERE game = ?", error);
      if (stmt == NULL)
        return FALSE;
      sqlite3_bind_int64 (stmt, 1, rowid);
      if (!step_done (self, stmt, _("clearing the results"), error))
        return FALSE;
    }
  stmt = carc_store_prepare (self, "DELETE FROM scorings WHERE game = ?", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, rowid);
  if (!step_done (self, stmt, _("clearing the scorings"), error))
    return FALSE;
  if (carc_state_get_phase (state) != CARC_PHASE_OVER)
    return TRUE;

  /* the detail column came with version 6 */
  stmt = carc_store_prepare (self, schema >= 6
    ? "INSERT INTO scorings (game, n, grp, event, turn, seat, kind, points, tiles, pennants, count, final, flags, detail)"
      " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
    : "INSERT INTO scorings (game, n, grp, event, turn, seat, kind, points, tiles, pennants, count, final, flags)"
      " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", error);
  if (stmt == NULL)
    return FALSE;
  for (guint i = 0; i < carc_state_get_n_scorings (state); i++)
    {
      const CarcScoring *s = &carc_state_get_scorings (state)[i];

      if (s->player < CARC_MAX_PLAYERS && s->kind == CARC_SCORE_CITY)
        biggest_city[s->player] = MAX (biggest_city[s->player], s->tiles);
      if (s->player < CARC_MAX_PLAYERS && s->kind == CARC_SCORE_ROAD)
        longest_road[s->player] = MAX (longest_road[s->player], s->tiles);
      sqlite3_reset (stmt);
      sqlite3_bind_int64 (stmt, 1, rowid);
      sqlite3_bind_int (stmt, 2, (int) i);
      sqlite3_bind_int (stmt, 3, s->group);
      sqlite3_bind_int (stmt, 4, s->event);
      sqlite3_bind_int (stmt, 5, s->turn);
      sqlite3_bind_int (stmt, 6, s->player);
      sqlite3_bind_text (stmt, 7, carc_score_kind_name (s->kind), -1, SQLITE_STATIC);
      sqlite3_bind_int (stmt, 8, s->points);
      sqlite3_bind_int (stmt, 9, s->tiles);
      sqlite3_bind_int (stmt, 10, s->pennants);
      sqlite3_bind_int (stmt, 11, s->count);
      sqlite3_bind_int (stmt, 12, s->final ? 1 : 0);
      sqlite3_bind_int (stmt, 13, s->flags);
      if (schema >= 6)
        {
          /* NULL for a kind without details */
          const char *detail = carc_registry_score_detail (s->kind, s->detail);

          if (detail != NULL)
            sqlite3_bind_text (stmt, 14, detail, -1, SQLITE_STATIC);
          else
            sqlite3_bind_null (stmt, 14);
        }
      if (!step_done (self, stmt, _("saving the scorings"), error))
        return FALSE;
    }

  turn_times (self, rowid, game, turns, turn_time);
  winners = carc_state_winners (state, NULL);

  for (guint k = 0; k < n_kinds; k++)
    g_string_append_printf (sql, ", %s", carc_score_kind_name (k));
  g_string_append (sql, ") SELECT game, seat, player, ?, ?, ?, ?, ?, ?, ?");
  for (guint k = 0; k < n_kinds; k++)
    g_string_append (sql, ", ?");
  g_string_append (sql, " FROM game_players WHERE game = ? AND seat = ?");
  stmt = carc_store_prepare (self, sql->str, error);
  if (stmt == NULL)
    return FALSE;
  for (guint p = 0; p < carc_state_get_n_players (state); p++)
    {
      int col = 1;
      gboolean winner = (winners & (1u << p)) != 0;

      sqlite3_reset (stmt);
      sqlite3_bind_int (stmt, col++, carc_state_get_players (state)[p].score);
      sqlite3_bind_int (stmt, col++, winner);
      sqlite3_bind_int (stmt, col++, winner && (winners & (winners - 1)) != 0 /* shared */);
      sqlite3_bind_int (stmt, col++, (int) biggest_city[p]);
      sqlite3_bind_int (stmt, col++, (int) longest_road[p]);
      sqlite3_bind_int (stmt, col++, (int) turns[p]);
      sqlite3_bind_int64 (stmt, col++, turn_time[p]);
      for (guint k = 0; k < n_kinds; k++)
        sqlite3_bind_int (stmt, col++, carc_state_get_players (state)[p].by_kind[k]);
      sqlite3_bind_int64 (stmt, col++, rowid);
      sqlite3_bind_int (stmt, col++, (int) p);
      if (!step_done (self, stmt, _("saving the results"), error))
        return FALSE;
    }
  if (schema < 4)
    return TRUE;

  /* one row per kind a player scored in: whatever kinds the engine has */
  stmt = carc_store_prepare (self,
    "INSERT INTO result_points (game, seat, player, kind, points)"
    " SELECT game, seat, player, ?, ? FROM game_players WHERE game = ? AND seat = ?", error);
  if (stmt == NULL)
    return FALSE;
  for (guint p = 0; p < carc_state_get_n_players (state); p++)
    for (guint k = 0; k < CARC_N_SCORE_KINDS; k++)
      {
        if (carc_state_get_players (state)[p].by_kind[k] == 0)
          continue;
        sqlite3_reset (stmt);
        sqlite3_bind_text (stmt, 1, carc_score_kind_name (k), -1, SQLITE_STATIC);
        sqlite3_bind_int (stmt, 2, carc_state_get_players (state)[p].by_kind[k]);
        sqlite3_bind_int64 (stmt, 3, rowid);
        sqlite3_bind_int (stmt, 4, (int) p);
        if (!step_done (self, stmt, _("saving the results"), error))
          return FALSE;
      }
  return TRUE;
}

/* Brings the derived columns in line with @game after its log changed:
 * event count, scores, and (when the game is or was over) finished state
 * and results. @rewrite recomputes the results of a game still over. */
static gboolean
sync_derived (CarcStore        *self,
              const StoredGame *stored,
              const CarcGame   *game,
              gboolean          live,
              gboolean          rewrite,
              GError          **error)
{
  const CarcState *state = carc_game_get_state (game);
  gboolean over = carc_state_get_phase (state) == CARC_PHASE_OVER;
  sqlite3_stmt *stmt;

  stmt = carc_store_prepare (self, "UPDATE games SET n_events = ?, updated = ? WHERE id = ?", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, carc_game_get_n_events (game));
  sqlite3_bind_int64 (stmt, 2, g_get_real_time ());
  sqlite3_bind_int64 (stmt, 3, stored->rowid);
  if (!step_done (self, stmt, _("saving the game"), error))
    return FALSE;

  stmt = carc_store_prepare (self, "UPDATE game_players SET score = ? WHERE game = ? AND seat = ? AND score <> ?", error);
  if (stmt == NULL)
    return FALSE;
  for (guint p = 0; p < carc_state_get_n_players (state); p++)
    {
      sqlite3_reset (stmt);
      sqlite3_bind_int (stmt, 1, carc_state_get_players (state)[p].score);
      sqlite3_bind_int64 (stmt, 2, stored->rowid);
      sqlite3_bind_int (stmt, 3, (int) p);
      sqlite3_bind_int (stmt, 4, carc_state_get_players (state)[p].score);
      if (!step_done (self, stmt, _("saving the scores"), error))
        return FALSE;
    }

  if (over && (!stored->finished || rewrite))
    {
      stmt = carc_store_prepare (self, "UPDATE games SET state = 'finished', ended = ? WHERE id = ?", error);
      if (stmt == NULL)
        return FALSE;
      sqlite3_bind_int64 (stmt, 1, stored->finished && stored->ended ? stored->ended : end_time (game, live));
      sqlite3_bind_int64 (stmt, 2, stored->rowid);
      if (!step_done (self, stmt, _("finishing the game"), error)
          || !carc_store_write_results (self, stored->rowid, game, CARC_STORE_SCHEMA_VERSION, error))
        return FALSE;
    }
  else if (!over && stored->finished)
    {
      stmt = carc_store_prepare (self, "UPDATE games SET state = 'playing', ended = NULL WHERE id = ?", error);
      if (stmt == NULL)
        return FALSE;
      sqlite3_bind_int64 (stmt, 1, stored->rowid);
      if (!step_done (self, stmt, _("reopening the game"), error)
          || !carc_store_write_results (self, stored->rowid, game, CARC_STORE_SCHEMA_VERSION, error))
        return FALSE;
    }
  return TRUE;
}

gboolean
carc_store_insert_game (CarcStore      *self,
                        const CarcGame *game,
                        gint64          ended,
                        guint          *players_added,
                        gint64         *out_rowid,
                        GError        **error)
{
  const CarcSetup *setup = carc_game_get_setup (game);
  g_autofree char *setup_json = carc_setup_to_json (setup, self->catalogue);
  StoredGame stored = { 0 };
  sqlite3_stmt *stmt;

  stmt = carc_store_prepare (self,
    "INSERT INTO games (uuid, type, created, updated, state, setup, sets, variants, inventory)"
    " VALUES (?1, ?2, ?3, ?4, 'playing', ?5, json_extract (?5, '$.sets'),"
    "         json_extract (?5, '$.rules'), json_extract (?5, '$.inventory'))", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, carc_game_get_id (game), -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 2, carc_store_game_type_name (carc_store_type_of_setup (setup, self->catalogue)),
                     -1, SQLITE_STATIC);
  sqlite3_bind_int64 (stmt, 3, carc_game_get_created (game));
  sqlite3_bind_int64 (stmt, 4, g_get_real_time ());
  sqlite3_bind_text (stmt, 5, setup_json, -1, SQLITE_TRANSIENT);
  if (!step_done (self, stmt, _("saving the new game"), error))
    return FALSE;
  stored.rowid = sqlite3_last_insert_rowid (self->db);
  stored.ended = ended;

  stmt = carc_store_prepare (self,
    "INSERT INTO game_players (game, seat, player, name, colour) VALUES (?, ?, ?, ?, ?)", error);
  if (stmt == NULL)
    return FALSE;
  for (guint p = 0; p < setup->n_players; p++)
    {
      gint64 player_id = 0;
      gboolean added = FALSE;

      if (!carc_store_ensure_player (self, setup->players[p].name, setup->players[p].colour,
                                     &player_id, &added, error))
        return FALSE;
      if (added && players_added)
        (*players_added)++;
      sqlite3_reset (stmt);
      sqlite3_bind_int64 (stmt, 1, stored.rowid);
      sqlite3_bind_int (stmt, 2, (int) p);
      sqlite3_bind_int64 (stmt, 3, player_id);
      sqlite3_bind_text (stmt, 4, setup->players[p].name, -1, SQLITE_TRANSIENT);
      sqlite3_bind_text (stmt, 5, setup->players[p].colour ? setup->players[p].colour : "", -1, SQLITE_TRANSIENT);
      if (!step_done (self, stmt, _("saving the players of the game"), error))
        return FALSE;
    }

  for (guint i = 0; i < carc_game_get_n_events (game); i++)
    if (!insert_event (self, carc_game_get_catalogue (game), stored.rowid, i, carc_game_get_event (game, i), 0, error))
      return FALSE;

  /* an import that knows its end time: sync_derived writes that one
   * rather than deriving it from the log */
  stored.finished = ended != 0 && carc_state_get_phase (carc_game_get_state (game)) == CARC_PHASE_OVER;
  if (!sync_derived (self, &stored, game, FALSE, TRUE, error))
    return FALSE;
  if (out_rowid)
    *out_rowid = stored.rowid;
  return TRUE;
}

gboolean
carc_store_game_exists (CarcStore   *self,
                        const char  *uuid,
                        gboolean    *exists,
                        GError     **error)
{
  sqlite3_stmt *stmt = carc_store_prepare (self, "SELECT 1 FROM games WHERE uuid = ?", error);
  int rc;

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, uuid, -1, SQLITE_TRANSIENT);
  rc = sqlite3_step (stmt);
  sqlite3_reset (stmt);
  if (rc != SQLITE_ROW && rc != SQLITE_DONE)
    {
      carc_store_set_error (self, error, rc, _("looking up the game"));
      return FALSE;
    }
  *exists = rc == SQLITE_ROW;
  return TRUE;
}

gboolean
carc_store_create_game (CarcStore      *self,
                        const CarcGame *game,
                        GError        **error)
{
  gboolean exists = FALSE;

  g_return_val_if_fail (CARC_IS_STORE (self), FALSE);
  g_return_val_if_fail (game != NULL, FALSE);

  if (!carc_store_begin (self, error))
    return FALSE;
  if (!carc_store_game_exists (self, carc_game_get_id (game), &exists, error))
    goto fail;
  if (exists)
    {
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID,
                   _("A game with the id %s is already in the database."), carc_game_get_id (game));
      goto fail;
    }
  if (!carc_store_insert_game (self, game, 0, NULL, NULL, error) || !carc_store_commit (self, error))
    goto fail;
  carc_store_emit_changed (self, carc_game_get_id (game));
  return TRUE;

fail:
  carc_store_rollback (self);
  return FALSE;
}

static gboolean
out_of_step (const char  *uuid,
             guint        stored,
             guint        in_memory,
             GError     **error)
{
  g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID,
               /* Translators: the plural follows the first number (the events in
                * the database); the second is the events on screen */
               g_dngettext (GETTEXT_PACKAGE, "The game %s has %u event in the database but %u on screen: it was changed "
                            "elsewhere. Open it again to continue.",
                            "The game %s has %u events in the database but %u on screen: it was changed "
                            "elsewhere. Open it again to continue.", stored),
               uuid, stored, in_memory);
  return FALSE;
}

/* A write to a game's log is one transaction: begin_log_write() starts it
 * and looks the game up, end_log_write() brings the derived columns in line
 * with the new log, commits and tells the listeners. Each rolls back when
 * it fails; a failure between them rolls back in the caller. */
static gboolean
begin_log_write (CarcStore   *self,
                 const char  *uuid,
                 StoredGame  *stored,
                 GError     **error)
{
  if (!carc_store_begin (self, error))
    return FALSE;
  if (!lookup_game (self, uuid, stored, error))
    {
      carc_store_rollback (self);
      return FALSE;
    }
  return TRUE;
}

static gboolean
end_log_write (CarcStore        *self,
               const StoredGame *stored,
               const CarcGame   *game,
               gboolean          rewrite,
               GError          **error)
{
  if (!sync_derived (self, stored, game, TRUE, rewrite, error) || !carc_store_commit (self, error))
    {
      carc_store_rollback (self);
      return FALSE;
    }
  carc_store_emit_changed (self, carc_game_get_id (game));
  return TRUE;
}

/* Deletes the stored events from index @n on. */
static gboolean
delete_events_from (CarcStore   *self,
                    gint64       rowid,
                    guint        n,
                    const char  *doing,
                    GError     **error)
{
  sqlite3_stmt *stmt = carc_store_prepare (self, "DELETE FROM events WHERE game = ? AND idx >= ?", error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, rowid);
  sqlite3_bind_int64 (stmt, 2, n);
  return step_done (self, stmt, doing, error);
}

gboolean
carc_store_append_event (CarcStore      *self,
                         const CarcGame *game,
                         GError        **error)
{
  const char *uuid;
  guint n;
  StoredGame stored;

  g_return_val_if_fail (CARC_IS_STORE (self), FALSE);
  g_return_val_if_fail (game != NULL, FALSE);

  uuid = carc_game_get_id (game);
  n = carc_game_get_n_events (game);
  if (n == 0)
    {
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID,
                   _("The game %s has no event to save."), uuid);
      return FALSE;
    }
  if (!begin_log_write (self, uuid, &stored, error))
    return FALSE;
  if (stored.n_events != n - 1)
    {
      out_of_step (uuid, stored.n_events, n, error);
      goto fail;
    }
  if (!insert_event (self, carc_game_get_catalogue (game), stored.rowid, n - 1, carc_game_get_event (game, n - 1), g_get_real_time (), error))
    goto fail;
  return end_log_write (self, &stored, game, FALSE, error);

fail:
  carc_store_rollback (self);
  return FALSE;
}

gboolean
carc_store_truncate_game (CarcStore      *self,
                          const CarcGame *game,
                          GError        **error)
{
  const char *uuid;
  guint n;
  StoredGame stored;

  g_return_val_if_fail (CARC_IS_STORE (self), FALSE);
  g_return_val_if_fail (game != NULL, FALSE);

  uuid = carc_game_get_id (game);
  n = carc_game_get_n_events (game);
  if (!begin_log_write (self, uuid, &stored, error))
    return FALSE;
  if (stored.n_events < n)
    {
      out_of_step (uuid, stored.n_events, n, error);
      goto fail;
    }
  if (!delete_events_from (self, stored.rowid, n, _("undoing"), error))
    goto fail;
  return end_log_write (self, &stored, game, FALSE, error);

fail:
  carc_store_rollback (self);
  return FALSE;
}

gboolean
carc_store_replace_events (CarcStore      *self,
                           const CarcGame *game,
                           GError        **error)
{
  const char *uuid;
  guint n;
  StoredGame stored;
  g_autoptr(GPtrArray) old = g_ptr_array_new_with_free_func (g_free);
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (CARC_IS_STORE (self), FALSE);
  g_return_val_if_fail (game != NULL, FALSE);

  uuid = carc_game_get_id (game);
  n = carc_game_get_n_events (game);
  if (!begin_log_write (self, uuid, &stored, error))
    return FALSE;

  stmt = carc_store_prepare (self, "SELECT data FROM events WHERE game = ? ORDER BY idx", error);
  if (stmt == NULL)
    goto fail;
  sqlite3_bind_int64 (stmt, 1, stored.rowid);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_ptr_array_add (old, g_strdup ((const char *) sqlite3_column_text (stmt, 0)));
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      carc_store_set_error (self, error, rc, _("reading the game"));
      goto fail;
    }

  /* rows that did not change stay as they are, with the time they were
   * entered; a corrected event keeps its slot's entry time */
  for (guint i = 0; i < n; i++)
    {
      const CarcEvent *event = carc_game_get_event (game, i);
      g_autofree char *data = carc_event_to_json (event, carc_game_get_catalogue (game));

      if (i < old->len && strcmp (data, old->pdata[i]) == 0)
        continue;
      if (i >= old->len)
        {
          if (!insert_event (self, carc_game_get_catalogue (game), stored.rowid, i, event, 0, error))
            goto fail;
          continue;
        }
      stmt = carc_store_prepare (self, "UPDATE events SET data = ?, time = ? WHERE game = ? AND idx = ?", error);
      if (stmt == NULL)
        goto fail;
      sqlite3_bind_text (stmt, 1, data, -1, SQLITE_TRANSIENT);
      if (event->time)
        sqlite3_bind_int64 (stmt, 2, event->time);
      sqlite3_bind_int64 (stmt, 3, stored.rowid);
      sqlite3_bind_int64 (stmt, 4, i);
      if (!step_done (self, stmt, _("saving the corrected event"), error))
        goto fail;
    }
  if (!delete_events_from (self, stored.rowid, n, _("saving the corrected log"), error))
    goto fail;
  return end_log_write (self, &stored, game, TRUE, error);

fail:
  carc_store_rollback (self);
  return FALSE;
}

gboolean
carc_store_finish_game (CarcStore      *self,
                        const CarcGame *game,
                        GError        **error)
{
  const char *uuid;
  StoredGame stored;

  g_return_val_if_fail (CARC_IS_STORE (self), FALSE);
  g_return_val_if_fail (game != NULL, FALSE);

  uuid = carc_game_get_id (game);
  if (carc_state_get_phase (carc_game_get_state (game)) != CARC_PHASE_OVER)
    {
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID,
                   _("The game %s is not over yet: end it first (an “end” event)."), uuid);
      return FALSE;
    }
  if (!begin_log_write (self, uuid, &stored, error))
    return FALSE;
  if (stored.n_events != carc_game_get_n_events (game))
    {
      out_of_step (uuid, stored.n_events, carc_game_get_n_events (game), error);
      carc_store_rollback (self);
      return FALSE;
    }
  return end_log_write (self, &stored, game, TRUE, error);
}

/* ---- reading games ----------------------------------------------------------------- */

CarcGame *
carc_store_load_rowid (CarcStore   *self,
                       gint64       rowid,
                       GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *uuid = NULL;
  CarcSetup *setup = NULL;
  CarcGame *game;
  gint64 created;
  sqlite3_stmt *stmt;
  guint index = 0;
  int rc;

  stmt = carc_store_prepare (self, "SELECT uuid, created, setup FROM games WHERE id = ?", error);
  if (stmt == NULL)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, rowid);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    {
      uuid = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
      created = sqlite3_column_int64 (stmt, 1);
      setup = carc_setup_from_json (self->catalogue, (const char *) sqlite3_column_text (stmt, 2),
                                    sqlite3_column_bytes (stmt, 2), &local_error);
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_ROW)
    {
      if (rc == SQLITE_DONE)
        g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_NOT_FOUND, _("There is no such game in the database."));
      else
        carc_store_set_error (self, error, rc, _("reading the game"));
      return NULL;
    }
  if (setup == NULL || (game = carc_game_new (self->catalogue, setup, &local_error)) == NULL)
    {
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID,
                   _("The saved game %s cannot be opened: its setup: %s"), uuid, local_error->message);
      return NULL;
    }
  carc_game_set_id (game, uuid);
  carc_game_set_created (game, created);

  stmt = carc_store_prepare (self, "SELECT data FROM events WHERE game = ? ORDER BY idx", error);
  if (stmt == NULL)
    {
      carc_game_free (game);
      return NULL;
    }
  sqlite3_bind_int64 (stmt, 1, rowid);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      CarcEvent event;

      index++;
      if (!carc_event_from_json (carc_game_get_catalogue (game), (const char *) sqlite3_column_text (stmt, 0),
                                 sqlite3_column_bytes (stmt, 0), &event, &local_error)
          || !carc_game_append (game, &event, &local_error))
        {
          sqlite3_reset (stmt);
          g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID,
                       _("The saved game %s cannot be replayed: event %u: %s"),
                       uuid, index, local_error->message);
          carc_game_free (game);
          return NULL;
        }
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      carc_store_set_error (self, error, rc, _("reading the game's events"));
      carc_game_free (game);
      return NULL;
    }
  return game;
}

CarcGame *
carc_store_load_game (CarcStore   *self,
                      const char  *game_id,
                      GError     **error)
{
  StoredGame stored;

  g_return_val_if_fail (CARC_IS_STORE (self), NULL);
  g_return_val_if_fail (game_id != NULL, NULL);

  if (!lookup_game (self, game_id, &stored, error))
    return NULL;
  return carc_store_load_rowid (self, stored.rowid, error);
}

static gboolean
set_deleted (CarcStore   *self,
             const char  *game_id,
             gboolean     deleted,
             GError     **error)
{
  StoredGame stored;
  sqlite3_stmt *stmt;

  g_return_val_if_fail (CARC_IS_STORE (self), FALSE);
  g_return_val_if_fail (game_id != NULL, FALSE);

  if (!carc_store_begin (self, error))
    return FALSE;
  if (!lookup_game (self, game_id, &stored, error))
    goto fail;
  stmt = carc_store_prepare (self, deleted
                               ? "UPDATE games SET deleted = ? WHERE id = ? AND deleted IS NULL"
                               : "UPDATE games SET deleted = NULL WHERE id = ?2", error);
  if (stmt == NULL)
    goto fail;
  sqlite3_bind_int64 (stmt, 1, g_get_real_time ());
  sqlite3_bind_int64 (stmt, 2, stored.rowid);
  if (!step_done (self, stmt, deleted ? _("deleting the game") : _("restoring the game"), error)
      || !carc_store_commit (self, error))
    goto fail;
  carc_store_emit_changed (self, game_id);
  return TRUE;

fail:
  carc_store_rollback (self);
  return FALSE;
}

gboolean
carc_store_delete_game (CarcStore   *self,
                        const char  *game_id,
                        GError     **error)
{
  return set_deleted (self, game_id, TRUE, error);
}

gboolean
carc_store_undelete_game (CarcStore   *self,
                          const char  *game_id,
                          GError     **error)
{
  return set_deleted (self, game_id, FALSE, error);
}

gboolean
carc_store_purge_deleted_games (CarcStore  *self,
                                guint      *out_count,
                                GError    **error)
{
  sqlite3_stmt *stmt;

  g_return_val_if_fail (CARC_IS_STORE (self), FALSE);

  if (!carc_store_begin (self, error))
    return FALSE;
  stmt = carc_store_prepare (self, "DELETE FROM games WHERE deleted IS NOT NULL", error);
  if (stmt == NULL || !step_done (self, stmt, _("removing the deleted games"), error))
    goto fail;
  if (out_count)
    *out_count = (guint) sqlite3_changes (self->db);
  if (!carc_store_commit (self, error))
    goto fail;
  carc_store_emit_changed (self, NULL);
  return TRUE;

fail:
  carc_store_rollback (self);
  return FALSE;
}

/* ---- summaries --------------------------------------------------------------------- */

void
carc_store_game_summary_free (CarcStoreGameSummary *summary)
{
  if (summary == NULL)
    return;
  g_free (summary->id);
  g_strfreev (summary->sets);
  for (guint p = 0; p < summary->n_players; p++)
    {
      g_free (summary->players[p].name);
      g_free (summary->players[p].colour);
    }
  g_free (summary);
}

static char **
parse_sets (const char *json)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) parts = NULL;

  /* the column holds a JSON array of plain set ids, e.g. ["base","river"] */
  if (json == NULL)
    return g_strv_builder_end (builder);
  parts = g_strsplit_set (json, "[],\" ", -1);
  for (guint i = 0; parts[i]; i++)
    if (*parts[i])
      g_strv_builder_add (builder, parts[i]);
  return g_strv_builder_end (builder);
}

#define SUMMARY_COLUMNS \
  "g.id, g.uuid, g.type, g.created, g.updated, g.ended, g.deleted, g.state = 'finished', g.n_events, g.sets," \
  " COALESCE ((SELECT MAX (e.time) FROM events e WHERE e.game = g.id AND e.time > 0), g.created)"

static CarcStoreGameSummary *
summary_from_row (sqlite3_stmt *stmt,
                  gint64       *rowid)
{
  CarcStoreGameSummary *s = g_new0 (CarcStoreGameSummary, 1);
  CarcStoreGameType type = CARC_STORE_GAME_CARCASSONNE;

  *rowid = sqlite3_column_int64 (stmt, 0);
  s->id = g_strdup ((const char *) sqlite3_column_text (stmt, 1));
  carc_store_game_type_parse ((const char *) sqlite3_column_text (stmt, 2), &type);
  s->type = type;
  s->created = sqlite3_column_int64 (stmt, 3);
  s->updated = sqlite3_column_int64 (stmt, 4);
  s->ended = sqlite3_column_int64 (stmt, 5);
  s->deleted = sqlite3_column_int64 (stmt, 6);
  s->finished = sqlite3_column_int (stmt, 7) != 0;
  s->n_events = (guint) sqlite3_column_int64 (stmt, 8);
  s->sets = parse_sets ((const char *) sqlite3_column_text (stmt, 9));
  s->played = sqlite3_column_int64 (stmt, 10);
  return s;
}

/* Fills in the seats of @summaries (rowid → summary). */
static gboolean
fill_seats (CarcStore   *self,
            GHashTable  *by_rowid,
            GError     **error)
{
  g_autoptr(GString) ids = g_string_new ("[");
  GHashTableIter iter;
  gpointer key;
  sqlite3_stmt *stmt;
  int rc;

  if (g_hash_table_size (by_rowid) == 0)
    return TRUE;
  g_hash_table_iter_init (&iter, by_rowid);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    g_string_append_printf (ids, "%s%" G_GINT64_FORMAT, ids->len > 1 ? "," : "", *(gint64 *) key);
  g_string_append_c (ids, ']');

  stmt = carc_store_prepare (self,
    "SELECT gp.game, gp.seat, p.name, gp.colour, gp.score, COALESCE (r.winner, 0)"
    "  FROM game_players gp JOIN players p ON p.id = gp.player"
    "  LEFT JOIN results r ON r.game = gp.game AND r.seat = gp.seat"
    " WHERE gp.game IN (SELECT value FROM json_each (?))", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, ids->str, (int) ids->len, SQLITE_TRANSIENT);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 rowid = sqlite3_column_int64 (stmt, 0);
      guint seat = (guint) sqlite3_column_int (stmt, 1);
      CarcStoreGameSummary *s = g_hash_table_lookup (by_rowid, &rowid);

      if (s == NULL || seat >= CARC_MAX_PLAYERS)
        continue;
      s->players[seat].name = g_strdup ((const char *) sqlite3_column_text (stmt, 2));
      s->players[seat].colour = g_strdup ((const char *) sqlite3_column_text (stmt, 3));
      s->players[seat].score = sqlite3_column_int (stmt, 4);
      s->players[seat].winner = sqlite3_column_int (stmt, 5) != 0;
      s->n_players = MAX (s->n_players, seat + 1);
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      carc_store_set_error (self, error, rc, _("reading the players of the games"));
      return FALSE;
    }
  return TRUE;
}

/* The ids of the sets whose id or English name contains @needle (folded),
 * as a JSON array. */
static char *
matching_sets (CarcStore  *self,
               const char *needle)
{
  g_autoptr(GString) json = g_string_new ("[");

  for (guint i = 0; i < carc_catalogue_get_n_sets (self->catalogue); i++)
    {
      const CarcTileSet *set = carc_catalogue_get_set (self->catalogue, i);
      g_autofree char *id = carc_store_fold (set->id);
      g_autofree char *name = carc_store_fold (set->name);

      if (strstr (id, needle) || strstr (name, needle))
        {
          if (json->len > 1)
            g_string_append_c (json, ',');
          carc_store_append_json_string (json, set->id);
        }
    }
  g_string_append_c (json, ']');
  return g_string_free (g_steal_pointer (&json), FALSE);
}

static GPtrArray *
query_summaries (CarcStore    *self,
                 const char   *where,
                 const char   *order,
                 const char   *needle,
                 const char   *sets_json,
                 const char   *uuid,
                 guint         limit,
                 GError      **error)
{
  g_autoptr(GPtrArray) summaries = g_ptr_array_new_with_free_func ((GDestroyNotify) carc_store_game_summary_free);
  g_autoptr(GHashTable) by_rowid = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  /* The rows are chosen and limited first, and only they get their
   * played time (a MAX over their events): in one flat query SQLite
   * computed it for every game before sorting, 330 ms at 10,000 games
   * for the start page's six. They are chosen by id alone, so that the
   * sort reads the covering index games_finished rather than copying
   * every whole game row (its setup JSON) into the sorter: 20 ms of the
   * app's start-up at 10,000 games, now 2 ms. */
  g_autofree char *sql = g_strdup_printf ("SELECT " SUMMARY_COLUMNS
                                          " FROM games g WHERE g.id IN"
                                          " (SELECT g.id FROM games g WHERE %s ORDER BY %s LIMIT ?4)"
                                          " ORDER BY %s",
                                          where, order, order);
  sqlite3_stmt *stmt = carc_store_prepare (self, sql, error);
  int rc;

  if (stmt == NULL)
    return NULL;
  if (needle)
    sqlite3_bind_text (stmt, 1, needle, -1, SQLITE_TRANSIENT);
  if (sets_json)
    sqlite3_bind_text (stmt, 2, sets_json, -1, SQLITE_TRANSIENT);
  if (uuid)
    sqlite3_bind_text (stmt, 3, uuid, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 4, limit ? (gint64) limit : -1);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 rowid;
      CarcStoreGameSummary *s = summary_from_row (stmt, &rowid);
      g_ptr_array_add (summaries, s);
      g_hash_table_insert (by_rowid, g_memdup2 (&rowid, sizeof rowid), s);
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      carc_store_set_error (self, error, rc, _("reading the games"));
      return NULL;
    }
  if (!fill_seats (self, by_rowid, error))
    return NULL;
  return g_steal_pointer (&summaries);
}

GPtrArray *
carc_store_list_games (CarcStore           *self,
                       const char          *search,
                       CarcStoreListFlags   flags,
                       guint                limit,
                       GError             **error)
{
  g_autoptr(GString) where = g_string_new (NULL);
  g_autofree char *needle = NULL;
  g_autofree char *sets_json = NULL;

  g_return_val_if_fail (CARC_IS_STORE (self), NULL);

  g_string_append (where, (flags & CARC_STORE_LIST_DELETED) ? "g.deleted IS NOT NULL" : "g.deleted IS NULL");
  if (flags & CARC_STORE_LIST_UNFINISHED)
    g_string_append (where, " AND g.state = 'playing'");
  if (flags & CARC_STORE_LIST_FINISHED)
    g_string_append (where, " AND g.state = 'finished'");
  if (search && *search)
    {
      g_autofree char *stripped = g_strstrip (g_strdup (search));
      needle = carc_store_fold (stripped);
    }
  if (needle && *needle)
    {
      sets_json = matching_sets (self, needle);
      g_string_append (where,
        " AND (EXISTS (SELECT 1 FROM game_players gp JOIN players p ON p.id = gp.player"
        "               WHERE gp.game = g.id"
        "                 AND (instr (p.name_key, ?1) > 0"
        /* the names as seated (a roster entry may have been renamed since):
         * each distinct name folded once per search, not once per seat */
        "                      OR gp.name IN (SELECT name FROM (SELECT DISTINCT name FROM game_players)"
        "                                      WHERE instr (carc_fold (name), ?1) > 0)))"
        "      OR EXISTS (SELECT 1 FROM json_each (g.sets) s"
        "                  WHERE s.value IN (SELECT value FROM json_each (?2))))");
    }
  else
    g_clear_pointer (&needle, g_free);
  return query_summaries (self, where->str, "g.created DESC, g.id DESC", needle, sets_json, NULL, limit, error);
}

CarcStoreGameSummary *
carc_store_get_game_summary (CarcStore   *self,
                             const char  *game_id,
                             GError     **error)
{
  g_autoptr(GPtrArray) found = NULL;

  g_return_val_if_fail (CARC_IS_STORE (self), NULL);
  g_return_val_if_fail (game_id != NULL, NULL);

  found = query_summaries (self, "g.uuid = ?3", "g.id", NULL, NULL, game_id, 1, error);
  if (found == NULL)
    return NULL;
  if (found->len == 0)
    {
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_NOT_FOUND,
                   _("There is no game %s in the database."), game_id);
      return NULL;
    }
  return g_ptr_array_steal_index (found, 0);
}

CarcStoreGameSummary *
carc_store_find_unfinished_game (CarcStore  *self,
                                 GError    **error)
{
  g_autoptr(GPtrArray) found = NULL;

  g_return_val_if_fail (CARC_IS_STORE (self), NULL);

  found = query_summaries (self, "g.deleted IS NULL AND g.state = 'playing'",
                           "g.updated DESC, g.id DESC", NULL, NULL, NULL, 1, error);
  if (found == NULL || found->len == 0)
    return NULL;
  return g_ptr_array_steal_index (found, 0);
}
