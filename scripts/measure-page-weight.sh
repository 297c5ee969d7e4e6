#!/usr/bin/env bash
# First-load weight of a built page: its HTML plus the JS and CSS it references, raw and gzip -9.
# Kept for old habits; the definition lives in `npm run bench` (scripts/bench.ts), which also measures
# every sitemap page and checks the budgets.
# Usage: bash scripts/measure-page-weight.sh [route] [build-dir]   (defaults: /docs/features/lora, build)
set -euo pipefail
cd "$(dirname "$0")/.."
exec npx tsx scripts/bench.ts --route "${1:-/docs/features/lora}" --build-dir "${2:-build}"
