/* test-qr-matrix.c: the QR code's matrix decodes to the BG Stats link, without a display
 *
 * The push links of finished test games (built by the same builder as the
 * app and the CLI) are encoded with carc_qr_matrix_new(), written as a
 * plain grey image with the quiet zone, and read back by zbarimg (Debian's
 * zbar-tools), an independent decoder. Issue 23, section 1.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "carc-bgstats.h"
#include "carc-catalogue.h"
#include "carc-qr-matrix.h"
#include "carc-record.h"

#define MODULE_PX 4

/* The matrix as a binary PGM, 0 dark and 255 light, quiet zone included. */
static void
write_pgm (const CarcQrMatrix *matrix,
           const char         *path)
{
  int with_zone = (int) carc_qr_matrix_get_size (matrix) + 2 * CARC_QR_QUIET_ZONE;
  int side = with_zone * MODULE_PX;
  g_autoptr(GString) pgm = g_string_new (NULL);
  g_autoptr(GError) error = NULL;

  g_string_append_printf (pgm, "P5\n%d %d\n255\n", side, side);
  for (int py = 0; py < side; py++)
    for (int px = 0; px < side; px++)
      {
        gboolean dark = carc_qr_matrix_is_dark (matrix, px / MODULE_PX - CARC_QR_QUIET_ZONE,
                                                py / MODULE_PX - CARC_QR_QUIET_ZONE);
        g_string_append_c (pgm, dark ? 0 : (char) 255);
      }
  g_assert_true (g_file_set_contents (path, pgm->str, (gssize) pgm->len, &error));
  g_assert_no_error (error);
}

/* What zbarimg reads in @path: the one code's text, or NULL. */
static char *
decode (const char *path)
{
  g_autofree char *zbarimg = g_find_program_in_path ("zbarimg");
  const char *argv[] = { zbarimg, "--quiet", "--raw", "-Sdisable", "-Sqrcode.enable", "-Sbinary", path, NULL };
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  int status = 0;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status, &error));
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, NULL))
    {
      g_test_message ("zbarimg: %s", err);
      return NULL;
    }
  /* -Sbinary: the bytes as they are, no line added */
  return g_steal_pointer (&out);
}

static gboolean
have_zbarimg (void)
{
  g_autofree char *zbarimg = g_find_program_in_path ("zbarimg");

  if (zbarimg == NULL)
    g_test_skip ("zbarimg (Debian's zbar-tools, installed by .ci/setup) is not installed");
  return zbarimg != NULL;
}

static void
test_links_decode (void)
{
  static const char * const games[] = {
    "big-box-game.json",            /* 5 sets, 4 players */
    "towers-and-thieves-game.json",
    "wheel-game.json",
    "hunters-gatherers-raft.json",  /* a record without an id */
    "custom-tile-game.json",        /* a box's own tile */
  };
  g_autoptr(GError) error = NULL;
  CarcCatalogue *catalogue = carc_catalogue_get_default (&error);

  g_assert_no_error (error);
  if (!have_zbarimg ())
    return;
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", games[i], NULL);
      g_autofree char *image = g_test_build_filename (G_TEST_BUILT, "screenshots", NULL);
      g_autofree char *pgm = NULL;
      g_autofree char *link = NULL;
      g_autofree char *read = NULL;
      g_autoptr(CarcQrMatrix) matrix = NULL;
      CarcGame *game = carc_game_load_file (catalogue, path, &error);

      g_assert_no_error (error);
      link = carc_bgstats_link (game, NULL, &error);
      g_assert_no_error (error);
      g_assert_true (g_str_has_prefix (link, CARC_BGSTATS_LINK_BASE));
      matrix = carc_qr_matrix_new (link, &error);
      g_assert_no_error (error);
      g_test_message ("%s: %zu bytes, %u×%u modules", games[i], strlen (link),
                      carc_qr_matrix_get_size (matrix), carc_qr_matrix_get_size (matrix));
      g_mkdir_with_parents (image, 0755);
      pgm = g_strdup_printf ("%s/qr-matrix-%u.pgm", image, i);
      write_pgm (matrix, pgm);
      read = decode (pgm);
      g_assert_cmpstr (read, ==, link);
      carc_game_free (game);
    }
}

/* A changed module is another code: the decoder reads what the matrix
 * says, not what the test expects. */
static void
test_other_text (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcQrMatrix) matrix = carc_qr_matrix_new ("https://app.bgstatsapp.com/createPlay.html?data=%7B%7D", &error);
  g_autofree char *pgm = g_test_build_filename (G_TEST_BUILT, "screenshots", "qr-matrix-short.pgm", NULL);
  g_autofree char *read = NULL;

  g_assert_no_error (error);
  if (!have_zbarimg ())
    return;
  /* version 4 at level L (33 modules) holds these 54 bytes, 3 would not */
  g_assert_cmpuint (carc_qr_matrix_get_size (matrix), ==, 33);
  write_pgm (matrix, pgm);
  read = decode (pgm);
  g_assert_cmpstr (read, ==, "https://app.bgstatsapp.com/createPlay.html?data=%7B%7D");
  g_assert_false (carc_qr_matrix_is_dark (matrix, -1, 0));
  g_assert_false (carc_qr_matrix_is_dark (matrix, 33, 0));
  /* the finder pattern's corner */
  g_assert_true (carc_qr_matrix_is_dark (matrix, 0, 0));
}

static void
test_too_long (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = g_strnfill (3000, 'x');
  CarcQrMatrix *matrix = carc_qr_matrix_new (text, &error);

  g_assert_null (matrix);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "3000"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/qr-matrix/links-decode", test_links_decode);
  g_test_add_func ("/qr-matrix/other-text", test_other_text);
  g_test_add_func ("/qr-matrix/too-long", test_too_long);
  return g_test_run ();
}
