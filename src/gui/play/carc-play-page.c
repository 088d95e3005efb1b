/* carc-play-page.c: the board, the turn entry, prompts and the side panel
 *
 * A turn by the mouse is a spot, then the tile as it lies there (the
 * popover of the tiles that fit the spot, each in the ways it fits: the
 * click places it), then a figure; a click on the next turn's spot means
 * no figure. The picker path stays: pick the drawn tile, confirm the ghost
 * (turning it through the legal rotations only; the chosen tile's spots
 * are numbered for the keyboard), then the feature for a figure or Esc
 * for none. A tile whose expansion has a step first (the wheel turns, a
 * thief) asks for it on either path before it is placed. Every choice
 * offered comes from the engine; every entry goes through the session
 * (engine → store → here).
 *
 * A correction shows the state just before the chosen log entry (the
 * engine's replay of the prefix); the entry made then replaces that event,
 * the session re-scores everything after it and this page says what
 * changed.
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

G_DEFINE_FINAL_TYPE (CarcPlayPage, carc_play_page, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_ASSISTANCE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  GAME_OVER,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char * const assistance_names[] = { "record", "scorekeeper", "coach" };

/* A figure choice off the tile's features (CarcExpansionUi.figure_spots):
 * whose it is, for the event its descriptor makes. */
typedef struct {
  const CarcExpansionUi *ui;
  guint                  id;
} PointSpot;


/* ---- helpers ---- */

const CarcState *
view_state (CarcPlayPage *self)
{
  if (self->correcting && self->preview != NULL)
    return self->preview;
  return self->session != NULL ? carc_game_session_get_state (self->session) : NULL;
}

static void
toast_dismissed_cb (AdwToast     *toast,
                    CarcPlayPage *self)
{
  if (self->toast == toast)
    self->toast = NULL;
}

/* One toast at a time: a new scoring shows in the toast already up (its
 * text replaced), so a quick table never waits behind a queue of old news.
 * (Dismissing a toast and adding the next in the same frame can crash
 * libadwaita 1.2's overlay, so the toast is reused instead.) */
/* Words too long for one line at this width come shorter (the first of
 * @shorter that fits, NULL-terminated), the whole a click away
 * (carc-toast.h); such a toast stays longer, to be read or opened. */
static void
toast_shortened (CarcPlayPage       *self,
                 const char         *text,
                 const char * const *shorter)
{
  AdwToast *t;

  if (self->toast != NULL)
    {
      carc_toast_set_text (self->toast, GTK_WIDGET (self->board_toasts), text, shorter);
      return;
    }
  t = carc_toast_new (GTK_WIDGET (self->board_toasts), text, shorter, NULL);
  adw_toast_set_timeout (t, g_strcmp0 (carc_toast_get_title (t), text) == 0 ? 4 : 8);
  g_signal_connect_object (t, "dismissed", G_CALLBACK (toast_dismissed_cb), self, 0);
  self->toast = t;
  /* Over the board, so the turn bar below stays free to click. */
  adw_toast_overlay_add_toast (self->board_toasts, t);
}

static void
hide_message (CarcPlayPage *self)
{
  g_clear_handle_id (&self->message_timeout, g_source_remove);
  gtk_revealer_set_reveal_child (self->message_revealer, FALSE);
}

static gboolean
message_timeout_cb (gpointer data)
{
  CarcPlayPage *self = data;

  self->message_timeout = 0;
  gtk_revealer_set_reveal_child (self->message_revealer, FALSE);
  return G_SOURCE_REMOVE;
}

/* Out of the prompts' way (and their count) once it has slid away. */
static void
message_revealed_cb (GtkRevealer  *revealer,
                     GParamSpec   *pspec,
                     CarcPlayPage *self)
{
  if (!gtk_revealer_get_child_revealed (revealer) && !gtk_revealer_get_reveal_child (revealer))
    gtk_widget_set_visible (GTK_WIDGET (revealer), FALSE);
}

/* Why an entry was refused, in the words of carc-error-format.c: @own_from
 * (@n_own entries) is where a correction's entries lie in the new log and
 * @shift how far the later ones moved, so that a later entry it would
 * break is named as the log shows it. The engine's own message (ids,
 * coordinates, rule numbers) goes to the debug log only. */
void
show_correction_error (CarcPlayPage *self,
                       const GError *error,
                       guint         own_from,
                       guint         n_own,
                       int           shift)
{
  CarcGame *game = self->session != NULL ? carc_game_session_get_game (self->session) : NULL;
  CarcErrorScene scene = carc_error_scene_of_game (game, view_state (self));
  g_autofree char *message = NULL;

  scene.own_from = own_from;
  scene.n_own = n_own;
  scene.shift = shift;
  message = carc_error_format (error, &scene);
  g_debug ("refused: %s", error->message);

  gtk_widget_error_bell (GTK_WIDGET (self));
  gtk_label_set_text (self->message_label, message);
  gtk_widget_set_visible (GTK_WIDGET (self->message_revealer), TRUE);
  gtk_revealer_set_reveal_child (self->message_revealer, TRUE);
  /* long enough to read two sentences */
  g_clear_handle_id (&self->message_timeout, g_source_remove);
  self->message_timeout = g_timeout_add_seconds (12, message_timeout_cb, self);
}

static void
toast (CarcPlayPage *self,
       const char   *text)
{
  toast_shortened (self, text, NULL);
}

void
_carc_play_page_toast (CarcPlayPage       *self,
                       const char         *text,
                       const char * const *shorter)
{
  toast_shortened (self, text, shorter);
}

void
show_error (CarcPlayPage *self,
            const GError *error)
{
  /* a correction replaces the entry being corrected */
  if (self->correcting)
    show_correction_error (self, error, self->correct_index, 1, 0);
  else
    show_correction_error (self, error, G_MAXUINT, 0, 0);
}

void
clear_tile_input (CarcPlayPage *self)
{
  self->tile = -1;
  self->override = FALSE;
  self->has_ghost = FALSE;
  self->spot_chosen = FALSE;
  self->pending = FALSE;
  g_array_set_size (self->placements, 0);
}

const CarcPlacement *
find_placement (CarcPlayPage *self,
                int           x,
                int           y)
{
  for (guint i = 0; i < self->placements->len; i++)
    {
      const CarcPlacement *p = &g_array_index (self->placements, CarcPlacement, i);
      if (p->x == x && p->y == y)
        return p;
    }
  return NULL;
}

/* An empty cell beside a placed tile (whether or not a tile can go there). */
gboolean
is_open_spot (const CarcState *state,
              int              x,
              int              y)
{
  for (guint i = 0; i < carc_state_get_n_spots (state); i++)
    if (carc_state_get_spots (state)[i].x == x && carc_state_get_spots (state)[i].y == y)
      return TRUE;
  return FALSE;
}

static guint
first_rotation (guint mask,
                guint from)
{
  for (guint i = 0; i < 4; i++)
    if (mask & (1u << ((from + i) & 3)))
      return (from + i) & 3;
  return 0;
}

gboolean
ghost_legal (CarcPlayPage *self)
{
  const CarcPlacement *p;

  if (self->tile < 0 || !self->has_ghost)
    return FALSE;
  p = find_placement (self, self->ghost_x, self->ghost_y);
  return p != NULL && (p->rotations & (1u << self->rotation));
}

void
move_ghost (CarcPlayPage *self,
            int           x,
            int           y)
{
  const CarcPlacement *p = find_placement (self, x, y);

  self->has_ghost = TRUE;
  self->ghost_x = x;
  self->ghost_y = y;
  if (p != NULL && !(p->rotations & (1u << self->rotation)))
    self->rotation = first_rotation (p->rotations, self->rotation);
}

/* The chosen tile's ghost: at the spot clicked first, at the only legal
 * spot, or at the legal spot nearest the board cursor. */
void
choose_tile (CarcPlayPage *self,
             guint         type,
             gboolean      override)
{
  const CarcState *state = view_state (self);
  int cx = 0, cy = 0;
  guint best = G_MAXUINT;
  int best_d = G_MAXINT;

  self->tile = (int) type;
  self->override = override;
  self->has_ghost = FALSE;
  self->rotation = 0;
  g_array_set_size (self->placements, 0);
  carc_state_list_placements (state, type, self->placements);

  if (self->spot_chosen && find_placement (self, self->spot_x, self->spot_y) != NULL)
    move_ghost (self, self->spot_x, self->spot_y);
  else if (self->placements->len > 0)
    {
      carc_board_view_get_cursor (self->board, &cx, &cy);
      for (guint i = 0; i < self->placements->len; i++)
        {
          const CarcPlacement *p = &g_array_index (self->placements, CarcPlacement, i);
          int d = ABS (p->x - cx) + ABS (p->y - cy);
          if (d < best_d)
            {
              best_d = d;
              best = i;
            }
        }
      move_ghost (self, g_array_index (self->placements, CarcPlacement, best).x,
                  g_array_index (self->placements, CarcPlacement, best).y);
    }
  /* The cursor on the ghost: Enter places it. */
  if (self->has_ghost)
    carc_board_view_set_cursor (self->board, self->ghost_x, self->ghost_y);
}

