// Small pieces of wording shared by the topic screens: how a failure reads
// (docs/behaviour.md#topictree), a status label, a timestamp. Pure functions of the copy catalogue.
import type { TopicFailure } from '../../api/topics/topics';
import type { ApiServer, TopicAction, TopicStatus } from '../../../contract/types';
import * as da from '../../copy/da';

const t = da.topics;

/** The screen's own words for a failure: the network text, or the "failed" text. */
export function failureHeadline(
  failure: TopicFailure,
  texts: { failed: string; network: string },
): string {
  if (failure.kind === 'unavailable') return t.unavailable.headline;
  return failure.kind === 'network' ? texts.network : texts.failed;
}

/**
 * The server's own message, when it is one a Danish reader understands: our server's are Danish,
 * upstream Polis's English ('Topic job not found'), so on upstream the screen's Danish text stands.
 */
function ownMessage(failure: TopicFailure, apiServer: ApiServer): string | null {
  return apiServer === 'polis' ? null : failure.message;
}

/** The topics tree: the server's (Danish) message, or the default; the network text. */
export function treeFailureText(failure: TopicFailure, apiServer: ApiServer): string {
  if (failure.kind === 'unavailable') return t.unavailable.headline;
  if (failure.kind === 'network') return t.tree.network;
  return ownMessage(failure, apiServer) ?? t.tree.failed;
}

export function statusLabel(status: TopicStatus): string {
  return t.status[status];
}

function actionLabel(action: TopicAction): string {
  return action === 'accept' ? t.tree.accept : action === 'reject' ? t.tree.reject : t.tree.meta;
}

/** A failed moderation (or the reload after it), as the short-lived notice says it. */
export function noticeText(
  notice: {
    step: 'moderate' | 'reload';
    action: TopicAction;
    failure: TopicFailure;
  },
  apiServer: ApiServer,
): string {
  const detail =
    notice.failure.kind === 'unavailable'
      ? t.unavailable.headline
      : notice.failure.kind === 'network'
        ? t.notice.network
        : (ownMessage(notice.failure, apiServer) ?? t.notice.failed);
  return notice.step === 'reload'
    ? t.notice.reload(detail)
    : t.notice.moderate(actionLabel(notice.action), detail);
}

export function formatTime(ms: number | null): string {
  return ms === null || !Number.isFinite(ms) ? t.tree.unknown : da.formatDateTime(ms);
}

/** Positions with 2 decimals. */
export function formatPosition(x: number | null, y: number | null): string {
  return x === null || y === null ? t.comments.noPosition : `(${x.toFixed(2)}, ${y.toFixed(2)})`;
}

/** The base path of the topic screens. */
export function topicsBase(conversationId: string): string {
  return `/m/${encodeURIComponent(conversationId)}/topics`;
}

/** 'View Comments' target: the base path + /topic/{encoded key}. */
export function topicCommentsPath(conversationId: string, topicKey: string): string {
  return `${topicsBase(conversationId)}/topic/${encodeURIComponent(topicKey)}`;
}

/**
 * The typical statements a card lists under the name: the most typical one is the name already,
 * so it is left out — unless the name had to shorten it (docs/behaviour.md#topictree).
 */
export function typicalToShow<S extends { txt: string }>(name: string, typical: readonly S[]): S[] {
  const plain = (text: string) =>
    text
      .replace(/[\s.!?…,;:–—-]+$/u, '')
      .trim()
      .toLocaleLowerCase('da-DK');
  return typical.filter((s, i) => i > 0 || plain(s.txt) !== plain(name));
}
