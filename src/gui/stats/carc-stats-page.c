/* carc-stats-page.c: statistics per player and overall
 *
 * Every number shown comes from carc_store_get_stats() with the filter the
 * side panel builds; the final scores over time come from the store's list
 * of finished games, narrowed by the same filter. Nothing here counts wins
 * or adds points.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "carc-bar-chart.h"
#include "carc-catalogue.h"
#include "carc-error-format.h"
#include "carc-fold-layout.h"
#include "carc-format.h"
#include "carc-history-format.h"
#include "carc-rating-ladder.h"
#include "carc-score-chart.h"
#include "carc-set-names.h"
#include "carc-stats-page.h"
#include "carc-expansion-ui.h"
#include "carc-title-squeezer.h"

struct _CarcStatsPage
{
  GtkWidget             parent_instance;

  CarcStore            *store;
  gulong                changed_id;
  gboolean              dirty;       /* the store changed while unmapped */
  gboolean              roster_dirty; /* …and the player filter has not read its roster since */
  gboolean              updating;    /* filters being set from code */
  guint                 reveal_idle_id;

  CarcStoreStats       *stats;
  CarcStoreRatings     *ratings;     /* the ladders, over the same filter */
  GPtrArray            *players;     /* char*: the player filter's choices (index 0: everyone) */
  GPtrArray            *set_ids;     /* char*: one per set row */
  GPtrArray            *set_checks;  /* GtkCheckButton, as set_ids */
  GStrv                 filter_sets; /* the ticked sets, for the filter */
  GDateTime            *from_date;   /* custom range, local dates */
  GDateTime            *to_date;
  GHashTable           *cells;       /* "player\tcolumn" → GtkLabel (borrowed) */
  GPtrArray            *table_widgets;
  GArray               *chart_dates; /* gint64: the game at each x of the score chart */

  /* Template widgets */
  GtkWidget            *box;
  AdwHeaderBar         *header_bar;
  AdwWindowTitle       *window_title;
  GtkButton            *back_button;
  GtkToggleButton      *filters_button;
  AdwFlap              *flap;
  AdwPreferencesGroup  *filters_group;
  AdwComboRow          *type_row;
  AdwComboRow          *player_row;
  AdwComboRow          *period_row;
  AdwActionRow         *from_row;
  GtkMenuButton        *from_button;
  GtkCalendar          *from_calendar;
  AdwActionRow         *to_row;
  GtkMenuButton        *to_button;
  GtkCalendar          *to_calendar;
  AdwPreferencesGroup  *sets_group;
  GtkStack             *stack;
  GtkScrolledWindow    *scrolled_window;
  AdwPreferencesGroup  *players_group;
  AdwSqueezer          *table_squeezer;
  GtkGrid              *table_grid;
  GtkListBox           *compact_list;
  gboolean              all_players;   /* the table and charts show every player */
  GArray               *shown;         /* guint: the players shown, by index, in name order */
  CarcRatingLadder     *carcassonne_ladder;
  CarcRatingLadder     *hunters_gatherers_ladder;
  AdwPreferencesGroup  *categories_group;
  CarcBarChart         *bar_chart;
  AdwActionRow         *city_record_row;
  GtkLabel             *city_record_label;
  AdwActionRow         *road_record_row;
  GtkLabel             *road_record_label;
  AdwActionRow         *score_record_row;
  GtkLabel             *score_record_label;
  AdwPreferencesGroup  *history_group;
  CarcScoreChart       *score_chart;
  AdwStatusPage        *empty_page;
};

G_DEFINE_FINAL_TYPE (CarcStatsPage, carc_stats_page, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_STORE,
  N_PROPS
};

enum {
  OPEN_GAME,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static const char *
column_title (CarcStatsColumn column)
{
  switch (column)
    {
    /* Translators: a column of the statistics table */
    case CARC_STATS_COLUMN_GAMES: return C_("statistics", "Games");
    /* Translators: a column of the statistics table */
    case CARC_STATS_COLUMN_WINS: return C_("statistics", "Wins");
    /* Translators: a column of the statistics table */
    case CARC_STATS_COLUMN_WIN_RATE: return C_("statistics", "Win Rate");
    /* Translators: a column of the statistics table: the average score */
    case CARC_STATS_COLUMN_AVERAGE: return C_("statistics", "Average");
    /* Translators: a column of the statistics table: the best score */
    case CARC_STATS_COLUMN_BEST: return C_("statistics", "Best");
    /* Translators: a column of the statistics table: the worst score */
    case CARC_STATS_COLUMN_WORST: return C_("statistics", "Worst");
    /* Translators: a column of the statistics table: the average time a turn took */
    case CARC_STATS_COLUMN_TURN_TIME: return C_("statistics", "Turn Time");
    case CARC_STATS_N_COLUMNS:
    default: return "";
    }
}

static char *
cell_text (const CarcStoreStatsEntry *entry,
           CarcStatsColumn            column)
{
  switch (column)
    {
    case CARC_STATS_COLUMN_GAMES:
      return carc_format_count (entry->games);
    case CARC_STATS_COLUMN_WINS:
      return carc_format_count (entry->wins);
    case CARC_STATS_COLUMN_WIN_RATE:
      return entry->results > 0 ? carc_history_format_percent (entry->win_rate) : g_strdup ("—");
    case CARC_STATS_COLUMN_AVERAGE:
      return entry->results > 0 ? g_strdup_printf ("%.1f", entry->average_score) : g_strdup ("—");
    case CARC_STATS_COLUMN_BEST:
      return entry->results > 0 ? carc_format_count (entry->best_score) : g_strdup ("—");
    case CARC_STATS_COLUMN_WORST:
      return entry->results > 0 ? carc_format_count (entry->worst_score) : g_strdup ("—");
    case CARC_STATS_COLUMN_TURN_TIME:
      return carc_history_format_duration (entry->average_turn_seconds);
    case CARC_STATS_N_COLUMNS:
    default:
      return g_strdup ("");
    }
}

static char *
cell_key (const char      *player,
          CarcStatsColumn  column)
{
  return g_strdup_printf ("%s\t%d", player != NULL ? player : "", column);
}

/* ---- filters ---------------------------------------------------------------- */

static GDateTime *
local_day_start (int year,
                 int month,
                 int day)
{
  g_autoptr(GTimeZone) zone = g_time_zone_new_local ();

  return g_date_time_new (zone, year, month, day, 0, 0, 0);
}

/* The period as [from, to) in µs since the epoch (0: no bound). */
static void
period_bounds (CarcStatsPage *self,
               gint64        *from,
               gint64        *to)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  CarcStatsPeriod period = adw_combo_row_get_selected (self->period_row);
  int year = g_date_time_get_year (now);

