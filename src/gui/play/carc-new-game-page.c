/* carc-new-game-page.c: sets, options, variants, start and players
 *
 * The page only collects choices into a CarcSetup; the engine's
 * carc_setup_validate() says whether they make a game.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "carc-box-page.h"
#include "carc-catalogue.h"
#include "carc-expansion-ui.h"
#include "carc-error-format.h"
#include "carc-format.h"
#include "carc-new-game-page.h"
#include "carc-set-names.h"
#include "carc-title-squeezer.h"
#include "carc-toast.h"

/* The options of the sets are the expansions' (carc-expansions-ui.c); the
 * base game's variants come first in the variants group. */
typedef CarcUiSetupOption OptionDef;

static const OptionDef variant_options[] = {
  { NULL, FALSE, CARC_RULE_FARMERS, N_("Farmers"), N_("Followers on fields; switch off for a first game"), TRUE },
  { NULL, FALSE, CARC_RULE_SMALL_CITY, N_("Small city"), N_("A completed city of two tiles scores 1 per tile and pennant"), TRUE },
  { NULL, FALSE, CARC_RULE_CLASSIC_FARMERS, N_("Classic farmers"), N_("Each player scores each city once, however many of their fields touch it"), TRUE },
};

/* A choice of an expansion (a bag's mix) as a combo row */
typedef struct {
  const CarcUiSetupChoice *def;
  AdwComboRow             *row;
} Choice;

typedef struct {
  const OptionDef *def;
  GtkWidget       *row;
  GtkSwitch       *toggle;
} Option;

typedef struct {
  guint            set;        /* catalogue index */
  const char      *id;
  GtkWidget       *row;
  GtkSwitch       *toggle;
  GtkWidget       *options;    /* its options' group, below the set list; NULL if none */
  guint            game;       /* carc_expansions_ui_game_of_set() */
} SetRow;

typedef struct {
  char     *name;
  char     *key;       /* carc_player_name_key (name): one person, one key */
  char     *colour;
  gboolean  playing;
} Player;

/* A club's roster has hundreds of players: besides those playing, the page
 * lists this many of the others, those whose name holds what is typed in
 * "Add a Player by Name" (a row for each of 500 took seconds to build). */
#define MAX_OTHER_PLAYER_ROWS 8

struct _CarcNewGamePage
{
  GtkWidget             parent_instance;

  GtkWidget            *box;
  AdwHeaderBar         *header_bar;
  GtkButton            *back_button;
  GtkButton            *start_button;
  AdwPreferencesPage   *preferences_page;
  AdwPreferencesGroup  *game_group;
  AdwComboRow          *game_row;
  AdwPreferencesGroup  *players_group;
  AdwComboRow          *first_player_row;
  AdwEntryRow          *add_player_row;
  AdwPreferencesGroup  *sets_group;
  AdwComboRow          *box_row;
  AdwActionRow         *count_row;     /* Your Box in Preferences */
  AdwPreferencesGroup  *start_group;
  AdwComboRow          *start_row;
  AdwPreferencesGroup  *variants_group;
  GtkLabel             *start_reason;

  CarcCatalogue        *catalogue;
  GArray               *set_rows;      /* SetRow */
  GArray               *options;       /* Option */
  GArray               *choices;    /* Choice */
  GPtrArray            *players;       /* Player*, seat order */
  GPtrArray            *profiles;      /* CarcProfile*: the box_row's choices after the first */
  GPtrArray            *all_profiles;  /* CarcProfile*: every game's */
  GArray               *all_defaults;  /* gboolean per all_profiles: its game's default */
  guint                 box_game;      /* the game box_row lists the profiles of */
  GPtrArray            *player_rows;
  guint                 first_player;  /* among the playing */
  guint                 game;          /* carc_expansions_ui_game() */
  gboolean              updating;
  gboolean              filling_box;   /* box_row is being filled, not chosen */
};

G_DEFINE_FINAL_TYPE (CarcNewGamePage, carc_new_game_page, GTK_TYPE_WIDGET)

enum {
  START,
  PLAYER_ADDED,
  COUNT_TILES,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void rebuild_players (CarcNewGamePage *self);
static const char *free_colour (CarcNewGamePage *self, Player *except);
static void update_sensitivity (CarcNewGamePage *self);
static void apply_profile_sets (CarcNewGamePage *self);
static void fill_box_row (CarcNewGamePage *self);

static void
player_free (gpointer data)
{
  Player *p = data;

  g_free (p->name);
  g_free (p->key);
  g_free (p->colour);
  g_free (p);
}

static Player *
player_new (const char *name,
            const char *colour,
            gboolean    playing)
{
  Player *p = g_new0 (Player, 1);

  p->name = g_strdup (name);
  p->key = carc_player_name_key (name);
  p->colour = g_strdup (colour);
  p->playing = playing;
  return p;
}

/* Those playing come first, in seat order: @p moves to the end of them
 * (joining) or just after them (leaving). */
static void
place_player (CarcNewGamePage *self,
              Player          *p)
{
  guint index, last_playing = 0;

  if (!g_ptr_array_find (self->players, p, &index))
    return;
  g_ptr_array_steal_index (self->players, index);
  for (guint i = 0; i < self->players->len; i++)
    if (((Player *) g_ptr_array_index (self->players, i))->playing)
      last_playing = i + 1;
  g_ptr_array_insert (self->players, (int) last_playing, p);
}

static SetRow *
find_set_row (CarcNewGamePage *self,
              const char      *id)
{
  for (guint i = 0; i < self->set_rows->len; i++)
    {
      SetRow *r = &g_array_index (self->set_rows, SetRow, i);
      if (g_strcmp0 (r->id, id) == 0)
        return r;
    }
  return NULL;
}

static gboolean
set_enabled (CarcNewGamePage *self,
             const char      *id)
{
  SetRow *r = find_set_row (self, id);

  return r != NULL && gtk_switch_get_active (r->toggle);
}

/* The engine's reason a set-up makes no game, in words: the sets chosen
 * tell the game, and so how many may play it. */
static char *
setup_error_words (CarcNewGamePage *self,
                   const GError    *error)
{
  g_autoptr(CarcSetup) sets = carc_setup_new ();
  CarcErrorScene scene = { 0 };

  for (guint i = 0; i < self->set_rows->len; i++)
    {
      SetRow *r = &g_array_index (self->set_rows, SetRow, i);

      if (gtk_switch_get_active (r->toggle))
        carc_setup_add_set (sets, self->catalogue, r->id, NULL);
    }
  scene.setup = sets;
  scene.catalogue = self->catalogue;
  scene.own_from = G_MAXUINT;
  return carc_error_format (error, &scene);
}

/* Start is offered only for a set-up the engine accepts; otherwise the
 * engine's reason stands where Start is (no toast after the click). */
static void
update_start (CarcNewGamePage *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarcSetup) setup = NULL;

