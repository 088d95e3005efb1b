/* test-jcz-roundtrip.c: our random games, saved as JCloisterZone's client
 * saves them, import back to the same record and the same scores
 *
 * The exporter below writes what the client writes: no PASS when the player
 * has nothing to place, complement locations ("_N") and every other Location
 * name in its own spelling, no message for a tile that fits nowhere (the
 * client draws the next one), any seat starting, 2 to 6 players, setup
 * elements no move uses. Tiles and sheep tokens are drawn by the client's
 * random stream, so the exporter picks each COMMIT's and each flock decision's
 * `random` so that the stream draws what our game drew: the tiles from the
 * client's pile (river, lake, then the rest; copies ordered by tile id) and
 * the tokens from its bag (1, 2, 3, 4 sheep, then the wolves).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-test-util.h"
#include "carc-jcz.h"
#include "carc-random.h"
#include "carc-hills-sheep.h"

#include <json-glib/json-glib.h>
#include <string.h>

/* ---- the client's pile, as the exporter models it ------------------------------ */

typedef struct {
  GArray *group[3];   /* river, lake, the rest: guint16 tile types sorted by id */
} Pile;

static int
compare_ids (gconstpointer a,
             gconstpointer b,
             gpointer      user_data)
{
  CarcCatalogue *catalogue = user_data;
  return strcmp (carc_catalogue_get_type (catalogue, *(const guint16 *) a)->id,
                 carc_catalogue_get_type (catalogue, *(const guint16 *) b)->id);
}

static void
pile_init (Pile            *pile,
           const CarcState *state)
{
  CarcCatalogue *catalogue = test_catalogue ();

  for (guint g = 0; g < 3; g++)
    pile->group[g] = g_array_new (FALSE, FALSE, sizeof (guint16));
  for (guint i = 0; i < carc_state_get_n_supply_types (state); i++)
    {
      guint16 t = carc_state_get_supply_types (state)[i];
      CarcStack stack = carc_state_get_types (state)[t]->stack;
      guint g = stack == CARC_STACK_RIVER ? 0 : stack == CARC_STACK_LAKE ? 1 : 2;
      if (stack == CARC_STACK_SPRING)
        continue;
      for (guint c = 0; c < carc_state_get_remaining (state)[t]; c++)
        g_array_append_val (pile->group[g], t);
    }
  for (guint g = 0; g < 3; g++)
    g_array_sort_with_data (pile->group[g], compare_ids, catalogue);
}

static void
pile_clear (Pile *pile)
{
  for (guint g = 0; g < 3; g++)
    g_array_unref (pile->group[g]);
}

static GArray *
pile_active (Pile *pile)
{
  if (pile->group[0]->len)
    return pile->group[0];
  if (pile->group[1]->len)
    return pile->group[1];
  return pile->group[2];
}

/* ---- draws the stream must make ------------------------------------------------ */

/* One draw: nextInt(bound) must fall in [lo, hi). */
typedef struct {
  int bound, lo, hi;
} Draw;

/* The draw that takes tile @t from the pile (and takes it out). */
static gboolean
pile_take (Pile   *pile,
           guint   t,
           Draw   *draw)
{
  GArray *active = pile_active (pile);
  int lo = -1, hi = -1;

  for (guint i = 0; i < active->len; i++)
    if (g_array_index (active, guint16, i) == t)
      {
        if (lo < 0)
          lo = (int) i;
        hi = (int) i + 1;
      }
  if (lo < 0)
    return FALSE;
  draw->bound = (int) active->len;
  draw->lo = lo;
  draw->hi = hi;
  g_array_remove_index (active, (guint) lo);
  return TRUE;
}

/* The draw that gives token @token from the bag as it is in @state. */
static Draw
bag_draw (const CarcState *state,
          guint            token)
{
  static const guint order[CARC_BAG_KINDS] = { 1, 2, 3, 4, 0 };
  Draw d = { (int) carc_sheep_bag_total (state), 0, 0 };
  int at = 0;

  for (guint i = 0; i < CARC_BAG_KINDS; i++)
    {
      int n = (int) carc_sheep_bag_count (state, order[i]);
      if (order[i] == token)
        {
          d.lo = at;
          d.hi = at + n;
        }
      at += n;
    }
  return d;
}

