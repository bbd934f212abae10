// The side-by-side table of bench:moderation (bench/sideBySide.ts,
// docs/upstream.md#the-floor-of-the-put-on-this-machine): which sides and ratios it shows, and
// that a ratio is of the medians of the rounds. Pure formatting; nothing is measured.
import { describe, expect, it } from 'vitest';
import { sideBySideReport } from '../../bench/sideBySide';

const rowOf = (report: string, name: string) =>
  report
    .split('\n')
    .find((line) => line.startsWith(`| ${name} |`))
    ?.split(' | ');

describe('sideBySideReport', () => {
  it('shows ours, upstream and the floor with the three ratios of the medians', () => {
    const report = sideBySideReport(
      [
        { name: 'GET list', rps: { ours: [400, 300, 350], upstream: [100, 90, 80] }, errors: 0 },
        {
          name: 'PUT',
          rps: { ours: [300, 200, 250], upstream: [500, 400, 450], floor: [1500, 1200, 1350] },
          errors: 2,
        },
      ],
      [4.25, 5, 6],
    );
    expect(report).toContain(
      '| request | ours req/s | upstream req/s | floor req/s | ours / upstream | ' +
        'floor / upstream | ours / floor | errors |',
    );
    expect(report).toContain('3 alternating rounds');
    expect(report).toContain('floor: bench/storingFloor.ts');
    expect(report).toContain("load average at the rounds' starts 4.3, 5.0, 6.0");
    // The PUT's medians 250, 450 and 1,350: 250 / 450, 1,350 / 450 and 250 / 1,350.
    expect(rowOf(report, 'PUT')).toEqual([
      '| PUT',
      '300 / 200 / 250',
      '500 / 400 / 450',
      '1500 / 1200 / 1350',
      '0.56 ×',
      '3.00 ×',
      '0.19 ×',
      '2 |',
    ]);
    // The list has no floor: its floor cell and the ratios with it are '–'.
    expect(rowOf(report, 'GET list')).toEqual([
      '| GET list',
      '400 / 300 / 350',
      '100 / 90 / 80',
      '–',
      '3.89 ×',
      '–',
      '–',
      '0 |',
    ]);
  });

  it('leaves out upstream and its ratios when only the floor is beside ours', () => {
    const report = sideBySideReport(
      [{ name: 'PUT', rps: { ours: [200, 400], floor: [1000, 1000] }, errors: 0 }],
      [1, 1],
    );
    expect(report).toContain('| request | ours req/s | floor req/s | ours / floor | errors |');
    expect(report).not.toContain('upstream');
    expect(rowOf(report, 'PUT')).toEqual(['| PUT', '200 / 400', '1000 / 1000', '0.20 ×', '0 |']);
  });
});
