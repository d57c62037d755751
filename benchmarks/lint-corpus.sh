#!/usr/bin/env bash
# Makes the corpus README's `lint --cache` figures are measured on: the SQL files under examples/,
# copied in sorted order into numbered folders (001/, 002/, ...) until there are COUNT of them.
#
# Usage: benchmarks/lint-corpus.sh [DIR] [COUNT]   (default: target/lint-corpus 1000)
# DIR is made anew each time, so the same arguments always make the same files; a DIR that this
# script did not make is left alone.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dir="${1:-$root/target/lint-corpus}"
count="${2:-1000}"
if [ -e "$dir" ] && [ ! -f "$dir/.lint-corpus" ]; then
  echo "$dir exists and is not a corpus this script made; give another folder" >&2
  exit 2
fi
mapfile -t examples < <(cd "$root/examples" && find . -name '*.sql' | LC_ALL=C sort)
rm -rf "$dir"
mkdir -p "$dir"
touch "$dir/.lint-corpus"
n=0
copy=0
while [ "$n" -lt "$count" ]; do
  copy=$((copy + 1))
  for f in "${examples[@]}"; do
    [ "$n" -lt "$count" ] || break
    target="$dir/$(printf '%03d' "$copy")/$f"
    mkdir -p "$(dirname "$target")"
    cp "$root/examples/$f" "$target"
    n=$((n + 1))
  done
done
echo "$n files, $(find "$dir" -name '*.sql' -exec cat {} + | wc -c) bytes, in $dir"
