/* carc-window.c: the main window
 *
 * One window, one stack of screens: start, new game, play, results. The
 * window opens the store (the games database) and owns the session of the
 * game being played; the screens get the session and read the game only
 * through it.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-bgstats-dialog.h"
#include "carc-box-page.h"
#include "carc-catalogue.h"
#include "carc-end-page.h"
#include "carc-error-format.h"
#include "carc-expansion-ui.h"
#include "carc-format.h"
#include "carc-new-game-page.h"
#include "carc-play-page.h"
#include "carc-preferences-window.h"
#include "carc-record.h"
#include "carc-set-names.h"
#include "carc-start-page.h"
#include "carc-title-squeezer.h"
#include "carc-toast.h"
#include "carc-window-private.h"

#ifdef HAVE_CARC_STORE
#include "carc-backup.h"
#include "carc-history.h"
#include "carc-history-format.h"
#include "carc-store.h"
#include "carc-text.h"
#endif

struct _CarcWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;

  /* Template widgets */
  AdwToastOverlay      *toast_overlay;
  GtkStack             *stack;
  CarcStartPage        *start_page;
  CarcNewGamePage      *new_game_page;
  CarcPlayPage         *play_page;
  CarcEndPage          *end_page;
  AdwStatusPage        *error_page;

  CarcCatalogue        *catalogue;
  gboolean              new_game_built; /* the new game page has the catalogue's rows */
  GObject              *store;          /* CarcStore, or NULL */
  CarcGameSession      *session;
  gboolean              store_asked;
  GCancellable         *store_check;    /* the check after an unclean shutdown, if running */
};

G_DEFINE_FINAL_TYPE (CarcWindow, carc_window, ADW_TYPE_APPLICATION_WINDOW)

static void open_store (CarcWindow *self);

static void
toast_shortened (CarcWindow *self,
                 const char *text,
                 const char *shorter)
{
  adw_toast_overlay_add_toast (self->toast_overlay,
                               carc_toast_new (GTK_WIDGET (self->toast_overlay), text,
                                               (const char * const[]) { shorter, NULL }, NULL));
}


/* An engine or store message on its own: capitalized. */
static void
toast_error (CarcWindow   *self,
             const GError *error)
{
  g_autofree char *message = carc_error_format (error, NULL);

  /* Translators: a message too long for the toast (it is under Details) */
  toast_shortened (self, message, _("That did not work"));
}

static void
show_page (CarcWindow *self,
           const char *name)
{
  GtkWidget *page;

  gtk_stack_set_visible_child_name (self->stack, name);
  page = gtk_stack_get_visible_child (self->stack);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-play", self->session != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-results", self->session != NULL);
  if (g_str_equal (name, "play"))
    gtk_widget_grab_focus (carc_play_page_get_board (self->play_page));
  else if (page != NULL)
    gtk_widget_child_focus (page, GTK_DIR_TAB_FORWARD);
}

/* ---- the start page's lists ---- */

#ifdef HAVE_CARC_STORE
/* "Anna, Ben and Cecilie" */
static char *
summary_title (const CarcStoreGameSummary *summary)
{
  g_autofree const char **names = g_new (const char *, MAX (summary->n_players, 1));

  for (guint p = 0; p < summary->n_players; p++)
    names[p] = summary->players[p].name;
  return carc_format_join_names (names, summary->n_players);
}

/* "Last played 21 Nov 2026, 20:15 · Base game, The River · 34 : 28": when
 * it was played (not when it was imported), which game or sets, the
 * scores; rows of the same players are told apart by the first two. */
static char *
summary_subtitle (const CarcStoreGameSummary *summary)
{
  g_autofree char *date = carc_format_date_time (summary->played);
  g_autofree char *sets = carc_history_format_sets ((const char * const *) summary->sets);
  GString *scores = g_string_new (NULL);
  const char *game = sets[0] != '\0' ? sets : carc_history_game_type_name (summary->type);
  char *text;

  for (guint p = 0; p < summary->n_players; p++)
    {
      g_autofree char *score = carc_format_count (summary->players[p].score);

      if (p > 0)
        g_string_append (scores, " : ");
      g_string_append (scores, score);
    }
  if (summary->finished)
    /* Translators: a finished game on the start page: when it was played,
     * its game or sets, then the scores */
    text = g_strdup_printf (_("%s · %s · %s"), date, game, scores->str);
  else
    /* Translators: an unfinished game on the start page: when it was last
     * played, its game or sets, then the scores */
    text = g_strdup_printf (_("Last played %s · %s · %s"), date, game, scores->str);
  g_string_free (scores, TRUE);
  return text;
}
#endif