  if (self->catalogue == NULL || self->updating)
    return;
  setup = carc_new_game_page_build_setup (self, &error);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "new-game.start", setup != NULL);
  if (setup == NULL)
    {
      g_autofree char *reason = setup_error_words (self, error);

      gtk_label_set_text (self->start_reason, reason);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->start_button), reason);
      gtk_widget_remove_css_class (GTK_WIDGET (self->start_reason), "dim-label");
      gtk_widget_add_css_class (GTK_WIDGET (self->start_reason), "error");
    }
  else
    {
      gtk_label_set_text (self->start_reason, _("Ready: Start or Ctrl+Enter begins the game."));
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->start_button), _("Start the game (Ctrl+Enter)"));
      gtk_widget_remove_css_class (GTK_WIDGET (self->start_reason), "error");
      gtk_widget_add_css_class (GTK_WIDGET (self->start_reason), "dim-label");
    }
}

/* The colours of the game chosen (the big box's eight for Carcassonne). */
static const char * const *
game_colours (CarcNewGamePage *self,
              guint           *n)
{
  return carc_expansions_ui_game_colours (self->game, n);
}

static int
game_colour_index (CarcNewGamePage *self,
                   const char      *colour)
{
  guint n;
  const char * const *colours = game_colours (self, &n);

  for (guint c = 0; c < n; c++)
    if (g_strcmp0 (colours[c], colour) == 0)
      return (int) c;
  return -1;
}

/* A game's sets, options and variants only: the others' are hidden (and
 * their sets off), as one game's sets never mix with another's. */
static gboolean
option_of_game (CarcNewGamePage *self,
                const OptionDef *def)
{
  /* the page's own variants (no set) are the first game's */
  return carc_expansions_ui_game_of_set (def->set_id) == self->game;
}

static void
update_game (CarcNewGamePage *self)
{
  gboolean any_on = FALSE, any_variant = FALSE;
  gboolean was_updating = self->updating;

  self->updating = TRUE;
  {
    guint min, max;
    g_autofree char *players = NULL;

    /* how many may play, as the game's engine says */
    if (carc_expansions_ui_game_players (self->game, &min, &max))
      /* Translators: under the choice of game: "2 to 5 players" */
      players = g_strdup_printf (ngettext ("%u to %u player", "%u to %u players", max), min, max);
    adw_action_row_set_subtitle (ADW_ACTION_ROW (self->game_row), players != NULL ? players : "");
  }
  for (guint i = 0; i < self->set_rows->len; i++)
    {
      SetRow *r = &g_array_index (self->set_rows, SetRow, i);
      gboolean ours = r->game == self->game;

      gtk_widget_set_visible (r->row, ours);
      if (r->options != NULL)
        gtk_widget_set_visible (r->options, ours);
      if (!ours)
        gtk_switch_set_active (r->toggle, FALSE);
      else if (gtk_switch_get_active (r->toggle))
        any_on = TRUE;
    }
  /* a game chosen with none of its sets: its first (its own tiles) */
  for (guint i = 0; i < self->set_rows->len && !any_on; i++)
    {
      SetRow *r = &g_array_index (self->set_rows, SetRow, i);
      if (r->game == self->game)
        {
          gtk_switch_set_active (r->toggle, TRUE);
          any_on = TRUE;
        }
    }
  for (guint i = 0; i < self->options->len; i++)
    {
      Option *o = &g_array_index (self->options, Option, i);
      gboolean ours = option_of_game (self, o->def);

      gtk_widget_set_visible (o->row, ours);
      any_variant |= ours && o->def->variant;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->variants_group), any_variant);
  gtk_widget_set_visible (GTK_WIDGET (self->start_group), find_set_row (self, "river") != NULL
                          && find_set_row (self, "river")->game == self->game);
  /* colours the game has not, or twice (more players than it has
   * colours): a free one of its own */
  for (guint i = 0; i < self->players->len; i++)
    {
      Player *p = g_ptr_array_index (self->players, i);
      gboolean twice = FALSE;

      for (guint j = 0; j < i && p->playing; j++)
        {
          Player *before = g_ptr_array_index (self->players, j);
          twice |= before->playing && g_strcmp0 (before->colour, p->colour) == 0;
        }
      if (game_colour_index (self, p->colour) < 0 || twice)
        {
          g_free (p->colour);
          p->colour = g_strdup (free_colour (self, p));
        }
    }
  self->updating = was_updating;
}

static void
game_selected_cb (CarcNewGamePage *self)
{
  guint game = adw_combo_row_get_selected (self->game_row);

  if (self->updating || game == GTK_INVALID_LIST_POSITION || game == self->game)
    return;
  self->game = game;
  update_game (self);
  fill_box_row (self);
  rebuild_players (self);
  update_sensitivity (self);
}

/* Options of sets that are off, and the start row without the River, are
 * greyed out, never hidden: nothing moves under the pointer when a set is
 * switched on or off, so clicking down the column does what it shows. */
static void
update_sensitivity (CarcNewGamePage *self)
{
  gtk_widget_set_sensitive (GTK_WIDGET (self->start_group), set_enabled (self, "river"));

  for (guint i = 0; i < self->set_rows->len; i++)
    {
      SetRow *r = &g_array_index (self->set_rows, SetRow, i);
      if (r->options != NULL)
        gtk_widget_set_sensitive (r->options, gtk_switch_get_active (r->toggle));
    }
  for (guint i = 0; i < self->options->len; i++)
    {
      Option *o = &g_array_index (self->options, Option, i);
      if (o->def->set_id != NULL)
        gtk_widget_set_sensitive (o->row, set_enabled (self, o->def->set_id));
    }
  update_start (self);
}

static void
set_enabled_cb (CarcNewGamePage *self)
{
  update_sensitivity (self);
}

static void
option_changed_cb (CarcNewGamePage *self)
{
  update_start (self);
}

