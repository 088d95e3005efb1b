/* fuzz-common.c: what every libFuzzer target shares
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "fuzz-common.h"

#include <stdlib.h>

/* Deeper than any record, backup, .jcz or catalogue file nests (they need
 * fewer than 10 levels), and far shallower than what overflows the stack. */
#define FUZZ_MAX_NESTING 2000

static gboolean feed_known;

void
fuzz_init (void)
{
  g_autoptr(GError) error = NULL;

  g_log_set_always_fatal (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  feed_known = g_strcmp0 (g_getenv ("CARC_FUZZ_KNOWN"), "1") == 0;
  if (carc_catalogue_get_default (&error) == NULL)
    g_error ("the bundled catalogue does not load: %s", error->message);
}

CarcCatalogue *
fuzz_catalogue (void)
{
  return carc_catalogue_get_default (NULL);
}

gboolean
fuzz_known_issue (const uint8_t *data,
                  size_t         size)
{
  int depth = 0;
  gboolean in_string = FALSE;

  if (feed_known)
    return FALSE;
  /* a rough JSON scan is enough: strings are skipped so that brackets in
   * names do not count */
  for (size_t i = 0; i < size; i++)
    {
      char c = (char) data[i];

      if (in_string)
        {
          if (c == '\\')
            i++;
          else if (c == '"')
            in_string = FALSE;
          continue;
        }
      if (c == '"')
        in_string = TRUE;
      else if (c == '[' || c == '{')
        {
          if (++depth > FUZZ_MAX_NESTING)
            return TRUE;
        }
      else if ((c == ']' || c == '}') && depth > 0)
        depth--;
    }
  return FALSE;
}
