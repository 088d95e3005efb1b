/* carc-board.c: the board: grid, frontier of open spots, union-find features
 *
 * Placement is incremental: a frontier of open spots keeps, per spot, the
 * edge kinds its neighbours demand, so the legal spots of a tile are one
 * masked compare per spot and rotation (sixteen spots at once); features
 * merge with union-find and keep their open-edge count, so completion is a
 * counter reaching zero. No query rescans the board.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "carc-state-private.h"

#include <string.h>

/* Eight 16-bit edge codes processed together (GCC vector extension; one
 * SSE2/NEON register: wider vectors are lowered to scalar code without
 * AVX), and sixteen bytes */
typedef guint16 CarcCodeVector __attribute__ ((vector_size (16)));
typedef guint8 CarcByteVector __attribute__ ((vector_size (16)));

/* ---- union-find --------------------------------------------------------- */

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
  ra->flags |= rb->flags & CARC_NODE_EXPANSION_FLAGS;
  for (guint c = 0; c < CARC_N_FEATURE_COUNTERS; c++)
    ra->counters[c] += rb->counters[c];
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

  x0 = MIN (state->grid_x0, x - CARC_GRID_MARGIN);
  y0 = MIN (state->grid_y0, y - CARC_GRID_MARGIN);
  x1 = MAX (state->grid_x0 + state->grid_w, x + CARC_GRID_MARGIN + 1);
  y1 = MAX (state->grid_y0 + state->grid_h, y + CARC_GRID_MARGIN + 1);
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

void
carc_state_feature_parts (const CarcState *state,
                          guint            node,
                          GArray          *parts)
{
  guint root, n, len = 0;

  g_return_if_fail (parts != NULL && g_array_get_element_size (parts) == sizeof (CarcFeaturePart));
  g_array_set_size (parts, 0);
  if (node >= state->n_nodes)
    return;
  /* the members of a feature form one circular list through next */
  root = carc_state_find (state, node);
  n = root;
  do
    {
      CarcFeaturePart part = { state->nodes[n].tile, state->nodes[n].local };

      g_array_append_val (parts, part);
      n = state->nodes[n].next;
    }
  while (n != root && ++len < state->n_nodes);
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
  CarcEdgeCode code = carc_tile_type_edge_code (type, tile->rotation);
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
              state->spot_need = g_renew (CarcEdgeCode, state->spot_need, state->cap_spots + 16);
              state->spot_mask = g_renew (CarcEdgeCode, state->spot_mask, state->cap_spots + 16);
              memset (state->spot_need + old, 0, (state->cap_spots + 16 - old) * sizeof (CarcEdgeCode));
              memset (state->spot_mask + old, 0, (state->cap_spots + 16 - old) * sizeof (CarcEdgeCode));
            }
          spot = &state->spots[state->n_spots];
          spot->x = (gint16) (tile->x + dx);
          spot->y = (gint16) (tile->y + dy);
          state->spot_need[state->n_spots] = 0;
          state->spot_mask[state->n_spots] = 0;
          *cell = (gint16) -(int) (state->n_spots + 1);
          state->n_spots++;
        }
      else
        spot = &state->spots[-*cell - 1];
      state->spot_need[spot - state->spots] |= (CarcEdgeCode) (carc_edge_code_get (code, e)
                                                               << (CARC_EDGE_KIND_BITS * back));
      state->spot_mask[spot - state->spots] |= carc_edge_code_mask (back);
    }
}

/* ---- placing a tile --------------------------------------------------------- */

static inline guint
popcount16 (guint v)
{
  static const guint8 nibble[16] = { 0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4 };
  return nibble[v & 15] + nibble[(v >> 4) & 15] + nibble[(v >> 8) & 15] + nibble[(v >> 12) & 15];
}