  *from = 0;
  *to = 0;

  switch (period)
    {
    case CARC_STATS_PERIOD_30_DAYS:
      *from = g_date_time_to_unix (now) * G_USEC_PER_SEC - (gint64) 30 * 24 * 3600 * G_USEC_PER_SEC;
      break;
    case CARC_STATS_PERIOD_12_MONTHS:
      {
        g_autoptr(GDateTime) start = g_date_time_add_years (now, -1);
        *from = g_date_time_to_unix (start) * G_USEC_PER_SEC;
      }
      break;
    case CARC_STATS_PERIOD_THIS_YEAR:
      {
        g_autoptr(GDateTime) start = local_day_start (year, 1, 1);
        *from = g_date_time_to_unix (start) * G_USEC_PER_SEC;
      }
      break;
    case CARC_STATS_PERIOD_LAST_YEAR:
      {
        g_autoptr(GDateTime) start = local_day_start (year - 1, 1, 1);
        g_autoptr(GDateTime) end = local_day_start (year, 1, 1);
        *from = g_date_time_to_unix (start) * G_USEC_PER_SEC;
        *to = g_date_time_to_unix (end) * G_USEC_PER_SEC;
      }
      break;
    case CARC_STATS_PERIOD_CUSTOM:
      if (self->from_date != NULL)
        {
          g_autoptr(GDateTime) start = local_day_start (g_date_time_get_year (self->from_date),
                                                        g_date_time_get_month (self->from_date),
                                                        g_date_time_get_day_of_month (self->from_date));
          *from = g_date_time_to_unix (start) * G_USEC_PER_SEC;
        }
      if (self->to_date != NULL)
        {
          g_autoptr(GDateTime) day = local_day_start (g_date_time_get_year (self->to_date),
                                                      g_date_time_get_month (self->to_date),
                                                      g_date_time_get_day_of_month (self->to_date));
          g_autoptr(GDateTime) end = g_date_time_add_days (day, 1);
          *to = g_date_time_to_unix (end) * G_USEC_PER_SEC;
        }
      break;
    case CARC_STATS_PERIOD_ALL:
    default:
      break;
    }
}

void
carc_stats_page_get_filter (CarcStatsPage        *self,
                            CarcStoreStatsFilter *filter)
{
  guint player, type;
  g_autoptr(GStrvBuilder) sets = g_strv_builder_new ();

  g_return_if_fail (CARC_IS_STATS_PAGE (self));
  g_return_if_fail (filter != NULL);

  memset (filter, 0, sizeof *filter);

  type = adw_combo_row_get_selected (self->type_row);
  filter->type = type == 1 ? CARC_STORE_GAME_CARCASSONNE
               : type == 2 ? CARC_STORE_GAME_HUNTERS_GATHERERS
               : CARC_STORE_GAME_ANY;

  for (guint i = 0; i < self->set_checks->len; i++)
    if (gtk_check_button_get_active (g_ptr_array_index (self->set_checks, i)))
      g_strv_builder_add (sets, g_ptr_array_index (self->set_ids, i));
  g_strfreev (self->filter_sets);
  self->filter_sets = g_strv_builder_end (sets);
  filter->sets = self->filter_sets[0] != NULL ? (const char * const *) self->filter_sets : NULL;

  period_bounds (self, &filter->from, &filter->to);

  player = adw_combo_row_get_selected (self->player_row);
  if (player != GTK_INVALID_LIST_POSITION && player > 0 && player < self->players->len)
    filter->player = g_ptr_array_index (self->players, player);
}

static gboolean
filters_active (const CarcStoreStatsFilter *filter)
{
  return filter->type != CARC_STORE_GAME_ANY || filter->sets != NULL ||
         filter->from != 0 || filter->to != 0 || filter->player != NULL;
}

static void
update_date_buttons (CarcStatsPage *self)
{
  g_autofree char *from = self->from_date != NULL
    ? carc_history_format_date (g_date_time_to_unix (self->from_date) * G_USEC_PER_SEC)
    : g_strdup (C_("date range", "Any"));
  g_autofree char *to = self->to_date != NULL
    ? carc_history_format_date (g_date_time_to_unix (self->to_date) * G_USEC_PER_SEC)
    : g_strdup (C_("date range", "Any"));
  gboolean custom = adw_combo_row_get_selected (self->period_row) == CARC_STATS_PERIOD_CUSTOM;

  gtk_menu_button_set_label (self->from_button, from);
  gtk_menu_button_set_label (self->to_button, to);
  gtk_widget_set_visible (GTK_WIDGET (self->from_row), custom);
  gtk_widget_set_visible (GTK_WIDGET (self->to_row), custom);
}

/* The player filter's choices: everyone, then the roster. */
static void
update_players (CarcStatsPage *self)
{
  g_autoptr(GPtrArray) roster = NULL;
  g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);
  g_autofree char *selected = NULL;
  guint position = 0;

  if (self->players->len > 0)
    {
      guint index = adw_combo_row_get_selected (self->player_row);

      if (index != GTK_INVALID_LIST_POSITION && index > 0 && index < self->players->len)
        selected = g_strdup (g_ptr_array_index (self->players, index));
    }

  g_ptr_array_set_size (self->players, 0);
  g_ptr_array_add (self->players, NULL);
  gtk_string_list_append (model, _("Everyone"));

  if (self->store != NULL)
    roster = carc_store_list_players (self->store, NULL);
  for (guint i = 0; roster != NULL && i < roster->len; i++)
    {
      CarcStorePlayer *player = g_ptr_array_index (roster, i);

      if (g_strcmp0 (player->name, selected) == 0)
        position = self->players->len;
      g_ptr_array_add (self->players, g_strdup (player->name));
      gtk_string_list_append (model, player->name);
    }

  self->updating = TRUE;
  adw_combo_row_set_model (self->player_row, G_LIST_MODEL (model));
  adw_combo_row_set_selected (self->player_row, position);
  self->updating = FALSE;
}

static void filter_changed_cb (CarcStatsPage *self);

