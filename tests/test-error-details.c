/* test-error-details.c: every refusal says what it is about
 *
 * The headless tool prints an error's message; the app words it itself,
 * from the error's detail (carc-errors.h): why, and the cell, the edge,
 * the figure, the limits. Whatever a table can enter in a game — any
 * tile anywhere, any figure on any place, any event of any expansion, at
 * any moment of a turn, and any set-up — a refusal carries a reason, and
 * the values it names are the game's. Random games of every mix of sets
 * are played, and at every step wrong entries are tried on a copy.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-test-util.h"
#include "carc-random.h"
#include "carc-expansion.h"
#include "carc-registry.h"
#include "carc-rng.h"
#include "carc-state.h"
#include "carc-hunters-gatherers.h"

#include <string.h>

typedef struct {
  guint n_refused;
  guint seen[CARC_N_REASONS];     /* the core's reasons seen */
  GHashTable *owned;              /* "owner:reason" → count */
} Tally;

/* @error, from applying @event to @state, carries a reason, and what it
 * names lies in the game. */
static void
check_refusal (const CarcState *state,
               const CarcEvent *event,
               const GError    *error,
               Tally           *tally)
{
  const CarcErrorDetail *detail = carc_error_get_detail (error);

  if (detail == NULL || detail->reason == CARC_REASON_NONE)
    g_error ("event %s (tile %u at %d,%d, figure %u, value %d) refused without a reason: %s",
             carc_event_type_name (event->type), event->tile, event->x, event->y, event->figure, event->value,
             error->message);
  tally->n_refused++;
  if (detail->owner == NULL)
    {
      g_assert_cmpuint (detail->reason, <, CARC_N_REASONS);
      tally->seen[detail->reason]++;
    }
  else
    {
      g_autofree char *key = g_strdup_printf ("%s:%u", detail->owner, detail->reason);
      guint n = GPOINTER_TO_UINT (g_hash_table_lookup (tally->owned, key));

      /* the owner is a descriptor the registry knows */
      {
        guint n_all;
        const CarcExpansion * const *all = carc_registry_all (&n_all);
        gboolean known = FALSE;

        for (guint i = 0; i < n_all; i++)
          known |= g_strcmp0 (all[i]->id, detail->owner) == 0;
        g_assert_true (known);
      }
      g_hash_table_insert (tally->owned, g_steal_pointer (&key), GUINT_TO_POINTER (n + 1));
    }

  /* what the words will name */
  switch (detail->owner == NULL ? detail->reason : CARC_REASON_NONE)
    {
    case CARC_REASON_DOES_NOT_FIT:
      g_assert_cmpuint (detail->tile, ==, event->tile);
      g_assert_cmpint (detail->x, ==, event->x);
      g_assert_cmpint (detail->y, ==, event->y);
      g_assert_cmpuint (detail->rotation, ==, event->rotation);
      g_assert_cmpuint (detail->edge, <, 4);
      g_assert_cmpuint (detail->kind, !=, detail->other_kind);
      g_assert_nonnull (carc_registry_feature (detail->kind));
      g_assert_nonnull (carc_registry_feature (detail->other_kind));
      break;
    case CARC_REASON_CELL_TAKEN:
      g_assert_nonnull (carc_state_tile_at (state, detail->x, detail->y));
      break;
    case CARC_REASON_NOT_ADJACENT:
      g_assert_null (carc_state_tile_at (state, detail->x, detail->y));
      break;
    case CARC_REASON_TILE_USED_UP:
    case CARC_REASON_SET_ASIDE_FITS:
    case CARC_REASON_EVENT_FIRST:
      g_assert_cmpuint (detail->tile, <, carc_catalogue_get_n_types (carc_state_get_catalogue (state)));
      break;
    case CARC_REASON_FEATURE_OCCUPIED:
    case CARC_REASON_FEATURE_TAKES_NO_FIGURE:
      g_assert_nonnull (carc_registry_feature (detail->kind));
      break;
    case CARC_REASON_FIGURE_NOT_THERE:
    case CARC_REASON_FIGURE_NOT_IN_GAME:
      g_assert_nonnull (carc_registry_figure (detail->figure));
      break;
    case CARC_REASON_FIGURE_CAME_BACK:
    case CARC_REASON_FIGURE_NONE_LEFT:
      g_assert_cmpuint (detail->player, <, carc_state_get_n_players (state));
      g_assert_nonnull (carc_registry_figure (detail->figure));
      break;
    case CARC_REASON_DECISION_OWED:
      g_assert_nonnull (carc_registry_decision ((guint) detail->number));
      break;
    case CARC_REASON_EVENT_OUT_OF_PLACE:
      g_assert_cmpuint (detail->event_type, ==, event->type);
      break;
    default:
      break;
    }
}

