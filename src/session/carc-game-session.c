/* carc-game-session.c: one game being played, as the screens see it
 *
 * Data flows one way (DESIGN.md): input → event → engine → store → view.
 * apply(): the engine validates and applies; the store commits; if the
 * store fails, the event is undone in the engine and the error returned,
 * so nothing is shown that was not saved.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "carc-game-session.h"

#include "carc-profile.h"
#include "carc-registry.h"
#include "carc-session-store.h"

struct _CarcGameSession
{
  GObject            parent_instance;

  CarcGame          *game;
  CarcSessionStore  *store;          /* or NULL: the game is kept in memory */
  GArray            *redo;           /* CarcEvent, last undone on top */

  CarcSessionUpdate  update;         /* what the last change did */
  guint              generation;     /* see carc_game_session_get_generation() */
  gboolean           finished_saved;
};

G_DEFINE_FINAL_TYPE (CarcGameSession, carc_game_session, G_TYPE_OBJECT)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- what a correction changed ---- */

void
carc_session_changes_free (CarcSessionChanges *changes)
{
  if (changes == NULL)
    return;
  g_clear_pointer (&changes->gone, g_array_unref);
  g_clear_pointer (&changes->added, g_array_unref);
  g_clear_pointer (&changes->take_back, g_array_unref);
  g_clear_pointer (&changes->put_back, g_array_unref);
  g_free (changes);
}

static gboolean
scoring_equal (const CarcScoring *a,
               const CarcScoring *b)
{
  return a->player == b->player && a->kind == b->kind && a->points == b->points
         && a->tiles == b->tiles && a->pennants == b->pennants && a->count == b->count
         && a->final == b->final && a->turn == b->turn;
}

/* Scorings of @a with no equal partner in @b (multiset difference). */
static GArray *
scorings_minus (const CarcScoring *a, guint n_a,
                const CarcScoring *b, guint n_b)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (CarcScoring));
  g_autofree gboolean *used = g_new0 (gboolean, MAX (n_b, 1));

  for (guint i = 0; i < n_a; i++)
    {
      gboolean found = FALSE;

      for (guint j = 0; j < n_b && !found; j++)
        if (!used[j] && scoring_equal (&a[i], &b[j]))
          used[j] = found = TRUE;
      if (!found)
        g_array_append_val (out, a[i]);
    }
  return out;
}

/* The figures on the board of @state, as the table sees them. */
static GArray *
figures_on_board (const CarcState *state)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (CarcSessionFigure));

  for (guint i = 0; i < carc_state_get_n_figures (state); i++)
    {
      const CarcFigure *f = &carc_state_get_figures (state)[i];
      const CarcNode *node;
      const CarcPlacedTile *tile;
      CarcSessionFigure place = { 0 };
      guint entry;
      int x, y;

      if (carc_state_figure_place (state, i, &x, &y, &entry, &place.place))
        {
          /* on an expansion's place: the table takes it back or puts it
           * there like any other. It came in place of a figure, right
           * after its turn's tile: paired below as that tile's figure. */
          place.owner = f->owner;
          place.kind = f->kind;
          place.x = (gint16) x;
          place.y = (gint16) y;
          place.event = (guint16) (entry > 0 ? entry - 1 : CARC_NONE);
          g_array_append_val (out, place);
          continue;
        }
      if (f->node == CARC_NONE || f->node >= carc_state_get_n_nodes (state))
        continue;
      node = &carc_state_get_nodes (state)[f->node];
      if (node->tile >= carc_state_get_n_tiles (state))
        continue;
      tile = &carc_state_get_tiles (state)[node->tile];
      place.owner = f->owner;
      place.kind = f->kind;
      place.feature = node->kind;
      place.local = node->local;
      place.x = tile->x;
      place.y = tile->y;
      place.event = tile->event;
      g_array_append_val (out, place);
    }
  return out;
}

