/* carc-state.c: the base game (R-B-1 … R-B-11) and the turn machinery
 *
 * Placement is incremental: a frontier of open spots keeps, per spot, the
 * edge kinds its neighbours demand, so the legal spots of a tile are one
 * masked compare per spot and rotation; features merge with union-find and
 * keep their open-edge count, so completion is a counter reaching zero. No
 * query rescans the board.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-expansion.h"

#include <string.h>

G_DEFINE_QUARK (carc-error-quark, carc_error)

#define GRID_MARGIN 8

/* 16 bytes processed together (GCC/Clang vector extension; plain SSE2/NEON) */
typedef guint8 CarcByteVector __attribute__ ((vector_size (16)));

#define FOR_EACH_EXPANSION(state, i, exp, data) \
  for (guint i = 0; i < (state)->n_expansions; i++) \
    for (const CarcExpansion *exp = (state)->expansions[i]; exp; exp = NULL) \
      for (gpointer data G_GNUC_UNUSED = (state)->expansion_data[i]; exp; exp = NULL)

static void final_scoring (CarcState *state);
static void run_steps     (CarcState *state);
static void start_turn    (CarcState *state);

static inline gboolean
figure_is_follower (guint kind)
{
  return kind == CARC_FIGURE_FOLLOWER || kind == CARC_FIGURE_BIG_FOLLOWER;
}

static inline guint
figure_strength (guint kind)
{
  return kind == CARC_FIGURE_BIG_FOLLOWER ? 2 : kind == CARC_FIGURE_FOLLOWER ? 1 : 0;
}

#define GROW(array, n, cap, min) \
  G_STMT_START { \
    if ((n) >= (cap)) \
      { \
        (cap) = MAX ((cap) * 2, (min)); \
        (array) = g_renew (__typeof__ (*(array)), (array), (cap)); \
      } \
  } G_STMT_END

/* ---- union-find --------------------------------------------------------- */

guint
carc_state_find (const CarcState *state,
                 guint            node)
{
  CarcNode *nodes = state->nodes;
  guint root = node;

  while (nodes[root].parent != root)
    root = nodes[root].parent;
  /* path compression does not change what any reader observes */
  while (nodes[node].parent != root)
    {
      guint next = nodes[node].parent;
      nodes[node].parent = (guint16) root;
      node = next;
    }
  return root;
}

static guint
merge (CarcState *state,
       guint      a,
       guint      b)
{
  CarcNode *nodes = state->nodes;
  CarcNode *ra, *rb;
  guint16 tmp;

  a = carc_state_find (state, a);
  b = carc_state_find (state, b);
  if (a == b)
    return a;
  if (nodes[a].size < nodes[b].size)
    {
      guint t = a;
      a = b;
      b = t;
    }
  ra = &nodes[a];
  rb = &nodes[b];
  rb->parent = (guint16) a;
  ra->size += rb->size;
  ra->open += rb->open;
  ra->pennants += rb->pennants;
  ra->flags |= rb->flags & (CARC_NODE_INN | CARC_NODE_CATHEDRAL);
  for (guint g = 0; g < CARC_N_GOODS; g++)
    ra->goods[g] += rb->goods[g];
  ra->followers += rb->followers;
  ra->specials += rb->specials;
  /* splice the two circular member lists */
  tmp = ra->next;
  ra->next = rb->next;
  rb->next = tmp;
  return a;
}

guint32
carc_state_next_stamp (CarcState *state)
{
  if (++state->stamp == 0)
    {
      memset (state->tile_stamp, 0, sizeof (guint32) * state->cap_tiles);
      memset (state->node_stamp, 0, sizeof (guint32) * state->cap_nodes);
      state->stamp = 1;
    }
  return state->stamp;
}

guint
carc_state_count_tiles (const CarcState *state,
                        guint            root)
{
  CarcState *s = (CarcState *) state;   /* stamps are scratch space */
  guint32 stamp = carc_state_next_stamp (s);
  guint n = 0;
  guint node = root;

  do
    {
      guint tile = s->nodes[node].tile;
      if (s->tile_stamp[tile] != stamp)
        {
          s->tile_stamp[tile] = stamp;
          n++;
        }
      node = s->nodes[node].next;
    }
  while (node != root);
  return n;
}

/* ---- grid and frontier ---------------------------------------------------- */

static inline gint16 *
grid_cell (const CarcState *state,
           int              x,
           int              y)
{
  int gx = x - state->grid_x0;
  int gy = y - state->grid_y0;
  if (gx < 0 || gy < 0 || gx >= state->grid_w || gy >= state->grid_h)
    return NULL;
  return &state->grid[gy * state->grid_w + gx];
}

static void
grid_ensure (CarcState *state,
             int        x,
             int        y)
{
  int x0, y0, x1, y1, w, h;
  gint16 *grid;

  if (x - 1 >= state->grid_x0 && y - 1 >= state->grid_y0
      && x + 1 < state->grid_x0 + state->grid_w && y + 1 < state->grid_y0 + state->grid_h)
    return;

  x0 = MIN (state->grid_x0, x - GRID_MARGIN);
  y0 = MIN (state->grid_y0, y - GRID_MARGIN);
  x1 = MAX (state->grid_x0 + state->grid_w, x + GRID_MARGIN + 1);
  y1 = MAX (state->grid_y0 + state->grid_h, y + GRID_MARGIN + 1);
  w = x1 - x0;
  h = y1 - y0;
  grid = g_new0 (gint16, (gsize) w * h);
  for (int gy = 0; gy < state->grid_h; gy++)
    memcpy (&grid[(gy + state->grid_y0 - y0) * w + (state->grid_x0 - x0)],
            &state->grid[gy * state->grid_w], sizeof (gint16) * state->grid_w);
  g_free (state->grid);
  state->grid = grid;
  state->grid_x0 = x0;
  state->grid_y0 = y0;
  state->grid_w = w;
  state->grid_h = h;
}

static inline int
tile_index_at (const CarcState *state,
               int              x,
               int              y)
{
  gint16 *cell = grid_cell (state, x, y);
  return (cell && *cell > 0) ? *cell - 1 : -1;
}

int
carc_state_tile_index_at (const CarcState *state,
                          int              x,
                          int              y)
{
  return tile_index_at (state, x, y);
}

const CarcTileType *
carc_state_tile_type (const CarcState      *state,
                      const CarcPlacedTile *tile)
{
  return state->types[tile->type];
}

