/* carc-review-page.c: a saved game, turn by turn
 *
 * The steps, the scores at each and the board at a step come from the
 * session layer's CarcReview (src/session/carc-review.h). Nothing here
 * scores or replays.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n.h>

#include "carc-board-view.h"
#include "carc-fold-layout.h"
#include "carc-format.h"
#include "carc-history-format.h"
#include "carc-review-page.h"
#include "carc-score-chart.h"
#include "carc-set-names.h"
#include "carc-bgstats-dialog.h"
#include "carc-share.h"
#include "carc-title-squeezer.h"

struct _CarcReviewPage
{
  GtkWidget         parent_instance;

  CarcStore        *store;
  CarcGame         *game;
  CarcState        *state;        /* shown on the board */
  CarcReview       *review;       /* the steps of the game, or NULL */
  guint             n_players;
  guint             step;
  gboolean          updating;
  guint             fit_tick_id;
  guint             reveal_idle_id;
  GdkRGBA           colours[CARC_MAX_PLAYERS];

  GtkWidget        *score_rows[CARC_MAX_PLAYERS];
  GtkLabel         *score_labels[CARC_MAX_PLAYERS];
  GPtrArray        *log_rows;     /* GtkListBoxRow */
  GtkWidget        *export_button;
  GArray           *log_steps;    /* guint: the step of each log row */

  /* Template widgets */
  GtkWidget        *box;
  AdwHeaderBar     *header_bar;
  AdwWindowTitle   *window_title;
  GtkButton        *back_button;
  GtkToggleButton  *sidebar_button;
  AdwFlap          *flap;
  CarcBoardView    *board_view;
  GtkLabel         *step_label;
  GtkButton        *previous_button;
  GtkScale         *scale;
  GtkAdjustment    *adjustment;
  GtkButton        *next_button;
  GtkScrolledWindow *sidebar;
  AdwPreferencesGroup *scores_group;
  GtkListBox       *scores_list;
  CarcScoreChart   *score_chart;
  GtkListBox       *log_list;
};

G_DEFINE_FINAL_TYPE (CarcReviewPage, carc_review_page, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_STORE,
  PROP_STEP,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static inline guint
n_steps (CarcReviewPage *self)
{
  return self->review != NULL ? carc_review_get_n_steps (self->review) : 0;
}

static inline const CarcReviewStep *
get_step (CarcReviewPage *self,
          guint           step)
{
  return carc_review_get_step (self->review, step);
}

static inline int
score_at (CarcReviewPage *self,
          guint           step,
          guint           player)
{
  return carc_review_get_score (self->review, step, player);
}

/* ---- steps ---------------------------------------------------------------- */

static void
compute_steps (CarcReviewPage *self)
{
  g_autoptr(GError) error = NULL;

  g_clear_pointer (&self->review, carc_review_free);
  self->review = carc_review_new (self->game, &error);
  if (self->review == NULL)
    g_warning ("Cannot review game %s: %s", carc_game_get_id (self->game), error->message);
  else if (carc_review_get_problem (self->review) != NULL)
    /* The game replayed when it was loaded, so this does not happen; the
     * review shows what could be replayed. */
    g_warning ("Cannot review game %s past %s", carc_game_get_id (self->game),
               carc_review_get_problem (self->review));
}

static char *
step_title (CarcReviewPage *self,
            guint           index)
{
  const CarcReviewStep *step = get_step (self, index);

  switch (step->kind)
    {
    case CARC_REVIEW_STEP_START:
      /* Translators: the first step of a game's review, before the first turn */
      return g_strdup (C_("review step", "Start"));
    case CARC_REVIEW_STEP_FINAL:
      if (step->turn == carc_review_get_n_turns (self->review) && index > 0 && get_step (self, index - 1)->turn < step->turn)
        /* Translators: the last turn, which ended the game: "Turn 71 of 71, final scoring" */
        return g_strdup_printf (_("Turn %u of %u, final scoring"), step->turn, carc_review_get_n_turns (self->review));
      return g_strdup (_("Final scoring"));
    case CARC_REVIEW_STEP_PARTIAL:
      /* Translators: an unfinished game stopped in the middle of this turn */
      return g_strdup_printf (_("Turn %u, unfinished"), step->turn);
    case CARC_REVIEW_STEP_TURN:
    default:
      /* Translators: the review slider's position, "Turn 12 of 72" */
      return g_strdup_printf (_("Turn %u of %u"), step->turn, carc_review_get_n_turns (self->review));
    }
}

static char *
chart_label (double   value,
             gpointer user_data)
{
  CarcReviewPage *self = user_data;
  guint index;

  if (value < 0 || value >= n_steps (self))
    return g_strdup ("");

  index = (guint) value;
  switch (get_step (self, index)->kind)
    {
    case CARC_REVIEW_STEP_START:
      return g_strdup ("0");
    case CARC_REVIEW_STEP_FINAL:
      /* Translators: the last point of the score chart, after the final scoring */
      return g_strdup (C_("chart", "End"));
    case CARC_REVIEW_STEP_TURN:
    case CARC_REVIEW_STEP_PARTIAL:
    default:
      return g_strdup_printf ("%u", get_step (self, index)->turn);
    }
}

/* ---- widgets ---------------------------------------------------------------- */

static void
clear_rows (CarcReviewPage *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->scores_list))) != NULL)
    gtk_list_box_remove (self->scores_list, child);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->log_list))) != NULL)
    gtk_list_box_remove (self->log_list, child);

  memset (self->score_rows, 0, sizeof self->score_rows);
  memset (self->score_labels, 0, sizeof self->score_labels);
  g_ptr_array_set_size (self->log_rows, 0);
  g_array_set_size (self->log_steps, 0);
}

