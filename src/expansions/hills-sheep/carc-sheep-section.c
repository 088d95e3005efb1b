/* carc-sheep-section.c: Hills & Sheep: the bag's contents and the wolf chance
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-hills-sheep.h"
#include "carc-sheep-section.h"

struct _CarcSheepSection
{
  GtkBox      parent_instance;

  GtkWidget  *bag_label;
  GtkWidget  *chance_label;
};

static void carc_sheep_section_iface_init (CarcPlaySectionInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CarcSheepSection, carc_sheep_section, GTK_TYPE_BOX,
                               G_IMPLEMENT_INTERFACE (CARC_TYPE_PLAY_SECTION, carc_sheep_section_iface_init))

char *
carc_sheep_bag_describe (const CarcState *state)
{
  GString *text = g_string_new (NULL);

  for (guint k = 1; k < CARC_BAG_KINDS; k++)
    {
      guint n = carc_sheep_bag_count (state, k);
      if (n == 0)
        continue;
      if (text->len > 0)
        g_string_append (text, ", ");
      /* Translators: "5 × 2 sheep": five tokens showing two sheep each; the
       * plural follows the second number, the sheep on one token */
      g_string_append_printf (text, ngettext ("%u × %u sheep", "%u × %u sheep", k), n, k);
    }
  if (text->len > 0)
    g_string_append (text, ", ");
  g_string_append_printf (text, ngettext ("%u wolf", "%u wolves", carc_sheep_bag_count (state, 0)),
                          carc_sheep_bag_count (state, 0));
  return g_string_free (text, FALSE);
}

static void
carc_sheep_section_update (CarcPlaySection       *section,
                           const CarcPlayContext *context)
{
  CarcSheepSection *self = CARC_SHEEP_SECTION (section);
  const CarcState *state = context->state;
  g_autofree char *bag = NULL;
  g_autofree char *chance = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self), carc_state_get_setup (state)->figures[CARC_FIGURE_SHEPHERD] > 0);
  if (carc_state_get_setup (state)->figures[CARC_FIGURE_SHEPHERD] == 0)
    return;

  bag = carc_sheep_bag_describe (state);
  gtk_label_set_text (GTK_LABEL (self->bag_label), bag);
  /* Translators: the chance that the next token drawn from the bag is a wolf */
  chance = g_strdup_printf (_("Wolf chance: %.0f %%"), carc_sheep_wolf_chance (state) * 100.0);
  gtk_label_set_text (GTK_LABEL (self->chance_label), chance);
  gtk_widget_set_visible (self->chance_label, context->assistance != CARC_ASSISTANCE_RECORD);
}

static void
carc_sheep_section_iface_init (CarcPlaySectionInterface *iface)
{
  iface->update = carc_sheep_section_update;
}

static void
carc_sheep_section_class_init (CarcSheepSectionClass *klass)
{
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "carcsheepsection");
}

static void
carc_sheep_section_init (CarcSheepSection *self)
{
  carc_play_section_init_side (GTK_BOX (self), _("Sheep Bag"), 4);

  self->bag_label = gtk_label_new ("");
  gtk_label_set_xalign (GTK_LABEL (self->bag_label), 0);
  gtk_label_set_wrap (GTK_LABEL (self->bag_label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (self->bag_label), 30);
  gtk_box_append (GTK_BOX (self), self->bag_label);

  self->chance_label = gtk_label_new ("");
  gtk_label_set_xalign (GTK_LABEL (self->chance_label), 0);
  gtk_widget_add_css_class (self->chance_label, "dim-label");
  gtk_box_append (GTK_BOX (self), self->chance_label);
}
