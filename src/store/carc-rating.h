/* carc-rating.h: a club's rating ladder, OpenSkill's Plackett–Luce model
 *
 * Weng & Lin, "A Bayesian Approximation Method for Online Ranking" (JMLR
 * 12, 2011), as the openskill libraries implement it, with their default
 * parameters. Each player is a team of one and keeps a skill estimate μ and
 * an uncertainty σ; a game is a ranking of its players (lower rank is
 * better, tied players share a rank). Before a game every player's σ
 * becomes √(σ² + τ²); then, for the n players i of the game:
 *
 *   c    = √ Σᵢ (σᵢ² + β²)
 *   S_q  = Σ_{s : r_s ≥ r_q} e^{μ_s / c}       A_q = #{ s : r_s = r_q }
 *   p    = e^{μᵢ / c} / S_q                   (for each q with r_q ≤ rᵢ)
 *   Ωᵢ   = (σᵢ² / c) · Σ_q (δᵢq − p) / A_q
 *   Δᵢ   = (σᵢ / c) · (σᵢ² / c²) · Σ_q p (1 − p) / A_q
 *   μᵢ  += Ωᵢ          σᵢ ×= √ max (1 − Δᵢ, κ)
 *
 * The value a ladder shows is the ordinal μ − 3σ: a cautious estimate that
 * rises as a player wins and as the ladder grows sure of them.
 *
 * Pure arithmetic on plain structs: no SQLite, no GTK, no game rules. The
 * store (carc-store-ratings.c) feeds it the finished games in the order
 * they were played.
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The openskill libraries' defaults. */
#define CARC_RATING_MU     25.0
#define CARC_RATING_SIGMA  (25.0 / 3.0)
#define CARC_RATING_BETA   (25.0 / 6.0)
#define CARC_RATING_KAPPA  0.0001
#define CARC_RATING_TAU    (25.0 / 300.0)
/* The ordinal's multiple of σ. */
#define CARC_RATING_Z      3.0

/* A rating counts as provisional before this many games. */
#define CARC_RATING_PROVISIONAL_GAMES 5

typedef struct {
  double mu;      /* the skill estimate */
  double sigma;   /* its uncertainty */
} CarcRating;

/* μ₀ = 25, σ₀ = 25/3: a player who has not played yet. */
CarcRating  carc_rating_initial           (void);
/* μ − 3σ. */
double      carc_rating_ordinal           (CarcRating        rating);

/* Ranks from final points, higher points better: @ranks[i] is 1 + the
 * number of players with more points than player i, so tied players share
 * a rank ("1, 2, 2, 4"). */
void        carc_rating_ranks_from_points (const int        *points,
                                           guint             n_players,
                                           guint            *ranks);

/* The Plackett–Luce update of one game, in place: @ratings[i] of the
 * player ranked @ranks[i] (lower is better, equal for a tie). No τ: that is
 * carc_rating_rate_game()'s. */
void        carc_rating_update            (CarcRating       *ratings,
                                           const guint      *ranks,
                                           guint             n_players);

/* One game as the ladder rates it: every player's σ becomes √(σ² + τ²),
 * then carc_rating_update(). */
void        carc_rating_rate_game         (CarcRating       *ratings,
                                           const guint      *ranks,
                                           guint             n_players);

G_END_DECLS
