/* carc-state.c: the state's life, figures, and the turn machinery
 *
 * A turn is: a tile (or a discard), a figure or a pass, then steps where
 * completed features score and expansions may ask for decisions (a draw,
 * a choice) or grant a second tile (R-TB-2). The board lives in
 * carc-board.c and scoring in carc-scoring.c.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "carc-state-private.h"

#include <string.h>

static void run_steps     (CarcState *state);
static void start_turn    (CarcState *state);

/* ---- figures ----------------------------------------------------------------- */

guint
carc_state_figures_in_supply (const CarcState *state,
                              guint            player,
                              CarcFigureKind   kind)
{
  return player < state->n_players && kind < CARC_N_FIGURE_KINDS ? state->in_supply[player][kind] : 0;
}

guint
carc_state_figures_available (const CarcState *state,
                              guint            player,
                              CarcFigureKind   kind)
{
  /* R-B-3: a figure that came back this turn waits for the next one */
  if (player >= state->n_players || kind >= CARC_N_FIGURE_KINDS)
    return 0;
  return (guint) (state->in_supply[player][kind] - state->returned_now[player][kind]);
}

static int
find_available_figure (const CarcState *state,
                       guint            player,
                       CarcFigureKind   kind)
{
  for (guint i = 0; i < state->n_figures; i++)
    {
      const CarcFigure *f = &state->figures[i];
      if (f->owner == player && f->kind == kind && f->node == CARC_NONE
          && f->returned_turn != state->placement_serial)
        return (int) i;
    }
  return -1;
}

/* One copy of @type leaves the supply (drawn, discarded or set aside):
 * the per-type, total and per-stack counts move together. */
static void
supply_take (CarcState *state,
             guint      type)
{
  state->remaining[type]--;
  state->supply_left--;
  state->stack_left[state->types[type]->stack]--;
}

/* The rules for a figure of @kind on feature @feature (root @root) of the
 * tile just placed, once the caller knows the figure is at hand. */
static gboolean
figure_legal (const CarcState *state,
              CarcFigureKind   kind,
              guint            feature,
              guint            root,
              GError         **error)
{
  const CarcTileType *type = state->types[state->tiles[state->current_tile].type];
  const CarcFeatureDef *def = &type->features[feature];
  gboolean decided = FALSE;

  if (carc_feature_info (def->kind)->no_figures != NULL)
    {
      CARC_SET_ERROR_LITERAL (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                              _(carc_feature_info (def->kind)->no_figures));
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_FEATURE_TAKES_NO_FIGURE, .kind = def->kind);
      return FALSE;
    }

  if (carc_figure_is_follower (kind))
    {
      if (def->kind == CARC_FEATURE_FIELD && !(state->setup->rules & CARC_RULE_FARMERS))
        {
          CARC_SET_ERROR (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                       _("this game is played without farmers (R-B-8)"));
          CARC_ERROR_DETAIL (error, .reason = CARC_REASON_NO_FARMERS);
          return FALSE;
        }
      if (state->nodes[root].followers > 0)
        {
          const char *message;

          /* the legal moves are listed without messages: no lookups then */
          if (error == NULL)
            return FALSE;
          message = _(carc_feature_info (def->kind)->occupied);
          g_set_error_literal (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE, message);
          CARC_ERROR_DETAIL (error, .reason = CARC_REASON_FEATURE_OCCUPIED, .kind = def->kind);
          return FALSE;
        }
    }

  FOR_EACH_EXPANSION (state, i, exp, data)
    if (exp->figure_allowed)
      {
        CarcHookResult r = exp->figure_allowed (state, data, kind, root, error);
        if (r == CARC_HOOK_DENY)
          return FALSE;
        if (r == CARC_HOOK_ALLOW)
          decided = TRUE;
      }

  if (!carc_figure_is_follower (kind) && !decided)
    {
      CARC_SET_ERROR (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                   /* Translators: "this figure cannot stand on this feature (figure:
                    * pig; feature: road)"; both are nouns standing alone */
                   _("this figure cannot stand on this feature (figure: %s; feature: %s)"),
                   carc_figure_kind_noun (kind), carc_feature_kind_noun (def->kind));
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_FIGURE_NOT_THERE, .figure = kind, .kind = def->kind);
      return FALSE;
    }
  return TRUE;
}

