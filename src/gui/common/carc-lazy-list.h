/* carc-lazy-list.h: a vertical list that has rows only for the items on screen
 *
 * GtkListView in GTK 4.8 keeps up to 200 rows alive around its anchor
 * whatever its height (GTK_LIST_VIEW_MAX_LIST_ITEMS): 200 rows built,
 * bound, styled and measured before the first frame, well over a second
 * for History's rows on this machine kind. CarcLazyList is scrollable
 * (put it in a GtkScrolledWindow, or an AdwClampScrollable in one) and has
 * row widgets only for the items that show in its viewport, plus a few
 * kept for reuse: the rows a person sees, whatever the number of items.
 *
 * Rows come from the owner's functions: @create makes a row widget,
 * @bind shows an item in it (NULL when the row is let go). Row heights may
 * differ and depend on the width; a row is measured when it first shows,
 * the others are estimated from the rows measured so far, and the view
 * keeps its place (the item at its top) when the estimates are corrected.
 *
 * Keys: Up, Down, Page Up, Page Down, Home and End move the focus through
 * the rows (scrolling them into view); Enter and Space activate the focused
 * row; Tab goes from a row into its own focusable widgets, and then out of
 * the list. A click on a row (not on a button in it) activates it.
 *
 * Signal: ::activate (guint position).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CARC_TYPE_LAZY_LIST (carc_lazy_list_get_type ())

G_DECLARE_FINAL_TYPE (CarcLazyList, carc_lazy_list, CARC, LAZY_LIST, GtkWidget)

typedef GtkWidget *(*CarcLazyListCreateFunc) (gpointer user_data);
/* @item is NULL when @row is let go (it is then kept for another item). */
typedef void       (*CarcLazyListBindFunc)   (GtkWidget *row,
                                              gpointer   item,
                                              guint      position,
                                              gpointer   user_data);

GtkWidget  *carc_lazy_list_new            (void);

void        carc_lazy_list_set_model      (CarcLazyList           *self,
                                           GListModel             *model);
GListModel *carc_lazy_list_get_model      (CarcLazyList           *self);
void        carc_lazy_list_set_row_funcs  (CarcLazyList           *self,
                                           CarcLazyListCreateFunc  create,
                                           CarcLazyListBindFunc    bind,
                                           gpointer                user_data);

/* Scrolls so that the item at @position is at the top. */
void        carc_lazy_list_scroll_to      (CarcLazyList           *self,
                                           guint                   position);
/* Scrolls the item at @position into view and gives its row the focus. */
void        carc_lazy_list_focus_position (CarcLazyList           *self,
                                           guint                   position);
/* The position of the row that has (or last had) the focus, -1 if none. */
int         carc_lazy_list_get_cursor     (CarcLazyList           *self);
/* The row showing @position, or NULL when it is not on screen. */
GtkWidget  *carc_lazy_list_get_row        (CarcLazyList           *self,
                                           guint                   position);
/* The row widgets that exist: those showing an item, and those kept for
 * reuse (for the tests: bounded by the viewport, not by the items). */
guint       carc_lazy_list_get_n_rows     (CarcLazyList           *self);
/* The positions of the first and the last row shown (FALSE when none). */
gboolean    carc_lazy_list_get_shown      (CarcLazyList           *self,
                                           guint                  *first,
                                           guint                  *last);

G_END_DECLS