/* The box chosen, or NULL: the catalogue as it is. */
static const CarcProfile *
chosen_profile (CarcNewGamePage *self)
{
  guint chosen = adw_combo_row_get_selected (self->box_row);

  if (chosen == GTK_INVALID_LIST_POSITION || chosen == 0 || chosen > self->profiles->len)
    return NULL;
  return g_ptr_array_index (self->profiles, chosen - 1);
}

/* The box the user picks in the row says which of the game's sets the
 * group owns: those are switched on, the others off (still there to switch
 * on: a borrowed expansion). Only that choice does it: the page filled
 * again (opened, the boxes read after an edit in Your Box, another game)
 * keeps the sets the table chose, so a box edit never changes what a new
 * game plays. A profile owning none of this game's sets (a box of another
 * game, or one that lists no sets) leaves the switches alone. */
static void
apply_profile_sets (CarcNewGamePage *self)
{
  const CarcProfile *profile = chosen_profile (self);
  gboolean owns_any = FALSE;

  if (profile == NULL)
    return;
  for (guint i = 0; i < self->set_rows->len; i++)
    {
      SetRow *r = &g_array_index (self->set_rows, SetRow, i);
      owns_any |= r->game == self->game
                  && g_ptr_array_find_with_equal_func (profile->sets, r->id, g_str_equal, NULL);
    }
  if (!owns_any)
    return;
  for (guint i = 0; i < self->set_rows->len; i++)
    {
      SetRow *r = &g_array_index (self->set_rows, SetRow, i);
      if (r->game == self->game)
        gtk_switch_set_active (r->toggle, g_ptr_array_find_with_equal_func (profile->sets, r->id,
                                                                            g_str_equal, NULL));
    }
}

/* Each set row counts the tiles of the box chosen (71 for a base game
 * that lost a monastery), else the catalogue's. */
static void
update_set_counts (CarcNewGamePage *self)
{
  const CarcProfile *profile = chosen_profile (self);

  for (guint i = 0; i < self->set_rows->len; i++)
    {
      SetRow *r = &g_array_index (self->set_rows, SetRow, i);
      guint n_tiles = profile != NULL ? carc_profile_set_total (profile, self->catalogue, r->set)
                                      : carc_tile_set_count_tiles (self->catalogue,
                                                                   carc_catalogue_get_set (self->catalogue, r->set));
      g_autofree char *subtitle = g_strdup_printf (ngettext ("%u tile", "%u tiles", n_tiles), n_tiles);

      adw_action_row_set_subtitle (ADW_ACTION_ROW (r->row), subtitle);
    }
}

static void
box_selected_cb (CarcNewGamePage *self)
{
  if (!self->filling_box)
    apply_profile_sets (self);
  update_set_counts (self);
  update_start (self);
}

static GtkWidget *
option_row_new (const OptionDef *def,
                GtkSwitch      **out_switch)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *toggle = gtk_switch_new ();

  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(def->title));
  if (def->subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(def->subtitle));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
  *out_switch = GTK_SWITCH (toggle);
  return row;
}

/* A set's options have their own group below the set list, made the first
 * time the set has one. */
static void
set_options_group (CarcNewGamePage   *self,
                   SetRow            *r,
                   const CarcTileSet *set)
{
  g_autofree char *title = g_markup_escape_text (carc_tile_set_get_display_name (set), -1);

  if (r->options != NULL)
    return;
  r->options = adw_preferences_group_new ();
  /* the group's title is markup: a title with "&" needs it escaped */
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (r->options), title);
  /* the same words whether the set is on or off: nothing changes height */
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (r->options),
                                         _("Apply while the set is switched on above."));
  gtk_widget_set_name (r->options, set->id);
  gtk_widget_add_css_class (r->options, "set-options");
}

