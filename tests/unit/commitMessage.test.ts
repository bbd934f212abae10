// The commit-msg hook's rule (scripts/commitMessage.ts): subjects of at most 72 characters, a
// blank line before the body.
import { describe, expect, it } from 'vitest';
import { commitMessageProblems, MAX_SUBJECT } from '../../scripts/commitMessage';

describe('commit messages', () => {
  it('accepts a subject of 72 characters with a body after a blank line', () => {
    const subject = 'x'.repeat(MAX_SUBJECT);
    expect(commitMessageProblems(`${subject}\n\nWhy it changed.\n`)).toEqual([]);
  });

  it('refuses a subject of 73 characters, counting letters, not bytes', () => {
    expect(commitMessageProblems(`${'x'.repeat(73)}\n`)).toEqual([
      expect.stringContaining('73 characters'),
    ]);
    expect(commitMessageProblems(`${'æ'.repeat(72)}\n`)).toEqual([]);
  });

  it("skips git's comment lines and leading blank lines", () => {
    const message = `\n# Please enter the commit message\nShort subject\n\n# ${'y'.repeat(90)}\n`;
    expect(commitMessageProblems(message)).toEqual([]);
  });

  it('asks for a blank line between subject and body, and refuses an empty message', () => {
    expect(commitMessageProblems('Subject\nBody right below\n')).toEqual([
      expect.stringContaining('blank line'),
    ]);
    expect(commitMessageProblems('# only a comment\n')).toEqual([
      expect.stringContaining('no subject'),
    ]);
  });
});
