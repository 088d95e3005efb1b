/* carc-setup.c: everything decided before the first tile
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "carc-setup.h"

#include <string.h>

#include "carc-errors.h"
#include "carc-expansion.h"
#include "carc-profile.h"

/* The eight colours of the big box (R-B-1). */
const char * const carc_player_colours[CARC_MAX_PLAYERS] = {
  "red", "blue", "green", "yellow", "black", "grey", "pink", "purple",
};

int
carc_player_colour_index (const char *colour)
{
  for (guint c = 0; colour != NULL && c < CARC_MAX_PLAYERS; c++)
    if (strcmp (colour, carc_player_colours[c]) == 0)
      return (int) c;
  return -1;
}

char *
carc_player_name_key (const char *name)
{
  g_autofree char *stripped = g_strstrip (g_strdup (name ? name : ""));
  g_autofree char *normal = g_utf8_normalize (stripped, -1, G_NORMALIZE_NFKD);
  g_autoptr(GString) bare = NULL;

  if (normal == NULL)
    return g_strdup ("");
  bare = g_string_sized_new (strlen (normal));
  for (const char *p = normal; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      /* NFKD splits "é" into "e" and a combining accent: dropping the marks
       * lets "sarka" find "Šárka" */
      if (g_unichar_type (c) != G_UNICODE_NON_SPACING_MARK)
        g_string_append_unichar (bare, c);
    }
  return g_utf8_casefold (bare->str, (gssize) bare->len);
}

CarcSetup *
carc_setup_new (void)
{
  CarcSetup *setup = g_new0 (CarcSetup, 1);

  setup->sets = g_array_new (FALSE, FALSE, sizeof (guint));
  setup->inventory = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  setup->figures[CARC_FIGURE_FOLLOWER] = 7;   /* R-B-1 */
  setup->rules = CARC_RULE_FARMERS | CARC_RULE_AUTO_END;
  carc_setup_set_bag_default (setup);
  setup->seed = 1;
  return setup;
}

CarcSetup *
carc_setup_copy (const CarcSetup *setup)
{
  CarcSetup *copy = g_new0 (CarcSetup, 1);
  GHashTableIter iter;
  gpointer key, value;

  *copy = *setup;
  for (guint i = 0; i < setup->n_players; i++)
    {
      copy->players[i].name = g_strdup (setup->players[i].name);
      copy->players[i].colour = g_strdup (setup->players[i].colour);
    }
  copy->sets = g_array_copy (setup->sets);
  copy->inventory = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_hash_table_iter_init (&iter, setup->inventory);
  while (g_hash_table_iter_next (&iter, &key, &value))
    g_hash_table_insert (copy->inventory, g_strdup (key), value);
  copy->profile = g_strdup (setup->profile);
  if (setup->overrides)
    copy->overrides = json_object_ref (setup->overrides);
  if (setup->custom_tiles)
    copy->custom_tiles = json_array_ref (setup->custom_tiles);
  if (setup->file_overrides)
    copy->file_overrides = json_object_ref (setup->file_overrides);
  return copy;
}

void
carc_setup_free (CarcSetup *setup)
{
  if (setup == NULL)
    return;
  for (guint i = 0; i < setup->n_players; i++)
    {
      g_free (setup->players[i].name);
      g_free (setup->players[i].colour);
    }
  g_array_unref (setup->sets);
  g_hash_table_unref (setup->inventory);
  g_free (setup->profile);
  g_clear_pointer (&setup->overrides, json_object_unref);
  g_clear_pointer (&setup->custom_tiles, json_array_unref);
  g_clear_pointer (&setup->file_overrides, json_object_unref);
  g_free (setup);
}

void
carc_setup_add_player (CarcSetup  *setup,
                       const char *name,
                       const char *colour)
{
  g_return_if_fail (setup->n_players < CARC_MAX_PLAYERS);
  setup->players[setup->n_players].name = g_strdup (name);
  setup->players[setup->n_players].colour =
    g_strdup (colour ? colour : carc_player_colours[setup->n_players]);
  setup->n_players++;
}

gboolean
carc_setup_has_set (const CarcSetup     *setup,
                    const CarcCatalogue *catalogue,
                    const char          *set_id)
{
  int index = carc_catalogue_lookup_set (catalogue, set_id);

  if (index < 0)
    return FALSE;
  for (guint i = 0; i < setup->sets->len; i++)
    if (g_array_index (setup->sets, guint, i) == (guint) index)
      return TRUE;
  return FALSE;
}