void
carc_state_get_bounds (const CarcState *state,
                       int *min_x, int *min_y,
                       int *max_x, int *max_y)
{
  int a = G_MAXINT, b = G_MAXINT, c = G_MININT, d = G_MININT;
  for (guint i = 0; i < state->n_tiles; i++)
    {
      a = MIN (a, state->tiles[i].x);
      b = MIN (b, state->tiles[i].y);
      c = MAX (c, state->tiles[i].x);
      d = MAX (d, state->tiles[i].y);
    }
  if (state->n_tiles == 0)
    a = b = c = d = 0;
  *min_x = a;
  *min_y = b;
  *max_x = c;
  *max_y = d;
}

static void
spot_remove (CarcState *state,
             guint      index)
{
  guint last = state->n_spots - 1;

  if (index != last)
    {
      CarcSpot *moved = &state->spots[last];
      state->spots[index] = *moved;
      state->spot_need[index] = state->spot_need[last];
      state->spot_mask[index] = state->spot_mask[last];
      *grid_cell (state, moved->x, moved->y) = (gint16) -(int) (index + 1);
    }
  state->n_spots--;
  state->spot_need[state->n_spots] = 0;
  state->spot_mask[state->n_spots] = 0;
}

/* A tile now lies at (x,y): its cell stops being a spot and its empty
 * neighbours become (or stay) spots that must match its edges. */
static void
frontier_place (CarcState *state,
                guint      tile_index)
{
  const CarcPlacedTile *tile = &state->tiles[tile_index];
  const CarcTileType *type = carc_state_tile_type (state, tile);
  guint8 code = carc_tile_type_edge_code (type, tile->rotation);
  gint16 *cell = grid_cell (state, tile->x, tile->y);

  if (*cell < 0)
    spot_remove (state, (guint) (-*cell - 1));
  *cell = (gint16) (tile_index + 1);

  for (guint e = 0; e < 4; e++)
    {
      int dx, dy;
      guint back = carc_edge_opposite (e);
      CarcSpot *spot;

      carc_edge_step (e, &dx, &dy);
      cell = grid_cell (state, tile->x + dx, tile->y + dy);
      if (*cell > 0)
        continue;
      if (*cell == 0)
        {
          if (state->n_spots >= state->cap_spots)
            {
              guint old = state->cap_spots;
              GROW (state->spots, state->n_spots, state->cap_spots, 32);
              /* the byte arrays have room for a whole last vector of 16 */
              state->spot_need = g_renew (guint8, state->spot_need, state->cap_spots + 16);
              state->spot_mask = g_renew (guint8, state->spot_mask, state->cap_spots + 16);
              memset (state->spot_need + old, 0, state->cap_spots + 16 - old);
              memset (state->spot_mask + old, 0, state->cap_spots + 16 - old);
            }
          spot = &state->spots[state->n_spots];
          spot->x = (gint16) (tile->x + dx);
          spot->y = (gint16) (tile->y + dy);
          spot->need = 0;
          spot->mask = 0;
          *cell = (gint16) -(int) (state->n_spots + 1);
          state->n_spots++;
        }
      else
        spot = &state->spots[-*cell - 1];
      spot->need |= (guint8) (carc_edge_code_get (code, e) << (2 * back));
      spot->mask |= (guint8) (3u << (2 * back));
      state->spot_need[spot - state->spots] = spot->need;
      state->spot_mask[spot - state->spots] = spot->mask;
    }
}

/* ---- placing a tile --------------------------------------------------------- */

static inline guint
popcount16 (guint v)
{
  static const guint8 nibble[16] = { 0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4 };
  return nibble[v & 15] + nibble[(v >> 4) & 15] + nibble[(v >> 8) & 15] + nibble[(v >> 12) & 15];
}

static guint
add_tile (CarcState *state,
          guint      type_index,
          int        x,
          int        y,
          guint      rotation)
{
  const CarcTileType *type = state->types[type_index];
  guint t = state->n_tiles;
  CarcPlacedTile *tile;

  if (state->n_tiles >= state->cap_tiles)
    {
      guint old = state->cap_tiles;
      GROW (state->tiles, state->n_tiles, state->cap_tiles, 128);
      state->tile_stamp = g_renew (guint32, state->tile_stamp, state->cap_tiles);
      memset (state->tile_stamp + old, 0, sizeof (guint32) * (state->cap_tiles - old));
    }
  if (state->n_nodes + type->n_features > state->cap_nodes)
    {
      guint old = state->cap_nodes;
      state->cap_nodes = MAX (state->cap_nodes * 2, state->n_nodes + type->n_features + 512);
      state->nodes = g_renew (CarcNode, state->nodes, state->cap_nodes);
      state->node_stamp = g_renew (guint32, state->node_stamp, state->cap_nodes);
      memset (state->node_stamp + old, 0, sizeof (guint32) * (state->cap_nodes - old));
    }

  grid_ensure (state, x, y);

  tile = &state->tiles[t];
  tile->x = (gint16) x;
  tile->y = (gint16) y;
  tile->rotation = (guint8) rotation;
  tile->player = state->turn == 0 ? -1 : (gint8) state->player;
  tile->type = (guint16) type_index;
  tile->node0 = (guint16) state->n_nodes;
  tile->turn = (guint16) state->turn;
  tile->event = state->turn == 0 ? CARC_NONE : (guint16) state->event_index;
  state->n_tiles++;

  for (guint i = 0; i < type->n_features; i++)
    {
      const CarcFeatureDef *f = &type->features[i];
      guint n = state->n_nodes++;
      CarcNode *node = &state->nodes[n];

      memset (node, 0, sizeof *node);
      node->parent = (guint16) n;
      node->next = (guint16) n;
      node->tile = (guint16) t;
      node->local = (guint8) i;
      node->kind = (guint8) f->kind;
      node->size = 1;
      node->pennants = f->pennants;
      node->flags = ((f->flags & CARC_FEATURE_FLAG_INN) ? CARC_NODE_INN : 0)
                  | ((f->flags & CARC_FEATURE_FLAG_CATHEDRAL) ? CARC_NODE_CATHEDRAL : 0);
      memcpy (node->goods, f->goods, sizeof node->goods);
      if (f->kind == CARC_FEATURE_FIELD)
        node->open = (gint16) popcount16 (f->locations & CARC_LOC_HALVES);
      else if (f->kind != CARC_FEATURE_MONASTERY)
        node->open = (gint16) popcount16 ((f->locations | f->joins) & CARC_LOC_EDGES);
    }

  frontier_place (state, t);

  /* Merge with the neighbours' features, edge by edge. */
  for (guint e = 0; e < 4; e++)
    {
      int dx, dy, ni;
      const CarcPlacedTile *nt;
      const CarcTileType *ntype;
      guint back = carc_edge_opposite (e);
      guint8 mine[2], theirs[2];
      guint n_mine, n_theirs;

      carc_edge_step (e, &dx, &dy);
      ni = tile_index_at (state, x + dx, y + dy);
      if (ni < 0)
        continue;
      tile = &state->tiles[t];
      nt = &state->tiles[ni];
      ntype = state->types[nt->type];

      n_mine = carc_tile_type_features_at_edge (type, rotation, e, mine);
      n_theirs = carc_tile_type_features_at_edge (ntype, nt->rotation, back, theirs);
      if (n_mine > 0 && n_theirs > 0)
        {
          guint root = 0;
          for (guint a = 0; a < n_mine; a++)
            for (guint b = 0; b < n_theirs; b++)
              root = merge (state, tile->node0 + mine[a], nt->node0 + theirs[b]);
          state->nodes[root].open -= (gint16) (n_mine + n_theirs);
        }

      for (guint k = 0; k < 2; k++)
        {
          guint h = 2 * e + k;
          guint fa = carc_tile_type_field_at_half (type, rotation, h);
          guint fb = carc_tile_type_field_at_half (ntype, nt->rotation, carc_half_opposite (h));
          if (fa != CARC_NO_FEATURE && fb != CARC_NO_FEATURE)
            {
              guint root = merge (state, tile->node0 + fa, nt->node0 + fb);
              state->nodes[root].open -= 2;
            }
        }
    }

  /* What this tile may have completed: its own features, and the
   * monasteries around it. */
  tile = &state->tiles[t];
  state->n_touched = 0;
  for (guint i = 0; i < type->n_features; i++)
    if (type->features[i].kind == CARC_FEATURE_ROAD || type->features[i].kind == CARC_FEATURE_CITY)
      state->touched[state->n_touched++] = (guint16) (tile->node0 + i);
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      {
        int ni = tile_index_at (state, x + dx, y + dy);
        const CarcTileType *ntype;
        if (ni < 0)
          continue;
        ntype = state->types[state->tiles[ni].type];
        if (ntype->monastery != CARC_NO_FEATURE)
          state->touched[state->n_touched++] = (guint16) (state->tiles[ni].node0 + ntype->monastery);
      }
  return t;
}

