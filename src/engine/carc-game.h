/* carc-game.h: a game is its setup plus an append-only log of events
 *
 * state = replay(log): the state is never edited by hand. Undo drops the
 * last event; a correction replaces, inserts or removes an earlier event and
 * replays everything after it, so every later scoring is recomputed.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "carc-state.h"

G_BEGIN_DECLS

typedef struct _CarcGame CarcGame;

/* Takes ownership of @setup. */
CarcGame        *carc_game_new             (CarcCatalogue *catalogue,
                                            CarcSetup     *setup,
                                            GError       **error);
void             carc_game_free            (CarcGame *game);

CarcCatalogue   *carc_game_get_catalogue   (const CarcGame *game);
const CarcSetup *carc_game_get_setup       (const CarcGame *game);
const CarcState *carc_game_get_state       (const CarcGame *game);
const char      *carc_game_get_id          (const CarcGame *game);
void             carc_game_set_id          (CarcGame   *game,
                                            const char *id);
gint64           carc_game_get_created     (const CarcGame *game);
void             carc_game_set_created     (CarcGame *game,
                                            gint64    usec);

guint            carc_game_get_n_events    (const CarcGame *game);
const CarcEvent *carc_game_get_event       (const CarcGame *game,
                                            guint           index);

/* Applies @event; on success appends it to the log. */
gboolean         carc_game_append          (CarcGame        *game,
                                            const CarcEvent *event,
                                            GError         **error);
/* Drops the last event (and replays). FALSE if the log is empty. */
gboolean         carc_game_undo            (CarcGame *game);

/* Corrections. On failure (the edit makes a later event illegal) the game is
 * unchanged and @error names the first event that no longer fits. */
gboolean         carc_game_replace_event   (CarcGame        *game,
                                            guint            index,
                                            const CarcEvent *event,
                                            GError         **error);
gboolean         carc_game_insert_event    (CarcGame        *game,
                                            guint            index,
                                            const CarcEvent *event,
                                            GError         **error);
/* Inserts @n_events events before @index in one step (a forgotten turn: its
 * tile and its figure); every later entry is replayed and re-scored. */
gboolean         carc_game_insert_events   (CarcGame        *game,
                                            guint            index,
                                            const CarcEvent *events,
                                            guint            n_events,
                                            GError         **error);
/* Removes @n_events events from @index in one step (undoes the above). */
gboolean         carc_game_remove_events   (CarcGame *game,
                                            guint     index,
                                            guint     n_events,
                                            GError  **error);
gboolean         carc_game_remove_event    (CarcGame *game,
                                            guint     index,
                                            GError  **error);

/* Adds a tile the catalogue does not know to the game's box (a tile
 * object of the data format, as carc_custom_tile_to_data() makes it): the
 * table found it in the box mid-game. The log replays with it; its type
 * index in @type. FALSE with @error (nothing changed) for an impossible or
 * already known tile. */
gboolean         carc_game_add_custom_tile (CarcGame   *game,
                                            JsonObject *data,
                                            guint      *type,
                                            GError    **error);

/* Drops the tile added last by carc_game_add_custom_tile() (its store
 * could not keep it); FALSE if the log names it. */
gboolean         carc_game_drop_last_custom_tile (CarcGame *game,
                                                  GError  **error);

/* The state after the first @n_events events (review, "what changed"). */
CarcState       *carc_game_replay_prefix   (const CarcGame *game,
                                            guint           n_events,
                                            GError        **error);

/* Bytes the game holds: its state, its log and its setup. */
gsize            carc_game_memory_size     (const CarcGame *game);

/* Whose turn an event was entered in: the player of the state just before it. */
guint            carc_game_event_player    (const CarcGame *game,
                                            guint           index);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CarcGame, carc_game_free)

G_END_DECLS
