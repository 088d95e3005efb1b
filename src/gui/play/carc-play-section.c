/* carc-play-section.c: a part of the play screen that follows the game
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "carc-format.h"
#include "carc-history-format.h"
#include "carc-play-section.h"

G_DEFINE_INTERFACE (CarcPlaySection, carc_play_section, GTK_TYPE_WIDGET)

static void
carc_play_section_default_init (CarcPlaySectionInterface *iface)
{
}

void
carc_play_section_update (CarcPlaySection       *self,
                          const CarcPlayContext *context)
{
  g_return_if_fail (CARC_IS_PLAY_SECTION (self));
  g_return_if_fail (context != NULL);

  CARC_PLAY_SECTION_GET_IFACE (self)->update (self, context);
}

gboolean
carc_play_section_escape (CarcPlaySection *self)
{
  g_return_val_if_fail (CARC_IS_PLAY_SECTION (self), FALSE);

  return CARC_PLAY_SECTION_GET_IFACE (self)->escape != NULL
         && gtk_widget_get_visible (GTK_WIDGET (self))
         && CARC_PLAY_SECTION_GET_IFACE (self)->escape (self);
}

GtkWidget *
carc_play_section_colour_chip (const CarcSetup *setup,
                               guint            player)
{
  GdkRGBA rgba;

  carc_format_player_rgba (setup, player, &rgba);
  return carc_history_colour_chip (&rgba);
}

void
carc_play_section_init_side (GtkBox     *box,
                             const char *title,
                             int         spacing)
{
  GtkWidget *heading = gtk_label_new (title);

  gtk_orientable_set_orientation (GTK_ORIENTABLE (box), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (box, spacing);
  gtk_widget_add_css_class (GTK_WIDGET (box), "side-section");

  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (box, heading);
}

void
carc_play_section_init_prompt (GtkBox      *box,
                               const char  *icon_name,
                               GtkWidget  **label,
                               GtkWidget  **buttons)
{
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *icon = gtk_image_new_from_icon_name (icon_name);

  gtk_orientable_set_orientation (GTK_ORIENTABLE (box), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (box, 8);
  gtk_widget_add_css_class (GTK_WIDGET (box), "prompt");
  gtk_widget_set_visible (GTK_WIDGET (box), FALSE);

  gtk_widget_set_valign (icon, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (top), icon);
  *label = gtk_label_new ("");
  gtk_label_set_wrap (GTK_LABEL (*label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (*label), 50);
  gtk_label_set_xalign (GTK_LABEL (*label), 0);
  gtk_widget_set_hexpand (*label, TRUE);
  gtk_box_append (GTK_BOX (top), *label);
  gtk_box_append (box, top);

  if (buttons != NULL)
    {
      *buttons = gtk_flow_box_new ();
      gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (*buttons), GTK_SELECTION_NONE);
      gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (*buttons), 6);
      gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (*buttons), 6);
      gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (*buttons), 6);
      gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (*buttons), FALSE);
      gtk_box_append (box, *buttons);
    }
}

GtkWidget *
carc_play_section_prompt_button (GtkWidget  *buttons,
                                 const char *label,
                                 const char *action,
                                 GVariant   *target,
                                 gboolean    suggested)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  if (target != NULL)
    gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), target);
  if (suggested)
    gtk_widget_add_css_class (button, "suggested-action");
  gtk_flow_box_append (GTK_FLOW_BOX (buttons), button);
  return button;
}

void
carc_play_section_number_button (GtkWidget *button,
                                 guint      number)
{
  g_return_if_fail (GTK_IS_WIDGET (button));
  g_object_set_data (G_OBJECT (button), "carc-prompt-number", GUINT_TO_POINTER (number));
}

GtkWidget *
carc_play_section_find_numbered (GtkWidget *widget,
                                 guint      number)
{
  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);

  if (number == 0 || !gtk_widget_get_mapped (widget))
    return NULL;
  if (GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), "carc-prompt-number")) == number)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = carc_play_section_find_numbered (child, number);
      if (found != NULL)
        return found;
    }
  return NULL;
}