guint
carc_state_count_neighbours (const CarcState *state,
                             int              x,
                             int              y)
{
  guint n = 0;
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      if ((dx || dy) && tile_index_at (state, x + dx, y + dy) >= 0)
        n++;
  return n;
}

static gboolean
spot_fits (const CarcSpot     *spot,
           const CarcTileType *type,
           guint               rotation)
{
  return (carc_tile_type_edge_code (type, rotation) & spot->mask) == spot->need;
}

static gboolean
placement_allowed_by_expansions (const CarcState *state,
                                 guint            type,
                                 int              x,
                                 int              y,
                                 guint            rotation)
{
  FOR_EACH_EXPANSION (state, i, exp, data)
    if (exp->placement_allowed
        && exp->placement_allowed (state, data, type, x, y, rotation) == CARC_HOOK_DENY)
      return FALSE;
  return TRUE;
}

gboolean
carc_state_check_placement (const CarcState *state,
                            guint            type_index,
                            int              x,
                            int              y,
                            guint            rotation,
                            GError         **error)
{
  const CarcTileType *type;
  gint16 *cell;
  const CarcSpot *spot;

  if (type_index >= carc_catalogue_get_n_types (state->catalogue))
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_UNKNOWN_TILE, "unknown tile");
      return FALSE;
    }
  type = state->types[type_index];
  if (rotation > 3)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_ILLEGAL_PLACEMENT,
                   "rotation must be 0, 90, 180 or 270");
      return FALSE;
    }
  cell = grid_cell (state, x, y);
  if (cell && *cell > 0)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_ILLEGAL_PLACEMENT,
                   "(%d,%d) already holds a tile", x, y);
      return FALSE;
    }
  if (cell == NULL || *cell == 0)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_ILLEGAL_PLACEMENT,
                   "(%d,%d) touches no placed tile by an edge (R-B-2)", x, y);
      return FALSE;
    }
  spot = &state->spots[-*cell - 1];
  if (!spot_fits (spot, type, rotation))
    {
      guint8 code = carc_tile_type_edge_code (type, rotation);
      static const char *kinds[] = { "field", "road", "city", "river" };
      for (guint e = 0; e < 4; e++)
        if ((spot->mask >> (2 * e)) & 3)
          {
            guint want = carc_edge_code_get (spot->need, e), have = carc_edge_code_get (code, e);
            if (want != have)
              {
                g_set_error (error, CARC_ERROR, CARC_ERROR_ILLEGAL_PLACEMENT,
                             "%s at (%d,%d) rotated %u°: its %s edge is %s but the neighbour shows %s (R-B-2)",
                             type->id, x, y, rotation * 90, carc_edge_name (e), kinds[have], kinds[want]);
                return FALSE;
              }
          }
    }
  if (!placement_allowed_by_expansions (state, type_index, x, y, rotation))
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_ILLEGAL_PLACEMENT,
                   "%s may not be placed at (%d,%d) rotated %u° (the River must flow on without turning back, R-R-2)",
                   type->id, x, y, rotation * 90);
      return FALSE;
    }
  return TRUE;
}

