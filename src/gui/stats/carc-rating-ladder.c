/* carc-rating-ladder.c: one game type's rating ladder on the Statistics page
 *
 * A boxed list (it reads at 360 px where a table would not) and a
 * CarcScoreChart with a line per player through their rating after each of
 * their games. Nothing here rates anyone: the ladder comes from the store.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "carc-format.h"
#include "carc-history-format.h"
#include "carc-rating-ladder.h"

/* The widgets of one row that carc_rating_ladder_get_cell_text() reads. */
typedef struct {
  AdwActionRow *row;
  GtkLabel     *rank;
  GtkLabel     *rating;
  GtkLabel     *change;
} LadderRow;

struct _CarcRatingLadder
{
  GtkWidget             parent_instance;

  GArray               *rows;         /* LadderRow */
  GArray               *game_dates;   /* gint64: the game at each x of the chart */
  guint                 max_rows;     /* 0: every player */
  char                 *more_action;  /* what "Show All" activates */

  /* Template widgets */
  GtkWidget            *box;
  AdwPreferencesGroup  *ladder_group;
  GtkListBox           *list;
  AdwPreferencesGroup  *chart_group;
  CarcScoreChart       *chart;
};

G_DEFINE_FINAL_TYPE (CarcRatingLadder, carc_rating_ladder, GTK_TYPE_WIDGET)

/* One decimal in the locale's way ("27,3" in Czech), a real minus sign,
 * and never "−0.0". */
static char *
format_signed (double   value,
               gboolean plus)
{
  double tenths = round (value * 10);

  if (tenths == 0)
    return g_strdup_printf ("%.1f", 0.0);
  if (tenths < 0)
    /* U+2212 MINUS SIGN, as the charts write it */
    return g_strdup_printf ("\xe2\x88\x92%.1f", -tenths / 10);
  return g_strdup_printf (plus ? "+%.1f" : "%.1f", tenths / 10);
}

char *
carc_rating_ladder_format_rating (double rating)
{
  return format_signed (rating, FALSE);
}

char *
carc_rating_ladder_format_change (double change)
{
  return format_signed (change, TRUE);
}

static char *
chart_date_label (double   value,
                  gpointer user_data)
{
  CarcRatingLadder *self = user_data;
  gint64 index = (gint64) value;
  g_autoptr(GDateTime) utc = NULL;
  g_autoptr(GDateTime) local = NULL;

  if (index < 0 || index >= self->game_dates->len || fabs (value - (double) index) > 1e-9)
    return g_strdup ("");

  utc = g_date_time_new_from_unix_utc (g_array_index (self->game_dates, gint64, index) / G_USEC_PER_SEC);
  if (utc == NULL)
    return g_strdup ("");
  local = g_date_time_to_local (utc);
  /* Translators: a game's day under the score chart, as for g_date_time_format() */
  return g_date_time_format (local, C_("chart date", "%-d %b"));
}

static void
clear_rows (CarcRatingLadder *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);
  g_array_set_size (self->rows, 0);
}

static GtkWidget *
suffix_label (const char *text,
              const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_widget_add_css_class (label, "numeric");
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

static void
add_row (CarcRatingLadder      *self,
         const CarcStoreRating *entry,
         const GdkRGBA         *colour)
{
  g_autofree char *rank = g_strdup_printf ("%u", entry->rank);
  g_autofree char *rating = carc_rating_ladder_format_rating (entry->ordinal);
  g_autofree char *change = carc_rating_ladder_format_change (entry->change);
  g_autofree char *games = g_strdup_printf (ngettext ("%u game", "%u games", entry->games), entry->games);
  g_autofree char *subtitle = NULL;
  g_autofree char *mu = carc_rating_ladder_format_rating (entry->mu);
  g_autofree char *sigma = carc_rating_ladder_format_rating (entry->sigma);
  g_autofree char *tooltip = NULL;
  g_autofree char *change_tooltip = NULL;
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *rank_label = gtk_label_new (rank);
  GtkWidget *values = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *rating_label, *change_label;
  LadderRow cells;

  if (entry->provisional)
    /* Translators: a player's games on the rating ladder, and that the
     * rating is provisional (fewer than 5 games): "3 games · provisional" */
    subtitle = g_strdup_printf (C_("rating", "%s · provisional"), games);
  else
    subtitle = g_strdup (games);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), entry->name);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);

  gtk_label_set_width_chars (GTK_LABEL (rank_label), 2);
  gtk_label_set_xalign (GTK_LABEL (rank_label), 1);
  gtk_widget_add_css_class (rank_label, "numeric");
  gtk_widget_add_css_class (rank_label, "heading");
  gtk_widget_add_css_class (rank_label, "dim-label");
  /* each prefix goes before the ones added earlier: the rank ends up first */
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), carc_history_colour_chip (colour));
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), rank_label);

  rating_label = suffix_label (rating, "heading");
  if (entry->provisional)
    gtk_widget_add_css_class (rating_label, "dim-label");
  change_label = suffix_label (change, "caption");
  gtk_widget_add_css_class (change_label, entry->change >= 0.05 ? "success"
                                          : entry->change <= -0.05 ? "error" : "dim-label");
  gtk_widget_set_valign (values, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (values), rating_label);
  gtk_box_append (GTK_BOX (values), change_label);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), values);

  /* Translators: the tooltip of a rating: the skill estimate μ and its
   * uncertainty σ; the rating is μ − 3σ */
  tooltip = g_strdup_printf (_("Skill %s, uncertainty %s: the rating is the skill less three times the uncertainty"),
                             mu, sigma);
  gtk_widget_set_tooltip_text (rating_label, tooltip);
  /* Translators: the tooltip of the change under a rating */
  change_tooltip = g_strdup_printf (_("%s in the last game"), change);
  gtk_widget_set_tooltip_text (change_label, change_tooltip);

  gtk_list_box_append (self->list, row);

  cells.row = ADW_ACTION_ROW (row);
  cells.rank = GTK_LABEL (rank_label);
  cells.rating = GTK_LABEL (rating_label);
  cells.change = GTK_LABEL (change_label);
  g_array_append_val (self->rows, cells);
}