/* A new position to correct from (@preview: transfer full): nothing may
 * keep the old one, which is freed (update_all() hands out the new one). */
static void
set_preview (CarcPlayPage *self,
             CarcState    *preview)
{
  close_spot_tiles (self, TRUE);
  carc_board_view_set_state (self->board, preview);
  self->board_state = NULL;
  carc_tile_picker_set_state (self->picker, NULL, self->assistance, FALSE, 0, 0);
  carc_figure_bar_set_state (self->figure_bar, NULL);
  g_clear_pointer (&self->preview, carc_state_free);
  self->preview = preview;
}

/* One entry of a forgotten turn: applied to the preview until the turn is
 * complete (the next tile is due), then inserted into the log at once. */
static gboolean
insert_step (CarcPlayPage    *self,
             const CarcEvent *event)
{
  g_autoptr(GError) error = NULL;
  CarcSessionChanges *changes = NULL;
  CarcGame *game = carc_game_session_get_game (self->session);
  guint index = self->correct_index;
  g_autofree char *what = NULL;
  CarcState *preview;

  /* the session replays the position with the turn so far and this entry:
   * nothing is saved until the turn is complete */
  g_array_append_val (self->inserted, *event);
  preview = carc_game_session_preview_correction (self->session, index, (const CarcEvent *) self->inserted->data,
                                                  self->inserted->len, &error);
  if (preview == NULL)
    {
      show_correction_error (self, error, index, self->inserted->len, (int) self->inserted->len);
      g_array_set_size (self->inserted, self->inserted->len - 1);
      return FALSE;
    }
  set_preview (self, preview);
  if (carc_state_get_phase (self->preview) != CARC_PHASE_TILE && carc_state_get_phase (self->preview) != CARC_PHASE_OVER)
    {
      clear_tile_input (self);
      update_all (self);
      return TRUE;
    }

  what = carc_format_event (game, index);
  if (!carc_game_session_insert_events (self->session, index, (const CarcEvent *) self->inserted->data,
                                        self->inserted->len, &changes, &error))
    {
      /* back to the moment before the entry, to enter the turn again */
      CarcState *before = carc_game_session_preview_correction (self->session, index, NULL, 0, NULL);

      show_correction_error (self, error, index, self->inserted->len, (int) self->inserted->len);
      g_array_set_size (self->inserted, 0);
      if (before != NULL)
        set_preview (self, before);
      clear_tile_input (self);
      update_all (self);
      return FALSE;
    }
  {
    g_autofree char *body = carc_format_session_changes (changes, carc_game_session_get_state (self->session));
    g_free (self->changes_text);
    /* Translators: after a forgotten turn was entered; %s is the entry it
     * went before, then what changed */
    self->changes_text = g_strdup_printf (_("Inserted a forgotten turn before “%s”.\n%s"), what, body);
    gtk_label_set_text (self->changes_label, self->changes_text);
    gtk_revealer_set_reveal_child (self->changes_revealer, TRUE);
  }
  carc_session_changes_free (changes);
  return TRUE;
}

gboolean
submit (CarcPlayPage    *self,
        const CarcEvent *event)
{
  g_autoptr(GError) error = NULL;

  if (self->session == NULL)
    return FALSE;

  if (self->correcting && self->inserting)
    return insert_step (self, event);

  if (self->correcting)
    {
      CarcSessionChanges *changes = NULL;
      guint index = self->correct_index;
      g_autofree char *what = carc_format_event (carc_game_session_get_game (self->session), index);
      gboolean ok = carc_game_session_replace_event (self->session, index, event, &changes, &error);

      if (!ok)
        {
          show_error (self, error);
          return FALSE;
        }
      {
        g_autofree char *body = carc_format_session_changes (changes, carc_game_session_get_state (self->session));
        /* Translators: after a correction; %s is the corrected entry, then what changed */
        g_free (self->changes_text);
        self->changes_text = g_strdup_printf (_("Corrected “%s”.\n%s"), what, body);
        gtk_label_set_text (self->changes_label, self->changes_text);
        gtk_revealer_set_reveal_child (self->changes_revealer, TRUE);
      }
      carc_session_changes_free (changes);
      return TRUE;
    }

  if (!carc_game_session_apply (self->session, event, &error))
    {
      show_error (self, error);
      return FALSE;
    }
  return TRUE;
}

void
leave_correction (CarcPlayPage *self)
{
  close_spot_tiles (self, TRUE);
  self->correcting = FALSE;
  self->inserting = FALSE;
  g_array_set_size (self->inserted, 0);
  if (self->preview != NULL && self->board_state == self->preview)
    {
      carc_board_view_set_state (self->board, NULL);
      self->board_state = NULL;
    }
  if (self->preview != NULL)
    {
      carc_tile_picker_set_state (self->picker, NULL, self->assistance, FALSE, 0, 0);
      carc_figure_bar_set_state (self->figure_bar, NULL);
    }
  g_clear_pointer (&self->preview, carc_state_free);
  carc_log_section_set_moment (CARC_LOG_SECTION (carc_play_page_get_log (self)), -1);
  gtk_revealer_set_reveal_child (self->correction_revealer, FALSE);
  clear_tile_input (self);
}

/* ---- updating the view ---- */

/* The engine replaces its state object on an undo or a correction, and
 * changes it in place when an entry is applied; the board only borrows it,
 * so it is told of either, and only then: a rotation or a click leaves the
 * board's caches (field owners, the hovered feature) as they are. */
static void
board_set_state (CarcPlayPage    *self,
                 const CarcState *state)
{
  guint generation = carc_game_session_get_generation (self->session);

  if (state == self->board_state && generation == self->board_generation)
    return;
  carc_board_view_set_state (self->board, state);
  self->board_state = state;
  self->board_generation = generation;
}


/* The expansions' figure choices off the features of the tile just
 * placed (a tower a guard may climb), for the kind chosen in the bar. */
static void
update_point_choices (CarcPlayPage    *self,
                      const CarcState *state)
{
  g_autoptr(GArray) spots = g_array_new (FALSE, FALSE, sizeof (CarcUiFigureSpot));
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (graphene_point_t));
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) details = g_ptr_array_new_with_free_func (g_free);
  guint n_ui;
  const CarcExpansionUi * const *ui = carc_expansions_ui_all (&n_ui);

  g_array_set_size (self->point_spots, 0);
  if (carc_state_get_phase (state) == CARC_PHASE_FIGURE)
    for (guint e = 0; e < n_ui; e++)
      {
        CarcFigureKind kind = carc_figure_bar_get_kind (self->figure_bar);

        if (ui[e]->figure_spots == NULL || ui[e]->figure_spot_event == NULL)
          continue;
        g_array_set_size (spots, 0);
        ui[e]->figure_spots (state, kind, spots);
        for (guint i = 0; i < spots->len; i++)
          {
            const CarcUiFigureSpot *spot = &g_array_index (spots, CarcUiFigureSpot, i);
            PointSpot owned = { ui[e], spot->id };
            graphene_point_t point = GRAPHENE_POINT_INIT ((float) spot->x, (float) spot->y);
            char *detail = NULL;
            char *name = ui[e]->figure_spot_name != NULL ? ui[e]->figure_spot_name (state, kind, spot->id, &detail) : NULL;

            g_array_append_val (self->point_spots, owned);
            g_array_append_val (points, point);
            /* every place the board numbers has its button in the bar */
            g_ptr_array_add (names, name != NULL ? name : g_strdup (_("On the board")));
            g_ptr_array_add (details, detail);
          }
      }
  else if (carc_state_get_phase (state) == CARC_PHASE_DECISION)
    for (guint e = 0; e < n_ui; e++)
      {
        /* a decision that picks a place on the board (a figure to give back) */
        if (ui[e]->decision_spots == NULL || ui[e]->decision_spot_event == NULL)
          continue;
        g_array_set_size (spots, 0);
        ui[e]->decision_spots (state, spots);
        for (guint i = 0; i < spots->len; i++)
          {
            const CarcUiFigureSpot *spot = &g_array_index (spots, CarcUiFigureSpot, i);
            PointSpot owned = { ui[e], spot->id };
            graphene_point_t point = GRAPHENE_POINT_INIT ((float) spot->x, (float) spot->y);

            g_array_append_val (self->point_spots, owned);
            g_array_append_val (points, point);
          }
      }
  carc_board_view_set_point_choices (self->board, (const graphene_point_t *) points->data, points->len);
  carc_figure_bar_set_points (self->figure_bar, (const char * const *) names->pdata,
                              (const char * const *) details->pdata, names->len);
}

/* Does a prompt shown take the digits (its buttons are numbered: the
 * wheel's symbols, the sheep)? Then they are not the spots'. */
