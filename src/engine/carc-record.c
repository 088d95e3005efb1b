/* carc-record.c: the native game record (JSON)
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "carc-record.h"

#include <json-glib/json-glib.h>
#include <string.h>

#include "carc-jcz.h"
#include "carc-record-members.h"
#include "carc-registry.h"
#include "carc-json.h"

static const char * const bag_names[CARC_BAG_KINDS] = { "wolf", "1", "2", "3", "4" };

/* ---- writing ------------------------------------------------------------ */

char *
carc_record_format_time (gint64 usec)
{
  g_autoptr(GDateTime) dt = g_date_time_new_from_unix_utc (usec / G_USEC_PER_SEC);
  g_autoptr(GDateTime) full = NULL;
  int year, month, day;

  if (dt == NULL)
    return NULL;
  full = g_date_time_add (dt, usec % G_USEC_PER_SEC);
  if (full == NULL)
    return NULL;
  g_date_time_get_ymd (full, &year, &month, &day);
  /* always four digits for the year, so that every time written reads back */
  return g_strdup_printf ("%04d-%02d-%02dT%02d:%02d:%02d.%06dZ", year, month, day,
                          g_date_time_get_hour (full), g_date_time_get_minute (full),
                          g_date_time_get_second (full), g_date_time_get_microsecond (full));
}

static void
build_setup (JsonBuilder         *b,
             const CarcSetup     *setup,
             const CarcCatalogue *catalogue)
{
  g_autoptr(GList) keys = NULL;
  const CarcRuleInfo *rule_names;
  guint n_rules;

  json_builder_begin_object (b);

  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint i = 0; i < setup->n_players; i++)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, setup->players[i].name);
      json_builder_set_member_name (b, "colour");
      json_builder_add_string_value (b, setup->players[i].colour);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "first_player");
  json_builder_add_int_value (b, setup->first_player);

  json_builder_set_member_name (b, "sets");
  json_builder_begin_array (b);
  for (guint i = 0; i < setup->sets->len; i++)
    json_builder_add_string_value (b, carc_catalogue_get_set (catalogue, g_array_index (setup->sets, guint, i))->id);
  json_builder_end_array (b);

  json_builder_set_member_name (b, "inventory");
  json_builder_begin_object (b);
  keys = g_hash_table_get_keys (setup->inventory);
  keys = g_list_sort (keys, (GCompareFunc) strcmp);
  for (GList *l = keys; l; l = l->next)
    {
      json_builder_set_member_name (b, l->data);
      json_builder_add_int_value (b, GPOINTER_TO_UINT (g_hash_table_lookup (setup->inventory, l->data)));
    }
  json_builder_end_object (b);

  json_builder_set_member_name (b, "figures");
  json_builder_begin_object (b);
  for (guint k = 0; k < CARC_N_FIGURE_KINDS; k++)
    {
      json_builder_set_member_name (b, carc_figure_kind_name (k));
      json_builder_add_int_value (b, setup->figures[k]);
    }
  json_builder_end_object (b);

  json_builder_set_member_name (b, "rules");
  json_builder_begin_object (b);
  rule_names = carc_registry_rules (&n_rules);
  for (guint i = 0; i < n_rules; i++)
    {
      json_builder_set_member_name (b, rule_names[i].name);
      json_builder_add_boolean_value (b, (setup->rules & rule_names[i].rule) != 0);
    }
  json_builder_end_object (b);

  json_builder_set_member_name (b, "bag");
  json_builder_begin_object (b);
  for (guint k = 0; k < CARC_BAG_KINDS; k++)
    {
      json_builder_set_member_name (b, bag_names[k]);
      json_builder_add_int_value (b, setup->bag[k]);
    }
  json_builder_end_object (b);

  json_builder_set_member_name (b, "seed");
  json_builder_add_int_value (b, (gint64) (setup->seed & G_GUINT64_CONSTANT (0x7fffffffffffffff)));

  /* the box profile: only when there is one, so that records of games
   * without one stay as they were */
  if (setup->profile)
    {
      json_builder_set_member_name (b, "profile");
      json_builder_add_string_value (b, setup->profile);
    }
  if (setup->overrides && json_object_get_size (setup->overrides) > 0)
    {
      g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
      json_node_set_object (node, setup->overrides);
      json_builder_set_member_name (b, "overrides");
      json_builder_add_value (b, json_node_copy (node));
    }
  if (setup->custom_tiles && json_array_get_length (setup->custom_tiles) > 0)
    {
      g_autoptr(JsonNode) node = json_node_new (JSON_NODE_ARRAY);
      json_node_set_array (node, setup->custom_tiles);
      json_builder_set_member_name (b, "custom_tiles");
      json_builder_add_value (b, json_node_copy (node));
    }
  if (setup->file_overrides && json_object_get_size (setup->file_overrides) > 0)
    {
      g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
      json_node_set_object (node, setup->file_overrides);
      json_builder_set_member_name (b, "file_overrides");
      json_builder_add_value (b, json_node_copy (node));
    }

  json_builder_end_object (b);
}

