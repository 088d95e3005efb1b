/* carc-chart-common.h: what the chart widgets share
 *
 * Colours that follow the style (light, dark, high contrast), readable
 * tick steps, text layouts, the legend and the placeholder of an empty
 * chart of CarcScoreChart and CarcBarChart. Drawing only: the numbers come
 * from the store or the engine.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef struct {
  GdkRGBA  foreground;   /* text and axes */
  GdkRGBA  grid;         /* faint lines */
  GdkRGBA  accent;       /* the current-turn marker */
  GdkRGBA  halo;         /* behind colours that are hard to see on the background */
  gboolean dark;         /* light text on a dark background */
} CarcChartStyle;

/* One entry of a legend. */
typedef struct {
  const char *name;
  GdkRGBA     colour;
} CarcChartKey;

/* What every chart's series begins with: its name (owned) and colour. */
typedef struct {
  char    *name;
  GdkRGBA  colour;
} CarcChartSeries;

void         carc_chart_style_init         (GtkWidget            *widget,
                                            CarcChartStyle       *style);
/* Does @colour stand out too little from the background to be drawn alone? */
gboolean     carc_chart_needs_halo         (const CarcChartStyle *style,
                                            const GdkRGBA        *colour);

/* Ticks for [@min, @max]: at most about @max_ticks, on steps of 1, 2 or 5
 * times a power of ten, never below @min_step. The range grows to whole steps. */
void         carc_chart_ticks              (double                min,
                                            double                max,
                                            guint                 max_ticks,
                                            double                min_step,
                                            double               *out_first,
                                            double               *out_step,
                                            guint                *out_n);

/* A layout in the widget's font; @small for ticks, @numeric for tabular figures. */
PangoLayout *carc_chart_layout             (GtkWidget            *widget,
                                            const char           *text,
                                            gboolean              small,
                                            gboolean              numeric);
void         carc_chart_layout_size        (PangoLayout          *layout,
                                            double               *width,
                                            double               *height);

/* A chart follows the style: redrawn when it turns dark or high contrast. */
void         carc_chart_follow_style       (GtkWidget            *widget);
/* The accessible label (@title, else @untitled) and @description. */
void         carc_chart_update_accessible  (GtkWidget            *widget,
                                            const char           *title,
                                            const char           *untitled,
                                            const char           *description);
/* The legend's keys of @series, whose items are structs that begin with
 * a CarcChartSeries; free with g_free(). */
CarcChartKey *carc_chart_keys              (GPtrArray            *series);

/* Draws the legend at (@x, @y) within @width, wrapping into rows, and
 * returns its height; with @cr NULL only measures. */
double       carc_chart_legend             (GtkWidget            *widget,
                                            cairo_t              *cr,
                                            const CarcChartStyle *style,
                                            const CarcChartKey   *keys,
                                            guint                 n_keys,
                                            double                x,
                                            double                y,
                                            double                width);

/* Draws @text dimmed in the middle of a @width × @height chart: what a
 * chart shows until it has something to draw. */
void         carc_chart_draw_placeholder   (GtkWidget            *widget,
                                            cairo_t              *cr,
                                            const CarcChartStyle *style,
                                            const char           *text,
                                            double                width,
                                            double                height);

void         carc_chart_set_source         (cairo_t              *cr,
                                            const GdkRGBA        *colour);
void         carc_chart_show_text          (cairo_t              *cr,
                                            const GdkRGBA        *colour,
                                            PangoLayout          *layout,
                                            double                x,
                                            double                y);
void         carc_chart_rounded_rect       (cairo_t              *cr,
                                            double                x,
                                            double                y,
                                            double                width,
                                            double                height,
                                            double                radius);

/* "1 234", "−5": tick and value labels in the user's locale. */
char        *carc_chart_format_number      (double                value);

G_END_DECLS