void
carc_new_game_page_set_catalogue (CarcNewGamePage     *self,
                                  const CarcCatalogue *catalogue)
{
  g_autoptr(GPtrArray) sets = NULL;
  guint n_ui;
  const CarcExpansionUi * const *ui = carc_expansions_ui_all (&n_ui);

  g_return_if_fail (CARC_IS_NEW_GAME_PAGE (self));
  g_return_if_fail (catalogue != NULL);
  g_return_if_fail (self->catalogue == NULL);

  self->catalogue = carc_catalogue_ref ((CarcCatalogue *) catalogue);

  sets = carc_tile_sets_in_display_order (catalogue);

  for (guint i = 0; i < sets->len; i++)
    {
      const CarcTileSet *set = g_ptr_array_index (sets, i);
      g_autofree char *subtitle = NULL;
      guint n_tiles = carc_tile_set_count_tiles (catalogue, set);
      SetRow r = { 0 };

      r.set = (guint) carc_catalogue_lookup_set (catalogue, set->id);
      r.id = set->id;
      r.game = carc_expansions_ui_game_of_set (set->id);
      r.row = adw_action_row_new ();
      r.toggle = GTK_SWITCH (gtk_switch_new ());
      subtitle = g_strdup_printf (ngettext ("%u tile", "%u tiles", n_tiles), n_tiles);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (r.row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (r.row), carc_tile_set_get_display_name (set));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (r.row), subtitle);
      gtk_widget_set_valign (GTK_WIDGET (r.toggle), GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (r.row), GTK_WIDGET (r.toggle));
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (r.row), GTK_WIDGET (r.toggle));
      gtk_widget_add_css_class (r.row, "tile-set-row");
      gtk_widget_set_name (r.row, set->id);
      g_signal_connect_swapped (r.toggle, "notify::active", G_CALLBACK (set_enabled_cb), self);

      for (guint e = 0; e < n_ui; e++)
        {
          for (guint k = 0; k < ui[e]->n_options; k++)
            if (!ui[e]->options[k].variant && g_strcmp0 (ui[e]->options[k].set_id, set->id) == 0)
              {
                Option o = { &ui[e]->options[k], NULL, NULL };

                o.row = option_row_new (o.def, &o.toggle);
                g_signal_connect_swapped (o.toggle, "notify::active", G_CALLBACK (option_changed_cb), self);
                set_options_group (self, &r, set);
                adw_preferences_group_add (ADW_PREFERENCES_GROUP (r.options), o.row);
                g_array_append_val (self->options, o);
              }

          if (ui[e]->choice != NULL && g_strcmp0 (ui[e]->choice->set_id, set->id) == 0)
            {
              g_auto(GStrv) choices = ui[e]->choice->choices ();
              Choice c = { ui[e]->choice, ADW_COMBO_ROW (adw_combo_row_new ()) };

              adw_preferences_row_set_title (ADW_PREFERENCES_ROW (c.row), _(c.def->title));
              /* the choice below the title, where a long one ("4×1, 5×2, …
               * (big box)") wraps instead of being cut at 360 px */
              adw_combo_row_set_use_subtitle (c.row, TRUE);
              adw_combo_row_set_model (c.row, G_LIST_MODEL (gtk_string_list_new ((const char * const *) choices)));
              set_options_group (self, &r, set);
              adw_preferences_group_add (ADW_PREFERENCES_GROUP (r.options), GTK_WIDGET (c.row));
              g_array_append_val (self->choices, c);
            }
        }

      adw_preferences_group_add (self->sets_group, r.row);
      g_array_append_val (self->set_rows, r);
    }

  /* the option groups go between the set list and the River's start */
  {
    g_autoptr(GtkWidget) start = g_object_ref (GTK_WIDGET (self->start_group));
    g_autoptr(GtkWidget) variants = g_object_ref (GTK_WIDGET (self->variants_group));

    adw_preferences_page_remove (self->preferences_page, self->start_group);
    adw_preferences_page_remove (self->preferences_page, self->variants_group);
    for (guint i = 0; i < self->set_rows->len; i++)
      {
        SetRow *r = &g_array_index (self->set_rows, SetRow, i);
        if (r->options != NULL)
          adw_preferences_page_add (self->preferences_page, ADW_PREFERENCES_GROUP (r->options));
      }
    adw_preferences_page_add (self->preferences_page, ADW_PREFERENCES_GROUP (start));
    adw_preferences_page_add (self->preferences_page, ADW_PREFERENCES_GROUP (variants));
  }

  /* the games to choose from */
  {
    g_autoptr(GtkStringList) games = gtk_string_list_new (NULL);

    for (guint g = 0; g < carc_expansions_ui_n_games (); g++)
      gtk_string_list_append (games, _(carc_expansions_ui_game (g)->game_name));
    adw_combo_row_set_model (self->game_row, G_LIST_MODEL (games));
    gtk_widget_set_visible (GTK_WIDGET (self->game_group), carc_expansions_ui_n_games () > 1);
  }

  /* the base game's variants, then the expansions' */
  for (guint e = 0; e <= n_ui; e++)
    {
      const OptionDef *defs = e == 0 ? variant_options : ui[e - 1]->options;
      guint n_defs = e == 0 ? G_N_ELEMENTS (variant_options) : ui[e - 1]->n_options;

      for (guint k = 0; k < n_defs; k++)
        {
          Option o = { &defs[k], NULL, NULL };

          if (!defs[k].variant)
            continue;
          o.row = option_row_new (o.def, &o.toggle);
          g_signal_connect_swapped (o.toggle, "notify::active", G_CALLBACK (option_changed_cb), self);
          adw_preferences_group_add (self->variants_group, o.row);
          g_array_append_val (self->options, o);
        }
    }

  carc_new_game_page_set_setup (self, NULL);
}

/* ---- players ---- */

static gboolean
colour_taken (CarcNewGamePage *self,
              const char      *colour,
              Player          *except)
{
  for (guint i = 0; i < self->players->len; i++)
    {
      Player *p = g_ptr_array_index (self->players, i);
      if (p != except && p->playing && g_strcmp0 (p->colour, colour) == 0)
        return TRUE;
    }
  return FALSE;
}

static const char *
free_colour (CarcNewGamePage *self,
             Player          *except)
{
  guint n;
  const char * const *colours = game_colours (self, &n);

  for (guint c = 0; c < n; c++)
    if (!colour_taken (self, colours[c], except))
      return colours[c];
  return colours[0];
}

static void
playing_toggled_cb (GtkCheckButton  *check,
                    CarcNewGamePage *self)
{
  Player *p = g_object_get_data (G_OBJECT (check), "player");

  if (self->updating)
    return;
  p->playing = gtk_check_button_get_active (check);
  if (p->playing && colour_taken (self, p->colour, p))
    {
      g_free (p->colour);
      p->colour = g_strdup (free_colour (self, p));
    }
  place_player (self, p);
  rebuild_players (self);
}

static void
colour_selected_cb (GtkDropDown     *dropdown,
                    GParamSpec      *pspec,
                    CarcNewGamePage *self)
{
  Player *p = g_object_get_data (G_OBJECT (dropdown), "player");
  guint c = gtk_drop_down_get_selected (dropdown);
  const char *colour;
  guint n;
  const char * const *colours = game_colours (self, &n);

  if (self->updating || c >= n)
    return;
  colour = colours[c];
  /* Two players never share a colour: the other one gets the old colour. */
  for (guint i = 0; i < self->players->len; i++)
    {
      Player *other = g_ptr_array_index (self->players, i);
      if (other != p && other->playing && g_strcmp0 (other->colour, colour) == 0)
        {
          g_free (other->colour);
          other->colour = g_strdup (p->colour);
        }
    }
  g_free (p->colour);
  p->colour = g_strdup (colour);
  rebuild_players (self);
}

static void
move_clicked_cb (GtkButton       *button,
                 CarcNewGamePage *self)
{
  Player *p = g_object_get_data (G_OBJECT (button), "player");
  int delta = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "delta"));
  guint index;

  if (g_ptr_array_find (self->players, p, &index))
    carc_new_game_page_move_player (self, index, delta);
}

static void
first_player_cb (CarcNewGamePage *self)
{
  if (!self->updating)
    self->first_player = adw_combo_row_get_selected (self->first_player_row);
}