static void
try_event (const CarcState *state,
           const CarcEvent *event,
           Tally           *tally)
{
  g_autoptr(GError) error = NULL;
  CarcState *copy = carc_state_copy (state);

  if (!carc_state_apply (copy, event, 0, &error))
    {
      g_assert_error (error, CARC_ERROR, error->code);
      check_refusal (state, event, error, tally);
    }
  carc_state_free (copy);
}

/* Wrong entries at this moment: tiles of the catalogue on open spots, on
 * tiles and far away, set aside; figures of every kind on random places;
 * passes and ends; every event kind with odd values; the legal entry with
 * one value changed. */
static void
try_wrong_entries (const CarcState *state,
                   const CarcEvent *legal,
                   CarcRng         *rng,
                   Tally           *tally)
{
  guint n_types = carc_catalogue_get_n_types (carc_state_get_catalogue (state));
  guint n_spots = carc_state_get_n_spots (state);
  guint n_tiles = carc_state_get_n_tiles (state);

  for (guint i = 0; i < 6; i++)
    {
      CarcEvent e = carc_event_tile (carc_rng_below (rng, n_types), 0, 0, carc_rng_below (rng, 4));

      switch (i % 3)
        {
        case 0:
          if (n_spots > 0)
            {
              const CarcSpot *spot = &carc_state_get_spots (state)[carc_rng_below (rng, n_spots)];
              e.x = spot->x;
              e.y = spot->y;
            }
          break;
        case 1:
          if (n_tiles > 0)
            {
              const CarcPlacedTile *t = &carc_state_get_tiles (state)[carc_rng_below (rng, n_tiles)];
              e.x = t->x;
              e.y = t->y;
            }
          break;
        default:
          e.x = (gint16) (40 + carc_rng_below (rng, 10));
          e.y = (gint16) -(int) carc_rng_below (rng, 50);
          break;
        }
      try_event (state, &e, tally);
    }
  {
    CarcEvent e = { .type = CARC_EVENT_DISCARD, .tile = (guint16) carc_rng_below (rng, n_types) };
    try_event (state, &e, tally);
  }
  for (guint i = 0; i < 4; i++)
    {
      CarcEvent e = carc_event_figure (carc_rng_below (rng, carc_registry_n_figure_kinds ()),
                                       (guint16) (1u << carc_rng_below (rng, 13)));
      try_event (state, &e, tally);
    }
  {
    CarcEvent pass = carc_event_simple (CARC_EVENT_PASS, 0);
    CarcEvent end = carc_event_simple (CARC_EVENT_END, 0);

    try_event (state, &pass, tally);
    if (carc_state_get_phase (state) != CARC_PHASE_TILE)
      try_event (state, &end, tally);
  }
  for (guint type = 0; type < carc_registry_n_event_kinds (); type++)
    {
      CarcEvent e = { 0 };

      if (carc_registry_event (type) == NULL || type == CARC_EVENT_END)
        continue;
      e.type = (guint8) type;
      e.value = (gint16) ((int) carc_rng_below (rng, 8) - 2);
      e.figure = (guint8) carc_rng_below (rng, carc_registry_n_figure_kinds ());
      e.tile = (guint16) carc_rng_below (rng, n_types);
      if (n_tiles > 0 && carc_rng_below (rng, 2))
        {
          const CarcPlacedTile *t = &carc_state_get_tiles (state)[carc_rng_below (rng, n_tiles)];
          e.x = t->x;
          e.y = t->y;
        }
      else
        {
          e.x = (gint16) ((int) carc_rng_below (rng, 9) - 4);
          e.y = (gint16) ((int) carc_rng_below (rng, 9) - 4);
        }
      e.location = (guint16) (1u << carc_rng_below (rng, 13));
      try_event (state, &e, tally);
    }
  if (legal != NULL)
    for (guint i = 0; i < 3; i++)
      {
        CarcEvent e = *legal;

        switch (carc_rng_below (rng, 5))
          {
          case 0: e.value = (gint16) (e.value + 1 + (int) carc_rng_below (rng, 3)); break;
          case 1: e.x = (gint16) (e.x + 1); break;
          case 2: e.rotation = (guint8) ((e.rotation + 1) & 3); break;
          case 3: e.figure = (guint8) carc_rng_below (rng, carc_registry_n_figure_kinds ()); break;
          default: e.location = (guint16) (1u << carc_rng_below (rng, 13)); break;
          }
        try_event (state, &e, tally);
      }
}

