// The moderation chart of the moderation screen, shared with its three tab routes: the
// chart lives in the screen (ModerationPage), so switching tabs keeps the lists and the loop.
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { moderationMachine } from '../../machines/moderation/moderation.machine';

type ModerationRef = ActorRefFrom<typeof moderationMachine>;

export const ModerationContext = createContext<ModerationRef | null>(null);

export function useModeration(): ModerationRef {
  const actor = useContext(ModerationContext);
  if (!actor) throw new Error('useModeration() is only available on the moderation screen');
  return actor;
}
