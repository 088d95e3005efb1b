/* carc-tile-picker.c: choose the drawn tile
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "carc-expansion-ui.h"
#include "carc-registry.h"
#include "carc-box-prompts.h"
#include "carc-play-page.h"
#include "carc-tile-names.h"
#include "carc-tile-picker.h"
#include "carc-tile-painter.h"

#define THUMB_SIZE 56
/* keys 1 … 9 (0 fits the board to the window) */
#define N_DIGITS 9

struct _CarcTilePicker
{
  GtkBox            parent_instance;

  GtkWidget        *search;
  GtkWidget        *override_check;
  GtkWidget        *another_button;
  GtkWidget        *flow;
  GtkWidget        *empty_label;

  const CarcState  *state;
  CarcAssistance    assistance;
  gboolean          at_spot;
  int               spot_x, spot_y;

  GArray           *shown;        /* guint types, in the order shown */
  GArray           *numbers;      /* per type: its number key (0 = "1" … 8 = "9"), or -1 */
  GHashTable       *textures;     /* (type << 1 | dark) → GdkTexture */
  GHashTable       *descriptions; /* type → char*: "City corner, road curve" */
};

G_DEFINE_FINAL_TYPE (CarcTilePicker, carc_tile_picker, GTK_TYPE_BOX)

enum {
  TILE_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void rebuild (CarcTilePicker *self);

static GdkTexture *
thumbnail (CarcTilePicker     *self,
           guint               type,
           const CarcTileType *tile)
{
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  gpointer key = GUINT_TO_POINTER ((type << 1) | (dark ? 1 : 0));
  GdkTexture *texture = g_hash_table_lookup (self->textures, key);

  if (texture == NULL)
    {
      texture = carc_tile_texture_new (tile, 0, THUMB_SIZE, dark);
      g_hash_table_insert (self->textures, key, texture);
    }
  return texture;
}

/* What the tile shows, in words (cached; the catalogue does not change). */
static const char *
description (CarcTilePicker     *self,
             guint               type,
             const CarcTileType *tile)
{
  char *text = g_hash_table_lookup (self->descriptions, GUINT_TO_POINTER (type));

  if (text == NULL)
    {
      text = carc_tile_describe (tile);
      g_hash_table_insert (self->descriptions, GUINT_TO_POINTER (type), text);
    }
  return text;
}

/* The letter typed for an edge, from the engine's letter for it (C, R, F,
 * I): each language's own, the first letter of its word for a city, a road,
 * a field, a river, so that Czech types M for město. Lower case. */
static gunichar
edge_letter (char engine_letter)
{
  const char *letter;

  switch (engine_letter)
    {
    /* Translators: the letter typed in the tile search for a city edge:
     * the first letter of your word for "city"; one letter, different
     * from the other three edge letters */
    case 'C': letter = C_("edge letter", "C"); break;
    /* Translators: the letter typed in the tile search for a road edge:
     * the first letter of your word for "road" */
    case 'R': letter = C_("edge letter", "R"); break;
    /* Translators: the letter typed in the tile search for a field edge:
     * the first letter of your word for "field" */
    case 'F': letter = C_("edge letter", "F"); break;
    /* Translators: the letter typed in the tile search for a river edge:
     * the first letter of your word for "river" (English uses I, as R is the road) */
    case 'I': letter = C_("edge letter", "I"); break;
    default: return 0;
    }
  return g_unichar_tolower (g_utf8_get_char (letter));
}

/* The letter typed for edges of feature kind @kind: a game's own kinds by
 * their look (the engine's letters mean other things in another game: F
 * is a field or a forest), Carcassonne's as above; 0 for none. */
static gunichar
kind_letter (guint kind)
{
  const CarcUiFeatureLook *look = carc_expansions_ui_feature_look (kind);
  const CarcFeatureKindInfo *info = carc_registry_feature (kind);

  if (look != NULL)
    return look->letter != NULL ? g_unichar_tolower (g_utf8_get_char (look->letter ())) : 0;
  return info != NULL ? edge_letter (info->letter) : 0;
}

/* The letter typed for edge @edge of @tile (rotation 0). */
static gunichar
tile_edge_letter (const CarcTileType *tile,
                  guint               edge)
{
  return kind_letter (carc_registry_feature_of_edge (carc_edge_code_get (carc_tile_type_edge_code (tile, 0), edge)));
}

/* "CRFR" in the letters of the user's language. */
static char *
edges_in_words_letters (const CarcTileType *tile)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < 4; i++)
    g_string_append_unichar (text, g_unichar_toupper (tile_edge_letter (tile, i)));
  return g_string_free (text, FALSE);
}

