// Danish copy: the participant's opinion map (vis_type 1). Part of the catalogue re-exported by
// src/copy/da.ts; only the map's lazy chunk uses it.

import { groupShares, participants, votes } from './groupShares';

export const opinionMap = {
  heading: 'Meningskortet',
  intro:
    'Deltagere, der stemmer ens, står tæt på hinanden. Grupperne er fundet ud fra stemmerne – ikke ud fra, hvem deltagerne er.',
  loading: 'Henter meningskortet…',
  loadFailed: (detail: string) => `Meningskortet kunne ikke hentes: ${detail}`,
  retry: 'Prøv igen',
  group: groupShares.group,
  groupLabel: groupShares.groupLabel,
  members: participants,
  yourGroupBadge: 'din gruppe',
  you: 'Dig',
  yourGroup: (letter: string) => `Du er i gruppe ${letter}.`,
  placedNoGroup: 'Du er placeret på kortet, men ikke i nogen af grupperne.',
  placedSmallGroup:
    'Du er placeret på kortet tæt på nogle få andre – jeres gruppe er for lille til at blive vist for sig selv.',
  // Groups below the floor (docs/math.md#small-groups) are not shown as groups of their own.
  smallGroups: (groups: number, people: number) =>
    `${people === 1 ? '1 deltager' : `${people} deltagere`} står i ${
      groups === 1 ? 'en gruppe, der er' : 'grupper, der er'
    } for små til at blive vist for sig selv.`,
  // What unites people: the majority view across the groups.
  majorityIntro:
    'Udsagn, som et flertal i hver gruppe har taget samme stilling til – det, deltagerne er fælles om.',
  majorityAgree: 'Det er de fleste enige om',
  majorityDisagree: 'Det er de fleste uenige om',
  majorityAgreeShare: (percent: number) => `${percent} % er enige`,
  majorityDisagreeShare: (percent: number) => `${percent} % er uenige`,
  needVotes: (n: number) =>
    n === 1
      ? 'Stem på 1 udsagn mere for at se, hvor du står.'
      : `Stem på ${n} udsagn mere for at se, hvor du står.`,
  placingSoon:
    'Du har stemt nok til at blive placeret – kortet viser dig, når det er beregnet igen.',
  mapLabel: (groups: number) =>
    groups === 1 ? 'Meningskort med 1 gruppe' : `Meningskort med ${groups} grupper`,
  mapSummary: 'Grupperne og de udsagn, der kendetegner dem, står i listen under kortet.',
  statementsHeading: groupShares.statementsHeading,
  agreeShare: groupShares.agreeShare,
  disagreeShare: groupShares.disagreeShare,
  noStatements: 'Ingen udsagn skiller sig tydeligt ud for gruppen endnu.',
  // The honest status line: when and from how much the map was computed, or why there are no groups.
  computed: (minutes: number, voteCount: number | null) => {
    const when =
      minutes < 1
        ? 'for under et minut siden'
        : minutes === 1
          ? 'for 1 minut siden'
          : minutes < 120
            ? `for ${minutes} minutter siden`
            : `for ${Math.round(minutes / 60)} timer siden`;
    return voteCount === null
      ? `Beregnet ${when}.`
      : `Beregnet ${when} ud fra ${votes(voteCount)}.`;
  },
  notComputed:
    'Kortet er ikke beregnet endnu. Det sker kort efter, at deltagerne er begyndt at stemme.',
  noGroups: {
    no_votes: 'Der er ingen stemmer endnu, så der er ingen grupper at vise.',
    too_few_participants:
      'Der er endnu for få deltagere, der har stemt nok, til at grupper kan dannes.',
    too_few_statements: 'Der er endnu for få udsagn at stemme om, til at grupper kan dannes.',
    no_differences: 'Deltagerne stemmer indtil videre så ens, at der ikke er forskellige grupper.',
    unknown: 'Der er endnu ikke stemmer nok til at danne grupper.',
  },
  noGroupsVotes: groupShares.noGroupsVotes,
  updating: 'Opdateres … de nyeste stemmer regnes med lige nu.',
  paused: 'Kortet opdateres igen, når du vender tilbage til siden.',
  pollFailed: 'Kortet kunne ikke opdateres lige nu – vi prøver igen om lidt.',
};