/* The ratings of the first @n_shown players of @ladder over time. */
static void
show_chart (CarcRatingLadder      *self,
            const CarcStoreLadder *ladder,
            const GdkRGBA         *colours,
            guint                  n_shown)
{
  g_autofree double *x = NULL;
  g_autofree double *y = NULL;
  guint most = 1;

  carc_score_chart_clear (self->chart);
  g_array_set_size (self->game_dates, 0);
  for (guint g = 0; g < ladder->n_games; g++)
    g_array_append_val (self->game_dates, ladder->games[g].created);

  for (guint p = 0; p < n_shown; p++)
    most = MAX (most, ladder->players[p].n_steps);
  x = g_new (double, most);
  y = g_new (double, most);
  for (guint p = 0; p < n_shown; p++)
    {
      const CarcStoreRating *entry = &ladder->players[p];

      for (guint i = 0; i < entry->n_steps; i++)
        {
          x[i] = entry->steps[i].game;
          y[i] = entry->steps[i].ordinal;
        }
      carc_score_chart_add_series (self->chart, entry->name, &colours[p], x, y, entry->n_steps);
    }

  gtk_widget_set_visible (GTK_WIDGET (self->chart_group), ladder->n_games >= 2);
}

/* Under the first players of a long ladder: the way to all of them. */
static void
add_more_row (CarcRatingLadder *self,
              guint             n_players)
{
  g_autofree char *count = carc_format_count (n_players);
  g_autofree char *label = NULL;
  GtkWidget *row = adw_action_row_new ();

  /* Translators: under the statistics of the players with the most
   * games; %s is the number of all the players */
  label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Show All %s Players", "Show All %s Players", n_players),
                           count);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), label);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  if (self->more_action != NULL)
    gtk_actionable_set_action_name (GTK_ACTIONABLE (row), self->more_action);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  gtk_widget_add_css_class (row, "show-all-ratings");
  gtk_list_box_append (self->list, row);
}

/* ---- GObject ------------------------------------------------------------------------ */

static void
carc_rating_ladder_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), CARC_TYPE_RATING_LADDER);

  G_OBJECT_CLASS (carc_rating_ladder_parent_class)->dispose (object);
}

static void
carc_rating_ladder_finalize (GObject *object)
{
  CarcRatingLadder *self = CARC_RATING_LADDER (object);

  g_clear_pointer (&self->rows, g_array_unref);
  g_clear_pointer (&self->game_dates, g_array_unref);
  g_clear_pointer (&self->more_action, g_free);

  G_OBJECT_CLASS (carc_rating_ladder_parent_class)->finalize (object);
}

static void
carc_rating_ladder_class_init (CarcRatingLadderClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = carc_rating_ladder_dispose;
  object_class->finalize = carc_rating_ladder_finalize;

  g_type_ensure (CARC_TYPE_SCORE_CHART);

  gtk_widget_class_set_template_from_resource (widget_class, APP_RESOURCE_PATH "/stats/carc-rating-ladder.ui");
  gtk_widget_class_bind_template_child (widget_class, CarcRatingLadder, box);
  gtk_widget_class_bind_template_child (widget_class, CarcRatingLadder, ladder_group);
  gtk_widget_class_bind_template_child (widget_class, CarcRatingLadder, list);
  gtk_widget_class_bind_template_child (widget_class, CarcRatingLadder, chart_group);
  gtk_widget_class_bind_template_child (widget_class, CarcRatingLadder, chart);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "carcratingladder");
}