static void
build_score_rows (CarcReviewPage *self)
{
  const CarcSetup *setup = carc_game_get_setup (self->game);

  for (guint p = 0; p < self->n_players; p++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *label = gtk_label_new ("0");

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), setup->players[p].name);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), carc_history_colour_chip (&self->colours[p]));

      gtk_widget_add_css_class (label, "title-4");
      gtk_widget_add_css_class (label, "numeric");
      gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);

      gtk_list_box_append (self->scores_list, row);
      self->score_rows[p] = row;
      self->score_labels[p] = GTK_LABEL (label);
    }
}

static guint
step_of_event (CarcReviewPage *self,
               guint           event)
{
  return carc_review_step_of_event (self->review, event);
}

static void
build_log_rows (CarcReviewPage *self)
{
  const CarcState *state = carc_game_get_state (self->game);

  for (guint i = 0; i < carc_state_get_n_scorings (state); i++)
    {
      const CarcScoring *scoring = &carc_state_get_scorings (state)[i];
      guint step = step_of_event (self, scoring->event);
      g_autofree char *text = carc_format_scoring (state, scoring);
      g_autofree char *when = NULL;
      GtkWidget *row, *box, *turn, *label;

      if (scoring->final)
        /* Translators: in the log, a scoring of the final scoring */
        when = g_strdup (C_("log", "End"));
      else
        when = g_strdup_printf ("%u", scoring->turn);

      box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
      gtk_widget_set_margin_top (box, 8);
      gtk_widget_set_margin_bottom (box, 8);
      gtk_widget_set_margin_start (box, 12);
      gtk_widget_set_margin_end (box, 12);

      turn = gtk_label_new (when);
      gtk_label_set_width_chars (GTK_LABEL (turn), 3);
      gtk_label_set_xalign (GTK_LABEL (turn), 1);
      gtk_widget_add_css_class (turn, "caption");
      gtk_widget_add_css_class (turn, "numeric");
      gtk_widget_add_css_class (turn, "dim-label");
      gtk_box_append (GTK_BOX (box), turn);

      if (scoring->player < self->n_players)
        gtk_box_append (GTK_BOX (box), carc_history_colour_chip (&self->colours[scoring->player]));

      label = gtk_label_new (text);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_hexpand (label, TRUE);
      gtk_box_append (GTK_BOX (box), label);

      row = gtk_list_box_row_new ();
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      {
        g_autofree char *turn_text = step_title (self, step);
        g_autofree char *tooltip = g_strdup_printf (_("Show %s"), turn_text);

        gtk_widget_set_tooltip_text (row, tooltip);
      }
      gtk_list_box_append (self->log_list, row);

      g_ptr_array_add (self->log_rows, row);
      g_array_append_val (self->log_steps, step);
    }
}

