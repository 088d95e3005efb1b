/* carc-history-format.c: the words of the history, review and statistics
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "carc-catalogue.h"
#include "carc-history-format.h"
#include "carc-set-names.h"
#include "carc-tile-painter.h"

static char *
format_local (gint64      usec,
              const char *format)
{
  g_autoptr(GDateTime) utc = g_date_time_new_from_unix_utc (usec / G_USEC_PER_SEC);
  g_autoptr(GDateTime) local = NULL;

  if (utc == NULL)
    return g_strdup ("");
  local = g_date_time_to_local (utc);
  return g_date_time_format (local, format);
}

char *
carc_history_format_date (gint64 usec)
{
  /* Translators: a date, as for g_date_time_format(): "21 Nov 2026" */
  return format_local (usec, C_("game date", "%-d %b %Y"));
}

char *
carc_history_format_month (gint64 usec)
{
  /* Translators: a heading over the games of one month, as for
   * g_date_time_format(); %OB is the month's name standing alone */
  return format_local (usec, C_("month heading", "%OB %Y"));
}

char *
carc_history_format_sets (const char * const *set_ids)
{
  CarcCatalogue *catalogue = carc_catalogue_get_default (NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new ();

  for (guint i = 0; set_ids != NULL && set_ids[i] != NULL; i++)
    {
      int index = catalogue != NULL ? carc_catalogue_lookup_set (catalogue, set_ids[i]) : -1;

      if (index >= 0)
        g_ptr_array_add (names, (gpointer) carc_tile_set_get_display_name (carc_catalogue_get_set (catalogue, index)));
      else
        g_ptr_array_add (names, (gpointer) set_ids[i]);
    }
  g_ptr_array_add (names, NULL);

  /* Translators: the separator between set names in a list */
  return g_strjoinv (C_("list separator", ", "), (char **) names->pdata);
}

char *
carc_history_format_duration (double seconds)
{
  guint total;

  if (seconds < 0 || !isfinite (seconds))
    return g_strdup ("—");

  total = (guint) round (seconds);
  if (total < 60)
    /* Translators: a duration in seconds */
    return g_strdup_printf (C_("duration", "%u s"), total);
  if (total < 3600)
    {
      if (total % 60 == 0)
        /* Translators: a duration in minutes */
        return g_strdup_printf (C_("duration", "%u min"), total / 60);
      /* Translators: a duration in minutes and seconds */
      return g_strdup_printf (C_("duration", "%u min %u s"), total / 60, total % 60);
    }
  /* Translators: a duration in hours and minutes */
  return g_strdup_printf (C_("duration", "%u h %u min"), total / 3600, (total % 3600) / 60);
}

char *
carc_history_format_percent (double fraction)
{
  if (!isfinite (fraction))
    fraction = 0;
  /* Translators: a percentage; use your language's spacing and sign */
  return g_strdup_printf (C_("percent", "%.0f %%"), fraction * 100);
}

const char *
carc_history_game_type_name (CarcStoreGameType type)
{
  switch (type)
    {
    case CARC_STORE_GAME_CARCASSONNE:
      /* Translators: the game, as a type of game */
      return _("Carcassonne");
    case CARC_STORE_GAME_HUNTERS_GATHERERS:
      /* Translators: the game, as a type of game (its published title) */
      return _("Hunters & Gatherers");
    case CARC_STORE_GAME_ANY:
    default:
      return _("All games");
    }
}

void
carc_history_player_rgba (const char *colour,
                          GdkRGBA    *out)
{
  if (colour == NULL || !carc_player_colour (colour, out))
    gdk_rgba_parse (out, "#9a9a9a");
}

static void
draw_chip (GtkDrawingArea *area,
           cairo_t        *cr,
           int             width,
           int             height,
           gpointer        user_data)
{
  const GdkRGBA *rgba = user_data;
  GdkRGBA border;
  double radius = MIN (width, height) / 2.0 - 1;

  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (area)), &border);
  border.alpha *= 0.4f;

  cairo_arc (cr, width / 2.0, height / 2.0, radius, 0, 2 * G_PI);
  gdk_cairo_set_source_rgba (cr, rgba);
  cairo_fill_preserve (cr);
  gdk_cairo_set_source_rgba (cr, &border);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

GtkWidget *
carc_history_colour_chip (const GdkRGBA *rgba)
{
  GtkWidget *area = gtk_drawing_area_new ();

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), 14);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), 14);
  gtk_widget_set_valign (area, GTK_ALIGN_CENTER);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_chip,
                                  gdk_rgba_copy (rgba), (GDestroyNotify) gdk_rgba_free);
  gtk_accessible_update_state (GTK_ACCESSIBLE (area), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);

  return area;
}