static void
build_set_rows (CarcStatsPage *self)
{
  CarcCatalogue *catalogue = carc_catalogue_get_default (NULL);
  g_autoptr(GPtrArray) sets = NULL;

  if (catalogue == NULL)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->sets_group), FALSE);
      return;
    }

  sets = carc_tile_sets_in_display_order (catalogue);

  for (guint i = 0; i < sets->len; i++)
    {
      const CarcTileSet *set = g_ptr_array_index (sets, i);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *check = gtk_check_button_new ();

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), carc_tile_set_get_display_name (set));
      gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
      adw_preferences_group_add (self->sets_group, row);
      /* the game its games are counted under (the store's game type) */
      {
        const CarcExpansionUi *game = carc_expansions_ui_game (carc_expansions_ui_game_of_set (set->id));
        CarcStoreGameType type = CARC_STORE_GAME_CARCASSONNE;

        /* a game other than Carcassonne is stored under its own set's id */
        if (game != NULL && game->n_sets > 0 && !carc_store_game_type_parse (game->sets[0].id, &type))
          type = CARC_STORE_GAME_CARCASSONNE;
        g_object_set_data (G_OBJECT (check), "game-type", GINT_TO_POINTER (type));
        g_object_set_data (G_OBJECT (check), "row", row);
      }

      g_signal_connect_swapped (check, "toggled", G_CALLBACK (filter_changed_cb), self);
      g_ptr_array_add (self->set_ids, g_strdup (set->id));
      g_ptr_array_add (self->set_checks, check);
    }
}

/* ---- the statistics ------------------------------------------------------------ */

/* Each player's roster colour, unless someone before them has it already
 * (everyone who sat second is "blue"): then a box colour nobody has. */
static void
player_colours (CarcStatsPage *self,
                GdkRGBA       *colours)
{
  g_autoptr(GPtrArray) roster = NULL;
  int *wanted = g_new (int, MAX (self->stats->n_players, 1));
  guint used[CARC_MAX_PLAYERS] = { 0 };
  guint next = 0;

  if (self->store != NULL)
    roster = carc_store_list_players (self->store, NULL);

  for (guint i = 0; i < self->stats->n_players; i++)
    {
      wanted[i] = -1;
      for (guint r = 0; roster != NULL && r < roster->len; r++)
        {
          CarcStorePlayer *player = g_ptr_array_index (roster, r);

          if (g_strcmp0 (player->name, self->stats->players[i].name) == 0)
            wanted[i] = carc_player_colour_index (player->colour);
        }
      if (wanted[i] >= 0 && used[wanted[i]] == 0)
        used[wanted[i]]++;
      else
        wanted[i] = -1;
    }

  for (guint i = 0; i < self->stats->n_players; i++)
    {
      if (wanted[i] < 0)
        {
          /* the least used box colour, in the box's order */
          guint best = next % CARC_MAX_PLAYERS;

          for (guint k = 0; k < CARC_MAX_PLAYERS; k++)
            {
              guint c = (next + k) % CARC_MAX_PLAYERS;

              if (used[c] < used[best])
                best = c;
            }
          wanted[i] = (int) best;
          used[best]++;
          next = best + 1;
        }
      carc_history_player_rgba (carc_player_colours[wanted[i]], &colours[i]);
    }

  g_free (wanted);
}

static GtkWidget *
add_cell (CarcStatsPage *self,
          const char    *text,
          int            column,
          int            row,
          gboolean       header,
          gboolean       bold)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), column == 0 ? 0 : 1);
  gtk_widget_add_css_class (label, "numeric");
  if (header)
    {
      gtk_widget_add_css_class (label, "caption-heading");
      gtk_widget_add_css_class (label, "dim-label");
    }
  if (bold)
    gtk_widget_add_css_class (label, "heading");
  gtk_widget_set_hexpand (label, column == 0);
  gtk_grid_attach (self->table_grid, label, column, row, 1, 1);
  g_ptr_array_add (self->table_widgets, label);

  return label;
}

static void
add_table_row (CarcStatsPage             *self,
               const CarcStoreStatsEntry *entry,
               const GdkRGBA             *colour,
               int                        row)
{
  GtkWidget *name = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *label = gtk_label_new (entry->name != NULL ? entry->name : _("All players"));

  if (colour != NULL)
    gtk_box_append (GTK_BOX (name), carc_history_colour_chip (colour));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (entry->name == NULL)
    gtk_widget_add_css_class (label, "heading");
  gtk_box_append (GTK_BOX (name), label);
  gtk_widget_set_hexpand (name, TRUE);
  gtk_grid_attach (self->table_grid, name, 0, row, 1, 1);
  g_ptr_array_add (self->table_widgets, name);

  for (guint c = 0; c < CARC_STATS_N_COLUMNS; c++)
    {
      g_autofree char *text = cell_text (entry, c);
      GtkWidget *cell = add_cell (self, text, c + 1, row, FALSE, entry->name == NULL);

      g_hash_table_insert (self->cells, cell_key (entry->name, c), cell);
    }
}

static GtkWidget *
value_row (const char *title,
           const char *value)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *label = gtk_label_new (value);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_add_css_class (label, "numeric");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);

  return row;
}

static void
add_compact_row (CarcStatsPage             *self,
                 const CarcStoreStatsEntry *entry,
                 const GdkRGBA             *colour)
{
  GtkWidget *row = adw_expander_row_new ();
  g_autofree char *rate = cell_text (entry, CARC_STATS_COLUMN_WIN_RATE);
  g_autofree char *subtitle = NULL;
  g_autofree char *n_games = carc_format_count (entry->games);
  g_autofree char *n_wins = carc_format_count (entry->wins);
  /* Translators: %s is a number */
  g_autofree char *games = g_strdup_printf (ngettext ("%s game", "%s games", entry->games), n_games);
  /* Translators: %s is a number */
  g_autofree char *wins = g_strdup_printf (ngettext ("%s win", "%s wins", entry->wins), n_wins);

  /* Translators: "12 games · 5 wins · 42 %" */
  subtitle = g_strdup_printf (C_("statistics", "%s · %s · %s"), games, wins, rate);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), entry->name != NULL ? entry->name : _("All players"));
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), subtitle);
  if (colour != NULL)
    adw_expander_row_add_prefix (ADW_EXPANDER_ROW (row), carc_history_colour_chip (colour));

  for (guint c = CARC_STATS_COLUMN_AVERAGE; c < CARC_STATS_N_COLUMNS; c++)
    {
      g_autofree char *text = cell_text (entry, c);

      adw_expander_row_add_row (ADW_EXPANDER_ROW (row), value_row (column_title (c), text));
    }

  gtk_list_box_append (self->compact_list, row);
}

