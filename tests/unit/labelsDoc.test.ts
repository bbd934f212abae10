// docs/labels.md quotes the Danish labels the screens show; behaviour.md points there for label
// text. A quoted label that no string of the copy catalogue (src/copy) contains is a label no
// screen shows: the document went stale, and this test says which.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The single-quoted labels in the 'Danish label on screen' column of labels.md's tables. */
export function quotedLabels(markdown: string): string[] {
  const labels: string[] = [];
  for (const line of markdown.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    // | Screen | Specification label | Danish label on screen | Catalogue key |
    if (cells.length !== 6 || /^-+$/.test(cells[3]) || cells[3] === 'Danish label on screen')
      continue;
    for (const match of cells[3].matchAll(/'([^']+)'/g)) labels.push(match[1]);
  }
  return labels;
}

/** The literal pieces of a label: what is left around placeholders ({n}, N, 15) and punctuation. */
function fragments(label: string): string[] {
  return label
    .replace(/\{[^}]*\}/g, '|')
    .split(/[|()…:,]|\.\.\.|\b[NLCn]\b|\d+/)
    .map((part) => part.trim())
    .filter((part) => part.length >= 3);
}

/** The labels with a piece that is in no copy source. */
export function missingLabels(labels: string[], copySource: string): string[] {
  return labels.filter((label) => fragments(label).some((part) => !copySource.includes(part)));
}

function copySource(dir: string): string {
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .map((path) => (statSync(path).isDirectory() ? copySource(path) : readFileSync(path, 'utf8')))
    .join('\n');
}

describe('docs/labels.md', () => {
  const labels = quotedLabels(readFileSync('docs/labels.md', 'utf8'));
  const source = copySource('src/copy');

  it('quotes only labels that a screen shows', () => {
    expect(labels.length).toBeGreaterThan(40);
    expect(missingLabels(labels, source)).toEqual([]);
  });

  it('catches a quoted label no copy string contains', () => {
    const planted = quotedLabels(
      "| Sign-out | 'Signout error: ...' | 'Signout error: {detail}' | `signOut.error` |\n",
    );
    expect(planted).toEqual(['Signout error: {detail}']);
    expect(missingLabels(planted, source)).toEqual(['Signout error: {detail}']);
    expect(missingLabels(['Du kunne ikke logges ud: {detail}'], source)).toEqual([]);
  });
});
