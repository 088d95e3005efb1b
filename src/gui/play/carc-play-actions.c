/* carc-play-actions.c: the play page's actions and their keys
 *
 * Every entry on the play page is an action ("play.place", "play.figure",
 * "play.correct", …) that the buttons, the prompts, the keyboard and the
 * tests activate alike; an expansion's own actions and keys come from its
 * CarcExpansionUi (play_class_init). The actions only read the page and
 * call its helpers (carc-play-page-private.h): rules stay in the engine,
 * entries go through the session.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-changes-format.h"
#include "carc-expansion-ui.h"
#include "carc-format.h"
#include "carc-log-section.h"
#include "carc-play-page-private.h"
#include "carc-bgstats-dialog.h"
#include "carc-play-section.h"
#include "carc-share.h"
#include "carc-toast.h"

static void
close_picker_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CarcPlayPage *self = CARC_PLAY_PAGE (widget);

  gtk_revealer_set_reveal_child (self->picker_revealer, FALSE);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
undo_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CarcPlayPage *self = CARC_PLAY_PAGE (widget);
  g_autoptr(GError) error = NULL;

  if (self->session != NULL && !carc_game_session_undo (self->session, &error))
    show_error (self, error);
}

static void
redo_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CarcPlayPage *self = CARC_PLAY_PAGE (widget);
  g_autoptr(GError) error = NULL;

  if (self->session != NULL && !carc_game_session_redo (self->session, &error))
    show_error (self, error);
}

static void
pick_action (GtkWidget *widget, const char *name, GVariant *param)
{
  open_picker (CARC_PLAY_PAGE (widget));
}

static void
choose_tile_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CarcPlayPage *self = CARC_PLAY_PAGE (widget);
  const CarcState *state = view_state (self);
  guint type = g_variant_get_uint32 (param);

  if (state == NULL || carc_state_get_phase (state) != CARC_PHASE_TILE
      || type >= carc_catalogue_get_n_types (carc_state_get_catalogue (state)))
    return;
  gtk_revealer_set_reveal_child (self->picker_revealer, FALSE);
  choose_tile (self, type, !carc_state_tile_available (state, type));
  update_all (self);
  follow_play (self);
}

static void
place_action (GtkWidget *widget, const char *name, GVariant *param)
{
  place_tile (CARC_PLAY_PAGE (widget));
}

static void
rotate_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CarcPlayPage *self = CARC_PLAY_PAGE (widget);
  int step = g_variant_get_int32 (param) < 0 ? 3 : 1;
  const CarcPlacement *p;

  if (self->tile < 0 || !self->has_ghost)
    return;
  p = find_placement (self, self->ghost_x, self->ghost_y);
  if (p == NULL)
    {
      /* No legal rotation here: turn freely, the ghost stays marked illegal. */
      self->rotation = (self->rotation + (guint) step) & 3;
    }
  else
    {
      /* Only the legal rotations, in turning order. */
      for (guint i = 1; i <= 4; i++)
        {
          guint r = (self->rotation + i * (guint) step) & 3;
          if (p->rotations & (1u << r))
            {
              self->rotation = r;
              break;
            }
        }
    }
  update_all (self);
}

static void
discard_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CarcPlayPage *self = CARC_PLAY_PAGE (widget);
  CarcEvent event;

  if (self->tile < 0)
    return;
  event = carc_event_simple (CARC_EVENT_DISCARD, 0);
  event.tile = (guint16) self->tile;
  submit (self, &event);
}

static void
figure_action (GtkWidget *widget, const char *name, GVariant *param)
{
  guint32 kind, feature;

  g_variant_get (param, "(uu)", &kind, &feature);
  if (kind < CARC_N_FIGURE_KINDS)
    submit_figure (CARC_PLAY_PAGE (widget), kind, feature);
}

static void
figure_kind_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CarcPlayPage *self = CARC_PLAY_PAGE (widget);
  const CarcState *state = view_state (self);

  if (state == NULL || carc_state_get_phase (state) != CARC_PHASE_FIGURE)
    return;
  if (!carc_figure_bar_set_kind (self->figure_bar, g_variant_get_uint32 (param)))
    gtk_widget_error_bell (widget);
}

