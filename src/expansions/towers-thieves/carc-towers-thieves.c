/* carc-towers-thieves.c: Towers & Thieves, 2024 rules (R-TT-1 … R-TT-5)
 *
 * Towers are the expansion's own: where they stand, how high, who guards
 * them. A guard is a follower taken from its owner's supply to a place that
 * is no feature (carc_state_take_figure), so no feature counts it. The five
 * tower tiles stay in the supply but apart from the land tiles
 * (state->supply_apart): only a theft lets them be drawn. A thief is one
 * event, the tower chosen when pieces run short one event each, a guard one
 * event: undo, corrections and replays need nothing more than the log.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "carc-towers-thieves.h"

#include <string.h>

#include "carc-expansion.h"
#include "carc-record-members.h"
#include "carc-state-private.h"

/* What the thief of this turn has done so far (R-TT-4). */
typedef enum {
  THIEF_IDLE = 0,
  THIEF_GROWING,      /* pieces ran short: the player chooses (CARC_PENDING_GROW) */
  THIEF_PLACE,        /* the guards have scored: the thief tile is placed now */
  THIEF_TOWER_OWED,   /* the tile was stolen: a tower tile is drawn instead */
} ThiefStep;

#define MAX_TOWER_TYPES 16

typedef struct {
  gint16  x, y;
  guint8  height;
  guint16 guard;                       /* figure index, CARC_NONE */
  guint16 guard_entry;                 /* the log index of its guard's event */
} Tower;

typedef struct {
  guint8  n_towers;
  Tower   towers[CARC_MAX_TOWERS];
  guint8  pieces_left;
  guint16 stolen_type;                 /* the tile beside the score track, CARC_NONE */
  gint16  stolen_value;
  guint16 thief_type;                  /* this turn's thief tile, CARC_NONE */
  gint16  thief_value;
  guint8  step;                        /* ThiefStep */
  guint8  grow_left;                   /* pieces still to place in the choice */
  guint32 grow_choices;                /* towers that may still get one */
  guint8  n_tower_types;               /* tile types of the tower stack */
  guint16 tower_types[MAX_TOWER_TYPES];
} TtData;

static TtData *
tt_data (const CarcState *state)
{
  return carc_state_expansion_data (state, &carc_towers_thieves);
}

static gboolean
tt_enabled (const CarcSetup *setup)
{
  return (setup->rules & CARC_RULE_TOWERS) != 0;
}

static guint
tower_tiles_left (const CarcState *state,
                  const TtData    *tt)
{
  guint n = 0;
  for (guint i = 0; i < tt->n_tower_types; i++)
    n += state->remaining[tt->tower_types[i]];
  return n;
}

/* R-TT-1: the tower stack is not part of the land tiles' supply. */
static void
update_apart (CarcState *state,
              TtData    *tt)
{
  state->supply_apart = tower_tiles_left (state, tt);
}

static void
tt_init (CarcState *state,
         gpointer   data)
{
  TtData *tt = data;

  tt->pieces_left = CARC_TOWER_PIECES;
  tt->stolen_type = CARC_NONE;
  tt->thief_type = CARC_NONE;
  for (guint i = 0; i < state->n_supply_types; i++)
    {
      guint type = state->supply_types[i];
      const CarcTileType *t = state->types[type];

      /* seed 003: the tower-site River tile joins the River tiles; without
       * the River it stays in the box */
      if (t->stack != CARC_STACK_NORMAL && (t->flags & CARC_TILE_FLAG_TOWER_SITE)
          && !(state->setup->rules & CARC_RULE_RIVER))
        while (state->remaining[type] > 0)
          carc_state_take_from_supply (state, type);
      if ((t->flags & CARC_TILE_FLAG_TOWER_TILE) && tt->n_tower_types < MAX_TOWER_TYPES)
        tt->tower_types[tt->n_tower_types++] = (guint16) type;
    }
  update_apart (state, tt);
}

/* ---- queries ----------------------------------------------------------------- */

gboolean
carc_towers_tile_has_site (const CarcTileType *type)
{
  return (type->flags & CARC_TILE_FLAG_TOWER_SITE) != 0;
}

gboolean
carc_towers_tile_is_tower_tile (const CarcTileType *type)
{
  return (type->flags & CARC_TILE_FLAG_TOWER_TILE) != 0;
}

CarcThiefSymbol
carc_towers_tile_thief (const CarcTileType *type,
                        int                *value,
                        gboolean           *uncertain)
{
  if (value)
    *value = type->thief_value > 0 ? type->thief_value : -1;
  /* whether it shows one is uncertain only while no value is known: a
   * value the box fixes (its "thief", which settles the data's note on it)
   * says that it does */
  if (uncertain)
    *uncertain = carc_tile_type_uncertain_note (type, "thief") != NULL
                 || (type->thief_value <= 0 && carc_tile_type_uncertain_note (type, "thief_symbol") != NULL);
  if (type->flags & CARC_TILE_FLAG_THIEF)
    return CARC_THIEF_YES;
  if (type->flags & CARC_TILE_FLAG_THIEF_MAYBE)
    return CARC_THIEF_MAYBE;
  /* a value in the catalogue is a thief too */
  return type->thief_value > 0 ? CARC_THIEF_YES : CARC_THIEF_NONE;
}

CarcEvent
carc_towers_thief_event (guint type,
                         int   value)
{
  CarcEvent event = carc_event_simple (CARC_EVENT_THIEF, value < 0 ? -1 : value);
  event.tile = (guint16) type;
  return event;
}

