/* carc-score-chart.h: scores over turns (or games), one line per player
 *
 * Lines in the players' colours, a legend with their names, axes with
 * readable ticks, the last value at the end of each line and an optional
 * marker (the review slider's turn). Readable in light and dark. The chart
 * only draws the points it is given.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CARC_TYPE_SCORE_CHART (carc_score_chart_get_type ())

G_DECLARE_FINAL_TYPE (CarcScoreChart, carc_score_chart, CARC, SCORE_CHART, GtkWidget)

/* The text of the x axis tick at @value ("12", "End", "3 Nov"). */
typedef char *(*CarcScoreChartLabelFunc) (double   value,
                                          gpointer user_data);

GtkWidget  *carc_score_chart_new                (void);

void        carc_score_chart_clear              (CarcScoreChart          *self);
/* A line through @n_points points (@x ascending). Returns its index. */
guint       carc_score_chart_add_series         (CarcScoreChart          *self,
                                                 const char              *name,
                                                 const GdkRGBA           *colour,
                                                 const double            *x,
                                                 const double            *y,
                                                 guint                    n_points);
guint       carc_score_chart_get_n_series       (CarcScoreChart          *self);
const char *carc_score_chart_get_series_name    (CarcScoreChart          *self,
                                                 guint                    index);
void        carc_score_chart_get_series_colour  (CarcScoreChart          *self,
                                                 guint                    index,
                                                 GdkRGBA                 *colour);
guint       carc_score_chart_get_n_points       (CarcScoreChart          *self,
                                                 guint                    index);
/* The value of series @index at @x (the last point at or before it);
 * FALSE when the series has no point there yet. */
gboolean    carc_score_chart_get_value_at       (CarcScoreChart          *self,
                                                 guint                    index,
                                                 double                   x,
                                                 double                  *y);

/* Accessible name, e.g. "Scores over the turns" */
void        carc_score_chart_set_title          (CarcScoreChart          *self,
                                                 const char              *title);
const char *carc_score_chart_get_title          (CarcScoreChart          *self);
/* Under the x axis, e.g. "Turn" */
void        carc_score_chart_set_x_title        (CarcScoreChart          *self,
                                                 const char              *x_title);
const char *carc_score_chart_get_x_title        (CarcScoreChart          *self);
void        carc_score_chart_set_x_label_func   (CarcScoreChart          *self,
                                                 CarcScoreChartLabelFunc  func,
                                                 gpointer                 user_data,
                                                 GDestroyNotify           destroy);
/* A vertical marker at @x; NAN hides it. */
void        carc_score_chart_set_marker         (CarcScoreChart          *self,
                                                 double                   x);
double      carc_score_chart_get_marker         (CarcScoreChart          *self);

/* The accessible description: every series and its value at the marker
 * (or its last value), e.g. "Anna 87, Ben 75 at turn 72". */
char       *carc_score_chart_describe           (CarcScoreChart          *self);

G_END_DECLS
