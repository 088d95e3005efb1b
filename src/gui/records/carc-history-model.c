/* carc-history-model.c: History's games as a list model, read a page at a time
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <time.h>

#include "carc-history-format.h"
#include "carc-history-model.h"

/* A month not worked out yet. */
#define MONTH_UNKNOWN G_MININT

typedef struct {
  gint64 key;
  gint64 time;
  int    month;   /* local year × 12 + month, or MONTH_UNKNOWN */
} Entry;

struct _CarcHistoryModel
{
  GObject             parent_instance;

  CarcStore          *store;
  gulong              changed_id;
  char               *search;
  CarcStoreListFlags  flags;

  GArray             *entries;     /* Entry, in the list's order */
  GHashTable         *items;       /* key (gint64 *) → CarcHistoryItem, the ones read */
  guint               n_read;

  gboolean            following;
  gboolean            pending_all; /* a change to many games waits */
  GHashTable         *pending;     /* game ids whose changes wait */
};

static void carc_history_model_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CarcHistoryModel, carc_history_model, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, carc_history_model_list_model_init))

enum {
  LOAD_FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
report (CarcHistoryModel *self,
        const GError     *error)
{
  g_signal_emit (self, signals[LOAD_FAILED], 0, error);
}

static gboolean
grouped (CarcHistoryModel *self)
{
  return (self->flags & CARC_STORE_LIST_DELETED) == 0;
}

static int
month_of (Entry *entry)
{
  if (entry->month == MONTH_UNKNOWN)
    {
      time_t seconds = (time_t) (entry->time / G_USEC_PER_SEC);
      struct tm local;

      if (localtime_r (&seconds, &local) != NULL)
        entry->month = (local.tm_year + 1900) * 12 + local.tm_mon;
      else
        entry->month = 0;
    }
  return entry->month;
}

static Entry *
entry_at (CarcHistoryModel *self,
          guint             position)
{
  return &g_array_index (self->entries, Entry, position);
}

/* The heading over @position and whether it ends its group. */
static void
place_of (CarcHistoryModel  *self,
          guint              position,
          char             **heading,
          gboolean          *first,
          gboolean          *last)
{
  guint n = self->entries->len;
  Entry *entry = entry_at (self, position);

  *heading = NULL;
  if (!grouped (self))
    {
      *first = position == 0;
      *last = position + 1 == n;
      return;
    }
  *first = position == 0 || month_of (entry_at (self, position - 1)) != month_of (entry);
  if (*first)
    *heading = carc_history_format_month (entry->time);
  *last = position + 1 == n || month_of (entry_at (self, position + 1)) != month_of (entry);
}

static void
update_place (CarcHistoryModel *self,
              guint             position)
{
  CarcHistoryItem *item;
  g_autofree char *heading = NULL;
  gboolean first, last;

  if (position >= self->entries->len)
    return;
  item = g_hash_table_lookup (self->items, &entry_at (self, position)->key);
  if (item == NULL)
    return;
  place_of (self, position, &heading, &first, &last);
  carc_history_item_set_place (item, heading, first, last);
}

static void
keep_item (CarcHistoryModel *self,
           CarcHistoryItem  *item)
{
  gint64 *key = g_new (gint64, 1);

  *key = carc_history_item_get_key (item);
  g_hash_table_replace (self->items, key, item);
}

/* Reads the summaries of the page around @position that are not read yet. */
static void
read_page (CarcHistoryModel *self,
           guint             position)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) keys = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GPtrArray) summaries = NULL;
  guint first = position - position % CARC_HISTORY_MODEL_PAGE;
  guint end = MIN (first + CARC_HISTORY_MODEL_PAGE, self->entries->len);

  for (guint i = first; i < end; i++)
    if (!g_hash_table_contains (self->items, &entry_at (self, i)->key))
      g_array_append_val (keys, entry_at (self, i)->key);
  if (keys->len == 0)
    return;

  if (self->store != NULL)
    summaries = carc_store_get_game_summaries (self->store, (const gint64 *) keys->data, keys->len, &error);
  if (error != NULL)
    report (self, error);
  for (guint i = 0; i < keys->len; i++)
    {
      /* a game gone meanwhile (another program's change) still has a row,
       * which says so, until the list is read again */
      CarcStoreGameSummary *summary = summaries != NULL ? g_steal_pointer (&summaries->pdata[i]) : NULL;

      keep_item (self, carc_history_item_new (g_array_index (keys, gint64, i), summary));
    }
  self->n_read += keys->len;
}