gboolean
carc_state_check_figure (const CarcState *state,
                         CarcFigureKind   kind,
                         guint            feature,
                         GError         **error)
{
  const CarcPlacedTile *tile;
  const CarcTileType *type;

  if (state->phase != CARC_PHASE_FIGURE || state->current_tile == CARC_NONE)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE,
                   _("a figure goes on the tile just placed, and no tile waits for one"));
      CARC_ERROR_DETAIL (error, .reason = state->phase == CARC_PHASE_OVER ? CARC_REASON_GAME_OVER
                                          : CARC_REASON_NO_TILE_FOR_FIGURE);
      return FALSE;
    }
  if (kind >= CARC_N_FIGURE_KINDS)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_EVENT, _("unknown figure"));
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_INVALID);
      return FALSE;
    }
  tile = &state->tiles[state->current_tile];
  type = state->types[tile->type];
  if (feature >= type->n_features)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                   _("%s has no such feature"), type->id);
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_INVALID);
      return FALSE;
    }
  if (state->setup->figures[kind] == 0)
    {
      const char *message = _(carc_registry_figure (kind)->missing);

      g_set_error_literal (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE, message);
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_FIGURE_NOT_IN_GAME, .figure = kind);
      return FALSE;
    }
  if (carc_state_figures_available (state, state->player, kind) == 0)
    {
      if (carc_state_figures_in_supply (state, state->player, kind) > 0)
        {
          /* R-B-3 */
          g_set_error (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                       /* Translators: "Anna: the figure that came back this turn waits
                        * for the next one: follower (R-B-3)"; the figure is a noun
                        * standing alone */
                       _("%s: the figure that came back this turn waits for the next one: %s (R-B-3)"),
                       state->setup->players[state->player].name, carc_figure_kind_noun (kind));
          CARC_ERROR_DETAIL (error, .reason = CARC_REASON_FIGURE_CAME_BACK, .player = state->player, .figure = kind);
        }
      else
        {
          g_set_error (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                       /* Translators: "Anna: none left in the supply: follower"; the
                        * figure is a noun standing alone */
                       _("%s: none left in the supply: %s"), state->setup->players[state->player].name,
                       carc_figure_kind_noun (kind));
          CARC_ERROR_DETAIL (error, .reason = CARC_REASON_FIGURE_NONE_LEFT, .player = state->player, .figure = kind);
        }
      return FALSE;
    }
  return figure_legal (state, kind, feature, carc_state_find (state, tile->node0 + feature), error);
}

guint
carc_state_list_figure_options (const CarcState  *state,
                                CarcFigureOption *out,
                                guint             max)
{
  const CarcPlacedTile *tile;
  const CarcTileType *type;
  guint roots[CARC_MAX_TILE_FEATURES];
  guint n = 0;

  if (state->phase != CARC_PHASE_FIGURE || state->current_tile == CARC_NONE)
    return 0;
  tile = &state->tiles[state->current_tile];
  type = state->types[tile->type];
  for (guint f = 0; f < type->n_features; f++)
    roots[f] = carc_state_find (state, tile->node0 + f);
  for (guint k = 0; k < CARC_N_FIGURE_KINDS; k++)
    {
      if (state->in_supply[state->player][k] <= state->returned_now[state->player][k])
        continue;
      for (guint f = 0; f < type->n_features && n < max; f++)
        if (figure_legal (state, k, f, roots[f], NULL))
          {
            out[n].kind = k;
            out[n].feature = f;
            n++;
          }
    }
  return n;
}

guint
carc_state_list_figure_events (const CarcState *state,
                               CarcEvent       *out,
                               guint            max)
{
  guint n = 0;

  if (state->phase != CARC_PHASE_FIGURE || state->current_tile == CARC_NONE)
    return 0;
  FOR_EACH_EXPANSION (state, i, exp, data)
    if (exp->figure_alternatives && n < max)
      n += exp->figure_alternatives (state, data, out + n, max - n);
  return n;
}

gboolean
carc_state_figure_place (const CarcState *state,
                         guint            figure,
                         int             *x,
                         int             *y,
                         guint           *entry,
                         const char     **noun)
{
  if (figure >= state->n_figures || state->figures[figure].node != CARC_FIGURE_ELSEWHERE)
    return FALSE;
  FOR_EACH_EXPANSION (state, i, exp, data)
    if (exp->figure_place && exp->figure_place (state, data, figure, x, y, entry, noun))
      {
        *noun = _(*noun);
        return TRUE;
      }
  return FALSE;
}

static void
place_figure (CarcState     *state,
              CarcFigureKind kind,
              guint          feature)
{
  const CarcPlacedTile *tile = &state->tiles[state->current_tile];
  int f = find_available_figure (state, state->player, kind);
  guint node = tile->node0 + feature;
  CarcNode *root = &state->nodes[carc_state_find (state, node)];

  g_assert (f >= 0);
  state->figures[f].node = (guint16) node;
  state->figures[f].board_slot = (guint16) state->n_board_figures;
  state->board_figures[state->n_board_figures++] = (guint16) f;
  state->in_supply[state->player][kind]--;
  if (carc_figure_is_follower (kind))
    root->followers++;
  else
    root->specials++;

  FOR_EACH_EXPANSION (state, i, exp, data)
    if (exp->figure_placed)
      exp->figure_placed (state, data, (guint) f);
}

guint
carc_state_take_figure (CarcState     *state,
                        guint          player,
                        CarcFigureKind kind)
{
  int f;

  if (carc_state_figures_available (state, player, kind) == 0)
    return CARC_NONE;
  f = find_available_figure (state, player, kind);
  if (f < 0)
    return CARC_NONE;
  state->figures[f].node = CARC_FIGURE_ELSEWHERE;
  state->in_supply[player][kind]--;
  return (guint) f;
}

