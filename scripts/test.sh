#!/usr/bin/env bash
# The one local gate, and exactly what CI runs: `npm test`.
# typecheck, lint and format (side by side) -> unit and content tests -> facts due -> production build
# -> static sweeps -> browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-browser.sh

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }
# The three static checks share the two cores; each one's failure fails the run.
step "typecheck, lint and format, side by side"
npm run --silent typecheck & typecheck=$!
npm run --silent lint & lint=$!
npm run --silent format:check & format=$!
wait "$typecheck"; wait "$lint"; wait "$format"
step "unit and content"; npx vitest run
step "facts due";        npm run --silent facts -- --check
step "build";            npm run --silent build
step "static sweeps";    npm run --silent test:static
step "browser tests";    npx playwright test
