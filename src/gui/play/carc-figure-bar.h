/* carc-figure-bar.h: which figure goes where on the tile just placed
 *
 * Only the engine's legal options are offered: the kinds of figure that
 * have one (the follower and the expansions' figures), and for the
 * selected kind the features, numbered 1…n as on the board, plus "No
 * figure". Buttons activate play.figure((kind, feature)) and play.pass.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "carc-state.h"

G_BEGIN_DECLS

#define CARC_TYPE_FIGURE_BAR (carc_figure_bar_get_type ())

G_DECLARE_FINAL_TYPE (CarcFigureBar, carc_figure_bar, CARC, FIGURE_BAR, GtkBox)

GtkWidget *carc_figure_bar_new          (void);
/* Reads the options of @state (phase FIGURE). */
void       carc_figure_bar_set_state    (CarcFigureBar   *self,
                                         const CarcState *state);
/* The selected kind, and its features in the order they are numbered. */
CarcFigureKind carc_figure_bar_get_kind (CarcFigureBar   *self);
gboolean   carc_figure_bar_set_kind     (CarcFigureBar   *self,
                                         CarcFigureKind   kind);
guint      carc_figure_bar_get_features (CarcFigureBar   *self,
                                         guint           *out,
                                         guint            max);
/* Is (kind, feature) a legal option? */
gboolean   carc_figure_bar_has_option   (CarcFigureBar   *self,
                                         CarcFigureKind   kind,
                                         guint            feature);

/* The places off the tile's features where a figure of the kind chosen
 * may go (a crown space, a tower), numbered after the features: @names
 * (short, "Crown: Plague") and @details (their tooltips, entries may be
 * NULL), @n of them; each button activates play.point(index). */
void       carc_figure_bar_set_points   (CarcFigureBar      *self,
                                         const char * const *names,
                                         const char * const *details,
                                         guint               n);

/* Signal: "kind-changed" */

G_END_DECLS
