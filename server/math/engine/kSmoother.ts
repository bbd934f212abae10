// Step 8's smoother: the group count shown changes only after the same new best k has won
// GROUP_K_BUFFER updates in a row, so the map does not flicker between 2 and 3 groups as votes
// trickle in. The state travels from one update to the next in MathState.
import type { KSmootherState } from './types';

/** Upstream's `:group-k-buffer`. */
export const GROUP_K_BUFFER = 4;

export const INITIAL_K_SMOOTHER: KSmootherState = { lastK: null, lastKCount: 0, smoothedK: null };

/**
 * @param bestK this update's best k by silhouette
 * @param availableKs the ks computed this update: a smoothed k that is no longer among them (the
 *   conversation lost base clusters) gives way to bestK at once — upstream would show no groups.
 */
export function smoothK(
  previous: KSmootherState,
  bestK: number,
  availableKs: readonly number[],
): KSmootherState {
  const count = previous.lastK === bestK ? previous.lastKCount + 1 : 1;
  let smoothedK = count >= GROUP_K_BUFFER ? bestK : (previous.smoothedK ?? bestK);
  if (!availableKs.includes(smoothedK)) smoothedK = bestK;
  return { lastK: bestK, lastKCount: count, smoothedK };
}
