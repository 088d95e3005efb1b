/* carc-spot-popover.c: the tiles that fit a spot, in the ways they fit
 *
 * The spot first, then the tile: a turn by the mouse is a click on the
 * spot, a click on the tile as it lies there (the rotation is in the
 * picture) and a click for the figure. The popover only lists what the
 * engine says fits (carc_coach_rotations_at(): the distinct rotations in
 * which the tile is legal there) and what the supply still holds; the
 * play page decides what a choice then needs (a step of an expansion
 * first, or nothing: placed).
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "carc-spot-popover.h"
#include "carc-tile-names.h"
#include "carc-tile-painter.h"

#define THUMB_SIZE 52
/* a thumbnail's width with its margins and the grid's spacing */
#define ITEM_WIDTH (THUMB_SIZE + 12)

typedef struct {
  guint type;
  guint rotation;
} SpotItem;

struct _CarcSpotPopover
{
  GtkPopover        parent_instance;

  GtkLabel         *title_label;
  GtkSearchEntry   *search;
  GtkScrolledWindow *spot_tiles_scroller;
  GtkFlowBox       *flow;
  GtkLabel         *empty_label;
  GtkButton        *pick_button;

  const CarcState  *state;
  CarcAssistance    assistance;
  int               x, y;
  GArray           *items;      /* SpotItem: every tile that fits, most likely first */
  GArray           *shown;      /* SpotItem: those the search leaves, in order */
  GHashTable       *textures;   /* (type << 3 | rotation << 1 | dark) → GdkTexture */
};

G_DEFINE_FINAL_TYPE (CarcSpotPopover, carc_spot_popover, GTK_TYPE_POPOVER)

enum {
  TILE_CHOSEN,
  SEARCH_CHANGED,
  PICK_TILE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static GdkTexture *
thumbnail (CarcSpotPopover    *self,
           const CarcTileType *tile,
           guint               type,
           guint               rotation)
{
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  gpointer key = GUINT_TO_POINTER ((type << 3) | (rotation << 1) | (dark ? 1 : 0));
  GdkTexture *texture = g_hash_table_lookup (self->textures, key);

  if (texture == NULL)
    {
      texture = carc_tile_texture_new (tile, rotation, THUMB_SIZE, dark);
      g_hash_table_insert (self->textures, key, texture);
    }
  return texture;
}

static GtkWidget *
item_new (CarcSpotPopover *self,
          const SpotItem  *item)
{
  const CarcTileType *tile = carc_catalogue_get_type (carc_state_get_catalogue (self->state), item->type);
  guint left = carc_state_get_remaining (self->state)[item->type];
  GtkWidget *overlay = gtk_overlay_new ();
  GtkWidget *picture = gtk_picture_new_for_paintable (GDK_PAINTABLE (thumbnail (self, tile, item->type, item->rotation)));
  g_autofree char *words = carc_tile_describe (tile);
  g_autofree char *tooltip = NULL;

  gtk_widget_set_size_request (picture, THUMB_SIZE, THUMB_SIZE);
  gtk_picture_set_can_shrink (GTK_PICTURE (picture), FALSE);
  gtk_overlay_set_child (GTK_OVERLAY (overlay), picture);

  if (self->assistance != CARC_ASSISTANCE_RECORD)
    {
      /* the copies left: why it stands where it does */
      g_autofree char *text = g_strdup_printf (_("×%u"), left);
      GtkWidget *count = gtk_label_new (text);

      gtk_widget_set_halign (count, GTK_ALIGN_END);
      gtk_widget_set_valign (count, GTK_ALIGN_END);
      gtk_widget_add_css_class (count, "tile-number");
      gtk_widget_add_css_class (count, "tile-count");
      gtk_overlay_add_overlay (GTK_OVERLAY (overlay), count);
      /* Translators: a tile in the popover of the tiles that fit a spot:
       * what it shows, then the copies of it left in the supply */
      tooltip = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %u left", "%s: %u left", left), words, left);
    }
  gtk_widget_set_tooltip_text (overlay, tooltip != NULL ? tooltip : words);
  gtk_widget_add_css_class (overlay, "tile-choice");
  return overlay;
}

static void
rebuild (CarcSpotPopover *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->flow))) != NULL)
    gtk_flow_box_remove (self->flow, child);
  for (guint i = 0; self->state != NULL && i < self->shown->len; i++)
    gtk_flow_box_append (self->flow, item_new (self, &g_array_index (self->shown, SpotItem, i)));
  gtk_widget_set_visible (GTK_WIDGET (self->empty_label), self->state != NULL && self->shown->len == 0);
  gtk_widget_set_visible (GTK_WIDGET (self->spot_tiles_scroller), self->shown->len > 0);
}

/* The most likely first: the most copies left, then the game's fixed order
 * of the picker (the most common tiles of the sets first), then the
 * catalogue's; a tile's rotations stay together, clockwise. */