/* A `random` value that makes the stream draw @draws in order; -1 if none
 * was found within the tries (a long chain of draws). */
static double
find_random (const Draw *draws,
             guint       n,
             CarcRng    *rng)
{
  if (n == 0)
    return (double) (carc_rng_next (rng) >> 11) / 9007199254740992.0;
  for (guint attempt = 0; attempt < 4000000; attempt++)
    {
      double u = (double) (carc_rng_next (rng) >> 11) / 9007199254740992.0;
      double r = ((double) draws[0].lo + u * (double) (draws[0].hi - draws[0].lo)) / (double) draws[0].bound;
      CarcJczRandom stream;
      gboolean ok = TRUE;

      if (!(r >= 0.0 && r < 1.0))
        continue;
      carc_jcz_random_init (&stream, r);
      for (guint k = 0; k < n && ok; k++)
        {
          int pick = carc_jcz_random_next_int (&stream, draws[k].bound);
          ok = pick >= draws[k].lo && pick < draws[k].hi;
        }
      if (ok)
        return r;
    }
  return -1.0;
}

/* ---- JCloisterZone's names ------------------------------------------------------ */

/* A location as the client's Location names it: its named edge sets (the
 * complement "_N" for three edges), half-edges joined with dots, I / II. */
static char *
jcz_location (guint16 loc)
{
  static const char * const edge_names[16] = {
    NULL, "N", "E", "NE", "S", "NS", "SE", "_W", "W", "NW", "WE", "_S", "SW", "_E", "_N", "NWSE"
  };
  GString *s = g_string_new (NULL);
  guint edges = (loc & CARC_LOC_EDGES) >> 8;

  if (edges)
    g_string_append (s, edge_names[edges]);
  for (guint h = 0; h < 8; h++)
    if (loc & CARC_LOC_HALF (h))
      {
        if (s->len)
          g_string_append_c (s, '.');
        g_string_append (s, carc_half_edge_name (h));
      }
  if (loc & CARC_LOC_INNER)
    g_string_append (s, s->len ? ".I" : "I");
  if (loc & CARC_LOC_INNER2)
    g_string_append (s, s->len ? ".II" : "II");
  return g_string_free (s, FALSE);
}

static const char *
jcz_feature (CarcFeatureKind kind)
{
  switch (kind)
    {
    case CARC_FEATURE_ROAD: return "Road";
    case CARC_FEATURE_CITY: return "City";
    case CARC_FEATURE_FIELD: return "Field";
    case CARC_FEATURE_MONASTERY: return "Monastery";
    default: return "River";
    }
}

static const char *
jcz_meeple (CarcFigureKind kind)
{
  static const char * const names[CARC_N_FIGURE_KINDS] = { "small", "big", "builder", "pig", "shepherd" };
  return names[kind];
}

/* ---- a configuration: the client's setup for one game --------------------------- */

typedef struct {
  const char *sets;       /* JSON members of setup.sets */
  const char *elements;   /* JSON members of setup.elements */
  const char *rules;      /* JSON members of setup.rules (NULL: none) */
} Config;

