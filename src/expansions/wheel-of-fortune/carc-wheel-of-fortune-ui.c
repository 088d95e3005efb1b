/* carc-wheel-of-fortune-ui.c: the Wheel of Fortune on the screens
 *
 * Its set, its two new-game options (the mode: as an expansion with the
 * board and the pig, or as a base game; the alternative crown spaces), the
 * wheel over the middle of its board (sectors, names, the pig, the crown
 * spaces and their followers), the crown spaces free for the active player
 * offered as figure spots (R-WF-3), the Plague's choices offered on the
 * figures themselves, the tile a wheel turn must place, the wheel's
 * scorings and events in words, the side-panel section, the wheel turn's
 * and the Plague's prompts and their actions and keys. Every answer comes
 * from the engine (carc-wheel-of-fortune.h).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "carc-expansion-ui.h"
#include "carc-format.h"
#include "carc-game-session.h"
#include "carc-plague-prompt.h"
#include "carc-tile-painter.h"
#include "carc-wheel-box-rows.h"
#include "carc-wheel-of-fortune-ui.h"
#include "carc-wheel-of-fortune.h"
#include "carc-wheel-paint.h"
#include "carc-wheel-prompt.h"
#include "carc-wheel-section.h"

static const CarcUiSetName sets[] = {
  /* Translators: the expansion's published title (Czech: Kolo osudu) */
  { "wheel-of-fortune", N_("The Wheel of Fortune") },
};

static const CarcUiKindName scores[] = {
  { CARC_SCORE_WHEEL, N_("Wheel of Fortune") },
  { CARC_SCORE_CROWN, N_("Crown spaces") },
};

static const CarcUiSetupOption options[] = {
  { "wheel-of-fortune", FALSE, CARC_RULE_WHEEL, N_("As an expansion: wheel board and pig"),
    N_("The board replaces the start tile and wheel symbols turn the wheel. Off: a base game, its tiles mixed in, symbols ignored"),
    FALSE },
  { "wheel-of-fortune", FALSE, CARC_RULE_WHEEL_CROWNS_ALT, N_("Alternative crown spaces"),
    N_("Fortune none, Storm one, the other sectors two, if your board shows them so"),
    FALSE },
};

static GType (* const sections[]) (void) = {
  carc_wheel_section_get_type,
  NULL,
};

static GType (* const prompts[]) (void) = {
  carc_wheel_prompt_get_type,
  carc_plague_prompt_get_type,
  NULL,
};

/* ---- words ---- */

static const char *
player_name (const CarcState *state,
             guint            player)
{
  if (player < carc_state_get_n_players (state))
    return carc_state_get_setup (state)->players[player].name;
  return "?";
}

char *
carc_wheel_ui_payout (const CarcState *state,
                      const int       *points)
{
  GString *text = g_string_new (NULL);

  for (guint p = 0; p < carc_state_get_n_players (state); p++)
    if (points[p] != 0)
      {
        if (text->len > 0)
          g_string_append (text, ", ");
        /* Translators: a player's points in a preview: "Anna +8" */
        g_string_append_printf (text, _("%s %+d"), player_name (state, p), points[p]);
      }
  if (text->len == 0)
    /* Translators: what an action of the wheel pays when it pays nothing */
    g_string_append (text, _("nobody scores"));
  return g_string_free (text, FALSE);
}

