/* carc-tile-picker.h: choose the drawn tile
 *
 * Thumbnails with the copies left, filtered by typing (tile names such as
 * "BA/RCr" or edge codes such as "CRFR", in any rotation), the recently
 * used first; optionally only the tiles that fit one spot. Tiles the supply
 * has no copy of are offered only when "not in the supply" is switched on
 * (the table's box may differ).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "carc-coach.h"
#include "carc-state.h"

G_BEGIN_DECLS

#define CARC_TYPE_TILE_PICKER (carc_tile_picker_get_type ())

G_DECLARE_FINAL_TYPE (CarcTilePicker, carc_tile_picker, CARC, TILE_PICKER, GtkBox)

GtkWidget *carc_tile_picker_new          (void);
/* Lists the tiles for @state; with @at_spot only those that fit (@x, @y). */
void       carc_tile_picker_set_state    (CarcTilePicker  *self,
                                          const CarcState *state,
                                          CarcAssistance   assistance,
                                          gboolean         at_spot,
                                          int              x,
                                          int              y);
void       carc_tile_picker_set_filter   (CarcTilePicker  *self,
                                          const char      *text);
/* The @n-th tile shown (0-based), as a click picks it; FALSE if none. */
gboolean   carc_tile_picker_choose_nth   (CarcTilePicker  *self,
                                          guint            n);
/* The shown tile with the number key @number (0 for the key 1 … 8 for the
 * key 9): fixed for the whole game; FALSE if it is not shown. */
gboolean   carc_tile_picker_choose_number (CarcTilePicker *self,
                                           guint           number);
/* The number key of the @index-th tile shown, or -1. */
int        carc_tile_picker_get_number   (CarcTilePicker  *self,
                                          guint            index);
guint      carc_tile_picker_get_n_shown  (CarcTilePicker  *self);
guint      carc_tile_picker_get_shown    (CarcTilePicker  *self,
                                          guint            index);
void       carc_tile_picker_focus_search (CarcTilePicker  *self);

/* Signal: "tile-chosen" (guint type, gboolean override) */

G_END_DECLS
