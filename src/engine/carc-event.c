/* carc-event.c: event names
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-event.h"

#include <string.h>

static const char * const event_names[CARC_N_EVENT_TYPES] = {
  "tile", "discard", "figure", "pass", "flock", "sheep", "end",
};

const char *
carc_event_type_name (CarcEventType type)
{
  return type < CARC_N_EVENT_TYPES ? event_names[type] : "unknown";
}

gboolean
carc_event_type_parse (const char    *name,
                       CarcEventType *type)
{
  if (name == NULL)
    return FALSE;
  for (guint i = 0; i < CARC_N_EVENT_TYPES; i++)
    if (strcmp (name, event_names[i]) == 0)
      {
        *type = i;
        return TRUE;
      }
  return FALSE;
}
