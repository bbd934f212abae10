// Which part of a full update the slow votes of the math:bench probe fall in
// (docs/math.md#the-vote-while-the-map-is-computed). The probe's server notes when the update's
// statements run — the vote chunks, the stored map, the stored stability figure — on the wall
// clock both processes share; the client notes when each timed vote started. Everything between
// those statements is the worker's (the map, then the stability re-runs). Not product code.
import type { Db } from '../../../server/platform/db';

export interface PhaseMarks {
  triggered: number;
  readStart: number | null;
  readEnd: number | null;
  storeMapStart: number | null;
  storeMapEnd: number | null;
  storeStabilityStart: number | null;
  storeStabilityEnd: number | null;
  /** When the update had ended, stored or not (the probe's flush() resolved). */
  finished: number | null;
}

/** Milliseconds on the wall clock, sub-millisecond, the same in every process of the machine. */
export const wallMs = () => performance.timeOrigin + performance.now();

/**
 * Wraps db.query so the update's statements are noted in `marks` (reset by `start`). They are
 * told apart by their text (server/math/repo/mathResults.ts, mathInputs.ts): the stored map also
 * sets `stability_ari = NULL`, so only a parameter (`= $`) marks the stored stability figure.
 * tests/unit/updatePhases.test.ts runs the real statements through it.
 */
export function tracePhases(db: Db): { start(): void; finish(): void; marks(): PhaseMarks } {
  let marks: PhaseMarks = blank(wallMs());
  const query = db.query.bind(db);
  db.query = (async (sql: string, params?: unknown[], prepared?: boolean) => {
    const kind = sql.includes('votes_chunk(')
      ? 'read'
      : !sql.startsWith('UPDATE math_results SET math_tick')
        ? null
        : /stability_ari = \$/.test(sql)
          ? 'storeStability'
          : /state = \$/.test(sql)
            ? 'storeMap'
            : null;
    const began = wallMs();
    try {
      return await query(sql, params, prepared);
    } finally {
      if (kind === 'read') {
        marks.readStart ??= began;
        marks.readEnd = wallMs();
      } else if (kind) {
        marks[`${kind}Start`] = began;
        marks[`${kind}End`] = wallMs();
      }
    }
  }) as Db['query'];
  return {
    start: () => (marks = blank(wallMs())),
    finish: () => (marks.finished = wallMs()),
    marks: () => marks,
  };
}

function blank(triggered: number): PhaseMarks {
  return {
    triggered,
    readStart: null,
    readEnd: null,
    storeMapStart: null,
    storeMapEnd: null,
    storeStabilityStart: null,
    storeStabilityEnd: null,
    finished: null,
  };
}

/** Below this many votes a phase's p99 is its slowest vote or next to it: the max says so. */
export const MIN_VOTES_FOR_P99 = 100;

export interface PhaseFigures {
  phase: string;
  seconds: number;
  votes: number;
  p50Ms: number | null;
  /** Null below MIN_VOTES_FOR_P99 votes. */
  p99Ms: number | null;
  maxMs: number | null;
}

/** The votes (start on the wall clock, ms taken) of each phase, in the update's order. */
export function votesByPhase(
  marks: PhaseMarks,
  votes: readonly { at: number; ms: number }[],
  quantile: (values: readonly number[], q: number) => number,
): PhaseFigures[] {
  const bounds: [string, number | null][] = [
    ['before the reading', marks.triggered],
    ['reading the votes', marks.readStart],
    ['the map in the worker', marks.readEnd],
    ['storing the map', marks.storeMapStart],
    ['the stability in the worker', marks.storeMapEnd],
    ['storing the stability', marks.storeStabilityStart],
  ];
  const end = marks.finished ?? marks.storeStabilityEnd ?? Infinity;
  return bounds.map(([phase, from], i) => {
    const to = bounds.slice(i + 1).find(([, at]) => at !== null)?.[1] ?? end;
    const inside = from === null ? [] : votes.filter((v) => v.at >= from && v.at < to);
    const ms = inside.map((v) => v.ms);
    return {
      phase,
      seconds: from === null ? 0 : (Math.min(to, end) - from) / 1000,
      votes: ms.length,
      p50Ms: ms.length ? quantile(ms, 0.5) : null,
      p99Ms: ms.length >= MIN_VOTES_FOR_P99 ? quantile(ms, 0.99) : null,
      maxMs: ms.length ? Math.max(...ms) : null,
    };
  });
}
