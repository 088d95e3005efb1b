/* test-rating.c: the Plackett–Luce update of carc-rating.c on worked cases
 *
 * Each case below was worked out by hand from the equations of Weng & Lin
 * (2011) as issue 23 writes them (and carc-rating.h repeats), with the
 * intermediate c, S_q, A_q, p, Ω and Δ in the comments; the test checks the
 * module's results against those numbers. Built from carc-rating.c alone,
 * with GLib and libm: no SQLite, no GTK.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>

#include "carc-rating.h"

/* the hand computations carry 15 significant digits */
#define EPS 1e-12

static void
assert_rating (CarcRating rating,
               double     mu,
               double     sigma)
{
  g_assert_cmpfloat_with_epsilon (rating.mu, mu, EPS);
  g_assert_cmpfloat_with_epsilon (rating.sigma, sigma, EPS);
}

static void
test_parameters (void)
{
  CarcRating fresh = carc_rating_initial ();

  /* the openskill libraries' defaults */
  g_assert_cmpfloat (fresh.mu, ==, 25.0);
  g_assert_cmpfloat_with_epsilon (fresh.sigma, 25.0 / 3.0, 1e-15);
  g_assert_cmpfloat_with_epsilon (CARC_RATING_BETA, 25.0 / 6.0, 1e-15);
  g_assert_cmpfloat_with_epsilon (CARC_RATING_TAU, 25.0 / 300.0, 1e-15);
  g_assert_cmpfloat (CARC_RATING_KAPPA, ==, 0.0001);
  /* μ₀ − 3σ₀ = 25 − 25 */
  g_assert_cmpfloat_with_epsilon (carc_rating_ordinal (fresh), 0.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (carc_rating_ordinal ((CarcRating) { 30, 2 }), 24.0, 1e-15);
}

static void
test_ranks_from_points (void)
{
  static const int points[] = { 10, 7, 7, 2 };
  static const int tied[] = { 3, 3 };
  static const int mixed[] = { 0, 12, 5, 12, 5 };
  guint ranks[5];

  carc_rating_ranks_from_points (points, 4, ranks);
  g_assert_cmpuint (ranks[0], ==, 1);
  g_assert_cmpuint (ranks[1], ==, 2);
  g_assert_cmpuint (ranks[2], ==, 2);
  g_assert_cmpuint (ranks[3], ==, 4);

  carc_rating_ranks_from_points (tied, 2, ranks);
  g_assert_cmpuint (ranks[0], ==, 1);
  g_assert_cmpuint (ranks[1], ==, 1);

  carc_rating_ranks_from_points (mixed, 5, ranks);
  g_assert_cmpuint (ranks[0], ==, 5);
  g_assert_cmpuint (ranks[1], ==, 1);
  g_assert_cmpuint (ranks[2], ==, 3);
  g_assert_cmpuint (ranks[3], ==, 1);
  g_assert_cmpuint (ranks[4], ==, 3);
}

/* Two new players, A beats B (ranks 1, 2); the bare update, without τ.
 *
 *   σ² = 625/9 = 69.4444…, β² = 625/36 = 17.3611…
 *   c = √(2 (σ² + β²)) = √(6250/36) = 25√10 / 6 = 13.1761569173682
 *   e^{μ/c} = e^{25/13.1761569173682} = e^{1.89736659610103} = 6.66831094417461 for both
 *   S_A = Σ over r_s ≥ 1 = both = 13.3366218883492;  S_B = Σ over r_s ≥ 2 = B = 6.66831094417461
 *   A_A = A_B = 1
 *   A: the q with r_q ≤ 1 is A alone: p = 6.668…/13.336… = 1/2
 *      Ω_A = (σ²/c) · (1 − 1/2) / 1 = (69.4444/13.1762) / 2 = 25 / (3√10) = 2.63523138347365
 *      Δ_A = (σ/c)(σ²/c²) · (1/2)(1/2) = (2/√10)(2/5)(1/4) = 1/(5√10) = 0.0632455532033676
 *   B: q = A: p = 1/2, δ = 0:  (0 − 1/2);  p(1 − p) = 1/4
 *      q = B: p = 6.668…/6.668… = 1, δ = 1: (1 − 1) = 0;  p(1 − p) = 0
 *      Ω_B = (σ²/c) · (−1/2) = −2.63523138347365,  Δ_B = Δ_A
 *   μ_A = 25 + 2.63523138347365 = 27.6352313834737
 *   μ_B = 25 − 2.63523138347365 = 22.3647686165264
 *   σ_A = σ_B = (25/3) · √(1 − 0.0632455532033676) = 8.33333 · 0.967860758 = 8.06550631632355
 *   ordinals: A 27.6352 − 24.1965 = 3.43871243450301, B 22.3648 − 24.1965 = −1.83175033244429
 */
static void
test_two_player_win (void)
{
  CarcRating ratings[2] = { carc_rating_initial (), carc_rating_initial () };
  static const guint ranks[2] = { 1, 2 };

  carc_rating_update (ratings, ranks, 2);
  assert_rating (ratings[0], 25 + 25 / (3 * sqrt (10)), 25.0 / 3 * sqrt (1 - 1 / (5 * sqrt (10))));
  assert_rating (ratings[0], 27.63523138347365, 8.065506316323548);
  assert_rating (ratings[1], 22.36476861652635, 8.065506316323548);
  g_assert_cmpfloat_with_epsilon (carc_rating_ordinal (ratings[0]), 3.4387124345030067, EPS);
  g_assert_cmpfloat_with_epsilon (carc_rating_ordinal (ratings[1]), -1.8317503324442903, EPS);
}

/* The same game as the ladder rates it, τ first:
 *
 *   σ = √(625/9 + (25/300)²) = √(69.4444… + 0.0069444…) = 8.33374998958385
 *   c = √(2 (69.4513889 + 17.3611111)) = 13.1766839531044
 *   e^{μ/c} = 6.66780490452237;  S_A = 13.3356098090447, S_B = 6.66780490452237;  A = 1, 1
 *   p = 1/2 as before:  Ω_A = −Ω_B = (69.4513889 / 13.1766840) / 2 = 2.6353894931405
 *   Δ = (8.33375 / 13.17668)(69.4513889 / 173.625) / 4 = 0.632462 · 0.400008 / 4 = 0.0632474504276718
 *   μ_A = 27.6353894931405, μ_B = 22.3646105068595
 *   σ = 8.33374998958385 · √(1 − 0.0632474504276718) = 8.06590141354368
 */
static void
test_two_player_win_tau (void)
{
  CarcRating ratings[2] = { carc_rating_initial (), carc_rating_initial () };
  static const guint ranks[2] = { 1, 2 };

  carc_rating_rate_game (ratings, ranks, 2);
  assert_rating (ratings[0], 27.635389493140497, 8.06590141354368);
  assert_rating (ratings[1], 22.364610506859503, 8.06590141354368);

  /* the loser first: the same numbers, swapped */
  {
    CarcRating swapped[2] = { carc_rating_initial (), carc_rating_initial () };
    static const guint loser_first[2] = { 2, 1 };

    carc_rating_rate_game (swapped, loser_first, 2);
    assert_rating (swapped[0], 22.364610506859503, 8.06590141354368);
    assert_rating (swapped[1], 27.635389493140497, 8.06590141354368);
  }
}

/* Four players of known ratings, P2 and P3 tied for second (ranks 1, 2, 2,
 * 4: final points 10, 7, 7, 2); the bare update.
 *
 *   P1 (μ 30, σ 6), P2 (25, 25/3), P3 (22, 7), P4 (27, 5)
 *   c² = (36 + 69.4444 + 49 + 25) + 4 · 17.3611 = 179.4444 + 69.4444 = 248.8889
 *   c = 15.7762127549323
 *   e^{μ/c}: P1 e^{1.901597} = 6.69658083590899,  P2 e^{1.584664} = 4.87765332223661,
 *            P3 e^{1.394505} = 4.03297581986133,  P4 e^{1.711437} = 5.53691433211244
 *   S_1 = all four = 21.1441243101194
 *   S_2 = S_3 = P2 + P3 + P4 = 14.4475434742104     (r_s ≥ 2)
 *   S_4 = P4 = 5.53691433211244
 *   A_1 = 1, A_2 = A_3 = 2, A_4 = 1
 *   P1 (rank 1): q = 1:  p = 6.69658 / 21.14412 = 0.316711193033616
 *      Σ (δ − p)/A = 0.683288806966384;  Σ p(1 − p)/A = 0.21640521324084
 *      Ω = (36 / 15.77621) · 0.683289 = 1.55920799452323
 *      Δ = (6 / 15.77621)(36 / 248.8889) · 0.216405 = 0.0119045561174921
 *      μ = 31.5592079945232, σ = 6 √(1 − 0.0119046) = 5.96417940539772
 *   P2 (rank 2): q = 1: p = 4.87765 / 21.14412 = 0.230685993455979, δ = 0
 *                q = 2: p = 4.87765 / 14.44754 = 0.337611257646912, δ = 1, A = 2
 *                q = 3: p = 0.337611257646912, δ = 0, A = 2
 *      Σ (δ − p)/A = −0.230686 + (1 − 0.337611)/2 − 0.337611/2 = −0.0682972511028914
 *      Σ p(1 − p)/A = 0.177470 + 2 · 0.223630 / 2 = 0.40109986223619
 *      Ω = (69.4444 / 15.77621) · (−0.0682973) = −0.300633918520159
 *      Δ = (8.33333 / 15.77621)(69.4444 / 248.8889) · 0.4011 = 0.0591153834995706
 *      μ = 24.6993660814798, σ = 8.33333 √(1 − 0.0591154) = 8.08326725273862
 *   P3 (rank 2): p = 4.03298 / 21.14412 = 0.190737424766803 (q = 1),
 *                    4.03298 / 14.44754 = 0.279146127994728 (q = 2, 3)
 *      Σ (δ − p)/A = −0.190737 − 0.279146/2 + (1 − 0.279146)/2 = 0.0301164472384684
 *      Σ p(1 − p)/A = 0.154357 + 2 · 0.201224 / 2 = 0.35558022678041
 *      Ω = (49 / 15.77621) · 0.0301164 = 0.0935399349393018
 *      Δ = (7 / 15.77621)(49 / 248.8889) · 0.35558 = 0.0310615740066353
 *      μ = 22.0935399349393, σ = 7 √(1 − 0.0310616) = 6.89042690068438
 *   P4 (rank 4): p = 5.53691 / 21.14412 = 0.261865388743601 (q = 1),
 *                    5.53691 / 14.44754 = 0.38324261435836 (q = 2, 3), 1 (q = 4)
 *      Σ (δ − p)/A = −0.261865 − 0.383243/2 − 0.383243/2 + (1 − 1) = −0.645108003101961
 *      Σ p(1 − p)/A = 0.193292 + 2 · 0.236368 / 2 + 0 = 0.429659619819893
 *      Ω = (25 / 15.77621) · (−0.645108) = −1.02227957546445
 *      Δ = (5 / 15.77621)(25 / 248.8889) · 0.42966 = 0.0136781162192343
 *      μ = 25.9777204245356, σ = 5 √(1 − 0.0136781) = 4.96568697105639
 * Note that P3, tied with the stronger P2, gains (Ω > 0) while P2 loses.
 */
static void
test_four_player_tie (void)
{
  CarcRating ratings[4] = { { 30, 6 }, { 25, 25.0 / 3 }, { 22, 7 }, { 27, 5 } };
  static const int points[4] = { 10, 7, 7, 2 };
  guint ranks[4];

  carc_rating_ranks_from_points (points, 4, ranks);
  carc_rating_update (ratings, ranks, 4);
  assert_rating (ratings[0], 31.55920799452323, 5.964179405397719);
  assert_rating (ratings[1], 24.69936608147984, 8.083267252738617);
  assert_rating (ratings[2], 22.0935399349393, 6.890426900684375);
  assert_rating (ratings[3], 25.97772042453555, 4.965686971056385);
}

/* The same game with τ first: σ = √(σ² + 1/144):
 *   6.00057867579823, 8.33374998958385, 7.00049601417246, 5.00069439622583
 *   c = 15.7770930993852;  S_1 = 21.1421399874996, S_2 = S_3 = 14.4462696681745, S_4 = 5.53638560239475
 *   Ω: 1.55943060685639, −0.300652345655802, 0.0935294854159017, −1.02250135215599
 *   Δ: 0.0119059293605476, 0.0591144497462797, 0.0310632539472507, 0.0136814979279825
 */
static void
test_four_player_tie_tau (void)
{
  CarcRating ratings[4] = { { 30, 6 }, { 25, 25.0 / 3 }, { 22, 7 }, { 27, 5 } };
  static const guint ranks[4] = { 1, 2, 2, 4 };

  carc_rating_rate_game (ratings, ranks, 4);
  assert_rating (ratings[0], 31.559430606856385, 5.964750481570854);
  assert_rating (ratings[1], 24.699347654344198, 8.083675417197757);
  assert_rating (ratings[2], 22.093529485415903, 6.890909176878466);
  assert_rating (ratings[3], 25.97749864784401, 4.966368088034012);
}

/* A tie of equals moves no μ: both are ranked 1, so S_q is both players'
 * sum and A_q = 2 for either q; p = 1/2 each time and
 * Ω = (σ²/c) ((1 − 1/2)/2 + (0 − 1/2)/2) = 0, while Δ > 0 shrinks σ. */
static void
test_tie_of_equals (void)
{
  CarcRating ratings[2] = { carc_rating_initial (), carc_rating_initial () };
  static const guint ranks[2] = { 1, 1 };

  carc_rating_update (ratings, ranks, 2);
  g_assert_cmpfloat_with_epsilon (ratings[0].mu, 25.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (ratings[1].mu, 25.0, 1e-12);
  g_assert_cmpfloat (ratings[0].sigma, <, 25.0 / 3);
  g_assert_cmpfloat_with_epsilon (ratings[0].sigma, ratings[1].sigma, 1e-12);
}

/* Whatever the ratings before, a lone winner's μ rises and a lone loser's
 * falls, and nobody's σ grows from the update itself. */
static void
test_lone_winner_and_loser (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (23);

  for (guint round = 0; round < 2000; round++)
    {
      guint n = (guint) g_rand_int_range (rand, 2, 9);
      CarcRating before[8], after[8];
      guint ranks[8];

      for (guint i = 0; i < n; i++)
        {
          before[i].mu = g_rand_double_range (rand, 5, 45);
          before[i].sigma = g_rand_double_range (rand, 0.5, 25.0 / 3);
          /* the middle players may tie among themselves */
          ranks[i] = i == 0 ? 1 : i == n - 1 ? n : (guint) g_rand_int_range (rand, 2, (gint32) MAX (n, 3));
          after[i] = before[i];
        }
      carc_rating_rate_game (after, ranks, n);
      g_assert_cmpfloat (after[0].mu, >, before[0].mu);
      g_assert_cmpfloat (after[n - 1].mu, <, before[n - 1].mu);
      for (guint i = 0; i < n; i++)
        g_assert_cmpfloat (after[i].sigma, <=, sqrt (before[i].sigma * before[i].sigma
                                                     + CARC_RATING_TAU * CARC_RATING_TAU));
    }
}

/* The same two games in the other order end elsewhere: A beats B, then C
 * beats A; or C beats A, then A beats B. */
static void
test_order_matters (void)
{
  static const guint win[2] = { 1, 2 };
  CarcRating a = carc_rating_initial (), b = a, c = a;
  CarcRating a2 = a, b2 = a, c2 = a;
  CarcRating game[2];

  game[0] = a; game[1] = b;
  carc_rating_rate_game (game, win, 2);
  a = game[0]; b = game[1];
  game[0] = c; game[1] = a;
  carc_rating_rate_game (game, win, 2);
  c = game[0]; a = game[1];

  game[0] = c2; game[1] = a2;
  carc_rating_rate_game (game, win, 2);
  c2 = game[0]; a2 = game[1];
  game[0] = a2; game[1] = b2;
  carc_rating_rate_game (game, win, 2);
  a2 = game[0]; b2 = game[1];

  g_assert_cmpfloat (fabs (a.mu - a2.mu), >, 0.01);
  g_assert_cmpfloat (fabs (b.mu - b2.mu), >, 0.01);
  g_assert_cmpfloat (fabs (c.mu - c2.mu), >, 0.01);
}

/* Far apart ratings stay finite: κ keeps σ above zero. */
static void
test_extremes (void)
{
  CarcRating ratings[8];
  guint ranks[8];

  for (guint i = 0; i < 8; i++)
    {
      ratings[i] = (CarcRating) { 200.0 - 25 * i, 0.01 };
      ranks[i] = 8 - i;
    }
  for (guint round = 0; round < 100; round++)
    carc_rating_rate_game (ratings, ranks, 8);
  for (guint i = 0; i < 8; i++)
    {
      g_assert_true (isfinite (ratings[i].mu));
      g_assert_true (isfinite (ratings[i].sigma));
      g_assert_cmpfloat (ratings[i].sigma, >, 0);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/rating/parameters", test_parameters);
  g_test_add_func ("/rating/ranks-from-points", test_ranks_from_points);
  g_test_add_func ("/rating/two-player-win", test_two_player_win);
  g_test_add_func ("/rating/two-player-win-tau", test_two_player_win_tau);
  g_test_add_func ("/rating/four-player-tie", test_four_player_tie);
  g_test_add_func ("/rating/four-player-tie-tau", test_four_player_tie_tau);
  g_test_add_func ("/rating/tie-of-equals", test_tie_of_equals);
  g_test_add_func ("/rating/lone-winner-and-loser", test_lone_winner_and_loser);
  g_test_add_func ("/rating/order-matters", test_order_matters);
  g_test_add_func ("/rating/extremes", test_extremes);

  return g_test_run ();
}
