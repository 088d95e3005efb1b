/* fuzz-record.c: the native record reader
 *
 * Any bytes go to carc_record_from_json(), and also to the store's per-row
 * readers of a setup and of one event, and to the box profile reader. A
 * record that loads must write out and load again to the same record
 * (export → import → export is identical, docs/record-format.md); so must
 * a box profile, which is then applied to a game of every set of its game
 * and played a few random moves, each of which must be accepted.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "fuzz-common.h"

#include <string.h>

#include "carc-profile.h"
#include "carc-random.h"
#include "carc-record.h"
#include "carc-registry.h"

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  fuzz_init ();
  return 0;
}

#define MAX_PROFILE_EVENTS 60

/* A box profile that reads writes out the same and plays (the sets of its
 * game, two players, a few random moves). */
static void
check_profile (CarcCatalogue *catalogue,
               const char    *text,
               size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcProfile) profile = carc_profile_from_json (catalogue, text, (gssize) size, &error);
  g_autoptr(CarcProfile) back = NULL;
  g_autoptr(CarcRandomPlayer) player = NULL;
  g_autofree char *json = NULL;
  g_autofree char *again = NULL;
  gboolean hg;
  CarcSetup *setup;
  CarcGame *game;

  FUZZ_CHECK ((profile == NULL) == (error != NULL), "a profile and an error must not come together");
  if (profile == NULL)
    return;
  json = carc_profile_to_json (profile);
  back = carc_profile_from_json (catalogue, json, -1, &error);
  FUZZ_CHECK (back != NULL, "a box profile we wrote does not read: %s", error->message);
  again = carc_profile_to_json (back);
  FUZZ_CHECK (strcmp (json, again) == 0, "box profile export → import → export differs");

  hg = g_strcmp0 (profile->game, "hunters-and-gatherers") == 0;
  setup = carc_setup_new ();
  for (guint i = 0; i < carc_catalogue_get_n_sets (catalogue); i++)
    {
      const char *id = carc_catalogue_get_set (catalogue, i)->id;
      const CarcExpansion *owner = carc_registry_set_owner (id);
      gboolean of_hg = g_strcmp0 (id, "hunters-and-gatherers") == 0;

      if (owner != NULL && of_hg == hg)
        carc_setup_add_set (setup, catalogue, id, NULL);
    }
  carc_setup_add_player (setup, "A", hg ? "yellow" : NULL);
  carc_setup_add_player (setup, "B", hg ? "red" : NULL);
  if (!carc_profile_apply (profile, catalogue, setup, &error))
    {
      FUZZ_CHECK (error->message && *error->message, "a profile refused without a message");
      carc_setup_free (setup);
      return;
    }
  game = carc_game_new (catalogue, setup, &error);
  if (game == NULL)
    return;
  player = carc_random_player_new (size);
  for (guint n = 0; n < MAX_PROFILE_EVENTS; n++)
    {
      CarcEvent event;

      if (!carc_random_player_next (player, carc_game_get_state (game), &event))
        break;
      FUZZ_CHECK (carc_game_append (game, &event, &error),
                  "a random legal event in a game of the box was refused: %s", error->message);
    }
  carc_game_free (game);
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

  check_profile (catalogue, text, size);

  if (carc_event_from_json (catalogue, text, (gssize) size, &event, &error))
    {
      g_autofree char *json = carc_event_to_json (&event, catalogue);
      CarcEvent back;
      FUZZ_CHECK (carc_event_from_json (catalogue, json, -1, &back, NULL), "an event we wrote does not read: %s", json);
    }
  return 0;
}
