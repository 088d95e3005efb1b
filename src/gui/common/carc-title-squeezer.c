/* carc-title-squeezer.c: a header bar's title that fits a phone
 *
 * AdwSqueezer picks the widest of its children that fits, but it asks for
 * the natural width of its widest child, so a header bar with a squeezed
 * title still asks for more than a phone's 360 px (a header bar centres
 * its title, asking for twice its wider side plus the title). This one
 * picks the same way and asks for the natural width of its narrowest
 * child only; it expands, so the header bar gives it all the room between
 * its buttons and a wide window shows the widest form.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "carc-title-squeezer.h"

struct _CarcTitleSqueezer
{
  GtkWidget  parent_instance;

  GtkWidget *visible_child;
};

static void carc_title_squeezer_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CarcTitleSqueezer, carc_title_squeezer, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE, carc_title_squeezer_buildable_init))

static GtkBuildableIface *parent_buildable_iface;

enum {
  PROP_0,
  PROP_VISIBLE_CHILD,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
carc_title_squeezer_measure (GtkWidget      *widget,
                             GtkOrientation  orientation,
                             int             for_size,
                             int            *minimum,
                             int            *natural,
                             int            *minimum_baseline,
                             int            *natural_baseline)
{
  int min = -1, nat = -1;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int child_min, child_nat;

      if (!gtk_widget_get_visible (child))
        continue;
      gtk_widget_measure (child, orientation, orientation == GTK_ORIENTATION_HORIZONTAL ? -1 : for_size,
                          &child_min, &child_nat, NULL, NULL);
      if (orientation == GTK_ORIENTATION_HORIZONTAL)
        {
          /* the narrowest form: what it needs at the least, and asks for */
          min = min < 0 ? child_min : MIN (min, child_min);
          nat = nat < 0 ? child_nat : MIN (nat, child_nat);
        }
      else
        {
          min = MAX (min, child_min);
          nat = MAX (nat, child_nat);
        }
    }
  *minimum = MAX (min, 0);
  *natural = MAX (nat, *minimum);
}

static void
carc_title_squeezer_size_allocate (GtkWidget *widget,
                                   int        width,
                                   int        height,
                                   int        baseline)
{
  CarcTitleSqueezer *self = CARC_TITLE_SQUEEZER (widget);
  GtkWidget *chosen = NULL, *last = NULL;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int child_nat;

      if (!gtk_widget_get_visible (child))
        continue;
      last = child;
      if (chosen != NULL)
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &child_nat, NULL, NULL);
      if (child_nat <= width)
        chosen = child;
    }
  if (chosen == NULL)
    chosen = last;
  if (self->visible_child != chosen)
    {
      self->visible_child = chosen;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VISIBLE_CHILD]);
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    gtk_widget_set_child_visible (child, child == chosen);
  if (chosen != NULL)
    gtk_widget_allocate (chosen, width, height, baseline, NULL);
}

static void
carc_title_squeezer_dispose (GObject *object)
{
  GtkWidget *child;

  CARC_TITLE_SQUEEZER (object)->visible_child = NULL;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (carc_title_squeezer_parent_class)->dispose (object);
}

static void
carc_title_squeezer_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  CarcTitleSqueezer *self = CARC_TITLE_SQUEEZER (object);

  switch (prop_id)
    {
    case PROP_VISIBLE_CHILD:
      g_value_set_object (value, self->visible_child);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carc_title_squeezer_class_init (CarcTitleSqueezerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = carc_title_squeezer_dispose;
  object_class->get_property = carc_title_squeezer_get_property;

  properties[PROP_VISIBLE_CHILD] =
    g_param_spec_object ("visible-child", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  widget_class->measure = carc_title_squeezer_measure;
  widget_class->size_allocate = carc_title_squeezer_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "carctitlesqueezer");
}

static void
carc_title_squeezer_init (CarcTitleSqueezer *self)
{
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
}

static void
carc_title_squeezer_add_child (GtkBuildable *buildable,
                               GtkBuilder   *builder,
                               GObject      *child,
                               const char   *type)
{
  if (GTK_IS_WIDGET (child) && type == NULL)
    carc_title_squeezer_add (CARC_TITLE_SQUEEZER (buildable), GTK_WIDGET (child));
  else
    parent_buildable_iface->add_child (buildable, builder, child, type);
}

static void
carc_title_squeezer_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = carc_title_squeezer_add_child;
}

GtkWidget *
carc_title_squeezer_new (void)
{
  return g_object_new (CARC_TYPE_TITLE_SQUEEZER, NULL);
}

void
carc_title_squeezer_add (CarcTitleSqueezer *self,
                         GtkWidget         *child)
{
  g_return_if_fail (CARC_IS_TITLE_SQUEEZER (self));
  g_return_if_fail (GTK_IS_WIDGET (child));

  gtk_widget_set_parent (child, GTK_WIDGET (self));
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

GtkWidget *
carc_title_squeezer_get_visible (CarcTitleSqueezer *self)
{
  g_return_val_if_fail (CARC_IS_TITLE_SQUEEZER (self), NULL);
  return self->visible_child;
}