/* How well typed text names a tile, best first: its words exactly, every
 * word typed a whole word of what it shows (or its edges in the letters
 * of edge_letter(), in any rotation, clockwise from any side), the text
 * inside what it shows or its id, and last words typed as the starts of
 * its words ("rohova" finds "rohová"). */
typedef enum {
  MATCH_NONE = 0,
  MATCH_WORD_STARTS,
  MATCH_SUBSTRING,
  MATCH_WHOLE_WORDS,
  MATCH_EXACT,
} MatchRank;

/* Whether the folded @token (or its ASCII form) is one of @words or
 * their ASCII alternates. */
static gboolean
token_in (const char  *token,
          char       **words,
          char       **alternates)
{
  g_autofree char *ascii = g_str_to_ascii (token, NULL);

  for (guint i = 0; words[i] != NULL; i++)
    if (g_str_equal (words[i], token) || g_str_equal (words[i], ascii))
      return TRUE;
  for (guint i = 0; alternates[i] != NULL; i++)
    if (g_str_equal (alternates[i], token) || g_str_equal (alternates[i], ascii))
      return TRUE;
  return FALSE;
}

/* @filter is case-folded; @extra says how many words of what the tile
 * shows were not typed, for a whole-word match (fewer is a closer one). */
static MatchRank
match_rank (CarcTilePicker     *self,
            guint               type,
            const CarcTileType *tile,
            const char         *filter,
            guint              *extra)
{
  g_autofree char *id = NULL;
  g_autofree char *words = NULL;
  g_autofree gunichar *typed = NULL;
  glong n_typed = 0;
  gunichar ring[8];
  gsize len = strlen (filter);

  *extra = 0;
  if (len == 0)
    return MATCH_EXACT;
  words = g_utf8_casefold (description (self, type, tile), -1);
  {
    g_auto(GStrv) shown_alternates = NULL;
    g_auto(GStrv) typed_alternates = NULL;
    g_auto(GStrv) shown = g_str_tokenize_and_fold (words, NULL, &shown_alternates);
    g_auto(GStrv) typed_words = g_str_tokenize_and_fold (filter, NULL, &typed_alternates);
    guint n_whole = 0, n_typed_words = g_strv_length (typed_words);

    for (guint i = 0; typed_words[i] != NULL; i++)
      n_whole += token_in (typed_words[i], shown, shown_alternates);
    if (n_typed_words > 0 && n_whole == n_typed_words)
      {
        guint n_shown = g_strv_length (shown);

        *extra = n_shown > n_whole ? n_shown - n_whole : 0;
        return *extra == 0 ? MATCH_EXACT : MATCH_WHOLE_WORDS;
      }
  }

  typed = g_utf8_to_ucs4_fast (filter, -1, &n_typed);
  if (n_typed <= 4)
    {
      for (guint i = 0; i < 4; i++)
        ring[i] = ring[i + 4] = tile_edge_letter (tile, i);
      for (guint i = 0; i < 4; i++)
        {
          glong k = 0;

          while (k < n_typed && ring[i + k] == g_unichar_tolower (typed[k]))
            k++;
          if (k == n_typed)
            return MATCH_WHOLE_WORDS;
        }
    }
  id = g_utf8_casefold (tile->id, -1);
  if (strstr (words, filter) != NULL || strstr (id, filter) != NULL)
    return MATCH_SUBSTRING;
  /* word starts without the accents ("rohova" finds "rohová") */
  if (g_str_match_string (filter, words, TRUE))
    return MATCH_WORD_STARTS;
  return MATCH_NONE;
}

