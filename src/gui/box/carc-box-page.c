/* carc-box-page.c: Preferences → Your Box: box profiles and counting tiles
 *
 * The box on the table is the truth (RULES.md): a profile says which sets
 * the group owns and how many of each tile it counted, the values the
 * descriptors let a box set (CarcExpansion.box_members: the profile code
 * and this page know none of them by name), the token bag and the tiles the
 * app does not know. Every change is saved at once.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "carc-box-page.h"

#include "carc-custom-tile-editor.h"
#include "carc-error-format.h"
#include "carc-expansion.h"
#include "carc-expansion-ui.h"
#include "carc-format.h"
#include "carc-json.h"
#include "carc-set-names.h"
#include "carc-tile-names.h"
#include "carc-tile-painter.h"
#include "carc-toast.h"
#ifdef HAVE_CARC_STORE
#include "carc-store.h"
#endif

#define TILE_PX 40

/* A set's expander row. Its tiles' rows are made the first time it is
 * expanded (or a tile's spin is asked for): a collapsed expander row
 * still measures every row inside it, and the rows of all the sets'
 * tiles, each with its drawing, spin and labels, were 400 ms of the
 * 550 it took to open Your Box (issue 24). */
typedef struct {
  guint           set;
  AdwExpanderRow *row;
  gboolean        filled;   /* its tiles' rows made */
} SetRow;

struct _CarcBoxPage
{
  AdwPreferencesPage   parent_instance;

  /* template */
  AdwComboRow         *game_row;
  AdwComboRow         *profile_row;
  AdwEntryRow         *name_row;
  GtkSwitch           *default_switch;
  AdwPreferencesGroup *sets_group;
  AdwPreferencesGroup *custom_group;

  CarcCatalogue       *catalogue;
  GObject             *store;
  CarcProfile         *profile;
  GHashTable          *spins;        /* tile id → GtkSpinButton, of the sets filled */
  GArray              *set_rows;     /* SetRow */
  GPtrArray           *custom_rows;  /* GtkWidget in custom_group: the tiles' rows */
  AdwEntryRow         *find_tile_row; /* shown when there are more tiles than rows */
  GtkWidget           *more_tiles_row;
  GtkStringList       *names;        /* the stored profiles, and the one shown */
  GPtrArray           *box_groups;   /* the expansions' groups (box_rows), each with its "set-id" */
  GArray              *games;        /* guint: the games offered, by game_row position */
  guint                game;         /* the game of the profile shown (carc_expansions_ui_game()) */
  gboolean             loading;
};

G_DEFINE_FINAL_TYPE (CarcBoxPage, carc_box_page, ADW_TYPE_PREFERENCES_PAGE)

const char *
carc_box_confidence_label (CarcConfidence confidence)
{
  switch (confidence)
    {
    case CARC_CONFIDENCE_RULE_BOOK:
      return _("From the rule book");
    case CARC_CONFIDENCE_PUBLIC_DATA:
      return _("From public data");
    case CARC_CONFIDENCE_BOX:
      return _("Counted in your box");
    case CARC_CONFIDENCE_UNKNOWN:
    default:
      return _("Unknown — please check your box");
    }
}

static void
show_error (CarcBoxPage  *self,
            const GError *error)
{
  GtkWidget *window = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_PREFERENCES_WINDOW);
  g_autofree char *message = carc_error_format (error, NULL);

  if (window != NULL)
    adw_preferences_window_add_toast (ADW_PREFERENCES_WINDOW (window), carc_toast_new (window, message, NULL, NULL));
  else
    g_warning ("%s", error->message);
}

/* ---- names ---- */

char *
carc_box_profile_display_name (const char *name)
{
  guint n;
  char end;

  if (name == NULL)
    return g_strdup ("");
  if (g_str_equal (name, CARC_BOX_DEFAULT_NAME))
    /* Translators: the name of the box profile the app makes (the
     * group may rename it) */
    return g_strdup (_("Our Box"));
  /* "Box 2" and nothing after it */
  if (sscanf (name, CARC_BOX_NEW_NAME_FORMAT "%c", &n, &end) == 1)
    {
      g_autofree char *again = g_strdup_printf (CARC_BOX_NEW_NAME_FORMAT, n);

      if (g_str_equal (again, name))
        /* Translators: the name of a new box profile, "Box 2" */
        return g_strdup_printf (_("Box %u"), n);
    }
  return g_strdup (name);
}

/* The profile row shows each stored name as carc_box_profile_display_name()
 * words it. */
static char *
shown_name_cb (GtkStringObject *item,
               gpointer         user_data)
{
  return carc_box_profile_display_name (gtk_string_object_get_string (item));
}

/* ---- games ---- */

/* A profile names its game as the store's game types do (CarcProfile.game):
 * "carcassonne" for Carcassonne and its expansions, a whole other game by
 * its own set's id ("hunters-and-gatherers"). */
const char *
carc_box_game_profile_name (guint game)
{
  const CarcExpansionUi *ui = carc_expansions_ui_game (game);

  if (game == carc_expansions_ui_game_of_set ("base") || ui->n_sets == 0)
    return "carcassonne";
  return ui->sets[0].id;
}

static guint
game_of_profile (const CarcProfile *profile)
{
  if (profile->game == NULL || strcmp (profile->game, "carcassonne") == 0)
    return carc_expansions_ui_game_of_set ("base");
  return carc_expansions_ui_game_of_set (profile->game);
}

#ifdef HAVE_CARC_STORE
/* The store keeps one default profile per game type. */
static CarcStoreGameType
store_type (CarcBoxPage *self)
{
  CarcStoreGameType type = CARC_STORE_GAME_CARCASSONNE;

  carc_store_game_type_parse (carc_box_game_profile_name (self->game), &type);
  return type;
}
#endif

static void
save (CarcBoxPage *self)
{
#ifdef HAVE_CARC_STORE
  g_autoptr(GError) error = NULL;

  if (self->loading || self->store == NULL)
    return;
  if (!carc_store_save_profile (CARC_STORE (self->store), store_type (self), self->profile,
                                gtk_switch_get_active (self->default_switch), &error))
    show_error (self, error);
#endif
}

/* ---- tiles drawn in rows ---- */

static void
draw_tile (GtkDrawingArea *area,
           cairo_t        *cr,
           int             width,
           int             height,
           gpointer        user_data)
{
  const CarcTileType *type = user_data;

  carc_tile_paint (cr, type, 0, MIN (width, height),
                   adw_style_manager_get_dark (adw_style_manager_get_default ()));
}

static GtkWidget *
tile_picture (const CarcTileType *type)
{
  GtkWidget *area = gtk_drawing_area_new ();

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), TILE_PX);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), TILE_PX);
  gtk_widget_set_valign (area, GTK_ALIGN_CENTER);
  /* the type lives as long as the program (carc_catalogue_derive()) */
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_tile, (gpointer) type, NULL);
  return area;
}

/* ---- sets and counts ---- */

