import { describe, expect, it, vi } from 'vitest';
import { createAuthSession } from './authSession';
import { unlessAborted } from '../actors/fromRequest';
import { normalizeAccessCode, sha256Hex } from './sha256Hex';

describe('sha256Hex', () => {
  it('hashes like everyone else', async () => {
    expect(await sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('compares codes lower-cased and trimmed', () => {
    expect(normalizeAccessCode('  Hemmelig ')).toBe('hemmelig');
  });
});

describe('authSession', () => {
  it('holds token requests until the first publish', async () => {
    const session = createAuthSession();
    session.attach(() => undefined);
    const early = session.getAccessToken();
    const seen = vi.fn();
    void early.then(seen);
    await Promise.resolve();
    expect(seen).not.toHaveBeenCalled();
    session.publish('tok');
    await expect(early).resolves.toBe('tok');
    await expect(session.getAccessToken()).resolves.toBe('tok');
    session.publish(undefined);
    await expect(session.getAccessToken()).resolves.toBeUndefined();
  });

  it('routes a 401 to the attached chart', () => {
    const session = createAuthSession();
    const first = vi.fn();
    const second = vi.fn();
    session.attach(first);
    session.attach(second);
    session.reportUnauthorized();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(session.isReady()).toBe(false);
  });
});

describe('unlessAborted', () => {
  it('passes results through until the signal aborts, then drops them', async () => {
    const live = new AbortController();
    await expect(unlessAborted(Promise.resolve(1), live.signal)).resolves.toBe(1);
    await expect(unlessAborted(Promise.reject(new Error('x')), live.signal)).rejects.toThrow('x');

    const gone = new AbortController();
    const seen = vi.fn();
    let fail: (error: Error) => void = () => undefined;
    unlessAborted(new Promise((_, reject) => (fail = reject)), gone.signal).then(seen, seen);
    gone.abort();
    fail(new Error('AbortError'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen).not.toHaveBeenCalled();
  });
});
