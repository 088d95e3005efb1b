/* carc-board-view.c: the board, drawn from a game state
 *
 * Each tile type × rotation is painted once per zoom level into a texture
 * (carc-tile-painter.h); a frame only composes those textures, the figures'
 * textures and a few overlays, so panning a board of 200+ tiles stays
 * smooth. Overlays that follow a feature's shape (the hovered feature's
 * extent, the coach's field owners) are textures too, cached per tile type,
 * rotation and feature.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <stdlib.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "carc-board-view-private.h"
#include "carc-expansion-ui.h"
#include "carc-format.h"
#include "carc-registry.h"
#include "carc-tile-painter.h"

#define MIN_TILE_SIZE  12.0
#define MAX_TILE_SIZE  320.0
/* following play zooms out no further than this (a tile a finger can tap) */
#define FOLLOW_MIN_TILE_SIZE 32.0
#define DEFAULT_TILE_SIZE 72.0
#define FIGURE_SCALE   0.36     /* a figure's box, in tiles */
#define CHOICE_RADIUS  0.13     /* a numbered figure choice, in tiles */

static const double zoom_steps[] = {
  12, 16, 20, 24, 28, 32, 40, 48, 56, 64, 72, 80, 96, 112, 128, 144, 160, 192, 224, 256, 320,
};

struct _CarcBoardView
{
  GtkWidget        parent_instance;

  const CarcState *state;
  CarcCatalogue   *catalogue;      /* owned: the state is borrowed and may be
                                    * freed before the next one arrives */
  GArray          *spots;          /* CarcPlacement */
  GHashTable      *spot_labels;    /* "x,y" → char * */
  int              ghost_type;
  int              ghost_x;
  int              ghost_y;
  guint            ghost_rotation;
  gboolean         ghost_legal;
  GArray          *choices;        /* guint features of the current tile */
  GArray          *points;         /* graphene_point_t: figure choices off
                                    * the features (board points), numbered
                                    * after them */
  GdkRGBA          colours[CARC_MAX_PLAYERS];
  guint            n_colours;
  gboolean         show_field_owners;
  int              cursor_x;
  int              cursor_y;

  /* the view: board point (centre_x, centre_y) lies at the widget's centre */
  double           tile_size;
  double           centre_x;
  double           centre_y;
  int              width;
  int              height;
  gboolean         fit_pending;
  gboolean         follow_pending;  /* carc_board_view_follow() at the next allocation */
  int              follow_top, follow_bottom;
  gboolean         zooming;        /* pinch: scale the cached textures meanwhile */
  double           zoom_start_size;
  double           zoom_anchor_bx, zoom_anchor_by;
  double           drag_start_x, drag_start_y;
  double           scroll_zoom;    /* accumulated smooth Ctrl+scroll */

  /* caches, at cache_px device pixels per tile */
  int              cache_px;
  gboolean         cache_dark;
  GHashTable      *tile_textures;     /* type << 2 | rotation → GdkTexture */
  gint64           frame_deadline;    /* redraw stale textures until then */
  gboolean         stale_left;        /* some tile was drawn from an old size */
  guint            refresh_id;
  GHashTable      *figure_textures;   /* figure key → GdkTexture */
  GHashTable      *overlay_textures;  /* overlay key → GdkTexture */
  GHashTable      *field_owners;      /* root → owners + 1 (coach overlay) */
  GHashTable      *layouts;           /* "size|bold|text" → PangoLayout */
  GHashTable      *mark_textures;     /* "descriptor|kind|value|px" → GdkTexture */
  GArray          *marks;             /* CarcUiBoardMark, this frame's */

  /* the pointer */
  gboolean         pointer_in;
  double           pointer_x, pointer_y;
  guint            hover_root;        /* CARC_NONE: nothing highlighted */
  guint            pinned_node;       /* highlighted when nothing is hovered */
  GArray          *hover_parts;       /* CarcFeaturePart */

  gboolean         dark;
  AdwStyleManager *style_manager;

  GString         *figure_badges;     /* the figure badges drawn last, for tests */
  GString         *marks_drawn;       /* the expansions' marks drawn last, for tests */
  guint            n_tile_marks;      /* tiles with the expansions' marks drawn last */
};

G_DEFINE_FINAL_TYPE (CarcBoardView, carc_board_view, GTK_TYPE_WIDGET)

enum {
  SPOT_ACTIVATED,
  FEATURE_ACTIVATED,
  TILE_ACTIVATED,
  CURSOR_MOVED,
  EMPTY_ACTIVATED,
  POINT_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void do_follow (CarcBoardView *self,
                       int            top,
                       int            bottom);

/* ---- geometry ---- */

static double
effective_tile_size (CarcBoardView *self)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));

  /* at rest a tile is a whole number of device pixels: crisp textures */
  if (self->zooming)
    return self->tile_size;
  return MAX (1.0, round (self->tile_size * scale)) / scale;
}

static void
view_origin (CarcBoardView *self,
             double        *ox,
             double        *oy)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  double ts = effective_tile_size (self);

  *ox = round ((self->width / 2.0 - self->centre_x * ts) * scale) / scale;
  *oy = round ((self->height / 2.0 - self->centre_y * ts) * scale) / scale;
}

void
_carc_board_view_board_to_widget (CarcBoardView *self,
                                  double         bx,
                                  double         by,
                                  double        *wx,
                                  double        *wy)
{
  double ox, oy, ts = effective_tile_size (self);

  view_origin (self, &ox, &oy);
  *wx = ox + bx * ts;
  *wy = oy + by * ts;
}

static void
widget_to_board (CarcBoardView *self,
                 double         wx,
                 double         wy,
                 double        *bx,
                 double        *by)
{
  double ox, oy, ts = effective_tile_size (self);

  view_origin (self, &ox, &oy);
  *bx = (wx - ox) / ts;
  *by = (wy - oy) / ts;
}

static const CarcPlacedTile *
tile_at (CarcBoardView *self,
         int            x,
         int            y)
{
  if (self->state == NULL)
    return NULL;
  return carc_state_tile_at (self->state, x, y);
}

static gboolean
is_spot (CarcBoardView *self,
         int            x,
         int            y)
{
  for (guint i = 0; i < self->spots->len; i++)
    {
      const CarcPlacement *p = &g_array_index (self->spots, CarcPlacement, i);
      if (p->x == x && p->y == y)
        return TRUE;
    }
  return FALSE;
}

/* The tile the figure choices belong to: the one just placed. */
static const CarcPlacedTile *
current_tile (CarcBoardView *self)
{
  if (self->state == NULL || carc_state_get_n_tiles (self->state) == 0)
    return NULL;
  if (carc_state_get_current_tile (self->state) < carc_state_get_n_tiles (self->state))
    return &carc_state_get_tiles (self->state)[carc_state_get_current_tile (self->state)];
  return &carc_state_get_tiles (self->state)[carc_state_get_n_tiles (self->state) - 1];
}

static const CarcTileType *
tile_type (CarcBoardView        *self,
           const CarcPlacedTile *tile)
{
  return carc_state_tile_type (self->state, tile);
}

/* ---- palette ---- */

static void
accent_colour (CarcBoardView *self,
               GdkRGBA       *out,
               double         alpha)
{
  /* Adwaita's accent blue, in its light and dark variants */
  if (self->dark)
    *out = (GdkRGBA) { 0x78 / 255.0f, 0xae / 255.0f, 0xed / 255.0f, (float) alpha };
  else
    *out = (GdkRGBA) { 0x1c / 255.0f, 0x71 / 255.0f, 0xd8 / 255.0f, (float) alpha };
}

static void
player_colour (CarcBoardView *self,
               guint          player,
               GdkRGBA       *out)
{
  if (player < self->n_colours)
    {
      *out = self->colours[player];
      return;
    }
  if (self->state && carc_state_get_setup (self->state) && player < carc_state_get_setup (self->state)->n_players
      && carc_player_colour (carc_state_get_setup (self->state)->players[player].colour, out))
    return;
  if (!carc_player_colour (carc_player_colours[player % CARC_MAX_PLAYERS], out))
    *out = (GdkRGBA) { 0.5f, 0.5f, 0.5f, 1 };
}

/* ---- caches ---- */

static void
clear_caches (CarcBoardView *self)
{
  g_hash_table_remove_all (self->tile_textures);
  g_hash_table_remove_all (self->figure_textures);
  g_hash_table_remove_all (self->overlay_textures);
  g_hash_table_remove_all (self->layouts);
  g_hash_table_remove_all (self->mark_textures);
}

/* Called at the start of a frame: textures follow the zoom at rest. The
 * tile textures of the old size stay (drawn scaled) until each is redrawn,
 * a few per frame, so a zoom step never stalls a frame. */
static void
update_cache_size (CarcBoardView *self)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  int px = (int) round (self->tile_size * scale);

  if (self->cache_dark != self->dark)
    {
      clear_caches (self);
      self->cache_dark = self->dark;
    }
  if (self->zooming && self->cache_px > 0)
    return;
  px = CLAMP (px, 1, 4096);
  if (px != self->cache_px)
    {
      g_hash_table_remove_all (self->figure_textures);
      g_hash_table_remove_all (self->overlay_textures);
      g_hash_table_remove_all (self->layouts);
      g_hash_table_remove_all (self->mark_textures);
      self->cache_px = px;
    }
}

static gboolean
refresh_cb (gpointer data)
{
  CarcBoardView *self = data;

  self->refresh_id = 0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return G_SOURCE_REMOVE;
}

#define FRAME_BUDGET_US 6000

static GdkTexture *
get_tile_texture (CarcBoardView *self,
                  guint          type,
                  guint          rotation)
{
  gpointer key = GUINT_TO_POINTER ((type << 2) | (rotation & 3));
  GdkTexture *texture = g_hash_table_lookup (self->tile_textures, key);

  if (texture != NULL && gdk_texture_get_width (texture) != self->cache_px)
    {
      /* an old size: redraw it if this frame has time left */
      if (self->zooming || g_get_monotonic_time () > self->frame_deadline)
        {
          self->stale_left = !self->zooming;
          return texture;
        }
      texture = NULL;
    }
  if (texture == NULL)
    {
      texture = carc_tile_texture_new (carc_state_get_types (self->state)[type], rotation, self->cache_px, self->dark);
      g_hash_table_insert (self->tile_textures, key, texture);
    }
  return texture;
}

