// The math worker's answers: the pca2 body after the map and again after its stability step. The
// second reuses the first's JSON for the values stability does not change (mathJobs.ts), so this
// checks it is still exactly the body: valid JSON, as JSON.stringify writes it, equal to the map's
// body but for `stability`.
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../engine/random';
import { MathJobs } from './mathJobs';
import type { VoteBatch } from './protocol';

/** Three camps of 30 who agree within and split between, on 12 statements. */
function campVotes(): VoteBatch {
  const random = createRandom(7).next;
  const rows: [number, number, number][] = [];
  for (let pid = 0; pid < 90; pid++) {
    for (let tid = 0; tid < 12; tid++) {
      const leaning = (tid + (pid % 3) * 4) % 12 < 6 ? -1 : 1;
      rows.push([pid, tid, random() < 0.15 ? 0 : random() < 0.85 ? leaning : -leaning]);
    }
  }
  const n = rows.length;
  return {
    voteId: Float64Array.from({ length: n }, (_, i) => i + 1),
    pid: Int32Array.from(rows, (r) => r[0]),
    tid: Int32Array.from(rows, (r) => r[1]),
    vote: Int8Array.from(rows, (r) => r[2]),
    created: Float64Array.from({ length: n }, (_, i) => 1_700_000_000_000 + i),
    important: new Uint8Array(n),
  };
}

const body = (gzip: Uint8Array) => gunzipSync(gzip).toString('utf8');

describe('MathJobs pca2 bodies', () => {
  it('writes the map, then the same body with its stability, each exactly as JSON.stringify', () => {
    const jobs = new MathJobs();
    const statements = Array.from({ length: 12 }, (_, tid) => ({ tid, mod: 1, isMeta: false }));
    const map = jobs.map({
      type: 'map',
      zid: 1,
      reset: true,
      votes: campVotes(),
      statements,
      state: null,
      mathTick: 5,
    });
    const stable = jobs.stability(1, 5);
    expect(stable).not.toBeNull();
    const first = body(map.pca2Gzip);
    const second = body(stable!.pca2Gzip);
    const mapped = JSON.parse(first) as Record<string, unknown>;
    const withStability = JSON.parse(second) as Record<string, unknown>;
    expect(JSON.stringify(mapped)).toBe(first);
    expect(JSON.stringify(withStability)).toBe(second);
    expect(mapped.stability ?? null).toBeNull();
    expect(withStability.stability).toMatchObject({ ari: expect.any(Number) });
    expect(map.groups).toBeGreaterThan(1);
    const { stability: _mapped, ...rest } = mapped;
    const { stability: _stable, ...restAfter } = withStability;
    expect(restAfter).toEqual(rest);
    expect(Object.keys(restAfter)).toEqual(Object.keys(rest));
  });
});

describe('MathJobs between updates', () => {
  const statements = Array.from({ length: 13 }, (_, tid) => ({ tid, mod: 1, isMeta: false }));
  const slice = (batch: VoteBatch, from: number, to?: number): VoteBatch => ({
    voteId: batch.voteId.slice(from, to),
    pid: batch.pid.slice(from, to),
    tid: batch.tid.slice(from, to),
    vote: batch.vote.slice(from, to),
    created: batch.created.slice(from, to),
    important: batch.important.slice(from, to),
  });
  /** Changed votes, a new participant and a new statement, after the camps' votes. */
  const later = (): VoteBatch => ({
    voteId: Float64Array.of(2001, 2002, 2003, 2004),
    pid: Int32Array.of(0, 5, 90, 90),
    tid: Int32Array.of(3, 3, 12, 4),
    vote: Int8Array.of(1, 0, -1, 0),
    created: Float64Array.of(
      1_800_000_000_000,
      1_800_000_000_001,
      1_800_000_000_002,
      1_800_000_000_003,
    ),
    important: Uint8Array.of(0, 1, 0, 0),
  });
  const join = (a: VoteBatch, b: VoteBatch): VoteBatch => {
    const cat = <T extends Float64Array | Int32Array | Int8Array | Uint8Array>(x: T, y: T): T => {
      const out = new (x.constructor as new (n: number) => T)(x.length + y.length);
      out.set(x);
      out.set(y, x.length);
      return out;
    };
    return {
      voteId: cat(a.voteId, b.voteId),
      pid: cat(a.pid, b.pid),
      tid: cat(a.tid, b.tid),
      vote: cat(a.vote, b.vote),
      created: cat(a.created, b.created),
      important: cat(a.important, b.important),
    };
  };
  /** The stored bodies and state, without the clock's `computed_at`. */
  const stored = (output: ReturnType<MathJobs['map']>) => {
    const parse = (gzip: Uint8Array) =>
      JSON.parse(body(gzip), (key, value: unknown) => (key === 'computed_at' ? undefined : value));
    return {
      pca2: parse(output.pca2Gzip),
      public: output.publicPca2Gzip && parse(output.publicPca2Gzip),
      participant: parse(output.participantGzip),
      state: output.state,
    };
  };

  it('answers after new votes what a worker holding nothing answers on all of them', () => {
    const all = campVotes();
    const jobs = new MathJobs();
    const first = jobs.map({
      type: 'map',
      zid: 1,
      reset: true,
      votes: slice(all, 0, 700),
      statements,
      state: null,
      mathTick: 1,
    });
    const request = (votes: VoteBatch, reset: boolean) =>
      ({ type: 'map', zid: 1, reset, votes, statements, state: first.state, mathTick: 3 }) as const;
    const warm = jobs.map(request(join(slice(all, 700), later()), false));
    const cold = new MathJobs().map(request(join(all, later()), true));
    expect(stored(warm)).toEqual(stored(cold));
    expect(warm.voteCount).toBe(all.pid.length + 4);
    // A reset with another history (votes erased) drops what was kept.
    const erased = join(slice(all, 0, 500), later());
    expect(stored(jobs.map(request(erased, true)))).toEqual(
      stored(new MathJobs().map(request(erased, true))),
    );
  });
});