char *
carc_wheel_ui_describe_symbol (const CarcState *state,
                               guint            symbol)
{
  CarcWheelPreview preview = { 0 };
  g_autofree char *action = NULL;
  GString *text = g_string_new (NULL);
  gboolean crowns = FALSE;
  guint returned = 0;

  carc_wheel_preview (state, symbol, &preview);
  /* Translators: a wheel symbol's preview: "2: the pig moves to Taxes." */
  g_string_append_printf (text, ngettext ("%u: the pig moves %u sector to %s.",
                                          "%u: the pig moves %u sectors to %s.", symbol),
                          symbol, symbol, carc_wheel_sector_display_name (preview.sector));
  g_string_append_c (text, ' ');
  if (preview.sector == CARC_WHEEL_PLAGUE)
    /* Translators: the Plague's preview */
    g_string_append_printf (text, _("%s: each player gives back one figure from the landscape."),
                            carc_wheel_sector_display_name (preview.sector));
  else
    {
      action = carc_wheel_ui_payout (state, preview.action);
      /* Translators: an action's preview: "Taxes: Anna +8, Ben +3." */
      g_string_append_printf (text, _("%s: %s."), carc_wheel_sector_display_name (preview.sector), action);
    }
  for (guint p = 0; p < carc_state_get_n_players (state) && p < CARC_MAX_PLAYERS; p++)
    {
      crowns |= preview.crowns[p] != 0;
      returned += preview.crowns_returned[p];
    }
  if (crowns)
    {
      g_autofree char *payout = carc_wheel_ui_payout (state, preview.crowns);

      g_string_append_c (text, ' ');
      /* Translators: the crown spaces' preview: "Crown spaces: Anna +6 (1 follower comes back)." */
      g_string_append_printf (text, ngettext ("Crown spaces: %s (%u follower comes back).",
                                              "Crown spaces: %s (%u followers come back).", returned),
                              payout, returned);
    }
  return g_string_free (text, FALSE);
}

/* A wheel or crown scoring keeps its sector in `tiles`; a wheel scoring
 * counts in `count` the figures its action paid for. */
static gboolean
scoring_detail (const CarcScoring *s,
                GString           *text)
{
  const char *sector = carc_wheel_sector_display_name (s->tiles);

  if (s->kind == CARC_SCORE_CROWN)
    {
      /* Translators: a crown scoring's detail: "crown space, Taxes" */
      g_string_append_printf (text, _("crown space, %s"), sector);
      return TRUE;
    }
  if (s->kind != CARC_SCORE_WHEEL)
    return FALSE;
  switch (s->tiles)
    {
    case CARC_WHEEL_TAXES:
      /* Translators: a wheel scoring's detail: "Taxes, 2 knights" */
      g_string_append_printf (text, ngettext ("%s, %u knight", "%s, %u knights", s->count), sector, s->count);
      break;
    case CARC_WHEEL_FAMINE:
      /* Translators: a wheel scoring's detail: "Famine, 2 farmers" */
      g_string_append_printf (text, ngettext ("%s, %u farmer", "%s, %u farmers", s->count), sector, s->count);
      break;
    case CARC_WHEEL_STORM:
      /* Translators: a wheel scoring's detail: "Storm, 5 figures in the supply" */
      g_string_append_printf (text, ngettext ("%s, %u figure in the supply", "%s, %u figures in the supply", s->count),
                              sector, s->count);
      break;
    case CARC_WHEEL_INQUISITION:
      /* Translators: a wheel scoring's detail: "Inquisition, 1 monk" */
      g_string_append_printf (text, ngettext ("%s, %u monk", "%s, %u monks", s->count), sector, s->count);
      break;
    case CARC_WHEEL_FORTUNE:
    case CARC_WHEEL_PLAGUE:
    default:
      g_string_append (text, sector);
      break;
    }
  return TRUE;
}

static char *
event_text (const CarcEvent *event,
            const char      *name)
{
  if (event->type == CARC_EVENT_WHEEL)
    {
      if (event->value == 0)
        /* Translators: a log line: the tile drawn shows no wheel symbol */
        return g_strdup_printf (_("%s: the tile drawn shows no wheel symbol"), name);
      /* Translators: a log line: "Anna: wheel symbol 2, the pig moves 2 sectors" (the
       * scorings that follow name the sector) */
      return g_strdup_printf (ngettext ("%s: wheel symbol %d, the pig moves %d sector",
                                        "%s: wheel symbol %d, the pig moves %d sectors", event->value),
                              name, event->value, event->value);
    }
  if (event->type == CARC_EVENT_PLAGUE)
    /* Translators: a log line: "Anna: follower back to the supply (Plague)" */
    return g_strdup_printf (_("%s: %s back to the supply (Plague)"), name, carc_figure_kind_noun (event->figure));
  if (event->type == CARC_EVENT_CROWN)
    /* Translators: a log line: "Anna: follower on a crown space" */
    return g_strdup_printf (_("%s: follower on a crown space"), name);
  return NULL;
}