void
carc_state_return_figure (CarcState *state,
                          guint      figure,
                          guint      group)
{
  CarcFigure *f = &state->figures[figure];
  CarcFigureReturn *r;

  if (f->node == CARC_NONE)
    return;
  if (f->node != CARC_FIGURE_ELSEWHERE)
    {
      CarcNode *root = &state->nodes[carc_state_find (state, f->node)];
      guint last;

      if (carc_figure_is_follower (f->kind))
        root->followers--;
      else
        root->specials--;
      /* swap-remove from the figures on the board */
      last = state->board_figures[--state->n_board_figures];
      state->board_figures[f->board_slot] = (guint16) last;
      state->figures[last].board_slot = f->board_slot;
    }
  f->node = CARC_NONE;
  f->returned_turn = (guint16) state->placement_serial;
  state->in_supply[f->owner][f->kind]++;
  state->returned_now[f->owner][f->kind]++;

  GROW (state->returns, state->n_returns, state->cap_returns, 64);
  r = &state->returns[state->n_returns++];
  r->group = (guint16) group;
  r->event = (guint16) state->event_index;
  r->figure = (guint16) figure;
  r->owner = f->owner;
  r->kind = f->kind;
}

/* ---- turn flow ---------------------------------------------------------------- */

/* R-B-3 holds per placement: what came back before this placement's figure
 * step waits; a second tile of the same turn (R-TB-2) may use what the
 * first returned (seed 000). */
static void
start_placement (CarcState *state)
{
  state->placement_serial++;
  memset (state->returned_now, 0, sizeof state->returned_now);
}

/* Whether the tiles that end the game are used up: the whole supply, or
 * what the game's descriptor says (R-HG-6). */
static gboolean
supply_exhausted (const CarcState *state)
{
  FOR_EACH_EXPANSION (state, i, exp, data)
    if (exp->supply_exhausted)
      return exp->supply_exhausted (state, data);
  return carc_state_supply_count (state) == 0;
}

/* Whether any tile can be drawn at this point (a second tile of a turn may
 * come from a stack of its own, R-HG-4). The copies left of a type include
 * those hidden under hills (R-HS-2), which nobody draws: with none left
 * but those, nothing can be drawn, whatever the expansions allow. */
static gboolean
supply_drawable (const CarcState *state)
{
  if (carc_state_supply_count (state) == 0 || !state->has_tile_available_hook)
    return carc_state_supply_count (state) > 0;
  for (guint i = 0; i < state->n_supply_types; i++)
    if (state->remaining[state->supply_types[i]] > 0
        && carc_state_tile_drawable_now (state, state->supply_types[i], NULL))
      return TRUE;
  return FALSE;
}

static void
start_turn (CarcState *state)
{
  start_placement (state);
  state->phase = CARC_PHASE_TILE;
  state->pending = CARC_PENDING_NONE;
  state->current_tile = CARC_NONE;
  state->placements = 0;
  state->extra_turn = FALSE;
  state->step = 0;
  FOR_EACH_EXPANSION (state, i, exp, data)
    if (exp->turn_started)
      exp->turn_started (state, data);
}

static void
end_turn (CarcState *state)
{
  if ((state->setup->rules & CARC_RULE_AUTO_END) && supply_exhausted (state))
    {
      carc_scoring_final (state);
      return;
    }
  state->player = (state->player + 1) % state->n_players;
  state->turn++;
  start_turn (state);
}

static void
run_steps (CarcState *state)
{
  while (state->step < CARC_N_STEPS)
    {
      if (state->step == CARC_STEP_SCORE)
        carc_scoring_completed (state);
      else
        FOR_EACH_EXPANSION (state, i, exp, data)
          if (exp->turn_step && exp->turn_step (state, data, state->step))
            {
              state->phase = CARC_PHASE_DECISION;
              return;
            }
      state->step++;
    }

  /* R-TB-2: an expansion's second tile, same player and same turn */
  if (state->extra_turn && supply_drawable (state))
    {
      state->extra_turn = FALSE;
      state->phase = CARC_PHASE_TILE;
      state->current_tile = CARC_NONE;
      state->step = 0;
      start_placement (state);
      return;
    }
  end_turn (state);
}

void
carc_state_request (CarcState  *state,
                    CarcPending pending,
                    guint       player)
{
  /* a chain of decisions keeps the phase the first one interrupted */
  if (state->phase != CARC_PHASE_DECISION)
    state->decision_before_tile = state->phase == CARC_PHASE_TILE;
  state->pending = pending;
  state->pending_player = player;
  state->phase = CARC_PHASE_DECISION;
}

void
carc_state_resolve (CarcState *state)
{
  state->pending = CARC_PENDING_NONE;
}

void
carc_state_figure_step_done (CarcState *state)
{
  state->step = CARC_STEP_AFTER_FIGURE;
  run_steps (state);
}

void
carc_state_take_from_supply (CarcState *state,
                             guint      type)
{
  if (state->remaining[type] > 0)
    supply_take (state, type);
}

guint
carc_state_place_fixed (CarcState *state,
                        guint      type,
                        int        x,
                        int        y,
                        guint      rotation)
{
  return carc_board_add_tile (state, type, x, y, rotation);
}

void
carc_state_remove_figure (CarcState *state,
                          guint      figure,
                          guint      group)
{
  guint node = state->figures[figure].node;

  if (node == CARC_NONE)
    return;
  carc_state_return_figure (state, figure, group);
  FOR_EACH_EXPANSION (state, i, exp, data)
    if (exp->figure_removed)
      exp->figure_removed (state, data, figure, node);
}

/* ---- events -------------------------------------------------------------------- */

