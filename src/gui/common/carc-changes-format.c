/* carc-changes-format.c: what a correction changed, in words
 *
 * The session (src/session) says what a correction changed as data; the
 * play page shows it with these words.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-changes-format.h"
#include "carc-format.h"

char *
carc_format_session_changes (const CarcSessionChanges *changes,
                             const CarcState          *state)
{
  GString *text = g_string_new (NULL);

  /* what to do on the table first: the markers, then the figures */
  for (guint p = 0; p < changes->n_players; p++)
    if (changes->before[p] != changes->after[p])
      {
        g_autofree char *track = carc_format_track (changes->after[p]);

        if (text->len > 0)
          g_string_append_c (text, '\n');
        if (changes->after[p] < changes->before[p])
          /* Translators: "Anna: 34 → 28 (-6) — move the marker back to space 28":
           * a score before and after a correction, and where the physical
           * score marker goes now */
          g_string_append_printf (text, _("%s: %d → %d (%+d) — move the marker back to %s"),
                                  carc_state_get_setup (state)->players[p].name, changes->before[p], changes->after[p],
                                  changes->after[p] - changes->before[p], track);
        else
          /* Translators: "Anna: 28 → 34 (+6) — move the marker forward to space 34" */
          g_string_append_printf (text, _("%s: %d → %d (%+d) — move the marker forward to %s"),
                                  carc_state_get_setup (state)->players[p].name, changes->before[p], changes->after[p],
                                  changes->after[p] - changes->before[p], track);
      }
  for (guint i = 0; changes->take_back != NULL && i < changes->take_back->len; i++)
    {
      const CarcSessionFigure *f = &g_array_index (changes->take_back, CarcSessionFigure, i);
      g_autofree char *where = carc_format_position (state, f->x, f->y, G_MAXUINT);

      if (text->len > 0)
        g_string_append_c (text, '\n');
      /* Translators: after a correction: "Take back Anna’s follower from the
       * city north of the start"; %1$s the player, %2$s the figure, %3$s the
       * feature (or a place such as a tower), %4$s where its tile lies */
      g_string_append_printf (text, _("Take back %1$s’s %2$s from the %3$s %4$s"),
                              carc_state_get_setup (state)->players[f->owner].name, carc_figure_kind_noun (f->kind),
                              f->place != NULL ? f->place : carc_feature_kind_noun (f->feature), where);
    }
  for (guint i = 0; changes->put_back != NULL && i < changes->put_back->len; i++)
    {
      const CarcSessionFigure *f = &g_array_index (changes->put_back, CarcSessionFigure, i);
      g_autofree char *where = carc_format_position (state, f->x, f->y, G_MAXUINT);

      if (text->len > 0)
        g_string_append_c (text, '\n');
      /* Translators: after a correction: "Put Anna’s follower on the city
       * north of the start"; %1$s the player, %2$s the figure, %3$s the
       * feature (or a place such as a tower), %4$s where its tile lies */
      g_string_append_printf (text, _("Put %1$s’s %2$s on the %3$s %4$s"),
                              carc_state_get_setup (state)->players[f->owner].name, carc_figure_kind_noun (f->kind),
                              f->place != NULL ? f->place : carc_feature_kind_noun (f->feature), where);
    }
  for (guint i = 0; i < changes->gone->len; i++)
    {
      g_autofree char *line = carc_format_scoring (state, &g_array_index (changes->gone, CarcScoring, i));
      if (text->len > 0)
        g_string_append_c (text, '\n');
      /* Translators: a scoring that no longer happens after a correction */
      g_string_append_printf (text, _("No longer: %s"), line);
    }
  for (guint i = 0; i < changes->added->len; i++)
    {
      g_autofree char *line = carc_format_scoring (state, &g_array_index (changes->added, CarcScoring, i));
      if (text->len > 0)
        g_string_append_c (text, '\n');
      /* Translators: a scoring that happens because of a correction */
      g_string_append_printf (text, _("Now: %s"), line);
    }
  if (text->len == 0)
    g_string_append (text, _("No score changed."));
  return g_string_free (text, FALSE);
}
