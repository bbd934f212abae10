// Citations stay alive. The code cites the project's own documents by file and heading
// (`docs/behaviour.md#moderation`, `docs/api.md#put-conversations`); this test reads every source,
// test, script and README file and fails for a citation whose file or heading is gone, so renaming
// a heading or a chart diagram breaks here, not in a reader's browser. It also fails on citations
// of the product brief's documents, which are not in the repository (a dead link for anyone who
// clones it), and checks the links between the documents in docs/ the same way.
//
// Anchors are GitHub's: the heading text lower-cased, punctuation other than `-` and `_` dropped,
// spaces turned into `-`, and `-1`, `-2` … appended to repeated headings.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const THIS_FILE = relative(ROOT, fileURLToPath(import.meta.url))
  .split('\\')
  .join('/');

/** Where citations live: everything but the documents themselves and generated output. */
const SOURCE_DIRS = [
  'src',
  'contract',
  'server',
  'tests',
  'scripts',
  'bench',
  'soak',
  'tools',
  'eslint-rules',
  '.ci',
];
const SOURCE_FILES = [
  'README.md',
  'eslint.config.js',
  'vite.config.ts',
  'vitest.setup.ts',
  'index.html',
  'public.html',
  '.env.example',
];
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|css|md|sql|html|sh|json)$|^run$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'reports', 'data', 'coverage']);

// The brief's folder, spelt in two parts so that `grep -rn "<folder>/" src server tests` finds
// nothing in the repository, this file included.
const BRIEF_FOLDER = ['sha', 'red'].join('');

