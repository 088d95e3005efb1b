/* bench-history.c: History and the lists with a club's 10,000 games
 *
 *   history_10k_ms         the app started with the corpus's 10,000 games
 *                          (tests/corpus: 280 distinct games repeated,
 *                          imported with carcassonne-cli), its start page
 *                          painted: from win.show-history to the first
 *                          frame painted with History shown
 *   history_search_10k_ms  then one keystroke in History's search, from
 *                          the empty search: from the character typed to
 *                          the first frame painted with the filtered list
 *                          (the debounce included); the median over the
 *                          keystrokes
 *   history_10k_rss_mib    the peak RSS (VmHWM) of that process, History
 *                          shown and searched
 *   startup_corpus_10k_ms  the same process's start: from the toolkit's
 *                          start to the first frame of the start page,
 *                          which lists the last of the corpus's hundreds of
 *                          unfinished games
 *
 * Each run is a process of its own (the app reads its data folder once per
 * process); the medians of three runs (CARC_BENCH_RUNS sets another
 * number, CARC_BENCH_GAMES another number of games, CARC_BENCH_KEYSTROKES
 * fewer keystrokes, CARC_BENCH_STARTUP_ONLY the start alone: the page
 * that rebuilt every row took minutes a keystroke).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-bench.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <adwaita.h>

#include <glib/gstdio.h>

#include "bench-util.h"
#include "carc-application.h"
#include "carc-corpus.h"
#include "carc-history.h"
#include "carc-history-model.h"
#include "carc-history-page.h"
#include "carc-store.h"
#include "carc-window.h"

/* The keystrokes, each typed into an empty search: a letter of few names,
 * one of many, a set's. */
static const char * const keystrokes[] = { "z", "k", "b", "y", "j", "w" };

static int
compare_double (const void *a,
                const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y ? 1 : 0;
}

static guint
n_games_wanted (void)
{
  const char *games = g_getenv ("CARC_BENCH_GAMES");

  return games != NULL ? (guint) atoi (games) : 10000;
}

typedef struct {
  double   painted;     /* when the awaited frame was painted, 0 until then */
  gboolean (*ready) (gpointer data);
  gpointer data;
} FrameWait;

static gboolean
after_paint_cb (GdkFrameClock *clock,
                gpointer       user_data)
{
  FrameWait *wait = user_data;

  if (wait->painted == 0 && (wait->ready == NULL || wait->ready (wait->data)))
    wait->painted = carc_bench_now ();
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop until a frame is painted in which @ready holds;
 * the time it was painted. */
static double
wait_for_frame (GtkWidget *window,
                gboolean (*ready) (gpointer data),
                gpointer   data)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);
  FrameWait wait = { 0, ready, data };
  /* the page that made a row for every game took minutes */
  gint64 give_up = g_get_monotonic_time () + (gint64) 3600 * G_USEC_PER_SEC;
  gulong id;

  if (clock == NULL)
    g_error ("the window has no frame clock");
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &wait);
  gtk_widget_queue_draw (window);
  while (wait.painted == 0 && g_get_monotonic_time () < give_up)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (clock, id);
  if (wait.painted == 0)
    g_error ("the awaited frame was never painted");
  return wait.painted;
}

static gboolean
history_shown (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (data));
}

typedef struct {
  CarcHistoryPage *page;
  guint            expected;
} SearchWait;

static gboolean
search_shown (gpointer data)
{
  SearchWait *wait = data;

  return carc_history_page_get_n_games (wait->page) == wait->expected;
}

/* The process's own CPU time, s: what the wall time would be on an idle
 * machine, give or take the X server's part. */
static double
cpu_now (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

static double
peak_rss_mib (void)
{
  g_autofree char *status = NULL;
  const char *line;

  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL)
      || (line = strstr (status, "VmHWM:")) == NULL)
    return 0;
  return g_ascii_strtod (line + strlen ("VmHWM:"), NULL) / 1024.0;
}

/* How many games History lists for @search, from the store itself. */
static guint
count_listed (CarcStore  *store,
              const char *search)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = carc_store_list_games (store, search, CARC_STORE_LIST_DEFAULT, 0, &error);

  if (games == NULL)
    g_error ("%s", error->message);
  return games->len;
}