/* ---- the tiles ---- */

/* A tile whose every copy shows a wheel symbol by the data (its
 * `wheel` member) shows it printed; copies of one tile type that differ
 * (the base tiles of the big box) are told apart by the table. */
static void
tile_symbols_place (CarcTileSymbolPlacer *placer,
                    const CarcTileType   *type,
                    const CarcFeatureDef *def,
                    CarcTilePlaceStage    stage)
{
  CarcTileSymbol symbol = { .layer = CARC_TILE_SYMBOL_FIELD, .order = 2, .upright = TRUE, .size = 0.2 };

  if (stage != CARC_TILE_PLACE_TILE || type->wheel_symbol <= 0)
    return;
  symbol.count = (guint) type->wheel_symbol;
  carc_tile_placer_spot (placer, 0.0, 0.22, &symbol.x, &symbol.y);
  carc_tile_placer_add (placer, &symbol);
}

/* The wheel symbol printed on it, as a part of what it shows: the one
 * thing that tells some of the set's tiles from the same shapes of other
 * sets. */
static void
tile_parts (const CarcTileType *type,
            GPtrArray          *parts)
{
  /* the parts are borrowed: one string per symbol (in the language of
   * the latest call) */
  static char *names[4];
  g_autofree char *text = NULL;

  if (type->wheel_symbol <= 0 || type->wheel_symbol > 3)
    return;
  /* Translators: a tile part: the wheel symbol printed on it, with its
   * number of segments (1, 2 or 3) */
  text = g_strdup_printf (_("wheel symbol %d"), type->wheel_symbol);
  if (g_strcmp0 (names[type->wheel_symbol], text) != 0)
    {
      g_free (names[type->wheel_symbol]);
      names[type->wheel_symbol] = g_steal_pointer (&text);
    }
  g_ptr_array_add (parts, names[type->wheel_symbol]);
}

static void
tile_symbol_paint (cairo_t              *cr,
                   const CarcTileSymbol *symbol,
                   gboolean              dark)
{
  cairo_save (cr);
  cairo_translate (cr, symbol->x, symbol->y);
  cairo_scale (cr, symbol->size, symbol->size);
  carc_wheel_paint_symbol (cr, symbol->count, dark);
  cairo_restore (cr);
}

/* ---- the board ---- */

enum { MARK_DISC, MARK_CROWN, MARK_TARGET };

/* The sector a tile drawn now would send the pig to, when the data gives
 * all its copies left one symbol; G_MAXUINT otherwise. */
static guint
ghost_target (const CarcState *state,
              int              ghost)
{
  guint counts[4] = { 0 }, symbol = 0;

  if (ghost < 0 || carc_state_get_phase (state) != CARC_PHASE_TILE || carc_wheel_announced_tile (state) >= 0
      || !carc_wheel_symbol_counts (state, (guint) ghost, counts) || counts[0] > 0)
    return G_MAXUINT;
  for (guint s = 1; s <= 3; s++)
    if (counts[s] > 0)
      {
        if (symbol != 0)
          return G_MAXUINT;
        symbol = s;
      }
  return symbol != 0 ? (carc_wheel_pig_sector (state) + symbol) % CARC_WHEEL_N_SECTORS : G_MAXUINT;
}

