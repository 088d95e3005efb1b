/* carc-share.c: the game for others — a picture of the board
 *
 * The picture is drawn straight with cairo (an image surface for PNG, an
 * SVG surface for SVG) by the tile painter, the same art as on screen, so
 * the whole board comes out at a fixed scale whatever the window shows.
 * The file is written through g_file_replace(): a failed save leaves
 * whatever was there before. (BG Stats: carc-bgstats-dialog.c.)
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include <adwaita.h>
#include <cairo-svg.h>
#include <glib/gi18n.h>
#include <pango/pangocairo.h>

#include "carc-format.h"
#include "carc-share.h"
#include "carc-expansion-ui.h"
#include "carc-tile-painter.h"
#include "carc-registry.h"
#include "carc-toast.h"
#include "carc-text.h"

#define TILE_PX        72      /* a tile in the picture, before limiting */
#define MAX_BOARD_PX   3600    /* the board's longer side at most */
#define MIN_TILE_PX    16
#define MARGIN         24
#define PANEL_WIDTH    280
#define FIGURE_SCALE   0.36    /* as on the board view */

CarcShareFormat
carc_share_format_for_path (const char *path)
{
  g_autofree char *lower = g_ascii_strdown (path != NULL ? path : "", -1);

  return g_str_has_suffix (lower, ".svg") ? CARC_SHARE_SVG : CARC_SHARE_PNG;
}

/* ---- writing through a GFile, atomically ---- */

typedef struct {
  GOutputStream *out;
  GError        *error;
} Writer;

static cairo_status_t
write_cb (void                *closure,
          const unsigned char *data,
          unsigned int         length)
{
  Writer *writer = closure;

  if (writer->error != NULL)
    return CAIRO_STATUS_WRITE_ERROR;
  if (!g_output_stream_write_all (writer->out, data, length, NULL, NULL, &writer->error))
    return CAIRO_STATUS_WRITE_ERROR;
  return CAIRO_STATUS_SUCCESS;
}

/* Closes @writer's stream: replaces the file on success, else (a cancelled
 * close) leaves the old one as it was. */
static gboolean
writer_close (Writer    *writer,
              gboolean   ok,
              GError   **error)
{
  g_autoptr(GCancellable) cancel = g_cancellable_new ();

  if (!ok)
    {
      g_cancellable_cancel (cancel);
      g_output_stream_close (writer->out, cancel, NULL);
      return FALSE;
    }
  return g_output_stream_close (writer->out, NULL, error);
}

/* ---- the picture ---- */

static void
player_rgba (const CarcState *state,
             guint            player,
             GdkRGBA         *out)
{
  if (!carc_player_colour (carc_state_get_setup (state)->players[player].colour, out))
    *out = (GdkRGBA) { 0.5f, 0.5f, 0.5f, 1 };
}