static guint32
rgba_key (const GdkRGBA *c)
{
  return ((guint32) (c->red * 255 + 0.5) << 16) | ((guint32) (c->green * 255 + 0.5) << 8)
         | (guint32) (c->blue * 255 + 0.5);
}

static GdkTexture *
get_figure_texture (CarcBoardView  *self,
                    CarcFigureKind  kind,
                    const GdkRGBA  *colour,
                    gboolean        lying,
                    int             size_px)
{
  gint64 key = ((gint64) rgba_key (colour) << 8) | ((guint) kind << 1) | (lying ? 1 : 0);
  GdkTexture *texture = g_hash_table_lookup (self->figure_textures, &key);

  if (texture == NULL)
    {
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size_px, size_px);
      cairo_t *cr = cairo_create (surface);

      carc_figure_paint (cr, kind, colour, lying, size_px);
      cairo_destroy (cr);
      texture = carc_texture_from_surface (surface);
      cairo_surface_destroy (surface);
      g_hash_table_insert (self->figure_textures, g_memdup2 (&key, sizeof key), texture);
    }
  return texture;
}

#define OVERLAY_HIGHLIGHT 0x100u

/* A feature's visible area in one colour (the hover highlight) or in its
 * owners' colours (the coach's field owners: stripes when shared). */
static GdkTexture *
get_overlay_texture (CarcBoardView *self,
                     guint          type,
                     guint          rotation,
                     guint          feature,
                     guint          tint)
{
  gpointer key = GUINT_TO_POINTER ((type << 15) | ((rotation & 3) << 13) | ((feature & 0xf) << 9) | (tint & 0x1ff));
  GdkTexture *texture = g_hash_table_lookup (self->overlay_textures, key);

  if (texture == NULL)
    {
      int px = self->cache_px;
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px, px);
      cairo_t *cr = cairo_create (surface);
      const CarcTileType *tt = carc_state_get_types (self->state)[type];

      if (tint & OVERLAY_HIGHLIGHT)
        {
          GdkRGBA accent;
          cairo_surface_t *mask = cairo_image_surface_create (CAIRO_FORMAT_A8, px, px);
          cairo_surface_t *edge = cairo_image_surface_create (CAIRO_FORMAT_A8, px, px);
          cairo_t *mcr = cairo_create (mask);
          cairo_t *ecr;
          int k = MAX (2, px / 28);

          cairo_set_source_rgba (mcr, 0, 0, 0, 1);
          carc_tile_feature_fill (mcr, tt, rotation, px, feature);
          cairo_destroy (mcr);

          /* the outline: a halo of k pixels around the area, outside it,
           * so that a road a few pixels wide at a small zoom keeps its own
           * look inside its outline rather than vanishing under it; the
           * tile's border is not an edge (the feature goes on next door),
           * so the shifted copies are padded rather than cut there */
          ecr = cairo_create (edge);
          for (int dx = -1; dx <= 1; dx++)
            for (int dy = -1; dy <= 1; dy++)
              {
                cairo_pattern_t *shifted;
                cairo_matrix_t m;

                if (dx == 0 && dy == 0)
                  continue;
                shifted = cairo_pattern_create_for_surface (mask);
                cairo_pattern_set_extend (shifted, CAIRO_EXTEND_PAD);
                cairo_matrix_init_translate (&m, -dx * k * (dy ? 0.7 : 1), -dy * k * (dx ? 0.7 : 1));
                cairo_pattern_set_matrix (shifted, &m);
                cairo_set_source (ecr, shifted);
                cairo_paint (ecr);
                cairo_pattern_destroy (shifted);
              }
          /* edge = grown − mask */
          cairo_set_operator (ecr, CAIRO_OPERATOR_DEST_OUT);
          cairo_set_source_surface (ecr, mask, 0, 0);
          cairo_paint (ecr);
          cairo_destroy (ecr);

          accent_colour (self, &accent, self->dark ? 0.32 : 0.26);
          gdk_cairo_set_source_rgba (cr, &accent);
          cairo_mask_surface (cr, mask, 0, 0);
          accent_colour (self, &accent, 1);
          gdk_cairo_set_source_rgba (cr, &accent);
          cairo_mask_surface (cr, edge, 0, 0);
          cairo_surface_destroy (mask);
          cairo_surface_destroy (edge);
        }
      else
        {
          cairo_pattern_t *stripes;
          guint owners[CARC_MAX_PLAYERS], n = 0;
          cairo_surface_t *tile_surface;
          cairo_t *tcr;
          int stripe = MAX (4, px / 12);

          for (guint p = 0; p < CARC_MAX_PLAYERS; p++)
            if (tint & (1u << p))
              owners[n++] = p;
          /* diagonal stripes, one per owner */
          tile_surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, stripe * (int) n, stripe * (int) n);
          tcr = cairo_create (tile_surface);
          for (int d = -(int) n; d < 2 * (int) n; d++)
            {
              GdkRGBA c;

              player_colour (self, owners[((d % (int) n) + (int) n) % (int) n], &c);
              c.alpha = 0.42f;
              gdk_cairo_set_source_rgba (tcr, &c);
              cairo_move_to (tcr, d * stripe, 0);
              cairo_line_to (tcr, (d + 1) * stripe, 0);
              cairo_line_to (tcr, (d + 1) * stripe - stripe * (int) n, stripe * (int) n);
              cairo_line_to (tcr, d * stripe - stripe * (int) n, stripe * (int) n);
              cairo_close_path (tcr);
              cairo_fill (tcr);
            }
          cairo_destroy (tcr);
          stripes = cairo_pattern_create_for_surface (tile_surface);
          cairo_pattern_set_extend (stripes, CAIRO_EXTEND_REPEAT);
          cairo_set_source (cr, stripes);
          carc_tile_feature_fill (cr, tt, rotation, px, feature);
          cairo_pattern_destroy (stripes);
          cairo_surface_destroy (tile_surface);
        }
      cairo_destroy (cr);
      texture = carc_texture_from_surface (surface);
      cairo_surface_destroy (surface);
      g_hash_table_insert (self->overlay_textures, key, texture);
    }
  return texture;
}

static guint
field_owners_of (CarcBoardView *self,
                 guint          node)
{
  guint root = carc_state_find (self->state, node);
  gpointer cached = g_hash_table_lookup (self->field_owners, GUINT_TO_POINTER (root));

  if (cached == NULL)
    {
      CarcFeatureInfo info;

      carc_state_feature_info (self->state, root, &info);
      cached = GUINT_TO_POINTER ((info.owners & 0xff) + 1);
      g_hash_table_insert (self->field_owners, GUINT_TO_POINTER (root), cached);
    }
  return GPOINTER_TO_UINT (cached) - 1;
}

/* ---- hover ---- */

