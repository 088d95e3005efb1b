/* carc-board-view-draw.c: the board view's frame and what it is drawn from
 *
 * The tiles and what the expansions mark on them, the coach's field
 * owners, the hovered feature, the spots, the tile being placed, the
 * expansions' board marks, the figures, the numbered choices and the
 * keyboard cursor, in that order.
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

#include "carc-board-view-internal.h"
#include "carc-expansion-ui.h"
#include "carc-registry.h"
#include "carc-tile-painter.h"

#include <math.h>

#define FIGURE_SCALE   0.36     /* a figure's box, in tiles */
#define CHOICE_RADIUS  0.13     /* a numbered figure choice, in tiles */
/* two numbered choices' centres at the least: their rings (2 px) apart */
#define BADGE_APART(r) (2 * (r) + 2 * 2 + 1)

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

void
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
radius_at (double ts)
{
  return CLAMP (ts * CHOICE_RADIUS, 9, 15);
}

/* Where the numbered choices go at tile size @ts, the board's point (0, 0)
 * at (@ox, @oy): on their features' anchors, pushed apart where they
 * would overlap, and kept on the tile. */
static guint
place_feature_choices (CarcBoardView        *self,
                       const CarcPlacedTile *tile,
                       double                ts,
                       double                ox,
                       double                oy,
                       guint                 features[9],
                       double                x[9],
                       double                y[9])
{
  const CarcTileType *type = tile_type (self, tile);
  double r = radius_at (ts), x0 = ox + tile->x * ts, y0 = oy + tile->y * ts;
  guint n = 0;

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

            if (d >= BADGE_APART (r))
              continue;
            if (d < 0.01)
              {
                dx = 1;
                dy = 0.3;
                d = hypot (dx, dy);
              }
            push = (BADGE_APART (r) - d) / 2 + 0.5;
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

/* Where the point choices go at tile size @ts (as above): on their
 * points, pushed clear of the numbered features and of each other.
 * Returns how many (at most @max). */
static guint
place_point_choices (CarcBoardView *self,
                     double         ts,
                     double         ox,
                     double         oy,
                     double        *x,
                     double        *y,
                     guint          max)
{
  const CarcPlacedTile *tile = current_tile (self);
  double r = radius_at (ts), fx[9], fy[9];
  guint features[9], n_features = 0, n = MIN (self->points->len, max);

  if (tile != NULL && self->choices->len > 0)
    n_features = place_feature_choices (self, tile, ts, ox, oy, features, fx, fy);
  for (guint i = 0; i < n; i++)
    {
      const graphene_point_t *p = &g_array_index (self->points, graphene_point_t, i);

      x[i] = ox + p->x * ts;
      y[i] = oy + p->y * ts;
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
              double ox2 = j < n_features ? fx[j] : x[j - n_features];
              double oy2 = j < n_features ? fy[j] : y[j - n_features];
              double dx = x[i] - ox2, dy = y[i] - oy2, d = hypot (dx, dy), push;

              if (d >= BADGE_APART (r))
                continue;
              if (d < 0.01)
                {
                  dx = 0.3;
                  dy = -1;
                  d = hypot (dx, dy);
                }
              push = BADGE_APART (r) - d + 0.5;
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

double
choice_radius (CarcBoardView *self)
{
  return radius_at (effective_tile_size (self));
}

guint
choice_positions (CarcBoardView        *self,
                  const CarcPlacedTile *tile,
                  guint                 features[9],
                  double                x[9],
                  double                y[9])
{
  double ox, oy;

  view_origin (self, &ox, &oy);
  return place_feature_choices (self, tile, effective_tile_size (self), ox, oy, features, x, y);
}

guint
point_positions (CarcBoardView *self,
                 double        *x,
                 double        *y,
                 guint          max)
{
  double ox, oy;

  view_origin (self, &ox, &oy);
  return place_point_choices (self, effective_tile_size (self), ox, oy, x, y, max);
}

/* The smallest tile size (up to @largest) at which the numbered choices
 * of the tile just placed and those off it (a wheel's crown spaces), as
 * they are drawn, do not overlap: 0 when there are fewer than two. */
double
choices_tile_size (CarcBoardView *self,
                   double         largest)
{
  const CarcPlacedTile *tile = current_tile (self);
  double x[41], y[41];

  if (tile == NULL || self->choices->len + self->points->len < 2)
    return 0;
  for (double ts = MIN_TILE_SIZE; ts < largest; ts += 2)
    {
      guint features[9], n = place_feature_choices (self, tile, ts, 0, 0, features, x, y);
      gboolean apart = TRUE;

      n += place_point_choices (self, ts, 0, 0, x + n, y + n, G_N_ELEMENTS (x) - 9);
      for (guint i = 0; i < n && apart; i++)
        for (guint j = i + 1; j < n && apart; j++)
          /* the drawn badges: their rings a few pixels apart */
          apart = hypot (x[i] - x[j], y[i] - y[j]) >= 2 * radius_at (ts) + 2 * 2 + 4;
      if (apart)
        return ts;
    }
  return largest;
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

void
carc_board_view_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  CarcBoardView *self = CARC_BOARD_VIEW (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);

  gtk_snapshot_push_clip (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  _carc_board_view_snapshot_board (self, snapshot, width, height);
  gtk_snapshot_pop (snapshot);
}

/* ---- what the last frame drew (tests) ---- */

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
