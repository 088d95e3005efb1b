/* carc-thief-prompt.c: Towers & Thieves: a thief tile drawn (R-TT-4)
 *
 * When the table picks a tile that shows a thief (or may show one: the
 * catalogue does not know every tile), the prompt says what entering the
 * thief will do: which towers grow, whether the pieces run short (a choice
 * follows), and either the theft (no guard anywhere: a tower tile is drawn
 * instead) or what every player's guards score. Nothing is entered until
 * the value is seen: "Enter the Thief…" (T) asks it, with the tile's value
 * proposed where the catalogue or the box knows it (and then the only
 * choice, R-TT-4), else the last thief's value in this game (else the
 * seed's example); digits type over it, Enter or Confirm enters it
 * (play.thief(value)), Esc or Cancel takes the question back. After a
 * theft the prompt says to draw a tower tile.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-expansion-ui.h"
#include "carc-format.h"
#include "carc-play-page.h"
#include "carc-thief-prompt.h"
#include "carc-towers-thieves.h"

#define MAX_THIEF_VALUE 30

struct _CarcThiefPrompt
{
  GtkBox           parent_instance;

  GtkWidget       *label;
  GtkWidget       *buttons;
  GtkWidget       *value_box;
  GtkWidget       *value_spin;
  GtkWidget       *ask_button;      /* "Enter the Thief…": asks the value */
  GtkWidget       *confirm_button;  /* enters it */
  GtkWidget       *cancel_button;

  CarcGameSession *session;     /* to preview again when the value changes */
  gboolean         correcting;
  int              tile;        /* the thief tile shown, -1 none */
  gboolean         asking;      /* its value is being asked */
  gboolean         setting;     /* the spin is being set, not changed */
};

static void carc_thief_prompt_iface_init (CarcPlaySectionInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CarcThiefPrompt, carc_thief_prompt, GTK_TYPE_BOX,
                               G_IMPLEMENT_INTERFACE (CARC_TYPE_PLAY_SECTION, carc_thief_prompt_iface_init))

/* A child of the flow box of buttons, with its slot */
static void
set_shown (GtkWidget *child,
           gboolean   shown)
{
  gtk_widget_set_visible (gtk_widget_get_parent (child), shown);
}

static const char *
player_name (const CarcState *state,
             guint            player)
{
  return player < carc_state_get_n_players (state) ? carc_state_get_setup (state)->players[player].name : "";
}

/* The value printed on @type as the table's box has it: the catalogue's,
 * certain unless the data marks it uncertain and the box does not say it
 * (the box's reading is the truth, RULES.md); -1 when unknown. */
static int
known_value (const CarcState *state,
             guint            type,
             gboolean        *certain)
{
  const CarcTileType *t = carc_catalogue_get_type (carc_state_get_catalogue (state), type);
  JsonObject *overrides = carc_state_get_setup (state)->overrides;
  int known = -1;

  carc_towers_thief_symbol (state, type, &known);
  *certain = known > 0
             && (carc_tile_type_uncertain_note (t, "thief") == NULL
                 || (overrides != NULL && json_object_has_member (overrides, t->id)
                     && JSON_NODE_HOLDS_OBJECT (json_object_get_member (overrides, t->id))
                     && json_object_has_member (json_object_get_object_member (overrides, t->id), "thief")));
  return known > 0 ? known : -1;
}

/* The value of the last thief entered in this game, else the seed's. */
static int
last_value (CarcGameSession *session)
{
  CarcGame *game = session != NULL ? carc_game_session_get_game (session) : NULL;

  for (guint i = game != NULL ? carc_game_get_n_events (game) : 0; i > 0; i--)
    {
      const CarcEvent *event = carc_game_get_event (game, i - 1);
      if (event->type == CARC_EVENT_THIEF && event->value > 0)
        return event->value;
    }
  return CARC_THIEF_EXAMPLE_VALUE;
}

/* What entering a thief of @value (-1: not known yet) does now, in words,
 * after @intro. */
