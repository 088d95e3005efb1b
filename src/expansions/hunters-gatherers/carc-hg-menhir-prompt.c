/* carc-hg-menhir-prompt.c: Hunters & Gatherers: the menhir bonus turn
 *
 * R-HG-4: whoever closes a forest with a menhir places one tile from the
 * menhir stack at once (the engine says when: carc_hg_bonus_turn()). The
 * table must draw from the other stack, so the prompt says so while that
 * tile is awaited.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-hg-menhir-prompt.h"
#include "carc-hunters-gatherers.h"

struct _CarcHgMenhirPrompt
{
  GtkBox      parent_instance;
  GtkWidget  *label;
};

static void carc_hg_menhir_prompt_iface_init (CarcPlaySectionInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CarcHgMenhirPrompt, carc_hg_menhir_prompt, GTK_TYPE_BOX,
                               G_IMPLEMENT_INTERFACE (CARC_TYPE_PLAY_SECTION, carc_hg_menhir_prompt_iface_init))

static void
carc_hg_menhir_prompt_update (CarcPlaySection       *section,
                              const CarcPlayContext *context)
{
  CarcHgMenhirPrompt *self = CARC_HG_MENHIR_PROMPT (section);
  const CarcState *state = context->state;
  gboolean show = carc_hg_is_game (state) && carc_state_get_phase (state) == CARC_PHASE_TILE
                  && carc_hg_bonus_turn (state);
  g_autofree char *text = NULL;
  guint regular, menhir;

  gtk_widget_set_visible (GTK_WIDGET (self), show);
  if (!show)
    return;
  carc_hg_stacks_left (state, &regular, &menhir);
  text = g_strdup_printf (ngettext ("Menhir bonus turn: %s closed a forest with a menhir and places a tile "
                                    "from the menhir stack now (%u left there).",
                                    "Menhir bonus turn: %s closed a forest with a menhir and places a tile "
                                    "from the menhir stack now (%u left there).",
                                    menhir),
                          carc_state_get_setup (state)->players[carc_state_get_player (state)].name, menhir);
  gtk_label_set_text (GTK_LABEL (self->label), text);
}

static void
carc_hg_menhir_prompt_iface_init (CarcPlaySectionInterface *iface)
{
  iface->update = carc_hg_menhir_prompt_update;
}

static void
carc_hg_menhir_prompt_class_init (CarcHgMenhirPromptClass *klass)
{
}

static void
carc_hg_menhir_prompt_init (CarcHgMenhirPrompt *self)
{
  carc_play_section_init_prompt (GTK_BOX (self), "starred-symbolic", &self->label, NULL);
  gtk_widget_add_css_class (GTK_WIDGET (self), "menhir-prompt");
}