static void
build_event (JsonBuilder         *b,
             const CarcEvent     *e,
             const CarcCatalogue *catalogue)
{
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "type");
  json_builder_add_string_value (b, carc_event_type_name (e->type));
  switch (e->type)
    {
    case CARC_EVENT_TILE:
      json_builder_set_member_name (b, "tile");
      json_builder_add_string_value (b, carc_catalogue_get_type (catalogue, e->tile)->id);
      json_builder_set_member_name (b, "x");
      json_builder_add_int_value (b, e->x);
      json_builder_set_member_name (b, "y");
      json_builder_add_int_value (b, e->y);
      json_builder_set_member_name (b, "rotation");
      json_builder_add_int_value (b, e->rotation * 90);
      if (e->flags & CARC_EVENT_FLAG_OVERRIDE)
        {
          json_builder_set_member_name (b, "override");
          json_builder_add_boolean_value (b, TRUE);
        }
      break;
    case CARC_EVENT_DISCARD:
      json_builder_set_member_name (b, "tile");
      json_builder_add_string_value (b, carc_catalogue_get_type (catalogue, e->tile)->id);
      break;
    case CARC_EVENT_FIGURE:
      {
        g_autofree char *at = carc_loc_to_string (e->location, ' ');
        json_builder_set_member_name (b, "figure");
        json_builder_add_string_value (b, carc_figure_kind_name (e->figure));
        /* a place named by the game's own numbering (Hunters & Gatherers) */
        if (e->location == 0 && e->value > 0)
          {
            json_builder_set_member_name (b, "zone");
            json_builder_add_int_value (b, e->value - 1);
          }
        else
          {
            json_builder_set_member_name (b, "at");
            json_builder_add_string_value (b, at);
          }
      }
      break;
    default:
      {
        const CarcEventKindInfo *info = carc_registry_event (e->type);
        if (info && info->has_tile)
          {
            json_builder_set_member_name (b, "tile");
            json_builder_add_string_value (b, carc_catalogue_get_type (catalogue, e->tile)->id);
          }
        if (info && info->write)
          info->write (b, catalogue, e);
      }
      break;
    }
  if (e->time)
    {
      g_autofree char *t = carc_record_format_time (e->time);
      if (t)
        {
          json_builder_set_member_name (b, "time");
          json_builder_add_string_value (b, t);
        }
    }
  json_builder_end_object (b);
}

static char *
to_string (JsonBuilder *b,
           gboolean     pretty)
{
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  g_autoptr(JsonNode) root = json_builder_get_root (b);
  char *text;

  json_generator_set_pretty (gen, pretty);
  json_generator_set_indent (gen, 2);
  json_generator_set_root (gen, root);
  text = json_generator_to_data (gen, NULL);
  if (pretty)
    {
      char *with_newline = g_strconcat (text, "\n", NULL);
      g_free (text);
      text = with_newline;
    }
  return text;
}

