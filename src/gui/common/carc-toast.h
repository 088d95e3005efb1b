/* carc-toast.h: toasts whose words are never cut
 *
 * An AdwToast's title is one line in libadwaita 1.2, ellipsized where the
 * overlay is narrower than the words (a Storm that pays four players, an
 * engine message, at 360 px). These toasts measure their words against
 * the overlay they go over: what fits is the title; otherwise the title is
 * the first shorter wording that fits (the caller's, else the text's first
 * clause) and a "Details" button shows the whole text in a dialog.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* A toast over @overlay (the AdwToastOverlay it will be added to, or a
 * widget as wide) saying @text, or when that does not fit, the first of
 * @shorter (NULL-terminated, longest first; may be NULL) that fits, with
 * "Details". @button_label is a button of the caller's (e.g. "_Undo"),
 * kept when it leaves room, or NULL. */
AdwToast *carc_toast_new          (GtkWidget          *overlay,
                                   const char         *text,
                                   const char * const *shorter,
                                   const char         *button_label);
/* The same words for a toast shown already (reused rather than replaced). */
void      carc_toast_set_text     (AdwToast           *toast,
                                   GtkWidget          *overlay,
                                   const char         *text,
                                   const char * const *shorter);
/* The whole text of a toast made here, and its title as text (the
 * toast's own is markup; the title may be shorter than the text). */
const char *carc_toast_get_text   (AdwToast           *toast);
const char *carc_toast_get_title  (AdwToast           *toast);
/* Whether @title fits one line of a toast over @overlay beside a button
 * labelled @button_label (NULL: none). */
gboolean  carc_toast_title_fits   (GtkWidget          *overlay,
                                   const char         *title,
                                   const char         *button_label);
/* Shows @toast's whole text in a dialog over @parent (what "Details"
 * does). */
void      carc_toast_show_details (AdwToast           *toast,
                                   GtkWidget          *parent);

G_END_DECLS