void
carc_state_list_placements (const CarcState *state,
                            guint            type_index,
                            GArray          *out)
{
  const CarcTileType *type = state->types[type_index];
  gboolean filtered = FALSE;
  guint8 codes[4];
  guint start = out->len, n = start, n_spots;
  CarcPlacement *restrict p;
  const CarcSpot *restrict spots;

  FOR_EACH_EXPANSION (state, i, exp, data)
    filtered |= exp->placement_allowed != NULL;
  for (guint r = 0; r < 4; r++)
    codes[r] = carc_tile_type_edge_code (type, r);

  /* sixteen spots at a time, all four rotations: (code & mask) == need per
   * byte, on the frontier's need/mask byte arrays */
  g_array_set_size (out, start + state->n_spots);
  p = &g_array_index (out, CarcPlacement, 0);
  spots = state->spots;
  n_spots = state->n_spots;
  for (guint base = 0; base < n_spots; base += 16)
    {
      CarcByteVector mask, need, rot;
      guint8 rots[16];
      guint end = MIN (n_spots, base + 16);

      memcpy (&mask, state->spot_mask + base, 16);
      memcpy (&need, state->spot_need + base, 16);
      rot = ((CarcByteVector) ((mask & codes[0]) == need) & 1)
          | ((CarcByteVector) ((mask & codes[1]) == need) & 2)
          | ((CarcByteVector) ((mask & codes[2]) == need) & 4)
          | ((CarcByteVector) ((mask & codes[3]) == need) & 8);
      memcpy (rots, &rot, 16);

      /* visit only the spots where something fits */
      for (guint half = 0; half < 2; half++)
        {
          guint64 word;
          memcpy (&word, rots + 8 * half, 8);
          while (word)
            {
#if G_BYTE_ORDER == G_LITTLE_ENDIAN
              guint shift = (guint) __builtin_ctzll (word) & ~7u;
              guint byte = shift / 8;
#else
              guint shift = 56 - ((guint) __builtin_clzll (word) & ~7u);
              guint byte = 7 - shift / 8;
#endif
              guint s = base + 8 * half + byte;
              guint rotations = rots[8 * half + byte];

              word &= ~(G_GUINT64_CONSTANT (0xff) << shift);
              if (s >= end)
                break;
              if (filtered)
                for (guint r = 0; r < 4; r++)
                  if ((rotations & (1u << r))
                      && !placement_allowed_by_expansions (state, type_index, spots[s].x, spots[s].y, r))
                    rotations &= ~(1u << r);
              if (rotations)
                {
                  p[n].x = spots[s].x;
                  p[n].y = spots[s].y;
                  p[n].rotations = rotations;
                  n++;
                }
            }
        }
    }
  g_array_set_size (out, n);
}

gboolean
carc_state_has_placement (const CarcState *state,
                          guint            type_index)
{
  const CarcTileType *type = state->types[type_index];

  for (guint s = 0; s < state->n_spots; s++)
    for (guint r = 0; r < 4; r++)
      if (spot_fits (&state->spots[s], type, r)
          && placement_allowed_by_expansions (state, type_index, state->spots[s].x, state->spots[s].y, r))
        return TRUE;
  return FALSE;
}

gboolean
carc_state_tile_available (const CarcState *state,
                           guint            type)
{
  if (type >= carc_catalogue_get_n_types (state->catalogue) || state->remaining[type] == 0)
    return FALSE;
  if (!state->has_tile_available_hook)
    return TRUE;
  FOR_EACH_EXPANSION (state, i, exp, data)
    if (exp->tile_available && exp->tile_available (state, data, type) == CARC_HOOK_DENY)
      return FALSE;
  return TRUE;
}

/* ---- figures ----------------------------------------------------------------- */

guint
carc_state_figures_in_supply (const CarcState *state,
                              guint            player,
                              CarcFigureKind   kind)
{
  return player < state->n_players && kind < CARC_N_FIGURE_KINDS ? state->in_supply[player][kind] : 0;
}

guint
carc_state_figures_available (const CarcState *state,
                              guint            player,
                              CarcFigureKind   kind)
{
  /* R-B-3: a figure that came back this turn waits for the next one */
  if (player >= state->n_players || kind >= CARC_N_FIGURE_KINDS)
    return 0;
  return (guint) (state->in_supply[player][kind] - state->returned_now[player][kind]);
}

static int
find_available_figure (const CarcState *state,
                       guint            player,
                       CarcFigureKind   kind)
{
  for (guint i = 0; i < state->n_figures; i++)
    {
      const CarcFigure *f = &state->figures[i];
      if (f->owner == player && f->kind == kind && f->node == CARC_NONE
          && f->returned_turn != state->placement_serial)
        return (int) i;
    }
  return -1;
}

/* The rules for a figure of @kind on feature @feature (root @root) of the
 * tile just placed, once the caller knows the figure is at hand. */
static gboolean
figure_legal (const CarcState *state,
              CarcFigureKind   kind,
              guint            feature,
              guint            root,
              GError         **error)
{
  const CarcTileType *type = state->types[state->tiles[state->current_tile].type];
  const CarcFeatureDef *def = &type->features[feature];
  gboolean decided = FALSE;

  if (def->kind == CARC_FEATURE_RIVER)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                   "no figure may stand on the river itself (R-R-2)");
      return FALSE;
    }

  if (figure_is_follower (kind))
    {
      if (def->kind == CARC_FEATURE_FIELD && !(state->setup->rules & CARC_RULE_FARMERS))
        {
          g_set_error (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                       "this game is played without farmers (R-B-8)");
          return FALSE;
        }
      if (state->nodes[root].followers > 0)
        {
          g_set_error (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                       "that %s already holds a follower (R-B-2)",
                       carc_feature_kind_name (def->kind));
          return FALSE;
        }
    }

  FOR_EACH_EXPANSION (state, i, exp, data)
    if (exp->figure_allowed)
      {
        CarcHookResult r = exp->figure_allowed (state, data, kind, root, error);
        if (r == CARC_HOOK_DENY)
          return FALSE;
        if (r == CARC_HOOK_ALLOW)
          decided = TRUE;
      }

  if (!figure_is_follower (kind) && !decided)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                   "a %s cannot stand on a %s", carc_figure_kind_name (kind),
                   carc_feature_kind_name (def->kind));
      return FALSE;
    }
  return TRUE;
}

gboolean
carc_state_check_figure (const CarcState *state,
                         CarcFigureKind   kind,
                         guint            feature,
                         GError         **error)
{
  const CarcPlacedTile *tile;
  const CarcTileType *type;

  if (state->phase != CARC_PHASE_FIGURE || state->current_tile == CARC_NONE)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE,
                   "a figure goes on the tile just placed, and no tile waits for one");
      return FALSE;
    }
  if (kind >= CARC_N_FIGURE_KINDS)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_EVENT, "unknown figure");
      return FALSE;
    }
  tile = &state->tiles[state->current_tile];
  type = state->types[tile->type];
  if (feature >= type->n_features)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                   "%s has no such feature", type->id);
      return FALSE;
    }
  if (state->setup->figures[kind] == 0)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                   "this game has no %s figures", carc_figure_kind_name (kind));
      return FALSE;
    }
  if (carc_state_figures_available (state, state->player, kind) == 0)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                   "%s has no %s left in supply%s", state->setup->players[state->player].name,
                   carc_figure_kind_name (kind),
                   carc_state_figures_in_supply (state, state->player, kind) > 0
                     ? " that did not come back this turn (R-B-3)" : "");
      return FALSE;
    }
  return figure_legal (state, kind, feature, carc_state_find (state, tile->node0 + feature), error);
}

