/* carc-wheel-of-fortune.c: The Wheel of Fortune (R-WF-1 … R-WF-6, R-R-3)
 *
 * The board is 16 cells of the catalogue laid at setup (place_start), so
 * its printed cities, roads and fields merge and score as tiles do; the
 * wheel in its middle is a feature kind nobody may stand on. A drawn tile
 * with a symbol is a WHEEL event before its TILE event: the pig moves, the
 * sector's action pays, the sector's crown spaces score; Plague asks each
 * player in turn for a figure (PLAGUE decisions). A follower may go on a
 * crown space instead of the tile (CROWN). Everything is in the flat
 * per-game data, so undo and replay need nothing more. The crown spaces
 * and the symbols of the base tiles come from the set's data file.
 *
 * The parts share carc-wheel-of-fortune-private.h: carc-wheel-data.c (the
 * set's data file), carc-wheel-setup.c (the setup, the board, the per-game
 * data), carc-wheel-actions.c (the WHEEL event, the sectors' actions, the
 * Plague), carc-wheel-crowns.c (the crown spaces) and carc-wheel-record.c
 * (the events in a record); this file has the queries, the turn's hooks
 * and the descriptor.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "carc-wheel-of-fortune-private.h"

#include <string.h>

const char * const wheel_sector_names[CARC_WHEEL_N_SECTORS] = {
  "fortune", "taxes", "famine", "storm", "inquisition", "plague",
};

static const CarcExpansion *self_descriptor (void);

WheelData *
wheel_data (const CarcState *state)
{
  return carc_state_expansion_data (state, self_descriptor ());
}

/* The tile the wheel turned for, still to be placed: CARC_NONE if none,
 * or if it left the supply meanwhile (set aside: it fitted nowhere, R-B-2,
 * and another tile is drawn). */
guint
wheel_announced_tile (const CarcState *state,
                const WheelData *wheel)
{
  if (wheel->announced == CARC_NONE || state->remaining[wheel->announced] != wheel->announced_left)
    return CARC_NONE;
  return wheel->announced;
}

const char *
carc_wheel_sector_name (CarcWheelSector sector)
{
  return sector < CARC_WHEEL_N_SECTORS ? wheel_sector_names[sector] : NULL;
}

gboolean
carc_wheel_sector_parse (const char      *name,
                         CarcWheelSector *sector)
{
  for (guint s = 0; s < CARC_WHEEL_N_SECTORS; s++)
    if (g_strcmp0 (name, wheel_sector_names[s]) == 0)
      {
        *sector = s;
        return TRUE;
      }
  return FALSE;
}

/* ---- queries ----------------------------------------------------------------- */

gboolean
carc_wheel_active (const CarcState *state)
{
  return wheel_data (state) != NULL;
}

CarcWheelSector
carc_wheel_pig_sector (const CarcState *state)
{
  WheelData *wheel = wheel_data (state);
  return wheel ? wheel->pig : CARC_WHEEL_FORTUNE;
}

guint
carc_wheel_pig_steps (const CarcState *state)
{
  WheelData *wheel = wheel_data (state);
  return wheel ? wheel->steps : 0;
}

gboolean
carc_wheel_board_origin (const CarcState *state,
                         int             *x,
                         int             *y)
{
  WheelData *wheel = wheel_data (state);

  if (wheel == NULL)
    return FALSE;
  *x = wheel->origin_x;
  *y = wheel->origin_y;
  return TRUE;
}

gboolean
carc_wheel_is_board_type (const CarcTileType *type)
{
  return (type->flags & CARC_TILE_FLAG_WHEEL_BOARD) != 0;
}

gboolean
carc_wheel_is_board_tile (const CarcState *state,
                          guint            tile)
{
  return tile < state->n_tiles && carc_wheel_is_board_type (state->types[state->tiles[tile].type]);
}

/* R-R-3: with the wheel board the spring is laid at setup, against the
 * board; here the first player lays it and then takes their turn. */
