/* carc-rating.c: OpenSkill's Plackett–Luce update, one game at a time
 *
 * The equations of carc-rating.h, term for term; tests/store/test-rating.c
 * checks them against worked cases computed by hand.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "carc-rating.h"

#include <math.h>

CarcRating
carc_rating_initial (void)
{
  return (CarcRating) { CARC_RATING_MU, CARC_RATING_SIGMA };
}

double
carc_rating_ordinal (CarcRating rating)
{
  return rating.mu - CARC_RATING_Z * rating.sigma;
}

void
carc_rating_ranks_from_points (const int *points,
                               guint      n_players,
                               guint     *ranks)
{
  g_return_if_fail (n_players == 0 || (points != NULL && ranks != NULL));

  for (guint i = 0; i < n_players; i++)
    {
      ranks[i] = 1;
      for (guint s = 0; s < n_players; s++)
        if (points[s] > points[i])
          ranks[i]++;
    }
}

void
carc_rating_update (CarcRating  *ratings,
                    const guint *ranks,
                    guint        n_players)
{
  /* at most a few players a game: the sums fit on the stack */
  double exp_mu[64], sum_q[64], a_q[64], omega[64], delta[64];
  double c = 0;

  g_return_if_fail (n_players <= G_N_ELEMENTS (exp_mu));
  g_return_if_fail (n_players == 0 || (ratings != NULL && ranks != NULL));

  for (guint i = 0; i < n_players; i++)
    c += ratings[i].sigma * ratings[i].sigma + CARC_RATING_BETA * CARC_RATING_BETA;
  c = sqrt (c);

  for (guint i = 0; i < n_players; i++)
    exp_mu[i] = exp (ratings[i].mu / c);

  /* S_q over the players ranked r_q or worse; A_q the players ranked r_q */
  for (guint q = 0; q < n_players; q++)
    {
      sum_q[q] = 0;
      a_q[q] = 0;
      for (guint s = 0; s < n_players; s++)
        {
          if (ranks[s] >= ranks[q])
            sum_q[q] += exp_mu[s];
          if (ranks[s] == ranks[q])
            a_q[q] += 1;
        }
    }

  /* every Ωᵢ and Δᵢ from the ratings before the game, then the updates */
  for (guint i = 0; i < n_players; i++)
    {
      double sigma_sq = ratings[i].sigma * ratings[i].sigma;
      double omega_sum = 0, delta_sum = 0;

      for (guint q = 0; q < n_players; q++)
        {
          double p;

          if (ranks[q] > ranks[i])
            continue;
          p = exp_mu[i] / sum_q[q];
          omega_sum += ((q == i ? 1.0 : 0.0) - p) / a_q[q];
          delta_sum += p * (1 - p) / a_q[q];
        }
      omega[i] = sigma_sq / c * omega_sum;
      delta[i] = ratings[i].sigma / c * (sigma_sq / (c * c)) * delta_sum;
    }

  for (guint i = 0; i < n_players; i++)
    {
      ratings[i].mu += omega[i];
      ratings[i].sigma *= sqrt (MAX (1 - delta[i], CARC_RATING_KAPPA));
    }
}

void
carc_rating_rate_game (CarcRating  *ratings,
                       const guint *ranks,
                       guint        n_players)
{
  g_return_if_fail (n_players == 0 || ratings != NULL);

  for (guint i = 0; i < n_players; i++)
    ratings[i].sigma = sqrt (ratings[i].sigma * ratings[i].sigma + CARC_RATING_TAU * CARC_RATING_TAU);
  carc_rating_update (ratings, ranks, n_players);
}
