/* carc-history-item.c: one game in History's list
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "carc-history-item.h"

struct _CarcHistoryItem
{
  GObject               parent_instance;

  gint64                key;
  CarcStoreGameSummary *summary;
  char                 *heading;
  gboolean              first;
  gboolean              last;
};

G_DEFINE_FINAL_TYPE (CarcHistoryItem, carc_history_item, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_SUMMARY,
  PROP_HEADING,
  PROP_FIRST,
  PROP_LAST,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
carc_history_item_finalize (GObject *object)
{
  CarcHistoryItem *self = CARC_HISTORY_ITEM (object);

  g_clear_pointer (&self->summary, carc_store_game_summary_free);
  g_clear_pointer (&self->heading, g_free);

  G_OBJECT_CLASS (carc_history_item_parent_class)->finalize (object);
}

static void
carc_history_item_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  CarcHistoryItem *self = CARC_HISTORY_ITEM (object);

  switch (prop_id)
    {
    case PROP_SUMMARY:
      g_value_set_pointer (value, self->summary);
      break;
    case PROP_HEADING:
      g_value_set_string (value, self->heading);
      break;
    case PROP_FIRST:
      g_value_set_boolean (value, self->first);
      break;
    case PROP_LAST:
      g_value_set_boolean (value, self->last);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carc_history_item_class_init (CarcHistoryItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = carc_history_item_finalize;
  object_class->get_property = carc_history_item_get_property;

  properties[PROP_SUMMARY] =
    g_param_spec_pointer ("summary", NULL, NULL,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HEADING] =
    g_param_spec_string ("heading", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FIRST] =
    g_param_spec_boolean ("first", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LAST] =
    g_param_spec_boolean ("last", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
carc_history_item_init (CarcHistoryItem *self)
{
}

CarcHistoryItem *
carc_history_item_new (gint64                key,
                       CarcStoreGameSummary *summary)
{
  CarcHistoryItem *self = g_object_new (CARC_TYPE_HISTORY_ITEM, NULL);

  self->key = key;
  self->summary = summary;
  return self;
}

gint64
carc_history_item_get_key (CarcHistoryItem *self)
{
  g_return_val_if_fail (CARC_IS_HISTORY_ITEM (self), 0);

  return self->key;
}

const char *
carc_history_item_get_id (CarcHistoryItem *self)
{
  g_return_val_if_fail (CARC_IS_HISTORY_ITEM (self), NULL);

  return self->summary != NULL ? self->summary->id : NULL;
}

const CarcStoreGameSummary *
carc_history_item_get_summary (CarcHistoryItem *self)
{
  g_return_val_if_fail (CARC_IS_HISTORY_ITEM (self), NULL);

  return self->summary;
}

void
carc_history_item_set_summary (CarcHistoryItem      *self,
                               CarcStoreGameSummary *summary)
{
  g_return_if_fail (CARC_IS_HISTORY_ITEM (self));

  g_clear_pointer (&self->summary, carc_store_game_summary_free);
  self->summary = summary;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SUMMARY]);
}

const char *
carc_history_item_get_heading (CarcHistoryItem *self)
{
  g_return_val_if_fail (CARC_IS_HISTORY_ITEM (self), NULL);

  return self->heading;
}

gboolean
carc_history_item_get_first (CarcHistoryItem *self)
{
  g_return_val_if_fail (CARC_IS_HISTORY_ITEM (self), FALSE);

  return self->first;
}

gboolean
carc_history_item_get_last (CarcHistoryItem *self)
{
  g_return_val_if_fail (CARC_IS_HISTORY_ITEM (self), FALSE);

  return self->last;
}

void
carc_history_item_set_place (CarcHistoryItem *self,
                             const char      *heading,
                             gboolean         first,
                             gboolean         last)
{
  g_return_if_fail (CARC_IS_HISTORY_ITEM (self));

  g_object_freeze_notify (G_OBJECT (self));
  if (g_strcmp0 (self->heading, heading) != 0)
    {
      g_free (self->heading);
      self->heading = g_strdup (heading);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HEADING]);
    }
  if (self->first != first)
    {
      self->first = first;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FIRST]);
    }
  if (self->last != last)
    {
      self->last = last;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LAST]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}
