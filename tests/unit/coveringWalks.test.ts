// The walk generator behind the model tests' default paths (tests/model/harness/paths.ts): every
// transition some edge fires is fired by some walk, and walks chain rather than restart.
import { describe, expect, it } from 'vitest';
import { coveringWalks } from '../model/harness/paths';

// A list screen: idle → loading → (loaded | failed), failed → loading (retry), loaded → loading
// (refresh). Each edge fires the transition named by its label.
const graph: Record<string, Array<{ edge: string; to: string }>> = {
  idle: [{ edge: 'load', to: 'loading' }],
  loading: [
    { edge: 'done', to: 'loaded' },
    { edge: 'error', to: 'failed' },
  ],
  loaded: [{ edge: 'refresh', to: 'loading' }],
  failed: [{ edge: 'retry', to: 'loading' }],
};
const fires = (from: string, edge: string) => [`${from}:${edge}`];
const allTransitions = Object.entries(graph).flatMap(([from, edges]) =>
  edges.map((e) => `${from}:${e.edge}`),
);

function firedBy(walks: string[][]): Set<string> {
  const fired = new Set<string>();
  for (const walk of walks) {
    let at = 'idle';
    for (const edge of walk) {
      fired.add(`${at}:${edge}`);
      at = graph[at].find((e) => e.edge === edge)!.to;
    }
  }
  return fired;
}

describe('coveringWalks', () => {
  it('fires every transition in one walk where one walk can', () => {
    const walks = coveringWalks({ start: 'idle', outgoing: (n) => graph[n], firedBy: fires });
    expect(walks).toHaveLength(1);
    expect([...firedBy(walks)].sort()).toEqual([...allTransitions].sort());
  });

  it('leaves out what was covered before, and starts again when a walk reaches its limit', () => {
    const covered = new Set(['loading:error', 'failed:retry']);
    const walks = coveringWalks({
      start: 'idle',
      outgoing: (n) => graph[n],
      firedBy: fires,
      covered,
      maxSteps: 2,
    });
    expect(walks).toEqual([
      ['load', 'done'],
      ['load', 'done', 'refresh'],
    ]);
    expect(covered).toEqual(new Set(allTransitions));
  });

  it('ends a walk at an edge the real screen cannot go on from; what lies past it is left to a journey', () => {
    const walks = coveringWalks({
      start: 'idle',
      outgoing: (n) => graph[n],
      firedBy: fires,
      ends: (edge) => edge === 'error',
    });
    expect(walks.every((w) => !w.includes('error') || w.at(-1) === 'error')).toBe(true);
    expect([...firedBy(walks)].sort()).toEqual(
      allTransitions.filter((t) => t !== 'failed:retry').sort(),
    );
  });
});