static void
rebuild_players (CarcNewGamePage *self)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  const char *colour_names[CARC_MAX_PLAYERS + 1] = { NULL };
  g_autofree char *filter = NULL;
  guint n_playing = 0, n_others = 0, n_colours;
  const char * const *colours = game_colours (self, &n_colours);

  self->updating = TRUE;

  for (guint c = 0; c < MIN (n_colours, CARC_MAX_PLAYERS); c++)
    colour_names[c] = carc_colour_display_name (colours[c]);

  for (guint i = 0; i < self->player_rows->len; i++)
    adw_preferences_group_remove (self->players_group, g_ptr_array_index (self->player_rows, i));
  g_ptr_array_set_size (self->player_rows, 0);

  /* the others shown: those whose name holds what is being typed */
  {
    g_autofree char *typed = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->add_player_row))));

    if (typed[0] != '\0')
      filter = carc_player_name_key (typed);
  }

  for (guint i = 0; i < self->players->len; i++)
    {
      Player *p = g_ptr_array_index (self->players, i);
      GtkWidget *row, *check;

      if (!p->playing)
        {
          if (filter != NULL && strstr (p->key, filter) == NULL)
            continue;
          if (++n_others > MAX_OTHER_PLAYER_ROWS)
            continue;
        }

      row = adw_action_row_new ();
      check = gtk_check_button_new ();
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), p->name);
      gtk_widget_add_css_class (row, "player-row");

      gtk_check_button_set_active (GTK_CHECK_BUTTON (check), p->playing);
      gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
      g_object_set_data (G_OBJECT (check), "player", p);
      g_signal_connect (check, "toggled", G_CALLBACK (playing_toggled_cb), self);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
      gtk_accessible_update_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_LABEL, p->name, -1);

      /* a colour and a seat for those playing; the others are only ticked */
      if (p->playing)
        {
          GtkWidget *colour = gtk_drop_down_new_from_strings (colour_names);
          GtkWidget *up = gtk_button_new_from_icon_name ("go-up-symbolic");
          GtkWidget *down = gtk_button_new_from_icon_name ("go-down-symbolic");
          GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

          /* a colour that is none of the box's shows as the first one */
          gtk_drop_down_set_selected (GTK_DROP_DOWN (colour),
                                      (guint) MAX (game_colour_index (self, p->colour), 0));
          gtk_widget_set_valign (colour, GTK_ALIGN_CENTER);
          gtk_widget_set_tooltip_text (colour, _("Colour"));
          gtk_widget_add_css_class (colour, "flat");
          g_object_set_data (G_OBJECT (colour), "player", p);
          g_signal_connect (colour, "notify::selected", G_CALLBACK (colour_selected_cb), self);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), colour);

          gtk_widget_set_tooltip_text (up, _("Move Up"));
          gtk_widget_set_tooltip_text (down, _("Move Down"));
          /* the seats are those playing, the first ones of the list */
          gtk_widget_set_sensitive (up, i > 0);
          gtk_widget_set_sensitive (down, i + 1 < self->players->len
                                          && ((Player *) g_ptr_array_index (self->players, i + 1))->playing);
          gtk_widget_add_css_class (up, "flat");
          gtk_widget_add_css_class (down, "flat");
          g_object_set_data (G_OBJECT (up), "player", p);
          g_object_set_data (G_OBJECT (down), "player", p);
          g_object_set_data (G_OBJECT (up), "delta", GINT_TO_POINTER (-1));
          g_object_set_data (G_OBJECT (down), "delta", GINT_TO_POINTER (1));
          g_signal_connect (up, "clicked", G_CALLBACK (move_clicked_cb), self);
          g_signal_connect (down, "clicked", G_CALLBACK (move_clicked_cb), self);
          gtk_widget_set_valign (buttons, GTK_ALIGN_CENTER);
          gtk_box_append (GTK_BOX (buttons), up);
          gtk_box_append (GTK_BOX (buttons), down);
          gtk_widget_add_css_class (buttons, "linked");
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), buttons);

          gtk_string_list_append (names, p->name);
          n_playing++;
        }

      adw_preferences_group_add (self->players_group, row);
      g_ptr_array_add (self->player_rows, row);
    }

  /* the rest of the roster, found by typing */
  if (n_others > MAX_OTHER_PLAYER_ROWS)
    {
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *count = carc_format_count (n_others - MAX_OTHER_PLAYER_ROWS);
      g_autofree char *title = NULL;

      /* Translators: under the first players of a long roster; %s is a number */
      title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s more player: type a name below to find them",
                                            "%s more players: type a name below to find them",
                                            n_others - MAX_OTHER_PLAYER_ROWS), count);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      gtk_widget_add_css_class (row, "dim-label");
      gtk_widget_add_css_class (row, "more-players");
      adw_preferences_group_add (self->players_group, row);
      g_ptr_array_add (self->player_rows, row);
    }

  adw_combo_row_set_model (self->first_player_row, G_LIST_MODEL (names));
  if (n_playing > 0)
    {
      self->first_player = MIN (self->first_player, n_playing - 1);
      adw_combo_row_set_selected (self->first_player_row, self->first_player);
    }
  gtk_widget_set_sensitive (GTK_WIDGET (self->first_player_row), n_playing > 0);

  self->updating = FALSE;
  update_start (self);
}

/* Names with one key are the same person (as in the engine and the store). */
static Player *
find_player (CarcNewGamePage *self,
             const char      *name)
{
  g_autofree char *key = carc_player_name_key (name);

  for (guint i = 0; i < self->players->len; i++)
    {
      Player *p = g_ptr_array_index (self->players, i);

      if (g_strcmp0 (key, p->key) == 0)
        return p;
    }
  return NULL;
}

gboolean
carc_new_game_page_add_player (CarcNewGamePage *self,
                               const char      *name)
{
  g_autofree char *stripped = NULL;
  Player *p;

  g_return_val_if_fail (CARC_IS_NEW_GAME_PAGE (self), FALSE);

  stripped = g_strstrip (g_strdup (name != NULL ? name : ""));
  if (stripped[0] == '\0')
    return FALSE;
  if ((p = find_player (self, stripped)) != NULL)
    {
      /* someone of the roster, perhaps not listed: now playing */
      if (p->playing)
        return FALSE;
      p->playing = TRUE;
      if (colour_taken (self, p->colour, p))
        {
          g_free (p->colour);
          p->colour = g_strdup (free_colour (self, p));
        }
      place_player (self, p);
      rebuild_players (self);
      return TRUE;
    }

  p = player_new (stripped, NULL, TRUE);
  p->colour = g_strdup (free_colour (self, p));
  g_ptr_array_add (self->players, p);
  place_player (self, p);
  rebuild_players (self);
  g_signal_emit (self, signals[PLAYER_ADDED], 0, p->name);
  return TRUE;
}

void
carc_new_game_page_move_player (CarcNewGamePage *self,
                                guint            index,
                                int              delta)
{
  int to = (int) index + delta;
  gpointer tmp;

  g_return_if_fail (CARC_IS_NEW_GAME_PAGE (self));

  if (index >= self->players->len || to < 0 || to >= (int) self->players->len)
    return;
  tmp = self->players->pdata[index];
  self->players->pdata[index] = self->players->pdata[to];
  self->players->pdata[to] = tmp;
  rebuild_players (self);
}