static void
update_set_subtitle (CarcBoxPage *self,
                     guint        set)
{
  for (guint i = 0; i < self->set_rows->len; i++)
    {
      SetRow *r = &g_array_index (self->set_rows, SetRow, i);
      const CarcTileSet *s;
      g_autofree char *subtitle = NULL;
      guint have, expected;

      if (r->set != set)
        continue;
      s = carc_catalogue_get_set (self->catalogue, set);
      have = carc_profile_set_total (self->profile, self->catalogue, set);
      expected = carc_tile_set_count_tiles (self->catalogue, s);
      /* Translators: a set's row in Preferences → Your Box: the copies the
       * box holds, the copies expected and where that number comes from,
       * e.g. "71 of 72 tiles · From the rule book" */
      subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u tile · %s", "%u of %u tiles · %s", expected),
                                  have, expected,
                                  carc_box_confidence_label (carc_profile_set_confidence (self->catalogue, set)));
      adw_expander_row_set_subtitle (r->row, subtitle);
    }
}

static void
update_tile_subtitle (CarcBoxPage        *self,
                      AdwActionRow       *row,
                      const CarcTileType *type,
                      int                 feature,
                      const char         *member)
{
  CarcConfidence confidence = carc_profile_confidence (self->profile, self->catalogue, type, feature, member);
  const char *note = carc_tile_type_uncertain_note (type, member);
  g_autofree char *subtitle = NULL;

  if (confidence == CARC_CONFIDENCE_UNKNOWN && note != NULL)
    subtitle = g_strdup_printf ("%s (%s)", carc_box_confidence_label (confidence), note);
  else
    subtitle = g_strdup (carc_box_confidence_label (confidence));
  adw_action_row_set_subtitle (row, subtitle);
}

static void
count_changed_cb (GtkSpinButton *spin,
                  CarcBoxPage   *self)
{
  const CarcTileType *type = g_object_get_data (G_OBJECT (spin), "tile-type");
  AdwActionRow *row = g_object_get_data (G_OBJECT (spin), "row");

  if (self->loading)
    return;
  carc_profile_set_tile_count (self->profile, type, (guint) gtk_spin_button_get_value_as_int (spin));
  update_tile_subtitle (self, row, type, -1, "count");
  update_set_subtitle (self, type->set);
  save (self);
}

/* The data's own value of a member (0 / FALSE when it gives none). */
static gint64
data_value (const CarcTileType *type,
            int                 feature,
            const char         *member)
{
  JsonObject *holder = type->source;
  JsonNode *node;

  if (holder && feature >= 0)
    holder = json_array_get_object_element (json_object_get_array_member (holder, "features"), (guint) feature);
  node = holder ? json_object_get_member (holder, member) : NULL;
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return 0;
  if (json_node_get_value_type (node) == G_TYPE_BOOLEAN)
    return json_node_get_boolean (node);
  return json_node_get_int (node);
}

static void
member_changed (CarcBoxPage *self,
                GObject     *widget,
                gint64       value)
{
  const CarcTileType *type = g_object_get_data (widget, "tile-type");
  const CarcBoxMemberInfo *info = g_object_get_data (widget, "member");
  AdwActionRow *row = g_object_get_data (widget, "row");
  int feature = GPOINTER_TO_INT (g_object_get_data (widget, "feature"));

  if (self->loading)
    return;
  /* the data's value is no change: the profile keeps only differences */
  carc_profile_set_member (self->profile, type->id, feature, info->member, value,
                           value == data_value (type, feature, info->member));
  update_tile_subtitle (self, row, type, feature, info->member);
  save (self);
}

static void
member_spin_cb (GtkSpinButton *spin,
                CarcBoxPage   *self)
{
  member_changed (self, G_OBJECT (spin), gtk_spin_button_get_value_as_int (spin));
}

static void
member_switch_cb (GtkSwitch   *toggle,
                  GParamSpec  *pspec,
                  CarcBoxPage *self)
{
  member_changed (self, G_OBJECT (toggle), gtk_switch_get_active (toggle));
}

static gboolean
member_applies (const CarcBoxMemberInfo *info,
                const char              *set_id)
{
  if (info->sets == NULL)
    return TRUE;
  return g_strv_contains ((const char * const *) info->sets, set_id);
}

/* A row for one value the box may set: @feature ≥ 0 for a feature's. */
static GtkWidget *
member_row (CarcBoxPage             *self,
            const CarcTileType      *type,
            const CarcBoxMemberInfo *info,
            int                      feature,
            guint                    n_of_kind,
            guint                    nth)
{
  AdwActionRow *row = ADW_ACTION_ROW (adw_action_row_new ());
  GtkWidget *control;
  gint64 value = data_value (type, feature, info->member);
  g_autofree char *title = NULL;

  carc_profile_get_member (self->profile, type->id, feature, info->member, &value);
  /* "<label>, field 2" when the tile has several fields of the kind */
  if (n_of_kind > 1)
    /* Translators: a value the box sets on one of several features of a
     * tile: "<what is printed>, field 2" */
    title = g_strdup_printf (_("%s, %s %u"), _(info->label),
                             _(carc_registry_feature (info->feature_kind)->noun), nth);
  else
    title = g_strdup (_(info->label));
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  {
    /* under its tile's row, its title where the tile's is */
    GtkWidget *indent = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
    gtk_widget_set_size_request (indent, TILE_PX, -1);
    adw_action_row_add_prefix (row, indent);
  }

  if (info->type == CARC_BOX_VALUE_BOOL)
    {
      control = gtk_switch_new ();
      gtk_switch_set_active (GTK_SWITCH (control), value != 0);
      g_signal_connect (control, "notify::active", G_CALLBACK (member_switch_cb), self);
    }
  else
    {
      control = gtk_spin_button_new_with_range ((double) info->min, (double) info->max, 1);
      gtk_editable_set_width_chars (GTK_EDITABLE (control), 2);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (control), (double) value);
      g_signal_connect (control, "value-changed", G_CALLBACK (member_spin_cb), self);
    }
  gtk_widget_set_valign (control, GTK_ALIGN_CENTER);
  g_object_set_data (G_OBJECT (control), "tile-type", (gpointer) type);
  g_object_set_data (G_OBJECT (control), "member", (gpointer) info);
  g_object_set_data (G_OBJECT (control), "row", row);
  g_object_set_data (G_OBJECT (control), "feature", GINT_TO_POINTER (feature));
  adw_action_row_add_suffix (row, control);
  adw_action_row_set_activatable_widget (row, control);
  update_tile_subtitle (self, row, type, feature, info->member);
  return GTK_WIDGET (row);
}

