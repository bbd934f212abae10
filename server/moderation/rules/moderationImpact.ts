// What a topic action would do to each of the topic's statements, decided before anything is
// written (docs/api.md#get-topicmodtopicstopic_keyimpact): a statement already in the action's
// state is left alone; an unreviewed one changes; one the automatic moderator flagged (pending and
// hidden) changes only when the moderator named it; one a person already moderated keeps its state
// unless the moderator said otherwise.
import { commentModerationFor, type TopicAction } from './topicModeration';

export interface CommentState {
  tid: number;
  mod: number;
  is_meta: boolean;
  active: boolean;
}

type ImpactKind = 'unchanged' | 'pending' | 'flagged' | 'moderated';

export function impactOf(comment: CommentState, action: TopicAction): ImpactKind {
  const effect = commentModerationFor(action);
  const already =
    comment.mod === effect.mod &&
    comment.is_meta === effect.is_meta &&
    (!effect.activate || comment.active);
  if (already) return 'unchanged';
  if (comment.mod === 0 && !comment.is_meta) return comment.active ? 'pending' : 'flagged';
  return 'moderated';
}

export interface ImpactChoices {
  /** Flagged statements the moderator named and chose. */
  flaggedTids: ReadonlySet<number>;
  /** Whether statements a person already moderated change too. */
  includeModerated: boolean;
}

/** The statements the action changes, given the moderator's choices. */
export function tidsToChange(
  comments: readonly CommentState[],
  action: TopicAction,
  choices: ImpactChoices,
): number[] {
  return comments
    .filter((comment) => {
      const kind = impactOf(comment, action);
      if (kind === 'pending') return true;
      if (kind === 'flagged') return choices.flaggedTids.has(comment.tid);
      if (kind === 'moderated') return choices.includeModerated;
      return false;
    })
    .map((comment) => comment.tid);
}
