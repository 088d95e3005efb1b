/* carc-towers-thieves-ui.c: Towers & Thieves (2024 rules) on the screens
 *
 * Its set, the guard scorings (displaced, thief, end) and its events in the
 * log, tower sites, tower tiles and thieves in tile descriptions and on the
 * tiles, the towers on the board with their height and guard, the towers in
 * sight of the tile just placed as guard spots, the towers to grow when the
 * pieces run short as choices on the board, the thief tile that must be
 * placed now, the tower stack beside "tiles left", its side-panel section
 * (pieces, tower tiles, the stolen tile) and prompts (a thief drawn, the
 * towers that grow), and their actions and keys. Every answer comes from
 * the engine (carc-towers-thieves.h).
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
#include "carc-grow-prompt.h"
#include "carc-thief-prompt.h"
#include "carc-tile-painter.h"
#include "carc-towers-section.h"
#include "carc-towers-thieves.h"
#include "carc-towers-thieves-ui.h"

#define TOWERS_UI_ID "towers-and-thieves"

static const CarcUiSetName sets[] = {
  /* Translators: the expansion's published title (Czech: Věže a zloději) */
  { "towers-and-thieves", N_("Towers & Thieves") },
};

static const CarcUiKindName scores[] = {
  { CARC_SCORE_GUARD, N_("Guards") },
};

/* ---- words ---- */

static gboolean
scoring_detail (const CarcScoring *s,
                GString           *text)
{
  int stolen;

  if (s->kind != CARC_SCORE_GUARD)
    return FALSE;
  switch (s->detail)
    {
    case CARC_GUARD_DETAIL_DISPLACED:
      /* Translators: a guard sent home from a tower by another guard (R-TT-3) */
      g_string_append (text, _("guard sent home from a tower"));
      break;
    case CARC_GUARD_DETAIL_THIEF:
      /* its count is the thief's value, the rest of its points the stolen tile's */
      stolen = s->points - (int) s->count;
      /* Translators: a guard who saw a thief; %u is the value on the thief tile */
      g_string_append_printf (text, _("guard saw a thief of value %u"), s->count);
      if (stolen > 0)
        /* Translators: after "guard saw a thief of value 6": the value of the
         * stolen tile lying beside the score track */
        g_string_append_printf (text, _(", stolen tile %d"), stolen);
      break;
    case CARC_GUARD_DETAIL_END:
    default:
      stolen = s->points - CARC_TOWER_END_BONUS;
      /* Translators: the final scoring of a guard still on a tower (R-TT-5) */
      g_string_append (text, _("guard still on a tower"));
      if (stolen > 0)
        g_string_append_printf (text, _(", stolen tile %d"), stolen);
      break;
    }
  return TRUE;
}

static char *
event_text (const CarcEvent *event,
            const char      *name)
{
  if (event->type == CARC_EVENT_THIEF)
    {
      if (event->value >= 0)
        /* Translators: "Anna: drew a thief of value 6" (before placing it) */
        return g_strdup_printf (_("%s: drew a thief of value %d"), name, event->value);
      return g_strdup_printf (_("%s: drew a thief"), name);
    }
  if (event->type == CARC_EVENT_GUARD)
    /* Translators: "Anna: follower as a guard on a tower" */
    return g_strdup_printf (_("%s: %s as a guard on a tower"), name, carc_figure_kind_noun (event->figure));
  if (event->type == CARC_EVENT_GROW)
    /* Translators: the tower pieces ran short and the player chose a tower
     * that grows */
    return g_strdup_printf (_("%s: a tower gets one of the last pieces"), name);
  return NULL;
}