static void
build_chart (CarcReviewPage *self)
{
  const CarcSetup *setup = carc_game_get_setup (self->game);
  g_autofree double *x = g_new (double, n_steps (self));
  g_autofree double *y = g_new (double, n_steps (self));

  carc_score_chart_clear (self->score_chart);
  for (guint p = 0; p < self->n_players; p++)
    {
      for (guint i = 0; i < n_steps (self); i++)
        {
          x[i] = i;
          y[i] = score_at (self, i, p);
        }
      carc_score_chart_add_series (self->score_chart, setup->players[p].name, &self->colours[p],
                                   x, y, n_steps (self));
    }
}

static void
update_title (CarcReviewPage *self)
{
  const CarcSetup *setup;
  CarcCatalogue *catalogue;
  g_autoptr(GString) subtitle = NULL;

  if (self->game == NULL)
    {
      adw_window_title_set_subtitle (self->window_title, NULL);
      return;
    }

  setup = carc_game_get_setup (self->game);
  catalogue = carc_game_get_catalogue (self->game);
  {
    g_autofree char *date = carc_format_date_time (carc_game_get_created (self->game));
    subtitle = g_string_new (date);
  }
  for (guint i = 0; setup->sets != NULL && i < setup->sets->len; i++)
    {
      guint index = g_array_index (setup->sets, guint, i);

      if (index >= carc_catalogue_get_n_sets (catalogue))
        continue;
      g_string_append (subtitle, i == 0 ? " · " : C_("list separator", ", "));
      g_string_append (subtitle, carc_tile_set_get_display_name (carc_catalogue_get_set (catalogue, index)));
    }
  adw_window_title_set_subtitle (self->window_title, subtitle->str);
}

static void
update_actions (CarcReviewPage *self)
{
  guint n = n_steps (self);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.first", n > 0 && self->step > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.previous", n > 0 && self->step > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.next", n > 0 && self->step + 1 < n);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.last", n > 0 && self->step + 1 < n);
}

static void fit_final_board (CarcReviewPage *self);

