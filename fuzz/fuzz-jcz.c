/* fuzz-jcz.c: the JCloisterZone .jcz importer
 *
 * A save that imports must also come out as a native record that loads.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "fuzz-common.h"

#include "carc-jcz.h"
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
  g_autoptr(GError) error = NULL;
  CarcGame *game;

  game = carc_jcz_import (catalogue, (const char *) data, (gssize) size, &error);
  FUZZ_CHECK ((game == NULL) == (error != NULL), "a result and an error must not come together");
  if (game)
    {
      g_autofree char *json = carc_record_to_json (game);
      CarcGame *copy = carc_record_from_json (catalogue, json, -1, &error);

      FUZZ_CHECK (copy != NULL, "an imported .jcz does not load as a record: %s", error->message);
      FUZZ_CHECK (carc_game_get_n_events (copy) == carc_game_get_n_events (game), "events lost");
      carc_game_free (copy);
      carc_game_free (game);
    }
  return 0;
}