/* The start page lists this many unfinished games, the last played: a
 * club's hundreds are in History (win.show-unfinished). */
#define START_UNFINISHED_ROWS 5

static void
refresh_start_page (CarcWindow *self)
{
  carc_start_page_clear_recent (self->start_page);
  carc_start_page_set_unfinished (self->start_page, NULL, NULL);

#ifdef HAVE_CARC_STORE
  if (self->store != NULL)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) unfinished = NULL;
      g_autoptr(GArray) all_unfinished = NULL;
      g_autoptr(GPtrArray) games = NULL;

      /* the last played: an old imported game never hides the family's */
      unfinished = carc_store_list_games (CARC_STORE (self->store), NULL,
                                          CARC_STORE_LIST_UNFINISHED | CARC_STORE_LIST_BY_PLAYED,
                                          START_UNFINISHED_ROWS, &error);
      if (unfinished == NULL)
        g_warning ("Listing the unfinished games: %s", error->message);
      g_clear_error (&error);
      for (guint i = 0; unfinished != NULL && i < unfinished->len; i++)
        {
          CarcStoreGameSummary *summary = g_ptr_array_index (unfinished, i);
          g_autofree char *title = summary_title (summary);
          g_autofree char *subtitle = summary_subtitle (summary);

          carc_start_page_add_unfinished (self->start_page, summary->id, title, subtitle);
        }
      all_unfinished = carc_store_list_game_keys (CARC_STORE (self->store), NULL, CARC_STORE_LIST_UNFINISHED,
                                                  NULL, NULL);
      if (all_unfinished != NULL)
        carc_start_page_set_all_unfinished (self->start_page, all_unfinished->len);

      games = carc_store_list_games (CARC_STORE (self->store), NULL, CARC_STORE_LIST_FINISHED, 6, &error);
      for (guint i = 0; games != NULL && i < games->len; i++)
        {
          CarcStoreGameSummary *summary = g_ptr_array_index (games, i);
          g_autofree char *title = summary_title (summary);
          g_autofree char *subtitle = summary_subtitle (summary);

          carc_start_page_add_recent (self->start_page, summary->id, title, subtitle);
        }
      return;
    }
#endif

  /* Without a store: the game of this session, if unfinished. */
  if (self->session != NULL
      && carc_state_get_phase (carc_game_session_get_state (self->session)) != CARC_PHASE_OVER)
    {
      const CarcSetup *setup = carc_game_session_get_setup (self->session);
      const char *names[CARC_MAX_PLAYERS];
      g_autofree char *title = NULL;

      for (guint p = 0; p < setup->n_players; p++)
        names[p] = setup->players[p].name;
      title = carc_format_join_names (names, setup->n_players);
      carc_start_page_set_unfinished (self->start_page, title, _("Not saved"));
    }
}

/* ---- the new game page's defaults ---- */

static void load_profiles (CarcWindow *self,
                           gboolean    keep_chosen);

static void
prepare_new_game_page (CarcWindow *self)
{
  g_autoptr(CarcSetup) last = NULL;
  g_autofree char *json = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  if (self->catalogue == NULL)
    return;

  /* The page's rows (sets, options, …) are built when it is first shown,
   * not with the window: they were 3 % of the start-up
   * (docs/performance.md). */
  if (!self->new_game_built)
    {
      carc_new_game_page_set_catalogue (self->new_game_page, self->catalogue);
      self->new_game_built = TRUE;
    }

#ifdef HAVE_CARC_STORE
  if (self->store != NULL)
    {
      g_autoptr(GPtrArray) players = carc_store_list_players (CARC_STORE (self->store), NULL);
      for (guint i = 0; players != NULL && i < players->len; i++)
        g_ptr_array_add (names, g_strdup (((CarcStorePlayer *) g_ptr_array_index (players, i))->name));
    }
#endif
  g_ptr_array_add (names, NULL);

  json = g_settings_get_string (self->settings, "last-setup");
  if (json != NULL && json[0] != '\0')
    last = carc_setup_from_json (self->catalogue, json, -1, NULL);

  carc_new_game_page_set_setup (self->new_game_page, last);
  carc_new_game_page_set_roster (self->new_game_page, (const char * const *) names->pdata);

  load_profiles (self, FALSE);
}

