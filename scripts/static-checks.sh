#!/usr/bin/env bash
# The checks `npm test` runs before the tests, side by side: each is one process on one
# core, and the type check alone takes about as long as the lint and the format check
# together. The production build the integration and browser tests run is made meanwhile
# (only when it is stale). Fails if any of them fails; each one's output is its own.
set -uo pipefail
cd "$(dirname "$0")/.."
pids=()
npm run --silent typecheck & pids+=($!)
npm run --silent lint & pids+=($!)
npm run --silent brands:check & pids+=($!)
npx tsx scripts/ensure-build.ts & pids+=($!)
failed=0
for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
exit "$failed"
