// The report text's Danish messages (docs/architecture.md#server-messages): the sentences of a
// report's draft (docs/behaviour.md#the-reports-written-text), one function per kind of sentence,
// and the Word file's own words, so a reader can check every wording in one place. Each sentence
// that rests on a statement names it "(#n)" and stands alone: a statement removed after publishing
// takes exactly its own sentences with it (removal.ts).
import { countOf, formatNumber, statementNumber } from '../../../contract/danishNumbers';

const ZONE = 'Europe/Copenhagen';
const day = new Intl.DateTimeFormat('da-DK', { dateStyle: 'long', timeZone: ZONE });

/** '24. november 2026', the same wherever the server runs. */
export const danishDay = (ms: number) => day.format(new Date(ms));

export const people = (n: number) => countOf(n, 'deltager', 'deltagere');
const statementsCount = (n: number) => countOf(n, 'udsagn', 'udsagn');
const votesCount = (n: number) => countOf(n, 'stemme', 'stemmer');

/** A statement quoted whole, on one line, with its number: '«Flere cykelstier» (#4)'. */
export function quote(tid: number, text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return `«${oneLine}» (#${statementNumber(tid)})`;
}

export const letterOf = (index: number) => String.fromCharCode(65 + index);

export const headings = {
  summary: 'Kort fortalt',
  groups: 'Meningsgrupperne',
  consensus: 'Det er de fleste enige om',
  divisive: 'Her er der uenighed',
  importance: 'Det vigtigste for hver gruppe',
  topics: 'Emnerne',
  method: 'Sådan er tallene fremkommet',
} as const;

export const summary = {
  taking: (participants: number, voters: number, statements: number, votes: number) =>
    `${people(participants)} tog del, og ${formatNumber(voters)} af dem stemte. Rapporten viser ${statementsCount(statements)}, og der blev afgivet ${votesCount(votes)} på dem.`,
  nothing: 'Ingen deltog, før tallene blev taget.',
  noStatements:
    'Rapporten viser ingen udsagn: alle udsagn var enten afvist eller ikke godkendt, da tallene blev taget.',
  period: (from: string, to: string) =>
    from === to
      ? `Deltagelsen begyndte ${from}, samme dag som tallene blev taget.`
      : `Deltagelsen begyndte ${from}, og tallene blev taget ${to}.`,
  taken: (to: string) => `Tallene blev taget ${to}.`,
  groups: (count: number, sizes: string) =>
    count === 1
      ? `Deltagerne dannede én meningsgruppe: ${sizes}.`
      : `Deltagerne delte sig i ${formatNumber(count)} meningsgrupper: ${sizes}.`,
  groupSize: (letter: string, size: number) => `gruppe ${letter} med ${people(size)}`,
  noGroups: 'Der blev ikke dannet meningsgrupper.',
};

export const group = {
  intro: (letter: string, size: number) =>
    `Gruppe ${letter} består af ${people(size)}, der har stemt nogenlunde ens.`,
  agreeFirst: (letter: string, q: string, inGroup: number, others: number) =>
    `Gruppe ${letter} er især enig i ${q}: ${inGroup} % i gruppen er enige mod ${others} % af de andre.`,
  agreeMore: (q: string, inGroup: number, others: number) =>
    `Gruppen er også enig i ${q}: ${inGroup} % i gruppen mod ${others} % af de andre.`,
  disagree: (letter: string, q: string, inGroup: number, others: number) =>
    `Gruppe ${letter} afviser ${q}: ${inGroup} % i gruppen er uenige mod ${others} % af de andre.`,
  nothing: (letter: string) => `Intet udsagn skilte gruppe ${letter} tydeligt ud fra de andre.`,
  noGroupsWhy: {
    no_votes: 'Der var ingen stemmer, da tallene blev taget, så der er ingen grupper.',
    too_few_participants:
      'For få deltagere havde stemt nok til, at der kunne dannes grupper, da tallene blev taget.',
    too_few_statements: 'Der var for få udsagn til at danne grupper, da tallene blev taget.',
    no_differences: 'Deltagerne stemte så ens, at der ikke var forskellige grupper.',
  },
  notComputed:
    'Grupperne var ikke beregnet, da tallene blev taget. Lav en ny version af rapporten, når der er stemt mere.',
};

/** '68 %' or 'mellem 68 og 91 %' for the groups' shares. */
export function shareRange(shares: readonly number[]): string {
  const low = Math.min(...shares);
  const high = Math.max(...shares);
  return low === high ? `${low} %` : `mellem ${low} og ${high} %`;
}