char *
carc_record_to_json (const CarcGame *game)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  CarcCatalogue *catalogue = carc_game_get_catalogue (game);
  g_autofree char *created = carc_record_format_time (carc_game_get_created (game));

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, CARC_RECORD_FORMAT);
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, CARC_RECORD_VERSION);
  json_builder_set_member_name (b, "id");
  json_builder_add_string_value (b, carc_game_get_id (game));
  json_builder_set_member_name (b, "created");
  json_builder_add_string_value (b, created ? created : "1970-01-01T00:00:00.000000Z");
  json_builder_set_member_name (b, "setup");
  build_setup (b, carc_game_get_setup (game), catalogue);
  json_builder_set_member_name (b, "events");
  json_builder_begin_array (b);
  for (guint i = 0; i < carc_game_get_n_events (game); i++)
    build_event (b, carc_game_get_event (game, i), catalogue);
  json_builder_end_array (b);
  json_builder_end_object (b);
  return to_string (b, TRUE);
}

char *
carc_setup_to_json (const CarcSetup     *setup,
                    const CarcCatalogue *catalogue)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  build_setup (b, setup, catalogue);
  return to_string (b, FALSE);
}

char *
carc_event_to_json (const CarcEvent     *event,
                    const CarcCatalogue *catalogue)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  build_event (b, event, catalogue);
  return to_string (b, FALSE);
}

/* ---- reading ------------------------------------------------------------ */

static gboolean
only_keys (JsonObject         *obj,
           const char * const *allowed,
           const char         *where,
           GError            **error)
{
  g_autoptr(GList) members = json_object_get_members (obj);
  for (GList *l = members; l; l = l->next)
    {
      gboolean ok = FALSE;
      for (guint i = 0; allowed[i]; i++)
        ok |= strcmp (l->data, allowed[i]) == 0;
      if (!ok)
        return carc_record_error (error, where, _("unknown key “%s”"), (const char *) l->data);
    }
  return TRUE;
}

gboolean
carc_record_parse_time (const char *text,
                        gint64     *usec)
{
  g_autoptr(GDateTime) dt = text ? g_date_time_new_from_iso8601 (text, NULL) : NULL;
  if (dt == NULL)
    return FALSE;
  *usec = g_date_time_to_unix (dt) * G_USEC_PER_SEC + g_date_time_get_microsecond (dt);
  return TRUE;
}