/* ---- GListModel ---- */

static GType
carc_history_model_get_item_type (GListModel *model)
{
  return CARC_TYPE_HISTORY_ITEM;
}

static guint
carc_history_model_get_n_items (GListModel *model)
{
  return CARC_HISTORY_MODEL (model)->entries->len;
}

static gpointer
carc_history_model_get_item (GListModel *model,
                             guint       position)
{
  CarcHistoryModel *self = CARC_HISTORY_MODEL (model);
  CarcHistoryItem *item;
  Entry *entry;

  if (position >= self->entries->len)
    return NULL;
  entry = entry_at (self, position);
  item = g_hash_table_lookup (self->items, &entry->key);
  if (item == NULL)
    {
      read_page (self, position);
      item = g_hash_table_lookup (self->items, &entry->key);
    }
  update_place (self, position);
  return g_object_ref (item);
}

static void
carc_history_model_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = carc_history_model_get_item_type;
  iface->get_n_items = carc_history_model_get_n_items;
  iface->get_item = carc_history_model_get_item;
}

/* ---- following the store ---- */

static int
find_key (CarcHistoryModel *self,
          gint64            key)
{
  for (guint i = 0; i < self->entries->len; i++)
    if (entry_at (self, i)->key == key)
      return (int) i;
  return -1;
}

/* Where an entry of @time and @key goes: newest first, then by key,
 * as the store orders them. */
static guint
insertion_point (CarcHistoryModel *self,
                 gint64            time,
                 gint64            key)
{
  guint low = 0, high = self->entries->len;

  while (low < high)
    {
      guint middle = low + (high - low) / 2;
      Entry *entry = entry_at (self, middle);

      if (entry->time > time || (entry->time == time && entry->key > key))
        low = middle + 1;
      else
        high = middle;
    }
  return low;
}

static void
remove_at (CarcHistoryModel *self,
           guint             position)
{
  gint64 key = entry_at (self, position)->key;

  g_array_remove_index (self->entries, position);
  g_hash_table_remove (self->items, &key);
  g_list_model_items_changed (G_LIST_MODEL (self), position, 1, 0);
  /* the neighbours may now begin or end a month */
  if (position > 0)
    update_place (self, position - 1);
  update_place (self, position);
}

static void
insert_at (CarcHistoryModel     *self,
           guint                 position,
           const CarcStoreGameKey *key)
{
  Entry entry = { key->key, key->time, MONTH_UNKNOWN };

  g_array_insert_val (self->entries, position, entry);
  g_list_model_items_changed (G_LIST_MODEL (self), position, 0, 1);
  if (position > 0)
    update_place (self, position - 1);
  update_place (self, position + 1);
}

/* The summary of the game of @key, read again, for its item if it has one. */
static void
read_again (CarcHistoryModel *self,
            gint64            key)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) summaries = NULL;
  CarcHistoryItem *item = g_hash_table_lookup (self->items, &key);

  if (item == NULL)
    return;
  summaries = carc_store_get_game_summaries (self->store, &key, 1, &error);
  if (summaries == NULL)
    {
      report (self, error);
      return;
    }
  carc_history_item_set_summary (item, g_steal_pointer (&summaries->pdata[0]));
  self->n_read++;
}

static CarcHistoryItem *
find_item (CarcHistoryModel *self,
           const char       *game_id)
{
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, self->items);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    if (g_strcmp0 (carc_history_item_get_id (value), game_id) == 0)
      return value;
  return NULL;
}

