import { describe, expect, it } from 'vitest';
import type { Conversation } from '../../contract/types';
import { canModerateConversation, isPermissionStatus } from './adminPermission';

const META: Conversation = {
  conversation_id: 'abc1234567',
  topic: 'Cykler',
  description: 'Om cykler',
  is_active: true,
  is_draft: false,
  is_anon: true,
  importance_enabled: false,
  vis_type: 0,
  write_type: 1,
  help_type: 1,
  strict_moderation: false,
  help_bgcolor: 'default',
  help_color: '#333',
  bgcolor: null,
  parent_url: null,
  participant_count: 4,
  owner: 1,
  created: 1,
  modified: 2,
  is_owner: false,
  is_mod: false,
  ownername: 'Ida',
};

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
