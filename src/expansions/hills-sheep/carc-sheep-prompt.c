/* carc-sheep-prompt.c: Hills & Sheep: a token drawn from the bag
 *
 * For every draw (R-HS-4, R-HS-5) the table chooses: "draw for me" (the
 * app draws from its seeded generator) or enter the token drawn from the
 * real bag. The buttons activate play.draw-for-me and play.sheep(token).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-format.h"
#include "carc-hills-sheep.h"
#include "carc-sheep-prompt.h"
#include "carc-sheep-section.h"

struct _CarcSheepPrompt
{
  GtkBox      parent_instance;
  GtkWidget  *label;
  GtkWidget  *buttons;
  GtkWidget  *tokens[CARC_BAG_KINDS];
};

static void carc_sheep_prompt_iface_init (CarcPlaySectionInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CarcSheepPrompt, carc_sheep_prompt, GTK_TYPE_BOX,
                               G_IMPLEMENT_INTERFACE (CARC_TYPE_PLAY_SECTION, carc_sheep_prompt_iface_init))

static void
carc_sheep_prompt_update (CarcPlaySection       *section,
                          const CarcPlayContext *context)
{
  CarcSheepPrompt *self = CARC_SHEEP_PROMPT (section);
  const CarcState *state = context->state;
  gboolean show = carc_state_get_phase (state) == CARC_PHASE_DECISION && carc_state_get_pending (state) == CARC_PENDING_SHEEP;
  g_autofree char *bag = NULL;
  g_autofree char *text = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self), show);
  if (!show)
    return;

  bag = carc_sheep_bag_describe (state);
  if (context->assistance == CARC_ASSISTANCE_RECORD)
    /* Translators: %s is the player, then the bag's contents */
    text = g_strdup_printf (_("%s draws a token from the bag (%s)."),
                            carc_state_get_setup (state)->players[carc_state_get_pending_player (state)].name, bag);
  else
    text = g_strdup_printf (_("%s draws a token from the bag (%s). Wolf chance: %.0f %%."),
                            carc_state_get_setup (state)->players[carc_state_get_pending_player (state)].name, bag,
                            carc_sheep_wolf_chance (state) * 100.0);
  gtk_label_set_text (GTK_LABEL (self->label), text);

  for (guint k = 0; k < CARC_BAG_KINDS; k++)
    gtk_widget_set_sensitive (self->tokens[k], carc_sheep_bag_count (state, k) > 0);
}

static void
carc_sheep_prompt_iface_init (CarcPlaySectionInterface *iface)
{
  iface->update = carc_sheep_prompt_update;
}

static void
carc_sheep_prompt_class_init (CarcSheepPromptClass *klass)
{
}

static void
carc_sheep_prompt_init (CarcSheepPrompt *self)
{
  static const char *labels[CARC_BAG_KINDS] = {
    N_("_Wolf"), N_("_1 Sheep"), N_("_2 Sheep"), N_("_3 Sheep"), N_("_4 Sheep"),
  };

  /* our own sheep: Adwaita's dialog-question (a "?" in a diamond) reads as
   * the missing-glyph box */
  carc_play_section_init_prompt (GTK_BOX (self), "carc-sheep-symbolic", &self->label, &self->buttons);
  gtk_widget_add_css_class (GTK_WIDGET (self), "sheep-prompt");

  carc_play_section_prompt_button (self->buttons, _("_Draw for Me"), "play.draw-for-me", NULL, TRUE);
  for (guint k = 1; k <= CARC_BAG_KINDS; k++)
    {
      guint token = k % CARC_BAG_KINDS;   /* 1, 2, 3, 4, then the wolf */
      self->tokens[token] = carc_play_section_prompt_button (self->buttons, _(labels[token]), "play.sheep",
                                                             g_variant_new_int32 ((gint32) token), FALSE);
      /* "3 Sheep" is the key 3 (the wolf has no number) */
      carc_play_section_number_button (self->tokens[token], token);
    }
}
