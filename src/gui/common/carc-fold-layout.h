/* carc-fold-layout.h: a page's layout that folds its side panel early
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define CARC_TYPE_FOLD_LAYOUT (carc_fold_layout_get_type ())

G_DECLARE_FINAL_TYPE (CarcFoldLayout, carc_fold_layout, CARC, FOLD_LAYOUT, GtkLayoutManager)

/* Lays out the widget's children as GtkBinLayout does; @flap (a
 * descendant as wide as the widget, AdwFlap:fold-policy "auto") folds
 * where it would, and then says so in its size: folded, it asks for the
 * width of its content or its panel, not of both side by side. */
void carc_fold_layout_set_flap (CarcFoldLayout *self,
                                AdwFlap        *flap);

G_END_DECLS