guint
carc_board_add_tile (CarcState *state,
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
  tile->monastery = type->monastery == CARC_NO_FEATURE ? CARC_NONE : (guint16) (tile->node0 + type->monastery);
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
      node->flags = f->flags & CARC_FEATURE_EXPANSION_FLAGS;
      memcpy (node->counters, f->counters, sizeof node->counters);
      if (carc_feature_info (f->kind)->shape == CARC_FEATURE_SHAPE_HALVES)
        node->open = (gint16) popcount16 (f->locations & CARC_LOC_HALVES);
      else if (carc_feature_info (f->kind)->shape == CARC_FEATURE_SHAPE_EDGES)
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
    if (carc_feature_info (type->features[i].kind)->closes)
      state->touched[state->n_touched++] = (guint16) (tile->node0 + i);
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      {
        int ni = tile_index_at (state, x + dx, y + dy);
        if (ni >= 0 && state->tiles[ni].monastery != CARC_NONE)
          state->touched[state->n_touched++] = state->tiles[ni].monastery;
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
spot_fits (const CarcState    *state,
           guint               spot,
           const CarcTileType *type,
           guint               rotation)
{
  return (carc_tile_type_edge_code (type, rotation) & state->spot_mask[spot]) == state->spot_need[spot];
}

/* Whether any expansion's placement rule concerns tiles of @type: when
 * none does, the edges alone decide, and the per-spot hooks are skipped. */
static gboolean
placement_filtered (const CarcState *state,
                    guint            type)
{
  FOR_EACH_EXPANSION (state, i, exp, data)
    if (exp->placement_allowed
        && (exp->placement_filters == NULL || exp->placement_filters (state, data, type)))
      return TRUE;
  return FALSE;
}

static gboolean
placement_allowed_by_expansions (const CarcState *state,
                                 guint            type,
                                 int              x,
                                 int              y,
                                 guint            rotation,
                                 GError         **error)
{
  FOR_EACH_EXPANSION (state, i, exp, data)
    if (exp->placement_allowed
        && (exp->placement_filters == NULL || exp->placement_filters (state, data, type))
        && exp->placement_allowed (state, data, type, x, y, rotation, error) == CARC_HOOK_DENY)
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
  guint spot;

  if (type_index >= carc_catalogue_get_n_types (state->catalogue))
    {
      CARC_SET_ERROR (error, CARC_ERROR, CARC_ERROR_UNKNOWN_TILE, _("unknown tile"));
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_INVALID);
      return FALSE;
    }
  type = state->types[type_index];
  if (rotation > 3)
    {
      CARC_SET_ERROR (error, CARC_ERROR, CARC_ERROR_ILLEGAL_PLACEMENT,
                   _("rotation must be 0, 90, 180 or 270"));
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_INVALID);
      return FALSE;
    }
  cell = grid_cell (state, x, y);
  if (cell && *cell > 0)
    {
      CARC_SET_ERROR (error, CARC_ERROR, CARC_ERROR_ILLEGAL_PLACEMENT,
                   _("(%d,%d) already holds a tile"), x, y);
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_CELL_TAKEN, .x = x, .y = y);
      return FALSE;
    }
  if (cell == NULL || *cell == 0)
    {
      CARC_SET_ERROR (error, CARC_ERROR, CARC_ERROR_ILLEGAL_PLACEMENT,
                   _("(%d,%d) touches no placed tile by an edge (R-B-2)"), x, y);
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_NOT_ADJACENT, .x = x, .y = y);
      return FALSE;
    }
  spot = (guint) (-*cell - 1);
  if (!spot_fits (state, spot, type, rotation))
    {
      CarcEdgeCode code = carc_tile_type_edge_code (type, rotation);

      /* asked without a message (the coach tries every spot): no need to
       * find the edge that does not fit */
      if (error == NULL)
        return FALSE;
      for (guint e = 0; e < 4; e++)
        if (state->spot_mask[spot] & carc_edge_code_mask (e))
          {
            guint want = carc_edge_code_get (state->spot_need[spot], e), have = carc_edge_code_get (code, e);
            if (want != have)
              {
                CARC_SET_ERROR (error, CARC_ERROR, CARC_ERROR_ILLEGAL_PLACEMENT,
                             /* Translators: "BA/C at (1,0) rotated 90° does not fit its
                              * neighbour (north edge: road here, city on the neighbour;
                              * R-B-2)"; the edge and the two features are nouns
                              * standing alone */
                             _("%s at (%d,%d) rotated %u° does not fit its neighbour (%s: %s here, %s on the neighbour; R-B-2)"),
                             type->id, x, y, rotation * 90, carc_edge_noun (e),
                             carc_feature_kind_noun (carc_registry_feature_of_edge (have)),
                             carc_feature_kind_noun (carc_registry_feature_of_edge (want)));
                CARC_ERROR_DETAIL (error, .reason = CARC_REASON_DOES_NOT_FIT, .tile = type_index, .x = x, .y = y,
                                   .rotation = rotation, .edge = e, .kind = carc_registry_feature_of_edge (have),
                                   .other_kind = carc_registry_feature_of_edge (want));
                return FALSE;
              }
          }
    }
  /* the expansion that refuses says why */
  return placement_allowed_by_expansions (state, type_index, x, y, rotation, error);
}

