// The topicComments chart's context, events and the pure helpers it and its selectors share
// (the chart is topicComments.machine.ts).
import type { TopicFailure } from '../../api/topics/topics';
import type { TopicAction, TopicComment, TopicStatus } from '../../../contract/types';
import type { RemovalCandidate } from '../common/removal';
import type { ModerationNotice } from './topics';

export interface TopicCommentsContext {
  conversationId: string;
  topicKey: string;
  /** The topic's name once the server sent it (upstream Polis does not): the heading shows it. */
  topicName: string | null;
  comments: TopicComment[];
  selected: Record<number, true>;
  loadError: TopicFailure | null;
  /** The bulk action being sent. */
  action: TopicAction | null;
  notice: ModerationNotice | null;
  /**
   * The status the server confirmed for each comment moderated here. Upstream Polis's topic
   * comment list keeps saying "pending" after it (docs/upstream.md#topics), so a reloaded comment
   * that still reads pending shows what was confirmed.
   */
  confirmed: Record<number, TopicStatus>;
  /** False once the server said it cannot moderate topics: the bulk actions are hidden. */
  moderationAvailable: boolean;
  /** The last saved action the server logged: the 'Fortryd' bar offers to undo it. */
  lastAction: { actionId: number; action: TopicAction; changed: number | null } | null;
}

export type TopicCommentsEvent =
  | { type: 'selection.toggle'; commentId: number }
  | { type: 'selection.toggleAll' }
  | { type: 'selection.apply'; action: TopicAction }
  | { type: 'comments.retry' }
  | { type: 'notice.dismiss' }
  /** 'Fortryd' succeeded (moderationUndo, through appEvents): statuses changed, reload. */
  | { type: 'moderation.undone'; conversationId: string };

export type ApplyInput = { conversationId: string; commentIds: number[]; action: TopicAction };

export function selectedIds(
  comments: readonly TopicComment[],
  selected: Record<number, true>,
): number[] {
  return comments.filter((c) => selected[c.comment_id]).map((c) => c.comment_id);
}

/** The selected statements an action would take out of the conversation (reject or meta). */
export function removalCandidates(context: TopicCommentsContext): RemovalCandidate[] {
  if (context.action === 'accept') return [];
  return context.comments
    .filter((c) => context.selected[c.comment_id])
    .map((c) => ({
      tid: c.comment_id,
      txt: c.comment_text,
      accepted: c.moderation_status === 'accepted',
      votes: c.votes,
    }));
}
