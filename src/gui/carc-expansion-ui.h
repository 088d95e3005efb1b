/* carc-expansion-ui.h: what the screens show of one game or expansion
 *
 * The GUI's twin of the engine's CarcExpansion (carc-expansion.h): each
 * expansion's names (sets, figures, score kinds), its new-game options, its
 * words in the log and the scorings, its tile parts, its side-panel
 * sections and prompts and its play actions live in its own
 * carc-<name>-ui.c, which fills one CarcExpansionUi listed in the table of
 * carc-expansions-ui.c. The shared screens (format, set names, tile names,
 * new-game page, play page, scores section, board view) ask the table
 * instead of naming an expansion's things. Every member is optional.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "carc-catalogue.h"
#include "carc-game.h"
#include "carc-play-page.h"
#include "carc-tile-symbols.h"

G_BEGIN_DECLS

/* A kind (figure, score kind) and its display name (N_()). */
typedef struct {
  guint       id;
  const char *name;
} CarcUiKindName;

/* A tile set and its published title (N_()). */
typedef struct {
  const char *id;
  const char *name;
} CarcUiSetName;

/* A switch of the new-game page: a rule bit or a figure kind that comes
 * with the set @set_id; @variant lists it with the variants instead of in
 * the set's own group. */
typedef struct {
  const char *set_id;
  gboolean    figure;      /* @value is a CarcFigureKind, else a CarcRule bit */
  guint       value;
  const char *title;       /* N_() */
  const char *subtitle;    /* N_(); NULL: none */
  gboolean    variant;
} CarcUiSetupOption;

/* A choice row (a combo) in the options group of the set @set_id. */
typedef struct {
  const char *set_id;
  const char *title;                              /* N_() */
  /* the choices in the user's language, NULL-terminated (transfer full) */
  char     **(*choices) (void);
  guint      (*get)     (const CarcSetup *setup);
  void       (*set)     (CarcSetup *setup, guint choice);
} CarcUiSetupChoice;

/* How a figure kind looks (carc_figure_paint()), in a box from -0.5 to
 * 0.5 scaled by @scale of the square it is drawn in. */
typedef struct {
  guint       kind;
  double      scale;                /* the follower's is 0.78 */
  gboolean    upright;              /* never laid on its back (on a field) */
  /* its silhouette; NULL: the follower's (carc_figure_meeple_path()) */
  void      (*shape)  (cairo_t *cr);
  /* drawn before the body, in the rim's colour and width (a staff's rim) */
  void      (*behind) (cairo_t *cr, double rim_width);
  /* drawn over the body (a staff, an eye, a tail) */
  void      (*over)   (cairo_t *cr, const GdkRGBA *fill);
} CarcUiFigureLook;

/* Something a tile may show, for the custom-tile editor ("another
 * tile…"): a member of the tile data the descriptor reads, on the tile or
 * on the first feature of @feature_kind. @values (NULL-terminated) are the
 * string values with their names @value_names (N_()); NULL: a yes/no, set
 * as 1 when @count (a number of pennants) or true. */
typedef struct {
  const char         *member;       /* "inn", "goods", "hill" */
  gboolean            on_tile;
  guint               feature_kind; /* CarcFeatureKind when !on_tile */
  const char         *title;        /* N_() */
  gboolean            count;
  const char * const *values;
  const char * const *value_names;
} CarcUiTileMark;

/* A line of the shortcuts window's "Entering a Turn" group: its title
 * (NC_("shortcut window", …)) and keys (GtkShortcutsShortcut:accelerator). */
typedef struct {
  const char *title;
  const char *accelerator;
} CarcUiShortcut;

/* A list member of CarcExpansionUi and its count, filled from a static
 * array of the same name: CARC_UI_LIST (options) stands for
 * .options = options, .n_options = G_N_ELEMENTS (options). */
#define CARC_UI_LIST(name) .name = (name), .n_##name = G_N_ELEMENTS (name)

