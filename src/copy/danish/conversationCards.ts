// Danish copy: conversationCards. Part of the catalogue re-exported by src/copy/da.ts.
import { formatNumber } from './numbers';

const dateTime = new Intl.DateTimeFormat('da-DK', { dateStyle: 'medium', timeStyle: 'short' });
const ZONE = 'Europe/Copenhagen';
const shortDay = new Intl.DateTimeFormat('da-DK', {
  day: 'numeric',
  month: 'short',
  timeZone: ZONE,
});
const clock = new Intl.DateTimeFormat('da-DK', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: ZONE,
});

// What a card in the conversation list says about its conversation beside the topic
// (docs/behaviour.md#conversationlist): its state, the moderation queue and the last activity.
export const conversationCards = {
  status: { open: 'Åben', closed: 'Lukket', draft: 'Kladde' },
  statusLabel: 'Status',
  waiting: (count: number) =>
    count === 0
      ? 'Ingen udsagn venter'
      : count === 1
        ? '1 udsagn venter på moderation'
        : `${formatNumber(count)} udsagn venter på moderation`,
  /** A scheduled close, Copenhagen time: 'Lukker 3. dec. kl. 12.00'. */
  closes: (ms: number) =>
    `Lukker ${shortDay.format(new Date(ms))} kl. ${clock.format(new Date(ms))}`,
  lastActivity: (ms: number) => `Seneste aktivitet ${dateTime.format(new Date(ms))}`,
  /** The sidebar's 'Moderér' with the queue: read as "Moderér, 3 venter". */
  moderateWaiting: (count: number) => `${formatNumber(count)} venter`,
} as const;