static char *
describe (const CarcState *state,
          CarcThiefSymbol  symbol,
          const char      *intro,
          int              value)
{
  GString *text = g_string_new (intro);
  const char *name = player_name (state, carc_state_get_player (state));
  CarcThiefPreview preview;
  guint growing;

  if (!carc_towers_thief_preview (state, value, &preview))
    return g_string_free (text, FALSE);

  g_string_append (text, "\n");
  if (symbol == CARC_THIEF_MAYBE)
    /* Translators: followed by what a thief on this tile would do */
    g_string_append_printf (text, "%s ", _("If it does:"));
  growing = (guint) __builtin_popcount (preview.grow);
  if (preview.choice_owed)
    /* Translators: %u pieces left, %s is the player who chooses */
    g_string_append_printf (text, ngettext ("Only %u tower piece is left: %s chooses which tower grows.",
                                            "Only %u tower pieces are left: %s chooses which towers grow.",
                                            preview.pieces),
                            preview.pieces, name);
  else if (growing > 0)
    g_string_append_printf (text, ngettext ("%u unguarded tower grows by one piece (ringed on the board).",
                                            "%u unguarded towers grow by one piece (ringed on the board).",
                                            growing),
                            growing);
  else
    g_string_append (text, _("No tower grows."));

  g_string_append_c (text, ' ');
  if (preview.stolen)
    {
      if (carc_towers_tower_tiles_left (state) > 0)
        /* Translators: %s is the player */
        g_string_append_printf (text, _("No tower has a guard: the thief steals the tile, which goes beside the "
                                        "score track, and %s draws a tower tile instead."), name);
      else
        g_string_append_printf (text, _("No tower has a guard: the thief steals the tile, which goes beside the "
                                        "score track, and %s draws another land tile instead (no tower tiles "
                                        "are left)."), name);
      if (preview.stolen_returned >= 0)
        g_string_append_printf (text, " %s", _("The tile stolen before goes back to the box."));
      return g_string_free (text, FALSE);
    }

  /* the guards' points wait for the value */
  if (value < 0)
    {
      /* Translators: before the thief's value is asked: what the guards
       * will score */
      g_string_append (text, _("The guards score the value printed on the thief, and every guard goes home; "
                               "then the tile is placed."));
      return g_string_free (text, FALSE);
    }
  /* Translators: followed by "Anna: 2 guards, +12; Ben: 1 guard, +6" */
  g_string_append (text, _("The guards score:"));
  for (guint p = 0, n = 0; p < carc_state_get_n_players (state); p++)
    if (preview.guards[p] > 0)
      {
        g_string_append (text, n++ > 0 ? "; " : " ");
        /* Translators: "Anna: 2 guards, +12" */
        g_string_append_printf (text, ngettext ("%s: %u guard, %+d", "%s: %u guards, %+d", preview.guards[p]),
                                player_name (state, p), preview.guards[p], preview.points[p]);
      }
  g_string_append (text, ". ");
  if (preview.stolen_returned >= 0)
    g_string_append (text, _("The stolen tile goes back to the box and every guard goes home; then the tile "
                             "is placed."));
  else
    g_string_append (text, _("Every guard goes home; then the tile is placed."));
  return g_string_free (text, FALSE);
}

static void
show_thief (CarcThiefPrompt *self,
            const CarcState *state)
{
  gboolean certain;
  int known = known_value (state, (guint) self->tile, &certain);
  CarcThiefSymbol symbol = carc_towers_thief_symbol (state, (guint) self->tile, NULL);
  g_autofree char *intro = NULL;
  g_autofree char *text = NULL;
  int value = -1;

  if (!self->asking)
    {
      /* what a thief does, before anything is asked or entered */
      if (symbol == CARC_THIEF_MAYBE)
        intro = g_strdup (_("Does this tile show a thief? If it does, enter it before the tile is placed "
                            "(T); if not, place it as usual."));
      else if (certain)
        /* Translators: the tile chosen shows a thief with this value (R-TT-4) */
        intro = g_strdup_printf (_("This tile shows a thief of value %d: enter it before the tile is placed (T)."),
                                 known);
      else
        intro = g_strdup (_("This tile shows a thief: enter it before the tile is placed (T)."));
      value = certain ? known : -1;
    }
  else if (certain)
    {
      /* Translators: the thief's value asked, where the tile's is known:
       * the only value it may have (R-TT-4) */
      intro = g_strdup_printf (_("The thief on this tile has the value %d. Enter confirms it, Esc goes back."),
                               known);
      value = known;
    }
  else
    {
      intro = g_strdup (_("Which value is printed on the thief? Type it, Enter confirms, Esc goes back."));
      value = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->value_spin));
    }
  text = describe (state, symbol, intro, value);
  gtk_label_set_text (GTK_LABEL (self->label), text);

  set_shown (self->ask_button, !self->asking);
  set_shown (self->value_box, self->asking && !certain);
  set_shown (self->confirm_button, self->asking);
  set_shown (self->cancel_button, self->asking);
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (self->confirm_button),
                                          g_variant_new_int32 (certain ? -1 : value));
}