void
carc_new_game_page_set_roster (CarcNewGamePage    *self,
                               const char * const *names)
{
  g_return_if_fail (CARC_IS_NEW_GAME_PAGE (self));

  for (guint i = 0; names != NULL && names[i] != NULL; i++)
    if (names[i][0] != '\0' && find_player (self, names[i]) == NULL)
      g_ptr_array_add (self->players, player_new (names[i], carc_player_colours[0], FALSE));
  rebuild_players (self);
}

static void
add_player_apply_cb (CarcNewGamePage *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->add_player_row));

  if (carc_new_game_page_add_player (self, text))
    gtk_editable_set_text (GTK_EDITABLE (self->add_player_row), "");
  else
    gtk_widget_error_bell (GTK_WIDGET (self->add_player_row));
}

/* ---- setup in and out ---- */

static gboolean
option_on_in (const OptionDef *def,
              const CarcSetup *setup)
{
  if (!def->figure)
    return (setup->rules & def->value) != 0;
  return setup->figures[def->value] > 0;
}

/* An option of a set as the set comes: what carc_setup_add_set() switches
 * on, so that the page and the engine cannot disagree (the hill tie-break
 * is a variant, which the set leaves off). */
static gboolean
option_on_with_set (CarcNewGamePage *self,
                    const OptionDef *def)
{
  g_autoptr(CarcSetup) fresh = carc_setup_new ();

  if (!carc_setup_add_set (fresh, self->catalogue, def->set_id, NULL))
    return FALSE;
  return option_on_in (def, fresh);
}

void
carc_new_game_page_set_setup (CarcNewGamePage *self,
                              const CarcSetup *setup)
{
  g_autoptr(CarcSetup) defaults = NULL;
  GPtrArray *old;

  g_return_if_fail (CARC_IS_NEW_GAME_PAGE (self));
  g_return_if_fail (self->catalogue != NULL);

  if (setup == NULL)
    {
      defaults = carc_setup_new ();
      carc_setup_add_set (defaults, self->catalogue, "base", NULL);
      setup = defaults;
    }

  self->updating = TRUE;

  self->game = 0;
  for (guint i = 0; i < self->set_rows->len; i++)
    {
      SetRow *r = &g_array_index (self->set_rows, SetRow, i);
      if (carc_setup_has_set (setup, self->catalogue, r->id))
        {
          self->game = r->game;
          break;
        }
    }
  adw_combo_row_set_selected (self->game_row, self->game);

  for (guint i = 0; i < self->set_rows->len; i++)
    {
      SetRow *r = &g_array_index (self->set_rows, SetRow, i);
      gtk_switch_set_active (r->toggle, carc_setup_has_set (setup, self->catalogue, r->id));
    }

  for (guint i = 0; i < self->options->len; i++)
    {
      Option *o = &g_array_index (self->options, Option, i);
      gboolean on;

      /* A set that is off shows its options as they come with the set. */
      if (o->def->set_id != NULL && !carc_setup_has_set (setup, self->catalogue, o->def->set_id))
        on = option_on_with_set (self, o->def);
      else
        on = option_on_in (o->def, setup);
      gtk_switch_set_active (o->toggle, on);
    }

  for (guint i = 0; i < self->choices->len; i++)
    {
      Choice *c = &g_array_index (self->choices, Choice, i);
      adw_combo_row_set_selected (c->row, c->def->get (setup));
    }
  adw_combo_row_set_selected (self->start_row, (setup->rules & CARC_RULE_RIVER) ? 1 : 0);
  if (!carc_setup_has_set (setup, self->catalogue, "river"))
    adw_combo_row_set_selected (self->start_row, 1);

  /* Players: the setup's in seat order first, then the rest of the roster. */
  old = self->players;
  self->players = g_ptr_array_new_with_free_func (player_free);
  for (guint i = 0; i < setup->n_players; i++)
    {
      g_ptr_array_add (self->players,
                       player_new (setup->players[i].name,
                                   setup->players[i].colour != NULL ? setup->players[i].colour
                                                                    : carc_player_colours[i % CARC_MAX_PLAYERS],
                                   TRUE));
    }
  for (guint i = 0; i < old->len; i++)
    {
      Player *p = g_ptr_array_index (old, i);
      if (find_player (self, p->name) == NULL)
        g_ptr_array_add (self->players, player_new (p->name, p->colour, FALSE));
    }
  g_ptr_array_unref (old);
  self->first_player = setup->first_player;

  update_game (self);
  self->updating = FALSE;
  fill_box_row (self);

  rebuild_players (self);
  update_sensitivity (self);
}

CarcSetup *
carc_new_game_page_build_setup (CarcNewGamePage  *self,
                                GError          **error)
{
  g_autoptr(CarcSetup) setup = NULL;
  guint n_playing = 0;

  g_return_val_if_fail (CARC_IS_NEW_GAME_PAGE (self), NULL);
  g_return_val_if_fail (self->catalogue != NULL, NULL);

  setup = carc_setup_new ();

  for (guint i = 0; i < self->set_rows->len; i++)
    {
      SetRow *r = &g_array_index (self->set_rows, SetRow, i);
      if (gtk_switch_get_active (r->toggle)
          && !carc_setup_add_set (setup, self->catalogue, r->id, error))
        return NULL;
    }

  for (guint i = 0; i < self->options->len; i++)
    {
      Option *o = &g_array_index (self->options, Option, i);
      gboolean on = gtk_switch_get_active (o->toggle);

      /* another game's options and variants (hidden) leave this one alone */
      if (!option_of_game (self, o->def))
        continue;
      if (o->def->set_id != NULL && !set_enabled (self, o->def->set_id))
        on = FALSE;
      if (!o->def->figure)
        setup->rules = on ? (setup->rules | o->def->value) : (setup->rules & ~o->def->value);
      else if (!on)
        setup->figures[o->def->value] = 0;
    }

  if (set_enabled (self, "river") && adw_combo_row_get_selected (self->start_row) == 1)
    setup->rules |= CARC_RULE_RIVER;
  else
    setup->rules &= ~(guint) CARC_RULE_RIVER;

  for (guint i = 0; i < self->choices->len; i++)
    {
      Choice *c = &g_array_index (self->choices, Choice, i);
      c->def->set (setup, adw_combo_row_get_selected (c->row));
    }

  for (guint i = 0; i < self->players->len; i++)
    {
      Player *p = g_ptr_array_index (self->players, i);
      if (p->playing && n_playing < CARC_MAX_PLAYERS)
        {
          carc_setup_add_player (setup, p->name, p->colour);
          n_playing++;
        }
    }
  setup->first_player = n_playing > 0 ? MIN (self->first_player, n_playing - 1) : 0;
  setup->seed = ((guint64) g_random_int () << 32) | g_random_int ();

  /* the box on the table: its counts, values, bag and own tiles */
  {
    guint chosen = adw_combo_row_get_selected (self->box_row);
    if (chosen != GTK_INVALID_LIST_POSITION && chosen > 0 && chosen <= self->profiles->len
        && !carc_profile_apply (g_ptr_array_index (self->profiles, chosen - 1), self->catalogue, setup, error))
      return NULL;
  }

  if (!carc_setup_validate (setup, self->catalogue, error))
    return NULL;

  return g_steal_pointer (&setup);
}

