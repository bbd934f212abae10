// The topic model computed off the thread that answers requests: UMAP and k-means take seconds
// (2,000 statements ≈ 9 s here), and on that thread every vote would wait. One request per worker:
// computeInWorker.ts starts a worker per run and ends it after.
import { parentPort } from 'node:worker_threads';
import { lowerThreadPriority } from '../math/service/lowerThreadPriority';
import {
  computeTopicModel,
  TooFewStatementsError,
  type Statement,
  type TopicModel,
} from './computeTopics';

export interface TopicWorkerRequest {
  statements: Statement[];
  seed: number;
}

export type TopicWorkerReply =
  { ok: true; model: TopicModel } | { ok: false; message: string; tooFew: number | null };

// Like the math worker, it gives way to the request thread where the system allows it.
lowerThreadPriority();

parentPort?.once('message', (request: TopicWorkerRequest) => {
  let reply: TopicWorkerReply;
  try {
    reply = { ok: true, model: computeTopicModel(request.statements, { seed: request.seed }) };
  } catch (error) {
    reply = {
      ok: false,
      message: error instanceof Error ? error.message : String(error),
      tooFew: error instanceof TooFewStatementsError ? error.found : null,
    };
  }
  parentPort?.postMessage(reply);
});
