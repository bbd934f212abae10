import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ACCESS_CODE_STORAGE_KEY, accessCodeMachine, selectProblem } from './accessCode.machine';

const HASH = createHash('sha256').update('hemmelig').digest('hex');

function storage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('accessCode', () => {
  it('unlocks with the right code, case-insensitively, and remembers it', async () => {
    const store = storage();
    const actor = createActor(accessCodeMachine, {
      input: { expectedSha256: HASH, storage: store },
    }).start();
    expect(actor.getSnapshot().value).toBe('locked');
    actor.send({ type: 'code.change', value: ' HEMMELIG ' });
    actor.send({ type: 'code.submit' });
    await waitFor(actor, (s) => s.matches('unlocked'));
    expect(store.values.get(ACCESS_CODE_STORAGE_KEY)).toBe(HASH);
  });

  it('clears the field after a wrong code', async () => {
    const actor = createActor(accessCodeMachine, {
      input: { expectedSha256: HASH, storage: storage() },
    }).start();
    actor.send({ type: 'code.change', value: 'forkert' });
    actor.send({ type: 'code.submit' });
    await waitFor(actor, (s) => s.matches('locked') && selectProblem(s) === 'wrong');
    expect(actor.getSnapshot().context.code).toBe('');
  });

  it('stays locked with a message on a blank submit', () => {
    const actor = createActor(accessCodeMachine, {
      input: { expectedSha256: HASH, storage: storage() },
    }).start();
    actor.send({ type: 'code.change', value: '   ' });
    actor.send({ type: 'code.submit' });
    expect(actor.getSnapshot().value).toBe('locked');
    expect(selectProblem(actor.getSnapshot())).toBe('empty');
  });

  it('starts unlocked when this session already gave the current code', () => {
    const actor = createActor(accessCodeMachine, {
      input: { expectedSha256: HASH, storage: storage({ [ACCESS_CODE_STORAGE_KEY]: HASH }) },
    }).start();
    expect(actor.getSnapshot().value).toBe('unlocked');
  });

  it('locks again when the code has changed since', () => {
    const actor = createActor(accessCodeMachine, {
      input: { expectedSha256: HASH, storage: storage({ [ACCESS_CODE_STORAGE_KEY]: 'old' }) },
    }).start();
    expect(actor.getSnapshot().value).toBe('locked');
  });
});
