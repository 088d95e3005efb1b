/* carc-play-section.h: a part of the play screen that follows the game
 *
 * The side panel's sections (scores, supply, an expansion's bag, log…)
 * and the inline prompts for the expansions' decisions (a second tile, a
 * draw, a choice…) implement this one small interface. The play page calls
 * update() after every change; a section shows or hides itself. A prompt
 * never changes the game itself: its buttons activate the play page's
 * actions (the expansion's own, installed by its CarcExpansionUi), which
 * the keyboard and the tests use too. A new expansion adds one file per
 * section or prompt and lists them in its carc-<name>-ui.c.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "carc-coach.h"
#include "carc-game-session.h"

G_BEGIN_DECLS

#define CARC_TYPE_PLAY_SECTION (carc_play_section_get_type ())

G_DECLARE_INTERFACE (CarcPlaySection, carc_play_section, CARC, PLAY_SECTION, GtkWidget)

/* What a section sees: the session, the state to show (the session's, or
 * during a correction the state before the entry being corrected), and
 * the assistance level. */
typedef struct {
  CarcGameSession  *session;
  const CarcState  *state;
  CarcAssistance    assistance;
  gboolean          correcting;
  const int        *projected;    /* projected final scores (coach), or NULL */
  int               tile;         /* the tile type being entered (phase TILE,
                                   * chosen, not yet placed), or -1 */
} CarcPlayContext;

struct _CarcPlaySectionInterface
{
  GTypeInterface parent_iface;

  void (*update) (CarcPlaySection       *self,
                  const CarcPlayContext *context);
  /* Optional: Esc, before the page's own meaning of it (a question the
   * prompt asked is taken back); TRUE when it took the key. */
  gboolean (*escape) (CarcPlaySection *self);
};

void     carc_play_section_update (CarcPlaySection       *self,
                                   const CarcPlayContext *context);
gboolean carc_play_section_escape (CarcPlaySection       *self);

/* Helpers for sections */
GtkWidget *carc_play_section_colour_chip (const CarcSetup *setup,
                                          guint            player);

/* A side panel section's layout: a vertical box, @spacing apart, that
 * starts with @title as a heading. */
void       carc_play_section_init_side     (GtkBox      *box,
                                            const char  *title,
                                            int          spacing);
/* A prompt's layout: an icon, a wrapping label and a row of buttons. */
void       carc_play_section_init_prompt   (GtkBox      *box,
                                            const char  *icon_name,
                                            GtkWidget  **label,
                                            GtkWidget  **buttons);
GtkWidget *carc_play_section_prompt_button (GtkWidget   *buttons,
                                            const char  *label,
                                            const char  *action,
                                            GVariant    *target,
                                            gboolean     suggested);
/* A prompt's button that shows the number @number ("2 · Famine", "3
 * Sheep"): the key @number chooses it while the prompt shows (play.digit);
 * 0 takes the number away. */
void       carc_play_section_number_button (GtkWidget   *button,
                                            guint        number);
/* The shown, numbered button @number under @widget, or NULL. */
GtkWidget *carc_play_section_find_numbered (GtkWidget   *widget,
                                            guint        number);

G_END_DECLS
