/* carc-end-page.c: final scoring step by step, the table, the winner
 *
 * The table has one column per player and one row per kind of points
 * that anybody scored (roads, cities, monasteries, fields, the expansions'),
 * then the total. The final scorings (R-B-9) are stepped through one at a
 * time on a board centred on each scored feature.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-bgstats-dialog.h"
#include "carc-board-view.h"
#include "carc-expansion.h"
#include "carc-end-page.h"
#include "carc-format.h"
#include "carc-play-section.h"
#include "carc-title-squeezer.h"
#include "carc-toast.h"

struct _CarcEndPage
{
  GtkWidget          parent_instance;

  GtkWidget         *box;
  GtkLabel          *winner_label;
  GtkLabel          *saved_label;
  GtkWidget         *bgstats_button;
  GtkGrid           *table;
  GtkLabel          *step_label;
  GtkFrame          *board_frame;

  CarcBoardView     *board;
  CarcGameSession   *session;
  gulong             changed_id;
  GArray            *finals;      /* guint indices of final scorings */
  gboolean           stale;       /* the game changed while the page was hidden */
  guint              step;        /* 0 … finals->len - 1 */
};

G_DEFINE_FINAL_TYPE (CarcEndPage, carc_end_page, GTK_TYPE_WIDGET)

static void
show_step (CarcEndPage *self)
{
  const CarcState *state;
  const CarcScoring *s;
  g_autofree char *line = NULL;
  g_autofree char *text = NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "end.previous", self->step > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "end.next",
                                 self->finals->len > 0 && self->step + 1 < self->finals->len);
  if (self->session == NULL || self->finals->len == 0)
    {
      gtk_label_set_text (self->step_label, _("Nothing scored at the end."));
      carc_board_view_set_highlight (self->board, CARC_NONE);
      return;
    }

  state = carc_game_session_get_state (self->session);
  s = &carc_state_get_scorings (state)[g_array_index (self->finals, guint, self->step)];
  line = carc_format_scoring (state, s);
  /* Translators: "3 of 12: Anna +4: road, 4 tiles (incomplete)" */
  text = g_strdup_printf (_("%u of %u: %s"), self->step + 1, self->finals->len, line);
  gtk_label_set_text (self->step_label, text);

  if (s->node != CARC_NONE && s->node < carc_state_get_n_nodes (state))
    {
      const CarcPlacedTile *tile = &carc_state_get_tiles (state)[carc_state_get_nodes (state)[s->node].tile];
      carc_board_view_set_cursor (self->board, tile->x, tile->y);
      carc_board_view_center_on (self->board, tile->x, tile->y);
    }
  /* the scored feature across all its tiles, as hovering shows it */
  carc_board_view_set_highlight (self->board, s->node);
}

static void
add_cell (CarcEndPage *self,
          const char  *text,
          int          column,
          int          row,
          const char  *css)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), column == 0 ? 0 : 1);
  if (css != NULL)
    gtk_widget_add_css_class (label, css);
  if (column > 0)
    gtk_widget_add_css_class (label, "numeric");
  gtk_grid_attach (self->table, label, column, row, 1, 1);
}


/* The score kinds of the game's own features (roads, cities,
 * monasteries and fields for Carcassonne) have a row even at 0 for all;
 * the others only when someone scored in them. */
static gboolean
game_score_kind (const CarcState *state,
                 guint            kind)
{
  const CarcSetup *setup = carc_state_get_setup (state);
  CarcCatalogue *catalogue = carc_state_get_catalogue (state);

  for (guint i = 0; i < setup->sets->len; i++)
    {
      const CarcTileSet *set = carc_catalogue_get_set (catalogue, g_array_index (setup->sets, guint, i));
      const CarcExpansion *owner = carc_registry_set_owner (set->id);

      if (owner == NULL || !owner->is_game)
        continue;
      for (guint f = 0; f < owner->n_features; f++)
        if (owner->features[f].score_kind == kind)
          return TRUE;
    }
  return FALSE;
}

