// Which conversations a list shows, and in what order (docs/behaviour.md#conversationlist).
import type { ConversationListItem } from '../../../contract/types';

/** Conversations with fewer participants than this are hidden. */
const MIN_PARTICIPANTS = 0;

/**
 * 'mine' is the list at / and /conversations: conversations the user owns or may moderate (a
 * colleague named them moderator, or they are a site admin), unless archived. 'archived' is
 * /archived-conversations: those of them the owner archived (docs/behaviour.md#conversationlist).
 * 'others' is /other-conversations: those they merely take part in, which open on the public page.
 */
export type ConversationListMode = 'mine' | 'archived' | 'others';

function inMode(item: ConversationListItem, mode: ConversationListMode): boolean {
  const administers = item.is_owner || item.is_mod;
  if (mode === 'others') return !administers;
  // Upstream Polis sends no archived_at: nothing is archived there.
  const archived = item.archived_at !== undefined && item.archived_at !== null;
  return administers && archived === (mode === 'archived');
}

/**
 * Filters by the participant minimum and by the user's role (see ConversationListMode) and sorts by
 * participant count, largest first. The sort is stable, so ties keep the server's order (newest
 * first).
 */
export function visibleConversations(
  items: readonly ConversationListItem[],
  mode: ConversationListMode,
  minParticipants: number = MIN_PARTICIPANTS,
): ConversationListItem[] {
  return items
    .filter((item) => item.participant_count >= minParticipants)
    .filter((item) => inMode(item, mode))
    .sort((a, b) => b.participant_count - a.participant_count);
}

/** The public participation page of a conversation: the fixed public site address plus its id. */
export function publicConversationUrl(publicSiteUrl: string, conversationId: string): string {
  const base = publicSiteUrl.endsWith('/') ? publicSiteUrl : `${publicSiteUrl}/`;
  return `${base}${encodeURIComponent(conversationId)}`;
}
