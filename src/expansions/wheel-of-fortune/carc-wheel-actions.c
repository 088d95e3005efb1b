/* carc-wheel-actions.c: the WHEEL event: the pig's move, each sector's action
 * and its preview, the Plague's decisions (R-WF-4, R-WF-5)
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "carc-wheel-of-fortune-private.h"

#include <string.h>

/* ---- the actions (R-WF-5) ------------------------------------------------------- */

/* Own followers (each one figure, whatever its strength) on the feature @root. */
static guint
own_followers_on (const CarcState *state,
                  guint            root,
                  guint            player)
{
  guint n = 0;

  for (guint b = 0; b < state->n_board_figures; b++)
    {
      const CarcFigure *f = &state->figures[state->board_figures[b]];
      if (f->owner == player && carc_figure_is_follower (f->kind) && carc_state_find (state, f->node) == root)
        n++;
    }
  return n;
}

/* What @sector pays @player now, and how many of their figures it counts
 * (-1 when it concerns none of them: no scoring then). */
static int
action_points (const CarcState *state,
               CarcWheelSector  sector,
               guint            player,
               int             *counted)
{
  int points = 0, n = 0;

  switch (sector)
    {
    case CARC_WHEEL_FORTUNE:
      *counted = player == state->player ? 1 : -1;
      return player == state->player ? 3 : 0;

    case CARC_WHEEL_STORM:
      /* every figure in the supply, special figures too (RULES.md) */
      for (guint k = 0; k < CARC_N_FIGURE_KINDS; k++)
        n += state->in_supply[player][k];
      *counted = n > 0 ? n : -1;
      return n;

    case CARC_WHEEL_TAXES:
    case CARC_WHEEL_FAMINE:
    case CARC_WHEEL_INQUISITION:
      for (guint b = 0; b < state->n_board_figures; b++)
        {
          const CarcFigure *f = &state->figures[state->board_figures[b]];
          guint root;
          guint kind;

          if (f->owner != player || !carc_figure_is_follower (f->kind))
            continue;
          root = carc_state_find (state, f->node);
          kind = state->nodes[root].kind;
          if (sector == CARC_WHEEL_TAXES && kind == CARC_FEATURE_CITY)
            {
              /* per knight: the city's pennants + the owner's knights in it */
              points += state->nodes[root].pennants + (int) own_followers_on (state, root, player);
              n++;
            }
          else if (sector == CARC_WHEEL_FAMINE && kind == CARC_FEATURE_FIELD)
            {
              CarcFeatureInfo info;
              /* per farmer: the completed cities its field touches, no majority */
              carc_state_feature_info (state, root, &info);
              points += (int) info.cities;
              n++;
            }
          else if (sector == CARC_WHEEL_INQUISITION && kind == CARC_FEATURE_MONASTERY)
            {
              points += 2;
              n++;
            }
        }
      *counted = n > 0 ? n : -1;
      return points;

    case CARC_WHEEL_PLAGUE:
    default:
      *counted = -1;
      return 0;
    }
}

int
carc_wheel_action_points (const CarcState *state,
                          CarcWheelSector  sector,
                          guint            player)
{
  int counted;

  if (player >= state->n_players || sector >= CARC_WHEEL_N_SECTORS)
    return 0;
  return action_points (state, sector, player, &counted);
}

void
carc_wheel_preview (const CarcState  *state,
                    guint             symbol,
                    CarcWheelPreview *out)
{
  WheelData *wheel = wheel_data (state);

  memset (out, 0, sizeof *out);
  if (wheel == NULL)
    return;
  out->sector = (wheel->pig + MIN (symbol, 3u)) % CARC_WHEEL_N_SECTORS;
  for (guint p = 0; p < state->n_players; p++)
    out->action[p] = carc_wheel_action_points (state, out->sector, p);
  for (guint i = 0; i < wheel->n_crowns; i++)
    if (wheel->crown_sector[i] == out->sector && wheel->crown_player[i] >= 0)
      {
        out->crowns[wheel->crown_player[i]] += wheel_crown_points (wheel, out->sector);
        out->crowns_returned[wheel->crown_player[i]]++;
      }
}

/* Whether @figure stands on the landscape: on a feature of a placed tile,
 * or on a place of an expansion's own on the board (a guard on its tower,
 * R-TT-3: docs/rule-decisions.md). A follower on a crown space is on the
 * wheel, no figure of the board (R-WF-5). */