static void
show_step (CarcReviewPage *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *title = NULL;
  g_autoptr(GString) label = NULL;
  const CarcReviewStep *step = get_step (self, self->step);
  CarcState *state;

  state = carc_review_get_state (self->review, self->step, &error);
  if (state == NULL)
    {
      g_warning ("Cannot replay game %s to event %u: %s",
                 carc_game_get_id (self->game), step->n_events, error->message);
      return;
    }
  carc_board_view_set_state (self->board_view, state);
  g_clear_pointer (&self->state, carc_state_free);
  self->state = state;

  /* "Turn 12 of 72 · Anna" */
  title = step_title (self, self->step);
  label = g_string_new (title);
  if (step->kind == CARC_REVIEW_STEP_TURN && step->n_events > 0)
    {
      guint player = carc_game_event_player (self->game, step->n_events - 1);

      if (player < self->n_players)
        g_string_append_printf (label, " · %s", carc_game_get_setup (self->game)->players[player].name);
    }
  gtk_label_set_text (self->step_label, label->str);

  for (guint p = 0; p < self->n_players; p++)
    {
      int score = carc_state_get_players (state)[p].score;
      int gained = self->step > 0 ? score - score_at (self, self->step - 1, p) : 0;
      g_autofree char *text = carc_format_count (score);
      g_autofree char *subtitle = NULL;

      gtk_label_set_text (self->score_labels[p], text);
      if (gained != 0 && step->kind == CARC_REVIEW_STEP_FINAL)
        /* Translators: points a player got in the final scoring */
        subtitle = g_strdup_printf (_("%+d in the final scoring"), gained);
      else if (gained != 0)
        /* Translators: points a player got in the turn shown */
        subtitle = g_strdup_printf (_("%+d this turn"), gained);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->score_rows[p]), subtitle != NULL ? subtitle : "");
    }

  for (guint i = 0; i < self->log_rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->log_rows, i);
      guint row_step = g_array_index (self->log_steps, guint, i);

      if (row_step == self->step)
        gtk_widget_add_css_class (row, "current-turn");
      else
        gtk_widget_remove_css_class (row, "current-turn");
      /* What has not happened yet at this step is dimmed. */
      gtk_widget_set_opacity (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row)),
                              row_step > self->step ? 0.45 : 1.0);
      if (row_step == self->step)
        gtk_list_box_select_row (self->log_list, GTK_LIST_BOX_ROW (row));
      else
        gtk_list_box_unselect_row (self->log_list, GTK_LIST_BOX_ROW (row));
    }

  carc_score_chart_set_marker (self->score_chart, self->step);

  self->updating = TRUE;
  gtk_adjustment_set_value (self->adjustment, self->step);
  self->updating = FALSE;

  update_actions (self);
}

/* Frames the whole final board, so that it stays put while the slider
 * moves; before the board has a size, once it has one. */
static gboolean
fit_tick_cb (GtkWidget     *board,
             GdkFrameClock *clock,
             gpointer       user_data)
{
  CarcReviewPage *self = user_data;

  if (gtk_widget_get_width (board) <= 0 || gtk_widget_get_height (board) <= 0)
    return G_SOURCE_CONTINUE;

  self->fit_tick_id = 0;
  fit_final_board (self);
  return G_SOURCE_REMOVE;
}

static void
fit_final_board (CarcReviewPage *self)
{
  GtkWidget *board = GTK_WIDGET (self->board_view);

  if (self->game == NULL)
    return;

  if (gtk_widget_get_width (board) <= 0 || gtk_widget_get_height (board) <= 0)
    {
      if (self->fit_tick_id == 0)
        self->fit_tick_id = gtk_widget_add_tick_callback (board, fit_tick_cb, self, NULL);
      return;
    }

  carc_board_view_set_state (self->board_view, carc_game_get_state (self->game));
  carc_board_view_zoom_to_fit (self->board_view);
  carc_board_view_set_state (self->board_view, self->state);
}

/* ---- callbacks and actions ---------------------------------------------------- */

static void
value_changed_cb (CarcReviewPage *self)
{
  if (self->updating || n_steps (self) == 0)
    return;
  carc_review_page_set_step (self, (guint) round (gtk_adjustment_get_value (self->adjustment)));
}

static void
log_row_activated_cb (CarcReviewPage *self,
                      GtkListBoxRow  *row)
{
  guint index;

  if (g_ptr_array_find (self->log_rows, row, &index))
    carc_review_page_set_step (self, g_array_index (self->log_steps, guint, index));
}

static void
move_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  CarcReviewPage *self = CARC_REVIEW_PAGE (widget);
  guint n = n_steps (self);

  if (n == 0)
    return;

  if (g_str_equal (action_name, "review.first"))
    carc_review_page_set_step (self, 0);
  else if (g_str_equal (action_name, "review.last"))
    carc_review_page_set_step (self, n - 1);
  else if (g_str_equal (action_name, "review.previous") && self->step > 0)
    carc_review_page_set_step (self, self->step - 1);
  else if (g_str_equal (action_name, "review.next") && self->step + 1 < n)
    carc_review_page_set_step (self, self->step + 1);
}

static void
step_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  carc_review_page_set_step (CARC_REVIEW_PAGE (widget), g_variant_get_uint32 (parameter));
}