static void
pass_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CarcPlayPage *self = CARC_PLAY_PAGE (widget);
  const CarcState *state = view_state (self);
  CarcEvent event = carc_event_simple (CARC_EVENT_PASS, 0);

  if (state != NULL && carc_state_get_phase (state) == CARC_PHASE_FIGURE)
    submit (self, &event);
}

/* How many numbered choices the board and the figure bar show now: the
 * features of the tile just placed, then the places off them (a crown
 * space, a tower), or a decision's places (a figure the Plague takes). */
static guint
n_numbered_choices (CarcPlayPage    *self,
                    const CarcState *state,
                    guint           *n_features)
{
  guint features[CARC_MAX_TILE_FEATURES];

  *n_features = 0;
  if (carc_state_get_phase (state) == CARC_PHASE_FIGURE)
    *n_features = carc_figure_bar_get_features (self->figure_bar, features, G_N_ELEMENTS (features));
  else if (carc_state_get_phase (state) != CARC_PHASE_DECISION)
    return 0;
  return *n_features + self->point_spots->len;
}

/* Choice @number (1 for the first) as the board and the bar number it. */
static gboolean
choose_numbered (CarcPlayPage    *self,
                 const CarcState *state,
                 guint            number)
{
  guint features[CARC_MAX_TILE_FEATURES];
  guint n_features = 0;

  if (number == 0)
    return FALSE;
  if (carc_state_get_phase (state) == CARC_PHASE_FIGURE)
    n_features = carc_figure_bar_get_features (self->figure_bar, features, G_N_ELEMENTS (features));
  if (number <= n_features)
    {
      submit_figure (self, carc_figure_bar_get_kind (self->figure_bar), features[number - 1]);
      return TRUE;
    }
  return activate_point (self, number - 1 - n_features);
}

/* A prompt that numbers its buttons ("2 · Famine", "3 Sheep") takes the
 * digits it shows while it is shown. */
static gboolean
activate_prompt_number (CarcPlayPage *self,
                        guint         number)
{
  for (GtkWidget *prompt = gtk_widget_get_first_child (GTK_WIDGET (self->prompt_box)); prompt != NULL;
       prompt = gtk_widget_get_next_sibling (prompt))
    {
      GtkWidget *button;

      if (!gtk_widget_get_mapped (prompt))
        continue;
      button = carc_play_section_find_numbered (prompt, number);
      if (button != NULL && gtk_widget_is_sensitive (button))
        {
          const char *action = gtk_actionable_get_action_name (GTK_ACTIONABLE (button));

          /* its action at once (the button's own activation waits for its
           * press animation) */
          return action != NULL
                 && gtk_widget_activate_action_variant (button, action,
                                                        gtk_actionable_get_action_target_value (GTK_ACTIONABLE (button)));
        }
    }
  return FALSE;
}

/* The digits choose what is numbered on screen: a prompt's buttons, the
 * figure places on the board and in the figure bar (0 is the tenth), the
 * tiles of the picker. With ten choices or more, a number from 10 is
 * typed digit by digit: a first digit that begins one of them waits for
 * the second (1 then 2 is 12), or for Enter (1 alone); Esc forgets it. */