static gboolean
prompt_takes_digits (CarcPlayPage *self)
{
  for (GtkWidget *prompt = gtk_widget_get_first_child (GTK_WIDGET (self->prompt_box)); prompt != NULL;
       prompt = gtk_widget_get_next_sibling (prompt))
    if (gtk_widget_get_visible (prompt))
      for (guint n = 1; n <= 9; n++)
        if (carc_play_section_find_numbered (prompt, n) != NULL)
          return TRUE;
  return FALSE;
}

static int
compare_reading_order (gconstpointer a,
                       gconstpointer b)
{
  const CarcPlacement *pa = a, *pb = b;

  if (pa->y != pb->y)
    return pa->y < pb->y ? -1 : 1;
  return pa->x < pb->x ? -1 : pa->x > pb->x ? 1 : 0;
}

/* The chosen tile's spots, numbered in reading order (top to bottom, left
 * to right) for the keyboard: a number takes the ghost there. None with
 * one spot (Enter places it), or while a prompt numbers its own buttons. */
static void
number_spots (CarcPlayPage    *self,
              const CarcState *state)
{
  g_array_set_size (self->spot_order, 0);
  if (carc_state_get_phase (state) != CARC_PHASE_TILE || self->tile < 0 || self->placements->len < 2
      || prompt_takes_digits (self))
    return;
  g_array_append_vals (self->spot_order, self->placements->data, self->placements->len);
  g_array_sort (self->spot_order, compare_reading_order);
}

/* In the figure step, the spots the next turn offers if this one ends
 * with no figure (the session's answer; none when a decision or the end
 * comes first, or while correcting). */
static void
list_next_spots (CarcPlayPage    *self,
                 const CarcState *state)
{
  guint generation = carc_game_session_get_generation (self->session);

  if (self->correcting || carc_state_get_phase (state) != CARC_PHASE_FIGURE)
    {
      g_array_set_size (self->next_spots, 0);
      self->next_spots_generation = 0;
      return;
    }
  if (self->next_spots_generation == generation && generation != 0)
    return;
  carc_game_session_list_next_spots (self->session, self->next_spots);
  self->next_spots_generation = generation;
}

gboolean
is_next_spot (CarcPlayPage *self,
              int           x,
              int           y)
{
  for (guint i = 0; i < self->next_spots->len; i++)
    if (g_array_index (self->next_spots, CarcPlacement, i).x == x
        && g_array_index (self->next_spots, CarcPlacement, i).y == y)
      return TRUE;
  return FALSE;
}

static void
update_board (CarcPlayPage    *self,
              const CarcState *state)
{
  board_set_state (self, state);

  if (carc_state_get_phase (state) == CARC_PHASE_TILE && self->tile >= 0)
    {
      carc_board_view_set_spots (self->board, (const CarcPlacement *) self->placements->data,
                                 self->placements->len);
      if (self->has_ghost)
        carc_board_view_set_ghost (self->board, self->tile, self->ghost_x, self->ghost_y,
                                   self->rotation, ghost_legal (self));
      else
        carc_board_view_set_ghost (self->board, -1, 0, 0, 0, FALSE);
    }
  else if (carc_state_get_phase (state) == CARC_PHASE_TILE)
    {
      /* Before a tile is chosen: the open spots some tile left in the
       * supply can fill (the engine's answer), to click one first. */
      g_autoptr(GArray) spots = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));

      carc_state_list_live_spots (state, spots);
      carc_board_view_set_spots (self->board, (const CarcPlacement *) spots->data, spots->len);
      carc_board_view_set_ghost (self->board, -1, 0, 0, 0, FALSE);
    }
  else
    {
      /* the figure step: the next turn's spots, a click on one meaning
       * no figure (list_next_spots()) */
      carc_board_view_set_spots (self->board, (const CarcPlacement *) self->next_spots->data, self->next_spots->len);
      carc_board_view_set_ghost (self->board, -1, 0, 0, 0, FALSE);
    }

  if (carc_state_get_phase (state) == CARC_PHASE_FIGURE)
    {
      guint features[CARC_MAX_TILE_FEATURES];
      guint n = carc_figure_bar_get_features (self->figure_bar, features, G_N_ELEMENTS (features));
      carc_board_view_set_figure_choices (self->board, features, n);
    }
  else
    carc_board_view_set_figure_choices (self->board, NULL, 0);
  update_point_choices (self, state);

  if (self->assistance == CARC_ASSISTANCE_COACH && carc_state_get_phase (state) == CARC_PHASE_TILE && self->tile < 0)
    {
      g_autoptr(GHashTable) labels = carc_coach_spot_labels (state);
      g_autoptr(GHashTable) tooltips = carc_coach_spot_tooltips (state);

      carc_board_view_set_spot_labels (self->board, labels);
      carc_board_view_set_spot_tooltips (self->board, tooltips);
    }
  else if (self->spot_order->len > 0)
    {
      /* the chosen tile's spots, numbered for its keys (number_spots()) */
      g_autoptr(GHashTable) labels = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

      for (guint i = 0; i < self->spot_order->len; i++)
        {
          const CarcPlacement *p = &g_array_index (self->spot_order, CarcPlacement, i);
          g_hash_table_insert (labels, g_strdup_printf ("%d,%d", p->x, p->y), g_strdup_printf ("%u", i + 1));
        }
      carc_board_view_set_spot_labels (self->board, labels);
    }
  else
    {
      carc_board_view_set_spot_labels (self->board, NULL);
      carc_board_view_set_spot_tooltips (self->board, NULL);
    }
  carc_board_view_set_show_field_owners (self->board, self->assistance == CARC_ASSISTANCE_COACH);
}

/* Why the chosen tile must wait before it is placed (an expansion's step
 * comes first), or NULL: a tile without placements is then not dead. */
char *
tile_waits (CarcPlayPage    *self,
            const CarcState *state)
{
  guint n_ui;
  const CarcExpansionUi * const *ui = carc_expansions_ui_all (&n_ui);

  if (self->tile < 0 || carc_state_get_phase (state) != CARC_PHASE_TILE)
    return NULL;
  for (guint e = 0; e < n_ui; e++)
    {
      char *text = ui[e]->tile_waits != NULL ? ui[e]->tile_waits (state, (guint) self->tile) : NULL;

      if (text != NULL)
        return text;
    }
  return NULL;
}

/* The turn bar while a number from 10 is typed: its first digit so far. */
static char *
digit_pending_text (guint digit)
{
  /* Translators: while a choice from 10 on is typed digit by digit; %u is
   * the first digit ("1… — the second digit, or Enter for 1") */
  return g_strdup_printf (_("%u… — type the second digit, or press Enter for %u alone (Esc: neither)."),
                          digit, digit);
}

static void
update_turn_bar (CarcPlayPage    *self,
                 const CarcState *state)
{
  const char *name = carc_state_get_player (state) < carc_state_get_n_players (state) ? carc_state_get_setup (state)->players[carc_state_get_player (state)].name : "";
  g_autofree char *text = NULL;
  g_autofree char *waits = tile_waits (self, state);

  switch (carc_state_get_phase (state))
    {
    case CARC_PHASE_TILE:
      gtk_stack_set_visible_child_name (self->turn_stack, "tile");
      if (self->tile < 0)
        {
          if (self->spot_chosen)
            /* Translators: %s is the player */
            text = g_strdup_printf (_("%s: pick the drawn tile; only tiles that fit the chosen spot are offered."), name);
          else
            text = g_strdup_printf (_("%s: pick the drawn tile (Enter), or click a spot first."), name);
        }
      else
        {
          /* the tile in words, as the table sees it */
          g_autofree char *what = carc_tile_describe (carc_catalogue_get_type (carc_state_get_catalogue (state), self->tile));

          if (self->digit_pending > 0)
            text = digit_pending_text (self->digit_pending);
          else if (waits != NULL)
            /* Translators: the chosen tile, then why it waits before it
             * is placed ("straight road: turn the wheel first (above), …") */
            text = g_strdup_printf (_("%s: %s"), what, waits);
          else if (self->placements->len == 0)
            text = g_strdup_printf (_("%s fits nowhere: set it aside, and draw another tile."), what);
          else if (self->spot_order->len > 0)
            /* Translators: the chosen tile, then how many spots it fits,
             * each numbered on the board */
            text = g_strdup_printf (ngettext ("%s: %u spot, numbered on the board: its number or a click takes it "
                                              "there, R turns it, Enter places it.",
                                              "%s: %u spots, numbered on the board: a number or a click takes it "
                                              "there, R turns it, Enter places it.",
                                              self->spot_order->len),
                                    what, self->spot_order->len);
          else
            text = g_strdup_printf (ngettext ("%s: %u spot. R turns it, Enter or a click places it.",
                                              "%s: %u spots. R turns it, Enter or a click places it.",
                                              self->placements->len),
                                    what, self->placements->len);
        }
      gtk_label_set_text (self->tile_label, text);
      /* with a tile chosen, the picker's button is an icon (its tooltip
       * says what it does), so the row with the rotations and Place fits
       * a phone's width in every language */
      adw_button_content_set_label (self->pick_content, self->tile >= 0 ? "" : _("_Pick Tile"));
      gtk_widget_set_visible (self->rotate_box, self->tile >= 0 && self->placements->len > 0);
      gtk_widget_set_visible (GTK_WIDGET (self->place_button), self->tile >= 0 && self->placements->len > 0);
      gtk_widget_set_visible (GTK_WIDGET (self->discard_button), self->tile >= 0 && self->placements->len == 0 && waits == NULL);
      break;

    case CARC_PHASE_FIGURE:
      gtk_stack_set_visible_child_name (self->turn_stack, "figure");
      carc_figure_bar_set_state (self->figure_bar, state);
      if (self->digit_pending > 0)
        text = digit_pending_text (self->digit_pending);
      else if (self->next_spots->len > 0)
        /* Translators: the figure step, when the next turn's spots are
         * marked too: a click on one means no figure */
        text = g_strdup_printf (_("%s: click a place for a figure, press its number, or Esc for none — "
                                  "or click a spot for the next tile."), name);
      else
        text = g_strdup_printf (_("%s: click a place for a figure, press its number, or Esc for none."), name);
      gtk_label_set_text (self->figure_label, text);
      break;

    case CARC_PHASE_DECISION:
      gtk_stack_set_visible_child_name (self->turn_stack, "decision");
      if (self->digit_pending > 0)
        text = digit_pending_text (self->digit_pending);
      else
        text = g_strdup_printf (_("%s decides (see above)."),
                                carc_state_get_setup (state)->players[carc_state_get_pending_player (state)].name);
      gtk_label_set_text (self->decision_label, text);
      break;

    case CARC_PHASE_OVER:
    default:
      gtk_stack_set_visible_child_name (self->turn_stack, "over");
      break;
    }
}

