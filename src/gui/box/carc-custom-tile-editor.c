/* carc-custom-tile-editor.c: describing a tile the catalogue does not know
 *
 * A few clicks: what each edge shows, which edges are one feature, what
 * the tile shows. The engine turns the description into a tile
 * (carc_custom_tile_catalogue()), which is drawn at once like any other;
 * an impossible tile gets the engine's message inline. What a tile may
 * show comes from the expansions' table (CarcUiCustomMark).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-custom-tile-editor.h"

#include "carc-error-format.h"
#include "carc-expansion.h"
#include "carc-expansion-ui.h"
#include "carc-format.h"
#include "carc-profile.h"
#include "carc-registry.h"
#include "carc-tile-painter.h"
#include "carc-title-squeezer.h"

/* The six pairs of edges that may be joined. */
static const guint pairs[6][2] = { { 0, 1 }, { 1, 2 }, { 2, 3 }, { 3, 0 }, { 0, 2 }, { 1, 3 } };
static const char * const edge_letters[4] = { "N", "E", "S", "W" };

typedef struct {
  const CarcUiCustomMark *mark;
  GtkWidget            *row;
  GtkSwitch            *toggle;   /* a yes/no mark */
  AdwComboRow          *combo;    /* a mark with values */
} Mark;

struct _CarcCustomTileEditor
{
  AdwWindow             parent_instance;

  /* template */
  AdwPreferencesPage   *page;
  GtkDrawingArea       *preview;
  GtkLabel             *message_label;
  AdwPreferencesGroup  *edges_group;
  AdwPreferencesGroup  *joins_group;
  AdwPreferencesGroup  *marks_group;
  GtkSwitch            *monastery_switch;
  AdwEntryRow          *name_row;
  GtkSpinButton        *count_spin;
  GtkButton            *use_button;
  GtkButton            *save_button;

  CarcCatalogue        *base;
  CarcCatalogue        *shown;     /* the base with the tile shown, or NULL */
  const CarcTileType   *type;
  char                 *message;
  GArray               *kinds;     /* guint CarcFeatureKind offered on edges */
  AdwComboRow          *edge_rows[4];
  AdwActionRow         *join_rows[6];
  GtkSwitch            *join_switches[6];
  GArray               *marks;     /* Mark */
  char                 *game_set;  /* a whole other game's set the tile is of, or NULL */
  gboolean              updating;
};

G_DEFINE_FINAL_TYPE (CarcCustomTileEditor, carc_custom_tile_editor, ADW_TYPE_WINDOW)

