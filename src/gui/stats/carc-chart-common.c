/* carc-chart-common.c: what the chart widgets share
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include <adwaita.h>

#include "carc-chart-common.h"
#include "carc-format.h"

#define LEGEND_SWATCH   12.0
#define LEGEND_GAP       6.0
#define LEGEND_SPACING  18.0
#define LEGEND_ROW_GAP   4.0

/* WCAG relative luminance of an sRGB colour. */
static double
relative_luminance (const GdkRGBA *colour)
{
  double c[3] = { colour->red, colour->green, colour->blue };

  for (guint i = 0; i < 3; i++)
    c[i] = c[i] <= 0.03928 ? c[i] / 12.92 : pow ((c[i] + 0.055) / 1.055, 2.4);

  return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
}

void
carc_chart_style_init (GtkWidget      *widget,
                       CarcChartStyle *style)
{
  GtkStyleContext *context = gtk_widget_get_style_context (widget);

  gtk_style_context_get_color (context, &style->foreground);

  /* The text colour says which background the theme has: light text means
   * dark mode (and high contrast dark), whatever the style manager says. */
  style->dark = relative_luminance (&style->foreground) > 0.4;

  style->grid = style->foreground;
  style->grid.alpha *= 0.12f;

  if (!gtk_style_context_lookup_color (context, "accent_color", &style->accent))
    gdk_rgba_parse (&style->accent, style->dark ? "#78aeed" : "#1c71d8");

  style->halo = style->foreground;
  style->halo.alpha *= 0.55f;
}

gboolean
carc_chart_needs_halo (const CarcChartStyle *style,
                       const GdkRGBA        *colour)
{
  /* The window and card backgrounds of Adwaita, roughly. */
  double background = style->dark ? 0.025 : 0.95;
  double luminance = relative_luminance (colour);
  double contrast = (MAX (background, luminance) + 0.05) / (MIN (background, luminance) + 0.05);

  return contrast < 1.8;
}

void
carc_chart_ticks (double  min,
                  double  max,
                  guint   max_ticks,
                  double  min_step,
                  double *out_first,
                  double *out_step,
                  guint  *out_n)
{
  double range, rough, magnitude, residual, step, first, last;

  if (!isfinite (min) || !isfinite (max))
    min = max = 0;
  if (max < min)
    {
      double t = min;
      min = max;
      max = t;
    }
  if (max_ticks < 2)
    max_ticks = 2;

  range = max - min;
  if (range <= 0)
    range = MAX (1.0, fabs (max));

  rough = range / (max_ticks - 1);
  magnitude = pow (10, floor (log10 (rough)));
  residual = rough / magnitude;
  if (residual <= 1)
    step = magnitude;
  else if (residual <= 2)
    step = 2 * magnitude;
  else if (residual <= 2.5 && magnitude >= 10)
    step = 2.5 * magnitude;   /* 25, 250…: whole numbers only */
  else if (residual <= 5)
    step = 5 * magnitude;
  else
    step = 10 * magnitude;
  step = MAX (step, min_step);

  first = floor (min / step) * step;
  last = ceil (max / step) * step;
  if (last <= first)
    last = first + step;

  *out_first = first;
  *out_step = step;
  *out_n = (guint) floor ((last - first) / step + 0.5) + 1;
}

PangoLayout *
carc_chart_layout (GtkWidget  *widget,
                   const char *text,
                   gboolean    small,
                   gboolean    numeric)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);
  PangoAttrList *attrs = pango_attr_list_new ();

  if (small)
    pango_attr_list_insert (attrs, pango_attr_scale_new (0.83));
  if (numeric)
    pango_attr_list_insert (attrs, pango_attr_font_features_new ("tnum"));
  pango_layout_set_attributes (layout, attrs);
  pango_attr_list_unref (attrs);

  return layout;
}

void
carc_chart_layout_size (PangoLayout *layout,
                        double      *width,
                        double      *height)
{
  int w, h;

  pango_layout_get_size (layout, &w, &h);
  if (width != NULL)
    *width = (double) w / PANGO_SCALE;
  if (height != NULL)
    *height = (double) h / PANGO_SCALE;
}

void
carc_chart_set_source (cairo_t       *cr,
                       const GdkRGBA *colour)
{
  cairo_set_source_rgba (cr, colour->red, colour->green, colour->blue, colour->alpha);
}

void
carc_chart_show_text (cairo_t       *cr,
                      const GdkRGBA *colour,
                      PangoLayout   *layout,
                      double         x,
                      double         y)
{
  cairo_save (cr);
  carc_chart_set_source (cr, colour);
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
  cairo_restore (cr);
}

