/* test-storm.c: thousands of random undo, redo and corrections
 *
 * A table that keeps changing its mind: random moves, undos, redos and
 * corrections (replace, insert, remove an earlier event) of random games,
 * each saved to the store as it happens. Afterwards the game must equal a
 * fresh replay of its own log, and the database, opened again, must hold
 * exactly that game.
 *
 * Built twice from this file: with STORM_SESSION through CarcGameSession
 * (the session layer over the store; it has no insert, so inserts
 * are left out there), without it through the engine and the store the way
 * the session calls them (carc-store.h, "Playing").
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "store-test-util.h"

#ifdef STORM_SESSION
#include "carc-game-session.h"
#endif

#define N_OPS 1500

typedef struct {
  CarcStore        *store;
#ifdef STORM_SESSION
  CarcGameSession  *session;
#else
  CarcGame         *game;
  GArray           *redo;      /* CarcEvent: what undo took back */
#endif
  guint             counts[8]; /* successful operations by kind */
  guint             refused;   /* corrections the engine refused */
} Table;

enum { OP_APPLY, OP_UNDO, OP_REDO, OP_REPLACE, OP_INSERT, OP_REMOVE, OP_REOPEN };

static const char * const op_names[] = { "apply", "undo", "redo", "replace", "insert", "remove", "reopen" };

static CarcGame *
table_game (Table *t)
{
#ifdef STORM_SESSION
  return carc_game_session_get_game (t->session);
#else
  return t->game;
#endif
}

static gboolean
table_apply (Table *t, const CarcEvent *event, GError **error)
{
#ifdef STORM_SESSION
  return carc_game_session_apply (t->session, event, error);
#else
  if (!carc_game_append (t->game, event, error))
    return FALSE;
  g_assert_true (carc_store_append_event (t->store, t->game, error));
  g_array_set_size (t->redo, 0);
  return TRUE;
#endif
}

static gboolean
table_undo (Table *t, GError **error)
{
#ifdef STORM_SESSION
  return carc_game_session_undo (t->session, error);
#else
  guint n = carc_game_get_n_events (t->game);
  if (n == 0)
    return FALSE;
  g_array_append_val (t->redo, *carc_game_get_event (t->game, n - 1));
  g_assert_true (carc_game_undo (t->game));
  g_assert_true (carc_store_truncate_game (t->store, t->game, error));
  return TRUE;
#endif
}

static gboolean
table_redo (Table *t, GError **error)
{
#ifdef STORM_SESSION
  return carc_game_session_redo (t->session, error);
#else
  CarcEvent event;
  if (t->redo->len == 0)
    return FALSE;
  event = g_array_index (t->redo, CarcEvent, t->redo->len - 1);
  /* the state is the one the event was undone from: it must fit again */
  g_assert_true (carc_game_append (t->game, &event, error));
  g_assert_true (carc_store_append_event (t->store, t->game, error));
  g_array_set_size (t->redo, t->redo->len - 1);
  return TRUE;
#endif
}

static gboolean
table_can_redo (Table *t)
{
#ifdef STORM_SESSION
  return carc_game_session_can_redo (t->session);
#else
  return t->redo->len > 0;
#endif
}

/* kind: OP_REPLACE, OP_INSERT or OP_REMOVE */
static gboolean
table_correct (Table *t, int kind, guint index, const CarcEvent *event, GError **error)
{
#ifdef STORM_SESSION
  if (kind == OP_REPLACE)
    return carc_game_session_replace_event (t->session, index, event, NULL, error);
  if (kind == OP_REMOVE)
    return carc_game_session_remove_event (t->session, index, NULL, error);
  g_assert_not_reached ();
#else
  gboolean ok;
  if (kind == OP_REPLACE)
    ok = carc_game_replace_event (t->game, index, event, error);
  else if (kind == OP_INSERT)
    ok = carc_game_insert_event (t->game, index, event, error);
  else
    ok = carc_game_remove_event (t->game, index, error);
  if (!ok)
    return FALSE;
  g_assert_true (carc_store_replace_events (t->store, t->game, error));
  g_array_set_size (t->redo, 0);
  return TRUE;
#endif
}

