/* carc-test-util.c: helpers shared by the engine tests
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-test-util.h"
#include "carc-expansion.h"
#include "carc-hills-sheep.h"
#include "carc-hunters-gatherers.h"
#include "carc-random.h"
#include "carc-registry.h"
#include "carc-towers-thieves.h"
#include "carc-wheel-box.h"
#include "carc-wheel-of-fortune.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

CarcCatalogue *
test_catalogue (void)
{
  g_autoptr(GError) error = NULL;
  CarcCatalogue *catalogue = carc_catalogue_get_default (&error);
  g_assert_no_error (error);
  g_assert_nonnull (catalogue);
  return catalogue;
}

CarcSetup *
test_setup_new (const char *sets,
                guint       n_players)
{
  g_autoptr(GError) error = NULL;
  CarcCatalogue *catalogue = test_catalogue ();
  CarcSetup *setup = carc_setup_new ();
  g_auto(GStrv) ids = g_strsplit (sets, ",", -1);

  for (guint i = 0; ids[i]; i++)
    {
      carc_setup_add_set (setup, catalogue, g_strstrip (ids[i]), &error);
      g_assert_no_error (error);
    }
  for (guint i = 0; i < n_players; i++)
    {
      char name[2] = { (char) ('A' + i), 0 };
      carc_setup_add_player (setup, name, NULL);
    }
  return setup;
}

CarcGame *
test_game_from_setup (CarcSetup *setup)
{
  g_autoptr(GError) error = NULL;
  CarcGame *game = carc_game_new (test_catalogue (), setup, &error);

  g_assert_no_error (error);
  return game;
}

CarcGame *
test_game_new (const char *sets,
               guint       n_players,
               guint       rules_on,
               guint       rules_off)
{
  CarcSetup *setup = test_setup_new (sets, n_players);

  setup->rules = (setup->rules | rules_on) & ~rules_off;
  return test_game_from_setup (setup);
}

static gboolean
parse_item (CarcGame   *game,
            const char *item,
            CarcEvent  *event,
            GError    **error)
{
  CarcCatalogue *catalogue = carc_game_get_catalogue (game);
  g_auto(GStrv) words = g_strsplit_set (item, " ", -1);
  g_autoptr(GPtrArray) w = g_ptr_array_new ();
  CarcFigureKind kind;

  for (guint i = 0; words[i]; i++)
    if (*words[i])
      g_ptr_array_add (w, words[i]);
  g_ptr_array_add (w, NULL);
  if (w->len <= 1)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_EVENT, "empty item");
      return FALSE;
    }
  memset (event, 0, sizeof *event);

#define WORD(i) ((const char *) w->pdata[i])
  if (strcmp (WORD (0), "-") == 0)
    *event = carc_event_simple (CARC_EVENT_PASS, 0);
  else if (strcmp (WORD (0), "end") == 0)
    *event = carc_event_simple (CARC_EVENT_END, 0);
  else if (strcmp (WORD (0), "expand") == 0)
    *event = carc_event_simple (CARC_EVENT_FLOCK, CARC_FLOCK_EXPAND);
  else if (strcmp (WORD (0), "fold") == 0)
    *event = carc_event_simple (CARC_EVENT_FLOCK, CARC_FLOCK_FOLD);
  else if (strcmp (WORD (0), "sheep") == 0 && WORD (1))
    *event = carc_event_simple (CARC_EVENT_SHEEP,
                                strcmp (WORD (1), "wolf") == 0 ? 0 : atoi (WORD (1)));
  else if (strcmp (WORD (0), "discard") == 0 && WORD (1))
    {
      int t = carc_catalogue_lookup (catalogue, WORD (1));
      if (t < 0)
        {
          g_set_error (error, CARC_ERROR, CARC_ERROR_UNKNOWN_TILE, "unknown tile %s", WORD (1));
          return FALSE;
        }
      *event = carc_event_simple (CARC_EVENT_DISCARD, 0);
      event->tile = (guint16) t;
    }
  else if (carc_figure_kind_parse (WORD (0), &kind))
    {
      g_autofree char *at = g_strjoinv (" ", (char **) w->pdata + 1);
      guint16 loc;
      if (!carc_loc_parse (at, &loc))
        {
          g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_EVENT, "bad location “%s”", at);
          return FALSE;
        }
      *event = carc_event_figure (kind, loc);
    }
  else
    {
      int t = carc_catalogue_lookup (catalogue, WORD (0));
      int x, y, rot;
      if (t < 0 || !WORD (1) || !WORD (2) || sscanf (WORD (1), "%d,%d", &x, &y) != 2)
        {
          g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_EVENT, "cannot read “%s”", item);
          return FALSE;
        }
      rot = atoi (WORD (2));
      *event = carc_event_tile ((guint) t, x, y, (guint) (rot / 90));
    }
#undef WORD
  return TRUE;
}

gboolean
test_try (CarcGame   *game,
          const char *item,
          GError    **error)
{
  CarcEvent event;
  if (!parse_item (game, item, &event, error))
    return FALSE;
  return carc_game_append (game, &event, error);
}

CarcEvent
test_event (CarcGame   *game,
            const char *item)
{
  g_autoptr(GError) error = NULL;
  CarcEvent event;

  if (!parse_item (game, item, &event, &error))
    g_error ("“%s”: %s", item, error->message);
  return event;
}

void
test_expect_error_with (CarcGame    *game,
                        TestTryFunc  try_item,
                        const char  *item,
                        int          code,
                        const char  *part)
{
  g_autoptr(GError) error = NULL;
  guint before = carc_game_get_n_events (game);
  gboolean ok = try_item (game, item, &error);

  if (ok)
    g_test_message ("“%s” was accepted", item);
  g_assert_false (ok);
  g_test_message ("“%s” refused: %s", item, error->message);
  g_assert_error (error, CARC_ERROR, code);
  if (part && strstr (error->message, part) == NULL)
    g_error ("“%s” does not mention “%s”", error->message, part);
  g_assert_cmpuint (carc_game_get_n_events (game), ==, before);
}

void
test_expect_error (CarcGame   *game,
                   const char *item,
                   int         code,
                   const char *part)
{
  test_expect_error_with (game, test_try, item, code, part);
}

void
test_play_with (CarcGame    *game,
                const char  *script,
                TestTryFunc  try_item)
{
  g_auto(GStrv) items = g_strsplit (script, ";", -1);

  for (guint i = 0; items[i]; i++)
    {
      g_autoptr(GError) error = NULL;
      char *item = g_strstrip (items[i]);
      if (*item == '\0')
        continue;
      if (!try_item (game, item, &error))
        g_error ("“%s”: %s", item, error->message);
    }
}

void
test_play (CarcGame   *game,
           const char *script)
{
  test_play_with (game, script, test_try);
}

int
test_tile_index (CarcGame   *game,
                 const char *id)
{
  int t = carc_catalogue_lookup (carc_game_get_catalogue (game), id);

  if (t < 0)
    g_error ("unknown tile %s", id);
  return t;
}

const CarcState *
state_of (CarcGame *game)
{
  return carc_game_get_state (game);
}

guint
in_supply (CarcGame       *game,
           guint           player,
           CarcFigureKind  kind)
{
  return carc_state_figures_in_supply (state_of (game), player, kind);
}

/* The root of the feature at @where (board orientation) of the tile at (x,y). */
guint
root_at (CarcGame   *game,
         int         x,
         int         y,
         const char *where)
{
  const CarcState *state = state_of (game);
  const CarcPlacedTile *tile = carc_state_tile_at (state, x, y);
  guint16 loc = 0;
  guint f;

  g_assert_nonnull (tile);
  g_assert_true (carc_loc_parse (where, &loc));
  f = carc_tile_type_find_feature (carc_state_tile_type (state, tile), tile->rotation, loc);
  g_assert_cmpuint (f, !=, CARC_NO_FEATURE);
  return carc_state_find (state, tile->node0 + f);
}