static void
show_sidebar_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  CarcReviewPage *self = CARC_REVIEW_PAGE (widget);

  adw_flap_set_reveal_flap (self->flap, !adw_flap_get_reveal_flap (self->flap));
}

/* The board at the step shown, with the scores then, for sharing. */
static void
save_picture_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  CarcReviewPage *self = CARC_REVIEW_PAGE (widget);
  const CarcReviewStep *step;
  g_autofree char *name = NULL;
  g_autofree char *file = NULL;

  if (self->state == NULL)
    return;
  /* named after the turn the slider shows, as the play page names it */
  step = get_step (self, self->step);
  if (step->kind == CARC_REVIEW_STEP_START)
    /* Translators: the file name suggested for a picture of the board
     * before the first turn: ASCII letters, digits and '-' only */
    name = g_strdup (_("carcassonne-start.png"));
  else if (step->kind == CARC_REVIEW_STEP_FINAL)
    name = g_strdup (_("carcassonne.png"));
  else
    name = g_strdup_printf (_("carcassonne-turn-%u.png"), step->turn);
  file = carc_format_file_name (name);
  carc_share_choose_and_save_board (widget, self->state, gtk_label_get_text (self->step_label), file);
}

/* The game's record, by the window's backup action (as the export button did). */
static void
export_record_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  CarcReviewPage *self = CARC_REVIEW_PAGE (widget);

  if (self->game != NULL)
    gtk_widget_activate_action (widget, "win.export-game", "s", carc_game_get_id (self->game));
}

static void
log_in_bgstats_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  CarcReviewPage *self = CARC_REVIEW_PAGE (widget);

  if (self->game != NULL)
    carc_bgstats_dialog_present (widget, self->game);
}

static gboolean
reveal_idle_cb (gpointer user_data)
{
  CarcReviewPage *self = user_data;

  self->reveal_idle_id = 0;
  adw_flap_set_reveal_flap (self->flap, !adw_flap_get_folded (self->flap));
  return G_SOURCE_REMOVE;
}

static void
flap_folded_cb (CarcReviewPage *self)
{
  /* Unfolded, the side panel shows; folded, it starts hidden. The flap
   * folds while it is being allocated: change it after this frame. */
  if (self->reveal_idle_id == 0)
    self->reveal_idle_id = g_idle_add (reveal_idle_cb, self);
}

/* ---- GObject ------------------------------------------------------------------ */

static void
clear_game (CarcReviewPage *self)
{
  if (self->board_view != NULL)
    carc_board_view_set_state (self->board_view, NULL);
  g_clear_pointer (&self->state, carc_state_free);
  g_clear_pointer (&self->game, carc_game_free);
  g_clear_pointer (&self->review, carc_review_free);
  self->n_players = 0;
  self->step = 0;
}

static void
carc_review_page_dispose (GObject *object)
{
  CarcReviewPage *self = CARC_REVIEW_PAGE (object);

  g_clear_handle_id (&self->reveal_idle_id, g_source_remove);
  if (self->fit_tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self->board_view), self->fit_tick_id);
      self->fit_tick_id = 0;
    }
  clear_game (self);
  g_clear_object (&self->store);
  gtk_widget_dispose_template (GTK_WIDGET (self), CARC_TYPE_REVIEW_PAGE);

  G_OBJECT_CLASS (carc_review_page_parent_class)->dispose (object);
}

static void
carc_review_page_finalize (GObject *object)
{
  CarcReviewPage *self = CARC_REVIEW_PAGE (object);

  g_clear_pointer (&self->review, carc_review_free);
  g_clear_pointer (&self->log_rows, g_ptr_array_unref);
  g_clear_pointer (&self->log_steps, g_array_unref);

  G_OBJECT_CLASS (carc_review_page_parent_class)->finalize (object);
}