static void
board_marks (const CarcState *state,
             int              ghost,
             GArray          *marks)
{
  int x0, y0;
  guint target, free[CARC_WHEEL_MAX_CROWNS], n_free = 0;

  /* the figures a Plague may take, ringed under them */
  if (carc_state_get_phase (state) == CARC_PHASE_DECISION && carc_state_get_pending (state) == CARC_PENDING_PLAGUE)
    {
      guint figures[64], n;

      n = carc_wheel_plague_candidates (state, carc_state_get_pending_player (state), figures, G_N_ELEMENTS (figures));
      for (guint i = 0; i < n; i++)
        {
          CarcUiBoardMark mark = { .size = 0.34, .kind = MARK_TARGET, .figure = G_MAXUINT, .owner = G_MAXUINT,
                                   .lit = TRUE };

          if (carc_wheel_ui_figure_point (state, figures[i], &mark.x, &mark.y))
            g_array_append_val (marks, mark);
        }
    }

  if (!carc_wheel_board_origin (state, &x0, &y0))
    return;
  target = ghost_target (state, ghost);
  if (carc_state_get_phase (state) == CARC_PHASE_FIGURE)
    n_free = carc_wheel_free_crowns (state, free, G_N_ELEMENTS (free));

  {
    CarcUiBoardMark disc = {
      .x = x0 + CARC_WHEEL_BOARD_SIZE / 2.0, .y = y0 + CARC_WHEEL_BOARD_SIZE / 2.0,
      .size = CARC_WHEEL_PAINT_DISC_TILES, .kind = MARK_DISC,
      .value = carc_wheel_pig_sector (state) | ((target < CARC_WHEEL_N_SECTORS ? target + 1 : 0) << 4),
      .figure = G_MAXUINT, .owner = G_MAXUINT,
    };
    g_array_append_val (marks, disc);
  }
  for (guint c = 0; c < carc_wheel_n_crowns (state); c++)
    {
      CarcWheelCrown crown;
      CarcUiBoardMark mark = { .size = CARC_WHEEL_PAINT_CROWN_TILES, .kind = MARK_CROWN,
                               .figure = G_MAXUINT, .owner = G_MAXUINT };

      if (!carc_wheel_get_crown (state, c, &crown))
        continue;
      mark.x = x0 + crown.x;
      mark.y = y0 + crown.y;
      if (crown.player >= 0)
        {
          mark.figure = CARC_FIGURE_FOLLOWER;
          mark.owner = (guint) crown.player;
        }
      /* lit: about to score (the sector the drawn tile sends the pig to) */
      mark.lit = crown.player >= 0 && crown.sector == target;
      for (guint i = 0; i < n_free; i++)
        mark.lit |= free[i] == c;
      g_array_append_val (marks, mark);
    }
}

static void
board_mark_paint (cairo_t               *cr,
                  const CarcUiBoardMark *mark,
                  gboolean               dark)
{
  if (mark->kind == MARK_DISC)
    {
      guint lit = (mark->value >> 4) & 0xf;

      carc_wheel_paint_disc (cr, mark->value & 0xf, lit > 0 ? lit - 1 : G_MAXUINT, dark);
    }
  else if (mark->kind == MARK_CROWN)
    carc_wheel_paint_crown (cr, dark);
  /* MARK_TARGET: only the board's ring around the figure */
}

/* What a sector's action does (R-WF-5), in words for the board's tooltip. */
static const char *
action_words (guint sector)
{
  switch (sector)
    {
    /* Translators: the Wheel of Fortune's actions, after "Fortune: " etc. */
    case CARC_WHEEL_FORTUNE: return _("the player whose turn it is scores 3 points.");
    case CARC_WHEEL_TAXES: return _("each knight scores its city’s pennants plus its owner’s knights in that city.");
    case CARC_WHEEL_FAMINE: return _("each farmer scores 1 point per completed city its field touches.");
    case CARC_WHEEL_STORM: return _("each player scores 1 point per figure in their supply.");
    case CARC_WHEEL_INQUISITION: return _("each monk scores 2 points.");
    case CARC_WHEEL_PLAGUE: return _("each player, the active player first, gives back one figure from the landscape.");
    default: return "";
    }
}

/* The wheel's tooltip: a crown space and who stands on it, or a sector,
 * what its action does, whether the pig stands there and its crowns. */
