#!/bin/sh
# The static half of `npm test`: the typecheck and the lint side by side. Each is one process that
# mostly keeps one core busy, so on two cores the pair takes about as long as the typecheck alone
# (here 46 s and 29 s one after the other). Both always run to the end, so one run reports both
# kinds of mistake; the exit status is non-zero if either failed.
npm run -s typecheck &
typecheck=$!
npm run -s lint
lint=$?
wait "$typecheck"
typecheck=$?
[ "$typecheck" -eq 0 ] && [ "$lint" -eq 0 ]