static void
clear_table (CarcStatsPage *self)
{
  GtkWidget *child;

  for (guint i = 0; i < self->table_widgets->len; i++)
    gtk_grid_remove (self->table_grid, g_ptr_array_index (self->table_widgets, i));
  g_ptr_array_set_size (self->table_widgets, 0);
  g_hash_table_remove_all (self->cells);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->compact_list))) != NULL)
    gtk_list_box_remove (self->compact_list, child);
}

/* A club's statistics count hundreds of players: the table and the
 * charts show this many, those with the most games, until "Show All"
 * (a row, four labels and a chart series each for 200 players took
 * seconds). */
#define MAX_SHOWN_PLAYERS 12

static int
compare_games (gconstpointer a,
               gconstpointer b,
               gpointer      user_data)
{
  const CarcStoreStats *stats = user_data;
  const CarcStoreStatsEntry *x = &stats->players[*(const guint *) a];
  const CarcStoreStatsEntry *y = &stats->players[*(const guint *) b];

  if (x->games != y->games)
    return x->games > y->games ? -1 : 1;
  return *(const guint *) a < *(const guint *) b ? -1 : 1;
}

static int
compare_index (gconstpointer a,
               gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return x < y ? -1 : x > y ? 1 : 0;
}

static void
choose_shown (CarcStatsPage *self)
{
  g_array_set_size (self->shown, 0);
  for (guint i = 0; i < self->stats->n_players; i++)
    g_array_append_val (self->shown, i);
  if (self->all_players || self->shown->len <= MAX_SHOWN_PLAYERS)
    return;
  g_array_sort_with_data (self->shown, compare_games, self->stats);
  g_array_set_size (self->shown, MAX_SHOWN_PLAYERS);
  g_array_sort (self->shown, compare_index);
}

static guint
shown_player (CarcStatsPage *self,
              guint          i)
{
  return g_array_index (self->shown, guint, i);
}

static void
show_table (CarcStatsPage *self,
            const GdkRGBA *colours)
{
  int row = 0;

  clear_table (self);

  add_cell (self, C_("statistics", "Player"), 0, row, TRUE, FALSE);
  for (guint c = 0; c < CARC_STATS_N_COLUMNS; c++)
    add_cell (self, column_title (c), c + 1, row, TRUE, FALSE);
  row++;

  for (guint s = 0; s < self->shown->len; s++)
    {
      guint i = shown_player (self, s);

      add_table_row (self, &self->stats->players[i], &colours[i], row++);
      add_compact_row (self, &self->stats->players[i], &colours[i]);
    }

  /* the others: a button to all of them */
  if (self->shown->len < self->stats->n_players)
    {
      g_autofree char *count = carc_format_count (self->stats->n_players);
      g_autofree char *label = NULL;
      GtkWidget *button, *compact;

      /* Translators: under the statistics of the players with the most
       * games; %s is the number of all the players */
      label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Show All %s Players", "Show All %s Players",
                                            self->stats->n_players), count);
      button = gtk_button_new_with_label (label);
      gtk_widget_add_css_class (button, "flat");
      gtk_widget_add_css_class (button, "show-all-players");
      gtk_widget_set_halign (button, GTK_ALIGN_START);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "stats.show-all-players");
      gtk_grid_attach (self->table_grid, button, 0, row++, CARC_STATS_N_COLUMNS + 1, 1);
      g_ptr_array_add (self->table_widgets, button);

      compact = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (compact), label);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (compact), TRUE);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (compact), "stats.show-all-players");
      adw_action_row_add_suffix (ADW_ACTION_ROW (compact), gtk_image_new_from_icon_name ("go-next-symbolic"));
      gtk_widget_add_css_class (compact, "show-all-players");
      gtk_list_box_append (self->compact_list, compact);
    }

  /* The overall line, under a rule, when it says more than one player's. */
  if (self->stats->n_players != 1)
    {
      GtkWidget *separator = gtk_separator_new (GTK_ORIENTATION_HORIZONTAL);

      gtk_grid_attach (self->table_grid, separator, 0, row++, CARC_STATS_N_COLUMNS + 1, 1);
      g_ptr_array_add (self->table_widgets, separator);
      add_table_row (self, &self->stats->overall, NULL, row++);
      add_compact_row (self, &self->stats->overall, NULL);
    }
}

static void
show_categories (CarcStatsPage *self,
                 const GdkRGBA *colours)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  g_autofree double *values = NULL;
  guint n_kinds = self->stats->n_kinds;

  /* The categories someone scored in: the statistics list only those */
  for (guint i = 0; i < n_kinds; i++)
    {
      const char *name = self->stats->kinds[i];

      for (guint k = 0; k < CARC_N_SCORE_KINDS; k++)
        if (g_str_equal (self->stats->kinds[i], carc_score_kind_name (k)))
          name = carc_score_kind_display_name (k);
      g_ptr_array_add (names, (gpointer) name);
    }
  g_ptr_array_add (names, NULL);

  carc_bar_chart_set_categories (self->bar_chart, (const char * const *) names->pdata);
  values = g_new0 (double, MAX (n_kinds, 1));
  for (guint s = 0; s < self->shown->len; s++)
    {
      guint i = shown_player (self, s);

      for (guint k = 0; k < n_kinds; k++)
        values[k] = self->stats->players[i].points[k];
      carc_bar_chart_add_series (self->bar_chart, self->stats->players[i].name, &colours[i], values);
    }

  gtk_widget_set_visible (GTK_WIDGET (self->categories_group), n_kinds > 0);
}

static void
show_record (GtkLabel              *label,
             AdwActionRow          *row,
             const CarcStoreRecord *record,
             gboolean               tiles)
{
  if (record->game_id == NULL)
    {
      gtk_label_set_text (label, "—");
      adw_action_row_set_subtitle (row, _("None yet"));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (row), NULL);
      return;
    }

  {
    g_autofree char *count = carc_format_count (record->value);
    /* Translators: %s is a number */
    g_autofree char *value = tiles
      ? g_strdup_printf (ngettext ("%s tile", "%s tiles", record->value), count)
      : g_strdup_printf (ngettext ("%s point", "%s points", record->value), count);
    g_autofree char *date = carc_history_format_date (record->date);
    /* Translators: who holds a record, and when: "Anna · 21 Nov 2026" */
    g_autofree char *subtitle = g_strdup_printf (C_("record", "%s · %s"),
                                                 record->player != NULL ? record->player : "", date);
    g_autofree char *tooltip = g_strdup_printf (_("Review the game of %s"), date);

    gtk_label_set_text (label, value);
    adw_action_row_set_subtitle (row, subtitle);
    gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
    gtk_actionable_set_action_target (GTK_ACTIONABLE (row), "s", record->game_id);
    gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "stats.open");
    gtk_widget_set_tooltip_text (GTK_WIDGET (row), tooltip);
  }
}

