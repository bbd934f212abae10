// Danish numbers, plurals and dates for the copy catalogue, through Intl with the 'da-DK' locale:
// "1.234", "12,5 %", "1 udsagn" / "14 udsagn", "3. jan. 2026, 14.05". Every date the app writes is
// formatted here, so one moment reads the same on every screen. Counts and statement numbers are
// in contract/danishNumbers.ts, because the server's report text writes them too.
import { formatNumber } from '../../../contract/danishNumbers';

export { countOf, formatNumber, statementNumber } from '../../../contract/danishNumbers';

const percentFormat = new Intl.NumberFormat('da-DK', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const dateTime = new Intl.DateTimeFormat('da-DK', { dateStyle: 'medium', timeStyle: 'short' });
const longDateTime = new Intl.DateTimeFormat('da-DK', { dateStyle: 'long', timeStyle: 'short' });
// A conversation closes, and the log records an action, at a moment in Copenhagen: those read the
// same whatever zone the browser is in.
const ZONE = 'Europe/Copenhagen';
const copenhagenDays = {
  /** '3. dec.' */
  short: new Intl.DateTimeFormat('da-DK', { day: 'numeric', month: 'short', timeZone: ZONE }),
  /** '3. dec. 2026' */
  medium: new Intl.DateTimeFormat('da-DK', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: ZONE,
  }),
  /** '3. december 2026' */
  long: new Intl.DateTimeFormat('da-DK', { dateStyle: 'long', timeZone: ZONE }),
};
const copenhagenClock = new Intl.DateTimeFormat('da-DK', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: ZONE,
});

/** A percentage given as 0–100 → "12,5 %". */
export function formatPercent(value: number): string {
  return percentFormat.format(value / 100);
}

/** A text field's counter, the same on every form: '27 af 1.000 tegn'. */
export function characterCount(length: number, max: number): string {
  return `${formatNumber(length)} af ${formatNumber(max)} tegn`;
}

/** A moment as Danes write it, in the reader's time zone: '3. jan. 2026, 14.05'. */
export function formatDateTime(ms: number): string {
  return dateTime.format(new Date(ms));
}

/** The same with the month written out: '3. januar 2026 kl. 14.05'. */
export function formatLongDateTime(ms: number): string {
  return longDateTime.format(new Date(ms));
}

type DayStyle = keyof typeof copenhagenDays;

/** The day in Copenhagen: '3. dec.', '3. dec. 2026' or '3. december 2026'. */
export function formatCopenhagenDay(ms: number, style: DayStyle): string {
  return copenhagenDays[style].format(new Date(ms));
}

/** The day and the clock in Copenhagen: '3. december 2026 kl. 12.00'. */
export function formatCopenhagenMoment(ms: number, style: DayStyle): string {
  return `${formatCopenhagenDay(ms, style)} kl. ${copenhagenClock.format(new Date(ms))}`;
}