static void
add_tile_rows (CarcBoxPage        *self,
               AdwExpanderRow     *set_row,
               const CarcTileSet  *set,
               const CarcTileType *type)
{
  AdwActionRow *row = ADW_ACTION_ROW (adw_action_row_new ());
  GtkWidget *spin = gtk_spin_button_new_with_range (0, 99, 1);
  g_autofree char *title = carc_tile_describe (type);
  guint n;
  const CarcExpansion * const *all = carc_registry_all (&n);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_add_prefix (row, tile_picture (type));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), carc_profile_tile_count (self->profile, type));
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  /* two digits: the row keeps its width for the title on a phone */
  gtk_editable_set_width_chars (GTK_EDITABLE (spin), 2);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  g_object_set_data (G_OBJECT (spin), "tile-type", (gpointer) type);
  g_object_set_data (G_OBJECT (spin), "row", row);
  g_signal_connect (spin, "value-changed", G_CALLBACK (count_changed_cb), self);
  adw_action_row_add_suffix (row, spin);
  adw_action_row_set_activatable_widget (row, spin);
  update_tile_subtitle (self, row, type, -1, "count");
  g_hash_table_insert (self->spins, g_strdup (type->id), spin);
  adw_expander_row_add_row (set_row, GTK_WIDGET (row));

  /* the other values its descriptors let a box set, whoever they are */
  for (guint e = 0; e < n; e++)
    for (guint i = 0; i < all[e]->n_box_members; i++)
      {
        const CarcBoxMemberInfo *info = &all[e]->box_members[i];
        guint n_kind = 0, nth = 0;

        if (g_strcmp0 (info->member, "count") == 0 && !info->on_feature)
          continue;
        if (!member_applies (info, set->id) || (info->applies && !info->applies (type)))
          continue;
        if (!info->on_feature)
          {
            adw_expander_row_add_row (set_row, member_row (self, type, info, -1, 0, 0));
            continue;
          }
        for (guint f = 0; f < type->n_features; f++)
          n_kind += type->features[f].kind == info->feature_kind;
        for (guint f = 0; f < type->n_features; f++)
          if (type->features[f].kind == info->feature_kind)
            adw_expander_row_add_row (set_row, member_row (self, type, info, (int) f, n_kind, ++nth));
      }
}

static void update_box_groups (CarcBoxPage *self);

static void
owned_cb (AdwExpanderRow *row,
          GParamSpec     *pspec,
          CarcBoxPage    *self)
{
  const char *id = g_object_get_data (G_OBJECT (row), "set-id");
  gboolean owned = adw_expander_row_get_enable_expansion (row);
  guint index;

  if (self->loading)
    return;
  if (g_ptr_array_find_with_equal_func (self->profile->sets, id, g_str_equal, &index))
    g_ptr_array_remove_index (self->profile->sets, index);
  if (owned)
    g_ptr_array_add (self->profile->sets, g_strdup (id));
  update_box_groups (self);
  save (self);
}

static void
edition_apply_cb (AdwEntryRow *entry,
                  CarcBoxPage *self)
{
  const char *id = g_object_get_data (G_OBJECT (entry), "set-id");
  const char *text = gtk_editable_get_text (GTK_EDITABLE (entry));

  if (text == NULL || *text == '\0')
    g_hash_table_remove (self->profile->editions, id);
  else
    g_hash_table_insert (self->profile->editions, g_strdup (id), g_strdup (text));
  save (self);
}

/* The expansions' choice rows (the token bag's mix) work on a setup: one
 * that carries the profile's bag. */
static void
choice_cb (AdwComboRow *combo,
           GParamSpec  *pspec,
           CarcBoxPage *self)
{
  const CarcUiSetupChoice *choice = g_object_get_data (G_OBJECT (combo), "choice");
  g_autoptr(CarcSetup) setup = carc_setup_new ();

  if (self->loading)
    return;
  choice->set (setup, adw_combo_row_get_selected (combo));
  memcpy (self->profile->bag, setup->bag, sizeof self->profile->bag);
  self->profile->has_bag = TRUE;
  save (self);
}

static void
add_choice_rows (CarcBoxPage    *self,
                 AdwExpanderRow *set_row,
                 const char     *set_id)
{
  guint n;
  const CarcExpansionUi * const *uis = carc_expansions_ui_all (&n);

  for (guint u = 0; u < n; u++)
    {
      const CarcUiSetupChoice *choice = uis[u]->choice;
      g_autoptr(CarcSetup) setup = NULL;
      g_auto(GStrv) choices = NULL;
      g_autoptr(GtkStringList) model = NULL;
      AdwComboRow *combo;

      if (choice == NULL || g_strcmp0 (choice->set_id, set_id) != 0)
        continue;
      setup = carc_setup_new ();
      if (self->profile->has_bag)
        memcpy (setup->bag, self->profile->bag, sizeof setup->bag);
      choices = choice->choices ();
      model = gtk_string_list_new ((const char * const *) choices);
      combo = ADW_COMBO_ROW (adw_combo_row_new ());
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (combo), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (combo), _(choice->title));
      adw_combo_row_set_model (combo, G_LIST_MODEL (model));
      adw_combo_row_set_selected (combo, choice->get (setup));
      g_object_set_data (G_OBJECT (combo), "choice", (gpointer) choice);
      g_signal_connect (combo, "notify::selected", G_CALLBACK (choice_cb), self);
      adw_expander_row_add_row (set_row, GTK_WIDGET (combo));
    }
}

/* The rows of @r's tiles, made once. */
static void
fill_set_row (CarcBoxPage *self,
              SetRow      *r)
{
  const CarcTileSet *set = carc_catalogue_get_set (self->catalogue, r->set);
  gboolean loading = self->loading;

  if (r->filled)
    return;
  r->filled = TRUE;
  /* setting the rows' values is no change of the profile */
  self->loading = TRUE;
  for (guint t = 0; t < set->tiles->len; t++)
    {
      const CarcTileType *type = carc_catalogue_get_type (self->catalogue, g_array_index (set->tiles, guint, t));

      /* a tile no box has copies of is no tile of the supply (the
       * wheel board's cells, laid at the start) */
      if (type->count > 0)
        add_tile_rows (self, r->row, set, type);
    }
  self->loading = loading;
}

static SetRow *
find_set_row (CarcBoxPage *self,
              guint        set)
{
  for (guint i = 0; i < self->set_rows->len; i++)
    if (g_array_index (self->set_rows, SetRow, i).set == set)
      return &g_array_index (self->set_rows, SetRow, i);
  return NULL;
}

static void
set_expanded_cb (AdwExpanderRow *row,
                 GParamSpec     *pspec,
                 CarcBoxPage    *self)
{
  SetRow *r = find_set_row (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "set-index")));

  if (r != NULL && r->row == row && adw_expander_row_get_expanded (row))
    fill_set_row (self, r);
}

static int
compare_sets (gconstpointer a,
              gconstpointer b,
              gpointer      user_data)
{
  CarcCatalogue *catalogue = user_data;
  guint ia = *(const guint *) a, ib = *(const guint *) b;
  guint oa = carc_expansions_ui_set_order (carc_catalogue_get_set (catalogue, ia)->id, NULL);
  guint ob = carc_expansions_ui_set_order (carc_catalogue_get_set (catalogue, ib)->id, NULL);

  return oa != ob ? (oa < ob ? -1 : 1) : (ia < ib ? -1 : ia > ib);
}