static char *
chart_date_label (double   value,
                  gpointer user_data)
{
  CarcStatsPage *self = user_data;
  gint64 index = (gint64) value;
  g_autoptr(GDateTime) utc = NULL;
  g_autoptr(GDateTime) local = NULL;

  if (self->chart_dates == NULL || index < 0 || index >= self->chart_dates->len)
    return g_strdup ("");

  utc = g_date_time_new_from_unix_utc (g_array_index (self->chart_dates, gint64, index) / G_USEC_PER_SEC);
  if (utc == NULL)
    return g_strdup ("");
  local = g_date_time_to_local (utc);
  /* Translators: a game's day under the score chart, as for g_date_time_format() */
  return g_date_time_format (local, C_("chart date", "%-d %b"));
}

/* Each player's final score in each game, oldest game first: the games and
 * scores the statistics counted. */
static void
show_score_history (CarcStatsPage *self,
                    const GdkRGBA *colours)
{
  g_autofree double *x = NULL;
  g_autofree double *y = NULL;

  carc_score_chart_clear (self->score_chart);
  g_array_set_size (self->chart_dates, 0);
  for (guint g = 0; g < self->stats->n_games; g++)
    g_array_append_val (self->chart_dates, self->stats->games[g].created);

  x = g_new (double, MAX (self->stats->n_games, 1));
  y = g_new (double, MAX (self->stats->n_games, 1));
  for (guint s = 0; s < self->shown->len; s++)
    {
      guint p = shown_player (self, s);
      const CarcStoreStatsEntry *entry = &self->stats->players[p];

      for (guint i = 0; i < entry->n_scores; i++)
        {
          x[i] = entry->scores[i].game;
          y[i] = entry->scores[i].score;
        }
      carc_score_chart_add_series (self->score_chart, entry->name, &colours[p], x, y, entry->n_scores);
    }

  gtk_widget_set_visible (GTK_WIDGET (self->history_group), self->stats->n_games >= 2);
}

/* A ladder per game type, its players in the colours of the table. */
static void
show_ladders (CarcStatsPage *self,
              const GdkRGBA *colours)
{
  CarcRatingLadder *widgets[] = { self->carcassonne_ladder, self->hunters_gatherers_ladder };
  static const CarcStoreGameType types[] = { CARC_STORE_GAME_CARCASSONNE, CARC_STORE_GAME_HUNTERS_GATHERERS };
  gboolean several = self->ratings != NULL && self->ratings->n_ladders > 1;

  for (guint w = 0; w < G_N_ELEMENTS (widgets); w++)
    {
      const CarcStoreLadder *ladder = self->ratings != NULL
        ? carc_store_ratings_get_ladder (self->ratings, types[w]) : NULL;
      g_autofree GdkRGBA *ladder_colours = NULL;

      if (ladder != NULL)
        {
          ladder_colours = g_new0 (GdkRGBA, MAX (ladder->n_players, 1));
          for (guint i = 0; i < ladder->n_players; i++)
            {
              /* grey for a name the table lacks, which cannot happen while
               * both read the same games */
              ladder_colours[i] = (GdkRGBA) { 0.5f, 0.5f, 0.5f, 1.0f };
              for (guint p = 0; p < self->stats->n_players; p++)
                if (g_strcmp0 (self->stats->players[p].name, ladder->players[i].name) == 0)
                  ladder_colours[i] = colours[p];
            }
        }
      /* a club's ladder: its first players, as many as the table's */
      carc_rating_ladder_set_max_rows (widgets[w], self->all_players ? 0 : MAX_SHOWN_PLAYERS,
                                       "stats.show-all-players");
      carc_rating_ladder_set_ladder (widgets[w], ladder, ladder_colours,
                                     several ? carc_history_game_type_name (types[w]) : NULL);
    }
}