static void
tile_parts (const CarcTileType *type,
            GPtrArray          *parts)
{
  int value = -1;
  CarcThiefSymbol thief = carc_towers_tile_thief (type, &value, NULL);

  if (carc_towers_tile_is_tower_tile (type))
    g_ptr_array_add (parts, (gpointer) _("tower tile"));
  else if (carc_towers_tile_has_site (type))
    g_ptr_array_add (parts, (gpointer) _("tower construction site"));
  if (thief == CARC_THIEF_YES && value > 0)
    {
      /* the parts are borrowed: one string per value */
      static GHashTable *thieves;
      char *text;

      if (thieves == NULL)
        thieves = g_hash_table_new (NULL, NULL);
      text = g_hash_table_lookup (thieves, GINT_TO_POINTER (value));
      if (text == NULL)
        {
          /* Translators: a tile part: a thief symbol with its value */
          text = g_strdup_printf (_("thief %d"), value);
          g_hash_table_insert (thieves, GINT_TO_POINTER (value), text);
        }
      g_ptr_array_add (parts, text);
    }
  else if (thief == CARC_THIEF_YES)
    /* Translators: a tile part: a thief whose value the catalogue lacks */
    g_ptr_array_add (parts, (gpointer) _("thief, value not known"));
  else if (thief == CARC_THIEF_MAYBE)
    /* Translators: a tile part: the catalogue does not know whether the
     * tile shows a thief (the table looks) */
    g_ptr_array_add (parts, (gpointer) _("maybe a thief"));
}

static gboolean
has_towers (const CarcState *state)
{
  return state != NULL && (carc_state_get_setup (state)->rules & CARC_RULE_TOWERS) != 0;
}

static char *
supply_note (const CarcState *state)
{
  guint left;

  if (!has_towers (state))
    return NULL;
  left = carc_towers_tower_tiles_left (state);
  /* Translators: after "12 tiles left": the face-down stack of tower tiles */
  return g_strdup_printf (ngettext ("%u tower tile", "%u tower tiles", left), left);
}

/* ---- the board ---- */

enum { SYMBOL_SITE, SYMBOL_THIEF };
enum { MARK_TOWER };

gboolean
carc_towers_ui_tower_point (const CarcState *state,
                            const CarcTower *tower,
                            double          *x,
                            double          *y)
{
  const CarcPlacedTile *tile = carc_state_tile_at (state, tower->x, tower->y);
  double ux = 0.5, uy = 0.5;

  if (tile == NULL)
    return FALSE;
  /* on its construction site, as the tile painter printed it */
  carc_tile_symbol_point (carc_state_tile_type (state, tile), tile->rotation, TOWERS_UI_ID, SYMBOL_SITE, &ux, &uy);
  *x = tower->x + ux;
  *y = tower->y + uy;
  return TRUE;
}

static double
tower_size (guint height)
{
  /* a taller tower looks a little bigger from above */
  return 0.38 + 0.03 * MIN (height, (guint) CARC_TOWER_MAX_HEIGHT);
}

static void
board_marks (const CarcState *state,
             int              ghost,
             GArray          *marks)
{
  CarcTower towers[CARC_MAX_TOWERS];
  CarcThiefPreview preview;
  guint32 lit = 0;
  guint n;

  if (!has_towers (state))
    return;
  n = MIN (carc_towers_get (state, towers, G_N_ELEMENTS (towers)), (guint) CARC_MAX_TOWERS);

  /* what is about to happen to a tower: it grows with the thief tile
   * being entered, or may get one of the last pieces */
  if (ghost >= 0 && carc_state_get_phase (state) == CARC_PHASE_TILE
      && carc_towers_thief_symbol (state, (guint) ghost, NULL) != CARC_THIEF_NONE
      && carc_towers_thief_preview (state, -1, &preview))
    lit = preview.candidates;
  lit |= carc_towers_grow_choices (state, NULL);
  lit |= carc_towers_guard_spots (state);

  for (guint i = 0; i < n; i++)
    {
      CarcUiBoardMark mark = { 0 };

      if (!carc_towers_ui_tower_point (state, &towers[i], &mark.x, &mark.y))
        continue;
      mark.size = tower_size (towers[i].height);
      mark.kind = MARK_TOWER;
      mark.value = towers[i].height;
      mark.badge = towers[i].height;
      mark.figure = towers[i].guard_owner >= 0 ? towers[i].guard_kind : G_MAXUINT;
      mark.owner = towers[i].guard_owner >= 0 ? (guint) towers[i].guard_owner : G_MAXUINT;
      mark.lit = (lit & (1u << i)) != 0;
      g_array_append_val (marks, mark);
    }
}

