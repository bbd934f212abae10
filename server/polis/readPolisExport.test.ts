import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PolisExportError } from './csvTable';
import { readPolisExport } from './readPolisExport';
import { toMathInput } from './toMathInput';
import { london, londonVariants } from '../../tests/server/support/polisFixtures';

const variant = londonVariants();

function refusal(dir: string): string {
  try {
    readPolisExport(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(PolisExportError);
    return (error as Error).message;
  }
  throw new Error('the folder was accepted');
}

describe('readPolisExport', () => {
  it('reads comments, votes in timestamp order, participants with Polis’s group, and the summary', () => {
    const data = readPolisExport(london);
    expect(data.name).toBe('london.youth.policing');
    // 39 comments, of which the 36 summary.csv counts are accepted.
    expect(data.comments).toHaveLength(39);
    expect(data.comments.filter((c) => c.moderated === 1)).toHaveLength(36);
    expect(data.comments.every((c) => [-1, 0, 1].includes(c.moderated))).toBe(true);
    const lines = readFileSync(join(london, 'votes.csv'), 'utf8').trim().split('\n');
    expect(data.votes).toHaveLength(lines.length - 1);
    expect(data.votes.every((v, i) => i === 0 || data.votes[i - 1].created <= v.created)).toBe(
      true,
    );
    expect(data.votesFromMatrix).toBe(false);
    expect(data.participants).toHaveLength(26);
    expect(data.participants.filter((p) => p.groupId !== null)).toHaveLength(24);
    expect(data.summary.get('topic')).toMatch(/young people/);
  });

  it('turns the export’s sign (agree = 1) back into Polis’s internal one (agree = -1)', () => {
    const data = readPolisExport(london);
    const input = toMathInput(data);
    const first = data.votes[0];
    expect(input.votes.vote[0]).toBe(-first.vote || 0);
    expect(input.statements).toHaveLength(39);
  });

  it('reads the votes from participants-votes.csv, in row order, when votes.csv is missing', () => {
    const data = readPolisExport(variant({ 'votes.csv': null }));
    expect(data.votesFromMatrix).toBe(true);
    const cells = data.participants.reduce((sum, p) => sum + p.votes.length, 0);
    expect(data.votes).toHaveLength(cells);
    expect(data.votes[0].pid).toBe(data.participants[0].pid);
    expect(data.votes.every((v, i) => v.created === i)).toBe(true);
  });

  it('refuses a folder without comments.csv', () => {
    expect(refusal(variant({ 'comments.csv': null }))).toMatch(/^comments\.csv is missing from /);
  });

  it('refuses a vote that is not -1, 0 or 1, naming the line', () => {
    const text = readFileSync(join(london, 'votes.csv'), 'utf8').split('\n');
    text[3] = text[3].replace(/,-?\d+$/, ',2');
    expect(refusal(variant({ 'votes.csv': text.join('\n') }))).toBe(
      'votes.csv line 4: "vote" must be a vote (-1, 0 or 1), not "2"',
    );
  });

  it('refuses a file without a needed column', () => {
    const votes = 'timestamp,datetime,comment-id,vote\n1,x,1,1\n';
    expect(refusal(variant({ 'votes.csv': votes }))).toBe(
      'votes.csv line 1: has no "voter-id" column',
    );
  });

  it('counts lines inside quoted multi-line fields when naming a bad line', () => {
    const comments =
      'timestamp,comment-id,moderated,comment-body\n' + '1,1,1,"two\nlines"\n' + '2,2,7,fine\n';
    expect(refusal(variant({ 'comments.csv': comments }))).toBe(
      'comments.csv line 4: "moderated" must be -1, 0 or 1, not 7',
    );
  });

  it('refuses broken CSV and a comment listed twice', () => {
    const broken = 'timestamp,comment-id,moderated,comment-body\n1,1,1,"never closed\n';
    expect(refusal(variant({ 'comments.csv': broken }))).toMatch(
      /^comments\.csv line \d+: is not valid CSV/,
    );
    const twice = 'comment-id,moderated\n1,1\n1,0\n';
    expect(refusal(variant({ 'comments.csv': twice }))).toBe(
      'comments.csv line 3: comment 1 appears twice',
    );
    const ragged = 'comment-id,moderated\n1,1,extra\n';
    expect(refusal(variant({ 'comments.csv': ragged }))).toMatch(
      /^comments\.csv line 2: is not valid CSV/,
    );
  });
});
