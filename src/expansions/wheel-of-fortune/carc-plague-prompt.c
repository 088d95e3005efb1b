/* carc-plague-prompt.c: the Wheel of Fortune: each player gives back a figure
 *
 * R-WF-5: when the pig stops on the Plague, every player with a figure on
 * the landscape, the active player first, then clockwise, takes one of
 * their figures back. The figures the engine allows are numbered on the
 * board (CarcExpansionUi.decision_spots): a click on one, or its number,
 * gives it back. This says whose turn it is and how.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-plague-prompt.h"
#include "carc-wheel-of-fortune.h"
#include "carc-wheel-paint.h"

struct _CarcPlaguePrompt
{
  GtkBox      parent_instance;
  GtkWidget  *label;
};

static void carc_plague_prompt_iface_init (CarcPlaySectionInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CarcPlaguePrompt, carc_plague_prompt, GTK_TYPE_BOX,
                               G_IMPLEMENT_INTERFACE (CARC_TYPE_PLAY_SECTION, carc_plague_prompt_iface_init))

static void
carc_plague_prompt_update (CarcPlaySection       *section,
                           const CarcPlayContext *context)
{
  CarcPlaguePrompt *self = CARC_PLAGUE_PROMPT (section);
  const CarcState *state = context->state;
  gboolean show = carc_state_get_phase (state) == CARC_PHASE_DECISION
                  && carc_state_get_pending (state) == CARC_PENDING_PLAGUE;
  guint figures[64], n, player;
  g_autofree char *text = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self), show);
  if (!show)
    return;

  player = carc_state_get_pending_player (state);
  n = carc_wheel_plague_candidates (state, player, figures, G_N_ELEMENTS (figures));
  /* Translators: the Plague's prompt; %s is the sector's name (Plague),
   * then the player; the figures are numbered on the board */
  text = g_strdup_printf (ngettext ("%s: %s gives back one figure from the landscape. Click it on the board or press its number (%u figure).",
                                    "%s: %s gives back one figure from the landscape. Click it on the board or press its number (%u figures).",
                                    n),
                          carc_wheel_sector_display_name (CARC_WHEEL_PLAGUE),
                          carc_state_get_setup (state)->players[player].name, n);
  gtk_label_set_text (GTK_LABEL (self->label), text);
}

static void
carc_plague_prompt_iface_init (CarcPlaySectionInterface *iface)
{
  iface->update = carc_plague_prompt_update;
}

static void
carc_plague_prompt_class_init (CarcPlaguePromptClass *klass)
{
}

static void
carc_plague_prompt_init (CarcPlaguePrompt *self)
{
  carc_play_section_init_prompt (GTK_BOX (self), "carc-wheel-symbolic", &self->label, NULL);
  gtk_widget_add_css_class (GTK_WIDGET (self), "plague-prompt");
}
