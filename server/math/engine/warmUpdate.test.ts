// A warm update (the matrices kept between updates, matrixCache.ts) gives the result and state a
// full update gives on the same votes, to the byte (docs/math.md#the-warm-update): through a
// sequence of updates with added and changed votes, muted statements, new participants and new
// statements, and a cache that must be rebuilt.
import { describe, expect, it } from 'vitest';
import { syntheticConversation } from '../../../tools/math/bench/syntheticConversation';
import { MatrixCache } from './matrixCache';
import { createRandom } from './random';
import type { MathState, StatementFlags, VoteColumns } from './types';
import { updateMath } from './updateMath';
import type { VoteRecord } from './voteColumns';
import { voteColumns } from './voteColumns';

const small = syntheticConversation({
  participants: 240,
  statements: 40,
  meanVotes: 25,
  moderatedOut: 4,
  seed: 8,
});

function records(votes: VoteColumns): VoteRecord[] {
  return Array.from(votes.pid, (pid, i) => ({
    pid,
    tid: votes.tid[i],
    vote: votes.vote[i],
    created: votes.created[i],
  }));
}

/** Votes by pids below `pids` on tids below `tids`, cast after `from`: re-votes included. */
function moreVotes(seed: number, count: number, pids: number, tids: number, from: number) {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, i) => ({
    pid: random.int(0, pids - 1),
    tid: random.int(0, tids - 1),
    vote: random.int(-1, 1),
    created: from + i * 1000,
  }));
}

const withModeration = (statements: readonly StatementFlags[], muted: number[], tids: number) =>
  Array.from({ length: tids }, (_, tid) => ({
    tid,
    mod: muted.includes(tid) ? -1 : (statements[tid]?.mod ?? 1),
    isMeta: false,
  }));

describe('the warm update', () => {
  it('gives a full update’s result and state after every kind of change', () => {
    const all = records(small.input.votes);
    const cut = Math.floor(all.length * 0.7);
    const last = all[all.length - 1].created;
    const base = small.input.statements;
    const steps: { votes: VoteRecord[]; statements: StatementFlags[] }[] = [
      { votes: all.slice(0, cut), statements: [...base] },
      // Added votes (the rest of the conversation) and changed ones.
      { votes: all, statements: [...base] },
      { votes: moreVotes(1, 150, 240, 40, last + 1), statements: [...base] },
      // Two statements muted, with a few votes more.
      {
        votes: moreVotes(2, 40, 240, 40, last + 2e6),
        statements: withModeration(base, [0, 1], 40),
      },
      // New participants and new statements.
      { votes: moreVotes(3, 300, 300, 46, last + 4e6), statements: withModeration(base, [0], 46) },
      // Moderation alone.
      { votes: [], statements: withModeration(base, [0, 45], 46) },
    ];
    const cache = new MatrixCache();
    const votes: VoteRecord[] = [];
    let state: MathState | null = null;
    let groups = 0;
    for (const [i, step] of steps.entries()) {
      votes.push(...(i <= 1 ? step.votes.slice(votes.length) : step.votes));
      const input = { votes: voteColumns(votes), statements: step.statements };
      const full = updateMath(input, state, { stability: false });
      const warm = updateMath(input, state, { stability: false, cache });
      expect(JSON.stringify(warm)).toBe(JSON.stringify(full));
      state = full.state;
      groups = Math.max(groups, full.result.groupClusters.length);
    }
    expect(cache.votes).toBe(votes.length);
    expect(groups).toBeGreaterThan(1);
  });

  it('is still right when its cache was kept for other votes', () => {
    const all = records(small.input.votes);
    const cache = new MatrixCache();
    const statements = small.input.statements;
    updateMath({ votes: voteColumns(all.slice(0, 3000)), statements }, null, {
      stability: false,
      cache,
    });
    // Votes deleted since (an erasure) and others added: not an extension of the kept ones.
    const now = { votes: voteColumns([...all.slice(0, 2000), ...all.slice(3000)]), statements };
    const warm = updateMath(now, null, { stability: false, cache });
    expect(JSON.stringify(warm)).toBe(JSON.stringify(updateMath(now, null, { stability: false })));
  });
});