static void
update_title (CarcPlayPage    *self,
              const CarcState *state)
{
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;

  if (carc_state_get_phase (state) == CARC_PHASE_OVER)
    {
      title = g_strdup (_("Game Over"));
      adw_window_title_set_title (self->compact_title, title);
      adw_window_title_set_subtitle (self->compact_title, "");
    }
  else
    {
      const char *player = carc_state_get_setup (state)->players[carc_state_get_player (state)].name;
      g_autofree char *turn = NULL;

      /* Translators: the window title while playing: "Turn 12 · Anna" */
      title = g_strdup_printf (_("Turn %u · %s"), carc_state_get_turn (state), player);
      /* Translators: at phone width the title is the player's name with
       * this below it: "Turn 12" */
      turn = g_strdup_printf (_("Turn %u"), carc_state_get_turn (state));
      adw_window_title_set_title (self->compact_title, player);
      adw_window_title_set_subtitle (self->compact_title, turn);
    }
  adw_window_title_set_title (self->window_title, title);

  if (self->assistance != CARC_ASSISTANCE_RECORD)
    {
      guint n_ui;
      const CarcExpansionUi * const *ui = carc_expansions_ui_all (&n_ui);
      GString *text;

      /* a game that counts its supply its own way (a second stack) */
      subtitle = carc_expansions_ui_tiles_left (state);
      if (subtitle == NULL)
        {
          text = g_string_new (NULL);
          g_string_printf (text, ngettext ("%u tile left", "%u tiles left", carc_state_supply_count (state)),
                           carc_state_supply_count (state));
          /* an expansion's own stack beside it ("3 tower tiles") */
          for (guint e = 0; e < n_ui; e++)
            {
              g_autofree char *note = ui[e]->supply_note != NULL ? ui[e]->supply_note (state) : NULL;

              if (note != NULL)
                g_string_append_printf (text, " · %s", note);
            }
          subtitle = g_string_free (text, FALSE);
        }
    }
  adw_window_title_set_subtitle (self->window_title, subtitle != NULL ? subtitle : "");
}

void
update_all (CarcPlayPage *self)
{
  const CarcState *state = view_state (self);
  CarcPlayContext context = { 0 };
  gboolean busy;

  if (state == NULL)
    return;

  /* a tile an expansion's event announced (the wheel turned for it) is
   * the one to place: it is picked for the table */
  if (carc_state_get_phase (state) == CARC_PHASE_TILE && self->tile < 0)
    {
      guint n_ui;
      const CarcExpansionUi * const *ui = carc_expansions_ui_all (&n_ui);

      for (guint e = 0; e < n_ui && self->tile < 0; e++)
        {
          int due = ui[e]->tile_due != NULL ? ui[e]->tile_due (state) : -1;

          if (due >= 0)
            choose_tile (self, (guint) due, FALSE);
        }
    }

  busy = self->correcting;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "play.undo",
                                 !busy && carc_game_session_can_undo (self->session));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "play.redo",
                                 !busy && carc_game_session_can_redo (self->session));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "play.remove-entry", self->correcting && !self->inserting);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "play.log-in-bgstats",
                                 carc_state_get_phase (carc_game_session_get_state (self->session)) == CARC_PHASE_OVER);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "play.insert-turn",
                                 self->correcting && !self->inserting && carc_state_get_phase (state) == CARC_PHASE_TILE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "play.cancel-correction", self->correcting);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "play.end-game",
                                 !busy && carc_state_get_phase (state) == CARC_PHASE_TILE);
  {
    g_autofree char *waits = tile_waits (self, state);

    /* a tile that waits for its expansion's step is not placed yet */
    gtk_widget_action_set_enabled (GTK_WIDGET (self), "play.place", ghost_legal (self) && waits == NULL);

    gtk_widget_action_set_enabled (GTK_WIDGET (self), "play.discard",
                                   self->tile >= 0 && self->placements->len == 0 && waits == NULL);
  }

  if (self->assistance == CARC_ASSISTANCE_COACH && carc_state_get_phase (state) != CARC_PHASE_OVER)
    {
      /* a final scoring of a copy: only when the game changed */
      guint generation = carc_game_session_get_generation (self->session);

      if (!self->projected_valid || generation != self->projected_generation)
        carc_state_project_final (carc_game_session_get_state (self->session), self->projected);
      self->projected_valid = TRUE;
      self->projected_generation = generation;
    }
  else
    self->projected_valid = FALSE;

  /* the sections and prompts first: whether a prompt numbers its buttons
   * decides whether the board numbers the spots */
  context.session = self->session;
  context.state = state;
  context.assistance = self->assistance;
  context.correcting = self->correcting;
  context.tile = carc_state_get_phase (state) == CARC_PHASE_TILE ? self->tile : -1;
  /* projections are of the present; a correction shows an earlier moment */
  context.projected = self->projected_valid && !self->correcting ? self->projected : NULL;
  for (guint i = 0; i < self->sections->len; i++)
    carc_play_section_update (g_ptr_array_index (self->sections, i), &context);

  number_spots (self, state);
  list_next_spots (self, state);
  update_title (self, state);
  update_turn_bar (self, state);
  update_board (self, state);
}

/* No room in the header bar for the turn (three window buttons beside
 * the page's at 360 px): it shows in the strip below the bar. */
static void
title_form_cb (CarcPlayPage *self)
{
  gtk_revealer_set_reveal_child (self->turn_strip,
                                 carc_title_squeezer_get_visible (self->title_squeezer) == self->no_title);
}

/* The zoom buttons lie over the board's left edge: the spots are kept
 * clear of them (and a little more). */
static void
update_board_inset (CarcPlayPage *self)
{
  int width = 0;

  if (gtk_widget_get_visible (self->zoom_box))
    gtk_widget_measure (self->zoom_box, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
  carc_board_view_set_inset_start (self->board, width > 0 ? gtk_widget_get_margin_start (self->zoom_box) + width + 4 : 0);
}

/* After a placement, or a tile chosen, the board keeps the next move in
 * view: the spots (or the tile that takes a figure) clear of the edges,
 * of the prompts over the top of the board and of the zoom buttons. */
void
follow_play (CarcPlayPage *self)
{
  int top = 0, width = gtk_widget_get_width (GTK_WIDGET (self->board));

  update_board_inset (self);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->prompt_box));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_visible (child) && width > 0)
      {
        int nat_width = 0;

        /* the box is given its natural size (centred at the top), its
         * height for that width */
        gtk_widget_measure (GTK_WIDGET (self->prompt_box), GTK_ORIENTATION_HORIZONTAL, -1,
                            NULL, &nat_width, NULL, NULL);
        gtk_widget_measure (GTK_WIDGET (self->prompt_box), GTK_ORIENTATION_VERTICAL, MIN (nat_width, width),
                            NULL, &top, NULL, NULL);
        break;
      }
  carc_board_view_follow (self->board, top, 0);
}

