/* carc-fold-layout.c: a page's layout that folds its side panel early
 *
 * An AdwFlap whose fold policy is "auto" asks, folded or not, for the
 * natural width of its content and its panel side by side, so a page with
 * a side panel asks for more than a phone's 360 px although it shows one
 * of them at a time. Folded with the policy "always", the flap asks for
 * the wider of the two. This layout, given the page's width before the
 * flap is allocated, makes the flap "always" folded where "auto" would
 * fold it (the same threshold: its children's minimum or natural widths,
 * as its fold-threshold-policy says) and "auto" again where it would not:
 * the flap behaves as before and says what it needs.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "carc-fold-layout.h"

struct _CarcFoldLayout
{
  GtkLayoutManager  parent_instance;

  AdwFlap          *flap;   /* weak */
};

G_DEFINE_FINAL_TYPE (CarcFoldLayout, carc_fold_layout, GTK_TYPE_LAYOUT_MANAGER)

static int
child_width (GtkWidget *child,
             gboolean   natural)
{
  int min = 0, nat = 0;

  if (child == NULL || !gtk_widget_get_visible (child))
    return 0;
  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  return natural ? nat : min;
}

/* As AdwFlap decides it with the policy "auto" (adw_flap_size_allocate). */
static void
fold_for_width (CarcFoldLayout *self,
                int             width)
{
  gboolean natural, folds;
  AdwFlapFoldPolicy policy;

  if (self->flap == NULL)
    return;
  natural = adw_flap_get_fold_threshold_policy (self->flap) == ADW_FOLD_THRESHOLD_POLICY_NATURAL;
  folds = width < child_width (adw_flap_get_content (self->flap), natural)
                  + child_width (adw_flap_get_flap (self->flap), natural)
                  + child_width (adw_flap_get_separator (self->flap), natural);
  policy = folds ? ADW_FLAP_FOLD_POLICY_ALWAYS : ADW_FLAP_FOLD_POLICY_AUTO;
  if (adw_flap_get_fold_policy (self->flap) != policy)
    adw_flap_set_fold_policy (self->flap, policy);
}

static void
carc_fold_layout_measure (GtkLayoutManager *manager,
                          GtkWidget        *widget,
                          GtkOrientation    orientation,
                          int               for_size,
                          int              *minimum,
                          int              *natural,
                          int              *minimum_baseline,
                          int              *natural_baseline)
{
  *minimum = *natural = 0;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int child_min = 0, child_nat = 0;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, orientation, for_size, &child_min, &child_nat, NULL, NULL);
      *minimum = MAX (*minimum, child_min);
      *natural = MAX (*natural, child_nat);
    }
}

static void
carc_fold_layout_allocate (GtkLayoutManager *manager,
                           GtkWidget        *widget,
                           int               width,
                           int               height,
                           int               baseline)
{
  fold_for_width (CARC_FOLD_LAYOUT (manager), width);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_should_layout (child))
      gtk_widget_allocate (child, width, height, baseline, NULL);
}

static void
carc_fold_layout_dispose (GObject *object)
{
  CarcFoldLayout *self = CARC_FOLD_LAYOUT (object);

  g_clear_weak_pointer (&self->flap);

  G_OBJECT_CLASS (carc_fold_layout_parent_class)->dispose (object);
}

static void
carc_fold_layout_class_init (CarcFoldLayoutClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  object_class->dispose = carc_fold_layout_dispose;
  layout_class->measure = carc_fold_layout_measure;
  layout_class->allocate = carc_fold_layout_allocate;
}

static void
carc_fold_layout_init (CarcFoldLayout *self)
{
}

void
carc_fold_layout_set_flap (CarcFoldLayout *self,
                           AdwFlap        *flap)
{
  g_return_if_fail (CARC_IS_FOLD_LAYOUT (self));
  g_return_if_fail (flap == NULL || ADW_IS_FLAP (flap));

  g_set_weak_pointer (&self->flap, flap);
  gtk_layout_manager_layout_changed (GTK_LAYOUT_MANAGER (self));
}
