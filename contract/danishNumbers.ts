// Danish numbers the SPA and the server both write, so a report's text and the screens read the
// same: "1.234", "1 udsagn" / "14 udsagn", and a statement's number as people read it. Through
// Intl with the 'da-DK' locale; the SPA's other number and date words are in
// src/copy/danish/numbers.ts.
const integer = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 0 });
const plurals = new Intl.PluralRules('da-DK');

/** 1234 → "1.234". */
export function formatNumber(value: number): string {
  return integer.format(value);
}

/** "1 udsagn", "14 udsagn", "1 emne", "2 emner": Danish plural rules pick the noun. */
export function countOf(count: number, one: string, other: string): string {
  return `${formatNumber(count)} ${plurals.select(count) === 'one' ? one : other}`;
}

/**
 * A statement's number as people read it, the same on the admin and the public pages and in the
 * report: participants count from 1, so the first statement (tid 0) is nr. 1
 * (docs/behaviour.md#statement-numbers).
 */
export function statementNumber(tid: number): string {
  return formatNumber(tid + 1);
}
