/* carc-error-format.h: an error in words a person reads
 *
 * The engine's messages are for the headless tool: one line naming the
 * tile by its id, the cell by its coordinates and the rule by its number.
 * The screens say the same from the error's detail (carc-errors.h): what
 * is wrong and what to do, in the user's language, naming tiles by what
 * they show and players by their names; an expansion words its own
 * reasons (CarcExpansionUi.error_text). The engine's message is kept for
 * a details line, where one is shown.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "carc-game.h"

G_BEGIN_DECLS

/* What the words may name: all optional. */
typedef struct {
  const CarcState     *state;      /* the position the entry was made in */
  const CarcSetup     *setup;      /* the players' names, the game's limits */
  const CarcCatalogue *catalogue;  /* the tiles' names */
  /* A correction: the game before it (to name a later entry of its log),
   * where the entries of the correction lie in the new log (@own_from, for
   * @n_own), and how far the entries after them moved (@shift: 0 for a
   * replaced entry, the number inserted, −1 for one removed). */
  CarcGame            *game;
  guint                own_from;
  guint                n_own;
  int                  shift;
} CarcErrorScene;

/* The scene of @game at @state (NULL: the game's), with no correction. */
CarcErrorScene  carc_error_scene_of_game      (CarcGame            *game,
                                               const CarcState     *state);

/* What a person reads for @error: a sentence or two, capitalized, with no
 * codes. Errors of other domains (the store, files) are their own message. */
char           *carc_error_format             (const GError         *error,
                                               const CarcErrorScene *scene);
/* The engine's own message, for a details line; NULL when the words above
 * are the message itself (no detail to add). */
char           *carc_error_format_details     (const GError         *error);

/* For the expansions' words (CarcExpansionUi.error_text): tile @type by
 * what it shows, in a phrase ("city corner, road curve"); player @player's
 * name ("Player 2" without a set-up); an edge as it lies on the screen,
 * north up ("the top edge"). */
char           *carc_error_scene_tile         (const CarcErrorScene *scene,
                                               guint                 type);
char           *carc_error_scene_player       (const CarcErrorScene *scene,
                                               guint                 player);
const char     *carc_error_edge_words         (guint                 edge);

G_END_DECLS
