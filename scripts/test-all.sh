#!/usr/bin/env bash
# Every test the project has, in the order that fails fastest: types, content checks, unit
# tests, the production build (which must print no broken-link warnings), its first-load
# budgets (bench/budgets.json), then end-to-end tests of that build in headless Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$1"; }

step typecheck
npm run --silent typecheck

step "content checks (schema, typography, terminology, markdownlint)"
start=$(date +%s)
npm run --silent lint
echo "content checks took $(( $(date +%s) - start )) s"

step "unit tests"
npx vitest run

step build
bash scripts/build-checked.sh

step "serving files (nginx includes, .br/.gz)"
npm run --silent prepare-serving

step "first-load budgets (bench/budgets.json)"
npm run --silent bench -- --check

step "end-to-end tests"
npx playwright test