static void
play_and_try (const char *sets,
              guint       n_players,
              guint       rules_on,
              guint       n_games,
              guint64     seed,
              Tally      *tally)
{
  CarcRng rng;

  carc_rng_init (&rng, seed);
  for (guint g = 0; g < n_games; g++)
    {
      g_autoptr(CarcGame) game = test_game_new (sets, n_players, rules_on, 0);
      g_autoptr(CarcRandomPlayer) player = carc_random_player_new (seed + g);
      CarcEvent event;
      guint steps = 0;

      while (carc_random_player_next (player, carc_game_get_state (game), &event))
        {
          g_autoptr(GError) error = NULL;

          /* not at every step: the wrong entries are many */
          if (steps++ % 3 == 0)
            try_wrong_entries (carc_game_get_state (game), &event, &rng, tally);
          if (!carc_game_append (game, &event, &error))
            g_error ("the random player's event was refused: %s", error->message);
        }
      /* the game is over: everything is refused, with a reason */
      try_wrong_entries (carc_game_get_state (game), NULL, &rng, tally);
    }
}

static Tally *
tally_new (void)
{
  Tally *t = g_new0 (Tally, 1);

  t->owned = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  return t;
}

static void
tally_free (Tally *t)
{
  g_hash_table_unref (t->owned);
  g_free (t);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Tally, tally_free)

static void
test_play_refusals (void)
{
  g_autoptr(Tally) tally = tally_new ();
  static const struct { const char *sets; guint players; guint rules; } mixes[] = {
    { "base", 2, 0 },
    { "base,inns-and-cathedrals,traders-and-builders,hills-and-sheep,river", 4, 0 },
    { "base,wheel-of-fortune", 3, 0 },
    { "base,inns-and-cathedrals,wheel-of-fortune,towers-and-thieves", 3, 0 },
    { "base,towers-and-thieves,river", 2, 0 },
    { "hunters-and-gatherers", 3, 0 },
  };

  for (guint m = 0; m < G_N_ELEMENTS (mixes); m++)
    play_and_try (mixes[m].sets, mixes[m].players, mixes[m].rules, 2, 1000 + m, tally);

  g_test_message ("%u refusals", tally->n_refused);
  for (guint r = 0; r < CARC_N_REASONS; r++)
    if (tally->seen[r] > 0)
      g_test_message ("core reason %u: %u", r, tally->seen[r]);
  {
    GHashTableIter iter;
    gpointer key, value;

    g_hash_table_iter_init (&iter, tally->owned);
    while (g_hash_table_iter_next (&iter, &key, &value))
      g_test_message ("%s: %u", (const char *) key, GPOINTER_TO_UINT (value));
  }
  g_assert_cmpuint (tally->n_refused, >, 1000);
  /* the common refusals of a turn were among them */
  g_assert_cmpuint (tally->seen[CARC_REASON_DOES_NOT_FIT], >, 0);
  g_assert_cmpuint (tally->seen[CARC_REASON_CELL_TAKEN], >, 0);
  g_assert_cmpuint (tally->seen[CARC_REASON_NOT_ADJACENT], >, 0);
  g_assert_cmpuint (tally->seen[CARC_REASON_EVENT_OUT_OF_PLACE], >, 0);
  g_assert_cmpuint (tally->seen[CARC_REASON_GAME_OVER], >, 0);
  g_assert_cmpuint (g_hash_table_size (tally->owned), >, 5);
}

