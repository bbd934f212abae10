// A chart's leading comment says its shape and why in at most five lines and links the docs; what
// a screen does is told once, in docs/behaviour.md (docs/architecture.md#srcmachines). Pure text:
// the chart files are read, not imported.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chartFiles, leadingComment, MAX_HEADER_LINES, REPO_ROOT } from '../../scripts/qa/charts';

/** The charts whose leading comment is longer than MAX_HEADER_LINES, with its length. */
export function longHeaders(files: Array<[string, string]>): string[] {
  return files
    .map(([file, source]) => [file, leadingComment(source).length] as const)
    .filter(([, lines]) => lines > MAX_HEADER_LINES)
    .map(([file, lines]) => `${file}: ${lines} lines`);
}

describe('chart headers', () => {
  const files = chartFiles().map((file): [string, string] => [
    file,
    readFileSync(join(REPO_ROOT, file), 'utf8'),
  ]);

  it('finds the charts', () => {
    expect(files.map(([file]) => file)).toContain('src/machines/moderation/moderation.machine.ts');
    expect(files.length).toBeGreaterThan(30);
  });

  it(`every chart opens with at most ${MAX_HEADER_LINES} comment lines`, () => {
    expect(longHeaders(files)).toEqual([]);
  });

  it('every chart header links its behaviour section', () => {
    const unlinked = files
      .filter(([, source]) => !leadingComment(source).some((l) => /^Behaviour: docs\//.test(l)))
      .map(([file]) => file);
    expect(unlinked).toEqual([]);
  });

  it('counts a header line by line, blank comment lines included', () => {
    const six = ['// a', '//', '// b', '// c', '// d', '// e', "import 'x';"].join('\n');
    const five = ['// a', '//', '// b', '// c', '// d', "import 'x';", '// not the header'].join(
      '\n',
    );
    expect(longHeaders([['six.machine.ts', six]])).toEqual(['six.machine.ts: 6 lines']);
    expect(longHeaders([['five.machine.ts', five]])).toEqual([]);
  });
});