/* A guard stands where its tower is drawn. */
static gboolean
figure_point (const CarcState *state,
              guint            figure,
              double          *x,
              double          *y)
{
  CarcTower towers[CARC_MAX_TOWERS];
  guint n;

  if (!has_towers (state))
    return FALSE;
  n = MIN (carc_towers_get (state, towers, G_N_ELEMENTS (towers)), (guint) CARC_MAX_TOWERS);
  for (guint i = 0; i < n; i++)
    if (towers[i].guard_owner >= 0 && towers[i].guard_figure == figure)
      return carc_towers_ui_tower_point (state, &towers[i], x, y);
  return FALSE;
}

/* The tooltip over a tower: its height, its guard, how far it is in sight. */
static char *
board_describe (const CarcState *state,
                double           x,
                double           y)
{
  CarcTower towers[CARC_MAX_TOWERS];
  guint n;

  if (!has_towers (state))
    return NULL;
  n = MIN (carc_towers_get (state, towers, G_N_ELEMENTS (towers)), (guint) CARC_MAX_TOWERS);
  for (guint i = 0; i < n; i++)
    {
      double tx, ty, r = tower_size (towers[i].height) / 2;
      GString *text;

      if (!carc_towers_ui_tower_point (state, &towers[i], &tx, &ty) || hypot (x - tx, y - ty) > r)
        continue;
      text = g_string_new (NULL);
      /* Translators: a tower's tooltip: "Tower, 3 high" */
      g_string_append_printf (text, _("Tower, %u high"), towers[i].height);
      g_string_append_c (text, '\n');
      if (towers[i].guard_owner >= 0 && (guint) towers[i].guard_owner < carc_state_get_n_players (state))
        /* Translators: "Guard: Anna’s follower" */
        g_string_append_printf (text, _("Guard: %s’s %s"),
                                carc_state_get_setup (state)->players[towers[i].guard_owner].name,
                                carc_figure_kind_noun (towers[i].guard_kind));
      else
        g_string_append (text, _("No guard: it grows with every thief"));
      g_string_append_c (text, '\n');
      /* Translators: R-TT-3, how far a guard may be placed from */
      g_string_append_printf (text, ngettext ("In sight from its tile and %u tile away in a straight line",
                                              "In sight from its tile and up to %u tiles away in a straight line",
                                              towers[i].height),
                              towers[i].height);
      return g_string_free (text, FALSE);
    }
  return NULL;
}

typedef struct
{
  guint32 stone, stone_light, mortar, floor;
} TowerPalette;

static const TowerPalette tower_light = {
  .stone = 0x9a9488, .stone_light = 0xcfc9bb, .mortar = 0x5e5a52, .floor = 0x7d776b,
};

static const TowerPalette tower_dark = {
  .stone = 0x77726a, .stone_light = 0xa39d91, .mortar = 0x3a3732, .floor = 0x5c574f,
};

/* A round tower seen from above: its wall with merlons around a floor,
 * and one ring of stones per piece, so its height shows without the badge. */