static void
build_sets (CarcBoxPage *self)
{
  g_autoptr(GArray) order = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < self->set_rows->len; i++)
    adw_preferences_group_remove (self->sets_group, GTK_WIDGET (g_array_index (self->set_rows, SetRow, i).row));
  g_array_set_size (self->set_rows, 0);
  g_hash_table_remove_all (self->spins);

  /* the sets of the profile's game: one game's never mix with another's */
  for (guint i = 0; i < carc_catalogue_get_n_sets (self->catalogue); i++)
    if ((int) i != carc_catalogue_get_custom_set (self->catalogue)
        && carc_expansions_ui_game_of_set (carc_catalogue_get_set (self->catalogue, i)->id) == self->game)
      g_array_append_val (order, i);
  g_array_sort_with_data (order, compare_sets, self->catalogue);

  for (guint k = 0; k < order->len; k++)
    {
      guint i = g_array_index (order, guint, k);
      const CarcTileSet *set = carc_catalogue_get_set (self->catalogue, i);
      AdwExpanderRow *row = ADW_EXPANDER_ROW (adw_expander_row_new ());
      AdwEntryRow *edition = ADW_ENTRY_ROW (adw_entry_row_new ());
      const char *edition_text = g_hash_table_lookup (self->profile->editions, set->id);
      SetRow r = { i, row };

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), carc_tile_set_get_display_name (set));
      adw_expander_row_set_show_enable_switch (row, TRUE);
      adw_expander_row_set_enable_expansion (row, g_ptr_array_find_with_equal_func (self->profile->sets, set->id,
                                                                                   g_str_equal, NULL));
      adw_expander_row_set_expanded (row, FALSE);
      g_object_set_data_full (G_OBJECT (row), "set-id", g_strdup (set->id), g_free);
      g_signal_connect (row, "notify::enable-expansion", G_CALLBACK (owned_cb), self);

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (edition), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (edition), _("Edition"));
      adw_entry_row_set_show_apply_button (edition, TRUE);
      gtk_editable_set_text (GTK_EDITABLE (edition), edition_text ? edition_text : "");
      g_object_set_data_full (G_OBJECT (edition), "set-id", g_strdup (set->id), g_free);
      g_signal_connect (edition, "apply", G_CALLBACK (edition_apply_cb), self);
      adw_expander_row_add_row (row, GTK_WIDGET (edition));

      add_choice_rows (self, row, set->id);
      /* its tiles once it opens (set_enable_expansion() above expands it) */
      g_object_set_data (G_OBJECT (row), "set-index", GUINT_TO_POINTER (i));
      g_signal_connect (row, "notify::expanded", G_CALLBACK (set_expanded_cb), self);

      adw_preferences_group_add (self->sets_group, GTK_WIDGET (row));
      g_array_append_val (self->set_rows, r);
      update_set_subtitle (self, i);
    }
}

/* ---- custom tiles ---- */

static void build_custom (CarcBoxPage *self);

/* A copy of @form that shares nothing with it. */
static JsonObject *
form_copy (JsonObject *form)
{
  g_autoptr(JsonNode) wrap = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(JsonNode) copy = NULL;

  json_node_set_object (wrap, form);
  copy = carc_json_deep_copy (wrap);
  return json_node_dup_object (copy);
}

/* The name a tile of the box was given, or NULL. */
static const char *
form_name (JsonObject *form)
{
  const char *name = json_object_get_string_member_with_default (form, "name", NULL);

  return name != NULL && *name != '\0' ? name : NULL;
}

/* A tile of the box as the lists name it: its name, or what it shows
 * ("City cap, road end (your tile)"), as the picker and the log do; its
 * drawing's type from @shown when there is one. */
static char *
custom_title (CarcBoxPage        *self,
              JsonObject         *form,
              const CarcTileType *shown)
{
  g_autoptr(CarcCatalogue) drawn = NULL;

  if (form_name (form) != NULL)
    return g_strdup (form_name (form));
  if (shown == NULL)
    {
      drawn = carc_custom_tile_catalogue (self->catalogue, form, NULL);
      shown = drawn != NULL ? carc_catalogue_get_type (drawn, carc_catalogue_get_n_types (drawn) - 1) : NULL;
    }
  if (shown != NULL)
    return carc_tile_describe (shown);
  /* Translators: a tile of the box's own that has no name and cannot be drawn */
  return g_strdup (_("Your tile"));
}

static gint
custom_index (CarcBoxPage *self,
              const char  *id)
{
  for (guint i = 0; self->profile && i < json_array_get_length (self->profile->custom_tiles); i++)
    if (g_strcmp0 (json_object_get_string_member (json_array_get_object_element (self->profile->custom_tiles, i), "id"),
                   id) == 0)
      return (gint) i;
  return -1;
}

/* Which profile is shown (its game and name): what an open editor or an
 * undo waits to change must still be the one shown. */
static char *
profile_key (CarcBoxPage *self)
{
  if (self->profile == NULL)
    return NULL;
  return g_strdup_printf ("%s\n%s", self->profile->game ? self->profile->game : "carcassonne",
                          self->profile->name ? self->profile->name : "");
}

/* The profile's tiles with @form at @index (JsonArray has no insert). */
static void
insert_custom (CarcBoxPage *self,
               guint        index,
               JsonObject  *form)
{
  JsonArray *old = self->profile->custom_tiles;
  JsonArray *tiles = json_array_new ();

  index = MIN (index, json_array_get_length (old));
  for (guint i = 0; i <= json_array_get_length (old); i++)
    {
      if (i == index)
        json_array_add_object_element (tiles, json_object_ref (form));
      if (i < json_array_get_length (old))
        json_array_add_object_element (tiles, json_object_ref (json_array_get_object_element (old, i)));
    }
  self->profile->custom_tiles = tiles;
  json_array_unref (old);
}

/* Keyboard focus on the custom tile at @index (or the nearest): the
 * rebuilt list dropped the row that had it, and the focus would leave
 * the place the user was at. */
static void
focus_custom (CarcBoxPage *self,
              guint        index)
{
  /* the row of that tile, or of the next one shown, or the last */
  for (guint i = 0; i < self->custom_rows->len; i++)
    if (GPOINTER_TO_UINT (g_object_get_data (self->custom_rows->pdata[i], "index")) >= index)
      {
        gtk_widget_grab_focus (self->custom_rows->pdata[i]);
        return;
      }
  if (self->custom_rows->len > 0)
    gtk_widget_grab_focus (self->custom_rows->pdata[self->custom_rows->len - 1]);
}

/* What the undo of a removal puts back, and where. */
typedef struct {
  GWeakRef    page;
  char       *profile;  /* profile_key(): undo only into the same one */
  JsonObject *form;
  guint       index;
} Removed;

