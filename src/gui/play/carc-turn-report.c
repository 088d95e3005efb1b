/* carc-turn-report.c: after a scoring: figures to take back, markers to move
 *
 * A checklist the table ticks off: every figure that goes back to its
 * owner's supply, and where each score marker must stand on the physical
 * 50-space track (with laps, R-B-11). What is not ticked stays through the
 * turns that follow until it is ticked or the card is dismissed: a table
 * that plays on before moving a marker still sees it. A marker moved again
 * replaces its older line (the table moves it once, to where it stands
 * now); what an undone entry brought goes with it.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-format.h"
#include "carc-turn-report.h"

struct _CarcTurnReport
{
  GtkBox      parent_instance;

  GtkWidget  *list;
  GPtrArray  *items;     /* the lines' texts, in the list's order */
};

G_DEFINE_FINAL_TYPE (CarcTurnReport, carc_turn_report, GTK_TYPE_BOX)

/* Each line's check button knows what it is about: the player whose marker
 * it moves (none for a figure), and the log entry that brought it. */
#define ITEM_MARKER "carc-report-marker"   /* player + 1, 0: a figure */
#define ITEM_ENTRY  "carc-report-entry"    /* log index + 1 */

static void
sync_items (CarcTurnReport *self)
{
  g_ptr_array_set_size (self->items, 0);
  for (GtkWidget *child = gtk_widget_get_first_child (self->list); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    g_ptr_array_add (self->items, g_strdup (gtk_check_button_get_label (GTK_CHECK_BUTTON (child))));
  gtk_widget_set_visible (GTK_WIDGET (self), self->items->len > 0);
}

/* Removes the lines @drop says so of. */
static void
remove_lines (CarcTurnReport *self,
              gboolean      (*drop) (GtkWidget *check, gpointer data),
              gpointer        data)
{
  GtkWidget *child = gtk_widget_get_first_child (self->list);

  while (child != NULL)
    {
      GtkWidget *next = gtk_widget_get_next_sibling (child);

      if (drop (child, data))
        gtk_box_remove (GTK_BOX (self->list), child);
      child = next;
    }
}

static gboolean
is_ticked (GtkWidget *check,
           gpointer   data)
{
  return gtk_check_button_get_active (GTK_CHECK_BUTTON (check));
}

static gboolean
moves_marker_of (GtkWidget *check,
                 gpointer   data)
{
  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (check), ITEM_MARKER)) == GPOINTER_TO_UINT (data);
}

static gboolean
from_entry_at_or_after (GtkWidget *check,
                        gpointer   data)
{
  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (check), ITEM_ENTRY)) > GPOINTER_TO_UINT (data);
}

static void
add_item (CarcTurnReport *self,
          const char     *text,
          int             marker_of,
          guint           entry)
{
  GtkWidget *check = gtk_check_button_new_with_label (text);
  GtkWidget *label = gtk_widget_get_last_child (check);

  if (GTK_IS_LABEL (label))
    {
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 36);
    }
  /* ticking a box leaves the focus where it was (on the board), so Enter
   * still places the tile rather than toggling the box again */
  gtk_widget_set_focus_on_click (check, FALSE);
  g_object_set_data (G_OBJECT (check), ITEM_MARKER, GUINT_TO_POINTER ((guint) (marker_of + 1)));
  g_object_set_data (G_OBJECT (check), ITEM_ENTRY, GUINT_TO_POINTER (entry + 1));
  gtk_box_append (GTK_BOX (self->list), check);
}

void
carc_turn_report_clear (CarcTurnReport *self)
{
  GtkWidget *child;

  g_return_if_fail (CARC_IS_TURN_REPORT (self));

  while ((child = gtk_widget_get_first_child (self->list)) != NULL)
    gtk_box_remove (GTK_BOX (self->list), child);
  sync_items (self);
}

void
carc_turn_report_show (CarcTurnReport          *self,
                       const CarcState         *state,
                       const CarcSessionUpdate *update,
                       guint                    entry)
{
  g_return_if_fail (CARC_IS_TURN_REPORT (self));
  g_return_if_fail (update != NULL);

  /* what was ticked is done; the rest stays */
  remove_lines (self, is_ticked, NULL);

  /* the markers the change moved (the session says where they were) */
  for (guint p = 0; p < update->n_players && p < carc_state_get_n_players (state); p++)
    if (update->score_before[p] != update->score_after[p])
      {
        g_autofree char *track = carc_format_track (update->score_after[p]);
        /* Translators: "Move Anna’s marker (red) to space 12, 1 lap" */
        g_autofree char *text = g_strdup_printf (_("Move %s’s marker (%s) to %s"),
                                                 carc_state_get_setup (state)->players[p].name,
                                                 carc_colour_display_name (carc_state_get_setup (state)->players[p].colour),
                                                 track);
        remove_lines (self, moves_marker_of, GUINT_TO_POINTER (p + 1));
        add_item (self, text, (int) p, entry);
      }

  for (guint i = update->returns_first; i < update->returns_first + update->n_returns && i < carc_state_get_n_returns (state); i++)
    {
      const CarcFigureReturn *r = &carc_state_get_returns (state)[i];
      /* Translators: "Take back Anna’s Follower" */
      g_autofree char *text = g_strdup_printf (_("Take back %s’s %s"),
                                               r->owner < carc_state_get_n_players (state) ? carc_state_get_setup (state)->players[r->owner].name : "?",
                                               carc_figure_kind_display_name_in (carc_state_get_setup (state), r->kind));
      add_item (self, text, -1, entry);
    }

  sync_items (self);
}

void
carc_turn_report_forget_from (CarcTurnReport *self,
                              guint           n_entries)
{
  g_return_if_fail (CARC_IS_TURN_REPORT (self));

  remove_lines (self, from_entry_at_or_after, GUINT_TO_POINTER (n_entries));
  sync_items (self);
}

GPtrArray *
carc_turn_report_get_items (CarcTurnReport *self)
{
  g_return_val_if_fail (CARC_IS_TURN_REPORT (self), NULL);
  return self->items;
}

static void
carc_turn_report_finalize (GObject *object)
{
  CarcTurnReport *self = CARC_TURN_REPORT (object);

  g_clear_pointer (&self->items, g_ptr_array_unref);

  G_OBJECT_CLASS (carc_turn_report_parent_class)->finalize (object);
}

static void
carc_turn_report_class_init (CarcTurnReportClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = carc_turn_report_finalize;
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "carcturnreport");
}

static void
carc_turn_report_init (CarcTurnReport *self)
{
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *title = gtk_label_new (_("At the Table"));
  GtkWidget *close = gtk_button_new_from_icon_name ("window-close-symbolic");

  self->items = g_ptr_array_new_with_free_func (g_free);

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 4);
  gtk_widget_add_css_class (GTK_WIDGET (self), "turn-report");
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_set_hexpand (title, TRUE);
  gtk_widget_add_css_class (title, "heading");
  gtk_box_append (GTK_BOX (header), title);
  gtk_widget_add_css_class (close, "flat");
  gtk_widget_add_css_class (close, "circular");
  gtk_widget_set_tooltip_text (close, _("Done"));
  gtk_widget_set_focus_on_click (close, FALSE);
  g_signal_connect_swapped (close, "clicked", G_CALLBACK (carc_turn_report_clear), self);
  gtk_box_append (GTK_BOX (header), close);
  gtk_box_append (GTK_BOX (self), header);

  self->list = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (self), self->list);
}

GtkWidget *
carc_turn_report_new (void)
{
  return g_object_new (CARC_TYPE_TURN_REPORT, NULL);
}