CarcEvent
carc_towers_guard_event (const CarcState *state,
                         CarcFigureKind   kind,
                         guint            tower)
{
  TtData *tt = tt_data (state);
  CarcEvent event = carc_event_simple (CARC_EVENT_GUARD, 0);

  event.figure = (guint8) kind;
  if (tt && tower < tt->n_towers)
    {
      event.x = tt->towers[tower].x;
      event.y = tt->towers[tower].y;
    }
  return event;
}

CarcEvent
carc_towers_grow_event (const CarcState *state,
                        guint            tower)
{
  TtData *tt = tt_data (state);
  CarcEvent event = carc_event_simple (CARC_EVENT_GROW, 0);

  if (tt && tower < tt->n_towers)
    {
      event.x = tt->towers[tower].x;
      event.y = tt->towers[tower].y;
    }
  return event;
}

guint
carc_towers_get (const CarcState *state,
                 CarcTower       *out,
                 guint            max)
{
  TtData *tt = tt_data (state);

  if (tt == NULL)
    return 0;
  for (guint i = 0; i < tt->n_towers && i < max; i++)
    {
      const Tower *t = &tt->towers[i];
      out[i].x = t->x;
      out[i].y = t->y;
      out[i].height = t->height;
      out[i].guard_figure = t->guard;
      out[i].guard_owner = t->guard != CARC_NONE ? (gint8) state->figures[t->guard].owner : -1;
      out[i].guard_kind = t->guard != CARC_NONE ? state->figures[t->guard].kind : 0;
    }
  return tt->n_towers;
}

int
carc_towers_at (const CarcState *state,
                int              x,
                int              y)
{
  TtData *tt = tt_data (state);

  for (guint i = 0; tt && i < tt->n_towers; i++)
    if (tt->towers[i].x == x && tt->towers[i].y == y)
      return (int) i;
  return -1;
}

guint
carc_towers_pieces_left (const CarcState *state)
{
  TtData *tt = tt_data (state);
  return tt ? tt->pieces_left : 0;
}

guint
carc_towers_tower_tiles_left (const CarcState *state)
{
  TtData *tt = tt_data (state);
  return tt ? tower_tiles_left (state, tt) : 0;
}

static gboolean
in_sight (const Tower *t,
          int          x,
          int          y)
{
  /* R-TT-3: straight orthogonal lines only, gaps count as tiles */
  if (t->x == x)
    return ABS (t->y - y) <= t->height;
  if (t->y == y)
    return ABS (t->x - x) <= t->height;
  return FALSE;
}

gboolean
carc_towers_in_sight (const CarcState *state,
                      guint            tower,
                      int              x,
                      int              y)
{
  TtData *tt = tt_data (state);
  return tt && tower < tt->n_towers && in_sight (&tt->towers[tower], x, y);
}

static gboolean
check_guard (const CarcState *state,
             const TtData    *tt,
             CarcFigureKind   kind,
             guint            tower,
             GError         **error)
{
  const CarcPlacedTile *tile;
  const Tower *t;

  if (state->phase != CARC_PHASE_FIGURE || state->current_tile == CARC_NONE)
    {
      CARC_SET_ERROR (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE,
                      _("a guard goes on a tower instead of a figure on the tile just placed, and no tile waits for one (R-TT-3)"));
      CARC_ERROR_DETAIL (error, .owner = CARC_TT_ERRORS, .reason = CARC_TT_REASON_GUARD_NO_TILE);
      return FALSE;
    }
  if (tower >= tt->n_towers)
    {
      CARC_SET_ERROR_LITERAL (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                              _("no tower stands there (R-TT-3)"));
      CARC_ERROR_DETAIL (error, .owner = CARC_TT_ERRORS, .reason = CARC_TT_REASON_NO_TOWER);
      return FALSE;
    }
  if (kind >= CARC_N_FIGURE_KINDS || !carc_figure_is_follower (kind))
    {
      CARC_SET_ERROR_LITERAL (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                              _("only a follower stands guard on a tower (R-TT-3)"));
      CARC_ERROR_DETAIL (error, .owner = CARC_TT_ERRORS, .reason = CARC_TT_REASON_GUARD_FOLLOWER_ONLY);
      return FALSE;
    }
  if (state->setup->figures[kind] == 0)
    {
      CARC_SET_ERROR_LITERAL (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                              _(carc_registry_figure (kind)->missing));
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_FIGURE_NOT_IN_GAME, .figure = kind);
      return FALSE;
    }
  if (carc_state_figures_available (state, state->player, kind) == 0)
    {
      CARC_SET_ERROR (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                      /* Translators: "Anna: none at hand for a guard: follower";
                       * the figure is a noun standing alone */
                      _("%s: none at hand for a guard: %s"),
                      state->setup->players[state->player].name, carc_figure_kind_noun (kind));
      CARC_ERROR_DETAIL (error, .owner = CARC_TT_ERRORS, .reason = CARC_TT_REASON_NO_GUARD_AT_HAND, .player = state->player, .figure = kind);
      return FALSE;
    }
  tile = &state->tiles[state->current_tile];
  t = &tt->towers[tower];
  if (!in_sight (t, tile->x, tile->y))
    {
      CARC_SET_ERROR (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                      _("the tower at (%d,%d), %u high, is not in sight of the tile at (%d,%d): "
                        "it sees as far as its height in a straight line, never diagonally (R-TT-3)"),
                      t->x, t->y, t->height, tile->x, tile->y);
      CARC_ERROR_DETAIL (error, .owner = CARC_TT_ERRORS, .reason = CARC_TT_REASON_OUT_OF_SIGHT, .x = t->x, .y = t->y, .number = t->height, .other_x = tile->x, .other_y = tile->y);
      return FALSE;
    }
  return TRUE;
}

