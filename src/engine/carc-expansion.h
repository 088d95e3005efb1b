/* carc-expansion.h: the descriptor every game and expansion fills
 *
 * The base game's rules live in the core (carc-state.c, carc-board.c,
 * carc-scoring.c); its kinds are registered by carc-base.c. An expansion is
 * its own file that fills a CarcExpansion: what it brings (tile sets, kinds
 * with their names, rules, setup defaults, tile attributes) and the hooks
 * it needs (all optional); it is listed in the table of carc-expansions.c.
 * Hooks see the state and their own flat per-game data (data_size bytes,
 * zeroed, copied with the state byte for byte, so undo needs nothing more).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-registry.h"
#include "carc-state.h"

G_BEGIN_DECLS

typedef enum {
  CARC_HOOK_PASS = 0,   /* not this expansion's business */
  CARC_HOOK_ALLOW,
  CARC_HOOK_DENY,
} CarcHookResult;

/* Where a turn stands after the figure step; a hook that needs a decision
 * sets state->pending and returns TRUE: the turn resumes at the same step
 * once the decision's event is applied, so step hooks must remember what
 * they already did this turn. */
typedef enum {
  CARC_STEP_AFTER_FIGURE = 0,  /* e.g. a draw the new figure asks for (R-HS-4) */
  CARC_STEP_SCORE,             /* completed features score (core) */
  CARC_STEP_DECISIONS,         /* e.g. a choice about a scored feature (R-HS-5) */
  CARC_STEP_END,               /* e.g. a second tile in the same turn (R-TB-2) */
  CARC_N_STEPS
} CarcStep;

/* A value of the tile data that a box profile may set for its box (the
 * table is the truth: "what is printed on our tiles"), e.g. the number of
 * copies of a tile, a number printed on a feature, a wheel symbol.
 * The profile code knows none of them: it reads these rows, checks a value
 * against them and writes it into the tile's data member before the tile is
 * read again by its descriptor's load_tile / load_feature. */
typedef enum {
  CARC_BOX_VALUE_INT = 0,
  CARC_BOX_VALUE_BOOL,
} CarcBoxValueType;

typedef struct {
  const char        *member;       /* the tile data member: "count" */
  gboolean           on_feature;   /* a member of a feature (of feature_kind), else of the tile */
  guint              feature_kind; /* CarcFeatureKind, when on_feature */
  CarcBoxValueType   type;
  gint64             min, max;     /* CARC_BOX_VALUE_INT: the values a box may have */
  const char * const *sets;        /* the sets whose tiles carry it; NULL: every set */
  const char        *label;        /* N_(): "Copies" */
  /* whether a tile type of its sets can show it (the Wheel of Fortune's
   * board cells show no symbol); NULL: every one */
  gboolean         (*applies) (const CarcTileType *type);
} CarcBoxMemberInfo;

typedef struct {
  int     points;
  guint   count;     /* cities, or what an expansion counts, shown in the scoring */
  guint8  flags;     /* CARC_NODE_* flags shown in the scoring */
} CarcFeatureValue;

struct _CarcExpansion
{
  const char *id;
  gboolean    is_game;        /* a whole game (Carcassonne), not an expansion */
  gsize       data_size;

  /* ---- what it brings (NULL-terminated / n_ counted) ---- */

  const char * const         *sets;          /* tile set ids it owns */
  const CarcFeatureKindInfo  *features;
  guint                       n_features;
  const CarcFigureKindInfo   *figures;
  guint                       n_figures;
  const CarcScoreKindInfo    *scores;
  guint                       n_scores;
  const CarcRuleInfo         *rules;
  guint                       n_rules;
  const CarcEventKindInfo    *events;
  guint                       n_events;
  const CarcDecisionKindInfo *decisions;
  guint                       n_decisions;
  const CarcJczMessageInfo   *jcz_messages;   /* its JCloisterZone replay messages */
  guint                       n_jcz_messages;

  /* A game's players (is_game): the colours of its box (NULL-terminated;
   * NULL: every colour of carc_player_colours) and how many may play
   * (0: the setup's limits). Front ends offer these; validate_setup
   * checks them. */
  const char * const         *colours;
  guint                       min_players;
  guint                       max_players;