static void
digit_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CarcPlayPage *self = CARC_PLAY_PAGE (widget);
  const CarcState *state = view_state (self);
  guint digit = g_variant_get_uint32 (param);
  guint n_features, n_choices;

  if (state == NULL)
    return;
  if (self->digit_pending > 0)
    {
      guint number = self->digit_pending * 10 + digit;

      _carc_play_page_set_digit_pending (self, 0);
      if (!choose_numbered (self, state, number))
        gtk_widget_error_bell (widget);
      return;
    }
  if (digit > 0 && activate_prompt_number (self, digit))
    return;

  n_choices = n_numbered_choices (self, state, &n_features);
  if (carc_state_get_phase (state) == CARC_PHASE_FIGURE || carc_state_get_phase (state) == CARC_PHASE_DECISION)
    {
      if (digit > 0 && digit * 10 <= n_choices)
        _carc_play_page_set_digit_pending (self, digit);
      else if (!choose_numbered (self, state, digit == 0 ? 10 : digit))
        gtk_widget_error_bell (widget);
    }
  else if (carc_state_get_phase (state) == CARC_PHASE_TILE)
    {
      guint n = digit == 0 ? 9 : digit - 1;

      /* an open picker shows this turn's tiles (and the search typed so
       * far); a digit without it picks among all of them */
      if (!gtk_revealer_get_reveal_child (self->picker_revealer))
        carc_tile_picker_set_state (self->picker, state, self->assistance,
                                    self->spot_chosen, self->spot_x, self->spot_y);
      if (!carc_tile_picker_choose_number (self->picker, n))
        gtk_widget_error_bell (widget);
    }
}

/* play.point(index): the figure bar's button of a place off the tile's
 * features (a crown space, a tower), as a click on its number. */
static void
point_action (GtkWidget *widget, const char *name, GVariant *param)
{
  if (!activate_point (CARC_PLAY_PAGE (widget), g_variant_get_uint32 (param)))
    gtk_widget_error_bell (widget);
}

static void
escape_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CarcPlayPage *self = CARC_PLAY_PAGE (widget);
  const CarcState *state = view_state (self);

  if (state == NULL)
    return;
  if (self->digit_pending > 0)
    {
      /* forgets the first digit of a number, not the turn */
      _carc_play_page_set_digit_pending (self, 0);
      return;
    }
  /* a prompt's own question first (the thief's value asked) */
  for (guint i = 0; i < self->sections->len; i++)
    if (carc_play_section_escape (g_ptr_array_index (self->sections, i)))
      return;
  if (gtk_revealer_get_reveal_child (self->picker_revealer))
    {
      gtk_revealer_set_reveal_child (self->picker_revealer, FALSE);
      gtk_widget_grab_focus (GTK_WIDGET (self->board));
      /* backs out of the chosen spot too: the board offers every spot again */
      if (carc_state_get_phase (state) == CARC_PHASE_TILE && self->tile < 0 && self->spot_chosen)
        {
          self->spot_chosen = FALSE;
          update_all (self);
        }
    }
  else if (carc_state_get_phase (state) == CARC_PHASE_FIGURE)
    {
      CarcEvent event = carc_event_simple (CARC_EVENT_PASS, 0);
      submit (self, &event);
    }
  else if (carc_state_get_phase (state) == CARC_PHASE_TILE && (self->tile >= 0 || self->spot_chosen))
    {
      clear_tile_input (self);
      update_all (self);
      /* every open spot again, in view */
      follow_play (self);
    }
  else if (self->correcting)
    {
      leave_correction (self);
      update_all (self);
    }
}

void
enter_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CarcPlayPage *self = CARC_PLAY_PAGE (widget);
  const CarcState *state = view_state (self);

  if (state != NULL && self->digit_pending > 0)
    {
      /* the number typed so far is the choice: 1 and Enter is 1, when
       * 10 to 19 are choices too */
      guint number = self->digit_pending;

      _carc_play_page_set_digit_pending (self, 0);
      if (!choose_numbered (self, state, number))
        gtk_widget_error_bell (widget);
      return;
    }
  if (state == NULL || carc_state_get_phase (state) != CARC_PHASE_TILE)
    return;
  if (ghost_legal (self))
    place_tile (self);
  else
    {
      int x, y;

      /* Enter on an open spot: the tiles that fit there; on a spot no
       * tile left can fill, why. */
      carc_board_view_get_cursor (self->board, &x, &y);
      if (self->tile < 0 && is_open_spot (state, x, y))
        {
          g_autoptr(GError) error = NULL;

          if (!carc_state_check_spot (state, x, y, &error))
            {
              show_error (self, error);
              return;
            }
          self->spot_chosen = TRUE;
          self->spot_x = x;
          self->spot_y = y;
        }
      open_picker (self);
    }
}

