#!/bin/sh
# .ci/start without a display: one line saying what is needed, a non-zero
# exit, and nothing installed or built first. The tools it would run
# (apt-get, sudo, dpkg, meson, ninja, localedef) are replaced by stubs that
# write down that they ran.
#
# Copyright 2026 The Carcassonne Companion authors
# SPDX-License-Identifier: GPL-3.0-or-later
set -u

source_root="$1"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mkdir "$work/bin"
for tool in apt-get sudo dpkg meson ninja localedef; do
  printf '#!/bin/sh\necho "%s $*" >> "%s/ran"\nexit 0\n' "$tool" "$work" > "$work/bin/$tool"
  chmod +x "$work/bin/$tool"
done

status=0

# $1: what the case is; the rest: the environment to run .ci/start in
check () {
  what="$1"
  shift
  rm -f "$work/ran"
  env -u DISPLAY -u WAYLAND_DISPLAY PATH="$work/bin:$PATH" XDG_RUNTIME_DIR="$work" "$@" \
    bash "$source_root/.ci/start" > "$work/out" 2> "$work/err"
  code=$?
  lines=$(wc -l < "$work/err")
  if [ "$code" -eq 0 ]; then
    echo "FAIL ($what): .ci/start exited 0"
    status=1
  fi
  if [ "$lines" -ne 1 ] || [ -s "$work/out" ]; then
    echo "FAIL ($what): expected one line on stderr and nothing on stdout, got:"
    cat "$work/out" "$work/err"
    status=1
  fi
  if ! grep -q "graphical session" "$work/err" || ! grep -q "bash .ci/run" "$work/err"; then
    echo "FAIL ($what): the line does not say what is needed: $(cat "$work/err")"
    status=1
  fi
  if [ -e "$work/ran" ]; then
    echo "FAIL ($what): it installed or built first:"
    cat "$work/ran"
    status=1
  fi
  echo "$what: exit $code: $(cat "$work/err")"
}

check "no display"
check "a display that is not there" DISPLAY=:4242
check "a Wayland display that is not there" WAYLAND_DISPLAY=wayland-4242

exit $status