static void
table_open (Table      *t,
            const char *path,
            CarcGame   *game)
{
  g_autoptr(GError) error = NULL;

  t->store = carc_store_open (path, CARC_STORE_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
#ifdef STORM_SESSION
  {
    g_autoptr(CarcSessionStore) saver = carc_session_store_new_for_store (t->store);

    t->session = carc_game_session_new (game, saver);
  }
#else
  t->game = game;
  if (t->redo == NULL)
    t->redo = g_array_new (FALSE, FALSE, sizeof (CarcEvent));
#endif
}

static void
table_close (Table *t)
{
#ifdef STORM_SESSION
  g_clear_object (&t->session);
#else
  g_clear_pointer (&t->game, carc_game_free);
#endif
  g_clear_object (&t->store);
}

/* The database holds exactly @game (read through a new connection). */
static void
assert_stored (const char     *path,
               const CarcGame *game)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcStore) store = carc_store_open (path, CARC_STORE_OPEN_READ_ONLY, &error);
  g_autoptr(CarcStoreGameSummary) summary = NULL;
  CarcGame *stored;

  g_assert_no_error (error);
  stored = carc_store_load_game (store, carc_game_get_id (game), &error);
  g_assert_no_error (error);
  store_test_assert_same_game (stored, game);
  summary = carc_store_get_game_summary (store, carc_game_get_id (game), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (summary->n_events, ==, carc_game_get_n_events (game));
  g_assert_cmpint (summary->finished, ==, carc_state_get_phase (carc_game_get_state (game)) == CARC_PHASE_OVER);
  for (guint p = 0; p < summary->n_players; p++)
    g_assert_cmpint (summary->players[p].score, ==, carc_state_get_players (carc_game_get_state (game))[p].score);
  carc_game_free (stored);
}

/* A fresh game fed the log agrees with the game in every figure. */
static void
assert_replays (const CarcGame *game)
{
  g_autoptr(GError) error = NULL;
  CarcGame *fresh = carc_game_new (carc_game_get_catalogue (game),
                                   carc_setup_copy (carc_game_get_setup (game)), &error);

  g_assert_no_error (error);
  carc_game_set_id (fresh, carc_game_get_id (game));
  carc_game_set_created (fresh, carc_game_get_created (game));
  for (guint i = 0; i < carc_game_get_n_events (game); i++)
    {
      carc_game_append (fresh, carc_game_get_event (game, i), &error);
      g_assert_no_error (error);
    }
  store_test_assert_same_game (fresh, game);
  {
    const CarcState *a = carc_game_get_state (fresh), *b = carc_game_get_state (game);
    g_assert_cmpuint (carc_state_get_n_tiles (a), ==, carc_state_get_n_tiles (b));
    g_assert_cmpuint (carc_state_get_supply_left (a), ==, carc_state_get_supply_left (b));
    g_assert_cmpuint (carc_state_get_n_figures (a), ==, carc_state_get_n_figures (b));
    for (guint i = 0; i < carc_state_get_n_figures (a); i++)
      g_assert_cmpuint (carc_state_get_figures (a)[i].node, ==, carc_state_get_figures (b)[i].node);
    for (guint i = 0; i < carc_state_get_n_scorings (a); i++)
      {
        g_assert_cmpint (carc_state_get_scorings (a)[i].points, ==, carc_state_get_scorings (b)[i].points);
        g_assert_cmpuint (carc_state_get_scorings (a)[i].player, ==, carc_state_get_scorings (b)[i].player);
        g_assert_cmpuint (carc_state_get_scorings (a)[i].event, ==, carc_state_get_scorings (b)[i].event);
      }
  }
  carc_game_free (fresh);
}

/* An event that fits after the first @index events, as the random table
 * would enter it there; FALSE if none does (the game was over). */
static gboolean
event_at (CarcRandomPlayer *player,
          const CarcGame   *game,
          guint             index,
          CarcEvent        *event)
{
  g_autoptr(GError) error = NULL;
  CarcState *state = carc_game_replay_prefix (game, index, &error);
  gboolean ok;

  g_assert_no_error (error);
  ok = carc_random_player_next (player, state, event);
  carc_state_free (state);
  event->time = MARCH_1 + index * SEC;
  return ok;
}

