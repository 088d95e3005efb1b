/* carc-setup.h: everything decided before the first tile
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-catalogue.h"

G_BEGIN_DECLS

/* Rules that are switched per game (RULES.md variants and the expansions'
 * elements). They are separate from the tile sets because JCloisterZone games
 * enable an expansion's figure without its tiles. Names and defaults are
 * registered by the descriptors (carc-registry.h). */
typedef enum {
  CARC_RULE_FARMERS          = 1u << 0,  /* R-B-8: farmers may be placed and score */
  CARC_RULE_SMALL_CITY       = 1u << 1,  /* R-B-5 variant: a 2-tile city scores 1/tile */
  CARC_RULE_CLASSIC_FARMERS  = 1u << 2,  /* R-B-10 variant: a city once per player */
  /* bits 3-7 and 10 are the expansions' (their headers name them) */
  CARC_RULE_RIVER            = 1u << 8,  /* R-R-1 … R-R-3 */
  CARC_RULE_AUTO_END         = 1u << 9,  /* the game ends when the supply is empty */
  CARC_RULE_KEEP_BASE_START  = 1u << 11, /* with the River, the base start tile stays in the
                                          * supply (JCloisterZone); seed 000 sets it aside */
} CarcRule;

/* The token bag an expansion draws from (R-HS-1): how many tokens of
 * each of its kinds. */
#define CARC_BAG_KINDS 5

typedef struct {
  char *name;
  char *colour;
} CarcPlayerSetup;

typedef struct {
  guint           n_players;
  CarcPlayerSetup players[CARC_MAX_PLAYERS];  /* seat order */
  guint           first_player;
  GArray         *sets;         /* guint catalogue set indices */
  GHashTable     *inventory;    /* tile id -> count: the user's box overrides the set counts */
  guint           figures[CARC_N_FIGURE_KINDS]; /* per player */
  guint           rules;        /* CarcRule */
  guint           bag[CARC_BAG_KINDS];
  guint64         seed;         /* for the bag's "draw for me" */
  /* The box profile the game was set up from (carc-profile.h): its name,
   * for the record, and what it changes of the catalogue, carried in the
   * setup so that a record replays the same anywhere: tile data members
   * (tile id → members, see carc_catalogue_derive()) and the tiles the
   * catalogue does not know (tile objects in the data format). NULL: none. */
  char           *profile;
  JsonObject     *overrides;
  JsonArray      *custom_tiles;
  /* set id → the file-level members the box sets for the whole set
   * (CarcExpansion.box_file_members); NULL: none */
  JsonObject     *file_overrides;
} CarcSetup;

CarcSetup *carc_setup_new              (void);
CarcSetup *carc_setup_copy             (const CarcSetup *setup);
void       carc_setup_free             (CarcSetup *setup);

void       carc_setup_add_player       (CarcSetup  *setup,
                                        const char *name,
                                        const char *colour);
/* Select a set and switch on its figures and rules (its descriptor's
 * set_added defaults). */
gboolean   carc_setup_add_set          (CarcSetup           *setup,
                                        const CarcCatalogue *catalogue,
                                        const char          *set_id,
                                        GError             **error);
gboolean   carc_setup_has_set          (const CarcSetup     *setup,
                                        const CarcCatalogue *catalogue,
                                        const char          *set_id);
/* Copies of @type in this game's supply: the box inventory, else the set count. */
guint      carc_setup_tile_count       (const CarcSetup     *setup,
                                        const CarcCatalogue *catalogue,
                                        guint                type);
/* Whether the setup changes the catalogue (overrides or custom tiles). */
gboolean   carc_setup_changes_catalogue (const CarcSetup *setup);
/* The catalogue a game of @setup plays with: @catalogue (its base, if it
 * is derived) with the setup's overrides and custom tiles; a new reference. */
CarcCatalogue *carc_setup_derive_catalogue (const CarcSetup *setup,
                                            CarcCatalogue   *catalogue,
                                            GError         **error);

/* The longest player name, in characters: what the app's roster accepts,
 * and so what every game entering the store may carry. Box profiles and
 * custom tiles (their ids and names) have the same limit. */
#define CARC_MAX_NAME_CHARS 64

/* How many may play the game @setup's sets are of: its descriptor's limits
 * (CarcExpansion.min_players, max_players: 2 to 5 for Hunters &
 * Gatherers), else 1 to CARC_MAX_PLAYERS. */
void       carc_setup_player_limits    (const CarcSetup     *setup,
                                        const CarcCatalogue *catalogue,
                                        guint               *min,
                                        guint               *max);

/* Checks players (a name of at most CARC_MAX_NAME_CHARS characters, one of
 * the box's colours, no name or colour twice), sets and figures; a clear
 * message when something is off. Every game passes here, however it comes
 * in (new-game page, record, backup, .jcz). */
gboolean   carc_setup_validate         (const CarcSetup     *setup,
                                        const CarcCatalogue *catalogue,
                                        GError             **error);

/* The bag mixes: seed 000's (the default) and the publisher's other edition,
 * and JCloisterZone's (which imports use). */
void       carc_setup_set_bag_default  (CarcSetup *setup);
void       carc_setup_set_bag_other    (CarcSetup *setup);
/* Whether the bag holds the other editions' mix (carc_setup_set_bag_other). */
gboolean   carc_setup_bag_is_other     (const CarcSetup *setup);

/* Who a name stands for: stripped, without accents, casefolded, so that
 * "Šárka", " sarka" and "ŠÁRKA" are one player (in a game and in the store). */
char      *carc_player_name_key        (const char *name);

extern const char * const carc_player_colours[CARC_MAX_PLAYERS];

/* The index of @colour in carc_player_colours, or -1 if it is none of them. */
int        carc_player_colour_index    (const char *colour);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CarcSetup, carc_setup_free)

G_END_DECLS
