/* carc-session-store.h: what CarcGameSession asks of the store
 *
 * A small interface, so that the session saves through a typed object and
 * can be tested with an in-memory fake. Each call is made after the engine
 * changed the game and before the screens are told: a FALSE return makes
 * the session put the game back as it was. The store library's CarcStore
 * is wrapped by carc_session_store_new_for_store().
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "carc-game.h"
#include "carc-store.h"

G_BEGIN_DECLS

#define CARC_TYPE_SESSION_STORE (carc_session_store_get_type ())

G_DECLARE_INTERFACE (CarcSessionStore, carc_session_store, CARC, SESSION_STORE, GObject)

struct _CarcSessionStoreInterface
{
  GTypeInterface parent_iface;

  /* @game is new (just made, or with the events it already has): save
   * its setup and log. */
  gboolean (*create_game)    (CarcSessionStore  *self,
                              CarcGame          *game,
                              GError           **error);
  /* The last event of @game is new: save it. */
  gboolean (*append_event)   (CarcSessionStore  *self,
                              CarcGame          *game,
                              GError           **error);
  /* The last event of the saved log was undone: drop it. */
  gboolean (*truncate)       (CarcSessionStore  *self,
                              CarcGame          *game,
                              GError           **error);
  /* The log was corrected: save all of it again. */
  gboolean (*replace_events) (CarcSessionStore  *self,
                              CarcGame          *game,
                              GError           **error);
  /* The game reached its end otherwise than by appending its last event. */
  gboolean (*finish_game)    (CarcSessionStore  *self,
                              CarcGame          *game,
                              GError           **error);
  gboolean (*is_read_only)   (CarcSessionStore  *self);
  /* The game's setup changed (its box gained a tile): save it again.
   * NULL: a store that keeps nothing of the setup after create_game. */
  gboolean (*update_setup)   (CarcSessionStore  *self,
                              CarcGame          *game,
                              GError           **error);
};

gboolean          carc_session_store_create_game    (CarcSessionStore  *self,
                                                     CarcGame          *game,
                                                     GError           **error);
gboolean          carc_session_store_append_event   (CarcSessionStore  *self,
                                                     CarcGame          *game,
                                                     GError           **error);
gboolean          carc_session_store_truncate       (CarcSessionStore  *self,
                                                     CarcGame          *game,
                                                     GError           **error);
gboolean          carc_session_store_replace_events (CarcSessionStore  *self,
                                                     CarcGame          *game,
                                                     GError           **error);
gboolean          carc_session_store_finish_game    (CarcSessionStore  *self,
                                                     CarcGame          *game,
                                                     GError           **error);
gboolean          carc_session_store_is_read_only   (CarcSessionStore  *self);
gboolean          carc_session_store_update_setup   (CarcSessionStore  *self,
                                                     CarcGame          *game,
                                                     GError           **error);

/* The games database as a session store: @store (a new reference is
 * taken) must already hold the game (carc_store_create_game()). */
CarcSessionStore *carc_session_store_new_for_store  (CarcStore         *store);
/* The CarcStore under a store made by carc_session_store_new_for_store(),
 * or NULL for any other implementation. */
CarcStore        *carc_session_store_get_store      (CarcSessionStore  *self);

G_END_DECLS