static void
removed_free (gpointer data,
              GClosure *closure)
{
  Removed *removed = data;

  g_weak_ref_clear (&removed->page);
  g_free (removed->profile);
  json_object_unref (removed->form);
  g_free (removed);
}

static void
undo_remove_cb (AdwToast *toast,
                Removed  *removed)
{
  g_autoptr(CarcBoxPage) self = g_weak_ref_get (&removed->page);
  g_autofree char *shown = self ? profile_key (self) : NULL;

  /* gone, another profile shown, or the tile back already */
  if (self == NULL || self->profile == NULL || g_strcmp0 (shown, removed->profile) != 0
      || custom_index (self, json_object_get_string_member (removed->form, "id")) >= 0)
    return;
  insert_custom (self, removed->index, removed->form);
  build_custom (self);
  focus_custom (self, removed->index);
  save (self);
}

static void
remove_custom_cb (GtkButton   *button,
                  CarcBoxPage *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "index"));
  GtkWidget *window = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_PREFERENCES_WINDOW);
  Removed *removed;
  AdwToast *toast;
  g_autofree char *title = NULL;

  if (index >= json_array_get_length (self->profile->custom_tiles))
    return;
  removed = g_new0 (Removed, 1);
  g_weak_ref_init (&removed->page, self);
  removed->profile = profile_key (self);
  removed->form = json_object_ref (json_array_get_object_element (self->profile->custom_tiles, index));
  removed->index = index;
  json_array_remove_element (self->profile->custom_tiles, index);
  build_custom (self);
  focus_custom (self, index);
  save (self);

  /* the toast's title is markup (libadwaita 1.2): the name escaped; a
   * tile without one is named by what it shows, too long for a toast on
   * a phone, so the toast just says a tile went */
  if (form_name (removed->form) != NULL)
    /* Translators: a toast after a tile of the box was removed; %s is its name */
    title = g_markup_printf_escaped (_("“%s” removed"), form_name (removed->form));
  else
    /* Translators: a toast after a tile of the box without a name was removed */
    title = g_strdup (_("Tile removed"));
  toast = adw_toast_new (title);
  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  g_signal_connect_data (toast, "button-clicked", G_CALLBACK (undo_remove_cb), removed, removed_free, 0);
  if (window != NULL)
    adw_preferences_window_add_toast (ADW_PREFERENCES_WINDOW (window), toast);
  else
    g_object_unref (toast);
}

static void
edit_done_cb (CarcCustomTileEditor *editor,
              JsonObject           *form,
              gboolean              use_now,
              CarcBoxPage          *self)
{
  const char *id = g_object_get_data (G_OBJECT (editor), "tile-id");
  g_autofree char *shown = profile_key (self);
  gint index = g_strcmp0 (shown, g_object_get_data (G_OBJECT (editor), "profile")) == 0 ? custom_index (self, id) : -1;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) old = NULL;
  JsonObject *copy;

  /* removed meanwhile, or another profile shown: nothing to replace */
  if (index < 0)
    return;
  /* the same tile, changed: its id and place stay (games recorded keep
   * their own copy of it) */
  copy = form_copy (form);
  json_object_set_string_member (copy, "id", id);
  old = json_object_ref (json_array_get_object_element (self->profile->custom_tiles, (guint) index));
  json_array_remove_element (self->profile->custom_tiles, (guint) index);
  insert_custom (self, (guint) index, copy);
  json_object_unref (copy);
  {
    g_autoptr(CarcSetup) probe = carc_setup_new ();
    if (!carc_profile_apply (self->profile, self->catalogue, probe, &error))
      {
        json_array_remove_element (self->profile->custom_tiles, (guint) index);
        insert_custom (self, (guint) index, old);
        show_error (self, error);
        return;
      }
  }
  build_custom (self);
  focus_custom (self, (guint) index);
  save (self);
}

static void
edit_custom_cb (AdwActionRow *row,
                CarcBoxPage  *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "index"));
  JsonObject *form;
  GtkWidget *editor;

  if (index >= json_array_get_length (self->profile->custom_tiles))
    return;
  form = json_array_get_object_element (self->profile->custom_tiles, index);
  editor = carc_custom_tile_editor_new_for_game (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), self->catalogue,
                                                 self->profile->game, FALSE);
  carc_custom_tile_editor_set_form (CARC_CUSTOM_TILE_EDITOR (editor), form);
  g_object_set_data_full (G_OBJECT (editor), "tile-id", g_strdup (json_object_get_string_member (form, "id")), g_free);
  g_object_set_data_full (G_OBJECT (editor), "profile", profile_key (self), g_free);
  g_signal_connect_object (editor, "done", G_CALLBACK (edit_done_cb), self, 0);
  gtk_window_present (GTK_WINDOW (editor));
}

/* A box of a club may have hundreds of tiles of its own: the group lists
 * this many of them, the last ones added of those whose name holds what
 * is typed in "Find a Tile" (a row for each of 300, every one a catalogue
 * of its own, took over a second). */
#define MAX_CUSTOM_ROWS 12