int
test_score (CarcGame *game,
            guint     player)
{
  return carc_state_get_players (carc_game_get_state (game))[player].score;
}

int
test_points_of (CarcGame     *game,
                guint         player,
                CarcScoreKind kind,
                int           final)
{
  const CarcState *state = carc_game_get_state (game);
  int sum = 0;
  for (guint i = 0; i < carc_state_get_n_scorings (state); i++)
    {
      const CarcScoring *s = &carc_state_get_scorings (state)[i];
      if (s->player == player && s->kind == kind && (final < 0 || (int) s->final == final))
        sum += s->points;
    }
  return sum;
}

gboolean
test_has_scoring (CarcGame     *game,
                  guint         player,
                  CarcScoreKind kind,
                  int           points)
{
  const CarcState *state = carc_game_get_state (game);
  for (guint i = 0; i < carc_state_get_n_scorings (state); i++)
    {
      const CarcScoring *s = &carc_state_get_scorings (state)[i];
      if (s->player == player && s->kind == kind && s->points == points)
        return TRUE;
    }
  return FALSE;
}

guint
test_n_scorings (CarcGame      *game,
                 guint          player,
                 CarcScoreKind  kind)
{
  const CarcState *state = carc_game_get_state (game);
  guint n = 0;
  for (guint i = 0; i < carc_state_get_n_scorings (state); i++)
    if (carc_state_get_scorings (state)[i].player == player && carc_state_get_scorings (state)[i].kind == kind)
      n++;
  return n;
}

const CarcScoring *
test_the_scoring (CarcGame      *game,
                  guint          player,
                  CarcScoreKind  kind)
{
  const CarcState *state = carc_game_get_state (game);
  const CarcScoring *found = NULL;
  for (guint i = 0; i < carc_state_get_n_scorings (state); i++)
    if (carc_state_get_scorings (state)[i].player == player && carc_state_get_scorings (state)[i].kind == kind)
      {
        if (found)
          test_dump_scorings (game);
        g_assert_null (found);
        found = &carc_state_get_scorings (state)[i];
      }
  if (!found)
    test_dump_scorings (game);
  g_assert_nonnull (found);
  return found;
}

void
test_dump_scorings (CarcGame *game)
{
  const CarcState *state = carc_game_get_state (game);
  for (guint i = 0; i < carc_state_get_n_scorings (state); i++)
    {
      const CarcScoring *s = &carc_state_get_scorings (state)[i];
      g_test_message ("scoring %u: player %c %s %d points (tiles %u, pennants %u, count %u%s)",
                      i, 'A' + s->player, carc_score_kind_name (s->kind), s->points,
                      s->tiles, s->pennants, s->count, s->final ? ", final" : "");
    }
}

void
test_assert_points (CarcGame      *game,
                    guint          player,
                    CarcScoreKind  kind,
                    int            points)
{
  int got = test_points_of (game, player, kind, -1);
  if (got != points)
    {
      test_dump_scorings (game);
      g_test_message ("player %c: %s points %d, expected %d",
                      'A' + player, carc_score_kind_name (kind), got, points);
    }
  g_assert_cmpint (got, ==, points);
}

void
test_assert_nothing (CarcGame *game,
                     guint     player)
{
  const CarcState *state = carc_game_get_state (game);
  for (guint i = 0; i < carc_state_get_n_scorings (state); i++)
    if (carc_state_get_scorings (state)[i].player == player && carc_state_get_scorings (state)[i].points != 0)
      {
        test_dump_scorings (game);
        g_test_message ("player %c should have scored nothing", 'A' + player);
        g_assert_not_reached ();
      }
  g_assert_cmpint (test_score (game, player), ==, 0);
}

const char *
test_shared_dir (void)
{
  static char *dir;
  if (dir == NULL)
    {
      const char *env = g_getenv ("CARC_SHARED_DIR");
      if (env && g_file_test (env, G_FILE_TEST_IS_DIR))
        dir = g_strdup (env);
      else
        dir = g_strdup ("");
    }
  return *dir ? dir : NULL;
}

CarcGame *
test_game_play (const char *sets,
                guint       n_players,
                guint       rules_on,
                guint       rules_off,
                const char *script)
{
  CarcGame *game = test_game_new (sets, n_players, rules_on, rules_off);

  test_play (game, script);
  return game;
}

#define DIFFER(cond, ...) \
  G_STMT_START { if (!(cond)) return g_strdup_printf (__VA_ARGS__); } G_STMT_END

