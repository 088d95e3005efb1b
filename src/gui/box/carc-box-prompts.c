/* carc-box-prompts.c: at the table, when the box differs from the profile
 *
 * The table is the truth: a tile whose copies are all used is entered
 * after a confirmation, and a tile nobody knew is described and played at
 * once; either may be written into the box profile, so the next game knows.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-box-prompts.h"

#include "carc-box-page.h"
#include "carc-custom-tile-editor.h"
#include "carc-error-format.h"
#include "carc-expansion-ui.h"
#include "carc-format.h"
#include "carc-profile.h"
#include "carc-session-store.h"
#include "carc-tile-names.h"
#include "carc-toast.h"
#ifdef HAVE_CARC_STORE
#include "carc-store.h"
#endif

typedef struct {
  CarcGameSession *session;
  guint            type;
  CarcBoxTileFunc  func;
  gpointer         user_data;
  GtkWidget       *from;
} Pending;

static void
pending_free (gpointer  data,
              GClosure *closure)
{
  Pending *p = data;

  g_clear_object (&p->session);
  g_clear_object (&p->from);
  g_free (p);
}

static void
toast (GtkWidget  *from,
       const char *text)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (from, ADW_TYPE_TOAST_OVERLAY);

  if (overlay != NULL)
    adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), carc_toast_new (overlay, text, NULL, NULL));
}

#ifdef HAVE_CARC_STORE
static CarcStore *
store_of (CarcGameSession *session)
{
  CarcSessionStore *store = carc_game_session_get_store (session);

  return store != NULL ? carc_session_store_get_store (store) : NULL;
}

/* The game type of the session's game: its profiles are that type's. */
static CarcStoreGameType
store_type_of (CarcGameSession *session)
{
  CarcGame *game = carc_game_session_get_game (session);
  const CarcSetup *setup = carc_game_get_setup (game);
  CarcStoreGameType type = CARC_STORE_GAME_CARCASSONNE;

  if (setup->sets->len > 0)
    {
      const CarcTileSet *set = carc_catalogue_get_set (carc_game_get_catalogue (game),
                                                       g_array_index (setup->sets, guint, 0));
      carc_store_game_type_parse (carc_box_game_profile_name (carc_expansions_ui_game_of_set (set->id)), &type);
    }
  return type;
}

/* The profile the game was set up from, else the default one, else a new
 * default one, of the game's type. */
static CarcProfile *
profile_of (CarcStore       *store,
            CarcGameSession *session,
            gboolean        *make_default,
            GError         **error)
{
  const CarcSetup *setup = carc_game_get_setup (carc_game_session_get_game (session));
  CarcStoreGameType type = store_type_of (session);
  CarcProfile *profile = NULL;

  *make_default = FALSE;
  if (setup->profile != NULL)
    {
      g_autoptr(GError) local = NULL;
      profile = carc_store_load_profile (store, type, setup->profile, &local);
      if (profile == NULL && !g_error_matches (local, CARC_STORE_ERROR, CARC_STORE_ERROR_NOT_FOUND))
        {
          g_propagate_error (error, g_steal_pointer (&local));
          return NULL;
        }
    }
  if (profile == NULL)
    {
      g_autoptr(GError) local = NULL;
      profile = carc_store_load_default_profile (store, type, &local);
      if (local != NULL)
        {
          g_propagate_error (error, g_steal_pointer (&local));
          return NULL;
        }
    }
  if (profile == NULL)
    {
      profile = carc_profile_new (CARC_BOX_DEFAULT_NAME);
      g_free (profile->game);
      profile->game = g_strdup (carc_store_game_type_name (type));
      *make_default = TRUE;
    }
  return profile;
}
#endif

gboolean
carc_box_count_one_more (CarcGameSession *session,
                         const char      *tile_id,
                         GError         **error)
{
#ifdef HAVE_CARC_STORE
  CarcStore *store = store_of (session);
  g_autoptr(CarcProfile) profile = NULL;
  CarcCatalogue *base = carc_catalogue_get_base (carc_game_get_catalogue (carc_game_session_get_game (session)));
  gboolean make_default;
  int known = carc_catalogue_lookup (base, tile_id);

  if (store == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("This game is not kept in the games database."));
      return FALSE;
    }
  profile = profile_of (store, session, &make_default, error);
  if (profile == NULL)
    return FALSE;
  if (known >= 0)
    {
      const CarcTileType *type = carc_catalogue_get_type (base, (guint) known);
      carc_profile_set_tile_count (profile, type, MIN (carc_profile_tile_count (profile, type) + 1, 99));
    }
  else
    /* one of the box's own tiles: its form counts it */
    for (guint i = 0; i < json_array_get_length (profile->custom_tiles); i++)
      {
        JsonObject *form = json_array_get_object_element (profile->custom_tiles, i);
        if (g_strcmp0 (json_object_get_string_member (form, "id"), tile_id) == 0)
          {
            gint64 count = json_object_get_member (form, "count") ? json_object_get_int_member (form, "count") : 1;
            json_object_set_int_member (form, "count", MIN (count + 1, 99));
          }
      }
  return carc_store_save_profile (store, store_type_of (session), profile, make_default, error);
#else
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("This game is not kept in the games database."));
  return FALSE;
#endif
}

/* ---- a copy more than the box counts ---- */

