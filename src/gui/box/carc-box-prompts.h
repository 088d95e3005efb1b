/* carc-box-prompts.h: at the table, when the box differs from the profile
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "carc-game-session.h"

G_BEGIN_DECLS

typedef void (*CarcBoxTileFunc) (guint type, gpointer user_data);

/* "Another tile…": the custom-tile editor over the game's tiles. The tile
 * described joins the game (carc_game_session_add_custom_tile()); with
 * "Save into the Profile" also the box profile the game was set up from
 * (or the default one). @done gets its type. */
void        carc_box_prompt_another_tile  (GtkWidget       *from,
                                           CarcGameSession *session,
                                           CarcBoxTileFunc  done,
                                           gpointer         user_data);

/* Every copy of @type the box counts is used: asks whether to enter it
 * anyway (the tile on the table is proof) and offers to count one more
 * in the profile. @confirmed runs when the table says yes. */
void        carc_box_prompt_extra_copy    (GtkWidget       *from,
                                           CarcGameSession *session,
                                           guint            type,
                                           CarcBoxTileFunc  confirmed,
                                           gpointer         user_data);

/* Counts one more copy of the tile @tile_id in the profile of @session's
 * game (or the default one; a new default when there is none) and saves
 * it. FALSE with @error when there is no store or it fails. */
gboolean    carc_box_count_one_more       (CarcGameSession *session,
                                           const char      *tile_id,
                                           GError         **error);

G_END_DECLS