static void
carc_thief_prompt_update (CarcPlaySection       *section,
                          const CarcPlayContext *context)
{
  CarcThiefPrompt *self = CARC_THIEF_PROMPT (section);
  const CarcState *state = context->state;
  CarcThiefPreview preview;
  int tile = self->tile;

  g_set_object (&self->session, context->session);
  self->correcting = context->correcting;
  self->tile = -1;

  if (!(carc_state_get_setup (state)->rules & CARC_RULE_TOWERS) || carc_state_get_phase (state) != CARC_PHASE_TILE)
    {
      self->asking = FALSE;
      gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
      return;
    }

  if (context->tile >= 0 && carc_towers_thief_symbol (state, (guint) context->tile, NULL) != CARC_THIEF_NONE
      && carc_towers_thief_preview (state, -1, &preview))
    {
      /* another tile is asked again from the start */
      if (context->tile != tile)
        self->asking = FALSE;
      self->tile = context->tile;
      show_thief (self, state);
      gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
      return;
    }

  self->asking = FALSE;
  if (context->tile < 0 && carc_towers_tower_tile_owed (state))
    {
      g_autofree char *text = NULL;
      const char *name = player_name (state, carc_state_get_player (state));

      if (carc_towers_tower_tiles_left (state) > 0)
        /* Translators: %s is the player */
        text = g_strdup_printf (_("The thief stole the tile: %s draws a tower tile from its own stack and places it."),
                                name);
      else
        text = g_strdup_printf (_("The thief stole the tile: no tower tiles are left, so %s draws another land tile."),
                                name);
      gtk_label_set_text (GTK_LABEL (self->label), text);
      set_shown (self->value_box, FALSE);
      set_shown (self->ask_button, FALSE);
      set_shown (self->confirm_button, FALSE);
      set_shown (self->cancel_button, FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
      return;
    }

  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

/* The state the prompt shows: the game's (a correction shows an earlier
 * moment, which the page hands out with its next update). */
static const CarcState *
shown_state (CarcThiefPrompt *self)
{
  CarcPlayPage *page = CARC_PLAY_PAGE (gtk_widget_get_ancestor (GTK_WIDGET (self), CARC_TYPE_PLAY_PAGE));

  if (page != NULL && carc_play_page_get_state (page) != NULL)
    return carc_play_page_get_state (page);
  return self->session != NULL ? carc_game_session_get_state (self->session) : NULL;
}

static void
value_changed_cb (CarcThiefPrompt *self)
{
  const CarcState *state;

  if (self->setting || self->tile < 0 || !self->asking || (state = shown_state (self)) == NULL)
    return;
  show_thief (self, state);
}

/* The board takes the keys again (the turn goes on there). */
static void
focus_board (CarcThiefPrompt *self)
{
  GtkWidget *page = gtk_widget_get_ancestor (GTK_WIDGET (self), CARC_TYPE_PLAY_PAGE);

  if (page != NULL)
    gtk_widget_grab_focus (carc_play_page_get_board (CARC_PLAY_PAGE (page)));
}

static void
confirm (CarcThiefPrompt *self)
{
  GVariant *target;

  if (!self->asking || self->tile < 0)
    return;
  /* a value typed but not yet taken by the spin counts */
  gtk_spin_button_update (GTK_SPIN_BUTTON (self->value_spin));
  value_changed_cb (self);
  target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (self->confirm_button));
  focus_board (self);
  gtk_widget_activate_action_variant (self->confirm_button, "play.thief", target);
}

static void
cancel (CarcThiefPrompt *self)
{
  const CarcState *state = shown_state (self);

  if (!self->asking)
    return;
  self->asking = FALSE;
  if (state != NULL && self->tile >= 0)
    show_thief (self, state);
  focus_board (self);
}

static void
confirm_clicked_cb (CarcThiefPrompt *self)
{
  confirm (self);
}

/* Esc while the value is asked takes the question back (rather than the
 * page's Esc, which would put the tile back). */
static gboolean
carc_thief_prompt_escape (CarcPlaySection *section)
{
  CarcThiefPrompt *self = CARC_THIEF_PROMPT (section);

  if (!self->asking)
    return FALSE;
  cancel (self);
  return TRUE;
}

static void
carc_thief_prompt_iface_init (CarcPlaySectionInterface *iface)
{
  iface->update = carc_thief_prompt_update;
  iface->escape = carc_thief_prompt_escape;
}

static void
carc_thief_prompt_dispose (GObject *object)
{
  CarcThiefPrompt *self = CARC_THIEF_PROMPT (object);

  g_clear_object (&self->session);

  G_OBJECT_CLASS (carc_thief_prompt_parent_class)->dispose (object);
}

static void
carc_thief_prompt_class_init (CarcThiefPromptClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = carc_thief_prompt_dispose;
}

static void
carc_thief_prompt_init (CarcThiefPrompt *self)
{
  GtkWidget *value_label;

  self->tile = -1;
  carc_play_section_init_prompt (GTK_BOX (self), "carc-thief-symbolic", &self->label, &self->buttons);
  gtk_widget_add_css_class (GTK_WIDGET (self), "thief-prompt");

  self->ask_button = carc_play_section_prompt_button (self->buttons, _("_Enter the Thief…"), "play.enter-thief",
                                                      NULL, TRUE);
  gtk_widget_set_name (self->ask_button, "thief-ask");

  /* the value printed on the tile, where the box does not know it */
  self->value_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  /* Translators: the thief value printed on the tile, entered by the table */
  value_label = gtk_label_new_with_mnemonic (_("_Value on the tile"));
  self->value_spin = gtk_spin_button_new_with_range (1, MAX_THIEF_VALUE, 1);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (self->value_spin), TRUE);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->value_spin), CARC_THIEF_EXAMPLE_VALUE);
  gtk_label_set_mnemonic_widget (GTK_LABEL (value_label), self->value_spin);
  gtk_box_append (GTK_BOX (self->value_box), value_label);
  gtk_box_append (GTK_BOX (self->value_box), self->value_spin);
  gtk_flow_box_append (GTK_FLOW_BOX (self->buttons), self->value_box);
  g_signal_connect_swapped (self->value_spin, "value-changed", G_CALLBACK (value_changed_cb), self);
  /* Enter in the value: confirmed (after the spin's own handler takes the
   * text typed) */
  g_signal_connect_swapped (gtk_editable_get_delegate (GTK_EDITABLE (self->value_spin)), "activate",
                            G_CALLBACK (confirm), self);

  self->confirm_button = carc_play_section_prompt_button (self->buttons,
                                                          /* Translators: enters the thief with the value shown */
                                                          _("_Confirm"), NULL, NULL, TRUE);
  /* its click goes through confirm() too: the value typed counts */
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (self->confirm_button), g_variant_new_int32 (-1));
  gtk_widget_set_name (self->confirm_button, "thief-confirm");
  g_signal_connect_swapped (self->confirm_button, "clicked", G_CALLBACK (confirm_clicked_cb), self);
  self->cancel_button = carc_play_section_prompt_button (self->buttons, _("_Cancel"), NULL, NULL, FALSE);
  gtk_widget_set_name (self->cancel_button, "thief-cancel");
  g_signal_connect_swapped (self->cancel_button, "clicked", G_CALLBACK (cancel), self);
}

