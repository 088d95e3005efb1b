/* fuzz-common.h: what every libFuzzer target shares
 *
 * Each target defines LLVMFuzzerTestOneInput() and calls fuzz_init() from
 * LLVMFuzzerInitialize(): a GLib warning or critical is a bug the fuzzer
 * must report, so they are made fatal, and the bundled catalogue is loaded
 * once (as the app and the CLI do).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <stddef.h>
#include <stdint.h>

#include "carc-catalogue.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* Fails hard (abort) when @cond is false: the fuzzer saves the input. */
#define FUZZ_CHECK(cond, ...) \
  G_STMT_START { if (G_UNLIKELY (!(cond))) { g_printerr (__VA_ARGS__); g_printerr ("\n"); abort (); } } G_STMT_END

void           fuzz_init        (void);
CarcCatalogue *fuzz_catalogue   (void);