gboolean
carc_setup_add_set (CarcSetup           *setup,
                    const CarcCatalogue *catalogue,
                    const char          *set_id,
                    GError             **error)
{
  int index = carc_catalogue_lookup_set (catalogue, set_id);
  guint u;

  if (index < 0)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP,
                   _("unknown tile set “%s”"), set_id);
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_NO_SUCH_SET, .name = set_id);
      return FALSE;
    }
  if (carc_setup_has_set (setup, catalogue, set_id))
    return TRUE;
  u = (guint) index;
  g_array_append_val (setup->sets, u);

  {
    const CarcExpansion *owner = carc_registry_set_owner (set_id);
    if (owner && owner->set_added)
      owner->set_added (setup);
  }
  return TRUE;
}

guint
carc_setup_tile_count (const CarcSetup     *setup,
                       const CarcCatalogue *catalogue,
                       guint                type)
{
  const CarcTileType *t = carc_catalogue_get_type (catalogue, type);
  gpointer value;

  if (g_hash_table_lookup_extended (setup->inventory, t->id, NULL, &value))
    return GPOINTER_TO_UINT (value);
  return t->count;
}

gboolean
carc_setup_changes_catalogue (const CarcSetup *setup)
{
  return (setup->overrides && json_object_get_size (setup->overrides) > 0)
         || (setup->custom_tiles && json_array_get_length (setup->custom_tiles) > 0)
         || (setup->file_overrides && json_object_get_size (setup->file_overrides) > 0);
}

CarcCatalogue *
carc_setup_derive_catalogue (const CarcSetup *setup,
                             CarcCatalogue   *catalogue,
                             GError         **error)
{
  return carc_catalogue_derive_box (catalogue, setup->overrides, setup->file_overrides,
                                    setup->custom_tiles, "box profile", error);
}

void
carc_setup_player_limits (const CarcSetup     *setup,
                          const CarcCatalogue *catalogue,
                          guint               *min,
                          guint               *max)
{
  *min = 1;
  *max = CARC_MAX_PLAYERS;
  for (guint i = 0; i < setup->sets->len; i++)
    {
      guint set = g_array_index (setup->sets, guint, i);
      const CarcExpansion *owner = set < carc_catalogue_get_n_sets (catalogue)
                                     ? carc_registry_set_owner (carc_catalogue_get_set (catalogue, set)->id) : NULL;

      if (owner != NULL && owner->is_game)
        {
          if (owner->min_players > 0)
            *min = owner->min_players;
          if (owner->max_players > 0)
            *max = MIN (owner->max_players, CARC_MAX_PLAYERS);
          return;
        }
    }
}