  /* Setup: its figures and rules switched on when one of its sets is
   * chosen; checks of its part of a setup (a clear message). */
  void           (*set_added)         (CarcSetup *setup);
  gboolean       (*validate_setup)    (const CarcSetup *setup, const CarcCatalogue *catalogue,
                                       GError **error);

  /* Tile data: the members of a tile or feature object it reads
   * (NULL-terminated) and the reader, which checks them and stores them in
   * the tile's flags or the feature's flags and counters. Messages are
   * plain English like the rest of the catalogue's; the loader puts the
   * file, tile and feature before them. */
  const char * const *tile_members;
  gboolean       (*load_tile)         (JsonObject *object, CarcTileType *type, GError **error);
  const char * const *feature_members;
  gboolean       (*load_feature)      (JsonObject *object, CarcFeatureDef *feature, GError **error);
  /* Members of a set file's top level it reads (NULL-terminated), e.g. a
   * board's layout that belongs to no one tile; load_file checks them.
   * The catalogue keeps the file's top-level object with its set
   * (CarcTileSet.members) for the descriptor to read when a game starts. */
  const char * const *file_members;
  gboolean       (*load_file)         (JsonObject *object, GError **error);
  /* The members of the above (and the core's "count") that a box profile
   * may set per tile type: what the table overrides when its box differs
   * from the data (carc-profile.h). */
  const CarcBoxMemberInfo *box_members;
  guint                    n_box_members;
  /* The members of its file_members that a box profile may set for the
   * whole set (the box's crown spaces, its symbols per tile type), as
   * paths: "wheel.crown_counts" is the member "crown_counts" of the
   * member "wheel", and nothing else of "wheel"; a
   * profile's file overrides (CarcSetup.file_overrides, set id → members)
   * are merged into the set's top level (objects member by member, other
   * values replaced) and the result is read again by every load_file.
   * check_box_file then checks what needs the box's copies: @counts maps
   * tile ids to the box's copies (GUINT_TO_POINTER) where they differ from
   * @box's counts. A clear message; the caller names the profile. */
  const char * const *box_file_members;
  gboolean       (*check_box_file)    (const CarcCatalogue *box, GHashTable *counts,
                                       GError **error);

  gboolean       (*enabled)           (const CarcSetup *setup);
  /* Lays the game's start itself instead of the start tile (e.g. a board
   * of several cells, R-WF-2), with carc_state_place_fixed(), and takes
   * out of the supply what its start replaces. Runs before init. An
   * expansion that has it and is enabled needs no start tile. */
  void           (*place_start)       (CarcState *state, gpointer data);
  void           (*init)              (CarcState *state, gpointer data);

  /* Drawing and placing tiles: DENY sets @error (which may be NULL: the
   * legal moves are listed without messages) */
  CarcHookResult (*tile_available)    (const CarcState *state, gconstpointer data, guint type,
                                       GError **error);
  /* Whether placement_allowed can refuse tiles of this type at all; when
   * it says no, placements of the type are not checked one by one (the
   * River's rule concerns only tiles with a river). NULL: every type. */
  gboolean       (*placement_filters) (const CarcState *state, gconstpointer data, guint type);
  CarcHookResult (*placement_allowed) (const CarcState *state, gconstpointer data,
                                       guint type, int x, int y, guint rotation, GError **error);
  void           (*tile_placed)       (CarcState *state, gpointer data, guint tile);
  /* A drawn tile of @type is about to be placed or set aside: DENY (with
   * @error) when an event of this expansion must come first and only the
   * table can say which (the wheel turning for a tile with a symbol,
   * R-WF-4). The legal-move lists do not ask: they say where the tile fits
   * once it may be placed. */
  CarcHookResult (*tile_entered)      (const CarcState *state, gconstpointer data, guint type,
                                       GError **error);
  /* A tile of @type was drawn: the event this expansion needs entered
   * before it is placed (R-TT-4's thief), TRUE with @event filled; FALSE:
   * none, place it. The core refuses to place or set aside such a tile
   * before that event (carc_state_drawn_event()). @rng (NULL outside the
   * random player) answers what the table would read off the tile where
   * the catalogue does not know it; without it such members are left for
   * the table (documented per event). An expansion whose event depends
   * wholly on what the table reads off the tile (the wheel's symbol)
   * answers only the random player (@rng set) and says the rest in
   * tile_entered. */
  gboolean       (*tile_drawn)        (const CarcState *state, gconstpointer data, guint type,
                                       CarcRng *rng, CarcEvent *event);
  /* Every event of this expansion the table may enter now for a drawn
   * tile of @type before it is placed or set aside, as its box's data
   * allows: a thief with the value printed on it (each value the game's
   * tiles print, when the data does not know it), the wheel turning with
   * each symbol the data leaves for the copies in the supply. Up to @max
   * into @out; returns how many. The answers of tile_drawn (with an
   * @rng) are among them. For carc_state_list_next_entries(). */
  guint          (*drawn_events)      (const CarcState *state, gconstpointer data, guint type,
                                       CarcEvent *out, guint max);
  /* A drawn tile of @type left the game unplaced (a DISCARD, R-B-2). */
  void           (*tile_discarded)    (CarcState *state, gpointer data, guint type);