static void
cursor_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CarcPlayPage *self = CARC_PLAY_PAGE (widget);
  int dx, dy, x, y;

  g_variant_get (param, "(ii)", &dx, &dy);
  carc_board_view_get_cursor (self->board, &x, &y);
  carc_board_view_set_cursor (self->board, x + dx, y + dy);
}

/* The toast's Undo: the game again as it was, on the board. */
static void
undo_end_cb (AdwToast     *toast,
             CarcPlayPage *self)
{
  g_autoptr(GError) error = NULL;

  if (self->session == NULL || carc_state_get_phase (carc_game_session_get_state (self->session)) != CARC_PHASE_OVER)
    return;
  if (!carc_game_session_undo (self->session, &error))
    {
      show_error (self, error);
      return;
    }
  gtk_widget_activate_action (GTK_WIDGET (self), "win.show-play", NULL);
}

/* Ending the game is undone like any entry, so it is not asked (GNOME's
 * way for what can be undone): the final scoring runs at once, and a
 * toast over the results says what happened and offers Undo (Ctrl+Z on
 * the results does the same, carc-end-page.c). */
static void
end_game_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CarcPlayPage *self = CARC_PLAY_PAGE (widget);
  CarcEvent event = carc_event_simple (CARC_EVENT_END, 0);
  const CarcState *state = view_state (self);
  GtkWidget *overlay = gtk_widget_get_ancestor (widget, ADW_TYPE_TOAST_OVERLAY);
  guint left;
  g_autofree char *text = NULL;
  g_autofree char *shorter = NULL;
  AdwToast *toast;

  if (state == NULL)
    return;
  if (self->correcting)
    {
      submit (self, &event);
      return;
    }
  left = carc_state_supply_count (state);
  if (!submit (self, &event) || overlay == NULL)
    return;
  if (left > 0)
    {
      /* Translators: a toast over the results after "End the Game Now";
       * Undo beside it brings the game back */
      text = g_strdup_printf (ngettext ("Game ended with %u tile left", "Game ended with %u tiles left", left), left);
      /* Translators: the same, shorter, for a narrow window */
      shorter = g_strdup_printf (ngettext ("Ended, %u tile left", "Ended, %u tiles left", left), left);
    }
  else
    text = g_strdup (_("Game ended"));
  toast = carc_toast_new (overlay, text,
                          (const char * const[]) { shorter != NULL ? shorter : _("Game ended"), _("Game ended"), NULL },
                          _("_Undo"));
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  adw_toast_set_timeout (toast, 10);
  g_signal_connect_object (toast, "button-clicked", G_CALLBACK (undo_end_cb), self, 0);
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), toast);
}

/* D when nothing is due: what D is for (the draws the expansions make for
 * the table), and whether this game has any. */