static CarcSetup *
parse_setup (const CarcCatalogue *catalogue,
             JsonObject          *obj,
             GError             **error)
{
  static const char * const keys[] = {
    "players", "first_player", "sets", "inventory", "figures", "rules", "bag", "seed",
    "profile", "overrides", "custom_tiles", "file_overrides", NULL
  };
  static const char * const player_keys[] = { "name", "colour", NULL };
  g_autoptr(CarcSetup) setup = carc_setup_new ();
  JsonArray *players, *sets;
  JsonObject *figures, *rules, *bag, *inventory;
  gint64 v;

  if (!only_keys (obj, keys, "setup", error))
    return NULL;

  if ((players = carc_record_member_array (obj, "players", "setup", error)) == NULL)
    return NULL;
  if (json_array_get_length (players) < 1 || json_array_get_length (players) > CARC_MAX_PLAYERS)
    {
      carc_record_error (error, "setup", _("“players” must list 1 to %d players"), CARC_MAX_PLAYERS);
      return NULL;
    }
  for (guint i = 0; i < json_array_get_length (players); i++)
    {
      JsonNode *node = json_array_get_element (players, i);
      g_autofree char *where = g_strdup_printf (_("setup: player %u"), i + 1);
      const char *name, *colour;
      if (!JSON_NODE_HOLDS_OBJECT (node))
        {
          carc_record_error (error, where, _("must be an object"));
          return NULL;
        }
      if (!only_keys (json_node_get_object (node), player_keys, where, error)
          || !carc_record_member_string (json_node_get_object (node), "name", TRUE, &name, where, error)
          || !carc_record_member_string (json_node_get_object (node), "colour", FALSE, &colour, where, error))
        return NULL;
      carc_setup_add_player (setup, name, colour);
    }

  v = 0;
  if (!carc_record_member_int (obj, "first_player", FALSE, 0, CARC_MAX_PLAYERS - 1, &v, "setup", error))
    return NULL;
  setup->first_player = (guint) v;

  if ((sets = carc_record_member_array (obj, "sets", "setup", error)) == NULL)
    return NULL;
  for (guint i = 0; i < json_array_get_length (sets); i++)
    {
      JsonNode *node = json_array_get_element (sets, i);
      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
        {
          carc_record_error (error, "setup", _("“sets” must list set names"));
          return NULL;
        }
      if (carc_catalogue_lookup_set (catalogue, json_node_get_string (node)) < 0)
        {
          carc_record_error (error, "setup", _("unknown tile set “%s”"), json_node_get_string (node));
          return NULL;
        }
      carc_setup_add_set (setup, catalogue, json_node_get_string (node), NULL);
    }

  /* Figures and rules are stated in full; they override the set defaults. */
  if ((figures = carc_record_member_object (obj, "figures", "setup", error)) == NULL)
    return NULL;
  {
    g_autoptr(GList) members = json_object_get_members (figures);
    memset (setup->figures, 0, sizeof setup->figures);
    for (GList *l = members; l; l = l->next)
      {
        CarcFigureKind kind;
        if (!carc_figure_kind_parse (l->data, &kind))
          {
            carc_record_error (error, "setup: figures", _("unknown figure “%s”"), (const char *) l->data);
            return NULL;
          }
        if (!carc_record_member_int (figures, l->data, TRUE, 0, 16, &v, "setup: figures", error))
          return NULL;
        setup->figures[kind] = (guint) v;
      }
  }

  if ((rules = carc_record_member_object (obj, "rules", "setup", error)) == NULL)
    return NULL;
  {
    g_autoptr(GList) members = json_object_get_members (rules);
    setup->rules = 0;
    for (GList *l = members; l; l = l->next)
      {
        JsonNode *node = json_object_get_member (rules, l->data);
        gboolean known = FALSE;
        if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
          {
            carc_record_error (error, "setup: rules", _("“%s” must be true or false"), (const char *) l->data);
            return NULL;
          }
        guint rule;
        if (carc_registry_rule_parse (l->data, &rule))
          {
            known = TRUE;
            if (json_node_get_boolean (node))
              setup->rules |= rule;
          }
        if (!known)
          {
            carc_record_error (error, "setup: rules", _("unknown rule “%s”"), (const char *) l->data);
            return NULL;
          }
      }
  }

  if (json_object_has_member (obj, "bag"))
    {
      if ((bag = carc_record_member_object (obj, "bag", "setup", error)) == NULL)
        return NULL;
      for (guint k = 0; k < CARC_BAG_KINDS; k++)
        {
          v = 0;
          if (!carc_record_member_int (bag, bag_names[k], TRUE, 0, 99, &v, "setup: bag", error))
            return NULL;
          setup->bag[k] = (guint) v;
        }
    }

  if (json_object_has_member (obj, "inventory"))
    {
      g_autoptr(GList) members = NULL;
      if ((inventory = carc_record_member_object (obj, "inventory", "setup", error)) == NULL)
        return NULL;
      members = json_object_get_members (inventory);
      for (GList *l = members; l; l = l->next)
        {
          if (carc_catalogue_lookup (catalogue, l->data) < 0)
            {
              carc_record_error (error, "setup: inventory", _("unknown tile “%s”"), (const char *) l->data);
              return NULL;
            }
          if (!carc_record_member_int (inventory, l->data, TRUE, 0, 99, &v, "setup: inventory", error))
            return NULL;
          g_hash_table_insert (setup->inventory, g_strdup (l->data), GUINT_TO_POINTER ((guint) v));
        }
    }

  v = 1;
  if (!carc_record_member_int (obj, "seed", FALSE, 0, G_MAXINT64, &v, "setup", error))
    return NULL;
  setup->seed = (guint64) v;

  if (json_object_has_member (obj, "profile"))
    {
      const char *profile;
      if (!carc_record_member_string (obj, "profile", TRUE, &profile, "setup", error))
        return NULL;
      setup->profile = g_strdup (profile);
    }
  if (json_object_has_member (obj, "overrides"))
    {
      JsonObject *overrides = carc_record_member_object (obj, "overrides", "setup", error);
      if (overrides == NULL)
        return NULL;
      setup->overrides = json_object_ref (overrides);
    }
  if (json_object_has_member (obj, "custom_tiles"))
    {
      JsonArray *custom = carc_record_member_array (obj, "custom_tiles", "setup", error);
      if (custom == NULL)
        return NULL;
      setup->custom_tiles = json_array_ref (custom);
    }
  if (json_object_has_member (obj, "file_overrides"))
    {
      JsonObject *file_overrides = carc_record_member_object (obj, "file_overrides", "setup", error);
      if (file_overrides == NULL)
        return NULL;
      setup->file_overrides = json_object_ref (file_overrides);
    }
  /* the box's tiles are read now, so that a broken one is the setup's error */
  if (carc_setup_changes_catalogue (setup))
    {
      g_autoptr(GError) local = NULL;
      g_autoptr(CarcCatalogue) box = carc_setup_derive_catalogue (setup, (CarcCatalogue *) catalogue, &local);
      if (box == NULL)
        {
          carc_record_error (error, "setup", "%s", local->message);
          return NULL;
        }
    }

  if (!carc_setup_validate (setup, catalogue, error))
    return NULL;
  return g_steal_pointer (&setup);
}

