/* carc-jcz.c: import of JCloisterZone saved games (.jcz)
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "carc-jcz.h"

#include <json-glib/json-glib.h>
#include <string.h>

#include "carc-registry.h"
#include "carc-json.h"
#include "carc-state-private.h"

/* ---- JCloisterZone's random stream ------------------------------------------- */

#define LCG_MASK ((G_GUINT64_CONSTANT (1) << 48) - 1)

void
carc_jcz_random_init (CarcJczRandom *random,
                      double         value)
{
  random->r = value;
}

int
carc_jcz_random_next_int (CarcJczRandom *random,
                          int            bound)
{
  union { double d; guint64 bits; } u;
  int result;
  guint64 x;

  if (bound <= 0)
    return 0;
  /* the importer refuses values outside [0,1); keep the cast defined anyway */
  if (!(random->r >= 0.0 && random->r < 1.0))
    random->r = 0.0;
  result = (int) (random->r * (double) bound);
  if (result >= bound)
    result = bound - 1;
  if (result < 0)
    result = 0;
  /* the next r: one step of java.util.Random's LCG on the low 48 bits of r */
  u.d = random->r;
  x = u.bits & LCG_MASK;
  x = (G_GUINT64_CONSTANT (0x5DEECE66D) * x + 0xB) & LCG_MASK;
  random->r = (double) x / 281474976710656.0;
  return result;
}

/* ---- JCloisterZone's tile pack ------------------------------------------------------
 *
 * Replayed so that tile draws consume the random stream as they did there
 * (and so that tiles JCloisterZone set aside as unplaceable, which no message
 * mentions, are set aside here too). Groups: river tiles, then the lake, then
 * the rest; within a group the copies are ordered by tile id. */

typedef struct {
  GArray  *stacks[4];      /* guint16 tile types per CarcStack, sorted by id */
  GQueue   forced;         /* tile ids from gameAnnotations.drawOrder */
  gboolean river;
  gboolean reliable;       /* FALSE once a draw disagreed with a message */
} JczPack;

static int
compare_tile_ids (gconstpointer a,
                  gconstpointer b,
                  gpointer      user_data)
{
  CarcCatalogue *catalogue = user_data;
  return strcmp (carc_catalogue_get_type (catalogue, *(const guint16 *) a)->id,
                 carc_catalogue_get_type (catalogue, *(const guint16 *) b)->id);
}

static void
pack_init (JczPack         *pack,
           CarcCatalogue   *catalogue,
           const CarcState *state)
{
  for (guint s = 0; s < 4; s++)
    pack->stacks[s] = g_array_new (FALSE, FALSE, sizeof (guint16));
  g_queue_init (&pack->forced);
  pack->river = (state->setup->rules & CARC_RULE_RIVER) != 0;
  pack->reliable = TRUE;
  for (guint i = 0; i < state->n_supply_types; i++)
    {
      guint16 t = state->supply_types[i];
      for (guint c = 0; c < state->remaining[t]; c++)
        g_array_append_val (pack->stacks[state->types[t]->stack], t);
    }
  for (guint s = 0; s < 4; s++)
    g_array_sort_with_data (pack->stacks[s], compare_tile_ids, catalogue);
}

static void
pack_clear (JczPack *pack)
{
  for (guint s = 0; s < 4; s++)
    g_clear_pointer (&pack->stacks[s], g_array_unref);
  g_queue_clear_full (&pack->forced, g_free);
}

static GArray *
pack_active (JczPack *pack)
{
  if (pack->river)
    {
      if (pack->stacks[CARC_STACK_RIVER]->len)
        return pack->stacks[CARC_STACK_RIVER];
      if (pack->stacks[CARC_STACK_LAKE]->len)
        return pack->stacks[CARC_STACK_LAKE];
    }
  return pack->stacks[CARC_STACK_NORMAL];
}

static gboolean
pack_remove (JczPack *pack,
             guint    type)
{
  for (guint s = 0; s < 4; s++)
    for (guint i = 0; i < pack->stacks[s]->len; i++)
      if (g_array_index (pack->stacks[s], guint16, i) == type)
        {
          g_array_remove_index (pack->stacks[s], i);
          return TRUE;
        }
  return FALSE;
}

G_GNUC_PRINTF (2, 3)
static void
unsupported (GError    **error,
             const char *format,
             ...)
{
  va_list args;
  g_autofree char *msg = NULL;

  va_start (args, format);
  msg = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, CARC_ERROR, CARC_ERROR_UNSUPPORTED, "%s", msg);
}

G_GNUC_PRINTF (2, 3)
static void
malformed (GError    **error,
           const char *format,
           ...)
{
  va_list args;
  g_autofree char *msg = NULL;

  va_start (args, format);
  msg = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, CARC_ERROR, CARC_ERROR_PARSE, "%s", msg);
}

/* JCloisterZone's Location names (its tile definitions and saves): a name is
 * one named location or several joined with dots. Edges are written as the
 * letters of the edges together in any order ("N", "NE", "WE", "NWSE"); a
 * city on three edges is named by the edge it leaves out ("_N" = E, S and W);
 * fields by their half-edges ("NL.NR.EL"); "I" / "II" (older spellings
 * INNER_FARM / INNER_FARM_B, CLOISTER) are the inner places. Rotating a
 * location keeps it in the same notation, so rotated forms need nothing
 * more. */
