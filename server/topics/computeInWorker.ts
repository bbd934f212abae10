// computeTopicModel in a worker thread (topicWorker.ts), for the server: the same model, while the
// request thread keeps answering. The worker lives for one run; an abort (the job's lease lost, the
// server stopping) ends it at once.
import { runWorkerOnce } from '../platform/lifecycle/runWorkerOnce';
import { TooFewStatementsError, type Statement, type TopicModel } from './computeTopics';
import type { TopicWorkerReply, TopicWorkerRequest } from './topicWorker';

export async function computeTopicModelInWorker(
  statements: Statement[],
  { seed, signal }: { seed: number; signal?: AbortSignal },
): Promise<TopicModel> {
  const request: TopicWorkerRequest = { statements, seed };
  const reply = await runWorkerOnce<TopicWorkerReply>(
    new URL('./topicWorkerBoot.mjs', import.meta.url),
    request,
    { name: 'topic worker', signal },
  );
  if (reply.ok) return reply.model;
  if (reply.tooFew !== null) throw new TooFewStatementsError(reply.tooFew);
  throw new Error(reply.message);
}