static void
storm (gconstpointer data)
{
  const char *sets = data;
  g_autofree char *dir = store_test_make_dir ();
  g_autofree char *path = g_build_filename (dir, "games.sqlite3", NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (g_str_hash (sets));
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (g_str_hash (sets));
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL;
  Table t = { 0 };
  CarcGame *game = store_test_game_new (sets, "Alice,Bob,Carol", MARCH_1);

  {
    g_autoptr(CarcStore) store = carc_store_open (path, CARC_STORE_OPEN_DEFAULT, &error);
    g_assert_no_error (error);
    g_assert_true (carc_store_create_game (store, game, &error));
  }
  id = g_strdup (carc_game_get_id (game));
  table_open (&t, path, game);

  for (guint op = 0; op < N_OPS; op++)
    {
      CarcGame *g = table_game (&t);
      guint n = carc_game_get_n_events (g);
      guint r = (guint) g_rand_int_range (rand, 0, 100);
      int kind;
      CarcEvent event;
      gboolean ok = FALSE;

      g_clear_error (&error);
      /* moves win over undos so that the games get long and reach their end */
      kind = r < 42 ? OP_APPLY : r < 60 ? OP_UNDO : r < 78 ? OP_REDO : r < 88 ? OP_REPLACE
           : r < 94 ? OP_INSERT : r < 99 ? OP_REMOVE : OP_REOPEN;
#ifdef STORM_SESSION
      if (kind == OP_INSERT)
        kind = OP_APPLY;
#endif
      switch (kind)
        {
        case OP_APPLY:
          if (!event_at (player, g, n, &event))
            break;
          ok = table_apply (&t, &event, &error);
          g_assert_no_error (error);
          g_assert_true (ok);
          break;
        case OP_UNDO:
          if (n == 0)
            break;
          ok = table_undo (&t, &error);
          g_assert_no_error (error);
          break;
        case OP_REDO:
          if (!table_can_redo (&t))
            break;
          ok = table_redo (&t, &error);
          g_assert_no_error (error);
          break;
        case OP_REPLACE:
        case OP_INSERT:
        case OP_REMOVE:
          {
            g_autofree char *record_before = carc_record_to_json (g);
            guint index = n ? (guint) g_rand_int_range (rand, 0, (gint32) n + (kind == OP_INSERT)) : 0;

            if (n == 0 && kind != OP_INSERT)
              break;
            /* a correction near the end is the common case: half of them
             * touch the last ten events */
            if (n > 10 && g_rand_boolean (rand))
              index = n - 1 - (guint) g_rand_int_range (rand, 0, 10) + (kind == OP_INSERT);
            if (kind != OP_REMOVE && !event_at (player, g, index, &event))
              break;
            ok = table_correct (&t, kind, index, &event, &error);
            if (!ok)
              {
                /* refused: the later events no longer fit; nothing changed */
                g_autofree char *record_after = carc_record_to_json (table_game (&t));
                g_assert_nonnull (error);
                g_assert_cmpstr (record_before, ==, record_after);
                t.refused++;
              }
          }
          break;
        case OP_REOPEN:
          {
            /* as after closing the app: the database has the game */
            CarcGame *copy;
            assert_stored (path, g);
            copy = carc_store_load_game (t.store, id, &error);
            g_assert_no_error (error);
            table_close (&t);
            table_open (&t, path, copy);
            ok = TRUE;
          }
          break;
        }
      if (ok)
        t.counts[kind]++;
      if (op % 250 == 249)
        {
          assert_replays (table_game (&t));
          assert_stored (path, table_game (&t));
        }
    }

  assert_replays (table_game (&t));
  assert_stored (path, table_game (&t));
  {
    g_autoptr(GString) line = g_string_new (NULL);
    for (guint k = 0; k < G_N_ELEMENTS (op_names); k++)
      g_string_append_printf (line, "%s %u, ", op_names[k], t.counts[k]);
    g_test_message ("%s: %srefused corrections %u; the log ends with %u events",
                    sets, line->str, t.refused, carc_game_get_n_events (table_game (&t)));
  }
  /* the storm did storm: every kind of change happened many times */
  g_assert_cmpuint (t.counts[OP_UNDO], >, 100);
  g_assert_cmpuint (t.counts[OP_REDO], >, 30);
  g_assert_cmpuint (t.counts[OP_REPLACE] + t.counts[OP_INSERT] + t.counts[OP_REMOVE], >, 50);
  table_close (&t);
#ifndef STORM_SESSION
  g_clear_pointer (&t.redo, g_array_unref);
#endif
  store_test_remove_dir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
#ifdef STORM_SESSION
#define PREFIX "/store/storm/session/"
#else
#define PREFIX "/store/storm/engine-store/"
#endif
  g_test_add_data_func (PREFIX "base", "base", storm);
  g_test_add_data_func (PREFIX "inns-traders", "base,inns-and-cathedrals,traders-and-builders", storm);
  g_test_add_data_func (PREFIX "hills-river", "base,hills-and-sheep,river", storm);
  return g_test_run ();
}