void
carc_chart_draw_placeholder (GtkWidget            *widget,
                             cairo_t              *cr,
                             const CarcChartStyle *style,
                             const char           *text,
                             double                width,
                             double                height)
{
  g_autoptr(PangoLayout) layout = carc_chart_layout (widget, text, FALSE, FALSE);
  GdkRGBA colour = style->foreground;
  double text_width, text_height;

  colour.alpha *= 0.55f;
  carc_chart_layout_size (layout, &text_width, &text_height);
  carc_chart_show_text (cr, &colour, layout, (width - text_width) / 2, (height - text_height) / 2);
}

void
carc_chart_rounded_rect (cairo_t *cr,
                         double   x,
                         double   y,
                         double   width,
                         double   height,
                         double   radius)
{
  radius = MIN (radius, MIN (width, height) / 2);

  cairo_new_sub_path (cr);
  cairo_arc (cr, x + width - radius, y + radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, x + width - radius, y + height - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, x + radius, y + height - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, x + radius, y + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

void
carc_chart_follow_style (GtkWidget *widget)
{
  AdwStyleManager *style_manager = adw_style_manager_get_default ();

  /* (gtk_widget_queue_draw() takes the widget and ignores the rest) */
  g_signal_connect_object (style_manager, "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), widget, G_CONNECT_SWAPPED);
  g_signal_connect_object (style_manager, "notify::high-contrast",
                           G_CALLBACK (gtk_widget_queue_draw), widget, G_CONNECT_SWAPPED);
}

void
carc_chart_update_accessible (GtkWidget  *widget,
                              const char *title,
                              const char *untitled,
                              const char *description)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title != NULL ? title : untitled,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
}

CarcChartKey *
carc_chart_keys (GPtrArray *series)
{
  CarcChartKey *keys = g_new0 (CarcChartKey, MAX (series->len, 1));

  for (guint i = 0; i < series->len; i++)
    {
      const CarcChartSeries *head = g_ptr_array_index (series, i);

      keys[i].name = head->name;
      keys[i].colour = head->colour;
    }

  return keys;
}

double
carc_chart_legend (GtkWidget            *widget,
                   cairo_t              *cr,
                   const CarcChartStyle *style,
                   const CarcChartKey   *keys,
                   guint                 n_keys,
                   double                x,
                   double                y,
                   double                width)
{
  double cursor_x = 0, row_y = 0, row_height = 0;

  if (n_keys == 0)
    return 0;

  for (guint i = 0; i < n_keys; i++)
    {
      g_autoptr(PangoLayout) layout = carc_chart_layout (widget, keys[i].name, FALSE, FALSE);
      double text_width, text_height, item_width, item_height;

      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
      pango_layout_set_width (layout, (int) (MAX (width - LEGEND_SWATCH - LEGEND_GAP, 1) * PANGO_SCALE));
      carc_chart_layout_size (layout, &text_width, &text_height);

      item_width = LEGEND_SWATCH + LEGEND_GAP + text_width;
      item_height = MAX (text_height, LEGEND_SWATCH);

      if (cursor_x > 0 && cursor_x + item_width > width)
        {
          row_y += row_height + LEGEND_ROW_GAP;
          cursor_x = 0;
          row_height = 0;
        }

      if (cr != NULL)
        {
          double sx = x + cursor_x;
          double sy = y + row_y + (item_height - LEGEND_SWATCH) / 2;

          carc_chart_rounded_rect (cr, sx, sy, LEGEND_SWATCH, LEGEND_SWATCH, 3);
          carc_chart_set_source (cr, &keys[i].colour);
          cairo_fill_preserve (cr);
          /* A thin outline keeps black on dark and yellow on light visible. */
          cairo_set_line_width (cr, 1);
          carc_chart_set_source (cr, carc_chart_needs_halo (style, &keys[i].colour) ? &style->halo
                                                                                    : &style->grid);
          cairo_stroke (cr);

          carc_chart_show_text (cr, &style->foreground, layout,
                                sx + LEGEND_SWATCH + LEGEND_GAP,
                                y + row_y + (item_height - text_height) / 2);
        }

      cursor_x += item_width + LEGEND_SPACING;
      row_height = MAX (row_height, item_height);
    }

  return row_y + row_height;
}

char *
carc_chart_format_number (double value)
{
  if (fabs (value - round (value)) < 1e-9)
    {
      double rounded = round (value);

      g_autofree char *count = carc_format_count ((gint64) fabs (rounded));

      /* U+2212 MINUS SIGN reads better than a hyphen in charts. */
      if (rounded < 0)
        return g_strdup_printf ("\xe2\x88\x92%s", count);
      return g_steal_pointer (&count);
    }

  if (value < 0)
    return g_strdup_printf ("\xe2\x88\x92%'.1f", -value);
  return g_strdup_printf ("%'.1f", value);
}
