/* carc-log-section.c: the turn log with every scoring; select a turn to correct it
 *
 * Newest first. One row per event ("Anna: BA/C at 1, 0, turned 90°"), and
 * under it one row per scoring it caused ("Anna +8: city, 3 tiles, 1
 * pennant"). Activating an event row activates play.correct(index). After
 * a plain append only the new rows are added, and only the newest entries
 * are shown until the user asks for the earlier ones: a long game's log
 * would otherwise be laid out again with every frame of the side panel.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "carc-format.h"
#include "carc-log-section.h"
#include "carc-tile-painter.h"

/* the tile's picture in its log row, in pixels */
#define LOG_TILE_SIZE 32

struct _CarcLogSection
{
  GtkBox      parent_instance;

  GtkWidget  *list;
  GtkWidget  *earlier_button;
  gboolean    show_all;       /* the user asked for the earlier entries */
  int         show_from;      /* first event whose rows are shown */
  GPtrArray  *lines;          /* char*, oldest first, as shown */
  guint       n_events;       /* events shown */
  guint       n_scorings;     /* scorings shown */
  CarcGame   *game;
  guint       generation;     /* the session's, when last updated */
  guint       n_rebuilds;     /* times the whole log was laid out again */
  GHashTable *textures;       /* (type << 3 | rotation << 1 | dark) → GdkTexture */
  int         moment;         /* the entry being corrected, or -1 */
};

static void carc_log_section_iface_init (CarcPlaySectionInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CarcLogSection, carc_log_section, GTK_TYPE_BOX,
                               G_IMPLEMENT_INTERFACE (CARC_TYPE_PLAY_SECTION, carc_log_section_iface_init))

static GdkTexture *
tile_texture (CarcLogSection     *self,
              const CarcTileType *type,
              guint               index,
              guint               rotation)
{
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  gpointer key = GUINT_TO_POINTER ((index << 3) | ((rotation & 3) << 1) | (dark ? 1 : 0));
  GdkTexture *texture = g_hash_table_lookup (self->textures, key);

  if (texture == NULL)
    {
      texture = carc_tile_texture_new (type, rotation, LOG_TILE_SIZE, dark);
      g_hash_table_insert (self->textures, key, texture);
    }
  return texture;
}

/* A row; a TILE event's shows the tile as it lies, and its id and
 * coordinates on the tooltip's details line (for whoever checks against
 * a file), after what the row does. */
static void
prepend_row (CarcLogSection  *self,
             const char      *text,
             int              event,
             gboolean         scoring,
             const CarcEvent *tile_event)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *label = gtk_label_new (text);
  GtkWidget *child = label;
  const CarcTileType *type = NULL;

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 30);
  if (tile_event != NULL)
    type = carc_catalogue_get_type (carc_game_get_catalogue (self->game), tile_event->tile);
  if (type != NULL)
    {
      GtkWidget *picture = gtk_picture_new_for_paintable (GDK_PAINTABLE (tile_texture (self, type, tile_event->tile,
                                                                                      tile_event->rotation)));

      child = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
      gtk_widget_set_size_request (picture, LOG_TILE_SIZE, LOG_TILE_SIZE);
      gtk_picture_set_can_shrink (GTK_PICTURE (picture), FALSE);
      gtk_widget_set_valign (picture, GTK_ALIGN_START);
      gtk_widget_add_css_class (picture, "log-tile");
      g_object_set_data (G_OBJECT (picture), "tile", GUINT_TO_POINTER (tile_event->tile));
      g_object_set_data (G_OBJECT (picture), "rotation", GUINT_TO_POINTER (tile_event->rotation));
      gtk_box_append (GTK_BOX (child), picture);
      gtk_widget_set_hexpand (label, TRUE);
      gtk_box_append (GTK_BOX (child), label);
    }
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), child);
  g_object_set_data (G_OBJECT (row), "event", GINT_TO_POINTER (event));
  if (scoring)
    {
      gtk_widget_add_css_class (row, "log-scoring");
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
    }
  else
    {
      gtk_widget_add_css_class (row, "log-event");
      gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "play.correct");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (row), "u", (guint32) event);
      if (type != NULL)
        {
          /* Translators: a log row's tooltip: what selecting it does, then a
           * details line with the tile's id and its cell as a game record
           * names them */
          g_autofree char *tip = g_strdup_printf (_("Select to correct this entry.\nIn the game record: %s at %d, %d"),
                                                  type->id, tile_event->x, tile_event->y);
          gtk_widget_set_tooltip_text (row, tip);
        }
      else
        gtk_widget_set_tooltip_text (row, _("Correct this entry"));
    }
  gtk_list_box_prepend (GTK_LIST_BOX (self->list), row);
  g_ptr_array_add (self->lines, g_strdup (text));
}