void
carc_state_list_placements (const CarcState *state,
                            guint            type_index,
                            GArray          *out)
{
  const CarcTileType *type = state->types[type_index];
  gboolean filtered = placement_filtered (state, type_index);
  CarcEdgeCode codes[4];
  guint start = out->len, n = start, n_spots;
  CarcPlacement *restrict p;
  const CarcSpot *restrict spots;

  for (guint r = 0; r < 4; r++)
    codes[r] = carc_tile_type_edge_code (type, r);

  /* sixteen spots at a time, all four rotations: (code & mask) == need per
   * 16-bit lane, eight lanes per vector; the results (at most 4 bits each)
   * are narrowed to one byte per spot, in spot order, for the scan */
  g_array_set_size (out, start + state->n_spots);
  p = &g_array_index (out, CarcPlacement, 0);
  spots = state->spots;
  n_spots = state->n_spots;
  for (guint base = 0; base < n_spots; base += 16)
    {
      CarcCodeVector mask, need, rot, mask_hi, need_hi, rot_hi;
      CarcByteVector rot8;
      guint8 rots[16];
      guint end = MIN (n_spots, base + 16);

      memcpy (&mask, state->spot_mask + base, sizeof mask);
      memcpy (&need, state->spot_need + base, sizeof need);
      memcpy (&mask_hi, state->spot_mask + base + 8, sizeof mask_hi);
      memcpy (&need_hi, state->spot_need + base + 8, sizeof need_hi);
      rot = ((CarcCodeVector) ((mask & codes[0]) == need) & 1)
          | ((CarcCodeVector) ((mask & codes[1]) == need) & 2)
          | ((CarcCodeVector) ((mask & codes[2]) == need) & 4)
          | ((CarcCodeVector) ((mask & codes[3]) == need) & 8);
      rot_hi = ((CarcCodeVector) ((mask_hi & codes[0]) == need_hi) & 1)
             | ((CarcCodeVector) ((mask_hi & codes[1]) == need_hi) & 2)
             | ((CarcCodeVector) ((mask_hi & codes[2]) == need_hi) & 4)
             | ((CarcCodeVector) ((mask_hi & codes[3]) == need_hi) & 8);
      /* the low byte of each lane (SSE2 packuswb, NEON uzp1) */
#if G_BYTE_ORDER == G_LITTLE_ENDIAN
#define LOW_BYTES 0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30
#else
#define LOW_BYTES 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31
#endif
#ifdef __clang__
      rot8 = __builtin_shufflevector ((CarcByteVector) rot, (CarcByteVector) rot_hi, LOW_BYTES);
#else
      rot8 = __builtin_shuffle ((CarcByteVector) rot, (CarcByteVector) rot_hi, (CarcByteVector) { LOW_BYTES });
#endif
#undef LOW_BYTES
      memcpy (rots, &rot8, 16);

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
                      && !placement_allowed_by_expansions (state, type_index, spots[s].x, spots[s].y, r, NULL))
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
  gboolean filtered = placement_filtered (state, type_index);

  for (guint s = 0; s < state->n_spots; s++)
    for (guint r = 0; r < 4; r++)
      if (spot_fits (state, s, type, r)
          && (!filtered
              || placement_allowed_by_expansions (state, type_index, state->spots[s].x, state->spots[s].y, r, NULL)))
        return TRUE;
  return FALSE;
}

gboolean
carc_state_tile_available (const CarcState *state,
                           guint            type)
{
  if (type >= carc_catalogue_get_n_types (state->catalogue) || state->remaining[type] == 0)
    return FALSE;
  return carc_state_tile_drawable_now (state, type, NULL);
}

void
carc_state_list_live_spots (const CarcState *state,
                            GArray          *out)
{
  g_autoptr(GArray) placements = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));
  g_autofree guint8 *live = g_new0 (guint8, MAX (state->n_spots, 1));

  for (guint i = 0; i < state->n_supply_types; i++)
    {
      guint type = state->supply_types[i];

      if (!carc_state_tile_available (state, type))
        continue;
      g_array_set_size (placements, 0);
      carc_state_list_placements (state, type, placements);
      for (guint j = 0; j < placements->len; j++)
        {
          const CarcPlacement *p = &g_array_index (placements, CarcPlacement, j);
          gint16 *cell = grid_cell (state, p->x, p->y);

          live[-*cell - 1] = 1;
        }
    }
  for (guint s = 0; s < state->n_spots; s++)
    if (live[s])
      {
        CarcPlacement p = { state->spots[s].x, state->spots[s].y, 0 };
        g_array_append_val (out, p);
      }
}

