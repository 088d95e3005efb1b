/* carc-hills-sheep.c: Hills & Sheep (R-HS-1 … R-HS-9)
 *
 * Hills hide a tile and break ties; vineyards add to completed monasteries;
 * shepherds keep flocks of sheep tokens drawn from a bag. Every token drawn
 * is an event (SHEEP), whether the table drew it or the app did, so a replay
 * never draws again.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "carc-hills-sheep.h"

#include <string.h>

#include "carc-expansion.h"
#include "carc-record-members.h"
#include "carc-jcz.h"
#include "carc-state-private.h"
#include "carc-rng.h"

#define MAX_TOKENS 64
#define MAX_ASKED  12

typedef enum {
  DRAW_NONE = 0,
  DRAW_PLACEMENT,     /* R-HS-4: the shepherd just placed */
  DRAW_EXPAND,        /* R-HS-5: the owner chose to expand */
} DrawReason;

typedef struct {
  guint8  bag[CARC_BAG_KINDS];       /* tokens in the bag by kind */
  guint8  n_tokens;                  /* tokens lying with flocks */
  guint8  token_kind[MAX_TOKENS];    /* 1…4 */
  guint16 token_node[MAX_TOKENS];    /* a node of the field it lies on */
  /* this placement */
  guint16 new_shepherd;              /* figure placed on this tile, CARC_NONE */
  guint8  placement_drawn;
  guint8  draw_reason;
  guint16 draw_field;                /* root the pending draw is for */
  guint16 deciding;                  /* root of the pending flock decision */
  guint8  n_asked;
  guint16 asked[MAX_ASKED];          /* roots already decided this placement */
  guint32 draws;                     /* tokens drawn this game */
} HsData;

static gboolean
hs_enabled (const CarcSetup *setup)
{
  return (setup->rules & (CARC_RULE_HILLS | CARC_RULE_VINEYARDS))
         || setup->figures[CARC_FIGURE_SHEPHERD] > 0;
}

static void
hs_init (CarcState *state,
         gpointer   data)
{
  HsData *hs = data;

  for (guint k = 0; k < CARC_BAG_KINDS; k++)
    hs->bag[k] = (guint8) MIN (state->setup->bag[k], 255u);
  hs->new_shepherd = CARC_NONE;
  hs->draw_field = CARC_NONE;
  hs->deciding = CARC_NONE;
}

static void
hs_reset_placement (HsData *hs)
{
  hs->new_shepherd = CARC_NONE;
  hs->placement_drawn = FALSE;
  hs->draw_reason = DRAW_NONE;
  hs->draw_field = CARC_NONE;
  hs->deciding = CARC_NONE;
  hs->n_asked = 0;
}

/* ---- hills (R-HS-2, R-HS-3) ---------------------------------------------- */

static void
hs_tile_placed (CarcState *state,
                gpointer   data,
                guint      tile_index)
{
  const CarcTileType *type = carc_state_tile_type (state, &state->tiles[tile_index]);

  hs_reset_placement (data);
  /* R-HS-2: one more tile goes under the hill unseen */
  if ((type->flags & CARC_TILE_FLAG_HILL) && (state->setup->rules & CARC_RULE_HILLS)
      && carc_state_supply_count (state) > 0)
    state->supply_hidden++;
}

static gboolean
on_hill (const CarcState  *state,
         const CarcFigure *figure)
{
  const CarcPlacedTile *tile = &state->tiles[state->nodes[figure->node].tile];
  return (carc_state_tile_type (state, tile)->flags & CARC_TILE_FLAG_HILL) != 0;
}

