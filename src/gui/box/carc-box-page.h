/* carc-box-page.h: Preferences → Your Box: box profiles and counting tiles
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "carc-profile.h"

G_BEGIN_DECLS

#define CARC_TYPE_BOX_PAGE (carc_box_page_get_type ())

G_DECLARE_FINAL_TYPE (CarcBoxPage, carc_box_page, CARC, BOX_PAGE, AdwPreferencesPage)

/* The page over @catalogue; @store (a CarcStore, or NULL: nothing is kept
 * after the window closes) holds the profiles. Shows the default profile,
 * or a new one named CARC_BOX_DEFAULT_NAME when there is none. */
GtkWidget         *carc_box_page_new          (CarcCatalogue *catalogue,
                                               GObject       *store);
/* Shows the box of game @game (carc_expansions_ui_game()): its profile
 * named @profile_name, or its default one when @profile_name is NULL or
 * no such profile is kept (as the page's Game row does). */
void               carc_box_page_show_game    (CarcBoxPage *self,
                                               guint        game,
                                               const char  *profile_name);
/* The profile shown, as it is now. */
const CarcProfile *carc_box_page_get_profile  (CarcBoxPage *self);
/* The spin button of @tile_id's count (NULL if none), for tests and the
 * "fix the profile" path; its set's rows are made if they were not yet
 * (a set's tiles get rows when it is first expanded). */
GtkSpinButton     *carc_box_page_get_count_spin (CarcBoxPage *self,
                                                 const char  *tile_id);
/* The row of the set @set_id (an AdwExpanderRow). */
GtkWidget         *carc_box_page_get_set_row  (CarcBoxPage *self,
                                               const char  *set_id);
/* Adds a tile described in the custom-tile editor's form to the profile
 * (its id made unique among the profile's) and saves it. */
void               carc_box_page_add_custom_tile (CarcBoxPage *self,
                                                  JsonObject  *form);

/* The name a box profile gives game @game (carc_expansions_ui_game()),
 * as the store's game types have it (CarcProfile.game): "carcassonne"
 * for Carcassonne and its expansions, else the game's own set's id
 * ("hunters-and-gatherers"). */
const char        *carc_box_game_profile_name (guint game);

/* The names the app gives boxes are stored as they are in English (the
 * default "Our Box", a new "Box 2"), so that each screen shows them in
 * its own language; a name the group typed is kept and shown as typed. */
#define CARC_BOX_DEFAULT_NAME     "Our Box"
#define CARC_BOX_NEW_NAME_FORMAT  "Box %u"
/* How the box named @name is shown (a new string). */
char              *carc_box_profile_display_name (const char *name);

/* What a confidence means to the user ("From the rule book", …). */
const char        *carc_box_confidence_label  (CarcConfidence confidence);

G_END_DECLS