static char *
board_describe (const CarcState *state,
                double           x,
                double           y)
{
  int x0, y0;
  double dx, dy, angle;
  guint sector, n_crowns = 0, taken = 0;
  GString *text;

  if (!carc_wheel_board_origin (state, &x0, &y0))
    return NULL;
  dx = x - (x0 + CARC_WHEEL_BOARD_SIZE / 2.0);
  dy = y - (y0 + CARC_WHEEL_BOARD_SIZE / 2.0);
  if (hypot (dx, dy) > CARC_WHEEL_PAINT_DISC_TILES / 2)
    return NULL;

  for (guint c = 0; c < carc_wheel_n_crowns (state); c++)
    {
      CarcWheelCrown crown;

      if (!carc_wheel_get_crown (state, c, &crown)
          || hypot (x - (x0 + crown.x), y - (y0 + crown.y)) > CARC_WHEEL_PAINT_CROWN_TILES / 2)
        continue;
      if (crown.player >= 0 && (guint) crown.player < carc_state_get_n_players (state))
        /* Translators: a crown space's tooltip: "Crown space of Taxes: Anna’s follower" */
        return g_strdup_printf (_("Crown space of %s: %s’s follower"), carc_wheel_sector_display_name (crown.sector),
                                player_name (state, (guint) crown.player));
      /* Translators: a crown space's tooltip when nobody stands on it */
      return g_strdup_printf (_("Crown space of %s: free"), carc_wheel_sector_display_name (crown.sector));
    }

  /* clockwise from north; Fortune spans −30° … 30° */
  angle = atan2 (dx, -dy) * 180.0 / G_PI;
  if (angle < 0)
    angle += 360.0;
  sector = ((guint) floor ((angle + 30.0) / 60.0)) % CARC_WHEEL_N_SECTORS;

  text = g_string_new (NULL);
  /* Translators: a sector's tooltip: its name, then what its action does */
  g_string_append_printf (text, _("%s: %s"), carc_wheel_sector_display_name (sector), action_words (sector));
  for (guint c = 0; c < carc_wheel_n_crowns (state); c++)
    {
      CarcWheelCrown crown;

      if (carc_wheel_get_crown (state, c, &crown) && crown.sector == sector)
        {
          n_crowns++;
          taken += crown.player >= 0;
        }
    }
  g_string_append_c (text, '\n');
  /* Translators: a sector's crown spaces in its tooltip */
  g_string_append_printf (text, ngettext ("%u crown space, %u taken", "%u crown spaces, %u taken", n_crowns),
                          n_crowns, taken);
  if (carc_wheel_pig_sector (state) == sector)
    {
      g_string_append_c (text, '\n');
      g_string_append (text, _("The pig stands here."));
    }
  return g_string_free (text, FALSE);
}

/* R-WF-3: a follower may go on a free crown space instead of the tile. */
static void
figure_spots (const CarcState *state,
              guint            kind,
              GArray          *spots)
{
  guint free[CARC_WHEEL_MAX_CROWNS], n;
  int x0, y0;

  if (kind != CARC_FIGURE_FOLLOWER || !carc_wheel_board_origin (state, &x0, &y0))
    return;
  n = carc_wheel_free_crowns (state, free, G_N_ELEMENTS (free));
  for (guint i = 0; i < n; i++)
    {
      CarcWheelCrown crown;
      CarcUiFigureSpot spot;

      if (!carc_wheel_get_crown (state, free[i], &crown))
        continue;
      spot.x = x0 + crown.x;
      spot.y = y0 + crown.y;
      spot.id = free[i];
      g_array_append_val (spots, spot);
    }
}

static gboolean
figure_spot_event (const CarcState *state,
                   guint            kind,
                   guint            id,
                   CarcEvent       *event)
{
  if (kind != CARC_FIGURE_FOLLOWER || !carc_wheel_check_crown (state, id, NULL))
    return FALSE;
  *event = carc_event_crown (id);
  return TRUE;
}

/* The figure bar's button for crown space @id: its sector. */
static char *
figure_spot_name (const CarcState  *state,
                  guint             kind,
                  guint             id,
                  char            **detail)
{
  CarcWheelCrown crown;
  const char *sector;

  if (!carc_wheel_get_crown (state, id, &crown))
    return NULL;
  sector = carc_wheel_sector_display_name (crown.sector);
  if (detail != NULL)
    /* Translators: the tooltip of a figure bar's button: a follower on a
     * crown space of the wheel, in the sector %s (R-WF-3) */
    *detail = g_strdup_printf (_("A follower on a crown space of %s"), sector);
  /* Translators: a button of the figure bar: a crown space of the wheel
   * in the sector %s ("Crown: Plague") */
  return g_strdup_printf (_("Crown: %s"), sector);
}

