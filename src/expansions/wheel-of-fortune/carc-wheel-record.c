/* carc-wheel-record.c: the WHEEL, PLAGUE and CROWN events in a game record,
 * and a wheel scoring's detail (docs/record-format.md)
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "carc-wheel-of-fortune-private.h"

#include "carc-record-members.h"

/* Records name tiles by id in the game's catalogue: a box's custom tile
 * that shows a wheel symbol is named like any other. */
void
wheel_write (JsonBuilder         *b,
             const CarcCatalogue *catalogue,
             const CarcEvent     *e)
{
  json_builder_set_member_name (b, "tile");
  json_builder_add_string_value (b, e->tile < carc_catalogue_get_n_types (catalogue)
                                      ? carc_catalogue_get_type (catalogue, e->tile)->id : "");
  json_builder_set_member_name (b, "symbol");
  json_builder_add_int_value (b, e->value);
}

gboolean
wheel_read (JsonObject          *obj,
            const char          *where,
            const CarcCatalogue *catalogue,
            CarcEvent           *e,
            GError             **error)
{
  const char *id;
  gint64 symbol;
  int type;

  if (!carc_record_member_string (obj, "tile", TRUE, &id, where, error)
      || !carc_record_member_int (obj, "symbol", TRUE, 0, 3, &symbol, where, error))
    return FALSE;
  type = carc_catalogue_lookup (catalogue, id);
  if (type < 0)
    return carc_record_error (error, where, _("unknown tile “%s”"), id);
  e->tile = (guint16) type;
  e->value = (gint16) symbol;
  return TRUE;
}

void
wheel_plague_write (JsonBuilder         *b,
                    const CarcCatalogue *catalogue G_GNUC_UNUSED,
                    const CarcEvent     *e)
{
  g_autofree char *at = carc_loc_to_string (e->location, ' ');

  json_builder_set_member_name (b, "figure");
  json_builder_add_string_value (b, carc_figure_kind_name (e->figure));
  json_builder_set_member_name (b, "x");
  json_builder_add_int_value (b, e->x);
  json_builder_set_member_name (b, "y");
  json_builder_add_int_value (b, e->y);
  /* a figure on no feature (a guard on its tower) has no locations */
  if (e->location != 0)
    {
      json_builder_set_member_name (b, "at");
      json_builder_add_string_value (b, at);
    }
}

gboolean
wheel_plague_read (JsonObject          *obj,
                   const char          *where,
                   const CarcCatalogue *catalogue G_GNUC_UNUSED,
                   CarcEvent           *e,
                   GError             **error)
{
  const char *figure, *at = NULL;
  CarcFigureKind kind;
  gint64 x, y;

  if (!carc_record_member_string (obj, "figure", TRUE, &figure, where, error))
    return FALSE;
  if (!carc_figure_kind_parse (figure, &kind))
    return carc_record_error (error, where, _("unknown figure “%s”"), figure);
  if (!carc_record_member_int (obj, "x", TRUE, -1000, 1000, &x, where, error)
      || !carc_record_member_int (obj, "y", TRUE, -1000, 1000, &y, where, error)
      || !carc_record_member_string (obj, "at", FALSE, &at, where, error))
    return FALSE;
  e->location = 0;
  if (at != NULL && (!carc_loc_parse (at, &e->location) || e->location == 0))
    return carc_record_error (error, where, _("“at” is not a list of locations: “%s”"), at);
  e->figure = (guint8) kind;
  e->x = (gint16) x;
  e->y = (gint16) y;
  return TRUE;
}

void
wheel_crown_write (JsonBuilder         *b,
                   const CarcCatalogue *catalogue G_GNUC_UNUSED,
                   const CarcEvent     *e)
{
  json_builder_set_member_name (b, "crown");
  json_builder_add_int_value (b, e->value);
}

gboolean
wheel_crown_read (JsonObject          *obj,
                  const char          *where,
                  const CarcCatalogue *catalogue G_GNUC_UNUSED,
                  CarcEvent           *e,
                  GError             **error)
{
  gint64 crown;

  if (!carc_record_member_int (obj, "crown", TRUE, 0, CARC_WHEEL_MAX_CROWNS - 1, &crown, where, error))
    return FALSE;
  e->value = (gint16) crown;
  return TRUE;
}

/* A wheel or crown scoring's `tiles` holds the sector (carc_state_award's call). */
const char *
wheel_detail (const CarcScoring *scoring)
{
  return carc_wheel_sector_name (scoring->tiles);
}