static void
extra_response_cb (AdwMessageDialog *dialog,
                   const char       *response,
                   Pending          *p)
{
  if (g_str_equal (response, "fix"))
    {
      g_autoptr(GError) error = NULL;
      const CarcTileType *type = carc_catalogue_get_type (carc_game_get_catalogue (carc_game_session_get_game (p->session)),
                                                          p->type);
      if (!carc_box_count_one_more (p->session, type->id, &error))
        {
          g_autofree char *message = carc_error_format (error, NULL);
          toast (p->from, message);
        }
      else
        toast (p->from, _("Your box profile counts one more copy now"));
    }
  if (g_str_equal (response, "enter") || g_str_equal (response, "fix"))
    p->func (p->type, p->user_data);
}

void
carc_box_prompt_extra_copy (GtkWidget       *from,
                            CarcGameSession *session,
                            guint            type,
                            CarcBoxTileFunc  confirmed,
                            gpointer         user_data)
{
  const CarcGame *game = carc_game_session_get_game (session);
  const CarcTileType *tile = carc_catalogue_get_type (carc_game_get_catalogue (game), type);
  g_autofree char *name = carc_tile_describe_phrase (tile);
  guint copies = carc_setup_tile_count (carc_game_get_setup (game), carc_game_get_catalogue (game), type);
  g_autofree char *body = NULL;
  AdwMessageDialog *dialog;
  Pending *p = g_new0 (Pending, 1);

  p->session = g_object_ref (session);
  p->type = type;
  p->func = confirmed;
  p->user_data = user_data;
  p->from = g_object_ref (from);

  body = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Your box counts %u copy of the tile “%s”, and it is already in the game. "
                                       "The tile on the table is proof: enter it anyway?",
                                       "Your box counts %u copies of the tile “%s”, and all of them are already in the game. "
                                       "The tile on the table is proof: enter it anyway?", copies),
                          copies, name);
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (from)),
                                                       _("No Copy Left in Your Box"), body));
  adw_message_dialog_add_responses (dialog,
                                    "cancel", _("_Cancel"),
                                    "enter", _("_Enter It"),
                                    "fix", _("Enter It and _Count One More"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "fix", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "fix");
  adw_message_dialog_set_close_response (dialog, "cancel");
#ifdef HAVE_CARC_STORE
  adw_message_dialog_set_response_enabled (dialog, "fix", store_of (session) != NULL);
#else
  adw_message_dialog_set_response_enabled (dialog, "fix", FALSE);
#endif
  g_signal_connect_data (dialog, "response", G_CALLBACK (extra_response_cb), p, pending_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- another tile ---- */

static void
editor_done_cb (CarcCustomTileEditor *editor,
                JsonObject           *form,
                gboolean              use_now,
                Pending              *p)
{
  g_autoptr(GError) error = NULL;
  guint type;

  if (!carc_game_session_add_custom_tile (p->session, form, &type, &error))
    {
      g_autofree char *message = carc_error_format (error, NULL);
      toast (p->from, message);
      return;
    }
#ifdef HAVE_CARC_STORE
  if (!use_now && store_of (p->session) != NULL)
    {
      CarcStore *store = store_of (p->session);
      gboolean make_default;
      g_autoptr(CarcProfile) profile = profile_of (store, p->session, &make_default, &error);
      const CarcTileType *tile = carc_catalogue_get_type (carc_game_get_catalogue (carc_game_session_get_game (p->session)), type);
      g_autoptr(JsonObject) saved = NULL;

      if (profile != NULL)
        {
          /* under the id the game gave it, so the two stay one tile */
          g_autoptr(JsonParser) parser = json_parser_new ();
          g_autoptr(JsonNode) wrap = json_node_new (JSON_NODE_OBJECT);
          g_autofree char *text = NULL;
          json_node_set_object (wrap, form);
          text = json_to_string (wrap, FALSE);
          json_parser_load_from_data (parser, text, -1, NULL);
          saved = json_node_dup_object (json_parser_get_root (parser));
          json_object_set_string_member (saved, "id", tile->id);
          json_array_add_object_element (profile->custom_tiles, g_steal_pointer (&saved));
        }
      if (profile == NULL || !carc_store_save_profile (store, store_type_of (p->session), profile, make_default, &error))
        {
          g_autofree char *message = carc_error_format (error, NULL);
          toast (p->from, message);
        }
    }
#endif
  p->func (type, p->user_data);
}

void
carc_box_prompt_another_tile (GtkWidget       *from,
                              CarcGameSession *session,
                              CarcBoxTileFunc  done,
                              gpointer         user_data)
{
  const CarcGame *game = carc_game_session_get_game (session);
  const CarcSetup *setup = carc_game_get_setup (game);
  /* the game played (its first set's): another game's tile has its kinds */
  const char *game_set = setup->sets->len > 0
                         ? carc_catalogue_get_set (carc_game_get_catalogue (game), g_array_index (setup->sets, guint, 0))->id
                         : NULL;
  GtkWidget *editor = carc_custom_tile_editor_new_for_game (GTK_WINDOW (gtk_widget_get_root (from)),
                                                            carc_game_get_catalogue (game), game_set, TRUE);
  Pending *p = g_new0 (Pending, 1);

  p->session = g_object_ref (session);
  p->func = done;
  p->user_data = user_data;
  p->from = g_object_ref (from);
  g_signal_connect_data (editor, "done", G_CALLBACK (editor_done_cb), p, pending_free, 0);
  gtk_window_present (GTK_WINDOW (editor));
}