/* While an expansion's decision is owed, nothing else of the turn can
 * happen; the message says which decision, so that a record stopping there
 * (or a table entering moves out of order) learns what is missing. NULL when
 * no decision is owed. */
static const char *
owed_decision_message (const CarcState *state)
{
  if (state->phase != CARC_PHASE_DECISION)
    return NULL;
  {
    const CarcDecisionKindInfo *decision = carc_registry_decision (state->pending);
    return decision ? _(decision->owed) : NULL;
  }
}

/* Refuses an event that comes out of turn: the decision owed first says
 * why, else @message (reason @reason). */
static void
set_out_of_turn (const CarcState *state,
                 GError         **error,
                 CarcReason       reason,
                 const char      *message)
{
  const char *owed = owed_decision_message (state);

  g_set_error (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE, "%s", owed ? owed : message);
  if (owed != NULL)
    CARC_ERROR_DETAIL (error, .reason = CARC_REASON_DECISION_OWED, .number = (int) state->pending);
  else
    CARC_ERROR_DETAIL (error, .reason = reason);
}

/* The expansions' word before a drawn tile is placed or set aside. */
static gboolean
tile_entered (const CarcState *state,
              guint            type,
              GError         **error)
{
  FOR_EACH_EXPANSION (state, i, exp, data)
    if (exp->tile_entered && exp->tile_entered (state, data, type, error) == CARC_HOOK_DENY)
      return FALSE;
  return TRUE;
}

gboolean
carc_state_drawn_event (const CarcState *state,
                        guint            type,
                        CarcEvent       *event)
{
  if (type >= carc_catalogue_get_n_types (state->catalogue))
    return FALSE;
  FOR_EACH_EXPANSION (state, i, exp, data)
    if (exp->tile_drawn && exp->tile_drawn (state, data, type, NULL, event))
      return TRUE;
  return FALSE;
}

/* A tile an expansion acts on as soon as it is drawn (a thief, R-TT-4) is
 * placed or set aside only after that expansion's event. */
static gboolean
check_drawn_event (const CarcState *state,
                   guint            type,
                   GError         **error)
{
  CarcEvent first;

  if (!carc_state_drawn_event (state, type, &first))
    return TRUE;
  g_set_error (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE,
               /* Translators: "TT/L3 is entered with a “thief” event first,
                * before it is placed or set aside"; thief is a record name */
               _("%s is entered with a “%s” event first, before it is placed or set aside"),
               state->types[type]->id, carc_event_type_name (first.type));
  CARC_ERROR_DETAIL (error, .reason = CARC_REASON_EVENT_FIRST, .tile = type, .event_type = first.type);
  return FALSE;
}

gboolean
carc_state_tile_enterable (const CarcState *state,
                           guint            type,
                           GError         **error)
{
  return check_drawn_event (state, type, error) && tile_entered (state, type, error);
}

CarcEvent
carc_state_figure_option_event (const CarcState        *state,
                                const CarcFigureOption *option)
{
  const CarcPlacedTile *tile = &state->tiles[state->current_tile];
  const CarcFeatureDef *feature = &state->types[tile->type]->features[option->feature];

  return carc_event_figure (option->kind,
                            feature->kind == CARC_FEATURE_MONASTERY
                              ? CARC_LOC_INNER
                              : carc_loc_rotate (feature->locations, tile->rotation));
}

static gboolean
apply_tile (CarcState       *state,
            const CarcEvent *event,
            GError         **error)
{
  guint t;

  if (state->phase == CARC_PHASE_OVER)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE, "%s", _("the game is over"));
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_GAME_OVER);
      return FALSE;
    }
  if (state->phase != CARC_PHASE_TILE)
    {
      set_out_of_turn (state, error, CARC_REASON_TILE_ALREADY_PLACED,
                       _("a tile was already placed this turn; place a figure or pass first"));
      return FALSE;
    }
  if (event->tile >= carc_catalogue_get_n_types (state->catalogue))
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_UNKNOWN_TILE, _("unknown tile"));
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_INVALID);
      return FALSE;
    }
  /* a correction may place a tile the supply no longer has */
  if (!(event->flags & CARC_EVENT_FLAG_OVERRIDE)
      && (!carc_state_tile_in_supply (state, event->tile, error)
          || !check_drawn_event (state, event->tile, error)))
    return FALSE;
  if (!tile_entered (state, event->tile, error)
      || !carc_state_check_placement (state, event->tile, event->x, event->y, event->rotation, error))
    return FALSE;

  if (state->remaining[event->tile] > 0)
    supply_take (state, event->tile);
  t = carc_board_add_tile (state, event->tile, event->x, event->y, event->rotation);
  state->current_tile = t;
  state->placements++;
  state->phase = CARC_PHASE_FIGURE;
  state->step = 0;

  FOR_EACH_EXPANSION (state, i, exp, data)
    if (exp->tile_placed)
      exp->tile_placed (state, data, t);
  return TRUE;
}