static void
carc_review_page_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  CarcReviewPage *self = CARC_REVIEW_PAGE (object);

  switch (prop_id)
    {
    case PROP_STORE:
      g_value_set_object (value, self->store);
      break;
    case PROP_STEP:
      g_value_set_uint (value, self->step);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carc_review_page_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  CarcReviewPage *self = CARC_REVIEW_PAGE (object);

  switch (prop_id)
    {
    case PROP_STORE:
      carc_review_page_set_store (self, g_value_get_object (value));
      break;
    case PROP_STEP:
      carc_review_page_set_step (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carc_review_page_class_init (CarcReviewPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = carc_review_page_dispose;
  object_class->finalize = carc_review_page_finalize;
  object_class->get_property = carc_review_page_get_property;
  object_class->set_property = carc_review_page_set_property;

  properties[PROP_STORE] =
    g_param_spec_object ("store", NULL, NULL, CARC_TYPE_STORE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_STEP] =
    g_param_spec_uint ("step", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (CARC_TYPE_BOARD_VIEW);
  g_type_ensure (CARC_TYPE_SCORE_CHART);

  g_type_ensure (CARC_TYPE_TITLE_SQUEEZER);
  gtk_widget_class_set_template_from_resource (widget_class, APP_RESOURCE_PATH "/records/carc-review-page.ui");
  gtk_widget_class_bind_template_child (widget_class, CarcReviewPage, export_button);
  gtk_widget_class_bind_template_child (widget_class, CarcReviewPage, box);
  gtk_widget_class_bind_template_child (widget_class, CarcReviewPage, header_bar);
  gtk_widget_class_bind_template_child (widget_class, CarcReviewPage, window_title);
  gtk_widget_class_bind_template_child (widget_class, CarcReviewPage, back_button);
  gtk_widget_class_bind_template_child (widget_class, CarcReviewPage, sidebar_button);
  gtk_widget_class_bind_template_child (widget_class, CarcReviewPage, flap);
  gtk_widget_class_bind_template_child (widget_class, CarcReviewPage, board_view);
  gtk_widget_class_bind_template_child (widget_class, CarcReviewPage, step_label);
  gtk_widget_class_bind_template_child (widget_class, CarcReviewPage, previous_button);
  gtk_widget_class_bind_template_child (widget_class, CarcReviewPage, scale);
  gtk_widget_class_bind_template_child (widget_class, CarcReviewPage, adjustment);
  gtk_widget_class_bind_template_child (widget_class, CarcReviewPage, next_button);
  gtk_widget_class_bind_template_child (widget_class, CarcReviewPage, sidebar);
  gtk_widget_class_bind_template_child (widget_class, CarcReviewPage, scores_group);
  gtk_widget_class_bind_template_child (widget_class, CarcReviewPage, scores_list);
  gtk_widget_class_bind_template_child (widget_class, CarcReviewPage, score_chart);
  gtk_widget_class_bind_template_child (widget_class, CarcReviewPage, log_list);

  gtk_widget_class_install_action (widget_class, "review.first", NULL, move_action);
  gtk_widget_class_install_action (widget_class, "review.previous", NULL, move_action);
  gtk_widget_class_install_action (widget_class, "review.next", NULL, move_action);
  gtk_widget_class_install_action (widget_class, "review.last", NULL, move_action);
  gtk_widget_class_install_action (widget_class, "review.step", "u", step_action);
  gtk_widget_class_install_action (widget_class, "review.show-sidebar", NULL, show_sidebar_action);
  gtk_widget_class_install_action (widget_class, "review.save-picture", NULL, save_picture_action);
  gtk_widget_class_install_action (widget_class, "review.log-in-bgstats", NULL, log_in_bgstats_action);
  gtk_widget_class_install_action (widget_class, "review.export-record", NULL, export_record_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F9, 0, "review.show-sidebar", NULL);

  /* a bin whose side panel asks, folded, for no more than a phone has */
  gtk_widget_class_set_layout_manager_type (widget_class, CARC_TYPE_FOLD_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "carcreviewpage");
}

/* Left, Right, Home and End step through the turns wherever the focus is
 * on the page (the board would take the arrows for its cursor otherwise),
 * so they are caught on the way down. */
static void
add_step_keys (CarcReviewPage *self)
{
  static const struct {
    guint       keyval;
    const char *action;
  } keys[] = {
    { GDK_KEY_Left, "review.previous" },
    { GDK_KEY_KP_Left, "review.previous" },
    { GDK_KEY_Right, "review.next" },
    { GDK_KEY_KP_Right, "review.next" },
    { GDK_KEY_Home, "review.first" },
    { GDK_KEY_KP_Home, "review.first" },
    { GDK_KEY_End, "review.last" },
    { GDK_KEY_KP_End, "review.last" },
  };
  GtkEventController *controller = gtk_shortcut_controller_new ();

  gtk_event_controller_set_name (controller, "review-step-keys");
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (keys[i].keyval, 0),
                                                            gtk_named_action_new (keys[i].action)));
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

static void
carc_review_page_init (CarcReviewPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  carc_fold_layout_set_flap (CARC_FOLD_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))), self->flap);
  add_step_keys (self);

  self->log_rows = g_ptr_array_new ();
  self->log_steps = g_array_new (FALSE, FALSE, sizeof (guint));

  carc_score_chart_set_title (self->score_chart, _("Score over time"));
  carc_score_chart_set_x_title (self->score_chart, _("Turn"));
  carc_score_chart_set_x_label_func (self->score_chart, chart_label, self, NULL);

  gtk_list_box_set_placeholder (self->log_list,
                                g_object_new (GTK_TYPE_LABEL,
                                              "label", _("No scorings yet"),
                                              "margin-top", 12,
                                              "margin-bottom", 12,
                                              "css-classes", (const char *[]) { "dim-label", NULL },
                                              NULL));

  g_signal_connect_swapped (self->adjustment, "value-changed", G_CALLBACK (value_changed_cb), self);
  g_signal_connect_swapped (self->log_list, "row-activated", G_CALLBACK (log_row_activated_cb), self);
  g_signal_connect_swapped (self->flap, "notify::folded", G_CALLBACK (flap_folded_cb), self);

  update_actions (self);
}

