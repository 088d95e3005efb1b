/* carc-hg-shaman-prompt.c: Hunters & Gatherers: the shaman
 *
 * R-HG-7: who places the shaman's tile may take back one of their own
 * figures (not a hut) without scoring it. The engine says when
 * (carc_hg_shaman_available()): a button per figure on the board
 * activates play.shaman((x, y, location)); a figure or a pass for the
 * tile leaves them all.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-hg-shaman-prompt.h"

#include "carc-format.h"
#include "carc-hunters-gatherers.h"

struct _CarcHgShamanPrompt
{
  GtkBox      parent_instance;
  GtkWidget  *label;
  GtkWidget  *buttons;
};

static void carc_hg_shaman_prompt_iface_init (CarcPlaySectionInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CarcHgShamanPrompt, carc_hg_shaman_prompt, GTK_TYPE_BOX,
                               G_IMPLEMENT_INTERFACE (CARC_TYPE_PLAY_SECTION, carc_hg_shaman_prompt_iface_init))

/* A figure the shaman may take back, by where its tile lies in words
 * ("north of Ben’s river curve"), as the log says where tiles went. */
static char *
button_label (const CarcState *state,
              guint            kind,
              int              x,
              int              y)
{
  g_autofree char *where = carc_format_position (state, x, y, G_MAXUINT);

  switch (kind)
    {
    /* Translators: a button of the shaman's prompt: take back the fisher
     * on the tile that lies there ("north of Ben’s river curve") */
    case CARC_FEATURE_HG_RIVER: return g_strdup_printf (_("Fisher %s"), where);
    /* Translators: a button of the shaman's prompt: take back the gatherer on the tile that lies there */
    case CARC_FEATURE_HG_FOREST: return g_strdup_printf (_("Gatherer %s"), where);
    /* Translators: a button of the shaman's prompt: take back the hunter on the tile that lies there */
    case CARC_FEATURE_HG_MEADOW: return g_strdup_printf (_("Hunter %s"), where);
    /* Translators: a button of the shaman's prompt: take back the figure on the tile that lies there */
    default: return g_strdup_printf (_("Figure %s"), where);
    }
}

static void
carc_hg_shaman_prompt_update (CarcPlaySection       *section,
                              const CarcPlayContext *context)
{
  CarcHgShamanPrompt *self = CARC_HG_SHAMAN_PROMPT (section);
  const CarcState *state = context->state;
  gboolean show = carc_hg_is_game (state) && carc_state_get_phase (state) != CARC_PHASE_OVER
                  && carc_hg_shaman_available (state);
  const CarcFigure *figures = carc_state_get_figures (state);
  const CarcNode *nodes = carc_state_get_nodes (state);
  guint player = carc_state_get_phase (state) == CARC_PHASE_DECISION ? carc_state_get_pending_player (state)
                                                                     : carc_state_get_player (state);
  g_autofree char *text = NULL;
  GtkWidget *child;

  gtk_widget_set_visible (GTK_WIDGET (self), show);
  if (!show)
    return;
  text = g_strdup_printf (_("Shaman: %s may take back one of their figures (not a hut) without scoring it, "
                            "before placing a figure or passing."),
                          carc_state_get_setup (state)->players[player].name);
  gtk_label_set_text (GTK_LABEL (self->label), text);

  while ((child = gtk_widget_get_first_child (self->buttons)) != NULL)
    gtk_flow_box_remove (GTK_FLOW_BOX (self->buttons), child);
  for (guint i = 0; i < carc_state_get_n_figures (state); i++)
    {
      const CarcFigure *f = &figures[i];
      const CarcNode *node;
      const CarcPlacedTile *tile;
      const CarcTileType *type;
      g_autofree char *label = NULL;
      guint16 location;

      if (f->owner != player || f->node == CARC_NONE || f->kind == CARC_FIGURE_HUT)
        continue;
      node = &nodes[f->node];
      tile = &carc_state_get_tiles (state)[node->tile];
      type = carc_state_tile_type (state, tile);
      location = carc_loc_rotate (type->features[node->local].locations, tile->rotation);
      label = button_label (state, node->kind, tile->x, tile->y);
      carc_play_section_prompt_button (self->buttons, label, "play.shaman",
                                       g_variant_new ("(iiu)", tile->x, tile->y, (guint32) location), FALSE);
    }
}

static void
carc_hg_shaman_prompt_iface_init (CarcPlaySectionInterface *iface)
{
  iface->update = carc_hg_shaman_prompt_update;
}

static void
carc_hg_shaman_prompt_class_init (CarcHgShamanPromptClass *klass)
{
}

static void
carc_hg_shaman_prompt_init (CarcHgShamanPrompt *self)
{
  carc_play_section_init_prompt (GTK_BOX (self), "view-refresh-symbolic", &self->label, &self->buttons);
  gtk_widget_add_css_class (GTK_WIDGET (self), "shaman-prompt");
}
