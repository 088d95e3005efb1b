/* carc-history-page.c: every game played, searchable, deleted to a place it comes back from
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-error-format.h"
#include "carc-format.h"
#include "carc-history-format.h"
#include "carc-history-model.h"
#include "carc-history-page.h"
#include "carc-history-row.h"
#include "carc-lazy-list.h"
#include "carc-title-squeezer.h"
#include "carc-toast.h"

/* The search runs at the first keystroke after a pause, and then at most
 * once in this time while someone types (and once more at the end). */
#define SEARCH_DEBOUNCE_MS 150

struct _CarcHistoryPage
{
  GtkWidget          parent_instance;

  CarcStore         *store;
  gulong             changed_id;
  CarcHistoryModel  *model;
  CarcHistoryView    view;
  gboolean           back_to_start;  /* the view was opened from the start page */

  guint              search_timeout;
  gboolean           search_waiting; /* a keystroke came during the debounce */

  /* Template widgets */
  GtkWidget         *box;
  AdwHeaderBar      *header_bar;
  AdwWindowTitle    *window_title;
  GtkButton         *back_button;
  GtkButton         *statistics_button;
  GtkRevealer       *deleted_revealer;
  GtkLabel          *deleted_label;
  GtkButton         *deleted_button;
  GtkToggleButton   *search_button;
  GtkSearchBar      *search_bar;
  GtkSearchEntry    *search_entry;
  AdwToastOverlay   *toast_overlay;
  GtkStack          *stack;
  GtkScrolledWindow *scrolled_window;
  CarcLazyList      *list_view;
  AdwStatusPage     *empty_page;
  AdwStatusPage     *no_deleted_page;
  AdwStatusPage     *no_results_page;
};

G_DEFINE_FINAL_TYPE (CarcHistoryPage, carc_history_page, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_STORE,
  N_PROPS
};

enum {
  OPEN_GAME,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
show_error (CarcHistoryPage *self,
            const GError    *error)
{
  g_autofree char *message = carc_error_format (error, NULL);
  /* an error's words are never cut (carc-toast.h) */
  AdwToast *toast = carc_toast_new (GTK_WIDGET (self->toast_overlay), message, NULL, NULL);

  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
load_failed_cb (CarcHistoryPage *self,
                const GError    *error)
{
  show_error (self, error);
}

/* ---- what the page says ---- */

static const char *
view_title (CarcHistoryView view)
{
  switch (view)
    {
    case CARC_HISTORY_VIEW_UNFINISHED:
      return _("Unfinished Games");
    case CARC_HISTORY_VIEW_DELETED:
      return _("Recently Deleted");
    case CARC_HISTORY_VIEW_ALL:
    default:
      return _("History");
    }
}

static void
update_title (CarcHistoryPage *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->model));
  g_autofree char *count = carc_format_count (n);
  g_autofree char *subtitle = NULL;

  adw_window_title_set_title (self->window_title, view_title (self->view));
  if (n == 0)
    subtitle = NULL;
  else if (self->view == CARC_HISTORY_VIEW_DELETED)
    /* Translators: the recently deleted list's subtitle; %s is a number */
    subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s game, kept for 30 days",
                                             "%s games, each kept for 30 days", n), count);
  else if (carc_history_model_get_search (self->model) != NULL)
    /* Translators: how many games a search found; %s is a number */
    subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s game found", "%s games found", n), count);
  else if (self->view == CARC_HISTORY_VIEW_UNFINISHED)
    /* Translators: History's subtitle; %s is a number */
    subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s unfinished game", "%s unfinished games", n),
                                count);
  else
    /* Translators: History's subtitle; %s is a number */
    subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s game", "%s games", n), count);
  adw_window_title_set_subtitle (self->window_title, subtitle);
}

