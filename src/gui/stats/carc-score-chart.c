/* carc-score-chart.c: scores over turns (or games), one line per player
 *
 * Drawn with cairo through gtk_snapshot_append_cairo(), as sysprof's line
 * layer does. Colours come from the style (the text colour for axes and
 * labels, @accent_color for the marker), so light, dark and high contrast
 * follow the theme; a player colour too close to the background (black in
 * dark mode, yellow in light) gets a halo.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "carc-chart-common.h"
#include "carc-score-chart.h"

#define PADDING          4.0
#define LEGEND_GAP      12.0
#define LINE_WIDTH       2.5
#define POINT_RADIUS     3.0
#define MARKER_RADIUS    4.5
#define MIN_PLOT_HEIGHT 100.0
#define NAT_PLOT_HEIGHT 180.0

typedef struct
{
  CarcChartSeries  head;   /* first: the legend reads it (carc_chart_keys()) */
  GArray          *x;      /* double */
  GArray          *y;      /* double */
} Series;

struct _CarcScoreChart
{
  GtkWidget                parent_instance;

  GPtrArray               *series;
  char                    *title;
  char                    *x_title;
  double                   marker;

  CarcScoreChartLabelFunc  label_func;
  gpointer                 label_data;
  GDestroyNotify           label_destroy;
};

