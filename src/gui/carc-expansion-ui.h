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
#include "carc-error-format.h"
#include "carc-game.h"
#include "carc-play-page.h"
#include "carc-profile.h"
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

/* How the tile painter draws a feature kind of a game that is not one of
 * Carcassonne's (a game's own landscape, e.g. a forest or a lake): with
 * the shapes the painter lays out for a Carcassonne kind, in the game's
 * colours. Carcassonne's kinds need none. */
typedef enum {
  /* like a city: runs of the tile's edges closed by a curved border */
  CARC_UI_SHAPE_AREA,
  /* like a field: the half-edge sectors it owns; the tile's ground */
  CARC_UI_SHAPE_GROUND,
  /* like a river: a waving band from its edges to the middle, into its
   * pool (@pool) or springing on the tile */
  CARC_UI_SHAPE_STREAM,
  /* an inner feature drawn as a pond, where its streams end */
  CARC_UI_SHAPE_POOL,
} CarcUiFeatureShape;

typedef struct {
  guint               kind;          /* the registered CarcFeatureKind */
  CarcUiFeatureShape  shape;
  /* 0xRRGGBB in the light [0] and dark [1] palettes: the fill, its lit
   * side (a gradient towards the tile's top left) and the border (a
   * pool's bank; a stream uses the painter's water) */
  guint32             fill[2];
  guint32             fill_light[2];
  guint32             edge[2];
  /* an AREA's or a POOL's texture (trees, ripples), painted clipped to
   * the feature in tile units before its symbols; NULL: none */
  void              (*texture) (cairo_t *cr, gboolean dark);
  /* STREAM: the POOL feature of @type that @feature flows into, or
   * CARC_NO_FEATURE (it springs on the tile); NULL: none */
  guint             (*pool)    (const CarcTileType *type, guint feature);
  /* the letter typed for its edges in the tile search, translated (a
   * context of its own: Carcassonne's "F" is a field, another game's may
   * be a forest): the first letter of its word; NULL: not typed */
  const char       *(*letter)  (void);
} CarcUiFeatureLook;

/* Something a tile may show, for the custom-tile editor ("another
 * tile…"): a member of the tile data the descriptor reads, on the tile or
 * on the first feature of @feature_kind. @values (NULL-terminated) are the
 * string values with their names @value_names (N_()), written as integers
 * when @numbers (a wheel symbol); NULL: a yes/no, set as 1 when @count (a
 * number of pennants) or true. A mark with @range_member offers after its
 * @values the integers @range_min … @range_max, written into
 * @range_member instead of @member (a thief's printed value: the thief
 * with a value known, where @values' "yes" leaves it to the table). */
typedef struct {
  const char         *member;       /* a member its load_tile reads */
  gboolean            on_tile;
  guint               feature_kind; /* CarcFeatureKind when !on_tile */
  const char         *title;        /* N_() */
  gboolean            count;
  const char * const *values;
  const char * const *value_names;
  gboolean            numbers;
  const char         *range_member; /* NULL: no range */
  guint               range_min;
  guint               range_max;
} CarcUiCustomMark;

/* A line of the shortcuts window's "Entering a Turn" group: its title
 * (NC_("shortcut window", …)) and keys (GtkShortcutsShortcut:accelerator). */
typedef struct {
  const char *title;
  const char *accelerator;
} CarcUiShortcut;

/* Something an expansion stands on the board besides the figures on
 * features (a tower with its height and its guard), for the board view:
 * drawn over the tiles at board point (@x, @y) (tile units: tile (x, y)
 * spans x…x+1), @size tiles across, by its descriptor's board_mark_paint;
 * a figure of kind @figure (G_MAXUINT: none) in player @owner's colour
 * stands on it, @badge (0: none) is shown at its shoulder, and @lit rings
 * it in the accent colour (something about to happen to it). */
typedef struct {
  double   x, y;
  double   size;
  guint    kind;          /* the descriptor's own, for its painter */
  guint    value;         /* the descriptor's own, for its painter */
  guint    badge;
  guint    figure;
  guint    owner;
  gboolean lit;
} CarcUiBoardMark;

/* A place off the features of the tile just placed where a figure may go
 * (a tower a guard may climb): its board point and the descriptor's id. */
typedef struct {
  double   x, y;
  guint    id;
} CarcUiFigureSpot;

/* A list member of CarcExpansionUi and its count, filled from a static
 * array of the same name: CARC_UI_LIST (options) stands for
 * .options = options, .n_options = G_N_ELEMENTS (options). */
#define CARC_UI_LIST(name) .name = (name), .n_##name = G_N_ELEMENTS (name)

