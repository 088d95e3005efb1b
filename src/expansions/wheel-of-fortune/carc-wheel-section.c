/* carc-wheel-section.c: the Wheel of Fortune: the pig and the crown spaces
 *
 * The side panel's view of the wheel, for a table that looks away from
 * the board: the pig's sector, where symbols 1, 2 and 3 would take it,
 * and who stands on the crown spaces. Shown only in games that play the
 * wheel as an expansion.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-wheel-of-fortune.h"
#include "carc-wheel-paint.h"
#include "carc-wheel-section.h"

struct _CarcWheelSection
{
  GtkBox      parent_instance;

  GtkLabel   *pig_label;
  GtkLabel   *next_label;
  GtkLabel   *crowns_label;
};

static void carc_wheel_section_iface_init (CarcPlaySectionInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CarcWheelSection, carc_wheel_section, GTK_TYPE_BOX,
                               G_IMPLEMENT_INTERFACE (CARC_TYPE_PLAY_SECTION, carc_wheel_section_iface_init))

static void
carc_wheel_section_update (CarcPlaySection       *section,
                           const CarcPlayContext *context)
{
  CarcWheelSection *self = CARC_WHEEL_SECTION (section);
  const CarcState *state = context->state;
  guint pig;
  g_autofree char *pig_text = NULL;
  g_autofree char *next_text = NULL;
  g_autofree char *crowns_text = NULL;
  GString *taken;
  guint free = 0;

  gtk_widget_set_visible (GTK_WIDGET (self), carc_wheel_active (state));
  if (!carc_wheel_active (state))
    return;

  pig = carc_wheel_pig_sector (state);
  /* Translators: the sector the pig stands on */
  pig_text = g_strdup_printf (_("The pig stands on %s."), carc_wheel_sector_display_name (pig));
  gtk_label_set_text (self->pig_label, pig_text);
  /* Translators: where the wheel symbols 1, 2 and 3 would take the pig */
  next_text = g_strdup_printf (_("1 → %s · 2 → %s · 3 → %s"),
                               carc_wheel_sector_display_name ((pig + 1) % CARC_WHEEL_N_SECTORS),
                               carc_wheel_sector_display_name ((pig + 2) % CARC_WHEEL_N_SECTORS),
                               carc_wheel_sector_display_name ((pig + 3) % CARC_WHEEL_N_SECTORS));
  gtk_label_set_text (self->next_label, next_text);

  taken = g_string_new (NULL);
  for (guint c = 0; c < carc_wheel_n_crowns (state); c++)
    {
      CarcWheelCrown crown;

      if (!carc_wheel_get_crown (state, c, &crown))
        continue;
      if (crown.player < 0 || (guint) crown.player >= carc_state_get_n_players (state))
        {
          free++;
          continue;
        }
      if (taken->len > 0)
        g_string_append (taken, ", ");
      /* Translators: who stands on a crown space of which sector: "Anna (Taxes)" */
      g_string_append_printf (taken, _("%s (%s)"), carc_state_get_setup (state)->players[crown.player].name,
                              carc_wheel_sector_display_name (crown.sector));
    }
  if (taken->len == 0)
    crowns_text = g_strdup (_("Crown spaces: all free."));
  else
    /* Translators: the followers on crown spaces, then how many spaces are free */
    crowns_text = g_strdup_printf (ngettext ("Crown spaces: %s; %u free.", "Crown spaces: %s; %u free.", free),
                                   taken->str, free);
  gtk_label_set_text (self->crowns_label, crowns_text);
  g_string_free (taken, TRUE);

  /* the data's own word on what the public sources cannot confirm (the
   * crown spaces per sector), for the table to check against its board */
  {
    CarcCatalogue *catalogue = carc_state_get_catalogue (state);
    int set = carc_catalogue_lookup_set (catalogue, "wheel-of-fortune");
    const char *note = set >= 0 ? carc_tile_set_uncertain_note (carc_catalogue_get_set (catalogue, (guint) set), "wheel")
                                : NULL;

    gtk_widget_set_tooltip_text (GTK_WIDGET (self->crowns_label), note);
  }
}

static void
carc_wheel_section_iface_init (CarcPlaySectionInterface *iface)
{
  iface->update = carc_wheel_section_update;
}

static void
carc_wheel_section_class_init (CarcWheelSectionClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class, APP_RESOURCE_PATH "/wheel-of-fortune/carc-wheel-section.ui");
  gtk_widget_class_bind_template_child (widget_class, CarcWheelSection, pig_label);
  gtk_widget_class_bind_template_child (widget_class, CarcWheelSection, next_label);
  gtk_widget_class_bind_template_child (widget_class, CarcWheelSection, crowns_label);
  gtk_widget_class_set_css_name (widget_class, "carcwheelsection");
}

static void
carc_wheel_section_init (CarcWheelSection *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