  /* Figures: ALLOW/DENY a figure on a feature (root); DENY sets @error */
  CarcHookResult (*figure_allowed)    (const CarcState *state, gconstpointer data,
                                       CarcFigureKind kind, guint root, GError **error);
  void           (*figure_placed)     (CarcState *state, gpointer data, guint figure);
  /* Another expansion took @figure off the landscape outside any scoring
   * (e.g. R-WF-5's Plague) with carc_state_remove_figure(); it stood on
   * @node. What an expansion keeps with that figure goes too. */
  void           (*figure_removed)    (CarcState *state, gpointer data, guint figure, guint node);
  /* Events that may take the place of a figure on the tile just placed
   * (a follower on a crown space, R-WF-3; a guard on a tower, R-TT-3), or
   * that the figure step allows before its figure (the shaman taking a
   * figure back, R-HG-7), up to @max into @out, for the random player to
   * choose among with the figures and the pass (and for
   * carc_state_list_figure_events()). */
  guint          (*figure_alternatives) (const CarcState *state, gconstpointer data,
                                         CarcEvent *out, guint max);
  /* Where @figure stands when it took it with carc_state_take_figure()
   * (node CARC_FIGURE_ELSEWHERE): the board cell of its place, the log
   * index of the event that put it there and the place's noun (N_(),
   * untranslated: "tower"); FALSE when the figure is on no place of this
   * expansion. Corrections list such a figure to take back or put back
   * like one on a feature (carc_state_figure_place()). */
  gboolean       (*figure_place)      (const CarcState *state, gconstpointer data, guint figure,
                                       int *x, int *y, guint *entry, const char **noun);

  /* Scoring */
  void           (*feature_value)     (const CarcState *state, gconstpointer data,
                                       guint root, gboolean completed, CarcFeatureValue *value);
  guint32        (*break_tie)         (const CarcState *state, gconstpointer data,
                                       guint root, guint32 tied);
  int            (*field_city_points) (const CarcState *state, gconstpointer data,
                                       guint field_root, guint player, int points);
  void           (*feature_completed) (CarcState *state, gpointer data, guint root);
  void           (*feature_scored)    (CarcState *state, gpointer data, guint root, gboolean final);
  void           (*final_scoring)     (CarcState *state, gpointer data);
  /* Whether the tiles that end the game are used up (with the automatic
   * end the game ends after this turn): Hunters & Gatherers ends with its
   * last regular tile while menhir tiles may remain (R-HG-6). NULL: the
   * whole supply (R-B-9); the first descriptor with the hook decides. */
  gboolean       (*supply_exhausted)  (const CarcState *state, gconstpointer data);
  /* A game that numbers the places of its tiles (Hunters & Gatherers'
   * zones): the feature of @type numbered @number, CARC_NO_FEATURE if none.
   * A figure event with location 0 names its place by number + 1 in its
   * value (records: "zone"). */
  guint          (*feature_by_number) (const CarcTileType *type, guint number);

  /* Turn flow */
  gboolean       (*turn_step)         (CarcState *state, gpointer data, CarcStep step);
  /* Events the core does not know (or decisions it waits for): return
   * CARC_HOOK_PASS if not handled, ALLOW when applied, DENY with @error. */
  CarcHookResult (*apply_event)       (CarcState *state, gpointer data,
                                       const CarcEvent *event, GError **error);
  void           (*turn_started)      (CarcState *state, gpointer data);
};