typedef struct {
  const char *id;                   /* the engine descriptor's id */

  /* A whole game (Carcassonne, Hunters & Gatherers): its name in the
   * new-game page's choice of game (N_()); its colours and players are
   * its engine descriptor's. NULL: an expansion of the game listed
   * before it in the table, whose sets are offered only with that game. */
  const char              *game_name;

  const CarcUiSetName     *sets;    /* in the order the front end lists them */
  guint                    n_sets;
  const CarcUiKindName    *figures;
  guint                    n_figures;
  const CarcUiFigureLook  *figure_looks;
  guint                    n_figure_looks;
  const CarcUiKindName    *scores;
  guint                    n_scores;
  /* its own feature kinds for the tile painter */
  const CarcUiFeatureLook *feature_looks;
  guint                    n_feature_looks;
  const CarcUiSetupOption *options;
  guint                    n_options;
  const CarcUiSetupChoice *choice;
  /* what its tiles may show, in the custom-tile editor */
  const CarcUiCustomMark  *custom_marks;
  guint                    n_custom_marks;

  /* What "Draw for me" (D) draws for the table in a game with its sets,
   * N_(): "a token from the sheep bag"; NULL: it draws nothing. */
  const char *draw_for_me;

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
  /* an engine refusal of its own (CarcErrorDetail.owner its id), or one
   * of the core's about its events or decisions (an event of its own
   * where it does not fit, its decision owed first, its event a drawn
   * tile needs first), in the sentences a person reads: what is wrong and
   * what to do (carc-error-format.h); NULL when it is not its own */
  char     *(*error_text)        (const CarcErrorDetail *detail,
                                  const CarcErrorScene  *scene);
  /* a line of a player's supply besides the figures (its tokens); NULL
   * when it has none in this game */
  char     *(*supply_line)       (const CarcState *state, guint player);
  /* what it adds after "12 tiles left" in the play page's title (its
   * own stack: "3 tower tiles"); NULL: nothing in this game */
  char     *(*supply_note)       (const CarcState *state);
  /* "tiles left" when the game counts its supply its own way (the regular
   * stack and a second stack beside it); NULL when not its game */
  char     *(*tiles_left)        (const CarcState *state);
  /* Board view: its marks over placed tile @tile (markers covering
   * printed things), in unit tile coordinates as the tile lies, over the
   * tile and under the figures; FALSE when it has none there (@cr NULL:
   * it only says whether it has) */
  gboolean  (*tile_marks)        (cairo_t *cr, const CarcState *state, guint tile, gboolean dark);
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

  /* Board view: its marks on @state (@ghost: the tile type being placed,
   * -1 none), appended to @marks (CarcUiBoardMark), and how one looks, in
   * a box from -0.5 to 0.5 (@dark: the dark board's palette). The board
   * stands the mark's figure and badge on it. */
  void      (*board_marks)        (const CarcState       *state,
                                   int                    ghost,
                                   GArray                *marks);
  void      (*board_mark_paint)   (cairo_t               *cr,
                                   const CarcUiBoardMark *mark,
                                   gboolean               dark);
  /* Board view: the tooltip at board point (@x, @y) (tile units) over
   * something it draws there (a sector of the wheel, a crown space), or
   * NULL; asked before the features under the point are described. */
  char     *(*board_describe)     (const CarcState       *state,
                                   double                 x,
                                   double                 y);
  /* Board view: where it draws @figure, which stands on a place of its
   * own instead of a feature (carc_state_figure_place(): a guard on its
   * tower), in tile units; FALSE when the figure is not on one of its
   * places. Other expansions' decisions about that figure (the Plague
   * taking it back) number it there. */
  gboolean  (*figure_point)       (const CarcState       *state,
                                   guint                  figure,
                                   double                *x,
                                   double                *y);
  /* Phase FIGURE: the places off the placed tile's features where a figure
   * of @kind may go (the engine's answer), appended to @spots
   * (CarcUiFigureSpot); the board and the figure bar number them after the
   * features, and a click on one submits the event figure_spot_event()
   * makes (FALSE: none). */
  void      (*figure_spots)       (const CarcState       *state,
                                   guint                  kind,
                                   GArray                *spots);
  gboolean  (*figure_spot_event)  (const CarcState       *state,
                                   guint                  kind,
                                   guint                  id,
                                   CarcEvent             *event);
  /* the figure bar's words for figure spot @id: short ("Crown: Plague",
   * "Tower guard"), and in @detail (may be NULL) a longer line for its
   * tooltip ("a follower on the crown space of Plague"); NULL: the bar
   * says "On the board" */
  char     *(*figure_spot_name)   (const CarcState       *state,
                                   guint                  kind,
                                   guint                  id,
                                   char                 **detail);
  /* Phase DECISION: the choices of the decision pending that are places
   * on the board (a figure a player must give back), appended to @spots
   * (CarcUiFigureSpot); the board numbers them, and a click on one (or its
   * number) submits the event decision_spot_event() makes (FALSE: none). */
  void      (*decision_spots)      (const CarcState       *state,
                                    GArray                *spots);
  gboolean  (*decision_spot_event) (const CarcState       *state,
                                    guint                  id,
                                    CarcEvent             *event);

  /* Phase TILE: the tile type the turn must place now, because one of its
   * own events announced it (the wheel turned for the tile drawn), or -1;
   * the play page picks it for the table. */
  int       (*tile_due)           (const CarcState       *state);
  /* Phase TILE: why tile type @type may not be placed yet because one of
   * its own steps comes first (the wheel turns before a tile with a wheel
   * symbol is placed), in words for the turn bar; NULL when it need not
   * wait. The play page then neither calls the tile dead nor offers to
   * place it or set it aside. */
  char     *(*tile_waits)         (const CarcState       *state,
                                   guint                  type);

  /* Play page: its side-panel sections and inline prompts (types of
   * CarcPlaySection widgets, NULL-terminated), and its actions and keys. */
  GType    (* const *sections) (void);
  GType    (* const *prompts) (void);
  void      (*play_class_init)   (GtkWidgetClass *widget_class);
  /* its keys (bound in play_class_init) in the shortcuts window */
  const CarcUiShortcut    *shortcuts;
  guint                    n_shortcuts;

  /* Preferences → Your Box: groups of rows (AdwPreferencesGroup, a new
   * array of new widgets) for the set-wide values its box may set
   * (CarcExpansion.box_file_members, e.g. the wheel's crown spaces), shown
   * while the profile owns @box_set. A row changes @profile and then calls
   * @changed (@data), which saves it; the page builds them again for
   * another profile. NULL: none. */
  const char *box_set;
  GPtrArray *(*box_rows)           (CarcProfile    *profile,
                                    CarcCatalogue  *catalogue,
                                    void          (*changed) (gpointer data),
                                    gpointer        data);
} CarcExpansionUi;

