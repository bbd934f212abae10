#!/bin/sh
# `npm test`: every Vitest project, with the static checks (scripts/check.sh: the typecheck, ESLint
# and Prettier) beside it at a lower CPU priority. Vitest's two workers leave a core idle while a
# test waits on a timer, a poll or its in-process server; the checks use those gaps rather than
# time of their own (tests/README.md#keeping-the-suite-fast). The checks' output is printed after
# Vitest's, and the exit status is non-zero if either failed.
set -u
cd "$(dirname "$0")/.."
checks_log="$(mktemp)"
started=$(date +%s)
(nice -n 10 sh scripts/check.sh >"$checks_log" 2>&1; echo "$?" >"$checks_log.status"; echo "$(($(date +%s) - started))" >"$checks_log.seconds") &
checks=$!
vitest run "$@"
tests=$?
wait "$checks"
echo "== static checks (typecheck, ESLint, Prettier), $(cat "$checks_log.seconds") s:"
cat "$checks_log"
status="$(cat "$checks_log.status")"
rm -f "$checks_log" "$checks_log.status" "$checks_log.seconds"
[ "$tests" -eq 0 ] && [ "$status" -eq 0 ]