char *
test_states_difference (const CarcState *a,
                        const CarcState *b)
{
  guint n_types = carc_catalogue_get_n_types (carc_state_get_catalogue (a));

  DIFFER (carc_state_get_phase (a) == carc_state_get_phase (b), "the phase: %d, %d",
          carc_state_get_phase (a), carc_state_get_phase (b));
  DIFFER (carc_state_get_player (a) == carc_state_get_player (b), "whose turn: %u, %u",
          carc_state_get_player (a), carc_state_get_player (b));
  DIFFER (carc_state_get_turn (a) == carc_state_get_turn (b), "the turn: %u, %u",
          carc_state_get_turn (a), carc_state_get_turn (b));
  DIFFER (carc_state_get_pending (a) == carc_state_get_pending (b), "the decision owed: %u, %u",
          carc_state_get_pending (a), carc_state_get_pending (b));
  DIFFER (carc_state_get_n_tiles (a) == carc_state_get_n_tiles (b), "tiles placed: %u, %u",
          carc_state_get_n_tiles (a), carc_state_get_n_tiles (b));
  DIFFER (carc_state_get_supply_left (a) == carc_state_get_supply_left (b), "tiles left: %u, %u",
          carc_state_get_supply_left (a), carc_state_get_supply_left (b));
  DIFFER (carc_state_get_supply_hidden (a) == carc_state_get_supply_hidden (b), "tiles hidden: %u, %u",
          carc_state_get_supply_hidden (a), carc_state_get_supply_hidden (b));
  DIFFER (n_types == carc_catalogue_get_n_types (carc_state_get_catalogue (b)), "tile types: %u, %u",
          n_types, carc_catalogue_get_n_types (carc_state_get_catalogue (b)));
  DIFFER (memcmp (carc_state_get_remaining (a), carc_state_get_remaining (b), n_types * sizeof (guint16)) == 0,
          "the copies left per tile type");
  for (guint i = 0; i < carc_state_get_n_tiles (a); i++)
    {
      const CarcPlacedTile *x = &carc_state_get_tiles (a)[i], *y = &carc_state_get_tiles (b)[i];
      DIFFER (x->x == y->x && x->y == y->y && x->rotation == y->rotation && x->type == y->type,
              "placed tile %u", i);
    }
  DIFFER (carc_state_get_n_figures (a) == carc_state_get_n_figures (b), "figures: %u, %u",
          carc_state_get_n_figures (a), carc_state_get_n_figures (b));
  for (guint i = 0; i < carc_state_get_n_figures (a); i++)
    DIFFER (carc_state_get_figures (a)[i].node == carc_state_get_figures (b)[i].node,
            "where figure %u stands: node %u, %u", i,
            carc_state_get_figures (a)[i].node, carc_state_get_figures (b)[i].node);
  for (guint p = 0; p < carc_state_get_n_players (a); p++)
    {
      const CarcPlayer *x = &carc_state_get_players (a)[p], *y = &carc_state_get_players (b)[p];
      DIFFER (x->score == y->score, "the score of player %u: %d, %d", p + 1, x->score, y->score);
      DIFFER (memcmp (x->by_kind, y->by_kind, sizeof x->by_kind) == 0, "the points per kind of player %u", p + 1);
      DIFFER (memcmp (x->tokens, y->tokens, sizeof x->tokens) == 0, "the tokens of player %u", p + 1);
    }
  DIFFER (carc_state_get_n_scorings (a) == carc_state_get_n_scorings (b), "scorings: %u, %u",
          carc_state_get_n_scorings (a), carc_state_get_n_scorings (b));
  for (guint i = 0; i < carc_state_get_n_scorings (a); i++)
    {
      const CarcScoring *x = &carc_state_get_scorings (a)[i], *y = &carc_state_get_scorings (b)[i];
      DIFFER (x->group == y->group && x->event == y->event && x->turn == y->turn && x->player == y->player
              && x->kind == y->kind && x->final == y->final && x->points == y->points && x->tiles == y->tiles
              && x->pennants == y->pennants && x->count == y->count && x->node == y->node
              && x->flags == y->flags && x->detail == y->detail,
              "scoring %u", i);
    }
  DIFFER (carc_state_get_n_returns (a) == carc_state_get_n_returns (b), "figure returns: %u, %u",
          carc_state_get_n_returns (a), carc_state_get_n_returns (b));
  for (guint i = 0; i < carc_state_get_n_returns (a); i++)
    {
      const CarcFigureReturn *x = &carc_state_get_returns (a)[i], *y = &carc_state_get_returns (b)[i];
      DIFFER (x->group == y->group && x->event == y->event && x->figure == y->figure, "figure return %u", i);
    }
  DIFFER (carc_sheep_bag_total (a) == carc_sheep_bag_total (b), "tokens in the bag: %u, %u",
          carc_sheep_bag_total (a), carc_sheep_bag_total (b));
  return NULL;
}

void
test_assert_states_equal (const CarcState *a,
                          const CarcState *b)
{
  g_autofree char *difference = test_states_difference (a, b);

  if (difference)
    g_error ("the states differ in %s", difference);
}

/* ---- the combination matrix ---------------------------------------------------- */

/* The Carcassonne sets besides the base game, in the bits of a mix. */
static const struct {
  const char *id;
  const char *abbrev;
} matrix_sets[] = {
  { "inns-and-cathedrals", "ic" },
  { "traders-and-builders", "tb" },
  { "hills-and-sheep", "hs" },
  { "river", "river" },
  { "wheel-of-fortune", "wheel" },
  { "towers-and-thieves", "tt" },
};
#define N_MATRIX_MIXES (1u << G_N_ELEMENTS (matrix_sets))

void
test_matrix_cell_free (TestMatrixCell *cell)
{
  if (cell == NULL)
    return;
  g_free (cell->label);
  g_free (cell->sets);
  carc_profile_free (cell->profile);
  g_free (cell);
}

static guint
env_uint (const char *name,
          guint       fallback)
{
  const char *value = g_getenv (name);
  return value && *value ? (guint) g_ascii_strtoull (value, NULL, 10) : fallback;
}

guint
test_matrix_seeds (guint default_seeds)
{
  return MAX (env_uint ("CARC_MATRIX_SEEDS", default_seeds), 1);
}

/* What a box says a tile shows, in the small form of carc-profile.h. */
static void
add_custom_tile (CarcProfile *profile,
                 const char  *form)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, form, -1, &error);
  g_assert_no_error (error);
  json_array_add_object_element (profile->custom_tiles,
                                 json_object_ref (json_node_get_object (json_parser_get_root (parser))));
}

/* Tiles a box may hold more or fewer of: drawn from the normal stack, not
 * a start tile, a board cell or a tower tile. */
static gboolean
count_may_change (const CarcCatalogue *catalogue,
                  guint                t)
{
  const CarcTileType *type = carc_catalogue_get_type (catalogue, t);
  const CarcTileSet *set = carc_catalogue_get_set (catalogue, type->set);

  return type->count > 0 && type->stack == CARC_STACK_NORMAL && set->start_tile != (int) t
         && !(type->flags & CARC_TILE_FLAG_TOWER_TILE) && strcmp (type->id, "BA/RCr") != 0;
}