static void
start_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  CarcNewGamePage *self = CARC_NEW_GAME_PAGE (widget);
  g_autoptr(GError) error = NULL;
  CarcSetup *setup = carc_new_game_page_build_setup (self, &error);

  if (setup == NULL)
    {
      GtkWidget *overlay = gtk_widget_get_ancestor (widget, ADW_TYPE_TOAST_OVERLAY);
      g_autofree char *message = setup_error_words (self, error);

      if (overlay != NULL)
        adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), carc_toast_new (overlay, message, NULL, NULL));
      else
        g_warning ("%s", error->message);
      gtk_widget_error_bell (widget);
      return;
    }
  g_signal_emit (self, signals[START], 0, setup);
  carc_setup_free (setup);
}

/* Your Box in Preferences, on the game's profile chosen (or its default
 * one, when the row says "as the rule books have it"). */
static void
count_tiles_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  CarcNewGamePage *self = CARC_NEW_GAME_PAGE (widget);
  guint chosen = adw_combo_row_get_selected (self->box_row);
  const char *profile = NULL;

  if (chosen != GTK_INVALID_LIST_POSITION && chosen > 0 && chosen <= self->profiles->len)
    profile = ((const CarcProfile *) g_ptr_array_index (self->profiles, chosen - 1))->name;
  g_signal_emit (self, signals[COUNT_TILES], 0, self->game, profile);
}

static void
carc_new_game_page_dispose (GObject *object)
{
  CarcNewGamePage *self = CARC_NEW_GAME_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), CARC_TYPE_NEW_GAME_PAGE);

  G_OBJECT_CLASS (carc_new_game_page_parent_class)->dispose (object);
}

static void
carc_new_game_page_finalize (GObject *object)
{
  CarcNewGamePage *self = CARC_NEW_GAME_PAGE (object);

  g_clear_pointer (&self->catalogue, carc_catalogue_unref);
  g_clear_pointer (&self->set_rows, g_array_unref);
  g_clear_pointer (&self->options, g_array_unref);
  g_clear_pointer (&self->choices, g_array_unref);
  g_clear_pointer (&self->players, g_ptr_array_unref);
  g_clear_pointer (&self->player_rows, g_ptr_array_unref);
  g_clear_pointer (&self->profiles, g_ptr_array_unref);
  g_clear_pointer (&self->all_profiles, g_ptr_array_unref);
  g_clear_pointer (&self->all_defaults, g_array_unref);

  G_OBJECT_CLASS (carc_new_game_page_parent_class)->finalize (object);
}

static void
carc_new_game_page_class_init (CarcNewGamePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = carc_new_game_page_dispose;
  object_class->finalize = carc_new_game_page_finalize;

  /**
   * CarcNewGamePage::start:
   * @setup: (type gpointer): a valid CarcSetup, owned by the emitter
   */
  signals[START] = g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  signals[PLAYER_ADDED] = g_signal_new ("player-added", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /**
   * CarcNewGamePage::count-tiles:
   * @game: the game chosen (carc_expansions_ui_game())
   * @profile: (nullable): the box profile chosen, or NULL for none
   */
  signals[COUNT_TILES] = g_signal_new ("count-tiles", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_STRING);

  g_type_ensure (CARC_TYPE_TITLE_SQUEEZER);
  gtk_widget_class_set_template_from_resource (widget_class, APP_RESOURCE_PATH "/play/carc-new-game-page.ui");
  gtk_widget_class_bind_template_child (widget_class, CarcNewGamePage, box);
  gtk_widget_class_bind_template_child (widget_class, CarcNewGamePage, header_bar);
  gtk_widget_class_bind_template_child (widget_class, CarcNewGamePage, back_button);
  gtk_widget_class_bind_template_child (widget_class, CarcNewGamePage, start_button);
  gtk_widget_class_bind_template_child (widget_class, CarcNewGamePage, preferences_page);
  gtk_widget_class_bind_template_child (widget_class, CarcNewGamePage, game_group);
  gtk_widget_class_bind_template_child (widget_class, CarcNewGamePage, game_row);
  gtk_widget_class_bind_template_child (widget_class, CarcNewGamePage, players_group);
  gtk_widget_class_bind_template_child (widget_class, CarcNewGamePage, first_player_row);
  gtk_widget_class_bind_template_child (widget_class, CarcNewGamePage, add_player_row);
  gtk_widget_class_bind_template_child (widget_class, CarcNewGamePage, sets_group);
  gtk_widget_class_bind_template_child (widget_class, CarcNewGamePage, box_row);
  gtk_widget_class_bind_template_child (widget_class, CarcNewGamePage, count_row);
  gtk_widget_class_bind_template_child (widget_class, CarcNewGamePage, start_group);
  gtk_widget_class_bind_template_child (widget_class, CarcNewGamePage, start_row);
  gtk_widget_class_bind_template_child (widget_class, CarcNewGamePage, variants_group);
  gtk_widget_class_bind_template_child (widget_class, CarcNewGamePage, start_reason);

  gtk_widget_class_install_action (widget_class, "new-game.start", NULL, start_action);
  gtk_widget_class_install_action (widget_class, "new-game.count-tiles", NULL, count_tiles_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, "new-game.start", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, GDK_CONTROL_MASK, "new-game.start", NULL);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "carcnewgamepage");
}