typedef struct {
  const char *id;                   /* the engine descriptor's id */

  const CarcUiSetName     *sets;    /* in the order the front end lists them */
  guint                    n_sets;
  const CarcUiKindName    *figures;
  guint                    n_figures;
  const CarcUiFigureLook  *figure_looks;
  guint                    n_figure_looks;
  const CarcUiKindName    *scores;
  guint                    n_scores;
  const CarcUiSetupOption *options;
  guint                    n_options;
  const CarcUiSetupChoice *choice;
  /* what its tiles may show, in the custom-tile editor */
  const CarcUiTileMark    *tile_marks;
  guint                    n_tile_marks;

  /* Words. Each returns NULL / FALSE when the value is not its own. */
  /* "Anna: <figure> on a road" */
  char     *(*figure_on_feature) (const char *name, guint figure, guint feature);
  /* the detail of a scoring of one of its score kinds */
  gboolean  (*scoring_detail)    (const CarcScoring *scoring, GString *text);
  /* what it adds to the detail of any scoring (", with a …") */
  void      (*scoring_extra)     (const CarcScoring *scoring, GString *text);
  /* a log line for one of its events */
  char     *(*event_text)        (const CarcEvent *event, const char *name);
  /* the parts of a tile it shows, appended to @parts (translated) */
  void      (*tile_parts)        (const CarcTileType *type, GPtrArray *parts);
  /* a line of a player's supply besides the figures (its tokens); NULL
   * when it has none in this game */
  char     *(*supply_line)       (const CarcState *state, guint player);
  /* a badge on a figure on the board ("5", a count); NULL: none */
  char     *(*figure_badge)      (const CarcState *state, const CarcFigure *figure);

  /* Tile painter (carc-tile-symbols.h): places its printed symbols on
   * @type at @stage (for @def, the placer's feature), and draws one it
   * placed, in tile units (@dark: the dark board's palette). */
  void      (*tile_symbols_place) (CarcTileSymbolPlacer  *placer,
                                   const CarcTileType    *type,
                                   const CarcFeatureDef  *def,
                                   CarcTilePlaceStage     stage);
  void      (*tile_symbol_paint)  (cairo_t               *cr,
                                   const CarcTileSymbol  *symbol,
                                   gboolean               dark);
  /* A building beside a road: whether the road @def carries one; its
   * size (tile units, a carc_tile_paint_house() footprint); and how it is
   * drawn at (@x, @y), @size across, @angle along the road. The layout
   * finds its place on the field beside the road and adds its footprint
   * to the road's shape, so that it is outlined and hit as the road. */
  gboolean  (*roadside_building)       (const CarcFeatureDef *def);
  double      roadside_building_size;
  void      (*roadside_building_paint) (cairo_t              *cr,
                                        double                 x,
                                        double                 y,
                                        double                 size,
                                        double                 angle,
                                        gboolean               dark);

  /* Play page: its side-panel sections and inline prompts (types of
   * CarcPlaySection widgets, NULL-terminated), and its actions and keys. */
  GType    (* const *sections) (void);
  GType    (* const *prompts) (void);
  void      (*play_class_init)   (GtkWidgetClass *widget_class);
  /* its keys (bound in play_class_init) in the shortcuts window */
  const CarcUiShortcut    *shortcuts;
  guint                    n_shortcuts;
} CarcExpansionUi;

/* The descriptors, in the order the screens list their things. */
const CarcExpansionUi * const *carc_expansions_ui_all (guint *n);

/* Lookups over the table; NULL / G_MAXUINT when no descriptor knows it. */
const char *carc_expansions_ui_figure_name (guint figure);
const char *carc_expansions_ui_score_name  (guint score);
const CarcUiFigureLook *carc_expansions_ui_figure_look (guint figure);
/* Adds the expansions' shortcuts to the group named "play-shortcuts"
 * (GtkWidget:name) of @overlay, the window's help overlay, and spreads
 * its groups over columns and pages. */
void        carc_expansions_ui_add_shortcuts (GtkShortcutsWindow *overlay);
/* Where the set @id goes in lists of sets; its title through @name. */
guint       carc_expansions_ui_set_order   (const char *id,
                                            const char **name);

/* For the expansions' play actions (carc-play-page.c; besides
 * carc_play_page_get_session() and carc_play_page_is_correcting()): an
 * event to apply (or to put in the log under correction), an error to
 * show, and the position being corrected. */
void              carc_play_page_submit_event (CarcPlayPage    *self,
                                               const CarcEvent *event);
void              carc_play_page_show_error   (CarcPlayPage    *self,
                                               const GError    *error);
const CarcState  *carc_play_page_get_preview  (CarcPlayPage    *self);
/* A key of the page: @action with @args (floating, may be NULL). */
void              carc_play_page_add_binding  (GtkWidgetClass  *widget_class,
                                               guint            keyval,
                                               GdkModifierType  mods,
                                               const char      *action,
                                               GVariant        *args);

G_END_DECLS
