/* carc-figure-bar.c: which figure goes where on the tile just placed
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-figure-bar.h"
#include "carc-format.h"

#define MAX_OPTIONS (CARC_N_FIGURE_KINDS * CARC_MAX_TILE_FEATURES)
/* three lines of buttons (34 px each and their margins) */
#define MAX_CHOICE_ROWS_HEIGHT 126

struct _CarcFigureBar
{
  GtkBox            parent_instance;

  GtkWidget        *kinds_box;
  GtkWidget        *kind_buttons[CARC_N_FIGURE_KINDS];
  GtkWidget        *features_box;
  GtkWidget        *pass_button;
  GtkWidget        *points_scroller;
  GtkWidget        *points_box;     /* the places off the features */

  const CarcState  *state;
  GPtrArray        *point_names;    /* char *, the places off the features */
  GPtrArray        *point_details;  /* char * or NULL */
  CarcFigureOption  options[MAX_OPTIONS];
  guint             n_options;
  CarcFigureKind    kind;
  gboolean          updating;
};

G_DEFINE_FINAL_TYPE (CarcFigureBar, carc_figure_bar, GTK_TYPE_BOX)

enum {
  KIND_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char *kind_keys[CARC_N_FIGURE_KINDS] = { "F", "G", "B", "P", "S" };

static gboolean
kind_has_options (CarcFigureBar  *self,
                  CarcFigureKind  kind)
{
  for (guint i = 0; i < self->n_options; i++)
    if (self->options[i].kind == kind)
      return TRUE;
  return FALSE;
}

/* A button "3 · City" of the bar, before "No Figure"; its number is its
 * key (play.digit), also shown in its tooltip. */
static GtkWidget *
choice_button_new (guint       number,
                   const char *name,
                   const char *detail)
{
  /* Translators: a numbered place for a figure in the figure bar: "1 ·
   * City" (press 1), "11 · Crown: Plague" (type 1, 1) */
  g_autofree char *label = g_strdup_printf (_("%u · %s"), number, name);
  g_autofree char *tooltip = NULL;
  GtkWidget *button = gtk_button_new_with_label (label);

  if (number >= 10)
    /* Translators: the tooltip of a figure place numbered from 10: %s is
     * what it is, then its digits to type ("1, then 2") */
    tooltip = g_strdup_printf (_("%s (type %u, then %u)"), detail != NULL ? detail : name, number / 10, number % 10);
  else if (detail != NULL)
    /* Translators: a figure place's tooltip: what it is, its key */
    tooltip = g_strdup_printf (_("%s (press %u)"), detail, number);
  if (tooltip != NULL)
    gtk_widget_set_tooltip_text (button, tooltip);
  gtk_widget_add_css_class (button, "figure-choice");
  return button;
}

static void
rebuild_features (CarcFigureBar *self)
{
  const CarcState *state = self->state;
  const CarcTileType *type;
  GtkWidget *child;
  guint n = 0;

  /* all but the last child, "No Figure" */
  while ((child = gtk_widget_get_first_child (self->features_box)) != NULL
         && gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child)) != self->pass_button)
    gtk_flow_box_remove (GTK_FLOW_BOX (self->features_box), child);

  while ((child = gtk_widget_get_first_child (self->points_box)) != NULL)
    gtk_flow_box_remove (GTK_FLOW_BOX (self->points_box), child);
  gtk_widget_set_visible (self->points_scroller, FALSE);

  if (state == NULL || carc_state_get_current_tile (state) == CARC_NONE)
    return;
  type = carc_state_tile_type (state, &carc_state_get_tiles (state)[carc_state_get_current_tile (state)]);

  for (guint i = 0; i < self->n_options; i++)
    {
      const CarcFigureOption *o = &self->options[i];
      GtkWidget *button;

      if (o->kind != self->kind)
        continue;
      n++;
      /* the feature's name in its own game (a meadow, a river) */
      button = choice_button_new (n, carc_feature_kind_display_name (type->features[o->feature].kind), NULL);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "play.figure");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "(uu)", (guint32) o->kind, (guint32) o->feature);
      gtk_flow_box_insert (GTK_FLOW_BOX (self->features_box), button, (int) n - 1);
    }
  /* the places off the features, numbered after them as on the board */
  for (guint i = 0; i < self->point_names->len; i++)
    {
      GtkWidget *button = choice_button_new (n + 1, g_ptr_array_index (self->point_names, i),
                                             g_ptr_array_index (self->point_details, i));

      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "play.point");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", (guint32) i);
      gtk_flow_box_append (GTK_FLOW_BOX (self->points_box), button);
      n++;
    }
  gtk_widget_set_visible (self->points_scroller, self->point_names->len > 0);
}

