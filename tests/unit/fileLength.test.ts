// No file of the product (src/, server/) grows past 300 lines (issue 12): a file that long holds
// more than one idea, and the next engineer should find each idea under a name of its own. Split
// it where it changes subject (a CSS file by the piece of screen it styles, a module by what it
// decides) rather than raising the limit.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const MAX_LINES = 300;
/** Written by a tool, never by hand: `npm run db:schema` (docs/architecture.md#database). */
const GENERATED = new Set(['server/platform/db/schema.sql']);

/** The files git tracks under the product's folders, with their line counts. */
function productFiles(): { path: string; lines: number }[] {
  const listed = execFileSync('git', ['ls-files', '-z', 'src', 'server'], { encoding: 'utf8' });
  return listed
    .split('\0')
    .filter((path) => path !== '' && !GENERATED.has(path))
    .map((path) => {
      const text = readFileSync(path, 'utf8');
      const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
      return { path, lines };
    });
}

describe('file length', () => {
  it(`keeps every file in src/ and server/ at ${MAX_LINES} lines or fewer`, () => {
    const files = productFiles();
    expect(files.length).toBeGreaterThan(100);
    const tooLong = files
      .filter((file) => file.lines > MAX_LINES)
      .map((file) => `${file.path}: ${file.lines}`);
    expect(tooLong).toEqual([]);
  });
});