static void
hover_clear (CarcBoardView *self)
{
  if (self->hover_root == CARC_NONE)
    return;
  self->hover_root = CARC_NONE;
  g_array_set_size (self->hover_parts, 0);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The placed tile and feature under a widget point. */
static gboolean
feature_at (CarcBoardView         *self,
            double                 wx,
            double                 wy,
            const CarcPlacedTile **out_tile,
            guint                 *out_feature)
{
  const CarcPlacedTile *tile;
  double bx, by;
  int x, y;
  guint feature;

  if (self->state == NULL)
    return FALSE;
  widget_to_board (self, wx, wy, &bx, &by);
  x = (int) floor (bx);
  y = (int) floor (by);
  tile = tile_at (self, x, y);
  if (tile == NULL)
    return FALSE;
  feature = carc_tile_feature_at (tile_type (self, tile), tile->rotation, bx - x, by - y);
  if (feature == CARC_NO_FEATURE)
    return FALSE;
  *out_tile = tile;
  *out_feature = feature;
  return TRUE;
}

static void
hover_update (CarcBoardView *self)
{
  const CarcPlacedTile *tile;
  guint feature, root;

  if (self->pointer_in && feature_at (self, self->pointer_x, self->pointer_y, &tile, &feature))
    root = carc_state_find (self->state, tile->node0 + feature);
  else if (self->state != NULL && self->pinned_node < carc_state_get_n_nodes (self->state))
    root = carc_state_find (self->state, self->pinned_node);
  else
    {
      hover_clear (self);
      return;
    }
  if (root == self->hover_root)
    return;

  /* the whole feature, across all its tiles (the engine knows which) */
  self->hover_root = root;
  carc_state_feature_parts (self->state, root, self->hover_parts);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- drawing ---- */

static void
append_rounded_box (GtkSnapshot   *snapshot,
                    double         x,
                    double         y,
                    double         w,
                    double         h,
                    double         radius,
                    const GdkRGBA *fill,
                    const GdkRGBA *border,
                    double         border_width)
{
  GskRoundedRect rect;
  float bw = (float) border_width;

  gsk_rounded_rect_init_from_rect (&rect, &GRAPHENE_RECT_INIT (x, y, w, h), (float) radius);
  if (fill)
    {
      gtk_snapshot_push_rounded_clip (snapshot, &rect);
      gtk_snapshot_append_color (snapshot, fill, &GRAPHENE_RECT_INIT (x, y, w, h));
      gtk_snapshot_pop (snapshot);
    }
  if (border)
    gtk_snapshot_append_border (snapshot, &rect,
                                (float[4]) { bw, bw, bw, bw },
                                (GdkRGBA[4]) { *border, *border, *border, *border });
}

static void
append_text (CarcBoardView *self,
             GtkSnapshot   *snapshot,
             const char    *text,
             double         cx,
             double         cy,
             double         px,
             gboolean       bold,
             const GdkRGBA *colour)
{
  g_autofree char *key = g_strdup_printf ("%d|%d|%s", (int) round (MAX (6, px) * 4), bold, text);
  PangoLayout *layout = g_hash_table_lookup (self->layouts, key);
  int w, h;

  /* shaped once per zoom, not every frame */
  if (layout == NULL)
    {
      PangoFontDescription *font = pango_font_description_new ();

      layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
      pango_font_description_set_absolute_size (font, MAX (6, px) * PANGO_SCALE);
      pango_font_description_set_weight (font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
      pango_layout_set_font_description (layout, font);
      pango_font_description_free (font);
      g_hash_table_insert (self->layouts, g_steal_pointer (&key), layout);
    }
  pango_layout_get_pixel_size (layout, &w, &h);

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT ((float) round (cx - w / 2.0), (float) round (cy - h / 2.0)));
  gtk_snapshot_append_layout (snapshot, layout, colour);
  gtk_snapshot_restore (snapshot);
}

static void
draw_spots (CarcBoardView *self,
            GtkSnapshot   *snapshot,
            double         ts)
{
  GdkRGBA fill, border, text;
  double inset = MAX (2, ts * 0.06);

  accent_colour (self, &fill, self->dark ? 0.16 : 0.12);
  accent_colour (self, &border, 0.75);
  text = self->dark ? (GdkRGBA) { 1, 1, 1, 0.92f } : (GdkRGBA) { 0, 0, 0, 0.8f };

  for (guint i = 0; i < self->spots->len; i++)
    {
      const CarcPlacement *p = &g_array_index (self->spots, CarcPlacement, i);
      double wx, wy;

      if (self->ghost_type >= 0 && p->x == self->ghost_x && p->y == self->ghost_y)
        continue;
      _carc_board_view_board_to_widget (self, p->x, p->y, &wx, &wy);
      if (wx + ts < 0 || wy + ts < 0 || wx > self->width || wy > self->height)
        continue;
      append_rounded_box (snapshot, wx + inset, wy + inset, ts - 2 * inset, ts - 2 * inset,
                          MAX (3, ts * 0.1), &fill, &border, MAX (1.5, ts * 0.025));

      if (self->spot_labels)
        {
          char key[32];
          const char *label;

          g_snprintf (key, sizeof key, "%d,%d", p->x, p->y);
          label = g_hash_table_lookup (self->spot_labels, key);
          if (label && *label && ts >= 28)
            append_text (self, snapshot, label, wx + ts / 2, wy + ts / 2, ts * 0.17, TRUE, &text);
        }
    }
}

static void
draw_figures (CarcBoardView *self,
              GtkSnapshot   *snapshot,
              double         ts)
{
  int px = MAX (4, (int) round (self->cache_px * FIGURE_SCALE));
  double fs = ts * FIGURE_SCALE;
  g_autoptr(GHashTable) stacked = g_hash_table_new (NULL, NULL);
  guint n_ui;
  const CarcExpansionUi * const *ui = carc_expansions_ui_all (&n_ui);

  g_string_truncate (self->figure_badges, 0);

  /* the figures on the board, not every figure in the box */
  for (guint b = 0; b < carc_state_get_n_board_figures (self->state); b++)
    {
      const CarcFigure *figure = &carc_state_get_figures (self->state)[carc_state_get_board_figures (self->state)[b]];
      const CarcNode *node;
      const CarcPlacedTile *tile;
      GdkRGBA colour;
      double ax, ay, wx, wy;
      guint nth;
      gboolean lying;

      if (figure->node == CARC_NONE || figure->node >= carc_state_get_n_nodes (self->state))
        continue;
      node = &carc_state_get_nodes (self->state)[figure->node];
      tile = &carc_state_get_tiles (self->state)[node->tile];
      carc_tile_feature_anchor (tile_type (self, tile), tile->rotation, node->local, &ax, &ay);
      _carc_board_view_board_to_widget (self, tile->x + ax, tile->y + ay, &wx, &wy);
      if (wx + fs < 0 || wy + fs < 0 || wx - fs > self->width || wy - fs > self->height)
        continue;

      /* several figures on one feature of one tile stand side by side */
      nth = GPOINTER_TO_UINT (g_hash_table_lookup (stacked, GUINT_TO_POINTER (figure->node)));
      g_hash_table_insert (stacked, GUINT_TO_POINTER (figure->node), GUINT_TO_POINTER (nth + 1));
      wx += (nth % 2 ? -1 : 1) * ((nth + 1) / 2) * fs * 0.55;
      wy += ((nth + 1) / 2) * fs * 0.12;

      lying = node->kind == CARC_FEATURE_FIELD
              && carc_registry_figure (figure->kind)->strength > 0;
      player_colour (self, figure->owner, &colour);
      gtk_snapshot_append_texture (snapshot,
                                   get_figure_texture (self, figure->kind, &colour, lying, px),
                                   &GRAPHENE_RECT_INIT (round (wx - fs / 2), round (wy - fs / 2), fs, fs));

      /* an expansion's badge at its shoulder (a count the table should
       * see without the side panel) */
      for (guint e = 0; e < n_ui; e++)
        {
          g_autofree char *text = ui[e]->figure_badge != NULL ? ui[e]->figure_badge (self->state, figure) : NULL;
          double r = MAX (7, fs * 0.24);
          GdkRGBA fill = { 0.1f, 0.1f, 0.1f, 0.85f }, white = { 1, 1, 1, 1 };

          if (text == NULL)
            continue;
          append_rounded_box (snapshot, wx + fs * 0.3 - r, wy - fs * 0.45 - r, 2 * r, 2 * r, r,
                              &fill, &white, 1);
          append_text (self, snapshot, text, wx + fs * 0.3, wy - fs * 0.45, r * 1.2, TRUE, &white);
          if (self->figure_badges->len > 0)
            g_string_append_c (self->figure_badges, ' ');
          g_string_append (self->figure_badges, text);
          break;
        }
    }
}

static GdkTexture *
get_mark_texture (CarcBoardView          *self,
                  guint                   descriptor,
                  const CarcExpansionUi  *ui,
                  const CarcUiBoardMark  *mark,
                  int                     size_px)
{
  g_autofree char *key = g_strdup_printf ("%u|%u|%u|%d", descriptor, mark->kind, mark->value, size_px);
  GdkTexture *texture = g_hash_table_lookup (self->mark_textures, key);

  if (texture == NULL)
    {
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size_px, size_px);
      cairo_t *cr = cairo_create (surface);

      cairo_scale (cr, size_px, size_px);
      cairo_translate (cr, 0.5, 0.5);
      ui->board_mark_paint (cr, mark, self->dark);
      cairo_destroy (cr);
      texture = carc_texture_from_surface (surface);
      cairo_surface_destroy (surface);
      g_hash_table_insert (self->mark_textures, g_steal_pointer (&key), texture);
    }
  return texture;
}

/* The expansions' marks (CarcExpansionUi.board_marks): what stands on the
 * board besides the figures on features, seen from above like the tiles,
 * with its figure standing on it and its badge at its lower right. */
static void
draw_marks (CarcBoardView *self,
            GtkSnapshot   *snapshot,
            double         ts)
{
  guint n_ui;
  const CarcExpansionUi * const *ui = carc_expansions_ui_all (&n_ui);

  g_string_truncate (self->marks_drawn, 0);
  g_array_set_size (self->marks, 0);
  for (guint e = 0; e < n_ui; e++)
    {
      guint first = self->marks->len;

      if (ui[e]->board_marks == NULL || ui[e]->board_mark_paint == NULL)
        continue;
      ui[e]->board_marks (self->state, self->ghost_type, self->marks);
      for (guint i = first; i < self->marks->len; i++)
        {
          const CarcUiBoardMark *mark = &g_array_index (self->marks, CarcUiBoardMark, i);
          double size = mark->size * ts, wx, wy;
          int px = MAX (4, (int) round (self->cache_px * mark->size));

          if (self->marks_drawn->len > 0)
            g_string_append_c (self->marks_drawn, ' ');
          g_string_append_printf (self->marks_drawn, "%s:%u:%u:%d:%d:%s", ui[e]->id, mark->kind, mark->value,
                                  mark->figure == G_MAXUINT ? -1 : (int) mark->figure,
                                  mark->owner == G_MAXUINT ? -1 : (int) mark->owner, mark->lit ? "lit" : "-");
          _carc_board_view_board_to_widget (self, mark->x, mark->y, &wx, &wy);
          if (wx + size < 0 || wy + size < 0 || wx - size > self->width || wy - size > self->height)
            continue;
          if (mark->lit)
            {
              GdkRGBA ring, glow;

              accent_colour (self, &ring, 1);
              accent_colour (self, &glow, 0.25);
              append_rounded_box (snapshot, wx - size * 0.62, wy - size * 0.62, size * 1.24, size * 1.24,
                                  size * 0.62, &glow, &ring, MAX (2, ts * 0.03));
            }
          gtk_snapshot_append_texture (snapshot, get_mark_texture (self, e, ui[e], mark, px),
                                       &GRAPHENE_RECT_INIT (round (wx - size / 2), round (wy - size / 2), size, size));
          if (mark->figure != G_MAXUINT && mark->figure < CARC_N_FIGURE_KINDS)
            {
              double fs = ts * FIGURE_SCALE;
              GdkRGBA colour;

              player_colour (self, mark->owner, &colour);
              gtk_snapshot_append_texture (snapshot,
                                           get_figure_texture (self, mark->figure, &colour, FALSE,
                                                               MAX (4, (int) round (self->cache_px * FIGURE_SCALE))),
                                           &GRAPHENE_RECT_INIT (round (wx - fs / 2), round (wy - fs * 0.7), fs, fs));
            }
          if (mark->badge > 0)
            {
              char text[12];
              double r = MAX (7, ts * 0.085);
              GdkRGBA fill = { 0.1f, 0.1f, 0.1f, 0.85f }, white = { 1, 1, 1, 1 };

              g_snprintf (text, sizeof text, "%u", mark->badge);
              append_rounded_box (snapshot, wx + size * 0.5 - r, wy + size * 0.5 - r, 2 * r, 2 * r, r,
                                  &fill, &white, 1);
              append_text (self, snapshot, text, wx + size * 0.5, wy + size * 0.5, r * 1.2, TRUE, &white);
            }
        }
    }
}

static double
choice_radius (CarcBoardView *self)
{
  return CLAMP (effective_tile_size (self) * CHOICE_RADIUS, 9, 15);
}

/* Where the numbered choices go: on their features' anchors, pushed apart
 * where they would overlap, and kept on the tile. */
static guint
choice_positions (CarcBoardView        *self,
                  const CarcPlacedTile *tile,
                  guint                 features[9],
                  double                x[9],
                  double                y[9])
{
  const CarcTileType *type = tile_type (self, tile);
  double r = choice_radius (self), ts = effective_tile_size (self), x0, y0;
  guint n = 0;

  _carc_board_view_board_to_widget (self, tile->x, tile->y, &x0, &y0);
  for (guint i = 0; i < self->choices->len && n < 9; i++)
    {
      guint f = g_array_index (self->choices, guint, i);
      double ax, ay;

      if (f >= type->n_features)
        continue;
      carc_tile_feature_anchor (type, tile->rotation, f, &ax, &ay);
      features[n] = f;
      x[n] = x0 + ax * ts;
      y[n] = y0 + ay * ts;
      n++;
    }
  for (guint round = 0; round < 24; round++)
    {
      gboolean moved = FALSE;

      for (guint i = 0; i < n; i++)
        for (guint j = i + 1; j < n; j++)
          {
            double dx = x[j] - x[i], dy = y[j] - y[i], d = hypot (dx, dy), push;

            if (d >= 2 * r + 2)
              continue;
            if (d < 0.01)
              {
                dx = 1;
                dy = 0.3;
                d = hypot (dx, dy);
              }
            push = (2 * r + 2 - d) / 2 + 0.5;
            x[i] -= dx / d * push;
            y[i] -= dy / d * push;
            x[j] += dx / d * push;
            y[j] += dy / d * push;
            moved = TRUE;
          }
      for (guint i = 0; i < n; i++)
        {
          x[i] = CLAMP (x[i], x0 + MIN (r, ts / 2), x0 + ts - MIN (r, ts / 2));
          y[i] = CLAMP (y[i], y0 + MIN (r, ts / 2), y0 + ts - MIN (r, ts / 2));
        }
      if (!moved)
        break;
    }
  return n;
}

/* Where the point choices go, in widget coordinates: on their points,
 * pushed clear of the numbered features and of each other. Returns how
 * many (at most @max). */
static guint
point_positions (CarcBoardView *self,
                 double        *x,
                 double        *y,
                 guint          max)
{
  const CarcPlacedTile *tile = current_tile (self);
  double r = choice_radius (self), fx[9], fy[9];
  guint features[9], n_features = 0, n = MIN (self->points->len, max);

  if (tile != NULL && self->choices->len > 0)
    n_features = choice_positions (self, tile, features, fx, fy);
  for (guint i = 0; i < n; i++)
    {
      const graphene_point_t *p = &g_array_index (self->points, graphene_point_t, i);

      _carc_board_view_board_to_widget (self, p->x, p->y, &x[i], &y[i]);
    }
  for (guint round = 0; round < 24; round++)
    {
      gboolean moved = FALSE;

      for (guint i = 0; i < n; i++)
        {
          /* the features' numbers stay; a point moves away from them, and
           * two points from each other */
          for (guint j = 0; j < n_features + i; j++)
            {
              double ox = j < n_features ? fx[j] : x[j - n_features];
              double oy = j < n_features ? fy[j] : y[j - n_features];
              double dx = x[i] - ox, dy = y[i] - oy, d = hypot (dx, dy), push;

              if (d >= 2 * r + 2)
                continue;
              if (d < 0.01)
                {
                  dx = 0.3;
                  dy = -1;
                  d = hypot (dx, dy);
                }
              push = 2 * r + 2 - d + 0.5;
              x[i] += dx / d * push;
              y[i] += dy / d * push;
              moved = TRUE;
            }
        }
      if (!moved)
        break;
    }
  return n;
}

static void
draw_choices (CarcBoardView *self,
              GtkSnapshot   *snapshot,
              double         ts)
{
  const CarcPlacedTile *tile = current_tile (self);
  double r = choice_radius (self), x[9], y[9];
  GdkRGBA fill, ring = { 1, 1, 1, 1 }, text = { 1, 1, 1, 1 };
  guint features[9], n, m;
  double px[32], py[32];

  if (tile == NULL || (self->choices->len == 0 && self->points->len == 0))
    return;
  accent_colour (self, &fill, 1);
  if (self->dark)
    {
      fill = (GdkRGBA) { 0x35 / 255.0f, 0x84 / 255.0f, 0xe4 / 255.0f, 1 };
      ring = (GdkRGBA) { 0.1f, 0.1f, 0.1f, 1 };
    }
  n = choice_positions (self, tile, features, x, y);
  for (guint i = 0; i < n; i++)
    {
      char number[4];

      append_rounded_box (snapshot, x[i] - r - 2, y[i] - r - 2, 2 * r + 4, 2 * r + 4, r + 2, &ring, NULL, 0);
      append_rounded_box (snapshot, x[i] - r, y[i] - r, 2 * r, 2 * r, r, &fill, NULL, 0);
      g_snprintf (number, sizeof number, "%u", i + 1);
      append_text (self, snapshot, number, x[i], y[i], r * 1.25, TRUE, &text);
    }
  /* the choices off the features, numbered after them */
  m = point_positions (self, px, py, G_N_ELEMENTS (px));
  for (guint i = 0; i < m; i++)
    {
      char number[4];
      double wx = px[i], wy = py[i];

      append_rounded_box (snapshot, wx - r - 2, wy - r - 2, 2 * r + 4, 2 * r + 4, r + 2, &ring, NULL, 0);
      append_rounded_box (snapshot, wx - r, wy - r, 2 * r, 2 * r, r, &fill, NULL, 0);
      g_snprintf (number, sizeof number, "%u", n + i + 1);
      append_text (self, snapshot, number, wx, wy, r * 1.25, TRUE, &text);
    }
}

void
_carc_board_view_snapshot_board (CarcBoardView *self,
                                 GtkSnapshot   *snapshot,
                                 int            width,
                                 int            height)
{
  double ts, ox, oy;
  int x0, y0, x1, y1;
  GdkRGBA background;

  g_return_if_fail (CARC_IS_BOARD_VIEW (self));

  self->width = width;
  self->height = height;
  background = self->dark ? (GdkRGBA) { 0x1e / 255.0f, 0x1e / 255.0f, 0x1e / 255.0f, 1 }
                          : (GdkRGBA) { 0xe8 / 255.0f, 0xe6 / 255.0f, 0xe1 / 255.0f, 1 };
  gtk_snapshot_append_color (snapshot, &background, &GRAPHENE_RECT_INIT (0, 0, width, height));
  if (self->state == NULL)
    return;

  update_cache_size (self);
  self->frame_deadline = g_get_monotonic_time () + FRAME_BUDGET_US;
  self->stale_left = FALSE;
  ts = effective_tile_size (self);
  view_origin (self, &ox, &oy);
  x0 = (int) floor (-ox / ts) - 1;
  y0 = (int) floor (-oy / ts) - 1;
  x1 = (int) ceil ((width - ox) / ts);
  y1 = (int) ceil ((height - oy) / ts);

  /* the tiles */
  for (guint i = 0; i < carc_state_get_n_tiles (self->state); i++)
    {
      const CarcPlacedTile *tile = &carc_state_get_tiles (self->state)[i];

      if (tile->x < x0 || tile->x > x1 || tile->y < y0 || tile->y > y1)
        continue;
      gtk_snapshot_append_texture (snapshot, get_tile_texture (self, tile->type, tile->rotation),
                                   &GRAPHENE_RECT_INIT (ox + tile->x * ts, oy + tile->y * ts, ts, ts));
    }

  /* the expansions' marks over placed tiles (markers on covered things) */
  {
    guint n_ui;
    const CarcExpansionUi * const *ui = carc_expansions_ui_all (&n_ui);

    self->n_tile_marks = 0;
    for (guint i = 0; i < carc_state_get_n_tiles (self->state); i++)
      {
        const CarcPlacedTile *tile = &carc_state_get_tiles (self->state)[i];

        if (tile->x < x0 || tile->x > x1 || tile->y < y0 || tile->y > y1)
          continue;
        for (guint e = 0; e < n_ui; e++)
          if (ui[e]->tile_marks != NULL && ui[e]->tile_marks (NULL, self->state, i, self->dark))
            {
              cairo_t *cr = gtk_snapshot_append_cairo (snapshot,
                                                       &GRAPHENE_RECT_INIT (ox + tile->x * ts, oy + tile->y * ts, ts, ts));

              cairo_translate (cr, ox + tile->x * ts, oy + tile->y * ts);
              cairo_scale (cr, ts, ts);
              ui[e]->tile_marks (cr, self->state, i, self->dark);
              cairo_destroy (cr);
              self->n_tile_marks++;
            }
      }
  }

  /* the coach's field owners */
  if (self->show_field_owners)
    for (guint i = 0; i < carc_state_get_n_tiles (self->state); i++)
      {
        const CarcPlacedTile *tile = &carc_state_get_tiles (self->state)[i];
        const CarcTileType *type = tile_type (self, tile);

        if (tile->x < x0 || tile->x > x1 || tile->y < y0 || tile->y > y1)
          continue;
        for (guint f = 0; f < type->n_features; f++)
          {
            guint owners;

            if (type->features[f].kind != CARC_FEATURE_FIELD)
              continue;
            owners = field_owners_of (self, tile->node0 + f);
            if (owners == 0)
              continue;
            gtk_snapshot_append_texture (snapshot,
                                         get_overlay_texture (self, tile->type, tile->rotation, f, owners),
                                         &GRAPHENE_RECT_INIT (ox + tile->x * ts, oy + tile->y * ts, ts, ts));
          }
      }

  /* the hovered feature, across all its tiles */
  for (guint i = 0; i < self->hover_parts->len; i++)
    {
      const CarcFeaturePart *part = &g_array_index (self->hover_parts, CarcFeaturePart, i);
      const CarcPlacedTile *tile = &carc_state_get_tiles (self->state)[part->tile];

      if (tile->x < x0 || tile->x > x1 || tile->y < y0 || tile->y > y1)
        continue;
      gtk_snapshot_append_texture (snapshot,
                                   get_overlay_texture (self, tile->type, tile->rotation, part->local,
                                                        OVERLAY_HIGHLIGHT),
                                   &GRAPHENE_RECT_INIT (ox + tile->x * ts, oy + tile->y * ts, ts, ts));
    }

  draw_spots (self, snapshot, ts);

  /* the tile being placed */
  if (self->ghost_type >= 0 && (guint) self->ghost_type < carc_catalogue_get_n_types (carc_state_get_catalogue (self->state)))
    {
      double gx = ox + self->ghost_x * ts, gy = oy + self->ghost_y * ts;
      GdkRGBA border;

      gtk_snapshot_push_opacity (snapshot, 0.72);
      gtk_snapshot_append_texture (snapshot, get_tile_texture (self, (guint) self->ghost_type, self->ghost_rotation),
                                   &GRAPHENE_RECT_INIT (gx, gy, ts, ts));
      gtk_snapshot_pop (snapshot);
      if (self->ghost_legal)
        accent_colour (self, &border, 1);
      else
        {
          GdkRGBA tint = { 0.88f, 0.11f, 0.14f, 0.38f };
          gtk_snapshot_append_color (snapshot, &tint, &GRAPHENE_RECT_INIT (gx, gy, ts, ts));
          border = (GdkRGBA) { 0.88f, 0.11f, 0.14f, 1 };
        }
      append_rounded_box (snapshot, gx, gy, ts, ts, 2, NULL, &border, MAX (2, ts * 0.035));
    }

  draw_marks (self, snapshot, ts);
  draw_figures (self, snapshot, ts);
  draw_choices (self, snapshot, ts);

  /* tiles drawn from an old zoom: redraw them in the next frames */
  if (self->stale_left && self->refresh_id == 0)
    self->refresh_id = g_idle_add_full (G_PRIORITY_LOW, refresh_cb, self, NULL);

  /* the keyboard cursor */
  if (gtk_widget_has_focus (GTK_WIDGET (self)))
    {
      GdkRGBA border;

      accent_colour (self, &border, 1);
      append_rounded_box (snapshot, ox + self->cursor_x * ts - 1, oy + self->cursor_y * ts - 1,
                          ts + 2, ts + 2, MAX (3, ts * 0.06), NULL, &border, MAX (2, ts * 0.04));
    }
}

static void
carc_board_view_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  CarcBoardView *self = CARC_BOARD_VIEW (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);

  gtk_snapshot_push_clip (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  _carc_board_view_snapshot_board (self, snapshot, width, height);
  gtk_snapshot_pop (snapshot);
}

/* ---- zoom and pan ---- */

static void
set_tile_size_at (CarcBoardView *self,
                  double         size,
                  double         wx,
                  double         wy)
{
  double bx, by;

  size = CLAMP (size, MIN_TILE_SIZE, MAX_TILE_SIZE);
  if (size == self->tile_size)
    return;
  /* keep the board point under (wx, wy) where it is */
  bx = self->centre_x + (wx - self->width / 2.0) / self->tile_size;
  by = self->centre_y + (wy - self->height / 2.0) / self->tile_size;
  self->tile_size = size;
  self->centre_x = bx - (wx - self->width / 2.0) / size;
  self->centre_y = by - (wy - self->height / 2.0) / size;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
zoom_step (CarcBoardView *self,
           int            direction,
           double         wx,
           double         wy)
{
  double size = self->tile_size;

  if (direction > 0)
    {
      for (guint i = 0; i < G_N_ELEMENTS (zoom_steps); i++)
        if (zoom_steps[i] > self->tile_size + 0.5)
          {
            size = zoom_steps[i];
            break;
          }
    }
  else
    {
      for (guint i = G_N_ELEMENTS (zoom_steps); i-- > 0;)
        if (zoom_steps[i] < self->tile_size - 0.5)
          {
            size = zoom_steps[i];
            break;
          }
    }
  set_tile_size_at (self, size, wx, wy);
}

static void
do_zoom_to_fit (CarcBoardView *self)
{
  int min_x = 0, min_y = 0, max_x = 0, max_y = 0;
  double cols, rows, size;

  if (self->state && carc_state_get_n_tiles (self->state) > 0)
    carc_state_get_bounds (self->state, &min_x, &min_y, &max_x, &max_y);
  for (guint i = 0; i < self->spots->len; i++)
    {
      const CarcPlacement *p = &g_array_index (self->spots, CarcPlacement, i);
      min_x = MIN (min_x, p->x);
      min_y = MIN (min_y, p->y);
      max_x = MAX (max_x, p->x);
      max_y = MAX (max_y, p->y);
    }
  /* room for one ring of empty spots around the tiles */
  cols = max_x - min_x + 1 + (self->spots->len ? 0.5 : 2);
  rows = max_y - min_y + 1 + (self->spots->len ? 0.5 : 2);
  size = floor (MIN (self->width / cols, self->height / rows));
  self->tile_size = CLAMP (size, MIN_TILE_SIZE, MAX (MIN_TILE_SIZE, MIN (size, 160)));
  self->centre_x = (min_x + max_x + 1) / 2.0;
  self->centre_y = (min_y + max_y + 1) / 2.0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
ensure_cursor_visible (CarcBoardView *self)
{
  double ts = effective_tile_size (self), wx, wy;

  if (self->width <= 0 || self->height <= 0)
    return;
  _carc_board_view_board_to_widget (self, self->cursor_x, self->cursor_y, &wx, &wy);
  if (wx < 0)
    self->centre_x -= (-wx) / ts + 0.5;
  else if (wx + ts > self->width)
    self->centre_x += (wx + ts - self->width) / ts + 0.5;
  if (wy < 0)
    self->centre_y -= (-wy) / ts + 0.5;
  else if (wy + ts > self->height)
    self->centre_y += (wy + ts - self->height) / ts + 0.5;
}

static void
move_cursor (CarcBoardView *self,
             int            x,
             int            y,
             gboolean       scroll)
{
  if (x == self->cursor_x && y == self->cursor_y)
    return;
  self->cursor_x = x;
  self->cursor_y = y;
  if (scroll)
    ensure_cursor_visible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[CURSOR_MOVED], 0, x, y);
}

/* ---- input ---- */

static gboolean
choice_at (CarcBoardView *self,
           double         wx,
           double         wy,
           guint         *feature)
{
  const CarcPlacedTile *tile = current_tile (self);
  double r = choice_radius (self) + 2, x[9], y[9];
  guint features[9], n;

  if (tile == NULL || self->choices->len == 0)
    return FALSE;
  n = choice_positions (self, tile, features, x, y);
  for (guint i = 0; i < n; i++)
    if (hypot (wx - x[i], wy - y[i]) <= r)
      {
        *feature = features[i];
        return TRUE;
      }
  return FALSE;
}

static gboolean
point_choice_at (CarcBoardView *self,
                 double         wx,
                 double         wy,
                 guint         *index)
{
  /* a point choice may sit at the shoulder of what it chooses (a figure
   * to give back): a click on that thing, a fifth of a tile away, takes it */
  double r = MAX (choice_radius (self) + 2, effective_tile_size (self) * 0.22), x[32], y[32];
  guint n = point_positions (self, x, y, G_N_ELEMENTS (x));

  for (guint i = 0; i < n; i++)
    {
      if (hypot (wx - x[i], wy - y[i]) <= r)
        {
          *index = i;
          return TRUE;
        }
    }
  return FALSE;
}

static gboolean
is_choice (CarcBoardView *self,
           guint          feature)
{
  for (guint i = 0; i < self->choices->len; i++)
    if (g_array_index (self->choices, guint, i) == feature)
      return TRUE;
  return FALSE;
}

void
_carc_board_view_click (CarcBoardView *self,
                        double         wx,
                        double         wy)
{
  const CarcPlacedTile *tile;
  double bx, by;
  guint feature;
  int x, y;

  g_return_if_fail (CARC_IS_BOARD_VIEW (self));

  if (choice_at (self, wx, wy, &feature))
    {
      g_signal_emit (self, signals[FEATURE_ACTIVATED], 0, feature);
      return;
    }
  if (point_choice_at (self, wx, wy, &feature))
    {
      g_signal_emit (self, signals[POINT_ACTIVATED], 0, feature);
      return;
    }

  widget_to_board (self, wx, wy, &bx, &by);
  x = (int) floor (bx);
  y = (int) floor (by);
  move_cursor (self, x, y, FALSE);

  tile = tile_at (self, x, y);
  if (tile != NULL)
    {
      /* clicking a feature of the new tile that may take a figure picks it */
      if (self->choices->len > 0 && tile == current_tile (self))
        {
          feature = carc_tile_feature_at (tile_type (self, tile), tile->rotation, bx - x, by - y);
          if (feature != CARC_NO_FEATURE && is_choice (self, feature))
            {
              g_signal_emit (self, signals[FEATURE_ACTIVATED], 0, feature);
              return;
            }
        }
      g_signal_emit (self, signals[TILE_ACTIVATED], 0, x, y);
    }
  else if (is_spot (self, x, y) || (self->ghost_type >= 0 && x == self->ghost_x && y == self->ghost_y))
    g_signal_emit (self, signals[SPOT_ACTIVATED], 0, x, y);
  else
    /* an unmarked cell: the page may say why it is no choice */
    g_signal_emit (self, signals[EMPTY_ACTIVATED], 0, x, y);
}

gboolean
_carc_board_view_key (CarcBoardView   *self,
                      guint            keyval,
                      GdkModifierType  state)
{
  g_return_val_if_fail (CARC_IS_BOARD_VIEW (self), FALSE);

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK))
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      move_cursor (self, self->cursor_x - 1, self->cursor_y, TRUE);
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      move_cursor (self, self->cursor_x + 1, self->cursor_y, TRUE);
      return TRUE;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      move_cursor (self, self->cursor_x, self->cursor_y - 1, TRUE);
      return TRUE;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      move_cursor (self, self->cursor_x, self->cursor_y + 1, TRUE);
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
      if (tile_at (self, self->cursor_x, self->cursor_y))
        g_signal_emit (self, signals[TILE_ACTIVATED], 0, self->cursor_x, self->cursor_y);
      else if (is_spot (self, self->cursor_x, self->cursor_y)
               || (self->ghost_type >= 0 && self->cursor_x == self->ghost_x && self->cursor_y == self->ghost_y))
        g_signal_emit (self, signals[SPOT_ACTIVATED], 0, self->cursor_x, self->cursor_y);
      else
        return FALSE;
      return TRUE;
    case GDK_KEY_plus:
    case GDK_KEY_equal:
    case GDK_KEY_KP_Add:
      carc_board_view_zoom_in (self);
      return TRUE;
    case GDK_KEY_minus:
    case GDK_KEY_underscore:
    case GDK_KEY_KP_Subtract:
      carc_board_view_zoom_out (self);
      return TRUE;
    case GDK_KEY_0:
    case GDK_KEY_KP_0:
      carc_board_view_zoom_to_fit (self);
      return TRUE;
    default:
      break;
    }

  if (((keyval >= GDK_KEY_1 && keyval <= GDK_KEY_9) || (keyval >= GDK_KEY_KP_1 && keyval <= GDK_KEY_KP_9))
      && current_tile (self) != NULL)
    {
      guint digit = keyval >= GDK_KEY_KP_1 ? keyval - GDK_KEY_KP_1 : keyval - GDK_KEY_1;
      guint features[9], n;
      double x[9], y[9];

      /* the numbers as drawn */
      n = self->choices->len > 0 ? choice_positions (self, current_tile (self), features, x, y) : 0;
      if (digit < n)
        {
          g_signal_emit (self, signals[FEATURE_ACTIVATED], 0, features[digit]);
          return TRUE;
        }
      if (digit - n < self->points->len)
        {
          g_signal_emit (self, signals[POINT_ACTIVATED], 0, digit - n);
          return TRUE;
        }
    }
  return FALSE;
}