static gboolean
apply_discard (CarcState       *state,
               const CarcEvent *event,
               GError         **error)
{
  if (state->phase != CARC_PHASE_TILE)
    {
      set_out_of_turn (state, error, state->phase == CARC_PHASE_OVER ? CARC_REASON_GAME_OVER
                                     : CARC_REASON_SET_ASIDE_TOO_LATE,
                       _("a tile can only be set aside before it is placed"));
      return FALSE;
    }
  /* only a tile that could be drawn now (the River's order, a game's
   * second stack, R-HG-4), and after the event its drawing calls for */
  if (!carc_state_tile_in_supply (state, event->tile, error)
      || !check_drawn_event (state, event->tile, error)
      || !tile_entered (state, event->tile, error))
    return FALSE;
  if (carc_state_has_placement (state, event->tile))
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_ILLEGAL_PLACEMENT,
                   _("%s fits somewhere, so it cannot be set aside (R-B-2)"),
                   state->types[event->tile]->id);
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_SET_ASIDE_FITS, .tile = event->tile);
      return FALSE;
    }
  supply_take (state, event->tile);
  FOR_EACH_EXPANSION (state, i, exp, data)
    if (exp->tile_discarded)
      exp->tile_discarded (state, data, event->tile);
  if ((state->setup->rules & CARC_RULE_AUTO_END) && supply_exhausted (state)
      && state->placements == 0)
    carc_scoring_final (state);
  else if (state->placements > 0 && !supply_drawable (state))
    end_turn (state);
  return TRUE;
}

static gboolean
apply_figure (CarcState       *state,
              const CarcEvent *event,
              GError         **error)
{
  const CarcPlacedTile *tile;
  const CarcTileType *type;
  guint feature;

  if (state->phase != CARC_PHASE_FIGURE)
    {
      set_out_of_turn (state, error, state->phase == CARC_PHASE_OVER ? CARC_REASON_GAME_OVER
                                     : CARC_REASON_NO_TILE_FOR_FIGURE,
                       _("a figure goes on the tile just placed, and no tile waits for one"));
      return FALSE;
    }
  tile = &state->tiles[state->current_tile];
  type = carc_state_tile_type (state, tile);
  feature = carc_tile_type_find_feature (type, tile->rotation, event->location);
  /* a place named by the game's own numbering (a record's "zone") */
  if (event->location == 0 && event->value > 0)
    FOR_EACH_EXPANSION (state, i, exp, data)
      if (exp->feature_by_number)
        feature = exp->feature_by_number (type, (guint) event->value - 1);
  /* named both ways (a record's "zone" and "at"): one feature, or refused */
  if (event->location != 0 && event->value > 0)
    {
      guint numbered = CARC_NO_FEATURE;

      FOR_EACH_EXPANSION (state, i, exp, data)
        if (exp->feature_by_number)
          numbered = exp->feature_by_number (type, (guint) event->value - 1);
      if (numbered != feature)
        {
          g_autofree char *where = carc_loc_describe (event->location);
          g_set_error (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                       /* Translators: "56 at (1,0): zone 8 and the place named by
                        * “at” (north edge) are different features"; zone and at are
                        * record members and stay as they are */
                       _("%s at (%d,%d): zone %d and the place named by “at” (%s) are different features"),
                       type->id, tile->x, tile->y, event->value - 1, where);
          /* a record's mistake: the screens name a place one way */
          CARC_ERROR_DETAIL (error, .reason = CARC_REASON_INVALID);
          return FALSE;
        }
    }
  if (feature == CARC_NO_FEATURE && (event->location & CARC_LOC_EDGES)
      && (event->location & ~CARC_LOC_EDGES) == 0)
    {
      /* a whole edge never names a field (two fields may meet there): say
       * which half-edges do, for the first field edge named */
      CarcEdgeCode code = carc_tile_type_edge_code (type, tile->rotation);
      for (guint edge = 0; edge < 4; edge++)
        if ((event->location & CARC_LOC_EDGE (edge))
            && carc_edge_code_get (code, edge) == CARC_EDGE_KIND_FIELD)
          {
            g_set_error (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                         /* Translators: "BA/C at (1,0) has a field on its north edge;
                          * fields are named by half-edges: NL or NR"; NL and NR are
                          * location codes and stay as they are */
                         _("%s at (%d,%d) has a field on its %s; fields are named by half-edges: %s or %s"),
                         type->id, tile->x, tile->y, carc_edge_noun (edge),
                         carc_half_edge_name (2 * edge), carc_half_edge_name (2 * edge + 1));
            CARC_ERROR_DETAIL (error, .reason = CARC_REASON_INVALID);
            return FALSE;
          }
    }
  if (feature == CARC_NO_FEATURE && event->location == 0 && event->value > 0)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                   /* Translators: "56 at (1,0) has no zone 9"; a zone is a place of a
                    * Hunters & Gatherers tile, numbered as in the public tile list */
                   _("%s at (%d,%d) has no zone %d"), type->id, tile->x, tile->y, event->value - 1);
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_INVALID);
      return FALSE;
    }
  if (feature == CARC_NO_FEATURE)
    {
      g_autofree char *where = carc_loc_describe (event->location);
      g_set_error (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                   /* Translators: "BA/C at (1,0) has no single feature at this place:
                    * north edge, middle of the tile"; the place is a list of nouns
                    * standing alone */
                   _("%s at (%d,%d) has no single feature at this place: %s"), type->id, tile->x, tile->y, where);
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_INVALID);
      return FALSE;
    }
  if (!carc_state_check_figure (state, event->figure, feature, error))
    return FALSE;
  place_figure (state, event->figure, feature);
  state->step = CARC_STEP_AFTER_FIGURE;
  run_steps (state);
  return TRUE;
}