static void
rebuild (CarcEndPage *self)
{
  const CarcState *state;
  GtkWidget *child;
  int best;
  guint32 winner_seats;
  const char *winners[CARC_MAX_PLAYERS];
  guint n_winners = 0;
  int row = 1;

  self->stale = FALSE;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->table))) != NULL)
    gtk_grid_remove (self->table, child);
  g_array_set_size (self->finals, 0);
  self->step = 0;

  if (self->session == NULL)
    {
      carc_board_view_set_state (self->board, NULL);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "end.log-in-bgstats", FALSE);
      return;
    }
  state = carc_game_session_get_state (self->session);
  /* the engine replaces its state object on an undo or a correction: the
   * board only borrows it, so it is told of every new one */
  carc_board_view_set_state (self->board, state);

  for (guint i = 0; i < carc_state_get_n_scorings (state); i++)
    if (carc_state_get_scorings (state)[i].final)
      g_array_append_val (self->finals, i);

  /* Header: the players in seat order */
  add_cell (self, "", 0, 0, NULL);
  for (guint p = 0; p < carc_state_get_n_players (state); p++)
    {
      GtkWidget *head = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *name = gtk_label_new (carc_state_get_setup (state)->players[p].name);

      gtk_widget_add_css_class (name, "heading");
      gtk_widget_set_halign (head, GTK_ALIGN_END);
      gtk_box_append (GTK_BOX (head), carc_play_section_colour_chip (carc_state_get_setup (state), p));
      gtk_box_append (GTK_BOX (head), name);
      gtk_grid_attach (self->table, head, (int) p + 1, 0, 1, 1);
    }

  for (guint k = 0; k < CARC_N_SCORE_KINDS; k++)
    {
      gboolean any = FALSE;

      for (guint p = 0; p < carc_state_get_n_players (state); p++)
        any |= carc_state_get_players (state)[p].by_kind[k] != 0;
      if (!any && !game_score_kind (state, k))
        continue;
      add_cell (self, carc_score_kind_display_name (k), 0, row, NULL);
      for (guint p = 0; p < carc_state_get_n_players (state); p++)
        {
          g_autofree char *value = g_strdup_printf ("%d", carc_state_get_players (state)[p].by_kind[k]);
          add_cell (self, value, (int) p + 1, row, NULL);
        }
      row++;
    }

  add_cell (self, _("Total"), 0, row, "heading");
  for (guint p = 0; p < carc_state_get_n_players (state); p++)
    {
      g_autofree char *value = g_strdup_printf ("%d", carc_state_get_players (state)[p].score);
      add_cell (self, value, (int) p + 1, row, "heading");
    }

  winner_seats = carc_state_winners (state, &best);
  for (guint p = 0; p < carc_state_get_n_players (state); p++)
    if (winner_seats & (1u << p))
      winners[n_winners++] = carc_state_get_setup (state)->players[p].name;

  /* BG Stats logs finished plays only */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "end.log-in-bgstats",
                                 carc_state_get_phase (state) == CARC_PHASE_OVER);
  if (carc_state_get_phase (state) != CARC_PHASE_OVER)
    gtk_label_set_text (self->winner_label, _("The game is not over yet"));
  else
    {
      g_autofree char *names = carc_format_join_names (winners, n_winners);
      g_autofree char *text = NULL;

      if (n_winners == 1)
        /* Translators: "Anna wins with 124 points" */
        text = g_strdup_printf (ngettext ("%s wins with %d point", "%s wins with %d points", best),
                                names, best);
      else
        /* Translators: "Anna, Ben and Cecilie share the win with 98 points" */
        text = g_strdup_printf (ngettext ("%s share the win with %d point", "%s share the win with %d points", best),
                                names, best);
      gtk_label_set_text (self->winner_label, text);
    }
  {
    CarcGame *game = carc_game_session_get_game (self->session);
    guint n_events = carc_game_get_n_events (game);
    const char *saved = carc_game_session_get_store (self->session) != NULL
                          ? _("The game is saved.")
                          : _("This game is not saved: the games could not be opened.");

    /* ended by the table: how to take it back */
    if (carc_state_get_phase (state) == CARC_PHASE_OVER && n_events > 0
        && carc_game_get_event (game, n_events - 1)->type == CARC_EVENT_END)
      {
        guint left = carc_state_supply_count (state);
        g_autofree char *ended = left > 0
          /* Translators: on the results of a game the table ended */
          ? g_strdup_printf (ngettext ("Ended with %u tile left: Undo (Ctrl+Z) brings the game back.",
                                       "Ended with %u tiles left: Undo (Ctrl+Z) brings the game back.", left),
                             left)
          : g_strdup (_("Undo (Ctrl+Z) brings the game back."));
        g_autofree char *text = g_strdup_printf ("%s %s", saved, ended);

        gtk_label_set_text (self->saved_label, text);
      }
    else
      gtk_label_set_text (self->saved_label, saved);
  }

  show_step (self);
}

