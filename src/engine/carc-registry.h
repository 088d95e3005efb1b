/* carc-registry.h: the kinds of things the engine knows, by registered id
 *
 * Every game (Carcassonne, later Hunters & Gatherers) and every expansion is
 * one descriptor (CarcExpansion, carc-expansion.h) listed in the table of
 * carc-expansions.c. A descriptor names the kinds it brings: figures, score
 * kinds, rules, events, decisions, with their record and JCloisterZone names
 * and their translatable nouns. Ids are fixed per descriptor (the ids of the
 * base game are CARC_FIGURE_FOLLOWER, CARC_SCORE_ROAD, … in carc-types.h;
 * an expansion's are in its own header), so records, the store and the
 * front ends keep their meaning; the registry checks at start-up that no two
 * descriptors claim one id. The record reader and writer, the .jcz importer,
 * the catalogue loader, setup and the random player ask here instead of
 * naming an expansion's kinds.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "carc-event.h"
#include "carc-rng.h"

G_BEGIN_DECLS

typedef struct _CarcExpansion CarcExpansion;
typedef struct _CarcCatalogue CarcCatalogue;
typedef struct _CarcState CarcState;
typedef struct _CarcJczRandom CarcJczRandom;
typedef struct _CarcScoring CarcScoring;

typedef struct {
  guint       id;         /* CarcFigureKind */
  const char *name;       /* record name: "follower" */
  const char *jcz_name;   /* JCloisterZone's setup element ("small-follower"); NULL: none */
  const char *jcz_meeple; /* … and the kind in its meeple ids ("small") */
  const char *noun;       /* N_(): "follower", for messages */
  const char *missing;    /* N_(): "this game has no follower figures" */
  guint8      strength;   /* for majorities (R-B-7); 0: a special figure */
  gboolean    stays;      /* stays on the board when its feature scores (a hut, R-HG-3) */
} CarcFigureKindInfo;

/* Where a feature lies on a tile: on whole edges (roads, cities, rivers,
 * forests), on half-edges or the inner places (fields, meadows), or only
 * inside (a monastery, a lake) */
typedef enum {
  CARC_FEATURE_SHAPE_EDGES = 0,
  CARC_FEATURE_SHAPE_HALVES,
  CARC_FEATURE_SHAPE_INNER,
} CarcFeatureShape;

typedef struct {
  guint       id;         /* CarcFeatureKind */
  const char *name;       /* tile data and record name: "road" */
  const char *noun;       /* N_(): "road", for messages */
  guint       edge_kind;  /* what an edge of it shows (CarcEdgeKind, < CARC_N_EDGE_KINDS) */
  gboolean    scores;     /* it scores (as score kind @score_kind) */
  guint       score_kind;
  const char *no_figures; /* N_(): why no figure may stand on it; NULL: they may */
  const char *occupied;   /* N_(): "that road already holds a follower (R-B-2)" */
  guint8      shape;      /* CarcFeatureShape */
  char        letter;     /* its edges in tile data ("edges": "CRFR"); 0: none */
  gboolean    closes;     /* completed when no edge is left open (R-B-4, R-B-5, R-HG-2, R-HG-4) */
} CarcFeatureKindInfo;

typedef struct {
  guint       id;         /* CarcScoreKind: fixed, the store keeps points per kind */
  const char *name;       /* record and store name: "road" */
  const char *display;    /* N_(): "Roads", the statistics category */
  /* What of the kind a scoring was (a record name, the headless tool's
   * `detail`: "taxes" for a wheel scoring, "displaced" for a guard sent
   * home); NULL: nothing more to say. Kinds with several sorts of award
   * keep which in CarcScoring.detail. */
  const char *(*detail) (const CarcScoring *scoring);
} CarcScoreKindInfo;

typedef struct {
  guint       rule;       /* one bit of CarcSetup.rules */
  const char *name;       /* record name: "farmers" */
  const char *jcz_name;   /* JCloisterZone's setup element; NULL: none */
  gboolean    jcz_set;    /* switched on by a tile set of the save, whatever
                           * the elements say (the River) */
  /* … or a JCloisterZone setup rule with a value: the value that switches
   * it on, the one that leaves it off, and the message for any other value
   * (N_(), one %s for the value) */
  const char *jcz_rule;
  const char *jcz_on;
  const char *jcz_off;
  const char *jcz_unsupported;
} CarcRuleInfo;

typedef struct {
  guint               id;     /* CarcEventType */
  const char         *name;   /* record name: "tile" */
  /* The record members the event has besides "type" and "time"; the core
   * events' are read and written by carc-record.c, an expansion's by these.
   * @catalogue is the game's own (its box's tiles, custom ones included),
   * which names and finds the tiles an event's members name; never the
   * bundled one. */
  const char * const *keys;
  void              (*write)  (JsonBuilder         *builder,
                               const CarcCatalogue *catalogue,
                               const CarcEvent     *event);
  gboolean          (*read)   (JsonObject          *object,
                               const char          *where,
                               const CarcCatalogue *catalogue,
                               CarcEvent           *event,
                               GError             **error);
  /* its "tile" member names a catalogue tile (event->tile), which the
   * record reads and writes like a tile event's */
  gboolean            has_tile;
} CarcEventKindInfo;

