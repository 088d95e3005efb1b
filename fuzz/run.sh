#!/usr/bin/env bash
# Runs one libFuzzer target for a given time on its seed corpus.
#
#   fuzz/run.sh TARGET SECONDS [EXECUTABLE]
#
# TARGET is record, jcz, backup, catalogue or engine; EXECUTABLE defaults to
# build-fuzz/fuzz/fuzz-TARGET (set up with
#   CC=clang meson setup build-fuzz -Dfuzzing=true -Dgui=false
#   meson compile -C build-fuzz).
# The corpus grows in build-fuzz/fuzz/corpus/TARGET (FUZZ_CORPUS to change),
# starting from seeds written by fuzz-seeds, the records in tests/data, the
# regression inputs in fuzz/regress/TARGET and, for jcz and backup, the .jcz saves of
# ../shared/reference/jcz (read at run time, never copied into the project).
# A crash is saved as build-fuzz/fuzz/artifacts/TARGET-crash-*; the exit
# status is libFuzzer's (0: nothing found).
set -uo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
target="${1:?usage: fuzz/run.sh TARGET SECONDS [EXECUTABLE]}"
seconds="${2:?usage: fuzz/run.sh TARGET SECONDS [EXECUTABLE]}"
exe="${3:-$here/../build-fuzz/fuzz/fuzz-$target}"
exe="$(cd "$(dirname "$exe")" && pwd)/$(basename "$exe")"
fuzzdir="$(dirname "$exe")"
seeds_exe="${FUZZ_SEEDS:-$fuzzdir/fuzz-seeds}"
shared="${CARC_SHARED_DIR:-$here/../../shared}"
corpus="${FUZZ_CORPUS:-$fuzzdir/corpus/$target}"
seeds="$fuzzdir/seeds"
artifacts="$fuzzdir/artifacts"

[ -x "$exe" ] || { echo "run.sh: no fuzz target $exe (build with -Dfuzzing=true)" >&2; exit 2; }
mkdir -p "$corpus" "$artifacts"

if [ ! -d "$seeds/record" ]; then
  "$seeds_exe" "$seeds" || { echo "run.sh: $seeds_exe failed" >&2; exit 2; }
fi
# the JCloisterZone saves: only at run time, into the build folder
if [ -d "$shared/reference/jcz" ] && [ ! -d "$seeds/jcz" ]; then
  mkdir -p "$seeds/jcz"
  find "$shared/reference/jcz" -name '*.jcz' -print0 |
    while IFS= read -r -d '' f; do
      cp "$f" "$seeds/jcz/$(echo "$f" | sha1sum | cut -c1-16).jcz"
    done
fi

dirs=("$corpus")
case "$target" in
  record)    dirs+=("$seeds/record" "$here/../tests/data") ;;
  jcz)       dirs+=("$seeds/jcz") ;;
  backup)    dirs+=("$seeds/backup" "$seeds/record" "$here/../tests/data" "$seeds/jcz") ;;
  catalogue) dirs+=("$seeds/catalogue") ;;
  engine)    dirs+=("$seeds/engine") ;;
  *) echo "run.sh: unknown target $target" >&2; exit 2 ;;
esac
[ -d "$here/regress/$target" ] && dirs+=("$here/regress/$target")
# the JSON readers get the words of the app's formats (event kinds, box
# members, …) to splice in
dict=()
case "$target" in
  record|backup|catalogue) dict=(-dict="$here/carc.dict") ;;
esac
existing=()
for d in "${dirs[@]}"; do [ -d "$d" ] && existing+=("$d"); done

export ASAN_OPTIONS="${ASAN_OPTIONS:-abort_on_error=1:detect_leaks=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
export G_DEBUG="${G_DEBUG:-gc-friendly}"
export LC_ALL=C.UTF-8

log="$fuzzdir/fuzz-$target.log"
# inputs up to 3 MB reach the readers' size limits; one input may take 30 s
# (FUZZ_LEN_CONTROL=0 lets inputs take the whole -max_len at once instead of
# growing slowly: use it for a run aimed at the size limits)
"$exe" -max_total_time="$seconds" -max_len="${FUZZ_MAX_LEN:-3145728}" \
  -len_control="${FUZZ_LEN_CONTROL:-100}" -timeout=30 -rss_limit_mb="${FUZZ_RSS_MB:-2048}" -print_final_stats=1 \
  -artifact_prefix="$artifacts/$target-" "${dict[@]}" "${existing[@]}" >"$log" 2>&1
status=$?
grep -E '^(#[0-9]+ +(INITED|DONE)|stat::number_of_executed_units|Done [0-9]+ runs|==[0-9]+==ERROR|SUMMARY|artifact_prefix|Test unit written)' "$log" | tail -n 12
[ $status -ne 0 ] && tail -n 60 "$log"
echo "fuzz-$target: exit $status after ${seconds}s (log: $log)"
# libFuzzer exits 77 on a crash, which meson would count as a skipped test
[ $status -eq 0 ] || exit 1