static void
board_mark_paint (cairo_t               *cr,
                  const CarcUiBoardMark *mark,
                  gboolean               dark)
{
  const TowerPalette *pal = dark ? &tower_dark : &tower_light;
  guint height = MAX (mark->value, 1u);
  double r = 0.46;

  /* shadow */
  cairo_arc (cr, 0.03, 0.04, r, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_fill (cr);

  /* merlons around the rim */
  for (guint i = 0; i < 10; i++)
    {
      double a = i * 2 * G_PI / 10;

      cairo_save (cr);
      cairo_rotate (cr, a);
      cairo_rectangle (cr, r - 0.13, -0.07, 0.13, 0.14);
      cairo_restore (cr);
    }
  carc_tile_set_rgb (cr, pal->stone_light);
  cairo_fill_preserve (cr);
  carc_tile_set_rgb (cr, pal->mortar);
  cairo_set_line_width (cr, 0.025);
  cairo_stroke (cr);

  /* the wall */
  cairo_arc (cr, 0, 0, r - 0.06, 0, 2 * G_PI);
  carc_tile_set_rgb (cr, pal->stone);
  cairo_fill_preserve (cr);
  carc_tile_set_rgb (cr, pal->mortar);
  cairo_set_line_width (cr, 0.03);
  cairo_stroke (cr);

  /* one ring per piece, the top floor inside */
  for (guint i = 1; i <= height; i++)
    {
      double ring = (r - 0.06) * (1.0 - i * 0.13);

      cairo_arc (cr, 0, 0, ring, 0, 2 * G_PI);
      carc_tile_set_rgb (cr, i == height ? pal->floor : pal->stone);
      cairo_fill_preserve (cr);
      carc_tile_set_rgba (cr, pal->mortar, 0.8);
      cairo_set_line_width (cr, 0.02);
      cairo_stroke (cr);
    }
}

/* The figure that stands guard: the kind chosen in the figure bar, or a
 * follower when that kind may not (the bar offers the kinds that have a
 * place on the tile, which a follower may lack while a tower waits). */
static guint
guard_kind (const CarcState *state,
            guint            kind)
{
  return carc_towers_guard_spots_for (state, kind) != 0 ? kind : CARC_FIGURE_FOLLOWER;
}

/* The towers a guard may climb now (the engine's answer). */
static void
figure_spots (const CarcState *state,
              guint            kind,
              GArray          *spots)
{
  CarcTower towers[CARC_MAX_TOWERS];
  guint32 mask;
  guint n;

  if (!has_towers (state))
    return;
  kind = guard_kind (state, kind);
  if ((mask = carc_towers_guard_spots_for (state, kind)) == 0)
    return;
  n = MIN (carc_towers_get (state, towers, G_N_ELEMENTS (towers)), (guint) CARC_MAX_TOWERS);
  for (guint i = 0; i < n; i++)
    {
      CarcUiFigureSpot spot = { 0 };
      double size = tower_size (towers[i].height);

      if (!(mask & (1u << i)) || !carc_towers_check_guard (state, kind, i, NULL)
          || !carc_towers_ui_tower_point (state, &towers[i], &spot.x, &spot.y))
        continue;
      /* above the tower, so the tower and its guard stay in view */
      spot.y -= size * 0.5;
      spot.id = i;
      g_array_append_val (spots, spot);
    }
}

static gboolean
figure_spot_event (const CarcState *state,
                   guint            kind,
                   guint            id,
                   CarcEvent       *event)
{
  if (id >= carc_towers_get (state, NULL, 0))
    return FALSE;
  *event = carc_towers_guard_event (state, guard_kind (state, kind), id);
  return TRUE;
}

/* The figure bar's button for a guard on tower @id: short, with where
 * the tower stands and how high it is in its tooltip. */
static char *
figure_spot_name (const CarcState  *state,
                  guint             kind,
                  guint             id,
                  char            **detail)
{
  CarcTower towers[CARC_MAX_TOWERS];
  guint n = MIN (carc_towers_get (state, towers, G_N_ELEMENTS (towers)), (guint) CARC_MAX_TOWERS);

  if (id >= n)
    return NULL;
  if (detail != NULL)
    {
      g_autofree char *where = carc_format_position (state, towers[id].x, towers[id].y, G_MAXUINT);

      /* Translators: the tooltip of a figure bar's button: a guard on the
       * tower standing %s ("on the start tile"), %u pieces high */
      *detail = g_strdup_printf (ngettext ("A guard on the tower %s (%u piece high)",
                                           "A guard on the tower %s (%u pieces high)", towers[id].height),
                                 where, towers[id].height);
    }
  /* Translators: a button of the figure bar: a figure as the guard of a
   * tower (R-TT-3) */
  return g_strdup (_("Tower guard"));
}

/* The pieces ran short: the towers that may still get one, to click. */
static void
decision_spots (const CarcState *state,
                GArray          *spots)
{
  CarcTower towers[CARC_MAX_TOWERS];
  guint32 mask = carc_towers_grow_choices (state, NULL);
  guint n;

  if (mask == 0)
    return;
  n = MIN (carc_towers_get (state, towers, G_N_ELEMENTS (towers)), (guint) CARC_MAX_TOWERS);
  for (guint i = 0; i < n; i++)
    {
      CarcUiFigureSpot spot = { 0 };
      double size = tower_size (towers[i].height);

      if (!(mask & (1u << i)) || !carc_towers_ui_tower_point (state, &towers[i], &spot.x, &spot.y))
        continue;
      /* above the tower, so the tower and its guard stay in view */
      spot.y -= size * 0.5;
      spot.id = i;
      g_array_append_val (spots, spot);
    }
}

static gboolean
decision_spot_event (const CarcState *state,
                     guint            id,
                     CarcEvent       *event)
{
  if (!(carc_towers_grow_choices (state, NULL) & (1u << id)))
    return FALSE;
  *event = carc_towers_grow_event (state, id);
  return TRUE;
}

/* The thief tile whose guards have scored is the one to place now. */
static int
tile_due (const CarcState *state)
{
  guint type;

  if (!has_towers (state))
    return -1;
  type = carc_towers_thief_to_place (state);
  return type == CARC_NONE ? -1 : (int) type;
}

/* ---- the tiles' construction sites and thieves ---- */

static void
tile_symbols_place (CarcTileSymbolPlacer *placer,
                    const CarcTileType   *type,
                    const CarcFeatureDef *def,
                    CarcTilePlaceStage    stage)
{
  CarcTileSymbol symbol = { .feature = (guint8) carc_tile_placer_feature (placer) };
  int value = -1;

  if (stage != CARC_TILE_PLACE_TILE)
    return;
  if (carc_towers_tile_has_site (type))
    {
      double ax, ay;

      /* on the biggest field, clear of its farmer: the tower standing on
       * it is bigger than the site */
      carc_tile_placer_anchor (placer, &ax, &ay);
      carc_tile_placer_avoid (placer, ax, ay);
      symbol.layer = CARC_TILE_SYMBOL_FIELD;
      symbol.order = 2;
      symbol.kind = SYMBOL_SITE;
      symbol.size = 0.24;
      if (carc_tile_placer_pole (placer, 0.0, 0.3, &symbol.x, &symbol.y) < 0)
        carc_tile_placer_spot (placer, 0.0, 0.2, &symbol.x, &symbol.y);
      carc_tile_placer_add (placer, &symbol);
      carc_tile_placer_avoid (placer, symbol.x, symbol.y);
    }
  if (carc_towers_tile_thief (type, &value, NULL) == CARC_THIEF_YES)
    {
      symbol.layer = CARC_TILE_SYMBOL_FIELD;
      symbol.order = 3;
      symbol.kind = SYMBOL_THIEF;
      symbol.count = value > 0 ? (guint) value : 0;
      symbol.size = 0.21;
      symbol.upright = TRUE;
      carc_tile_placer_spot (placer, 0.0, 0.2, &symbol.x, &symbol.y);
      carc_tile_placer_add (placer, &symbol);
    }
}

static void
paint_site (cairo_t  *cr,
            gboolean  dark,
            double    cx,
            double    cy,
            double    size)
{
  const TowerPalette *pal = dark ? &tower_dark : &tower_light;
  double dashes[] = { size * 0.18, size * 0.12 };

  /* a round foundation with a dashed rim: where the tower will stand */
  cairo_arc (cr, cx, cy, size / 2, 0, 2 * G_PI);
  carc_tile_set_rgba (cr, pal->stone_light, 0.85);
  cairo_fill_preserve (cr);
  cairo_set_dash (cr, dashes, 2, 0);
  cairo_set_line_width (cr, size * 0.09);
  carc_tile_set_rgb (cr, pal->mortar);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  cairo_arc (cr, cx, cy, size * 0.22, 0, 2 * G_PI);
  carc_tile_set_rgb (cr, pal->stone);
  cairo_fill (cr);
}

static void
paint_thief (cairo_t  *cr,
             gboolean  dark,
             double    cx,
             double    cy,
             double    size,
             guint     value)
{
  char text[8];
  cairo_text_extents_t extents;

  carc_tile_paint_badge (cr, cx, cy, size, dark);
  /* a thief's mask: a band with two eye holes */
  cairo_save (cr);
  cairo_translate (cr, cx, cy - size * 0.12);
  cairo_scale (cr, size, size);
  cairo_move_to (cr, -0.36, -0.08);
  cairo_curve_to (cr, -0.2, -0.2, 0.2, -0.2, 0.36, -0.08);
  cairo_curve_to (cr, 0.3, 0.1, -0.3, 0.1, -0.36, -0.08);
  cairo_close_path (cr);
  cairo_new_sub_path (cr);
  cairo_arc_negative (cr, -0.14, -0.06, 0.06, 2 * G_PI, 0);
  cairo_new_sub_path (cr);
  cairo_arc_negative (cr, 0.14, -0.06, 0.06, 2 * G_PI, 0);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  cairo_set_source_rgb (cr, 0.12, 0.12, 0.14);
  cairo_fill (cr);
  cairo_restore (cr);
  if (value == 0)
    return;
  g_snprintf (text, sizeof text, "%u", value);
  cairo_select_font_face (cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, size * 0.42);
  cairo_text_extents (cr, text, &extents);
  cairo_move_to (cr, cx - extents.width / 2 - extents.x_bearing, cy + size * 0.36);
  cairo_set_source_rgb (cr, 0.12, 0.12, 0.14);
  cairo_show_text (cr, text);
}

static void
tile_symbol_paint (cairo_t              *cr,
                   const CarcTileSymbol *symbol,
                   gboolean              dark)
{
  if (symbol->kind == SYMBOL_SITE)
    paint_site (cr, dark, symbol->x, symbol->y, symbol->size);
  else
    paint_thief (cr, dark, symbol->x, symbol->y, symbol->size, symbol->count);
}

/* ---- play actions ---- */

/* play.thief(value): the thief tile chosen in the picker, with the value
 * printed on it (-1: the catalogue's), entered before it is placed. */
static void
thief_action (GtkWidget  *widget,
              const char *name,
              GVariant   *param)
{
  CarcPlayPage *page = (CarcPlayPage *) widget;
  int type = carc_play_page_get_ghost (page, NULL, NULL, NULL, NULL);
  CarcEvent event;

  if (type < 0)
    {
      gtk_widget_error_bell (widget);
      return;
    }
  event = carc_towers_thief_event ((guint) type, g_variant_get_int32 (param));
  carc_play_page_submit_event (page, &event);
}

static CarcThiefPrompt *
find_thief_prompt (GtkWidget *widget)
{
  if (CARC_IS_THIEF_PROMPT (widget))
    return CARC_THIEF_PROMPT (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      CarcThiefPrompt *found = find_thief_prompt (child);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* play.enter-thief (T, "Enter the Thief…"): the thief prompt asks the
 * value (proposed: the tile's, else the last thief's); Enter or Confirm
 * enters it with play.thief. */
static void
enter_thief_action (GtkWidget  *widget,
                    const char *name,
                    GVariant   *param)
{
  CarcThiefPrompt *prompt = find_thief_prompt (widget);

  if (prompt == NULL || !carc_thief_prompt_ask (prompt))
    gtk_widget_error_bell (widget);
}

/* play.grow(tower): one of the last pieces on that tower. */
static void
grow_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  CarcPlayPage *page = (CarcPlayPage *) widget;
  const CarcState *state = carc_play_page_get_state (page);
  CarcEvent event;

  if (state == NULL)
    return;
  event = carc_towers_grow_event (state, (guint) g_variant_get_int32 (param));
  carc_play_page_submit_event (page, &event);
}

static const CarcUiShortcut shortcuts[] = {
  { NC_("shortcut window", "Thief: Enter Its Value Before Placing"), "t" },
};

static void
play_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "play.thief", "i", thief_action);
  gtk_widget_class_install_action (widget_class, "play.grow", "i", grow_action);
  gtk_widget_class_install_action (widget_class, "play.enter-thief", NULL, enter_thief_action);

  carc_play_page_add_binding (widget_class, GDK_KEY_t, 0, "play.enter-thief", NULL);
}

