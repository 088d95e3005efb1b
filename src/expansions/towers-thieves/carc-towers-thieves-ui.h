/* carc-towers-thieves-ui.h: what Towers & Thieves' screen files share
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-towers-thieves.h"

G_BEGIN_DECLS

/* Where @tower stands on the board (tile units): on the construction site
 * the tile painter printed on its tile. FALSE if its tile is not placed. */
gboolean  carc_towers_ui_tower_point (const CarcState *state,
                                      const CarcTower *tower,
                                      double          *x,
                                      double          *y);

G_END_DECLS
