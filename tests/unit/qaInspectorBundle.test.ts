// The Stately inspector is development-only: a production build must contain none of
// @statelyai/inspect. Builds the SPA with `vite build` into a temporary folder and looks for the
// package's own identifiers in every emitted script and for its modules among the source-map
// sources. A development-mode build is the control: there the same search must find it, so the
// check cannot pass merely by looking in the wrong place. Both builds take about 10 s together.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = resolve(__dirname, '../..');
const VITE = join(ROOT, 'node_modules/vite/bin/vite.js');
/** Strings that only @statelyai/inspect's code contains. */
const MARKERS = ['@statelyai.connected', 'xstateinspector', 'stately.ai/inspect'];
const temp = mkdtempSync(join(tmpdir(), 'raadslag-bundle-'));

async function build(mode: 'production' | 'development'): Promise<string> {
  const outDir = join(temp, mode);
  await run(
    process.execPath,
    [VITE, 'build', '--mode', mode, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: ROOT, env: { ...process.env, NODE_ENV: mode }, maxBuffer: 16 * 1024 * 1024 },
  );
  return outDir;
}

function findInspector(dir: string): string[] {
  const found: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const file = join(d, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.m?js$/.test(entry.name)) {
        const text = readFileSync(file, 'utf8');
        for (const m of MARKERS) if (text.includes(m)) found.push(`${entry.name}: "${m}"`);
      } else if (entry.name.endsWith('.map')) {
        const { sources = [] } = JSON.parse(readFileSync(file, 'utf8')) as { sources?: string[] };
        for (const s of sources) if (s.includes('@statelyai/')) found.push(`${entry.name}: ${s}`);
      }
    }
  };
  walk(dir);
  return found;
}

describe('production bundle', () => {
  afterAll(() => rmSync(temp, { recursive: true, force: true }));

  it('contains none of the Stately inspector', { timeout: 120_000 }, async () => {
    const found = findInspector(await build('production'));
    expect(found, 'the inspector reached the production build').toEqual([]);
  });

  it(
    '(control) a development build does contain it, so the search works',
    { timeout: 120_000 },
    async () => {
      const found = findInspector(await build('development'));
      expect(found.length).toBeGreaterThan(0);
    },
  );
});
