// A synthetic conversation the size of Polis's largest open one, for `npm run math:bench`:
// 6,289 participants × 2,161 statements, about 600,000 votes, 395 statements moderated out, three
// latent opinion groups. Seeded, so every run benchmarks the same votes.
//
// The structure is meant to look like a real conversation to the math, not like a clean test
// matrix: participants sit around three camps on a 2-D opinion plane with individual spread;
// statements have a random direction on that plane (divisive) and a bias (consensus or rejection);
// votes are noisy, with more passes on statements a participant feels lukewarm about. Participation
// is heavy-tailed (log-normal: most people cast a few dozen votes, a few cast over a thousand),
// statements arrive over time, and older statements have been shown more.
import { createRandom, type Random } from '../../../server/math/engine/random';
import type { MathInput, StatementFlags, VoteColumns } from '../../../server/math/engine/types';

export interface SyntheticOptions {
  participants: number;
  statements: number;
  /** Mean votes per participant before capping at the statements available. */
  meanVotes: number;
  moderatedOut: number;
  seed: number;
  /** Votes cast after all the others, for the warm update (100 unless given). */
  extraVotes?: number;
}

export const POLIS_LARGEST: SyntheticOptions = {
  participants: 6289,
  statements: 2161,
  meanVotes: 97,
  moderatedOut: 395,
  seed: 14,
};

/**
 * A national consultation, one order of magnitude past any Polis conversation (docs/math.md#benchmark):
 * 100,000 participants × 5,000 statements, about 5 million votes; the warm update follows 1,000 votes.
 * The same shape as POLIS_LARGEST, the same share of statements moderated out.
 */
export const NATIONAL: SyntheticOptions = {
  participants: 100_000,
  statements: 5_000,
  meanVotes: 52,
  moderatedOut: 915,
  seed: 33,
  extraVotes: 1_000,
};

const CAMPS = [
  { share: 0.45, x: 1.6, y: 0 },
  { share: 0.35, x: -0.8, y: 1.39 },
  { share: 0.2, x: -0.8, y: -1.39 },
];
const SEED_STATEMENTS = 60;
const DAY = 86_400_000;

function logNormalCount(random: Random, mean: number, sigma: number): number {
  const mu = Math.log(mean) - (sigma * sigma) / 2;
  return Math.max(1, Math.round(Math.exp(random.normal(mu, sigma))));
}

/** Distinct statements for one participant: weighted draws with rejection of repeats. */
function pickStatements(
  random: Random,
  cumulative: Float64Array,
  available: number,
  count: number,
  seen: Int32Array,
  stamp: number,
): number[] {
  const picked: number[] = [];
  const want = Math.min(count, available);
  const total = cumulative[available - 1];
  let attempts = 0;
  while (picked.length < want && attempts < want * 20) {
    attempts++;
    const target = random.next() * total;
    let lo = 0;
    let hi = available - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] > target) hi = mid;
      else lo = mid + 1;
    }
    if (seen[lo] === stamp) continue;
    seen[lo] = stamp;
    picked.push(lo);
  }
  // Heavy voters exhaust the weighted draw: fill up with the unseen statements in order.
  for (let s = 0; s < available && picked.length < want; s++) {
    if (seen[s] !== stamp) {
      seen[s] = stamp;
      picked.push(s);
    }
  }
  return picked;
}

export interface SyntheticConversation {
  input: MathInput;
  /** Further votes (100 unless the options say), cast after all the others (for the warm update). */
  extra: VoteColumns;
  /** Each participant's camp (index into CAMPS), by pid. */
  camp: Int8Array;
}