/* Where a figure on the landscape stands on the board (tile units), as
 * the board view draws it: at its feature's anchor, the second and later
 * figures on one feature of one tile beside the first; one on another
 * expansion's place (a guard) where that expansion draws it. */
gboolean
carc_wheel_ui_figure_point (const CarcState *state,
                            guint            figure,
                            double          *x,
                            double          *y)
{
  const CarcFigure *f = &carc_state_get_figures (state)[figure];
  const CarcNode *node;
  const CarcPlacedTile *tile;
  guint nth = 0;
  double ax, ay;

  if (figure >= carc_state_get_n_figures (state))
    return FALSE;
  /* on a place of another expansion's own (a guard on its tower) */
  if (f->node == CARC_FIGURE_ELSEWHERE)
    return carc_expansions_ui_figure_point (state, figure, x, y);
  if (f->node >= carc_state_get_n_nodes (state))
    return FALSE;
  node = &carc_state_get_nodes (state)[f->node];
  tile = &carc_state_get_tiles (state)[node->tile];
  carc_tile_feature_anchor (carc_state_tile_type (state, tile), tile->rotation, node->local, &ax, &ay);
  for (guint b = 0; b < carc_state_get_n_board_figures (state); b++)
    {
      guint other = carc_state_get_board_figures (state)[b];

      if (other == figure)
        break;
      nth += carc_state_get_figures (state)[other].node == f->node;
    }
  /* the board view's offsets (a figure's box is 0.36 of a tile) */
  *x = tile->x + ax + (nth % 2 ? -1 : 1) * ((nth + 1) / 2) * 0.36 * 0.55;
  *y = tile->y + ay + ((nth + 1) / 2) * 0.36 * 0.12;
  return TRUE;
}

/* Where a Plague choice's number stands from its figure, in tiles. */
#define PLAGUE_NUMBER_DX  0.13
#define PLAGUE_NUMBER_DY  (-0.15)

/* The Plague (R-WF-5): the pending player's figures on the landscape. */
static void
decision_spots (const CarcState *state,
                GArray          *spots)
{
  guint figures[64], n;

  if (carc_state_get_pending (state) != CARC_PENDING_PLAGUE)
    return;
  n = carc_wheel_plague_candidates (state, carc_state_get_pending_player (state), figures, G_N_ELEMENTS (figures));
  for (guint i = 0; i < n; i++)
    {
      CarcUiFigureSpot spot = { .id = figures[i] };

      /* its number at the figure's shoulder, so the figure stays in sight
       * (a click on the figure takes it too) */
      if (carc_wheel_ui_figure_point (state, figures[i], &spot.x, &spot.y))
        {
          spot.x += PLAGUE_NUMBER_DX;
          spot.y += PLAGUE_NUMBER_DY;
          g_array_append_val (spots, spot);
        }
    }
}

static gboolean
decision_spot_event (const CarcState *state,
                     guint            id,
                     CarcEvent       *event)
{
  guint figures[64], n;

  if (carc_state_get_pending (state) != CARC_PENDING_PLAGUE)
    return FALSE;
  n = carc_wheel_plague_candidates (state, carc_state_get_pending_player (state), figures, G_N_ELEMENTS (figures));
  for (guint i = 0; i < n; i++)
    if (figures[i] == id)
      {
        *event = carc_event_plague (state, id);
        return TRUE;
      }
  return FALSE;
}

/* After the wheel turned, the tile it announced is the one to place. */
static int
tile_due (const CarcState *state)
{
  return carc_wheel_announced_tile (state);
}

/* A tile whose copies all carry a symbol turns the wheel first (R-WF-4). */
static char *
tile_waits (const CarcState *state,
            guint            type)
{
  if (!carc_wheel_needs_symbol (state, type))
    return NULL;
  /* Translators: after the tile's name in the turn bar, while the wheel
   * prompt above asks for its symbol */
  return g_strdup (_("turn the wheel first (above), then place the tile."));
}

