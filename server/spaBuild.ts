// Builds the SPA when dist/ is missing or older than its sources, so `npm ci && npm start` works on
// a fresh clone without a separate build step. In production, run `npm run build` beforehand and
// this check finds dist/ fresh.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';

const root = resolve(import.meta.dirname, '..');
const SOURCES = ['src', 'public', 'index.html', 'vite.config.ts'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function spaIsStale(distDir: string): boolean {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(root, source)) > built);
}

export async function ensureSpaBuilt(): Promise<string> {
  const distDir = join(root, 'dist');
  if (process.env.SKIP_SPA_BUILD === '1' || !spaIsStale(distDir)) return distDir;
  console.log('Bygger brugerfladen (vite build)…');
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('vite build fejlede');
  return distDir;
}
