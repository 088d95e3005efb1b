#!/bin/sh
# Checks the translations (meson test suite 'data'):
#  - every file under src/, ui/ and data/ with translatable strings is in
#    POTFILES.in, and every file POTFILES.in lists exists;
#  - each language in LINGUAS passes `msgfmt --check`;
#  - each .po, merged with a template freshly extracted from the sources (the
#    same xgettext arguments as meson's 'glib' preset), has no fuzzy and no
#    untranslated messages, so a .po that lags behind the sources fails too.
#
# Usage: check-po.sh SOURCE_ROOT
#
# Copyright 2026 The Carcassonne Companion authors
# SPDX-License-Identifier: GPL-3.0-or-later
set -u

srcroot="$1"
podir="$srcroot/po"
status=0

for tool in xgettext msgmerge msgfmt; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "SKIP: $tool not found"
    exit 77
  fi
done

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# POTFILES.in without comments and blank lines
sed -e 's/#.*//' -e 's/[[:space:]]*$//' -e '/^$/d' "$podir/POTFILES.in" > "$tmp/potfiles"

if ! LC_ALL=C sort -c "$tmp/potfiles" 2>/dev/null; then
  echo "FAIL: po/POTFILES.in is not sorted"
  status=1
fi

while read -r f; do
  if [ ! -f "$srcroot/$f" ]; then
    echo "FAIL: po/POTFILES.in lists $f, which does not exist"
    status=1
  fi
done < "$tmp/potfiles"

# Files with translatable strings that POTFILES.in misses
(
  cd "$srcroot" || exit 1
  find src ui -name '*.c' -print 2>/dev/null |
    xargs -r grep -lE '(^|[^[:alnum:]_])(_|N_|C_|NC_|ngettext|g_dngettext|g_dpgettext2)[[:space:]]*\(' 2>/dev/null
  find src ui data -path data/tiles -prune -o -name '*.ui' -print 2>/dev/null |
    xargs -r grep -l 'translatable="yes"' 2>/dev/null
  find data -maxdepth 1 \( -name '*.desktop.in' -o -name '*.metainfo.xml.in' -o -name '*.gschema.xml' \) -print 2>/dev/null
) | LC_ALL=C sort > "$tmp/found"

LC_ALL=C comm -23 "$tmp/found" "$tmp/potfiles" > "$tmp/missing"
if [ -s "$tmp/missing" ]; then
  echo "FAIL: files with translatable strings missing from po/POTFILES.in:"
  sed 's/^/  /' "$tmp/missing"
  status=1
fi

# A fresh template, as `meson compile <name>-pot` would make it
if ! xgettext --package-name=carcassonne-companion \
    --directory="$srcroot" --files-from="$tmp/potfiles" \
    --output="$tmp/template.pot" \
    --from-code=UTF-8 --add-comments \
    --keyword=_ --keyword=N_ --keyword=C_:1c,2 --keyword=NC_:1c,2 \
    --keyword=g_dcgettext:2 --keyword=g_dngettext:2,3 --keyword=g_dpgettext2:2c,3 \
    --flag=N_:1:pass-c-format --flag=C_:2:pass-c-format --flag=NC_:2:pass-c-format \
    --flag=g_dngettext:2:pass-c-format --flag=g_strdup_printf:1:c-format \
    --flag=g_string_printf:2:c-format --flag=g_string_append_printf:2:c-format \
    --flag=g_error_new:3:c-format --flag=g_set_error:4:c-format \
    --flag=g_markup_printf_escaped:1:c-format --flag=g_log:3:c-format \
    --flag=g_print:1:c-format --flag=g_printerr:1:c-format --flag=g_printf:1:c-format \
    --flag=g_fprintf:2:c-format --flag=g_sprintf:2:c-format --flag=g_snprintf:3:c-format; then
  echo "FAIL: xgettext could not extract the strings"
  exit 1
fi

languages=$(sed -e 's/#.*//' "$podir/LINGUAS")
if [ -z "$(echo $languages)" ]; then
  echo "FAIL: po/LINGUAS lists no language"
  exit 1
fi

for lang in $languages; do
  po="$podir/$lang.po"
  if [ ! -f "$po" ]; then
    echo "FAIL: $lang is in po/LINGUAS but po/$lang.po does not exist"
    status=1
    continue
  fi

  if ! msgfmt --check --output-file=/dev/null "$po"; then
    echo "FAIL: po/$lang.po does not pass msgfmt --check"
    status=1
    continue
  fi

  stats=$(LC_ALL=C msgfmt --statistics --output-file=/dev/null "$po" 2>&1)
  case "$stats" in
    *fuzzy*|*untranslated*)
      echo "FAIL: po/$lang.po: $stats"
      status=1
      continue
      ;;
  esac

  # Against the current sources: new or changed strings show up as
  # untranslated or fuzzy after the merge.
  msgmerge --quiet --output-file="$tmp/$lang.po" "$po" "$tmp/template.pot" || {
    echo "FAIL: msgmerge po/$lang.po"
    status=1
    continue
  }
  merged=$(LC_ALL=C msgfmt --statistics --output-file=/dev/null "$tmp/$lang.po" 2>&1)
  case "$merged" in
    *fuzzy*|*untranslated*)
      echo "FAIL: po/$lang.po is behind the sources (after merging a fresh template: $merged)"
      # (the first entry msgattrib prints is the header)
      msgattrib --only-fuzzy --no-obsolete --no-wrap "$tmp/$lang.po" |
        awk 'BEGIN { RS = "" } NR > 1' | grep -E '^msgid ' | sed 's/^/  fuzzy: /'
      msgattrib --untranslated --no-obsolete --no-wrap "$tmp/$lang.po" |
        awk 'BEGIN { RS = "" } NR > 1' | grep -E '^msgid ' | sed 's/^/  untranslated: /'
      status=1
      continue
      ;;
  esac

  echo "ok: po/$lang.po: $stats"
done

exit $status
