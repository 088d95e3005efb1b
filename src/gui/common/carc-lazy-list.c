/* carc-lazy-list.c: a vertical list that has rows only for the items on screen
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "carc-lazy-list.h"

#include <string.h>

/* A row's height before any row is measured. */
#define DEFAULT_ROW_HEIGHT 56
/* Rows let go are kept for reuse, up to this many. */
#define MAX_SPARE_ROWS     4
/* A scroll further than this many viewports jumps by the estimates
 * rather than measuring every row on the way. */
#define MAX_WALK_PAGES     3

#define UNKNOWN_HEIGHT     (-1)

typedef struct {
  GtkWidget *widget;
  guint      position;
  int        y;         /* where it was allocated, in the list */
  int        height;
  gboolean   shown;     /* allocated in the viewport in the last layout */
} Row;

struct _CarcLazyList
{
  GtkWidget               parent_instance;

  GListModel             *model;
  gulong                  items_changed_id;
  CarcLazyListCreateFunc  create;
  CarcLazyListBindFunc    bind;
  gpointer                user_data;

  GtkAdjustment          *hadjustment;
  GtkAdjustment          *vadjustment;
  GtkScrollablePolicy     hscroll_policy;
  GtkScrollablePolicy     vscroll_policy;
  gboolean                updating;     /* setting the adjustment ourselves */

  GArray                 *heights;      /* int per position, UNKNOWN_HEIGHT until measured */
  gint64                  known_sum;
  guint                   n_known;
  int                     width;        /* the width the heights are for */
  int                     height;

  GArray                 *rows;         /* Row: the rows bound to an item */
  GPtrArray              *spare;        /* GtkWidget: rows kept for reuse */

  /* the viewport's top: anchor_offset pixels into the row at anchor */
  guint                   anchor;
  int                     anchor_offset;

  int                     cursor;       /* the focused row's position, or -1 */
  gboolean                refocus;      /* the focused row's item went away */
  guint                   refocus_id;
};

static void carc_lazy_list_scrollable_init (GtkScrollableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CarcLazyList, carc_lazy_list, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_SCROLLABLE, carc_lazy_list_scrollable_init))

enum {
  PROP_0,
  PROP_HADJUSTMENT,
  PROP_VADJUSTMENT,
  PROP_HSCROLL_POLICY,
  PROP_VSCROLL_POLICY,
  N_PROPS
};