static guint32
hs_break_tie (const CarcState *state,
              gconstpointer    data,
              guint            root,
              guint32          tied)
{
  guint on_hills[CARC_MAX_PLAYERS] = { 0 };
  guint best = 0;
  guint32 winners = 0;

  if (!(state->setup->rules & CARC_RULE_HILLS))
    return tied;
  for (guint b = 0; b < state->n_board_figures; b++)
    {
      const CarcFigure *f = &state->figures[state->board_figures[b]];
      if (!(tied & (1u << f->owner)) || !carc_figure_is_follower (f->kind)
          || carc_state_find (state, f->node) != root || !on_hill (state, f))
        continue;
      on_hills[f->owner]++;
    }
  for (guint p = 0; p < state->n_players; p++)
    if (tied & (1u << p))
      best = MAX (best, on_hills[p]);
  /* R-HS-3: if none of the tied players stands on a hill, all of them score */
  if (best == 0)
    return tied;
  for (guint p = 0; p < state->n_players; p++)
    if ((tied & (1u << p)) && on_hills[p] > 0
        && (!(state->setup->rules & CARC_RULE_HILL_TIE_COUNT) || on_hills[p] == best))
      winners |= 1u << p;
  return winners;
}

/* ---- vineyards (R-HS-7) ---------------------------------------------------- */

static void
hs_feature_value (const CarcState  *state,
                  gconstpointer     data,
                  guint             root,
                  gboolean          completed,
                  CarcFeatureValue *value)
{
  const CarcNode *node = &state->nodes[root];
  const CarcPlacedTile *tile;
  guint vineyards = 0;

  if (node->kind != CARC_FEATURE_MONASTERY || !completed
      || !(state->setup->rules & CARC_RULE_VINEYARDS))
    return;
  tile = &state->tiles[node->tile];
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      {
        const CarcPlacedTile *n;
        if (!dx && !dy)
          continue;
        n = carc_state_tile_at (state, tile->x + dx, tile->y + dy);
        if (n && (carc_state_tile_type (state, n)->flags & CARC_TILE_FLAG_VINEYARD))
          vineyards++;
      }
  value->points += 3 * (int) vineyards;
  value->count = vineyards;
}

/* ---- the bag and flocks (R-HS-1, R-HS-4 … R-HS-6) ----------------------------- */

static HsData *
hs_data (const CarcState *state)
{
  return carc_state_expansion_data (state, &carc_hills_sheep);
}

guint
carc_sheep_bag_count (const CarcState *state,
                      guint            kind)
{
  HsData *hs = hs_data (state);
  return hs && kind < CARC_BAG_KINDS ? hs->bag[kind] : 0;
}

guint
carc_sheep_bag_total (const CarcState *state)
{
  guint n = 0;
  for (guint k = 0; k < CARC_BAG_KINDS; k++)
    n += carc_sheep_bag_count (state, k);
  return n;
}

double
carc_sheep_wolf_chance (const CarcState *state)
{
  guint total = carc_sheep_bag_total (state);
  return total ? (double) carc_sheep_bag_count (state, 0) / total : 0.0;
}

guint
carc_sheep_draw_token (const CarcState *state,
                       guint64          random)
{
  guint total = carc_sheep_bag_total (state);
  guint pick;

  if (total == 0)
    return 0;
  pick = (guint) (random % total);
  for (guint k = 1; k < CARC_BAG_KINDS; k++)
    {
      if (pick < carc_sheep_bag_count (state, k))
        return k;
      pick -= carc_sheep_bag_count (state, k);
    }
  return 0;   /* the wolves come last */
}

guint
carc_sheep_tokens_on_board (const CarcState *state)
{
  HsData *hs = hs_data (state);
  return hs ? hs->n_tokens : 0;
}

guint
carc_sheep_draw_for_me (const CarcState *state)
{
  HsData *hs = hs_data (state);
  guint64 x;

  if (hs == NULL)
    return 0;
  x = state->setup->seed ^ (G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) * (hs->draws + 1));
  return carc_sheep_draw_token (state, carc_rng_splitmix (&x));
}

guint
carc_sheep_pending_field (const CarcState *state)
{
  HsData *hs = hs_data (state);

  if (hs == NULL || state->phase != CARC_PHASE_DECISION)
    return CARC_NONE;
  if (state->pending == CARC_PENDING_SHEEP)
    return hs->draw_field;
  if (state->pending == CARC_PENDING_FLOCK)
    return hs->deciding;
  return CARC_NONE;
}