static const Config configs[] = {
  { "\"basic:1\": 1", "\"small-follower\": 7, \"farmers\": true, \"abbot\": 1, \"tower\": 0" },
  { "\"basic:1\": 1", "\"small-follower\": 7, \"farmers\": false, \"pig-herd\": true",
    "\"tiny-city-scoring\": \"2\"" },
  { "\"basic:1\": 1, \"inns-and-cathedrals:1\": 1",
    "\"small-follower\": 7, \"big-follower\": 1, \"farmers\": true, \"inn\": true, \"cathedral\": true, \"abbey\": 2" },
  { "\"basic:1\": 1, \"traders-and-builders:1\": 1",
    "\"small-follower\": 7, \"builder\": 1, \"pig\": 1, \"farmers\": true, \"traders\": true, \"garden\": false" },
  { "\"basic:1\": 1, \"hills-and-sheep:1\": 1",
    "\"small-follower\": 7, \"shepherd\": 1, \"farmers\": true, \"hill\": true, \"vineyard\": true",
    "\"hill-tiebreaker\": \"number-of-followers\"" },
  { "\"basic:1\": 1, \"river/1:1\": 1", "\"small-follower\": 7, \"farmers\": true, \"river\": true" },
  { "\"basic:1\": 1, \"inns-and-cathedrals:1\": 1, \"traders-and-builders:1\": 1, \"hills-and-sheep:1\": 1, \"river/1:1\": 1",
    "\"small-follower\": 7, \"big-follower\": 1, \"builder\": 1, \"pig\": 1, \"shepherd\": 1, \"farmers\": true,"
    " \"inn\": true, \"cathedral\": true, \"traders\": true, \"hill\": true, \"vineyard\": true, \"river\": true,"
    " \"mayor\": 0, \"wagon\": 1" },
};

static const char * const names[] = { "Ann", "Bob", "Cyril", "Dana", "Emil", "Fay" };

static char *
header_json (const Config *config,
             guint         n_players,
             const char   *initial_random,
             const char   *replay)
{
  GString *s = g_string_new (NULL);

  g_string_append_printf (s, "{\"appVersion\": \"5.12.1\", \"initialRandom\": %s,\n"
                          " \"setup\": {\"sets\": {%s}, \"elements\": {%s}, \"rules\": {%s}},\n"
                          " \"players\": [",
                          initial_random, config->sets, config->elements, config->rules ? config->rules : "");
  for (guint p = 0; p < n_players; p++)
    g_string_append_printf (s, "%s{\"name\": \"%s\", \"slot\": %u}", p ? ", " : "", names[p], p);
  g_string_append_printf (s, "],\n \"replay\": %s}\n", replay);
  return g_string_free (s, FALSE);
}

/* ---- the exporter --------------------------------------------------------------- */

typedef struct {
  JsonBuilder *replay;
  GArray      *draws;         /* Draw: what the stream must give since the last reset */
  JsonNode    *reset;         /* the value node to fill in at the next reset (or NULL) */
  double       initial;       /* initialRandom, once known */
  CarcRng      rng;
  guint        omitted_passes;
  guint        complements;
  guint        silent_discards;
  guint        sheep_draws;
  guint        flock_decisions;
} Export;

/* The segment of draws since the last reset is complete: find its value. */
static gboolean
close_segment (Export *x)
{
  double r = find_random ((const Draw *) x->draws->data, x->draws->len, &x->rng);

  if (r < 0.0)
    return FALSE;
  if (x->reset)
    json_node_set_double (x->reset, r);
  else
    x->initial = r;
  g_array_set_size (x->draws, 0);
  return TRUE;
}

/* Starts a message; the caller adds the payload's members and closes both. */
static void
begin_message (Export     *x,
               const char *type,
               int         player)
{
  json_builder_begin_object (x->replay);
  json_builder_set_member_name (x->replay, "type");
  json_builder_add_string_value (x->replay, type);
  if (player >= 0)
    {
      json_builder_set_member_name (x->replay, "player");
      json_builder_add_int_value (x->replay, player);
    }
  json_builder_set_member_name (x->replay, "payload");
  json_builder_begin_object (x->replay);
}

static void
end_message (Export *x)
{
  json_builder_end_object (x->replay);
  json_builder_end_object (x->replay);
}

/* A message carrying `random`, which resets the stream: the draws since the
 * previous reset are settled, and this message's value is found later. */
static void
random_member (Export *x)
{
  JsonNode *node = json_node_new (JSON_NODE_VALUE);

  json_node_set_double (node, 0.0);
  json_builder_set_member_name (x->replay, "random");
  json_builder_add_value (x->replay, node);   /* the builder takes it; we fill it in */
  x->reset = node;
}

/* Writes @played as the client would save it; NULL if a chain of draws
 * could not be matched (counted by the caller). */