static int
compare_items (gconstpointer a,
               gconstpointer b,
               gpointer      user_data)
{
  const CarcState *state = user_data;
  const SpotItem *ia = a, *ib = b;
  const CarcCatalogue *catalogue = carc_state_get_catalogue (state);
  guint la = carc_state_get_remaining (state)[ia->type], lb = carc_state_get_remaining (state)[ib->type];
  guint ca = carc_catalogue_get_type (catalogue, ia->type)->count, cb = carc_catalogue_get_type (catalogue, ib->type)->count;

  if (la != lb)
    return la > lb ? -1 : 1;
  if (ca != cb)
    return ca > cb ? -1 : 1;
  if (ia->type != ib->type)
    return ia->type < ib->type ? -1 : 1;
  return ia->rotation < ib->rotation ? -1 : ia->rotation > ib->rotation ? 1 : 0;
}

static void
choose (CarcSpotPopover *self,
        guint            index)
{
  SpotItem item = g_array_index (self->shown, SpotItem, index);

  g_signal_emit (self, signals[TILE_CHOSEN], 0, item.type, item.rotation);
}

static void
child_activated_cb (GtkFlowBox      *flow,
                    GtkFlowBoxChild *child,
                    CarcSpotPopover *self)
{
  int index = gtk_flow_box_child_get_index (child);

  if (index >= 0 && (guint) index < self->shown->len)
    choose (self, (guint) index);
}

static void
search_changed_cb (CarcSpotPopover *self)
{
  g_signal_emit (self, signals[SEARCH_CHANGED], 0);
}

/* Enter in the search: the first tile shown, as it is shown */
static void
search_activate_cb (CarcSpotPopover *self)
{
  if (self->shown->len > 0)
    choose (self, 0);
}

/* Down from the search goes to the first thumbnail (through the flow
 * box's own focus handling, which moves its cursor there too). */
static gboolean
search_key_cb (GtkEventControllerKey *controller,
               guint                  keyval,
               guint                  keycode,
               GdkModifierType        state,
               CarcSpotPopover       *self)
{
  if (keyval != GDK_KEY_Down && keyval != GDK_KEY_KP_Down)
    return FALSE;
  if (self->shown->len == 0)
    return FALSE;
  gtk_widget_child_focus (GTK_WIDGET (self->flow), GTK_DIR_TAB_FORWARD);
  return TRUE;
}

/* Esc in the search (which takes the key before the popover can): the
 * popover closes, backing out of the spot. */
static void
stop_search_cb (CarcSpotPopover *self)
{
  gtk_popover_popdown (GTK_POPOVER (self));
}

static void
pick_clicked_cb (CarcSpotPopover *self)
{
  g_signal_emit (self, signals[PICK_TILE], 0);
}

static void
carc_spot_popover_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), CARC_TYPE_SPOT_POPOVER);
  G_OBJECT_CLASS (carc_spot_popover_parent_class)->dispose (object);
}

static void
carc_spot_popover_finalize (GObject *object)
{
  CarcSpotPopover *self = CARC_SPOT_POPOVER (object);

  g_clear_pointer (&self->items, g_array_unref);
  g_clear_pointer (&self->shown, g_array_unref);
  g_clear_pointer (&self->textures, g_hash_table_unref);
  G_OBJECT_CLASS (carc_spot_popover_parent_class)->finalize (object);
}

static void
carc_spot_popover_class_init (CarcSpotPopoverClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = carc_spot_popover_dispose;
  object_class->finalize = carc_spot_popover_finalize;

  signals[TILE_CHOSEN] = g_signal_new ("tile-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
  signals[SEARCH_CHANGED] = g_signal_new ("search-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[PICK_TILE] = g_signal_new ("pick-tile", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, APP_RESOURCE_PATH "/play/carc-spot-popover.ui");
  gtk_widget_class_bind_template_child (widget_class, CarcSpotPopover, title_label);
  gtk_widget_class_bind_template_child (widget_class, CarcSpotPopover, search);
  gtk_widget_class_bind_template_child (widget_class, CarcSpotPopover, spot_tiles_scroller);
  gtk_widget_class_bind_template_child (widget_class, CarcSpotPopover, flow);
  gtk_widget_class_bind_template_child (widget_class, CarcSpotPopover, empty_label);
  gtk_widget_class_bind_template_child (widget_class, CarcSpotPopover, pick_button);
}

static void
carc_spot_popover_init (CarcSpotPopover *self)
{
  GtkEventController *keys;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->items = g_array_new (FALSE, FALSE, sizeof (SpotItem));
  self->shown = g_array_new (FALSE, FALSE, sizeof (SpotItem));
  self->textures = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);

  g_signal_connect (self->flow, "child-activated", G_CALLBACK (child_activated_cb), self);
  g_signal_connect_swapped (self->search, "search-changed", G_CALLBACK (search_changed_cb), self);
  g_signal_connect_swapped (self->search, "activate", G_CALLBACK (search_activate_cb), self);
  g_signal_connect_swapped (self->search, "stop-search", G_CALLBACK (stop_search_cb), self);
  g_signal_connect_swapped (self->pick_button, "clicked", G_CALLBACK (pick_clicked_cb), self);
  keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (search_key_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->search), keys);
}

