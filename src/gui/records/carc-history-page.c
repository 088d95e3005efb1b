/* carc-history-page.c: every game played, searchable, deletable with undo
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-error-format.h"
#include "carc-format.h"
#include "carc-history-format.h"
#include "carc-history-page.h"
#include "carc-title-squeezer.h"

struct _CarcHistoryPage
{
  GtkWidget         parent_instance;

  CarcStore        *store;
  gulong            changed_id;
  gboolean          dirty;        /* the store changed while unmapped */

  /* listed games, in order: ids and their rows */
  GPtrArray        *ids;
  GHashTable       *rows;         /* id → AdwActionRow (borrowed) */
  GPtrArray        *groups;       /* AdwPreferencesGroup, one per month */

  /* Template widgets */
  GtkWidget        *box;
  AdwHeaderBar     *header_bar;
  AdwWindowTitle   *window_title;
  GtkButton        *back_button;
  GtkButton        *statistics_button;
  GtkToggleButton  *search_button;
  GtkSearchBar     *search_bar;
  GtkSearchEntry   *search_entry;
  AdwToastOverlay  *toast_overlay;
  GtkStack         *stack;
  GtkBox           *groups_box;
  AdwStatusPage    *empty_page;
  AdwStatusPage    *no_results_page;
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
  AdwToast *toast = adw_toast_new (message);

  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/* "<b>Anna 87</b> · Ben 75 · Cecile 60" */
static char *
players_markup (const CarcStoreGameSummary *summary)
{
  GString *markup = g_string_new (NULL);

  for (guint i = 0; i < summary->n_players; i++)
    {
      const CarcStoreSeat *seat = &summary->players[i];
      g_autofree char *text = NULL;
      g_autofree char *escaped = NULL;

      if (seat->name == NULL)
        continue;
      if (markup->len > 0)
        g_string_append (markup, " · ");

      /* Translators: a player and their score in the list of games: "Anna 87" */
      text = g_strdup_printf (C_("player score", "%s %d"), seat->name, seat->score);
      escaped = g_markup_escape_text (text, -1);
      if (summary->finished && seat->winner)
        g_string_append_printf (markup, "<b>%s</b>", escaped);
      else
        g_string_append (markup, escaped);
    }

  if (markup->len == 0)
    g_string_append (markup, _("No players"));

  return g_string_free (markup, FALSE);
}

/* "Won by Anna", "Shared win: Anna and Ben" */
static char *
winners_text (const CarcStoreGameSummary *summary)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  g_autofree char *joined = NULL;

  for (guint i = 0; i < summary->n_players; i++)
    if (summary->players[i].winner && summary->players[i].name != NULL)
      g_ptr_array_add (names, summary->players[i].name);

  if (names->len == 0)
    return NULL;
  if (names->len == 1)
    /* Translators: the winner of a game */
    return g_strdup_printf (_("Won by %s"), (const char *) g_ptr_array_index (names, 0));

  joined = carc_format_join_names ((const char * const *) names->pdata, names->len);
  /* Translators: the players who tied for the win, "Anna and Ben" */
  return g_strdup_printf (_("Shared win: %s"), joined);
}

static GtkWidget *
create_row (CarcHistoryPage            *self,
            const CarcStoreGameSummary *summary)
{
  g_autofree char *title = players_markup (summary);
  g_autofree char *date = carc_format_date_time (summary->created);
  g_autofree char *sets = carc_history_format_sets ((const char * const *) summary->sets);
  g_autofree char *winners = summary->finished ? winners_text (summary) : NULL;
  g_autoptr(GString) subtitle = g_string_new (date);
  GtkWidget *row, *button, *winner_chip = NULL;

  /* the winner before the sets, which may be long enough to be cut */
  if (winners != NULL)
    g_string_append_printf (subtitle, " · %s", winners);
  if (summary->type == CARC_STORE_GAME_HUNTERS_GATHERERS)
    g_string_append_printf (subtitle, " · %s", carc_history_game_type_name (summary->type));
  if (sets[0] != '\0')
    g_string_append_printf (subtitle, " · %s", sets);

  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  {
    g_autofree char *escaped = g_markup_escape_text (subtitle->str, -1);
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), escaped);
  }
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 2);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 3);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (row), "s", summary->id);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "history.open");
  gtk_widget_add_css_class (row, "history-game");

  /* The winner's colour in front, an empty space for unfinished games so
   * that the titles line up. */
  for (guint i = 0; summary->finished && i < summary->n_players; i++)
    if (summary->players[i].winner)
      {
        GdkRGBA rgba;

        carc_history_player_rgba (summary->players[i].colour, &rgba);
        winner_chip = carc_history_colour_chip (&rgba);
        gtk_widget_set_tooltip_text (winner_chip, winners);
        break;
      }
  if (winner_chip == NULL)
    {
      winner_chip = gtk_image_new_from_icon_name (summary->finished ? "emblem-default-symbolic"
                                                                     : "media-playback-pause-symbolic");
      gtk_widget_add_css_class (winner_chip, "dim-label");
    }
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), winner_chip);

  if (!summary->finished)
    {
      /* an unfinished game is continued from here, not only reviewed */
      /* the start page's sign for continuing; a word would squeeze the
       * players' names at a phone's width */
      GtkWidget *resume = gtk_button_new_from_icon_name ("media-playback-start-symbolic");

      gtk_widget_set_valign (resume, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (resume, _("Unfinished: continue this game"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (resume), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Continue"), -1);
      gtk_widget_add_css_class (resume, "circular");
      gtk_widget_add_css_class (resume, "suggested-action");
      gtk_widget_add_css_class (resume, "continue-game");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (resume), "s", summary->id);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (resume), "win.open-game");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), resume);
      gtk_widget_add_css_class (row, "unfinished");
    }

  button = gtk_button_new_from_icon_name ("user-trash-symbolic");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, _("Delete Game"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Delete Game"), -1);
  gtk_widget_add_css_class (button, "flat");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", summary->id);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "history.delete");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);

  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));

  return row;
}

