/* carc-bar-chart.h: points by category, one bar per player in each group
 *
 * Horizontal grouped bars: a category's name on the left, one bar per
 * series (player) in its colour with the value at its end, a legend with
 * the series' names on top. It grows in height with the data, so it reads
 * at any width. The chart only draws the values it is given.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CARC_TYPE_BAR_CHART (carc_bar_chart_get_type ())

G_DECLARE_FINAL_TYPE (CarcBarChart, carc_bar_chart, CARC, BAR_CHART, GtkWidget)

GtkWidget  *carc_bar_chart_new                (void);

/* Clears everything, then sets the categories (NULL-terminated). */
void        carc_bar_chart_set_categories     (CarcBarChart       *self,
                                               const char * const *categories);
guint       carc_bar_chart_get_n_categories   (CarcBarChart       *self);

/* One value per category. Returns the series' index. */
guint       carc_bar_chart_add_series         (CarcBarChart       *self,
                                               const char         *name,
                                               const GdkRGBA      *colour,
                                               const double       *values);
guint       carc_bar_chart_get_n_series       (CarcBarChart       *self);
const char *carc_bar_chart_get_series_name    (CarcBarChart       *self,
                                               guint               index);
double      carc_bar_chart_get_value          (CarcBarChart       *self,
                                               guint               series,
                                               guint               category);

/* Accessible name, e.g. "Points by category" */
void        carc_bar_chart_set_title          (CarcBarChart       *self,
                                               const char         *title);
const char *carc_bar_chart_get_title          (CarcBarChart       *self);

/* "Cities: Anna 120, Ben 96. Roads: …" */
char       *carc_bar_chart_describe           (CarcBarChart       *self);

G_END_DECLS