/* ---- public API ------------------------------------------------------------------ */

GtkWidget *
carc_review_page_new (CarcStore *store)
{
  g_return_val_if_fail (store == NULL || CARC_IS_STORE (store), NULL);

  return g_object_new (CARC_TYPE_REVIEW_PAGE, "store", store, NULL);
}

void
carc_review_page_set_store (CarcReviewPage *self,
                            CarcStore      *store)
{
  g_return_if_fail (CARC_IS_REVIEW_PAGE (self));
  g_return_if_fail (store == NULL || CARC_IS_STORE (store));

  if (g_set_object (&self->store, store))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STORE]);
}

gboolean
carc_review_page_load_game (CarcReviewPage  *self,
                            const char      *game_id,
                            GError         **error)
{
  CarcGame *game;

  g_return_val_if_fail (CARC_IS_REVIEW_PAGE (self), FALSE);
  g_return_val_if_fail (game_id != NULL, FALSE);

  if (self->store == NULL)
    {
      g_set_error_literal (error, CARC_STORE_ERROR, CARC_STORE_ERROR_NOT_FOUND,
                           _("There are no saved games to review"));
      return FALSE;
    }

  game = carc_store_load_game (self->store, game_id, error);
  if (game == NULL)
    return FALSE;

  carc_review_page_set_game (self, game);
  return TRUE;
}

