/* main.c: entry point of the GTK application
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(CarcApplication) app = NULL;
  const char *localedir;
  int status;

  /* Uninstalled (meson devenv, hence .ci/start) the catalogues are only in
   * the build tree: the devenv points CARC_LOCALEDIR at <build>/po. */
  localedir = g_getenv ("CARC_LOCALEDIR");
  if (localedir == NULL || localedir[0] == '\0')
    localedir = LOCALEDIR;
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_set_application_name (_("Carcassonne Companion"));

  app = carc_application_new ();
  status = g_application_run (G_APPLICATION (app), argc, argv);

  if (status == 0)
    status = carc_application_get_exit_status (app);

  return status;
}