gboolean
carc_state_apply (CarcState       *state,
                  const CarcEvent *event,
                  guint            event_index,
                  GError         **error)
{
  state->event_index = event_index;

  switch (event->type)
    {
    case CARC_EVENT_TILE:
      return apply_tile (state, event, error);

    case CARC_EVENT_DISCARD:
      return apply_discard (state, event, error);

    case CARC_EVENT_FIGURE:
      return apply_figure (state, event, error);

    case CARC_EVENT_PASS:
      if (state->phase != CARC_PHASE_FIGURE)
        {
          set_out_of_turn (state, error, state->phase == CARC_PHASE_OVER ? CARC_REASON_GAME_OVER
                                         : CARC_REASON_NOTHING_TO_PASS,
                           _("nothing to pass: no tile waits for a figure"));
          return FALSE;
        }
      state->step = CARC_STEP_AFTER_FIGURE;
      run_steps (state);
      return TRUE;

    case CARC_EVENT_END:
      if (state->phase == CARC_PHASE_OVER)
        {
          g_set_error (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE, _("the game is already over"));
          CARC_ERROR_DETAIL (error, .reason = CARC_REASON_GAME_OVER);
          return FALSE;
        }
      if (state->phase != CARC_PHASE_TILE)
        {
          set_out_of_turn (state, error, CARC_REASON_END_BETWEEN_TURNS,
                           _("the game can end only between turns; finish this turn first"));
          return FALSE;
        }
      carc_scoring_final (state);
      return TRUE;

    default:
      {
        gboolean was_pending = state->phase == CARC_PHASE_DECISION;

        if (state->phase == CARC_PHASE_OVER)
          {
            g_set_error (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE, _("the game is over"));
            CARC_ERROR_DETAIL (error, .reason = CARC_REASON_GAME_OVER);
            return FALSE;
          }
        FOR_EACH_EXPANSION (state, i, exp, data)
          if (exp->apply_event)
            {
              CarcHookResult r = exp->apply_event (state, data, event, error);
              if (r == CARC_HOOK_DENY)
                return FALSE;
              if (r == CARC_HOOK_ALLOW)
                {
                  /* a decision owed before the tile (R-TT-4's growth)
                   * has put the phase back itself */
                  if (was_pending && state->pending == CARC_PENDING_NONE
                      && state->phase == CARC_PHASE_DECISION)
                    {
                      if (state->decision_before_tile)
                        state->phase = CARC_PHASE_TILE;   /* the tile is still to come */
                      else
                        {
                          state->phase = CARC_PHASE_FIGURE;   /* back in the turn's steps */
                          run_steps (state);
                        }
                    }
                  return TRUE;
                }
            }
        g_set_error (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE,
                     _("a “%s” event does not fit here"), carc_event_type_name (event->type));
        CARC_ERROR_DETAIL (error, .reason = CARC_REASON_EVENT_OUT_OF_PLACE, .event_type = event->type);
        return FALSE;
      }
    }
}

/* ---- construction ---------------------------------------------------------------- */

gpointer
carc_state_expansion_data (const CarcState     *state,
                           const CarcExpansion *expansion)
{
  for (guint i = 0; i < state->n_expansions; i++)
    if (state->expansions[i] == expansion)
      return state->expansion_data[i];
  return NULL;
}

static int
choose_start_tile (CarcCatalogue   *catalogue,
                   const CarcSetup *setup)
{
  int river = carc_catalogue_lookup_set (catalogue, "river");
  int fallback = -1;

  for (guint i = 0; i < setup->sets->len; i++)
    {
      guint set_index = g_array_index (setup->sets, guint, i);
      const CarcTileSet *set = carc_catalogue_get_set (catalogue, set_index);
      if (set->start_tile < 0)
        continue;
      if (setup->rules & CARC_RULE_RIVER)
        {
          if ((int) set_index == river)
            return set->start_tile;
        }
      else if ((int) set_index != river && fallback < 0)
        fallback = set->start_tile;
    }
  return fallback;
}

