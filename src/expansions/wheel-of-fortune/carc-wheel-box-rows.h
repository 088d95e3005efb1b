/* carc-wheel-box-rows.h: the Wheel of Fortune's rows in Preferences → Your Box
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "carc-profile.h"

G_BEGIN_DECLS

/* CarcExpansionUi.box_rows: "Crown spaces" (a spin row per sector, named
 * like the wheel section names them; its spin button is named
 * "wheel-crowns-<sector>") and "Wheel symbols" (per base tile type the data
 * gives symbols for, the copies showing 1, 2 and 3; spin buttons named
 * "wheel-symbols-<tile id>-<symbol>"), each with where its value comes from. */
GPtrArray *carc_wheel_box_rows (CarcProfile   *profile,
                                CarcCatalogue *catalogue,
                                void         (*changed) (gpointer data),
                                gpointer       data);

G_END_DECLS