CarcProfile *
test_box_profile (const char *game,
                  guint       variant)
{
  CarcCatalogue *catalogue = test_catalogue ();
  gboolean hg = g_strcmp0 (game, CARC_HG_SET_ID) == 0;
  CarcProfile *profile;
  guint eligible = 0;

  if (variant > 1)
    return NULL;
  profile = carc_profile_new (variant == 0 ? "Every mark" : "A small box");
  g_free (profile->game);
  profile->game = g_strdup (hg ? CARC_HG_SET_ID : "carcassonne");

  /* copies: some more, some none (variant 0), about half (variant 1) */
  for (guint t = 0; t < carc_catalogue_get_n_types (catalogue); t++)
    {
      const CarcTileType *type = carc_catalogue_get_type (catalogue, t);
      gboolean hg_tile = strcmp (carc_catalogue_get_set (catalogue, type->set)->id, CARC_HG_SET_ID) == 0;

      if (hg_tile != hg || !count_may_change (catalogue, t))
        continue;
      eligible++;
      if (variant == 1)
        g_hash_table_insert (profile->counts, g_strdup (type->id), GUINT_TO_POINTER ((type->count + 1) / 2));
      else if (eligible % 5 == 0)
        g_hash_table_insert (profile->counts, g_strdup (type->id), GUINT_TO_POINTER (type->count + 1));
      else if (eligible % 7 == 0)
        g_hash_table_insert (profile->counts, g_strdup (type->id), GUINT_TO_POINTER (0));
    }

  if (hg && variant == 0)
    {
      /* what the editor offers for Hunters & Gatherers: fish, a menhir,
       * mushrooms, each animal */
      add_custom_tile (profile, "{\"id\": \"hg-fish\", \"game\": \"hunters-and-gatherers\", \"count\": 2,"
                       " \"edges\": [\"river\", \"meadow\", \"river\", \"meadow\"], \"joins\": [[\"N\", \"S\"]],"
                       " \"on\": {\"N\": {\"fish\": 2}, \"E\": {\"deer\": 1}}}");
      add_custom_tile (profile, "{\"id\": \"hg-menhir\", \"game\": \"hunters-and-gatherers\", \"count\": 2,"
                       " \"edges\": [\"forest\", \"meadow\", \"meadow\", \"meadow\"],"
                       " \"on\": {\"N\": {\"menhir\": true, \"mushrooms\": true}, \"S\": {\"aurochs\": 2}}}");
      add_custom_tile (profile, "{\"id\": \"hg-animals\", \"game\": \"hunters-and-gatherers\", \"count\": 2,"
                       " \"edges\": [\"meadow\", \"forest\", \"meadow\", \"forest\"], \"joins\": [[\"E\", \"W\"]],"
                       " \"on\": {\"N\": {\"deer\": 2, \"aurochs\": 1}, \"S\": {\"mammoth\": 1, \"tiger\": 1}}}");
      add_custom_tile (profile, "{\"id\": \"hg-grove\", \"game\": \"hunters-and-gatherers\", \"count\": 1,"
                       " \"edges\": [\"forest\", \"forest\", \"river\", \"meadow\"], \"joins\": [[\"N\", \"E\"]],"
                       " \"on\": {\"N\": {\"mushrooms\": true, \"menhir\": true}, \"S\": {\"fish\": 3},"
                       " \"W\": {\"tiger\": 2}}}");
    }
  else if (hg)
    add_custom_tile (profile, "{\"id\": \"hg-spring\", \"game\": \"hunters-and-gatherers\", \"count\": 1,"
                     " \"edges\": [\"river\", \"meadow\", \"meadow\", \"meadow\"],"
                     " \"on\": {\"N\": {\"fish\": 3}, \"E\": {\"mammoth\": 2}}}");
  else if (variant == 0)
    {
      const guint symbols[3] = { 3, 3, 2 };

      /* box values the descriptors let a box set (box_members) */
      g_hash_table_insert (profile->counts, g_strdup ("BA/RFr"), GUINT_TO_POINTER (10));
      carc_profile_set_member (profile, "TT/L01", -1, "thief", 6, FALSE);
      carc_profile_set_member (profile, "TT/L02", -1, "thief", 0, FALSE);
      carc_profile_set_member (profile, "TT/L03", -1, "tower", 1, FALSE);
      carc_profile_set_member (profile, "TT/L04", -1, "tower", 1, FALSE);
      carc_profile_set_member (profile, "WF/CCC", -1, "wheel", 2, FALSE);
      carc_profile_set_member (profile, "WF/RrRr", -1, "wheel", 0, FALSE);
      carc_profile_set_member (profile, "RI.1/IFI", -1, "vineyard", 1, FALSE);
      carc_profile_set_member (profile, "RI.1/IFI", 1, "sheep", 2, FALSE);
      /* set-wide values (box_file_members): the wheel's crowns and symbols */
      carc_wheel_box_set_crowns (profile, CARC_WHEEL_FAMINE, 1);
      carc_wheel_box_set_symbols (profile, "BA/RFr", symbols);
      profile->has_bag = TRUE;
      profile->bag[0] = 1;
      profile->bag[1] = 5;
      profile->bag[2] = 5;
      profile->bag[3] = 4;
      profile->bag[4] = 3;

      /* every mark the custom-tile editor offers (the expansions'
       * custom_marks): a pennant, a cathedral, an inn, goods, a hill, a
       * vineyard, a wheel symbol, a tower site, a thief of a value, one
       * whose value the table reads, one that may show none */
      add_custom_tile (profile, "{\"id\": \"mark-cap\", \"name\": \"A cap with a shield\", \"count\": 2,"
                       " \"edges\": [\"field\", \"field\", \"city\", \"field\"],"
                       " \"on\": {\"S\": {\"pennants\": 1, \"cathedral\": true}}, \"tile\": {\"wheel\": 2}}");
      add_custom_tile (profile, "{\"id\": \"mark-thief-4\", \"count\": 2,"
                       " \"edges\": [\"road\", \"field\", \"road\", \"field\"], \"joins\": [[\"N\", \"S\"]],"
                       " \"tile\": {\"thief\": 4, \"tower\": true}}");
      add_custom_tile (profile, "{\"id\": \"mark-thief-maybe\", \"count\": 2,"
                       " \"edges\": [\"road\", \"road\", \"field\", \"field\"], \"joins\": [[\"N\", \"E\"]],"
                       " \"tile\": {\"thief_symbol\": \"unknown\"}}");
      add_custom_tile (profile, "{\"id\": \"mark-thief-yes\", \"count\": 2,"
                       " \"edges\": [\"city\", \"road\", \"field\", \"road\"], \"joins\": [[\"E\", \"W\"]],"
                       " \"tile\": {\"thief_symbol\": \"yes\"}}");
      add_custom_tile (profile, "{\"id\": \"mark-inn-hill\", \"count\": 2,"
                       " \"edges\": [\"field\", \"road\", \"field\", \"road\"], \"joins\": [[\"E\", \"W\"]],"
                       " \"on\": {\"E\": {\"inn\": true}}, \"tile\": {\"hill\": true}}");
      add_custom_tile (profile, "{\"id\": \"mark-goods\", \"count\": 2,"
                       " \"edges\": [\"city\", \"city\", \"field\", \"field\"], \"joins\": [[\"N\", \"E\"]],"
                       " \"on\": {\"N\": {\"goods\": \"wine\"}}, \"tile\": {\"vineyard\": true}}");
      add_custom_tile (profile, "{\"id\": \"mark-monastery\", \"count\": 2, \"monastery\": true,"
                       " \"edges\": [\"field\", \"field\", \"field\", \"field\"],"
                       " \"tile\": {\"hill\": true, \"vineyard\": true, \"wheel\": 3}}");
      add_custom_tile (profile, "{\"id\": \"mark-grain-tower\", \"count\": 1,"
                       " \"edges\": [\"city\", \"field\", \"field\", \"field\"],"
                       " \"on\": {\"N\": {\"goods\": \"grain\", \"pennants\": 1}},"
                       " \"tile\": {\"wheel\": 1, \"tower\": true}}");
    }
  else
    {
      add_custom_tile (profile, "{\"id\": \"small-cloth\", \"count\": 1,"
                       " \"edges\": [\"city\", \"road\", \"road\", \"city\"], \"joins\": [[\"N\", \"W\"], [\"E\", \"S\"]],"
                       " \"on\": {\"N\": {\"goods\": \"cloth\"}}}");
      add_custom_tile (profile, "{\"id\": \"small-crossing\", \"count\": 1,"
                       " \"edges\": [\"road\", \"road\", \"road\", \"road\"],"
                       " \"tile\": {\"thief_symbol\": \"yes\", \"tower\": true, \"wheel\": 1}}");
    }
  return profile;
}

