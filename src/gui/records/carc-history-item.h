/* carc-history-item.h: one game in History's list
 *
 * What a row of History shows: the game's summary from the store, and its
 * place in its month (the month's heading over the first game of a month,
 * the card's end under the last). CarcHistoryModel makes the items and
 * keeps both up to date; a row follows ::notify.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "carc-store.h"

G_BEGIN_DECLS

#define CARC_TYPE_HISTORY_ITEM (carc_history_item_get_type ())

G_DECLARE_FINAL_TYPE (CarcHistoryItem, carc_history_item, CARC, HISTORY_ITEM, GObject)

/* Takes @summary, which may be NULL for a game no longer stored. */
CarcHistoryItem            *carc_history_item_new          (gint64                key,
                                                            CarcStoreGameSummary *summary);
/* The store's key of the game (CarcStoreGameKey.key). */
gint64                      carc_history_item_get_key      (CarcHistoryItem      *self);
/* The game's id, NULL for a game no longer stored. */
const char                 *carc_history_item_get_id       (CarcHistoryItem      *self);
const CarcStoreGameSummary *carc_history_item_get_summary  (CarcHistoryItem      *self);
/* Takes @summary; notifies "summary". */
void                        carc_history_item_set_summary  (CarcHistoryItem      *self,
                                                            CarcStoreGameSummary *summary);
/* The heading over the game (its month), NULL unless it is the first game
 * of its group. */
const char                 *carc_history_item_get_heading  (CarcHistoryItem      *self);
/* The first and the last game of its group (a month, or the whole list). */
gboolean                    carc_history_item_get_first    (CarcHistoryItem      *self);
gboolean                    carc_history_item_get_last     (CarcHistoryItem      *self);
/* Sets them; notifies "heading", "first" and "last" when they change. */
void                        carc_history_item_set_place    (CarcHistoryItem      *self,
                                                            const char           *heading,
                                                            gboolean              first,
                                                            gboolean              last);

G_END_DECLS
