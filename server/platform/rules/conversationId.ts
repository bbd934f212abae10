// The public conversation id (docs/api.md#conventions: 10 characters of [a-z0-9]; Polis's
// "zinvite").
import { CONVERSATION_ID_PATTERN } from '../../../contract/limits';
import { randomLowerAlnum } from './randomId';

const CONVERSATION_ID_LENGTH = 10;

/** 36^10 ≈ 3.7·10^15 ids: guessing one is impractical, collisions are retried by the caller. */
export function generateConversationId(): string {
  return randomLowerAlnum(CONVERSATION_ID_LENGTH);
}

export function isConversationId(value: unknown): value is string {
  return typeof value === 'string' && CONVERSATION_ID_PATTERN.test(value);
}
