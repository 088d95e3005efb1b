/* carc-thief-prompt.c: Towers & Thieves: a thief tile drawn (R-TT-4)
 *
 * When the table picks a tile that shows a thief (or may show one: the
 * catalogue does not know every tile), the prompt says what entering the
 * thief will do before anyone confirms: which towers grow, whether the
 * pieces run short (a choice follows), and either the theft (no guard
 * anywhere: a tower tile is drawn instead) or what every player's guards
 * score. Where the catalogue lacks the value the table enters the one
 * printed on the tile. The button activates play.thief(value); after a
 * theft the prompt says to draw a tower tile.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-format.h"
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
  GtkWidget       *enter_button;

  CarcGameSession *session;     /* to preview again when the value changes */
  gboolean         correcting;
  int              tile;        /* the thief tile shown, -1 none */
  int              spin_tile;   /* the tile whose value the spin was set to */
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

/* What entering a thief of @value (the value printed on @type; -1 none
 * known yet) does now, in words. */
static char *
describe (const CarcState *state,
          CarcThiefSymbol  symbol,
          int              known,
          int              value)
{
  GString *text = g_string_new (NULL);
  const char *name = player_name (state, carc_state_get_player (state));
  CarcThiefPreview preview;
  guint growing;

  if (symbol == CARC_THIEF_MAYBE)
    g_string_append (text, _("Does this tile show a thief? If it does, enter the value printed on it before "
                             "the tile is placed; if not, place it as usual."));
  else if (known >= 0)
    /* Translators: the tile chosen shows a thief with this value (R-TT-4) */
    g_string_append_printf (text, _("This tile shows a thief of value %d: enter it before the tile is placed."),
                            known);
  else
    g_string_append (text, _("This tile shows a thief: enter the value printed on it before the tile is placed."));

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
  int known = -1, value;
  CarcThiefSymbol symbol = carc_towers_thief_symbol (state, (guint) self->tile, &known);
  const CarcTileType *type = carc_catalogue_get_type (carc_state_get_catalogue (state), (guint) self->tile);
  gboolean uncertain = FALSE, ask;
  g_autofree char *text = NULL;

  /* where the catalogue lacks the value, or marks it uncertain, the table
   * enters the one printed on the tile (the catalogue's offered first) */
  if (type != NULL)
    carc_towers_tile_thief (type, NULL, &uncertain);
  ask = known < 0 || uncertain;
  if (ask && known > 0 && self->spin_tile != self->tile)
    {
      self->spin_tile = self->tile;
      self->setting = TRUE;
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->value_spin), known);
      self->setting = FALSE;
    }
  set_shown (self->value_box, ask);
  value = ask ? gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->value_spin)) : known;
  text = describe (state, symbol, known, value);
  gtk_label_set_text (GTK_LABEL (self->label), text);
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (self->enter_button),
                                          g_variant_new_int32 (ask ? value : -1));
  set_shown (self->enter_button, TRUE);
}

static void
carc_thief_prompt_update (CarcPlaySection       *section,
                          const CarcPlayContext *context)
{
  CarcThiefPrompt *self = CARC_THIEF_PROMPT (section);
  const CarcState *state = context->state;
  CarcThiefPreview preview;

  g_set_object (&self->session, context->session);
  self->correcting = context->correcting;
  self->tile = -1;

  if (!(carc_state_get_setup (state)->rules & CARC_RULE_TOWERS) || carc_state_get_phase (state) != CARC_PHASE_TILE)
    {
      gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
      return;
    }

  if (context->tile >= 0 && carc_towers_thief_symbol (state, (guint) context->tile, NULL) != CARC_THIEF_NONE
      && carc_towers_thief_preview (state, -1, &preview))
    {
      self->tile = context->tile;
      show_thief (self, state);
      gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
      return;
    }

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
      set_shown (self->enter_button, FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
      return;
    }

  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

static void
value_changed_cb (CarcThiefPrompt *self)
{
  /* the preview is of the game as it is (a correction shows an earlier
   * moment, which the page hands out with its next update) */
  if (self->setting || self->tile < 0 || self->session == NULL || self->correcting)
    return;
  show_thief (self, carc_game_session_get_state (self->session));
}

static void
carc_thief_prompt_iface_init (CarcPlaySectionInterface *iface)
{
  iface->update = carc_thief_prompt_update;
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
  self->spin_tile = -1;
  carc_play_section_init_prompt (GTK_BOX (self), "carc-thief-symbolic", &self->label, &self->buttons);
  gtk_widget_add_css_class (GTK_WIDGET (self), "thief-prompt");

  /* the value printed on the tile, where the catalogue lacks it */
  self->value_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  /* Translators: the thief value printed on the tile, entered by the table */
  value_label = gtk_label_new_with_mnemonic (_("_Value on the tile"));
  self->value_spin = gtk_spin_button_new_with_range (1, MAX_THIEF_VALUE, 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->value_spin), CARC_THIEF_EXAMPLE_VALUE);
  gtk_label_set_mnemonic_widget (GTK_LABEL (value_label), self->value_spin);
  gtk_box_append (GTK_BOX (self->value_box), value_label);
  gtk_box_append (GTK_BOX (self->value_box), self->value_spin);
  gtk_flow_box_append (GTK_FLOW_BOX (self->buttons), self->value_box);
  g_signal_connect_swapped (self->value_spin, "value-changed", G_CALLBACK (value_changed_cb), self);

  self->enter_button = carc_play_section_prompt_button (self->buttons, _("_Enter the Thief"), "play.thief",
                                                        g_variant_new_int32 (-1), TRUE);
}

gboolean
carc_thief_prompt_activate (CarcThiefPrompt *self)
{
  g_return_val_if_fail (CARC_IS_THIEF_PROMPT (self), FALSE);

  if (!gtk_widget_get_visible (GTK_WIDGET (self)) || self->tile < 0)
    return FALSE;
  /* the button's action at once (a button's own activation waits for
   * its press animation) */
  return gtk_widget_activate_action_variant (self->enter_button, "play.thief",
                                             gtk_actionable_get_action_target_value (GTK_ACTIONABLE (self->enter_button)));
}
