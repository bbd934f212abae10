// Danish copy: the public report's opinion groups, consensus and divisive lists, its map, the
// frozen moment and its newer versions. Part of the catalogue re-exported by src/copy/da.ts.

import { statementNumber } from '../../numbers';
import { groupShares, votes } from '../groupShares';

export const reportGroups = {
  // The report's moment: figures frozen when it was generated ("Tal fra 24. november 2026 kl. 15.02").
  takenAt: (date: string) => `Tal fra ${date}`,
  frozenNote: 'Rapporten ændrer sig ikke, når der kommer nye stemmer eller udsagn.',
  newerHeading: 'Der findes en nyere version af rapporten',
  newerLink: (date: string) => `Rapporten med tal fra ${date}`,
  heading: 'Meningsgrupperne',
  intro:
    'Deltagere, der har stemt ens, er samlet i grupper. Grupperne er fundet ud fra stemmerne alene – ikke ud fra, hvem deltagerne er.',
  computed: (date: string, voteCount: number) =>
    `Grupperne er beregnet ${date} ud fra ${votes(voteCount)}.`,
  // When the math read more votes than 'Deltagelse' counts (current votes on the report's statements).
  countsMore:
    'Det er flere end under «Deltagelse», fordi beregningen også tæller stemmer på udsagn, der ikke er med i rapporten, og stemmer, der siden er ændret.',
  notComputed:
    'Grupperne var ikke beregnet, da rapporten blev lavet. Lav en ny version af rapporten, når der er stemt mere.',
  // Why there were no groups when the report was made: a sentence, never a spinner.
  noGroups: {
    no_votes: 'Der var ingen stemmer, da rapporten blev lavet, så der er ingen grupper.',
    too_few_participants:
      'Der var for få deltagere, der havde stemt nok, til at grupper kunne dannes, da rapporten blev lavet.',
    too_few_statements: 'Der var for få udsagn til at danne grupper, da rapporten blev lavet.',
    no_differences:
      'Deltagerne stemte så ens, at der ikke var forskellige grupper, da rapporten blev lavet.',
  },
  noGroupsVotes: groupShares.noGroupsVotes,
  group: groupShares.group,
  groupHeading: groupShares.groupLabel,
  groupStatements: groupShares.statementsHeading,
  agreeShare: groupShares.agreeShare,
  disagreeShare: groupShares.disagreeShare,
  repfulAgree: 'Enige',
  repfulDisagree: 'Uenige',
  noGroupStatements: 'Ingen udsagn skilte sig tydeligt ud for gruppen.',
  importantHeading: (letter: string) => `Vigtigst for gruppe ${letter}`,
  importantCount: (n: number) =>
    n === 1
      ? '1 deltager har markeret det som vigtigt'
      : `${n} deltagere har markeret det som vigtigt`,
  noImportant: 'Ingen i gruppen har markeret et udsagn som vigtigt.',
  consensusHeading: 'Det er grupperne enige om',
  consensusIntro:
    'Udsagn, som et flertal i hver gruppe er enige i – og udsagn, som et flertal i hver gruppe afviser.',
  noConsensus: 'Der er ikke et udsagn, som et flertal i alle grupper er enige i eller afviser.',
  stability: groupShares.stability,
  divisiveHeading: 'Her er grupperne uenige',
  divisiveIntro: 'Udsagn, hvor grupperne stemte mest forskelligt.',
  noDivisive: 'Grupperne stemte ikke tydeligt forskelligt om noget udsagn.',
  groupAgrees: (letter: string, percent: number) => `Gruppe ${letter}: ${percent} % enige`,
  groupDisagrees: (letter: string, percent: number) => `Gruppe ${letter}: ${percent} % uenige`,
  sharedRejection: 'Afvist af alle grupper',
  statementNumber: (tid: number) => `#${statementNumber(tid)}`,
  mapHeading: 'Kortet over grupperne og udsagnene',
  mapIntro:
    'Hver prik er en flok deltagere, der stemte ens; jo større, jo flere. Udsagnene står som nummererede ruder: et udsagn står i retning af de deltagere, der var enige i det.',
  mapLabel: (groups: number, statements: number) =>
    `Meningskort med ${groups} grupper og ${statements} udsagn`,
  mapSummary: 'Grupperne, deres udsagn og hvor enige de var, står i listerne ved siden af kortet.',
  mapLegendStatements: 'Udsagn (nummeret står ved de udsagn, der nævnes i rapporten)',
};
