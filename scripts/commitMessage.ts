// What a commit message must be (tests/README.md#commit-messages): a subject of at most 72
// characters, so that `git log --oneline` can be read, and a blank line before the body that says
// why. The commit-msg hook (.githooks/commit-msg) runs this file on the message git hands it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const MAX_SUBJECT = 72;

/** What is wrong with a commit message as git hands it to the hook (comment lines included). */
export function commitMessageProblems(message: string): string[] {
  const lines = message
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .map((line) => line.trimEnd());
  while (lines.length > 0 && lines[0] === '') lines.shift();
  const [subject = '', second] = lines;
  const problems: string[] = [];
  if (subject === '') problems.push('The message has no subject line.');
  const length = [...subject].length;
  if (length > MAX_SUBJECT) {
    problems.push(
      `The subject has ${length} characters, at most ${MAX_SUBJECT} are allowed: say what changed in the subject and why in the body.`,
    );
  }
  if (second !== undefined && second !== '') {
    problems.push('Leave a blank line between the subject and the body.');
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = commitMessageProblems(readFileSync(process.argv[2], 'utf8'));
  for (const problem of problems) console.error(`commit-msg: ${problem}`);
  process.exit(problems.length > 0 ? 1 : 0);
}
