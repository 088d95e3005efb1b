/* carc-river.h: the River
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-state.h"

G_BEGIN_DECLS

extern const CarcExpansion carc_river;

G_END_DECLS
