// The math feature's Danish messages (docs/architecture.md#server-messages): what its routes answer
// a caller without a moderator's rights, and what the service logs when a run fails.
export const mathMessages = {
  statusDenied: 'Status for meningsgrupperne kræver moderatorrettigheder for samtalen.',
  statementVotesDenied: 'Stemmerne pr. udsagn og gruppe kræver moderatorrettigheder for samtalen.',
  mathTick: 'math_tick skal være et helt tal.',
  runFailed: (zid: number, reason: string, retryInSeconds: number) =>
    `Meningsgrupper for samtale ${zid} kunne ikke beregnes (${reason}); nyt forsøg om ${retryInSeconds} s.`,
};
