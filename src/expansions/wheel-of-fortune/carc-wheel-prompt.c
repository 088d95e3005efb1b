/* carc-wheel-prompt.c: the Wheel of Fortune: a drawn tile turns the wheel
 *
 * R-WF-4: a tile with a wheel symbol turns the wheel before it is placed.
 * Once the table has picked such a tile, this says what its symbol would
 * do — where the pig stops and what the action and the crown spaces pay
 * each player (the engine's preview) — before anything is entered. The
 * buttons activate play.wheel(symbol): the data's symbol is the suggested
 * one, the others correct the data (the table's box wins); a tile whose
 * copies do not all carry a symbol is simply placed if this one has none.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-wheel-of-fortune-ui.h"
#include "carc-wheel-of-fortune.h"
#include "carc-wheel-paint.h"
#include "carc-wheel-prompt.h"

struct _CarcWheelPrompt
{
  GtkBox      parent_instance;
  GtkWidget  *label;
  GtkWidget  *buttons;
  GtkWidget  *symbols[4];     /* 0: no symbol, then 1…3 */
};

static void carc_wheel_prompt_iface_init (CarcPlaySectionInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CarcWheelPrompt, carc_wheel_prompt, GTK_TYPE_BOX,
                               G_IMPLEMENT_INTERFACE (CARC_TYPE_PLAY_SECTION, carc_wheel_prompt_iface_init))

static void
carc_wheel_prompt_update (CarcPlaySection       *section,
                          const CarcPlayContext *context)
{
  CarcWheelPrompt *self = CARC_WHEEL_PROMPT (section);
  const CarcState *state = context->state;
  guint expected = 0;
  gboolean needs = FALSE, show;
  g_autofree char *preview = NULL;
  g_autofree char *text = NULL;
  const char *name;

  show = carc_state_get_phase (state) == CARC_PHASE_TILE && context->tile >= 0
         && carc_wheel_active (state) && carc_wheel_announced_tile (state) < 0;
  if (show)
    {
      expected = carc_wheel_ui_expected_symbol (state, (guint) context->tile);
      needs = carc_wheel_needs_symbol (state, (guint) context->tile);
      show = expected > 0 || needs;
    }
  gtk_widget_set_visible (GTK_WIDGET (self), show);
  if (!show)
    return;

  name = carc_state_get_setup (state)->players[carc_state_get_player (state)].name;
  if (expected == 0)
    expected = 1;
  preview = carc_wheel_ui_describe_symbol (state, expected);
  if (needs)
    /* Translators: %s is the player, then the preview of the tile's symbol
     * ("2: the pig moves 2 sectors to Famine. Famine: Anna +2.") */
    text = g_strdup_printf (_("%s drew a tile with a wheel symbol: the wheel turns before the tile is placed.\n%s"),
                            name, preview);
  else
    /* Translators: %s is the preview of the symbol the tile may show */
    text = g_strdup_printf (_("Some copies of this tile show a wheel symbol. If this one does, turn the wheel first; if not, place it.\n%s"),
                            preview);
  gtk_label_set_text (GTK_LABEL (self->label), text);

  for (guint s = 1; s <= 3; s++)
    {
      guint sector = (carc_wheel_pig_sector (state) + s) % CARC_WHEEL_N_SECTORS;
      /* Translators: a button: the wheel symbol shown on the tile, and the
       * sector the pig reaches with it ("_2 · Famine") */
      g_autofree char *label = g_strdup_printf (_("_%u · %s"), s, carc_wheel_sector_display_name (sector));
      g_autofree char *tip = carc_wheel_ui_describe_symbol (state, s);

      gtk_button_set_label (GTK_BUTTON (self->symbols[s]), label);
      gtk_widget_set_tooltip_text (self->symbols[s], tip);
      if (s == expected)
        gtk_widget_add_css_class (self->symbols[s], "suggested-action");
      else
        gtk_widget_remove_css_class (self->symbols[s], "suggested-action");
    }
  /* a tile the data gives a symbol on every copy can still be one without
   * (the box wins); the others are simply placed */
  gtk_widget_set_visible (gtk_widget_get_parent (self->symbols[0]), needs);
}

static void
carc_wheel_prompt_iface_init (CarcPlaySectionInterface *iface)
{
  iface->update = carc_wheel_prompt_update;
}

static void
carc_wheel_prompt_class_init (CarcWheelPromptClass *klass)
{
}

static void
carc_wheel_prompt_init (CarcWheelPrompt *self)
{
  carc_play_section_init_prompt (GTK_BOX (self), "carc-wheel-symbolic", &self->label, &self->buttons);
  gtk_widget_add_css_class (GTK_WIDGET (self), "wheel-prompt");

  for (guint s = 1; s <= 3; s++)
    {
      self->symbols[s] = carc_play_section_prompt_button (self->buttons, "", "play.wheel",
                                                          g_variant_new_int32 ((gint32) s), FALSE);
      /* the key of the number it shows */
      carc_play_section_number_button (self->symbols[s], s);
    }
  self->symbols[0] = carc_play_section_prompt_button (self->buttons, _("_No Symbol"), "play.wheel",
                                                      g_variant_new_int32 (0), FALSE);
}
