/* test-session.c: the session layer without a display
 *
 * CarcGameSession over an in-memory store (a CarcSessionStore that keeps a
 * copy of the saved log and can be told to fail) and over a real games
 * database in a temporary folder (resume).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "carc-cli.h"
#include "carc-coach.h"
#include "carc-game-session.h"
#include "carc-profile.h"
#include "carc-hills-sheep.h"
#include "carc-review.h"
#include "carc-test-util.h"
#include "carc-towers-thieves.h"
#include "carc-wheel-of-fortune.h"
#include "store-test-util.h"

/* ---- an in-memory store ---- */

#define TEST_TYPE_MEMORY_STORE (test_memory_store_get_type ())
G_DECLARE_FINAL_TYPE (TestMemoryStore, test_memory_store, TEST, MEMORY_STORE, GObject)

struct _TestMemoryStore
{
  GObject   parent_instance;
  GArray   *saved;        /* CarcEvent: the log as saved */
  guint     n_creates, n_appends, n_truncates, n_replaces, n_finishes;
  gboolean  fail_next;    /* the next write fails (a full disk) */
  gboolean  read_only;
};

static void test_memory_store_iface_init (CarcSessionStoreInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TestMemoryStore, test_memory_store, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (CARC_TYPE_SESSION_STORE, test_memory_store_iface_init))

static gboolean
memory_refuse (TestMemoryStore  *self,
               GError          **error)
{
  if (self->read_only)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_READ_ONLY, "read-only");
      return TRUE;
    }
  if (self->fail_next)
    {
      self->fail_next = FALSE;
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE, "disk full");
      return TRUE;
    }
  return FALSE;
}

/* The saved log becomes all of @game's events. */
static void
memory_keep_all (TestMemoryStore *self,
                 CarcGame        *game)
{
  g_array_set_size (self->saved, 0);
  for (guint i = 0; i < carc_game_get_n_events (game); i++)
    g_array_append_val (self->saved, *carc_game_get_event (game, i));
}

/* Creating a game and replacing its events save the same in memory: the
 * whole log (unless refused), each counted in its own @count. */
static gboolean
memory_save_all (TestMemoryStore *self,
                 CarcGame        *game,
                 guint           *count,
                 GError         **error)
{
  if (memory_refuse (self, error))
    return FALSE;
  memory_keep_all (self, game);
  (*count)++;
  return TRUE;
}

static gboolean
memory_create_game (CarcSessionStore *store, CarcGame *game, GError **error)
{
  TestMemoryStore *self = TEST_MEMORY_STORE (store);

  return memory_save_all (self, game, &self->n_creates, error);
}

static gboolean
memory_append_event (CarcSessionStore *store, CarcGame *game, GError **error)
{
  TestMemoryStore *self = TEST_MEMORY_STORE (store);
  guint n = carc_game_get_n_events (game);

  if (memory_refuse (self, error))
    return FALSE;
  /* as the real store: exactly one event ahead of the saved log */
  g_assert_cmpuint (n, ==, self->saved->len + 1);
  g_array_append_val (self->saved, *carc_game_get_event (game, n - 1));
  self->n_appends++;
  return TRUE;
}

static gboolean
memory_truncate (CarcSessionStore *store, CarcGame *game, GError **error)
{
  TestMemoryStore *self = TEST_MEMORY_STORE (store);

  if (memory_refuse (self, error))
    return FALSE;
  g_assert_cmpuint (carc_game_get_n_events (game), <, self->saved->len);
  g_array_set_size (self->saved, carc_game_get_n_events (game));
  self->n_truncates++;
  return TRUE;
}

static gboolean
memory_replace_events (CarcSessionStore *store, CarcGame *game, GError **error)
{
  TestMemoryStore *self = TEST_MEMORY_STORE (store);

  return memory_save_all (self, game, &self->n_replaces, error);
}

static gboolean
memory_finish_game (CarcSessionStore *store, CarcGame *game, GError **error)
{
  TEST_MEMORY_STORE (store)->n_finishes++;
  return TRUE;
}

static gboolean
memory_is_read_only (CarcSessionStore *store)
{
  return TEST_MEMORY_STORE (store)->read_only;
}

static void
test_memory_store_iface_init (CarcSessionStoreInterface *iface)
{
  iface->create_game = memory_create_game;
  iface->append_event = memory_append_event;
  iface->truncate = memory_truncate;
  iface->replace_events = memory_replace_events;
  iface->finish_game = memory_finish_game;
  iface->is_read_only = memory_is_read_only;
}

static void
test_memory_store_finalize (GObject *object)
{
  g_array_unref (TEST_MEMORY_STORE (object)->saved);
  G_OBJECT_CLASS (test_memory_store_parent_class)->finalize (object);
}

static void
test_memory_store_class_init (TestMemoryStoreClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = test_memory_store_finalize;
}

static void
test_memory_store_init (TestMemoryStore *self)
{
  self->saved = g_array_new (FALSE, TRUE, sizeof (CarcEvent));
}

/* ---- fixture: a session of the base game for A and B ---- */

typedef struct {
  TestMemoryStore *store;
  CarcGameSession *session;
  guint            n_changed;
} Fixture;

static void
changed_cb (CarcGameSession *session,
            Fixture         *f)
{
  f->n_changed++;
}

static void
fixture_set_up_sets (Fixture    *f,
                     const char *sets)
{
  f->store = g_object_new (TEST_TYPE_MEMORY_STORE, NULL);
  f->session = carc_game_session_new (test_game_new (sets, 2, 0, 0), CARC_SESSION_STORE (f->store));
  g_signal_connect (f->session, "changed", G_CALLBACK (changed_cb), f);
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  fixture_set_up_sets (f, "base");
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_clear_object (&f->session);
  g_clear_object (&f->store);
}

static CarcGame *
game_of (Fixture *f)
{
  return carc_game_session_get_game (f->session);
}

static int
score (Fixture *f,
       guint    player)
{
  return carc_state_get_players (carc_game_session_get_state (f->session))[player].score;
}

/* Applies each ';'-separated item through the session (as test_play). */
static void
apply (Fixture    *f,
       const char *script)
{
  g_auto(GStrv) items = g_strsplit (script, ";", -1);

  for (guint i = 0; items[i]; i++)
    {
      g_autoptr(GError) error = NULL;
      char *item = g_strstrip (items[i]);
      CarcEvent event;

      if (*item == '\0')
        continue;
      event = test_event (game_of (f), item);
      if (!carc_game_session_apply (f->session, &event, &error))
        g_error ("“%s”: %s", item, error->message);
    }
}