static guint
printed_sheep (const CarcState *state,
               guint            root)
{
  guint n = 0, node = root;

  do
    {
      const CarcNode *member = &state->nodes[node];
      const CarcTileType *type = carc_state_tile_type (state, &state->tiles[member->tile]);
      n += type->features[member->local].counters[CARC_FEATURE_COUNTER_SHEEP];
      node = member->next;
    }
  while (node != root);
  return n;
}

guint
carc_sheep_flock_size (const CarcState *state,
                       guint            node)
{
  HsData *hs = hs_data (state);
  guint root, n = 0;

  if (hs == NULL)
    return 0;
  root = carc_state_find (state, node);
  for (guint i = 0; i < hs->n_tokens; i++)
    if (carc_state_find (state, hs->token_node[i]) == root)
      n += hs->token_kind[i];
  /* R-HS-9: sheep printed on River tiles join the flock (and stay) */
  return n + printed_sheep (state, root);
}

static gboolean
shepherd_on (const CarcState *state,
             guint            root,
             int              owner,
             guint            except)
{
  return carc_state_has_figure_on (state, root, owner, 1u << CARC_FIGURE_SHEPHERD, except);
}

/* Tokens of the flock on @root go back to the bag; its shepherds go home. */
static void
clear_flock (CarcState *state,
             HsData    *hs,
             guint      root,
             guint      group)
{
  guint kept = 0;

  for (guint i = 0; i < hs->n_tokens; i++)
    {
      if (carc_state_find (state, hs->token_node[i]) == root)
        hs->bag[hs->token_kind[i]]++;
      else
        {
          hs->token_kind[kept] = hs->token_kind[i];
          hs->token_node[kept] = hs->token_node[i];
          kept++;
        }
    }
  hs->n_tokens = (guint8) kept;
  for (guint i = 0; i < state->n_figures; i++)
    {
      const CarcFigure *f = &state->figures[i];
      if (f->kind == CARC_FIGURE_SHEPHERD && f->node != CARC_NONE
          && carc_state_find (state, f->node) == root)
        carc_state_return_figure (state, i, group);
    }
}

/* Another expansion took a figure off (R-WF-5's Plague): a shepherd that
 * leaves no shepherd on its field takes the flock's tokens back to the bag
 * (RULES.md, the Wheel of Fortune's decision). */
static void
hs_figure_removed (CarcState *state,
                   gpointer   data,
                   guint      figure,
                   guint      node)
{
  HsData *hs = data;
  guint root;
  guint kept = 0;

  /* a figure on no feature (a guard) is no shepherd */
  if (state->figures[figure].kind != CARC_FIGURE_SHEPHERD || node >= state->n_nodes)
    return;
  root = carc_state_find (state, node);
  if (shepherd_on (state, root, -1, CARC_NONE))
    return;
  for (guint i = 0; i < hs->n_tokens; i++)
    {
      if (carc_state_find (state, hs->token_node[i]) == root)
        hs->bag[hs->token_kind[i]]++;
      else
        {
          hs->token_kind[kept] = hs->token_kind[i];
          hs->token_node[kept] = hs->token_node[i];
          kept++;
        }
    }
  hs->n_tokens = (guint8) kept;
}

/* Drive the flock into the fold: every shepherd's owner on the field scores
 * 1 per sheep (R-HS-5, R-HS-6). */
static void
fold (CarcState *state,
      HsData    *hs,
      guint      root)
{
  guint sheep = carc_sheep_flock_size (state, root);
  guint group = carc_state_new_group (state);
  guint32 owners = 0;

  for (guint i = 0; i < state->n_figures; i++)
    {
      const CarcFigure *f = &state->figures[i];
      if (f->kind == CARC_FIGURE_SHEPHERD && f->node != CARC_NONE
          && carc_state_find (state, f->node) == root)
        owners |= 1u << f->owner;
    }
  for (guint p = 0; p < state->n_players; p++)
    if (owners & (1u << p))
      carc_state_award (state, group, p, CARC_SCORE_FLOCK, (int) sheep, FALSE, root,
                        carc_state_count_tiles (state, root), 0, sheep, 0);
  clear_flock (state, hs, root, group);
}