gboolean
wheel_spring_just_placed (const CarcState *state)
{
  return state->current_tile != CARC_NONE
         && state->types[state->tiles[state->current_tile].type]->stack == CARC_STACK_SPRING;
}

static int
symbol_index (const WheelData *wheel,
              guint            type)
{
  for (guint i = 0; i < wheel->n_symbol_types; i++)
    if (wheel->symbol_type[i] == type)
      return (int) i;
  return -1;
}

gboolean
carc_wheel_symbol_counts (const CarcState *state,
                          guint            type,
                          guint            counts[4])
{
  WheelData *wheel = wheel_data (state);
  int i = wheel ? symbol_index (wheel, type) : -1;

  memset (counts, 0, 4 * sizeof (guint));
  if (i < 0)
    return FALSE;
  for (guint s = 0; s < 4; s++)
    counts[s] = wheel->symbol_left[i][s];
  return TRUE;
}

static gboolean
needs_symbol (const CarcState *state,
              const WheelData *wheel,
              guint            type)
{
  int i = symbol_index (wheel, type);

  if (i < 0 || wheel_announced_tile (state, wheel) != CARC_NONE)
    return FALSE;
  return wheel->symbol_left[i][0] == 0
         && wheel->symbol_left[i][1] + wheel->symbol_left[i][2] + wheel->symbol_left[i][3] > 0;
}

gboolean
carc_wheel_needs_symbol (const CarcState *state,
                         guint            type)
{
  WheelData *wheel = wheel_data (state);
  return wheel != NULL && needs_symbol (state, wheel, type);
}

int
carc_wheel_announced_tile (const CarcState *state)
{
  WheelData *wheel = wheel_data (state);
  return wheel && wheel_announced_tile (state, wheel) != CARC_NONE ? (int) wheel->announced : -1;
}

/* ---- the turn ------------------------------------------------------------------- */

static void
wheel_turn_started (CarcState *state,
                    gpointer   data)
{
  WheelData *wheel = data;
  wheel->announced = CARC_NONE;
  wheel->plague_asked = 0;
}

/* R-WF-4: once the wheel turned, that tile is the one to place. */
static CarcHookResult
wheel_tile_available (const CarcState *state,
                      gconstpointer    data,
                      guint            type,
                      GError         **error)
{
  const WheelData *wheel = data;
  guint announced = wheel_announced_tile (state, wheel);

  if (announced == CARC_NONE || announced == type)
    return CARC_HOOK_PASS;
  CARC_SET_ERROR (error, CARC_ERROR, CARC_ERROR_OUT_OF_SUPPLY,
                  _("the wheel turned for %s: that tile is placed now (R-WF-4)"),
                  state->types[wheel->announced]->id);
  CARC_ERROR_DETAIL (error, .owner = CARC_WF_ERRORS, .reason = CARC_WF_REASON_ANNOUNCED_TILE_DUE, .tile = wheel->announced, .other_tile = type);
  return CARC_HOOK_DENY;
}

/* R-WF-4: a tile whose every copy shows a symbol waits for its WHEEL. */
static CarcHookResult
wheel_tile_entered (const CarcState *state,
                    gconstpointer    data,
                    guint            type,
                    GError         **error)
{
  if (!needs_symbol (state, data, type))
    return CARC_HOOK_PASS;
  g_set_error (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE,
               _("%s shows a wheel symbol: the wheel turns before it is placed (R-WF-4)"),
               state->types[type]->id);
  CARC_ERROR_DETAIL (error, .owner = CARC_WF_ERRORS, .reason = CARC_WF_REASON_WHEEL_FIRST, .tile = type);
  return CARC_HOOK_DENY;
}

static CarcHookResult
wheel_figure_allowed (const CarcState *state,
                      gconstpointer    data,
                      CarcFigureKind   kind,
                      guint            root,
                      GError         **error)
{
  if (!wheel_spring_just_placed (state))
    return CARC_HOOK_PASS;
  CARC_SET_ERROR (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                  _("the spring is laid before the game against the wheel board: no figure goes with it (R-R-3)"));
  CARC_ERROR_DETAIL (error, .owner = CARC_WF_ERRORS, .reason = CARC_WF_REASON_SPRING_NO_FIGURE);
  return CARC_HOOK_DENY;
}

