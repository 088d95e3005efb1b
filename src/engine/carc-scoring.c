/* carc-scoring.c: what features are worth, who owns them, and when they score
 *
 * R-B-4 … R-B-10: completed roads, cities and monasteries as they close,
 * incomplete ones and fields at the end; majorities with ties (R-B-7).
 * Expansions adjust values, break ties and add their own scoring through
 * the hooks of carc-expansion.h.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-state-private.h"

#include <string.h>

/* ---- scoring ---------------------------------------------------------------- */

guint
carc_state_new_group (CarcState *state)
{
  return state->n_groups++;
}

void
carc_state_award (CarcState     *state,
                  guint          group,
                  guint          player,
                  CarcScoreKind  kind,
                  int            points,
                  gboolean       final,
                  guint          node,
                  guint          tiles,
                  guint          pennants,
                  guint          count,
                  guint8         flags)
{
  CarcScoring *s;

  GROW (state->scorings, state->n_scorings, state->cap_scorings, 64);
  s = &state->scorings[state->n_scorings++];
  memset (s, 0, sizeof *s);
  s->group = (guint16) group;
  s->event = (guint16) state->event_index;
  s->turn = (guint16) state->turn;
  s->player = (guint8) player;
  s->kind = (guint8) kind;
  s->final = final;
  s->points = points;
  s->tiles = (guint16) tiles;
  s->pennants = (guint16) pennants;
  s->count = (guint16) count;
  s->node = (guint16) node;
  s->flags = flags;

  state->players[player].score += points;
  state->players[player].by_kind[kind] += points;
}

/* Majority owners from the follower strength per player (R-B-7, ties all),
 * after the expansions' tie-breaks. */
static guint32
owners_from_strength (const CarcState *state,
                      guint            root,
                      const guint     *strength)
{
  guint best = 0;
  guint32 owners = 0;

  for (guint p = 0; p < state->n_players; p++)
    best = MAX (best, strength[p]);
  if (best == 0)
    return 0;
  for (guint p = 0; p < state->n_players; p++)
    if (strength[p] == best)
      owners |= 1u << p;

  /* R-B-7: ties all score, unless an expansion breaks the tie (R-HS-3) */
  if (owners & (owners - 1))
    FOR_EACH_EXPANSION (state, i, exp, data)
      if (exp->break_tie)
        owners = exp->break_tie (state, data, root, owners);
  return owners;
}

/* One walk over the figures on the board: the follower strength per player
 * on the feature @root (added to @strength), and, when @here is given,
 * every figure standing there, special figures too. */
static void
figures_at (const CarcState *state,
            guint            root,
            guint           *strength,
            guint16         *here,
            guint           *n_here)
{
  const CarcNode *node = &state->nodes[root];

  if (node->followers == 0 && (here == NULL || node->specials == 0))
    return;
  for (guint b = 0; b < state->n_board_figures; b++)
    {
      guint i = state->board_figures[b];
      const CarcFigure *f = &state->figures[i];

      if (carc_state_find (state, f->node) != root)
        continue;
      if (here)
        here[(*n_here)++] = (guint16) i;
      if (carc_figure_is_follower (f->kind))
        strength[f->owner] += carc_figure_strength (f->kind);
    }
}

guint32
carc_state_feature_owners (const CarcState *state,
                           guint            root,
                           guint           *strength)
{
  guint local[CARC_MAX_PLAYERS] = { 0 };
  guint *s = strength ? strength : local;

  if (strength)
    memset (strength, 0, sizeof (guint) * CARC_MAX_PLAYERS);
  if (state->nodes[root].followers == 0)
    return 0;
  figures_at (state, root, s, NULL, NULL);
  return owners_from_strength (state, root, s);
}