/* The pictures follow a switch between light and dark. */
static void
dark_changed_cb (CarcLogSection *self)
{
  for (GtkWidget *row = gtk_widget_get_first_child (self->list); row; row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *box = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row));
      GtkWidget *picture = GTK_IS_BOX (box) ? gtk_widget_get_first_child (box) : NULL;
      guint tile, rotation;
      const CarcTileType *type;

      if (picture == NULL || !GTK_IS_PICTURE (picture) || self->game == NULL)
        continue;
      tile = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (picture), "tile"));
      rotation = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (picture), "rotation"));
      type = carc_catalogue_get_type (carc_game_get_catalogue (self->game), tile);
      if (type != NULL)
        gtk_picture_set_paintable (GTK_PICTURE (picture), GDK_PAINTABLE (tile_texture (self, type, tile, rotation)));
    }
}

static void
add_from (CarcLogSection  *self,
          CarcGame        *game,
          const CarcState *state)
{
  guint n_events = carc_game_get_n_events (game);

  for (guint e = self->n_events; e < n_events; e++)
    {
      g_autofree char *text = carc_format_event (game, e);
      const CarcEvent *event = carc_game_get_event (game, e);

      prepend_row (self, text, (int) e, FALSE, event->type == CARC_EVENT_TILE ? event : NULL);
      while (self->n_scorings < carc_state_get_n_scorings (state) && carc_state_get_scorings (state)[self->n_scorings].event <= e)
        {
          g_autofree char *line = carc_format_scoring (state, &carc_state_get_scorings (state)[self->n_scorings]);
          prepend_row (self, line, (int) e, TRUE, NULL);
          self->n_scorings++;
        }
    }
  self->n_events = n_events;
}

static void
clear (CarcLogSection *self)
{
  GtkWidget *child;

  self->n_rebuilds++;
  while ((child = gtk_widget_get_first_child (self->list)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->list), child);
  g_ptr_array_set_size (self->lines, 0);
  self->n_events = 0;
  self->n_scorings = 0;
}

/* After an undo: drop the rows of the events past the log's end (they are
 * the newest, at the top). */
static void
drop_after (CarcLogSection *self,
            guint           n_events,
            guint           n_scorings)
{
  GtkWidget *row;

  while ((row = gtk_widget_get_first_child (self->list)) != NULL
         && GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "event")) >= (int) n_events)
    {
      gtk_list_box_remove (GTK_LIST_BOX (self->list), row);
      g_ptr_array_set_size (self->lines, self->lines->len - 1);
    }
  self->n_events = n_events;
  self->n_scorings = n_scorings;
}

/* Events shown before "Show Earlier Entries" is pressed. */
#define RECENT_EVENTS 40

static gboolean
filter_row (GtkListBoxRow *row,
            gpointer       user_data)
{
  CarcLogSection *self = user_data;
  return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "event")) >= self->show_from;
}

static void
update_window (CarcLogSection *self)
{
  int show_from = self->show_all ? 0 : MAX (0, (int) self->n_events - RECENT_EVENTS);

  if (show_from != self->show_from)
    {
      int lo = MIN (show_from, self->show_from), hi = MAX (show_from, self->show_from);

      /* refilter only the rows that left or entered the window (an entry or
       * two after a turn or an undo), not the whole log; they are the
       * oldest shown, towards the end of the newest-first list */
      self->show_from = show_from;
      for (GtkWidget *row = gtk_widget_get_last_child (self->list); row; row = gtk_widget_get_prev_sibling (row))
        {
          int event = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "event"));

          if (event >= hi)
            break;
          if (event >= lo)
            gtk_list_box_row_changed (GTK_LIST_BOX_ROW (row));
        }
    }
  gtk_widget_set_visible (self->earlier_button, show_from > 0);
}

void
carc_log_section_show_earlier (CarcLogSection *self)
{
  g_return_if_fail (CARC_IS_LOG_SECTION (self));
  self->show_all = TRUE;
  update_window (self);
}

static void
carc_log_section_update (CarcPlaySection       *section,
                         const CarcPlayContext *context)
{
  CarcLogSection *self = CARC_LOG_SECTION (section);
  CarcGame *game = carc_game_session_get_game (context->session);
  const CarcState *state = carc_game_session_get_state (context->session);
  CarcSessionChange change = carc_game_session_get_last_change (context->session);
  guint generation = carc_game_session_get_generation (context->session);

  /* the play page updates every section on each rotation or click; the
   * log only changes with the game */
  if (generation == self->generation)
    return;
  self->generation = generation;

  if (game == self->game && change == CARC_SESSION_CHANGE_UNDONE
      && carc_game_get_n_events (game) <= self->n_events)
    drop_after (self, carc_game_get_n_events (game), carc_state_get_n_scorings (state));

  if (game != self->game
      || !(change == CARC_SESSION_CHANGE_APPLIED || change == CARC_SESSION_CHANGE_REDONE
           || change == CARC_SESSION_CHANGE_UNDONE)
      || self->n_scorings > carc_state_get_n_scorings (state)
      || self->n_events > carc_game_get_n_events (game))
    {
      if (game != self->game)
        self->show_all = FALSE;
      clear (self);
      self->game = game;
    }
  add_from (self, game, state);
  update_window (self);
}