guint
carc_state_list_figure_options (const CarcState  *state,
                                CarcFigureOption *out,
                                guint             max)
{
  const CarcPlacedTile *tile;
  const CarcTileType *type;
  guint roots[CARC_MAX_TILE_FEATURES];
  guint n = 0;

  if (state->phase != CARC_PHASE_FIGURE || state->current_tile == CARC_NONE)
    return 0;
  tile = &state->tiles[state->current_tile];
  type = state->types[tile->type];
  for (guint f = 0; f < type->n_features; f++)
    roots[f] = carc_state_find (state, tile->node0 + f);
  for (guint k = 0; k < CARC_N_FIGURE_KINDS; k++)
    {
      if (state->in_supply[state->player][k] <= state->returned_now[state->player][k])
        continue;
      for (guint f = 0; f < type->n_features && n < max; f++)
        if (figure_legal (state, k, f, roots[f], NULL))
          {
            out[n].kind = k;
            out[n].feature = f;
            n++;
          }
    }
  return n;
}

static void
place_figure (CarcState     *state,
              CarcFigureKind kind,
              guint          feature)
{
  const CarcPlacedTile *tile = &state->tiles[state->current_tile];
  int f = find_available_figure (state, state->player, kind);
  guint node = tile->node0 + feature;
  CarcNode *root = &state->nodes[carc_state_find (state, node)];

  g_assert (f >= 0);
  state->figures[f].node = (guint16) node;
  state->in_supply[state->player][kind]--;
  if (figure_is_follower (kind))
    root->followers++;
  else
    root->specials++;

  FOR_EACH_EXPANSION (state, i, exp, data)
    if (exp->figure_placed)
      exp->figure_placed (state, data, (guint) f);
}

void
carc_state_return_figure (CarcState *state,
                          guint      figure,
                          guint      group)
{
  CarcFigure *f = &state->figures[figure];
  CarcNode *root;
  CarcFigureReturn *r;

  if (f->node == CARC_NONE)
    return;
  root = &state->nodes[carc_state_find (state, f->node)];
  if (figure_is_follower (f->kind))
    root->followers--;
  else
    root->specials--;
  f->node = CARC_NONE;
  f->returned_turn = (guint16) state->placement_serial;
  state->in_supply[f->owner][f->kind]++;
  state->returned_now[f->owner][f->kind]++;

  GROW (state->returns, state->n_returns, state->cap_returns, 64);
  r = &state->returns[state->n_returns++];
  r->group = (guint16) group;
  r->event = (guint16) state->event_index;
  r->figure = (guint16) figure;
  r->owner = f->owner;
  r->kind = f->kind;
}

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

guint32
carc_state_feature_owners (const CarcState *state,
                           guint            root,
                           guint           *strength)
{
  guint local[CARC_MAX_PLAYERS] = { 0 };
  guint *s = strength ? strength : local;
  guint best = 0;
  guint32 owners = 0;

  if (strength)
    memset (strength, 0, sizeof (guint) * CARC_MAX_PLAYERS);
  if (state->nodes[root].followers == 0)
    return 0;

  for (guint i = 0; i < state->n_figures; i++)
    {
      const CarcFigure *f = &state->figures[i];
      if (f->node != CARC_NONE && figure_is_follower (f->kind)
          && carc_state_find (state, f->node) == root)
        s[f->owner] += figure_strength (f->kind);
    }
  for (guint p = 0; p < state->n_players; p++)
    best = MAX (best, s[p]);
  if (best == 0)
    return 0;
  for (guint p = 0; p < state->n_players; p++)
    if (s[p] == best)
      owners |= 1u << p;

  /* R-B-7: ties all score, unless an expansion breaks the tie (R-HS-3) */
  if (owners & (owners - 1))
    FOR_EACH_EXPANSION (state, i, exp, data)
      if (exp->break_tie)
        owners = exp->break_tie (state, data, root, owners);
  return owners;
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
    case CARC_FEATURE_MONASTERY:     /* R-B-6, R-B-9 */
      {
        const CarcPlacedTile *t = &state->tiles[node->tile];
        value->points = completed ? 9 : 1 + (int) carc_state_count_neighbours (state, t->x, t->y);
      }
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
  switch (feature_kind)
    {
    case CARC_FEATURE_ROAD: return CARC_SCORE_ROAD;
    case CARC_FEATURE_CITY: return CARC_SCORE_CITY;
    case CARC_FEATURE_MONASTERY: return CARC_SCORE_MONASTERY;
    case CARC_FEATURE_FIELD: return CARC_SCORE_FIELD;
    default: return CARC_SCORE_RIVER;
    }
}

/* Scores a road, city or monastery for its majority and returns its figures. */
static void
score_feature (CarcState *state,
               guint      root,
               gboolean   completed,
               gboolean   final)
{
  CarcNode *node = &state->nodes[root];
  guint tiles = node->kind == CARC_FEATURE_MONASTERY ? 1 : carc_state_count_tiles (state, root);
  CarcFeatureValue value;
  guint32 owners = carc_state_feature_owners (state, root, NULL);
  guint group = carc_state_new_group (state);

  feature_value (state, root, completed, tiles, &value);
  if (node->kind == CARC_FEATURE_MONASTERY && !completed)
    tiles = 1 + carc_state_count_neighbours (state, state->tiles[node->tile].x, state->tiles[node->tile].y);
  else if (node->kind == CARC_FEATURE_MONASTERY)
    tiles = 9;

  for (guint p = 0; p < state->n_players; p++)
    if (owners & (1u << p))
      carc_state_award (state, group, p, score_kind_of (node->kind), value.points, final, root,
                        tiles, node->pennants, value.count,
                        (guint8) ((node->flags & (CARC_NODE_INN | CARC_NODE_CATHEDRAL))
                                  | value.flags | (completed ? CARC_NODE_COMPLETE : 0)));

  node->flags |= CARC_NODE_SCORED;

  FOR_EACH_EXPANSION (state, i, exp, data)
    if (exp->feature_scored)
      exp->feature_scored (state, data, root, final);

  /* R-B-7: after scoring the figures go back (farmers never stand here) */
  for (guint i = 0; i < state->n_figures; i++)
    {
      const CarcFigure *f = &state->figures[i];
      if (f->node != CARC_NONE && carc_state_find (state, f->node) == root)
        carc_state_return_figure (state, i, group);
    }
}