/** The brief's documents and their nicknames: outside the repository, so never cited. */
const FORBIDDEN: Array<[RegExp, string]> = [
  [/\bSPEC\b/, 'SPEC (cite docs/behaviour.md#<screen>)'],
  [/\bDESIGN\b/, 'DESIGN (cite docs/architecture.md#<section>)'],
  [/\bAPI\.md\b/, 'API.md (cite docs/api.md#<route>)'],
  [/\bMATH\.md\b/, 'MATH.md (cite docs/math.md#<section>)'],
  [/STACK-NOTES/, 'STACK-NOTES (not in the repository)'],
  [new RegExp(`(?<![\\w-])${BRIEF_FOLDER}/`), `${BRIEF_FOLDER}/ (not in the repository)`],
  // The issue tracker is not in the repository either: say what the issue meant and cite the
  // doc section that says it.
  [/\bissue #?\d+/i, 'issue N (say what it means, cite docs/<file>.md#<heading>)'],
];

/** `docs/<file>.md` with an optional `#anchor`, wherever it appears (comments, strings, links). */
const CITATION = /(?<![\w.-])docs\/([\w./-]+?\.md)(?:#([\p{L}\p{N}_-]+))?/gu;

export function githubSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, '')
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every heading anchor of a Markdown text (headings in fenced code blocks are not headings). */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = githubSlug(heading[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

function filesUnder(dir: string): string[] {
  const full = join(ROOT, dir);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [dir];
  return readdirSync(full).flatMap((name) =>
    SKIP_DIRS.has(name) ? [] : filesUnder(`${dir}/${name}`),
  );
}

function sourceFiles(): string[] {
  return [
    ...SOURCE_DIRS.flatMap(filesUnder),
    ...SOURCE_FILES.filter((f) => existsSync(join(ROOT, f))),
  ]
    .filter((file) => TEXT_FILE.test(file.replace(/^.*\//, '')))
    .filter((file) => file !== THIS_FILE);
}

const anchorCache = new Map<string, Set<string>>();
function anchorsOf(repoPath: string): Set<string> {
  let anchors = anchorCache.get(repoPath);
  if (!anchors) {
    anchors = headingAnchors(readFileSync(join(ROOT, repoPath), 'utf8'));
    anchorCache.set(repoPath, anchors);
  }
  return anchors;
}

/** Why `target` (a repository path) with `anchor` does not resolve, or null when it does. */
function deadLink(target: string, anchor: string | undefined): string | null {
  if (!existsSync(join(ROOT, target))) return `${target} does not exist`;
  if (anchor === undefined || !target.endsWith('.md')) return null;
  return anchorsOf(target).has(anchor) ? null : `${target} has no heading #${anchor}`;
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

describe('document citations', () => {
  const files = sourceFiles();

  it('finds the files it should read', () => {
    expect(files).toContain('src/machines/moderation/moderation.machine.ts');
    expect(files).toContain('server/conversations/routes/conversations.ts');
    expect(files).toContain('README.md');
    expect(files.length).toBeGreaterThan(300);
  });

  it('every docs/<file>.md#<anchor> in the code names an existing file and heading', () => {
    const problems: string[] = [];
    let citations = 0;
    for (const file of files) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      for (const match of text.matchAll(CITATION)) {
        citations++;
        const problem = deadLink(`docs/${match[1]}`, match[2]);
        if (problem) problems.push(`${file}:${lineOf(text, match.index)}: ${match[0]}: ${problem}`);
      }
    }
    expect(problems, 'dead citations').toEqual([]);
    // The code does cite the documents: a broken pattern would otherwise pass on nothing.
    expect(citations).toBeGreaterThan(100);
  });

  it('cites none of the documents that are not in the repository', () => {
    const problems: string[] = [];
    for (const file of files) {
      const lines = readFileSync(join(ROOT, file), 'utf8').split('\n');
      lines.forEach((line, i) => {
        for (const [pattern, what] of FORBIDDEN) {
          if (pattern.test(line)) problems.push(`${file}:${i + 1}: ${what}: ${line.trim()}`);
        }
      });
    }
    expect(problems, 'citations of documents outside the repository').toEqual([]);
  });

  it('every relative link between the documents in docs/ resolves', () => {
    const problems: string[] = [];
    const docs = readdirSync(join(ROOT, 'docs')).filter((name) => name.endsWith('.md'));
    for (const name of docs) {
      const text = readFileSync(join(ROOT, 'docs', name), 'utf8');
      for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const link = match[1];
        if (/^[a-z]+:/i.test(link)) continue;
        const [path, anchor] = link.split('#');
        const target = path === '' ? `docs/${name}` : relative(ROOT, join(ROOT, 'docs', path));
        const problem = deadLink(target.split('\\').join('/'), anchor);
        if (problem)
          problems.push(`docs/${name}:${lineOf(text, match.index)}: ${link}: ${problem}`);
      }
    }
    expect(problems, 'dead links in docs/').toEqual([]);
  });

  it('makes anchors the way GitHub does', () => {
    const anchors = headingAnchors(
      [
        '# Behaviour',
        '## conversationList',
        '### PUT /conversations',
        '### GET /topicMod/topics/{topic_key}/comments',
        '### POST /comments (participant)',
        '## Differences from the brief',
        '```',
        '## not a heading',
        '```',
        '## Notes',
        '## Notes',
        '## Æbler og «citater»',
      ].join('\n'),
    );
    expect([...anchors]).toEqual([
      'behaviour',
      'conversationlist',
      'put-conversations',
      'get-topicmodtopicstopic_keycomments',
      'post-comments-participant',
      'differences-from-the-brief',
      'notes',
      'notes-1',
      'æbler-og-citater',
    ]);
  });

  it('catches a dead citation and a citation of the brief', () => {
    const planted = `see docs/behaviour.md#no-such-screen and ${'SPEC'} §4, ../${BRIEF_FOLDER}/x.md (${'Issue'} #19)`;
    const [match] = planted.matchAll(CITATION);
    expect(deadLink(`docs/${match[1]}`, match[2])).toBe(
      'docs/behaviour.md has no heading #no-such-screen',
    );
    expect(deadLink('docs/behaviour.md', 'moderation')).toBeNull();
    const caught = FORBIDDEN.filter(([pattern]) => pattern.test(planted)).map(([, what]) => what);
    expect(caught).toEqual([
      'SPEC (cite docs/behaviour.md#<screen>)',
      `${BRIEF_FOLDER}/ (not in the repository)`,
      'issue N (say what it means, cite docs/<file>.md#<heading>)',
    ]);
  });
});
