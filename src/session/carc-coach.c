/* carc-coach.c: the numbers the "coach" assistance level shows
 *
 * The session layer: no text here (the play page words the numbers,
 * src/gui/board/carc-coach-labels.c).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "carc-coach.h"

guint
carc_coach_rotations_at (const CarcState *state,
                         guint            type,
                         int              x,
                         int              y)
{
  const CarcTileType *t = carc_catalogue_get_type (carc_state_get_catalogue (state), type);
  guint mask = 0;

  if (t == NULL)
    return 0;
  for (guint r = 0; r < 4; r++)
    if ((t->distinct_rotations & (1u << r)) || r == 0)
      if (carc_state_check_placement (state, type, x, y, r, NULL))
        mask |= 1u << r;
  return mask;
}

guint
carc_coach_tiles_fitting (const CarcState *state,
                          int              x,
                          int              y)
{
  guint n = 0;

  for (guint i = 0; i < carc_state_get_n_supply_types (state); i++)
    {
      guint type = carc_state_get_supply_types (state)[i];

      if (carc_state_get_remaining (state)[type] == 0 || !carc_state_tile_available (state, type))
        continue;
      if (carc_coach_rotations_at (state, type, x, y) != 0)
        n += carc_state_get_remaining (state)[type];
    }
  return n;
}

double
carc_coach_chance (guint fitting,
                   guint supply,
                   guint draws)
{
  double none = 1.0;

  if (fitting == 0 || supply == 0)
    return 0.0;
  if (fitting >= supply)
    return 1.0;
  draws = MIN (draws, supply);
  /* P(no fitting tile in the next draws) = C(N-k, n) / C(N, n) */
  for (guint i = 0; i < draws; i++)
    none *= (double) (supply - fitting - i) / (double) (supply - i);
  return CLAMP (1.0 - MAX (none, 0.0), 0.0, 1.0);
}

GArray *
carc_coach_spot_odds (const CarcState *state)
{
  GArray *odds = g_array_new (FALSE, FALSE, sizeof (CarcCoachSpot));
  guint supply = carc_state_get_supply_left (state);

  for (guint i = 0; i < carc_state_get_n_spots (state); i++)
    {
      const CarcSpot *spot = &carc_state_get_spots (state)[i];
      CarcCoachSpot one;

      one.x = spot->x;
      one.y = spot->y;
      one.fitting = carc_coach_tiles_fitting (state, spot->x, spot->y);
      /* one draw per player until it is this player's turn again */
      one.chance = carc_coach_chance (one.fitting, supply, MAX (carc_state_get_n_players (state), 1));
      g_array_append_val (odds, one);
    }
  return odds;
}