static char *
export_game (const CarcGame *played,
             const Config   *config,
             guint           n_players,
             Export         *x)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  g_autofree char *header = header_json (config, n_players, "0.5", "[]");
  g_autofree char *replay_text = NULL;
  CarcGame *shadow;
  const CarcState *state;
  Pile pile;
  gboolean committed = TRUE, ok = TRUE;
  JsonNode *root;
  char *out;

  /* the shadow walks the same events, to know each state before a move */
  {
    CarcGame *fresh = carc_game_load_data (test_catalogue (), header, -1, &error);
    CarcSetup *setup;
    g_assert_no_error (error);
    setup = carc_setup_copy (carc_game_get_setup (fresh));
    setup->first_player = carc_game_get_setup (played)->first_player;
    carc_game_free (fresh);
    shadow = carc_game_new (test_catalogue (), setup, &error);
    g_assert_no_error (error);
  }
  state = carc_game_get_state (shadow);
  pile_init (&pile, state);
  x->replay = json_builder_new ();
  x->draws = g_array_new (FALSE, FALSE, sizeof (Draw));
  x->reset = NULL;
  json_builder_begin_array (x->replay);

  for (guint i = 0; i < carc_game_get_n_events (played) && ok; i++)
    {
      const CarcEvent *e = carc_game_get_event (played, i);
      Draw d;

      switch (e->type)
        {
        case CARC_EVENT_DISCARD:
        case CARC_EVENT_TILE:
          if (!committed)
            {
              /* the turn before ends: COMMIT, whose value drives this draw */
              ok = close_segment (x);
              begin_message (x, "COMMIT", -1);
              random_member (x);
              end_message (x);
              committed = TRUE;
            }
          g_assert_true (pile_take (&pile, e->tile, &d));
          g_array_append_val (x->draws, d);
          if (e->type == CARC_EVENT_DISCARD)
            {
              x->silent_discards++;   /* the client writes nothing for it */
              break;
            }
          begin_message (x, "PLACE_TILE", (int) carc_state_get_player (state));
          json_builder_set_member_name (x->replay, "tileId");
          json_builder_add_string_value (x->replay, carc_catalogue_get_type (test_catalogue (), e->tile)->id);
          json_builder_set_member_name (x->replay, "rotation");
          {
            g_autofree char *rot = g_strdup_printf ("R%u", 90u * e->rotation);
            json_builder_add_string_value (x->replay, rot);
          }
          json_builder_set_member_name (x->replay, "position");
          json_builder_begin_array (x->replay);
          json_builder_add_int_value (x->replay, e->x);
          json_builder_add_int_value (x->replay, e->y);
          json_builder_end_array (x->replay);
          end_message (x);
          committed = FALSE;
          break;

        case CARC_EVENT_FIGURE:
          {
            const CarcPlacedTile *tile = &carc_state_get_tiles (state)[carc_state_get_current_tile (state)];
            const CarcTileType *type = carc_state_tile_type (state, tile);
            guint f = carc_tile_type_find_feature (type, tile->rotation, e->location);
            g_autofree char *loc = jcz_location (e->location);
            g_autofree char *meeple = g_strdup_printf ("%u.%s.0", carc_state_get_player (state), jcz_meeple (e->figure));

            g_assert_cmpuint (f, !=, CARC_NO_FEATURE);
            if (loc[0] == '_')
              x->complements++;
            begin_message (x, "DEPLOY_MEEPLE", (int) carc_state_get_player (state));
            json_builder_set_member_name (x->replay, "pointer");
            json_builder_begin_object (x->replay);
            json_builder_set_member_name (x->replay, "position");
            json_builder_begin_array (x->replay);
            json_builder_add_int_value (x->replay, tile->x);
            json_builder_add_int_value (x->replay, tile->y);
            json_builder_end_array (x->replay);
            json_builder_set_member_name (x->replay, "feature");
            json_builder_add_string_value (x->replay, jcz_feature (type->features[f].kind));
            json_builder_set_member_name (x->replay, "location");
            json_builder_add_string_value (x->replay, loc);
            json_builder_end_object (x->replay);
            json_builder_set_member_name (x->replay, "meepleId");
            json_builder_add_string_value (x->replay, meeple);
            end_message (x);
          }
          break;

        case CARC_EVENT_PASS:
          {
            CarcFigureOption options[64];
            /* nothing to decide: the client goes on without a PASS */
            if (carc_state_list_figure_options (state, options, G_N_ELEMENTS (options)) == 0)
              {
                x->omitted_passes++;
                break;
              }
            begin_message (x, "PASS", (int) carc_state_get_player (state));
            end_message (x);
          }
          break;

        case CARC_EVENT_SHEEP:
          g_assert_true (e->flags & CARC_EVENT_FLAG_APP_DRAW);
          d = bag_draw (state, (guint) e->value);
          x->sheep_draws++;
          g_assert_cmpint (d.hi, >, d.lo);
          g_array_append_val (x->draws, d);
          break;

        case CARC_EVENT_FLOCK:
          x->flock_decisions++;
          ok = close_segment (x);
          begin_message (x, "FLOCK_EXPAND_OR_SCORE", (int) carc_state_get_pending_player (state));
          json_builder_set_member_name (x->replay, "value");
          json_builder_add_string_value (x->replay, e->value == CARC_FLOCK_FOLD ? "SCORE" : "EXPAND");
          random_member (x);
          end_message (x);
          break;

        default:
          ok = FALSE;   /* the client has no message for the table ending a game */
          break;
        }
      if (ok && !carc_game_append (shadow, e, &error))
        g_error ("shadow replay, event %u: %s", i, error->message);
    }
  if (ok && !committed)
    {
      ok = close_segment (x);
      begin_message (x, "COMMIT", -1);
      random_member (x);
      end_message (x);
    }
  /* the tiles drawn after the last COMMIT (set aside, the pile runs out) */
  if (ok)
    ok = close_segment (x);
  json_builder_end_array (x->replay);

  root = json_builder_get_root (x->replay);
  json_generator_set_root (gen, root);
  replay_text = json_generator_to_data (gen, NULL);
  json_node_unref (root);
  g_clear_object (&x->replay);
  g_array_unref (x->draws);
  pile_clear (&pile);
  carc_game_free (shadow);
  if (!ok)
    return NULL;

  {
    char initial[G_ASCII_DTOSTR_BUF_SIZE];
    g_ascii_dtostr (initial, sizeof initial, x->initial);
    out = header_json (config, n_players, initial, replay_text);
  }
  return out;
}

