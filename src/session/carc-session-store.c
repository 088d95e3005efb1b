/* carc-session-store.c: what CarcGameSession asks of the store
 *
 * When the store library is not built yet (HAVE_CARC_STORE unset), a game
 * lives in memory only and these calls succeed at once.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "carc-session-store.h"

#ifdef HAVE_CARC_STORE
#include "carc-store.h"
#endif

gboolean
carc_session_store_append (gpointer          store,
                           CarcGame         *game,
                           guint             index,
                           const CarcEvent  *event,
                           GError          **error)
{
  if (store == NULL)
    return TRUE;
#ifdef HAVE_CARC_STORE
  g_return_val_if_fail (index + 1 == carc_game_get_n_events (game), FALSE);
  return carc_store_append_event (CARC_STORE (store), game, error);
#else
  return TRUE;
#endif
}

gboolean
carc_session_store_truncate (gpointer   store,
                             CarcGame  *game,
                             guint      n_events,
                             GError   **error)
{
  if (store == NULL)
    return TRUE;
#ifdef HAVE_CARC_STORE
  g_return_val_if_fail (n_events == carc_game_get_n_events (game), FALSE);
  return carc_store_truncate_game (CARC_STORE (store), game, error);
#else
  return TRUE;
#endif
}

gboolean
carc_session_store_replace_log (gpointer   store,
                                CarcGame  *game,
                                GError   **error)
{
  if (store == NULL)
    return TRUE;
#ifdef HAVE_CARC_STORE
  return carc_store_replace_events (CARC_STORE (store), game, error);
#else
  return TRUE;
#endif
}

gboolean
carc_session_store_finish (gpointer   store,
                           CarcGame  *game,
                           GError   **error)
{
  /* Appending the last event finishes the game in the store already
   * (carc-store.h); this is for games that reach the end otherwise. */
  if (store == NULL)
    return TRUE;
#ifdef HAVE_CARC_STORE
  if (carc_store_is_read_only (CARC_STORE (store)))
    return TRUE;
  return carc_store_finish_game (CARC_STORE (store), game, error);
#else
  return TRUE;
#endif
}

gboolean
carc_session_store_is_read_only (gpointer store)
{
  if (store == NULL)
    return FALSE;
#ifdef HAVE_CARC_STORE
  return carc_store_is_read_only (CARC_STORE (store));
#else
  return FALSE;
#endif
}
