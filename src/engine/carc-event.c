/* carc-event.c: event names
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-event.h"

#include "carc-registry.h"

#include <string.h>

const char *
carc_event_type_name (CarcEventType type)
{
  const CarcEventKindInfo *info = carc_registry_event (type);
  return info ? info->name : "unknown";
}

gboolean
carc_event_type_parse (const char    *name,
                       CarcEventType *type)
{
  return carc_registry_event_parse (name, type);
}
