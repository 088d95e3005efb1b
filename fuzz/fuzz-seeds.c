/* fuzz-seeds.c: writes the seed corpora the fuzz targets start from
 *
 *   fuzz-seeds OUTDIR
 *
 * OUTDIR/record   native records of random games (every set mix, Hunters &
 *                 Gatherers, games of the test boxes with custom tiles and
 *                 set-wide overrides, a long game of a doubled box), the
 *                 test boxes' profiles, a 60,000-event log (2 MB) and a
 *                 record nested 1,500 levels deep
 * OUTDIR/backup   a backup of those games and the box profiles, as the
 *                 store exports it
 * OUTDIR/catalogue  the bundled set files
 * OUTDIR/engine   programs for fuzz-engine: mostly legal moves, undos and
 *                 corrections
 * The .jcz saves of ../shared/reference/jcz are added by run.sh at run time
 * (they are AGPL data the project does not copy).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <string.h>

#include "carc-hunters-gatherers.h"
#include "carc-random.h"
#include "carc-record.h"
#include "carc-setup.h"
#include "carc-store.h"
#include "carc-test-util.h"

static const char * const mixes[] = {
  "base",
  "base,river",
  "base,inns-and-cathedrals",
  "base,traders-and-builders",
  "base,hills-and-sheep",
  "base,inns-and-cathedrals,traders-and-builders,hills-and-sheep,river",
  "base,wheel-of-fortune",
  "base,inns-and-cathedrals,traders-and-builders,hills-and-sheep,river,wheel-of-fortune",
  "base,towers-and-thieves",
  "base,inns-and-cathedrals,traders-and-builders,hills-and-sheep,river,towers-and-thieves",
  "base,wheel-of-fortune,towers-and-thieves",
  "base,inns-and-cathedrals,traders-and-builders,hills-and-sheep,river,wheel-of-fortune,towers-and-thieves",
};

static void
write_file (const char *dir,
            const char *name,
            const char *data,
            gssize      length)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (dir, name, NULL);

  if (!g_file_set_contents (path, data, length, &error))
    g_error ("%s", error->message);
}

static CarcGame *
random_game (const char *sets,
             guint       n_players,
             guint       copies,
             guint64     seed)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcRandomPlayer) player = carc_random_player_new (seed);
  CarcCatalogue *catalogue = carc_catalogue_get_default (&error);
  g_auto(GStrv) ids = g_strsplit (sets, ",", -1);
  CarcSetup *setup = carc_setup_new ();
  CarcGame *game;

  for (guint i = 0; ids[i]; i++)
    if (!carc_setup_add_set (setup, catalogue, ids[i], &error))
      g_error ("%s", error->message);
  for (guint i = 0; i < n_players; i++)
    {
      char name[8];
      g_snprintf (name, sizeof name, "P%u", i + 1);
      carc_setup_add_player (setup, name, NULL);
    }
  /* a bigger box: every tile of the chosen sets @copies times */
  if (copies > 1)
    for (guint t = 0; t < carc_catalogue_get_n_types (catalogue); t++)
      {
        const CarcTileType *type = carc_catalogue_get_type (catalogue, t);
        guint count = carc_setup_tile_count (setup, catalogue, t);
        if (count > 0)
          g_hash_table_insert (setup->inventory, g_strdup (type->id), GUINT_TO_POINTER (count * copies));
      }
  game = carc_game_new (catalogue, setup, &error);
  if (game == NULL)
    g_error ("%s", error->message);
  if (carc_random_play (player, game, NULL, NULL, &error) < 0)
    g_error ("%s", error->message);
  return game;
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (14);
  g_autoptr(CarcStore) store = NULL;
  g_autofree char *record_dir = NULL, *backup_dir = NULL, *catalogue_dir = NULL, *engine_dir = NULL;
  g_autofree char *db = NULL, *backup = NULL;
  guint n = 0;

  if (argc != 2)
    {
      g_printerr ("usage: fuzz-seeds OUTDIR\n");
      return 2;
    }
  record_dir = g_build_filename (argv[1], "record", NULL);
  backup_dir = g_build_filename (argv[1], "backup", NULL);
  catalogue_dir = g_build_filename (argv[1], "catalogue", NULL);
  engine_dir = g_build_filename (argv[1], "engine", NULL);
  g_mkdir_with_parents (record_dir, 0755);
  g_mkdir_with_parents (backup_dir, 0755);
  g_mkdir_with_parents (catalogue_dir, 0755);
  g_mkdir_with_parents (engine_dir, 0755);

  db = g_build_filename (argv[1], "seeds.sqlite3", NULL);
  g_unlink (db);
  store = carc_store_open (db, CARC_STORE_OPEN_DEFAULT, &error);
  if (store == NULL)
    g_error ("%s", error->message);

  for (guint m = 0; m < G_N_ELEMENTS (mixes); m++)
    for (guint players = 2; players <= 5; players += 3)
      {
        CarcGame *game = random_game (mixes[m], players, 1, 100 * m + players);
        g_autofree char *json = carc_record_to_json (game);
        g_autofree char *name = g_strdup_printf ("game-%02u.json", n++);

        write_file (record_dir, name, json, -1);
        if (!carc_store_create_game (store, game, &error))
          g_error ("%s", error->message);
        carc_game_free (game);
      }
  /* the test boxes (tests/carc-test-util.c): Carcassonne's with every set,
   * Hunters & Gatherers' with its own; their games carry overrides, custom
   * tiles with every mark and set-wide values in their setups */
  for (guint g = 0; g < 2; g++)
    for (guint v = 0;; v++)
      {
        g_autoptr(CarcProfile) profile = test_box_profile (g ? CARC_HG_SET_ID : "carcassonne", v);
        g_autofree char *profile_json = NULL;
        g_autofree char *name = NULL;
        TestMatrixCell cell = { 0 };

        if (profile == NULL)
          break;
        profile_json = carc_profile_to_json (profile);
        name = g_strdup_printf ("box-%u-%u.json", g, v);
        write_file (record_dir, name, profile_json, -1);
        if (!carc_store_save_profile (store, g ? CARC_STORE_GAME_HUNTERS_GATHERERS : CARC_STORE_GAME_CARCASSONNE,
                                      profile, v == 0, &error))
          g_error ("%s", error->message);
        for (guint players = 2; players <= 5; players += 3)
          {
            g_autoptr(CarcRandomPlayer) player = carc_random_player_new (900 + 10 * g + v + players);
            g_autofree char *json = NULL;
            g_autofree char *game_name = NULL;
            CarcGame *game;

            cell.label = (char *) "seed";
            cell.sets = (char *) (g ? CARC_HG_SET_ID : mixes[G_N_ELEMENTS (mixes) - 1]);
            cell.n_players = players;
            cell.profile = profile;
            game = carc_game_new (carc_catalogue_get_default (NULL), test_matrix_setup (&cell), &error);
            if (game == NULL || carc_random_play (player, game, NULL, NULL, &error) < 0)
              g_error ("%s", error->message);
            json = carc_record_to_json (game);
            game_name = g_strdup_printf ("box-game-%u-%u-%u.json", g, v, players);
            write_file (record_dir, game_name, json, -1);
            if (!carc_store_create_game (store, game, &error))
              g_error ("%s", error->message);
            carc_game_free (game);
          }
      }
  /* Hunters & Gatherers as it comes */
  for (guint players = 2; players <= 5; players++)
    {
      g_autoptr(CarcRandomPlayer) player = carc_random_player_new (950 + players);
      TestMatrixCell cell = { (char *) "seed", (char *) CARC_HG_SET_ID, players, 0, 0, 0, NULL };
      g_autofree char *json = NULL;
      g_autofree char *game_name = g_strdup_printf ("hunters-and-gatherers-%u.json", players);
      CarcGame *game = carc_game_new (carc_catalogue_get_default (NULL), test_matrix_setup (&cell), &error);

      if (game == NULL || carc_random_play (player, game, NULL, NULL, &error) < 0)
        g_error ("%s", error->message);
      json = carc_record_to_json (game);
      write_file (record_dir, game_name, json, -1);
      if (!carc_store_create_game (store, game, &error))
        g_error ("%s", error->message);
      carc_game_free (game);
    }

  /* the long game: every set, each tile twice (over 400 tiles) */
  {
    CarcGame *game = random_game (mixes[G_N_ELEMENTS (mixes) - 1], 6, 2, 400);
    g_autofree char *json = carc_record_to_json (game);
    write_file (record_dir, "long-game.json", json, -1);
    carc_game_free (game);
  }

  /* big and deep inputs, so that the readers' size and depth limits are
   * reached: a log of 60,000 events (a valid game, then passes nobody may
   * enter), and the long game's record nested 1,500 arrays deep (below the
   * harness' skip, fuzz/known/README.md) */
  {
    CarcGame *game = random_game (mixes[0], 2, 1, 7);
    g_autofree char *json = carc_record_to_json (game);
    g_autoptr(GString) big = g_string_new (NULL);
    char *end = strrchr (json, ']');

    g_assert (end != NULL);
    g_string_append_len (big, json, end - json);
    for (guint i = 0; i < 60000; i++)
      g_string_append (big, ",\n    {\"type\" : \"pass\"}");
    g_string_append (big, end);
    write_file (record_dir, "huge-log.json", big->str, (gssize) big->len);

    g_string_truncate (big, 0);
    for (guint i = 0; i < 1500; i++)
      g_string_append_c (big, '[');
    g_string_append (big, json);
    for (guint i = 0; i < 1500; i++)
      g_string_append_c (big, ']');
    write_file (record_dir, "deep.json", big->str, (gssize) big->len);
    carc_game_free (game);
  }

  backup = g_build_filename (backup_dir, "backup.json", NULL);
  if (!carc_store_export_backup (store, backup, NULL, &error))
    g_error ("%s", error->message);
  g_clear_object (&store);
  g_unlink (db);
  {
    g_autofree char *wal = g_strconcat (db, "-wal", NULL);
    g_autofree char *shm = g_strconcat (db, "-shm", NULL);
    g_unlink (wal);
    g_unlink (shm);
  }

  {
    static const char * const files[] = {
      "base", "river", "inns-and-cathedrals", "traders-and-builders", "hills-and-sheep",
      "wheel-of-fortune", "towers-and-thieves", "hunters-and-gatherers",
    };
    for (guint i = 0; i < G_N_ELEMENTS (files); i++)
      {
        g_autofree char *path = g_strdup_printf ("/io/github/CarcassonneCompanion/tiles/%s.json", files[i]);
        g_autoptr(GBytes) bytes = g_resources_lookup_data (path, 0, NULL);
        g_autofree char *name = g_strdup_printf ("%s.json", files[i]);
        gsize length;
        const char *data;

        if (bytes == NULL)
          continue;
        data = g_bytes_get_data (bytes, &length);
        write_file (catalogue_dir, name, data, (gssize) length);
      }
  }

  /* engine programs: header (sets, players, rule flip, seed), then mostly
   * legal appends (ops 0-3) with undos and corrections sprinkled in */
  for (guint i = 0; i < 24; i++)
    {
      g_autoptr(GByteArray) prog = g_byte_array_new ();
      g_autofree char *name = g_strdup_printf ("program-%02u", i);
      guint length = 64u << (i % 6);
      guint8 header[5] = { (guint8) (i & 0x0f), (guint8) i, 0, (guint8) i, (guint8) (i >> 3) };

      g_byte_array_append (prog, header, sizeof header);
      for (guint k = 0; k < length; k++)
        {
          guint8 op = (guint8) (g_rand_int_range (rand, 0, 100) < 85 ? g_rand_int_range (rand, 0, 4)
                                                                     : g_rand_int_range (rand, 4, 10));
          g_byte_array_append (prog, &op, 1);
          if (op >= 4)
            {
              guint8 extra[12];
              for (guint b = 0; b < sizeof extra; b++)
                extra[b] = (guint8) g_rand_int (rand);
              g_byte_array_append (prog, extra, sizeof extra);
            }
        }
      write_file (engine_dir, name, (const char *) prog->data, prog->len);
    }
  return 0;
}
