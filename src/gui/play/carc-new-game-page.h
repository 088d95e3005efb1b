/* carc-new-game-page.h: sets, options, variants, start and players
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "carc-profile.h"

#include "carc-setup.h"

G_BEGIN_DECLS

#define CARC_TYPE_NEW_GAME_PAGE (carc_new_game_page_get_type ())

G_DECLARE_FINAL_TYPE (CarcNewGamePage, carc_new_game_page, CARC, NEW_GAME_PAGE, GtkWidget)

GtkWidget *carc_new_game_page_new          (void);
/* The sets and their options come from @catalogue. */
void       carc_new_game_page_set_catalogue (CarcNewGamePage     *self,
                                             const CarcCatalogue *catalogue);
/* Everyone who ever played (the store's roster); those in the setup are
 * ticked. */
void       carc_new_game_page_set_roster   (CarcNewGamePage     *self,
                                            const char * const  *names);
/* The box profiles to choose from (CarcProfile*, copied), every game's:
 * the game chosen offers its own (CarcProfile.game), the one whose
 * @is_default (one per profile; NULL: none) is TRUE chosen, else none
 * (the catalogue as it is). */
void       carc_new_game_page_set_profiles  (CarcNewGamePage     *self,
                                             GPtrArray           *profiles,
                                             const gboolean      *is_default);
/* The same, after the boxes changed (Your Box edited): the profile chosen
 * (or none) stays chosen, as it is now, if it is still there; a first box
 * is chosen as the default. */
void       carc_new_game_page_update_profiles (CarcNewGamePage  *self,
                                               GPtrArray        *profiles,
                                               const gboolean   *is_default);
/* Shows @setup (the last used one, or the defaults when NULL). */
void       carc_new_game_page_set_setup    (CarcNewGamePage     *self,
                                            const CarcSetup     *setup);
/* The setup the page shows; NULL and @error when it makes no game. */
CarcSetup *carc_new_game_page_build_setup  (CarcNewGamePage     *self,
                                            GError             **error);
/* Adds a player to the roster shown (ticked). FALSE if the name is empty or
 * already listed. */
gboolean   carc_new_game_page_add_player   (CarcNewGamePage     *self,
                                            const char          *name);
/* Moves the player at seat @index up (-1) or down (+1). */
void       carc_new_game_page_move_player  (CarcNewGamePage     *self,
                                            guint                index,
                                            int                  delta);
/* Switches the tile set @set_id on or off, as its row's switch does. */
void       carc_new_game_page_set_set_enabled (CarcNewGamePage  *self,
                                               const char       *set_id,
                                               gboolean          enabled);
/* Why Start is unavailable (the engine's reason), or that it is ready. */
const char *carc_new_game_page_get_start_reason (CarcNewGamePage *self);

/* Signals: "start" (CarcSetup *setup): the user asked to start; the setup is
 * valid and owned by the signal; "player-added" (const char *name);
 * "count-tiles" (guint game, const char *profile): the user asked for Your
 * Box on the game chosen and its box profile chosen (NULL: none).
 *
 * Actions: new-game.start, new-game.count-tiles (the row "Count Your
 * Tiles…" below the box profile's). */

G_END_DECLS
