import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AccessCodeAnswer } from '../../api/account/account';
import {
  ACCESS_CODE_STORAGE_KEY,
  UNLOCKED,
  accessCodeMachine,
  selectProblem,
  selectRetryAfterSeconds,
} from './accessCode.machine';

function storage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

/** The server's answers, by code: 'hemmelig' is right, 'mange' has been tried too often. */
const server = accessCodeMachine.provide({
  actors: {
    verifyCode: fromPromise<AccessCodeAnswer, { code: string }>(async ({ input }) => {
      if (input.code.toLowerCase() === 'hemmelig') return { result: 'accepted' };
      if (input.code === 'mange') return { result: 'throttled', retryAfterSeconds: 600 };
      return { result: 'wrong' };
    }),
  },
});

describe('accessCode', () => {
  it('sends the trimmed code to the server, unlocks when it accepts, and remembers that', async () => {
    const store = storage();
    const actor = createActor(server, { input: { required: true, storage: store } }).start();
    expect(actor.getSnapshot().value).toBe('locked');
    actor.send({ type: 'code.change', value: ' HEMMELIG ' });
    actor.send({ type: 'code.submit' });
    await waitFor(actor, (s) => s.matches('unlocked'));
    expect(store.values.get(ACCESS_CODE_STORAGE_KEY)).toBe(UNLOCKED);
  });

  it('clears the field after a wrong code', async () => {
    const actor = createActor(server, { input: { required: true, storage: storage() } }).start();
    actor.send({ type: 'code.change', value: 'forkert' });
    actor.send({ type: 'code.submit' });
    await waitFor(actor, (s) => s.matches('locked') && selectProblem(s) === 'wrong');
    expect(actor.getSnapshot().context.code).toBe('');
  });

  it('says how long to wait when the server throttles', async () => {
    const actor = createActor(server, { input: { required: true, storage: storage() } }).start();
    actor.send({ type: 'code.change', value: 'mange' });
    actor.send({ type: 'code.submit' });
    await waitFor(actor, (s) => selectProblem(s) === 'throttled');
    expect(selectRetryAfterSeconds(actor.getSnapshot())).toBe(600);
  });

  it('stays locked with a message on a blank submit', () => {
    const actor = createActor(server, { input: { required: true, storage: storage() } }).start();
    actor.send({ type: 'code.change', value: '   ' });
    actor.send({ type: 'code.submit' });
    expect(actor.getSnapshot().value).toBe('locked');
    expect(selectProblem(actor.getSnapshot())).toBe('empty');
  });

  it('starts unlocked when this session already gave the code, or when there is none', () => {
    const remembered = storage({ [ACCESS_CODE_STORAGE_KEY]: UNLOCKED });
    expect(
      createActor(server, { input: { required: true, storage: remembered } })
        .start()
        .getSnapshot().value,
    ).toBe('unlocked');
    expect(
      createActor(server, { input: { required: false, storage: storage() } })
        .start()
        .getSnapshot().value,
    ).toBe('unlocked');
  });

  it('an old remembered hash (from before the server checked the code) does not unlock', () => {
    const actor = createActor(server, {
      input: { required: true, storage: storage({ [ACCESS_CODE_STORAGE_KEY]: 'a1b2c3' }) },
    }).start();
    expect(actor.getSnapshot().value).toBe('locked');
  });
});
