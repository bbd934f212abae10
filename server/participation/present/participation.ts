// Rows → the participants' shapes (contract/types.ts). Only what a participant's page needs:
// no owner, no e-mail, no counts or ids of other participants.
import type { ParticipationConversation } from '../../../contract/types';
import type { PublicConversationRow } from '../../conversations';

const zeroOrOne = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

/** `newestReportId`: the report a closed conversation leads to (null: none, or still open). */
export function toParticipationConversation(
  row: PublicConversationRow,
  newestReportId: string | null = null,
): ParticipationConversation {
  return {
    conversation_id: row.conversation_id,
    topic: row.topic,
    description: row.description,
    is_active: row.is_active,
    is_draft: row.is_draft,
    write_type: zeroOrOne(row.write_type),
    vis_type: zeroOrOne(row.vis_type),
    help_bgcolor: row.help_bgcolor ?? 'default',
    help_color: row.help_color ?? 'default',
    strict_moderation: row.strict_moderation,
    importance_enabled: row.importance_enabled,
    comment_max_length: row.comment_max_length,
    // Only while it is still to come: a past time means the close job is about to run.
    closes_at: row.closes_at === null || !row.is_active ? null : Number(row.closes_at),
    report_id: newestReportId,
  };
}

/** A draft as the public may see it: that it exists and is not open, nothing its owner wrote. */
export function toDraftParticipationConversation(
  row: PublicConversationRow,
): ParticipationConversation {
  return { ...toParticipationConversation(row), topic: '', description: '' };
}