static CarcHookResult
hs_figure_allowed (const CarcState *state,
                   gconstpointer    data,
                   CarcFigureKind   kind,
                   guint            root,
                   GError         **error)
{
  if (kind != CARC_FIGURE_SHEPHERD)
    return CARC_HOOK_PASS;
  if (state->nodes[root].kind != CARC_FEATURE_FIELD)
    {
      CARC_SET_ERROR (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                   _("a shepherd stands on a field (R-HS-4)"));
      CARC_ERROR_DETAIL (error, .owner = CARC_HS_ERRORS, .reason = CARC_HS_REASON_SHEPHERD_ON_FIELD);
      return CARC_HOOK_DENY;
    }
  if (shepherd_on (state, root, -1, CARC_NONE))
    {
      CARC_SET_ERROR (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                   _("another shepherd already keeps a flock on this field (R-HS-4)"));
      CARC_ERROR_DETAIL (error, .owner = CARC_HS_ERRORS, .reason = CARC_HS_REASON_FLOCK_TAKEN);
      return CARC_HOOK_DENY;
    }
  return CARC_HOOK_ALLOW;
}

static void
hs_figure_placed (CarcState *state,
                  gpointer   data,
                  guint      figure)
{
  HsData *hs = data;
  if (state->figures[figure].kind == CARC_FIGURE_SHEPHERD)
    hs->new_shepherd = (guint16) figure;
}

static gboolean
already_asked (const HsData *hs,
               guint         root)
{
  for (guint i = 0; i < hs->n_asked; i++)
    if (hs->asked[i] == root)
      return TRUE;
  return FALSE;
}

static gboolean
request_draw (CarcState *state,
              HsData    *hs,
              guint      field,
              DrawReason reason)
{
  guint total = 0;
  for (guint k = 0; k < CARC_BAG_KINDS; k++)
    total += hs->bag[k];
  if (total == 0)
    return FALSE;   /* an empty bag has nothing to draw */
  hs->draw_reason = reason;
  hs->draw_field = (guint16) field;
  carc_state_request (state, CARC_PENDING_SHEEP, state->player);
  return TRUE;
}

static gboolean
hs_turn_step (CarcState *state,
              gpointer   data,
              CarcStep   step)
{
  HsData *hs = data;
  const CarcPlacedTile *tile;
  const CarcTileType *type;

  if (state->current_tile == CARC_NONE)
    return FALSE;
  tile = &state->tiles[state->current_tile];
  type = carc_state_tile_type (state, tile);

  if (step == CARC_STEP_AFTER_FIGURE)
    {
      /* R-HS-4: a token is drawn as soon as the shepherd stands */
      if (hs->new_shepherd != CARC_NONE && !hs->placement_drawn)
        {
          hs->placement_drawn = TRUE;
          return request_draw (state, hs,
                               carc_state_find (state, state->figures[hs->new_shepherd].node),
                               DRAW_PLACEMENT);
        }
      return FALSE;
    }

  if (step != CARC_STEP_DECISIONS)
    return FALSE;

  /* R-HS-5: each field of the new tile that holds a shepherd of the player
   * (placed before this tile) asks: expand or drive into the fold. */
  for (guint i = 0; i < type->n_features; i++)
    {
      guint root;
      if (type->features[i].kind != CARC_FEATURE_FIELD)
        continue;
      root = carc_state_find (state, tile->node0 + i);
      if (already_asked (hs, root) || hs->n_asked >= MAX_ASKED)
        continue;
      if (!shepherd_on (state, root, (int) state->player, hs->new_shepherd))
        continue;
      hs->asked[hs->n_asked++] = (guint16) root;
      hs->deciding = (guint16) root;
      carc_state_request (state, CARC_PENDING_FLOCK, state->player);
      return TRUE;
    }

  /* Decision (RULES.md R-HS-5): a flock whose field is now closed is driven
   * into the fold at once, for every shepherd on it. */
  for (guint i = 0; i < type->n_features; i++)
    {
      guint root;
      if (type->features[i].kind != CARC_FEATURE_FIELD)
        continue;
      root = carc_state_find (state, tile->node0 + i);
      if (state->nodes[root].open == 0 && shepherd_on (state, root, -1, CARC_NONE))
        fold (state, hs, root);
    }
  return FALSE;
}