static gboolean
offered (CarcTilePicker *self,
         guint           type)
{
  const CarcState *state = self->state;

  if (gtk_check_button_get_active (GTK_CHECK_BUTTON (self->override_check)))
    return TRUE;
  return carc_state_tile_available (state, type);
}

/* The game's fixed order: the most common tiles first (the sets' counts),
 * then the catalogue's order. Nothing that changes during the game (what
 * was used last, copies left) moves a tile, so a number key keeps its
 * meaning for the whole game. */
static int
compare_order (gconstpointer a,
               gconstpointer b,
               gpointer      user_data)
{
  const CarcCatalogue *catalogue = user_data;
  guint ta = *(const guint *) a, tb = *(const guint *) b;
  guint ca = carc_catalogue_get_type (catalogue, ta)->count;
  guint cb = carc_catalogue_get_type (catalogue, tb)->count;

  if (ca != cb)
    return ca > cb ? -1 : 1;
  return ta < tb ? -1 : ta > tb ? 1 : 0;
}

typedef struct {
  guint     type;
  MatchRank rank;
  guint     extra;
  guint     order;
} Ranked;

static int
compare_ranked (gconstpointer a,
                gconstpointer b)
{
  const Ranked *ra = a, *rb = b;

  if (ra->rank != rb->rank)
    return ra->rank > rb->rank ? -1 : 1;
  if (ra->extra != rb->extra)
    return ra->extra < rb->extra ? -1 : 1;
  return ra->order < rb->order ? -1 : ra->order > rb->order ? 1 : 0;
}

static int
number_of (CarcTilePicker *self,
           guint           type)
{
  return type < self->numbers->len ? g_array_index (self->numbers, int, type) : -1;
}

