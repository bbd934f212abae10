import { describe, expect, it } from 'vitest';
import { isApiError } from './apiError';
import {
  asRecord,
  listOf,
  recordOrEmpty,
  toBoolean,
  toColour,
  toCount,
  toMod,
  toNullableText,
  toNumber,
  toOptionalTime,
  toText,
  toTimes,
  toTimestamp,
  toTrimmedText,
  toZeroOne,
  unexpected,
} from './tolerance';

describe('numbers and times as upstream sends them', () => {
  it('reads numeric strings as numbers and falls back for the rest', () => {
    expect(toNumber('1712345678901')).toBe(1712345678901);
    expect(toNumber(' 42 ')).toBe(42);
    expect(toNumber('')).toBe(0);
    expect(toNumber('abc', -1)).toBe(-1);
    expect(toNumber(Number.NaN, 7)).toBe(7);
    expect(toNumber(null, Number.NaN)).toBeNaN();
    expect(toTimestamp('1700000000000')).toBe(1_700_000_000_000);
    expect(toTimestamp(undefined)).toBe(0);
  });

  it('reads optional times from numbers, numeric strings and ISO dates', () => {
    expect(toOptionalTime('1700000000000')).toBe(1_700_000_000_000);
    expect(toOptionalTime('2024-01-02T03:04:05Z')).toBe(Date.UTC(2024, 0, 2, 3, 4, 5));
    expect(toOptionalTime(0)).toBeNull();
    expect(toOptionalTime('i går')).toBeNull();
    expect(toOptionalTime(undefined)).toBeNull();
  });

  it('keeps the readable times of a series, oldest first', () => {
    expect(toTimes(['30', 10, 'x', null, 20])).toEqual([10, 20, 30]);
    expect(toTimes({ 0: 1 })).toEqual([]);
  });

  it('counts are whole and never negative', () => {
    expect(toCount('3.6')).toBe(4);
    expect(toCount(-2)).toBe(0);
    expect(toCount(undefined)).toBe(0);
  });
});

describe('flags and text', () => {
  it("reads true, 1, 't', 'true' and '1' as true, and anything else (missing) as false", () => {
    for (const yes of [true, 1, 't', 'true', '1']) expect(toBoolean(yes)).toBe(true);
    for (const no of [false, 0, 'f', 'false', undefined, null, 'yes']) {
      expect(toBoolean(no)).toBe(false);
    }
    expect(toZeroOne('1')).toBe(1);
    expect(toZeroOne(2)).toBe(0);
    expect([toMod('1'), toMod(-1), toMod('7'), toMod(undefined)]).toEqual([1, -1, 0, 0]);
  });

  it('reads text, with fallbacks for missing, empty and blank', () => {
    expect(toText(12)).toBe('12');
    expect(toText(null, 'x')).toBe('x');
    expect(toNullableText('')).toBeNull();
    expect(toNullableText('a')).toBe('a');
    expect(toTrimmedText('  ')).toBeNull();
    expect(toTrimmedText(' b ')).toBe('b');
    expect(toColour('  ')).toBe('default');
    expect(toColour(null)).toBe('default');
    expect(toColour('#ff0000')).toBe('#ff0000');
  });
});

describe('shapes', () => {
  it('takes a list bare or wrapped in an object', () => {
    expect(listOf([1, 2], 'comments', 'comment list')).toEqual([1, 2]);
    expect(listOf({ comments: [3], pagination: {} }, 'comments', 'comment list')).toEqual([3]);
    expect(listOf({}, 'topics', 'topics', { missingIsEmpty: true })).toEqual([]);
  });

  it('refuses another shape with an error that names what was expected', () => {
    for (const value of [{}, null, 'x', { comments: 'x' }]) {
      let error: unknown;
      try {
        listOf(value, 'comments', 'comment list');
      } catch (thrown) {
        error = thrown;
      }
      expect(isApiError(error)).toBe(true);
      expect((error as Error).message).toBe("Unexpected comment list in the server's answer");
    }
  });

  it('tells objects from lists and nothing', () => {
    expect(asRecord({ a: 1 }, 'conversation')).toEqual({ a: 1 });
    expect(() => asRecord([], 'conversation')).toThrow(
      "Unexpected conversation in the server's answer",
    );
    expect(recordOrEmpty([1])).toEqual({});
    expect(recordOrEmpty(null)).toEqual({});
  });

  it('keeps the unusable answer as the error body, with a status of 200', () => {
    const error = unexpected('report data', { report: null });
    expect(error.status).toBe(200);
    expect(error.body).toBe('{"report":null}');
    expect(unexpected('x', undefined, 'Nothing came back').message).toBe('Nothing came back');
  });
});
