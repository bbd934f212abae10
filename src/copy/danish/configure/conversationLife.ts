// Danish copy: the owner's 'Kopiér og arkivér' section of the configure screen
// (docs/behaviour.md#conversationlife), and the notice on a new copy. Part of the catalogue
// re-exported by src/copy/da.ts.

import { formatCopenhagenDay } from '../numbers';

export const conversationLife = {
  heading: 'Kopiér og arkivér',
  intro: 'Kun samtalens ejer ser dette afsnit.',
  copy: {
    help: 'Laver en ny samtale som kladde med de samme indstillinger og startudsagn. Deltagere, deres udsagn og stemmer, rapporter og medmoderatorer kommer ikke med.',
    button: 'Kopiér samtale',
    copying: 'Kopierer …',
    failed: 'Samtalen blev ikke kopieret.',
  },
  archive: {
    help: 'Flytter samtalen fra «Dine samtaler» til «Arkiverede samtaler». Adressen, deltagersiden og rapporten virker som før.',
    button: 'Arkivér',
    restore: 'Gendan',
    working: 'Gemmer …',
    isArchived: (ms: number) =>
      `Samtalen blev arkiveret ${formatCopenhagenDay(ms, 'long')} og står under «Arkiverede samtaler».`,
    archived: 'Samtalen er arkiveret.',
    restored: 'Samtalen er gendannet og står igen under dine samtaler.',
    failed: 'Ændringen blev ikke gemt.',
  },
  /** On the copy's configure screen, right after 'Kopiér samtale'. */
  copiedNotice:
    'Dette er din kopi: en kladde med de samme indstillinger og startudsagn. Ret den til, og åbn den, når den er klar.',
} as const;
