#!/bin/sh
# `npm test`: the static checks (scripts/check.sh: the typecheck, ESLint and Prettier), then every
# Vitest project. CI sets STATIC_CHECKS=later and runs scripts/check.sh itself, beside the browser
# journeys, which leave CPU time unused while they wait on the browser, where Vitest keeps both
# cores busy (tests/README.md#keeping-the-suite-fast). Anyone else gets both, in this order.
set -e
cd "$(dirname "$0")/.."
if [ "${STATIC_CHECKS:-now}" != later ]; then
  sh scripts/check.sh
fi
exec vitest run "$@"
