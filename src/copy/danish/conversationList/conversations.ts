// Danish copy: conversations. Part of the catalogue re-exported by src/copy/da.ts.
import { countOf, formatNumber } from '../numbers';

export const conversations = {
  heading: 'Samtaleadministration',
  intro:
    'Du er nu samtaleejer og moderator. Her opretter du nye samtaler og finder dem, du allerede har: vælg en samtale for at sætte den op, dele den, moderere udsagnene og følge deltagelsen.',
  otherHeading: 'Andres samtaler',
  archivedHeading: 'Arkiverede samtaler',
  archivedIntro:
    'Samtaler, du har arkiveret. De virker som før for deltagerne og på den offentlige rapport; åbn en og vælg «Gendan» for at få den tilbage under dine samtaler.',
  archivedEmpty: 'Du har ingen arkiverede samtaler.',
  archivedListLabel: 'Arkiverede samtaler',
  otherIntro:
    'Samtaler, du deltager i, men ikke ejer. De åbner på den offentlige side i et nyt faneblad.',
  create: 'Opret ny samtale',
  creating: 'Opretter samtale…',
  createFailed: (detail: string) => `Samtalen kunne ikke oprettes: ${detail}`,
  loading: 'Indlæser samtaler…',
  loadFailed: 'Fejl ved indlæsning af samtaler:',
  retry: 'Prøv igen',
  empty: 'Du har ingen samtaler endnu. Opret den første med knappen ovenfor.',
  otherEmpty: 'Du deltager ikke i andres samtaler endnu.',
  embeddedOn: (parentUrl: string) => `Indlejret på ${parentUrl}`,
  participants: (count: number) => countOf(count, 'deltager', 'deltagere'),
  opensInNewTab: '(åbner i et nyt faneblad)',
  showMore: 'Vis flere',
  shownOf: (shown: number, total: number) =>
    `Viser ${formatNumber(shown)} af ${formatNumber(total)} samtaler`,
  listLabel: 'Dine samtaler',
  otherListLabel: 'Samtaler du deltager i',
  /** Said once, by the screen that sent the admin to the list (views/conversationList/listNotice). */
  notices: {
    deleted: 'Samtalen og alt om den er slettet.',
  },
} as const;
