/* carc-profile.h: a box profile (what is in the group's box) and the tiles
 * the catalogue does not know
 *
 * The physical box is the truth (RULES.md, "Where the rule books leave the
 * app to decide"): a profile says which sets the group owns, how many
 * copies of each tile type, the members of the tile data the descriptors
 * let a box set (CarcExpansion.box_members: copies, wheel symbols,
 * …), the token bag's mix and the tiles it has that the catalogue lacks.
 * Applied to a setup it becomes part of the game (CarcSetup.inventory,
 * .bag, .overrides, .custom_tiles), so records replay the same anywhere.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "carc-setup.h"

G_BEGIN_DECLS

#define CARC_PROFILE_FORMAT "carcassonne-companion/box"

typedef struct {
  char       *name;
  char       *game;          /* "carcassonne" */
  GPtrArray  *sets;          /* set ids (char *) the group owns */
  GHashTable *editions;      /* set id → edition the group has (free text) */
  GHashTable *counts;        /* tile id → copies in this box (when not the catalogue's) */
  JsonObject *overrides;     /* tile id → members, as carc_catalogue_derive() reads them */
  gboolean    has_bag;
  guint       bag[CARC_BAG_KINDS];
  JsonArray  *custom_tiles;  /* the tiles the catalogue does not know, in the small form */
  /* set id → members of the set's data file the box sets for the whole set
   * (CarcExpansion.box_file_members, e.g. the wheel's crown spaces),
   * merged into the file's when applied (carc_catalogue_derive_box()) */
  JsonObject *file_overrides;
} CarcProfile;

CarcProfile *carc_profile_new           (const char *name);
CarcProfile *carc_profile_copy          (const CarcProfile *profile);
void         carc_profile_free          (CarcProfile *profile);

/* The profile as JSON (stable key order) and back; reading checks every
 * count, member and custom tile against @catalogue, its name
 * (carc_profile_check_name()) and its game (carc_profile_check_game()),
 * with a message naming what is wrong. */
char        *carc_profile_to_json       (const CarcProfile *profile);
CarcProfile *carc_profile_from_json     (CarcCatalogue *catalogue,
                                         const char    *data,
                                         gssize         length,
                                         GError       **error);

/* Copies of @type this box has: its own count, else the catalogue's. */
guint        carc_profile_tile_count    (const CarcProfile   *profile,
                                         const CarcTileType  *type);
void         carc_profile_set_tile_count (CarcProfile        *profile,
                                          const CarcTileType *type,
                                          guint               count);

/* A member a descriptor lets a box set (@feature: a feature index or -1
 * for the tile). Returns FALSE when the profile does not set it. */
gboolean     carc_profile_get_member    (const CarcProfile *profile,
                                         const char        *tile_id,
                                         int                feature,
                                         const char        *member,
                                         gint64            *value);
/* Sets (or with @unset, forgets) it; checked when the profile is applied. */
void         carc_profile_set_member    (CarcProfile *profile,
                                         const char  *tile_id,
                                         int          feature,
                                         const char  *member,
                                         gint64       value,
                                         gboolean     unset);

/* Where a value shown for a tile comes from. */
typedef enum {
  CARC_CONFIDENCE_RULE_BOOK = 0,  /* printed in the rule book on the shelf */
  CARC_CONFIDENCE_PUBLIC_DATA,    /* public tile lists, not confirmed by a rule book */
  CARC_CONFIDENCE_UNKNOWN,        /* in no data we have: the box must say */
  CARC_CONFIDENCE_BOX,            /* the group set it in this profile */
} CarcConfidence;

/* How sure the value of @member of @type is (-1 @feature: of the tile),
 * from the tile data's "uncertain" marks and this profile (NULL: none). */
CarcConfidence carc_profile_confidence  (const CarcProfile   *profile,
                                         const CarcCatalogue *catalogue,
                                         const CarcTileType  *type,
                                         int                  feature,
                                         const char          *member);

/* The set-wide members this box sets for @set_id (an object of
 * file_overrides the caller may change; checked when applied), NULL when
 * none and not @create. */
JsonObject    *carc_profile_get_file_members (CarcProfile *profile,
                                              const char  *set_id,
                                              gboolean     create);
/* How sure a set-wide value is: @path names it in the set's file
 * ({"wheel", "crown_counts", "famine", NULL}); BOX when the profile sets
 * it, else UNKNOWN when the file's "uncertain" notes its first member,
 * else PUBLIC_DATA. */
CarcConfidence carc_profile_file_confidence (const CarcProfile   *profile,
                                             const CarcCatalogue *catalogue,
                                             const char          *set_id,
                                             const char * const  *path);

/* How sure the catalogue's total of a set is (RULE_BOOK unless marked). */
CarcConfidence carc_profile_set_confidence (const CarcCatalogue *catalogue,
                                            guint                set);

/* Copies of the set's tiles this box has, and the copies the catalogue
 * expects (e.g. 72 for the base game). */
guint        carc_profile_set_total     (const CarcProfile   *profile,
                                         const CarcCatalogue *catalogue,
                                         guint                set);

/* A box profile's name is at most as long as a player's
 * (CARC_MAX_NAME_CHARS characters); a clear message otherwise. */
gboolean     carc_profile_check_name    (const char  *name,
                                         GError     **error);
/* Whether @game is one a profile may be for: "carcassonne", or the set
 * id of a whole other game ("hunters-and-gatherers"). */
gboolean     carc_profile_game_known    (const char *game);
/* The profile is for such a game; else a message naming the profile. */
gboolean     carc_profile_check_game    (const CarcProfile  *profile,
                                         GError            **error);

/* Puts the profile into @setup: counts into the inventory, the bag, the
 * overrides, the custom tiles (read into the data format) and its name.
 * Checks it all against @catalogue first: on error @setup is unchanged. */
gboolean     carc_profile_apply         (const CarcProfile *profile,
                                         CarcCatalogue     *catalogue,
                                         CarcSetup         *setup,
                                         GError           **error);

/* ---- tiles the catalogue does not know --------------------------------------- */

/* The small form the custom-tile editor fills:
 *   {"id": "custom-1", "name": "Our extra tile", "count": 1,
 *    "edges": ["city", "road", "field", "road"],       N E S W, feature kind names
 *    "joins": [["E", "W"]],                            edges that are one feature
 *    "monastery": false,
 *    "on": {"N": {"pennants": 1}},                    members of the feature at an edge
 *    "tile": {"hill": true}}                           members of the tile
 * Edges of one kind that no join names are features of their own; fields
 * follow from the other features (roads ending in the middle meet there).
 * A tile of a whole other game names it, "game": "hunters-and-gatherers"
 * (a set the game owns): its kinds come first ("river" is its river).
 * Field-like kinds (CARC_FEATURE_SHAPE_HALVES: a field, a meadow) fill
 * what the others leave; kinds whose edges no field ever lines in the tile
 * data of @catalogue (the one the tile joins: a city, a forest) are walls
 * the fields stop at; a NULL @catalogue takes only cities for walls.
 * Returns the tile as the data format has it, or NULL with a clear message
 * for an impossible tile (@error is CARC_ERROR_INVALID_SETUP). */
JsonObject  *carc_custom_tile_to_data   (const CarcCatalogue *catalogue,
                                         JsonObject          *form,
                                         GError             **error);
/* @base with the one tile of @form in its custom set (the tile is its last
 * type), for drawing it while it is being described. */
CarcCatalogue *carc_custom_tile_catalogue (CarcCatalogue *base,
                                           JsonObject    *form,
                                           GError       **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CarcProfile, carc_profile_free)

G_END_DECLS
