/* carc-session-store.c: what CarcGameSession asks of the store
 *
 * The interface's dispatch, and its implementation over the games database
 * (CarcStore), which is what the application uses.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "carc-session-store.h"

G_DEFINE_INTERFACE (CarcSessionStore, carc_session_store, G_TYPE_OBJECT)

static void
carc_session_store_default_init (CarcSessionStoreInterface *iface)
{
}

gboolean
carc_session_store_create_game (CarcSessionStore  *self,
                                CarcGame          *game,
                                GError           **error)
{
  g_return_val_if_fail (CARC_IS_SESSION_STORE (self), FALSE);
  return CARC_SESSION_STORE_GET_IFACE (self)->create_game (self, game, error);
}

gboolean
carc_session_store_append_event (CarcSessionStore  *self,
                                 CarcGame          *game,
                                 GError           **error)
{
  g_return_val_if_fail (CARC_IS_SESSION_STORE (self), FALSE);
  return CARC_SESSION_STORE_GET_IFACE (self)->append_event (self, game, error);
}

gboolean
carc_session_store_truncate (CarcSessionStore  *self,
                             CarcGame          *game,
                             GError           **error)
{
  g_return_val_if_fail (CARC_IS_SESSION_STORE (self), FALSE);
  return CARC_SESSION_STORE_GET_IFACE (self)->truncate (self, game, error);
}

gboolean
carc_session_store_replace_events (CarcSessionStore  *self,
                                   CarcGame          *game,
                                   GError           **error)
{
  g_return_val_if_fail (CARC_IS_SESSION_STORE (self), FALSE);
  return CARC_SESSION_STORE_GET_IFACE (self)->replace_events (self, game, error);
}

gboolean
carc_session_store_finish_game (CarcSessionStore  *self,
                                CarcGame          *game,
                                GError           **error)
{
  g_return_val_if_fail (CARC_IS_SESSION_STORE (self), FALSE);
  return CARC_SESSION_STORE_GET_IFACE (self)->finish_game (self, game, error);
}

gboolean
carc_session_store_is_read_only (CarcSessionStore *self)
{
  g_return_val_if_fail (CARC_IS_SESSION_STORE (self), FALSE);
  return CARC_SESSION_STORE_GET_IFACE (self)->is_read_only (self);
}

gboolean
carc_session_store_update_setup (CarcSessionStore  *self,
                                 CarcGame          *game,
                                 GError           **error)
{
  g_return_val_if_fail (CARC_IS_SESSION_STORE (self), FALSE);
  if (CARC_SESSION_STORE_GET_IFACE (self)->update_setup == NULL)
    return TRUE;
  return CARC_SESSION_STORE_GET_IFACE (self)->update_setup (self, game, error);
}

/* ---- over the games database ---- */

#define CARC_TYPE_DATABASE_SESSION_STORE (carc_database_session_store_get_type ())
G_DECLARE_FINAL_TYPE (CarcDatabaseSessionStore, carc_database_session_store, CARC, DATABASE_SESSION_STORE, GObject)

struct _CarcDatabaseSessionStore
{
  GObject    parent_instance;
  CarcStore *store;
};

static void carc_database_session_store_iface_init (CarcSessionStoreInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CarcDatabaseSessionStore, carc_database_session_store, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (CARC_TYPE_SESSION_STORE,
                                                      carc_database_session_store_iface_init))

static gboolean
database_create_game (CarcSessionStore  *store,
                      CarcGame          *game,
                      GError           **error)
{
  CarcDatabaseSessionStore *self = CARC_DATABASE_SESSION_STORE (store);

  return carc_store_create_game (self->store, game, error);
}

static gboolean
database_append_event (CarcSessionStore  *store,
                       CarcGame          *game,
                       GError           **error)
{
  CarcDatabaseSessionStore *self = CARC_DATABASE_SESSION_STORE (store);

  return carc_store_append_event (self->store, game, error);
}

static gboolean
database_truncate (CarcSessionStore  *store,
                   CarcGame          *game,
                   GError           **error)
{
  CarcDatabaseSessionStore *self = CARC_DATABASE_SESSION_STORE (store);

  return carc_store_truncate_game (self->store, game, error);
}

static gboolean
database_replace_events (CarcSessionStore  *store,
                         CarcGame          *game,
                         GError           **error)
{
  CarcDatabaseSessionStore *self = CARC_DATABASE_SESSION_STORE (store);

  return carc_store_replace_events (self->store, game, error);
}

static gboolean
database_finish_game (CarcSessionStore  *store,
                      CarcGame          *game,
                      GError           **error)
{
  CarcDatabaseSessionStore *self = CARC_DATABASE_SESSION_STORE (store);

  /* Appending the last event finishes the game in the store already
   * (carc-store.h); this is for games that reach the end otherwise. A
   * read-only database has nothing to mark. */
  if (carc_store_is_read_only (self->store))
    return TRUE;
  return carc_store_finish_game (self->store, game, error);
}

static gboolean
database_is_read_only (CarcSessionStore *store)
{
  CarcDatabaseSessionStore *self = CARC_DATABASE_SESSION_STORE (store);

  return carc_store_is_read_only (self->store);
}

static gboolean
database_update_setup (CarcSessionStore  *store,
                       CarcGame          *game,
                       GError           **error)
{
  CarcDatabaseSessionStore *self = CARC_DATABASE_SESSION_STORE (store);

  return carc_store_update_setup (self->store, game, error);
}

static void
carc_database_session_store_iface_init (CarcSessionStoreInterface *iface)
{
  iface->update_setup = database_update_setup;
  iface->create_game = database_create_game;
  iface->append_event = database_append_event;
  iface->truncate = database_truncate;
  iface->replace_events = database_replace_events;
  iface->finish_game = database_finish_game;
  iface->is_read_only = database_is_read_only;
}

static void
carc_database_session_store_finalize (GObject *object)
{
  CarcDatabaseSessionStore *self = CARC_DATABASE_SESSION_STORE (object);

  g_clear_object (&self->store);

  G_OBJECT_CLASS (carc_database_session_store_parent_class)->finalize (object);
}

static void
carc_database_session_store_class_init (CarcDatabaseSessionStoreClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = carc_database_session_store_finalize;
}

static void
carc_database_session_store_init (CarcDatabaseSessionStore *self)
{
}

CarcSessionStore *
carc_session_store_new_for_store (CarcStore *store)
{
  CarcDatabaseSessionStore *self;

  g_return_val_if_fail (CARC_IS_STORE (store), NULL);

  self = g_object_new (CARC_TYPE_DATABASE_SESSION_STORE, NULL);
  self->store = g_object_ref (store);
  return CARC_SESSION_STORE (self);
}

CarcStore *
carc_session_store_get_store (CarcSessionStore *self)
{
  g_return_val_if_fail (CARC_IS_SESSION_STORE (self), NULL);

  if (!CARC_IS_DATABASE_SESSION_STORE (self))
    return NULL;
  return CARC_DATABASE_SESSION_STORE (self)->store;
}