static void
explain_draw (CarcPlayPage *self)
{
  const CarcState *state = view_state (self);
  const CarcSetup *setup = carc_state_get_setup (state);
  const CarcCatalogue *catalogue = carc_state_get_catalogue (state);
  g_autoptr(GString) ours = g_string_new (NULL);
  g_autoptr(GString) others = g_string_new (NULL);
  g_autofree char *text = NULL;
  guint n;
  const CarcExpansionUi * const *ui = carc_expansions_ui_all (&n);

  for (guint e = 0; e < n; e++)
    {
      gboolean in_game = FALSE;

      if (ui[e]->draw_for_me == NULL)
        continue;
      for (guint k = 0; k < ui[e]->n_sets && !in_game; k++)
        in_game = carc_setup_has_set (setup, catalogue, ui[e]->sets[k].id);
      /* Translators: between two draws D makes: "a token from the sheep
       * bag or …" */
      if (in_game)
        g_string_append_printf (ours, "%s%s", ours->len > 0 ? _(" or ") : "", _(ui[e]->draw_for_me));
      else
        {
          /* Translators: a draw and the set it comes with: "a token from
           * the sheep bag (Hills & Sheep)" */
          g_autofree char *item = g_strdup_printf (_("%s (%s)"), _(ui[e]->draw_for_me),
                                                   ui[e]->n_sets > 0 ? _(ui[e]->sets[0].name) : "");
          g_string_append_printf (others, "%s%s", others->len > 0 ? _(" or ") : "", item);
        }
    }
  if (ours->len > 0)
    /* Translators: D pressed with nothing due: "Nothing to draw now: D
     * draws a token from the sheep bag when the game asks for one" */
    text = g_strdup_printf (_("Nothing to draw now: D draws %s when the game asks for one"), ours->str);
  else if (others->len > 0)
    /* Translators: D pressed in a game without any draw: "D draws a token
     * from the sheep bag (Hills & Sheep); this game has none" */
    text = g_strdup_printf (_("D draws %s; this game has none"), others->str);
  else
    text = g_strdup (_("Nothing to draw now"));
  gtk_widget_error_bell (GTK_WIDGET (self));
  /* Translators: the shortest wording of it, for a narrow window */
  _carc_play_page_toast (self, text, (const char * const[]) { _("Nothing to draw now"), _("Nothing to draw"), NULL });
}

/* "Draw for me", for any decision the app may draw (a token from a bag, …): in
 * play the session draws and saves; while correcting, the same draw from
 * the position being corrected is entered like any other answer. */
static void
draw_for_me_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CarcPlayPage *self = CARC_PLAY_PAGE (widget);
  g_autoptr(GError) error = NULL;

  if (self->session == NULL)
    return;
  if (self->correcting)
    {
      CarcEvent event;

      if (!carc_game_session_draw_event (carc_play_page_get_preview (self), &event, &error))
        {
          if (g_error_matches (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE))
            explain_draw (self);
          else
            show_error (self, error);
        }
      else
        submit (self, &event);
      return;
    }
  if (!carc_game_session_draw_for_me (self->session, &error))
    {
      if (g_error_matches (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE))
        explain_draw (self);
      else
        show_error (self, error);
    }
}

static void
correct_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CarcPlayPage *self = CARC_PLAY_PAGE (widget);
  guint index = g_variant_get_uint32 (param);
  CarcGame *game;
  const CarcEvent *event;
  g_autoptr(GError) error = NULL;
  g_autofree char *what = NULL;
  g_autofree char *text = NULL;
  CarcState *preview;

  if (self->session == NULL)
    return;
  game = carc_game_session_get_game (self->session);
  event = carc_game_get_event (game, index);
  if (event == NULL)
    return;

  preview = carc_game_session_preview_correction (self->session, index, NULL, 0, &error);
  if (preview == NULL)
    {
      show_error (self, error);
      return;
    }
  if (self->correcting)
    leave_correction (self);
  clear_tile_input (self);
  self->correcting = TRUE;
  self->correct_index = index;
  self->preview = preview;

  what = carc_format_event (game, index);
  /* Translators: %s is the log entry being corrected */
  text = g_strdup_printf (_("Correcting “%s”: enter what really happened, or remove the entry. "
                            "Everything after it is scored again."), what);
  gtk_label_set_text (self->correction_label, text);
  gtk_revealer_set_reveal_child (self->correction_revealer, TRUE);
  gtk_revealer_set_reveal_child (self->changes_revealer, FALSE);
  carc_log_section_set_moment (CARC_LOG_SECTION (carc_play_page_get_log (self)), (int) index);

  if (event->type == CARC_EVENT_TILE && carc_state_get_phase (preview) == CARC_PHASE_TILE)
    {
      self->spot_chosen = TRUE;
      self->spot_x = event->x;
      self->spot_y = event->y;
      choose_tile (self, event->tile, (event->flags & CARC_EVENT_FLAG_OVERRIDE) != 0);
      if (find_placement (self, event->x, event->y) != NULL)
        {
          move_ghost (self, event->x, event->y);
          self->rotation = event->rotation;
        }
      carc_board_view_center_on (self->board, event->x, event->y);
      /* … and its spots clear of the correction bar and the zoom buttons */
      follow_play (self);
    }

  update_all (self);
}