static gboolean
feature_is_complete (const CarcState *state,
                     guint            root)
{
  const CarcNode *node = &state->nodes[root];

  switch (node->kind)
    {
    case CARC_FEATURE_ROAD:
    case CARC_FEATURE_CITY:
      return node->open == 0;
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
static void
score_completed (CarcState *state)
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
static void
final_scoring (CarcState *state)
{
  static const CarcFeatureKind order[] = {
    CARC_FEATURE_ROAD, CARC_FEATURE_CITY, CARC_FEATURE_MONASTERY,
  };
  guint16 roots[256];
  guint n_roots = 0;
  guint32 stamp = carc_state_next_stamp (state);

  state->current_tile = CARC_NONE;
  for (guint i = 0; i < state->n_figures && n_roots < G_N_ELEMENTS (roots); i++)
    {
      const CarcFigure *f = &state->figures[i];
      guint root;
      if (f->node == CARC_NONE)
        continue;
      root = carc_state_find (state, f->node);
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

/* ---- turn flow ---------------------------------------------------------------- */

/* R-B-3 holds per placement: what came back before this placement's figure
 * step waits; the builder's second tile may use what the first returned
 * (seed 000: "může vráceného stavitele ihned umístit na druhou kartičku"). */
static void
start_placement (CarcState *state)
{
  state->placement_serial++;
  memset (state->returned_now, 0, sizeof state->returned_now);
}

static void
start_turn (CarcState *state)
{
  start_placement (state);
  state->phase = CARC_PHASE_TILE;
  state->pending = CARC_PENDING_NONE;
  state->current_tile = CARC_NONE;
  state->placements = 0;
  state->extra_turn = FALSE;
  state->step = 0;
  FOR_EACH_EXPANSION (state, i, exp, data)
    if (exp->turn_started)
      exp->turn_started (state, data);
}

static void
end_turn (CarcState *state)
{
  if ((state->setup->rules & CARC_RULE_AUTO_END) && carc_state_supply_count (state) == 0)
    {
      final_scoring (state);
      return;
    }
  state->player = (state->player + 1) % state->n_players;
  state->turn++;
  start_turn (state);
}

static void
run_steps (CarcState *state)
{
  while (state->step < CARC_N_STEPS)
    {
      if (state->step == CARC_STEP_SCORE)
        score_completed (state);
      else
        FOR_EACH_EXPANSION (state, i, exp, data)
          if (exp->turn_step && exp->turn_step (state, data, state->step))
            {
              state->phase = CARC_PHASE_DECISION;
              return;
            }
      state->step++;
    }

  /* R-TB-2: the builder's second tile, same player and same turn */
  if (state->extra_turn && carc_state_supply_count (state) > 0)
    {
      state->extra_turn = FALSE;
      state->phase = CARC_PHASE_TILE;
      state->current_tile = CARC_NONE;
      state->step = 0;
      start_placement (state);
      return;
    }
  end_turn (state);
}

void
carc_state_request (CarcState  *state,
                    CarcPending pending,
                    guint       player)
{
  state->pending = pending;
  state->pending_player = player;
  state->phase = CARC_PHASE_DECISION;
}

void
carc_state_resolve (CarcState *state)
{
  state->pending = CARC_PENDING_NONE;
}

/* ---- events -------------------------------------------------------------------- */

static gboolean
apply_tile (CarcState       *state,
            const CarcEvent *event,
            GError         **error)
{
  guint t;
  const CarcTileType *type;

  if (state->phase != CARC_PHASE_TILE)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE,
                   state->phase == CARC_PHASE_OVER ? "the game is over"
                   : "a tile was already placed this turn; place a figure or pass first");
      return FALSE;
    }
  if (event->tile >= carc_catalogue_get_n_types (state->catalogue))
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_UNKNOWN_TILE, "unknown tile");
      return FALSE;
    }
  type = state->types[event->tile];
  if (!(event->flags & CARC_EVENT_FLAG_OVERRIDE))
    {
      if (state->remaining[event->tile] == 0)
        {
          g_set_error (error, CARC_ERROR, CARC_ERROR_OUT_OF_SUPPLY,
                       "no copy of %s is left in the supply", type->id);
          return FALSE;
        }
      if (!carc_state_tile_available (state, event->tile))
        {
          g_set_error (error, CARC_ERROR, CARC_ERROR_OUT_OF_SUPPLY,
                       "%s cannot be drawn now (the River tiles come first, the lake last, R-R-1)",
                       type->id);
          return FALSE;
        }
    }
  if (!carc_state_check_placement (state, event->tile, event->x, event->y, event->rotation, error))
    return FALSE;

  if (state->remaining[event->tile] > 0)
    {
      state->remaining[event->tile]--;
      state->supply_left--;
      state->stack_left[type->stack]--;
    }
  t = add_tile (state, event->tile, event->x, event->y, event->rotation);
  state->current_tile = t;
  state->placements++;
  state->phase = CARC_PHASE_FIGURE;
  state->step = 0;

  FOR_EACH_EXPANSION (state, i, exp, data)
    if (exp->tile_placed)
      exp->tile_placed (state, data, t);
  return TRUE;
}

static gboolean
apply_discard (CarcState       *state,
               const CarcEvent *event,
               GError         **error)
{
  const CarcTileType *type;

  if (state->phase != CARC_PHASE_TILE)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE, "a tile can only be set aside before it is placed");
      return FALSE;
    }
  if (event->tile >= carc_catalogue_get_n_types (state->catalogue))
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_UNKNOWN_TILE, "unknown tile");
      return FALSE;
    }
  type = state->types[event->tile];
  if (state->remaining[event->tile] == 0)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_OUT_OF_SUPPLY,
                   "no copy of %s is left in the supply", type->id);
      return FALSE;
    }
  if (carc_state_has_placement (state, event->tile))
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_ILLEGAL_PLACEMENT,
                   "%s fits somewhere, so it cannot be set aside (R-B-2)", type->id);
      return FALSE;
    }
  state->remaining[event->tile]--;
  state->supply_left--;
  state->stack_left[type->stack]--;
  if ((state->setup->rules & CARC_RULE_AUTO_END) && carc_state_supply_count (state) == 0
      && state->placements == 0)
    final_scoring (state);
  else if (state->placements > 0 && carc_state_supply_count (state) == 0)
    end_turn (state);
  return TRUE;
}