static void
carc_log_section_iface_init (CarcPlaySectionInterface *iface)
{
  iface->update = carc_log_section_update;
}

static void
carc_log_section_finalize (GObject *object)
{
  CarcLogSection *self = CARC_LOG_SECTION (object);

  g_clear_pointer (&self->lines, g_ptr_array_unref);
  g_clear_pointer (&self->textures, g_hash_table_unref);

  G_OBJECT_CLASS (carc_log_section_parent_class)->finalize (object);
}

static void
carc_log_section_class_init (CarcLogSectionClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = carc_log_section_finalize;
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "carclogsection");
}

static void
carc_log_section_init (CarcLogSection *self)
{
  GtkWidget *hint = gtk_label_new (_("Select an entry to correct it."));

  self->lines = g_ptr_array_new_with_free_func (g_free);
  self->moment = -1;
  self->textures = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (dark_changed_cb), self, G_CONNECT_SWAPPED);

  carc_play_section_init_side (GTK_BOX (self), _("Log"), 4);

  gtk_label_set_xalign (GTK_LABEL (hint), 0);
  gtk_label_set_wrap (GTK_LABEL (hint), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (hint), 30);
  gtk_widget_add_css_class (hint, "dim-label");
  gtk_widget_add_css_class (hint, "caption");
  gtk_box_append (GTK_BOX (self), hint);

  self->list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (self->list, "boxed-list");
  gtk_widget_add_css_class (self->list, "turn-log");
  gtk_list_box_set_filter_func (GTK_LIST_BOX (self->list), filter_row, self, NULL);
  gtk_box_append (GTK_BOX (self), self->list);

  self->earlier_button = gtk_button_new_with_mnemonic (_("Show _Earlier Entries"));
  gtk_widget_add_css_class (self->earlier_button, "flat");
  gtk_widget_set_visible (self->earlier_button, FALSE);
  g_signal_connect_swapped (self->earlier_button, "clicked", G_CALLBACK (carc_log_section_show_earlier), self);
  gtk_box_append (GTK_BOX (self), self->earlier_button);
}

/* During a correction the board and the scores show the moment before
 * entry @index: the log marks that entry, and dims what came after it
 * (it is scored again). -1: the present. */
void
carc_log_section_set_moment (CarcLogSection *self,
                             int             index)
{
  g_return_if_fail (CARC_IS_LOG_SECTION (self));

  self->moment = index;
  for (GtkWidget *row = gtk_widget_get_first_child (self->list); row; row = gtk_widget_get_next_sibling (row))
    {
      int event = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "event"));
      gboolean scoring = gtk_widget_has_css_class (row, "log-scoring");
      gboolean corrected = index >= 0 && !scoring && event == index;
      gboolean later = index >= 0 && (event > index || (scoring && event == index));

      if (corrected)
        gtk_widget_add_css_class (row, "log-corrected");
      else
        gtk_widget_remove_css_class (row, "log-corrected");
      if (later)
        gtk_widget_add_css_class (row, "log-later");
      else
        gtk_widget_remove_css_class (row, "log-later");
    }
}

guint
carc_log_section_get_n_lines (CarcLogSection *self)
{
  g_return_val_if_fail (CARC_IS_LOG_SECTION (self), 0);
  return self->lines->len;
}

const char *
carc_log_section_get_line (CarcLogSection *self,
                           guint           index)
{
  g_return_val_if_fail (CARC_IS_LOG_SECTION (self), NULL);
  g_return_val_if_fail (index < self->lines->len, NULL);
  return g_ptr_array_index (self->lines, index);
}

guint
carc_log_section_get_n_visible_events (CarcLogSection *self)
{
  guint n = 0;

  g_return_val_if_fail (CARC_IS_LOG_SECTION (self), 0);
  /* The list box hides filtered rows by making them child-invisible. */
  for (GtkWidget *row = gtk_widget_get_first_child (self->list); row; row = gtk_widget_get_next_sibling (row))
    if (gtk_widget_has_css_class (row, "log-event") && gtk_widget_get_child_visible (row))
      n++;
  return n;
}

guint
carc_log_section_get_n_rebuilds (CarcLogSection *self)
{
  g_return_val_if_fail (CARC_IS_LOG_SECTION (self), 0);
  return self->n_rebuilds;
}