enum {
  SIGNAL_DONE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static guint
edge_kind (CarcCustomTileEditor *self,
           guint                 edge)
{
  guint selected = adw_combo_row_get_selected (self->edge_rows[edge]);

  if (selected >= self->kinds->len)
    selected = 0;
  return g_array_index (self->kinds, guint, selected);
}

/* Field-like kinds (a field, a meadow) fill what the others leave and
 * never join by hand: the registry's shape says which they are. */
static gboolean
field_like (guint kind)
{
  return carc_registry_feature (kind)->shape == CARC_FEATURE_SHAPE_HALVES;
}

/* The id of a tile the user names: readable in records, unique enough;
 * whoever stores it makes it unique among the profile's tiles. */
static char *
id_of_name (const char *name)
{
  g_autofree char *ascii = g_str_to_ascii (name && *name ? name : "tile", NULL);
  g_autoptr(GString) id = g_string_new ("custom/");

  for (const char *p = ascii; *p && id->len < 40; p++)
    {
      if (g_ascii_isalnum (*p))
        g_string_append_c (id, g_ascii_tolower (*p));
      else if (id->len > 7 && id->str[id->len - 1] != '-')
        g_string_append_c (id, '-');
    }
  while (id->len > 7 && id->str[id->len - 1] == '-')
    g_string_truncate (id, id->len - 1);
  if (id->len == 7)
    g_string_append (id, "tile");
  return g_string_free (g_steal_pointer (&id), FALSE);
}

JsonObject *
carc_custom_tile_editor_get_form (CarcCustomTileEditor *self)
{
  JsonObject *form = json_object_new ();
  JsonArray *edges = json_array_new ();
  JsonArray *joins = json_array_new ();
  JsonObject *on = json_object_new ();
  JsonObject *tile = json_object_new ();
  const char *name = gtk_editable_get_text (GTK_EDITABLE (self->name_row));
  g_autofree char *id = id_of_name (name);
  guint group[4] = { 0, 1, 2, 3 };

  json_object_set_string_member (form, "id", id);
  if (name && *name)
    json_object_set_string_member (form, "name", name);
  json_object_set_int_member (form, "count", gtk_spin_button_get_value_as_int (self->count_spin));
  if (self->game_set != NULL)
    json_object_set_string_member (form, "game", self->game_set);
  for (guint e = 0; e < 4; e++)
    json_array_add_string_element (edges, carc_registry_feature (edge_kind (self, e))->name);
  json_object_set_array_member (form, "edges", edges);

  /* joined pairs become groups of edges */
  for (guint i = 0; i < 6; i++)
    if (gtk_widget_get_visible (GTK_WIDGET (self->join_rows[i])) && gtk_switch_get_active (self->join_switches[i]))
      {
        guint from = group[pairs[i][1]], to = group[pairs[i][0]];
        for (guint e = 0; e < 4; e++)
          if (group[e] == from)
            group[e] = to;
      }
  for (guint g = 0; g < 4; g++)
    {
      JsonArray *members = json_array_new ();
      for (guint e = 0; e < 4; e++)
        if (group[e] == g)
          json_array_add_string_element (members, edge_letters[e]);
      if (json_array_get_length (members) > 1)
        json_array_add_array_element (joins, members);
      else
        json_array_unref (members);
    }
  json_object_set_array_member (form, "joins", joins);
  json_object_set_boolean_member (form, "monastery", self->game_set == NULL
                                                     && gtk_switch_get_active (self->monastery_switch));

  for (guint i = 0; i < self->marks->len; i++)
    {
      Mark *m = &g_array_index (self->marks, Mark, i);
      const char *member = m->mark->member;
      JsonNode *value = NULL;

      if (!gtk_widget_get_visible (m->row))
        continue;
      if (m->toggle && gtk_switch_get_active (m->toggle))
        {
          value = json_node_new (JSON_NODE_VALUE);
          if (m->mark->count)
            json_node_set_int (value, 1);
          else
            json_node_set_boolean (value, TRUE);
        }
      else if (m->combo && adw_combo_row_get_selected (m->combo) > 0)
        {
          guint chosen = adw_combo_row_get_selected (m->combo) - 1;
          guint n_values = g_strv_length ((char **) m->mark->values);

          if (chosen >= n_values && (m->mark->range_member == NULL
                                     || m->mark->range_min + (chosen - n_values) > m->mark->range_max))
            continue;
          value = json_node_new (JSON_NODE_VALUE);
          if (chosen >= n_values)
            {
              /* a number of the mark's range, into its own member */
              member = m->mark->range_member;
              json_node_set_int (value, m->mark->range_min + (chosen - n_values));
            }
          else if (m->mark->numbers)
            json_node_set_int (value, g_ascii_strtoll (m->mark->values[chosen], NULL, 10));
          else
            json_node_set_string (value, m->mark->values[chosen]);
        }
      if (value == NULL)
        continue;
      if (m->mark->on_tile)
        json_object_set_member (tile, member, value);
      else
        for (guint e = 0; e < 4; e++)
          if (edge_kind (self, e) == m->mark->feature_kind)
            {
              /* on the first edge of its kind: that edge's feature */
              JsonObject *at = json_object_get_member (on, edge_letters[e])
                               ? json_object_get_object_member (on, edge_letters[e]) : NULL;
              if (at == NULL)
                {
                  at = json_object_new ();
                  json_object_set_object_member (on, edge_letters[e], at);
                }
              json_object_set_member (at, member, value);
              break;
            }
    }
  json_object_set_object_member (form, "on", on);
  json_object_set_object_member (form, "tile", tile);
  return form;
}

static void
update (CarcCustomTileEditor *self)
{
  g_autoptr(JsonObject) form = NULL;
  g_autoptr(GError) error = NULL;

  if (self->updating)
    return;

  /* joins only between edges of one kind that is not a field; marks only
   * when the tile has what shows them */
  for (guint i = 0; i < 6; i++)
    {
      guint a = edge_kind (self, pairs[i][0]), b = edge_kind (self, pairs[i][1]);
      gtk_widget_set_visible (GTK_WIDGET (self->join_rows[i]), a == b && !field_like (a));
    }
  for (guint i = 0; i < self->marks->len; i++)
    {
      Mark *m = &g_array_index (self->marks, Mark, i);
      /* Carcassonne's marks: none on another game's tile */
      gboolean shown = m->mark->on_tile && self->game_set == NULL;
      for (guint e = 0; e < 4 && !shown; e++)
        shown = edge_kind (self, e) == m->mark->feature_kind;
      gtk_widget_set_visible (m->row, shown);
    }
  {
    gboolean any = FALSE;
    for (guint i = 0; i < 6; i++)
      any |= gtk_widget_get_visible (GTK_WIDGET (self->join_rows[i]));
    gtk_widget_set_visible (GTK_WIDGET (self->joins_group), any);
  }
  {
    /* nothing the tile may show (another game's, no mark in view) */
    gboolean any = self->game_set == NULL;
    for (guint i = 0; i < self->marks->len; i++)
      any |= gtk_widget_get_visible (g_array_index (self->marks, Mark, i).row);
    gtk_widget_set_visible (GTK_WIDGET (self->marks_group), any);
  }

  form = carc_custom_tile_editor_get_form (self);
  g_clear_pointer (&self->shown, carc_catalogue_unref);
  g_clear_pointer (&self->message, g_free);
  self->type = NULL;
  self->shown = carc_custom_tile_catalogue (self->base, form, &error);
  if (self->shown != NULL)
    self->type = carc_catalogue_get_type (self->shown, carc_catalogue_get_n_types (self->shown) - 1);
  else
    self->message = carc_error_format (error, NULL);

  gtk_label_set_text (self->message_label, self->message ? self->message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->message_label), self->message != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.use", self->type != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.save", self->type != NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self->preview));
}

