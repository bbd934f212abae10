import { describe, expect, it } from 'vitest';
import {
  canSendStatement,
  counterLevel,
  fitsStatementLimit,
  PARTICIPANT_WARN_WITHIN,
  SEED_WARN_WITHIN,
} from './statementText';

describe('statement text', () => {
  it('colours the seed counter: plain up to 480, orange above, red at 500', () => {
    expect(counterLevel(0, 500, SEED_WARN_WITHIN)).toBe('normal');
    expect(counterLevel(480, 500, SEED_WARN_WITHIN)).toBe('normal');
    expect(counterLevel(481, 500, SEED_WARN_WITHIN)).toBe('warning');
    expect(counterLevel(499, 500, SEED_WARN_WITHIN)).toBe('warning');
    expect(counterLevel(500, 500, SEED_WARN_WITHIN)).toBe('limit');
  });

  it('follows a conversation’s own limit: the seed counter orange 20 before it, red at it', () => {
    expect(counterLevel(120, 140, SEED_WARN_WITHIN)).toBe('normal');
    expect(counterLevel(121, 140, SEED_WARN_WITHIN)).toBe('warning');
    expect(counterLevel(140, 140, SEED_WARN_WITHIN)).toBe('limit');
  });

  it('colours the participant’s counter 10 before the limit', () => {
    expect(counterLevel(130, 140, PARTICIPANT_WARN_WITHIN)).toBe('normal');
    expect(counterLevel(131, 140, PARTICIPANT_WARN_WITHIN)).toBe('warning');
    expect(counterLevel(140, 140, PARTICIPANT_WARN_WITHIN)).toBe('limit');
  });

  it('holds at most the limit and sends no blank text', () => {
    expect(fitsStatementLimit('x'.repeat(500), 500)).toBe(true);
    expect(fitsStatementLimit('x'.repeat(501), 500)).toBe(false);
    expect(fitsStatementLimit('x'.repeat(141), 140)).toBe(false);
    expect(canSendStatement('  Et udsagn ', 500)).toBe(true);
    expect(canSendStatement(' Flere bænke ', 140)).toBe(true);
    expect(canSendStatement(' \n\t', 500)).toBe(false);
    // Only zero-width spaces: blank, as the server sees it (contract/visibleText.ts).
    expect(canSendStatement('\u200B\u200B\u200B', 140)).toBe(false);
    expect(canSendStatement('\u200BBænke\u200B', 140)).toBe(true);
    expect(canSendStatement('', 140)).toBe(false);
    expect(canSendStatement('x'.repeat(140), 140)).toBe(true);
    expect(canSendStatement('x'.repeat(141), 140)).toBe(false);
    expect(canSendStatement('x'.repeat(21), 20)).toBe(false);
  });
});