CarcState *
carc_state_new (CarcCatalogue   *catalogue,
                const CarcSetup *setup,
                GError         **error)
{
  CarcState *state;
  const CarcExpansion * const *all;
  guint n_all, n_types = carc_catalogue_get_n_types (catalogue);
  const CarcExpansion *own_start = NULL;
  int start;

  carc_registry_init ();
  if (!carc_setup_validate (setup, catalogue, error))
    return NULL;
  all = carc_expansions_all (&n_all);
  for (guint i = 0; i < n_all && own_start == NULL; i++)
    if (all[i]->place_start && all[i]->enabled && all[i]->enabled (setup))
      own_start = all[i];
  start = choose_start_tile (catalogue, setup);
  if (start < 0 && own_start == NULL)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP,
                   _("none of the selected sets has a start tile (choose the base game or the River)"));
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_NO_START_TILE);
      return NULL;
    }

  state = g_new0 (CarcState, 1);
  state->catalogue = carc_catalogue_ref (catalogue);
  state->types = carc_catalogue_peek_types (catalogue);
  state->setup = setup;
  state->n_players = setup->n_players;
  state->current_tile = CARC_NONE;

  state->remaining = g_new0 (guint16, n_types);
  /* the setup's sets, and the box's own tiles (carc_catalogue_derive()) */
  for (guint i = 0; i <= setup->sets->len; i++)
    {
      int custom = carc_catalogue_get_custom_set (catalogue);
      const CarcTileSet *set;
      if (i == setup->sets->len && custom < 0)
        break;
      set = carc_catalogue_get_set (catalogue, i < setup->sets->len ? g_array_index (setup->sets, guint, i)
                                                                     : (guint) custom);
      for (guint k = 0; k < set->tiles->len; k++)
        {
          guint type = g_array_index (set->tiles, guint, k);
          state->remaining[type] = (guint16) carc_setup_tile_count (setup, catalogue, type);
          state->supply_left += state->remaining[type];
          state->stack_left[state->types[type]->stack] += state->remaining[type];
          if (state->remaining[type] > 0)
            {
              if (state->supply_types == NULL)
                state->supply_types = g_new (guint16, n_types);
              state->supply_types[state->n_supply_types++] = (guint16) type;
            }
        }
    }
  /* R-R-1: with the River the spring starts and the base game's start tile
   * (the one with the dark back) is not used (seed 000: "Startovní kartička
   * ze základní hry se nepoužije") */
  if ((setup->rules & CARC_RULE_RIVER) && !(setup->rules & CARC_RULE_KEEP_BASE_START))
    {
      int base = carc_catalogue_lookup_set (catalogue, "base");
      if (base >= 0 && carc_setup_has_set (setup, catalogue, "base"))
        {
          int base_start = carc_catalogue_get_set (catalogue, (guint) base)->start_tile;
          if (base_start >= 0 && state->remaining[base_start] > 0)
            supply_take (state, (guint) base_start);
        }
    }

  if (own_start == NULL && state->remaining[start] == 0)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP,
                   _("the box inventory has no copy of the start tile %s"),
                   carc_catalogue_get_type (catalogue, (guint) start)->id);
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_START_TILE_MISSING, .tile = (guint) start);
      carc_state_free (state);
      return NULL;
    }

  for (guint p = 0; p < setup->n_players; p++)
    for (guint k = 0; k < CARC_N_FIGURE_KINDS; k++)
      state->n_figures += setup->figures[k];
  state->figures = g_new0 (CarcFigure, MAX (state->n_figures, 1));
  state->board_figures = g_new0 (guint16, MAX (state->n_figures, 1));
  state->n_figures = 0;
  for (guint p = 0; p < setup->n_players; p++)
    for (guint k = 0; k < CARC_N_FIGURE_KINDS; k++)
      for (guint i = 0; i < setup->figures[k]; i++)
        {
          CarcFigure *f = &state->figures[state->n_figures++];
          f->owner = (guint8) p;
          f->kind = (guint8) k;
          f->node = CARC_NONE;
          f->returned_turn = CARC_NONE;
          state->in_supply[p][k]++;
        }

  state->grid_x0 = -CARC_GRID_MARGIN;
  state->grid_y0 = -CARC_GRID_MARGIN;
  state->grid_w = 2 * CARC_GRID_MARGIN + 1;
  state->grid_h = 2 * CARC_GRID_MARGIN + 1;
  state->grid = g_new0 (gint16, (gsize) state->grid_w * state->grid_h);

  for (guint i = 0; i < n_all; i++)
    if (all[i]->enabled && all[i]->enabled (setup))
      {
        g_assert (state->n_expansions < G_N_ELEMENTS (state->expansions));
        state->expansions[state->n_expansions] = all[i];
        state->expansion_data[state->n_expansions] = g_malloc0 (MAX (all[i]->data_size, 1));
        if (all[i]->tile_available != NULL)
          {
            state->has_tile_available_hook = TRUE;
            state->tile_available_hooks[state->n_tile_available_hooks++] = (guint8) state->n_expansions;
          }
        state->n_expansions++;
      }

  /* R-B-1: the start tile lies at (0,0), taken from the supply, unless an
   * expansion lays a start of its own */
  state->turn = 0;
  if (own_start != NULL)
    {
      FOR_EACH_EXPANSION (state, i, exp, data)
        if (exp == own_start)
          exp->place_start (state, data);
    }
  else
    {
      supply_take (state, (guint) start);
      carc_board_add_tile (state, (guint) start, 0, 0, 0);
    }

  FOR_EACH_EXPANSION (state, i, exp, data)
    if (exp->init)
      exp->init (state, data);

  state->turn = 1;
  state->player = setup->first_player;
  start_turn (state);
  return state;
}