/* The saved log is the game's, event by event. */
static void
assert_saved (Fixture *f)
{
  CarcGame *game = game_of (f);

  g_assert_cmpuint (f->store->saved->len, ==, carc_game_get_n_events (game));
  for (guint i = 0; i < f->store->saved->len; i++)
    {
      const CarcEvent *a = &g_array_index (f->store->saved, CarcEvent, i);
      const CarcEvent *b = carc_game_get_event (game, i);

      g_assert_cmpuint (a->type, ==, b->type);
      g_assert_cmpuint (a->tile, ==, b->tile);
      g_assert_cmpint (a->x, ==, b->x);
      g_assert_cmpint (a->y, ==, b->y);
      g_assert_cmpuint (a->location, ==, b->location);
    }
}

/* ---- placement and scoring ---- */

static void
test_place_and_score (Fixture       *f,
                      gconstpointer  data)
{
  const CarcSessionUpdate *update;
  const CarcScoring *scoring;

  apply (f, "BA/C 0,-1 180");
  update = carc_game_session_get_last_update (f->session);
  g_assert_cmpuint (f->n_changed, ==, 1);
  g_assert_cmpint (update->change, ==, CARC_SESSION_CHANGE_APPLIED);
  g_assert_cmpuint (update->n_scorings, ==, 0);
  g_assert_cmpuint (update->n_returns, ==, 0);
  g_assert_cmpuint (update->pending, ==, CARC_PENDING_NONE);
  g_assert_cmpuint (f->store->n_appends, ==, 1);
  g_assert_cmpint (carc_state_get_phase (carc_game_session_get_state (f->session)), ==, CARC_PHASE_FIGURE);

  /* A's follower closes the city at once: a scoring, the follower back,
   * A's marker from 0 to 4 */
  apply (f, "follower S");
  update = carc_game_session_get_last_update (f->session);
  g_assert_cmpuint (f->n_changed, ==, 2);
  g_assert_cmpuint (update->n_scorings, ==, 1);
  scoring = &carc_state_get_scorings (carc_game_session_get_state (f->session))[update->scorings_first];
  g_assert_cmpuint (scoring->player, ==, 0);
  g_assert_cmpuint (scoring->kind, ==, CARC_SCORE_CITY);
  g_assert_cmpint (scoring->points, ==, 4);
  g_assert_cmpuint (update->n_returns, ==, 1);
  g_assert_cmpuint (carc_state_get_returns (carc_game_session_get_state (f->session))[update->returns_first].owner, ==, 0);
  g_assert_cmpuint (update->n_players, ==, 2);
  g_assert_cmpint (update->score_before[0], ==, 0);
  g_assert_cmpint (update->score_after[0], ==, 4);
  g_assert_cmpint (update->score_before[1], ==, 0);
  g_assert_cmpint (update->score_after[1], ==, 0);
  assert_saved (f);

  /* the next change moves no marker: before is where the last one left it */
  apply (f, "BA/RFr 1,0 0");
  update = carc_game_session_get_last_update (f->session);
  g_assert_cmpint (update->score_before[0], ==, 4);
  g_assert_cmpint (update->score_after[0], ==, 4);
  g_assert_cmpuint (update->n_scorings, ==, 0);
}

/* An illegal event and a failing store both leave the game as it was and
 * tell no screen anything. */
static void
test_refused (Fixture       *f,
              gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  CarcEvent event;

  apply (f, "BA/C 0,-1 180");
  event = test_event (game_of (f), "BA/RFr 5,5 0");
  g_assert_false (carc_game_session_apply (f->session, &event, &error));
  g_assert_error (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE);
  g_clear_error (&error);

  f->store->fail_next = TRUE;
  event = test_event (game_of (f), "follower S");
  g_assert_false (carc_game_session_apply (f->session, &event, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
  g_assert_cmpuint (carc_game_get_n_events (game_of (f)), ==, 1);
  g_assert_cmpint (score (f, 0), ==, 0);
  g_assert_cmpuint (f->n_changed, ==, 1);
  assert_saved (f);
}

/* The next turn's spots during the figure step: those of the state after
 * a pass, with nothing entered; none while a tile is due. */
static void
test_next_spots (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(GArray) spots = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));
  g_autoptr(GArray) want = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));
  CarcState *after;
  CarcEvent pass = carc_event_simple (CARC_EVENT_PASS, 0);
  guint generation;

  carc_game_session_list_next_spots (f->session, spots);
  g_assert_cmpuint (spots->len, ==, 0);

  apply (f, "BA/C 0,-1 180");
  generation = carc_game_session_get_generation (f->session);
  carc_game_session_list_next_spots (f->session, spots);
  after = carc_state_copy (carc_game_session_get_state (f->session));
  g_assert_true (carc_state_apply (after, &pass, carc_game_get_n_events (game_of (f)), NULL));
  carc_state_list_live_spots (after, want);
  carc_state_free (after);
  g_assert_cmpuint (spots->len, >, 0);
  g_assert_cmpuint (spots->len, ==, want->len);
  for (guint i = 0; i < want->len; i++)
    {
      g_assert_cmpint (g_array_index (spots, CarcPlacement, i).x, ==, g_array_index (want, CarcPlacement, i).x);
      g_assert_cmpint (g_array_index (spots, CarcPlacement, i).y, ==, g_array_index (want, CarcPlacement, i).y);
    }
  /* the spot the tile just took is none of them */
  for (guint i = 0; i < spots->len; i++)
    g_assert_false (g_array_index (spots, CarcPlacement, i).x == 0 && g_array_index (spots, CarcPlacement, i).y == -1);
  /* nothing was entered */
  g_assert_cmpuint (carc_game_get_n_events (game_of (f)), ==, 1);
  g_assert_cmpuint (carc_game_session_get_generation (f->session), ==, generation);
  g_assert_cmpint (carc_state_get_phase (carc_game_session_get_state (f->session)), ==, CARC_PHASE_FIGURE);
  g_assert_cmpuint (f->n_changed, ==, 1);
}

/* ---- undo and redo ---- */