static GtkWidget *
tile_child_new (CarcTilePicker     *self,
                guint               type,
                const CarcTileType *tile,
                int                 number)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *overlay = gtk_overlay_new ();
  GtkWidget *picture = gtk_picture_new_for_paintable (GDK_PAINTABLE (thumbnail (self, type, tile)));
  GtkWidget *caption;
  g_autofree char *tooltip = NULL;
  g_autofree char *edges = NULL;

  gtk_widget_set_size_request (picture, THUMB_SIZE, THUMB_SIZE);
  gtk_picture_set_can_shrink (GTK_PICTURE (picture), FALSE);
  gtk_overlay_set_child (GTK_OVERLAY (overlay), picture);

  if (number >= 0)
    {
      char digit[2] = { (char) ('1' + number), 0 };
      GtkWidget *badge = gtk_label_new (digit);

      gtk_widget_set_halign (badge, GTK_ALIGN_START);
      gtk_widget_set_valign (badge, GTK_ALIGN_START);
      gtk_widget_add_css_class (badge, "tile-number");
      gtk_overlay_add_overlay (GTK_OVERLAY (overlay), badge);
    }
  gtk_box_append (GTK_BOX (box), overlay);

  /* what the tile shows, in words; the id only in the tooltip (people
   * at the table do not know the codes) */
  caption = gtk_label_new (description (self, type, tile));
  gtk_label_set_wrap (GTK_LABEL (caption), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (caption), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_lines (GTK_LABEL (caption), 2);
  gtk_label_set_ellipsize (GTK_LABEL (caption), PANGO_ELLIPSIZE_END);
  gtk_label_set_justify (GTK_LABEL (caption), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (GTK_LABEL (caption), 10);
  gtk_label_set_width_chars (GTK_LABEL (caption), 10);
  if (self->assistance != CARC_ASSISTANCE_RECORD)
    {
      /* Translators: the copies of a tile left in the supply, on its picture */
      g_autofree char *left = g_strdup_printf (_("×%u"), carc_state_get_remaining (self->state)[type]);
      GtkWidget *count = gtk_label_new (left);

      gtk_widget_set_halign (count, GTK_ALIGN_END);
      gtk_widget_set_valign (count, GTK_ALIGN_END);
      gtk_widget_add_css_class (count, "tile-number");
      gtk_widget_add_css_class (count, "tile-count");
      gtk_overlay_add_overlay (GTK_OVERLAY (overlay), count);
    }
  gtk_widget_add_css_class (caption, "caption");
  if (carc_state_get_remaining (self->state)[type] == 0)
    gtk_widget_add_css_class (box, "out-of-supply");
  gtk_box_append (GTK_BOX (box), caption);

  /* the words first; the edges, typed in the search to find it, on a
   * line of their own (no tile id: people at the table do not know the
   * codes) */
  edges = edges_in_words_letters (tile);
  if (self->assistance == CARC_ASSISTANCE_RECORD)
    /* Translators: a tile's tooltip in the picker: what it shows, then on
     * a line of its own its edges in the search's edge letters, e.g.
     * "City corner, road curve\nEdges clockwise from the top: CRRC" */
    tooltip = g_strdup_printf (_("%s\nEdges clockwise from the top: %s"), description (self, type, tile), edges);
  else
    /* Translators: a tile's tooltip in the picker: what it shows and the
     * copies left, then its edges in the search's edge letters, e.g.
     * "City corner, road curve: 3 left\nEdges clockwise from the top: CRRC" */
    tooltip = g_strdup_printf (ngettext ("%s: %u left\nEdges clockwise from the top: %s",
                                         "%s: %u left\nEdges clockwise from the top: %s",
                                         carc_state_get_remaining (self->state)[type]),
                               description (self, type, tile), carc_state_get_remaining (self->state)[type], edges);
  gtk_widget_set_tooltip_text (box, tooltip);
  gtk_widget_add_css_class (box, "tile-choice");
  return box;
}

static void
rebuild (CarcTilePicker *self)
{
  const CarcState *state = self->state;
  g_autofree char *filter = NULL;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->flow)) != NULL)
    gtk_flow_box_remove (GTK_FLOW_BOX (self->flow), child);
  g_array_set_size (self->shown, 0);

  if (state == NULL)
    return;

  filter = g_utf8_casefold (gtk_editable_get_text (GTK_EDITABLE (self->search)), -1);
  g_strstrip (filter);

  /* Numbers go to the first nine of each stack (the River's tiles are
   * drawn on their own, before the land's) in the game's order. */
  {
    g_autoptr(GArray) order = g_array_new (FALSE, FALSE, sizeof (guint));
    guint next[CARC_STACK_LAKE + 1] = { 0 };

    for (guint i = 0; i < carc_state_get_n_supply_types (state); i++)
      {
        guint type = carc_state_get_supply_types (state)[i];
        g_array_append_val (order, type);
      }
    g_array_sort_with_data (order, compare_order, (gpointer) carc_state_get_catalogue (state));
    g_array_set_size (self->numbers, carc_catalogue_get_n_types (carc_state_get_catalogue (state)));
    for (guint i = 0; i < self->numbers->len; i++)
      g_array_index (self->numbers, int, i) = -1;
    for (guint i = 0; i < order->len; i++)
      {
        guint type = g_array_index (order, guint, i);
        const CarcTileType *tile = carc_catalogue_get_type (carc_state_get_catalogue (state), type);
        guint stack = MIN ((guint) tile->stack, (guint) CARC_STACK_LAKE);

        if (next[stack] < N_DIGITS)
          g_array_index (self->numbers, int, type) = (int) next[stack]++;
      }

    g_autoptr(GArray) ranked = g_array_new (FALSE, FALSE, sizeof (Ranked));

    for (guint i = 0; i < order->len; i++)
      {
        guint type = g_array_index (order, guint, i);
        const CarcTileType *tile = carc_catalogue_get_type (carc_state_get_catalogue (state), type);
        Ranked r = { type, MATCH_NONE, 0, i };

        if (tile == NULL || !offered (self, type))
          continue;
        r.rank = match_rank (self, type, tile, filter, &r.extra);
        if (r.rank == MATCH_NONE)
          continue;
        if (self->at_spot && carc_coach_rotations_at (state, type, self->spot_x, self->spot_y) == 0)
          continue;
        g_array_append_val (ranked, r);
      }
    /* the closest matches first, so that Enter takes the tile named;
     * among equals the game's order */
    g_array_sort (ranked, compare_ranked);
    for (guint i = 0; i < ranked->len; i++)
      g_array_append_val (self->shown, g_array_index (ranked, Ranked, i).type);
  }

  for (guint i = 0; i < self->shown->len; i++)
    {
      guint type = g_array_index (self->shown, guint, i);
      /* with "not in the supply" on, other stacks' tiles show too: only
       * the tiles that may be drawn now keep their numbers */
      int number = carc_state_tile_available (state, type) ? number_of (self, type) : -1;

      gtk_flow_box_append (GTK_FLOW_BOX (self->flow),
                           tile_child_new (self, type, carc_catalogue_get_type (carc_state_get_catalogue (state), type), number));
    }

  gtk_widget_set_visible (self->empty_label, self->shown->len == 0);
}

