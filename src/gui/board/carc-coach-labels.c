/* carc-coach-labels.c: the coach's numbers in words, for the board
 *
 * The numbers are the session layer's (src/session/carc-coach.c). The
 * legend of the side panel (carc-coach-section.c) and the board's tooltips
 * take their words from here, so that they say what the board shows.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-coach-labels.h"

char *
carc_coach_spot_label (guint  fitting,
                       double chance)
{
  /* Translators: on an open spot: tiles left that fit, and the chance one
   * is drawn in the next round */
  return g_strdup_printf (_("%u · %.0f %%"), fitting, chance * 100.0);
}

GHashTable *
carc_coach_spot_labels (const CarcState *state)
{
  GHashTable *labels = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GArray) odds = carc_coach_spot_odds (state);

  for (guint i = 0; i < odds->len; i++)
    {
      const CarcCoachSpot *spot = &g_array_index (odds, CarcCoachSpot, i);

      g_hash_table_insert (labels, g_strdup_printf ("%d,%d", spot->x, spot->y),
                           carc_coach_spot_label (spot->fitting, spot->chance));
    }
  return labels;
}

GHashTable *
carc_coach_spot_tooltips (const CarcState *state)
{
  GHashTable *tips = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GArray) odds = carc_coach_spot_odds (state);

  for (guint i = 0; i < odds->len; i++)
    {
      const CarcCoachSpot *spot = &g_array_index (odds, CarcCoachSpot, i);
      g_autofree char *fit = g_strdup_printf (ngettext ("%u tile left in the supply fits here.",
                                                        "%u tiles left in the supply fit here.", spot->fitting),
                                              spot->fitting);
      /* Translators: after "5 tiles left in the supply fit here."; %.0f %%
       * is a chance in percent (38 %) */
      g_autofree char *chance = g_strdup_printf (_("The chance that one of them is drawn in the next round: %.0f %%."),
                                                 spot->chance * 100.0);

      g_hash_table_insert (tips, g_strdup_printf ("%d,%d", spot->x, spot->y),
                           spot->fitting == 0 ? g_strdup (_("No tile left in the supply fits here."))
                           : g_strdup_printf ("%s\n%s", fit, chance));
    }
  return tips;
}

const char *
carc_coach_spot_legend (void)
{
  /* Translators: the coach's legend, beside a sample label "5 · 38 %" */
  return _("On an open spot: how many tiles left in the supply fit there, and the chance that one of them "
           "is drawn in the next round (one tile per player).");
}

const char *
carc_coach_field_legend (void)
{
  /* Translators: the coach's legend, beside a field tinted in players'
   * colours */
  return _("A field in a player’s colour: that player’s farmers hold it and would score it now. "
           "Stripes: they hold it together.");
}

char *
carc_coach_field_tooltip (const char *names,
                          guint       n_owners)
{
  if (n_owners > 1)
    /* Translators: a line of the board's tooltip over a field the coach
     * tints in stripes; %s are the owners ("Anna and Ben") */
    return g_strdup_printf (_("Striped in its owners’ colours: %s hold it together."), names);
  /* Translators: a line of the board's tooltip over a field the coach
   * tints; %s is the owner */
  return g_strdup_printf (_("Tinted in its owner’s colour: %s."), names);
}