static void
update_stack (CarcHistoryPage *self)
{
  if (g_list_model_get_n_items (G_LIST_MODEL (self->model)) > 0)
    gtk_stack_set_visible_child_name (self->stack, "games");
  else if (carc_history_model_get_search (self->model) != NULL)
    gtk_stack_set_visible_child_name (self->stack, "no-results");
  else if (self->view == CARC_HISTORY_VIEW_DELETED)
    gtk_stack_set_visible_child_name (self->stack, "no-deleted");
  else
    gtk_stack_set_visible_child_name (self->stack, "empty");
}

/* The bar that leads to the recently deleted games, while there are some. */
static void
update_deleted_button (CarcHistoryPage *self)
{
  g_autoptr(GArray) deleted = NULL;

  if (self->view == CARC_HISTORY_VIEW_ALL && self->store != NULL)
    deleted = carc_store_list_game_keys (self->store, NULL, CARC_STORE_LIST_DELETED, NULL, NULL);
  if (deleted != NULL && deleted->len > 0)
    {
      g_autofree char *count = carc_format_count (deleted->len);
      g_autofree char *text = NULL;

      /* Translators: the bar over History while there are deleted games;
       * %s is a number */
      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s game recently deleted, kept for 30 days",
                                           "%s games recently deleted, kept for 30 days", deleted->len), count);
      gtk_label_set_text (self->deleted_label, text);
    }
  gtk_revealer_set_reveal_child (self->deleted_revealer, deleted != NULL && deleted->len > 0);
}

static void
items_changed_cb (CarcHistoryPage *self)
{
  update_stack (self);
  update_title (self);
}

static void
store_changed_cb (CarcHistoryPage *self)
{
  /* the list follows the store itself (CarcHistoryModel) */
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    update_deleted_button (self);
}

/* ---- the list's rows ---- */

static GtkWidget *
create_row (gpointer user_data)
{
  return carc_history_row_new ();
}

static void
bind_row (GtkWidget *row,
          gpointer   item,
          guint      position,
          gpointer   user_data)
{
  CarcHistoryPage *self = user_data;

  carc_history_row_set_item (CARC_HISTORY_ROW (row), item, self->view == CARC_HISTORY_VIEW_DELETED);
}

static void
list_activate_cb (CarcHistoryPage *self,
                  guint            position)
{
  g_autoptr(CarcHistoryItem) item = g_list_model_get_item (G_LIST_MODEL (self->model), position);
  const char *id = item != NULL ? carc_history_item_get_id (item) : NULL;

  if (id != NULL)
    g_signal_emit (self, signals[OPEN_GAME], 0, id);
}

/* The row that has the keyboard focus, or NULL. */
static CarcHistoryRow *
focused_row (CarcHistoryPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  /* the row itself, or a button in it */
  for (GtkWidget *w = focus; w != NULL && w != GTK_WIDGET (self->list_view); w = gtk_widget_get_parent (w))
    if (CARC_IS_HISTORY_ROW (w))
      return CARC_HISTORY_ROW (w);
  return NULL;
}

/* ---- searching ---- */

static void
run_search (CarcHistoryPage *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  g_autofree char *stripped = g_strstrip (g_strdup (text));

  carc_history_model_set_search (self->model, stripped);
  /* a new list starts at its top */
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scrolled_window), 0);
}

static gboolean
search_timeout_cb (gpointer data)
{
  CarcHistoryPage *self = data;

  if (self->search_waiting)
    {
      /* the last keystrokes of a burst */
      self->search_waiting = FALSE;
      run_search (self);
      return G_SOURCE_CONTINUE;
    }
  self->search_timeout = 0;
  return G_SOURCE_REMOVE;
}

static void
search_text_changed_cb (CarcHistoryPage *self)
{
  if (self->search_timeout != 0)
    {
      self->search_waiting = TRUE;
      return;
    }
  run_search (self);
  self->search_timeout = g_timeout_add (SEARCH_DEBOUNCE_MS, search_timeout_cb, self);
}

static void
search_stopped_cb (CarcHistoryPage *self)
{
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  gtk_search_bar_set_search_mode (self->search_bar, FALSE);
}