gboolean
carc_state_has_figure_on (const CarcState *state,
                          guint            root,
                          int              owner,
                          guint            kinds,
                          guint            except)
{
  const CarcNode *node = &state->nodes[root];

  /* the feature's counters answer most questions without a walk */
  if (!((kinds & CARC_FIGURE_KINDS_FOLLOWERS) && node->followers > 0)
      && !((kinds & ~CARC_FIGURE_KINDS_FOLLOWERS) && node->specials > 0))
    return FALSE;
  for (guint b = 0; b < state->n_board_figures; b++)
    {
      guint i = state->board_figures[b];
      const CarcFigure *f = &state->figures[i];

      if ((kinds & (1u << f->kind)) && i != except
          && (owner < 0 || f->owner == (guint) owner)
          && carc_state_find (state, f->node) == root)
        return TRUE;
    }
  return FALSE;
}

/* The tiles a feature counts: its own for a road or city (R-B-5: a tile
 * once), and for a monastery its tile with the placed neighbours, all nine
 * once it is complete (R-B-6). */
static guint
feature_tiles (const CarcState *state,
               guint            root,
               gboolean         completed)
{
  const CarcNode *node = &state->nodes[root];

  if (node->kind != CARC_FEATURE_MONASTERY)
    return carc_state_count_tiles (state, root);
  if (completed)
    return 9;
  return 1 + carc_state_count_neighbours (state, state->tiles[node->tile].x, state->tiles[node->tile].y);
}

static void
feature_value (const CarcState  *state,
               guint             root,
               gboolean          completed,
               guint             tiles,
               CarcFeatureValue *value)
{
  const CarcNode *node = &state->nodes[root];

  memset (value, 0, sizeof *value);
  switch (node->kind)
    {
    case CARC_FEATURE_ROAD:          /* R-B-4, R-B-9 */
      value->points = (int) tiles;
      break;
    case CARC_FEATURE_CITY:          /* R-B-5, R-B-9 */
      if (!completed)
        value->points = (int) (tiles + node->pennants);
      else if (tiles == 2 && (state->setup->rules & CARC_RULE_SMALL_CITY))
        value->points = (int) (tiles + node->pennants);
      else
        value->points = (int) (2 * tiles + 2 * node->pennants);
      break;
    case CARC_FEATURE_MONASTERY:     /* R-B-6, R-B-9: a point per tile of the 3×3 */
      value->points = (int) tiles;
      break;
    default:
      break;
    }

  FOR_EACH_EXPANSION (state, i, exp, data)
    if (exp->feature_value)
      exp->feature_value (state, data, root, completed, value);
}

static CarcScoreKind
score_kind_of (guint feature_kind)
{
  return carc_feature_info (feature_kind)->score_kind;
}

/* Scores a road, city or monastery for its majority and returns its figures. */
static void
score_feature (CarcState *state,
               guint      root,
               gboolean   completed,
               gboolean   final)
{
  CarcNode *node = &state->nodes[root];
  guint tiles = feature_tiles (state, root, completed);
  CarcFeatureValue value;
  guint strength[CARC_MAX_PLAYERS] = { 0 };
  /* every figure on the board may stand here (a setup allows hundreds) */
  guint16 *here = g_newa (guint16, MAX (state->n_board_figures, 1));
  guint n_here = 0;
  guint32 owners;

  figures_at (state, root, strength, here, &n_here);
  owners = owners_from_strength (state, root, strength);
  guint group = carc_state_new_group (state);

  feature_value (state, root, completed, tiles, &value);

  for (guint p = 0; p < state->n_players; p++)
    if (owners & (1u << p))
      carc_state_award (state, group, p, score_kind_of (node->kind), value.points, final, root,
                        tiles, node->pennants, value.count,
                        (guint8) ((node->flags & CARC_NODE_EXPANSION_FLAGS)
                                  | value.flags | (completed ? CARC_NODE_COMPLETE : 0)));

  node->flags |= CARC_NODE_SCORED;

  FOR_EACH_EXPANSION (state, i, exp, data)
    if (exp->feature_scored)
      exp->feature_scored (state, data, root, final);

  /* R-B-7: after scoring the figures go back (farmers never stand here),
   * but for those that stay to the end (a hut, R-HG-3) */
  for (guint k = 0; k < n_here; k++)
    if (!carc_registry_figure (state->figures[here[k]].kind)->stays)
      carc_state_return_figure (state, here[k], group);
}

