import { createActor, fromPromise, setup, toPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { failTo } from './failTo';

const failing = setup({
  types: { context: {} as { error: string | null; other: number } },
  actors: { call: fromPromise<never>(() => Promise.reject(new Error('nede'))) },
}).createMachine({
  context: { error: null, other: 1 },
  initial: 'calling',
  states: {
    calling: {
      invoke: {
        src: 'call',
        onDone: 'done',
        onError: failTo('failed', 'error', (error) => `læst: ${(error as Error).message}`),
      },
    },
    failed: { type: 'final' },
    done: { type: 'final' },
  },
});

describe('failTo', () => {
  it('goes to its target keeping the read failure in its field, and nothing else', async () => {
    const actor = createActor(failing).start();
    await toPromise(actor);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context).toEqual({ error: 'læst: nede', other: 1 });
  });
});
