/* carc-wheel-box-rows.c: the Wheel of Fortune's rows in Preferences → Your Box
 *
 * What only the box on the table can say of the wheel as a whole: how many
 * crown spaces each sector of its board has, and how many copies of each
 * base tile type show which symbol. The values are the engine's
 * (carc-wheel-box.h); these rows only show and change them.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "carc-wheel-box-rows.h"

#include "carc-box-page.h"
#include "carc-tile-names.h"
#include "carc-tile-painter.h"
#include "carc-wheel-box.h"
#include "carc-wheel-paint.h"

#define TILE_PX 40

typedef struct {
  CarcProfile   *profile;
  CarcCatalogue *catalogue;
  void         (*changed) (gpointer data);
  gpointer       data;
} BoxRows;

static void
set_subtitle (AdwActionRow   *row,
              CarcConfidence  confidence)
{
  adw_action_row_set_subtitle (row, carc_box_confidence_label (confidence));
}

static GtkWidget *
small_spin (guint max,
            guint value)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (0, max, 1);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  /* one digit: the row keeps its width for the title on a phone */
  gtk_editable_set_width_chars (GTK_EDITABLE (spin), 2);
  return spin;
}

/* ---- crown spaces ---- */

static void
crowns_changed_cb (GtkSpinButton *spin,
                   BoxRows       *rows)
{
  CarcWheelSector sector = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (spin), "sector"));

  carc_wheel_box_set_crowns (rows->profile, sector, (guint) gtk_spin_button_get_value_as_int (spin));
  set_subtitle (g_object_get_data (G_OBJECT (spin), "row"),
                carc_wheel_box_crowns_confidence (rows->profile, rows->catalogue, sector));
  rows->changed (rows->data);
}

static GtkWidget *
crowns_group (BoxRows *rows)
{
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Crown spaces"));
  for (guint s = 0; s < CARC_WHEEL_N_SECTORS; s++)
    {
      AdwActionRow *row = ADW_ACTION_ROW (adw_action_row_new ());
      guint max = 0, count = carc_wheel_box_crowns (rows->profile, rows->catalogue, s, &max);
      GtkWidget *spin = small_spin (max, count);
      g_autofree char *name = g_strdup_printf ("wheel-crowns-%s", carc_wheel_sector_name (s));

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), carc_wheel_sector_display_name (s));
      set_subtitle (row, carc_wheel_box_crowns_confidence (rows->profile, rows->catalogue, s));
      gtk_widget_set_name (spin, name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      carc_wheel_sector_display_name (s), -1);
      g_object_set_data (G_OBJECT (spin), "sector", GUINT_TO_POINTER (s));
      g_object_set_data (G_OBJECT (spin), "row", row);
      g_signal_connect (spin, "value-changed", G_CALLBACK (crowns_changed_cb), rows);
      adw_action_row_add_suffix (row, spin);
      adw_action_row_set_activatable_widget (row, spin);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (row));
    }
  return group;
}

/* ---- symbols per tile type ---- */

static void
draw_tile (GtkDrawingArea *area,
           cairo_t        *cr,
           int             width,
           int             height,
           gpointer        user_data)
{
  carc_tile_paint (cr, user_data, 0, MIN (width, height),
                   adw_style_manager_get_dark (adw_style_manager_get_default ()));
}

static void
symbols_changed_cb (GtkSpinButton *spin,
                    BoxRows       *rows)
{
  GtkSpinButton **spins = g_object_get_data (G_OBJECT (spin), "spins");
  const CarcTileType *type = g_object_get_data (G_OBJECT (spin), "tile-type");
  guint copies = carc_profile_tile_count (rows->profile, type);
  guint counts[3], others = 0;

  for (guint i = 0; i < 3; i++)
    {
      counts[i] = (guint) gtk_spin_button_get_value_as_int (spins[i]);
      if (spins[i] != spin)
        others += counts[i];
    }
  /* no more copies with a symbol than the box has: the engine would refuse
   * the profile at the next game; this spin gives way (and comes back here) */
  if (others + (guint) gtk_spin_button_get_value_as_int (spin) > copies)
    {
      gtk_spin_button_set_value (spin, others > copies ? 0 : copies - others);
      return;
    }
  carc_wheel_box_set_symbols (rows->profile, type->id, counts);
  set_subtitle (g_object_get_data (G_OBJECT (spin), "row"),
                carc_wheel_box_symbols_confidence (rows->profile, rows->catalogue, type->id));
  rows->changed (rows->data);
}

