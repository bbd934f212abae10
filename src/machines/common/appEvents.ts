// The one channel between charts (src/machines/README.md, "How charts talk"). Screens start their
// charts as separate actors (each `useScreenActor` is a root with its own actor system), so a
// chart cannot reach another through the actor tree. Instead there is one hub for the page: an
// XState actor that re-emits every message it is sent. A chart tells the others with
// `sendTo(appEvents, message)` (so the inspector shows the send), and hears them by invoking
// `listenTo(type)`, which turns each message about its conversation into an event of its own.
// Every message is a member of `AppEvent`: this union is the list of what charts tell each other.
import { createActor, emit, fromCallback, setup, type EventObject } from 'xstate';
import type { ModerationCounts } from '../../../contract/moderationList';
import type { Conversation, VotePlacement } from '../../../contract/types';
import type { ConversationInput } from './fromRequest';

export type AppEvent =
  /** A statement was added (seedSubmit): lists of this conversation's comments refetch. */
  | {
      type: 'comments.changed';
      conversationId: string;
      /** The chart that added them, when it needs to tell its own echo apart (seedList). */
      source?: string;
    }
  /** A setting was saved (settingsSave): the server's answer is the admin area's metadata. */
  | { type: 'settings.saved'; conversationId: string; metadata: Conversation }
  /** The admin area read the metadata again (conversationAdmin): settingsSave merges it. */
  | { type: 'metadata.refreshed'; conversationId: string; metadata: Conversation }
  /** A report was created and is in the list (reports): reportHighlight highlights it. */
  | { type: 'report.created'; conversationId: string; reportId: string }
  /** A topic run finished (topicGenerate): the topic tree loads the new topics. */
  | { type: 'topics.generated'; conversationId: string }
  /** A moderation was undone (moderationUndo): screens showing statements' status reload. */
  | { type: 'moderation.undone'; conversationId: string }
  /**
   * The moderation screen's unfiltered tab counts, optimistic then confirmed (moderation): the
   * admin area's sidebar shows the same waiting count.
   */
  | { type: 'moderation.counted'; conversationId: string; counts: ModerationCounts }
  /** Statements were moderated on a topic screen (topicComments, topicTree): counts reload. */
  | { type: 'comments.moderated'; conversationId: string }
  /**
   * The participation chart counted a vote (or read the participant afresh): who they are, how
   * many they voted and, when the vote placed them before the next update, where. The opinion map
   * shows 'Dig' and the votes still needed from it.
   */
  | {
      type: 'participant.voted';
      conversationId: string;
      pid: number | null;
      votedCount: number;
      placement: VotePlacement | null;
    };

export type AppEventOf<T extends AppEvent['type']> = Extract<AppEvent, { type: T }>;

const appEventsMachine = setup({
  types: { events: {} as AppEvent, emitted: {} as AppEvent },
}).createMachine({
  id: 'appEvents',
  on: { '*': { actions: emit(({ event }) => event) } },
});

/** The page's hub, started once when this module loads; it holds no state. */
export const appEvents = createActor(appEventsMachine).start();

/**
 * Actor logic a chart invokes (with `input: { conversationId }`) to hear `type` messages about
 * that conversation; each is sent back to the chart as `toEvent(message)` (by default, as is).
 */
export function listenTo<T extends AppEvent['type'], TEvent extends EventObject = AppEventOf<T>>(
  type: T,
  toEvent: (message: AppEventOf<T>) => TEvent = (message) => message as unknown as TEvent,
) {
  return fromCallback<EventObject, ConversationInput>(({ sendBack, input }) => {
    const subscription = appEvents.on(type, (message) => {
      const about = message as AppEventOf<T>;
      if (about.conversationId === input.conversationId) sendBack(toEvent(about));
    });
    return () => subscription.unsubscribe();
  });
}

/**
 * The message a chart sends (`sendTo(appEvents, ({ event }) => savedMessage(event))`) when a
 * save's answer, its done event's output, is the conversation's metadata: the admin area takes it
 * as its own, so every screen shows the new values and the version they moved to.
 */
export function savedMessage(doneEvent: unknown): AppEventOf<'settings.saved'> {
  const metadata = (doneEvent as { output: Conversation }).output;
  return { type: 'settings.saved', conversationId: metadata.conversation_id, metadata };
}