static void
step_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  CarcEndPage *self = CARC_END_PAGE (widget);

  if (g_str_equal (name, "end.next") && self->step + 1 < self->finals->len)
    self->step++;
  else if (g_str_equal (name, "end.previous") && self->step > 0)
    self->step--;
  show_step (self);
}

static void
log_in_bgstats_action (GtkWidget  *widget,
                       const char *name,
                       GVariant   *param)
{
  CarcEndPage *self = CARC_END_PAGE (widget);

  if (self->session != NULL)
    carc_bgstats_dialog_present (widget, carc_game_session_get_game (self->session));
}

static void
carc_end_page_dispose (GObject *object)
{
  CarcEndPage *self = CARC_END_PAGE (object);

  if (self->session != NULL)
    g_clear_signal_handler (&self->changed_id, self->session);
  g_clear_object (&self->session);
  gtk_widget_dispose_template (GTK_WIDGET (self), CARC_TYPE_END_PAGE);

  G_OBJECT_CLASS (carc_end_page_parent_class)->dispose (object);
}

static void
carc_end_page_finalize (GObject *object)
{
  CarcEndPage *self = CARC_END_PAGE (object);

  g_clear_pointer (&self->finals, g_array_unref);

  G_OBJECT_CLASS (carc_end_page_parent_class)->finalize (object);
}

/* The page gets its session when play starts; while it is hidden (all game
 * long) a change only lets go of the state the board borrowed, and the
 * table is built when the page is shown. */
static void
session_changed_cb (CarcEndPage *self)
{
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      rebuild (self);
      return;
    }
  self->stale = TRUE;
  carc_board_view_set_state (self->board, NULL);
}

static void
carc_end_page_map (GtkWidget *widget)
{
  CarcEndPage *self = CARC_END_PAGE (widget);

  GTK_WIDGET_CLASS (carc_end_page_parent_class)->map (widget);
  if (self->stale)
    {
      rebuild (self);
      carc_board_view_zoom_to_fit (self->board);
    }
}

/* Ctrl+Z: the last entry undone (a game the table ended comes back), on
 * the board. */
static void
undo_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  CarcEndPage *self = CARC_END_PAGE (widget);
  g_autoptr(GError) error = NULL;

  if (self->session == NULL)
    return;
  if (!carc_game_session_undo (self->session, &error))
    {
      GtkWidget *overlay = gtk_widget_get_ancestor (widget, ADW_TYPE_TOAST_OVERLAY);
      g_autofree char *message = carc_format_capitalize (error->message);

      gtk_widget_error_bell (widget);
      if (overlay != NULL)
        adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), carc_toast_new (overlay, message, NULL, NULL));
      return;
    }
  gtk_widget_activate_action (widget, "win.show-play", NULL);
}

