// The Polis exports in tests/fixtures/polis, and altered copies of the London one for the tests of
// what an import refuses: each copy is a scratch folder, removed after the test that made it.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach } from 'vitest';

export const POLIS_FIXTURES = resolve(import.meta.dirname, '../../fixtures/polis');
export const london = join(POLIS_FIXTURES, 'london.youth.policing');

/** A file of the London export as text. */
export const londonFile = (name: string) => readFileSync(join(london, name), 'utf8');

/**
 * Makes `variant`, which copies the London export with some files replaced (text) or removed
 * (null), and removes the copies after each test.
 */
export function londonVariants(): (files: Record<string, string | null>) => string {
  const folders: string[] = [];
  afterEach(() =>
    folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })),
  );
  return (files) => {
    const dir = mkdtempSync(join(tmpdir(), 'polis-export-'));
    folders.push(dir);
    cpSync(london, dir, { recursive: true });
    for (const [name, text] of Object.entries(files)) {
      if (text === null) rmSync(join(dir, name));
      else writeFileSync(join(dir, name), text);
    }
    return dir;
  };
}