gboolean
carc_towers_check_guard (const CarcState *state,
                         CarcFigureKind   kind,
                         guint            tower,
                         GError         **error)
{
  TtData *tt = tt_data (state);

  if (tt == NULL)
    {
      g_set_error_literal (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                           _("this game is played without Towers & Thieves"));
      CARC_ERROR_DETAIL (error, .owner = CARC_TT_ERRORS, .reason = CARC_TT_REASON_NOT_IN_GAME);
      return FALSE;
    }
  return check_guard (state, tt, kind, tower, error);
}

guint32
carc_towers_guard_spots_for (const CarcState *state,
                             CarcFigureKind   kind)
{
  TtData *tt = tt_data (state);
  const CarcPlacedTile *tile;
  guint32 spots = 0;

  if (tt == NULL || state->phase != CARC_PHASE_FIGURE || state->current_tile == CARC_NONE
      || kind >= CARC_N_FIGURE_KINDS || !carc_figure_is_follower (kind)
      || state->setup->figures[kind] == 0 || carc_state_figures_available (state, state->player, kind) == 0)
    return 0;
  tile = &state->tiles[state->current_tile];
  for (guint i = 0; i < tt->n_towers; i++)
    if (in_sight (&tt->towers[i], tile->x, tile->y))
      spots |= 1u << i;
  return spots;
}

guint32
carc_towers_guard_spots (const CarcState *state)
{
  guint32 spots = 0;

  for (guint k = 0; k < CARC_N_FIGURE_KINDS; k++)
    spots |= carc_towers_guard_spots_for (state, k);
  return spots;
}

CarcThiefSymbol
carc_towers_thief_symbol (const CarcState *state,
                          guint            type,
                          int             *value)
{
  if (value)
    *value = -1;
  if (tt_data (state) == NULL || type >= carc_catalogue_get_n_types (state->catalogue))
    return CARC_THIEF_NONE;
  return carc_towers_tile_thief (state->types[type], value, NULL);
}

/* Whether a thief may be entered now: in the tile step, before this turn's
 * tile, unless the stolen tile's replacement is itself a land tile. */
static gboolean
thief_allowed_now (const CarcState *state,
                   const TtData    *tt)
{
  if (state->phase != CARC_PHASE_TILE)
    return FALSE;
  return tt->step == THIEF_IDLE
         || (tt->step == THIEF_TOWER_OWED && tower_tiles_left (state, tt) == 0);
}

static guint32
grow_candidates (const TtData *tt)
{
  guint32 mask = 0;
  for (guint i = 0; i < tt->n_towers; i++)
    if (tt->towers[i].guard == CARC_NONE && tt->towers[i].height < CARC_TOWER_MAX_HEIGHT)
      mask |= 1u << i;
  return mask;
}

static gboolean
any_guard (const TtData *tt)
{
  for (guint i = 0; i < tt->n_towers; i++)
    if (tt->towers[i].guard != CARC_NONE)
      return TRUE;
  return FALSE;
}

gboolean
carc_towers_thief_preview (const CarcState  *state,
                           int               value,
                           CarcThiefPreview *out)
{
  TtData *tt = tt_data (state);
  guint n_candidates;

  memset (out, 0, sizeof *out);
  out->stolen_returned = -1;
  if (tt == NULL || !thief_allowed_now (state, tt))
    return FALSE;
  out->candidates = grow_candidates (tt);
  n_candidates = (guint) __builtin_popcount (out->candidates);
  out->pieces = MIN (n_candidates, tt->pieces_left);
  out->choice_owed = n_candidates > tt->pieces_left && tt->pieces_left > 0;
  out->grow = n_candidates <= tt->pieces_left ? out->candidates : 0;
  out->stolen = !any_guard (tt);
  if (out->stolen)
    {
      out->stolen_returned = tt->stolen_type != CARC_NONE ? tt->stolen_type : -1;
      return TRUE;
    }
  out->per_guard = MAX (value, 0) + (tt->stolen_type != CARC_NONE ? tt->stolen_value : 0);
  out->stolen_returned = tt->stolen_type != CARC_NONE ? tt->stolen_type : -1;
  for (guint i = 0; i < tt->n_towers; i++)
    if (tt->towers[i].guard != CARC_NONE)
      {
        guint owner = state->figures[tt->towers[i].guard].owner;
        out->guards[owner]++;
        out->points[owner] += out->per_guard;
      }
  return TRUE;
}

int
carc_towers_stolen_tile (const CarcState *state,
                         int             *value)
{
  TtData *tt = tt_data (state);

  if (value)
    *value = 0;
  if (tt == NULL || tt->stolen_type == CARC_NONE)
    return -1;
  if (value)
    *value = tt->stolen_value;
  return tt->stolen_type;
}

guint
carc_towers_thief_to_place (const CarcState *state)
{
  TtData *tt = tt_data (state);
  return tt && tt->step == THIEF_PLACE ? tt->thief_type : CARC_NONE;
}

gboolean
carc_towers_tower_tile_owed (const CarcState *state)
{
  TtData *tt = tt_data (state);
  return tt && tt->step == THIEF_TOWER_OWED;
}

guint32
carc_towers_grow_choices (const CarcState *state,
                          guint           *pieces)
{
  TtData *tt = tt_data (state);

  if (pieces)
    *pieces = 0;
  if (tt == NULL || state->phase != CARC_PHASE_DECISION || state->pending != CARC_PENDING_GROW)
    return 0;
  if (pieces)
    *pieces = tt->grow_left;
  return tt->grow_choices;
}

/* ---- tiles (R-TT-1, R-TT-2) ------------------------------------------------------ */

