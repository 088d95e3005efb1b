/* carc-grow-prompt.c: Towers & Thieves: the tower pieces ran short (R-TT-4)
 *
 * A thief makes every unguarded tower grow; when fewer pieces are left
 * than towers to grow, the player chooses which grow, one piece at a time.
 * The towers that may still get one are numbered on the board (a click or
 * its number) and listed here by where they stand; a button activates
 * play.grow(tower).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-format.h"
#include "carc-grow-prompt.h"
#include "carc-towers-thieves.h"

struct _CarcGrowPrompt
{
  GtkBox      parent_instance;

  GtkWidget  *label;
  GtkWidget  *buttons;
  guint32     shown;        /* the towers the buttons are for */
};

static void carc_grow_prompt_iface_init (CarcPlaySectionInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CarcGrowPrompt, carc_grow_prompt, GTK_TYPE_BOX,
                               G_IMPLEMENT_INTERFACE (CARC_TYPE_PLAY_SECTION, carc_grow_prompt_iface_init))

static void
rebuild_buttons (CarcGrowPrompt  *self,
                 const CarcState *state,
                 guint32          choices)
{
  CarcTower towers[CARC_MAX_TOWERS];
  guint n = MIN (carc_towers_get (state, towers, G_N_ELEMENTS (towers)), (guint) CARC_MAX_TOWERS);
  GtkWidget *child;
  guint number = 0;

  while ((child = gtk_widget_get_first_child (self->buttons)) != NULL)
    gtk_flow_box_remove (GTK_FLOW_BOX (self->buttons), child);
  for (guint i = 0; i < n; i++)
    if (choices & (1u << i))
      {
        g_autofree char *where = carc_format_position (state, towers[i].x, towers[i].y, G_MAXUINT);
        /* Translators: a button: "3: tower on the start tile (2 high)", the
         * number as on the board, where the tower stands, its height */
        g_autofree char *text = g_strdup_printf (_("%u: tower %s (%u high)"), ++number, where, towers[i].height);
        GtkWidget *button = carc_play_section_prompt_button (self->buttons, text, "play.grow",
                                                             g_variant_new_int32 ((gint32) i), FALSE);

        GtkWidget *label = gtk_button_get_child (GTK_BUTTON (button));

        carc_play_section_number_button (button, number);

        gtk_button_set_use_underline (GTK_BUTTON (button), FALSE);
        /* where a tower stands can be long: it wraps on a phone */
        if (GTK_IS_LABEL (label))
          {
            gtk_label_set_wrap (GTK_LABEL (label), TRUE);
            gtk_label_set_max_width_chars (GTK_LABEL (label), 36);
          }
      }
  self->shown = choices;
}

static void
carc_grow_prompt_update (CarcPlaySection       *section,
                         const CarcPlayContext *context)
{
  CarcGrowPrompt *self = CARC_GROW_PROMPT (section);
  const CarcState *state = context->state;
  guint pieces = 0;
  guint32 choices = 0;
  g_autofree char *text = NULL;
  const char *name;
  guint player;

  if (carc_state_get_phase (state) == CARC_PHASE_DECISION && carc_state_get_pending (state) == CARC_PENDING_GROW)
    choices = carc_towers_grow_choices (state, &pieces);
  gtk_widget_set_visible (GTK_WIDGET (self), choices != 0);
  if (choices == 0)
    return;

  player = carc_state_get_pending_player (state);
  name = player < carc_state_get_n_players (state) ? carc_state_get_setup (state)->players[player].name : "";
  if (pieces == 1)
    /* Translators: %s is the player; the towers are numbered on the board */
    text = g_strdup_printf (_("The tower pieces ran short: %s chooses the tower that gets the last piece "
                              "(click it on the board or press its number)."), name);
  else
    /* Translators: %s is the player, %u the pieces left (more than one) */
    text = g_strdup_printf (ngettext ("The tower pieces ran short: %s chooses %u tower that gets one of the last "
                                      "pieces (click it on the board or press its number).",
                                      "The tower pieces ran short: %s chooses %u towers that get one of the last "
                                      "pieces, one at a time (click them on the board or press their numbers).",
                                      pieces),
                            name, pieces);
  gtk_label_set_text (GTK_LABEL (self->label), text);
  rebuild_buttons (self, state, choices);
}

static void
carc_grow_prompt_iface_init (CarcPlaySectionInterface *iface)
{
  iface->update = carc_grow_prompt_update;
}

static void
carc_grow_prompt_class_init (CarcGrowPromptClass *klass)
{
}

static void
carc_grow_prompt_init (CarcGrowPrompt *self)
{
  carc_play_section_init_prompt (GTK_BOX (self), "carc-tower-symbolic", &self->label, &self->buttons);
  gtk_widget_add_css_class (GTK_WIDGET (self), "grow-prompt");
}
