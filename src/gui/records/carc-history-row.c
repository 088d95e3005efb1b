/* carc-history-row.c: one game's row in History's list
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-format.h"
#include "carc-history-format.h"
#include "carc-history-model.h"
#include "carc-history-row.h"

struct _CarcHistoryRow
{
  GtkWidget        parent_instance;

  CarcHistoryItem *item;
  gboolean         deleted;
  gulong           notify_id;
  GdkRGBA          chip_colour;
  char            *title;
  char            *subtitle;

  /* Template widgets */
  GtkLabel        *heading_label;
  GtkWidget       *card;
  GtkDrawingArea  *chip;
  GtkImage        *status_icon;
  GtkLabel        *title_label;
  GtkLabel        *subtitle_label;
  GtkWidget       *continue_button;
  GtkWidget       *bgstats_button;
  GtkWidget       *restore_button;
  GtkWidget       *delete_button;
  GtkWidget       *next_icon;
};

G_DEFINE_FINAL_TYPE (CarcHistoryRow, carc_history_row, GTK_TYPE_WIDGET)

enum {
  ACTIVATE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* "<b>Anna 87</b> · Ben 75 · Cecile 60" */
static char *
players_markup (const CarcStoreGameSummary *summary)
{
  GString *markup = g_string_new (NULL);

  for (guint i = 0; i < summary->n_players; i++)
    {
      const CarcStoreSeat *seat = &summary->players[i];
      g_autofree char *text = NULL;
      g_autofree char *escaped = NULL;

      if (seat->name == NULL)
        continue;
      if (markup->len > 0)
        g_string_append (markup, " · ");

      g_autofree char *score = carc_format_count (seat->score);

      /* Translators: a player and their score in the list of games: "Anna 87" */
      text = g_strdup_printf (C_("player score", "%s %s"), seat->name, score);
      escaped = g_markup_escape_text (text, -1);
      if (summary->finished && seat->winner)
        g_string_append_printf (markup, "<b>%s</b>", escaped);
      else
        g_string_append (markup, escaped);
    }

  if (markup->len == 0)
    g_string_append (markup, _("No players"));

  return g_string_free (markup, FALSE);
}

/* "Won by Anna", "Shared win: Anna and Ben" */
static char *
winners_text (const CarcStoreGameSummary *summary)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  g_autofree char *joined = NULL;

  for (guint i = 0; i < summary->n_players; i++)
    if (summary->players[i].winner && summary->players[i].name != NULL)
      g_ptr_array_add (names, summary->players[i].name);

  if (names->len == 0)
    return NULL;
  if (names->len == 1)
    /* Translators: the winner of a game */
    return g_strdup_printf (_("Won by %s"), (const char *) g_ptr_array_index (names, 0));

  joined = carc_format_join_names ((const char * const *) names->pdata, names->len);
  /* Translators: the players who tied for the win, "Anna and Ben" */
  return g_strdup_printf (_("Shared win: %s"), joined);
}

static char *
subtitle_text (CarcHistoryRow             *self,
               const CarcStoreGameSummary *summary)
{
  g_autofree char *date = carc_format_date_time (summary->created);
  g_autofree char *sets = carc_history_format_sets ((const char * const *) summary->sets);
  g_autofree char *winners = summary->finished ? winners_text (summary) : NULL;
  GString *subtitle = g_string_new (NULL);

  if (self->deleted && summary->deleted != 0)
    {
      g_autofree char *deleted = carc_history_format_date (summary->deleted);
      g_autofree char *until = carc_history_format_date (summary->deleted
                                                         + (gint64) CARC_HISTORY_KEEP_DAYS * 24 * 3600 * G_USEC_PER_SEC);

      /* Translators: a game in the recently deleted list: when it was
       * deleted and the day it is removed for good */
      g_string_append_printf (subtitle, _("Deleted on %s, kept until %s"), deleted, until);
      g_string_append (subtitle, " · ");
    }
  g_string_append (subtitle, date);
  /* the winner before the sets, which may be long enough to be cut */
  if (winners != NULL)
    g_string_append_printf (subtitle, " · %s", winners);
  /* The sets say which game it is (Hunters & Gatherers is a set of its
   * own): the game's name only when no set is known. */
  if (sets[0] != '\0')
    g_string_append_printf (subtitle, " · %s", sets);
  else
    g_string_append_printf (subtitle, " · %s", carc_history_game_type_name (summary->type));
  return g_string_free (subtitle, FALSE);
}

static void
draw_chip (GtkDrawingArea *area,
           cairo_t        *cr,
           int             width,
           int             height,
           gpointer        user_data)
{
  CarcHistoryRow *self = user_data;
  GdkRGBA border;
  double radius = MIN (width, height) / 2.0 - 1;

  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (area)), &border);
  border.alpha *= 0.4f;

  cairo_arc (cr, width / 2.0, height / 2.0, radius, 0, 2 * G_PI);
  gdk_cairo_set_source_rgba (cr, &self->chip_colour);
  cairo_fill_preserve (cr);
  gdk_cairo_set_source_rgba (cr, &border);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

