/* carc-wheel-box.h: what a box profile says of the Wheel of Fortune's
 * set-wide values: the crown spaces per sector and, per tile type the data
 * gives wheel symbols for, how many copies show symbol 1, 2 and 3
 *
 * They live in the profile's file overrides of the set
 * ({"wheel-of-fortune": {"wheel": {"crown_counts": {…}, "symbol_counts":
 * {…}}}}, carc-profile.h), which the catalogue merges into the set's data
 * and the descriptor checks (box_file_members, load_file, check_box_file).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-profile.h"
#include "carc-wheel-of-fortune.h"

G_BEGIN_DECLS

/* Crown spaces of @sector in this box: the profile's count, else the data's
 * main layout's ("crowns"). @max: the most the data can draw (0-3). */
guint          carc_wheel_box_crowns             (const CarcProfile   *profile,
                                                  const CarcCatalogue *catalogue,
                                                  CarcWheelSector      sector,
                                                  guint               *max);
void           carc_wheel_box_set_crowns         (CarcProfile         *profile,
                                                  CarcWheelSector      sector,
                                                  guint                count);
CarcConfidence carc_wheel_box_crowns_confidence  (const CarcProfile   *profile,
                                                  const CarcCatalogue *catalogue,
                                                  CarcWheelSector      sector);

/* The tile ids the data gives wheel symbols for, in the data's order (a
 * new array of const strings owned by @catalogue). */
GPtrArray     *carc_wheel_symbol_tiles           (const CarcCatalogue *catalogue);
/* Copies of @tile_id showing symbol 1, 2 and 3 (@counts[0..2]) in this
 * box: the profile's, else the data's list. */
void           carc_wheel_box_symbols            (const CarcProfile   *profile,
                                                  const CarcCatalogue *catalogue,
                                                  const char          *tile_id,
                                                  guint                counts[3]);
void           carc_wheel_box_set_symbols        (CarcProfile         *profile,
                                                  const char          *tile_id,
                                                  const guint          counts[3]);
CarcConfidence carc_wheel_box_symbols_confidence (const CarcProfile   *profile,
                                                  const CarcCatalogue *catalogue,
                                                  const char          *tile_id);

G_END_DECLS