static CarcHookResult
tt_tile_available (const CarcState *state,
                   gconstpointer    data,
                   guint            type,
                   GError         **error)
{
  const TtData *tt = data;
  const CarcTileType *t = state->types[type];

  if (tt->step == THIEF_TOWER_OWED)
    {
      if (tower_tiles_left (state, tt) == 0 && carc_state_supply_count (state) == 0)
        {
          /* what is left lies hidden (R-HS-2): nothing to draw instead */
          CARC_SET_ERROR_LITERAL (error, CARC_ERROR, CARC_ERROR_OUT_OF_SUPPLY,
                                  _("the thief stole the last tile: nothing is left to draw (R-TT-4)"));
          CARC_ERROR_DETAIL (error, .owner = CARC_TT_ERRORS, .reason = CARC_TT_REASON_NOTHING_LEFT);
          return CARC_HOOK_DENY;
        }
      if (tower_tiles_left (state, tt) == 0 || (t->flags & CARC_TILE_FLAG_TOWER_TILE))
        return CARC_HOOK_PASS;
      CARC_SET_ERROR (error, CARC_ERROR, CARC_ERROR_OUT_OF_SUPPLY,
                      _("the thief stole this turn’s tile: a tower tile is drawn instead, not %s (R-TT-4)"),
                      t->id);
      CARC_ERROR_DETAIL (error, .owner = CARC_TT_ERRORS, .reason = CARC_TT_REASON_TOWER_TILE_DUE, .tile = type);
      return CARC_HOOK_DENY;
    }
  if (t->flags & CARC_TILE_FLAG_TOWER_TILE)
    {
      CARC_SET_ERROR (error, CARC_ERROR, CARC_ERROR_OUT_OF_SUPPLY,
                      _("%s is a tower tile: tower tiles are drawn only when a thief steals a tile (R-TT-1, R-TT-4)"),
                      t->id);
      CARC_ERROR_DETAIL (error, .owner = CARC_TT_ERRORS, .reason = CARC_TT_REASON_TOWER_TILE_NOT_NOW, .tile = type);
      return CARC_HOOK_DENY;
    }
  if (tt->step == THIEF_PLACE && type != tt->thief_type)
    {
      CARC_SET_ERROR (error, CARC_ERROR, CARC_ERROR_OUT_OF_SUPPLY,
                      _("the thief tile %s drawn this turn is placed now, not %s (R-TT-4)"),
                      state->types[tt->thief_type]->id, t->id);
      CARC_ERROR_DETAIL (error, .owner = CARC_TT_ERRORS, .reason = CARC_TT_REASON_THIEF_TILE_DUE, .tile = type, .other_tile = tt->thief_type);
      return CARC_HOOK_DENY;
    }
  return CARC_HOOK_PASS;
}

static void
tt_tile_placed (CarcState *state,
                gpointer   data,
                guint      tile_index)
{
  TtData *tt = data;
  const CarcPlacedTile *tile = &state->tiles[tile_index];
  const CarcTileType *type = carc_state_tile_type (state, tile);

  /* R-TT-2: a tower construction site gets its first piece at once */
  if ((type->flags & CARC_TILE_FLAG_TOWER_SITE) && tt->pieces_left > 0
      && tt->n_towers < CARC_MAX_TOWERS)
    {
      Tower *t = &tt->towers[tt->n_towers++];
      t->x = tile->x;
      t->y = tile->y;
      t->height = 1;
      t->guard = CARC_NONE;
      tt->pieces_left--;
    }
  /* the thief tile, or the tile drawn instead of the stolen one, is down */
  tt->step = THIEF_IDLE;
  tt->thief_type = CARC_NONE;
  update_apart (state, tt);
}

static void
tt_tile_discarded (CarcState *state,
                   gpointer   data,
                   guint      type)
{
  TtData *tt = data;

  /* a thief tile that fits nowhere leaves like any other (R-B-2); a tower
   * tile that fits nowhere is followed by the next one */
  if (tt->step == THIEF_PLACE && type == tt->thief_type)
    {
      tt->step = THIEF_IDLE;
      tt->thief_type = CARC_NONE;
    }
  update_apart (state, tt);
}

static void
tt_turn_started (CarcState *state,
                 gpointer   data)
{
  TtData *tt = data;

  tt->step = THIEF_IDLE;
  tt->thief_type = CARC_NONE;
}

/* ---- guards (R-TT-3) ---------------------------------------------------------------- */

static guint
tt_figure_alternatives (const CarcState *state,
                  gconstpointer    data,
                  CarcEvent       *out,
                  guint            max)
{
  const TtData *tt = data;
  const CarcPlacedTile *tile = &state->tiles[state->current_tile];
  guint n = 0;

  for (guint k = 0; k < CARC_N_FIGURE_KINDS; k++)
    {
      if (!carc_figure_is_follower (k) || state->setup->figures[k] == 0
          || carc_state_figures_available (state, state->player, k) == 0)
        continue;
      for (guint i = 0; i < tt->n_towers && n < max; i++)
        if (in_sight (&tt->towers[i], tile->x, tile->y))
          {
            out[n++] = carc_towers_guard_event (state, k, i);
          }
    }
  return n;
}

/* A guard stands on its tower, on no feature: corrections name the tower. */
static gboolean
tt_figure_place (const CarcState *state G_GNUC_UNUSED,
                 gconstpointer    data,
                 guint            figure,
                 int             *x,
                 int             *y,
                 guint           *entry,
                 const char     **noun)
{
  const TtData *tt = data;

  for (guint i = 0; i < tt->n_towers; i++)
    if (tt->towers[i].guard == figure)
      {
        *x = tt->towers[i].x;
        *y = tt->towers[i].y;
        *entry = tt->towers[i].guard_entry;
        /* Translators: where a guard stands, in "Take back Anna’s follower
         * from the tower north of the start" */
        *noun = N_("tower");
        return TRUE;
      }
  return FALSE;
}

/* Another expansion took a guard off its tower outside any scoring (the
 * Plague, R-WF-5; docs/rule-decisions.md): the tower stays, unguarded, and
 * grows again with the next thief. */