CarcSetup *
test_matrix_setup (const TestMatrixCell *cell)
{
  g_autoptr(GError) error = NULL;
  CarcSetup *setup = test_setup_new (cell->sets, cell->n_players);

  const CarcExpansion *owner = carc_registry_set_owner (cell->sets);

  /* a whole other game's players wear its own colours */
  if (owner && owner->is_game && owner->colours)
    for (guint p = 0; p < setup->n_players && owner->colours[p]; p++)
      {
        g_free (setup->players[p].colour);
        setup->players[p].colour = g_strdup (owner->colours[p]);
      }
  setup->rules = (setup->rules | cell->rules_on) & ~cell->rules_off;
  setup->seed = cell->seed;
  if (cell->profile && !carc_profile_apply (cell->profile, test_catalogue (), setup, &error))
    g_error ("%s: %s", cell->label, error->message);
  return setup;
}

/* The rule variants a game of @mix plays, chosen by @rng: each now and
 * then, so that every mix meets each over a few seeds. */
static void
matrix_variants (CarcRng  *rng,
                 guint     mix,
                 guint    *on,
                 guint    *off,
                 GString  *words)
{
  *on = *off = 0;
  if (carc_rng_below (rng, 6) == 0)
    *off |= CARC_RULE_FARMERS;
  else if (carc_rng_below (rng, 5) == 0)
    *on |= CARC_RULE_CLASSIC_FARMERS;
  if (carc_rng_below (rng, 5) == 0)
    *on |= CARC_RULE_SMALL_CITY;
  if (carc_rng_below (rng, 8) == 0)
    *off |= CARC_RULE_AUTO_END;
  if ((mix & (1u << 2)) && carc_rng_below (rng, 3) == 0)
    *on |= CARC_RULE_HILL_TIE_COUNT;
  if ((mix & (1u << 3)) && carc_rng_below (rng, 3) == 0)
    *on |= CARC_RULE_KEEP_BASE_START;
  if ((mix & (1u << 4)) && carc_rng_below (rng, 5) == 0)
    *off |= CARC_RULE_WHEEL;
  else if ((mix & (1u << 4)) && carc_rng_below (rng, 3) == 0)
    *on |= CARC_RULE_WHEEL_CROWNS_ALT;

  {
    guint n;
    const CarcRuleInfo *rules = carc_registry_rules (&n);
    for (guint i = 0; i < n; i++)
      {
        if (*on & rules[i].rule)
          g_string_append_printf (words, " +%s", rules[i].name);
        if (*off & rules[i].rule)
          g_string_append_printf (words, " -%s", rules[i].name);
      }
  }
}

static TestMatrixCell *
matrix_cell_new (const char  *sets,
                 const char  *mix_name,
                 guint        mix,
                 guint        n_players,
                 guint64      seed,
                 CarcProfile *profile)
{
  TestMatrixCell *cell = g_new0 (TestMatrixCell, 1);
  g_autoptr(GString) label = g_string_new (mix_name);
  CarcRng rng;

  carc_rng_init (&rng, seed);
  cell->sets = g_strdup (sets);
  cell->n_players = n_players;
  cell->seed = seed;
  cell->profile = profile;
  g_string_append_printf (label, ", %u players", n_players);
  if (mix != G_MAXUINT)
    matrix_variants (&rng, mix, &cell->rules_on, &cell->rules_off, label);
  if (profile)
    g_string_append_printf (label, ", box “%s”", profile->name);
  g_string_append_printf (label, ", seed %" G_GUINT64_FORMAT, seed);
  cell->label = g_string_free (g_steal_pointer (&label), FALSE);
  return cell;
}

static void
mix_sets (guint    mix,
          GString *sets,
          GString *name)
{
  g_string_assign (sets, "base");
  g_string_assign (name, "base");
  for (guint i = 0; i < G_N_ELEMENTS (matrix_sets); i++)
    if (mix & (1u << i))
      {
        g_string_append_printf (sets, ",%s", matrix_sets[i].id);
        g_string_append_printf (name, "+%s", matrix_sets[i].abbrev);
      }
}

