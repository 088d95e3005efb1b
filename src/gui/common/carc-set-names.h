/* carc-set-names.h: translated display names of the tile sets
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "carc-catalogue.h"

G_BEGIN_DECLS

const char *carc_tile_set_get_display_name  (const CarcTileSet *set);
guint       carc_tile_set_get_display_order (const CarcTileSet *set);
/* The catalogue's sets in the one order every list of sets shows them. */
GPtrArray  *carc_tile_sets_in_display_order (const CarcCatalogue *catalogue);

G_END_DECLS