static void
search_mode_cb (CarcHistoryPage *self)
{
  if (gtk_search_bar_get_search_mode (self->search_bar))
    gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
  else if (gtk_editable_get_text (GTK_EDITABLE (self->search_entry))[0] != '\0')
    gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
}

static gboolean
entry_has_focus (CarcHistoryPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus != NULL &&
         (focus == GTK_WIDGET (self->search_entry) ||
          gtk_widget_is_ancestor (focus, GTK_WIDGET (self->search_entry)));
}

/* ---- actions ---- */

static void
search_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  CarcHistoryPage *self = CARC_HISTORY_PAGE (widget);

  /* Ctrl+F shows the bar, or goes back to the entry; again hides it. */
  if (!gtk_search_bar_get_search_mode (self->search_bar))
    gtk_search_bar_set_search_mode (self->search_bar, TRUE);
  else if (!entry_has_focus (self))
    gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
  else
    gtk_search_bar_set_search_mode (self->search_bar, FALSE);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  g_signal_emit (widget, signals[OPEN_GAME], 0, g_variant_get_string (parameter, NULL));
}

static void
delete_game (CarcHistoryPage *self,
             const char      *game_id)
{
  /* the caller's string may be its row's, which leaves with the game */
  g_autofree char *id = g_strdup (game_id);
  g_autoptr(GError) error = NULL;
  AdwToast *toast;

  if (self->store == NULL)
    return;

  if (!carc_store_delete_game (self->store, id, &error))
    {
      show_error (self, error);
      return;
    }

  /* short, to fit a toast at 360 px: the bar over the list says where
   * the game went */
  toast = adw_toast_new (_("Game deleted"));
  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_action_name (toast, "history.undo-delete");
  adw_toast_set_action_target_value (toast, g_variant_new_string (id));
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
delete_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  delete_game (CARC_HISTORY_PAGE (widget), g_variant_get_string (parameter, NULL));
}

static void
undo_delete_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  CarcHistoryPage *self = CARC_HISTORY_PAGE (widget);
  const char *id = g_variant_get_string (parameter, NULL);
  g_autoptr(GError) error = NULL;

  if (self->store == NULL)
    return;

  if (!carc_store_undelete_game (self->store, id, &error))
    {
      show_error (self, error);
      return;
    }
  /* the store's ::changed brings the row back */
}

static void
restore_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  CarcHistoryPage *self = CARC_HISTORY_PAGE (widget);
  const char *id = g_variant_get_string (parameter, NULL);
  g_autoptr(GError) error = NULL;

  if (self->store == NULL)
    return;
  if (!carc_store_undelete_game (self->store, id, &error))
    {
      show_error (self, error);
      return;
    }
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (_("Game restored")));
}

static void
purge_response_cb (AdwMessageDialog *dialog,
                   const char       *response,
                   CarcHistoryPage  *self)
{
  const char *id = g_object_get_data (G_OBJECT (dialog), "game-id");
  g_autoptr(GError) error = NULL;

  if (!g_str_equal (response, "purge") || self->store == NULL)
    return;
  if (!carc_store_purge_game (self->store, id, &error))
    show_error (self, error);
}