/* ---- the property --------------------------------------------------------------- */

static void
assert_same_record (const CarcGame *a,
                    const CarcGame *b)
{
  const CarcState *sa = carc_game_get_state (a), *sb = carc_game_get_state (b);

  g_assert_cmpuint (carc_game_get_n_events (a), ==, carc_game_get_n_events (b));
  for (guint i = 0; i < carc_game_get_n_events (a); i++)
    {
      const CarcEvent *x = carc_game_get_event (a, i), *y = carc_game_get_event (b, i);
      g_assert_cmpuint (x->type, ==, y->type);
      g_assert_cmpuint (x->tile, ==, y->tile);
      g_assert_cmpint (x->x, ==, y->x);
      g_assert_cmpint (x->y, ==, y->y);
      g_assert_cmpuint (x->rotation, ==, y->rotation);
      g_assert_cmpuint (x->figure, ==, y->figure);
      g_assert_cmpuint (x->location, ==, y->location);
      g_assert_cmpint (x->value, ==, y->value);
      g_assert_cmpuint (x->flags, ==, y->flags);
    }
  g_assert_cmpuint (carc_game_get_setup (a)->first_player, ==, carc_game_get_setup (b)->first_player);
  g_assert_cmpint (carc_state_get_phase (sa), ==, carc_state_get_phase (sb));
  g_assert_cmpuint (carc_state_get_n_scorings (sa), ==, carc_state_get_n_scorings (sb));
  for (guint p = 0; p < carc_state_get_n_players (sa); p++)
    g_assert_cmpint (carc_state_get_players (sa)[p].score, ==, carc_state_get_players (sb)[p].score);
  for (guint s = 0; s < carc_state_get_n_scorings (sa); s++)
    {
      g_assert_cmpuint (carc_state_get_scorings (sa)[s].player, ==, carc_state_get_scorings (sb)[s].player);
      g_assert_cmpuint (carc_state_get_scorings (sa)[s].kind, ==, carc_state_get_scorings (sb)[s].kind);
      g_assert_cmpint (carc_state_get_scorings (sa)[s].points, ==, carc_state_get_scorings (sb)[s].points);
    }
}