/* ---- actions ---- */

guint
carc_wheel_ui_expected_symbol (const CarcState *state,
                               guint            type)
{
  guint counts[4] = { 0 }, best = 0;

  if (!carc_wheel_symbol_counts (state, type, counts))
    return 0;
  for (guint s = 1; s <= 3; s++)
    if (counts[s] > counts[best] || (best == 0 && counts[s] > 0))
      best = s;
  return best;
}

static void
submit_wheel (CarcPlayPage *page,
              guint         symbol)
{
  const CarcState *state = carc_play_page_get_state (page);
  int tile = carc_play_page_get_ghost (page, NULL, NULL, NULL, NULL);
  CarcEvent event;

  if (state == NULL || tile < 0 || carc_state_get_phase (state) != CARC_PHASE_TILE)
    {
      gtk_widget_error_bell (GTK_WIDGET (page));
      return;
    }
  event = carc_event_wheel ((guint) tile, symbol);
  carc_play_page_submit_event (page, &event);
}

static void
wheel_action (GtkWidget  *widget,
              const char *name,
              GVariant   *param)
{
  submit_wheel ((CarcPlayPage *) widget, (guint) CLAMP (g_variant_get_int32 (param), 0, 3));
}

/* W: the symbol the data gives the chosen tile */
static void
turn_wheel_action (GtkWidget  *widget,
                   const char *name,
                   GVariant   *param)
{
  CarcPlayPage *page = (CarcPlayPage *) widget;
  const CarcState *state = carc_play_page_get_state (page);
  int tile = carc_play_page_get_ghost (page, NULL, NULL, NULL, NULL);
  guint symbol = state != NULL && tile >= 0 ? carc_wheel_ui_expected_symbol (state, (guint) tile) : 0;

  if (symbol == 0 || carc_wheel_announced_tile (state) >= 0)
    {
      gtk_widget_error_bell (widget);
      return;
    }
  submit_wheel (page, symbol);
}

static const CarcUiShortcut shortcuts[] = {
  { NC_("shortcut window", "Turn the Wheel of Fortune (the drawn tile’s symbol)"), "w" },
};

static void
play_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "play.wheel", "i", wheel_action);
  gtk_widget_class_install_action (widget_class, "play.turn-wheel", NULL, turn_wheel_action);
  carc_play_page_add_binding (widget_class, GDK_KEY_w, 0, "play.turn-wheel", NULL);
}

/* A tile of the table's own may show a wheel symbol: the sectors the pig
 * moves (R-WF-4), named by its number. */
static const char * const symbol_values[] = { "1", "2", "3", NULL };

static const CarcUiCustomMark custom_marks[] = {
  { "wheel", TRUE, 0, N_("Wheel symbol"), FALSE, symbol_values, symbol_values, TRUE },
};

/* ---- its refusals in words ---- */