/* Figures of @a with no equal one in @b (multiset difference). */
static GArray *
figures_minus (GArray *a,
               GArray *b)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (CarcSessionFigure));
  g_autofree gboolean *used = g_new0 (gboolean, MAX (b->len, 1));

  for (guint i = 0; i < a->len; i++)
    {
      const CarcSessionFigure *fa = &g_array_index (a, CarcSessionFigure, i);
      gboolean found = FALSE;

      for (guint j = 0; j < b->len && !found; j++)
        {
          const CarcSessionFigure *fb = &g_array_index (b, CarcSessionFigure, j);

          if (!used[j] && fa->owner == fb->owner && fa->kind == fb->kind && fa->local == fb->local
              && fa->x == fb->x && fa->y == fb->y && g_strcmp0 (fa->place, fb->place) == 0)
            used[j] = found = TRUE;
        }
      if (!found)
        g_array_append_val (out, *fa);
    }
  return out;
}

static CarcSessionChanges *
changes_new (const CarcState *before,
             const CarcState *after,
             guint            index,
             gboolean         replaced)
{
  CarcSessionChanges *changes = g_new0 (CarcSessionChanges, 1);

  changes->index = index;
  changes->n_players = carc_state_get_n_players (after);
  for (guint p = 0; p < carc_state_get_n_players (after); p++)
    {
      changes->before[p] = carc_state_get_players (before)[p].score;
      changes->after[p] = carc_state_get_players (after)[p].score;
    }
  changes->gone = scorings_minus (carc_state_get_scorings (before), carc_state_get_n_scorings (before), carc_state_get_scorings (after), carc_state_get_n_scorings (after));
  changes->added = scorings_minus (carc_state_get_scorings (after), carc_state_get_n_scorings (after), carc_state_get_scorings (before), carc_state_get_n_scorings (before));
  {
    g_autoptr(GArray) was = figures_on_board (before);
    g_autoptr(GArray) is = figures_on_board (after);

    changes->take_back = figures_minus (was, is);
    changes->put_back = figures_minus (is, was);
    /* A figure that moved only because its tile's entry or its own was
     * corrected (the same figure, its tile placed by the same entry)
     * already stands right on the table: the app had it wrong, not the
     * table. (After an insert or a removal, entries have moved: no pairs.) */
    for (guint i = replaced ? changes->take_back->len : 0; i > 0; i--)
      {
        const CarcSessionFigure *gone = &g_array_index (changes->take_back, CarcSessionFigure, i - 1);

        for (guint j = 0; j < changes->put_back->len; j++)
          {
            const CarcSessionFigure *now = &g_array_index (changes->put_back, CarcSessionFigure, j);

            if (gone->owner == now->owner && gone->kind == now->kind && gone->event == now->event
                && (gone->event == index || gone->event + 1u == index))
              {
                g_array_remove_index (changes->put_back, j);
                g_array_remove_index (changes->take_back, i - 1);
                break;
              }
          }
      }
  }
  return changes;
}

/* ---- helpers ---- */

/* Unique across sessions, so that a view comparing generations never
 * mistakes a new session (perhaps at a freed one's address) for the old. */
static guint
next_generation (void)
{
  static guint last;
  return ++last;
}

/* The scores and the pending decision of the game as it is now. */
static void
update_scores_and_pending (CarcGameSession *self)
{
  const CarcState *state = carc_game_get_state (self->game);
  CarcSessionUpdate *update = &self->update;

  update->n_players = carc_state_get_n_players (state);
  for (guint p = 0; p < update->n_players && p < CARC_MAX_PLAYERS; p++)
    update->score_after[p] = carc_state_get_players (state)[p].score;
  update->pending = carc_state_get_phase (state) == CARC_PHASE_DECISION ? carc_state_get_pending (state) : CARC_PENDING_NONE;
  update->pending_player = update->pending != CARC_PENDING_NONE ? carc_state_get_pending_player (state) : 0;
}