static void
kind_toggled_cb (GtkToggleButton *button,
                 CarcFigureBar   *self)
{
  if (self->updating || !gtk_toggle_button_get_active (button))
    return;
  carc_figure_bar_set_kind (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "kind")));
}

static void
carc_figure_bar_finalize (GObject *object)
{
  CarcFigureBar *self = CARC_FIGURE_BAR (object);

  g_clear_pointer (&self->point_names, g_ptr_array_unref);
  g_clear_pointer (&self->point_details, g_ptr_array_unref);

  G_OBJECT_CLASS (carc_figure_bar_parent_class)->finalize (object);
}

static void
carc_figure_bar_class_init (CarcFigureBarClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = carc_figure_bar_finalize;

  signals[KIND_CHANGED] = g_signal_new ("kind-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "carcfigurebar");
}

/* The rows wrap rather than widen the window: at 360 px the kinds of the
 * big box and "1 Road … 5 Field, No Figure" take two or three lines. */
static GtkWidget *
wrapping_row_new (void)
{
  GtkWidget *flow = gtk_flow_box_new ();

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (flow), FALSE);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (flow), 1);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 8);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 0);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 0);
  gtk_widget_add_css_class (flow, "wrapping-row");
  return flow;
}

static void
carc_figure_bar_init (CarcFigureBar *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 6);
  self->point_names = g_ptr_array_new_with_free_func (g_free);
  self->point_details = g_ptr_array_new_with_free_func (g_free);

  self->kinds_box = wrapping_row_new ();
  for (guint k = 0; k < CARC_N_FIGURE_KINDS; k++)
    {
      g_autofree char *tooltip = NULL;

      self->kind_buttons[k] = gtk_toggle_button_new_with_label (carc_figure_kind_display_name (k));
      if (k > 0)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (self->kind_buttons[k]),
                                     GTK_TOGGLE_BUTTON (self->kind_buttons[0]));
      /* Translators: tooltip of a figure kind; %s is its key */
      if (kind_keys[k] != NULL)
        {
          tooltip = g_strdup_printf (_("Press %s"), kind_keys[k]);
          gtk_widget_set_tooltip_text (self->kind_buttons[k], tooltip);
        }
      g_object_set_data (G_OBJECT (self->kind_buttons[k]), "kind", GUINT_TO_POINTER (k));
      g_signal_connect (self->kind_buttons[k], "toggled", G_CALLBACK (kind_toggled_cb), self);
      gtk_flow_box_append (GTK_FLOW_BOX (self->kinds_box), self->kind_buttons[k]);
    }
  gtk_box_append (GTK_BOX (self), self->kinds_box);

  self->features_box = wrapping_row_new ();
  self->pass_button = gtk_button_new_with_mnemonic (_("_No Figure"));
  gtk_widget_set_tooltip_text (self->pass_button, _("Esc"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->pass_button), "play.pass");
  gtk_flow_box_append (GTK_FLOW_BOX (self->features_box), self->pass_button);
  gtk_box_append (GTK_BOX (self), self->features_box);
  /* The places off the features (the wheel's nine crown spaces, towers)
   * below the tile's, which at 360 px would take a line each and push the
   * bar off the window: past three lines they scroll (the keys reach them
   * all), and "No Figure" stays in sight above them. */
  self->points_box = wrapping_row_new ();
  self->points_scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->points_scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (self->points_scroller), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (self->points_scroller), MAX_CHOICE_ROWS_HEIGHT);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->points_scroller), self->points_box);
  gtk_widget_set_visible (self->points_scroller, FALSE);
  gtk_box_append (GTK_BOX (self), self->points_scroller);
}