void
carc_board_view_set_highlight (CarcBoardView *self,
                               guint          node)
{
  g_return_if_fail (CARC_IS_BOARD_VIEW (self));

  self->pinned_node = node;
  hover_update (self);
}

void
_carc_board_view_hover (CarcBoardView *self,
                        double         x,
                        double         y)
{
  g_return_if_fail (CARC_IS_BOARD_VIEW (self));

  self->pointer_in = x >= 0 && y >= 0;
  self->pointer_x = x;
  self->pointer_y = y;
  hover_update (self);
}

gboolean
_carc_board_view_get_choice_point (CarcBoardView *self,
                                   guint          index,
                                   double        *x,
                                   double        *y)
{
  double xs[9], ys[9];
  guint features[9], n;

  if (current_tile (self) == NULL)
    return FALSE;
  n = choice_positions (self, current_tile (self), features, xs, ys);
  if (index >= n)
    return FALSE;
  *x = xs[index];
  *y = ys[index];
  return TRUE;
}

gboolean
_carc_board_view_get_point_choice (CarcBoardView *self,
                                   guint          index,
                                   double        *x,
                                   double        *y)
{
  double xs[32], ys[32];

  g_return_val_if_fail (CARC_IS_BOARD_VIEW (self), FALSE);

  if (index >= point_positions (self, xs, ys, G_N_ELEMENTS (xs)))
    return FALSE;
  *x = xs[index];
  *y = ys[index];
  return TRUE;
}

