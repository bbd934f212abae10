import { describe, expect, it } from 'vitest';
import { CONVERSATION_ID_PATTERN } from '../../../contract/limits';
import { generateConversationId, isConversationId } from './conversationId';
import { randomLowerAlnum } from './randomId';

describe('conversation ids', () => {
  it('are 10 characters of [a-z0-9]', () => {
    for (let i = 0; i < 200; i++) expect(generateConversationId()).toMatch(CONVERSATION_ID_PATTERN);
  });

  it('do not repeat', () => {
    const ids = new Set(Array.from({ length: 1000 }, generateConversationId));
    expect(ids.size).toBe(1000);
  });

  it('use the whole alphabet', () => {
    const seen = new Set(randomLowerAlnum(5000));
    expect(seen.size).toBe(36);
  });

  it('are recognised only in their exact form', () => {
    expect(isConversationId('abc123def4')).toBe(true);
    expect(isConversationId('ABC123DEF4')).toBe(false);
    expect(isConversationId('abc123def')).toBe(false);
    expect(isConversationId('abc123def45')).toBe(false);
    expect(isConversationId('abc-23def4')).toBe(false);
    expect(isConversationId(1234567890)).toBe(false);
    expect(isConversationId(undefined)).toBe(false);
  });
});
