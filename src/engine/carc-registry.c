/* carc-registry.c: id-indexed tables built from the descriptors
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-registry.h"

#include <string.h>

#include "carc-expansion.h"

#define MAX_EVENT_KINDS    32
#define MAX_DECISION_KINDS 16
#define MAX_RULES          32

guint8 carc_registry_strength[CARC_MAX_FIGURE_KINDS];
guint  carc_registry_follower_mask;

const CarcFeatureKindInfo         *carc_registry_features[CARC_N_FEATURE_KINDS];
static guint                       feature_of_edge[CARC_N_EDGE_KINDS];
static const CarcFigureKindInfo   *figures[CARC_MAX_FIGURE_KINDS];
static const CarcScoreKindInfo    *scores[CARC_N_SCORE_KINDS];
static const CarcEventKindInfo    *events[MAX_EVENT_KINDS];
static const CarcDecisionKindInfo *decisions[MAX_DECISION_KINDS];
static CarcRuleInfo                rules[MAX_RULES];
static guint n_figures, n_scores, n_events, n_rules;

/* Two descriptors claiming one id, or a gap below a count, is a programming
 * error of the descriptor just added: stop at start-up, naming it. */
static void
claim (gconstpointer *table,
       guint          size,
       guint          id,
       gconstpointer  info,
       const char    *what,
       const char    *owner)
{
  if (id >= size)
    g_error ("%s registers %s id %u, beyond the engine's %u", owner, what, id, size);
  if (table[id] != NULL)
    g_error ("%s registers %s id %u, which another descriptor already has", owner, what, id);
  table[id] = info;
}

static int
compare_rules (gconstpointer a,
               gconstpointer b)
{
  guint ra = ((const CarcRuleInfo *) a)->rule, rb = ((const CarcRuleInfo *) b)->rule;
  return ra < rb ? -1 : ra > rb;
}