static gboolean
parse_event (const CarcCatalogue *catalogue,
             JsonNode            *node,
             const char          *where,
             CarcEvent           *e,
             GError             **error)
{
  static const char * const core_keys[] = {
    "type", "tile", "x", "y", "rotation", "override", "figure", "at", "zone", "time", NULL
  };
  static const char **keys;
  static gsize keys_built;
  JsonObject *obj;
  const char *type_name, *s;
  CarcEventType type;
  gint64 v;

  /* any event may carry the members of every registered kind (as the
   * record format has always allowed); built once */
  if (g_once_init_enter (&keys_built))
    {
      GPtrArray *all = g_ptr_array_new ();
      for (guint i = 0; core_keys[i]; i++)
        g_ptr_array_add (all, (gpointer) core_keys[i]);
      for (guint k = 0; k < carc_registry_n_event_kinds (); k++)
        {
          const CarcEventKindInfo *info = carc_registry_event (k);
          for (guint i = 0; info && info->keys && info->keys[i]; i++)
            g_ptr_array_add (all, (gpointer) info->keys[i]);
        }
      g_ptr_array_add (all, NULL);
      keys = (const char **) g_ptr_array_free (all, FALSE);
      g_once_init_leave (&keys_built, 1);
    }

  memset (e, 0, sizeof *e);
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return carc_record_error (error, where, _("an event must be an object"));
  obj = json_node_get_object (node);
  if (!only_keys (obj, (const char * const *) keys, where, error)
      || !carc_record_member_string (obj, "type", TRUE, &type_name, where, error))
    return FALSE;
  if (!carc_event_type_parse (type_name, &type))
    return carc_record_error (error, where, _("unknown event type “%s”"), type_name);
  e->type = (guint8) type;

  switch (type)
    {
    case CARC_EVENT_TILE:
    case CARC_EVENT_DISCARD:
      {
        int index;
        if (!carc_record_member_string (obj, "tile", TRUE, &s, where, error))
          return FALSE;
        index = carc_catalogue_lookup (catalogue, s);
        if (index < 0)
          return carc_record_error (error, where, _("unknown tile “%s”"), s);
        e->tile = (guint16) index;
        if (type == CARC_EVENT_DISCARD)
          break;
        if (!carc_record_member_int (obj, "x", TRUE, -1000, 1000, &v, where, error))
          return FALSE;
        e->x = (gint16) v;
        if (!carc_record_member_int (obj, "y", TRUE, -1000, 1000, &v, where, error))
          return FALSE;
        e->y = (gint16) v;
        if (!carc_record_member_int (obj, "rotation", TRUE, 0, 270, &v, where, error))
          return FALSE;
        if (v % 90 != 0)
          return carc_record_error (error, where, _("“rotation” must be 0, 90, 180 or 270"));
        e->rotation = (guint8) (v / 90);
        if (json_object_has_member (obj, "override"))
          {
            JsonNode *o = json_object_get_member (obj, "override");
            if (!JSON_NODE_HOLDS_VALUE (o) || json_node_get_value_type (o) != G_TYPE_BOOLEAN)
              return carc_record_error (error, where, _("“override” must be true or false"));
            if (json_node_get_boolean (o))
              e->flags |= CARC_EVENT_FLAG_OVERRIDE;
          }
      }
      break;

    case CARC_EVENT_FIGURE:
      {
        CarcFigureKind kind;
        if (!carc_record_member_string (obj, "figure", TRUE, &s, where, error))
          return FALSE;
        if (!carc_figure_kind_parse (s, &kind))
          return carc_record_error (error, where, _("unknown figure “%s”"), s);
        e->figure = (guint8) kind;
        /* or by the game's own numbering of a tile's places (a zone); with
         * "at" as well, both must name one feature (the state checks) */
        if (json_object_has_member (obj, "zone"))
          {
            JsonNode *z = json_object_get_member (obj, "zone");
            if (!JSON_NODE_HOLDS_VALUE (z) || json_node_get_value_type (z) != G_TYPE_INT64
                || json_node_get_int (z) < 0 || json_node_get_int (z) > 15)
              return carc_record_error (error, where, _("“zone” must be a whole number from 0 to 15"));
            e->location = 0;
            e->value = (gint16) (json_node_get_int (z) + 1);
            if (!json_object_has_member (obj, "at"))
              break;
          }
        if (!carc_record_member_string (obj, "at", TRUE, &s, where, error))
          return FALSE;
        if (!carc_loc_parse (s, &e->location))
          return carc_record_error (error, where, _("“at” is not a list of locations: “%s”"), s);
      }
      break;

    default:
      {
        const CarcEventKindInfo *info = carc_registry_event (type);
        if (info && info->has_tile)
          {
            int index;
            if (!carc_record_member_string (obj, "tile", TRUE, &s, where, error))
              return FALSE;
            index = carc_catalogue_lookup (catalogue, s);
            if (index < 0)
              return carc_record_error (error, where, _("unknown tile “%s”"), s);
            e->tile = (guint16) index;
          }
        if (info && info->read && !info->read (obj, where, catalogue, e, error))
          return FALSE;
      }
      break;
    }

  if (!carc_record_member_string (obj, "time", FALSE, &s, where, error))
    return FALSE;
  if (s && !carc_record_parse_time (s, &e->time))
    return carc_record_error (error, where, _("“time” is not an ISO 8601 time: “%s”"), s);
  return TRUE;
}