static GType (* const sections[]) (void) = {
  carc_towers_section_get_type,
  NULL,
};

static GType (* const prompts[]) (void) = {
  carc_thief_prompt_get_type,
  carc_grow_prompt_get_type,
  NULL,
};

/* A tile of the table's own may have a tower construction site or show a
 * thief: with the value printed on it (the box member "thief", stolen
 * with at once when drawn), or shown with a value left to the table
 * (entered when the tile is drawn, R-TT-4). The rule book's example
 * shows a 6; the editor offers 1 to 9 (the box's "Thief value" row, any
 * value up to 99). */
static const char * const thief_values[] = { "yes", NULL };
static const char * const thief_value_names[] = { N_("Shown, value unknown"), NULL };

static const CarcUiCustomMark custom_marks[] = {
  { "tower", TRUE, 0, N_("Tower construction site"), FALSE, NULL, NULL },
  { "thief_symbol", TRUE, 0, N_("Thief"), FALSE, thief_values, thief_value_names,
    .range_member = "thief", .range_min = 1, .range_max = 9 },
};

/* ---- its refusals in words ---- */

static char *
error_text (const CarcErrorDetail *detail,
            const CarcErrorScene  *scene)
{
  g_autofree char *tile = NULL;
  g_autofree char *other = NULL;

  /* what it waits for, or enters first, when something else was entered */
  if (detail->owner == NULL && detail->reason == CARC_REASON_DECISION_OWED && detail->number == CARC_PENDING_GROW)
    return g_strdup (_("First choose which towers grow (above the board)."));
  if (detail->owner == NULL && detail->reason == CARC_REASON_EVENT_FIRST && detail->event_type == CARC_EVENT_THIEF)
    {
      tile = carc_error_scene_tile (scene, detail->tile);
      /* Translators: %s is what the drawn tile shows; T enters the thief */
      return g_strdup_printf (_("“%s” shows a thief: enter the thief first (T), then place the tile."), tile);
    }
  if (g_strcmp0 (detail->owner, CARC_TT_ERRORS) != 0)
    return NULL;
  switch (detail->reason)
    {
    case CARC_TT_REASON_GUARD_NO_TILE:
      return g_strdup (_("A guard goes on a tower in place of the figure for the tile just placed. Place this turn’s tile first."));
    case CARC_TT_REASON_NO_TOWER:
      return g_strdup (_("No tower stands there. Choose one of the marked towers."));
    case CARC_TT_REASON_GUARD_FOLLOWER_ONLY:
      return g_strdup (_("Only a follower stands guard on a tower. Choose a follower."));
    case CARC_TT_REASON_NO_GUARD_AT_HAND:
      {
        g_autofree char *who = carc_error_scene_player (scene, detail->player);

        /* Translators: %1$s is a player's name, %2$s a figure standing alone */
        return g_strdup_printf (_("%1$s: no figure at hand for a guard (%2$s)."), who, carc_figure_kind_noun (detail->figure));
      }
    case CARC_TT_REASON_OUT_OF_SIGHT:
      return g_strdup_printf (ngettext ("That tower, %d high, does not see the tile just placed: a tower sees as far as it is high, "
                                        "in a straight line, never diagonally. Choose another tower.",
                                        "That tower, %d high, does not see the tile just placed: a tower sees as far as it is high, "
                                        "in a straight line, never diagonally. Choose another tower.",
                                        (gulong) detail->number),
                              detail->number);
    case CARC_TT_REASON_NOT_IN_GAME:
      return g_strdup (_("This game is played without Towers & Thieves."));
    case CARC_TT_REASON_NOTHING_LEFT:
      return g_strdup (_("The thief stole the last tile: nothing is left to draw. End the game for the final scoring."));
    case CARC_TT_REASON_TOWER_TILE_DUE:
      return g_strdup (_("The thief stole this turn’s tile: a tower tile is drawn instead. Pick a tower tile."));
    case CARC_TT_REASON_TOWER_TILE_NOT_NOW:
      return g_strdup (_("Tower tiles are drawn only when a thief steals a tile. Pick the tile drawn from the stack."));
    case CARC_TT_REASON_THIEF_TILE_DUE:
      other = carc_error_scene_tile (scene, detail->other_tile);
      /* Translators: %s is what the tile the thief came with shows */
      return g_strdup_printf (_("The tile drawn this turn, “%s”, the one with the thief, is placed now. Pick that tile."), other);
    case CARC_TT_REASON_THIEF_TOO_LATE:
      return g_strdup (_("A thief is entered when its tile is drawn, before the tile is placed."));
    case CARC_TT_REASON_NO_THIEF:
      tile = carc_error_scene_tile (scene, detail->tile);
      /* Translators: %s is what the tile shows */
      return g_strdup_printf (_("“%s” shows no thief."), tile);
    case CARC_TT_REASON_THIEF_VALUE_UNKNOWN:
      tile = carc_error_scene_tile (scene, detail->tile);
      /* Translators: %s is what the tile shows */
      return g_strdup_printf (_("Enter the value printed on the thief of “%s”."), tile);
    case CARC_TT_REASON_THIEF_VALUE:
      tile = carc_error_scene_tile (scene, detail->tile);
      /* Translators: %1$s is what the tile shows; %2$d the value printed on
       * its thief, %3$d the value entered */
      return g_strdup_printf (_("“%1$s” shows a thief of value %2$d, not %3$d. Enter %2$d."), tile, detail->min, detail->number);
    case CARC_TT_REASON_NO_GROWTH_NOW:
      return g_strdup (_("No tower waits for one of the last pieces now."));
    case CARC_TT_REASON_CANNOT_GROW:
      return g_strdup (_("That tower cannot grow now: it has a guard, is 5 high or has grown already. Choose another tower."));
    case CARC_TT_REASON_NEEDS_RULES:
      return g_strdup (_("The Towers & Thieves tiles need its rules: switch Towers & Thieves on."));
    default:
      return NULL;
    }
}

const CarcExpansionUi carc_towers_thieves_ui = {
  .id = TOWERS_UI_ID,
  .error_text = error_text,
  .sets = sets,
  .n_sets = G_N_ELEMENTS (sets),
  CARC_UI_LIST (custom_marks),
  .scores = scores,
  .n_scores = G_N_ELEMENTS (scores),
  .scoring_detail = scoring_detail,
  .event_text = event_text,
  .tile_parts = tile_parts,
  .supply_note = supply_note,
  .tile_symbols_place = tile_symbols_place,
  .tile_symbol_paint = tile_symbol_paint,
  .board_marks = board_marks,
  .board_mark_paint = board_mark_paint,
  .board_describe = board_describe,
  .figure_point = figure_point,
  .figure_spots = figure_spots,
  .figure_spot_event = figure_spot_event,
  .figure_spot_name = figure_spot_name,
  .decision_spots = decision_spots,
  .decision_spot_event = decision_spot_event,
  .tile_due = tile_due,
  .sections = sections,
  .prompts = prompts,
  .play_class_init = play_class_init,
  .shortcuts = shortcuts,
  .n_shortcuts = G_N_ELEMENTS (shortcuts),
};