static void
add_symbol_rows (BoxRows            *rows,
                 GtkWidget          *group,
                 const CarcTileType *type)
{
  AdwActionRow *row = ADW_ACTION_ROW (adw_action_row_new ());
  GtkWidget *picture = gtk_drawing_area_new ();
  g_autofree char *title = carc_tile_describe (type);
  GtkSpinButton **spins = g_new0 (GtkSpinButton *, 3);
  guint counts[3];
  guint copies = carc_profile_tile_count (rows->profile, type);

  carc_wheel_box_symbols (rows->profile, rows->catalogue, type->id, counts);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (picture), TILE_PX);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (picture), TILE_PX);
  gtk_widget_set_valign (picture, GTK_ALIGN_CENTER);
  /* the type lives as long as the program (carc_catalogue_derive()) */
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (picture), draw_tile, (gpointer) type, NULL);
  adw_action_row_add_prefix (row, picture);
  set_subtitle (row, carc_wheel_box_symbols_confidence (rows->profile, rows->catalogue, type->id));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (row));

  for (guint i = 0; i < 3; i++)
    {
      AdwActionRow *sub = ADW_ACTION_ROW (adw_action_row_new ());
      GtkWidget *indent = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
      GtkWidget *spin = small_spin (MAX (copies, counts[i]), counts[i]);
      g_autofree char *sub_title = NULL;
      g_autofree char *name = g_strdup_printf ("wheel-symbols-%s-%u", type->id, i + 1);

      /* Translators: Preferences → Your Box, under a tile type: how many
       * of its copies show this wheel symbol (1, 2 or 3) */
      sub_title = g_strdup_printf (_("Copies with symbol %u"), i + 1);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (sub), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (sub), sub_title);
      /* under its tile's row, its title where the tile's is */
      gtk_widget_set_size_request (indent, TILE_PX, -1);
      adw_action_row_add_prefix (sub, indent);
      gtk_widget_set_name (spin, name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, sub_title, -1);
      spins[i] = GTK_SPIN_BUTTON (spin);
      g_object_set_data (G_OBJECT (spin), "tile-type", (gpointer) type);
      g_object_set_data (G_OBJECT (spin), "row", row);
      adw_action_row_add_suffix (sub, spin);
      adw_action_row_set_activatable_widget (sub, spin);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (sub));
    }
  /* connected once all three exist: a change reads its siblings */
  g_object_set_data_full (G_OBJECT (row), "spins", spins, g_free);
  for (guint i = 0; i < 3; i++)
    {
      g_object_set_data (G_OBJECT (spins[i]), "spins", spins);
      g_signal_connect (spins[i], "value-changed", G_CALLBACK (symbols_changed_cb), rows);
    }
}

static GtkWidget *
symbols_group (BoxRows *rows)
{
  GtkWidget *group = adw_preferences_group_new ();
  g_autoptr(GPtrArray) ids = carc_wheel_symbol_tiles (rows->catalogue);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Wheel symbols"));
  for (guint i = 0; i < ids->len; i++)
    {
      int t = carc_catalogue_lookup (rows->catalogue, ids->pdata[i]);
      if (t >= 0)
        add_symbol_rows (rows, group, carc_catalogue_get_type (rows->catalogue, (guint) t));
    }
  return group;
}

GPtrArray *
carc_wheel_box_rows (CarcProfile   *profile,
                     CarcCatalogue *catalogue,
                     void         (*changed) (gpointer data),
                     gpointer       data)
{
  GPtrArray *groups = g_ptr_array_new ();
  BoxRows *rows = g_new0 (BoxRows, 1);
  GtkWidget *crowns;

  rows->profile = profile;
  rows->catalogue = catalogue;
  rows->changed = changed;
  rows->data = data;
  crowns = crowns_group (rows);
  /* the rows' shared state lives as long as the first group */
  g_object_set_data_full (G_OBJECT (crowns), "box-rows", rows, g_free);
  g_ptr_array_add (groups, crowns);
  g_ptr_array_add (groups, symbols_group (rows));
  return groups;
}
