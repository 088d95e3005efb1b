/* carc-base.c: the descriptor of Carcassonne, the base game
 *
 * Its rules are the core's (carc-state.c, carc-board.c, carc-scoring.c);
 * this file registers its kinds and names, and the score kinds reserved for
 * the rule systems still to come (Hunters & Gatherers registers its own).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "carc-expansion.h"

static const char * const base_sets[] = { "base", NULL };

static const CarcFeatureKindInfo base_features[] = {
  { CARC_FEATURE_ROAD, "road", N_("road"), CARC_EDGE_KIND_ROAD, TRUE, CARC_SCORE_ROAD, NULL,
    N_("that road already holds a follower (R-B-2)"), CARC_FEATURE_SHAPE_EDGES, 'R', TRUE },
  { CARC_FEATURE_CITY, "city", N_("city"), CARC_EDGE_KIND_CITY, TRUE, CARC_SCORE_CITY, NULL,
    N_("that city already holds a follower (R-B-2)"), CARC_FEATURE_SHAPE_EDGES, 'C', TRUE },
  { CARC_FEATURE_FIELD, "field", N_("field"), CARC_EDGE_KIND_FIELD, TRUE, CARC_SCORE_FIELD, NULL,
    N_("that field already holds a follower (R-B-2)"), CARC_FEATURE_SHAPE_HALVES, 'F', FALSE },
  { CARC_FEATURE_MONASTERY, "monastery", N_("monastery"), CARC_EDGE_KIND_FIELD, TRUE, CARC_SCORE_MONASTERY,
    NULL, N_("that monastery already holds a follower (R-B-2)"), CARC_FEATURE_SHAPE_INNER, 0, FALSE },
};

static const CarcFigureKindInfo base_figures[] = {
  { CARC_FIGURE_FOLLOWER, "follower", "small-follower", "small", N_("follower"),
    N_("this game has no follower figures"), 1 },
};

static const CarcScoreKindInfo base_scores[] = {
  { CARC_SCORE_ROAD, "road", N_("Roads") },
  { CARC_SCORE_CITY, "city", N_("Cities") },
  { CARC_SCORE_MONASTERY, "monastery", N_("Monasteries") },
  { CARC_SCORE_FIELD, "field", N_("Fields") },
  /* reserved: the store has their columns; the rule systems that score
   * them will register them from their own descriptors */
};

static const CarcRuleInfo base_rules[] = {
  { CARC_RULE_FARMERS, "farmers", "farmers", FALSE },
  { CARC_RULE_SMALL_CITY, "small-city", NULL, FALSE,
    "tiny-city-scoring", "2", "4", N_("tiny-city-scoring “%s” is not supported") },
  { CARC_RULE_CLASSIC_FARMERS, "classic-farmers", NULL, FALSE },
  { CARC_RULE_AUTO_END, "auto-end", NULL, FALSE },
};

/* The core's events: carc-record.c reads and writes their members. */
static const CarcEventKindInfo base_events[] = {
  { CARC_EVENT_TILE, "tile", NULL, NULL, NULL },
  { CARC_EVENT_DISCARD, "discard", NULL, NULL, NULL },
  { CARC_EVENT_FIGURE, "figure", NULL, NULL, NULL },
  { CARC_EVENT_PASS, "pass", NULL, NULL, NULL },
  { CARC_EVENT_END, "end", NULL, NULL, NULL },
};

/* Every set's copies of a tile: the box on the table may hold more (seed
 * 000's 72 + 1) or fewer (a lost tile). */
static const CarcBoxMemberInfo base_box_members[] = {
  { "count", FALSE, 0, CARC_BOX_VALUE_INT, 0, 99, NULL, N_("Copies") },
};

const CarcExpansion carc_base_game = {
  .id = "base",
  .is_game = TRUE,
  .sets = base_sets,
  .features = base_features,
  .n_features = G_N_ELEMENTS (base_features),
  .figures = base_figures,
  .n_figures = G_N_ELEMENTS (base_figures),
  .scores = base_scores,
  .n_scores = G_N_ELEMENTS (base_scores),
  .rules = base_rules,
  .n_rules = G_N_ELEMENTS (base_rules),
  .events = base_events,
  .n_events = G_N_ELEMENTS (base_events),
  .box_members = base_box_members,
  .n_box_members = G_N_ELEMENTS (base_box_members),
};