/* Removing for good asks first: nothing brings the game back after it. */
static void
purge_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  CarcHistoryPage *self = CARC_HISTORY_PAGE (widget);
  const char *id = g_variant_get_string (parameter, NULL);
  g_autoptr(CarcStoreGameSummary) summary = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  if (self->store == NULL)
    return;
  summary = carc_store_get_game_summary (self->store, id, NULL);
  if (summary != NULL)
    {
      g_autofree char *date = carc_history_format_date (summary->created);
      g_autofree const char **names = g_new0 (const char *, MAX (summary->n_players, 1));
      g_autofree char *players = NULL;

      for (guint p = 0; p < summary->n_players; p++)
        names[p] = summary->players[p].name;
      players = carc_format_join_names (names, summary->n_players);
      /* Translators: asking before a deleted game is removed for good:
       * the game's date, then its players */
      body = g_strdup_printf (_("The game of %s (%s) will be gone for good: it cannot be restored."), date, players);
    }

  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)),
                                   _("Delete the Game for Good?"),
                                   body != NULL ? body : _("It cannot be restored."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "purge", _("_Delete for Good"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "purge", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "game-id", g_strdup (id), g_free);
  gtk_widget_add_css_class (dialog, "purge-game");
  g_signal_connect_object (dialog, "response", G_CALLBACK (purge_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The Delete key: the focused row's game, as its bin button. */
static void
delete_focused_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  CarcHistoryPage *self = CARC_HISTORY_PAGE (widget);
  CarcHistoryRow *row = focused_row (self);
  CarcHistoryItem *item = row != NULL ? carc_history_row_get_item (row) : NULL;
  /* a copy: the item goes with its row when the game leaves the list */
  g_autofree char *id = item != NULL ? g_strdup (carc_history_item_get_id (item)) : NULL;

  if (id == NULL)
    return;
  if (self->view == CARC_HISTORY_VIEW_DELETED)
    gtk_widget_activate_action (widget, "history.purge", "s", id);
  else
    delete_game (self, id);
}

static void
show_deleted_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  carc_history_page_set_view (CARC_HISTORY_PAGE (widget), CARC_HISTORY_VIEW_DELETED, FALSE);
}

/* Back: from the unfinished or deleted games to the whole history, unless
 * they were opened from the start page; from there to the start page. */
static void
back_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  CarcHistoryPage *self = CARC_HISTORY_PAGE (widget);

  if (self->view != CARC_HISTORY_VIEW_ALL && !self->back_to_start)
    carc_history_page_set_view (self, CARC_HISTORY_VIEW_ALL, FALSE);
  else
    gtk_widget_activate_action (widget, "win.show-start", NULL);
}

/* ---- the widget ---- */

static void
carc_history_page_map (GtkWidget *widget)
{
  CarcHistoryPage *self = CARC_HISTORY_PAGE (widget);

  /* what changed while hidden is applied now, game by game */
  carc_history_model_set_following (self->model, TRUE);
  update_deleted_button (self);

  GTK_WIDGET_CLASS (carc_history_page_parent_class)->map (widget);
}

static void
carc_history_page_unmap (GtkWidget *widget)
{
  CarcHistoryPage *self = CARC_HISTORY_PAGE (widget);

  /* while the table plays, the list does not follow every move */
  carc_history_model_set_following (self->model, FALSE);

  GTK_WIDGET_CLASS (carc_history_page_parent_class)->unmap (widget);
}

static void
carc_history_page_dispose (GObject *object)
{
  CarcHistoryPage *self = CARC_HISTORY_PAGE (object);

  g_clear_handle_id (&self->search_timeout, g_source_remove);
  if (self->store != NULL)
    g_clear_signal_handler (&self->changed_id, self->store);
  g_clear_object (&self->store);
  if (self->list_view != NULL)
    carc_lazy_list_set_model (self->list_view, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), CARC_TYPE_HISTORY_PAGE);
  if (self->model != NULL)
    carc_history_model_set_store (self->model, NULL);
  g_clear_object (&self->model);

  G_OBJECT_CLASS (carc_history_page_parent_class)->dispose (object);
}

