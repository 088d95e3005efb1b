/* carc-last-tile-prompt.c: the supply is empty: end the game
 *
 * With the engine's automatic end (CARC_RULE_AUTO_END) the game ends by
 * itself; otherwise, or when the table's box still has tiles the app does
 * not know about, this offers the end between turns (play.end-game).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-last-tile-prompt.h"

struct _CarcLastTilePrompt
{
  GtkBox      parent_instance;
  GtkWidget  *label;
  GtkWidget  *buttons;
};

static void carc_last_tile_prompt_iface_init (CarcPlaySectionInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CarcLastTilePrompt, carc_last_tile_prompt, GTK_TYPE_BOX,
                               G_IMPLEMENT_INTERFACE (CARC_TYPE_PLAY_SECTION, carc_last_tile_prompt_iface_init))

static void
carc_last_tile_prompt_update (CarcPlaySection       *section,
                              const CarcPlayContext *context)
{
  CarcLastTilePrompt *self = CARC_LAST_TILE_PROMPT (section);
  const CarcState *state = context->state;

  gtk_widget_set_visible (GTK_WIDGET (self),
                          !context->correcting && carc_state_get_phase (state) == CARC_PHASE_TILE
                          && carc_state_supply_count (state) == 0 && carc_state_get_n_tiles (state) > 1);
}

static void
carc_last_tile_prompt_iface_init (CarcPlaySectionInterface *iface)
{
  iface->update = carc_last_tile_prompt_update;
}

static void
carc_last_tile_prompt_class_init (CarcLastTilePromptClass *klass)
{
}

static void
carc_last_tile_prompt_init (CarcLastTilePrompt *self)
{
  carc_play_section_init_prompt (GTK_BOX (self), "emblem-ok-symbolic", &self->label, &self->buttons);
  gtk_widget_add_css_class (GTK_WIDGET (self), "last-tile-prompt");
  gtk_label_set_text (GTK_LABEL (self->label),
                      _("The supply is empty. If the box has no tile left either, end the game for the final scoring."));
  carc_play_section_prompt_button (self->buttons, _("_End the Game"), "play.end-game", NULL, TRUE);
}