gboolean
carc_setup_validate (const CarcSetup     *setup,
                     const CarcCatalogue *catalogue,
                     GError             **error)
{
  g_autoptr(GPtrArray) keys = g_ptr_array_new_with_free_func (g_free);
  guint bag_total = 0;
  guint min_players, max_players;

  /* the game's own limits: the same numbers the new-game page shows */
  carc_setup_player_limits (setup, catalogue, &min_players, &max_players);
  if (setup->n_players == 0)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP,
                   /* Translators: "no players yet: this game is for 2 to 5 players" */
                   ngettext ("no players yet: this game is for %u to %u player",
                             "no players yet: this game is for %u to %u players", max_players),
                   min_players, max_players);
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_PLAYER_COUNT, .number = 0,
                         .min = (int) min_players, .max = (int) max_players);
      return FALSE;
    }
  if (setup->n_players < min_players || setup->n_players > max_players)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP,
                   /* Translators: "this game is for 2 to 5 players, not 6" */
                   ngettext ("this game is for %u to %u player, not %u",
                             "this game is for %u to %u players, not %u", max_players),
                   min_players, max_players, setup->n_players);
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_PLAYER_COUNT, .number = (int) setup->n_players,
                         .min = (int) min_players, .max = (int) max_players);
      return FALSE;
    }
  /* the box profile it came from is named like a player */
  if (!carc_profile_check_name (setup->profile, error))
    return FALSE;
  for (guint i = 0; i < setup->n_players; i++)
    {
      const char *name = setup->players[i].name;
      const char *colour = setup->players[i].colour;
      g_autofree char *stripped = name ? g_strstrip (g_strdup (name)) : NULL;

      if (stripped == NULL || !g_utf8_validate (stripped, -1, NULL) || stripped[0] == '\0')
        {
          g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP,
                       _("player %u has no name"), i + 1);
          CARC_ERROR_DETAIL (error, .reason = CARC_REASON_PLAYER_NO_NAME, .player = i);
          return FALSE;
        }
      /* the same limit as the app's roster, where every name ends up */
      if (g_utf8_strlen (stripped, -1) > CARC_MAX_NAME_CHARS)
        {
          g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP,
                       g_dngettext (GETTEXT_PACKAGE, "the name of player %u is too long: at most %d character",
                                    "the name of player %u is too long: at most %d characters",
                                    CARC_MAX_NAME_CHARS),
                       i + 1, CARC_MAX_NAME_CHARS);
          CARC_ERROR_DETAIL (error, .reason = CARC_REASON_NAME_TOO_LONG, .player = i, .max = CARC_MAX_NAME_CHARS);
          return FALSE;
        }
      /* the colours of the box: the board and the statistics draw no other */
      if (carc_player_colour_index (colour) < 0)
        {
          g_autofree char *shown = colour && g_utf8_validate (colour, -1, NULL)
                                   ? g_utf8_substring (colour, 0, MIN (g_utf8_strlen (colour, -1), 20))
                                   : g_strdup ("?");
          g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP,
                       _("the colour “%s” of player %u is not one of the box's colours"), shown, i + 1);
          CARC_ERROR_DETAIL (error, .reason = CARC_REASON_COLOUR_NOT_IN_BOX, .player = i, .name = shown);
          return FALSE;
        }
      /* The store counts a player by their name's key: two names with one
       * key would be one person twice in the statistics. */
      g_ptr_array_add (keys, carc_player_name_key (name));
      for (guint j = 0; j < i; j++)
        {
          if (g_strcmp0 (g_ptr_array_index (keys, i), g_ptr_array_index (keys, j)) == 0)
            {
              g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP,
                           _("two players are called “%s”"), stripped);
              CARC_ERROR_DETAIL (error, .reason = CARC_REASON_SAME_NAME, .name = stripped);
              return FALSE;
            }
          if (g_strcmp0 (setup->players[j].colour, colour) == 0)
            {
              g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP,
                           _("players %u and %u both have the colour %s"), j + 1, i + 1, colour);
              CARC_ERROR_DETAIL (error, .reason = CARC_REASON_SAME_COLOUR, .player = j, .other_player = i,
                                 .name = colour);
              return FALSE;
            }
        }
    }
  if (setup->first_player >= setup->n_players)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP,
                   _("the first player %u is not one of the %u players"),
                   setup->first_player + 1, setup->n_players);
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_INVALID);
      return FALSE;
    }
  if (setup->sets->len == 0)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP, _("no tile set is selected"));
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_NO_SET_CHOSEN);
      return FALSE;
    }
  for (guint i = 0; i < setup->sets->len; i++)
    if (g_array_index (setup->sets, guint, i) >= carc_catalogue_get_n_sets (catalogue))
      {
        g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP, _("unknown tile set"));
        CARC_ERROR_DETAIL (error, .reason = CARC_REASON_INVALID);
        return FALSE;
      }
  for (guint k = 0; k < CARC_N_FIGURE_KINDS; k++)
    if (setup->figures[k] > 16)
      {
        g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP,
                     /* Translators: "17 figures of kind follower per player is more
                      * than a box holds"; the kind is a noun standing alone */
                     g_dngettext (GETTEXT_PACKAGE, "%u figure of kind %s per player is more than a box holds",
                                  "%u figures of kind %s per player is more than a box holds",
                                  setup->figures[k]),
                     setup->figures[k], carc_figure_kind_noun (k));
        CARC_ERROR_DETAIL (error, .reason = CARC_REASON_TOO_MANY_FIGURES, .figure = k, .number = setup->figures[k],
                           .max = 16);
        return FALSE;
      }
  for (guint k = 0; k < CARC_BAG_KINDS; k++)
    bag_total += setup->bag[k];
  if (bag_total > 200)
    {
      g_set_error (error, CARC_ERROR, CARC_ERROR_INVALID_SETUP,
                   g_dngettext (GETTEXT_PACKAGE, "the bag holds %u token; at most 200",
                                "the bag holds %u tokens; at most 200", bag_total),
                   bag_total);
      CARC_ERROR_DETAIL (error, .reason = CARC_REASON_BAG_TOO_BIG, .number = (int) bag_total, .max = 200);
      return FALSE;
    }
  {
    guint n;
    const CarcExpansion * const *all = carc_registry_all (&n);
    for (guint i = 0; i < n; i++)
      if (all[i]->validate_setup && !all[i]->validate_setup (setup, catalogue, error))
        return FALSE;
  }
  return TRUE;
}

void
carc_setup_set_bag_default (CarcSetup *setup)
{
  /* seed 000: 4×1, 5×2, 6×3, 1×4 and 2 wolves */
  static const guint mix[CARC_BAG_KINDS] = { 2, 4, 5, 6, 1 };
  memcpy (setup->bag, mix, sizeof mix);
}

/* the publisher's other editions (and JCloisterZone): 4×1, 5×2, 5×3, 2×4, 2 wolves */
static const guint other_bag_mix[CARC_BAG_KINDS] = { 2, 4, 5, 5, 2 };

void
carc_setup_set_bag_other (CarcSetup *setup)
{
  memcpy (setup->bag, other_bag_mix, sizeof other_bag_mix);
}

gboolean
carc_setup_bag_is_other (const CarcSetup *setup)
{
  return memcmp (setup->bag, other_bag_mix, sizeof other_bag_mix) == 0;
}
