// Small helpers of the math commands: the median and a Markdown table.

/** The median (the mean of the two middle values for an even count); null for no values. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function fixed(value: number | null, digits: number): string {
  return value === null ? '–' : value.toFixed(digits);
}

export function table(header: readonly string[], rows: readonly (string | number)[][]): string {
  const line = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
