import { describe, expect, it } from 'vitest';
import {
  environmentOncePerWorker,
  type FileProfile,
} from '../../scripts/testProfile/profileReporter';

const file = (name: string, project: string, environmentMs: number): FileProfile => ({
  file: name,
  project,
  environmentMs,
  prepareMs: 0,
  importMs: 10,
  setupMs: 0,
  testMs: 100,
  totalMs: environmentMs + 110,
  tests: 1,
  slowTests: [],
});

describe('the test profile', () => {
  it("counts a shared project's environment once per worker, an isolated project's per file", () => {
    const files = [
      file('a', 'web', 1900),
      file('b', 'web', 1900),
      file('c', 'web', 2100),
      file('d', 'web', 2100),
      file('e', 'logic-dom', 700),
      file('f', 'logic-dom', 700),
    ];
    const counted = environmentOncePerWorker(files, new Set(['web']));
    expect(counted.map((f) => [f.file, f.environmentMs, f.totalMs])).toEqual([
      ['a', 1900, 2010],
      ['b', 0, 110],
      ['c', 2100, 2210],
      ['d', 0, 110],
      ['e', 700, 810],
      ['f', 700, 810],
    ]);
  });
});
