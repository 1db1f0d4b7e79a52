#!/usr/bin/env bash
# The one local gate, and exactly what CI runs: `npm test`.
# typecheck -> lint -> unit and content tests -> production build -> static sweeps -> browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-browser.sh

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }
step "typecheck";        npm run --silent typecheck
step "lint";             npm run --silent lint
step "format";           npm run --silent format:check
step "unit and content"; npx vitest run
step "facts due";        npm run --silent facts -- --check
step "build";            npm run --silent build
step "static sweeps";    npm run --silent test:static
step "browser tests";    npx playwright test
