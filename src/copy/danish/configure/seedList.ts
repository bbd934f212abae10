// Danish copy: the seed statements already added and 'Indsæt flere' on the configure screen
// (docs/behaviour.md#seedlist). Part of the catalogue re-exported by src/copy/da.ts.
import { characterCount, countOf, formatNumber } from '../numbers';

export const seedList = {
  heading: 'Tilføjede startudsagn',
  /** '3 af anbefalede 8–10 startudsagn'. */
  count: (count: number) => `${formatNumber(count)} af anbefalede 8–10 startudsagn`,
  loading: 'Henter startudsagn …',
  refreshing: 'Opdaterer listen …',
  loadFailed: 'Startudsagnene kunne ikke hentes.',
  staleList: 'Listen kunne ikke opdateres og viser måske ikke de nyeste startudsagn.',
  retry: 'Prøv igen',
  empty: 'Der er ingen startudsagn endnu.',
  number: (tid: number) => `Udsagn nr. ${tid}`,
  votes: (count: number) => countOf(count, 'stemme', 'stemmer'),
  lockedReason: 'Der er stemt på det, så det kan ikke ændres eller slettes.',
  edit: 'Ret',
  editLabel: (tid: number) => `Ret udsagn nr. ${tid}`,
  remove: 'Slet',
  removeLabel: (tid: number) => `Slet udsagn nr. ${tid}`,
  removing: 'Sletter …',
  editField: (tid: number) => `Ny tekst til udsagn nr. ${tid}`,
  counter: characterCount,
  save: 'Gem',
  saving: 'Gemmer…',
  cancel: 'Annullér',
} as const;

export const seedBulk = {
  heading: 'Indsæt flere',
  intro:
    'Indsæt flere startudsagn på én gang, ét pr. linje, eller hent dem fra en CSV-fil (første kolonne, eller kolonnen "udsagn" eller "text"). Du ser hvert udsagn, før noget sendes.',
  label: 'Startudsagn, ét pr. linje',
  file: 'Hent fra CSV-fil',
  reading: 'Læser filen …',
  fileFailed: (reason: string) => `Filen kunne ikke læses: ${reason}`,
  previewHeading: 'Forhåndsvisning',
  /** The 8–10 guidance against what the conversation has and what the box would add. */
  guidance: (existing: number, adding: number) =>
    `Samtalen har ${formatNumber(existing)}, og ${formatNumber(adding)} er klar til at blive tilføjet: ${formatNumber(existing + adding)} af anbefalede 8–10 startudsagn.`,
  characters: characterCount,
  problems: {
    tooLong: (max: number) => `For langt: højst ${max} tegn i denne samtale`,
    duplicate: 'Findes allerede som startudsagn',
    repeated: 'Står der allerede længere oppe',
  },
  ok: 'Klar',
  blankLines: (count: number) => `${countOf(count, 'tom linje', 'tomme linjer')} springes over.`,
  submit: (count: number) =>
    count === 1 ? 'Tilføj 1 startudsagn' : `Tilføj ${formatNumber(count)} startudsagn`,
  nothingToAdd: 'Skriv eller indsæt mindst ét udsagn uden problemer for at tilføje.',
  progress: (current: number, total: number) =>
    `Tilføjer ${formatNumber(current)} af ${formatNumber(total)} …`,
  added: (count: number) => `${countOf(count, 'startudsagn', 'startudsagn')} tilføjet.`,
  refusedHeading: (count: number) =>
    `${countOf(count, 'udsagn', 'udsagn')} blev ikke tilføjet og står stadig i feltet:`,
} as const;