gboolean
carc_jcz_parse_location (const char *text,
                         guint16    *loc)
{
  static const struct { const char *name; guint16 bits; } inner[] = {
    { "I", CARC_LOC_INNER },
    { "II", CARC_LOC_INNER2 },
    { "INNER_FARM", CARC_LOC_INNER },
    { "INNER_FARM_B", CARC_LOC_INNER2 },
    { "CLOISTER", CARC_LOC_INNER },
  };
  static const char edges[] = "NESW";
  g_auto(GStrv) parts = NULL;
  guint16 result = 0;

  if (text == NULL || *text == '\0')
    return FALSE;
  parts = g_strsplit (text, ".", -1);
  for (guint i = 0; parts[i]; i++)
    {
      const char *p = parts[i];
      gsize len = strlen (p);
      guint16 bits = 0;
      gboolean named = FALSE;

      for (guint k = 0; k < G_N_ELEMENTS (inner); k++)
        if (strcmp (p, inner[k].name) == 0)
          {
            bits = inner[k].bits;
            named = TRUE;
          }
      if (named)
        ;
      else if (len == 2 && (p[1] == 'L' || p[1] == 'R'))
        {
          if (!carc_loc_parse (p, &bits))
            return FALSE;
        }
      else if (len == 2 && p[0] == '_')
        {
          /* the complement: every edge but this one */
          const char *at = strchr (edges, p[1]);
          if (at == NULL || p[1] == '\0')
            return FALSE;
          bits = CARC_LOC_EDGES & ~CARC_LOC_EDGE ((guint) (at - edges));
        }
      else
        {
          /* whole edges written together: "NWSE" */
          if (len == 0)
            return FALSE;
          for (gsize k = 0; k < len; k++)
            {
              const char *at = strchr (edges, p[k]);
              if (at == NULL || p[k] == '\0' || (bits & CARC_LOC_EDGE ((guint) (at - edges))))
                return FALSE;
              bits |= CARC_LOC_EDGE ((guint) (at - edges));
            }
        }
      if (result & bits)
        return FALSE;
      result |= bits;
    }
  *loc = result;
  return TRUE;
}

static gboolean
get_int_member (JsonObject *obj,
                const char *key,
                gint64     *out)
{
  JsonNode *node = obj ? json_object_get_member (obj, key) : NULL;
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return FALSE;
  if (json_node_get_value_type (node) == G_TYPE_INT64)
    {
      *out = json_node_get_int (node);
      return TRUE;
    }
  if (json_node_get_value_type (node) == G_TYPE_DOUBLE)
    {
      double d = json_node_get_double (node);
      /* out of gint64's range the cast itself is undefined: check first */
      if (!(d >= -9223372036854775808.0 && d < 9223372036854775808.0) || d != (double) (gint64) d)
        return FALSE;
      *out = (gint64) d;
      return TRUE;
    }
  return FALSE;
}

static const char *
get_string_member (JsonObject *obj,
                   const char *key)
{
  JsonNode *node = obj ? json_object_get_member (obj, key) : NULL;
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (node);
}