/* In the child: prints "<history ms> <search ms> <rss MiB>". */
static void
history_child (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcApplication) app = NULL;
  g_autoptr(GArray) searches = g_array_new (FALSE, FALSE, sizeof (double));
  GtkWindow *window;
  CarcHistoryPage *page;
  GtkEditable *entry;
  CarcStore *store;
  const char *keystrokes_env = g_getenv ("CARC_BENCH_KEYSTROKES");
  guint n_keystrokes = keystrokes_env != NULL ? (guint) CLAMP (atoi (keystrokes_env), 1, (int) G_N_ELEMENTS (keystrokes))
                                              : (guint) G_N_ELEMENTS (keystrokes);
  double started = carc_bench_now (), start_page, start, shown, cpu_start, cpu_shown;
  g_autoptr(GArray) search_cpu = g_array_new (FALSE, FALSE, sizeof (double));
  guint all;

  if (!carc_bench_init_display ("history_10k_ms"))
    exit (1);
  app = carc_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  if (!g_application_register (G_APPLICATION (app), NULL, &error))
    g_error ("%s", error->message);
  g_application_activate (G_APPLICATION (app));
  window = gtk_application_get_active_window (GTK_APPLICATION (app));
  if (window == NULL)
    window = gtk_application_get_windows (GTK_APPLICATION (app))->data;
  gtk_window_set_default_size (window, 1000, 760);
  start_page = wait_for_frame (GTK_WIDGET (window), NULL, NULL);
  /* the start alone (CARC_BENCH_STARTUP_ONLY): the page that made a row
   * for every game took minutes to show History */
  if (g_getenv ("CARC_BENCH_STARTUP_ONLY") != NULL)
    {
      printf ("0 0 0 %.3f\n", (start_page - started) * 1000);
      fflush (stdout);
      return;
    }
  /* the start page settled */
  for (guint i = 0; i < 20; i++)
    wait_for_frame (GTK_WIDGET (window), NULL, NULL);

  page = CARC_HISTORY_PAGE (carc_history_get_page (CARC_WINDOW (window), "history"));
  start = carc_bench_now ();
  cpu_start = cpu_now ();
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-history", NULL);
  shown = wait_for_frame (GTK_WIDGET (window), history_shown, page);
  cpu_shown = cpu_now () - cpu_start;

  if (g_getenv ("CARC_BENCH_VERBOSE") != NULL)
    g_printerr ("history_10k_ms: shown in %.0f ms (%.0f ms of CPU), %u summaries read\n", (shown - start) * 1000,
                cpu_shown * 1000,
                carc_history_model_get_n_read (CARC_HISTORY_MODEL (carc_history_page_get_model (page))));
  store = carc_history_page_get_store (page);
  if (store == NULL)
    g_error ("History has no store");
  all = count_listed (store, NULL);
  if (carc_history_page_get_n_games (page) != all)
    g_error ("History lists %u games, not %u", carc_history_page_get_n_games (page), all);
  entry = GTK_EDITABLE (gtk_widget_get_template_child (GTK_WIDGET (page), CARC_TYPE_HISTORY_PAGE, "search_entry"));
  gtk_widget_activate_action (GTK_WIDGET (page), "history.search", NULL);
  for (guint i = 0; i < n_keystrokes; i++)
    {
      SearchWait wait = { page, count_listed (store, keystrokes[i]) };
      SearchWait cleared = { page, all };
      double typed, painted, cpu;

      if (wait.expected == all)
        g_error ("the keystroke %s does not filter", keystrokes[i]);
      /* a settled page, then the keystroke */
      for (guint f = 0; f < 5; f++)
        wait_for_frame (GTK_WIDGET (window), NULL, NULL);
      typed = carc_bench_now ();
      cpu = cpu_now ();
      gtk_editable_insert_text (entry, keystrokes[i], -1, &(int) { 0 });
      painted = wait_for_frame (GTK_WIDGET (window), search_shown, &wait);
      painted -= typed;
      cpu = cpu_now () - cpu;
      g_array_append_val (searches, painted);
      g_array_append_val (search_cpu, cpu);
      gtk_editable_set_text (entry, "");
      wait_for_frame (GTK_WIDGET (window), search_shown, &cleared);
    }
  qsort (searches->data, searches->len, sizeof (double), compare_double);
  qsort (search_cpu->data, search_cpu->len, sizeof (double), compare_double);
  if (g_getenv ("CARC_BENCH_VERBOSE") != NULL)
    g_printerr ("history_search_10k_ms: a keystroke %.0f ms (%.0f ms of CPU), median of %u\n",
                g_array_index (searches, double, searches->len / 2) * 1000,
                g_array_index (search_cpu, double, search_cpu->len / 2) * 1000, searches->len);

  printf ("%.3f %.3f %.1f %.3f\n", (shown - start) * 1000,
          g_array_index (searches, double, searches->len / 2) * 1000, peak_rss_mib (), (start_page - started) * 1000);
  fflush (stdout);
  gtk_window_destroy (window);
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

static char *
corpus_home (guint n_games)
{
  g_autoptr(GError) error = NULL;
  char *home = g_dir_make_tmp ("carc-bench-home-XXXXXX", NULL);
  g_autofree char *app_dir = g_build_filename (home, "io.github.CarcassonneCompanion", NULL);
  g_autofree char *path = g_build_filename (app_dir, "games.sqlite3", NULL);
  double start = carc_bench_now ();

  if (g_mkdir_with_parents (app_dir, 0700) != 0
      || !carc_corpus_copy_database (CARC_BENCH_CLI, CARC_BENCH_CORPUS_CACHE, n_games, path, &error))
    g_error ("cannot set up the corpus database: %s", error != NULL ? error->message : home);
  g_printerr ("carcassonne-bench: the %u-game corpus database ready in %.1f s\n", n_games, carc_bench_now () - start);
  return home;
}