const char *
_carc_board_view_get_marks_drawn (CarcBoardView *self)
{
  g_return_val_if_fail (CARC_IS_BOARD_VIEW (self), NULL);
  return self->marks_drawn->str;
}

gboolean
_carc_board_view_is_refreshing (CarcBoardView *self)
{
  return self->stale_left || self->refresh_id != 0;
}

guint
_carc_board_view_get_n_highlighted (CarcBoardView *self)
{
  return self->hover_parts->len;
}

guint
_carc_board_view_get_n_tile_textures (CarcBoardView *self)
{
  GHashTableIter iter;
  gpointer texture;
  guint n = 0;

  /* those of the current size */
  g_hash_table_iter_init (&iter, self->tile_textures);
  while (g_hash_table_iter_next (&iter, NULL, &texture))
    if (gdk_texture_get_width (texture) == self->cache_px)
      n++;
  return n;
}

char *
_carc_board_view_describe_at (CarcBoardView *self,
                              double         x,
                              double         y)
{
  const CarcPlacedTile *tile;
  guint feature;
  CarcFeatureInfo info;
  GString *text;

  g_return_val_if_fail (CARC_IS_BOARD_VIEW (self), NULL);

  /* what an expansion draws over the tiles there (the wheel's sectors) */
  if (self->state != NULL)
    {
      guint n_ui;
      const CarcExpansionUi * const *ui = carc_expansions_ui_all (&n_ui);
      double bx, by;

      widget_to_board (self, x, y, &bx, &by);
      for (guint e = 0; e < n_ui; e++)
        {
          char *own = ui[e]->board_describe != NULL ? ui[e]->board_describe (self->state, bx, by) : NULL;

          if (own != NULL)
            return own;
        }
    }

  if (!feature_at (self, x, y, &tile, &feature))
    return NULL;
  carc_state_feature_info (self->state, tile->node0 + feature, &info);
  text = g_string_new (carc_feature_kind_display_name (info.kind));
  if (info.kind == CARC_FEATURE_RIVER)
    return g_string_free (text, FALSE);
  if (info.flags & CARC_NODE_COMPLETE && info.kind != CARC_FEATURE_FIELD)
    {
      g_string_append (text, " · ");
      switch (info.kind)
        {
        /* Translators: a road's status, after its name: "Road · complete" */
        case CARC_FEATURE_ROAD: g_string_append (text, C_("road", "complete")); break;
        /* Translators: a city's status, after its name: "City · complete" */
        case CARC_FEATURE_CITY: g_string_append (text, C_("city", "complete")); break;
        /* Translators: a monastery's status, after its name: "Monastery · complete" */
        case CARC_FEATURE_MONASTERY: g_string_append (text, C_("monastery", "complete")); break;
        case CARC_FEATURE_FIELD:
        case CARC_FEATURE_RIVER:
        case CARC_N_FEATURE_KINDS:
        default: break;
        }
    }

  /* owners */
  g_string_append (text, "\n");
  if (info.owners == 0)
    g_string_append (text, _("No owner"));
  else
    {
      const char *names[CARC_MAX_PLAYERS];
      char *fallbacks[CARC_MAX_PLAYERS] = { NULL };
      guint n = 0;
      g_autofree char *joined = NULL;

      for (guint p = 0; p < carc_state_get_n_players (self->state) && p < CARC_MAX_PLAYERS; p++)
        if (info.owners & (1u << p))
          {
            names[n] = carc_state_get_setup (self->state) ? carc_state_get_setup (self->state)->players[p].name : NULL;
            if (names[n] == NULL)
              names[n] = fallbacks[n] = g_strdup_printf (_("Player %u"), p + 1);
            n++;
          }
      joined = carc_format_join_names (names, n);
      g_string_append (text, joined);
      for (guint i = 0; i < n; i++)
        g_free (fallbacks[i]);
    }

  /* size (a monastery's: the tiles of its 3×3) and value */
  g_string_append (text, " · ");
  g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u tile", "%u tiles", info.tiles), info.tiles);
  if (info.kind == CARC_FEATURE_CITY && info.pennants > 0)
    {
      g_string_append (text, ", ");
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u pennant", "%u pennants", info.pennants),
                              info.pennants);
    }
  if (info.kind == CARC_FEATURE_FIELD)
    {
      g_string_append (text, ", ");
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u completed city", "%u completed cities",
                                                 info.cities), info.cities);
    }
  if (info.kind != CARC_FEATURE_MONASTERY)
    g_string_append (text, " · ");
  g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%d point now", "%d points now", ABS (info.value)),
                          info.value);
  return g_string_free (text, FALSE);
}

