import { describe, expect, it, vi } from 'vitest';
import { notifyCommentsChanged, subscribeCommentsChanged } from './commentEvents';

describe('commentEvents', () => {
  it('tells every subscriber which conversation changed, until it unsubscribes', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = subscribeCommentsChanged(first);
    const stopSecond = subscribeCommentsChanged(second);
    notifyCommentsChanged('abc1234567');
    stopFirst();
    notifyCommentsChanged('xyz7654321');
    stopSecond();
    notifyCommentsChanged('ignored000');
    expect(first.mock.calls).toEqual([['abc1234567']]);
    expect(second.mock.calls).toEqual([['abc1234567'], ['xyz7654321']]);
  });
});