static void
emit_changed (CarcGameSession   *self,
              CarcSessionChange  change,
              guint              scorings_before,
              guint              returns_before)
{
  const CarcState *state = carc_game_get_state (self->game);
  CarcSessionUpdate *update = &self->update;

  update->change = change;
  self->generation = next_generation ();
  if (change == CARC_SESSION_CHANGE_APPLIED || change == CARC_SESSION_CHANGE_REDONE)
    {
      update->scorings_first = scorings_before;
      update->n_scorings = carc_state_get_n_scorings (state) > scorings_before ? carc_state_get_n_scorings (state) - scorings_before : 0;
      update->returns_first = returns_before;
      update->n_returns = carc_state_get_n_returns (state) > returns_before ? carc_state_get_n_returns (state) - returns_before : 0;
    }
  else
    {
      update->scorings_first = carc_state_get_n_scorings (state);
      update->n_scorings = 0;
      update->returns_first = carc_state_get_n_returns (state);
      update->n_returns = 0;
    }
  /* The score track: where each marker was before this change (the scores
   * of the last one) and where it is now. */
  memcpy (update->score_before, update->score_after, sizeof update->score_before);
  update_scores_and_pending (self);

  /* At game over the store marks the game finished (once). */
  if (carc_state_get_phase (state) == CARC_PHASE_OVER && !self->finished_saved)
    {
      g_autoptr(GError) error = NULL;

      if (self->store == NULL || carc_session_store_finish_game (self->store, self->game, &error))
        self->finished_saved = TRUE;
      else
        g_warning ("Could not mark the game finished: %s", error->message);
    }
  else if (carc_state_get_phase (state) != CARC_PHASE_OVER)
    self->finished_saved = FALSE;

  g_signal_emit (self, signals[CHANGED], 0);
}

/* Appends to the engine, then commits; undoes the engine on a store error. */
static gboolean
append_and_save (CarcGameSession  *self,
                 const CarcEvent  *event,
                 GError          **error)
{
  CarcEvent copy = *event;

  if (copy.time == 0)
    copy.time = g_get_real_time ();

  if (!carc_game_append (self->game, &copy, error))
    return FALSE;

  if (self->store != NULL && !carc_session_store_append_event (self->store, self->game, error))
    {
      carc_game_undo (self->game);
      return FALSE;
    }
  return TRUE;
}

/* ---- public API ---- */

static void
carc_game_session_finalize (GObject *object)
{
  CarcGameSession *self = CARC_GAME_SESSION (object);

  g_clear_pointer (&self->game, carc_game_free);
  g_clear_object (&self->store);
  g_clear_pointer (&self->redo, g_array_unref);

  G_OBJECT_CLASS (carc_game_session_parent_class)->finalize (object);
}

static void
carc_game_session_class_init (CarcGameSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = carc_game_session_finalize;

  /**
   * CarcGameSession::changed:
   *
   * The game changed (an event applied, undone, redone or corrected) and
   * the change is saved.
   */
  signals[CHANGED] = g_signal_new ("changed",
                                   G_TYPE_FROM_CLASS (klass),
                                   G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 0);
}

static void
carc_game_session_init (CarcGameSession *self)
{
  self->redo = g_array_new (FALSE, FALSE, sizeof (CarcEvent));
  self->update.change = CARC_SESSION_CHANGE_RELOADED;
  self->generation = next_generation ();
}

CarcGameSession *
carc_game_session_new (CarcGame         *game,
                       CarcSessionStore *store)
{
  CarcGameSession *self;

  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (store == NULL || CARC_IS_SESSION_STORE (store), NULL);

  self = g_object_new (CARC_TYPE_GAME_SESSION, NULL);
  self->game = game;
  self->store = store != NULL ? g_object_ref (store) : NULL;
  self->finished_saved = carc_state_get_phase (carc_game_get_state (game)) == CARC_PHASE_OVER;
  self->update.scorings_first = carc_state_get_n_scorings (carc_game_get_state (game));
  self->update.returns_first = carc_state_get_n_returns (carc_game_get_state (game));
  update_scores_and_pending (self);
  memcpy (self->update.score_before, self->update.score_after, sizeof self->update.score_before);

  return self;
}

CarcGameSession *
carc_game_session_new_game (CarcCatalogue    *catalogue,
                            const CarcSetup  *setup,
                            CarcSessionStore *store,
                            GError          **error)
{
  CarcGame *game;

  g_return_val_if_fail (catalogue != NULL, NULL);
  g_return_val_if_fail (setup != NULL, NULL);
  g_return_val_if_fail (store == NULL || CARC_IS_SESSION_STORE (store), NULL);

  game = carc_game_new (catalogue, carc_setup_copy (setup), error);
  if (game == NULL)
    return NULL;
  /* Saved before anything is shown: a game the screens play must be one
   * the store has (every later change is saved onto it). */
  if (store != NULL && !carc_session_store_create_game (store, game, error))
    {
      carc_game_free (game);
      return NULL;
    }
  return carc_game_session_new (game, store);
}

