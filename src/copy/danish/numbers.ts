// Danish numbers, plurals and dates for the copy catalogue, through Intl with the 'da-DK' locale:
// "1.234", "12,5 %", "1 udsagn" / "14 udsagn", "3. jan. 2026 14.05". Leaves: no imports.

const integer = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 0 });
const percentFormat = new Intl.NumberFormat('da-DK', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const plurals = new Intl.PluralRules('da-DK');
const dateTime = new Intl.DateTimeFormat('da-DK', { dateStyle: 'medium', timeStyle: 'short' });

/** 1234 → "1.234". */
export function formatNumber(value: number): string {
  return integer.format(value);
}

/** A percentage given as 0–100 → "12,5 %". */
export function formatPercent(value: number): string {
  return percentFormat.format(value / 100);
}

/** "1 udsagn", "14 udsagn", "1 emne", "2 emner": Danish plural rules pick the noun. */
export function countOf(count: number, one: string, other: string): string {
  return `${formatNumber(count)} ${plurals.select(count) === 'one' ? one : other}`;
}

/** A moment as Danes write it, in the reader's time zone. */
export function formatDateTime(ms: number): string {
  return dateTime.format(new Date(ms));
}