static gboolean
apply_figure (CarcState       *state,
              const CarcEvent *event,
              GError         **error)
{
  const CarcPlacedTile *tile;
  const CarcTileType *type;
  guint feature;

  if (state->phase != CARC_PHASE_FIGURE)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE,
                   "a figure goes on the tile just placed, and no tile waits for one");
      return FALSE;
    }
  tile = &state->tiles[state->current_tile];
  type = carc_state_tile_type (state, tile);
  feature = carc_tile_type_find_feature (type, tile->rotation, event->location);
  if (feature == CARC_NO_FEATURE)
    {
      g_autofree char *where = carc_loc_to_string (event->location, ' ');
      g_set_error (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                   "%s at (%d,%d) has no single feature at %s", type->id, tile->x, tile->y, where);
      return FALSE;
    }
  if (!carc_state_check_figure (state, event->figure, feature, error))
    return FALSE;
  place_figure (state, event->figure, feature);
  state->step = CARC_STEP_AFTER_FIGURE;
  run_steps (state);
  return TRUE;
}

gboolean
carc_state_apply (CarcState       *state,
                  const CarcEvent *event,
                  guint            event_index,
                  GError         **error)
{
  state->event_index = event_index;

  switch (event->type)
    {
    case CARC_EVENT_TILE:
      return apply_tile (state, event, error);

    case CARC_EVENT_DISCARD:
      return apply_discard (state, event, error);

    case CARC_EVENT_FIGURE:
      return apply_figure (state, event, error);

    case CARC_EVENT_PASS:
      if (state->phase != CARC_PHASE_FIGURE)
        {
          g_set_error (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE,
                       "nothing to pass: no tile waits for a figure");
          return FALSE;
        }
      state->step = CARC_STEP_AFTER_FIGURE;
      run_steps (state);
      return TRUE;

    case CARC_EVENT_END:
      if (state->phase == CARC_PHASE_OVER)
        {
          g_set_error (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE, "the game is already over");
          return FALSE;
        }
      if (state->phase != CARC_PHASE_TILE)
        {
          g_set_error (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE,
                   "the game can end only between turns; finish this turn first");
          return FALSE;
        }
      final_scoring (state);
      return TRUE;

    default:
      {
        gboolean was_pending = state->phase == CARC_PHASE_DECISION;

        if (state->phase == CARC_PHASE_OVER)
          {
            g_set_error (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE, "the game is over");
            return FALSE;
          }
        FOR_EACH_EXPANSION (state, i, exp, data)
          if (exp->apply_event)
            {
              CarcHookResult r = exp->apply_event (state, data, event, error);
              if (r == CARC_HOOK_DENY)
                return FALSE;
              if (r == CARC_HOOK_ALLOW)
                {
                  if (was_pending && state->pending == CARC_PENDING_NONE)
                    {
                      state->phase = CARC_PHASE_FIGURE;   /* back in the turn's steps */
                      run_steps (state);
                    }
                  return TRUE;
                }
            }
        g_set_error (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE,
                     "a “%s” event does not fit here", carc_event_type_name (event->type));
        return FALSE;
      }
    }
}

/* ---- construction ---------------------------------------------------------------- */

gpointer
carc_state_expansion_data (const CarcState     *state,
                           const CarcExpansion *expansion)
{
  for (guint i = 0; i < state->n_expansions; i++)
    if (state->expansions[i] == expansion)
      return state->expansion_data[i];
  return NULL;
}

static int
choose_start_tile (CarcCatalogue   *catalogue,
                   const CarcSetup *setup)
{
  int river = carc_catalogue_lookup_set (catalogue, "river");
  int fallback = -1;

  for (guint i = 0; i < setup->sets->len; i++)
    {
      guint set_index = g_array_index (setup->sets, guint, i);
      const CarcTileSet *set = carc_catalogue_get_set (catalogue, set_index);
      if (set->start_tile < 0)
        continue;
      if (setup->rules & CARC_RULE_RIVER)
        {
          if ((int) set_index == river)
            return set->start_tile;
        }
      else if ((int) set_index != river && fallback < 0)
        fallback = set->start_tile;
    }
  return fallback;
}

CarcState *
carc_state_new (CarcCatalogue   *catalogue,
                const CarcSetup *setup,
                GError         **error)
{
  CarcState *state;
  const CarcExpansion * const *all;
  guint n_all, n_types = carc_catalogue_get_n_types (catalogue);
  int start;

  if (!carc_setup_validate (setup, catalogue, error))
    return NULL;
  start = choose_start_tile (catalogue, setup);
  if (start < 0)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP,
                   "none of the selected sets has a start tile (choose the base game or the River)");
      return NULL;
    }

  state = g_new0 (CarcState, 1);
  state->catalogue = carc_catalogue_ref (catalogue);
  state->types = carc_catalogue_peek_types (catalogue);
  state->setup = setup;
  state->n_players = setup->n_players;
  state->current_tile = CARC_NONE;

  state->remaining = g_new0 (guint16, n_types);
  for (guint i = 0; i < setup->sets->len; i++)
    {
      const CarcTileSet *set = carc_catalogue_get_set (catalogue, g_array_index (setup->sets, guint, i));
      for (guint k = 0; k < set->tiles->len; k++)
        {
          guint type = g_array_index (set->tiles, guint, k);
          state->remaining[type] = (guint16) carc_setup_tile_count (setup, catalogue, type);
          state->supply_left += state->remaining[type];
          state->stack_left[state->types[type]->stack] += state->remaining[type];
          if (state->remaining[type] > 0)
            {
              if (state->supply_types == NULL)
                state->supply_types = g_new (guint16, n_types);
              state->supply_types[state->n_supply_types++] = (guint16) type;
            }
        }
    }
  if (state->remaining[start] == 0)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP,
                   "the box inventory has no copy of the start tile %s",
                   carc_catalogue_get_type (catalogue, (guint) start)->id);
      carc_state_free (state);
      return NULL;
    }

  for (guint p = 0; p < setup->n_players; p++)
    for (guint k = 0; k < CARC_N_FIGURE_KINDS; k++)
      state->n_figures += setup->figures[k];
  state->figures = g_new0 (CarcFigure, MAX (state->n_figures, 1));
  state->n_figures = 0;
  for (guint p = 0; p < setup->n_players; p++)
    for (guint k = 0; k < CARC_N_FIGURE_KINDS; k++)
      for (guint i = 0; i < setup->figures[k]; i++)
        {
          CarcFigure *f = &state->figures[state->n_figures++];
          f->owner = (guint8) p;
          f->kind = (guint8) k;
          f->node = CARC_NONE;
          f->returned_turn = CARC_NONE;
          state->in_supply[p][k]++;
        }

  state->grid_x0 = -GRID_MARGIN;
  state->grid_y0 = -GRID_MARGIN;
  state->grid_w = 2 * GRID_MARGIN + 1;
  state->grid_h = 2 * GRID_MARGIN + 1;
  state->grid = g_new0 (gint16, (gsize) state->grid_w * state->grid_h);

  all = carc_expansions_all (&n_all);
  for (guint i = 0; i < n_all; i++)
    if (all[i]->enabled && all[i]->enabled (setup))
      {
        g_assert (state->n_expansions < G_N_ELEMENTS (state->expansions));
        state->expansions[state->n_expansions] = all[i];
        state->expansion_data[state->n_expansions] = g_malloc0 (MAX (all[i]->data_size, 1));
        state->has_tile_available_hook |= all[i]->tile_available != NULL;
        state->n_expansions++;
      }

  /* R-B-1: the start tile lies at (0,0), taken from the supply */
  state->turn = 0;
  state->remaining[start]--;
  state->supply_left--;
  state->stack_left[state->types[start]->stack]--;
  add_tile (state, (guint) start, 0, 0, 0);

  FOR_EACH_EXPANSION (state, i, exp, data)
    if (exp->init)
      exp->init (state, data);

  state->turn = 1;
  state->player = setup->first_player;
  start_turn (state);
  return state;
}

