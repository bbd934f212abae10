#!/bin/sh
# `npm run test:postgres`: the server suites that exercise the database engine, on PostgreSQL only.
# These are the files that run per engine (describe.each(testEngines())) or need PostgreSQL itself
# (several instances, outages: marked `@postgres-pass`); every other server test works the same on
# either engine and has already run on PGlite in `npm test`. Uses DATABASE_URL when set, else starts the scratch cluster.
# It also runs the slow process-level files that `npm test` leaves out (marked `@slow-lane`), so CI
# runs them beside the browser journeys (docs/architecture.md#tests).
set -eu
cd "$(dirname "$0")/.."
if [ -z "${DATABASE_URL:-}" ]; then
  DATABASE_URL="$(sh scripts/pg-scratch.sh)"
fi
export DATABASE_URL
export TEST_ENGINES=postgres
export TEST_SLOW_LANE=1
files="$(grep -rlE 'testEngines\(|@postgres-pass|@slow-lane' server tests/server --include='*.test.ts' | sort)"
echo "test:postgres: $(echo "$files" | wc -l) files on PostgreSQL" >&2
# shellcheck disable=SC2086 # one argument per file
exec npx vitest run --project server $files "$@"