static void
apply_change (CarcHistoryModel *self,
              const char       *game_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) found = NULL;
  const CarcStoreGameKey *listed = NULL;
  gint64 key = 0;
  int position;

  found = carc_store_list_game_keys (self->store, self->search, self->flags, game_id, &error);
  if (found == NULL)
    {
      report (self, error);
      return;
    }
  if (found->len > 0)
    {
      listed = &g_array_index (found, CarcStoreGameKey, 0);
      key = listed->key;
    }
  else if (!carc_store_get_game_key (self->store, game_id, &key, NULL))
    {
      /* gone for good: its key is known only if its item was read */
      CarcHistoryItem *item = find_item (self, game_id);

      if (item == NULL)
        {
          /* never shown: it may still be among the entries */
          carc_history_model_reload (self);
          return;
        }
      key = carc_history_item_get_key (item);
    }

  position = find_key (self, key);
  if (position >= 0 && listed != NULL && entry_at (self, (guint) position)->time == listed->time)
    read_again (self, key);
  else
    {
      if (position >= 0)
        remove_at (self, (guint) position);
      if (listed != NULL)
        insert_at (self, insertion_point (self, listed->time, listed->key), listed);
    }
}

static void
store_changed_cb (CarcHistoryModel *self,
                  const char       *game_id)
{
  if (!self->following)
    {
      if (game_id == NULL)
        self->pending_all = TRUE;
      else
        g_hash_table_add (self->pending, g_strdup (game_id));
      return;
    }
  if (game_id == NULL)
    carc_history_model_reload (self);
  else
    apply_change (self, game_id);
}

/* ---- the object ---- */

static void
carc_history_model_dispose (GObject *object)
{
  CarcHistoryModel *self = CARC_HISTORY_MODEL (object);

  if (self->store != NULL)
    g_clear_signal_handler (&self->changed_id, self->store);
  g_clear_object (&self->store);

  G_OBJECT_CLASS (carc_history_model_parent_class)->dispose (object);
}

static void
carc_history_model_finalize (GObject *object)
{
  CarcHistoryModel *self = CARC_HISTORY_MODEL (object);

  g_clear_pointer (&self->search, g_free);
  g_clear_pointer (&self->entries, g_array_unref);
  g_clear_pointer (&self->items, g_hash_table_unref);
  g_clear_pointer (&self->pending, g_hash_table_unref);

  G_OBJECT_CLASS (carc_history_model_parent_class)->finalize (object);
}

static void
carc_history_model_class_init (CarcHistoryModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = carc_history_model_dispose;
  object_class->finalize = carc_history_model_finalize;

  signals[LOAD_FAILED] =
    g_signal_new ("load-failed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_ERROR | G_SIGNAL_TYPE_STATIC_SCOPE);
}

static void
carc_history_model_init (CarcHistoryModel *self)
{
  self->entries = g_array_new (FALSE, FALSE, sizeof (Entry));
  self->items = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_object_unref);
  self->pending = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->following = TRUE;
}

CarcHistoryModel *
carc_history_model_new (void)
{
  return g_object_new (CARC_TYPE_HISTORY_MODEL, NULL);
}

void
carc_history_model_set_store (CarcHistoryModel *self,
                              CarcStore        *store)
{
  g_return_if_fail (CARC_IS_HISTORY_MODEL (self));
  g_return_if_fail (store == NULL || CARC_IS_STORE (store));

  if (self->store == store)
    return;
  if (self->store != NULL)
    g_clear_signal_handler (&self->changed_id, self->store);
  g_set_object (&self->store, store);
  if (self->store != NULL)
    self->changed_id = g_signal_connect_swapped (self->store, "changed", G_CALLBACK (store_changed_cb), self);
  g_hash_table_remove_all (self->items);
  g_hash_table_remove_all (self->pending);
  self->pending_all = FALSE;
  if (self->following)
    carc_history_model_reload (self);
  else
    self->pending_all = TRUE;
}