static void
draw_preview (GtkDrawingArea *area,
              cairo_t        *cr,
              int             width,
              int             height,
              gpointer        user_data)
{
  CarcCustomTileEditor *self = user_data;
  double size = MIN (width, height);

  cairo_translate (cr, (width - size) / 2, (height - size) / 2);
  if (self->type != NULL)
    {
      carc_tile_paint (cr, self->type, 0, size, adw_style_manager_get_dark (adw_style_manager_get_default ()));
      return;
    }
  /* impossible: an empty square with a dashed outline */
  cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.8);
  cairo_set_line_width (cr, 2);
  cairo_set_dash (cr, (double[]) { 6, 4 }, 2, 0);
  cairo_rectangle (cr, 1, 1, size - 2, size - 2);
  cairo_stroke (cr);
}

static void
finish (CarcCustomTileEditor *self,
        gboolean              use_now)
{
  g_autoptr(JsonObject) form = NULL;

  if (self->type == NULL)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  form = carc_custom_tile_editor_get_form (self);
  g_signal_emit (self, signals[SIGNAL_DONE], 0, form, use_now);
  gtk_window_close (GTK_WINDOW (self));
}

static void
use_action (GtkWidget  *widget,
            const char *name,
            GVariant   *param)
{
  finish (CARC_CUSTOM_TILE_EDITOR (widget), TRUE);
}

static void
save_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  finish (CARC_CUSTOM_TILE_EDITOR (widget), FALSE);
}

