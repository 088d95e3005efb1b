/* carc-changes-format.h: what a correction changed, in words
 *
 * Copyright 2026 The Carcassonne Companion authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carc-game-session.h"

G_BEGIN_DECLS

/* Several lines: "Anna: 34 → 28 (−6) — move the marker back to space 28",
 * then the figures to take back or put back on the table ("Take back Ben’s
 * follower from the road east of the start"), then "No longer: Anna +6:
 * road, 6 tiles", … or "No score changed." */
char *carc_format_session_changes (const CarcSessionChanges *changes,
                                   const CarcState          *state);

G_END_DECLS