/* The box profiles New Game offers, the default one of each game chosen
 * (or, with @keep_chosen, the one chosen before). */
static void
load_profiles (CarcWindow *self,
               gboolean    keep_chosen)
{
#ifdef HAVE_CARC_STORE
  if (self->store != NULL)
    {
      g_autoptr(GPtrArray) profiles = g_ptr_array_new_with_free_func ((GDestroyNotify) carc_profile_free);
      g_autoptr(GArray) defaults = g_array_new (FALSE, FALSE, sizeof (gboolean));
      static const CarcStoreGameType types[] = { CARC_STORE_GAME_CARCASSONNE, CARC_STORE_GAME_HUNTERS_GATHERERS };

      /* every game type's: the page offers those of the game chosen */
      for (guint t = 0; t < G_N_ELEMENTS (types); t++)
        {
          g_autofree char *default_name = NULL;
          g_auto(GStrv) profile_names = carc_store_list_profiles (CARC_STORE (self->store), types[t],
                                                                  &default_name, NULL);

          for (guint i = 0; profile_names != NULL && profile_names[i] != NULL; i++)
            {
              g_autoptr(GError) error = NULL;
              CarcProfile *profile = carc_store_load_profile (CARC_STORE (self->store), types[t],
                                                              profile_names[i], &error);
              gboolean is_default = g_strcmp0 (profile_names[i], default_name) == 0;
              if (profile == NULL)
                {
                  /* one that no longer reads is left out, said once */
                  g_warning ("%s", error->message);
                  continue;
                }
              g_ptr_array_add (profiles, profile);
              g_array_append_val (defaults, is_default);
            }
        }
      if (keep_chosen)
        carc_new_game_page_update_profiles (self->new_game_page, profiles, (const gboolean *) defaults->data);
      else
        carc_new_game_page_set_profiles (self->new_game_page, profiles, (const gboolean *) defaults->data);
    }
#endif
}

/* ---- playing ---- */

static void
game_over_cb (CarcWindow *self)
{
  carc_end_page_set_session (self->end_page, self->session);
  show_page (self, "end");
}

/* The level chosen for a game while playing it is kept per game (GSettings
 * game-assistance), so that a resumed game comes back as it was left. */
#define MAX_REMEMBERED_LEVELS 50

static char *
lookup_game_assistance (CarcWindow *self,
                        const char *game_id)
{
  g_autoptr(GVariant) levels = g_settings_get_value (self->settings, "game-assistance");
  const char *level = NULL;

  if (game_id != NULL && g_variant_lookup (levels, game_id, "&s", &level))
    return g_strdup (level);
  return g_settings_get_string (self->settings, "assistance-level");
}

static void
assistance_changed_cb (CarcWindow *self)
{
  g_autoptr(GVariant) old = g_settings_get_value (self->settings, "game-assistance");
  g_autofree char *level = NULL;
  GVariantBuilder builder;
  GVariantIter iter;
  const char *id, *value;
  const char *game_id;
  guint kept = 1;

  if (self->session == NULL)
    return;
  game_id = carc_game_get_id (carc_game_session_get_game (self->session));
  g_object_get (self->play_page, "assistance", &level, NULL);

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a{ss}"));
  g_variant_builder_add (&builder, "{ss}", game_id, level);
  g_variant_iter_init (&iter, old);
  while (kept < MAX_REMEMBERED_LEVELS && g_variant_iter_next (&iter, "{&s&s}", &id, &value))
    if (g_strcmp0 (id, game_id) != 0)
      {
        g_variant_builder_add (&builder, "{ss}", id, value);
        kept++;
      }
  g_settings_set_value (self->settings, "game-assistance", g_variant_builder_end (&builder));
}