static void
carc_end_page_class_init (CarcEndPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = carc_end_page_dispose;
  object_class->finalize = carc_end_page_finalize;

  widget_class->map = carc_end_page_map;

  g_type_ensure (CARC_TYPE_TITLE_SQUEEZER);
  gtk_widget_class_set_template_from_resource (widget_class, APP_RESOURCE_PATH "/play/carc-end-page.ui");
  gtk_widget_class_bind_template_child (widget_class, CarcEndPage, box);
  gtk_widget_class_bind_template_child (widget_class, CarcEndPage, winner_label);
  gtk_widget_class_bind_template_child (widget_class, CarcEndPage, saved_label);
  gtk_widget_class_bind_template_child (widget_class, CarcEndPage, bgstats_button);
  gtk_widget_class_bind_template_child (widget_class, CarcEndPage, table);
  gtk_widget_class_bind_template_child (widget_class, CarcEndPage, step_label);
  gtk_widget_class_bind_template_child (widget_class, CarcEndPage, board_frame);

  gtk_widget_class_install_action (widget_class, "end.next", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "end.previous", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "end.log-in-bgstats", NULL, log_in_bgstats_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, 0, "end.next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "end.next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, 0, "end.previous", NULL);
  gtk_widget_class_install_action (widget_class, "end.undo", NULL, undo_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "end.undo", NULL);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "carcendpage");
}

static void
carc_end_page_init (CarcEndPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->finals = g_array_new (FALSE, FALSE, sizeof (guint));
  self->board = CARC_BOARD_VIEW (carc_board_view_new ());
  gtk_frame_set_child (self->board_frame, GTK_WIDGET (self->board));
}

GtkWidget *
carc_end_page_new (void)
{
  return g_object_new (CARC_TYPE_END_PAGE, NULL);
}

void
carc_end_page_set_session (CarcEndPage     *self,
                           CarcGameSession *session)
{
  g_return_if_fail (CARC_IS_END_PAGE (self));

  if (self->session != NULL)
    g_clear_signal_handler (&self->changed_id, self->session);
  g_set_object (&self->session, session);
  carc_board_view_set_state (self->board, NULL);
  if (session != NULL)
    {
      carc_board_view_set_setup_colours (self->board, carc_game_session_get_setup (session));
      self->changed_id = g_signal_connect_swapped (session, "changed", G_CALLBACK (session_changed_cb), self);
    }
  rebuild (self);
  carc_board_view_zoom_to_fit (self->board);
}

const char *
carc_end_page_get_winner_text (CarcEndPage *self)
{
  g_return_val_if_fail (CARC_IS_END_PAGE (self), NULL);
  return gtk_label_get_text (self->winner_label);
}

const char *
carc_end_page_get_step_text (CarcEndPage *self)
{
  g_return_val_if_fail (CARC_IS_END_PAGE (self), NULL);
  return gtk_label_get_text (self->step_label);
}

const char *
carc_end_page_get_cell (CarcEndPage *self,
                        guint        row,
                        guint        column)
{
  GtkWidget *child;

  g_return_val_if_fail (CARC_IS_END_PAGE (self), NULL);

  child = gtk_grid_get_child_at (self->table, (int) column, (int) row);
  if (child == NULL)
    return NULL;
  if (GTK_IS_BOX (child))
    child = gtk_widget_get_last_child (child);
  return GTK_IS_LABEL (child) ? gtk_label_get_text (GTK_LABEL (child)) : NULL;
}

GtkWidget *
carc_end_page_get_board (CarcEndPage *self)
{
  g_return_val_if_fail (CARC_IS_END_PAGE (self), NULL);
  return GTK_WIDGET (self->board);
}

guint
carc_end_page_get_step_scoring (CarcEndPage *self)
{
  g_return_val_if_fail (CARC_IS_END_PAGE (self), CARC_NONE);
  if (self->step >= self->finals->len)
    return CARC_NONE;
  return g_array_index (self->finals, guint, self->step);
}
