// Danish copy: conversationCards. Part of the catalogue re-exported by src/copy/da.ts.
import { formatCopenhagenMoment, formatDateTime, formatNumber } from '../numbers';

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
  closes: (ms: number) => `Lukker ${formatCopenhagenMoment(ms, 'short')}`,
  lastActivity: (ms: number) => `Seneste aktivitet ${formatDateTime(ms)}`,
  /** The sidebar's 'Moderér' with the queue: read as "Moderér, 3 venter". */
  moderateWaiting: (count: number) => `${formatNumber(count)} venter`,
} as const;