enum {
  ACTIVATE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static guint
n_items (CarcLazyList *self)
{
  return self->model != NULL ? g_list_model_get_n_items (self->model) : 0;
}

/* ---- heights ---- */

static int
estimate (CarcLazyList *self)
{
  return self->n_known > 0 ? (int) (self->known_sum / self->n_known) : DEFAULT_ROW_HEIGHT;
}

static int
known_height (CarcLazyList *self,
              guint         position)
{
  return g_array_index (self->heights, int, position);
}

/* The height of @position as far as it is known: measured, or estimated. */
static int
row_height (CarcLazyList *self,
            guint         position)
{
  int height = known_height (self, position);

  return height != UNKNOWN_HEIGHT ? height : estimate (self);
}

static void
set_height (CarcLazyList *self,
            guint         position,
            int           height)
{
  int *slot = &g_array_index (self->heights, int, position);

  if (*slot != UNKNOWN_HEIGHT)
    {
      self->known_sum -= *slot;
      self->n_known--;
    }
  *slot = height;
  if (height != UNKNOWN_HEIGHT)
    {
      self->known_sum += height;
      self->n_known++;
    }
}

static void
forget_heights (CarcLazyList *self)
{
  for (guint i = 0; i < self->heights->len; i++)
    g_array_index (self->heights, int, i) = UNKNOWN_HEIGHT;
  self->known_sum = 0;
  self->n_known = 0;
}

/* Where @position begins: a walk over the heights, which even 10,000
 * items take in microseconds. */
static gint64
y_of (CarcLazyList *self,
      guint         position)
{
  int guess = estimate (self);
  gint64 y = 0;

  for (guint i = 0; i < position; i++)
    {
      int height = known_height (self, i);

      y += height != UNKNOWN_HEIGHT ? height : guess;
    }
  return y;
}

static gint64
total_height (CarcLazyList *self)
{
  return self->known_sum + (gint64) (n_items (self) - self->n_known) * estimate (self);
}

/* ---- rows ---- */

static Row *
find_row (CarcLazyList *self,
          guint         position)
{
  for (guint i = 0; i < self->rows->len; i++)
    {
      Row *row = &g_array_index (self->rows, Row, i);

      if (row->position == position)
        return row;
    }
  return NULL;
}

static gboolean
has_focus_within (GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

/* The row of @position, bound to its item (made, or taken from the spare
 * ones, when it has none). */
static Row *
obtain_row (CarcLazyList *self,
            guint         position)
{
  Row *row = find_row (self, position);
  Row fresh = { NULL, position, 0, 0, FALSE };
  gpointer item;

  if (row != NULL)
    return row;

  if (self->spare->len > 0)
    {
      fresh.widget = g_ptr_array_steal_index (self->spare, self->spare->len - 1);
      gtk_widget_set_child_visible (fresh.widget, TRUE);
    }
  else
    {
      fresh.widget = self->create (self->user_data);
      gtk_widget_set_focusable (fresh.widget, TRUE);
      gtk_widget_set_parent (fresh.widget, GTK_WIDGET (self));
    }
  item = g_list_model_get_item (self->model, position);
  self->bind (fresh.widget, item, position, self->user_data);
  g_clear_object (&item);
  g_array_append_val (self->rows, fresh);
  return &g_array_index (self->rows, Row, self->rows->len - 1);
}

/* Lets the row at @index go; it is kept for reuse (until the next layout
 * keeps only MAX_SPARE_ROWS). */
static void
release_row (CarcLazyList *self,
             guint         index)
{
  Row row = g_array_index (self->rows, Row, index);

  if (has_focus_within (row.widget))
    self->refocus = TRUE;
  g_array_remove_index_fast (self->rows, index);
  self->bind (row.widget, NULL, row.position, self->user_data);
  gtk_widget_set_child_visible (row.widget, FALSE);
  g_ptr_array_add (self->spare, row.widget);
}

static void
trim_spare (CarcLazyList *self)
{
  while (self->spare->len > MAX_SPARE_ROWS)
    gtk_widget_unparent (g_ptr_array_steal_index (self->spare, self->spare->len - 1));
}

static void
release_all (CarcLazyList *self)
{
  while (self->rows->len > 0)
    release_row (self, self->rows->len - 1);
}

/* The height of @position, measured (its row made) if need be. */
static int
height_of (CarcLazyList *self,
           guint         position)
{
  int height = known_height (self, position);

  if (height == UNKNOWN_HEIGHT)
    {
      Row *row = obtain_row (self, position);
      int minimum, natural;

      gtk_widget_measure (row->widget, GTK_ORIENTATION_VERTICAL, MAX (self->width, 1),
                          &minimum, &natural, NULL, NULL);
      height = MAX (MAX (minimum, natural), 1);
      set_height (self, position, height);
    }
  return height;
}

/* ---- scrolling ---- */

static void
update_adjustments (CarcLazyList *self)
{
  double page = MAX (self->height, 0);
  double upper = MAX ((double) total_height (self), page);
  double value = CLAMP ((double) (y_of (self, self->anchor) + self->anchor_offset), 0, upper - page);

  self->updating = TRUE;
  if (self->vadjustment != NULL)
    gtk_adjustment_configure (self->vadjustment, value, 0, upper, estimate (self), page * 0.9, page);
  if (self->hadjustment != NULL)
    gtk_adjustment_configure (self->hadjustment, 0, 0, MAX (self->width, 0), 0, 0, MAX (self->width, 0));
  self->updating = FALSE;
}

/* Moves the viewport's top to @value (pixels): row by row, measuring the
 * rows it passes (which come into view), or by the estimates for a jump. */
static void
move_to (CarcLazyList *self,
         double        value)
{
  guint n = n_items (self);
  double top = (double) (y_of (self, self->anchor) + self->anchor_offset);
  double delta = value - top;

  if (n == 0)
    return;
  if (value <= 0)
    {
      /* the top is the first row's top, whatever the rows walked past
       * measured against their estimates (a walk back from an estimated
       * place stopped a few pixels into the first row) */
      self->anchor = 0;
      self->anchor_offset = 0;
    }
  else if (self->width > 0 && self->height > 0 && ABS (delta) <= MAX_WALK_PAGES * self->height)
    {
      int offset = self->anchor_offset + (int) (delta < 0 ? delta - 0.5 : delta + 0.5);

      while (offset < 0 && self->anchor > 0)
        {
          self->anchor--;
          offset += height_of (self, self->anchor);
        }
      offset = MAX (offset, 0);
      while (self->anchor + 1 < n && offset >= height_of (self, self->anchor))
        {
          offset -= height_of (self, self->anchor);
          self->anchor++;
        }
      self->anchor_offset = offset;
    }
  else
    {
      gint64 y = 0;
      guint position = 0;

      for (; position + 1 < n; position++)
        {
          int height = row_height (self, position);

          if (y + height > value)
            break;
          y += height;
        }
      self->anchor = position;
      self->anchor_offset = (int) MAX (value - (double) y, 0);
    }
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

static void
value_changed_cb (CarcLazyList *self)
{
  if (!self->updating)
    move_to (self, gtk_adjustment_get_value (self->vadjustment));
}

/* Sets the anchor so that @position shows whole (as much as fits). */
static void
ensure_visible (CarcLazyList *self,
                guint         position)
{
  gint64 top, y;
  int height;

  if (self->width <= 0 || self->height <= 0)
    {
      self->anchor = position;
      self->anchor_offset = 0;
      return;
    }
  top = y_of (self, self->anchor) + self->anchor_offset;
  y = y_of (self, position);
  height = height_of (self, position);
  if (y < top || height >= self->height)
    {
      self->anchor = position;
      self->anchor_offset = 0;
    }
  else if (y + height > top + self->height)
    {
      /* the row at the bottom: the rows above it fill the rest */
      int above = self->height - height;
      guint anchor = position;
      int offset = 0;

      while (above > 0 && anchor > 0)
        {
          int h = height_of (self, --anchor);

          if (h >= above)
            {
              offset = h - above;
              above = 0;
            }
          else
            above -= h;
        }
      self->anchor = anchor;
      self->anchor_offset = offset;
    }
}

/* ---- layout ---- */

static gboolean
refocus_cb (GtkWidget     *widget,
            GdkFrameClock *clock,
            gpointer       user_data)
{
  CarcLazyList *self = CARC_LAZY_LIST (widget);

  self->refocus_id = 0;
  if (self->refocus && self->cursor >= 0 && (guint) self->cursor < n_items (self))
    carc_lazy_list_focus_position (self, (guint) self->cursor);
  self->refocus = FALSE;
  return G_SOURCE_REMOVE;
}

static void
carc_lazy_list_size_allocate (GtkWidget *widget,
                              int        width,
                              int        height,
                              int        baseline)
{
  CarcLazyList *self = CARC_LAZY_LIST (widget);
  guint n = n_items (self);
  guint first, last;
  int y;

  self->height = height;
  if (width != self->width)
    {
      /* the rows wrap at another width */
      self->width = width;
      forget_heights (self);
    }
  if (n == 0)
    {
      release_all (self);
      trim_spare (self);
      self->anchor = 0;
      self->anchor_offset = 0;
      update_adjustments (self);
      return;
    }
  if (self->anchor >= n)
    {
      self->anchor = n - 1;
      self->anchor_offset = 0;
    }

  /* the rows from the anchor down until the viewport is full */
  y = -self->anchor_offset;
  last = self->anchor;
  for (guint p = self->anchor; p < n; p++)
    {
      last = p;
      y += height_of (self, p);
      if (y >= height)
        break;
    }
  /* at the end: the rows above fill what is left */
  if (y < height)
    {
      self->anchor_offset -= height - y;
      while (self->anchor_offset < 0 && self->anchor > 0)
        {
          self->anchor--;
          self->anchor_offset += height_of (self, self->anchor);
        }
      self->anchor_offset = MAX (self->anchor_offset, 0);
    }
  first = self->anchor;

  /* rows off screen are let go, except the focused one (its keys go on) */
  for (guint i = self->rows->len; i > 0; i--)
    {
      Row *row = &g_array_index (self->rows, Row, i - 1);

      if (row->position >= first && row->position <= last)
        continue;
      if ((int) row->position == self->cursor && has_focus_within (row->widget))
        {
          row->shown = FALSE;
          gtk_widget_set_child_visible (row->widget, FALSE);
          continue;
        }
      release_row (self, i - 1);
    }

  y = -self->anchor_offset;
  for (guint p = first; p <= last; p++)
    {
      Row *row = obtain_row (self, p);

      row->y = y;
      row->height = height_of (self, p);
      row->shown = TRUE;
      gtk_widget_set_child_visible (row->widget, TRUE);
      gtk_widget_size_allocate (row->widget, &(GtkAllocation) { 0, y, width, row->height }, -1);
      y += row->height;
    }

  /* the rows of a list replaced were taken again above */
  trim_spare (self);
  update_adjustments (self);

  if (self->refocus && self->refocus_id == 0)
    self->refocus_id = gtk_widget_add_tick_callback (widget, refocus_cb, NULL, NULL);
}

static void
carc_lazy_list_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  CarcLazyList *self = CARC_LAZY_LIST (widget);

  *minimum = *natural = 0;
  if (orientation == GTK_ORIENTATION_VERTICAL)
    {
      /* scrollable: any height does */
      *natural = (int) MIN (total_height (self), 4000);
      return;
    }
  /* as wide as the rows it has (they are all alike) */
  for (guint i = 0; i < self->rows->len; i++)
    {
      int row_minimum, row_natural;

      gtk_widget_measure (g_array_index (self->rows, Row, i).widget, GTK_ORIENTATION_HORIZONTAL, -1,
                          &row_minimum, &row_natural, NULL, NULL);
      *minimum = MAX (*minimum, row_minimum);
      *natural = MAX (*natural, row_natural);
    }
}

static GtkSizeRequestMode
carc_lazy_list_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

/* ---- the model ---- */

static void
items_changed_cb (CarcLazyList *self,
                  guint         position,
                  guint         removed,
                  guint         added,
                  GListModel   *model)
{
  guint n = n_items (self);
  /* another list in its place (History's search, another view) */
  gboolean replaced = position == 0 && removed > 0 && removed == self->heights->len;

  for (guint i = position; i < position + removed; i++)
    set_height (self, i, UNKNOWN_HEIGHT);
  g_array_remove_range (self->heights, position, removed);
  if (added > 0)
    {
      g_array_set_size (self->heights, self->heights->len + added);
      memmove (&g_array_index (self->heights, int, position + added),
               &g_array_index (self->heights, int, position),
               (self->heights->len - position - added) * sizeof (int));
      for (guint i = position; i < position + added; i++)
        g_array_index (self->heights, int, i) = UNKNOWN_HEIGHT;
    }

  for (guint i = self->rows->len; i > 0; i--)
    {
      Row *row = &g_array_index (self->rows, Row, i - 1);

      if (row->position >= position + removed)
        row->position = row->position + added - removed;
      else if (row->position >= position)
        release_row (self, i - 1);
    }

  /* the view keeps its place (what is added where it begins shows); in
   * what was replaced, the same position */
  if (self->anchor >= position + removed && (removed > 0 || self->anchor > position))
    self->anchor = self->anchor + added - removed;
  else if (self->anchor >= position)
    {
      self->anchor = added > 0 ? MIN (self->anchor, position + added - 1) : position;
      self->anchor_offset = 0;
    }
  if (replaced && !has_focus_within (GTK_WIDGET (self)))
    /* the row focused last was of the list replaced: the one at its
     * place now is another item, and the focus, back in the list, starts
     * at the first row shown (the focus would take the view there: after
     * a search ended by Esc, History went from its top to the place of
     * the search's focused game) */
    self->cursor = -1;
  else if (self->cursor >= 0 && (guint) self->cursor >= position + removed)
    self->cursor = self->cursor + (int) added - (int) removed;
  else if (self->cursor >= 0 && (guint) self->cursor >= position)
    /* the focused item went away: the one now in its place takes the focus */
    self->cursor = n > 0 ? (int) MIN ((guint) self->cursor, n - 1) : -1;

  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/* ---- keys, clicks and focus ---- */

static Row *
row_of_widget (CarcLazyList *self,
               GtkWidget    *widget)
{
  for (guint i = 0; i < self->rows->len; i++)
    {
      Row *row = &g_array_index (self->rows, Row, i);

      if (row->widget == widget)
        return row;
    }
  return NULL;
}

static void
move_cursor (CarcLazyList *self,
             int           delta,
             gboolean      absolute)
{
  guint n = n_items (self);
  gint64 target;

  if (n == 0)
    return;
  if (absolute)
    target = delta;
  else if (self->cursor < 0)
    target = self->anchor;
  else
    target = (gint64) self->cursor + delta;
  carc_lazy_list_focus_position (self, (guint) CLAMP (target, 0, (gint64) n - 1));
}

static int
rows_a_page (CarcLazyList *self)
{
  return MAX (1, self->height / MAX (estimate (self), 1) - 1);
}

static gboolean
key_up_cb (GtkWidget *widget,
           GVariant  *args,
           gpointer   user_data)
{
  move_cursor (CARC_LAZY_LIST (widget), -1, FALSE);
  return TRUE;
}

static gboolean
key_down_cb (GtkWidget *widget,
             GVariant  *args,
             gpointer   user_data)
{
  move_cursor (CARC_LAZY_LIST (widget), 1, FALSE);
  return TRUE;
}

static gboolean
key_page_up_cb (GtkWidget *widget,
                GVariant  *args,
                gpointer   user_data)
{
  move_cursor (CARC_LAZY_LIST (widget), -rows_a_page (CARC_LAZY_LIST (widget)), FALSE);
  return TRUE;
}

static gboolean
key_page_down_cb (GtkWidget *widget,
                  GVariant  *args,
                  gpointer   user_data)
{
  move_cursor (CARC_LAZY_LIST (widget), rows_a_page (CARC_LAZY_LIST (widget)), FALSE);
  return TRUE;
}

static gboolean
key_home_cb (GtkWidget *widget,
             GVariant  *args,
             gpointer   user_data)
{
  move_cursor (CARC_LAZY_LIST (widget), 0, TRUE);
  return TRUE;
}

static gboolean
key_end_cb (GtkWidget *widget,
            GVariant  *args,
            gpointer   user_data)
{
  CarcLazyList *self = CARC_LAZY_LIST (widget);

  move_cursor (self, (int) n_items (self) - 1, TRUE);
  return TRUE;
}

/* Enter on a row (a button in it takes its own Enter) */
static gboolean
key_activate_cb (GtkWidget *widget,
                 GVariant  *args,
                 gpointer   user_data)
{
  CarcLazyList *self = CARC_LAZY_LIST (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  Row *row = focus != NULL ? row_of_widget (self, focus) : NULL;

  if (row == NULL)
    return FALSE;
  g_signal_emit (self, signals[ACTIVATE], 0, row->position);
  return TRUE;
}

static void
click_released_cb (GtkGestureClick *gesture,
                   int              n_press,
                   double           x,
                   double           y,
                   CarcLazyList    *self)
{
  GtkWidget *picked = gtk_widget_pick (GTK_WIDGET (self), x, y, GTK_PICK_DEFAULT);
  Row *row = NULL;

  if (n_press != 1)
    return;
  /* the row under the pointer: a direct child of the list */
  while (picked != NULL && picked != GTK_WIDGET (self) && gtk_widget_get_parent (picked) != GTK_WIDGET (self))
    picked = gtk_widget_get_parent (picked);
  if (picked != NULL && picked != GTK_WIDGET (self))
    row = row_of_widget (self, picked);
  if (row == NULL)
    return;
  gtk_widget_grab_focus (row->widget);
  g_signal_emit (self, signals[ACTIVATE], 0, row->position);
}

static void
carc_lazy_list_set_focus_child (GtkWidget *widget,
                                GtkWidget *child)
{
  CarcLazyList *self = CARC_LAZY_LIST (widget);
  Row *row = child != NULL ? row_of_widget (self, child) : NULL;

  GTK_WIDGET_CLASS (carc_lazy_list_parent_class)->set_focus_child (widget, child);
  if (row != NULL)
    self->cursor = (int) row->position;
}

static gboolean
carc_lazy_list_focus (GtkWidget        *widget,
                      GtkDirectionType  direction)
{
  CarcLazyList *self = CARC_LAZY_LIST (widget);
  GtkWidget *child = gtk_widget_get_focus_child (widget);

  if (child != NULL)
    {
      /* Tab moves through the row's own widgets, then out of the list;
       * the arrows are the list's keys */
      if (direction == GTK_DIR_TAB_FORWARD || direction == GTK_DIR_TAB_BACKWARD)
        return gtk_widget_child_focus (child, direction);
      return FALSE;
    }
  if (n_items (self) == 0)
    return FALSE;
  /* coming in: the row that had the focus, else the first one shown */
  if (self->cursor >= 0 && (guint) self->cursor < n_items (self))
    carc_lazy_list_focus_position (self, (guint) self->cursor);
  else
    carc_lazy_list_focus_position (self, MIN (self->anchor + (self->anchor_offset > 0 ? 1 : 0),
                                              n_items (self) - 1));
  return TRUE;
}

/* ---- GtkScrollable ---- */

static void
set_vadjustment (CarcLazyList  *self,
                 GtkAdjustment *adjustment)
{
  if (self->vadjustment == adjustment)
    return;
  if (self->vadjustment != NULL)
    {
      g_signal_handlers_disconnect_by_func (self->vadjustment, value_changed_cb, self);
      g_clear_object (&self->vadjustment);
    }
  if (adjustment != NULL)
    {
      self->vadjustment = g_object_ref_sink (adjustment);
      g_signal_connect_swapped (adjustment, "value-changed", G_CALLBACK (value_changed_cb), self);
    }
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

static void
carc_lazy_list_scrollable_init (GtkScrollableInterface *iface)
{
}

/* ---- the object ---- */

static void
carc_lazy_list_dispose (GObject *object)
{
  CarcLazyList *self = CARC_LAZY_LIST (object);

  if (self->refocus_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->refocus_id);
      self->refocus_id = 0;
    }
  if (self->rows != NULL && self->bind != NULL)
    release_all (self);
  if (self->spare != NULL)
    {
      for (guint i = 0; i < self->spare->len; i++)
        gtk_widget_unparent (self->spare->pdata[i]);
      g_ptr_array_set_size (self->spare, 0);
    }
  if (self->model != NULL)
    g_clear_signal_handler (&self->items_changed_id, self->model);
  g_clear_object (&self->model);
  set_vadjustment (self, NULL);
  g_clear_object (&self->hadjustment);

  G_OBJECT_CLASS (carc_lazy_list_parent_class)->dispose (object);
}

static void
carc_lazy_list_finalize (GObject *object)
{
  CarcLazyList *self = CARC_LAZY_LIST (object);

  g_clear_pointer (&self->heights, g_array_unref);
  g_clear_pointer (&self->rows, g_array_unref);
  g_clear_pointer (&self->spare, g_ptr_array_unref);

  G_OBJECT_CLASS (carc_lazy_list_parent_class)->finalize (object);
}

static void
carc_lazy_list_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  CarcLazyList *self = CARC_LAZY_LIST (object);

  switch (prop_id)
    {
    case PROP_HADJUSTMENT:
      g_value_set_object (value, self->hadjustment);
      break;
    case PROP_VADJUSTMENT:
      g_value_set_object (value, self->vadjustment);
      break;
    case PROP_HSCROLL_POLICY:
      g_value_set_enum (value, self->hscroll_policy);
      break;
    case PROP_VSCROLL_POLICY:
      g_value_set_enum (value, self->vscroll_policy);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carc_lazy_list_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  CarcLazyList *self = CARC_LAZY_LIST (object);

  switch (prop_id)
    {
    case PROP_HADJUSTMENT:
      {
        GtkAdjustment *adjustment = g_value_get_object (value);

        if (adjustment != NULL)
          g_object_ref_sink (adjustment);
        g_clear_object (&self->hadjustment);
        self->hadjustment = adjustment;
      }
      break;
    case PROP_VADJUSTMENT:
      set_vadjustment (self, g_value_get_object (value));
      break;
    case PROP_HSCROLL_POLICY:
      self->hscroll_policy = g_value_get_enum (value);
      break;
    case PROP_VSCROLL_POLICY:
      self->vscroll_policy = g_value_get_enum (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
add_key (GtkWidgetClass  *widget_class,
         guint            keyval,
         guint            keypad,
         GtkShortcutFunc  callback)
{
  gtk_widget_class_add_binding (widget_class, keyval, 0, callback, NULL);
  if (keypad != 0)
    gtk_widget_class_add_binding (widget_class, keypad, 0, callback, NULL);
}

static void
carc_lazy_list_class_init (CarcLazyListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = carc_lazy_list_dispose;
  object_class->finalize = carc_lazy_list_finalize;
  object_class->get_property = carc_lazy_list_get_property;
  object_class->set_property = carc_lazy_list_set_property;

  widget_class->measure = carc_lazy_list_measure;
  widget_class->size_allocate = carc_lazy_list_size_allocate;
  widget_class->get_request_mode = carc_lazy_list_get_request_mode;
  widget_class->focus = carc_lazy_list_focus;
  widget_class->set_focus_child = carc_lazy_list_set_focus_child;

  g_object_class_override_property (object_class, PROP_HADJUSTMENT, "hadjustment");
  g_object_class_override_property (object_class, PROP_VADJUSTMENT, "vadjustment");
  g_object_class_override_property (object_class, PROP_HSCROLL_POLICY, "hscroll-policy");
  g_object_class_override_property (object_class, PROP_VSCROLL_POLICY, "vscroll-policy");

  signals[ACTIVATE] =
    g_signal_new ("activate",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);

  add_key (widget_class, GDK_KEY_Up, GDK_KEY_KP_Up, key_up_cb);
  add_key (widget_class, GDK_KEY_Down, GDK_KEY_KP_Down, key_down_cb);
  add_key (widget_class, GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up, key_page_up_cb);
  add_key (widget_class, GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down, key_page_down_cb);
  add_key (widget_class, GDK_KEY_Home, GDK_KEY_KP_Home, key_home_cb);
  add_key (widget_class, GDK_KEY_End, GDK_KEY_KP_End, key_end_cb);
  add_key (widget_class, GDK_KEY_Return, GDK_KEY_KP_Enter, key_activate_cb);
  add_key (widget_class, GDK_KEY_ISO_Enter, 0, key_activate_cb);
  add_key (widget_class, GDK_KEY_space, GDK_KEY_KP_Space, key_activate_cb);

  gtk_widget_class_set_css_name (widget_class, "carclazylist");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_LIST);
}

static void
carc_lazy_list_init (CarcLazyList *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  self->heights = g_array_new (FALSE, FALSE, sizeof (int));
  self->rows = g_array_new (FALSE, FALSE, sizeof (Row));
  self->spare = g_ptr_array_new ();
  self->cursor = -1;
  self->width = -1;

  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "released", G_CALLBACK (click_released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
}

GtkWidget *
carc_lazy_list_new (void)
{
  return g_object_new (CARC_TYPE_LAZY_LIST, NULL);
}

void
carc_lazy_list_set_model (CarcLazyList *self,
                          GListModel   *model)
{
  g_return_if_fail (CARC_IS_LAZY_LIST (self));
  g_return_if_fail (model == NULL || G_IS_LIST_MODEL (model));

  if (self->model == model)
    return;
  if (self->bind != NULL)
    release_all (self);
  if (self->model != NULL)
    g_clear_signal_handler (&self->items_changed_id, self->model);
  g_set_object (&self->model, model);
  g_array_set_size (self->heights, 0);
  self->known_sum = 0;
  self->n_known = 0;
  if (model != NULL)
    {
      g_array_set_size (self->heights, g_list_model_get_n_items (model));
      forget_heights (self);
      self->items_changed_id = g_signal_connect_swapped (model, "items-changed", G_CALLBACK (items_changed_cb), self);
    }
  self->anchor = 0;
  self->anchor_offset = 0;
  self->cursor = -1;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

GListModel *
carc_lazy_list_get_model (CarcLazyList *self)
{
  g_return_val_if_fail (CARC_IS_LAZY_LIST (self), NULL);

  return self->model;
}

void
carc_lazy_list_set_row_funcs (CarcLazyList           *self,
                              CarcLazyListCreateFunc  create,
                              CarcLazyListBindFunc    bind,
                              gpointer                user_data)
{
  g_return_if_fail (CARC_IS_LAZY_LIST (self));
  g_return_if_fail (create != NULL && bind != NULL);
  g_return_if_fail (self->rows->len == 0 && self->spare->len == 0);

  self->create = create;
  self->bind = bind;
  self->user_data = user_data;
}

void
carc_lazy_list_scroll_to (CarcLazyList *self,
                          guint         position)
{
  g_return_if_fail (CARC_IS_LAZY_LIST (self));

  if (position >= n_items (self))
    return;
  self->anchor = position;
  self->anchor_offset = 0;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

void
carc_lazy_list_focus_position (CarcLazyList *self,
                               guint         position)
{
  Row *row;

  g_return_if_fail (CARC_IS_LAZY_LIST (self));

  if (position >= n_items (self) || self->bind == NULL)
    return;
  ensure_visible (self, position);
  row = obtain_row (self, position);
  self->cursor = (int) position;
  gtk_widget_set_child_visible (row->widget, TRUE);
  gtk_widget_grab_focus (row->widget);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

int
carc_lazy_list_get_cursor (CarcLazyList *self)
{
  g_return_val_if_fail (CARC_IS_LAZY_LIST (self), -1);

  return self->cursor;
}

GtkWidget *
carc_lazy_list_get_row (CarcLazyList *self,
                        guint         position)
{
  Row *row;

  g_return_val_if_fail (CARC_IS_LAZY_LIST (self), NULL);

  row = find_row (self, position);
  return row != NULL && row->shown ? row->widget : NULL;
}

guint
carc_lazy_list_get_n_rows (CarcLazyList *self)
{
  g_return_val_if_fail (CARC_IS_LAZY_LIST (self), 0);

  return self->rows->len + self->spare->len;
}

gboolean
carc_lazy_list_get_shown (CarcLazyList *self,
                          guint        *first,
                          guint        *last)
{
  gboolean any = FALSE;

  g_return_val_if_fail (CARC_IS_LAZY_LIST (self), FALSE);

  for (guint i = 0; i < self->rows->len; i++)
    {
      Row *row = &g_array_index (self->rows, Row, i);

      if (!row->shown)
        continue;
      if (!any || row->position < *first)
        *first = row->position;
      if (!any || row->position > *last)
        *last = row->position;
      any = TRUE;
    }
  return any;
}