void
carc_stats_page_reload (CarcStatsPage *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree GdkRGBA *colours = NULL;
  g_autofree char *subtitle = NULL;
  CarcStoreStatsFilter filter;

  g_return_if_fail (CARC_IS_STATS_PAGE (self));

  self->dirty = FALSE;
  g_clear_pointer (&self->stats, carc_store_stats_free);
  g_clear_pointer (&self->ratings, carc_store_ratings_free);
  clear_table (self);

  /* a game type offers its own sets only, and Carcassonne's records
   * (biggest city, longest road) only with Carcassonne's games */
  {
    CarcStoreGameType type;

    carc_stats_page_get_filter (self, &filter);
    type = filter.type;
    self->updating = TRUE;
    for (guint i = 0; i < self->set_checks->len; i++)
      {
        GObject *check = g_ptr_array_index (self->set_checks, i);
        gboolean ours = type == CARC_STORE_GAME_ANY
                        || GPOINTER_TO_INT (g_object_get_data (check, "game-type")) == (int) type;

        gtk_widget_set_visible (g_object_get_data (check, "row"), ours);
        if (!ours)
          gtk_check_button_set_active (GTK_CHECK_BUTTON (check), FALSE);
      }
    self->updating = FALSE;
    gtk_widget_set_visible (GTK_WIDGET (self->city_record_row), type != CARC_STORE_GAME_HUNTERS_GATHERERS);
    gtk_widget_set_visible (GTK_WIDGET (self->road_record_row), type != CARC_STORE_GAME_HUNTERS_GATHERERS);
  }
  carc_stats_page_get_filter (self, &filter);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "stats.reset-filters", filters_active (&filter));

  if (self->store != NULL)
    self->stats = carc_store_get_stats (self->store, &filter, &error);
  if (self->stats != NULL)
    {
      g_autoptr(GError) ratings_error = NULL;

      /* the same filter, so the same games: it fails only as the
       * statistics would, and then the page still shows them */
      self->ratings = carc_store_get_ratings (self->store, &filter, &ratings_error);
      if (self->ratings == NULL)
        g_debug ("the ratings could not be read: %s", ratings_error->message);
    }

  if (self->stats == NULL || self->stats->overall.games == 0)
    {
      if (error != NULL)
        {
          g_autofree char *message = carc_error_format (error, NULL);
          g_autofree char *markup = g_markup_escape_text (message, -1);

          adw_status_page_set_title (self->empty_page, _("The Statistics Could Not Be Read"));
          /* the description is markup; the message is plain text */
          adw_status_page_set_description (self->empty_page, markup);
        }
      else if (filters_active (&filter))
        {
          adw_status_page_set_title (self->empty_page, _("No Games Match"));
          adw_status_page_set_description (self->empty_page, _("No finished game matches these filters."));
        }
      else
        {
          adw_status_page_set_title (self->empty_page, _("No Finished Games"));
          adw_status_page_set_description (self->empty_page,
                                           _("Statistics count the games played to the end. Finish a game to see who wins most, the points by category and the records."));
        }
      gtk_stack_set_visible_child_name (self->stack, "empty");
      adw_window_title_set_subtitle (self->window_title, NULL);
      carc_bar_chart_set_categories (self->bar_chart, NULL);
      carc_score_chart_clear (self->score_chart);
      carc_rating_ladder_set_ladder (self->carcassonne_ladder, NULL, NULL, NULL);
      carc_rating_ladder_set_ladder (self->hunters_gatherers_ladder, NULL, NULL, NULL);
      return;
    }

  {
    g_autofree char *count = carc_format_count (self->stats->overall.games);

    /* Translators: the statistics' subtitle; %s is a number ("10,000") */
    subtitle = g_strdup_printf (ngettext ("%s finished game", "%s finished games", self->stats->overall.games),
                                count);
  }
  adw_window_title_set_subtitle (self->window_title, subtitle);

  colours = g_new0 (GdkRGBA, MAX (self->stats->n_players, 1));
  player_colours (self, colours);
  choose_shown (self);

  show_table (self, colours);
  show_ladders (self, colours);
  show_categories (self, colours);
  show_record (self->city_record_label, self->city_record_row, &self->stats->overall.biggest_city, TRUE);
  show_record (self->road_record_label, self->road_record_row, &self->stats->overall.longest_road, TRUE);
  show_record (self->score_record_label, self->score_record_row, &self->stats->overall.highest_score, FALSE);
  show_score_history (self, colours);

  gtk_stack_set_visible_child_name (self->stack, "stats");
}

/* ---- callbacks and actions -------------------------------------------------------- */

static void
filter_changed_cb (CarcStatsPage *self)
{
  if (self->updating)
    return;
  update_date_buttons (self);
  carc_stats_page_reload (self);
}

static void
calendar_day_selected_cb (CarcStatsPage *self,
                          GtkCalendar   *calendar)
{
  GDateTime **date = calendar == self->from_calendar ? &self->from_date : &self->to_date;

  /* a day selected in code (carc_stats_page_set_dates) is taken as given */
  if (self->updating)
    return;
  g_clear_pointer (date, g_date_time_unref);
  *date = gtk_calendar_get_date (calendar);
  gtk_menu_button_popdown (calendar == self->from_calendar ? self->from_button : self->to_button);
  filter_changed_cb (self);
}

static void
store_changed_cb (CarcStatsPage *self,
                  const char    *game_id)
{
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      update_players (self);
      carc_stats_page_reload (self);
    }
  else
    self->dirty = self->roster_dirty = TRUE;
}

/* "Show All 200 Players": the table and the charts with every player,
 * from then on. */
static void
show_all_players_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  CarcStatsPage *self = CARC_STATS_PAGE (widget);

  self->all_players = TRUE;
  carc_stats_page_reload (self);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  g_signal_emit (widget, signals[OPEN_GAME], 0, g_variant_get_string (parameter, NULL));
}

static void
show_filters_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  CarcStatsPage *self = CARC_STATS_PAGE (widget);

  adw_flap_set_reveal_flap (self->flap, !adw_flap_get_reveal_flap (self->flap));
}

static void
reset_filters_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  CarcStatsPage *self = CARC_STATS_PAGE (widget);

  self->updating = TRUE;
  adw_combo_row_set_selected (self->type_row, 0);
  adw_combo_row_set_selected (self->player_row, 0);
  adw_combo_row_set_selected (self->period_row, CARC_STATS_PERIOD_ALL);
  for (guint i = 0; i < self->set_checks->len; i++)
    gtk_check_button_set_active (g_ptr_array_index (self->set_checks, i), FALSE);
  g_clear_pointer (&self->from_date, g_date_time_unref);
  g_clear_pointer (&self->to_date, g_date_time_unref);
  self->updating = FALSE;

  filter_changed_cb (self);
}

static gboolean
reveal_idle_cb (gpointer user_data)
{
  CarcStatsPage *self = user_data;

  self->reveal_idle_id = 0;
  adw_flap_set_reveal_flap (self->flap, !adw_flap_get_folded (self->flap));
  return G_SOURCE_REMOVE;
}

static void
flap_folded_cb (CarcStatsPage *self)
{
  /* Unfolded, the filters show; folded, they start hidden. The flap folds
   * while it is being allocated: change it after this frame. */
  if (self->reveal_idle_id == 0)
    self->reveal_idle_id = g_idle_add (reveal_idle_cb, self);
}

/* ---- GObject ------------------------------------------------------------------------ */

static void
carc_stats_page_map (GtkWidget *widget)
{
  CarcStatsPage *self = CARC_STATS_PAGE (widget);

  GTK_WIDGET_CLASS (carc_stats_page_parent_class)->map (widget);

  if (self->dirty)
    {
      /* (a roster read again at the page's first showing, after
       * carc_stats_page_set_store() read it, was 20 ms of it with 200
       * players) */
      if (self->roster_dirty)
        update_players (self);
      self->roster_dirty = FALSE;
      carc_stats_page_reload (self);
    }
}

static void
carc_stats_page_dispose (GObject *object)
{
  CarcStatsPage *self = CARC_STATS_PAGE (object);

  g_clear_handle_id (&self->reveal_idle_id, g_source_remove);
  if (self->store != NULL)
    g_clear_signal_handler (&self->changed_id, self->store);
  g_clear_object (&self->store);
  gtk_widget_dispose_template (GTK_WIDGET (self), CARC_TYPE_STATS_PAGE);

  G_OBJECT_CLASS (carc_stats_page_parent_class)->dispose (object);
}

