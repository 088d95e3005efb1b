/* carc-board-view-input.c: the board view's clicks, gestures, keys and hover
 *
 * The gestures and controllers move the view, or hand the input to
 * _carc_board_view_click(), _key() and _hover() (which tests call
 * directly): a click picks a choice, a spot or a tile, and a key moves the
 * cursor or activates what it stands on, through the view's signals (the
 * numbers of the choices are the play page's keys, play.digit). The hover
 * highlight and the tooltip's words are here too.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "carc-board-view-internal.h"
#include "carc-coach-labels.h"
#include "carc-expansion-ui.h"
#include "carc-format.h"
#include "carc-tile-painter.h"

#include <glib/gi18n.h>
#include <math.h>

/* ---- hover ---- */

static void
hover_clear (CarcBoardView *self)
{
  if (self->hover_root == CARC_NONE)
    return;
  self->hover_root = CARC_NONE;
  g_array_set_size (self->hover_parts, 0);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The placed tile and feature under a widget point. */
static gboolean
feature_at (CarcBoardView         *self,
            double                 wx,
            double                 wy,
            const CarcPlacedTile **out_tile,
            guint                 *out_feature)
{
  const CarcPlacedTile *tile;
  double bx, by;
  int x, y;
  guint feature;

  if (self->state == NULL)
    return FALSE;
  widget_to_board (self, wx, wy, &bx, &by);
  x = (int) floor (bx);
  y = (int) floor (by);
  tile = tile_at (self, x, y);
  if (tile == NULL)
    return FALSE;
  feature = carc_tile_feature_at (tile_type (self, tile), tile->rotation, bx - x, by - y);
  if (feature == CARC_NO_FEATURE)
    return FALSE;
  *out_tile = tile;
  *out_feature = feature;
  return TRUE;
}

void
hover_update (CarcBoardView *self)
{
  const CarcPlacedTile *tile;
  guint feature, root;

  if (self->pointer_in && feature_at (self, self->pointer_x, self->pointer_y, &tile, &feature))
    root = carc_state_find (self->state, tile->node0 + feature);
  else if (self->state != NULL && self->pinned_node < carc_state_get_n_nodes (self->state))
    root = carc_state_find (self->state, self->pinned_node);
  else
    {
      hover_clear (self);
      return;
    }
  if (root == self->hover_root)
    return;

  /* the whole feature, across all its tiles (the engine knows which) */
  self->hover_root = root;
  carc_state_feature_parts (self->state, root, self->hover_parts);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- input ---- */

static gboolean
choice_at (CarcBoardView *self,
           double         wx,
           double         wy,
           guint         *feature)
{
  const CarcPlacedTile *tile = current_tile (self);
  double r = choice_radius (self) + 2, x[9], y[9];
  guint features[9], n;

  if (tile == NULL || self->choices->len == 0)
    return FALSE;
  n = choice_positions (self, tile, features, x, y);
  for (guint i = 0; i < n; i++)
    if (hypot (wx - x[i], wy - y[i]) <= r)
      {
        *feature = features[i];
        return TRUE;
      }
  return FALSE;
}

static gboolean
point_choice_at (CarcBoardView *self,
                 double         wx,
                 double         wy,
                 guint         *index)
{
  /* a point choice may sit at the shoulder of what it chooses (a figure
   * to give back): a click on that thing, a fifth of a tile away, takes it */
  double r = MAX (choice_radius (self) + 2, effective_tile_size (self) * 0.22), x[32], y[32];
  guint n = point_positions (self, x, y, G_N_ELEMENTS (x));

  for (guint i = 0; i < n; i++)
    {
      if (hypot (wx - x[i], wy - y[i]) <= r)
        {
          *index = i;
          return TRUE;
        }
    }
  return FALSE;
}

static gboolean
is_choice (CarcBoardView *self,
           guint          feature)
{
  for (guint i = 0; i < self->choices->len; i++)
    if (g_array_index (self->choices, guint, i) == feature)
      return TRUE;
  return FALSE;
}

void
_carc_board_view_click (CarcBoardView *self,
                        double         wx,
                        double         wy)
{
  const CarcPlacedTile *tile;
  double bx, by;
  guint feature;
  int x, y;

  g_return_if_fail (CARC_IS_BOARD_VIEW (self));

  if (choice_at (self, wx, wy, &feature))
    {
      g_signal_emit (self, signals[FEATURE_ACTIVATED], 0, feature);
      return;
    }
  if (point_choice_at (self, wx, wy, &feature))
    {
      g_signal_emit (self, signals[POINT_ACTIVATED], 0, feature);
      return;
    }

  widget_to_board (self, wx, wy, &bx, &by);
  x = (int) floor (bx);
  y = (int) floor (by);
  move_cursor (self, x, y, FALSE);

  tile = tile_at (self, x, y);
  if (tile != NULL)
    {
      /* clicking a feature of the new tile that may take a figure picks it */
      if (self->choices->len > 0 && tile == current_tile (self))
        {
          feature = carc_tile_feature_at (tile_type (self, tile), tile->rotation, bx - x, by - y);
          if (feature != CARC_NO_FEATURE && is_choice (self, feature))
            {
              g_signal_emit (self, signals[FEATURE_ACTIVATED], 0, feature);
              return;
            }
        }
      g_signal_emit (self, signals[TILE_ACTIVATED], 0, x, y);
    }
  else if (is_spot (self, x, y) || (self->ghost_type >= 0 && x == self->ghost_x && y == self->ghost_y))
    g_signal_emit (self, signals[SPOT_ACTIVATED], 0, x, y);
  else
    /* an unmarked cell: the page may say why it is no choice */
    g_signal_emit (self, signals[EMPTY_ACTIVATED], 0, x, y);
}

gboolean
_carc_board_view_key (CarcBoardView   *self,
                      guint            keyval,
                      GdkModifierType  state)
{
  g_return_val_if_fail (CARC_IS_BOARD_VIEW (self), FALSE);

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK))
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      move_cursor (self, self->cursor_x - 1, self->cursor_y, TRUE);
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      move_cursor (self, self->cursor_x + 1, self->cursor_y, TRUE);
      return TRUE;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      move_cursor (self, self->cursor_x, self->cursor_y - 1, TRUE);
      return TRUE;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      move_cursor (self, self->cursor_x, self->cursor_y + 1, TRUE);
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
      if (tile_at (self, self->cursor_x, self->cursor_y))
        g_signal_emit (self, signals[TILE_ACTIVATED], 0, self->cursor_x, self->cursor_y);
      else if (is_spot (self, self->cursor_x, self->cursor_y)
               || (self->ghost_type >= 0 && self->cursor_x == self->ghost_x && self->cursor_y == self->ghost_y))
        g_signal_emit (self, signals[SPOT_ACTIVATED], 0, self->cursor_x, self->cursor_y);
      else
        return FALSE;
      return TRUE;
    case GDK_KEY_plus:
    case GDK_KEY_equal:
    case GDK_KEY_KP_Add:
      carc_board_view_zoom_in (self);
      return TRUE;
    case GDK_KEY_minus:
    case GDK_KEY_underscore:
    case GDK_KEY_KP_Subtract:
      carc_board_view_zoom_out (self);
      return TRUE;
    default:
      break;
    }

  /* The digits are the page's (play.digit): one place numbers the choices
   * the board draws, the figure bar's buttons and the prompts' (0 is the
   * tenth, numbers from 10 take two digits), and fitting the board is
   * Ctrl+0. */
  return FALSE;
}

