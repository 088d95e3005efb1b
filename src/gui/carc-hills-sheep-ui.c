/* carc-hills-sheep-ui.c: Hills & Sheep on the screens
 *
 * Its set, the shepherd (name, key, log line, the flock size on a badge
 * beside it on the board), its new-game options and the sheep bag's mix,
 * flocks and vineyards in scorings, the sheep draws and flock decisions in
 * the log, hills and vineyards in tile descriptions, the sheep bag's
 * side-panel section, its prompts (hill, sheep draw, flock) and their
 * actions and keys.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-expansion-ui.h"
#include "carc-flock-prompt.h"
#include "carc-game-session.h"
#include "carc-hill-prompt.h"
#include "carc-hills-sheep.h"
#include "carc-sheep-prompt.h"
#include "carc-sheep-section.h"
#include "carc-tile-painter.h"

static const CarcUiSetName sets[] = {
  /* Translators: the expansion's published title */
  { "hills-and-sheep", N_("Hills & Sheep") },
};

static const CarcUiKindName figures[] = {
  { CARC_FIGURE_SHEPHERD, N_("Shepherd") },
};

static const CarcUiKindName scores[] = {
  { CARC_SCORE_FLOCK, N_("Flocks") },
};

static void
shepherd_shape (cairo_t *cr)
{
  cairo_save (cr);
  cairo_translate (cr, -0.08, 0.02);
  cairo_scale (cr, 0.78, 0.92);
  carc_figure_meeple_path (cr);
  cairo_restore (cr);
}

static void
crook_path (cairo_t *cr)
{
  /* the shepherd's staff with its hook */
  cairo_move_to (cr, 0.36, 0.47);
  cairo_line_to (cr, 0.36, -0.3);
  cairo_arc (cr, 0.28, -0.3, 0.08, 0, G_PI);
  cairo_line_to (cr, 0.2, -0.24);
}

static void
shepherd_behind (cairo_t *cr,
                 double   rim_width)
{
  crook_path (cr);
  cairo_set_line_width (cr, 0.06 + rim_width * 1.4);
  cairo_stroke (cr);
}

static void
shepherd_over (cairo_t       *cr,
               const GdkRGBA *fill)
{
  crook_path (cr);
  cairo_set_source_rgb (cr, fill->red * 0.7, fill->green * 0.7, fill->blue * 0.7);
  cairo_set_line_width (cr, 0.06);
  cairo_stroke (cr);
}

static const CarcUiFigureLook figure_looks[] = {
  { CARC_FIGURE_SHEPHERD, 0.86, FALSE, shepherd_shape, shepherd_behind, shepherd_over },
};

static const CarcUiSetupOption options[] = {
  { "hills-and-sheep", TRUE, CARC_FIGURE_SHEPHERD, N_("Shepherd and sheep bag"), NULL, FALSE },
  { "hills-and-sheep", FALSE, CARC_RULE_HILLS, N_("Hills"), N_("A tile goes under each hill; hills break ties"), FALSE },
  { "hills-and-sheep", FALSE, CARC_RULE_VINEYARDS, N_("Vineyards"), N_("A completed monastery scores 3 more per vineyard beside it"), FALSE },
  { "hills-and-sheep", FALSE, CARC_RULE_HILL_TIE_COUNT, N_("Hill tie-break by count"), N_("In a tie, more followers on hills wins"), TRUE },
};

static char **
bag_choices (void)
{
  const char * const mixes[] = {
    /* Translators: the sheep bag as printed in the Czech big box */
    _("4×1, 5×2, 6×3, 1×4 sheep, 2 wolves (big box)"),
    /* Translators: the sheep bag of the publisher's other editions */
    _("4×1, 5×2, 5×3, 2×4 sheep, 2 wolves (other editions)"),
    NULL
  };

  return g_strdupv ((char **) mixes);
}

static guint
bag_get (const CarcSetup *setup)
{
  return carc_setup_bag_is_other (setup) ? 1 : 0;
}

static void
bag_set (CarcSetup *setup,
         guint      choice)
{
  if (choice == 1)
    carc_setup_set_bag_other (setup);
  else
    carc_setup_set_bag_default (setup);
}

static const CarcUiSetupChoice bag = {
  "hills-and-sheep", N_("Sheep bag"), bag_choices, bag_get, bag_set,
};

static GType (* const sections[]) (void) = {
  carc_sheep_section_get_type,
  NULL,
};

static GType (* const prompts[]) (void) = {
  carc_hill_prompt_get_type,
  carc_sheep_prompt_get_type,
  carc_flock_prompt_get_type,
  NULL,
};

