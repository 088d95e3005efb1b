/* carc-tile-names.h: what a tile shows, in words
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-catalogue.h"

G_BEGIN_DECLS

/* "City corner, road curve, pennant" — translated, from the feature data. */
char *carc_tile_describe        (const CarcTileType *type);
/* The same in lower case, to stand inside a sentence: "city corner, road curve, pennant". */
char *carc_tile_describe_phrase (const CarcTileType *type);
/* Only its most telling part, to name a neighbour: "city corner". */
char *carc_tile_describe_brief  (const CarcTileType *type);

G_END_DECLS
