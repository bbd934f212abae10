// Danish copy: 'Lukker automatisk' on the configure screen (docs/behaviour.md#scheduledclose), the
// date and time at which a conversation closes by itself. Part of the catalogue re-exported by
// src/copy/da.ts.

import { formatCopenhagenMoment } from '../numbers';

/** '3. december 2026 kl. 12.00' (Copenhagen time). */
export const closeMoment = (ms: number) => formatCopenhagenMoment(ms, 'long');

export const scheduledClose = {
  legend: 'Lukker automatisk',
  help: 'Vælg dato og klokkeslæt (dansk tid), hvor samtalen lukker af sig selv. Deltagerne kan så ikke længere stemme eller skrive udsagn; resultaterne bliver.',
  date: 'Dato',
  time: 'Klokkeslæt',
  save: 'Gem lukketidspunkt',
  saving: 'Gemmer …',
  clear: 'Fjern lukketidspunkt',
  none: 'Samtalen lukker ikke automatisk.',
  scheduled: (ms: number) => `Samtalen lukker automatisk ${closeMoment(ms)}.`,
  saved: 'Lukketidspunktet er gemt.',
  cleared: 'Lukketidspunktet er fjernet.',
  incomplete: 'Udfyld både dato og klokkeslæt.',
  invalid:
    'Datoen og klokkeslættet findes ikke (fx 30. februar eller timen, der springes over ved sommertid).',
  failed: 'Lukketidspunktet blev ikke gemt.',
} as const;