static void
remove_entry_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CarcPlayPage *self = CARC_PLAY_PAGE (widget);
  g_autoptr(GError) error = NULL;
  CarcSessionChanges *changes = NULL;
  guint index = self->correct_index;
  g_autofree char *what = NULL;

  if (!self->correcting)
    return;
  what = carc_format_event (carc_game_session_get_game (self->session), index);
  if (!carc_game_session_remove_event (self->session, index, &changes, &error))
    {
      /* the entries after it move up one */
      show_correction_error (self, error, G_MAXUINT, 0, -1);
      return;
    }
  {
    g_autofree char *body = carc_format_session_changes (changes, carc_game_session_get_state (self->session));
    g_free (self->changes_text);
    /* Translators: after removing a log entry; %s is the entry, then what changed */
    self->changes_text = g_strdup_printf (_("Removed “%s”.\n%s"), what, body);
    gtk_label_set_text (self->changes_label, self->changes_text);
    gtk_revealer_set_reveal_child (self->changes_revealer, TRUE);
  }
  carc_session_changes_free (changes);
}

/* The table played a turn the app never heard of: it goes in before the
 * entry being corrected, and the turns after it pass to the next player. */
static void
insert_turn_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CarcPlayPage *self = CARC_PLAY_PAGE (widget);
  g_autofree char *what = NULL;
  g_autofree char *text = NULL;

  if (!self->correcting || self->inserting || self->preview == NULL || carc_state_get_phase (self->preview) != CARC_PHASE_TILE)
    return;
  self->inserting = TRUE;
  g_array_set_size (self->inserted, 0);
  clear_tile_input (self);
  what = carc_format_event (carc_game_session_get_game (self->session), self->correct_index);
  /* Translators: %s is the log entry the forgotten turn goes before */
  text = g_strdup_printf (_("A forgotten turn before “%s”: enter its tile and figure as they lie. "
                            "Everything after it is scored again."), what);
  gtk_label_set_text (self->correction_label, text);
  update_all (self);
}

/* The board as it shows now (a correction's moment too), for sharing. */
static void
save_picture_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CarcPlayPage *self = CARC_PLAY_PAGE (widget);
  const CarcState *state = view_state (self);
  g_autofree char *file = NULL;

  if (state == NULL)
    return;
  if (carc_state_get_phase (state) == CARC_PHASE_OVER)
    /* Translators: the file name suggested for a picture of a finished
     * game's board: ASCII letters, digits and '-' only */
    file = carc_format_file_name (_("carcassonne.png"));
  else
    {
      /* Translators: the file name suggested for a picture of the board
       * at turn %u: ASCII letters, digits and '-' only ("tah" in Czech) */
      g_autofree char *pattern = g_strdup_printf (_("carcassonne-turn-%u.png"), carc_state_get_turn (state));
      file = carc_format_file_name (pattern);
    }
  carc_share_choose_and_save_board (widget, state, adw_window_title_get_title (self->window_title), file);
}

static void
log_in_bgstats_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CarcPlayPage *self = CARC_PLAY_PAGE (widget);

  if (self->session != NULL)
    carc_bgstats_dialog_present (widget, carc_game_session_get_game (self->session));
}

static void
cancel_correction_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CarcPlayPage *self = CARC_PLAY_PAGE (widget);

  leave_correction (self);
  update_all (self);
}

static void
dismiss_changes_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CarcPlayPage *self = CARC_PLAY_PAGE (widget);

  gtk_revealer_set_reveal_child (self->changes_revealer, FALSE);
}

static void
zoom_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CarcPlayPage *self = CARC_PLAY_PAGE (widget);

  if (g_str_equal (name, "play.zoom-in"))
    carc_board_view_zoom_in (self->board);
  else if (g_str_equal (name, "play.zoom-out"))
    carc_board_view_zoom_out (self->board);
  else
    carc_board_view_zoom_to_fit (self->board);
}

