/* carc-bench.c: carcassonne-bench
 *
 * Prints one JSON object per line: {"name": …, "value": …, "unit": …}.
 * Results are reported in docs/performance.md. Timing goals live here and
 * there, never in tests.
 *
 *   carcassonne-bench [--seconds S] [METRIC …]
 *
 * Without METRIC every metric runs but those that take many minutes
 * (named_only: the inputs per turn, entered through the real window),
 * which run when named.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-bench.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const CarcBenchMetric * const areas[] = {
  carc_bench_engine_metrics,
  carc_bench_store_metrics,
#ifdef CARC_BENCH_GUI
  carc_bench_play_metrics,
  carc_bench_gui_metrics,
  carc_bench_history_metrics,
  carc_bench_lists_metrics,
#endif
#ifdef CARC_BENCH_INPUTS
  carc_bench_inputs_metrics,
#endif
};

void
carc_bench_report (const char *name,
                   double      value,
                   const char *unit)
{
  printf ("{\"name\": \"%s\", \"value\": %.6g, \"unit\": \"%s\"}\n", name, value, unit);
  fflush (stdout);
}

double
carc_bench_now (void)
{
  return g_get_monotonic_time () / 1e6;
}

static gboolean
wanted (const CarcBenchMetric *metric,
        int                    argc,
        char                 **argv,
        int                    first)
{
  const char *name = metric->name;

  if (first >= argc)
    return !metric->named_only;
  for (int i = first; i < argc; i++)
    if (strcmp (argv[i], name) == 0)
      return TRUE;
  return FALSE;
}

int
main (int    argc,
      char **argv)
{
  CarcBenchOptions options = { 2.0 };
  int first = 1;

  if (argc > 2 && strcmp (argv[1], "--seconds") == 0)
    {
      options.seconds = atof (argv[2]);
      first = 3;
    }
  if (argc > 1 && strcmp (argv[1], "--list") == 0)
    {
      for (guint a = 0; a < G_N_ELEMENTS (areas); a++)
        for (const CarcBenchMetric *m = areas[a]; m->name; m++)
          printf ("%s\n", m->name);
      return 0;
    }
  for (guint a = 0; a < G_N_ELEMENTS (areas); a++)
    for (const CarcBenchMetric *m = areas[a]; m->name; m++)
      if (wanted (m, argc, argv, first))
        m->run (&options);
  return 0;
}