static void
build_custom (CarcBoxPage *self)
{
  guint n = json_array_get_length (self->profile->custom_tiles);
  g_autofree char *filter = NULL;
  g_autoptr(GArray) matches = g_array_new (FALSE, FALSE, sizeof (guint));
  guint matching = 0, first_shown;

  for (guint i = 0; i < self->custom_rows->len; i++)
    adw_preferences_group_remove (self->custom_group, self->custom_rows->pdata[i]);
  g_ptr_array_set_size (self->custom_rows, 0);
  if (self->more_tiles_row != NULL)
    adw_preferences_group_remove (self->custom_group, self->more_tiles_row);
  self->more_tiles_row = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->find_tile_row), n > MAX_CUSTOM_ROWS);
  if (n > MAX_CUSTOM_ROWS)
    {
      g_autofree char *typed = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->find_tile_row))));

      if (typed[0] != '\0')
        filter = carc_player_name_key (typed);
    }

  for (guint i = 0; i < n; i++)
    {
      /* found by the name the list shows, a readable one for tiles saved without */
      g_autofree char *title = filter != NULL
        ? custom_title (self, json_array_get_object_element (self->profile->custom_tiles, i), NULL) : NULL;
      g_autofree char *key = title != NULL ? carc_player_name_key (title) : NULL;

      if (filter == NULL || strstr (key, filter) != NULL)
        g_array_append_val (matches, i);
    }
  matching = matches->len;
  first_shown = matching > MAX_CUSTOM_ROWS ? matching - MAX_CUSTOM_ROWS : 0;

  for (guint m = first_shown; m < matching; m++)
    {
      guint i = g_array_index (matches, guint, m);
      JsonObject *form = json_array_get_object_element (self->profile->custom_tiles, i);
      g_autoptr(CarcCatalogue) shown = carc_custom_tile_catalogue (self->catalogue, form, NULL);
      const CarcTileType *type = shown != NULL ? carc_catalogue_get_type (shown, carc_catalogue_get_n_types (shown) - 1) : NULL;
      g_autofree char *name = custom_title (self, form, type);
      gint64 count = json_object_get_member (form, "count") ? json_object_get_int_member (form, "count") : 1;
      g_autofree char *subtitle = NULL;
      AdwActionRow *row;
      GtkWidget *remove, *next;

      subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u copy", "%u copies", (gulong) count), (guint) count);
      row = ADW_ACTION_ROW (adw_action_row_new ());
      remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
      next = gtk_image_new_from_icon_name ("go-next-symbolic");

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
      adw_action_row_set_subtitle (row, subtitle);
      if (type != NULL)
        adw_action_row_add_prefix (row, tile_picture (type));
      gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (remove, "flat");
      gtk_widget_set_tooltip_text (remove, _("Remove the Tile"));
      g_object_set_data (G_OBJECT (remove), "index", GUINT_TO_POINTER (i));
      g_signal_connect (remove, "clicked", G_CALLBACK (remove_custom_cb), self);
      adw_action_row_add_suffix (row, remove);
      /* the row opens the tile in the editor (click or Enter) */
      gtk_accessible_update_property (GTK_ACCESSIBLE (next), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Edit the Tile"), -1);
      adw_action_row_add_suffix (row, next);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      g_object_set_data (G_OBJECT (row), "index", GUINT_TO_POINTER (i));
      g_signal_connect (row, "activated", G_CALLBACK (edit_custom_cb), self);
      adw_preferences_group_add (self->custom_group, GTK_WIDGET (row));
      g_ptr_array_add (self->custom_rows, row);
    }

  /* the rest, found by typing */
  if (matching > MAX_CUSTOM_ROWS)
    {
      g_autofree char *more = carc_format_count (matching - MAX_CUSTOM_ROWS);
      g_autofree char *title = NULL;

      /* Translators: under the first tiles of a box that has many of its
       * own; %s is a number */
      title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s more tile: type its name above to find it",
                                            "%s more tiles: type a name above to find them",
                                            matching - MAX_CUSTOM_ROWS), more);
      self->more_tiles_row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->more_tiles_row), title);
      gtk_widget_add_css_class (self->more_tiles_row, "dim-label");
      gtk_widget_add_css_class (self->more_tiles_row, "more-tiles");
      adw_preferences_group_add (self->custom_group, self->more_tiles_row);
    }
}

void
carc_box_page_add_custom_tile (CarcBoxPage *self,
                               JsonObject  *form)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *base_id = g_strdup (json_object_get_string_member (form, "id"));
  /* a copy of its own: the caller's form stays the caller's */
  JsonObject *copy = form_copy (form);

  /* unique among the profile's tiles: "custom/cap", "custom/cap-2", … */
  for (guint n = 2;; n++)
    {
      gboolean taken = FALSE;
      const char *id = json_object_get_string_member (copy, "id");
      for (guint i = 0; i < json_array_get_length (self->profile->custom_tiles); i++)
        taken |= g_strcmp0 (json_object_get_string_member (json_array_get_object_element (self->profile->custom_tiles, i), "id"),
                            id) == 0;
      if (!taken)
        break;
      {
        g_autofree char *next = g_strdup_printf ("%s-%u", base_id, n);
        json_object_set_string_member (copy, "id", next);
      }
    }
  json_array_add_object_element (self->profile->custom_tiles, copy);
  {
    g_autoptr(CarcSetup) probe = carc_setup_new ();
    if (!carc_profile_apply (self->profile, self->catalogue, probe, &error))
      {
        json_array_remove_element (self->profile->custom_tiles, json_array_get_length (self->profile->custom_tiles) - 1);
        show_error (self, error);
        return;
      }
  }
  build_custom (self);
  save (self);
}

static void
editor_done_cb (CarcCustomTileEditor *editor,
                JsonObject           *form,
                gboolean              use_now,
                CarcBoxPage          *self)
{
  carc_box_page_add_custom_tile (self, form);
}

static void
add_tile_action (GtkWidget  *widget,
                 const char *name,
                 GVariant   *param)
{
  CarcBoxPage *self = CARC_BOX_PAGE (widget);
  /* a profile of another game (its store name is its set's id) describes
   * that game's tiles */
  GtkWidget *editor = carc_custom_tile_editor_new_for_game (GTK_WINDOW (gtk_widget_get_root (widget)), self->catalogue,
                                                            self->profile ? self->profile->game : NULL, FALSE);

  g_signal_connect_object (editor, "done", G_CALLBACK (editor_done_cb), self, 0);
  gtk_window_present (GTK_WINDOW (editor));
}

/* ---- the expansions' own rows (CarcExpansionUi.box_rows) ---- */

static void
box_rows_changed (gpointer data)
{
  save (CARC_BOX_PAGE (data));
}

static void
update_box_groups (CarcBoxPage *self)
{
  for (guint i = 0; i < self->box_groups->len; i++)
    {
      GtkWidget *group = self->box_groups->pdata[i];
      const char *set_id = g_object_get_data (G_OBJECT (group), "set-id");
      gtk_widget_set_visible (group, g_ptr_array_find_with_equal_func (self->profile->sets, set_id, g_str_equal, NULL));
    }
}

static void
build_box_groups (CarcBoxPage *self)
{
  guint n;
  const CarcExpansionUi * const *uis = carc_expansions_ui_all (&n);

  for (guint i = 0; i < self->box_groups->len; i++)
    adw_preferences_page_remove (ADW_PREFERENCES_PAGE (self), self->box_groups->pdata[i]);
  g_ptr_array_set_size (self->box_groups, 0);
  for (guint u = 0; u < n; u++)
    {
      g_autoptr(GPtrArray) groups = NULL;

      if (uis[u]->box_rows == NULL)
        continue;
      groups = uis[u]->box_rows (self->profile, self->catalogue, box_rows_changed, self);
      for (guint i = 0; i < groups->len; i++)
        {
          g_object_set_data (G_OBJECT (groups->pdata[i]), "set-id", (gpointer) uis[u]->box_set);
          adw_preferences_page_add (ADW_PREFERENCES_PAGE (self), groups->pdata[i]);
          g_ptr_array_add (self->box_groups, groups->pdata[i]);
        }
    }
  update_box_groups (self);
}

/* ---- profiles ---- */

static void
show_profile (CarcBoxPage *self,
              CarcProfile *profile,
              gboolean     is_default)
{
  g_clear_pointer (&self->profile, carc_profile_free);
  self->profile = profile;
  self->loading = TRUE;
  self->game = game_of_profile (profile);
  for (guint i = 0; i < self->games->len; i++)
    if (g_array_index (self->games, guint, i) == self->game)
      adw_combo_row_set_selected (self->game_row, i);
  {
    g_autofree char *shown = carc_box_profile_display_name (profile->name);
    gtk_editable_set_text (GTK_EDITABLE (self->name_row), shown);
  }
  gtk_switch_set_active (self->default_switch, is_default);
  build_sets (self);
  build_custom (self);
  build_box_groups (self);
  self->loading = FALSE;
}

