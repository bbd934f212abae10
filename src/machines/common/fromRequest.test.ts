import { describe, expect, it, vi } from 'vitest';
import { unlessAborted } from './fromRequest';

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
