/* carc-builder-prompt.c: Traders & Builders: the builder's second tile
 *
 * Shown while the active player places the second tile their builder
 * earned (R-TB-2): the engine keeps the same player with a tile to place.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-builder-prompt.h"
#include "carc-traders-builders.h"

struct _CarcBuilderPrompt
{
  GtkBox      parent_instance;
  GtkWidget  *label;
};

static void carc_builder_prompt_iface_init (CarcPlaySectionInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CarcBuilderPrompt, carc_builder_prompt, GTK_TYPE_BOX,
                               G_IMPLEMENT_INTERFACE (CARC_TYPE_PLAY_SECTION, carc_builder_prompt_iface_init))

static void
carc_builder_prompt_update (CarcPlaySection       *section,
                            const CarcPlayContext *context)
{
  CarcBuilderPrompt *self = CARC_BUILDER_PROMPT (section);
  const CarcState *state = context->state;
  /* a second tile of the turn is the builder's only in a game with builders
   * (another game's extra tile, e.g. a menhir bonus turn, has its own) */
  gboolean show = carc_state_get_phase (state) == CARC_PHASE_TILE && carc_state_get_placements (state) > 0
                  && carc_state_get_setup (state)->figures[CARC_FIGURE_BUILDER] > 0;

  gtk_widget_set_visible (GTK_WIDGET (self), show);
  if (show)
    {
      g_autofree char *text =
        /* Translators: R-TB-2, the builder's double turn */
        g_strdup_printf (_("Builder: %s draws and places a second tile now."),
                         carc_state_get_setup (state)->players[carc_state_get_player (state)].name);
      gtk_label_set_text (GTK_LABEL (self->label), text);
    }
}

static void
carc_builder_prompt_iface_init (CarcPlaySectionInterface *iface)
{
  iface->update = carc_builder_prompt_update;
}

static void
carc_builder_prompt_class_init (CarcBuilderPromptClass *klass)
{
}

static void
carc_builder_prompt_init (CarcBuilderPrompt *self)
{
  carc_play_section_init_prompt (GTK_BOX (self), "list-add-symbolic", &self->label, NULL);
  gtk_widget_add_css_class (GTK_WIDGET (self), "builder-prompt");
}
