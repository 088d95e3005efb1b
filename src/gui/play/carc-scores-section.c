/* carc-scores-section.c: scores, track positions, supplies and tokens
 *
 * One row per player in seat order: colour, name, score (and in the coach
 * level the projected final score, "124 (178)"), where the marker stands
 * on the 50-space track, the figures left in supply and the expansions'
 * lines (tokens; CarcExpansionUi.supply_line). During
 * a correction, all of it as it was just before the entry being corrected,
 * the moment the board shows, and says so.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carc-expansion-ui.h"
#include "carc-format.h"
#include "carc-scores-section.h"

typedef struct {
  GtkWidget *name;
  GtkWidget *score;
  GtkWidget *track;
  GtkWidget *figures;
} PlayerRow;

struct _CarcScoresSection
{
  GtkBox      parent_instance;

  GtkWidget  *grid;
  GtkWidget  *supply_label;
  GtkWidget  *moment_label;
  PlayerRow   rows[CARC_MAX_PLAYERS];
  guint       n_rows;
  const CarcSetup *setup;
};

static void carc_scores_section_iface_init (CarcPlaySectionInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CarcScoresSection, carc_scores_section, GTK_TYPE_BOX,
                               G_IMPLEMENT_INTERFACE (CARC_TYPE_PLAY_SECTION, carc_scores_section_iface_init))

static void
rebuild (CarcScoresSection *self,
         const CarcSetup   *setup)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->grid)) != NULL)
    gtk_grid_remove (GTK_GRID (self->grid), child);

  self->setup = setup;
  self->n_rows = setup->n_players;
  for (guint p = 0; p < setup->n_players; p++)
    {
      PlayerRow *row = &self->rows[p];

      gtk_grid_attach (GTK_GRID (self->grid), carc_play_section_colour_chip (setup, p), 0, 2 * p, 1, 1);
      row->name = gtk_label_new (setup->players[p].name);
      gtk_label_set_xalign (GTK_LABEL (row->name), 0);
      gtk_label_set_ellipsize (GTK_LABEL (row->name), PANGO_ELLIPSIZE_END);
      gtk_widget_set_hexpand (row->name, TRUE);
      gtk_grid_attach (GTK_GRID (self->grid), row->name, 1, 2 * p, 1, 1);

      row->score = gtk_label_new ("0");
      gtk_label_set_xalign (GTK_LABEL (row->score), 1);
      gtk_widget_add_css_class (row->score, "score");
      gtk_widget_add_css_class (row->score, "numeric");
      gtk_grid_attach (GTK_GRID (self->grid), row->score, 2, 2 * p, 1, 1);

      row->track = gtk_label_new ("");
      gtk_label_set_xalign (GTK_LABEL (row->track), 1);
      gtk_widget_add_css_class (row->track, "dim-label");
      gtk_widget_add_css_class (row->track, "caption");
      gtk_grid_attach (GTK_GRID (self->grid), row->track, 2, 2 * p + 1, 1, 1);

      row->figures = gtk_label_new ("");
      gtk_label_set_xalign (GTK_LABEL (row->figures), 0);
      gtk_label_set_wrap (GTK_LABEL (row->figures), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (row->figures), 28);
      gtk_label_set_width_chars (GTK_LABEL (row->figures), 20);
      gtk_widget_add_css_class (row->figures, "dim-label");
      gtk_widget_add_css_class (row->figures, "caption");
      gtk_grid_attach (GTK_GRID (self->grid), row->figures, 1, 2 * p + 1, 1, 1);
    }
}

static void
carc_scores_section_update (CarcPlaySection       *section,
                            const CarcPlayContext *context)
{
  CarcScoresSection *self = CARC_SCORES_SECTION (section);
  /* the state the board shows: during a correction, the corrected moment */
  const CarcState *state = context->state != NULL ? context->state
                                                  : carc_game_session_get_state (context->session);
  const CarcSetup *setup = carc_state_get_setup (state);
  guint n_ui;
  const CarcExpansionUi * const *ui = carc_expansions_ui_all (&n_ui);

  gtk_widget_set_visible (self->moment_label, context->correcting);

  if (self->setup != setup || self->n_rows != setup->n_players)
    rebuild (self, setup);

  for (guint p = 0; p < carc_state_get_n_players (state); p++)
    {
      PlayerRow *row = &self->rows[p];
      GString *figures = g_string_new (NULL);
      g_autofree char *score = NULL;
      g_autofree char *track = NULL;
      g_autofree char *score_a11y = NULL;

      score = carc_format_score (carc_state_get_players (state)[p].score,
                                 context->projected != NULL ? context->projected[p] : -1);
      gtk_label_set_text (GTK_LABEL (row->score), score);
      track = carc_format_track (carc_state_get_players (state)[p].score);
      gtk_label_set_text (GTK_LABEL (row->track), track);

      for (guint k = 0; k < CARC_N_FIGURE_KINDS; k++)
        if (setup->figures[k] > 0)
          {
            if (figures->len > 0)
              g_string_append (figures, " · ");
            /* Translators: figures in a player's supply: "Follower 5/7" */
            g_string_append_printf (figures, _("%s %u/%u"), carc_figure_kind_display_name_in (setup, k),
                                    carc_state_figures_in_supply (state, p, k), setup->figures[k]);
          }
      /* the expansions' lines (tokens) */
      for (guint e = 0; e < n_ui; e++)
        {
          g_autofree char *line = ui[e]->supply_line != NULL ? ui[e]->supply_line (state, p) : NULL;

          if (line == NULL)
            continue;
          g_string_append_c (figures, '\n');
          g_string_append (figures, line);
        }
      gtk_label_set_text (GTK_LABEL (row->figures), figures->str);
      g_string_free (figures, TRUE);

      if (p == carc_state_get_player (state) && carc_state_get_phase (state) != CARC_PHASE_OVER)
        gtk_widget_add_css_class (row->name, "heading");
      else
        gtk_widget_remove_css_class (row->name, "heading");
    }

  if (context->assistance == CARC_ASSISTANCE_RECORD)
    gtk_widget_set_visible (self->supply_label, FALSE);
  else
    {
      g_autofree char *text = NULL;
      guint left = carc_state_supply_count (state);

      text = carc_expansions_ui_tiles_left (state);
      if (text != NULL)
        ;
      else if (carc_state_get_supply_hidden (state) > 0)
        text = g_strdup_printf (ngettext ("%u tile left (%u under hills)", "%u tiles left (%u under hills)", left),
                                left, carc_state_get_supply_hidden (state));
      else
        text = g_strdup_printf (ngettext ("%u tile left", "%u tiles left", left), left);
      /* an expansion's own stack beside it ("3 tower tiles") */
      for (guint e = 0; e < n_ui; e++)
        {
          g_autofree char *note = ui[e]->supply_note != NULL ? ui[e]->supply_note (state) : NULL;

          if (note != NULL)
            {
              char *longer = g_strdup_printf ("%s · %s", text, note);

              g_free (text);
              text = longer;
            }
        }
      gtk_label_set_text (GTK_LABEL (self->supply_label), text);
      gtk_widget_set_visible (self->supply_label, TRUE);
    }
}