static void
session_changed_cb (CarcGameSession *session,
                    CarcPlayPage    *self)
{
  CarcSessionChange change = carc_game_session_get_last_change (session);
  const CarcState *state = carc_game_session_get_state (session);
  gboolean pending = self->pending && change == CARC_SESSION_CHANGE_APPLIED && !self->correcting;
  guint first, n;

  if (self->correcting)
    leave_correction (self);
  close_spot_tiles (self, TRUE);
  clear_tile_input (self);
  /* a tile chosen at a spot that waited for this step goes on waiting */
  self->pending = pending;
  hide_message (self);
  self->digit_pending = 0;
  gtk_revealer_set_reveal_child (self->picker_revealer, FALSE);
  /* The engine may have replaced its state object: nothing may keep the
   * old one (update_all() hands out the new one). */
  carc_tile_picker_set_state (self->picker, NULL, self->assistance, FALSE, 0, 0);
  carc_figure_bar_set_state (self->figure_bar, NULL);

  carc_game_session_get_new_scorings (session, &first, &n);

  if (change == CARC_SESSION_CHANGE_APPLIED || change == CARC_SESSION_CHANGE_REDONE)
    {
      if (n > 0 && carc_state_get_phase (state) != CARC_PHASE_OVER)
        {
          g_autoptr(GString) text = g_string_new (NULL);
          g_autoptr(GString) points = g_string_new (NULL);
          g_autofree char *count = NULL;
          g_autofree char *first_and_more = NULL;

          for (guint i = first; i < first + n; i++)
            {
              const CarcScoring *scoring = &carc_state_get_scorings (state)[i];
              g_autofree char *line = carc_format_scoring (state, scoring);

              if (i > first)
                {
                  g_string_append (text, " · ");
                  g_string_append (points, " · ");
                }
              g_string_append (text, line);
              /* Translators: a scoring in short, when the whole line does
               * not fit: "Anna +3" */
              g_string_append_printf (points, _("%s %+d"),
                                      scoring->player < carc_state_get_n_players (state)
                                        ? carc_state_get_setup (state)->players[scoring->player].name : "?",
                                      scoring->points);
            }
          if (n > 1)
            {
              const CarcScoring *scoring = &carc_state_get_scorings (state)[first];

              /* Translators: the toast of several scorings when not every
               * player's points fit (all of them are under Details):
               * "Anna +7 and 3 more" */
              first_and_more = g_strdup_printf (ngettext ("%s %+d and %u more", "%s %+d and %u more", n - 1),
                                                scoring->player < carc_state_get_n_players (state)
                                                  ? carc_state_get_setup (state)->players[scoring->player].name : "?",
                                                scoring->points, n - 1);
            }
          /* what they all were, when they were one thing ("Storm") */
          {
            g_autofree char *kind = NULL;

            for (guint i = first; i < first + n; i++)
              {
                g_autofree char *detail = carc_format_scoring_detail (&carc_state_get_scorings (state)[i]);
                char *comma = strstr (detail, ", ");

                if (comma != NULL)
                  *comma = '\0';
                if (i == first)
                  kind = g_steal_pointer (&detail);
                else if (g_strcmp0 (kind, detail) != 0)
                  g_clear_pointer (&kind, g_free);
                if (kind == NULL)
                  break;
              }
            if (kind != NULL)
              /* Translators: the toast of several scorings of one kind when
               * not every player's points fit (all of them are under
               * Details): "Storm: 4 scorings" */
              count = g_strdup_printf (ngettext ("%s: %u scoring", "%s: %u scorings", n), kind, n);
            else
              /* Translators: the same, of several kinds: "4 scorings" */
              count = g_strdup_printf (ngettext ("%u scoring", "%u scorings", n), n);
          }
          toast_shortened (self, text->str, (const char * const[]) { points->str, first_and_more != NULL ? first_and_more : count,
                                                                     count, NULL });
        }
      if (carc_state_get_phase (state) != CARC_PHASE_OVER)
        carc_turn_report_show (self->turn_report, state, carc_game_session_get_last_update (session),
                               carc_game_get_n_events (carc_game_session_get_game (session)) - 1);
      else
        carc_turn_report_clear (self->turn_report);
    }
  else if (change == CARC_SESSION_CHANGE_UNDONE)
    /* what the undone entry asked of the table is no longer asked */
    carc_turn_report_forget_from (self->turn_report, carc_game_get_n_events (carc_game_session_get_game (session)));
  else
    /* a correction says what changed in its own panel */
    carc_turn_report_clear (self->turn_report);

  if (change != CARC_SESSION_CHANGE_CORRECTED)
    gtk_revealer_set_reveal_child (self->changes_revealer, FALSE);

  update_all (self);
  if (change == CARC_SESSION_CHANGE_APPLIED || change == CARC_SESSION_CHANGE_REDONE
      || change == CARC_SESSION_CHANGE_UNDONE)
    follow_play (self);

  if (carc_state_get_phase (state) == CARC_PHASE_OVER
      && (change == CARC_SESSION_CHANGE_APPLIED || change == CARC_SESSION_CHANGE_REDONE))
    g_signal_emit (self, signals[GAME_OVER], 0);

  /* placed once this change is seen by everyone (not from inside it) */
  if (self->pending && self->pending_idle == 0)
    self->pending_idle = g_idle_add_full (G_PRIORITY_HIGH, continue_pending_cb, self, NULL);
}

/* ---- board signals ---- */

void
open_picker (CarcPlayPage *self)
{
  const CarcState *state = view_state (self);

  if (state == NULL || carc_state_get_phase (state) != CARC_PHASE_TILE)
    return;
  close_spot_tiles (self, TRUE);
  carc_tile_picker_set_state (self->picker, state, self->assistance,
                              self->spot_chosen, self->spot_x, self->spot_y);
  if (self->spot_chosen)
    {
      g_autofree char *where = carc_format_position (state, self->spot_x, self->spot_y, G_MAXUINT);
      /* Translators: the tile picker's title after a spot was clicked; %s
       * is where the spot lies ("north of the start", "east of Ben’s city corner") */
      g_autofree char *title = g_strdup_printf (_("Tiles That Fit %s"), where);
      gtk_label_set_text (self->picker_title, title);
    }
  else
    gtk_label_set_text (self->picker_title, _("The Drawn Tile"));
  gtk_revealer_set_reveal_child (self->picker_revealer, TRUE);
  carc_tile_picker_focus_search (self->picker);
}

static void
pick_toggled_cb (CarcPlayPage *self)
{
  /* the button is bound to the revealer: opening the picker by a key or
   * a spot toggles it too, and the picker is built already */
  if (gtk_toggle_button_get_active (self->pick_button)
      && !gtk_revealer_get_reveal_child (self->picker_revealer))
    open_picker (self);
}

void
place_tile (CarcPlayPage *self)
{
  CarcEvent event;

  if (!ghost_legal (self))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  event = carc_event_tile ((guint) self->tile, self->ghost_x, self->ghost_y, self->rotation);
  if (self->override)
    event.flags |= CARC_EVENT_FLAG_OVERRIDE;
  submit (self, &event);
}

/* Enter (or a click) on a placed tile: what Enter does elsewhere, so the
 * picker opens, or the ghost is placed, wherever the cursor stands. */
static void
tile_activated_cb (CarcBoardView *board,
                   int            x,
                   int            y,
                   CarcPlayPage  *self)
{
  enter_action (GTK_WIDGET (self), "play.enter", NULL);
}

/* The ghost stays where it is while the cursor moves: a click or Enter on
 * another spot moves it there, and a second one places it. */
void
submit_figure (CarcPlayPage   *self,
               CarcFigureKind  kind,
               guint           feature)
{
  const CarcState *state = view_state (self);
  const CarcPlacedTile *tile;
  const CarcTileType *type;
  CarcEvent event;

  if (state == NULL || carc_state_get_phase (state) != CARC_PHASE_FIGURE || carc_state_get_current_tile (state) == CARC_NONE)
    return;
  tile = &carc_state_get_tiles (state)[carc_state_get_current_tile (state)];
  type = carc_state_tile_type (state, tile);
  if (feature >= type->n_features)
    return;
  event = carc_event_figure (kind, carc_loc_rotate (type->features[feature].locations, tile->rotation));
  submit (self, &event);
}

static void
feature_activated_cb (CarcBoardView *board,
                      guint          feature,
                      CarcPlayPage  *self)
{
  CarcFigureKind kind = carc_figure_bar_get_kind (self->figure_bar);
  const CarcState *state = view_state (self);

  if (state == NULL || carc_state_get_phase (state) != CARC_PHASE_FIGURE)
    return;
  if (!carc_figure_bar_has_option (self->figure_bar, kind, feature))
    {
      gboolean found = FALSE;

      for (guint k = 0; k < CARC_N_FIGURE_KINDS && !found; k++)
        if (carc_figure_bar_has_option (self->figure_bar, k, feature))
          {
            kind = k;
            found = TRUE;
          }
      if (!found)
        {
          gtk_widget_error_bell (GTK_WIDGET (self));
          toast (self, _("No figure of yours may go there"));
          return;
        }
    }
  submit_figure (self, kind, feature);
}

