// The math worker's answers: the pca2 body after the map and again after its stability step. The
// second reuses the first's JSON for the values stability does not change (mathJobs.ts), so this
// checks it is still exactly the body: valid JSON, as JSON.stringify writes it, equal to the map's
// body but for `stability`.
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../demo/random';
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
