// Best one-to-one matching of two partitions' labels: the pairing that puts the most items in the
// same group under both (group 0 here may be group 1 there). Solved exactly as an assignment
// problem with the Hungarian method (potentials, O(n³)) on the overlap table, so it stays correct
// for any number of groups, not only for the few Polis shows.

/** Row → column minimising the total cost of a square matrix. */
function minimumAssignment(cost: number[][]): number[] {
  const n = cost.length;
  // 1-based potentials u (rows) and v (columns); owner[j] = row currently given column j.
  const u = new Array<number>(n + 1).fill(0);
  const v = new Array<number>(n + 1).fill(0);
  const owner = new Array<number>(n + 1).fill(0);
  const previous = new Array<number>(n + 1).fill(0);
  for (let row = 1; row <= n; row++) {
    owner[0] = row;
    let column = 0;
    const slack = new Array<number>(n + 1).fill(Infinity);
    const visited = new Array<boolean>(n + 1).fill(false);
    // Grow an alternating tree from `row` until it reaches a free column.
    do {
      visited[column] = true;
      const from = owner[column];
      let delta = Infinity;
      let next = 0;
      for (let j = 1; j <= n; j++) {
        if (visited[j]) continue;
        const reduced = cost[from - 1][j - 1] - u[from] - v[j];
        if (reduced < slack[j]) {
          slack[j] = reduced;
          previous[j] = column;
        }
        if (slack[j] < delta) {
          delta = slack[j];
          next = j;
        }
      }
      for (let j = 0; j <= n; j++) {
        if (visited[j]) {
          u[owner[j]] += delta;
          v[j] -= delta;
        } else {
          slack[j] -= delta;
        }
      }
      column = next;
    } while (owner[column] !== 0);
    // Flip the augmenting path back to the root.
    do {
      const back = previous[column];
      owner[column] = owner[back];
      column = back;
    } while (column !== 0);
  }
  const assignment = new Array<number>(n).fill(-1);
  for (let j = 1; j <= n; j++) if (owner[j] > 0) assignment[owner[j] - 1] = j - 1;
  return assignment;
}

export interface LabelMatching {
  /** Label in a → its partner label in b (labels left over on the larger side have none). */
  pairs: Map<number, number>;
  /** Items whose a-label is paired with their b-label. */
  matched: number;
}

export function bestLabelMatching(a: ArrayLike<number>, b: ArrayLike<number>): LabelMatching {
  if (a.length !== b.length) throw new Error('bestLabelMatching: partitions of different lengths');
  const labelsA = [...new Set(Array.from(a))].sort((x, y) => x - y);
  const labelsB = [...new Set(Array.from(b))].sort((x, y) => x - y);
  const size = Math.max(labelsA.length, labelsB.length);
  const indexA = new Map(labelsA.map((label, i) => [label, i]));
  const indexB = new Map(labelsB.map((label, i) => [label, i]));
  const overlap = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  for (let i = 0; i < a.length; i++) overlap[indexA.get(a[i])!][indexB.get(b[i])!]++;

  const assignment = size === 0 ? [] : minimumAssignment(overlap.map((row) => row.map((x) => -x)));
  const pairs = new Map<number, number>();
  let matched = 0;
  assignment.forEach((j, i) => {
    if (i < labelsA.length && j < labelsB.length) {
      pairs.set(labelsA[i], labelsB[j]);
      matched += overlap[i][j];
    }
  });
  return { pairs, matched };
}