static void
point_activated_cb (CarcBoardView *board,
                    guint          index,
                    CarcPlayPage  *self)
{
  const CarcState *state = view_state (self);
  const PointSpot *spot;
  CarcEvent event;
  gboolean ok = FALSE;

  if (state == NULL || index >= self->point_spots->len)
    return;
  spot = &g_array_index (self->point_spots, PointSpot, index);
  if (carc_state_get_phase (state) == CARC_PHASE_DECISION)
    ok = spot->ui->decision_spot_event (state, spot->id, &event);
  else if (carc_state_get_phase (state) == CARC_PHASE_FIGURE)
    ok = spot->ui->figure_spot_event (state, carc_figure_bar_get_kind (self->figure_bar), spot->id, &event);
  if (!ok)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  submit (self, &event);
}

gboolean
activate_point (CarcPlayPage *self,
                guint         index)
{
  if (index >= self->point_spots->len)
    return FALSE;
  point_activated_cb (self->board, index, self);
  return TRUE;
}

/* A mask of rotations with one bit set. */
static gboolean
one_way (guint rotations)
{
  return rotations != 0 && (rotations & (rotations - 1)) == 0;
}

guint
n_numbered_spots (CarcPlayPage *self)
{
  return self->spot_order->len;
}

gboolean
choose_spot_number (CarcPlayPage *self,
                    guint         number)
{
  const CarcState *state = view_state (self);
  CarcPlacement spot;

  if (state == NULL || number == 0 || number > self->spot_order->len || self->tile < 0)
    return FALSE;
  spot = g_array_index (self->spot_order, CarcPlacement, number - 1);
  move_ghost (self, spot.x, spot.y);
  carc_board_view_set_cursor (self->board, spot.x, spot.y);
  update_all (self);
  /* fitting there one way, it is placed: the number said all */
  if (ghost_legal (self) && !tile_has_step (self, state)
      && one_way (carc_coach_rotations_at (state, (guint) self->tile, spot.x, spot.y)))
    place_tile (self);
  return TRUE;
}

static void
tile_chosen_cb (CarcTilePicker *picker,
                guint           type,
                gboolean        override,
                CarcPlayPage   *self)
{
  close_spot_tiles (self, TRUE);
  gtk_revealer_set_reveal_child (self->picker_revealer, FALSE);
  choose_tile (self, type, override);
  update_all (self);
  follow_play (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
figure_kind_changed_cb (CarcPlayPage *self)
{
  const CarcState *state = view_state (self);

  if (state != NULL)
    update_board (self, state);
}

/* ---- actions ---- */

/* ---- for the expansions' actions (carc-expansion-ui.h) ---- */

void
carc_play_page_submit_event (CarcPlayPage    *self,
                             const CarcEvent *event)
{
  submit (self, event);
}

void
carc_play_page_show_error (CarcPlayPage *self,
                           const GError *error)
{
  show_error (self, error);
}

const CarcState *
carc_play_page_get_preview (CarcPlayPage *self)
{
  return self->preview;
}

const CarcState *
carc_play_page_get_state (CarcPlayPage *self)
{
  return view_state (self);
}

/* A plain scroll over the board turns the ghost (legal rotations only). */
static gboolean
scroll_cb (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           CarcPlayPage             *self)
{
  GdkModifierType mods = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));

  if (self->tile < 0 || !self->has_ghost || (mods & (GDK_CONTROL_MASK | GDK_SHIFT_MASK)) || dy == 0)
    return FALSE;
  gtk_widget_activate_action (GTK_WIDGET (self), "play.rotate", "i", dy > 0 ? 1 : -1);
  return TRUE;
}

/* ---- GObject ---- */

static void
carc_play_page_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  CarcPlayPage *self = CARC_PLAY_PAGE (object);

  switch (prop_id)
    {
    case PROP_ASSISTANCE:
      g_value_set_string (value, assistance_names[self->assistance]);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carc_play_page_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  CarcPlayPage *self = CARC_PLAY_PAGE (object);

  switch (prop_id)
    {
    case PROP_ASSISTANCE:
      for (guint i = 0; i < G_N_ELEMENTS (assistance_names); i++)
        if (g_strcmp0 (g_value_get_string (value), assistance_names[i]) == 0)
          carc_play_page_set_assistance (self, i);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

void
_carc_play_page_set_digit_pending (CarcPlayPage *self,
                                   guint         digit)
{
  if (self->digit_pending == digit)
    return;
  self->digit_pending = digit;
  update_all (self);
}

/* ---- keeping the keys on the turn ---- */

/* Has @widget, which had the focus, gone from the page (hidden with its
 * prompt, made insensitive like Place after placing, destroyed)? */
static gboolean
focus_widget_gone (CarcPlayPage *self,
                   GtkWidget    *widget)
{
  return widget == NULL || !gtk_widget_get_mapped (widget) || !gtk_widget_is_sensitive (widget)
         || !gtk_widget_is_ancestor (widget, GTK_WIDGET (self));
}

/* When the widget with the focus goes away, GTK hands the focus to the
 * first focusable widget up the tree (a zoom button, whose Enter then
 * zooms) or to nobody (and Tab then reaches Back first). On the play page
 * it goes back to the board instead, where the turn keys work. */
static void
root_focus_changed_cb (GtkRoot      *root,
                       GParamSpec   *pspec,
                       CarcPlayPage *self)
{
  GtkWidget *focus = gtk_root_get_focus (root);
  gboolean lost = self->focus_watched && focus_widget_gone (self, self->focus_watch);

  g_set_weak_pointer (&self->focus_watch, focus);
  self->focus_watched = focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self));
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)) || focus == GTK_WIDGET (self->board))
    return;
  if (focus == NULL || lost)
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

/* A click never leaves the keyboard focus on a button of the page (Enter
 * after clicking Undo would undo again, after Place nothing would take the
 * digits): before the clicked widget sees the press, it and the widgets
 * around it stop taking the focus on a click. A text field still takes
 * the focus it is clicked for; the board takes it itself. */
static void
page_pressed_cb (GtkGestureClick *gesture,
                 int              n_press,
                 double           x,
                 double           y,
                 CarcPlayPage    *self)
{
  GtkWidget *target = gtk_widget_pick (GTK_WIDGET (self), x, y, GTK_PICK_DEFAULT);

  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
  for (GtkWidget *w = target; w != NULL && w != GTK_WIDGET (self); w = gtk_widget_get_parent (w))
    if (GTK_IS_EDITABLE (w))
      return;
  for (GtkWidget *w = target; w != NULL && w != GTK_WIDGET (self); w = gtk_widget_get_parent (w))
    gtk_widget_set_focus_on_click (w, FALSE);
}

static void
carc_play_page_root (GtkWidget *widget)
{
  CarcPlayPage *self = CARC_PLAY_PAGE (widget);

  GTK_WIDGET_CLASS (carc_play_page_parent_class)->root (widget);
  self->root = gtk_widget_get_root (widget);
  self->focus_id = g_signal_connect (self->root, "notify::focus-widget", G_CALLBACK (root_focus_changed_cb), self);
}

/* The page leaves the screen (another page, the window closes): the spot's
 * popover goes with it, before its surface does. */
static void
carc_play_page_unmap (GtkWidget *widget)
{
  close_spot_tiles (CARC_PLAY_PAGE (widget), TRUE);
  GTK_WIDGET_CLASS (carc_play_page_parent_class)->unmap (widget);
}

static void
carc_play_page_unroot (GtkWidget *widget)
{
  CarcPlayPage *self = CARC_PLAY_PAGE (widget);

  g_clear_signal_handler (&self->focus_id, self->root);
  self->root = NULL;
  g_clear_weak_pointer (&self->focus_watch);
  self->focus_watched = FALSE;
  GTK_WIDGET_CLASS (carc_play_page_parent_class)->unroot (widget);
}

static void
carc_play_page_dispose (GObject *object)
{
  CarcPlayPage *self = CARC_PLAY_PAGE (object);

  if (self->session != NULL)
    g_clear_signal_handler (&self->changed_id, self->session);
  g_clear_object (&self->session);
  g_clear_handle_id (&self->pending_idle, g_source_remove);
  if (self->spot_popover != NULL)
    {
      gtk_widget_unparent (GTK_WIDGET (self->spot_popover));
      self->spot_popover = NULL;
    }
  g_clear_handle_id (&self->message_timeout, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), CARC_TYPE_PLAY_PAGE);

  G_OBJECT_CLASS (carc_play_page_parent_class)->dispose (object);
}

