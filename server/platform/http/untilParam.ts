// The `until` query parameter of stats and exports, as a cut-off for SQL (exclusive).
import { NO_CUTOFF, parseUntil } from '../rules/timeParam';
import { paramParseFailed } from './errors';
import { platformMessages } from '../messages';

/** The cut-off in ms, NO_CUTOFF when absent; 400 polis_err_param_parse_failed_until when invalid. */
export function untilParam(value: string | undefined): number {
  const until = parseUntil(value);
  if (until === undefined) return NO_CUTOFF;
  if (Number.isNaN(until)) {
    throw paramParseFailed('until', platformMessages.http.until);
  }
  return until;
}
