import { describe, expect, it } from 'vitest';
import { planLanes, takesTurnsWithDemo, UNKNOWN_SECONDS } from '../e2e/lanes';

const j = (spec: string, changesDemo = false) => ({ spec, changesDemo });

describe('planLanes', () => {
  it('keeps the journeys that change the demo in one lane', () => {
    const lanes = planLanes([j('a', true), j('b', true), j('c', true), j('d'), j('e')], 3, {
      a: 10,
      b: 10,
      c: 10,
      d: 100,
      e: 100,
    });
    const withDemo = lanes.filter((lane) => lane.specs.some((s) => ['a', 'b', 'c'].includes(s)));
    expect(withDemo).toHaveLength(1);
    expect(withDemo[0].specs).toEqual(expect.arrayContaining(['a', 'b', 'c']));
  });

  it('puts the longest first, each into the lane with the least time', () => {
    const lanes = planLanes([j('x', true), j('long'), j('mid'), j('short'), j('tiny')], 2, {
      x: 50,
      long: 300,
      mid: 200,
      short: 120,
      tiny: 40,
    });
    expect(lanes.map((lane) => [lane.specs, lane.expectedSeconds])).toEqual([
      [['long', 'x'], 350],
      [['mid', 'short', 'tiny'], 360],
    ]);
  });

  it('counts a journey it has no time for as a minute, and leaves no lane empty', () => {
    const lanes = planLanes([j('new')], 3, {});
    expect(lanes).toEqual([{ name: 'lane 1', specs: ['new'], expectedSeconds: UNKNOWN_SECONDS }]);
  });
});

describe('takesTurnsWithDemo', () => {
  it('is true for a journey that signs in as the demo owner', () => {
    expect(takesTurnsWithDemo("signedInPage(browser, 'demo@raadslag.dk', 'Demo Ejer')")).toBe(true);
    expect(takesTurnsWithDemo('signedInPage(browser, DEMO_EMAIL, name)')).toBe(true);
  });

  it('is false for one that says it keeps to its own data, and for one that never names the demo', () => {
    expect(takesTurnsWithDemo("// @e2e-own-data\nsignIn('demo@raadslag.dk')")).toBe(false);
    expect(takesTurnsWithDemo("signIn('ny@example.dk')")).toBe(false);
  });
});