CarcState *
carc_state_copy (const CarcState *state)
{
  CarcState *copy = g_new (CarcState, 1);
  guint n_types = carc_catalogue_get_n_types (state->catalogue);

  *copy = *state;
  carc_catalogue_ref (copy->catalogue);
  copy->tiles = g_memdup2 (state->tiles, sizeof (CarcPlacedTile) * MAX (state->cap_tiles, 1));
  copy->nodes = g_memdup2 (state->nodes, sizeof (CarcNode) * MAX (state->cap_nodes, 1));
  copy->figures = g_memdup2 (state->figures, sizeof (CarcFigure) * MAX (state->n_figures, 1));
  copy->board_figures = g_memdup2 (state->board_figures, sizeof (guint16) * MAX (state->n_figures, 1));
  copy->spots = g_memdup2 (state->spots, sizeof (CarcSpot) * MAX (state->cap_spots, 1));
  copy->spot_need = g_memdup2 (state->spot_need, (state->cap_spots + 16) * sizeof *state->spot_need);
  copy->spot_mask = g_memdup2 (state->spot_mask, (state->cap_spots + 16) * sizeof *state->spot_mask);
  copy->scorings = g_memdup2 (state->scorings, sizeof (CarcScoring) * MAX (state->cap_scorings, 1));
  copy->returns = g_memdup2 (state->returns, sizeof (CarcFigureReturn) * MAX (state->cap_returns, 1));
  copy->supply_types = g_memdup2 (state->supply_types, sizeof (guint16) * MAX (state->n_supply_types, 1));
  copy->remaining = g_memdup2 (state->remaining, sizeof (guint16) * MAX (n_types, 1));
  copy->grid = g_memdup2 (state->grid, sizeof (gint16) * state->grid_w * state->grid_h);
  copy->tile_stamp = g_memdup2 (state->tile_stamp, sizeof (guint32) * MAX (state->cap_tiles, 1));
  copy->node_stamp = g_memdup2 (state->node_stamp, sizeof (guint32) * MAX (state->cap_nodes, 1));
  for (guint i = 0; i < state->n_expansions; i++)
    copy->expansion_data[i] = g_memdup2 (state->expansion_data[i],
                                         MAX (state->expansions[i]->data_size, 1));
  return copy;
}

void
carc_state_free (CarcState *state)
{
  if (state == NULL)
    return;
  for (guint i = 0; i < state->n_expansions; i++)
    g_free (state->expansion_data[i]);
  g_free (state->tiles);
  g_free (state->nodes);
  g_free (state->figures);
  g_free (state->board_figures);
  g_free (state->spots);
  g_free (state->spot_need);
  g_free (state->spot_mask);
  g_free (state->scorings);
  g_free (state->returns);
  g_free (state->remaining);
  g_free (state->supply_types);
  g_free (state->grid);
  g_free (state->tile_stamp);
  g_free (state->node_stamp);
  carc_catalogue_unref (state->catalogue);
  g_free (state);
}

gsize
carc_state_memory_size (const CarcState *state)
{
  gsize n = sizeof *state;

  n += sizeof (CarcPlacedTile) * state->cap_tiles + sizeof (guint32) * state->cap_tiles;
  n += sizeof (CarcNode) * state->cap_nodes + sizeof (guint32) * state->cap_nodes;
  n += (sizeof (CarcFigure) + sizeof (guint16)) * state->n_figures;
  n += (sizeof (CarcSpot) + 2) * state->cap_spots + 32;
  n += sizeof (CarcScoring) * state->cap_scorings;
  n += sizeof (CarcFigureReturn) * state->cap_returns;
  n += sizeof (guint16) * (carc_catalogue_get_n_types (state->catalogue) + state->n_supply_types);
  n += sizeof (gint16) * (gsize) state->grid_w * state->grid_h;
  for (guint i = 0; i < state->n_expansions; i++)
    n += state->expansions[i]->data_size;
  return n;
}

/* ---- accessors ------------------------------------------------------------------ */

void
carc_state_set_setup (CarcState       *state,
                      const CarcSetup *setup)
{
  g_return_if_fail (setup != NULL && setup->n_players == state->n_players);
  state->setup = setup;
}

guint
(carc_state_find) (const CarcState *state,
                   guint            node)
{
  return carc_state_find_inline (state, node);
}

guint
(carc_state_supply_count) (const CarcState *state)
{
  return carc_state_supply_count_inline (state);
}

#define GETTER(type, field) \
  type carc_state_get_##field (const CarcState *state) { return state->field; }

GETTER (CarcCatalogue *, catalogue)
GETTER (CarcTileType * const *, types)
GETTER (const CarcSetup *, setup)
GETTER (guint, n_players)
GETTER (const CarcPlacedTile *, tiles)
GETTER (guint, n_tiles)
GETTER (const CarcNode *, nodes)
GETTER (guint, n_nodes)
GETTER (const CarcFigure *, figures)
GETTER (guint, n_figures)
GETTER (const guint16 *, board_figures)
GETTER (guint, n_board_figures)
GETTER (const CarcSpot *, spots)
GETTER (guint, n_spots)
GETTER (const CarcScoring *, scorings)
GETTER (guint, n_scorings)
GETTER (const CarcFigureReturn *, returns)
GETTER (guint, n_returns)
GETTER (guint, n_groups)
GETTER (const guint16 *, remaining)
GETTER (guint, supply_left)
GETTER (guint, supply_hidden)
GETTER (const guint *, stack_left)
GETTER (const guint16 *, supply_types)
GETTER (guint, n_supply_types)
GETTER (guint, turn)
GETTER (guint, player)
GETTER (CarcPhase, phase)
GETTER (CarcPending, pending)
GETTER (guint, pending_player)
GETTER (guint, current_tile)
GETTER (guint, placements)
GETTER (gboolean, extra_turn)

const CarcPlayer *
carc_state_get_players (const CarcState *state)
{
  return state->players;
}