static CarcHookResult
hs_apply_event (CarcState       *state,
                gpointer         data,
                const CarcEvent *event,
                GError         **error)
{
  HsData *hs = data;

  if (event->type == CARC_EVENT_FLOCK)
    {
      if (state->phase != CARC_PHASE_DECISION || state->pending != CARC_PENDING_FLOCK)
        {
          g_set_error (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE,
                       _("no flock waits for a decision now"));
          CARC_ERROR_DETAIL (error, .owner = CARC_HS_ERRORS, .reason = CARC_HS_REASON_NO_FLOCK_DECISION);
          return CARC_HOOK_DENY;
        }
      if (event->value != CARC_FLOCK_EXPAND && event->value != CARC_FLOCK_FOLD)
        {
          g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_EVENT, _("a flock is expanded or folded"));
          CARC_ERROR_DETAIL (error, .reason = CARC_REASON_INVALID);
          return CARC_HOOK_DENY;
        }
      carc_state_resolve (state);
      if (event->value == CARC_FLOCK_FOLD)
        fold (state, hs, carc_state_find (state, hs->deciding));
      else
        request_draw (state, hs, carc_state_find (state, hs->deciding), DRAW_EXPAND);
      return CARC_HOOK_ALLOW;
    }

  if (event->type == CARC_EVENT_SHEEP)
    {
      guint root;

      if (state->phase != CARC_PHASE_DECISION || state->pending != CARC_PENDING_SHEEP)
        {
          g_set_error (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE,
                       _("no token is to be drawn from the bag now"));
          CARC_ERROR_DETAIL (error, .owner = CARC_HS_ERRORS, .reason = CARC_HS_REASON_NO_DRAW_NOW);
          return CARC_HOOK_DENY;
        }
      if (event->value < 0 || event->value >= CARC_BAG_KINDS)
        {
          g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_EVENT,
                       _("a token shows 1 to 4 sheep or a wolf"));
          CARC_ERROR_DETAIL (error, .reason = CARC_REASON_INVALID);
          return CARC_HOOK_DENY;
        }
      if (hs->bag[event->value] == 0)
        {
          if (event->value == 0)
            {
              g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_EVENT,
                           _("no wolf is left in the bag"));
              CARC_ERROR_DETAIL (error, .owner = CARC_HS_ERRORS, .reason = CARC_HS_REASON_NONE_IN_BAG, .number = 0);
            }
          else
            {
              g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_EVENT,
                           g_dngettext (GETTEXT_PACKAGE, "no token with %d sheep is left in the bag",
                                        "no token with %d sheep is left in the bag", event->value),
                           event->value);
              CARC_ERROR_DETAIL (error, .owner = CARC_HS_ERRORS, .reason = CARC_HS_REASON_NONE_IN_BAG, .number = event->value);
            }
          return CARC_HOOK_DENY;
        }
      carc_state_resolve (state);
      hs->draws++;
      root = carc_state_find (state, hs->draw_field);
      if (event->value == 0)
        {
          /* the wolf goes back into the bag and scatters the flock */
          clear_flock (state, hs, root, carc_state_new_group (state));
        }
      else if (hs->n_tokens < MAX_TOKENS)
        {
          hs->bag[event->value]--;
          hs->token_kind[hs->n_tokens] = (guint8) event->value;
          hs->token_node[hs->n_tokens] = (guint16) root;
          hs->n_tokens++;
        }
      hs->draw_reason = DRAW_NONE;
      return CARC_HOOK_ALLOW;
    }
  return CARC_HOOK_PASS;
}

static void
hs_turn_started (CarcState *state,
                 gpointer   data)
{
  hs_reset_placement (data);
}

/* ---- registration ---------------------------------------------------------- */

static const char * const token_names[CARC_BAG_KINDS] = { "wolf", "1", "2", "3", "4" };

static void
flock_write (JsonBuilder         *b,
             const CarcCatalogue *catalogue G_GNUC_UNUSED,
             const CarcEvent     *e)
{
  json_builder_set_member_name (b, "decision");
  json_builder_add_string_value (b, e->value == CARC_FLOCK_FOLD ? "fold" : "expand");
}