static void
click_released_cb (GtkGestureClick *gesture,
                   int              n_press,
                   double           x,
                   double           y,
                   CarcBoardView   *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (n_press == 1)
    _carc_board_view_click (self, x, y);
}

static void
drag_begin_cb (GtkGestureDrag *gesture,
               double          x,
               double          y,
               CarcBoardView  *self)
{
  self->drag_start_x = self->centre_x;
  self->drag_start_y = self->centre_y;
}

static void
drag_update_cb (GtkGestureDrag *gesture,
                double          dx,
                double          dy,
                CarcBoardView  *self)
{
  double ts = effective_tile_size (self);

  if (hypot (dx, dy) < 3 && self->centre_x == self->drag_start_x && self->centre_y == self->drag_start_y)
    return;
  self->centre_x = self->drag_start_x - dx / ts;
  self->centre_y = self->drag_start_y - dy / ts;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
drag_end_cb (GtkGestureDrag *gesture,
             double          dx,
             double          dy,
             CarcBoardView  *self)
{
  gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
}

static gboolean
scroll_cb (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           CarcBoardView            *self)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  GdkScrollUnit unit = gtk_event_controller_scroll_get_unit (controller);
  double wx = self->pointer_in ? self->pointer_x : self->width / 2.0;
  double wy = self->pointer_in ? self->pointer_y : self->height / 2.0;

  if (state & GDK_CONTROL_MASK)
    {
      /* wheel clicks zoom by steps; smooth scrolling adds up to steps */
      if (unit == GDK_SCROLL_UNIT_WHEEL)
        zoom_step (self, dy < 0 ? 1 : -1, wx, wy);
      else
        {
          self->scroll_zoom += dy;
          while (fabs (self->scroll_zoom) >= 20)
            {
              zoom_step (self, self->scroll_zoom < 0 ? 1 : -1, wx, wy);
              self->scroll_zoom -= self->scroll_zoom < 0 ? -20 : 20;
            }
        }
      return TRUE;
    }

  {
    double ts = effective_tile_size (self);
    double step = unit == GDK_SCROLL_UNIT_WHEEL ? 48 : 1;

    if (state & GDK_SHIFT_MASK && dx == 0)
      {
        dx = dy;
        dy = 0;
      }
    self->centre_x += dx * step / ts;
    self->centre_y += dy * step / ts;
    gtk_widget_queue_draw (GTK_WIDGET (self));
    hover_update (self);
  }
  return TRUE;
}

