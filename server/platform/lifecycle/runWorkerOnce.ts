// One request to a fresh worker thread and its one reply: the worker lives for that job alone and
// is ended when it answers, fails, exits or the caller aborts. Used for work that would hold the
// request thread for seconds (the topic model, reading a large Polis export).
import { Worker } from 'node:worker_threads';

export function runWorkerOnce<Reply>(
  boot: URL,
  request: unknown,
  options: { name: string; signal?: AbortSignal },
): Promise<Reply> {
  const { name, signal } = options;
  return new Promise<Reply>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const worker = new Worker(boot);
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
    worker.once('message', (reply: Reply) => settle(() => resolve(reply)));
    worker.once('error', (error) => settle(() => reject(error)));
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`the ${name} stopped (exit code ${code})`))),
    );
    worker.postMessage(request);
  });
}
