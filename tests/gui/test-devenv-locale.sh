#!/bin/sh
# Starts the real app and CLI the README's way (`meson devenv -C BUILDDIR
# ...`, which is what .ci/start runs) under a Czech and a Slovak locale and
# checks that they speak the language: the uninstalled programs must find
# the build's compiled catalogues, not only those of the install prefix.
# Skips (77) without a display.
#
# Copyright 2026 The Carcassonne Companion authors
# SPDX-License-Identifier: GPL-3.0-or-later
set -u

meson="$1"
builddir="$2"
outdir="$3"

if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  echo "SKIP: no display (DISPLAY or WAYLAND_DISPLAY)"
  exit 77
fi

mkdir -p "$outdir"
status=0
bad="$outdir/not-a-record.json"
echo '{"bogus": 1}' > "$bad"

# locale lang  start-page text                 CLI error text
for case in "cs_CZ.UTF-8|cs|Hrajte se svou krabicí|není to záznam hry" \
            "sk_SK.UTF-8|sk|Hrajte so svojou krabicou|nie je to záznam hry"; do
  loc=${case%%|*}; rest=${case#*|}
  lang=${rest%%|*}; rest=${rest#*|}
  want_gui=${rest%%|*}; want_cli=${rest#*|}

  if ! locale -a | grep -qix "$(echo "$loc" | sed 's/UTF-8/utf8/')"; then
    echo "FAIL: the locale $loc is missing on this machine (.ci/setup generates it)"
    status=1
    continue
  fi

  shot="$outdir/devenv-start-$lang.png"
  rm -f "$shot"
  # Only the locale of a user's session: nothing that points at catalogues.
  out=$(env -u LC_ALL -u LANGUAGE -u CARC_LOCALEDIR LANG="$loc" \
        "$meson" devenv -C "$builddir" carcassonne-companion \
        --screenshot="$shot" --print-text 2>&1)
  rc=$?
  if [ $rc -ne 0 ]; then
    echo "FAIL: $lang: the app exited with $rc:"
    echo "$out"
    status=1
  elif ! printf '%s\n' "$out" | grep -qF "$want_gui"; then
    echo "FAIL: $lang: the start page does not show “$want_gui”; it shows:"
    echo "$out"
    status=1
  elif printf '%s\n' "$out" | grep -qxF "New Game"; then
    echo "FAIL: $lang: the start page still shows “New Game”"
    status=1
  else
    echo "PASS: $lang: the start page shows “$want_gui” ($shot)"
  fi

  out=$(env -u LC_ALL -u LANGUAGE -u CARC_LOCALEDIR LANG="$loc" \
        "$meson" devenv -C "$builddir" carcassonne-cli replay "$bad" 2>&1)
  rc=$?
  if [ $rc -ne 2 ] || ! printf '%s\n' "$out" | grep -qF "$want_cli"; then
    echo "FAIL: $lang: the CLI (exit $rc) did not say “$want_cli”:"
    echo "$out"
    status=1
  else
    echo "PASS: $lang: the CLI says “$want_cli”"
  fi
done

exit $status
