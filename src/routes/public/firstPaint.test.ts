// @vitest-environment happy-dom
// What the app takes over from the server's first paint: the vote tapped on it, only for the
// statement the app starts from, and only one of the three choices; the focused vote button.
import { afterEach, describe, expect, it } from 'vitest';
import type { ParticipationInit } from '../../../contract/types';
import { focusedFirstPaintVote, readEarlyVote } from './firstPaint';

const init = (tid: number | null) =>
  ({
    nextComment: tid === null ? null : { tid, txt: 'Flere træer.', remaining: 3, total: 3 },
  }) as ParticipationInit;

function card(attributes: Record<string, string>) {
  const section = document.createElement('section');
  section.id = 'first-statement';
  for (const [name, value] of Object.entries(attributes)) section.setAttribute(name, value);
  section.innerHTML = '<button data-vote="pass">Spring over</button>';
  document.body.append(section);
  return section;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('readEarlyVote', () => {
  it("reads the tapped vote for the start's statement", () => {
    card({ 'data-tid': '4', 'data-early-vote': 'disagree' });
    expect(readEarlyVote(document, init(4))).toBe('disagree');
  });

  it.each([
    ['no tap', { 'data-tid': '4' }, init(4)],
    ['another statement', { 'data-tid': '5', 'data-early-vote': 'agree' }, init(4)],
    ['no start (a returning participant)', { 'data-tid': '4', 'data-early-vote': 'agree' }, null],
    ['no statement in the start', { 'data-tid': '4', 'data-early-vote': 'agree' }, init(null)],
    ['no choice of the three', { 'data-tid': '4', 'data-early-vote': 'yes' }, init(4)],
  ])('reads nothing for %s', (_, attributes, start) => {
    card(attributes);
    expect(readEarlyVote(document, start)).toBeNull();
  });

  it('reads nothing without a first paint', () => {
    expect(readEarlyVote(document, init(4))).toBeNull();
  });
});

describe('focusedFirstPaintVote', () => {
  it('names the focused vote button of the first paint, and nothing else', () => {
    expect(focusedFirstPaintVote(document)).toBeNull();
    card({ 'data-tid': '4' }).querySelector('button')!.focus();
    expect(focusedFirstPaintVote(document)).toBe('pass');
  });
});
