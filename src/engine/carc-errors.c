/* carc-errors.c: the engine's error domain and what an error is about
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "carc-errors.h"

/* The private data of every CARC_ERROR (G_DEFINE_EXTENDED_ERROR). */
typedef struct {
  CarcErrorDetail detail;
  char           *name;     /* the copy detail.name points to */
} CarcErrorPrivate;

static void
carc_error_private_init (CarcErrorPrivate *priv)
{
  priv->detail.reason = CARC_REASON_NONE;
}

static void
carc_error_private_copy (const CarcErrorPrivate *src,
                         CarcErrorPrivate       *dest)
{
  dest->detail = src->detail;
  dest->name = g_strdup (src->name);
  dest->detail.name = dest->name;
}

static void
carc_error_private_clear (CarcErrorPrivate *priv)
{
  g_clear_pointer (&priv->name, g_free);
  priv->detail.name = NULL;
}

G_DEFINE_EXTENDED_ERROR (CarcError, carc_error)

void
carc_error_set_detail (GError                **error,
                       const CarcErrorDetail  *detail)
{
  CarcErrorPrivate *priv;
  gboolean in_log;
  guint entry;
  char *name;

  if (error == NULL || *error == NULL || (*error)->domain != CARC_ERROR)
    return;
  priv = carc_error_get_private (*error);
  in_log = priv->detail.in_log;
  entry = priv->detail.entry;
  /* copied before the old copy goes: @detail may be this error's own */
  name = g_strdup (detail->name);
  g_free (priv->name);
  priv->detail = *detail;
  priv->name = name;
  priv->detail.name = priv->name;
  priv->detail.in_log = in_log;
  priv->detail.entry = entry;
}

const CarcErrorDetail *
carc_error_get_detail (const GError *error)
{
  if (error == NULL || error->domain != CARC_ERROR)
    return NULL;
  return &carc_error_get_private (error)->detail;
}

void
carc_error_set_entry (GError **error,
                      guint    entry)
{
  CarcErrorPrivate *priv;

  if (error == NULL || *error == NULL || (*error)->domain != CARC_ERROR)
    return;
  priv = carc_error_get_private (*error);
  priv->detail.in_log = TRUE;
  priv->detail.entry = entry;
}