GPtrArray *
test_matrix_cells (guint n_seeds)
{
  GPtrArray *cells = g_ptr_array_new_with_free_func ((GDestroyNotify) test_matrix_cell_free);
  g_autoptr(GString) sets = g_string_new (NULL);
  g_autoptr(GString) name = g_string_new (NULL);
  guint base = env_uint ("CARC_MATRIX_SEED_BASE", 0);

  for (guint s = base; s < base + n_seeds; s++)
    {
      for (guint mix = 0; mix < N_MATRIX_MIXES; mix++)
        {
          mix_sets (mix, sets, name);
          for (guint players = 2; players <= 6; players++)
            g_ptr_array_add (cells, matrix_cell_new (sets->str, name->str, mix, players,
                                                     (guint64) s << 32 | mix << 8 | players, NULL));
        }
      for (guint variant = 0;; variant++)
        {
          CarcProfile *probe = test_box_profile ("carcassonne", variant);
          if (probe == NULL)
            break;
          carc_profile_free (probe);
          for (guint mix = 0; mix < N_MATRIX_MIXES; mix++)
            {
              mix_sets (mix, sets, name);
              g_ptr_array_add (cells, matrix_cell_new (sets->str, name->str, mix, 2 + (mix + s + variant) % 5,
                                                       (guint64) s << 32 | 1u << 20 | variant << 16 | mix << 8,
                                                       test_box_profile ("carcassonne", variant)));
            }
        }
      /* a game of 95 tiles: four of each kind per seed, so that the menhir
       * tiles and their powers turn up */
      for (guint k = 0; k < 4; k++)
        for (int variant = -1; variant < 2; variant++)
          for (guint players = 2; players <= 5; players++)
            g_ptr_array_add (cells, matrix_cell_new (CARC_HG_SET_ID, "hunters-and-gatherers", G_MAXUINT, players,
                                                     (guint64) s << 32 | 2u << 20 | (guint) (variant + 1) << 16
                                                     | k << 8 | players,
                                                     variant < 0 ? NULL : test_box_profile (CARC_HG_SET_ID, (guint) variant)));
    }
  return cells;
}

void
test_matrix_stats_init (TestMatrixStats *stats)
{
  memset (stats, 0, sizeof *stats);
  stats->reached = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  stats->failures = g_ptr_array_new_with_free_func (g_free);
}

void
test_matrix_stats_clear (TestMatrixStats *stats)
{
  g_clear_pointer (&stats->reached, g_hash_table_unref);
  g_clear_pointer (&stats->failures, g_ptr_array_unref);
}

void
test_matrix_reach (TestMatrixStats *stats,
                   const char      *name)
{
  gpointer old = g_hash_table_lookup (stats->reached, name);

  g_hash_table_replace (stats->reached, g_strdup (name), GUINT_TO_POINTER (GPOINTER_TO_UINT (old) + 1));
}

static void
reachf (TestMatrixStats *stats,
        const char      *format,
        ...) G_GNUC_PRINTF (2, 3);

static void
reachf (TestMatrixStats *stats,
        const char      *format,
        ...)
{
  va_list args;
  g_autofree char *name = NULL;

  va_start (args, format);
  name = g_strdup_vprintf (format, args);
  va_end (args);
  test_matrix_reach (stats, name);
}

char **
test_matrix_required (void)
{
  GPtrArray *names = g_ptr_array_new ();
  static const char * const guard_details[] = { "displaced", "thief", "end" };
  static const char * const tokens[] = { "wolf", "1", "2", "3", "4" };
  static const char * const situations[] = {
    "flock:expand", "flock:fold",
    "thief:stole", "thief:guards-paid", "thief:maybe-shows-none", "thief:value-read-off-the-tile",
    "tile:second-of-turn", "tile:under-a-hill", "tile:tower-tile",
    "wheel:no-symbol", "plague:guard-on-a-tower",
    "hg:menhir-bonus-turn",
    "end:automatic",
  };

  for (guint id = 0; id < carc_registry_n_event_kinds (); id++)
    if (carc_registry_event (id))
      g_ptr_array_add (names, g_strdup_printf ("event:%s", carc_registry_event (id)->name));
  for (guint id = 1; id < 32; id++)
    if (carc_registry_decision (id))
      g_ptr_array_add (names, g_strdup_printf ("decision:%s", carc_registry_decision (id)->name));
  for (guint id = 0; id < carc_registry_n_score_kinds (); id++)
    if (carc_registry_score (id))
      g_ptr_array_add (names, g_strdup_printf ("score:%s", carc_registry_score (id)->name));
  for (guint id = 0; id < carc_registry_n_figure_kinds (); id++)
    if (carc_registry_figure (id))
      {
        g_ptr_array_add (names, g_strdup_printf ("figure:%s", carc_registry_figure (id)->name));
        /* every figure of Carcassonne can be on the landscape when the pig
         * stops on Plague (R-WF-5); the hut is another game's */
        if (id != CARC_FIGURE_HUT)
          g_ptr_array_add (names, g_strdup_printf ("plague:%s", carc_registry_figure (id)->name));
        if (carc_registry_figure (id)->strength > 0)
          g_ptr_array_add (names, g_strdup_printf ("guard:%s", carc_registry_figure (id)->name));
      }
  for (guint i = 0; i < G_N_ELEMENTS (guard_details); i++)
    g_ptr_array_add (names, g_strdup_printf ("score:guard:%s", guard_details[i]));
  for (guint s = 0; s < CARC_WHEEL_N_SECTORS; s++)
    {
      g_ptr_array_add (names, g_strdup_printf ("wheel:%s", carc_wheel_sector_name (s)));
      /* Plague pays nothing itself: its figures are given back */
      if (s != CARC_WHEEL_PLAGUE)
        g_ptr_array_add (names, g_strdup_printf ("score:wheel:%s", carc_wheel_sector_name (s)));
    }
  for (guint i = 0; i < G_N_ELEMENTS (tokens); i++)
    g_ptr_array_add (names, g_strdup_printf ("sheep:%s", tokens[i]));
  for (guint bit = 0; bit < 32; bit++)
    if (carc_hg_power_name (1u << bit))
      g_ptr_array_add (names, g_strdup_printf ("hg:power:%s", carc_hg_power_name (1u << bit)));
  for (guint i = 0; i < G_N_ELEMENTS (situations); i++)
    g_ptr_array_add (names, g_strdup (situations[i]));
  /* each custom tile of each test box, placed at least once */
  for (guint g = 0; g < 2; g++)
    for (guint v = 0;; v++)
      {
        g_autoptr(CarcProfile) profile = test_box_profile (g ? CARC_HG_SET_ID : "carcassonne", v);
        if (profile == NULL)
          break;
        for (guint i = 0; i < json_array_get_length (profile->custom_tiles); i++)
          g_ptr_array_add (names, g_strdup_printf ("custom:%s",
                                                       json_object_get_string_member (json_array_get_object_element (profile->custom_tiles, i), "id")));
      }
  g_ptr_array_add (names, NULL);
  return (char **) g_ptr_array_free (names, FALSE);
}

