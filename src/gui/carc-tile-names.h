/* carc-tile-names.h: what a tile shows, in words
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-catalogue.h"

G_BEGIN_DECLS

/* "City corner, road curve, pennant" — translated, from the feature data. */
char *carc_tile_describe (const CarcTileType *type);

G_END_DECLS
