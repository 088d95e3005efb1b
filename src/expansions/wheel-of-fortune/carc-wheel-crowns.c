/* carc-wheel-crowns.c: the crown spaces: who may take one, what they score
 * when the pig stops on their sector, the CROWN event (R-WF-3, R-WF-6)
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "carc-wheel-of-fortune-private.h"

guint
carc_wheel_n_crowns (const CarcState *state)
{
  WheelData *wheel = wheel_data (state);
  return wheel ? wheel->n_crowns : 0;
}

gboolean
carc_wheel_get_crown (const CarcState *state,
                      guint            crown,
                      CarcWheelCrown  *out)
{
  WheelData *wheel = wheel_data (state);

  if (wheel == NULL || crown >= wheel->n_crowns)
    return FALSE;
  out->sector = wheel->crown_sector[crown];
  out->x = wheel->crown_x[crown] / 100.0;
  out->y = wheel->crown_y[crown] / 100.0;
  out->player = wheel->crown_player[crown];
  return TRUE;
}

guint
carc_wheel_sector_crowns (const CarcState *state,
                          CarcWheelSector  sector,
                          guint           *out,
                          guint            max)
{
  WheelData *wheel = wheel_data (state);
  guint n = 0;

  for (guint i = 0; wheel && i < wheel->n_crowns; i++)
    if (wheel->crown_sector[i] == sector && n < max)
      out[n++] = i;
  return n;
}

static gboolean
check_crown (const CarcState *state,
             const WheelData *wheel,
             guint            crown,
             GError         **error)
{
  if (wheel == NULL)
    {
      CARC_SET_ERROR (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE,
                      _("this game is played without the wheel board (R-WF-1)"));
      CARC_ERROR_DETAIL (error, .owner = CARC_WF_ERRORS, .reason = CARC_WF_REASON_NO_BOARD);
      return FALSE;
    }
  if (state->phase != CARC_PHASE_FIGURE || state->current_tile == CARC_NONE)
    {
      CARC_SET_ERROR (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE,
                      _("a follower goes on a crown space instead of on the tile just placed, and no tile waits for one (R-WF-3)"));
      CARC_ERROR_DETAIL (error, .owner = CARC_WF_ERRORS, .reason = CARC_WF_REASON_CROWN_NO_TILE);
      return FALSE;
    }
  if (wheel_spring_just_placed (state))
    {
      CARC_SET_ERROR (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                      _("the spring is laid before the game against the wheel board: no figure goes with it (R-R-3)"));
      CARC_ERROR_DETAIL (error, .owner = CARC_WF_ERRORS, .reason = CARC_WF_REASON_SPRING_NO_FIGURE);
      return FALSE;
    }
  if (crown >= wheel->n_crowns)
    {
      CARC_SET_ERROR_LITERAL (error, CARC_ERROR, CARC_ERROR_INVALID_EVENT, _("the wheel has no such crown space"));
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_INVALID);
      return FALSE;
    }
  if (wheel->crown_player[crown] >= 0)
    {
      CARC_SET_ERROR (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                      _("that crown space already holds a follower (R-WF-3)"));
      CARC_ERROR_DETAIL (error, .owner = CARC_WF_ERRORS, .reason = CARC_WF_REASON_CROWN_TAKEN);
      return FALSE;
    }
  if (state->setup->figures[CARC_FIGURE_FOLLOWER] == 0
      || carc_state_figures_available (state, state->player, CARC_FIGURE_FOLLOWER) == 0)
    {
      CARC_SET_ERROR (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                      /* Translators: "Anna: no follower at hand for a crown space" */
                      _("%s: no follower at hand for a crown space (R-WF-3)"),
                      state->setup->players[state->player].name);
      CARC_ERROR_DETAIL (error, .owner = CARC_WF_ERRORS, .reason = CARC_WF_REASON_NO_FOLLOWER_AT_HAND, .player = state->player);
      return FALSE;
    }
  return TRUE;
}

gboolean
carc_wheel_check_crown (const CarcState *state,
                        guint            crown,
                        GError         **error)
{
  return check_crown (state, wheel_data (state), crown, error);
}

