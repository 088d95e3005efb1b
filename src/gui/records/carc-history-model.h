/* carc-history-model.h: History's games as a list model, read a page at a time
 *
 * A GListModel of CarcHistoryItem over the store: the games a list shows
 * (carc_store_list_game_keys(): their keys and times only, which even
 * 10,000 games give in a few milliseconds) and, for the positions a view
 * asks for, their summaries, read fifty at a time
 * (carc_store_get_game_summaries()) and kept. A list view therefore reads
 * only the games it shows.
 *
 * The search and the kind of list (all games, the unfinished ones, the
 * recently deleted) are the store's filters. While it follows the store,
 * a change to one game (CarcStore::changed) touches that game alone: its
 * item's summary is read again, or it leaves or joins the list at its
 * place (::items-changed of one position); only a change to many games
 * (an import) reads the whole list again. While not following, the
 * changes wait until it follows again.
 *
 * Items are grouped by month (the heading over the first game of each,
 * CarcHistoryItem's "heading"), except the recently deleted games, which
 * are one group, last deleted first.
 *
 * Signal: ::load-failed (const GError *error) when the store cannot be read.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "carc-history-item.h"
#include "carc-store.h"

G_BEGIN_DECLS

#define CARC_TYPE_HISTORY_MODEL (carc_history_model_get_type ())

G_DECLARE_FINAL_TYPE (CarcHistoryModel, carc_history_model, CARC, HISTORY_MODEL, GObject)

/* How long a deleted game is kept in the recently deleted list. */
#define CARC_HISTORY_KEEP_DAYS 30

/* How many summaries are read at a time. */
#define CARC_HISTORY_MODEL_PAGE 50

CarcHistoryModel   *carc_history_model_new            (void);

void                carc_history_model_set_store      (CarcHistoryModel   *self,
                                                       CarcStore          *store);
CarcStore          *carc_history_model_get_store      (CarcHistoryModel   *self);

/* Both read the list again (unless nothing changed). */
void                carc_history_model_set_search     (CarcHistoryModel   *self,
                                                       const char         *search);
const char         *carc_history_model_get_search     (CarcHistoryModel   *self);
/* CARC_STORE_LIST_DEFAULT, _UNFINISHED or _DELETED. */
void                carc_history_model_set_flags      (CarcHistoryModel   *self,
                                                       CarcStoreListFlags  flags);
CarcStoreListFlags  carc_history_model_get_flags      (CarcHistoryModel   *self);

/* Follows the store's changes (TRUE at first); FALSE keeps them until
 * it follows again, then applies them. */
void                carc_history_model_set_following  (CarcHistoryModel   *self,
                                                       gboolean            following);

/* Reads the whole list again. */
void                carc_history_model_reload         (CarcHistoryModel   *self);

/* The position of the game @game_id, or -1 when the list lacks it. */
int                 carc_history_model_find           (CarcHistoryModel   *self,
                                                       const char         *game_id);
/* How many summaries were read from the store since the model was made
 * (for the tests: what the views asked for). */
guint               carc_history_model_get_n_read     (CarcHistoryModel   *self);

G_END_DECLS