G_DEFINE_FINAL_TYPE (CarcScoreChart, carc_score_chart, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_TITLE,
  PROP_X_TITLE,
  PROP_MARKER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
series_free (gpointer data)
{
  Series *series = data;

  g_free (series->head.name);
  g_array_unref (series->x);
  g_array_unref (series->y);
  g_free (series);
}

static char *
format_x (CarcScoreChart *self,
          double          value)
{
  if (self->label_func != NULL)
    return self->label_func (value, self->label_data);
  return carc_chart_format_number (value);
}

static gboolean
get_ranges (CarcScoreChart *self,
            double         *x_min,
            double         *x_max,
            double         *y_min,
            double         *y_max)
{
  gboolean any = FALSE;

  *x_min = *y_min = G_MAXDOUBLE;
  *x_max = *y_max = -G_MAXDOUBLE;

  for (guint i = 0; i < self->series->len; i++)
    {
      Series *series = g_ptr_array_index (self->series, i);

      for (guint j = 0; j < series->x->len; j++)
        {
          double x = g_array_index (series->x, double, j);
          double y = g_array_index (series->y, double, j);

          *x_min = MIN (*x_min, x);
          *x_max = MAX (*x_max, x);
          *y_min = MIN (*y_min, y);
          *y_max = MAX (*y_max, y);
          any = TRUE;
        }
    }

  if (!any)
    return FALSE;

  /* Scores start at 0; a flat chart still gets a little height. */
  *y_min = MIN (*y_min, 0);
  *y_max = MAX (*y_max, *y_min + 10);
  if (*x_max <= *x_min)
    *x_max = *x_min + 1;

  return TRUE;
}

static void
update_accessible (CarcScoreChart *self)
{
  g_autofree char *description = carc_score_chart_describe (self);

  carc_chart_update_accessible (GTK_WIDGET (self), self->title, _("Score chart"), description);
}

static void
changed (CarcScoreChart *self,
         gboolean        resize)
{
  update_accessible (self);
  if (resize)
    gtk_widget_queue_resize (GTK_WIDGET (self));
  else
    gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The value label at the end of a line. */
typedef struct
{
  double       y;        /* wanted centre */
  double       placed;   /* centre after pushing labels apart */
  double       height;
  PangoLayout *layout;
  guint        series;
} EndLabel;

static int
compare_end_labels (gconstpointer a,
                    gconstpointer b)
{
  const EndLabel *la = a, *lb = b;

  return (la->y > lb->y) - (la->y < lb->y);
}

/* Spreads the labels so that none overlaps, staying within [top, bottom]. */
static void
place_end_labels (EndLabel *labels,
                  guint     n,
                  double    top,
                  double    bottom)
{
  if (n == 0)
    return;

  qsort (labels, n, sizeof *labels, compare_end_labels);

  for (guint i = 0; i < n; i++)
    {
      labels[i].placed = labels[i].y;
      if (i > 0)
        labels[i].placed = MAX (labels[i].placed,
                                labels[i - 1].placed + (labels[i - 1].height + labels[i].height) / 2);
    }

  /* Pushed past the bottom: shift back up from the end. */
  if (labels[n - 1].placed + labels[n - 1].height / 2 > bottom)
    {
      labels[n - 1].placed = bottom - labels[n - 1].height / 2;
      for (guint i = n - 1; i > 0; i--)
        labels[i - 1].placed = MIN (labels[i - 1].placed,
                                    labels[i].placed - (labels[i - 1].height + labels[i].height) / 2);
    }

  for (guint i = 0; i < n; i++)
    labels[i].placed = MAX (labels[i].placed, top + labels[i].height / 2);
}

static void
carc_score_chart_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  CarcScoreChart *self = CARC_SCORE_CHART (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  g_autofree CarcChartKey *keys = NULL;
  g_autofree EndLabel *end_labels = NULL;
  g_autoptr(PangoLayout) probe = NULL;
  CarcChartStyle style;
  cairo_t *cr;
  double x_min, x_max, y_min, y_max;
  double y_first, y_step, x_first, x_step;
  guint y_n, x_n, n_end_labels = 0;
  double legend_height, tick_height, title_height = 0, left, right, top, bottom;
  double label_width = 0, end_width = 0, x_label_width = 0;
  double plot_width, plot_height;

  if (width <= 1 || height <= 1)
    return;

  carc_chart_style_init (widget, &style);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));

  if (!get_ranges (self, &x_min, &x_max, &y_min, &y_max))
    {
      carc_chart_draw_placeholder (widget, cr, &style, _("No scores yet"), width, height);
      cairo_destroy (cr);
      return;
    }

  keys = carc_chart_keys (self->series);
  legend_height = carc_chart_legend (widget, cr, &style, keys, self->series->len,
                                     PADDING, PADDING, width - 2 * PADDING);

  probe = carc_chart_layout (widget, "0", TRUE, TRUE);
  carc_chart_layout_size (probe, NULL, &tick_height);

  top = PADDING + legend_height + LEGEND_GAP + tick_height / 2;
  bottom = height - PADDING - tick_height - 4;
  if (self->x_title != NULL)
    {
      g_autoptr(PangoLayout) layout = carc_chart_layout (widget, self->x_title, TRUE, FALSE);

      carc_chart_layout_size (layout, NULL, &title_height);
      bottom -= title_height + 2;
    }

  /* y ticks: one every 32 px or so */
  carc_chart_ticks (y_min, y_max, MAX (2, (guint) ((bottom - top) / 32)), 1,
                    &y_first, &y_step, &y_n);
  y_min = y_first;
  y_max = y_first + y_step * (y_n - 1);

  for (guint i = 0; i < y_n; i++)
    {
      g_autofree char *text = carc_chart_format_number (y_first + i * y_step);
      g_autoptr(PangoLayout) layout = carc_chart_layout (widget, text, TRUE, TRUE);
      double w;

      carc_chart_layout_size (layout, &w, NULL);
      label_width = MAX (label_width, w);
    }

  /* Last values at the line ends */
  end_labels = g_new0 (EndLabel, MAX (self->series->len, 1));
  for (guint i = 0; i < self->series->len; i++)
    {
      Series *series = g_ptr_array_index (self->series, i);
      g_autofree char *text = NULL;
      double w;

      if (series->y->len == 0)
        continue;

      text = carc_chart_format_number (g_array_index (series->y, double, series->y->len - 1));
      end_labels[n_end_labels].layout = carc_chart_layout (widget, text, TRUE, TRUE);
      end_labels[n_end_labels].series = i;
      carc_chart_layout_size (end_labels[n_end_labels].layout, &w, &end_labels[n_end_labels].height);
      end_width = MAX (end_width, w);
      n_end_labels++;
    }

  left = PADDING + label_width + 8;
  right = width - PADDING - (end_width > 0 ? end_width + 22 : 0);
  plot_width = right - left;
  plot_height = bottom - top;

  if (plot_width < 20 || plot_height < 20)
    {
      for (guint i = 0; i < n_end_labels; i++)
        g_object_unref (end_labels[i].layout);
      cairo_destroy (cr);
      return;
    }

  /* x ticks: as many as their labels allow */
  {
    g_autofree char *first = format_x (self, x_min);
    g_autofree char *last = format_x (self, x_max);
    g_autoptr(PangoLayout) first_layout = carc_chart_layout (widget, first, TRUE, TRUE);
    g_autoptr(PangoLayout) last_layout = carc_chart_layout (widget, last, TRUE, TRUE);
    double w1, w2;

    carc_chart_layout_size (first_layout, &w1, NULL);
    carc_chart_layout_size (last_layout, &w2, NULL);
    x_label_width = MAX (w1, w2);
  }
  carc_chart_ticks (x_min, x_max, MAX (2, (guint) (plot_width / (x_label_width + 24))), 1,
                    &x_first, &x_step, &x_n);

#define PX(v) (left + ((v) - x_min) / (x_max - x_min) * plot_width)
#define PY(v) (bottom - ((v) - y_min) / (y_max - y_min) * plot_height)

  /* Horizontal grid and y labels */
  cairo_set_line_width (cr, 1);
  for (guint i = 0; i < y_n; i++)
    {
      double value = y_first + i * y_step;
      double py = round (PY (value)) + 0.5;
      g_autofree char *text = carc_chart_format_number (value);
      g_autoptr(PangoLayout) layout = carc_chart_layout (widget, text, TRUE, TRUE);
      double w, h;

      carc_chart_set_source (cr, fabs (value) < 1e-9 ? &style.halo : &style.grid);
      cairo_move_to (cr, left, py);
      cairo_line_to (cr, right, py);
      cairo_stroke (cr);

      carc_chart_layout_size (layout, &w, &h);
      carc_chart_show_text (cr, &style.foreground, layout, left - 8 - w, PY (value) - h / 2);
    }

  /* x ticks and labels, inside the data range */
  for (guint i = 0; i < x_n; i++)
    {
      double value = x_first + i * x_step;
      g_autofree char *text = NULL;
      g_autoptr(PangoLayout) layout = NULL;
      double px, w;

      if (value < x_min - 1e-9 || value > x_max + 1e-9)
        continue;

      px = round (PX (value)) + 0.5;
      carc_chart_set_source (cr, &style.grid);
      cairo_move_to (cr, px, bottom);
      cairo_line_to (cr, px, bottom + 4);
      cairo_stroke (cr);

      text = format_x (self, value);
      layout = carc_chart_layout (widget, text, TRUE, TRUE);
      carc_chart_layout_size (layout, &w, NULL);
      carc_chart_show_text (cr, &style.foreground, layout,
                            CLAMP (PX (value) - w / 2, 0, width - w), bottom + 4);
    }

  if (self->x_title != NULL)
    {
      g_autoptr(PangoLayout) layout = carc_chart_layout (widget, self->x_title, TRUE, FALSE);
      GdkRGBA colour = style.foreground;
      double w;

      colour.alpha *= 0.7f;
      carc_chart_layout_size (layout, &w, NULL);
      carc_chart_show_text (cr, &colour, layout, left + (plot_width - w) / 2,
                            bottom + 4 + tick_height + 2);
    }

  /* The marker, behind the lines */
  if (!isnan (self->marker) && self->marker >= x_min - 1e-9 && self->marker <= x_max + 1e-9)
    {
      GdkRGBA band = style.accent;

      band.alpha *= 0.15f;
      carc_chart_set_source (cr, &band);
      cairo_rectangle (cr, PX (self->marker) - 6, top, 12, plot_height);
      cairo_fill (cr);

      carc_chart_set_source (cr, &style.accent);
      cairo_set_line_width (cr, 2);
      cairo_move_to (cr, PX (self->marker), top);
      cairo_line_to (cr, PX (self->marker), bottom);
      cairo_stroke (cr);
    }

  /* The lines */
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint i = 0; i < self->series->len; i++)
    {
      Series *series = g_ptr_array_index (self->series, i);
      gboolean halo = carc_chart_needs_halo (&style, &series->head.colour);
      gboolean dots;

      if (series->x->len == 0)
        continue;

      /* Dots when the points are far enough apart to be told apart. */
      dots = series->x->len == 1 || plot_width / series->x->len >= 14;

      cairo_new_path (cr);
      for (guint j = 0; j < series->x->len; j++)
        cairo_line_to (cr, PX (g_array_index (series->x, double, j)),
                       PY (g_array_index (series->y, double, j)));

      if (halo)
        {
          carc_chart_set_source (cr, &style.halo);
          cairo_set_line_width (cr, LINE_WIDTH + 2.5);
          cairo_stroke_preserve (cr);
        }
      carc_chart_set_source (cr, &series->head.colour);
      cairo_set_line_width (cr, LINE_WIDTH);
      cairo_stroke (cr);

      if (dots)
        for (guint j = 0; j < series->x->len; j++)
          {
            cairo_new_sub_path (cr);
            cairo_arc (cr, PX (g_array_index (series->x, double, j)),
                       PY (g_array_index (series->y, double, j)), POINT_RADIUS, 0, 2 * G_PI);
          }
      if (halo && dots)
        {
          carc_chart_set_source (cr, &style.halo);
          cairo_set_line_width (cr, 2);
          cairo_stroke_preserve (cr);
        }
      carc_chart_set_source (cr, &series->head.colour);
      cairo_fill (cr);
    }

  /* Each line's value at the marker */
  if (!isnan (self->marker) && self->marker >= x_min - 1e-9 && self->marker <= x_max + 1e-9)
    for (guint i = 0; i < self->series->len; i++)
      {
        Series *series = g_ptr_array_index (self->series, i);
        double value;

        if (!carc_score_chart_get_value_at (self, i, self->marker, &value))
          continue;

        cairo_new_path (cr);
        cairo_arc (cr, PX (self->marker), PY (value), MARKER_RADIUS, 0, 2 * G_PI);
        carc_chart_set_source (cr, &series->head.colour);
        cairo_fill_preserve (cr);
        cairo_set_line_width (cr, 1.5);
        carc_chart_set_source (cr, &style.foreground);
        cairo_stroke (cr);
      }

  /* Last values beside the line ends, pushed apart where they meet */
  for (guint i = 0; i < n_end_labels; i++)
    {
      Series *series = g_ptr_array_index (self->series, end_labels[i].series);

      end_labels[i].y = PY (g_array_index (series->y, double, series->y->len - 1));
    }
  place_end_labels (end_labels, n_end_labels, top - tick_height / 2, bottom + tick_height / 2);
  for (guint i = 0; i < n_end_labels; i++)
    {
      Series *series = g_ptr_array_index (self->series, end_labels[i].series);

      /* a dot in the line's colour ties the value to its line */
      cairo_new_path (cr);
      cairo_arc (cr, right + 13, end_labels[i].placed, 3, 0, 2 * G_PI);
      carc_chart_set_source (cr, &series->head.colour);
      cairo_fill_preserve (cr);
      cairo_set_line_width (cr, 1);
      carc_chart_set_source (cr, carc_chart_needs_halo (&style, &series->head.colour) ? &style.halo : &style.grid);
      cairo_stroke (cr);

      carc_chart_show_text (cr, &style.foreground, end_labels[i].layout,
                            right + 20, end_labels[i].placed - end_labels[i].height / 2);
      g_object_unref (end_labels[i].layout);
    }