/* The descriptors, in the order the screens list their things. */
const CarcExpansionUi * const *carc_expansions_ui_all (guint *n);

/* Lookups over the table; NULL / G_MAXUINT when no descriptor knows it. */
const char *carc_expansions_ui_figure_name (guint figure);
const char *carc_expansions_ui_score_name  (guint score);
const CarcUiFigureLook *carc_expansions_ui_figure_look (guint figure);
/* How the painter draws a feature kind of a game (NULL: Carcassonne's). */
const CarcUiFeatureLook *carc_expansions_ui_feature_look (guint kind);
/* Where the board draws @figure when it stands on an expansion's place
 * of its own instead of a feature (the first descriptor's figure_point
 * that answers); FALSE when none does. */
gboolean    carc_expansions_ui_figure_point (const CarcState *state,
                                             guint            figure,
                                             double          *x,
                                             double          *y);
/* "34 tiles left · 12 menhir tiles": the first descriptor's tiles_left
 * that answers for @state, NULL when none does (the caller says "34
 * tiles left" itself). */
char       *carc_expansions_ui_tiles_left   (const CarcState *state);
/* The games (descriptors with a game_name), in the table's order; the
 * game whose set @set_id is (0, the first game, for a set no descriptor
 * names); a game's colours (its engine descriptor's; never NULL; @n their
 * number) and how many may play (FALSE: the game says not, @min and
 * @max are 1 and CARC_MAX_PLAYERS). */
guint                       carc_expansions_ui_n_games      (void);
const CarcExpansionUi      *carc_expansions_ui_game         (guint       game);
guint                       carc_expansions_ui_game_of_set  (const char *set_id);
const char * const         *carc_expansions_ui_game_colours (guint       game,
                                                             guint      *n);
gboolean                    carc_expansions_ui_game_players (guint       game,
                                                             guint      *min,
                                                             guint      *max);
/* The name the game of @setup (its first set's game) gives figure
 * @figure in its own figures list, NULL if it gives none. */
const char *carc_expansions_ui_game_figure_name (const CarcSetup *setup,
                                                 guint            figure);
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
 * show, the position being corrected, and the position an action acts
 * on: the one being corrected, else the game's (NULL without a game). */
void              carc_play_page_submit_event (CarcPlayPage    *self,
                                               const CarcEvent *event);
void              carc_play_page_show_error   (CarcPlayPage    *self,
                                               const GError    *error);
const CarcState  *carc_play_page_get_preview  (CarcPlayPage    *self);
const CarcState  *carc_play_page_get_state    (CarcPlayPage    *self);
/* A key of the page: @action with @args (floating, may be NULL). */
void              carc_play_page_add_binding  (GtkWidgetClass  *widget_class,
                                               guint            keyval,
                                               GdkModifierType  mods,
                                               const char      *action,
                                               GVariant        *args);

G_END_DECLS