static JsonObject *
get_object_member (JsonObject *obj,
                   const char *key)
{
  JsonNode *node = obj ? json_object_get_member (obj, key) : NULL;
  return node && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

static JsonArray *
get_array_member (JsonObject *obj,
                  const char *key)
{
  JsonNode *node = obj ? json_object_get_member (obj, key) : NULL;
  return node && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

static gboolean
get_position (JsonObject *obj,
              int        *x,
              int        *y)
{
  JsonArray *pos = get_array_member (obj, "position");
  JsonNode *nx, *ny;

  if (pos == NULL || json_array_get_length (pos) != 2)
    return FALSE;
  nx = json_array_get_element (pos, 0);
  ny = json_array_get_element (pos, 1);
  if (!JSON_NODE_HOLDS_VALUE (nx) || json_node_get_value_type (nx) != G_TYPE_INT64
      || !JSON_NODE_HOLDS_VALUE (ny) || json_node_get_value_type (ny) != G_TYPE_INT64)
    return FALSE;
  if (json_node_get_int (nx) < -1000 || json_node_get_int (nx) > 1000
      || json_node_get_int (ny) < -1000 || json_node_get_int (ny) > 1000)
    return FALSE;
  *x = (int) json_node_get_int (nx);
  *y = (int) json_node_get_int (ny);
  return TRUE;
}

/* setup.elements: which figures and rules are on. Unknown elements that are
 * switched on are refused rather than silently ignored: they change scoring. */
static gboolean
read_elements (JsonObject *elements,
               CarcSetup  *setup,
               GError    **error)
{
  /* Elements that do nothing unless a message uses them (a figure deployed,
   * a token placed, a tile of a set we do not have): saves list them with
   * counts even when no move uses them. check_supported_use() refuses the
   * moves that do. */
  static const char * const inert[] = {
    /* figures: only a DEPLOY_MEEPLE uses them */
    "abbot", "wagon", "mayor", "barn", "phantom",
    /* tokens and pieces: only their own moves use them */
    "tower", "abbey", "bridge", "castle", "bazaar", "tunnel", "ferry", "little-buildings",
    "gold", "catapult",
    /* features printed on tiles of sets the app does not have (a selected set
     * of those is refused on its own) */
    "pig-herd", "garden", "dragon", "fairy", "princess", "portal", "count", "mage",
    "shrine", "festival", "flier", "wind-rose", "escape", NULL
  };
  /* Elements that score with no move at all: a game with them on is refused. */
  static const struct { const char *name; const char *what; } passive[] = {
    { "king", N_("the King’s bonus for the largest city (Count, King & Robber)") },
    { "robber", N_("the Robber Baron’s bonus for the longest road (Count, King & Robber)") },
    { "robber-baron", N_("the Robber Baron’s bonus for the longest road (Count, King & Robber)") },
  };
  g_autoptr(GList) members = NULL;

  guint n_rules;
  const CarcRuleInfo *rules = carc_registry_rules (&n_rules);

  /* the elements say which figures and rules are on; a rule a set of the
   * save switches on (the River) stays on */
  memset (setup->figures, 0, sizeof setup->figures);
  for (guint i = 0; i < n_rules; i++)
    if (rules[i].jcz_name && !rules[i].jcz_set)
      setup->rules &= ~rules[i].rule;
  if (elements == NULL)
    {
      malformed (error, _("setup.elements is missing"));
      return FALSE;
    }
  members = json_object_get_members (elements);
  for (GList *l = members; l; l = l->next)
    {
      const char *name = l->data;
      JsonNode *node = json_object_get_member (elements, name);
      gboolean handled = FALSE;
      gboolean on = FALSE;

      if (JSON_NODE_HOLDS_VALUE (node))
        {
          GType t = json_node_get_value_type (node);
          if (t == G_TYPE_BOOLEAN)
            on = json_node_get_boolean (node);
          else if (t == G_TYPE_INT64)
            on = json_node_get_int (node) != 0;
          else
            on = TRUE;
        }
      else if (!JSON_NODE_HOLDS_NULL (node))
        on = TRUE;

      {
        guint kind;
        if (carc_registry_figure_from_jcz (name, &kind))
          {
            gint64 n;
            if (!get_int_member (elements, name, &n) || n < 0 || n > 16)
              {
                malformed (error, _("setup.elements.%s must be a number of figures"), name);
                return FALSE;
              }
            setup->figures[kind] = (guint) n;
            handled = TRUE;
          }
      }
      {
        guint rule;
        if (carc_registry_rule_from_jcz (name, &rule))
          {
            if (on)
              setup->rules |= rule;
            handled = TRUE;
          }
      }
      for (guint i = 0; inert[i]; i++)
        handled |= strcmp (name, inert[i]) == 0;
      for (guint i = 0; i < G_N_ELEMENTS (passive) && on; i++)
        if (strcmp (name, passive[i].name) == 0)
          {
            unsupported (error, _("this game scores %s (element “%s”), which the app does not support"),
                         _(passive[i].what), name);
            return FALSE;
          }
      if (!handled && on)
        {
          unsupported (error, _("JCloisterZone element “%s” is not supported"), name);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
read_rules (JsonObject *rules,
            CarcSetup  *setup,
            GError    **error)
{
  g_autoptr(GList) members = rules ? json_object_get_members (rules) : NULL;

  for (GList *l = members; l; l = l->next)
    {
      const char *name = l->data;
      JsonNode *node = json_object_get_member (rules, name);
      g_autofree char *value = NULL;

      if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
        value = g_strdup (json_node_get_string (node));
      else if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64)
        value = g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (node));
      else if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_BOOLEAN)
        value = g_strdup (json_node_get_boolean (node) ? "true" : "false");
      else
        {
          malformed (error, _("setup.rules.%s has a value of the wrong type"), name);
          return FALSE;
        }

      const CarcRuleInfo *rule = carc_registry_rule_from_jcz_rule (name);
      if (rule != NULL)
        {
          if (strcmp (value, rule->jcz_on) == 0)
            setup->rules |= rule->rule;
          else if (strcmp (value, rule->jcz_off) != 0)
            {
              /* the descriptor's own N_() message, with one %s */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
              unsupported (error, _(rule->jcz_unsupported), value);
#pragma GCC diagnostic pop
              return FALSE;
            }
        }
      else
        {
          unsupported (error, _("JCloisterZone rule “%s” is not supported"), name);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
read_rotation (const char *text,
               guint      *rotation)
{
  static const char * const names[] = { "R0", "R90", "R180", "R270" };
  for (guint r = 0; r < 4; r++)
    if (g_strcmp0 (text, names[r]) == 0)
      {
        *rotation = r;
        return TRUE;
      }
  return FALSE;
}

static gboolean
read_meeple_kind (const char     *meeple_id,
                  CarcFigureKind *kind)
{
  g_auto(GStrv) parts = NULL;

  if (meeple_id == NULL)
    return FALSE;
  parts = g_strsplit (meeple_id, ".", 3);
  if (g_strv_length (parts) < 2)
    return FALSE;
  for (guint k = 0; k < carc_registry_n_figure_kinds (); k++)
    {
      const CarcFigureKindInfo *info = carc_registry_figure (k);
      if (info && info->jcz_meeple && strcmp (parts[1], info->jcz_meeple) == 0)
        {
          *kind = k;
          return TRUE;
        }
    }
  return FALSE;
  return TRUE;
}

static gboolean
feature_name_matches (const char      *name,
                      CarcFeatureKind  kind)
{
  switch (kind)
    {
    case CARC_FEATURE_ROAD: return g_strcmp0 (name, "Road") == 0;
    case CARC_FEATURE_CITY: return g_strcmp0 (name, "City") == 0;
    case CARC_FEATURE_FIELD: return g_strcmp0 (name, "Field") == 0 || g_strcmp0 (name, "Farm") == 0;
    case CARC_FEATURE_MONASTERY: return g_strcmp0 (name, "Monastery") == 0 || g_strcmp0 (name, "Cloister") == 0;
    default: return FALSE;
    }
}

typedef struct {
  CarcGame     *game;
  CarcJczRandom random;     /* JCloisterZone's random stream */
  JczPack       pack;
  gint64        created;
  gint64        last_time;  /* of the message before, for events no message has */
} Import;

static gboolean
append (Import          *im,
        CarcEvent       *event,
        guint            index,
        const char      *type,
        GError         **error)
{
  g_autoptr(GError) local_error = NULL;

  if (!carc_game_append (im->game, event, &local_error))
    {
      g_set_error (error, local_error->domain, local_error->code,
                   _("replay message %u (%s): %s"), index + 1, type, local_error->message);
      return FALSE;
    }
  return TRUE;
}

/* Draws from the replayed pack until it gives the tile the message placed,
 * setting aside (as JCloisterZone did, silently) drawn tiles that fit
 * nowhere. If the replay ever disagrees with the messages, the messages win
 * and the pack stops being trusted. */
static gboolean
draw_messaged_tile (Import     *im,
                    guint       wanted,
                    guint       index,
                    GError    **error)
{
  CarcCatalogue *catalogue = carc_game_get_catalogue (im->game);

  while (im->pack.reliable)
    {
      guint drawn;

      if (!g_queue_is_empty (&im->pack.forced))
        {
          g_autofree char *id = g_queue_pop_head (&im->pack.forced);
          int t = carc_catalogue_lookup (catalogue, id);
          if (t < 0 || !pack_remove (&im->pack, (guint) t))
            {
              im->pack.reliable = FALSE;
              break;
            }
          drawn = (guint) t;
        }
      else
        {
          GArray *active = pack_active (&im->pack);
          int pick;
          if (active->len == 0)
            {
              im->pack.reliable = FALSE;
              break;
            }
          pick = carc_jcz_random_next_int (&im->random, (int) active->len);
          drawn = g_array_index (active, guint16, pick);
          g_array_remove_index (active, (guint) pick);
        }

      if (drawn == wanted)
        return TRUE;
      if (!carc_state_has_placement (carc_game_get_state (im->game), drawn))
        {
          CarcEvent e = carc_event_simple (CARC_EVENT_DISCARD, 0);
          e.tile = (guint16) drawn;
          if (!append (im, &e, index, "PLACE_TILE", error))
            return FALSE;
          continue;
        }
      im->pack.reliable = FALSE;
    }

  /* untrusted pack: the message says which tile it was */
  pack_remove (&im->pack, wanted);
  return TRUE;
}

/* A pending draw that JCloisterZone makes itself (no message says it) is
 * answered as its own random stream gives it (R-HS-1 Decision: imports use
 * its mix and order); the expansion that owns the decision knows how. */
static gboolean
answer_pending_draws (Import     *im,
                      guint       index,
                      const char *type,
                      GError    **error)
{
  const CarcState *state = carc_game_get_state (im->game);
  const CarcDecisionKindInfo *decision;

  while (state->phase == CARC_PHASE_DECISION
         && (decision = carc_registry_decision (state->pending)) != NULL
         && decision->jcz_draw != NULL)
    {
      CarcEvent e;
      decision->jcz_draw (state, &im->random, &e);
      if (!append (im, &e, index, type, error))
        return FALSE;
      state = carc_game_get_state (im->game);
    }
  return TRUE;
}

/* ---- what a save uses that the app does not support ---------------------------
 *
 * A save may list sets, elements and figures no message ever uses; only what
 * the game really uses is refused, and the refusal names the expansion. */

static const struct { const char *prefix; const char *name; } expansion_names[] = {
  /* tile id prefixes and set ids (without the edition) of the JCloisterZone
   * sets in ../shared/reference/jcz that the app has no tiles for */
  { "AM", N_("Abbey & Mayor") },
  { "abbey-and-mayor", N_("Abbey & Mayor") },
  { "TO", N_("The Tower") },
  { "tower", N_("The Tower") },
};

/* figures (the middle part of a meepleId) from sets the app does not have */
static const struct { const char *kind; const char *name; } figure_names[] = {
  { "abbot", N_("abbots") },
  { "wagon", N_("wagons (Abbey & Mayor)") },
  { "mayor", N_("mayors (Abbey & Mayor)") },
  { "barn", N_("barns (Abbey & Mayor)") },
  { "phantom", N_("phantoms") },
};

static const char *
expansion_name (const char *id)
{
  g_autofree char *head = NULL;
  const char *end = strpbrk (id, "/:.");

  head = end ? g_strndup (id, (gsize) (end - id)) : g_strdup (id);
  for (guint i = 0; i < G_N_ELEMENTS (expansion_names); i++)
    if (strcmp (head, expansion_names[i].prefix) == 0)
      return _(expansion_names[i].name);
  return NULL;
}

/* The first message that uses something unsupported, named; FALSE then. */
static gboolean
check_supported_use (CarcCatalogue *catalogue,
                     JsonArray     *replay,
                     GError       **error)
{
  static const char * const supported[] = {
    "PLACE_TILE", "DEPLOY_MEEPLE", "PASS", "COMMIT", NULL
  };

  for (guint i = 0; i < json_array_get_length (replay); i++)
    {
      JsonNode *node = json_array_get_element (replay, i);
      JsonObject *msg = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      JsonObject *payload = get_object_member (msg, "payload");
      const char *type = get_string_member (msg, "type");

      if (type == NULL)
        continue;   /* the replay reports it in place */
      if (!g_strv_contains (supported, type) && carc_registry_jcz_message (type) == NULL)
        {
          unsupported (error, _("replay message %u: this game uses “%s” moves, which the app does not support"),
                       i + 1, type);
          return FALSE;
        }
      if (strcmp (type, "PLACE_TILE") == 0)
        {
          const char *tile = get_string_member (payload, "tileId");
          const char *name = tile ? expansion_name (tile) : NULL;
          if (tile && carc_catalogue_lookup (catalogue, tile) < 0 && name)
            {
              unsupported (error, _("replay message %u: this game places %s tiles (%s), which the app does not support"),
                           i + 1, name, tile);
              return FALSE;
            }
        }
      else if (strcmp (type, "DEPLOY_MEEPLE") == 0)
        {
          const char *id = get_string_member (payload, "meepleId");
          g_auto(GStrv) parts = id ? g_strsplit (id, ".", 3) : NULL;
          if (parts && parts[0] && parts[1])
            for (guint k = 0; k < G_N_ELEMENTS (figure_names); k++)
              if (strcmp (parts[1], figure_names[k].kind) == 0)
                {
                  unsupported (error, _("replay message %u: this game places %s, which the app does not support"),
                               i + 1, _(figure_names[k].name));
                  return FALSE;
                }
        }
    }
  return TRUE;
}

/* A `random` value: JCloisterZone writes a double in [0,1). Anything else
 * (1e308, -1, a string) is refused: it cannot come from its client. */
static gboolean
read_random (JsonNode *node,
             double   *out)
{
  double d;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node)
      || (json_node_get_value_type (node) != G_TYPE_DOUBLE && json_node_get_value_type (node) != G_TYPE_INT64))
    return FALSE;
  d = json_node_get_double (node);
  if (!(d >= 0.0 && d < 1.0))
    return FALSE;
  *out = d;
  return TRUE;
}

/* After the last message JCloisterZone may still have drawn tiles that fit
 * nowhere and set them aside without a message, until its pile was empty:
 * the game is over then. Replays those draws; when a drawn tile would fit,
 * the save is of a game in progress and nothing is added. */
static gboolean
draw_trailing_discards (Import  *im,
                        guint    index,
                        GError **error)
{
  const CarcState *state = carc_game_get_state (im->game);
  g_autoptr(GArray) drawn = g_array_new (FALSE, FALSE, sizeof (guint16));
  guint left;

  if (!im->pack.reliable || state->phase != CARC_PHASE_TILE || !g_queue_is_empty (&im->pack.forced))
    return TRUE;
  left = carc_state_supply_count (state);
  while (drawn->len < left)
    {
      GArray *active = pack_active (&im->pack);
      guint16 t;
      int pick;

      if (active->len == 0)
        return TRUE;
      pick = carc_jcz_random_next_int (&im->random, (int) active->len);
      t = g_array_index (active, guint16, pick);
      g_array_remove_index (active, (guint) pick);
      /* a discard changes no board: whether a tile fits is decided now */
      if (carc_state_has_placement (state, t))
        return TRUE;
      g_array_append_val (drawn, t);
    }
  for (guint k = 0; k < drawn->len; k++)
    {
      CarcEvent e = carc_event_simple (CARC_EVENT_DISCARD, 0);
      e.tile = g_array_index (drawn, guint16, k);
      if (!append (im, &e, index, "COMMIT", error))
        return FALSE;
    }
  return TRUE;
}

/* JCloisterZone sends no PASS when the player has nothing to decide (no
 * figure left, no legal spot): the turn goes on with COMMIT, an expansion's decision
 * or the next tile. Our log keeps the pass. */
static gboolean
pass_if_nothing_was_decided (Import     *im,
                             guint       index,
                             const char *type,
                             GError    **error)
{
  CarcEvent e;

  if (carc_game_get_state (im->game)->phase != CARC_PHASE_FIGURE)
    return TRUE;
  e = carc_event_simple (CARC_EVENT_PASS, 0);
  e.time = im->last_time;
  return append (im, &e, index, type, error) && answer_pending_draws (im, index, type, error);
}

CarcGame *
carc_jcz_import (CarcCatalogue *catalogue,
                 const char    *data,
                 gssize         length,
                 GError       **error)
{
  g_autoptr(JsonNode) node = NULL;

  if (length < 0)
    length = (gssize) strlen (data);
  /* the limits of carc-json.h, before json-glib sees the text */
  node = carc_json_parse (data, (gsize) length, error);
  if (node == NULL)
    return NULL;
  return carc_jcz_import_parsed (catalogue, node, data, (gsize) length, error);
}

CarcGame *
carc_jcz_import_parsed (CarcCatalogue *catalogue,
                        JsonNode      *parsed,
                        const char    *data,
                        gsize          length,
                        GError       **error)
{
  g_autoptr(CarcSetup) setup = carc_setup_new ();
  g_autoptr(GList) set_names = NULL;
  g_autofree char *id = NULL;
  JsonObject *root, *setup_obj, *sets, *annotations;
  JsonArray *players, *replay, *start;
  const char *created;
  Import im = { 0 };
  gint64 v;
  double initial_random = 0.0;

  if (!JSON_NODE_HOLDS_OBJECT (parsed))
    {
      malformed (error, _("a .jcz file holds one JSON object"));
      return NULL;
    }
  root = json_node_get_object (parsed);
  setup_obj = get_object_member (root, "setup");
  players = get_array_member (root, "players");
  replay = get_array_member (root, "replay");
  if (setup_obj == NULL || players == NULL || replay == NULL)
    {
      malformed (error, _("a .jcz save needs “setup”, “players” and “replay”"));
      return NULL;
    }
  if (!check_supported_use (catalogue, replay, error))
    return NULL;

  /* sets */
  sets = get_object_member (setup_obj, "sets");
  if (sets == NULL)
    {
      malformed (error, _("setup.sets is missing"));
      return NULL;
    }
  set_names = json_object_get_members (sets);
  for (GList *l = set_names; l; l = l->next)
    {
      int index = carc_catalogue_lookup_jcz_set (catalogue, l->data);
      if (!get_int_member (sets, l->data, &v) || v < 0)
        {
          malformed (error, _("setup.sets.%s must be a count"), (const char *) l->data);
          return NULL;
        }
      if (v == 0)
        continue;
      if (index < 0)
        {
          const char *name = expansion_name (l->data);
          if (name)
            unsupported (error, _("this game’s pile holds %s tiles (set “%s”), which the app does not support"),
                         name, (const char *) l->data);
          else
            unsupported (error, _("tile set “%s” is not supported"), (const char *) l->data);
          return NULL;
        }
      if (v != 1)
        {
          unsupported (error, _("tile set “%s” ×%lld (several copies) is not supported"),
                       (const char *) l->data, (long long) v);
          return NULL;
        }
      carc_setup_add_set (setup, catalogue, carc_catalogue_get_set (catalogue, (guint) index)->id, NULL);
    }
  if (!read_elements (get_object_member (setup_obj, "elements"), setup, error)
      || !read_rules (get_object_member (setup_obj, "rules"), setup, error))
    return NULL;
  /* JCloisterZone shuffles the base start tile into the pile when the
   * River starts, and its game ends when the pile is empty */
  setup->rules |= CARC_RULE_AUTO_END | CARC_RULE_KEEP_BASE_START;
  carc_setup_set_bag_other (setup);   /* JCloisterZone's mix: 4×1, 5×2, 5×3, 2×4, 2 wolves */

  /* players, in seat order */
  for (guint i = 0; i < json_array_get_length (players); i++)
    {
      JsonNode *node = json_array_get_element (players, i);
      const char *name = JSON_NODE_HOLDS_OBJECT (node) ? get_string_member (json_node_get_object (node), "name") : NULL;
      if (name == NULL)
        {
          malformed (error, _("player %u has no name"), i + 1);
          return NULL;
        }
      if (setup->n_players >= CARC_MAX_PLAYERS)
        {
          unsupported (error, _("more than %d players"), CARC_MAX_PLAYERS);
          return NULL;
        }
      carc_setup_add_player (setup, name, NULL);
    }

  if (json_object_has_member (root, "initialRandom")
      && !read_random (json_object_get_member (root, "initialRandom"), &initial_random))
    {
      malformed (error, _("“initialRandom” must be a number from 0 up to (not including) 1"));
      return NULL;
    }

  /* any seat may start: the first move says whose turn it was */
  for (guint i = 0; i < json_array_get_length (replay); i++)
    {
      JsonNode *node = json_array_get_element (replay, i);
      JsonObject *msg = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      if (g_strcmp0 (get_string_member (msg, "type"), "PLACE_TILE") == 0)
        {
          if (get_int_member (msg, "player", &v) && v >= 0 && (guint64) v < setup->n_players)
            setup->first_player = (guint) v;
          break;
        }
    }

  /* the start tile must be the one our rules lay out */
  start = get_array_member (setup_obj, "start");
  im.game = carc_game_new (catalogue, g_steal_pointer (&setup), error);
  if (im.game == NULL)
    return NULL;
  carc_jcz_random_init (&im.random, initial_random);
  pack_init (&im.pack, catalogue, carc_game_get_state (im.game));
  {
    JsonObject *ann = get_object_member (root, "gameAnnotations");
    JsonArray *order = get_array_member (ann, "drawOrder");
    for (guint k = 0; order && k < json_array_get_length (order); k++)
      {
        JsonNode *n = json_array_get_element (order, k);
        if (JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_STRING)
          g_queue_push_tail (&im.pack.forced, g_strdup (json_node_get_string (n)));
      }
  }
  if (start)
    {
      const CarcState *state = carc_game_get_state (im.game);
      const CarcPlacedTile *first = &state->tiles[0];
      for (guint i = 0; i < json_array_get_length (start); i++)
        {
          JsonNode *node = json_array_get_element (start, i);
          JsonObject *s = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
          const char *tile = get_string_member (s, "tile");
          gint64 x = 0, y = 0, r = 0;
          get_int_member (s, "x", &x);
          get_int_member (s, "y", &y);
          get_int_member (s, "rotation", &r);
          if (i > 0 || tile == NULL || carc_catalogue_lookup (catalogue, tile) != first->type
              || x != 0 || y != 0 || r != 0)
            {
              unsupported (error, _("start tile %s at (%lld,%lld) is not the start this program lays out (%s at 0,0)"),
                           tile ? tile : "?", (long long) x, (long long) y, carc_state_tile_type (state, first)->id);
              goto fail;
            }
        }
    }

  created = get_string_member (root, "created");
  if (created)
    {
      g_autoptr(GDateTime) dt = g_date_time_new_from_iso8601 (created, NULL);
      if (dt)
        {
          im.created = g_date_time_to_unix (dt) * G_USEC_PER_SEC + g_date_time_get_microsecond (dt);
          carc_game_set_created (im.game, im.created);
        }
    }
  /* the same file imports as the same game (the store merges by id) */
  id = g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) data, length);
  id[32] = '\0';
  {
    g_autofree char *game_id = g_strdup_printf ("jcz-%s", id);
    carc_game_set_id (im.game, game_id);
  }

  for (guint i = 0; i < json_array_get_length (replay); i++)
    {
      JsonNode *node = json_array_get_element (replay, i);
      JsonObject *msg = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      const char *type = get_string_member (msg, "type");
      JsonObject *payload = get_object_member (msg, "payload");
      const CarcState *state = carc_game_get_state (im.game);
      CarcEvent e = { 0 };
      gint64 clock;

      if (type == NULL || payload == NULL)
        {
          malformed (error, _("replay message %u has no type or payload"), i + 1);
          goto fail;
        }
      if ((strcmp (type, "PLACE_TILE") == 0 || strcmp (type, "COMMIT") == 0
           || carc_registry_jcz_message (type) != NULL)
          && !pass_if_nothing_was_decided (&im, i, type, error))
        goto fail;
      state = carc_game_get_state (im.game);
      /* COMMIT closes a turn our engine has already closed; the rest must be
       * by the player whose move it is, or the import has gone astray */
      if (strcmp (type, "COMMIT") != 0 && get_int_member (msg, "player", &v)
          && state->phase != CARC_PHASE_OVER)
        {
          guint acting = state->phase == CARC_PHASE_DECISION ? state->pending_player : state->player;
          if (v < 0 || (guint) v != acting)
            {
              malformed (error, _("replay message %u (%s) is by player %lld, but the move is %s’s"),
                         i + 1, type, (long long) v, carc_game_get_setup (im.game)->players[acting].name);
              goto fail;
            }
        }
      /* a clock beyond any game's length (1e300) is ignored, never overflowed;
       * so are clocks of a game "created" before 1970, which no save is */
      if (im.created > 0 && get_int_member (msg, "clock", &clock) && clock >= 0
          && clock <= (G_MAXINT64 - im.created) / 1000)
        e.time = im.created + clock * 1000;
      if (e.time)
        im.last_time = e.time;

      if (strcmp (type, "PLACE_TILE") == 0)
        {
          const char *tile_id = get_string_member (payload, "tileId");
          int tile, x, y;
          guint rotation;
          if (tile_id == NULL || !read_rotation (get_string_member (payload, "rotation"), &rotation)
              || !get_position (payload, &x, &y))
            {
              malformed (error, _("replay message %u (PLACE_TILE): needs tileId, rotation R0…R270 and position [x, y]"), i + 1);
              goto fail;
            }
          tile = carc_catalogue_lookup (catalogue, tile_id);
          if (tile < 0)
            {
              g_set_error (error, CARC_ERROR, CARC_ERROR_UNKNOWN_TILE,
                           _("replay message %u (PLACE_TILE): unknown tile “%s”"), i + 1, tile_id);
              goto fail;
            }
          if (!draw_messaged_tile (&im, (guint) tile, i, error))
            goto fail;
          e.type = CARC_EVENT_TILE;
          e.tile = (guint16) tile;
          e.x = (gint16) x;
          e.y = (gint16) y;
          e.rotation = (guint8) rotation;
          if (!append (&im, &e, i, type, error))
            goto fail;
        }
      else if (strcmp (type, "DEPLOY_MEEPLE") == 0)
        {
          JsonObject *pointer = get_object_member (payload, "pointer");
          const char *location = get_string_member (pointer, "location");
          const char *feature_name = get_string_member (pointer, "feature");
          CarcFigureKind kind;
          int x, y;
          guint16 loc;
          const CarcPlacedTile *tile;
          const CarcTileType *tile_type;
          guint feature;

          if (pointer == NULL || !get_position (pointer, &x, &y) || location == NULL
              || !carc_jcz_parse_location (location, &loc))
            {
              malformed (error, _("replay message %u (DEPLOY_MEEPLE): needs a pointer with position and location"), i + 1);
              goto fail;
            }
          if (!read_meeple_kind (get_string_member (payload, "meepleId"), &kind))
            {
              unsupported (error, _("replay message %u (DEPLOY_MEEPLE): figure “%s” is not supported"), i + 1,
                           get_string_member (payload, "meepleId") ? get_string_member (payload, "meepleId") : "?");
              goto fail;
            }
          if (state->phase != CARC_PHASE_FIGURE || state->current_tile == CARC_NONE)
            {
              g_set_error (error, CARC_ERROR, CARC_ERROR_WRONG_PHASE,
                           _("replay message %u (DEPLOY_MEEPLE): no tile waits for a figure"), i + 1);
              goto fail;
            }
          tile = &state->tiles[state->current_tile];
          if (tile->x != x || tile->y != y)
            {
              unsupported (error, _("replay message %u (DEPLOY_MEEPLE): a figure on (%d,%d), not on the tile just placed"),
                           i + 1, x, y);
              goto fail;
            }
          tile_type = carc_state_tile_type (state, tile);
          feature = carc_tile_type_find_feature (tile_type, tile->rotation, loc);
          if (feature != CARC_NO_FEATURE && feature_name
              && !feature_name_matches (feature_name, tile_type->features[feature].kind))
            {
              g_set_error (error, CARC_ERROR, CARC_ERROR_ILLEGAL_FIGURE,
                           /* Translators: "replay message 7 (DEPLOY_MEEPLE): “Road” at
                            * “N” does not match the feature there: city"; the quoted
                            * words are the save's own and stay as they are, the last
                            * is a noun standing alone */
                           _("replay message %u (DEPLOY_MEEPLE): “%s” at “%s” does not match the feature there: %s"), i + 1,
                           feature_name, location, carc_feature_kind_noun (tile_type->features[feature].kind));
              goto fail;
            }
          e.type = CARC_EVENT_FIGURE;
          e.figure = (guint8) kind;
          e.location = loc;
          if (!append (&im, &e, i, type, error) || !answer_pending_draws (&im, i, type, error))
            goto fail;
        }
      else if (strcmp (type, "PASS") == 0)
        {
          e.type = CARC_EVENT_PASS;
          if (!append (&im, &e, i, type, error) || !answer_pending_draws (&im, i, type, error))
            goto fail;
        }
      else if (carc_registry_jcz_message (type) != NULL)
        {
          JsonNode *random = json_object_get_member (payload, "random");
          if (!carc_registry_jcz_message (type)->read (payload, i + 1, &e, error))
            goto fail;
          if (random && !read_random (random, &im.random.r))
            {
              malformed (error, _("replay message %u (%s): “random” must be a number from 0 up to (not including) 1"),
                         i + 1, type);
              goto fail;
            }
          if (!append (&im, &e, i, type, error) || !answer_pending_draws (&im, i, type, error))
            goto fail;
        }
      else if (strcmp (type, "COMMIT") == 0)
        {
          JsonNode *random = json_object_get_member (payload, "random");
          if (random && !read_random (random, &im.random.r))
            {
              malformed (error, _("replay message %u (%s): “random” must be a number from 0 up to (not including) 1"),
                         i + 1, type);
              goto fail;
            }
          if (!answer_pending_draws (&im, i, type, error))
            goto fail;
        }
      else
        {
          unsupported (error, _("replay message %u: %s is not supported"), i + 1, type);
          goto fail;
        }
    }

  annotations = get_object_member (root, "gameAnnotations");
  if (annotations == NULL || !json_object_has_member (annotations, "endTurn"))
    {
      /* the client's own save: it ends when its pile is empty */
      if (!draw_trailing_discards (&im, MAX (json_array_get_length (replay), 1) - 1, error))
        goto fail;
    }
  else if (carc_game_get_state (im.game)->phase != CARC_PHASE_OVER)
    {
      CarcEvent e = carc_event_simple (CARC_EVENT_END, 0);
      if (!append (&im, &e, json_array_get_length (replay), "endTurn", error))
        goto fail;
    }
  pack_clear (&im.pack);
  return im.game;

fail:
  pack_clear (&im.pack);
  carc_game_free (im.game);
  return NULL;
}