static void
show_place (CarcHistoryRow *self)
{
  const char *heading = self->item != NULL ? carc_history_item_get_heading (self->item) : NULL;
  gboolean first = self->item != NULL && carc_history_item_get_first (self->item);
  gboolean last = self->item != NULL && carc_history_item_get_last (self->item);

  gtk_widget_set_visible (GTK_WIDGET (self->heading_label), heading != NULL);
  gtk_label_set_text (self->heading_label, heading != NULL ? heading : "");
  /* the card's rounded ends: under a heading, and at its group's end */
  if (first)
    gtk_widget_add_css_class (self->card, "first");
  else
    gtk_widget_remove_css_class (self->card, "first");
  if (last)
    gtk_widget_add_css_class (self->card, "last");
  else
    gtk_widget_remove_css_class (self->card, "last");
}

static void
show_summary (CarcHistoryRow *self)
{
  const CarcStoreGameSummary *summary = self->item != NULL ? carc_history_item_get_summary (self->item) : NULL;
  gboolean winner_shown = FALSE;

  g_clear_pointer (&self->title, g_free);
  g_clear_pointer (&self->subtitle, g_free);

  if (summary == NULL)
    {
      self->title = g_markup_escape_text (_("This game is no longer in the database"), -1);
      self->subtitle = g_strdup ("");
    }
  else
    {
      self->title = players_markup (summary);
      self->subtitle = subtitle_text (self, summary);
    }
  gtk_label_set_markup (self->title_label, self->title);
  gtk_label_set_text (self->subtitle_label, self->subtitle);
  gtk_widget_set_visible (GTK_WIDGET (self->subtitle_label), self->subtitle[0] != '\0');

  /* The winner's colour in front, an empty space for unfinished games so
   * that the titles line up. */
  for (guint i = 0; summary != NULL && summary->finished && i < summary->n_players; i++)
    if (summary->players[i].winner)
      {
        g_autofree char *winners = winners_text (summary);

        carc_history_player_rgba (summary->players[i].colour, &self->chip_colour);
        gtk_widget_set_tooltip_text (GTK_WIDGET (self->chip), winners);
        winner_shown = TRUE;
        break;
      }
  gtk_widget_set_visible (GTK_WIDGET (self->chip), winner_shown);
  gtk_widget_set_visible (GTK_WIDGET (self->status_icon), !winner_shown);
  if (winner_shown)
    gtk_widget_queue_draw (GTK_WIDGET (self->chip));
  else
    gtk_image_set_from_icon_name (self->status_icon,
                                  summary != NULL && summary->finished ? "emblem-default-symbolic"
                                  : summary != NULL ? "media-playback-pause-symbolic" : "dialog-warning-symbolic");

  /* an unfinished game is continued from here, not only reviewed */
  gtk_widget_set_visible (self->continue_button, summary != NULL && !summary->finished && !self->deleted);
  /* a finished game goes into BG Stats from its row too (issue 23) */
  gtk_widget_set_visible (self->bgstats_button, summary != NULL && summary->finished && !self->deleted);
  gtk_widget_set_visible (self->restore_button, summary != NULL && self->deleted);
  gtk_widget_set_visible (self->delete_button, summary != NULL);
  gtk_widget_set_visible (self->next_icon, summary != NULL);
  if (summary != NULL && !summary->finished && !self->deleted)
    gtk_widget_add_css_class (GTK_WIDGET (self), "unfinished");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "unfinished");
}

/* The buttons activate their actions when clicked, by name: an action name
 * set on each button (GtkActionable) made GTK look the action up through
 * every widget above the row, about 27 million instructions a row, most of
 * the time History took to show (docs/performance.md). */
static void
button_clicked_cb (CarcHistoryRow *self,
                   GtkButton      *button)
{
  const char *id = self->item != NULL ? carc_history_item_get_id (self->item) : NULL;
  const char *action;

  if (id == NULL)
    return;
  if (GTK_WIDGET (button) == self->continue_button)
    action = "win.open-game";
  else if (GTK_WIDGET (button) == self->bgstats_button)
    action = "win.log-in-bgstats";
  else if (GTK_WIDGET (button) == self->restore_button)
    action = "history.restore";
  else
    action = self->deleted ? "history.purge" : "history.delete";
  gtk_widget_activate_action (GTK_WIDGET (self), action, "s", id);
}

static void
item_notify_cb (CarcHistoryRow *self,
                GParamSpec     *pspec)
{
  if (g_str_equal (pspec->name, "summary"))
    show_summary (self);
  else
    show_place (self);
}

static void
activate_cb (CarcHistoryRow *self)
{
  const char *id = self->item != NULL ? carc_history_item_get_id (self->item) : NULL;

  if (id != NULL)
    gtk_widget_activate_action (GTK_WIDGET (self), "history.open", "s", id);
}