void
carc_board_view_set_highlight (CarcBoardView *self,
                               guint          node)
{
  g_return_if_fail (CARC_IS_BOARD_VIEW (self));

  self->pinned_node = node;
  hover_update (self);
}

void
_carc_board_view_hover (CarcBoardView *self,
                        double         x,
                        double         y)
{
  g_return_if_fail (CARC_IS_BOARD_VIEW (self));

  self->pointer_in = x >= 0 && y >= 0;
  self->pointer_x = x;
  self->pointer_y = y;
  hover_update (self);
}

guint
_carc_board_view_get_n_highlighted (CarcBoardView *self)
{
  return self->hover_parts->len;
}

char *
_carc_board_view_describe_at (CarcBoardView *self,
                              double         x,
                              double         y)
{
  const CarcPlacedTile *tile;
  guint feature;
  CarcFeatureInfo info;
  GString *text;
  g_autofree char *owner_names = NULL;
  guint n_owners = 0;

  g_return_val_if_fail (CARC_IS_BOARD_VIEW (self), NULL);

  /* what an expansion draws over the tiles there (the wheel's sectors) */
  if (self->state != NULL)
    {
      guint n_ui;
      const CarcExpansionUi * const *ui = carc_expansions_ui_all (&n_ui);
      double bx, by;

      widget_to_board (self, x, y, &bx, &by);
      for (guint e = 0; e < n_ui; e++)
        {
          char *own = ui[e]->board_describe != NULL ? ui[e]->board_describe (self->state, bx, by) : NULL;

          if (own != NULL)
            return own;
        }
    }

  /* an open spot with the coach's numbers: what they say */
  if (self->state != NULL && self->spot_tooltips != NULL)
    {
      double bx, by;
      char key[32];
      const char *tip;

      widget_to_board (self, x, y, &bx, &by);
      g_snprintf (key, sizeof key, "%d,%d", (int) floor (bx), (int) floor (by));
      tip = g_hash_table_lookup (self->spot_tooltips, key);
      if (tip != NULL && carc_state_tile_at (self->state, (int) floor (bx), (int) floor (by)) == NULL)
        return g_strdup (tip);
    }

  if (!feature_at (self, x, y, &tile, &feature))
    return NULL;
  carc_state_feature_info (self->state, tile->node0 + feature, &info);
  text = g_string_new (carc_feature_kind_display_name (info.kind));
  if (info.kind == CARC_FEATURE_RIVER)
    return g_string_free (text, FALSE);
  if (info.flags & CARC_NODE_COMPLETE && info.kind != CARC_FEATURE_FIELD)
    {
      g_string_append (text, " · ");
      switch (info.kind)
        {
        /* Translators: a road's status, after its name: "Road · complete" */
        case CARC_FEATURE_ROAD: g_string_append (text, C_("road", "complete")); break;
        /* Translators: a city's status, after its name: "City · complete" */
        case CARC_FEATURE_CITY: g_string_append (text, C_("city", "complete")); break;
        /* Translators: a monastery's status, after its name: "Monastery · complete" */
        case CARC_FEATURE_MONASTERY: g_string_append (text, C_("monastery", "complete")); break;
        case CARC_FEATURE_FIELD:
        case CARC_FEATURE_RIVER:
        case CARC_N_FEATURE_KINDS:
        default: break;
        }
    }

  /* owners */
  g_string_append (text, "\n");
  if (info.owners == 0)
    g_string_append (text, _("No owner"));
  else
    {
      const char *names[CARC_MAX_PLAYERS];
      char *fallbacks[CARC_MAX_PLAYERS] = { NULL };
      guint n = 0;
      g_autofree char *joined = NULL;

      for (guint p = 0; p < carc_state_get_n_players (self->state) && p < CARC_MAX_PLAYERS; p++)
        if (info.owners & (1u << p))
          {
            names[n] = carc_state_get_setup (self->state) ? carc_state_get_setup (self->state)->players[p].name : NULL;
            if (names[n] == NULL)
              names[n] = fallbacks[n] = g_strdup_printf (_("Player %u"), p + 1);
            n++;
          }
      joined = carc_format_join_names (names, n);
      g_string_append (text, joined);
      owner_names = g_strdup (joined);
      n_owners = n;
      for (guint i = 0; i < n; i++)
        g_free (fallbacks[i]);
    }

  /* size (a monastery's: the tiles of its 3×3) and value */
  g_string_append (text, " · ");
  g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u tile", "%u tiles", info.tiles), info.tiles);
  if (info.kind == CARC_FEATURE_CITY && info.pennants > 0)
    {
      g_string_append (text, ", ");
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u pennant", "%u pennants", info.pennants),
                              info.pennants);
    }
  if (info.kind == CARC_FEATURE_FIELD)
    {
      g_string_append (text, ", ");
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u completed city", "%u completed cities",
                                                 info.cities), info.cities);
    }
  if (info.kind != CARC_FEATURE_MONASTERY)
    g_string_append (text, " · ");
  g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%d point now", "%d points now", ABS (info.value)),
                          info.value);
  /* the coach's tint over a field: whose colour it is */
  if (self->show_field_owners && info.kind == CARC_FEATURE_FIELD && owner_names != NULL)
    {
      g_autofree char *tint = carc_coach_field_tooltip (owner_names, n_owners);

      g_string_append_printf (text, "\n%s", tint);
    }
  return g_string_free (text, FALSE);
}