static gboolean
feature_is_complete (const CarcState *state,
                     guint            root)
{
  const CarcNode *node = &state->nodes[root];

  if (carc_feature_info (node->kind)->closes)
    return node->open == 0;
  switch (node->kind)
    {
    case CARC_FEATURE_MONASTERY:
      {
        const CarcPlacedTile *t = &state->tiles[node->tile];
        return carc_state_count_neighbours (state, t->x, t->y) == 8;
      }
    default:
      return FALSE;
    }
}

/* R-B-4 … R-B-6: score what the tile just placed completed (each feature
 * once: a completed feature is flagged and never completes again). */
void
carc_scoring_completed (CarcState *state)
{
  for (guint i = 0; i < state->n_touched; i++)
    {
      guint root = carc_state_find (state, state->touched[i]);
      CarcNode *node = &state->nodes[root];

      if ((node->flags & CARC_NODE_COMPLETE) || !feature_is_complete (state, root))
        continue;
      node->flags |= CARC_NODE_COMPLETE;

      FOR_EACH_EXPANSION (state, k, exp, data)
        if (exp->feature_completed)
          exp->feature_completed (state, data, root);

      if (node->followers > 0 || node->specials > 0)
        score_feature (state, root, TRUE, FALSE);
      else
        node->flags |= CARC_NODE_SCORED;
    }
}

/* Completed cities a field touches, each once, into @out. */
static guint
field_cities (CarcState *state,
              guint      field_root,
              guint     *out,
              guint      max)
{
  guint32 stamp = carc_state_next_stamp (state);
  guint n = 0;
  guint node = field_root;

  do
    {
      const CarcNode *member = &state->nodes[node];
      const CarcPlacedTile *tile = &state->tiles[member->tile];
      const CarcTileType *type = carc_state_tile_type (state, tile);
      guint16 cities = type->features[member->local].cities;

      for (guint c = 0; cities; c++, cities >>= 1)
        if (cities & 1)
          {
            guint city = carc_state_find (state, tile->node0 + c);
            if (state->node_stamp[city] != stamp)
              {
                state->node_stamp[city] = stamp;
                if (state->nodes[city].open == 0 && n < max)
                  out[n++] = city;
              }
          }
      node = member->next;
    }
  while (node != field_root);
  return n;
}

static void
score_fields (CarcState     *state,
              const guint16 *roots,
              guint          n_roots)
{
  gboolean classic = (state->setup->rules & CARC_RULE_CLASSIC_FARMERS) != 0;
  guint8 *claimed = classic ? g_new0 (guint8, state->n_nodes) : NULL;
  guint *cities = g_new (guint, state->n_nodes);

  for (guint r = 0; r < n_roots; r++)
    {
      guint n = roots[r];
      CarcNode *node = &state->nodes[n];
      guint32 owners;
      guint n_cities, group;

      if (node->kind != CARC_FEATURE_FIELD || node->followers == 0)
        continue;
      owners = carc_state_feature_owners (state, n, NULL);
      n_cities = field_cities (state, n, cities, state->n_nodes);
      group = carc_state_new_group (state);
      for (guint p = 0; p < state->n_players; p++)
        {
          int points = 0;
          guint counted = 0;
          if (!(owners & (1u << p)))
            continue;
          for (guint c = 0; c < n_cities; c++)
            {
              int per_city = 3;   /* R-B-10 */
              if (claimed)
                {
                  /* classic farmers: each city at most once per player */
                  if (claimed[cities[c]] & (1u << p))
                    continue;
                  claimed[cities[c]] |= (guint8) (1u << p);
                }
              FOR_EACH_EXPANSION (state, i, exp, data)
                if (exp->field_city_points)
                  per_city = exp->field_city_points (state, data, n, p, per_city);
              points += per_city;
              counted++;
            }
          carc_state_award (state, group, p, CARC_SCORE_FIELD, points, TRUE, n,
                            carc_state_count_tiles (state, n), 0, counted, 0);
        }
    }
  g_free (cities);
  g_free (claimed);
}