static void
zoom_begin_cb (GtkGesture       *gesture,
               GdkEventSequence *sequence,
               CarcBoardView    *self)
{
  double cx, cy;

  self->zooming = TRUE;
  self->zoom_start_size = self->tile_size;
  if (!gtk_gesture_get_bounding_box_center (gesture, &cx, &cy))
    {
      cx = self->width / 2.0;
      cy = self->height / 2.0;
    }
  self->zoom_anchor_bx = cx;
  self->zoom_anchor_by = cy;
}

static void
zoom_scale_changed_cb (GtkGestureZoom *gesture,
                       double          scale,
                       CarcBoardView  *self)
{
  double cx, cy;

  if (!gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &cx, &cy))
    {
      cx = self->zoom_anchor_bx;
      cy = self->zoom_anchor_by;
    }
  set_tile_size_at (self, self->zoom_start_size * scale, cx, cy);
}

static void
zoom_end_cb (GtkGesture       *gesture,
             GdkEventSequence *sequence,
             CarcBoardView    *self)
{
  self->zooming = FALSE;
  /* settle on a whole number of pixels: the textures are redrawn crisp */
  self->tile_size = round (self->tile_size);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                CarcBoardView         *self)
{
  return _carc_board_view_key (self, keyval, state);
}

static void
motion_cb (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           CarcBoardView            *self)
{
  _carc_board_view_hover (self, x, y);
}

static void
leave_cb (GtkEventControllerMotion *controller,
          CarcBoardView            *self)
{
  _carc_board_view_hover (self, -1, -1);
}

