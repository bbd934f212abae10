// Danish copy: monitoring. Part of the catalogue re-exported by src/copy/da.ts.
import { groupShares } from './public/groupShares';

// The monitoring screen at /m/{conversation_id}/stats (docs/behaviour.md#monitoring).
export const monitoring = {
  heading: 'Monitorér samtale',
  intro: 'Tallene opdateres af sig selv hvert 10. sekund, så længe du er på siden.',
  summaryLabel: 'Nøgletal',
  participants: 'Deltagere',
  voters: 'Har stemt',
  commenters: 'Har skrevet udsagn',
  votes: 'Stemmer',
  comments: 'Udsagn',
  waiting: 'Venter på moderation',
  // The same titles as the public report's charts (src/copy/danish/public/publicReport/publicReport.ts).
  votersChart: 'Stemmegivere over tid, efter tidspunktet for deres første stemme',
  commentersChart: 'Skribenter over tid, efter tidspunktet for deres første udsagn',
  loading: 'Henter statistikken…',
  tooFewVoters: 'Diagrammet over stemmegivere vises, når mindst to deltagere har stemt.',
  tooFewCommenters: 'Diagrammet over skribenter vises, når mindst to deltagere har skrevet udsagn.',
  axisTime: 'Tid',
  axisVoters: 'Antal stemmegivere',
  axisCommenters: 'Antal skribenter',
  loadFailed: (detail: string) => `Statistikken kunne ikke hentes: ${detail}`,
  refreshFailed: (detail: string) =>
    `Statistikken kunne ikke opdateres (${detail}). Tallene er måske ikke de nyeste.`,
  retry: 'Prøv igen',
  groups: 'Meningsgrupper',
  placed: 'Placeret i en gruppe',
  mapHeading: 'Meningskortet',
  mapUpdating: 'Opdateres … de nyeste stemmer regnes med lige nu.',
  mapNotYet:
    'Meningsgrupperne er ikke beregnet endnu. Det sker kort efter, at deltagerne er begyndt at stemme.',
  mapFailed:
    'Den seneste beregning mislykkedes; kortet viser det seneste gode resultat, og der prøves igen.',
  mapLoading: 'Henter meningskortet…',
  mapSummary: 'Grupperne og deres størrelse står i listen under kortet.',
  stability: groupShares.stability,
} as const;