void
carc_review_page_set_game (CarcReviewPage *self,
                           CarcGame       *game)
{
  const CarcSetup *setup;

  g_return_if_fail (CARC_IS_REVIEW_PAGE (self));

  clear_rows (self);
  clear_game (self);
  self->game = game;

  /* win.export-game(id): the window's backup actions write the record */
  gtk_widget_set_sensitive (self->export_button, game != NULL);
  if (game != NULL)
    gtk_actionable_set_action_target (GTK_ACTIONABLE (self->export_button), "s", carc_game_get_id (game));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->export_button), game ? "win.export-game" : NULL);
  /* BG Stats logs finished plays only */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.log-in-bgstats",
                                 game != NULL && carc_state_get_phase (carc_game_get_state (game)) == CARC_PHASE_OVER);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.save-picture", game != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.export-record", game != NULL);

  if (game == NULL)
    {
      carc_score_chart_clear (self->score_chart);
      gtk_adjustment_configure (self->adjustment, 0, 0, 0, 1, 5, 0);
      gtk_label_set_text (self->step_label, "");
      update_title (self);
      update_actions (self);
      return;
    }

  setup = carc_game_get_setup (game);
  self->n_players = MIN (setup->n_players, CARC_MAX_PLAYERS);
  for (guint p = 0; p < self->n_players; p++)
    carc_history_player_rgba (setup->players[p].colour, &self->colours[p]);

  compute_steps (self);
  if (n_steps (self) == 0)
    {
      g_clear_pointer (&self->game, carc_game_free);
      update_actions (self);
      return;
    }

  build_score_rows (self);
  build_log_rows (self);
  build_chart (self);
  update_title (self);

  carc_board_view_set_player_colours (self->board_view, self->colours, self->n_players);
  self->updating = TRUE;
  gtk_adjustment_configure (self->adjustment, n_steps (self) - 1, 0, n_steps (self) - 1, 1, 5, 0);
  self->updating = FALSE;

  self->step = n_steps (self) - 1;
  show_step (self);
  fit_final_board (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STEP]);
}

const CarcGame *
carc_review_page_get_game (CarcReviewPage *self)
{
  g_return_val_if_fail (CARC_IS_REVIEW_PAGE (self), NULL);

  return self->game;
}

guint
carc_review_page_get_n_steps (CarcReviewPage *self)
{
  g_return_val_if_fail (CARC_IS_REVIEW_PAGE (self), 0);

  return self->game != NULL ? n_steps (self) : 0;
}

guint
carc_review_page_get_step (CarcReviewPage *self)
{
  g_return_val_if_fail (CARC_IS_REVIEW_PAGE (self), 0);

  return self->step;
}

void
carc_review_page_set_step (CarcReviewPage *self,
                           guint           step)
{
  g_return_if_fail (CARC_IS_REVIEW_PAGE (self));

  if (self->game == NULL || n_steps (self) == 0)
    return;

  step = MIN (step, n_steps (self) - 1);
  if (step == self->step && self->state != NULL)
    return;

  self->step = step;
  show_step (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STEP]);
}

guint
carc_review_page_get_step_events (CarcReviewPage *self,
                                  guint           step)
{
  g_return_val_if_fail (CARC_IS_REVIEW_PAGE (self), 0);
  g_return_val_if_fail (step < n_steps (self), 0);

  return get_step (self, step)->n_events;
}

CarcReviewStepKind
carc_review_page_get_step_kind (CarcReviewPage *self,
                                guint           step)
{
  g_return_val_if_fail (CARC_IS_REVIEW_PAGE (self), CARC_REVIEW_STEP_START);
  g_return_val_if_fail (step < n_steps (self), CARC_REVIEW_STEP_START);

  return get_step (self, step)->kind;
}

const CarcState *
carc_review_page_get_state (CarcReviewPage *self)
{
  g_return_val_if_fail (CARC_IS_REVIEW_PAGE (self), NULL);

  return self->state;
}

const char *
carc_review_page_get_score_text (CarcReviewPage *self,
                                 guint           player)
{
  g_return_val_if_fail (CARC_IS_REVIEW_PAGE (self), NULL);

  if (player >= self->n_players || self->score_labels[player] == NULL)
    return NULL;
  return gtk_label_get_text (self->score_labels[player]);
}

const char *
carc_review_page_get_step_text (CarcReviewPage *self)
{
  g_return_val_if_fail (CARC_IS_REVIEW_PAGE (self), NULL);

  return gtk_label_get_text (self->step_label);
}