/* The game the picker picks for (it lies on a play page), or NULL. */
static CarcGameSession *
session_of (CarcTilePicker *self)
{
  GtkWidget *page = gtk_widget_get_ancestor (GTK_WIDGET (self), CARC_TYPE_PLAY_PAGE);

  return page != NULL ? carc_play_page_get_session (CARC_PLAY_PAGE (page)) : NULL;
}

static void
extra_copy_confirmed_cb (guint    type,
                         gpointer user_data)
{
  g_signal_emit (user_data, signals[TILE_CHOSEN], 0, type, TRUE);
}

static void
choose (CarcTilePicker *self,
        guint           index)
{
  guint type = g_array_index (self->shown, guint, index);
  gboolean override = !carc_state_tile_available (self->state, type);
  CarcGameSession *session = session_of (self);

  /* every copy the box counts is used: the table confirms (issue 15) */
  if (override && session != NULL && carc_state_get_remaining (self->state)[type] == 0
      && carc_setup_tile_count (carc_state_get_setup (self->state), carc_state_get_catalogue (self->state), type) > 0)
    {
      carc_box_prompt_extra_copy (GTK_WIDGET (self), session, type, extra_copy_confirmed_cb, self);
      return;
    }
  g_signal_emit (self, signals[TILE_CHOSEN], 0, type, override);
}

static void
another_tile_done_cb (guint    type,
                      gpointer user_data)
{
  CarcTilePicker *self = user_data;
  CarcGameSession *session = session_of (self);
  const CarcState *state = session ? carc_game_get_state (carc_game_session_get_game (session)) : NULL;

  g_signal_emit (self, signals[TILE_CHOSEN], 0, type, state == NULL || !carc_state_tile_available (state, type));
}

static void
another_tile_cb (CarcTilePicker *self)
{
  CarcGameSession *session = session_of (self);

  if (session != NULL)
    carc_box_prompt_another_tile (GTK_WIDGET (self), session, another_tile_done_cb, self);
}

static void
child_activated_cb (GtkFlowBox      *flow,
                    GtkFlowBoxChild *child,
                    CarcTilePicker  *self)
{
  int index = gtk_flow_box_child_get_index (child);

  if (index >= 0 && (guint) index < self->shown->len)
    choose (self, (guint) index);
}

/* The search's hint and tooltip list the edge letters of the kinds the
 * game's tiles show on their edges (a city, a road, a field, the River's
 * river; a forest, a meadow, a river in Hunters & Gatherers), each with
 * its name; the example is the first tile's edges. */