static void
toggle_panel_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CarcPlayPage *self = CARC_PLAY_PAGE (widget);

  adw_flap_set_reveal_flap (self->flap, !adw_flap_get_reveal_flap (self->flap));
}

/* The page's keys (GtkShortcut), the core's and the expansions', for the
 * controller each page gets (_carc_play_page_add_key_controller()). */
static GListStore *turn_keys;

void
carc_play_page_add_binding (GtkWidgetClass  *widget_class,
                            guint            keyval,
                            GdkModifierType  mods,
                            const char      *action,
                            GVariant        *args)
{
  GtkShortcut *shortcut;

  g_return_if_fail (g_type_is_a (G_TYPE_FROM_CLASS (widget_class), CARC_TYPE_PLAY_PAGE));

  if (turn_keys == NULL)
    turn_keys = g_list_store_new (GTK_TYPE_SHORTCUT);
  shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (keyval, mods),
                               gtk_named_action_new (action));
  if (args != NULL)
    gtk_shortcut_set_arguments (shortcut, args);
  g_list_store_append (turn_keys, shortcut);
  g_object_unref (shortcut);
}

/* The turn keys work whatever has the focus on the page, and when nothing
 * has. Two controllers share them: one of the page itself, which runs
 * after the widget with the focus (a search entry still takes its letters,
 * a button the keyboard moved to its Enter) but before the window's own
 * keys (Enter activates the window's default, the arrows and Tab move the
 * focus); and one the window runs for the page (managed scope, while the
 * page is mapped) when the focus is on no widget of the page: a click on
 * a button that then goes away (Place, a prompt's choice) left the focus
 * to the window, where keys of the page alone never arrive. */
void
_carc_play_page_add_key_controller (CarcPlayPage *self)
{
  GtkShortcutScope scopes[] = { GTK_SHORTCUT_SCOPE_LOCAL, GTK_SHORTCUT_SCOPE_MANAGED };

  for (guint i = 0; i < G_N_ELEMENTS (scopes); i++)
    {
      GtkEventController *keys = gtk_shortcut_controller_new_for_model (G_LIST_MODEL (turn_keys));

      gtk_event_controller_set_name (keys, scopes[i] == GTK_SHORTCUT_SCOPE_LOCAL ? "carc-play-keys"
                                                                                 : "carc-play-keys-managed");
      gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (keys), scopes[i]);
      gtk_widget_add_controller (GTK_WIDGET (self), keys);
    }
}

static void
add_binding (GtkWidgetClass *widget_class,
             guint           keyval,
             GdkModifierType mods,
             const char     *action,
             const char     *format,
             ...)
{
  GVariant *args = NULL;
  va_list ap;

  if (format != NULL)
    {
      va_start (ap, format);
      args = g_variant_new_va (format, NULL, &ap);
      va_end (ap);
    }
  carc_play_page_add_binding (widget_class, keyval, mods, action, args);
}