static void
carc_stats_page_finalize (GObject *object)
{
  CarcStatsPage *self = CARC_STATS_PAGE (object);

  g_clear_pointer (&self->stats, carc_store_stats_free);
  g_clear_pointer (&self->ratings, carc_store_ratings_free);
  g_clear_pointer (&self->players, g_ptr_array_unref);
  g_clear_pointer (&self->set_ids, g_ptr_array_unref);
  g_clear_pointer (&self->set_checks, g_ptr_array_unref);
  g_clear_pointer (&self->filter_sets, g_strfreev);
  g_clear_pointer (&self->from_date, g_date_time_unref);
  g_clear_pointer (&self->to_date, g_date_time_unref);
  g_clear_pointer (&self->cells, g_hash_table_unref);
  g_clear_pointer (&self->table_widgets, g_ptr_array_unref);
  g_clear_pointer (&self->chart_dates, g_array_unref);
  g_clear_pointer (&self->shown, g_array_unref);

  G_OBJECT_CLASS (carc_stats_page_parent_class)->finalize (object);
}

static void
carc_stats_page_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  CarcStatsPage *self = CARC_STATS_PAGE (object);

  switch (prop_id)
    {
    case PROP_STORE:
      g_value_set_object (value, self->store);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carc_stats_page_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  CarcStatsPage *self = CARC_STATS_PAGE (object);

  switch (prop_id)
    {
    case PROP_STORE:
      carc_stats_page_set_store (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carc_stats_page_class_init (CarcStatsPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = carc_stats_page_dispose;
  object_class->finalize = carc_stats_page_finalize;
  object_class->get_property = carc_stats_page_get_property;
  object_class->set_property = carc_stats_page_set_property;

  widget_class->map = carc_stats_page_map;

  properties[PROP_STORE] =
    g_param_spec_object ("store", NULL, NULL, CARC_TYPE_STORE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[OPEN_GAME] =
    g_signal_new ("open-game",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

  g_type_ensure (CARC_TYPE_BAR_CHART);
  g_type_ensure (CARC_TYPE_RATING_LADDER);
  g_type_ensure (CARC_TYPE_SCORE_CHART);

  g_type_ensure (CARC_TYPE_TITLE_SQUEEZER);
  gtk_widget_class_set_template_from_resource (widget_class, APP_RESOURCE_PATH "/stats/carc-stats-page.ui");
  gtk_widget_class_bind_template_child (widget_class, CarcStatsPage, box);
  gtk_widget_class_bind_template_child (widget_class, CarcStatsPage, header_bar);
  gtk_widget_class_bind_template_child (widget_class, CarcStatsPage, window_title);
  gtk_widget_class_bind_template_child (widget_class, CarcStatsPage, back_button);
  gtk_widget_class_bind_template_child (widget_class, CarcStatsPage, filters_button);
  gtk_widget_class_bind_template_child (widget_class, CarcStatsPage, flap);
  gtk_widget_class_bind_template_child (widget_class, CarcStatsPage, filters_group);
  gtk_widget_class_bind_template_child (widget_class, CarcStatsPage, type_row);
  gtk_widget_class_bind_template_child (widget_class, CarcStatsPage, player_row);
  gtk_widget_class_bind_template_child (widget_class, CarcStatsPage, period_row);
  gtk_widget_class_bind_template_child (widget_class, CarcStatsPage, from_row);
  gtk_widget_class_bind_template_child (widget_class, CarcStatsPage, from_button);
  gtk_widget_class_bind_template_child (widget_class, CarcStatsPage, from_calendar);
  gtk_widget_class_bind_template_child (widget_class, CarcStatsPage, to_row);
  gtk_widget_class_bind_template_child (widget_class, CarcStatsPage, to_button);
  gtk_widget_class_bind_template_child (widget_class, CarcStatsPage, to_calendar);
  gtk_widget_class_bind_template_child (widget_class, CarcStatsPage, sets_group);
  gtk_widget_class_bind_template_child (widget_class, CarcStatsPage, stack);
  gtk_widget_class_bind_template_child (widget_class, CarcStatsPage, scrolled_window);
  gtk_widget_class_bind_template_child (widget_class, CarcStatsPage, players_group);
  gtk_widget_class_bind_template_child (widget_class, CarcStatsPage, table_squeezer);
  gtk_widget_class_bind_template_child (widget_class, CarcStatsPage, table_grid);
  gtk_widget_class_bind_template_child (widget_class, CarcStatsPage, compact_list);
  gtk_widget_class_bind_template_child (widget_class, CarcStatsPage, carcassonne_ladder);
  gtk_widget_class_bind_template_child (widget_class, CarcStatsPage, hunters_gatherers_ladder);
  gtk_widget_class_bind_template_child (widget_class, CarcStatsPage, categories_group);
  gtk_widget_class_bind_template_child (widget_class, CarcStatsPage, bar_chart);
  gtk_widget_class_bind_template_child (widget_class, CarcStatsPage, city_record_row);
  gtk_widget_class_bind_template_child (widget_class, CarcStatsPage, city_record_label);
  gtk_widget_class_bind_template_child (widget_class, CarcStatsPage, road_record_row);
  gtk_widget_class_bind_template_child (widget_class, CarcStatsPage, road_record_label);
  gtk_widget_class_bind_template_child (widget_class, CarcStatsPage, score_record_row);
  gtk_widget_class_bind_template_child (widget_class, CarcStatsPage, score_record_label);
  gtk_widget_class_bind_template_child (widget_class, CarcStatsPage, history_group);
  gtk_widget_class_bind_template_child (widget_class, CarcStatsPage, score_chart);
  gtk_widget_class_bind_template_child (widget_class, CarcStatsPage, empty_page);

  gtk_widget_class_install_action (widget_class, "stats.open", "s", open_action);
  gtk_widget_class_install_action (widget_class, "stats.show-all-players", NULL, show_all_players_action);
  gtk_widget_class_install_action (widget_class, "stats.show-filters", NULL, show_filters_action);
  gtk_widget_class_install_action (widget_class, "stats.reset-filters", NULL, reset_filters_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F9, 0, "stats.show-filters", NULL);

  /* a bin whose side panel asks, folded, for no more than a phone has */
  gtk_widget_class_set_layout_manager_type (widget_class, CARC_TYPE_FOLD_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "carcstatspage");
}

static void
carc_stats_page_init (CarcStatsPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  carc_fold_layout_set_flap (CARC_FOLD_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))), self->flap);

  self->players = g_ptr_array_new_with_free_func (g_free);
  self->set_ids = g_ptr_array_new_with_free_func (g_free);
  self->set_checks = g_ptr_array_new ();
  self->cells = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->table_widgets = g_ptr_array_new ();
  self->chart_dates = g_array_new (FALSE, FALSE, sizeof (gint64));
  self->shown = g_array_new (FALSE, FALSE, sizeof (guint));

  carc_bar_chart_set_title (self->bar_chart, _("Points by category"));
  carc_score_chart_set_title (self->score_chart, _("Final scores over time"));
  carc_score_chart_set_x_label_func (self->score_chart, chart_date_label, self, NULL);

  build_set_rows (self);
  update_players (self);
  update_date_buttons (self);

  g_signal_connect_swapped (self->type_row, "notify::selected", G_CALLBACK (filter_changed_cb), self);
  g_signal_connect_swapped (self->player_row, "notify::selected", G_CALLBACK (filter_changed_cb), self);
  g_signal_connect_swapped (self->period_row, "notify::selected", G_CALLBACK (filter_changed_cb), self);
  g_signal_connect_swapped (self->from_calendar, "day-selected", G_CALLBACK (calendar_day_selected_cb), self);
  g_signal_connect_swapped (self->to_calendar, "day-selected", G_CALLBACK (calendar_day_selected_cb), self);
  g_signal_connect_swapped (self->flap, "notify::folded", G_CALLBACK (flap_folded_cb), self);

  carc_stats_page_reload (self);
}

/* ---- public API ------------------------------------------------------------------------ */

GtkWidget *
carc_stats_page_new (CarcStore *store)
{
  g_return_val_if_fail (store == NULL || CARC_IS_STORE (store), NULL);

  return g_object_new (CARC_TYPE_STATS_PAGE, "store", store, NULL);
}

void
carc_stats_page_set_store (CarcStatsPage *self,
                           CarcStore     *store)
{
  g_return_if_fail (CARC_IS_STATS_PAGE (self));
  g_return_if_fail (store == NULL || CARC_IS_STORE (store));

  if (self->store == store)
    return;

  if (self->store != NULL)
    g_clear_signal_handler (&self->changed_id, self->store);
  g_set_object (&self->store, store);
  if (self->store != NULL)
    self->changed_id = g_signal_connect_swapped (self->store, "changed",
                                                 G_CALLBACK (store_changed_cb), self);

  /* The player filter lists the new roster at once, so that it can be set
   * next; the statistics are read when the page is shown. */
  update_players (self);
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    carc_stats_page_reload (self);
  else
    self->dirty = TRUE;

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STORE]);
}