static gboolean
on_landscape (const CarcState *state,
              guint            figure,
              int             *x,
              int             *y)
{
  const CarcFigure *f = &state->figures[figure];
  guint entry;
  const char *noun;

  if (f->node == CARC_FIGURE_ELSEWHERE)
    return carc_state_figure_place (state, figure, x, y, &entry, &noun);
  if (f->node >= state->n_nodes)
    return FALSE;
  *x = state->tiles[state->nodes[f->node].tile].x;
  *y = state->tiles[state->nodes[f->node].tile].y;
  return TRUE;
}

guint
carc_wheel_plague_candidates (const CarcState *state,
                              guint            player,
                              guint           *out,
                              guint            max)
{
  guint n = 0;
  int x, y;

  for (guint i = 0; i < state->n_figures && n < max; i++)
    if (state->figures[i].owner == player && on_landscape (state, i, &x, &y))
      out[n++] = i;
  return n;
}

static gboolean
has_plague_candidate (const CarcState *state,
                      guint            player)
{
  guint one;
  return carc_wheel_plague_candidates (state, player, &one, 1) > 0;
}

/* ---- events --------------------------------------------------------------------- */

CarcEvent
carc_event_wheel (guint tile_type,
                  guint symbol)
{
  CarcEvent e = carc_event_simple (CARC_EVENT_WHEEL, (int) symbol);
  e.tile = (guint16) tile_type;
  return e;
}

CarcEvent
carc_event_crown (guint crown)
{
  return carc_event_simple (CARC_EVENT_CROWN, (int) crown);
}

CarcEvent
carc_event_plague (const CarcState *state,
                   guint            figure)
{
  CarcEvent e = carc_event_simple (CARC_EVENT_PLAGUE, 0);
  const CarcFigure *f;
  const CarcNode *node;
  const CarcPlacedTile *tile;
  const CarcTileType *type;
  const CarcFeatureDef *def;
  int x, y;

  if (figure >= state->n_figures || !on_landscape (state, figure, &x, &y))
    return e;
  f = &state->figures[figure];
  e.figure = f->kind;
  e.x = (gint16) x;
  e.y = (gint16) y;
  /* on no feature (a guard): the event names its cell alone */
  if (f->node == CARC_FIGURE_ELSEWHERE)
    return e;
  node = &state->nodes[f->node];
  tile = &state->tiles[node->tile];
  type = carc_state_tile_type (state, tile);
  def = &type->features[node->local];
  e.location = def->kind == CARC_FEATURE_MONASTERY ? CARC_LOC_INNER : carc_loc_rotate (def->locations, tile->rotation);
  return e;
}

/* The figure a PLAGUE event names, or -1: on the feature at its locations,
 * or, with none, the figure on no feature at its cell (a guard). */
static int
plague_figure (const CarcState *state,
               const CarcEvent *event,
               guint            owner)
{
  int t = carc_state_tile_index_at (state, event->x, event->y);
  const CarcPlacedTile *tile;
  guint feature;

  if (t < 0)
    return -1;
  if (event->location == 0)
    {
      for (guint i = 0; i < state->n_figures; i++)
        {
          const CarcFigure *f = &state->figures[i];
          int x, y;

          if (f->owner == owner && f->kind == event->figure && f->node == CARC_FIGURE_ELSEWHERE
              && on_landscape (state, i, &x, &y) && x == event->x && y == event->y)
            return (int) i;
        }
      return -1;
    }
  tile = &state->tiles[t];
  feature = carc_tile_type_find_feature (carc_state_tile_type (state, tile), tile->rotation, event->location);
  if (feature == CARC_NO_FEATURE)
    return -1;
  for (guint i = 0; i < state->n_figures; i++)
    {
      const CarcFigure *f = &state->figures[i];
      if (f->owner == owner && f->kind == event->figure && f->node == tile->node0 + feature)
        return (int) i;
    }
  return -1;
}

/* Plague: the next player (from the active one, clockwise) with a figure on
 * the landscape is asked; when none is left, the crowns score. */
static void
plague_next (CarcState *state,
             WheelData *wheel)
{
  while (wheel->plague_asked < state->n_players)
    {
      guint player = (state->player + wheel->plague_asked) % state->n_players;
      wheel->plague_asked++;
      if (has_plague_candidate (state, player))
        {
          carc_state_request (state, CARC_PENDING_PLAGUE, player);
          return;
        }
    }
  if (state->phase == CARC_PHASE_DECISION)
    carc_state_resolve (state);
  wheel_score_crowns (state, wheel);
}

