/* carc-bar-chart.c: points by category, one bar per player in each group
 *
 * Drawn with cairo through gtk_snapshot_append_cairo(); colours follow the
 * style like CarcScoreChart's.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "carc-bar-chart.h"
#include "carc-chart-common.h"

#define PADDING       4.0
#define LEGEND_GAP   12.0
#define BAR_GAP       2.0
#define GROUP_GAP    12.0
#define LABEL_GAP     8.0
#define EMPTY_HEIGHT 64.0

typedef struct
{
  CarcChartSeries  head;     /* first: the legend reads it (carc_chart_keys()) */
  double          *values;   /* one per category */
} Series;

struct _CarcBarChart
{
  GtkWidget  parent_instance;

  GPtrArray *categories;   /* char* */
  GPtrArray *series;       /* Series* */
  char      *title;
};

G_DEFINE_FINAL_TYPE (CarcBarChart, carc_bar_chart, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_TITLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
series_free (gpointer data)
{
  Series *series = data;

  g_free (series->head.name);
  g_free (series->values);
  g_free (series);
}

static gboolean
is_empty (CarcBarChart *self)
{
  return self->series->len == 0 || self->categories->len == 0;
}

/* Bars get thinner as there are more of them in a group. */
static double
bar_height (CarcBarChart *self)
{
  if (self->series->len <= 1)
    return 18;
  if (self->series->len <= 4)
    return 12;
  return 9;
}

static double
group_height (CarcBarChart *self,
              double        label_height)
{
  double bars = self->series->len * (bar_height (self) + BAR_GAP) - BAR_GAP;

  return MAX (bars, label_height);
}

static void
update_accessible (CarcBarChart *self)
{
  g_autofree char *description = carc_bar_chart_describe (self);

  carc_chart_update_accessible (GTK_WIDGET (self), self->title, _("Bar chart"), description);
}

static void
changed (CarcBarChart *self)
{
  update_accessible (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

static void
carc_bar_chart_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  CarcBarChart *self = CARC_BAR_CHART (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  g_autofree CarcChartKey *keys = NULL;
  g_autoptr(PangoLayout) probe = NULL;
  CarcChartStyle style;
  cairo_t *cr;
  double legend_height, label_height, tick_height;
  double label_width = 0, value_width = 0, max_value = 0, min_value = 0;
  double x_first, x_step, left, right, top, y;
  guint x_n;

  if (width <= 1 || height <= 1)
    return;

  carc_chart_style_init (widget, &style);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));

  if (is_empty (self))
    {
      carc_chart_draw_placeholder (widget, cr, &style, _("No points yet"), width, height);
      cairo_destroy (cr);
      return;
    }

  keys = carc_chart_keys (self->series);
  legend_height = carc_chart_legend (widget, cr, &style, keys, self->series->len,
                                     PADDING, PADDING, width - 2 * PADDING);

  probe = carc_chart_layout (widget, "0", TRUE, TRUE);
  carc_chart_layout_size (probe, NULL, &tick_height);

  for (guint c = 0; c < self->categories->len; c++)
    {
      g_autoptr(PangoLayout) layout = carc_chart_layout (widget, g_ptr_array_index (self->categories, c), FALSE, FALSE);
      double w;

      carc_chart_layout_size (layout, &w, &label_height);
      label_width = MAX (label_width, w);

      for (guint s = 0; s < self->series->len; s++)
        {
          Series *series = g_ptr_array_index (self->series, s);
          g_autofree char *text = carc_chart_format_number (series->values[c]);
          g_autoptr(PangoLayout) value = carc_chart_layout (widget, text, TRUE, TRUE);

          carc_chart_layout_size (value, &w, NULL);
          value_width = MAX (value_width, w);
          max_value = MAX (max_value, series->values[c]);
          min_value = MIN (min_value, series->values[c]);
        }
    }

  /* Long names give way to the bars on narrow screens. */
  label_width = MIN (label_width, width * 0.4);
  left = PADDING + label_width + LABEL_GAP;
  right = width - PADDING - value_width - 6;
  top = PADDING + legend_height + (legend_height > 0 ? LEGEND_GAP : 0);

  if (right - left < 20)
    {
      cairo_destroy (cr);
      return;
    }

  carc_chart_ticks (min_value, MAX (max_value, 1), MAX (2, (guint) ((right - left) / 64)), 1,
                    &x_first, &x_step, &x_n);
  min_value = x_first;
  max_value = x_first + x_step * (x_n - 1);

#define PX(v) (left + ((v) - min_value) / (max_value - min_value) * (right - left))

  /* Vertical grid with the scale along the bottom */
  {
    double grid_bottom = top + self->categories->len * (group_height (self, label_height) + GROUP_GAP)
                         - GROUP_GAP / 2;

    cairo_set_line_width (cr, 1);
    for (guint i = 0; i < x_n; i++)
      {
        double value = x_first + i * x_step;
        double px = round (PX (value)) + 0.5;
        g_autofree char *text = carc_chart_format_number (value);
        g_autoptr(PangoLayout) layout = carc_chart_layout (widget, text, TRUE, TRUE);
        double w;

        carc_chart_set_source (cr, fabs (value) < 1e-9 ? &style.halo : &style.grid);
        cairo_move_to (cr, px, top);
        cairo_line_to (cr, px, grid_bottom);
        cairo_stroke (cr);

        carc_chart_layout_size (layout, &w, NULL);
        carc_chart_show_text (cr, &style.foreground, layout,
                              CLAMP (PX (value) - w / 2, 0, width - w), grid_bottom + 2);
      }
  }

  y = top;
  for (guint c = 0; c < self->categories->len; c++)
    {
      g_autoptr(PangoLayout) layout = carc_chart_layout (widget, g_ptr_array_index (self->categories, c), FALSE, FALSE);
      double group = group_height (self, label_height);
      double bar = bar_height (self);
      double w, h;

      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
      pango_layout_set_width (layout, (int) (label_width * PANGO_SCALE));
      carc_chart_layout_size (layout, &w, &h);
      carc_chart_show_text (cr, &style.foreground, layout, left - LABEL_GAP - w, y + (group - h) / 2);

      for (guint s = 0; s < self->series->len; s++)
        {
          Series *series = g_ptr_array_index (self->series, s);
          double bar_y = y + (group - (self->series->len * (bar + BAR_GAP) - BAR_GAP)) / 2
                         + s * (bar + BAR_GAP);
          double x0 = PX (MIN (0, series->values[c]));
          double x1 = PX (MAX (0, series->values[c]));
          g_autofree char *text = carc_chart_format_number (series->values[c]);
          g_autoptr(PangoLayout) value = carc_chart_layout (widget, text, TRUE, TRUE);
          double vw, vh;

          if (x1 - x0 >= 1)
            {
              carc_chart_rounded_rect (cr, x0, bar_y, x1 - x0, bar, 2);
              carc_chart_set_source (cr, &series->head.colour);
              cairo_fill_preserve (cr);
              cairo_set_line_width (cr, 1);
              carc_chart_set_source (cr, carc_chart_needs_halo (&style, &series->head.colour) ? &style.halo
                                                                                        : &style.grid);
              cairo_stroke (cr);
            }
          else
            cairo_new_path (cr);

          carc_chart_layout_size (value, &vw, &vh);
          carc_chart_show_text (cr, &style.foreground, value,
                                series->values[c] < 0 ? x0 - 4 - vw : x1 + 4,
                                bar_y + (bar - vh) / 2);
        }

      y += group + GROUP_GAP;
    }

#undef PX

  cairo_destroy (cr);
}

static void
carc_bar_chart_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  CarcBarChart *self = CARC_BAR_CHART (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 160;
      *natural = 480;
      return;
    }

  if (is_empty (self))
    {
      *minimum = *natural = (int) EMPTY_HEIGHT;
      return;
    }

  {
    g_autofree CarcChartKey *keys = carc_chart_keys (self->series);
    g_autoptr(PangoLayout) probe = carc_chart_layout (widget, "0", TRUE, TRUE);
    g_autoptr(PangoLayout) label = carc_chart_layout (widget, "Xg", FALSE, FALSE);
    CarcChartStyle style;
    double legend, tick_height, label_height, total;
    double width = for_size > 0 ? for_size : 480;

    carc_chart_style_init (widget, &style);
    legend = carc_chart_legend (widget, NULL, &style, keys, self->series->len,
                                PADDING, PADDING, width - 2 * PADDING);
    carc_chart_layout_size (probe, NULL, &tick_height);
    carc_chart_layout_size (label, NULL, &label_height);

    total = 2 * PADDING + legend + (legend > 0 ? LEGEND_GAP : 0)
            + self->categories->len * (group_height (self, label_height) + GROUP_GAP)
            + tick_height + 2;

    *minimum = *natural = (int) ceil (total);
  }
}