CarcStore *
carc_stats_page_get_store (CarcStatsPage *self)
{
  g_return_val_if_fail (CARC_IS_STATS_PAGE (self), NULL);

  return self->store;
}

void
carc_stats_page_set_game_type (CarcStatsPage     *self,
                               CarcStoreGameType  type)
{
  g_return_if_fail (CARC_IS_STATS_PAGE (self));

  adw_combo_row_set_selected (self->type_row,
                              type == CARC_STORE_GAME_CARCASSONNE ? 1
                              : type == CARC_STORE_GAME_HUNTERS_GATHERERS ? 2 : 0);
}

void
carc_stats_page_set_sets (CarcStatsPage      *self,
                          const char * const *set_ids)
{
  g_return_if_fail (CARC_IS_STATS_PAGE (self));

  self->updating = TRUE;
  for (guint i = 0; i < self->set_checks->len; i++)
    gtk_check_button_set_active (g_ptr_array_index (self->set_checks, i),
                                 set_ids != NULL && g_strv_contains (set_ids, g_ptr_array_index (self->set_ids, i)));
  self->updating = FALSE;

  filter_changed_cb (self);
}

void
carc_stats_page_set_dates (CarcStatsPage *self,
                           GDateTime     *from,
                           GDateTime     *to)
{
  g_return_if_fail (CARC_IS_STATS_PAGE (self));

  g_clear_pointer (&self->from_date, g_date_time_unref);
  g_clear_pointer (&self->to_date, g_date_time_unref);
  self->from_date = from != NULL ? g_date_time_ref (from) : NULL;
  self->to_date = to != NULL ? g_date_time_ref (to) : NULL;

  self->updating = TRUE;
  if (from != NULL)
    gtk_calendar_select_day (self->from_calendar, from);
  if (to != NULL)
    gtk_calendar_select_day (self->to_calendar, to);
  adw_combo_row_set_selected (self->period_row, CARC_STATS_PERIOD_CUSTOM);
  self->updating = FALSE;

  filter_changed_cb (self);
}

void
carc_stats_page_set_player (CarcStatsPage *self,
                            const char    *player)
{
  guint position = 0;

  g_return_if_fail (CARC_IS_STATS_PAGE (self));

  for (guint i = 1; player != NULL && i < self->players->len; i++)
    if (g_strcmp0 (g_ptr_array_index (self->players, i), player) == 0)
      position = i;

  adw_combo_row_set_selected (self->player_row, position);
}

const CarcStoreStats *
carc_stats_page_get_stats (CarcStatsPage *self)
{
  g_return_val_if_fail (CARC_IS_STATS_PAGE (self), NULL);

  return self->stats;
}

const CarcStoreRatings *
carc_stats_page_get_ratings (CarcStatsPage *self)
{
  g_return_val_if_fail (CARC_IS_STATS_PAGE (self), NULL);

  return self->ratings;
}

CarcRatingLadder *
carc_stats_page_get_ladder (CarcStatsPage     *self,
                            CarcStoreGameType  type)
{
  g_return_val_if_fail (CARC_IS_STATS_PAGE (self), NULL);

  return type == CARC_STORE_GAME_HUNTERS_GATHERERS ? self->hunters_gatherers_ladder : self->carcassonne_ladder;
}

const char *
carc_stats_page_get_cell_text (CarcStatsPage   *self,
                               const char      *player,
                               CarcStatsColumn  column)
{
  g_autofree char *key = NULL;
  GtkLabel *label;

  g_return_val_if_fail (CARC_IS_STATS_PAGE (self), NULL);

  key = cell_key (player, column);
  label = g_hash_table_lookup (self->cells, key);

  return label != NULL ? gtk_label_get_text (label) : NULL;
}
