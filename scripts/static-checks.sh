#!/usr/bin/env bash
# The checks `npm test` runs before the tests, side by side: each is one process on one
# core, and the type check alone takes about as long as the lint and the format check
# together. The import graph's rules (npm run deps: no circle, the layers below each other)
# take a few seconds, and so does npm run css:logical (the styles are in logical properties,
# so a right-to-left page mirrors them: it refuses a physical horizontal one). The production
# build the integration and browser tests run is made meanwhile (only when it is stale), then
# every route's initial JavaScript is checked against its budget (npm run size). Fails if any
# of them fails; each one's output is its own.
set -uo pipefail
cd "$(dirname "$0")/.."
pids=()
npm run --silent typecheck & pids+=($!)
npm run --silent lint & pids+=($!)
npm run --silent brands:check & pids+=($!)
npm run --silent deps & pids+=($!)
npm run --silent css:logical & pids+=($!)
npx tsx scripts/ensure-build.ts & build_pid=$!
failed=0
for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
# Each route's initial JavaScript against its budget and headroom, once the build is in.
# The table only when it fails: it is a line per route.
if wait "$build_pid"; then
  if ! report=$(npx tsx scripts/size-report.ts 2>&1); then
    echo "$report"
    failed=1
  fi
else
  failed=1
fi
exit "$failed"