static void
clear_list (CarcHistoryPage *self)
{
  for (guint i = 0; i < self->groups->len; i++)
    gtk_box_remove (self->groups_box, g_ptr_array_index (self->groups, i));
  g_ptr_array_set_size (self->groups, 0);
  g_ptr_array_set_size (self->ids, 0);
  g_hash_table_remove_all (self->rows);
}

void
carc_history_page_reload (CarcHistoryPage *self)
{
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;
  const char *search;
  AdwPreferencesGroup *group = NULL;
  g_autofree char *group_title = NULL;

  g_return_if_fail (CARC_IS_HISTORY_PAGE (self));

  self->dirty = FALSE;
  clear_list (self);

  search = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  if (self->store != NULL)
    games = carc_store_list_games (self->store, search, CARC_STORE_LIST_DEFAULT, 0, &error);
  if (error != NULL)
    show_error (self, error);

  for (guint i = 0; games != NULL && i < games->len; i++)
    {
      const CarcStoreGameSummary *summary = g_ptr_array_index (games, i);
      g_autofree char *month = carc_history_format_month (summary->created);
      GtkWidget *row;

      if (group == NULL || g_strcmp0 (month, group_title) != 0)
        {
          group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
          adw_preferences_group_set_title (group, month);
          gtk_box_append (self->groups_box, GTK_WIDGET (group));
          g_ptr_array_add (self->groups, group);
          g_free (group_title);
          group_title = g_steal_pointer (&month);
        }

      row = create_row (self, summary);
      adw_preferences_group_add (group, row);
      g_ptr_array_add (self->ids, g_strdup (summary->id));
      g_hash_table_insert (self->rows, g_strdup (summary->id), row);
    }

  if (self->ids->len > 0)
    gtk_stack_set_visible_child_name (self->stack, "games");
  else if (search != NULL && search[0] != '\0')
    gtk_stack_set_visible_child_name (self->stack, "no-results");
  else
    gtk_stack_set_visible_child_name (self->stack, "empty");
}

static void
store_changed_cb (CarcHistoryPage *self,
                  const char      *game_id)
{
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    carc_history_page_reload (self);
  else
    self->dirty = TRUE;
}