#undef PX
#undef PY

  cairo_destroy (cr);
}

static void
carc_score_chart_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  CarcScoreChart *self = CARC_SCORE_CHART (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 160;
      *natural = 480;
    }
  else
    {
      g_autofree CarcChartKey *keys = carc_chart_keys (self->series);
      g_autoptr(PangoLayout) probe = carc_chart_layout (widget, "0", TRUE, TRUE);
      CarcChartStyle style;
      double legend, tick_height, axis;
      double width = for_size > 0 ? for_size : 480;

      carc_chart_style_init (widget, &style);
      legend = carc_chart_legend (widget, NULL, &style, keys, self->series->len,
                                  PADDING, PADDING, width - 2 * PADDING);
      carc_chart_layout_size (probe, NULL, &tick_height);
      axis = 2 * PADDING + LEGEND_GAP + 2 * tick_height + 8;

      *minimum = (int) ceil (legend + axis + MIN_PLOT_HEIGHT);
      *natural = (int) ceil (legend + axis + NAT_PLOT_HEIGHT);
    }
}

static GtkSizeRequestMode
carc_score_chart_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
carc_score_chart_dispose (GObject *object)
{
  CarcScoreChart *self = CARC_SCORE_CHART (object);

  g_signal_handlers_disconnect_by_func (adw_style_manager_get_default (),
                                        gtk_widget_queue_draw, self);

  G_OBJECT_CLASS (carc_score_chart_parent_class)->dispose (object);
}

