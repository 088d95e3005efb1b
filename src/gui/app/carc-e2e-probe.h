/* carc-e2e-probe.h: where things are on screen, for the end-to-end test
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* With CARC_E2E_PROBE=FOLDER in the environment, answers SIGUSR1 by
 * writing FOLDER/widgets.json (carc-e2e-probe.c); without it, nothing. */
void carc_e2e_probe_install (GApplication *app);

G_END_DECLS