static guint
free_crowns (const CarcState *state,
             const WheelData *wheel,
             guint           *out,
             guint            max)
{
  guint n = 0;

  /* nothing is free before the tile lies (the common case: skip the walk) */
  if (wheel == NULL || state->phase != CARC_PHASE_FIGURE)
    return 0;
  for (guint i = 0; i < wheel->n_crowns && n < max; i++)
    if (check_crown (state, wheel, i, NULL))
      out[n++] = i;
  return n;
}

guint
carc_wheel_free_crowns (const CarcState *state,
                        guint           *out,
                        guint            max)
{
  return free_crowns (state, wheel_data (state), out, max);
}

/* R-WF-6: one space: its follower 3; two: a lone follower 6, two 3 each. */
int
wheel_crown_points (const WheelData *wheel,
              CarcWheelSector  sector)
{
  guint spaces = 0, taken = 0;

  for (guint i = 0; i < wheel->n_crowns; i++)
    if (wheel->crown_sector[i] == sector)
      {
        spaces++;
        taken += wheel->crown_player[i] >= 0;
      }
  return spaces == 2 && taken == 1 ? 6 : 3;
}

/* The crown spaces of the pig's sector score and their followers go home
 * (R-WF-6); they came back this turn and wait for the next (R-B-3). */
void
wheel_score_crowns (CarcState *state,
              WheelData *wheel)
{
  int points = wheel_crown_points (wheel, wheel->pig);
  guint group = CARC_NONE;

  for (guint i = 0; i < wheel->n_crowns; i++)
    {
      int owner = wheel->crown_player[i];
      CarcFigureReturn *r;

      if (wheel->crown_sector[i] != wheel->pig || owner < 0)
        continue;
      if (group == CARC_NONE)
        group = carc_state_new_group (state);
      carc_state_award (state, group, (guint) owner, CARC_SCORE_CROWN, points, FALSE, CARC_NONE,
                        wheel->pig, 0, 1, 0);
      wheel->crown_player[i] = -1;
      state->in_supply[owner][CARC_FIGURE_FOLLOWER]++;
      state->returned_now[owner][CARC_FIGURE_FOLLOWER]++;

      GROW (state->returns, state->n_returns, state->cap_returns, 64);
      r = &state->returns[state->n_returns++];
      r->group = (guint16) group;
      r->event = (guint16) state->event_index;
      r->owner = (guint8) owner;
      r->kind = CARC_FIGURE_FOLLOWER;
      r->figure = CARC_NONE;
      /* one of the owner's followers off the landscape stands for it */
      for (guint f = 0; f < state->n_figures; f++)
        {
          CarcFigure *figure = &state->figures[f];
          if (figure->owner == owner && figure->kind == CARC_FIGURE_FOLLOWER && figure->node == CARC_NONE
              && figure->returned_turn != state->placement_serial)
            {
              figure->returned_turn = (guint16) state->placement_serial;
              r->figure = (guint16) f;
              break;
            }
        }
    }
}

CarcHookResult
wheel_apply_crown (CarcState       *state,
             WheelData       *wheel,
             const CarcEvent *event,
             GError         **error)
{
  if (event->value < 0 || !check_crown (state, wheel, (guint) event->value, error))
    {
      if (event->value < 0)
        {
          g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_EVENT, _("the wheel has no such crown space"));
          CARC_ERROR_DETAIL (error, .reason = CARC_REASON_INVALID);
        }
      return CARC_HOOK_DENY;
    }
  wheel->crown_player[event->value] = (gint8) state->player;
  state->in_supply[state->player][CARC_FIGURE_FOLLOWER]--;
  carc_state_figure_step_done (state);
  return CARC_HOOK_ALLOW;
}

guint
wheel_figure_alternatives (const CarcState *state,
                           gconstpointer    data,
                           CarcEvent       *out,
                           guint            max)
{
  guint crowns[CARC_WHEEL_MAX_CROWNS];
  guint n = free_crowns (state, data, crowns, MIN (max, G_N_ELEMENTS (crowns)));

  for (guint i = 0; i < n; i++)
    out[i] = carc_event_crown (crowns[i]);
  return n;
}