static void
update_hint (CarcTilePicker *self)
{
  const CarcState *state = self->state;
  gboolean seen[CARC_N_FEATURE_KINDS] = { FALSE };
  g_autoptr(GString) kinds = g_string_new (NULL);
  g_autofree char *example = NULL;
  g_autofree char *shows = NULL;
  g_autofree char *hint = NULL;
  g_autofree char *tip = NULL;

  if (state == NULL || carc_state_get_n_supply_types (state) == 0)
    return;
  for (guint i = 0; i < carc_state_get_n_supply_types (state); i++)
    {
      const CarcTileType *tile = carc_catalogue_get_type (carc_state_get_catalogue (state),
                                                          carc_state_get_supply_types (state)[i]);

      for (guint e = 0; e < 4; e++)
        {
          guint kind = carc_registry_feature_of_edge (carc_edge_code_get (carc_tile_type_edge_code (tile, 0), e));

          if (kind < CARC_N_FEATURE_KINDS)
            seen[kind] = TRUE;
        }
    }
  for (guint kind = 0; kind < CARC_N_FEATURE_KINDS; kind++)
    {
      char letter[8] = "";
      gunichar typed = seen[kind] ? kind_letter (kind) : 0;

      if (typed == 0)
        continue;
      g_unichar_to_utf8 (g_unichar_toupper (typed), letter);
      if (kinds->len > 0)
        /* Translators: between the edge letters of the search's hint: "C city, R road" */
        g_string_append (kinds, C_("edge letters", ", "));
      /* Translators: an edge letter and the kind it stands for, in the
       * search's hint: "C city" */
      g_string_append_printf (kinds, C_("edge letters", "%s %s"), letter, carc_feature_kind_noun (kind));
    }
  if (kinds->len == 0)
    return;
  {
    /* the example: the first tile with the most kinds on its edges */
    const CarcTileType *best = NULL;
    guint best_kinds = 0;

    for (guint i = 0; i < carc_state_get_n_supply_types (state); i++)
      {
        const CarcTileType *tile = carc_catalogue_get_type (carc_state_get_catalogue (state),
                                                            carc_state_get_supply_types (state)[i]);
        guint kinds_here = 0;

        for (guint e = 0; e < 4; e++)
          {
            gboolean again = FALSE;

            for (guint f = 0; f < e; f++)
              again |= carc_edge_code_get (carc_tile_type_edge_code (tile, 0), f)
                       == carc_edge_code_get (carc_tile_type_edge_code (tile, 0), e);
            kinds_here += !again;
          }
        if (best == NULL || kinds_here > best_kinds)
          {
            best = tile;
            best_kinds = kinds_here;
          }
      }
    example = edges_in_words_letters (best);
    shows = carc_tile_describe_brief (best);
  }
  /* the hint is the edge letters alone ("R road, C city, F field"): with
   * anything before them it no longer fits a phone's width in Czech; the
   * tooltip says the search also takes what a tile shows */
  hint = g_strdup (kinds->str);
  /* Translators: the search's tooltip; the first %s is a part of what a
   * tile of the game shows ("city cap"), the second the game's edge
   * letters before their kinds, the third a tile's edges written in them */
  tip = g_strdup_printf (_("What a tile shows (e.g. “%s”), its id, or its edges clockwise "
                           "from any side: %s (e.g. %s)"), shows, kinds->str, example);
  g_object_set (self->search, "placeholder-text", hint, NULL);
  gtk_widget_set_tooltip_text (self->search, tip);
}

static void
search_changed_cb (CarcTilePicker *self)
{
  rebuild (self);
}

static void
search_activate_cb (CarcTilePicker *self)
{
  if (self->shown->len > 0)
    choose (self, 0);
}

