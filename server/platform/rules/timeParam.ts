// The `until` cut-off of stats and exports: epoch milliseconds, only activity strictly before it
// counts. Polis sends it as a numeric string.

/** Later than any real timestamp: "no cut-off". */
export const NO_CUTOFF = Number.MAX_SAFE_INTEGER;

/** A non-negative whole number of ms (up to 15 digits), or undefined when absent; NaN when invalid. */
export function parseUntil(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  return /^\d{1,15}$/.test(value) ? Number(value) : NaN;
}
