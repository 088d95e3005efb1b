/* carc-window-private.h: CarcWindow API for the tests
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-catalogue.h"
#include "carc-window.h"

G_BEGIN_DECLS

/* Shows @catalogue on the start page, or @error instead when @catalogue is NULL. */
void _carc_window_set_catalogue (CarcWindow          *self,
                                 const CarcCatalogue *catalogue,
                                 const GError        *error);

G_END_DECLS