static void
click_released_cb (GtkGestureClick *gesture,
                   int              n_press,
                   double           x,
                   double           y,
                   CarcBoardView   *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (n_press == 1)
    _carc_board_view_click (self, x, y);
}

static void
drag_begin_cb (GtkGestureDrag *gesture,
               double          x,
               double          y,
               CarcBoardView  *self)
{
  self->drag_start_x = self->centre_x;
  self->drag_start_y = self->centre_y;
}

static void
drag_update_cb (GtkGestureDrag *gesture,
                double          dx,
                double          dy,
                CarcBoardView  *self)
{
  double ts = effective_tile_size (self);

  if (hypot (dx, dy) < 3 && self->centre_x == self->drag_start_x && self->centre_y == self->drag_start_y)
    return;
  self->centre_x = self->drag_start_x - dx / ts;
  self->centre_y = self->drag_start_y - dy / ts;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
drag_end_cb (GtkGestureDrag *gesture,
             double          dx,
             double          dy,
             CarcBoardView  *self)
{
  gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
}

static gboolean
scroll_cb (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           CarcBoardView            *self)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  GdkScrollUnit unit = gtk_event_controller_scroll_get_unit (controller);
  double wx = self->pointer_in ? self->pointer_x : self->width / 2.0;
  double wy = self->pointer_in ? self->pointer_y : self->height / 2.0;

  if (state & GDK_CONTROL_MASK)
    {
      /* wheel clicks zoom by steps; smooth scrolling adds up to steps */
      if (unit == GDK_SCROLL_UNIT_WHEEL)
        zoom_step (self, dy < 0 ? 1 : -1, wx, wy);
      else
        {
          self->scroll_zoom += dy;
          while (fabs (self->scroll_zoom) >= 20)
            {
              zoom_step (self, self->scroll_zoom < 0 ? 1 : -1, wx, wy);
              self->scroll_zoom -= self->scroll_zoom < 0 ? -20 : 20;
            }
        }
      return TRUE;
    }

  {
    double ts = effective_tile_size (self);
    double step = unit == GDK_SCROLL_UNIT_WHEEL ? 48 : 1;

    if (state & GDK_SHIFT_MASK && dx == 0)
      {
        dx = dy;
        dy = 0;
      }
    self->centre_x += dx * step / ts;
    self->centre_y += dy * step / ts;
    gtk_widget_queue_draw (GTK_WIDGET (self));
    hover_update (self);
  }
  return TRUE;
}