/* What the state said before an event, for what the event did. */
typedef struct {
  guint       n_scorings;
  guint       hidden;
  guint       previous;      /* the type of the event before, CARC_NONE at the start */
  CarcPending pending;
} MatrixBefore;

static void
note_before (TestMatrixStats *stats,
             CarcGame        *game,
             const CarcEvent *event,
             MatrixBefore    *before)
{
  const CarcState *state = carc_game_get_state (game);
  guint n_events = carc_game_get_n_events (game);

  before->n_scorings = carc_state_get_n_scorings (state);
  before->hidden = carc_state_get_supply_hidden (state);
  before->previous = n_events ? carc_game_get_event (game, n_events - 1)->type : CARC_NONE;
  before->pending = carc_state_get_pending (state);

  if (event->type == CARC_EVENT_THIEF)
    {
      int value = 0;
      carc_towers_tile_thief (carc_catalogue_get_type (carc_state_get_catalogue (state), event->tile), &value, NULL);
      if (value < 0)
        test_matrix_reach (stats, "thief:value-read-off-the-tile");
    }
  if (event->type == CARC_EVENT_TILE && before->previous != CARC_EVENT_THIEF
      && carc_towers_thief_symbol (state, event->tile, NULL) == CARC_THIEF_MAYBE)
    test_matrix_reach (stats, "thief:maybe-shows-none");
  if (event->type == CARC_EVENT_PLAGUE)
    {
      guint figures[256];
      guint n = carc_wheel_plague_candidates (state, carc_state_get_pending_player (state), figures,
                                              G_N_ELEMENTS (figures));
      for (guint i = 0; i < n; i++)
        {
          const CarcFigure *f = &carc_state_get_figures (state)[figures[i]];
          reachf (stats, "plague-candidate:%s%s", carc_figure_kind_name (f->kind),
                  f->node == CARC_FIGURE_ELSEWHERE ? ":elsewhere" : "");
        }
    }
}

static void
note_after (TestMatrixStats    *stats,
            CarcGame           *game,
            const CarcEvent    *event,
            const MatrixBefore *before)
{
  static const char * const tokens[] = { "wolf", "1", "2", "3", "4" };
  const CarcState *state = carc_game_get_state (game);
  const CarcEventKindInfo *kind = carc_registry_event (event->type);

  reachf (stats, "event:%s", kind ? kind->name : "?");
  for (guint i = before->n_scorings; i < carc_state_get_n_scorings (state); i++)
    {
      const CarcScoring *scoring = &carc_state_get_scorings (state)[i];
      const CarcScoreKindInfo *score = carc_registry_score (scoring->kind);
      reachf (stats, "score:%s", score ? score->name : "?");
      if (score && score->detail && score->detail (scoring))
        reachf (stats, "score:%s:%s", score->name, score->detail (scoring));
    }
  if (carc_state_get_phase (state) == CARC_PHASE_DECISION)
    {
      const CarcDecisionKindInfo *decision = carc_registry_decision (carc_state_get_pending (state));
      reachf (stats, "decision:%s", decision ? decision->name : "?");
    }
  if (carc_state_get_phase (state) == CARC_PHASE_OVER && event->type != CARC_EVENT_END)
    test_matrix_reach (stats, "end:automatic");

  if (event->type == CARC_EVENT_TILE)
    {
      const CarcCatalogue *catalogue = carc_state_get_catalogue (state);
      const CarcTileType *type = carc_catalogue_get_type (catalogue, event->tile);

      if (carc_state_get_placements (state) > 1)
        test_matrix_reach (stats, "tile:second-of-turn");
      if (carc_state_get_supply_hidden (state) > before->hidden)
        test_matrix_reach (stats, "tile:under-a-hill");
      if (carc_towers_tile_is_tower_tile (type))
        test_matrix_reach (stats, "tile:tower-tile");
      if ((int) type->set == carc_catalogue_get_custom_set (catalogue))
        reachf (stats, "custom:%s", type->id);
      if (carc_hg_bonus_turn (state))
        test_matrix_reach (stats, "hg:menhir-bonus-turn");
      if (carc_hg_power_name (carc_hg_tile_power (type)))
        reachf (stats, "hg:power:%s", carc_hg_power_name (carc_hg_tile_power (type)));
    }
  else if (event->type == CARC_EVENT_FIGURE)
    reachf (stats, "figure:%s", carc_figure_kind_name (event->figure));
  else if (event->type == CARC_EVENT_GUARD)
    reachf (stats, "guard:%s", carc_figure_kind_name (event->figure));
  else if (event->type == CARC_EVENT_PLAGUE)
    {
      reachf (stats, "plague:%s", carc_figure_kind_name (event->figure));
      /* a figure on no feature: a guard on its tower (docs/rule-decisions.md) */
      if (event->location == 0)
        test_matrix_reach (stats, "plague:guard-on-a-tower");
    }
  else if (event->type == CARC_EVENT_SHEEP && event->value >= 0 && event->value < (int) G_N_ELEMENTS (tokens))
    reachf (stats, "sheep:%s", tokens[event->value]);
  else if (event->type == CARC_EVENT_FLOCK)
    test_matrix_reach (stats, event->value == CARC_FLOCK_FOLD ? "flock:fold" : "flock:expand");
  else if (event->type == CARC_EVENT_WHEEL)
    {
      if (event->value == 0)
        test_matrix_reach (stats, "wheel:no-symbol");
      else
        reachf (stats, "wheel:%s", carc_wheel_sector_name (carc_wheel_pig_sector (state)));
    }
  if ((event->type == CARC_EVENT_THIEF || event->type == CARC_EVENT_GROW)
      && carc_state_get_phase (state) != CARC_PHASE_DECISION)
    {
      if (carc_towers_tower_tile_owed (state))
        test_matrix_reach (stats, "thief:stole");
      else if (carc_state_get_n_scorings (state) > before->n_scorings)
        test_matrix_reach (stats, "thief:guards-paid");
    }
}

static gboolean
same_entry (const CarcEvent *a,
            const CarcEvent *b)
{
  return a->type == b->type && a->tile == b->tile && a->x == b->x && a->y == b->y
         && a->rotation == b->rotation && a->figure == b->figure && a->location == b->location
         && a->value == b->value;
}

