/* carc-hg-trap-prompt.c: Hunters & Gatherers: the small trap
 *
 * R-HG-7: the small trap scores at once the animals of its meadow on the
 * trap tile and the eight tiles around it (the engine scored them); the
 * table then covers those animals with markers, as they count no more.
 * Shown while the trap tile is the tile of the turn.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-hg-trap-prompt.h"
#include "carc-hunters-gatherers.h"

struct _CarcHgTrapPrompt
{
  GtkBox      parent_instance;
  GtkWidget  *label;
};

static void carc_hg_trap_prompt_iface_init (CarcPlaySectionInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CarcHgTrapPrompt, carc_hg_trap_prompt, GTK_TYPE_BOX,
                               G_IMPLEMENT_INTERFACE (CARC_TYPE_PLAY_SECTION, carc_hg_trap_prompt_iface_init))

static void
carc_hg_trap_prompt_update (CarcPlaySection       *section,
                            const CarcPlayContext *context)
{
  CarcHgTrapPrompt *self = CARC_HG_TRAP_PROMPT (section);
  const CarcState *state = context->state;
  guint tile = carc_state_get_current_tile (state);
  gboolean show = FALSE;
  g_autofree char *text = NULL;
  int points = 0;

  if (carc_hg_is_game (state) && tile != CARC_NONE
      && (carc_state_get_phase (state) == CARC_PHASE_FIGURE || carc_state_get_phase (state) == CARC_PHASE_DECISION))
    {
      const CarcTileType *type = carc_state_tile_type (state, &carc_state_get_tiles (state)[tile]);
      show = carc_hg_tile_power (type) == CARC_HG_TILE_SMALL_TRAP;
    }
  gtk_widget_set_visible (GTK_WIDGET (self), show);
  if (!show)
    return;

  /* what the trap scored this turn */
  for (guint i = carc_state_get_n_scorings (state); i-- > 0;)
    {
      const CarcScoring *s = &carc_state_get_scorings (state)[i];

      if (s->turn != carc_state_get_turn (state))
        break;
      if (s->kind == CARC_SCORE_HG_SMALL_TRAP)
        points += s->points;
    }
  if (points == 0)
    text = g_strdup_printf (_("Small trap: %s scores nothing: no animals of this meadow lie on the trap tile "
                              "or the eight tiles around it."),
                            carc_state_get_setup (state)->players[carc_state_get_player (state)].name);
  else
    text = g_strdup_printf (ngettext ("Small trap: %s scores %d point for the animals of this meadow on the trap tile "
                                    "and the eight tiles around it. Cover those animals with markers: they count no more.",
                                    "Small trap: %s scores %d points for the animals of this meadow on the trap tile "
                                    "and the eight tiles around it. Cover those animals with markers: they count no more.",
                                    points),
                          carc_state_get_setup (state)->players[carc_state_get_player (state)].name, points);
  gtk_label_set_text (GTK_LABEL (self->label), text);
}

static void
carc_hg_trap_prompt_iface_init (CarcPlaySectionInterface *iface)
{
  iface->update = carc_hg_trap_prompt_update;
}

static void
carc_hg_trap_prompt_class_init (CarcHgTrapPromptClass *klass)
{
}

static void
carc_hg_trap_prompt_init (CarcHgTrapPrompt *self)
{
  carc_play_section_init_prompt (GTK_BOX (self), "dialog-information-symbolic", &self->label, NULL);
  gtk_widget_add_css_class (GTK_WIDGET (self), "trap-prompt");
}