static JsonNode *
parse_root (const char *data,
            gssize      length,
            GError    **error)
{
  g_autoptr(JsonNode) root = NULL;

  if (length < 0)
    length = (gssize) strlen (data);
  root = carc_json_parse (data, (gsize) length, error);
  if (root == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_PARSE, _("the file must hold one JSON object"));
      return NULL;
    }
  return g_steal_pointer (&root);
}

CarcGame *
carc_record_from_json (CarcCatalogue *catalogue,
                       const char    *data,
                       gssize         length,
                       GError       **error)
{
  g_autoptr(JsonNode) root = parse_root (data, length, error);

  if (root == NULL)
    return NULL;
  return carc_record_from_node (catalogue, root, error);
}

CarcGame *
carc_record_from_node (CarcCatalogue *catalogue,
                       JsonNode      *root,
                       GError       **error)
{
  static const char * const keys[] = { "format", "version", "id", "created", "setup", "events", NULL };
  g_autoptr(GError) local_error = NULL;
  JsonObject *obj, *setup_obj;
  JsonArray *events;
  const char *format, *id, *created;
  gint64 version;
  CarcSetup *setup;
  CarcGame *game;

  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_PARSE, _("the file must hold one JSON object"));
      return NULL;
    }
  obj = json_node_get_object (root);
  if (!only_keys (obj, keys, "record", error)
      || !carc_record_member_string (obj, "format", TRUE, &format, "record", error))
    return NULL;
  if (strcmp (format, CARC_RECORD_FORMAT) != 0)
    {
      carc_record_error (error, "record", _("“format” is “%s”, expected “%s”"), format, CARC_RECORD_FORMAT);
      return NULL;
    }
  if (!carc_record_member_int (obj, "version", TRUE, 1, G_MAXINT, &version, "record", error))
    return NULL;
  if (version > CARC_RECORD_VERSION)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_UNSUPPORTED,
                   _("record: written by a newer version (format %lld; this program reads up to %d)"),
                   (long long) version, CARC_RECORD_VERSION);
      return NULL;
    }
  if (!carc_record_member_string (obj, "id", FALSE, &id, "record", error)
      || !carc_record_member_string (obj, "created", FALSE, &created, "record", error))
    return NULL;
  if ((setup_obj = carc_record_member_object (obj, "setup", "record", error)) == NULL
      || (events = carc_record_member_array (obj, "events", "record", error)) == NULL)
    return NULL;
  /* refused before replaying any of them: no game comes near */
  if (json_array_get_length (events) > CARC_RECORD_MAX_EVENTS)
    {
      carc_record_error (error, "record", _("“events” lists %u events; no game has more than %d"),
                         json_array_get_length (events), CARC_RECORD_MAX_EVENTS);
      return NULL;
    }

  setup = parse_setup (catalogue, setup_obj, error);
  if (setup == NULL)
    return NULL;
  game = carc_game_new (catalogue, setup, error);
  if (game == NULL)
    return NULL;
  if (id)
    carc_game_set_id (game, id);
  if (created)
    {
      gint64 usec;
      if (!carc_record_parse_time (created, &usec))
        {
          carc_record_error (error, "record", _("“created” is not an ISO 8601 time"));
          carc_game_free (game);
          return NULL;
        }
      carc_game_set_created (game, usec);
    }

  for (guint i = 0; i < json_array_get_length (events); i++)
    {
      g_autofree char *where = g_strdup_printf (_("event %u"), i + 1);
      CarcEvent e;
      if (!parse_event (carc_game_get_catalogue (game), json_array_get_element (events, i), where, &e, error))
        {
          carc_game_free (game);
          return NULL;
        }
      if (!carc_game_append (game, &e, &local_error))
        {
          g_set_error (error, local_error->domain, local_error->code, _("%s (%s): %s"),
                       where, carc_event_type_name (e.type), local_error->message);
          carc_game_free (game);
          return NULL;
        }
    }
  return game;
}

