// Agreement between two partitions of the same items: the adjusted Rand index (Hubert & Arabie).
// 1 for identical partitions whatever the labels, about 0 for unrelated ones, negative when worse
// than chance. Used by the evaluation against Polis's groups and by the stability figure.

const pairs = (n: number) => (n * (n - 1)) / 2;

/** Labels are any integers; both arrays list the same items in the same order. */
export function adjustedRandIndex(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length) throw new Error('adjustedRandIndex: partitions of different lengths');
  const n = a.length;
  const cells = new Map<string, number>();
  const rows = new Map<number, number>();
  const cols = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const key = `${a[i]}|${b[i]}`;
    cells.set(key, (cells.get(key) ?? 0) + 1);
    rows.set(a[i], (rows.get(a[i]) ?? 0) + 1);
    cols.set(b[i], (cols.get(b[i]) ?? 0) + 1);
  }
  let index = 0;
  for (const count of cells.values()) index += pairs(count);
  let sumRows = 0;
  for (const count of rows.values()) sumRows += pairs(count);
  let sumCols = 0;
  for (const count of cols.values()) sumCols += pairs(count);
  const total = pairs(n);
  const expected = total === 0 ? 0 : (sumRows * sumCols) / total;
  const max = (sumRows + sumCols) / 2;
  // max = expected only when both partitions are the same trivial one (all in one cluster, or all
  // apart, or fewer than two items): they agree perfectly.
  if (max === expected) return 1;
  return (index - expected) / (max - expected);
}