/* Shows @session (transfer full) on the play page, or the end page when
 * its game is over. */
static CarcGameSession *
show_session (CarcWindow      *self,
              CarcGameSession *session)
{
  g_autofree char *level = NULL;

  level = lookup_game_assistance (self, carc_game_get_id (carc_game_session_get_game (session)));
  g_set_object (&self->session, session);
  g_object_unref (session);

  g_signal_handlers_block_by_func (self->play_page, assistance_changed_cb, self);
  g_object_set (self->play_page, "assistance", level, NULL);
  g_signal_handlers_unblock_by_func (self->play_page, assistance_changed_cb, self);
  carc_play_page_set_session (self->play_page, session);
  carc_end_page_set_session (self->end_page, session);

  if (carc_state_get_phase (carc_game_session_get_state (session)) == CARC_PHASE_OVER)
    show_page (self, "end");
  else
    show_page (self, "play");
  return session;
}

/* Where the window's sessions save: the games database, or NULL (kept in
 * memory) when there is none. */
static CarcSessionStore *
new_saver (CarcWindow *self)
{
#ifdef HAVE_CARC_STORE
  if (self->store != NULL)
    return carc_session_store_new_for_store (CARC_STORE (self->store));
#endif
  return NULL;
}

CarcGameSession *
_carc_window_play_game (CarcWindow *self,
                        CarcGame   *game)
{
  g_autoptr(CarcSessionStore) saver = NULL;

  g_return_val_if_fail (CARC_IS_WINDOW (self), NULL);
  saver = new_saver (self);
  return show_session (self, carc_game_session_new (game, saver));
}

CarcGameSession *
_carc_window_start_game (CarcWindow       *self,
                         const CarcSetup  *setup,
                         GError          **error)
{
  g_autoptr(CarcSessionStore) saver = NULL;
  CarcGameSession *session;
  g_autofree char *json = NULL;

  g_return_val_if_fail (CARC_IS_WINDOW (self), NULL);
  g_return_val_if_fail (self->catalogue != NULL, NULL);

  saver = new_saver (self);
  session = carc_game_session_new_game (self->catalogue, setup, saver, error);
  if (session == NULL)
    return NULL;

  /* The next new game starts from this one (GSettings last-setup). */
  json = carc_setup_to_json (setup, self->catalogue);
  g_settings_set_string (self->settings, "last-setup", json);

  return show_session (self, session);
}

static void
new_game_start_cb (CarcNewGamePage *page,
                   CarcSetup       *setup,
                   CarcWindow      *self)
{
  g_autoptr(GError) error = NULL;

  if (_carc_window_start_game (self, setup, &error) == NULL)
    toast_error (self, error);
}

static void
player_added_cb (CarcNewGamePage *page,
                 const char      *name,
                 CarcWindow      *self)
{
#ifdef HAVE_CARC_STORE
  if (self->store != NULL && !carc_store_is_read_only (CARC_STORE (self->store)))
    {
      g_autoptr(GError) error = NULL;

      if (!carc_store_add_player (CARC_STORE (self->store), name, NULL, NULL, &error)
          && !g_error_matches (error, CARC_STORE_ERROR, CARC_STORE_ERROR_INVALID))
        toast_error (self, error);
    }
#endif
}

static void
open_game (CarcWindow *self,
           const char *id)
{
#ifdef HAVE_CARC_STORE
  g_autoptr(GError) error = NULL;
  CarcGame *game;

  if (self->store == NULL)
    return;
  game = carc_store_load_game (CARC_STORE (self->store), id, &error);
  if (game == NULL)
    {
      toast_error (self, error);
      return;
    }
  _carc_window_play_game (self, game);
#endif
}

/* ---- actions ---- */

static void
new_game_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CarcWindow *self = CARC_WINDOW (widget);

  if (self->catalogue == NULL)
    return;
  prepare_new_game_page (self);
  show_page (self, "new-game");
}