static const char *
phase_name (const CarcState *state)
{
  static const char * const names[] = { "waiting for a tile", "waiting for a figure", "decision", "over" };
  guint phase = carc_state_get_phase (state);
  return phase < G_N_ELEMENTS (names) ? names[phase] : "?";
}

#define MATRIX_FAILURES_SHOWN 50

/* Adds a failure naming the cell, seed and step, with the record so far
 * in a file beside the test's temporary files (for the first
 * MATRIX_FAILURES_SHOWN failures); FALSE. */
static gboolean
matrix_fail (TestMatrixStats      *stats,
             const TestMatrixCell *cell,
             CarcGame             *game,
             guint                 step,
             const char           *format,
             ...) G_GNUC_PRINTF (5, 6);

static gboolean
matrix_fail (TestMatrixStats      *stats,
             const TestMatrixCell *cell,
             CarcGame             *game,
             guint                 step,
             const char           *format,
             ...)
{
  const CarcState *state = carc_game_get_state (game);
  g_autofree char *what = NULL;
  g_autofree char *record = carc_record_to_json (game);
  g_autofree char *name = g_strdup_printf ("carc-matrix-%" G_GINT64_MODIFIER "x-step-%u.json",
                                           (gint64) cell->seed, step);
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), name, NULL);
  g_autofree char *owed = NULL;
  char *message;
  va_list args;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  if (carc_state_get_phase (state) == CARC_PHASE_DECISION)
    {
      const CarcDecisionKindInfo *decision = carc_registry_decision (carc_state_get_pending (state));
      owed = g_strdup_printf (" (%s owed by %s)", decision ? decision->name : "?",
                              carc_state_get_setup (state)->players[carc_state_get_pending_player (state)].name);
    }
  /* a broken engine fails thousands of steps: the first ones tell */
  if (stats->failures->len >= MATRIX_FAILURES_SHOWN || !g_file_set_contents (path, record, -1, NULL))
    g_clear_pointer (&path, g_free);
  message = g_strdup_printf ("%s [sets %s]: step %u, turn %u, %s%s: %s; the record so far: %s",
                             cell->label, cell->sets, step, carc_state_get_turn (state), phase_name (state),
                             owed ? owed : "", what, path ? path : "(not written)");
  if (stats->failures->len < MATRIX_FAILURES_SHOWN)
    g_printerr ("matrix failure: %s\n", message);
  g_ptr_array_add (stats->failures, message);
  return FALSE;
}

static gboolean
append_to_game (gpointer         target,
                const CarcEvent *event,
                GError         **error)
{
  return carc_game_append (target, event, error);
}

/* Applies the entries of @entries to copies of the state as @liveness says. */
static void
apply_entries (TestMatrixStats      *stats,
               const TestMatrixCell *cell,
               CarcGame             *game,
               guint                 step,
               GArray               *entries,
               TestLiveness          liveness,
               CarcRng              *rng)
{
  const CarcState *state = carc_game_get_state (game);

  for (guint i = 0; i < entries->len; i++)
    {
      CarcEvent entry = g_array_index (entries, CarcEvent, i);
      g_autoptr(GError) error = NULL;
      CarcState *copy;
      gboolean ok;

      guint index = i;

      if (liveness == TEST_LIVENESS_SAMPLE && entry.type == CARC_EVENT_TILE)
        {
          /* a tile's placements come together: one of them stands for all */
          guint end = i + 1;
          while (end < entries->len && g_array_index (entries, CarcEvent, end).type == CARC_EVENT_TILE
                 && g_array_index (entries, CarcEvent, end).tile == entry.tile)
            end++;
          index = i + carc_rng_below (rng, end - i);
          entry = g_array_index (entries, CarcEvent, index);
          i = end - 1;
        }
      copy = carc_state_copy (state);
      ok = carc_state_apply (copy, &entry, carc_game_get_n_events (game), &error);
      carc_state_free (copy);
      stats->applied++;
      if (!ok)
        {
          g_autofree char *json = carc_event_to_json (&entry, carc_game_get_catalogue (game));
          matrix_fail (stats, cell, game, step, "entry %u of %u listed, %s, is refused: %s",
                       index + 1, entries->len, json, error->message);
        }
    }
}

gboolean
test_matrix_play (const TestMatrixCell *cell,
                  CarcGame             *game,
                  TestMatrixApply       apply,
                  gpointer              target,
                  TestLiveness          liveness,
                  TestMatrixStats      *stats)
{
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (cell->seed);
  g_autoptr(GArray) entries = g_array_new (FALSE, FALSE, sizeof (CarcEvent));
  guint failures = stats->failures->len;
  CarcRng rng;

  if (apply == NULL)
    {
      apply = append_to_game;
      target = game;
    }
  carc_rng_init (&rng, cell->seed ^ G_GUINT64_CONSTANT (0x5eed5eed5eed5eed));
  stats->games++;
  for (guint step = 0;; step++)
    {
      const CarcState *state = carc_game_get_state (game);
      g_autoptr(GError) error = NULL;
      MatrixBefore before;
      CarcEvent event;
      gboolean listed = FALSE;
      guint n = carc_state_list_next_entries (state, entries);

      stats->listed += n;
      if (carc_state_get_phase (state) == CARC_PHASE_OVER)
        {
          if (n > 0)
            matrix_fail (stats, cell, game, step, "the game is over, yet %u entries are listed", n);
          break;
        }
      if (n == 0)
        return matrix_fail (stats, cell, game, step, "nothing may be entered next: the game is stuck");
      if (liveness != TEST_LIVENESS_LIST)
        apply_entries (stats, cell, game, step, entries, liveness, &rng);
      if (step >= 20000)
        return matrix_fail (stats, cell, game, step, "the game does not end");
      if (!carc_random_player_next (player, state, &event))
        return matrix_fail (stats, cell, game, step, "the random player has nothing to enter");
      for (guint i = 0; i < entries->len && !listed; i++)
        listed = same_entry (&g_array_index (entries, CarcEvent, i), &event);
      if (!listed)
        {
          g_autofree char *json = carc_event_to_json (&event, carc_game_get_catalogue (game));
          matrix_fail (stats, cell, game, step, "the random player's %s is not on the list of %u next entries",
                       json, entries->len);
        }
      note_before (stats, game, &event, &before);
      if (!apply (target, &event, &error))
        {
          g_autofree char *json = carc_event_to_json (&event, carc_game_get_catalogue (game));
          return matrix_fail (stats, cell, game, step, "the random player's %s is refused: %s",
                              json, error->message);
        }
      stats->steps++;
      note_after (stats, game, &event, &before);
    }
  return stats->failures->len == failures;
}