static void
tt_figure_removed (CarcState *state G_GNUC_UNUSED,
                   gpointer   data,
                   guint      figure,
                   guint      node)
{
  TtData *tt = data;

  if (node != CARC_FIGURE_ELSEWHERE)
    return;
  for (guint i = 0; i < tt->n_towers; i++)
    if (tt->towers[i].guard == figure)
      tt->towers[i].guard = CARC_NONE;
}

static void
award (CarcState *state,
       guint      group,
       guint      player,
       int        points,
       gboolean   final,
       guint      count,
       guint      detail)
{
  carc_state_award (state, group, player, CARC_SCORE_GUARD, points, final, CARC_NONE, 0, 0, count, 0);
  state->scorings[state->n_scorings - 1].detail = (guint8) detail;
}

static gboolean
apply_guard (CarcState       *state,
             TtData          *tt,
             const CarcEvent *event,
             GError         **error)
{
  int tower = carc_towers_at (state, event->x, event->y);
  Tower *t;
  guint figure;

  if (tower < 0)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                   _("no tower stands at (%d,%d) (R-TT-3)"), event->x, event->y);
      CARC_ERROR_DETAIL (error, .owner = CARC_TT_ERRORS, .reason = CARC_TT_REASON_NO_TOWER, .x = event->x, .y = event->y);
      return FALSE;
    }
  if (!check_guard (state, tt, event->figure, (guint) tower, error))
    return FALSE;
  t = &tt->towers[tower];
  /* R-TT-3: the guard standing there goes home, its owner scores 2 */
  if (t->guard != CARC_NONE)
    {
      guint group = carc_state_new_group (state);
      award (state, group, state->figures[t->guard].owner, CARC_TOWER_GUARD_BONUS, FALSE, 0,
             CARC_GUARD_DETAIL_DISPLACED);
      carc_state_return_figure (state, t->guard, group);
      t->guard = CARC_NONE;
    }
  figure = carc_state_take_figure (state, state->player, event->figure);
  g_assert (figure != CARC_NONE);
  t->guard = (guint16) figure;
  t->guard_entry = (guint16) state->event_index;
  carc_state_figure_step_done (state);
  return TRUE;
}

/* ---- thieves (R-TT-4) ----------------------------------------------------------------- */

/* Step II of a thief, once the towers have grown: the theft, or the guards. */
static void
thief_resolve (CarcState *state,
               TtData    *tt)
{
  if (!any_guard (tt))
    {
      /* the thief steals the tile; an older stolen tile goes to the box */
      tt->stolen_type = tt->thief_type;
      tt->stolen_value = tt->thief_value;
      carc_state_take_from_supply (state, tt->thief_type);
      tt->thief_type = CARC_NONE;
      tt->step = THIEF_TOWER_OWED;
      update_apart (state, tt);
      /* the thief took the last tile there was to draw: the game is over
       * (R-B-9), as after the last tile placed */
      if (carc_state_supply_count (state) == 0 && tower_tiles_left (state, tt) == 0
          && (state->setup->rules & CARC_RULE_AUTO_END))
        carc_scoring_final (state);
      return;
    }
  else
    {
      guint group = carc_state_new_group (state);
      int stolen = tt->stolen_type != CARC_NONE ? tt->stolen_value : 0;

      for (guint i = 0; i < tt->n_towers; i++)
        if (tt->towers[i].guard != CARC_NONE)
          award (state, group, state->figures[tt->towers[i].guard].owner, tt->thief_value + stolen,
                 FALSE, (guint) tt->thief_value, CARC_GUARD_DETAIL_THIEF);
      for (guint i = 0; i < tt->n_towers; i++)
        if (tt->towers[i].guard != CARC_NONE)
          {
            carc_state_return_figure (state, tt->towers[i].guard, group);
            tt->towers[i].guard = CARC_NONE;
          }
      tt->stolen_type = CARC_NONE;
      tt->stolen_value = 0;
      tt->step = THIEF_PLACE;
    }
  update_apart (state, tt);
}

static gboolean
apply_thief (CarcState       *state,
             TtData          *tt,
             const CarcEvent *event,
             GError         **error)
{
  const CarcTileType *type;
  CarcThiefSymbol symbol;
  int known, value = event->value;
  guint32 candidates;
  guint n_candidates;

  if (!thief_allowed_now (state, tt))
    {
      g_set_error_literal (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE,
                           state->phase == CARC_PHASE_OVER ? _("the game is over")
                           : _("a thief is entered when its tile is drawn, before this turn’s tile is placed (R-TT-4)"));
      CARC_ERROR_DETAIL (error, .owner = state->phase == CARC_PHASE_OVER ? NULL : CARC_TT_ERRORS, .reason = state->phase == CARC_PHASE_OVER ? CARC_REASON_GAME_OVER : CARC_TT_REASON_THIEF_TOO_LATE);
      return FALSE;
    }
  if (!carc_state_tile_in_supply (state, event->tile, error))
    return FALSE;
  type = state->types[event->tile];
  symbol = carc_towers_thief_symbol (state, event->tile, &known);
  if (symbol == CARC_THIEF_NONE)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_EVENT,
                   _("%s shows no thief (R-TT-4)"), type->id);
      CARC_ERROR_DETAIL (error, .owner = CARC_TT_ERRORS, .reason = CARC_TT_REASON_NO_THIEF, .tile = event->tile);
      return FALSE;
    }
  if (value < 0)
    value = known;
  if (value < 0)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_EVENT,
                   _("the catalogue does not know the thief value of %s: enter the value printed on it"),
                   type->id);
      CARC_ERROR_DETAIL (error, .owner = CARC_TT_ERRORS, .reason = CARC_TT_REASON_THIEF_VALUE_UNKNOWN, .tile = event->tile);
      return FALSE;
    }
  /* the table's reading wins over a value the data marks uncertain, not
   * over one the game's box fixes (a box profile's value, a custom tile's) */
  if (known >= 0 && value != known && carc_tile_type_uncertain_note (type, "thief") == NULL)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_EVENT,
                   _("%s shows a thief of value %d, not %d (R-TT-4)"), type->id, known, value);
      CARC_ERROR_DETAIL (error, .owner = CARC_TT_ERRORS, .reason = CARC_TT_REASON_THIEF_VALUE, .tile = event->tile, .number = value, .min = known);
      return FALSE;
    }

  tt->thief_type = event->tile;
  tt->thief_value = (gint16) value;

  /* I. every unguarded tower grows by one, up to 5, while pieces last */
  candidates = grow_candidates (tt);
  n_candidates = (guint) __builtin_popcount (candidates);
  if (n_candidates > tt->pieces_left && tt->pieces_left > 0)
    {
      tt->grow_choices = candidates;
      tt->grow_left = tt->pieces_left;
      tt->step = THIEF_GROWING;
      carc_state_request (state, CARC_PENDING_GROW, state->player);
      return TRUE;
    }
  if (n_candidates <= tt->pieces_left)
    for (guint i = 0; i < tt->n_towers; i++)
      if (candidates & (1u << i))
        {
          tt->towers[i].height++;
          tt->pieces_left--;
        }
  thief_resolve (state, tt);
  return TRUE;
}

