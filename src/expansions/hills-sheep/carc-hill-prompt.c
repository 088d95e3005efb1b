/* carc-hill-prompt.c: Hills & Sheep: the tile that goes under a hill
 *
 * R-HS-2: on a hill tile the player puts one more tile, unseen, under the
 * hill; it leaves the game, so the supply shrinks by one (the engine
 * counts it in supply_hidden). Shown while the hill tile waits for its
 * figure.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-hill-prompt.h"
#include "carc-hills-sheep.h"

struct _CarcHillPrompt
{
  GtkBox      parent_instance;
  GtkWidget  *label;
};

static void carc_hill_prompt_iface_init (CarcPlaySectionInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CarcHillPrompt, carc_hill_prompt, GTK_TYPE_BOX,
                               G_IMPLEMENT_INTERFACE (CARC_TYPE_PLAY_SECTION, carc_hill_prompt_iface_init))

static void
carc_hill_prompt_update (CarcPlaySection       *section,
                         const CarcPlayContext *context)
{
  CarcHillPrompt *self = CARC_HILL_PROMPT (section);
  const CarcState *state = context->state;
  gboolean show = FALSE;

  if (carc_state_get_phase (state) == CARC_PHASE_FIGURE && carc_state_get_current_tile (state) != CARC_NONE
      && (carc_state_get_setup (state)->rules & CARC_RULE_HILLS))
    {
      const CarcTileType *type = carc_state_tile_type (state, &carc_state_get_tiles (state)[carc_state_get_current_tile (state)]);
      show = (type->flags & CARC_TILE_FLAG_HILL) != 0;
    }

  gtk_widget_set_visible (GTK_WIDGET (self), show);
  if (show)
    {
      g_autofree char *text =
        g_strdup_printf (ngettext ("Hill: put one more tile face down under the hill, unseen. "
                                   "It leaves the game: %u tile is left.",
                                   "Hill: put one more tile face down under the hill, unseen. "
                                   "It leaves the game: %u tiles are left.",
                                   carc_state_supply_count (state)),
                         carc_state_supply_count (state));
      gtk_label_set_text (GTK_LABEL (self->label), text);
    }
}

static void
carc_hill_prompt_iface_init (CarcPlaySectionInterface *iface)
{
  iface->update = carc_hill_prompt_update;
}

static void
carc_hill_prompt_class_init (CarcHillPromptClass *klass)
{
}

static void
carc_hill_prompt_init (CarcHillPrompt *self)
{
  carc_play_section_init_prompt (GTK_BOX (self), "go-up-symbolic", &self->label, NULL);
  gtk_widget_add_css_class (GTK_WIDGET (self), "hill-prompt");
}
