// Danish copy: 'Generér emner' on the topics screen (docs/behaviour.md#topicgenerate). Part of the
// catalogue re-exported by src/copy/da.ts.
import { formatNumber } from '../numbers';

export const topicGenerate = {
  title: 'Find emner',
  intro:
    'Rådslag kan samle udsagnene i emner, så I kan moderere dem samlet og se, hvad samtalen handler om. Det tager fra få sekunder til et par minutter, og deltagerne kan stemme imens.',
  introAgain:
    'Er der kommet mange nye udsagn, kan I finde emnerne igen. Et emne, der stadig samler stort set de samme udsagn, beholder sin moderation.',
  generate: 'Generér emner',
  generateAgain: 'Generér emner igen',
  requesting: 'Beder serveren om at finde emner…',
  running: (seconds: number) =>
    seconds > 0 ? `Finder emner … (${formatNumber(seconds)} s)` : 'Finder emner …',
  runningHint: 'Du kan godt gå til en anden side imens; emnerne vises her, når de er klar.',
  done: 'Emnerne er klar.',
  refused: 'Der er for få udsagn til at finde emner endnu.',
  failed: 'Emnerne kunne ikke findes.',
  retry: 'Prøv igen',
} as const;
