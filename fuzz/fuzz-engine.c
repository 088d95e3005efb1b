/* fuzz-engine.c: arbitrary event sequences through the engine
 *
 * The input is a little program. Its first bytes choose the sets, the
 * number of players, rule switches and the seed of a random table; every
 * following byte is one operation: a legal event the random table picks, an
 * arbitrary (mostly illegal) event, undo, or a correction (replace, insert,
 * remove) of an earlier event with a legal or arbitrary one. After every
 * operation the invariants below hold; at the end the game equals a fresh
 * replay of its log and survives a record round trip.
 *
 *   - a legal event from the random table is accepted;
 *   - a refused event or correction leaves the log as it was;
 *   - undo drops exactly one event;
 *   - the state after any prefix replays (carc_game_replay_prefix).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "fuzz-common.h"

#include <string.h>

#include "carc-random.h"
#include "carc-record.h"
#include "carc-setup.h"

#define MAX_OPS 400

static const char * const expansions[] = {
  "inns-and-cathedrals", "traders-and-builders", "hills-and-sheep", "river", "towers-and-thieves",
};

typedef struct {
  const uint8_t *data;
  size_t         size;
  size_t         pos;
} Reader;

static guint
next_byte (Reader *r)
{
  return r->pos < r->size ? r->data[r->pos++] : 0;
}

static guint
next_u16 (Reader *r)
{
  guint lo = next_byte (r);
  return lo | (next_byte (r) << 8);
}

/* An arbitrary event: every field from the input, mostly near sensible
 * values so that some of them are legal, sometimes far outside. */
static CarcEvent
arbitrary_event (Reader              *r,
                 const CarcCatalogue *catalogue)
{
  CarcEvent e = { 0 };
  guint wild = next_byte (r);

  e.type = (guint8) (wild & 0x80 ? next_byte (r) : next_byte (r) % CARC_N_EVENT_TYPES);
  e.figure = (guint8) (wild & 0x40 ? next_byte (r) : next_byte (r) % CARC_N_FIGURE_KINDS);
  e.rotation = (guint8) (wild & 0x20 ? next_byte (r) : next_byte (r) % 4);
  e.flags = (guint8) (next_byte (r) & (wild & 0x10 ? 0xff : 0x03));
  e.x = (gint16) (wild & 0x08 ? next_u16 (r) : (int) (next_byte (r) % 9) - 4);
  e.y = (gint16) (wild & 0x08 ? next_u16 (r) : (int) (next_byte (r) % 9) - 4);
  e.tile = (guint16) (wild & 0x04 ? next_u16 (r) : next_byte (r) % (carc_catalogue_get_n_types (catalogue) + 1));
  e.location = (guint16) next_u16 (r);
  e.value = (gint16) (wild & 0x02 ? next_u16 (r) : (int) (next_byte (r) % 7) - 1);
  return e;
}

/* The event the random table enters next, or an arbitrary one once over. */
static CarcEvent
some_event (Reader           *r,
            CarcRandomPlayer *player,
            const CarcGame   *game,
            gboolean          legal,
            gboolean         *is_legal)
{
  CarcEvent e;

  *is_legal = legal && carc_random_player_next (player, carc_game_get_state (game), &e);
  if (!*is_legal)
    e = arbitrary_event (r, carc_game_get_catalogue (game));
  return e;
}