typedef struct {
  guint       id;         /* CarcPending */
  const char *name;       /* for logs and tests */
  const char *owed;       /* N_(): why nothing else may happen first */
  /* The random player's answer (tests, benchmarks). */
  void      (*random) (const CarcState *state,
                       CarcRng         *rng,
                       CarcEvent       *event);
  /* JCloisterZone makes this draw itself (its saves have no message for
   * it): the answer its random stream gives; NULL if a message answers. */
  void      (*jcz_draw) (const CarcState *state,
                         CarcJczRandom   *random,
                         CarcEvent       *event);
  /* The app draws for the table ("Draw for me"): the answer drawn from the
   * game's seed and what was drawn so far, so that drawing again after an
   * undo gives the same. NULL when the table answers (a choice, no draw). */
  void      (*app_draw) (const CarcState *state,
                         CarcEvent       *event);
  /* Every answer the table may give now (each token left in the bag, each
   * figure the Plague may take, …), up to @max into @out; returns how many.
   * The random player's answers are among them; the list of next entries
   * (carc_state_list_next_entries()) is made of them while the decision is
   * owed. Required: the registry stops at start-up without it. */
  guint     (*list)     (const CarcState *state,
                         CarcEvent       *out,
                         guint            max);
} CarcDecisionKindInfo;

/* A JCloisterZone replay message an expansion reads (a decision). Its
 * "random" member, if any, is read by the importer like a COMMIT's. */
typedef struct {
  const char *type;       /* "PLACE_TILE" style message type */
  /* fills @event from the message's payload; FALSE with @error (code
   * CARC_ERROR_PARSE) naming the message by its number @index (from 1) */
  gboolean  (*read) (JsonObject *payload,
                     guint       index,
                     CarcEvent  *event,
                     GError    **error);
} CarcJczMessageInfo;

/* The descriptor that reads JCloisterZone messages of @type, NULL if none. */
const CarcJczMessageInfo   *carc_registry_jcz_message   (const char *type);

/* Every descriptor, in the order their hooks run. */
const CarcExpansion * const *carc_registry_all          (guint *n);
/* The descriptor that owns the tile set @set_id (NULL: none). */
const CarcExpansion         *carc_registry_set_owner    (const char *set_id);

/* One past the largest registered id of each kind. */
guint                       carc_registry_n_figure_kinds (void);
guint                       carc_registry_n_score_kinds  (void);
guint                       carc_registry_n_event_kinds  (void);

/* NULL when no descriptor registered @id. */
const CarcFeatureKindInfo  *carc_registry_feature       (guint id);
const CarcFigureKindInfo   *carc_registry_figure        (guint id);
const CarcScoreKindInfo    *carc_registry_score         (guint id);
const CarcEventKindInfo    *carc_registry_event         (guint id);
const CarcDecisionKindInfo *carc_registry_decision      (guint id);

gboolean carc_registry_feature_parse    (const char *name, guint *id);
/* The feature kind whose edges show @edge_kind (for messages). */
guint    carc_registry_feature_of_edge  (guint edge_kind);
gboolean carc_registry_figure_parse     (const char *name, guint *id);
gboolean carc_registry_figure_from_jcz  (const char *jcz_name, guint *id);
gboolean carc_registry_score_parse      (const char *name, guint *id);
/* The record name of a scoring of @kind with CarcScoring.detail @detail
 * (the kind's `detail`), NULL if it has none. */
const char *carc_registry_score_detail  (guint kind, guint detail);
gboolean carc_registry_event_parse      (const char *name, guint *id);

/* Rules in bit order (which is the order records list them). */
const CarcRuleInfo *carc_registry_rules          (guint *n);
gboolean            carc_registry_rule_parse     (const char *name, guint *rule);
gboolean            carc_registry_rule_from_jcz  (const char *jcz_name, guint *rule);
/* The rule a JCloisterZone setup rule (with a value) sets, NULL if none. */
const CarcRuleInfo *carc_registry_rule_from_jcz_rule (const char *jcz_rule);

/* Majority strength per figure kind, indexed by id (R-B-7, R-IC-1), and
 * the kinds with a strength (followers) as bits 1 << id. Valid after
 * carc_registry_init(). */
extern guint8 carc_registry_strength[CARC_MAX_FIGURE_KINDS];
extern const CarcFeatureKindInfo *carc_registry_features[CARC_N_FEATURE_KINDS];
extern guint  carc_registry_follower_mask;

/* Fills the tables; idempotent. Called by carc_state_new() and every lookup. */
void     carc_registry_init             (void);

G_END_DECLS
