/* carc-history.c: the history, review and statistics screens in the window
 *
 * The window keeps its screens in a GtkStack (the parent of its "start"
 * page); the three pages join it as named children when first needed (not
 * at start-up) and the window actions below switch between them. Nothing
 * here is in CarcWindow's own code, so the window needs only the one call
 * to carc_history_install().
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-error-format.h"
#include "carc-format.h"
#include "carc-history.h"
#include "carc-history-page.h"
#include "carc-review-page.h"
#include "carc-start-page.h"
#include "carc-stats-page.h"
#include "carc-window-private.h"

#define HISTORY_DATA_KEY "carc-history"

typedef struct
{
  CarcWindow      *window;      /* not owned: the data lives on the window */
  GtkStack        *stack;
  CarcHistoryPage *history;
  CarcReviewPage  *review;
  CarcStatsPage   *stats;
  CarcStore       *store;       /* given to carc_history_install (), if any */
  GHashTable      *came_from;   /* page name → the page it was opened from */
} History;

static void
history_free (gpointer data)
{
  History *history = data;

  g_hash_table_unref (history->came_from);
  g_clear_object (&history->store);
  g_free (history);
}

static History *
get_history (CarcWindow *window)
{
  return g_object_get_data (G_OBJECT (window), HISTORY_DATA_KEY);
}

static void open_from_history_cb (CarcHistoryPage *page,
                                  const char      *game_id,
                                  History         *history);
static void open_from_stats_cb   (CarcStatsPage   *page,
                                  const char      *game_id,
                                  History         *history);

/* The three pages are built when one of them is first needed, not with
 * the window: the statistics page alone was 2 % of the app's start-up
 * (docs/performance.md). */
static void
ensure_pages (History *history)
{
  if (history->stats != NULL)
    return;

  history->history = CARC_HISTORY_PAGE (carc_history_page_new (NULL));
  history->review = CARC_REVIEW_PAGE (carc_review_page_new (NULL));
  history->stats = CARC_STATS_PAGE (carc_stats_page_new (NULL));
  gtk_stack_add_titled (history->stack, GTK_WIDGET (history->history), "history", _("History"));
  gtk_stack_add_titled (history->stack, GTK_WIDGET (history->review), "review", _("Game Review"));
  gtk_stack_add_titled (history->stack, GTK_WIDGET (history->stats), "statistics", _("Statistics"));
  g_signal_connect (history->history, "open-game", G_CALLBACK (open_from_history_cb), history);
  g_signal_connect (history->stats, "open-game", G_CALLBACK (open_from_stats_cb), history);

  if (history->store != NULL)
    {
      carc_history_page_set_store (history->history, history->store);
      carc_review_page_set_store (history->review, history->store);
      carc_stats_page_set_store (history->stats, history->store);
    }
}

/* The pages follow the window's store, which opens when it is first shown. */
static void
ensure_store (History *history)
{
  CarcStore *store;
  gpointer window_store;

  ensure_pages (history);
  store = carc_history_page_get_store (history->history);

  if (store != NULL)
    return;

  window_store = _carc_window_get_store (history->window);
  if (window_store == NULL || !CARC_IS_STORE (window_store))
    return;

  carc_history_page_set_store (history->history, window_store);
  carc_review_page_set_store (history->review, window_store);
  carc_stats_page_set_store (history->stats, window_store);
}

/* Shows page @name; "Back" on it returns to the page shown before, unless
 * @forward is FALSE (going back). */
static void
show (History    *history,
      const char *name,
      gboolean    forward)
{
  const char *visible = gtk_stack_get_visible_child_name (history->stack);
  GtkWidget *page;

  ensure_store (history);

  if (forward && visible != NULL && g_strcmp0 (visible, name) != 0)
    g_hash_table_insert (history->came_from, g_strdup (name), g_strdup (visible));

  gtk_stack_set_visible_child_name (history->stack, name);
  page = gtk_stack_get_visible_child (history->stack);
  if (page == GTK_WIDGET (history->history))
    /* the list, not the header's first button: the keys go to the games */
    carc_history_page_focus_start (history->history);
  else if (page != NULL)
    gtk_widget_child_focus (page, GTK_DIR_TAB_FORWARD);
}

static void
review (History    *history,
        const char *game_id)
{
  g_autoptr(GError) error = NULL;

  ensure_store (history);
  if (!carc_review_page_load_game (history->review, game_id, &error))
    {
      g_autofree char *message = carc_error_format (error, NULL);

      /* Translators: a game of History that does not open, in short (the
       * reason is under Details) */
      _carc_window_add_text_toast (history->window, message, _("Cannot open game"));
      return;
    }

  show (history, "review", TRUE);
}

