// The participant page's rules: vote values, "n af m", the 140-character limit, refusals.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/common/apiError';
import {
  isClosedRefusal,
  isTransientFailure,
  isNotFoundError,
  progressOf,
  voteValueOf,
} from './participationRules';

describe('voteValueOf', () => {
  it('stores votes the Polis way', () => {
    expect(voteValueOf('agree')).toBe(-1);
    expect(voteValueOf('disagree')).toBe(1);
    expect(voteValueOf('pass')).toBe(0);
  });
});

describe('progressOf', () => {
  it('counts the shown statement as remaining', () => {
    expect(progressOf({ remaining: 10, total: 10 })).toEqual({ position: 1, total: 10 });
    expect(progressOf({ remaining: 1, total: 10 })).toEqual({ position: 10, total: 10 });
  });

  it('never shows a position outside 1..total', () => {
    expect(progressOf({ remaining: 5, total: 3 })).toEqual({ position: 1, total: 5 });
    expect(progressOf({ remaining: 0, total: 0 })).toEqual({ position: 1, total: 1 });
  });
});

describe('refusals', () => {
  const error = (status: number, polisError?: string) =>
    new ApiError({ status, statusText: '', polisError });

  it('reads 404, and the 400 about the id, as not found', () => {
    expect(isNotFoundError(error(404), 'conversation_id')).toBe(true);
    expect(
      isNotFoundError(
        error(400, 'polis_err_param_parse_failed_conversation_id'),
        'conversation_id',
      ),
    ).toBe(true);
    expect(isNotFoundError(error(400, 'polis_err_param_parse_failed_tid'), 'conversation_id')).toBe(
      false,
    );
    expect(isNotFoundError(error(500), 'report_id')).toBe(false);
    expect(isNotFoundError(new Error('x'), 'report_id')).toBe(false);
  });

  it('reads a 403 as closed unless it names another reason', () => {
    expect(isClosedRefusal(error(403, 'polis_err_conversation_is_closed'))).toBe(true);
    expect(isClosedRefusal(error(403))).toBe(true);
    expect(isClosedRefusal(error(403, 'polis_err_comment_writing_disabled'))).toBe(false);
    expect(isClosedRefusal(error(429, 'polis_err_rate_limited'))).toBe(false);
  });

  it('sends again after an outage (offline, 502/503/504), never after a 500 or a refusal', () => {
    expect(isTransientFailure(ApiError.network(new TypeError('Failed to fetch')))).toBe(true);
    for (const status of [502, 503, 504]) expect(isTransientFailure(error(status))).toBe(true);
    for (const status of [400, 403, 429, 500])
      expect(isTransientFailure(error(status))).toBe(false);
    expect(isTransientFailure(new Error('x'))).toBe(false);
  });
});
