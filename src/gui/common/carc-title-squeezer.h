/* carc-title-squeezer.h: a header bar's title that fits a phone
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CARC_TYPE_TITLE_SQUEEZER (carc_title_squeezer_get_type ())

G_DECLARE_FINAL_TYPE (CarcTitleSqueezer, carc_title_squeezer, CARC, TITLE_SQUEEZER, GtkWidget)

/* Its children (<child> in a template, or carc_title_squeezer_add()) are
 * the forms of one title, widest first: it shows the first whose natural
 * width fits the width it is given, else the last one. */
GtkWidget *carc_title_squeezer_new         (void);
void       carc_title_squeezer_add         (CarcTitleSqueezer *self,
                                            GtkWidget         *child);
/* The child shown now (NULL before the first allocation); property
 * "visible-child", notified when the width makes it another. */
GtkWidget *carc_title_squeezer_get_visible (CarcTitleSqueezer *self);

G_END_DECLS
