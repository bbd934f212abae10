// Rotation without signing anyone out (docs/deploy.md#rotating-the-keys): a key is staged before
// it signs, the one it replaces verifies for a token's lifetime, then is dropped.
import { describe, expect, it } from 'vitest';
import { rotateRing, verifyingKeys, type KeyRing } from './keyRing';

const DAY = 24 * 60 * 60 * 1000;

describe('key ring', () => {
  it('stages, promotes, retires for a lifetime, and drops what expired', () => {
    const first: KeyRing<string> = { current: 'a', staged: null, retired: [] };
    const staged = rotateRing(first, 'b', 0, 10 * DAY);
    expect(staged).toEqual({
      ring: { current: 'a', staged: 'b', retired: [] },
      promoted: false,
      dropped: 0,
    });
    expect(verifyingKeys(staged.ring, 0)).toEqual(['a', 'b']);

    const promoted = rotateRing(staged.ring, 'c', DAY, 10 * DAY);
    expect(promoted.promoted).toBe(true);
    expect(promoted.ring).toEqual({
      current: 'b',
      staged: 'c',
      retired: [{ key: 'a', until: 11 * DAY }],
    });
    expect(verifyingKeys(promoted.ring, 2 * DAY)).toEqual(['b', 'c', 'a']);
    // Past its lifetime the old key verifies nothing, even before the next rotation drops it.
    expect(verifyingKeys(promoted.ring, 11 * DAY)).toEqual(['b', 'c']);

    const later = rotateRing(promoted.ring, 'd', 12 * DAY, 10 * DAY);
    expect(later.dropped).toBe(1);
    expect(later.ring).toEqual({
      current: 'c',
      staged: 'd',
      retired: [{ key: 'b', until: 22 * DAY }],
    });
  });
});
