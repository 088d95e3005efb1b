/* carc-game-session.h: one game being played, as the screens see it
 *
 * The session layer (src/session): no GTK. The session owns the CarcGame
 * and (when there is one) a reference to a CarcSessionStore (the games
 * database, or a fake in tests). Every input goes through it: the engine validates and applies the
 * event, the store commits it, and only then "changed" is emitted, so the
 * screens never show what was not saved. It keeps undo/redo stacks of events
 * and makes corrections of earlier events, with a summary of what they
 * changed. The screens read the state only through it.
 *
 * What changed is data, never text: after every "changed",
 * carc_game_session_get_last_update() says which scorings and figure
 * returns the change brought (indices into the state's arrays), where each
 * score marker was and is now, and which decision the game waits for; a
 * correction also hands back a CarcSessionChanges. The screens turn these
 * into words (src/gui/common/carc-changes-format.h).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "carc-game.h"
#include "carc-session-store.h"

G_BEGIN_DECLS

#define CARC_TYPE_GAME_SESSION (carc_game_session_get_type ())

G_DECLARE_FINAL_TYPE (CarcGameSession, carc_game_session, CARC, GAME_SESSION, GObject)

/* What the last change was, for the screens (toasts, log, checklist). */
typedef enum {
  CARC_SESSION_CHANGE_APPLIED = 0,
  CARC_SESSION_CHANGE_UNDONE,
  CARC_SESSION_CHANGE_REDONE,
  CARC_SESSION_CHANGE_CORRECTED,
  CARC_SESSION_CHANGE_RELOADED,
} CarcSessionChange;

/* A figure on the board, by what the table sees: whose, which, on which
 * tile (x, y) and which feature of it, or which place of an expansion's
 * that is no feature (a guard on a tower: @place names it). */
typedef struct {
  guint8       owner;
  guint8       kind;       /* CarcFigureKind */
  guint8       feature;    /* CarcFeatureKind it stands on (without @place) */
  guint8       local;      /* the feature's index on its tile (without @place) */
  gint16       x, y;
  guint16      event;      /* the log entry that placed its tile (for a
                            * figure on a @place: the entry before the one
                            * that put it there, its turn's tile) */
  const char  *place;      /* NULL, or the translated noun of the place it
                            * stands on instead of a feature (carc_state_figure_place()) */
} CarcSessionFigure;

/* What a correction changed. */
typedef struct {
  guint        n_players;
  int          before[CARC_MAX_PLAYERS];
  int          after[CARC_MAX_PLAYERS];
  GArray      *gone;       /* CarcScoring: scorings that no longer happen */
  GArray      *added;      /* CarcScoring: scorings that happen now */
  GArray      *take_back;  /* CarcSessionFigure: on the board before, not now */
  GArray      *put_back;   /* CarcSessionFigure: on the board now, not before
                            * (a figure that only moved with its corrected
                            * tile is in neither: the table has it right) */
  guint        index;      /* the log index that was corrected */
} CarcSessionChanges;

void                carc_session_changes_free        (CarcSessionChanges *changes);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CarcSessionChanges, carc_session_changes_free)

/* What the last change did (see carc_game_session_get_last_update()). */
typedef struct {
  CarcSessionChange change;
  /* the scorings and figure returns it brought: indices into the state's
   * scorings[] and returns[] (n = 0 after an undo or a correction: those
   * bring none, a correction says what it changed in CarcSessionChanges) */
  guint        scorings_first, n_scorings;
  guint        returns_first, n_returns;
  /* the score track: each marker's space before the change and now */
  guint        n_players;
  int          score_before[CARC_MAX_PLAYERS];
  int          score_after[CARC_MAX_PLAYERS];
  /* the decision the game waits for now (CARC_PENDING_NONE if none) and
   * whose it is */
  CarcPending  pending;
  guint        pending_player;
} CarcSessionUpdate;

/* @game: (transfer full); @store: (nullable): where every change is saved,
 * or NULL to keep the game in memory only (tests, benchmarks). The game
 * must already exist in the store (carc_store_create_game()). */
CarcGameSession    *carc_game_session_new            (CarcGame         *game,
                                                      CarcSessionStore *store);

/* A new game of @setup (copied) with tiles from @catalogue, saved in
 * @store (nullable: kept in memory only) before the session is handed
 * back: NULL with @error when the setup is not valid or the store could
 * not save it, and then nothing was saved. */
CarcGameSession    *carc_game_session_new_game       (CarcCatalogue    *catalogue,
                                                      const CarcSetup  *setup,
                                                      CarcSessionStore *store,
                                                      GError          **error);