/* A set-up the engine refuses says why, with the limits a game has. */
static void
test_setup_refusals (void)
{
  CarcCatalogue *catalogue = test_catalogue ();
  static const struct { const char *sets; guint players; CarcReason reason; int min, max; } cases[] = {
    { "base", 0, CARC_REASON_PLAYER_COUNT, 1, CARC_MAX_PLAYERS },
    { "hunters-and-gatherers", 1, CARC_REASON_PLAYER_COUNT, 2, 5 },
    { "hunters-and-gatherers", 6, CARC_REASON_PLAYER_COUNT, 2, 5 },
    { "", 2, CARC_REASON_NO_SET_CHOSEN, 0, 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(CarcSetup) setup = carc_setup_new ();
      g_autoptr(GError) error = NULL;
      g_auto(GStrv) ids = g_strsplit (cases[i].sets, ",", -1);
      static const char *hg_colours[] = { "yellow", "red", "green", "blue", "purple", "black" };
      const CarcErrorDetail *detail;

      for (guint s = 0; ids[s] != NULL && *ids[s] != '\0'; s++)
        g_assert_true (carc_setup_add_set (setup, catalogue, ids[s], NULL));
      for (guint p = 0; p < cases[i].players; p++)
        {
          g_autofree char *name = g_strdup_printf ("Player %u", p + 1);
          carc_setup_add_player (setup, name, g_str_has_prefix (cases[i].sets, "hunters") ? hg_colours[p] : NULL);
        }
      g_assert_false (carc_setup_validate (setup, catalogue, &error));
      g_test_message ("%s, %u players: %s", cases[i].sets, cases[i].players, error->message);
      detail = carc_error_get_detail (error);
      g_assert_nonnull (detail);
      g_assert_null (detail->owner);
      g_assert_cmpuint (detail->reason, ==, cases[i].reason);
      if (cases[i].reason == CARC_REASON_PLAYER_COUNT)
        {
          g_assert_cmpint (detail->number, ==, (int) cases[i].players);
          g_assert_cmpint (detail->min, ==, cases[i].min);
          g_assert_cmpint (detail->max, ==, cases[i].max);
        }
    }
  {
    g_autoptr(CarcSetup) setup = carc_setup_new ();
    g_autoptr(GError) error = NULL;

    g_assert_false (carc_setup_add_set (setup, catalogue, "no-such-set", &error));
    g_assert_cmpuint (carc_error_get_detail (error)->reason, ==, CARC_REASON_NO_SUCH_SET);
    g_assert_cmpstr (carc_error_get_detail (error)->name, ==, "no-such-set");
  }
}

/* A correction that makes a later entry impossible says which, and the
 * message stays the one the headless tool prints ("event 5 (figure): …"). */
static void
test_replay_entry (void)
{
  g_autoptr(CarcGame) game = test_game_new ("base", 2, 0, 0);
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) copy = NULL;
  const CarcErrorDetail *detail;
  CarcEvent bad;

  /* two monasteries south of the start, one below the other: the first
   * moved north of the start leaves the second touching nothing */
  test_play (game, "BA/L 0,1 0; -; BA/L 0,2 0; -");
  bad = carc_event_tile ((guint) test_tile_index (game, "BA/C"), 0, -1, 2);
  g_assert_false (carc_game_replace_event (game, 0, &bad, &error));
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, "event 3 (tile): "));
  detail = carc_error_get_detail (error);
  g_assert_true (detail->in_log);
  g_assert_cmpuint (detail->entry, ==, 2);
  g_assert_cmpuint (detail->reason, ==, CARC_REASON_NOT_ADJACENT);
  /* copies keep the detail */
  copy = g_error_copy (error);
  g_assert_cmpuint (carc_error_get_detail (copy)->reason, ==, CARC_REASON_NOT_ADJACENT);
  g_assert_true (carc_error_get_detail (copy)->in_log);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/error-details/play", test_play_refusals);
  g_test_add_func ("/error-details/setup", test_setup_refusals);
  g_test_add_func ("/error-details/replay", test_replay_entry);

  return g_test_run ();
}