static void
carc_rating_ladder_init (CarcRatingLadder *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->rows = g_array_new (FALSE, FALSE, sizeof (LadderRow));
  self->game_dates = g_array_new (FALSE, FALSE, sizeof (gint64));

  carc_score_chart_set_title (self->chart, _("Ratings over time"));
  carc_score_chart_set_x_label_func (self->chart, chart_date_label, self, NULL);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

/* ---- public API ------------------------------------------------------------------------ */

GtkWidget *
carc_rating_ladder_new (void)
{
  return g_object_new (CARC_TYPE_RATING_LADDER, NULL);
}

void
carc_rating_ladder_set_ladder (CarcRatingLadder      *self,
                               const CarcStoreLadder *ladder,
                               const GdkRGBA         *colours,
                               const char            *game_name)
{
  guint n_shown;

  g_return_if_fail (CARC_IS_RATING_LADDER (self));
  g_return_if_fail (ladder == NULL || ladder->n_players == 0 || colours != NULL);

  clear_rows (self);
  carc_score_chart_clear (self->chart);
  g_array_set_size (self->game_dates, 0);

  if (ladder == NULL || ladder->n_players == 0)
    {
      gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
      return;
    }

  if (game_name != NULL)
    {
      /* Translators: the title of a game's rating ladder when the page
       * shows more than one game's: "Rating Ladder: Hunters & Gatherers" */
      g_autofree char *ladder_title = g_strdup_printf (C_("rating", "Rating Ladder: %s"), game_name);
      /* Translators: as "Rating Ladder: %s", for the chart of the ratings */
      g_autofree char *chart_title = g_strdup_printf (C_("rating", "Ratings over Time: %s"), game_name);
      /* a group's title is markup, and "Hunters & Gatherers" has an ampersand */
      g_autofree char *ladder_markup = g_markup_escape_text (ladder_title, -1);
      g_autofree char *chart_markup = g_markup_escape_text (chart_title, -1);

      adw_preferences_group_set_title (self->ladder_group, ladder_markup);
      adw_preferences_group_set_title (self->chart_group, chart_markup);
    }
  else
    {
      adw_preferences_group_set_title (self->ladder_group, C_("rating", "Rating Ladder"));
      adw_preferences_group_set_title (self->chart_group, C_("rating", "Ratings over Time"));
    }

  n_shown = self->max_rows > 0 ? MIN (self->max_rows, ladder->n_players) : ladder->n_players;
  for (guint i = 0; i < n_shown; i++)
    add_row (self, &ladder->players[i], &colours[i]);
  if (n_shown < ladder->n_players)
    add_more_row (self, ladder->n_players);
  show_chart (self, ladder, colours, n_shown);

  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
}

void
carc_rating_ladder_set_max_rows (CarcRatingLadder *self,
                                 guint             max_rows,
                                 const char       *more_action)
{
  g_return_if_fail (CARC_IS_RATING_LADDER (self));

  self->max_rows = max_rows;
  g_free (self->more_action);
  self->more_action = g_strdup (more_action);
}

guint
carc_rating_ladder_get_n_rows (CarcRatingLadder *self)
{
  g_return_val_if_fail (CARC_IS_RATING_LADDER (self), 0);

  return self->rows->len;
}

const char *
carc_rating_ladder_get_cell_text (CarcRatingLadder       *self,
                                  guint                   row,
                                  CarcRatingLadderColumn  column)
{
  const LadderRow *cells;

  g_return_val_if_fail (CARC_IS_RATING_LADDER (self), NULL);

  if (row >= self->rows->len)
    return NULL;
  cells = &g_array_index (self->rows, LadderRow, row);

  switch (column)
    {
    case CARC_RATING_LADDER_RANK:
      return gtk_label_get_text (cells->rank);
    case CARC_RATING_LADDER_NAME:
      return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (cells->row));
    case CARC_RATING_LADDER_RATING:
      return gtk_label_get_text (cells->rating);
    case CARC_RATING_LADDER_GAMES:
      return adw_action_row_get_subtitle (cells->row);
    case CARC_RATING_LADDER_CHANGE:
      return gtk_label_get_text (cells->change);
    case CARC_RATING_LADDER_N_COLUMNS:
    default:
      return NULL;
    }
}

CarcScoreChart *
carc_rating_ladder_get_chart (CarcRatingLadder *self)
{
  g_return_val_if_fail (CARC_IS_RATING_LADDER (self), NULL);

  return self->chart;
}