export const consensus = {
  agree: (q: string, shares: number[]) =>
    shares.length === 1
      ? `${q}: ${shares[0]} % er enige.`
      : `Et flertal i alle grupper er enige i ${q}: ${shareRange(shares)} i hver gruppe.`,
  disagree: (q: string, shares: number[]) =>
    shares.length === 1
      ? `${q}: ${shares[0]} % er uenige.`
      : `Et flertal i alle grupper afviser ${q}: ${shareRange(shares)} i hver gruppe er uenige.`,
  plainAgree: (q: string, agrees: number, votes: number) =>
    `${formatNumber(agrees)} af de ${formatNumber(votes)}, der stemte om ${q}, er enige.`,
  none: 'Der er ikke et udsagn, som et flertal i alle grupper er enige i eller afviser.',
  nonePlain: 'Der er ikke et udsagn, som et flertal af dem, der stemte, var enige i.',
  plainIntro: 'Uden grupper bygger listen på alle stemmer under ét.',
};

export const divisive = {
  item: (q: string, shares: string) => `Om ${q} er grupperne uenige: ${shares}.`,
  share: (letter: string, percent: number, first: boolean) =>
    first ? `i gruppe ${letter} er ${percent} % enige` : `i gruppe ${letter} ${percent} %`,
  none: 'Grupperne stemte ikke tydeligt forskelligt om noget udsagn.',
  noGroups: 'Uden grupper kan rapporten ikke vise, hvor grupperne er uenige.',
};

export const importance = {
  item: (letter: string, q: string, count: number) =>
    `For gruppe ${letter} er ${q} det vigtigste: ${people(count)} har markeret det som vigtigt.`,
  none: (letter: string) => `Ingen i gruppe ${letter} markerede et udsagn som vigtigt.`,
  noGroups: 'Uden grupper er der ingen liste over, hvad der er vigtigst for hver gruppe.',
};

export const topics = {
  item: (name: string, statements: number) => `«${name}» samler ${statementsCount(statements)}.`,
  intro: (count: number) => `Udsagnene er delt i ${countOf(count, 'emne', 'emner')}.`,
};

export const method = {
  groups:
    'Deltagere, der har stemt ens, er samlet i meningsgrupper ud fra stemmerne alene – ikke ud fra, hvem de er. Rådslag regner grupperne på egen server med samme metode som Polis.',
  computed: (votes: number, date: string) =>
    `Grupperne er beregnet ${date} ud fra ${votesCount(votes)}.`,
  stability: (ari: number) => {
    const figure = `${Math.round(Math.max(0, Math.min(1, ari)) * 100)} %`;
    if (ari >= 0.9)
      return `Grupperne er faste: regnes de igen, bliver de næsten de samme (${figure} ens).`;
    if (ari >= 0.7)
      return `Grupperne er nogenlunde faste: regnes de igen, havner de fleste deltagere i samme gruppe (${figure} ens).`;
    return `Grupperne er usikre: regnes de igen, kan grænserne mellem dem falde et andet sted (kun ${figure} ens).`;
  },
  level: {
    '-1': 'Rapporten viser alle udsagn, også de afviste.',
    '0': 'Rapporten viser alle udsagn undtagen dem, moderatorerne har afvist.',
    '1': 'Rapporten viser kun de udsagn, moderatorerne har godkendt.',
  } as Record<string, string>,
  shares:
    'En procent er andelen af dem, der stemte om udsagnet – i gruppen eller blandt de andre – afrundet til hele procent.',
  limits:
    'Deltagerne har selv valgt at være med. Tallene er derfor ikke en repræsentativ undersøgelse og siger ikke, hvad hele befolkningen mener.',
};

/** What a section says when every statement it rested on was removed after publishing (removal.ts). */
export const removal = {
  sectionEmptied: 'Udsagnene i dette afsnit er fjernet efter offentliggørelsen.',
};

/** The Word file's own words around the text (docx.ts). */
export const docxWords = {
  untitled: 'Rapport',
  byline: (day: string) => `Rapport fra Rådslag. Tal fra ${day}.`,
  creator: 'Rådslag',
  description: 'Rapport fra Rådslag',
  tableHeader: ['Nr.', 'Udsagn', 'Holdning', 'I gruppen', 'De andre'],
  agree: 'Enige',
  disagree: 'Uenige',
  groupTitle: (letter: string, size: number) => `Gruppe ${letter} · ${people(size)}`,
  groupWithoutStatements: 'Intet udsagn skilte gruppen tydeligt ud fra de andre.',
  chart: (letter: string) => ({
    name: `Gruppe ${letter}`,
    title: `Søjlediagram for gruppe ${letter}`,
    description: `Andelen i gruppe ${letter} (sort) og blandt de andre (skraveret) for gruppens udsagn.`,
  }),
  chartCaption: (letter: string) =>
    `Figur: gruppe ${letter}. Sort søjle: andelen i gruppen; skraveret søjle: andelen blandt de andre.`,
  removed: (day: string) => `Et udsagn er fjernet efter offentliggørelsen (${day}).`,
  /** 'Side 3 af 7': the page numbers go between the words. */
  page: 'Side ',
  pageOf: ' af ',
};