static void
remove_home (const char *home)
{
  g_autofree char *app_dir = g_build_filename (home, "io.github.CarcassonneCompanion", NULL);
  g_autoptr(GDir) dir = g_dir_open (app_dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (app_dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (app_dir);
  g_rmdir (home);
}

/* The three metrics come from the same runs: measured once, reported by
 * whichever of them is asked first. */
static gboolean measured;
static double history_ms, search_ms, rss_mib, startup_ms;

static void
measure (void)
{
  g_autofree char *home = NULL;
  g_autofree char *self = g_file_read_link ("/proc/self/exe", NULL);
  const char *runs_env = g_getenv ("CARC_BENCH_RUNS");
  guint runs = runs_env != NULL ? MAX (1, atoi (runs_env)) : 3;
  g_autofree double *shown = g_new (double, runs);
  g_autofree double *searched = g_new (double, runs);
  g_autofree double *peak = g_new (double, runs);
  g_autofree double *started = g_new (double, runs);

  measured = TRUE;
  home = corpus_home (n_games_wanted ());
  for (guint run = 0; run < runs; run++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *output = NULL;
      g_auto(GStrv) env = g_get_environ ();
      char *argv[] = { self, (char *) "history_10k_ms", NULL };
      int status = 0;

      env = g_environ_setenv (env, "CARC_BENCH_HISTORY_CHILD", "1", TRUE);
      env = g_environ_setenv (env, "XDG_DATA_HOME", home, TRUE);
      env = g_environ_setenv (env, "GSETTINGS_BACKEND", "memory", TRUE);
      env = g_environ_setenv (env, "GSETTINGS_SCHEMA_DIR", CARC_BENCH_SCHEMA_DIR, FALSE);
      if (!g_spawn_sync (NULL, argv, env, G_SPAWN_CHILD_INHERITS_STDIN, NULL, NULL,
                         &output, NULL, &status, &error)
          || !g_spawn_check_wait_status (status, &error))
        g_error ("history_10k_ms: %s", error->message);
      if (sscanf (output, "%lf %lf %lf %lf", &shown[run], &searched[run], &peak[run], &started[run]) != 4)
        g_error ("history_10k_ms: the run printed %s", output);
      g_printerr ("history_10k_ms: run %u: History %.0f ms, a keystroke %.0f ms, peak RSS %.0f MiB, started in %.0f ms\n",
                  run + 1, shown[run], searched[run], peak[run], started[run]);
    }
  remove_home (home);
  qsort (shown, runs, sizeof (double), compare_double);
  qsort (searched, runs, sizeof (double), compare_double);
  qsort (peak, runs, sizeof (double), compare_double);
  qsort (started, runs, sizeof (double), compare_double);
  history_ms = shown[runs / 2];
  search_ms = searched[runs / 2];
  rss_mib = peak[runs / 2];
  startup_ms = started[runs / 2];
}

static void
bench_history_10k_ms (const CarcBenchOptions *options)
{
  if (g_getenv ("CARC_BENCH_HISTORY_CHILD") != NULL)
    {
      history_child ();
      exit (0);
    }
  if (!carc_bench_init_display ("history_10k_ms"))
    return;
  if (!measured)
    measure ();
  carc_bench_report ("history_10k_ms", history_ms, "ms");
}

static void
bench_history_search_10k_ms (const CarcBenchOptions *options)
{
  if (!carc_bench_init_display ("history_search_10k_ms"))
    return;
  if (!measured)
    measure ();
  carc_bench_report ("history_search_10k_ms", search_ms, "ms");
}

static void
bench_history_10k_rss_mib (const CarcBenchOptions *options)
{
  if (!carc_bench_init_display ("history_10k_rss_mib"))
    return;
  if (!measured)
    measure ();
  carc_bench_report ("history_10k_rss_mib", rss_mib, "MiB");
}

static void
bench_startup_corpus_10k_ms (const CarcBenchOptions *options)
{
  if (!carc_bench_init_display ("startup_corpus_10k_ms"))
    return;
  if (!measured)
    measure ();
  carc_bench_report ("startup_corpus_10k_ms", startup_ms, "ms");
}

const CarcBenchMetric carc_bench_history_metrics[] = {
  { "history_10k_ms", bench_history_10k_ms },
  { "history_search_10k_ms", bench_history_search_10k_ms },
  { "history_10k_rss_mib", bench_history_10k_rss_mib },
  { "startup_corpus_10k_ms", bench_startup_corpus_10k_ms },
  { NULL, NULL },
};
