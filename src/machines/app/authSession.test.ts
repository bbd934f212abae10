import { describe, expect, it, vi } from 'vitest';
import { createAuthSession } from './authSession';

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
