// Danish copy: moderation. Part of the catalogue re-exported by src/copy/da.ts.
import { formatNumber, statementNumber } from '../numbers';

/** One statement by its text, several by their number. */
const subject = (count: number, txt: string) => (count === 1 ? `»${txt}«` : `${count} udsagn`);

// Comment moderation at /m/{conversation_id}/comments (docs/behaviour.md#moderation).
export const moderation = {
  heading: 'Moderér',
  intro:
    'Her ser du både dine egne og andres bidrag til samtalen, og du kan acceptere eller afvise dem.',
  tabsLabel: 'Udsagn efter status',
  tabs: { pending: 'Afventer', accepted: 'Accepterede', rejected: 'Afviste' },
  /** The tab's count while it loads (read out as the label below). */
  countLoading: '…',
  countLoadingLabel: 'antal hentes',
  // Search, filters and sort above the lists (GET /comments paged=true).
  tools: {
    label: 'Søg, filtrér og sortér',
    search: 'Søg i udsagn',
    searchHint: 'Tekst eller nr.',
    searchButton: 'Søg',
    filtersLabel: 'Vis kun',
    filters: {
      flagged: 'Markeret af den automatiske moderator',
      is_seed: 'Startudsagn',
      is_meta: 'Metadata',
      has_votes: 'Med stemmer',
    },
    sort: 'Sortér',
    sorts: {
      oldest: 'Ældste først',
      newest: 'Nyeste først',
      most_votes: 'Flest stemmer',
      most_disagree: 'Flest uenige',
    },
  },
  showing: (shown: number, total: number) =>
    `Viser ${formatNumber(shown)} af ${formatNumber(total)}`,
  more: 'Vis flere',
  loadingMore: 'Henter flere…',
  // Ticking rows and moderating them at once.
  select: (txt: string) => `Vælg »${txt}«`,
  selectAll: 'Vælg alle viste',
  selectedCount: (count: number) => `${formatNumber(count)} valgt`,
  acceptSelected: 'Acceptér valgte',
  rejectSelected: 'Afvis valgte',
  bulkLabel: 'Valgte udsagn',
  // The notice after each saved change, with 'Fortryd'.
  confirmed: {
    accept: (count: number, txt: string) =>
      count === 1 ? `»${txt}« er accepteret.` : `${formatNumber(count)} udsagn er accepteret.`,
    reject: (count: number, txt: string) =>
      count === 1 ? `»${txt}« er afvist.` : `${formatNumber(count)} udsagn er afvist.`,
    meta: (count: number, txt: string) =>
      count === 1
        ? `Metadata er ændret for »${txt}«.`
        : `Metadata er ændret for ${formatNumber(count)} udsagn.`,
  },
  undo: 'Fortryd',
  undoing: 'Fortryder…',
  undoFailed: (detail: string) => `Ændringen kunne ikke fortrydes (${detail}).`,
  undone: (restored: number, skipped: number) =>
    skipped === 0
      ? `Fortrudt: ${formatNumber(restored)} udsagn er sat tilbage.`
      : `Fortrudt: ${formatNumber(restored)} udsagn er sat tilbage; ${formatNumber(skipped)} var ændret siden og er ikke rørt.`,
  // Why the automatic moderator flagged a statement (comments.flag_reasons).
  flagReasonsLabel: 'Markeret for',
  // Near-duplicates: a pending statement that nearly repeats an accepted one.
  nearDuplicate: (tid: number) => `Ligner #${statementNumber(tid)}`,
  nearDuplicateIntro: (tid: number) =>
    `Udsagnet ligner det accepterede udsagn nr. ${statementNumber(tid)}:`,
  rejectAsDuplicate: (tid: number) => `Afvis som gentagelse af #${statementNumber(tid)}`,
  duplicateOf: (tid: number) => `Gentagelse af udsagn nr. ${statementNumber(tid)}`,
  flagReasons: {
    link: 'link',
    email: 'kontaktoplysning',
    phone: 'kontaktoplysning',
    offensive: 'grovhed',
    spam: 'spam',
    caps: 'versaler',
  },
  loading: {
    pending: 'Henter udsagn, der afventer moderation…',
    accepted: 'Henter accepterede udsagn…',
    rejected: 'Henter afviste udsagn…',
  },
  empty: {
    pending: 'Ingen udsagn venter på moderation.',
    accepted: 'Der er ingen accepterede udsagn endnu.',
    rejected: 'Der er ingen afviste udsagn.',
  },
  listLabel: {
    pending: 'Udsagn, der afventer moderation',
    accepted: 'Accepterede udsagn',
    rejected: 'Afviste udsagn',
  },
  accept: 'Acceptér',
  reject: 'Afvis',
  // The same words in every list: an accepted statement is rejected with 'Afvis', and back.
  acceptAgain: 'Acceptér',
  rejectAgain: 'Afvis',
  meta: 'Metadata',
  metaLink: 'Hvad er metadata?',
  metaUrl: 'https://compdemocracy.org/metadata/',
  opensInNewTab: '(åbner i et nyt faneblad)',
  flagged:
    'Udsagnet er markeret af den automatiske moderator og vises ikke for deltagerne. Accepterer du det, tilsidesætter du markeringen.',
  seed: 'Startudsagn',
  // Each row's votes, and per opinion group a small bar (GET /math/statementVotes).
  votes: {
    counts: (agree: number, disagree: number, pass: number) =>
      `${formatNumber(agree)} ${agree === 1 ? 'enig' : 'enige'} · ${formatNumber(disagree)} ${disagree === 1 ? 'uenig' : 'uenige'} · ${formatNumber(pass)} sprang over`,
    none: 'Ingen stemmer endnu',
    groupsLabel: 'Sådan stemte grupperne',
    group: (letter: string) => `Gruppe ${letter}`,
    /** The bar's text alternative. */
    groupSplit: (letter: string, agree: number, disagree: number, pass: number) =>
      `Gruppe ${letter}: ${agree} % enige, ${disagree} % uenige, ${pass} % sprang over`,
    groupNone: (letter: string) => `Gruppe ${letter}: har ikke stemt om udsagnet`,
  },
  commentNumber: (tid: number) => `Udsagn nr. ${statementNumber(tid)}`,
  saving: 'Gemmer…',
  refresh: 'Opdatér nu',
  refreshing: 'Opdaterer…',
  retry: 'Prøv igen',
  dismiss: 'Luk',
  loadFailed: (detail: string) => `Udsagnene kunne ikke hentes: ${detail}`,
  refreshFailed: (detail: string) =>
    `Listerne kunne ikke opdateres (${detail}). Det, du ser, er måske ikke det nyeste.`,
  refused: (count: number, txt: string, detail: string) =>
    `Ændringen af ${subject(count, txt)} blev afvist af serveren (${detail}). ${count === 1 ? 'Udsagnet er' : 'Udsagnene er'} sat tilbage.`,
  /** Nothing answered (status 0): the change was not refused, it never arrived. */
  unsent: (count: number, txt: string) =>
    `Ændringen af ${subject(count, txt)} blev ikke gemt, fordi der ikke er forbindelse til serveren. ${count === 1 ? 'Udsagnet er' : 'Udsagnene er'} sat tilbage; prøv igen, når forbindelsen er der.`,
  keyboardHelp:
    'Tastatur: j/k eller pil ned/op flytter mellem udsagn, a accepterer, r afviser og m slår metadata til eller fra.',
  announceFocus: (position: number, total: number, txt: string) =>
    `Udsagn ${position} af ${total}: ${txt}`,
  announceChange: {
    accept: (count: number, txt: string) =>
      count === 1 ? `Accepteret: ${txt}` : `${formatNumber(count)} udsagn accepteret`,
    reject: (count: number, txt: string) =>
      count === 1 ? `Afvist: ${txt}` : `${formatNumber(count)} udsagn afvist`,
    meta: (count: number, txt: string) =>
      count === 1 ? `Metadata ændret: ${txt}` : `Metadata ændret for ${formatNumber(count)} udsagn`,
  },
  announceRefused: (count: number, txt: string) =>
    `Ændringen blev afvist, ${count === 1 ? `udsagnet er sat tilbage: ${txt}` : `${formatNumber(count)} udsagn er sat tilbage`}`,
  announceUnsent: (count: number, txt: string) =>
    `Ingen forbindelse, ${count === 1 ? `udsagnet er sat tilbage: ${txt}` : `${formatNumber(count)} udsagn er sat tilbage`}`,
} as const;
