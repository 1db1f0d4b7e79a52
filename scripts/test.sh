#!/usr/bin/env bash
# The one local gate, and exactly what CI runs: `npm test`.
# typecheck, lint, import direction and format (side by side) -> unit and content tests beside the production build
# (neither reads what the other writes; the tests' report prints once they are done) -> browser tests. The facts
# check and the static sweeps start when the build is done, beside the rest (their report prints last).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-browser.sh
bash scripts/ensure-nginx.sh

# Each step's heading says how long the run has taken so far, so a slow step shows in the log.
start=$SECONDS
step() { printf '\n\033[1m== %s\033[0m (at %dm%02ds)\n' "$1" $(((SECONDS - start) / 60)) $(((SECONDS - start) % 60)); }
# The three static checks share the two cores; each one's failure fails the run.
step "typecheck, lint, import direction and format, side by side"
npm run --silent typecheck & typecheck=$!
npm run --silent lint & lint=$!
npm run --silent lint:deps & deps=$!
npm run --silent format:check & format=$!
wait "$typecheck"; wait "$lint"; wait "$deps"; wait "$format"
# The build's prerender and post-build run mostly on one core; the tests use the other.
unit_log=$(mktemp)
npx vitest run >"$unit_log" 2>&1 & unit=$!
# A failed build ends the run: the tests beside it stop too.
trap 'kill "$unit" 2>/dev/null || true; rm -f "$unit_log"' EXIT
step "build (the unit and content tests run beside it)"; npm run --silent build
# The facts check and the static sweeps start as soon as the build is done, on the core the unit run's
# last files leave idle, and go on beside the browser tests' start; their report prints after the
# browser tests', and any failure fails the run.
static_log=$(mktemp)
{ npm run --silent facts -- --check && npm run --silent test:static; } >"$static_log" 2>&1 & static=$!
trap 'kill "$unit" "$static" 2>/dev/null || true; rm -f "$unit_log" "$static_log"' EXIT
step "unit and content (the facts check and static sweeps start beside them)"
unit_status=0; wait "$unit" || unit_status=$?
cat "$unit_log"
[ "$unit_status" -eq 0 ] || exit "$unit_status"
step "browser tests (the facts check and static sweeps run beside them)"
browser_status=0; npx playwright test || browser_status=$?
step "facts due and static sweeps"
static_status=0; wait "$static" || static_status=$?
cat "$static_log"
[ "$static_status" -eq 0 ] || exit "$static_status"
[ "$browser_status" -eq 0 ] || exit "$browser_status"
step "done"
