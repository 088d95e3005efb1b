/* carc-coach-labels.c: the coach's numbers in words, for the board
 *
 * The numbers are the session layer's (src/session/carc-coach.c).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-coach-labels.h"

GHashTable *
carc_coach_spot_labels (const CarcState *state)
{
  GHashTable *labels = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GArray) odds = carc_coach_spot_odds (state);

  for (guint i = 0; i < odds->len; i++)
    {
      const CarcCoachSpot *spot = &g_array_index (odds, CarcCoachSpot, i);

      g_hash_table_insert (labels,
                           g_strdup_printf ("%d,%d", spot->x, spot->y),
                           /* Translators: on an open spot: tiles left that fit, and
                            * the chance one is drawn in the next round */
                           g_strdup_printf (_("%u · %.0f %%"), spot->fitting, spot->chance * 100.0));
    }
  return labels;
}