static void
build_rows (CarcCustomTileEditor *self,
            const CarcExpansion  *game)
{
  static const char *edge_titles[4] = { N_("_North Edge"), N_("_East Edge"), N_("_South Edge"), N_("_West Edge") };
  static const char *pair_titles[6] = {
    N_("North and east"), N_("East and south"), N_("South and west"), N_("West and north"),
    N_("North and south"), N_("East and west"),
  };
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  guint n;
  const CarcExpansion * const *all = carc_registry_all (&n);
  const CarcExpansionUi * const *uis;

  /* the kinds an edge of this game shows: Carcassonne's and its
   * expansions', or a whole other game's own (forest, meadow, river) */
  for (guint e = 0; e < n; e++)
    {
      if (game != NULL ? all[e] != game : all[e]->is_game && g_strcmp0 (all[e]->id, "base") != 0)
        continue;
      for (guint i = 0; i < all[e]->n_features; i++)
        {
          guint kind = all[e]->features[i].id;
          g_autofree char *noun = NULL;
          /* what lies inside a tile only (a monastery, a lake) is no edge */
          if (all[e]->features[i].shape == CARC_FEATURE_SHAPE_INNER || all[e]->features[i].letter == 0)
            continue;
          g_array_append_val (self->kinds, kind);
          noun = carc_format_capitalize (_(all[e]->features[i].noun));
          gtk_string_list_append (names, noun);
        }
    }

  for (guint e = 0; e < 4; e++)
    {
      self->edge_rows[e] = ADW_COMBO_ROW (adw_combo_row_new ());
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (self->edge_rows[e]), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->edge_rows[e]), _(edge_titles[e]));
      adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (self->edge_rows[e]), TRUE);
      adw_combo_row_set_model (self->edge_rows[e], G_LIST_MODEL (names));
      /* a new tile starts as the game's field-like kind all round */
      for (guint k = self->kinds->len; k-- > 0;)
        if (field_like (g_array_index (self->kinds, guint, k)))
          adw_combo_row_set_selected (self->edge_rows[e], k);
      g_signal_connect_swapped (self->edge_rows[e], "notify::selected", G_CALLBACK (update), self);
      adw_preferences_group_add (self->edges_group, GTK_WIDGET (self->edge_rows[e]));
    }

  for (guint i = 0; i < 6; i++)
    {
      self->join_rows[i] = ADW_ACTION_ROW (adw_action_row_new ());
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (self->join_rows[i]), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->join_rows[i]), _(pair_titles[i]));
      self->join_switches[i] = GTK_SWITCH (gtk_switch_new ());
      gtk_widget_set_valign (GTK_WIDGET (self->join_switches[i]), GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (self->join_rows[i], GTK_WIDGET (self->join_switches[i]));
      adw_action_row_set_activatable_widget (self->join_rows[i], GTK_WIDGET (self->join_switches[i]));
      g_signal_connect_swapped (self->join_switches[i], "notify::active", G_CALLBACK (update), self);
      adw_preferences_group_add (self->joins_group, GTK_WIDGET (self->join_rows[i]));
    }

  uis = carc_expansions_ui_all (&n);
  for (guint u = 0; u < n; u++)
    for (guint i = 0; i < uis[u]->n_custom_marks; i++)
      {
        Mark m = { &uis[u]->custom_marks[i], NULL, NULL, NULL };

        if (m.mark->values == NULL)
          {
            AdwActionRow *row = ADW_ACTION_ROW (adw_action_row_new ());
            adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
            adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(m.mark->title));
            m.toggle = GTK_SWITCH (gtk_switch_new ());
            gtk_widget_set_valign (GTK_WIDGET (m.toggle), GTK_ALIGN_CENTER);
            adw_action_row_add_suffix (row, GTK_WIDGET (m.toggle));
            adw_action_row_set_activatable_widget (row, GTK_WIDGET (m.toggle));
            g_signal_connect_swapped (m.toggle, "notify::active", G_CALLBACK (update), self);
            m.row = GTK_WIDGET (row);
          }
        else
          {
            g_autoptr(GtkStringList) values = gtk_string_list_new (NULL);
            gtk_string_list_append (values, C_("tile mark", "None"));
            for (guint v = 0; m.mark->values[v]; v++)
              gtk_string_list_append (values, _(m.mark->value_names[v]));
            for (guint v = m.mark->range_min; m.mark->range_member && v <= m.mark->range_max; v++)
              {
                g_autofree char *number = g_strdup_printf ("%u", v);
                gtk_string_list_append (values, number);
              }
            m.combo = ADW_COMBO_ROW (adw_combo_row_new ());
            adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (m.combo), FALSE);
            adw_preferences_row_set_title (ADW_PREFERENCES_ROW (m.combo), _(m.mark->title));
            adw_combo_row_set_model (m.combo, G_LIST_MODEL (values));
            g_signal_connect_swapped (m.combo, "notify::selected", G_CALLBACK (update), self);
            m.row = GTK_WIDGET (m.combo);
          }
        adw_preferences_group_add (self->marks_group, m.row);
        g_array_append_val (self->marks, m);
      }
}

