// The moderation chart's requests that change statements: save one queued change (one statement:
// PUT /comments; several: POST /comments/moderate) and undo the last saved one. Each resolves with
// what the chart keeps: the logged action's number (for 'Fortryd'), or the undo's counts.
import { moderateComments, undoModeration, updateComment } from '../../api/common/comments';
import { afterNextPaint } from './afterNextPaint';
import type { ModerationOp } from './moderationLists';

export interface SaveInput {
  conversationId: string;
  op: ModerationOp;
}

export async function saveChange(input: SaveInput, signal: AbortSignal): Promise<number | null> {
  // The change is on screen at once (optimistic); the request waits until that frame is painted,
  // so starting it adds nothing to the click (docs/architecture.md#budgets: within one frame).
  await afterNextPaint();
  if (signal.aborted) return null;
  const { op, conversationId } = input;
  if (!op.bulk) return updateComment(op.comments[0], signal);
  const change = op.change === 'accept' ? 'accept' : 'reject';
  const tids = op.comments.map((c) => c.tid);
  return moderateComments({ conversationId, tids, change }, signal);
}

export interface UndoInput {
  conversationId: string;
  actionId: number;
}

export interface UndoResult {
  restored: number;
  skipped: number;
}

export const undoChange = (input: UndoInput, signal: AbortSignal): Promise<UndoResult> =>
  undoModeration(input, signal);