static gboolean
flock_read (JsonObject          *obj,
            const char          *where,
            const CarcCatalogue *catalogue G_GNUC_UNUSED,
            CarcEvent           *e,
            GError             **error)
{
  const char *s;

  if (!carc_record_member_string (obj, "decision", TRUE, &s, where, error))
    return FALSE;
  if (strcmp (s, "expand") == 0)
    e->value = CARC_FLOCK_EXPAND;
  else if (strcmp (s, "fold") == 0)
    e->value = CARC_FLOCK_FOLD;
  else
    return carc_record_error (error, where, _("“decision” must be “expand” or “fold”"));
  return TRUE;
}

static void
sheep_write (JsonBuilder         *b,
             const CarcCatalogue *catalogue G_GNUC_UNUSED,
             const CarcEvent     *e)
{
  json_builder_set_member_name (b, "token");
  json_builder_add_string_value (b, token_names[CLAMP (e->value, 0, CARC_BAG_KINDS - 1)]);
  json_builder_set_member_name (b, "drawn_by");
  json_builder_add_string_value (b, (e->flags & CARC_EVENT_FLAG_APP_DRAW) ? "app" : "table");
}

static gboolean
sheep_read (JsonObject          *obj,
            const char          *where,
            const CarcCatalogue *catalogue G_GNUC_UNUSED,
            CarcEvent           *e,
            GError             **error)
{
  gboolean found = FALSE;
  const char *s;

  if (!carc_record_member_string (obj, "token", TRUE, &s, where, error))
    return FALSE;
  for (guint k = 0; k < CARC_BAG_KINDS; k++)
    if (strcmp (s, token_names[k]) == 0)
      {
        e->value = (gint16) k;
        found = TRUE;
      }
  if (!found)
    return carc_record_error (error, where, _("“token” must be wolf, 1, 2, 3 or 4"));
  if (!carc_record_member_string (obj, "drawn_by", FALSE, &s, where, error))
    return FALSE;
  if (s && strcmp (s, "app") == 0)
    e->flags |= CARC_EVENT_FLAG_APP_DRAW;
  else if (s && strcmp (s, "table") != 0)
    return carc_record_error (error, where, _("“drawn_by” must be “app” or “table”"));
  return TRUE;
}

static void
sheep_random (const CarcState *state,
              CarcRng         *rng,
              CarcEvent       *event)
{
  *event = carc_event_simple (CARC_EVENT_SHEEP, (int) carc_sheep_draw_token (state, carc_rng_next (rng)));
  event->flags |= CARC_EVENT_FLAG_APP_DRAW;
}

/* "Draw for me": the token the session draws for the table (R-HS-4). */
static void
sheep_app_draw (const CarcState *state,
                CarcEvent       *event)
{
  *event = carc_event_simple (CARC_EVENT_SHEEP, (int) carc_sheep_draw_for_me (state));
  event->flags |= CARC_EVENT_FLAG_APP_DRAW;
}

static void
flock_random (const CarcState *state G_GNUC_UNUSED,
              CarcRng         *rng,
              CarcEvent       *event)
{
  *event = carc_event_simple (CARC_EVENT_FLOCK, (int) carc_rng_below (rng, 2));
}

/* JCloisterZone draws the token itself, from its bag in its order: 1, 2, 3,
 * 4 sheep, then the wolves (R-HS-1 Decision: imports use its mix and order). */
/* Any token still in the bag may come out (a wolf goes back in). */
static guint
sheep_list (const CarcState *state,
            CarcEvent       *out,
            guint            max)
{
  guint n = 0;

  for (guint k = 0; k < CARC_BAG_KINDS && n < max; k++)
    if (carc_sheep_bag_count (state, k) > 0)
      out[n++] = carc_event_simple (CARC_EVENT_SHEEP, (int) k);
  return n;
}

static guint
flock_list (const CarcState *state G_GNUC_UNUSED,
            CarcEvent       *out,
            guint            max)
{
  guint n = 0;

  if (n < max)
    out[n++] = carc_event_simple (CARC_EVENT_FLOCK, CARC_FLOCK_EXPAND);
  if (n < max)
    out[n++] = carc_event_simple (CARC_EVENT_FLOCK, CARC_FLOCK_FOLD);
  return n;
}

