import { describe, expect, it } from 'vitest';
import { DEMO_STATEMENTS } from './content';
import { createRandom } from '../math/engine/random';
import { planDemo } from './plan';

const NOW = Date.UTC(2025, 5, 1, 12, 0);
const DAY = 86_400_000;
const plan = planDemo({ now: NOW });

describe('planDemo', () => {
  it('is deterministic: the same seed and time give the same plan', () => {
    expect(planDemo({ now: NOW })).toEqual(plan);
    expect(planDemo({ now: NOW, seed: 7 }).votes).not.toEqual(plan.votes);
  });

  it('has 300 participants, the owner first, arriving over the two weeks before now', () => {
    expect(plan.participants).toHaveLength(300);
    expect(plan.participants.map((p) => p.pid)).toEqual([...Array(300).keys()]);
    const arrivals = plan.participants.slice(1).map((p) => p.created);
    expect(Math.min(...arrivals)).toBeLessThan(NOW - 13 * DAY);
    expect(Math.max(...arrivals)).toBeGreaterThan(NOW - 2 * DAY);
    expect(Math.max(...arrivals)).toBeLessThan(NOW);
    const days = new Set(arrivals.map((t) => Math.floor((NOW - t) / DAY)));
    expect(days.size).toBeGreaterThanOrEqual(13);
  });

  it('has the 80 statements in their states, numbered in time order', () => {
    const { comments } = plan;
    expect(comments).toHaveLength(80);
    expect(new Set(comments.map((c) => c.txt)).size).toBe(80);
    expect(comments.map((c) => c.tid)).toEqual([...Array(80).keys()]);
    const times = comments.map((c) => c.created);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const count = (test: (c: (typeof comments)[number]) => boolean) => comments.filter(test).length;
    expect(count((c) => c.mod === 1 && c.active)).toBe(60);
    expect(count((c) => c.mod === 0 && c.active)).toBe(10);
    expect(count((c) => c.mod === -1)).toBe(6);
    expect(count((c) => c.mod === 0 && !c.active)).toBe(4);
    expect(count((c) => c.is_seed)).toBe(10);
    expect(count((c) => c.is_seed && c.pid === 0 && c.mod === 1)).toBe(10);
    expect(count((c) => c.is_meta)).toBeGreaterThanOrEqual(3);
    // Participants write within the participant limit; every statement is used once.
    expect(DEMO_STATEMENTS.every((st) => [...st.txt].length <= 140)).toBe(true);
  });

  it('names why the automatic moderator flagged each flagged statement', () => {
    const flagged = plan.comments.filter((c) => !c.active);
    expect(flagged.map((c) => c.flag_reasons).sort()).toEqual([
      ['caps'],
      ['link'],
      ['offensive'],
      ['spam'],
    ]);
  });

  it('has about 6,000 votes, on accepted statements only, after they were accepted', () => {
    const { votes, comments } = plan;
    expect(votes.length).toBeGreaterThan(5500);
    expect(votes.length).toBeLessThan(6600);
    const byTid = new Map(comments.map((c) => [c.tid, c]));
    const misplaced = votes.filter((vote) => {
      const comment = byTid.get(vote.tid)!;
      return (
        comment.mod !== 1 ||
        vote.created < comment.modified ||
        vote.created >= NOW ||
        vote.pid === comment.pid ||
        ![-1, 0, 1].includes(vote.vote)
      );
    });
    expect(misplaced).toEqual([]);
    expect(new Set(votes.map((v) => v.pid)).size).toBe(299);
    // A few changed their minds: more votes than (pid, tid) pairs.
    const pairs = new Set(votes.map((v) => `${v.pid}:${v.tid}`));
    expect(pairs.size).toBeLessThan(votes.length);
    expect(votes.length - pairs.size).toBeLessThan(votes.length * 0.05);
  });

  it('has three reports, the last one recent', () => {
    expect(plan.reportTimes).toHaveLength(3);
    expect(plan.reportTimes[2]).toBeGreaterThan(NOW - DAY);
  });
});

describe('createRandom', () => {
  it('repeats its sequence for a seed and stays in [0, 1)', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const draws = Array.from({ length: 1000 }, () => a.next());
    expect(draws).toEqual(Array.from({ length: 1000 }, () => b.next()));
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1);
    expect(draws.reduce((sum, x) => sum + x, 0) / 1000).toBeCloseTo(0.5, 1);
  });

  it('draws integers in range and shuffles without losing items', () => {
    const random = createRandom(1);
    const ints = Array.from({ length: 500 }, () => random.int(2, 5));
    expect(new Set(ints)).toEqual(new Set([2, 3, 4, 5]));
    expect(random.shuffled([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
