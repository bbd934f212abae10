// How the journeys are shared out over the e2e lanes (tests/README.md#keeping-the-suite-fast).
// The journeys that sign in as the demo owner take turns with the demo conversation, so they stay
// together in one lane; every other journey makes its own data and may go in any lane. The units
// are placed longest first, each into the lane with the least time so far, using the seconds each
// journey took in an earlier run (tests/e2e/durations.json).

/**
 * A journey takes turns with the demo conversation when it signs in as the demo owner, unless it
 * says `@e2e-own-data`: it makes its own data and reads from the demo only what no journey changes
 * (its id, a frozen report) or only adds to (its monitoring charts).
 */
export function takesTurnsWithDemo(source: string): boolean {
  return /demo@raadslag\.dk|DEMO_EMAIL/.test(source) && !source.includes('@e2e-own-data');
}

export interface Journey {
  spec: string;
  /** Signs in as the demo owner: runs in the same lane as every other such journey. */
  changesDemo: boolean;
}

export interface Lane {
  name: string;
  specs: string[];
  /** The seconds its journeys took last time, as the plan counted them. */
  expectedSeconds: number;
}

/** A journey not timed before counts as this many seconds. */
export const UNKNOWN_SECONDS = 60;

export function planLanes(
  journeys: readonly Journey[],
  laneCount: number,
  seconds: Readonly<Record<string, number>>,
): Lane[] {
  const cost = (spec: string) => seconds[spec] ?? UNKNOWN_SECONDS;
  const demo = journeys.filter((j) => j.changesDemo).map((j) => j.spec);
  const units = [
    ...(demo.length > 0 ? [demo] : []),
    ...journeys.filter((j) => !j.changesDemo).map((j) => [j.spec]),
  ]
    .map((specs) => ({ specs, cost: specs.reduce((sum, spec) => sum + cost(spec), 0) }))
    // Longest first; equal ones by name, so the plan is the same on every machine.
    .sort((a, b) => b.cost - a.cost || a.specs[0].localeCompare(b.specs[0]));
  const lanes = Array.from({ length: Math.max(1, laneCount) }, (_, i) => ({
    name: `lane ${i + 1}`,
    specs: [] as string[],
    expectedSeconds: 0,
  }));
  for (const unit of units) {
    const lightest = lanes.reduce((a, b) => (b.expectedSeconds < a.expectedSeconds ? b : a));
    lightest.specs.push(...unit.specs);
    lightest.expectedSeconds += unit.cost;
  }
  return lanes.filter((lane) => lane.specs.length > 0);
}
