/* fuzz-common.c: what every libFuzzer target shares
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "fuzz-common.h"

#include <stdlib.h>

/* Deeper than any record, backup, .jcz or catalogue file nests (they need
 * fewer than 10 levels), and far shallower than what overflows the stack. */


void
fuzz_init (void)
{
  g_autoptr(GError) error = NULL;

  g_log_set_always_fatal (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  if (carc_catalogue_get_default (&error) == NULL)
    g_error ("the bundled catalogue does not load: %s", error->message);
}

CarcCatalogue *
fuzz_catalogue (void)
{
  return carc_catalogue_get_default (NULL);
}

