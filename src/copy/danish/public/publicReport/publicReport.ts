// Danish copy: publicReport. Part of the catalogue re-exported by src/copy/da.ts.
import { countOf, formatNumber, statementNumber } from '../../numbers';

// The public report at /report/{report_id}.
export const publicReport = {
  loading: 'Henter rapporten…',
  loadFailed: (detail: string) => `Rapporten kunne ikke hentes: ${detail}`,
  retry: 'Prøv igen',
  notFoundTitle: 'Rapporten findes ikke',
  notFoundBody:
    'Vi kan ikke finde en rapport på denne adresse. Måske er linket skrevet forkert, eller rapporten er fjernet.',
  withdrawnTitle: 'Rapporten er trukket tilbage',
  withdrawnBody:
    'Samtalens ejer har trukket denne version af rapporten tilbage. Dens tal og tekst vises ikke længere.',
  // The owner's published text (docs/behaviour.md#the-reports-written-text).
  textHeading: 'Sammenfatning',
  textPublished: (date: string) =>
    `Skrevet af samtalens ejer ud fra rapportens tal og udgivet ${date}. Tallene i parentes, fx (#4), er udsagnenes numre i listen nedenfor.`,
  removedNote: (date: string) => `Et udsagn er fjernet efter offentliggørelsen (${date}).`,
  eyebrow: 'Rapport',
  created: (date: string) => `Rapporten er lavet ${date}.`,
  totalsLabel: 'Deltagelse',
  participants: 'Deltagere',
  voters: 'Har stemt',
  votes: 'Stemmer',
  statements: 'Udsagn',
  statementsHeading: 'Udsagnene',
  statementsIntro:
    'Hvert udsagn med fordelingen af stemmer: enig, uenig og spring over. Procenterne er andele af alle, der stemte om udsagnet.',
  sortLabel: 'Sortér efter',
  sorts: {
    order: 'Rækkefølge',
    agreement: 'Mest enighed',
    disagreement: 'Mest uenighed',
    controversy: 'Mest omstridt',
  },
  sortedBy: (label: string) => `Sorteret efter: ${label}`,
  controversyNote:
    'Mest omstridt: udsagn, hvor dem, der tog stilling, delte sig mest ligeligt mellem enig og uenig – og jo flere der tog stilling, jo højere.',
  noStatements: 'Rapporten har ingen udsagn.',
  statementNumber: (tid: number) => `Udsagn #${statementNumber(tid)}`,
  agree: 'Enig',
  disagree: 'Uenig',
  pass: 'Spring over',
  votesOn: (count: number) => countOf(count, 'stemme', 'stemmer'),
  barLabel: (agree: number, disagree: number, pass: number) =>
    `${agree} % enige, ${disagree} % uenige, ${pass} % sprang over`,
  countLine: (label: string, count: number, percent: number) =>
    `${label}: ${formatNumber(count)} (${percent} %)`,
  meta: 'Meta-udsagn',
  rejected: 'Afvist af moderator',
  chartsHeading: 'Deltagelse over tid',
  votersChart: 'Stemmegivere over tid, efter tidspunktet for deres første stemme',
  commentersChart: 'Skribenter over tid, efter tidspunktet for deres første udsagn',
  chartsLoading: 'Henter diagrammerne…',
  print: 'Udskriv rapporten',
} as const;
