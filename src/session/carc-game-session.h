/* carc-game-session.h: one game being played, as the screens see it
 *
 * The session owns the CarcGame and (when there is one) a reference to the
 * store. Every input goes through it: the engine validates and applies the
 * event, the store commits it, and only then "changed" is emitted, so the
 * screens never show what was not saved. It keeps undo/redo stacks of events
 * and makes corrections of earlier events, with a summary of what they
 * changed. The screens read the state only through it.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "carc-game.h"

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
 * tile (x, y) and which feature of it. */
typedef struct {
  guint8       owner;
  guint8       kind;       /* CarcFigureKind */
  guint8       feature;    /* CarcFeatureKind it stands on */
  guint8       local;      /* the feature's index on its tile */
  gint16       x, y;
  guint16      event;      /* the log entry that placed its tile */
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
/* Several lines: "Anna: 34 → 28 (−6) — move the marker back to space 28",
 * then the figures to take back or put back on the table ("Take back Ben’s
 * follower from the road east of the start"), then "No longer: Anna +6:
 * road, 6 tiles", … or "No score changed." */
char               *carc_session_changes_describe    (const CarcSessionChanges *changes,
                                                      const CarcState          *state);

/* @game: (transfer full); @store: (nullable): a CarcStore, or NULL to keep
 * the game in memory only (tests, benchmarks). With a store, the game must
 * already exist there (see carc_game_session_new_stored()). */
CarcGameSession    *carc_game_session_new            (CarcGame  *game,
                                                      gpointer   store);

CarcGame           *carc_game_session_get_game       (CarcGameSession *self);
const CarcState    *carc_game_session_get_state      (CarcGameSession *self);
const CarcSetup    *carc_game_session_get_setup      (CarcGameSession *self);
gpointer            carc_game_session_get_store      (CarcGameSession *self);

/* Validates, applies, saves. Clears the redo stack. */
gboolean            carc_game_session_apply          (CarcGameSession  *self,
                                                      const CarcEvent  *event,
                                                      GError          **error);
gboolean            carc_game_session_can_undo       (CarcGameSession *self);
gboolean            carc_game_session_can_redo       (CarcGameSession *self);
gboolean            carc_game_session_undo           (CarcGameSession  *self,
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

/* Draws a sheep token for the table ("draw for me") from the session's
 * seeded generator and applies it with the APP_DRAW flag. */
gboolean            carc_game_session_draw_sheep     (CarcGameSession  *self,
                                                      GError          **error);

G_END_DECLS