static gboolean
apply_grow (CarcState       *state,
            TtData          *tt,
            const CarcEvent *event,
            GError         **error)
{
  int tower;

  if (state->phase != CARC_PHASE_DECISION || state->pending != CARC_PENDING_GROW)
    {
      g_set_error_literal (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE,
                           _("no tower waits for one of the last pieces now (R-TT-4)"));
      CARC_ERROR_DETAIL (error, .owner = CARC_TT_ERRORS, .reason = CARC_TT_REASON_NO_GROWTH_NOW);
      return FALSE;
    }
  tower = carc_towers_at (state, event->x, event->y);
  if (tower < 0)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_EVENT,
                   _("no tower stands at (%d,%d) (R-TT-4)"), event->x, event->y);
      CARC_ERROR_DETAIL (error, .owner = CARC_TT_ERRORS, .reason = CARC_TT_REASON_NO_TOWER, .x = event->x, .y = event->y);
      return FALSE;
    }
  if (!(tt->grow_choices & (1u << tower)))
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_EVENT,
                   _("the tower at (%d,%d) cannot grow now: it has a guard, is 5 high or has grown "
                     "already (R-TT-4)"), event->x, event->y);
      CARC_ERROR_DETAIL (error, .owner = CARC_TT_ERRORS, .reason = CARC_TT_REASON_CANNOT_GROW, .x = event->x, .y = event->y);
      return FALSE;
    }
  tt->towers[tower].height++;
  tt->pieces_left--;
  tt->grow_left--;
  tt->grow_choices &= ~(1u << tower);
  if (tt->grow_left > 0 && tt->grow_choices != 0)
    return TRUE;
  /* the choice is made: back to the tile step */
  carc_state_resolve (state);
  state->phase = CARC_PHASE_TILE;
  tt->step = THIEF_IDLE;
  thief_resolve (state, tt);
  return TRUE;
}

static CarcHookResult
tt_apply_event (CarcState       *state,
                gpointer         data,
                const CarcEvent *event,
                GError         **error)
{
  TtData *tt = data;
  gboolean ok;

  if (event->type == CARC_EVENT_THIEF)
    ok = apply_thief (state, tt, event, error);
  else if (event->type == CARC_EVENT_GUARD)
    ok = apply_guard (state, tt, event, error);
  else if (event->type == CARC_EVENT_GROW)
    ok = apply_grow (state, tt, event, error);
  else
    return CARC_HOOK_PASS;
  return ok ? CARC_HOOK_ALLOW : CARC_HOOK_DENY;
}

/* The values a thief tile the catalogue gives no value may show: those
 * the game's tiles print, each once, or the one seed 003 shows. */
static guint
printed_thief_values (const CarcState *state,
                      int             *values,
                      guint            max)
{
  guint n = 0;

  for (guint i = 0; i < state->n_supply_types && n < max; i++)
    {
      int value = state->types[state->supply_types[i]]->thief_value;
      gboolean seen = FALSE;

      for (guint j = 0; j < n; j++)
        seen |= values[j] == value;
      if (value > 0 && !seen)
        values[n++] = value;
    }
  if (n == 0 && max > 0)
    values[n++] = CARC_THIEF_EXAMPLE_VALUE;
  return n;
}

/* The random player and the screens: a thief tile drawn is entered as a
 * thief first. */
static gboolean
tt_tile_drawn (const CarcState *state,
               gconstpointer    data,
               guint            type,
               CarcRng         *rng,
               CarcEvent       *event)
{
  const TtData *tt = data;
  CarcThiefSymbol symbol;
  int value;

  if (!thief_allowed_now (state, tt))
    return FALSE;
  symbol = carc_towers_thief_symbol (state, type, &value);
  if (symbol == CARC_THIEF_NONE || (symbol == CARC_THIEF_MAYBE && rng == NULL))
    return FALSE;
  /* the random table's copy of a tile that may show a thief shows none
   * every other time: both readings must play */
  if (symbol == CARC_THIEF_MAYBE && carc_rng_below (rng, 2) == 0)
    return FALSE;
  if (value < 0 && rng != NULL)
    {
      /* the random table reads a value the catalogue prints on some tile,
       * or the one seed 003 shows */
      int values[64];
      guint n = printed_thief_values (state, values, G_N_ELEMENTS (values));
      value = values[carc_rng_below (rng, n)];
    }
  *event = carc_towers_thief_event (type, value);
  return TRUE;
}