static void
draw_board (cairo_t         *cr,
            const CarcState *state,
            int              x0,
            int              y0,
            double           ts,
            double           ox,
            double           oy)
{
  g_autoptr(GHashTable) stacked = g_hash_table_new (NULL, NULL);
  double fs = ts * FIGURE_SCALE;

  for (guint i = 0; i < carc_state_get_n_tiles (state); i++)
    {
      const CarcPlacedTile *tile = &carc_state_get_tiles (state)[i];

      cairo_save (cr);
      cairo_translate (cr, ox + (tile->x - x0) * ts, oy + (tile->y - y0) * ts);
      carc_tile_paint (cr, carc_state_tile_type (state, tile), tile->rotation, ts, FALSE);
      cairo_restore (cr);
    }

  for (guint b = 0; b < carc_state_get_n_board_figures (state); b++)
    {
      const CarcFigure *figure = &carc_state_get_figures (state)[carc_state_get_board_figures (state)[b]];
      const CarcNode *node;
      const CarcPlacedTile *tile;
      GdkRGBA colour;
      double ax, ay, cx, cy;
      guint nth;
      gboolean lying;

      if (figure->node == CARC_NONE || figure->node >= carc_state_get_n_nodes (state))
        continue;
      node = &carc_state_get_nodes (state)[figure->node];
      tile = &carc_state_get_tiles (state)[node->tile];
      carc_tile_feature_anchor (carc_state_tile_type (state, tile), tile->rotation, node->local, &ax, &ay);
      cx = ox + (tile->x - x0 + ax) * ts;
      cy = oy + (tile->y - y0 + ay) * ts;
      /* several figures on one feature of one tile stand side by side, as on screen */
      nth = GPOINTER_TO_UINT (g_hash_table_lookup (stacked, GUINT_TO_POINTER (figure->node)));
      g_hash_table_insert (stacked, GUINT_TO_POINTER (figure->node), GUINT_TO_POINTER (nth + 1));
      cx += (nth % 2 ? -1 : 1) * ((nth + 1) / 2) * fs * 0.55;
      cy += ((nth + 1) / 2) * fs * 0.12;
      lying = node->kind == CARC_FEATURE_FIELD
              && carc_registry_figure (figure->kind)->strength > 0;
      player_rgba (state, figure->owner, &colour);
      cairo_save (cr);
      cairo_translate (cr, cx - fs / 2, cy - fs / 2);
      carc_figure_paint (cr, figure->kind, &colour, lying, fs);
      cairo_restore (cr);
    }
}

static PangoLayout *
text_layout (cairo_t    *cr,
             const char *text,
             const char *font,
             int         width)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  g_autoptr(PangoFontDescription) desc = pango_font_description_from_string (font);

  pango_layout_set_font_description (layout, desc);
  pango_layout_set_text (layout, text, -1);
  if (width > 0)
    {
      pango_layout_set_width (layout, width * PANGO_SCALE);
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
    }
  return layout;
}

/* The scores beside the board; returns the height used. With @cr NULL
 * only measures (on a scratch surface). */
static double
draw_panel (cairo_t         *cr,
            const CarcState *state,
            const char      *caption,
            double           x,
            double           y)
{
  double top = y;
  int w, h;

  {
    g_autoptr(PangoLayout) title = text_layout (cr, _("Carcassonne"), "Sans Bold 20", PANEL_WIDTH);

    cairo_set_source_rgb (cr, 0.15, 0.15, 0.15);
    cairo_move_to (cr, x, y);
    pango_cairo_show_layout (cr, title);
    pango_layout_get_pixel_size (title, &w, &h);
    y += h + 4;
  }
  if (caption != NULL && caption[0] != '\0')
    {
      g_autoptr(PangoLayout) sub = text_layout (cr, caption, "Sans 11", PANEL_WIDTH);

      cairo_set_source_rgb (cr, 0.35, 0.35, 0.35);
      cairo_move_to (cr, x, y);
      pango_cairo_show_layout (cr, sub);
      pango_layout_get_pixel_size (sub, &w, &h);
      y += h;
    }
  y += 16;

  for (guint p = 0; p < carc_state_get_n_players (state); p++)
    {
      g_autoptr(PangoLayout) name = text_layout (cr, carc_state_get_setup (state)->players[p].name, "Sans 13", PANEL_WIDTH - 90);
      g_autofree char *points = g_strdup_printf ("%d", carc_state_get_players (state)[p].score);
      g_autoptr(PangoLayout) score = text_layout (cr, points, "Sans Bold 13", 0);
      GdkRGBA colour;
      int sw, sh;

      pango_layout_get_pixel_size (name, &w, &h);
      player_rgba (state, p, &colour);
      gdk_cairo_set_source_rgba (cr, &colour);
      /* no line from where the last text ended */
      cairo_new_path (cr);
      cairo_arc (cr, x + 8, y + h / 2.0, 7, 0, 2 * G_PI);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);

      cairo_set_source_rgb (cr, 0.15, 0.15, 0.15);
      cairo_move_to (cr, x + 24, y);
      pango_cairo_show_layout (cr, name);
      pango_layout_get_pixel_size (score, &sw, &sh);
      cairo_move_to (cr, x + PANEL_WIDTH - sw, y);
      pango_cairo_show_layout (cr, score);
      y += MAX (h, sh) + 10;
    }
  {
    guint left = carc_state_supply_count (state);
    g_autofree char *game_left = carc_expansions_ui_tiles_left (state);
    g_autofree char *text = carc_state_get_phase (state) == CARC_PHASE_OVER
                            ? g_strdup (_("Final score"))
                            : game_left != NULL ? g_strdup (game_left)
                            : g_strdup_printf (ngettext ("%u tile left", "%u tiles left", left), left);
    g_autoptr(PangoLayout) foot = text_layout (cr, text, "Sans 11", PANEL_WIDTH);

    cairo_set_source_rgb (cr, 0.35, 0.35, 0.35);
    cairo_move_to (cr, x, y + 6);
    pango_cairo_show_layout (cr, foot);
    pango_layout_get_pixel_size (foot, &w, &h);
    y += 6 + h;
  }
  return y - top;
}