static guint
name_index (CarcBoxPage *self,
            const char  *name)
{
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->names)); i++)
    if (g_strcmp0 (gtk_string_list_get_string (self->names, i), name) == 0)
      return i;
  return G_MAXUINT;
}

static void
load_names (CarcBoxPage *self,
            const char  *shown)
{
  g_auto(GStrv) names = NULL;
  guint index;

#ifdef HAVE_CARC_STORE
  if (self->store != NULL)
    names = carc_store_list_profiles (CARC_STORE (self->store), store_type (self), NULL, NULL);
#endif
  self->loading = TRUE;
  gtk_string_list_splice (self->names, 0, g_list_model_get_n_items (G_LIST_MODEL (self->names)),
                          (const char * const *) names);
  if (name_index (self, shown) == G_MAXUINT)
    gtk_string_list_append (self->names, shown);
  index = name_index (self, shown);
  adw_combo_row_set_selected (self->profile_row, index);
  self->loading = FALSE;
}

static void
profile_selected_cb (CarcBoxPage *self)
{
#ifdef HAVE_CARC_STORE
  g_autoptr(GError) error = NULL;
  g_autofree char *default_name = NULL;
  g_auto(GStrv) names = NULL;
  guint selected = adw_combo_row_get_selected (self->profile_row);
  const char *name;
  CarcProfile *profile;

  if (self->loading || self->store == NULL || selected == GTK_INVALID_LIST_POSITION)
    return;
  name = gtk_string_list_get_string (self->names, selected);
  if (g_strcmp0 (name, self->profile->name) == 0)
    return;
  profile = carc_store_load_profile (CARC_STORE (self->store), store_type (self), name, &error);
  if (profile == NULL)
    {
      show_error (self, error);
      return;
    }
  names = carc_store_list_profiles (CARC_STORE (self->store), store_type (self), &default_name, NULL);
  show_profile (self, profile, g_strcmp0 (default_name, name) == 0);
#endif
}

static void
name_apply_cb (CarcBoxPage *self)
{
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_row))));
  g_autofree char *old = NULL;
  g_autofree char *shown = carc_box_profile_display_name (self->profile->name);

  /* the name as it is shown (a default one in this language) is no new name */
  if (*name == '\0' || g_strcmp0 (name, self->profile->name) == 0 || g_strcmp0 (name, shown) == 0)
    return;
#ifdef HAVE_CARC_STORE
  if (self->store != NULL)
    {
      g_autoptr(GError) error = NULL;
      if (!carc_store_rename_profile (CARC_STORE (self->store), store_type (self),
                                      self->profile->name, name, &error)
          && !g_error_matches (error, CARC_STORE_ERROR, CARC_STORE_ERROR_NOT_FOUND))
        {
          show_error (self, error);
          gtk_editable_set_text (GTK_EDITABLE (self->name_row), shown);
          return;
        }
    }
#endif
  old = g_steal_pointer (&self->profile->name);
  self->profile->name = g_steal_pointer (&name);
  save (self);
  load_names (self, self->profile->name);
}

static void
default_cb (CarcBoxPage *self)
{
#ifdef HAVE_CARC_STORE
  g_autoptr(GError) error = NULL;

  if (self->loading || self->store == NULL)
    return;
  /* saving makes it the default; switched off, there is none */
  if (gtk_switch_get_active (self->default_switch))
    save (self);
  else if (!carc_store_set_default_profile (CARC_STORE (self->store), store_type (self), NULL, &error))
    show_error (self, error);
#endif
}

static CarcProfile *
fresh_profile (CarcBoxPage *self,
               const char  *name)
{
  CarcProfile *profile = carc_profile_new (name);

  /* a new box starts as the big box of the catalogue: every set of the
   * game owned */
  g_free (profile->game);
  profile->game = g_strdup (carc_box_game_profile_name (self->game));
  for (guint i = 0; i < carc_catalogue_get_n_sets (self->catalogue); i++)
    if ((int) i != carc_catalogue_get_custom_set (self->catalogue)
        && carc_expansions_ui_game_of_set (carc_catalogue_get_set (self->catalogue, i)->id) == self->game)
      g_ptr_array_add (profile->sets, g_strdup (carc_catalogue_get_set (self->catalogue, i)->id));
  return profile;
}

/* The default profile of the page's game, else the first stored one, else
 * a new one named CARC_BOX_DEFAULT_NAME (saved, as the default, once
 * something in it changes). */
static void
show_default_profile (CarcBoxPage *self)
{
  CarcProfile *profile = NULL;
  gboolean is_default = TRUE;

#ifdef HAVE_CARC_STORE
  if (self->store != NULL)
    {
      g_autoptr(GError) error = NULL;
      g_auto(GStrv) names = NULL;

      profile = carc_store_load_default_profile (CARC_STORE (self->store), store_type (self), &error);
      if (error != NULL)
        g_warning ("%s", error->message);
      names = profile == NULL ? carc_store_list_profiles (CARC_STORE (self->store), store_type (self), NULL, NULL) : NULL;
      if (names != NULL && names[0] != NULL)
        {
          g_clear_error (&error);
          profile = carc_store_load_profile (CARC_STORE (self->store), store_type (self), names[0], &error);
          is_default = FALSE;
          if (error != NULL)
            g_warning ("%s", error->message);
        }
    }
#endif
  if (profile == NULL)
    {
      profile = fresh_profile (self, CARC_BOX_DEFAULT_NAME);
      is_default = TRUE;
    }
  show_profile (self, profile, is_default);
  load_names (self, self->profile->name);
}

static void
game_selected_cb (CarcBoxPage *self)
{
  guint selected = adw_combo_row_get_selected (self->game_row);

  if (self->loading || selected >= self->games->len || g_array_index (self->games, guint, selected) == self->game)
    return;
  self->game = g_array_index (self->games, guint, selected);
  show_default_profile (self);
}

static void
new_profile_action (GtkWidget  *widget,
                    const char *action,
                    GVariant   *param)
{
  CarcBoxPage *self = CARC_BOX_PAGE (widget);
  g_autofree char *name = NULL;

  /* stored in English, shown in the screen's language */
  for (guint n = 2;; n++)
    {
      g_free (name);
      name = g_strdup_printf (CARC_BOX_NEW_NAME_FORMAT, n);
      if (name_index (self, name) == G_MAXUINT)
        break;
    }
  show_profile (self, fresh_profile (self, name), FALSE);
  save (self);
  load_names (self, name);
}