static void
wheel_tile_placed (CarcState *state,
                   gpointer   data,
                   guint      tile)
{
  WheelData *wheel = data;
  guint type = state->tiles[tile].type;
  guint symbol = wheel_announced_tile (state, wheel) == CARC_NONE && wheel->announced == type
                 && state->remaining[type] + 1 == wheel->announced_left
                 ? wheel->announced_symbol : 0;
  int i = symbol_index (wheel, type);

  /* the data's count of copies with that symbol goes down; a symbol the
   * data did not expect (the table's box differs) takes another copy */
  if (i >= 0)
    {
      if (wheel->symbol_left[i][symbol] == 0)
        for (guint s = 0; s < 4 && wheel->symbol_left[i][symbol] == 0; s++)
          if (wheel->symbol_left[i][s] > 0)
            symbol = s;
      if (wheel->symbol_left[i][symbol] > 0)
        wheel->symbol_left[i][symbol]--;
    }
  wheel->announced = CARC_NONE;
  /* the spring was setup: the first player's turn comes after it */
  if (state->types[type]->stack == CARC_STACK_SPRING)
    state->extra_turn = TRUE;
}

/* The random player: a drawn tile with a symbol turns the wheel first. */
static gboolean
wheel_tile_drawn (const CarcState *state,
                  gconstpointer    data,
                  guint            type,
                  CarcRng         *rng,
                  CarcEvent       *event)
{
  const WheelData *wheel = data;
  int i = symbol_index (wheel, type);
  guint total = 0, pick;

  /* only the table knows the symbol: tile_entered waits for its event */
  if (rng == NULL || i < 0 || wheel_announced_tile (state, wheel) != CARC_NONE)
    return FALSE;
  for (guint s = 0; s < 4; s++)
    total += wheel->symbol_left[i][s];
  if (total == 0)
    return FALSE;
  pick = carc_rng_below (rng, total);
  for (guint s = 0; s < 4; s++)
    {
      if (pick < wheel->symbol_left[i][s])
        {
          /* a copy with no symbol: placed at once, or every other time
           * declared so first (a WHEEL with symbol 0), as a table may */
          if (s == 0 && carc_rng_below (rng, 2) == 0)
            return FALSE;
          *event = carc_event_wheel (type, s);
          return TRUE;
        }
      pick -= wheel->symbol_left[i][s];
    }
  return FALSE;
}

/* The wheel the table may turn for a drawn tile: once with each symbol
 * the data leaves for the copies in the supply (0: this copy shows none). */
static guint
wheel_drawn_events (const CarcState *state,
                    gconstpointer    data,
                    guint            type,
                    CarcEvent       *out,
                    guint            max)
{
  const WheelData *wheel = data;
  int i = symbol_index (wheel, type);
  guint n = 0;

  if (i < 0 || wheel_announced_tile (state, wheel) != CARC_NONE)
    return 0;
  for (guint s = 0; s < 4 && n < max; s++)
    if (wheel->symbol_left[i][s] > 0)
      out[n++] = carc_event_wheel (type, s);
  return n;
}

/* ---- the descriptor --------------------------------------------------------------- */

static const char * const wheel_sets[] = { SET_ID, NULL };
static const char * const wheel_file_members[] = { "wheel", NULL };
/* what Your Box sets of it: how many crown spaces a sector has, how many
 * copies of a tile type show each symbol; the crown spots and the data's
 * own symbols stay the data's */
static const char * const wheel_box_file_members[] = { "wheel.crown_counts", "wheel.symbol_counts", NULL };
static const char * const wheel_tile_members[] = { "board", NULL };

static const CarcFeatureKindInfo wheel_features[] = {
  { CARC_FEATURE_WHEEL, "wheel", N_("wheel"), CARC_EDGE_KIND_WHEEL, FALSE, CARC_SCORE_WHEEL,
    N_("no figure may stand on the wheel itself; a follower may go on an empty crown space instead (R-WF-3)"),
    N_("that feature already holds a follower (R-B-2)"), CARC_FEATURE_SHAPE_EDGES, 'W', FALSE },
};

