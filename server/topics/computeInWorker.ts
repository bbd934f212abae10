// computeTopicModel in a worker thread (topicWorker.ts), for the server: the same model, while the
// request thread keeps answering. The worker lives for one run; an abort (the job's lease lost, the
// server stopping) ends it at once.
import { Worker } from 'node:worker_threads';
import { TooFewStatementsError, type Statement, type TopicModel } from './computeTopics';
import type { TopicWorkerReply, TopicWorkerRequest } from './topicWorker';

export function computeTopicModelInWorker(
  statements: Statement[],
  { seed, signal }: { seed: number; signal?: AbortSignal },
): Promise<TopicModel> {
  return new Promise<TopicModel>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const worker = new Worker(new URL('./topicWorkerBoot.mjs', import.meta.url));
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      void worker.terminate();
      outcome();
    };
    const onAbort = () => settle(() => reject(signal?.reason));
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.once('message', (reply: TopicWorkerReply) =>
      settle(() => {
        if (reply.ok) resolve(reply.model);
        else if (reply.tooFew !== null) reject(new TooFewStatementsError(reply.tooFew));
        else reject(new Error(reply.message));
      }),
    );
    worker.once('error', (error) => settle(() => reject(error)));
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`the topic worker stopped (exit code ${code})`))),
    );
    const request: TopicWorkerRequest = { statements, seed };
    worker.postMessage(request);
  });
}