static void
draw_all (cairo_t         *cr,
          const CarcState *state,
          const char      *caption,
          int              x0,
          int              y0,
          double           ts,
          double           width,
          double           height)
{
  /* the board view's light background */
  cairo_set_source_rgb (cr, 0xe8 / 255.0, 0xe6 / 255.0, 0xe1 / 255.0);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_fill (cr);
  draw_board (cr, state, x0, y0, ts, MARGIN, MARGIN);
  draw_panel (cr, state, caption, width - MARGIN - PANEL_WIDTH, MARGIN);
}

gboolean
carc_share_save_board (const CarcState  *state,
                       const char       *caption,
                       const char       *path,
                       CarcShareFormat   format,
                       GError          **error)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) local_error = NULL;
  Writer writer = { NULL, NULL };
  cairo_surface_t *surface;
  cairo_t *cr;
  int x0, y0, x1, y1, cols, rows, width, height;
  double ts, panel_height;
  cairo_status_t status;
  gboolean ok;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  carc_state_get_bounds (state, &x0, &y0, &x1, &y1);
  cols = x1 - x0 + 1;
  rows = y1 - y0 + 1;
  ts = CLAMP ((double) MAX_BOARD_PX / MAX (cols, rows), MIN_TILE_PX, TILE_PX);

  /* the panel's height, measured on a scratch surface */
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cr = cairo_create (surface);
  panel_height = draw_panel (cr, state, caption, 0, 0);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);

  width = (int) ceil (MARGIN + cols * ts + 2 * MARGIN + PANEL_WIDTH + MARGIN);
  height = (int) ceil (2 * MARGIN + MAX (rows * ts, panel_height));

  file = g_file_new_for_path (path);
  writer.out = G_OUTPUT_STREAM (g_file_replace (file, NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION,
                                                NULL, &local_error));
  if (writer.out == NULL)
    {
      g_autofree char *shown = carc_display_path (path);
      /* GIO's message names the file too */
      g_autofree char *why = carc_text_escape_controls (local_error->message);

      g_set_error (error, local_error->domain, local_error->code,
                   _("The picture %s cannot be saved: %s"), shown, why);
      return FALSE;
    }

  if (format == CARC_SHARE_SVG)
    surface = cairo_svg_surface_create_for_stream (write_cb, &writer, width, height);
  else
    surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cr = cairo_create (surface);
  draw_all (cr, state, caption, x0, y0, ts, width, height);
  status = cairo_status (cr);
  cairo_destroy (cr);
  if (status == CAIRO_STATUS_SUCCESS && format == CARC_SHARE_PNG)
    status = cairo_surface_write_to_png_stream (surface, write_cb, &writer);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);

  ok = status == CAIRO_STATUS_SUCCESS && writer.error == NULL;
  if (!writer_close (&writer, ok, ok ? &writer.error : NULL))
    ok = FALSE;
  g_object_unref (writer.out);
  if (!ok)
    {
      g_autofree char *why = carc_text_escape_controls (writer.error != NULL ? writer.error->message
                                                                              : cairo_status_to_string (status));
      g_autofree char *shown = carc_display_path (path);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("The picture %s cannot be saved: %s"), shown, why);
      g_clear_error (&writer.error);
      return FALSE;
    }
  return TRUE;
}