static void
sheep_jcz_draw (const CarcState *state,
                CarcJczRandom   *random,
                CarcEvent       *event)
{
  static const guint order[CARC_BAG_KINDS] = { 1, 2, 3, 4, 0 };
  guint total = carc_sheep_bag_total (state);
  guint token = 0;

  if (total > 0)
    {
      int pick = carc_jcz_random_next_int (random, (int) total);
      for (guint i = 0; i < CARC_BAG_KINDS; i++)
        {
          guint n = carc_sheep_bag_count (state, order[i]);
          if ((guint) pick < n)
            {
              token = order[i];
              break;
            }
          pick -= (int) n;
        }
    }
  *event = carc_event_simple (CARC_EVENT_SHEEP, (int) token);
  event->flags |= CARC_EVENT_FLAG_APP_DRAW;
}

static gboolean
flock_jcz_read (JsonObject *payload,
                guint       index,
                CarcEvent  *event,
                GError    **error)
{
  JsonNode *node = payload ? json_object_get_member (payload, "value") : NULL;
  const char *value = NULL;

  if (node && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    value = json_node_get_string (node);
  if (g_strcmp0 (value, "EXPAND") != 0 && g_strcmp0 (value, "SCORE") != 0)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_PARSE,
                   _("replay message %u (FLOCK_EXPAND_OR_SCORE): value must be EXPAND or SCORE"), index);
      return FALSE;
    }
  /* the importer has set the event's time */
  event->type = CARC_EVENT_FLOCK;
  event->value = strcmp (value, "SCORE") == 0 ? CARC_FLOCK_FOLD : CARC_FLOCK_EXPAND;
  return TRUE;
}

static const CarcJczMessageInfo hs_jcz_messages[] = {
  { "FLOCK_EXPAND_OR_SCORE", flock_jcz_read },
};

static const char * const hs_sets[] = { "hills-and-sheep", NULL };

static const CarcFigureKindInfo hs_figures[] = {
  { CARC_FIGURE_SHEPHERD, "shepherd", "shepherd", "shepherd", N_("shepherd"),
    N_("this game has no shepherd figures"), 0 },
};

static const CarcScoreKindInfo hs_scores[] = {
  { CARC_SCORE_FLOCK, "flock", N_("Flocks") },
};

static const CarcRuleInfo hs_rules[] = {
  { CARC_RULE_HILLS, "hills", "hill", FALSE },
  { CARC_RULE_VINEYARDS, "vineyards", "vineyard", FALSE },
  { CARC_RULE_HILL_TIE_COUNT, "hill-tie-count", NULL, FALSE,
    "hill-tiebreaker", "number-of-followers", "at-least-one-follower",
    N_("hill-tiebreaker “%s” is not supported") },
};

static const char * const flock_keys[] = { "decision", NULL };
static const char * const sheep_keys[] = { "token", "drawn_by", NULL };

static const CarcEventKindInfo hs_events[] = {
  { CARC_EVENT_FLOCK, "flock", flock_keys, flock_write, flock_read },
  { CARC_EVENT_SHEEP, "sheep", sheep_keys, sheep_write, sheep_read },
};

static const CarcDecisionKindInfo hs_decisions[] = {
  { CARC_PENDING_SHEEP, "sheep", N_("a sheep token (R-HS-4) must be drawn first"), sheep_random,
    sheep_jcz_draw, sheep_app_draw, sheep_list },
  { CARC_PENDING_FLOCK, "flock", N_("expand or fold the flock first (R-HS-5)"), flock_random, NULL, NULL,
    flock_list },
};

static void
hs_set_added (CarcSetup *setup)
{
  setup->figures[CARC_FIGURE_SHEPHERD] = MAX (setup->figures[CARC_FIGURE_SHEPHERD], 1);
  setup->rules |= CARC_RULE_HILLS | CARC_RULE_VINEYARDS;
}