/* Plays game @g of a configuration (each game has its own seed, so that one
 * can be replayed alone), exports it and imports it back; the patterns met
 * are counted in @x. FALSE if it could not be exported. */
static gboolean
roundtrip_one (const Config *config,
               guint64       seed,
               guint         g,
               Export       *x,
               guint        *seats)
{
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (seed * 1000003u + g);
  g_autoptr(GError) error = NULL;
  guint n_players = 2 + g % 5;
  g_autofree char *header = header_json (config, n_players, "0.5", "[]");
  g_autofree char *saved = NULL;
  CarcGame *played, *imported;
  CarcSetup *setup;

  /* the game is played on the setup the importer builds from the header */
  imported = carc_game_load_data (test_catalogue (), header, -1, &error);
  g_assert_no_error (error);
  setup = carc_setup_copy (carc_game_get_setup (imported));
  carc_game_free (imported);
  setup->first_player = g % n_players;
  *seats |= 1u << setup->first_player;
  played = carc_game_new (test_catalogue (), setup, &error);
  g_assert_no_error (error);
  g_assert_cmpint (carc_random_play (player, played, NULL, NULL, &error), >, 0);
  g_assert_no_error (error);
  saved = export_game (played, config, n_players, x);
  if (saved == NULL)
    {
      carc_game_free (played);
      return FALSE;
    }
  imported = carc_game_load_data (test_catalogue (), saved, -1, &error);
  if (error)
    {
      /* keep the file that failed for whoever reads the log */
      g_autofree char *path = g_build_filename (g_get_tmp_dir (), "jcz-roundtrip-failure.jcz", NULL);
      g_file_set_contents (path, saved, -1, NULL);
      g_error ("game %u (saved as %s): %s", g, path, error->message);
    }
  assert_same_record (played, imported);
  carc_game_free (imported);
  carc_game_free (played);
  return TRUE;
}

static void
roundtrip_games (guint   config_index,
                 guint   n_games,
                 guint64 seed)
{
  const Config *config = &configs[config_index];
  Export x = { 0 };
  guint skipped = 0, seats = 0;

  carc_rng_init (&x.rng, seed ^ 0x5eed);
  for (guint g = 0; g < n_games; g++)
    if (!roundtrip_one (config, seed, g, &x, &seats))
      skipped++;
  g_test_message ("%u games: %u not exportable (a chain of draws no value matched), %u omitted PASS, "
                  "%u complement locations, %u silent discards, %u sheep drawn, %u flock decisions, seats starting: %#x",
                  n_games, skipped, x.omitted_passes, x.complements, x.silent_discards,
                  x.sheep_draws, x.flock_decisions, seats);
  /* the patterns are really there, and nearly every game made it */
  g_assert_cmpuint (skipped * 50, <=, n_games);
  g_assert_cmpuint (x.omitted_passes, >, 0);
  g_assert_cmpuint (x.complements, >, 0);
  g_assert_cmpuint (x.silent_discards, >, 0);
  g_assert_cmpuint (seats, ==, (1u << MIN (n_games, 6u)) - 1);
  if (strstr (config->elements, "shepherd"))
    {
      g_assert_cmpuint (x.sheep_draws, >, 0);
      g_assert_cmpuint (x.flock_decisions, >, 0);
    }
}

static void
test_roundtrip (gconstpointer data)
{
  guint index = GPOINTER_TO_UINT (data);
  roundtrip_games (index, 400, 9000 + index);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (configs); i++)
    {
      g_autofree char *path = g_strdup_printf ("/jcz-roundtrip/config-%u", i);
      g_test_add_data_func (path, GUINT_TO_POINTER (i), test_roundtrip);
    }
  return g_test_run ();
}
