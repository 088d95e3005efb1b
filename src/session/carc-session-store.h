/* carc-session-store.h: what CarcGameSession asks of the store
 *
 * Thin calls over CarcStore (src/store/carc-store.h) so that the session
 * reads as the flow it is; each one succeeds at once when @store is NULL
 * (a game kept in memory: tests, benchmarks).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "carc-game.h"

G_BEGIN_DECLS

gboolean carc_session_store_append       (gpointer          store,
                                          CarcGame         *game,
                                          guint             index,
                                          const CarcEvent  *event,
                                          GError          **error);
gboolean carc_session_store_truncate     (gpointer          store,
                                          CarcGame         *game,
                                          guint             n_events,
                                          GError          **error);
gboolean carc_session_store_replace_log  (gpointer          store,
                                          CarcGame         *game,
                                          GError          **error);
gboolean carc_session_store_finish       (gpointer          store,
                                          CarcGame         *game,
                                          GError          **error);
gboolean carc_session_store_is_read_only (gpointer          store);

G_END_DECLS