static void
check_same_state (const CarcState *a,
                  const CarcState *b,
                  const char      *what)
{
  FUZZ_CHECK (carc_state_get_phase (a) == carc_state_get_phase (b), "%s: phase %d ≠ %d", what, carc_state_get_phase (a), carc_state_get_phase (b));
  FUZZ_CHECK (carc_state_get_player (a) == carc_state_get_player (b) && carc_state_get_turn (a) == carc_state_get_turn (b), "%s: turn differs", what);
  FUZZ_CHECK (carc_state_get_n_tiles (a) == carc_state_get_n_tiles (b), "%s: %u tiles ≠ %u", what, carc_state_get_n_tiles (a), carc_state_get_n_tiles (b));
  FUZZ_CHECK (carc_state_get_n_scorings (a) == carc_state_get_n_scorings (b), "%s: %u scorings ≠ %u", what, carc_state_get_n_scorings (a), carc_state_get_n_scorings (b));
  FUZZ_CHECK (carc_state_get_supply_left (a) == carc_state_get_supply_left (b), "%s: supply differs", what);
  for (guint p = 0; p < carc_state_get_n_players (a); p++)
    FUZZ_CHECK (carc_state_get_players (a)[p].score == carc_state_get_players (b)[p].score, "%s: player %u scores %d ≠ %d",
                what, p, carc_state_get_players (a)[p].score, carc_state_get_players (b)[p].score);
  for (guint i = 0; i < carc_state_get_n_tiles (a); i++)
    FUZZ_CHECK (carc_state_get_tiles (a)[i].x == carc_state_get_tiles (b)[i].x && carc_state_get_tiles (a)[i].y == carc_state_get_tiles (b)[i].y
                && carc_state_get_tiles (a)[i].type == carc_state_get_tiles (b)[i].type && carc_state_get_tiles (a)[i].rotation == carc_state_get_tiles (b)[i].rotation,
                "%s: tile %u differs", what, i);
}

/* What a refused operation must leave as it was; cheaper than a state copy. */
typedef struct {
  guint n_events, phase, player, turn, n_tiles, n_scorings, supply_left;
  int   scores[CARC_MAX_PLAYERS];
} Snapshot;

static void
snapshot_take (const CarcGame *game,
               Snapshot       *s)
{
  const CarcState *state = carc_game_get_state (game);

  memset (s, 0, sizeof *s);
  s->n_events = carc_game_get_n_events (game);
  s->phase = carc_state_get_phase (state);
  s->player = carc_state_get_player (state);
  s->turn = carc_state_get_turn (state);
  s->n_tiles = carc_state_get_n_tiles (state);
  s->n_scorings = carc_state_get_n_scorings (state);
  s->supply_left = carc_state_get_supply_left (state);
  for (guint p = 0; p < carc_state_get_n_players (state); p++)
    s->scores[p] = carc_state_get_players (state)[p].score;
}

