/* carc-test-util.c: helpers shared by the engine tests
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-test-util.h"
#include "carc-hills-sheep.h"

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