/* ---- asking where ---- */

static void
notify (GtkWidget  *widget,
        const char *message)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (widget, ADW_TYPE_TOAST_OVERLAY);

  if (overlay != NULL)
    adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), carc_toast_new (overlay, message, NULL, NULL));
  else
    g_message ("%s", message);
}

typedef struct {
  GtkWidget *widget;
  CarcState *state;       /* a copy: the game may move on meanwhile */
  CarcSetup *setup;       /* the copy's own setup (a state borrows its game's) */
  char      *caption;
} SaveJob;

static void
save_job_free (SaveJob *job)
{
  g_clear_object (&job->widget);
  g_clear_pointer (&job->state, carc_state_free);
  g_clear_pointer (&job->setup, carc_setup_free);
  g_free (job->caption);
  g_free (job);
}

static void
picture_response_cb (GtkNativeDialog *dialog,
                     int              response,
                     SaveJob         *job)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;
      g_autoptr(GError) error = NULL;
      GtkFileFilter *filter = gtk_file_chooser_get_filter (GTK_FILE_CHOOSER (dialog));
      gboolean svg_filter = filter != NULL && g_strcmp0 (g_object_get_data (G_OBJECT (filter), "format"), "svg") == 0;
      g_autofree char *lower = path != NULL ? g_ascii_strdown (path, -1) : NULL;

      /* a name without .png or .svg gets the one of the chosen filter */
      if (path != NULL && !g_str_has_suffix (lower, ".png") && !g_str_has_suffix (lower, ".svg"))
        {
          char *with = g_strconcat (path, svg_filter ? ".svg" : ".png", NULL);
          g_free (path);
          path = with;
        }
      if (path != NULL)
        {
          if (carc_share_save_board (job->state, job->caption, path, carc_share_format_for_path (path), &error))
            {
              g_autofree char *base = carc_display_basename (path);
              /* Translators: a toast; %s is the file's name */
              g_autofree char *text = g_strdup_printf (_("Picture saved as %s"), base);
              notify (job->widget, text);
            }
          else
            {
              notify (job->widget, error->message);
              gtk_widget_error_bell (job->widget);
            }
        }
    }
  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
  save_job_free (job);
}

static GtkFileFilter *
filter_new (const char *name,
            const char *pattern,
            const char *format)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, name);
  gtk_file_filter_add_pattern (filter, pattern);
  g_object_set_data_full (G_OBJECT (filter), "format", g_strdup (format), g_free);
  return filter;
}

void
carc_share_choose_and_save_board (GtkWidget       *widget,
                                  const CarcState *state,
                                  const char      *caption,
                                  const char      *suggested_name)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkFileChooserNative *dialog;
  SaveJob *job;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (state != NULL);

  job = g_new0 (SaveJob, 1);
  job->widget = g_object_ref (widget);
  job->state = carc_state_copy (state);
  job->setup = carc_setup_copy (carc_state_get_setup (state));
  carc_state_set_setup (job->state, job->setup);
  job->caption = g_strdup (caption);

  dialog = gtk_file_chooser_native_new (_("Save a Picture of the Board"),
                                        GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  /* Translators: a file type in the save dialog */
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter_new (_("PNG picture"), "*.png", "png"));
  /* Translators: a file type in the save dialog; SVG scales to any size */
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter_new (_("SVG picture (any size)"), "*.svg", "svg"));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), suggested_name);
  g_signal_connect (dialog, "response", G_CALLBACK (picture_response_cb), job);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}
