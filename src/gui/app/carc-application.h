/* carc-application.h: the application object
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define CARC_TYPE_APPLICATION (carc_application_get_type ())

G_DECLARE_FINAL_TYPE (CarcApplication, carc_application, CARC, APPLICATION, AdwApplication)

CarcApplication *carc_application_new             (void);
int              carc_application_get_exit_status (CarcApplication *self);

G_END_DECLS
