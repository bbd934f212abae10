// Business rules of topic moderation (docs/api.md#topic-moderation), as plain functions: what a
// moderation request may say, what each action does to a topic and to its comments, and how a
// comment's mod/is_meta reads as a status label.

import type { TopicAction, TopicStatus } from '../../../contract/types';
import { isInt4Id } from '../../platform/rules/ids';
import { moderationMessages } from '../messages';

export type { TopicAction, TopicStatus };

const TOPIC_ACTIONS: readonly TopicAction[] = ['accept', 'reject', 'meta'];

/** Longer keys than any the pipeline makes are refused before they reach SQL. */
const TOPIC_KEY_MAX = 300;
/** More comment ids than this in one request is not a moderator clicking "select all". */
const COMMENT_IDS_MAX = 10_000;

/** The status a topic gets from an action. */
export function topicStatusFor(action: TopicAction): TopicStatus {
  return action === 'accept' ? 'accepted' : action === 'reject' ? 'rejected' : 'meta';
}

interface CommentModeration {
  mod: -1 | 0 | 1;
  is_meta: boolean;
  /** Accepting also clears an automatic moderator's flag (as PUT /comments does). */
  activate: boolean;
}

/** accept → mod 1; reject → mod -1; meta → mod 0 and is_meta. */
export function commentModerationFor(action: TopicAction): CommentModeration {
  switch (action) {
    case 'accept':
      return { mod: 1, is_meta: false, activate: true };
    case 'reject':
      return { mod: -1, is_meta: false, activate: false };
    case 'meta':
      return { mod: 0, is_meta: true, activate: false };
  }
}

/**
 * A comment's moderation as a label. Rejection wins (a rejected comment is never shown), then meta
 * (a comment can be accepted and marked meta through the comment screen), then accepted.
 */
export function commentModerationStatus(mod: number, isMeta: boolean): TopicStatus {
  if (mod === -1) return 'rejected';
  if (isMeta) return 'meta';
  if (mod === 1) return 'accepted';
  return 'pending';
}

/**
 * A topic action changes the topic's unreviewed statements; flagged ones only where named in
 * `flaggedTids`, statements a person moderated only with `includeModerated` (moderationImpact.ts).
 */
interface TopicChoices {
  flaggedTids: number[];
  includeModerated: boolean;
}

type ModerationTarget =
  { kind: 'topic'; topicKey: string; choices: TopicChoices } | { kind: 'comments'; tids: number[] };

interface ModerationRequest {
  action: TopicAction;
  target: ModerationTarget;
}

type RuleResult<T> = { ok: true; value: T } | { ok: false; error: string; message: string };

const fail = (error: string, message: string): { ok: false; error: string; message: string } => ({
  ok: false,
  error,
  message,
});

function parseTid(value: unknown): number | null {
  const tid = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return isInt4Id(tid) ? tid : null;
}

/** The action of GET /topicMod/topics/{key}/impact. */
export function parseTopicAction(value: unknown): RuleResult<TopicAction> {
  if (typeof value !== 'string' || !TOPIC_ACTIONS.includes(value as TopicAction)) {
    return fail('polis_err_param_parse_failed_action', moderationMessages.topicModeration.action);
  }
  return { ok: true, value: value as TopicAction };
}

/**
 * The body of POST /topicMod/moderate: an action and either a topic_key (the whole topic) or
 * comment_ids (tids; numeric strings are tolerated). Both at once is ambiguous and refused. The
 * moderator label is not read here: the server records who is signed in.
 */