void
_carc_play_page_install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "play.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "play.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "play.pick", NULL, pick_action);
  gtk_widget_class_install_action (widget_class, "play.close-picker", NULL, close_picker_action);
  gtk_widget_class_install_action (widget_class, "play.choose-tile", "u", choose_tile_action);
  gtk_widget_class_install_action (widget_class, "play.place", NULL, place_action);
  gtk_widget_class_install_action (widget_class, "play.rotate", "i", rotate_action);
  gtk_widget_class_install_action (widget_class, "play.discard", NULL, discard_action);
  gtk_widget_class_install_action (widget_class, "play.figure", "(uu)", figure_action);
  gtk_widget_class_install_action (widget_class, "play.figure-kind", "u", figure_kind_action);
  gtk_widget_class_install_action (widget_class, "play.pass", NULL, pass_action);
  gtk_widget_class_install_action (widget_class, "play.digit", "u", digit_action);
  gtk_widget_class_install_action (widget_class, "play.point", "u", point_action);
  gtk_widget_class_install_action (widget_class, "play.escape", NULL, escape_action);
  gtk_widget_class_install_action (widget_class, "play.enter", NULL, enter_action);
  gtk_widget_class_install_action (widget_class, "play.cursor", "(ii)", cursor_action);
  gtk_widget_class_install_action (widget_class, "play.end-game", NULL, end_game_action);
  gtk_widget_class_install_action (widget_class, "play.draw-for-me", NULL, draw_for_me_action);
  gtk_widget_class_install_action (widget_class, "play.correct", "u", correct_action);
  gtk_widget_class_install_action (widget_class, "play.remove-entry", NULL, remove_entry_action);
  gtk_widget_class_install_action (widget_class, "play.cancel-correction", NULL, cancel_correction_action);
  gtk_widget_class_install_action (widget_class, "play.insert-turn", NULL, insert_turn_action);
  gtk_widget_class_install_action (widget_class, "play.save-picture", NULL, save_picture_action);
  gtk_widget_class_install_action (widget_class, "play.log-in-bgstats", NULL, log_in_bgstats_action);
  gtk_widget_class_install_action (widget_class, "play.dismiss-changes", NULL, dismiss_changes_action);
  gtk_widget_class_install_action (widget_class, "play.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "play.zoom-out", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "play.zoom-fit", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "play.toggle-panel", NULL, toggle_panel_action);
  gtk_widget_class_install_property_action (widget_class, "play.assistance", "assistance");

  add_binding (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "play.undo", NULL);
  add_binding (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "play.redo", NULL);
  add_binding (widget_class, GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "play.redo", NULL);
  add_binding (widget_class, GDK_KEY_Return, 0, "play.enter", NULL);
  add_binding (widget_class, GDK_KEY_KP_Enter, 0, "play.enter", NULL);
  add_binding (widget_class, GDK_KEY_r, 0, "play.rotate", "i", 1);
  add_binding (widget_class, GDK_KEY_R, GDK_SHIFT_MASK, "play.rotate", "i", -1);
  add_binding (widget_class, GDK_KEY_Escape, 0, "play.escape", NULL);
  add_binding (widget_class, GDK_KEY_Left, 0, "play.cursor", "(ii)", -1, 0);
  add_binding (widget_class, GDK_KEY_Right, 0, "play.cursor", "(ii)", 1, 0);
  add_binding (widget_class, GDK_KEY_Up, 0, "play.cursor", "(ii)", 0, -1);
  add_binding (widget_class, GDK_KEY_Down, 0, "play.cursor", "(ii)", 0, 1);
  for (guint d = 0; d <= 9; d++)
    {
      add_binding (widget_class, GDK_KEY_0 + d, 0, "play.digit", "u", d);
      add_binding (widget_class, GDK_KEY_KP_0 + d, 0, "play.digit", "u", d);
    }
  add_binding (widget_class, GDK_KEY_f, 0, "play.figure-kind", "u", CARC_FIGURE_FOLLOWER);
  add_binding (widget_class, GDK_KEY_d, 0, "play.draw-for-me", NULL);
  /* the expansions' figure keys, actions and keys */
  {
    guint n_ui;
    const CarcExpansionUi * const *ui = carc_expansions_ui_all (&n_ui);

    for (guint e = 0; e < n_ui; e++)
      if (ui[e]->play_class_init != NULL)
        ui[e]->play_class_init (widget_class);
  }
  add_binding (widget_class, GDK_KEY_plus, GDK_CONTROL_MASK, "play.zoom-in", NULL);
  add_binding (widget_class, GDK_KEY_equal, GDK_CONTROL_MASK, "play.zoom-in", NULL);
  add_binding (widget_class, GDK_KEY_minus, GDK_CONTROL_MASK, "play.zoom-out", NULL);
  add_binding (widget_class, GDK_KEY_0, GDK_CONTROL_MASK, "play.zoom-fit", NULL);
  add_binding (widget_class, GDK_KEY_F9, 0, "play.toggle-panel", NULL);
  add_binding (widget_class, GDK_KEY_Insert, 0, "play.insert-turn", NULL);
}
