/* carc-custom-tile-editor.h: describing a tile the catalogue does not know
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>
#include <json-glib/json-glib.h>

#include "carc-catalogue.h"

G_BEGIN_DECLS

#define CARC_TYPE_CUSTOM_TILE_EDITOR (carc_custom_tile_editor_get_type ())

G_DECLARE_FINAL_TYPE (CarcCustomTileEditor, carc_custom_tile_editor, CARC, CUSTOM_TILE_EDITOR, AdwWindow)

/* An editor over @catalogue (the game's, or the shared one). With
 * @can_use_now, "Use Now" is offered besides "Save into the Profile". */
GtkWidget   *carc_custom_tile_editor_new          (GtkWindow     *parent,
                                                   CarcCatalogue *catalogue,
                                                   gboolean       can_use_now);
/* The same for a tile of the game owning set @game_set (a whole other
 * game's, e.g. "hunters-and-gatherers": its edge kinds; Carcassonne's sets
 * or NULL: Carcassonne's). */
GtkWidget   *carc_custom_tile_editor_new_for_game (GtkWindow     *parent,
                                                   CarcCatalogue *catalogue,
                                                   const char    *game_set,
                                                   gboolean       can_use_now);
/* Starts from @form (the small form of carc-profile.h), e.g. to edit a
 * tile of the profile. */
void         carc_custom_tile_editor_set_form     (CarcCustomTileEditor *self,
                                                   JsonObject           *form);
/* The form as the editor shows it now (a new reference). */
JsonObject  *carc_custom_tile_editor_get_form     (CarcCustomTileEditor *self);
/* Why the tile is impossible (the engine's message), or NULL. */
const char  *carc_custom_tile_editor_get_message  (CarcCustomTileEditor *self);
/* The tile drawn, or NULL while it is impossible. */
const CarcTileType *carc_custom_tile_editor_get_type_shown (CarcCustomTileEditor *self);

/* For tests and keyboard users: what an edge shows (a feature kind), and
 * whether two edges are joined. */
void         carc_custom_tile_editor_set_edge     (CarcCustomTileEditor *self,
                                                   guint                 edge,
                                                   guint                 feature_kind);
void         carc_custom_tile_editor_set_joined   (CarcCustomTileEditor *self,
                                                   guint                 edge_a,
                                                   guint                 edge_b,
                                                   gboolean              joined);
/* A tile mark (CarcUiCustomMark.member) on or off; @value_index picks a
 * value of a mark with values (0: none), then the numbers of its range
 * (CarcUiCustomMark.range_min is index n_values + 1). */
void         carc_custom_tile_editor_set_mark     (CarcCustomTileEditor *self,
                                                   const char           *member,
                                                   guint                 value_index);

/* Signals: "done" (JsonObject *form, gboolean use_now): the user chose
 * "Use Now" (@use_now TRUE) or "Save into the Profile"; the form is valid.
 * The window closes itself after the signal. */

G_END_DECLS