gboolean
carc_state_check_spot (const CarcState *state,
                       int              x,
                       int              y,
                       GError         **error)
{
  gint16 *cell = grid_cell (state, x, y);
  gboolean any = FALSE, river = FALSE, lake = FALSE;
  g_autoptr(GString) need = NULL;
  guint spot;

  if (cell && *cell > 0)
    {
      CARC_SET_ERROR (error, CARC_ERROR, CARC_ERROR_ILLEGAL_PLACEMENT,
                      _("(%d,%d) already holds a tile"), x, y);
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_CELL_TAKEN, .x = x, .y = y);
      return FALSE;
    }
  if (cell == NULL || *cell == 0)
    {
      CARC_SET_ERROR (error, CARC_ERROR, CARC_ERROR_ILLEGAL_PLACEMENT,
                      _("(%d,%d) touches no placed tile by an edge (R-B-2)"), x, y);
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_NOT_ADJACENT, .x = x, .y = y);
      return FALSE;
    }
  spot = (guint) (-*cell - 1);

  for (guint i = 0; i < state->n_supply_types; i++)
    {
      guint type = state->supply_types[i];

      if (!carc_state_tile_available (state, type))
        continue;
      any = TRUE;
      river |= state->types[type]->stack == CARC_STACK_RIVER;
      lake |= state->types[type]->stack == CARC_STACK_LAKE;
      for (guint r = 0; r < 4; r++)
        if (spot_fits (state, spot, state->types[type], r)
            && placement_allowed_by_expansions (state, type, x, y, r, NULL))
          return TRUE;
    }

  if (!any)
    {
      CARC_SET_ERROR (error, CARC_ERROR, CARC_ERROR_OUT_OF_SUPPLY,
                      _("no tile is left in the supply"));
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_SUPPLY_EMPTY);
    }
  else if (river)
    {
      CARC_SET_ERROR (error, CARC_ERROR, CARC_ERROR_ILLEGAL_PLACEMENT,
                      _("no river tile left can continue the river here (R-R-1, R-R-2)"));
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_NO_RIVER_TILE_FITS, .x = x, .y = y);
    }
  else if (lake)
    {
      CARC_SET_ERROR (error, CARC_ERROR, CARC_ERROR_ILLEGAL_PLACEMENT,
                      _("the lake cannot end the river here (R-R-1, R-R-2)"));
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_LAKE_CANNOT_END, .x = x, .y = y);
    }
  else if (error != NULL)
    {
      need = g_string_new (NULL);
      for (guint e = 0; e < 4; e++)
        if ((state->spot_mask[spot] >> (2 * e)) & 3)
          {
            if (need->len > 0)
              g_string_append (need, ", ");
            /* Translators: what a spot's neighbour demands of one edge:
             * "north edge: city"; the two are nouns standing alone */
            g_string_append_printf (need, _("%s: %s"), carc_edge_noun (e),
                                    carc_feature_kind_noun (carc_registry_feature_of_edge (carc_edge_code_get (state->spot_need[spot], e))));
          }
      CARC_SET_ERROR (error, CARC_ERROR, CARC_ERROR_ILLEGAL_PLACEMENT,
                      /* Translators: %s lists what the neighbours demand:
                       * "north edge: city, east edge: road" */
                      _("no tile left in the supply fits here (%s)"), need->str);
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_NO_TILE_FITS, .x = x, .y = y,
                         .need = state->spot_need[spot], .need_mask = state->spot_mask[spot]);
    }
  return FALSE;
}

gboolean
carc_state_tile_drawable_now (const CarcState *state,
                              guint            type,
                              GError         **error)
{
  for (guint h = 0; h < state->n_tile_available_hooks; h++)
    {
      guint i = state->tile_available_hooks[h];

      if (state->expansions[i]->tile_available (state, state->expansion_data[i], type, error) == CARC_HOOK_DENY)
        return FALSE;
    }
  return TRUE;
}

gboolean
carc_state_tile_in_supply (const CarcState *state,
                           guint            type,
                           GError         **error)
{
  if (type >= carc_catalogue_get_n_types (state->catalogue))
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_UNKNOWN_TILE, _("unknown tile"));
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_INVALID);
      return FALSE;
    }
  if (state->remaining[type] == 0)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_OUT_OF_SUPPLY,
                   _("no copy of %s is left in the supply"), state->types[type]->id);
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_TILE_USED_UP, .tile = type);
      return FALSE;
    }
  return carc_state_tile_drawable_now (state, type, error);
}