static void
show_start_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CarcWindow *self = CARC_WINDOW (widget);

  refresh_start_page (self);
  show_page (self, self->catalogue != NULL ? "start" : "error");
}

static void
continue_game_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CarcWindow *self = CARC_WINDOW (widget);

#ifdef HAVE_CARC_STORE
  if (self->store != NULL)
    {
      g_autoptr(GPtrArray) games = carc_store_list_games (CARC_STORE (self->store), NULL,
                                                          CARC_STORE_LIST_UNFINISHED | CARC_STORE_LIST_BY_PLAYED,
                                                          1, NULL);
      CarcStoreGameSummary *unfinished;

      /* the one played last (an import does not count as playing) */
      if (games == NULL || games->len == 0)
        return;
      unfinished = g_ptr_array_index (games, 0);
      if (self->session != NULL
          && g_strcmp0 (carc_game_get_id (carc_game_session_get_game (self->session)), unfinished->id) == 0)
        {
          show_page (self, "play");
          return;
        }
      open_game (self, unfinished->id);
      return;
    }
#endif
  if (self->session != NULL)
    show_page (self, "play");
}

static void
open_game_action (GtkWidget *widget, const char *name, GVariant *param)
{
  open_game (CARC_WINDOW (widget), g_variant_get_string (param, NULL));
}

static void
show_play_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CarcWindow *self = CARC_WINDOW (widget);

  if (self->session != NULL)
    show_page (self, "play");
}

static void
show_results_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CarcWindow *self = CARC_WINDOW (widget);

  if (self->session == NULL)
    return;
  carc_end_page_set_session (self->end_page, self->session);
  show_page (self, "end");
}

/* Preferences closed: New Game offers the boxes as they are now (a count
 * changed from its "Count Your Tiles…" row). */
static void
preferences_closed_cb (CarcWindow *self)
{
  if (self->new_game_built && g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "new-game") == 0)
    load_profiles (self, TRUE);
}

/* Preferences, on Your Box when @your_box (showing game @game's profile
 * @profile, its default one when NULL). */
static void
present_preferences (CarcWindow *self,
                     gboolean    your_box,
                     guint       game,
                     const char *profile)
{
  g_autofree char *database_path = NULL;
  GtkWidget *prefs, *box_page;

#ifdef HAVE_CARC_STORE
  /* the database in use, or where it would be (it may have failed to open) */
  database_path = self->store != NULL ? g_strdup (carc_store_get_path (CARC_STORE (self->store)))
                                      : carc_store_get_default_path ();
#endif
  prefs = carc_preferences_window_new (GTK_WINDOW (self), self->settings, database_path);
  if (self->catalogue != NULL)
    carc_preferences_window_add_box_page (CARC_PREFERENCES_WINDOW (prefs), self->catalogue, self->store);
  box_page = carc_preferences_window_get_box_page (CARC_PREFERENCES_WINDOW (prefs));
  if (your_box && box_page != NULL)
    {
      carc_box_page_show_game (CARC_BOX_PAGE (box_page), game, profile);
      adw_preferences_window_set_visible_page (ADW_PREFERENCES_WINDOW (prefs), ADW_PREFERENCES_PAGE (box_page));
    }
  g_signal_connect_object (prefs, "destroy", G_CALLBACK (preferences_closed_cb), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (prefs));
}

static void
preferences_action (GtkWidget *widget, const char *name, GVariant *param)
{
  present_preferences (CARC_WINDOW (widget), FALSE, 0, NULL);
}

/* Your Box: Carcassonne's default box, or the box of the game New Game
 * shows. */
static void
your_box_action (GtkWidget *widget, const char *name, GVariant *param)
{
  CarcWindow *self = CARC_WINDOW (widget);
  guint game = carc_expansions_ui_game_of_set ("base");

  if (self->new_game_built && g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "new-game") == 0)
    {
      gtk_widget_activate_action (GTK_WIDGET (self->new_game_page), "new-game.count-tiles", NULL);
      return;
    }
  present_preferences (self, TRUE, game, NULL);
}

static void
count_tiles_cb (CarcNewGamePage *page,
                guint            game,
                const char      *profile,
                CarcWindow      *self)
{
  present_preferences (self, TRUE, game, profile);
}

