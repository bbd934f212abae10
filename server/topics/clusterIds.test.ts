import { describe, expect, it } from 'vitest';
import { carryOverClusterIds } from './clusterIds';

describe('carryOverClusterIds', () => {
  it('numbers clusters 0, 1, 2… on a first run', () => {
    expect(carryOverClusterIds([[1, 2], [3], [4, 5]], new Map())).toEqual([0, 1, 2]);
  });

  it('keeps the number of a cluster that is essentially unchanged, whatever its new place', () => {
    const previous = new Map([
      [0, [1, 2, 3, 4]],
      [1, [5, 6, 7]],
    ]);
    expect(
      carryOverClusterIds(
        [
          [5, 6, 7, 8],
          [1, 2, 3, 4],
        ],
        previous,
      ),
    ).toEqual([1, 0]);
  });

  it('gives a changed cluster a number the previous run did not use', () => {
    const previous = new Map([
      [0, [1, 2, 3, 4]],
      [1, [5, 6, 7, 8]],
    ]);
    // [1, 5] overlaps both by 1/5: not the same topic, so it must not inherit either verdict.
    expect(
      carryOverClusterIds(
        [
          [1, 2, 3],
          [5, 6, 7, 8],
          [4, 9],
        ],
        previous,
      ),
    ).toEqual([0, 1, 2]);
    expect(
      carryOverClusterIds(
        [
          [1, 5],
          [2, 6],
          [3, 7, 4, 8],
        ],
        previous,
      ),
    ).toEqual([2, 3, 4]);
  });

  it('lets only one new cluster inherit a number', () => {
    const previous = new Map([[0, [1, 2, 3, 4]]]);
    expect(
      carryOverClusterIds(
        [
          [1, 2],
          [3, 4],
        ],
        previous,
      ),
    ).toEqual([0, 1]);
  });
});