static const CarcScoreKindInfo wheel_scores[] = {
  { CARC_SCORE_WHEEL, "wheel", N_("Wheel of Fortune"), wheel_detail },
  { CARC_SCORE_CROWN, "crown", N_("Crown spaces"), wheel_detail },
};

static const CarcRuleInfo wheel_rules[] = {
  { CARC_RULE_WHEEL, "wheel", NULL, FALSE },
  { CARC_RULE_WHEEL_CROWNS_ALT, "wheel-crowns-alternative", NULL, FALSE },
};

static const char * const wheel_keys[] = { "tile", "symbol", NULL };
static const char * const plague_keys[] = { "figure", "x", "y", "at", NULL };
static const char * const crown_keys[] = { "crown", NULL };

static const CarcEventKindInfo wheel_events[] = {
  { CARC_EVENT_WHEEL, "wheel", wheel_keys, wheel_write, wheel_read },
  { CARC_EVENT_PLAGUE, "plague", plague_keys, wheel_plague_write, wheel_plague_read },
  { CARC_EVENT_CROWN, "crown", crown_keys, wheel_crown_write, wheel_crown_read },
};

static const CarcDecisionKindInfo wheel_decisions[] = {
  { CARC_PENDING_PLAGUE, "plague", N_("a figure must be given back to the Plague first (R-WF-5)"),
    wheel_plague_random, NULL, NULL, wheel_plague_list },
};

/* The wheel symbol printed on a tile of the set (0: none): the big box's
 * tiles are in no public list (the data marks its guesses uncertain), so
 * the box on the table says. The base tiles' symbols differ per copy (the
 * set's "symbols" list) and are declared by the table's WHEEL event. */
static gboolean
wheel_shows_symbol (const CarcTileType *type)
{
  return !(type->flags & CARC_TILE_FLAG_WHEEL_BOARD);
}

static const CarcBoxMemberInfo wheel_box_members[] = {
  { "wheel", FALSE, 0, CARC_BOX_VALUE_INT, 0, 3, wheel_sets, N_("Wheel symbol"), wheel_shows_symbol },
};

const CarcExpansion carc_wheel_of_fortune = {
  .id = SET_ID,
  .box_members = wheel_box_members,
  .n_box_members = G_N_ELEMENTS (wheel_box_members),
  .data_size = sizeof (WheelData),
  .sets = wheel_sets,
  .features = wheel_features,
  .n_features = G_N_ELEMENTS (wheel_features),
  .scores = wheel_scores,
  .n_scores = G_N_ELEMENTS (wheel_scores),
  .rules = wheel_rules,
  .n_rules = G_N_ELEMENTS (wheel_rules),
  .events = wheel_events,
  .n_events = G_N_ELEMENTS (wheel_events),
  .decisions = wheel_decisions,
  .n_decisions = G_N_ELEMENTS (wheel_decisions),
  .set_added = wheel_set_added,
  .validate_setup = wheel_validate_setup,
  .tile_members = wheel_tile_members,
  .load_tile = wheel_load_tile,
  .file_members = wheel_file_members,
  .load_file = wheel_load_file,
  .box_file_members = wheel_box_file_members,
  .check_box_file = wheel_check_box_file,
  .enabled = wheel_enabled,
  .place_start = wheel_place_start,
  .init = wheel_init,
  .tile_available = wheel_tile_available,
  .tile_entered = wheel_tile_entered,
  .tile_placed = wheel_tile_placed,
  .figure_allowed = wheel_figure_allowed,
  .tile_drawn = wheel_tile_drawn,
  .drawn_events = wheel_drawn_events,
  .figure_alternatives = wheel_figure_alternatives,
  .apply_event = wheel_apply_event,
  .turn_started = wheel_turn_started,
};

static const CarcExpansion *
self_descriptor (void)
{
  return &carc_wheel_of_fortune;
}