CarcSetup *
carc_setup_from_json (const CarcCatalogue *catalogue,
                      const char          *data,
                      gssize               length,
                      GError             **error)
{
  g_autoptr(JsonNode) root = parse_root (data, length, error);
  if (root == NULL)
    return NULL;
  return parse_setup (catalogue, json_node_get_object (root), error);
}

gboolean
carc_event_from_json (const CarcCatalogue *catalogue,
                      const char          *data,
                      gssize               length,
                      CarcEvent           *event,
                      GError             **error)
{
  g_autoptr(JsonNode) root = parse_root (data, length, error);
  if (root == NULL)
    return FALSE;
  return parse_event (catalogue, root, "event", event, error);
}

CarcGame *
carc_game_load_parsed (CarcCatalogue *catalogue,
                       JsonNode      *root,
                       const char    *data,
                       gsize          length,
                       GError       **error)
{
  JsonObject *obj;

  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_PARSE, _("the file must hold one JSON object"));
      return NULL;
    }
  obj = json_node_get_object (root);
  if (json_object_has_member (obj, "format"))
    return carc_record_from_node (catalogue, root, error);
  if (json_object_has_member (obj, "replay") && json_object_has_member (obj, "setup"))
    return carc_jcz_import_parsed (catalogue, root, data, length, error);
  g_set_error (error, CARC_ERROR, CARC_ERROR_PARSE,
               _("neither a game record (no “format”) nor a JCloisterZone save (no “setup” and “replay”)"));
  return NULL;
}

CarcGame *
carc_game_load_data (CarcCatalogue *catalogue,
                     const char    *data,
                     gssize         length,
                     GError       **error)
{
  g_autoptr(JsonNode) root = NULL;

  if (length < 0)
    length = (gssize) strlen (data);
  root = parse_root (data, length, error);
  if (root == NULL)
    return NULL;
  return carc_game_load_parsed (catalogue, root, data, (gsize) length, error);
}

CarcGame *
carc_game_load_file (CarcCatalogue *catalogue,
                     const char    *path,
                     GError       **error)
{
  g_autofree char *data = NULL;
  gsize length;

  /* a file larger than any game is refused before it is read */
  data = carc_json_read_file (path, CARC_JSON_MAX_GAME_SIZE, &length, error);
  if (data == NULL)
    return NULL;
  return carc_game_load_data (catalogue, data, (gssize) length, error);
}
