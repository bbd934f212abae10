// Danish copy: conversationAdmin. Part of the catalogue re-exported by src/copy/da.ts.
import { countOf } from './numbers';

export const conversationAdmin = {
  back: '← Dine samtaler',
  loading: 'Indlæser samtalen…',
  loadFailed: (detail: string) => `Samtalen kunne ikke hentes: ${detail}`,
  retry: 'Prøv igen',
  intro:
    'Her administrerer du samtalen: indstillinger, deling med deltagerne, moderation af udsagn og rapporter.',
  participants: (count: number) => countOf(count, 'deltager', 'deltagere'),
  open: 'Åben for deltagelse',
  closed: 'Lukket for deltagelse',
  publicPage: 'Åbn den offentlige side',
  untitled: 'Samtale uden titel',
  /** An id the server does not know (our 404, upstream Polis's 400 text/plain). */
  notFound: 'Samtalen findes ikke',
  notFoundHint: 'Tjek adressen, eller gå tilbage til dine samtaler.',
  notFoundBack: 'Til dine samtaler',
} as const;
