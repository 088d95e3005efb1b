/* carc-bench.h: carcassonne-bench, one JSON object per metric and line
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  double seconds;   /* how long a timed loop should run */
} CarcBenchOptions;

void   carc_bench_report   (const char *name,
                            double      value,
                            const char *unit);
double carc_bench_now      (void);

/* The 10,000-game database (bench-store.c), built on first use and
 * removed at exit. */
const char *carc_bench_database_10k (void);

/* Each area registers its metrics; a metric prints with carc_bench_report. */
typedef void (*CarcBenchFunc) (const CarcBenchOptions *options);

typedef struct {
  const char    *name;
  CarcBenchFunc  run;
  /* run only when named on the command line (it takes many minutes) */
  gboolean       named_only;
} CarcBenchMetric;

extern const CarcBenchMetric carc_bench_engine_metrics[];
extern const CarcBenchMetric carc_bench_store_metrics[];
#ifdef CARC_BENCH_GUI
extern const CarcBenchMetric carc_bench_play_metrics[];
extern const CarcBenchMetric carc_bench_gui_metrics[];
extern const CarcBenchMetric carc_bench_history_metrics[];
extern const CarcBenchMetric carc_bench_lists_metrics[];
#endif
#ifdef CARC_BENCH_INPUTS
extern const CarcBenchMetric carc_bench_inputs_metrics[];
#endif

G_END_DECLS
