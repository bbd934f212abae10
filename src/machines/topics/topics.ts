// Pure helpers of the topic charts (docs/behaviour.md#topictree): which status an
// action gives, whether an action is allowed, the tree after a confirmed moderation, which layers
// the tree shows, and the failure notice the screens show for a short while.
import { toTopicFailure, type TopicFailure } from '../../api/topics/topics';
import type { TopicLayer } from '../../api/topics/topicParsing';
import type { Topic, TopicAction, TopicComment, TopicStatus } from '../../../contract/types';

/** The tree shows one layer or all of them ('Layer N' buttons plus 'All Layers'). */
export type LayerChoice = number | 'all';

/** The tree opens on layer 0. */
export const DEFAULT_LAYER = 0;

export function statusForAction(action: TopicAction): TopicStatus {
  return action === 'accept' ? 'accepted' : action === 'reject' ? 'rejected' : 'meta';
}

export function findTopic(layers: readonly TopicLayer[], topicKey: string): Topic | undefined {
  for (const layer of layers) {
    const topic = layer.topics.find((t) => t.topic_key === topicKey);
    if (topic) return topic;
  }
  return undefined;
}

/** A topic action is blocked when the topic already has that status. */
export function isActionAllowed(topic: Topic | undefined, action: TopicAction): boolean {
  return topic !== undefined && topic.moderation.status !== statusForAction(action);
}

export function countTopics(layers: readonly TopicLayer[]): number {
  return layers.reduce((sum, layer) => sum + layer.topics.length, 0);
}

/** The tree once the server confirmed a moderation, until the reload brings the server's view. */
export function applyModeration(
  layers: readonly TopicLayer[],
  topicKey: string,
  action: TopicAction,
  moderatedAt: number | null,
): TopicLayer[] {
  return layers.map((layer) =>
    layer.topics.some((t) => t.topic_key === topicKey)
      ? {
          layer: layer.layer,
          topics: layer.topics.map((t) =>
            t.topic_key === topicKey
              ? {
                  ...t,
                  moderation: {
                    ...t.moderation,
                    status: statusForAction(action),
                    moderated_at: moderatedAt ?? t.moderation.moderated_at,
                  },
                }
              : t,
          ),
        }
      : layer,
  );
}

/** Keeps the chosen layer when the tree still has it; otherwise the lowest layer there is. */
export function keepLayerChoice(choice: LayerChoice, layers: readonly TopicLayer[]): LayerChoice {
  if (choice === 'all' || layers.length === 0) return choice;
  return layers.some((l) => l.layer === choice) ? choice : layers[0].layer;
}

/** The layers the tree shows for a choice. */
export function visibleLayers(layers: readonly TopicLayer[], choice: LayerChoice): TopicLayer[] {
  return choice === 'all' ? [...layers] : layers.filter((l) => l.layer === choice);
}

/** How long a failed moderation step stays on screen, in both topic charts. */
export const NOTICE_MS = 6000;

/** A failure the screen shows for NOTICE_MS (the brief only logged them; we tell the moderator). */
export interface ModerationNotice {
  /** What failed: the moderation itself, or the reload after it. */
  step: 'moderate' | 'reload';
  action: TopicAction;
  failure: TopicFailure;
}

/** The log line for a failed moderation. */
function logModerationFailure(failure: TopicFailure, error: unknown): void {
  console.error(
    failure.kind === 'network' ? 'Network error during moderation' : 'Moderation failed',
    error,
  );
}

/** Which step of moderate → reload failed. */
export type FailedStep = ModerationNotice['step'];

/** Logs a failed step: one line for the moderation, another for the reload of `what`. */
export function logStepFailure(step: FailedStep, error: unknown, what: string): void {
  if (step === 'moderate') logModerationFailure(toTopicFailure(error), error);
  else console.error(`Could not reload the ${what} after a moderation.`, error);
}

/**
 * The onError actions of a moderate or reload step, for the topic charts (topicTree,
 * topicComments), which both define `showNotice` (assign) and `logFailure` (a separate action,
 * because assign must stay pure) with these params.
 */
export function onStepFailure(step: FailedStep) {
  const params = ({ event }: { event: { error: unknown } }) => ({ step, error: event.error });
  return [
    { type: 'showNotice' as const, params },
    { type: 'logFailure' as const, params },
  ];
}

/**
 * Reloaded topic comments, each still "pending" one showing the status the server confirmed for it
 * here: upstream Polis confirms a comment moderation but its topic comment list never changes
 * (docs/upstream.md#topics). A status the server does report wins.
 */
export function withConfirmedStatus(
  comments: readonly TopicComment[],
  confirmed: Readonly<Record<number, TopicStatus>>,
): TopicComment[] {
  return comments.map((comment) => {
    const status = confirmed[comment.comment_id];
    return status && comment.moderation_status === 'pending'
      ? { ...comment, moderation_status: status }
      : comment;
  });
}

/** An applied topic action the server logged: what the 'Fortryd' bar (moderationUndo) undoes. */
export interface AppliedAction {
  actionId: number;
  action: TopicAction;
  topicName: string;
  /** How many statements changed, when the server says. */
  changed: number | null;
}