static gpointer
build_tables (gpointer user_data G_GNUC_UNUSED)
{
  guint n;
  const CarcExpansion * const *all = carc_expansions_all (&n);

  for (guint i = 0; i < n; i++)
    {
      const CarcExpansion *exp = all[i];

      for (guint k = 0; k < exp->n_features; k++)
        {
          const CarcFeatureKindInfo *f = &exp->features[k];
          claim ((gconstpointer *) carc_registry_features, CARC_N_FEATURE_KINDS, f->id, f, "feature kind", exp->id);
          if (f->edge_kind >= CARC_N_EDGE_KINDS)
            g_error ("%s registers feature kind %u with edge kind %u, beyond %u",
                     exp->id, f->id, f->edge_kind, CARC_N_EDGE_KINDS);
          /* the first kind showing an edge kind names it (fields: field) */
          if (feature_of_edge[f->edge_kind] == 0 && (f->edge_kind != 0 || f->id == CARC_FEATURE_FIELD))
            feature_of_edge[f->edge_kind] = f->id;
        }

      for (guint k = 0; k < exp->n_figures; k++)
        {
          const CarcFigureKindInfo *f = &exp->figures[k];
          claim ((gconstpointer *) figures, CARC_MAX_FIGURE_KINDS, f->id, f, "figure", exp->id);
          carc_registry_strength[f->id] = f->strength;
          if (f->strength > 0)
            carc_registry_follower_mask |= 1u << f->id;
          n_figures = MAX (n_figures, f->id + 1);
        }
      for (guint k = 0; k < exp->n_scores; k++)
        {
          claim ((gconstpointer *) scores, CARC_N_SCORE_KINDS, exp->scores[k].id, &exp->scores[k],
                 "score kind", exp->id);
          n_scores = MAX (n_scores, exp->scores[k].id + 1);
        }
      for (guint k = 0; k < exp->n_events; k++)
        {
          claim ((gconstpointer *) events, MAX_EVENT_KINDS, exp->events[k].id, &exp->events[k],
                 "event", exp->id);
          n_events = MAX (n_events, exp->events[k].id + 1);
        }
      for (guint k = 0; k < exp->n_decisions; k++)
        {
          claim ((gconstpointer *) decisions, MAX_DECISION_KINDS, exp->decisions[k].id,
                 &exp->decisions[k], "decision", exp->id);
          /* a decision nobody can answer would stop every game that owes it */
          if (exp->decisions[k].random == NULL || exp->decisions[k].list == NULL)
            g_error ("%s registers decision “%s” without its random answer or its list of answers",
                     exp->id, exp->decisions[k].name);
        }
      for (guint k = 0; k < exp->n_rules; k++)
        {
          for (guint j = 0; j < n_rules; j++)
            if (rules[j].rule & exp->rules[k].rule)
              g_error ("%s registers rule bit %#x, which another descriptor already has",
                       exp->id, exp->rules[k].rule);
          if (n_rules == MAX_RULES)
            g_error ("%s registers more rules than the engine holds", exp->id);
          rules[n_rules++] = exp->rules[k];
        }
    }
  qsort (rules, n_rules, sizeof rules[0], compare_rules);

  /* The statically sized slots (setup figures, points per kind, the store's
   * columns) must match what is registered, with no gap. */
  if (n_figures != CARC_N_FIGURE_KINDS || n_scores != CARC_N_SCORE_KINDS
      || n_events != CARC_N_EVENT_TYPES)
    g_error ("registered %u figure, %u score and %u event kinds; the engine is built for %u, %u, %u",
             n_figures, n_scores, n_events, CARC_N_FIGURE_KINDS, CARC_N_SCORE_KINDS, CARC_N_EVENT_TYPES);
  for (guint k = 0; k < CARC_N_FEATURE_KINDS; k++)
    if (carc_registry_features[k] == NULL)
      g_error ("no descriptor registers feature kind %u", k);
  for (guint k = 0; k < n_figures; k++)
    if (figures[k] == NULL)
      g_error ("no descriptor registers figure kind %u", k);
  for (guint k = 0; k < n_scores; k++)
    if (scores[k] == NULL)
      g_error ("no descriptor registers score kind %u", k);
  for (guint k = 0; k < n_events; k++)
    if (events[k] == NULL)
      g_error ("no descriptor registers event kind %u", k);
  return NULL;
}

void
carc_registry_init (void)
{
  static GOnce once = G_ONCE_INIT;
  g_once (&once, build_tables, NULL);
}

const CarcExpansion * const *
carc_registry_all (guint *n)
{
  return carc_expansions_all (n);
}

const CarcExpansion *
carc_registry_set_owner (const char *set_id)
{
  guint n;
  const CarcExpansion * const *all = carc_expansions_all (&n);

  for (guint i = 0; i < n; i++)
    for (guint k = 0; all[i]->sets && all[i]->sets[k]; k++)
      if (strcmp (all[i]->sets[k], set_id) == 0)
        return all[i];
  return NULL;
}

guint
carc_registry_n_figure_kinds (void)
{
  carc_registry_init ();
  return n_figures;
}

guint
carc_registry_n_score_kinds (void)
{
  carc_registry_init ();
  return n_scores;
}

guint
carc_registry_n_event_kinds (void)
{
  carc_registry_init ();
  return n_events;
}

const CarcFeatureKindInfo *
carc_registry_feature (guint id)
{
  carc_registry_init ();
  return id < CARC_N_FEATURE_KINDS ? carc_registry_features[id] : NULL;
}

gboolean
carc_registry_feature_parse (const char *name,
                             guint      *id)
{
  carc_registry_init ();
  for (guint k = 0; name && k < CARC_N_FEATURE_KINDS; k++)
    if (strcmp (carc_registry_features[k]->name, name) == 0)
      {
        *id = k;
        return TRUE;
      }
  return FALSE;
}

guint
carc_registry_feature_of_edge (guint edge_kind)
{
  carc_registry_init ();
  return feature_of_edge[edge_kind & (CARC_N_EDGE_KINDS - 1)];
}

