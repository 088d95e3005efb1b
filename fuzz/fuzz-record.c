/* fuzz-record.c: the native record reader
 *
 * Any bytes go to carc_record_from_json(), and also to the store's per-row
 * readers of a setup and of one event. A record that loads must write out
 * and load again to the same record (export → import → export is
 * identical, docs/record-format.md).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "fuzz-common.h"

#include <string.h>

#include "carc-record.h"

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  fuzz_init ();
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  CarcCatalogue *catalogue = fuzz_catalogue ();
  const char *text = (const char *) data;
  g_autoptr(GError) error = NULL;
  CarcGame *game;
  CarcSetup *setup;
  CarcEvent event;

  game = carc_record_from_json (catalogue, text, (gssize) size, &error);
  FUZZ_CHECK ((game == NULL) == (error != NULL), "a result and an error must not come together");
  if (game)
    {
      g_autofree char *json = carc_record_to_json (game);
      g_autofree char *again = NULL;
      CarcGame *copy = carc_record_from_json (catalogue, json, -1, &error);

      FUZZ_CHECK (copy != NULL, "a record we wrote does not load: %s", error->message);
      FUZZ_CHECK (carc_game_get_n_events (copy) == carc_game_get_n_events (game), "events lost in a round trip");
      again = carc_record_to_json (copy);
      FUZZ_CHECK (strcmp (json, again) == 0, "export → import → export differs");
      carc_game_free (copy);
      carc_game_free (game);
    }
  else
    FUZZ_CHECK (error->message && *error->message, "an error without a message");
  g_clear_error (&error);

  setup = carc_setup_from_json (catalogue, text, (gssize) size, &error);
  if (setup)
    carc_setup_free (setup);
  g_clear_error (&error);

  if (carc_event_from_json (catalogue, text, (gssize) size, &event, &error))
    {
      g_autofree char *json = carc_event_to_json (&event, catalogue);
      CarcEvent back;
      FUZZ_CHECK (carc_event_from_json (catalogue, json, -1, &back, NULL), "an event we wrote does not read: %s", json);
    }
  return 0;
}
