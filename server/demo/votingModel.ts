// How the demo's participants vote. Three opinion groups, as a Polis opinion map would find them:
// people who want a greener, car-light centre; people who depend on the car; and a pragmatic
// middle. A statement's stance gives each group's chance to agree and to disagree (the rest pass).
import type { Stance } from './content';
import type { Random } from '../math';

type OpinionGroup = 'green' | 'car' | 'middle';

const GROUP_SHARES: Record<OpinionGroup, number> = { green: 0.4, car: 0.25, middle: 0.35 };

type Odds = { agree: number; disagree: number };

const ODDS: Record<Stance, Record<OpinionGroup, Odds>> = {
  green: {
    green: { agree: 0.82, disagree: 0.08 },
    car: { agree: 0.12, disagree: 0.78 },
    middle: { agree: 0.45, disagree: 0.35 },
  },
  car: {
    green: { agree: 0.15, disagree: 0.75 },
    car: { agree: 0.85, disagree: 0.08 },
    middle: { agree: 0.48, disagree: 0.32 },
  },
  shared: {
    green: { agree: 0.78, disagree: 0.1 },
    car: { agree: 0.72, disagree: 0.14 },
    middle: { agree: 0.76, disagree: 0.1 },
  },
  split: {
    green: { agree: 0.45, disagree: 0.4 },
    car: { agree: 0.42, disagree: 0.43 },
    middle: { agree: 0.38, disagree: 0.38 },
  },
  meta: {
    green: { agree: 0.3, disagree: 0.15 },
    car: { agree: 0.3, disagree: 0.15 },
    middle: { agree: 0.3, disagree: 0.15 },
  },
};

export function drawGroup(random: Random): OpinionGroup {
  const groups = Object.keys(GROUP_SHARES) as OpinionGroup[];
  return groups[random.weighted(groups.map((group) => GROUP_SHARES[group]))];
}

/** A Polis vote: agree -1, disagree 1, pass 0. */
export function drawVote(random: Random, group: OpinionGroup, stance: Stance): -1 | 0 | 1 {
  const odds = ODDS[stance][group];
  const roll = random.next();
  if (roll < odds.agree) return -1;
  if (roll < odds.agree + odds.disagree) return 1;
  return 0;
}

/** A changed mind: another value than before. */
export function drawRevision(random: Random, previous: -1 | 0 | 1): -1 | 0 | 1 {
  const others = ([-1, 0, 1] as const).filter((vote) => vote !== previous);
  return random.pick(others);
}