static GtkSizeRequestMode
carc_bar_chart_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
carc_bar_chart_finalize (GObject *object)
{
  CarcBarChart *self = CARC_BAR_CHART (object);

  g_clear_pointer (&self->categories, g_ptr_array_unref);
  g_clear_pointer (&self->series, g_ptr_array_unref);
  g_clear_pointer (&self->title, g_free);

  G_OBJECT_CLASS (carc_bar_chart_parent_class)->finalize (object);
}

static void
carc_bar_chart_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  CarcBarChart *self = CARC_BAR_CHART (object);

  switch (prop_id)
    {
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carc_bar_chart_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  CarcBarChart *self = CARC_BAR_CHART (object);

  switch (prop_id)
    {
    case PROP_TITLE:
      carc_bar_chart_set_title (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carc_bar_chart_class_init (CarcBarChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = carc_bar_chart_finalize;
  object_class->get_property = carc_bar_chart_get_property;
  object_class->set_property = carc_bar_chart_set_property;

  widget_class->snapshot = carc_bar_chart_snapshot;
  widget_class->measure = carc_bar_chart_measure;
  widget_class->get_request_mode = carc_bar_chart_get_request_mode;

  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "carcbarchart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
carc_bar_chart_init (CarcBarChart *self)
{
  self->categories = g_ptr_array_new_with_free_func (g_free);
  self->series = g_ptr_array_new_with_free_func (series_free);

  carc_chart_follow_style (GTK_WIDGET (self));

  update_accessible (self);
}

GtkWidget *
carc_bar_chart_new (void)
{
  return g_object_new (CARC_TYPE_BAR_CHART, NULL);
}

void
carc_bar_chart_set_categories (CarcBarChart       *self,
                               const char * const *categories)
{
  g_return_if_fail (CARC_IS_BAR_CHART (self));

  g_ptr_array_set_size (self->series, 0);
  g_ptr_array_set_size (self->categories, 0);
  for (guint i = 0; categories != NULL && categories[i] != NULL; i++)
    g_ptr_array_add (self->categories, g_strdup (categories[i]));

  changed (self);
}

guint
carc_bar_chart_get_n_categories (CarcBarChart *self)
{
  g_return_val_if_fail (CARC_IS_BAR_CHART (self), 0);

  return self->categories->len;
}

guint
carc_bar_chart_add_series (CarcBarChart  *self,
                           const char    *name,
                           const GdkRGBA *colour,
                           const double  *values)
{
  Series *series;

  g_return_val_if_fail (CARC_IS_BAR_CHART (self), 0);
  g_return_val_if_fail (name != NULL, 0);
  g_return_val_if_fail (colour != NULL, 0);
  g_return_val_if_fail (values != NULL || self->categories->len == 0, 0);

  series = g_new0 (Series, 1);
  series->head.name = g_strdup (name);
  series->head.colour = *colour;
  series->values = g_new0 (double, MAX (self->categories->len, 1));
  for (guint i = 0; i < self->categories->len; i++)
    series->values[i] = isfinite (values[i]) ? values[i] : 0;
  g_ptr_array_add (self->series, series);

  changed (self);

  return self->series->len - 1;
}

guint
carc_bar_chart_get_n_series (CarcBarChart *self)
{
  g_return_val_if_fail (CARC_IS_BAR_CHART (self), 0);

  return self->series->len;
}

const char *
carc_bar_chart_get_series_name (CarcBarChart *self,
                                guint         index)
{
  g_return_val_if_fail (CARC_IS_BAR_CHART (self), NULL);
  g_return_val_if_fail (index < self->series->len, NULL);

  return ((Series *) g_ptr_array_index (self->series, index))->head.name;
}

double
carc_bar_chart_get_value (CarcBarChart *self,
                          guint         series,
                          guint         category)
{
  g_return_val_if_fail (CARC_IS_BAR_CHART (self), 0);
  g_return_val_if_fail (series < self->series->len, 0);
  g_return_val_if_fail (category < self->categories->len, 0);

  return ((Series *) g_ptr_array_index (self->series, series))->values[category];
}

void
carc_bar_chart_set_title (CarcBarChart *self,
                          const char   *title)
{
  g_return_if_fail (CARC_IS_BAR_CHART (self));

  if (g_strcmp0 (self->title, title) == 0)
    return;
  g_free (self->title);
  self->title = g_strdup (title);
  update_accessible (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

const char *
carc_bar_chart_get_title (CarcBarChart *self)
{
  g_return_val_if_fail (CARC_IS_BAR_CHART (self), NULL);

  return self->title;
}

char *
carc_bar_chart_describe (CarcBarChart *self)
{
  GString *text;

  g_return_val_if_fail (CARC_IS_BAR_CHART (self), NULL);

  if (is_empty (self))
    return g_strdup (_("No points yet"));

  text = g_string_new (NULL);
  for (guint c = 0; c < self->categories->len; c++)
    {
      if (c > 0)
        g_string_append (text, C_("chart description", ". "));
      g_string_append_printf (text, C_("chart description", "%s: "),
                              (const char *) g_ptr_array_index (self->categories, c));
      for (guint s = 0; s < self->series->len; s++)
        {
          Series *series = g_ptr_array_index (self->series, s);
          g_autofree char *value = carc_chart_format_number (series->values[c]);

          if (s > 0)
            g_string_append (text, C_("chart description", ", "));
          g_string_append_printf (text, C_("chart description", "%s %s"), series->head.name, value);
        }
    }

  return g_string_free (text, FALSE);
}