static void
carc_play_page_finalize (GObject *object)
{
  CarcPlayPage *self = CARC_PLAY_PAGE (object);

  g_clear_pointer (&self->placements, g_array_unref);
  g_clear_pointer (&self->sections, g_ptr_array_unref);
  g_clear_pointer (&self->point_spots, g_array_unref);
  g_clear_pointer (&self->next_spots, g_array_unref);
  g_clear_pointer (&self->spot_order, g_array_unref);
  g_clear_pointer (&self->preview, carc_state_free);
  g_clear_pointer (&self->inserted, g_array_unref);
  g_clear_pointer (&self->changes_text, g_free);

  G_OBJECT_CLASS (carc_play_page_parent_class)->finalize (object);
}

static void
carc_play_page_class_init (CarcPlayPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = carc_play_page_get_property;
  object_class->set_property = carc_play_page_set_property;
  object_class->dispose = carc_play_page_dispose;
  object_class->finalize = carc_play_page_finalize;
  widget_class->root = carc_play_page_root;
  widget_class->unroot = carc_play_page_unroot;
  widget_class->unmap = carc_play_page_unmap;

  properties[PROP_ASSISTANCE] =
    g_param_spec_string ("assistance", NULL, NULL, "scorekeeper",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[GAME_OVER] = g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (CARC_TYPE_TILE_PICKER);
  g_type_ensure (CARC_TYPE_SPOT_POPOVER);
  g_type_ensure (CARC_TYPE_TITLE_SQUEEZER);
  g_type_ensure (CARC_TYPE_FIGURE_BAR);
  g_type_ensure (CARC_TYPE_TURN_REPORT);

  gtk_widget_class_set_template_from_resource (widget_class, APP_RESOURCE_PATH "/play/carc-play-page.ui");
  gtk_widget_class_bind_template_child (widget_class, CarcPlayPage, box);
  gtk_widget_class_bind_template_child (widget_class, CarcPlayPage, window_title);
  gtk_widget_class_bind_template_child (widget_class, CarcPlayPage, compact_title);
  gtk_widget_class_bind_template_child (widget_class, CarcPlayPage, title_squeezer);
  gtk_widget_class_bind_template_child (widget_class, CarcPlayPage, no_title);
  gtk_widget_class_bind_template_child (widget_class, CarcPlayPage, turn_strip);
  gtk_widget_class_bind_template_child (widget_class, CarcPlayPage, flap);
  gtk_widget_class_bind_template_child (widget_class, CarcPlayPage, correction_revealer);
  gtk_widget_class_bind_template_child (widget_class, CarcPlayPage, correction_label);
  gtk_widget_class_bind_template_child (widget_class, CarcPlayPage, changes_revealer);
  gtk_widget_class_bind_template_child (widget_class, CarcPlayPage, changes_label);
  gtk_widget_class_bind_template_child (widget_class, CarcPlayPage, board_toasts);
  gtk_widget_class_bind_template_child (widget_class, CarcPlayPage, board_overlay);
  gtk_widget_class_bind_template_child (widget_class, CarcPlayPage, prompt_box);
  gtk_widget_class_bind_template_child (widget_class, CarcPlayPage, turn_report);
  gtk_widget_class_bind_template_child (widget_class, CarcPlayPage, turn_stack);
  gtk_widget_class_bind_template_child (widget_class, CarcPlayPage, tile_label);
  gtk_widget_class_bind_template_child (widget_class, CarcPlayPage, pick_button);
  gtk_widget_class_bind_template_child (widget_class, CarcPlayPage, pick_content);
  gtk_widget_class_bind_template_child (widget_class, CarcPlayPage, zoom_box);
  gtk_widget_class_bind_template_child (widget_class, CarcPlayPage, picker_revealer);
  gtk_widget_class_bind_template_child (widget_class, CarcPlayPage, picker_title);
  gtk_widget_class_bind_template_child (widget_class, CarcPlayPage, picker);
  gtk_widget_class_bind_template_child (widget_class, CarcPlayPage, rotate_box);
  gtk_widget_class_bind_template_child (widget_class, CarcPlayPage, place_button);
  gtk_widget_class_bind_template_child (widget_class, CarcPlayPage, discard_button);
  gtk_widget_class_bind_template_child (widget_class, CarcPlayPage, figure_label);
  gtk_widget_class_bind_template_child (widget_class, CarcPlayPage, figure_bar);
  gtk_widget_class_bind_template_child (widget_class, CarcPlayPage, decision_label);
  gtk_widget_class_bind_template_child (widget_class, CarcPlayPage, side_box);

  _carc_play_page_install_actions (widget_class);

  /* a bin whose side panel asks, folded, for no more than a phone has */
  gtk_widget_class_set_layout_manager_type (widget_class, CARC_TYPE_FOLD_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "carcplaypage");
}

/* A side-panel section or prompt of @type, appended to @box. */
static void
add_section (CarcPlayPage *self,
             GtkWidget    *box,
             GType         type)
{
  GtkWidget *section = g_object_new (type, NULL);

  gtk_box_append (GTK_BOX (box), section);
  g_ptr_array_add (self->sections, section);
}

static void
carc_play_page_init (CarcPlayPage *self)
{
  GtkEventController *scroll;
  GtkEventController *escape;
  GtkGesture *press;

  gtk_widget_init_template (GTK_WIDGET (self));
  carc_fold_layout_set_flap (CARC_FOLD_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))), self->flap);
  g_signal_connect_swapped (self->title_squeezer, "notify::visible-child", G_CALLBACK (title_form_cb), self);

  /* Esc means "no figure" (or: put the tile back, close the picker) even
   * while a toast shows, whose overlay would take Esc to dismiss it. */
  escape = gtk_shortcut_controller_new ();
  gtk_event_controller_set_propagation_phase (escape, GTK_PHASE_CAPTURE);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (escape),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                          gtk_named_action_new ("play.escape")));
  gtk_widget_add_controller (GTK_WIDGET (self), escape);

  /* the turn keys, wherever the focus is (carc-play-actions.c) */
  _carc_play_page_add_key_controller (self);
  press = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (press), 0);
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (press), GTK_PHASE_CAPTURE);
  g_signal_connect (press, "pressed", G_CALLBACK (page_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (press));

  self->tile = -1;
  self->assistance = CARC_ASSISTANCE_SCOREKEEPER;
  self->placements = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));
  self->inserted = g_array_new (FALSE, FALSE, sizeof (CarcEvent));
  self->sections = g_ptr_array_new ();
  self->point_spots = g_array_new (FALSE, FALSE, sizeof (PointSpot));
  self->next_spots = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));
  self->spot_order = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));

  self->board = CARC_BOARD_VIEW (carc_board_view_new ());
  gtk_widget_set_hexpand (GTK_WIDGET (self->board), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self->board), TRUE);
  gtk_overlay_set_child (self->board_overlay, GTK_WIDGET (self->board));
  g_signal_connect (self->board, "spot-activated", G_CALLBACK (spot_activated_cb), self);
  g_signal_connect (self->board, "empty-activated", G_CALLBACK (empty_activated_cb), self);
  g_signal_connect (self->board, "feature-activated", G_CALLBACK (feature_activated_cb), self);
  g_signal_connect (self->board, "tile-activated", G_CALLBACK (tile_activated_cb), self);
  g_signal_connect (self->board, "point-activated", G_CALLBACK (point_activated_cb), self);

  scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL | GTK_EVENT_CONTROLLER_SCROLL_DISCRETE);
  gtk_event_controller_set_propagation_phase (scroll, GTK_PHASE_CAPTURE);
  g_signal_connect (scroll, "scroll", G_CALLBACK (scroll_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->board_overlay), scroll);

  /* a spot first: the tiles that fit there, over the board */
  self->spot_popover = CARC_SPOT_POPOVER (carc_spot_popover_new ());
  gtk_widget_set_parent (GTK_WIDGET (self->spot_popover), GTK_WIDGET (self));
  g_signal_connect (self->spot_popover, "tile-chosen", G_CALLBACK (spot_tile_chosen_cb), self);
  g_signal_connect_swapped (self->spot_popover, "search-changed", G_CALLBACK (spot_search_changed_cb), self);
  g_signal_connect_swapped (self->spot_popover, "pick-tile", G_CALLBACK (spot_pick_tile_cb), self);
  g_signal_connect_swapped (self->spot_popover, "closed", G_CALLBACK (spot_popover_closed_cb), self);

  g_signal_connect (self->picker, "tile-chosen", G_CALLBACK (tile_chosen_cb), self);
  g_signal_connect_swapped (self->pick_button, "toggled", G_CALLBACK (pick_toggled_cb), self);
  g_signal_connect_swapped (self->figure_bar, "kind-changed", G_CALLBACK (figure_kind_changed_cb), self);

  /* The side panel's sections, top to bottom, are the scores, the
   * coach's legend, the expansions' sections (CarcExpansionUi.sections, in the order of
   * carc-expansions-ui.c) and the log; the inline prompts are the
   * expansions', then the last tile's (see carc-play-section.h). */
  {
    guint n_ui;
    const CarcExpansionUi * const *ui = carc_expansions_ui_all (&n_ui);

    add_section (self, GTK_WIDGET (self->side_box), carc_scores_section_get_type ());
    add_section (self, GTK_WIDGET (self->side_box), carc_coach_section_get_type ());
    for (guint e = 0; e < n_ui; e++)
      for (guint i = 0; ui[e]->sections != NULL && ui[e]->sections[i] != NULL; i++)
        add_section (self, GTK_WIDGET (self->side_box), ui[e]->sections[i] ());
    add_section (self, GTK_WIDGET (self->side_box), carc_log_section_get_type ());

    for (guint e = 0; e < n_ui; e++)
      for (guint i = 0; ui[e]->prompts != NULL && ui[e]->prompts[i] != NULL; i++)
        add_section (self, GTK_WIDGET (self->prompt_box), ui[e]->prompts[i] ());
    add_section (self, GTK_WIDGET (self->prompt_box), carc_last_tile_prompt_get_type ());
  }

  /* the message bar, under the prompts */
  {
    GtkWidget *bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
    GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-information-symbolic");
    GtkWidget *label = gtk_label_new (NULL);
    GtkWidget *close = gtk_button_new_from_icon_name ("window-close-symbolic");

    gtk_widget_add_css_class (bar, "prompt");
    gtk_widget_add_css_class (bar, "message-bar");
    gtk_widget_set_valign (icon, GTK_ALIGN_START);
    gtk_label_set_wrap (GTK_LABEL (label), TRUE);
    gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
    gtk_label_set_xalign (GTK_LABEL (label), 0);
    gtk_label_set_max_width_chars (GTK_LABEL (label), 60);
    gtk_label_set_width_chars (GTK_LABEL (label), 20);
    gtk_widget_set_hexpand (label, TRUE);
    gtk_widget_add_css_class (close, "flat");
    gtk_widget_add_css_class (close, "circular");
    gtk_widget_set_valign (close, GTK_ALIGN_START);
    /* the keys stay with the board: the bar goes by itself */
    gtk_widget_set_focusable (close, FALSE);
    gtk_widget_set_focus_on_click (close, FALSE);
    gtk_widget_set_tooltip_text (close, _("Dismiss"));
    g_signal_connect_swapped (close, "clicked", G_CALLBACK (hide_message), self);
    gtk_box_append (GTK_BOX (bar), icon);
    gtk_box_append (GTK_BOX (bar), label);
    gtk_box_append (GTK_BOX (bar), close);

    self->message_revealer = GTK_REVEALER (gtk_revealer_new ());
    gtk_revealer_set_transition_type (self->message_revealer, GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN);
    gtk_revealer_set_child (self->message_revealer, bar);
    gtk_widget_set_name (GTK_WIDGET (self->message_revealer), "message_revealer");
    self->message_label = GTK_LABEL (label);
    gtk_widget_set_visible (GTK_WIDGET (self->message_revealer), FALSE);
    g_signal_connect (self->message_revealer, "notify::child-revealed", G_CALLBACK (message_revealed_cb), self);
    gtk_box_append (self->prompt_box, GTK_WIDGET (self->message_revealer));
  }
}

