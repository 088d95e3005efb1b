/* carc-play-spots.c: a spot first, then its tiles
 *
 * A click on an empty spot (or, in the figure step, on the next turn's
 * spot, which means no figure) opens the popover of the tiles in the
 * supply that fit there, each in the ways it fits; a click places it, or
 * leaves it waiting at the spot while its expansion's step comes first
 * (the wheel, a thief). Part of CarcPlayPage (carc-play-page.c), sharing
 * carc-play-page-private.h.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "carc-board-view.h"
#include "carc-changes-format.h"
#include "carc-coach-labels.h"
#include "carc-coach-section.h"
#include "carc-error-format.h"
#include "carc-expansion-ui.h"
#include "carc-figure-bar.h"
#include "carc-fold-layout.h"
#include "carc-format.h"
#include "carc-play-page-private.h"
#include "carc-play-section.h"
#include "carc-share.h"
#include "carc-tile-names.h"
#include "carc-tile-picker.h"
#include "carc-title-squeezer.h"
#include "carc-toast.h"
#include "carc-turn-report.h"
#include "carc-last-tile-prompt.h"
#include "carc-log-section.h"
#include "carc-scores-section.h"

gboolean
spot_tiles_open (CarcPlayPage *self)
{
  return gtk_widget_get_visible (GTK_WIDGET (self->spot_popover));
}

void
close_spot_tiles (CarcPlayPage *self,
                  gboolean      keep_spot)
{
  if (!spot_tiles_open (self))
    return;
  self->spot_popover_keep = keep_spot;
  gtk_popover_popdown (GTK_POPOVER (self->spot_popover));
  self->spot_popover_keep = FALSE;
}

/* Closed by Esc or a click elsewhere: the board offers every spot again. */
void
spot_popover_closed_cb (CarcPlayPage *self)
{
  const CarcState *state = view_state (self);

  if (self->spot_popover_keep)
    return;
  if (state != NULL && carc_state_get_phase (state) == CARC_PHASE_TILE && self->tile < 0 && self->spot_chosen)
    {
      self->spot_chosen = FALSE;
      update_all (self);
    }
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

void
open_spot_tiles (CarcPlayPage *self)
{
  const CarcState *state = view_state (self);
  g_autofree char *where = NULL;
  g_autofree char *title = NULL;
  graphene_rect_t cell;
  graphene_point_t corner;

  if (state == NULL || carc_state_get_phase (state) != CARC_PHASE_TILE || !self->spot_chosen)
    return;
  gtk_revealer_set_reveal_child (self->picker_revealer, FALSE);
  where = carc_format_position (state, self->spot_x, self->spot_y, G_MAXUINT);
  title = g_strdup_printf (_("Tiles That Fit %s"), where);
  /* the picker is for the spot too: its number keys, its search and the
   * tiles beyond the supply ("Pick Tile") */
  carc_tile_picker_set_state (self->picker, state, self->assistance, TRUE, self->spot_x, self->spot_y);
  carc_spot_popover_set_spot (self->spot_popover, state, self->assistance, self->spot_x, self->spot_y, title,
                              gtk_widget_get_width (GTK_WIDGET (self)), gtk_widget_get_height (GTK_WIDGET (self)));
  if (carc_board_view_get_cell_rect (self->board, self->spot_x, self->spot_y, &cell)
      && gtk_widget_compute_point (GTK_WIDGET (self->board), GTK_WIDGET (self), &cell.origin, &corner))
    {
      GdkRectangle rect = { (int) floor (corner.x), (int) floor (corner.y),
                            (int) ceil (cell.size.width), (int) ceil (cell.size.height) };

      gtk_popover_set_pointing_to (GTK_POPOVER (self->spot_popover), &rect);
    }
  gtk_popover_popup (GTK_POPOVER (self->spot_popover));
}

/* The search of the popover narrows it as the picker's search does (the
 * picker is set for the same spot): the tiles it matches, in its order. */
void
spot_search_changed_cb (CarcPlayPage *self)
{
  const char *text = carc_spot_popover_get_search_text (self->spot_popover);
  g_autoptr(GArray) types = NULL;

  if (text == NULL || *text == '\0')
    {
      carc_spot_popover_set_matches (self->spot_popover, NULL, 0);
      return;
    }
  carc_tile_picker_set_filter (self->picker, text);
  types = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < carc_tile_picker_get_n_shown (self->picker); i++)
    {
      guint type = carc_tile_picker_get_shown (self->picker, i);
      g_array_append_val (types, type);
    }
  carc_spot_popover_set_matches (self->spot_popover, (const guint *) types->data, types->len);
}

/* "Pick Tile" in the popover: the picker, for the same spot. */
void
spot_pick_tile_cb (CarcPlayPage *self)
{
  close_spot_tiles (self, TRUE);
  open_picker (self);
}

/* The prompts shown now, a bit each (in the order of the prompt box). */
static guint
visible_prompts (CarcPlayPage *self)
{
  guint mask = 0, i = 0;

  for (GtkWidget *prompt = gtk_widget_get_first_child (GTK_WIDGET (self->prompt_box)); prompt != NULL && i < 32;
       prompt = gtk_widget_get_next_sibling (prompt), i++)
    if (gtk_widget_get_visible (prompt))
      mask |= 1u << i;
  return mask;
}

/* Must the chosen tile wait for a step of its expansion (the engine's
 * answer: the wheel turns first, a thief is entered first)? */
gboolean
tile_has_step (CarcPlayPage    *self,
               const CarcState *state)
{
  g_autofree char *waits = tile_waits (self, state);
  CarcEvent first;

  return waits != NULL || (self->tile >= 0 && carc_state_drawn_event (state, (guint) self->tile, &first));
}

