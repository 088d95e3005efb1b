/* main.c: carcassonne-cli
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>

#include "carc-cli.h"

int
main (int    argc,
      char **argv)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GString) err = g_string_new (NULL);
  const char *localedir;
  int status;

  /* messages about bad input come from the engine and the store, translated */
  setlocale (LC_ALL, "");
  /* Uninstalled (meson devenv, hence .ci/start) the catalogues are only in
   * the build tree: the devenv points CARC_LOCALEDIR at <build>/po. */
  localedir = g_getenv ("CARC_LOCALEDIR");
  if (localedir == NULL || localedir[0] == '\0')
    localedir = LOCALEDIR;
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  status = carc_cli_run (argc, argv, out, err);
  if (status == 0)
    fwrite (out->str, 1, out->len, stdout);
  fwrite (err->str, 1, err->len, stderr);
  return status;
}