GtkWidget *
carc_play_page_new (void)
{
  return g_object_new (CARC_TYPE_PLAY_PAGE, NULL);
}

static gboolean
fit_idle_cb (gpointer data)
{
  CarcPlayPage *self = data;

  if (self->board != NULL && gtk_widget_get_width (GTK_WIDGET (self->board)) > 0)
    {
      update_board_inset (self);
      carc_board_view_zoom_to_fit (self->board);
    }
  return G_SOURCE_REMOVE;
}

void
carc_play_page_set_session (CarcPlayPage    *self,
                            CarcGameSession *session)
{
  g_return_if_fail (CARC_IS_PLAY_PAGE (self));
  g_return_if_fail (session == NULL || CARC_IS_GAME_SESSION (session));

  if (self->session == session)
    return;
  if (self->session != NULL)
    g_clear_signal_handler (&self->changed_id, self->session);
  if (self->correcting)
    leave_correction (self);
  close_spot_tiles (self, TRUE);
  clear_tile_input (self);
  carc_turn_report_clear (self->turn_report);
  gtk_revealer_set_reveal_child (self->changes_revealer, FALSE);
  g_set_object (&self->session, session);
  carc_board_view_set_state (self->board, NULL);
  self->board_state = NULL;

  if (session != NULL)
    {
      const CarcState *state = carc_game_session_get_state (session);
      const CarcPlacedTile *last;

      carc_board_view_set_setup_colours (self->board, carc_game_session_get_setup (session));

      self->changed_id = g_signal_connect (session, "changed", G_CALLBACK (session_changed_cb), self);
      last = carc_state_get_n_tiles (state) > 0 ? &carc_state_get_tiles (state)[carc_state_get_n_tiles (state) - 1] : NULL;
      update_all (self);
      update_board_inset (self);
      carc_board_view_zoom_to_fit (self->board);
      if (last != NULL)
        carc_board_view_set_cursor (self->board, last->x, last->y);
      /* Fit again once the page has its size. */
      g_idle_add_full (G_PRIORITY_LOW, fit_idle_cb, g_object_ref (self), g_object_unref);
    }
}

CarcGameSession *
carc_play_page_get_session (CarcPlayPage *self)
{
  g_return_val_if_fail (CARC_IS_PLAY_PAGE (self), NULL);
  return self->session;
}

void
carc_play_page_set_assistance (CarcPlayPage   *self,
                               CarcAssistance  assistance)
{
  g_return_if_fail (CARC_IS_PLAY_PAGE (self));

  if (assistance > CARC_ASSISTANCE_COACH || self->assistance == assistance)
    return;
  self->assistance = assistance;
  update_all (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ASSISTANCE]);
}

CarcAssistance
carc_play_page_get_assistance (CarcPlayPage *self)
{
  g_return_val_if_fail (CARC_IS_PLAY_PAGE (self), CARC_ASSISTANCE_SCOREKEEPER);
  return self->assistance;
}

GtkWidget *
carc_play_page_get_board (CarcPlayPage *self)
{
  g_return_val_if_fail (CARC_IS_PLAY_PAGE (self), NULL);
  return GTK_WIDGET (self->board);
}

GtkWidget *
carc_play_page_get_picker (CarcPlayPage *self)
{
  g_return_val_if_fail (CARC_IS_PLAY_PAGE (self), NULL);
  return GTK_WIDGET (self->picker);
}

GtkWidget *
carc_play_page_get_figure_bar (CarcPlayPage *self)
{
  g_return_val_if_fail (CARC_IS_PLAY_PAGE (self), NULL);
  return GTK_WIDGET (self->figure_bar);
}

GtkWidget *
carc_play_page_get_turn_report (CarcPlayPage *self)
{
  g_return_val_if_fail (CARC_IS_PLAY_PAGE (self), NULL);
  return GTK_WIDGET (self->turn_report);
}

GtkWidget *
carc_play_page_get_log (CarcPlayPage *self)
{
  g_return_val_if_fail (CARC_IS_PLAY_PAGE (self), NULL);

  for (guint i = 0; i < self->sections->len; i++)
    if (CARC_IS_LOG_SECTION (g_ptr_array_index (self->sections, i)))
      return g_ptr_array_index (self->sections, i);
  return NULL;
}

int
carc_play_page_get_ghost (CarcPlayPage *self,
                          int          *x,
                          int          *y,
                          guint        *rotation,
                          gboolean     *legal)
{
  g_return_val_if_fail (CARC_IS_PLAY_PAGE (self), -1);

  if (x != NULL)
    *x = self->ghost_x;
  if (y != NULL)
    *y = self->ghost_y;
  if (rotation != NULL)
    *rotation = self->rotation;
  if (legal != NULL)
    *legal = ghost_legal (self);
  return self->tile;
}

GtkWidget *
carc_play_page_get_spot_popover (CarcPlayPage *self)
{
  g_return_val_if_fail (CARC_IS_PLAY_PAGE (self), NULL);
  return GTK_WIDGET (self->spot_popover);
}

gboolean
carc_play_page_get_point_choice (CarcPlayPage *self,
                                 guint         index,
                                 guint        *id)
{
  g_return_val_if_fail (CARC_IS_PLAY_PAGE (self), FALSE);

  if (index >= self->point_spots->len)
    return FALSE;
  if (id != NULL)
    *id = g_array_index (self->point_spots, PointSpot, index).id;
  return TRUE;
}

const char *
carc_play_page_get_changes_text (CarcPlayPage *self)
{
  g_return_val_if_fail (CARC_IS_PLAY_PAGE (self), NULL);

  if (!gtk_revealer_get_reveal_child (self->changes_revealer) || self->changes_text == NULL)
    return "";
  return self->changes_text;
}

gboolean
carc_play_page_is_correcting (CarcPlayPage *self)
{
  g_return_val_if_fail (CARC_IS_PLAY_PAGE (self), FALSE);
  return self->correcting;
}

