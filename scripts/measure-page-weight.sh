#!/usr/bin/env bash
# First-load weight of a built page: its HTML plus the JS and CSS it references, raw and gzip.
# Usage: bash scripts/measure-page-weight.sh [route]   (default: /docs/features/lora)
set -euo pipefail
cd "$(dirname "$0")/.."
route=${1:-/docs/features/lora}
html="build${route%/}/index.html"
[ -f "$html" ] || html="build${route%/}.html"
assets=$(grep -oE '(src|href)="?/(assets|katex)/[^" >]+\.(js|css)' "$html" | sed -E 's/^(src|href)="?\///' | sort -u)
total_raw=0; total_gz=0
for f in "$html" $(for a in $assets; do echo "build/$a"; done); do
  raw=$(stat -c %s "$f"); gz=$(gzip -9 -c "$f" | wc -c)
  total_raw=$((total_raw + raw)); total_gz=$((total_gz + gz))
  printf '%8d %8d  %s\n' "$raw" "$gz" "${f#build/}"
done
printf '%8d %8d  total (raw, gzip bytes) for %s\n' "$total_raw" "$total_gz" "$route"