static void
carc_history_row_dispose (GObject *object)
{
  CarcHistoryRow *self = CARC_HISTORY_ROW (object);

  carc_history_row_set_item (self, NULL, FALSE);
  gtk_widget_dispose_template (GTK_WIDGET (self), CARC_TYPE_HISTORY_ROW);

  G_OBJECT_CLASS (carc_history_row_parent_class)->dispose (object);
}

static void
carc_history_row_finalize (GObject *object)
{
  CarcHistoryRow *self = CARC_HISTORY_ROW (object);

  g_free (self->title);
  g_free (self->subtitle);

  G_OBJECT_CLASS (carc_history_row_parent_class)->finalize (object);
}

static void
carc_history_row_class_init (CarcHistoryRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = carc_history_row_dispose;
  object_class->finalize = carc_history_row_finalize;

  /* gtk_widget_activate () on a row opens its game, as on a list box row */
  signals[ACTIVATE] =
    g_signal_new_class_handler ("activate",
                                G_TYPE_FROM_CLASS (klass),
                                G_SIGNAL_RUN_LAST | G_SIGNAL_ACTION,
                                G_CALLBACK (activate_cb),
                                NULL, NULL, NULL,
                                G_TYPE_NONE, 0);
  gtk_widget_class_set_activate_signal (widget_class, signals[ACTIVATE]);

  gtk_widget_class_set_template_from_resource (widget_class, APP_RESOURCE_PATH "/records/carc-history-row.ui");
  gtk_widget_class_bind_template_child (widget_class, CarcHistoryRow, heading_label);
  gtk_widget_class_bind_template_child (widget_class, CarcHistoryRow, card);
  gtk_widget_class_bind_template_child (widget_class, CarcHistoryRow, chip);
  gtk_widget_class_bind_template_child (widget_class, CarcHistoryRow, status_icon);
  gtk_widget_class_bind_template_child (widget_class, CarcHistoryRow, title_label);
  gtk_widget_class_bind_template_child (widget_class, CarcHistoryRow, subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, CarcHistoryRow, continue_button);
  gtk_widget_class_bind_template_child (widget_class, CarcHistoryRow, bgstats_button);
  gtk_widget_class_bind_template_child (widget_class, CarcHistoryRow, restore_button);
  gtk_widget_class_bind_template_child (widget_class, CarcHistoryRow, delete_button);
  gtk_widget_class_bind_template_child (widget_class, CarcHistoryRow, next_icon);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "carchistoryrow");
}

static void
carc_history_row_init (CarcHistoryRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                                  GTK_ORIENTATION_VERTICAL);
  gtk_drawing_area_set_draw_func (self->chip, draw_chip, self, NULL);
  g_signal_connect_swapped (self->continue_button, "clicked", G_CALLBACK (button_clicked_cb), self);
  g_signal_connect_swapped (self->bgstats_button, "clicked", G_CALLBACK (button_clicked_cb), self);
  g_signal_connect_swapped (self->restore_button, "clicked", G_CALLBACK (button_clicked_cb), self);
  g_signal_connect_swapped (self->delete_button, "clicked", G_CALLBACK (button_clicked_cb), self);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->chip), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
}

GtkWidget *
carc_history_row_new (void)
{
  return g_object_new (CARC_TYPE_HISTORY_ROW, NULL);
}

void
carc_history_row_set_item (CarcHistoryRow  *self,
                           CarcHistoryItem *item,
                           gboolean         deleted)
{
  g_return_if_fail (CARC_IS_HISTORY_ROW (self));
  g_return_if_fail (item == NULL || CARC_IS_HISTORY_ITEM (item));

  if (self->item != NULL)
    g_clear_signal_handler (&self->notify_id, self->item);
  g_set_object (&self->item, item);
  self->deleted = deleted;
  if (item == NULL)
    return;
  self->notify_id = g_signal_connect_swapped (item, "notify", G_CALLBACK (item_notify_cb), self);

  if (deleted)
    {
      gtk_widget_set_tooltip_text (self->delete_button, _("Delete for Good…"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->delete_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Delete for Good…"), -1);
    }
  else
    {
      gtk_widget_set_tooltip_text (self->delete_button, _("Delete Game"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->delete_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Delete Game"), -1);
    }
  show_summary (self);
  show_place (self);
}

CarcHistoryItem *
carc_history_row_get_item (CarcHistoryRow *self)
{
  g_return_val_if_fail (CARC_IS_HISTORY_ROW (self), NULL);

  return self->item;
}

const char *
carc_history_row_get_title (CarcHistoryRow *self)
{
  g_return_val_if_fail (CARC_IS_HISTORY_ROW (self), NULL);

  return self->title;
}

const char *
carc_history_row_get_subtitle (CarcHistoryRow *self)
{
  g_return_val_if_fail (CARC_IS_HISTORY_ROW (self), NULL);

  return self->subtitle;
}

const char *
carc_history_row_get_heading (CarcHistoryRow *self)
{
  g_return_val_if_fail (CARC_IS_HISTORY_ROW (self), NULL);

  return self->item != NULL ? carc_history_item_get_heading (self->item) : NULL;
}