static char *
error_text (const CarcErrorDetail *detail,
            const CarcErrorScene  *scene)
{
  g_autofree char *tile = NULL;

  if (detail->owner == NULL && detail->reason == CARC_REASON_DECISION_OWED && detail->number == CARC_PENDING_PLAGUE)
    return g_strdup (_("First give a figure back to the Plague (above the board)."));
  if (g_strcmp0 (detail->owner, CARC_WF_ERRORS) != 0)
    return NULL;
  switch (detail->reason)
    {
    case CARC_WF_REASON_WHEEL_NOT_NOW:
      return g_strdup (_("The wheel turns once for a drawn tile, before the tile is placed."));
    case CARC_WF_REASON_NO_PLAGUE:
      return g_strdup (_("No figure is owed to the Plague now."));
    case CARC_WF_REASON_PLAGUE_NO_FIGURE:
      {
        g_autofree char *who = carc_error_scene_player (scene, detail->player);

        /* Translators: %s is a player's name */
        return g_strdup_printf (_("%s has no such figure there to give back to the Plague. Choose one of the marked figures."),
                                who);
      }
    case CARC_WF_REASON_NO_BOARD:
      return g_strdup (_("This game is played without the wheel board."));
    case CARC_WF_REASON_CROWN_NO_TILE:
      return g_strdup (_("A follower goes on a crown space in place of the figure for the tile just placed. "
                         "Place this turn’s tile first."));
    case CARC_WF_REASON_SPRING_NO_FIGURE:
      return g_strdup (_("No figure goes with the spring: it is laid against the wheel board before the game."));
    case CARC_WF_REASON_CROWN_TAKEN:
      return g_strdup (_("That crown space already holds a follower. Choose another crown space."));
    case CARC_WF_REASON_NO_FOLLOWER_AT_HAND:
      {
        g_autofree char *who = carc_error_scene_player (scene, detail->player);

        /* Translators: %s is a player's name */
        return g_strdup_printf (_("%s: no follower at hand for a crown space."), who);
      }
    case CARC_WF_REASON_ANNOUNCED_TILE_DUE:
      tile = carc_error_scene_tile (scene, detail->tile);
      /* Translators: %s is what the tile the wheel turned for shows */
      return g_strdup_printf (_("The wheel turned for “%s”: place that tile now."), tile);
    case CARC_WF_REASON_WHEEL_FIRST:
      tile = carc_error_scene_tile (scene, detail->tile);
      /* Translators: %s is what the drawn tile shows; W turns the wheel */
      return g_strdup_printf (_("“%s” shows a wheel symbol: turn the wheel first (W), then place the tile."), tile);
    case CARC_WF_REASON_SYMBOLS_UNKNOWN_TILE:
      return g_strdup (_("The box’s wheel symbols name a tile this app does not know."));
    case CARC_WF_REASON_SYMBOLS_TOO_MANY:
      return g_strdup_printf (ngettext ("The box says %d copy of a tile shows a wheel symbol, but it has only %d. "
                                        "Check the wheel symbols in Preferences, Your Box.",
                                        "The box says %d copies of a tile show a wheel symbol, but it has only %d. "
                                        "Check the wheel symbols in Preferences, Your Box.", (gulong) detail->number),
                              detail->number, detail->max);
    case CARC_WF_REASON_BOARD_TILE_IN_SUPPLY:
      return g_strdup (_("A cell of the wheel board is counted as a tile of the supply. Count none of it in Preferences, Your Box."));
    case CARC_WF_REASON_BOARD_NEEDS_TILES:
      return g_strdup (_("The wheel board needs the Wheel of Fortune’s tiles: switch them on."));
    case CARC_WF_REASON_NO_COMPLETE_BOARD:
      return g_strdup (_("The tile data has no complete wheel board."));
    case CARC_WF_REASON_NO_ALT_CROWNS:
      return g_strdup (_("The tile data has no alternative crown spaces for the wheel."));
    default:
      return NULL;
    }
}

const CarcExpansionUi carc_wheel_of_fortune_ui = {
  .id = "wheel-of-fortune",
  .error_text = error_text,
  .sets = sets,
  .n_sets = G_N_ELEMENTS (sets),
  CARC_UI_LIST (custom_marks),
  .scores = scores,
  .n_scores = G_N_ELEMENTS (scores),
  .options = options,
  .n_options = G_N_ELEMENTS (options),
  .scoring_detail = scoring_detail,
  .event_text = event_text,
  .tile_parts = tile_parts,
  .tile_symbols_place = tile_symbols_place,
  .tile_symbol_paint = tile_symbol_paint,
  .board_marks = board_marks,
  .board_mark_paint = board_mark_paint,
  .board_describe = board_describe,
  .figure_spots = figure_spots,
  .figure_spot_event = figure_spot_event,
  .figure_spot_name = figure_spot_name,
  .decision_spots = decision_spots,
  .decision_spot_event = decision_spot_event,
  .tile_due = tile_due,
  .tile_waits = tile_waits,
  .sections = sections,
  .prompts = prompts,
  .play_class_init = play_class_init,
  .shortcuts = shortcuts,
  .n_shortcuts = G_N_ELEMENTS (shortcuts),
  .box_set = "wheel-of-fortune",
  .box_rows = carc_wheel_box_rows,
};
