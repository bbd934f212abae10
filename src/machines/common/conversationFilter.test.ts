import { describe, expect, it } from 'vitest';
import type { ConversationListItem } from '../../../contract/types';
import { publicConversationUrl, visibleConversations } from './conversationFilter';

function item(id: string, participants: number, isOwner = true): ConversationListItem {
  return {
    conversation_id: id,
    topic: id,
    description: '',
    parent_url: null,
    participant_count: participants,
    is_owner: isOwner,
    is_mod: isOwner,
    is_active: true,
    created: 0,
    modified: 0,
  };
}

describe('visibleConversations', () => {
  it('sorts by participant count, largest first, keeping ties in server order', () => {
    const list = [item('a', 3), item('b', 10), item('c', 3), item('d', 0)];
    expect(visibleConversations(list, 'mine').map((c) => c.conversation_id)).toEqual([
      'b',
      'a',
      'c',
      'd',
    ]);
  });

  it('hides conversations below the participant minimum', () => {
    const list = [item('a', 3), item('b', 10), item('c', 1)];
    expect(visibleConversations(list, 'mine', 3).map((c) => c.conversation_id)).toEqual(['b', 'a']);
  });

  it('shows only conversations not owned in "others"', () => {
    const list = [item('mine', 5, true), item('theirs', 2, false)];
    expect(visibleConversations(list, 'others').map((c) => c.conversation_id)).toEqual(['theirs']);
  });

  it('files archived conversations under "archived", out of "mine" and "others"', () => {
    const list = [
      { ...item('kept', 5), archived_at: null },
      { ...item('shelved', 9), archived_at: 1_700_000_000_000 },
      { ...item('theirs', 2, false), archived_at: 1_700_000_000_000 },
      // Upstream Polis sends no archived_at: nothing is archived there.
      item('upstream', 1),
    ];
    const ids = (mode: 'mine' | 'archived' | 'others') =>
      visibleConversations(list, mode).map((c) => c.conversation_id);
    expect(ids('mine')).toEqual(['kept', 'upstream']);
    expect(ids('archived')).toEqual(['shelved']);
    expect(ids('others')).toEqual(['theirs']);
  });

  it('does not reorder the input', () => {
    const list = [item('a', 1), item('b', 2)];
    visibleConversations(list, 'mine');
    expect(list.map((c) => c.conversation_id)).toEqual(['a', 'b']);
  });
});

describe('publicConversationUrl', () => {
  it('joins the public site address and the id', () => {
    expect(publicConversationUrl('https://dialog.example.dk/', 'abc')).toBe(
      'https://dialog.example.dk/abc',
    );
    expect(publicConversationUrl('https://dialog.example.dk', 'abc')).toBe(
      'https://dialog.example.dk/abc',
    );
  });
});