const CarcFigureKindInfo *
carc_registry_figure (guint id)
{
  carc_registry_init ();
  return id < CARC_MAX_FIGURE_KINDS ? figures[id] : NULL;
}

const CarcScoreKindInfo *
carc_registry_score (guint id)
{
  carc_registry_init ();
  return id < CARC_N_SCORE_KINDS ? scores[id] : NULL;
}

const CarcEventKindInfo *
carc_registry_event (guint id)
{
  carc_registry_init ();
  return id < MAX_EVENT_KINDS ? events[id] : NULL;
}

const CarcDecisionKindInfo *
carc_registry_decision (guint id)
{
  carc_registry_init ();
  return id < MAX_DECISION_KINDS ? decisions[id] : NULL;
}

gboolean
carc_registry_figure_parse (const char *name,
                            guint      *id)
{
  carc_registry_init ();
  for (guint k = 0; name && k < n_figures; k++)
    if (strcmp (figures[k]->name, name) == 0)
      {
        *id = k;
        return TRUE;
      }
  return FALSE;
}

gboolean
carc_registry_figure_from_jcz (const char *jcz_name,
                               guint      *id)
{
  carc_registry_init ();
  for (guint k = 0; jcz_name && k < n_figures; k++)
    if (figures[k]->jcz_name && strcmp (figures[k]->jcz_name, jcz_name) == 0)
      {
        *id = k;
        return TRUE;
      }
  return FALSE;
}

gboolean
carc_registry_score_parse (const char *name,
                           guint      *id)
{
  carc_registry_init ();
  for (guint k = 0; name && k < n_scores; k++)
    if (strcmp (scores[k]->name, name) == 0)
      {
        *id = k;
        return TRUE;
      }
  return FALSE;
}

const char *
carc_registry_score_detail (guint kind,
                            guint detail)
{
  const CarcScoreKindInfo *info = carc_registry_score (kind);
  CarcScoring scoring = { 0 };

  if (info == NULL || info->detail == NULL)
    return NULL;
  scoring.kind = (guint8) kind;
  scoring.detail = (guint8) detail;
  return info->detail (&scoring);
}

gboolean
carc_registry_event_parse (const char *name,
                           guint      *id)
{
  carc_registry_init ();
  for (guint k = 0; name && k < n_events; k++)
    if (strcmp (events[k]->name, name) == 0)
      {
        *id = k;
        return TRUE;
      }
  return FALSE;
}

const CarcRuleInfo *
carc_registry_rules (guint *n)
{
  carc_registry_init ();
  *n = n_rules;
  return rules;
}

gboolean
carc_registry_rule_parse (const char *name,
                          guint      *rule)
{
  carc_registry_init ();
  for (guint k = 0; name && k < n_rules; k++)
    if (strcmp (rules[k].name, name) == 0)
      {
        *rule = rules[k].rule;
        return TRUE;
      }
  return FALSE;
}

gboolean
carc_registry_rule_from_jcz (const char *jcz_name,
                             guint      *rule)
{
  carc_registry_init ();
  for (guint k = 0; jcz_name && k < n_rules; k++)
    if (rules[k].jcz_name && strcmp (rules[k].jcz_name, jcz_name) == 0)
      {
        *rule = rules[k].rule;
        return TRUE;
      }
  return FALSE;
}

const CarcJczMessageInfo *
carc_registry_jcz_message (const char *type)
{
  guint n;
  const CarcExpansion * const *all = carc_expansions_all (&n);

  for (guint i = 0; type && i < n; i++)
    for (guint k = 0; k < all[i]->n_jcz_messages; k++)
      if (strcmp (all[i]->jcz_messages[k].type, type) == 0)
        return &all[i]->jcz_messages[k];
  return NULL;
}

const CarcRuleInfo *
carc_registry_rule_from_jcz_rule (const char *jcz_rule)
{
  carc_registry_init ();
  for (guint k = 0; jcz_rule && k < n_rules; k++)
    if (rules[k].jcz_rule && strcmp (rules[k].jcz_rule, jcz_rule) == 0)
      return &rules[k];
  return NULL;
}
