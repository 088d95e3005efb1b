/* main.c: carcassonne-cli
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <stdio.h>

#include "carc-cli.h"

int
main (int    argc,
      char **argv)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GString) err = g_string_new (NULL);
  int status;

  setlocale (LC_ALL, "");
  status = carc_cli_run (argc, argv, out, err);
  if (status == 0)
    fwrite (out->str, 1, out->len, stdout);
  fwrite (err->str, 1, err->len, stderr);
  return status;
}
