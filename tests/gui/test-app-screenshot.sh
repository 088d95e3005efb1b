#!/bin/sh
# Runs the real executable with --screenshot=FILE and checks that it wrote a
# PNG and exited 0. Skips (77) without a display.
#
# Copyright 2026 The Carcassonne Companion authors
# SPDX-License-Identifier: GPL-3.0-or-later
set -u

app="$1"
out="$2"

if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  echo "SKIP: no display (DISPLAY or WAYLAND_DISPLAY)"
  exit 77
fi

mkdir -p "$(dirname "$out")"
rm -f "$out"

"$app" --screenshot="$out" || { echo "FAIL: $app exited with $?"; exit 1; }

if [ ! -s "$out" ]; then
  echo "FAIL: no screenshot at $out"
  exit 1
fi

# PNG signature: \211 P N G \r \n \032 \n
sig=$(od -An -tx1 -N8 "$out" | tr -d ' \n')
if [ "$sig" != "89504e470d0a1a0a" ]; then
  echo "FAIL: $out is not a PNG (signature $sig)"
  exit 1
fi

echo "PASS: $out"
