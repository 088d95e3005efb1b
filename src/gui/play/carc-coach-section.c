/* carc-coach-section.c: the side panel's legend of what the coach shows
 *
 * With the "coach" assistance level the board shows numbers on the open
 * spots and tints the fields in their owners' colours; this section, shown
 * only then, says what both mean beside a sample of each, in the words of
 * carc-coach-labels.c (the board's tooltips say the same over a spot or
 * a field).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "carc-coach-labels.h"
#include "carc-coach-section.h"
#include "carc-format.h"

struct _CarcCoachSection
{
  GtkBox           parent_instance;

  GtkWidget       *field_sample;
  const CarcSetup *setup;       /* the players' colours for the sample */
};

static void carc_coach_section_iface_init (CarcPlaySectionInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CarcCoachSection, carc_coach_section, GTK_TYPE_BOX,
                               G_IMPLEMENT_INTERFACE (CARC_TYPE_PLAY_SECTION, carc_coach_section_iface_init))

/* A bit of field in the first players' colours, striped as the board
 * stripes a field held together. */
static void
draw_field_sample (GtkDrawingArea *area,
                   cairo_t        *cr,
                   int             width,
                   int             height,
                   gpointer        user_data)
{
  CarcCoachSection *self = user_data;
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  guint n = self->setup != NULL ? MIN (self->setup->n_players, 2u) : 0;
  const int stripe = 6;

  /* the painter's field green */
  if (dark)
    cairo_set_source_rgb (cr, 0x4d / 255.0, 0x73 / 255.0, 0x40 / 255.0);
  else
    cairo_set_source_rgb (cr, 0x9c / 255.0, 0xc8 / 255.0, 0x77 / 255.0);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_fill (cr);
  for (int d = -height / stripe - 1; n > 0 && d * stripe < width + height; d++)
    {
      GdkRGBA c;

      carc_format_player_rgba (self->setup, ((guint) (d + 100)) % n, &c);
      c.alpha = 0.42f;
      gdk_cairo_set_source_rgba (cr, &c);
      cairo_move_to (cr, d * stripe, 0);
      cairo_line_to (cr, (d + 1) * stripe, 0);
      cairo_line_to (cr, (d + 1) * stripe - height, height);
      cairo_line_to (cr, d * stripe - height, height);
      cairo_close_path (cr);
      cairo_fill (cr);
    }
}

static void
carc_coach_section_update (CarcPlaySection       *section,
                           const CarcPlayContext *context)
{
  CarcCoachSection *self = CARC_COACH_SECTION (section);
  gboolean shown = context->assistance == CARC_ASSISTANCE_COACH && context->state != NULL
                   && carc_state_get_phase (context->state) != CARC_PHASE_OVER;

  gtk_widget_set_visible (GTK_WIDGET (self), shown);
  if (!shown)
    return;
  self->setup = carc_state_get_setup (context->state);
  gtk_widget_queue_draw (self->field_sample);
}

static void
carc_coach_section_iface_init (CarcPlaySectionInterface *iface)
{
  iface->update = carc_coach_section_update;
}

static void
carc_coach_section_class_init (CarcCoachSectionClass *klass)
{
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "carccoachsection");
}

/* A line of the legend: a sample, then its words. */
static void
add_line (CarcCoachSection *self,
          GtkWidget        *sample,
          const char       *words)
{
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
  GtkWidget *label = gtk_label_new (words);

  gtk_widget_set_valign (sample, GTK_ALIGN_START);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 30);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_add_css_class (label, "caption");
  gtk_box_append (GTK_BOX (line), sample);
  gtk_box_append (GTK_BOX (line), label);
  gtk_box_append (GTK_BOX (self), line);
}

static void
carc_coach_section_init (CarcCoachSection *self)
{
  g_autofree char *sample_text = carc_coach_spot_label (5, 0.38);
  GtkWidget *spot_sample = gtk_label_new (sample_text);

  /* Translators: the side panel's legend of the coach's numbers and colours */
  carc_play_section_init_side (GTK_BOX (self), _("What the Coach Shows"), 6);

  gtk_widget_add_css_class (spot_sample, "coach-spot-sample");
  add_line (self, spot_sample, carc_coach_spot_legend ());

  self->field_sample = gtk_drawing_area_new ();
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (self->field_sample), 44);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self->field_sample), 28);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->field_sample), draw_field_sample, self, NULL);
  gtk_widget_add_css_class (self->field_sample, "coach-field-sample");
  add_line (self, self->field_sample, carc_coach_field_legend ());
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}
