/* carc-cli.h: the headless tool's commands (see DESIGN.md, "The headless tool")
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Exit codes */
#define CARC_CLI_OK        0
#define CARC_CLI_FAILURE   1   /* something outside the input went wrong */
#define CARC_CLI_BAD_INPUT 2   /* unknown tile, illegal move, malformed file, usage */

/* Runs one command. Everything meant for stdout goes to @out and is only
 * meaningful when the result is CARC_CLI_OK (never partial JSON); @err gets
 * one line saying what is wrong otherwise. */
int carc_cli_run (int         argc,
                  char      **argv,
                  GString    *out,
                  GString    *err);

G_END_DECLS