static void
test_undo_redo (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  const CarcSessionUpdate *update;
  CarcEvent event;

  g_assert_false (carc_game_session_can_undo (f->session));
  g_assert_false (carc_game_session_undo (f->session, &error));
  g_assert_error (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE);
  g_clear_error (&error);

  apply (f, "BA/C 0,-1 180; follower S");
  g_assert_true (carc_game_session_undo (f->session, &error));
  g_assert_no_error (error);
  update = carc_game_session_get_last_update (f->session);
  g_assert_cmpint (update->change, ==, CARC_SESSION_CHANGE_UNDONE);
  g_assert_cmpint (update->score_before[0], ==, 4);   /* the marker goes back */
  g_assert_cmpint (update->score_after[0], ==, 0);
  g_assert_cmpuint (update->n_scorings, ==, 0);
  g_assert_cmpuint (f->store->n_truncates, ==, 1);
  assert_saved (f);
  g_assert_true (carc_game_session_can_redo (f->session));

  g_assert_true (carc_game_session_redo (f->session, &error));
  g_assert_no_error (error);
  update = carc_game_session_get_last_update (f->session);
  g_assert_cmpint (update->change, ==, CARC_SESSION_CHANGE_REDONE);
  g_assert_cmpuint (update->n_scorings, ==, 1);
  g_assert_cmpint (score (f, 0), ==, 4);
  g_assert_false (carc_game_session_can_redo (f->session));
  assert_saved (f);

  /* the store cannot drop the event: the game keeps it */
  f->store->fail_next = TRUE;
  g_assert_false (carc_game_session_undo (f->session, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
  g_clear_error (&error);
  g_assert_cmpuint (carc_game_get_n_events (game_of (f)), ==, 2);
  g_assert_cmpint (score (f, 0), ==, 4);
  assert_saved (f);

  /* a new entry after an undo clears what could be redone */
  g_assert_true (carc_game_session_undo (f->session, NULL));
  event = carc_event_simple (CARC_EVENT_PASS, 0);
  g_assert_true (carc_game_session_apply (f->session, &event, &error));
  g_assert_false (carc_game_session_can_redo (f->session));
  g_assert_false (carc_game_session_redo (f->session, &error));
  g_assert_error (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE);
  assert_saved (f);
}

/* ---- corrections ---- */

static gboolean
has_figure (GArray *figures,
            guint   owner,
            int     x,
            int     y,
            guint   feature)
{
  for (guint i = 0; i < figures->len; i++)
    {
      const CarcSessionFigure *fig = &g_array_index (figures, CarcSessionFigure, i);

      if (fig->owner == owner && fig->x == x && fig->y == y && fig->feature == feature)
        return TRUE;
    }
  return FALSE;
}

/* The forgotten knight: a pass becomes a figure, the city scores now. */
static void
test_correct_replace (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcSessionChanges) changes = NULL;
  g_autoptr(CarcSessionChanges) back = NULL;
  CarcEvent event;
  guint changed;

  apply (f, "BA/C 0,-1 180; -; BA/RFr 1,0 0; follower E");
  changed = f->n_changed;
  event = test_event (game_of (f), "follower S");
  g_assert_true (carc_game_session_replace_event (f->session, 1, &event, &changes, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (f->n_changed, ==, changed + 1);
  g_assert_cmpint (carc_game_session_get_last_change (f->session), ==, CARC_SESSION_CHANGE_CORRECTED);
  g_assert_cmpuint (changes->index, ==, 1);
  g_assert_cmpuint (changes->n_players, ==, 2);
  g_assert_cmpint (changes->before[0], ==, 0);
  g_assert_cmpint (changes->after[0], ==, 4);
  g_assert_cmpint (changes->before[1], ==, changes->after[1]);
  g_assert_cmpuint (changes->gone->len, ==, 0);
  g_assert_cmpuint (changes->added->len, ==, 1);
  g_assert_cmpint (g_array_index (changes->added, CarcScoring, 0).points, ==, 4);
  g_assert_cmpuint (g_array_index (changes->added, CarcScoring, 0).kind, ==, CARC_SCORE_CITY);
  /* the knight scored at once and went back: nothing to do on the table
   * with figures; B's robber stays */
  g_assert_cmpuint (changes->take_back->len, ==, 0);
  g_assert_cmpuint (changes->put_back->len, ==, 0);
  g_assert_cmpuint (f->store->n_replaces, ==, 1);
  assert_saved (f);

  /* and B's robber was never placed: take it back */
  event = carc_event_simple (CARC_EVENT_PASS, 0);
  g_assert_true (carc_game_session_replace_event (f->session, 3, &event, &back, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (back->take_back->len, ==, 1);
  g_assert_true (has_figure (back->take_back, 1, 1, 0, CARC_FEATURE_ROAD));
  g_assert_cmpuint (back->put_back->len, ==, 0);
  g_assert_cmpuint (back->added->len, ==, 0);
  g_assert_cmpuint (back->gone->len, ==, 0);
  assert_saved (f);
}

static void
test_correct_remove (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcSessionChanges) changes = NULL;
  guint changed;

  apply (f, "BA/C 0,-1 180; follower S; BA/RFr 1,0 0; -");
  /* removing A's knight would leave the tile without its figure step: a
   * pass must stand there, so the remove is refused and nothing changes */
  changed = f->n_changed;
  g_assert_false (carc_game_session_remove_event (f->session, 1, &changes, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_null (changes);
  g_assert_cmpuint (f->n_changed, ==, changed);
  g_assert_cmpuint (f->store->n_replaces, ==, 0);

  /* the last entry out: B's pass */
  g_assert_true (carc_game_session_remove_event (f->session, 3, &changes, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (carc_game_get_n_events (game_of (f)), ==, 3);
  g_assert_cmpint (changes->before[0], ==, 4);
  g_assert_cmpint (changes->after[0], ==, 4);
  g_assert_cmpuint (changes->gone->len + changes->added->len, ==, 0);
  assert_saved (f);

  /* past the end: refused */
  g_clear_pointer (&changes, carc_session_changes_free);
  g_assert_false (carc_game_session_remove_event (f->session, 7, &changes, &error));
  g_assert_error (error, CARC_ERROR, CARC_ERROR_INVALID_EVENT);
}

/* A forgotten turn: A's city and knight go in before B's road, which
 * becomes B's; A's follower on that road is B's now. */
static void
test_correct_insert (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcSessionChanges) changes = NULL;
  CarcEvent turn[2];

  apply (f, "BA/RFr 1,0 0; follower E");
  turn[0] = test_event (game_of (f), "BA/C 0,-1 180");
  turn[1] = test_event (game_of (f), "follower S");
  g_assert_true (carc_game_session_insert_events (f->session, 0, turn, 2, &changes, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (carc_game_get_n_events (game_of (f)), ==, 4);
  g_assert_cmpuint (carc_game_event_player (game_of (f), 2), ==, 1);
  g_assert_cmpint (changes->before[0], ==, 0);
  g_assert_cmpint (changes->after[0], ==, 4);
  g_assert_cmpuint (changes->added->len, ==, 1);
  g_assert_cmpuint (changes->gone->len, ==, 0);
  /* on the table: A's follower off the road, B's on it */
  g_assert_cmpuint (changes->take_back->len, ==, 1);
  g_assert_true (has_figure (changes->take_back, 0, 1, 0, CARC_FEATURE_ROAD));
  g_assert_cmpuint (changes->put_back->len, ==, 1);
  g_assert_true (has_figure (changes->put_back, 1, 1, 0, CARC_FEATURE_ROAD));
  /* an inserted entry takes the time of the one it precedes */
  g_assert_cmpint (carc_game_get_event (game_of (f), 0)->time, ==, carc_game_get_event (game_of (f), 2)->time);
  assert_saved (f);

  /* the tile alone leaves a tile where a figure is due: refused, unchanged */
  g_clear_pointer (&changes, carc_session_changes_free);
  g_assert_false (carc_game_session_insert_events (f->session, 0, turn, 1, &changes, &error));
  g_assert_nonnull (error);
  g_assert_cmpuint (carc_game_get_n_events (game_of (f)), ==, 4);
  assert_saved (f);
}

/* A guard stands on a tower, on no feature (R-TT-3): a correction lists it
 * to take back or to put back like any figure, naming the tower. */
static void
test_correct_guard (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcSessionChanges) changes = NULL;
  g_autoptr(CarcSessionChanges) back = NULL;
  const CarcSessionFigure *fig;
  CarcEvent event, guard;

  g_clear_object (&f->session);
  g_clear_object (&f->store);
  fixture_set_up_sets (f, "base,towers-and-thieves");
  event = test_event (game_of (f), "TT/T1 0,1 0");
  event.flags |= CARC_EVENT_FLAG_OVERRIDE;
  g_assert_true (carc_game_session_apply (f->session, &event, &error));
  g_assert_no_error (error);
  guard = carc_towers_guard_event (carc_game_session_get_state (f->session), CARC_FIGURE_FOLLOWER, 0);
  g_assert_true (carc_game_session_apply (f->session, &guard, &error));
  g_assert_no_error (error);
  apply (f, "BA/L 0,2 0; -");

  /* A set no guard after all: take it back from the tower */
  event = carc_event_simple (CARC_EVENT_PASS, 0);
  g_assert_true (carc_game_session_replace_event (f->session, 1, &event, &changes, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (changes->put_back->len, ==, 0);
  g_assert_cmpuint (changes->take_back->len, ==, 1);
  fig = &g_array_index (changes->take_back, CarcSessionFigure, 0);
  g_assert_cmpuint (fig->owner, ==, 0);
  g_assert_cmpuint (fig->kind, ==, CARC_FIGURE_FOLLOWER);
  g_assert_cmpint (fig->x, ==, 0);
  g_assert_cmpint (fig->y, ==, 1);
  g_assert_cmpstr (fig->place, ==, "tower");
  assert_saved (f);

  /* and back: put it on the tower again */
  g_assert_true (carc_game_session_replace_event (f->session, 1, &guard, &back, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (back->take_back->len, ==, 0);
  g_assert_cmpuint (back->put_back->len, ==, 1);
  fig = &g_array_index (back->put_back, CarcSessionFigure, 0);
  g_assert_cmpuint (fig->owner, ==, 0);
  g_assert_cmpint (fig->x, ==, 0);
  g_assert_cmpint (fig->y, ==, 1);
  g_assert_cmpstr (fig->place, ==, "tower");
  /* a figure on a feature names no place */
  g_clear_pointer (&back, carc_session_changes_free);
  event = test_event (game_of (f), "follower EL");
  g_assert_true (carc_game_session_replace_event (f->session, 3, &event, &back, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (back->put_back->len, ==, 1);
  g_assert_null (g_array_index (back->put_back, CarcSessionFigure, 0).place);
  assert_saved (f);
}

/* B's guard went on the other tower in sight: a correction of the guard's
 * own entry moves it in the app only, as for any figure (the table has it
 * right); the tower's tile corrected away takes it back. */
static void
test_correct_guard_moved (Fixture       *f,
                          gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcSessionChanges) changes = NULL;
  CarcEvent event;
  const CarcState *state;

  g_clear_object (&f->session);
  g_clear_object (&f->store);
  fixture_set_up_sets (f, "base,towers-and-thieves");
  event = test_event (game_of (f), "TT/T1 0,1 0");
  event.flags |= CARC_EVENT_FLAG_OVERRIDE;
  g_assert_true (carc_game_session_apply (f->session, &event, &error));
  apply (f, "-");
  event = test_event (game_of (f), "TT/T1 -1,1 0");
  event.flags |= CARC_EVENT_FLAG_OVERRIDE;
  g_assert_true (carc_game_session_apply (f->session, &event, &error));
  g_assert_no_error (error);
  state = carc_game_session_get_state (f->session);
  g_assert_cmpint (carc_towers_at (state, -1, 1), ==, 1);
  event = carc_towers_guard_event (state, CARC_FIGURE_FOLLOWER, 1);
  g_assert_true (carc_game_session_apply (f->session, &event, &error));
  g_assert_no_error (error);

  /* on the first tower instead (0,1): nothing to do on the table */
  event = carc_towers_guard_event (carc_game_session_get_state (f->session), CARC_FIGURE_FOLLOWER, 0);
  g_assert_true (carc_game_session_replace_event (f->session, 3, &event, &changes, &error));
  g_assert_no_error (error);
  g_assert_cmpint (carc_game_get_event (game_of (f), 3)->x, ==, 0);
  g_assert_cmpuint (changes->take_back->len, ==, 0);
  g_assert_cmpuint (changes->put_back->len, ==, 0);
  assert_saved (f);
}

/* A correction the store cannot save is taken back in the game too; a
 * read-only store refuses before anything changes. */
static void
test_correct_not_saved (Fixture       *f,
                        gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  CarcEvent event;

  apply (f, "BA/C 0,-1 180; -");
  event = test_event (game_of (f), "follower S");

  f->store->fail_next = TRUE;
  g_assert_false (carc_game_session_replace_event (f->session, 1, &event, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
  g_clear_error (&error);
  g_assert_cmpuint (carc_game_get_event (game_of (f), 1)->type, ==, CARC_EVENT_PASS);
  g_assert_cmpint (score (f, 0), ==, 0);

  f->store->read_only = TRUE;
  g_assert_false (carc_game_session_replace_event (f->session, 1, &event, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_READ_ONLY);
  g_assert_cmpuint (carc_game_get_event (game_of (f), 1)->type, ==, CARC_EVENT_PASS);
  g_assert_cmpuint (f->store->n_replaces, ==, 0);
  assert_saved (f);
}

/* ---- decisions ---- */

static void
test_pending_decision (Fixture       *f,
                       gconstpointer  data)
{
  const CarcSessionUpdate *update;
  g_autoptr(GError) error = NULL;

  g_clear_object (&f->session);
  g_clear_object (&f->store);
  fixture_set_up_sets (f, "base,hills-and-sheep");

  apply (f, "BA/L 0,1 0");
  /* nothing to draw yet */
  g_assert_false (carc_game_session_draw_for_me (f->session, &error));
  g_assert_error (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE);
  g_clear_error (&error);

  apply (f, "shepherd NL");
  update = carc_game_session_get_last_update (f->session);
  g_assert_cmpuint (update->pending, ==, CARC_PENDING_SHEEP);
  g_assert_cmpuint (update->pending_player, ==, 0);

  /* "draw for me": the session draws, marks and saves it */
  g_assert_true (carc_game_session_draw_for_me (f->session, &error));
  g_assert_no_error (error);
  g_assert_true (carc_game_get_event (game_of (f), 2)->flags & CARC_EVENT_FLAG_APP_DRAW);
  update = carc_game_session_get_last_update (f->session);
  g_assert_cmpuint (update->pending == CARC_PENDING_SHEEP, ==, FALSE);
  assert_saved (f);
}

/* "Draw for me" asks the pending decision's descriptor, whatever the
 * expansion: the same answer for the same position (after an undo too), and
 * nothing for a decision the table makes (expand or fold the flock). */
static void
test_draw_for_me (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  CarcEvent event = { 0 }, again = { 0 };
  guint n_tokens = 0;

  g_clear_object (&f->session);
  g_clear_object (&f->store);
  fixture_set_up_sets (f, "base,hills-and-sheep");
  apply (f, "BA/L 0,1 0; shepherd NL");

  /* the event it draws is the descriptor's, marked as the app's draw */
  g_assert_true (carc_game_session_draw_event (carc_game_session_get_state (f->session), &event, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (event.type, ==, CARC_EVENT_SHEEP);
  g_assert_true (event.flags & CARC_EVENT_FLAG_APP_DRAW);
  g_assert_cmpint (event.value, ==, (int) carc_sheep_draw_for_me (carc_game_session_get_state (f->session)));

  g_assert_true (carc_game_session_draw_for_me (f->session, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (carc_game_get_event (game_of (f), 2)->type, ==, CARC_EVENT_SHEEP);
  g_assert_cmpint (carc_game_get_event (game_of (f), 2)->value, ==, event.value);
  assert_saved (f);

  /* undone and drawn again: the same token */
  g_assert_true (carc_game_session_undo (f->session, &error));
  g_assert_true (carc_game_session_draw_for_me (f->session, &error));
  g_assert_no_error (error);
  g_assert_cmpint (carc_game_get_event (game_of (f), 2)->value, ==, event.value);

  /* the draw is made: nothing is pending, nothing to draw */
  g_assert_false (carc_game_session_draw_event (carc_game_session_get_state (f->session), &again, &error));
  g_assert_error (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE);
  g_clear_error (&error);

  /* B's shepherd draws from the same bag through the same call */
  apply (f, "BA/L 1,1 0; follower NL; BA/C 0,-1 180; -; BA/C -1,-1 180; shepherd NL");
  g_assert_true (carc_game_session_draw_for_me (f->session, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (carc_game_get_event (game_of (f), 9)->type, ==, CARC_EVENT_SHEEP);
  n_tokens = carc_game_get_n_events (game_of (f));

  /* A extends its flock: the table decides, the app draws nothing */
  apply (f, "BA/L -1,1 0; -");
  g_assert_cmpuint (carc_state_get_pending (carc_game_session_get_state (f->session)), ==, CARC_PENDING_FLOCK);
  g_assert_false (carc_game_session_draw_for_me (f->session, &error));
  g_assert_error (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE);
  g_clear_error (&error);
  g_assert_cmpuint (carc_game_get_n_events (game_of (f)), ==, n_tokens + 2);
  /* after "expand" a token is drawn again, and the app may draw it */
  apply (f, "expand");
  g_assert_true (carc_game_session_draw_for_me (f->session, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (carc_game_get_event (game_of (f), n_tokens + 3)->type, ==, CARC_EVENT_SHEEP);
  assert_saved (f);
}

/* ---- what the screens used to do themselves ---- */

/* The position a correction is entered from, with a forgotten turn's
 * entries so far: made from the log, never saved, the game unchanged. */
static void
test_preview_correction (Fixture       *f,
                         gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  CarcState *preview;
  CarcEvent events[2];
  guint generation, n_changed;

  apply (f, "BA/C 0,-1 180; -; BA/RFr 1,0 0; follower E");
  generation = carc_game_session_get_generation (f->session);
  n_changed = f->n_changed;

  /* just before entry 1 (A's pass): A places a figure or passes */
  preview = carc_game_session_preview_correction (f->session, 1, NULL, 0, &error);
  g_assert_no_error (error);
  g_assert_nonnull (preview);
  g_assert_true (preview != carc_game_session_get_state (f->session));
  g_assert_cmpuint (carc_state_get_phase (preview), ==, CARC_PHASE_FIGURE);
  g_assert_cmpuint (carc_state_get_player (preview), ==, 0);
  g_assert_cmpuint (carc_state_get_n_tiles (preview), ==, 2);
  g_assert_cmpuint (carc_state_get_n_board_figures (preview), ==, 0);
  carc_state_free (preview);

  /* with what really happened: A's follower, then B's tile is due */
  events[0] = test_event (game_of (f), "follower S");
  preview = carc_game_session_preview_correction (f->session, 1, events, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (carc_state_get_phase (preview), ==, CARC_PHASE_TILE);
  g_assert_cmpuint (carc_state_get_player (preview), ==, 1);
  g_assert_cmpint (carc_state_get_players (preview)[0].score, ==, 4);   /* its city is closed */
  carc_state_free (preview);

  /* an entry that is not legal there: no position, the engine's error */
  events[1] = carc_event_simple (CARC_EVENT_PASS, 0);
  g_assert_null (carc_game_session_preview_correction (f->session, 1, events, 2, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  /* no such entry */
  g_assert_null (carc_game_session_preview_correction (f->session, 4, NULL, 0, &error));
  g_assert_error (error, CARC_ERROR, CARC_ERROR_INVALID_EVENT);

  /* nothing changed, nothing saved, nobody told */
  g_assert_cmpuint (carc_game_get_n_events (game_of (f)), ==, 4);
  g_assert_cmpuint (carc_game_get_event (game_of (f), 1)->type, ==, CARC_EVENT_PASS);
  g_assert_cmpuint (carc_state_get_n_tiles (carc_game_session_get_state (f->session)), ==, 3);
  g_assert_cmpuint (carc_state_get_n_board_figures (carc_game_session_get_state (f->session)), ==, 1);
  g_assert_cmpuint (f->store->n_replaces, ==, 0);
  g_assert_cmpuint (carc_game_session_get_generation (f->session), ==, generation);
  g_assert_cmpuint (f->n_changed, ==, n_changed);
  assert_saved (f);
}

/* A new game is saved before the session is handed back, or not made. */
static void
test_new_game (void)
{
  g_autoptr(TestMemoryStore) store = g_object_new (TEST_TYPE_MEMORY_STORE, NULL);
  g_autoptr(CarcSetup) setup = test_setup_new ("base", 3);
  g_autoptr(CarcSetup) bad = NULL;
  g_autoptr(GError) error = NULL;
  CarcGameSession *session;
  CarcEvent event;

  session = carc_game_session_new_game (test_catalogue (), setup, CARC_SESSION_STORE (store), &error);
  g_assert_no_error (error);
  g_assert_nonnull (session);
  g_assert_cmpuint (store->n_creates, ==, 1);
  g_assert_true (carc_game_session_get_store (session) == CARC_SESSION_STORE (store));
  g_assert_cmpuint (carc_game_session_get_setup (session)->n_players, ==, 3);
  g_assert_true (carc_game_session_get_setup (session) != setup);
  g_assert_cmpuint (carc_state_get_phase (carc_game_session_get_state (session)), ==, CARC_PHASE_TILE);
  /* and plays on into the same store */
  event = test_event (carc_game_session_get_game (session), "BA/C 0,-1 180");
  g_assert_true (carc_game_session_apply (session, &event, &error));
  g_assert_cmpuint (store->saved->len, ==, 1);
  g_object_unref (session);

  /* the store cannot save it: no session */
  store->fail_next = TRUE;
  g_assert_null (carc_game_session_new_game (test_catalogue (), setup, CARC_SESSION_STORE (store), &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
  g_clear_error (&error);
  g_assert_cmpuint (store->n_creates, ==, 1);

  /* a setup the engine refuses: nothing reaches the store */
  bad = test_setup_new ("base,hills-and-sheep", 2);
  memset (bad->bag, 0, sizeof bad->bag);   /* shepherds without a bag */
  g_assert_null (carc_game_session_new_game (test_catalogue (), bad, CARC_SESSION_STORE (store), &error));
  g_assert_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP);
  g_clear_error (&error);
  g_assert_cmpuint (store->n_creates, ==, 1);

  /* no store: kept in memory */
  session = carc_game_session_new_game (test_catalogue (), setup, NULL, &error);
  g_assert_no_error (error);
  g_assert_null (carc_game_session_get_store (session));
  g_object_unref (session);
}

/* ---- resume from the games database ---- */

static void
test_resume (void)
{
  g_autofree char *dir = store_test_make_dir ();
  g_autofree char *path = g_build_filename (dir, "games.db", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL;
  CarcStore *store;
  CarcGame *game, *loaded;
  CarcGameSession *session;
  CarcEvent event;

  store = carc_store_open (path, CARC_STORE_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  game = test_game_new ("base", 2, 0, 0);
  g_assert_true (carc_store_create_game (store, game, &error));
  g_assert_no_error (error);
  id = g_strdup (carc_game_get_id (game));
  {
    g_autoptr(CarcSessionStore) saver = carc_session_store_new_for_store (store);

    g_assert_true (carc_session_store_get_store (saver) == store);
    session = carc_game_session_new (game, saver);
  }

  /* play, undo, correct: every step goes to the database */
  event = test_event (game, "BA/C 0,-1 180");
  g_assert_true (carc_game_session_apply (session, &event, &error));
  event = carc_event_simple (CARC_EVENT_PASS, 0);
  g_assert_true (carc_game_session_apply (session, &event, &error));
  event = test_event (game, "BA/RFr 1,0 0");
  g_assert_true (carc_game_session_apply (session, &event, &error));
  event = test_event (game, "follower E");
  g_assert_true (carc_game_session_apply (session, &event, &error));
  g_assert_true (carc_game_session_undo (session, &error));
  event = test_event (game, "follower S");
  g_assert_true (carc_game_session_replace_event (session, 1, &event, NULL, &error));
  g_assert_no_error (error);
  g_object_unref (session);
  g_object_unref (store);

  /* the app starts again */
  store = carc_store_open (path, CARC_STORE_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  loaded = carc_store_load_game (store, id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (carc_game_get_n_events (loaded), ==, 3);
  g_assert_cmpuint (carc_game_get_event (loaded, 1)->type, ==, CARC_EVENT_FIGURE);
  g_assert_cmpint (carc_state_get_players (carc_game_get_state (loaded))[0].score, ==, 4);
  {
    g_autoptr(CarcSessionStore) saver = carc_session_store_new_for_store (store);

    session = carc_game_session_new (loaded, saver);
  }
  /* where it stopped: B's figure step on the road */
  g_assert_cmpint (carc_state_get_phase (carc_game_session_get_state (session)), ==, CARC_PHASE_FIGURE);
  g_assert_cmpint (carc_game_session_get_last_update (session)->score_after[0], ==, 4);
  g_assert_cmpint (carc_game_session_get_last_change (session), ==, CARC_SESSION_CHANGE_RELOADED);
  event = test_event (loaded, "follower E");
  g_assert_true (carc_game_session_apply (session, &event, &error));
  g_assert_no_error (error);
  g_object_unref (session);

  loaded = carc_store_load_game (store, id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (carc_game_get_n_events (loaded), ==, 4);
  g_assert_cmpuint (carc_game_get_event (loaded, 3)->type, ==, CARC_EVENT_FIGURE);
  carc_game_free (loaded);
  g_object_unref (store);
  store_test_remove_dir (dir);
}

/* ---- a box's custom tiles in events, through the store and the tool ---- */

static int
run_cli (GString *out,
         GString *err,
         ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  va_list ap;
  const char *arg;

  g_ptr_array_add (args, (gpointer) "carcassonne-cli");
  va_start (ap, err);
  while ((arg = va_arg (ap, const char *)))
    g_ptr_array_add (args, (gpointer) arg);
  va_end (ap);
  g_string_truncate (out, 0);
  g_string_truncate (err, 0);
  return carc_cli_run ((int) args->len, (char **) args->pdata, out, err);
}

/* A game of @sets set up from a box whose one custom tile "our-cap" (a
 * city cap) shows @marks (the editor's form members). */
static CarcGame *
custom_tile_game (const char *sets,
                  const char *marks)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcProfile) profile = carc_profile_new ("Our box");
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *form = g_strdup_printf ("{\"id\": \"our-cap\", \"name\": \"The cap\", \"count\": 1,"
                                           " \"edges\": [\"field\", \"field\", \"city\", \"field\"],"
                                           " \"tile\": %s}", marks);
  CarcSetup *setup = test_setup_new (sets, 2);

  g_assert_true (json_parser_load_from_data (parser, form, -1, &error));
  json_array_add_object_element (profile->custom_tiles,
                                 json_object_ref (json_node_get_object (json_parser_get_root (parser))));
  g_assert_true (carc_profile_apply (profile, test_catalogue (), setup, &error));
  g_assert_no_error (error);
  return test_game_from_setup (setup);
}

/* Entered through the session, saved event by event, the app started again,
 * exported, imported into another database and replayed by the tool: the
 * custom tile's event (@first, then @rest as test_play items) is the same
 * game everywhere. */
static void
custom_tile_event_saved (const char *sets,
                         const char *marks,
                         CarcEvent (*first) (CarcGame *game),
                         const char *rest)
{
  g_autofree char *dir = store_test_make_dir ();
  g_autofree char *path = g_build_filename (dir, "games.db", NULL);
  g_autofree char *other = g_build_filename (dir, "other.db", NULL);
  g_autofree char *file = g_build_filename (dir, "game.json", NULL);
  g_autofree char *record = NULL;
  g_autofree char *id = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GString) err = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) items = g_strsplit (rest, ";", -1);
  CarcStore *store;
  CarcGame *game, *loaded;
  CarcGameSession *session;
  CarcEvent event;

  store = carc_store_open (path, CARC_STORE_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  game = custom_tile_game (sets, marks);
  g_assert_true (carc_store_create_game (store, game, &error));
  g_assert_no_error (error);
  id = g_strdup (carc_game_get_id (game));
  {
    g_autoptr(CarcSessionStore) saver = carc_session_store_new_for_store (store);
    session = carc_game_session_new (game, saver);
  }
  event = first (game);
  g_assert_true (carc_game_session_apply (session, &event, &error));
  g_assert_no_error (error);
  for (guint i = 0; items[i] != NULL; i++)
    {
      event = test_event (game, g_strstrip (items[i]));
      g_assert_true (carc_game_session_apply (session, &event, &error));
      g_assert_no_error (error);
    }
  record = carc_record_to_json (game);
  g_object_unref (session);
  g_object_unref (store);

  /* the app starts again: the saved events replay to the same game */
  store = carc_store_open (path, CARC_STORE_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  loaded = carc_store_load_game (store, id, &error);
  g_assert_no_error (error);
  {
    g_autofree char *again = carc_record_to_json (loaded);
    g_assert_cmpstr (again, ==, record);
  }
  carc_game_free (loaded);
  g_object_unref (store);

  /* exported, imported elsewhere, replayed by the tool */
  g_assert_cmpint (run_cli (out, err, "export", "--db", path, "--game", id, file, NULL), ==, CARC_CLI_OK);
  g_assert_cmpstr (err->str, ==, "");
  g_assert_cmpint (run_cli (out, err, "import", "--db", other, file, NULL), ==, CARC_CLI_OK);
  g_assert_cmpstr (err->str, ==, "");
  g_assert_nonnull (strstr (out->str, "\"imported\":1"));
  g_assert_cmpint (run_cli (out, err, "replay", file, NULL), ==, CARC_CLI_OK);
  g_assert_cmpstr (err->str, ==, "");
  g_assert_nonnull (strstr (out->str, "\"players\""));
  store = carc_store_open (other, CARC_STORE_OPEN_DEFAULT, &error);
  g_assert_no_error (error);
  loaded = carc_store_load_game (store, id, &error);
  g_assert_no_error (error);
  {
    g_autofree char *again = carc_record_to_json (loaded);
    g_assert_cmpstr (again, ==, record);
  }
  carc_game_free (loaded);
  g_object_unref (store);
  store_test_remove_dir (dir);
}

static CarcEvent
wheel_on_cap (CarcGame *game)
{
  return carc_event_wheel ((guint) test_tile_index (game, "our-cap"), 2);
}

static CarcEvent
thief_on_cap (CarcGame *game)
{
  return carc_towers_thief_event ((guint) test_tile_index (game, "our-cap"), 4);
}

/* The wheel turns for the custom tile, which is then placed. */
static void
test_custom_wheel_saved (void)
{
  custom_tile_event_saved ("base,wheel-of-fortune", "{\"wheel\": 2}", wheel_on_cap, "our-cap 0,-2 180; -");
}

/* The custom tile's thief (value 4): no guard, so it is stolen and a tower
 * tile is placed instead (R-TT-4). */
static void
test_custom_thief_saved (void)
{
  custom_tile_event_saved ("base,towers-and-thieves", "{\"thief\": 4}", thief_on_cap, "TT/T1 0,1 0; -");
}

/* ---- review ---- */

static void
test_review_steps (void)
{
  CarcGame *game = test_game_play ("base", 2, 0, 0, "BA/C 0,-1 180; follower S; BA/RFr 1,0 0; follower E; end");
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcReview) review = carc_review_new (game, &error);
  CarcState *state;
  guint first_turn;

  g_assert_no_error (error);
  g_assert_null (carc_review_get_problem (review));
  /* start, A's turn, B's turn, the final scoring */
  g_assert_cmpuint (carc_review_get_n_steps (review), ==, 4);
  g_assert_cmpint (carc_review_get_step (review, 0)->kind, ==, CARC_REVIEW_STEP_START);
  g_assert_cmpuint (carc_review_get_step (review, 0)->n_events, ==, 0);
  g_assert_cmpint (carc_review_get_step (review, 1)->kind, ==, CARC_REVIEW_STEP_TURN);
  g_assert_cmpuint (carc_review_get_step (review, 1)->n_events, ==, 2);
  g_assert_cmpint (carc_review_get_step (review, 2)->kind, ==, CARC_REVIEW_STEP_TURN);
  g_assert_cmpuint (carc_review_get_step (review, 2)->n_events, ==, 4);
  g_assert_cmpint (carc_review_get_step (review, 3)->kind, ==, CARC_REVIEW_STEP_FINAL);
  g_assert_cmpuint (carc_review_get_step (review, 3)->n_events, ==, 5);
  first_turn = carc_review_get_step (review, 1)->turn;
  g_assert_cmpuint (carc_review_get_step (review, 2)->turn, ==, first_turn + 1);
  g_assert_cmpuint (carc_review_get_n_turns (review), ==, first_turn + 1);

  /* the scores at each step: A's city after A's turn; B's road (2 tiles,
   * not closed) only at the final scoring */
  g_assert_cmpint (carc_review_get_score (review, 0, 0), ==, 0);
  g_assert_cmpint (carc_review_get_score (review, 1, 0), ==, 4);
  g_assert_cmpint (carc_review_get_score (review, 2, 1), ==, 0);
  g_assert_cmpint (carc_review_get_score (review, 3, 1), ==, test_score (game, 1));
  g_assert_cmpint (carc_review_get_score (review, 3, 1), >, 0);

  /* which step an entry of the log belongs to */
  g_assert_cmpuint (carc_review_step_of_event (review, 0), ==, 1);
  g_assert_cmpuint (carc_review_step_of_event (review, 1), ==, 1);
  g_assert_cmpuint (carc_review_step_of_event (review, 2), ==, 2);
  g_assert_cmpuint (carc_review_step_of_event (review, 4), ==, 3);

  /* the board at a step */
  state = carc_review_get_state (review, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (carc_state_get_n_tiles (state), ==, 2);
  g_assert_cmpint (carc_state_get_players (state)[0].score, ==, 4);
  carc_state_free (state);
  state = carc_review_get_state (review, 0, &error);
  g_assert_cmpuint (carc_state_get_n_tiles (state), ==, 1);
  carc_state_free (state);
  state = carc_review_get_state (review, 3, &error);
  g_assert_cmpint (carc_state_get_phase (state), ==, CARC_PHASE_OVER);
  carc_state_free (state);

  g_clear_pointer (&review, carc_review_free);
  carc_game_free (game);
}

/* An unfinished game that stopped in the middle of a turn ends with that
 * half turn. */
static void
test_review_partial (void)
{
  CarcGame *game = test_game_play ("base", 2, 0, 0, "BA/C 0,-1 180; follower S; BA/RFr 1,0 0");
  g_autoptr(CarcReview) review = carc_review_new (game, NULL);
  const CarcReviewStep *last;

  g_assert_cmpuint (carc_review_get_n_steps (review), ==, 3);
  last = carc_review_get_step (review, 2);
  g_assert_cmpint (last->kind, ==, CARC_REVIEW_STEP_PARTIAL);
  g_assert_cmpuint (last->n_events, ==, 3);
  g_assert_cmpuint (last->turn, ==, carc_review_get_step (review, 1)->turn + 1);
  g_assert_cmpuint (carc_review_get_n_turns (review), ==, carc_review_get_step (review, 1)->turn);
  g_clear_pointer (&review, carc_review_free);
  carc_game_free (game);
}

/* ---- the coach's numbers ---- */

/* Copies left that fit at (@x, @y), by trying every rotation of every type
 * (the coach skips rotations that look the same). */
static guint
fitting_by_hand (const CarcState *state,
                 int              x,
                 int              y)
{
  guint n = 0;

  for (guint i = 0; i < carc_state_get_n_supply_types (state); i++)
    {
      guint type = carc_state_get_supply_types (state)[i];
      gboolean fits = FALSE;

      if (carc_state_get_remaining (state)[type] == 0 || !carc_state_tile_available (state, type))
        continue;
      for (guint r = 0; r < 4 && !fits; r++)
        fits = carc_state_check_placement (state, type, x, y, r, NULL);
      if (fits)
        n += carc_state_get_remaining (state)[type];
    }
  return n;
}

static void
test_coach (void)
{
  CarcGame *game = test_game_play ("base", 3, 0, 0, "BA/C 0,-1 180; -");
  const CarcState *state = carc_game_get_state (game);
  guint cap = (guint) carc_catalogue_lookup (carc_game_get_catalogue (game), "BA/C");
  g_autoptr(GArray) odds = NULL;
  guint total = 0;

  /* north of the cap, whose back (a field) faces north: another cap fits
   * any way but with its city turned south */
  g_assert_cmpuint (carc_coach_rotations_at (state, cap, 0, -2), ==, (1u << 0) | (1u << 1) | (1u << 3));
  /* east of the start, on its road: the cap has none */
  g_assert_cmpuint (carc_coach_rotations_at (state, cap, 1, 0), ==, 0);
  /* a taken square, and one far from the board */
  g_assert_cmpuint (carc_coach_rotations_at (state, cap, 0, 0), ==, 0);
  g_assert_cmpuint (carc_coach_rotations_at (state, cap, 9, 9), ==, 0);

  g_assert_cmpuint (carc_coach_tiles_fitting (state, 9, 9), ==, 0);
  g_assert_cmpuint (carc_coach_tiles_fitting (state, 1, 0), ==, fitting_by_hand (state, 1, 0));
  g_assert_cmpuint (carc_coach_tiles_fitting (state, 0, -2), ==, fitting_by_hand (state, 0, -2));
  g_assert_cmpuint (carc_coach_tiles_fitting (state, 0, -2), >, 0);

  g_assert_cmpfloat (carc_coach_chance (0, 50, 2), ==, 0.0);
  g_assert_cmpfloat (carc_coach_chance (50, 50, 2), ==, 1.0);
  g_assert_cmpfloat_with_epsilon (carc_coach_chance (1, 10, 1), 0.1, 1e-9);
  g_assert_cmpfloat_with_epsilon (carc_coach_chance (2, 10, 2), 1.0 - (8.0 / 10) * (7.0 / 9), 1e-9);
  g_assert_cmpfloat_with_epsilon (carc_coach_chance (1, 4, 9), 1.0, 1e-9);

  odds = carc_coach_spot_odds (state);
  g_assert_cmpuint (odds->len, ==, carc_state_get_n_spots (state));
  for (guint i = 0; i < odds->len; i++)
    {
      const CarcCoachSpot *spot = &g_array_index (odds, CarcCoachSpot, i);

      g_assert_cmpint (spot->x, ==, carc_state_get_spots (state)[i].x);
      g_assert_cmpint (spot->y, ==, carc_state_get_spots (state)[i].y);
      g_assert_cmpuint (spot->fitting, ==, fitting_by_hand (state, spot->x, spot->y));
      /* three players: three draws before this player's next turn */
      g_assert_cmpfloat_with_epsilon (spot->chance,
                                      carc_coach_chance (spot->fitting, carc_state_get_supply_left (state), 3), 1e-12);
      total += spot->fitting;
    }
  g_assert_cmpuint (total, >, 0);
  carc_game_free (game);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(name, fn) g_test_add ("/session/" name, Fixture, NULL, fixture_set_up, fn, fixture_tear_down)
  ADD ("place-and-score", test_place_and_score);
  ADD ("refused", test_refused);
  ADD ("next-spots", test_next_spots);
  ADD ("undo-redo", test_undo_redo);
  ADD ("correct/replace", test_correct_replace);
  ADD ("correct/remove", test_correct_remove);
  ADD ("correct/insert", test_correct_insert);
  ADD ("correct/guard", test_correct_guard);
  ADD ("correct/guard-moved", test_correct_guard_moved);
  ADD ("correct/not-saved", test_correct_not_saved);
  ADD ("pending-decision", test_pending_decision);
  ADD ("draw-for-me", test_draw_for_me);
  ADD ("correct/preview", test_preview_correction);
#undef ADD
  g_test_add_func ("/session/new-game", test_new_game);
  g_test_add_func ("/session/resume", test_resume);
  g_test_add_func ("/session/custom-tile/wheel", test_custom_wheel_saved);
  g_test_add_func ("/session/custom-tile/thief", test_custom_thief_saved);
  g_test_add_func ("/session/review/steps", test_review_steps);
  g_test_add_func ("/session/review/partial", test_review_partial);
  g_test_add_func ("/session/coach", test_coach);

  return g_test_run ();
}