CarcGame           *carc_game_session_get_game       (CarcGameSession *self);
const CarcState    *carc_game_session_get_state      (CarcGameSession *self);
const CarcSetup    *carc_game_session_get_setup      (CarcGameSession *self);
CarcSessionStore   *carc_game_session_get_store      (CarcGameSession *self);

/* Validates, applies, saves. Clears the redo stack. */
gboolean            carc_game_session_apply          (CarcGameSession  *self,
                                                      const CarcEvent  *event,
                                                      GError          **error);
gboolean            carc_game_session_can_undo       (CarcGameSession *self);
gboolean            carc_game_session_can_redo       (CarcGameSession *self);
gboolean            carc_game_session_undo           (CarcGameSession  *self,
                                                      GError          **error);
/* The table found a tile the catalogue does not know (the small form of
 * carc-profile.h): it joins this game's box, saved with the game, and is
 * played like any other; its type in @type. FALSE with @error for an
 * impossible tile or one the store could not save. */
gboolean            carc_game_session_add_custom_tile (CarcGameSession  *self,
                                                       JsonObject       *form,
                                                       guint            *type,
                                                       GError          **error);
gboolean            carc_game_session_redo           (CarcGameSession  *self,
                                                      GError          **error);

/* Corrections of the event at @index; everything after it is re-scored.
 * @changes: (out) (optional): what the correction changed. */
gboolean            carc_game_session_replace_event  (CarcGameSession     *self,
                                                      guint                index,
                                                      const CarcEvent     *event,
                                                      CarcSessionChanges **changes,
                                                      GError             **error);
/* A forgotten turn: @events (its tile, its figure or pass, …) go in before
 * the entry at @index, all at once; everything after is re-scored. */
gboolean            carc_game_session_insert_events  (CarcGameSession     *self,
                                                      guint                index,
                                                      const CarcEvent     *events,
                                                      guint                n_events,
                                                      CarcSessionChanges **changes,
                                                      GError             **error);
gboolean            carc_game_session_remove_event   (CarcGameSession     *self,
                                                      guint                index,
                                                      CarcSessionChanges **changes,
                                                      GError             **error);

/* The last change, and the scorings and figure returns it brought (indices
 * into the state's scorings[] and returns[]; n = 0 when it brought none). */
CarcSessionChange   carc_game_session_get_last_change (CarcGameSession *self);
/* Everything the last change did, as data; valid until the next change. */
const CarcSessionUpdate *carc_game_session_get_last_update (CarcGameSession *self);
/* A new value with every "changed", never the same for two sessions: a
 * view that remembers it knows whether the game changed since it last
 * looked, or only the input did. */
guint               carc_game_session_get_generation  (CarcGameSession *self);
void                carc_game_session_get_new_scorings (CarcGameSession *self,
                                                        guint           *first,
                                                        guint           *n);
void                carc_game_session_get_new_returns  (CarcGameSession *self,
                                                        guint           *first,
                                                        guint           *n);

/* "Draw for me": the event that answers the decision @state waits for,
 * when its descriptor (carc_registry_decision()) says the app may draw it
 * (a token from a bag, …), drawn from the game's seed and the draws
 * so far. FALSE with @error (CARC_ERROR_WRONG_PHASE) when the game waits for
 * no such draw. For a position that is not the game's own (a correction
 * being entered); the session's game uses carc_game_session_draw_for_me(). */
gboolean            carc_game_session_draw_event     (const CarcState  *state,
                                                      CarcEvent        *event,
                                                      GError          **error);
/* Draws for the table the decision the game waits for (see
 * carc_game_session_draw_event()) and applies it with the APP_DRAW flag. */
gboolean            carc_game_session_draw_for_me    (CarcGameSession  *self,
                                                      GError          **error);

/* The position a correction of the entry at @index is entered from: the
 * log replayed up to just before that entry, then @events (the entries of
 * a forgotten turn entered so far; @n_events may be 0) applied after it.
 * Nothing is saved and the game does not change. (transfer full): free
 * with carc_state_free(); NULL with @error when there is no such entry or
 * one of @events is not legal there. */
CarcState          *carc_game_session_preview_correction (CarcGameSession  *self,
                                                          guint             index,
                                                          const CarcEvent  *events,
                                                          guint             n_events,
                                                          GError          **error);

/* The open spots the next tile may fill if the figure step now ends with
 * no figure (a pass, applied to a copy), into @out (CarcPlacement, as
 * carc_state_list_live_spots()); none when the game does not wait for a
 * figure, or when the pass leads to something else first (a decision of
 * the player, the end of the game). Nothing is entered: the screens offer
 * the next turn's spots with it, a click on one meaning "no figure". */
void                carc_game_session_list_next_spots (CarcGameSession *self,
                                                       GArray          *out);

G_END_DECLS
