/* carc-entries.c: every entry the table may make next
 *
 * The list is built from what the random player chooses among (the tiles
 * that may be drawn, their legal spots, the figure options, the
 * expansions' events in place of a figure, the decisions' answers), so
 * that a test can hold the engine to it: until the game is over the list
 * is never empty, and every entry on it is accepted.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-state.h"

#include "carc-state-private.h"

/* More than any expansion lists at once: a drawn tile's thief values or
 * wheel symbols, the guards and crowns of a figure step, the figures the
 * Plague may take from one player. */
#define MAX_LISTED 256

static void
list_tile_step (const CarcState *state,
                GArray          *out)
{
  g_autoptr(GArray) placements = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));
  CarcEvent events[MAX_LISTED];
  CarcEvent end = carc_event_simple (CARC_EVENT_END, 0);

  for (guint i = 0; i < state->n_supply_types; i++)
    {
      guint type = state->supply_types[i];

      if (!carc_state_tile_in_supply (state, type, NULL))
        continue;
      /* what its drawing calls for first (R-TT-4's thief, R-WF-4's wheel) */
      FOR_EACH_EXPANSION (state, e, exp, data)
        if (exp->drawn_events)
          {
            guint n = exp->drawn_events (state, data, type, events, G_N_ELEMENTS (events));
            g_array_append_vals (out, events, MIN (n, G_N_ELEMENTS (events)));
          }
      if (!carc_state_tile_enterable (state, type, NULL))
        continue;
      g_array_set_size (placements, 0);
      carc_state_list_placements (state, type, placements);
      if (placements->len == 0)
        {
          CarcEvent discard = carc_event_simple (CARC_EVENT_DISCARD, 0);
          discard.tile = (guint16) type;
          g_array_append_val (out, discard);
          continue;
        }
      for (guint p = 0; p < placements->len; p++)
        {
          const CarcPlacement *place = &g_array_index (placements, CarcPlacement, p);
          for (guint r = 0; r < 4; r++)
            if (place->rotations & (1u << r))
              {
                CarcEvent tile = carc_event_tile (type, place->x, place->y, r);
                g_array_append_val (out, tile);
              }
        }
    }
  /* R-B-9: the table may end the game between turns */
  g_array_append_val (out, end);
}

static void
list_figure_step (const CarcState *state,
                  GArray          *out)
{
  CarcFigureOption options[MAX_LISTED];
  CarcEvent events[MAX_LISTED];
  CarcEvent pass = carc_event_simple (CARC_EVENT_PASS, 0);
  guint n = carc_state_list_figure_options (state, options, G_N_ELEMENTS (options));

  for (guint i = 0; i < n; i++)
    {
      CarcEvent figure = carc_state_figure_option_event (state, &options[i]);
      g_array_append_val (out, figure);
    }
  n = carc_state_list_figure_events (state, events, G_N_ELEMENTS (events));
  g_array_append_vals (out, events, n);
  g_array_append_val (out, pass);
}

guint
carc_state_list_next_entries (const CarcState *state,
                              GArray          *out)
{
  g_array_set_size (out, 0);
  switch (state->phase)
    {
    case CARC_PHASE_TILE:
      list_tile_step (state, out);
      break;

    case CARC_PHASE_FIGURE:
      list_figure_step (state, out);
      break;

    case CARC_PHASE_DECISION:
      {
        const CarcDecisionKindInfo *decision = carc_registry_decision (state->pending);
        CarcEvent answers[MAX_LISTED];

        if (decision && decision->list)
          g_array_append_vals (out, answers,
                               MIN (decision->list (state, answers, G_N_ELEMENTS (answers)),
                                    G_N_ELEMENTS (answers)));
      }
      break;

    case CARC_PHASE_OVER:
    default:
      break;
    }
  return out->len;
}