static void
carc_box_page_finalize (GObject *object)
{
  CarcBoxPage *self = CARC_BOX_PAGE (object);

  g_clear_pointer (&self->catalogue, carc_catalogue_unref);
  g_clear_object (&self->store);
  g_clear_pointer (&self->profile, carc_profile_free);
  g_clear_pointer (&self->spins, g_hash_table_unref);
  g_clear_pointer (&self->set_rows, g_array_unref);
  g_clear_pointer (&self->custom_rows, g_ptr_array_unref);
  g_clear_pointer (&self->box_groups, g_ptr_array_unref);
  g_clear_object (&self->names);
  g_clear_pointer (&self->games, g_array_unref);

  G_OBJECT_CLASS (carc_box_page_parent_class)->finalize (object);
}

static void
carc_box_page_class_init (CarcBoxPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = carc_box_page_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, APP_RESOURCE_PATH "/box/carc-box-page.ui");
  gtk_widget_class_bind_template_child (widget_class, CarcBoxPage, game_row);
  gtk_widget_class_bind_template_child (widget_class, CarcBoxPage, profile_row);
  gtk_widget_class_bind_template_child (widget_class, CarcBoxPage, name_row);
  gtk_widget_class_bind_template_child (widget_class, CarcBoxPage, default_switch);
  gtk_widget_class_bind_template_child (widget_class, CarcBoxPage, sets_group);
  gtk_widget_class_bind_template_child (widget_class, CarcBoxPage, custom_group);

  gtk_widget_class_install_action (widget_class, "box.add-tile", NULL, add_tile_action);
  gtk_widget_class_install_action (widget_class, "box.new-profile", NULL, new_profile_action);
}

static void
carc_box_page_init (CarcBoxPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  carc_format_limit_name_entry (GTK_EDITABLE (self->name_row));
  self->spins = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->set_rows = g_array_new (FALSE, FALSE, sizeof (SetRow));
  self->custom_rows = g_ptr_array_new ();
  /* under "Add a Tile…", before the tiles */
  self->find_tile_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->find_tile_row), _("Find a Tile by Name"));
  gtk_widget_set_visible (GTK_WIDGET (self->find_tile_row), FALSE);
  gtk_widget_add_css_class (GTK_WIDGET (self->find_tile_row), "find-tile");
  adw_preferences_group_add (self->custom_group, GTK_WIDGET (self->find_tile_row));
  g_signal_connect_swapped (self->find_tile_row, "changed", G_CALLBACK (build_custom), self);
  self->box_groups = g_ptr_array_new ();
  self->names = gtk_string_list_new (NULL);
  adw_combo_row_set_expression (self->profile_row,
                                gtk_cclosure_expression_new (G_TYPE_STRING, NULL, 0, NULL,
                                                             G_CALLBACK (shown_name_cb), NULL, NULL));
  adw_combo_row_set_model (self->profile_row, G_LIST_MODEL (self->names));

  /* the games a box may be of: those the store keeps profiles for */
  self->games = g_array_new (FALSE, FALSE, sizeof (guint));
  {
    g_autoptr(GtkStringList) games = gtk_string_list_new (NULL);

    for (guint g = 0; g < carc_expansions_ui_n_games (); g++)
      {
#ifdef HAVE_CARC_STORE
        CarcStoreGameType type;
        if (!carc_store_game_type_parse (carc_box_game_profile_name (g), &type))
          continue;
#endif
        g_array_append_val (self->games, g);
        gtk_string_list_append (games, _(carc_expansions_ui_game (g)->game_name));
      }
    adw_combo_row_set_model (self->game_row, G_LIST_MODEL (games));
    gtk_widget_set_visible (GTK_WIDGET (self->game_row), self->games->len > 1);
  }
  g_signal_connect_swapped (self->game_row, "notify::selected", G_CALLBACK (game_selected_cb), self);
  g_signal_connect_swapped (self->profile_row, "notify::selected", G_CALLBACK (profile_selected_cb), self);
  g_signal_connect_swapped (self->name_row, "apply", G_CALLBACK (name_apply_cb), self);
  g_signal_connect_swapped (self->default_switch, "notify::active", G_CALLBACK (default_cb), self);
}

GtkWidget *
carc_box_page_new (CarcCatalogue *catalogue,
                   GObject       *store)
{
  CarcBoxPage *self = g_object_new (CARC_TYPE_BOX_PAGE, NULL);

  self->catalogue = carc_catalogue_ref (carc_catalogue_get_base (catalogue));
  self->store = store ? g_object_ref (store) : NULL;
  /* Carcassonne's box first; the game row shows another game's */
  self->game = carc_expansions_ui_game_of_set ("base");
  show_default_profile (self);
  return GTK_WIDGET (self);
}

void
carc_box_page_show_game (CarcBoxPage *self,
                         guint        game,
                         const char  *profile_name)
{
  CarcProfile *profile = NULL;
  gboolean offered = FALSE;

  g_return_if_fail (CARC_IS_BOX_PAGE (self));

  for (guint i = 0; i < self->games->len; i++)
    offered |= g_array_index (self->games, guint, i) == game;
  if (!offered)
    return;
  self->game = game;
#ifdef HAVE_CARC_STORE
  if (profile_name != NULL && self->store != NULL)
    {
      g_autoptr(GError) error = NULL;

      profile = carc_store_load_profile (CARC_STORE (self->store), store_type (self), profile_name, &error);
      if (profile == NULL && !g_error_matches (error, CARC_STORE_ERROR, CARC_STORE_ERROR_NOT_FOUND))
        g_warning ("%s", error->message);
    }
  if (profile != NULL)
    {
      g_autofree char *default_name = NULL;
      g_auto(GStrv) names = carc_store_list_profiles (CARC_STORE (self->store), store_type (self),
                                                      &default_name, NULL);

      show_profile (self, profile, g_strcmp0 (default_name, profile->name) == 0);
      load_names (self, self->profile->name);
      return;
    }
#endif
  show_default_profile (self);
}

const CarcProfile *
carc_box_page_get_profile (CarcBoxPage *self)
{
  return self->profile;
}

GtkSpinButton *
carc_box_page_get_count_spin (CarcBoxPage *self,
                              const char  *tile_id)
{
  GtkSpinButton *spin = g_hash_table_lookup (self->spins, tile_id);
  gint index;
  SetRow *r;

  /* a set not opened yet has no rows: they are made now */
  if (spin != NULL || tile_id == NULL || (index = carc_catalogue_lookup (self->catalogue, tile_id)) < 0)
    return spin;
  r = find_set_row (self, carc_catalogue_get_type (self->catalogue, (guint) index)->set);
  if (r == NULL)
    return NULL;
  fill_set_row (self, r);
  return g_hash_table_lookup (self->spins, tile_id);
}

GtkWidget *
carc_box_page_get_set_row (CarcBoxPage *self,
                           const char  *set_id)
{
  for (guint i = 0; i < self->set_rows->len; i++)
    {
      SetRow *r = &g_array_index (self->set_rows, SetRow, i);
      if (g_strcmp0 (carc_catalogue_get_set (self->catalogue, r->set)->id, set_id) == 0)
        return GTK_WIDGET (r->row);
    }
  return NULL;
}
