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

/* Two parts of the ground of feature kind @ground (a field, a meadow) meet
 * on @type with no route between them (a feature of a kind in @routes,
 * bits 1 << kind): a hedge divides them. */
gboolean carc_tile_ground_divided (const CarcTileType *type,
                                   guint               ground,
                                   guint32             routes);

G_END_DECLS