static void
open_from_history_cb (CarcHistoryPage *page,
                      const char      *game_id,
                      History         *history)
{
  review (history, game_id);
}

static void
open_from_stats_cb (CarcStatsPage *page,
                    const char    *game_id,
                    History       *history)
{
  review (history, game_id);
}

static void
show_history_action (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  History *history = user_data;

  /* every game (going back to a list keeps its view: history-back) */
  ensure_pages (history);
  carc_history_page_set_view (history->history, CARC_HISTORY_VIEW_ALL, FALSE);
  show (history, "history", TRUE);
}

/* The start page's "All 312 Unfinished Games": History with those alone,
 * back to the start page. */
static void
show_unfinished_action (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  History *history = user_data;

  ensure_pages (history);
  carc_history_page_set_view (history->history, CARC_HISTORY_VIEW_UNFINISHED, TRUE);
  show (history, "history", TRUE);
}

static void
show_statistics_action (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  show (user_data, "statistics", TRUE);
}

static void
review_game_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  review (user_data, g_variant_get_string (parameter, NULL));
}

/* Back from the review or the statistics: to where they were opened from
 * (the history, the statistics, the start page…). */
static void
history_back_action (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  History *history = user_data;
  const char *visible = gtk_stack_get_visible_child_name (history->stack);
  const char *from = visible != NULL ? g_hash_table_lookup (history->came_from, visible) : NULL;

  if (from != NULL && (g_str_equal (from, "history") || g_str_equal (from, "statistics") ||
                       g_str_equal (from, "review")))
    show (history, from, FALSE);
  else if (from != NULL && !g_str_equal (from, "start") &&
           gtk_stack_get_child_by_name (history->stack, from) != NULL)
    gtk_stack_set_visible_child_name (history->stack, from);
  else
    /* the window's own action also refreshes the start page */
    gtk_widget_activate_action (GTK_WIDGET (history->window), "win.show-start", NULL);
}

static const GActionEntry actions[] = {
  { "show-history", show_history_action },
  { "show-unfinished", show_unfinished_action },
  { "show-statistics", show_statistics_action },
  { "review-game", review_game_action, "s" },
  { "history-back", history_back_action },
};

void
carc_history_install (CarcWindow *window,
                      CarcStore  *store)
{
  History *history;
  GtkWidget *start_page;

  g_return_if_fail (CARC_IS_WINDOW (window));
  g_return_if_fail (store == NULL || CARC_IS_STORE (store));

  history = get_history (window);
  if (history == NULL)
    {
      start_page = _carc_window_get_page (window, "start");
      g_return_if_fail (start_page != NULL && GTK_IS_STACK (gtk_widget_get_parent (start_page)));

      history = g_new0 (History, 1);
      history->window = window;
      history->stack = GTK_STACK (gtk_widget_get_parent (start_page));
      history->came_from = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
      g_object_set_data_full (G_OBJECT (window), HISTORY_DATA_KEY, history, history_free);

      g_action_map_add_action_entries (G_ACTION_MAP (window), actions, G_N_ELEMENTS (actions), history);

      if (CARC_IS_START_PAGE (start_page))
        {
          carc_start_page_add_action (CARC_START_PAGE (start_page), _("_History"),
                                      "document-open-recent-symbolic", "win.show-history");
          carc_start_page_add_action (CARC_START_PAGE (start_page), _("_Statistics"),
                                      "carc-statistics-symbolic", "win.show-statistics");
        }
    }

  if (store != NULL)
    {
      g_set_object (&history->store, store);
      if (history->stats != NULL)
        {
          carc_history_page_set_store (history->history, store);
          carc_review_page_set_store (history->review, store);
          carc_stats_page_set_store (history->stats, store);
        }
    }
}

GtkWidget *
carc_history_get_page (CarcWindow *window,
                       const char *name)
{
  History *history;

  g_return_val_if_fail (CARC_IS_WINDOW (window), NULL);

  history = get_history (window);
  if (history == NULL)
    return NULL;
  ensure_store (history);
  if (g_strcmp0 (name, "history") == 0)
    return GTK_WIDGET (history->history);
  if (g_strcmp0 (name, "review") == 0)
    return GTK_WIDGET (history->review);
  if (g_strcmp0 (name, "statistics") == 0)
    return GTK_WIDGET (history->stats);
  return NULL;
}