static void
check_unchanged (const CarcGame *game,
                 const Snapshot *before,
                 const char     *what)
{
  Snapshot now;

  snapshot_take (game, &now);
  FUZZ_CHECK (memcmp (&now, before, sizeof now) == 0, "%s was refused, but the game changed", what);
}

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
  g_autoptr(CarcRandomPlayer) player = NULL;
  Reader r = { data, size, 0 };
  CarcSetup *setup = carc_setup_new ();
  CarcGame *game, *replay;
  guint sets = next_byte (&r), n_players = 2 + next_byte (&r) % 5, flip = next_byte (&r);
  guint64 seed = next_u16 (&r);

  carc_setup_add_set (setup, catalogue, "base", NULL);
  for (guint i = 0; i < G_N_ELEMENTS (expansions); i++)
    if (sets & (1u << i))
      carc_setup_add_set (setup, catalogue, expansions[i], NULL);
  for (guint i = 0; i < n_players; i++)
    {
      char name[2] = { (char) ('A' + i), 0 };
      carc_setup_add_player (setup, name, NULL);
    }
  /* switch single rules off or on: the engine must refuse what it cannot play */
  if (sets & 0x80)
    setup->rules ^= 1u << (flip % 16);
  game = carc_game_new (catalogue, setup, &error);
  if (game == NULL)
    return 0;
  player = carc_random_player_new (seed);

  for (guint op = 0; op < MAX_OPS && r.pos < r.size; op++)
    {
      guint code = next_byte (&r);
      guint n = carc_game_get_n_events (game);
      Snapshot before;
      gboolean legal;
      CarcEvent e;

      g_clear_error (&error);
      snapshot_take (game, &before);
      switch (code % 10)
        {
        case 0: case 1: case 2: case 3:
          e = some_event (&r, player, game, TRUE, &legal);
          if (carc_game_append (game, &e, &error))
            FUZZ_CHECK (carc_game_get_n_events (game) == n + 1, "append did not add one event");
          else
            {
              FUZZ_CHECK (!legal, "a legal event was refused: %s", error->message);
              check_unchanged (game, &before, "append");
            }
          break;
        case 4:
          e = arbitrary_event (&r, catalogue);
          if (!carc_game_append (game, &e, &error))
            check_unchanged (game, &before, "append");
          break;
        case 5:
          FUZZ_CHECK (carc_game_undo (game) == (n > 0), "undo with %u events", n);
          FUZZ_CHECK (carc_game_get_n_events (game) == (n ? n - 1 : 0), "undo did not drop one event");
          break;
        case 6:
          if (n == 0)
            break;
          e = some_event (&r, player, game, code & 0x10, &legal);
          if (!carc_game_replace_event (game, next_u16 (&r) % n, &e, &error))
            check_unchanged (game, &before, "replace");
          break;
        case 7:
          e = some_event (&r, player, game, code & 0x10, &legal);
          if (!carc_game_insert_event (game, next_u16 (&r) % (n + 1), &e, &error))
            check_unchanged (game, &before, "insert");
          else
            FUZZ_CHECK (carc_game_get_n_events (game) == n + 1, "insert did not add one event");
          break;
        case 8:
          if (n == 0)
            break;
          if (!carc_game_remove_event (game, next_u16 (&r) % n, &error))
            check_unchanged (game, &before, "remove");
          else
            FUZZ_CHECK (carc_game_get_n_events (game) == n - 1, "remove did not drop one event");
          break;
        case 9:
          {
            guint k = n ? next_u16 (&r) % (n + 1) : 0;
            CarcState *prefix = carc_game_replay_prefix (game, k, &error);
            FUZZ_CHECK (prefix != NULL, "prefix %u of a valid log does not replay: %s", k, error->message);
            if (k == n)
              check_same_state (prefix, carc_game_get_state (game), "replay of the whole log");
            carc_state_free (prefix);
          }
          break;
        }
    }

  /* the state is replay(log): a fresh game fed the same events agrees */
  replay = carc_game_new (catalogue, carc_setup_copy (carc_game_get_setup (game)), &error);
  FUZZ_CHECK (replay != NULL, "the setup of a running game is refused: %s", error->message);
  for (guint i = 0; i < carc_game_get_n_events (game); i++)
    FUZZ_CHECK (carc_game_append (replay, carc_game_get_event (game, i), &error),
                "event %u of the log does not replay: %s", i + 1, error->message);
  check_same_state (carc_game_get_state (replay), carc_game_get_state (game), "fresh replay");
  carc_game_free (replay);

  /* and the log survives a record */
  {
    g_autofree char *json = carc_record_to_json (game);
    CarcGame *copy = carc_record_from_json (catalogue, json, -1, &error);
    /* the raw log, for the report: the record cannot show what it lost */
    if (copy == NULL)
      for (guint i = 0; i < carc_game_get_n_events (game); i++)
        {
          const CarcEvent *e = carc_game_get_event (game, i);
          g_autofree char *j = carc_event_to_json (e, catalogue);
          g_printerr ("%u: type %u figure %u location 0x%x tile %u (%d,%d) rotation %u value %d: %s\n",
                      i + 1, e->type, e->figure, e->location, e->tile, e->x, e->y, e->rotation, e->value, j);
        }
    FUZZ_CHECK (copy != NULL, "the record of a valid game does not load: %s", error->message);
    check_same_state (carc_game_get_state (copy), carc_game_get_state (game), "record round trip");
    carc_game_free (copy);
  }
  carc_game_free (game);
  return 0;
}
