// `?inspect` shows the whole actor system only if every screen hands the app's inspection observer
// to the charts it starts itself. AppRoot provides it (views/common/inspectContext.ts); this test reads
// every view and route and fails for a `useActorRef(machine, …)` or an actor-context `Provider`
// (createActorContext) that does not pass `inspect` — so a new screen cannot forget it. The same
// observer is how model tests follow screen charts (createSnapshotProbe).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The text from `open` to its matching closer, skipping nested brackets. */
function balanced(text: string, start: number, open: string, close: string): string {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === open) depth++;
    else if (text[i] === close && --depth === 0) return text.slice(start, i + 1);
  }
  return text.slice(start);
}

/** `<X.Provider …>` opening tag: up to the first `>` outside braces. */
function openingTag(text: string, start: number): string {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}') depth--;
    else if (text[i] === '>' && depth === 0 && text[i - 1] !== '=') return text.slice(start, i + 1);
  }
  return text.slice(start);
}

const actorContexts = [
  ...readFileSync(join(ROOT, 'src/views/app/actorContexts.ts'), 'utf8').matchAll(
    /export const (\w+) = createActorContext\(/g,
  ),
].map((m) => m[1]);

function missingInspect(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const where = (i: number) => `${relative(ROOT, file)}:${text.slice(0, i).split('\n').length}`;
  const problems: string[] = [];
  for (const m of text.matchAll(/(?<![.\w])useActorRef\(/g)) {
    const call = balanced(text, m.index + 'useActorRef'.length, '(', ')');
    if (!/\binspect\b/.test(call)) problems.push(`${where(m.index)} useActorRef${call}`);
  }
  for (const name of actorContexts) {
    for (const m of text.matchAll(new RegExp(`<${name}\\.Provider\\b`, 'g'))) {
      const tag = openingTag(text, m.index);
      if (!/\binspect\b/.test(tag)) problems.push(`${where(m.index)} ${tag}`);
    }
  }
  return problems;
}

describe('inspector wiring', () => {
  it('finds the actor contexts', () => {
    expect(actorContexts).toEqual(expect.arrayContaining(['AuthContext', 'AccessCodeContext']));
  });

  it('every chart a screen starts gets the app inspect observer', () => {
    const files = [...sources(join(ROOT, 'src/views')), ...sources(join(ROOT, 'src/routes'))];
    const problems = files.flatMap(missingInspect);
    if (problems.length) {
      throw new Error(
        'These charts are started without the app inspection observer, so `?inspect` and ' +
          "model-test probes cannot see them. Pass `inspect: useAppInspect()` (from 'views/common/" +
          "inspectContext') in the options:\n" +
          problems.map((p) => `  - ${p.replace(/\s+/g, ' ').slice(0, 160)}`).join('\n'),
      );
    }
  });

  it('recognises a call without inspect', () => {
    const text = 'const a = useActorRef(listMachine, { input: { id } });';
    const call = balanced(text, text.indexOf('('), '(', ')');
    expect(call).toBe('(listMachine, { input: { id } })');
    expect(/\binspect\b/.test(call)).toBe(false);
  });
});
