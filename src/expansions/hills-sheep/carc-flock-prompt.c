/* carc-flock-prompt.c: Hills & Sheep: expand the flock or drive it into the fold
 *
 * R-HS-5: the player whose tile extended the field of their shepherd must
 * choose. Shows the flock's sheep, the bag and the wolf chance; the
 * buttons activate play.flock(0 expand / 1 fold).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-flock-prompt.h"
#include "carc-hills-sheep.h"
#include "carc-sheep-section.h"

struct _CarcFlockPrompt
{
  GtkBox      parent_instance;
  GtkWidget  *label;
  GtkWidget  *buttons;
};

static void carc_flock_prompt_iface_init (CarcPlaySectionInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CarcFlockPrompt, carc_flock_prompt, GTK_TYPE_BOX,
                               G_IMPLEMENT_INTERFACE (CARC_TYPE_PLAY_SECTION, carc_flock_prompt_iface_init))

static void
carc_flock_prompt_update (CarcPlaySection       *section,
                          const CarcPlayContext *context)
{
  CarcFlockPrompt *self = CARC_FLOCK_PROMPT (section);
  const CarcState *state = context->state;
  gboolean show = carc_state_get_phase (state) == CARC_PHASE_DECISION && carc_state_get_pending (state) == CARC_PENDING_FLOCK;
  g_autofree char *bag = NULL;
  g_autofree char *text = NULL;
  guint field, sheep;

  gtk_widget_set_visible (GTK_WIDGET (self), show);
  if (!show)
    return;

  field = carc_sheep_pending_field (state);
  sheep = field != CARC_NONE ? carc_sheep_flock_size (state, field) : 0;
  bag = carc_sheep_bag_describe (state);
  if (context->assistance == CARC_ASSISTANCE_RECORD)
    text = g_strdup_printf (ngettext ("%s’s flock has %u sheep. Expand it (draw a token: %s) or drive it into the fold?",
                                      "%s’s flock has %u sheep. Expand it (draw a token: %s) or drive it into the fold?",
                                      sheep),
                            carc_state_get_setup (state)->players[carc_state_get_pending_player (state)].name, sheep, bag);
  else
    text = g_strdup_printf (ngettext ("%s’s flock has %u sheep. Expand it (draw a token: %s; wolf chance %.0f %%) or drive it into the fold?",
                                      "%s’s flock has %u sheep. Expand it (draw a token: %s; wolf chance %.0f %%) or drive it into the fold?",
                                      sheep),
                            carc_state_get_setup (state)->players[carc_state_get_pending_player (state)].name, sheep, bag,
                            carc_sheep_wolf_chance (state) * 100.0);
  gtk_label_set_text (GTK_LABEL (self->label), text);
}

static void
carc_flock_prompt_iface_init (CarcPlaySectionInterface *iface)
{
  iface->update = carc_flock_prompt_update;
}

static void
carc_flock_prompt_class_init (CarcFlockPromptClass *klass)
{
}

static void
carc_flock_prompt_init (CarcFlockPrompt *self)
{
  /* our own sheep: Adwaita's dialog-question (a "?" in a diamond) reads as
   * the missing-glyph box */
  carc_play_section_init_prompt (GTK_BOX (self), "carc-sheep-symbolic", &self->label, &self->buttons);
  gtk_widget_add_css_class (GTK_WIDGET (self), "flock-prompt");

  carc_play_section_prompt_button (self->buttons, _("_Expand the Flock"), "play.flock",
                                   g_variant_new_int32 (CARC_FLOCK_EXPAND), FALSE);
  carc_play_section_prompt_button (self->buttons, _("Drive into the _Fold"), "play.flock",
                                   g_variant_new_int32 (CARC_FLOCK_FOLD), FALSE);
}
