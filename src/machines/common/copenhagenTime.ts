// Date and time as a Danish owner types them ('Lukker automatisk',
// docs/behaviour.md#scheduledclose): the calendar date and wall-clock time in Europe/Copenhagen,
// whatever zone the browser runs in, turned into the instant (ms) the server stores, and back.
// Summer time is Intl's business, not ours: the offset is read from Intl for the instant in
// question.

const ZONE = 'Europe/Copenhagen';

const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export interface LocalDateTime {
  /** YYYY-MM-DD, as an <input type="date"> holds it. */
  date: string;
  /** HH:MM, as an <input type="time"> holds it. */
  time: string;
}

/** The Copenhagen date and time of an instant. */
export function copenhagenFields(ms: number): LocalDateTime {
  const part = Object.fromEntries(
    PARTS.formatToParts(new Date(ms)).map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}

/** Copenhagen's offset from UTC at an instant, ms (3,600,000 in winter, 7,200,000 in summer). */
function offsetAt(ms: number): number {
  const { date, time } = copenhagenFields(ms);
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  return Date.UTC(y, mo - 1, d, h, mi) - Math.floor(ms / 60_000) * 60_000;
}

/** Minutes Copenhagen is ahead of UTC at an instant: 60 in winter, 120 in summer. */
export function copenhagenOffsetMinutes(ms: number): number {
  return Math.round(offsetAt(ms) / 60_000);
}

/**
 * The instant a Copenhagen date and time name, or null when they name none: not a date and a time
 * in the inputs' formats, a day the calendar lacks (30 February), or an hour skipped when summer
 * time begins.
 */
export function copenhagenToMs({ date, time }: LocalDateTime): number | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(date);
  const t = /^(\d{2}):(\d{2})$/u.exec(time);
  if (!d || !t) return null;
  const asUtc = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  const first = asUtc - offsetAt(asUtc);
  const ms = asUtc - offsetAt(first);
  const back = copenhagenFields(ms);
  return back.date === date && back.time === time ? ms : null;
}
