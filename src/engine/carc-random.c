/* carc-random.c: random legal games
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-random.h"

#include "carc-registry.h"
#include "carc-state-private.h"

struct _CarcRandomPlayer
{
  CarcRng rng;
  GArray *placements;
};

CarcRandomPlayer *
carc_random_player_new (guint64 seed)
{
  CarcRandomPlayer *player = g_new0 (CarcRandomPlayer, 1);
  carc_rng_init (&player->rng, seed);
  player->placements = g_array_sized_new (FALSE, FALSE, sizeof (CarcPlacement), 128);
  return player;
}

void
carc_random_player_free (CarcRandomPlayer *player)
{
  if (player == NULL)
    return;
  g_array_unref (player->placements);
  g_free (player);
}

static gboolean
draw_tile (CarcRandomPlayer *player,
           const CarcState  *state,
           guint            *type_out)
{
  guint weight[256];
  guint total = 0, pick, n = MIN (state->n_supply_types, G_N_ELEMENTS (weight));

  for (guint i = 0; i < n; i++)
    {
      guint t = state->supply_types[i];
      weight[i] = (state->remaining[t]
                   && (!state->has_tile_available_hook || carc_state_tile_drawable_now (state, t, NULL)))
                  ? state->remaining[t] : 0;
      total += weight[i];
    }
  if (total == 0)
    return FALSE;
  pick = carc_rng_below (&player->rng, total);
  for (guint i = 0; i < n; i++)
    {
      if (pick < weight[i])
        {
          *type_out = state->supply_types[i];
          return TRUE;
        }
      pick -= weight[i];
    }
  return FALSE;
}

/* How many rotations a 4-bit rotation mask allows. */
static const guint8 rotation_count[16] = { 0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4 };

gboolean
carc_random_player_next (CarcRandomPlayer *player,
                         const CarcState  *state,
                         CarcEvent        *event)
{
  switch (state->phase)
    {
    case CARC_PHASE_TILE:
      {
        guint type, n_rot, pick;
        const CarcPlacement *p;

        if (!draw_tile (player, state, &type))
          {
            *event = carc_event_simple (CARC_EVENT_END, 0);
            return TRUE;
          }
        /* an expansion may need an event before the tile (R-WF-4) */
        FOR_EACH_EXPANSION (state, i, exp, data)
          if (exp->tile_drawn && exp->tile_drawn (state, data, type, &player->rng, event))
            return TRUE;
        g_array_set_size (player->placements, 0);
        carc_state_list_placements (state, type, player->placements);
        if (player->placements->len == 0)
          {
            *event = carc_event_simple (CARC_EVENT_DISCARD, 0);
            event->tile = (guint16) type;
            return TRUE;
          }
        /* Uniform over every legal (spot, rotation) pair: picking a spot
         * first and then one of its rotations would favour spots that fit
         * in fewer ways. */
        n_rot = 0;
        for (guint i = 0; i < player->placements->len; i++)
          n_rot += rotation_count[g_array_index (player->placements, CarcPlacement, i).rotations & 0xfu];
        pick = carc_rng_below (&player->rng, n_rot);
        for (guint i = 0; i < player->placements->len; i++)
          {
            guint here;

            p = &g_array_index (player->placements, CarcPlacement, i);
            here = rotation_count[p->rotations & 0xfu];
            if (pick >= here)
              {
                pick -= here;
                continue;
              }
            for (guint r = 0; r < 4; r++)
              if (p->rotations & (1u << r) && pick-- == 0)
                {
                  *event = carc_event_tile (type, p->x, p->y, r);
                  return TRUE;
                }
          }
        g_assert_not_reached ();
      }

    case CARC_PHASE_FIGURE:
      {
        CarcFigureOption options[128];
        CarcEvent others[128];
        guint n = carc_state_list_figure_options (state, options, G_N_ELEMENTS (options));
        guint n_others = 0, pick;

        /* what an expansion offers instead of a figure on the tile */
        FOR_EACH_EXPANSION (state, i, exp, data)
          if (exp->figure_alternatives)
            n_others += exp->figure_alternatives (state, data, others + n_others,
                                                  G_N_ELEMENTS (others) - n_others);
        pick = carc_rng_below (&player->rng, n + 1 + n_others);
        if (pick > n)
          {
            *event = others[pick - n - 1];
            return TRUE;
          }
        if (pick == n)
          {
            *event = carc_event_simple (CARC_EVENT_PASS, 0);
            return TRUE;
          }
        *event = carc_state_figure_option_event (state, &options[pick]);
        return TRUE;
      }

    case CARC_PHASE_DECISION:
      {
        const CarcDecisionKindInfo *decision = carc_registry_decision (state->pending);
        if (decision == NULL || decision->random == NULL)
          return FALSE;
        decision->random (state, &player->rng, event);
        return TRUE;
      }

    case CARC_PHASE_OVER:
    default:
      return FALSE;
    }
}

int
carc_random_play (CarcRandomPlayer *player,
                  CarcGame         *game,
                  CarcRandomCheck   check,
                  gpointer          user_data,
                  GError          **error)
{
  int n = 0;
  CarcEvent event;

  while (carc_random_player_next (player, carc_game_get_state (game), &event))
    {
      if (!carc_game_append (game, &event, error))
        return -1;
      n++;
      if (check && !check (game, &event, user_data))
        return -1;
    }
  return n;
}
