/* carc-rng.h: a small seeded generator (xoshiro256** seeded by splitmix64)
 *
 * The engine is deterministic: every random choice (a bag's "draw for
 * me", random games) comes from here and its outcome is recorded as an event,
 * so replaying a log never asks the generator again.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  guint64 s[4];
} CarcRng;

static inline guint64
carc_rng_splitmix (guint64 *x)
{
  guint64 z = (*x += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));
  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

static inline void
carc_rng_init (CarcRng *rng,
               guint64  seed)
{
  guint64 x = seed;
  for (guint i = 0; i < 4; i++)
    rng->s[i] = carc_rng_splitmix (&x);
}

static inline guint64
carc_rng_rotl (guint64 x, int k)
{
  return (x << k) | (x >> (64 - k));
}

static inline guint64
carc_rng_next (CarcRng *rng)
{
  guint64 *s = rng->s;
  guint64 result = carc_rng_rotl (s[1] * 5, 7) * 9;
  guint64 t = s[1] << 17;
  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = carc_rng_rotl (s[3], 45);
  return result;
}

/* Uniform in [0, n), n > 0 (Lemire's multiply-shift; bias below 2^-32 for
 * the small n used here). */
static inline guint
carc_rng_below (CarcRng *rng,
                guint    n)
{
  return (guint) (((carc_rng_next (rng) >> 32) * (guint64) n) >> 32);
}

G_END_DECLS
