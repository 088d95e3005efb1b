/* carc-store.c: the SQLite database behind every game
 *
 * See carc-store.h for the API and docs/store.md for the schema and the
 * fault behaviour. This file holds the object: opening and checking the
 * database, its errors, statements and transactions; the roster, the games,
 * their logs, what is derived from them and the lists of games are in the
 * other carc-store-*.c.
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

#define APP_DIR  "io.github.CarcassonneCompanion"
#define DB_NAME  "games.sqlite3"

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
  /* a file name may hold a newline or an escape sequence */
  g_autofree char *shown = carc_display_path (path);

  switch (code)
    {
    case CARC_STORE_ERROR_LOCKED:
      g_set_error (error, CARC_STORE_ERROR, code,
                   _("The game database %s is locked by another program (is Carcassonne Companion "
                   "running twice?), so %s failed. Close the other program and try again."),
                   shown, doing);
      break;
    case CARC_STORE_ERROR_READ_ONLY:
      g_set_error (error, CARC_STORE_ERROR, code,
                   _("The game database %s cannot be written (%s), so %s failed. Check the "
                   "permissions of the file and its folder, or open it read-only to look at the games."),
                   shown, detail, doing);
      break;
    case CARC_STORE_ERROR_CORRUPT:
      /* SQLite's own words ("database disk image is malformed") tell the
       * user nothing more */
      g_set_error (error, CARC_STORE_ERROR, code,
                   _("The game database %s is damaged, so %s failed. Move it aside to start "
                   "a new one; the old file is kept."),
                   shown, doing);
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
                     shown, doing);
      else
        g_set_error (error, CARC_STORE_ERROR, code,
                     _("The game database %s could not be used (%s), so %s failed."),
                     shown, detail, doing);
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
  g_autofree char *shown = carc_display_path (self->path);
  g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_READ_ONLY,
               _("The game database %s is open read-only; changes cannot be saved."), shown);
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

gboolean
store_step_done (CarcStore    *self,
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

gboolean
store_lookup_by_key (CarcStore   *self,
                     const char  *sql,
                     const char  *key,
                     const char  *doing,
                     gint64      *out_value,
                     GError     **error)
{
  sqlite3_stmt *stmt = carc_store_prepare (self, sql, error);
  int rc;

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, key, -1, SQLITE_TRANSIENT);
  rc = sqlite3_step (stmt);
  *out_value = rc == SQLITE_ROW ? sqlite3_column_int64 (stmt, 0) : 0;
  sqlite3_reset (stmt);
  if (rc != SQLITE_ROW && rc != SQLITE_DONE)
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
  g_autofree char *shown = carc_display_path (path);
  g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_NEWER_VERSION,
               _("The game database %s was written by a newer version of Carcassonne Companion "
                 "(database version %lld, this version reads up to %d). Update the "
                 "app, or move the file aside to start a new database; it is kept unchanged."),
               shown, (long long) version, CARC_STORE_SCHEMA_VERSION);
  return FALSE;
}

static gboolean
foreign_error (GError     **error,
               const char  *path)
{
  g_autofree char *shown = carc_display_path (path);
  g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID,
               _("%s is a database of another program, not a Carcassonne Companion game "
               "database; it was left untouched."), shown);
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
      g_autofree char *shown = carc_display_path (path);
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_IO,
                   _("The game database %s cannot be read: %s. Check its permissions."),
                   shown, g_strerror (saved_errno));
      return FALSE;
    }
  n = fread (header, 1, sizeof header, file);
  fclose (file);
  *out_empty = n == 0;
  if (n == 0)
    return TRUE;
  if (n < sizeof header || memcmp (header, magic, sizeof magic) != 0)
    {
      g_autofree char *shown = carc_display_path (path);
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_CORRUPT,
                   _("The game database %s is damaged (it is not an SQLite database). Move it aside "
                   "to start a new one; the old file is kept."), shown);
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
      g_autofree char *shown = carc_display_path (path);
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_CORRUPT,
                   _("The game database %s is damaged: its check found errors in it. Move it "
                     "aside to start a new one; the old file is kept."), shown);
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
      g_autofree char *shown = carc_display_path (path);
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_READ_ONLY,
                   _("The game database %s cannot be written (the file is write-protected). Check "
                     "the permissions, or open it read-only to look at the games."), shown);
      return FALSE;
    }
  if (g_access (dir, W_OK) != 0)
    {
      g_autofree char *shown = carc_display_path (path);
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_READ_ONLY,
                   _("The game database %s cannot be written (its folder is write-protected). Check "
                     "the permissions, or open it read-only to look at the games."), shown);
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
      g_autofree char *shown = carc_display_path (self->path);
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_READ_ONLY,
                   _("The game database %s cannot be written. Check its permissions, or open it "
                   "read-only to look at the games."), shown);
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
        {
          g_autofree char *shown = carc_display_path (self->path);
          g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_IO,
                       _("The game database %s cannot use write-ahead logging (journal mode stays “%s”); "
                       "is it on a network drive?"), shown, mode ? mode : "?");
        }
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
      g_autofree char *shown = carc_display_path (self->path);
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID,
                   _("%s is not a file, so it cannot be the game database."), shown);
      return FALSE;
    }
  if (!exists)
    {
      g_autofree char *dir = g_path_get_dirname (self->path);
      if (self->read_only)
        {
          g_autofree char *shown = carc_display_path (self->path);
          g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_NOT_FOUND,
                       _("There is no game database at %s."), shown);
          return FALSE;
        }
      if (g_mkdir_with_parents (dir, 0700) != 0)
        {
          int saved_errno = errno;
          g_autofree char *shown_dir = carc_display_path (dir);
          g_set_error (error, CARC_STORE_ERROR,
                       saved_errno == EACCES || saved_errno == EROFS || saved_errno == EPERM
                         ? CARC_STORE_ERROR_READ_ONLY : CARC_STORE_ERROR_IO,
                       _("The folder %s for the game database cannot be created: %s."),
                       shown_dir, g_strerror (saved_errno));
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
      g_autofree char *shown = carc_display_path (path);
      g_set_error (error, CARC_STORE_ERROR, CARC_STORE_ERROR_NOT_FOUND,
                   _("There is no game database at %s to move aside."), shown);
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
          g_autofree char *shown_from = carc_display_path (from);
          g_autofree char *shown_to = carc_display_path (to);
          g_set_error (error, CARC_STORE_ERROR,
                       saved_errno == EACCES || saved_errno == EROFS || saved_errno == EPERM
                         ? CARC_STORE_ERROR_READ_ONLY : CARC_STORE_ERROR_IO,
                       _("Could not rename %s to %s: %s."), shown_from, shown_to, g_strerror (saved_errno));
          return NULL;
        }
    }
  if (g_rename (path, target) != 0)
    {
      int saved_errno = errno;
      g_autofree char *shown = carc_display_path (path);
      g_autofree char *shown_target = carc_display_path (target);
      g_set_error (error, CARC_STORE_ERROR,
                   saved_errno == EACCES || saved_errno == EROFS || saved_errno == EPERM
                     ? CARC_STORE_ERROR_READ_ONLY : CARC_STORE_ERROR_IO,
                   _("Could not rename %s to %s: %s."), shown, shown_target, g_strerror (saved_errno));
      return NULL;
    }
  return g_steal_pointer (&target);
}