static void
zoom_begin_cb (GtkGesture       *gesture,
               GdkEventSequence *sequence,
               CarcBoardView    *self)
{
  double cx, cy;

  self->zooming = TRUE;
  self->zoom_start_size = self->tile_size;
  if (!gtk_gesture_get_bounding_box_center (gesture, &cx, &cy))
    {
      cx = self->width / 2.0;
      cy = self->height / 2.0;
    }
  self->zoom_anchor_bx = cx;
  self->zoom_anchor_by = cy;
}

static void
zoom_scale_changed_cb (GtkGestureZoom *gesture,
                       double          scale,
                       CarcBoardView  *self)
{
  double cx, cy;

  if (!gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &cx, &cy))
    {
      cx = self->zoom_anchor_bx;
      cy = self->zoom_anchor_by;
    }
  set_tile_size_at (self, self->zoom_start_size * scale, cx, cy);
}

static void
zoom_end_cb (GtkGesture       *gesture,
             GdkEventSequence *sequence,
             CarcBoardView    *self)
{
  self->zooming = FALSE;
  /* settle on a whole number of pixels: the textures are redrawn crisp */
  self->tile_size = round (self->tile_size);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                CarcBoardView         *self)
{
  return _carc_board_view_key (self, keyval, state);
}

static void
motion_cb (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           CarcBoardView            *self)
{
  _carc_board_view_hover (self, x, y);
}

static void
leave_cb (GtkEventControllerMotion *controller,
          CarcBoardView            *self)
{
  _carc_board_view_hover (self, -1, -1);
}

static void
focus_changed_cb (GtkEventControllerFocus *controller,
                  CarcBoardView           *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- GtkWidget ---- */

gboolean
carc_board_view_query_tooltip (GtkWidget  *widget,
                               int         x,
                               int         y,
                               gboolean    keyboard,
                               GtkTooltip *tooltip)
{
  CarcBoardView *self = CARC_BOARD_VIEW (widget);
  g_autofree char *text = NULL;

  if (keyboard)
    {
      double wx, wy, ts = effective_tile_size (self);

      _carc_board_view_board_to_widget (self, self->cursor_x + 0.5, self->cursor_y + 0.5, &wx, &wy);
      text = _carc_board_view_describe_at (self, wx, wy - ts * 0.3);
    }
  else
    text = _carc_board_view_describe_at (self, x, y);
  if (text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

/* ---- the gestures and controllers ---- */

void
_carc_board_view_add_controllers (CarcBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkGesture *click, *drag, *zoom;
  GtkEventController *controller;

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "released", G_CALLBACK (click_released_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (click));

  drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), 0);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (drag));

  zoom = gtk_gesture_zoom_new ();
  g_signal_connect (zoom, "begin", G_CALLBACK (zoom_begin_cb), self);
  g_signal_connect (zoom, "scale-changed", G_CALLBACK (zoom_scale_changed_cb), self);
  g_signal_connect (zoom, "end", G_CALLBACK (zoom_end_cb), self);
  g_signal_connect (zoom, "cancel", G_CALLBACK (zoom_end_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (zoom));

  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  g_signal_connect (controller, "scroll", G_CALLBACK (scroll_cb), self);
  gtk_widget_add_controller (widget, controller);

  controller = gtk_event_controller_key_new ();
  g_signal_connect (controller, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (widget, controller);

  controller = gtk_event_controller_motion_new ();
  g_signal_connect (controller, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect (controller, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (widget, controller);

  controller = gtk_event_controller_focus_new ();
  g_signal_connect (controller, "enter", G_CALLBACK (focus_changed_cb), self);
  g_signal_connect (controller, "leave", G_CALLBACK (focus_changed_cb), self);
  gtk_widget_add_controller (widget, controller);
}
