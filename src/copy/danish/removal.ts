// Danish copy: the confirmation before voted statements leave the conversation, and the 'Fortryd'
// notice after. Part of the catalogue re-exported by src/copy/da.ts (docs/behaviour.md#removalguard).
import { countOf, formatNumber, statementNumber } from './numbers';

export const removal = {
  title: (hidden: number) =>
    hidden === 1
      ? 'Skjul et udsagn, som deltagerne har stemt om?'
      : `Skjul ${formatNumber(hidden)} udsagn, som deltagerne har stemt om?`,
  intro:
    'Udsagnene er accepteret og har stemmer. Gør du det, forsvinder de fra samtalen, og deres stemmer tæller ikke med i grupperne og rapporten. Du kan fortryde bagefter.',
  listLabel: 'Udsagn, der skjules',
  statement: (tid: number, txt: string) => `Nr. ${statementNumber(tid)}: »${txt}«`,
  votes: (votes: number | null) =>
    votes === null ? 'stemmer ukendt' : countOf(votes, 'stemme', 'stemmer'),
  others: (count: number) =>
    count === 1
      ? 'Desuden ændres 1 udsagn, som ikke er accepteret.'
      : `Desuden ændres ${formatNumber(count)} udsagn, som ikke er accepteret.`,
  cancel: 'Annullér',
  confirm: (hidden: number) =>
    hidden === 1 ? 'Skjul udsagnet' : `Skjul ${formatNumber(hidden)} udsagn`,
} as const;