/* Digits pick the numbered tile, also while typing in the search. */
static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                CarcTilePicker        *self)
{
  guint n;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;
  if (keyval >= GDK_KEY_1 && keyval <= GDK_KEY_9)
    n = keyval - GDK_KEY_1;
  else if (keyval >= GDK_KEY_KP_1 && keyval <= GDK_KEY_KP_9)
    n = keyval - GDK_KEY_KP_1;
  else if (keyval == GDK_KEY_0 || keyval == GDK_KEY_KP_0)
    n = 9;
  else if ((keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter || keyval == GDK_KEY_ISO_Enter
            || keyval == GDK_KEY_space || keyval == GDK_KEY_KP_Space)
           && GTK_IS_FLOW_BOX_CHILD (gtk_widget_get_focus_child (self->flow)))
    {
      /* the thumbnail the arrows moved to: the flow box's own activation
       * takes its cursor, which the arrows leave on the first one */
      int index = gtk_flow_box_child_get_index (GTK_FLOW_BOX_CHILD (gtk_widget_get_focus_child (self->flow)));

      if (index < 0 || (guint) index >= self->shown->len)
        return FALSE;
      choose (self, (guint) index);
      return TRUE;
    }
  else if (keyval == GDK_KEY_Down && gtk_widget_get_focus_child (self->search) != NULL)
    {
      GtkFlowBoxChild *first = gtk_flow_box_get_child_at_index (GTK_FLOW_BOX (self->flow), 0);

      /* through the flow box's own focus handling, which moves its cursor
       * to the child: grabbing the child's focus directly leaves the
       * cursor on a thumbnail of an earlier list, long destroyed, and the
       * next arrow key crashed in GTK 4.8 */
      if (first != NULL)
        gtk_widget_child_focus (self->flow, GTK_DIR_TAB_FORWARD);
      return first != NULL;
    }
  else
    return FALSE;

  return carc_tile_picker_choose_number (self, n);
}

static void
override_toggled_cb (CarcTilePicker *self)
{
  rebuild (self);
}

static void
carc_tile_picker_finalize (GObject *object)
{
  CarcTilePicker *self = CARC_TILE_PICKER (object);

  g_clear_pointer (&self->shown, g_array_unref);
  g_clear_pointer (&self->numbers, g_array_unref);
  g_clear_pointer (&self->textures, g_hash_table_unref);
  g_clear_pointer (&self->descriptions, g_hash_table_unref);

  G_OBJECT_CLASS (carc_tile_picker_parent_class)->finalize (object);
}

static void
carc_tile_picker_class_init (CarcTilePickerClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = carc_tile_picker_finalize;

  signals[TILE_CHOSEN] = g_signal_new ("tile-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_BOOLEAN);
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "carctilepicker");
}

static void
carc_tile_picker_init (CarcTilePicker *self)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->shown = g_array_new (FALSE, FALSE, sizeof (guint));
  self->numbers = g_array_new (FALSE, FALSE, sizeof (int));
  self->textures = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);
  self->descriptions = g_hash_table_new_full (NULL, NULL, NULL, g_free);

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 6);

  self->search = gtk_search_entry_new ();
  gtk_search_entry_set_key_capture_widget (GTK_SEARCH_ENTRY (self->search), GTK_WIDGET (self));
  g_signal_connect_swapped (self->search, "search-changed", G_CALLBACK (search_changed_cb), self);
  g_signal_connect_swapped (self->search, "activate", G_CALLBACK (search_activate_cb), self);
  gtk_box_append (GTK_BOX (self), self->search);

  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  self->flow = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (self->flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_activate_on_single_click (GTK_FLOW_BOX (self->flow), TRUE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (self->flow), TRUE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->flow), 8);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (self->flow), 3);
  gtk_widget_set_valign (self->flow, GTK_ALIGN_START);
  g_signal_connect (self->flow, "child-activated", G_CALLBACK (child_activated_cb), self);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), self->flow);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 420);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_box_append (GTK_BOX (self), scrolled);

  self->empty_label = gtk_label_new (_("No tile matches."));
  gtk_widget_add_css_class (self->empty_label, "dim-label");
  gtk_widget_set_visible (self->empty_label, FALSE);
  gtk_box_append (GTK_BOX (self), self->empty_label);

  self->override_check = gtk_check_button_new_with_mnemonic (_("Also tiles _not in the supply"));
  gtk_widget_set_tooltip_text (self->override_check,
                               _("The box may differ from the app’s list: place a tile the supply has no copy of"));
  g_signal_connect_swapped (self->override_check, "toggled", G_CALLBACK (override_toggled_cb), self);
  gtk_box_append (GTK_BOX (self), self->override_check);

  /* a tile nobody knew: described in a few clicks, played at once */
  self->another_button = gtk_button_new_with_mnemonic (_("_Another Tile…"));
  gtk_widget_set_tooltip_text (self->another_button, _("A tile the app does not know: describe it and play it"));
  gtk_widget_add_css_class (self->another_button, "flat");
  gtk_widget_set_halign (self->another_button, GTK_ALIGN_START);
  g_signal_connect_swapped (self->another_button, "clicked", G_CALLBACK (another_tile_cb), self);
  gtk_box_append (GTK_BOX (self), self->another_button);
}