export function syntheticConversation(
  options: SyntheticOptions = POLIS_LARGEST,
): SyntheticConversation {
  const random = createRandom(options.seed);
  const { participants: P, statements: C } = options;

  // Statements: a direction and a bias on the opinion plane; an arrival time; a showing weight.
  const wx = new Float64Array(C);
  const wy = new Float64Array(C);
  const bias = new Float64Array(C);
  const arrival = new Float64Array(C);
  for (let s = 0; s < C; s++) {
    const angle = random.next() * 2 * Math.PI;
    const strength = random.next() < 0.7 ? 0.8 + random.next() * 1.7 : random.next() * 0.3;
    wx[s] = Math.cos(angle) * strength;
    wy[s] = Math.sin(angle) * strength;
    bias[s] = random.normal(0.2, 0.6);
    arrival[s] = s < SEED_STATEMENTS ? 0 : random.next();
  }
  arrival.sort();
  const moderated = new Set<number>();
  while (moderated.size < options.moderatedOut) moderated.add(random.int(SEED_STATEMENTS, C - 1));
  // Older statements have been shown more; moderated ones were soon hidden.
  const cumulative = new Float64Array(C);
  for (let s = 0, sum = 0; s < C; s++) {
    sum += (moderated.has(s) ? 0.15 : 1) / (1 + s / 400);
    cumulative[s] = sum;
  }

  // Participants: a camp, a place near it, an arrival time, a vote count.
  const camp = new Int8Array(P);
  const joined = Float64Array.from({ length: P }, () => random.next()).sort();
  const pid: number[] = [];
  const tid: number[] = [];
  const vote: number[] = [];
  const created: number[] = [];
  const seen = new Int32Array(C).fill(-1);
  const castVote = (s: number, ux: number, uy: number) => {
    const lean = bias[s] + wx[s] * ux + wy[s] * uy + random.normal(0, 0.4);
    const pass = random.chance(0.35 * Math.exp(-Math.abs(lean)));
    return pass ? 0 : lean > 0 ? -1 : 1; // internal sign: agree = -1
  };
  const position = (c: (typeof CAMPS)[number]) => [
    c.x + random.normal(0, 0.45),
    c.y + random.normal(0, 0.45),
  ];
  const places: number[][] = [];
  // Participants join in time order, so the statements available to them only grow.
  let available = 0;
  for (let p = 0; p < P; p++) {
    camp[p] = random.weighted(CAMPS.map((c) => c.share));
    places.push(position(CAMPS[camp[p]]));
    while (available < C && arrival[available] <= joined[p]) available++;
    const count = logNormalCount(random, options.meanVotes, 1.1);
    const start = Date.UTC(2024, 0, 1) + joined[p] * 30 * DAY;
    pickStatements(random, cumulative, available, count, seen, p).forEach((s, k) => {
      pid.push(p);
      tid.push(s);
      vote.push(castVote(s, places[p][0], places[p][1]));
      created.push(start + k * 4000 + random.int(0, 3000));
    });
  }
  // Votes in time order, as the math receives them.
  const order = Array.from(created, (_, i) => i).sort((a, b) => created[a] - created[b] || a - b);
  const last = created[order[order.length - 1]];

  const nExtra = options.extraVotes ?? 100;
  const extra = {
    pid: new Int32Array(nExtra),
    tid: new Int32Array(nExtra),
    vote: new Int8Array(nExtra),
    created: new Float64Array(nExtra),
  };
  for (let i = 0; i < nExtra; i++) {
    const p = random.int(0, P - 1);
    const s = random.int(0, C - 1);
    extra.pid[i] = p;
    extra.tid[i] = s;
    extra.vote[i] = castVote(s, places[p][0], places[p][1]);
    extra.created[i] = last + (i + 1) * 1000;
  }

  const statements: StatementFlags[] = Array.from({ length: C }, (_, s) => ({
    tid: s,
    mod: moderated.has(s) ? -1 : 1,
    isMeta: false,
  }));
  return {
    input: {
      votes: {
        pid: Int32Array.from(order, (i) => pid[i]),
        tid: Int32Array.from(order, (i) => tid[i]),
        vote: Int8Array.from(order, (i) => vote[i]),
        created: Float64Array.from(order, (i) => created[i]),
      },
      statements,
    },
    extra,
    camp,
  };
}

/** The votes with more votes appended: the input of the warm update. */
export function appendVotes(input: MathInput, extra: VoteColumns): MathInput {
  const join = <T extends Int32Array | Int8Array | Float64Array>(
    a: T,
    b: T,
    make: (n: number) => T,
  ) => {
    const out = make(a.length + b.length);
    out.set(a);
    out.set(b, a.length);
    return out;
  };
  const { votes } = input;
  return {
    statements: input.statements,
    votes: {
      pid: join(votes.pid, extra.pid, (n) => new Int32Array(n)),
      tid: join(votes.tid, extra.tid, (n) => new Int32Array(n)),
      vote: join(votes.vote, extra.vote, (n) => new Int8Array(n)),
      created: join(votes.created, extra.created, (n) => new Float64Array(n)),
    },
  };
}
