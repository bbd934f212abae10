import { describe, expect, it } from 'vitest';
import type { Conversation } from '../../../contract/types';
import { aConversation } from '../../../tests/support/contractFixtures';
import { canModerateConversation, isPermissionStatus } from './adminPermission';

const META: Conversation = aConversation();

describe('canModerateConversation', () => {
  it('allows the owner and moderators only', () => {
    expect(canModerateConversation({ ...META, is_owner: true })).toBe(true);
    expect(canModerateConversation({ ...META, is_mod: true })).toBe(true);
    expect(canModerateConversation(META)).toBe(false);
    expect(canModerateConversation(null)).toBe(false);
  });

  it('reads 403 as a refusal', () => {
    expect(isPermissionStatus(403)).toBe(true);
    expect(isPermissionStatus(401)).toBe(false);
    expect(isPermissionStatus(500)).toBe(false);
  });
});
