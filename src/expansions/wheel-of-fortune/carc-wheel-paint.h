/* carc-wheel-paint.h: the Wheel of Fortune's printed wheel, in our own art
 *
 * The wheel board's landscape (its outer cells) is drawn by the tile
 * painter like any tile; this draws what lies over its middle: the disc
 * with its six sectors and their names, the pig on its sector, and a
 * crown space. Plain cairo in a box from -0.5 to 0.5 (the board view's
 * marks, CarcUiBoardMark); nothing here decides a rule.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CARC_WHEEL_PAINT_SECTORS 6

/* The disc's diameter and a crown space's, in tiles; crown spaces lie
 * @CARC_WHEEL_PAINT_CROWN_RADIUS tiles from the wheel's centre. */
#define CARC_WHEEL_PAINT_DISC_TILES    3.42
#define CARC_WHEEL_PAINT_CROWN_TILES   0.36
#define CARC_WHEEL_PAINT_CROWN_RADIUS  1.5

/* A sector's name in the user's language (0 Fortune … 5 Plague, clockwise). */
const char *carc_wheel_sector_display_name (guint  sector);

/* The disc with the pig on @pig_sector (G_MAXUINT: no pig); @lit_sector
 * (G_MAXUINT: none) is drawn as where the pig is about to go. */
void        carc_wheel_paint_disc    (cairo_t  *cr,
                                      guint     pig_sector,
                                      guint     lit_sector,
                                      gboolean  dark);
/* An empty crown space. */
void        carc_wheel_paint_crown   (cairo_t  *cr,
                                      gboolean  dark);
/* The wheel symbol printed on a tile, with @number (1…3). */
void        carc_wheel_paint_symbol  (cairo_t  *cr,
                                      guint     number,
                                      gboolean  dark);
/* The pig alone, @size across, centred at the origin (nose to the right). */
void        carc_wheel_paint_pig     (cairo_t  *cr,
                                      double    size);

G_END_DECLS