/* ---- the store ---- */

#ifdef HAVE_CARC_STORE
static void ask_about_store (CarcWindow   *self,
                             const GError *error);

static void
store_error_response_cb (AdwMessageDialog *dialog,
                         const char       *response,
                         CarcWindow       *self)
{
  g_autoptr(GError) error = NULL;
  GError *original = g_object_get_data (G_OBJECT (dialog), "error");
  g_autofree char *path = carc_store_get_default_path ();

  if (g_str_equal (response, "quit"))
    {
      GApplication *app = G_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)));
      if (app != NULL)
        g_application_quit (app);
      else
        gtk_window_destroy (GTK_WINDOW (self));
      return;
    }
  if (g_str_equal (response, "read-only"))
    {
      self->store = G_OBJECT (carc_store_open (NULL, CARC_STORE_OPEN_READ_ONLY, &error));
      if (self->store != NULL)
        carc_start_page_set_notice (self->start_page,
                                    _("The games are open read-only: new games and moves are not saved."));
    }
  else if (g_str_equal (response, "move-aside"))
    {
      g_autofree char *moved = carc_store_move_aside (path, original != NULL ? original->code : CARC_STORE_ERROR_CORRUPT,
                                                      &error);
      if (moved != NULL)
        {
          g_autofree char *display = carc_display_path (moved);
          /* Translators: the old games file was renamed to %s */
          g_autofree char *text = g_strdup_printf (_("The old games file is kept as “%s”"), display);
          /* Translators: the same, shorter, for a narrow window (the name
           * is under Details) */
          toast_shortened (self, text, _("Old games file kept"));
          self->store = G_OBJECT (carc_store_open (NULL, CARC_STORE_OPEN_DEFAULT, &error));
        }
    }
  else if (g_str_equal (response, "retry"))
    {
      self->store_asked = FALSE;
      open_store (self);
      return;
    }

  /* Read-only or a fresh file failed too: ask again, about this error. */
  if (self->store == NULL && error != NULL)
    ask_about_store (self, error);
  refresh_start_page (self);
}

static void
ask_about_store (CarcWindow   *self,
                 const GError *error)
{
  GtkWidget *dialog;
  const char *heading = _("The Games Could Not Be Opened");
  g_autofree char *path = carc_store_get_default_path ();
  g_autofree char *display = carc_display_path (path);
  g_autofree char *body = NULL;
  g_autofree char *message = NULL;
  const char *why;

  switch (error->domain == CARC_STORE_ERROR ? error->code : -1)
    {
    case CARC_STORE_ERROR_LOCKED:
      why = _("Another program is using the games file.");
      break;
    case CARC_STORE_ERROR_READ_ONLY:
      why = _("The games file or its folder cannot be written.");
      break;
    case CARC_STORE_ERROR_CORRUPT:
      why = _("The games file is damaged.");
      break;
    case CARC_STORE_ERROR_NEWER_VERSION:
      why = _("The games file was written by a newer version of this app.");
      break;
    default:
      why = _("The games file cannot be used.");
      break;
    }
  message = carc_format_capitalize (error->message);
  /* Translators: why, the file, and the error message */
  body = g_strdup_printf (_("%s\n\n%s\n\n%s"), why, display, message);

  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "quit", _("_Quit"));
  if (error->domain == CARC_STORE_ERROR && error->code == CARC_STORE_ERROR_LOCKED)
    adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "retry", _("_Try Again"));
  if (!(error->domain == CARC_STORE_ERROR && error->code == CARC_STORE_ERROR_NEWER_VERSION))
    adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "read-only", _("Open _Read-Only"));
  if (error->domain == CARC_STORE_ERROR
      && (error->code == CARC_STORE_ERROR_CORRUPT || error->code == CARC_STORE_ERROR_NEWER_VERSION))
    {
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "move-aside",
                                       _("_Start Fresh, Keep the Old File"));
      adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "move-aside",
                                                  ADW_RESPONSE_SUGGESTED);
      adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "move-aside");
    }
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "quit");
  g_object_set_data_full (G_OBJECT (dialog), "error", g_error_copy (error), (GDestroyNotify) g_error_free);
  g_signal_connect (dialog, "response", G_CALLBACK (store_error_response_cb), self);
  gtk_window_present (GTK_WINDOW (dialog));
}
#endif