static CarcHookResult
apply_wheel (CarcState       *state,
             WheelData       *wheel,
             const CarcEvent *event,
             GError         **error)
{
  guint symbol = (guint) event->value;
  CarcWheelSector sector;
  guint group;

  if (state->phase != CARC_PHASE_TILE || wheel_announced_tile (state, wheel) != CARC_NONE)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE,
                   _("the wheel turns once for a drawn tile, before it is placed (R-WF-4)"));
      CARC_ERROR_DETAIL (error, .owner = CARC_WF_ERRORS, .reason = CARC_WF_REASON_WHEEL_NOT_NOW);
      return CARC_HOOK_DENY;
    }
  if (event->value < 0 || event->value > 3)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_EVENT, _("a wheel symbol is 1, 2 or 3 (0: none)"));
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_INVALID);
      return CARC_HOOK_DENY;
    }
  if (!carc_state_tile_in_supply (state, event->tile, error))
    return CARC_HOOK_DENY;

  wheel->announced = event->tile;
  wheel->announced_left = state->remaining[event->tile];
  wheel->announced_symbol = (guint8) symbol;
  if (symbol == 0)
    return CARC_HOOK_ALLOW;

  /* R-WF-4: the pig moves clockwise, the action, then the crowns */
  wheel->steps += (guint16) symbol;
  wheel->pig = (guint8) ((wheel->pig + symbol) % CARC_WHEEL_N_SECTORS);
  sector = wheel->pig;
  if (sector == CARC_WHEEL_PLAGUE)
    {
      wheel->plague_asked = 0;
      wheel->plague_group = (guint16) carc_state_new_group (state);
      plague_next (state, wheel);
      return CARC_HOOK_ALLOW;
    }
  group = carc_state_new_group (state);
  {
    int points[CARC_MAX_PLAYERS], counted[CARC_MAX_PLAYERS];

    /* everyone's points from the same position, then the awards */
    for (guint p = 0; p < state->n_players; p++)
      points[p] = action_points (state, sector, p, &counted[p]);
    for (guint p = 0; p < state->n_players; p++)
      if (counted[p] >= 0)
        carc_state_award (state, group, p, CARC_SCORE_WHEEL, points[p], FALSE, CARC_NONE,
                          sector, 0, (guint) counted[p], 0);
  }
  wheel_score_crowns (state, wheel);
  return CARC_HOOK_ALLOW;
}

static CarcHookResult
apply_plague (CarcState       *state,
              WheelData       *wheel,
              const CarcEvent *event,
              GError         **error)
{
  int figure;

  if (state->phase != CARC_PHASE_DECISION || state->pending != CARC_PENDING_PLAGUE)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE,
                   _("no figure is owed to the Plague now (R-WF-5)"));
      CARC_ERROR_DETAIL (error, .owner = CARC_WF_ERRORS, .reason = CARC_WF_REASON_NO_PLAGUE);
      return CARC_HOOK_DENY;
    }
  figure = plague_figure (state, event, state->pending_player);
  if (figure < 0)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                   /* Translators: "Anna has no such figure at (1,0) for the Plague" */
                   _("%s has no such figure at (%d,%d) to give back to the Plague (R-WF-5)"),
                   state->setup->players[state->pending_player].name, event->x, event->y);
      CARC_ERROR_DETAIL (error, .owner = CARC_WF_ERRORS, .reason = CARC_WF_REASON_PLAGUE_NO_FIGURE, .player = state->pending_player, .x = event->x, .y = event->y);
      return CARC_HOOK_DENY;
    }
  carc_state_remove_figure (state, (guint) figure, wheel->plague_group);
  plague_next (state, wheel);
  return CARC_HOOK_ALLOW;
}

CarcHookResult
wheel_apply_event (CarcState       *state,
                   gpointer         data,
                   const CarcEvent *event,
                   GError         **error)
{
  switch (event->type)
    {
    case CARC_EVENT_WHEEL:
      return apply_wheel (state, data, event, error);
    case CARC_EVENT_PLAGUE:
      return apply_plague (state, data, event, error);
    case CARC_EVENT_CROWN:
      return wheel_apply_crown (state, data, event, error);
    default:
      return CARC_HOOK_PASS;
    }
}

void
wheel_plague_random (const CarcState *state,
               CarcRng         *rng,
               CarcEvent       *event)
{
  guint figures[64];
  guint n = carc_wheel_plague_candidates (state, state->pending_player, figures, G_N_ELEMENTS (figures));

  g_assert (n > 0);
  *event = carc_event_plague (state, figures[carc_rng_below (rng, n)]);
}

guint
wheel_plague_list (const CarcState *state,
                   CarcEvent       *out,
                   guint            max)
{
  guint figures[256];
  guint n = carc_wheel_plague_candidates (state, state->pending_player, figures,
                                          MIN (max, G_N_ELEMENTS (figures)));

  for (guint i = 0; i < n; i++)
    out[i] = carc_event_plague (state, figures[i]);
  return n;
}
