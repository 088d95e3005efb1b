/* carc-towers-section.c: Towers & Thieves in the side panel
 *
 * Below the scores: the tower pieces left in the shared supply, the tower
 * tiles left in their own stack, and the stolen tile lying beside the score
 * track with its value, which every guard scores on top (R-TT-4, R-TT-5).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "carc-tile-names.h"
#include "carc-tile-painter.h"
#include "carc-towers-section.h"
#include "carc-towers-thieves.h"

#define STOLEN_TILE_PX 48

struct _CarcTowersSection
{
  GtkBox      parent_instance;

  /* template */
  GtkWidget  *pieces_label;
  GtkWidget  *tiles_label;
  GtkWidget  *stolen_box;
  GtkWidget  *stolen_picture;
  GtkWidget  *stolen_label;

  int         stolen_type;  /* the tile the picture shows, -1 none */
  gboolean    stolen_dark;
};

static void carc_towers_section_iface_init (CarcPlaySectionInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CarcTowersSection, carc_towers_section, GTK_TYPE_BOX,
                               G_IMPLEMENT_INTERFACE (CARC_TYPE_PLAY_SECTION, carc_towers_section_iface_init))

static void
carc_towers_section_update (CarcPlaySection       *section,
                            const CarcPlayContext *context)
{
  CarcTowersSection *self = CARC_TOWERS_SECTION (section);
  const CarcState *state = context->state;
  gboolean shown = (carc_state_get_setup (state)->rules & CARC_RULE_TOWERS) != 0;
  guint pieces, tiles;
  int stolen, value = 0;
  g_autofree char *pieces_text = NULL;
  g_autofree char *tiles_text = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self), shown);
  if (!shown)
    return;

  pieces = carc_towers_pieces_left (state);
  /* Translators: the shared supply of tower pieces (R-TT-1) */
  pieces_text = g_strdup_printf (ngettext ("%u of %u tower piece left", "%u of %u tower pieces left", pieces),
                                 pieces, CARC_TOWER_PIECES);
  gtk_label_set_text (GTK_LABEL (self->pieces_label), pieces_text);
  tiles = carc_towers_tower_tiles_left (state);
  /* Translators: the face-down stack of tower tiles (R-TT-1) */
  tiles_text = g_strdup_printf (ngettext ("%u tower tile in its stack", "%u tower tiles in their stack", tiles), tiles);
  gtk_label_set_text (GTK_LABEL (self->tiles_label), tiles_text);

  stolen = carc_towers_stolen_tile (state, &value);
  if (stolen < 0)
    {
      gtk_widget_set_visible (self->stolen_picture, FALSE);
      gtk_label_set_text (GTK_LABEL (self->stolen_label), _("No stolen tile beside the score track"));
      gtk_widget_add_css_class (self->stolen_label, "dim-label");
      self->stolen_type = -1;
      return;
    }

  {
    const CarcTileType *type = carc_catalogue_get_type (carc_state_get_catalogue (state), (guint) stolen);
    g_autofree char *what = type != NULL ? carc_tile_describe (type) : g_strdup ("?");
    /* Translators: the stolen tile beside the score track: what it shows,
     * then its value, which each guard scores on top (R-TT-4, R-TT-5) */
    g_autofree char *text = g_strdup_printf (_("Stolen tile beside the score track: %s, value %d (each guard "
                                               "scores it too)"), what, value);
    gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());

    gtk_label_set_text (GTK_LABEL (self->stolen_label), text);
    gtk_widget_remove_css_class (self->stolen_label, "dim-label");
    if (type != NULL && (stolen != self->stolen_type || dark != self->stolen_dark))
      {
        int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
        g_autoptr(GdkTexture) texture = carc_tile_texture_new (type, 0, STOLEN_TILE_PX * scale, dark);

        gtk_picture_set_paintable (GTK_PICTURE (self->stolen_picture), GDK_PAINTABLE (texture));
        gtk_widget_set_size_request (self->stolen_picture, STOLEN_TILE_PX, STOLEN_TILE_PX);
        self->stolen_type = stolen;
        self->stolen_dark = dark;
      }
    gtk_widget_set_visible (self->stolen_picture, type != NULL);
  }
}

static void
carc_towers_section_iface_init (CarcPlaySectionInterface *iface)
{
  iface->update = carc_towers_section_update;
}

static void
carc_towers_section_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), CARC_TYPE_TOWERS_SECTION);

  G_OBJECT_CLASS (carc_towers_section_parent_class)->dispose (object);
}

static void
carc_towers_section_class_init (CarcTowersSectionClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = carc_towers_section_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, APP_RESOURCE_PATH "/towers-thieves/carc-towers-section.ui");
  gtk_widget_class_bind_template_child (widget_class, CarcTowersSection, pieces_label);
  gtk_widget_class_bind_template_child (widget_class, CarcTowersSection, tiles_label);
  gtk_widget_class_bind_template_child (widget_class, CarcTowersSection, stolen_box);
  gtk_widget_class_bind_template_child (widget_class, CarcTowersSection, stolen_picture);
  gtk_widget_class_bind_template_child (widget_class, CarcTowersSection, stolen_label);
  gtk_widget_class_set_css_name (widget_class, "carctowerssection");
}

static void
carc_towers_section_init (CarcTowersSection *self)
{
  self->stolen_type = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
}