GtkWidget *
carc_figure_bar_new (void)
{
  return g_object_new (CARC_TYPE_FIGURE_BAR, NULL);
}

void
carc_figure_bar_set_state (CarcFigureBar   *self,
                           const CarcState *state)
{
  g_return_if_fail (CARC_IS_FIGURE_BAR (self));

  self->state = state;
  self->n_options = state != NULL ? carc_state_list_figure_options (state, self->options, MAX_OPTIONS) : 0;

  self->updating = TRUE;
  for (guint k = 0; k < CARC_N_FIGURE_KINDS; k++)
    {
      gtk_widget_set_visible (gtk_widget_get_parent (self->kind_buttons[k]), kind_has_options (self, k));
      /* the game's own name for it */
      if (state != NULL)
        gtk_button_set_label (GTK_BUTTON (self->kind_buttons[k]),
                              carc_figure_kind_display_name_in (carc_state_get_setup (state), k));
    }
  self->updating = FALSE;

  /* Keep the kind if it still has options; else the first that has. */
  if (!kind_has_options (self, self->kind))
    self->kind = self->n_options > 0 ? self->options[0].kind : CARC_FIGURE_FOLLOWER;
  gtk_widget_set_visible (self->kinds_box, self->n_options > 0);
  self->updating = TRUE;
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->kind_buttons[self->kind]), TRUE);
  self->updating = FALSE;
  rebuild_features (self);
}

CarcFigureKind
carc_figure_bar_get_kind (CarcFigureBar *self)
{
  g_return_val_if_fail (CARC_IS_FIGURE_BAR (self), CARC_FIGURE_FOLLOWER);
  return self->kind;
}

gboolean
carc_figure_bar_set_kind (CarcFigureBar  *self,
                          CarcFigureKind  kind)
{
  g_return_val_if_fail (CARC_IS_FIGURE_BAR (self), FALSE);

  if (kind >= CARC_N_FIGURE_KINDS || !kind_has_options (self, kind))
    return FALSE;
  self->kind = kind;
  self->updating = TRUE;
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->kind_buttons[kind]), TRUE);
  self->updating = FALSE;
  rebuild_features (self);
  g_signal_emit (self, signals[KIND_CHANGED], 0);
  return TRUE;
}

guint
carc_figure_bar_get_features (CarcFigureBar *self,
                              guint         *out,
                              guint          max)
{
  guint n = 0;

  g_return_val_if_fail (CARC_IS_FIGURE_BAR (self), 0);

  for (guint i = 0; i < self->n_options && n < max; i++)
    if (self->options[i].kind == self->kind)
      out[n++] = self->options[i].feature;
  return n;
}

gboolean
carc_figure_bar_has_option (CarcFigureBar  *self,
                            CarcFigureKind  kind,
                            guint           feature)
{
  g_return_val_if_fail (CARC_IS_FIGURE_BAR (self), FALSE);

  for (guint i = 0; i < self->n_options; i++)
    if (self->options[i].kind == kind && self->options[i].feature == feature)
      return TRUE;
  return FALSE;
}

void
carc_figure_bar_set_points (CarcFigureBar      *self,
                            const char * const *names,
                            const char * const *details,
                            guint               n)
{
  gboolean same;

  g_return_if_fail (CARC_IS_FIGURE_BAR (self));

  same = n == self->point_names->len;
  for (guint i = 0; same && i < n; i++)
    same = g_strcmp0 (names[i], g_ptr_array_index (self->point_names, i)) == 0
           && g_strcmp0 (details != NULL ? details[i] : NULL, g_ptr_array_index (self->point_details, i)) == 0;
  if (same)
    return;
  g_ptr_array_set_size (self->point_names, 0);
  g_ptr_array_set_size (self->point_details, 0);
  for (guint i = 0; i < n; i++)
    {
      g_ptr_array_add (self->point_names, g_strdup (names[i]));
      g_ptr_array_add (self->point_details, g_strdup (details != NULL ? details[i] : NULL));
    }
  rebuild_features (self);
}