/* The thief the table may enter for a drawn tile: with the value the
 * catalogue knows, else with any value the game's tiles print. */
static guint
tt_drawn_events (const CarcState *state,
                 gconstpointer    data,
                 guint            type,
                 CarcEvent       *out,
                 guint            max)
{
  int value, values[64];
  guint n;

  if (!thief_allowed_now (state, data)
      || carc_towers_thief_symbol (state, type, &value) == CARC_THIEF_NONE || max == 0)
    return 0;
  if (value >= 0)
    {
      out[0] = carc_towers_thief_event (type, value);
      return 1;
    }
  n = printed_thief_values (state, values, MIN (max, G_N_ELEMENTS (values)));
  for (guint i = 0; i < n; i++)
    out[i] = carc_towers_thief_event (type, values[i]);
  return n;
}

/* ---- the end (R-TT-5) -------------------------------------------------------------------- */

static void
tt_final_scoring (CarcState *state,
                  gpointer   data)
{
  TtData *tt = data;
  int stolen = tt->stolen_type != CARC_NONE ? tt->stolen_value : 0;

  for (guint i = 0; i < tt->n_towers; i++)
    if (tt->towers[i].guard != CARC_NONE)
      award (state, carc_state_new_group (state), state->figures[tt->towers[i].guard].owner,
             CARC_TOWER_END_BONUS + stolen, TRUE, 0, CARC_GUARD_DETAIL_END);
}

/* ---- registration ------------------------------------------------------------------------ */

static gboolean
read_xy (JsonObject *obj,
         const char *where,
         CarcEvent  *e,
         GError    **error)
{
  gint64 x = 0, y = 0;

  if (!carc_record_member_int (obj, "x", TRUE, -1000, 1000, &x, where, error)
      || !carc_record_member_int (obj, "y", TRUE, -1000, 1000, &y, where, error))
    return FALSE;
  e->x = (gint16) x;
  e->y = (gint16) y;
  return TRUE;
}

static void
write_xy (JsonBuilder         *b,
          const CarcCatalogue *catalogue G_GNUC_UNUSED,
          const CarcEvent     *e)
{
  json_builder_set_member_name (b, "x");
  json_builder_add_int_value (b, e->x);
  json_builder_set_member_name (b, "y");
  json_builder_add_int_value (b, e->y);
}

static void
thief_write (JsonBuilder         *b,
             const CarcCatalogue *catalogue G_GNUC_UNUSED,
             const CarcEvent     *e)
{
  if (e->value >= 0)
    {
      json_builder_set_member_name (b, "value");
      json_builder_add_int_value (b, e->value);
    }
}

static gboolean
thief_read (JsonObject          *obj,
            const char          *where,
            const CarcCatalogue *catalogue G_GNUC_UNUSED,
            CarcEvent           *e,
            GError             **error)
{
  gint64 value = -1;

  if (!carc_record_member_int (obj, "value", FALSE, 0, 99, &value, where, error))
    return FALSE;
  e->value = (gint16) value;
  return TRUE;
}

static void
guard_write (JsonBuilder         *b,
             const CarcCatalogue *catalogue,
             const CarcEvent     *e)
{
  json_builder_set_member_name (b, "figure");
  json_builder_add_string_value (b, carc_figure_kind_name (e->figure));
  write_xy (b, catalogue, e);
}

static gboolean
guard_read (JsonObject          *obj,
            const char          *where,
            const CarcCatalogue *catalogue G_GNUC_UNUSED,
            CarcEvent           *e,
            GError             **error)
{
  const char *figure;
  CarcFigureKind kind;

  if (!carc_record_member_string (obj, "figure", TRUE, &figure, where, error))
    return FALSE;
  if (!carc_figure_kind_parse (figure, &kind))
    return carc_record_error (error, where, _("unknown figure “%s”"), figure);
  e->figure = (guint8) kind;
  return read_xy (obj, where, e, error);
}

static gboolean
grow_read (JsonObject          *obj,
           const char          *where,
           const CarcCatalogue *catalogue G_GNUC_UNUSED,
           CarcEvent           *e,
           GError             **error)
{
  return read_xy (obj, where, e, error);
}

static void
grow_random (const CarcState *state,
             CarcRng         *rng,
             CarcEvent       *event)
{
  TtData *tt = tt_data (state);
  guint n = (guint) __builtin_popcount (tt->grow_choices);
  guint pick = carc_rng_below (rng, MAX (n, 1));

  *event = carc_event_simple (CARC_EVENT_GROW, 0);
  for (guint i = 0; i < tt->n_towers; i++)
    if ((tt->grow_choices & (1u << i)) && pick-- == 0)
      {
        *event = carc_towers_grow_event (state, i);
        return;
      }
}

static guint
grow_list (const CarcState *state,
           CarcEvent       *out,
           guint            max)
{
  guint n = 0;
  guint32 choices = carc_towers_grow_choices (state, NULL);

  for (guint i = 0; i < CARC_MAX_TOWERS && n < max; i++)
    if (choices & (1u << i))
      out[n++] = carc_towers_grow_event (state, i);
  return n;
}

static const char * const tt_sets[] = { "towers-and-thieves", NULL };

/* R-TT-3, R-TT-4, R-TT-5: why a guard scored */
static const char *
guard_detail (const CarcScoring *scoring)
{
  static const char * const names[] = { "displaced", "thief", "end" };
  return scoring->detail < G_N_ELEMENTS (names) ? names[scoring->detail] : NULL;
}

static const CarcScoreKindInfo tt_scores[] = {
  { CARC_SCORE_GUARD, "guard", N_("Guards"), guard_detail },
};

