// A ring of keys for rotation without signing anyone out (docs/deploy.md#rotating-the-keys): the
// current key signs; a staged key is known to every instance (it verifies) but signs nothing yet;
// retired keys verify until the last token they signed has expired, then are dropped. Rotation
// promotes the staged key and stages a fresh one, so a key starts signing only after every
// instance restarted since it was staged knows it — an instance not yet restarted still verifies
// what the others sign. Pure: the stores (participant secret, provider keys) keep it their way.

export interface KeyRing<K> {
  current: K;
  /** Verifies, signs nothing until the next rotation. */
  staged: K | null;
  /** Earlier keys, each until the time (ms) its last token expires. */
  retired: { key: K; until: number }[];
}

export interface Rotation<K> {
  ring: KeyRing<K>;
  /** Whether a staged key started signing (false on the first rotation: it only staged one). */
  promoted: boolean;
  /** Retired keys whose tokens have all expired, dropped now. */
  dropped: number;
}

/**
 * The next ring: expired keys dropped; the staged key (if any) now signs and the current one
 * retires for `lifetimeMs` (the longest a token it signed stays valid); `fresh` is staged.
 */
export function rotateRing<K>(
  ring: KeyRing<K>,
  fresh: K,
  now: number,
  lifetimeMs: number,
): Rotation<K> {
  const live = ring.retired.filter((entry) => entry.until > now);
  const dropped = ring.retired.length - live.length;
  if (ring.staged === null) {
    return {
      ring: { current: ring.current, staged: fresh, retired: live },
      promoted: false,
      dropped,
    };
  }
  return {
    ring: {
      current: ring.staged,
      staged: fresh,
      retired: [{ key: ring.current, until: now + lifetimeMs }, ...live],
    },
    promoted: true,
    dropped,
  };
}

/** The keys that verify at `now`: the current one first, then the staged, then the retired. */
export function verifyingKeys<K>(ring: KeyRing<K>, now: number): K[] {
  return [
    ring.current,
    ...(ring.staged === null ? [] : [ring.staged]),
    ...ring.retired.filter((entry) => entry.until > now).map((entry) => entry.key),
  ];
}
