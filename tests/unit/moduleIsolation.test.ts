// Test files share modules within a worker (vite.config.ts, docs/architecture.md#tests), so a
// file that replaces a module with vi.mock would get the copy an earlier file already imported.
// Such a file must be named *.isolated.test.ts(x), which runs in the isolated project; and a
// support module must not register hooks when it is imported, or only the first file gets them.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

function tracked(pattern: RegExp): { path: string; text: string }[] {
  const listed = execFileSync('git', ['ls-files', '-z', 'src', 'server', 'tests'], {
    encoding: 'utf8',
  });
  return listed
    .split('\0')
    .filter((path) => pattern.test(path))
    .map((path) => ({ path, text: readFileSync(path, 'utf8') }));
}

// Top-level calls only: the whole line starts with the hook (no indentation).
const TOP_LEVEL_HOOK = /^(beforeAll|afterAll|beforeEach|afterEach)\(/m;

describe('module isolation', () => {
  it('keeps every test file that replaces a module in the isolated project', () => {
    const tests = tracked(/\.test\.tsx?$/);
    expect(tests.length).toBeGreaterThan(100);
    const mocking = tests
      .filter((f) => /\bvi\.(mock|doMock)\(/.test(f.text))
      .filter((f) => !/\.isolated\.test\.tsx?$/.test(f.path))
      .map((f) => f.path);
    expect(mocking).toEqual([]);
  });

  it('registers no hooks at import in a test support module', () => {
    const support = tracked(/\.(ts|tsx)$/).filter(
      (f) => !/\.test\.tsx?$/.test(f.path) && /from 'vitest'/.test(f.text),
    );
    expect(support.length).toBeGreaterThan(5);
    const hooking = support.filter((f) => TOP_LEVEL_HOOK.test(f.text)).map((f) => f.path);
    expect(hooking).toEqual([]);
  });
});
