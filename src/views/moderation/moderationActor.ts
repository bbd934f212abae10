// The commentModeration chart of the moderation screen, shared with its three tab routes: the
// chart lives in the screen (ModerationPage), so switching tabs keeps the lists and the loop.
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { commentModerationMachine } from '../../machines/commentModeration.machine';

export type CommentModerationRef = ActorRefFrom<typeof commentModerationMachine>;

export const CommentModerationContext = createContext<CommentModerationRef | null>(null);

export function useCommentModeration(): CommentModerationRef {
  const actor = useContext(CommentModerationContext);
  if (!actor) throw new Error('useCommentModeration() is only available on the moderation screen');
  return actor;
}