static void
carc_scores_section_iface_init (CarcPlaySectionInterface *iface)
{
  iface->update = carc_scores_section_update;
}

static void
carc_scores_section_class_init (CarcScoresSectionClass *klass)
{
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "carcscoressection");
}

static void
carc_scores_section_init (CarcScoresSection *self)
{
  carc_play_section_init_side (GTK_BOX (self), _("Scores"), 6);

  self->grid = gtk_grid_new ();
  gtk_grid_set_column_spacing (GTK_GRID (self->grid), 8);
  gtk_grid_set_row_spacing (GTK_GRID (self->grid), 2);
  self->moment_label = gtk_label_new (_("As they were before the entry being corrected"));
  gtk_label_set_xalign (GTK_LABEL (self->moment_label), 0);
  gtk_label_set_wrap (GTK_LABEL (self->moment_label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (self->moment_label), 30);
  gtk_widget_add_css_class (self->moment_label, "caption");
  gtk_widget_add_css_class (self->moment_label, "accent");
  gtk_widget_add_css_class (self->moment_label, "correction-moment");
  gtk_widget_set_visible (self->moment_label, FALSE);
  gtk_box_append (GTK_BOX (self), self->moment_label);

  gtk_box_append (GTK_BOX (self), self->grid);

  self->supply_label = gtk_label_new ("");
  gtk_label_set_xalign (GTK_LABEL (self->supply_label), 0);
  gtk_widget_add_css_class (self->supply_label, "dim-label");
  gtk_box_append (GTK_BOX (self), self->supply_label);
}