CarcState *
carc_state_copy (const CarcState *state)
{
  CarcState *copy = g_new (CarcState, 1);
  guint n_types = carc_catalogue_get_n_types (state->catalogue);

  *copy = *state;
  carc_catalogue_ref (copy->catalogue);
  copy->tiles = g_memdup2 (state->tiles, sizeof (CarcPlacedTile) * MAX (state->cap_tiles, 1));
  copy->nodes = g_memdup2 (state->nodes, sizeof (CarcNode) * MAX (state->cap_nodes, 1));
  copy->figures = g_memdup2 (state->figures, sizeof (CarcFigure) * MAX (state->n_figures, 1));
  copy->spots = g_memdup2 (state->spots, sizeof (CarcSpot) * MAX (state->cap_spots, 1));
  copy->spot_need = g_memdup2 (state->spot_need, state->cap_spots + 16);
  copy->spot_mask = g_memdup2 (state->spot_mask, state->cap_spots + 16);
  copy->scorings = g_memdup2 (state->scorings, sizeof (CarcScoring) * MAX (state->cap_scorings, 1));
  copy->returns = g_memdup2 (state->returns, sizeof (CarcFigureReturn) * MAX (state->cap_returns, 1));
  copy->supply_types = g_memdup2 (state->supply_types, sizeof (guint16) * MAX (state->n_supply_types, 1));
  copy->remaining = g_memdup2 (state->remaining, sizeof (guint16) * MAX (n_types, 1));
  copy->grid = g_memdup2 (state->grid, sizeof (gint16) * state->grid_w * state->grid_h);
  copy->tile_stamp = g_memdup2 (state->tile_stamp, sizeof (guint32) * MAX (state->cap_tiles, 1));
  copy->node_stamp = g_memdup2 (state->node_stamp, sizeof (guint32) * MAX (state->cap_nodes, 1));
  for (guint i = 0; i < state->n_expansions; i++)
    copy->expansion_data[i] = g_memdup2 (state->expansion_data[i],
                                         MAX (state->expansions[i]->data_size, 1));
  return copy;
}

void
carc_state_free (CarcState *state)
{
  if (state == NULL)
    return;
  for (guint i = 0; i < state->n_expansions; i++)
    g_free (state->expansion_data[i]);
  g_free (state->tiles);
  g_free (state->nodes);
  g_free (state->figures);
  g_free (state->spots);
  g_free (state->spot_need);
  g_free (state->spot_mask);
  g_free (state->scorings);
  g_free (state->returns);
  g_free (state->remaining);
  g_free (state->supply_types);
  g_free (state->grid);
  g_free (state->tile_stamp);
  g_free (state->node_stamp);
  carc_catalogue_unref (state->catalogue);
  g_free (state);
}

gsize
carc_state_memory_size (const CarcState *state)
{
  gsize n = sizeof *state;

  n += sizeof (CarcPlacedTile) * state->cap_tiles + sizeof (guint32) * state->cap_tiles;
  n += sizeof (CarcNode) * state->cap_nodes + sizeof (guint32) * state->cap_nodes;
  n += sizeof (CarcFigure) * state->n_figures;
  n += (sizeof (CarcSpot) + 2) * state->cap_spots + 32;
  n += sizeof (CarcScoring) * state->cap_scorings;
  n += sizeof (CarcFigureReturn) * state->cap_returns;
  n += sizeof (guint16) * (carc_catalogue_get_n_types (state->catalogue) + state->n_supply_types);
  n += sizeof (gint16) * (gsize) state->grid_w * state->grid_h;
  for (guint i = 0; i < state->n_expansions; i++)
    n += state->expansions[i]->data_size;
  return n;
}

void
carc_state_project_final (const CarcState *state,
                          int             *scores)
{
  CarcState *copy = carc_state_copy (state);

  if (copy->phase != CARC_PHASE_OVER)
    final_scoring (copy);
  for (guint p = 0; p < copy->n_players; p++)
    scores[p] = copy->players[p].score;
  carc_state_free (copy);
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
  info->tiles = r->kind == CARC_FEATURE_MONASTERY ? 1 : carc_state_count_tiles (state, root);
  info->owners = carc_state_feature_owners (state, root, info->strength);
  complete = (r->flags & CARC_NODE_COMPLETE) || feature_is_complete (state, root);
  if (complete)
    info->flags |= CARC_NODE_COMPLETE;

  if (r->kind == CARC_FEATURE_FIELD)
    {
      guint *cities = g_new (guint, state->n_nodes);
      info->cities = field_cities (s, root, cities, state->n_nodes);
      info->value = 3 * (int) info->cities;
      g_free (cities);
    }
  else if (r->kind != CARC_FEATURE_RIVER)
    {
      feature_value (state, root, complete, info->tiles, &value);
      info->value = value.points;
    }
}