static gboolean
hs_validate_setup (const CarcSetup     *setup,
                   const CarcCatalogue *catalogue G_GNUC_UNUSED,
                   GError             **error)
{
  guint bag_total = 0;

  for (guint k = 0; k < CARC_BAG_KINDS; k++)
    bag_total += setup->bag[k];
  if (setup->figures[CARC_FIGURE_SHEPHERD] > 0 && bag_total == 0)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP,
                   _("shepherds need a bag with at least one token"));
      CARC_ERROR_DETAIL (error, .owner = CARC_HS_ERRORS, .reason = CARC_HS_REASON_EMPTY_BAG);
      return FALSE;
    }
  return TRUE;
}

static const char * const hs_tile_members[] = { "hill", "vineyard", NULL };

static gboolean
hs_load_tile (JsonObject   *obj,
              CarcTileType *type,
              GError      **error)
{
  gboolean hill, vineyard;

  if (!carc_tile_data_get_bool (obj, "hill", &hill, error)
      || !carc_tile_data_get_bool (obj, "vineyard", &vineyard, error))
    return FALSE;
  type->flags |= (hill ? CARC_TILE_FLAG_HILL : 0) | (vineyard ? CARC_TILE_FLAG_VINEYARD : 0);
  return TRUE;
}

static const char * const hs_feature_members[] = { "sheep", NULL };

static gboolean
hs_load_feature (JsonObject     *obj,
                 CarcFeatureDef *f,
                 GError        **error)
{
  gint64 sheep;

  if (!carc_tile_data_get_int (obj, "sheep", 0, 9, &sheep, error))
    return FALSE;
  if (sheep && f->kind != CARC_FEATURE_FIELD)
    {
      g_set_error_literal (error, CARC_CATALOGUE_ERROR, CARC_CATALOGUE_ERROR_INVALID,
                           "only a field has printed sheep");
      return FALSE;
    }
  f->counters[CARC_FEATURE_COUNTER_SHEEP] = (guint8) sheep;
  return TRUE;
}

/* The big box's River tiles show sheep and vineyards that count for Hills &
 * Sheep (R-HS-9); which tiles show how many is in no public data, so a box
 * profile says it. */
static const char * const hs_river_sets[] = { "river", NULL };

static const CarcBoxMemberInfo hs_box_members[] = {
  { "sheep", TRUE, CARC_FEATURE_FIELD, CARC_BOX_VALUE_INT, 0, 9, hs_river_sets, N_("Printed sheep") },
  { "vineyard", FALSE, 0, CARC_BOX_VALUE_BOOL, 0, 1, hs_river_sets, N_("Vineyard") },
};

const CarcExpansion carc_hills_sheep = {
  .id = "hills-and-sheep",
  .sets = hs_sets,
  .figures = hs_figures,
  .n_figures = G_N_ELEMENTS (hs_figures),
  .scores = hs_scores,
  .n_scores = G_N_ELEMENTS (hs_scores),
  .rules = hs_rules,
  .n_rules = G_N_ELEMENTS (hs_rules),
  .events = hs_events,
  .n_events = G_N_ELEMENTS (hs_events),
  .decisions = hs_decisions,
  .n_decisions = G_N_ELEMENTS (hs_decisions),
  .jcz_messages = hs_jcz_messages,
  .n_jcz_messages = G_N_ELEMENTS (hs_jcz_messages),
  .set_added = hs_set_added,
  .validate_setup = hs_validate_setup,
  .tile_members = hs_tile_members,
  .load_tile = hs_load_tile,
  .box_members = hs_box_members,
  .n_box_members = G_N_ELEMENTS (hs_box_members),
  .feature_members = hs_feature_members,
  .load_feature = hs_load_feature,
  .data_size = sizeof (HsData),
  .enabled = hs_enabled,
  .init = hs_init,
  .tile_placed = hs_tile_placed,
  .break_tie = hs_break_tie,
  .feature_value = hs_feature_value,
  .figure_allowed = hs_figure_allowed,
  .figure_placed = hs_figure_placed,
  .figure_removed = hs_figure_removed,
  .turn_step = hs_turn_step,
  .apply_event = hs_apply_event,
  .turn_started = hs_turn_started,
};
