// Which database failures are an outage (503, retry) and which are errors like any other.
import { describe, expect, it } from 'vitest';
import {
  classifyDatabaseError,
  DatabaseUnavailableError,
  isDatabaseUnavailable,
} from './unavailable';

const withCode = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('counts a refused, reset or timed-out connection and a restarting PostgreSQL', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      withCode('ETIMEDOUT'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006'),
      withCode('53300', 'sorry, too many clients already'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new AggregateError([withCode('ECONNREFUSED')], 'all addresses refused'),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
    }
  });

  it('leaves constraint, syntax and programming errors alone', () => {
    for (const error of [
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('42601', 'syntax error at or near "SELEC"'),
      withCode('22P02', 'invalid input syntax for type integer'),
      new TypeError('Cannot read properties of undefined'),
      'a string',
      null,
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });

  it('wraps an outage once, keeping the cause, and passes anything else through', () => {
    const refused = withCode('ECONNREFUSED');
    const wrapped = classifyDatabaseError(refused);
    expect(wrapped).toBeInstanceOf(DatabaseUnavailableError);
    expect((wrapped as Error).cause).toBe(refused);
    expect(classifyDatabaseError(wrapped)).toBe(wrapped);
    const duplicate = withCode('23505');
    expect(classifyDatabaseError(duplicate)).toBe(duplicate);
  });
});
