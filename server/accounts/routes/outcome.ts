// Turns an account flow's outcome (accounts/linkFlows.ts) into the API's error shape.
import type { FlowOutcome } from '../linkFlows';
import { HttpError } from '../../platform/http/errors';
import { retryAfterSeconds } from '../../platform/rules/rateLimit';

export function unwrap<T extends object>(outcome: FlowOutcome<T>): T {
  if (outcome.ok) return outcome;
  const headers =
    outcome.retryAfterMs === undefined
      ? undefined
      : { 'Retry-After': String(retryAfterSeconds(outcome.retryAfterMs)) };
  throw new HttpError(outcome.status, outcome.error, outcome.message, headers, outcome.field);
}