/* A tile chosen at the chosen spot, turned @rotation: placed at once —
 * unless its expansion asks something first, exactly as for a tile of
 * the picker (a prompt that the chosen tile brings up: the wheel's
 * symbol, the thief): then the ghost waits there, so turned, and is
 * placed as soon as the step is entered (continue_pending_cb()). */
static void
enter_at_spot (CarcPlayPage *self,
               guint         type,
               guint         rotation,
               gboolean      override)
{
  const CarcState *state = view_state (self);
  guint prompts_before = visible_prompts (self);
  int x = self->spot_x, y = self->spot_y;
  const CarcPlacement *p;

  if (state == NULL || carc_state_get_phase (state) != CARC_PHASE_TILE || !self->spot_chosen)
    return;
  choose_tile (self, type, override);
  p = find_placement (self, x, y);
  if (p != NULL && (p->rotations & (1u << rotation)))
    {
      move_ghost (self, x, y);
      self->rotation = rotation;
      carc_board_view_set_cursor (self->board, x, y);
    }
  update_all (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
  if (!ghost_legal (self))
    return;
  if (tile_has_step (self, state) || (visible_prompts (self) & ~prompts_before) != 0)
    {
      /* a correction enters the step and the tile from its own preview */
      self->pending = !self->correcting;
      self->pending_tile = type;
      self->pending_x = x;
      self->pending_y = y;
      self->pending_rotation = self->rotation;
      return;
    }
  place_tile (self);
}

void
spot_tile_chosen_cb (CarcSpotPopover *popover,
                     guint            type,
                     guint            rotation,
                     CarcPlayPage    *self)
{
  close_spot_tiles (self, TRUE);
  enter_at_spot (self, type, rotation, FALSE);
}

/* After the step a tile chosen at a spot waited for: the same tile is due
 * (the wheel turned for it, the thief took nothing), so it goes where and
 * as it was chosen; a decision of the step (the Plague) comes first; any
 * other outcome (the thief stole it) leaves the turn to the table. */
gboolean
continue_pending_cb (gpointer data)
{
  CarcPlayPage *self = data;
  const CarcState *state = view_state (self);
  const CarcPlacement *p;

  self->pending_idle = 0;
  if (!self->pending || state == NULL || carc_state_get_phase (state) == CARC_PHASE_DECISION)
    return G_SOURCE_REMOVE;
  if (carc_state_get_phase (state) != CARC_PHASE_TILE || self->tile != (int) self->pending_tile
      || (p = find_placement (self, self->pending_x, self->pending_y)) == NULL)
    {
      self->pending = FALSE;
      return G_SOURCE_REMOVE;
    }
  self->spot_chosen = TRUE;
  self->spot_x = self->pending_x;
  self->spot_y = self->pending_y;
  move_ghost (self, self->pending_x, self->pending_y);
  if (p->rotations & (1u << self->pending_rotation))
    self->rotation = self->pending_rotation;
  carc_board_view_set_cursor (self->board, self->pending_x, self->pending_y);
  update_all (self);
  if (!ghost_legal (self) || tile_has_step (self, state))
    return G_SOURCE_REMOVE;
  self->pending = FALSE;
  place_tile (self);
  return G_SOURCE_REMOVE;
}

void
spot_activated_cb (CarcBoardView *board,
                   int            x,
                   int            y,
                   CarcPlayPage  *self)
{
  const CarcState *state = view_state (self);

  if (state == NULL)
    return;

  /* Enter after a digit that begins other numbers ("1" of 1 and 10-19)
   * confirms that number, whatever spot the cursor is on */
  if (self->digit_pending > 0 && carc_board_view_activating_by_key (board))
    {
      gtk_widget_activate_action (GTK_WIDGET (self), "play.enter", NULL);
      return;
    }

  /* the figure step: a spot of the next turn means no figure, and starts
   * that turn there */
  if (carc_state_get_phase (state) == CARC_PHASE_FIGURE && is_next_spot (self, x, y))
    {
      CarcEvent pass = carc_event_simple (CARC_EVENT_PASS, 0);

      if (!submit (self, &pass))
        return;
      state = view_state (self);
      if (state == NULL || carc_state_get_phase (state) != CARC_PHASE_TILE || self->tile >= 0)
        return;
    }

  if (carc_state_get_phase (state) != CARC_PHASE_TILE)
    return;

  if (self->tile < 0)
    {
      self->spot_chosen = TRUE;
      self->spot_x = x;
      self->spot_y = y;
      carc_board_view_set_cursor (self->board, x, y);
      update_all (self);
      /* a click: the tiles that fit, as they lie there; Enter: the
       * picker of those tiles, for its number keys and search */
      if (carc_board_view_activating_by_key (self->board))
        open_picker (self);
      else
        open_spot_tiles (self);
      return;
    }

  if (self->has_ghost && self->ghost_x == x && self->ghost_y == y && ghost_legal (self))
    {
      place_tile (self);
      return;
    }
  move_ghost (self, x, y);
  update_all (self);
}

/* A click on an unmarked empty cell: before a tile is chosen, why no tile
 * left can go there; with a tile chosen, why it does not fit there. */
void
empty_activated_cb (CarcBoardView *board,
                    int            x,
                    int            y,
                    CarcPlayPage  *self)
{
  const CarcState *state = view_state (self);
  g_autoptr(GError) error = NULL;

  if (state == NULL || carc_state_get_phase (state) != CARC_PHASE_TILE || !is_open_spot (state, x, y))
    return;
  if (self->tile >= 0)
    carc_state_check_placement (state, (guint) self->tile, x, y, self->rotation, &error);
  else if (carc_state_check_spot (state, x, y, &error))
    {
      spot_activated_cb (board, x, y, self);
      return;
    }
  if (error != NULL)
    show_error (self, error);
}