#ifdef HAVE_CARC_STORE
static void
store_checked_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(GError) error = NULL;
  CarcWindow *self;

  if (!carc_store_check_integrity_finish (CARC_STORE (source), result, &error)
      && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  /* not cancelled: the window is still there */
  self = CARC_WINDOW (user_data);
  g_clear_object (&self->store_check);
  if (error == NULL || self->store != source)
    return;
  /* damaged: the same choices as when opening fails */
  g_clear_object (&self->store);
  refresh_start_page (self);
  ask_about_store (self, error);
}
#endif

static void
open_store (CarcWindow *self)
{
#ifdef HAVE_CARC_STORE
  g_autoptr(GError) error = NULL;

  if (self->store != NULL || self->store_asked)
    return;
  self->store_asked = TRUE;

  /* After an unclean shutdown the whole file is checked, which takes about
   * 35 ms per 1,000 games: in a worker thread, so that the window shows at
   * once (docs/store.md, Faults). */
  self->store = G_OBJECT (carc_store_open (NULL, CARC_STORE_OPEN_NO_CHECK, &error));

  if (self->store == NULL)
    ask_about_store (self, error);
  else if (carc_store_is_read_only (CARC_STORE (self->store)))
    carc_start_page_set_notice (self->start_page,
                                _("The games are open read-only: new games and moves are not saved."));
  if (self->store != NULL && carc_store_is_check_pending (CARC_STORE (self->store)))
    {
      self->store_check = g_cancellable_new ();
      carc_store_check_integrity_async (CARC_STORE (self->store), self->store_check, store_checked_cb, self);
    }
  refresh_start_page (self);
#endif
}

static void
window_map_cb (CarcWindow *self)
{
  open_store (self);
}

/* ---- catalogue ---- */

void
_carc_window_set_catalogue (CarcWindow          *self,
                            const CarcCatalogue *catalogue,
                            const GError        *error)
{
  g_return_if_fail (CARC_IS_WINDOW (self));
  g_return_if_fail (catalogue != NULL || error != NULL);

  if (catalogue == NULL)
    {
      g_autofree char *markup = g_markup_escape_text (error->message, -1);

      /* The description is markup; the message is plain text. */
      adw_status_page_set_description (self->error_page, markup);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.new-game", FALSE);
      gtk_stack_set_visible_child_name (self->stack, "error");
      return;
    }

  if (self->catalogue == NULL)
    self->catalogue = carc_catalogue_ref ((CarcCatalogue *) catalogue);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.new-game", TRUE);
  refresh_start_page (self);
  gtk_stack_set_visible_child_name (self->stack, "start");
}

GtkWidget *
_carc_window_get_page (CarcWindow *self,
                       const char *name)
{
  g_return_val_if_fail (CARC_IS_WINDOW (self), NULL);
  return gtk_stack_get_child_by_name (self->stack, name);
}

const char *
_carc_window_get_page_name (CarcWindow *self)
{
  g_return_val_if_fail (CARC_IS_WINDOW (self), NULL);
  return gtk_stack_get_visible_child_name (self->stack);
}

void
_carc_window_add_toast (CarcWindow *self,
                        AdwToast   *toast)
{
  g_return_if_fail (CARC_IS_WINDOW (self));
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

void
_carc_window_add_text_toast (CarcWindow *self,
                             const char *text,
                             const char *shorter)
{
  g_return_if_fail (CARC_IS_WINDOW (self));
  toast_shortened (self, text, shorter);
}

gpointer
_carc_window_get_store (CarcWindow *self)
{
  g_return_val_if_fail (CARC_IS_WINDOW (self), NULL);
  return self->store;
}

CarcGameSession *
_carc_window_get_session (CarcWindow *self)
{
  g_return_val_if_fail (CARC_IS_WINDOW (self), NULL);
  return self->session;
}

/* ---- GObject ---- */

static void
carc_window_dispose (GObject *object)
{
  CarcWindow *self = CARC_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), CARC_TYPE_WINDOW);
  g_clear_object (&self->session);
  g_cancellable_cancel (self->store_check);
  g_clear_object (&self->store_check);

  G_OBJECT_CLASS (carc_window_parent_class)->dispose (object);
}