/* The descriptors this engine knows, in the order their hooks run (the
 * table of carc-expansions.c; carc_registry_all() is the same list). */
const CarcExpansion * const *carc_expansions_all (guint *n);

/* For load_tile/load_feature: reads an optional member into @out (FALSE,
 * 0 when absent) with the catalogue's messages. */
gboolean carc_tile_data_get_bool   (JsonObject *object, const char *key, gboolean *out, GError **error);
gboolean carc_tile_data_get_int    (JsonObject *object, const char *key, gint64 min, gint64 max,
                                    gint64 *out, GError **error);
gboolean carc_tile_data_get_string (JsonObject *object, const char *key, const char **out, GError **error);

/* ---- services of the core for expansions ---- */

/* Takes an available figure (R-B-3) of @player of @kind from the supply to
 * a place of the expansion's own that is no feature (a tower, R-TT-3): its
 * node becomes CARC_FIGURE_ELSEWHERE. Returns the figure index, CARC_NONE
 * if none is at hand. carc_state_return_figure() brings it back. */
guint    carc_state_take_figure      (CarcState     *state,
                                      guint          player,
                                      CarcFigureKind kind);
/* Opens a new scoring group for awards/returns that belong together. */
guint    carc_state_new_group        (CarcState *state);
void     carc_state_award            (CarcState     *state,
                                      guint          group,
                                      guint          player,
                                      CarcScoreKind  kind,
                                      int            points,
                                      gboolean       final,
                                      guint          node,
                                      guint          tiles,
                                      guint          pennants,
                                      guint          count,
                                      guint8         flags);
void     carc_state_return_figure    (CarcState *state,
                                      guint      figure,
                                      guint      group);
/* Distinct tiles of a feature (two segments on one tile count once, R-B-5). */
guint    carc_state_count_tiles      (const CarcState *state,
                                      guint            root);
/* Majority owners of a feature by follower strength (R-B-7, ties all),
 * after the expansions' tie-breaks; 0 if no follower. */
guint32  carc_state_feature_owners   (const CarcState *state,
                                      guint            root,
                                      guint           *strength);
/* Whether a figure of one of @kinds (bits 1 << CarcFigureKind) stands on
 * the feature @root, owned by @owner (-1: anyone), other than the figure
 * @except (CARC_NONE: none). */
gboolean carc_state_has_figure_on    (const CarcState *state,
                                      guint            root,
                                      int              owner,
                                      guint            kinds,
                                      guint            except);
#define CARC_FIGURE_KINDS_FOLLOWERS (carc_registry_follower_mask)

/* Tiles around (x,y) (the 8 neighbours) that are placed. */
guint    carc_state_count_neighbours (const CarcState *state,
                                      int              x,
                                      int              y);
/* Starts a new stamp for the *_stamp marking arrays. */
guint32  carc_state_next_stamp       (CarcState *state);
/* Requests a decision from @player; the phase becomes DECISION. */
void     carc_state_request          (CarcState  *state,
                                      CarcPending pending,
                                      guint       player);
/* Marks the decision taken; the turn resumes with carc_state_resume().
 * A decision requested before the tile is placed (phase TILE, e.g. what a
 * drawn tile sets off, R-WF-4) returns to the tile phase once resolved;
 * a hook may also put the phase back to TILE itself (R-TT-4). */
void     carc_state_resolve          (CarcState *state);
/* An expansion's event took the place of the figure step (a follower on a
 * crown space, R-WF-3; a guard on a tower, R-TT-3): the turn goes on as after a figure. */
void     carc_state_figure_step_done (CarcState *state);
/* Lays tile @type at (@x, @y) without checks and without taking it from
 * the supply, as part of the start (place_start). Returns its index. */
guint    carc_state_place_fixed      (CarcState *state,
                                      guint      type,
                                      int        x,
                                      int        y,
                                      guint      rotation);
/* Takes one copy of @type out of the supply (it leaves the game), if any. */
void     carc_state_take_from_supply (CarcState *state,
                                      guint      type);
/* Takes @figure off the landscape back to its owner outside any scoring
 * (in scoring group @group), and tells the expansions (figure_removed). */
void     carc_state_remove_figure    (CarcState *state,
                                      guint      figure,
                                      guint      group);

G_END_DECLS
