/* carc-spot-popover.h: the tiles that fit a spot, in the ways they fit
 *
 * Clicking an empty spot opens this popover at the spot: every tile still
 * in the supply that fits there (the engine's answer), once for each way
 * it fits (turned tiles that look the same are shown once), the most
 * likely first (the most copies left). A click on one enters it: the
 * tile, the spot and the rotation are all said. A search narrows the
 * list as the picker's does; "Pick Tile" opens the picker for the spot
 * (tiles not in the supply, a tile the app does not know).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "carc-coach.h"
#include "carc-state.h"

G_BEGIN_DECLS

#define CARC_TYPE_SPOT_POPOVER (carc_spot_popover_get_type ())

G_DECLARE_FINAL_TYPE (CarcSpotPopover, carc_spot_popover, CARC, SPOT_POPOVER, GtkPopover)

GtkWidget  *carc_spot_popover_new             (void);
/* Lists the tiles of @state (borrowed until the next call or NULL) that
 * fit (@x, @y) in each of their distinct rotations; @title names the
 * spot; @max_width and @max_height (pixels, 0 for no limit) are the room
 * there is, which the grid keeps to. */
void        carc_spot_popover_set_spot        (CarcSpotPopover *self,
                                               const CarcState *state,
                                               CarcAssistance   assistance,
                                               int              x,
                                               int              y,
                                               const char      *title,
                                               int              max_width,
                                               int              max_height);
/* Shows only the tiles of @types, in that order (what a search matched),
 * or every tile again with @types NULL. */
void        carc_spot_popover_set_matches     (CarcSpotPopover *self,
                                               const guint     *types,
                                               guint            n_types);
const char *carc_spot_popover_get_search_text (CarcSpotPopover *self);
/* The items shown, in order: tile type and rotation (0-3). */
guint       carc_spot_popover_get_n_items     (CarcSpotPopover *self);
gboolean    carc_spot_popover_get_item        (CarcSpotPopover *self,
                                               guint            index,
                                               guint           *type,
                                               guint           *rotation);
/* The widget that shows item @index (for tests and the end-to-end probe). */
GtkWidget  *carc_spot_popover_get_item_widget (CarcSpotPopover *self,
                                               guint            index);
/* Item @index as a click on it enters it; FALSE if there is none. */
gboolean    carc_spot_popover_choose          (CarcSpotPopover *self,
                                               guint            index);

/* Signals:
 *   "tile-chosen"    (guint type, guint rotation)  an item was clicked
 *   "search-changed" ()                            the search text changed
 *   "pick-tile"      ()                            "Pick Tile" was clicked
 */

G_END_DECLS