GtkWidget *
carc_tile_picker_new (void)
{
  return g_object_new (CARC_TYPE_TILE_PICKER, NULL);
}

void
carc_tile_picker_set_state (CarcTilePicker  *self,
                            const CarcState *state,
                            CarcAssistance   assistance,
                            gboolean         at_spot,
                            int              x,
                            int              y)
{
  g_return_if_fail (CARC_IS_TILE_PICKER (self));

  self->state = state;
  self->assistance = assistance;
  self->at_spot = at_spot;
  self->spot_x = x;
  self->spot_y = y;
  update_hint (self);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (self->override_check), FALSE);
  gtk_editable_set_text (GTK_EDITABLE (self->search), "");
  rebuild (self);
}

void
carc_tile_picker_set_filter (CarcTilePicker *self,
                             const char     *text)
{
  g_return_if_fail (CARC_IS_TILE_PICKER (self));

  gtk_editable_set_text (GTK_EDITABLE (self->search), text != NULL ? text : "");
  rebuild (self);
}

gboolean
carc_tile_picker_choose_nth (CarcTilePicker *self,
                             guint           n)
{
  g_return_val_if_fail (CARC_IS_TILE_PICKER (self), FALSE);

  if (self->state == NULL || n >= self->shown->len)
    return FALSE;
  choose (self, n);
  return TRUE;
}

/**
 * carc_tile_picker_choose_number:
 * @self: a #CarcTilePicker
 * @number: 0 for the key 1 … 8 for the key 9
 *
 * Chooses the shown tile with that number key: the same tile for the whole
 * game, whatever was used last or is filtered out.
 *
 * Returns: FALSE if no tile shown has that number
 */
gboolean
carc_tile_picker_choose_number (CarcTilePicker *self,
                                guint           number)
{
  g_return_val_if_fail (CARC_IS_TILE_PICKER (self), FALSE);

  if (self->state == NULL)
    return FALSE;
  for (guint i = 0; i < self->shown->len; i++)
    {
      guint type = g_array_index (self->shown, guint, i);

      if (number_of (self, type) == (int) number && carc_state_tile_available (self->state, type))
        {
          choose (self, i);
          return TRUE;
        }
    }
  return FALSE;
}

/* The number key of the @index-th tile shown (0 for the key 1), or -1. */
int
carc_tile_picker_get_number (CarcTilePicker *self,
                             guint           index)
{
  g_return_val_if_fail (CARC_IS_TILE_PICKER (self), -1);
  g_return_val_if_fail (index < self->shown->len, -1);

  if (!carc_state_tile_available (self->state, g_array_index (self->shown, guint, index)))
    return -1;
  return number_of (self, g_array_index (self->shown, guint, index));
}

guint
carc_tile_picker_get_n_shown (CarcTilePicker *self)
{
  g_return_val_if_fail (CARC_IS_TILE_PICKER (self), 0);
  return self->shown->len;
}

guint
carc_tile_picker_get_shown (CarcTilePicker *self,
                            guint           index)
{
  g_return_val_if_fail (CARC_IS_TILE_PICKER (self), 0);
  g_return_val_if_fail (index < self->shown->len, 0);
  return g_array_index (self->shown, guint, index);
}

void
carc_tile_picker_focus_search (CarcTilePicker *self)
{
  g_return_if_fail (CARC_IS_TILE_PICKER (self));
  gtk_widget_grab_focus (self->search);
}