static void
carc_window_finalize (GObject *object)
{
  CarcWindow *self = CARC_WINDOW (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->store);
  g_clear_pointer (&self->catalogue, carc_catalogue_unref);

  G_OBJECT_CLASS (carc_window_parent_class)->finalize (object);
}

static void
carc_window_class_init (CarcWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = carc_window_dispose;
  object_class->finalize = carc_window_finalize;

  g_type_ensure (CARC_TYPE_START_PAGE);
  g_type_ensure (CARC_TYPE_NEW_GAME_PAGE);
  g_type_ensure (CARC_TYPE_PLAY_PAGE);
  g_type_ensure (CARC_TYPE_END_PAGE);

  g_type_ensure (CARC_TYPE_TITLE_SQUEEZER);
  gtk_widget_class_set_template_from_resource (widget_class, APP_RESOURCE_PATH "/app/carc-window.ui");
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, start_page);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, new_game_page);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, play_page);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, end_page);
  gtk_widget_class_bind_template_child (widget_class, CarcWindow, error_page);

  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.show-start", NULL, show_start_action);
  gtk_widget_class_install_action (widget_class, "win.continue-game", NULL, continue_game_action);
  gtk_widget_class_install_action (widget_class, "win.open-game", "s", open_game_action);
  gtk_widget_class_install_action (widget_class, "win.show-play", NULL, show_play_action);
  gtk_widget_class_install_action (widget_class, "win.show-results", NULL, show_results_action);
  gtk_widget_class_install_action (widget_class, "win.preferences", NULL, preferences_action);
  gtk_widget_class_install_action (widget_class, "win.your-box", NULL, your_box_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_comma, GDK_CONTROL_MASK, "win.preferences", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_b, GDK_CONTROL_MASK, "win.your-box", NULL);
}

static void
carc_window_init (CarcWindow *self)
{
  g_autoptr(GError) error = NULL;
  CarcCatalogue *catalogue;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (APP_ID);
  g_settings_bind (self->settings, "window-width", self, "default-width", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-height", self, "default-height", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-maximized", self, "maximized", G_SETTINGS_BIND_DEFAULT);

  g_signal_connect (self->new_game_page, "start", G_CALLBACK (new_game_start_cb), self);
  g_signal_connect (self->new_game_page, "player-added", G_CALLBACK (player_added_cb), self);
  g_signal_connect (self->new_game_page, "count-tiles", G_CALLBACK (count_tiles_cb), self);
  g_signal_connect_swapped (self->play_page, "game-over", G_CALLBACK (game_over_cb), self);
  g_signal_connect_swapped (self->play_page, "notify::assistance", G_CALLBACK (assistance_changed_cb), self);
  g_signal_connect (self, "map", G_CALLBACK (window_map_cb), NULL);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-play", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-results", FALSE);

  catalogue = carc_catalogue_get_default (&error);
  _carc_window_set_catalogue (self, catalogue, error);

  /* win.log-in-bgstats(id): the end page, the review and History ask it */
  carc_bgstats_dialog_install (self);

#ifdef HAVE_CARC_STORE
  /* History and statistics: their pages and their entry points on the
   * start page; shown, they ask the window for its store. */
  carc_history_install (self, NULL);
  carc_backup_install (self);
#endif
}

CarcWindow *
carc_window_new (CarcApplication *application)
{
  CarcWindow *self;
  GtkShortcutsWindow *help;

  g_return_val_if_fail (CARC_IS_APPLICATION (application), NULL);

  self = g_object_new (CARC_TYPE_WINDOW,
                       "application", application,
                       NULL);
  /* GtkApplication loaded the core's shortcuts when the window joined it */
  help = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (self));
  if (help != NULL)
    carc_expansions_ui_add_shortcuts (help);
  return self;
}