static void
carc_score_chart_finalize (GObject *object)
{
  CarcScoreChart *self = CARC_SCORE_CHART (object);

  g_clear_pointer (&self->series, g_ptr_array_unref);
  g_clear_pointer (&self->title, g_free);
  g_clear_pointer (&self->x_title, g_free);
  if (self->label_destroy != NULL)
    self->label_destroy (self->label_data);

  G_OBJECT_CLASS (carc_score_chart_parent_class)->finalize (object);
}

static void
carc_score_chart_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  CarcScoreChart *self = CARC_SCORE_CHART (object);

  switch (prop_id)
    {
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    case PROP_X_TITLE:
      g_value_set_string (value, self->x_title);
      break;
    case PROP_MARKER:
      g_value_set_double (value, self->marker);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carc_score_chart_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  CarcScoreChart *self = CARC_SCORE_CHART (object);

  switch (prop_id)
    {
    case PROP_TITLE:
      carc_score_chart_set_title (self, g_value_get_string (value));
      break;
    case PROP_X_TITLE:
      carc_score_chart_set_x_title (self, g_value_get_string (value));
      break;
    case PROP_MARKER:
      carc_score_chart_set_marker (self, g_value_get_double (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carc_score_chart_class_init (CarcScoreChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = carc_score_chart_dispose;
  object_class->finalize = carc_score_chart_finalize;
  object_class->get_property = carc_score_chart_get_property;
  object_class->set_property = carc_score_chart_set_property;

  widget_class->snapshot = carc_score_chart_snapshot;
  widget_class->measure = carc_score_chart_measure;
  widget_class->get_request_mode = carc_score_chart_get_request_mode;

  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_X_TITLE] =
    g_param_spec_string ("x-title", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MARKER] =
    /* NAN (or the default, -G_MAXDOUBLE) hides the marker */
    g_param_spec_double ("marker", NULL, NULL, -G_MAXDOUBLE, G_MAXDOUBLE, -G_MAXDOUBLE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "carcscorechart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
carc_score_chart_init (CarcScoreChart *self)
{
  self->series = g_ptr_array_new_with_free_func (series_free);
  self->marker = NAN;

  carc_chart_follow_style (GTK_WIDGET (self));

  update_accessible (self);
}

GtkWidget *
carc_score_chart_new (void)
{
  return g_object_new (CARC_TYPE_SCORE_CHART, NULL);
}

void
carc_score_chart_clear (CarcScoreChart *self)
{
  g_return_if_fail (CARC_IS_SCORE_CHART (self));

  g_ptr_array_set_size (self->series, 0);
  changed (self, TRUE);
}

guint
carc_score_chart_add_series (CarcScoreChart *self,
                             const char     *name,
                             const GdkRGBA  *colour,
                             const double   *x,
                             const double   *y,
                             guint           n_points)
{
  Series *series;

  g_return_val_if_fail (CARC_IS_SCORE_CHART (self), 0);
  g_return_val_if_fail (name != NULL, 0);
  g_return_val_if_fail (colour != NULL, 0);
  g_return_val_if_fail (n_points == 0 || (x != NULL && y != NULL), 0);

  series = g_new0 (Series, 1);
  series->head.name = g_strdup (name);
  series->head.colour = *colour;
  series->x = g_array_sized_new (FALSE, FALSE, sizeof (double), n_points);
  series->y = g_array_sized_new (FALSE, FALSE, sizeof (double), n_points);
  for (guint i = 0; i < n_points; i++)
    {
      if (!isfinite (x[i]) || !isfinite (y[i]))
        continue;
      g_array_append_val (series->x, x[i]);
      g_array_append_val (series->y, y[i]);
    }
  g_ptr_array_add (self->series, series);

  changed (self, TRUE);

  return self->series->len - 1;
}

guint
carc_score_chart_get_n_series (CarcScoreChart *self)
{
  g_return_val_if_fail (CARC_IS_SCORE_CHART (self), 0);

  return self->series->len;
}

const char *
carc_score_chart_get_series_name (CarcScoreChart *self,
                                  guint           index)
{
  g_return_val_if_fail (CARC_IS_SCORE_CHART (self), NULL);
  g_return_val_if_fail (index < self->series->len, NULL);

  return ((Series *) g_ptr_array_index (self->series, index))->head.name;
}

void
carc_score_chart_get_series_colour (CarcScoreChart *self,
                                    guint           index,
                                    GdkRGBA        *colour)
{
  g_return_if_fail (CARC_IS_SCORE_CHART (self));
  g_return_if_fail (index < self->series->len);

  *colour = ((Series *) g_ptr_array_index (self->series, index))->head.colour;
}

guint
carc_score_chart_get_n_points (CarcScoreChart *self,
                               guint           index)
{
  g_return_val_if_fail (CARC_IS_SCORE_CHART (self), 0);
  g_return_val_if_fail (index < self->series->len, 0);

  return ((Series *) g_ptr_array_index (self->series, index))->x->len;
}

gboolean
carc_score_chart_get_value_at (CarcScoreChart *self,
                               guint           index,
                               double          x,
                               double         *y)
{
  Series *series;
  gboolean found = FALSE;

  g_return_val_if_fail (CARC_IS_SCORE_CHART (self), FALSE);
  g_return_val_if_fail (index < self->series->len, FALSE);

  series = g_ptr_array_index (self->series, index);
  for (guint i = 0; i < series->x->len && g_array_index (series->x, double, i) <= x + 1e-9; i++)
    {
      if (y != NULL)
        *y = g_array_index (series->y, double, i);
      found = TRUE;
    }

  return found;
}

void
carc_score_chart_set_title (CarcScoreChart *self,
                            const char     *title)
{
  g_return_if_fail (CARC_IS_SCORE_CHART (self));

  if (g_strcmp0 (self->title, title) == 0)
    return;
  g_free (self->title);
  self->title = g_strdup (title);
  update_accessible (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

const char *
carc_score_chart_get_title (CarcScoreChart *self)
{
  g_return_val_if_fail (CARC_IS_SCORE_CHART (self), NULL);

  return self->title;
}

void
carc_score_chart_set_x_title (CarcScoreChart *self,
                              const char     *x_title)
{
  g_return_if_fail (CARC_IS_SCORE_CHART (self));

  if (g_strcmp0 (self->x_title, x_title) == 0)
    return;
  g_free (self->x_title);
  self->x_title = g_strdup (x_title);
  changed (self, TRUE);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_X_TITLE]);
}

const char *
carc_score_chart_get_x_title (CarcScoreChart *self)
{
  g_return_val_if_fail (CARC_IS_SCORE_CHART (self), NULL);

  return self->x_title;
}

void
carc_score_chart_set_x_label_func (CarcScoreChart          *self,
                                   CarcScoreChartLabelFunc  func,
                                   gpointer                 user_data,
                                   GDestroyNotify           destroy)
{
  g_return_if_fail (CARC_IS_SCORE_CHART (self));

  if (self->label_destroy != NULL)
    self->label_destroy (self->label_data);
  self->label_func = func;
  self->label_data = user_data;
  self->label_destroy = destroy;
  changed (self, FALSE);
}

void
carc_score_chart_set_marker (CarcScoreChart *self,
                             double          x)
{
  g_return_if_fail (CARC_IS_SCORE_CHART (self));

  if (!isfinite (x) || x <= -G_MAXDOUBLE)
    x = NAN;
  if ((isnan (x) && isnan (self->marker)) || x == self->marker)
    return;
  self->marker = x;
  changed (self, FALSE);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MARKER]);
}

double
carc_score_chart_get_marker (CarcScoreChart *self)
{
  g_return_val_if_fail (CARC_IS_SCORE_CHART (self), NAN);

  return self->marker;
}

char *
carc_score_chart_describe (CarcScoreChart *self)
{
  GString *text;
  gboolean at_marker;

  g_return_val_if_fail (CARC_IS_SCORE_CHART (self), NULL);

  if (self->series->len == 0)
    return g_strdup (_("No scores yet"));

  at_marker = !isnan (self->marker);
  text = g_string_new (NULL);

  if (at_marker)
    {
      g_autofree char *label = format_x (self, self->marker);

      if (self->x_title != NULL)
        /* Translators: the start of a chart's description: "Turn 12: Anna 30, Ben 22" */
        g_string_append_printf (text, C_("chart description", "%s %s: "), self->x_title, label);
      else
        g_string_append_printf (text, C_("chart description", "%s: "), label);
    }

  for (guint i = 0; i < self->series->len; i++)
    {
      Series *series = g_ptr_array_index (self->series, i);
      g_autofree char *value = NULL;
      double y;

      if (at_marker ? !carc_score_chart_get_value_at (self, i, self->marker, &y)
                    : series->y->len == 0)
        continue;
      if (!at_marker)
        y = g_array_index (series->y, double, series->y->len - 1);

      value = carc_chart_format_number (y);
      if (text->len > 0 && !g_str_has_suffix (text->str, ": "))
        g_string_append (text, C_("chart description", ", "));
      /* Translators: a player and their score in a chart's description */
      g_string_append_printf (text, C_("chart description", "%s %s"), series->head.name, value);
    }

  return g_string_free (text, FALSE);
}