CarcGame *
carc_game_session_get_game (CarcGameSession *self)
{
  g_return_val_if_fail (CARC_IS_GAME_SESSION (self), NULL);
  return self->game;
}

const CarcState *
carc_game_session_get_state (CarcGameSession *self)
{
  g_return_val_if_fail (CARC_IS_GAME_SESSION (self), NULL);
  return carc_game_get_state (self->game);
}

const CarcSetup *
carc_game_session_get_setup (CarcGameSession *self)
{
  g_return_val_if_fail (CARC_IS_GAME_SESSION (self), NULL);
  return carc_game_get_setup (self->game);
}

CarcSessionStore *
carc_game_session_get_store (CarcGameSession *self)
{
  g_return_val_if_fail (CARC_IS_GAME_SESSION (self), NULL);
  return self->store;
}

gboolean
carc_game_session_apply (CarcGameSession  *self,
                         const CarcEvent  *event,
                         GError          **error)
{
  const CarcState *state;
  guint scorings_before, returns_before;

  g_return_val_if_fail (CARC_IS_GAME_SESSION (self), FALSE);
  g_return_val_if_fail (event != NULL, FALSE);

  state = carc_game_get_state (self->game);
  scorings_before = carc_state_get_n_scorings (state);
  returns_before = carc_state_get_n_returns (state);

  if (!append_and_save (self, event, error))
    return FALSE;

  g_array_set_size (self->redo, 0);
  emit_changed (self, CARC_SESSION_CHANGE_APPLIED, scorings_before, returns_before);
  return TRUE;
}

gboolean
carc_game_session_can_undo (CarcGameSession *self)
{
  g_return_val_if_fail (CARC_IS_GAME_SESSION (self), FALSE);
  return carc_game_get_n_events (self->game) > 0;
}

gboolean
carc_game_session_can_redo (CarcGameSession *self)
{
  g_return_val_if_fail (CARC_IS_GAME_SESSION (self), FALSE);
  return self->redo->len > 0;
}

gboolean
carc_game_session_undo (CarcGameSession  *self,
                        GError          **error)
{
  guint n;
  CarcEvent event;

  g_return_val_if_fail (CARC_IS_GAME_SESSION (self), FALSE);

  n = carc_game_get_n_events (self->game);
  if (n == 0)
    {
      g_set_error_literal (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE, _("There is nothing to undo"));
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_NOTHING_TO_UNDO);
      return FALSE;
    }

  event = *carc_game_get_event (self->game, n - 1);
  carc_game_undo (self->game);

  /* If the store cannot drop it, the game keeps it. */
  if (self->store != NULL && !carc_session_store_truncate (self->store, self->game, error))
    {
      carc_game_append (self->game, &event, NULL);
      return FALSE;
    }

  g_array_append_val (self->redo, event);

  emit_changed (self, CARC_SESSION_CHANGE_UNDONE, 0, 0);
  return TRUE;
}

gboolean
carc_game_session_add_custom_tile (CarcGameSession  *self,
                                   JsonObject       *form,
                                   guint            *type,
                                   GError          **error)
{
  g_autoptr(JsonObject) data = NULL;
  g_autoptr(GString) id = NULL;
  CarcCatalogue *catalogue;
  guint added;

  g_return_val_if_fail (CARC_IS_GAME_SESSION (self), FALSE);

  catalogue = carc_game_get_catalogue (self->game);
  data = carc_custom_tile_to_data (catalogue, form, error);
  if (data == NULL)
    return FALSE;
  /* its name may be one this game already knows: the next free one */
  id = g_string_new (json_object_get_string_member (data, "id"));
  for (guint n = 2; carc_catalogue_lookup (catalogue, id->str) >= 0; n++)
    g_string_printf (id, "%s-%u", json_object_get_string_member (data, "id"), n);
  json_object_set_string_member (data, "id", id->str);

  if (!carc_game_add_custom_tile (self->game, data, &added, error))
    return FALSE;
  /* saved before anyone sees it; a store that cannot keep it loses it
   * from the game too (the record would not replay without it) */
  if (self->store != NULL && !carc_session_store_update_setup (self->store, self->game, error))
    {
      carc_game_drop_last_custom_tile (self->game, NULL);
      return FALSE;
    }
  if (type)
    *type = added;
  emit_changed (self, CARC_SESSION_CHANGE_RELOADED, 0, 0);
  return TRUE;
}