static void
search_changed_cb (CarcHistoryPage *self)
{
  carc_history_page_reload (self);
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
delete_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  CarcHistoryPage *self = CARC_HISTORY_PAGE (widget);
  const char *id = g_variant_get_string (parameter, NULL);
  g_autoptr(GError) error = NULL;
  AdwToast *toast;

  g_autoptr(CarcStoreGameSummary) summary = NULL;
  g_autofree char *date = NULL;
  g_autofree char *title = NULL;

  if (self->store == NULL)
    return;

  summary = carc_store_get_game_summary (self->store, id, NULL);
  if (!carc_store_delete_game (self->store, id, &error))
    {
      show_error (self, error);
      return;
    }

  if (summary != NULL)
    {
      date = carc_history_format_date (summary->created);
      /* Translators: a toast after deleting a game: "Game of 2 Mar 2026 deleted" */
      title = g_strdup_printf (_("Game of %s deleted"), date);
    }
  toast = adw_toast_new (title != NULL ? title : _("Game deleted"));
  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_action_name (toast, "history.undo-delete");
  adw_toast_set_action_target_value (toast, g_variant_new_string (id));
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
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
carc_history_page_map (GtkWidget *widget)
{
  CarcHistoryPage *self = CARC_HISTORY_PAGE (widget);

  GTK_WIDGET_CLASS (carc_history_page_parent_class)->map (widget);

  if (self->dirty)
    carc_history_page_reload (self);
}

static void
carc_history_page_dispose (GObject *object)
{
  CarcHistoryPage *self = CARC_HISTORY_PAGE (object);

  if (self->store != NULL)
    g_clear_signal_handler (&self->changed_id, self->store);
  g_clear_object (&self->store);
  gtk_widget_dispose_template (GTK_WIDGET (self), CARC_TYPE_HISTORY_PAGE);

  G_OBJECT_CLASS (carc_history_page_parent_class)->dispose (object);
}

static void
carc_history_page_finalize (GObject *object)
{
  CarcHistoryPage *self = CARC_HISTORY_PAGE (object);

  g_clear_pointer (&self->ids, g_ptr_array_unref);
  g_clear_pointer (&self->rows, g_hash_table_unref);
  g_clear_pointer (&self->groups, g_ptr_array_unref);

  G_OBJECT_CLASS (carc_history_page_parent_class)->finalize (object);
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
  object_class->finalize = carc_history_page_finalize;
  object_class->get_property = carc_history_page_get_property;
  object_class->set_property = carc_history_page_set_property;

  widget_class->map = carc_history_page_map;

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

  g_type_ensure (CARC_TYPE_TITLE_SQUEEZER);
  gtk_widget_class_set_template_from_resource (widget_class, APP_RESOURCE_PATH "/records/carc-history-page.ui");
  gtk_widget_class_bind_template_child (widget_class, CarcHistoryPage, box);
  gtk_widget_class_bind_template_child (widget_class, CarcHistoryPage, header_bar);
  gtk_widget_class_bind_template_child (widget_class, CarcHistoryPage, window_title);
  gtk_widget_class_bind_template_child (widget_class, CarcHistoryPage, back_button);
  gtk_widget_class_bind_template_child (widget_class, CarcHistoryPage, statistics_button);
  gtk_widget_class_bind_template_child (widget_class, CarcHistoryPage, search_button);
  gtk_widget_class_bind_template_child (widget_class, CarcHistoryPage, search_bar);
  gtk_widget_class_bind_template_child (widget_class, CarcHistoryPage, search_entry);
  gtk_widget_class_bind_template_child (widget_class, CarcHistoryPage, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, CarcHistoryPage, stack);
  gtk_widget_class_bind_template_child (widget_class, CarcHistoryPage, groups_box);
  gtk_widget_class_bind_template_child (widget_class, CarcHistoryPage, empty_page);
  gtk_widget_class_bind_template_child (widget_class, CarcHistoryPage, no_results_page);

  gtk_widget_class_install_action (widget_class, "history.search", NULL, search_action);
  gtk_widget_class_install_action (widget_class, "history.open", "s", open_action);
  gtk_widget_class_install_action (widget_class, "history.delete", "s", delete_action);
  gtk_widget_class_install_action (widget_class, "history.undo-delete", "s", undo_delete_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "history.search", NULL);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "carchistorypage");
}

static void
carc_history_page_init (CarcHistoryPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->ids = g_ptr_array_new_with_free_func (g_free);
  self->rows = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->groups = g_ptr_array_new ();

  g_object_bind_property (self->search_button, "active",
                          self->search_bar, "search-mode-enabled",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  gtk_search_bar_connect_entry (self->search_bar, GTK_EDITABLE (self->search_entry));
  gtk_search_bar_set_key_capture_widget (self->search_bar, GTK_WIDGET (self));

  g_signal_connect_swapped (self->search_entry, "search-changed", G_CALLBACK (search_changed_cb), self);
  g_signal_connect_swapped (self->search_entry, "stop-search", G_CALLBACK (search_stopped_cb), self);
  g_signal_connect_swapped (self->search_bar, "notify::search-mode-enabled", G_CALLBACK (search_mode_cb), self);

  carc_history_page_reload (self);
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
    self->changed_id = g_signal_connect_swapped (self->store, "changed",
                                                 G_CALLBACK (store_changed_cb), self);

  /* as when the store changes: a hidden page reads it when it is shown */
  store_changed_cb (self, NULL);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STORE]);
}

CarcStore *
carc_history_page_get_store (CarcHistoryPage *self)
{
  g_return_val_if_fail (CARC_IS_HISTORY_PAGE (self), NULL);

  return self->store;
}

guint
carc_history_page_get_n_games (CarcHistoryPage *self)
{
  g_return_val_if_fail (CARC_IS_HISTORY_PAGE (self), 0);

  return self->ids->len;
}

const char *
carc_history_page_get_game_id (CarcHistoryPage *self,
                               guint            index)
{
  g_return_val_if_fail (CARC_IS_HISTORY_PAGE (self), NULL);
  g_return_val_if_fail (index < self->ids->len, NULL);

  return g_ptr_array_index (self->ids, index);
}

GtkWidget *
carc_history_page_get_row (CarcHistoryPage *self,
                           const char      *game_id)
{
  g_return_val_if_fail (CARC_IS_HISTORY_PAGE (self), NULL);

  return g_hash_table_lookup (self->rows, game_id);
}