/* R-B-9: incomplete roads, cities, monasteries, then fields. Only features
 * with a figure can score, so the figures name them: no walk over the board. */
void
carc_scoring_final (CarcState *state)
{
  static const CarcFeatureKind order[] = {
    CARC_FEATURE_ROAD, CARC_FEATURE_CITY, CARC_FEATURE_MONASTERY,
  };
  guint16 *roots = g_newa (guint16, MAX (state->n_board_figures, 1));
  guint n_roots = 0;
  guint32 stamp = carc_state_next_stamp (state);

  state->current_tile = CARC_NONE;
  for (guint b = 0; b < state->n_board_figures; b++)
    {
      const CarcFigure *f = &state->figures[state->board_figures[b]];
      guint root = carc_state_find (state, f->node);
      if (state->node_stamp[root] == stamp)
        continue;
      state->node_stamp[root] = stamp;
      roots[n_roots++] = (guint16) root;
    }
  /* the board's order, so that scorings come out in a stable order */
  for (guint i = 1; i < n_roots; i++)
    for (guint j = i; j > 0 && roots[j - 1] > roots[j]; j--)
      {
        guint16 t = roots[j];
        roots[j] = roots[j - 1];
        roots[j - 1] = t;
      }

  for (guint k = 0; k < G_N_ELEMENTS (order); k++)
    for (guint i = 0; i < n_roots; i++)
      {
        CarcNode *node = &state->nodes[roots[i]];
        if (node->kind == order[k] && !(node->flags & CARC_NODE_SCORED) && node->followers > 0)
          score_feature (state, roots[i], FALSE, TRUE);
      }
  if (state->setup->rules & CARC_RULE_FARMERS)
    score_fields (state, roots, n_roots);

  FOR_EACH_EXPANSION (state, i, exp, data)
    if (exp->final_scoring)
      exp->final_scoring (state, data);

  state->phase = CARC_PHASE_OVER;
  state->pending = CARC_PENDING_NONE;
}

void
carc_state_project_final (const CarcState *state,
                          int             *scores)
{
  CarcState *copy = carc_state_copy (state);

  if (copy->phase != CARC_PHASE_OVER)
    carc_scoring_final (copy);
  for (guint p = 0; p < copy->n_players; p++)
    scores[p] = copy->players[p].score;
  carc_state_free (copy);
}

guint32
carc_state_winners (const CarcState *state,
                    int             *best_score)
{
  int best = G_MININT;
  guint32 winners = 0;

  for (guint p = 0; p < state->n_players; p++)
    best = MAX (best, state->players[p].score);
  for (guint p = 0; p < state->n_players; p++)
    if (state->players[p].score == best)
      winners |= 1u << p;
  if (best_score)
    *best_score = best;
  return winners;
}

/* ---- feature information ------------------------------------------------------------ */

void
carc_state_feature_info (const CarcState *state,
                         guint            node,
                         CarcFeatureInfo *info)
{
  CarcState *s = (CarcState *) state;
  guint root = carc_state_find (state, node);
  const CarcNode *r = &state->nodes[root];
  gboolean complete;
  CarcFeatureValue value;

  memset (info, 0, sizeof *info);
  info->kind = r->kind;
  info->root = root;
  info->pennants = r->pennants;
  info->flags = r->flags;
  info->open = r->open;
  info->owners = carc_state_feature_owners (state, root, info->strength);
  complete = (r->flags & CARC_NODE_COMPLETE) || feature_is_complete (state, root);
  if (complete)
    info->flags |= CARC_NODE_COMPLETE;
  info->tiles = feature_tiles (state, root, complete);

  if (r->kind == CARC_FEATURE_FIELD)
    {
      guint *cities = g_new (guint, state->n_nodes);
      info->cities = field_cities (s, root, cities, state->n_nodes);
      info->value = 3 * (int) info->cities;
      g_free (cities);
    }
  else if (carc_feature_info (r->kind)->scores)
    {
      feature_value (state, root, complete, info->tiles, &value);
      info->value = value.points;
    }
}