static const char *
token_name (guint token)
{
  switch (token)
    {
    case 0: return _("Wolf");
    case 1: return _("1 sheep");
    case 2: return _("2 sheep");
    case 3: return _("3 sheep");
    case 4: return _("4 sheep");
    default: return "";
    }
}

static char *
figure_on_feature (const char *name,
                   guint       figure,
                   guint       feature)
{
  if (figure != CARC_FIGURE_SHEPHERD)
    return NULL;
  /* Translators: "Anna: shepherd on a field" */
  return feature == CARC_FEATURE_FIELD ? g_strdup_printf (_("%s: shepherd on a field"), name) : NULL;
}

static gboolean
scoring_detail (const CarcScoring *s,
                GString           *text)
{
  if (s->kind != CARC_SCORE_FLOCK)
    return FALSE;
  g_string_append_printf (text, ngettext ("flock, %u sheep", "flock, %u sheep", s->count), s->count);
  return TRUE;
}

static void
scoring_extra (const CarcScoring *s,
               GString           *text)
{
  /* a monastery's count is its vineyards (R-HS-7) */
  if (s->kind == CARC_SCORE_MONASTERY && s->count > 0)
    g_string_append_printf (text, ngettext (", %u vineyard", ", %u vineyards", s->count), s->count);
}

static char *
event_text (const CarcEvent *event,
            const char      *name)
{
  if (event->type == CARC_EVENT_FLOCK)
    return g_strdup_printf (event->value == CARC_FLOCK_FOLD ? _("%s: drives the flock into the fold")
                                                             : _("%s: expands the flock"), name);
  if (event->type == CARC_EVENT_SHEEP)
    {
      if (event->flags & CARC_EVENT_FLAG_APP_DRAW)
        /* Translators: "Anna: drew 3 sheep (drawn by the app)" */
        return g_strdup_printf (_("%s: drew %s (drawn by the app)"), name, token_name (event->value));
      return g_strdup_printf (_("%s: drew %s"), name, token_name (event->value));
    }
  return NULL;
}

static void
tile_parts (const CarcTileType *type,
            GPtrArray          *parts)
{
  if (type->flags & CARC_TILE_FLAG_HILL)
    g_ptr_array_add (parts, (gpointer) _("hill"));
  if (type->flags & CARC_TILE_FLAG_VINEYARD)
    g_ptr_array_add (parts, (gpointer) _("vineyard"));
}

/* The shepherd's flock: how many sheep, so the table sees the flock size
 * without the side panel. */
static char *
figure_badge (const CarcState  *state,
              const CarcFigure *figure)
{
  if (figure->kind != CARC_FIGURE_SHEPHERD)
    return NULL;
  return g_strdup_printf ("%u", carc_sheep_flock_size (state, figure->node));
}

static void
sheep_action (GtkWidget  *widget,
              const char *name,
              GVariant   *param)
{
  CarcEvent event = carc_event_simple (CARC_EVENT_SHEEP, g_variant_get_int32 (param));

  carc_play_page_submit_event ((CarcPlayPage *) widget, &event);
}

static void
flock_action (GtkWidget  *widget,
              const char *name,
              GVariant   *param)
{
  CarcEvent event = carc_event_simple (CARC_EVENT_FLOCK, g_variant_get_int32 (param));

  carc_play_page_submit_event ((CarcPlayPage *) widget, &event);
}

static void
play_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "play.sheep", "i", sheep_action);
  gtk_widget_class_install_action (widget_class, "play.flock", "i", flock_action);

  carc_play_page_add_binding (widget_class, GDK_KEY_s, 0, "play.figure-kind", g_variant_new ("u", CARC_FIGURE_SHEPHERD));
  carc_play_page_add_binding (widget_class, GDK_KEY_e, 0, "play.flock", g_variant_new ("i", CARC_FLOCK_EXPAND));
  carc_play_page_add_binding (widget_class, GDK_KEY_o, 0, "play.flock", g_variant_new ("i", CARC_FLOCK_FOLD));
}

const CarcExpansionUi carc_hills_sheep_ui = {
  .id = "hills-and-sheep",
  .sets = sets,
  .n_sets = G_N_ELEMENTS (sets),
  .figures = figures,
  .n_figures = G_N_ELEMENTS (figures),
  .figure_looks = figure_looks,
  .n_figure_looks = G_N_ELEMENTS (figure_looks),
  .scores = scores,
  .n_scores = G_N_ELEMENTS (scores),
  .options = options,
  .n_options = G_N_ELEMENTS (options),
  .choice = &bag,
  .figure_on_feature = figure_on_feature,
  .scoring_detail = scoring_detail,
  .scoring_extra = scoring_extra,
  .event_text = event_text,
  .tile_parts = tile_parts,
  .figure_badge = figure_badge,
  .sections = sections,
  .prompts = prompts,
  .play_class_init = play_class_init,
};