gboolean
carc_thief_prompt_ask (CarcThiefPrompt *self)
{
  const CarcState *state;
  gboolean certain;

  g_return_val_if_fail (CARC_IS_THIEF_PROMPT (self), FALSE);

  if (!gtk_widget_get_visible (GTK_WIDGET (self)) || self->tile < 0 || (state = shown_state (self)) == NULL)
    return FALSE;
  if (self->asking)
    {
      /* T again while asked: the value stays where it is typed */
      gtk_widget_grab_focus (gtk_widget_get_visible (gtk_widget_get_parent (self->value_box))
                               ? self->value_spin : self->confirm_button);
      return TRUE;
    }
  /* the tile's value, else the last thief's */
  {
    int known = known_value (state, (guint) self->tile, &certain);

    self->setting = TRUE;
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->value_spin),
                               known > 0 ? known : last_value (self->session));
    self->setting = FALSE;
  }
  self->asking = TRUE;
  show_thief (self, state);
  if (certain)
    gtk_widget_grab_focus (self->confirm_button);
  else
    {
      gtk_widget_grab_focus (self->value_spin);
      /* typing replaces the proposal */
      gtk_editable_select_region (GTK_EDITABLE (self->value_spin), 0, -1);
    }
  return TRUE;
}

gboolean
carc_thief_prompt_is_asking (CarcThiefPrompt *self)
{
  g_return_val_if_fail (CARC_IS_THIEF_PROMPT (self), FALSE);
  return self->asking && gtk_widget_get_visible (GTK_WIDGET (self));
}