export function parseModerationRequest(
  body: Record<string, unknown>,
): RuleResult<ModerationRequest> {
  const { action, topic_key: topicKey, comment_ids: commentIds } = body;
  if (action === undefined || action === null || action === '') {
    return fail('polis_err_param_missing_action', moderationMessages.topicModeration.actionMissing);
  }
  if (typeof action !== 'string' || !TOPIC_ACTIONS.includes(action as TopicAction)) {
    return fail('polis_err_param_parse_failed_action', moderationMessages.topicModeration.action);
  }
  const hasKey = topicKey !== undefined && topicKey !== null;
  const hasIds = commentIds !== undefined && commentIds !== null;
  if (hasKey && hasIds) {
    return fail(
      'polis_err_param_parse_failed_topic_key',
      moderationMessages.topicModeration.keyAndIds,
    );
  }
  if (hasKey) {
    if (typeof topicKey !== 'string' || topicKey.trim() === '' || topicKey.length > TOPIC_KEY_MAX) {
      return fail(
        'polis_err_param_parse_failed_topic_key',
        moderationMessages.topicModeration.badKey,
      );
    }
    const choices = parseTopicChoices(body);
    if (!choices.ok) return choices;
    return {
      ok: true,
      value: {
        action: action as TopicAction,
        target: { kind: 'topic', topicKey, choices: choices.value },
      },
    };
  }
  if (!hasIds) {
    return fail('polis_err_param_missing_topic_key', moderationMessages.topicModeration.keyOrIds);
  }
  if (!Array.isArray(commentIds)) {
    return fail(
      'polis_err_param_parse_failed_comment_ids',
      moderationMessages.topicModeration.idsNotList,
    );
  }
  if (commentIds.length === 0) {
    return fail(
      'polis_err_param_parse_failed_comment_ids',
      moderationMessages.topicModeration.idsEmpty,
    );
  }
  if (commentIds.length > COMMENT_IDS_MAX) {
    return fail(
      'polis_err_param_parse_failed_comment_ids',
      moderationMessages.topicModeration.tooMany(COMMENT_IDS_MAX),
    );
  }
  const tids = commentIds.map(parseTid);
  if (tids.some((tid) => tid === null)) {
    return fail(
      'polis_err_param_parse_failed_comment_ids',
      moderationMessages.topicModeration.idsWhole,
    );
  }
  const unique = [...new Set(tids as number[])].sort((a, b) => a - b);
  return {
    ok: true,
    value: { action: action as TopicAction, target: { kind: 'comments', tids: unique } },
  };
}

/** include_flagged (tids, default none) and include_moderated (boolean, default false). */
function parseTopicChoices(body: Record<string, unknown>): RuleResult<TopicChoices> {
  const { include_flagged: flagged = [], include_moderated: moderated = false } = body;
  if (!Array.isArray(flagged) || flagged.length > COMMENT_IDS_MAX) {
    return fail(
      'polis_err_param_parse_failed_include_flagged',
      moderationMessages.topicModeration.flaggedNotList,
    );
  }
  const tids = flagged.map(parseTid);
  if (tids.some((tid) => tid === null)) {
    return fail(
      'polis_err_param_parse_failed_include_flagged',
      moderationMessages.topicModeration.flaggedWhole,
    );
  }
  if (typeof moderated !== 'boolean') {
    return fail(
      'polis_err_param_parse_failed_include_moderated',
      moderationMessages.topicModeration.includeModerated,
    );
  }
  return { ok: true, value: { flaggedTids: tids as number[], includeModerated: moderated } };
}

/** layer_id of /topicMod/proximity and /topicMod/stats: a layer number, or 'all' (null). */
export function parseLayerParam(
  value: string | undefined,
  fallback: number | null,
): RuleResult<number | null> {
  if (value === undefined || value.trim() === '') return { ok: true, value: fallback };
  const text = value.trim().toLowerCase();
  if (text === 'all') return { ok: true, value: null };
  if (/^\d{1,3}$/.test(text)) return { ok: true, value: Number(text) };
  return fail('polis_err_param_parse_failed_layer_id', moderationMessages.topicModeration.layer);
}

/** topic_key `<job>#<layer>#<cluster>`, the form the pipeline writes. */
export function makeTopicKey(job: string, layer: number, cluster: number): string {
  return `${job}#${layer}#${cluster}`;
}