static void
carc_history_page_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  CarcHistoryPage *self = CARC_HISTORY_PAGE (object);

  switch (prop_id)
    {
    case PROP_STORE:
      g_value_set_object (value, self->store);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carc_history_page_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  CarcHistoryPage *self = CARC_HISTORY_PAGE (object);

  switch (prop_id)
    {
    case PROP_STORE:
      carc_history_page_set_store (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carc_history_page_class_init (CarcHistoryPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = carc_history_page_dispose;
  object_class->get_property = carc_history_page_get_property;
  object_class->set_property = carc_history_page_set_property;

  widget_class->map = carc_history_page_map;
  widget_class->unmap = carc_history_page_unmap;

  properties[PROP_STORE] =
    g_param_spec_object ("store", NULL, NULL, CARC_TYPE_STORE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[OPEN_GAME] =
    g_signal_new ("open-game",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

  g_type_ensure (CARC_TYPE_HISTORY_ROW);
  g_type_ensure (CARC_TYPE_LAZY_LIST);
  g_type_ensure (CARC_TYPE_TITLE_SQUEEZER);
  gtk_widget_class_set_template_from_resource (widget_class, APP_RESOURCE_PATH "/records/carc-history-page.ui");
  gtk_widget_class_bind_template_child (widget_class, CarcHistoryPage, box);
  gtk_widget_class_bind_template_child (widget_class, CarcHistoryPage, header_bar);
  gtk_widget_class_bind_template_child (widget_class, CarcHistoryPage, window_title);
  gtk_widget_class_bind_template_child (widget_class, CarcHistoryPage, back_button);
  gtk_widget_class_bind_template_child (widget_class, CarcHistoryPage, statistics_button);
  gtk_widget_class_bind_template_child (widget_class, CarcHistoryPage, deleted_revealer);
  gtk_widget_class_bind_template_child (widget_class, CarcHistoryPage, deleted_label);
  gtk_widget_class_bind_template_child (widget_class, CarcHistoryPage, deleted_button);
  gtk_widget_class_bind_template_child (widget_class, CarcHistoryPage, search_button);
  gtk_widget_class_bind_template_child (widget_class, CarcHistoryPage, search_bar);
  gtk_widget_class_bind_template_child (widget_class, CarcHistoryPage, search_entry);
  gtk_widget_class_bind_template_child (widget_class, CarcHistoryPage, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, CarcHistoryPage, stack);
  gtk_widget_class_bind_template_child (widget_class, CarcHistoryPage, scrolled_window);
  gtk_widget_class_bind_template_child (widget_class, CarcHistoryPage, list_view);
  gtk_widget_class_bind_template_child (widget_class, CarcHistoryPage, empty_page);
  gtk_widget_class_bind_template_child (widget_class, CarcHistoryPage, no_deleted_page);
  gtk_widget_class_bind_template_child (widget_class, CarcHistoryPage, no_results_page);

  gtk_widget_class_install_action (widget_class, "history.search", NULL, search_action);
  gtk_widget_class_install_action (widget_class, "history.open", "s", open_action);
  gtk_widget_class_install_action (widget_class, "history.delete", "s", delete_action);
  gtk_widget_class_install_action (widget_class, "history.undo-delete", "s", undo_delete_action);
  gtk_widget_class_install_action (widget_class, "history.restore", "s", restore_action);
  gtk_widget_class_install_action (widget_class, "history.purge", "s", purge_action);
  gtk_widget_class_install_action (widget_class, "history.delete-focused", NULL, delete_focused_action);
  gtk_widget_class_install_action (widget_class, "history.show-deleted", NULL, show_deleted_action);
  gtk_widget_class_install_action (widget_class, "history.back", NULL, back_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "history.search", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, 0, "history.delete-focused", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Delete, 0, "history.delete-focused", NULL);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "carchistorypage");
}

static void
carc_history_page_init (CarcHistoryPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->model = carc_history_model_new ();
  /* a hidden page reads the store only once it is shown */
  carc_history_model_set_following (self->model, FALSE);
  g_signal_connect_swapped (self->model, "load-failed", G_CALLBACK (load_failed_cb), self);
  g_signal_connect_swapped (self->model, "items-changed", G_CALLBACK (items_changed_cb), self);

  carc_lazy_list_set_row_funcs (self->list_view, create_row, bind_row, self);
  carc_lazy_list_set_model (self->list_view, G_LIST_MODEL (self->model));
  g_signal_connect_swapped (self->list_view, "activate", G_CALLBACK (list_activate_cb), self);

  g_object_bind_property (self->search_button, "active",
                          self->search_bar, "search-mode-enabled",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  gtk_search_bar_connect_entry (self->search_bar, GTK_EDITABLE (self->search_entry));
  gtk_search_bar_set_key_capture_widget (self->search_bar, GTK_WIDGET (self));

  g_signal_connect_swapped (self->search_entry, "changed", G_CALLBACK (search_text_changed_cb), self);
  g_signal_connect_swapped (self->search_entry, "stop-search", G_CALLBACK (search_stopped_cb), self);
  g_signal_connect_swapped (self->search_bar, "notify::search-mode-enabled", G_CALLBACK (search_mode_cb), self);

  update_stack (self);
  update_title (self);
}

GtkWidget *
carc_history_page_new (CarcStore *store)
{
  g_return_val_if_fail (store == NULL || CARC_IS_STORE (store), NULL);

  return g_object_new (CARC_TYPE_HISTORY_PAGE, "store", store, NULL);
}

void
carc_history_page_set_store (CarcHistoryPage *self,
                             CarcStore       *store)
{
  g_return_if_fail (CARC_IS_HISTORY_PAGE (self));
  g_return_if_fail (store == NULL || CARC_IS_STORE (store));

  if (self->store == store)
    return;

  if (self->store != NULL)
    g_clear_signal_handler (&self->changed_id, self->store);
  g_set_object (&self->store, store);
  if (self->store != NULL)
    {
      g_autoptr(GError) error = NULL;
      gint64 before = g_get_real_time () - (gint64) CARC_HISTORY_KEEP_DAYS * 24 * 3600 * G_USEC_PER_SEC;

      self->changed_id = g_signal_connect_swapped (self->store, "changed", G_CALLBACK (store_changed_cb), self);
      /* what the recently deleted list no longer keeps; a store opened
       * read-only keeps it until it can be written */
      if (!carc_store_purge_deleted_before (self->store, before, NULL, &error)
          && !g_error_matches (error, CARC_STORE_ERROR, CARC_STORE_ERROR_READ_ONLY))
        g_warning ("Removing the games deleted more than %d days ago: %s", CARC_HISTORY_KEEP_DAYS, error->message);
    }
  carc_history_model_set_store (self->model, store);
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    update_deleted_button (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STORE]);
}

CarcStore *
carc_history_page_get_store (CarcHistoryPage *self)
{
  g_return_val_if_fail (CARC_IS_HISTORY_PAGE (self), NULL);

  return self->store;
}

void
carc_history_page_set_view (CarcHistoryPage *self,
                            CarcHistoryView  view,
                            gboolean         back_to_start)
{
  static const CarcStoreListFlags flags[] = {
    [CARC_HISTORY_VIEW_ALL] = CARC_STORE_LIST_DEFAULT,
    [CARC_HISTORY_VIEW_UNFINISHED] = CARC_STORE_LIST_UNFINISHED,
    [CARC_HISTORY_VIEW_DELETED] = CARC_STORE_LIST_DELETED,
  };

  g_return_if_fail (CARC_IS_HISTORY_PAGE (self));
  g_return_if_fail (view <= CARC_HISTORY_VIEW_DELETED);

  self->back_to_start = back_to_start;
  if (self->view == view)
    return;
  self->view = view;
  /* each list starts unsearched, at its top */
  gtk_search_bar_set_search_mode (self->search_bar, FALSE);
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  carc_history_model_set_flags (self->model, flags[view]);
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scrolled_window), 0);
  gtk_widget_set_visible (GTK_WIDGET (self->statistics_button), view != CARC_HISTORY_VIEW_DELETED);
  update_deleted_button (self);
  update_stack (self);
  update_title (self);
  gtk_widget_child_focus (GTK_WIDGET (self->list_view), GTK_DIR_TAB_FORWARD);
}

CarcHistoryView
carc_history_page_get_view (CarcHistoryPage *self)
{
  g_return_val_if_fail (CARC_IS_HISTORY_PAGE (self), CARC_HISTORY_VIEW_ALL);

  return self->view;
}

void
carc_history_page_reload (CarcHistoryPage *self)
{
  g_return_if_fail (CARC_IS_HISTORY_PAGE (self));

  carc_history_model_reload (self->model);
}

GListModel *
carc_history_page_get_model (CarcHistoryPage *self)
{
  g_return_val_if_fail (CARC_IS_HISTORY_PAGE (self), NULL);

  return G_LIST_MODEL (self->model);
}

guint
carc_history_page_get_n_games (CarcHistoryPage *self)
{
  g_return_val_if_fail (CARC_IS_HISTORY_PAGE (self), 0);

  return g_list_model_get_n_items (G_LIST_MODEL (self->model));
}

const char *
carc_history_page_get_game_id (CarcHistoryPage *self,
                               guint            index)
{
  g_autoptr(CarcHistoryItem) item = NULL;

  g_return_val_if_fail (CARC_IS_HISTORY_PAGE (self), NULL);
  g_return_val_if_fail (index < g_list_model_get_n_items (G_LIST_MODEL (self->model)), NULL);

  item = g_list_model_get_item (G_LIST_MODEL (self->model), index);
  /* the model keeps the item, and with it its id */
  return carc_history_item_get_id (item);
}

GtkWidget *
carc_history_page_get_row (CarcHistoryPage *self,
                           const char      *game_id)
{
  int position;

  g_return_val_if_fail (CARC_IS_HISTORY_PAGE (self), NULL);
  g_return_val_if_fail (game_id != NULL, NULL);

  position = carc_history_model_find (self->model, game_id);
  return position >= 0 ? carc_lazy_list_get_row (self->list_view, (guint) position) : NULL;
}

/**
 * carc_history_page_focus_start:
 *
 * Puts the keyboard focus where a person coming to History goes on: the
 * row focused last while it is on screen (back from a game opened from
 * it), else the search while it is on, else the first game shown, so
 * that Down, Enter and Delete work at once; the view is not moved. A
 * page without games: its first control.
 *
 * Returns: whether something took the focus
 */
gboolean
carc_history_page_focus_start (CarcHistoryPage *self)
{
  int cursor;
  guint first, last;

  g_return_val_if_fail (CARC_IS_HISTORY_PAGE (self), FALSE);

  cursor = carc_lazy_list_get_cursor (self->list_view);
  if (cursor < 0 && gtk_search_bar_get_search_mode (self->search_bar))
    return gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
  if (g_list_model_get_n_items (G_LIST_MODEL (self->model)) == 0)
    return gtk_widget_child_focus (GTK_WIDGET (self), GTK_DIR_TAB_FORWARD);
  if (carc_lazy_list_get_shown (self->list_view, &first, &last) &&
      (cursor < 0 || (guint) cursor < first || (guint) cursor > last))
    {
      /* the list stays where it was scrolled to (a wheel moves the view,
       * not the focus): the focus goes to its first row shown, the row
       * that is there (the page may not be laid out again yet) */
      GtkWidget *row = carc_lazy_list_get_row (self->list_view, first);

      if (row != NULL && gtk_widget_grab_focus (row))
        return TRUE;
    }
  return gtk_widget_child_focus (GTK_WIDGET (self->list_view), GTK_DIR_TAB_FORWARD) ||
         gtk_widget_child_focus (GTK_WIDGET (self), GTK_DIR_TAB_FORWARD);
}

GtkWidget *
carc_history_page_get_list (CarcHistoryPage *self)
{
  g_return_val_if_fail (CARC_IS_HISTORY_PAGE (self), NULL);

  return GTK_WIDGET (self->list_view);
}

gboolean
carc_history_page_scroll_to (CarcHistoryPage *self,
                             const char      *game_id)
{
  int position;

  g_return_val_if_fail (CARC_IS_HISTORY_PAGE (self), FALSE);
  g_return_val_if_fail (game_id != NULL, FALSE);

  position = carc_history_model_find (self->model, game_id);
  if (position < 0)
    return FALSE;
  carc_lazy_list_scroll_to (self->list_view, (guint) position);
  return TRUE;
}
