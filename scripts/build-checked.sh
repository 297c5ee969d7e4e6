#!/usr/bin/env bash
# Production build that also fails on the warnings Docusaurus only prints (broken anchors,
# broken Markdown links), so they never pile up.
set -euo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
trap 'rm -f "$log"' EXIT
start=$(date +%s)
npm run --silent build 2>&1 | tee "$log"   # the site; what only nginx needs is `npm run prepare-serving`
echo "build took $(( $(date +%s) - start )) s"
if grep -Eiq 'broken anchor|broken markdown link|markdown link couldn.t be resolved|Docusaurus found broken' "$log"; then
  echo "ERROR: the build reported broken anchors or Markdown links (see above)." >&2
  exit 1
fi