gboolean
carc_game_session_redo (CarcGameSession  *self,
                        GError          **error)
{
  const CarcState *state;
  guint scorings_before, returns_before;
  CarcEvent event;

  g_return_val_if_fail (CARC_IS_GAME_SESSION (self), FALSE);

  if (self->redo->len == 0)
    {
      g_set_error_literal (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE, _("There is nothing to redo"));
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_NOTHING_TO_REDO);
      return FALSE;
    }

  state = carc_game_get_state (self->game);
  scorings_before = carc_state_get_n_scorings (state);
  returns_before = carc_state_get_n_returns (state);
  event = g_array_index (self->redo, CarcEvent, self->redo->len - 1);

  if (!append_and_save (self, &event, error))
    return FALSE;

  g_array_set_size (self->redo, self->redo->len - 1);
  emit_changed (self, CARC_SESSION_CHANGE_REDONE, scorings_before, returns_before);
  return TRUE;
}

typedef enum {
  EDIT_REPLACE,
  EDIT_REMOVE,
  EDIT_INSERT,
} EditKind;

static gboolean
correct (CarcGameSession     *self,
         EditKind             kind,
         guint                index,
         const CarcEvent     *event,
         guint                n_events,
         CarcSessionChanges **changes,
         GError             **error)
{
  CarcState *before;
  gboolean ok = FALSE;
  g_autofree CarcEvent *copy = g_new0 (CarcEvent, MAX (n_events, 1));
  CarcEvent old_event = { 0 };

  for (guint i = 0; event != NULL && i < n_events; i++)
    {
      copy[i] = event[i];
      /* an inserted turn took place just before the entry it precedes */
      if (copy[i].time == 0)
        copy[i].time = index < carc_game_get_n_events (self->game)
                         ? carc_game_get_event (self->game, index)->time
                         : g_get_real_time ();
    }

  if (self->store != NULL && carc_session_store_is_read_only (self->store))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_READ_ONLY,
                           _("The games are open read-only, so nothing can be changed"));
      return FALSE;
    }

  if (index >= carc_game_get_n_events (self->game))
    {
      g_set_error_literal (error, CARC_ERROR, CARC_ERROR_INVALID_EVENT, _("There is no such entry in the log"));
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_NO_SUCH_ENTRY);
      return FALSE;
    }
  old_event = *carc_game_get_event (self->game, index);

  before = carc_state_copy (carc_game_get_state (self->game));

  switch (kind)
    {
    case EDIT_REPLACE:
      ok = carc_game_replace_event (self->game, index, &copy[0], error);
      break;
    case EDIT_REMOVE:
      ok = carc_game_remove_event (self->game, index, error);
      break;
    case EDIT_INSERT:
      ok = carc_game_insert_events (self->game, index, copy, n_events, error);
      break;
    default:
      g_assert_not_reached ();
    }

  if (ok && self->store != NULL && !carc_session_store_replace_events (self->store, self->game, error))
    {
      /* Not saved: put the old log back (it replays as it did before). */
      switch (kind)
        {
        case EDIT_REPLACE:
          carc_game_replace_event (self->game, index, &old_event, NULL);
          break;
        case EDIT_REMOVE:
          carc_game_insert_event (self->game, index, &old_event, NULL);
          break;
        case EDIT_INSERT:
          carc_game_remove_events (self->game, index, n_events, NULL);
          break;
        default:
          g_assert_not_reached ();
        }
      ok = FALSE;
    }

  if (ok)
    {
      if (changes != NULL)
        *changes = changes_new (before, carc_game_get_state (self->game), index, kind == EDIT_REPLACE);
      g_array_set_size (self->redo, 0);
      emit_changed (self, CARC_SESSION_CHANGE_CORRECTED, 0, 0);
    }

  carc_state_free (before);
  return ok;
}

gboolean
carc_game_session_replace_event (CarcGameSession     *self,
                                 guint                index,
                                 const CarcEvent     *event,
                                 CarcSessionChanges **changes,
                                 GError             **error)
{
  g_return_val_if_fail (CARC_IS_GAME_SESSION (self), FALSE);
  g_return_val_if_fail (event != NULL, FALSE);
  return correct (self, EDIT_REPLACE, index, event, 1, changes, error);
}

