// What the topics tree and its cards read from the topicTree chart (topicTree.machine.ts).
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { TopicFailure } from '../../api/topics/topics';
import { loadViewOf, type LoadView } from './loadView';
import type { TopicLayer } from '../../api/topics/topicParsing';
import type { AppliedAction, LayerChoice, ModerationNotice } from './topics';
import type { topicActionMachine } from './topicAction.machine';
import type { topicTreeMachine } from './topicTree.machine';

type TopicTreeSnapshot = SnapshotFrom<typeof topicTreeMachine>;

export type TopicTreeView = LoadView;

export const selectTreeView = (s: TopicTreeSnapshot): TopicTreeView => loadViewOf(s);
export const selectLoadError = (s: TopicTreeSnapshot): TopicFailure | null =>
  s.matches('failed') ? s.context.loadError : null;
export const selectLayers = (s: TopicTreeSnapshot): TopicLayer[] => s.context.layers;
export const selectLayerChoice = (s: TopicTreeSnapshot): LayerChoice => s.context.layer;
export const selectIsExpanded = (s: TopicTreeSnapshot, topicKey: string): boolean =>
  s.context.expanded[topicKey] === true;
/** A moderation is being confirmed or the list is reloading after one: the buttons wait. */
export const selectIsBusy = (s: TopicTreeSnapshot): boolean =>
  s.matches({ ready: 'confirming' }) || s.matches({ ready: 'reloading' });
/** The open topic action dialog, while it is open. */
export const selectActionDialog = (s: TopicTreeSnapshot) =>
  s.matches({ ready: 'confirming' })
    ? (s.children.topicAction as ActorRefFrom<typeof topicActionMachine> | undefined)
    : undefined;
export const selectLastAction = (s: TopicTreeSnapshot): AppliedAction | null =>
  s.context.lastAction;
/** The topic whose moderation is under way, while it is. */
export const selectBusyTopic = (s: TopicTreeSnapshot): string | null =>
  selectIsBusy(s) ? (s.context.moderation?.topicKey ?? null) : null;
/** The server can moderate topics: the cards show their actions. */
export const selectCanModerate = (s: TopicTreeSnapshot): boolean => s.context.moderationAvailable;
export const selectNotice = (s: TopicTreeSnapshot): ModerationNotice | null =>
  s.matches({ ready: 'noticed' }) ? s.context.notice : null;
