// "Generér emner" from the topics screen: a moderator asks for a run of the topic pipeline, which
// the server's `topics` job runs (jobs/serverJobs.ts: in a worker thread, one run per conversation
// at a time, on whichever instance has time), and the screen follows the job's state until it is
// done. Too few statements is said at once, before anything is queued.
import type { Db } from '../platform/db';
import { enqueueJob, findJob } from '../platform/jobs/jobs';
import { loadTopicStatements } from './repo/topicModel';
import { countStatementsWithWords, MIN_STATEMENTS } from './computeTopics';

export const TOPICS_JOB = 'topics';

export type TopicRunState = 'none' | 'queued' | 'running' | 'done' | 'failed';

/** What GET/POST /topicMod/generate answer. */
export interface TopicRun {
  state: TopicRunState;
  /** When the last run ended (ms), if one has. */
  finished_at: number | null;
  /** Why the last attempt failed; with state 'queued' it is being tried again. */
  error: string | null;
}

export async function findTopicRun(db: Db, conversationId: string): Promise<TopicRun> {
  const job = await findJob(db, TOPICS_JOB, conversationId);
  if (!job) return { state: 'none', finished_at: null, error: null };
  return { state: job.state, finished_at: job.finished, error: job.last_error };
}

export type TopicRunRequest =
  { ok: true; run: TopicRun } | { ok: false; withWords: number; needed: number };

/**
 * Queues a run unless one is queued or running already (asking twice never runs twice). Refused
 * when fewer than MIN_STATEMENTS statements that are not rejected have words.
 */
export async function requestTopicRun(
  db: Db,
  conversation: { zid: number; conversation_id: string },
): Promise<TopicRunRequest> {
  const current = await findTopicRun(db, conversation.conversation_id);
  if (current.state === 'queued' || current.state === 'running') return { ok: true, run: current };
  const withWords = countStatementsWithWords(await loadTopicStatements(db, conversation.zid));
  if (withWords < MIN_STATEMENTS) return { ok: false, withWords, needed: MIN_STATEMENTS };
  await enqueueJob(db, { kind: TOPICS_JOB, key: conversation.conversation_id });
  return { ok: true, run: await findTopicRun(db, conversation.conversation_id) };
}