gboolean
carc_game_session_remove_event (CarcGameSession     *self,
                                guint                index,
                                CarcSessionChanges **changes,
                                GError             **error)
{
  g_return_val_if_fail (CARC_IS_GAME_SESSION (self), FALSE);
  return correct (self, EDIT_REMOVE, index, NULL, 0, changes, error);
}

gboolean
carc_game_session_insert_events (CarcGameSession     *self,
                                 guint                index,
                                 const CarcEvent     *events,
                                 guint                n_events,
                                 CarcSessionChanges **changes,
                                 GError             **error)
{
  g_return_val_if_fail (CARC_IS_GAME_SESSION (self), FALSE);
  g_return_val_if_fail (events != NULL && n_events > 0, FALSE);
  return correct (self, EDIT_INSERT, index, events, n_events, changes, error);
}

guint
carc_game_session_get_generation (CarcGameSession *self)
{
  g_return_val_if_fail (CARC_IS_GAME_SESSION (self), 0);
  return self->generation;
}

CarcSessionChange
carc_game_session_get_last_change (CarcGameSession *self)
{
  g_return_val_if_fail (CARC_IS_GAME_SESSION (self), CARC_SESSION_CHANGE_RELOADED);
  return self->update.change;
}

const CarcSessionUpdate *
carc_game_session_get_last_update (CarcGameSession *self)
{
  g_return_val_if_fail (CARC_IS_GAME_SESSION (self), NULL);
  return &self->update;
}

void
carc_game_session_get_new_scorings (CarcGameSession *self,
                                    guint           *first,
                                    guint           *n)
{
  g_return_if_fail (CARC_IS_GAME_SESSION (self));
  *first = self->update.scorings_first;
  *n = self->update.n_scorings;
}

void
carc_game_session_get_new_returns (CarcGameSession *self,
                                   guint           *first,
                                   guint           *n)
{
  g_return_if_fail (CARC_IS_GAME_SESSION (self));
  *first = self->update.returns_first;
  *n = self->update.n_returns;
}

gboolean
carc_game_session_draw_event (const CarcState  *state,
                              CarcEvent        *event,
                              GError          **error)
{
  const CarcDecisionKindInfo *decision;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (event != NULL, FALSE);

  decision = carc_state_get_phase (state) == CARC_PHASE_DECISION
               ? carc_registry_decision (carc_state_get_pending (state)) : NULL;
  if (decision == NULL || decision->app_draw == NULL)
    {
      g_set_error_literal (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE,
                           _("Nothing is to be drawn now"));
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_NOTHING_TO_DRAW);
      return FALSE;
    }

  /* The descriptor's draw is seeded by the game and the draws so far:
   * replaying never asks again (the answer is recorded), and drawing again
   * after an undo gives the same. */
  decision->app_draw (state, event);
  event->flags |= CARC_EVENT_FLAG_APP_DRAW;
  return TRUE;
}

gboolean
carc_game_session_draw_for_me (CarcGameSession  *self,
                               GError          **error)
{
  CarcEvent event;

  g_return_val_if_fail (CARC_IS_GAME_SESSION (self), FALSE);

  if (!carc_game_session_draw_event (carc_game_get_state (self->game), &event, error))
    return FALSE;
  return carc_game_session_apply (self, &event, error);
}

CarcState *
carc_game_session_preview_correction (CarcGameSession  *self,
                                      guint             index,
                                      const CarcEvent  *events,
                                      guint             n_events,
                                      GError          **error)
{
  CarcState *state;

  g_return_val_if_fail (CARC_IS_GAME_SESSION (self), NULL);
  g_return_val_if_fail (events != NULL || n_events == 0, NULL);

  if (index >= carc_game_get_n_events (self->game))
    {
      g_set_error_literal (error, CARC_ERROR, CARC_ERROR_INVALID_EVENT, _("There is no such entry in the log"));
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_NO_SUCH_ENTRY);
      return NULL;
    }

  /* A copy of the position: the game itself (and so the store) is never
   * touched until the correction is made with replace_event() or
   * insert_events(). */
  state = carc_game_replay_prefix (self->game, index, error);
  if (state == NULL)
    return NULL;
  for (guint i = 0; i < n_events; i++)
    if (!carc_state_apply (state, &events[i], index + i, error))
      {
        carc_state_free (state);
        return NULL;
      }
  return state;
}