GtkWidget *
carc_spot_popover_new (void)
{
  return g_object_new (CARC_TYPE_SPOT_POPOVER, NULL);
}

void
carc_spot_popover_set_spot (CarcSpotPopover *self,
                            const CarcState *state,
                            CarcAssistance   assistance,
                            int              x,
                            int              y,
                            const char      *title,
                            int              max_width,
                            int              max_height)
{
  guint per_line;

  g_return_if_fail (CARC_IS_SPOT_POPOVER (self));

  self->state = state;
  self->assistance = assistance;
  self->x = x;
  self->y = y;
  g_array_set_size (self->items, 0);
  if (state != NULL)
    for (guint i = 0; i < carc_state_get_n_supply_types (state); i++)
      {
        guint type = carc_state_get_supply_types (state)[i];
        guint rotations;

        if (carc_state_get_remaining (state)[type] == 0 || !carc_state_tile_available (state, type))
          continue;
        rotations = carc_coach_rotations_at (state, type, x, y);
        for (guint r = 0; r < 4; r++)
          if (rotations & (1u << r))
            {
              SpotItem item = { type, r };
              g_array_append_val (self->items, item);
            }
      }
  if (state != NULL)
    g_array_sort_with_data (self->items, compare_items, (gpointer) state);
  g_array_set_size (self->shown, 0);
  g_array_append_vals (self->shown, self->items->data, self->items->len);

  gtk_label_set_text (self->title_label, title != NULL ? title : "");
  /* the grid as wide and as high as the room there is (a phone's width),
   * three tiles a row at the least */
  per_line = max_width > 0 ? CLAMP ((max_width - 40) / ITEM_WIDTH, 3, 6) : 6;
  /* as many columns as it takes, at the least too: a flow box in a
   * scrolled window asks for the height of its narrowest layout, a gap
   * under fewer tiles */
  gtk_flow_box_set_min_children_per_line (self->flow, CLAMP (self->items->len, 1, per_line));
  gtk_flow_box_set_max_children_per_line (self->flow, per_line);
  gtk_scrolled_window_set_max_content_height (self->spot_tiles_scroller,
                                              max_height > 0 ? CLAMP (max_height / 2 - 60, 2 * ITEM_WIDTH, 330) : 330);
  g_signal_handlers_block_by_func (self->search, search_changed_cb, self);
  gtk_editable_set_text (GTK_EDITABLE (self->search), "");
  g_signal_handlers_unblock_by_func (self->search, search_changed_cb, self);
  rebuild (self);
}

void
carc_spot_popover_set_matches (CarcSpotPopover *self,
                               const guint     *types,
                               guint            n_types)
{
  g_return_if_fail (CARC_IS_SPOT_POPOVER (self));

  g_array_set_size (self->shown, 0);
  if (types == NULL)
    g_array_append_vals (self->shown, self->items->data, self->items->len);
  else
    for (guint t = 0; t < n_types; t++)
      for (guint i = 0; i < self->items->len; i++)
        if (g_array_index (self->items, SpotItem, i).type == types[t])
          g_array_append_val (self->shown, g_array_index (self->items, SpotItem, i));
  rebuild (self);
}

const char *
carc_spot_popover_get_search_text (CarcSpotPopover *self)
{
  g_return_val_if_fail (CARC_IS_SPOT_POPOVER (self), "");
  return gtk_editable_get_text (GTK_EDITABLE (self->search));
}

guint
carc_spot_popover_get_n_items (CarcSpotPopover *self)
{
  g_return_val_if_fail (CARC_IS_SPOT_POPOVER (self), 0);
  return self->shown->len;
}

gboolean
carc_spot_popover_get_item (CarcSpotPopover *self,
                            guint            index,
                            guint           *type,
                            guint           *rotation)
{
  g_return_val_if_fail (CARC_IS_SPOT_POPOVER (self), FALSE);

  if (index >= self->shown->len)
    return FALSE;
  if (type != NULL)
    *type = g_array_index (self->shown, SpotItem, index).type;
  if (rotation != NULL)
    *rotation = g_array_index (self->shown, SpotItem, index).rotation;
  return TRUE;
}

GtkWidget *
carc_spot_popover_get_item_widget (CarcSpotPopover *self,
                                   guint            index)
{
  g_return_val_if_fail (CARC_IS_SPOT_POPOVER (self), NULL);
  return GTK_WIDGET (gtk_flow_box_get_child_at_index (self->flow, (int) index));
}

gboolean
carc_spot_popover_choose (CarcSpotPopover *self,
                          guint            index)
{
  g_return_val_if_fail (CARC_IS_SPOT_POPOVER (self), FALSE);

  if (self->state == NULL || index >= self->shown->len)
    return FALSE;
  choose (self, index);
  return TRUE;
}