static void
carc_new_game_page_init (CarcNewGamePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  carc_format_limit_name_entry (GTK_EDITABLE (self->add_player_row));

  self->set_rows = g_array_new (FALSE, FALSE, sizeof (SetRow));
  self->options = g_array_new (FALSE, FALSE, sizeof (Option));
  self->choices = g_array_new (FALSE, FALSE, sizeof (Choice));
  self->players = g_ptr_array_new_with_free_func (player_free);
  self->player_rows = g_ptr_array_new ();
  self->profiles = g_ptr_array_new_with_free_func ((GDestroyNotify) carc_profile_free);
  self->all_profiles = g_ptr_array_new_with_free_func ((GDestroyNotify) carc_profile_free);
  self->all_defaults = g_array_new (FALSE, FALSE, sizeof (gboolean));
  carc_new_game_page_set_profiles (self, NULL, NULL);
  g_signal_connect_swapped (self->box_row, "notify::selected", G_CALLBACK (box_selected_cb), self);

  g_signal_connect_swapped (self->add_player_row, "apply", G_CALLBACK (add_player_apply_cb), self);
  g_signal_connect_swapped (self->add_player_row, "entry-activated", G_CALLBACK (add_player_apply_cb), self);
  /* what is typed there also finds the roster's players not listed */
  g_signal_connect_swapped (self->add_player_row, "changed", G_CALLBACK (rebuild_players), self);
  g_signal_connect_swapped (self->first_player_row, "notify::selected", G_CALLBACK (first_player_cb), self);
  g_signal_connect_swapped (self->start_row, "notify::selected", G_CALLBACK (option_changed_cb), self);
  g_signal_connect_swapped (self->game_row, "notify::selected", G_CALLBACK (game_selected_cb), self);
}

void
carc_new_game_page_set_set_enabled (CarcNewGamePage *self,
                                    const char      *set_id,
                                    gboolean         enabled)
{
  SetRow *r;

  g_return_if_fail (CARC_IS_NEW_GAME_PAGE (self));
  r = find_set_row (self, set_id);
  g_return_if_fail (r != NULL);
  gtk_switch_set_active (r->toggle, enabled);
}

const char *
carc_new_game_page_get_start_reason (CarcNewGamePage *self)
{
  g_return_val_if_fail (CARC_IS_NEW_GAME_PAGE (self), NULL);
  return gtk_label_get_text (self->start_reason);
}

GtkWidget *
carc_new_game_page_new (void)
{
  return g_object_new (CARC_TYPE_NEW_GAME_PAGE, NULL);
}

/* The profiles of the game chosen (CarcProfile.game names it as the
 * store's game types do: "carcassonne", else the game's own set's id),
 * its default chosen; nothing to do when they are shown already. */
static void
fill_box_row (CarcNewGamePage *self)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  guint selected = 0;

  if (self->box_game == self->game)
    return;
  self->box_game = self->game;
  g_ptr_array_set_size (self->profiles, 0);
  /* first the catalogue as it is: a box nobody counted */
  /* Translators: the first choice of New Game → Your Box: no box profile,
   * the tile counts of the rule books */
  gtk_string_list_append (names, _("As the rule books have it"));
  for (guint i = 0; i < self->all_profiles->len; i++)
    {
      const CarcProfile *profile = g_ptr_array_index (self->all_profiles, i);
      const char *game = profile->game == NULL || strcmp (profile->game, "carcassonne") == 0 ? "base" : profile->game;

      if (carc_expansions_ui_game_of_set (game) != self->game)
        continue;
      g_ptr_array_add (self->profiles, carc_profile_copy (profile));
      {
        g_autofree char *shown = carc_box_profile_display_name (profile->name);
        gtk_string_list_append (names, shown);
      }
      if (g_array_index (self->all_defaults, gboolean, i))
        selected = self->profiles->len;
    }
  self->filling_box = TRUE;
  adw_combo_row_set_model (self->box_row, G_LIST_MODEL (names));
  adw_combo_row_set_selected (self->box_row, selected);
  self->filling_box = FALSE;
  update_set_counts (self);
  /* nothing to choose from: the row would only say so */
  gtk_widget_set_visible (GTK_WIDGET (self->box_row), self->profiles->len > 0);
}

void
carc_new_game_page_update_profiles (CarcNewGamePage *self,
                                    GPtrArray       *profiles,
                                    const gboolean  *is_default)
{
  guint chosen, game;
  gboolean offered;
  g_autofree char *name = NULL;

  g_return_if_fail (CARC_IS_NEW_GAME_PAGE (self));

  chosen = adw_combo_row_get_selected (self->box_row);
  game = self->box_game;
  offered = self->profiles->len > 0;
  if (chosen != GTK_INVALID_LIST_POSITION && chosen > 0 && chosen <= self->profiles->len)
    name = g_strdup (((const CarcProfile *) g_ptr_array_index (self->profiles, chosen - 1))->name);
  carc_new_game_page_set_profiles (self, profiles, is_default);
  if (game != self->game)
    return;
  /* the same one chosen, as it is now; "as the rule books have it" too,
   * when there was a box to choose instead (a first box counted is the
   * default one, chosen) */
  if (name == NULL && offered)
    adw_combo_row_set_selected (self->box_row, 0);
  for (guint i = 0; name != NULL && i < self->profiles->len; i++)
    if (g_strcmp0 (((const CarcProfile *) g_ptr_array_index (self->profiles, i))->name, name) == 0)
      adw_combo_row_set_selected (self->box_row, i + 1);
}

void
carc_new_game_page_set_profiles (CarcNewGamePage *self,
                                 GPtrArray       *profiles,
                                 const gboolean  *is_default)
{
  g_return_if_fail (CARC_IS_NEW_GAME_PAGE (self));

  g_ptr_array_set_size (self->all_profiles, 0);
  g_array_set_size (self->all_defaults, 0);
  for (guint i = 0; profiles != NULL && i < profiles->len; i++)
    {
      gboolean chosen = is_default != NULL && is_default[i];
      g_ptr_array_add (self->all_profiles, carc_profile_copy (g_ptr_array_index (profiles, i)));
      g_array_append_val (self->all_defaults, chosen);
    }
  self->box_game = G_MAXUINT;
  /* the sets stay as they are: the boxes are read again after any edit */
  fill_box_row (self);
}