static void
carc_custom_tile_editor_finalize (GObject *object)
{
  CarcCustomTileEditor *self = CARC_CUSTOM_TILE_EDITOR (object);

  g_clear_pointer (&self->base, carc_catalogue_unref);
  g_clear_pointer (&self->shown, carc_catalogue_unref);
  g_clear_pointer (&self->message, g_free);
  g_clear_pointer (&self->kinds, g_array_unref);
  g_clear_pointer (&self->marks, g_array_unref);
  g_clear_pointer (&self->game_set, g_free);

  G_OBJECT_CLASS (carc_custom_tile_editor_parent_class)->finalize (object);
}

static void
carc_custom_tile_editor_class_init (CarcCustomTileEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = carc_custom_tile_editor_finalize;

  signals[SIGNAL_DONE] = g_signal_new ("done", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                       JSON_TYPE_OBJECT, G_TYPE_BOOLEAN);

  g_type_ensure (CARC_TYPE_TITLE_SQUEEZER);
  gtk_widget_class_set_template_from_resource (widget_class, APP_RESOURCE_PATH "/box/carc-custom-tile-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, CarcCustomTileEditor, page);
  gtk_widget_class_bind_template_child (widget_class, CarcCustomTileEditor, preview);
  gtk_widget_class_bind_template_child (widget_class, CarcCustomTileEditor, message_label);
  gtk_widget_class_bind_template_child (widget_class, CarcCustomTileEditor, edges_group);
  gtk_widget_class_bind_template_child (widget_class, CarcCustomTileEditor, joins_group);
  gtk_widget_class_bind_template_child (widget_class, CarcCustomTileEditor, marks_group);
  gtk_widget_class_bind_template_child (widget_class, CarcCustomTileEditor, monastery_switch);
  gtk_widget_class_bind_template_child (widget_class, CarcCustomTileEditor, name_row);
  gtk_widget_class_bind_template_child (widget_class, CarcCustomTileEditor, count_spin);
  gtk_widget_class_bind_template_child (widget_class, CarcCustomTileEditor, use_button);
  gtk_widget_class_bind_template_child (widget_class, CarcCustomTileEditor, save_button);

  gtk_widget_class_install_action (widget_class, "editor.use", NULL, use_action);
  gtk_widget_class_install_action (widget_class, "editor.save", NULL, save_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, "editor.use", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "editor.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
carc_custom_tile_editor_init (CarcCustomTileEditor *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  carc_format_limit_name_entry (GTK_EDITABLE (self->name_row));
  self->kinds = g_array_new (FALSE, FALSE, sizeof (guint));
  self->marks = g_array_new (FALSE, FALSE, sizeof (Mark));
  gtk_drawing_area_set_draw_func (self->preview, draw_preview, self, NULL);
  g_signal_connect_swapped (self->monastery_switch, "notify::active", G_CALLBACK (update), self);
  g_signal_connect_swapped (self->name_row, "changed", G_CALLBACK (update), self);
  g_signal_connect_swapped (self->count_spin, "value-changed", G_CALLBACK (update), self);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self->preview, G_CONNECT_SWAPPED);
}

GtkWidget *
carc_custom_tile_editor_new (GtkWindow     *parent,
                             CarcCatalogue *catalogue,
                             gboolean       can_use_now)
{
  return carc_custom_tile_editor_new_for_game (parent, catalogue, NULL, can_use_now);
}

GtkWidget *
carc_custom_tile_editor_new_for_game (GtkWindow     *parent,
                                      CarcCatalogue *catalogue,
                                      const char    *game_set,
                                      gboolean       can_use_now)
{
  CarcCustomTileEditor *self = g_object_new (CARC_TYPE_CUSTOM_TILE_EDITOR,
                                             "transient-for", parent,
                                             NULL);
  const CarcExpansion *game = game_set != NULL ? carc_registry_set_owner (game_set) : NULL;

  /* Carcassonne's own sets (and the expansions') are the default game */
  if (game != NULL && (!game->is_game || g_strcmp0 (game->id, "base") == 0))
    game = NULL;
  if (game != NULL)
    self->game_set = g_strdup (game_set);
  self->base = carc_catalogue_ref (carc_catalogue_get_base (catalogue));
  build_rows (self, game);
  /* another game's tile has no monastery */
  gtk_widget_set_visible (gtk_widget_get_ancestor (GTK_WIDGET (self->monastery_switch), ADW_TYPE_ACTION_ROW),
                          game == NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->use_button), can_use_now);
  update (self);
  return GTK_WIDGET (self);
}

/* Where get_form() wrote @m's member: the tile's members, or those of the
 * first edge of its kind that has one (get_form() writes the first). */
static JsonObject *
mark_source (CarcCustomTileEditor *self,
             const Mark           *m,
             JsonObject           *form)
{
  JsonObject *on;

  if (m->mark->on_tile)
    return json_object_get_member (form, "tile") ? json_object_get_object_member (form, "tile") : NULL;
  on = json_object_get_member (form, "on") ? json_object_get_object_member (form, "on") : NULL;
  for (guint e = 0; on && e < 4; e++)
    {
      JsonObject *at;
      if (edge_kind (self, e) != m->mark->feature_kind || !json_object_get_member (on, edge_letters[e]))
        continue;
      at = json_object_get_object_member (on, edge_letters[e]);
      if (json_object_get_member (at, m->mark->member)
          || (m->mark->range_member && json_object_get_member (at, m->mark->range_member)))
        return at;
    }
  return NULL;
}

/* The row's choice for what @m's members say in @source: 0 (none), or a
 * value's index + 1, or a number of its range after the values. */
static guint
mark_choice (const Mark *m,
             JsonObject *source)
{
  JsonNode *node = source ? json_object_get_member (source, m->mark->member) : NULL;
  guint n_values = m->mark->values ? g_strv_length ((char **) m->mark->values) : 0;

  if (node != NULL && JSON_NODE_HOLDS_VALUE (node))
    {
      GType type = json_node_get_value_type (node);

      if (m->toggle)
        return type == G_TYPE_BOOLEAN ? json_node_get_boolean (node) : json_node_get_int (node) > 0;
      for (guint v = 0; v < n_values; v++)
        if (type == G_TYPE_STRING ? g_strcmp0 (json_node_get_string (node), m->mark->values[v]) == 0
                                  : json_node_get_int (node) == g_ascii_strtoll (m->mark->values[v], NULL, 10))
          return v + 1;
    }
  node = source && m->mark->range_member ? json_object_get_member (source, m->mark->range_member) : NULL;
  if (node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64)
    {
      gint64 number = json_node_get_int (node);
      if (number >= m->mark->range_min && number <= m->mark->range_max)
        return n_values + 1 + (guint) (number - m->mark->range_min);
    }
  return 0;
}

void
carc_custom_tile_editor_set_form (CarcCustomTileEditor *self,
                                  JsonObject           *form)
{
  JsonArray *edges = json_object_get_member (form, "edges") ? json_object_get_array_member (form, "edges") : NULL;
  JsonArray *joins = json_object_get_member (form, "joins") ? json_object_get_array_member (form, "joins") : NULL;

  self->updating = TRUE;
  /* by the name among the kinds offered: another game's kinds may share
   * a name with Carcassonne's (Hunters & Gatherers' "river") */
  for (guint e = 0; edges && e < 4 && e < json_array_get_length (edges); e++)
    for (guint k = 0; k < self->kinds->len; k++)
      if (g_strcmp0 (carc_registry_feature (g_array_index (self->kinds, guint, k))->name,
                     json_array_get_string_element (edges, e)) == 0)
        {
          adw_combo_row_set_selected (self->edge_rows[e], k);
          break;
        }
  for (guint i = 0; i < 6; i++)
    gtk_switch_set_active (self->join_switches[i], FALSE);
  for (guint j = 0; joins && j < json_array_get_length (joins); j++)
    {
      JsonArray *group = json_array_get_array_element (joins, j);
      for (guint i = 0; i < 6; i++)
        {
          gboolean a = FALSE, b = FALSE;
          for (guint k = 0; k < json_array_get_length (group); k++)
            {
              a |= g_strcmp0 (json_array_get_string_element (group, k), edge_letters[pairs[i][0]]) == 0;
              b |= g_strcmp0 (json_array_get_string_element (group, k), edge_letters[pairs[i][1]]) == 0;
            }
          if (a && b)
            gtk_switch_set_active (self->join_switches[i], TRUE);
        }
    }
  gtk_switch_set_active (self->monastery_switch,
                         json_object_get_member (form, "monastery") && json_object_get_boolean_member (form, "monastery"));
  gtk_editable_set_text (GTK_EDITABLE (self->name_row),
                         json_object_get_member (form, "name") ? json_object_get_string_member (form, "name") : "");
  if (json_object_get_member (form, "count"))
    gtk_spin_button_set_value (self->count_spin, (double) json_object_get_int_member (form, "count"));
  /* the marks, after the edges: a feature's mark is on an edge of its kind */
  for (guint i = 0; i < self->marks->len; i++)
    {
      Mark *m = &g_array_index (self->marks, Mark, i);
      guint choice = mark_choice (m, mark_source (self, m, form));

      if (m->toggle)
        gtk_switch_set_active (m->toggle, choice != 0);
      else
        adw_combo_row_set_selected (m->combo, choice);
    }
  self->updating = FALSE;
  update (self);
}

const char *
carc_custom_tile_editor_get_message (CarcCustomTileEditor *self)
{
  return self->message;
}

const CarcTileType *
carc_custom_tile_editor_get_type_shown (CarcCustomTileEditor *self)
{
  return self->type;
}

void
carc_custom_tile_editor_set_edge (CarcCustomTileEditor *self,
                                  guint                 edge,
                                  guint                 feature_kind)
{
  g_return_if_fail (edge < 4);
  for (guint k = 0; k < self->kinds->len; k++)
    if (g_array_index (self->kinds, guint, k) == feature_kind)
      adw_combo_row_set_selected (self->edge_rows[edge], k);
}

void
carc_custom_tile_editor_set_joined (CarcCustomTileEditor *self,
                                    guint                 edge_a,
                                    guint                 edge_b,
                                    gboolean              joined)
{
  for (guint i = 0; i < 6; i++)
    if ((pairs[i][0] == edge_a && pairs[i][1] == edge_b) || (pairs[i][0] == edge_b && pairs[i][1] == edge_a))
      gtk_switch_set_active (self->join_switches[i], joined);
}

void
carc_custom_tile_editor_set_mark (CarcCustomTileEditor *self,
                                  const char           *member,
                                  guint                 value_index)
{
  for (guint i = 0; i < self->marks->len; i++)
    {
      Mark *m = &g_array_index (self->marks, Mark, i);
      if (g_strcmp0 (m->mark->member, member) != 0)
        continue;
      if (m->toggle)
        gtk_switch_set_active (m->toggle, value_index != 0);
      else
        adw_combo_row_set_selected (m->combo, value_index);
    }
}