static const CarcRuleInfo tt_rules[] = {
  /* no JCloisterZone element: its "tower" is the older game (capture and
   * ransom), which the importer refuses */
  { CARC_RULE_TOWERS, "towers", NULL, FALSE },
};

static const char * const thief_keys[] = { "value", NULL };
static const char * const guard_keys[] = { "figure", "x", "y", NULL };
static const char * const grow_keys[] = { "x", "y", NULL };

static const CarcEventKindInfo tt_events[] = {
  { CARC_EVENT_THIEF, "thief", thief_keys, thief_write, thief_read, TRUE },
  { CARC_EVENT_GUARD, "guard", guard_keys, guard_write, guard_read, FALSE },
  { CARC_EVENT_GROW, "grow", grow_keys, write_xy, grow_read, FALSE },
};

static const CarcDecisionKindInfo tt_decisions[] = {
  { CARC_PENDING_GROW, "grow",
    N_("the tower pieces ran short: choose which towers grow first (R-TT-4)"), grow_random, NULL, NULL,
    grow_list },
};

static void
tt_set_added (CarcSetup *setup)
{
  setup->rules |= CARC_RULE_TOWERS;
}

static gboolean
tt_validate_setup (const CarcSetup     *setup,
                   const CarcCatalogue *catalogue,
                   GError             **error)
{
  /* without its rules the tower tiles would join the land tiles */
  if (!(setup->rules & CARC_RULE_TOWERS) && carc_setup_has_set (setup, catalogue, "towers-and-thieves"))
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP,
                   _("the Towers & Thieves tiles need its rules (“towers”)"));
      CARC_ERROR_DETAIL (error, .owner = CARC_TT_ERRORS, .reason = CARC_TT_REASON_NEEDS_RULES);
      return FALSE;
    }
  return TRUE;
}

static const char * const tt_tile_members[] = { "tower", "tower_tile", "thief_symbol", NULL };

static gboolean
tt_load_tile (JsonObject   *obj,
              CarcTileType *type,
              GError      **error)
{
  gboolean tower, tower_tile;
  const char *thief = NULL;

  if (!carc_tile_data_get_bool (obj, "tower", &tower, error)
      || !carc_tile_data_get_bool (obj, "tower_tile", &tower_tile, error)
      || !carc_tile_data_get_string (obj, "thief_symbol", &thief, error))
    return FALSE;
  type->flags |= (tower ? CARC_TILE_FLAG_TOWER_SITE : 0) | (tower_tile ? CARC_TILE_FLAG_TOWER_TILE : 0);
  /* a thief value a box profile gives (its "thief" member) is what the
   * table's tiles show: a thief of that value, or none for 0 */
  if (json_object_has_member (obj, "thief"))
    {
      gint64 value = 0;
      if (!carc_tile_data_get_int (obj, "thief", 0, 99, &value, error))
        return FALSE;
      thief = value > 0 ? "yes" : "no";
    }
  if (thief == NULL || strcmp (thief, "no") == 0)
    ;
  else if (strcmp (thief, "yes") == 0)
    type->flags |= CARC_TILE_FLAG_THIEF;
  else if (strcmp (thief, "unknown") == 0)
    type->flags |= CARC_TILE_FLAG_THIEF_MAYBE;
  else
    {
      g_set_error_literal (error, CARC_CATALOGUE_ERROR, CARC_CATALOGUE_ERROR_INVALID,
                           "“thief_symbol” must be “yes”, “no” or “unknown”");
      return FALSE;
    }
  if (tower_tile && type->stack != CARC_STACK_NORMAL)
    {
      g_set_error_literal (error, CARC_CATALOGUE_ERROR, CARC_CATALOGUE_ERROR_INVALID,
                           "a tower tile is not a River tile");
      return FALSE;
    }
  return TRUE;
}

/* Which land tiles have a tower construction site, show a thief and with
 * what value is in no public list (data/tiles/towers-and-thieves.json marks
 * them uncertain): the box on the table says. A thief value of 0 is no
 * thief. */
static const CarcBoxMemberInfo tt_box_members[] = {
  { "tower", FALSE, 0, CARC_BOX_VALUE_BOOL, 0, 1, tt_sets, N_("Tower construction site") },
  { "thief", FALSE, 0, CARC_BOX_VALUE_INT, 0, 99, tt_sets, N_("Thief value") },
};

const CarcExpansion carc_towers_thieves = {
  .id = "towers-and-thieves",
  .sets = tt_sets,
  .scores = tt_scores,
  .n_scores = G_N_ELEMENTS (tt_scores),
  .rules = tt_rules,
  .n_rules = G_N_ELEMENTS (tt_rules),
  .events = tt_events,
  .n_events = G_N_ELEMENTS (tt_events),
  .decisions = tt_decisions,
  .n_decisions = G_N_ELEMENTS (tt_decisions),
  .set_added = tt_set_added,
  .validate_setup = tt_validate_setup,
  .tile_members = tt_tile_members,
  .load_tile = tt_load_tile,
  .box_members = tt_box_members,
  .n_box_members = G_N_ELEMENTS (tt_box_members),
  .data_size = sizeof (TtData),
  .enabled = tt_enabled,
  .init = tt_init,
  .tile_available = tt_tile_available,
  .tile_placed = tt_tile_placed,
  .tile_discarded = tt_tile_discarded,
  .tile_drawn = tt_tile_drawn,
  .drawn_events = tt_drawn_events,
  .figure_alternatives = tt_figure_alternatives,
  .figure_place = tt_figure_place,
  .figure_removed = tt_figure_removed,
  .apply_event = tt_apply_event,
  .turn_started = tt_turn_started,
  .final_scoring = tt_final_scoring,
};