static void
focus_changed_cb (GtkEventControllerFocus *controller,
                  CarcBoardView           *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
dark_changed_cb (AdwStyleManager *manager,
                 GParamSpec      *pspec,
                 CarcBoardView   *self)
{
  self->dark = adw_style_manager_get_dark (manager);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- GtkWidget ---- */

static gboolean
carc_board_view_query_tooltip (GtkWidget  *widget,
                               int         x,
                               int         y,
                               gboolean    keyboard,
                               GtkTooltip *tooltip)
{
  CarcBoardView *self = CARC_BOARD_VIEW (widget);
  g_autofree char *text = NULL;

  if (keyboard)
    {
      double wx, wy, ts = effective_tile_size (self);

      _carc_board_view_board_to_widget (self, self->cursor_x + 0.5, self->cursor_y + 0.5, &wx, &wy);
      text = _carc_board_view_describe_at (self, wx, wy - ts * 0.3);
    }
  else
    text = _carc_board_view_describe_at (self, x, y);
  if (text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

static void
carc_board_view_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  *minimum = 120;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 640 : 480;
}

static void
carc_board_view_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  CarcBoardView *self = CARC_BOARD_VIEW (widget);

  self->width = width;
  self->height = height;
  if (self->fit_pending && width > 0 && height > 0)
    {
      self->fit_pending = FALSE;
      do_zoom_to_fit (self);
    }
  if (self->follow_pending && width > 0 && height > 0)
    {
      self->follow_pending = FALSE;
      do_follow (self, self->follow_top, self->follow_bottom);
    }
}

static void
carc_board_view_dispose (GObject *object)
{
  CarcBoardView *self = CARC_BOARD_VIEW (object);

  g_clear_handle_id (&self->refresh_id, g_source_remove);
  if (self->style_manager)
    {
      g_signal_handlers_disconnect_by_func (self->style_manager, dark_changed_cb, self);
      self->style_manager = NULL;
    }
  self->state = NULL;
  g_clear_pointer (&self->catalogue, carc_catalogue_unref);
  g_clear_pointer (&self->spot_labels, g_hash_table_unref);

  G_OBJECT_CLASS (carc_board_view_parent_class)->dispose (object);
}

static void
carc_board_view_finalize (GObject *object)
{
  CarcBoardView *self = CARC_BOARD_VIEW (object);

  g_clear_pointer (&self->spots, g_array_unref);
  if (self->figure_badges != NULL)
    g_string_free (self->figure_badges, TRUE);
  self->figure_badges = NULL;
  g_clear_pointer (&self->choices, g_array_unref);
  g_clear_pointer (&self->points, g_array_unref);
  g_clear_pointer (&self->marks, g_array_unref);
  g_clear_pointer (&self->mark_textures, g_hash_table_unref);
  if (self->marks_drawn != NULL)
    g_string_free (self->marks_drawn, TRUE);
  self->marks_drawn = NULL;
  g_clear_pointer (&self->hover_parts, g_array_unref);
  g_clear_pointer (&self->tile_textures, g_hash_table_unref);
  g_clear_pointer (&self->figure_textures, g_hash_table_unref);
  g_clear_pointer (&self->overlay_textures, g_hash_table_unref);
  g_clear_pointer (&self->field_owners, g_hash_table_unref);
  g_clear_pointer (&self->layouts, g_hash_table_unref);

  G_OBJECT_CLASS (carc_board_view_parent_class)->finalize (object);
}

static void
carc_board_view_class_init (CarcBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = carc_board_view_dispose;
  object_class->finalize = carc_board_view_finalize;

  widget_class->snapshot = carc_board_view_snapshot;
  widget_class->measure = carc_board_view_measure;
  widget_class->size_allocate = carc_board_view_size_allocate;
  widget_class->query_tooltip = carc_board_view_query_tooltip;

  signals[SPOT_ACTIVATED] =
    g_signal_new ("spot-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  signals[FEATURE_ACTIVATED] =
    g_signal_new ("feature-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[TILE_ACTIVATED] =
    g_signal_new ("tile-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  signals[CURSOR_MOVED] =
    g_signal_new ("cursor-moved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  /* a click on an empty cell that is not a marked spot */
  signals[EMPTY_ACTIVATED] =
    g_signal_new ("empty-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  /* a figure choice off the features clicked, or its number typed */
  signals[POINT_ACTIVATED] =
    g_signal_new ("point-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_css_name (widget_class, "carc-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
carc_board_view_init (CarcBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkGesture *click, *drag, *zoom;
  GtkEventController *controller;

  self->spots = g_array_new (FALSE, FALSE, sizeof (CarcPlacement));
  self->figure_badges = g_string_new (NULL);
  self->choices = g_array_new (FALSE, FALSE, sizeof (guint));
  self->points = g_array_new (FALSE, FALSE, sizeof (graphene_point_t));
  self->marks = g_array_new (FALSE, FALSE, sizeof (CarcUiBoardMark));
  self->marks_drawn = g_string_new (NULL);
  self->mark_textures = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  self->hover_parts = g_array_new (FALSE, FALSE, sizeof (CarcFeaturePart));
  self->tile_textures = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);
  self->figure_textures = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_object_unref);
  self->overlay_textures = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);
  self->field_owners = g_hash_table_new (NULL, NULL);
  self->layouts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  self->ghost_type = -1;
  self->hover_root = CARC_NONE;
  self->pinned_node = CARC_NONE;
  self->tile_size = DEFAULT_TILE_SIZE;
  self->centre_x = 0.5;
  self->centre_y = 0.5;

  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_focus_on_click (widget, TRUE);
  gtk_widget_set_overflow (widget, GTK_OVERFLOW_HIDDEN);
  gtk_widget_set_has_tooltip (widget, TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board"),
                                  -1);

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "released", G_CALLBACK (click_released_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (click));

  drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), 0);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (drag));

  zoom = gtk_gesture_zoom_new ();
  g_signal_connect (zoom, "begin", G_CALLBACK (zoom_begin_cb), self);
  g_signal_connect (zoom, "scale-changed", G_CALLBACK (zoom_scale_changed_cb), self);
  g_signal_connect (zoom, "end", G_CALLBACK (zoom_end_cb), self);
  g_signal_connect (zoom, "cancel", G_CALLBACK (zoom_end_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (zoom));

  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  g_signal_connect (controller, "scroll", G_CALLBACK (scroll_cb), self);
  gtk_widget_add_controller (widget, controller);

  controller = gtk_event_controller_key_new ();
  g_signal_connect (controller, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (widget, controller);

  controller = gtk_event_controller_motion_new ();
  g_signal_connect (controller, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect (controller, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (widget, controller);

  controller = gtk_event_controller_focus_new ();
  g_signal_connect (controller, "enter", G_CALLBACK (focus_changed_cb), self);
  g_signal_connect (controller, "leave", G_CALLBACK (focus_changed_cb), self);
  gtk_widget_add_controller (widget, controller);

  self->style_manager = adw_style_manager_get_default ();
  self->dark = adw_style_manager_get_dark (self->style_manager);
  self->cache_dark = self->dark;
  g_signal_connect (self->style_manager, "notify::dark", G_CALLBACK (dark_changed_cb), self);
}

/* ---- public API ---- */

GtkWidget *
carc_board_view_new (void)
{
  return g_object_new (CARC_TYPE_BOARD_VIEW, NULL);
}

void
carc_board_view_set_state (CarcBoardView   *self,
                           const CarcState *state)
{
  g_return_if_fail (CARC_IS_BOARD_VIEW (self));

  /* a new catalogue means new tile types: drop what was drawn from the old
   * (compared with our own reference: the previous state may be gone) */
  if (state == NULL || carc_state_get_catalogue (state) != self->catalogue)
    {
      clear_caches (self);
      g_clear_pointer (&self->catalogue, carc_catalogue_unref);
      if (state)
        self->catalogue = carc_catalogue_ref (carc_state_get_catalogue (state));
    }
  self->state = state;
  g_hash_table_remove_all (self->field_owners);
  self->pinned_node = CARC_NONE;
  self->hover_root = CARC_NONE;
  g_array_set_size (self->hover_parts, 0);
  if (state)
    hover_update (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
carc_board_view_set_spots (CarcBoardView       *self,
                           const CarcPlacement *spots,
                           guint                n_spots)
{
  g_return_if_fail (CARC_IS_BOARD_VIEW (self));
  g_return_if_fail (spots != NULL || n_spots == 0);

  g_array_set_size (self->spots, 0);
  if (n_spots > 0)
    g_array_append_vals (self->spots, spots, n_spots);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
carc_board_view_set_spot_labels (CarcBoardView *self,
                                 GHashTable    *labels)
{
  g_return_if_fail (CARC_IS_BOARD_VIEW (self));

  if (labels)
    g_hash_table_ref (labels);
  g_clear_pointer (&self->spot_labels, g_hash_table_unref);
  self->spot_labels = labels;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
carc_board_view_set_ghost (CarcBoardView *self,
                           int            type,
                           int            x,
                           int            y,
                           guint          rotation,
                           gboolean       legal)
{
  g_return_if_fail (CARC_IS_BOARD_VIEW (self));

  self->ghost_type = type < 0 ? -1 : type;
  self->ghost_x = x;
  self->ghost_y = y;
  self->ghost_rotation = rotation & 3;
  self->ghost_legal = legal;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
carc_board_view_set_figure_choices (CarcBoardView *self,
                                    const guint   *features,
                                    guint          n_features)
{
  g_return_if_fail (CARC_IS_BOARD_VIEW (self));
  g_return_if_fail (features != NULL || n_features == 0);

  g_array_set_size (self->choices, 0);
  if (n_features > 0)
    g_array_append_vals (self->choices, features, n_features);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
carc_board_view_set_point_choices (CarcBoardView          *self,
                                   const graphene_point_t *points,
                                   guint                   n_points)
{
  g_return_if_fail (CARC_IS_BOARD_VIEW (self));
  g_return_if_fail (points != NULL || n_points == 0);

  g_array_set_size (self->points, 0);
  if (n_points > 0)
    g_array_append_vals (self->points, points, n_points);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
carc_board_view_set_player_colours (CarcBoardView *self,
                                    const GdkRGBA *colours,
                                    guint          n_colours)
{
  g_return_if_fail (CARC_IS_BOARD_VIEW (self));
  g_return_if_fail (colours != NULL || n_colours == 0);

  self->n_colours = MIN (n_colours, CARC_MAX_PLAYERS);
  for (guint i = 0; i < self->n_colours; i++)
    self->colours[i] = colours[i];
  g_hash_table_remove_all (self->figure_textures);
  g_hash_table_remove_all (self->overlay_textures);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
carc_board_view_set_setup_colours (CarcBoardView   *self,
                                   const CarcSetup *setup)
{
  GdkRGBA colours[CARC_MAX_PLAYERS];

  g_return_if_fail (CARC_IS_BOARD_VIEW (self));
  g_return_if_fail (setup != NULL);

  for (guint p = 0; p < setup->n_players; p++)
    carc_format_player_rgba (setup, p, &colours[p]);
  carc_board_view_set_player_colours (self, colours, setup->n_players);
}

void
carc_board_view_set_show_field_owners (CarcBoardView *self,
                                       gboolean       show)
{
  g_return_if_fail (CARC_IS_BOARD_VIEW (self));

  show = !!show;
  if (show == self->show_field_owners)
    return;
  self->show_field_owners = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
carc_board_view_set_cursor (CarcBoardView *self,
                            int            x,
                            int            y)
{
  g_return_if_fail (CARC_IS_BOARD_VIEW (self));

  move_cursor (self, x, y, TRUE);
}

void
carc_board_view_get_cursor (CarcBoardView *self,
                            int           *x,
                            int           *y)
{
  g_return_if_fail (CARC_IS_BOARD_VIEW (self));

  if (x)
    *x = self->cursor_x;
  if (y)
    *y = self->cursor_y;
}

void
carc_board_view_zoom_in (CarcBoardView *self)
{
  g_return_if_fail (CARC_IS_BOARD_VIEW (self));

  zoom_step (self, 1, self->width / 2.0, self->height / 2.0);
}

void
carc_board_view_zoom_out (CarcBoardView *self)
{
  g_return_if_fail (CARC_IS_BOARD_VIEW (self));

  zoom_step (self, -1, self->width / 2.0, self->height / 2.0);
}

void
carc_board_view_zoom_to_fit (CarcBoardView *self)
{
  g_return_if_fail (CARC_IS_BOARD_VIEW (self));

  /* before the first allocation there is nothing to fit into yet */
  if (self->width <= 0 || self->height <= 0)
    {
      self->fit_pending = TRUE;
      return;
    }
  do_zoom_to_fit (self);
}

void
carc_board_view_center_on (CarcBoardView *self,
                           int            x,
                           int            y)
{
  g_return_if_fail (CARC_IS_BOARD_VIEW (self));

  self->centre_x = x + 0.5;
  self->centre_y = y + 0.5;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * carc_board_view_follow:
 * @self: a #CarcBoardView
 * @top: pixels at the top that something covers (prompts)
 * @bottom: pixels at the bottom that something covers
 *
 * Keeps what the next move needs in view after a placement: the marked
 * spots, the ghost and the tile just placed, clear of the edges and of
 * what covers the board. The view moves as little as it can, and zooms out
 * only when they do not fit at the current size.
 */
static void
do_follow (CarcBoardView *self,
           int            top,
           int            bottom)
{
  int min_x = G_MAXINT, min_y = G_MAXINT, max_x = G_MININT, max_y = G_MININT;
  double ts, avail_h, cols, rows, margin, ox, oy, wx0, wx1, wy0, wy1;
  const CarcPlacedTile *last = NULL;

  if (self->width <= 0 || self->height <= 0 || self->fit_pending)
    return;

#define TAKE(px, py) G_STMT_START { \
    min_x = MIN (min_x, (px)); max_x = MAX (max_x, (px)); \
    min_y = MIN (min_y, (py)); max_y = MAX (max_y, (py)); } G_STMT_END
  for (guint i = 0; i < self->spots->len; i++)
    TAKE (g_array_index (self->spots, CarcPlacement, i).x, g_array_index (self->spots, CarcPlacement, i).y);
  if (self->ghost_type >= 0)
    TAKE (self->ghost_x, self->ghost_y);
  /* the choices off the features too (the figures a decision picks) */
  for (guint i = 0; i < self->points->len; i++)
    TAKE ((int) floor (g_array_index (self->points, graphene_point_t, i).x),
          (int) floor (g_array_index (self->points, graphene_point_t, i).y));
  if (self->state != NULL && carc_state_get_n_tiles (self->state) > 0)
    {
      guint t = carc_state_get_current_tile (self->state) != CARC_NONE ? carc_state_get_current_tile (self->state) : carc_state_get_n_tiles (self->state) - 1;
      last = &carc_state_get_tiles (self->state)[t];
      TAKE (last->x, last->y);
    }
#undef TAKE
  if (min_x > max_x)
    return;

  /* a board too low for the covered strips: only the edges count */
  avail_h = self->height - top - bottom;
  if (avail_h < 2 * MIN_TILE_SIZE)
    {
      top = bottom = 0;
      avail_h = self->height;
    }

  /* a quarter tile of room on every side */
  cols = max_x - min_x + 1.5;
  rows = max_y - min_y + 1.5;
  ts = self->tile_size;
  if (cols * ts > self->width || rows * ts > avail_h)
    {
      double fit = floor (MIN (self->width / cols, avail_h / rows));
      double cx = (min_x + max_x + 1) / 2.0, cy = (min_y + max_y + 1) / 2.0;

      /* not smaller than a finger can tap: then the tile just placed is
       * what stays in the middle */
      if (fit < FOLLOW_MIN_TILE_SIZE && last != NULL)
        {
          fit = MAX (FOLLOW_MIN_TILE_SIZE, MIN (ts, FOLLOW_MIN_TILE_SIZE));
          cx = last->x + 0.5;
          cy = last->y + 0.5;
        }
      set_tile_size_at (self, CLAMP (fit, MIN_TILE_SIZE, ts), self->width / 2.0, self->height / 2.0);
      ts = self->tile_size;
      self->centre_x = cx;
      /* the middle of the box at the middle of the uncovered strip */
      self->centre_y = cy - (top + avail_h / 2.0 - self->height / 2.0) / ts;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }

  margin = ts / 4;
  view_origin (self, &ox, &oy);
  wx0 = ox + min_x * ts - margin;
  wx1 = ox + (max_x + 1) * ts + margin;
  wy0 = oy + min_y * ts - margin;
  wy1 = oy + (max_y + 1) * ts + margin;
  if (wx0 < 0)
    self->centre_x += wx0 / ts;
  else if (wx1 > self->width)
    self->centre_x += (wx1 - self->width) / ts;
  if (wy0 < top)
    self->centre_y += (wy0 - top) / ts;
  else if (wy1 > self->height - bottom)
    self->centre_y += (wy1 - (self->height - bottom)) / ts;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
carc_board_view_follow (CarcBoardView *self,
                        int            top,
                        int            bottom)
{
  g_return_if_fail (CARC_IS_BOARD_VIEW (self));

  /* now, and again once the page around has its new layout (the turn bar
   * of the figure step is taller than the tile step's) */
  self->follow_pending = TRUE;
  self->follow_top = top;
  self->follow_bottom = bottom;
  do_follow (self, top, bottom);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

double
carc_board_view_get_tile_size (CarcBoardView *self)
{
  g_return_val_if_fail (CARC_IS_BOARD_VIEW (self), 0);

  return self->tile_size;
}

void
carc_board_view_set_tile_size (CarcBoardView *self,
                               double         tile_size)
{
  g_return_if_fail (CARC_IS_BOARD_VIEW (self));

  set_tile_size_at (self, tile_size, self->width / 2.0, self->height / 2.0);
}

gboolean
_carc_board_view_has_spot (CarcBoardView *self,
                           int            x,
                           int            y)
{
  g_return_val_if_fail (CARC_IS_BOARD_VIEW (self), FALSE);
  return is_spot (self, x, y);
}

guint
_carc_board_view_get_n_spots (CarcBoardView *self)
{
  g_return_val_if_fail (CARC_IS_BOARD_VIEW (self), 0);
  return self->spots->len;
}

guint
_carc_board_view_get_n_tile_marks (CarcBoardView *self)
{
  g_return_val_if_fail (CARC_IS_BOARD_VIEW (self), 0);
  return self->n_tile_marks;
}

const char *
_carc_board_view_get_figure_badges (CarcBoardView *self)
{
  g_return_val_if_fail (CARC_IS_BOARD_VIEW (self), NULL);
  return self->figure_badges->str;
}