CarcStore *
carc_history_model_get_store (CarcHistoryModel *self)
{
  g_return_val_if_fail (CARC_IS_HISTORY_MODEL (self), NULL);

  return self->store;
}

void
carc_history_model_set_search (CarcHistoryModel *self,
                               const char       *search)
{
  g_return_if_fail (CARC_IS_HISTORY_MODEL (self));

  if (search != NULL && search[0] == '\0')
    search = NULL;
  if (g_strcmp0 (self->search, search) == 0)
    return;
  g_free (self->search);
  self->search = g_strdup (search);
  carc_history_model_reload (self);
}

const char *
carc_history_model_get_search (CarcHistoryModel *self)
{
  g_return_val_if_fail (CARC_IS_HISTORY_MODEL (self), NULL);

  return self->search;
}

void
carc_history_model_set_flags (CarcHistoryModel   *self,
                              CarcStoreListFlags  flags)
{
  g_return_if_fail (CARC_IS_HISTORY_MODEL (self));

  if (self->flags == flags)
    return;
  self->flags = flags;
  /* the same games have other places (a heading or none) */
  g_hash_table_remove_all (self->items);
  carc_history_model_reload (self);
}

CarcStoreListFlags
carc_history_model_get_flags (CarcHistoryModel *self)
{
  g_return_val_if_fail (CARC_IS_HISTORY_MODEL (self), 0);

  return self->flags;
}

void
carc_history_model_set_following (CarcHistoryModel *self,
                                  gboolean          following)
{
  g_autoptr(GPtrArray) ids = NULL;

  g_return_if_fail (CARC_IS_HISTORY_MODEL (self));

  if (self->following == following)
    return;
  self->following = following;
  if (!following)
    return;

  if (self->pending_all)
    {
      g_hash_table_remove_all (self->pending);
      carc_history_model_reload (self);
      return;
    }
  ids = g_ptr_array_new_with_free_func (g_free);
  {
    GHashTableIter iter;
    gpointer id;

    g_hash_table_iter_init (&iter, self->pending);
    while (g_hash_table_iter_next (&iter, &id, NULL))
      g_ptr_array_add (ids, g_strdup (id));
    g_hash_table_remove_all (self->pending);
  }
  for (guint i = 0; self->store != NULL && i < ids->len; i++)
    apply_change (self, ids->pdata[i]);
}

void
carc_history_model_reload (CarcHistoryModel *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) keys = NULL;
  guint old_n;

  g_return_if_fail (CARC_IS_HISTORY_MODEL (self));

  self->pending_all = FALSE;
  old_n = self->entries->len;
  g_array_set_size (self->entries, 0);
  /* another program may have changed any game: their summaries are read
   * again as they are shown */
  g_hash_table_remove_all (self->items);
  if (self->store != NULL)
    keys = carc_store_list_game_keys (self->store, self->search, self->flags, NULL, &error);
  if (error != NULL)
    report (self, error);
  for (guint i = 0; keys != NULL && i < keys->len; i++)
    {
      const CarcStoreGameKey *key = &g_array_index (keys, CarcStoreGameKey, i);
      Entry entry = { key->key, key->time, MONTH_UNKNOWN };

      g_array_append_val (self->entries, entry);
    }
  if (old_n > 0 || self->entries->len > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, old_n, self->entries->len);
}

int
carc_history_model_find (CarcHistoryModel *self,
                         const char       *game_id)
{
  gint64 key;

  g_return_val_if_fail (CARC_IS_HISTORY_MODEL (self), -1);
  g_return_val_if_fail (game_id != NULL, -1);

  if (self->store == NULL || !carc_store_get_game_key (self->store, game_id, &key, NULL))
    return -1;
  return find_key (self, key);
}

guint
carc_history_model_get_n_read (CarcHistoryModel *self)
{
  g_return_val_if_fail (CARC_IS_HISTORY_MODEL (self), 0);

  return self->n_read;
}
