// Database rows → the contract's conversation shapes (contract/types.ts).
import type { Conversation, ConversationListItem } from '../../../contract/types';
import type { ConversationListRow, ConversationRow } from '../repo/conversations';

export interface Viewer {
  isOwner: boolean;
  isMod: boolean;
}

const zeroOrOne = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

/** GET /conversations?conversation_id=X (and the PUT response). */
export function toConversation(row: ConversationRow, viewer: Viewer): Conversation {
  return {
    conversation_id: row.conversation_id,
    topic: row.topic,
    description: row.description,
    is_active: row.is_active,
    is_draft: row.is_draft,
    is_anon: row.is_anon,
    importance_enabled: row.importance_enabled,
    vis_type: zeroOrOne(row.vis_type),
    write_type: zeroOrOne(row.write_type),
    help_type: row.help_type,
    strict_moderation: row.strict_moderation,
    // Polis reads unset help colours back as the literal 'default'.
    help_bgcolor: row.help_bgcolor ?? 'default',
    help_color: row.help_color ?? 'default',
    bgcolor: row.bgcolor,
    parent_url: row.parent_url,
    participant_count: row.participant_count,
    owner: row.owner,
    created: row.created,
    modified: row.modified,
    version: row.version,
    closes_at: row.closes_at === null ? null : Number(row.closes_at),
    archived_at: row.archived_at === null ? null : Number(row.archived_at),
    comment_max_length: row.comment_max_length,
    is_owner: viewer.isOwner,
    is_mod: viewer.isMod,
    ownername: row.ownername ?? '',
  };
}

/** An item of GET /conversations?include_all_conversations_i_am_in=true */
export function toListItem(
  row: ConversationListRow,
  viewer: Viewer,
  publicSiteUrl: string,
): ConversationListItem {
  return {
    conversation_id: row.conversation_id,
    topic: row.topic,
    description: row.description,
    parent_url: row.parent_url,
    participant_count: row.participant_count,
    is_owner: viewer.isOwner,
    is_mod: viewer.isMod,
    is_active: row.is_active,
    is_draft: row.is_draft,
    created: row.created,
    modified: row.modified,
    url: participationUrl(publicSiteUrl, row.conversation_id),
    // The moderation queue is the moderators' business, not that of someone who took part.
    ...(viewer.isMod ? { waiting_count: row.waiting_count } : {}),
    last_activity: row.last_activity,
    closes_at: row.closes_at === null ? null : Number(row.closes_at),
    archived_at: row.archived_at === null ? null : Number(row.archived_at),
  };
}

/** Where participants take part: the public site address plus the id. */
export function participationUrl(publicSiteUrl: string, conversationId: string): string {
  return `${publicSiteUrl}${conversationId}`;
}
